//! The analysis worker: the core behind a Web Worker, so the page's main thread only draws.
//!
//! Plumbing is `gloo-worker` (one [`Request`] enum in, one [`Response`] enum out, both serde
//! types shipped with bincode); nothing here hand-writes `postMessage`. The worker keeps the
//! last [`Analysed`] so follow-up jobs (hierarchies, uniformity extras, dominator traces) do not
//! re-send or re-parse the text.
//!
//! Scheduling:
//! - `Analyse` requests are coalesced: the worker waits one macrotask before analysing, and only
//!   the newest text is analysed (a new paste cancels the work for the old text).
//! - Long jobs run as async loops of slices of about [`SLICE_MS`] milliseconds; between slices
//!   they yield to the event loop, so a `Cancel` (or a newer job of the same kind, or a new
//!   text) is received and stops them. Every slice sends [`Response::Progress`] with the partial
//!   result.
//! - A panic in the worker is reported on the [`PANIC_CHANNEL`] broadcast channel (the app shows
//!   it and starts a fresh worker); the wasm instance is not reused after a panic.

use crate::analysis::{analyse, Analysed};
use crate::state::DfsOrder;
pub use crate::deferred::Deferred;
use gloo_worker::{HandlerId, Worker, WorkerScope};
use reconverge_core::convergence::{exact_m_convergence, MConvergence, MGap, MOptions, TableReport};
use reconverge_core::engine::markers::{MarkerAnalysis, ReconvergencePoint};
use reconverge_core::engine::PolicyRun;
use reconverge_core::cycles::hierarchies::{AllHierarchies, EnumOptions, HierarchyEnumeration};
use reconverge_core::dominator_algorithms::{self, Algorithm, Trace};
use reconverge_core::if_conversion::{IfConversion, IfConversionError, IfConversionOptions, IrSource, Scope};
use reconverge_core::uniformity::reasons::Context;
use crate::uniformity_view::{panel_view, PanelView};
use reconverge_core::uniformity::{self, Uniformity};
use reconverge_core::Block;
use serde::{Deserialize, Serialize};
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// The name of the `BroadcastChannel` a panicking worker writes its message to.
pub const PANIC_CHANNEL: &str = "reconverge-worker-panic";

/// Target length of one slice of a long job, in milliseconds (well under the 200 ms budget
/// of a main-thread task, so progress arrives several times a second).
pub const SLICE_MS: f64 = 60.0;

/// What a job stopped by the page (or by a newer text) answers.
pub const STOPPED: &str = "stopped by you";

/// DFS traversals tried at all-hierarchies budget level 0; each level multiplies by 10.
pub const BASE_TRAVERSALS: u64 = 2_000;

/// Value lines the uniformity tab lists (the rest is counted).
pub const MAX_LINES: usize = 1_500;

/// Bytes of `opt`'s uniformity text shown in the page.
pub const MAX_OPT_BYTES: usize = 200_000;

/// CFGs up to this many blocks get the exact m-convergence comparison in the page.
pub const MAX_M_BLOCKS: usize = 64;

/// Work sent to the worker. `job` ids are chosen by the page and echoed in every response.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Request {
    /// Parse `text` and analyse `function` (or the module's kernel) under `order`.
    Analyse {
        /// Job id.
        job: u64,
        /// The committed text.
        text: String,
        /// The chosen function (`None`: the kernel, else the largest function).
        function: Option<String>,
        /// The chosen DFS successor order.
        order: DfsOrder,
    },
    /// Enumerate every cycle hierarchy of the last analysed CFG (budget level `level`:
    /// `BASE_TRAVERSALS · 10^level` traversals), with partial results as they come.
    Hierarchies {
        /// Job id.
        job: u64,
        /// The `Analyse` job whose CFG is meant (stale ids get [`Response::Stale`]).
        analysis: u64,
        /// Budget level.
        level: u32,
    },
    /// Uniformity under every hierarchy, and exact m-convergence (small CFGs).
    UniformityExtras {
        /// Job id.
        job: u64,
        /// The `Analyse` job whose CFG is meant.
        analysis: u64,
    },
    /// The uniformity tab's view (bounded lists, the reason chain of `explain`).
    UniformityView {
        /// Job id.
        job: u64,
        /// The `Analyse` job whose CFG is meant.
        analysis: u64,
        /// The value or block whose reason chain is wanted.
        explain: Option<String>,
    },
    /// The warp tab's runs: the maximal converged-with relation, every policy to the end, the
    /// patent's markers; for warp `picked` of a kernel run (0 = the text's own scenario).
    Warp {
        /// Job id.
        job: u64,
        /// The `Analyse` job whose scenario is meant.
        analysis: u64,
        /// The kernel run's warp.
        picked: usize,
    },
    /// Step traces of the four dominator algorithms.
    Traces {
        /// Job id.
        job: u64,
        /// The `Analyse` job whose CFG is meant.
        analysis: u64,
    },
    /// If-conversion (seed 001) of the last analysed CFG: `scope` `None` converts the whole
    /// function (setting back edges aside when it has reducible cycles), `Some(header)` the
    /// body of the loop with that header.
    IfConversion {
        /// Job id.
        job: u64,
        /// The `Analyse` job whose CFG is meant.
        analysis: u64,
        /// The loop header whose body is converted (`None`: the whole function).
        scope: Option<String>,
    },
    /// The Loops tab: analyse a C loop nest with parameter overrides and an optional
    /// schedule (isl syntax) — see [`crate::loops_job`].
    Loops {
        /// Job id.
        job: u64,
        /// The committed text.
        text: String,
        /// Parameter values overriding the text's.
        params: Vec<(String, i64)>,
        /// The schedule to judge.
        schedule: Option<String>,
    },
    /// A folded drawing of the last analysed function ([`crate::folding`]).
    Fold {
        /// Job id.
        job: u64,
        /// The `Analyse` job whose CFG is meant.
        analysis: u64,
        /// What to collapse (`None`: the drawing's first fold).
        spec: Option<crate::folding::FoldSpec>,
        /// The drawing (used when `spec` is `None`).
        view: crate::folding::FoldView,
    },
    /// The link fragment of a scenario given as JSON ([`crate::url::encode_json`]).
    Link {
        /// Job id.
        job: u64,
        /// The scenario's JSON.
        json: String,
    },
    /// The analysed text as an LLVM lit test of `print<uniformity>`
    /// ([`reconverge_core::lit_export::export_lit`]).
    LitExport {
        /// Job id.
        job: u64,
        /// The text.
        text: String,
        /// The function (LLVM IR; `None`: every function).
        function: Option<String>,
    },
    /// The Warp tab's hardware section: a `reconverge-hardware-trace/1` held against the
    /// analysed kernel ([`reconverge_core::hardware::HwWarpView`]: scores, the recorded
    /// schedule of warp `warp`, every policy's table on its paths).
    Hardware {
        /// Job id.
        job: u64,
        /// The `Analyse` job whose kernel is meant.
        analysis: u64,
        /// The trace (parsed by the page: the worker has no JSON reader).
        trace: std::rc::Rc<crate::hardware_view::WireTrace>,
        /// The trace's warp shown.
        warp: usize,
    },
    /// Parse and check a lesson (issue 31): its steps, their scenarios and questions, and
    /// every error at its line and column. Answered by the lessons worker
    /// ([`crate::lessons_worker`]; the bridge routes it there).
    Lesson {
        /// Job id.
        job: u64,
        /// The lesson's text.
        text: String,
        /// The texts of the gallery examples it names (`(id, text)`).
        examples: Vec<(String, String)>,
    },
    /// One step's question: the options to pick from and, with `picked`, the core's computed
    /// answer beside the student's, with its reasons (the lessons worker).
    LessonStep {
        /// Job id.
        job: u64,
        /// The lesson's text.
        text: String,
        /// The texts of the gallery examples it names.
        examples: Vec<(String, String)>,
        /// The step (0-based).
        step: usize,
        /// The student's answer (`None`: only the options).
        picked: Option<Vec<String>>,
    },
    /// Stop a long job.
    Cancel {
        /// Job id.
        job: u64,
    },
}

/// What the worker answers.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Response {
    /// The analyses of an `Analyse` job, or the parse error (`line L:C: …`).
    Analysed {
        /// Job id.
        job: u64,
        /// The analyses or the error.
        result: Result<Box<Analysed>, String>,
        /// Worker time spent, milliseconds.
        millis: f64,
    },
    /// A heavy part of the coming `Analysed` answer of the same job, sent before it
    /// ([`crate::analysis::Analysed::split`]: each message is decoded in a task of its own).
    AnalysedPart {
        /// Job id.
        job: u64,
        /// The part.
        part: Box<crate::analysis::AnalysedPart>,
    },
    /// A long job's progress (fraction in `[0, 1]`) and partial result.
    Progress {
        /// Job id.
        job: u64,
        /// Fraction done.
        fraction: f64,
        /// The partial result (same shape as the final one).
        partial: Box<JobResult>,
    },
    /// A long job's final result.
    Done {
        /// Job id.
        job: u64,
        /// The result (a cancelled job reports what it had, marked as stopped).
        result: Box<JobResult>,
        /// Worker time spent, milliseconds.
        millis: f64,
    },
    /// The job referred to an analysis that is no longer the worker's current one.
    Stale {
        /// Job id.
        job: u64,
    },
}

impl Response {
    /// The job id this response belongs to.
    pub fn job(&self) -> u64 {
        match self {
            Response::Analysed { job, .. }
            | Response::AnalysedPart { job, .. }
            | Response::Progress { job, .. }
            | Response::Done { job, .. }
            | Response::Stale { job } => *job,
        }
    }
}

/// Results of the long jobs.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum JobResult {
    /// All cycle hierarchies (so far).
    Hierarchies(Deferred<AllHierarchies>),
    /// Uniformity across hierarchies and exact m-convergence.
    UniformityExtras(UniformityExtras),
    /// Dominator-algorithm traces.
    Traces(Deferred<Traces>),
    /// The uniformity tab's view.
    UniformityView(PanelView),
    /// The warp tab's runs, or why there are none.
    Warp(Deferred<Result<WarpRuns, String>>),
    /// What the warp job is computing (progress).
    WarpProgress(String),
    /// If-conversion of the region asked for, or why it cannot be converted.
    IfConversion(Deferred<Result<IfConversion, String>>),
    /// A folded drawing.
    Folded(Box<crate::folding::FoldedDrawing>),
    /// A link fragment.
    Link(String),
    /// A lit test (file name, text), or why it could not be written.
    Lit(Result<(String, String), String>),
    /// The hardware section, or why the trace cannot be held against the kernel.
    Hardware(Deferred<Result<Box<reconverge_core::hardware::HwWarpView>, String>>),
    /// A parsed lesson.
    Lesson(Deferred<crate::lessons::LessonDoc>),
    /// A step's options and reveal, or why the question cannot be answered; with the
    /// [`crate::lessons::fnv1a`] of the lesson text and the step it answers (the page drops
    /// answers to an older request).
    LessonStep((u64, usize), Deferred<Result<crate::lessons::StepAnswer, String>>),
    /// The Loops tab's data (or the C text's error). Made in the page from the loops worker's
    /// answer, never sent: no (de)serialiser, so the first module holds no decoder for it.
    /// Last: serde numbers the variants it decodes without the skipped ones, and those it
    /// encodes with them, so a skipped variant before another shifts that one's number.
    #[serde(skip)]
    Loops(Box<crate::loops_job::LoopsResult>),
}

/// A lesson step's answer, or why the question cannot be answered.
pub type StepResult = Result<crate::lessons::StepAnswer, String>;

impl JobResult {
    /// [`JobResult::Hierarchies`]'s value (decoded on first use).
    pub fn hierarchies(&self) -> Option<&AllHierarchies> {
        match self { JobResult::Hierarchies(d) => d.get(), _ => None }
    }
    /// [`JobResult::Traces`]'s value (decoded on first use).
    pub fn traces(&self) -> Option<&Traces> {
        match self { JobResult::Traces(d) => d.get(), _ => None }
    }
    /// [`JobResult::Warp`]'s value (decoded on first use).
    pub fn warp(&self) -> Option<&Result<WarpRuns, String>> {
        match self { JobResult::Warp(d) => d.get(), _ => None }
    }
    /// [`JobResult::IfConversion`]'s value (decoded on first use).
    pub fn if_conversion(&self) -> Option<&Result<IfConversion, String>> {
        match self { JobResult::IfConversion(d) => d.get(), _ => None }
    }
    /// [`JobResult::Lesson`]'s value (decoded on first use).
    pub fn lesson(&self) -> Option<&crate::lessons::LessonDoc> {
        match self { JobResult::Lesson(d) => d.get(), _ => None }
    }
    /// [`JobResult::LessonStep`]'s key and value (decoded on first use).
    pub fn lesson_step(&self) -> Option<((u64, usize), &StepResult)> {
        match self { JobResult::LessonStep(k, d) => d.get().map(|r| (*k, r)), _ => None }
    }
    /// [`JobResult::Hardware`]'s value (decoded on first use).
    pub fn hardware(&self) -> Option<&Result<Box<reconverge_core::hardware::HwWarpView>, String>> {
        match self { JobResult::Hardware(d) => d.get(), _ => None }
    }
}

/// Convergence control tokens of the function (seed 000, LLVM's ConvergentOperations).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct TokensView {
    /// The convergence verifier's errors (`line L:C: message`), as `opt -passes=verify` reports.
    pub errors: Vec<String>,
    /// The controlled maximal converged-with table (when the tokens are valid).
    pub controlled: Option<TableReport>,
    /// Per token operation and class: the threads whose instances converge (at most 200).
    pub groups: Vec<String>,
    /// Instance pairs of convergent operations where controlled and maximal convergence disagree.
    pub differences: usize,
}

/// Everything the warp tab computes once per scenario.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WarpRuns {
    /// The maximal converged-with table (LLVM's reference).
    pub maximal: TableReport,
    /// Every policy (`PolicyKind::EVERY` order, then `vulkan` when the function declares
    /// structured constructs: [`WarpRuns::kinds`]) run to the end.
    pub runs: Vec<PolicyRun>,
    /// The patent's convergence markers.
    pub markers: MarkerAnalysis,
    /// Marker blocks beside the ipdom reconvergence points.
    pub points: Vec<ReconvergencePoint>,
    /// Convergence control tokens, when the function uses them.
    pub tokens: Option<TokensView>,
    /// LLVM's maximal relation beside Vulkan's, and the ballots, when the function declares
    /// structured constructs.
    pub vulkan: Option<Box<crate::vulkan_view::VulkanRuns>>,
}

impl WarpRuns {
    /// The policy of each of [`WarpRuns::runs`].
    pub fn kinds(&self) -> Vec<reconverge_core::engine::PolicyKind> {
        use reconverge_core::engine::PolicyKind;
        PolicyKind::EVERY.into_iter().chain([PolicyKind::Vulkan]).take(self.runs.len()).collect()
    }
}

/// Scenarios above this many dynamic instances are not simulated in the browser (use the CLI).
pub const MAX_INSTANCES: usize = reconverge_core::limits::MAX_INSTANCES.max as usize;
/// Timeline rows kept for display.
pub const MAX_TIMELINE: usize = 4_000;

/// The uniformity tab's worker-computed extras.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct UniformityExtras {
    /// Hierarchies compared so far.
    pub hierarchies: usize,
    /// Whether every compared hierarchy gives the same verdicts.
    pub same: bool,
    /// Whether the hierarchy enumeration was complete (and every hierarchy compared).
    pub complete: bool,
    /// Exact m-convergence and its gap to LLVM's criterion, as JSON of `(MConvergence, MGap)`
    /// (`None` above [`MAX_M_BLOCKS`] blocks or while not yet computed; JSON because
    /// `MConvergence` skips absent fields, which bincode cannot carry).
    pub m_json: Option<String>,
    /// Whether the m-convergence part has run.
    pub m_done: bool,
}

impl UniformityExtras {
    /// The decoded m-convergence result.
    pub fn m(&self) -> Option<(MConvergence, MGap)> {
        self.m_json.as_deref().and_then(|j| serde_json::from_str(j).ok())
    }
}

/// The four dominator algorithms' traces: per algorithm its idoms (per block) and trace.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Traces {
    /// In `Algorithm::ALL` order.
    pub traces: Vec<(Algorithm, Vec<Option<Block>>, Trace)>,
}

/// Milliseconds since the epoch (`Date.now()`).
pub(crate) fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// The worker's last analysis and its job id, shared with the async jobs.
type CurrentAnalysis = Rc<RefCell<Option<(u64, Rc<Analysed>)>>>;

/// The worker (runs in the Web Worker's wasm instance).
pub struct AnalysisWorker {
    /// The last analysis and its job id.
    current: CurrentAnalysis,
    /// The newest `Analyse` request not yet run, and whom to answer.
    pending: Rc<RefCell<Option<(HandlerId, Request)>>>,
    /// Job ids cancelled, or superseded, while running.
    cancelled: Rc<RefCell<Vec<u64>>>,
    /// The running long job of each kind (hierarchies, uniformity extras, traces).
    running: Rc<RefCell<Vec<(LongJob, u64)>>>,
    /// Bumped by every new `Analyse`: long jobs of an older generation stop.
    generation: Rc<Cell<u64>>,
}

impl Worker for AnalysisWorker {
    type Message = ();
    type Input = Request;
    type Output = Response;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        install_worker_panic_hook();
        AnalysisWorker {
            current: Rc::default(),
            pending: Rc::default(),
            cancelled: Rc::default(),
            running: Rc::default(),
            generation: Rc::default(),
        }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Request, who: HandlerId) {
        match msg {
            Request::Cancel { job } => self.cancelled.borrow_mut().push(job),
            Request::Analyse { .. } => {
                self.generation.set(self.generation.get() + 1);
                let first = self.pending.borrow_mut().replace((who, msg)).is_none();
                if first {
                    // Coalesce: run after the messages already queued, newest text only.
                    let (pending, current, scope) =
                        (self.pending.clone(), self.current.clone(), scope.clone());
                    wasm_bindgen_futures::spawn_local(async move {
                        gloo_timers::future::TimeoutFuture::new(0).await;
                        let Some((who, Request::Analyse { job, text, function, order })) =
                            pending.borrow_mut().take()
                        else {
                            return;
                        };
                        let t0 = now_ms();
                        let result = analyse(&text, function.as_deref(), &order)
                            .map_err(|e| e.to_string());
                        let millis = now_ms() - t0;
                        // The last good analysis stays current while the text has an error
                        // (the page keeps showing it).
                        let result = result.map(|a| {
                            *current.borrow_mut() = Some((job, Rc::new(a.clone())));
                            let (rest, parts) = a.split();
                            for part in parts {
                                scope.respond(who, Response::AnalysedPart { job, part: Box::new(part) });
                            }
                            Box::new(rest)
                        });
                        scope.respond(who, Response::Analysed { job, result, millis });
                    });
                }
            }
            // The page's bridge sends loop nests to the loops worker ([`crate::loops_worker`]):
            // its code is not in this module.
            Request::Loops { job, .. } => scope.respond(who, Response::Stale { job }),
            Request::UniformityView { job, analysis, ref explain } => {
                let Some(a) = self.analysis(analysis) else {
                    scope.respond(who, Response::Stale { job });
                    return;
                };
                let Some(u) = a.uniformity.get() else {
                    scope.respond(who, Response::Stale { job });
                    return;
                };
                let t0 = now_ms();
                let ir = a.function.value().and_then(|f| f.ir());
                let ctx = Context { cfg: &a.source_cfg, ir, src: &a.src };
                // A word hovered in the editor: a block label (`%bb5` in IR) is explained by its
                // branch, a `%value` by its definition (the page holds no decoded IR to tell).
                let explain = explain.as_deref().map(|w| {
                    let bare = w.trim_start_matches('%');
                    let label = a.cfg.blocks().any(|b| a.cfg.name_of(b) == bare) && ir.is_none_or(|f| f.find_value(w).is_none());
                    if label { bare } else { w }
                });
                let view = panel_view(u, &ctx, explain, MAX_LINES, MAX_OPT_BYTES);
                scope.respond(
                    who,
                    Response::Done { job, result: Box::new(JobResult::UniformityView(view)), millis: now_ms() - t0 },
                );
            }
            Request::LitExport { job, ref text, ref function } => {
                let t0 = now_ms();
                let r = reconverge_core::lit_export::export_lit(text, function.as_deref()).map(|l| (l.file_name, l.text)).map_err(|e| e.to_string());
                scope.respond(who, Response::Done { job, result: Box::new(JobResult::Lit(r)), millis: now_ms() - t0 });
            }
            Request::Link { job, ref json } => {
                let t0 = now_ms();
                let link = crate::url::encode_json(json.as_bytes());
                scope.respond(who, Response::Done { job, result: Box::new(JobResult::Link(link)), millis: now_ms() - t0 });
            }
            // The bridge sends lessons to the lessons worker ([`crate::lessons_worker`]).
            Request::Lesson { job, .. } | Request::LessonStep { job, .. } => scope.respond(who, Response::Stale { job }),
            Request::Fold { job, analysis, ref spec, view } => {
                let Some(a) = self.analysis(analysis) else {
                    scope.respond(who, Response::Stale { job });
                    return;
                };
                let t0 = now_ms();
                let spec = spec.clone().unwrap_or_else(|| crate::folding::FoldSpec::initial(view, &a));
                let folded = crate::folding::fold(&a, &spec);
                scope.respond(
                    who,
                    Response::Done { job, result: Box::new(JobResult::Folded(Box::new(folded))), millis: now_ms() - t0 },
                );
            }
            Request::Hardware { job, analysis, ref trace, warp } => {
                let Some(a) = self.analysis(analysis) else {
                    scope.respond(who, Response::Stale { job });
                    return;
                };
                let t0 = now_ms();
                // The analysis's one parse: the kernel is run and every policy scored there.
                let result = match a.session.get() {
                    Some(session) => reconverge_core::hardware::HwWarpView::compute(session, a.selected, &trace.to_trace(), warp).map(Box::new).map_err(|e| e.to_string()),
                    None => Err("the analysis has no session".to_string()),
                };
                scope.respond(who, Response::Done { job, result: Box::new(JobResult::Hardware(Deferred::new(&result))), millis: now_ms() - t0 });
            }
            Request::IfConversion { job, analysis, scope: ref header } => {
                let Some(a) = self.analysis(analysis) else {
                    scope.respond(who, Response::Stale { job });
                    return;
                };
                let t0 = now_ms();
                let result = if_convert(&a, header.as_deref());
                scope.respond(
                    who,
                    Response::Done { job, result: Box::new(JobResult::IfConversion(Deferred::new(&result))), millis: now_ms() - t0 },
                );
            }
            Request::Hierarchies { job, analysis, .. }
            | Request::UniformityExtras { job, analysis }
            | Request::Warp { job, analysis, .. }
            | Request::Traces { job, analysis } => {
                let Some(a) = self.analysis(analysis) else {
                    scope.respond(who, Response::Stale { job });
                    return;
                };
                let kind = match msg {
                    Request::Hierarchies { .. } => LongJob::Hierarchies,
                    Request::UniformityExtras { .. } => LongJob::UniformityExtras,
                    Request::Warp { .. } => LongJob::Warp,
                    _ => LongJob::Traces,
                };
                // A newer job of the same kind supersedes the running one.
                {
                    let mut running = self.running.borrow_mut();
                    if let Some(k) = running.iter().position(|r| r.0 == kind) {
                        self.cancelled.borrow_mut().push(running[k].1);
                        running.remove(k);
                    }
                    running.push((kind, job));
                }
                let ctl = JobControl {
                    job,
                    generation: self.generation.get(),
                    generations: self.generation.clone(),
                    cancelled: self.cancelled.clone(),
                    running: self.running.clone(),
                    scope: scope.clone(),
                    who,
                    t0: now_ms(),
                };
                match msg {
                    Request::Hierarchies { level, .. } => {
                        wasm_bindgen_futures::spawn_local(run_hierarchies(ctl, a, level))
                    }
                    Request::UniformityExtras { .. } => {
                        wasm_bindgen_futures::spawn_local(run_uniformity_extras(ctl, a))
                    }
                    Request::Warp { picked, .. } => wasm_bindgen_futures::spawn_local(run_warp(ctl, a, picked)),
                    _ => wasm_bindgen_futures::spawn_local(run_traces(ctl, a)),
                }
            }
        }
    }
}

impl AnalysisWorker {
    fn analysis(&self, id: u64) -> Option<Rc<Analysed>> {
        self.current
            .borrow()
            .as_ref()
            .filter(|(j, _)| *j == id)
            .map(|(_, a)| a.clone())
    }
}

/// The kinds of long job: at most one of each runs at a time (a newer one supersedes it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum LongJob {
    /// Every cycle hierarchy ([`Request::Hierarchies`]).
    Hierarchies,
    /// Uniformity under every hierarchy, m-convergence ([`Request::UniformityExtras`]).
    UniformityExtras,
    /// The four dominator algorithms' traces ([`Request::Traces`]).
    Traces,
    /// The warp tab's runs ([`Request::Warp`]).
    Warp,
}

/// What a running long job needs to report and to notice cancellation.
struct JobControl {
    job: u64,
    generation: u64,
    generations: Rc<Cell<u64>>,
    cancelled: Rc<RefCell<Vec<u64>>>,
    running: Rc<RefCell<Vec<(LongJob, u64)>>>,
    scope: WorkerScope<AnalysisWorker>,
    who: HandlerId,
    t0: f64,
}

impl JobControl {
    /// Yields to the event loop (so cancels arrive); `true` when the job must stop.
    async fn yield_now(&self) -> bool {
        gloo_timers::future::TimeoutFuture::new(0).await;
        self.stopped()
    }

    fn stopped(&self) -> bool {
        self.generations.get() != self.generation || self.cancelled.borrow().contains(&self.job)
    }

    fn progress(&self, fraction: f64, partial: JobResult) {
        self.scope.respond(
            self.who,
            Response::Progress { job: self.job, fraction, partial: Box::new(partial) },
        );
    }

    /// Ends a job stopped before it had anything worth showing: answered
    /// [`Response::Stale`], so the page asks again while it still wants the result.
    fn stale(self) {
        self.running.borrow_mut().retain(|r| r.1 != self.job);
        self.cancelled.borrow_mut().retain(|&j| j != self.job);
        self.scope.respond(self.who, Response::Stale { job: self.job });
    }

    fn done(self, result: JobResult) {
        self.running.borrow_mut().retain(|r| r.1 != self.job);
        self.cancelled.borrow_mut().retain(|&j| j != self.job);
        self.scope.respond(
            self.who,
            Response::Done { job: self.job, result: Box::new(result), millis: now_ms() - self.t0 },
        );
    }
}

/// Runs `advance` in slices of about [`SLICE_MS`], adapting the traversals per slice.
async fn run_hierarchies(ctl: JobControl, a: Rc<Analysed>, level: u32) {
    let opts = EnumOptions {
        // At most MAX_DFS_ORDERS traversals per request (reconverge_core::limits).
        max_traversals: BASE_TRAVERSALS.saturating_mul(10u64.saturating_pow(level)).min(reconverge_core::limits::MAX_DFS_ORDERS.max),
        max_steps: 50_000_000u64.saturating_mul(10u64.saturating_pow(level.min(3))),
        // MAX_HIERARCHY_BLOCKS: the memory guard.
        ..EnumOptions::default()
    };
    let mut e = HierarchyEnumeration::new(&a.source_cfg, &opts);
    let mut chunk = 8u64;
    let mut last_report = now_ms();
    loop {
        let t = now_ms();
        let finished = e.advance(chunk);
        let dt = now_ms() - t;
        if finished {
            break;
        }
        if dt < SLICE_MS / 2.0 {
            chunk = chunk.saturating_mul(2).min(1 << 20);
        } else if dt > SLICE_MS * 2.0 && chunk > 1 {
            chunk /= 2;
        }
        if now_ms() - last_report > 250.0 {
            let s = e.snapshot();
            ctl.progress(s.explored_fraction, JobResult::Hierarchies(Deferred::new(&s)));
            last_report = now_ms();
        }
        if ctl.yield_now().await {
            let mut s = e.snapshot();
            s.stopped = Some("stopped by you".into());
            ctl.done(JobResult::Hierarchies(Deferred::new(&s)));
            return;
        }
    }
    ctl.done(JobResult::Hierarchies(Deferred::new(&e.snapshot())));
}

/// The verdicts of an analysis, for comparing hierarchies: divergent instructions, divergent
/// terminators and divergent arguments.
fn verdicts(u: &Uniformity, a: &Analysed) -> (Vec<bool>, Vec<bool>, Vec<bool>) {
    let f = a.function.value().and_then(|f| f.ir());
    let insts = f
        .map(|f| {
            (0..f.insts.len())
                .map(|i| u.is_divergent_inst(f, reconverge_core::ir::InstId(i as u32)))
                .collect()
        })
        .unwrap_or_default();
    let terms = a.source_cfg.blocks().map(|b| u.has_divergent_terminator(b)).collect();
    let args = f
        .map(|f| (0..f.args.len()).map(|k| u.is_divergent_arg(k)).collect())
        .unwrap_or_default();
    (insts, terms, args)
}

/// Uniformity under every hierarchy (up to 500 traversals), then exact m-convergence for small
/// CFGs; progress after every slice.
async fn run_uniformity_extras(ctl: JobControl, a: Rc<Analysed>) {
    let opts = EnumOptions { max_traversals: 500, max_steps: 20_000_000, ..EnumOptions::default() };
    let mut e = HierarchyEnumeration::new(&a.source_cfg, &opts);
    let mut out = UniformityExtras { same: true, ..Default::default() };
    let (Some(u0), Some(session)) = (a.uniformity.get(), a.session.get()) else {
        return ctl.done(JobResult::UniformityExtras(out));
    };
    let dt = session.domtree(a.selected);
    // The session's target (the module's triple), as for the tab's own verdicts.
    let uopts = uniformity::Options { target: session.target(), ..Default::default() };
    let base = verdicts(u0, &a);
    let mut compared = 0usize;
    loop {
        let t = now_ms();
        let finished = e.advance(16);
        // Compare the hierarchies found so far, within the slice.
        let s = e.snapshot();
        while compared < s.hierarchies.len() && now_ms() - t < SLICE_MS {
            let h = &s.hierarchies[compared];
            let u = uniformity::analyze_with(
                &a.source_cfg,
                a.function.value().and_then(|f| f.ir()),
                &a.src,
                h.info.clone(),
                dt,
                &uopts,
            );
            out.same &= verdicts(&u, &a) == base;
            compared += 1;
        }
        out.hierarchies = compared;
        out.complete = finished && s.complete && compared == s.hierarchies.len();
        if finished && compared == s.hierarchies.len() {
            break;
        }
        ctl.progress(s.explored_fraction, JobResult::UniformityExtras(out.clone()));
        if ctl.yield_now().await {
            ctl.done(JobResult::UniformityExtras(out));
            return;
        }
    }
    ctl.progress(1.0, JobResult::UniformityExtras(out.clone()));
    if ctl.yield_now().await {
        ctl.done(JobResult::UniformityExtras(out));
        return;
    }
    let cfg = &a.source_cfg;
    if cfg.num_blocks() <= MAX_M_BLOCKS {
        let opts = MOptions {
            max_len: 14,
            max_nodes: 20_000,
            hierarchies: EnumOptions { max_traversals: 2_000, max_steps: 5_000_000, ..EnumOptions::default() },
        };
        let mut m = exact_m_convergence(cfg, &opts);
        let gap = m.compare_with_static(cfg, u0);
        out.m_json = serde_json::to_string(&(m, gap)).ok();
    }
    out.m_done = true;
    ctl.done(JobResult::UniformityExtras(out));
}

/// The warp tab's work: the maximal relation, then each policy to the end (slices of about
/// [`SLICE_MS`], progress between them), then the markers.
async fn run_warp(ctl: JobControl, a: Rc<Analysed>, picked: usize) {
    use reconverge_core::convergence::{maximal_report, ReportOptions};
    use reconverge_core::engine::markers::{compare_with_ipdom, MarkerOptions};
    use reconverge_core::engine::{finish_run, Engine, EngineOptions, PolicyKind, Stepper};
    let w = match crate::analysis::warp_input_of(a.warp.value().and_then(Option::as_ref), a.kernel_run.value().and_then(Option::as_ref), picked) {
        Some(Ok(w)) => w,
        Some(Err(e)) => return ctl.done(JobResult::Warp(Deferred::new(&Err(e)))),
        None => return ctl.done(JobResult::Warp(Deferred::new(&Err("this input has no thread scenario".into())))),
    };
    let n = w.paths.num_instances();
    if let Err(e) = reconverge_core::session::check_paths(&w.paths) {
        return ctl.done(JobResult::Warp(Deferred::new(&Err(format!("{e} (`reconverge simulate`)")))));
    }
    let cfg = &a.source_cfg;
    let opts = ReportOptions::default();
    ctl.progress(0.0, JobResult::WarpProgress("maximal converged-with relation".into()));
    if ctl.yield_now().await {
        return ctl.done(JobResult::Warp(Deferred::new(&Err(STOPPED.into()))));
    }
    let (_, maximal) = maximal_report(cfg, &w.cycles, &w.paths, &opts);
    let cols: Vec<u32> = maximal.threads.iter().flatten().copied().collect();
    // The `vulkan` policy runs when the function declares structured constructs.
    let constructs = a.constructs.as_ref().and_then(|c| c.as_ref().ok()).map(|c| std::sync::Arc::new(c.constructs.clone()));
    let kinds: Vec<PolicyKind> = PolicyKind::EVERY.into_iter().chain(constructs.is_some().then_some(PolicyKind::Vulkan)).collect();
    let parts = kinds.len() as f64 + 1.0;
    let eopts = EngineOptions { dfs_order: w.order.clone(), constructs, ..Default::default() };
    let mut runs = Vec::new();
    for (k, kind) in kinds.into_iter().enumerate() {
        let mut s = Stepper::new(Engine::new(cfg, w.paths.clone(), kind, &eopts));
        loop {
            let t = now_ms();
            let mut done = false;
            while now_ms() - t < SLICE_MS {
                if s.run(2_048).done {
                    done = true;
                    break;
                }
            }
            if done {
                break;
            }
            let part = s.metrics().instances as f64 / n.max(1) as f64;
            ctl.progress((1.0 + k as f64 + part) / parts, JobResult::WarpProgress(format!("policy {}", kind.name())));
            if ctl.yield_now().await {
                return ctl.done(JobResult::Warp(Deferred::new(&Err(STOPPED.into()))));
            }
        }
        let m = maximal.strict_partial_order.then_some(&cols[..]);
        runs.push(finish_run(&s, cfg, &w.paths, m, &opts, MAX_TIMELINE));
        ctl.progress((2.0 + k as f64) / parts, JobResult::WarpProgress("next policy".into()));
        if ctl.yield_now().await {
            return ctl.done(JobResult::Warp(Deferred::new(&Err(STOPPED.into()))));
        }
    }
    let markers = MarkerAnalysis::compute(cfg, &MarkerOptions::default());
    let points = compare_with_ipdom(cfg, &markers);
    let tokens = tokens_view(&a, cfg, &w);
    let vulkan = a.session.get().and_then(|s| crate::vulkan_view::vulkan_runs(s, a.selected, &w, &cols)).map(Box::new);
    ctl.done(JobResult::Warp(Deferred::new(&Ok(WarpRuns { maximal, runs, markers, points, tokens, vulkan }))));
}

/// The function's convergence control tokens (seed 000): the verifier's errors, else the
/// controlled converged-with table of the scenario. `None` when the function uses no tokens.
fn tokens_view(a: &Analysed, cfg: &reconverge_core::Cfg, w: &crate::analysis::WarpInput) -> Option<TokensView> {
    use reconverge_core::convergence::ReportOptions;
    use reconverge_core::convergence_control::{verify_function, AttrTable, ControlledReport, FunctionFacts, TokenProgram};
    let f = a.function.value().and_then(|f| f.ir())?;
    let facts = FunctionFacts::compute(&a.src, &AttrTable::scan(&a.src), f);
    if facts.calls.iter().all(|c| c.op.is_none() && c.ctrl_bundles == 0) {
        return None;
    }
    let errors: Vec<String> = verify_function(&a.src, f, &facts).iter().map(|d| format!("line {}:{}: {}", d.at.line, d.at.col, d.message.text())).collect();
    if !errors.is_empty() {
        return Some(TokensView { errors, controlled: None, groups: Vec::new(), differences: 0 });
    }
    let program = TokenProgram::from_function(&a.src, f, &facts);
    let r = ControlledReport::compute(cfg, &w.cycles, &w.paths, &program, &ReportOptions::default());
    let groups = r
        .groups
        .iter()
        .take(200)
        .map(|g| {
            let op = &r.ops[g.op as usize];
            let threads: Vec<String> = g.instances.iter().map(|&i| w.paths.names.get(w.paths.thread_of(i).index()).cloned().unwrap_or_default()).collect();
            format!("{} in {}: {{{}}}", op.label, cfg.name_of(op.block), threads.join(", "))
        })
        .collect();
    Some(TokensView { errors, controlled: Some(r.table), groups, differences: r.differences.len() })
}

/// The four traces, one algorithm per slice.
async fn run_traces(ctl: JobControl, a: Rc<Analysed>) {
    let mut traces = Vec::new();
    for alg in Algorithm::ALL {
        let (idoms, trace) = dominator_algorithms::traced(alg, &a.cfg);
        traces.push((alg, idoms, trace));
        if ctl.yield_now().await {
            // All four or none: the stepper's algorithm picker and its reference need every
            // trace (a partial answer once reached it when a new text stopped this job).
            return ctl.stale();
        }
    }
    ctl.done(JobResult::Traces(Deferred::new(&Traces { traces })));
}

/// The region if-conversion of `cfg` converts: the loop body of `header`, else the whole
/// function (its back edges set aside when it has reducible cycles), or why none can be
/// converted (an irreducible cycle, a header that heads no loop). Cheap (`O(blocks + edges)`,
/// [`IfConversion::check_scope`]): the page asks it before sending the job, so an impossible
/// conversion says so at once.
pub fn if_conversion_scope(cfg: &reconverge_core::Cfg, ci: &reconverge_core::cycles::CycleInfo, header: Option<&str>) -> Result<Scope, String> {
    let check = |scope| IfConversion::check_scope(cfg, ci, scope).map(|_| scope).map_err(|e| e.to_string());
    match header {
        Some(h) => check(Scope::LoopBody(cfg.find(h).ok_or_else(|| format!("no block named {h}"))?)),
        None => match IfConversion::check_scope(cfg, ci, Scope::Acyclic) {
            Err(IfConversionError::Cyclic { reducible: true, .. }) => check(Scope::SetAsideBackEdges),
            r => r.map(|_| Scope::Acyclic).map_err(|e| e.to_string()),
        },
    }
}

/// If-conversion of `a`'s function in its source successor order: the loop body of `header`,
/// else the whole function (its back edges set aside when it has reducible cycles).
fn if_convert(a: &Analysed, header: Option<&str>) -> Result<IfConversion, String> {
    let cfg = &a.source_cfg;
    let ir = a.function.value().and_then(|f| f.ir()).map(|function| IrSource { function, src: &a.src });
    let ci = reconverge_core::cycles::CycleInfo::compute(cfg);
    let scope = if_conversion_scope(cfg, &ci, header)?;
    IfConversion::compute_with_cycles(cfg, &ci, ir, &IfConversionOptions { scope }).map_err(|e| e.to_string())
}

/// In the worker: a panic's message goes to the console and to [`PANIC_CHANNEL`], where the
/// page picks it up, shows it and starts a new worker.
/// Reports a worker panic on [`PANIC_CHANNEL`] (the page restarts the workers).
pub(crate) fn install_worker_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let msg = format!("The analysis worker stopped: {info}");
        web_sys::console::error_1(&msg.clone().into());
        if let Ok(ch) = web_sys::BroadcastChannel::new(PANIC_CHANNEL) {
            let _ = ch.post_message(&msg.into());
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every variant the workers send comes back as itself through the wire format (a variant
    /// numbered differently on the two sides, as a skipped variant before it would make, fails).
    #[test]
    fn job_results_round_trip() {
        let sent = [
            JobResult::Traces(Deferred::new(&Traces { traces: Vec::new() })),
            JobResult::Warp(Deferred::new(&Err("no scenario".to_string()))),
            JobResult::WarpProgress("policy ipdom".into()),
            JobResult::IfConversion(Deferred::new(&Err("irreducible".to_string()))),
            JobResult::Link("zabc".into()),
            JobResult::Lit(Ok(("a.ll".into(), "; RUN".into()))),
            JobResult::Hardware(Deferred::new(&Err("no trace".to_string()))),
            JobResult::LessonStep((7, 2), Deferred::new(&Err("no step".to_string()))),
        ];
        for r in sent {
            let back: JobResult = bincode::deserialize(&bincode::serialize(&r).unwrap()).unwrap();
            assert_eq!(std::mem::discriminant(&back), std::mem::discriminant(&r), "{r:?}");
            assert_eq!(format!("{back:?}"), format!("{r:?}"));
        }
        let back: JobResult = bincode::deserialize(&bincode::serialize(&JobResult::Warp(Deferred::new(&Err("x".to_string())))).unwrap()).unwrap();
        assert!(matches!(back.warp(), Some(Err(e)) if e == "x"));
    }
}
