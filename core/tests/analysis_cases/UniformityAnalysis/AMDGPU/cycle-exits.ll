; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; Natural loops: divergent and uniform exits, values used outside the loop that defines them
; (temporal divergence: uniform in every iteration, divergent once lanes leave in different
; iterations), joins at loop exits, breaks hidden behind an if, and a loop with no exit. Each
; shape appears with every combination of lane-id (d) and uniform (u) conditions.
; %lane is workitem.id.x; %n and %m are kernel arguments (uniform).

; counted_loop: a loop counting up to a bound; the counter is used after the loop (temporal divergence when the bound differs per lane).
; variant u (X1 uniform)
define amdgpu_kernel void @counted_loop_u(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ %m, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  %k = icmp ult i32 %i.next, %n
  br i1 %k, label %loop, label %after
after:
  %last = add i32 %i.next, 0
  store i32 %last, ptr addrspace(1) %out
  store i32 %acc.next, ptr addrspace(1) %out
  ret void
}

; variant d (X1 lane id)
define amdgpu_kernel void @counted_loop_d(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ %m, %entry ], [ %acc.next, %loop ]
  %acc.next = add i32 %acc, %i
  %i.next = add i32 %i, 1
  %k = icmp ult i32 %i.next, %lane
  br i1 %k, label %loop, label %after
after:
  %last = add i32 %i.next, 0
  store i32 %last, ptr addrspace(1) %out
  store i32 %acc.next, ptr addrspace(1) %out
  ret void
}

; two_exit_loop: a loop with an exit from its header and one from its latch, the two exits meeting outside.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @two_exit_loop_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %k1 = icmp eq i32 %i, %n
  br i1 %k1, label %out.a, label %latch
latch:
  %i.next = add i32 %i, 3
  %k2 = icmp sgt i32 %i.next, %n
  br i1 %k2, label %out.b, label %head
out.a:
  %ea = mul i32 %i, 2
  br label %done
out.b:
  %eb = mul i32 %i.next, 4
  br label %done
done:
  %v = phi i32 [ %ea, %out.a ], [ %eb, %out.b ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @two_exit_loop_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %k1 = icmp eq i32 %i, %n
  br i1 %k1, label %out.a, label %latch
latch:
  %i.next = add i32 %i, 3
  %k2 = icmp sgt i32 %i.next, %lane
  br i1 %k2, label %out.b, label %head
out.a:
  %ea = mul i32 %i, 2
  br label %done
out.b:
  %eb = mul i32 %i.next, 4
  br label %done
done:
  %v = phi i32 [ %ea, %out.a ], [ %eb, %out.b ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @two_exit_loop_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %k1 = icmp eq i32 %i, %lane
  br i1 %k1, label %out.a, label %latch
latch:
  %i.next = add i32 %i, 3
  %k2 = icmp sgt i32 %i.next, %n
  br i1 %k2, label %out.b, label %head
out.a:
  %ea = mul i32 %i, 2
  br label %done
out.b:
  %eb = mul i32 %i.next, 4
  br label %done
done:
  %v = phi i32 [ %ea, %out.a ], [ %eb, %out.b ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @two_exit_loop_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %k1 = icmp eq i32 %i, %lane
  br i1 %k1, label %out.a, label %latch
latch:
  %i.next = add i32 %i, 3
  %k2 = icmp sgt i32 %i.next, %lane
  br i1 %k2, label %out.b, label %head
out.a:
  %ea = mul i32 %i, 2
  br label %done
out.b:
  %eb = mul i32 %i.next, 4
  br label %done
done:
  %v = phi i32 [ %ea, %out.a ], [ %eb, %out.b ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; if_in_loop: an if inside a loop body: the join in the latch, the loop exit on its own condition.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @if_in_loop_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %k2 = icmp slt i32 %i, %n
  br i1 %k2, label %odd, label %latch
odd:
  %t = add i32 %s, %m
  br label %latch
latch:
  %s.next = phi i32 [ %t, %odd ], [ %s, %body ]
  %i.next = add i32 %i, 1
  %k1 = icmp ult i32 %i.next, %n
  br i1 %k1, label %body, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @if_in_loop_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %k2 = icmp slt i32 %i, %lane
  br i1 %k2, label %odd, label %latch
odd:
  %t = add i32 %s, %m
  br label %latch
latch:
  %s.next = phi i32 [ %t, %odd ], [ %s, %body ]
  %i.next = add i32 %i, 1
  %k1 = icmp ult i32 %i.next, %n
  br i1 %k1, label %body, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @if_in_loop_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %k2 = icmp slt i32 %i, %n
  br i1 %k2, label %odd, label %latch
odd:
  %t = add i32 %s, %m
  br label %latch
latch:
  %s.next = phi i32 [ %t, %odd ], [ %s, %body ]
  %i.next = add i32 %i, 1
  %k1 = icmp ult i32 %i.next, %lane
  br i1 %k1, label %body, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @if_in_loop_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %k2 = icmp slt i32 %i, %lane
  br i1 %k2, label %odd, label %latch
odd:
  %t = add i32 %s, %m
  br label %latch
latch:
  %s.next = phi i32 [ %t, %odd ], [ %s, %body ]
  %i.next = add i32 %i, 1
  %k1 = icmp ult i32 %i.next, %lane
  br i1 %k1, label %body, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; nested_loops: an inner loop inside an outer one; inner values are used in the outer latch and after both loops.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @nested_loops_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %k2 = icmp slt i32 %i.next, %n
  br i1 %k2, label %inner, label %outer.latch
outer.latch:
  %got = add i32 %i.next, %j
  %j.next = add i32 %j, 1
  %k1 = icmp slt i32 %j.next, %n
  br i1 %k1, label %outer, label %done
done:
  store i32 %got, ptr addrspace(1) %out
  store i32 %i, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @nested_loops_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %k2 = icmp slt i32 %i.next, %lane
  br i1 %k2, label %inner, label %outer.latch
outer.latch:
  %got = add i32 %i.next, %j
  %j.next = add i32 %j, 1
  %k1 = icmp slt i32 %j.next, %n
  br i1 %k1, label %outer, label %done
done:
  store i32 %got, ptr addrspace(1) %out
  store i32 %i, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @nested_loops_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %k2 = icmp slt i32 %i.next, %n
  br i1 %k2, label %inner, label %outer.latch
outer.latch:
  %got = add i32 %i.next, %j
  %j.next = add i32 %j, 1
  %k1 = icmp slt i32 %j.next, %lane
  br i1 %k1, label %outer, label %done
done:
  store i32 %got, ptr addrspace(1) %out
  store i32 %i, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @nested_loops_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %k2 = icmp slt i32 %i.next, %lane
  br i1 %k2, label %inner, label %outer.latch
outer.latch:
  %got = add i32 %i.next, %j
  %j.next = add i32 %j, 1
  %k1 = icmp slt i32 %j.next, %lane
  br i1 %k1, label %outer, label %done
done:
  store i32 %got, ptr addrspace(1) %out
  store i32 %i, ptr addrspace(1) %out
  ret void
}

; exit_to_shared_join: a loop exit and a branch that skips the loop land in the same block (a join at the loop exit).
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @exit_to_shared_join_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %n, 0
  br i1 %k1, label %loop, label %join
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 2
  %k2 = icmp ult i32 %i.next, %n
  br i1 %k2, label %loop, label %join
join:
  %v = phi i32 [ -1, %entry ], [ %i.next, %loop ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @exit_to_shared_join_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %n, 0
  br i1 %k1, label %loop, label %join
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 2
  %k2 = icmp ult i32 %i.next, %lane
  br i1 %k2, label %loop, label %join
join:
  %v = phi i32 [ -1, %entry ], [ %i.next, %loop ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @exit_to_shared_join_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %lane, 0
  br i1 %k1, label %loop, label %join
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 2
  %k2 = icmp ult i32 %i.next, %n
  br i1 %k2, label %loop, label %join
join:
  %v = phi i32 [ -1, %entry ], [ %i.next, %loop ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @exit_to_shared_join_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %lane, 0
  br i1 %k1, label %loop, label %join
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 2
  %k2 = icmp ult i32 %i.next, %lane
  br i1 %k2, label %loop, label %join
join:
  %v = phi i32 [ -1, %entry ], [ %i.next, %loop ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; guarded_break: a uniform-looking break hidden behind an if inside the loop: whether a lane reaches the break depends on the if.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @guarded_break_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %k1 = icmp slt i32 %i, %n
  br i1 %k1, label %check, label %cont
check:
  %k2 = icmp eq i32 %m, %n
  br i1 %k2, label %broke, label %cont
cont:
  %i.next = add i32 %i, 1
  %k3 = icmp ult i32 %i.next, 100
  br i1 %k3, label %head, label %finished
broke:
  %b = add i32 %i, 1000
  br label %finished
finished:
  %v = phi i32 [ %b, %broke ], [ %i.next, %cont ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @guarded_break_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %k1 = icmp slt i32 %i, %n
  br i1 %k1, label %check, label %cont
check:
  %k2 = icmp eq i32 %m, %lane
  br i1 %k2, label %broke, label %cont
cont:
  %i.next = add i32 %i, 1
  %k3 = icmp ult i32 %i.next, 100
  br i1 %k3, label %head, label %finished
broke:
  %b = add i32 %i, 1000
  br label %finished
finished:
  %v = phi i32 [ %b, %broke ], [ %i.next, %cont ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @guarded_break_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %k1 = icmp slt i32 %i, %lane
  br i1 %k1, label %check, label %cont
check:
  %k2 = icmp eq i32 %m, %n
  br i1 %k2, label %broke, label %cont
cont:
  %i.next = add i32 %i, 1
  %k3 = icmp ult i32 %i.next, 100
  br i1 %k3, label %head, label %finished
broke:
  %b = add i32 %i, 1000
  br label %finished
finished:
  %v = phi i32 [ %b, %broke ], [ %i.next, %cont ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @guarded_break_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %k1 = icmp slt i32 %i, %lane
  br i1 %k1, label %check, label %cont
check:
  %k2 = icmp eq i32 %m, %lane
  br i1 %k2, label %broke, label %cont
cont:
  %i.next = add i32 %i, 1
  %k3 = icmp ult i32 %i.next, 100
  br i1 %k3, label %head, label %finished
broke:
  %b = add i32 %i, 1000
  br label %finished
finished:
  %v = phi i32 [ %b, %broke ], [ %i.next, %cont ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; do_while_liveout: a bottom-tested loop whose running value leaves the loop through a phi in the exit block.
; variant u (X1 uniform)
define amdgpu_kernel void @do_while_liveout_u(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %body
body:
  %x = phi i32 [ %m, %entry ], [ %x.next, %body ]
  %x.next = lshr i32 %x, 1
  %k1 = icmp ugt i32 %x.next, %n
  br i1 %k1, label %body, label %exit
exit:
  %lcssa = phi i32 [ %x, %body ]
  %use = add i32 %lcssa, 1
  store i32 %use, ptr addrspace(1) %out
  ret void
}

; variant d (X1 lane id)
define amdgpu_kernel void @do_while_liveout_d(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %body
body:
  %x = phi i32 [ %m, %entry ], [ %x.next, %body ]
  %x.next = lshr i32 %x, 1
  %k1 = icmp ugt i32 %x.next, %lane
  br i1 %k1, label %body, label %exit
exit:
  %lcssa = phi i32 [ %x, %body ]
  %use = add i32 %lcssa, 1
  store i32 %use, ptr addrspace(1) %out
  ret void
}

; infinite_loop_side: a branch into a loop that never exits: the other arm goes on alone, and the loop has no exit to diverge at.
; variant u (X1 uniform)
define amdgpu_kernel void @infinite_loop_side_u(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp eq i32 %n, 42
  br i1 %k1, label %spin, label %go
spin:
  %s = phi i32 [ 0, %entry ], [ %s.next, %spin ]
  %s.next = add i32 %s, 1
  store volatile i32 %s.next, ptr addrspace(1) %out
  br label %spin
go:
  %g = add i32 %m, 1
  store i32 %g, ptr addrspace(1) %out
  ret void
}

; variant d (X1 lane id)
define amdgpu_kernel void @infinite_loop_side_d(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp eq i32 %lane, 42
  br i1 %k1, label %spin, label %go
spin:
  %s = phi i32 [ 0, %entry ], [ %s.next, %spin ]
  %s.next = add i32 %s, 1
  store volatile i32 %s.next, ptr addrspace(1) %out
  br label %spin
go:
  %g = add i32 %m, 1
  store i32 %g, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
