//! Cycle hierarchy (LLVM's `CycleInfo`) on reducible and random (irreducible, deeply nested)
//! CFGs of 10^4 … 10^5 blocks, plus the all-DFS-orders enumeration on small irreducible CFGs.
//!
//! Baseline: `petgraph::algo::tarjan_scc`, which finds only the top-level cycles (one SCC pass),
//! a lower bound for any cycle-forest algorithm. Only the algorithms are timed: graphs are built
//! before the measurement. Run with `cargo bench -p reconverge-core --bench cycles`; results go
//! to `docs/CYCLES.md`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use petgraph::algo::tarjan_scc;
use petgraph::graph::{DiGraph, NodeIndex};
use reconverge_core::cycles::hierarchies::{all_hierarchies, EnumOptions};
use reconverge_core::cycles::{CycleInfo, CycleScratch};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::Cfg;
use std::hint::black_box;

fn petgraph_of(cfg: &Cfg) -> DiGraph<(), ()> {
    let mut g = DiGraph::with_capacity(cfg.num_blocks(), cfg.num_edges());
    for _ in cfg.blocks() {
        g.add_node(());
    }
    for (f, t) in cfg.edges() {
        g.add_edge(NodeIndex::new(f.index()), NodeIndex::new(t.index()), ());
    }
    g
}

fn bench(c: &mut Criterion) {
    for shape in [Shape::Reducible, Shape::Random] {
        let name = match shape {
            Shape::Reducible => "reducible",
            Shape::Random => "random",
        };
        let mut group = c.benchmark_group(format!("cycles/{name}"));
        group.sample_size(10);
        for n in [10_000usize, 30_000, 100_000] {
            let cfg = random_cfg(&mut Rng::new(42), &GenOptions::new(n, shape));
            group.throughput(Throughput::Elements(n as u64));
            group.bench_with_input(BenchmarkId::new("reconverge", n), &cfg, |b, cfg| b.iter(|| black_box(CycleInfo::compute(cfg))));
            let mut scratch = CycleScratch::new();
            group.bench_with_input(BenchmarkId::new("reconverge-scratch", n), &cfg, |b, cfg| b.iter(|| black_box(scratch.compute(cfg, None))));
            let g = petgraph_of(&cfg);
            group.bench_with_input(BenchmarkId::new("petgraph-tarjan-scc", n), &g, |b, g| b.iter(|| black_box(tarjan_scc(g))));
        }
        group.finish();
    }

    let mut group = c.benchmark_group("cycles/all-dfs-orders");
    group.sample_size(10);
    for n in [12usize, 24, 48] {
        let mut o = GenOptions::new(n, Shape::Random);
        o.back_edge = 0.3;
        let cfg = random_cfg(&mut Rng::new(7), &o);
        group.bench_with_input(BenchmarkId::new("reconverge", n), &cfg, |b, cfg| b.iter(|| black_box(all_hierarchies(cfg, &EnumOptions::default(), &mut |_| true))));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
