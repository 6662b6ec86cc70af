; Convergence tokens, a free-standing anchor inside a loop. Written for Reconverge: the heart
; %round in the header controls @vote; @add uses %here, an anchor of its own block, whose
; convergence the document leaves to the implementation ("threads that happen to be active
; together"). Reconverge takes the threads that are maximally converged at that instance of
; the block: thread 0 adds in round 2, thread 1 in round 1, so they add apart.
target triple = "amdgcn-amd-amdhsa"
; thread T0: start head vote next head add next exit
; thread T1: start head add next head vote next exit

define amdgpu_kernel void @rounds_with_a_free_anchor(i1 %pick, i1 %again) {
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
