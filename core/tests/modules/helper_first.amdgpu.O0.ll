; ModuleID = 'helper_first.cl'
source_filename = "helper_first.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind
define hidden i32 @clamp_index(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %3, align 4
  store i32 %1, ptr addrspace(5) %4, align 4
  %5 = load i32, ptr addrspace(5) %3, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  br label %19

8:                                                ; preds = %2
  %9 = load i32, ptr addrspace(5) %3, align 4
  %10 = load i32, ptr addrspace(5) %4, align 4
  %11 = icmp sge i32 %9, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i32, ptr addrspace(5) %4, align 4
  %14 = sub nsw i32 %13, 1
  br label %17

15:                                               ; preds = %8
  %16 = load i32, ptr addrspace(5) %3, align 4
  br label %17

17:                                               ; preds = %15, %12
  %18 = phi i32 [ %14, %12 ], [ %16, %15 ]
  br label %19

19:                                               ; preds = %17, %7
  %20 = phi i32 [ 0, %7 ], [ %18, %17 ]
  ret i32 %20
}

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @blur(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %7, align 4
  store float 0.000000e+00, ptr addrspace(5) %8, align 4
  store i32 -1, ptr addrspace(5) %9, align 4
  br label %12

12:                                               ; preds = %27, %3
  %13 = load i32, ptr addrspace(5) %9, align 4
  %14 = icmp sle i32 %13, 1
  br i1 %14, label %15, label %30

15:                                               ; preds = %12
  %16 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = add nsw i32 %17, %18
  %20 = load i32, ptr addrspace(5) %6, align 4
  %21 = call i32 @clamp_index(i32 noundef %19, i32 noundef %20) #4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4
  %25 = load float, ptr addrspace(5) %8, align 4
  %26 = fadd float %25, %24
  store float %26, ptr addrspace(5) %8, align 4
  br label %27

27:                                               ; preds = %15
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr addrspace(5) %9, align 4
  br label %12

30:                                               ; preds = %12
  %31 = load i32, ptr addrspace(5) %7, align 4
  %32 = load i32, ptr addrspace(5) %6, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %41

34:                                               ; preds = %30
  %35 = load float, ptr addrspace(5) %8, align 4
  %36 = fdiv float %35, 3.000000e+00, !fpmath !10
  %37 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %38 = load i32, ptr addrspace(5) %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39
  store float %36, ptr addrspace(1) %40, align 4
  br label %41

41:                                               ; preds = %34, %30
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+dpp,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"float*", !"float*", !"int"}
!9 = !{!"const", !"", !""}
!10 = !{float 2.500000e+00}
