; ModuleID = 'local_sum.cl'
source_filename = "local_sum.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @local_sum(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !dbg !10 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
    #dbg_declare(ptr addrspace(5) %4, !23, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !24)
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
    #dbg_declare(ptr addrspace(5) %5, !25, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !26)
  store ptr addrspace(3) %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !27, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !28)
    #dbg_declare(ptr addrspace(5) %7, !29, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !30)
  %13 = call i64 @_Z12get_local_idj(i32 noundef 0) #3, !dbg !31
  %14 = trunc i64 %13 to i32, !dbg !31
  store i32 %14, ptr addrspace(5) %7, align 4, !dbg !30
    #dbg_declare(ptr addrspace(5) %8, !32, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !33)
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !34
  %16 = trunc i64 %15 to i32, !dbg !34
  store i32 %16, ptr addrspace(5) %8, align 4, !dbg !33
    #dbg_declare(ptr addrspace(5) %9, !35, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !36)
  %17 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3, !dbg !37
  %18 = trunc i64 %17 to i32, !dbg !37
  store i32 %18, ptr addrspace(5) %9, align 4, !dbg !36
  %19 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !dbg !38
  %20 = load i32, ptr addrspace(5) %8, align 4, !dbg !39
  %21 = sext i32 %20 to i64, !dbg !38
  %22 = getelementptr inbounds i32, ptr addrspace(1) %19, i64 %21, !dbg !38
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !38
  %24 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !dbg !40
  %25 = load i32, ptr addrspace(5) %7, align 4, !dbg !41
  %26 = sext i32 %25 to i64, !dbg !40
  %27 = getelementptr inbounds i32, ptr addrspace(3) %24, i64 %26, !dbg !40
  store i32 %23, ptr addrspace(3) %27, align 4, !dbg !42
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !43
    #dbg_declare(ptr addrspace(5) %10, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !46)
  %28 = load i32, ptr addrspace(5) %9, align 4, !dbg !47
  %29 = sdiv i32 %28, 2, !dbg !48
  store i32 %29, ptr addrspace(5) %10, align 4, !dbg !46
  br label %30, !dbg !49

30:                                               ; preds = %58, %3
  %31 = load i32, ptr addrspace(5) %10, align 4, !dbg !50
  %32 = icmp sgt i32 %31, 0, !dbg !52
  br i1 %32, label %33, label %61, !dbg !53

33:                                               ; preds = %30
  %34 = load i32, ptr addrspace(5) %7, align 4, !dbg !54
  %35 = load i32, ptr addrspace(5) %10, align 4, !dbg !57
  %36 = icmp slt i32 %34, %35, !dbg !58
  br i1 %36, label %37, label %57, !dbg !59

37:                                               ; preds = %33
    #dbg_declare(ptr addrspace(5) %11, !60, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !62)
  %38 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !dbg !63
  %39 = load i32, ptr addrspace(5) %7, align 4, !dbg !64
  %40 = sext i32 %39 to i64, !dbg !63
  %41 = getelementptr inbounds i32, ptr addrspace(3) %38, i64 %40, !dbg !63
  %42 = load i32, ptr addrspace(3) %41, align 4, !dbg !63
  store i32 %42, ptr addrspace(5) %11, align 4, !dbg !62
    #dbg_declare(ptr addrspace(5) %12, !65, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
  %43 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !dbg !67
  %44 = load i32, ptr addrspace(5) %7, align 4, !dbg !68
  %45 = load i32, ptr addrspace(5) %10, align 4, !dbg !69
  %46 = add nsw i32 %44, %45, !dbg !70
  %47 = sext i32 %46 to i64, !dbg !67
  %48 = getelementptr inbounds i32, ptr addrspace(3) %43, i64 %47, !dbg !67
  %49 = load i32, ptr addrspace(3) %48, align 4, !dbg !67
  store i32 %49, ptr addrspace(5) %12, align 4, !dbg !66
  %50 = load i32, ptr addrspace(5) %11, align 4, !dbg !71
  %51 = load i32, ptr addrspace(5) %12, align 4, !dbg !72
  %52 = add nsw i32 %50, %51, !dbg !73
  %53 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !dbg !74
  %54 = load i32, ptr addrspace(5) %7, align 4, !dbg !75
  %55 = sext i32 %54 to i64, !dbg !74
  %56 = getelementptr inbounds i32, ptr addrspace(3) %53, i64 %55, !dbg !74
  store i32 %52, ptr addrspace(3) %56, align 4, !dbg !76
  br label %57, !dbg !77

57:                                               ; preds = %37, %33
  call void @_Z7barrierj(i32 noundef 1) #4, !dbg !78
  br label %58, !dbg !79

58:                                               ; preds = %57
  %59 = load i32, ptr addrspace(5) %10, align 4, !dbg !80
  %60 = sdiv i32 %59, 2, !dbg !80
  store i32 %60, ptr addrspace(5) %10, align 4, !dbg !80
  br label %30, !dbg !81, !llvm.loop !82

61:                                               ; preds = %30
  %62 = load i32, ptr addrspace(5) %7, align 4, !dbg !84
  %63 = icmp eq i32 %62, 0, !dbg !86
  br i1 %63, label %64, label %71, !dbg !87

64:                                               ; preds = %61
  %65 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !dbg !88
  %66 = getelementptr inbounds i32, ptr addrspace(3) %65, i64 0, !dbg !88
  %67 = load i32, ptr addrspace(3) %66, align 4, !dbg !88
  %68 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !90
  %69 = call i64 @_Z12get_group_idj(i32 noundef 0) #3, !dbg !91
  %70 = getelementptr inbounds i32, ptr addrspace(1) %68, i64 %69, !dbg !90
  store i32 %67, ptr addrspace(1) %70, align 4, !dbg !92
  br label %71, !dbg !93

71:                                               ; preds = %64, %61
  ret void, !dbg !94
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "local_sum.cl", directory: ".", checksumkind: CSK_MD5, checksum: "f1e902621d5e71979ca585e0ab30774c")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "local_sum", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !12)
!12 = !{null, !13, !15, !17}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 32, dwarfAddressSpace: 2)
!18 = !{}
!19 = !{i32 1, i32 1, i32 3}
!20 = !{!"none", !"none", !"none"}
!21 = !{!"int*", !"int*", !"int*"}
!22 = !{!"", !"const", !""}
!23 = !DILocalVariable(name: "out", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!24 = !DILocation(line: 2, column: 35, scope: !10)
!25 = !DILocalVariable(name: "in", arg: 2, scope: !10, file: !1, line: 2, type: !15)
!26 = !DILocation(line: 2, column: 58, scope: !10)
!27 = !DILocalVariable(name: "tile", arg: 3, scope: !10, file: !1, line: 2, type: !17)
!28 = !DILocation(line: 2, column: 73, scope: !10)
!29 = !DILocalVariable(name: "lid", scope: !10, file: !1, line: 3, type: !14)
!30 = !DILocation(line: 3, column: 7, scope: !10)
!31 = !DILocation(line: 3, column: 13, scope: !10)
!32 = !DILocalVariable(name: "gid", scope: !10, file: !1, line: 4, type: !14)
!33 = !DILocation(line: 4, column: 7, scope: !10)
!34 = !DILocation(line: 4, column: 13, scope: !10)
!35 = !DILocalVariable(name: "size", scope: !10, file: !1, line: 5, type: !14)
!36 = !DILocation(line: 5, column: 7, scope: !10)
!37 = !DILocation(line: 5, column: 14, scope: !10)
!38 = !DILocation(line: 6, column: 15, scope: !10)
!39 = !DILocation(line: 6, column: 18, scope: !10)
!40 = !DILocation(line: 6, column: 3, scope: !10)
!41 = !DILocation(line: 6, column: 8, scope: !10)
!42 = !DILocation(line: 6, column: 13, scope: !10)
!43 = !DILocation(line: 7, column: 3, scope: !10)
!44 = !DILocalVariable(name: "stride", scope: !45, file: !1, line: 8, type: !14)
!45 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 3)
!46 = !DILocation(line: 8, column: 12, scope: !45)
!47 = !DILocation(line: 8, column: 21, scope: !45)
!48 = !DILocation(line: 8, column: 26, scope: !45)
!49 = !DILocation(line: 8, column: 8, scope: !45)
!50 = !DILocation(line: 8, column: 31, scope: !51)
!51 = distinct !DILexicalBlock(scope: !45, file: !1, line: 8, column: 3)
!52 = !DILocation(line: 8, column: 38, scope: !51)
!53 = !DILocation(line: 8, column: 3, scope: !45)
!54 = !DILocation(line: 9, column: 9, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 9, column: 9)
!56 = distinct !DILexicalBlock(scope: !51, file: !1, line: 8, column: 56)
!57 = !DILocation(line: 9, column: 15, scope: !55)
!58 = !DILocation(line: 9, column: 13, scope: !55)
!59 = !DILocation(line: 9, column: 9, scope: !56)
!60 = !DILocalVariable(name: "mine", scope: !61, file: !1, line: 10, type: !14)
!61 = distinct !DILexicalBlock(scope: !55, file: !1, line: 9, column: 23)
!62 = !DILocation(line: 10, column: 11, scope: !61)
!63 = !DILocation(line: 10, column: 18, scope: !61)
!64 = !DILocation(line: 10, column: 23, scope: !61)
!65 = !DILocalVariable(name: "other", scope: !61, file: !1, line: 11, type: !14)
!66 = !DILocation(line: 11, column: 11, scope: !61)
!67 = !DILocation(line: 11, column: 19, scope: !61)
!68 = !DILocation(line: 11, column: 24, scope: !61)
!69 = !DILocation(line: 11, column: 30, scope: !61)
!70 = !DILocation(line: 11, column: 28, scope: !61)
!71 = !DILocation(line: 12, column: 19, scope: !61)
!72 = !DILocation(line: 12, column: 26, scope: !61)
!73 = !DILocation(line: 12, column: 24, scope: !61)
!74 = !DILocation(line: 12, column: 7, scope: !61)
!75 = !DILocation(line: 12, column: 12, scope: !61)
!76 = !DILocation(line: 12, column: 17, scope: !61)
!77 = !DILocation(line: 13, column: 5, scope: !61)
!78 = !DILocation(line: 14, column: 5, scope: !56)
!79 = !DILocation(line: 15, column: 3, scope: !56)
!80 = !DILocation(line: 8, column: 50, scope: !51)
!81 = !DILocation(line: 8, column: 3, scope: !51)
!82 = distinct !{!82, !53, !83}
!83 = !DILocation(line: 15, column: 3, scope: !45)
!84 = !DILocation(line: 16, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !10, file: !1, line: 16, column: 7)
!86 = !DILocation(line: 16, column: 11, scope: !85)
!87 = !DILocation(line: 16, column: 7, scope: !10)
!88 = !DILocation(line: 17, column: 28, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !1, line: 16, column: 17)
!90 = !DILocation(line: 17, column: 5, scope: !89)
!91 = !DILocation(line: 17, column: 9, scope: !89)
!92 = !DILocation(line: 17, column: 26, scope: !89)
!93 = !DILocation(line: 18, column: 3, scope: !89)
!94 = !DILocation(line: 19, column: 1, scope: !10)
; run: global 8 local 4
; arg 0 = i32[2] zeros
; arg 1 = i32[8] iota
; arg 2 = local_bytes 16
