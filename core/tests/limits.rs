//! The browser's resource limits (`core/src/limits.rs`): every gallery input is under them, an
//! input one over a limit is refused with the limit's name and the measured size, and an
//! input exactly at a limit is accepted.

use reconverge_core::limits::{self, LimitError, BROWSER, MAX_BLOCKS, MAX_EDGES, MAX_TEXT_BYTES};
use reconverge_core::loops::LoopAnalysis;
use reconverge_core::session::{self, Session};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// The gallery's file-backed examples (`web/src/examples.rs`).
const GALLERY: &[&str] = &[
    "web/examples/reduce.ll",
    "web/examples/imgvf_like.ll",
    "web/examples/loops.ll",
    "core/tests/convergence/natural_loop.cfg",
    "core/tests/convergence/nested_irreducible.cfg",
    "core/tests/convergence/closed_path_diverged_entry.cfg",
    "core/tests/convergence/diverged_outside_r_header.cfg",
    "core/tests/convergence/patent_fig3b.cfg",
    "web/examples/warp_kernel.cfg",
    "core/tests/if_conversion/seed001.cfg",
    "core/tests/if_conversion/seed001_nested.cfg",
    "core/tests/if_conversion/predication_wins.cfg",
    "e2e/fixtures/random3000.cfg",
];

/// The gallery's C loop nests.
const GALLERY_C: &[&str] = &[
    "core/tests/loops/seed002_scalar_expansion.c",
    "core/tests/loops/seed002_forward_substitution.c",
    "core/tests/loops/seed002_interchange_legal.c",
    "web/examples/gemm.c",
    "web/examples/jacobi-1d.c",
    "web/examples/seidel-2d.c",
    "web/examples/lu.c",
    "web/examples/atax.c",
    "web/examples/doitgen.c",
];

fn read(p: &str) -> String {
    std::fs::read_to_string(format!("{ROOT}/{p}")).unwrap_or_else(|e| panic!("{p}: {e}"))
}

/// A chain of `n` blocks `b0 -> b1 -> …` with a back edge every 7 blocks.
fn chain(n: usize) -> String {
    let mut s = String::with_capacity(n * 16);
    for k in 0..n.saturating_sub(1) {
        s.push_str(&format!("b{k} -> b{}", k + 1));
        if k % 7 == 6 {
            s.push_str(&format!(", b{}", k - 5));
        }
        s.push('\n');
    }
    s
}

#[test]
fn gallery_is_under_every_limit() {
    for p in GALLERY {
        let src = read(p);
        let s = Session::parse_within_limits(src.as_str(), None).unwrap_or_else(|e| panic!("{p}: {e}"));
        for (k, f) in s.program().functions.iter().enumerate() {
            s.check_limits(k).unwrap_or_else(|e| panic!("{p}: function {}: {e}", f.name()));
        }
        if let Ok(t) = s.threads(0, &[], false) {
            session::check_paths(&t.paths).unwrap_or_else(|e| panic!("{p}: {e}"));
        }
    }
    for p in GALLERY_C {
        let src = read(p);
        limits::check_text(&src).unwrap();
        LoopAnalysis::analyze(&src, &[], limits::MAX_LOOP_INSTANCES.max as usize).unwrap_or_else(|e| panic!("{p}: {e:?}"));
    }
    limits::check_run(20_000_000, 5_000).unwrap();
    limits::check_dfs_orders(2_000 * 10u64.pow(3)).unwrap();
}

#[test]
fn one_over_a_limit_names_it_and_the_size() {
    let over = chain(MAX_BLOCKS.max as usize + 1);
    let e = Session::parse_within_limits(over.as_str(), None).expect_err("one block over MAX_BLOCKS").message;
    assert!(e.contains("MAX_BLOCKS") && e.contains("5,001 blocks") && e.contains("at most 5,000 blocks"), "{e}");
    let at = chain(MAX_BLOCKS.max as usize);
    Session::parse_within_limits(at.as_str(), None).expect("exactly MAX_BLOCKS blocks");

    let text = "#".repeat(MAX_TEXT_BYTES.max as usize + 1);
    let e = limits::check_text(&text).expect_err("one byte over MAX_TEXT_BYTES");
    assert_eq!(e.measured, MAX_TEXT_BYTES.max + 1);
    assert!(e.to_string().contains("MAX_TEXT_BYTES"), "{e}");

    // Many edges on few blocks: a 30-way switch per block.
    let mut s = String::new();
    for k in 0..1_000 {
        s.push_str(&format!("b{k} -> {}\n", (0..30).map(|j| format!("b{}", (k + j) % 1_000)).collect::<Vec<_>>().join(",")));
    }
    let e = Session::parse_within_limits(s.as_str(), None).expect_err("30,000 edges").message;
    assert!(e.contains("MAX_EDGES") && e.contains("30,000 edges"), "{e}");
    assert!(MAX_EDGES.check(25_001).is_err());

    let e = limits::check_dfs_orders(limits::MAX_DFS_ORDERS.max + 1).unwrap_err();
    assert!(e.to_string().contains("DFS orders"), "{e}");
    let e: LimitError = limits::check_run(limits::MAX_INTERPRETER_STEPS.max + 1, 10).unwrap_err();
    assert!(e.to_string().contains("MAX_INTERPRETER_STEPS"), "{e}");
}

#[test]
fn scenario_over_the_thread_limit_is_refused() {
    let n = limits::MAX_THREADS.max as usize + 1;
    let paths: Vec<Vec<reconverge_core::Block>> = (0..n).map(|_| vec![reconverge_core::Block(0)]).collect();
    let tp = reconverge_core::scenario::ThreadPaths::from_paths(&paths);
    let e = session::check_paths(&tp).expect_err("4,097 threads");
    assert!(e.to_string().contains("4,097 threads") && e.to_string().contains("MAX_THREADS"), "{e}");
}

#[test]
fn limits_are_listed_once_with_distinct_names() {
    let mut names: Vec<&str> = BROWSER.iter().map(|l| l.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), BROWSER.len());
    assert!(BROWSER.iter().all(|l| l.max > 0 && !l.what.is_empty() && !l.applies_to.is_empty()));
    let json = serde_json::to_string(&BROWSER.to_vec()).unwrap();
    assert!(json.contains("\"MAX_BLOCKS\""), "{json}");
}
