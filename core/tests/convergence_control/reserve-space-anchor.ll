; LLVM ConvergentOperations.rst, "Opportunistic convergent operations": @reserveSpaceInBuffer
; is not convergent; an anchor ties the ballot and the final broadcast to the same threads.
target triple = "amdgcn-amd-amdhsa"
; threads: 4
; rule entry: tid == 0 ? then : end

@bufferAllocationCount = addrspace(1) global i32 0

define i32 @reserveSpaceInBuffer() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %numThreads.p = call i64 @llvm.ctpop.i64(i64 %ballot)
  %numThreads = trunc i64 %numThreads.p to i32
  %absoluteThreadIdx = call i32 @getSubgroupLocalInvocationId()
  %absoluteThreadIdx.ext = zext i32 %absoluteThreadIdx to i64
  %mask.p = shl i64 1, %absoluteThreadIdx.ext
  %mask = sub i64 %mask.p, 1
  %maskedBallot = and i64 %ballot, %mask
  %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)
  %relativeThreadIdx = trunc i64 %relativeThreadIdx.p to i32
  %isFirstThread = icmp eq i32 %relativeThreadIdx, 0
  br i1 %isFirstThread, label %then, label %end

then:
  %baseOffset.1 = atomicrmw add ptr addrspace(1) @bufferAllocationCount, i32 %numThreads monotonic
  br label %end

end:
  %baseOffset.2 = phi i32 [ undef, %entry ], [ %baseOffset.1, %then ]
  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset.2) [ "convergencectrl"(token %anchor) ]
  %offset = add i32 %baseOffset, %relativeThreadIdx
  ret i32 %offset
}

declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i32 @getSubgroupLocalInvocationId()
declare i64 @llvm.ctpop.i64(i64)
declare token @llvm.experimental.convergence.anchor()
