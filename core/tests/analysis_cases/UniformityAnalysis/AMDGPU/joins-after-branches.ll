; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; Acyclic joins. Each shape is written once with placeholders for its branch conditions and
; appears in every combination of "condition computed from the lane id" (d) and "condition
; computed from a kernel argument" (u), so the file shows both that a divergent branch makes the
; phis at its joins divergent and that a uniform one does not.
; %lane is workitem.id.x; %n and %m are kernel arguments (uniform).

; diamond: if/else whose arms meet in a phi; the phi and what follows it are divergent exactly when the branch is.
; variant u (X1 uniform)
define amdgpu_kernel void @diamond_u(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k = icmp sgt i32 %n, 4
  br i1 %k, label %left, label %right
left:
  %l = shl i32 %m, 1
  br label %meet
right:
  %r = mul i32 %m, 3
  br label %meet
meet:
  %v = phi i32 [ %l, %left ], [ %r, %right ]
  %w = add i32 %v, %m
  store i32 %w, ptr addrspace(1) %out
  ret void
}

; variant d (X1 lane id)
define amdgpu_kernel void @diamond_d(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k = icmp sgt i32 %lane, 4
  br i1 %k, label %left, label %right
left:
  %l = shl i32 %m, 1
  br label %meet
right:
  %r = mul i32 %m, 3
  br label %meet
meet:
  %v = phi i32 [ %l, %left ], [ %r, %right ]
  %w = add i32 %v, %m
  store i32 %w, ptr addrspace(1) %out
  ret void
}

; triangle: if without else: the phi at the join merges the then-value with the value from before the branch.
; variant u (X1 uniform)
define amdgpu_kernel void @triangle_u(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k = icmp ult i32 %n, 16
  %pre = add i32 %m, 7
  br i1 %k, label %then, label %join
then:
  %t = xor i32 %pre, 5
  br label %join
join:
  %v = phi i32 [ %t, %then ], [ %pre, %entry ]
  %same = phi i32 [ %m, %then ], [ %m, %entry ]
  store i32 %v, ptr addrspace(1) %out
  store i32 %same, ptr addrspace(1) %out
  ret void
}

; variant d (X1 lane id)
define amdgpu_kernel void @triangle_d(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k = icmp ult i32 %lane, 16
  %pre = add i32 %m, 7
  br i1 %k, label %then, label %join
then:
  %t = xor i32 %pre, 5
  br label %join
join:
  %v = phi i32 [ %t, %then ], [ %pre, %entry ]
  %same = phi i32 [ %m, %then ], [ %m, %entry ]
  store i32 %v, ptr addrspace(1) %out
  store i32 %same, ptr addrspace(1) %out
  ret void
}

; nested_if: an if inside the then-arm of another: the inner join sees only the inner branch, the outer join both.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @nested_if_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp eq i32 %n, 0
  br i1 %k1, label %outer.then, label %outer.join
outer.then:
  %k2 = icmp slt i32 %n, 9
  br i1 %k2, label %inner.then, label %inner.join
inner.then:
  %a = sub i32 %m, 1
  br label %inner.join
inner.join:
  %p = phi i32 [ %a, %inner.then ], [ %m, %outer.then ]
  %q = add i32 %p, 2
  br label %outer.join
outer.join:
  %r = phi i32 [ %q, %inner.join ], [ 0, %entry ]
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @nested_if_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp eq i32 %n, 0
  br i1 %k1, label %outer.then, label %outer.join
outer.then:
  %k2 = icmp slt i32 %lane, 9
  br i1 %k2, label %inner.then, label %inner.join
inner.then:
  %a = sub i32 %m, 1
  br label %inner.join
inner.join:
  %p = phi i32 [ %a, %inner.then ], [ %m, %outer.then ]
  %q = add i32 %p, 2
  br label %outer.join
outer.join:
  %r = phi i32 [ %q, %inner.join ], [ 0, %entry ]
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @nested_if_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp eq i32 %lane, 0
  br i1 %k1, label %outer.then, label %outer.join
outer.then:
  %k2 = icmp slt i32 %n, 9
  br i1 %k2, label %inner.then, label %inner.join
inner.then:
  %a = sub i32 %m, 1
  br label %inner.join
inner.join:
  %p = phi i32 [ %a, %inner.then ], [ %m, %outer.then ]
  %q = add i32 %p, 2
  br label %outer.join
outer.join:
  %r = phi i32 [ %q, %inner.join ], [ 0, %entry ]
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @nested_if_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp eq i32 %lane, 0
  br i1 %k1, label %outer.then, label %outer.join
outer.then:
  %k2 = icmp slt i32 %lane, 9
  br i1 %k2, label %inner.then, label %inner.join
inner.then:
  %a = sub i32 %m, 1
  br label %inner.join
inner.join:
  %p = phi i32 [ %a, %inner.then ], [ %m, %outer.then ]
  %q = add i32 %p, 2
  br label %outer.join
outer.join:
  %r = phi i32 [ %q, %inner.join ], [ 0, %entry ]
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; branch_after_join: two ifs in sequence: the second branch follows the first join, and the last phi merges values of both.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @branch_after_join_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %n, 2
  br i1 %k1, label %one, label %mid
one:
  %a = add i32 %m, 11
  br label %mid
mid:
  %p = phi i32 [ %a, %one ], [ %m, %entry ]
  %k2 = icmp sgt i32 %n, 6
  br i1 %k2, label %two, label %end
two:
  %b = mul i32 %p, %m
  br label %end
end:
  %q = phi i32 [ %b, %two ], [ %p, %mid ]
  %r = phi i32 [ 1, %two ], [ 2, %mid ]
  store i32 %q, ptr addrspace(1) %out
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @branch_after_join_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %n, 2
  br i1 %k1, label %one, label %mid
one:
  %a = add i32 %m, 11
  br label %mid
mid:
  %p = phi i32 [ %a, %one ], [ %m, %entry ]
  %k2 = icmp sgt i32 %lane, 6
  br i1 %k2, label %two, label %end
two:
  %b = mul i32 %p, %m
  br label %end
end:
  %q = phi i32 [ %b, %two ], [ %p, %mid ]
  %r = phi i32 [ 1, %two ], [ 2, %mid ]
  store i32 %q, ptr addrspace(1) %out
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @branch_after_join_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %lane, 2
  br i1 %k1, label %one, label %mid
one:
  %a = add i32 %m, 11
  br label %mid
mid:
  %p = phi i32 [ %a, %one ], [ %m, %entry ]
  %k2 = icmp sgt i32 %n, 6
  br i1 %k2, label %two, label %end
two:
  %b = mul i32 %p, %m
  br label %end
end:
  %q = phi i32 [ %b, %two ], [ %p, %mid ]
  %r = phi i32 [ 1, %two ], [ 2, %mid ]
  store i32 %q, ptr addrspace(1) %out
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @branch_after_join_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %lane, 2
  br i1 %k1, label %one, label %mid
one:
  %a = add i32 %m, 11
  br label %mid
mid:
  %p = phi i32 [ %a, %one ], [ %m, %entry ]
  %k2 = icmp sgt i32 %lane, 6
  br i1 %k2, label %two, label %end
two:
  %b = mul i32 %p, %m
  br label %end
end:
  %q = phi i32 [ %b, %two ], [ %p, %mid ]
  %r = phi i32 [ 1, %two ], [ 2, %mid ]
  store i32 %q, ptr addrspace(1) %out
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; switch3: a three-way switch whose cases meet again; the selector decides the verdict of the merge.
; variant u (X1 uniform)
define amdgpu_kernel void @switch3_u(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %sel = and i32 %n, 3
  switch i32 %sel, label %other [
    i32 0, label %zero
    i32 1, label %one
  ]
zero:
  br label %merge
one:
  %o = add i32 %m, 1
  br label %merge
other:
  %t = lshr i32 %m, 2
  br label %merge
merge:
  %v = phi i32 [ 5, %zero ], [ %o, %one ], [ %t, %other ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant d (X1 lane id)
define amdgpu_kernel void @switch3_d(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %sel = and i32 %lane, 3
  switch i32 %sel, label %other [
    i32 0, label %zero
    i32 1, label %one
  ]
zero:
  br label %merge
one:
  %o = add i32 %m, 1
  br label %merge
other:
  %t = lshr i32 %m, 2
  br label %merge
merge:
  %v = phi i32 [ 5, %zero ], [ %o, %one ], [ %t, %other ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; crossing: two branches whose four edges cross: both lower blocks are reached from both upper ones.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @crossing_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp slt i32 %n, 3
  %k2 = icmp slt i32 %n, 5
  br i1 %k1, label %up.a, label %up.b
up.a:
  %a = add i32 %m, 1
  br i1 %k2, label %low.a, label %low.b
up.b:
  %b = add i32 %m, 2
  br i1 %k2, label %low.a, label %low.b
low.a:
  %x = phi i32 [ %a, %up.a ], [ %b, %up.b ]
  br label %done
low.b:
  %y = phi i32 [ %a, %up.a ], [ %b, %up.b ]
  br label %done
done:
  %z = phi i32 [ %x, %low.a ], [ %y, %low.b ]
  store i32 %z, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @crossing_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp slt i32 %n, 3
  %k2 = icmp slt i32 %lane, 5
  br i1 %k1, label %up.a, label %up.b
up.a:
  %a = add i32 %m, 1
  br i1 %k2, label %low.a, label %low.b
up.b:
  %b = add i32 %m, 2
  br i1 %k2, label %low.a, label %low.b
low.a:
  %x = phi i32 [ %a, %up.a ], [ %b, %up.b ]
  br label %done
low.b:
  %y = phi i32 [ %a, %up.a ], [ %b, %up.b ]
  br label %done
done:
  %z = phi i32 [ %x, %low.a ], [ %y, %low.b ]
  store i32 %z, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @crossing_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp slt i32 %lane, 3
  %k2 = icmp slt i32 %n, 5
  br i1 %k1, label %up.a, label %up.b
up.a:
  %a = add i32 %m, 1
  br i1 %k2, label %low.a, label %low.b
up.b:
  %b = add i32 %m, 2
  br i1 %k2, label %low.a, label %low.b
low.a:
  %x = phi i32 [ %a, %up.a ], [ %b, %up.b ]
  br label %done
low.b:
  %y = phi i32 [ %a, %up.a ], [ %b, %up.b ]
  br label %done
done:
  %z = phi i32 [ %x, %low.a ], [ %y, %low.b ]
  store i32 %z, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @crossing_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp slt i32 %lane, 3
  %k2 = icmp slt i32 %lane, 5
  br i1 %k1, label %up.a, label %up.b
up.a:
  %a = add i32 %m, 1
  br i1 %k2, label %low.a, label %low.b
up.b:
  %b = add i32 %m, 2
  br i1 %k2, label %low.a, label %low.b
low.a:
  %x = phi i32 [ %a, %up.a ], [ %b, %up.b ]
  br label %done
low.b:
  %y = phi i32 [ %a, %up.a ], [ %b, %up.b ]
  br label %done
done:
  %z = phi i32 [ %x, %low.a ], [ %y, %low.b ]
  store i32 %z, ptr addrspace(1) %out
  ret void
}

; early_return: one arm returns early: the remaining join has a single predecessor from the branch side.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @early_return_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp ne i32 %n, 7
  br i1 %k1, label %work, label %quit
quit:
  store i32 0, ptr addrspace(1) %out
  ret void
work:
  %k2 = icmp ugt i32 %n, 1
  br i1 %k2, label %more, label %tail
more:
  %a = add i32 %m, 9
  br label %tail
tail:
  %v = phi i32 [ %a, %more ], [ %m, %work ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @early_return_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp ne i32 %n, 7
  br i1 %k1, label %work, label %quit
quit:
  store i32 0, ptr addrspace(1) %out
  ret void
work:
  %k2 = icmp ugt i32 %lane, 1
  br i1 %k2, label %more, label %tail
more:
  %a = add i32 %m, 9
  br label %tail
tail:
  %v = phi i32 [ %a, %more ], [ %m, %work ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @early_return_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp ne i32 %lane, 7
  br i1 %k1, label %work, label %quit
quit:
  store i32 0, ptr addrspace(1) %out
  ret void
work:
  %k2 = icmp ugt i32 %n, 1
  br i1 %k2, label %more, label %tail
more:
  %a = add i32 %m, 9
  br label %tail
tail:
  %v = phi i32 [ %a, %more ], [ %m, %work ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @early_return_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp ne i32 %lane, 7
  br i1 %k1, label %work, label %quit
quit:
  store i32 0, ptr addrspace(1) %out
  ret void
work:
  %k2 = icmp ugt i32 %lane, 1
  br i1 %k2, label %more, label %tail
more:
  %a = add i32 %m, 9
  br label %tail
tail:
  %v = phi i32 [ %a, %more ], [ %m, %work ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; unreachable_arm: one arm ends in unreachable: it is no path to the join, so the join sees a single predecessor.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @unreachable_arm_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %n, 100
  br i1 %k1, label %bad, label %good
bad:
  unreachable
good:
  %k2 = icmp ult i32 %n, 2
  br i1 %k2, label %x, label %y
x:
  br label %z
y:
  br label %z
z:
  %v = phi i32 [ 1, %x ], [ 2, %y ]
  %w = phi i32 [ %m, %x ], [ %m, %y ]
  store i32 %v, ptr addrspace(1) %out
  store i32 %w, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @unreachable_arm_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %n, 100
  br i1 %k1, label %bad, label %good
bad:
  unreachable
good:
  %k2 = icmp ult i32 %lane, 2
  br i1 %k2, label %x, label %y
x:
  br label %z
y:
  br label %z
z:
  %v = phi i32 [ 1, %x ], [ 2, %y ]
  %w = phi i32 [ %m, %x ], [ %m, %y ]
  store i32 %v, ptr addrspace(1) %out
  store i32 %w, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @unreachable_arm_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %lane, 100
  br i1 %k1, label %bad, label %good
bad:
  unreachable
good:
  %k2 = icmp ult i32 %n, 2
  br i1 %k2, label %x, label %y
x:
  br label %z
y:
  br label %z
z:
  %v = phi i32 [ 1, %x ], [ 2, %y ]
  %w = phi i32 [ %m, %x ], [ %m, %y ]
  store i32 %v, ptr addrspace(1) %out
  store i32 %w, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @unreachable_arm_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %lane, 100
  br i1 %k1, label %bad, label %good
bad:
  unreachable
good:
  %k2 = icmp ult i32 %lane, 2
  br i1 %k2, label %x, label %y
x:
  br label %z
y:
  br label %z
z:
  %v = phi i32 [ 1, %x ], [ 2, %y ]
  %w = phi i32 [ %m, %x ], [ %m, %y ]
  store i32 %v, ptr addrspace(1) %out
  store i32 %w, ptr addrspace(1) %out
  ret void
}

; uniform_value_divergent_region: uniform computations inside divergently controlled blocks stay uniform; only the phis at joins pick up the branch.
; variant uu (X1 uniform, X2 uniform)
define amdgpu_kernel void @uniform_value_divergent_region_uu(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp slt i32 %n, 20
  br i1 %k1, label %a, label %b
a:
  %ua = mul i32 %m, %m
  %k2 = icmp slt i32 %n, 5
  br i1 %k2, label %c, label %d
b:
  %ub = sub i32 0, %m
  br label %d
c:
  %uc = or i32 %ua, 1
  br label %d
d:
  %pd = phi i32 [ %ua, %a ], [ %ub, %b ], [ %uc, %c ]
  %same = phi i32 [ %m, %a ], [ %m, %b ], [ %m, %c ]
  %sel = select i1 %k1, i32 %pd, i32 %same
  store i32 %sel, ptr addrspace(1) %out
  ret void
}

; variant ud (X1 uniform, X2 lane id)
define amdgpu_kernel void @uniform_value_divergent_region_ud(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp slt i32 %n, 20
  br i1 %k1, label %a, label %b
a:
  %ua = mul i32 %m, %m
  %k2 = icmp slt i32 %lane, 5
  br i1 %k2, label %c, label %d
b:
  %ub = sub i32 0, %m
  br label %d
c:
  %uc = or i32 %ua, 1
  br label %d
d:
  %pd = phi i32 [ %ua, %a ], [ %ub, %b ], [ %uc, %c ]
  %same = phi i32 [ %m, %a ], [ %m, %b ], [ %m, %c ]
  %sel = select i1 %k1, i32 %pd, i32 %same
  store i32 %sel, ptr addrspace(1) %out
  ret void
}

; variant du (X1 lane id, X2 uniform)
define amdgpu_kernel void @uniform_value_divergent_region_du(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp slt i32 %lane, 20
  br i1 %k1, label %a, label %b
a:
  %ua = mul i32 %m, %m
  %k2 = icmp slt i32 %n, 5
  br i1 %k2, label %c, label %d
b:
  %ub = sub i32 0, %m
  br label %d
c:
  %uc = or i32 %ua, 1
  br label %d
d:
  %pd = phi i32 [ %ua, %a ], [ %ub, %b ], [ %uc, %c ]
  %same = phi i32 [ %m, %a ], [ %m, %b ], [ %m, %c ]
  %sel = select i1 %k1, i32 %pd, i32 %same
  store i32 %sel, ptr addrspace(1) %out
  ret void
}

; variant dd (X1 lane id, X2 lane id)
define amdgpu_kernel void @uniform_value_divergent_region_dd(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp slt i32 %lane, 20
  br i1 %k1, label %a, label %b
a:
  %ua = mul i32 %m, %m
  %k2 = icmp slt i32 %lane, 5
  br i1 %k2, label %c, label %d
b:
  %ub = sub i32 0, %m
  br label %d
c:
  %uc = or i32 %ua, 1
  br label %d
d:
  %pd = phi i32 [ %ua, %a ], [ %ub, %b ], [ %uc, %c ]
  %same = phi i32 [ %m, %a ], [ %m, %b ], [ %m, %c ]
  %sel = select i1 %k1, i32 %pd, i32 %same
  store i32 %sel, ptr addrspace(1) %out
  ret void
}

; dead_cycle: a loop no path from the entry reaches, next to live code with its own branch: the dead blocks are not analysed as divergent.
; variant u (X1 uniform)
define amdgpu_kernel void @dead_cycle_u(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %n, 1
  br i1 %k1, label %live.a, label %live.b
dead:
  %d = phi i32 [ 0, %dead.latch ], [ 1, %dead.other ]
  %dk = icmp eq i32 %d, %lane
  br i1 %dk, label %dead.latch, label %dead.other
dead.latch:
  br label %dead
dead.other:
  br i1 %dk, label %dead, label %live.b
live.a:
  br label %live.b
live.b:
  %v = phi i32 [ 4, %entry ], [ 5, %live.a ], [ %d, %dead.other ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; variant d (X1 lane id)
define amdgpu_kernel void @dead_cycle_d(i32 %n, i32 %m, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %k1 = icmp sgt i32 %lane, 1
  br i1 %k1, label %live.a, label %live.b
dead:
  %d = phi i32 [ 0, %dead.latch ], [ 1, %dead.other ]
  %dk = icmp eq i32 %d, %lane
  br i1 %dk, label %dead.latch, label %dead.other
dead.latch:
  br label %dead
dead.other:
  br i1 %dk, label %dead, label %live.b
live.a:
  br label %live.b
live.b:
  %v = phi i32 [ 4, %entry ], [ 5, %live.a ], [ %d, %dead.other ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
