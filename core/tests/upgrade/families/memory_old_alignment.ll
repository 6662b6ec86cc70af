; `llvm.memcpy`, `llvm.memmove` and `llvm.memset` with the alignment operand LLVM 6 and older
; passed as a fourth `i32` argument, written for Reconverge: opt-22 drops it and puts `align N`
; on the pointer parameters (none for 0; an `align` already on the call is replaced), keeping
; the volatile flag, the other parameter attributes and the call-site attributes. No target
; triple: tests/upgrade_differential.rs runs it for nvptx64-nvidia-cuda and amdgcn-amd-amdhsa.

define void @copy_aligned(ptr %dst, ptr %src, i64 %n) {
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %n, i32 8, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %dst, ptr %src, i64 16, i32 4, i1 true)
  ret void
}

define void @fill_with_and_without_alignment(ptr %dst, i8 %v, i64 %n) {
entry:
  call void @llvm.memset.p0.i64(ptr %dst, i8 %v, i64 %n, i32 16, i1 false)
  call void @llvm.memset.p0.i64(ptr %dst, i8 0, i64 8, i32 1, i1 false)
  call void @llvm.memset.p0.i64(ptr %dst, i8 1, i64 4, i32 0, i1 true)
  ret void
}

define void @copy_in_a_branch(ptr %dst, ptr %src, i64 %n, i1 %forward) {
entry:
  br i1 %forward, label %fwd, label %back

fwd:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %dst, ptr align 4 %src, i64 %n, i32 2, i1 false)
  br label %done

back:
  call void @llvm.memmove.p0.p0.i64(ptr %dst, ptr %src, i64 %n, i32 0, i1 false)
  br label %done

done:
  ret void
}

define void @noalias_attributes(ptr noalias %dst, ptr noalias %src) {
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull %dst, ptr nonnull %src, i64 32, i32 32, i1 false)
  ret void
}

; `tail` and the attachment go, the call-site attribute group stays (renumbered).
define void @call_site_attributes(ptr %dst, ptr %src) {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 16, i32 4, i1 false) #0, !annotation !0
  tail call void @llvm.memset.p0.i64(ptr %dst, i8 0, i64 8, i32 8, i1 false) #1
  ret void
}

declare void @llvm.memcpy.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i32, i1)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i32, i1)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i32, i1)

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }

!0 = !{!"copied"}
