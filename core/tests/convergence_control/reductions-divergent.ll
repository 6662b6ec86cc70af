; LLVM ConvergentOperations.rst, "Reductions inside divergent control flow": both
; @subgroupAdd calls use the entry token, and each communicates only among the threads that
; reach it.
target triple = "amdgcn-amd-amdhsa"
; threads: 4
; rule entry: tid < 2 ? then : else

define amdgpu_kernel void @example_kernel(ptr addrspace(1) %out) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %delta = sub i32 %tid, 16
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry.tok) ]
  br label %end

else:
  %total_losses = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry.tok) ]
  br label %end

end:
  %r = phi i32 [ %total_gains, %then ], [ %total_losses, %else ]
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare i32 @subgroupAdd(i32) convergent
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
