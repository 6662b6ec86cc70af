//! One-shot timings of the warp engine and the maximal converged-with relation on the two
//! workloads of `benches/engine.rs`, at a chosen size:
//! `cargo run --release --example warp_bench -- THREADS INSTANCES_PER_THREAD`
//! (the kernel's outer trip count is scaled to reach about that many instances per thread).

use reconverge_core::convergence::{MaximalConvergence, ThreadPaths};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, Stepper};
use reconverge_core::generate::{coherent_paths, engine_bench_cfg};
use reconverge_core::Cfg;
use std::time::Instant;

fn report(name: &str, cfg: &Cfg, paths: &ThreadPaths) {
    let ci = CycleInfo::compute(cfg);
    println!("{name}: {} threads, {} instances, {} cycles (depth ≤ {})", paths.num_threads(), paths.num_instances(), ci.num_cycles(), ci.cycles().map(|c| ci.depth(c)).max().unwrap_or(0));
    let t = Instant::now();
    let m = MaximalConvergence::compute(cfg, &ci, paths);
    println!("  maximal converged-with + table: {:.3} s, {} columns", t.elapsed().as_secs_f64(), m.num_classes());
    for kind in PolicyKind::ALL {
        let t = Instant::now();
        let mut s = Stepper::new(Engine::new(cfg, paths.clone(), kind, &EngineOptions::default()));
        s.run_to_end();
        let mt = s.metrics();
        println!("  {:<12} {:.3} s  {} steps  SIMD efficiency {:.1}%  {} evaluations", kind.name(), t.elapsed().as_secs_f64(), mt.steps, 100.0 * mt.simd_efficiency, mt.evaluations);
    }
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let threads = args.first().copied().unwrap_or(32);
    let per = args.get(1).copied().unwrap_or(31_250);
    let cfg = engine_bench_cfg();
    let paths = coherent_paths(&cfg, threads, per, 3);
    report("random 64-block CFG, coherent walks", &cfg, &paths);
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/convergence/warp_kernel.cfg")).expect("kernel file");
    let trips = (per as f64 / 11.2).round().max(1.0) as usize;
    let src = src.replace("trips latch: 2800", &format!("trips latch: {trips}")).replace("threads: 32", &format!("threads: {threads}")).replace("steps: 100000", &format!("steps: {}", 4 * per + 100));
    let l = reconverge_core::session::load(&src, None, None).expect("kernel scenario");
    report("kernel scenario", l.program.functions[0].cfg(), &l.paths);
}
