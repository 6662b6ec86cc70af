; Old NVVM barriers, float and bit intrinsics, one family per function and each inside control
; flow of its own, written for Reconverge: `barrier0`, `bar.sync`, `barrier.n`, `barrier`,
; `barrier.sync`, `barrier.sync.cnt` (opt-22: `barrier.cta.sync.aligned.all/count`,
; `barrier.cta.sync.all/count`), `fabs.f/.ftz.f/.d`, `tanh.approx.f32`, `brev`, `clz`, `popc`,
; `rotate` (to funnel shifts) and `swap.lo.hi`. No target triple: tests/upgrade_differential.rs
; runs it as nvptx64-nvidia-cuda against opt-22.

define ptx_kernel void @barrier_in_uniform_loop(ptr addrspace(1) %buf, i32 %rounds) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %slot = getelementptr i32, ptr addrspace(1) %buf, i32 %tid
  store i32 %i, ptr addrspace(1) %slot, align 4
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.bar.sync(i32 1)
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %rounds
  br i1 %more, label %loop, label %out

out:
  ret void
}

define ptx_kernel void @named_barriers(i32 %count) {
entry:
  call void @llvm.nvvm.barrier.n(i32 2)
  call void @llvm.nvvm.barrier(i32 3, i32 %count)
  ret void
}

define ptx_kernel void @warp_sync_barriers_on_one_side(i32 %count) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = icmp ult i32 %tid, 32
  br i1 %low, label %warp0, label %done

warp0:
  call void @llvm.nvvm.barrier.sync(i32 4)
  call void @llvm.nvvm.barrier.sync.cnt(i32 5, i32 %count)
  br label %done

done:
  ret void
}

define float @float_magnitudes(float %x, i1 %ftz) {
entry:
  br i1 %ftz, label %flush, label %plain

flush:
  %a = call float @llvm.nvvm.fabs.ftz.f(float %x)
  br label %join

plain:
  %b = call float @llvm.nvvm.fabs.f(float %x)
  br label %join

join:
  %m = phi float [ %a, %flush ], [ %b, %plain ]
  %t = call float @llvm.nvvm.tanh.approx.f32(float %m)
  ret float %t
}

define double @double_magnitude(double %x) {
entry:
  %a = call double @llvm.nvvm.fabs.d(double %x)
  ret double %a
}

define ptx_kernel void @bit_counts(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call i32 @llvm.nvvm.brev32(i32 %tid)
  %z = call i32 @llvm.nvvm.clz.i(i32 %r)
  %p = call i32 @llvm.nvvm.popc.i(i32 %z)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %p, ptr addrspace(1) %slot, align 4
  ret void
}

define i64 @rotations(i64 %v, i32 %w, i32 %by) {
entry:
  %a = call i32 @llvm.nvvm.rotate.b32(i32 %w, i32 %by)
  %b = call i64 @llvm.nvvm.rotate.b64(i64 %v, i32 %a)
  %c = call i64 @llvm.nvvm.rotate.right.b64(i64 %b, i32 11)
  %d = call i64 @llvm.nvvm.swap.lo.hi.b64(i64 %c)
  %e = call i64 @llvm.nvvm.brev64(i64 %d)
  ret i64 %e
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.sync(i32)
declare void @llvm.nvvm.barrier.n(i32)
declare void @llvm.nvvm.barrier(i32, i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
declare float @llvm.nvvm.fabs.f(float)
declare float @llvm.nvvm.fabs.ftz.f(float)
declare double @llvm.nvvm.fabs.d(double)
declare float @llvm.nvvm.tanh.approx.f32(float)
declare i32 @llvm.nvvm.brev32(i32)
declare i64 @llvm.nvvm.brev64(i64)
declare i32 @llvm.nvvm.clz.i(i32)
declare i32 @llvm.nvvm.popc.i(i32)
declare i32 @llvm.nvvm.rotate.b32(i32, i32)
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare i64 @llvm.nvvm.swap.lo.hi.b64(i64)
