//! Unit tests: hand-checked examples (expected texts are what `opt-22` prints for them).

use super::print::opt_text;
use super::*;
use crate::input;

fn run(src: &str) -> String {
    let p = input::parse(src, None).expect("parse");
    p.functions
        .iter()
        .map(|f| {
            let u = analyze(f, src, &Options::default()).expect("analyze");
            opt_text(&u, f.ir().expect("ir"), src)
        })
        .collect()
}

const LOOP: &str = "define amdgpu_kernel void @loop(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %tid
  br i1 %c, label %l, label %x
l:
  br label %h
x:
  %u = add i32 %i1, 2
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";

#[test]
fn temporal_divergence_of_a_loop_counter() {
    let expected = "UniformityInfo for function 'loop':
CYCLES WITH DIVERGENT EXIT:
  depth=1: entries(h) l

TEMPORAL DIVERGENCE LIST:
Value         :  %i1 = add i32 %i, 1
Used by       :  %u = add i32 %i1, 2
Outside cycle :depth=1: entries(h) l


BLOCK entry
DEFINITIONS
  DIVERGENT:   %tid = call i32 @llvm.amdgcn.workitem.id.x()
TERMINATORS
               br label %h
END BLOCK

BLOCK h
DEFINITIONS
               %i = phi i32 [ 0, %entry ], [ %i1, %l ]
               %i1 = add i32 %i, 1
  DIVERGENT:   %c = icmp slt i32 %i1, %tid
TERMINATORS
  DIVERGENT:   br i1 %c, label %l, label %x
END BLOCK

BLOCK l
DEFINITIONS
TERMINATORS
               br label %h
END BLOCK

BLOCK x
DEFINITIONS
  DIVERGENT:   %u = add i32 %i1, 2
TERMINATORS
               ret void
END BLOCK
";
    assert_eq!(run(LOOP), expected);
}

#[test]
fn kernel_arguments_are_uniform_and_others_are_not() {
    let src = "define void @f(i32 %a, i32 inreg %b) {
  ret void
}
define amdgpu_kernel void @k(i32 %a) {
  ret void
}
";
    assert_eq!(
        run(src),
        "UniformityInfo for function 'f':\nDIVERGENT ARGUMENTS:\n  DIVERGENT: i32 %a\n\nBLOCK 0\nDEFINITIONS\nTERMINATORS\n               ret void\nEND BLOCK\nUniformityInfo for function 'k':\nALL VALUES UNIFORM\n"
    );
}

#[test]
fn invoke_results_follow_llvm_unless_asked() {
    let src = "define amdgpu_kernel void @k(i32 %n) personality ptr @pers {
entry:
  %r = invoke i32 @ext(i32 %n) to label %ok unwind label %lp
ok:
  %u = add i32 %r, 1
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
declare i32 @ext(i32)
declare i32 @pers(...)
";
    let p = input::parse(src, None).unwrap();
    let f = &p.functions[0];
    let ir = f.ir().unwrap();
    let u_id = crate::ir::InstId(1);
    let llvm = analyze(f, src, &Options::default()).unwrap();
    assert!(llvm.has_divergent_terminator(crate::cfg::Block(0)));
    assert!(!llvm.is_divergent_inst(ir, u_id), "LLVM leaves the invoke's users uniform");
    let fixed = analyze(f, src, &Options { divergent_invoke_results: true, ..Default::default() }).unwrap();
    assert!(fixed.is_divergent_inst(ir, u_id));
    assert!(opt_text(&llvm, ir, src).contains("  DIVERGENT:   %r = invoke i32 @ext(i32 %n)\n          to label %ok unwind label %lp\n"));
}

/// The engine's pruning of irreducible-cycle exits (and its per-branch memoised common
/// cycles) against the full scan LLVM does: identical reports, records and their order, on
/// random unstructured kernels with deeply nested irreducible cycles.
#[test]
fn pruned_exit_scan_matches_full_scan() {
    use crate::generate::{random_cfg, uniformity_kernel, uniformity_module, GenOptions, KernelOptions, Rng, Shape};
    for seed in 0..64u64 {
        let mut rng = Rng::new(seed);
        let n = 20 + (seed as usize * 37) % 400;
        let cfg = random_cfg(&mut rng, &GenOptions::new(n, Shape::Random));
        let src = uniformity_module(&[uniformity_kernel(&cfg, "k", &mut rng, &KernelOptions::default())]);
        let p = input::parse(&src, None).expect("parse");
        let f = &p.functions[0];
        let run_with = |full: bool| {
            super::analysis::FULL_EXIT_SCAN.with(|c| c.set(full));
            let u = analyze(f, &src, &Options::default()).expect("analyze");
            super::analysis::FULL_EXIT_SCAN.with(|c| c.set(false));
            (opt_text(&u, f.ir().expect("ir"), &src), u.divergent_exit_cycles().to_vec(), u.assumed_divergent().to_vec(), u.temporal_divergence().to_vec(), u.llvm_order_is_hashed())
        };
        assert!(run_with(false) == run_with(true), "seed {seed}, {n} blocks");
    }
}
