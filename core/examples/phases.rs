//! Times the phases of `reconverge print` on one file: read, parse, analyses, printing.
//! `cargo run --release -p reconverge-core --example phases -- FILE`
use reconverge_core::{input, print, DominatorTree, PostDominatorTree};
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).expect("usage: phases FILE");
    let t = Instant::now();
    let src = std::fs::read_to_string(&path).expect("read");
    let t_read = t.elapsed();
    let t = Instant::now();
    let p = input::parse(&src, None).expect("parse");
    let t_parse = t.elapsed();
    let t = Instant::now();
    let mut trees = Vec::new();
    for f in &p.functions {
        trees.push((DominatorTree::compute(f.cfg()), PostDominatorTree::compute(f.cfg())));
    }
    let t_an = t.elapsed();
    let t = Instant::now();
    let mut n = 0;
    for (f, (dt, pdt)) in p.functions.iter().zip(&trees) {
        n += print::domtree(f.cfg(), dt).len() + print::postdomtree(f.cfg(), pdt).len();
    }
    let t_print = t.elapsed();
    println!("read {t_read:?} parse {t_parse:?} analyses {t_an:?} print {t_print:?} ({n} bytes)");
}
