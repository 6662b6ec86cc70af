; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; Convergence control tokens (llvm.experimental.convergence.entry / anchor / loop) and
; convergent operations that name them. The tokens stay uniform even where they are defined
; under divergent control (the anchor in a divergent arm); the operations that use them keep
; their own verdicts (readfirstlane is uniform), and a loop token in the heart of its cycle does
; not change what the cycle's exits decide for the values that leave it.

define amdgpu_kernel void @entry_token_in_kernel(i32 %k, ptr addrspace(1) %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane) [ "convergencectrl"(token %tok) ]
  %sum = add i32 %first, %k
  store i32 %sum, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @anchor_under_divergent_branch(i32 %k, ptr addrspace(1) %out) convergent {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %lane, %k
  br i1 %c, label %inside, label %done
inside:
  %tok = call token @llvm.experimental.convergence.anchor()
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane) [ "convergencectrl"(token %tok) ]
  br label %done
done:
  %v = phi i32 [ %b, %inside ], [ 0, %entry ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @loop_token_counted(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %outer = call token @llvm.experimental.convergence.entry()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
  %ltok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %lane, %i
  %wave = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %ltok) ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %head, label %exit
exit:
  store i32 %wave, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @loop_token_lane_exit(ptr addrspace(1) %out) convergent {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %ltok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  %wave = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %ltok) ]
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %lane
  br i1 %c, label %head, label %exit
exit:
  store i32 %wave, ptr addrspace(1) %out
  store i32 %i.next, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @anchors_in_sequence(i32 %k, ptr addrspace(1) %out) convergent {
entry:
  %a1 = call token @llvm.experimental.convergence.anchor()
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %b1 = call i64 @llvm.amdgcn.ballot.i64(i1 true) [ "convergencectrl"(token %a1) ]
  %c = icmp eq i32 %lane, %k
  br i1 %c, label %one, label %two
one:
  br label %merge
two:
  br label %merge
merge:
  %p = phi i1 [ true, %one ], [ false, %two ]
  %a2 = call token @llvm.experimental.convergence.anchor()
  %b2 = call i64 @llvm.amdgcn.ballot.i64(i1 %p) [ "convergencectrl"(token %a2) ]
  store i64 %b2, ptr addrspace(1) %out
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
