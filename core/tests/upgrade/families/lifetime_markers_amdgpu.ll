; The lifetime markers of LLVM ≤ 21 on AMDGPU private memory, written for Reconverge: clang-19
; (HIP, gfx90a) writes `llvm.lifetime.start.p5(i64 N, ptr addrspace(5) %a)`, and code that
; works on the generic pointer writes `.p0` on an `addrspacecast` of the private `alloca`.
; opt-22 rebuilds each call on the `alloca` (mangled `.p5` on its type, whatever the call's
; pointer type was), and deletes the ones whose pointer is not an `alloca` once `bitcast`s,
; `addrspacecast`s and all-zero `getelementptr`s are stripped. No target triple:
; tests/upgrade_differential.rs runs it as amdgcn-amd-amdhsa against opt-22.

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @use(ptr)

; HIP's shape: a private array reached through its generic `addrspacecast`, numbered values.
define amdgpu_kernel void @private_array(ptr addrspace(1) %out, i32 %n) {
entry:
  %0 = alloca [16 x i32], align 4, addrspace(5)
  %1 = addrspacecast ptr addrspace(5) %0 to ptr
  call void @llvm.lifetime.start.p5(i64 64, ptr addrspace(5) %0) #1
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %3 = and i32 %n, 15
  %4 = getelementptr inbounds [16 x i32], ptr %1, i32 0, i32 %3
  store i32 %2, ptr %4, align 4
  call void @use(ptr %1) #1
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %2
  store i32 %5, ptr addrspace(1) %6, align 4
  call void @llvm.lifetime.end.p0(i64 64, ptr %1) #1
  ret void
}

; A marker on a zero GEP of the generic cast, in one arm of a divergent branch.
define amdgpu_kernel void @on_one_side(ptr addrspace(1) %out) {
entry:
  %tmp = alloca [4 x float], align 16, addrspace(5)
  %gen = addrspacecast ptr addrspace(5) %tmp to ptr
  %head = getelementptr [4 x float], ptr %gen, i64 0, i64 0
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = icmp ne i32 %tid, 0
  br i1 %odd, label %then, label %done

then:
  tail call void @llvm.lifetime.start.p0(i64 16, ptr %head) #1
  store float 2.0, ptr %head, align 16
  call void @use(ptr %gen)
  tail call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %tmp) #1
  br label %done

done:
  %r = phi i32 [ 1, %then ], [ 0, %entry ]
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

; Pointers that are not an alloca once stripped: every call is deleted (a divergent `select`
; of two allocas, a non-zero GEP, a global's cast, a constant expression).
@lds = internal addrspace(3) global [4 x i32] poison

define amdgpu_kernel void @deleted_markers(ptr addrspace(5) %arg) {
entry:
  %a = alloca i32, align 4, addrspace(5)
  %b = alloca i32, align 4, addrspace(5)
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  %sel = select i1 %c, ptr addrspace(5) %a, ptr addrspace(5) %b
  %next = getelementptr i32, ptr addrspace(5) %a, i32 1
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %sel)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %next)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %arg)
  call void @llvm.lifetime.start.p0(i64 16, ptr addrspacecast (ptr addrspace(3) @lds to ptr))
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %a)
  ret void
}

declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nounwind }
