//! Loop dependences (docs/LOOPS.md) on our PolyBench-style gemm (`web/examples/gemm.c`) with
//! NI = NJ = NK = 32 (33,792 instances, 135,168 accesses; about 1.1 million memory-based pairs):
//! the trace (enumeration),
//! the dependences (flow/anti/output with summaries), live ranges, the verdict of an
//! interchange, and the whole `LoopAnalysis::analyze`. The target: dependences under 200 ms.
//! Run with `cargo bench -p reconverge-core --bench loops`.

use criterion::{criterion_group, criterion_main, Criterion};
use reconverge_core::loops::scop::DEFAULT_INSTANCE_LIMIT;
use reconverge_core::loops::{Dependences, LiveRanges, LoopAnalysis, Schedule, Verdict};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../web/examples/gemm.c"
    ))
    .expect("gemm.c");
    let params: Vec<(String, i64)> = ["NI", "NJ", "NK"]
        .iter()
        .map(|n| (n.to_string(), 32))
        .collect();
    let a = LoopAnalysis::analyze(&src, &params, DEFAULT_INSTANCE_LIMIT).expect("gemm");
    let mut g = c.benchmark_group("loops/gemm32");
    g.sample_size(10);
    g.bench_function("trace", |b| {
        b.iter(|| black_box(a.scop.trace(DEFAULT_INSTANCE_LIMIT).expect("trace")))
    });
    g.bench_function("dependences", |b| {
        b.iter(|| black_box(Dependences::compute(&a.scop, &a.trace)))
    });
    g.bench_function("live_ranges", |b| {
        b.iter(|| black_box(LiveRanges::compute(&a.trace)))
    });
    let sched = Schedule::original(&a.scop).interchange(1, 2);
    g.bench_function("verdict_interchange", |b| {
        b.iter(|| {
            black_box(Verdict::compute(
                &a.scop,
                &a.trace,
                &a.dependences,
                &a.live_ranges,
                &sched,
            ))
        })
    });
    g.bench_function("analyze", |b| {
        b.iter(|| {
            black_box(LoopAnalysis::analyze(&src, &params, DEFAULT_INSTANCE_LIMIT).expect("gemm"))
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
