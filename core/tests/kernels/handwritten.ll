; Hand-written IR exercising every terminator, quoted/numbered/unlabelled blocks and
; forward references. Checked against opt-22 (see handwritten.domtree, handwritten.opt.ll).
target triple = "amdgcn-amd-amdhsa"

%struct.S = type { i32, [4 x float] }

@g = internal addrspace(1) global i32 0, align 4
@table = constant [2 x ptr] [ptr blockaddress(@indirect, %"a b"), ptr blockaddress(@indirect, %c)]
$cd = comdat any

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @may_throw(i32)
declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)

define amdgpu_kernel void @kernel(ptr addrspace(1) noundef %out, i32 %n) #0 !kernel_arg_addr_space !1 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %"then block", label %"$d"

"then block":
  %p = phi i32 [ 0, %0 ], [ %next, %"then block" ]
  %next = add nsw i32 %p, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %"$d", label %"then block", !llvm.loop !2

"$d":
  %r = phi i32 [ %tid, %0 ], [ %next, %"then block" ]
  switch i32 %r, label %exit [
    i32 1, label %4
    i32 -2, label %"q\22q\5Cz"
    i32 3, label %4
  ]

4:
  br label %exit

"q\22q\5Cz":
  %5 = add i32 %r, 1
  store i32 %5, ptr addrspace(1) %out, align 4
  br label %exit

exit:
  ret void
}

define void @indirect(ptr %addr, i1 %cond) {
entry:
  indirectbr ptr %addr, [label %"a b", label %c, label %"a b"]
"a b":
  br i1 %cond, label %c, label %c
c:
  unreachable
}

define i32 @invoker(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %cont unwind label %lpad
cont:
  %y = callbr i32 asm "", "=r,r,!i"(i32 %x)
          to label %fall [label %ind]
fall:
  ret i32 %y
ind:
  ret i32 0
lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  resume { ptr, i32 } %lp
}

define void @funclets(i32 %x) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ret unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %h1, label %h2] unwind label %cleanup
h1:
  %cp1 = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp1 to label %ret
h2:
  %cp2 = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp2 to label %ret
cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller
ret:
  ret void
}

define void @dispatch2(i32 %x) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ret unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %h] unwind to caller
h:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @may_throw(i32 1) [ "funclet"(token %cp) ]
  catchret from %cp to label %ret
ret:
  ret void
}

attributes #0 = { convergent nounwind "amdgpu-flat-work-group-size"="1,256" }

!1 = !{i32 1, i32 0}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
