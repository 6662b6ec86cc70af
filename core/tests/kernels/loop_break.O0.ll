; ModuleID = 'loop_break.cl'
source_filename = "loop_break.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @loop_break(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store i32 %1, ptr addrspace(5) %4, align 4
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr addrspace(5) %5, align 4
  store i32 0, ptr addrspace(5) %6, align 4
  store i32 0, ptr addrspace(5) %7, align 4
  br label %11

11:                                               ; preds = %42, %2
  %12 = load i32, ptr addrspace(5) %7, align 4
  %13 = load i32, ptr addrspace(5) %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %45

15:                                               ; preds = %11
  %16 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %17 = load i32, ptr addrspace(5) %5, align 4
  %18 = load i32, ptr addrspace(5) %4, align 4
  %19 = mul nsw i32 %17, %18
  %20 = load i32, ptr addrspace(5) %7, align 4
  %21 = add nsw i32 %19, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  store i32 %24, ptr addrspace(5) %8, align 4
  %25 = load i32, ptr addrspace(5) %8, align 4
  %26 = icmp slt i32 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %15
  br label %42

28:                                               ; preds = %15
  %29 = load i32, ptr addrspace(5) %8, align 4
  %30 = icmp eq i32 %29, 42
  br i1 %30, label %31, label %32

31:                                               ; preds = %28
  br label %45

32:                                               ; preds = %28
  %33 = load i32, ptr addrspace(5) %8, align 4
  %34 = load i32, ptr addrspace(5) %6, align 4
  %35 = add nsw i32 %34, %33
  store i32 %35, ptr addrspace(5) %6, align 4
  %36 = load i32, ptr addrspace(5) %6, align 4
  %37 = icmp sgt i32 %36, 1000
  br i1 %37, label %38, label %39

38:                                               ; preds = %32
  store i32 0, ptr addrspace(5) %6, align 4
  br label %42

39:                                               ; preds = %32
  %40 = load i32, ptr addrspace(5) %6, align 4
  %41 = mul nsw i32 %40, 2
  store i32 %41, ptr addrspace(5) %6, align 4
  br label %42

42:                                               ; preds = %39, %38, %27
  %43 = load i32, ptr addrspace(5) %7, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr addrspace(5) %7, align 4
  br label %11

45:                                               ; preds = %31, %11
  %46 = load i32, ptr addrspace(5) %6, align 4
  %47 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %48 = load i32, ptr addrspace(5) %5, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 %49
  store i32 %46, ptr addrspace(1) %50, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i32 1, i32 0}
!7 = !{!"none", !"none"}
!8 = !{!"int*", !"int"}
!9 = !{!"", !""}
