; ModuleID = 'reduce.cl'
source_filename = "reduce.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind
define protected amdgpu_kernel void @reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = mul i32 %7, %4
  %9 = add i32 %8, %6
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %15

15:                                               ; preds = %5, %11
  %16 = phi float [ %14, %11 ], [ 0.000000e+00, %5 ]
  %17 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %6
  store float %16, ptr addrspace(3) %17, align 4, !tbaa !9
  tail call void @llvm.amdgcn.s.barrier()
  %18 = icmp sgt i32 %4, 1
  br i1 %18, label %21, label %19

19:                                               ; preds = %30, %15
  %20 = icmp eq i32 %6, 0
  br i1 %20, label %32, label %36

21:                                               ; preds = %15, %30
  %22 = phi i32 [ %23, %30 ], [ %4, %15 ]
  %23 = lshr i32 %22, 1
  %24 = icmp ult i32 %6, %23
  br i1 %24, label %25, label %30

25:                                               ; preds = %21
  %26 = getelementptr inbounds float, ptr addrspace(3) %17, i32 %23
  %27 = load float, ptr addrspace(3) %26, align 4, !tbaa !9
  %28 = load float, ptr addrspace(3) %17, align 4, !tbaa !9
  %29 = fadd float %27, %28
  store float %29, ptr addrspace(3) %17, align 4, !tbaa !9
  br label %30

30:                                               ; preds = %25, %21
  tail call void @llvm.amdgcn.s.barrier()
  %31 = icmp ult i32 %22, 4
  br i1 %31, label %19, label %21

32:                                               ; preds = %19
  %33 = zext i32 %7 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(3) %2, align 4, !tbaa !9
  store float %35, ptr addrspace(1) %34, align 4, !tbaa !9
  br label %36

36:                                               ; preds = %32, %19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!8 = !{!"const", !"", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
