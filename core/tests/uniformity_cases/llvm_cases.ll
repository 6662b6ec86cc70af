; Cases rebuilt after LLVM's llvm/test/Analysis/UniformityAnalysis/AMDGPU tests (the CFG
; shapes and the property each one checks; names, values and layout are ours). The expected
; verdicts are opt-22's: tests/uniformity_llvm_cases.rs compares every function with
; `opt-22 -mtriple amdgcn-- -passes='print<uniformity>'` and checks the property named in the
; comment above it.

target triple = "amdgcn-amd-amdhsa"

; irreducible/diverged-entry-basic: a divergent branch inside an irreducible cycle whose join
; is not dominated by the header -> the whole cycle is assumed divergent.
define amdgpu_kernel void @entered_twice_join_inside(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br i1 %u, label %top, label %side
top:
  %top.v = phi i32 [ %x, %start ], [ %y, %meet ]
  %top.w = mul i32 %y, 3
  br label %split
split:
  %split.w = mul i32 %y, 5
  br i1 %d, label %meet, label %side
side:
  %side.w = mul i32 %y, 7
  br label %meet
meet:
  %meet.v = phi i32 [ %split.w, %split ], [ %side.w, %side ]
  %meet.w = mul i32 %y, 9
  br i1 %u, label %done, label %top
done:
  %done.w = mul i32 %y, 11
  ret void
}

; irreducible/diverged-entry-basic: the same body, but the cycle is entered through `top`
; only -> reducible, header dominates the join, no cycle is assumed divergent.
define amdgpu_kernel void @entered_once_join_inside(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br i1 %u, label %top, label %back
top:
  %top.v = phi i32 [ %x, %start ], [ %y, %back ]
  %top.w = mul i32 %y, 3
  br label %split
split:
  %split.w = mul i32 %y, 5
  br i1 %d, label %meet, label %side
side:
  %side.w = mul i32 %y, 7
  br label %meet
meet:
  %meet.v = phi i32 [ %split.w, %split ], [ %side.w, %side ]
  br i1 %u, label %done, label %back
back:
  %back.w = mul i32 %y, 13
  br label %top
done:
  ret void
}

; irreducible/diverged-entry-headers-nested: one CFG, four successor orders; which header the
; DFS picks for the inner and the outer cycle decides whether a header dominates the join.
define amdgpu_kernel void @nest_order_1(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br i1 %u, label %b, label %a
a:
  br label %b
b:
  br i1 %u, label %c, label %f
c:
  br i1 %u, label %t, label %p
p:
  %p.v = phi i32 [ %x, %c ], [ %y, %t ]
  br i1 %u, label %r, label %q
q:
  %q.w = add i32 %y, 1
  br i1 %d, label %s, label %r
r:
  %r.w = add i32 %y, 2
  br label %s
s:
  %s.v = phi i32 [ %q.w, %q ], [ %r.w, %r ]
  %s.w = add i32 %p.v, 1
  br i1 %u, label %f, label %t
f:
  br i1 %u, label %out, label %a
t:
  %t.v = phi i32 [ %s.w, %s ], [ %x, %c ]
  br label %p
out:
  ret void
}

define amdgpu_kernel void @nest_order_2(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br i1 %u, label %a, label %b
a:
  br label %b
b:
  br i1 %u, label %c, label %f
c:
  br i1 %u, label %p, label %t
p:
  %p.v = phi i32 [ %x, %c ], [ %y, %t ]
  br i1 %u, label %r, label %q
q:
  %q.w = add i32 %y, 1
  br i1 %d, label %s, label %r
r:
  %r.w = add i32 %y, 2
  br label %s
s:
  %s.v = phi i32 [ %q.w, %q ], [ %r.w, %r ]
  %s.w = add i32 %p.v, 1
  br i1 %u, label %f, label %t
f:
  br i1 %u, label %out, label %a
t:
  %t.v = phi i32 [ %s.w, %s ], [ %x, %c ]
  br label %p
out:
  ret void
}

define amdgpu_kernel void @nest_order_3(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br i1 %u, label %b, label %a
a:
  br label %b
b:
  br i1 %u, label %c, label %f
c:
  br i1 %u, label %p, label %t
p:
  %p.v = phi i32 [ %x, %c ], [ %y, %t ]
  br i1 %u, label %r, label %q
q:
  %q.w = add i32 %y, 1
  br i1 %d, label %s, label %r
r:
  %r.w = add i32 %y, 2
  br label %s
s:
  %s.v = phi i32 [ %q.w, %q ], [ %r.w, %r ]
  %s.w = add i32 %p.v, 1
  br i1 %u, label %f, label %t
f:
  br i1 %u, label %out, label %a
t:
  %t.v = phi i32 [ %s.w, %s ], [ %x, %c ]
  br label %p
out:
  ret void
}

; irreducible/branch-outside: a divergent branch outside an irreducible cycle reaches two of
; its entries -> the cycle is assumed divergent (also when a reducible cycle is nested).
define amdgpu_kernel void @split_before_two_entries(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br i1 %d, label %back, label %front
front:
  %front.v = phi i32 [ %x, %start ], [ %y, %back ]
  %front.w = add i32 %y, 1
  br label %mid
mid:
  %mid.w = add i32 %y, 2
  %mid.z = add i32 %front.v, 1
  br i1 %u, label %back, label %out
back:
  %back.v = phi i32 [ %mid.w, %mid ], [ %x, %start ]
  %back.w = add i32 %y, 3
  br label %front
out:
  %out.w = add i32 %y, 4
  ret void
}

define amdgpu_kernel void @split_before_nested(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br i1 %d, label %back, label %front
front:
  %front.v = phi i32 [ %x, %start ], [ %y, %back ]
  br i1 %u, label %l2, label %mid
mid:
  %mid.w = add i32 %y, 1
  br i1 %u, label %back, label %out
l1:
  %l1.w = add i32 %y, 2
  br label %l2
l2:
  %l2.w = add i32 %y, 3
  br label %l3
l3:
  br i1 %u, label %mid, label %l1
back:
  %back.v = phi i32 [ %mid.w, %mid ], [ %x, %start ]
  br i1 %u, label %l1, label %front
out:
  ret void
}

; irreducible/branch-outside: the outermost cycle is irreducible with a reducible cycle
; nested two levels deep; arguments of a plain function are divergent.
define void @outer_irreducible_three_levels(i1 %c1, i1 %c2, i1 %c3) {
start:
  br i1 %c1, label %m, label %n
m:
  br i1 %c2, label %n, label %o
n:
  br label %o
o:
  br i1 %c3, label %n, label %g
g:
  br i1 %c2, label %k, label %h
h:
  br label %g
k:
  br i1 %c1, label %o, label %fin
fin:
  ret void
}

; irreducible/exit-divergence: a divergent exit from an irreducible cycle (alone and inside a
; reducible one); values defined in the cycle become divergent outside it.
define amdgpu_kernel void @irreducible_divergent_exit(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br i1 %u, label %t, label %p
p:
  %p.a = phi i32 [ %x, %start ], [ %y, %t ]
  %p.b = phi i32 [ %x, %start ], [ %t.v, %t ]
  br label %q
q:
  %q.w = add i32 %y, 1
  %q.z = add i32 %p.b, 1
  br i1 %d, label %t, label %out
t:
  %t.v = phi i32 [ %q.w, %q ], [ %x, %start ]
  br label %p
out:
  %out.a = add i32 %p.a, 1
  %out.b = add i32 %p.b, 1
  %out.c = add i32 %y, 1
  ret void
}

define amdgpu_kernel void @irreducible_exit_in_reducible(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br label %h
h:
  br i1 %u, label %t, label %p
p:
  %p.a = phi i32 [ %x, %h ], [ %y, %t ]
  %p.b = phi i32 [ %x, %h ], [ %t.v, %t ]
  br label %q
q:
  %q.w = add i32 %y, 1
  %q.z = add i32 %p.b, 1
  br i1 %d, label %r, label %out
r:
  br i1 %u, label %t, label %h
t:
  %t.v = phi i32 [ %q.w, %r ], [ %x, %h ]
  br label %p
out:
  %out.a = add i32 %p.a, 1
  %out.b = add i32 %p.b, 1
  ret void
}

; irreducible/exit-divergence: an irreducible cycle entered divergently but left only by
; uniform branches -> assumed divergent, no divergent exit.
define amdgpu_kernel void @divergent_entry_uniform_exits(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %d, label %b, label %h
h:
  %h.v = phi i32 [ 0, %start ], [ %y, %c ]
  br label %b
b:
  %b.v = phi i32 [ %x, %h ], [ 1, %start ]
  %b.w = add i32 %x, 1
  br i1 %u, label %z, label %c
c:
  %c.w = add i32 %x, 1
  br i1 %u, label %z, label %h
z:
  %z.a = phi i32 [ %b.w, %b ], [ %c.w, %c ]
  %z.b = phi i32 [ %b.v, %b ], [ %c.w, %c ]
  ret void
}

; irreducible/hidden-post-dom: the join of a divergent branch inside an irreducible cycle is
; an inner post-dominator.
define amdgpu_kernel void @inner_post_dominator(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u0 = icmp slt i32 %x, 0
  %u1 = icmp slt i32 %x, 2
  %u2 = icmp slt i32 %x, 10
  br i1 %u0, label %e2, label %e1
e1:
  br label %e2
e2:
  br i1 %u1, label %a, label %b
a:
  br i1 %d, label %e1, label %b
b:
  %b.v = phi i32 [ 0, %a ], [ %y, %e2 ]
  br label %c
c:
  br i1 %u2, label %e1, label %x.out
x.out:
  ret void
}

; irreducible/reducible-headers: a divergent exit of an irreducible cycle nested in a
; reducible one; the reducible header's label must not make the inner entry a join.
define amdgpu_kernel void @irreducible_in_reducible(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br label %h
h:
  br i1 %u, label %t, label %p
p:
  %p.v = phi i32 [ %x, %h ], [ %y, %t ]
  br label %q
q:
  %q.w = add i32 %y, 1
  %q.z = add i32 %p.v, 1
  br i1 %d, label %r, label %v
r:
  br i1 %u, label %s, label %t
t:
  %t.v = phi i32 [ %q.w, %r ], [ %x, %h ]
  br label %p
s:
  %s.v = phi i32 [ %q.z, %v ], [ %x, %r ]
  br label %h
v:
  br i1 %u, label %s, label %out
out:
  %out.a = add i32 %q.z, 1
  %out.b = add i32 %y, 1
  ret void
}

define amdgpu_kernel void @reducible_header_label(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br label %h
h:
  br i1 %u, label %t, label %p
p:
  %p.v = phi i32 [ %x, %h ], [ %y, %w ]
  br label %q
q:
  %q.z = add i32 %p.v, 1
  br i1 %u, label %out, label %h
r:
  br label %h
t:
  br i1 %d, label %r, label %w
w:
  br label %p
out:
  %out.a = add i32 %q.z, 1
  ret void
}

define amdgpu_kernel void @reducible_header_label_2(i32 %x, i32 %y) {
start:
  %u = icmp sgt i32 %x, 3
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp sgt i32 %lane, 3
  br label %h1
h1:
  br i1 %u, label %b, label %h2
h2:
  br i1 %d, label %b, label %c
b:
  %b.v = phi i32 [ %x, %h1 ], [ %y, %h2 ]
  br label %j
c:
  br label %j
j:
  %j.v = phi i32 [ %x, %b ], [ %y, %c ]
  br i1 %u, label %out, label %h1
out:
  %out.a = add i32 %j.v, 1
  ret void
}

; temporal_diverge: uniform values carried by a loop with a divergent exit are divergent
; after it; inside an outer uniform loop; uses in a sibling loop.
define amdgpu_kernel void @counter_after_divergent_loop(i32 %n, i32 %x) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %l
l:
  %i = phi i32 [ 0, %start ], [ %i.next, %l ]
  %i.next = add i32 %i, 1
  %stop = icmp slt i32 %lane, 0
  br i1 %stop, label %after, label %l
after:
  %use = add i32 %i.next, 5
  ret void
}

define amdgpu_kernel void @counter_in_outer_loop(i32 %n, i32 %x) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %u = icmp slt i32 %x, 0
  br label %outer
outer:
  br label %l
l:
  %i = phi i32 [ 0, %outer ], [ %i.next, %l ]
  %i.next = add i32 %i, 1
  %stop = icmp slt i32 %lane, 0
  br i1 %stop, label %after, label %l
after:
  %use = add i32 %i.next, 5
  br i1 %u, label %outer, label %fin
fin:
  %use2 = add i32 %i.next, 5
  ret void
}

define amdgpu_kernel void @uniform_inner_divergent_outer(i32 %n, i32 %x) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %u = icmp slt i32 %x, 0
  br label %outer
outer:
  br label %l
l:
  %i = phi i32 [ 0, %outer ], [ %i.next, %l ]
  %i.next = add i32 %i, 1
  br i1 %u, label %after, label %l
after:
  %use = add i32 %i.next, 5
  %stop = icmp slt i32 %lane, 0
  br i1 %stop, label %outer, label %fin
fin:
  %use2 = add i32 %i.next, 5
  ret void
}

define amdgpu_kernel void @use_in_sibling_loop(i32 %n, i32 %x) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %u = icmp slt i32 %x, 0
  br label %l
l:
  %i = phi i32 [ 0, %start ], [ %i.next, %l ]
  %i.next = add i32 %i, 1
  %stop = icmp slt i32 %lane, 0
  br i1 %stop, label %between, label %l
between:
  br label %sib
sib:
  %use = add i32 %i.next, 5
  br i1 %u, label %sib, label %fin
fin:
  ret void
}

; irreducible-2: divergent entry / exit of a two-block irreducible cycle, re-entrance through
; a second entry (two successor orders), joins dominated by the branch or by an entry, joins
; dominated by nothing (two orders), natural loops with two back edges, nested entry.
define amdgpu_kernel void @two_block_divergent_entry(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  br i1 %d, label %b, label %h
h:
  %h.v = phi i32 [ 0, %start ], [ %y, %b ]
  br label %b
b:
  %b.v = phi i32 [ %x, %h ], [ 1, %start ]
  %b.c = icmp sgt i32 %b.v, 0
  br i1 %d, label %z, label %h
z:
  %z.v = add i32 %b.v, 1
  ret void
}

define amdgpu_kernel void @two_block_divergent_exit(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %u, label %b, label %h
h:
  %h.v = phi i32 [ 0, %start ], [ %y, %b ]
  br label %b
b:
  %b.v = phi i32 [ %x, %h ], [ 1, %start ]
  br i1 %d, label %z, label %h
z:
  %z.v = add i32 %b.v, 1
  ret void
}

define amdgpu_kernel void @reenter_through_side(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %u, label %h, label %c
h:
  %h.v = phi i32 [ 0, %start ], [ %y, %j ]
  br i1 %d, label %b, label %c
b:
  %b.w = add i32 %h.v, 1
  br label %j
c:
  %c.v = phi i32 [ 0, %start ], [ %h.v, %h ]
  %c.w = add i32 %c.v, 2
  br label %j
j:
  %j.v = phi i32 [ %b.w, %b ], [ %c.w, %c ]
  br i1 %u, label %z, label %h
z:
  ret void
}

define amdgpu_kernel void @reenter_through_side_swapped(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %u, label %c, label %h
h:
  %h.v = phi i32 [ 0, %start ], [ %y, %j ]
  br i1 %d, label %b, label %c
b:
  %b.w = add i32 %h.v, 1
  br label %j
c:
  %c.v = phi i32 [ 0, %start ], [ %h.v, %h ]
  %c.w = add i32 %c.v, 2
  br label %j
j:
  %j.v = phi i32 [ %b.w, %b ], [ %c.w, %c ]
  br i1 %u, label %z, label %h
z:
  ret void
}

define amdgpu_kernel void @join_dominated_by_branch(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %u, label %h1, label %h2
h1:
  %h1.v = phi i32 [ 0, %start ], [ %y, %j ]
  br label %h2
h2:
  %h2.v = phi i32 [ 0, %start ], [ %y, %h1 ]
  br i1 %d, label %b, label %c
b:
  %b.w = add i32 %h2.v, 1
  br label %j
c:
  %c.w = add i32 %h2.v, 2
  br label %j
j:
  %j.v = phi i32 [ %b.w, %b ], [ %c.w, %c ]
  br i1 %u, label %z, label %h1
z:
  ret void
}

define amdgpu_kernel void @join_dominated_by_entry(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %u, label %h1, label %h2
h1:
  %h1.v = phi i32 [ 0, %start ], [ %y, %j ]
  br label %h2
h2:
  %h2.v = phi i32 [ 0, %start ], [ %y, %h1 ]
  br i1 %u, label %a, label %j
a:
  br i1 %d, label %b, label %c
b:
  %b.w = add i32 %h2.v, 1
  br label %j
c:
  %c.w = add i32 %h2.v, 2
  br label %j
j:
  %j.v = phi i32 [ %b.w, %b ], [ %c.w, %c ], [ %h2.v, %h2 ]
  br i1 %u, label %z, label %h1
z:
  ret void
}

define amdgpu_kernel void @join_dominated_by_nothing(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %u, label %c, label %h
h:
  %h.v = phi i32 [ 0, %start ], [ %y, %j ]
  br i1 %u, label %b, label %c
b:
  %b.v = phi i32 [ 0, %h ], [ %y, %c ]
  %b.w = add i32 %b.v, 1
  br label %j
c:
  %c.v = phi i32 [ 0, %start ], [ %h.v, %h ]
  %c.w = add i32 %c.v, 2
  br i1 %d, label %j, label %b
j:
  %j.v = phi i32 [ %b.w, %b ], [ %c.w, %c ]
  br i1 %u, label %z, label %h
z:
  ret void
}

define amdgpu_kernel void @join_dominated_by_nothing_swapped(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %u, label %h, label %c
h:
  %h.v = phi i32 [ 0, %start ], [ %y, %j ]
  br i1 %u, label %b, label %c
b:
  %b.v = phi i32 [ 0, %h ], [ %y, %c ]
  %b.w = add i32 %b.v, 1
  br label %j
c:
  %c.v = phi i32 [ 0, %start ], [ %h.v, %h ]
  %c.w = add i32 %c.v, 2
  br i1 %d, label %j, label %b
j:
  %j.v = phi i32 [ %b.w, %b ], [ %c.w, %c ]
  br i1 %u, label %z, label %h
z:
  ret void
}

define amdgpu_kernel void @two_back_edges(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br label %h
h:
  %h.v = phi i32 [ 0, %start ], [ %h.next, %b ], [ %h.next, %c ]
  %h.next = add i32 %h.v, 1
  br label %b
b:
  br i1 %d, label %c, label %h
c:
  br i1 %u, label %z, label %h
z:
  ret void
}

define amdgpu_kernel void @two_back_edges_side_entry(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br label %h
h:
  %h.v = phi i32 [ 0, %start ], [ %h.next, %b ], [ %h.next, %c ]
  %h.next = add i32 %h.v, 1
  br i1 %u, label %b, label %e
b:
  br i1 %d, label %c, label %h
c:
  br label %h
e:
  br i1 %u, label %b, label %z
z:
  ret void
}

define amdgpu_kernel void @divergent_entry_into_nest(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %d, label %b, label %h1
h1:
  %h1.v = phi i32 [ 1, %start ], [ %y, %c ]
  br label %h2
h2:
  %h2.v = phi i32 [ 2, %b ], [ %x, %h1 ]
  br label %b
b:
  %b.v = phi i32 [ 0, %start ], [ %x, %h2 ]
  br i1 %u, label %c, label %h2
c:
  br i1 %u, label %z, label %h1
z:
  ret void
}

define amdgpu_kernel void @leave_and_reenter_inner(i32 %n, i32 %x, i32 %y) {
start:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %u, label %e2, label %e1
e1:
  %e1.v = phi i32 [ 1, %start ], [ %y, %c ]
  br label %a
a:
  br i1 %u, label %e2, label %e3
e2:
  %e2.v = phi i32 [ 2, %start ], [ %x, %a ]
  br label %e4
e3:
  %e3.v = phi i32 [ 0, %a ], [ %y, %b ]
  br label %e4
e4:
  %e4.v = phi i32 [ 0, %e2 ], [ %x, %e3 ]
  br label %b
b:
  br i1 %d, label %c, label %e3
c:
  br i1 %u, label %z, label %e1
z:
  ret void
}

; irreducible-2 (always_uniform): an always-uniform intrinsic stays uniform inside a cycle
; assumed divergent; its users do not.
define amdgpu_kernel void @uniform_call_in_divergent_cycle() {
first:
  %m = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 0, i32 0)
  %m.c = icmp ugt i32 %m, 0
  br i1 %m.c, label %q, label %p
p:
  br label %q
q:
  %k = tail call i64 @llvm.amdgcn.icmp.i64.i16(i16 0, i16 0, i32 0)
  %k.lo = trunc i64 %k to i32
  %k.and = and i32 0, %k.lo
  br label %p
}

; phi_div_branch / llvm-project #137277 (missed in LLVM 19): an if-then-else whose arms are
; chains of blocks; the join's phis are divergent.
define amdgpu_kernel void @long_arms(i32 %a, i32 %b, i32 %c, i32 %d) {
top:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %dc = icmp eq i32 %lane, 0
  br i1 %dc, label %r1, label %l1
l1:
  %la = add i32 %a, 1
  br label %l2
l2:
  %lb = add i32 %b, 2
  br label %l3
l3:
  %lc = add i32 %c, 3
  br label %j
r1:
  %ra = add i32 %a, 10
  br label %r2
r2:
  %rb = add i32 %b, 20
  br label %r3
r3:
  %rc = add i32 %c, 30
  br label %j
j:
  %ja = phi i32 [ %la, %l3 ], [ %ra, %r3 ]
  %jb = phi i32 [ %lb, %l3 ], [ %rb, %r3 ]
  br i1 %dc, label %k2, label %k1
k1:
  %kd = add i32 %d, 1
  br label %k2
k2:
  %kx = phi i32 [ %kd, %k1 ], [ %d, %j ]
  ret void
}

; phi_div_loop: a join inside a loop after chains of blocks.
define amdgpu_kernel void @long_arms_in_loop(i32 %a, i32 %n) {
top:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %top ], [ %i.next, %j ]
  %dc = icmp eq i32 %lane, %i
  br i1 %dc, label %r1, label %l1
l1:
  %la = add i32 %a, 1
  br label %l2
l2:
  br label %j
r1:
  %ra = add i32 %a, 10
  br label %r2
r2:
  br label %j
j:
  %jv = phi i32 [ %la, %l2 ], [ %ra, %r2 ]
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %h, label %z
z:
  ret void
}

; phi-undef: a phi of one value and undef is not divergent at a join.
define amdgpu_kernel void @undef_phi_at_join(i32 %x) {
top:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %dc = icmp eq i32 %lane, 0
  br i1 %dc, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %only = phi i32 [ %x, %a ], [ undef, %b ]
  %same = phi i32 [ 5, %a ], [ 5, %b ]
  %two = phi i32 [ 5, %a ], [ 6, %b ]
  %pois = phi i32 [ poison, %a ], [ %x, %b ]
  ret void
}

; hidden_diverge / hidden_loopdiverge / join-at-loop-exit / trivial-join-at-loop-exit /
; divergent-cycle-exit-join: joins reached through loop exits.
define amdgpu_kernel void @hidden_join(i32 %n, i32 %x) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %u = icmp slt i32 %x, 0
  %d = icmp slt i32 %lane, 0
  br i1 %u, label %a, label %c
a:
  br i1 %d, label %b, label %c
b:
  br label %c
c:
  %c.v = phi i32 [ 0, %entry ], [ 1, %a ], [ 2, %b ]
  br i1 %u, label %e, label %f
e:
  br label %f
f:
  %f.v = phi i32 [ 3, %c ], [ 4, %e ]
  ret void
}

define amdgpu_kernel void @loop_exit_joins(i32 %n, i32 %x) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %u = icmp slt i32 %x, 0
  %d = icmp slt i32 %lane, 0
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %d, label %x1, label %body
body:
  %i.next = add i32 %i, 1
  br i1 %u, label %x2, label %latch
latch:
  br label %h
x1:
  %x1.v = phi i32 [ %i, %h ]
  br label %j
x2:
  br label %j
j:
  %j.v = phi i32 [ %x1.v, %x1 ], [ %i.next, %x2 ]
  %j.w = phi i32 [ 1, %x1 ], [ 2, %x2 ]
  ret void
}

define amdgpu_kernel void @trivial_exit_join(i32 %n, i32 %x) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i.next, %h ]
  %i.next = add i32 %i, 1
  %d = icmp slt i32 %i.next, %lane
  br i1 %d, label %h, label %exit
exit:
  %lcssa = phi i32 [ %i.next, %h ]
  %w = add i32 %lcssa, 1
  ret void
}

define amdgpu_kernel void @nested_loop_exit_to_outer(i32 %n, i32 %x) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %u = icmp slt i32 %x, 0
  br label %outer
outer:
  %o = phi i32 [ 0, %entry ], [ %o.next, %olatch ]
  br label %inner
inner:
  %i = phi i32 [ 0, %outer ], [ %i.next, %inner ]
  %i.next = add i32 %i, 1
  %d = icmp slt i32 %i.next, %lane
  br i1 %d, label %inner, label %olatch
olatch:
  %o.next = add i32 %o, %i.next
  br i1 %u, label %outer, label %exit
exit:
  %w = add i32 %o.next, 1
  ret void
}

; unstructured-branch / branch-after-join / no-return-blocks / unreachable-loop-block:
; crossing edges, a branch on a join phi, an infinite loop, a loop that cannot be reached.
define amdgpu_kernel void @crossing_edges(i32 %x) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  %u = icmp slt i32 %x, 0
  br i1 %d, label %a, label %b
a:
  br i1 %u, label %c, label %e
b:
  br i1 %u, label %e, label %c
c:
  %c.v = phi i32 [ 0, %a ], [ 1, %b ]
  br label %f
e:
  %e.v = phi i32 [ 2, %a ], [ 3, %b ]
  br label %f
f:
  %f.v = phi i32 [ %c.v, %c ], [ %e.v, %e ]
  %f.c = icmp eq i32 %f.v, 0
  br i1 %f.c, label %g, label %h
g:
  br label %h
h:
  %h.v = phi i32 [ 4, %f ], [ 5, %g ]
  ret void
}

define amdgpu_kernel void @spin_forever(i32 %x) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %d = icmp slt i32 %lane, 0
  br i1 %d, label %spin, label %done
spin:
  %s = phi i32 [ 0, %entry ], [ %s.next, %spin ]
  %s.next = add i32 %s, 1
  br label %spin
done:
  ret void
}

define amdgpu_kernel void @unreachable_loop(i32 %x) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  ret void
dead:
  %dv = phi i32 [ %lane, %dead ], [ 0, %dead2 ]
  %dc = icmp slt i32 %dv, 0
  br i1 %dc, label %dead, label %dead2
dead2:
  br label %dead
}

; kernel-args / atomics / always_uniform / inline-asm / workitem-intrinsics: sources and
; always-uniform values without control flow.
define void @plain_function_args(i32 %a, i32 inreg %b, ptr addrspace(1) inreg %p) {
entry:
  %s = add i32 %a, %b
  %t = add i32 %b, 1
  store i32 %s, ptr addrspace(1) %p, align 4
  ret void
}

define amdgpu_ps void @shader_args(i32 inreg %a, i32 %b, <2 x float> %v) {
entry:
  %s = add i32 %a, 1
  %t = add i32 %b, 1
  ret void
}

define amdgpu_kernel void @sources_and_overrides(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr %f, i32 %n) {
entry:
  %priv = alloca i32, align 4, addrspace(5)
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %w = call i32 @llvm.amdgcn.workgroup.id.x()
  %lg = load i32, ptr addrspace(1) %g, align 4
  %ll = load i32, ptr addrspace(3) %l, align 4
  %lf = load i32, ptr %f, align 4
  %lp = load i32, ptr addrspace(5) %priv, align 4
  %rmw = atomicrmw add ptr addrspace(1) %g, i32 1 seq_cst, align 4
  %cx = cmpxchg ptr addrspace(3) %l, i32 0, i32 1 seq_cst seq_cst, align 4
  %cx.v = extractvalue { i32, i1 } %cx, 0
  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  %rl = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 0)
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %asm.v = call i32 asm "v_mov_b32 $0, 0", "=v"()
  %asm.s = call i32 asm "s_mov_b32 $0, 0", "=s"()
  %asm.both = call { i32, i32 } asm "; two", "=s,=v"()
  %asm.lo = extractvalue { i32, i32 } %asm.both, 0
  %asm.hi = extractvalue { i32, i32 } %asm.both, 1
  %call = call i32 @opaque(i32 %n)
  %sum = add i32 %rfl, %w
  ret void
}

; callbr: an asm goto block is not a source by itself.
define amdgpu_kernel void @asm_goto(i32 %x) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  callbr void asm "", "!i"() to label %fall [label %jump]
fall:
  %a = add i32 %x, 1
  br label %jump
jump:
  %p = phi i32 [ 0, %entry ], [ %a, %fall ]
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
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i64 @llvm.amdgcn.icmp.i64.i16(i16, i16, i32 immarg)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @opaque(i32)
