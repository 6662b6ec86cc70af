; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; Wave-level patterns built from intrinsics: the structurizer's control-flow intrinsics
; (if/else/if.break/loop/end.cf), a waterfall loop that serves one distinct lane value per
; iteration with readfirstlane, and ballots and lane reads inside divergent regions.

define amdgpu_kernel void @structurized_if(i32 %k, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %lane, %k
  %if = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %c)
  %if.taken = extractvalue { i1, i64 } %if, 0
  %if.mask = extractvalue { i1, i64 } %if, 1
  br i1 %if.taken, label %then, label %flow
then:
  store i32 1, ptr addrspace(1) %out
  br label %flow
flow:
  %else = call { i1, i64 } @llvm.amdgcn.else.i64.i64(i64 %if.mask)
  %else.taken = extractvalue { i1, i64 } %else, 0
  %else.mask = extractvalue { i1, i64 } %else, 1
  br i1 %else.taken, label %otherwise, label %end
otherwise:
  store i32 2, ptr addrspace(1) %out
  br label %end
end:
  call void @llvm.amdgcn.end.cf.i64(i64 %else.mask)
  ret void
}

define amdgpu_kernel void @structurized_loop(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %mask = phi i64 [ 0, %entry ], [ %mask.next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %stop = icmp uge i32 %i.next, %lane
  %mask.next = call i64 @llvm.amdgcn.if.break.i64(i1 %stop, i64 %mask)
  %done = call i1 @llvm.amdgcn.loop.i64(i64 %mask.next)
  br i1 %done, label %exit, label %loop
exit:
  call void @llvm.amdgcn.end.cf.i64(i64 %mask.next)
  store i32 %i.next, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @waterfall(ptr addrspace(1) %table, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %key = and i32 %lane, 7
  br label %serve
serve:
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %rest ]
  %cur = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %key)
  %slot = getelementptr i32, ptr addrspace(1) %table, i32 %cur
  %val = load i32, ptr addrspace(1) %slot
  %mine = icmp eq i32 %key, %cur
  br i1 %mine, label %take, label %rest
take:
  %got = add i32 %acc, %val
  br label %rest
rest:
  %acc.next = phi i32 [ %got, %take ], [ %acc, %serve ]
  %left = call i64 @llvm.amdgcn.ballot.i64(i1 %mine)
  %all = icmp eq i64 %left, -1
  br i1 %all, label %finish, label %serve
finish:
  store i32 %acc.next, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @lane_reads_in_divergent_arm(i32 %k, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %lane, 32
  br i1 %c, label %low, label %join
low:
  %r0 = call i32 @llvm.amdgcn.readlane.i32(i32 %lane, i32 0)
  %r1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane)
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %c)
  %cmp = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %lane, i32 %k, i32 32)
  %w = call i32 @llvm.amdgcn.writelane.i32(i32 %r0, i32 %r1, i32 %k)
  %m = call i32 @llvm.amdgcn.mbcnt.lo(i32 %b, i32 0)
  br label %join
join:
  %p = phi i32 [ %r1, %low ], [ 0, %entry ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @workitem_arithmetic(ptr addrspace(1) %out) {
entry:
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = call i32 @llvm.amdgcn.workitem.id.z()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %wave.of.x = lshr i32 %x, 6
  %x.masked = and i32 %x, 63
  %x.times0 = mul i32 %x, 0
  %y.plus.z = add i32 %y, %z
  %global = add i32 %grp, %x
  %grp.sq = mul i32 %grp, %grp
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  store i32 %wave.of.x, ptr addrspace(1) %out
  store i32 %grp.sq, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare { i1, i64 } @llvm.amdgcn.if.i64(i1)
declare { i1, i64 } @llvm.amdgcn.else.i64.i64(i64)
declare i64 @llvm.amdgcn.if.break.i64(i1, i64)
declare i1 @llvm.amdgcn.loop.i64(i64)
declare void @llvm.amdgcn.end.cf.i64(i64)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32)
