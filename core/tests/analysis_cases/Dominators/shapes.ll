; Dominator trees of small shapes: a diamond followed by a fork, a loop whose back edges come
; from three blocks (the children's order follows the successors' order), a ladder of
; diamonds, a switch with a duplicated target and a default that is also a case, and the
; loop-with-phi shapes (a rotated loop, a preheader-less loop, a loop-closing phi) that
; block-splitting passes produce; old typed-pointer syntax with named struct types (which
; opt-22 still reads as `ptr`). Written for Reconverge; compared with opt-22 print<domtree>,
; print<postdomtree> and print<cycles> by tests/analysis_cases.rs.

%struct.list = type { i32, %struct.list* }
%struct.table = type { i8**, i32, %struct.list*, [4 x i16] }

define void @diamond_then_fork(i1 %p) {
top:
  br i1 %p, label %l, label %r

l:
  br label %meet

r:
  br label %meet

meet:
  br i1 %p, label %x, label %y

x:
  ret void

y:
  ret void
}

define void @chain_with_back_edges(i1 %p) {
top:
  br label %s1

s1:
  br label %s2

s2:
  br i1 %p, label %s1, label %s3

s3:
  br i1 %p, label %s4, label %fin

s4:
  br i1 %p, label %s1, label %fin

fin:
  ret void
}

define void @diamond_ladder(i1 %a, i1 %b, i1 %c) {
top:
  br i1 %a, label %a_t, label %a_f

a_t:
  br label %a_j

a_f:
  br label %a_j

a_j:
  br i1 %b, label %b_t, label %b_j

b_t:
  br label %b_j

b_j:
  br i1 %c, label %c_j, label %c_f

c_f:
  br label %c_j

c_j:
  ret void
}

define void @switch_duplicates(i32 %v) {
top:
  switch i32 %v, label %d [ i32 0, label %k
                            i32 1, label %k
                            i32 2, label %d
                            i32 3, label %m ]

k:
  br label %d

m:
  br label %fin

d:
  br label %fin

fin:
  ret void
}

define i32 @rotated_loop(i32 %n) {
top:
  %skip = icmp sle i32 %n, 0
  br i1 %skip, label %none, label %body

body:
  %i = phi i32 [ 0, %top ], [ %next, %body ]
  %acc = phi i32 [ 0, %top ], [ %acc1, %body ]
  %acc1 = add i32 %acc, %i
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %body, label %after

after:
  %sum.lcssa = phi i32 [ %acc1, %body ]
  ret i32 %sum.lcssa

none:
  ret i32 0
}

define i32 @guarded_loop_with_closing_phi(i32 %n) {
top:
  br i1 false, label %loop, label %skip

step:
  %t = add i32 %c, 1
  br label %loop

loop:
  %c = phi i32 [ %t, %step ], [ 0, %top ]
  br i1 false, label %step, label %exit

exit:
  %c.out = phi i32 [ %c, %loop ]
  ret i32 %c.out

skip:
  ret i32 1
}

define i32 @constant_true_self_loop(i32 %x) {
top:
  br label %spin

spin:
  %cmp = icmp slt i32 0, 1000
  br i1 %cmp, label %spin, label %gone

gone:
  ret i32 %x
}

define i32 @typed_pointers(i32 %argc, i8** %argv, %struct.table* %t) {
top:
  %few = icmp slt i32 %argc, 2
  br i1 %few, label %usage, label %walk

walk:
  %node = phi %struct.list* [ null, %top ], [ %next, %step ]
  %done = icmp eq %struct.list* %node, null
  br i1 %done, label %out, label %step

step:
  %link = getelementptr inbounds %struct.list, %struct.list* %node, i32 0, i32 1
  %next = load %struct.list*, %struct.list** %link, align 8
  br label %walk

usage:
  %first = load i8*, i8** %argv, align 8
  br label %out

out:
  ret i32 0
}
