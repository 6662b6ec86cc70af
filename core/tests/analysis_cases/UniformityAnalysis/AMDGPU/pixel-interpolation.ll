; RUN: opt -mtriple=amdgcn-mesa-mesa3d -passes='print<uniformity>' -disable-output %s
;
; Pixel shaders reading their inputs: the interpolation intrinsics give every pixel its own
; value (sources of divergence), in 32-bit and 16-bit forms, through the old p1/p2 pair, the
; parameter move, and the LDS parameter load with the in-register p10/p2 steps. The primitive
; mask comes `inreg` and stays uniform; a branch on an interpolated value is divergent.

define amdgpu_ps float @interp_f32(i32 inreg %prim, <2 x float> %ij) {
entry:
  %i = extractelement <2 x float> %ij, i32 0
  %j = extractelement <2 x float> %ij, i32 1
  %p1 = call float @llvm.amdgcn.interp.p1(float %i, i32 0, i32 1, i32 %prim)
  %p2 = call float @llvm.amdgcn.interp.p2(float %p1, float %j, i32 0, i32 1, i32 %prim)
  %mv = call float @llvm.amdgcn.interp.mov(i32 2, i32 0, i32 1, i32 %prim)
  %sum = fadd float %p2, %mv
  ret float %sum
}

define amdgpu_ps half @interp_f16(i32 inreg %prim, float inreg %i, float inreg %j) {
entry:
  %lo1 = call float @llvm.amdgcn.interp.p1.f16(float %i, i32 1, i32 0, i1 false, i32 %prim)
  %lo2 = call half @llvm.amdgcn.interp.p2.f16(float %lo1, float %j, i32 1, i32 0, i1 false, i32 %prim)
  %hi1 = call float @llvm.amdgcn.interp.p1.f16(float %i, i32 1, i32 0, i1 true, i32 %prim)
  %hi2 = call half @llvm.amdgcn.interp.p2.f16(float %hi1, float %j, i32 1, i32 0, i1 true, i32 %prim)
  %both = fadd half %lo2, %hi2
  ret half %both
}

define amdgpu_ps float @lds_param_then_inreg(i32 inreg %prim, float inreg %i, float inreg %j) {
entry:
  %param = call float @llvm.amdgcn.lds.param.load(i32 0, i32 3, i32 %prim)
  %p10 = call float @llvm.amdgcn.interp.inreg.p10(float %param, float %i, float %param)
  %p2 = call float @llvm.amdgcn.interp.inreg.p2(float %param, float %j, float %p10)
  ret float %p2
}

define amdgpu_ps void @branch_on_interpolated(i32 inreg %prim, float inreg %i, ptr addrspace(1) inreg %out) {
entry:
  %a = call float @llvm.amdgcn.interp.p1(float %i, i32 0, i32 0, i32 %prim)
  %far = fcmp ogt float %a, 0.5
  br i1 %far, label %shade, label %skip
shade:
  %s = fmul float %a, %a
  br label %skip
skip:
  %v = phi float [ %s, %shade ], [ 0.0, %entry ]
  store float %v, ptr addrspace(1) %out
  ret void
}

declare float @llvm.amdgcn.interp.p1(float, i32, i32, i32)
declare float @llvm.amdgcn.interp.p2(float, float, i32, i32, i32)
declare float @llvm.amdgcn.interp.mov(i32, i32, i32, i32)
declare float @llvm.amdgcn.interp.p1.f16(float, i32, i32, i1, i32)
declare half @llvm.amdgcn.interp.p2.f16(float, float, i32, i32, i1, i32)
declare float @llvm.amdgcn.lds.param.load(i32, i32, i32)
declare float @llvm.amdgcn.interp.inreg.p10(float, float, float)
declare float @llvm.amdgcn.interp.inreg.p2(float, float, float)
