; Control flow full of critical edges (an edge from a block with several successors to a
; block with several predecessors): a decoder-like routine with four loop nests that all leave
; to one common block, early returns from many places, and a branch-on-constant maze, the
; shapes critical-edge splitting has to keep the dominator tree right for. Written for
; Reconverge; compared with opt-22 print<domtree>, print<postdomtree> and print<cycles> by
; tests/analysis_cases.rs.

define void @decode(i1 %c) {
entry:
  br i1 %c, label %fill, label %fail

fill:
  br i1 %c, label %need_more, label %check

need_more:
  br i1 %c, label %check, label %header

check:
  br i1 %c, label %fail, label %refill

refill:
  br i1 %c, label %fill, label %fail

header:
  br i1 %c, label %info_a, label %info_b

info_a:
  br i1 %c, label %info_done, label %info_c

info_c:
  br i1 %c, label %stream, label %info_done

info_b:
  br label %info_done

info_done:
  br i1 %c, label %stream, label %mode

stream:
  br label %mode

mode:
  br i1 %c, label %pick, label %fail

pick:
  br i1 %c, label %mono, label %other

mono:
  br i1 %c, label %m_loop, label %merge

m_body:
  br i1 %c, label %m_next, label %m_alt

m_alt:
  br i1 %c, label %m_alt2, label %m_next

m_alt2:
  br label %m_next

m_next:
  br label %m_loop

m_loop:
  br i1 %c, label %m_body, label %m_latch

m_latch:
  br i1 %c, label %m_loop, label %merge

other:
  br i1 %c, label %stereo, label %multi

stereo:
  br i1 %c, label %s_head, label %s_pre

s_pre:
  br i1 %c, label %s_head, label %merge

s_head:
  br i1 %c, label %s_in, label %s_latch

s_in:
  br i1 %c, label %s_in2, label %s_in_alt

s_in_alt:
  br i1 %c, label %s_in_alt2, label %s_in2

s_in_alt2:
  br label %s_in2

s_in2:
  br i1 %c, label %s_in, label %s_latch

s_latch:
  br i1 %c, label %s_head, label %merge

multi:
  br i1 %c, label %q_head, label %merge

q_head:
  br i1 %c, label %q_a, label %q_latch

q_a:
  br i1 %c, label %q_b, label %q_c

q_c:
  br i1 %c, label %q_b, label %q_d

q_d:
  br label %q_b

q_b:
  br label %q_head_again

q_head_again:
  br i1 %c, label %q_head, label %q_latch

q_latch:
  br i1 %c, label %q_a, label %merge

tail_body:
  br i1 %c, label %t_b, label %t_a

t_a:
  br i1 %c, label %t_c, label %t_b

t_c:
  br label %t_b

t_b:
  br label %t_loop

t_loop:
  br i1 %c, label %tail_body, label %t_latch

t_latch:
  br i1 %c, label %t_loop, label %merge

merge:
  br i1 %c, label %conv, label %slow

slow:
  br i1 %c, label %finish, label %conv

conv:
  br label %finish

finish:
  br i1 %c, label %ok, label %short

short:
  ret void

ok:
  ret void

fail:
  ret void
}

define i32 @constant_maze(i32 %x) {
entry:
  br i1 true, label %a, label %b

a:
  br i1 false, label %c, label %d

b:
  br i1 true, label %d, label %e

c:
  br i1 true, label %e, label %a

d:
  switch i32 %x, label %f [ i32 0, label %c
                            i32 9, label %e ]

e:
  %r = phi i32 [ 1, %b ], [ 2, %c ], [ 3, %d ]
  br label %f

f:
  %s = phi i32 [ 0, %d ], [ %r, %e ]
  ret i32 %s
}
