; The interpreter fuzz smoke's crash (issue 32): a `memset` whose length (188888888888888800
; bytes) comes from the program. The run allocated a value per byte before checking the
; destination and died ("memory allocation of 6044444444444441600 bytes failed").
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p = alloca [4 x i32], align 4, addrspace(5)
  call void @llvm.memset.p5.i64(ptr addrspace(5) %p, i8 55, i64 188888888888888800, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %out, i8 55, i64 188888888888888800, i1 false)
  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) %out, ptr addrspace(5) %p, i64 18446744073709551615, i1 false)
  ret void
}

declare void @llvm.memset.p5.i64(ptr addrspace(5), i8, i64, i1)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
declare void @llvm.memcpy.p1.p5.i64(ptr addrspace(1), ptr addrspace(5), i64, i1)
