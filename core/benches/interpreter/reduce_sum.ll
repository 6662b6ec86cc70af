; ModuleID = 'core/tests/interpreter_kernels/reduce_sum.cl'
source_filename = "core/tests/interpreter_kernels/reduce_sum.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 30
  %13 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %15

15:                                               ; preds = %4, %10
  %16 = phi float [ %14, %10 ], [ 0.000000e+00, %4 ]
  %17 = getelementptr float, ptr addrspace(3) %2, i32 %6
  store float %16, ptr addrspace(3) %17, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %18 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %19 = lshr i64 %18, 1
  %20 = trunc i64 %19 to i32
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %24, label %22

22:                                               ; preds = %32, %15
  %23 = icmp eq i32 %6, 0
  br i1 %23, label %35, label %39

24:                                               ; preds = %15, %32
  %25 = phi i32 [ %33, %32 ], [ %20, %15 ]
  %26 = icmp sgt i32 %25, %6
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = getelementptr float, ptr addrspace(3) %17, i32 %25
  %29 = load float, ptr addrspace(3) %28, align 4, !tbaa !9
  %30 = load float, ptr addrspace(3) %17, align 4, !tbaa !9
  %31 = fadd float %29, %30
  store float %31, ptr addrspace(3) %17, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %27, %24
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %33 = lshr i32 %25, 1
  %34 = icmp ult i32 %25, 2
  br i1 %34, label %22, label %24

35:                                               ; preds = %22
  %36 = load float, ptr addrspace(3) %2, align 4, !tbaa !9
  %37 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %38 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %37
  store float %36, ptr addrspace(1) %38, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %35, %22
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 3, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}

; A 256-work-item reduction (4 work-groups of 64).
; run: global 256 local 64
; arg 0 = f32[256] random(0, 1) seed 3
; arg 1 = f32[4] zeros
; arg 2 = local_bytes 256
; arg 3 = 256
