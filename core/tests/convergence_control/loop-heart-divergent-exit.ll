; Convergence tokens, a loop heart and a divergent exit. Written for Reconverge: a linear search
; whose heart %probe is in the header %scan; a thread that finds its key leaves through %found
; and reports with @report, which uses %probe, so only threads that leave in the same iteration
; report together. Threads 0 and 1 find their key in iteration 1, threads 2 and 3 in iteration
; 2: the heart gives {T0, T1} and {T2, T3}, where maximal convergence without tokens would put
; all four together at %found.
target triple = "amdgcn-amd-amdhsa"
; threads: 4
; rule check: visit == tid / 2 + 1 ? found : step
; rule scan: check

define amdgpu_kernel void @search(ptr addrspace(1) %keys, i32 %len) convergent {
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
  call void @report(i32 %i) [ "convergencectrl"(token %probe) ]
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
