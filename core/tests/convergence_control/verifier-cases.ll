; Reconverge's own verifier cases (differential against opt-22 -passes=verify in
; tests/convergence_control.rs): what makes a call convergent (intrinsic tables, call-site
; attribute, attribute groups), tokens that are not instructions, dominance, nesting.

; readfirstlane is IntrConvergent although declared without `convergent`: mixing.
define i32 @intrinsic_convergent(i32 %x) {
  %t = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %t) ]
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a)
  ret i32 %b
}

; A call-site `convergent` makes @g convergent at that call only.
define void @callsite_attr() {
  %t = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t) ]
  call void @g() convergent
  ret void
}

; Convergent through an attribute group on the declaration.
define void @group_attr() {
  call void @h()
  %t = call token @llvm.experimental.convergence.anchor()
  ret void
}

; Convergent through an attribute group on the call.
define void @group_on_call() {
  %t = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t) ]
  call void @g() #0
  ret void
}

; A token argument is not produced by a convergence intrinsic.
define void @token_arg(token %t) {
  call void @f() [ "convergencectrl"(token %t) ]
  ret void
}

; Nor is `token none`.
define void @token_none() {
  call void @f() [ "convergencectrl"(token none) ]
  ret void
}

; The entry of a convergent function in its entry block after a non-convergent call: fine.
define void @entry_after_plain_call() convergent {
  call void @g()
  %t = call token @llvm.experimental.convergence.entry()
  call void @f() [ "convergencectrl"(token %t) ]
  ret void
}

; Convergent function by attribute group.
define void @entry_group() #0 {
  %t = call token @llvm.experimental.convergence.entry()
  ret void
}

; A loop heart preceded by a convergent call of its block.
define void @loop_after_op(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  call void @f() [ "convergencectrl"(token %a) ]
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br i1 %c, label %B, label %C
C:
  ret void
}

; Nested natural loops, each with its heart: valid.
define void @nested_hearts(i1 %c1, i1 %c2) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  %outer = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %C
C:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @f() [ "convergencectrl"(token %inner) ]
  br i1 %c2, label %C, label %D
D:
  call void @f() [ "convergencectrl"(token %outer) ]
  br i1 %c1, label %B, label %E
E:
  call void @f() [ "convergencectrl"(token %e) ]
  ret void
}

; The inner heart uses the entry token directly: the heart of the outer cycle too? No: the
; outer cycle B..D does not contain %e's definition, the use in C is not in the header B.
define void @inner_heart_outer_token(i1 %c1, i1 %c2) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  br label %C
C:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c2, label %C, label %D
D:
  br i1 %c1, label %B, label %E
E:
  ret void
}

; A use in an exit of the cycle of its (heart) token: allowed, the cycle is "extended".
define void @extended_cycle(i1 %c, i1 %d) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %H
H:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c, label %X, label %L
L:
  br i1 %d, label %H, label %Y
X:
  call void @f() [ "convergencectrl"(token %h) ]
  ret void
Y:
  ret void
}

; Overlapping regions through a loop.
define void @not_nested_loop(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor()
  br label %H
H:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @f() [ "convergencectrl"(token %b) ]
  br i1 %c, label %H, label %X
X:
  ret void
}

; An invoke with a bundle.
define void @invoke_bundle() personality ptr @pers {
A:
  %t = call token @llvm.experimental.convergence.anchor()
  invoke void @f() [ "convergencectrl"(token %t) ]
          to label %B unwind label %C
B:
  ret void
C:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}

; Other bundles next to convergencectrl.
define void @other_bundles(ptr %p) {
  %t = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "deopt"(i32 1, ptr %p), "convergencectrl"(token %t) ]
  call void @f() [ "convergencectrl"(token %t), "convergencectrl"(token %t) ]
  ret void
}

; A token from another anchor in a dead block (unreachable: not checked by verify(DT)).
define void @unreachable_use() {
A:
  %t = call token @llvm.experimental.convergence.anchor()
  ret void
B:
  %u = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %u) ]
  br label %B
}

declare void @f() convergent
declare void @g()
declare void @h() #0
declare i32 @pers(...)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

attributes #0 = { convergent nounwind }

; A known intrinsic takes LLVM's attributes, not its declaration's: workitem.id.x declared
; `convergent` below is not convergent (no mixing); an unknown `llvm.*` name keeps them.
define void @declared_intrinsic_attrs() {
  %t = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t) ]
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.foo.bar()
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() convergent
declare void @llvm.foo.bar() convergent
