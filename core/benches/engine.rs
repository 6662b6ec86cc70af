//! Warp engine and maximal converged-with at scale: 32 threads, about 10^6 dynamic instances
//! in total (about 31 000 per thread), on two workloads:
//! - `random`: a random 64-block CFG with irreducible cycles (depth 9) and no exit; thread paths
//!   are warp-coherent random walks of 31 250 blocks: at each (block, visit) the threads agree
//!   with probability 0.85, otherwise each decides alone — they diverge often and, the CFG being
//!   one big infinite loop, the post-dominator stack hardly ever reconverges;
//! - `kernel`: `tests/convergence/warp_kernel.cfg`, an outer loop with a divergent if/else and an
//!   inner loop with a thread-dependent trip count (907 744 instances).
//!
//! Timed: each policy run to the end through a [`Stepper`] (timeline recorded, as the UI
//! does), the maximal relation with its table, and the relation alone. Graph and paths are
//! built before the measurement. Run with `cargo bench -p reconverge-core --bench engine`;
//! results go to `docs/WARP.md`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use reconverge_core::convergence::{MaximalConvergence, ThreadPaths};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, Stepper};
use reconverge_core::generate::{coherent_paths, engine_bench_cfg};
use reconverge_core::Cfg;
use std::hint::black_box;

fn workload(c: &mut Criterion, name: &str, cfg: &Cfg, paths: &ThreadPaths) {
    let ci = CycleInfo::compute(cfg);
    let mut group = c.benchmark_group(format!("engine/{name}"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(paths.num_instances() as u64));
    for kind in PolicyKind::ALL {
        group.bench_with_input(BenchmarkId::new("run", kind.name()), &kind, |b, &kind| {
            b.iter(|| {
                let mut s = Stepper::new(Engine::new(cfg, paths.clone(), kind, &EngineOptions::default()));
                s.run_to_end();
                black_box(s.metrics())
            })
        });
    }
    group.bench_function("maximal-converged-with", |b| b.iter(|| black_box(MaximalConvergence::compute(cfg, &ci, paths))));
    group.finish();
}

fn bench(c: &mut Criterion) {
    let cfg = engine_bench_cfg();
    let paths = coherent_paths(&cfg, 32, 31_250, 3);
    workload(c, "random", &cfg, &paths);
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/convergence/warp_kernel.cfg")).expect("kernel scenario");
    let l = reconverge_core::session::load(&src, None, None).expect("kernel scenario parses");
    workload(c, "kernel", l.program.functions[0].cfg(), &l.paths);
}

criterion_group!(benches, bench);
criterion_main!(benches);
