//! Profiling helper: the maximal converged-with relation on the random workload only.
use reconverge_core::convergence::{MaximalConvergence, ThreadPaths};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::Cfg;
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
fn coherent_paths(cfg: &Cfg, threads: usize, len: usize, seed: u64) -> ThreadPaths {
    let mut out = Vec::with_capacity(threads);
    for t in 0..threads as u64 {
        let mut visits = vec![0u64; cfg.num_blocks()];
        let mut p = Vec::with_capacity(len);
        let mut b = cfg.entry();
        p.push(b);
        while p.len() < len {
            let s = cfg.succs(b);
            if s.is_empty() { break; }
            let k = visits[b.index()];
            visits[b.index()] += 1;
            let shared = mix(seed ^ (b.0 as u64) << 40 ^ k);
            let pick = if shared % 100 < 85 { mix(shared) } else { mix(shared ^ (t + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)) };
            b = s[(pick % s.len() as u64) as usize];
            p.push(b);
        }
        out.push(p);
    }
    ThreadPaths::from_paths(&out)
}
fn main() {
    let mut o = GenOptions::new(64, Shape::Random);
    o.exit = 0.0;
    o.back_edge = 0.25;
    let cfg = random_cfg(&mut Rng::new(11), &o);
    let paths = coherent_paths(&cfg, 32, 1_000_000, 3);
    let ci = CycleInfo::compute(&cfg);
    let t = std::time::Instant::now();
    let m = MaximalConvergence::compute(&cfg, &ci, &paths);
    eprintln!("{:.3}s {}", t.elapsed().as_secs_f64(), m.num_classes());
}
