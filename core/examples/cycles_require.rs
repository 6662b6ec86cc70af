//! The counterpart of `opt -disable-output -passes='require<cycles>' FILE`: reads and parses the
//! file and computes the cycle hierarchy of every function without printing it (printing a
//! deeply nested irreducible CFG is quadratic in output size). Writes one summary line.
//! Used by `scripts/bench-cycles-vs-opt`:
//! `cargo run --release -p reconverge-core --example cycles_require -- FILE`
use reconverge_core::cycles::CycleInfo;
use reconverge_core::input;
use std::time::Instant;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: cycles_require FILE");
        std::process::exit(2);
    };
    let t = Instant::now();
    let src = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    };
    let p = match input::parse(&src, None) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{path}:{}:{}: {}", e.line, e.col, e.message);
            std::process::exit(1);
        }
    };
    let t_parse = t.elapsed();
    let t = Instant::now();
    let (mut cycles, mut irreducible, mut depth, mut blocks) = (0usize, 0usize, 0u32, 0u64);
    for f in &p.functions {
        let ci = CycleInfo::compute(f.cfg());
        cycles += ci.num_cycles();
        irreducible += ci.cycles().filter(|&c| !ci.is_reducible(c)).count();
        depth = depth.max(ci.cycles().map(|c| ci.depth(c)).max().unwrap_or(0));
        blocks += ci.cycles().map(|c| ci.num_blocks_of(c) as u64).sum::<u64>();
    }
    println!(
        "{cycles} cycles ({irreducible} irreducible), max depth {depth}, {blocks} (cycle, block) pairs LLVM would store; parse {t_parse:?}, cycles {:?}",
        t.elapsed()
    );
}
