; The Debug tab's example: clang-19 -g -O0 -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -S -emit-llvm debug_race.cl
; run: global 8 local 8
; arg 1 = i32[8] iota
; arg 2 = 3
; ModuleID = 'debug_race.cl'
source_filename = "debug_race.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pairs(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !dbg !10 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !22, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !23)
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
    #dbg_declare(ptr addrspace(5) %5, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !25)
  store i32 %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !27)
    #dbg_declare(ptr addrspace(5) %7, !28, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !29)
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !30
  %12 = trunc i64 %11 to i32, !dbg !30
  store i32 %12, ptr addrspace(5) %7, align 4, !dbg !29
    #dbg_declare(ptr addrspace(5) %8, !31, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !32)
  %13 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !33
  %14 = load i32, ptr addrspace(5) %7, align 4, !dbg !34
  %15 = sext i32 %14 to i64, !dbg !33
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15, !dbg !33
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !33
  store i32 %17, ptr addrspace(5) %8, align 4, !dbg !32
    #dbg_declare(ptr addrspace(5) %9, !35, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !36)
  store i32 0, ptr addrspace(5) %9, align 4, !dbg !36
    #dbg_declare(ptr addrspace(5) %10, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !39)
  store i32 0, ptr addrspace(5) %10, align 4, !dbg !39
  br label %18, !dbg !40

18:                                               ; preds = %28, %3
  %19 = load i32, ptr addrspace(5) %10, align 4, !dbg !41
  %20 = load i32, ptr addrspace(5) %6, align 4, !dbg !43
  %21 = icmp slt i32 %19, %20, !dbg !44
  br i1 %21, label %22, label %31, !dbg !45

22:                                               ; preds = %18
  %23 = load i32, ptr addrspace(5) %8, align 4, !dbg !46
  %24 = load i32, ptr addrspace(5) %10, align 4, !dbg !48
  %25 = mul nsw i32 %23, %24, !dbg !49
  %26 = load i32, ptr addrspace(5) %9, align 4, !dbg !50
  %27 = add nsw i32 %26, %25, !dbg !50
  store i32 %27, ptr addrspace(5) %9, align 4, !dbg !50
  br label %28, !dbg !51

28:                                               ; preds = %22
  %29 = load i32, ptr addrspace(5) %10, align 4, !dbg !52
  %30 = add nsw i32 %29, 1, !dbg !52
  store i32 %30, ptr addrspace(5) %10, align 4, !dbg !52
  br label %18, !dbg !53, !llvm.loop !54

31:                                               ; preds = %18
  %32 = load i32, ptr addrspace(5) %7, align 4, !dbg !56
  %33 = srem i32 %32, 2, !dbg !58
  %34 = icmp eq i32 %33, 0, !dbg !59
  br i1 %34, label %35, label %38, !dbg !60

35:                                               ; preds = %31
  %36 = load i32, ptr addrspace(5) %9, align 4, !dbg !61
  %37 = sub nsw i32 0, %36, !dbg !62
  store i32 %37, ptr addrspace(5) %9, align 4, !dbg !63
  br label %38, !dbg !64

38:                                               ; preds = %35, %31
  call void @_Z7barrierj(i32 noundef 2) #4, !dbg !65
  %39 = load i32, ptr addrspace(5) %9, align 4, !dbg !66
  %40 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !67
  %41 = load i32, ptr addrspace(5) %7, align 4, !dbg !68
  %42 = sdiv i32 %41, 2, !dbg !69
  %43 = sext i32 %42 to i64, !dbg !67
  %44 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 %43, !dbg !67
  store i32 %39, ptr addrspace(1) %44, align 4, !dbg !70
  ret void, !dbg !71
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "debug_race.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a46234874a4cfb96617599b56b432ed4")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "pairs", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !15, !14}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!17 = !{}
!18 = !{i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"int*", !"int*", !"int"}
!21 = !{!"", !"const", !""}
!22 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!23 = !DILocation(line: 4, column: 31, scope: !10)
!24 = !DILocalVariable(name: "in", arg: 2, scope: !10, file: !1, line: 4, type: !15)
!25 = !DILocation(line: 4, column: 54, scope: !10)
!26 = !DILocalVariable(name: "n", arg: 3, scope: !10, file: !1, line: 4, type: !14)
!27 = !DILocation(line: 4, column: 62, scope: !10)
!28 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 5, type: !14)
!29 = !DILocation(line: 5, column: 7, scope: !10)
!30 = !DILocation(line: 5, column: 11, scope: !10)
!31 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 6, type: !14)
!32 = !DILocation(line: 6, column: 7, scope: !10)
!33 = !DILocation(line: 6, column: 11, scope: !10)
!34 = !DILocation(line: 6, column: 14, scope: !10)
!35 = !DILocalVariable(name: "acc", scope: !10, file: !1, line: 7, type: !14)
!36 = !DILocation(line: 7, column: 7, scope: !10)
!37 = !DILocalVariable(name: "k", scope: !38, file: !1, line: 8, type: !14)
!38 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 3)
!39 = !DILocation(line: 8, column: 12, scope: !38)
!40 = !DILocation(line: 8, column: 8, scope: !38)
!41 = !DILocation(line: 8, column: 19, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 8, column: 3)
!43 = !DILocation(line: 8, column: 23, scope: !42)
!44 = !DILocation(line: 8, column: 21, scope: !42)
!45 = !DILocation(line: 8, column: 3, scope: !38)
!46 = !DILocation(line: 9, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !42, file: !1, line: 8, column: 31)
!48 = !DILocation(line: 9, column: 16, scope: !47)
!49 = !DILocation(line: 9, column: 14, scope: !47)
!50 = !DILocation(line: 9, column: 9, scope: !47)
!51 = !DILocation(line: 10, column: 3, scope: !47)
!52 = !DILocation(line: 8, column: 27, scope: !42)
!53 = !DILocation(line: 8, column: 3, scope: !42)
!54 = distinct !{!54, !45, !55}
!55 = !DILocation(line: 10, column: 3, scope: !38)
!56 = !DILocation(line: 11, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 7)
!58 = !DILocation(line: 11, column: 9, scope: !57)
!59 = !DILocation(line: 11, column: 13, scope: !57)
!60 = !DILocation(line: 11, column: 7, scope: !10)
!61 = !DILocation(line: 12, column: 12, scope: !57)
!62 = !DILocation(line: 12, column: 11, scope: !57)
!63 = !DILocation(line: 12, column: 9, scope: !57)
!64 = !DILocation(line: 12, column: 5, scope: !57)
!65 = !DILocation(line: 13, column: 3, scope: !10)
!66 = !DILocation(line: 14, column: 16, scope: !10)
!67 = !DILocation(line: 14, column: 3, scope: !10)
!68 = !DILocation(line: 14, column: 7, scope: !10)
!69 = !DILocation(line: 14, column: 9, scope: !10)
!70 = !DILocation(line: 14, column: 14, scope: !10)
!71 = !DILocation(line: 15, column: 1, scope: !10)
