; Old AMDGPU atomic intrinsics that opt-22 turns into `atomicrmw … syncscope("agent")`: off
; LDS with new `!amdgpu.no.fine.grained.memory` / `!amdgpu.ignore.denormal.mode` (`!{}`)
; and, on flat pointers, `!noalias.addrspace` (`!{i32 5, i32 6}`) nodes, numbered where
; they are first attached (here the `!{}` first); `ds.fadd.v2bf16` with bitcasts; a
; malformed call deleted. Hand-written; see core/src/ir/upgrade.rs.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @atomics(ptr addrspace(1) %g, ptr %fl, ptr addrspace(3) %lds, float %v, double %d, <2 x i16> %h) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %a = call float @llvm.amdgcn.global.atomic.fadd.f32.p1.f32(ptr addrspace(1) %g, float %v)
  %b = tail call float @llvm.amdgcn.flat.atomic.fadd.f32.p0.f32(ptr %fl, float %a)
  %c = call float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3) %lds, float %b, i32 2, i32 0, i1 false)
  %0 = call float @llvm.amdgcn.global.atomic.fmax.f32.p1.f32(ptr addrspace(1) %g, float %c)
  %1 = call double @llvm.amdgcn.global.atomic.fadd.f64.p1.f64(ptr addrspace(1) %g, double %d)
  %e = call float @llvm.amdgcn.flat.atomic.fmin.f32.p0.f32(ptr %fl, float %0)
  %i = call i32 @llvm.amdgcn.atomic.inc.i32.p0(ptr %fl, i32 %id, i32 4, i32 0, i1 true)
  %j = call i64 @llvm.amdgcn.atomic.dec.i64.p1(ptr addrspace(1) %g, i64 1, i32 %id, i32 0, i1 false)
  %bf = call <2 x i16> @llvm.amdgcn.ds.fadd.v2bf16(ptr addrspace(3) %lds, <2 x i16> %h)
  %bad = call float @llvm.amdgcn.ds.fadd.f32broken(ptr addrspace(3) %lds, double %d, i32 0, i32 0, i1 false)
  %cmp = icmp eq i32 %i, 0
  br i1 %cmp, label %then, label %done

then:
  %2 = call <2 x i16> @llvm.amdgcn.ds.fadd.v2bf16(ptr addrspace(3) %lds, <2 x i16> %bf, i32 5, i32 0, i1 true)
  store <2 x i16> %2, ptr addrspace(3) %lds, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.global.atomic.fadd.f32.p1.f32(ptr addrspace(1), float)
declare double @llvm.amdgcn.global.atomic.fadd.f64.p1.f64(ptr addrspace(1), double)
declare float @llvm.amdgcn.flat.atomic.fadd.f32.p0.f32(ptr, float)
declare float @llvm.amdgcn.flat.atomic.fmin.f32.p0.f32(ptr, float)
declare float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3), float, i32, i32, i1)
declare float @llvm.amdgcn.global.atomic.fmax.f32.p1.f32(ptr addrspace(1), float)
declare i32 @llvm.amdgcn.atomic.inc.i32.p0(ptr, i32, i32, i32, i1)
declare i64 @llvm.amdgcn.atomic.dec.i64.p1(ptr addrspace(1), i64, i32, i32, i1)
declare <2 x i16> @llvm.amdgcn.ds.fadd.v2bf16(ptr addrspace(3), <2 x i16>)
declare float @llvm.amdgcn.ds.fadd.f32broken(ptr addrspace(3), double, i32, i32, i1)
