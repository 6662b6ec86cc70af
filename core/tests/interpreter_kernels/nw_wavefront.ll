; Needleman-Wunsch wavefront step of our own (nw_wavefront.cl next to this file),
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

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(none)
define hidden i32 @best_of(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @_Z3maxii(i32 noundef %1, i32 noundef %2) #4
  %5 = tail call i32 @_Z3maxii(i32 noundef %0, i32 noundef %4) #4
  ret i32 %5
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @nw_wavefront(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 !reqd_work_group_size !9 {
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %14 = trunc i64 %13 to i32
  %15 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %16 = trunc i64 %15 to i32
  %17 = xor i32 %14, -1
  %18 = add i32 %17, %7
  %19 = icmp sge i32 %14, %8
  %20 = icmp slt i32 %18, 0
  %21 = or i1 %19, %20
  br i1 %21, label %919, label %22

22:                                               ; preds = %12
  %23 = sub i32 %7, %14
  %24 = shl nsw i32 %23, 4
  %25 = icmp sgt i32 %24, %9
  br i1 %25, label %919, label %26

26:                                               ; preds = %22
  %27 = shl i32 %14, 4
  %28 = add i32 %27, 16
  %29 = icmp sgt i32 %28, %9
  br i1 %29, label %919, label %30

30:                                               ; preds = %26
  %31 = shl nsw i32 %18, 4
  %32 = add nsw i32 %31, %10
  %33 = mul nsw i32 %32, %5
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %34
  %36 = sext i32 %11 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %36
  %38 = sext i32 %27 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %38
  %40 = ptrtoint ptr addrspace(1) %39 to i64
  %41 = ptrtoint ptr addrspace(1) %1 to i64
  %42 = sub i64 %40, %41
  %43 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %42
  %44 = getelementptr i8, ptr addrspace(1) %43, i64 4
  %45 = getelementptr i32, ptr addrspace(3) %4, i32 %16
  %46 = add nsw i32 %16, %5
  %47 = sext i32 %46 to i64
  %48 = getelementptr i32, ptr addrspace(1) %44, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !10
  store i32 %49, ptr addrspace(3) %45, align 4, !tbaa !10
  %50 = shl nsw i32 %5, 1
  %51 = add nsw i32 %50, %16
  %52 = sext i32 %51 to i64
  %53 = getelementptr i32, ptr addrspace(1) %44, i64 %52
  %54 = load i32, ptr addrspace(1) %53, align 4, !tbaa !10
  %55 = getelementptr i8, ptr addrspace(3) %45, i32 64
  store i32 %54, ptr addrspace(3) %55, align 4, !tbaa !10
  %56 = mul nsw i32 %5, 3
  %57 = add nsw i32 %56, %16
  %58 = sext i32 %57 to i64
  %59 = getelementptr i32, ptr addrspace(1) %44, i64 %58
  %60 = load i32, ptr addrspace(1) %59, align 4, !tbaa !10
  %61 = getelementptr i8, ptr addrspace(3) %45, i32 128
  store i32 %60, ptr addrspace(3) %61, align 4, !tbaa !10
  %62 = shl nsw i32 %5, 2
  %63 = add nsw i32 %62, %16
  %64 = sext i32 %63 to i64
  %65 = getelementptr i32, ptr addrspace(1) %44, i64 %64
  %66 = load i32, ptr addrspace(1) %65, align 4, !tbaa !10
  %67 = getelementptr i8, ptr addrspace(3) %45, i32 192
  store i32 %66, ptr addrspace(3) %67, align 4, !tbaa !10
  %68 = mul nsw i32 %5, 5
  %69 = add nsw i32 %68, %16
  %70 = sext i32 %69 to i64
  %71 = getelementptr i32, ptr addrspace(1) %44, i64 %70
  %72 = load i32, ptr addrspace(1) %71, align 4, !tbaa !10
  %73 = getelementptr i8, ptr addrspace(3) %45, i32 256
  store i32 %72, ptr addrspace(3) %73, align 4, !tbaa !10
  %74 = mul nsw i32 %5, 6
  %75 = add nsw i32 %74, %16
  %76 = sext i32 %75 to i64
  %77 = getelementptr i32, ptr addrspace(1) %44, i64 %76
  %78 = load i32, ptr addrspace(1) %77, align 4, !tbaa !10
  %79 = getelementptr i8, ptr addrspace(3) %45, i32 320
  store i32 %78, ptr addrspace(3) %79, align 4, !tbaa !10
  %80 = mul nsw i32 %5, 7
  %81 = add nsw i32 %80, %16
  %82 = sext i32 %81 to i64
  %83 = getelementptr i32, ptr addrspace(1) %44, i64 %82
  %84 = load i32, ptr addrspace(1) %83, align 4, !tbaa !10
  %85 = getelementptr i8, ptr addrspace(3) %45, i32 384
  store i32 %84, ptr addrspace(3) %85, align 4, !tbaa !10
  %86 = shl nsw i32 %5, 3
  %87 = add nsw i32 %86, %16
  %88 = sext i32 %87 to i64
  %89 = getelementptr i32, ptr addrspace(1) %44, i64 %88
  %90 = load i32, ptr addrspace(1) %89, align 4, !tbaa !10
  %91 = getelementptr i8, ptr addrspace(3) %45, i32 448
  store i32 %90, ptr addrspace(3) %91, align 4, !tbaa !10
  %92 = mul nsw i32 %5, 9
  %93 = add nsw i32 %92, %16
  %94 = sext i32 %93 to i64
  %95 = getelementptr i32, ptr addrspace(1) %44, i64 %94
  %96 = load i32, ptr addrspace(1) %95, align 4, !tbaa !10
  %97 = getelementptr i8, ptr addrspace(3) %45, i32 512
  store i32 %96, ptr addrspace(3) %97, align 4, !tbaa !10
  %98 = mul nsw i32 %5, 10
  %99 = add nsw i32 %98, %16
  %100 = sext i32 %99 to i64
  %101 = getelementptr i32, ptr addrspace(1) %44, i64 %100
  %102 = load i32, ptr addrspace(1) %101, align 4, !tbaa !10
  %103 = getelementptr i8, ptr addrspace(3) %45, i32 576
  store i32 %102, ptr addrspace(3) %103, align 4, !tbaa !10
  %104 = mul nsw i32 %5, 11
  %105 = add nsw i32 %104, %16
  %106 = sext i32 %105 to i64
  %107 = getelementptr i32, ptr addrspace(1) %44, i64 %106
  %108 = load i32, ptr addrspace(1) %107, align 4, !tbaa !10
  %109 = getelementptr i8, ptr addrspace(3) %45, i32 640
  store i32 %108, ptr addrspace(3) %109, align 4, !tbaa !10
  %110 = mul nsw i32 %5, 12
  %111 = add nsw i32 %110, %16
  %112 = sext i32 %111 to i64
  %113 = getelementptr i32, ptr addrspace(1) %44, i64 %112
  %114 = load i32, ptr addrspace(1) %113, align 4, !tbaa !10
  %115 = getelementptr i8, ptr addrspace(3) %45, i32 704
  store i32 %114, ptr addrspace(3) %115, align 4, !tbaa !10
  %116 = mul nsw i32 %5, 13
  %117 = add nsw i32 %116, %16
  %118 = sext i32 %117 to i64
  %119 = getelementptr i32, ptr addrspace(1) %44, i64 %118
  %120 = load i32, ptr addrspace(1) %119, align 4, !tbaa !10
  %121 = getelementptr i8, ptr addrspace(3) %45, i32 768
  store i32 %120, ptr addrspace(3) %121, align 4, !tbaa !10
  %122 = mul nsw i32 %5, 14
  %123 = add nsw i32 %122, %16
  %124 = sext i32 %123 to i64
  %125 = getelementptr i32, ptr addrspace(1) %44, i64 %124
  %126 = load i32, ptr addrspace(1) %125, align 4, !tbaa !10
  %127 = getelementptr i8, ptr addrspace(3) %45, i32 832
  store i32 %126, ptr addrspace(3) %127, align 4, !tbaa !10
  %128 = mul nsw i32 %5, 15
  %129 = add nsw i32 %128, %16
  %130 = sext i32 %129 to i64
  %131 = getelementptr i32, ptr addrspace(1) %44, i64 %130
  %132 = load i32, ptr addrspace(1) %131, align 4, !tbaa !10
  %133 = getelementptr i8, ptr addrspace(3) %45, i32 896
  store i32 %132, ptr addrspace(3) %133, align 4, !tbaa !10
  %134 = shl nsw i32 %5, 4
  %135 = add nsw i32 %134, %16
  %136 = sext i32 %135 to i64
  %137 = getelementptr i32, ptr addrspace(1) %44, i64 %136
  %138 = load i32, ptr addrspace(1) %137, align 4, !tbaa !10
  %139 = getelementptr i8, ptr addrspace(3) %45, i32 960
  store i32 %138, ptr addrspace(3) %139, align 4, !tbaa !10
  %140 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %42
  %141 = add nsw i32 %16, 1
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %142
  %144 = load i32, ptr addrspace(1) %143, align 4, !tbaa !10, !amdgpu.noclobber !14
  %145 = getelementptr i32, ptr addrspace(3) %3, i32 %141
  store i32 %144, ptr addrspace(3) %145, align 4, !tbaa !10
  %146 = mul nsw i32 %141, %5
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %147
  %149 = load i32, ptr addrspace(1) %148, align 4, !tbaa !10, !amdgpu.noclobber !14
  %150 = mul i32 %141, 68
  %151 = getelementptr inbounds i8, ptr addrspace(3) %3, i32 %150
  store i32 %149, ptr addrspace(3) %151, align 4, !tbaa !10
  %152 = icmp eq i32 %16, 0
  br i1 %152, label %153, label %155

153:                                              ; preds = %30
  %154 = load i32, ptr addrspace(1) %39, align 4, !tbaa !10, !amdgpu.noclobber !14
  store i32 %154, ptr addrspace(3) %3, align 4, !tbaa !10
  br label %155

155:                                              ; preds = %153, %30
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %156 = getelementptr i8, ptr addrspace(3) %3, i32 68
  %157 = sub nsw i32 0, %16
  %158 = icmp ult i32 %157, 16
  br i1 %158, label %159, label %178

159:                                              ; preds = %155
  %160 = mul i32 %16, -17
  %161 = getelementptr i32, ptr addrspace(3) %3, i32 %160
  %162 = getelementptr i32, ptr addrspace(3) %161, i32 %16
  %163 = load i32, ptr addrspace(3) %162, align 4, !tbaa !10
  %164 = shl nuw nsw i32 %157, 6
  %165 = getelementptr i8, ptr addrspace(3) %45, i32 %164
  %166 = load i32, ptr addrspace(3) %165, align 4, !tbaa !10
  %167 = add nsw i32 %166, %163
  %168 = getelementptr i32, ptr addrspace(3) %156, i32 %160
  %169 = getelementptr i32, ptr addrspace(3) %168, i32 %16
  %170 = load i32, ptr addrspace(3) %169, align 4, !tbaa !10
  %171 = sub nsw i32 %170, %6
  %172 = getelementptr i32, ptr addrspace(3) %161, i32 %141
  %173 = load i32, ptr addrspace(3) %172, align 4, !tbaa !10
  %174 = sub nsw i32 %173, %6
  %175 = tail call i32 @_Z3maxii(i32 noundef %171, i32 noundef %174) #4
  %176 = tail call i32 @_Z3maxii(i32 noundef %167, i32 noundef %175) #4
  %177 = getelementptr i32, ptr addrspace(3) %168, i32 %141
  store i32 %176, ptr addrspace(3) %177, align 4, !tbaa !10
  br label %178

178:                                              ; preds = %159, %155
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %179 = sub nsw i32 1, %16
  %180 = icmp ult i32 %179, 16
  br i1 %180, label %181, label %200

181:                                              ; preds = %178
  %182 = mul nuw nsw i32 %179, 17
  %183 = getelementptr i32, ptr addrspace(3) %3, i32 %182
  %184 = getelementptr i32, ptr addrspace(3) %183, i32 %16
  %185 = load i32, ptr addrspace(3) %184, align 4, !tbaa !10
  %186 = shl nuw nsw i32 %179, 6
  %187 = getelementptr i8, ptr addrspace(3) %45, i32 %186
  %188 = load i32, ptr addrspace(3) %187, align 4, !tbaa !10
  %189 = add nsw i32 %188, %185
  %190 = getelementptr i32, ptr addrspace(3) %156, i32 %182
  %191 = getelementptr i32, ptr addrspace(3) %190, i32 %16
  %192 = load i32, ptr addrspace(3) %191, align 4, !tbaa !10
  %193 = sub nsw i32 %192, %6
  %194 = getelementptr i32, ptr addrspace(3) %183, i32 %141
  %195 = load i32, ptr addrspace(3) %194, align 4, !tbaa !10
  %196 = sub nsw i32 %195, %6
  %197 = tail call i32 @_Z3maxii(i32 noundef %193, i32 noundef %196) #4
  %198 = tail call i32 @_Z3maxii(i32 noundef %189, i32 noundef %197) #4
  %199 = getelementptr i32, ptr addrspace(3) %190, i32 %141
  store i32 %198, ptr addrspace(3) %199, align 4, !tbaa !10
  br label %200

200:                                              ; preds = %181, %178
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %201 = sub nsw i32 2, %16
  %202 = icmp ult i32 %201, 16
  br i1 %202, label %203, label %222

203:                                              ; preds = %200
  %204 = mul nuw nsw i32 %201, 17
  %205 = getelementptr i32, ptr addrspace(3) %3, i32 %204
  %206 = getelementptr i32, ptr addrspace(3) %205, i32 %16
  %207 = load i32, ptr addrspace(3) %206, align 4, !tbaa !10
  %208 = shl nuw nsw i32 %201, 6
  %209 = getelementptr i8, ptr addrspace(3) %45, i32 %208
  %210 = load i32, ptr addrspace(3) %209, align 4, !tbaa !10
  %211 = add nsw i32 %210, %207
  %212 = getelementptr i32, ptr addrspace(3) %156, i32 %204
  %213 = getelementptr i32, ptr addrspace(3) %212, i32 %16
  %214 = load i32, ptr addrspace(3) %213, align 4, !tbaa !10
  %215 = sub nsw i32 %214, %6
  %216 = getelementptr i32, ptr addrspace(3) %205, i32 %141
  %217 = load i32, ptr addrspace(3) %216, align 4, !tbaa !10
  %218 = sub nsw i32 %217, %6
  %219 = tail call i32 @_Z3maxii(i32 noundef %215, i32 noundef %218) #4
  %220 = tail call i32 @_Z3maxii(i32 noundef %211, i32 noundef %219) #4
  %221 = getelementptr i32, ptr addrspace(3) %212, i32 %141
  store i32 %220, ptr addrspace(3) %221, align 4, !tbaa !10
  br label %222

222:                                              ; preds = %203, %200
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %223 = sub nsw i32 3, %16
  %224 = icmp ult i32 %223, 16
  br i1 %224, label %225, label %244

225:                                              ; preds = %222
  %226 = mul nuw nsw i32 %223, 17
  %227 = getelementptr i32, ptr addrspace(3) %3, i32 %226
  %228 = getelementptr i32, ptr addrspace(3) %227, i32 %16
  %229 = load i32, ptr addrspace(3) %228, align 4, !tbaa !10
  %230 = shl nuw nsw i32 %223, 6
  %231 = getelementptr i8, ptr addrspace(3) %45, i32 %230
  %232 = load i32, ptr addrspace(3) %231, align 4, !tbaa !10
  %233 = add nsw i32 %232, %229
  %234 = getelementptr i32, ptr addrspace(3) %156, i32 %226
  %235 = getelementptr i32, ptr addrspace(3) %234, i32 %16
  %236 = load i32, ptr addrspace(3) %235, align 4, !tbaa !10
  %237 = sub nsw i32 %236, %6
  %238 = getelementptr i32, ptr addrspace(3) %227, i32 %141
  %239 = load i32, ptr addrspace(3) %238, align 4, !tbaa !10
  %240 = sub nsw i32 %239, %6
  %241 = tail call i32 @_Z3maxii(i32 noundef %237, i32 noundef %240) #4
  %242 = tail call i32 @_Z3maxii(i32 noundef %233, i32 noundef %241) #4
  %243 = getelementptr i32, ptr addrspace(3) %234, i32 %141
  store i32 %242, ptr addrspace(3) %243, align 4, !tbaa !10
  br label %244

244:                                              ; preds = %225, %222
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %245 = sub nsw i32 4, %16
  %246 = icmp ult i32 %245, 16
  br i1 %246, label %247, label %266

247:                                              ; preds = %244
  %248 = mul nuw nsw i32 %245, 17
  %249 = getelementptr i32, ptr addrspace(3) %3, i32 %248
  %250 = getelementptr i32, ptr addrspace(3) %249, i32 %16
  %251 = load i32, ptr addrspace(3) %250, align 4, !tbaa !10
  %252 = shl nuw nsw i32 %245, 6
  %253 = getelementptr i8, ptr addrspace(3) %45, i32 %252
  %254 = load i32, ptr addrspace(3) %253, align 4, !tbaa !10
  %255 = add nsw i32 %254, %251
  %256 = getelementptr i32, ptr addrspace(3) %156, i32 %248
  %257 = getelementptr i32, ptr addrspace(3) %256, i32 %16
  %258 = load i32, ptr addrspace(3) %257, align 4, !tbaa !10
  %259 = sub nsw i32 %258, %6
  %260 = getelementptr i32, ptr addrspace(3) %249, i32 %141
  %261 = load i32, ptr addrspace(3) %260, align 4, !tbaa !10
  %262 = sub nsw i32 %261, %6
  %263 = tail call i32 @_Z3maxii(i32 noundef %259, i32 noundef %262) #4
  %264 = tail call i32 @_Z3maxii(i32 noundef %255, i32 noundef %263) #4
  %265 = getelementptr i32, ptr addrspace(3) %256, i32 %141
  store i32 %264, ptr addrspace(3) %265, align 4, !tbaa !10
  br label %266

266:                                              ; preds = %247, %244
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %267 = sub nsw i32 5, %16
  %268 = icmp ult i32 %267, 16
  br i1 %268, label %269, label %288

269:                                              ; preds = %266
  %270 = mul nuw nsw i32 %267, 17
  %271 = getelementptr i32, ptr addrspace(3) %3, i32 %270
  %272 = getelementptr i32, ptr addrspace(3) %271, i32 %16
  %273 = load i32, ptr addrspace(3) %272, align 4, !tbaa !10
  %274 = shl nuw nsw i32 %267, 6
  %275 = getelementptr i8, ptr addrspace(3) %45, i32 %274
  %276 = load i32, ptr addrspace(3) %275, align 4, !tbaa !10
  %277 = add nsw i32 %276, %273
  %278 = getelementptr i32, ptr addrspace(3) %156, i32 %270
  %279 = getelementptr i32, ptr addrspace(3) %278, i32 %16
  %280 = load i32, ptr addrspace(3) %279, align 4, !tbaa !10
  %281 = sub nsw i32 %280, %6
  %282 = getelementptr i32, ptr addrspace(3) %271, i32 %141
  %283 = load i32, ptr addrspace(3) %282, align 4, !tbaa !10
  %284 = sub nsw i32 %283, %6
  %285 = tail call i32 @_Z3maxii(i32 noundef %281, i32 noundef %284) #4
  %286 = tail call i32 @_Z3maxii(i32 noundef %277, i32 noundef %285) #4
  %287 = getelementptr i32, ptr addrspace(3) %278, i32 %141
  store i32 %286, ptr addrspace(3) %287, align 4, !tbaa !10
  br label %288

288:                                              ; preds = %269, %266
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %289 = sub nsw i32 6, %16
  %290 = icmp ult i32 %289, 16
  br i1 %290, label %291, label %310

291:                                              ; preds = %288
  %292 = mul nuw nsw i32 %289, 17
  %293 = getelementptr i32, ptr addrspace(3) %3, i32 %292
  %294 = getelementptr i32, ptr addrspace(3) %293, i32 %16
  %295 = load i32, ptr addrspace(3) %294, align 4, !tbaa !10
  %296 = shl nuw nsw i32 %289, 6
  %297 = getelementptr i8, ptr addrspace(3) %45, i32 %296
  %298 = load i32, ptr addrspace(3) %297, align 4, !tbaa !10
  %299 = add nsw i32 %298, %295
  %300 = getelementptr i32, ptr addrspace(3) %156, i32 %292
  %301 = getelementptr i32, ptr addrspace(3) %300, i32 %16
  %302 = load i32, ptr addrspace(3) %301, align 4, !tbaa !10
  %303 = sub nsw i32 %302, %6
  %304 = getelementptr i32, ptr addrspace(3) %293, i32 %141
  %305 = load i32, ptr addrspace(3) %304, align 4, !tbaa !10
  %306 = sub nsw i32 %305, %6
  %307 = tail call i32 @_Z3maxii(i32 noundef %303, i32 noundef %306) #4
  %308 = tail call i32 @_Z3maxii(i32 noundef %299, i32 noundef %307) #4
  %309 = getelementptr i32, ptr addrspace(3) %300, i32 %141
  store i32 %308, ptr addrspace(3) %309, align 4, !tbaa !10
  br label %310

310:                                              ; preds = %291, %288
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %311 = sub nsw i32 7, %16
  %312 = icmp ult i32 %311, 16
  br i1 %312, label %313, label %332

313:                                              ; preds = %310
  %314 = mul nuw nsw i32 %311, 17
  %315 = getelementptr i32, ptr addrspace(3) %3, i32 %314
  %316 = getelementptr i32, ptr addrspace(3) %315, i32 %16
  %317 = load i32, ptr addrspace(3) %316, align 4, !tbaa !10
  %318 = shl nuw nsw i32 %311, 6
  %319 = getelementptr i8, ptr addrspace(3) %45, i32 %318
  %320 = load i32, ptr addrspace(3) %319, align 4, !tbaa !10
  %321 = add nsw i32 %320, %317
  %322 = getelementptr i32, ptr addrspace(3) %156, i32 %314
  %323 = getelementptr i32, ptr addrspace(3) %322, i32 %16
  %324 = load i32, ptr addrspace(3) %323, align 4, !tbaa !10
  %325 = sub nsw i32 %324, %6
  %326 = getelementptr i32, ptr addrspace(3) %315, i32 %141
  %327 = load i32, ptr addrspace(3) %326, align 4, !tbaa !10
  %328 = sub nsw i32 %327, %6
  %329 = tail call i32 @_Z3maxii(i32 noundef %325, i32 noundef %328) #4
  %330 = tail call i32 @_Z3maxii(i32 noundef %321, i32 noundef %329) #4
  %331 = getelementptr i32, ptr addrspace(3) %322, i32 %141
  store i32 %330, ptr addrspace(3) %331, align 4, !tbaa !10
  br label %332

332:                                              ; preds = %313, %310
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %333 = sub nsw i32 8, %16
  %334 = icmp ult i32 %333, 16
  br i1 %334, label %335, label %354

335:                                              ; preds = %332
  %336 = mul nuw nsw i32 %333, 17
  %337 = getelementptr i32, ptr addrspace(3) %3, i32 %336
  %338 = getelementptr i32, ptr addrspace(3) %337, i32 %16
  %339 = load i32, ptr addrspace(3) %338, align 4, !tbaa !10
  %340 = shl nuw nsw i32 %333, 6
  %341 = getelementptr i8, ptr addrspace(3) %45, i32 %340
  %342 = load i32, ptr addrspace(3) %341, align 4, !tbaa !10
  %343 = add nsw i32 %342, %339
  %344 = getelementptr i32, ptr addrspace(3) %156, i32 %336
  %345 = getelementptr i32, ptr addrspace(3) %344, i32 %16
  %346 = load i32, ptr addrspace(3) %345, align 4, !tbaa !10
  %347 = sub nsw i32 %346, %6
  %348 = getelementptr i32, ptr addrspace(3) %337, i32 %141
  %349 = load i32, ptr addrspace(3) %348, align 4, !tbaa !10
  %350 = sub nsw i32 %349, %6
  %351 = tail call i32 @_Z3maxii(i32 noundef %347, i32 noundef %350) #4
  %352 = tail call i32 @_Z3maxii(i32 noundef %343, i32 noundef %351) #4
  %353 = getelementptr i32, ptr addrspace(3) %344, i32 %141
  store i32 %352, ptr addrspace(3) %353, align 4, !tbaa !10
  br label %354

354:                                              ; preds = %335, %332
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %355 = sub nsw i32 9, %16
  %356 = icmp ult i32 %355, 16
  br i1 %356, label %357, label %376

357:                                              ; preds = %354
  %358 = mul nuw nsw i32 %355, 17
  %359 = getelementptr i32, ptr addrspace(3) %3, i32 %358
  %360 = getelementptr i32, ptr addrspace(3) %359, i32 %16
  %361 = load i32, ptr addrspace(3) %360, align 4, !tbaa !10
  %362 = shl nuw nsw i32 %355, 6
  %363 = getelementptr i8, ptr addrspace(3) %45, i32 %362
  %364 = load i32, ptr addrspace(3) %363, align 4, !tbaa !10
  %365 = add nsw i32 %364, %361
  %366 = getelementptr i32, ptr addrspace(3) %156, i32 %358
  %367 = getelementptr i32, ptr addrspace(3) %366, i32 %16
  %368 = load i32, ptr addrspace(3) %367, align 4, !tbaa !10
  %369 = sub nsw i32 %368, %6
  %370 = getelementptr i32, ptr addrspace(3) %359, i32 %141
  %371 = load i32, ptr addrspace(3) %370, align 4, !tbaa !10
  %372 = sub nsw i32 %371, %6
  %373 = tail call i32 @_Z3maxii(i32 noundef %369, i32 noundef %372) #4
  %374 = tail call i32 @_Z3maxii(i32 noundef %365, i32 noundef %373) #4
  %375 = getelementptr i32, ptr addrspace(3) %366, i32 %141
  store i32 %374, ptr addrspace(3) %375, align 4, !tbaa !10
  br label %376

376:                                              ; preds = %357, %354
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %377 = sub nsw i32 10, %16
  %378 = icmp ult i32 %377, 16
  br i1 %378, label %379, label %398

379:                                              ; preds = %376
  %380 = mul nuw nsw i32 %377, 17
  %381 = getelementptr i32, ptr addrspace(3) %3, i32 %380
  %382 = getelementptr i32, ptr addrspace(3) %381, i32 %16
  %383 = load i32, ptr addrspace(3) %382, align 4, !tbaa !10
  %384 = shl nuw nsw i32 %377, 6
  %385 = getelementptr i8, ptr addrspace(3) %45, i32 %384
  %386 = load i32, ptr addrspace(3) %385, align 4, !tbaa !10
  %387 = add nsw i32 %386, %383
  %388 = getelementptr i32, ptr addrspace(3) %156, i32 %380
  %389 = getelementptr i32, ptr addrspace(3) %388, i32 %16
  %390 = load i32, ptr addrspace(3) %389, align 4, !tbaa !10
  %391 = sub nsw i32 %390, %6
  %392 = getelementptr i32, ptr addrspace(3) %381, i32 %141
  %393 = load i32, ptr addrspace(3) %392, align 4, !tbaa !10
  %394 = sub nsw i32 %393, %6
  %395 = tail call i32 @_Z3maxii(i32 noundef %391, i32 noundef %394) #4
  %396 = tail call i32 @_Z3maxii(i32 noundef %387, i32 noundef %395) #4
  %397 = getelementptr i32, ptr addrspace(3) %388, i32 %141
  store i32 %396, ptr addrspace(3) %397, align 4, !tbaa !10
  br label %398

398:                                              ; preds = %379, %376
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %399 = sub nsw i32 11, %16
  %400 = icmp ult i32 %399, 16
  br i1 %400, label %401, label %420

401:                                              ; preds = %398
  %402 = mul nuw nsw i32 %399, 17
  %403 = getelementptr i32, ptr addrspace(3) %3, i32 %402
  %404 = getelementptr i32, ptr addrspace(3) %403, i32 %16
  %405 = load i32, ptr addrspace(3) %404, align 4, !tbaa !10
  %406 = shl nuw nsw i32 %399, 6
  %407 = getelementptr i8, ptr addrspace(3) %45, i32 %406
  %408 = load i32, ptr addrspace(3) %407, align 4, !tbaa !10
  %409 = add nsw i32 %408, %405
  %410 = getelementptr i32, ptr addrspace(3) %156, i32 %402
  %411 = getelementptr i32, ptr addrspace(3) %410, i32 %16
  %412 = load i32, ptr addrspace(3) %411, align 4, !tbaa !10
  %413 = sub nsw i32 %412, %6
  %414 = getelementptr i32, ptr addrspace(3) %403, i32 %141
  %415 = load i32, ptr addrspace(3) %414, align 4, !tbaa !10
  %416 = sub nsw i32 %415, %6
  %417 = tail call i32 @_Z3maxii(i32 noundef %413, i32 noundef %416) #4
  %418 = tail call i32 @_Z3maxii(i32 noundef %409, i32 noundef %417) #4
  %419 = getelementptr i32, ptr addrspace(3) %410, i32 %141
  store i32 %418, ptr addrspace(3) %419, align 4, !tbaa !10
  br label %420

420:                                              ; preds = %401, %398
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %421 = sub nsw i32 12, %16
  %422 = icmp ult i32 %421, 16
  br i1 %422, label %423, label %442

423:                                              ; preds = %420
  %424 = mul nuw nsw i32 %421, 17
  %425 = getelementptr i32, ptr addrspace(3) %3, i32 %424
  %426 = getelementptr i32, ptr addrspace(3) %425, i32 %16
  %427 = load i32, ptr addrspace(3) %426, align 4, !tbaa !10
  %428 = shl nuw nsw i32 %421, 6
  %429 = getelementptr i8, ptr addrspace(3) %45, i32 %428
  %430 = load i32, ptr addrspace(3) %429, align 4, !tbaa !10
  %431 = add nsw i32 %430, %427
  %432 = getelementptr i32, ptr addrspace(3) %156, i32 %424
  %433 = getelementptr i32, ptr addrspace(3) %432, i32 %16
  %434 = load i32, ptr addrspace(3) %433, align 4, !tbaa !10
  %435 = sub nsw i32 %434, %6
  %436 = getelementptr i32, ptr addrspace(3) %425, i32 %141
  %437 = load i32, ptr addrspace(3) %436, align 4, !tbaa !10
  %438 = sub nsw i32 %437, %6
  %439 = tail call i32 @_Z3maxii(i32 noundef %435, i32 noundef %438) #4
  %440 = tail call i32 @_Z3maxii(i32 noundef %431, i32 noundef %439) #4
  %441 = getelementptr i32, ptr addrspace(3) %432, i32 %141
  store i32 %440, ptr addrspace(3) %441, align 4, !tbaa !10
  br label %442

442:                                              ; preds = %423, %420
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %443 = sub nsw i32 13, %16
  %444 = icmp ult i32 %443, 16
  br i1 %444, label %445, label %464

445:                                              ; preds = %442
  %446 = mul nuw nsw i32 %443, 17
  %447 = getelementptr i32, ptr addrspace(3) %3, i32 %446
  %448 = getelementptr i32, ptr addrspace(3) %447, i32 %16
  %449 = load i32, ptr addrspace(3) %448, align 4, !tbaa !10
  %450 = shl nuw nsw i32 %443, 6
  %451 = getelementptr i8, ptr addrspace(3) %45, i32 %450
  %452 = load i32, ptr addrspace(3) %451, align 4, !tbaa !10
  %453 = add nsw i32 %452, %449
  %454 = getelementptr i32, ptr addrspace(3) %156, i32 %446
  %455 = getelementptr i32, ptr addrspace(3) %454, i32 %16
  %456 = load i32, ptr addrspace(3) %455, align 4, !tbaa !10
  %457 = sub nsw i32 %456, %6
  %458 = getelementptr i32, ptr addrspace(3) %447, i32 %141
  %459 = load i32, ptr addrspace(3) %458, align 4, !tbaa !10
  %460 = sub nsw i32 %459, %6
  %461 = tail call i32 @_Z3maxii(i32 noundef %457, i32 noundef %460) #4
  %462 = tail call i32 @_Z3maxii(i32 noundef %453, i32 noundef %461) #4
  %463 = getelementptr i32, ptr addrspace(3) %454, i32 %141
  store i32 %462, ptr addrspace(3) %463, align 4, !tbaa !10
  br label %464

464:                                              ; preds = %445, %442
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %465 = sub nsw i32 14, %16
  %466 = icmp ult i32 %465, 16
  br i1 %466, label %467, label %486

467:                                              ; preds = %464
  %468 = mul nuw nsw i32 %465, 17
  %469 = getelementptr i32, ptr addrspace(3) %3, i32 %468
  %470 = getelementptr i32, ptr addrspace(3) %469, i32 %16
  %471 = load i32, ptr addrspace(3) %470, align 4, !tbaa !10
  %472 = shl nuw nsw i32 %465, 6
  %473 = getelementptr i8, ptr addrspace(3) %45, i32 %472
  %474 = load i32, ptr addrspace(3) %473, align 4, !tbaa !10
  %475 = add nsw i32 %474, %471
  %476 = getelementptr i32, ptr addrspace(3) %156, i32 %468
  %477 = getelementptr i32, ptr addrspace(3) %476, i32 %16
  %478 = load i32, ptr addrspace(3) %477, align 4, !tbaa !10
  %479 = sub nsw i32 %478, %6
  %480 = getelementptr i32, ptr addrspace(3) %469, i32 %141
  %481 = load i32, ptr addrspace(3) %480, align 4, !tbaa !10
  %482 = sub nsw i32 %481, %6
  %483 = tail call i32 @_Z3maxii(i32 noundef %479, i32 noundef %482) #4
  %484 = tail call i32 @_Z3maxii(i32 noundef %475, i32 noundef %483) #4
  %485 = getelementptr i32, ptr addrspace(3) %476, i32 %141
  store i32 %484, ptr addrspace(3) %485, align 4, !tbaa !10
  br label %486

486:                                              ; preds = %467, %464
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %487 = sub nsw i32 15, %16
  %488 = icmp ult i32 %487, 16
  br i1 %488, label %489, label %508

489:                                              ; preds = %486
  %490 = mul nuw nsw i32 %487, 17
  %491 = getelementptr i32, ptr addrspace(3) %3, i32 %490
  %492 = getelementptr i32, ptr addrspace(3) %491, i32 %16
  %493 = load i32, ptr addrspace(3) %492, align 4, !tbaa !10
  %494 = shl nuw nsw i32 %487, 6
  %495 = getelementptr i8, ptr addrspace(3) %45, i32 %494
  %496 = load i32, ptr addrspace(3) %495, align 4, !tbaa !10
  %497 = add nsw i32 %496, %493
  %498 = getelementptr i32, ptr addrspace(3) %156, i32 %490
  %499 = getelementptr i32, ptr addrspace(3) %498, i32 %16
  %500 = load i32, ptr addrspace(3) %499, align 4, !tbaa !10
  %501 = sub nsw i32 %500, %6
  %502 = getelementptr i32, ptr addrspace(3) %491, i32 %141
  %503 = load i32, ptr addrspace(3) %502, align 4, !tbaa !10
  %504 = sub nsw i32 %503, %6
  %505 = tail call i32 @_Z3maxii(i32 noundef %501, i32 noundef %504) #4
  %506 = tail call i32 @_Z3maxii(i32 noundef %497, i32 noundef %505) #4
  %507 = getelementptr i32, ptr addrspace(3) %498, i32 %141
  store i32 %506, ptr addrspace(3) %507, align 4, !tbaa !10
  br label %508

508:                                              ; preds = %489, %486
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %509 = sub nsw i32 16, %16
  %510 = icmp ult i32 %509, 16
  br i1 %510, label %511, label %530

511:                                              ; preds = %508
  %512 = mul nuw nsw i32 %509, 17
  %513 = getelementptr i32, ptr addrspace(3) %3, i32 %512
  %514 = getelementptr i32, ptr addrspace(3) %513, i32 %16
  %515 = load i32, ptr addrspace(3) %514, align 4, !tbaa !10
  %516 = shl nuw nsw i32 %509, 6
  %517 = getelementptr i8, ptr addrspace(3) %45, i32 %516
  %518 = load i32, ptr addrspace(3) %517, align 4, !tbaa !10
  %519 = add nsw i32 %518, %515
  %520 = getelementptr i32, ptr addrspace(3) %156, i32 %512
  %521 = getelementptr i32, ptr addrspace(3) %520, i32 %16
  %522 = load i32, ptr addrspace(3) %521, align 4, !tbaa !10
  %523 = sub nsw i32 %522, %6
  %524 = getelementptr i32, ptr addrspace(3) %513, i32 %141
  %525 = load i32, ptr addrspace(3) %524, align 4, !tbaa !10
  %526 = sub nsw i32 %525, %6
  %527 = tail call i32 @_Z3maxii(i32 noundef %523, i32 noundef %526) #4
  %528 = tail call i32 @_Z3maxii(i32 noundef %519, i32 noundef %527) #4
  %529 = getelementptr i32, ptr addrspace(3) %520, i32 %141
  store i32 %528, ptr addrspace(3) %529, align 4, !tbaa !10
  br label %530

530:                                              ; preds = %511, %508
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %531 = sub nsw i32 17, %16
  %532 = icmp ult i32 %531, 16
  br i1 %532, label %533, label %552

533:                                              ; preds = %530
  %534 = mul nuw nsw i32 %531, 17
  %535 = getelementptr i32, ptr addrspace(3) %3, i32 %534
  %536 = getelementptr i32, ptr addrspace(3) %535, i32 %16
  %537 = load i32, ptr addrspace(3) %536, align 4, !tbaa !10
  %538 = shl nuw nsw i32 %531, 6
  %539 = getelementptr i8, ptr addrspace(3) %45, i32 %538
  %540 = load i32, ptr addrspace(3) %539, align 4, !tbaa !10
  %541 = add nsw i32 %540, %537
  %542 = getelementptr i32, ptr addrspace(3) %156, i32 %534
  %543 = getelementptr i32, ptr addrspace(3) %542, i32 %16
  %544 = load i32, ptr addrspace(3) %543, align 4, !tbaa !10
  %545 = sub nsw i32 %544, %6
  %546 = getelementptr i32, ptr addrspace(3) %535, i32 %141
  %547 = load i32, ptr addrspace(3) %546, align 4, !tbaa !10
  %548 = sub nsw i32 %547, %6
  %549 = tail call i32 @_Z3maxii(i32 noundef %545, i32 noundef %548) #4
  %550 = tail call i32 @_Z3maxii(i32 noundef %541, i32 noundef %549) #4
  %551 = getelementptr i32, ptr addrspace(3) %542, i32 %141
  store i32 %550, ptr addrspace(3) %551, align 4, !tbaa !10
  br label %552

552:                                              ; preds = %533, %530
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %553 = sub nsw i32 18, %16
  %554 = icmp ult i32 %553, 16
  br i1 %554, label %555, label %574

555:                                              ; preds = %552
  %556 = mul nuw nsw i32 %553, 17
  %557 = getelementptr i32, ptr addrspace(3) %3, i32 %556
  %558 = getelementptr i32, ptr addrspace(3) %557, i32 %16
  %559 = load i32, ptr addrspace(3) %558, align 4, !tbaa !10
  %560 = shl nuw nsw i32 %553, 6
  %561 = getelementptr i8, ptr addrspace(3) %45, i32 %560
  %562 = load i32, ptr addrspace(3) %561, align 4, !tbaa !10
  %563 = add nsw i32 %562, %559
  %564 = getelementptr i32, ptr addrspace(3) %156, i32 %556
  %565 = getelementptr i32, ptr addrspace(3) %564, i32 %16
  %566 = load i32, ptr addrspace(3) %565, align 4, !tbaa !10
  %567 = sub nsw i32 %566, %6
  %568 = getelementptr i32, ptr addrspace(3) %557, i32 %141
  %569 = load i32, ptr addrspace(3) %568, align 4, !tbaa !10
  %570 = sub nsw i32 %569, %6
  %571 = tail call i32 @_Z3maxii(i32 noundef %567, i32 noundef %570) #4
  %572 = tail call i32 @_Z3maxii(i32 noundef %563, i32 noundef %571) #4
  %573 = getelementptr i32, ptr addrspace(3) %564, i32 %141
  store i32 %572, ptr addrspace(3) %573, align 4, !tbaa !10
  br label %574

574:                                              ; preds = %555, %552
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %575 = sub nsw i32 19, %16
  %576 = icmp ult i32 %575, 16
  br i1 %576, label %577, label %596

577:                                              ; preds = %574
  %578 = mul nuw nsw i32 %575, 17
  %579 = getelementptr i32, ptr addrspace(3) %3, i32 %578
  %580 = getelementptr i32, ptr addrspace(3) %579, i32 %16
  %581 = load i32, ptr addrspace(3) %580, align 4, !tbaa !10
  %582 = shl nuw nsw i32 %575, 6
  %583 = getelementptr i8, ptr addrspace(3) %45, i32 %582
  %584 = load i32, ptr addrspace(3) %583, align 4, !tbaa !10
  %585 = add nsw i32 %584, %581
  %586 = getelementptr i32, ptr addrspace(3) %156, i32 %578
  %587 = getelementptr i32, ptr addrspace(3) %586, i32 %16
  %588 = load i32, ptr addrspace(3) %587, align 4, !tbaa !10
  %589 = sub nsw i32 %588, %6
  %590 = getelementptr i32, ptr addrspace(3) %579, i32 %141
  %591 = load i32, ptr addrspace(3) %590, align 4, !tbaa !10
  %592 = sub nsw i32 %591, %6
  %593 = tail call i32 @_Z3maxii(i32 noundef %589, i32 noundef %592) #4
  %594 = tail call i32 @_Z3maxii(i32 noundef %585, i32 noundef %593) #4
  %595 = getelementptr i32, ptr addrspace(3) %586, i32 %141
  store i32 %594, ptr addrspace(3) %595, align 4, !tbaa !10
  br label %596

596:                                              ; preds = %577, %574
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %597 = sub nsw i32 20, %16
  %598 = icmp ult i32 %597, 16
  br i1 %598, label %599, label %618

599:                                              ; preds = %596
  %600 = mul nuw nsw i32 %597, 17
  %601 = getelementptr i32, ptr addrspace(3) %3, i32 %600
  %602 = getelementptr i32, ptr addrspace(3) %601, i32 %16
  %603 = load i32, ptr addrspace(3) %602, align 4, !tbaa !10
  %604 = shl nuw nsw i32 %597, 6
  %605 = getelementptr i8, ptr addrspace(3) %45, i32 %604
  %606 = load i32, ptr addrspace(3) %605, align 4, !tbaa !10
  %607 = add nsw i32 %606, %603
  %608 = getelementptr i32, ptr addrspace(3) %156, i32 %600
  %609 = getelementptr i32, ptr addrspace(3) %608, i32 %16
  %610 = load i32, ptr addrspace(3) %609, align 4, !tbaa !10
  %611 = sub nsw i32 %610, %6
  %612 = getelementptr i32, ptr addrspace(3) %601, i32 %141
  %613 = load i32, ptr addrspace(3) %612, align 4, !tbaa !10
  %614 = sub nsw i32 %613, %6
  %615 = tail call i32 @_Z3maxii(i32 noundef %611, i32 noundef %614) #4
  %616 = tail call i32 @_Z3maxii(i32 noundef %607, i32 noundef %615) #4
  %617 = getelementptr i32, ptr addrspace(3) %608, i32 %141
  store i32 %616, ptr addrspace(3) %617, align 4, !tbaa !10
  br label %618

618:                                              ; preds = %599, %596
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %619 = sub nsw i32 21, %16
  %620 = icmp ult i32 %619, 16
  br i1 %620, label %621, label %640

621:                                              ; preds = %618
  %622 = mul nuw nsw i32 %619, 17
  %623 = getelementptr i32, ptr addrspace(3) %3, i32 %622
  %624 = getelementptr i32, ptr addrspace(3) %623, i32 %16
  %625 = load i32, ptr addrspace(3) %624, align 4, !tbaa !10
  %626 = shl nuw nsw i32 %619, 6
  %627 = getelementptr i8, ptr addrspace(3) %45, i32 %626
  %628 = load i32, ptr addrspace(3) %627, align 4, !tbaa !10
  %629 = add nsw i32 %628, %625
  %630 = getelementptr i32, ptr addrspace(3) %156, i32 %622
  %631 = getelementptr i32, ptr addrspace(3) %630, i32 %16
  %632 = load i32, ptr addrspace(3) %631, align 4, !tbaa !10
  %633 = sub nsw i32 %632, %6
  %634 = getelementptr i32, ptr addrspace(3) %623, i32 %141
  %635 = load i32, ptr addrspace(3) %634, align 4, !tbaa !10
  %636 = sub nsw i32 %635, %6
  %637 = tail call i32 @_Z3maxii(i32 noundef %633, i32 noundef %636) #4
  %638 = tail call i32 @_Z3maxii(i32 noundef %629, i32 noundef %637) #4
  %639 = getelementptr i32, ptr addrspace(3) %630, i32 %141
  store i32 %638, ptr addrspace(3) %639, align 4, !tbaa !10
  br label %640

640:                                              ; preds = %621, %618
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %641 = sub nsw i32 22, %16
  %642 = icmp ult i32 %641, 16
  br i1 %642, label %643, label %662

643:                                              ; preds = %640
  %644 = mul nuw nsw i32 %641, 17
  %645 = getelementptr i32, ptr addrspace(3) %3, i32 %644
  %646 = getelementptr i32, ptr addrspace(3) %645, i32 %16
  %647 = load i32, ptr addrspace(3) %646, align 4, !tbaa !10
  %648 = shl nuw nsw i32 %641, 6
  %649 = getelementptr i8, ptr addrspace(3) %45, i32 %648
  %650 = load i32, ptr addrspace(3) %649, align 4, !tbaa !10
  %651 = add nsw i32 %650, %647
  %652 = getelementptr i32, ptr addrspace(3) %156, i32 %644
  %653 = getelementptr i32, ptr addrspace(3) %652, i32 %16
  %654 = load i32, ptr addrspace(3) %653, align 4, !tbaa !10
  %655 = sub nsw i32 %654, %6
  %656 = getelementptr i32, ptr addrspace(3) %645, i32 %141
  %657 = load i32, ptr addrspace(3) %656, align 4, !tbaa !10
  %658 = sub nsw i32 %657, %6
  %659 = tail call i32 @_Z3maxii(i32 noundef %655, i32 noundef %658) #4
  %660 = tail call i32 @_Z3maxii(i32 noundef %651, i32 noundef %659) #4
  %661 = getelementptr i32, ptr addrspace(3) %652, i32 %141
  store i32 %660, ptr addrspace(3) %661, align 4, !tbaa !10
  br label %662

662:                                              ; preds = %643, %640
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %663 = sub nsw i32 23, %16
  %664 = icmp ult i32 %663, 16
  br i1 %664, label %665, label %684

665:                                              ; preds = %662
  %666 = mul nuw nsw i32 %663, 17
  %667 = getelementptr i32, ptr addrspace(3) %3, i32 %666
  %668 = getelementptr i32, ptr addrspace(3) %667, i32 %16
  %669 = load i32, ptr addrspace(3) %668, align 4, !tbaa !10
  %670 = shl nuw nsw i32 %663, 6
  %671 = getelementptr i8, ptr addrspace(3) %45, i32 %670
  %672 = load i32, ptr addrspace(3) %671, align 4, !tbaa !10
  %673 = add nsw i32 %672, %669
  %674 = getelementptr i32, ptr addrspace(3) %156, i32 %666
  %675 = getelementptr i32, ptr addrspace(3) %674, i32 %16
  %676 = load i32, ptr addrspace(3) %675, align 4, !tbaa !10
  %677 = sub nsw i32 %676, %6
  %678 = getelementptr i32, ptr addrspace(3) %667, i32 %141
  %679 = load i32, ptr addrspace(3) %678, align 4, !tbaa !10
  %680 = sub nsw i32 %679, %6
  %681 = tail call i32 @_Z3maxii(i32 noundef %677, i32 noundef %680) #4
  %682 = tail call i32 @_Z3maxii(i32 noundef %673, i32 noundef %681) #4
  %683 = getelementptr i32, ptr addrspace(3) %674, i32 %141
  store i32 %682, ptr addrspace(3) %683, align 4, !tbaa !10
  br label %684

684:                                              ; preds = %665, %662
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %685 = sub nsw i32 24, %16
  %686 = icmp ult i32 %685, 16
  br i1 %686, label %687, label %706

687:                                              ; preds = %684
  %688 = mul nuw nsw i32 %685, 17
  %689 = getelementptr i32, ptr addrspace(3) %3, i32 %688
  %690 = getelementptr i32, ptr addrspace(3) %689, i32 %16
  %691 = load i32, ptr addrspace(3) %690, align 4, !tbaa !10
  %692 = shl nuw nsw i32 %685, 6
  %693 = getelementptr i8, ptr addrspace(3) %45, i32 %692
  %694 = load i32, ptr addrspace(3) %693, align 4, !tbaa !10
  %695 = add nsw i32 %694, %691
  %696 = getelementptr i32, ptr addrspace(3) %156, i32 %688
  %697 = getelementptr i32, ptr addrspace(3) %696, i32 %16
  %698 = load i32, ptr addrspace(3) %697, align 4, !tbaa !10
  %699 = sub nsw i32 %698, %6
  %700 = getelementptr i32, ptr addrspace(3) %689, i32 %141
  %701 = load i32, ptr addrspace(3) %700, align 4, !tbaa !10
  %702 = sub nsw i32 %701, %6
  %703 = tail call i32 @_Z3maxii(i32 noundef %699, i32 noundef %702) #4
  %704 = tail call i32 @_Z3maxii(i32 noundef %695, i32 noundef %703) #4
  %705 = getelementptr i32, ptr addrspace(3) %696, i32 %141
  store i32 %704, ptr addrspace(3) %705, align 4, !tbaa !10
  br label %706

706:                                              ; preds = %687, %684
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %707 = sub nsw i32 25, %16
  %708 = icmp ult i32 %707, 16
  br i1 %708, label %709, label %728

709:                                              ; preds = %706
  %710 = mul nuw nsw i32 %707, 17
  %711 = getelementptr i32, ptr addrspace(3) %3, i32 %710
  %712 = getelementptr i32, ptr addrspace(3) %711, i32 %16
  %713 = load i32, ptr addrspace(3) %712, align 4, !tbaa !10
  %714 = shl nuw nsw i32 %707, 6
  %715 = getelementptr i8, ptr addrspace(3) %45, i32 %714
  %716 = load i32, ptr addrspace(3) %715, align 4, !tbaa !10
  %717 = add nsw i32 %716, %713
  %718 = getelementptr i32, ptr addrspace(3) %156, i32 %710
  %719 = getelementptr i32, ptr addrspace(3) %718, i32 %16
  %720 = load i32, ptr addrspace(3) %719, align 4, !tbaa !10
  %721 = sub nsw i32 %720, %6
  %722 = getelementptr i32, ptr addrspace(3) %711, i32 %141
  %723 = load i32, ptr addrspace(3) %722, align 4, !tbaa !10
  %724 = sub nsw i32 %723, %6
  %725 = tail call i32 @_Z3maxii(i32 noundef %721, i32 noundef %724) #4
  %726 = tail call i32 @_Z3maxii(i32 noundef %717, i32 noundef %725) #4
  %727 = getelementptr i32, ptr addrspace(3) %718, i32 %141
  store i32 %726, ptr addrspace(3) %727, align 4, !tbaa !10
  br label %728

728:                                              ; preds = %709, %706
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %729 = sub nsw i32 26, %16
  %730 = icmp ult i32 %729, 16
  br i1 %730, label %731, label %750

731:                                              ; preds = %728
  %732 = mul nuw nsw i32 %729, 17
  %733 = getelementptr i32, ptr addrspace(3) %3, i32 %732
  %734 = getelementptr i32, ptr addrspace(3) %733, i32 %16
  %735 = load i32, ptr addrspace(3) %734, align 4, !tbaa !10
  %736 = shl nuw nsw i32 %729, 6
  %737 = getelementptr i8, ptr addrspace(3) %45, i32 %736
  %738 = load i32, ptr addrspace(3) %737, align 4, !tbaa !10
  %739 = add nsw i32 %738, %735
  %740 = getelementptr i32, ptr addrspace(3) %156, i32 %732
  %741 = getelementptr i32, ptr addrspace(3) %740, i32 %16
  %742 = load i32, ptr addrspace(3) %741, align 4, !tbaa !10
  %743 = sub nsw i32 %742, %6
  %744 = getelementptr i32, ptr addrspace(3) %733, i32 %141
  %745 = load i32, ptr addrspace(3) %744, align 4, !tbaa !10
  %746 = sub nsw i32 %745, %6
  %747 = tail call i32 @_Z3maxii(i32 noundef %743, i32 noundef %746) #4
  %748 = tail call i32 @_Z3maxii(i32 noundef %739, i32 noundef %747) #4
  %749 = getelementptr i32, ptr addrspace(3) %740, i32 %141
  store i32 %748, ptr addrspace(3) %749, align 4, !tbaa !10
  br label %750

750:                                              ; preds = %731, %728
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %751 = sub nsw i32 27, %16
  %752 = icmp ult i32 %751, 16
  br i1 %752, label %753, label %772

753:                                              ; preds = %750
  %754 = mul nuw nsw i32 %751, 17
  %755 = getelementptr i32, ptr addrspace(3) %3, i32 %754
  %756 = getelementptr i32, ptr addrspace(3) %755, i32 %16
  %757 = load i32, ptr addrspace(3) %756, align 4, !tbaa !10
  %758 = shl nuw nsw i32 %751, 6
  %759 = getelementptr i8, ptr addrspace(3) %45, i32 %758
  %760 = load i32, ptr addrspace(3) %759, align 4, !tbaa !10
  %761 = add nsw i32 %760, %757
  %762 = getelementptr i32, ptr addrspace(3) %156, i32 %754
  %763 = getelementptr i32, ptr addrspace(3) %762, i32 %16
  %764 = load i32, ptr addrspace(3) %763, align 4, !tbaa !10
  %765 = sub nsw i32 %764, %6
  %766 = getelementptr i32, ptr addrspace(3) %755, i32 %141
  %767 = load i32, ptr addrspace(3) %766, align 4, !tbaa !10
  %768 = sub nsw i32 %767, %6
  %769 = tail call i32 @_Z3maxii(i32 noundef %765, i32 noundef %768) #4
  %770 = tail call i32 @_Z3maxii(i32 noundef %761, i32 noundef %769) #4
  %771 = getelementptr i32, ptr addrspace(3) %762, i32 %141
  store i32 %770, ptr addrspace(3) %771, align 4, !tbaa !10
  br label %772

772:                                              ; preds = %753, %750
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %773 = sub nsw i32 28, %16
  %774 = icmp ult i32 %773, 16
  br i1 %774, label %775, label %794

775:                                              ; preds = %772
  %776 = mul nuw nsw i32 %773, 17
  %777 = getelementptr i32, ptr addrspace(3) %3, i32 %776
  %778 = getelementptr i32, ptr addrspace(3) %777, i32 %16
  %779 = load i32, ptr addrspace(3) %778, align 4, !tbaa !10
  %780 = shl nuw nsw i32 %773, 6
  %781 = getelementptr i8, ptr addrspace(3) %45, i32 %780
  %782 = load i32, ptr addrspace(3) %781, align 4, !tbaa !10
  %783 = add nsw i32 %782, %779
  %784 = getelementptr i32, ptr addrspace(3) %156, i32 %776
  %785 = getelementptr i32, ptr addrspace(3) %784, i32 %16
  %786 = load i32, ptr addrspace(3) %785, align 4, !tbaa !10
  %787 = sub nsw i32 %786, %6
  %788 = getelementptr i32, ptr addrspace(3) %777, i32 %141
  %789 = load i32, ptr addrspace(3) %788, align 4, !tbaa !10
  %790 = sub nsw i32 %789, %6
  %791 = tail call i32 @_Z3maxii(i32 noundef %787, i32 noundef %790) #4
  %792 = tail call i32 @_Z3maxii(i32 noundef %783, i32 noundef %791) #4
  %793 = getelementptr i32, ptr addrspace(3) %784, i32 %141
  store i32 %792, ptr addrspace(3) %793, align 4, !tbaa !10
  br label %794

794:                                              ; preds = %775, %772
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %795 = sub nsw i32 29, %16
  %796 = icmp ult i32 %795, 16
  br i1 %796, label %797, label %816

797:                                              ; preds = %794
  %798 = mul nuw nsw i32 %795, 17
  %799 = getelementptr i32, ptr addrspace(3) %3, i32 %798
  %800 = getelementptr i32, ptr addrspace(3) %799, i32 %16
  %801 = load i32, ptr addrspace(3) %800, align 4, !tbaa !10
  %802 = shl nuw nsw i32 %795, 6
  %803 = getelementptr i8, ptr addrspace(3) %45, i32 %802
  %804 = load i32, ptr addrspace(3) %803, align 4, !tbaa !10
  %805 = add nsw i32 %804, %801
  %806 = getelementptr i32, ptr addrspace(3) %156, i32 %798
  %807 = getelementptr i32, ptr addrspace(3) %806, i32 %16
  %808 = load i32, ptr addrspace(3) %807, align 4, !tbaa !10
  %809 = sub nsw i32 %808, %6
  %810 = getelementptr i32, ptr addrspace(3) %799, i32 %141
  %811 = load i32, ptr addrspace(3) %810, align 4, !tbaa !10
  %812 = sub nsw i32 %811, %6
  %813 = tail call i32 @_Z3maxii(i32 noundef %809, i32 noundef %812) #4
  %814 = tail call i32 @_Z3maxii(i32 noundef %805, i32 noundef %813) #4
  %815 = getelementptr i32, ptr addrspace(3) %806, i32 %141
  store i32 %814, ptr addrspace(3) %815, align 4, !tbaa !10
  br label %816

816:                                              ; preds = %797, %794
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %817 = sub nsw i32 30, %16
  %818 = icmp ult i32 %817, 16
  br i1 %818, label %819, label %838

819:                                              ; preds = %816
  %820 = mul nuw nsw i32 %817, 17
  %821 = getelementptr i32, ptr addrspace(3) %3, i32 %820
  %822 = getelementptr i32, ptr addrspace(3) %821, i32 %16
  %823 = load i32, ptr addrspace(3) %822, align 4, !tbaa !10
  %824 = shl nuw nsw i32 %817, 6
  %825 = getelementptr i8, ptr addrspace(3) %45, i32 %824
  %826 = load i32, ptr addrspace(3) %825, align 4, !tbaa !10
  %827 = add nsw i32 %826, %823
  %828 = getelementptr i32, ptr addrspace(3) %156, i32 %820
  %829 = getelementptr i32, ptr addrspace(3) %828, i32 %16
  %830 = load i32, ptr addrspace(3) %829, align 4, !tbaa !10
  %831 = sub nsw i32 %830, %6
  %832 = getelementptr i32, ptr addrspace(3) %821, i32 %141
  %833 = load i32, ptr addrspace(3) %832, align 4, !tbaa !10
  %834 = sub nsw i32 %833, %6
  %835 = tail call i32 @_Z3maxii(i32 noundef %831, i32 noundef %834) #4
  %836 = tail call i32 @_Z3maxii(i32 noundef %827, i32 noundef %835) #4
  %837 = getelementptr i32, ptr addrspace(3) %828, i32 %141
  store i32 %836, ptr addrspace(3) %837, align 4, !tbaa !10
  br label %838

838:                                              ; preds = %819, %816
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %839 = getelementptr i8, ptr addrspace(3) %145, i32 68
  %840 = load i32, ptr addrspace(3) %839, align 4, !tbaa !10
  %841 = add nsw i32 %141, %5
  %842 = sext i32 %841 to i64
  %843 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %842
  store i32 %840, ptr addrspace(1) %843, align 4, !tbaa !10
  %844 = getelementptr i8, ptr addrspace(3) %145, i32 136
  %845 = load i32, ptr addrspace(3) %844, align 4, !tbaa !10
  %846 = add nsw i32 %50, %141
  %847 = sext i32 %846 to i64
  %848 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %847
  store i32 %845, ptr addrspace(1) %848, align 4, !tbaa !10
  %849 = getelementptr i8, ptr addrspace(3) %145, i32 204
  %850 = load i32, ptr addrspace(3) %849, align 4, !tbaa !10
  %851 = add nsw i32 %56, %141
  %852 = sext i32 %851 to i64
  %853 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %852
  store i32 %850, ptr addrspace(1) %853, align 4, !tbaa !10
  %854 = getelementptr i8, ptr addrspace(3) %145, i32 272
  %855 = load i32, ptr addrspace(3) %854, align 4, !tbaa !10
  %856 = add nsw i32 %62, %141
  %857 = sext i32 %856 to i64
  %858 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %857
  store i32 %855, ptr addrspace(1) %858, align 4, !tbaa !10
  %859 = getelementptr i8, ptr addrspace(3) %145, i32 340
  %860 = load i32, ptr addrspace(3) %859, align 4, !tbaa !10
  %861 = add nsw i32 %68, %141
  %862 = sext i32 %861 to i64
  %863 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %862
  store i32 %860, ptr addrspace(1) %863, align 4, !tbaa !10
  %864 = getelementptr i8, ptr addrspace(3) %145, i32 408
  %865 = load i32, ptr addrspace(3) %864, align 4, !tbaa !10
  %866 = add nsw i32 %74, %141
  %867 = sext i32 %866 to i64
  %868 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %867
  store i32 %865, ptr addrspace(1) %868, align 4, !tbaa !10
  %869 = getelementptr i8, ptr addrspace(3) %145, i32 476
  %870 = load i32, ptr addrspace(3) %869, align 4, !tbaa !10
  %871 = add nsw i32 %80, %141
  %872 = sext i32 %871 to i64
  %873 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %872
  store i32 %870, ptr addrspace(1) %873, align 4, !tbaa !10
  %874 = getelementptr i8, ptr addrspace(3) %145, i32 544
  %875 = load i32, ptr addrspace(3) %874, align 4, !tbaa !10
  %876 = add nsw i32 %86, %141
  %877 = sext i32 %876 to i64
  %878 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %877
  store i32 %875, ptr addrspace(1) %878, align 4, !tbaa !10
  %879 = getelementptr i8, ptr addrspace(3) %145, i32 612
  %880 = load i32, ptr addrspace(3) %879, align 4, !tbaa !10
  %881 = add nsw i32 %92, %141
  %882 = sext i32 %881 to i64
  %883 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %882
  store i32 %880, ptr addrspace(1) %883, align 4, !tbaa !10
  %884 = getelementptr i8, ptr addrspace(3) %145, i32 680
  %885 = load i32, ptr addrspace(3) %884, align 4, !tbaa !10
  %886 = add nsw i32 %98, %141
  %887 = sext i32 %886 to i64
  %888 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %887
  store i32 %885, ptr addrspace(1) %888, align 4, !tbaa !10
  %889 = getelementptr i8, ptr addrspace(3) %145, i32 748
  %890 = load i32, ptr addrspace(3) %889, align 4, !tbaa !10
  %891 = add nsw i32 %104, %141
  %892 = sext i32 %891 to i64
  %893 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %892
  store i32 %890, ptr addrspace(1) %893, align 4, !tbaa !10
  %894 = getelementptr i8, ptr addrspace(3) %145, i32 816
  %895 = load i32, ptr addrspace(3) %894, align 4, !tbaa !10
  %896 = add nsw i32 %110, %141
  %897 = sext i32 %896 to i64
  %898 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %897
  store i32 %895, ptr addrspace(1) %898, align 4, !tbaa !10
  %899 = getelementptr i8, ptr addrspace(3) %145, i32 884
  %900 = load i32, ptr addrspace(3) %899, align 4, !tbaa !10
  %901 = add nsw i32 %116, %141
  %902 = sext i32 %901 to i64
  %903 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %902
  store i32 %900, ptr addrspace(1) %903, align 4, !tbaa !10
  %904 = getelementptr i8, ptr addrspace(3) %145, i32 952
  %905 = load i32, ptr addrspace(3) %904, align 4, !tbaa !10
  %906 = add nsw i32 %122, %141
  %907 = sext i32 %906 to i64
  %908 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %907
  store i32 %905, ptr addrspace(1) %908, align 4, !tbaa !10
  %909 = getelementptr i8, ptr addrspace(3) %145, i32 1020
  %910 = load i32, ptr addrspace(3) %909, align 4, !tbaa !10
  %911 = add nsw i32 %128, %141
  %912 = sext i32 %911 to i64
  %913 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %912
  store i32 %910, ptr addrspace(1) %913, align 4, !tbaa !10
  %914 = getelementptr i8, ptr addrspace(3) %145, i32 1088
  %915 = load i32, ptr addrspace(3) %914, align 4, !tbaa !10
  %916 = add nsw i32 %134, %141
  %917 = sext i32 %916 to i64
  %918 = getelementptr inbounds i32, ptr addrspace(1) %140, i64 %917
  store i32 %915, ptr addrspace(1) %918, align 4, !tbaa !10
  br label %919

919:                                              ; preds = %838, %12, %22, %26
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="16,16" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!9 = !{i32 16, i32 1, i32 1}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{}
