; Old NVVM intrinsic families, written for Reconverge, that opt-22 rewrites while reading
; (llvm/lib/IR/AutoUpgrade.cpp): integer min/max of every width and signedness, abs, clz and
; popc of 64 bits, the double/long bitcasts, half-to-float, the old atomics (float and double
; add, wrapping inc/dec), `ldg.global` loads of ints, floats and pointers from generic and
; global pointers, and the address-space conversions `ptr.*.to.gen` / `ptr.gen.to.*`. No
; target triple: tests/upgrade_differential.rs runs it as nvptx64-nvidia-cuda and requires
; our print<uniformity> to print what opt-22 prints, function by function.

define ptx_kernel void @min_max_every_width(ptr %out, i16 %a16, i16 %b16, i32 %a32, i32 %b32, i64 %a64, i64 %b64) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x32 = add i32 %a32, %tid
  %m1 = call i32 @llvm.nvvm.max.i(i32 %x32, i32 %b32)
  %m2 = call i32 @llvm.nvvm.min.i(i32 %m1, i32 %b32)
  %m3 = call i32 @llvm.nvvm.max.ui(i32 %m2, i32 7)
  %m4 = call i32 @llvm.nvvm.min.ui(i32 %m3, i32 %b32)
  store i32 %m4, ptr %out, align 4
  %n1 = call i16 @llvm.nvvm.max.s(i16 %a16, i16 %b16)
  %n2 = call i16 @llvm.nvvm.min.s(i16 %n1, i16 3)
  %n3 = call i16 @llvm.nvvm.max.us(i16 %n2, i16 %b16)
  %n4 = call i16 @llvm.nvvm.min.us(i16 %n3, i16 %a16)
  %p16 = getelementptr i8, ptr %out, i64 4
  store i16 %n4, ptr %p16, align 2
  %w = zext i32 %tid to i64
  %x64 = add i64 %a64, %w
  %l1 = call i64 @llvm.nvvm.max.ll(i64 %x64, i64 %b64)
  %l2 = call i64 @llvm.nvvm.min.ll(i64 %l1, i64 -1)
  %l3 = call i64 @llvm.nvvm.max.ull(i64 %l2, i64 %b64)
  %l4 = call i64 @llvm.nvvm.min.ull(i64 %l3, i64 %a64)
  %p64 = getelementptr i8, ptr %out, i64 8
  store i64 %l4, ptr %p64, align 8
  ret void
}

define i64 @bits_of_64(i64 %v, i32 %u) {
entry:
  %a = call i64 @llvm.nvvm.abs.ll(i64 %v)
  %b = call i32 @llvm.nvvm.abs.i(i32 %u)
  %c = call i32 @llvm.nvvm.clz.ll(i64 %a)
  %d = call i32 @llvm.nvvm.popc.ll(i64 %a)
  %e = add i32 %c, %d
  %f = add i32 %e, %b
  %g = zext i32 %f to i64
  ret i64 %g
}

define double @casts_and_halves(double %x, i16 %h, i1 %pick) {
entry:
  %bits = call i64 @llvm.nvvm.bitcast.d2ll(double %x)
  %more = add i64 %bits, 1
  br i1 %pick, label %half, label %back

half:
  %f = call float @llvm.nvvm.h2f(i16 %h)
  %fd = fpext float %f to double
  br label %join

back:
  %d = call double @llvm.nvvm.bitcast.ll2d(i64 %more)
  br label %join

join:
  %r = phi double [ %fd, %half ], [ %d, %back ]
  ret double %r
}

define ptx_kernel void @old_atomics(ptr %fsum, ptr %dsum, ptr %ctr, float %fv, double %dv) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %floats, label %counters

floats:
  %f = call float @llvm.nvvm.atomic.load.add.f32.p0(ptr %fsum, float %fv)
  %d = call double @llvm.nvvm.atomic.load.add.f64.p0(ptr %dsum, double %dv)
  br label %done

counters:
  %i = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %ctr, i32 15)
  %j = call i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr %ctr, i32 %i)
  br label %done

done:
  ret void
}

define ptx_kernel void @ldg_loads(ptr %gen, ptr addrspace(1) %glob, ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i0 = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %gen, i32 4)
  %i1 = call i32 @llvm.nvvm.ldg.global.i.i32.p1(ptr addrspace(1) %glob, i32 4)
  %f0 = call float @llvm.nvvm.ldg.global.f.f32.p0(ptr %gen, i32 4)
  %f1 = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %glob, i32 4)
  %q0 = call ptr @llvm.nvvm.ldg.global.p.p0(ptr %gen, i32 8)
  %q1 = call ptr @llvm.nvvm.ldg.global.p.p1(ptr addrspace(1) %glob, i32 8)
  %slot = getelementptr i32, ptr %q0, i32 %tid
  %sum = add i32 %i0, %i1
  store i32 %sum, ptr %slot, align 4
  %fs = fadd float %f0, %f1
  store float %fs, ptr %q1, align 4
  ret void
}

define ptx_kernel void @address_spaces(ptr addrspace(1) %g, ptr addrspace(3) %s, ptr addrspace(4) %c, ptr addrspace(101) %par, ptr %any) {
entry:
  %local = alloca i32, align 4, addrspace(5)
  %g2 = call ptr @llvm.nvvm.ptr.global.to.gen.p0.p1(ptr addrspace(1) %g)
  %s2 = call ptr @llvm.nvvm.ptr.shared.to.gen.p0.p3(ptr addrspace(3) %s)
  %c2 = call ptr @llvm.nvvm.ptr.constant.to.gen.p0.p4(ptr addrspace(4) %c)
  %l2 = call ptr @llvm.nvvm.ptr.local.to.gen.p0.p5(ptr addrspace(5) %local)
  %p2 = call ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101) %par)
  %back_g = call ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr %any)
  %back_s = call ptr addrspace(3) @llvm.nvvm.ptr.gen.to.shared.p3.p0(ptr %any)
  %back_c = call ptr addrspace(4) @llvm.nvvm.ptr.gen.to.constant.p4.p0(ptr %any)
  %back_l = call ptr addrspace(5) @llvm.nvvm.ptr.gen.to.local.p5.p0(ptr %any)
  %back_p = call ptr addrspace(101) @llvm.nvvm.ptr.gen.to.param.p101.p0(ptr %any)
  %v = load i32, ptr %c2, align 4
  store i32 %v, ptr %g2, align 4
  store i32 %v, ptr %s2, align 4
  store i32 %v, ptr %l2, align 4
  %w = load i32, ptr %p2, align 4
  store i32 %w, ptr addrspace(1) %back_g, align 4
  store i32 %w, ptr addrspace(3) %back_s, align 4
  store i32 %w, ptr addrspace(5) %back_l, align 4
  %x = load i32, ptr addrspace(4) %back_c, align 4
  %y = load i32, ptr addrspace(101) %back_p, align 4
  %z = add i32 %x, %y
  store i32 %z, ptr %any, align 4
  ret void
}

define i32 @clamp_in_a_loop(ptr %v, i32 %n, i32 %lo, i32 %hi) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %p = getelementptr i32, ptr %v, i32 %i
  %x = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %p, i32 4)
  %up = call i32 @llvm.nvvm.max.i(i32 %x, i32 %lo)
  %c = call i32 @llvm.nvvm.min.i(i32 %up, i32 %hi)
  %acc1 = add i32 %acc, %c
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %out

out:
  ret i32 %acc
}

define ptx_kernel void @magnitudes_on_one_side(ptr addrspace(1) %out, i64 %big) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %neg = sub i32 0, %tid
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %small, label %wide

small:
  %a = call i32 @llvm.nvvm.abs.i(i32 %neg)
  br label %join

wide:
  %b = call i64 @llvm.nvvm.abs.ll(i64 %big)
  %bt = trunc i64 %b to i32
  br label %join

join:
  %m = phi i32 [ %a, %small ], [ %bt, %wide ]
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %m, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.max.i(i32, i32)
declare i32 @llvm.nvvm.min.i(i32, i32)
declare i32 @llvm.nvvm.max.ui(i32, i32)
declare i32 @llvm.nvvm.min.ui(i32, i32)
declare i16 @llvm.nvvm.max.s(i16, i16)
declare i16 @llvm.nvvm.min.s(i16, i16)
declare i16 @llvm.nvvm.max.us(i16, i16)
declare i16 @llvm.nvvm.min.us(i16, i16)
declare i64 @llvm.nvvm.max.ll(i64, i64)
declare i64 @llvm.nvvm.min.ll(i64, i64)
declare i64 @llvm.nvvm.max.ull(i64, i64)
declare i64 @llvm.nvvm.min.ull(i64, i64)
declare i64 @llvm.nvvm.abs.ll(i64)
declare i32 @llvm.nvvm.abs.i(i32)
declare i32 @llvm.nvvm.clz.ll(i64)
declare i32 @llvm.nvvm.popc.ll(i64)
declare i64 @llvm.nvvm.bitcast.d2ll(double)
declare double @llvm.nvvm.bitcast.ll2d(i64)
declare float @llvm.nvvm.h2f(i16)
declare float @llvm.nvvm.atomic.load.add.f32.p0(ptr, float)
declare double @llvm.nvvm.atomic.load.add.f64.p0(ptr, double)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.load.dec.32.p0(ptr, i32)
declare i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.ldg.global.i.i32.p1(ptr addrspace(1), i32)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr, i32)
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)
declare ptr @llvm.nvvm.ldg.global.p.p0(ptr, i32)
declare ptr @llvm.nvvm.ldg.global.p.p1(ptr addrspace(1), i32)
declare ptr @llvm.nvvm.ptr.global.to.gen.p0.p1(ptr addrspace(1))
declare ptr @llvm.nvvm.ptr.shared.to.gen.p0.p3(ptr addrspace(3))
declare ptr @llvm.nvvm.ptr.constant.to.gen.p0.p4(ptr addrspace(4))
declare ptr @llvm.nvvm.ptr.local.to.gen.p0.p5(ptr addrspace(5))
declare ptr @llvm.nvvm.ptr.param.to.gen.p0.p101(ptr addrspace(101))
declare ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr)
declare ptr addrspace(3) @llvm.nvvm.ptr.gen.to.shared.p3.p0(ptr)
declare ptr addrspace(4) @llvm.nvvm.ptr.gen.to.constant.p4.p0(ptr)
declare ptr addrspace(5) @llvm.nvvm.ptr.gen.to.local.p5.p0(ptr)
declare ptr addrspace(101) @llvm.nvvm.ptr.gen.to.param.p101.p0(ptr)
