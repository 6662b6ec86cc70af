; sm_90 shared::cluster intrinsics written with LLVM <= 20's `addrspace(3)` pointers, which
; opt-22 re-types to `addrspace(7)` with inserted `addrspacecast`s, the same names written
; with LLVM 22's signatures (left alone), and `abs` of constants, which opt-22 folds away.
; `print<uniformity>` must print what opt-22 does. Hand-written; see core/src/ir/upgrade.rs.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@bar_g = addrspace(3) global i64 0
@buf = addrspace(3) global [64 x i32] zeroinitializer

define ptx_kernel void @cluster(ptr addrspace(3) %dst, ptr addrspace(1) %src, i32 %size) {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %rank = tail call i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
  %r = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %dst, i32 %rank)
  %0 = tail call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %r, i32 %tid) #1
  store i32 1, ptr addrspace(3) %0, align 4
  %c = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) @buf, i32 1)
  call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) @buf, ptr addrspace(3) @bar_g, ptr addrspace(1) %src, i32 %size, i16 0, i64 0, i1 false, i1 false)
  tail call void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3) %c, ptr addrspace(3) @bar_g, ptr addrspace(1) %src, i32 %size, i16 0, i64 0, i1 0, i1 0) #1
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) null, ptr addrspace(3) @bar_g, ptr addrspace(3) %0, i32 %size)
  %1 = add i32 %tid, 1
  %more = icmp ult i32 %1, %size
  br i1 %more, label %again, label %done

again:
  call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) %r, ptr addrspace(3) @bar_g, ptr addrspace(3) poison, i32 %1)
  br label %done

done:
  ret void
}

define ptx_kernel void @tensor(ptr addrspace(3) %d, ptr addrspace(7) %d7, ptr addrspace(3) %bar, ptr %tmap, i32 %d0, i32 %d1) {
  %x = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d7, ptr addrspace(3) %bar, ptr %tmap, i32 %d0, i16 0, i64 0, i1 0, i1 0)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %d0, i32 %x, i16 0, i64 0, i1 0, i1 0, i32 1)
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3) %d, ptr addrspace(3) %bar, ptr %tmap, i32 %d0, i32 %d1, i32 %x, i16 0, i16 0, i64 0, i1 0, i1 0)
  ret void
}

define ptx_kernel void @folded(ptr addrspace(1) %out, i32 %n) {
entry:
  %a = call i32 @llvm.nvvm.abs.i(i32 -5)
  %0 = tail call i64 @llvm.nvvm.abs.ll(i64 -7)
  %1 = call i32 @llvm.nvvm.abs.i(i32 -2147483648)
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = call i32 @llvm.nvvm.abs.i(i32 %tid)
  %t = trunc i64 %0 to i32
  %u = call i32 @llvm.nvvm.abs.i(i32 undef)
  call i32 @llvm.nvvm.abs.i(i32 3)
  %c = icmp slt i32 %2, %n
  br i1 %c, label %loop, label %exit

loop:
  %i = phi i32 [ %a, %entry ], [ %next, %loop ]
  %next = add i32 %i, %t
  %4 = add i32 %next, %1
  %more = icmp slt i32 %4, %u
  br i1 %more, label %loop, label %exit

exit:
  %v = phi i32 [ %a, %entry ], [ %next, %loop ]
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank()
declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(1), i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3), ptr addrspace(3), ptr addrspace(3), i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i16, i64, i1, i1)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1, i1)
declare i32 @llvm.nvvm.abs.i(i32)
declare i64 @llvm.nvvm.abs.ll(i64)

attributes #1 = { nounwind }
