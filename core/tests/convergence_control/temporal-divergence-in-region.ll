; Temporal divergence inside a convergence region (ConvergentOperations.rst, "Temporal
; Divergence at Cycle Exit"): %v in the exit block C uses %i, uniform in the loop, inside the
; convergence region of the heart %inner. The document says temporal divergence does not apply
; there (the threads at C left in the same iteration); LLVM 22's uniformity analysis has no
; token-specific rule and reports %v DIVERGENT (opt-22 -passes='print<uniformity>'), as we do.
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
  %v = add i32 %i, 1
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
