; Auto-upgrades that insert instructions (issue 22 item 1): print<uniformity> must be
; byte-identical to opt-22's (tests/upgrade_differential.rs). Names collide on purpose (%ctlz).
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %u, i64 %w, ptr %gp, i64 %ctlz) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a1 = call i32 @llvm.nvvm.abs.i(i32 %t)
  %a2 = call i64 @llvm.nvvm.abs.ll(i64 %w)
  %m1 = call i64 @llvm.nvvm.min.ull(i64 %w, i64 %w)
  %c1 = call i32 @llvm.nvvm.clz.ll(i64 %w)
  %c2 = call i32 @llvm.nvvm.clz.ll(i64 %w)
  %p1 = call i32 @llvm.nvvm.popc.ll(i64 %w)
  %l = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %gp, i32 4)
  %o = call i32 @llvm.nvvm.barrier0.or(i32 %t)
  %rr = call i64 @llvm.nvvm.rotate.right.b64(i64 %w, i32 %u)
  %r32 = call i32 @llvm.nvvm.rotate.b32(i32 %u, i32 %t)
  %6 = add i32 %a1, %c1
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.abs.i(i32)
declare i64 @llvm.nvvm.abs.ll(i64)
declare i64 @llvm.nvvm.min.ull(i64, i64)
declare i32 @llvm.nvvm.clz.ll(i64)
declare i32 @llvm.nvvm.popc.ll(i64)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare i32 @llvm.nvvm.rotate.b32(i32, i32)

define ptx_kernel void @mm(i16 %a, i16 %b, i32 %c, ptr %d, ptr %s, i64 %n) {
  %r1 = call i16 @llvm.nvvm.max.s(i16 %a, i16 %b)
  %r2 = tail call i16 @llvm.nvvm.min.us(i16 %a, i16 %b)
  %r3 = call i32 @llvm.nvvm.min.ui(i32 %c, i32 %c)
  %5 = call i32 @llvm.nvvm.max.ui(i32 %c, i32 3)
  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 %n, i32 1, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i32 0, i1 true)
  tail call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i32 16, i1 false)
  ret void
}
declare i16 @llvm.nvvm.max.s(i16, i16)
declare i16 @llvm.nvvm.min.us(i16, i16)
declare i32 @llvm.nvvm.min.ui(i32, i32)
declare i32 @llvm.nvvm.max.ui(i32, i32)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i32, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)

define ptx_kernel void @numbered(i32 %0, i64 %1, ptr %2) {
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = call i32 @llvm.nvvm.barrier0.popc(i32 %4)
  %6 = call i32 @llvm.nvvm.clz.ll(i64 %1)
  %7 = add i32 %5, %6
  %8 = call i32 @llvm.nvvm.barrier0.and(i32 %0)
  %9 = call i64 @llvm.nvvm.rotate.b64(i64 %1, i32 %7)
  br label %neg

neg:
  %10 = call i32 @llvm.nvvm.abs.i(i32 %8)
  %11 = call float @llvm.nvvm.ldg.global.f.f32.p0(ptr %2, i32 4)
  ret void
}
declare i32 @llvm.nvvm.barrier0.popc(i32)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr, i32)
