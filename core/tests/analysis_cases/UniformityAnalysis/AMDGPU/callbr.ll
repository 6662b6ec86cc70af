; RUN: opt -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output %s
;
; `callbr` (asm goto) is a terminator with an indirect target. Its result and the way it
; branches are divergent when its inputs are, so the blocks after it join like after any
; divergent branch; with uniform inputs nothing diverges.

define amdgpu_kernel void @asm_goto_uniform(i32 %k, ptr addrspace(1) %out) {
entry:
  %r = callbr i32 asm "; $0 = $1, maybe jump to ${2:l}", "=s,s,!i"(i32 %k)
          to label %fallthrough [label %jumped]
fallthrough:
  %f = add i32 %r, 1
  br label %after
jumped:
  %j = add i32 %k, 2
  br label %after
after:
  %v = phi i32 [ %f, %fallthrough ], [ %j, %jumped ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @asm_goto_lane_input(i32 %k, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %r = callbr i32 asm "; $0 = $1, maybe jump to ${2:l}", "=v,v,!i"(i32 %lane)
          to label %fallthrough [label %jumped]
fallthrough:
  %f = add i32 %k, 1
  br label %after
jumped:
  %j = add i32 %k, 2
  br label %after
after:
  %v = phi i32 [ %f, %fallthrough ], [ %j, %jumped ]
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @asm_goto_no_result(i32 %k, ptr addrspace(1) %out) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %lane, %k
  callbr void asm "; jump to ${1:l} on $0", "v,!i"(i1 %c)
          to label %normal [label %other]
normal:
  br label %end
other:
  br label %end
end:
  %w = phi i32 [ 0, %normal ], [ 1, %other ]
  store i32 %w, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
