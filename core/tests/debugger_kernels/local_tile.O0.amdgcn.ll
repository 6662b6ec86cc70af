; ModuleID = 'local_tile.cl'
source_filename = "local_tile.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@local_tile.tile = internal addrspace(3) global [16 x float] undef, align 4, !dbg !0
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @local_tile(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !dbg !2 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca [2 x float], align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
    #dbg_declare(ptr addrspace(5) %3, !28, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !29)
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !30, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !31)
    #dbg_declare(ptr addrspace(5) %5, !32, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_declare(ptr addrspace(5) %6, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !39)
  %7 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !40
  %8 = trunc i64 %7 to i32, !dbg !40
  store i32 %8, ptr addrspace(5) %6, align 4, !dbg !39
  %9 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !41
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !42
  %11 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %10, !dbg !41
  %12 = load float, ptr addrspace(1) %11, align 4, !dbg !41
  %13 = fmul float %12, 5.000000e-01, !dbg !43
  %14 = load i32, ptr addrspace(5) %6, align 4, !dbg !44
  %15 = sext i32 %14 to i64, !dbg !45
  %16 = getelementptr inbounds [16 x float], ptr addrspace(3) @local_tile.tile, i64 0, i64 %15, !dbg !45
  store float %13, ptr addrspace(3) %16, align 4, !dbg !46
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !47
  %17 = load i32, ptr addrspace(5) %6, align 4, !dbg !48
  %18 = sext i32 %17 to i64, !dbg !49
  %19 = getelementptr inbounds [16 x float], ptr addrspace(3) @local_tile.tile, i64 0, i64 %18, !dbg !49
  %20 = load float, ptr addrspace(3) %19, align 4, !dbg !49
  %21 = getelementptr inbounds [2 x float], ptr addrspace(5) %5, i64 0, i64 0, !dbg !50
  store float %20, ptr addrspace(5) %21, align 4, !dbg !51
  %22 = load i32, ptr addrspace(5) %6, align 4, !dbg !52
  %23 = add nsw i32 %22, 1, !dbg !53
  %24 = sext i32 %23 to i64, !dbg !54
  %25 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !55
  %26 = urem i64 %24, %25, !dbg !56
  %27 = getelementptr inbounds [16 x float], ptr addrspace(3) @local_tile.tile, i64 0, i64 %26, !dbg !57
  %28 = load float, ptr addrspace(3) %27, align 4, !dbg !57
  %29 = getelementptr inbounds [2 x float], ptr addrspace(5) %5, i64 0, i64 1, !dbg !58
  store float %28, ptr addrspace(5) %29, align 4, !dbg !59
  %30 = getelementptr inbounds [2 x float], ptr addrspace(5) %5, i64 0, i64 0, !dbg !60
  %31 = load float, ptr addrspace(5) %30, align 4, !dbg !60
  %32 = getelementptr inbounds [2 x float], ptr addrspace(5) %5, i64 0, i64 1, !dbg !61
  %33 = load float, ptr addrspace(5) %32, align 4, !dbg !61
  %34 = fadd float %31, %33, !dbg !62
  %35 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !dbg !63
  %36 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !64
  %37 = getelementptr inbounds float, ptr addrspace(1) %35, i64 %36, !dbg !63
  store float %34, ptr addrspace(1) %37, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!opencl.ocl.version = !{!22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "tile", scope: !2, file: !3, line: 3, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "local_tile", scope: !3, file: !3, line: 2, type: !4, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !12)
!3 = !DIFile(filename: "local_tile.cl", directory: ".", checksumkind: CSK_MD5, checksum: "dc6ffb645b8fba5c2623f16ce3326915")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, splitDebugInlining: false, nameTableKind: None)
!11 = !{!0}
!12 = !{}
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 512, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{i32 2, i32 0}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = !{i32 1, i32 1}
!25 = !{!"none", !"none"}
!26 = !{!"float*", !"float*"}
!27 = !{!"", !"const"}
!28 = !DILocalVariable(name: "out", arg: 1, scope: !2, file: !3, line: 2, type: !6)
!29 = !DILocation(line: 2, column: 38, scope: !2)
!30 = !DILocalVariable(name: "in", arg: 2, scope: !2, file: !3, line: 2, type: !8)
!31 = !DILocation(line: 2, column: 63, scope: !2)
!32 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 4, type: !33)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 64, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !DILocation(line: 4, column: 9, scope: !2)
!37 = !DILocalVariable(name: "lid", scope: !2, file: !3, line: 5, type: !38)
!38 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!39 = !DILocation(line: 5, column: 7, scope: !2)
!40 = !DILocation(line: 5, column: 13, scope: !2)
!41 = !DILocation(line: 6, column: 15, scope: !2)
!42 = !DILocation(line: 6, column: 18, scope: !2)
!43 = !DILocation(line: 6, column: 36, scope: !2)
!44 = !DILocation(line: 6, column: 8, scope: !2)
!45 = !DILocation(line: 6, column: 3, scope: !2)
!46 = !DILocation(line: 6, column: 13, scope: !2)
!47 = !DILocation(line: 7, column: 3, scope: !2)
!48 = !DILocation(line: 8, column: 17, scope: !2)
!49 = !DILocation(line: 8, column: 12, scope: !2)
!50 = !DILocation(line: 8, column: 3, scope: !2)
!51 = !DILocation(line: 8, column: 10, scope: !2)
!52 = !DILocation(line: 9, column: 18, scope: !2)
!53 = !DILocation(line: 9, column: 22, scope: !2)
!54 = !DILocation(line: 9, column: 17, scope: !2)
!55 = !DILocation(line: 9, column: 29, scope: !2)
!56 = !DILocation(line: 9, column: 27, scope: !2)
!57 = !DILocation(line: 9, column: 12, scope: !2)
!58 = !DILocation(line: 9, column: 3, scope: !2)
!59 = !DILocation(line: 9, column: 10, scope: !2)
!60 = !DILocation(line: 10, column: 27, scope: !2)
!61 = !DILocation(line: 10, column: 36, scope: !2)
!62 = !DILocation(line: 10, column: 34, scope: !2)
!63 = !DILocation(line: 10, column: 3, scope: !2)
!64 = !DILocation(line: 10, column: 7, scope: !2)
!65 = !DILocation(line: 10, column: 25, scope: !2)
!66 = !DILocation(line: 11, column: 1, scope: !2)
