; Convergence tokens, reductions in divergent control flow. Written for Reconverge: a kernel
; that sorts its work-items by the sign of a score; the positive ones take @wave_max of their
; scores, the others @wave_min, both calls under the function's entry token. Each call
; communicates only among the threads that reach it: {T0, T1} at %best, {T2, T3} at %worst.
target triple = "amdgcn-amd-amdhsa"
; threads: 4
; rule start: tid < 2 ? high : low

define amdgpu_kernel void @extremes(ptr addrspace(1) %scores, ptr addrspace(1) %out) convergent {
start:
  %all = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %at = getelementptr inbounds i32, ptr addrspace(1) %scores, i32 %tid
  %score = load i32, ptr addrspace(1) %at, align 4
  %positive = icmp sgt i32 %score, 0
  br i1 %positive, label %high, label %low

high:
  %best = call i32 @wave_max(i32 %score) [ "convergencectrl"(token %all) ]
  br label %store

low:
  %worst = call i32 @wave_min(i32 %score) [ "convergencectrl"(token %all) ]
  br label %store

store:
  %v = phi i32 [ %best, %high ], [ %worst, %low ]
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @wave_max(i32) convergent
declare i32 @wave_min(i32) convergent
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
