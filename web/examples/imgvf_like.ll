; ModuleID = 'web/examples/imgvf_like.cl'
; Inputs for running it (the tile is 64 floats: work-groups of 64):
; run: global 256 local 64
; arg %0 = f32[256] random(0, 1) seed 3
; arg %1 = f32[256] random(0, 1) seed 5
; arg %2 = f32[256] zeros
; arg %3 = 250
; arg %4 = f32 0.2
source_filename = "web/examples/imgvf_like.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@imgvf_like.tile = internal addrspace(3) global [64 x float] undef, align 4
@imgvf_like.partial = internal addrspace(3) global [64 x float] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden float @heaviside(float noundef %0) #0 {
  %2 = alloca float, align 4, addrspace(5)
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  store float %0, ptr addrspace(5) %3, align 4
  store float 0x3F1A36E2E0000000, ptr addrspace(5) %4, align 4
  %5 = load float, ptr addrspace(5) %3, align 4
  %6 = load float, ptr addrspace(5) %4, align 4
  %7 = fcmp ogt float %5, %6
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  store float 1.000000e+00, ptr addrspace(5) %2, align 4
  br label %21

9:                                                ; preds = %1
  %10 = load float, ptr addrspace(5) %3, align 4
  %11 = load float, ptr addrspace(5) %4, align 4
  %12 = fneg float %11
  %13 = fcmp olt float %10, %12
  br i1 %13, label %14, label %15

14:                                               ; preds = %9
  store float 0.000000e+00, ptr addrspace(5) %2, align 4
  br label %21

15:                                               ; preds = %9
  %16 = load float, ptr addrspace(5) %3, align 4
  %17 = load float, ptr addrspace(5) %4, align 4
  %18 = fmul float 2.000000e+00, %17
  %19 = fdiv float %16, %18, !fpmath !6
  %20 = fadd float 5.000000e-01, %19
  store float %20, ptr addrspace(5) %2, align 4
  br label %21

21:                                               ; preds = %15, %14, %8
  %22 = load float, ptr addrspace(5) %2, align 4
  ret float %22
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @imgvf_like(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, float noundef %4) #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = alloca float, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca float, align 4, addrspace(5)
  %24 = alloca float, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store i32 %3, ptr addrspace(5) %9, align 4
  store float %4, ptr addrspace(5) %10, align 4
  %31 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr addrspace(5) %11, align 4
  %33 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %34 = trunc i64 %33 to i32
  store i32 %34, ptr addrspace(5) %12, align 4
  %35 = load i32, ptr addrspace(5) %11, align 4
  %36 = icmp sgt i32 %35, 0
  br i1 %36, label %37, label %40

37:                                               ; preds = %5
  %38 = load i32, ptr addrspace(5) %11, align 4
  %39 = sub nsw i32 %38, 1
  br label %42

40:                                               ; preds = %5
  %41 = load i32, ptr addrspace(5) %11, align 4
  br label %42

42:                                               ; preds = %40, %37
  %43 = phi i32 [ %39, %37 ], [ %41, %40 ]
  store i32 %43, ptr addrspace(5) %13, align 4
  %44 = load i32, ptr addrspace(5) %11, align 4
  %45 = icmp slt i32 %44, 63
  br i1 %45, label %46, label %49

46:                                               ; preds = %42
  %47 = load i32, ptr addrspace(5) %11, align 4
  %48 = add nsw i32 %47, 1
  br label %51

49:                                               ; preds = %42
  %50 = load i32, ptr addrspace(5) %11, align 4
  br label %51

51:                                               ; preds = %49, %46
  %52 = phi i32 [ %48, %46 ], [ %50, %49 ]
  store i32 %52, ptr addrspace(5) %14, align 4
  %53 = load i32, ptr addrspace(5) %12, align 4
  %54 = load i32, ptr addrspace(5) %9, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %62

56:                                               ; preds = %51
  %57 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %58 = load i32, ptr addrspace(5) %12, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %57, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4
  br label %63

62:                                               ; preds = %51
  br label %63

63:                                               ; preds = %62, %56
  %64 = phi float [ %61, %56 ], [ 0.000000e+00, %62 ]
  %65 = load i32, ptr addrspace(5) %11, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %66
  store float %64, ptr addrspace(3) %67, align 4
  call void @_Z7barrierj(i32 noundef 1) #6
  store i32 0, ptr addrspace(5) %15, align 4
  store float 1.000000e+00, ptr addrspace(5) %16, align 4
  br label %68

68:                                               ; preds = %184, %63
  %69 = load i32, ptr addrspace(5) %15, align 4
  %70 = icmp slt i32 %69, 4
  br i1 %70, label %71, label %74

71:                                               ; preds = %68
  %72 = load float, ptr addrspace(5) %16, align 4
  %73 = fcmp ogt float %72, 0x3F50624DE0000000
  br label %74

74:                                               ; preds = %71, %68
  %75 = phi i1 [ false, %68 ], [ %73, %71 ]
  br i1 %75, label %76, label %189

76:                                               ; preds = %74
  %77 = load i32, ptr addrspace(5) %11, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %78
  %80 = load float, ptr addrspace(3) %79, align 4
  store float %80, ptr addrspace(5) %17, align 4
  %81 = load i32, ptr addrspace(5) %13, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %82
  %84 = load float, ptr addrspace(3) %83, align 4
  %85 = load float, ptr addrspace(5) %17, align 4
  %86 = fsub float %84, %85
  store float %86, ptr addrspace(5) %18, align 4
  %87 = load i32, ptr addrspace(5) %14, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %88
  %90 = load float, ptr addrspace(3) %89, align 4
  %91 = load float, ptr addrspace(5) %17, align 4
  %92 = fsub float %90, %91
  store float %92, ptr addrspace(5) %19, align 4
  %93 = load float, ptr addrspace(5) %18, align 4
  %94 = call float @heaviside(float noundef %93) #6
  store float %94, ptr addrspace(5) %20, align 4
  %95 = load float, ptr addrspace(5) %19, align 4
  %96 = call float @heaviside(float noundef %95) #6
  store float %96, ptr addrspace(5) %21, align 4
  %97 = load float, ptr addrspace(5) %10, align 4
  %98 = load float, ptr addrspace(5) %20, align 4
  %99 = load float, ptr addrspace(5) %18, align 4
  %100 = load float, ptr addrspace(5) %21, align 4
  %101 = load float, ptr addrspace(5) %19, align 4
  %102 = fmul float %100, %101
  %103 = call float @llvm.fmuladd.f32(float %98, float %99, float %102)
  %104 = fmul float %97, %103
  store float %104, ptr addrspace(5) %22, align 4
  %105 = load i32, ptr addrspace(5) %12, align 4
  %106 = load i32, ptr addrspace(5) %9, align 4
  %107 = icmp slt i32 %105, %106
  br i1 %107, label %108, label %114

108:                                              ; preds = %76
  %109 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %110 = load i32, ptr addrspace(5) %12, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr addrspace(1) %109, i64 %111
  %113 = load float, ptr addrspace(1) %112, align 4
  br label %115

114:                                              ; preds = %76
  br label %115

115:                                              ; preds = %114, %108
  %116 = phi float [ %113, %108 ], [ 0.000000e+00, %114 ]
  store float %116, ptr addrspace(5) %23, align 4
  %117 = load float, ptr addrspace(5) %23, align 4
  %118 = fcmp ogt float %117, 5.000000e-01
  br i1 %118, label %119, label %127

119:                                              ; preds = %115
  %120 = load float, ptr addrspace(5) %22, align 4
  %121 = load float, ptr addrspace(5) %23, align 4
  %122 = load float, ptr addrspace(5) %17, align 4
  %123 = load float, ptr addrspace(5) %23, align 4
  %124 = fsub float %122, %123
  %125 = fneg float %121
  %126 = call float @llvm.fmuladd.f32(float %125, float %124, float %120)
  store float %126, ptr addrspace(5) %22, align 4
  br label %140

127:                                              ; preds = %115
  %128 = load float, ptr addrspace(5) %23, align 4
  %129 = fcmp ogt float %128, 2.500000e-01
  br i1 %129, label %130, label %133

130:                                              ; preds = %127
  %131 = load float, ptr addrspace(5) %22, align 4
  %132 = fmul float %131, 5.000000e-01
  store float %132, ptr addrspace(5) %22, align 4
  br label %139

133:                                              ; preds = %127
  %134 = load i32, ptr addrspace(5) %11, align 4
  %135 = srem i32 %134, 4
  %136 = icmp eq i32 %135, 0
  br i1 %136, label %137, label %138

137:                                              ; preds = %133
  store float 0.000000e+00, ptr addrspace(5) %22, align 4
  br label %138

138:                                              ; preds = %137, %133
  br label %139

139:                                              ; preds = %138, %130
  br label %140

140:                                              ; preds = %139, %119
  %141 = load float, ptr addrspace(5) %17, align 4
  %142 = load float, ptr addrspace(5) %22, align 4
  %143 = fadd float %141, %142
  store float %143, ptr addrspace(5) %24, align 4
  %144 = load float, ptr addrspace(5) %24, align 4
  %145 = fcmp olt float %144, 0.000000e+00
  br i1 %145, label %146, label %147

146:                                              ; preds = %140
  store float 0.000000e+00, ptr addrspace(5) %24, align 4
  br label %147

147:                                              ; preds = %146, %140
  %148 = load float, ptr addrspace(5) %24, align 4
  %149 = fcmp ogt float %148, 1.000000e+00
  br i1 %149, label %150, label %151

150:                                              ; preds = %147
  store float 1.000000e+00, ptr addrspace(5) %24, align 4
  br label %151

151:                                              ; preds = %150, %147
  call void @_Z7barrierj(i32 noundef 1) #6
  %152 = load float, ptr addrspace(5) %24, align 4
  %153 = load i32, ptr addrspace(5) %11, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %154
  store float %152, ptr addrspace(3) %155, align 4
  %156 = load float, ptr addrspace(5) %22, align 4
  %157 = call float @_Z4fabsf(float noundef %156) #5
  %158 = load i32, ptr addrspace(5) %11, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.partial, i64 0, i64 %159
  store float %157, ptr addrspace(3) %160, align 4
  call void @_Z7barrierj(i32 noundef 1) #6
  store i32 32, ptr addrspace(5) %25, align 4
  br label %161

161:                                              ; preds = %181, %151
  %162 = load i32, ptr addrspace(5) %25, align 4
  %163 = icmp sgt i32 %162, 0
  br i1 %163, label %164, label %184

164:                                              ; preds = %161
  %165 = load i32, ptr addrspace(5) %11, align 4
  %166 = load i32, ptr addrspace(5) %25, align 4
  %167 = icmp slt i32 %165, %166
  br i1 %167, label %168, label %180

168:                                              ; preds = %164
  %169 = load i32, ptr addrspace(5) %11, align 4
  %170 = load i32, ptr addrspace(5) %25, align 4
  %171 = add nsw i32 %169, %170
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.partial, i64 0, i64 %172
  %174 = load float, ptr addrspace(3) %173, align 4
  %175 = load i32, ptr addrspace(5) %11, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.partial, i64 0, i64 %176
  %178 = load float, ptr addrspace(3) %177, align 4
  %179 = fadd float %178, %174
  store float %179, ptr addrspace(3) %177, align 4
  br label %180

180:                                              ; preds = %168, %164
  call void @_Z7barrierj(i32 noundef 1) #6
  br label %181

181:                                              ; preds = %180
  %182 = load i32, ptr addrspace(5) %25, align 4
  %183 = ashr i32 %182, 1
  store i32 %183, ptr addrspace(5) %25, align 4
  br label %161

184:                                              ; preds = %161
  %185 = load float, ptr addrspace(3) @imgvf_like.partial, align 4
  %186 = fdiv float %185, 6.400000e+01, !fpmath !6
  store float %186, ptr addrspace(5) %16, align 4
  call void @_Z7barrierj(i32 noundef 1) #6
  %187 = load i32, ptr addrspace(5) %15, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr addrspace(5) %15, align 4
  br label %68

189:                                              ; preds = %74
  store float 0.000000e+00, ptr addrspace(5) %26, align 4
  store i32 0, ptr addrspace(5) %27, align 4
  store i32 -2, ptr addrspace(5) %28, align 4
  br label %190

190:                                              ; preds = %255, %189
  %191 = load i32, ptr addrspace(5) %28, align 4
  %192 = icmp sle i32 %191, 2
  br i1 %192, label %193, label %258

193:                                              ; preds = %190
  %194 = load i32, ptr addrspace(5) %11, align 4
  %195 = load i32, ptr addrspace(5) %28, align 4
  %196 = add nsw i32 %194, %195
  store i32 %196, ptr addrspace(5) %29, align 4
  %197 = load i32, ptr addrspace(5) %29, align 4
  %198 = icmp slt i32 %197, 0
  br i1 %198, label %202, label %199

199:                                              ; preds = %193
  %200 = load i32, ptr addrspace(5) %29, align 4
  %201 = icmp sge i32 %200, 64
  br i1 %201, label %202, label %203

202:                                              ; preds = %199, %193
  br label %255

203:                                              ; preds = %199
  %204 = load i32, ptr addrspace(5) %11, align 4
  %205 = load i32, ptr addrspace(5) %28, align 4
  %206 = add nsw i32 %204, %205
  %207 = and i32 %206, 3
  switch i32 %207, label %243 [
    i32 0, label %208
    i32 1, label %215
    i32 2, label %222
  ]

208:                                              ; preds = %203
  %209 = load i32, ptr addrspace(5) %29, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %210
  %212 = load float, ptr addrspace(3) %211, align 4
  %213 = load float, ptr addrspace(5) %26, align 4
  %214 = fadd float %213, %212
  store float %214, ptr addrspace(5) %26, align 4
  br label %252

215:                                              ; preds = %203
  %216 = load i32, ptr addrspace(5) %29, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %217
  %219 = load float, ptr addrspace(3) %218, align 4
  %220 = load float, ptr addrspace(5) %26, align 4
  %221 = call float @llvm.fmuladd.f32(float 5.000000e-01, float %219, float %220)
  store float %221, ptr addrspace(5) %26, align 4
  br label %252

222:                                              ; preds = %203
  %223 = load i32, ptr addrspace(5) %29, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %224
  %226 = load float, ptr addrspace(3) %225, align 4
  %227 = fcmp ogt float %226, 5.000000e-01
  br i1 %227, label %228, label %235

228:                                              ; preds = %222
  %229 = load i32, ptr addrspace(5) %29, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %230
  %232 = load float, ptr addrspace(3) %231, align 4
  %233 = load float, ptr addrspace(5) %26, align 4
  %234 = fadd float %233, %232
  store float %234, ptr addrspace(5) %26, align 4
  br label %242

235:                                              ; preds = %222
  %236 = load i32, ptr addrspace(5) %29, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %237
  %239 = load float, ptr addrspace(3) %238, align 4
  %240 = load float, ptr addrspace(5) %26, align 4
  %241 = call float @llvm.fmuladd.f32(float -2.500000e-01, float %239, float %240)
  store float %241, ptr addrspace(5) %26, align 4
  br label %242

242:                                              ; preds = %235, %228
  br label %252

243:                                              ; preds = %203
  %244 = load i32, ptr addrspace(5) %29, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %245
  %247 = load float, ptr addrspace(3) %246, align 4
  %248 = fsub float %247, 5.000000e-01
  %249 = call float @heaviside(float noundef %248) #6
  %250 = load float, ptr addrspace(5) %26, align 4
  %251 = fadd float %250, %249
  store float %251, ptr addrspace(5) %26, align 4
  br label %252

252:                                              ; preds = %243, %242, %215, %208
  %253 = load i32, ptr addrspace(5) %27, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr addrspace(5) %27, align 4
  br label %255

255:                                              ; preds = %252, %202
  %256 = load i32, ptr addrspace(5) %28, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr addrspace(5) %28, align 4
  br label %190

258:                                              ; preds = %190
  %259 = load i32, ptr addrspace(5) %27, align 4
  %260 = icmp sgt i32 %259, 0
  br i1 %260, label %261, label %266

261:                                              ; preds = %258
  %262 = load float, ptr addrspace(5) %26, align 4
  %263 = load i32, ptr addrspace(5) %27, align 4
  %264 = sitofp i32 %263 to float
  %265 = fdiv float %262, %264, !fpmath !6
  br label %271

266:                                              ; preds = %258
  %267 = load i32, ptr addrspace(5) %11, align 4
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %268
  %270 = load float, ptr addrspace(3) %269, align 4
  br label %271

271:                                              ; preds = %266, %261
  %272 = phi float [ %265, %261 ], [ %270, %266 ]
  store float %272, ptr addrspace(5) %30, align 4
  %273 = load float, ptr addrspace(5) %30, align 4
  %274 = fcmp ogt float %273, 1.000000e+00
  br i1 %274, label %275, label %276

275:                                              ; preds = %271
  store float 1.000000e+00, ptr addrspace(5) %30, align 4
  br label %281

276:                                              ; preds = %271
  %277 = load float, ptr addrspace(5) %30, align 4
  %278 = fcmp olt float %277, 0.000000e+00
  br i1 %278, label %279, label %280

279:                                              ; preds = %276
  store float 0.000000e+00, ptr addrspace(5) %30, align 4
  br label %280

280:                                              ; preds = %279, %276
  br label %281

281:                                              ; preds = %280, %275
  call void @_Z7barrierj(i32 noundef 1) #6
  %282 = load float, ptr addrspace(5) %30, align 4
  %283 = load i32, ptr addrspace(5) %11, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %284
  store float %282, ptr addrspace(3) %285, align 4
  call void @_Z7barrierj(i32 noundef 1) #6
  %286 = load i32, ptr addrspace(5) %12, align 4
  %287 = load i32, ptr addrspace(5) %9, align 4
  %288 = icmp slt i32 %286, %287
  br i1 %288, label %289, label %308

289:                                              ; preds = %281
  %290 = load i32, ptr addrspace(5) %11, align 4
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds [64 x float], ptr addrspace(3) @imgvf_like.tile, i64 0, i64 %291
  %293 = load float, ptr addrspace(3) %292, align 4
  %294 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %295 = load i32, ptr addrspace(5) %12, align 4
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds float, ptr addrspace(1) %294, i64 %296
  store float %293, ptr addrspace(1) %297, align 4
  %298 = load i32, ptr addrspace(5) %11, align 4
  %299 = icmp eq i32 %298, 0
  br i1 %299, label %300, label %307

300:                                              ; preds = %289
  %301 = load i32, ptr addrspace(5) %15, align 4
  %302 = sitofp i32 %301 to float
  %303 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %304 = load i32, ptr addrspace(5) %12, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds float, ptr addrspace(1) %303, i64 %305
  store float %302, ptr addrspace(1) %306, align 4
  br label %307

307:                                              ; preds = %300, %289
  br label %308

308:                                              ; preds = %307, %281
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4fabsf(float noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{float 2.500000e+00}
!7 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!8 = !{!"none", !"none", !"none", !"none", !"none"}
!9 = !{!"float*", !"float*", !"float*", !"int", !"float"}
!10 = !{!"", !"const", !"", !"", !""}
