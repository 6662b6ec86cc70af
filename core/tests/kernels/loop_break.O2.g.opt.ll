; ModuleID = '/tmp/regen.19398.ll'
source_filename = "loop_break.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @loop_break(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
    #dbg_value(ptr addrspace(1) %0, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
    #dbg_value(i32 %1, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !29
    #dbg_value(i64 %3, !17, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !28)
    #dbg_value(i32 0, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
    #dbg_value(i32 0, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !30)
  %4 = icmp sgt i32 %1, 0, !dbg !31
  br i1 %4, label %5, label %31, !dbg !32

5:                                                ; preds = %2
  %6 = trunc i64 %3 to i32, !dbg !29
    #dbg_value(i32 %6, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
  %7 = mul nsw i32 %6, %1
  br label %8, !dbg !32

8:                                                ; preds = %28, %5
  %9 = phi i32 [ 0, %5 ], [ %27, %28 ]
  %10 = phi i32 [ 0, %5 ], [ %29, %28 ]
    #dbg_value(i32 %9, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
    #dbg_value(i32 %10, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !30)
  %11 = add nsw i32 %10, %7, !dbg !33
  %12 = sext i32 %11 to i64, !dbg !34
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12, !dbg !34
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !34, !tbaa !35, !amdgpu.noclobber !39
    #dbg_value(i32 %14, !21, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  %15 = icmp slt i32 %14, 0, !dbg !41
  br i1 %15, label %25, label %16, !dbg !43

16:                                               ; preds = %8
  %17 = icmp eq i32 %14, 42, !dbg !44
  %18 = add nuw nsw i32 %14, %9
  %19 = icmp sgt i32 %18, 1000
  %20 = shl nuw nsw i32 %18, 1
  %21 = select i1 %19, i32 4, i32 0
  %22 = select i1 %19, i32 0, i32 %20
  %23 = select i1 %17, i32 2, i32 %21, !dbg !46
  %24 = select i1 %17, i32 %9, i32 %22, !dbg !46
  br label %25, !dbg !46

25:                                               ; preds = %16, %8
  %26 = phi i32 [ 4, %8 ], [ %23, %16 ]
  %27 = phi i32 [ %9, %8 ], [ %24, %16 ], !dbg !28
    #dbg_value(i32 %27, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
  switch i32 %26, label %31 [
    i32 0, label %28
    i32 4, label %28
  ]

28:                                               ; preds = %25, %25
  %29 = add nuw nsw i32 %10, 1, !dbg !47
    #dbg_value(i32 %27, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
    #dbg_value(i32 %29, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !30)
  %30 = icmp eq i32 %29, %1, !dbg !31
  br i1 %30, label %31, label %8, !dbg !32, !llvm.loop !48

31:                                               ; preds = %28, %25, %2
  %32 = phi i32 [ 0, %2 ], [ %27, %28 ], [ %27, %25 ], !dbg !50
    #dbg_value(i32 %32, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
  %33 = shl i64 %3, 32, !dbg !51
  %34 = ashr exact i64 %33, 30, !dbg !51
  %35 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %34, !dbg !51
  store i32 %32, ptr addrspace(1) %35, align 4, !dbg !52, !tbaa !35
  ret void, !dbg !53
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !54 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "loop_break.cl", directory: "/work/wt-ir/core/tests/kernels", checksumkind: CSK_MD5, checksum: "b7360aeba480740032ca606e170a4a5b")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "loop_break", scope: !1, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!10 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !11)
!11 = !{null, !12, !13}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16, !17, !18, !19, !21}
!15 = !DILocalVariable(name: "data", arg: 1, scope: !9, file: !1, line: 2, type: !12)
!16 = !DILocalVariable(name: "n", arg: 2, scope: !9, file: !1, line: 2, type: !13)
!17 = !DILocalVariable(name: "tid", scope: !9, file: !1, line: 3, type: !13)
!18 = !DILocalVariable(name: "acc", scope: !9, file: !1, line: 4, type: !13)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 5, type: !13)
!20 = distinct !DILexicalBlock(scope: !9, file: !1, line: 5, column: 5)
!21 = !DILocalVariable(name: "v", scope: !22, file: !1, line: 6, type: !13)
!22 = distinct !DILexicalBlock(scope: !23, file: !1, line: 5, column: 33)
!23 = distinct !DILexicalBlock(scope: !20, file: !1, line: 5, column: 5)
!24 = !{i32 1, i32 0}
!25 = !{!"none", !"none"}
!26 = !{!"int*", !"int"}
!27 = !{!"", !""}
!28 = !DILocation(line: 0, scope: !9)
!29 = !DILocation(line: 3, column: 15, scope: !9)
!30 = !DILocation(line: 0, scope: !20)
!31 = !DILocation(line: 5, column: 23, scope: !23)
!32 = !DILocation(line: 5, column: 5, scope: !20)
!33 = !DILocation(line: 6, column: 30, scope: !22)
!34 = !DILocation(line: 6, column: 17, scope: !22)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !{}
!40 = !DILocation(line: 0, scope: !22)
!41 = !DILocation(line: 7, column: 15, scope: !42)
!42 = distinct !DILexicalBlock(scope: !22, file: !1, line: 7, column: 13)
!43 = !DILocation(line: 7, column: 13, scope: !22)
!44 = !DILocation(line: 9, column: 15, scope: !45)
!45 = distinct !DILexicalBlock(scope: !22, file: !1, line: 9, column: 13)
!46 = !DILocation(line: 9, column: 13, scope: !22)
!47 = !DILocation(line: 5, column: 29, scope: !23)
!48 = distinct !{!48, !32, !49}
!49 = !DILocation(line: 17, column: 5, scope: !20)
!50 = !DILocation(line: 4, column: 9, scope: !9)
!51 = !DILocation(line: 18, column: 5, scope: !9)
!52 = !DILocation(line: 18, column: 15, scope: !9)
!53 = !DILocation(line: 19, column: 1, scope: !9)
!54 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 3, type: !55, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !58}
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
