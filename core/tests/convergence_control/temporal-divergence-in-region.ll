; Temporal divergence inside a convergence region. Written for Reconverge: the search of
; loop-heart-divergent-exit.ll, where %found also computes %where from the loop counter %i,
; uniform inside the loop. The threads at %found under the heart %probe left in the same
; iteration, so ConvergentOperations' reasoning would call %where uniform there; LLVM 22's
; uniformity analysis has no token-specific rule and reports %where DIVERGENT
; (opt-22 -passes='print<uniformity>'), as Reconverge does.
target triple = "amdgcn-amd-amdhsa"
; threads: 4
; rule check: visit == tid / 2 + 1 ? found : step
; rule scan: check

define amdgpu_kernel void @search_and_keep(ptr addrspace(1) %keys, ptr addrspace(1) %out, i32 %len) convergent {
begin:
  %whole = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %want = lshr i32 %tid, 1
  br label %scan

scan:
  %i = phi i32 [ 0, %begin ], [ %i.next, %step ]
  %probe = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %whole) ]
  %inside = icmp ult i32 %i, %len
  br i1 %inside, label %check, label %missing

check:
  %at = getelementptr inbounds i32, ptr addrspace(1) %keys, i32 %i
  %key = load i32, ptr addrspace(1) %at, align 4
  %hit = icmp eq i32 %key, %want
  br i1 %hit, label %found, label %step

found:
  %where = mul i32 %i, 4
  call void @report(i32 %where) [ "convergencectrl"(token %probe) ]
  br label %missing

step:
  %i.next = add i32 %i, 1
  br label %scan

missing:
  ret void
}

declare void @report(i32) convergent
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
