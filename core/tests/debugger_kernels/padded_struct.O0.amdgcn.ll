; ModuleID = 'padded_struct.cl'
source_filename = "padded_struct.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.item_t = type { i8, float }

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @padded_struct(ptr addrspace(1) noundef align 4 %0) #0 !dbg !10 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca %struct.item_t, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %2, align 8
    #dbg_declare(ptr addrspace(5) %2, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !21)
    #dbg_declare(ptr addrspace(5) %3, !22, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !29)
  %4 = getelementptr inbounds %struct.item_t, ptr addrspace(5) %3, i32 0, i32 0, !dbg !30
  store i8 3, ptr addrspace(5) %4, align 4, !dbg !31
  %5 = getelementptr inbounds %struct.item_t, ptr addrspace(5) %3, i32 0, i32 1, !dbg !32
  store float 1.500000e+00, ptr addrspace(5) %5, align 4, !dbg !33
  %6 = getelementptr inbounds %struct.item_t, ptr addrspace(5) %3, i32 0, i32 1, !dbg !34
  %7 = load float, ptr addrspace(5) %6, align 4, !dbg !34
  %8 = getelementptr inbounds %struct.item_t, ptr addrspace(5) %3, i32 0, i32 0, !dbg !35
  %9 = load i8, ptr addrspace(5) %8, align 4, !dbg !35
  %10 = sext i8 %9 to i32, !dbg !36
  %11 = sitofp i32 %10 to float, !dbg !36
  %12 = fmul float %7, %11, !dbg !37
  %13 = load ptr addrspace(1), ptr addrspace(5) %2, align 8, !dbg !38
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #2, !dbg !39
  %15 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %14, !dbg !38
  store float %12, ptr addrspace(1) %15, align 4, !dbg !40
  ret void, !dbg !41
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "padded_struct.cl", directory: "/work/main/core/tests/debugger_kernels", checksumkind: CSK_MD5, checksum: "aa96b308a693f54ba26859f1c264370d")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "padded_struct", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!15 = !{}
!16 = !{i32 1}
!17 = !{!"none"}
!18 = !{!"float*"}
!19 = !{!""}
!20 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!21 = !DILocation(line: 5, column: 41, scope: !10)
!22 = !DILocalVariable(name: "it", scope: !10, file: !1, line: 6, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "item_t", file: !1, line: 4, baseType: !24)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 4, size: 64, elements: !25)
!25 = !{!26, !28}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !24, file: !1, line: 4, baseType: !27, size: 8)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !24, file: !1, line: 4, baseType: !14, size: 32, offset: 32)
!29 = !DILocation(line: 6, column: 10, scope: !10)
!30 = !DILocation(line: 7, column: 6, scope: !10)
!31 = !DILocation(line: 7, column: 10, scope: !10)
!32 = !DILocation(line: 8, column: 6, scope: !10)
!33 = !DILocation(line: 8, column: 13, scope: !10)
!34 = !DILocation(line: 9, column: 30, scope: !10)
!35 = !DILocation(line: 9, column: 42, scope: !10)
!36 = !DILocation(line: 9, column: 39, scope: !10)
!37 = !DILocation(line: 9, column: 37, scope: !10)
!38 = !DILocation(line: 9, column: 3, scope: !10)
!39 = !DILocation(line: 9, column: 7, scope: !10)
!40 = !DILocation(line: 9, column: 25, scope: !10)
!41 = !DILocation(line: 10, column: 1, scope: !10)
