; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; Ordinary AMDGPU intrinsics (neither sources of divergence nor always uniform), each called
; from a kernel whose operands are all uniform (the result is uniform) and, when it has
; operands, once more with operands derived from workitem.id.x (the result is divergent).
; Their verdict is their operands'.

; llvm.amdgcn.add.max.i32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_add_max_i32(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.add.max.i32(i32 %arg0, i32 %arg1, i32 %arg2, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.add.max.i32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_add_max_i32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i32 @llvm.amdgcn.add.max.i32(i32 %lane, i32 %lane, i32 %lane, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.add.max.u32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_add_max_u32(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.add.max.u32(i32 %arg0, i32 %arg1, i32 %arg2, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.add.max.u32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_add_max_u32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i32 @llvm.amdgcn.add.max.u32(i32 %lane, i32 %lane, i32 %lane, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.add.min.i32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_add_min_i32(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.add.min.i32(i32 %arg0, i32 %arg1, i32 %arg2, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.add.min.i32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_add_min_i32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i32 @llvm.amdgcn.add.min.i32(i32 %lane, i32 %lane, i32 %lane, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.add.min.u32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_add_min_u32(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.add.min.u32(i32 %arg0, i32 %arg1, i32 %arg2, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.add.min.u32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_add_min_u32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i32 @llvm.amdgcn.add.min.u32(i32 %lane, i32 %lane, i32 %lane, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.alignbyte: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_alignbyte(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.alignbyte(i32 %arg0, i32 %arg1, i32 %arg2)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.alignbyte: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_alignbyte(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i32 @llvm.amdgcn.alignbyte(i32 %lane, i32 %lane, i32 %lane)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ashr.pk.i8.i32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_ashr_pk_i8_i32(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i16 @llvm.amdgcn.ashr.pk.i8.i32(i32 %arg0, i32 %arg1, i32 %arg2)
  store i16 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ashr.pk.i8.i32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_ashr_pk_i8_i32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i16 @llvm.amdgcn.ashr.pk.i8.i32(i32 %lane, i32 %lane, i32 %lane)
  store i16 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ashr.pk.u8.i32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_ashr_pk_u8_i32(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i16 @llvm.amdgcn.ashr.pk.u8.i32(i32 %arg0, i32 %arg1, i32 %arg2)
  store i16 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.ashr.pk.u8.i32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_ashr_pk_u8_i32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i16 @llvm.amdgcn.ashr.pk.u8.i32(i32 %lane, i32 %lane, i32 %lane)
  store i16 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.bitop3: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_bitop3(ptr addrspace(1) %out, i32 %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.bitop3.i32(i32 %arg0, i32 %arg1, i32 %arg2, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.bitop3: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_bitop3(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i32 @llvm.amdgcn.bitop3.i32(i32 %lane, i32 %lane, i32 %lane, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.class: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_class(ptr addrspace(1) %out, float %arg0, i32 %arg1) {
entry:
  %res = call i1 @llvm.amdgcn.class.f32(float %arg0, i32 %arg1)
  store i1 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.class: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_class(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %res = call i1 @llvm.amdgcn.class.f32(float %lane.0, i32 %lane)
  store i1 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.id.x: neither a source nor always uniform, and without operands: uniform
define amdgpu_kernel void @operands_uniform_cluster_id_x(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.id.x()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.id.y: neither a source nor always uniform, and without operands: uniform
define amdgpu_kernel void @operands_uniform_cluster_id_y(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.id.y()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.id.z: neither a source nor always uniform, and without operands: uniform
define amdgpu_kernel void @operands_uniform_cluster_id_z(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.id.z()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cos: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cos(ptr addrspace(1) %out, float %arg0) {
entry:
  %res = call float @llvm.amdgcn.cos.f32(float %arg0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cos: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cos(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %res = call float @llvm.amdgcn.cos.f32(float %lane.0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cubeid: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cubeid(ptr addrspace(1) %out, float %arg0, float %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.cubeid(float %arg0, float %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cubeid: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cubeid(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %lane.1 = uitofp i32 %lane to float
  %lane.2 = uitofp i32 %lane to float
  %res = call float @llvm.amdgcn.cubeid(float %lane.0, float %lane.1, float %lane.2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cubema: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cubema(ptr addrspace(1) %out, float %arg0, float %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.cubema(float %arg0, float %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cubema: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cubema(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %lane.1 = uitofp i32 %lane to float
  %lane.2 = uitofp i32 %lane to float
  %res = call float @llvm.amdgcn.cubema(float %lane.0, float %lane.1, float %lane.2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cubesc: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cubesc(ptr addrspace(1) %out, float %arg0, float %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.cubesc(float %arg0, float %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cubesc: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cubesc(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %lane.1 = uitofp i32 %lane to float
  %lane.2 = uitofp i32 %lane to float
  %res = call float @llvm.amdgcn.cubesc(float %lane.0, float %lane.1, float %lane.2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cubetc: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cubetc(ptr addrspace(1) %out, float %arg0, float %arg1, float %arg2) {
entry:
  %res = call float @llvm.amdgcn.cubetc(float %arg0, float %arg1, float %arg2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cubetc: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cubetc(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %lane.1 = uitofp i32 %lane to float
  %lane.2 = uitofp i32 %lane to float
  %res = call float @llvm.amdgcn.cubetc(float %lane.0, float %lane.1, float %lane.2)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f16.bf8: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_f16_bf8(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call half @llvm.amdgcn.cvt.f16.bf8(i32 %arg0, i32 0)
  store half %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f16.bf8: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_f16_bf8(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call half @llvm.amdgcn.cvt.f16.bf8(i32 %lane, i32 0)
  store half %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f16.fp8: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_f16_fp8(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call half @llvm.amdgcn.cvt.f16.fp8(i32 %arg0, i32 0)
  store half %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f16.fp8: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_f16_fp8(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call half @llvm.amdgcn.cvt.f16.fp8(i32 %lane, i32 0)
  store half %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f32.bf8: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_f32_bf8(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call float @llvm.amdgcn.cvt.f32.bf8(i32 %arg0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f32.bf8: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_f32_bf8(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call float @llvm.amdgcn.cvt.f32.bf8(i32 %lane, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f32.fp8: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_f32_fp8(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call float @llvm.amdgcn.cvt.f32.fp8(i32 %arg0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f32.fp8: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_f32_fp8(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call float @llvm.amdgcn.cvt.f32.fp8(i32 %lane, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f32.fp8.e5m3: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_f32_fp8_e5m3(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call float @llvm.amdgcn.cvt.f32.fp8.e5m3(i32 %arg0, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.f32.fp8.e5m3: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_f32_fp8_e5m3(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call float @llvm.amdgcn.cvt.f32.fp8.e5m3(i32 %lane, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.off.f32.i4: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_off_f32_i4(ptr addrspace(1) %out, i32 %arg0) {
entry:
  %res = call float @llvm.amdgcn.cvt.off.f32.i4(i32 %arg0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.off.f32.i4: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_off_f32_i4(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call float @llvm.amdgcn.cvt.off.f32.i4(i32 %lane)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.pk.bf8.f32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_pk_bf8_f32(ptr addrspace(1) %out, float %arg0, float %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.pk.bf8.f32(float %arg0, float %arg1, i32 %arg2, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.pk.bf8.f32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_pk_bf8_f32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %lane.1 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.pk.bf8.f32(float %lane.0, float %lane.1, i32 %lane, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.pk.fp8.f32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_pk_fp8_f32(ptr addrspace(1) %out, float %arg0, float %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.pk.fp8.f32(float %arg0, float %arg1, i32 %arg2, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.pk.fp8.f32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_pk_fp8_f32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %lane.1 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.pk.fp8.f32(float %lane.0, float %lane.1, i32 %lane, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.pk.fp8.f32.e5m3: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_pk_fp8_f32_e5m3(ptr addrspace(1) %out, float %arg0, float %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.pk.fp8.f32.e5m3(float %arg0, float %arg1, i32 %arg2, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.pk.fp8.f32.e5m3: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_pk_fp8_f32_e5m3(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %lane.1 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.pk.fp8.f32.e5m3(float %lane.0, float %lane.1, i32 %lane, i1 false)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.pk.u8.f32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_pk_u8_f32(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %arg0, i32 %arg1, i32 %arg2)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.pk.u8.f32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_pk_u8_f32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %lane.0, i32 %lane, i32 %lane)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.f32.bf8: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_scalef32_f32_bf8(ptr addrspace(1) %out, i32 %arg0, float %arg1) {
entry:
  %res = call float @llvm.amdgcn.cvt.scalef32.f32.bf8(i32 %arg0, float %arg1, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.f32.bf8: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_scalef32_f32_bf8(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.1 = uitofp i32 %lane to float
  %res = call float @llvm.amdgcn.cvt.scalef32.f32.bf8(i32 %lane, float %lane.1, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.f32.fp8: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_scalef32_f32_fp8(ptr addrspace(1) %out, i32 %arg0, float %arg1) {
entry:
  %res = call float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32 %arg0, float %arg1, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.f32.fp8: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_scalef32_f32_fp8(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.1 = uitofp i32 %lane to float
  %res = call float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32 %lane, float %lane.1, i32 0)
  store float %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.pk.fp4.f32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_scalef32_pk_fp4_f32(ptr addrspace(1) %out, i32 %arg0, float %arg1, float %arg2, float %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f32(i32 %arg0, float %arg1, float %arg2, float %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.pk.fp4.f32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_scalef32_pk_fp4_f32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.1 = uitofp i32 %lane to float
  %lane.2 = uitofp i32 %lane to float
  %lane.3 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f32(i32 %lane, float %lane.1, float %lane.2, float %lane.3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.sr.bf8.f16: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_scalef32_sr_bf8_f16(ptr addrspace(1) %out, i32 %arg0, half %arg1, i32 %arg2, float %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f16(i32 %arg0, half %arg1, i32 %arg2, float %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.sr.bf8.f16: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_scalef32_sr_bf8_f16(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.1 = uitofp i32 %lane to half
  %lane.3 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f16(i32 %lane, half %lane.1, i32 %lane, float %lane.3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.sr.bf8.f32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_scalef32_sr_bf8_f32(ptr addrspace(1) %out, i32 %arg0, float %arg1, i32 %arg2, float %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f32(i32 %arg0, float %arg1, i32 %arg2, float %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.sr.bf8.f32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_scalef32_sr_bf8_f32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.1 = uitofp i32 %lane to float
  %lane.3 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f32(i32 %lane, float %lane.1, i32 %lane, float %lane.3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.sr.fp8.f16: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_scalef32_sr_fp8_f16(ptr addrspace(1) %out, i32 %arg0, half %arg1, i32 %arg2, float %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f16(i32 %arg0, half %arg1, i32 %arg2, float %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.sr.fp8.f16: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_scalef32_sr_fp8_f16(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.1 = uitofp i32 %lane to half
  %lane.3 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f16(i32 %lane, half %lane.1, i32 %lane, float %lane.3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.sr.fp8.f32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_scalef32_sr_fp8_f32(ptr addrspace(1) %out, i32 %arg0, float %arg1, i32 %arg2, float %arg3) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f32(i32 %arg0, float %arg1, i32 %arg2, float %arg3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.scalef32.sr.fp8.f32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_scalef32_sr_fp8_f32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.1 = uitofp i32 %lane to float
  %lane.3 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f32(i32 %lane, float %lane.1, i32 %lane, float %lane.3, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.bf8.f16: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_sr_bf8_f16(ptr addrspace(1) %out, half %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.sr.bf8.f16(half %arg0, i32 %arg1, i32 %arg2, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.bf8.f16: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_sr_bf8_f16(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to half
  %res = call i32 @llvm.amdgcn.cvt.sr.bf8.f16(half %lane.0, i32 %lane, i32 %lane, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.bf8.f32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_sr_bf8_f32(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.sr.bf8.f32(float %arg0, i32 %arg1, i32 %arg2, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.bf8.f32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_sr_bf8_f32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.sr.bf8.f32(float %lane.0, i32 %lane, i32 %lane, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.fp8.f16: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_sr_fp8_f16(ptr addrspace(1) %out, half %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.sr.fp8.f16(half %arg0, i32 %arg1, i32 %arg2, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.fp8.f16: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_sr_fp8_f16(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to half
  %res = call i32 @llvm.amdgcn.cvt.sr.fp8.f16(half %lane.0, i32 %lane, i32 %lane, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.fp8.f32: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_sr_fp8_f32(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.sr.fp8.f32(float %arg0, i32 %arg1, i32 %arg2, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.fp8.f32: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_sr_fp8_f32(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.sr.fp8.f32(float %lane.0, i32 %lane, i32 %lane, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.fp8.f32.e5m3: neither a source nor always uniform; uniform operands give a uniform result
define amdgpu_kernel void @operands_uniform_cvt_sr_fp8_f32_e5m3(ptr addrspace(1) %out, float %arg0, i32 %arg1, i32 %arg2) {
entry:
  %res = call i32 @llvm.amdgcn.cvt.sr.fp8.f32.e5m3(float %arg0, i32 %arg1, i32 %arg2, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cvt.sr.fp8.f32.e5m3: the same intrinsic with operands derived from the lane id is divergent
define amdgpu_kernel void @operands_divergent_cvt_sr_fp8_f32_e5m3(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.cvt.sr.fp8.f32.e5m3(float %lane.0, i32 %lane, i32 %lane, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.dispatch.id: neither a source nor always uniform, and without operands: uniform
define amdgpu_kernel void @operands_uniform_dispatch_id(ptr addrspace(1) %out) {
entry:
  %res = call i64 @llvm.amdgcn.dispatch.id()
  store i64 %res, ptr addrspace(1) %out
  ret void
}

declare float @llvm.amdgcn.cos.f32(float)
declare float @llvm.amdgcn.cubeid(float, float, float)
declare float @llvm.amdgcn.cubema(float, float, float)
declare float @llvm.amdgcn.cubesc(float, float, float)
declare float @llvm.amdgcn.cubetc(float, float, float)
declare float @llvm.amdgcn.cvt.f32.bf8(i32, i32)
declare float @llvm.amdgcn.cvt.f32.fp8(i32, i32)
declare float @llvm.amdgcn.cvt.f32.fp8.e5m3(i32, i32)
declare float @llvm.amdgcn.cvt.off.f32.i4(i32)
declare float @llvm.amdgcn.cvt.scalef32.f32.bf8(i32, float, i32)
declare float @llvm.amdgcn.cvt.scalef32.f32.fp8(i32, float, i32)
declare half @llvm.amdgcn.cvt.f16.bf8(i32, i32)
declare half @llvm.amdgcn.cvt.f16.fp8(i32, i32)
declare i1 @llvm.amdgcn.class.f32(float, i32)
declare i16 @llvm.amdgcn.ashr.pk.i8.i32(i32, i32, i32)
declare i16 @llvm.amdgcn.ashr.pk.u8.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.add.max.i32(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.add.max.u32(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.add.min.i32(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.add.min.u32(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.alignbyte(i32, i32, i32)
declare i32 @llvm.amdgcn.bitop3.i32(i32, i32, i32, i32)
declare i32 @llvm.amdgcn.cluster.id.x()
declare i32 @llvm.amdgcn.cluster.id.y()
declare i32 @llvm.amdgcn.cluster.id.z()
declare i32 @llvm.amdgcn.cvt.pk.bf8.f32(float, float, i32, i1)
declare i32 @llvm.amdgcn.cvt.pk.fp8.f32(float, float, i32, i1)
declare i32 @llvm.amdgcn.cvt.pk.fp8.f32.e5m3(float, float, i32, i1)
declare i32 @llvm.amdgcn.cvt.pk.u8.f32(float, i32, i32)
declare i32 @llvm.amdgcn.cvt.scalef32.pk.fp4.f32(i32, float, float, float, i32)
declare i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f16(i32, half, i32, float, i32)
declare i32 @llvm.amdgcn.cvt.scalef32.sr.bf8.f32(i32, float, i32, float, i32)
declare i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f16(i32, half, i32, float, i32)
declare i32 @llvm.amdgcn.cvt.scalef32.sr.fp8.f32(i32, float, i32, float, i32)
declare i32 @llvm.amdgcn.cvt.sr.bf8.f16(half, i32, i32, i32)
declare i32 @llvm.amdgcn.cvt.sr.bf8.f32(float, i32, i32, i32)
declare i32 @llvm.amdgcn.cvt.sr.fp8.f16(half, i32, i32, i32)
declare i32 @llvm.amdgcn.cvt.sr.fp8.f32(float, i32, i32, i32)
declare i32 @llvm.amdgcn.cvt.sr.fp8.f32.e5m3(float, i32, i32, i32)
declare i64 @llvm.amdgcn.dispatch.id()
declare i32 @llvm.amdgcn.workitem.id.x()
