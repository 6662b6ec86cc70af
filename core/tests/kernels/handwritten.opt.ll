; ModuleID = '/tmp/regen.19398.ll'
source_filename = "/tmp/regen.19398.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@g = internal addrspace(1) global i32 0, align 4
@table = constant [2 x ptr] [ptr blockaddress(@indirect, %"a b"), ptr blockaddress(@indirect, %c)]

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

declare void @may_throw(i32)

declare i32 @__gxx_personality_v0(...)

declare i32 @__CxxFrameHandler3(...)

; Function Attrs: convergent nounwind
define amdgpu_kernel void @kernel(ptr addrspace(1) noundef %out, i32 %n) #1 !kernel_arg_addr_space !0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %"then block", label %"$d"

"then block":                                     ; preds = %"then block", %0
  %p = phi i32 [ 0, %0 ], [ %next, %"then block" ]
  %next = add nsw i32 %p, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %"$d", label %"then block", !llvm.loop !1

"$d":                                             ; preds = %"then block", %0
  %r = phi i32 [ %tid, %0 ], [ %next, %"then block" ]
  switch i32 %r, label %exit [
    i32 1, label %1
    i32 -2, label %"q\22q\\z"
    i32 3, label %1
  ]

1:                                                ; preds = %"$d", %"$d"
  br label %exit

"q\22q\\z":                                       ; preds = %"$d"
  %2 = add i32 %r, 1
  store i32 %2, ptr addrspace(1) %out, align 4
  br label %exit

exit:                                             ; preds = %"q\22q\\z", %1, %"$d"
  ret void
}

define void @indirect(ptr %addr, i1 %cond) {
entry:
  indirectbr ptr %addr, [label %"a b", label %c, label %"a b"]

"a b":                                            ; preds = %entry, %entry
  br i1 %cond, label %c, label %c

c:                                                ; preds = %"a b", %"a b", %entry
  unreachable
}

define i32 @invoker(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %cont unwind label %lpad

cont:                                             ; preds = %entry
  %y = callbr i32 asm "", "=r,r,!i"(i32 %x)
          to label %fall [label %ind]

fall:                                             ; preds = %cont
  ret i32 %y

ind:                                              ; preds = %cont
  ret i32 0

lpad:                                             ; preds = %entry
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  resume { ptr, i32 } %lp
}

define void @funclets(i32 %x) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ret unwind label %dispatch

dispatch:                                         ; preds = %entry
  %cs = catchswitch within none [label %h1, label %h2] unwind label %cleanup

h1:                                               ; preds = %dispatch
  %cp1 = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp1 to label %ret

h2:                                               ; preds = %dispatch
  %cp2 = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp2 to label %ret

cleanup:                                          ; preds = %dispatch
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

ret:                                              ; preds = %h2, %h1, %entry
  ret void
}

define void @dispatch2(i32 %x) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ret unwind label %dispatch

dispatch:                                         ; preds = %entry
  %cs = catchswitch within none [label %h] unwind to caller

h:                                                ; preds = %dispatch
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @may_throw(i32 1) [ "funclet"(token %cp) ]
  catchret from %cp to label %ret

ret:                                              ; preds = %h, %entry
  ret void
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nounwind "amdgpu-flat-work-group-size"="1,256" }

!0 = !{i32 1, i32 0}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.mustprogress"}
