; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; One kernel per AMDGPU intrinsic that LLVM 22 lists as a source of divergence and whose
; signature can be written with plain types (integers, floats, fixed vectors, the usual address
; spaces; an overloaded operand taken as i32, float or a global pointer). Every operand is a
; kernel argument or a constant, so nothing reaches the call divergent: the result (and the
; store of it) must be divergent because of the intrinsic alone. core/tests/analysis_cases.rs
; compares our verdicts with opt-22's.

; llvm.amdgcn.dead: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_dead(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.dead.i32()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ds.load.tr16.b128: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ds_load_tr16_b128(ptr addrspace(1) %out, ptr addrspace(3) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.ds.load.tr16.b128.i32(ptr addrspace(3) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ds.load.tr4.b64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ds_load_tr4_b64(ptr addrspace(1) %out, ptr addrspace(3) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.ds.load.tr4.b64.i32(ptr addrspace(3) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ds.load.tr6.b96: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ds_load_tr6_b96(ptr addrspace(1) %out, ptr addrspace(3) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.ds.load.tr6.b96.i32(ptr addrspace(3) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ds.load.tr8.b64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ds_load_tr8_b64(ptr addrspace(1) %out, ptr addrspace(3) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.ds.load.tr8.b64.i32(ptr addrspace(3) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ds.read.tr16.b64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ds_read_tr16_b64(ptr addrspace(1) %out, ptr addrspace(3) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.ds.read.tr16.b64.i32(ptr addrspace(3) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ds.read.tr4.b64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ds_read_tr4_b64(ptr addrspace(1) %out, ptr addrspace(3) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.ds.read.tr4.b64.i32(ptr addrspace(3) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ds.read.tr6.b96: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ds_read_tr6_b96(ptr addrspace(1) %out, ptr addrspace(3) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.ds.read.tr6.b96.i32(ptr addrspace(3) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ds.read.tr8.b64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ds_read_tr8_b64(ptr addrspace(1) %out, ptr addrspace(3) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.ds.read.tr8.b64.i32(ptr addrspace(3) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ds.swizzle: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ds_swizzle(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.ds.swizzle(i32 %arg0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.else: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_else(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call { i1, i32 } @llvm.amdgcn.else.i32.i32(i32 %arg0)
  %res.0 = extractvalue { i1, i32 } %res, 0
  store i1 %res.0, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.flat.atomic.fmax.num: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_flat_atomic_fmax_num(ptr addrspace(1) %out, ptr addrspace(1) %arg0, float %arg1) {
entry:
  %res = call float @llvm.amdgcn.flat.atomic.fmax.num.f32.p1.f32(ptr addrspace(1) %arg0, float %arg1)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.flat.atomic.fmin.num: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_flat_atomic_fmin_num(ptr addrspace(1) %out, ptr addrspace(1) %arg0, float %arg1) {
entry:
  %res = call float @llvm.amdgcn.flat.atomic.fmin.num.f32.p1.f32(ptr addrspace(1) %arg0, float %arg1)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.global.atomic.fmax.num: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_global_atomic_fmax_num(ptr addrspace(1) %out, ptr addrspace(1) %arg0, float %arg1) {
entry:
  %res = call float @llvm.amdgcn.global.atomic.fmax.num.f32.p1.f32(ptr addrspace(1) %arg0, float %arg1)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.global.atomic.fmin.num: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_global_atomic_fmin_num(ptr addrspace(1) %out, ptr addrspace(1) %arg0, float %arg1) {
entry:
  %res = call float @llvm.amdgcn.global.atomic.fmin.num.f32.p1.f32(ptr addrspace(1) %arg0, float %arg1)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.global.atomic.ordered.add.b64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_global_atomic_ordered_add_b64(ptr addrspace(1) %out, ptr addrspace(1) %arg0, i64 %arg1) {
entry:
  %res = call i64 @llvm.amdgcn.global.atomic.ordered.add.b64(ptr addrspace(1) %arg0, i64 %arg1)
  store i64 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.global.load.tr.b128: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_global_load_tr_b128(ptr addrspace(1) %out, ptr addrspace(1) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.global.load.tr.b128.i32(ptr addrspace(1) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.global.load.tr.b64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_global_load_tr_b64(ptr addrspace(1) %out, ptr addrspace(1) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.global.load.tr.b64.i32(ptr addrspace(1) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.global.load.tr4.b64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_global_load_tr4_b64(ptr addrspace(1) %out, ptr addrspace(1) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.global.load.tr4.b64.i32(ptr addrspace(1) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.global.load.tr6.b96: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_global_load_tr6_b96(ptr addrspace(1) %out, ptr addrspace(1) %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.global.load.tr6.b96.i32(ptr addrspace(1) %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.if: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_if(ptr addrspace(1) %out, i1 %arg0) {
entry:
  %res = call { i1, i32 } @llvm.amdgcn.if.i32(i1 %arg0)
  %res.0 = extractvalue { i1, i32 } %res, 0
  store i1 %res.0, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.add.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.add.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.add.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.add.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.add.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.add.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.flt.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_flt_1d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.add.flt.1d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.flt.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_flt_1darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.add.flt.1darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.flt.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_flt_2d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.add.flt.2d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.flt.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_flt_2darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.add.flt.2darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.flt.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_flt_2darraymsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.add.flt.2darraymsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.flt.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_flt_2dmsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.add.flt.2dmsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.flt.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_flt_3d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.add.flt.3d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.add.flt.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_add_flt_cube(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.add.flt.cube.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.and.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_and_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.and.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.and.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_and_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.and.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.and.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_and_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.and.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.and.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_and_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.and.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.and.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_and_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.and.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.and.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_and_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.and.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.and.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_and_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.and.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.and.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_and_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.and.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.cmpswap.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_cmpswap_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.cmpswap.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.cmpswap.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_cmpswap_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.cmpswap.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.cmpswap.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_cmpswap_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.cmpswap.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.cmpswap.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_cmpswap_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.cmpswap.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.cmpswap.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_cmpswap_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 %arg6) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.cmpswap.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 %arg6, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.cmpswap.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_cmpswap_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.cmpswap.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.cmpswap.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_cmpswap_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.cmpswap.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.cmpswap.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_cmpswap_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.cmpswap.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.dec.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_dec_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.dec.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.dec.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_dec_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.dec.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.dec.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_dec_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.dec.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.dec.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_dec_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.dec.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.dec.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_dec_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.dec.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.dec.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_dec_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.dec.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.dec.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_dec_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.dec.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.dec.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_dec_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.dec.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmax.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmax_1d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmax.1d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmax.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmax_1darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmax.1darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmax.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmax_2d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmax.2d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmax.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmax_2darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmax.2darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmax.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmax_2darraymsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmax.2darraymsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmax.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmax_2dmsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmax.2dmsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmax.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmax_3d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmax.3d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmax.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmax_cube(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmax.cube.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmin.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmin_1d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmin.1d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmin.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmin_1darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmin.1darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmin.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmin_2d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmin.2d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmin.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmin_2darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmin.2darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmin.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmin_2darraymsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmin.2darraymsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmin.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmin_2dmsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmin.2dmsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmin.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmin_3d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmin.3d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.fmin.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_fmin_cube(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.fmin.cube.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.inc.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_inc_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.inc.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.inc.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_inc_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.inc.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.inc.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_inc_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.inc.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.inc.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_inc_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.inc.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.inc.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_inc_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.inc.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.inc.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_inc_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.inc.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.inc.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_inc_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.inc.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.inc.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_inc_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.inc.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.max.flt.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_max_flt_1d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.max.flt.1d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.max.flt.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_max_flt_1darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.max.flt.1darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.max.flt.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_max_flt_2d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.max.flt.2d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.max.flt.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_max_flt_2darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.max.flt.2darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.max.flt.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_max_flt_2darraymsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.max.flt.2darraymsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.max.flt.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_max_flt_2dmsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.max.flt.2dmsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.max.flt.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_max_flt_3d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.max.flt.3d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.max.flt.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_max_flt_cube(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.max.flt.cube.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.min.flt.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_min_flt_1d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.min.flt.1d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.min.flt.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_min_flt_1darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.min.flt.1darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.min.flt.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_min_flt_2d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.min.flt.2d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.min.flt.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_min_flt_2darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.min.flt.2darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.min.flt.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_min_flt_2darraymsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.min.flt.2darraymsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.min.flt.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_min_flt_2dmsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.min.flt.2dmsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.min.flt.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_min_flt_3d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.min.flt.3d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.min.flt.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_min_flt_cube(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.min.flt.cube.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.or.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_or_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.or.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.or.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_or_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.or.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.or.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_or_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.or.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.or.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_or_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.or.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.or.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_or_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.or.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.or.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_or_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.or.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.or.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_or_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.or.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.or.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_or_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.or.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.bf16.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_bf16_1d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.bf16.1d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.bf16.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_bf16_1darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.bf16.1darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.bf16.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_bf16_2d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.bf16.2d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.bf16.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_bf16_2darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.bf16.2darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.bf16.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_bf16_2darraymsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.bf16.2darraymsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.bf16.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_bf16_2dmsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.bf16.2dmsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.bf16.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_bf16_3d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.bf16.3d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.bf16.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_bf16_cube(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.bf16.cube.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.f16.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_f16_1d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.f16.1d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.f16.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_f16_1darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.f16.1darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.f16.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_f16_2d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.f16.2d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.f16.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_f16_2darray(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.f16.2darray.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.f16.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_f16_2darraymsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.f16.2darraymsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.f16.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_f16_2dmsaa(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.f16.2dmsaa.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.f16.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_f16_3d(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.f16.3d.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.pk.add.f16.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_pk_add_f16_cube(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.image.atomic.pk.add.f16.cube.f32.i32.i32(float %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smax.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smax_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smax.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smax.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smax_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smax.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smax.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smax_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smax.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smax.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smax_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smax.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smax.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smax_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smax.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smax.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smax_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smax.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smax.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smax_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smax.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smax.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smax_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smax.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smin.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smin_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smin.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smin.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smin_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smin.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smin.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smin_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smin.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smin.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smin_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smin.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smin.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smin_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smin.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smin.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smin_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smin.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smin.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smin_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smin.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.smin.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_smin_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.smin.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.sub.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_sub_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.sub.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.sub.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_sub_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.sub.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.sub.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_sub_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.sub.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.sub.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_sub_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.sub.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.sub.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_sub_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.sub.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.sub.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_sub_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.sub.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.sub.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_sub_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.sub.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.sub.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_sub_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.sub.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.swap.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_swap_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.swap.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.swap.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_swap_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.swap.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.swap.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_swap_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.swap.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.swap.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_swap_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.swap.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.swap.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_swap_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.swap.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.swap.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_swap_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.swap.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.swap.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_swap_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.swap.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.swap.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_swap_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.swap.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umax.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umax_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umax.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umax.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umax_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umax.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umax.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umax_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umax.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umax.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umax_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umax.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umax.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umax_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umax.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umax.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umax_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umax.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umax.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umax_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umax.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umax.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umax_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umax.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umin.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umin_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umin.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umin.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umin_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umin.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umin.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umin_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umin.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umin.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umin_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umin.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umin.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umin_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umin.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umin.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umin_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umin.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umin.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umin_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umin.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.umin.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_umin_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.umin.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.xor.1d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_xor_1d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.xor.1d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.xor.1darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_xor_1darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.xor.1darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.xor.2d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_xor_2d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.xor.2d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.xor.2darray: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_xor_2darray(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.xor.2darray.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.xor.2darraymsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_xor_2darraymsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.xor.2darraymsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.xor.2dmsaa: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_xor_2dmsaa(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.xor.2dmsaa.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.xor.3d: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_xor_3d(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.xor.3d.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.image.atomic.xor.cube: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_image_atomic_xor_cube(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.image.atomic.xor.cube.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.init.whole.wave: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_init_whole_wave(ptr addrspace(1) %out) {
entry:
  %res = call i1 @llvm.amdgcn.init.whole.wave()
  store i1 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.interp.mov: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_interp_mov(ptr addrspace(1) %out, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.interp.mov(i32 0, i32 0, i32 0, i32 %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.interp.p1: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_interp_p1(ptr addrspace(1) %out, float %arg0, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.interp.p1(float %arg0, i32 0, i32 0, i32 %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.interp.p1.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_interp_p1_f16(ptr addrspace(1) %out, float %arg0, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.interp.p1.f16(float %arg0, i32 0, i32 0, i1 false, i32 %arg4)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.interp.p2: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_interp_p2(ptr addrspace(1) %out, float %arg0, float %arg1, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.interp.p2(float %arg0, float %arg1, i32 0, i32 0, i32 %arg4)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.interp.p2.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_interp_p2_f16(ptr addrspace(1) %out, float %arg0, float %arg1, i32 %arg5) {
entry:
  %res = call half @llvm.amdgcn.interp.p2.f16(float %arg0, float %arg1, i32 0, i32 0, i1 false, i32 %arg5)
  store half %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.inverse.ballot: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_inverse_ballot(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call i1 @llvm.amdgcn.inverse.ballot.i32(i32 %arg0)
  store i1 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.lds.direct.load: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_lds_direct_load(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.lds.direct.load.i32(i32 %arg0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.lds.param.load: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_lds_param_load(ptr addrspace(1) %out, i32 %arg2) {
entry:
  %res = call float @llvm.amdgcn.lds.param.load(i32 0, i32 0, i32 %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.live.mask: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_live_mask(ptr addrspace(1) %out) {
entry:
  %res = call i1 @llvm.amdgcn.live.mask()
  store i1 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.loop: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_loop(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call i1 @llvm.amdgcn.loop.i32(i32 %arg0)
  store i1 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mbcnt.hi: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mbcnt_hi(ptr addrspace(1) %out, i32 %arg0, i32 %arg1) {
entry:
  %res = call i32 @llvm.amdgcn.mbcnt.hi(i32 %arg0, i32 %arg1)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mbcnt.lo: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mbcnt_lo(ptr addrspace(1) %out, i32 %arg0, i32 %arg1) {
entry:
  %res = call i32 @llvm.amdgcn.mbcnt.lo(i32 %arg0, i32 %arg1)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x16bf16.1k: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x16bf16_1k(ptr addrspace(1) %out, <4 x i16> %arg0, <4 x i16> %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %arg0, <4 x i16> %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x16f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x16f16(ptr addrspace(1) %out, <4 x half> %arg0, <4 x half> %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %arg0, <4 x half> %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x1f32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x1f32(ptr addrspace(1) %out, float %arg0, float %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float %arg0, float %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x2bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x2bf16(ptr addrspace(1) %out, <2 x i16> %arg0, <2 x i16> %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x2bf16(<2 x i16> %arg0, <2 x i16> %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x32.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x32_bf16(ptr addrspace(1) %out, <8 x bfloat> %arg0, <8 x bfloat> %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat> %arg0, <8 x bfloat> %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x32_bf8_bf8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8(i64 %arg0, i64 %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x32_bf8_fp8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8(i64 %arg0, i64 %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x32.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x32_f16(ptr addrspace(1) %out, <8 x half> %arg0, <8 x half> %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %arg0, <8 x half> %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x32_fp8_bf8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8(i64 %arg0, i64 %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x32_fp8_fp8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(i64 %arg0, i64 %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x4bf16.1k: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x4bf16_1k(ptr addrspace(1) %out, <4 x i16> %arg0, <4 x i16> %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x4bf16.1k(<4 x i16> %arg0, <4 x i16> %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x4f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x4f16(ptr addrspace(1) %out, <4 x half> %arg0, <4 x half> %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.16x16x4f16(<4 x half> %arg0, <4 x half> %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x4f32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x4f32(ptr addrspace(1) %out, float %arg0, float %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %arg0, float %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x8.xf32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x8_xf32(ptr addrspace(1) %out, <2 x float> %arg0, <2 x float> %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float> %arg0, <2 x float> %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.16x16x8bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_16x16x8bf16(ptr addrspace(1) %out, <2 x i16> %arg0, <2 x i16> %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8bf16(<2 x i16> %arg0, <2 x i16> %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x16.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x16_bf16(ptr addrspace(1) %out, <8 x bfloat> %arg0, <8 x bfloat> %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat> %arg0, <8 x bfloat> %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x16_bf8_bf8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8(i64 %arg0, i64 %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x16_bf8_fp8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8(i64 %arg0, i64 %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x16.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x16_f16(ptr addrspace(1) %out, <8 x half> %arg0, <8 x half> %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %arg0, <8 x half> %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x16_fp8_bf8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8(i64 %arg0, i64 %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x16_fp8_fp8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8(i64 %arg0, i64 %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x1f32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x1f32(ptr addrspace(1) %out, float %arg0, float %arg1, <32 x float> %arg2) {
entry:
  %res = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %arg0, float %arg1, <32 x float> %arg2, i32 0, i32 0, i32 0)
  store <32 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x2bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x2bf16(ptr addrspace(1) %out, <2 x i16> %arg0, <2 x i16> %arg1, <32 x float> %arg2) {
entry:
  %res = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x2bf16(<2 x i16> %arg0, <2 x i16> %arg1, <32 x float> %arg2, i32 0, i32 0, i32 0)
  store <32 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x2f32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x2f32(ptr addrspace(1) %out, float %arg0, float %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %arg0, float %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x4.xf32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x4_xf32(ptr addrspace(1) %out, <2 x float> %arg0, <2 x float> %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float> %arg0, <2 x float> %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x4bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x4bf16(ptr addrspace(1) %out, <2 x i16> %arg0, <2 x i16> %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x4bf16(<2 x i16> %arg0, <2 x i16> %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x4bf16.1k: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x4bf16_1k(ptr addrspace(1) %out, <4 x i16> %arg0, <4 x i16> %arg1, <32 x float> %arg2) {
entry:
  %res = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x4bf16.1k(<4 x i16> %arg0, <4 x i16> %arg1, <32 x float> %arg2, i32 0, i32 0, i32 0)
  store <32 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x4f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x4f16(ptr addrspace(1) %out, <4 x half> %arg0, <4 x half> %arg1, <32 x float> %arg2) {
entry:
  %res = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x4f16(<4 x half> %arg0, <4 x half> %arg1, <32 x float> %arg2, i32 0, i32 0, i32 0)
  store <32 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x8bf16.1k: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x8bf16_1k(ptr addrspace(1) %out, <4 x i16> %arg0, <4 x i16> %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %arg0, <4 x i16> %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.32x32x8f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_32x32x8f16(ptr addrspace(1) %out, <4 x half> %arg0, <4 x half> %arg1, <16 x float> %arg2) {
entry:
  %res = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %arg0, <4 x half> %arg1, <16 x float> %arg2, i32 0, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.4x4x1f32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_4x4x1f32(ptr addrspace(1) %out, float %arg0, float %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %arg0, float %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.4x4x2bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_4x4x2bf16(ptr addrspace(1) %out, <2 x i16> %arg0, <2 x i16> %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x2bf16(<2 x i16> %arg0, <2 x i16> %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.4x4x4bf16.1k: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_4x4x4bf16_1k(ptr addrspace(1) %out, <4 x i16> %arg0, <4 x i16> %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4bf16.1k(<4 x i16> %arg0, <4 x i16> %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f32.4x4x4f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f32_4x4x4f16(ptr addrspace(1) %out, <4 x half> %arg0, <4 x half> %arg1, <4 x float> %arg2) {
entry:
  %res = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half> %arg0, <4 x half> %arg1, <4 x float> %arg2, i32 0, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f64.16x16x4f64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f64_16x16x4f64(ptr addrspace(1) %out, double %arg0, double %arg1, <4 x double> %arg2) {
entry:
  %res = call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %arg0, double %arg1, <4 x double> %arg2, i32 0, i32 0, i32 0)
  store <4 x double> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.f64.4x4x4f64: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_f64_4x4x4f64(ptr addrspace(1) %out, double %arg0, double %arg1, double %arg2) {
entry:
  %res = call double @llvm.amdgcn.mfma.f64.4x4x4f64(double %arg0, double %arg1, double %arg2, i32 0, i32 0, i32 0)
  store double %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.i32.16x16x16i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_i32_16x16x16i8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, <4 x i32> %arg2) {
entry:
  %res = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %arg0, i32 %arg1, <4 x i32> %arg2, i32 0, i32 0, i32 0)
  store <4 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.i32.16x16x32.i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_i32_16x16x32_i8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <4 x i32> %arg2) {
entry:
  %res = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %arg0, i64 %arg1, <4 x i32> %arg2, i32 0, i32 0, i32 0)
  store <4 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.i32.16x16x4i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_i32_16x16x4i8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, <16 x i32> %arg2) {
entry:
  %res = call <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32 %arg0, i32 %arg1, <16 x i32> %arg2, i32 0, i32 0, i32 0)
  store <16 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.i32.16x16x64.i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_i32_16x16x64_i8(ptr addrspace(1) %out, <4 x i32> %arg0, <4 x i32> %arg1, <4 x i32> %arg2) {
entry:
  %res = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x64.i8(<4 x i32> %arg0, <4 x i32> %arg1, <4 x i32> %arg2, i32 0, i32 0, i32 0)
  store <4 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.i32.32x32x16.i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_i32_32x32x16_i8(ptr addrspace(1) %out, i64 %arg0, i64 %arg1, <16 x i32> %arg2) {
entry:
  %res = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64 %arg0, i64 %arg1, <16 x i32> %arg2, i32 0, i32 0, i32 0)
  store <16 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.i32.32x32x32.i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_i32_32x32x32_i8(ptr addrspace(1) %out, <4 x i32> %arg0, <4 x i32> %arg1, <16 x i32> %arg2) {
entry:
  %res = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x32.i8(<4 x i32> %arg0, <4 x i32> %arg1, <16 x i32> %arg2, i32 0, i32 0, i32 0)
  store <16 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.i32.32x32x4i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_i32_32x32x4i8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, <32 x i32> %arg2) {
entry:
  %res = call <32 x i32> @llvm.amdgcn.mfma.i32.32x32x4i8(i32 %arg0, i32 %arg1, <32 x i32> %arg2, i32 0, i32 0, i32 0)
  store <32 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.i32.32x32x8i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_i32_32x32x8i8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, <16 x i32> %arg2) {
entry:
  %res = call <16 x i32> @llvm.amdgcn.mfma.i32.32x32x8i8(i32 %arg0, i32 %arg1, <16 x i32> %arg2, i32 0, i32 0, i32 0)
  store <16 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mfma.i32.4x4x4i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mfma_i32_4x4x4i8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, <4 x i32> %arg2) {
entry:
  %res = call <4 x i32> @llvm.amdgcn.mfma.i32.4x4x4i8(i32 %arg0, i32 %arg1, <4 x i32> %arg2, i32 0, i32 0, i32 0)
  store <4 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mov.dpp: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mov_dpp(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %arg0, i32 0, i32 0, i32 0, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.mov.dpp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_mov_dpp8(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call i32 @llvm.amdgcn.mov.dpp8.i32(i32 %arg0, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlane.bcast: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlane_bcast(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.permlane.bcast(i32 %arg0, i32 %arg1, i32 %arg2)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlane.down: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlane_down(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.permlane.down(i32 %arg0, i32 %arg1, i32 %arg2)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlane.idx.gen: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlane_idx_gen(ptr addrspace(1) %out, i32 %arg0, i32 %arg1) {
entry:
  %res = call i32 @llvm.amdgcn.permlane.idx.gen(i32 %arg0, i32 %arg1)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlane.up: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlane_up(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.permlane.up(i32 %arg0, i32 %arg1, i32 %arg2)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlane.xor: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlane_xor(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.permlane.xor(i32 %arg0, i32 %arg1, i32 %arg2)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlane16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlane16(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.permlane16.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i1 false, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlane16.swap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlane16_swap(ptr addrspace(1) %out, i32 %arg0, i32 %arg1) {
entry:
  %res = call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %arg0, i32 %arg1, i1 false, i1 false)
  %res.0 = extractvalue { i32, i32 } %res, 0
  store i32 %res.0, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlane16.var: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlane16_var(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.permlane16.var(i32 %arg0, i32 %arg1, i32 %arg2, i1 false, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlane32.swap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlane32_swap(ptr addrspace(1) %out, i32 %arg0, i32 %arg1) {
entry:
  %res = call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %arg0, i32 %arg1, i1 false, i1 false)
  %res.0 = extractvalue { i32, i32 } %res, 0
  store i32 %res.0, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlanex16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlanex16(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.permlanex16.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3, i1 false, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.permlanex16.var: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_permlanex16_var(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.permlanex16.var(i32 %arg0, i32 %arg1, i32 %arg2, i1 false, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ps.live: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_ps_live(ptr addrspace(1) %out) {
entry:
  %res = call i1 @llvm.amdgcn.ps.live()
  store i1 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.add: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_add(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.and: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_and(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.and.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.cmpswap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_cmpswap(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, <4 x i32> %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap.i32(i32 %arg0, i32 %arg1, <4 x i32> %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.cond.sub.u32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_cond_sub_u32(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.cond.sub.u32.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.dec: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_dec(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.dec.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.fadd: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_fadd(ptr addrspace(1) %out, float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.fmax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_fmax(ptr addrspace(1) %out, float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.raw.buffer.atomic.fmax.f32(float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.fmin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_fmin(ptr addrspace(1) %out, float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.raw.buffer.atomic.fmin.f32(float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.inc: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_inc(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.inc.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.or: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_or(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.or.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.smax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_smax(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.smax.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.smin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_smin(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.smin.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.sub: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_sub(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.sub.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.swap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_swap(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.swap.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.umax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_umax(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.umax.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.umin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_umin(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.umin.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.buffer.atomic.xor: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_buffer_atomic_xor(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.buffer.atomic.xor.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.add: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_add(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.and: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_and(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.and.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_cmpswap(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, ptr addrspace(8) %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap.i32(i32 %arg0, i32 %arg1, ptr addrspace(8) %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_cond_sub_u32(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.dec: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_dec(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.dec.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.fadd: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_fadd(ptr addrspace(1) %out, float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.fmax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_fmax(ptr addrspace(1) %out, float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fmax.f32(float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.fmin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_fmin(ptr addrspace(1) %out, float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fmin.f32(float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.inc: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_inc(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.inc.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.or: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_or(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.or.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.smax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_smax(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smax.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.smin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_smin(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smin.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.sub: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_sub(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.sub.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.swap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_swap(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.umax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_umax(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umax.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.umin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_umin(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umin.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.raw.ptr.buffer.atomic.xor: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_raw_ptr_buffer_atomic_xor(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.xor.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x128.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x128_bf8_bf8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.bf8.bf8(<4 x i32> %arg0, <8 x i32> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x128.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x128_bf8_fp8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.bf8.fp8(<4 x i32> %arg0, <8 x i32> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x128.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x128_fp8_bf8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.fp8.bf8(<4 x i32> %arg0, <8 x i32> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x128.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x128_fp8_fp8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.fp8.fp8(<4 x i32> %arg0, <8 x i32> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x32.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x32_bf16(ptr addrspace(1) %out, <4 x i16> %arg0, <8 x i16> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.bf16(<4 x i16> %arg0, <8 x i16> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x32.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x32_f16(ptr addrspace(1) %out, <4 x half> %arg0, <8 x half> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.f16(<4 x half> %arg0, <8 x half> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x64.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x64_bf16(ptr addrspace(1) %out, <8 x bfloat> %arg0, <16 x bfloat> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf16(<8 x bfloat> %arg0, <16 x bfloat> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x64_bf8_bf8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8(<2 x i32> %arg0, <4 x i32> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x64_bf8_fp8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8(<2 x i32> %arg0, <4 x i32> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x64.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x64_f16(ptr addrspace(1) %out, <8 x half> %arg0, <16 x half> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.f16(<8 x half> %arg0, <16 x half> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x64_fp8_bf8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8(<2 x i32> %arg0, <4 x i32> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_16x16x64_fp8_fp8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <4 x float> %arg2, i32 %arg3) {
entry:
  %res = call <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8(<2 x i32> %arg0, <4 x i32> %arg1, <4 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x16.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x16_bf16(ptr addrspace(1) %out, <4 x i16> %arg0, <8 x i16> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x16.bf16(<4 x i16> %arg0, <8 x i16> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x16.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x16_f16(ptr addrspace(1) %out, <4 x half> %arg0, <8 x half> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x16.f16(<4 x half> %arg0, <8 x half> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x32.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x32_bf16(ptr addrspace(1) %out, <8 x bfloat> %arg0, <16 x bfloat> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf16(<8 x bfloat> %arg0, <16 x bfloat> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x32_bf8_bf8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8(<2 x i32> %arg0, <4 x i32> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x32_bf8_fp8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8(<2 x i32> %arg0, <4 x i32> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x32.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x32_f16(ptr addrspace(1) %out, <8 x half> %arg0, <16 x half> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.f16(<8 x half> %arg0, <16 x half> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x32_fp8_bf8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8(<2 x i32> %arg0, <4 x i32> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x32_fp8_fp8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8(<2 x i32> %arg0, <4 x i32> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x64.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x64_bf8_bf8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.bf8.bf8(<4 x i32> %arg0, <8 x i32> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x64.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x64_bf8_fp8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.bf8.fp8(<4 x i32> %arg0, <8 x i32> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x64.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x64_fp8_bf8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.fp8.bf8(<4 x i32> %arg0, <8 x i32> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.f32.32x32x64.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_f32_32x32x64_fp8_fp8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <16 x float> %arg2, i32 %arg3) {
entry:
  %res = call <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.fp8.fp8(<4 x i32> %arg0, <8 x i32> %arg1, <16 x float> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x float> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.i32.16x16x128.i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_i32_16x16x128_i8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <4 x i32> %arg2, i32 %arg3) {
entry:
  %res = call <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x128.i8(<4 x i32> %arg0, <8 x i32> %arg1, <4 x i32> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.i32.16x16x64.i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_i32_16x16x64_i8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <4 x i32> %arg2, i32 %arg3) {
entry:
  %res = call <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x64.i8(<2 x i32> %arg0, <4 x i32> %arg1, <4 x i32> %arg2, i32 %arg3, i32 0, i32 0)
  store <4 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.i32.32x32x32.i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_i32_32x32x32_i8(ptr addrspace(1) %out, <2 x i32> %arg0, <4 x i32> %arg1, <16 x i32> %arg2, i32 %arg3) {
entry:
  %res = call <16 x i32> @llvm.amdgcn.smfmac.i32.32x32x32.i8(<2 x i32> %arg0, <4 x i32> %arg1, <16 x i32> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.smfmac.i32.32x32x64.i8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_smfmac_i32_32x32x64_i8(ptr addrspace(1) %out, <4 x i32> %arg0, <8 x i32> %arg1, <16 x i32> %arg2, i32 %arg3) {
entry:
  %res = call <16 x i32> @llvm.amdgcn.smfmac.i32.32x32x64.i8(<4 x i32> %arg0, <8 x i32> %arg1, <16 x i32> %arg2, i32 %arg3, i32 0, i32 0)
  store <16 x i32> %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.add: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_add(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.add.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.and: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_and(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.and.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.cmpswap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_cmpswap(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, <4 x i32> %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i32(i32 %arg0, i32 %arg1, <4 x i32> %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.cond.sub.u32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_cond_sub_u32(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.cond.sub.u32.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.dec: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_dec(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.dec.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.fadd: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_fadd(ptr addrspace(1) %out, float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.struct.buffer.atomic.fadd.f32(float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.fmax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_fmax(ptr addrspace(1) %out, float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.struct.buffer.atomic.fmax.f32(float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.fmin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_fmin(ptr addrspace(1) %out, float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.struct.buffer.atomic.fmin.f32(float %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.inc: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_inc(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.inc.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.or: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_or(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.or.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.smax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_smax(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.smax.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.smin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_smin(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.smin.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.sub: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_sub(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.sub.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.swap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_swap(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.swap.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.umax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_umax(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.umax.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.umin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_umin(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.umin.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.buffer.atomic.xor: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_buffer_atomic_xor(ptr addrspace(1) %out, i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.buffer.atomic.xor.i32(i32 %arg0, <4 x i32> %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.add: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_add(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.add.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.and: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_and(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.and.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_cmpswap(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, ptr addrspace(8) %arg2, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap.i32(i32 %arg0, i32 %arg1, ptr addrspace(8) %arg2, i32 %arg3, i32 %arg4, i32 %arg5, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.cond.sub.u32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_cond_sub_u32(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cond.sub.u32.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.dec: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_dec(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.dec.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.fadd: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_fadd(ptr addrspace(1) %out, float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.struct.ptr.buffer.atomic.fadd.f32(float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.fmax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_fmax(ptr addrspace(1) %out, float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.struct.ptr.buffer.atomic.fmax.f32(float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.fmin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_fmin(ptr addrspace(1) %out, float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call float @llvm.amdgcn.struct.ptr.buffer.atomic.fmin.f32(float %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.inc: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_inc(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.inc.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.or: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_or(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.or.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.smax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_smax(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.smax.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.smin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_smin(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.smin.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.sub: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_sub(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.sub.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.swap: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_swap(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.swap.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.umax: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_umax(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.umax.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.umin: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_umin(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.umin.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.struct.ptr.buffer.atomic.xor: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_struct_ptr_buffer_atomic_xor(ptr addrspace(1) %out, i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.xor.i32(i32 %arg0, ptr addrspace(8) %arg1, i32 %arg2, i32 %arg3, i32 %arg4, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.bf16.16x16x32.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_bf16_16x16x32_bf16(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.swmmac.bf16.16x16x32.bf16.i32.i32.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 %arg3)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.bf16.16x16x64.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_bf16_16x16x64_bf16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.swmmac.bf16.16x16x64.bf16.f32.f32.f32.i32(i1 false, float %arg1, i1 false, float %arg3, float %arg4, i32 %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.bf16f32.16x16x64.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_bf16f32_16x16x64_bf16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.swmmac.bf16f32.16x16x64.bf16.f32.f32.f32.i32(i1 false, float %arg1, i1 false, float %arg3, float %arg4, i32 %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f16.16x16x128.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f16_16x16x128_bf8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f16.16x16x128.bf8.bf8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f16.16x16x128.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f16_16x16x128_bf8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f16.16x16x128.bf8.fp8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f16.16x16x128.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f16_16x16x128_fp8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f16.16x16x128.fp8.bf8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f16.16x16x128.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f16_16x16x128_fp8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f16.16x16x128.fp8.fp8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f16.16x16x32.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f16_16x16x32_f16(ptr addrspace(1) %out, float %arg0, float %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f16.16x16x32.f16.f32.f32.f32.i32(float %arg0, float %arg1, float %arg2, i32 %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f16.16x16x64.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f16_16x16x64_f16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f16.16x16x64.f16.f32.f32.f32.i32(i1 false, float %arg1, i1 false, float %arg3, float %arg4, i32 %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x128.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x128_bf8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x128.bf8.bf8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x128.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x128_bf8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x128.bf8.fp8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x128.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x128_fp8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x128.fp8.bf8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x128.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x128_fp8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x128.fp8.fp8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x32.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x32_bf16(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x32.bf16.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x32.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x32_bf8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x32.bf8.bf8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x32.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x32_bf8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x32.bf8.fp8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x32.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x32_f16(ptr addrspace(1) %out, float %arg0, float %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x32.f16.f32.f32.f32.i32(float %arg0, float %arg1, float %arg2, i32 %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x32.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x32_fp8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x32.fp8.bf8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x32.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x32_fp8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2, i32 %arg3) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x32.fp8.fp8.f32.i32.i32.i32(i32 %arg0, i32 %arg1, float %arg2, i32 %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x64.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x64_bf16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x64.bf16.f32.f32.f32.i32(i1 false, float %arg1, i1 false, float %arg3, float %arg4, i32 %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.f32.16x16x64.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_f32_16x16x64_f16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg4, i32 %arg5) {
entry:
  %res = call float @llvm.amdgcn.swmmac.f32.16x16x64.f16.f32.f32.f32.i32(i1 false, float %arg1, i1 false, float %arg3, float %arg4, i32 %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.i32.16x16x128.iu8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_i32_16x16x128_iu8(ptr addrspace(1) %out, i32 %arg1, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.swmmac.i32.16x16x128.iu8.i32.i32.i32.i32(i1 false, i32 %arg1, i1 false, i32 %arg3, i32 %arg4, i32 %arg5, i1 false, i1 false, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.i32.16x16x32.iu4: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_i32_16x16x32_iu4(ptr addrspace(1) %out, i32 %arg1, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.swmmac.i32.16x16x32.iu4.i32.i32.i32.i32(i1 false, i32 %arg1, i1 false, i32 %arg3, i32 %arg4, i32 %arg5, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.i32.16x16x32.iu8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_i32_16x16x32_iu8(ptr addrspace(1) %out, i32 %arg1, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.swmmac.i32.16x16x32.iu8.i32.i32.i32.i32(i1 false, i32 %arg1, i1 false, i32 %arg3, i32 %arg4, i32 %arg5, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.swmmac.i32.16x16x64.iu4: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_swmmac_i32_16x16x64_iu4(ptr addrspace(1) %out, i32 %arg1, i32 %arg3, i32 %arg4, i32 %arg5) {
entry:
  %res = call i32 @llvm.amdgcn.swmmac.i32.16x16x64.iu4.i32.i32.i32.i32(i1 false, i32 %arg1, i1 false, i32 %arg3, i32 %arg4, i32 %arg5, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.update.dpp: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_update_dpp(ptr addrspace(1) %out, i32 %arg0, i32 %arg1) {
entry:
  %res = call i32 @llvm.amdgcn.update.dpp.i32(i32 %arg0, i32 %arg1, i32 0, i32 0, i32 0, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.bf16.16x16x16.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_bf16_16x16x16_bf16(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.wmma.bf16.16x16x16.bf16.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.bf16.16x16x16.bf16.tied: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_bf16_16x16x16_bf16_tied(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.wmma.bf16.16x16x16.bf16.tied.i32.i32(i32 %arg0, i32 %arg1, i32 %arg2, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.bf16.16x16x32.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_bf16_16x16x32_bf16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg5) {
entry:
  %res = call float @llvm.amdgcn.wmma.bf16.16x16x32.bf16.f32.f32(i1 false, float %arg1, i1 false, float %arg3, i16 0, float %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.bf16f32.16x16x32.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_bf16f32_16x16x32_bf16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg5) {
entry:
  %res = call float @llvm.amdgcn.wmma.bf16f32.16x16x32.bf16.f32.f32.f32(i1 false, float %arg1, i1 false, float %arg3, i16 0, float %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x128.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x128_bf8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x128.bf8.bf8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x128.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x128_bf8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x128.bf8.fp8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x128.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x128_fp8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x128.fp8.bf8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x128.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x128_fp8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x128.fp8.fp8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x16.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x16_f16(ptr addrspace(1) %out, float %arg0, float %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x16.f16.f32.f32(float %arg0, float %arg1, float %arg2, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x16.f16.tied: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x16_f16_tied(ptr addrspace(1) %out, float %arg0, float %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x16.f16.tied.f32.f32(float %arg0, float %arg1, float %arg2, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x32.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x32_f16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg5) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x32.f16.f32.f32(i1 false, float %arg1, i1 false, float %arg3, i16 0, float %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x64.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x64_bf8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x64.bf8.bf8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x64.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x64_bf8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x64.bf8.fp8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x64.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x64_fp8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x64.fp8.bf8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f16.16x16x64.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f16_16x16x64_fp8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f16.16x16x64.fp8.fp8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x128.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x128_bf8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x128.bf8.bf8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x128.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x128_bf8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x128.bf8.fp8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x128.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x128_fp8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x128.fp8.bf8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x128.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x128_fp8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x128.fp8.fp8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x16.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x16_bf16(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x16.bf16.f32.i32(i32 %arg0, i32 %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x16_bf8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8.f32.i32(i32 %arg0, i32 %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x16_bf8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8.f32.i32(i32 %arg0, i32 %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x16.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x16_f16(ptr addrspace(1) %out, float %arg0, float %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x16.f16.f32.f32(float %arg0, float %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x16_fp8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8.f32.i32(i32 %arg0, i32 %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x16_fp8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8.f32.i32(i32 %arg0, i32 %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x32.bf16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x32_bf16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg5) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x32.bf16.f32.f32(i1 false, float %arg1, i1 false, float %arg3, i16 0, float %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x32.f16: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x32_f16(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg5) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x32.f16.f32.f32(i1 false, float %arg1, i1 false, float %arg3, i16 0, float %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x4.f32: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x4_f32(ptr addrspace(1) %out, float %arg1, float %arg3, float %arg5) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x4.f32.f32.f32(i1 false, float %arg1, i1 false, float %arg3, i16 0, float %arg5, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x64.bf8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x64_bf8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x64.bf8.bf8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x64.bf8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x64_bf8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x64.bf8.fp8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x64.fp8.bf8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x64_fp8_bf8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x64.fp8.bf8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_16x16x64_fp8_fp8(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8.f32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.f32.32x16x128.f4: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_f32_32x16x128_f4(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3) {
entry:
  %res = call float @llvm.amdgcn.wmma.f32.32x16x128.f4.f32.i32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.i32.16x16x16.iu4: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_i32_16x16x16_iu4(ptr addrspace(1) %out, i32 %arg1, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.wmma.i32.16x16x16.iu4.i32.i32(i1 false, i32 %arg1, i1 false, i32 %arg3, i32 %arg4, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.i32.16x16x16.iu8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_i32_16x16x16_iu8(ptr addrspace(1) %out, i32 %arg1, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.wmma.i32.16x16x16.iu8.i32.i32(i1 false, i32 %arg1, i1 false, i32 %arg3, i32 %arg4, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.i32.16x16x32.iu4: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_i32_16x16x32_iu4(ptr addrspace(1) %out, i32 %arg1, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.wmma.i32.16x16x32.iu4.i32.i32(i1 false, i32 %arg1, i1 false, i32 %arg3, i32 %arg4, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.i32.16x16x64.iu8: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_i32_16x16x64_iu8(ptr addrspace(1) %out, i32 %arg1, i32 %arg3, i32 %arg4) {
entry:
  %res = call i32 @llvm.amdgcn.wmma.i32.16x16x64.iu8.i32.i32(i1 false, i32 %arg1, i1 false, i32 %arg3, i32 %arg4, i1 false, i1 false, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.scale.f32.32x16x128.f4: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_scale_f32_32x16x128_f4(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3, i32 %arg6, i32 %arg9) {
entry:
  %res = call float @llvm.amdgcn.wmma.scale.f32.32x16x128.f4.f32.i32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i32 0, i32 0, i32 %arg6, i32 0, i32 0, i32 %arg9, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.wmma.scale16.f32.32x16x128.f4: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_wmma_scale16_f32_32x16x128_f4(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, float %arg3, i64 %arg6, i64 %arg9) {
entry:
  %res = call float @llvm.amdgcn.wmma.scale16.f32.32x16x128.f4.f32.i32.i32(i32 %arg0, i32 %arg1, i16 0, float %arg3, i32 0, i32 0, i64 %arg6, i32 0, i32 0, i64 %arg9, i1 false, i1 false)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.workitem.id.x: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_workitem_id_x(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.workitem.id.y: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_workitem_id_y(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.workitem.id.y()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.workitem.id.z: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_workitem_id_z(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.workitem.id.z()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.writelane: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_writelane(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.writelane.i32(i32 %arg0, i32 %arg1, i32 %arg2)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.r600.read.tidig.x: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_r600_read_tidig_x(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.r600.read.tidig.x()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.r600.read.tidig.y: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_r600_read_tidig_y(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.r600.read.tidig.y()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.r600.read.tidig.z: uniform operands, divergent result (a source of divergence)
define amdgpu_kernel void @source_r600_read_tidig_z(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.r600.read.tidig.z()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

declare <16 x float> @llvm.amdgcn.mfma.f32.16x16x1f32(float, float, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.16x16x2bf16(<2 x i16>, <2 x i16>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.16x16x4bf16.1k(<4 x i16>, <4 x i16>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.16x16x4f16(<4 x half>, <4 x half>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat>, <8 x bfloat>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8(i64, i64, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8(i64, i64, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half>, <8 x half>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8(i64, i64, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8(i64, i64, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x4.xf32(<2 x float>, <2 x float>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x4bf16(<2 x i16>, <2 x i16>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16>, <4 x i16>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x16.bf16(<4 x i16>, <8 x i16>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x16.f16(<4 x half>, <8 x half>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf16(<8 x bfloat>, <16 x bfloat>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8(<2 x i32>, <4 x i32>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8(<2 x i32>, <4 x i32>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.f16(<8 x half>, <16 x half>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8(<2 x i32>, <4 x i32>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8(<2 x i32>, <4 x i32>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.bf8.bf8(<4 x i32>, <8 x i32>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.bf8.fp8(<4 x i32>, <8 x i32>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.fp8.bf8(<4 x i32>, <8 x i32>, <16 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.smfmac.f32.32x32x64.fp8.fp8(<4 x i32>, <8 x i32>, <16 x float>, i32, i32, i32)
declare <16 x i32> @llvm.amdgcn.mfma.i32.16x16x4i8(i32, i32, <16 x i32>, i32, i32, i32)
declare <16 x i32> @llvm.amdgcn.mfma.i32.32x32x16.i8(i64, i64, <16 x i32>, i32, i32, i32)
declare <16 x i32> @llvm.amdgcn.mfma.i32.32x32x32.i8(<4 x i32>, <4 x i32>, <16 x i32>, i32, i32, i32)
declare <16 x i32> @llvm.amdgcn.mfma.i32.32x32x8i8(i32, i32, <16 x i32>, i32, i32, i32)
declare <16 x i32> @llvm.amdgcn.smfmac.i32.32x32x32.i8(<2 x i32>, <4 x i32>, <16 x i32>, i32, i32, i32)
declare <16 x i32> @llvm.amdgcn.smfmac.i32.32x32x64.i8(<4 x i32>, <8 x i32>, <16 x i32>, i32, i32, i32)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32, i32, i32)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x2bf16(<2 x i16>, <2 x i16>, <32 x float>, i32, i32, i32)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x4bf16.1k(<4 x i16>, <4 x i16>, <32 x float>, i32, i32, i32)
declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x4f16(<4 x half>, <4 x half>, <32 x float>, i32, i32, i32)
declare <32 x i32> @llvm.amdgcn.mfma.i32.32x32x4i8(i32, i32, <32 x i32>, i32, i32, i32)
declare <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double, double, <4 x double>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat>, <8 x bfloat>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8(i64, i64, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8(i64, i64, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half>, <8 x half>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8(i64, i64, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(i64, i64, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x8.xf32(<2 x float>, <2 x float>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x8bf16(<2 x i16>, <2 x i16>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x2bf16(<2 x i16>, <2 x i16>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x4bf16.1k(<4 x i16>, <4 x i16>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.bf8.bf8(<4 x i32>, <8 x i32>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.bf8.fp8(<4 x i32>, <8 x i32>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.fp8.bf8(<4 x i32>, <8 x i32>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x128.fp8.fp8(<4 x i32>, <8 x i32>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.bf16(<4 x i16>, <8 x i16>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x32.f16(<4 x half>, <8 x half>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf16(<8 x bfloat>, <16 x bfloat>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8(<2 x i32>, <4 x i32>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8(<2 x i32>, <4 x i32>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.f16(<8 x half>, <16 x half>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8(<2 x i32>, <4 x i32>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8(<2 x i32>, <4 x i32>, <4 x float>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32, i32, <4 x i32>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64, i64, <4 x i32>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.mfma.i32.16x16x64.i8(<4 x i32>, <4 x i32>, <4 x i32>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.mfma.i32.4x4x4i8(i32, i32, <4 x i32>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x128.i8(<4 x i32>, <8 x i32>, <4 x i32>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.smfmac.i32.16x16x64.i8(<2 x i32>, <4 x i32>, <4 x i32>, i32, i32, i32)
declare double @llvm.amdgcn.mfma.f64.4x4x4f64(double, double, double, i32, i32, i32)
declare float @llvm.amdgcn.flat.atomic.fmax.num.f32.p1.f32(ptr addrspace(1), float)
declare float @llvm.amdgcn.flat.atomic.fmin.num.f32.p1.f32(ptr addrspace(1), float)
declare float @llvm.amdgcn.global.atomic.fmax.num.f32.p1.f32(ptr addrspace(1), float)
declare float @llvm.amdgcn.global.atomic.fmin.num.f32.p1.f32(ptr addrspace(1), float)
declare float @llvm.amdgcn.image.atomic.add.flt.1d.f32.i32.i32(float, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.add.flt.1darray.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.add.flt.2d.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.add.flt.2darray.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.add.flt.2darraymsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.add.flt.2dmsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.add.flt.3d.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.add.flt.cube.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmax.1d.f32.i32.i32(float, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmax.1darray.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmax.2d.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmax.2darray.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmax.2darraymsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmax.2dmsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmax.3d.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmax.cube.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmin.1d.f32.i32.i32(float, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmin.1darray.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmin.2d.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmin.2darray.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmin.2darraymsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmin.2dmsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmin.3d.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.fmin.cube.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.max.flt.1d.f32.i32.i32(float, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.max.flt.1darray.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.max.flt.2d.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.max.flt.2darray.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.max.flt.2darraymsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.max.flt.2dmsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.max.flt.3d.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.max.flt.cube.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.min.flt.1d.f32.i32.i32(float, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.min.flt.1darray.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.min.flt.2d.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.min.flt.2darray.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.min.flt.2darraymsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.min.flt.2dmsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.min.flt.3d.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.min.flt.cube.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.bf16.1d.f32.i32.i32(float, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.bf16.1darray.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.bf16.2d.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.bf16.2darray.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.bf16.2darraymsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.bf16.2dmsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.bf16.3d.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.bf16.cube.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.f16.1d.f32.i32.i32(float, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.f16.1darray.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.f16.2d.f32.i32.i32(float, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.f16.2darray.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.f16.2darraymsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.f16.2dmsaa.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.f16.3d.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.image.atomic.pk.add.f16.cube.f32.i32.i32(float, i32, i32, i32, i32, i32, i32)
declare float @llvm.amdgcn.interp.mov(i32, i32, i32, i32)
declare float @llvm.amdgcn.interp.p1(float, i32, i32, i32)
declare float @llvm.amdgcn.interp.p1.f16(float, i32, i32, i1, i32)
declare float @llvm.amdgcn.interp.p2(float, float, i32, i32, i32)
declare float @llvm.amdgcn.lds.param.load(i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float, <4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.atomic.fmax.f32(float, <4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.atomic.fmin.f32(float, <4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fmax.f32(float, ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fmin.f32(float, ptr addrspace(8), i32, i32, i32)
declare float @llvm.amdgcn.struct.buffer.atomic.fadd.f32(float, <4 x i32>, i32, i32, i32, i32)
declare float @llvm.amdgcn.struct.buffer.atomic.fmax.f32(float, <4 x i32>, i32, i32, i32, i32)
declare float @llvm.amdgcn.struct.buffer.atomic.fmin.f32(float, <4 x i32>, i32, i32, i32, i32)
declare float @llvm.amdgcn.struct.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), i32, i32, i32, i32)
declare float @llvm.amdgcn.struct.ptr.buffer.atomic.fmax.f32(float, ptr addrspace(8), i32, i32, i32, i32)
declare float @llvm.amdgcn.struct.ptr.buffer.atomic.fmin.f32(float, ptr addrspace(8), i32, i32, i32, i32)
declare float @llvm.amdgcn.swmmac.bf16.16x16x64.bf16.f32.f32.f32.i32(i1, float, i1, float, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.bf16f32.16x16x64.bf16.f32.f32.f32.i32(i1, float, i1, float, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f16.16x16x128.bf8.bf8.f32.i32.i32.i32(i32, i32, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f16.16x16x128.bf8.fp8.f32.i32.i32.i32(i32, i32, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f16.16x16x128.fp8.bf8.f32.i32.i32.i32(i32, i32, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f16.16x16x128.fp8.fp8.f32.i32.i32.i32(i32, i32, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f16.16x16x32.f16.f32.f32.f32.i32(float, float, float, i32)
declare float @llvm.amdgcn.swmmac.f16.16x16x64.f16.f32.f32.f32.i32(i1, float, i1, float, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f32.16x16x128.bf8.bf8.f32.i32.i32.i32(i32, i32, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f32.16x16x128.bf8.fp8.f32.i32.i32.i32(i32, i32, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f32.16x16x128.fp8.bf8.f32.i32.i32.i32(i32, i32, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f32.16x16x128.fp8.fp8.f32.i32.i32.i32(i32, i32, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f32.16x16x32.bf16.f32.i32.i32.i32(i32, i32, float, i32)
declare float @llvm.amdgcn.swmmac.f32.16x16x32.bf8.bf8.f32.i32.i32.i32(i32, i32, float, i32)
declare float @llvm.amdgcn.swmmac.f32.16x16x32.bf8.fp8.f32.i32.i32.i32(i32, i32, float, i32)
declare float @llvm.amdgcn.swmmac.f32.16x16x32.f16.f32.f32.f32.i32(float, float, float, i32)
declare float @llvm.amdgcn.swmmac.f32.16x16x32.fp8.bf8.f32.i32.i32.i32(i32, i32, float, i32)
declare float @llvm.amdgcn.swmmac.f32.16x16x32.fp8.fp8.f32.i32.i32.i32(i32, i32, float, i32)
declare float @llvm.amdgcn.swmmac.f32.16x16x64.bf16.f32.f32.f32.i32(i1, float, i1, float, float, i32, i1, i1)
declare float @llvm.amdgcn.swmmac.f32.16x16x64.f16.f32.f32.f32.i32(i1, float, i1, float, float, i32, i1, i1)
declare float @llvm.amdgcn.wmma.bf16.16x16x32.bf16.f32.f32(i1, float, i1, float, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.bf16f32.16x16x32.bf16.f32.f32.f32(i1, float, i1, float, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x128.bf8.bf8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x128.bf8.fp8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x128.fp8.bf8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x128.fp8.fp8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x16.f16.f32.f32(float, float, float, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x16.f16.tied.f32.f32(float, float, float, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x32.f16.f32.f32(i1, float, i1, float, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x64.bf8.bf8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x64.bf8.fp8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x64.fp8.bf8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f16.16x16x64.fp8.fp8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x128.bf8.bf8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x128.bf8.fp8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x128.fp8.bf8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x128.fp8.fp8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x16.bf16.f32.i32(i32, i32, float)
declare float @llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8.f32.i32(i32, i32, float)
declare float @llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8.f32.i32(i32, i32, float)
declare float @llvm.amdgcn.wmma.f32.16x16x16.f16.f32.f32(float, float, float)
declare float @llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8.f32.i32(i32, i32, float)
declare float @llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8.f32.i32(i32, i32, float)
declare float @llvm.amdgcn.wmma.f32.16x16x32.bf16.f32.f32(i1, float, i1, float, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x32.f16.f32.f32(i1, float, i1, float, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x4.f32.f32.f32(i1, float, i1, float, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x64.bf8.bf8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x64.bf8.fp8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x64.fp8.bf8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.16x16x64.fp8.fp8.f32.i32(i32, i32, i16, float, i1, i1)
declare float @llvm.amdgcn.wmma.f32.32x16x128.f4.f32.i32.i32(i32, i32, i16, float)
declare float @llvm.amdgcn.wmma.scale.f32.32x16x128.f4.f32.i32.i32(i32, i32, i16, float, i32, i32, i32, i32, i32, i32, i1, i1)
declare float @llvm.amdgcn.wmma.scale16.f32.32x16x128.f4.f32.i32.i32(i32, i32, i16, float, i32, i32, i64, i32, i32, i64, i1, i1)
declare half @llvm.amdgcn.interp.p2.f16(float, float, i32, i32, i1, i32)
declare i1 @llvm.amdgcn.init.whole.wave()
declare i1 @llvm.amdgcn.inverse.ballot.i32(i32)
declare i1 @llvm.amdgcn.live.mask()
declare i1 @llvm.amdgcn.loop.i32(i32)
declare i1 @llvm.amdgcn.ps.live()
declare i32 @llvm.amdgcn.dead.i32()
declare i32 @llvm.amdgcn.ds.load.tr16.b128.i32(ptr addrspace(3))
declare i32 @llvm.amdgcn.ds.load.tr4.b64.i32(ptr addrspace(3))
declare i32 @llvm.amdgcn.ds.load.tr6.b96.i32(ptr addrspace(3))
declare i32 @llvm.amdgcn.ds.load.tr8.b64.i32(ptr addrspace(3))
declare i32 @llvm.amdgcn.ds.read.tr16.b64.i32(ptr addrspace(3))
declare i32 @llvm.amdgcn.ds.read.tr4.b64.i32(ptr addrspace(3))
declare i32 @llvm.amdgcn.ds.read.tr6.b96.i32(ptr addrspace(3))
declare i32 @llvm.amdgcn.ds.read.tr8.b64.i32(ptr addrspace(3))
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
declare i32 @llvm.amdgcn.global.load.tr.b128.i32(ptr addrspace(1))
declare i32 @llvm.amdgcn.global.load.tr.b64.i32(ptr addrspace(1))
declare i32 @llvm.amdgcn.global.load.tr4.b64.i32(ptr addrspace(1))
declare i32 @llvm.amdgcn.global.load.tr6.b96.i32(ptr addrspace(1))
declare i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.and.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.and.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.and.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.and.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.and.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.and.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.and.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.and.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.1d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.dec.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.dec.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.dec.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.dec.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.dec.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.dec.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.dec.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.dec.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.inc.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.inc.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.inc.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.inc.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.inc.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.inc.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.inc.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.inc.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.or.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.or.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.or.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.or.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.or.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.or.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.or.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.or.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smax.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smax.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smax.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smax.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smax.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smax.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smax.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smax.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smin.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smin.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smin.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smin.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smin.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smin.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smin.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.smin.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.sub.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.sub.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.sub.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.sub.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.sub.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.sub.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.sub.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.sub.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.swap.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.swap.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.swap.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.swap.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.swap.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.swap.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.swap.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.swap.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umin.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umin.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umin.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umin.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umin.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umin.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umin.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umin.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.xor.1d.i32.i32.i32(i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.xor.1darray.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.xor.2d.i32.i32.i32(i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.xor.2darray.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.xor.2darraymsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.xor.2dmsaa.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.xor.3d.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.xor.cube.i32.i32.i32(i32, i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.lds.direct.load.i32(i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.mov.dpp8.i32(i32, i32)
declare i32 @llvm.amdgcn.permlane.bcast(i32, i32, i32)
declare i32 @llvm.amdgcn.permlane.down(i32, i32, i32)
declare i32 @llvm.amdgcn.permlane.idx.gen(i32, i32)
declare i32 @llvm.amdgcn.permlane.up(i32, i32, i32)
declare i32 @llvm.amdgcn.permlane.xor(i32, i32, i32)
declare i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.permlane16.var(i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.permlanex16.var(i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.and.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.cmpswap.i32(i32, i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.cond.sub.u32.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.dec.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.inc.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.or.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.smax.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.smin.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.sub.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.swap.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.umax.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.umin.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.xor.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.add.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.and.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap.i32(i32, i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.dec.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.inc.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.or.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smax.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.smin.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.sub.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umax.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.umin.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.xor.i32(i32, ptr addrspace(8), i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.add.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.and.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i32(i32, i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.cond.sub.u32.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.dec.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.inc.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.or.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.smax.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.smin.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.sub.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.swap.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.umax.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.umin.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.xor.i32(i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.add.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.and.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap.i32(i32, i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cond.sub.u32.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.dec.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.inc.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.or.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.smax.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.smin.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.sub.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.swap.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.umax.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.umin.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.xor.i32(i32, ptr addrspace(8), i32, i32, i32, i32)
declare i32 @llvm.amdgcn.swmmac.bf16.16x16x32.bf16.i32.i32.i32.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.swmmac.i32.16x16x128.iu8.i32.i32.i32.i32(i1, i32, i1, i32, i32, i32, i1, i1, i1)
declare i32 @llvm.amdgcn.swmmac.i32.16x16x32.iu4.i32.i32.i32.i32(i1, i32, i1, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.swmmac.i32.16x16x32.iu8.i32.i32.i32.i32(i1, i32, i1, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.swmmac.i32.16x16x64.iu4.i32.i32.i32.i32(i1, i32, i1, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.wmma.bf16.16x16x16.bf16.i32.i32(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.wmma.bf16.16x16x16.bf16.tied.i32.i32(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.wmma.i32.16x16x16.iu4.i32.i32(i1, i32, i1, i32, i32, i1)
declare i32 @llvm.amdgcn.wmma.i32.16x16x16.iu8.i32.i32(i1, i32, i1, i32, i32, i1)
declare i32 @llvm.amdgcn.wmma.i32.16x16x32.iu4.i32.i32(i1, i32, i1, i32, i32, i1)
declare i32 @llvm.amdgcn.wmma.i32.16x16x64.iu8.i32.i32(i1, i32, i1, i32, i32, i1, i1, i1)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare i32 @llvm.r600.read.tidig.x()
declare i32 @llvm.r600.read.tidig.y()
declare i32 @llvm.r600.read.tidig.z()
declare i64 @llvm.amdgcn.global.atomic.ordered.add.b64(ptr addrspace(1), i64)
declare { i1, i32 } @llvm.amdgcn.else.i32.i32(i32)
declare { i1, i32 } @llvm.amdgcn.if.i32(i1)
declare { i32, i32 } @llvm.amdgcn.permlane16.swap(i32, i32, i1, i1)
declare { i32, i32 } @llvm.amdgcn.permlane32.swap(i32, i32, i1, i1)
