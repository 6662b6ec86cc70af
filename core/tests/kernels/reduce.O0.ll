; ModuleID = 'reduce.cl'
source_filename = "reduce.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i64, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %6, align 4
  %10 = call i64 @_Z12get_local_idj(i32 noundef 0) #3
  store i64 %10, ptr addrspace(5) %7, align 8
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %11, ptr addrspace(5) %8, align 8
  %12 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %13 = load i64, ptr addrspace(5) %8, align 8
  %14 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4
  %16 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %17 = load i64, ptr addrspace(5) %7, align 8
  %18 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %17
  store float %15, ptr addrspace(3) %18, align 4
  call void @_Z7barrierj(i32 noundef 1) #4
  %19 = call i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %20 = udiv i64 %19, 2
  store i64 %20, ptr addrspace(5) %9, align 8
  br label %21

21:                                               ; preds = %41, %3
  %22 = load i64, ptr addrspace(5) %9, align 8
  %23 = icmp ugt i64 %22, 0
  br i1 %23, label %24, label %44

24:                                               ; preds = %21
  %25 = load i64, ptr addrspace(5) %7, align 8
  %26 = load i64, ptr addrspace(5) %9, align 8
  %27 = icmp ult i64 %25, %26
  br i1 %27, label %28, label %40

28:                                               ; preds = %24
  %29 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %30 = load i64, ptr addrspace(5) %7, align 8
  %31 = load i64, ptr addrspace(5) %9, align 8
  %32 = add i64 %30, %31
  %33 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %32
  %34 = load float, ptr addrspace(3) %33, align 4
  %35 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %36 = load i64, ptr addrspace(5) %7, align 8
  %37 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %36
  %38 = load float, ptr addrspace(3) %37, align 4
  %39 = fadd float %38, %34
  store float %39, ptr addrspace(3) %37, align 4
  br label %40

40:                                               ; preds = %28, %24
  call void @_Z7barrierj(i32 noundef 1) #4
  br label %41

41:                                               ; preds = %40
  %42 = load i64, ptr addrspace(5) %9, align 8
  %43 = lshr i64 %42, 1
  store i64 %43, ptr addrspace(5) %9, align 8
  br label %21

44:                                               ; preds = %21
  %45 = load i64, ptr addrspace(5) %7, align 8
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %47, label %54

47:                                               ; preds = %44
  %48 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %49 = getelementptr inbounds float, ptr addrspace(3) %48, i64 0
  %50 = load float, ptr addrspace(3) %49, align 4
  %51 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %52 = call i64 @_Z12get_group_idj(i32 noundef 0) #3
  %53 = getelementptr inbounds float, ptr addrspace(1) %51, i64 %52
  store float %50, ptr addrspace(1) %53, align 4
  br label %54

54:                                               ; preds = %47, %44
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!6 = !{i32 1, i32 1, i32 3}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"float*", !"float*", !"float*"}
!9 = !{!"const", !"", !""}
