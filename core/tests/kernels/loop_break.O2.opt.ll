; ModuleID = '/tmp/regen.19398.ll'
source_filename = "loop_break.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @loop_break(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %31

5:                                                ; preds = %2
  %6 = trunc i64 %3 to i32
  %7 = mul nsw i32 %6, %1
  br label %8

8:                                                ; preds = %28, %5
  %9 = phi i32 [ 0, %5 ], [ %27, %28 ]
  %10 = phi i32 [ 0, %5 ], [ %29, %28 ]
  %11 = add nsw i32 %10, %7
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !9, !amdgpu.noclobber !13
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %25, label %16

16:                                               ; preds = %8
  %17 = icmp eq i32 %14, 42
  %18 = add nuw nsw i32 %14, %9
  %19 = icmp sgt i32 %18, 1000
  %20 = shl nuw nsw i32 %18, 1
  %21 = select i1 %19, i32 4, i32 0
  %22 = select i1 %19, i32 0, i32 %20
  %23 = select i1 %17, i32 2, i32 %21
  %24 = select i1 %17, i32 %9, i32 %22
  br label %25

25:                                               ; preds = %16, %8
  %26 = phi i32 [ 4, %8 ], [ %23, %16 ]
  %27 = phi i32 [ %9, %8 ], [ %24, %16 ]
  switch i32 %26, label %31 [
    i32 0, label %28
    i32 4, label %28
  ]

28:                                               ; preds = %25, %25
  %29 = add nuw nsw i32 %10, 1
  %30 = icmp eq i32 %29, %1
  br i1 %30, label %31, label %8

31:                                               ; preds = %28, %25, %2
  %32 = phi i32 [ 0, %2 ], [ %27, %28 ], [ %27, %25 ]
  %33 = shl i64 %3, 32
  %34 = ashr exact i64 %33, 30
  %35 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %34
  store i32 %32, ptr addrspace(1) %35, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,10" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 0}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int"}
!8 = !{!"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
