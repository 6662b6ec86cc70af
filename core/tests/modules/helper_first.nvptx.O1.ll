; ModuleID = 'helper_first.cu'
source_filename = "helper_first.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint3 = type { i32, i32, i32 }

@blockIdx = external dso_local local_unnamed_addr addrspace(1) global %struct.uint3, align 4
@blockDim = external dso_local local_unnamed_addr addrspace(1) global %struct.uint3, align 4
@threadIdx = external dso_local local_unnamed_addr addrspace(1) global %struct.uint3, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @_Z11clamp_indexii(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp slt i32 %0, 0
  %4 = icmp slt i32 %0, %1
  %5 = add nsw i32 %1, -1
  %6 = select i1 %4, i32 %0, i32 %5
  %7 = select i1 %3, i32 0, i32 %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define dso_local void @_Z4blurPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = load i32, ptr addrspacecast (ptr addrspace(1) @blockIdx to ptr), align 4, !tbaa !5
  %5 = load i32, ptr addrspacecast (ptr addrspace(1) @blockDim to ptr), align 4, !tbaa !5
  %6 = mul i32 %5, %4
  %7 = load i32, ptr addrspacecast (ptr addrspace(1) @threadIdx to ptr), align 4, !tbaa !5
  %8 = add i32 %6, %7
  br label %11

9:                                                ; preds = %11
  %10 = icmp slt i32 %8, %2
  br i1 %10, label %22, label %26

11:                                               ; preds = %3, %11
  %12 = phi i32 [ -1, %3 ], [ %20, %11 ]
  %13 = phi float [ 0.000000e+00, %3 ], [ %19, %11 ]
  %14 = add nsw i32 %12, %8
  %15 = tail call noundef i32 @_Z11clamp_indexii(i32 noundef %14, i32 noundef %2) #2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !10
  %19 = fadd contract float %13, %18
  %20 = add nsw i32 %12, 1
  %21 = icmp eq i32 %20, 2
  br i1 %21, label %9, label %11, !llvm.loop !12

22:                                               ; preds = %9
  %23 = fdiv contract float %19, 3.000000e+00
  %24 = sext i32 %8 to i64
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  store float %23, ptr %25, align 4, !tbaa !10
  br label %26

26:                                               ; preds = %22, %9
  ret void
}

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+sm_70" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z4blurPKfPfi, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5uint3", !7, i64 0, !7, i64 4, !7, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
