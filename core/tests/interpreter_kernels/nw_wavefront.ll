; Needleman-Wunsch wavefront step: our own Rodinia-style nw step (nw_wavefront.cl next to this file),
; clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -nogpulib -O2 -S -emit-llvm.
; run: global 64 local 16
; arg 0 = i32[6561] random(-4, 10) seed 11
; arg 1 = i32[6561] random(-20, 0) seed 12
; arg 2 = i32[6561] zeros
; arg 3 = local_bytes 1156
; arg 4 = local_bytes 1024
; arg 5 = 81
; arg 6 = 10
; arg 7 = 4
; arg 8 = 4
; arg 9 = 64
; arg 10 = 16
; arg 11 = 16
; ModuleID = 'nw_wavefront.cl'
source_filename = "nw_wavefront.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden noundef i32 @best_of(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.smax.i32(i32 %0, i32 %1)
  %5 = tail call i32 @llvm.smax.i32(i32 %4, i32 %2)
  ret i32 %5
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @nw_wavefront(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %14 = trunc i64 %13 to i32
  %15 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %16 = trunc i64 %15 to i32
  %17 = xor i32 %14, -1
  %18 = add i32 %17, %7
  %19 = icmp sge i32 %14, %8
  %20 = icmp slt i32 %18, 0
  %21 = or i1 %19, %20
  br i1 %21, label %819, label %22

22:                                               ; preds = %12
  %23 = sub i32 %7, %14
  %24 = shl nsw i32 %23, 4
  %25 = icmp sgt i32 %24, %9
  br i1 %25, label %819, label %26

26:                                               ; preds = %22
  %27 = shl i32 %14, 4
  %28 = add i32 %27, 16
  %29 = icmp sgt i32 %28, %9
  br i1 %29, label %819, label %30

30:                                               ; preds = %26
  %31 = shl nsw i32 %18, 4
  %32 = add nsw i32 %31, %10
  %33 = mul nsw i32 %32, %5
  %34 = add i32 %27, %11
  %35 = add i32 %34, %33
  %36 = add i32 %35, %16
  %37 = getelementptr i8, ptr addrspace(1) %0, i64 4
  %38 = getelementptr i32, ptr addrspace(3) %4, i32 %16
  %39 = add i32 %36, %5
  %40 = sext i32 %39 to i64
  %41 = getelementptr i32, ptr addrspace(1) %37, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4, !tbaa !9
  store i32 %42, ptr addrspace(3) %38, align 4, !tbaa !9
  %43 = shl nsw i32 %5, 1
  %44 = add i32 %36, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr i32, ptr addrspace(1) %37, i64 %45
  %47 = load i32, ptr addrspace(1) %46, align 4, !tbaa !9
  %48 = getelementptr i8, ptr addrspace(3) %38, i32 64
  store i32 %47, ptr addrspace(3) %48, align 4, !tbaa !9
  %49 = mul nsw i32 %5, 3
  %50 = add i32 %36, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr i32, ptr addrspace(1) %37, i64 %51
  %53 = load i32, ptr addrspace(1) %52, align 4, !tbaa !9
  %54 = getelementptr i8, ptr addrspace(3) %38, i32 128
  store i32 %53, ptr addrspace(3) %54, align 4, !tbaa !9
  %55 = shl nsw i32 %5, 2
  %56 = add i32 %36, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr i32, ptr addrspace(1) %37, i64 %57
  %59 = load i32, ptr addrspace(1) %58, align 4, !tbaa !9
  %60 = getelementptr i8, ptr addrspace(3) %38, i32 192
  store i32 %59, ptr addrspace(3) %60, align 4, !tbaa !9
  %61 = mul nsw i32 %5, 5
  %62 = add i32 %36, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr i32, ptr addrspace(1) %37, i64 %63
  %65 = load i32, ptr addrspace(1) %64, align 4, !tbaa !9
  %66 = getelementptr i8, ptr addrspace(3) %38, i32 256
  store i32 %65, ptr addrspace(3) %66, align 4, !tbaa !9
  %67 = mul nsw i32 %5, 6
  %68 = add i32 %36, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr i32, ptr addrspace(1) %37, i64 %69
  %71 = load i32, ptr addrspace(1) %70, align 4, !tbaa !9
  %72 = getelementptr i8, ptr addrspace(3) %38, i32 320
  store i32 %71, ptr addrspace(3) %72, align 4, !tbaa !9
  %73 = mul nsw i32 %5, 7
  %74 = add i32 %36, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr i32, ptr addrspace(1) %37, i64 %75
  %77 = load i32, ptr addrspace(1) %76, align 4, !tbaa !9
  %78 = getelementptr i8, ptr addrspace(3) %38, i32 384
  store i32 %77, ptr addrspace(3) %78, align 4, !tbaa !9
  %79 = shl nsw i32 %5, 3
  %80 = add i32 %36, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr i32, ptr addrspace(1) %37, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4, !tbaa !9
  %84 = getelementptr i8, ptr addrspace(3) %38, i32 448
  store i32 %83, ptr addrspace(3) %84, align 4, !tbaa !9
  %85 = mul nsw i32 %5, 9
  %86 = add i32 %36, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr i32, ptr addrspace(1) %37, i64 %87
  %89 = load i32, ptr addrspace(1) %88, align 4, !tbaa !9
  %90 = getelementptr i8, ptr addrspace(3) %38, i32 512
  store i32 %89, ptr addrspace(3) %90, align 4, !tbaa !9
  %91 = mul nsw i32 %5, 10
  %92 = add i32 %36, %91
  %93 = sext i32 %92 to i64
  %94 = getelementptr i32, ptr addrspace(1) %37, i64 %93
  %95 = load i32, ptr addrspace(1) %94, align 4, !tbaa !9
  %96 = getelementptr i8, ptr addrspace(3) %38, i32 576
  store i32 %95, ptr addrspace(3) %96, align 4, !tbaa !9
  %97 = mul nsw i32 %5, 11
  %98 = add i32 %36, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr i32, ptr addrspace(1) %37, i64 %99
  %101 = load i32, ptr addrspace(1) %100, align 4, !tbaa !9
  %102 = getelementptr i8, ptr addrspace(3) %38, i32 640
  store i32 %101, ptr addrspace(3) %102, align 4, !tbaa !9
  %103 = mul nsw i32 %5, 12
  %104 = add i32 %36, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr i32, ptr addrspace(1) %37, i64 %105
  %107 = load i32, ptr addrspace(1) %106, align 4, !tbaa !9
  %108 = getelementptr i8, ptr addrspace(3) %38, i32 704
  store i32 %107, ptr addrspace(3) %108, align 4, !tbaa !9
  %109 = mul nsw i32 %5, 13
  %110 = add i32 %36, %109
  %111 = sext i32 %110 to i64
  %112 = getelementptr i32, ptr addrspace(1) %37, i64 %111
  %113 = load i32, ptr addrspace(1) %112, align 4, !tbaa !9
  %114 = getelementptr i8, ptr addrspace(3) %38, i32 768
  store i32 %113, ptr addrspace(3) %114, align 4, !tbaa !9
  %115 = mul nsw i32 %5, 14
  %116 = add i32 %36, %115
  %117 = sext i32 %116 to i64
  %118 = getelementptr i32, ptr addrspace(1) %37, i64 %117
  %119 = load i32, ptr addrspace(1) %118, align 4, !tbaa !9
  %120 = getelementptr i8, ptr addrspace(3) %38, i32 832
  store i32 %119, ptr addrspace(3) %120, align 4, !tbaa !9
  %121 = mul nsw i32 %5, 15
  %122 = add i32 %36, %121
  %123 = sext i32 %122 to i64
  %124 = getelementptr i32, ptr addrspace(1) %37, i64 %123
  %125 = load i32, ptr addrspace(1) %124, align 4, !tbaa !9
  %126 = getelementptr i8, ptr addrspace(3) %38, i32 896
  store i32 %125, ptr addrspace(3) %126, align 4, !tbaa !9
  %127 = shl nsw i32 %5, 4
  %128 = add i32 %36, %127
  %129 = sext i32 %128 to i64
  %130 = getelementptr i32, ptr addrspace(1) %37, i64 %129
  %131 = load i32, ptr addrspace(1) %130, align 4, !tbaa !9
  %132 = getelementptr i8, ptr addrspace(3) %38, i32 960
  store i32 %131, ptr addrspace(3) %132, align 4, !tbaa !9
  %133 = icmp eq i32 %16, 0
  br i1 %133, label %134, label %138

134:                                              ; preds = %30
  %135 = sext i32 %35 to i64
  %136 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %135
  %137 = load i32, ptr addrspace(1) %136, align 4, !tbaa !9, !amdgpu.noclobber !13
  store i32 %137, ptr addrspace(3) %3, align 4, !tbaa !9
  br label %138

138:                                              ; preds = %134, %30
  %139 = add nsw i32 %16, 1
  %140 = mul nsw i32 %139, %5
  %141 = add nsw i32 %35, %140
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %142
  %144 = load i32, ptr addrspace(1) %143, align 4, !tbaa !9, !amdgpu.noclobber !13
  %145 = mul i32 %139, 68
  %146 = getelementptr inbounds i8, ptr addrspace(3) %3, i32 %145
  store i32 %144, ptr addrspace(3) %146, align 4, !tbaa !9
  %147 = sext i32 %36 to i64
  %148 = getelementptr i32, ptr addrspace(1) %1, i64 %147
  %149 = getelementptr i8, ptr addrspace(1) %148, i64 4
  %150 = load i32, ptr addrspace(1) %149, align 4, !tbaa !9
  %151 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %139
  store i32 %150, ptr addrspace(3) %151, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %152 = getelementptr i8, ptr addrspace(3) %3, i32 68
  %153 = icmp sgt i32 %16, 0
  br i1 %153, label %173, label %154

154:                                              ; preds = %138
  %155 = mul i32 %16, -17
  %156 = getelementptr i32, ptr addrspace(3) %3, i32 %155
  %157 = getelementptr i32, ptr addrspace(3) %156, i32 %16
  %158 = load i32, ptr addrspace(3) %157, align 4, !tbaa !9
  %159 = mul i32 %16, -64
  %160 = getelementptr i8, ptr addrspace(3) %38, i32 %159
  %161 = load i32, ptr addrspace(3) %160, align 4, !tbaa !9
  %162 = add nsw i32 %161, %158
  %163 = getelementptr i32, ptr addrspace(3) %152, i32 %155
  %164 = getelementptr i32, ptr addrspace(3) %163, i32 %16
  %165 = load i32, ptr addrspace(3) %164, align 4, !tbaa !9
  %166 = sub nsw i32 %165, %6
  %167 = getelementptr i32, ptr addrspace(3) %156, i32 %139
  %168 = load i32, ptr addrspace(3) %167, align 4, !tbaa !9
  %169 = sub nsw i32 %168, %6
  %170 = tail call i32 @llvm.smax.i32(i32 %162, i32 %166)
  %171 = tail call noundef i32 @llvm.smax.i32(i32 %170, i32 %169)
  %172 = getelementptr i32, ptr addrspace(3) %163, i32 %139
  store i32 %171, ptr addrspace(3) %172, align 4, !tbaa !9
  br label %173

173:                                              ; preds = %154, %138
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %174 = icmp sgt i32 %16, 1
  br i1 %174, label %195, label %175

175:                                              ; preds = %173
  %176 = sub nsw i32 1, %16
  %177 = mul nsw i32 %176, 17
  %178 = getelementptr i32, ptr addrspace(3) %3, i32 %177
  %179 = getelementptr i32, ptr addrspace(3) %178, i32 %16
  %180 = load i32, ptr addrspace(3) %179, align 4, !tbaa !9
  %181 = shl i32 %176, 6
  %182 = getelementptr i8, ptr addrspace(3) %38, i32 %181
  %183 = load i32, ptr addrspace(3) %182, align 4, !tbaa !9
  %184 = add nsw i32 %183, %180
  %185 = getelementptr i32, ptr addrspace(3) %152, i32 %177
  %186 = getelementptr i32, ptr addrspace(3) %185, i32 %16
  %187 = load i32, ptr addrspace(3) %186, align 4, !tbaa !9
  %188 = sub nsw i32 %187, %6
  %189 = getelementptr i32, ptr addrspace(3) %178, i32 %139
  %190 = load i32, ptr addrspace(3) %189, align 4, !tbaa !9
  %191 = sub nsw i32 %190, %6
  %192 = tail call i32 @llvm.smax.i32(i32 %184, i32 %188)
  %193 = tail call noundef i32 @llvm.smax.i32(i32 %192, i32 %191)
  %194 = getelementptr i32, ptr addrspace(3) %185, i32 %139
  store i32 %193, ptr addrspace(3) %194, align 4, !tbaa !9
  br label %195

195:                                              ; preds = %175, %173
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %196 = icmp sgt i32 %16, 2
  br i1 %196, label %217, label %197

197:                                              ; preds = %195
  %198 = sub nsw i32 2, %16
  %199 = mul nsw i32 %198, 17
  %200 = getelementptr i32, ptr addrspace(3) %3, i32 %199
  %201 = getelementptr i32, ptr addrspace(3) %200, i32 %16
  %202 = load i32, ptr addrspace(3) %201, align 4, !tbaa !9
  %203 = shl i32 %198, 6
  %204 = getelementptr i8, ptr addrspace(3) %38, i32 %203
  %205 = load i32, ptr addrspace(3) %204, align 4, !tbaa !9
  %206 = add nsw i32 %205, %202
  %207 = getelementptr i32, ptr addrspace(3) %152, i32 %199
  %208 = getelementptr i32, ptr addrspace(3) %207, i32 %16
  %209 = load i32, ptr addrspace(3) %208, align 4, !tbaa !9
  %210 = sub nsw i32 %209, %6
  %211 = getelementptr i32, ptr addrspace(3) %200, i32 %139
  %212 = load i32, ptr addrspace(3) %211, align 4, !tbaa !9
  %213 = sub nsw i32 %212, %6
  %214 = tail call i32 @llvm.smax.i32(i32 %206, i32 %210)
  %215 = tail call noundef i32 @llvm.smax.i32(i32 %214, i32 %213)
  %216 = getelementptr i32, ptr addrspace(3) %207, i32 %139
  store i32 %215, ptr addrspace(3) %216, align 4, !tbaa !9
  br label %217

217:                                              ; preds = %197, %195
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %218 = icmp sgt i32 %16, 3
  br i1 %218, label %239, label %219

219:                                              ; preds = %217
  %220 = sub nsw i32 3, %16
  %221 = mul nsw i32 %220, 17
  %222 = getelementptr i32, ptr addrspace(3) %3, i32 %221
  %223 = getelementptr i32, ptr addrspace(3) %222, i32 %16
  %224 = load i32, ptr addrspace(3) %223, align 4, !tbaa !9
  %225 = shl i32 %220, 6
  %226 = getelementptr i8, ptr addrspace(3) %38, i32 %225
  %227 = load i32, ptr addrspace(3) %226, align 4, !tbaa !9
  %228 = add nsw i32 %227, %224
  %229 = getelementptr i32, ptr addrspace(3) %152, i32 %221
  %230 = getelementptr i32, ptr addrspace(3) %229, i32 %16
  %231 = load i32, ptr addrspace(3) %230, align 4, !tbaa !9
  %232 = sub nsw i32 %231, %6
  %233 = getelementptr i32, ptr addrspace(3) %222, i32 %139
  %234 = load i32, ptr addrspace(3) %233, align 4, !tbaa !9
  %235 = sub nsw i32 %234, %6
  %236 = tail call i32 @llvm.smax.i32(i32 %228, i32 %232)
  %237 = tail call noundef i32 @llvm.smax.i32(i32 %236, i32 %235)
  %238 = getelementptr i32, ptr addrspace(3) %229, i32 %139
  store i32 %237, ptr addrspace(3) %238, align 4, !tbaa !9
  br label %239

239:                                              ; preds = %219, %217
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %240 = icmp sgt i32 %16, 4
  br i1 %240, label %261, label %241

241:                                              ; preds = %239
  %242 = sub nsw i32 4, %16
  %243 = mul nsw i32 %242, 17
  %244 = getelementptr i32, ptr addrspace(3) %3, i32 %243
  %245 = getelementptr i32, ptr addrspace(3) %244, i32 %16
  %246 = load i32, ptr addrspace(3) %245, align 4, !tbaa !9
  %247 = shl i32 %242, 6
  %248 = getelementptr i8, ptr addrspace(3) %38, i32 %247
  %249 = load i32, ptr addrspace(3) %248, align 4, !tbaa !9
  %250 = add nsw i32 %249, %246
  %251 = getelementptr i32, ptr addrspace(3) %152, i32 %243
  %252 = getelementptr i32, ptr addrspace(3) %251, i32 %16
  %253 = load i32, ptr addrspace(3) %252, align 4, !tbaa !9
  %254 = sub nsw i32 %253, %6
  %255 = getelementptr i32, ptr addrspace(3) %244, i32 %139
  %256 = load i32, ptr addrspace(3) %255, align 4, !tbaa !9
  %257 = sub nsw i32 %256, %6
  %258 = tail call i32 @llvm.smax.i32(i32 %250, i32 %254)
  %259 = tail call noundef i32 @llvm.smax.i32(i32 %258, i32 %257)
  %260 = getelementptr i32, ptr addrspace(3) %251, i32 %139
  store i32 %259, ptr addrspace(3) %260, align 4, !tbaa !9
  br label %261

261:                                              ; preds = %241, %239
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %262 = icmp sgt i32 %16, 5
  br i1 %262, label %283, label %263

263:                                              ; preds = %261
  %264 = sub nsw i32 5, %16
  %265 = mul nsw i32 %264, 17
  %266 = getelementptr i32, ptr addrspace(3) %3, i32 %265
  %267 = getelementptr i32, ptr addrspace(3) %266, i32 %16
  %268 = load i32, ptr addrspace(3) %267, align 4, !tbaa !9
  %269 = shl i32 %264, 6
  %270 = getelementptr i8, ptr addrspace(3) %38, i32 %269
  %271 = load i32, ptr addrspace(3) %270, align 4, !tbaa !9
  %272 = add nsw i32 %271, %268
  %273 = getelementptr i32, ptr addrspace(3) %152, i32 %265
  %274 = getelementptr i32, ptr addrspace(3) %273, i32 %16
  %275 = load i32, ptr addrspace(3) %274, align 4, !tbaa !9
  %276 = sub nsw i32 %275, %6
  %277 = getelementptr i32, ptr addrspace(3) %266, i32 %139
  %278 = load i32, ptr addrspace(3) %277, align 4, !tbaa !9
  %279 = sub nsw i32 %278, %6
  %280 = tail call i32 @llvm.smax.i32(i32 %272, i32 %276)
  %281 = tail call noundef i32 @llvm.smax.i32(i32 %280, i32 %279)
  %282 = getelementptr i32, ptr addrspace(3) %273, i32 %139
  store i32 %281, ptr addrspace(3) %282, align 4, !tbaa !9
  br label %283

283:                                              ; preds = %263, %261
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %284 = icmp sgt i32 %16, 6
  br i1 %284, label %305, label %285

285:                                              ; preds = %283
  %286 = sub nsw i32 6, %16
  %287 = mul nsw i32 %286, 17
  %288 = getelementptr i32, ptr addrspace(3) %3, i32 %287
  %289 = getelementptr i32, ptr addrspace(3) %288, i32 %16
  %290 = load i32, ptr addrspace(3) %289, align 4, !tbaa !9
  %291 = shl i32 %286, 6
  %292 = getelementptr i8, ptr addrspace(3) %38, i32 %291
  %293 = load i32, ptr addrspace(3) %292, align 4, !tbaa !9
  %294 = add nsw i32 %293, %290
  %295 = getelementptr i32, ptr addrspace(3) %152, i32 %287
  %296 = getelementptr i32, ptr addrspace(3) %295, i32 %16
  %297 = load i32, ptr addrspace(3) %296, align 4, !tbaa !9
  %298 = sub nsw i32 %297, %6
  %299 = getelementptr i32, ptr addrspace(3) %288, i32 %139
  %300 = load i32, ptr addrspace(3) %299, align 4, !tbaa !9
  %301 = sub nsw i32 %300, %6
  %302 = tail call i32 @llvm.smax.i32(i32 %294, i32 %298)
  %303 = tail call noundef i32 @llvm.smax.i32(i32 %302, i32 %301)
  %304 = getelementptr i32, ptr addrspace(3) %295, i32 %139
  store i32 %303, ptr addrspace(3) %304, align 4, !tbaa !9
  br label %305

305:                                              ; preds = %285, %283
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %306 = icmp sgt i32 %16, 7
  br i1 %306, label %327, label %307

307:                                              ; preds = %305
  %308 = sub nsw i32 7, %16
  %309 = mul nsw i32 %308, 17
  %310 = getelementptr i32, ptr addrspace(3) %3, i32 %309
  %311 = getelementptr i32, ptr addrspace(3) %310, i32 %16
  %312 = load i32, ptr addrspace(3) %311, align 4, !tbaa !9
  %313 = shl i32 %308, 6
  %314 = getelementptr i8, ptr addrspace(3) %38, i32 %313
  %315 = load i32, ptr addrspace(3) %314, align 4, !tbaa !9
  %316 = add nsw i32 %315, %312
  %317 = getelementptr i32, ptr addrspace(3) %152, i32 %309
  %318 = getelementptr i32, ptr addrspace(3) %317, i32 %16
  %319 = load i32, ptr addrspace(3) %318, align 4, !tbaa !9
  %320 = sub nsw i32 %319, %6
  %321 = getelementptr i32, ptr addrspace(3) %310, i32 %139
  %322 = load i32, ptr addrspace(3) %321, align 4, !tbaa !9
  %323 = sub nsw i32 %322, %6
  %324 = tail call i32 @llvm.smax.i32(i32 %316, i32 %320)
  %325 = tail call noundef i32 @llvm.smax.i32(i32 %324, i32 %323)
  %326 = getelementptr i32, ptr addrspace(3) %317, i32 %139
  store i32 %325, ptr addrspace(3) %326, align 4, !tbaa !9
  br label %327

327:                                              ; preds = %307, %305
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %328 = icmp sgt i32 %16, 8
  br i1 %328, label %349, label %329

329:                                              ; preds = %327
  %330 = sub nsw i32 8, %16
  %331 = mul nsw i32 %330, 17
  %332 = getelementptr i32, ptr addrspace(3) %3, i32 %331
  %333 = getelementptr i32, ptr addrspace(3) %332, i32 %16
  %334 = load i32, ptr addrspace(3) %333, align 4, !tbaa !9
  %335 = shl i32 %330, 6
  %336 = getelementptr i8, ptr addrspace(3) %38, i32 %335
  %337 = load i32, ptr addrspace(3) %336, align 4, !tbaa !9
  %338 = add nsw i32 %337, %334
  %339 = getelementptr i32, ptr addrspace(3) %152, i32 %331
  %340 = getelementptr i32, ptr addrspace(3) %339, i32 %16
  %341 = load i32, ptr addrspace(3) %340, align 4, !tbaa !9
  %342 = sub nsw i32 %341, %6
  %343 = getelementptr i32, ptr addrspace(3) %332, i32 %139
  %344 = load i32, ptr addrspace(3) %343, align 4, !tbaa !9
  %345 = sub nsw i32 %344, %6
  %346 = tail call i32 @llvm.smax.i32(i32 %338, i32 %342)
  %347 = tail call noundef i32 @llvm.smax.i32(i32 %346, i32 %345)
  %348 = getelementptr i32, ptr addrspace(3) %339, i32 %139
  store i32 %347, ptr addrspace(3) %348, align 4, !tbaa !9
  br label %349

349:                                              ; preds = %329, %327
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %350 = icmp sgt i32 %16, 9
  br i1 %350, label %371, label %351

351:                                              ; preds = %349
  %352 = sub nsw i32 9, %16
  %353 = mul nsw i32 %352, 17
  %354 = getelementptr i32, ptr addrspace(3) %3, i32 %353
  %355 = getelementptr i32, ptr addrspace(3) %354, i32 %16
  %356 = load i32, ptr addrspace(3) %355, align 4, !tbaa !9
  %357 = shl i32 %352, 6
  %358 = getelementptr i8, ptr addrspace(3) %38, i32 %357
  %359 = load i32, ptr addrspace(3) %358, align 4, !tbaa !9
  %360 = add nsw i32 %359, %356
  %361 = getelementptr i32, ptr addrspace(3) %152, i32 %353
  %362 = getelementptr i32, ptr addrspace(3) %361, i32 %16
  %363 = load i32, ptr addrspace(3) %362, align 4, !tbaa !9
  %364 = sub nsw i32 %363, %6
  %365 = getelementptr i32, ptr addrspace(3) %354, i32 %139
  %366 = load i32, ptr addrspace(3) %365, align 4, !tbaa !9
  %367 = sub nsw i32 %366, %6
  %368 = tail call i32 @llvm.smax.i32(i32 %360, i32 %364)
  %369 = tail call noundef i32 @llvm.smax.i32(i32 %368, i32 %367)
  %370 = getelementptr i32, ptr addrspace(3) %361, i32 %139
  store i32 %369, ptr addrspace(3) %370, align 4, !tbaa !9
  br label %371

371:                                              ; preds = %351, %349
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %372 = icmp sgt i32 %16, 10
  br i1 %372, label %393, label %373

373:                                              ; preds = %371
  %374 = sub nsw i32 10, %16
  %375 = mul nsw i32 %374, 17
  %376 = getelementptr i32, ptr addrspace(3) %3, i32 %375
  %377 = getelementptr i32, ptr addrspace(3) %376, i32 %16
  %378 = load i32, ptr addrspace(3) %377, align 4, !tbaa !9
  %379 = shl i32 %374, 6
  %380 = getelementptr i8, ptr addrspace(3) %38, i32 %379
  %381 = load i32, ptr addrspace(3) %380, align 4, !tbaa !9
  %382 = add nsw i32 %381, %378
  %383 = getelementptr i32, ptr addrspace(3) %152, i32 %375
  %384 = getelementptr i32, ptr addrspace(3) %383, i32 %16
  %385 = load i32, ptr addrspace(3) %384, align 4, !tbaa !9
  %386 = sub nsw i32 %385, %6
  %387 = getelementptr i32, ptr addrspace(3) %376, i32 %139
  %388 = load i32, ptr addrspace(3) %387, align 4, !tbaa !9
  %389 = sub nsw i32 %388, %6
  %390 = tail call i32 @llvm.smax.i32(i32 %382, i32 %386)
  %391 = tail call noundef i32 @llvm.smax.i32(i32 %390, i32 %389)
  %392 = getelementptr i32, ptr addrspace(3) %383, i32 %139
  store i32 %391, ptr addrspace(3) %392, align 4, !tbaa !9
  br label %393

393:                                              ; preds = %373, %371
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %394 = icmp sgt i32 %16, 11
  br i1 %394, label %415, label %395

395:                                              ; preds = %393
  %396 = sub nsw i32 11, %16
  %397 = mul nsw i32 %396, 17
  %398 = getelementptr i32, ptr addrspace(3) %3, i32 %397
  %399 = getelementptr i32, ptr addrspace(3) %398, i32 %16
  %400 = load i32, ptr addrspace(3) %399, align 4, !tbaa !9
  %401 = shl i32 %396, 6
  %402 = getelementptr i8, ptr addrspace(3) %38, i32 %401
  %403 = load i32, ptr addrspace(3) %402, align 4, !tbaa !9
  %404 = add nsw i32 %403, %400
  %405 = getelementptr i32, ptr addrspace(3) %152, i32 %397
  %406 = getelementptr i32, ptr addrspace(3) %405, i32 %16
  %407 = load i32, ptr addrspace(3) %406, align 4, !tbaa !9
  %408 = sub nsw i32 %407, %6
  %409 = getelementptr i32, ptr addrspace(3) %398, i32 %139
  %410 = load i32, ptr addrspace(3) %409, align 4, !tbaa !9
  %411 = sub nsw i32 %410, %6
  %412 = tail call i32 @llvm.smax.i32(i32 %404, i32 %408)
  %413 = tail call noundef i32 @llvm.smax.i32(i32 %412, i32 %411)
  %414 = getelementptr i32, ptr addrspace(3) %405, i32 %139
  store i32 %413, ptr addrspace(3) %414, align 4, !tbaa !9
  br label %415

415:                                              ; preds = %395, %393
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %416 = icmp sgt i32 %16, 12
  br i1 %416, label %437, label %417

417:                                              ; preds = %415
  %418 = sub nsw i32 12, %16
  %419 = mul nsw i32 %418, 17
  %420 = getelementptr i32, ptr addrspace(3) %3, i32 %419
  %421 = getelementptr i32, ptr addrspace(3) %420, i32 %16
  %422 = load i32, ptr addrspace(3) %421, align 4, !tbaa !9
  %423 = shl i32 %418, 6
  %424 = getelementptr i8, ptr addrspace(3) %38, i32 %423
  %425 = load i32, ptr addrspace(3) %424, align 4, !tbaa !9
  %426 = add nsw i32 %425, %422
  %427 = getelementptr i32, ptr addrspace(3) %152, i32 %419
  %428 = getelementptr i32, ptr addrspace(3) %427, i32 %16
  %429 = load i32, ptr addrspace(3) %428, align 4, !tbaa !9
  %430 = sub nsw i32 %429, %6
  %431 = getelementptr i32, ptr addrspace(3) %420, i32 %139
  %432 = load i32, ptr addrspace(3) %431, align 4, !tbaa !9
  %433 = sub nsw i32 %432, %6
  %434 = tail call i32 @llvm.smax.i32(i32 %426, i32 %430)
  %435 = tail call noundef i32 @llvm.smax.i32(i32 %434, i32 %433)
  %436 = getelementptr i32, ptr addrspace(3) %427, i32 %139
  store i32 %435, ptr addrspace(3) %436, align 4, !tbaa !9
  br label %437

437:                                              ; preds = %417, %415
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %438 = icmp sgt i32 %16, 13
  br i1 %438, label %459, label %439

439:                                              ; preds = %437
  %440 = sub nsw i32 13, %16
  %441 = mul nsw i32 %440, 17
  %442 = getelementptr i32, ptr addrspace(3) %3, i32 %441
  %443 = getelementptr i32, ptr addrspace(3) %442, i32 %16
  %444 = load i32, ptr addrspace(3) %443, align 4, !tbaa !9
  %445 = shl i32 %440, 6
  %446 = getelementptr i8, ptr addrspace(3) %38, i32 %445
  %447 = load i32, ptr addrspace(3) %446, align 4, !tbaa !9
  %448 = add nsw i32 %447, %444
  %449 = getelementptr i32, ptr addrspace(3) %152, i32 %441
  %450 = getelementptr i32, ptr addrspace(3) %449, i32 %16
  %451 = load i32, ptr addrspace(3) %450, align 4, !tbaa !9
  %452 = sub nsw i32 %451, %6
  %453 = getelementptr i32, ptr addrspace(3) %442, i32 %139
  %454 = load i32, ptr addrspace(3) %453, align 4, !tbaa !9
  %455 = sub nsw i32 %454, %6
  %456 = tail call i32 @llvm.smax.i32(i32 %448, i32 %452)
  %457 = tail call noundef i32 @llvm.smax.i32(i32 %456, i32 %455)
  %458 = getelementptr i32, ptr addrspace(3) %449, i32 %139
  store i32 %457, ptr addrspace(3) %458, align 4, !tbaa !9
  br label %459

459:                                              ; preds = %439, %437
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %460 = icmp sgt i32 %16, 14
  br i1 %460, label %481, label %461

461:                                              ; preds = %459
  %462 = sub nsw i32 14, %16
  %463 = mul nsw i32 %462, 17
  %464 = getelementptr i32, ptr addrspace(3) %3, i32 %463
  %465 = getelementptr i32, ptr addrspace(3) %464, i32 %16
  %466 = load i32, ptr addrspace(3) %465, align 4, !tbaa !9
  %467 = shl i32 %462, 6
  %468 = getelementptr i8, ptr addrspace(3) %38, i32 %467
  %469 = load i32, ptr addrspace(3) %468, align 4, !tbaa !9
  %470 = add nsw i32 %469, %466
  %471 = getelementptr i32, ptr addrspace(3) %152, i32 %463
  %472 = getelementptr i32, ptr addrspace(3) %471, i32 %16
  %473 = load i32, ptr addrspace(3) %472, align 4, !tbaa !9
  %474 = sub nsw i32 %473, %6
  %475 = getelementptr i32, ptr addrspace(3) %464, i32 %139
  %476 = load i32, ptr addrspace(3) %475, align 4, !tbaa !9
  %477 = sub nsw i32 %476, %6
  %478 = tail call i32 @llvm.smax.i32(i32 %470, i32 %474)
  %479 = tail call noundef i32 @llvm.smax.i32(i32 %478, i32 %477)
  %480 = getelementptr i32, ptr addrspace(3) %471, i32 %139
  store i32 %479, ptr addrspace(3) %480, align 4, !tbaa !9
  br label %481

481:                                              ; preds = %461, %459
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %482 = icmp sgt i32 %16, 15
  %483 = sub i32 15, %16
  br i1 %482, label %484, label %486

484:                                              ; preds = %481
  %485 = shl i32 %483, 6
  br label %505

486:                                              ; preds = %481
  %487 = mul nsw i32 %483, 17
  %488 = getelementptr i32, ptr addrspace(3) %3, i32 %487
  %489 = getelementptr i32, ptr addrspace(3) %488, i32 %16
  %490 = load i32, ptr addrspace(3) %489, align 4, !tbaa !9
  %491 = shl i32 %483, 6
  %492 = getelementptr i8, ptr addrspace(3) %38, i32 %491
  %493 = load i32, ptr addrspace(3) %492, align 4, !tbaa !9
  %494 = add nsw i32 %493, %490
  %495 = getelementptr i32, ptr addrspace(3) %152, i32 %487
  %496 = getelementptr i32, ptr addrspace(3) %495, i32 %16
  %497 = load i32, ptr addrspace(3) %496, align 4, !tbaa !9
  %498 = sub nsw i32 %497, %6
  %499 = getelementptr i32, ptr addrspace(3) %488, i32 %139
  %500 = load i32, ptr addrspace(3) %499, align 4, !tbaa !9
  %501 = sub nsw i32 %500, %6
  %502 = tail call i32 @llvm.smax.i32(i32 %494, i32 %498)
  %503 = tail call noundef i32 @llvm.smax.i32(i32 %502, i32 %501)
  %504 = getelementptr i32, ptr addrspace(3) %495, i32 %139
  store i32 %503, ptr addrspace(3) %504, align 4, !tbaa !9
  br label %505

505:                                              ; preds = %484, %486
  %506 = phi i32 [ %485, %484 ], [ %491, %486 ]
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %507 = add nsw i32 %16, 16
  %508 = sub nsw i32 16, %16
  %509 = mul i32 %483, 68
  %510 = getelementptr i8, ptr addrspace(3) %3, i32 %509
  %511 = getelementptr i8, ptr addrspace(3) %4, i32 %506
  %512 = getelementptr i8, ptr addrspace(3) %511, i32 -4
  %513 = mul i32 %508, 68
  %514 = getelementptr i8, ptr addrspace(3) %3, i32 %513
  br i1 %460, label %531, label %515

515:                                              ; preds = %505
  %516 = add nsw i32 %16, 2
  %517 = getelementptr i32, ptr addrspace(3) %510, i32 %516
  %518 = getelementptr i8, ptr addrspace(3) %517, i32 -4
  %519 = load i32, ptr addrspace(3) %518, align 4, !tbaa !9
  %520 = getelementptr i32, ptr addrspace(3) %512, i32 %516
  %521 = load i32, ptr addrspace(3) %520, align 4, !tbaa !9
  %522 = add nsw i32 %521, %519
  %523 = getelementptr i32, ptr addrspace(3) %514, i32 %516
  %524 = getelementptr i8, ptr addrspace(3) %523, i32 -4
  %525 = load i32, ptr addrspace(3) %524, align 4, !tbaa !9
  %526 = sub nsw i32 %525, %6
  %527 = load i32, ptr addrspace(3) %517, align 4, !tbaa !9
  %528 = sub nsw i32 %527, %6
  %529 = tail call i32 @llvm.smax.i32(i32 %522, i32 %526)
  %530 = tail call noundef i32 @llvm.smax.i32(i32 %529, i32 %528)
  store i32 %530, ptr addrspace(3) %523, align 4, !tbaa !9
  br label %531

531:                                              ; preds = %515, %505
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %438, label %548, label %532

532:                                              ; preds = %531
  %533 = add nsw i32 %16, 3
  %534 = getelementptr i32, ptr addrspace(3) %510, i32 %533
  %535 = getelementptr i8, ptr addrspace(3) %534, i32 -4
  %536 = load i32, ptr addrspace(3) %535, align 4, !tbaa !9
  %537 = getelementptr i32, ptr addrspace(3) %512, i32 %533
  %538 = load i32, ptr addrspace(3) %537, align 4, !tbaa !9
  %539 = add nsw i32 %538, %536
  %540 = getelementptr i32, ptr addrspace(3) %514, i32 %533
  %541 = getelementptr i8, ptr addrspace(3) %540, i32 -4
  %542 = load i32, ptr addrspace(3) %541, align 4, !tbaa !9
  %543 = sub nsw i32 %542, %6
  %544 = load i32, ptr addrspace(3) %534, align 4, !tbaa !9
  %545 = sub nsw i32 %544, %6
  %546 = tail call i32 @llvm.smax.i32(i32 %539, i32 %543)
  %547 = tail call noundef i32 @llvm.smax.i32(i32 %546, i32 %545)
  store i32 %547, ptr addrspace(3) %540, align 4, !tbaa !9
  br label %548

548:                                              ; preds = %532, %531
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %416, label %565, label %549

549:                                              ; preds = %548
  %550 = add nsw i32 %16, 4
  %551 = getelementptr i32, ptr addrspace(3) %510, i32 %550
  %552 = getelementptr i8, ptr addrspace(3) %551, i32 -4
  %553 = load i32, ptr addrspace(3) %552, align 4, !tbaa !9
  %554 = getelementptr i32, ptr addrspace(3) %512, i32 %550
  %555 = load i32, ptr addrspace(3) %554, align 4, !tbaa !9
  %556 = add nsw i32 %555, %553
  %557 = getelementptr i32, ptr addrspace(3) %514, i32 %550
  %558 = getelementptr i8, ptr addrspace(3) %557, i32 -4
  %559 = load i32, ptr addrspace(3) %558, align 4, !tbaa !9
  %560 = sub nsw i32 %559, %6
  %561 = load i32, ptr addrspace(3) %551, align 4, !tbaa !9
  %562 = sub nsw i32 %561, %6
  %563 = tail call i32 @llvm.smax.i32(i32 %556, i32 %560)
  %564 = tail call noundef i32 @llvm.smax.i32(i32 %563, i32 %562)
  store i32 %564, ptr addrspace(3) %557, align 4, !tbaa !9
  br label %565

565:                                              ; preds = %549, %548
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %394, label %582, label %566

566:                                              ; preds = %565
  %567 = add nsw i32 %16, 5
  %568 = getelementptr i32, ptr addrspace(3) %510, i32 %567
  %569 = getelementptr i8, ptr addrspace(3) %568, i32 -4
  %570 = load i32, ptr addrspace(3) %569, align 4, !tbaa !9
  %571 = getelementptr i32, ptr addrspace(3) %512, i32 %567
  %572 = load i32, ptr addrspace(3) %571, align 4, !tbaa !9
  %573 = add nsw i32 %572, %570
  %574 = getelementptr i32, ptr addrspace(3) %514, i32 %567
  %575 = getelementptr i8, ptr addrspace(3) %574, i32 -4
  %576 = load i32, ptr addrspace(3) %575, align 4, !tbaa !9
  %577 = sub nsw i32 %576, %6
  %578 = load i32, ptr addrspace(3) %568, align 4, !tbaa !9
  %579 = sub nsw i32 %578, %6
  %580 = tail call i32 @llvm.smax.i32(i32 %573, i32 %577)
  %581 = tail call noundef i32 @llvm.smax.i32(i32 %580, i32 %579)
  store i32 %581, ptr addrspace(3) %574, align 4, !tbaa !9
  br label %582

582:                                              ; preds = %566, %565
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %372, label %599, label %583

583:                                              ; preds = %582
  %584 = add nsw i32 %16, 6
  %585 = getelementptr i32, ptr addrspace(3) %510, i32 %584
  %586 = getelementptr i8, ptr addrspace(3) %585, i32 -4
  %587 = load i32, ptr addrspace(3) %586, align 4, !tbaa !9
  %588 = getelementptr i32, ptr addrspace(3) %512, i32 %584
  %589 = load i32, ptr addrspace(3) %588, align 4, !tbaa !9
  %590 = add nsw i32 %589, %587
  %591 = getelementptr i32, ptr addrspace(3) %514, i32 %584
  %592 = getelementptr i8, ptr addrspace(3) %591, i32 -4
  %593 = load i32, ptr addrspace(3) %592, align 4, !tbaa !9
  %594 = sub nsw i32 %593, %6
  %595 = load i32, ptr addrspace(3) %585, align 4, !tbaa !9
  %596 = sub nsw i32 %595, %6
  %597 = tail call i32 @llvm.smax.i32(i32 %590, i32 %594)
  %598 = tail call noundef i32 @llvm.smax.i32(i32 %597, i32 %596)
  store i32 %598, ptr addrspace(3) %591, align 4, !tbaa !9
  br label %599

599:                                              ; preds = %583, %582
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %350, label %616, label %600

600:                                              ; preds = %599
  %601 = add nsw i32 %16, 7
  %602 = getelementptr i32, ptr addrspace(3) %510, i32 %601
  %603 = getelementptr i8, ptr addrspace(3) %602, i32 -4
  %604 = load i32, ptr addrspace(3) %603, align 4, !tbaa !9
  %605 = getelementptr i32, ptr addrspace(3) %512, i32 %601
  %606 = load i32, ptr addrspace(3) %605, align 4, !tbaa !9
  %607 = add nsw i32 %606, %604
  %608 = getelementptr i32, ptr addrspace(3) %514, i32 %601
  %609 = getelementptr i8, ptr addrspace(3) %608, i32 -4
  %610 = load i32, ptr addrspace(3) %609, align 4, !tbaa !9
  %611 = sub nsw i32 %610, %6
  %612 = load i32, ptr addrspace(3) %602, align 4, !tbaa !9
  %613 = sub nsw i32 %612, %6
  %614 = tail call i32 @llvm.smax.i32(i32 %607, i32 %611)
  %615 = tail call noundef i32 @llvm.smax.i32(i32 %614, i32 %613)
  store i32 %615, ptr addrspace(3) %608, align 4, !tbaa !9
  br label %616

616:                                              ; preds = %600, %599
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %328, label %633, label %617

617:                                              ; preds = %616
  %618 = add nsw i32 %16, 8
  %619 = getelementptr i32, ptr addrspace(3) %510, i32 %618
  %620 = getelementptr i8, ptr addrspace(3) %619, i32 -4
  %621 = load i32, ptr addrspace(3) %620, align 4, !tbaa !9
  %622 = getelementptr i32, ptr addrspace(3) %512, i32 %618
  %623 = load i32, ptr addrspace(3) %622, align 4, !tbaa !9
  %624 = add nsw i32 %623, %621
  %625 = getelementptr i32, ptr addrspace(3) %514, i32 %618
  %626 = getelementptr i8, ptr addrspace(3) %625, i32 -4
  %627 = load i32, ptr addrspace(3) %626, align 4, !tbaa !9
  %628 = sub nsw i32 %627, %6
  %629 = load i32, ptr addrspace(3) %619, align 4, !tbaa !9
  %630 = sub nsw i32 %629, %6
  %631 = tail call i32 @llvm.smax.i32(i32 %624, i32 %628)
  %632 = tail call noundef i32 @llvm.smax.i32(i32 %631, i32 %630)
  store i32 %632, ptr addrspace(3) %625, align 4, !tbaa !9
  br label %633

633:                                              ; preds = %617, %616
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %306, label %650, label %634

634:                                              ; preds = %633
  %635 = add nsw i32 %16, 9
  %636 = getelementptr i32, ptr addrspace(3) %510, i32 %635
  %637 = getelementptr i8, ptr addrspace(3) %636, i32 -4
  %638 = load i32, ptr addrspace(3) %637, align 4, !tbaa !9
  %639 = getelementptr i32, ptr addrspace(3) %512, i32 %635
  %640 = load i32, ptr addrspace(3) %639, align 4, !tbaa !9
  %641 = add nsw i32 %640, %638
  %642 = getelementptr i32, ptr addrspace(3) %514, i32 %635
  %643 = getelementptr i8, ptr addrspace(3) %642, i32 -4
  %644 = load i32, ptr addrspace(3) %643, align 4, !tbaa !9
  %645 = sub nsw i32 %644, %6
  %646 = load i32, ptr addrspace(3) %636, align 4, !tbaa !9
  %647 = sub nsw i32 %646, %6
  %648 = tail call i32 @llvm.smax.i32(i32 %641, i32 %645)
  %649 = tail call noundef i32 @llvm.smax.i32(i32 %648, i32 %647)
  store i32 %649, ptr addrspace(3) %642, align 4, !tbaa !9
  br label %650

650:                                              ; preds = %634, %633
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %284, label %667, label %651

651:                                              ; preds = %650
  %652 = add nsw i32 %16, 10
  %653 = getelementptr i32, ptr addrspace(3) %510, i32 %652
  %654 = getelementptr i8, ptr addrspace(3) %653, i32 -4
  %655 = load i32, ptr addrspace(3) %654, align 4, !tbaa !9
  %656 = getelementptr i32, ptr addrspace(3) %512, i32 %652
  %657 = load i32, ptr addrspace(3) %656, align 4, !tbaa !9
  %658 = add nsw i32 %657, %655
  %659 = getelementptr i32, ptr addrspace(3) %514, i32 %652
  %660 = getelementptr i8, ptr addrspace(3) %659, i32 -4
  %661 = load i32, ptr addrspace(3) %660, align 4, !tbaa !9
  %662 = sub nsw i32 %661, %6
  %663 = load i32, ptr addrspace(3) %653, align 4, !tbaa !9
  %664 = sub nsw i32 %663, %6
  %665 = tail call i32 @llvm.smax.i32(i32 %658, i32 %662)
  %666 = tail call noundef i32 @llvm.smax.i32(i32 %665, i32 %664)
  store i32 %666, ptr addrspace(3) %659, align 4, !tbaa !9
  br label %667

667:                                              ; preds = %651, %650
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %262, label %684, label %668

668:                                              ; preds = %667
  %669 = add nsw i32 %16, 11
  %670 = getelementptr i32, ptr addrspace(3) %510, i32 %669
  %671 = getelementptr i8, ptr addrspace(3) %670, i32 -4
  %672 = load i32, ptr addrspace(3) %671, align 4, !tbaa !9
  %673 = getelementptr i32, ptr addrspace(3) %512, i32 %669
  %674 = load i32, ptr addrspace(3) %673, align 4, !tbaa !9
  %675 = add nsw i32 %674, %672
  %676 = getelementptr i32, ptr addrspace(3) %514, i32 %669
  %677 = getelementptr i8, ptr addrspace(3) %676, i32 -4
  %678 = load i32, ptr addrspace(3) %677, align 4, !tbaa !9
  %679 = sub nsw i32 %678, %6
  %680 = load i32, ptr addrspace(3) %670, align 4, !tbaa !9
  %681 = sub nsw i32 %680, %6
  %682 = tail call i32 @llvm.smax.i32(i32 %675, i32 %679)
  %683 = tail call noundef i32 @llvm.smax.i32(i32 %682, i32 %681)
  store i32 %683, ptr addrspace(3) %676, align 4, !tbaa !9
  br label %684

684:                                              ; preds = %668, %667
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %240, label %701, label %685

685:                                              ; preds = %684
  %686 = add nsw i32 %16, 12
  %687 = getelementptr i32, ptr addrspace(3) %510, i32 %686
  %688 = getelementptr i8, ptr addrspace(3) %687, i32 -4
  %689 = load i32, ptr addrspace(3) %688, align 4, !tbaa !9
  %690 = getelementptr i32, ptr addrspace(3) %512, i32 %686
  %691 = load i32, ptr addrspace(3) %690, align 4, !tbaa !9
  %692 = add nsw i32 %691, %689
  %693 = getelementptr i32, ptr addrspace(3) %514, i32 %686
  %694 = getelementptr i8, ptr addrspace(3) %693, i32 -4
  %695 = load i32, ptr addrspace(3) %694, align 4, !tbaa !9
  %696 = sub nsw i32 %695, %6
  %697 = load i32, ptr addrspace(3) %687, align 4, !tbaa !9
  %698 = sub nsw i32 %697, %6
  %699 = tail call i32 @llvm.smax.i32(i32 %692, i32 %696)
  %700 = tail call noundef i32 @llvm.smax.i32(i32 %699, i32 %698)
  store i32 %700, ptr addrspace(3) %693, align 4, !tbaa !9
  br label %701

701:                                              ; preds = %685, %684
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %218, label %718, label %702

702:                                              ; preds = %701
  %703 = add nsw i32 %16, 13
  %704 = getelementptr i32, ptr addrspace(3) %510, i32 %703
  %705 = getelementptr i8, ptr addrspace(3) %704, i32 -4
  %706 = load i32, ptr addrspace(3) %705, align 4, !tbaa !9
  %707 = getelementptr i32, ptr addrspace(3) %512, i32 %703
  %708 = load i32, ptr addrspace(3) %707, align 4, !tbaa !9
  %709 = add nsw i32 %708, %706
  %710 = getelementptr i32, ptr addrspace(3) %514, i32 %703
  %711 = getelementptr i8, ptr addrspace(3) %710, i32 -4
  %712 = load i32, ptr addrspace(3) %711, align 4, !tbaa !9
  %713 = sub nsw i32 %712, %6
  %714 = load i32, ptr addrspace(3) %704, align 4, !tbaa !9
  %715 = sub nsw i32 %714, %6
  %716 = tail call i32 @llvm.smax.i32(i32 %709, i32 %713)
  %717 = tail call noundef i32 @llvm.smax.i32(i32 %716, i32 %715)
  store i32 %717, ptr addrspace(3) %710, align 4, !tbaa !9
  br label %718

718:                                              ; preds = %702, %701
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %196, label %735, label %719

719:                                              ; preds = %718
  %720 = add nsw i32 %16, 14
  %721 = getelementptr i32, ptr addrspace(3) %510, i32 %720
  %722 = getelementptr i8, ptr addrspace(3) %721, i32 -4
  %723 = load i32, ptr addrspace(3) %722, align 4, !tbaa !9
  %724 = getelementptr i32, ptr addrspace(3) %512, i32 %720
  %725 = load i32, ptr addrspace(3) %724, align 4, !tbaa !9
  %726 = add nsw i32 %725, %723
  %727 = getelementptr i32, ptr addrspace(3) %514, i32 %720
  %728 = getelementptr i8, ptr addrspace(3) %727, i32 -4
  %729 = load i32, ptr addrspace(3) %728, align 4, !tbaa !9
  %730 = sub nsw i32 %729, %6
  %731 = load i32, ptr addrspace(3) %721, align 4, !tbaa !9
  %732 = sub nsw i32 %731, %6
  %733 = tail call i32 @llvm.smax.i32(i32 %726, i32 %730)
  %734 = tail call noundef i32 @llvm.smax.i32(i32 %733, i32 %732)
  store i32 %734, ptr addrspace(3) %727, align 4, !tbaa !9
  br label %735

735:                                              ; preds = %719, %718
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %174, label %752, label %736

736:                                              ; preds = %735
  %737 = add nsw i32 %16, 15
  %738 = getelementptr i32, ptr addrspace(3) %510, i32 %737
  %739 = getelementptr i8, ptr addrspace(3) %738, i32 -4
  %740 = load i32, ptr addrspace(3) %739, align 4, !tbaa !9
  %741 = getelementptr i32, ptr addrspace(3) %512, i32 %737
  %742 = load i32, ptr addrspace(3) %741, align 4, !tbaa !9
  %743 = add nsw i32 %742, %740
  %744 = getelementptr i32, ptr addrspace(3) %514, i32 %737
  %745 = getelementptr i8, ptr addrspace(3) %744, i32 -4
  %746 = load i32, ptr addrspace(3) %745, align 4, !tbaa !9
  %747 = sub nsw i32 %746, %6
  %748 = load i32, ptr addrspace(3) %738, align 4, !tbaa !9
  %749 = sub nsw i32 %748, %6
  %750 = tail call i32 @llvm.smax.i32(i32 %743, i32 %747)
  %751 = tail call noundef i32 @llvm.smax.i32(i32 %750, i32 %749)
  store i32 %751, ptr addrspace(3) %744, align 4, !tbaa !9
  br label %752

752:                                              ; preds = %736, %735
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %153, label %768, label %753

753:                                              ; preds = %752
  %754 = getelementptr i32, ptr addrspace(3) %510, i32 %507
  %755 = getelementptr i8, ptr addrspace(3) %754, i32 -4
  %756 = load i32, ptr addrspace(3) %755, align 4, !tbaa !9
  %757 = getelementptr i32, ptr addrspace(3) %512, i32 %507
  %758 = load i32, ptr addrspace(3) %757, align 4, !tbaa !9
  %759 = add nsw i32 %758, %756
  %760 = getelementptr i32, ptr addrspace(3) %514, i32 %507
  %761 = getelementptr i8, ptr addrspace(3) %760, i32 -4
  %762 = load i32, ptr addrspace(3) %761, align 4, !tbaa !9
  %763 = sub nsw i32 %762, %6
  %764 = load i32, ptr addrspace(3) %754, align 4, !tbaa !9
  %765 = sub nsw i32 %764, %6
  %766 = tail call i32 @llvm.smax.i32(i32 %759, i32 %763)
  %767 = tail call noundef i32 @llvm.smax.i32(i32 %766, i32 %765)
  store i32 %767, ptr addrspace(3) %760, align 4, !tbaa !9
  br label %768

768:                                              ; preds = %753, %752
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %769 = getelementptr i32, ptr addrspace(3) %3, i32 %16
  %770 = getelementptr i8, ptr addrspace(1) %2, i64 4
  %771 = getelementptr i8, ptr addrspace(3) %769, i32 72
  %772 = load i32, ptr addrspace(3) %771, align 4, !tbaa !9
  %773 = getelementptr i32, ptr addrspace(1) %770, i64 %40
  store i32 %772, ptr addrspace(1) %773, align 4, !tbaa !9
  %774 = getelementptr i8, ptr addrspace(3) %769, i32 140
  %775 = load i32, ptr addrspace(3) %774, align 4, !tbaa !9
  %776 = getelementptr i32, ptr addrspace(1) %770, i64 %45
  store i32 %775, ptr addrspace(1) %776, align 4, !tbaa !9
  %777 = getelementptr i8, ptr addrspace(3) %769, i32 208
  %778 = load i32, ptr addrspace(3) %777, align 4, !tbaa !9
  %779 = getelementptr i32, ptr addrspace(1) %770, i64 %51
  store i32 %778, ptr addrspace(1) %779, align 4, !tbaa !9
  %780 = getelementptr i8, ptr addrspace(3) %769, i32 276
  %781 = load i32, ptr addrspace(3) %780, align 4, !tbaa !9
  %782 = getelementptr i32, ptr addrspace(1) %770, i64 %57
  store i32 %781, ptr addrspace(1) %782, align 4, !tbaa !9
  %783 = getelementptr i8, ptr addrspace(3) %769, i32 344
  %784 = load i32, ptr addrspace(3) %783, align 4, !tbaa !9
  %785 = getelementptr i32, ptr addrspace(1) %770, i64 %63
  store i32 %784, ptr addrspace(1) %785, align 4, !tbaa !9
  %786 = getelementptr i8, ptr addrspace(3) %769, i32 412
  %787 = load i32, ptr addrspace(3) %786, align 4, !tbaa !9
  %788 = getelementptr i32, ptr addrspace(1) %770, i64 %69
  store i32 %787, ptr addrspace(1) %788, align 4, !tbaa !9
  %789 = getelementptr i8, ptr addrspace(3) %769, i32 480
  %790 = load i32, ptr addrspace(3) %789, align 4, !tbaa !9
  %791 = getelementptr i32, ptr addrspace(1) %770, i64 %75
  store i32 %790, ptr addrspace(1) %791, align 4, !tbaa !9
  %792 = getelementptr i8, ptr addrspace(3) %769, i32 548
  %793 = load i32, ptr addrspace(3) %792, align 4, !tbaa !9
  %794 = getelementptr i32, ptr addrspace(1) %770, i64 %81
  store i32 %793, ptr addrspace(1) %794, align 4, !tbaa !9
  %795 = getelementptr i8, ptr addrspace(3) %769, i32 616
  %796 = load i32, ptr addrspace(3) %795, align 4, !tbaa !9
  %797 = getelementptr i32, ptr addrspace(1) %770, i64 %87
  store i32 %796, ptr addrspace(1) %797, align 4, !tbaa !9
  %798 = getelementptr i8, ptr addrspace(3) %769, i32 684
  %799 = load i32, ptr addrspace(3) %798, align 4, !tbaa !9
  %800 = getelementptr i32, ptr addrspace(1) %770, i64 %93
  store i32 %799, ptr addrspace(1) %800, align 4, !tbaa !9
  %801 = getelementptr i8, ptr addrspace(3) %769, i32 752
  %802 = load i32, ptr addrspace(3) %801, align 4, !tbaa !9
  %803 = getelementptr i32, ptr addrspace(1) %770, i64 %99
  store i32 %802, ptr addrspace(1) %803, align 4, !tbaa !9
  %804 = getelementptr i8, ptr addrspace(3) %769, i32 820
  %805 = load i32, ptr addrspace(3) %804, align 4, !tbaa !9
  %806 = getelementptr i32, ptr addrspace(1) %770, i64 %105
  store i32 %805, ptr addrspace(1) %806, align 4, !tbaa !9
  %807 = getelementptr i8, ptr addrspace(3) %769, i32 888
  %808 = load i32, ptr addrspace(3) %807, align 4, !tbaa !9
  %809 = getelementptr i32, ptr addrspace(1) %770, i64 %111
  store i32 %808, ptr addrspace(1) %809, align 4, !tbaa !9
  %810 = getelementptr i8, ptr addrspace(3) %769, i32 956
  %811 = load i32, ptr addrspace(3) %810, align 4, !tbaa !9
  %812 = getelementptr i32, ptr addrspace(1) %770, i64 %117
  store i32 %811, ptr addrspace(1) %812, align 4, !tbaa !9
  %813 = getelementptr i8, ptr addrspace(3) %769, i32 1024
  %814 = load i32, ptr addrspace(3) %813, align 4, !tbaa !9
  %815 = getelementptr i32, ptr addrspace(1) %770, i64 %123
  store i32 %814, ptr addrspace(1) %815, align 4, !tbaa !9
  %816 = getelementptr i8, ptr addrspace(3) %769, i32 1092
  %817 = load i32, ptr addrspace(3) %816, align 4, !tbaa !9
  %818 = getelementptr i32, ptr addrspace(1) %770, i64 %129
  store i32 %817, ptr addrspace(1) %818, align 4, !tbaa !9
  br label %819

819:                                              ; preds = %768, %12, %22, %26
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int", !"int", !"int", !"int"}
!8 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
