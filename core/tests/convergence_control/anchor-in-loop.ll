; An anchor inside a loop (LLVM ConvergentOperations.rst, "Rationales for Static rules about
; cycles", with the heart %loop in the header B as the static rules require): @convergent.op.1
; uses the heart (converged per iteration), @convergent.op.2 uses the free-standing anchor
; %free at E, whose convergence is implementation-defined ("threads that happen to be active
; at the same time"); Reconverge takes the threads maximally converged at that instance of E.
;   Thread 1: A B C D F B D E F G
;   Thread 2: A B D E F B C D F G
target triple = "amdgcn-amd-amdhsa"
; thread T1: A B C D F B D E F G
; thread T2: A B D E F B C D F G

define amdgpu_kernel void @anchor_in_loop(i1 %condition1, i1 %condition2, i1 %exit) {
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
  %free = call token @llvm.experimental.convergence.anchor()
  call void @convergent.op.2() [ "convergencectrl"(token %free) ]
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
