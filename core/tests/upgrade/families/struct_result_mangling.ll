; Intrinsics with several results return a literal struct, and their overloaded result
; types are the struct's elements: opt-22 names `{ i32, i1 } @llvm.umul.with.overflow` by
; the `i32` (`.i32`), `{ float, i32 } @llvm.frexp` by both elements (`.f32.i32`), whatever
; suffix the declaration was written with (the unsuffixed and the wrongly suffixed names are
; re-mangled while reading). Written for Reconverge (SHOC's stencil2d for gfx90a calls
; `llvm.umul.with.overflow.i32`). No target triple: tests/upgrade_differential.rs runs it
; as amdgcn-amd-amdhsa against opt-22.

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @overflow_checks(ptr addrspace(1) %out, i32 %a, i64 %b) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %0 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %tid, i32 15)
  %1 = extractvalue { i32, i1 } %0, 1
  br i1 %1, label %wrapped, label %fine

wrapped:
  %2 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %b, i64 %b)
  %3 = extractvalue { i64, i1 } %2, 0
  %4 = trunc i64 %3 to i32
  br label %fine

fine:
  %5 = phi i32 [ %4, %wrapped ], [ %a, %entry ]
  %6 = call { i32, i1 } @llvm.uadd.with.overflow(i32 %5, i32 %a)
  %7 = extractvalue { i32, i1 } %6, 0
  store i32 %7, ptr addrspace(1) %out, align 4
  ret void
}

define void @two_overloaded_results(float %x, <2 x float> %v, ptr addrspace(1) %out) {
entry:
  %0 = call { float, i32 } @llvm.frexp.f32.i32(float %x)
  %1 = call { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float> %v)
  %2 = call { float, i1 } @llvm.amdgcn.div.scale.f32(float %x, float 2.0, i1 false)
  %3 = extractvalue { float, i32 } %0, 1
  store i32 %3, ptr addrspace(1) %out, align 4
  ret void
}

declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64)
declare { i32, i1 } @llvm.uadd.with.overflow(i32, i32)
declare { float, i32 } @llvm.frexp.f32.i32(float)
declare { <2 x float>, <2 x i32> } @llvm.frexp.v2f32.v2i32(<2 x float>)
declare { float, i1 } @llvm.amdgcn.div.scale.f32(float, float, i1)
