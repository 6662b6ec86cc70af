; run: global 32,16 local 8,8
; arg 0 = f32[512] random(-1, 1) seed 11
; arg 1 = f32[512] zeros
; arg 2 = 32
; arg 3 = 16
; ModuleID = 'core/tests/interpreter_kernels/stencil2d.cl'
source_filename = "core/tests/interpreter_kernels/stencil2d.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @stencil2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %6, %2
  %10 = icmp slt i32 %8, %3
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %58

12:                                               ; preds = %4
  %13 = mul nsw i32 %8, %2
  %14 = add nsw i32 %13, %6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !9
  %18 = icmp sgt i32 %6, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %12
  %20 = getelementptr i8, ptr addrspace(1) %16, i64 -4
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !9
  br label %22

22:                                               ; preds = %12, %19
  %23 = phi float [ %21, %19 ], [ %17, %12 ]
  %24 = add nsw i32 %2, -1
  %25 = icmp sgt i32 %24, %6
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  %27 = getelementptr i8, ptr addrspace(1) %16, i64 4
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %22, %26
  %30 = phi float [ %28, %26 ], [ %17, %22 ]
  %31 = icmp sgt i32 %8, 0
  br i1 %31, label %32, label %39

32:                                               ; preds = %29
  %33 = add nsw i32 %8, -1
  %34 = mul nsw i32 %33, %2
  %35 = add nsw i32 %34, %6
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %29, %32
  %40 = phi float [ %38, %32 ], [ %17, %29 ]
  %41 = add nsw i32 %3, -1
  %42 = icmp sgt i32 %41, %8
  br i1 %42, label %43, label %50

43:                                               ; preds = %39
  %44 = add nsw i32 %8, 1
  %45 = mul nsw i32 %44, %2
  %46 = add nsw i32 %45, %6
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !9
  br label %50

50:                                               ; preds = %39, %43
  %51 = phi float [ %49, %43 ], [ %17, %39 ]
  %52 = fadd float %23, %30
  %53 = fadd float %52, %40
  %54 = fadd float %53, %51
  %55 = fmul float %54, 1.250000e-01
  %56 = tail call float @llvm.fmuladd.f32(float %17, float 5.000000e-01, float %55)
  %57 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  store float %56, ptr addrspace(1) %57, align 4, !tbaa !9
  br label %58

58:                                               ; preds = %4, %50
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx42" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{ptr @stencil2d, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"int", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
