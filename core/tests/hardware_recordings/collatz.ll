; run: global 128 local 32
; arg 0 = i64[128] random(1, 5000) seed 13
; arg 1 = i32[128] zeros
; ModuleID = 'core/tests/interpreter_kernels/collatz.cl'
source_filename = "core/tests/interpreter_kernels/collatz.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @collatz(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %5
  %7 = load i64, ptr addrspace(1) %6, align 8, !tbaa !9
  %8 = icmp eq i64 %7, 1
  br i1 %8, label %25, label %9

9:                                                ; preds = %2, %19
  %10 = phi i32 [ %21, %19 ], [ 0, %2 ]
  %11 = phi i64 [ %20, %19 ], [ %7, %2 ]
  %12 = and i64 %11, 1
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  %15 = mul nsw i64 %11, 3
  %16 = add nsw i64 %15, 1
  br label %19

17:                                               ; preds = %9
  %18 = ashr exact i64 %11, 1
  br label %19

19:                                               ; preds = %17, %14
  %20 = phi i64 [ %16, %14 ], [ %18, %17 ]
  %21 = add nuw nsw i32 %10, 1
  %22 = icmp ne i64 %20, 1
  %23 = icmp ult i32 %10, 999
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %9, label %25

25:                                               ; preds = %19, %2
  %26 = phi i32 [ 0, %2 ], [ %21, %19 ]
  %27 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !13
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

!0 = !{ptr @collatz, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"long*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
