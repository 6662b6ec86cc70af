; ModuleID = 'scale.cl'
source_filename = "scale.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @scale(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !16
  %5 = shl i64 %4, 32, !dbg !17
  %6 = ashr exact i64 %5, 32, !dbg !17
  %7 = icmp sgt i32 %2, 0, !dbg !18
  br i1 %7, label %8, label %21, !dbg !19

8:                                                ; preds = %3
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6, !dbg !17
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !17, !tbaa !20
  %11 = add nsw i32 %2, -1, !dbg !19
  %12 = zext nneg i32 %11 to i33, !dbg !19
  %13 = add nsw i32 %2, -2, !dbg !19
  %14 = zext i32 %13 to i33, !dbg !19
  %15 = mul i33 %12, %14, !dbg !19
  %16 = lshr i33 %15, 1, !dbg !19
  %17 = trunc nuw i33 %16 to i32, !dbg !19
  %18 = add i32 %17, %2, !dbg !19
  %19 = add i32 %18, -1, !dbg !19
  %20 = mul i32 %10, %19, !dbg !19
  br label %21, !dbg !24

21:                                               ; preds = %8, %3
  %22 = phi i32 [ 0, %3 ], [ %20, %8 ], !dbg !25
  %23 = and i64 %4, 1, !dbg !24
  %24 = icmp eq i64 %23, 0, !dbg !24
  %25 = sub nsw i32 0, %22
  %26 = select i1 %24, i32 %25, i32 %22, !dbg !26
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !27
  store i32 %26, ptr addrspace(1) %27, align 4, !dbg !28, !tbaa !20
  ret void, !dbg !29
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2}
!llvm.module.flags = !{!3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "scale.cl", directory: ".")
!2 = !{ptr @scale, !"kernel", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 2}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int"}
!15 = !{!"", !"const", !""}
!16 = !DILocation(line: 3, column: 11, scope: !9)
!17 = !DILocation(line: 4, column: 11, scope: !9)
!18 = !DILocation(line: 6, column: 21, scope: !9)
!19 = !DILocation(line: 6, column: 3, scope: !9)
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 9, column: 13, scope: !9)
!25 = !DILocation(line: 0, scope: !9)
!26 = !DILocation(line: 9, column: 7, scope: !9)
!27 = !DILocation(line: 11, column: 3, scope: !9)
!28 = !DILocation(line: 11, column: 10, scope: !9)
!29 = !DILocation(line: 12, column: 1, scope: !9)
; run: global 8 local 4
; arg 0 = i32[8] zeros
; arg 1 = i32[8] iota
; arg 2 = 3
