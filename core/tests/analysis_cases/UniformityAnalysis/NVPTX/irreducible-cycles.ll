; RUN: opt -mtriple=nvptx64-nvidia-cuda -passes='print<uniformity>' -disable-output %s
;
; Irreducible cycles: several entries chosen by a branch before the cycle (a divergent choice
; there makes the whole cycle divergent), branches inside choosing the way round, an irreducible
; cycle nested in a natural loop. Every combination of lane-id (d) and uniform (u) conditions.
; %lane is the ptx thread id tid.x; %n and %m are kernel arguments (uniform).

; irreducible_pair: two blocks that branch to each other, both entered from the entry: an irreducible cycle, left by its own condition.
; variant uu (X1 uniform, X2 uniform)
define ptx_kernel void @irreducible_pair_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp slt i32 %n, 10
  br i1 %k1, label %ping, label %pong
ping:
  %a = phi i32 [ 0, %entry ], [ %b.next, %pong ]
  %a.next = add i32 %a, 1
  br label %pong
pong:
  %b = phi i32 [ 1, %entry ], [ %a.next, %ping ]
  %b.next = add i32 %b, 2
  %k2 = icmp ult i32 %b.next, %n
  br i1 %k2, label %ping, label %leave
leave:
  store i32 %b.next, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define ptx_kernel void @irreducible_pair_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp slt i32 %n, 10
  br i1 %k1, label %ping, label %pong
ping:
  %a = phi i32 [ 0, %entry ], [ %b.next, %pong ]
  %a.next = add i32 %a, 1
  br label %pong
pong:
  %b = phi i32 [ 1, %entry ], [ %a.next, %ping ]
  %b.next = add i32 %b, 2
  %k2 = icmp ult i32 %b.next, %lane
  br i1 %k2, label %ping, label %leave
leave:
  store i32 %b.next, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define ptx_kernel void @irreducible_pair_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp slt i32 %lane, 10
  br i1 %k1, label %ping, label %pong
ping:
  %a = phi i32 [ 0, %entry ], [ %b.next, %pong ]
  %a.next = add i32 %a, 1
  br label %pong
pong:
  %b = phi i32 [ 1, %entry ], [ %a.next, %ping ]
  %b.next = add i32 %b, 2
  %k2 = icmp ult i32 %b.next, %n
  br i1 %k2, label %ping, label %leave
leave:
  store i32 %b.next, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define ptx_kernel void @irreducible_pair_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp slt i32 %lane, 10
  br i1 %k1, label %ping, label %pong
ping:
  %a = phi i32 [ 0, %entry ], [ %b.next, %pong ]
  %a.next = add i32 %a, 1
  br label %pong
pong:
  %b = phi i32 [ 1, %entry ], [ %a.next, %ping ]
  %b.next = add i32 %b, 2
  %k2 = icmp ult i32 %b.next, %lane
  br i1 %k2, label %ping, label %leave
leave:
  store i32 %b.next, ptr addrspace(1) %out
  ret void
}

; irreducible_three: a three-block irreducible cycle with two entries chosen by the entry branch and an inner branch choosing the way round.
; variant uuu (X1 uniform, X2 uniform, X3 uniform)
define ptx_kernel void @irreducible_three_uuu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %n, 1
  br i1 %k1, label %a, label %b
a:
  %pa = phi i32 [ 0, %entry ], [ %vc, %c ]
  %va = add i32 %pa, 1
  br label %b
b:
  %pb = phi i32 [ 5, %entry ], [ %va, %a ]
  %vb = add i32 %pb, 2
  %k2 = icmp slt i32 %vb, %n
  br i1 %k2, label %c, label %exit
c:
  %vc = add i32 %vb, 3
  %k3 = icmp slt i32 %vc, %n
  br i1 %k3, label %a, label %exit
exit:
  %v = phi i32 [ %vb, %b ], [ %vc, %c ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant uud (X1 uniform, X2 uniform, X3 lane id)
define ptx_kernel void @irreducible_three_uud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %n, 1
  br i1 %k1, label %a, label %b
a:
  %pa = phi i32 [ 0, %entry ], [ %vc, %c ]
  %va = add i32 %pa, 1
  br label %b
b:
  %pb = phi i32 [ 5, %entry ], [ %va, %a ]
  %vb = add i32 %pb, 2
  %k2 = icmp slt i32 %vb, %n
  br i1 %k2, label %c, label %exit
c:
  %vc = add i32 %vb, 3
  %k3 = icmp slt i32 %vc, %lane
  br i1 %k3, label %a, label %exit
exit:
  %v = phi i32 [ %vb, %b ], [ %vc, %c ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant udu (X1 uniform, X2 lane id, X3 uniform)
define ptx_kernel void @irreducible_three_udu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %n, 1
  br i1 %k1, label %a, label %b
a:
  %pa = phi i32 [ 0, %entry ], [ %vc, %c ]
  %va = add i32 %pa, 1
  br label %b
b:
  %pb = phi i32 [ 5, %entry ], [ %va, %a ]
  %vb = add i32 %pb, 2
  %k2 = icmp slt i32 %vb, %lane
  br i1 %k2, label %c, label %exit
c:
  %vc = add i32 %vb, 3
  %k3 = icmp slt i32 %vc, %n
  br i1 %k3, label %a, label %exit
exit:
  %v = phi i32 [ %vb, %b ], [ %vc, %c ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant udd (X1 uniform, X2 lane id, X3 lane id)
define ptx_kernel void @irreducible_three_udd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %n, 1
  br i1 %k1, label %a, label %b
a:
  %pa = phi i32 [ 0, %entry ], [ %vc, %c ]
  %va = add i32 %pa, 1
  br label %b
b:
  %pb = phi i32 [ 5, %entry ], [ %va, %a ]
  %vb = add i32 %pb, 2
  %k2 = icmp slt i32 %vb, %lane
  br i1 %k2, label %c, label %exit
c:
  %vc = add i32 %vb, 3
  %k3 = icmp slt i32 %vc, %lane
  br i1 %k3, label %a, label %exit
exit:
  %v = phi i32 [ %vb, %b ], [ %vc, %c ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant duu (X1 lane id, X2 uniform, X3 uniform)
define ptx_kernel void @irreducible_three_duu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %lane, 1
  br i1 %k1, label %a, label %b
a:
  %pa = phi i32 [ 0, %entry ], [ %vc, %c ]
  %va = add i32 %pa, 1
  br label %b
b:
  %pb = phi i32 [ 5, %entry ], [ %va, %a ]
  %vb = add i32 %pb, 2
  %k2 = icmp slt i32 %vb, %n
  br i1 %k2, label %c, label %exit
c:
  %vc = add i32 %vb, 3
  %k3 = icmp slt i32 %vc, %n
  br i1 %k3, label %a, label %exit
exit:
  %v = phi i32 [ %vb, %b ], [ %vc, %c ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant dud (X1 lane id, X2 uniform, X3 lane id)
define ptx_kernel void @irreducible_three_dud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %lane, 1
  br i1 %k1, label %a, label %b
a:
  %pa = phi i32 [ 0, %entry ], [ %vc, %c ]
  %va = add i32 %pa, 1
  br label %b
b:
  %pb = phi i32 [ 5, %entry ], [ %va, %a ]
  %vb = add i32 %pb, 2
  %k2 = icmp slt i32 %vb, %n
  br i1 %k2, label %c, label %exit
c:
  %vc = add i32 %vb, 3
  %k3 = icmp slt i32 %vc, %lane
  br i1 %k3, label %a, label %exit
exit:
  %v = phi i32 [ %vb, %b ], [ %vc, %c ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant ddu (X1 lane id, X2 lane id, X3 uniform)
define ptx_kernel void @irreducible_three_ddu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %lane, 1
  br i1 %k1, label %a, label %b
a:
  %pa = phi i32 [ 0, %entry ], [ %vc, %c ]
  %va = add i32 %pa, 1
  br label %b
b:
  %pb = phi i32 [ 5, %entry ], [ %va, %a ]
  %vb = add i32 %pb, 2
  %k2 = icmp slt i32 %vb, %lane
  br i1 %k2, label %c, label %exit
c:
  %vc = add i32 %vb, 3
  %k3 = icmp slt i32 %vc, %n
  br i1 %k3, label %a, label %exit
exit:
  %v = phi i32 [ %vb, %b ], [ %vc, %c ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant ddd (X1 lane id, X2 lane id, X3 lane id)
define ptx_kernel void @irreducible_three_ddd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %lane, 1
  br i1 %k1, label %a, label %b
a:
  %pa = phi i32 [ 0, %entry ], [ %vc, %c ]
  %va = add i32 %pa, 1
  br label %b
b:
  %pb = phi i32 [ 5, %entry ], [ %va, %a ]
  %vb = add i32 %pb, 2
  %k2 = icmp slt i32 %vb, %lane
  br i1 %k2, label %c, label %exit
c:
  %vc = add i32 %vb, 3
  %k3 = icmp slt i32 %vc, %lane
  br i1 %k3, label %a, label %exit
exit:
  %v = phi i32 [ %vb, %b ], [ %vc, %c ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; irreducible_in_loop: an irreducible pair nested in a natural loop: the outer header dominates both of its entries.
; variant uu (X1 uniform, X2 uniform)
define ptx_kernel void @irreducible_in_loop_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %k1 = icmp ult i32 %j, %n
  br i1 %k1, label %p, label %q
p:
  %vp = phi i32 [ %j, %outer ], [ %vq, %q ]
  br label %q
q:
  %vq0 = phi i32 [ %j, %outer ], [ %vp, %p ]
  %vq = add i32 %vq0, 1
  %k2 = icmp ult i32 %vq, %n
  br i1 %k2, label %p, label %latch
latch:
  %j.next = add i32 %j, 1
  %k3 = icmp ult i32 %j.next, 8
  br i1 %k3, label %outer, label %exit
exit:
  store i32 %vq, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define ptx_kernel void @irreducible_in_loop_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %k1 = icmp ult i32 %j, %n
  br i1 %k1, label %p, label %q
p:
  %vp = phi i32 [ %j, %outer ], [ %vq, %q ]
  br label %q
q:
  %vq0 = phi i32 [ %j, %outer ], [ %vp, %p ]
  %vq = add i32 %vq0, 1
  %k2 = icmp ult i32 %vq, %lane
  br i1 %k2, label %p, label %latch
latch:
  %j.next = add i32 %j, 1
  %k3 = icmp ult i32 %j.next, 8
  br i1 %k3, label %outer, label %exit
exit:
  store i32 %vq, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define ptx_kernel void @irreducible_in_loop_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %k1 = icmp ult i32 %j, %lane
  br i1 %k1, label %p, label %q
p:
  %vp = phi i32 [ %j, %outer ], [ %vq, %q ]
  br label %q
q:
  %vq0 = phi i32 [ %j, %outer ], [ %vp, %p ]
  %vq = add i32 %vq0, 1
  %k2 = icmp ult i32 %vq, %n
  br i1 %k2, label %p, label %latch
latch:
  %j.next = add i32 %j, 1
  %k3 = icmp ult i32 %j.next, 8
  br i1 %k3, label %outer, label %exit
exit:
  store i32 %vq, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define ptx_kernel void @irreducible_in_loop_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %outer
outer:
  %j = phi i32 [ 0, %entry ], [ %j.next, %latch ]
  %k1 = icmp ult i32 %j, %lane
  br i1 %k1, label %p, label %q
p:
  %vp = phi i32 [ %j, %outer ], [ %vq, %q ]
  br label %q
q:
  %vq0 = phi i32 [ %j, %outer ], [ %vp, %p ]
  %vq = add i32 %vq0, 1
  %k2 = icmp ult i32 %vq, %lane
  br i1 %k2, label %p, label %latch
latch:
  %j.next = add i32 %j, 1
  %k3 = icmp ult i32 %j.next, 8
  br i1 %k3, label %outer, label %exit
exit:
  store i32 %vq, ptr addrspace(1) %out
  ret void
}

; divergent_entry_chain: a divergent or uniform choice before a cycle whose two entries are reached along paths of different lengths.
; variant uu (X1 uniform, X2 uniform)
define ptx_kernel void @divergent_entry_chain_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %n, 3
  br i1 %k1, label %long, label %second
long:
  %l = add i32 %m, 1
  br label %first
first:
  %f = phi i32 [ %l, %long ], [ %s.next, %second ]
  %f.next = add i32 %f, 1
  br label %second
second:
  %s = phi i32 [ %m, %entry ], [ %f.next, %first ]
  %s.next = mul i32 %s, 2
  %k2 = icmp ult i32 %s.next, %n
  br i1 %k2, label %first, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define ptx_kernel void @divergent_entry_chain_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %n, 3
  br i1 %k1, label %long, label %second
long:
  %l = add i32 %m, 1
  br label %first
first:
  %f = phi i32 [ %l, %long ], [ %s.next, %second ]
  %f.next = add i32 %f, 1
  br label %second
second:
  %s = phi i32 [ %m, %entry ], [ %f.next, %first ]
  %s.next = mul i32 %s, 2
  %k2 = icmp ult i32 %s.next, %lane
  br i1 %k2, label %first, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define ptx_kernel void @divergent_entry_chain_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %lane, 3
  br i1 %k1, label %long, label %second
long:
  %l = add i32 %m, 1
  br label %first
first:
  %f = phi i32 [ %l, %long ], [ %s.next, %second ]
  %f.next = add i32 %f, 1
  br label %second
second:
  %s = phi i32 [ %m, %entry ], [ %f.next, %first ]
  %s.next = mul i32 %s, 2
  %k2 = icmp ult i32 %s.next, %n
  br i1 %k2, label %first, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define ptx_kernel void @divergent_entry_chain_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %lane, 3
  br i1 %k1, label %long, label %second
long:
  %l = add i32 %m, 1
  br label %first
first:
  %f = phi i32 [ %l, %long ], [ %s.next, %second ]
  %f.next = add i32 %f, 1
  br label %second
second:
  %s = phi i32 [ %m, %entry ], [ %f.next, %first ]
  %s.next = mul i32 %s, 2
  %k2 = icmp ult i32 %s.next, %lane
  br i1 %k2, label %first, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; irreducible_nested: an irreducible cycle inside another irreducible cycle: the outer one entered at two blocks, the inner one at two of its own.
; variant uuu (X1 uniform, X2 uniform, X3 uniform)
define ptx_kernel void @irreducible_nested_uuu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %n, 0
  br i1 %k1, label %oa, label %ob
oa:
  %va = phi i32 [ 0, %entry ], [ %vy, %ob.latch ]
  %k2 = icmp sgt i32 %n, %va
  br i1 %k2, label %ix, label %iy
ob:
  br label %iy
ix:
  %vx = phi i32 [ %va, %oa ], [ %vy.next, %iy ]
  %vx.next = add i32 %vx, 1
  br label %iy
iy:
  %vy = phi i32 [ %va, %oa ], [ 7, %ob ], [ %vx.next, %ix ]
  %vy.next = add i32 %vy, 2
  %k3 = icmp slt i32 %vy.next, %n
  br i1 %k3, label %ix, label %ob.latch
ob.latch:
  %k4 = icmp slt i32 %vy, 50
  br i1 %k4, label %oa, label %exit
exit:
  store i32 %vy, ptr addrspace(1) %out
  ret void
}

; variant uud (X1 uniform, X2 uniform, X3 lane id)
define ptx_kernel void @irreducible_nested_uud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %n, 0
  br i1 %k1, label %oa, label %ob
oa:
  %va = phi i32 [ 0, %entry ], [ %vy, %ob.latch ]
  %k2 = icmp sgt i32 %n, %va
  br i1 %k2, label %ix, label %iy
ob:
  br label %iy
ix:
  %vx = phi i32 [ %va, %oa ], [ %vy.next, %iy ]
  %vx.next = add i32 %vx, 1
  br label %iy
iy:
  %vy = phi i32 [ %va, %oa ], [ 7, %ob ], [ %vx.next, %ix ]
  %vy.next = add i32 %vy, 2
  %k3 = icmp slt i32 %vy.next, %lane
  br i1 %k3, label %ix, label %ob.latch
ob.latch:
  %k4 = icmp slt i32 %vy, 50
  br i1 %k4, label %oa, label %exit
exit:
  store i32 %vy, ptr addrspace(1) %out
  ret void
}

; variant udu (X1 uniform, X2 lane id, X3 uniform)
define ptx_kernel void @irreducible_nested_udu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %n, 0
  br i1 %k1, label %oa, label %ob
oa:
  %va = phi i32 [ 0, %entry ], [ %vy, %ob.latch ]
  %k2 = icmp sgt i32 %lane, %va
  br i1 %k2, label %ix, label %iy
ob:
  br label %iy
ix:
  %vx = phi i32 [ %va, %oa ], [ %vy.next, %iy ]
  %vx.next = add i32 %vx, 1
  br label %iy
iy:
  %vy = phi i32 [ %va, %oa ], [ 7, %ob ], [ %vx.next, %ix ]
  %vy.next = add i32 %vy, 2
  %k3 = icmp slt i32 %vy.next, %n
  br i1 %k3, label %ix, label %ob.latch
ob.latch:
  %k4 = icmp slt i32 %vy, 50
  br i1 %k4, label %oa, label %exit
exit:
  store i32 %vy, ptr addrspace(1) %out
  ret void
}

; variant udd (X1 uniform, X2 lane id, X3 lane id)
define ptx_kernel void @irreducible_nested_udd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %n, 0
  br i1 %k1, label %oa, label %ob
oa:
  %va = phi i32 [ 0, %entry ], [ %vy, %ob.latch ]
  %k2 = icmp sgt i32 %lane, %va
  br i1 %k2, label %ix, label %iy
ob:
  br label %iy
ix:
  %vx = phi i32 [ %va, %oa ], [ %vy.next, %iy ]
  %vx.next = add i32 %vx, 1
  br label %iy
iy:
  %vy = phi i32 [ %va, %oa ], [ 7, %ob ], [ %vx.next, %ix ]
  %vy.next = add i32 %vy, 2
  %k3 = icmp slt i32 %vy.next, %lane
  br i1 %k3, label %ix, label %ob.latch
ob.latch:
  %k4 = icmp slt i32 %vy, 50
  br i1 %k4, label %oa, label %exit
exit:
  store i32 %vy, ptr addrspace(1) %out
  ret void
}

; variant duu (X1 lane id, X2 uniform, X3 uniform)
define ptx_kernel void @irreducible_nested_duu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %lane, 0
  br i1 %k1, label %oa, label %ob
oa:
  %va = phi i32 [ 0, %entry ], [ %vy, %ob.latch ]
  %k2 = icmp sgt i32 %n, %va
  br i1 %k2, label %ix, label %iy
ob:
  br label %iy
ix:
  %vx = phi i32 [ %va, %oa ], [ %vy.next, %iy ]
  %vx.next = add i32 %vx, 1
  br label %iy
iy:
  %vy = phi i32 [ %va, %oa ], [ 7, %ob ], [ %vx.next, %ix ]
  %vy.next = add i32 %vy, 2
  %k3 = icmp slt i32 %vy.next, %n
  br i1 %k3, label %ix, label %ob.latch
ob.latch:
  %k4 = icmp slt i32 %vy, 50
  br i1 %k4, label %oa, label %exit
exit:
  store i32 %vy, ptr addrspace(1) %out
  ret void
}

; variant dud (X1 lane id, X2 uniform, X3 lane id)
define ptx_kernel void @irreducible_nested_dud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %lane, 0
  br i1 %k1, label %oa, label %ob
oa:
  %va = phi i32 [ 0, %entry ], [ %vy, %ob.latch ]
  %k2 = icmp sgt i32 %n, %va
  br i1 %k2, label %ix, label %iy
ob:
  br label %iy
ix:
  %vx = phi i32 [ %va, %oa ], [ %vy.next, %iy ]
  %vx.next = add i32 %vx, 1
  br label %iy
iy:
  %vy = phi i32 [ %va, %oa ], [ 7, %ob ], [ %vx.next, %ix ]
  %vy.next = add i32 %vy, 2
  %k3 = icmp slt i32 %vy.next, %lane
  br i1 %k3, label %ix, label %ob.latch
ob.latch:
  %k4 = icmp slt i32 %vy, 50
  br i1 %k4, label %oa, label %exit
exit:
  store i32 %vy, ptr addrspace(1) %out
  ret void
}

; variant ddu (X1 lane id, X2 lane id, X3 uniform)
define ptx_kernel void @irreducible_nested_ddu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %lane, 0
  br i1 %k1, label %oa, label %ob
oa:
  %va = phi i32 [ 0, %entry ], [ %vy, %ob.latch ]
  %k2 = icmp sgt i32 %lane, %va
  br i1 %k2, label %ix, label %iy
ob:
  br label %iy
ix:
  %vx = phi i32 [ %va, %oa ], [ %vy.next, %iy ]
  %vx.next = add i32 %vx, 1
  br label %iy
iy:
  %vy = phi i32 [ %va, %oa ], [ 7, %ob ], [ %vx.next, %ix ]
  %vy.next = add i32 %vy, 2
  %k3 = icmp slt i32 %vy.next, %n
  br i1 %k3, label %ix, label %ob.latch
ob.latch:
  %k4 = icmp slt i32 %vy, 50
  br i1 %k4, label %oa, label %exit
exit:
  store i32 %vy, ptr addrspace(1) %out
  ret void
}

; variant ddd (X1 lane id, X2 lane id, X3 lane id)
define ptx_kernel void @irreducible_nested_ddd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp sgt i32 %lane, 0
  br i1 %k1, label %oa, label %ob
oa:
  %va = phi i32 [ 0, %entry ], [ %vy, %ob.latch ]
  %k2 = icmp sgt i32 %lane, %va
  br i1 %k2, label %ix, label %iy
ob:
  br label %iy
ix:
  %vx = phi i32 [ %va, %oa ], [ %vy.next, %iy ]
  %vx.next = add i32 %vx, 1
  br label %iy
iy:
  %vy = phi i32 [ %va, %oa ], [ 7, %ob ], [ %vx.next, %ix ]
  %vy.next = add i32 %vy, 2
  %k3 = icmp slt i32 %vy.next, %lane
  br i1 %k3, label %ix, label %ob.latch
ob.latch:
  %k4 = icmp slt i32 %vy, 50
  br i1 %k4, label %oa, label %exit
exit:
  store i32 %vy, ptr addrspace(1) %out
  ret void
}

; loop_in_irreducible: a natural loop nested in an irreducible cycle; its exit leads to the second entry of the outer cycle.
; variant uu (X1 uniform, X2 uniform)
define ptx_kernel void @loop_in_irreducible_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp ult i32 %n, 6
  br i1 %k1, label %top, label %side
top:
  %t = phi i32 [ 0, %entry ], [ %s.next, %side ]
  br label %inner
inner:
  %i = phi i32 [ %t, %top ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %k2 = icmp ult i32 %i.next, %n
  br i1 %k2, label %inner, label %side
side:
  %s = phi i32 [ 3, %entry ], [ %i.next, %inner ]
  %s.next = add i32 %s, 5
  %k3 = icmp ult i32 %s.next, 90
  br i1 %k3, label %top, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define ptx_kernel void @loop_in_irreducible_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp ult i32 %n, 6
  br i1 %k1, label %top, label %side
top:
  %t = phi i32 [ 0, %entry ], [ %s.next, %side ]
  br label %inner
inner:
  %i = phi i32 [ %t, %top ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %k2 = icmp ult i32 %i.next, %lane
  br i1 %k2, label %inner, label %side
side:
  %s = phi i32 [ 3, %entry ], [ %i.next, %inner ]
  %s.next = add i32 %s, 5
  %k3 = icmp ult i32 %s.next, 90
  br i1 %k3, label %top, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define ptx_kernel void @loop_in_irreducible_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp ult i32 %lane, 6
  br i1 %k1, label %top, label %side
top:
  %t = phi i32 [ 0, %entry ], [ %s.next, %side ]
  br label %inner
inner:
  %i = phi i32 [ %t, %top ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %k2 = icmp ult i32 %i.next, %n
  br i1 %k2, label %inner, label %side
side:
  %s = phi i32 [ 3, %entry ], [ %i.next, %inner ]
  %s.next = add i32 %s, 5
  %k3 = icmp ult i32 %s.next, 90
  br i1 %k3, label %top, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define ptx_kernel void @loop_in_irreducible_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp ult i32 %lane, 6
  br i1 %k1, label %top, label %side
top:
  %t = phi i32 [ 0, %entry ], [ %s.next, %side ]
  br label %inner
inner:
  %i = phi i32 [ %t, %top ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %k2 = icmp ult i32 %i.next, %lane
  br i1 %k2, label %inner, label %side
side:
  %s = phi i32 [ 3, %entry ], [ %i.next, %inner ]
  %s.next = add i32 %s, 5
  %k3 = icmp ult i32 %s.next, 90
  br i1 %k3, label %top, label %exit
exit:
  store i32 %s.next, ptr addrspace(1) %out
  ret void
}

; irreducible_two_exits: an irreducible cycle left through two different blocks whose paths join outside; values from inside meet there.
; variant uu (X1 uniform, X2 uniform)
define ptx_kernel void @irreducible_two_exits_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %n, 3
  br i1 %k1, label %e1, label %e2
e1:
  %a = phi i32 [ 1, %entry ], [ %b.next, %e2 ]
  %a.next = mul i32 %a, 3
  %k2 = icmp ugt i32 %a.next, %n
  br i1 %k2, label %out1, label %e2
e2:
  %b = phi i32 [ 2, %entry ], [ %a.next, %e1 ]
  %b.next = add i32 %b, 1
  %k3 = icmp ugt i32 %b.next, 77
  br i1 %k3, label %out2, label %e1
out1:
  br label %join
out2:
  br label %join
join:
  %v = phi i32 [ %a.next, %out1 ], [ %b.next, %out2 ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define ptx_kernel void @irreducible_two_exits_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %n, 3
  br i1 %k1, label %e1, label %e2
e1:
  %a = phi i32 [ 1, %entry ], [ %b.next, %e2 ]
  %a.next = mul i32 %a, 3
  %k2 = icmp ugt i32 %a.next, %lane
  br i1 %k2, label %out1, label %e2
e2:
  %b = phi i32 [ 2, %entry ], [ %a.next, %e1 ]
  %b.next = add i32 %b, 1
  %k3 = icmp ugt i32 %b.next, 77
  br i1 %k3, label %out2, label %e1
out1:
  br label %join
out2:
  br label %join
join:
  %v = phi i32 [ %a.next, %out1 ], [ %b.next, %out2 ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define ptx_kernel void @irreducible_two_exits_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %lane, 3
  br i1 %k1, label %e1, label %e2
e1:
  %a = phi i32 [ 1, %entry ], [ %b.next, %e2 ]
  %a.next = mul i32 %a, 3
  %k2 = icmp ugt i32 %a.next, %n
  br i1 %k2, label %out1, label %e2
e2:
  %b = phi i32 [ 2, %entry ], [ %a.next, %e1 ]
  %b.next = add i32 %b, 1
  %k3 = icmp ugt i32 %b.next, 77
  br i1 %k3, label %out2, label %e1
out1:
  br label %join
out2:
  br label %join
join:
  %v = phi i32 [ %a.next, %out1 ], [ %b.next, %out2 ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define ptx_kernel void @irreducible_two_exits_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %k1 = icmp eq i32 %lane, 3
  br i1 %k1, label %e1, label %e2
e1:
  %a = phi i32 [ 1, %entry ], [ %b.next, %e2 ]
  %a.next = mul i32 %a, 3
  %k2 = icmp ugt i32 %a.next, %lane
  br i1 %k2, label %out1, label %e2
e2:
  %b = phi i32 [ 2, %entry ], [ %a.next, %e1 ]
  %b.next = add i32 %b, 1
  %k3 = icmp ugt i32 %b.next, 77
  br i1 %k3, label %out2, label %e1
out1:
  br label %join
out2:
  br label %join
join:
  %v = phi i32 [ %a.next, %out1 ], [ %b.next, %out2 ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
