; Uniformity cases written here, one property each, checked by tests/uniformity_behaviours.rs:
; every function is compared with `opt-22 -mtriple amdgcn-- -passes='print<uniformity>'`, the
; property named in the comment above it is asserted on our result, and the verdicts of the
; functions with irreducible cycles are checked under every cycle hierarchy (DFS order).
; The behaviours are those LLVM's UniformityAnalysis tests and the "Convergence And Uniformity"
; document discuss (diverged entries, divergent exits, temporal divergence, joins); the
; functions, names and values are ours.

target triple = "amdgcn-amd-amdhsa"

; Diverged entry: a cycle entered at `hall` and at `den`; a lane-dependent branch in `hall`
; goes to `yard` directly or through the second entry `den`. Whichever block heads the cycle,
; the join `yard` is reached by two paths one of which passes an entry: the whole cycle is
; assumed divergent, and with it every value defined in it.
define amdgpu_kernel void @two_doors_join_inside(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %pick = icmp ult i32 %a, 10
  %split = icmp ult i32 %lane, 10
  br i1 %pick, label %hall, label %den
hall:
  %h = phi i32 [ %b, %entry ], [ %y.next, %yard ]
  %h.twice = shl i32 %b, 1
  br i1 %split, label %den, label %yard
den:
  %dn = phi i32 [ %a, %entry ], [ %h.twice, %hall ]
  %dn.more = or i32 %b, 8
  br label %yard
yard:
  %y = phi i32 [ %h.twice, %hall ], [ %dn.more, %den ]
  %y.next = add i32 %y, 1
  %again = icmp sgt i32 %a, 0
  br i1 %again, label %hall, label %gate
gate:
  ret void
}

; The same blocks with a single way in (`den` reached from `hall` only): a natural loop whose
; header dominates the join; only the phi at the join is divergent.
define amdgpu_kernel void @one_door_join_inside(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %split = icmp ult i32 %lane, 10
  br label %hall
hall:
  %h = phi i32 [ %b, %entry ], [ %y.next, %yard ]
  %h.twice = shl i32 %b, 1
  br i1 %split, label %den, label %yard
den:
  %dn.more = or i32 %b, 8
  br label %yard
yard:
  %y = phi i32 [ %h.twice, %hall ], [ %dn.more, %den ]
  %y.next = add i32 %y, 1
  %again = icmp sgt i32 %a, 0
  br i1 %again, label %hall, label %gate
gate:
  ret void
}

; Diverged paths from outside: the lane-dependent branch is before the cycle and its two
; successors are two entries of one irreducible cycle.
define amdgpu_kernel void @fork_into_two_doors(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %fork = icmp eq i32 %lane, 0
  br i1 %fork, label %west, label %east
west:
  %w = phi i32 [ %a, %entry ], [ %e.next, %east ]
  %w.next = add i32 %w, %b
  br label %east
east:
  %e = phi i32 [ %b, %entry ], [ %w.next, %west ]
  %e.next = mul i32 %e, 3
  %stay = icmp slt i32 %b, 4
  br i1 %stay, label %west, label %leave
leave:
  ret void
}

; A divergent exit from an irreducible cycle entered uniformly: the cycle is not assumed
; divergent, but values defined in it and used after it are (temporal divergence), while a
; value computed before it is not.
define amdgpu_kernel void @irreducible_lane_exit(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %pre = add i32 %a, %b
  %pick = icmp sgt i32 %a, %b
  br i1 %pick, label %up, label %down
up:
  %u = phi i32 [ 0, %entry ], [ %dn.next, %down ]
  %u.next = add i32 %u, 1
  br label %down
down:
  %dn = phi i32 [ 1, %entry ], [ %u.next, %up ]
  %dn.next = add i32 %dn, 2
  %done = icmp uge i32 %dn.next, %lane
  br i1 %done, label %after, label %up
after:
  %late.u = add i32 %dn, 0
  %late.d = add i32 %dn.next, 0
  %late.pre = add i32 %pre, 0
  ret void
}

; A cycle entered divergently but left only by branches on conditions computed before it:
; assumed divergent, yet no divergent exit; the phi after it is divergent because what flows
; into it is.
define amdgpu_kernel void @lane_entry_uniform_exits(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %fork = icmp ult i32 %lane, %b
  %o.out = icmp sgt i32 %a, 100
  %t.out = icmp sgt i32 %b, 100
  br i1 %fork, label %one, label %two
one:
  %o = phi i32 [ %a, %entry ], [ %t.next, %two.back ]
  %o.next = add i32 %o, 5
  br i1 %o.out, label %end, label %two
two:
  %t = phi i32 [ %b, %entry ], [ %o.next, %one ]
  %t.next = add i32 %t, 6
  br i1 %t.out, label %end, label %two.back
two.back:
  br label %one
end:
  %merged = phi i32 [ %o.next, %one ], [ %t.next, %two ]
  ret void
}

; An irreducible cycle inside a natural loop, left by a lane-dependent branch: the outer
; header's label must not make the inner cycle's second entry a join. The outer loop's phi
; stays uniform, the inner one entered from both sides becomes divergent after the exit.
define amdgpu_kernel void @irreducible_inside_natural(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %k = phi i32 [ 0, %entry ], [ %k.next, %outer.latch ]
  %side = icmp eq i32 %k, %a
  br i1 %side, label %in.a, label %in.b
in.a:
  %ia = phi i32 [ %k, %outer ], [ %ib.next, %in.b ]
  %ia.next = add i32 %ia, 1
  br label %in.b
in.b:
  %ib = phi i32 [ %b, %outer ], [ %ia.next, %in.a ]
  %ib.next = add i32 %ib, 1
  %leave = icmp ugt i32 %ib.next, %lane
  br i1 %leave, label %outer.latch, label %in.a
outer.latch:
  %seen = phi i32 [ %ib.next, %in.b ]
  %k.next = add i32 %k, 1
  %more = icmp ult i32 %k.next, %b
  br i1 %more, label %outer, label %done
done:
  %last.k = add i32 %k.next, 0
  ret void
}

; Temporal divergence: the counter of a loop with a lane-dependent exit is uniform inside the
; loop (every lane still in the loop agrees) and divergent once used after it.
define amdgpu_kernel void @count_until_lane(i32 %a) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %spin
spin:
  %c = phi i32 [ %a, %entry ], [ %c.next, %spin ]
  %c.next = add i32 %c, 4
  %stop = icmp sge i32 %c.next, %lane
  br i1 %stop, label %after, label %spin
after:
  %seen = mul i32 %c.next, 2
  ret void
}

; A loop with a uniform exit inside one with a lane-dependent exit: a value of the inner loop
; used in the outer latch is uniform; used after the outer loop it is divergent.
define amdgpu_kernel void @uniform_in_lane_loop(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %o = phi i32 [ 0, %entry ], [ %o.next, %latch ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %inner.more = icmp slt i32 %i.next, %b
  br i1 %inner.more, label %inner, label %latch
latch:
  %in.latch = add i32 %i.next, %o
  %o.next = add i32 %o, 1
  %outer.more = icmp slt i32 %o.next, %lane
  br i1 %outer.more, label %outer, label %after
after:
  %in.after = add i32 %in.latch, 1
  ret void
}

; A value of a lane-exit loop used in a later loop: divergent there too.
define amdgpu_kernel void @carried_into_next_loop(i32 %a) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %first
first:
  %f = phi i32 [ 0, %entry ], [ %f.next, %first ]
  %f.next = add i32 %f, 1
  %f.more = icmp ult i32 %f.next, %lane
  br i1 %f.more, label %first, label %second
second:
  %s = phi i32 [ 0, %first ], [ %s.next, %second ]
  %mix = add i32 %s, %f.next
  %s.next = add i32 %s, 1
  %s.more = icmp ult i32 %s.next, %a
  br i1 %s.more, label %second, label %out
out:
  ret void
}

; An always-uniform intrinsic in a cycle that is assumed divergent: readfirstlane stays
; uniform; what is computed from it with other values of the cycle does not.
define amdgpu_kernel void @wave_read_in_lane_cycle(i32 %a) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %fork = icmp sgt i32 %lane, 31
  br i1 %fork, label %p, label %q
p:
  %pv = phi i32 [ 0, %entry ], [ %qv, %q ]
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %pv)
  %mixed = add i32 %first, %pv
  br label %q
q:
  %qv = phi i32 [ 1, %entry ], [ %mixed, %p ]
  %q.more = icmp slt i32 %a, 9
  br i1 %q.more, label %p, label %r
r:
  ret void
}

; Long arms: an if/else whose arms are chains of several blocks before they meet (LLVM 19 missed
; such joins, llvm-project #137277); the phis at the meeting block and the value computed from
; them are divergent.
define amdgpu_kernel void @chains_meet(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %side = icmp slt i32 %lane, %a
  br i1 %side, label %l1, label %r1
l1:
  %l1v = add i32 %a, 1
  br label %l2
l2:
  %l2v = add i32 %l1v, 1
  br label %l3
l3:
  %l3v = add i32 %l2v, 1
  br label %l4
l4:
  br label %meet
r1:
  %r1v = sub i32 %b, 1
  br label %r2
r2:
  %r2v = sub i32 %r1v, 1
  br label %r3
r3:
  br label %meet
meet:
  %m1 = phi i32 [ %l3v, %l4 ], [ %r2v, %r3 ]
  %m2 = phi i32 [ %a, %l4 ], [ %b, %r3 ]
  %m3 = add i32 %m1, %m2
  ret void
}

; Constant-or-undef phis at a divergent join: one value and undef stays uniform, the same
; value twice stays uniform, two values do not, a value and poison stays uniform.
define amdgpu_kernel void @phis_that_cannot_differ(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %lane, 5
  br i1 %c, label %x, label %y
x:
  br label %z
y:
  br label %z
z:
  %lonely = phi i32 [ %a, %x ], [ undef, %y ]
  %twin = phi i32 [ %b, %x ], [ %b, %y ]
  %pair = phi i32 [ %a, %x ], [ %b, %y ]
  %poisoned = phi i32 [ poison, %x ], [ %b, %y ]
  ret void
}

; Unreachable code: a cycle no path from the entry reaches is not analysed, so its branches
; are not divergent branches.
define amdgpu_kernel void @orphan_cycle(i32 %a) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  ret void
orphan:
  %o = phi i32 [ 0, %orphan.back ], [ 1, %orphan ]
  %oc = icmp eq i32 %lane, %o
  br i1 %oc, label %orphan, label %orphan.back
orphan.back:
  br label %orphan
}

; Arguments and sources without control flow. An ordinary function's arguments are divergent
; unless inreg; a pixel shader's likewise.
define void @helper_args(i32 %v, i32 inreg %s, ptr addrspace(1) inreg %dst) {
entry:
  %vs = mul i32 %v, %s
  %ss = mul i32 %s, %s
  store i32 %vs, ptr addrspace(1) %dst, align 4
  ret void
}

define amdgpu_ps void @pixel_args(i32 inreg %s, i32 %v, <4 x float> %color) {
entry:
  %ss = xor i32 %s, 1
  %vv = xor i32 %v, 1
  ret void
}

define amdgpu_kernel void @what_is_a_source(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr %f, i32 %k) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %tz = call i32 @llvm.amdgcn.workitem.id.z()
  %grp = call i32 @llvm.amdgcn.workgroup.id.y()
  %from.g = load i32, ptr addrspace(1) %g, align 4
  %from.l = load i32, ptr addrspace(3) %l, align 4
  %from.f = load i32, ptr %f, align 4
  %from.slot = load i32, ptr addrspace(5) %slot, align 4
  %old = atomicrmw xor ptr addrspace(3) %l, i32 %k monotonic, align 4
  %swap = cmpxchg ptr addrspace(1) %g, i32 %k, i32 0 acquire acquire, align 4
  %swap.old = extractvalue { i32, i1 } %swap, 0
  %wave.first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tz)
  %wave.lane3 = call i32 @llvm.amdgcn.readlane.i32(i32 %tx, i32 3)
  %wave.mask = call i64 @llvm.amdgcn.ballot.i64(i1 false)
  %vreg = call i32 asm "v_mov_b32 $0, 1", "=v"()
  %sreg = call i32 asm "s_mov_b32 $0, 1", "=s"()
  %pairs = call { i32, i32 } asm "; pair", "=v,=s"()
  %pairs.v = extractvalue { i32, i32 } %pairs, 0
  %pairs.s = extractvalue { i32, i32 } %pairs, 1
  %unknown = call i32 @outside(i32 %k)
  %total = add i32 %wave.first, %grp
  ret void
}

; A join at a loop exit: the block after the loop is reached from the loop's lane-dependent
; exit and from a uniform branch that skips the loop. Its phi is divergent, the skip's own
; value is not.
define amdgpu_kernel void @skip_or_spin(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %skip = icmp eq i32 %a, 0
  %base = add i32 %b, 1
  br i1 %skip, label %after, label %spin
spin:
  %s = phi i32 [ %base, %entry ], [ %s.next, %spin ]
  %s.next = add i32 %s, %b
  %more = icmp slt i32 %s.next, %lane
  br i1 %more, label %spin, label %after
after:
  %v = phi i32 [ %base, %entry ], [ %s.next, %spin ]
  %w = add i32 %base, 2
  ret void
}

; An inner loop with a lane-dependent exit into the latch of a uniform outer loop: the
; inner value is divergent in the latch; the outer counter stays uniform, and the outer loop's
; own exit stays a uniform branch.
define amdgpu_kernel void @inner_exit_to_outer_latch(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer
outer:
  %o = phi i32 [ 0, %entry ], [ %o.next, %latch ]
  br label %inner
inner:
  %i = phi i32 [ %o, %outer ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %again = icmp ult i32 %i.next, %lane
  br i1 %again, label %inner, label %latch
latch:
  %got = add i32 %i.next, 1
  %o.next = add i32 %o, 1
  %outer.more = icmp ult i32 %o.next, %a
  br i1 %outer.more, label %outer, label %done
done:
  %last = add i32 %o.next, %b
  ret void
}

; Hidden divergence: the lane-dependent branch in `test` decides whether a lane reaches the
; uniform branch in `gate`; `far`, reached both from `gate` and directly from `test`, is a
; join of the divergent branch although a uniform branch stands between them.
define amdgpu_kernel void @join_behind_uniform_gate(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %test
test:
  %t = icmp ult i32 %lane, 4
  br i1 %t, label %gate, label %far
gate:
  %g = icmp ult i32 %a, %b
  br i1 %g, label %near, label %far
near:
  %n = add i32 %a, 1
  br label %end
far:
  %f = phi i32 [ %a, %gate ], [ %b, %test ]
  br label %end
end:
  %e = phi i32 [ %n, %near ], [ %f, %far ]
  ret void
}

; Crossing edges: a lane-dependent branch and a uniform one below it, both with edges to the
; same two blocks; both blocks are joins of the first branch.
define amdgpu_kernel void @crossing_lanes(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 7
  br i1 %d, label %top.l, label %top.r
top.l:
  %u = icmp sgt i32 %a, 7
  br i1 %u, label %bot.l, label %bot.r
top.r:
  %u.r = icmp sgt i32 %b, 7
  br i1 %u.r, label %bot.l, label %bot.r
bot.l:
  %x = phi i32 [ 1, %top.l ], [ 2, %top.r ]
  br label %end
bot.r:
  %y = phi i32 [ 3, %top.l ], [ 4, %top.r ]
  br label %end
end:
  ret void
}

; One side of a lane-dependent branch never returns: there is no join at all, and the code
; after the branch on the other side sees only that side's lanes.
define amdgpu_kernel void @one_side_forever(i32 %a, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp eq i32 %lane, 0
  br i1 %d, label %forever, label %work
forever:
  %c = phi i32 [ 0, %entry ], [ %c.next, %forever ]
  %c.next = add i32 %c, 1
  store volatile i32 %c.next, ptr addrspace(1) %out
  br label %forever
work:
  %w = mul i32 %a, 3
  store i32 %w, ptr addrspace(1) %out
  ret void
}

; A natural loop with two latches, one reached under a lane-dependent branch: the header phi
; merges values from both latches and is divergent, the loop-invariant value is not.
define amdgpu_kernel void @two_latches(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %h = phi i32 [ 0, %entry ], [ %l1, %latch.one ], [ %l2, %latch.two ]
  %inv = mul i32 %a, %b
  %d = icmp ult i32 %h, %lane
  br i1 %d, label %latch.one, label %latch.two
latch.one:
  %l1 = add i32 %h, 1
  %m1 = icmp ult i32 %l1, %a
  br i1 %m1, label %head, label %out
latch.two:
  %l2 = add i32 %h, 2
  %m2 = icmp ult i32 %l2, %b
  br i1 %m2, label %head, label %out
out:
  %r = phi i32 [ %l1, %latch.one ], [ %l2, %latch.two ]
  ret void
}

; Re-entering an irreducible cycle through its side entry from inside: the cycle is entered
; uniformly at `left` or `right`; a lane-dependent branch in `right` leaves to `exit` or goes
; round through `left`. The divergent exit makes values used after it divergent; the cycle is
; not assumed divergent.
define amdgpu_kernel void @round_or_out(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %pick = icmp sgt i32 %a, 0
  br i1 %pick, label %left, label %right
left:
  %lv = phi i32 [ %a, %entry ], [ %rv.next, %right ]
  %lv.next = add i32 %lv, 1
  br label %right
right:
  %rv = phi i32 [ %b, %entry ], [ %lv.next, %left ]
  %rv.next = add i32 %rv, 1
  %stop = icmp eq i32 %rv.next, %lane
  br i1 %stop, label %exit, label %left
exit:
  %final = add i32 %rv.next, 0
  ret void
}

; Header dependence: a cycle entered at `front` and at `back`. Inside, `front` may skip to
; `meet` and `fork` branches on the lane to `left` or `meet`, so `meet` is a join the branch does
; not dominate; `front` dominates it, `back` does not. When the DFS makes `front` the header,
; the header dominates the join and only `%mv` is divergent; when it makes `back` the header,
; the diverged-entry criterion fails and the whole cycle is assumed divergent. The four
; functions are one CFG with different successor orders (LLVM's DFS visits the last successor
; of a block first): the verdicts really depend on the DFS order.
define amdgpu_kernel void @nest_order_front_first(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %enter = icmp ult i32 %a, %b
  %turn = icmp ult i32 %lane, 16
  br i1 %enter, label %front, label %back
front:
  %fv = phi i32 [ %a, %entry ], [ %bv.next, %back ]
  %fw = add i32 %a, 1
  %skip = icmp eq i32 %a, 3
  br i1 %skip, label %meet, label %fork
fork:
  %kw = add i32 %fw, 2
  br i1 %turn, label %left, label %meet
left:
  %lw = add i32 %kw, 3
  br label %meet
meet:
  %mv = phi i32 [ %lw, %left ], [ %kw, %fork ], [ %fw, %front ]
  %mw = add i32 %b, 5
  br label %back
back:
  %bv = phi i32 [ %b, %entry ], [ %mw, %meet ]
  %bv.next = add i32 %bv, 6
  %bw = add i32 %b, 7
  %stay = icmp ult i32 %bw, 100
  br i1 %stay, label %front, label %out
out:
  %ow = add i32 %bw, 8
  ret void
}

define amdgpu_kernel void @nest_order_back_first(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %enter = icmp ult i32 %a, %b
  %turn = icmp ult i32 %lane, 16
  br i1 %enter, label %back, label %front
front:
  %fv = phi i32 [ %a, %entry ], [ %bv.next, %back ]
  %fw = add i32 %a, 1
  %skip = icmp eq i32 %a, 3
  br i1 %skip, label %meet, label %fork
fork:
  %kw = add i32 %fw, 2
  br i1 %turn, label %left, label %meet
left:
  %lw = add i32 %kw, 3
  br label %meet
meet:
  %mv = phi i32 [ %lw, %left ], [ %kw, %fork ], [ %fw, %front ]
  %mw = add i32 %b, 5
  br label %back
back:
  %bv = phi i32 [ %b, %entry ], [ %mw, %meet ]
  %bv.next = add i32 %bv, 6
  %bw = add i32 %b, 7
  %stay = icmp ult i32 %bw, 100
  br i1 %stay, label %front, label %out
out:
  %ow = add i32 %bw, 8
  ret void
}

define amdgpu_kernel void @nest_order_front_first_exit_first(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %enter = icmp ult i32 %a, %b
  %turn = icmp ult i32 %lane, 16
  br i1 %enter, label %front, label %back
front:
  %fv = phi i32 [ %a, %entry ], [ %bv.next, %back ]
  %fw = add i32 %a, 1
  %skip = icmp eq i32 %a, 3
  br i1 %skip, label %meet, label %fork
fork:
  %kw = add i32 %fw, 2
  br i1 %turn, label %left, label %meet
left:
  %lw = add i32 %kw, 3
  br label %meet
meet:
  %mv = phi i32 [ %lw, %left ], [ %kw, %fork ], [ %fw, %front ]
  %mw = add i32 %b, 5
  br label %back
back:
  %bv = phi i32 [ %b, %entry ], [ %mw, %meet ]
  %bv.next = add i32 %bv, 6
  %bw = add i32 %b, 7
  %stay = icmp ult i32 %bw, 100
  br i1 %stay, label %out, label %front
out:
  %ow = add i32 %bw, 8
  ret void
}

define amdgpu_kernel void @nest_order_back_first_exit_first(i32 %a, i32 %b) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %enter = icmp ult i32 %a, %b
  %turn = icmp ult i32 %lane, 16
  br i1 %enter, label %back, label %front
front:
  %fv = phi i32 [ %a, %entry ], [ %bv.next, %back ]
  %fw = add i32 %a, 1
  %skip = icmp eq i32 %a, 3
  br i1 %skip, label %meet, label %fork
fork:
  %kw = add i32 %fw, 2
  br i1 %turn, label %left, label %meet
left:
  %lw = add i32 %kw, 3
  br label %meet
meet:
  %mv = phi i32 [ %lw, %left ], [ %kw, %fork ], [ %fw, %front ]
  %mw = add i32 %b, 5
  br label %back
back:
  %bv = phi i32 [ %b, %entry ], [ %mw, %meet ]
  %bv.next = add i32 %bv, 6
  %bw = add i32 %b, 7
  %stay = icmp ult i32 %bw, 100
  br i1 %stay, label %out, label %front
out:
  %ow = add i32 %bw, 8
  ret void
}

; Ours (docs/LLVM-DIFFERENCES.md): the same CFG twice, only the successors of a uniform branch
; swapped. opt-22 finds `b6` as a join of the branch in `b0` under the first DFS (all paths
; from `b0` to `b6` pass `b5`: no two disjoint paths) and `%p6` divergent; under the second
; DFS `%p6` is uniform.
define amdgpu_kernel void @spurious_join(i32 %n) {
b0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %d0 = icmp slt i32 %tid, 2
  %u0 = icmp slt i32 %n, 2
  br i1 %d0, label %b1, label %b3
b1:
  %d1 = icmp slt i32 %tid, 1
  br i1 %d1, label %b2, label %b1
b2:
  br label %b4
b3:
  br i1 %u0, label %b5, label %b4
b4:
  %d4 = icmp slt i32 %tid, 7
  br i1 %d4, label %b5, label %b5
b5:
  %v5 = and i32 %tid, 3
  switch i32 %v5, label %b6 [
    i32 0, label %b6
    i32 1, label %b1
    i32 2, label %b7
    i32 3, label %b5
  ]
b6:
  %p6 = phi i32 [ %n, %b5 ], [ %n, %b5 ], [ 7, %b6 ]
  %d6 = icmp slt i32 %tid, 4
  br i1 %d6, label %b7, label %b6
b7:
  ret void
}

define amdgpu_kernel void @spurious_join_swapped(i32 %n) {
b0:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %d0 = icmp slt i32 %tid, 2
  %u0 = icmp slt i32 %n, 2
  br i1 %d0, label %b1, label %b3
b1:
  %d1 = icmp slt i32 %tid, 1
  br i1 %d1, label %b2, label %b1
b2:
  br label %b4
b3:
  br i1 %u0, label %b4, label %b5
b4:
  %d4 = icmp slt i32 %tid, 7
  br i1 %d4, label %b5, label %b5
b5:
  %v5 = and i32 %tid, 3
  switch i32 %v5, label %b6 [
    i32 0, label %b6
    i32 1, label %b1
    i32 2, label %b7
    i32 3, label %b5
  ]
b6:
  %p6 = phi i32 [ %n, %b5 ], [ %n, %b5 ], [ 7, %b6 ]
  %d6 = icmp slt i32 %tid, 4
  br i1 %d6, label %b7, label %b6
b7:
  ret void
}

; Ours: LLVM's temporal divergence ignores which exit is divergent (its FIXME): `%use` after
; the uniform exit `late` is reported divergent although every thread that reaches it left
; the loop in the same iteration.
define amdgpu_kernel void @uniform_exit_after_divergent_exit(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i.next, %l ]
  %i.next = add i32 %i, 1
  %leave = icmp eq i32 %tid, %i
  br i1 %leave, label %early, label %l
l:
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %h, label %late
early:
  ret void
late:
  %use = add i32 %i.next, 1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @outside(i32)
