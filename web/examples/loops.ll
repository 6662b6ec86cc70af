; ModuleID = 'loops.cl'
source_filename = "loops.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @find_first(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %18

7:                                                ; preds = %4, %15
  %8 = phi i32 [ %16, %15 ], [ %5, %4 ]
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !9, !amdgpu.noclobber !13
  %12 = icmp sgt i32 %11, -1
  %13 = icmp eq i32 %11, %3
  %14 = and i1 %12, %13
  br i1 %14, label %18, label %15

15:                                               ; preds = %7
  %16 = add nuw nsw i32 %8, 64
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %7, label %18

18:                                               ; preds = %15, %7, %4
  %19 = phi i32 [ -1, %4 ], [ -1, %15 ], [ %8, %7 ]
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  store i32 %19, ptr addrspace(1) %21, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @state_machine(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !9, !amdgpu.noclobber !13
  %7 = and i32 %6, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %16, %2
  %10 = phi i32 [ %17, %16 ], [ %1, %2 ]
  %11 = phi i32 [ %20, %16 ], [ %6, %2 ]
  %12 = sdiv i32 %11, 2
  %13 = add nsw i32 %12, %10
  %14 = add nsw i32 %10, -1
  %15 = icmp slt i32 %10, 2
  br i1 %15, label %23, label %16

16:                                               ; preds = %9, %2
  %17 = phi i32 [ %1, %2 ], [ %14, %9 ]
  %18 = phi i32 [ %6, %2 ], [ %13, %9 ]
  %19 = mul nsw i32 %18, 3
  %20 = add nsw i32 %19, 1
  %21 = srem i32 %20, 7
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %9

23:                                               ; preds = %16, %9
  %24 = phi i32 [ %13, %9 ], [ %20, %16 ]
  store i32 %24, ptr addrspace(1) %5, align 4, !tbaa !9
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{i32 1, i32 0}
!15 = !{!"none", !"none"}
!16 = !{!"int*", !"int"}
!17 = !{!"", !""}
