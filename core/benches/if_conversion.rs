//! If-conversion and full predication at scale.
//! - `ifconvert/acyclic/N`: `IfConversion::compute` on a random acyclic CFG of `N` blocks
//!   (reducible generator, no back edges; switches and duplicate edges as the property tests);
//! - `ifconvert/set-aside/N`: the same on a reducible CFG with loops, back edges set aside;
//! - `predication/kernel`: the full-predication policy on `tests/convergence/warp_kernel.cfg`
//!   (32 threads, 910 997 instances), beside the ipdom stack.
//!
//! Run with `cargo bench -p reconverge-core --bench if_conversion`; results in
//! `docs/IF-CONVERSION.md`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, Stepper};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::if_conversion::{IfConversion, IfConversionOptions, Scope};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("ifconvert");
    group.sample_size(10);
    for &n in &[1_000usize, 10_000] {
        for (name, back_edge, scope) in [("acyclic", 0.0, Scope::Acyclic), ("set-aside", 0.1, Scope::SetAsideBackEdges)] {
            let mut o = GenOptions::new(n, Shape::Reducible);
            o.back_edge = back_edge;
            o.self_loop = if back_edge == 0.0 { 0.0 } else { o.self_loop };
            o.switch = 0.1;
            let cfg = (1..).map(|s| random_cfg(&mut Rng::new(s), &o)).find(|g| IfConversion::compute(g, None, &IfConversionOptions { scope }).is_ok()).expect("a convertible CFG");
            group.throughput(Throughput::Elements(n as u64));
            group.bench_with_input(BenchmarkId::new(name, n), &cfg, |b, cfg| b.iter(|| black_box(IfConversion::compute(cfg, None, &IfConversionOptions { scope }).map(|ic| ic.code.len()))));
        }
    }
    group.finish();

    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/convergence/warp_kernel.cfg")).expect("kernel scenario");
    let l = reconverge_core::session::load(&src, None, None).expect("kernel scenario parses");
    let cfg = l.program.functions[0].cfg();
    let mut group = c.benchmark_group("predication");
    group.sample_size(10);
    group.throughput(Throughput::Elements(l.paths.num_instances() as u64));
    for kind in [PolicyKind::Predication, PolicyKind::Ipdom] {
        group.bench_with_input(BenchmarkId::new("kernel", kind.name()), &kind, |b, &kind| {
            b.iter(|| {
                let mut s = Stepper::new(Engine::new(cfg, l.paths.clone(), kind, &EngineOptions::default()));
                s.run_to_end();
                black_box(s.metrics())
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
