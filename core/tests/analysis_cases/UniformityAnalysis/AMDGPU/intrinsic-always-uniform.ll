; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; One kernel per AMDGPU intrinsic that LLVM 22 treats as always uniform. Wherever the signature
; allows it, operands are computed from workitem.id.x (so they are divergent), and the result
; must still be uniform: the intrinsic's verdict overrides its operands'.

; llvm.amdgcn.ballot: lane-dependent operands, result still uniform (always uniform)
define amdgpu_kernel void @uniform_ballot(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = icmp ult i32 %lane, 8
  %res = call i32 @llvm.amdgcn.ballot.i32(i1 %lane.0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.workgroup.flat.id: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_cluster_workgroup_flat_id(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.workgroup.flat.id()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.workgroup.id.x: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_cluster_workgroup_id_x(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.workgroup.id.x()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.workgroup.id.y: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_cluster_workgroup_id_y(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.workgroup.id.y()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.workgroup.id.z: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_cluster_workgroup_id_z(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.workgroup.id.z()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.workgroup.max.flat.id: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_cluster_workgroup_max_flat_id(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.workgroup.max.flat.id()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.workgroup.max.id.x: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_cluster_workgroup_max_id_x(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.workgroup.max.id.x()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.workgroup.max.id.y: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_cluster_workgroup_max_id_y(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.workgroup.max.id.y()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.cluster.workgroup.max.id.z: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_cluster_workgroup_max_id_z(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.cluster.workgroup.max.id.z()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.fcmp: lane-dependent operands, result still uniform (always uniform)
define amdgpu_kernel void @uniform_fcmp(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = uitofp i32 %lane to float
  %lane.1 = uitofp i32 %lane to float
  %res = call i32 @llvm.amdgcn.fcmp.i32.f32(float %lane.0, float %lane.1, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.icmp: lane-dependent operands, result still uniform (always uniform)
define amdgpu_kernel void @uniform_icmp(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i32 @llvm.amdgcn.icmp.i32.i32(i32 %lane, i32 %lane, i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.if.break: lane-dependent operands, result still uniform (always uniform)
define amdgpu_kernel void @uniform_if_break(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.0 = icmp ult i32 %lane, 8
  %res = call i32 @llvm.amdgcn.if.break.i32(i1 %lane.0, i32 %lane)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.readfirstlane: lane-dependent operands, result still uniform (always uniform)
define amdgpu_kernel void @uniform_readfirstlane(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.readlane: lane-dependent operands, result still uniform (always uniform)
define amdgpu_kernel void @uniform_readlane(ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %res = call i32 @llvm.amdgcn.readlane.i32(i32 %lane, i32 %lane)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.s.getpc: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_s_getpc(ptr addrspace(1) %out) {
entry:
  %res = call i64 @llvm.amdgcn.s.getpc()
  store i64 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.s.getreg: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_s_getreg(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.s.getreg(i32 0)
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.s.memrealtime: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_s_memrealtime(ptr addrspace(1) %out) {
entry:
  %res = call i64 @llvm.amdgcn.s.memrealtime()
  store i64 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.s.memtime: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_s_memtime(ptr addrspace(1) %out) {
entry:
  %res = call i64 @llvm.amdgcn.s.memtime()
  store i64 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.workgroup.id.x: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_workgroup_id_x(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.workgroup.id.x()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.workgroup.id.y: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_workgroup_id_y(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.workgroup.id.y()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

; llvm.amdgcn.workgroup.id.z: no operand a lane could change; uniform (always uniform)
define amdgpu_kernel void @uniform_workgroup_id_z(ptr addrspace(1) %out) {
entry:
  %res = call i32 @llvm.amdgcn.workgroup.id.z()
  store i32 %res, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.amdgcn.cluster.workgroup.flat.id()
declare i32 @llvm.amdgcn.cluster.workgroup.id.x()
declare i32 @llvm.amdgcn.cluster.workgroup.id.y()
declare i32 @llvm.amdgcn.cluster.workgroup.id.z()
declare i32 @llvm.amdgcn.cluster.workgroup.max.flat.id()
declare i32 @llvm.amdgcn.cluster.workgroup.max.id.x()
declare i32 @llvm.amdgcn.cluster.workgroup.max.id.y()
declare i32 @llvm.amdgcn.cluster.workgroup.max.id.z()
declare i32 @llvm.amdgcn.fcmp.i32.f32(float, float, i32)
declare i32 @llvm.amdgcn.icmp.i32.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.if.break.i32(i1, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.s.getreg(i32)
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare i64 @llvm.amdgcn.s.getpc()
declare i64 @llvm.amdgcn.s.memrealtime()
declare i64 @llvm.amdgcn.s.memtime()
declare i32 @llvm.amdgcn.workitem.id.x()
