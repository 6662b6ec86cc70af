//! opt-22's text for what clang's CUDA front end writes, byte for byte against `opt-22
//! -passes='print<uniformity>'`: auto-upgraded NVVM calls whose pointer carries call-site
//! attributes (`atomicInc` → `atomicrmw uinc_wrap`, `__ldg` → `load … !invariant.load`, with
//! and without the inserted `addrspacecast`; opt rebuilds them without `nonnull`), and vector
//! constants in a binary operator's second operand, which has no type of its own (`fmul <4 x
//! float> %v, <float 2.5e-01, …>` prints `splat (float 2.500000e-01)`; all zeros print
//! `zeroinitializer`). Skips when `opt-22` is missing (or `RECONVERGE_SKIP_LLVM=1`).

mod uniformity_support;

use uniformity_support::{compare, opt_uniformity, ours, scratch_dir, tool};

const MODULE: &str = r#"target triple = "nvptx64-nvidia-cuda"

define void @upgrades(ptr %p, ptr addrspace(1) %g, ptr %o) {
  %1 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nonnull %p, i32 5)
  %2 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %o, i32 4)
  %3 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) noundef nonnull %g, i32 4)
  %4 = call float @llvm.nvvm.atomic.load.add.f32.p0(ptr noundef nonnull align 4 %o, float 1.0)
  %5 = fadd float %2, %3
  %6 = fadd float %5, %4
  store float %6, ptr %o, align 4
  store i32 %1, ptr %p, align 4
  ret void
}

define void @vectors(<4 x float> %v, <2 x i32> %w, ptr %o) {
  %1 = fmul <4 x float> %v, <float 2.5e-01, float 2.5e-01, float 2.5e-01, float 2.5e-01>
  %2 = fadd <4 x float> %1, <float 1.0, float 2.0, float 1.0, float 1.0>
  %3 = add <2 x i32> %w, <i32 7, i32 7>
  %4 = icmp eq <2 x i32> %3, <i32 0, i32 0>
  %5 = add <2 x i32> <i32 3, i32 3>, %w
  %6 = select <2 x i1> %4, <2 x i32> %5, <2 x i32> <i32 1, i32 1>
  store <4 x float> %2, ptr %o, align 16
  store <2 x i32> %6, ptr %o, align 8
  ret void
}

declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32)
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) nocapture, i32)
declare float @llvm.nvvm.atomic.load.add.f32.p0(ptr, float)
"#;

#[test]
fn cuda_upgrades_and_splats_print_as_opt_22() {
    let Some(opt) = tool("opt-22") else { return };
    let file = scratch_dir("opt-text-cuda").join("cuda.ll");
    std::fs::write(&file, MODULE).unwrap();
    let theirs = opt_uniformity(&opt, &file, None);
    let (mine, hashed) = ours(MODULE, None);
    // Every function: verdicts and instruction texts agree; the texts are byte-identical up to
    // the divergent arguments, which opt-22 lists in pointer-hash order.
    let t = compare(&theirs, &mine, "cuda.ll", &hashed);
    assert_eq!((t.functions, t.text_differs, t.identical_modulo_arg_order), (2, 0, 2));
    for expected in ["atomicrmw uinc_wrap ptr %p, i32 5 seq_cst, align 4", "addrspacecast ptr %o to ptr addrspace(1)", "splat (float 2.500000e-01)", "icmp eq <2 x i32> %3, zeroinitializer"] {
        assert!(mine.contains(expected), "{expected}\n{mine}");
    }
}
