; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
; RUN: opt -mtriple=amdgcn-mesa-mesa3d -passes='print<uniformity>' -disable-output %s
;
; Memory operations on AMDGPU. What a load returns is uniform when its address is, except for
; the address spaces a lane can hold privately (flat and private, 0 and 5); every atomic
; read-modify-write returns a lane-specific old value; address-space casts follow their operand.
; Two RUN lines: the verdicts do not depend on the OS in the triple.

; Loads through uniform addresses in every address space a kernel meets.
define amdgpu_kernel void @loads_by_address_space(ptr addrspace(1) %glob, ptr addrspace(3) %lds, ptr addrspace(4) %konst, ptr %flat) {
entry:
  %scratch = alloca i32, align 4, addrspace(5)
  store i32 3, ptr addrspace(5) %scratch
  %from.global = load i32, ptr addrspace(1) %glob
  %from.lds = load i32, ptr addrspace(3) %lds
  %from.const = load i32, ptr addrspace(4) %konst
  %from.flat = load i32, ptr %flat
  %from.private = load i32, ptr addrspace(5) %scratch
  %sum1 = add i32 %from.global, %from.lds
  %sum2 = add i32 %sum1, %from.const
  %sum3 = add i32 %sum2, %from.flat
  store i32 %sum3, ptr addrspace(1) %glob
  ret void
}

; The same global buffer read at a uniform and at a lane-indexed element.
define amdgpu_kernel void @global_load_by_index(ptr addrspace(1) %buf, i32 %k) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %at.k = getelementptr inbounds i32, ptr addrspace(1) %buf, i32 %k
  %at.lane = getelementptr inbounds i32, ptr addrspace(1) %buf, i32 %lane
  %same = load i32, ptr addrspace(1) %at.k
  %own = load i32, ptr addrspace(1) %at.lane
  %both = mul i32 %same, %own
  store i32 %both, ptr addrspace(1) %buf
  ret void
}

; A lane id stored to and reloaded from a stack slot stays divergent; so does a constant
; reloaded from one (private memory).
define amdgpu_kernel void @stack_round_trip(ptr addrspace(1) %out) {
entry:
  %slot.a = alloca i32, align 4, addrspace(5)
  %slot.b = alloca i32, align 4, addrspace(5)
  %lane = call i32 @llvm.amdgcn.workitem.id.y()
  store i32 %lane, ptr addrspace(5) %slot.a
  store i32 17, ptr addrspace(5) %slot.b
  %back.a = load i32, ptr addrspace(5) %slot.a
  %back.b = load i32, ptr addrspace(5) %slot.b
  %r = sub i32 %back.a, %back.b
  store i32 %r, ptr addrspace(1) %out
  ret void
}

; Read-modify-write atomics: the value returned differs per lane whatever the operands.
define amdgpu_kernel void @atomics_return_old_values(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr %f, i32 %v) {
entry:
  %old.add = atomicrmw add ptr addrspace(1) %g, i32 %v seq_cst
  %old.max = atomicrmw umax ptr addrspace(3) %l, i32 %v monotonic
  %old.xchg = atomicrmw xchg ptr %f, i32 %v acq_rel
  %old.fadd = atomicrmw fadd ptr addrspace(1) %g, float 1.0 syncscope("agent") monotonic
  %pair = cmpxchg ptr addrspace(1) %g, i32 %v, i32 0 seq_cst seq_cst
  %pair.old = extractvalue { i32, i1 } %pair, 0
  %pair.ok = extractvalue { i32, i1 } %pair, 1
  %t = add i32 %old.add, %old.max
  store i32 %t, ptr addrspace(1) %g
  ret void
}

; A plain store or a fence produces no value; the loads around them keep their own verdicts.
define amdgpu_kernel void @fence_between_loads(ptr addrspace(1) %g) {
entry:
  %before = load atomic i32, ptr addrspace(1) %g acquire, align 4
  fence syncscope("workgroup") release
  store atomic i32 %before, ptr addrspace(1) %g release, align 4
  %after = load volatile i32, ptr addrspace(1) %g
  ret void
}

; Casts between address spaces: of a uniform pointer, of a stack slot, of a lane-indexed one.
define amdgpu_kernel void @casts(ptr addrspace(3) %l, ptr addrspace(1) %g) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = alloca [4 x i32], align 4, addrspace(5)
  %l.flat = addrspacecast ptr addrspace(3) %l to ptr
  %g.flat = addrspacecast ptr addrspace(1) %g to ptr
  %slot.flat = addrspacecast ptr addrspace(5) %slot to ptr
  %slot.nn = call ptr @llvm.amdgcn.addrspacecast.nonnull.p0.p5(ptr addrspace(5) %slot)
  %l.lane = getelementptr i32, ptr addrspace(3) %l, i32 %lane
  %l.lane.flat = addrspacecast ptr addrspace(3) %l.lane to ptr
  %back = addrspacecast ptr %g.flat to ptr addrspace(1)
  store i32 1, ptr %slot.flat
  store i32 2, ptr %l.lane.flat
  store i32 3, ptr addrspace(1) %back
  ret void
}

; Pointer arithmetic and integer casts of pointers follow their operands.
define amdgpu_kernel void @pointer_arithmetic(ptr addrspace(1) %base, i64 %stride) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %lane.64 = zext i32 %lane to i64
  %row = getelementptr inbounds i8, ptr addrspace(1) %base, i64 %stride
  %cell = getelementptr inbounds i8, ptr addrspace(1) %row, i64 %lane.64
  %row.int = ptrtoint ptr addrspace(1) %row to i64
  %cell.int = ptrtoint ptr addrspace(1) %cell to i64
  %gap = sub i64 %cell.int, %row.int
  %again = inttoptr i64 %row.int to ptr addrspace(1)
  store i64 %gap, ptr addrspace(1) %again
  ret void
}

; Address space 13 against a global load through an equally uniform pointer: LLVM 22 has no
; rule of its own for address space 13, so both loads are uniform (newer LLVM makes the first
; divergent).
define amdgpu_kernel void @lane_register_space(ptr addrspace(13) %lanes, ptr addrspace(1) %g) {
entry:
  %from.lanes = load i32, ptr addrspace(13) %lanes
  %from.global = load i32, ptr addrspace(1) %g
  %both = or i32 %from.lanes, %from.global
  store i32 %both, ptr addrspace(1) %g
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare ptr @llvm.amdgcn.addrspacecast.nonnull.p0.p5(ptr addrspace(5))
