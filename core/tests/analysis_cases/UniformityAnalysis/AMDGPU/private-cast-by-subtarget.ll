; RUN: opt -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -passes='print<uniformity>' -disable-output %s
; RUN: opt -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -passes='print<uniformity>' -disable-output %s
;
; A stack slot turned into a flat pointer. On most subtargets the cast of a private address is
; uniform (every lane's slot has the same private offset); on gfx1250, where private memory is
; globally addressable, LLVM 22 makes the cast divergent. We model no subtarget, so the second
; run is expected to differ (CPU_DEPENDENT in core/tests/analysis_cases.rs).

define void @spill_slot_to_flat(i32 %v) {
entry:
  %slot = alloca i64, align 8, addrspace(5)
  %flat = addrspacecast ptr addrspace(5) %slot to ptr
  %flat.nn = call ptr @llvm.amdgcn.addrspacecast.nonnull.p0.p5(ptr addrspace(5) %slot)
  store i64 4, ptr %flat
  store i64 5, ptr %flat.nn
  ret void
}

declare ptr @llvm.amdgcn.addrspacecast.nonnull.p0.p5(ptr addrspace(5))
