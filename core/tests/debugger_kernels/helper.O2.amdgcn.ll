; ModuleID = '/work/main/core/tests/debugger_kernels/helper.cl'
source_filename = "/work/main/core/tests/debugger_kernels/helper.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @clamp_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
    #dbg_value(i32 %0, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
    #dbg_value(i32 %1, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
    #dbg_value(i32 %2, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
  %4 = add nsw i32 %1, %0, !dbg !20
    #dbg_value(i32 %4, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
  %5 = tail call i32 @llvm.smin.i32(i32 %4, i32 %2), !dbg !21
    #dbg_value(i32 %5, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
  ret i32 %5, !dbg !22
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @helper(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !dbg !23 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
    #dbg_value(ptr addrspace(1) %0, !30, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_value(ptr addrspace(1) %1, !31, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_value(i32 %2, !32, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !41
  %5 = trunc i64 %4 to i32, !dbg !41
    #dbg_value(i32 %5, !33, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  %6 = shl i64 %4, 32, !dbg !42
  %7 = ashr exact i64 %6, 32, !dbg !42
  %8 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7, !dbg !42
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !42, !tbaa !43, !amdgpu.noclobber !47
  %10 = mul nsw i32 %9, 3, !dbg !48
    #dbg_value(i32 %10, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_value(i32 %10, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(i32 %5, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(i32 %2, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !49)
  %11 = add nsw i32 %10, %5, !dbg !51
    #dbg_value(i32 %11, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !49)
  %12 = tail call i32 @llvm.smin.i32(i32 %11, i32 %2), !dbg !52
    #dbg_value(i32 %12, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !49)
    #dbg_value(i32 %12, !35, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !53
  store i32 %12, ptr addrspace(1) %13, align 4, !dbg !54, !tbaa !43
  ret void, !dbg !55
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !56 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "/work/main/core/tests/debugger_kernels/helper.cl", directory: "/tmp", checksumkind: CSK_MD5, checksum: "27aa25861feb79e97ed6c5c670efacf8")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 1, i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "clamp_add", scope: !10, file: !10, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!10 = !DIFile(filename: "/work/main/core/tests/debugger_kernels/helper.cl", directory: "", checksumkind: CSK_MD5, checksum: "27aa25861feb79e97ed6c5c670efacf8")
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15, !16, !17, !18}
!15 = !DILocalVariable(name: "v", arg: 1, scope: !9, file: !10, line: 2, type: !13)
!16 = !DILocalVariable(name: "lo", arg: 2, scope: !9, file: !10, line: 2, type: !13)
!17 = !DILocalVariable(name: "hi", arg: 3, scope: !9, file: !10, line: 2, type: !13)
!18 = !DILocalVariable(name: "s", scope: !9, file: !10, line: 3, type: !13)
!19 = !DILocation(line: 0, scope: !9)
!20 = !DILocation(line: 3, column: 13, scope: !9)
!21 = !DILocation(line: 4, column: 7, scope: !9)
!22 = !DILocation(line: 7, column: 3, scope: !9)
!23 = distinct !DISubprogram(name: "helper", scope: !10, file: !10, line: 10, type: !24, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !29)
!24 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !25)
!25 = !{null, !26, !27, !13}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!29 = !{!30, !31, !32, !33, !34, !35}
!30 = !DILocalVariable(name: "out", arg: 1, scope: !23, file: !10, line: 10, type: !26)
!31 = !DILocalVariable(name: "in", arg: 2, scope: !23, file: !10, line: 10, type: !27)
!32 = !DILocalVariable(name: "limit", arg: 3, scope: !23, file: !10, line: 10, type: !13)
!33 = !DILocalVariable(name: "i", scope: !23, file: !10, line: 11, type: !13)
!34 = !DILocalVariable(name: "v", scope: !23, file: !10, line: 12, type: !13)
!35 = !DILocalVariable(name: "r", scope: !23, file: !10, line: 13, type: !13)
!36 = !{i32 1, i32 1, i32 0}
!37 = !{!"none", !"none", !"none"}
!38 = !{!"int*", !"int*", !"int"}
!39 = !{!"", !"const", !""}
!40 = !DILocation(line: 0, scope: !23)
!41 = !DILocation(line: 11, column: 11, scope: !23)
!42 = !DILocation(line: 12, column: 11, scope: !23)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !{}
!48 = !DILocation(line: 12, column: 17, scope: !23)
!49 = !DILocation(line: 0, scope: !9, inlinedAt: !50)
!50 = distinct !DILocation(line: 13, column: 11, scope: !23)
!51 = !DILocation(line: 3, column: 13, scope: !9, inlinedAt: !50)
!52 = !DILocation(line: 4, column: 7, scope: !9, inlinedAt: !50)
!53 = !DILocation(line: 14, column: 3, scope: !23)
!54 = !DILocation(line: 14, column: 10, scope: !23)
!55 = !DILocation(line: 15, column: 1, scope: !23)
!56 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !10, file: !10, line: 11, type: !57, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(types: !58)
!58 = !{!59, !60}
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
