; LLVM ConvergentOperations.rst, "Extended Cycles: Divergent Exit from a Loop": the loop
; heart %inner in the header %for; the convergent call in the exit block %C uses %inner, so
; only threads that leave in the same iteration execute it together (uncontrolled maximal
; convergence would merge all threads at %C). Made concrete: conditions from the work-item id.
target triple = "amdgcn-amd-amdhsa"
; threads: 4
; rule for: B
; rule B: visit == tid / 2 + 1 ? C : D

define amdgpu_kernel void @example(i32 %n) convergent {
A:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for

for:
  %i = phi i32 [ 0, %A ], [ %i.next, %D ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  %for.cond = icmp slt i32 %i, %n
  br i1 %for.cond, label %B, label %E

B:
  %condition = icmp eq i32 %i, %tid
  br i1 %condition, label %C, label %D

C:
  call void @convergent_op() [ "convergencectrl"(token %inner) ]
  br label %E

D:
  %i.next = add i32 %i, 1
  br label %for

E:
  ret void
}

declare void @convergent_op() convergent
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
