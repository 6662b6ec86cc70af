//! Everything the views draw, derived from the committed text in one pure function.
//!
//! [`analyse`] parses, picks the function, runs the analyses and lays out the three drawings.
//! It is memoised by the app on `(text, function)`; on a parse error the app keeps showing the
//! last good [`Analysed`] and the error in the alert.

use crate::deferred::Deferred;
use crate::state::DfsOrder;
use reconverge_core::cycles::CycleInfo;
use reconverge_core::dfs::DepthFirst;
use reconverge_core::input::{self, Format};
use reconverge_core::layout::{self, Layout, LayoutInput, LayoutOptions};
use reconverge_core::scenario::ThreadPaths;
use reconverge_core::session::Session;
use reconverge_core::uniformity::{UnmarkedBranches, Uniformity};
use reconverge_core::{Block, Cfg, DominatorTree, ParseError, PostDominatorTree};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// Width of one character of the block-name font (12 px monospace), in model units.
pub const CHAR_WIDTH: f32 = 7.3;
/// Height of a block box, in model units.
pub const BOX_HEIGHT: f32 = 26.0;

/// Tolerance (model units) within which a run of edge pieces counts as straight
/// ([`layout::simplify_straight_runs`]).
pub const SIMPLIFY_EPS: f32 = 2.0;

/// The box width for a block label of `chars` characters.
pub fn box_width(chars: usize) -> f32 {
    (chars as f32 * CHAR_WIDTH + 18.0).max(34.0)
}

/// A tree drawn by the layout engine: node `k` of the layout is `nodes[k]`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TreeDrawing {
    /// Per layout node: the block, or `None` for the post-dominator tree's virtual exit.
    pub nodes: Vec<Option<Block>>,
    /// Per layout node: its parent block's name (`""` for a root and for children of the
    /// virtual exit), the `data-parent` test hook.
    pub parents: Vec<String>,
    /// The geometry.
    pub layout: Layout,
}

/// A value that stays in the Web Worker: it is sent to the page as nothing, so the page's copy
/// is empty ([`WorkerOnly::get`] gives `None` there).
#[derive(Clone, Debug)]
pub struct WorkerOnly<T>(Option<T>);

impl<T> WorkerOnly<T> {
    /// Wraps a value computed in the worker.
    pub fn new(v: T) -> Self {
        WorkerOnly(Some(v))
    }

    /// The value (in the worker), `None` in the page.
    pub fn get(&self) -> Option<&T> {
        self.0.as_ref()
    }
}

impl<T> Serialize for WorkerOnly<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_unit()
    }
}

impl<'de, T> Deserialize<'de> for WorkerOnly<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        <()>::deserialize(d)?;
        Ok(WorkerOnly(None))
    }
}

/// The analyses and drawings of one function.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Analysed {
    /// The detected input format.
    pub format: Format,
    /// All function names of the input (one for compact text and DOT).
    pub functions: Vec<String>,
    /// Index of the shown function in `functions`.
    pub selected: usize,
    /// Per function: the byte offset of its `@name` in the text (0 for compact text and DOT),
    /// so the editor can scroll to the chosen function.
    pub function_offsets: Vec<usize>,
    /// The shown function's CFG, with the chosen DFS successor order applied.
    pub cfg: Cfg,
    /// The shown function's CFG in the source's successor order (DFS orders are relative to it).
    pub source_cfg: Cfg,
    /// The DFS of the dominator construction (first successor first) and its edge classes.
    pub dfs: DepthFirst,
    /// LLVM's cycle hierarchy for the chosen DFS successor order.
    pub cycles: CycleInfo,
    /// The shown function (its IR for LLVM input). Decoded in the page only where read
    /// ([`Analysed::function`]; [`Deferred`]).
    pub function: Deferred<input::Function>,
    /// The text everything was parsed from (instruction texts come from it).
    pub src: Rc<str>,
    /// Uniformity analysis (LLVM's) under the chosen DFS order. Kept in the worker only (its
    /// reasons and join sets are megabytes on a large CFG): the page reads
    /// [`Analysed::divergent_terminators`] and [`Analysed::uniformity_cycles`], and asks the
    /// worker for the rest.
    pub uniformity: WorkerOnly<Uniformity>,
    /// Per block: whether its terminator is divergent (from the uniformity analysis).
    pub divergent_terminators: Vec<bool>,
    /// The cycle hierarchy the uniformity analysis used.
    pub uniformity_cycles: CycleInfo,
    /// Cycles with a divergent exit (of [`Analysed::uniformity_cycles`]).
    pub divergent_exit_cycles: Vec<reconverge_core::cycles::Cycle>,
    /// Cycles assumed divergent (irreducible, entered divergently).
    pub assumed_cycles: Vec<reconverge_core::cycles::Cycle>,
    /// The thread scenario of the text: `None` when it has no `thread`/`threads` lines,
    /// otherwise the threads' paths or the error (`line L:C: …`) that stops them. For a kernel
    /// without thread lines: the paths of work-group 0, warp 0 of [`Analysed::kernel_run`].
    pub warp: Deferred<Option<Result<WarpInput, String>>>,
    /// The kernel run by the interpreter (LLVM IR kernels whose text has no `thread`/`threads`
    /// lines; inputs from the `run:`/`arg` directives, else defaults), or why it could not run.
    pub kernel_run: Deferred<Option<Result<KernelRun, String>>>,
    /// The inputs form of the kernel run (`interpreter::form`): the text's inputs when it ran,
    /// the suggested (grown) inputs and the fault's row when it did not.
    pub input_form: Deferred<Option<reconverge_core::interpreter::form::InputForm>>,
    /// Its dominator tree.
    pub dt: DominatorTree,
    /// Its post-dominator tree.
    pub pdt: PostDominatorTree,
    /// The one parse of the text and its cached analyses, kept in the worker (follow-up jobs
    /// and the kernel run are served from it, never from a second parse).
    pub session: WorkerOnly<Rc<Session>>,
    /// The CFG drawing (layout node `k` is `Block(k)`; its layer gap holds the construct
    /// regions when there are some).
    pub cfg_layout: Layout,
    /// The structured constructs (SPIR-V merges, `merge`/`continue` directives) and their
    /// regions on [`Analysed::cfg_layout`]: `None` when none is declared, else the constructs
    /// or their error (`line L:C: …`).
    pub constructs: Option<Result<crate::vulkan_view::ConstructsView, String>>,
    /// The dominator tree drawing.
    pub domtree: TreeDrawing,
    /// The post-dominator tree drawing (its last node is the virtual exit).
    pub postdomtree: TreeDrawing,
    /// What the page keys every cache of what it draws from this analysis by: the `Analyse`
    /// job that produced it (unique in a page; set by [`crate::bridge`] on arrival, 0
    /// elsewhere). Never an address: a new analysis can reuse a dropped one's.
    pub key: u64,
}

/// A buffer argument before and after a run (the first [`SHOWN_ELEMENTS`] elements).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct BufferView {
    /// The argument's name (`%in`) or position.
    pub arg: String,
    /// Element type (`i32`, `f32`, …).
    pub elem: String,
    /// Number of elements.
    pub len: usize,
    /// Leading elements before the run.
    pub initial: Vec<String>,
    /// Leading elements after the run.
    pub data: Vec<String>,
    /// Elements changed by the run (all of them, not only the shown ones).
    pub changed: usize,
}

/// Elements of each buffer shown in the page.
pub const SHOWN_ELEMENTS: usize = 32;

/// One warp of a run.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WarpView {
    /// Work-group id.
    pub group: [u64; 3],
    /// Warp index in the work-group.
    pub warp: u32,
    /// Its lanes' work-items (global linear ids).
    pub work_items: Vec<u64>,
    /// Blocks where its lanes split.
    pub diverged_at: usize,
}

/// What the page shows of an interpreter run (`reconverge_core::interpreter::Run`, reduced:
/// the run's buffers hold untagged numbers bincode cannot carry, and only a window of them is
/// shown).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct KernelRun {
    /// The kernel.
    pub function: String,
    /// Global size per dimension.
    pub global: [u64; 3],
    /// Work-group size per dimension.
    pub local: [u64; 3],
    /// Dimensions used.
    pub dims: u32,
    /// Lanes per warp.
    pub wave: u32,
    /// Every warp (at most [`MAX_WARPS`]).
    pub warps: Vec<WarpView>,
    /// Per work-item: the blocks it ran (of the warps kept).
    pub paths: Vec<Vec<Block>>,
    /// Per conditional branch: `(block, warps that reached it, warps that diverged there)`.
    pub branches: Vec<(Block, u32, u32)>,
    /// Buffer arguments.
    pub buffers: Vec<BufferView>,
    /// Races, barrier divergence and notes, as sentences.
    pub reports: Vec<String>,
    /// IR instructions executed.
    pub instructions: u64,
    /// Work-items run.
    pub work_items: u64,
    /// Warps in which some branch diverged.
    pub warps_diverged: u64,
    /// The checks' findings (races, uninitialised values, bounds, faults…), for the Problems
    /// list (`components/problems.rs`).
    pub findings: Vec<FindingView>,
}

/// One finding of the run's checks (`reconverge_core::interpreter::Finding`, reduced for the
/// page: work-items as global linear ids, locations with their kernel block's name).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FindingView {
    /// The kind (`read-write-race`, `uninitialised-branch`, …; docs/INTERPRETER.md).
    pub kind: String,
    /// `error` or `warning`.
    pub severity: String,
    /// The work-items involved (global linear ids, as `WarpView::work_items`).
    pub work_items: Vec<u64>,
    /// Those of later occurrences, as many per occurrence as `work_items` (the core's
    /// `Finding::more_work_items`, capped): marked in the warp tables too.
    pub more_work_items: Vec<u64>,
    /// The instructions involved: `(line, column, kernel block name)` (line 0: none; no block
    /// in a called function). Parallel to `work_items` for two-sided findings.
    pub locations: Vec<(u32, u32, Option<String>)>,
    /// How many times it occurred.
    pub count: u64,
    /// A sentence.
    pub message: String,
}

/// Whether a finding of `kind` stopped its work-item (a fault: the others ran on).
pub fn is_fault(kind: &str) -> bool {
    matches!(kind, "out-of-bounds" | "private-out-of-bounds" | "fault")
}

/// CFGs up to this many blocks get a generated thread scenario when the text has none.
pub const DEFAULT_THREADS_MAX_BLOCKS: usize = 1_000;

/// Warps kept for the warp picker.
pub const MAX_WARPS: usize = 256;

/// Kernels up to this many blocks are run when analysed (larger: the CLI).
pub const RUN_MAX_BLOCKS: usize = reconverge_core::limits::MAX_RUN_BLOCKS.max as usize;

/// Instruction budget of a run in the page.
pub const RUN_MAX_INSTRUCTIONS: u64 = reconverge_core::limits::MAX_INTERPRETER_STEPS.max;

impl KernelRun {
    /// The lanes' paths of warp `k` of [`KernelRun::warps`] as thread paths (`wi N`).
    pub fn thread_paths(&self, k: usize) -> Option<ThreadPaths> {
        let w = self.warps.get(k)?;
        let mut tp = ThreadPaths::default();
        for &i in &w.work_items {
            tp.push(format!("wi {i}"), self.paths.get(i as usize).map_or(&[][..], |p| &p[..]));
        }
        tp.notes.push(format!("paths of a run: work-group ({}, {}, {}), warp {} ({} lanes)", w.group[0], w.group[1], w.group[2], w.warp, w.work_items.len()));
        Some(tp)
    }
}

/// Runs kernel `name` of the session's module (parsed once) with the text's `run:`/`arg` directives (else
/// the interpreter's defaults) and reduces the result for the page.
///
/// # Errors
/// The interpreter's error (line:column, work-item), or the parse error of the module.
pub fn run_kernel(session: &Session, name: &str) -> Result<KernelRun, String> {
    use reconverge_core::interpreter::{inputs::RunInputs, Limits};
    let limits = Limits { max_instructions: RUN_MAX_INSTRUCTIONS, ..Limits::default() };
    let run = session.run_kernel(name, &RunInputs::default(), &limits).map_err(|e| e.to_string())?;
    kernel_run_view(session, name, &run)
}

/// A run of kernel `name` reduced for the page (the warps kept, the findings as views).
///
/// # Errors
/// None today (kept a `Result` for [`run_kernel`]'s callers).
pub fn kernel_run_view(session: &Session, name: &str, run: &reconverge_core::interpreter::Run) -> Result<KernelRun, String> {
    use reconverge_core::interpreter;
    let f = session.program().function(name).and_then(|f| f.ir());
    let arg_name = |k: usize| {
        f.and_then(|f| f.args.get(k).map(|&v| f.value_name(v).to_string()))
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| format!("argument {k}"))
    };
    let num = |n: &interpreter::inputs::Num| match n {
        interpreter::inputs::Num::Int(i) => i.to_string(),
        interpreter::inputs::Num::UInt(u) => u.to_string(),
        interpreter::inputs::Num::Float(x) => format!("{x}"),
    };
    let buffers = run
        .buffers
        .iter()
        .enumerate()
        .filter_map(|(k, b)| {
            let b = b.as_ref()?;
            Some(BufferView {
                arg: arg_name(k),
                elem: b.elem.name().to_string(),
                len: b.data.len(),
                initial: b.initial.iter().take(SHOWN_ELEMENTS).map(num).collect(),
                data: b.data.iter().take(SHOWN_ELEMENTS).map(num).collect(),
                changed: b.initial.iter().zip(&b.data).filter(|(x, y)| x != y).count(),
            })
        })
        .collect();
    let mut reports: Vec<String> = Vec::new();
    for r in run.races.iter().take(10) {
        reports.push(format!("data race at line {}:{}: work-items {:?} and {:?} write different values to {} + {}", r.line, r.col, r.work_items[0], r.work_items[1], r.region, r.offset));
    }
    if run.races_total > 10 {
        reports.push(format!("… {} races in all", run.races_total));
    }
    for b in run.barrier_divergence.iter().take(10) {
        reports.push(format!("barrier divergence at line {}:{} (work-group {:?}): {}", b.line, b.col, b.group, b.message));
    }
    reports.extend(run.notes.iter().cloned());
    let warps: Vec<WarpView> = run
        .warps
        .iter()
        .take(MAX_WARPS)
        .map(|w| WarpView { group: w.group, warp: w.warp, work_items: w.work_items.clone(), diverged_at: w.diverged_at.len() })
        .collect();
    let [gx, gy, _] = run.global;
    let findings = run
        .findings
        .iter()
        .map(|f| FindingView {
            kind: f.kind.name().to_string(),
            severity: format!("{:?}", f.severity).to_lowercase(),
            work_items: f.work_items.iter().map(|w| w[0] + w[1] * gx + w[2] * gx * gy).collect(),
            more_work_items: f.more_work_items.iter().map(|w| w[0] + w[1] * gx + w[2] * gx * gy).collect(),
            locations: f
                .locations
                .iter()
                .map(|l| (l.line, l.col, l.block.and_then(|b| run.block_names.get(b as usize).cloned())))
                .collect(),
            count: f.count,
            message: f.message.clone(),
        })
        .collect();
    // A sorted Vec, not a BTreeSet: one sort instance shared with the core (the worker's size budget).
    let mut kept: Vec<u64> = warps.iter().flat_map(|w| w.work_items.iter().copied()).collect();
    reconverge_core::sort::sort_unstable(&mut kept);
    let paths = run.paths.iter().enumerate().map(|(i, p)| if kept.binary_search(&(i as u64)).is_ok() { p.clone() } else { Vec::new() }).collect();
    Ok(KernelRun {
        function: run.function.clone(),
        global: run.global,
        local: run.local,
        dims: run.dims,
        wave: run.wave,
        warps,
        paths,
        branches: run.branches.iter().map(|b| (b.block, b.warps_reached, b.warps_diverged)).collect(),
        buffers,
        reports,
        instructions: run.metrics.instructions,
        work_items: run.metrics.work_items,
        warps_diverged: run.metrics.warps_diverged,
        findings,
    })
}

/// The thread paths the warp tab runs: warp `picked` of the kernel run (0: the analysis's own
/// scenario, which for a run kernel is its first warp).
/// Page side (decodes [`Analysed::warp`] and [`Analysed::kernel_run`]); the worker calls
/// [`warp_input_of`] with the values it holds.
pub fn warp_input(a: &Analysed, picked: usize) -> Option<Result<WarpInput, String>> {
    warp_input_of(a.warp(), a.kernel_run(), picked)
}

/// [`warp_input`] of the analysis's scenario `warp` and kernel run `run`.
pub fn warp_input_of(warp: Option<&Result<WarpInput, String>>, run: Option<&Result<KernelRun, String>>, picked: usize) -> Option<Result<WarpInput, String>> {
    match (warp, run.and_then(|r| r.as_ref().ok())) {
        (Some(Ok(w0)), Some(r)) if picked > 0 => r
            .thread_paths(picked)
            .map(|paths| Ok(WarpInput { paths, order: w0.order.clone(), cycles: w0.cycles.clone() }))
            .or_else(|| warp.cloned()),
        _ => warp.cloned(),
    }
}

/// A resolved thread scenario: the threads' paths and the cycle hierarchy the maximal
/// convergence uses (the chosen DFS order, else the scenario's `dfs:` line, else the CFG's).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WarpInput {
    /// The threads' paths (blocks of `source_cfg`).
    pub paths: ThreadPaths,
    /// The DFS successor order for the cycle hierarchy (per block of `source_cfg`).
    pub order: Vec<Vec<u32>>,
    /// The cycle hierarchy under that order.
    pub cycles: CycleInfo,
}

/// The per-block permutation `order` names, as [`Cfg::with_successor_order`] takes it
/// (unknown blocks and wrong lengths are ignored).
pub fn permutation(cfg: &Cfg, order: &DfsOrder) -> Vec<Vec<u32>> {
    let mut perm = vec![Vec::new(); cfg.num_blocks()];
    for (name, p) in order {
        if let Some(b) = cfg.find(name) {
            if p.len() == cfg.succs(b).len() {
                perm[b.index()] = p.clone();
            }
        }
    }
    perm
}

/// Parses `src` once into a [`Session`] and analyses `function` (or the default function)
/// under the DFS successor order `order`: every view of the text, the kernel run and the warp
/// scenario are served from that one parse.
///
/// # Errors
/// The parser's error (line:column) when the text does not parse, or the page's resource
/// limit it exceeds.
pub fn analyse(
    src: &str,
    function: Option<&str>,
    order: &DfsOrder,
) -> Result<Analysed, ParseError> {
    // The page's resource limits (reconverge_core::limits, shown under the editor).
    let limit = |e: reconverge_core::limits::LimitError| ParseError::new(src, reconverge_core::span::Span::at(0), e.to_string());
    reconverge_core::limits::check_text(src).map_err(limit)?;
    let session = Rc::new(Session::parse(src, None)?);
    let program = session.program();
    let functions: Vec<String> = program
        .functions
        .iter()
        .map(|f| f.name().to_string())
        .collect();
    let selected = function
        .and_then(|f| functions.iter().position(|n| n == f))
        .unwrap_or_else(|| program.default_function());
    let function_offsets = program
        .functions
        .iter()
        .map(|f| f.ir().map_or(0, |f| f.span.start as usize))
        .collect();
    session.check_limits(selected).map_err(limit)?;
    let k = selected;
    let function = session.function(k).clone();
    let source_cfg = session.cfg(k).clone();
    let perm = permutation(&source_cfg, order);
    let cfg = if order.is_empty() {
        source_cfg.clone()
    } else {
        source_cfg.with_successor_order(&perm)
    };
    // The session's target (the module's triple): NVPTX kernels get NVVM's sources.
    let uniformity = session.uniformity_with(k, (!order.is_empty()).then_some(&perm[..]), UnmarkedBranches::Divergent);
    let dfs = DepthFirst::compute(&cfg);
    // The cycle hierarchy the warp views use: the chosen order, else the scenario's `dfs:`.
    let warp_cycles = |scenario_order: Vec<Vec<u32>>| {
        let order = if !order.is_empty() { perm.clone() } else { scenario_order };
        let cycles = session.cycles_for_or_cfg_order(k, &order).into_owned();
        WarpInput { paths: ThreadPaths::default(), order, cycles }
    };
    let warp = (!session.directives().is_empty()).then(|| {
        let t = session.text_threads(k).map_err(|e| e.to_string())?;
        if t.scenario.is_empty() {
            return Err("the scenario has no threads: add `thread T1: entry …` lines or `threads: N` with rules".to_string());
        }
        let w = warp_cycles(t.scenario.dfs_order.as_ref().map(|(o, _)| o.clone()).unwrap_or_default());
        Ok(WarpInput { paths: t.paths, ..w })
    });
    // A kernel without thread lines is run: its real paths drive the warp tab.
    let kernel_run = function
        .ir()
        .filter(|f| f.is_kernel && !session.has_thread_directives() && f.cfg.num_blocks() <= RUN_MAX_BLOCKS)
        .map(|f| run_kernel(&session, &f.name));
    // The form comes from the run's own parse and decode (`Session::input_form`).
    let mut grown_run = None;
    let input_form = kernel_run.as_ref().and_then(|r| {
        let limits = reconverge_core::interpreter::Limits { max_instructions: RUN_MAX_INSTRUCTIONS, ..Default::default() };
        // With the checks on, a fault stops only its work-item and the run ends: the form
        // still suggests inputs that do not fault, as when the run stopped; when growing a
        // buffer fixed it, the page shows the run on the grown inputs (form and run agree).
        let faulted = !matches!(r, Ok(r) if !r.findings.iter().any(|f| is_fault(&f.kind)));
        if faulted && r.is_ok() {
            let (form, run) = session.suggested_run(function.name(), &limits).ok()?;
            grown_run = run.and_then(|run| kernel_run_view(&session, function.name(), &run).ok());
            Some(form)
        } else {
            session.input_form(function.name(), faulted, &limits).ok()
        }
    });
    let kernel_run = match grown_run {
        Some(run) => Some(Ok(run)),
        None => kernel_run,
    };
    // No threads and nothing run: a generated scenario (a rule per divergent branch on the
    // thread id, trip counts for loops), so the warp tab always has something to show.
    let warp = match (&warp, &kernel_run) {
        (None, None | Some(Err(_))) if source_cfg.num_blocks() <= DEFAULT_THREADS_MAX_BLOCKS => {
            session.generated_threads(k, &uniformity).ok().map(|(_, paths)| Ok(WarpInput { paths, ..warp_cycles(Vec::new()) }))
        }
        _ => warp,
    };
    let warp = match (&warp, &kernel_run) {
        (None, Some(Ok(run))) => run.thread_paths(0).map(|paths| Ok(WarpInput { paths, ..warp_cycles(Vec::new()) })),
        _ => warp,
    };
    let cycles = if order.is_empty() { session.cycles(k).clone() } else { CycleInfo::compute(&cfg) };
    let (dt, pdt) = if order.is_empty() {
        (session.domtree(k).clone(), session.postdomtree(k).clone())
    } else {
        (DominatorTree::compute(&cfg), PostDominatorTree::compute(&cfg))
    };
    let sizes: Vec<(f32, f32)> = cfg
        .blocks()
        .map(|b| (box_width(cfg.name_of(b).chars().count()), BOX_HEIGHT))
        .collect();
    let opts = LayoutOptions::default();
    // With structured constructs the layers are spaced for their regions' labels.
    let cfg_opts = crate::vulkan_view::layout_options(session.constructs(k).ok());
    let mut cfg_layout = layout::layout(&LayoutInput::for_cfg(&cfg, sizes.clone()), &cfg_opts);
    // Long edges routed through many layers become single straight pieces (a random
    // 3,000-block CFG: 4.1 million control points → 42 thousand, shipped to the page).
    layout::simplify_straight_runs(&mut cfg_layout, SIMPLIFY_EPS);
    let constructs = crate::vulkan_view::constructs_view(&session, k, &mut cfg_layout, cfg_opts.margin);
    let domtree = dom_drawing(&cfg, &dt, &sizes, &opts);
    let postdomtree = postdom_drawing(&cfg, &pdt, &sizes, &opts);
    let divergent_terminators = cfg.blocks().map(|b| uniformity.has_divergent_terminator(b)).collect();
    Ok(Analysed {
        format: program.format,
        functions,
        selected,
        function_offsets,
        cfg,
        source_cfg,
        dfs,
        cycles,
        function: Deferred::ready(function),
        src: Rc::from(src),
        warp: Deferred::ready(warp),
        kernel_run: Deferred::ready(kernel_run),
        input_form: Deferred::ready(input_form),
        divergent_terminators,
        uniformity_cycles: uniformity.cycles().clone(),
        divergent_exit_cycles: uniformity.divergent_exit_cycles().iter().map(|e| e.cycle).collect(),
        assumed_cycles: uniformity.assumed_divergent().iter().map(|a| a.cycle).collect(),
        uniformity: WorkerOnly::new(uniformity),
        session: WorkerOnly::new(session.clone()),
        dt,
        pdt,
        cfg_layout,
        constructs,
        domtree,
        postdomtree,
        key: 0,
    })
}

/// A heavy piece of an [`Analysed`], shipped to the page in a message of its own.
///
/// Decoding a message is one main-thread task: a 5,000-block analysis is 3.1 MB of bincode
/// (150 ms to decode in the page), so the worker sends the drawings and the function as
/// parts first ([`Analysed::split`], each decoded in its own task, 20–30 ms) and then the
/// rest, which the page completes with [`Analysed::merge`] (docs/PERFORMANCE.md).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum AnalysedPart {
    /// [`Analysed::cfg_layout`].
    CfgLayout(Layout),
    /// [`Analysed::domtree`].
    Domtree(TreeDrawing),
    /// [`Analysed::postdomtree`].
    Postdomtree(TreeDrawing),
    /// [`Analysed::source_cfg`]; `None` when it equals [`Analysed::cfg`] (no DFS order
    /// chosen), which is then not shipped twice.
    SourceCfg(Option<Cfg>),
    /// [`Analysed::function`]; `None` for a graph (compact text, DOT), whose function is
    /// [`Analysed::source_cfg`] itself.
    Function(Option<Deferred<input::Function>>),
}

impl Analysed {
    /// The shown function, decoded on first use (the page; the worker reads
    /// `function.value()`).
    pub fn function(&self) -> Option<&input::Function> {
        self.function.get()
    }

    /// The thread scenario ([`Analysed::warp`]'s field), decoded on first use.
    pub fn warp(&self) -> Option<&Result<WarpInput, String>> {
        self.warp.get().and_then(Option::as_ref)
    }

    /// The kernel run ([`Analysed::kernel_run`]'s field), decoded on first use.
    pub fn kernel_run(&self) -> Option<&Result<KernelRun, String>> {
        self.kernel_run.get().and_then(Option::as_ref)
    }

    /// The inputs form ([`Analysed::input_form`]'s field), decoded on first use.
    pub fn input_form(&self) -> Option<&reconverge_core::interpreter::form::InputForm> {
        self.input_form.get().and_then(Option::as_ref)
    }

    /// Takes the heavy fields out (the worker side): returns what stays and the parts, which
    /// [`Analysed::merge`] puts back in the order given. `O(1)` apart from moves and encoding
    /// the [`Deferred`] fields (`O(their size)`, once: [`Deferred::into_encoded`]).
    pub fn split(mut self) -> (Analysed, Vec<AnalysedPart>) {
        let empty_tree = || TreeDrawing { nodes: Vec::new(), parents: Vec::new(), layout: Layout::default() };
        let placeholder = || reconverge_core::cfg::from_edges(1, &[]);
        let mut parts = vec![
            AnalysedPart::CfgLayout(std::mem::take(&mut self.cfg_layout)),
            AnalysedPart::Domtree(std::mem::replace(&mut self.domtree, empty_tree())),
            AnalysedPart::Postdomtree(std::mem::replace(&mut self.postdomtree, empty_tree())),
        ];
        let source = std::mem::replace(&mut self.source_cfg, placeholder());
        let same = source == self.cfg;
        let function = std::mem::replace(&mut self.function, Deferred::ready(input::Function::Graph(placeholder())));
        let graph = matches!(function.value(), Some(input::Function::Graph(c)) if *c == source);
        parts.push(AnalysedPart::SourceCfg((!same).then_some(source)));
        parts.push(AnalysedPart::Function((!graph).then(|| function.into_encoded())));
        // Encoded once here, not in both of bincode's passes over the message.
        self.warp = self.warp.into_encoded();
        self.kernel_run = self.kernel_run.into_encoded();
        self.input_form = self.input_form.into_encoded();
        (self, parts)
    }

    /// Puts the parts of [`Analysed::split`] back (the page side), in their order.
    pub fn merge(&mut self, parts: Vec<AnalysedPart>) {
        for p in parts {
            match p {
                AnalysedPart::CfgLayout(l) => self.cfg_layout = l,
                AnalysedPart::Domtree(t) => self.domtree = t,
                AnalysedPart::Postdomtree(t) => self.postdomtree = t,
                AnalysedPart::SourceCfg(c) => self.source_cfg = c.unwrap_or_else(|| self.cfg.clone()),
                AnalysedPart::Function(f) => {
                    self.function = f.unwrap_or_else(|| Deferred::ready(input::Function::Graph(self.source_cfg.clone())))
                }
            }
        }
    }
}

/// The dominator tree drawing: [`LayoutInput::for_domtree`] laid out, with each node's
/// parent name for the `data-parent` hook. `O(n log n)` plus the layout.
fn dom_drawing(
    cfg: &Cfg,
    dt: &DominatorTree,
    sizes: &[(f32, f32)],
    opts: &LayoutOptions,
) -> TreeDrawing {
    let (input, nodes) = LayoutInput::for_domtree(cfg, dt, sizes);
    let parents = nodes
        .iter()
        .map(|&b| {
            dt.idom(b)
                .map(|p| cfg.name_of(p).to_string())
                .unwrap_or_default()
        })
        .collect();
    TreeDrawing {
        nodes: nodes.into_iter().map(Some).collect(),
        parents,
        layout: layout::layout(&input, opts),
    }
}

/// The post-dominator tree drawing: [`LayoutInput::for_postdomtree`] (node 0 the virtual
/// exit, drawn as a 4-character box) laid out, with each node's parent name for the
/// `data-parent` hook. `O(n log n)` plus the layout.
fn postdom_drawing(
    cfg: &Cfg,
    pdt: &PostDominatorTree,
    sizes: &[(f32, f32)],
    opts: &LayoutOptions,
) -> TreeDrawing {
    let exit_size = (box_width(4), BOX_HEIGHT);
    let (input, nodes) = LayoutInput::for_postdomtree(cfg, pdt, sizes, exit_size);
    let parents = nodes
        .iter()
        .map(|b| {
            b.and_then(|b| pdt.ipdom(b))
                .map(|p| cfg.name_of(p).to_string())
                .unwrap_or_default()
        })
        .collect();
    TreeDrawing {
        nodes,
        parents,
        layout: layout::layout(&input, opts),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the worker sends must survive bincode (gloo-worker's codec): no tagged or
    /// untagged enums, no skipped fields anywhere in `Analysed`.
    #[test]
    fn analysed_ships_through_bincode() {
        for e in crate::examples::EXAMPLES {
            if reconverge_core::loops::looks_like_c_loops(e.source) {
                continue;
            }
            let a = analyse(e.source, None, &Vec::new()).unwrap_or_else(|err| panic!("{}: {err}", e.id));
            let bytes = bincode::serialize(&a).expect("serialize");
            let back: Analysed = bincode::deserialize(&bytes).unwrap_or_else(|err| panic!("{}: {err}", e.id));
            assert_eq!(back.cfg_layout, a.cfg_layout, "{}", e.id);
            assert_eq!(back.cfg, a.cfg, "{}", e.id);
            assert_eq!(back.functions, a.functions, "{}", e.id);
            assert_eq!(back.kernel_run().is_some(), a.kernel_run().is_some(), "{}", e.id);
        }
    }

    #[test]
    fn kernels_run_and_scenarios_are_generated() {
        let e = crate::examples::default_example();
        let a = analyse(e.source, None, &Vec::new()).expect("default example");
        let run = a.kernel_run().expect("a kernel is run").as_ref().expect("it runs");
        assert!(run.instructions > 0 && !run.warps.is_empty());
        assert!(matches!(a.warp(), Some(Ok(_))), "the run's first warp drives the warp tab");
        let fig = crate::examples::find("fig4-2").expect("figure 4-2");
        let a = analyse(fig.source, None, &Vec::new()).expect("figure 4-2");
        assert!(matches!(a.warp(), Some(Ok(_))), "a generated scenario: {:?}", a.warp().map(|w| w.as_ref().err()));
    }

    /// An NVPTX kernel: NVVM's `tid.x` is a divergence source (opt-22 and the CLI agree), and
    /// the whole paste — every view, the kernel run and the warp scenario — is one parse.
    #[test]
    fn nvptx_kernel_is_analysed_with_nvvm_sources_from_one_parse() {
        let src = "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(ptr addrspace(1) %out) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp eq i32 %t, 0\n  br i1 %c, label %a, label %b\na:\n  store i32 1, ptr addrspace(1) %out, align 4\n  br label %b\nb:\n  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
        let before = reconverge_core::input::parse_count();
        let a = analyse(src, None, &Vec::new()).expect("parses");
        assert!(a.divergent_terminators[0], "the branch on tid.x is divergent on NVPTX");
        assert_eq!(a.uniformity.get().map(|u| u.target()), Some(reconverge_core::uniformity::Target::Nvptx));
        let run = a.kernel_run().expect("a kernel is run").as_ref().expect("it runs");
        assert!(run.instructions > 0);
        assert!(matches!(warp_input(&a, 0), Some(Ok(_))));
        assert_eq!(reconverge_core::input::parse_count() - before, 1, "one parse per paste");
    }
    /// Our own Needleman–Wunsch step pasted without run lines: the run and the inputs form with
    /// its grown inputs come from one parse and one decode of the text.
    #[test]
    fn nw_run_and_inputs_form_are_one_parse_and_one_decode() {
        let src: String = include_str!("../../core/tests/interpreter_kernels/nw_wavefront.ll")
            .lines()
            .filter(|l| !l.starts_with("; run:") && !l.starts_with("; arg "))
            .map(|l| format!("{l}\n"))
            .collect();
        let src = src.as_str();
        let (parses, decodes) = (reconverge_core::input::parse_count(), reconverge_core::interpreter::decode::decode_count());
        let a = analyse(src, None, &Vec::new()).expect("parses");
        let form = a.input_form().expect("an inputs form");
        assert_eq!(form.rows.len(), 12);
        assert!(form.rows[5].hint.starts_with("row width"), "{}", form.rows[5].hint);
        assert_eq!(reconverge_core::input::parse_count() - parses, 1, "one parse per paste");
        assert_eq!(reconverge_core::interpreter::decode::decode_count() - decodes, 1, "one decode per paste");
    }

    /// Split into parts and merged again, through bincode, an analysis is what it was.
    #[test]
    fn split_and_merge_through_bincode() {
        let chain: String = (0..999).map(|i| format!("b{i} -> b{}{}\n", i + 1, if i % 3 == 0 { format!(", b{}", i + 2) } else { String::new() })).collect::<String>() + "b999\nb1000\n";
        for (id, order) in [("fig4-2", Vec::new()), ("reduce", Vec::new()), ("irreducible", vec![("entry".to_string(), vec![1, 0])]), ("chain", Vec::new())] {
            let src = crate::examples::find(id).map_or(chain.as_str(), |e| e.source);
            let order: DfsOrder = order.into_iter().collect();
            let a = analyse(src, None, &order).unwrap_or_else(|e| panic!("{id}: {e}"));
            let (light, parts) = a.clone().split();
            let ship = |v: &Analysed| bincode::serialize(v).expect("serialize");
            if id == "chain" {
                assert!(ship(&light).len() < ship(&a).len() / 2, "{id}: the rest is under half");
            }
            let mut back: Analysed = bincode::deserialize(&ship(&light)).expect("light");
            let parts: Vec<AnalysedPart> = parts.iter().map(|p| bincode::deserialize(&bincode::serialize(p).unwrap()).unwrap()).collect();
            back.merge(parts);
            assert_eq!(back.cfg, a.cfg, "{id}");
            assert_eq!(back.source_cfg, a.source_cfg, "{id}");
            assert_eq!(back.function().map(|f| f.cfg()), a.function().map(|f| f.cfg()), "{id}");
            assert_eq!(back.function().and_then(|f| f.ir()).is_some(), a.function().and_then(|f| f.ir()).is_some(), "{id}");
            assert_eq!(back.cfg_layout, a.cfg_layout, "{id}");
            assert_eq!(back.domtree.layout, a.domtree.layout, "{id}");
            assert_eq!(back.postdomtree.parents, a.postdomtree.parents, "{id}");
        }
    }
}
