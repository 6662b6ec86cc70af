; ModuleID = 'warp_reduce.cu'
source_filename = "warp_reduce.cu"
; run: global 1024 local 256
; arg 0 = f32[1000] iota
; arg 1 = f32[1] zeros
; arg 2 = 1000
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11warp_reducePKfPfiE7partial = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11warp_reducePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = and i32 %4, 31
  %6 = lshr i32 %4, 5
  %7 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = add i32 %9, %4
  %11 = icmp ult i32 %10, %2
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !6
  br label %16

16:                                               ; preds = %3, %12
  %17 = phi contract float [ %15, %12 ], [ 0.000000e+00, %3 ]
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %17, i32 16, i32 31)
  %19 = fadd contract float %17, %18
  %20 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %19, i32 8, i32 31)
  %21 = fadd contract float %19, %20
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %21, i32 4, i32 31)
  %23 = fadd contract float %21, %22
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %23, i32 2, i32 31)
  %25 = fadd contract float %23, %24
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %25, i32 1, i32 31)
  %27 = icmp eq i32 %5, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %16
  %29 = fadd contract float %25, %26
  %30 = zext nneg i32 %6 to i64
  %31 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reducePKfPfiE7partial to ptr), i64 0, i64 %30
  store float %29, ptr %31, align 4, !tbaa !6
  br label %32

32:                                               ; preds = %28, %16
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %4, 32
  br i1 %33, label %34, label %55

34:                                               ; preds = %32
  %35 = lshr i32 %8, 5
  %36 = icmp ult i32 %5, %35
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = zext nneg i32 %5 to i64
  %39 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11warp_reducePKfPfiE7partial to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !6
  br label %41

41:                                               ; preds = %34, %37
  %42 = phi contract float [ %40, %37 ], [ 0.000000e+00, %34 ]
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %42, i32 16, i32 31)
  %44 = fadd contract float %42, %43
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %44, i32 8, i32 31)
  %46 = fadd contract float %44, %45
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %46, i32 4, i32 31)
  %48 = fadd contract float %46, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %48, i32 2, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %50, i32 1, i32 31)
  br i1 %27, label %52, label %55

52:                                               ; preds = %41
  %53 = fadd contract float %50, %51
  %54 = atomicrmw fadd ptr %1, float %53 monotonic, align 4
  br label %55

55:                                               ; preds = %41, %52, %32
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = !{ptr @_Z11warp_reducePKfPfi, !"kernel", i32 1}
!1 = !{ptr @_Z11warp_reducePKfPfi, !"maxntidx", i32 256}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
