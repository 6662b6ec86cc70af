; run: global 64 local 32
; arg 0 = i32[512] random(0, 99) seed 51
; arg 1 = i32[64] zeros
; ModuleID = 'core/tests/interpreter_kernels/private_sort.cl'
source_filename = "core/tests/interpreter_kernels/private_sort.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local range(i32 -1073741824, 1073741824) i32 @median_of(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sdiv i32 %1, 2
  %4 = sext i32 %3 to i64
  %5 = getelementptr i32, ptr %0, i64 %4
  %6 = getelementptr i8, ptr %5, i64 -4
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = load i32, ptr %5, align 4, !tbaa !5
  %9 = add nsw i32 %8, %7
  %10 = sdiv i32 %9, 2
  ret i32 %10
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @private_sort(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = alloca [8 x i32], align 4
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  %6 = shl nsw i32 %5, 3
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  store i32 %9, ptr %3, align 4, !tbaa !5
  %10 = or disjoint i32 %6, 1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 %13, ptr %14, align 4, !tbaa !5
  %15 = or disjoint i32 %6, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %18, ptr %19, align 4, !tbaa !5
  %20 = or disjoint i32 %6, 3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 %23, ptr %24, align 4, !tbaa !5
  %25 = or disjoint i32 %6, 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 %28, ptr %29, align 4, !tbaa !5
  %30 = or disjoint i32 %6, 5
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %3, i64 20
  store i32 %33, ptr %34, align 4, !tbaa !5
  %35 = or disjoint i32 %6, 6
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !5
  %39 = getelementptr inbounds i8, ptr %3, i64 24
  store i32 %38, ptr %39, align 4, !tbaa !5
  %40 = or disjoint i32 %6, 7
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %3, i64 28
  store i32 %43, ptr %44, align 4, !tbaa !5
  %45 = icmp sgt i32 %9, %13
  %46 = getelementptr inbounds i8, ptr %3, i64 4
  %47 = getelementptr inbounds i8, ptr %3, i64 8
  %48 = getelementptr inbounds i8, ptr %3, i64 4
  %49 = getelementptr inbounds i8, ptr %3, i64 12
  %50 = getelementptr inbounds i8, ptr %3, i64 8
  %51 = getelementptr inbounds i8, ptr %3, i64 4
  %52 = getelementptr inbounds i8, ptr %3, i64 16
  %53 = getelementptr inbounds i8, ptr %3, i64 12
  %54 = getelementptr inbounds i8, ptr %3, i64 8
  %55 = getelementptr inbounds i8, ptr %3, i64 4
  %56 = getelementptr inbounds i8, ptr %3, i64 20
  %57 = getelementptr inbounds i8, ptr %3, i64 16
  %58 = getelementptr inbounds i8, ptr %3, i64 12
  %59 = getelementptr inbounds i8, ptr %3, i64 8
  %60 = getelementptr inbounds i8, ptr %3, i64 4
  %61 = getelementptr inbounds i8, ptr %3, i64 24
  %62 = getelementptr inbounds i8, ptr %3, i64 20
  %63 = getelementptr inbounds i8, ptr %3, i64 16
  %64 = getelementptr inbounds i8, ptr %3, i64 12
  %65 = getelementptr inbounds i8, ptr %3, i64 8
  %66 = getelementptr inbounds i8, ptr %3, i64 4
  %67 = getelementptr inbounds i8, ptr %3, i64 28
  %68 = getelementptr inbounds i8, ptr %3, i64 24
  %69 = getelementptr inbounds i8, ptr %3, i64 20
  %70 = getelementptr inbounds i8, ptr %3, i64 16
  %71 = getelementptr inbounds i8, ptr %3, i64 12
  %72 = getelementptr inbounds i8, ptr %3, i64 8
  %73 = getelementptr inbounds i8, ptr %3, i64 4
  br i1 %45, label %74, label %75

74:                                               ; preds = %2
  store i32 %9, ptr %14, align 4, !tbaa !5
  br label %75

75:                                               ; preds = %74, %2
  %76 = phi ptr [ %3, %74 ], [ %46, %2 ]
  store i32 %13, ptr %76, align 4, !tbaa !5
  %77 = load i32, ptr %14, align 4, !tbaa !5
  %78 = icmp sgt i32 %77, %18
  br i1 %78, label %79, label %83

79:                                               ; preds = %75
  store i32 %77, ptr %19, align 4, !tbaa !5
  %80 = load i32, ptr %3, align 4, !tbaa !5
  %81 = icmp sgt i32 %80, %18
  br i1 %81, label %82, label %83

82:                                               ; preds = %79
  store i32 %80, ptr %14, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %82, %79, %75
  %84 = phi ptr [ %47, %75 ], [ %48, %79 ], [ %3, %82 ]
  store i32 %18, ptr %84, align 4, !tbaa !5
  %85 = load i32, ptr %24, align 4, !tbaa !5
  %86 = load i32, ptr %19, align 4, !tbaa !5
  %87 = icmp sgt i32 %86, %85
  br i1 %87, label %88, label %95

88:                                               ; preds = %83
  store i32 %86, ptr %24, align 4, !tbaa !5
  %89 = load i32, ptr %14, align 4, !tbaa !5
  %90 = icmp sgt i32 %89, %85
  br i1 %90, label %91, label %95

91:                                               ; preds = %88
  store i32 %89, ptr %19, align 4, !tbaa !5
  %92 = load i32, ptr %3, align 4, !tbaa !5
  %93 = icmp sgt i32 %92, %85
  br i1 %93, label %94, label %95

94:                                               ; preds = %91
  store i32 %92, ptr %14, align 4, !tbaa !5
  br label %95

95:                                               ; preds = %94, %91, %88, %83
  %96 = phi ptr [ %49, %83 ], [ %50, %88 ], [ %51, %91 ], [ %3, %94 ]
  store i32 %85, ptr %96, align 4, !tbaa !5
  %97 = load i32, ptr %24, align 4, !tbaa !5
  %98 = icmp sgt i32 %97, %28
  br i1 %98, label %99, label %109

99:                                               ; preds = %95
  store i32 %97, ptr %29, align 4, !tbaa !5
  %100 = load i32, ptr %19, align 4, !tbaa !5
  %101 = icmp sgt i32 %100, %28
  br i1 %101, label %102, label %109

102:                                              ; preds = %99
  store i32 %100, ptr %24, align 4, !tbaa !5
  %103 = load i32, ptr %14, align 4, !tbaa !5
  %104 = icmp sgt i32 %103, %28
  br i1 %104, label %105, label %109

105:                                              ; preds = %102
  store i32 %103, ptr %19, align 4, !tbaa !5
  %106 = load i32, ptr %3, align 4, !tbaa !5
  %107 = icmp sgt i32 %106, %28
  br i1 %107, label %108, label %109

108:                                              ; preds = %105
  store i32 %106, ptr %14, align 4, !tbaa !5
  br label %109

109:                                              ; preds = %108, %105, %102, %99, %95
  %110 = phi ptr [ %52, %95 ], [ %53, %99 ], [ %54, %102 ], [ %55, %105 ], [ %3, %108 ]
  store i32 %28, ptr %110, align 4, !tbaa !5
  %111 = load i32, ptr %34, align 4, !tbaa !5
  %112 = load i32, ptr %29, align 4, !tbaa !5
  %113 = icmp sgt i32 %112, %111
  br i1 %113, label %114, label %127

114:                                              ; preds = %109
  store i32 %112, ptr %34, align 4, !tbaa !5
  %115 = load i32, ptr %24, align 4, !tbaa !5
  %116 = icmp sgt i32 %115, %111
  br i1 %116, label %117, label %127

117:                                              ; preds = %114
  store i32 %115, ptr %29, align 4, !tbaa !5
  %118 = load i32, ptr %19, align 4, !tbaa !5
  %119 = icmp sgt i32 %118, %111
  br i1 %119, label %120, label %127

120:                                              ; preds = %117
  store i32 %118, ptr %24, align 4, !tbaa !5
  %121 = load i32, ptr %14, align 4, !tbaa !5
  %122 = icmp sgt i32 %121, %111
  br i1 %122, label %123, label %127

123:                                              ; preds = %120
  store i32 %121, ptr %19, align 4, !tbaa !5
  %124 = load i32, ptr %3, align 4, !tbaa !5
  %125 = icmp sgt i32 %124, %111
  br i1 %125, label %126, label %127

126:                                              ; preds = %123
  store i32 %124, ptr %14, align 4, !tbaa !5
  br label %127

127:                                              ; preds = %126, %123, %120, %117, %114, %109
  %128 = phi ptr [ %56, %109 ], [ %57, %114 ], [ %58, %117 ], [ %59, %120 ], [ %60, %123 ], [ %3, %126 ]
  store i32 %111, ptr %128, align 4, !tbaa !5
  %129 = load i32, ptr %39, align 4, !tbaa !5
  %130 = load i32, ptr %34, align 4, !tbaa !5
  %131 = icmp sgt i32 %130, %129
  br i1 %131, label %132, label %148

132:                                              ; preds = %127
  store i32 %130, ptr %39, align 4, !tbaa !5
  %133 = load i32, ptr %29, align 4, !tbaa !5
  %134 = icmp sgt i32 %133, %129
  br i1 %134, label %135, label %148

135:                                              ; preds = %132
  store i32 %133, ptr %34, align 4, !tbaa !5
  %136 = load i32, ptr %24, align 4, !tbaa !5
  %137 = icmp sgt i32 %136, %129
  br i1 %137, label %138, label %148

138:                                              ; preds = %135
  store i32 %136, ptr %29, align 4, !tbaa !5
  %139 = load i32, ptr %19, align 4, !tbaa !5
  %140 = icmp sgt i32 %139, %129
  br i1 %140, label %141, label %148

141:                                              ; preds = %138
  store i32 %139, ptr %24, align 4, !tbaa !5
  %142 = load i32, ptr %14, align 4, !tbaa !5
  %143 = icmp sgt i32 %142, %129
  br i1 %143, label %144, label %148

144:                                              ; preds = %141
  store i32 %142, ptr %19, align 4, !tbaa !5
  %145 = load i32, ptr %3, align 4, !tbaa !5
  %146 = icmp sgt i32 %145, %129
  br i1 %146, label %147, label %148

147:                                              ; preds = %144
  store i32 %145, ptr %14, align 4, !tbaa !5
  br label %148

148:                                              ; preds = %147, %144, %141, %138, %135, %132, %127
  %149 = phi ptr [ %61, %127 ], [ %62, %132 ], [ %63, %135 ], [ %64, %138 ], [ %65, %141 ], [ %66, %144 ], [ %3, %147 ]
  store i32 %129, ptr %149, align 4, !tbaa !5
  %150 = load i32, ptr %44, align 4, !tbaa !5
  %151 = load i32, ptr %39, align 4, !tbaa !5
  %152 = icmp sgt i32 %151, %150
  br i1 %152, label %153, label %172

153:                                              ; preds = %148
  store i32 %151, ptr %44, align 4, !tbaa !5
  %154 = load i32, ptr %34, align 4, !tbaa !5
  %155 = icmp sgt i32 %154, %150
  br i1 %155, label %156, label %172

156:                                              ; preds = %153
  store i32 %154, ptr %39, align 4, !tbaa !5
  %157 = load i32, ptr %29, align 4, !tbaa !5
  %158 = icmp sgt i32 %157, %150
  br i1 %158, label %159, label %172

159:                                              ; preds = %156
  store i32 %157, ptr %34, align 4, !tbaa !5
  %160 = load i32, ptr %24, align 4, !tbaa !5
  %161 = icmp sgt i32 %160, %150
  br i1 %161, label %162, label %172

162:                                              ; preds = %159
  store i32 %160, ptr %29, align 4, !tbaa !5
  %163 = load i32, ptr %19, align 4, !tbaa !5
  %164 = icmp sgt i32 %163, %150
  br i1 %164, label %165, label %172

165:                                              ; preds = %162
  store i32 %163, ptr %24, align 4, !tbaa !5
  %166 = load i32, ptr %14, align 4, !tbaa !5
  %167 = icmp sgt i32 %166, %150
  br i1 %167, label %168, label %172

168:                                              ; preds = %165
  store i32 %166, ptr %19, align 4, !tbaa !5
  %169 = load i32, ptr %3, align 4, !tbaa !5
  %170 = icmp sgt i32 %169, %150
  br i1 %170, label %171, label %172

171:                                              ; preds = %168
  store i32 %169, ptr %14, align 4, !tbaa !5
  br label %172

172:                                              ; preds = %171, %168, %165, %162, %159, %156, %153, %148
  %173 = phi ptr [ %67, %148 ], [ %68, %153 ], [ %69, %156 ], [ %70, %159 ], [ %71, %162 ], [ %72, %165 ], [ %73, %168 ], [ %3, %171 ]
  store i32 %150, ptr %173, align 4, !tbaa !5
  %174 = call i32 @median_of(ptr noundef nonnull %3, i32 noundef 8) #5
  %175 = mul nsw i32 %174, 1000
  %176 = load i32, ptr %3, align 4, !tbaa !5
  %177 = mul nsw i32 %176, 10
  %178 = add nsw i32 %177, %175
  %179 = load i32, ptr %44, align 4, !tbaa !5
  %180 = srem i32 %179, 10
  %181 = add nsw i32 %178, %180
  %182 = shl i64 %4, 32
  %183 = ashr exact i64 %182, 30
  %184 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %183
  store i32 %181, ptr addrspace(1) %184, align 4, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{ptr @private_sort, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"int*", !"int*"}
!12 = !{!"const", !""}
