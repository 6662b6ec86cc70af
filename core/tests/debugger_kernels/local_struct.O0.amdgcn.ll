; ModuleID = 'local_struct.cl'
source_filename = "local_struct.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.cell_t = type { i32, float }

@scale = hidden addrspace(4) constant [4 x float] [float 5.000000e-01, float 1.000000e+00, float 2.000000e+00, float 4.000000e+00], align 4, !dbg !0
@local_struct.cells = internal addrspace(3) global [4 x %struct.cell_t] undef, align 4, !dbg !5
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @local_struct(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !7 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
    #dbg_declare(ptr addrspace(5) %3, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !38)
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
    #dbg_declare(ptr addrspace(5) %5, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !42)
  %6 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !43
  %7 = trunc i64 %6 to i32, !dbg !43
  store i32 %7, ptr addrspace(5) %5, align 4, !dbg !42
  %8 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !44
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !45
  %10 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %9, !dbg !44
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !44
  %12 = load i32, ptr addrspace(5) %5, align 4, !dbg !46
  %13 = sext i32 %12 to i64, !dbg !47
  %14 = getelementptr inbounds [4 x %struct.cell_t], ptr addrspace(3) @local_struct.cells, i64 0, i64 %13, !dbg !47
  %15 = getelementptr inbounds %struct.cell_t, ptr addrspace(3) %14, i32 0, i32 0, !dbg !48
  store i32 %11, ptr addrspace(3) %15, align 4, !dbg !49
  %16 = load i32, ptr addrspace(5) %5, align 4, !dbg !50
  %17 = sext i32 %16 to i64, !dbg !51
  %18 = getelementptr inbounds [4 x float], ptr addrspace(4) @scale, i64 0, i64 %17, !dbg !51
  %19 = load float, ptr addrspace(4) %18, align 4, !dbg !51
  %20 = load i32, ptr addrspace(5) %5, align 4, !dbg !52
  %21 = sext i32 %20 to i64, !dbg !53
  %22 = getelementptr inbounds [4 x %struct.cell_t], ptr addrspace(3) @local_struct.cells, i64 0, i64 %21, !dbg !53
  %23 = getelementptr inbounds %struct.cell_t, ptr addrspace(3) %22, i32 0, i32 0, !dbg !54
  %24 = load i32, ptr addrspace(3) %23, align 4, !dbg !54
  %25 = sitofp i32 %24 to float, !dbg !53
  %26 = fmul float %19, %25, !dbg !55
  %27 = load i32, ptr addrspace(5) %5, align 4, !dbg !56
  %28 = sext i32 %27 to i64, !dbg !57
  %29 = getelementptr inbounds [4 x %struct.cell_t], ptr addrspace(3) @local_struct.cells, i64 0, i64 %28, !dbg !57
  %30 = getelementptr inbounds %struct.cell_t, ptr addrspace(3) %29, i32 0, i32 1, !dbg !58
  store float %26, ptr addrspace(3) %30, align 4, !dbg !59
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !60
  %31 = load i32, ptr addrspace(5) %5, align 4, !dbg !61
  %32 = add nsw i32 %31, 1, !dbg !62
  %33 = srem i32 %32, 4, !dbg !63
  %34 = sext i32 %33 to i64, !dbg !64
  %35 = getelementptr inbounds [4 x %struct.cell_t], ptr addrspace(3) @local_struct.cells, i64 0, i64 %34, !dbg !64
  %36 = getelementptr inbounds %struct.cell_t, ptr addrspace(3) %35, i32 0, i32 1, !dbg !65
  %37 = load float, ptr addrspace(3) %36, align 4, !dbg !65
  %38 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !dbg !66
  %39 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !67
  %40 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %39, !dbg !66
  store float %37, ptr addrspace(1) %40, align 4, !dbg !68
  ret void, !dbg !69
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!opencl.ocl.version = !{!31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "scale", scope: !2, file: !3, line: 4, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "local_struct.cl", directory: "/work/main/core/tests/debugger_kernels", checksumkind: CSK_MD5, checksum: "fafa0003c5ca2180d79988cf036dd9ea")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!6 = distinct !DIGlobalVariable(name: "cells", scope: !7, file: !3, line: 6, type: !16, isLocal: true, isDefinition: true)
!7 = distinct !DISubprogram(name: "local_struct", scope: !3, file: !3, line: 5, type: !8, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !15)
!8 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !9)
!9 = !{null, !10, !12}
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{}
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 256, elements: !22)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "cell_t", file: !3, line: 3, baseType: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 3, size: 64, elements: !19)
!19 = !{!20, !21}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !18, file: !3, line: 3, baseType: !14, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !18, file: !3, line: 3, baseType: !11, size: 32, offset: 32)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !22)
!25 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{i32 2, i32 0}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = !{i32 1, i32 1}
!34 = !{!"none", !"none"}
!35 = !{!"float*", !"int*"}
!36 = !{!"", !"const"}
!37 = !DILocalVariable(name: "out", arg: 1, scope: !7, file: !3, line: 5, type: !10)
!38 = !DILocation(line: 5, column: 40, scope: !7)
!39 = !DILocalVariable(name: "in", arg: 2, scope: !7, file: !3, line: 5, type: !12)
!40 = !DILocation(line: 5, column: 63, scope: !7)
!41 = !DILocalVariable(name: "lid", scope: !7, file: !3, line: 7, type: !14)
!42 = !DILocation(line: 7, column: 7, scope: !7)
!43 = !DILocation(line: 7, column: 13, scope: !7)
!44 = !DILocation(line: 8, column: 22, scope: !7)
!45 = !DILocation(line: 8, column: 25, scope: !7)
!46 = !DILocation(line: 8, column: 9, scope: !7)
!47 = !DILocation(line: 8, column: 3, scope: !7)
!48 = !DILocation(line: 8, column: 14, scope: !7)
!49 = !DILocation(line: 8, column: 20, scope: !7)
!50 = !DILocation(line: 9, column: 29, scope: !7)
!51 = !DILocation(line: 9, column: 23, scope: !7)
!52 = !DILocation(line: 9, column: 42, scope: !7)
!53 = !DILocation(line: 9, column: 36, scope: !7)
!54 = !DILocation(line: 9, column: 47, scope: !7)
!55 = !DILocation(line: 9, column: 34, scope: !7)
!56 = !DILocation(line: 9, column: 9, scope: !7)
!57 = !DILocation(line: 9, column: 3, scope: !7)
!58 = !DILocation(line: 9, column: 14, scope: !7)
!59 = !DILocation(line: 9, column: 21, scope: !7)
!60 = !DILocation(line: 10, column: 3, scope: !7)
!61 = !DILocation(line: 11, column: 34, scope: !7)
!62 = !DILocation(line: 11, column: 38, scope: !7)
!63 = !DILocation(line: 11, column: 43, scope: !7)
!64 = !DILocation(line: 11, column: 27, scope: !7)
!65 = !DILocation(line: 11, column: 48, scope: !7)
!66 = !DILocation(line: 11, column: 3, scope: !7)
!67 = !DILocation(line: 11, column: 7, scope: !7)
!68 = !DILocation(line: 11, column: 25, scope: !7)
!69 = !DILocation(line: 12, column: 1, scope: !7)
