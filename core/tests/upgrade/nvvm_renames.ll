; Hand-written: LLVM 19 names that LLVM 22 renames one call to one call (abs.bf16*,
; ex2.approx.f16x2), h2f (renamed `%h2f`, made unique; the numbered results after it renumbered),
; names LLVM 22 keeps (ex2.approx.f16) or no longer knows (the mma f16/f32 mixes), and the old
; memcpy/memset alignment argument with parameter attributes.
target triple = "nvptx64-nvidia-cuda"

define void @renames(half %h, <2 x half> %hh, bfloat %b, <2 x bfloat> %bb, <2 x half> %a0, float %c0, i16 %s, ptr %p, ptr %q) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e1 = call half @llvm.nvvm.ex2.approx.f16(half %h)
  %e2 = tail call <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half> %hh)
  %b1 = call bfloat @llvm.nvvm.abs.bf16(bfloat %b)
  %0 = call <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat> %bb)
  %1 = call float @llvm.nvvm.h2f(i16 %s)
  %x = call float @llvm.nvvm.h2f(i16 %s)
  %2 = trunc i32 %tid to i16
  %3 = call float @llvm.nvvm.h2f(i16 %2)
  %4 = fadd float %1, %3
  %5 = call { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f32(<2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, float %c0, float %c0, float %c0, float %c0)
  %6 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f16(<2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0, <2 x half> %a0)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull %p, ptr readonly %q, i64 zeroext 16, i32 signext 8, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull %p, i8 0, i64 16, i32 16, i1 false)
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %then, label %exit

then:
  %7 = call float @llvm.nvvm.h2f(i16 %s)
  br label %exit

exit:
  %r = phi float [ %7, %then ], [ %4, %entry ]
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare half @llvm.nvvm.ex2.approx.f16(half)
declare <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half>)
declare bfloat @llvm.nvvm.abs.bf16(bfloat)
declare <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat>)
declare float @llvm.nvvm.h2f(i16)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare void @llvm.memcpy.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i32, i1)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i32, i1)
