//! Interpreter speed: a 256-work-item reduction (4 work-groups, barriers, local memory) and a
//! 64×64 five-point stencil (2D NDRange), both clang-19 -O2 amdgcn IR with their inputs as
//! directives. Throughput is in IR instructions per second (criterion's "elem/s").
//! Decoding is done once outside the timed loop, as the web worker does per kernel.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use reconverge_core::interpreter::{self, decode, Limits, RunInputs};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("interpreter");
    for (name, src) in [
        ("reduce_sum", include_str!("interpreter/reduce_sum.ll")),
        ("stencil2d", include_str!("interpreter/stencil2d.ll")),
    ] {
        let module = reconverge_core::ir::parse_module(src).expect("parse");
        let fi = module
            .functions
            .iter()
            .position(|f| f.name == name)
            .expect("kernel");
        let prog = decode::decode(&module, src).expect("decode");
        let inputs = interpreter::materialize_inputs(&module, src, name, &RunInputs::default())
            .expect("inputs");
        let limits = Limits::default();
        let n = interpreter::run_decoded(&prog, &module, src, fi, &inputs, &limits)
            .expect("run")
            .metrics
            .instructions;
        eprintln!("{name}: {n} instructions per run");
        g.throughput(Throughput::Elements(n));
        g.bench_function(name, |b| {
            b.iter(|| {
                interpreter::run_decoded(black_box(&prog), &module, src, fi, &inputs, &limits)
                    .expect("run")
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
