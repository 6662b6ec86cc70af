; Reconverge's cases for every rule of LLVM's convergence-control verifier (one broken function
; per rule and variant; LLVM 22's Verifier / ConvergenceVerifier messages). The test
; tests/convergence_control.rs runs `opt-22 -passes=verify` on this file and requires our
; verifier to report the same messages, in the same order, with the same dumped lines.

; An anchor or an entry given a token operand; a loop intrinsic without one.
define void @operands_of_the_intrinsics(token %arg) convergent {
  %e = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %arg) ]
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %a) ]
  %l = call token @llvm.experimental.convergence.loop()
  ret void
}

; A token returned by an ordinary function is not a convergence token.
define void @token_from_a_call() {
  %t = call token @returns_token()
  call void @conv() [ "convergencectrl"(token %t) ]
  ret void
}

; Two tokens in one bundle.
define void @bundle_with_two_tokens() {
  %x = call token @llvm.experimental.convergence.anchor()
  %y = call token @llvm.experimental.convergence.anchor()
  call void @plain() [ "convergencectrl"(token %x, token %y) ]
  ret void
}

; A bundle with no token at all.
define void @bundle_with_no_token() {
  %x = call token @llvm.experimental.convergence.anchor()
  call void @conv() [ "convergencectrl"() ]
  ret void
}

; Two bundles on one call.
define void @two_bundles() {
  %x = call token @llvm.experimental.convergence.anchor()
  %y = call token @llvm.experimental.convergence.anchor()
  call void @conv() [ "convergencectrl"(token %x), "convergencectrl"(token %y) ]
  ret void
}

; Controlled first, then an uncontrolled convergent call.
define void @controlled_then_uncontrolled() {
  %x = call token @llvm.experimental.convergence.anchor()
  call void @conv() [ "convergencectrl"(token %x) ]
  call void @plain()
  call void @conv()
  ret void
}

; An uncontrolled convergent call first: both the anchor and the controlled call are reported.
define void @uncontrolled_then_controlled() {
  call void @conv()
  call void @plain()
  %x = call token @llvm.experimental.convergence.anchor()
  call void @conv() [ "convergencectrl"(token %x) ]
  ret void
}

; Mixing across blocks.
define void @mixed_across_blocks(i1 %c) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %a, label %b
a:
  call void @conv() [ "convergencectrl"(token %x) ]
  br label %b
b:
  call void @conv()
  ret void
}

; Regions that overlap in straight-line code: %inner's region starts inside %outer's and ends
; after it.
define void @overlap_straight() {
  %outer = call token @llvm.experimental.convergence.anchor()
  %inner = call token @llvm.experimental.convergence.anchor()
  call void @conv() [ "convergencectrl"(token %outer) ]
  call void @conv() [ "convergencectrl"(token %inner) ]
  ret void
}

; Overlap through a branch: a use of %outer on one arm, of %inner after the join.
define void @overlap_branch(i1 %c) {
top:
  %outer = call token @llvm.experimental.convergence.anchor()
  %inner = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %arm, label %join
arm:
  call void @conv() [ "convergencectrl"(token %outer) ]
  br label %join
join:
  call void @conv() [ "convergencectrl"(token %inner) ]
  ret void
}

; A token used by a convergent call inside a loop that does not define it (no heart).
define void @use_in_foreign_loop(i1 %c) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  br label %spin
spin:
  call void @conv() [ "convergencectrl"(token %x) ]
  br i1 %c, label %spin, label %out
out:
  ret void
}

; The same in a two-block loop, the use in the latch.
define void @use_in_foreign_latch(i1 %c) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  br label %head
head:
  br label %latch
latch:
  %y = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %x) ]
  br i1 %c, label %head, label %out
out:
  ret void
}

; A convergent call before the entry intrinsic in the entry block.
define void @entry_after_convergent_call() convergent {
  call void @conv()
  %e = call token @llvm.experimental.convergence.entry()
  ret void
}

; The entry intrinsic in a function that is not convergent.
define void @entry_in_plain_function() {
  %e = call token @llvm.experimental.convergence.entry()
  ret void
}

; The entry intrinsic outside the entry block.
define void @entry_in_second_block() convergent {
first:
  br label %second
second:
  %e = call token @llvm.experimental.convergence.entry()
  ret void
}

; A loop intrinsic after a convergent call of its block (an add before it is fine).
define void @loop_after_convergent_call(i32 %n) convergent {
top:
  %e = call token @llvm.experimental.convergence.entry()
  br label %head
head:
  %i = add i32 %n, 1
  %fine = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @conv() [ "convergencectrl"(token %fine) ]
  %late = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  ret void
}

; Two hearts for one loop, each using a token from outside it (the inner region's first, so
; the regions nest).
define void @two_hearts_one_loop(i1 %c) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  %y = call token @llvm.experimental.convergence.anchor()
  br label %head
head:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %y) ]
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %x) ]
  br i1 %c, label %head, label %out
out:
  ret void
}

; A second loop intrinsic further down the loop, using another outside token.
define void @second_heart_in_body(i1 %c) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  %y = call token @llvm.experimental.convergence.anchor()
  br label %head
head:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %x) ]
  br label %body
body:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %x) ]
  br i1 %c, label %head, label %out
out:
  ret void
}

; Two hearts of an inner loop, both using the outer heart's token.
define void @two_hearts_inner_loop(i1 %c, i1 %d) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  br label %outer
outer:
  %ho = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %x) ]
  br label %inner
inner:
  %hi1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ho) ]
  %hi2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ho) ]
  br i1 %d, label %inner, label %latch
latch:
  br i1 %c, label %outer, label %out
out:
  ret void
}

; A heart in the latch of a loop, not its header.
define void @heart_in_latch(i1 %c, i1 %d) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  br label %head
head:
  br i1 %c, label %latch, label %out
latch:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %x) ]
  br i1 %d, label %head, label %out
out:
  ret void
}

; A heart in the inner loop's header that uses a token from outside the outer loop: it is
; then also the outer loop's heart, and does not dominate the outer header.
define void @heart_of_two_loops(i1 %c, i1 %d) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  br label %outer
outer:
  br i1 %c, label %inner, label %outer
inner:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %x) ]
  br i1 %d, label %inner, label %outer
}

; Irreducible: a heart at one of the two entries (the second in layout order).
define void @irreducible_heart_second_entry(i1 %c) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %p, label %q
p:
  br i1 %c, label %q, label %out
q:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %x) ]
  call void @conv() [ "convergencectrl"(token %h) ]
  br i1 %c, label %p, label %out
out:
  call void @conv() [ "convergencectrl"(token %x) ]
  ret void
}

; Irreducible: a heart at the first entry in layout order.
define void @irreducible_heart_first_entry(i1 %c) {
top:
  %x = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %p, label %q
p:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %x) ]
  br i1 %c, label %q, label %out
q:
  br i1 %c, label %p, label %out
out:
  ret void
}

declare token @returns_token()
declare void @conv() convergent
declare void @plain()

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
