//! The LLVM IR parser ([`reconverge_core::ir::parse_module`]) on the two kernels of
//! `scripts/bench-vs-opt` (issue 22 item 4): the numbered one (`reconverge generate --style
//! numbered`, [`kernel_ir`]) and the named, phi-heavy one (`--style named`, three wide phis per
//! join block, [`kernel_ir_named`]), both from a 50,000-block reducible CFG (seed 1). Only the
//! parse is timed: the text is generated before the measurement. Throughput is in bytes of IR.
//! Run with `cargo bench -p reconverge-core --bench ir_parser`; results go to
//! `docs/PERFORMANCE.md` ("Issue 22 item 4").

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use reconverge_core::generate::{kernel_ir, kernel_ir_named, kernel_module, random_cfg, GenOptions, Rng, Shape};
use reconverge_core::ir::parse_module;
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let blocks = 50_000;
    let cfg = random_cfg(&mut Rng::new(1), &GenOptions::new(blocks, Shape::Reducible));
    let kernels = [("numbered", kernel_module(&[kernel_ir(&cfg, "kernel")])), ("named", kernel_module(&[kernel_ir_named(&cfg, "kernel", 3)]))];
    let mut group = c.benchmark_group("ir_parser");
    group.sample_size(10);
    for (style, text) in &kernels {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(BenchmarkId::new(*style, blocks), text, |b, text| b.iter(|| black_box(parse_module(text).map(|m| m.functions.len()))));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
