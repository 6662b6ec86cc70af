; The lifetime markers as clang-19 writes them (`llvm.lifetime.start/end` with the `i64` size
; operand LLVM 22 removed), written for Reconverge. opt-22 rebuilds each on the `alloca` its
; pointer strips to (`bitcast`, all-zero `getelementptr`), mangled on the `alloca`'s type,
; without the size, `tail`, call-site attributes or attachments other than `!dbg`, and deletes
; the ones whose pointer is not an `alloca` (an argument, a `select`, a `phi`, a non-zero
; `getelementptr`, `null`, `poison`). No target triple: tests/upgrade_differential.rs runs it
; as nvptx64-nvidia-cuda against opt-22.

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @use(ptr)

; clang-19's shape: a local array whose address escapes, numbered values; the `#1` group is
; shared with a call that keeps it, so the group numbers after the upgrade must shift.
define ptx_kernel void @local_array(ptr addrspace(1) %out, i32 %n) {
entry:
  %0 = alloca [16 x i32], align 4
  %1 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %0) #1
  %2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = and i32 %n, 15
  %4 = getelementptr inbounds [16 x i32], ptr %0, i32 0, i32 %3
  store i32 %2, ptr %4, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #1
  call void @use(ptr nonnull %1) #2
  %5 = load i32, ptr %1, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #1
  %6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %2
  store i32 %5, ptr addrspace(1) %6, align 4
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %0) #1
  ret void
}

; Markers inside a loop whose trip count is divergent, on an alloca reached through an
; all-zero GEP and a bitcast; `tail`, `notail`.
define ptx_kernel void @in_divergent_loop(ptr addrspace(1) %out) {
entry:
  %buf = alloca [8 x float], align 4
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %first = getelementptr inbounds [8 x float], ptr %buf, i64 0, i64 0
  %same = bitcast ptr %first to ptr
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  tail call void @llvm.lifetime.start.p0(i64 32, ptr %same)
  store float 1.0, ptr %first, align 4
  call void @use(ptr %buf)
  notail call void @llvm.lifetime.end.p0(i64 32, ptr %first)
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %tid
  br i1 %more, label %loop, label %exit

exit:
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %i.next, ptr addrspace(1) %slot, align 4
  ret void
}

; Pointers that are not an alloca once stripped: every call is deleted.
define ptx_kernel void @deleted_markers(ptr %arg, i1 %c) {
entry:
  %a = alloca [4 x i32], align 4
  %b = alloca [4 x i32], align 4
  %sel = select i1 %c, ptr %a, ptr %b
  %mid = getelementptr inbounds i8, ptr %a, i64 4
  call void @llvm.lifetime.start.p0(i64 16, ptr %sel)
  call void @llvm.lifetime.start.p0(i64 12, ptr %mid)
  call void @llvm.lifetime.start.p0(i64 16, ptr %arg)
  call void @llvm.lifetime.start.p0(i64 -1, ptr null)
  call void @llvm.lifetime.end.p0(i64 16, ptr poison)
  br i1 %c, label %left, label %right

left:
  br label %join

right:
  br label %join

join:
  %p = phi ptr [ %a, %left ], [ %b, %right ]
  call void @llvm.lifetime.end.p0(i64 16, ptr %p)
  call void @use(ptr %p)
  ret void
}

; The unsuffixed name, attachments: only `!dbg` survives (and is numbered); `!tbaa`-style
; and custom ones go with the call.
define void @unsuffixed_with_attachments(i32 %v) !dbg !3 {
entry:
  %x = alloca i32, align 4
  call void @llvm.lifetime.start(i64 4, ptr %x) #1, !annotation !7, !dbg !5
  store i32 %v, ptr %x, align 4, !dbg !6
  call void @use(ptr %x), !dbg !6
  call void @llvm.lifetime.end(i64 4, ptr %x), !annotation !8
  ret void, !dbg !6
}

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0
declare void @llvm.lifetime.start(i64, ptr)
declare void @llvm.lifetime.end(i64, ptr)

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nounwind }
attributes #2 = { convergent nounwind }

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C99, file: !2, emissionKind: FullDebug)
!2 = !DIFile(filename: "lifetime.c", directory: "/")
!3 = distinct !DISubprogram(name: "unsuffixed_with_attachments", scope: !2, file: !2, line: 1, unit: !1, spFlags: DISPFlagDefinition)
!5 = !DILocation(line: 2, scope: !3)
!6 = !DILocation(line: 3, scope: !3)
!7 = !{!"first"}
!8 = !{!"second"}
