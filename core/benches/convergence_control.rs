//! Convergence control tokens on large kernels: the facts scan, LLVM 22's convergence verifier
//! (`verify_module`) and the controlled relation. Kernels: random reducible CFGs of 10^4 and
//! 5·10^4 blocks with an anchor in the entry, a `loop` heart in every cycle header (token of
//! the parent cycle's heart) and a controlled convergent call in every block (token of its
//! innermost heart) — valid for opt-22. Parsing is outside the measurement.
//! Run with `cargo bench -p reconverge-core --bench convergence_control`; results in
//! `docs/CONVERGENCE-CONTROL.md`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use reconverge_core::convergence::MaximalConvergence;
use reconverge_core::convergence_control::{verify_module, ControlledConvergence, ModuleFacts, TokenProgram};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::ir::parse_module;
use reconverge_core::scenario::ThreadPaths;
use std::fmt::Write as _;
use std::hint::black_box;

/// The kernel text for a reducible random CFG of `n` blocks.
pub fn token_kernel(n: usize) -> String {
    let cfg = random_cfg(&mut Rng::new(7), &GenOptions::new(n, Shape::Reducible));
    let ci = CycleInfo::compute(&cfg);
    let mut s = String::from("define amdgpu_kernel void @k(i1 %c, i32 %s) {\n");
    for b in cfg.blocks() {
        let _ = writeln!(s, "{}:", cfg.name_of(b));
        if b == cfg.entry() {
            s.push_str("  %anchor = call token @llvm.experimental.convergence.anchor()\n");
        }
        let heart = |c: Option<reconverge_core::cycles::Cycle>| c.map_or("%anchor".to_string(), |c| format!("%h{}", ci.header(c).index()));
        let own = ci.cycle_of(b);
        if let Some(c) = own.filter(|&c| ci.header(c) == b) {
            let _ = writeln!(s, "  %h{} = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token {}) ]", b.index(), heart(ci.parent(c)));
        }
        let _ = writeln!(s, "  call void @conv() [ \"convergencectrl\"(token {}) ]", heart(own));
        let succ = cfg.succs(b);
        match succ.len() {
            0 => s.push_str("  ret void\n"),
            1 => {
                let _ = writeln!(s, "  br label %{}", cfg.name_of(succ[0]));
            }
            2 => {
                let _ = writeln!(s, "  br i1 %c, label %{}, label %{}", cfg.name_of(succ[0]), cfg.name_of(succ[1]));
            }
            _ => {
                let _ = write!(s, "  switch i32 %s, label %{} [", cfg.name_of(succ[0]));
                for (k, t) in succ[1..].iter().enumerate() {
                    let _ = write!(s, " i32 {k}, label %{}", cfg.name_of(*t));
                }
                s.push_str(" ]\n");
            }
        }
    }
    s.push_str("}\n\ndeclare void @conv() convergent\ndeclare token @llvm.experimental.convergence.anchor()\ndeclare token @llvm.experimental.convergence.loop()\n");
    s
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("convergence_control");
    group.sample_size(10);
    for n in [10_000usize, 50_000] {
        let src = token_kernel(n);
        let module = parse_module(&src).expect("parses");
        assert!(verify_module(&src, &module).is_empty(), "the benchmark kernel is valid");
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::new("facts", n), &n, |b, _| b.iter(|| black_box(ModuleFacts::compute(&src, &module))));
        group.bench_with_input(BenchmarkId::new("verify", n), &n, |b, _| b.iter(|| black_box(verify_module(&src, &module))));
        // The relation on 32 random walks of up to 2,000 blocks.
        let f = &module.functions[0];
        let facts = ModuleFacts::compute(&src, &module);
        let program = TokenProgram::from_function(&src, f, &facts.functions[0]);
        let mut rng = Rng::new(3);
        let walks: Vec<Vec<reconverge_core::Block>> = (0..32)
            .map(|_| {
                let mut b = f.cfg.entry();
                let mut p = vec![b];
                while p.len() < 2000 && !f.cfg.succs(b).is_empty() {
                    b = f.cfg.succs(b)[rng.below(f.cfg.succs(b).len())];
                    p.push(b);
                }
                p
            })
            .collect();
        let paths = ThreadPaths::from_paths(&walks);
        let ci = CycleInfo::compute(&f.cfg);
        let maximal = MaximalConvergence::compute(&f.cfg, &ci, &paths);
        group.bench_with_input(BenchmarkId::new("relation", n), &n, |b, _| b.iter(|| black_box(ControlledConvergence::with_maximal(&f.cfg, &paths, &program, maximal.class_of()))));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
