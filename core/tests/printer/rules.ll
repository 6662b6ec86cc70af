; Hand-written IR that opt-22 re-prints differently from its text: one case per rule of
; core/src/ir/canonical.rs (tests/printer_differential.rs compares print<uniformity> with
; opt-22 byte for byte). No triple: run with -mtriple amdgcn--.

%struct.pair = type { i32, i8 }

@g = addrspace(1) global i32 0, !note !40

define void @constants(ptr addrspace(1) %p, i32 %x, float %f, double %d, i1 %b, half %h, bfloat %bf) #3 !kernel_arg_addr_space !21 {
entry:
  %a = add i32 %x, 4294967295
  %c = icmp eq i1 %b, 1
  %s = select i1 1, i32 0, i32 %x
  %g = fadd float %f, 0.5
  %g3 = fadd double %d, 0.1
  %g4 = fadd double %d, 0x3FF0000000000000
  %g5 = fmul half %h, 1.5
  %g6 = fadd float %f, 0x3FB99999A0000000
  %g7 = fadd double %d, -0.0
  %g8 = fadd bfloat %bf, 1.0
  %v = insertelement <2 x i8> <i8 255, i8 1>, i8 200, i32 0
  %z = insertelement <2 x i32> <i32 0, i32 0>, i32 %x, i32 1
  %sp = insertelement <2 x float> <float 1.0, float 1.0>, float %f, i32 1
  %u = insertelement <2 x i32> <i32 undef, i32 undef>, i32 %x, i32 0
  store [3 x i8] [i8 65, i8 0, i8 34], ptr addrspace(1) %p, align 1
  store { i32, i8 } { i32 0, i8 0 }, ptr addrspace(1) %p, align 4
  br i1 1, label %next, label %next

next:
  ret void
}

define amdgpu_kernel void @alignments(ptr addrspace(1) %p) {
  %l = load i64, ptr addrspace(1) %p
  %al = alloca [4 x i32], addrspace(5)
  %al2 = alloca { i32, i8 }, addrspace(5)
  %al3 = alloca i32, i32 4, addrspace(5)
  %al4 = alloca %struct.pair, addrspace(5)
  %lv = load <3 x float>, ptr addrspace(1) %p
  %lv2 = load <2 x i1>, ptr addrspace(1) %p
  %lp = load ptr addrspace(3), ptr addrspace(1) %p
  %lh = load half, ptr addrspace(1) %p
  %ls = load %struct.pair, ptr addrspace(1) %p
  store i8 7, ptr addrspace(1) %p, !nontemporal !26
  store volatile i16 7, ptr addrspace(1) %p
  %rmw = atomicrmw add ptr addrspace(1) %p, i64 1 monotonic
  %cx = cmpxchg ptr addrspace(1) %p, i16 1, i16 2 seq_cst seq_cst
  ret void
}

define amdgpu_kernel void @names(ptr addrspace(1) %out, i1 %c) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x() #6
  br i1 %c, label %4, label %"q\5Cz"

4:
  %5 = add i32 %tid, 1
  store i32 %5, ptr addrspace(1) %out, align 4
  br label %"q\5Cz"

"q\5Cz":
  %r = phi i32 [%tid, %0], [%5, %4]
  switch i32 %r, label %exit [ i32 1, label %exit
      i32 255, label %exit ]

exit:
  ret void
}

define amdgpu_kernel void @metadata(ptr addrspace(1) %p) !zzz !23 {
  %t = call i32 @llvm.amdgcn.workitem.id.x(), !note !25
  store i32 %t, ptr addrspace(1) %p, align 4, !tbaa !11, !note !30, !nontemporal !26
  store i32 %t, ptr addrspace(1) %p, align 4, !tbaa !7
  call void @ext() #5
  ret void
}

define amdgpu_kernel void @intrinsics(i32 %x, float %y, ptr addrspace(1) %out) {
  %a = call i32 @llvm.amdgcn.readfirstlane(i32 %x)
  %b = call i64 @llvm.amdgcn.icmp.i32(i32 %x, i32 0, i32 33)
  %c = call i64 @llvm.amdgcn.fcmp.i32(float %y, float %y, i32 33)
  %d = call i32 @llvm.amdgcn.permlane16(i32 %x, i32 %x, i32 %x, i32 %x, i1 false, i1 false) #3
  %e = call i64 @llvm.amdgcn.ballot.i32(i1 true)
  %f = call i32 asm "; def $0, $1","=s,v"(i32 %x)
  store i32 %f, ptr addrspace(1) %out
  ret void
}

declare void @ext() #4
declare i32 @llvm.amdgcn.workitem.id.x() #5
declare i32 @llvm.amdgcn.readfirstlane(i32) #5
declare i64 @llvm.amdgcn.icmp.i32(i32, i32, i32) #4
declare i64 @llvm.amdgcn.fcmp.i32(float, float, i32)
declare i32 @llvm.amdgcn.permlane16(i32, i32, i32, i32, i1, i1)
declare i64 @llvm.amdgcn.ballot.i32(i1)

attributes #3 = { nounwind }
attributes #4 = { convergent }
attributes #5 = { nounwind readnone }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !9, i64 0}
!21 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!23 = !{i32 3}
!25 = !{i32 5}
!26 = !{i32 1}
!30 = !{!31}
!31 = !{}
!40 = !{i32 40}
