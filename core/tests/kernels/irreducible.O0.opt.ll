; ModuleID = '/tmp/regen.19398.ll'
source_filename = "irreducible.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @irreducible(ptr addrspace(1) noundef align 4 %0) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %2, align 8
  %5 = call i64 @_Z13get_global_idj(i32 noundef 0) #2
  %6 = trunc i64 %5 to i32
  store i32 %6, ptr addrspace(5) %3, align 4
  %7 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %8 = load i32, ptr addrspace(5) %3, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4
  store i32 %11, ptr addrspace(5) %4, align 4
  %12 = load i32, ptr addrspace(5) %4, align 4
  %13 = and i32 %12, 1
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %1
  br label %21

16:                                               ; preds = %1
  br label %17

17:                                               ; preds = %30, %16
  %18 = load i32, ptr addrspace(5) %4, align 4
  %19 = mul nsw i32 %18, 3
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr addrspace(5) %4, align 4
  br label %21

21:                                               ; preds = %34, %17, %15
  %22 = load i32, ptr addrspace(5) %4, align 4
  %23 = sdiv i32 %22, 2
  store i32 %23, ptr addrspace(5) %4, align 4
  %24 = load i32, ptr addrspace(5) %4, align 4
  %25 = icmp sgt i32 %24, 1
  br i1 %25, label %26, label %31

26:                                               ; preds = %21
  %27 = load i32, ptr addrspace(5) %4, align 4
  %28 = and i32 %27, 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %26
  br label %17

31:                                               ; preds = %26, %21
  %32 = load i32, ptr addrspace(5) %4, align 4
  %33 = icmp sgt i32 %32, 7
  br i1 %33, label %34, label %35

34:                                               ; preds = %31
  br label %21

35:                                               ; preds = %31
  %36 = load i32, ptr addrspace(5) %4, align 4
  %37 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %38 = load i32, ptr addrspace(5) %3, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %39
  store i32 %36, ptr addrspace(1) %40, align 4
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
!6 = !{i32 1}
!7 = !{!"none"}
!8 = !{!"int*"}
!9 = !{!""}
