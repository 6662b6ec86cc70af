; Written for Reconverge: `llvm.amdgcn.icmp` named with a float operand type (newer LLVM
; upgrades such calls to a ballot of an `fcmp`; LLVM 22 does not know the form, its operand is
; `llvm_anyint_ty`). opt-22 rejects the file at the call ("invalid intrinsic signature"), and
; tests/upgrade_differential.rs requires our parser to reject it at the same line and column
; with the same message. The first function is valid.

define i32 @ints_are_fine(i32 %a, i32 %b) {
  %m = call i32 @llvm.amdgcn.icmp.i32.i32(i32 %a, i32 %b, i32 33)
  ret i32 %m
}

define i64 @floats_are_not(float %a, float %b) {
  %m = call i64 @llvm.amdgcn.icmp.i64.f32(float %a, float %b, i32 4)
  ret i64 %m
}
