; run: global 8 local 8
; arg 0 = i32[4] zeros
define amdgpu_kernel void @racy(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %id, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %w, label %done

w:
  store i32 %id, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
; (Used by debugger_session.rs and debugger_runs.rs; its IR line numbers are asserted, so
; this note is at the end.) A write-write race without debug information (the debugger's tests: SSA operands are the
; values; conditions read SSA registers). Even work-items store their id to out[0].
