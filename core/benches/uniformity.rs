//! Uniformity analysis (LLVM's `UniformityAnalysis`) on generated AMDGPU kernels:
//!
//! - `uniformity/structured`: nested `if`s and loops ([`structured_cfg`]), 10^3 … 10^5 blocks:
//!   every branch's post-dominator region is small, the analysis is near-linear;
//! - `uniformity/random-reducible`: random reducible CFGs with long forward jumps (what
//!   `reconverge generate` and `scripts/bench-uniformity-vs-opt` use), 10^3 … 10^4 blocks:
//!   post-dominator regions span most of the function, and so do LLVM's per-branch join
//!   lists (Σ |joins| ≈ 5.5·10^6 at 10^4 blocks), so the work grows quadratically;
//! - `uniformity/random-irreducible`: random CFGs with deeply nested irreducible cycles
//!   (nesting depth ≈ n / 6), 300 … 3,000 blocks: quadratic like the previous family, and the
//!   exit checks of every irreducible cycle around a branch add a depth factor (LLVM: same).
//! - `uniformity/scale`: the two sizes of issue 12 — a 20,000-block random unstructured
//!   kernel (what `reconverge generate --shape random --blocks 20000` writes; deeply nested
//!   irreducible cycles, LLVM's own output is quadratic there, see `docs/UNIFORMITY.md`) and a
//!   50,000-block structured kernel. One size each, 10 samples (the random one takes minutes:
//!   run it alone with `cargo bench -p reconverge-core --bench uniformity -- scale`).
//!
//! The IR is parsed and the cycle hierarchy and dominator tree are computed before the
//! measurement; the timed part is the analysis (sources, propagation, sync dependence, cycle
//! exits). Run with `cargo bench -p reconverge-core --bench uniformity`; results are in
//! `docs/UNIFORMITY.md`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::generate::{kernel_ir, kernel_module, random_cfg, structured_cfg, uniformity_kernel, uniformity_module, GenOptions, KernelOptions, Rng, Shape};
use reconverge_core::uniformity::{analyze_with, Options};
use reconverge_core::{input, Cfg, DominatorTree};
use std::hint::black_box;

fn bench_family(c: &mut Criterion, name: &str, sizes: &[usize], make: &dyn Fn(usize) -> String) {
    let mut group = c.benchmark_group(format!("uniformity/{name}"));
    group.sample_size(10);
    for &n in sizes {
        let src = make(n);
        let p = input::parse(&src, None).expect("generated IR parses");
        let f = &p.functions[0];
        let cfg: &Cfg = f.cfg();
        let ci = CycleInfo::compute(cfg);
        let dt = DominatorTree::compute(cfg);
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::new("reconverge", n), &n, |b, _| {
            b.iter(|| black_box(analyze_with(cfg, f.ir(), &src, ci.clone(), &dt, &Options::default())))
        });
    }
    group.finish();
}

fn bench(c: &mut Criterion) {
    bench_family(c, "structured", &[1_000, 10_000, 100_000], &|n| {
        let mut rng = Rng::new(42);
        let cfg = structured_cfg(&mut rng, n);
        uniformity_module(&[uniformity_kernel(&cfg, "k", &mut rng, &KernelOptions::default())])
    });
    bench_family(c, "random-reducible", &[1_000, 3_000, 10_000], &|n| kernel_module(&[kernel_ir(&random_cfg(&mut Rng::new(1), &GenOptions::new(n, Shape::Reducible)), "k")]));
    bench_family(c, "random-irreducible", &[300, 1_000, 3_000], &|n| {
        let mut rng = Rng::new(7);
        let cfg = random_cfg(&mut rng, &GenOptions::new(n, Shape::Random));
        uniformity_module(&[uniformity_kernel(&cfg, "k", &mut rng, &KernelOptions::default())])
    });
    bench_family(c, "scale", &[20_000], &|n| kernel_module(&[kernel_ir(&random_cfg(&mut Rng::new(1), &GenOptions::new(n, Shape::Random)), "k")]));
    bench_family(c, "scale", &[50_000], &|n| {
        let mut rng = Rng::new(42);
        let cfg = structured_cfg(&mut rng, n);
        uniformity_module(&[uniformity_kernel(&cfg, "k", &mut rng, &KernelOptions::default())])
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
