//! Layout engine benchmark: random CFG-shaped graphs (see `random_cfg_edges`) of 30, 300 and
//! 3000 blocks with 80x28 boxes, default options. Run with `cargo bench -p reconverge-core
//! --bench layout`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use reconverge_core::layout::{random_cfg_edges, LayoutInput, LayoutOptions, Layouter};
use std::hint::black_box;

fn bench_layout(c: &mut Criterion) {
    let mut group = c.benchmark_group("layout");
    group.sample_size(20);
    for n in [30u32, 300, 3000] {
        let input = LayoutInput { sizes: vec![(80.0, 28.0); n as usize], edges: random_cfg_edges(n, 42), root: 0 };
        let opts = LayoutOptions::default();
        let mut engine = Layouter::default();
        group.bench_with_input(BenchmarkId::new("random_cfg", n), &input, |b, input| b.iter(|| engine.layout(black_box(input), &opts)));
    }
    group.finish();
}

criterion_group!(benches, bench_layout);
criterion_main!(benches);
