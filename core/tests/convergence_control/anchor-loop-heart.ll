; Convergence tokens, a loop heart (the static rules of LLVM's ConvergentOperations document:
; a `loop` intrinsic in the header of a natural loop ties each iteration's convergent
; operations together). Written for Reconverge: an anchor before a loop of rounds; the heart
; %round in the header; each round a thread either votes (@vote) or adds (@add), and both calls
; use the heart. Thread 0 votes in round 1 and adds in round 2, thread 1 the other way round:
; no call is executed by both threads in the same round, so under the heart no two instances
; converge, although both threads reach both calls.
target triple = "amdgcn-amd-amdhsa"
; thread T0: start head vote next head add next exit
; thread T1: start head add next head vote next exit

define amdgpu_kernel void @rounds_with_a_heart(i1 %pick, i1 %again) {
start:
  %team = call token @llvm.experimental.convergence.anchor()
  br label %head

head:
  %round = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %team) ]
  br i1 %pick, label %vote, label %add

vote:
  call void @vote() [ "convergencectrl"(token %round) ]
  br label %next

add:
  call void @add() [ "convergencectrl"(token %round) ]
  br label %next

next:
  br i1 %again, label %head, label %exit

exit:
  ret void
}

declare void @vote() convergent
declare void @add() convergent
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
