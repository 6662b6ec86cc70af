; ModuleID = 'helper.cl'
source_filename = "helper.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @clamp_add(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !10 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !16)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !18)
  store i32 %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !20)
    #dbg_declare(ptr addrspace(5) %7, !21, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !22)
  %8 = load i32, ptr addrspace(5) %4, align 4, !dbg !23
  %9 = load i32, ptr addrspace(5) %5, align 4, !dbg !24
  %10 = add nsw i32 %8, %9, !dbg !25
  store i32 %10, ptr addrspace(5) %7, align 4, !dbg !22
  %11 = load i32, ptr addrspace(5) %7, align 4, !dbg !26
  %12 = load i32, ptr addrspace(5) %6, align 4, !dbg !28
  %13 = icmp sgt i32 %11, %12, !dbg !29
  br i1 %13, label %14, label %16, !dbg !30

14:                                               ; preds = %3
  %15 = load i32, ptr addrspace(5) %6, align 4, !dbg !31
  store i32 %15, ptr addrspace(5) %7, align 4, !dbg !33
  br label %16, !dbg !34

16:                                               ; preds = %14, %3
  %17 = load i32, ptr addrspace(5) %7, align 4, !dbg !35
  ret i32 %17, !dbg !36
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @helper(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !dbg !37 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
    #dbg_declare(ptr addrspace(5) %5, !49, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !50)
  store i32 %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !52)
    #dbg_declare(ptr addrspace(5) %7, !53, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !54)
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !55
  %11 = trunc i64 %10 to i32, !dbg !55
  store i32 %11, ptr addrspace(5) %7, align 4, !dbg !54
    #dbg_declare(ptr addrspace(5) %8, !56, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
  %12 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !58
  %13 = load i32, ptr addrspace(5) %7, align 4, !dbg !59
  %14 = sext i32 %13 to i64, !dbg !58
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14, !dbg !58
  %16 = load i32, ptr addrspace(1) %15, align 4, !dbg !58
  %17 = mul nsw i32 %16, 3, !dbg !60
  store i32 %17, ptr addrspace(5) %8, align 4, !dbg !57
    #dbg_declare(ptr addrspace(5) %9, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !62)
  %18 = load i32, ptr addrspace(5) %8, align 4, !dbg !63
  %19 = load i32, ptr addrspace(5) %7, align 4, !dbg !64
  %20 = load i32, ptr addrspace(5) %6, align 4, !dbg !65
  %21 = call i32 @clamp_add(i32 noundef %18, i32 noundef %19, i32 noundef %20) #4, !dbg !66
  store i32 %21, ptr addrspace(5) %9, align 4, !dbg !62
  %22 = load i32, ptr addrspace(5) %9, align 4, !dbg !67
  %23 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !68
  %24 = load i32, ptr addrspace(5) %7, align 4, !dbg !69
  %25 = sext i32 %24 to i64, !dbg !68
  %26 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %25, !dbg !68
  store i32 %22, ptr addrspace(1) %26, align 4, !dbg !70
  ret void, !dbg !71
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "helper.cl", directory: "/work/main/core/tests/debugger_kernels", checksumkind: CSK_MD5, checksum: "27aa25861feb79e97ed6c5c670efacf8")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "clamp_add", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "v", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!16 = !DILocation(line: 2, column: 19, scope: !10)
!17 = !DILocalVariable(name: "lo", arg: 2, scope: !10, file: !1, line: 2, type: !13)
!18 = !DILocation(line: 2, column: 26, scope: !10)
!19 = !DILocalVariable(name: "hi", arg: 3, scope: !10, file: !1, line: 2, type: !13)
!20 = !DILocation(line: 2, column: 34, scope: !10)
!21 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 3, type: !13)
!22 = !DILocation(line: 3, column: 7, scope: !10)
!23 = !DILocation(line: 3, column: 11, scope: !10)
!24 = !DILocation(line: 3, column: 15, scope: !10)
!25 = !DILocation(line: 3, column: 13, scope: !10)
!26 = !DILocation(line: 4, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !10, file: !1, line: 4, column: 7)
!28 = !DILocation(line: 4, column: 11, scope: !27)
!29 = !DILocation(line: 4, column: 9, scope: !27)
!30 = !DILocation(line: 4, column: 7, scope: !10)
!31 = !DILocation(line: 5, column: 9, scope: !32)
!32 = distinct !DILexicalBlock(scope: !27, file: !1, line: 4, column: 15)
!33 = !DILocation(line: 5, column: 7, scope: !32)
!34 = !DILocation(line: 6, column: 3, scope: !32)
!35 = !DILocation(line: 7, column: 10, scope: !10)
!36 = !DILocation(line: 7, column: 3, scope: !10)
!37 = distinct !DISubprogram(name: "helper", scope: !1, file: !1, line: 10, type: !38, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!38 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !39)
!39 = !{null, !40, !41, !13}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!43 = !{i32 1, i32 1, i32 0}
!44 = !{!"none", !"none", !"none"}
!45 = !{!"int*", !"int*", !"int"}
!46 = !{!"", !"const", !""}
!47 = !DILocalVariable(name: "out", arg: 1, scope: !37, file: !1, line: 10, type: !40)
!48 = !DILocation(line: 10, column: 32, scope: !37)
!49 = !DILocalVariable(name: "in", arg: 2, scope: !37, file: !1, line: 10, type: !41)
!50 = !DILocation(line: 10, column: 55, scope: !37)
!51 = !DILocalVariable(name: "limit", arg: 3, scope: !37, file: !1, line: 10, type: !13)
!52 = !DILocation(line: 10, column: 63, scope: !37)
!53 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 11, type: !13)
!54 = !DILocation(line: 11, column: 7, scope: !37)
!55 = !DILocation(line: 11, column: 11, scope: !37)
!56 = !DILocalVariable(name: "v", scope: !37, file: !1, line: 12, type: !13)
!57 = !DILocation(line: 12, column: 7, scope: !37)
!58 = !DILocation(line: 12, column: 11, scope: !37)
!59 = !DILocation(line: 12, column: 14, scope: !37)
!60 = !DILocation(line: 12, column: 17, scope: !37)
!61 = !DILocalVariable(name: "r", scope: !37, file: !1, line: 13, type: !13)
!62 = !DILocation(line: 13, column: 7, scope: !37)
!63 = !DILocation(line: 13, column: 21, scope: !37)
!64 = !DILocation(line: 13, column: 24, scope: !37)
!65 = !DILocation(line: 13, column: 27, scope: !37)
!66 = !DILocation(line: 13, column: 11, scope: !37)
!67 = !DILocation(line: 14, column: 12, scope: !37)
!68 = !DILocation(line: 14, column: 3, scope: !37)
!69 = !DILocation(line: 14, column: 7, scope: !37)
!70 = !DILocation(line: 14, column: 10, scope: !37)
!71 = !DILocation(line: 15, column: 1, scope: !37)
