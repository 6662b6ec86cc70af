; The sm_90 shared::cluster intrinsics written with LLVM 22's signatures (`addrspace(7)`,
; the `i32` cta_group flag): opt-22 upgrades nothing, so the calls keep their `tail`
; markers, attributes and names. Hand-written; see core/src/ir/upgrade.rs.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @current(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %d0) {
  %x = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = tail call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %d, i32 %x) #1
  %1 = tail call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %bar, i32 %d0) #1
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) %m, ptr addrspace(3) %bar, ptr addrspace(3) %d, i32 %d0)
  tail call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %1, ptr addrspace(3) %bar, ptr %tmap, i32 %x, i16 0, i64 0, i1 false, i1 false, i32 2) #1
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1, i1, i32)

attributes #1 = { nounwind }
