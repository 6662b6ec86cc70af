; Old NVVM intrinsic names that opt-22 auto-upgrades in place (llvm/lib/IR/AutoUpgrade.cpp):
; `print<uniformity>` must print the upgraded calls. Hand-written; see core/src/ir/upgrade.rs.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @bars(ptr addrspace(1) %a, i32 %n) #0 {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %tid
  store i32 1, ptr addrspace(1) %p, align 4
  tail call void @llvm.nvvm.bar.sync(i32 0)
  call void @llvm.nvvm.barrier0()
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %done

then:
  tail call void @llvm.nvvm.barrier.n(i32 1)
  tail call void @llvm.nvvm.barrier(i32 2, i32 64) #1
  tail call void @llvm.nvvm.barrier.sync(i32 3)
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 4, i32 %n)
  br label %done

done:
  tail call void @llvm.nvvm.bar.sync(i32 0)
  ret void
}

define ptx_kernel void @maths(ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(1) %i) {
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pf = getelementptr inbounds float, ptr addrspace(1) %f, i32 %tid
  %x = load float, ptr addrspace(1) %pf, align 4
  %a1 = tail call float @llvm.nvvm.fabs.f(float %x)
  %a2 = tail call float @llvm.nvvm.fabs.ftz.f(float %a1)
  %a3 = tail call float @llvm.nvvm.ex2.approx.f(float %a2)
  %a4 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %a3)
  %a5 = tail call float @llvm.nvvm.tanh.approx.f32(float %a4)
  store float %a5, ptr addrspace(1) %pf, align 4
  %pd = getelementptr inbounds double, ptr addrspace(1) %d, i32 %tid
  %y = load double, ptr addrspace(1) %pd, align 8
  %b1 = tail call double @llvm.nvvm.fabs.d(double %y)
  %b2 = tail call double @llvm.nvvm.ex2.approx.d(double %b1)
  store double %b2, ptr addrspace(1) %pd, align 8
  %pi = getelementptr inbounds i32, ptr addrspace(1) %i, i32 %tid
  %v = load i32, ptr addrspace(1) %pi, align 4
  %c1 = tail call i32 @llvm.nvvm.brev32(i32 %v)
  %c2 = tail call i32 @llvm.nvvm.clz.i(i32 %c1)
  %c3 = tail call i32 @llvm.nvvm.popc.i(i32 %c2)
  %c4 = tail call i32 @llvm.nvvm.rotate.b32(i32 %c3, i32 5)
  %c5 = tail call float @llvm.nvvm.bitcast.i2f(i32 %c4)
  %c6 = tail call i32 @llvm.nvvm.bitcast.f2i(float %c5)
  %w = zext i32 %c6 to i64
  %c7 = tail call i64 @llvm.nvvm.brev64(i64 %w)
  %c8 = tail call i64 @llvm.nvvm.rotate.b64(i64 %c7, i32 3)
  %c9 = tail call i64 @llvm.nvvm.rotate.right.b64(i64 %c8, i32 7)
  %c10 = tail call i64 @llvm.nvvm.swap.lo.hi.b64(i64 %c9)
  %t = trunc i64 %c10 to i32
  store i32 %t, ptr addrspace(1) %pi, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.bar.sync(i32) #1
declare void @llvm.nvvm.barrier0() #1
declare void @llvm.nvvm.barrier.n(i32) #1
declare void @llvm.nvvm.barrier(i32, i32) #1
declare void @llvm.nvvm.barrier.sync(i32) #1
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #1
declare float @llvm.nvvm.fabs.f(float)
declare float @llvm.nvvm.fabs.ftz.f(float)
declare double @llvm.nvvm.fabs.d(double)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare double @llvm.nvvm.ex2.approx.d(double)
declare float @llvm.nvvm.tanh.approx.f32(float)
declare i32 @llvm.nvvm.brev32(i32)
declare i64 @llvm.nvvm.brev64(i64)
declare i32 @llvm.nvvm.clz.i(i32)
declare i32 @llvm.nvvm.popc.i(i32)
declare i32 @llvm.nvvm.rotate.b32(i32, i32)
declare i64 @llvm.nvvm.rotate.b64(i64, i32)
declare i64 @llvm.nvvm.rotate.right.b64(i64, i32)
declare i64 @llvm.nvvm.swap.lo.hi.b64(i64)
declare float @llvm.nvvm.bitcast.i2f(i32)
declare i32 @llvm.nvvm.bitcast.f2i(float)

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }
