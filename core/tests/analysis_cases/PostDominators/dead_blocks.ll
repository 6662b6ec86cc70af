; Post-dominator trees with unreachable blocks that still reach the exit: dead blocks that
; branch to the returning block (they become its children), a reachable infinite loop beside
; them (a second root), a long run of dead blocks in layout order, a diamond before the split
; whose arms hang under the join, a `br i1 1` with both arms live, and dead blocks that reach
; only the infinite loop. Written for Reconverge; compared with opt-22 print<domtree>,
; print<postdomtree> and print<cycles> by tests/analysis_cases.rs.

define internal void @dead_into_return(i1 %c) {
entry:
  br i1 %c, label %home, label %trap

trap:
  br label %trap

dead:
  br label %home

home:
  ret void
}

define internal void @two_step_split(i1 %c) {
entry:
  br i1 %c, label %next, label %trap

next:
  br i1 %c, label %home, label %trap

trap:
  br label %trap

dead:
  br label %home

home:
  ret void
}

define internal void @many_dead(i1 %c) {
entry:
  br i1 %c, label %home, label %trap

trap:
  br label %trap

d01:
  br label %home

d02:
  br label %home

d03:
  br label %home

d04:
  br label %home

d05:
  br label %home

d06:
  br label %home

d07:
  br label %home

d08:
  br label %home

d09:
  br label %home

d10:
  br label %home

d11:
  br label %home

d12:
  br label %home

d13:
  br label %home

d14:
  br label %home

d15:
  br label %home

d16:
  br label %home

d17:
  br label %home

d18:
  br label %home

d19:
  br label %home

d20:
  br label %home

d21:
  br label %home

d22:
  br label %home

d23:
  br label %home

d24:
  br label %home

d25:
  br label %d24

d26:
  br label %home

d27:
  br label %trap

d28:
  br label %home

d29:
  br label %home

d30:
  br label %home

home:
  ret void
}

define internal void @diamond_before_split(i1 %c) {
entry:
  br i1 1, label %l, label %r

l:
  br label %j

r:
  br label %j

j:
  br i1 %c, label %home, label %trap

trap:
  br label %trap

dead:
  br label %home

home:
  ret void
}

define internal void @dead_into_trap(i1 %c) {
entry:
  br i1 %c, label %home, label %trap

dead_a:
  br label %trap

trap:
  br label %trap

dead_b:
  br i1 %c, label %dead_a, label %trap

home:
  ret void
}

define internal void @dead_loop_into_return(i1 %c) {
entry:
  br label %home

dead_head:
  br i1 %c, label %dead_body, label %home

dead_body:
  br label %dead_head

home:
  ret void
}
