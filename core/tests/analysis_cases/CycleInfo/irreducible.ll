; Irreducible cycles for CycleInfo: two, three and four entries; entries into the middle of a
; long chain; an irreducible cycle inside a natural loop and a natural loop inside an
; irreducible cycle; irreducible cycles nested three deep, where the order in which the
; entries are found decides every header. Written for Reconverge; compared with opt-22
; print<domtree>, print<postdomtree> and print<cycles> by tests/analysis_cases.rs.

define void @two_doors(i1 %p, i1 %q) {
start:
  br i1 %p, label %red, label %blue

red:
  br i1 %q, label %blue, label %out

blue:
  br i1 %q, label %out, label %red

out:
  ret void
}

define void @three_doors(i32 %which, i1 %p) {
start:
  switch i32 %which, label %one [ i32 1, label %two
                                  i32 2, label %three ]

one:
  br label %two

two:
  br label %three

three:
  br i1 %p, label %one, label %out

out:
  ret void
}

define void @four_doors_in_a_chain(i32 %which, i1 %p, i1 %q) {
start:
  switch i32 %which, label %c0 [ i32 1, label %c2
                                 i32 2, label %c4
                                 i32 3, label %c6 ]

c0:
  br label %c1

c1:
  br label %c2

c2:
  br i1 %p, label %c3, label %out

c3:
  br label %c4

c4:
  br label %c5

c5:
  br label %c6

c6:
  br i1 %q, label %c0, label %out

out:
  ret void
}

define void @crossed(i1 %p, i32 %s) {
start:
  br i1 %p, label %n, label %e

n:
  br i1 %p, label %s_, label %w

e:
  br i1 %p, label %w, label %s_

s_:
  switch i32 %s, label %n [ i32 0, label %w
                            i32 1, label %out ]

w:
  switch i32 %s, label %e [ i32 0, label %s_
                            i32 1, label %out ]

out:
  ret void
}

define void @irreducible_inside_natural_loop(i1 %p, i1 %q, i1 %r) {
start:
  br label %head

head:
  br i1 %p, label %x, label %y

x:
  br i1 %q, label %y, label %tail

y:
  br i1 %r, label %x, label %tail

tail:
  br i1 %p, label %head, label %out

out:
  ret void
}

define void @natural_loop_inside_irreducible(i1 %p, i1 %q) {
start:
  br i1 %p, label %u, label %v

u:
  br label %spin

spin:
  br i1 %q, label %spin, label %v

v:
  br i1 %q, label %u, label %out

out:
  ret void
}

define void @entry_order_decides(i1 %p, i1 %q, i1 %r) {
start:
  br i1 %p, label %later, label %sooner

sooner:
  br i1 %q, label %later, label %out

later:
  br label %mid

mid:
  br i1 %r, label %sooner, label %later

out:
  ret void
}

define void @nested_three_deep(i1 %c) {
start:
  br i1 %c, label %setup, label %bypass

setup:
  br label %top

bypass:
  br i1 %c, label %top, label %side

top:
  br i1 %c, label %k1, label %k4

k1:
  br i1 %c, label %k2, label %k5

k2:
  br i1 %c, label %k3, label %finish

k3:
  br i1 %c, label %k1, label %k4

k4:
  br i1 %c, label %k2, label %top

k5:
  br i1 %c, label %finish, label %top

side:
  br i1 %c, label %k4, label %finish

finish:
  ret void
}

define void @two_irreducible_regions(i1 %c, i1 %d) {
start:
  br i1 %c, label %a1, label %a2

a1:
  br i1 %d, label %a2, label %mid

a2:
  br i1 %d, label %a1, label %mid

mid:
  br i1 %c, label %b1, label %b2

b1:
  br i1 %d, label %b2, label %end

b2:
  br i1 %d, label %b1, label %mid

end:
  ret void
}
