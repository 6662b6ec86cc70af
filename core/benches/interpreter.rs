//! Interpreter speed: a 256-work-item reduction (4 work-groups, barriers, local memory) and a
//! 64×64 five-point stencil (2D NDRange), both clang-19 -O2 amdgcn IR with their inputs as
//! directives. Throughput is in IR instructions per second (criterion's "elem/s").
//! Decoding is done once outside the timed loop, as the web worker does per kernel. Each
//! kernel runs with the checks on (the default, issue 20) and off (`…/no-checks`).

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
        let prog = std::sync::Arc::new(decode::decode(&module, src).expect("decode"));
        let inputs = interpreter::materialize_inputs(&module, src, name, &RunInputs::default())
            .expect("inputs");
        for checks in [true, false] {
            let mut limits = Limits::default();
            limits.checks.enabled = checks;
            let name = if checks {
                name.to_string()
            } else {
                format!("{name}/no-checks")
            };
            let name = name.as_str();
            let n = interpreter::run_decoded(prog.clone(), &module, src, fi, &inputs, &limits)
                .expect("run")
                .metrics
                .instructions;
            eprintln!("{name}: {n} instructions per run");
            // CPU-time rate (independent of other load on the machine), Linux only.
            if let Some(t0) = cpu_seconds() {
                let runs = 200_000_000 / n.max(1);
                for _ in 0..runs {
                    black_box(
                        interpreter::run_decoded(prog.clone(), &module, src, fi, &inputs, &limits)
                            .expect("run"),
                    );
                }
                if let Some(t1) = cpu_seconds() {
                    eprintln!(
                        "{name}: {:.1} M instructions per CPU second ({runs} runs, {:.2} s CPU)",
                        (runs * n) as f64 / (t1 - t0) / 1e6,
                        t1 - t0
                    );
                }
            }
            g.throughput(Throughput::Elements(n));
            g.bench_function(name, |b| {
                b.iter(|| {
                    interpreter::run_decoded(
                        black_box(prog.clone()),
                        &module,
                        src,
                        fi,
                        &inputs,
                        &limits,
                    )
                    .expect("run")
                })
            });
        }
    }
    g.finish();
}

/// User + system CPU seconds of this process (`/proc/self/stat`, clock ticks of 1/100 s).
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

criterion_group!(benches, bench);
criterion_main!(benches);
