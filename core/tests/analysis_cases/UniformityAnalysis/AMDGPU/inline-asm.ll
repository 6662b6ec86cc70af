; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
; RUN: opt -mtriple=amdgcn-- -passes='print<uniformity>' -disable-output %s
;
; Inline assembly: what a register constraint says about each output. Scalar registers (`s`, a
; named `{sN}`) hold one value for the wave; vector (`v`, `{vN}`) and accumulation (`a`, `{aN}`)
; registers hold one per lane. With several outputs the whole result is divergent as soon as one
; is, and each extracted field keeps its register's verdict.

define amdgpu_kernel void @scalar_outputs(ptr addrspace(1) %out) {
entry:
  %any.s = call i32 asm sideeffect "s_mov_b32 $0, 7", "=s"()
  %named.s = call i32 asm "s_getreg_b32 s5, hwreg(HW_REG_MODE)", "={s5}"()
  %both = add i32 %any.s, %named.s
  store i32 %both, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @vector_outputs(ptr addrspace(1) %out) {
entry:
  %any.v = call i32 asm "v_mov_b32 $0, 7", "=v"()
  %named.v = call float asm "v_cvt_f32_u32 v3, 1", "={v3}"()
  %acc = call i32 asm "; writes $0", "=a"()
  %named.a = call i32 asm "; writes a1", "={a1}"()
  %x = add i32 %any.v, %acc
  store i32 %x, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @mixed_outputs(ptr addrspace(1) %out) {
entry:
  %two.s = call { i32, i32 } asm "; $0 $1", "=s,=s"()
  %two.s.0 = extractvalue { i32, i32 } %two.s, 0
  %two.s.1 = extractvalue { i32, i32 } %two.s, 1
  %sv = call { i32, i32 } asm "; $0 $1", "=s,=v"()
  %sv.s = extractvalue { i32, i32 } %sv, 0
  %sv.v = extractvalue { i32, i32 } %sv, 1
  %vs = call { i32, i64 } asm "; $0 $1", "=v,=s"()
  %vs.v = extractvalue { i32, i64 } %vs, 0
  %vs.s = extractvalue { i32, i64 } %vs, 1
  store i32 %sv.s, ptr addrspace(1) %out
  store i32 %vs.v, ptr addrspace(1) %out
  ret void
}

; Inputs do not matter to the verdict of a scalar output; assembly without outputs produces
; nothing to judge.
define amdgpu_kernel void @inputs_and_no_outputs(i32 %k, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %from.lane = call i32 asm "v_readfirstlane_b32 $0, $1", "=s,v"(i32 %lane)
  %from.k = call i32 asm "v_mov_b32 $0, $1", "=v,s"(i32 %k)
  call void asm sideeffect "s_nop 0", ""()
  call void asm sideeffect "; uses $0", "v"(i32 %lane)
  %sum = add i32 %from.lane, %k
  store i32 %sum, ptr addrspace(1) %out
  ret void
}

; The same outputs from an ordinary (non-kernel) function returning them.
define i64 @scalar_pair_returned() {
entry:
  %p = call i64 asm "s_mov_b64 $0, 0", "=s"()
  ret i64 %p
}

define i64 @vector_pair_returned() {
entry:
  %p = call i64 asm "v_mov_b32 $0, 0", "=v"()
  ret i64 %p
}

declare i32 @llvm.amdgcn.workitem.id.x()
