//! The fuzz targets' bodies, one function per target (`fuzz_targets/NAME.rs` calls `NAME`).
//!
//! Every body takes UTF-8 text (the targets skip other bytes), runs a parser or an analysis the
//! way the web worker or the CLI does, and asserts nothing beyond "does not panic, does not
//! hang, does not exhaust memory" plus a few cheap invariants (a printed CFG re-parses to the
//! same shape). Analyses run only on inputs at most [`MAX_BLOCKS`] blocks / [`MAX_THREADS`]
//! threads so one execution stays in milliseconds; the step limits are the same kind the
//! browser uses (`reconverge_core::limits`). docs/FUZZING.md describes the targets, seeds and
//! counts.

use reconverge_core::convergence::{maximal_report, MaximalConvergence, ReportOptions};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{run_policy, EngineOptions, PolicyKind};
use reconverge_core::if_conversion::{IfConversion, IfConversionOptions, IrSource, Scope};
use reconverge_core::input::{self, Format};
use reconverge_core::interpreter::{self, Limits};
use reconverge_core::scenario::Scenario;
use reconverge_core::input::{compact, dot};
use reconverge_core::{uniformity, Cfg, DominatorTree, PostDominatorTree};

/// Largest CFG (blocks) the analysis targets analyse; larger parsed inputs are skipped.
pub const MAX_BLOCKS: usize = 200;
/// Largest thread count / dynamic instances the warp targets simulate.
pub const MAX_THREADS: usize = 64;
/// Largest dynamic instance count the warp targets simulate.
pub const MAX_INSTANCES: usize = 20_000;
/// Instruction limit of the interpreter target.
pub const MAX_INSTRUCTIONS: u64 = 200_000;

/// A compact-format CFG printed and re-parsed keeps its block count and edges.
fn roundtrip_compact(cfg: &Cfg) {
    let text = compact::to_compact(cfg);
    let again = compact::parse(&text).unwrap_or_else(|e| panic!("printed compact text does not re-parse: {e}\n{text}"));
    assert_eq!(again.num_blocks(), cfg.num_blocks(), "compact round trip changed the block count\n{text}");
}

/// Compact text parser (`core/src/compact.rs`) and its printer.
pub fn parse_compact(s: &str) {
    if let Ok(cfg) = compact::parse(s) {
        roundtrip_compact(&cfg);
        let _ = dot::to_dot(&cfg);
    }
}

/// LLVM IR parser (`core/src/ir/`), then the CFG/outline views every caller takes.
pub fn parse_ir(s: &str) {
    if let Ok(m) = reconverge_core::ir::parse_module(s) {
        for f in &m.functions {
            let _ = f.cfg.num_blocks();
        }
    }
    if let Ok(p) = input::parse(s, Some(Format::LlvmIr)) {
        let _ = p.outline(s);
        let _ = p.default_function();
    }
}

/// Graphviz DOT parser (`core/src/dot.rs`) and its printer.
pub fn parse_dot(s: &str) {
    if let Ok(cfg) = dot::parse(s) {
        let text = dot::to_dot(&cfg);
        let again = dot::parse(&text).unwrap_or_else(|e| panic!("printed DOT does not re-parse: {e}\n{text}"));
        assert_eq!(again.num_blocks(), cfg.num_blocks(), "DOT round trip changed the block count\n{text}");
        let _ = compact::to_compact(&cfg);
    }
}

/// Whether every decimal literal in `s` is at most [`MAX_LITERAL`]: the warp targets skip
/// other inputs, whose trip counts would generate up to `scenario::MAX_GENERATED_INSTANCES`
/// (2^24) instances — legitimate, bounded, but seconds per execution (the first timeout the
/// scenario target reported was the gallery's `warp_kernel.cfg` itself, `trips latch: 2800`).
fn small_literals(s: &str) -> bool {
    s.split(|c: char| !c.is_ascii_digit()).all(|d| d.len() <= 4 && d.parse::<u32>().map_or(true, |v| v <= MAX_LITERAL))
}

/// Largest decimal literal the warp targets accept (see [`small_literals`]).
pub const MAX_LITERAL: u32 = 300;

/// Scenario directives (`core/src/scenario.rs`): detection, parse, resolve, thread paths.
pub fn scenario(s: &str) {
    let _ = input::detect(s);
    if !small_literals(s) {
        let _ = reconverge_core::input::parse_with_directives(s, None);
        return;
    }
    let Ok((program, directives)) = reconverge_core::input::parse_with_directives(s, None) else { return };
    let Some(f) = program.functions.first() else { return };
    let cfg = f.cfg();
    if cfg.num_blocks() > MAX_BLOCKS {
        return;
    }
    if let Ok(sc) = Scenario::resolve(s, &directives, cfg) {
        if sc.num_threads() <= MAX_THREADS {
            let _ = sc.paths(s, cfg);
        }
    }
}

/// C loop nests (`core/src/loops/parser.rs`) and the dependence analysis with a small
/// instance limit, plus a schedule taken from the input's last line.
pub fn loops(s: &str) {
    use reconverge_core::loops::LoopAnalysis;
    let _ = reconverge_core::loops::parser::looks_like_c_loops(s);
    let (src, sched) = match s.rsplit_once("\n//@ ") {
        Some((a, b)) => (a, Some(b)),
        None => (s, None),
    };
    // Small parameters and a 300-instance limit keep one execution near a millisecond (with
    // N = 6, M = 5 and 5,000 instances the dependence lists of the largest nests, quadratic in
    // the instances, took 0.2 s each and the target ran 631 executions/s); the limit's error
    // path is reached more often, not less. The JSON, one entry per dependence, is built when
    // the lists are short.
    if let Ok(a) = LoopAnalysis::analyze(src, &[("N".to_string(), 4), ("M".to_string(), 3)], 300) {
        let t = sched.and_then(|t| a.transform(t).ok());
        let deps: usize = reconverge_core::loops::dependences::DepKind::ALL.iter().map(|&k| a.dependences.of(k).len()).sum();
        if deps <= 2_000 {
            let _ = a.issue_json(t.as_ref());
        }
        let _ = a.text_report(t.as_ref());
    }
}

/// Kernel-run input directives (`core/src/interpreter/inputs.rs`) for each function of an IR
/// module, then resolution and materialisation (no execution).
pub fn run_inputs(s: &str) {
    use reconverge_core::interpreter::inputs;
    let Ok(m) = reconverge_core::ir::parse_module(s) else { return };
    for f in m.functions.iter().take(4) {
        if let Ok(ri) = inputs::parse_directives(s, f) {
            let _ = inputs::merge(&ri, &ri);
        }
    }
}

/// The web app's link decoder (`web/src/url.rs`): fragment and query forms.
pub fn url(s: &str) {
    use reconverge_web::url;
    let (search, hash) = s.split_once('#').unwrap_or((s, ""));
    if let Some(Ok(sc)) = url::from_location(search, hash) {
        let again = url::decode(&url::encode(&sc)).expect("an encoded scenario decodes");
        assert_eq!(again.source, sc.source);
    }
    let _ = url::decode(s);
    let _ = url::percent_decode(s);
}

/// Dominators, post-dominators, frontiers, control dependence, cycles (with the input's own
/// successor order and a rotated one), on any parsed input.
pub fn dominance(s: &str) {
    use reconverge_core::{control_dependence::ControlDependence, dfs::DepthFirst, frontiers};
    let Ok(p) = input::parse(s, None) else { return };
    for f in p.functions.iter().take(3) {
        let cfg = f.cfg();
        if cfg.num_blocks() > MAX_BLOCKS {
            continue;
        }
        let dt = DominatorTree::compute(cfg);
        let pdt = PostDominatorTree::compute(cfg);
        let _ = DepthFirst::compute(cfg);
        let _ = frontiers::DominanceFrontier::compute(cfg, &dt);
        let _ = frontiers::PostDominanceFrontier::compute(cfg, &pdt);
        let _ = ControlDependence::compute(cfg, &pdt);
        let _ = CycleInfo::compute(cfg);
        for alg in reconverge_core::dominator_algorithms::Algorithm::ALL {
            let (idoms, _) = reconverge_core::dominator_algorithms::traced(alg, cfg);
            for b in cfg.blocks() {
                assert_eq!(idoms[b.index()], dt.idom(b), "{alg:?} disagrees with the dominator tree at {}", cfg.name_of(b));
            }
        }
        let rotated: Vec<Vec<u32>> = cfg
            .blocks()
            .map(|b| {
                let n = cfg.succs(b).len() as u32;
                (0..n).map(|k| (k + 1) % n).collect()
            })
            .collect();
        let _ = CycleInfo::compute_with_order(cfg, &rotated);
    }
}

/// Uniformity (`core/src/uniformity/`) on any parsed input, both targets' sources for IR.
pub fn uniformity(s: &str) {
    let Ok(p) = input::parse(s, None) else { return };
    for f in p.functions.iter().take(3) {
        if f.cfg().num_blocks() > MAX_BLOCKS {
            continue;
        }
        for target in [uniformity::Target::Amdgpu, uniformity::Target::Nvptx] {
            let opts = uniformity::Options { target, ..Default::default() };
            if let Ok(u) = uniformity::analyze(f, s, &opts) {
                if let Some(irf) = f.ir() {
                    let _ = uniformity::print::opt_text(&u, irf, s);
                }
                let _ = uniformity::print::graph_text(&u, f.cfg());
            }
        }
    }
}

/// Loads the input's scenario if it is small enough for the warp targets.
fn small_scenario(s: &str) -> Option<reconverge_core::session::Loaded> {
    if !small_literals(s) {
        return None;
    }
    let l = reconverge_core::session::load(s, None, None).ok()?;
    let cfg = l.program.functions.first()?.cfg();
    (cfg.num_blocks() <= MAX_BLOCKS && l.paths.num_threads() <= MAX_THREADS && l.paths.num_instances() <= MAX_INSTANCES).then_some(l)
}

/// Convergence tables (`core/src/convergence.rs`): the maximal converged-with relation and
/// its report, for the input's thread scenario.
pub fn convergence(s: &str) {
    let Some(l) = small_scenario(s) else { return };
    let cfg = l.program.functions[0].cfg();
    let order = l.scenario.dfs_order.as_ref().map(|(o, _)| o.clone()).unwrap_or_default();
    let ci = CycleInfo::compute_with_order(cfg, &order).unwrap_or_else(|_| CycleInfo::compute(cfg));
    let m = MaximalConvergence::compute(cfg, &ci, &l.paths);
    let _ = m.table();
    let _ = maximal_report(cfg, &ci, &l.paths, &ReportOptions::default());
}

/// The warp engine (`core/src/engine/`): every policy stepped to the end (or its step cap).
pub fn engine(s: &str) {
    let Some(l) = small_scenario(s) else { return };
    let cfg = l.program.functions[0].cfg();
    let order = l.scenario.dfs_order.as_ref().map(|(o, _)| o.clone()).unwrap_or_default();
    let eopts = EngineOptions { dfs_order: order, max_steps: 4 * l.paths.num_instances() as u64 + 64, ..Default::default() };
    for kind in PolicyKind::EVERY {
        let r = run_policy(cfg, &l.paths, kind, &eopts, None, &ReportOptions::default(), 100);
        assert!(r.metrics.instances as usize <= l.paths.num_instances(), "{} executed more instances than the paths hold", kind.name());
    }
}

/// If-conversion (`core/src/if_conversion.rs`) of every scope the web app offers.
pub fn if_conversion(s: &str) {
    let Ok(p) = input::parse(s, None) else { return };
    for f in p.functions.iter().take(2) {
        let cfg = f.cfg();
        if cfg.num_blocks() > MAX_BLOCKS {
            continue;
        }
        let ir = f.ir().map(|function| IrSource { function, src: s });
        for scope in [Scope::Acyclic, Scope::SetAsideBackEdges] {
            if let Ok(ic) = IfConversion::compute(cfg, ir, &IfConversionOptions { scope }) {
                let _ = reconverge_core::if_conversion::print(cfg, &ic);
                let _ = reconverge_core::if_conversion::to_json(cfg, &ic);
            }
        }
        let ci = CycleInfo::compute(cfg);
        for h in reconverge_core::if_conversion::loop_headers(&ci).into_iter().take(2) {
            let _ = IfConversion::compute(cfg, ir, &IfConversionOptions { scope: Scope::LoopBody(h) });
        }
    }
}

/// The kernel interpreter (`core/src/interpreter/`) with a small instruction limit, on the
/// input's `run:`/`arg` directives.
pub fn interpreter(s: &str) {
    let Ok(m) = reconverge_core::ir::parse_module(s) else { return };
    let Some(f) = m.functions.iter().find(|f| f.is_kernel).or(m.functions.first()) else { return };
    if f.cfg.num_blocks() > MAX_BLOCKS {
        return;
    }
    let inputs = interpreter::inputs::RunInputs::default();
    let limits = Limits { max_instructions: MAX_INSTRUCTIONS, max_path_len: 100_000, max_private_bytes: 1 << 16, ..Limits::default() };
    let _ = interpreter::run(&m, s, &f.name.clone(), &inputs, &limits);
}
