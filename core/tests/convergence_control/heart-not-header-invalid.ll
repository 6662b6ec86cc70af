; LLVM ConvergentOperations.rst, "Rationales for Static rules about cycles", the variant with
; the loop intrinsic %loop in C and a free-standing anchor %free at E. The document discusses
; it ("unnatural counting of loop iterations"), but the static rules (a heart must be in the
; header of a natural loop) reject it: opt-22 -passes=verify reports "Cycle heart must dominate
; all blocks in the cycle." for %loop.
target triple = "amdgcn-amd-amdhsa"
; thread T1: A B C D F B D E F G
; thread T2: A B D E F B C D F G

define amdgpu_kernel void @anchor_in_loop(i1 %condition1, i1 %condition2, i1 %exit) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B

B:
  br i1 %condition1, label %C, label %D

C:
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
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
