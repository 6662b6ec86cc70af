; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; Phis at a divergent join whose incoming values cannot actually differ: one value and undef or
; poison, or the same value on every edge. LLVM keeps these uniform (a phi "has constant or
; undef value"); two different constants, or undef against two different values, do not.

define amdgpu_kernel void @undef_poison_and_repeats(i32 %k, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp sgt i32 %lane, 5
  br i1 %c, label %yes, label %no
yes:
  br label %join
no:
  br label %join
join:
  %with.undef = phi i32 [ %k, %yes ], [ undef, %no ]
  %with.poison = phi i32 [ poison, %yes ], [ 12, %no ]
  %repeated = phi i32 [ %k, %yes ], [ %k, %no ]
  %two.consts = phi i32 [ 1, %yes ], [ 2, %no ]
  %all.undef = phi i32 [ undef, %yes ], [ undef, %no ]
  %f = phi float [ 1.0, %yes ], [ 1.0, %no ]
  store i32 %with.undef, ptr addrspace(1) %out
  store i32 %two.consts, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @three_way_with_undef(i32 %k, i32 %j, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %sel = urem i32 %lane, 3
  switch i32 %sel, label %c [
    i32 0, label %a
    i32 1, label %b
  ]
a:
  br label %join
b:
  br label %join
c:
  br label %join
join:
  %one.and.undefs = phi i32 [ %k, %a ], [ undef, %b ], [ undef, %c ]
  %two.and.undef = phi i32 [ %k, %a ], [ %j, %b ], [ undef, %c ]
  %same.twice = phi i32 [ %j, %a ], [ %j, %b ], [ poison, %c ]
  store i32 %two.and.undef, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @undef_in_loop_exit(i32 %n, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %lane
  br i1 %c, label %loop, label %exit
exit:
  %only = phi i32 [ %n, %loop ]
  %counted = phi i32 [ %i.next, %loop ]
  store i32 %counted, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
