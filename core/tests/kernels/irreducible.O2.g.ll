; ModuleID = 'irreducible.cl'
source_filename = "irreducible.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @irreducible(ptr addrspace(1) nocapture noundef align 4 %0) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
    #dbg_value(ptr addrspace(1) %0, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !24)
  %2 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !25
    #dbg_value(i64 %2, !16, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !24)
  %3 = shl i64 %2, 32, !dbg !26
  %4 = ashr exact i64 %3, 30, !dbg !26
  %5 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %4, !dbg !26
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !26, !tbaa !27, !amdgpu.noclobber !31
    #dbg_value(i32 %6, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !24)
  %7 = and i32 %6, 1, !dbg !32
  %8 = icmp eq i32 %7, 0, !dbg !32
  br i1 %8, label %9, label %13, !dbg !34

9:                                                ; preds = %15, %1
  %10 = phi i32 [ %6, %1 ], [ %17, %15 ], !dbg !24
    #dbg_value(i32 %10, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !24)
    #dbg_label(!18, !35)
  %11 = mul nsw i32 %10, 3, !dbg !36
  %12 = add nsw i32 %11, 1, !dbg !37
    #dbg_value(i32 %12, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !24)
  br label %13, !dbg !38

13:                                               ; preds = %9, %1
  %14 = phi i32 [ %6, %1 ], [ %12, %9 ]
  br label %15, !dbg !39

15:                                               ; preds = %13, %22
  %16 = phi i32 [ %17, %22 ], [ %14, %13 ], !dbg !24
    #dbg_value(i32 %16, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !24)
    #dbg_label(!19, !41)
  %17 = sdiv i32 %16, 2, !dbg !42
    #dbg_value(i32 %17, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !24)
  %18 = icmp slt i32 %16, 4, !dbg !43
  %19 = and i32 %17, 4
  %20 = icmp eq i32 %19, 0
  %21 = or i1 %18, %20, !dbg !39
  br i1 %21, label %22, label %9, !dbg !39

22:                                               ; preds = %15
  %23 = icmp sgt i32 %16, 15, !dbg !44
  br i1 %23, label %15, label %24, !dbg !46

24:                                               ; preds = %22
  store i32 %17, ptr addrspace(1) %5, align 4, !dbg !47, !tbaa !27
  ret void, !dbg !48
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !49 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "irreducible.cl", directory: "/work/wt-ir/core/tests/kernels", checksumkind: CSK_MD5, checksum: "3cc088b975d89c40abbd34f61a24aad5")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "irreducible", scope: !1, file: !1, line: 2, type: !10, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16, !17, !18, !19}
!15 = !DILocalVariable(name: "data", arg: 1, scope: !9, file: !1, line: 2, type: !12)
!16 = !DILocalVariable(name: "tid", scope: !9, file: !1, line: 3, type: !13)
!17 = !DILocalVariable(name: "x", scope: !9, file: !1, line: 4, type: !13)
!18 = !DILabel(scope: !9, name: "top", file: !1, line: 7)
!19 = !DILabel(scope: !9, name: "middle", file: !1, line: 9)
!20 = !{i32 1}
!21 = !{!"none"}
!22 = !{!"int*"}
!23 = !{!""}
!24 = !DILocation(line: 0, scope: !9)
!25 = !DILocation(line: 3, column: 15, scope: !9)
!26 = !DILocation(line: 4, column: 13, scope: !9)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C/C++ TBAA"}
!31 = !{}
!32 = !DILocation(line: 5, column: 11, scope: !33)
!33 = distinct !DILexicalBlock(scope: !9, file: !1, line: 5, column: 9)
!34 = !DILocation(line: 5, column: 9, scope: !9)
!35 = !DILocation(line: 7, column: 1, scope: !9)
!36 = !DILocation(line: 8, column: 11, scope: !9)
!37 = !DILocation(line: 8, column: 15, scope: !9)
!38 = !DILocation(line: 8, column: 5, scope: !9)
!39 = !DILocation(line: 11, column: 15, scope: !40)
!40 = distinct !DILexicalBlock(scope: !9, file: !1, line: 11, column: 9)
!41 = !DILocation(line: 9, column: 1, scope: !9)
!42 = !DILocation(line: 10, column: 11, scope: !9)
!43 = !DILocation(line: 11, column: 11, scope: !40)
!44 = !DILocation(line: 13, column: 11, scope: !45)
!45 = distinct !DILexicalBlock(scope: !9, file: !1, line: 13, column: 9)
!46 = !DILocation(line: 13, column: 9, scope: !9)
!47 = !DILocation(line: 15, column: 15, scope: !9)
!48 = !DILocation(line: 16, column: 1, scope: !9)
!49 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 3, type: !50, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !53}
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
