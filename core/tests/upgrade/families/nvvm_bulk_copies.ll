; The sm_90 bulk-copy families with the signatures LLVM 20 and older used, written for
; Reconverge: `cp.async.bulk.global.to.shared.cluster` and `shared.cta.to.cluster` with
; `addrspace(3)` cluster pointers, the tensor copies `g2s.tile.{1..5}d` and
; `g2s.im2col.{3..5}d` without the cta_group flag, `mapa.shared.cluster`; next to them the
; calls LLVM 22 keeps as they are (`shared.cta.to.global`, `prefetch.L2`). opt-22 re-types and
; re-signs the old ones while reading (addrspacecasts, an extra `i32 0`). No target triple:
; tests/upgrade_differential.rs runs it as nvptx64-nvidia-cuda against opt-22.

define ptx_kernel void @stage_tiles(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr addrspace(1) %src, ptr %map, i32 %bytes, i16 %mask, i64 %hint) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lead = icmp eq i32 %tid, 0
  br i1 %lead, label %issue, label %wait

issue:
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr addrspace(1) %src, i32 %bytes, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr addrspace(1) %src, i32 %bytes, i16 %mask, i64 %hint, i1 true, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %map, i32 %tid, i16 %mask, i64 %hint, i1 true, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %map, i32 0, i32 1, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %map, i32 0, i32 1, i32 2, i16 %mask, i64 0, i1 true, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %map, i32 0, i32 1, i32 2, i32 3, i16 0, i64 %hint, i1 false, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %map, i32 0, i32 1, i32 2, i32 3, i32 4, i16 %mask, i64 %hint, i1 true, i1 true)
  br label %wait

wait:
  call void @llvm.nvvm.barrier0()
  ret void
}

define ptx_kernel void @stage_im2col(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %map, i16 %off, i16 %mask, i64 %hint) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = trunc i32 %tid to i16
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %map, i32 0, i32 1, i32 2, i16 %off, i16 %mask, i64 %hint, i1 true, i1 true)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %map, i32 0, i32 1, i32 2, i32 3, i16 %off, i16 %c, i16 0, i64 0, i1 false, i1 false)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(3) %tile, ptr addrspace(3) %bar, ptr %map, i32 0, i32 1, i32 2, i32 3, i32 4, i16 %off, i16 %off, i16 %c, i16 %mask, i64 %hint, i1 true, i1 false)
  ret void
}

define ptx_kernel void @between_ctas(ptr addrspace(3) %mine, ptr addrspace(3) %bar, ptr addrspace(1) %dst, i32 %bytes, i32 %rank, i64 %hint) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %peer = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %mine, i32 %rank)
  %peer_bar = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %bar, i32 %tid)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) %peer, ptr addrspace(3) %peer_bar, ptr addrspace(3) %mine, i32 %bytes)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %dst, ptr addrspace(3) %mine, i32 %bytes, i64 0, i1 false)
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) %dst, ptr addrspace(3) %mine, i32 %bytes, i64 %hint, i1 true)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %dst, i32 %bytes, i64 %hint, i1 true)
  call void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) %dst, i32 %bytes, i64 0, i1 false)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1), ptr addrspace(3), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1), i32, i64, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i16, i16, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i16, i16, i16, i64, i1, i1)
