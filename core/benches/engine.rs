//! Warp engine and maximal converged-with at scale: 32 threads, about 10^6 dynamic instances
//! in total (about 31 000 per thread), on two workloads:
//! - `random`: a random 64-block CFG with irreducible cycles (depth 9) and no exit; thread paths
//!   are warp-coherent random walks of 31 250 blocks: at each (block, visit) the threads agree
//!   with probability 0.85, otherwise each decides alone — they diverge often and, the CFG being
//!   one big infinite loop, the post-dominator stack hardly ever reconverges;
//! - `kernel`: `tests/convergence/warp_kernel.cfg`, an outer loop with a divergent if/else and an
//!   inner loop with a thread-dependent trip count (907 744 instances).
//!
//! Timed: each policy run to the end through a [`Session`] (timeline recorded, as the UI
//! does), the maximal relation with its table, and the relation alone. Graph and paths are
//! built before the measurement. Run with `cargo bench -p reconverge-core --bench engine`;
//! results go to `docs/WARP.md`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use reconverge_core::convergence::{MaximalConvergence, ThreadPaths};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, Session};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::Cfg;
use std::hint::black_box;

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `threads` warp-coherent walks of `len` blocks each (shorter if an exit is reached).
pub fn coherent_paths(cfg: &Cfg, threads: usize, len: usize, seed: u64) -> ThreadPaths {
    let mut out = Vec::with_capacity(threads);
    for t in 0..threads as u64 {
        let mut visits = vec![0u64; cfg.num_blocks()];
        let mut p = Vec::with_capacity(len);
        let mut b = cfg.entry();
        p.push(b);
        while p.len() < len {
            let s = cfg.succs(b);
            if s.is_empty() {
                break;
            }
            let k = visits[b.index()];
            visits[b.index()] += 1;
            let shared = mix(seed ^ (b.0 as u64) << 40 ^ k);
            let pick = if shared % 100 < 85 { mix(shared) } else { mix(shared ^ (t + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)) };
            b = s[(pick % s.len() as u64) as usize];
            p.push(b);
        }
        out.push(p);
    }
    ThreadPaths::from_paths(&out)
}

/// The benchmark CFG: 64 blocks, random shape with back edges, no exit (paths are cut at
/// their length, like the scenario's step cap).
pub fn bench_cfg() -> Cfg {
    let mut o = GenOptions::new(64, Shape::Random);
    o.exit = 0.0;
    o.back_edge = 0.25;
    random_cfg(&mut Rng::new(11), &o)
}

fn workload(c: &mut Criterion, name: &str, cfg: &Cfg, paths: &ThreadPaths) {
    let ci = CycleInfo::compute(cfg);
    let mut group = c.benchmark_group(format!("engine/{name}"));
    group.sample_size(10);
    group.throughput(Throughput::Elements(paths.num_instances() as u64));
    for kind in PolicyKind::ALL {
        group.bench_with_input(BenchmarkId::new("run", kind.name()), &kind, |b, &kind| {
            b.iter(|| {
                let mut s = Session::new(Engine::new(cfg, paths.clone(), kind, &EngineOptions::default()));
                s.run_to_end();
                black_box(s.metrics())
            })
        });
    }
    group.bench_function("maximal-converged-with", |b| b.iter(|| black_box(MaximalConvergence::compute(cfg, &ci, paths))));
    group.finish();
}

fn bench(c: &mut Criterion) {
    let cfg = bench_cfg();
    let paths = coherent_paths(&cfg, 32, 31_250, 3);
    workload(c, "random", &cfg, &paths);
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/convergence/warp_kernel.cfg")).expect("kernel scenario");
    let l = reconverge_core::scenario::load(&src, None, None).expect("kernel scenario parses");
    workload(c, "kernel", l.program.functions[0].cfg(), &l.paths);
}

criterion_group!(benches, bench);
criterion_main!(benches);
