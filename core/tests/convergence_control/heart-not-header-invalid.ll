; Convergence tokens, a heart outside the loop header: invalid. Written for Reconverge: the
; `loop` intrinsic %round sits in the arm %vote instead of the header %head, so it does not
; dominate the loop's blocks; the static rules reject it, and opt-22 -passes=verify reports
; "Cycle heart must dominate all blocks in the cycle." for %round.
target triple = "amdgcn-amd-amdhsa"
; thread T0: start head vote next head add next exit
; thread T1: start head add next head vote next exit

define amdgpu_kernel void @heart_in_an_arm(i1 %pick, i1 %again) {
start:
  %team = call token @llvm.experimental.convergence.anchor()
  br label %head

head:
  br i1 %pick, label %vote, label %add

vote:
  %round = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %team) ]
  call void @vote() [ "convergencectrl"(token %round) ]
  br label %next

add:
  %here = call token @llvm.experimental.convergence.anchor()
  call void @add() [ "convergencectrl"(token %here) ]
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
