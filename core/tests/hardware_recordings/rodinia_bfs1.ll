; run: global 64 local 32
; arg 0 = i32[128] [0, 3, 3, 3, 6, 3, 9, 3, 12, 3, 15, 3, 18, 3, 21, 3, 24, 3, 27, 3, 30, 3, 33, 3, 36, 3, 39, 3, 42, 3, 45, 3, 48, 3, 51, 3, 54, 3, 57, 3, 60, 3, 63, 3, 66, 3, 69, 3, 72, 3, 75, 3, 78, 3, 81, 3, 84, 3, 87, 3, 90, 3, 93, 3, 96, 3, 99, 3, 102, 3, 105, 3, 108, 3, 111, 3, 114, 3, 117, 3, 120, 3, 123, 3, 126, 3, 129, 3, 132, 3, 135, 3, 138, 3, 141, 3, 144, 3, 147, 3, 150, 3, 153, 3, 156, 3, 159, 3, 162, 3, 165, 3, 168, 3, 171, 3, 174, 3, 177, 3, 180, 3, 183, 3, 186, 3, 189, 3]
; arg 1 = i32[192] random(0, 63) seed 71
; arg 2 = i8[64] random(0, 1) seed 72
; arg 3 = i8[64] zeros
; arg 4 = i8[64] random(0, 1) seed 72
; arg 5 = i32[64] zeros
; arg 6 = 64
; ModuleID = 'core/tests/interpreter_kernels/rodinia_bfs1.cl'
source_filename = "core/tests/interpreter_kernels/rodinia_bfs1.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Node = type { i32, i32 }

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rodinia_bfs1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, ptr addrspace(1) nocapture noundef readonly align 1 %4, ptr addrspace(1) nocapture noundef align 4 %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %49

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !9
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %49, label %17

17:                                               ; preds = %11
  store i8 0, ptr addrspace(1) %14, align 1, !tbaa !9
  %18 = getelementptr inbounds %struct.Node, ptr addrspace(1) %0, i64 %13
  %19 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !12
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %22, label %49

22:                                               ; preds = %17
  %23 = load i32, ptr addrspace(1) %18, align 4, !tbaa !15
  %24 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %13
  br label %25

25:                                               ; preds = %22, %43
  %26 = phi i32 [ %23, %22 ], [ %44, %43 ]
  %27 = phi i32 [ %20, %22 ], [ %45, %43 ]
  %28 = phi i32 [ %23, %22 ], [ %46, %43 ]
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !16
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %32
  %34 = load i8, ptr addrspace(1) %33, align 1, !tbaa !9
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %36, label %43

36:                                               ; preds = %25
  %37 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %32
  %38 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %32
  %39 = load i32, ptr addrspace(1) %24, align 4, !tbaa !16
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr addrspace(1) %38, align 4, !tbaa !16
  store i8 1, ptr addrspace(1) %37, align 1, !tbaa !9
  %41 = load i32, ptr addrspace(1) %19, align 4, !tbaa !12
  %42 = load i32, ptr addrspace(1) %18, align 4, !tbaa !15
  br label %43

43:                                               ; preds = %36, %25
  %44 = phi i32 [ %42, %36 ], [ %26, %25 ]
  %45 = phi i32 [ %41, %36 ], [ %27, %25 ]
  %46 = add nsw i32 %28, 1
  %47 = add nsw i32 %44, %45
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %25, label %49

49:                                               ; preds = %43, %17, %11, %7
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

!0 = !{ptr @rodinia_bfs1, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"Node*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!8 = !{!"const", !"const", !"", !"", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !14, i64 4}
!13 = !{!"", !14, i64 0, !14, i64 4}
!14 = !{!"int", !10, i64 0}
!15 = !{!13, !14, i64 0}
!16 = !{!14, !14, i64 0}
