; Post-dominator trees of functions that do not always return: a branch into an infinite
; self-loop, an infinite loop with a body, a two-block infinite cycle that can go back to its
; preheader, a `br i1 true` that never leaves, two infinite loops (the roots are listed in
; layout order, and a loop placed before the return), an infinite loop nested in a loop that
; returns, and an `unreachable` end next to a `ret`. Written for Reconverge; compared with
; opt-22 print<domtree>, print<postdomtree> and print<cycles> by tests/analysis_cases.rs.

@g = external global i32, align 4

define void @stuck_or_return() {
entry:
  store i32 1, ptr @g, align 4
  %r = call i32 @query()
  %nz = icmp ne i32 %r, 0
  br i1 %nz, label %stuck_pre, label %leave

stuck_pre:
  br label %stuck

stuck:
  br label %stuck

leave:
  store i32 2, ptr @g, align 4
  ret void
}

define void @busy_forever_or_return() {
entry:
  %r = call i32 @query()
  %nz = icmp ne i32 %r, 0
  br i1 %nz, label %pre, label %leave

pre:
  br label %work

work:
  %v = load i32, ptr @g, align 4
  call void @consume(i32 %v)
  br label %work

leave:
  ret void
}

define void @cycle_back_to_preheader() {
entry:
  %r = call i32 @query()
  %nz = icmp ne i32 %r, 0
  br i1 %nz, label %pre, label %leave

pre:
  br label %work

work:
  %v = load i32, ptr @g, align 4
  call void @consume(i32 %v)
  br i1 true, label %work, label %pre

leave:
  ret void
}

define void @loop_before_return_in_layout(i1 %c) {
entry:
  br i1 %c, label %forever, label %leave

forever:
  br i1 true, label %forever, label %forever

leave:
  ret void
}

define void @two_traps(i1 %c, i1 %d) {
entry:
  br i1 %c, label %trap_b, label %mid

mid:
  br i1 %d, label %trap_a, label %leave

trap_a:
  br label %trap_a2

trap_a2:
  br label %trap_a

leave:
  ret void

trap_b:
  br label %trap_b
}

define void @only_infinite(i1 %c) {
entry:
  br i1 %c, label %left, label %right

left:
  br label %right

right:
  br i1 %c, label %left, label %right
}

define void @infinite_inside_returning_loop(i1 %c, i1 %d) {
entry:
  br label %outer

outer:
  br i1 %c, label %inner, label %latch

inner:
  br i1 %d, label %inner, label %inner

latch:
  br i1 %d, label %outer, label %leave

leave:
  ret void
}

define void @unreachable_and_return(i1 %c) {
entry:
  br i1 %c, label %bad, label %good

bad:
  call void @abort()
  unreachable

good:
  ret void
}

declare i32 @query()
declare void @consume(i32)
declare void @abort()
