; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; Where arguments come from. Kernel arguments are the same for every lane (byref ones too);
; the arguments of shaders, callable and ordinary functions are uniform only when passed
; `inreg` (in scalar registers). The result of a call to a function we cannot see is divergent,
; and so is a call with no result (it may have lane-dependent effects), unless the callee is
; marked `nodivergencesource`: LLVM 22 then treats the call like any other instruction whose
; operands are uniform, here even with a lane id among them (newer LLVM follows the arguments).

define amdgpu_kernel void @kernel_args(ptr addrspace(4) byref(i64) %blob, i32 %a, float %b, <2 x i32> %c, i32 inreg %d) {
entry:
  %x = add i32 %a, %d
  %y = fmul float %b, 2.0
  %z = extractelement <2 x i32> %c, i32 1
  %w = load i64, ptr addrspace(4) %blob
  ret void
}

define amdgpu_ps float @pixel_args(ptr addrspace(4) byref(<4 x i32>) %desc, i32 inreg %prim, float %x, <2 x float> %bary, i32 %face) {
entry:
  %d = load <4 x i32>, ptr addrspace(4) %desc
  %p = add i32 %prim, 1
  %q = fadd float %x, 1.0
  %r = extractelement <2 x float> %bary, i32 0
  %s = fadd float %q, %r
  ret float %s
}

define amdgpu_vs void @vertex_args(i32 inreg %base, i32 %vertex, float inreg %scale) {
entry:
  %idx = add i32 %base, %vertex
  %k = fmul float %scale, %scale
  ret void
}

define amdgpu_cs void @compute_shader_args(<3 x i32> inreg %groups, <3 x i32> %ids) {
entry:
  %gx = extractelement <3 x i32> %groups, i32 0
  %ix = extractelement <3 x i32> %ids, i32 0
  %flat = add i32 %gx, %ix
  ret void
}

define amdgpu_gfx i32 @callable_args(i32 inreg %s, i32 %v) {
entry:
  %t = add i32 %s, 1
  %u = add i32 %v, %t
  ret i32 %u
}

define i32 @plain_args(i32 %v, i32 inreg %s, ptr addrspace(1) inreg %p, ptr addrspace(1) %q) {
entry:
  %a = load i32, ptr addrspace(1) %p
  %b = load i32, ptr addrspace(1) %q
  %c = add i32 %a, %s
  %d = add i32 %b, %v
  ret i32 %c
}

define amdgpu_cs_chain void @chain_args(<3 x i32> inreg %sgprs, { i32, ptr addrspace(5) } %vgprs) {
entry:
  %s0 = extractelement <3 x i32> %sgprs, i32 0
  %v0 = extractvalue { i32, ptr addrspace(5) } %vgprs, 0
  ret void
}

define amdgpu_kernel void @calls(i32 %k, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %opaque = call i32 @something_external(i32 %k)
  %quiet = call i32 @no_divergence_inside(i32 %k)
  %quiet.lane = call i32 @no_divergence_inside(i32 %lane)
  %quiet.none = call i32 @no_divergence_nullary()
  call void @effects_only(i32 %k)
  %sum = add i32 %quiet, %quiet.none
  store i32 %sum, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @something_external(i32)
declare i32 @no_divergence_inside(i32) #0
declare i32 @no_divergence_nullary() #0
declare void @effects_only(i32)

attributes #0 = { nounwind nodivergencesource }
