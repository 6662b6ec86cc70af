//! Dominator and post-dominator construction against `petgraph::algo::dominators::simple_fast`
//! (Cooper, Harvey & Kennedy) on the same random CFGs, 10^3 … 10^6 blocks.
//!
//! Only the algorithms are timed: both graphs are built before the measurement. Post-dominators
//! for petgraph run `simple_fast` on the reversed graph with a virtual exit joined to our
//! (LLVM's) roots; ours includes finding those roots. Run with
//! `cargo bench -p reconverge-core --bench dominators`; results go to `docs/PERFORMANCE.md`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use petgraph::algo::dominators::simple_fast;
use petgraph::graph::{DiGraph, NodeIndex};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::{Cfg, DominatorTree, PostDominatorTree};
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

fn reversed_with_exit(cfg: &Cfg) -> (DiGraph<(), ()>, NodeIndex) {
    let roots = PostDominatorTree::compute(cfg).roots().to_vec();
    let mut g = DiGraph::with_capacity(cfg.num_blocks() + 1, cfg.num_edges() + roots.len());
    for _ in 0..=cfg.num_blocks() {
        g.add_node(());
    }
    let exit = NodeIndex::new(cfg.num_blocks());
    for r in roots {
        g.add_edge(exit, NodeIndex::new(r.index()), ());
    }
    for (f, t) in cfg.edges() {
        g.add_edge(NodeIndex::new(t.index()), NodeIndex::new(f.index()), ());
    }
    (g, exit)
}

fn bench(c: &mut Criterion) {
    for shape in [Shape::Reducible, Shape::Random] {
        let name = match shape {
            Shape::Reducible => "reducible",
            Shape::Random => "random",
        };
        let mut group = c.benchmark_group(format!("dominators/{name}"));
        group.sample_size(10);
        for n in [1_000usize, 10_000, 100_000, 1_000_000] {
            let cfg = random_cfg(&mut Rng::new(42), &GenOptions::new(n, shape));
            group.throughput(Throughput::Elements(n as u64));
            group.bench_with_input(BenchmarkId::new("reconverge", n), &cfg, |b, cfg| b.iter(|| black_box(DominatorTree::compute(cfg))));
            let g = petgraph_of(&cfg);
            group.bench_with_input(BenchmarkId::new("petgraph", n), &g, |b, g| b.iter(|| black_box(simple_fast(g, NodeIndex::new(0)))));
        }
        group.finish();

        let mut group = c.benchmark_group(format!("post_dominators/{name}"));
        group.sample_size(10);
        for n in [1_000usize, 10_000, 100_000, 1_000_000] {
            let cfg = random_cfg(&mut Rng::new(42), &GenOptions::new(n, shape));
            group.throughput(Throughput::Elements(n as u64));
            group.bench_with_input(BenchmarkId::new("reconverge", n), &cfg, |b, cfg| b.iter(|| black_box(PostDominatorTree::compute(cfg))));
            let (g, exit) = reversed_with_exit(&cfg);
            group.bench_with_input(BenchmarkId::new("petgraph", n), &g, |b, g| b.iter(|| black_box(simple_fast(g, exit))));
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
