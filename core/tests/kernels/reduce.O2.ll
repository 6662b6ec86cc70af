; ModuleID = 'reduce.cl'
source_filename = "reduce.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #3
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4, !tbaa !9, !amdgpu.noclobber !13
  %8 = trunc i64 %4 to i32
  %9 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %8
  store float %7, ptr addrspace(3) %9, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %10 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %11 = icmp ult i64 %10, 2
  br i1 %11, label %12, label %14

12:                                               ; preds = %25, %3
  %13 = icmp eq i64 %4, 0
  br i1 %13, label %27, label %31

14:                                               ; preds = %3, %25
  %15 = phi i64 [ %16, %25 ], [ %10, %3 ]
  %16 = lshr i64 %15, 1
  %17 = icmp ult i64 %4, %16
  br i1 %17, label %18, label %25

18:                                               ; preds = %14
  %19 = add nuw i64 %16, %4
  %20 = trunc i64 %19 to i32
  %21 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %20
  %22 = load float, ptr addrspace(3) %21, align 4, !tbaa !9
  %23 = load float, ptr addrspace(3) %9, align 4, !tbaa !9
  %24 = fadd float %22, %23
  store float %24, ptr addrspace(3) %9, align 4, !tbaa !9
  br label %25

25:                                               ; preds = %18, %14
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %26 = icmp ult i64 %15, 4
  br i1 %26, label %12, label %14

27:                                               ; preds = %12
  %28 = load float, ptr addrspace(3) %2, align 4, !tbaa !9
  %29 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  store float %28, ptr addrspace(1) %30, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %27, %12
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
!5 = !{i32 1, i32 1, i32 3}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
