//! One-call analyses on source text, returning what the `reconverge` CLI prints: the library
//! face of the CLI, shared by the CLI binary, the npm package (`bindings/`) and any Rust tool.
//!
//! Each function takes the input text (compact CFG text, LLVM IR or Graphviz DOT, detected
//! as [`crate::input::parse`] does; C loops for [`dependences`]) and options, and returns a
//! [`serde_json::Value`] equal to the JSON of the matching CLI command:
//!
//! | function | CLI |
//! |---|---|
//! | [`parse`] | (none: format, function outline and edges) |
//! | [`analyze`] | `reconverge print --passes … --format json` |
//! | [`print_like_opt`] | `reconverge print --passes …` (opt's text) |
//! | [`explain`] | `reconverge print --passes uniformity --explain VALUE` |
//! | [`converge`] | `reconverge converge --format json` |
//! | [`simulate`] | `reconverge simulate --format json` |
//! | [`if_convert`] | `reconverge ifconvert --format json` |
//! | [`dependences`] | `reconverge deps --format json` |
//! | [`run`] | `reconverge run` |
//! | [`hw_compare`] | `reconverge hw-compare TRACE.json --ir KERNEL.ll --format json` |
//!
//! Errors are an [`ApiError`] with the 1-based line and column of the offending text (`0:0`
//! when the error is not about one place, e.g. an unknown function name); its `Display` is
//! `L:C: message` (or the message alone). Nothing panics on any text.
//!
//! Cost: the analyses' own (`O(n + m)` to `O(n·m)` per pass, see each module); the JSON is
//! linear in its size. `core/tests/api.rs` checks every function against the CLI's output.
//!
//! ```
//! use reconverge_core::api::{self, AnalyzeOptions, Pass};
//! let src = "entry -> a, b\na -> exit\nb -> exit\nexit";
//! let opts = AnalyzeOptions { passes: vec![Pass::Domtree, Pass::Postdomtree], ..AnalyzeOptions::default() };
//! let json = api::analyze(src, &opts).unwrap();
//! assert_eq!(json[0]["function"], "cfg");
//! assert!(json[0]["domtree"].is_object());
//! let text = api::print_like_opt(src, &opts).unwrap();
//! assert!(text.starts_with("DominatorTree for function: cfg"));
//! // Errors carry line and column.
//! let e = api::analyze("a -> ", &opts).unwrap_err();
//! assert_eq!((e.line, e.col), (1, 6));
//! ```

use crate::convergence::{self, InstanceNaming, ReportOptions};
use crate::cycles;
use crate::engine::{self, markers, EngineOptions, PolicyKind};
use crate::input::{dfs_order, Format};
use crate::interpreter::{self, Limits, RunInputs};
use crate::session::Session;
use crate::uniformity::{self, Target, UnmarkedBranches};
use crate::{control_dependence, frontiers, print, Block, Cfg, DominatorTree};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::borrow::Cow;

/// An error of a library call: where (1-based line and column; `0` when not about one place)
/// and what, in the same words as the CLI's diagnostics ([`crate::error::Error`]).
pub use crate::error::Error as ApiError;

/// The passes of `reconverge print` ([`analyze`], [`print_like_opt`]); serde names are the CLI's
/// (`domtree`, `postdomtree`, …), and the CLI's `--passes` values are these (`clap` with the
/// `cli` feature; the doc comments are its help text).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Pass {
    /// Dominator tree (`print<domtree>`).
    Domtree,
    /// Post-dominator tree (`print<postdomtree>`).
    Postdomtree,
    /// Dominance frontier (`print<domfrontier>`; DJ-graph method).
    Domfrontier,
    /// Post-dominance frontier (opt's frontier format; LLVM has no printer).
    Postdomfrontier,
    /// Control dependence with edge labels (docs/FRONTIERS.md).
    Controldeps,
    /// Iterated dominance frontier (phi blocks) of the blocks given by `--idf-defs`.
    Idf,
    /// Cycle hierarchy (`print<cycles>`), for the IR's successor order, a `--dfs-order`, or
    /// every distinct hierarchy (`--all-dfs-orders`).
    Cycles,
    /// Uniformity analysis (`print<uniformity>`): divergent values, branches, joins, cycles;
    /// `--explain VALUE` prints the reason chain of a value or block.
    Uniformity,
    /// Structured constructs (SPIR-V §2.11) from `OpSelectionMerge`/`OpLoopMerge` or the
    /// `merge`/`continue` directives: kind, header, merge, continue target, blocks.
    Constructs,
}

impl Pass {
    /// Every pass, in the CLI's order.
    pub const ALL: [Pass; 9] = [Pass::Domtree, Pass::Postdomtree, Pass::Domfrontier, Pass::Postdomfrontier, Pass::Controldeps, Pass::Idf, Pass::Cycles, Pass::Uniformity, Pass::Constructs];

    /// The pass's CLI name and JSON key: `domtree`, `postdomtree`, …
    pub fn key(self) -> &'static str {
        match self {
            Pass::Domtree => "domtree",
            Pass::Postdomtree => "postdomtree",
            Pass::Domfrontier => "domfrontier",
            Pass::Postdomfrontier => "postdomfrontier",
            Pass::Controldeps => "controldeps",
            Pass::Idf => "idf",
            Pass::Cycles => "cycles",
            Pass::Uniformity => "uniformity",
            Pass::Constructs => "constructs",
        }
    }

    /// The pass named `s` (as [`Pass::key`]).
    pub fn from_key(s: &str) -> Option<Pass> {
        Pass::ALL.into_iter().find(|p| p.key() == s)
    }
}

/// Per-run options some passes need (the CLI's `print` flags after validation).
#[derive(Clone, Debug)]
pub struct PassOptions {
    /// Definition blocks for `idf` (names without `%`).
    pub idf_defs: Vec<String>,
    /// `cycles`: every distinct hierarchy over all DFS successor orders.
    pub all_dfs_orders: bool,
    /// `cycles` with `all_dfs_orders`: the cap on DFS traversals.
    pub max_dfs_orders: u64,
    /// `cycles`, `uniformity`: a DFS successor order (`b1: b3 b2; b4: b0 b5`, docs/CYCLES.md).
    pub dfs_order: Option<String>,
    /// `uniformity`: a value (`%x`) or block whose reason chain to print.
    pub explain: Option<String>,
    /// `uniformity` on a bare CFG: how unmarked branches count.
    pub unmarked: UnmarkedBranches,
}

impl Default for PassOptions {
    fn default() -> PassOptions {
        PassOptions { idf_defs: Vec::new(), all_dfs_orders: false, max_dfs_orders: 100_000, dfs_order: None, explain: None, unmarked: UnmarkedBranches::Divergent }
    }
}

/// A pass's output for function `k` of `s` in `opt`'s text format. Notes (an enumeration that
/// hit its cap) are pushed to `notes`. Cost: the pass's (analyses the session has already
/// computed are reused).
pub fn pass_text(p: Pass, s: &Session, k: usize, opts: &PassOptions, notes: &mut Vec<String>) -> String {
    let f = s.function(k);
    let cfg = f.cfg();
    match p {
        Pass::Domtree => print::domtree(cfg, s.domtree(k)),
        Pass::Postdomtree => print::postdomtree(cfg, s.postdomtree(k)),
        Pass::Domfrontier => frontiers::print_domfrontier(cfg, s.domtree(k), &frontiers::DominanceFrontier::compute(cfg, s.domtree(k))),
        Pass::Postdomfrontier => frontiers::print_postdomfrontier(cfg, &frontiers::PostDominanceFrontier::compute(cfg, s.postdomtree(k))),
        Pass::Controldeps => control_dependence::print(cfg, &control_dependence::ControlDependence::compute(cfg, s.postdomtree(k))),
        Pass::Idf => {
            let (defs, idf) = idf_of(cfg, s.domtree(k), opts);
            frontiers::print_idf(cfg, &defs, &idf)
        }
        Pass::Cycles => match cycle_result(s, k, opts, notes) {
            CycleResult::One(ci) => cycles::print::cycles(cfg, &ci),
            CycleResult::All(all) => cycles::print::all_hierarchies(cfg, &all),
        },
        Pass::Uniformity => {
            let u = uniformity_of(s, k, opts);
            let ctx = uniformity::reasons::Context { cfg, ir: f.ir(), src: s.src() };
            match (&opts.explain, f.ir()) {
                (Some(q), _) => match uniformity::print::explain_text(&u, &ctx, q) {
                    Ok(t) => format!("Reason for {q} in function '{}':\n  {t}", f.name()),
                    Err(e) => format!("Reason for {q} in function '{}': {e}\n", f.name()),
                },
                (None, Some(ir)) => uniformity::print::opt_text(&u, ir, s.src()),
                (None, None) => uniformity::print::graph_text(&u, cfg),
            }
        }
        // `prepare` has checked the declarations; an error is still printed, not lost.
        Pass::Constructs => match s.constructs(k) {
            Ok(c) => c.print(cfg),
            Err(e) => format!("Structured constructs for function: {}\n  error: {e}\n", cfg.name()),
        },
    }
}

/// A pass's output for function `k` of `s` as JSON (the value under [`Pass::key`] in `print
/// --format json`). Notes are pushed to `notes`. Cost: the pass's.
pub fn pass_json(p: Pass, s: &Session, k: usize, opts: &PassOptions, notes: &mut Vec<String>) -> Value {
    let f = s.function(k);
    let cfg = f.cfg();
    let v = match p {
        Pass::Domtree => serde_json::to_value(print::domtree_json(cfg, s.domtree(k))),
        Pass::Postdomtree => serde_json::to_value(print::postdomtree_json(cfg, s.postdomtree(k))),
        Pass::Domfrontier => serde_json::to_value(frontiers::domfrontier_json(cfg, s.domtree(k), &frontiers::DominanceFrontier::compute(cfg, s.domtree(k)))),
        Pass::Postdomfrontier => serde_json::to_value(frontiers::postdomfrontier_json(cfg, &frontiers::PostDominanceFrontier::compute(cfg, s.postdomtree(k)))),
        Pass::Controldeps => serde_json::to_value(control_dependence::to_json(cfg, &control_dependence::ControlDependence::compute(cfg, s.postdomtree(k)))),
        Pass::Idf => {
            let (defs, idf) = idf_of(cfg, s.domtree(k), opts);
            serde_json::to_value(frontiers::idf_json(cfg, &defs, &idf))
        }
        Pass::Cycles => match cycle_result(s, k, opts, notes) {
            CycleResult::One(ci) => serde_json::to_value(cycles::print::cycles_json(cfg, &ci)),
            CycleResult::All(all) => serde_json::to_value(cycles::print::all_hierarchies_json(cfg, &all)),
        },
        Pass::Uniformity => {
            let u = uniformity_of(s, k, opts);
            let ctx = uniformity::reasons::Context { cfg, ir: f.ir(), src: s.src() };
            serde_json::to_value(uniformity::print::to_json(&u, &ctx, opts.explain.as_deref()))
        }
        Pass::Constructs => match s.constructs(k) {
            Ok(c) => serde_json::to_value(c.to_json(cfg)),
            Err(e) => Ok(json!({ "error": e.to_string() })),
        },
    };
    v.unwrap_or_default()
}

/// The `idf_defs` blocks of `cfg` (names that do not exist are skipped) and their iterated
/// dominance frontier.
fn idf_of(cfg: &Cfg, dt: &DominatorTree, opts: &PassOptions) -> (Vec<Block>, Vec<Block>) {
    let defs: Vec<_> = opts.idf_defs.iter().filter_map(|d| cfg.find(d)).collect();
    let idf = frontiers::iterated_dominance_frontier(cfg, dt, &defs);
    (defs, idf)
}

/// The cycle hierarchy for the chosen DFS order, or every distinct hierarchy.
enum CycleResult<'s> {
    One(Box<Cow<'s, cycles::CycleInfo>>),
    All(Box<cycles::hierarchies::AllHierarchies>),
}

/// The `cycles` pass on function `k`; an order that fails falls back to the IR's successor
/// order (validate first with [`dfs_order::parse`]).
fn cycle_result<'s>(s: &'s Session, k: usize, opts: &PassOptions, notes: &mut Vec<String>) -> CycleResult<'s> {
    let cfg = s.cfg(k);
    if opts.all_dfs_orders {
        let limits = cycles::hierarchies::EnumOptions { max_traversals: opts.max_dfs_orders.max(1), ..Default::default() };
        let all = cycles::hierarchies::all_hierarchies(cfg, &limits, &mut |_| true);
        if !all.complete {
            notes.push(format!("function {}: {}", cfg.name(), all.summary()));
        }
        return CycleResult::All(Box::new(all));
    }
    let order = opts.dfs_order.as_deref().and_then(|t| s.parse_order(k, t).ok()).unwrap_or_default();
    CycleResult::One(Box::new(s.cycles_for_or_cfg_order(k, &order)))
}

/// The `uniformity` pass on function `k`: the session's target (the module's triple, or the
/// one the session was given); an order that fails falls back to the IR's successor order.
/// The default options reuse the session's cached result.
pub fn uniformity_of<'s>(s: &'s Session, k: usize, opts: &PassOptions) -> Cow<'s, uniformity::Uniformity> {
    let order = opts.dfs_order.as_deref().and_then(|t| s.parse_order(k, t).ok());
    match (order, opts.unmarked) {
        (None, UnmarkedBranches::Divergent) => Cow::Borrowed(s.uniformity(k)),
        (order, unmarked) => Cow::Owned(s.uniformity_with(k, order.as_deref(), unmarked)),
    }
}

/// Options of [`analyze`] and [`print_like_opt`]: the CLI's `print` flags. Deserializes from
/// camelCase JSON (`{"passes": ["domtree"], "function": "k", "dfsOrder": "b1: b3 b2"}`);
/// missing fields take the defaults.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct AnalyzeOptions {
    /// Passes, in order (default: `domtree`, `postdomtree`, `cycles`, `uniformity`).
    pub passes: Vec<Pass>,
    /// Only this function (default: every function).
    pub function: Option<String>,
    /// DFS successor order for `cycles` and `uniformity` (`b1: b3 b2; …`).
    pub dfs_order: Option<String>,
    /// `cycles`: every distinct hierarchy.
    pub all_dfs_orders: bool,
    /// `cycles` with `all_dfs_orders`: the cap on DFS traversals (default 100 000).
    pub max_dfs_orders: u64,
    /// `idf`: the definition blocks.
    pub idf_defs: Vec<String>,
    /// `uniformity`: a value or block whose reason chain to add.
    pub explain: Option<String>,
    /// `uniformity`: whose divergence sources (default: from the module's triple).
    pub target: Option<Target>,
    /// `uniformity` on compact text / DOT: how unmarked branches count.
    pub unmarked: UnmarkedBranches,
    /// The input format (default: detected).
    pub input_format: Option<Format>,
}

impl Default for AnalyzeOptions {
    fn default() -> AnalyzeOptions {
        AnalyzeOptions {
            passes: vec![Pass::Domtree, Pass::Postdomtree, Pass::Cycles, Pass::Uniformity],
            function: None,
            dfs_order: None,
            all_dfs_orders: false,
            max_dfs_orders: 100_000,
            idf_defs: Vec::new(),
            explain: None,
            target: None,
            unmarked: UnmarkedBranches::Divergent,
            input_format: None,
        }
    }
}

/// Validates `print`'s options against a parsed text, as `reconverge print` does: the chosen
/// functions (indices into `s`'s program) and the pass options. The CLI and [`analyze`] /
/// [`print_like_opt`] share it.
///
/// # Errors
/// An unknown function, an `explain` subject that does not exist, an invalid DFS order, merge
/// declarations that break a structured rule (pass `constructs`), `idf`
/// without (existing) definition blocks.
pub fn prepare(s: &Session, o: &AnalyzeOptions) -> Result<(Vec<usize>, PassOptions), ApiError> {
    let functions = s.functions_named(o.function.as_deref())?;
    let opts = PassOptions {
        idf_defs: o.idf_defs.clone(),
        all_dfs_orders: o.all_dfs_orders,
        max_dfs_orders: o.max_dfs_orders,
        dfs_order: o.dfs_order.clone(),
        explain: o.explain.clone(),
        unmarked: o.unmarked,
    };
    if let (Some(q), true) = (&opts.explain, o.passes.contains(&Pass::Uniformity)) {
        for &k in &functions {
            let f = s.function(k);
            let u = uniformity_of(s, k, &opts);
            let ctx = uniformity::reasons::Context { cfg: f.cfg(), ir: f.ir(), src: s.src() };
            if uniformity::reasons::resolve(&u, &ctx, q).is_none() && functions.len() == 1 {
                return Err(ApiError::msg(format!("function `{}` has no value or block named `{q}` (from --explain)", f.name())));
            }
        }
    }
    if let (true, Some(text)) = (o.passes.contains(&Pass::Cycles) || o.passes.contains(&Pass::Uniformity), &opts.dfs_order) {
        for &k in &functions {
            s.parse_order(k, text).map_err(|e| ApiError::msg(format!("function `{}`: --dfs-order: {e}", s.function(k).name())))?;
        }
    }
    if o.passes.contains(&Pass::Constructs) {
        for &k in &functions {
            s.constructs(k).map_err(|e| ApiError::from(e.clone()))?;
        }
    }
    if o.passes.contains(&Pass::Idf) {
        if opts.idf_defs.is_empty() {
            return Err(ApiError::msg("pass `idf` needs the definition blocks: --idf-defs BLOCK,BLOCK,…"));
        }
        for &k in &functions {
            if let Some(d) = opts.idf_defs.iter().find(|d| s.cfg(k).find(d).is_none()) {
                return Err(ApiError::msg(format!("function `{}` has no block named `{d}` (from --idf-defs)", s.function(k).name())));
            }
        }
    }
    Ok((functions, opts))
}

/// The passes on each function as JSON: `[{"function": NAME, PASS: {…}, …}, …]`, exactly what
/// `reconverge print --passes … --format json` prints. Scenario directives (`thread …`,
/// `dfs: …`, docs/WARP.md) are accepted and ignored, as by every command.
///
/// # Errors
/// Parse errors (line:column), an unknown `function`, an invalid `dfs_order`, `idf` without
/// (existing) `idf_defs`, an `explain` subject that does not exist.
///
/// ```
/// use reconverge_core::api::{analyze, AnalyzeOptions, Pass};
/// let o = AnalyzeOptions { passes: vec![Pass::Cycles], ..AnalyzeOptions::default() };
/// let v = analyze("a -> b\nb -> a, c\nc", &o).unwrap();
/// assert_eq!(v[0]["cycles"]["cycles"][0]["header"], "a");
/// ```
pub fn analyze(src: &str, o: &AnalyzeOptions) -> Result<Value, ApiError> {
    let s = Session::parse(src, o.input_format)?.with_target(o.target);
    let (functions, opts) = prepare(&s, o)?;
    let mut notes = Vec::new();
    let json = functions
        .into_iter()
        .map(|k| {
            let mut obj = serde_json::Map::new();
            obj.insert("function".into(), s.function(k).name().into());
            for &p in &o.passes {
                obj.insert(p.key().into(), pass_json(p, &s, k, &opts, &mut notes));
            }
            Value::Object(obj)
        })
        .collect();
    Ok(Value::Array(json))
}

/// The passes on each function in `opt`'s text (what `opt -disable-output
/// -passes='print<domtree>,…'` writes to stderr, and `reconverge print --passes …` to stdout).
///
/// # Errors
/// As [`analyze`].
///
/// ```
/// use reconverge_core::api::{print_like_opt, AnalyzeOptions, Pass};
/// let o = AnalyzeOptions { passes: vec![Pass::Domtree], ..AnalyzeOptions::default() };
/// let t = print_like_opt("a -> b\nb", &o).unwrap();
/// assert!(t.contains("[1] %a {4294967295,4294967295} [0]"));
/// ```
pub fn print_like_opt(src: &str, o: &AnalyzeOptions) -> Result<String, ApiError> {
    let s = Session::parse(src, o.input_format)?.with_target(o.target);
    let (functions, opts) = prepare(&s, o)?;
    let mut notes = Vec::new();
    let mut out = String::new();
    for k in functions {
        for &p in &o.passes {
            out.push_str(&pass_text(p, &s, k, &opts, &mut notes));
        }
    }
    Ok(out)
}

/// Why `value` (`%x`, or a block name) is divergent: `{"function", "text", "chain"}` — the
/// reason chain back to a divergence source as the CLI's `print --passes uniformity --explain
/// VALUE` prints it (`text`) and as JSON (`chain`, `null` when the value is uniform).
///
/// # Errors
/// Parse errors, an unknown `function`, no value or block named `value`.
///
/// ```
/// let src = "define amdgpu_kernel void @k(ptr %p) {\nentry:\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %c = icmp eq i32 %t, 0\n  br i1 %c, label %a, label %b\na:\n  br label %b\nb:\n  ret void\n}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n";
/// let v = reconverge_core::api::explain(src, "%c", None).unwrap();
/// assert!(v["text"].as_str().unwrap().contains("%t"));
/// ```
pub fn explain(src: &str, value: &str, function: Option<&str>) -> Result<Value, ApiError> {
    let s = Session::parse(src, None)?;
    let k = pick(&s, function)?;
    let f = s.function(k);
    let u = s.uniformity(k);
    let ctx = uniformity::reasons::Context { cfg: f.cfg(), ir: f.ir(), src };
    if uniformity::reasons::resolve(u, &ctx, value).is_none() {
        return Err(ApiError::msg(format!("function `{}` has no value or block named `{value}` (from --explain)", f.name())));
    }
    let text = match uniformity::print::explain_text(u, &ctx, value) {
        Ok(t) => t,
        Err(e) => e,
    };
    let chain = uniformity::print::to_json(u, &ctx, Some(value)).explain;
    Ok(json!({ "function": f.name(), "text": text, "chain": chain }))
}

/// The function called `name`, else the program's default
/// ([`crate::input::Program::default_function`]).
fn pick(s: &Session, name: Option<&str>) -> Result<usize, ApiError> {
    match name {
        Some(_) => s.function_index(name),
        None if s.program().functions.is_empty() => Err(ApiError::msg("no function")),
        None => Ok(s.program().default_function()),
    }
}

/// The format, the functions (name, kernel flag, block count, place) and each function's
/// blocks with their ordered successors and edge labels:
/// `{"format": "compact", "functions": [{"name", "is_kernel", "blocks", "span", "line",
/// "cfg": [{"name", "succs": [NAME…], "labels": [LABEL…]}…]}…]}`. `O(len + n + m)`.
///
/// # Errors
/// The parser's error (line:column).
///
/// ```
/// let v = reconverge_core::api::parse("a -> b, c\nb -> c\nc").unwrap();
/// assert_eq!(v["format"], "compact");
/// assert_eq!(v["functions"][0]["cfg"][0]["succs"], serde_json::json!(["b", "c"]));
/// ```
pub fn parse(src: &str) -> Result<Value, ApiError> {
    let s = Session::parse(src, None)?;
    let program = s.program();
    let outline = program.outline(src);
    let functions: Vec<Value> = program
        .functions
        .iter()
        .zip(outline)
        .map(|(f, o)| {
            let cfg = f.cfg();
            let blocks: Vec<Value> =
                cfg.blocks().map(|b| json!({ "name": cfg.name_of(b), "succs": cfg.succs(b).iter().map(|&s| cfg.name_of(s)).collect::<Vec<_>>(), "labels": cfg.succ_labels(b) })).collect();
            let mut v = serde_json::to_value(o).unwrap_or_default();
            if let Some(m) = v.as_object_mut() {
                m.insert("cfg".into(), Value::Array(blocks));
            }
            v
        })
        .collect();
    Ok(json!({ "format": program.format.name(), "functions": functions }))
}

/// Options of [`simulate`]: the CLI's `simulate` flags (camelCase in JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct SimulateOptions {
    /// `ipdom`, `markers`, `independent`, `maximal`, `predication` or `all` (default).
    pub policy: String,
    /// Thread paths (`"Entry H B L Exit"`), replacing the text's `thread` lines when non-empty.
    pub threads: Vec<String>,
    /// DFS successor order for the maximal reference (default: the text's `dfs:` line).
    pub dfs_order: Option<String>,
    /// Timeline rows per policy (default 200).
    pub timeline: usize,
    /// Only this function (LLVM IR; default the first).
    pub function: Option<String>,
    /// Which divergent side the stack policies (ipdom, independent) run first (default
    /// `first-successor`; `fewer-lanes-first` is what an H200 did).
    pub side_order: engine::SideOrder,
    /// The SIMT stack's reconvergence points on the CFG without the blocks that end in
    /// `unreachable` (a code generator's view) instead of LLVM's post-dominator tree.
    pub no_unreachable: bool,
    /// Simulate one warp of this kernel run (the JSON `reconverge run` printed) instead of the
    /// text's threads: `simulate --from-run RUN.json`.
    pub from_run: Option<String>,
    /// Simulate one warp of a run of the kernel with these inputs (`simulate --inputs
    /// INPUTS.json`).
    pub inputs: Option<RunInputs>,
    /// The warp of the run (work-group then warp order, as `reconverge run` lists them);
    /// alone, the kernel is run with the text's `run:`/`arg` directives. Default 0 with
    /// `from_run` or `inputs`.
    pub warp: Option<usize>,
}

impl Default for SimulateOptions {
    fn default() -> SimulateOptions {
        SimulateOptions { policy: "all".into(), threads: Vec::new(), dfs_order: None, timeline: 200, function: None, side_order: engine::SideOrder::FirstSuccessor, no_unreachable: false, from_run: None, inputs: None, warp: None }
    }
}

/// The function a `simulate` runs: `o.function`, else the run's function (`from_run`), else
/// with `inputs` or `warp` the module's first kernel, else the first function.
///
/// # Errors
/// No function of that name; no function.
pub fn simulate_function(s: &Session, o: &SimulateOptions) -> Result<usize, ApiError> {
    if o.function.is_some() {
        return s.function_index(o.function.as_deref());
    }
    if let Some(j) = &o.from_run {
        #[derive(Deserialize)]
        struct Named {
            function: String,
        }
        if let Ok(n) = serde_json::from_str::<Named>(j) {
            return s.function_index(Some(&n.function));
        }
    } else if o.inputs.is_some() || o.warp.is_some() {
        return s.function_index(Some(&kernel_name(s, None)?));
    }
    s.function_index(None)
}

/// The threads a `simulate` of function `k` runs: one warp of a kernel run when `o` asks for
/// one (`from_run`, `inputs` or `warp`; [`Session::warp_of_run`], the interpreter's default
/// instruction budget), else the text's scenario or `o.threads` ([`Session::threads`]).
///
/// # Errors
/// Both `from_run` and `inputs`, or either with `threads`; the errors of
/// [`Session::warp_of_run`] and [`Session::threads`].
pub fn simulate_threads(s: &Session, k: usize, o: &SimulateOptions) -> Result<crate::session::Threads, ApiError> {
    use crate::session::RunSource;
    let source = match (&o.from_run, &o.inputs) {
        (Some(_), Some(_)) => return Err(ApiError::msg("a run's JSON and inputs exclude each other: give one")),
        (Some(j), None) => Some(RunSource::Json(j)),
        (None, Some(i)) => Some(RunSource::Inputs(i)),
        (None, None) => None,
    };
    let default_inputs = RunInputs::default();
    let source = match (source, o.warp) {
        (None, None) => return s.threads(k, &o.threads, true),
        (None, Some(_)) => RunSource::Inputs(&default_inputs),
        (Some(src), _) => src,
    };
    if !o.threads.is_empty() {
        return Err(ApiError::msg("thread paths and a run's warp exclude each other: give one"));
    }
    s.warp_of_run(k, source, o.warp.unwrap_or(0), &Limits::default())
}

/// The engine options of a `simulate` run of function `k`: `order`, `side_order`, and with
/// `no_unreachable` the blocks ending in `unreachable` ignored by the SIMT stack's
/// reconvergence points (none for compact text and DOT).
pub fn engine_options(s: &Session, k: usize, order: Vec<Vec<u32>>, side_order: engine::SideOrder, no_unreachable: bool) -> EngineOptions {
    let reconvergence_ignores = match (no_unreachable, s.function(k).ir()) {
        (true, Some(f)) => engine::ipdom_stack::unreachable_blocks(f),
        _ => Vec::new(),
    };
    EngineOptions { dfs_order: order, side_order, reconvergence_ignores, ..EngineOptions::default() }
}

/// Runs the warp engine on the text's thread scenario (or one warp of a kernel run,
/// [`simulate_threads`]) under one or every reconvergence policy
/// (docs/WARP.md): `{"function", "runs": [PolicyRun…], "markers"?, "markers_vs_ipdom"?,
/// "notes"}`, what `reconverge simulate --format json` prints.
///
/// # Errors
/// Parse and scenario errors (line:column), an unknown policy or function, no threads, an
/// invalid DFS order.
///
/// ```
/// use reconverge_core::api::{simulate, SimulateOptions};
/// let src = "entry -> a, b\na -> exit\nb -> exit\nexit\nthread T1: entry a exit\nthread T2: entry b exit";
/// let v = simulate(src, &SimulateOptions { policy: "ipdom".into(), ..SimulateOptions::default() }).unwrap();
/// assert_eq!(v["runs"][0]["metrics"]["policy"], "Ipdom");
/// ```
pub fn simulate(src: &str, o: &SimulateOptions) -> Result<Value, ApiError> {
    let policy = o.policy.as_str();
    let kinds: Vec<PolicyKind> = match policy {
        "all" => PolicyKind::EVERY.to_vec(),
        p => vec![PolicyKind::from_name(p).ok_or_else(|| ApiError::msg(format!("unknown policy `{p}` (expected ipdom, markers, independent, maximal, predication, vulkan or all)")))?],
    };
    let s = Session::parse(src, None)?;
    let k = simulate_function(&s, o)?;
    let w = simulate_threads(&s, k, o)?;
    let cfg = s.cfg(k);
    let order = s.warp_order(k, o.dfs_order.as_deref(), &w)?;
    let ci = s.cycles_for(k, &order).map_err(|e| ApiError::msg(e.to_string()))?;
    let m = convergence::MaximalConvergence::compute(cfg, &ci, &w.paths);
    let maximal = m.table().map(|t| t.column_of()).ok();
    let mut eopts = engine_options(&s, k, order.clone(), o.side_order, o.no_unreachable);
    let mut vulkan_vs_llvm = None;
    if kinds.contains(&PolicyKind::Vulkan) {
        let c = crate::constructs::of_function(s.src(), s.function(k), s.directives())?;
        vulkan_vs_llvm = Some(crate::vulkan::compare(cfg, &ci, &c, &w.paths, 1000));
        eopts.constructs = Some(std::sync::Arc::new(c));
    }
    // Subgroup ballots (`ballot:` directives, `OpGroupNonUniformBallot`) under `vulkan` or `maximal`.
    let ballot_blocks = crate::vulkan::ballot_blocks(s.src(), s.function(k), s.directives())?;
    let ballots = match (policy, &eopts.constructs, &maximal) {
        (_, _, _) if ballot_blocks.is_empty() => None,
        ("vulkan", Some(c), _) => crate::vulkan::VulkanConvergence::compute(cfg, &ci, c, &w.paths).table().ok().map(|t| crate::vulkan::ballot_report(cfg, &w.paths, &t.column_of(), &ballot_blocks)),
        ("maximal", _, Some(col)) => Some(crate::vulkan::ballot_report(cfg, &w.paths, col, &ballot_blocks)),
        _ => None,
    };
    let ropts = ReportOptions::default();
    let runs: Vec<_> = kinds.iter().map(|&k| engine::run_policy(cfg, &w.paths, k, &eopts, maximal.as_deref(), &ropts, o.timeline)).collect();
    let analysis = (policy == "markers" || policy == "all").then(|| markers::MarkerAnalysis::compute(cfg, &markers::MarkerOptions::default()));
    let comparison = analysis.as_ref().map(|a| markers::compare_with_ipdom(cfg, a));
    let mut out = serde_json::Map::new();
    out.insert("function".into(), cfg.name().into());
    out.insert("runs".into(), serde_json::to_value(&runs).unwrap_or_default());
    if let Some(a) = &analysis {
        out.insert("markers".into(), serde_json::to_value(a).unwrap_or_default());
    }
    if let Some(c) = &comparison {
        out.insert("markers_vs_ipdom".into(), serde_json::to_value(c).unwrap_or_default());
    }
    if let Some(v) = &vulkan_vs_llvm {
        out.insert("vulkan_vs_llvm".into(), serde_json::to_value(v).unwrap_or_default());
    }
    if let Some(b) = &ballots {
        out.insert("ballots".into(), serde_json::to_value(b).unwrap_or_default());
    }
    out.insert("notes".into(), serde_json::to_value(&w.paths.notes).unwrap_or_default());
    Ok(Value::Object(out))
}

/// Options of [`converge`]: the CLI's `converge` flags (camelCase in JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ConvergeOptions {
    /// Thread paths (`"Entry H B L Exit"`), replacing the text's `thread` lines when non-empty.
    pub threads: Vec<String>,
    /// DFS successor order choosing the cycle hierarchy (default: the text's `dfs:` line, else
    /// the CFG's own order). Excludes `all_dfs_orders`.
    pub dfs_order: Option<String>,
    /// One table per distinct cycle hierarchy (over all DFS successor orders).
    pub all_dfs_orders: bool,
    /// Instance numbering (default [`InstanceNaming::Occurrence`]).
    pub naming: InstanceNaming,
    /// Also report exact m-convergence per block beside LLVM's static verdict; threads are
    /// then optional.
    pub m_converged: bool,
    /// Path length bound (blocks) for `m_converged` (default 16).
    pub max_path_len: u32,
    /// At most this many reasons per table (default 1000).
    pub max_reasons: usize,
    /// Only this function (LLVM IR; default the first).
    pub function: Option<String>,
    /// The input format (default: detected).
    pub input_format: Option<Format>,
}

impl Default for ConvergeOptions {
    fn default() -> ConvergeOptions {
        ConvergeOptions { threads: Vec::new(), dfs_order: None, all_dfs_orders: false, naming: InstanceNaming::Occurrence, m_converged: false, max_path_len: 16, max_reasons: 1000, function: None, input_format: None }
    }
}

/// The maximal converged-with table of the text's thread scenario (LLVM's
/// ConvergenceAndUniformity document, docs/CONVERGENCE.md) with the reasons for non-converged
/// pairs: what `reconverge converge --format json` prints. One table is `{"thread_names",
/// "threads" (per thread, its instances' columns), "names", "column_blocks", "num_columns",
/// "reasons", …, "function", "dfs_order", "cycle_headers", "notes"}`; with
/// `all_dfs_orders` or `m_converged` the result is `{"tables": [TABLE…], "m_converged"?,
/// "m_gap"?, "notes"}`. Cost: `O(I·T)` per table for `I` instances of `T` threads, times the
/// number of hierarchies; exact m-convergence is exponential in `max_path_len` (capped).
///
/// # Errors
/// Parse and scenario errors (line:column), an unknown function, no threads (unless
/// `m_converged`), an invalid DFS order, `dfs_order` together with `all_dfs_orders`.
///
/// ```
/// use reconverge_core::api::{converge, ConvergeOptions};
/// let src = "entry -> a, b\na -> exit\nb -> exit\nexit\nthread T1: entry a exit\nthread T2: entry b exit";
/// let v = converge(src, &ConvergeOptions::default()).unwrap();
/// assert_eq!(v["thread_names"], serde_json::json!(["T1", "T2"]));
/// // Both threads' `entry` and `exit` instances are converged: 4 columns for 6 instances.
/// assert_eq!(v["column_blocks"], serde_json::json!(["entry", "a", "b", "exit"]));
/// ```
pub fn converge(src: &str, o: &ConvergeOptions) -> Result<Value, ApiError> {
    converge_with_notes(src, o, &mut Vec::new())
}

/// [`converge`], pushing to `notes` what the CLI writes to stderr besides the JSON's own
/// `notes` (an enumeration of hierarchies that hit its cap).
pub fn converge_with_notes(src: &str, o: &ConvergeOptions, notes: &mut Vec<String>) -> Result<Value, ApiError> {
    if o.dfs_order.is_some() && o.all_dfs_orders {
        return Err(ApiError::msg("--dfs-order and --all-dfs-orders exclude each other"));
    }
    let s = Session::parse(src, o.input_format)?;
    let k = s.function_index(o.function.as_deref())?;
    let w = s.threads(k, &o.threads, !o.m_converged)?;
    let cfg = s.cfg(k);
    let ropts = ReportOptions { naming: o.naming, max_reasons: o.max_reasons, ..ReportOptions::default() };
    let orders: Vec<Vec<Vec<u32>>> = if w.paths.num_threads() == 0 {
        Vec::new() // `m_converged` without threads: no tables
    } else if o.all_dfs_orders {
        let all = cycles::hierarchies::all_hierarchies(cfg, &cycles::hierarchies::EnumOptions::default(), &mut |_| true);
        if !all.complete {
            notes.push(all.summary());
        }
        all.hierarchies.into_iter().map(|h| h.order).collect()
    } else {
        vec![s.warp_order(k, o.dfs_order.as_deref(), &w)?]
    };
    let mut tables = Vec::new();
    for order in &orders {
        let ci = s.cycles_for(k, order).map_err(|e| ApiError::msg(e.to_string()))?;
        let (_, r) = convergence::maximal_report(cfg, &ci, &w.paths, &ropts);
        let headers: Vec<&str> = ci.cycles().map(|c| cfg.name_of(ci.header(c))).collect();
        let mut v = serde_json::to_value(&r).unwrap_or_default();
        if let Some(m) = v.as_object_mut() {
            m.insert("function".into(), cfg.name().into());
            m.insert("dfs_order".into(), dfs_order::format(cfg, order).into());
            m.insert("cycle_headers".into(), headers.into());
        }
        tables.push(v);
    }
    let thread_notes = serde_json::to_value(&w.paths.notes).unwrap_or_default();
    if !o.all_dfs_orders && !o.m_converged {
        let mut v = tables.pop().unwrap_or_default();
        if let Some(m) = v.as_object_mut() {
            m.insert("notes".into(), thread_notes);
        }
        return Ok(v);
    }
    let mut out = serde_json::Map::new();
    out.insert("tables".into(), Value::Array(tables));
    if o.m_converged {
        let mut m = convergence::exact_m_convergence(cfg, &convergence::MOptions { max_len: o.max_path_len, ..convergence::MOptions::default() });
        let gap = m.compare_with_static(cfg, s.uniformity(k));
        out.insert("m_converged".into(), serde_json::to_value(&m).unwrap_or_default());
        out.insert("m_gap".into(), serde_json::to_value(&gap).unwrap_or_default());
    }
    out.insert("notes".into(), thread_notes);
    Ok(Value::Object(out))
}

/// Options of [`if_convert`]: the CLI's `ifconvert` flags (camelCase in JSON).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct IfConvertOptions {
    /// Only this function (default: every function).
    pub function: Option<String>,
    /// Convert the body of the loop with this header (its back edges set aside).
    pub loop_header: Option<String>,
    /// Convert the whole function with every back edge set aside (reducible CFGs).
    pub set_aside_back_edges: bool,
}

/// If-conversion (Park & Schlansker's RK algorithm, docs/IF-CONVERSION.md) of each function:
/// the JSON of `reconverge ifconvert --format json` (one object, or an array for several
/// functions).
///
/// # Errors
/// Parse errors, an unknown function or loop header, a cycle in the converted region.
///
/// ```
/// let v = reconverge_core::api::if_convert("a -> b, c\nb -> d\nc -> d\nd", &Default::default()).unwrap();
/// assert!(v.is_object());
/// ```
pub fn if_convert(src: &str, o: &IfConvertOptions) -> Result<Value, ApiError> {
    use crate::if_conversion::{self, IfConversion, IfConversionOptions, IrSource, Scope};
    let s = Session::parse(src, None)?;
    let mut json = Vec::new();
    for k in s.functions_named(o.function.as_deref())? {
        let f = s.function(k);
        let cfg = f.cfg();
        let scope = match (&o.loop_header, o.set_aside_back_edges) {
            (Some(h), _) => Scope::LoopBody(cfg.find(h).ok_or_else(|| ApiError::msg(format!("--loop: no block named `{h}` in function {}", cfg.name())))?),
            (None, true) => Scope::SetAsideBackEdges,
            (None, false) => Scope::Acyclic,
        };
        let ir = f.ir().map(|function| IrSource { function, src });
        let ic = IfConversion::compute(cfg, ir, &IfConversionOptions { scope }).map_err(|e| ApiError::msg(format!("function {}: {e}", cfg.name())))?;
        json.push(if_conversion::to_json(cfg, &ic));
    }
    Ok(if json.len() == 1 { json.pop().unwrap_or_default() } else { Value::Array(json) })
}

/// Exact loop data dependences of C loops (a SCoP, docs/LOOPS.md) by enumeration, and with a
/// `schedule` (isl syntax) the verdict on it: the JSON of `reconverge deps --format json`.
/// `params` override `#define`/`param` values; `max_instances` bounds the enumeration
/// ([`crate::loops::scop::DEFAULT_INSTANCE_LIMIT`] in the CLI).
///
/// # Errors
/// Parse errors in the C text (line:column) or the schedule, more than `max_instances`
/// statement instances.
///
/// ```
/// let c = "for (i = 1; i < 8; i++)\n  S1: A[i] = A[i-1] + 1;\n";
/// let v = reconverge_core::api::dependences(c, &[], None, 100_000).unwrap();
/// assert!(v.is_object());
/// ```
pub fn dependences(src: &str, params: &[(String, i64)], schedule: Option<&str>, max_instances: usize) -> Result<Value, ApiError> {
    use crate::loops::{LoopAnalysis, LoopError};
    let a = LoopAnalysis::analyze(src, params, max_instances).map_err(|e| match e {
        LoopError::Parse(e) => ApiError::from(e),
        LoopError::Limit(m) => ApiError::msg(m),
    })?;
    let t = match schedule {
        Some(s) => Some(a.transform(s).map_err(|e| ApiError::msg(format!("--schedule:{}:{}: {}", e.line, e.col, e.message)))?),
        None => None,
    };
    Ok(a.issue_json(t.as_ref()))
}

/// Runs a kernel of an LLVM IR module over an NDRange with the SIMT interpreter
/// (docs/INTERPRETER.md): `{"function", "global", "local", "wave", "buffers", "paths", "warps",
/// "branches", "metrics", "races", "races_total", "barrier_divergence", "findings",
/// "findings_total", "checked", "notes"}` (findings: docs/INTERPRETER.md "Findings"), what
/// `reconverge run` prints. `function` defaults to the first kernel, else the first function;
/// `inputs` to the module's `run:`/`arg` directives; the run stops with an error after
/// `max_instructions` instructions.
///
/// # Errors
/// Parse errors, run errors (line:column of the instruction, prefixed with the work-item).
///
/// ```
/// let src = "define amdgpu_kernel void @k() {\nentry:\n  ret void\n}\n";
/// let v = reconverge_core::api::run(src, None, &Default::default(), 1_000_000).unwrap();
/// assert_eq!(v["function"], "k");
/// ```
pub fn run(src: &str, function: Option<&str>, inputs: &RunInputs, max_instructions: u64) -> Result<Value, ApiError> {
    let s = Session::parse(src, Some(Format::LlvmIr))?;
    let name = kernel_name(&s, function)?;
    let limits = Limits { max_instructions, ..Limits::default() };
    let run = s.run_kernel(&name, inputs, &limits).map_err(|e| {
        let wi = e.work_item.map(|[x, y, z]| format!("work-item ({x}, {y}, {z}): ")).unwrap_or_default();
        ApiError { line: e.line, col: e.col, message: format!("{wi}{}", e.message) }
    })?;
    Ok(run_json(&run))
}

/// The kernel a run uses: `function` when given, else the module's first kernel, else its
/// first function.
///
/// # Errors
/// `no function` for an empty program.
pub fn kernel_name(s: &Session, function: Option<&str>) -> Result<String, ApiError> {
    match function {
        Some(n) => Ok(n.to_string()),
        None => s.program().functions.iter().find(|f| f.is_kernel()).or(s.program().functions.first()).map(|f| f.name().to_string()).ok_or_else(|| ApiError::msg("no function")),
    }
}

/// The JSON of a kernel run (what `reconverge run` prints): block ids become names.
pub fn run_json(run: &interpreter::Run) -> Value {
    let names = &run.block_names;
    json!({
        "function": run.function,
        "global": run.global,
        "local": run.local,
        "wave": run.wave,
        "buffers": run.buffers.iter().map(|b| b.as_ref().map(|b| &b.data)).collect::<Vec<_>>(),
        "paths": run.paths.iter().map(|p| p.iter().map(|b| names[b.index()].as_str()).collect::<Vec<_>>()).collect::<Vec<_>>(),
        "warps": run.warps.iter().map(|x| json!({
            "group": x.group, "warp": x.warp, "work_items": x.work_items,
            "diverged_at": x.diverged_at.iter().map(|b| names[b.index()].as_str()).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "branches": run.branches,
        "metrics": run.metrics,
        "races": run.races,
        "races_total": run.races_total,
        "barrier_divergence": run.barrier_divergence,
        "printf": run.printf,
        "findings": run.findings.iter().map(|f| {
            let mut v = serde_json::to_value(f).unwrap_or(Value::Null);
            // Each location's kernel block also by name (the Problems list highlights it).
            if let Some(locs) = v.get_mut("locations").and_then(Value::as_array_mut) {
                for l in locs {
                    let name = l.get("block").and_then(Value::as_u64).and_then(|b| names.get(b as usize)).cloned();
                    l["block_name"] = json!(name);
                }
            }
            v
        }).collect::<Vec<_>>(),
        "findings_total": run.findings_total,
        "checked": run.checked,
        "notes": run.notes,
    })
}

/// A hardware trace (`reconverge-hardware-trace/1`, [`crate::hardware::trace`]) held against
/// the kernel `ir` it was recorded from: the recorded instances' consistency, the
/// interpreter's paths and buffers on the trace's inputs, and every policy's agreement (the
/// JSON of [`crate::hardware::HwComparison`], what `reconverge hw-compare --format json`
/// prints). Policies: [`crate::hardware::PolicySpec::for_function`] (every policy as
/// `simulate` runs it, then the named variants). Cost: linear in the trace plus one engine run
/// per warp and policy, and the kernel's run.
///
/// # Errors
/// A trace that does not parse or fails its checks; IR that does not parse; no function
/// named as the trace's; a trace block the function does not have.
pub fn hw_compare(trace_json: &str, ir: &str) -> Result<Value, ApiError> {
    let c = hw_comparison(trace_json, ir)?;
    serde_json::to_value(&c).map_err(|e| ApiError::msg(e.to_string()))
}

/// [`hw_compare`] as the typed result (the CLI prints its text or its JSON).
///
/// # Errors
/// As [`hw_compare`].
pub fn hw_comparison(trace_json: &str, ir: &str) -> Result<crate::hardware::HwComparison, ApiError> {
    let trace = crate::hardware::HardwareTrace::parse(trace_json)?;
    let s = Session::parse(ir, Some(Format::LlvmIr))?;
    hw_comparison_of(&s, &trace)
}

/// [`hw_comparison`] on a parsed session (the web worker's: the kernel is not parsed again):
/// the trace's function of `s`, run on the trace's inputs, every policy scored.
///
/// # Errors
/// No function named as the trace's; a trace block the function does not have.
pub fn hw_comparison_of(s: &Session, trace: &crate::hardware::HardwareTrace) -> Result<crate::hardware::HwComparison, ApiError> {
    use crate::hardware::{HwComparison, PolicySpec};
    let k = s.function_index(Some(&trace.function))?;
    let run = s.run_kernel(&trace.function, &trace.inputs, &Limits::default()).map_err(|e| {
        let wi = e.work_item.map(|[x, y, z]| format!("work-item ({x}, {y}, {z}): ")).unwrap_or_default();
        if e.line > 0 {
            format!("{}:{}: {wi}{}", e.line, e.col, e.message)
        } else {
            format!("{wi}{}", e.message)
        }
    });
    let specs = PolicySpec::for_function(s.function(k));
    HwComparison::compute(trace, s.cfg(k), run.as_ref().map_err(|e| e.clone()), &specs).map_err(ApiError::msg)
}
