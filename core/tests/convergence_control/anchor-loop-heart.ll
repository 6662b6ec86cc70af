; LLVM ConvergentOperations.rst, "Rationales for Static rules about cycles": an anchor before
; the loop and the loop heart %loop in its header B; both convergent calls (in C and E) use
; %loop, so they converge only within one iteration:
;   Thread 1: A B C D F B D E F G
;   Thread 2: A B D E F B C D F G
; gives @op.1(1) != @op.1(2) and @op.2(1) != @op.2(2).
target triple = "amdgcn-amd-amdhsa"
; thread T1: A B C D F B D E F G
; thread T2: A B D E F B C D F G

define amdgpu_kernel void @anchor_loop_heart(i1 %condition1, i1 %condition2, i1 %exit) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %condition1, label %C, label %D

C:
  call void @convergent.op.1() [ "convergencectrl"(token %loop) ]
  br label %D

D:
  br i1 %condition2, label %E, label %F

E:
  call void @convergent.op.2() [ "convergencectrl"(token %loop) ]
  br label %F

F:
  br i1 %exit, label %G, label %B

G:
  ret void
}

declare void @convergent.op.1() convergent
declare void @convergent.op.2() convergent
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
