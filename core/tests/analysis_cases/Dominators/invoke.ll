; Exception edges: `invoke` has a normal and an unwind successor, the unwind block starts with
; a `landingpad`. An unnamed entry block whose invoke is followed by an unnamed, unreachable
; block holding a second invoke to the same successors (blocks numbered %0, %1); invokes in a
; loop; two invokes sharing one landing pad; a landing pad that resumes. Written for
; Reconverge; compared with opt-22 print<domtree>, print<postdomtree> and print<cycles> by
; tests/analysis_cases.rs.

define void @unnamed_blocks() personality ptr @personality {
  %p = invoke ptr @make()
          to label %use unwind label %cleanup
  invoke void @may_throw()
          to label %use unwind label %cleanup
use:
  %q = getelementptr inbounds i32, ptr %p, i64 2
  ret void
cleanup:
  %lp = landingpad { ptr, i32 }
          cleanup
  ret void
}

define void @shared_pad(i1 %c) personality ptr @personality {
entry:
  br i1 %c, label %first, label %second

first:
  invoke void @may_throw()
          to label %join unwind label %pad

second:
  invoke void @may_throw()
          to label %join unwind label %pad

join:
  ret void

pad:
  %lp = landingpad { ptr, i32 }
          catch ptr null
  ret void
}

define void @invoke_in_loop(i32 %n) personality ptr @personality {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %i1, %cont ]
  invoke void @may_throw()
          to label %cont unwind label %pad

cont:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %head, label %done

done:
  ret void

pad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}

define i32 @unwind_into_handler_loop(i1 %c) personality ptr @personality {
entry:
  %v = invoke i32 @value()
          to label %ok unwind label %handler

ok:
  ret i32 %v

handler:
  %lp = landingpad { ptr, i32 }
          cleanup
  br label %retry

retry:
  br i1 %c, label %retry, label %give_up

give_up:
  unreachable
}

declare i32 @personality(...)
declare void @may_throw()
declare ptr @make()
declare i32 @value()
