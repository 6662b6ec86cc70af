; ModuleID = 'interpreter_kernels/nw_wavefront.cl'
source_filename = "interpreter_kernels/nw_wavefront.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @best_of(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !10 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
    #dbg_declare(ptr addrspace(5) %4, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !16)
  store i32 %1, ptr addrspace(5) %5, align 4
    #dbg_declare(ptr addrspace(5) %5, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !18)
  store i32 %2, ptr addrspace(5) %6, align 4
    #dbg_declare(ptr addrspace(5) %6, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !20)
  %7 = load i32, ptr addrspace(5) %4, align 4, !dbg !21
  %8 = load i32, ptr addrspace(5) %5, align 4, !dbg !22
  %9 = load i32, ptr addrspace(5) %6, align 4, !dbg !23
  %10 = call i32 @_Z3maxii(i32 noundef %8, i32 noundef %9) #4, !dbg !24
  %11 = call i32 @_Z3maxii(i32 noundef %7, i32 noundef %10) #4, !dbg !25
  ret i32 %11, !dbg !26
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i32 @_Z3maxii(i32 noundef, i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @nw_wavefront(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3, ptr addrspace(3) noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #2 !dbg !27 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 !reqd_work_group_size !36 {
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca ptr addrspace(3), align 4, addrspace(5)
  %17 = alloca ptr addrspace(3), align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca ptr addrspace(1), align 8, addrspace(5)
  %31 = alloca ptr addrspace(1), align 8, addrspace(5)
  %32 = alloca ptr addrspace(1), align 8, addrspace(5)
  %33 = alloca i32, align 4, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  %35 = alloca i32, align 4, addrspace(5)
  %36 = alloca i32, align 4, addrspace(5)
  %37 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %13, align 8
    #dbg_declare(ptr addrspace(5) %13, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !38)
  store ptr addrspace(1) %1, ptr addrspace(5) %14, align 8
    #dbg_declare(ptr addrspace(5) %14, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  store ptr addrspace(1) %2, ptr addrspace(5) %15, align 8
    #dbg_declare(ptr addrspace(5) %15, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !42)
  store ptr addrspace(3) %3, ptr addrspace(5) %16, align 4
    #dbg_declare(ptr addrspace(5) %16, !43, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !44)
  store ptr addrspace(3) %4, ptr addrspace(5) %17, align 4
    #dbg_declare(ptr addrspace(5) %17, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !46)
  store i32 %5, ptr addrspace(5) %18, align 4
    #dbg_declare(ptr addrspace(5) %18, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  store i32 %6, ptr addrspace(5) %19, align 4
    #dbg_declare(ptr addrspace(5) %19, !49, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !50)
  store i32 %7, ptr addrspace(5) %20, align 4
    #dbg_declare(ptr addrspace(5) %20, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !52)
  store i32 %8, ptr addrspace(5) %21, align 4
    #dbg_declare(ptr addrspace(5) %21, !53, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !54)
  store i32 %9, ptr addrspace(5) %22, align 4
    #dbg_declare(ptr addrspace(5) %22, !55, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !56)
  store i32 %10, ptr addrspace(5) %23, align 4
    #dbg_declare(ptr addrspace(5) %23, !57, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !58)
  store i32 %11, ptr addrspace(5) %24, align 4
    #dbg_declare(ptr addrspace(5) %24, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !60)
    #dbg_declare(ptr addrspace(5) %25, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !63)
  %38 = call i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !64
  %39 = trunc i64 %38 to i32, !dbg !64
  store i32 %39, ptr addrspace(5) %25, align 4, !dbg !63
    #dbg_declare(ptr addrspace(5) %26, !65, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !66)
  %40 = call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !67
  %41 = trunc i64 %40 to i32, !dbg !67
  store i32 %41, ptr addrspace(5) %26, align 4, !dbg !66
    #dbg_declare(ptr addrspace(5) %27, !68, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !69)
  %42 = load i32, ptr addrspace(5) %25, align 4, !dbg !70
  store i32 %42, ptr addrspace(5) %27, align 4, !dbg !69
    #dbg_declare(ptr addrspace(5) %28, !71, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !72)
  %43 = load i32, ptr addrspace(5) %20, align 4, !dbg !73
  %44 = sub nsw i32 %43, 1, !dbg !74
  %45 = load i32, ptr addrspace(5) %25, align 4, !dbg !75
  %46 = sub nsw i32 %44, %45, !dbg !76
  store i32 %46, ptr addrspace(5) %28, align 4, !dbg !72
  %47 = load i32, ptr addrspace(5) %27, align 4, !dbg !77
  %48 = load i32, ptr addrspace(5) %21, align 4, !dbg !79
  %49 = icmp sge i32 %47, %48, !dbg !80
  br i1 %49, label %65, label %50, !dbg !81

50:                                               ; preds = %12
  %51 = load i32, ptr addrspace(5) %28, align 4, !dbg !82
  %52 = icmp slt i32 %51, 0, !dbg !83
  br i1 %52, label %65, label %53, !dbg !84

53:                                               ; preds = %50
  %54 = load i32, ptr addrspace(5) %28, align 4, !dbg !85
  %55 = add nsw i32 %54, 1, !dbg !86
  %56 = mul nsw i32 16, %55, !dbg !87
  %57 = load i32, ptr addrspace(5) %22, align 4, !dbg !88
  %58 = icmp sgt i32 %56, %57, !dbg !89
  br i1 %58, label %65, label %59, !dbg !90

59:                                               ; preds = %53
  %60 = load i32, ptr addrspace(5) %27, align 4, !dbg !91
  %61 = add nsw i32 %60, 1, !dbg !92
  %62 = mul nsw i32 16, %61, !dbg !93
  %63 = load i32, ptr addrspace(5) %22, align 4, !dbg !94
  %64 = icmp sgt i32 %62, %63, !dbg !95
  br i1 %64, label %65, label %66, !dbg !96

65:                                               ; preds = %59, %53, %50, %12
  br label %253, !dbg !97

66:                                               ; preds = %59
    #dbg_declare(ptr addrspace(5) %29, !98, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !99)
  store i32 17, ptr addrspace(5) %29, align 4, !dbg !99
    #dbg_declare(ptr addrspace(5) %30, !100, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
  %67 = load ptr addrspace(1), ptr addrspace(5) %14, align 8, !dbg !102
  %68 = load i32, ptr addrspace(5) %18, align 4, !dbg !103
  %69 = load i32, ptr addrspace(5) %23, align 4, !dbg !104
  %70 = load i32, ptr addrspace(5) %28, align 4, !dbg !105
  %71 = mul nsw i32 16, %70, !dbg !106
  %72 = add nsw i32 %69, %71, !dbg !107
  %73 = mul nsw i32 %68, %72, !dbg !108
  %74 = sext i32 %73 to i64, !dbg !109
  %75 = getelementptr inbounds i32, ptr addrspace(1) %67, i64 %74, !dbg !109
  %76 = load i32, ptr addrspace(5) %24, align 4, !dbg !110
  %77 = sext i32 %76 to i64, !dbg !111
  %78 = getelementptr inbounds i32, ptr addrspace(1) %75, i64 %77, !dbg !111
  %79 = load i32, ptr addrspace(5) %27, align 4, !dbg !112
  %80 = mul nsw i32 16, %79, !dbg !113
  %81 = sext i32 %80 to i64, !dbg !114
  %82 = getelementptr inbounds i32, ptr addrspace(1) %78, i64 %81, !dbg !114
  store ptr addrspace(1) %82, ptr addrspace(5) %30, align 8, !dbg !101
    #dbg_declare(ptr addrspace(5) %31, !115, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !116)
  %83 = load ptr addrspace(1), ptr addrspace(5) %15, align 8, !dbg !117
  %84 = load ptr addrspace(1), ptr addrspace(5) %30, align 8, !dbg !118
  %85 = load ptr addrspace(1), ptr addrspace(5) %14, align 8, !dbg !119
  %86 = ptrtoint ptr addrspace(1) %84 to i64, !dbg !120
  %87 = ptrtoint ptr addrspace(1) %85 to i64, !dbg !120
  %88 = sub i64 %86, %87, !dbg !120
  %89 = sdiv exact i64 %88, 4, !dbg !120
  %90 = getelementptr inbounds i32, ptr addrspace(1) %83, i64 %89, !dbg !121
  store ptr addrspace(1) %90, ptr addrspace(5) %31, align 8, !dbg !116
    #dbg_declare(ptr addrspace(5) %32, !122, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !123)
  %91 = load ptr addrspace(1), ptr addrspace(5) %13, align 8, !dbg !124
  %92 = load ptr addrspace(1), ptr addrspace(5) %30, align 8, !dbg !125
  %93 = load ptr addrspace(1), ptr addrspace(5) %14, align 8, !dbg !126
  %94 = ptrtoint ptr addrspace(1) %92 to i64, !dbg !127
  %95 = ptrtoint ptr addrspace(1) %93 to i64, !dbg !127
  %96 = sub i64 %94, %95, !dbg !127
  %97 = sdiv exact i64 %96, 4, !dbg !127
  %98 = getelementptr inbounds i32, ptr addrspace(1) %91, i64 %97, !dbg !128
  store ptr addrspace(1) %98, ptr addrspace(5) %32, align 8, !dbg !123
    #dbg_declare(ptr addrspace(5) %33, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !131)
  store i32 0, ptr addrspace(5) %33, align 4, !dbg !131
  br label %99, !dbg !132

99:                                               ; preds = %121, %66
  %100 = load i32, ptr addrspace(5) %33, align 4, !dbg !133
  %101 = icmp slt i32 %100, 16, !dbg !135
  br i1 %101, label %102, label %124, !dbg !136

102:                                              ; preds = %99
  %103 = load ptr addrspace(1), ptr addrspace(5) %32, align 8, !dbg !137
  %104 = load i32, ptr addrspace(5) %18, align 4, !dbg !138
  %105 = load i32, ptr addrspace(5) %33, align 4, !dbg !139
  %106 = add nsw i32 %105, 1, !dbg !140
  %107 = mul nsw i32 %104, %106, !dbg !141
  %108 = load i32, ptr addrspace(5) %26, align 4, !dbg !142
  %109 = add nsw i32 %107, %108, !dbg !143
  %110 = add nsw i32 %109, 1, !dbg !144
  %111 = sext i32 %110 to i64, !dbg !137
  %112 = getelementptr inbounds i32, ptr addrspace(1) %103, i64 %111, !dbg !137
  %113 = load i32, ptr addrspace(1) %112, align 4, !dbg !137
  %114 = load ptr addrspace(3), ptr addrspace(5) %17, align 4, !dbg !145
  %115 = load i32, ptr addrspace(5) %33, align 4, !dbg !146
  %116 = mul nsw i32 %115, 16, !dbg !147
  %117 = load i32, ptr addrspace(5) %26, align 4, !dbg !148
  %118 = add nsw i32 %116, %117, !dbg !149
  %119 = sext i32 %118 to i64, !dbg !145
  %120 = getelementptr inbounds i32, ptr addrspace(3) %114, i64 %119, !dbg !145
  store i32 %113, ptr addrspace(3) %120, align 4, !dbg !150
  br label %121, !dbg !145

121:                                              ; preds = %102
  %122 = load i32, ptr addrspace(5) %33, align 4, !dbg !151
  %123 = add nsw i32 %122, 1, !dbg !151
  store i32 %123, ptr addrspace(5) %33, align 4, !dbg !151
  br label %99, !dbg !152, !llvm.loop !153

124:                                              ; preds = %99
  %125 = load ptr addrspace(1), ptr addrspace(5) %30, align 8, !dbg !155
  %126 = load i32, ptr addrspace(5) %26, align 4, !dbg !156
  %127 = add nsw i32 %126, 1, !dbg !157
  %128 = sext i32 %127 to i64, !dbg !155
  %129 = getelementptr inbounds i32, ptr addrspace(1) %125, i64 %128, !dbg !155
  %130 = load i32, ptr addrspace(1) %129, align 4, !dbg !155
  %131 = load ptr addrspace(3), ptr addrspace(5) %16, align 4, !dbg !158
  %132 = load i32, ptr addrspace(5) %26, align 4, !dbg !159
  %133 = add nsw i32 %132, 1, !dbg !160
  %134 = sext i32 %133 to i64, !dbg !158
  %135 = getelementptr inbounds i32, ptr addrspace(3) %131, i64 %134, !dbg !158
  store i32 %130, ptr addrspace(3) %135, align 4, !dbg !161
  %136 = load ptr addrspace(1), ptr addrspace(5) %30, align 8, !dbg !162
  %137 = load i32, ptr addrspace(5) %18, align 4, !dbg !163
  %138 = load i32, ptr addrspace(5) %26, align 4, !dbg !164
  %139 = add nsw i32 %138, 1, !dbg !165
  %140 = mul nsw i32 %137, %139, !dbg !166
  %141 = sext i32 %140 to i64, !dbg !162
  %142 = getelementptr inbounds i32, ptr addrspace(1) %136, i64 %141, !dbg !162
  %143 = load i32, ptr addrspace(1) %142, align 4, !dbg !162
  %144 = load ptr addrspace(3), ptr addrspace(5) %16, align 4, !dbg !167
  %145 = load i32, ptr addrspace(5) %26, align 4, !dbg !168
  %146 = add nsw i32 %145, 1, !dbg !169
  %147 = mul nsw i32 17, %146, !dbg !170
  %148 = sext i32 %147 to i64, !dbg !167
  %149 = getelementptr inbounds i32, ptr addrspace(3) %144, i64 %148, !dbg !167
  store i32 %143, ptr addrspace(3) %149, align 4, !dbg !171
  %150 = load i32, ptr addrspace(5) %26, align 4, !dbg !172
  %151 = icmp eq i32 %150, 0, !dbg !174
  br i1 %151, label %152, label %158, !dbg !175

152:                                              ; preds = %124
  %153 = load ptr addrspace(1), ptr addrspace(5) %30, align 8, !dbg !176
  %154 = getelementptr inbounds i32, ptr addrspace(1) %153, i64 0, !dbg !176
  %155 = load i32, ptr addrspace(1) %154, align 4, !dbg !176
  %156 = load ptr addrspace(3), ptr addrspace(5) %16, align 4, !dbg !177
  %157 = getelementptr inbounds i32, ptr addrspace(3) %156, i64 0, !dbg !177
  store i32 %155, ptr addrspace(3) %157, align 4, !dbg !178
  br label %158, !dbg !177

158:                                              ; preds = %152, %124
  call void @_Z7barrierj(i32 noundef 1) #5, !dbg !179
    #dbg_declare(ptr addrspace(5) %34, !180, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
  %159 = load i32, ptr addrspace(5) %26, align 4, !dbg !182
  %160 = add nsw i32 %159, 1, !dbg !183
  store i32 %160, ptr addrspace(5) %34, align 4, !dbg !181
    #dbg_declare(ptr addrspace(5) %35, !184, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !186)
  store i32 0, ptr addrspace(5) %35, align 4, !dbg !186
  br label %161, !dbg !187

161:                                              ; preds = %226, %158
  %162 = load i32, ptr addrspace(5) %35, align 4, !dbg !188
  %163 = icmp slt i32 %162, 31, !dbg !190
  br i1 %163, label %164, label %229, !dbg !191

164:                                              ; preds = %161
    #dbg_declare(ptr addrspace(5) %36, !192, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !194)
  %165 = load i32, ptr addrspace(5) %35, align 4, !dbg !195
  %166 = load i32, ptr addrspace(5) %26, align 4, !dbg !196
  %167 = sub nsw i32 %165, %166, !dbg !197
  %168 = add nsw i32 %167, 1, !dbg !198
  store i32 %168, ptr addrspace(5) %36, align 4, !dbg !194
  %169 = load i32, ptr addrspace(5) %36, align 4, !dbg !199
  %170 = icmp sge i32 %169, 1, !dbg !201
  br i1 %170, label %171, label %225, !dbg !202

171:                                              ; preds = %164
  %172 = load i32, ptr addrspace(5) %36, align 4, !dbg !203
  %173 = icmp sle i32 %172, 16, !dbg !204
  br i1 %173, label %174, label %225, !dbg !205

174:                                              ; preds = %171
  %175 = load ptr addrspace(3), ptr addrspace(5) %16, align 4, !dbg !206
  %176 = load i32, ptr addrspace(5) %36, align 4, !dbg !208
  %177 = sub nsw i32 %176, 1, !dbg !209
  %178 = mul nsw i32 17, %177, !dbg !210
  %179 = load i32, ptr addrspace(5) %34, align 4, !dbg !211
  %180 = add nsw i32 %178, %179, !dbg !212
  %181 = sub nsw i32 %180, 1, !dbg !213
  %182 = sext i32 %181 to i64, !dbg !206
  %183 = getelementptr inbounds i32, ptr addrspace(3) %175, i64 %182, !dbg !206
  %184 = load i32, ptr addrspace(3) %183, align 4, !dbg !206
  %185 = load ptr addrspace(3), ptr addrspace(5) %17, align 4, !dbg !214
  %186 = load i32, ptr addrspace(5) %36, align 4, !dbg !215
  %187 = sub nsw i32 %186, 1, !dbg !216
  %188 = mul nsw i32 16, %187, !dbg !217
  %189 = load i32, ptr addrspace(5) %26, align 4, !dbg !218
  %190 = add nsw i32 %188, %189, !dbg !219
  %191 = sext i32 %190 to i64, !dbg !214
  %192 = getelementptr inbounds i32, ptr addrspace(3) %185, i64 %191, !dbg !214
  %193 = load i32, ptr addrspace(3) %192, align 4, !dbg !214
  %194 = add nsw i32 %184, %193, !dbg !220
  %195 = load ptr addrspace(3), ptr addrspace(5) %16, align 4, !dbg !221
  %196 = load i32, ptr addrspace(5) %36, align 4, !dbg !222
  %197 = mul nsw i32 17, %196, !dbg !223
  %198 = load i32, ptr addrspace(5) %34, align 4, !dbg !224
  %199 = add nsw i32 %197, %198, !dbg !225
  %200 = sub nsw i32 %199, 1, !dbg !226
  %201 = sext i32 %200 to i64, !dbg !221
  %202 = getelementptr inbounds i32, ptr addrspace(3) %195, i64 %201, !dbg !221
  %203 = load i32, ptr addrspace(3) %202, align 4, !dbg !221
  %204 = load i32, ptr addrspace(5) %19, align 4, !dbg !227
  %205 = sub nsw i32 %203, %204, !dbg !228
  %206 = load ptr addrspace(3), ptr addrspace(5) %16, align 4, !dbg !229
  %207 = load i32, ptr addrspace(5) %36, align 4, !dbg !230
  %208 = sub nsw i32 %207, 1, !dbg !231
  %209 = mul nsw i32 17, %208, !dbg !232
  %210 = load i32, ptr addrspace(5) %34, align 4, !dbg !233
  %211 = add nsw i32 %209, %210, !dbg !234
  %212 = sext i32 %211 to i64, !dbg !229
  %213 = getelementptr inbounds i32, ptr addrspace(3) %206, i64 %212, !dbg !229
  %214 = load i32, ptr addrspace(3) %213, align 4, !dbg !229
  %215 = load i32, ptr addrspace(5) %19, align 4, !dbg !235
  %216 = sub nsw i32 %214, %215, !dbg !236
  %217 = call i32 @best_of(i32 noundef %194, i32 noundef %205, i32 noundef %216) #5, !dbg !237
  %218 = load ptr addrspace(3), ptr addrspace(5) %16, align 4, !dbg !238
  %219 = load i32, ptr addrspace(5) %36, align 4, !dbg !239
  %220 = mul nsw i32 17, %219, !dbg !240
  %221 = load i32, ptr addrspace(5) %34, align 4, !dbg !241
  %222 = add nsw i32 %220, %221, !dbg !242
  %223 = sext i32 %222 to i64, !dbg !238
  %224 = getelementptr inbounds i32, ptr addrspace(3) %218, i64 %223, !dbg !238
  store i32 %217, ptr addrspace(3) %224, align 4, !dbg !243
  br label %225, !dbg !244

225:                                              ; preds = %174, %171, %164
  call void @_Z7barrierj(i32 noundef 1) #5, !dbg !245
  br label %226, !dbg !246

226:                                              ; preds = %225
  %227 = load i32, ptr addrspace(5) %35, align 4, !dbg !247
  %228 = add nsw i32 %227, 1, !dbg !247
  store i32 %228, ptr addrspace(5) %35, align 4, !dbg !247
  br label %161, !dbg !248, !llvm.loop !249

229:                                              ; preds = %161
    #dbg_declare(ptr addrspace(5) %37, !251, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !253)
  store i32 1, ptr addrspace(5) %37, align 4, !dbg !253
  br label %230, !dbg !254

230:                                              ; preds = %250, %229
  %231 = load i32, ptr addrspace(5) %37, align 4, !dbg !255
  %232 = icmp sle i32 %231, 16, !dbg !257
  br i1 %232, label %233, label %253, !dbg !258

233:                                              ; preds = %230
  %234 = load ptr addrspace(3), ptr addrspace(5) %16, align 4, !dbg !259
  %235 = load i32, ptr addrspace(5) %37, align 4, !dbg !260
  %236 = mul nsw i32 17, %235, !dbg !261
  %237 = load i32, ptr addrspace(5) %34, align 4, !dbg !262
  %238 = add nsw i32 %236, %237, !dbg !263
  %239 = sext i32 %238 to i64, !dbg !259
  %240 = getelementptr inbounds i32, ptr addrspace(3) %234, i64 %239, !dbg !259
  %241 = load i32, ptr addrspace(3) %240, align 4, !dbg !259
  %242 = load ptr addrspace(1), ptr addrspace(5) %31, align 8, !dbg !264
  %243 = load i32, ptr addrspace(5) %18, align 4, !dbg !265
  %244 = load i32, ptr addrspace(5) %37, align 4, !dbg !266
  %245 = mul nsw i32 %243, %244, !dbg !267
  %246 = load i32, ptr addrspace(5) %34, align 4, !dbg !268
  %247 = add nsw i32 %245, %246, !dbg !269
  %248 = sext i32 %247 to i64, !dbg !264
  %249 = getelementptr inbounds i32, ptr addrspace(1) %242, i64 %248, !dbg !264
  store i32 %241, ptr addrspace(1) %249, align 4, !dbg !270
  br label %250, !dbg !264

250:                                              ; preds = %233
  %251 = load i32, ptr addrspace(5) %37, align 4, !dbg !271
  %252 = add nsw i32 %251, 1, !dbg !271
  store i32 %252, ptr addrspace(5) %37, align 4, !dbg !271
  br label %230, !dbg !272, !llvm.loop !273

253:                                              ; preds = %65, %230
  ret void, !dbg !275
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="16,16" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!opencl.ocl.version = !{!8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "interpreter_kernels/nw_wavefront.cl", directory: ".", checksumkind: CSK_MD5, checksum: "00a75647133a9cebd851ffcfea440ec6")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "best_of", scope: !1, file: !1, line: 25, type: !11, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "from_diagonal", arg: 1, scope: !10, file: !1, line: 25, type: !13)
!16 = !DILocation(line: 25, column: 17, scope: !10)
!17 = !DILocalVariable(name: "from_left", arg: 2, scope: !10, file: !1, line: 25, type: !13)
!18 = !DILocation(line: 25, column: 36, scope: !10)
!19 = !DILocalVariable(name: "from_above", arg: 3, scope: !10, file: !1, line: 25, type: !13)
!20 = !DILocation(line: 25, column: 51, scope: !10)
!21 = !DILocation(line: 26, column: 14, scope: !10)
!22 = !DILocation(line: 26, column: 33, scope: !10)
!23 = !DILocation(line: 26, column: 44, scope: !10)
!24 = !DILocation(line: 26, column: 29, scope: !10)
!25 = !DILocation(line: 26, column: 10, scope: !10)
!26 = !DILocation(line: 26, column: 3, scope: !10)
!27 = distinct !DISubprogram(name: "nw_wavefront", scope: !1, file: !1, line: 30, type: !28, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!28 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !29)
!29 = !{null, !30, !30, !30, !31, !31, !13, !13, !13, !13, !13, !13, !13}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, dwarfAddressSpace: 2)
!32 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!33 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!34 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int", !"int", !"int", !"int"}
!35 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!36 = !{i32 16, i32 1, i32 1}
!37 = !DILocalVariable(name: "subst", arg: 1, scope: !27, file: !1, line: 30, type: !30)
!38 = !DILocation(line: 30, column: 90, scope: !27)
!39 = !DILocalVariable(name: "scores_in", arg: 2, scope: !27, file: !1, line: 30, type: !30)
!40 = !DILocation(line: 30, column: 111, scope: !27)
!41 = !DILocalVariable(name: "scores_out", arg: 3, scope: !27, file: !1, line: 31, type: !30)
!42 = !DILocation(line: 31, column: 42, scope: !27)
!43 = !DILocalVariable(name: "cells", arg: 4, scope: !27, file: !1, line: 31, type: !31)
!44 = !DILocation(line: 31, column: 67, scope: !27)
!45 = !DILocalVariable(name: "subst_tile", arg: 5, scope: !27, file: !1, line: 32, type: !31)
!46 = !DILocation(line: 32, column: 41, scope: !27)
!47 = !DILocalVariable(name: "cols", arg: 6, scope: !27, file: !1, line: 32, type: !13)
!48 = !DILocation(line: 32, column: 57, scope: !27)
!49 = !DILocalVariable(name: "gap", arg: 7, scope: !27, file: !1, line: 32, type: !13)
!50 = !DILocation(line: 32, column: 67, scope: !27)
!51 = !DILocalVariable(name: "diagonal", arg: 8, scope: !27, file: !1, line: 32, type: !13)
!52 = !DILocation(line: 32, column: 76, scope: !27)
!53 = !DILocalVariable(name: "tiles_per_row", arg: 9, scope: !27, file: !1, line: 33, type: !13)
!54 = !DILocation(line: 33, column: 32, scope: !27)
!55 = !DILocalVariable(name: "extent", arg: 10, scope: !27, file: !1, line: 33, type: !13)
!56 = !DILocation(line: 33, column: 51, scope: !27)
!57 = !DILocalVariable(name: "row0", arg: 11, scope: !27, file: !1, line: 33, type: !13)
!58 = !DILocation(line: 33, column: 63, scope: !27)
!59 = !DILocalVariable(name: "col0", arg: 12, scope: !27, file: !1, line: 33, type: !13)
!60 = !DILocation(line: 33, column: 73, scope: !27)
!61 = !DILocalVariable(name: "group", scope: !27, file: !1, line: 34, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!63 = !DILocation(line: 34, column: 13, scope: !27)
!64 = !DILocation(line: 34, column: 21, scope: !27)
!65 = !DILocalVariable(name: "lane", scope: !27, file: !1, line: 35, type: !62)
!66 = !DILocation(line: 35, column: 13, scope: !27)
!67 = !DILocation(line: 35, column: 20, scope: !27)
!68 = !DILocalVariable(name: "tile_col", scope: !27, file: !1, line: 36, type: !62)
!69 = !DILocation(line: 36, column: 13, scope: !27)
!70 = !DILocation(line: 36, column: 24, scope: !27)
!71 = !DILocalVariable(name: "tile_row", scope: !27, file: !1, line: 37, type: !62)
!72 = !DILocation(line: 37, column: 13, scope: !27)
!73 = !DILocation(line: 37, column: 24, scope: !27)
!74 = !DILocation(line: 37, column: 33, scope: !27)
!75 = !DILocation(line: 37, column: 39, scope: !27)
!76 = !DILocation(line: 37, column: 37, scope: !27)
!77 = !DILocation(line: 38, column: 7, scope: !78)
!78 = distinct !DILexicalBlock(scope: !27, file: !1, line: 38, column: 7)
!79 = !DILocation(line: 38, column: 19, scope: !78)
!80 = !DILocation(line: 38, column: 16, scope: !78)
!81 = !DILocation(line: 38, column: 33, scope: !78)
!82 = !DILocation(line: 38, column: 36, scope: !78)
!83 = !DILocation(line: 38, column: 45, scope: !78)
!84 = !DILocation(line: 38, column: 49, scope: !78)
!85 = !DILocation(line: 38, column: 61, scope: !78)
!86 = !DILocation(line: 38, column: 70, scope: !78)
!87 = !DILocation(line: 38, column: 58, scope: !78)
!88 = !DILocation(line: 38, column: 77, scope: !78)
!89 = !DILocation(line: 38, column: 75, scope: !78)
!90 = !DILocation(line: 38, column: 84, scope: !78)
!91 = !DILocation(line: 39, column: 16, scope: !78)
!92 = !DILocation(line: 39, column: 25, scope: !78)
!93 = !DILocation(line: 39, column: 13, scope: !78)
!94 = !DILocation(line: 39, column: 32, scope: !78)
!95 = !DILocation(line: 39, column: 30, scope: !78)
!96 = !DILocation(line: 38, column: 7, scope: !27)
!97 = !DILocation(line: 40, column: 5, scope: !78)
!98 = !DILocalVariable(name: "stride", scope: !27, file: !1, line: 41, type: !62)
!99 = !DILocation(line: 41, column: 13, scope: !27)
!100 = !DILocalVariable(name: "corner", scope: !27, file: !1, line: 42, type: !30)
!101 = !DILocation(line: 42, column: 17, scope: !27)
!102 = !DILocation(line: 42, column: 26, scope: !27)
!103 = !DILocation(line: 42, column: 38, scope: !27)
!104 = !DILocation(line: 42, column: 46, scope: !27)
!105 = !DILocation(line: 42, column: 61, scope: !27)
!106 = !DILocation(line: 42, column: 59, scope: !27)
!107 = !DILocation(line: 42, column: 51, scope: !27)
!108 = !DILocation(line: 42, column: 43, scope: !27)
!109 = !DILocation(line: 42, column: 36, scope: !27)
!110 = !DILocation(line: 42, column: 73, scope: !27)
!111 = !DILocation(line: 42, column: 71, scope: !27)
!112 = !DILocation(line: 42, column: 88, scope: !27)
!113 = !DILocation(line: 42, column: 86, scope: !27)
!114 = !DILocation(line: 42, column: 78, scope: !27)
!115 = !DILocalVariable(name: "corner_out", scope: !27, file: !1, line: 43, type: !30)
!116 = !DILocation(line: 43, column: 17, scope: !27)
!117 = !DILocation(line: 43, column: 30, scope: !27)
!118 = !DILocation(line: 43, column: 44, scope: !27)
!119 = !DILocation(line: 43, column: 53, scope: !27)
!120 = !DILocation(line: 43, column: 51, scope: !27)
!121 = !DILocation(line: 43, column: 41, scope: !27)
!122 = !DILocalVariable(name: "subst_corner", scope: !27, file: !1, line: 44, type: !30)
!123 = !DILocation(line: 44, column: 17, scope: !27)
!124 = !DILocation(line: 44, column: 32, scope: !27)
!125 = !DILocation(line: 44, column: 41, scope: !27)
!126 = !DILocation(line: 44, column: 50, scope: !27)
!127 = !DILocation(line: 44, column: 48, scope: !27)
!128 = !DILocation(line: 44, column: 38, scope: !27)
!129 = !DILocalVariable(name: "r", scope: !130, file: !1, line: 45, type: !13)
!130 = distinct !DILexicalBlock(scope: !27, file: !1, line: 45, column: 3)
!131 = !DILocation(line: 45, column: 12, scope: !130)
!132 = !DILocation(line: 45, column: 8, scope: !130)
!133 = !DILocation(line: 45, column: 19, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !1, line: 45, column: 3)
!135 = !DILocation(line: 45, column: 21, scope: !134)
!136 = !DILocation(line: 45, column: 3, scope: !130)
!137 = !DILocation(line: 46, column: 36, scope: !134)
!138 = !DILocation(line: 46, column: 49, scope: !134)
!139 = !DILocation(line: 46, column: 57, scope: !134)
!140 = !DILocation(line: 46, column: 59, scope: !134)
!141 = !DILocation(line: 46, column: 54, scope: !134)
!142 = !DILocation(line: 46, column: 66, scope: !134)
!143 = !DILocation(line: 46, column: 64, scope: !134)
!144 = !DILocation(line: 46, column: 71, scope: !134)
!145 = !DILocation(line: 46, column: 5, scope: !134)
!146 = !DILocation(line: 46, column: 16, scope: !134)
!147 = !DILocation(line: 46, column: 18, scope: !134)
!148 = !DILocation(line: 46, column: 28, scope: !134)
!149 = !DILocation(line: 46, column: 26, scope: !134)
!150 = !DILocation(line: 46, column: 34, scope: !134)
!151 = !DILocation(line: 45, column: 31, scope: !134)
!152 = !DILocation(line: 45, column: 3, scope: !134)
!153 = distinct !{!153, !136, !154}
!154 = !DILocation(line: 46, column: 74, scope: !130)
!155 = !DILocation(line: 47, column: 21, scope: !27)
!156 = !DILocation(line: 47, column: 28, scope: !27)
!157 = !DILocation(line: 47, column: 33, scope: !27)
!158 = !DILocation(line: 47, column: 3, scope: !27)
!159 = !DILocation(line: 47, column: 9, scope: !27)
!160 = !DILocation(line: 47, column: 14, scope: !27)
!161 = !DILocation(line: 47, column: 19, scope: !27)
!162 = !DILocation(line: 48, column: 32, scope: !27)
!163 = !DILocation(line: 48, column: 39, scope: !27)
!164 = !DILocation(line: 48, column: 47, scope: !27)
!165 = !DILocation(line: 48, column: 52, scope: !27)
!166 = !DILocation(line: 48, column: 44, scope: !27)
!167 = !DILocation(line: 48, column: 3, scope: !27)
!168 = !DILocation(line: 48, column: 19, scope: !27)
!169 = !DILocation(line: 48, column: 24, scope: !27)
!170 = !DILocation(line: 48, column: 16, scope: !27)
!171 = !DILocation(line: 48, column: 30, scope: !27)
!172 = !DILocation(line: 49, column: 7, scope: !173)
!173 = distinct !DILexicalBlock(scope: !27, file: !1, line: 49, column: 7)
!174 = !DILocation(line: 49, column: 12, scope: !173)
!175 = !DILocation(line: 49, column: 7, scope: !27)
!176 = !DILocation(line: 50, column: 16, scope: !173)
!177 = !DILocation(line: 50, column: 5, scope: !173)
!178 = !DILocation(line: 50, column: 14, scope: !173)
!179 = !DILocation(line: 51, column: 3, scope: !27)
!180 = !DILocalVariable(name: "c", scope: !27, file: !1, line: 52, type: !62)
!181 = !DILocation(line: 52, column: 13, scope: !27)
!182 = !DILocation(line: 52, column: 17, scope: !27)
!183 = !DILocation(line: 52, column: 22, scope: !27)
!184 = !DILocalVariable(name: "wave", scope: !185, file: !1, line: 53, type: !13)
!185 = distinct !DILexicalBlock(scope: !27, file: !1, line: 53, column: 3)
!186 = !DILocation(line: 53, column: 12, scope: !185)
!187 = !DILocation(line: 53, column: 8, scope: !185)
!188 = !DILocation(line: 53, column: 22, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !1, line: 53, column: 3)
!190 = !DILocation(line: 53, column: 27, scope: !189)
!191 = !DILocation(line: 53, column: 3, scope: !185)
!192 = !DILocalVariable(name: "r", scope: !193, file: !1, line: 54, type: !62)
!193 = distinct !DILexicalBlock(scope: !189, file: !1, line: 53, column: 52)
!194 = !DILocation(line: 54, column: 15, scope: !193)
!195 = !DILocation(line: 54, column: 19, scope: !193)
!196 = !DILocation(line: 54, column: 26, scope: !193)
!197 = !DILocation(line: 54, column: 24, scope: !193)
!198 = !DILocation(line: 54, column: 31, scope: !193)
!199 = !DILocation(line: 55, column: 9, scope: !200)
!200 = distinct !DILexicalBlock(scope: !193, file: !1, line: 55, column: 9)
!201 = !DILocation(line: 55, column: 11, scope: !200)
!202 = !DILocation(line: 55, column: 16, scope: !200)
!203 = !DILocation(line: 55, column: 19, scope: !200)
!204 = !DILocation(line: 55, column: 21, scope: !200)
!205 = !DILocation(line: 55, column: 9, scope: !193)
!206 = !DILocation(line: 56, column: 39, scope: !207)
!207 = distinct !DILexicalBlock(scope: !200, file: !1, line: 55, column: 31)
!208 = !DILocation(line: 56, column: 55, scope: !207)
!209 = !DILocation(line: 56, column: 57, scope: !207)
!210 = !DILocation(line: 56, column: 52, scope: !207)
!211 = !DILocation(line: 56, column: 64, scope: !207)
!212 = !DILocation(line: 56, column: 62, scope: !207)
!213 = !DILocation(line: 56, column: 66, scope: !207)
!214 = !DILocation(line: 56, column: 73, scope: !207)
!215 = !DILocation(line: 56, column: 93, scope: !207)
!216 = !DILocation(line: 56, column: 95, scope: !207)
!217 = !DILocation(line: 56, column: 90, scope: !207)
!218 = !DILocation(line: 56, column: 102, scope: !207)
!219 = !DILocation(line: 56, column: 100, scope: !207)
!220 = !DILocation(line: 56, column: 71, scope: !207)
!221 = !DILocation(line: 57, column: 39, scope: !207)
!222 = !DILocation(line: 57, column: 54, scope: !207)
!223 = !DILocation(line: 57, column: 52, scope: !207)
!224 = !DILocation(line: 57, column: 58, scope: !207)
!225 = !DILocation(line: 57, column: 56, scope: !207)
!226 = !DILocation(line: 57, column: 60, scope: !207)
!227 = !DILocation(line: 57, column: 67, scope: !207)
!228 = !DILocation(line: 57, column: 65, scope: !207)
!229 = !DILocation(line: 57, column: 72, scope: !207)
!230 = !DILocation(line: 57, column: 88, scope: !207)
!231 = !DILocation(line: 57, column: 90, scope: !207)
!232 = !DILocation(line: 57, column: 85, scope: !207)
!233 = !DILocation(line: 57, column: 97, scope: !207)
!234 = !DILocation(line: 57, column: 95, scope: !207)
!235 = !DILocation(line: 57, column: 102, scope: !207)
!236 = !DILocation(line: 57, column: 100, scope: !207)
!237 = !DILocation(line: 56, column: 31, scope: !207)
!238 = !DILocation(line: 56, column: 7, scope: !207)
!239 = !DILocation(line: 56, column: 22, scope: !207)
!240 = !DILocation(line: 56, column: 20, scope: !207)
!241 = !DILocation(line: 56, column: 26, scope: !207)
!242 = !DILocation(line: 56, column: 24, scope: !207)
!243 = !DILocation(line: 56, column: 29, scope: !207)
!244 = !DILocation(line: 58, column: 5, scope: !207)
!245 = !DILocation(line: 59, column: 5, scope: !193)
!246 = !DILocation(line: 60, column: 3, scope: !193)
!247 = !DILocation(line: 53, column: 48, scope: !189)
!248 = !DILocation(line: 53, column: 3, scope: !189)
!249 = distinct !{!249, !191, !250}
!250 = !DILocation(line: 60, column: 3, scope: !185)
!251 = !DILocalVariable(name: "r", scope: !252, file: !1, line: 61, type: !13)
!252 = distinct !DILexicalBlock(scope: !27, file: !1, line: 61, column: 3)
!253 = !DILocation(line: 61, column: 12, scope: !252)
!254 = !DILocation(line: 61, column: 8, scope: !252)
!255 = !DILocation(line: 61, column: 19, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !1, line: 61, column: 3)
!257 = !DILocation(line: 61, column: 21, scope: !256)
!258 = !DILocation(line: 61, column: 3, scope: !252)
!259 = !DILocation(line: 62, column: 32, scope: !256)
!260 = !DILocation(line: 62, column: 47, scope: !256)
!261 = !DILocation(line: 62, column: 45, scope: !256)
!262 = !DILocation(line: 62, column: 51, scope: !256)
!263 = !DILocation(line: 62, column: 49, scope: !256)
!264 = !DILocation(line: 62, column: 5, scope: !256)
!265 = !DILocation(line: 62, column: 16, scope: !256)
!266 = !DILocation(line: 62, column: 23, scope: !256)
!267 = !DILocation(line: 62, column: 21, scope: !256)
!268 = !DILocation(line: 62, column: 27, scope: !256)
!269 = !DILocation(line: 62, column: 25, scope: !256)
!270 = !DILocation(line: 62, column: 30, scope: !256)
!271 = !DILocation(line: 61, column: 32, scope: !256)
!272 = !DILocation(line: 61, column: 3, scope: !256)
!273 = distinct !{!273, !258, !274}
!274 = !DILocation(line: 62, column: 52, scope: !252)
!275 = !DILocation(line: 63, column: 1, scope: !27)
