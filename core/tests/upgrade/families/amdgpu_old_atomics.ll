; The old AMDGPU atomic intrinsics, written for Reconverge: `atomic.inc` / `atomic.dec` of i32
; and i64 on flat, global and LDS pointers with every ordering operand (0 = none, 1..8),
; scope and volatile flag, and with operands that are not constants (left as calls); the
; `ds.fadd` family (unsuffixed, f32, f64, v2f16, v2bf16) and `ds.fmin` / `ds.fmax`; calls whose
; declared types do not match the intrinsic (deleted by opt-22). opt-22 turns the rest into
; `atomicrmw uinc_wrap/udec_wrap/fadd/fmin/fmax` with `syncscope("agent")` and AMDGPU metadata.
; No target triple: tests/upgrade_differential.rs runs it as amdgcn-amd-amdhsa against opt-22.

define amdgpu_kernel void @inc_i32_flat(ptr %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.atomic.inc.i32.p0(ptr %p, i32 7, i32 0, i32 0, i1 false)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @inc_i32_global(ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1) %p, i32 7, i32 0, i32 0, i1 false)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @inc_i32_lds(ptr addrspace(3) %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.atomic.inc.i32.p3(ptr addrspace(3) %p, i32 7, i32 0, i32 0, i1 false)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @inc_i64_flat(ptr %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i64 @llvm.amdgcn.atomic.inc.i64.p0(ptr %p, i64 9, i32 0, i32 0, i1 false)
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %id
  store i64 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @inc_i64_global(ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i64 @llvm.amdgcn.atomic.inc.i64.p1(ptr addrspace(1) %p, i64 9, i32 0, i32 0, i1 false)
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %id
  store i64 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @inc_i64_lds(ptr addrspace(3) %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i64 @llvm.amdgcn.atomic.inc.i64.p3(ptr addrspace(3) %p, i64 9, i32 0, i32 0, i1 false)
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %id
  store i64 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @dec_i32_flat(ptr %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr %p, i32 7, i32 0, i32 0, i1 false)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @dec_i32_global(ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.atomic.dec.i32.p1(ptr addrspace(1) %p, i32 7, i32 0, i32 0, i1 false)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @dec_i32_lds(ptr addrspace(3) %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.atomic.dec.i32.p3(ptr addrspace(3) %p, i32 7, i32 0, i32 0, i1 false)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @dec_i64_flat(ptr %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i64 @llvm.amdgcn.atomic.dec.i64.p0(ptr %p, i64 9, i32 0, i32 0, i1 false)
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %id
  store i64 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @dec_i64_global(ptr addrspace(1) %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i64 @llvm.amdgcn.atomic.dec.i64.p1(ptr addrspace(1) %p, i64 9, i32 0, i32 0, i1 false)
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %id
  store i64 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @dec_i64_lds(ptr addrspace(3) %p, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i64 @llvm.amdgcn.atomic.dec.i64.p3(ptr addrspace(3) %p, i64 9, i32 0, i32 0, i1 false)
  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %id
  store i64 %r, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @orderings_and_scopes(ptr %f, ptr addrspace(1) %g, ptr addrspace(3) %l) {
entry:
  %a = call i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1) %g, i32 1, i32 1, i32 0, i1 false)
  %b = call i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1) %g, i32 2, i32 2, i32 0, i1 true)
  %c = call i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1) %g, i32 3, i32 4, i32 1, i1 false)
  %d = call i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr %f, i32 4, i32 5, i32 2, i1 true)
  %e = call i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr %f, i32 5, i32 6, i32 3, i1 false)
  %h = call i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr %f, i32 6, i32 7, i32 4, i1 true)
  %i = call i64 @llvm.amdgcn.atomic.inc.i64.p3(ptr addrspace(3) %l, i64 7, i32 -1, i32 0, i1 true)
  %j = call i64 @llvm.amdgcn.atomic.dec.i64.p3(ptr addrspace(3) %l, i64 8, i32 8, i32 0, i1 true)
  ret void
}

define amdgpu_kernel void @operands_not_constant(ptr %f, i32 %order, i32 %scope, i1 %vol) {
entry:
  %a = call i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr %f, i32 1, i32 %order, i32 0, i1 false)
  %b = call i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr %f, i32 2, i32 0, i32 %scope, i1 false)
  %c = call i32 @llvm.amdgcn.atomic.inc.i32.p0(ptr %f, i32 3, i32 0, i32 0, i1 %vol)
  ret void
}

define amdgpu_kernel void @lds_float_adds(ptr addrspace(3) %l, float %x, double %y, <2 x half> %h, <2 x i16> %bf, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %fid = uitofp i32 %id to float
  %a = call float @llvm.amdgcn.ds.fadd(ptr addrspace(3) %l, float %fid, i32 0, i32 0, i1 false)
  %b = call float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3) %l, float %a, i32 0, i32 0, i1 true)
  %c = call float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3) %l, float %x, i32 2, i32 1, i1 false)
  %d = call double @llvm.amdgcn.ds.fadd.f64(ptr addrspace(3) %l, double %y, i32 5, i32 0, i1 false)
  %e = call <2 x half> @llvm.amdgcn.ds.fadd.v2f16(ptr addrspace(3) %l, <2 x half> %h, i32 0, i32 0, i1 false)
  %f = call <2 x half> @llvm.amdgcn.ds.fadd.v2f16(ptr addrspace(3) %l, <2 x half> %e, i32 7, i32 2, i1 true)
  %g = call <2 x i16> @llvm.amdgcn.ds.fadd.v2bf16(ptr addrspace(3) %l, <2 x i16> %bf)
  %s = fadd float %b, %c
  %slot = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %s, ptr addrspace(1) %slot
  ret void
}

define amdgpu_kernel void @lds_min_max(ptr addrspace(3) %l, float %x, double %y) {
entry:
  %a = call float @llvm.amdgcn.ds.fmin(ptr addrspace(3) %l, float %x, i32 0, i32 0, i1 false)
  %b = call float @llvm.amdgcn.ds.fmin.f32(ptr addrspace(3) %l, float %a, i32 2, i32 0, i1 true)
  %c = call double @llvm.amdgcn.ds.fmin.f64(ptr addrspace(3) %l, double %y, i32 0, i32 0, i1 false)
  %d = call float @llvm.amdgcn.ds.fmax(ptr addrspace(3) %l, float %b, i32 4, i32 1, i1 false)
  ret void
}

define amdgpu_kernel void @lds_fadd_runtime_operands(ptr addrspace(3) %l, float %x, i32 %order, i1 %vol) {
entry:
  %a = call float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3) %l, float %x, i32 %order, i32 %order, i1 %vol)
  ret void
}

define amdgpu_kernel void @mistyped_declarations(ptr addrspace(3) %l, i32 %addr, float %x, double %y) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %id, ptr addrspace(3) %l
  %a = call float @llvm.amdgcn.ds.fadd.f32wrongptr(i32 %addr, float %x, i32 0, i32 0, i1 false)
  %b = call float @llvm.amdgcn.ds.fadd.f32wrongval(ptr addrspace(3) %l, double %y, i32 0, i32 0, i1 false)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.atomic.dec.i32.p0(ptr nocapture, i32, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.atomic.dec.i32.p1(ptr addrspace(1) nocapture, i32, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.atomic.dec.i32.p3(ptr addrspace(3) nocapture, i32, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.atomic.inc.i32.p0(ptr nocapture, i32, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1) nocapture, i32, i32 immarg, i32 immarg, i1 immarg)
declare i32 @llvm.amdgcn.atomic.inc.i32.p3(ptr addrspace(3) nocapture, i32, i32 immarg, i32 immarg, i1 immarg)
declare i64 @llvm.amdgcn.atomic.dec.i64.p0(ptr nocapture, i64, i32 immarg, i32 immarg, i1 immarg)
declare i64 @llvm.amdgcn.atomic.dec.i64.p1(ptr addrspace(1) nocapture, i64, i32 immarg, i32 immarg, i1 immarg)
declare i64 @llvm.amdgcn.atomic.dec.i64.p3(ptr addrspace(3) nocapture, i64, i32 immarg, i32 immarg, i1 immarg)
declare i64 @llvm.amdgcn.atomic.inc.i64.p0(ptr nocapture, i64, i32 immarg, i32 immarg, i1 immarg)
declare i64 @llvm.amdgcn.atomic.inc.i64.p1(ptr addrspace(1) nocapture, i64, i32 immarg, i32 immarg, i1 immarg)
declare i64 @llvm.amdgcn.atomic.inc.i64.p3(ptr addrspace(3) nocapture, i64, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.ds.fadd(ptr addrspace(3) nocapture, float, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3) nocapture, float, i32 immarg, i32 immarg, i1 immarg)
declare double @llvm.amdgcn.ds.fadd.f64(ptr addrspace(3) nocapture, double, i32 immarg, i32 immarg, i1 immarg)
declare <2 x half> @llvm.amdgcn.ds.fadd.v2f16(ptr addrspace(3) nocapture, <2 x half>, i32 immarg, i32 immarg, i1 immarg)
declare <2 x i16> @llvm.amdgcn.ds.fadd.v2bf16(ptr addrspace(3) nocapture, <2 x i16>)
declare float @llvm.amdgcn.ds.fmin(ptr addrspace(3) nocapture, float, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.ds.fmin.f32(ptr addrspace(3) nocapture, float, i32 immarg, i32 immarg, i1 immarg)
declare double @llvm.amdgcn.ds.fmin.f64(ptr addrspace(3) nocapture, double, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.ds.fmax(ptr addrspace(3) nocapture, float, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.ds.fadd.f32wrongptr(i32, float, i32 immarg, i32 immarg, i1 immarg)
declare float @llvm.amdgcn.ds.fadd.f32wrongval(ptr addrspace(3), double, i32 immarg, i32 immarg, i1 immarg)
