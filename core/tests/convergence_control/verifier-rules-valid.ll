; Reconverge's valid convergence-control functions, the counterparts of
; verifier-rules-invalid.ll: only uncontrolled convergent calls; controlled calls mixed with
; non-convergent ones; regions that nest across branches (entry and anchor, two anchors, the
; inner token used on one arm and the outer on the other); a heart in a loop header with the
; anchor it uses defined in the loop's enclosing block; nested loops with a heart each; a use
; of a heart's token in the loop's exit; entry first in the entry block after plain code.
; tests/convergence_control.rs requires opt-22 -passes=verify and our verifier to accept
; every function.

define void @uncontrolled_only() {
  call void @plain()
  call void @conv()
  call void @conv()
  call void @plain()
  ret void
}

define void @controlled_among_plain() {
  call void @plain()
  %x = call token @llvm.experimental.convergence.anchor()
  call void @plain()
  call void @conv() [ "convergencectrl"(token %x) ]
  call void @plain() [ "convergencectrl"(token %x) ]
  ret void
}

define void @entry_and_anchor_on_arms(i1 %c) convergent {
top:
  %e = call token @llvm.experimental.convergence.entry()
  %x = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %left, label %right
left:
  call void @conv() [ "convergencectrl"(token %x) ]
  br label %join
right:
  call void @conv() [ "convergencectrl"(token %e) ]
  br label %join
join:
  call void @conv() [ "convergencectrl"(token %e) ]
  ret void
}

define void @two_anchors_on_arms(i1 %c) {
top:
  %outer = call token @llvm.experimental.convergence.anchor()
  %inner = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %left, label %right
left:
  call void @conv() [ "convergencectrl"(token %inner) ]
  ret void
right:
  call void @conv() [ "convergencectrl"(token %outer) ]
  ret void
}

define void @anchor_per_iteration(i1 %c, i1 %d) convergent {
top:
  %e = call token @llvm.experimental.convergence.entry()
  br label %head
head:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %spin, label %tail
spin:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @conv() [ "convergencectrl"(token %h) ]
  br label %head
tail:
  call void @conv() [ "convergencectrl"(token %a) ]
  br i1 %d, label %head, label %out
out:
  call void @conv() [ "convergencectrl"(token %e) ]
  ret void
}

define void @nested_hearts_and_exit_use(i32 %n, i1 %c) convergent {
top:
  %e = call token @llvm.experimental.convergence.entry()
  br label %outer
outer:
  %ho = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i1, %inner ]
  %hi = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ho) ]
  call void @conv() [ "convergencectrl"(token %hi) ]
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %inner, label %inner_done
inner_done:
  call void @conv() [ "convergencectrl"(token %hi) ]
  br i1 %c, label %outer, label %out
out:
  call void @conv() [ "convergencectrl"(token %ho) ]
  ret void
}

define void @entry_after_plain_code(i32 %x) convergent {
  %y = mul i32 %x, 3
  call void @plain()
  %e = call token @llvm.experimental.convergence.entry()
  call void @conv() [ "convergencectrl"(token %e) ]
  ret void
}

declare void @conv() convergent
declare void @plain()

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
