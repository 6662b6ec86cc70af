; ModuleID = 'reduce.cl'
source_filename = "reduce.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #0 !dbg !9 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
    #dbg_value(ptr addrspace(1) %0, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(ptr addrspace(1) %1, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(ptr addrspace(3) %2, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !32)
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !33
    #dbg_value(i64 %4, !21, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !32)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !34
    #dbg_value(i64 %5, !25, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !32)
  %6 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %5, !dbg !35
  %7 = load float, ptr addrspace(1) %6, align 4, !dbg !35, !tbaa !36, !amdgpu.noclobber !40
  %8 = trunc i64 %4 to i32, !dbg !41
  %9 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %8, !dbg !41
  store float %7, ptr addrspace(3) %9, align 4, !dbg !42, !tbaa !36
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !43
  %10 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !44
    #dbg_value(i64 %10, !26, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !45)
  %11 = icmp ult i64 %10, 2, !dbg !46
  br i1 %11, label %12, label %14, !dbg !48

12:                                               ; preds = %25, %3
  %13 = icmp eq i64 %4, 0, !dbg !49
  br i1 %13, label %27, label %31, !dbg !51

14:                                               ; preds = %3, %25
  %15 = phi i64 [ %16, %25 ], [ %10, %3 ]
  %16 = lshr i64 %15, 1, !dbg !52
  %17 = icmp ult i64 %4, %16, !dbg !53
  br i1 %17, label %18, label %25, !dbg !56

18:                                               ; preds = %14
  %19 = add nuw i64 %16, %4
  %20 = trunc i64 %19 to i32
  %21 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %20
  %22 = load float, ptr addrspace(3) %21, align 4, !dbg !57, !tbaa !36
  %23 = load float, ptr addrspace(3) %9, align 4, !dbg !58, !tbaa !36
  %24 = fadd float %22, %23, !dbg !58
  store float %24, ptr addrspace(3) %9, align 4, !dbg !58, !tbaa !36
  br label %25, !dbg !59

25:                                               ; preds = %18, %14
  tail call void @_Z7barrierj(i32 noundef 1) #4, !dbg !60
    #dbg_value(i64 %16, !26, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !45)
    #dbg_value(i64 %16, !26, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !45)
  %26 = icmp ult i64 %15, 4, !dbg !46
  br i1 %26, label %12, label %14, !dbg !48, !llvm.loop !61

27:                                               ; preds = %12
  %28 = load float, ptr addrspace(3) %2, align 4, !dbg !63, !tbaa !36
  %29 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !64
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29, !dbg !65
  store float %28, ptr addrspace(1) %30, align 4, !dbg !66, !tbaa !36
  br label %31, !dbg !65

31:                                               ; preds = %27, %12
  ret void, !dbg !67
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !68 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !72 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !73 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !78 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !79 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "reduce.cl", directory: "/work/wt-ir/core/tests/kernels", checksumkind: CSK_MD5, checksum: "1fdf9e7aab322157298e9e528d8ad42d")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "reduce", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!10 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !11)
!11 = !{null, !12, !15, !16}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32, dwarfAddressSpace: 2)
!17 = !{!18, !19, !20, !21, !25, !26}
!18 = !DILocalVariable(name: "in", arg: 1, scope: !9, file: !1, line: 3, type: !12)
!19 = !DILocalVariable(name: "out", arg: 2, scope: !9, file: !1, line: 3, type: !15)
!20 = !DILocalVariable(name: "tmp", arg: 3, scope: !9, file: !1, line: 3, type: !16)
!21 = !DILocalVariable(name: "lid", scope: !9, file: !1, line: 4, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !23, line: 142, baseType: !24)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DILocalVariable(name: "gid", scope: !9, file: !1, line: 5, type: !22)
!26 = !DILocalVariable(name: "s", scope: !27, file: !1, line: 8, type: !22)
!27 = distinct !DILexicalBlock(scope: !9, file: !1, line: 8, column: 5)
!28 = !{i32 1, i32 1, i32 3}
!29 = !{!"none", !"none", !"none"}
!30 = !{!"float*", !"float*", !"float*"}
!31 = !{!"const", !"", !""}
!32 = !DILocation(line: 0, scope: !9)
!33 = !DILocation(line: 4, column: 18, scope: !9)
!34 = !DILocation(line: 5, column: 18, scope: !9)
!35 = !DILocation(line: 6, column: 16, scope: !9)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !{}
!41 = !DILocation(line: 6, column: 5, scope: !9)
!42 = !DILocation(line: 6, column: 14, scope: !9)
!43 = !DILocation(line: 7, column: 5, scope: !9)
!44 = !DILocation(line: 8, column: 21, scope: !27)
!45 = !DILocation(line: 0, scope: !27)
!46 = !DILocation(line: 8, column: 46, scope: !47)
!47 = distinct !DILexicalBlock(scope: !27, file: !1, line: 8, column: 5)
!48 = !DILocation(line: 8, column: 5, scope: !27)
!49 = !DILocation(line: 13, column: 13, scope: !50)
!50 = distinct !DILexicalBlock(scope: !9, file: !1, line: 13, column: 9)
!51 = !DILocation(line: 13, column: 9, scope: !9)
!52 = !DILocation(line: 8, scope: !27)
!53 = !DILocation(line: 9, column: 17, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !1, line: 9, column: 13)
!55 = distinct !DILexicalBlock(scope: !47, file: !1, line: 8, column: 60)
!56 = !DILocation(line: 9, column: 13, scope: !55)
!57 = !DILocation(line: 10, column: 25, scope: !54)
!58 = !DILocation(line: 10, column: 22, scope: !54)
!59 = !DILocation(line: 10, column: 13, scope: !54)
!60 = !DILocation(line: 11, column: 9, scope: !55)
!61 = distinct !{!61, !48, !62}
!62 = !DILocation(line: 12, column: 5, scope: !27)
!63 = !DILocation(line: 14, column: 32, scope: !50)
!64 = !DILocation(line: 14, column: 13, scope: !50)
!65 = !DILocation(line: 14, column: 9, scope: !50)
!66 = !DILocation(line: 14, column: 30, scope: !50)
!67 = !DILocation(line: 15, column: 1, scope: !9)
!68 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 4, type: !69, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DISubroutineType(types: !70)
!70 = !{!24, !71}
!71 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!72 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 5, type: !69, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 7, type: !74, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !76}
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !23, line: 372, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !23, line: 129, baseType: !71)
!78 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 8, type: !69, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 14, type: !69, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
