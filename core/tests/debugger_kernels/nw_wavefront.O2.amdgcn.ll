; ModuleID = 'interpreter_kernels/nw_wavefront.cl'
source_filename = "interpreter_kernels/nw_wavefront.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(none)
define hidden i32 @best_of(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
    #dbg_value(i32 %0, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !17)
    #dbg_value(i32 %1, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !17)
    #dbg_value(i32 %2, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !17)
  %4 = tail call i32 @_Z3maxii(i32 noundef %1, i32 noundef %2) #4, !dbg !18
  %5 = tail call i32 @_Z3maxii(i32 noundef %0, i32 noundef %4) #4, !dbg !19
  ret i32 %5, !dbg !20
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !21 hidden i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @nw_wavefront(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #2 !dbg !24 !kernel_arg_addr_space !61 !kernel_arg_access_qual !62 !kernel_arg_type !63 !kernel_arg_base_type !63 !kernel_arg_type_qual !64 !reqd_work_group_size !65 {
    #dbg_value(ptr addrspace(1) %0, !30, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(ptr addrspace(1) %1, !31, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(ptr addrspace(1) %2, !32, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(ptr addrspace(3) %3, !33, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(ptr addrspace(3) %4, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %5, !35, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %6, !36, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %7, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %8, !38, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %9, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %10, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %11, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !67
  %14 = trunc i64 %13 to i32, !dbg !67
    #dbg_value(i32 %14, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
  %15 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !68
  %16 = trunc i64 %15 to i32, !dbg !68
    #dbg_value(i32 %16, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 %14, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
  %17 = xor i32 %14, -1, !dbg !69
  %18 = add i32 %17, %7, !dbg !69
    #dbg_value(i32 %18, !46, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
  %19 = icmp sge i32 %14, %8, !dbg !70
  %20 = icmp slt i32 %18, 0
  %21 = or i1 %19, %20, !dbg !72
  br i1 %21, label %919, label %22, !dbg !72

22:                                               ; preds = %12
  %23 = sub i32 %7, %14, !dbg !73
  %24 = shl nsw i32 %23, 4, !dbg !74
  %25 = icmp sgt i32 %24, %9, !dbg !75
  br i1 %25, label %919, label %26, !dbg !76

26:                                               ; preds = %22
  %27 = shl i32 %14, 4, !dbg !77
  %28 = add i32 %27, 16, !dbg !77
  %29 = icmp sgt i32 %28, %9, !dbg !78
  br i1 %29, label %919, label %30, !dbg !79

30:                                               ; preds = %26
    #dbg_value(i32 17, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
  %31 = shl nsw i32 %18, 4, !dbg !80
  %32 = add nsw i32 %31, %10, !dbg !81
  %33 = mul nsw i32 %32, %5, !dbg !82
  %34 = sext i32 %33 to i64, !dbg !83
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %34, !dbg !83
  %36 = sext i32 %11 to i64, !dbg !84
  %37 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %36, !dbg !84
  %38 = sext i32 %27 to i64, !dbg !85
  %39 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %38, !dbg !85
    #dbg_value(ptr addrspace(1) %39, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
  %40 = ptrtoint ptr addrspace(1) %39 to i64, !dbg !86
  %41 = ptrtoint ptr addrspace(1) %1 to i64, !dbg !86
  %42 = sub i64 %40, %41, !dbg !86
    #dbg_value(ptr addrspace(1) %140, !49, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
  %43 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %42, !dbg !87
    #dbg_value(ptr addrspace(1) %43, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %44 = getelementptr i8, ptr addrspace(1) %43, i64 4, !dbg !89
  %45 = getelementptr i32, ptr addrspace(3) %4, i32 %16, !dbg !89
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %46 = add nsw i32 %16, %5, !dbg !90
  %47 = sext i32 %46 to i64, !dbg !92
  %48 = getelementptr i32, ptr addrspace(1) %44, i64 %47, !dbg !92
  %49 = load i32, ptr addrspace(1) %48, align 4, !dbg !92, !tbaa !93
  store i32 %49, ptr addrspace(3) %45, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 1, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %50 = shl nsw i32 %5, 1, !dbg !98
  %51 = add nsw i32 %50, %16, !dbg !90
  %52 = sext i32 %51 to i64, !dbg !92
  %53 = getelementptr i32, ptr addrspace(1) %44, i64 %52, !dbg !92
  %54 = load i32, ptr addrspace(1) %53, align 4, !dbg !92, !tbaa !93
  %55 = getelementptr i8, ptr addrspace(3) %45, i32 64, !dbg !99
  store i32 %54, ptr addrspace(3) %55, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 2, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %56 = mul nsw i32 %5, 3, !dbg !98
  %57 = add nsw i32 %56, %16, !dbg !90
  %58 = sext i32 %57 to i64, !dbg !92
  %59 = getelementptr i32, ptr addrspace(1) %44, i64 %58, !dbg !92
  %60 = load i32, ptr addrspace(1) %59, align 4, !dbg !92, !tbaa !93
  %61 = getelementptr i8, ptr addrspace(3) %45, i32 128, !dbg !99
  store i32 %60, ptr addrspace(3) %61, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 3, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %62 = shl nsw i32 %5, 2, !dbg !98
  %63 = add nsw i32 %62, %16, !dbg !90
  %64 = sext i32 %63 to i64, !dbg !92
  %65 = getelementptr i32, ptr addrspace(1) %44, i64 %64, !dbg !92
  %66 = load i32, ptr addrspace(1) %65, align 4, !dbg !92, !tbaa !93
  %67 = getelementptr i8, ptr addrspace(3) %45, i32 192, !dbg !99
  store i32 %66, ptr addrspace(3) %67, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 4, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %68 = mul nsw i32 %5, 5, !dbg !98
  %69 = add nsw i32 %68, %16, !dbg !90
  %70 = sext i32 %69 to i64, !dbg !92
  %71 = getelementptr i32, ptr addrspace(1) %44, i64 %70, !dbg !92
  %72 = load i32, ptr addrspace(1) %71, align 4, !dbg !92, !tbaa !93
  %73 = getelementptr i8, ptr addrspace(3) %45, i32 256, !dbg !99
  store i32 %72, ptr addrspace(3) %73, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 5, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %74 = mul nsw i32 %5, 6, !dbg !98
  %75 = add nsw i32 %74, %16, !dbg !90
  %76 = sext i32 %75 to i64, !dbg !92
  %77 = getelementptr i32, ptr addrspace(1) %44, i64 %76, !dbg !92
  %78 = load i32, ptr addrspace(1) %77, align 4, !dbg !92, !tbaa !93
  %79 = getelementptr i8, ptr addrspace(3) %45, i32 320, !dbg !99
  store i32 %78, ptr addrspace(3) %79, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 6, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %80 = mul nsw i32 %5, 7, !dbg !98
  %81 = add nsw i32 %80, %16, !dbg !90
  %82 = sext i32 %81 to i64, !dbg !92
  %83 = getelementptr i32, ptr addrspace(1) %44, i64 %82, !dbg !92
  %84 = load i32, ptr addrspace(1) %83, align 4, !dbg !92, !tbaa !93
  %85 = getelementptr i8, ptr addrspace(3) %45, i32 384, !dbg !99
  store i32 %84, ptr addrspace(3) %85, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 7, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %86 = shl nsw i32 %5, 3, !dbg !98
  %87 = add nsw i32 %86, %16, !dbg !90
  %88 = sext i32 %87 to i64, !dbg !92
  %89 = getelementptr i32, ptr addrspace(1) %44, i64 %88, !dbg !92
  %90 = load i32, ptr addrspace(1) %89, align 4, !dbg !92, !tbaa !93
  %91 = getelementptr i8, ptr addrspace(3) %45, i32 448, !dbg !99
  store i32 %90, ptr addrspace(3) %91, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 8, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %92 = mul nsw i32 %5, 9, !dbg !98
  %93 = add nsw i32 %92, %16, !dbg !90
  %94 = sext i32 %93 to i64, !dbg !92
  %95 = getelementptr i32, ptr addrspace(1) %44, i64 %94, !dbg !92
  %96 = load i32, ptr addrspace(1) %95, align 4, !dbg !92, !tbaa !93
  %97 = getelementptr i8, ptr addrspace(3) %45, i32 512, !dbg !99
  store i32 %96, ptr addrspace(3) %97, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 9, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %98 = mul nsw i32 %5, 10, !dbg !98
  %99 = add nsw i32 %98, %16, !dbg !90
  %100 = sext i32 %99 to i64, !dbg !92
  %101 = getelementptr i32, ptr addrspace(1) %44, i64 %100, !dbg !92
  %102 = load i32, ptr addrspace(1) %101, align 4, !dbg !92, !tbaa !93
  %103 = getelementptr i8, ptr addrspace(3) %45, i32 576, !dbg !99
  store i32 %102, ptr addrspace(3) %103, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 10, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %104 = mul nsw i32 %5, 11, !dbg !98
  %105 = add nsw i32 %104, %16, !dbg !90
  %106 = sext i32 %105 to i64, !dbg !92
  %107 = getelementptr i32, ptr addrspace(1) %44, i64 %106, !dbg !92
  %108 = load i32, ptr addrspace(1) %107, align 4, !dbg !92, !tbaa !93
  %109 = getelementptr i8, ptr addrspace(3) %45, i32 640, !dbg !99
  store i32 %108, ptr addrspace(3) %109, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 11, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %110 = mul nsw i32 %5, 12, !dbg !98
  %111 = add nsw i32 %110, %16, !dbg !90
  %112 = sext i32 %111 to i64, !dbg !92
  %113 = getelementptr i32, ptr addrspace(1) %44, i64 %112, !dbg !92
  %114 = load i32, ptr addrspace(1) %113, align 4, !dbg !92, !tbaa !93
  %115 = getelementptr i8, ptr addrspace(3) %45, i32 704, !dbg !99
  store i32 %114, ptr addrspace(3) %115, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 12, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %116 = mul nsw i32 %5, 13, !dbg !98
  %117 = add nsw i32 %116, %16, !dbg !90
  %118 = sext i32 %117 to i64, !dbg !92
  %119 = getelementptr i32, ptr addrspace(1) %44, i64 %118, !dbg !92
  %120 = load i32, ptr addrspace(1) %119, align 4, !dbg !92, !tbaa !93
  %121 = getelementptr i8, ptr addrspace(3) %45, i32 768, !dbg !99
  store i32 %120, ptr addrspace(3) %121, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 13, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %122 = mul nsw i32 %5, 14, !dbg !98
  %123 = add nsw i32 %122, %16, !dbg !90
  %124 = sext i32 %123 to i64, !dbg !92
  %125 = getelementptr i32, ptr addrspace(1) %44, i64 %124, !dbg !92
  %126 = load i32, ptr addrspace(1) %125, align 4, !dbg !92, !tbaa !93
  %127 = getelementptr i8, ptr addrspace(3) %45, i32 832, !dbg !99
  store i32 %126, ptr addrspace(3) %127, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 14, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %128 = mul nsw i32 %5, 15, !dbg !98
  %129 = add nsw i32 %128, %16, !dbg !90
  %130 = sext i32 %129 to i64, !dbg !92
  %131 = getelementptr i32, ptr addrspace(1) %44, i64 %130, !dbg !92
  %132 = load i32, ptr addrspace(1) %131, align 4, !dbg !92, !tbaa !93
  %133 = getelementptr i8, ptr addrspace(3) %45, i32 896, !dbg !99
  store i32 %132, ptr addrspace(3) %133, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 15, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %134 = shl nsw i32 %5, 4, !dbg !98
  %135 = add nsw i32 %134, %16, !dbg !90
  %136 = sext i32 %135 to i64, !dbg !92
  %137 = getelementptr i32, ptr addrspace(1) %44, i64 %136, !dbg !92
  %138 = load i32, ptr addrspace(1) %137, align 4, !dbg !92, !tbaa !93
  %139 = getelementptr i8, ptr addrspace(3) %45, i32 960, !dbg !99
  store i32 %138, ptr addrspace(3) %139, align 4, !dbg !97, !tbaa !93
    #dbg_value(i32 16, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !88)
  %140 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %42, !dbg !100
  %141 = add nsw i32 %16, 1, !dbg !101
  %142 = sext i32 %141 to i64, !dbg !102
  %143 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %142, !dbg !102
  %144 = load i32, ptr addrspace(1) %143, align 4, !dbg !102, !tbaa !93, !amdgpu.noclobber !103
  %145 = getelementptr i32, ptr addrspace(3) %3, i32 %141, !dbg !104
  store i32 %144, ptr addrspace(3) %145, align 4, !dbg !105, !tbaa !93
  %146 = mul nsw i32 %141, %5, !dbg !106
  %147 = sext i32 %146 to i64, !dbg !107
  %148 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %147, !dbg !107
  %149 = load i32, ptr addrspace(1) %148, align 4, !dbg !107, !tbaa !93, !amdgpu.noclobber !103
  %150 = mul i32 %141, 68, !dbg !108
  %151 = getelementptr inbounds i8, ptr addrspace(3) %3, i32 %150, !dbg !108
  store i32 %149, ptr addrspace(3) %151, align 4, !dbg !109, !tbaa !93
  %152 = icmp eq i32 %16, 0, !dbg !110
  br i1 %152, label %153, label %155, !dbg !112

153:                                              ; preds = %30
  %154 = load i32, ptr addrspace(1) %39, align 4, !dbg !113, !tbaa !93, !amdgpu.noclobber !103
  store i32 %154, ptr addrspace(3) %3, align 4, !dbg !114, !tbaa !93
  br label %155, !dbg !115

155:                                              ; preds = %153, %30
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !116
    #dbg_value(i32 %141, !53, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
    #dbg_value(i32 0, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %156 = getelementptr i8, ptr addrspace(3) %3, i32 68, !dbg !118
    #dbg_value(i32 0, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
    #dbg_value(i32 0, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %157 = sub nsw i32 0, %16, !dbg !119
    #dbg_value(i32 %157, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %158 = icmp ult i32 %157, 16, !dbg !121
  br i1 %158, label %159, label %178, !dbg !121

159:                                              ; preds = %155
    #dbg_value(i32 %157, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %160 = mul i32 %16, -17, !dbg !123
  %161 = getelementptr i32, ptr addrspace(3) %3, i32 %160, !dbg !125
  %162 = getelementptr i32, ptr addrspace(3) %161, i32 %16, !dbg !125
  %163 = load i32, ptr addrspace(3) %162, align 4, !dbg !125, !tbaa !93
  %164 = shl nuw nsw i32 %157, 6, !dbg !126
  %165 = getelementptr i8, ptr addrspace(3) %45, i32 %164, !dbg !126
  %166 = load i32, ptr addrspace(3) %165, align 4, !dbg !126, !tbaa !93
  %167 = add nsw i32 %166, %163, !dbg !127
  %168 = getelementptr i32, ptr addrspace(3) %156, i32 %160, !dbg !128
  %169 = getelementptr i32, ptr addrspace(3) %168, i32 %16, !dbg !128
  %170 = load i32, ptr addrspace(3) %169, align 4, !dbg !128, !tbaa !93
  %171 = sub nsw i32 %170, %6, !dbg !129
  %172 = getelementptr i32, ptr addrspace(3) %161, i32 %141, !dbg !130
  %173 = load i32, ptr addrspace(3) %172, align 4, !dbg !130, !tbaa !93
  %174 = sub nsw i32 %173, %6, !dbg !131
    #dbg_value(i32 %167, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %171, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %174, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %175 = tail call i32 @_Z3maxii(i32 noundef %171, i32 noundef %174) #4, !dbg !134
  %176 = tail call i32 @_Z3maxii(i32 noundef %167, i32 noundef %175) #4, !dbg !135
  %177 = getelementptr i32, ptr addrspace(3) %168, i32 %141, !dbg !136
  store i32 %176, ptr addrspace(3) %177, align 4, !dbg !137, !tbaa !93
  br label %178, !dbg !138

178:                                              ; preds = %159, %155
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 1, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %179 = sub nsw i32 1, %16, !dbg !119
    #dbg_value(i32 %179, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %180 = icmp ult i32 %179, 16, !dbg !121
  br i1 %180, label %181, label %200, !dbg !121

181:                                              ; preds = %178
    #dbg_value(i32 %179, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %182 = mul nuw nsw i32 %179, 17, !dbg !123
  %183 = getelementptr i32, ptr addrspace(3) %3, i32 %182, !dbg !125
  %184 = getelementptr i32, ptr addrspace(3) %183, i32 %16, !dbg !125
  %185 = load i32, ptr addrspace(3) %184, align 4, !dbg !125, !tbaa !93
  %186 = shl nuw nsw i32 %179, 6, !dbg !126
  %187 = getelementptr i8, ptr addrspace(3) %45, i32 %186, !dbg !126
  %188 = load i32, ptr addrspace(3) %187, align 4, !dbg !126, !tbaa !93
  %189 = add nsw i32 %188, %185, !dbg !127
  %190 = getelementptr i32, ptr addrspace(3) %156, i32 %182, !dbg !128
  %191 = getelementptr i32, ptr addrspace(3) %190, i32 %16, !dbg !128
  %192 = load i32, ptr addrspace(3) %191, align 4, !dbg !128, !tbaa !93
  %193 = sub nsw i32 %192, %6, !dbg !129
  %194 = getelementptr i32, ptr addrspace(3) %183, i32 %141, !dbg !130
  %195 = load i32, ptr addrspace(3) %194, align 4, !dbg !130, !tbaa !93
  %196 = sub nsw i32 %195, %6, !dbg !131
    #dbg_value(i32 %189, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %193, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %196, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %197 = tail call i32 @_Z3maxii(i32 noundef %193, i32 noundef %196) #4, !dbg !134
  %198 = tail call i32 @_Z3maxii(i32 noundef %189, i32 noundef %197) #4, !dbg !135
  %199 = getelementptr i32, ptr addrspace(3) %190, i32 %141, !dbg !136
  store i32 %198, ptr addrspace(3) %199, align 4, !dbg !137, !tbaa !93
  br label %200, !dbg !138

200:                                              ; preds = %181, %178
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 2, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %201 = sub nsw i32 2, %16, !dbg !119
    #dbg_value(i32 %201, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %202 = icmp ult i32 %201, 16, !dbg !121
  br i1 %202, label %203, label %222, !dbg !121

203:                                              ; preds = %200
    #dbg_value(i32 %201, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %204 = mul nuw nsw i32 %201, 17, !dbg !123
  %205 = getelementptr i32, ptr addrspace(3) %3, i32 %204, !dbg !125
  %206 = getelementptr i32, ptr addrspace(3) %205, i32 %16, !dbg !125
  %207 = load i32, ptr addrspace(3) %206, align 4, !dbg !125, !tbaa !93
  %208 = shl nuw nsw i32 %201, 6, !dbg !126
  %209 = getelementptr i8, ptr addrspace(3) %45, i32 %208, !dbg !126
  %210 = load i32, ptr addrspace(3) %209, align 4, !dbg !126, !tbaa !93
  %211 = add nsw i32 %210, %207, !dbg !127
  %212 = getelementptr i32, ptr addrspace(3) %156, i32 %204, !dbg !128
  %213 = getelementptr i32, ptr addrspace(3) %212, i32 %16, !dbg !128
  %214 = load i32, ptr addrspace(3) %213, align 4, !dbg !128, !tbaa !93
  %215 = sub nsw i32 %214, %6, !dbg !129
  %216 = getelementptr i32, ptr addrspace(3) %205, i32 %141, !dbg !130
  %217 = load i32, ptr addrspace(3) %216, align 4, !dbg !130, !tbaa !93
  %218 = sub nsw i32 %217, %6, !dbg !131
    #dbg_value(i32 %211, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %215, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %218, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %219 = tail call i32 @_Z3maxii(i32 noundef %215, i32 noundef %218) #4, !dbg !134
  %220 = tail call i32 @_Z3maxii(i32 noundef %211, i32 noundef %219) #4, !dbg !135
  %221 = getelementptr i32, ptr addrspace(3) %212, i32 %141, !dbg !136
  store i32 %220, ptr addrspace(3) %221, align 4, !dbg !137, !tbaa !93
  br label %222, !dbg !138

222:                                              ; preds = %203, %200
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 3, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %223 = sub nsw i32 3, %16, !dbg !119
    #dbg_value(i32 %223, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %224 = icmp ult i32 %223, 16, !dbg !121
  br i1 %224, label %225, label %244, !dbg !121

225:                                              ; preds = %222
    #dbg_value(i32 %223, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %226 = mul nuw nsw i32 %223, 17, !dbg !123
  %227 = getelementptr i32, ptr addrspace(3) %3, i32 %226, !dbg !125
  %228 = getelementptr i32, ptr addrspace(3) %227, i32 %16, !dbg !125
  %229 = load i32, ptr addrspace(3) %228, align 4, !dbg !125, !tbaa !93
  %230 = shl nuw nsw i32 %223, 6, !dbg !126
  %231 = getelementptr i8, ptr addrspace(3) %45, i32 %230, !dbg !126
  %232 = load i32, ptr addrspace(3) %231, align 4, !dbg !126, !tbaa !93
  %233 = add nsw i32 %232, %229, !dbg !127
  %234 = getelementptr i32, ptr addrspace(3) %156, i32 %226, !dbg !128
  %235 = getelementptr i32, ptr addrspace(3) %234, i32 %16, !dbg !128
  %236 = load i32, ptr addrspace(3) %235, align 4, !dbg !128, !tbaa !93
  %237 = sub nsw i32 %236, %6, !dbg !129
  %238 = getelementptr i32, ptr addrspace(3) %227, i32 %141, !dbg !130
  %239 = load i32, ptr addrspace(3) %238, align 4, !dbg !130, !tbaa !93
  %240 = sub nsw i32 %239, %6, !dbg !131
    #dbg_value(i32 %233, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %237, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %240, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %241 = tail call i32 @_Z3maxii(i32 noundef %237, i32 noundef %240) #4, !dbg !134
  %242 = tail call i32 @_Z3maxii(i32 noundef %233, i32 noundef %241) #4, !dbg !135
  %243 = getelementptr i32, ptr addrspace(3) %234, i32 %141, !dbg !136
  store i32 %242, ptr addrspace(3) %243, align 4, !dbg !137, !tbaa !93
  br label %244, !dbg !138

244:                                              ; preds = %225, %222
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 4, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %245 = sub nsw i32 4, %16, !dbg !119
    #dbg_value(i32 %245, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %246 = icmp ult i32 %245, 16, !dbg !121
  br i1 %246, label %247, label %266, !dbg !121

247:                                              ; preds = %244
    #dbg_value(i32 %245, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %248 = mul nuw nsw i32 %245, 17, !dbg !123
  %249 = getelementptr i32, ptr addrspace(3) %3, i32 %248, !dbg !125
  %250 = getelementptr i32, ptr addrspace(3) %249, i32 %16, !dbg !125
  %251 = load i32, ptr addrspace(3) %250, align 4, !dbg !125, !tbaa !93
  %252 = shl nuw nsw i32 %245, 6, !dbg !126
  %253 = getelementptr i8, ptr addrspace(3) %45, i32 %252, !dbg !126
  %254 = load i32, ptr addrspace(3) %253, align 4, !dbg !126, !tbaa !93
  %255 = add nsw i32 %254, %251, !dbg !127
  %256 = getelementptr i32, ptr addrspace(3) %156, i32 %248, !dbg !128
  %257 = getelementptr i32, ptr addrspace(3) %256, i32 %16, !dbg !128
  %258 = load i32, ptr addrspace(3) %257, align 4, !dbg !128, !tbaa !93
  %259 = sub nsw i32 %258, %6, !dbg !129
  %260 = getelementptr i32, ptr addrspace(3) %249, i32 %141, !dbg !130
  %261 = load i32, ptr addrspace(3) %260, align 4, !dbg !130, !tbaa !93
  %262 = sub nsw i32 %261, %6, !dbg !131
    #dbg_value(i32 %255, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %259, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %262, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %263 = tail call i32 @_Z3maxii(i32 noundef %259, i32 noundef %262) #4, !dbg !134
  %264 = tail call i32 @_Z3maxii(i32 noundef %255, i32 noundef %263) #4, !dbg !135
  %265 = getelementptr i32, ptr addrspace(3) %256, i32 %141, !dbg !136
  store i32 %264, ptr addrspace(3) %265, align 4, !dbg !137, !tbaa !93
  br label %266, !dbg !138

266:                                              ; preds = %247, %244
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 5, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %267 = sub nsw i32 5, %16, !dbg !119
    #dbg_value(i32 %267, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %268 = icmp ult i32 %267, 16, !dbg !121
  br i1 %268, label %269, label %288, !dbg !121

269:                                              ; preds = %266
    #dbg_value(i32 %267, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %270 = mul nuw nsw i32 %267, 17, !dbg !123
  %271 = getelementptr i32, ptr addrspace(3) %3, i32 %270, !dbg !125
  %272 = getelementptr i32, ptr addrspace(3) %271, i32 %16, !dbg !125
  %273 = load i32, ptr addrspace(3) %272, align 4, !dbg !125, !tbaa !93
  %274 = shl nuw nsw i32 %267, 6, !dbg !126
  %275 = getelementptr i8, ptr addrspace(3) %45, i32 %274, !dbg !126
  %276 = load i32, ptr addrspace(3) %275, align 4, !dbg !126, !tbaa !93
  %277 = add nsw i32 %276, %273, !dbg !127
  %278 = getelementptr i32, ptr addrspace(3) %156, i32 %270, !dbg !128
  %279 = getelementptr i32, ptr addrspace(3) %278, i32 %16, !dbg !128
  %280 = load i32, ptr addrspace(3) %279, align 4, !dbg !128, !tbaa !93
  %281 = sub nsw i32 %280, %6, !dbg !129
  %282 = getelementptr i32, ptr addrspace(3) %271, i32 %141, !dbg !130
  %283 = load i32, ptr addrspace(3) %282, align 4, !dbg !130, !tbaa !93
  %284 = sub nsw i32 %283, %6, !dbg !131
    #dbg_value(i32 %277, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %281, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %284, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %285 = tail call i32 @_Z3maxii(i32 noundef %281, i32 noundef %284) #4, !dbg !134
  %286 = tail call i32 @_Z3maxii(i32 noundef %277, i32 noundef %285) #4, !dbg !135
  %287 = getelementptr i32, ptr addrspace(3) %278, i32 %141, !dbg !136
  store i32 %286, ptr addrspace(3) %287, align 4, !dbg !137, !tbaa !93
  br label %288, !dbg !138

288:                                              ; preds = %269, %266
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 6, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %289 = sub nsw i32 6, %16, !dbg !119
    #dbg_value(i32 %289, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %290 = icmp ult i32 %289, 16, !dbg !121
  br i1 %290, label %291, label %310, !dbg !121

291:                                              ; preds = %288
    #dbg_value(i32 %289, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %292 = mul nuw nsw i32 %289, 17, !dbg !123
  %293 = getelementptr i32, ptr addrspace(3) %3, i32 %292, !dbg !125
  %294 = getelementptr i32, ptr addrspace(3) %293, i32 %16, !dbg !125
  %295 = load i32, ptr addrspace(3) %294, align 4, !dbg !125, !tbaa !93
  %296 = shl nuw nsw i32 %289, 6, !dbg !126
  %297 = getelementptr i8, ptr addrspace(3) %45, i32 %296, !dbg !126
  %298 = load i32, ptr addrspace(3) %297, align 4, !dbg !126, !tbaa !93
  %299 = add nsw i32 %298, %295, !dbg !127
  %300 = getelementptr i32, ptr addrspace(3) %156, i32 %292, !dbg !128
  %301 = getelementptr i32, ptr addrspace(3) %300, i32 %16, !dbg !128
  %302 = load i32, ptr addrspace(3) %301, align 4, !dbg !128, !tbaa !93
  %303 = sub nsw i32 %302, %6, !dbg !129
  %304 = getelementptr i32, ptr addrspace(3) %293, i32 %141, !dbg !130
  %305 = load i32, ptr addrspace(3) %304, align 4, !dbg !130, !tbaa !93
  %306 = sub nsw i32 %305, %6, !dbg !131
    #dbg_value(i32 %299, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %303, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %306, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %307 = tail call i32 @_Z3maxii(i32 noundef %303, i32 noundef %306) #4, !dbg !134
  %308 = tail call i32 @_Z3maxii(i32 noundef %299, i32 noundef %307) #4, !dbg !135
  %309 = getelementptr i32, ptr addrspace(3) %300, i32 %141, !dbg !136
  store i32 %308, ptr addrspace(3) %309, align 4, !dbg !137, !tbaa !93
  br label %310, !dbg !138

310:                                              ; preds = %291, %288
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 7, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %311 = sub nsw i32 7, %16, !dbg !119
    #dbg_value(i32 %311, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %312 = icmp ult i32 %311, 16, !dbg !121
  br i1 %312, label %313, label %332, !dbg !121

313:                                              ; preds = %310
    #dbg_value(i32 %311, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %314 = mul nuw nsw i32 %311, 17, !dbg !123
  %315 = getelementptr i32, ptr addrspace(3) %3, i32 %314, !dbg !125
  %316 = getelementptr i32, ptr addrspace(3) %315, i32 %16, !dbg !125
  %317 = load i32, ptr addrspace(3) %316, align 4, !dbg !125, !tbaa !93
  %318 = shl nuw nsw i32 %311, 6, !dbg !126
  %319 = getelementptr i8, ptr addrspace(3) %45, i32 %318, !dbg !126
  %320 = load i32, ptr addrspace(3) %319, align 4, !dbg !126, !tbaa !93
  %321 = add nsw i32 %320, %317, !dbg !127
  %322 = getelementptr i32, ptr addrspace(3) %156, i32 %314, !dbg !128
  %323 = getelementptr i32, ptr addrspace(3) %322, i32 %16, !dbg !128
  %324 = load i32, ptr addrspace(3) %323, align 4, !dbg !128, !tbaa !93
  %325 = sub nsw i32 %324, %6, !dbg !129
  %326 = getelementptr i32, ptr addrspace(3) %315, i32 %141, !dbg !130
  %327 = load i32, ptr addrspace(3) %326, align 4, !dbg !130, !tbaa !93
  %328 = sub nsw i32 %327, %6, !dbg !131
    #dbg_value(i32 %321, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %325, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %328, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %329 = tail call i32 @_Z3maxii(i32 noundef %325, i32 noundef %328) #4, !dbg !134
  %330 = tail call i32 @_Z3maxii(i32 noundef %321, i32 noundef %329) #4, !dbg !135
  %331 = getelementptr i32, ptr addrspace(3) %322, i32 %141, !dbg !136
  store i32 %330, ptr addrspace(3) %331, align 4, !dbg !137, !tbaa !93
  br label %332, !dbg !138

332:                                              ; preds = %313, %310
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 8, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %333 = sub nsw i32 8, %16, !dbg !119
    #dbg_value(i32 %333, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %334 = icmp ult i32 %333, 16, !dbg !121
  br i1 %334, label %335, label %354, !dbg !121

335:                                              ; preds = %332
    #dbg_value(i32 %333, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %336 = mul nuw nsw i32 %333, 17, !dbg !123
  %337 = getelementptr i32, ptr addrspace(3) %3, i32 %336, !dbg !125
  %338 = getelementptr i32, ptr addrspace(3) %337, i32 %16, !dbg !125
  %339 = load i32, ptr addrspace(3) %338, align 4, !dbg !125, !tbaa !93
  %340 = shl nuw nsw i32 %333, 6, !dbg !126
  %341 = getelementptr i8, ptr addrspace(3) %45, i32 %340, !dbg !126
  %342 = load i32, ptr addrspace(3) %341, align 4, !dbg !126, !tbaa !93
  %343 = add nsw i32 %342, %339, !dbg !127
  %344 = getelementptr i32, ptr addrspace(3) %156, i32 %336, !dbg !128
  %345 = getelementptr i32, ptr addrspace(3) %344, i32 %16, !dbg !128
  %346 = load i32, ptr addrspace(3) %345, align 4, !dbg !128, !tbaa !93
  %347 = sub nsw i32 %346, %6, !dbg !129
  %348 = getelementptr i32, ptr addrspace(3) %337, i32 %141, !dbg !130
  %349 = load i32, ptr addrspace(3) %348, align 4, !dbg !130, !tbaa !93
  %350 = sub nsw i32 %349, %6, !dbg !131
    #dbg_value(i32 %343, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %347, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %350, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %351 = tail call i32 @_Z3maxii(i32 noundef %347, i32 noundef %350) #4, !dbg !134
  %352 = tail call i32 @_Z3maxii(i32 noundef %343, i32 noundef %351) #4, !dbg !135
  %353 = getelementptr i32, ptr addrspace(3) %344, i32 %141, !dbg !136
  store i32 %352, ptr addrspace(3) %353, align 4, !dbg !137, !tbaa !93
  br label %354, !dbg !138

354:                                              ; preds = %335, %332
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 9, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %355 = sub nsw i32 9, %16, !dbg !119
    #dbg_value(i32 %355, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %356 = icmp ult i32 %355, 16, !dbg !121
  br i1 %356, label %357, label %376, !dbg !121

357:                                              ; preds = %354
    #dbg_value(i32 %355, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %358 = mul nuw nsw i32 %355, 17, !dbg !123
  %359 = getelementptr i32, ptr addrspace(3) %3, i32 %358, !dbg !125
  %360 = getelementptr i32, ptr addrspace(3) %359, i32 %16, !dbg !125
  %361 = load i32, ptr addrspace(3) %360, align 4, !dbg !125, !tbaa !93
  %362 = shl nuw nsw i32 %355, 6, !dbg !126
  %363 = getelementptr i8, ptr addrspace(3) %45, i32 %362, !dbg !126
  %364 = load i32, ptr addrspace(3) %363, align 4, !dbg !126, !tbaa !93
  %365 = add nsw i32 %364, %361, !dbg !127
  %366 = getelementptr i32, ptr addrspace(3) %156, i32 %358, !dbg !128
  %367 = getelementptr i32, ptr addrspace(3) %366, i32 %16, !dbg !128
  %368 = load i32, ptr addrspace(3) %367, align 4, !dbg !128, !tbaa !93
  %369 = sub nsw i32 %368, %6, !dbg !129
  %370 = getelementptr i32, ptr addrspace(3) %359, i32 %141, !dbg !130
  %371 = load i32, ptr addrspace(3) %370, align 4, !dbg !130, !tbaa !93
  %372 = sub nsw i32 %371, %6, !dbg !131
    #dbg_value(i32 %365, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %369, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %372, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %373 = tail call i32 @_Z3maxii(i32 noundef %369, i32 noundef %372) #4, !dbg !134
  %374 = tail call i32 @_Z3maxii(i32 noundef %365, i32 noundef %373) #4, !dbg !135
  %375 = getelementptr i32, ptr addrspace(3) %366, i32 %141, !dbg !136
  store i32 %374, ptr addrspace(3) %375, align 4, !dbg !137, !tbaa !93
  br label %376, !dbg !138

376:                                              ; preds = %357, %354
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 10, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %377 = sub nsw i32 10, %16, !dbg !119
    #dbg_value(i32 %377, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %378 = icmp ult i32 %377, 16, !dbg !121
  br i1 %378, label %379, label %398, !dbg !121

379:                                              ; preds = %376
    #dbg_value(i32 %377, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %380 = mul nuw nsw i32 %377, 17, !dbg !123
  %381 = getelementptr i32, ptr addrspace(3) %3, i32 %380, !dbg !125
  %382 = getelementptr i32, ptr addrspace(3) %381, i32 %16, !dbg !125
  %383 = load i32, ptr addrspace(3) %382, align 4, !dbg !125, !tbaa !93
  %384 = shl nuw nsw i32 %377, 6, !dbg !126
  %385 = getelementptr i8, ptr addrspace(3) %45, i32 %384, !dbg !126
  %386 = load i32, ptr addrspace(3) %385, align 4, !dbg !126, !tbaa !93
  %387 = add nsw i32 %386, %383, !dbg !127
  %388 = getelementptr i32, ptr addrspace(3) %156, i32 %380, !dbg !128
  %389 = getelementptr i32, ptr addrspace(3) %388, i32 %16, !dbg !128
  %390 = load i32, ptr addrspace(3) %389, align 4, !dbg !128, !tbaa !93
  %391 = sub nsw i32 %390, %6, !dbg !129
  %392 = getelementptr i32, ptr addrspace(3) %381, i32 %141, !dbg !130
  %393 = load i32, ptr addrspace(3) %392, align 4, !dbg !130, !tbaa !93
  %394 = sub nsw i32 %393, %6, !dbg !131
    #dbg_value(i32 %387, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %391, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %394, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %395 = tail call i32 @_Z3maxii(i32 noundef %391, i32 noundef %394) #4, !dbg !134
  %396 = tail call i32 @_Z3maxii(i32 noundef %387, i32 noundef %395) #4, !dbg !135
  %397 = getelementptr i32, ptr addrspace(3) %388, i32 %141, !dbg !136
  store i32 %396, ptr addrspace(3) %397, align 4, !dbg !137, !tbaa !93
  br label %398, !dbg !138

398:                                              ; preds = %379, %376
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 11, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %399 = sub nsw i32 11, %16, !dbg !119
    #dbg_value(i32 %399, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %400 = icmp ult i32 %399, 16, !dbg !121
  br i1 %400, label %401, label %420, !dbg !121

401:                                              ; preds = %398
    #dbg_value(i32 %399, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %402 = mul nuw nsw i32 %399, 17, !dbg !123
  %403 = getelementptr i32, ptr addrspace(3) %3, i32 %402, !dbg !125
  %404 = getelementptr i32, ptr addrspace(3) %403, i32 %16, !dbg !125
  %405 = load i32, ptr addrspace(3) %404, align 4, !dbg !125, !tbaa !93
  %406 = shl nuw nsw i32 %399, 6, !dbg !126
  %407 = getelementptr i8, ptr addrspace(3) %45, i32 %406, !dbg !126
  %408 = load i32, ptr addrspace(3) %407, align 4, !dbg !126, !tbaa !93
  %409 = add nsw i32 %408, %405, !dbg !127
  %410 = getelementptr i32, ptr addrspace(3) %156, i32 %402, !dbg !128
  %411 = getelementptr i32, ptr addrspace(3) %410, i32 %16, !dbg !128
  %412 = load i32, ptr addrspace(3) %411, align 4, !dbg !128, !tbaa !93
  %413 = sub nsw i32 %412, %6, !dbg !129
  %414 = getelementptr i32, ptr addrspace(3) %403, i32 %141, !dbg !130
  %415 = load i32, ptr addrspace(3) %414, align 4, !dbg !130, !tbaa !93
  %416 = sub nsw i32 %415, %6, !dbg !131
    #dbg_value(i32 %409, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %413, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %416, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %417 = tail call i32 @_Z3maxii(i32 noundef %413, i32 noundef %416) #4, !dbg !134
  %418 = tail call i32 @_Z3maxii(i32 noundef %409, i32 noundef %417) #4, !dbg !135
  %419 = getelementptr i32, ptr addrspace(3) %410, i32 %141, !dbg !136
  store i32 %418, ptr addrspace(3) %419, align 4, !dbg !137, !tbaa !93
  br label %420, !dbg !138

420:                                              ; preds = %401, %398
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 12, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %421 = sub nsw i32 12, %16, !dbg !119
    #dbg_value(i32 %421, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %422 = icmp ult i32 %421, 16, !dbg !121
  br i1 %422, label %423, label %442, !dbg !121

423:                                              ; preds = %420
    #dbg_value(i32 %421, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %424 = mul nuw nsw i32 %421, 17, !dbg !123
  %425 = getelementptr i32, ptr addrspace(3) %3, i32 %424, !dbg !125
  %426 = getelementptr i32, ptr addrspace(3) %425, i32 %16, !dbg !125
  %427 = load i32, ptr addrspace(3) %426, align 4, !dbg !125, !tbaa !93
  %428 = shl nuw nsw i32 %421, 6, !dbg !126
  %429 = getelementptr i8, ptr addrspace(3) %45, i32 %428, !dbg !126
  %430 = load i32, ptr addrspace(3) %429, align 4, !dbg !126, !tbaa !93
  %431 = add nsw i32 %430, %427, !dbg !127
  %432 = getelementptr i32, ptr addrspace(3) %156, i32 %424, !dbg !128
  %433 = getelementptr i32, ptr addrspace(3) %432, i32 %16, !dbg !128
  %434 = load i32, ptr addrspace(3) %433, align 4, !dbg !128, !tbaa !93
  %435 = sub nsw i32 %434, %6, !dbg !129
  %436 = getelementptr i32, ptr addrspace(3) %425, i32 %141, !dbg !130
  %437 = load i32, ptr addrspace(3) %436, align 4, !dbg !130, !tbaa !93
  %438 = sub nsw i32 %437, %6, !dbg !131
    #dbg_value(i32 %431, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %435, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %438, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %439 = tail call i32 @_Z3maxii(i32 noundef %435, i32 noundef %438) #4, !dbg !134
  %440 = tail call i32 @_Z3maxii(i32 noundef %431, i32 noundef %439) #4, !dbg !135
  %441 = getelementptr i32, ptr addrspace(3) %432, i32 %141, !dbg !136
  store i32 %440, ptr addrspace(3) %441, align 4, !dbg !137, !tbaa !93
  br label %442, !dbg !138

442:                                              ; preds = %423, %420
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 13, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %443 = sub nsw i32 13, %16, !dbg !119
    #dbg_value(i32 %443, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %444 = icmp ult i32 %443, 16, !dbg !121
  br i1 %444, label %445, label %464, !dbg !121

445:                                              ; preds = %442
    #dbg_value(i32 %443, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %446 = mul nuw nsw i32 %443, 17, !dbg !123
  %447 = getelementptr i32, ptr addrspace(3) %3, i32 %446, !dbg !125
  %448 = getelementptr i32, ptr addrspace(3) %447, i32 %16, !dbg !125
  %449 = load i32, ptr addrspace(3) %448, align 4, !dbg !125, !tbaa !93
  %450 = shl nuw nsw i32 %443, 6, !dbg !126
  %451 = getelementptr i8, ptr addrspace(3) %45, i32 %450, !dbg !126
  %452 = load i32, ptr addrspace(3) %451, align 4, !dbg !126, !tbaa !93
  %453 = add nsw i32 %452, %449, !dbg !127
  %454 = getelementptr i32, ptr addrspace(3) %156, i32 %446, !dbg !128
  %455 = getelementptr i32, ptr addrspace(3) %454, i32 %16, !dbg !128
  %456 = load i32, ptr addrspace(3) %455, align 4, !dbg !128, !tbaa !93
  %457 = sub nsw i32 %456, %6, !dbg !129
  %458 = getelementptr i32, ptr addrspace(3) %447, i32 %141, !dbg !130
  %459 = load i32, ptr addrspace(3) %458, align 4, !dbg !130, !tbaa !93
  %460 = sub nsw i32 %459, %6, !dbg !131
    #dbg_value(i32 %453, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %457, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %460, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %461 = tail call i32 @_Z3maxii(i32 noundef %457, i32 noundef %460) #4, !dbg !134
  %462 = tail call i32 @_Z3maxii(i32 noundef %453, i32 noundef %461) #4, !dbg !135
  %463 = getelementptr i32, ptr addrspace(3) %454, i32 %141, !dbg !136
  store i32 %462, ptr addrspace(3) %463, align 4, !dbg !137, !tbaa !93
  br label %464, !dbg !138

464:                                              ; preds = %445, %442
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 14, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %465 = sub nsw i32 14, %16, !dbg !119
    #dbg_value(i32 %465, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %466 = icmp ult i32 %465, 16, !dbg !121
  br i1 %466, label %467, label %486, !dbg !121

467:                                              ; preds = %464
    #dbg_value(i32 %465, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %468 = mul nuw nsw i32 %465, 17, !dbg !123
  %469 = getelementptr i32, ptr addrspace(3) %3, i32 %468, !dbg !125
  %470 = getelementptr i32, ptr addrspace(3) %469, i32 %16, !dbg !125
  %471 = load i32, ptr addrspace(3) %470, align 4, !dbg !125, !tbaa !93
  %472 = shl nuw nsw i32 %465, 6, !dbg !126
  %473 = getelementptr i8, ptr addrspace(3) %45, i32 %472, !dbg !126
  %474 = load i32, ptr addrspace(3) %473, align 4, !dbg !126, !tbaa !93
  %475 = add nsw i32 %474, %471, !dbg !127
  %476 = getelementptr i32, ptr addrspace(3) %156, i32 %468, !dbg !128
  %477 = getelementptr i32, ptr addrspace(3) %476, i32 %16, !dbg !128
  %478 = load i32, ptr addrspace(3) %477, align 4, !dbg !128, !tbaa !93
  %479 = sub nsw i32 %478, %6, !dbg !129
  %480 = getelementptr i32, ptr addrspace(3) %469, i32 %141, !dbg !130
  %481 = load i32, ptr addrspace(3) %480, align 4, !dbg !130, !tbaa !93
  %482 = sub nsw i32 %481, %6, !dbg !131
    #dbg_value(i32 %475, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %479, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %482, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %483 = tail call i32 @_Z3maxii(i32 noundef %479, i32 noundef %482) #4, !dbg !134
  %484 = tail call i32 @_Z3maxii(i32 noundef %475, i32 noundef %483) #4, !dbg !135
  %485 = getelementptr i32, ptr addrspace(3) %476, i32 %141, !dbg !136
  store i32 %484, ptr addrspace(3) %485, align 4, !dbg !137, !tbaa !93
  br label %486, !dbg !138

486:                                              ; preds = %467, %464
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 15, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %487 = sub nsw i32 15, %16, !dbg !119
    #dbg_value(i32 %487, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %488 = icmp ult i32 %487, 16, !dbg !121
  br i1 %488, label %489, label %508, !dbg !121

489:                                              ; preds = %486
    #dbg_value(i32 %487, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %490 = mul nuw nsw i32 %487, 17, !dbg !123
  %491 = getelementptr i32, ptr addrspace(3) %3, i32 %490, !dbg !125
  %492 = getelementptr i32, ptr addrspace(3) %491, i32 %16, !dbg !125
  %493 = load i32, ptr addrspace(3) %492, align 4, !dbg !125, !tbaa !93
  %494 = shl nuw nsw i32 %487, 6, !dbg !126
  %495 = getelementptr i8, ptr addrspace(3) %45, i32 %494, !dbg !126
  %496 = load i32, ptr addrspace(3) %495, align 4, !dbg !126, !tbaa !93
  %497 = add nsw i32 %496, %493, !dbg !127
  %498 = getelementptr i32, ptr addrspace(3) %156, i32 %490, !dbg !128
  %499 = getelementptr i32, ptr addrspace(3) %498, i32 %16, !dbg !128
  %500 = load i32, ptr addrspace(3) %499, align 4, !dbg !128, !tbaa !93
  %501 = sub nsw i32 %500, %6, !dbg !129
  %502 = getelementptr i32, ptr addrspace(3) %491, i32 %141, !dbg !130
  %503 = load i32, ptr addrspace(3) %502, align 4, !dbg !130, !tbaa !93
  %504 = sub nsw i32 %503, %6, !dbg !131
    #dbg_value(i32 %497, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %501, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %504, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %505 = tail call i32 @_Z3maxii(i32 noundef %501, i32 noundef %504) #4, !dbg !134
  %506 = tail call i32 @_Z3maxii(i32 noundef %497, i32 noundef %505) #4, !dbg !135
  %507 = getelementptr i32, ptr addrspace(3) %498, i32 %141, !dbg !136
  store i32 %506, ptr addrspace(3) %507, align 4, !dbg !137, !tbaa !93
  br label %508, !dbg !138

508:                                              ; preds = %489, %486
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 16, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %509 = sub nsw i32 16, %16, !dbg !119
    #dbg_value(i32 %509, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %510 = icmp ult i32 %509, 16, !dbg !121
  br i1 %510, label %511, label %530, !dbg !121

511:                                              ; preds = %508
    #dbg_value(i32 %509, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %512 = mul nuw nsw i32 %509, 17, !dbg !123
  %513 = getelementptr i32, ptr addrspace(3) %3, i32 %512, !dbg !125
  %514 = getelementptr i32, ptr addrspace(3) %513, i32 %16, !dbg !125
  %515 = load i32, ptr addrspace(3) %514, align 4, !dbg !125, !tbaa !93
  %516 = shl nuw nsw i32 %509, 6, !dbg !126
  %517 = getelementptr i8, ptr addrspace(3) %45, i32 %516, !dbg !126
  %518 = load i32, ptr addrspace(3) %517, align 4, !dbg !126, !tbaa !93
  %519 = add nsw i32 %518, %515, !dbg !127
  %520 = getelementptr i32, ptr addrspace(3) %156, i32 %512, !dbg !128
  %521 = getelementptr i32, ptr addrspace(3) %520, i32 %16, !dbg !128
  %522 = load i32, ptr addrspace(3) %521, align 4, !dbg !128, !tbaa !93
  %523 = sub nsw i32 %522, %6, !dbg !129
  %524 = getelementptr i32, ptr addrspace(3) %513, i32 %141, !dbg !130
  %525 = load i32, ptr addrspace(3) %524, align 4, !dbg !130, !tbaa !93
  %526 = sub nsw i32 %525, %6, !dbg !131
    #dbg_value(i32 %519, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %523, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %526, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %527 = tail call i32 @_Z3maxii(i32 noundef %523, i32 noundef %526) #4, !dbg !134
  %528 = tail call i32 @_Z3maxii(i32 noundef %519, i32 noundef %527) #4, !dbg !135
  %529 = getelementptr i32, ptr addrspace(3) %520, i32 %141, !dbg !136
  store i32 %528, ptr addrspace(3) %529, align 4, !dbg !137, !tbaa !93
  br label %530, !dbg !138

530:                                              ; preds = %511, %508
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 17, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %531 = sub nsw i32 17, %16, !dbg !119
    #dbg_value(i32 %531, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %532 = icmp ult i32 %531, 16, !dbg !121
  br i1 %532, label %533, label %552, !dbg !121

533:                                              ; preds = %530
    #dbg_value(i32 %531, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %534 = mul nuw nsw i32 %531, 17, !dbg !123
  %535 = getelementptr i32, ptr addrspace(3) %3, i32 %534, !dbg !125
  %536 = getelementptr i32, ptr addrspace(3) %535, i32 %16, !dbg !125
  %537 = load i32, ptr addrspace(3) %536, align 4, !dbg !125, !tbaa !93
  %538 = shl nuw nsw i32 %531, 6, !dbg !126
  %539 = getelementptr i8, ptr addrspace(3) %45, i32 %538, !dbg !126
  %540 = load i32, ptr addrspace(3) %539, align 4, !dbg !126, !tbaa !93
  %541 = add nsw i32 %540, %537, !dbg !127
  %542 = getelementptr i32, ptr addrspace(3) %156, i32 %534, !dbg !128
  %543 = getelementptr i32, ptr addrspace(3) %542, i32 %16, !dbg !128
  %544 = load i32, ptr addrspace(3) %543, align 4, !dbg !128, !tbaa !93
  %545 = sub nsw i32 %544, %6, !dbg !129
  %546 = getelementptr i32, ptr addrspace(3) %535, i32 %141, !dbg !130
  %547 = load i32, ptr addrspace(3) %546, align 4, !dbg !130, !tbaa !93
  %548 = sub nsw i32 %547, %6, !dbg !131
    #dbg_value(i32 %541, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %545, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %548, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %549 = tail call i32 @_Z3maxii(i32 noundef %545, i32 noundef %548) #4, !dbg !134
  %550 = tail call i32 @_Z3maxii(i32 noundef %541, i32 noundef %549) #4, !dbg !135
  %551 = getelementptr i32, ptr addrspace(3) %542, i32 %141, !dbg !136
  store i32 %550, ptr addrspace(3) %551, align 4, !dbg !137, !tbaa !93
  br label %552, !dbg !138

552:                                              ; preds = %533, %530
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 18, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %553 = sub nsw i32 18, %16, !dbg !119
    #dbg_value(i32 %553, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %554 = icmp ult i32 %553, 16, !dbg !121
  br i1 %554, label %555, label %574, !dbg !121

555:                                              ; preds = %552
    #dbg_value(i32 %553, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %556 = mul nuw nsw i32 %553, 17, !dbg !123
  %557 = getelementptr i32, ptr addrspace(3) %3, i32 %556, !dbg !125
  %558 = getelementptr i32, ptr addrspace(3) %557, i32 %16, !dbg !125
  %559 = load i32, ptr addrspace(3) %558, align 4, !dbg !125, !tbaa !93
  %560 = shl nuw nsw i32 %553, 6, !dbg !126
  %561 = getelementptr i8, ptr addrspace(3) %45, i32 %560, !dbg !126
  %562 = load i32, ptr addrspace(3) %561, align 4, !dbg !126, !tbaa !93
  %563 = add nsw i32 %562, %559, !dbg !127
  %564 = getelementptr i32, ptr addrspace(3) %156, i32 %556, !dbg !128
  %565 = getelementptr i32, ptr addrspace(3) %564, i32 %16, !dbg !128
  %566 = load i32, ptr addrspace(3) %565, align 4, !dbg !128, !tbaa !93
  %567 = sub nsw i32 %566, %6, !dbg !129
  %568 = getelementptr i32, ptr addrspace(3) %557, i32 %141, !dbg !130
  %569 = load i32, ptr addrspace(3) %568, align 4, !dbg !130, !tbaa !93
  %570 = sub nsw i32 %569, %6, !dbg !131
    #dbg_value(i32 %563, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %567, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %570, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %571 = tail call i32 @_Z3maxii(i32 noundef %567, i32 noundef %570) #4, !dbg !134
  %572 = tail call i32 @_Z3maxii(i32 noundef %563, i32 noundef %571) #4, !dbg !135
  %573 = getelementptr i32, ptr addrspace(3) %564, i32 %141, !dbg !136
  store i32 %572, ptr addrspace(3) %573, align 4, !dbg !137, !tbaa !93
  br label %574, !dbg !138

574:                                              ; preds = %555, %552
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 19, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %575 = sub nsw i32 19, %16, !dbg !119
    #dbg_value(i32 %575, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %576 = icmp ult i32 %575, 16, !dbg !121
  br i1 %576, label %577, label %596, !dbg !121

577:                                              ; preds = %574
    #dbg_value(i32 %575, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %578 = mul nuw nsw i32 %575, 17, !dbg !123
  %579 = getelementptr i32, ptr addrspace(3) %3, i32 %578, !dbg !125
  %580 = getelementptr i32, ptr addrspace(3) %579, i32 %16, !dbg !125
  %581 = load i32, ptr addrspace(3) %580, align 4, !dbg !125, !tbaa !93
  %582 = shl nuw nsw i32 %575, 6, !dbg !126
  %583 = getelementptr i8, ptr addrspace(3) %45, i32 %582, !dbg !126
  %584 = load i32, ptr addrspace(3) %583, align 4, !dbg !126, !tbaa !93
  %585 = add nsw i32 %584, %581, !dbg !127
  %586 = getelementptr i32, ptr addrspace(3) %156, i32 %578, !dbg !128
  %587 = getelementptr i32, ptr addrspace(3) %586, i32 %16, !dbg !128
  %588 = load i32, ptr addrspace(3) %587, align 4, !dbg !128, !tbaa !93
  %589 = sub nsw i32 %588, %6, !dbg !129
  %590 = getelementptr i32, ptr addrspace(3) %579, i32 %141, !dbg !130
  %591 = load i32, ptr addrspace(3) %590, align 4, !dbg !130, !tbaa !93
  %592 = sub nsw i32 %591, %6, !dbg !131
    #dbg_value(i32 %585, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %589, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %592, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %593 = tail call i32 @_Z3maxii(i32 noundef %589, i32 noundef %592) #4, !dbg !134
  %594 = tail call i32 @_Z3maxii(i32 noundef %585, i32 noundef %593) #4, !dbg !135
  %595 = getelementptr i32, ptr addrspace(3) %586, i32 %141, !dbg !136
  store i32 %594, ptr addrspace(3) %595, align 4, !dbg !137, !tbaa !93
  br label %596, !dbg !138

596:                                              ; preds = %577, %574
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 20, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %597 = sub nsw i32 20, %16, !dbg !119
    #dbg_value(i32 %597, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %598 = icmp ult i32 %597, 16, !dbg !121
  br i1 %598, label %599, label %618, !dbg !121

599:                                              ; preds = %596
    #dbg_value(i32 %597, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %600 = mul nuw nsw i32 %597, 17, !dbg !123
  %601 = getelementptr i32, ptr addrspace(3) %3, i32 %600, !dbg !125
  %602 = getelementptr i32, ptr addrspace(3) %601, i32 %16, !dbg !125
  %603 = load i32, ptr addrspace(3) %602, align 4, !dbg !125, !tbaa !93
  %604 = shl nuw nsw i32 %597, 6, !dbg !126
  %605 = getelementptr i8, ptr addrspace(3) %45, i32 %604, !dbg !126
  %606 = load i32, ptr addrspace(3) %605, align 4, !dbg !126, !tbaa !93
  %607 = add nsw i32 %606, %603, !dbg !127
  %608 = getelementptr i32, ptr addrspace(3) %156, i32 %600, !dbg !128
  %609 = getelementptr i32, ptr addrspace(3) %608, i32 %16, !dbg !128
  %610 = load i32, ptr addrspace(3) %609, align 4, !dbg !128, !tbaa !93
  %611 = sub nsw i32 %610, %6, !dbg !129
  %612 = getelementptr i32, ptr addrspace(3) %601, i32 %141, !dbg !130
  %613 = load i32, ptr addrspace(3) %612, align 4, !dbg !130, !tbaa !93
  %614 = sub nsw i32 %613, %6, !dbg !131
    #dbg_value(i32 %607, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %611, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %614, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %615 = tail call i32 @_Z3maxii(i32 noundef %611, i32 noundef %614) #4, !dbg !134
  %616 = tail call i32 @_Z3maxii(i32 noundef %607, i32 noundef %615) #4, !dbg !135
  %617 = getelementptr i32, ptr addrspace(3) %608, i32 %141, !dbg !136
  store i32 %616, ptr addrspace(3) %617, align 4, !dbg !137, !tbaa !93
  br label %618, !dbg !138

618:                                              ; preds = %599, %596
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 21, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %619 = sub nsw i32 21, %16, !dbg !119
    #dbg_value(i32 %619, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %620 = icmp ult i32 %619, 16, !dbg !121
  br i1 %620, label %621, label %640, !dbg !121

621:                                              ; preds = %618
    #dbg_value(i32 %619, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %622 = mul nuw nsw i32 %619, 17, !dbg !123
  %623 = getelementptr i32, ptr addrspace(3) %3, i32 %622, !dbg !125
  %624 = getelementptr i32, ptr addrspace(3) %623, i32 %16, !dbg !125
  %625 = load i32, ptr addrspace(3) %624, align 4, !dbg !125, !tbaa !93
  %626 = shl nuw nsw i32 %619, 6, !dbg !126
  %627 = getelementptr i8, ptr addrspace(3) %45, i32 %626, !dbg !126
  %628 = load i32, ptr addrspace(3) %627, align 4, !dbg !126, !tbaa !93
  %629 = add nsw i32 %628, %625, !dbg !127
  %630 = getelementptr i32, ptr addrspace(3) %156, i32 %622, !dbg !128
  %631 = getelementptr i32, ptr addrspace(3) %630, i32 %16, !dbg !128
  %632 = load i32, ptr addrspace(3) %631, align 4, !dbg !128, !tbaa !93
  %633 = sub nsw i32 %632, %6, !dbg !129
  %634 = getelementptr i32, ptr addrspace(3) %623, i32 %141, !dbg !130
  %635 = load i32, ptr addrspace(3) %634, align 4, !dbg !130, !tbaa !93
  %636 = sub nsw i32 %635, %6, !dbg !131
    #dbg_value(i32 %629, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %633, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %636, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %637 = tail call i32 @_Z3maxii(i32 noundef %633, i32 noundef %636) #4, !dbg !134
  %638 = tail call i32 @_Z3maxii(i32 noundef %629, i32 noundef %637) #4, !dbg !135
  %639 = getelementptr i32, ptr addrspace(3) %630, i32 %141, !dbg !136
  store i32 %638, ptr addrspace(3) %639, align 4, !dbg !137, !tbaa !93
  br label %640, !dbg !138

640:                                              ; preds = %621, %618
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 22, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %641 = sub nsw i32 22, %16, !dbg !119
    #dbg_value(i32 %641, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %642 = icmp ult i32 %641, 16, !dbg !121
  br i1 %642, label %643, label %662, !dbg !121

643:                                              ; preds = %640
    #dbg_value(i32 %641, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %644 = mul nuw nsw i32 %641, 17, !dbg !123
  %645 = getelementptr i32, ptr addrspace(3) %3, i32 %644, !dbg !125
  %646 = getelementptr i32, ptr addrspace(3) %645, i32 %16, !dbg !125
  %647 = load i32, ptr addrspace(3) %646, align 4, !dbg !125, !tbaa !93
  %648 = shl nuw nsw i32 %641, 6, !dbg !126
  %649 = getelementptr i8, ptr addrspace(3) %45, i32 %648, !dbg !126
  %650 = load i32, ptr addrspace(3) %649, align 4, !dbg !126, !tbaa !93
  %651 = add nsw i32 %650, %647, !dbg !127
  %652 = getelementptr i32, ptr addrspace(3) %156, i32 %644, !dbg !128
  %653 = getelementptr i32, ptr addrspace(3) %652, i32 %16, !dbg !128
  %654 = load i32, ptr addrspace(3) %653, align 4, !dbg !128, !tbaa !93
  %655 = sub nsw i32 %654, %6, !dbg !129
  %656 = getelementptr i32, ptr addrspace(3) %645, i32 %141, !dbg !130
  %657 = load i32, ptr addrspace(3) %656, align 4, !dbg !130, !tbaa !93
  %658 = sub nsw i32 %657, %6, !dbg !131
    #dbg_value(i32 %651, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %655, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %658, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %659 = tail call i32 @_Z3maxii(i32 noundef %655, i32 noundef %658) #4, !dbg !134
  %660 = tail call i32 @_Z3maxii(i32 noundef %651, i32 noundef %659) #4, !dbg !135
  %661 = getelementptr i32, ptr addrspace(3) %652, i32 %141, !dbg !136
  store i32 %660, ptr addrspace(3) %661, align 4, !dbg !137, !tbaa !93
  br label %662, !dbg !138

662:                                              ; preds = %643, %640
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 23, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %663 = sub nsw i32 23, %16, !dbg !119
    #dbg_value(i32 %663, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %664 = icmp ult i32 %663, 16, !dbg !121
  br i1 %664, label %665, label %684, !dbg !121

665:                                              ; preds = %662
    #dbg_value(i32 %663, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %666 = mul nuw nsw i32 %663, 17, !dbg !123
  %667 = getelementptr i32, ptr addrspace(3) %3, i32 %666, !dbg !125
  %668 = getelementptr i32, ptr addrspace(3) %667, i32 %16, !dbg !125
  %669 = load i32, ptr addrspace(3) %668, align 4, !dbg !125, !tbaa !93
  %670 = shl nuw nsw i32 %663, 6, !dbg !126
  %671 = getelementptr i8, ptr addrspace(3) %45, i32 %670, !dbg !126
  %672 = load i32, ptr addrspace(3) %671, align 4, !dbg !126, !tbaa !93
  %673 = add nsw i32 %672, %669, !dbg !127
  %674 = getelementptr i32, ptr addrspace(3) %156, i32 %666, !dbg !128
  %675 = getelementptr i32, ptr addrspace(3) %674, i32 %16, !dbg !128
  %676 = load i32, ptr addrspace(3) %675, align 4, !dbg !128, !tbaa !93
  %677 = sub nsw i32 %676, %6, !dbg !129
  %678 = getelementptr i32, ptr addrspace(3) %667, i32 %141, !dbg !130
  %679 = load i32, ptr addrspace(3) %678, align 4, !dbg !130, !tbaa !93
  %680 = sub nsw i32 %679, %6, !dbg !131
    #dbg_value(i32 %673, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %677, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %680, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %681 = tail call i32 @_Z3maxii(i32 noundef %677, i32 noundef %680) #4, !dbg !134
  %682 = tail call i32 @_Z3maxii(i32 noundef %673, i32 noundef %681) #4, !dbg !135
  %683 = getelementptr i32, ptr addrspace(3) %674, i32 %141, !dbg !136
  store i32 %682, ptr addrspace(3) %683, align 4, !dbg !137, !tbaa !93
  br label %684, !dbg !138

684:                                              ; preds = %665, %662
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 24, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %685 = sub nsw i32 24, %16, !dbg !119
    #dbg_value(i32 %685, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %686 = icmp ult i32 %685, 16, !dbg !121
  br i1 %686, label %687, label %706, !dbg !121

687:                                              ; preds = %684
    #dbg_value(i32 %685, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %688 = mul nuw nsw i32 %685, 17, !dbg !123
  %689 = getelementptr i32, ptr addrspace(3) %3, i32 %688, !dbg !125
  %690 = getelementptr i32, ptr addrspace(3) %689, i32 %16, !dbg !125
  %691 = load i32, ptr addrspace(3) %690, align 4, !dbg !125, !tbaa !93
  %692 = shl nuw nsw i32 %685, 6, !dbg !126
  %693 = getelementptr i8, ptr addrspace(3) %45, i32 %692, !dbg !126
  %694 = load i32, ptr addrspace(3) %693, align 4, !dbg !126, !tbaa !93
  %695 = add nsw i32 %694, %691, !dbg !127
  %696 = getelementptr i32, ptr addrspace(3) %156, i32 %688, !dbg !128
  %697 = getelementptr i32, ptr addrspace(3) %696, i32 %16, !dbg !128
  %698 = load i32, ptr addrspace(3) %697, align 4, !dbg !128, !tbaa !93
  %699 = sub nsw i32 %698, %6, !dbg !129
  %700 = getelementptr i32, ptr addrspace(3) %689, i32 %141, !dbg !130
  %701 = load i32, ptr addrspace(3) %700, align 4, !dbg !130, !tbaa !93
  %702 = sub nsw i32 %701, %6, !dbg !131
    #dbg_value(i32 %695, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %699, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %702, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %703 = tail call i32 @_Z3maxii(i32 noundef %699, i32 noundef %702) #4, !dbg !134
  %704 = tail call i32 @_Z3maxii(i32 noundef %695, i32 noundef %703) #4, !dbg !135
  %705 = getelementptr i32, ptr addrspace(3) %696, i32 %141, !dbg !136
  store i32 %704, ptr addrspace(3) %705, align 4, !dbg !137, !tbaa !93
  br label %706, !dbg !138

706:                                              ; preds = %687, %684
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 25, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %707 = sub nsw i32 25, %16, !dbg !119
    #dbg_value(i32 %707, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %708 = icmp ult i32 %707, 16, !dbg !121
  br i1 %708, label %709, label %728, !dbg !121

709:                                              ; preds = %706
    #dbg_value(i32 %707, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %710 = mul nuw nsw i32 %707, 17, !dbg !123
  %711 = getelementptr i32, ptr addrspace(3) %3, i32 %710, !dbg !125
  %712 = getelementptr i32, ptr addrspace(3) %711, i32 %16, !dbg !125
  %713 = load i32, ptr addrspace(3) %712, align 4, !dbg !125, !tbaa !93
  %714 = shl nuw nsw i32 %707, 6, !dbg !126
  %715 = getelementptr i8, ptr addrspace(3) %45, i32 %714, !dbg !126
  %716 = load i32, ptr addrspace(3) %715, align 4, !dbg !126, !tbaa !93
  %717 = add nsw i32 %716, %713, !dbg !127
  %718 = getelementptr i32, ptr addrspace(3) %156, i32 %710, !dbg !128
  %719 = getelementptr i32, ptr addrspace(3) %718, i32 %16, !dbg !128
  %720 = load i32, ptr addrspace(3) %719, align 4, !dbg !128, !tbaa !93
  %721 = sub nsw i32 %720, %6, !dbg !129
  %722 = getelementptr i32, ptr addrspace(3) %711, i32 %141, !dbg !130
  %723 = load i32, ptr addrspace(3) %722, align 4, !dbg !130, !tbaa !93
  %724 = sub nsw i32 %723, %6, !dbg !131
    #dbg_value(i32 %717, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %721, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %724, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %725 = tail call i32 @_Z3maxii(i32 noundef %721, i32 noundef %724) #4, !dbg !134
  %726 = tail call i32 @_Z3maxii(i32 noundef %717, i32 noundef %725) #4, !dbg !135
  %727 = getelementptr i32, ptr addrspace(3) %718, i32 %141, !dbg !136
  store i32 %726, ptr addrspace(3) %727, align 4, !dbg !137, !tbaa !93
  br label %728, !dbg !138

728:                                              ; preds = %709, %706
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 26, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %729 = sub nsw i32 26, %16, !dbg !119
    #dbg_value(i32 %729, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %730 = icmp ult i32 %729, 16, !dbg !121
  br i1 %730, label %731, label %750, !dbg !121

731:                                              ; preds = %728
    #dbg_value(i32 %729, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %732 = mul nuw nsw i32 %729, 17, !dbg !123
  %733 = getelementptr i32, ptr addrspace(3) %3, i32 %732, !dbg !125
  %734 = getelementptr i32, ptr addrspace(3) %733, i32 %16, !dbg !125
  %735 = load i32, ptr addrspace(3) %734, align 4, !dbg !125, !tbaa !93
  %736 = shl nuw nsw i32 %729, 6, !dbg !126
  %737 = getelementptr i8, ptr addrspace(3) %45, i32 %736, !dbg !126
  %738 = load i32, ptr addrspace(3) %737, align 4, !dbg !126, !tbaa !93
  %739 = add nsw i32 %738, %735, !dbg !127
  %740 = getelementptr i32, ptr addrspace(3) %156, i32 %732, !dbg !128
  %741 = getelementptr i32, ptr addrspace(3) %740, i32 %16, !dbg !128
  %742 = load i32, ptr addrspace(3) %741, align 4, !dbg !128, !tbaa !93
  %743 = sub nsw i32 %742, %6, !dbg !129
  %744 = getelementptr i32, ptr addrspace(3) %733, i32 %141, !dbg !130
  %745 = load i32, ptr addrspace(3) %744, align 4, !dbg !130, !tbaa !93
  %746 = sub nsw i32 %745, %6, !dbg !131
    #dbg_value(i32 %739, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %743, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %746, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %747 = tail call i32 @_Z3maxii(i32 noundef %743, i32 noundef %746) #4, !dbg !134
  %748 = tail call i32 @_Z3maxii(i32 noundef %739, i32 noundef %747) #4, !dbg !135
  %749 = getelementptr i32, ptr addrspace(3) %740, i32 %141, !dbg !136
  store i32 %748, ptr addrspace(3) %749, align 4, !dbg !137, !tbaa !93
  br label %750, !dbg !138

750:                                              ; preds = %731, %728
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 27, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %751 = sub nsw i32 27, %16, !dbg !119
    #dbg_value(i32 %751, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %752 = icmp ult i32 %751, 16, !dbg !121
  br i1 %752, label %753, label %772, !dbg !121

753:                                              ; preds = %750
    #dbg_value(i32 %751, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %754 = mul nuw nsw i32 %751, 17, !dbg !123
  %755 = getelementptr i32, ptr addrspace(3) %3, i32 %754, !dbg !125
  %756 = getelementptr i32, ptr addrspace(3) %755, i32 %16, !dbg !125
  %757 = load i32, ptr addrspace(3) %756, align 4, !dbg !125, !tbaa !93
  %758 = shl nuw nsw i32 %751, 6, !dbg !126
  %759 = getelementptr i8, ptr addrspace(3) %45, i32 %758, !dbg !126
  %760 = load i32, ptr addrspace(3) %759, align 4, !dbg !126, !tbaa !93
  %761 = add nsw i32 %760, %757, !dbg !127
  %762 = getelementptr i32, ptr addrspace(3) %156, i32 %754, !dbg !128
  %763 = getelementptr i32, ptr addrspace(3) %762, i32 %16, !dbg !128
  %764 = load i32, ptr addrspace(3) %763, align 4, !dbg !128, !tbaa !93
  %765 = sub nsw i32 %764, %6, !dbg !129
  %766 = getelementptr i32, ptr addrspace(3) %755, i32 %141, !dbg !130
  %767 = load i32, ptr addrspace(3) %766, align 4, !dbg !130, !tbaa !93
  %768 = sub nsw i32 %767, %6, !dbg !131
    #dbg_value(i32 %761, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %765, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %768, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %769 = tail call i32 @_Z3maxii(i32 noundef %765, i32 noundef %768) #4, !dbg !134
  %770 = tail call i32 @_Z3maxii(i32 noundef %761, i32 noundef %769) #4, !dbg !135
  %771 = getelementptr i32, ptr addrspace(3) %762, i32 %141, !dbg !136
  store i32 %770, ptr addrspace(3) %771, align 4, !dbg !137, !tbaa !93
  br label %772, !dbg !138

772:                                              ; preds = %753, %750
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 28, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %773 = sub nsw i32 28, %16, !dbg !119
    #dbg_value(i32 %773, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %774 = icmp ult i32 %773, 16, !dbg !121
  br i1 %774, label %775, label %794, !dbg !121

775:                                              ; preds = %772
    #dbg_value(i32 %773, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %776 = mul nuw nsw i32 %773, 17, !dbg !123
  %777 = getelementptr i32, ptr addrspace(3) %3, i32 %776, !dbg !125
  %778 = getelementptr i32, ptr addrspace(3) %777, i32 %16, !dbg !125
  %779 = load i32, ptr addrspace(3) %778, align 4, !dbg !125, !tbaa !93
  %780 = shl nuw nsw i32 %773, 6, !dbg !126
  %781 = getelementptr i8, ptr addrspace(3) %45, i32 %780, !dbg !126
  %782 = load i32, ptr addrspace(3) %781, align 4, !dbg !126, !tbaa !93
  %783 = add nsw i32 %782, %779, !dbg !127
  %784 = getelementptr i32, ptr addrspace(3) %156, i32 %776, !dbg !128
  %785 = getelementptr i32, ptr addrspace(3) %784, i32 %16, !dbg !128
  %786 = load i32, ptr addrspace(3) %785, align 4, !dbg !128, !tbaa !93
  %787 = sub nsw i32 %786, %6, !dbg !129
  %788 = getelementptr i32, ptr addrspace(3) %777, i32 %141, !dbg !130
  %789 = load i32, ptr addrspace(3) %788, align 4, !dbg !130, !tbaa !93
  %790 = sub nsw i32 %789, %6, !dbg !131
    #dbg_value(i32 %783, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %787, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %790, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %791 = tail call i32 @_Z3maxii(i32 noundef %787, i32 noundef %790) #4, !dbg !134
  %792 = tail call i32 @_Z3maxii(i32 noundef %783, i32 noundef %791) #4, !dbg !135
  %793 = getelementptr i32, ptr addrspace(3) %784, i32 %141, !dbg !136
  store i32 %792, ptr addrspace(3) %793, align 4, !dbg !137, !tbaa !93
  br label %794, !dbg !138

794:                                              ; preds = %775, %772
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 29, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %795 = sub nsw i32 29, %16, !dbg !119
    #dbg_value(i32 %795, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %796 = icmp ult i32 %795, 16, !dbg !121
  br i1 %796, label %797, label %816, !dbg !121

797:                                              ; preds = %794
    #dbg_value(i32 %795, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %798 = mul nuw nsw i32 %795, 17, !dbg !123
  %799 = getelementptr i32, ptr addrspace(3) %3, i32 %798, !dbg !125
  %800 = getelementptr i32, ptr addrspace(3) %799, i32 %16, !dbg !125
  %801 = load i32, ptr addrspace(3) %800, align 4, !dbg !125, !tbaa !93
  %802 = shl nuw nsw i32 %795, 6, !dbg !126
  %803 = getelementptr i8, ptr addrspace(3) %45, i32 %802, !dbg !126
  %804 = load i32, ptr addrspace(3) %803, align 4, !dbg !126, !tbaa !93
  %805 = add nsw i32 %804, %801, !dbg !127
  %806 = getelementptr i32, ptr addrspace(3) %156, i32 %798, !dbg !128
  %807 = getelementptr i32, ptr addrspace(3) %806, i32 %16, !dbg !128
  %808 = load i32, ptr addrspace(3) %807, align 4, !dbg !128, !tbaa !93
  %809 = sub nsw i32 %808, %6, !dbg !129
  %810 = getelementptr i32, ptr addrspace(3) %799, i32 %141, !dbg !130
  %811 = load i32, ptr addrspace(3) %810, align 4, !dbg !130, !tbaa !93
  %812 = sub nsw i32 %811, %6, !dbg !131
    #dbg_value(i32 %805, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %809, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %812, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %813 = tail call i32 @_Z3maxii(i32 noundef %809, i32 noundef %812) #4, !dbg !134
  %814 = tail call i32 @_Z3maxii(i32 noundef %805, i32 noundef %813) #4, !dbg !135
  %815 = getelementptr i32, ptr addrspace(3) %806, i32 %141, !dbg !136
  store i32 %814, ptr addrspace(3) %815, align 4, !dbg !137, !tbaa !93
  br label %816, !dbg !138

816:                                              ; preds = %797, %794
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 30, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
  %817 = sub nsw i32 30, %16, !dbg !119
    #dbg_value(i32 %817, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %818 = icmp ult i32 %817, 16, !dbg !121
  br i1 %818, label %819, label %838, !dbg !121

819:                                              ; preds = %816
    #dbg_value(i32 %817, !56, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !120)
  %820 = mul nuw nsw i32 %817, 17, !dbg !123
  %821 = getelementptr i32, ptr addrspace(3) %3, i32 %820, !dbg !125
  %822 = getelementptr i32, ptr addrspace(3) %821, i32 %16, !dbg !125
  %823 = load i32, ptr addrspace(3) %822, align 4, !dbg !125, !tbaa !93
  %824 = shl nuw nsw i32 %817, 6, !dbg !126
  %825 = getelementptr i8, ptr addrspace(3) %45, i32 %824, !dbg !126
  %826 = load i32, ptr addrspace(3) %825, align 4, !dbg !126, !tbaa !93
  %827 = add nsw i32 %826, %823, !dbg !127
  %828 = getelementptr i32, ptr addrspace(3) %156, i32 %820, !dbg !128
  %829 = getelementptr i32, ptr addrspace(3) %828, i32 %16, !dbg !128
  %830 = load i32, ptr addrspace(3) %829, align 4, !dbg !128, !tbaa !93
  %831 = sub nsw i32 %830, %6, !dbg !129
  %832 = getelementptr i32, ptr addrspace(3) %821, i32 %141, !dbg !130
  %833 = load i32, ptr addrspace(3) %832, align 4, !dbg !130, !tbaa !93
  %834 = sub nsw i32 %833, %6, !dbg !131
    #dbg_value(i32 %827, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %831, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
    #dbg_value(i32 %834, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !132)
  %835 = tail call i32 @_Z3maxii(i32 noundef %831, i32 noundef %834) #4, !dbg !134
  %836 = tail call i32 @_Z3maxii(i32 noundef %827, i32 noundef %835) #4, !dbg !135
  %837 = getelementptr i32, ptr addrspace(3) %828, i32 %141, !dbg !136
  store i32 %836, ptr addrspace(3) %837, align 4, !dbg !137, !tbaa !93
  br label %838, !dbg !138

838:                                              ; preds = %819, %816
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !139
    #dbg_value(i32 31, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !117)
    #dbg_value(i32 1, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
    #dbg_value(i32 1, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %839 = getelementptr i8, ptr addrspace(3) %145, i32 68, !dbg !141
  %840 = load i32, ptr addrspace(3) %839, align 4, !dbg !141, !tbaa !93
  %841 = add nsw i32 %141, %5, !dbg !143
  %842 = sext i32 %841 to i64, !dbg !144
  %843 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %842, !dbg !144
  store i32 %840, ptr addrspace(1) %843, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 2, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %844 = getelementptr i8, ptr addrspace(3) %145, i32 136, !dbg !141
  %845 = load i32, ptr addrspace(3) %844, align 4, !dbg !141, !tbaa !93
  %846 = add nsw i32 %50, %141, !dbg !143
  %847 = sext i32 %846 to i64, !dbg !144
  %848 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %847, !dbg !144
  store i32 %845, ptr addrspace(1) %848, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 3, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %849 = getelementptr i8, ptr addrspace(3) %145, i32 204, !dbg !141
  %850 = load i32, ptr addrspace(3) %849, align 4, !dbg !141, !tbaa !93
  %851 = add nsw i32 %56, %141, !dbg !143
  %852 = sext i32 %851 to i64, !dbg !144
  %853 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %852, !dbg !144
  store i32 %850, ptr addrspace(1) %853, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 4, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %854 = getelementptr i8, ptr addrspace(3) %145, i32 272, !dbg !141
  %855 = load i32, ptr addrspace(3) %854, align 4, !dbg !141, !tbaa !93
  %856 = add nsw i32 %62, %141, !dbg !143
  %857 = sext i32 %856 to i64, !dbg !144
  %858 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %857, !dbg !144
  store i32 %855, ptr addrspace(1) %858, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 5, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %859 = getelementptr i8, ptr addrspace(3) %145, i32 340, !dbg !141
  %860 = load i32, ptr addrspace(3) %859, align 4, !dbg !141, !tbaa !93
  %861 = add nsw i32 %68, %141, !dbg !143
  %862 = sext i32 %861 to i64, !dbg !144
  %863 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %862, !dbg !144
  store i32 %860, ptr addrspace(1) %863, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 6, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %864 = getelementptr i8, ptr addrspace(3) %145, i32 408, !dbg !141
  %865 = load i32, ptr addrspace(3) %864, align 4, !dbg !141, !tbaa !93
  %866 = add nsw i32 %74, %141, !dbg !143
  %867 = sext i32 %866 to i64, !dbg !144
  %868 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %867, !dbg !144
  store i32 %865, ptr addrspace(1) %868, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 7, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %869 = getelementptr i8, ptr addrspace(3) %145, i32 476, !dbg !141
  %870 = load i32, ptr addrspace(3) %869, align 4, !dbg !141, !tbaa !93
  %871 = add nsw i32 %80, %141, !dbg !143
  %872 = sext i32 %871 to i64, !dbg !144
  %873 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %872, !dbg !144
  store i32 %870, ptr addrspace(1) %873, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 8, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %874 = getelementptr i8, ptr addrspace(3) %145, i32 544, !dbg !141
  %875 = load i32, ptr addrspace(3) %874, align 4, !dbg !141, !tbaa !93
  %876 = add nsw i32 %86, %141, !dbg !143
  %877 = sext i32 %876 to i64, !dbg !144
  %878 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %877, !dbg !144
  store i32 %875, ptr addrspace(1) %878, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 9, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %879 = getelementptr i8, ptr addrspace(3) %145, i32 612, !dbg !141
  %880 = load i32, ptr addrspace(3) %879, align 4, !dbg !141, !tbaa !93
  %881 = add nsw i32 %92, %141, !dbg !143
  %882 = sext i32 %881 to i64, !dbg !144
  %883 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %882, !dbg !144
  store i32 %880, ptr addrspace(1) %883, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 10, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %884 = getelementptr i8, ptr addrspace(3) %145, i32 680, !dbg !141
  %885 = load i32, ptr addrspace(3) %884, align 4, !dbg !141, !tbaa !93
  %886 = add nsw i32 %98, %141, !dbg !143
  %887 = sext i32 %886 to i64, !dbg !144
  %888 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %887, !dbg !144
  store i32 %885, ptr addrspace(1) %888, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 11, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %889 = getelementptr i8, ptr addrspace(3) %145, i32 748, !dbg !141
  %890 = load i32, ptr addrspace(3) %889, align 4, !dbg !141, !tbaa !93
  %891 = add nsw i32 %104, %141, !dbg !143
  %892 = sext i32 %891 to i64, !dbg !144
  %893 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %892, !dbg !144
  store i32 %890, ptr addrspace(1) %893, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 12, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %894 = getelementptr i8, ptr addrspace(3) %145, i32 816, !dbg !141
  %895 = load i32, ptr addrspace(3) %894, align 4, !dbg !141, !tbaa !93
  %896 = add nsw i32 %110, %141, !dbg !143
  %897 = sext i32 %896 to i64, !dbg !144
  %898 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %897, !dbg !144
  store i32 %895, ptr addrspace(1) %898, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 13, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %899 = getelementptr i8, ptr addrspace(3) %145, i32 884, !dbg !141
  %900 = load i32, ptr addrspace(3) %899, align 4, !dbg !141, !tbaa !93
  %901 = add nsw i32 %116, %141, !dbg !143
  %902 = sext i32 %901 to i64, !dbg !144
  %903 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %902, !dbg !144
  store i32 %900, ptr addrspace(1) %903, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 14, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %904 = getelementptr i8, ptr addrspace(3) %145, i32 952, !dbg !141
  %905 = load i32, ptr addrspace(3) %904, align 4, !dbg !141, !tbaa !93
  %906 = add nsw i32 %122, %141, !dbg !143
  %907 = sext i32 %906 to i64, !dbg !144
  %908 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %907, !dbg !144
  store i32 %905, ptr addrspace(1) %908, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 15, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %909 = getelementptr i8, ptr addrspace(3) %145, i32 1020, !dbg !141
  %910 = load i32, ptr addrspace(3) %909, align 4, !dbg !141, !tbaa !93
  %911 = add nsw i32 %128, %141, !dbg !143
  %912 = sext i32 %911 to i64, !dbg !144
  %913 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %912, !dbg !144
  store i32 %910, ptr addrspace(1) %913, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 16, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  %914 = getelementptr i8, ptr addrspace(3) %145, i32 1088, !dbg !141
  %915 = load i32, ptr addrspace(3) %914, align 4, !dbg !141, !tbaa !93
  %916 = add nsw i32 %134, %141, !dbg !143
  %917 = sext i32 %916 to i64, !dbg !144
  %918 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %917, !dbg !144
  store i32 %915, ptr addrspace(1) %918, align 4, !dbg !145, !tbaa !93
    #dbg_value(i32 17, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !140)
  br label %919, !dbg !146

919:                                              ; preds = %838, %12, %22, %26
  ret void, !dbg !146
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !147 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !152 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !153 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="16,16" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6}
!opencl.ocl.version = !{!7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "interpreter_kernels/nw_wavefront.cl", directory: ".", checksumkind: CSK_MD5, checksum: "00a75647133a9cebd851ffcfea440ec6")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "best_of", scope: !1, file: !1, line: 25, type: !10, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !12, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14, !15, !16}
!14 = !DILocalVariable(name: "from_diagonal", arg: 1, scope: !9, file: !1, line: 25, type: !12)
!15 = !DILocalVariable(name: "from_left", arg: 2, scope: !9, file: !1, line: 25, type: !12)
!16 = !DILocalVariable(name: "from_above", arg: 3, scope: !9, file: !1, line: 25, type: !12)
!17 = !DILocation(line: 0, scope: !9)
!18 = !DILocation(line: 26, column: 29, scope: !9)
!19 = !DILocation(line: 26, column: 10, scope: !9)
!20 = !DILocation(line: 26, column: 3, scope: !9)
!21 = !DISubprogram(name: "max", linkageName: "_Z3maxii", scope: !1, file: !1, line: 26, type: !22, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!22 = !DISubroutineType(types: !23)
!23 = !{!12, !12, !12}
!24 = distinct !DISubprogram(name: "nw_wavefront", scope: !1, file: !1, line: 30, type: !25, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !29)
!25 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !26)
!26 = !{null, !27, !27, !27, !28, !28, !12, !12, !12, !12, !12, !12, !12}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, dwarfAddressSpace: 2)
!29 = !{!30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !44, !45, !46, !47, !48, !49, !50, !51, !53, !54, !56, !59}
!30 = !DILocalVariable(name: "subst", arg: 1, scope: !24, file: !1, line: 30, type: !27)
!31 = !DILocalVariable(name: "scores_in", arg: 2, scope: !24, file: !1, line: 30, type: !27)
!32 = !DILocalVariable(name: "scores_out", arg: 3, scope: !24, file: !1, line: 31, type: !27)
!33 = !DILocalVariable(name: "cells", arg: 4, scope: !24, file: !1, line: 31, type: !28)
!34 = !DILocalVariable(name: "subst_tile", arg: 5, scope: !24, file: !1, line: 32, type: !28)
!35 = !DILocalVariable(name: "cols", arg: 6, scope: !24, file: !1, line: 32, type: !12)
!36 = !DILocalVariable(name: "gap", arg: 7, scope: !24, file: !1, line: 32, type: !12)
!37 = !DILocalVariable(name: "diagonal", arg: 8, scope: !24, file: !1, line: 32, type: !12)
!38 = !DILocalVariable(name: "tiles_per_row", arg: 9, scope: !24, file: !1, line: 33, type: !12)
!39 = !DILocalVariable(name: "extent", arg: 10, scope: !24, file: !1, line: 33, type: !12)
!40 = !DILocalVariable(name: "row0", arg: 11, scope: !24, file: !1, line: 33, type: !12)
!41 = !DILocalVariable(name: "col0", arg: 12, scope: !24, file: !1, line: 33, type: !12)
!42 = !DILocalVariable(name: "group", scope: !24, file: !1, line: 34, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!44 = !DILocalVariable(name: "lane", scope: !24, file: !1, line: 35, type: !43)
!45 = !DILocalVariable(name: "tile_col", scope: !24, file: !1, line: 36, type: !43)
!46 = !DILocalVariable(name: "tile_row", scope: !24, file: !1, line: 37, type: !43)
!47 = !DILocalVariable(name: "stride", scope: !24, file: !1, line: 41, type: !43)
!48 = !DILocalVariable(name: "corner", scope: !24, file: !1, line: 42, type: !27)
!49 = !DILocalVariable(name: "corner_out", scope: !24, file: !1, line: 43, type: !27)
!50 = !DILocalVariable(name: "subst_corner", scope: !24, file: !1, line: 44, type: !27)
!51 = !DILocalVariable(name: "r", scope: !52, file: !1, line: 45, type: !12)
!52 = distinct !DILexicalBlock(scope: !24, file: !1, line: 45, column: 3)
!53 = !DILocalVariable(name: "c", scope: !24, file: !1, line: 52, type: !43)
!54 = !DILocalVariable(name: "wave", scope: !55, file: !1, line: 53, type: !12)
!55 = distinct !DILexicalBlock(scope: !24, file: !1, line: 53, column: 3)
!56 = !DILocalVariable(name: "r", scope: !57, file: !1, line: 54, type: !43)
!57 = distinct !DILexicalBlock(scope: !58, file: !1, line: 53, column: 52)
!58 = distinct !DILexicalBlock(scope: !55, file: !1, line: 53, column: 3)
!59 = !DILocalVariable(name: "r", scope: !60, file: !1, line: 61, type: !12)
!60 = distinct !DILexicalBlock(scope: !24, file: !1, line: 61, column: 3)
!61 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!62 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!63 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int", !"int", !"int", !"int"}
!64 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!65 = !{i32 16, i32 1, i32 1}
!66 = !DILocation(line: 0, scope: !24)
!67 = !DILocation(line: 34, column: 21, scope: !24)
!68 = !DILocation(line: 35, column: 20, scope: !24)
!69 = !DILocation(line: 37, column: 37, scope: !24)
!70 = !DILocation(line: 38, column: 16, scope: !71)
!71 = distinct !DILexicalBlock(scope: !24, file: !1, line: 38, column: 7)
!72 = !DILocation(line: 38, column: 33, scope: !71)
!73 = !DILocation(line: 38, column: 70, scope: !71)
!74 = !DILocation(line: 38, column: 58, scope: !71)
!75 = !DILocation(line: 38, column: 75, scope: !71)
!76 = !DILocation(line: 38, column: 84, scope: !71)
!77 = !DILocation(line: 39, column: 13, scope: !71)
!78 = !DILocation(line: 39, column: 30, scope: !71)
!79 = !DILocation(line: 38, column: 7, scope: !24)
!80 = !DILocation(line: 42, column: 59, scope: !24)
!81 = !DILocation(line: 42, column: 51, scope: !24)
!82 = !DILocation(line: 42, column: 43, scope: !24)
!83 = !DILocation(line: 42, column: 36, scope: !24)
!84 = !DILocation(line: 42, column: 71, scope: !24)
!85 = !DILocation(line: 42, column: 78, scope: !24)
!86 = !DILocation(line: 43, column: 51, scope: !24)
!87 = !DILocation(line: 44, column: 38, scope: !24)
!88 = !DILocation(line: 0, scope: !52)
!89 = !DILocation(line: 45, column: 8, scope: !52)
!90 = !DILocation(line: 46, column: 64, scope: !91)
!91 = distinct !DILexicalBlock(scope: !52, file: !1, line: 45, column: 3)
!92 = !DILocation(line: 46, column: 36, scope: !91)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = !DILocation(line: 46, column: 34, scope: !91)
!98 = !DILocation(line: 46, column: 54, scope: !91)
!99 = !DILocation(line: 46, column: 5, scope: !91)
!100 = !DILocation(line: 43, column: 41, scope: !24)
!101 = !DILocation(line: 47, column: 33, scope: !24)
!102 = !DILocation(line: 47, column: 21, scope: !24)
!103 = !{}
!104 = !DILocation(line: 47, column: 3, scope: !24)
!105 = !DILocation(line: 47, column: 19, scope: !24)
!106 = !DILocation(line: 48, column: 44, scope: !24)
!107 = !DILocation(line: 48, column: 32, scope: !24)
!108 = !DILocation(line: 48, column: 3, scope: !24)
!109 = !DILocation(line: 48, column: 30, scope: !24)
!110 = !DILocation(line: 49, column: 12, scope: !111)
!111 = distinct !DILexicalBlock(scope: !24, file: !1, line: 49, column: 7)
!112 = !DILocation(line: 49, column: 7, scope: !24)
!113 = !DILocation(line: 50, column: 16, scope: !111)
!114 = !DILocation(line: 50, column: 14, scope: !111)
!115 = !DILocation(line: 50, column: 5, scope: !111)
!116 = !DILocation(line: 51, column: 3, scope: !24)
!117 = !DILocation(line: 0, scope: !55)
!118 = !DILocation(line: 53, column: 8, scope: !55)
!119 = !DILocation(line: 54, column: 24, scope: !57)
!120 = !DILocation(line: 0, scope: !57)
!121 = !DILocation(line: 55, column: 16, scope: !122)
!122 = distinct !DILexicalBlock(scope: !57, file: !1, line: 55, column: 9)
!123 = !DILocation(line: 56, column: 52, scope: !124)
!124 = distinct !DILexicalBlock(scope: !122, file: !1, line: 55, column: 31)
!125 = !DILocation(line: 56, column: 39, scope: !124)
!126 = !DILocation(line: 56, column: 73, scope: !124)
!127 = !DILocation(line: 56, column: 71, scope: !124)
!128 = !DILocation(line: 57, column: 39, scope: !124)
!129 = !DILocation(line: 57, column: 65, scope: !124)
!130 = !DILocation(line: 57, column: 72, scope: !124)
!131 = !DILocation(line: 57, column: 100, scope: !124)
!132 = !DILocation(line: 0, scope: !9, inlinedAt: !133)
!133 = distinct !DILocation(line: 56, column: 31, scope: !124)
!134 = !DILocation(line: 26, column: 29, scope: !9, inlinedAt: !133)
!135 = !DILocation(line: 26, column: 10, scope: !9, inlinedAt: !133)
!136 = !DILocation(line: 56, column: 7, scope: !124)
!137 = !DILocation(line: 56, column: 29, scope: !124)
!138 = !DILocation(line: 58, column: 5, scope: !124)
!139 = !DILocation(line: 59, column: 5, scope: !57)
!140 = !DILocation(line: 0, scope: !60)
!141 = !DILocation(line: 62, column: 32, scope: !142)
!142 = distinct !DILexicalBlock(scope: !60, file: !1, line: 61, column: 3)
!143 = !DILocation(line: 62, column: 25, scope: !142)
!144 = !DILocation(line: 62, column: 5, scope: !142)
!145 = !DILocation(line: 62, column: 30, scope: !142)
!146 = !DILocation(line: 63, column: 1, scope: !24)
!147 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 34, type: !148, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{!150, !151}
!150 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!151 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!152 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 35, type: !148, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 51, type: !154, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubroutineType(types: !155)
!155 = !{null, !156}
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !157, line: 372, baseType: !158)
!157 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !157, line: 129, baseType: !151)
