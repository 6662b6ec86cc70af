//! Peak memory of the web worker's extras, natively: the same core calls the worker makes
//! (`web/src/analysis.rs::analyse`, `web/src/worker.rs::run_hierarchies` and
//! `run_uniformity_extras`) with the worker's options, one job per process, so that
//! `/usr/bin/time -v` ("Maximum resident set size") measures that job (docs/PERFORMANCE.md,
//! "Resource limits").
//!
//! ```text
//! cargo build --release -p reconverge-core --example worker_memory
//! target/release/examples/worker_memory analyse FILE        # parse, analyses, the three drawings
//! target/release/examples/worker_memory hierarchies FILE 3  # all hierarchies at budget level 3
//! target/release/examples/worker_memory extras FILE         # uniformity per hierarchy, exact m-convergence
//! target/release/examples/worker_memory chain K > FILE      # an input with 2^K cycle hierarchies
//! ```
//!
//! `chain K` prints K irreducible two-entry cycles `{aI, bI}` in series (`gI ~> aI, bI`,
//! `aI -> bI`, `bI ~> aI, gI+1`; 3K+1 blocks): each cycle's header is whichever entry the DFS
//! visits first, so there are 2^K distinct hierarchies, and the enumeration needs exactly 2^K
//! DFS traversals — the most hierarchies per traversal, hence per `MAX_DFS_ORDERS`.
//!
//! Each job prints what it computed (sizes, counts, seconds) to stdout. The worker's constants
//! are copied here (the web crate is not a dependency of the core): box sizes (`CHAR_WIDTH` 7.3,
//! `BOX_HEIGHT` 26, `SIMPLIFY_EPS` 2), `BASE_TRAVERSALS` 2,000, the extras' 500 traversals and
//! the m-convergence options for CFGs of at most `MAX_M_BLOCKS` = 64 blocks. The worker also
//! ships its results to the page (bincode); the `analyse` job serializes the drawings to JSON
//! as a stand-in (JSON is larger than bincode, so this over-estimates).

use reconverge_core::convergence::{exact_m_convergence, MOptions};
use reconverge_core::cycles::hierarchies::{EnumOptions, HierarchyEnumeration};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::dfs::DepthFirst;
use reconverge_core::layout::{self, LayoutInput, LayoutOptions};
use reconverge_core::limits;
use reconverge_core::uniformity;
use reconverge_core::{DominatorTree, PostDominatorTree};
use std::time::Instant;

/// `web/src/analysis.rs`: the box width for a label of `chars` characters, and the box height.
fn box_width(chars: usize) -> f32 {
    (chars as f32 * 7.3 + 18.0).max(34.0)
}
const BOX_HEIGHT: f32 = 26.0;
const SIMPLIFY_EPS: f32 = 2.0;
/// `web/src/worker.rs`.
const BASE_TRAVERSALS: u64 = 2_000;
const MAX_M_BLOCKS: usize = 64;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let (Some("chain"), Some(k)) = (args.get(1).map(String::as_str), args.get(2).and_then(|k| k.parse::<u32>().ok())) {
        println!("# {k} irreducible two-entry cycles in series: 2^{k} cycle hierarchies, {} blocks", 3 * k + 1);
        for i in 0..k {
            println!("g{i} ~> a{i}, b{i}\na{i} -> b{i}\nb{i} ~> a{i}, g{}", i + 1);
        }
        println!("g{k}");
        return;
    }
    let (job, file) = match (args.get(1), args.get(2)) {
        (Some(j), Some(f)) => (j.as_str(), f.as_str()),
        _ => {
            eprintln!("usage: worker_memory analyse|hierarchies|extras FILE [LEVEL] | chain K");
            std::process::exit(2);
        }
    };
    let src = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let t0 = Instant::now();
    let session = reconverge_core::session::Session::parse_within_limits(src.as_str(), None).unwrap_or_else(|e| panic!("{file}: {e}"));
    let program = session.program();
    let function = &program.functions[program.default_function()];
    let cfg = function.cfg();
    println!("{file}: {} blocks, {} edges, parsed in {:.2} s", cfg.num_blocks(), cfg.num_edges(), t0.elapsed().as_secs_f64());
    match job {
        "analyse" => analyse(function, &src),
        "hierarchies" => hierarchies(cfg, args.get(3).and_then(|l| l.parse().ok()).unwrap_or(3)),
        "extras" => extras(function, &src),
        _ => panic!("unknown job {job}"),
    }
    println!("total {:.2} s", t0.elapsed().as_secs_f64());
}

/// `analysis::analyse` without the warp scenario: uniformity, DFS, cycles, dominators, the CFG
/// drawing (simplified) and the two tree drawings.
fn analyse(function: &reconverge_core::input::Function, src: &str) {
    let t = Instant::now();
    let cfg = function.cfg();
    let u = uniformity::analyze(function, src, &uniformity::Options::default()).expect("own order");
    let dfs = DepthFirst::compute(cfg);
    let cycles = CycleInfo::compute(cfg);
    let dt = DominatorTree::compute(cfg);
    let pdt = PostDominatorTree::compute(cfg);
    println!("analyses {:.2} s ({} cycles, {} divergent terminators)", t.elapsed().as_secs_f64(), cycles.num_cycles(), cfg.blocks().filter(|&b| u.has_divergent_terminator(b)).count());
    let t = Instant::now();
    let sizes: Vec<(f32, f32)> = cfg.blocks().map(|b| (box_width(cfg.name_of(b).chars().count()), BOX_HEIGHT)).collect();
    let opts = LayoutOptions::default();
    let mut cfg_layout = layout::layout(&LayoutInput::for_cfg(cfg, sizes.clone()), &opts);
    let points = |l: &layout::Layout| l.edges.iter().map(|e| e.points.len()).sum::<usize>();
    let before = points(&cfg_layout);
    layout::simplify_straight_runs(&mut cfg_layout, SIMPLIFY_EPS);
    println!("CFG layout {:.2} s: {} edge control points, {} after simplifying", t.elapsed().as_secs_f64(), before, points(&cfg_layout));
    let t = Instant::now();
    // The dominator tree drawing (nodes in DFS preorder) and the post-dominator tree's (node 0
    // the virtual exit), as `web/src/analysis.rs` builds them.
    let (dom_input, _) = LayoutInput::for_domtree(cfg, &dt, &sizes);
    let dom = layout::layout(&dom_input, &opts);
    let (postdom_input, _) = LayoutInput::for_postdomtree(cfg, &pdt, &sizes, (box_width(4), BOX_HEIGHT));
    let postdom = layout::layout(&postdom_input, &opts);
    println!("tree layouts {:.2} s", t.elapsed().as_secs_f64());
    let shipped = serde_json::to_vec(&(&cfg_layout, &dom, &postdom, dfs.preorder(), &cycles)).map(|v| v.len()).unwrap_or(0);
    println!("drawings as JSON: {shipped} bytes");
}

/// `worker::run_hierarchies` at budget level `level`: slices of adaptive size, a snapshot (a
/// copy of the result) every 250 ms as the progress message.
fn hierarchies(cfg: &reconverge_core::Cfg, level: u32) {
    let opts = EnumOptions {
        max_traversals: BASE_TRAVERSALS.saturating_mul(10u64.saturating_pow(level)).min(limits::MAX_DFS_ORDERS.max),
        max_steps: 50_000_000u64.saturating_mul(10u64.saturating_pow(level.min(3))),
        ..EnumOptions::default()
    };
    println!("level {level}: at most {} traversals, {} steps", opts.max_traversals, opts.max_steps);
    let t = Instant::now();
    let mut e = HierarchyEnumeration::new(cfg, &opts);
    let mut chunk = 8u64;
    let mut last_report = Instant::now();
    let mut snapshots = 0usize;
    loop {
        let s = Instant::now();
        if e.advance(chunk) {
            break;
        }
        let dt = s.elapsed().as_secs_f64() * 1000.0;
        if dt < 30.0 {
            chunk = chunk.saturating_mul(2).min(1 << 20);
        } else if dt > 120.0 && chunk > 1 {
            chunk /= 2;
        }
        if last_report.elapsed().as_millis() > 250 {
            let snap = e.snapshot();
            std::hint::black_box(&snap);
            snapshots += 1;
            last_report = Instant::now();
        }
    }
    let r = e.snapshot();
    println!("{} ({:.1} s, {snapshots} progress snapshots, {} steps)", r.summary(), t.elapsed().as_secs_f64(), e.steps());
}

/// `worker::run_uniformity_extras`: the uniformity analysis under each of the hierarchies of
/// up to 500 traversals, then exact m-convergence with the worker's options when the CFG has
/// at most 64 blocks.
fn extras(function: &reconverge_core::input::Function, src: &str) {
    let cfg = function.cfg();
    let t = Instant::now();
    let u0 = uniformity::analyze(function, src, &uniformity::Options::default()).expect("own order");
    let dt = DominatorTree::compute(cfg);
    let mut e = HierarchyEnumeration::new(cfg, &EnumOptions { max_traversals: 500, max_steps: 20_000_000, ..EnumOptions::default() });
    while !e.advance(16) {}
    let s = e.snapshot();
    for h in &s.hierarchies {
        let u = uniformity::analyze_with(cfg, function.ir(), src, h.info.clone(), &dt, &uniformity::Options::default());
        std::hint::black_box(&u);
    }
    println!("uniformity under {} hierarchies: {:.2} s", s.hierarchies.len(), t.elapsed().as_secs_f64());
    if cfg.num_blocks() <= MAX_M_BLOCKS {
        let t = Instant::now();
        let opts = MOptions { max_len: 14, max_nodes: 20_000, hierarchies: EnumOptions { max_traversals: 2_000, max_steps: 5_000_000, ..EnumOptions::default() } };
        let mut m = exact_m_convergence(cfg, &opts);
        let gap = m.compare_with_static(cfg, &u0);
        let json = serde_json::to_string(&(&m, &gap)).map(|j| j.len()).unwrap_or(0);
        println!(
            "exact m-convergence {:.2} s: {} hierarchies (complete: {}), depth {}, {} prefixes, {} of {} blocks m-converged; {json} bytes of JSON",
            t.elapsed().as_secs_f64(),
            m.orders.len(),
            m.hierarchies_complete,
            m.depth,
            m.nodes,
            m.blocks.iter().filter(|b| b.m_converged).count(),
            m.blocks.len()
        );
    } else {
        println!("no exact m-convergence: more than {MAX_M_BLOCKS} blocks");
    }
}
