; The masked memory intrinsics as LLVM ≤ 21 wrote them, with an `i32` alignment operand that
; LLVM 22 turned into an `align N` attribute on the pointer (or pointer vector) operand,
; written for Reconverge: `tail` and attachments stay, fast-math flags, the call-site group
; and the pointer's other attributes go; next to them, LLVM 22's own form (a `v2f32`
; overload), which stays. Also the name of `gather`/`scatter`, mangled on the value vector
; and the pointer vector (`.v4f32.v4p1`). No target triple: tests/upgrade_differential.rs
; runs it as amdgcn-amd-amdhsa against opt-22.

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @load_store_by_lane(ptr addrspace(1) %buf, <4 x float> %pass) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x() #1
  %lane = insertelement <4 x i32> poison, i32 %tid, i64 0
  %splat = shufflevector <4 x i32> %lane, <4 x i32> poison, <4 x i32> zeroinitializer
  %mask = icmp ult <4 x i32> %splat, <i32 1, i32 2, i32 3, i32 4>
  %v = tail call fast <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) nonnull %buf, i32 16, <4 x i1> %mask, <4 x float> %pass) #1, !annotation !0
  %w = fadd <4 x float> %v, %pass
  call void @llvm.masked.store.v4f32.p1(<4 x float> %w, ptr addrspace(1) align 4 %buf, i32 8, <4 x i1> %mask)
  ret void
}

define void @gather_scatter(<4 x ptr addrspace(1)> %ptrs, <4 x i1> %mask, <2 x ptr addrspace(1)> %two, <2 x i1> %m2) {
entry:
  %g = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> %ptrs, i32 4, <4 x i1> %mask, <4 x float> zeroinitializer)
  call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %g, <4 x ptr addrspace(1)> %ptrs, i32 1, <4 x i1> %mask)
  %h = call <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)> align 8 %two, <2 x i1> %m2, <2 x float> poison)
  call void @llvm.masked.scatter.v2f32.v2p1(<2 x float> %h, <2 x ptr addrspace(1)> align 8 %two, <2 x i1> %m2)
  ret void
}

declare <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1), i32 immarg, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p1(<4 x float>, ptr addrspace(1), i32 immarg, <4 x i1>)
declare <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)>, i32 immarg, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p1(<4 x float>, <4 x ptr addrspace(1)>, i32 immarg, <4 x i1>)
declare <2 x float> @llvm.masked.gather.v2f32.v2p1(<2 x ptr addrspace(1)>, <2 x i1>, <2 x float>)
declare void @llvm.masked.scatter.v2f32.v2p1(<2 x float>, <2 x ptr addrspace(1)>, <2 x i1>)

attributes #1 = { nounwind }

!0 = !{!"kept"}
