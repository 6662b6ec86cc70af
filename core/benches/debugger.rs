//! The debugger's costs (issue 33 item 7), on our kernels of `tests/debugger_kernels/`:
//!
//! - `debug_info`: [`parse_module`] of a `clang-19 -g` kernel (our Needleman–Wunsch step,
//!   -O0 and -O2, amdgcn) alone and followed by [`DebugInfo::read`] (the budget: at most
//!   +10 %), by the eager reference [`DebugInfo::read_eager`], and by `read` with every `!dbg`
//!   location then decoded (what the debugger's line table asks for first);
//! - `armed_run`: a whole run of `scale` (4,096 work-items, `n` = 64: about 3 million
//!   instructions) plainly ([`run_decoded`]) and through a [`DebugSession`] with breakpoints
//!   armed that stop nowhere before the end (the budget: at most 1.2×): one on a line with no
//!   code, and one on the hot loop line for the last work-item only (every instruction of the
//!   line is checked, the stop is the last work-item's first iteration);
//! - `step`: one source-line step of the last of 256 work-items (`n` = 64), the worst case of
//!   a step (the re-execution runs all the work-items before it; the page's budget: 16 ms).
//!
//! Run with `cargo bench -p reconverge-core --bench debugger`; results in docs/DEBUGGER.md.

use criterion::{criterion_group, criterion_main, Criterion};
use reconverge_core::interpreter::debugger::{BreakAt, Breakpoint, DebugSession, Granularity};
use reconverge_core::interpreter::{decode, run_decoded, Limits, RunInputs};
use reconverge_core::ir::debug_info::DebugInfo;
use reconverge_core::ir::parse_module;
use std::hint::black_box;
use std::sync::Arc;

fn kernel(name: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debugger_kernels").join(name)).unwrap()
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("debug_info");
    for name in ["nw_wavefront.O0.amdgcn.ll", "nw_wavefront.O2.amdgcn.ll"] {
        let src = kernel(name);
        g.bench_function(format!("parse/{name}"), |b| b.iter(|| black_box(parse_module(&src).unwrap().functions.len())));
        g.bench_function(format!("parse+debug_info/{name}"), |b| {
            b.iter(|| {
                let m = parse_module(&src).unwrap();
                black_box(DebugInfo::read(&m, &src).unwrap().functions.len())
            })
        });
        // The slow reference (every definition decoded up front: the reader before it was lazy).
        g.bench_function(format!("parse+debug_info_eager/{name}"), |b| {
            b.iter(|| {
                let m = parse_module(&src).unwrap();
                black_box(DebugInfo::read_eager(&m, &src).unwrap().functions.len())
            })
        });
        // Lazy, then every `!dbg` location decoded (what the debugger's tables ask for first).
        g.bench_function(format!("parse+debug_info+locations/{name}"), |b| {
            b.iter(|| {
                let m = parse_module(&src).unwrap();
                let di = DebugInfo::read(&m, &src).unwrap();
                black_box(di.functions.iter().flat_map(|f| f.locs.iter().flatten()).filter(|l| di.locations.contains_key(l)).count())
            })
        });
    }
    g.finish();

    let src = kernel("scale.O0.amdgcn.ll");
    let n = 4096;
    let inputs: RunInputs = serde_json::from_value(serde_json::json!({
        "global": [n], "local": [64],
        "args": [{"buffer": "i32", "data": vec![0; n]}, {"buffer": "i32", "data": (0..n).collect::<Vec<_>>()}, {"scalar": "i32", "value": 64}]
    }))
    .unwrap();
    let limits = Limits::default();
    let module = parse_module(&src).unwrap();
    let prog = Arc::new(decode::decode(&module, &src).unwrap());
    let mut g = c.benchmark_group("armed_run");
    g.sample_size(10);
    g.bench_function("plain", |b| b.iter(|| black_box(run_decoded(Arc::clone(&prog), &module, &src, 0, &inputs, &limits).unwrap().metrics.instructions)));
    for (what, bp) in [
        ("line_without_code", Breakpoint { at: BreakAt::SourceLine(1), work_item: None, condition: None }),
        ("hot_line_last_work_item", Breakpoint { at: BreakAt::SourceLine(7), work_item: Some([n as u64 - 1, 0, 0]), condition: None }),
    ] {
        let mut s = DebugSession::new(&src, None, &inputs, &limits).unwrap();
        s.add_breakpoint(bp);
        g.bench_function(what, |b| {
            b.iter(|| {
                s.step_back(1).unwrap();
                black_box(s.run_to_breakpoint().unwrap().position)
            })
        });
    }
    g.finish();

    // One step of the page's budget (16 ms): a source-line step of the last of 256 work-items
    // (the worst case: the re-execution runs every work-item before it).
    let n = 256;
    let inputs: RunInputs = serde_json::from_value(serde_json::json!({
        "global": [n], "local": [64],
        "args": [{"buffer": "i32", "data": vec![0; n]}, {"buffer": "i32", "data": (0..n).collect::<Vec<_>>()}, {"scalar": "i32", "value": 64}]
    }))
    .unwrap();
    let mut s = DebugSession::new(&src, None, &inputs, &limits).unwrap();
    s.set_focus([n as u64 - 1, 0, 0]).unwrap();
    s.step(Granularity::Line).unwrap();
    let mut g = c.benchmark_group("step");
    g.bench_function("line_last_of_256", |b| {
        b.iter(|| {
            s.step_back(1).unwrap();
            black_box(s.step(Granularity::Line).unwrap().position)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
