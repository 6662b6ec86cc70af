; Cycles with unreachable blocks around them: a dead block that branches into the middle of a
; loop (it must not make that block an entry), a dead block that branches to a header, a dead
; cycle of its own feeding a live loop, and a dead block between the loop's blocks in layout
; order. Written for Reconverge; compared with opt-22 print<domtree>, print<postdomtree> and
; print<cycles> by tests/analysis_cases.rs.

define void @dead_edge_into_body(i1 %p) {
start:
  br label %head

head:
  br label %body

dead:
  br label %body

body:
  br i1 %p, label %out, label %latch

latch:
  br label %head

out:
  ret void
}

define void @dead_edge_into_header(i1 %p) {
start:
  br label %head

ghost:
  br label %head

head:
  br i1 %p, label %head2, label %out

head2:
  br label %head

out:
  ret void
}

define void @dead_cycle_feeds_live_loop(i1 %p) {
start:
  br label %live

limbo:
  br i1 %p, label %limbo2, label %live_body

limbo2:
  br label %limbo

live:
  br label %live_body

live_body:
  br i1 %p, label %live, label %out

out:
  ret void
}

define i32 @dead_between_loop_blocks(i32 %n) {
start:
  br label %head

head:
  %i = phi i32 [ 0, %start ], [ %i1, %step ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %step, label %out

orphan:
  %j = add i32 %n, 3
  br label %step

step:
  %i1 = add i32 %i, 1
  br label %head

out:
  ret i32 %i
}
