; run: global 64 local 32
; arg 0 = i32[65] [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45, 48, 51, 54, 57, 60, 63, 66, 69, 72, 75, 78, 81, 84, 87, 90, 93, 96, 99, 102, 105, 108, 111, 114, 117, 120, 123, 126, 129, 132, 135, 138, 141, 144, 147, 150, 153, 156, 159, 162, 165, 168, 171, 174, 177, 180, 183, 186, 189, 192]
; arg 1 = i32[192] random(0, 63) seed 4
; arg 2 = i32[64] random(0, 1) seed 8
; arg 3 = i32[64] zeros
; arg 4 = i32[64] random(-1, 0) seed 2
; arg 5 = i32[1] zeros
; arg 6 = 64
; ModuleID = 'core/tests/interpreter_kernels/bfs_step.cl'
source_filename = "core/tests/interpreter_kernels/bfs_step.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @bfs_step(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %42

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !9
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %42, label %17

17:                                               ; preds = %11
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !9
  %20 = add i64 %12, 4294967296
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !9
  %24 = icmp slt i32 %19, %23
  br i1 %24, label %25, label %42

25:                                               ; preds = %17, %38
  %26 = phi i32 [ %39, %38 ], [ %23, %17 ]
  %27 = phi i32 [ %40, %38 ], [ %19, %17 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !9
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !9
  %34 = icmp slt i32 %33, 0
  br i1 %34, label %35, label %38

35:                                               ; preds = %25
  %36 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %31
  store i32 1, ptr addrspace(1) %36, align 4, !tbaa !9
  store i32 1, ptr addrspace(1) %5, align 4, !tbaa !9
  %37 = load i32, ptr addrspace(1) %22, align 4, !tbaa !9
  br label %38

38:                                               ; preds = %35, %25
  %39 = phi i32 [ %37, %35 ], [ %26, %25 ]
  %40 = add nsw i32 %27, 1
  %41 = icmp slt i32 %40, %39
  br i1 %41, label %25, label %42

42:                                               ; preds = %38, %17, %7, %11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{ptr @bfs_step, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int*", !"int"}
!8 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
