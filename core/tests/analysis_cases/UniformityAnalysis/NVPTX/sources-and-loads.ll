; RUN: opt -mtriple=nvptx64-nvidia-cuda -passes='print<uniformity>' -disable-output %s
;
; NVPTX as LLVM 22 sees it: the special registers (thread index, lane id, and also block index
; and dimensions, which LLVM 22 does not single out as uniform) are sources of divergence, and
; so is the result of any call to a function. Loads through a uniform pointer are uniform in the
; global, shared and constant state spaces but not through a generic pointer, even one merged
; from uniform ones; a stack slot belongs to its thread. Arguments of a device function (not a
; kernel) are divergent.

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @special_registers(ptr addrspace(1) %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %bx = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %base = mul i32 %bx, %nx
  %gid = add i32 %base, %tx
  %size = mul i32 %gx, %nx
  store i32 %gid, ptr addrspace(1) %out
  store i32 %size, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @loads_by_state_space(ptr addrspace(1) %g, ptr addrspace(3) %s, ptr addrspace(4) %c, ptr %gen, ptr addrspace(1) %out) {
entry:
  %vg = load i32, ptr addrspace(1) %g
  %vs = load i32, ptr addrspace(3) %s
  %vc = load i32, ptr addrspace(4) %c
  %vgen = load i32, ptr %gen
  %t = add i32 %vg, %vs
  %u = add i32 %vc, %vgen
  store i32 %u, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @generic_from_merged_uniform(ptr addrspace(1) %g, ptr addrspace(3) %s, i32 %k, ptr addrspace(1) %out) {
entry:
  %c = icmp eq i32 %k, 0
  br i1 %c, label %from.global, label %from.shared
from.global:
  %pg = addrspacecast ptr addrspace(1) %g to ptr
  br label %use
from.shared:
  %ps = addrspacecast ptr addrspace(3) %s to ptr
  br label %use
use:
  %p = phi ptr [ %pg, %from.global ], [ %ps, %from.shared ]
  %v = load i32, ptr %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @generic_indexed_by_thread(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %at = getelementptr inbounds i32, ptr addrspace(1) %g, i32 %tx
  %gen = addrspacecast ptr addrspace(1) %at to ptr
  %v = load i32, ptr %gen
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define ptx_kernel void @through_local_slot(ptr addrspace(1) %out) {
entry:
  %slot = alloca i32, align 4
  %other = alloca i32, align 4
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %tx, ptr %slot
  store i32 9, ptr %other
  %back = load i32, ptr %slot
  %nine = load i32, ptr %other
  %r = add i32 %back, %nine
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define i32 @device_function(i32 %a, i32 %b) {
entry:
  %s = add i32 %a, %b
  ret i32 %s
}

define ptx_kernel void @atomics_and_calls(ptr addrspace(1) %g, i32 %k) {
entry:
  %old = atomicrmw add ptr addrspace(1) %g, i32 %k monotonic
  %r = call i32 @device_function(i32 %k, i32 %k)
  %sum = add i32 %old, %r
  store i32 %sum, ptr addrspace(1) %g
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
