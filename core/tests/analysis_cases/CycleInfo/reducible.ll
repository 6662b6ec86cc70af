; Reducible cycles (natural loops) for CycleInfo: no cycle, a self-loop, two back edges to one
; header, nests two and three deep, an inner header that exits straight to the outer header
; (the outer latch sits inside the inner loop), loops side by side and one after another, and
; two inner loops of one outer loop reached through `switch`. Written for Reconverge; compared
; with opt-22 print<domtree>, print<postdomtree> and print<cycles> by tests/analysis_cases.rs.

define void @straight_line(i32 %n) {
start:
  %m = add i32 %n, 1
  br label %middle

middle:
  %z = icmp eq i32 %m, 0
  br i1 %z, label %left, label %right

left:
  br label %done

right:
  br label %done

done:
  ret void
}

define void @spin(i1 %again) {
start:
  br label %body

body:
  br i1 %again, label %body, label %out

out:
  ret void
}

define void @two_back_edges(i1 %p, i1 %q) {
start:
  br label %head

head:
  br i1 %p, label %first_half, label %second_half

first_half:
  br i1 %q, label %head, label %second_half

second_half:
  br i1 %q, label %out, label %head

out:
  ret void
}

define void @loop_in_loop(i1 %p, i1 %q) {
start:
  br label %outer

outer:
  br label %inner

inner:
  br i1 %p, label %inner, label %outer_tail

outer_tail:
  br i1 %q, label %outer, label %out

out:
  ret void
}

define void @inner_exits_to_outer_header(i1 %p, i1 %q) {
start:
  br label %outer

outer:
  br label %inner

inner:
  br i1 %p, label %inner_tail, label %outer

inner_tail:
  br i1 %q, label %out, label %inner

out:
  ret void
}

define void @side_by_side(i1 %p, i1 %q) {
start:
  br i1 %p, label %west, label %east

west:
  br i1 %q, label %west, label %join

east:
  br i1 %q, label %join, label %east

join:
  ret void
}

define void @one_after_another(i1 %p, i1 %q) {
start:
  br label %first

first:
  br i1 %p, label %first, label %between

between:
  br label %second

second:
  br i1 %q, label %out, label %second

out:
  ret void
}

define void @two_inner_loops_by_switch(i32 %sel, i32 %k) {
start:
  br label %outer

outer:
  switch i32 %sel, label %up [ i32 1, label %down ]

up:
  switch i32 %k, label %out [ i32 0, label %up
                              i32 7, label %outer ]

down:
  switch i32 %k, label %outer [ i32 3, label %out
                                i32 4, label %down ]

out:
  ret void
}

define void @switch_on_undef(i1 %p) {
start:
  br label %ring

ring:
  switch i32 undef, label %ring [ i32 0, label %leave
                                  i32 1, label %aside ]

aside:
  br i1 %p, label %ring, label %leave

leave:
  ret void
}

define void @three_levels(i1 %p, i1 %q, i1 %r) {
start:
  br label %l1

l1:
  br label %l2

l2:
  br label %l3

l3:
  br i1 %p, label %l2, label %l3_tail

l3_tail:
  br i1 %q, label %l3, label %l1_tail

l1_tail:
  br i1 %r, label %l1, label %out

out:
  ret void
}

define void @four_levels_two_exits(i1 %p, i1 %q, i1 %r, i1 %s) {
start:
  br label %a

a:
  br label %b

b:
  br i1 %s, label %c, label %early

c:
  br label %d

d:
  br i1 %p, label %d, label %c_latch

c_latch:
  br i1 %q, label %c, label %b_latch

b_latch:
  br i1 %r, label %b, label %a_latch

a_latch:
  br i1 %s, label %a, label %late

early:
  ret void

late:
  ret void
}
