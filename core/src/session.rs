//! The pipeline object: one [`Session`] per input text. It owns the text, the program parsed
//! from it (parsed **once**, by the front door [`input::parse_with_directives`]), the scenario
//! directives, and the divergence sources of the module's target; every analysis of a function
//! is computed on first use and kept (`dominators`, `post_dominators`, the cycle hierarchy of
//! the CFG's own DFS order, uniformity), and the ones that depend on a choice — the cycle
//! hierarchy of another DFS order ([`Session::cycles_for`]), the thread scenario with
//! `--thread` overrides ([`Session::threads`]) — are computed from the same parse.
//!
//! The CLI (`bin/reconverge/main.rs`), the library façade ([`crate::api`], and so the npm package)
//! and the web worker are thin layers over it: each builds one `Session` from the text and
//! asks it for what it shows. Modelled on Cranelift's `Context` (`cranelift/codegen/src/
//! context.rs`): one struct owns the function and every analysis of it.
//!
//! ```
//! use reconverge_core::session::Session;
//! let s = Session::parse("entry ~> a, b\na -> exit\nb -> exit\nexit\nthread T1: entry a exit\nthread T2: entry b exit", None).unwrap();
//! let k = s.function_index(None).unwrap();
//! let exit = s.cfg(k).find("exit").unwrap();
//! assert_eq!(s.domtree(k).idom(exit), s.cfg(k).find("entry"));
//! // The same parse serves the scenario and every analysis.
//! let t = s.threads(k, &[], true).unwrap();
//! assert_eq!(t.paths.num_threads(), 2);
//! assert!(s.uniformity(k).is_divergent_branch(s.cfg(k).entry()));
//! ```
//!
//! Thread safety: the caches are [`OnceLock`]s, so a `&Session` can be shared by the CLI's
//! pass threads (two passes asking for one analysis compute it once). Cost: parsing is the
//! front door's (`O(len)`); each cached analysis its own, once per function.

use crate::cfg::Cfg;
use crate::cycles::{CycleInfo, OrderError};
use crate::error::Error;
use crate::input::directives::{self, Directive, Keyword};
use crate::input::{self, dfs_order, Format, Program};
use crate::interpreter::decode::DecodedProgram;
use crate::interpreter::{form, Limits as RunLimits, ModuleRef, Run, RunError, RunErrorKind, RunInputs};
use crate::limits::{self, LimitError};
use crate::scenario::{defaults, Scenario, ThreadPaths};
use crate::span::ParseError;
use crate::uniformity::{self, Target, UnmarkedBranches, Uniformity};
use crate::{DominatorTree, PostDominatorTree};
use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

/// One input text and everything computed from it (see the module documentation).
pub struct Session {
    src: Box<dyn AsRef<str> + Send + Sync>,
    program: Program,
    directives: Vec<Directive>,
    target: Target,
    cache: Vec<FunctionCache>,
    /// The interpreter's decoded program (LLVM IR only), shared by a run and its inputs form.
    decoded: OnceLock<Result<Arc<DecodedProgram>, RunError>>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session").field("format", &self.format()).field("functions", &self.program.functions.len()).field("target", &self.target).finish()
    }
}

/// The analyses of one function, each computed on first use.
#[derive(Default)]
struct FunctionCache {
    domtree: OnceLock<DominatorTree>,
    postdomtree: OnceLock<PostDominatorTree>,
    cycles: OnceLock<CycleInfo>,
    uniformity: OnceLock<Uniformity>,
    constructs: OnceLock<Result<crate::constructs::Constructs, ParseError>>,
}

/// A function's thread scenario and the paths of its threads ([`Session::threads`]).
#[derive(Clone, Debug)]
pub struct Threads {
    /// The resolved scenario (its `dfs:` order, counts, rules).
    pub scenario: Scenario,
    /// Every thread's path.
    pub paths: ThreadPaths,
}

impl Session {
    /// Parses `src` (format detected unless given) with its scenario directives. The target
    /// whose divergence sources the uniformity analysis uses is read from the module's
    /// `target triple` ([`Target::detect`]; AMDGPU when there is none).
    ///
    /// # Errors
    /// The parser's [`ParseError`] (line:column, expected/found).
    pub fn parse(src: impl Into<String>, format: Option<Format>) -> Result<Session, ParseError> {
        Session::parse_text(src.into(), format)
    }

    /// [`Session::parse`] of a text the session keeps as it is given: a `String`, or a
    /// memory-mapped file checked as UTF-8 once (the CLI maps its input instead of copying it:
    /// 18 MB of IR were a quarter of the page faults of a `print` run, docs/PERFORMANCE.md).
    ///
    /// # Errors
    /// The parser's [`ParseError`] (line:column, expected/found).
    pub fn parse_text(src: impl AsRef<str> + Send + Sync + 'static, format: Option<Format>) -> Result<Session, ParseError> {
        let src: Box<dyn AsRef<str> + Send + Sync> = Box::new(src);
        let text = (*src).as_ref();
        let (program, directives) = input::parse_with_directives(text, format)?;
        let target = Target::detect(text);
        let cache = program.functions.iter().map(|_| FunctionCache::default()).collect();
        Ok(Session { src, program, directives, target, cache, decoded: OnceLock::new() })
    }

    /// [`Session::parse`] within the page's resource limits ([`crate::limits`]): the text
    /// size before parsing, the function count and the size of function `function` (else the
    /// default function) after.
    ///
    /// # Errors
    /// A [`LimitError`]'s or the [`ParseError`]'s text, as an [`Error`] at `0:0` or at the
    /// parse error's place.
    pub fn parse_within_limits(src: impl Into<String>, function: Option<&str>) -> Result<Session, Error> {
        let src = src.into();
        limits::check_text(&src).map_err(|e| Error::msg(e.to_string()))?;
        let s = Session::parse(src, None)?;
        let k = function.and_then(|f| s.program.functions.iter().position(|x| x.name() == f)).unwrap_or_else(|| s.program.default_function());
        s.check_limits(k).map_err(|e| Error::msg(e.to_string()))?;
        Ok(s)
    }

    /// Overrides the target whose divergence sources the uniformity analysis uses (`None`
    /// keeps the module's). Clears the cached uniformity results.
    pub fn with_target(mut self, target: Option<Target>) -> Session {
        if let Some(t) = target {
            self.target = t;
            for c in &mut self.cache {
                c.uniformity = OnceLock::new();
            }
        }
        self
    }

    /// The text everything was parsed from.
    pub fn src(&self) -> &str {
        (*self.src).as_ref()
    }

    /// The detected (or given) format.
    pub fn format(&self) -> Format {
        self.program.format
    }

    /// The parsed program (every function).
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// The scenario directives found in the text, in source order.
    pub fn directives(&self) -> &[Directive] {
        &self.directives
    }

    /// Whose divergence sources the uniformity analysis uses.
    pub fn target(&self) -> Target {
        self.target
    }

    /// Whether the text describes threads (`thread`, `threads`, `rule`, `visits`, `trips`
    /// lines; a `dfs:` or `steps:` line alone does not).
    pub fn has_thread_directives(&self) -> bool {
        self.directives.iter().any(|d| matches!(d.keyword, Keyword::Thread | Keyword::Threads | Keyword::Rule | Keyword::Visits | Keyword::Trips))
    }

    /// The index of the function called `name` (a leading `@` is ignored), or of the first
    /// function when `None` (what the CLI's `converge`, `simulate` and the library use).
    ///
    /// # Errors
    /// ``no function named `NAME` `` (not at a place), or `no function`.
    pub fn function_index(&self, name: Option<&str>) -> Result<usize, Error> {
        match name {
            Some(n) => {
                let n0 = n.strip_prefix('@').unwrap_or(n);
                self.program.functions.iter().position(|f| f.name() == n0).ok_or_else(|| Error::msg(format!("no function named `{n}`")))
            }
            None if self.program.functions.is_empty() => Err(Error::msg("no function")),
            None => Ok(0),
        }
    }

    /// The functions a command over "every function, or the one named" works on: all indices
    /// when `name` is `None`.
    ///
    /// # Errors
    /// As [`Session::function_index`].
    pub fn functions_named(&self, name: Option<&str>) -> Result<Vec<usize>, Error> {
        match name {
            Some(_) => Ok(vec![self.function_index(name)?]),
            None => Ok((0..self.program.functions.len()).collect()),
        }
    }

    /// Function `k` (parsed once; its IR for LLVM input). Panics if `k` is out of range.
    pub fn function(&self, k: usize) -> &input::Function {
        &self.program.functions[k]
    }

    /// Function `k`'s CFG.
    pub fn cfg(&self, k: usize) -> &Cfg {
        self.program.functions[k].cfg()
    }

    /// Function `k`'s dominator tree (Semi-NCA), computed once.
    pub fn domtree(&self, k: usize) -> &DominatorTree {
        self.cache[k].domtree.get_or_init(|| DominatorTree::compute(self.cfg(k)))
    }

    /// Function `k`'s post-dominator tree (LLVM's virtual root), computed once.
    pub fn postdomtree(&self, k: usize) -> &PostDominatorTree {
        self.cache[k].postdomtree.get_or_init(|| PostDominatorTree::compute(self.cfg(k)))
    }

    /// Function `k`'s structured constructs ([`crate::constructs::of_function`]: SPIR-V's
    /// `OpSelectionMerge` / `OpLoopMerge` and the `merge` / `continue` directives), computed
    /// once; empty when nothing is declared. Cost `O(n · k)` for `k` constructs.
    ///
    /// # Errors
    /// A directive or structured-control-flow error, with line:column in the text.
    pub fn constructs(&self, k: usize) -> Result<&crate::constructs::Constructs, ParseError> {
        self.cache[k]
            .constructs
            .get_or_init(|| crate::constructs::of_function(self.src(), self.function(k), &self.directives))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Function `k`'s cycle hierarchy for the CFG's own successor order (what `opt` prints),
    /// computed once.
    pub fn cycles(&self, k: usize) -> &CycleInfo {
        self.cache[k].cycles.get_or_init(|| CycleInfo::compute(self.cfg(k)))
    }

    /// Function `k`'s cycle hierarchy for the DFS successor order `order` (per block, as
    /// [`CycleInfo::compute_with_order`] takes it; empty rows keep the CFG's order): the cached
    /// [`Session::cycles`] when `order` is the CFG's own, else computed.
    ///
    /// # Errors
    /// An [`OrderError`] when `order` is not a permutation of each block's successors.
    pub fn cycles_for(&self, k: usize, order: &[Vec<u32>]) -> Result<Cow<'_, CycleInfo>, OrderError> {
        let identity = order.iter().all(|p| p.iter().enumerate().all(|(i, &j)| i as u32 == j));
        if identity {
            crate::cycles::validate_order(self.cfg(k), order)?;
            return Ok(Cow::Borrowed(self.cycles(k)));
        }
        CycleInfo::compute_with_order(self.cfg(k), order).map(Cow::Owned)
    }

    /// [`Session::cycles_for`], where an order that does not fit the CFG (a stale one from a
    /// link or an earlier text) falls back to the CFG's own order.
    pub fn cycles_for_or_cfg_order(&self, k: usize, order: &[Vec<u32>]) -> Cow<'_, CycleInfo> {
        self.cycles_for(k, order).unwrap_or_else(|_| Cow::Borrowed(self.cycles(k)))
    }

    /// Reads a DFS successor order written in the notation of [`dfs_order`] for function `k`.
    ///
    /// # Errors
    /// The notation's message naming the clause.
    pub fn parse_order(&self, k: usize, text: &str) -> Result<Vec<Vec<u32>>, String> {
        dfs_order::parse(self.cfg(k), text)
    }

    /// Function `k`'s uniformity analysis with the session's target, the CFG's own DFS order
    /// and unmarked branches divergent — what `opt -passes='print<uniformity>'` computes —
    /// computed once.
    pub fn uniformity(&self, k: usize) -> &Uniformity {
        self.cache[k].uniformity.get_or_init(|| self.uniformity_with(k, None, UnmarkedBranches::Divergent))
    }

    /// Function `k`'s uniformity analysis under the cycle hierarchy of `order` (`None`, or an
    /// order that does not fit: the CFG's own) with `unmarked` for a bare CFG's unmarked
    /// branches, and the session's target. Cost: the analysis's (`O(n·m)` worst case).
    pub fn uniformity_with(&self, k: usize, order: Option<&[Vec<u32>]>, unmarked: UnmarkedBranches) -> Uniformity {
        let f = self.function(k);
        let ci = match order {
            Some(o) => self.cycles_for_or_cfg_order(k, o).into_owned(),
            None => self.cycles(k).clone(),
        };
        let o = uniformity::Options { target: self.target, unmarked, ..Default::default() };
        uniformity::analyze_with(f.cfg(), f.ir(), self.src(), ci, self.domtree(k), &o)
    }

    /// Function `k`'s thread scenario from the text's directives, its threads' paths; with
    /// `overrides` (paths in the `thread` syntax, the CLI's `--thread` options) those replace
    /// the text's threads. With `need_threads`, a scenario without threads is an error.
    ///
    /// # Errors
    /// Scenario errors at their line:column; an override's error as `--thread K: column C:
    /// …`; `no threads: …` with `need_threads`.
    pub fn threads(&self, k: usize, overrides: &[String], need_threads: bool) -> Result<Threads, Error> {
        let t = if overrides.is_empty() {
            self.text_threads(k)?
        } else {
            let cfg = self.cfg(k);
            let mut scenario = Scenario::resolve(self.src(), &self.directives, cfg)?;
            let texts: Vec<&str> = overrides.iter().map(|s| s.as_str()).collect();
            let explicit = Scenario::from_path_texts(cfg, &texts).map_err(|(i, e)| Error::msg(format!("--thread {}: column {}: {}", i + 1, e.col, e.message)))?;
            scenario.explicit = explicit.explicit;
            scenario.count = None;
            let paths = scenario.paths("", cfg)?;
            Threads { scenario, paths }
        };
        if need_threads && t.paths.num_threads() == 0 {
            return Err(Error::msg("no threads: add `thread T1: …` lines (docs/WARP.md) or --thread \"…\" options"));
        }
        Ok(t)
    }

    /// Function `k`'s thread scenario as the text's directives describe it, and its paths.
    ///
    /// # Errors
    /// The first scenario [`ParseError`] (with its span in the text).
    pub fn text_threads(&self, k: usize) -> Result<Threads, ParseError> {
        let cfg = self.cfg(k);
        let scenario = Scenario::resolve(self.src(), &self.directives, cfg)?;
        let paths = scenario.paths(self.src(), cfg)?;
        Ok(Threads { scenario, paths })
    }

    /// The DFS successor order a warp command uses for function `k`: `text` (a `--dfs-order`
    /// option) when given, else the scenario's `dfs:` line, else the CFG's own (empty).
    ///
    /// # Errors
    /// `--dfs-order: …` when `text` does not parse.
    pub fn warp_order(&self, k: usize, text: Option<&str>, threads: &Threads) -> Result<Vec<Vec<u32>>, Error> {
        match text {
            Some(t) => self.parse_order(k, t).map_err(|e| Error::msg(format!("--dfs-order: {e}"))),
            None => Ok(threads.scenario.dfs_order.as_ref().map(|(o, _)| o.clone()).unwrap_or_default()),
        }
    }

    /// A generated thread scenario for function `k` when the text has none
    /// ([`defaults::default_threads_text`]: a rule per divergent branch of `uniformity` — the
    /// caller's result for `k`, e.g. [`Session::uniformity`] or one under a chosen DFS order —
    /// on the thread id, trip counts for loops): the directive lines and the paths. The lines
    /// are resolved on their own, so the text is not parsed again. The paths' first note says
    /// the scenario is generated.
    ///
    /// # Errors
    /// A scenario error of the generated lines (a CFG the generator cannot decide).
    pub fn generated_threads(&self, k: usize, uniformity: &Uniformity) -> Result<(String, ThreadPaths), Error> {
        let cfg = self.cfg(k);
        let lines = defaults::default_threads_text(cfg, uniformity, defaults::default_width(cfg), self.format());
        let text = format!("\n{lines}");
        let found = directives::extract(&text, self.format());
        let scenario = Scenario::resolve(&text, &found.directives, cfg)?;
        let mut paths = scenario.paths(&text, cfg)?;
        paths.notes.insert(0, format!("generated scenario (the text has no thread lines): {}", lines.lines().map(|l| l.trim_start_matches(['#', ';', '/', ' '])).collect::<Vec<_>>().join(" · ")));
        Ok((lines, paths))
    }

    /// Runs kernel `name` over its NDRange with the SIMT interpreter
    /// ([`crate::interpreter::run`]): `inputs` over the text's `run:`/`arg` directives over
    /// the defaults.
    ///
    /// The module is the session's own parse ([`ModuleRef::of_program`]): running a kernel
    /// never parses the text again.
    ///
    /// # Errors
    /// The interpreter's [`RunError`] (line:column, work-item); an input that is not LLVM IR.
    pub fn run_kernel(&self, name: &str, inputs: &RunInputs, limits: &RunLimits) -> Result<Run, RunError> {
        let (module, prog) = self.decoded()?;
        let fi = module.functions.iter().position(|f| f.name == name).ok_or_else(|| RunError::general(RunErrorKind::Input, format!("no function named `{name}`")))?;
        let directives = crate::interpreter::inputs::parse_directives(self.src(), module.functions[fi])?;
        let merged = crate::interpreter::inputs::merge(&directives, inputs);
        crate::interpreter::run_decoded(prog, module, self.src(), fi, &merged, limits)
    }

    /// The module as the interpreter sees it and its decoded program, decoded once
    /// ([`crate::interpreter::decode::decode`], cached: a run and its inputs form share it).
    ///
    /// # Errors
    /// An input that is not LLVM IR; the decoder's error (line:column).
    pub fn decoded(&self) -> Result<(ModuleRef<'_>, Arc<DecodedProgram>), RunError> {
        let module = ModuleRef::of_program(&self.program).ok_or_else(|| RunError::general(RunErrorKind::Input, "only an LLVM IR kernel can be run"))?;
        let prog = self.decoded.get_or_init(|| crate::interpreter::decode::decode(&module, self.src()).map(Arc::new)).clone()?;
        Ok((module, prog))
    }

    /// The inputs form of kernel `name` ([`crate::interpreter::form`]) on the session's one
    /// parse and one decode: the text's inputs and the defaults when `faulted` is false (the
    /// run went through), else [`form::suggest_decoded`]'s grown inputs (at most
    /// [`form::MAX_GROW_RUNS`] runs within `limits`, the checks off) with the input to change.
    ///
    /// # Errors
    /// As [`Session::decoded`]; an unknown function; malformed directives.
    pub fn input_form(&self, name: &str, faulted: bool, limits: &RunLimits) -> Result<form::InputForm, RunError> {
        let (module, prog) = self.decoded()?;
        if faulted {
            form::suggest_decoded(prog, &module, self.src(), name, limits)
        } else {
            form::input_form_decoded(&prog, &module, self.src(), name)
        }
    }

    /// The inputs form of kernel `name` after a run that faulted, and the run the page should
    /// show: [`form::suggest_with_inputs`] grows what faulted (at most
    /// [`form::MAX_GROW_RUNS`] runs within `limits`, the checks off); when that grew something
    /// and the last run went through, the kernel runs once more on those inputs with `limits`'
    /// checks (`Some(run)`: the final run, so the form and the run agree). `None` when nothing
    /// grew or a fault remains (the faulting run stays the one shown).
    ///
    /// # Errors
    /// As [`Session::input_form`]; the final run's error.
    pub fn suggested_run(&self, name: &str, limits: &RunLimits) -> Result<(form::InputForm, Option<Run>), RunError> {
        let (module, prog) = self.decoded()?;
        let (form, inputs) = form::suggest_with_inputs(prog.clone(), &module, self.src(), name, limits)?;
        if form.fault.is_some() || form.notes.is_empty() || form.error.is_some() {
            return Ok((form, None));
        }
        let fi = module.functions.iter().position(|f| f.name == name).ok_or_else(|| RunError::general(RunErrorKind::Input, format!("no function named `{name}`")))?;
        let run = crate::interpreter::run_decoded(prog, &module, self.src(), fi, &inputs, limits)?;
        Ok((form, Some(run)))
    }

    /// One warp of a kernel run as function `k`'s threads, without writing its paths as
    /// `thread` lines (`reconverge simulate --from-run RUN.json --warp N`, or `--inputs
    /// INPUTS.json --warp N`): thread `t` is the warp's lane `t`, named `wi G` by its global
    /// linear id, and its path is the blocks the work-item ran. `warp` counts the run's warps
    /// in work-group then warp order (the order of `warps` in `reconverge run`'s JSON). The
    /// scenario keeps the text's `dfs:` line; the paths' first note names the warp.
    ///
    /// [`RunSource::Json`] reads the JSON `reconverge run` printed ([`crate::api::run_json`]:
    /// `function`, per work-item `paths` of block names, `warps` with their `group`, `warp`
    /// and `work_items`); [`RunSource::Inputs`] runs kernel `k` here ([`Session::run_kernel`]
    /// within `limits`). Cost: the run's (or the JSON's size), plus `O(path lengths)` of the warp.
    ///
    /// # Errors
    /// For JSON: `run JSON: …` (serde's message with its line and column, a run of another
    /// function, a block `k` does not have, a work-item without a path); the interpreter's
    /// error at its line:column (prefixed with the work-item) for inputs; `warp N: the run
    /// has M warps` when `warp` is out of range; the text's scenario errors (its `dfs:` line).
    pub fn warp_of_run(&self, k: usize, source: RunSource<'_>, warp: usize, limits: &RunLimits) -> Result<Threads, Error> {
        let cfg = self.cfg(k);
        let mut scenario = Scenario::resolve(self.src(), &self.directives, cfg)?;
        scenario.explicit.clear();
        scenario.count = None;
        let range = |n: usize| Error::msg(format!("warp {warp}: the run has {n} warp{} (0 to {})", if n == 1 { "" } else { "s" }, n.saturating_sub(1)));
        let mut paths = ThreadPaths::default();
        let (group, index, lanes, what) = match source {
            RunSource::Json(text) => {
                let r: RunJson = serde_json::from_str(text).map_err(|e| Error::msg(format!("run JSON: {e}")))?;
                if r.function != cfg.name() {
                    return Err(Error::msg(format!("run JSON: a run of @{}, not of @{}", r.function, cfg.name())));
                }
                let w = r.warps.get(warp).ok_or_else(|| range(r.warps.len()))?;
                for &i in &w.work_items {
                    let names = r.paths.get(i as usize).ok_or_else(|| Error::msg(format!("run JSON: warps[{warp}] names work-item {i}, but `paths` has {} work-items", r.paths.len())))?;
                    let path = names
                        .iter()
                        .enumerate()
                        .map(|(j, n)| cfg.find(n.strip_prefix('%').unwrap_or(n)).ok_or_else(|| Error::msg(format!("run JSON: paths[{i}][{j}]: @{} has no block `{n}`", cfg.name()))))
                        .collect::<Result<Vec<_>, _>>()?;
                    paths.push(format!("wi {i}"), &path);
                }
                (w.group, w.warp, w.work_items.len(), "the run's JSON")
            }
            RunSource::Inputs(inputs) => {
                let run = self.run_kernel(cfg.name(), inputs, limits).map_err(|e| {
                    let wi = e.work_item.map(|[x, y, z]| format!("work-item ({x}, {y}, {z}): ")).unwrap_or_default();
                    Error { line: e.line, col: e.col, message: format!("{wi}{}", e.message) }
                })?;
                let w = run.warps.get(warp).ok_or_else(|| range(run.warps.len()))?;
                for &i in &w.work_items {
                    paths.push(format!("wi {i}"), &run.paths[i as usize]);
                }
                (w.group, w.warp, w.work_items.len(), "a run here")
            }
        };
        paths.notes.insert(0, format!("paths of {what}: warp {warp} = work-group ({}, {}, {}), warp {index} ({lanes} lanes)", group[0], group[1], group[2]));
        Ok(Threads { scenario, paths })
    }

    /// Checks the page's resource limits on the program and function `k`: the function
    /// count, `k`'s blocks and edges. `O(blocks)`.
    ///
    /// # Errors
    /// The first [`LimitError`].
    pub fn check_limits(&self, k: usize) -> Result<(), LimitError> {
        limits::MAX_FUNCTIONS.check(self.program.functions.len() as u64)?;
        match self.program.functions.get(k) {
            Some(f) => check_cfg(f.cfg()),
            None => Ok(()),
        }
    }
}

/// Where [`Session::warp_of_run`] takes a kernel run from.
#[derive(Clone, Copy, Debug)]
pub enum RunSource<'a> {
    /// The JSON `reconverge run` printed (its `function`, `paths` and `warps`).
    Json(&'a str),
    /// Run the kernel with these inputs (over the text's `run:`/`arg` directives, then the
    /// defaults).
    Inputs(&'a RunInputs),
}

/// The parts of `reconverge run`'s JSON that [`Session::warp_of_run`] reads.
#[derive(serde::Deserialize)]
struct RunJson {
    function: String,
    paths: Vec<Vec<String>>,
    warps: Vec<RunJsonWarp>,
}

#[derive(serde::Deserialize)]
struct RunJsonWarp {
    group: [u64; 3],
    warp: u32,
    work_items: Vec<u64>,
}

/// Checks one CFG against the page's limits ([`limits::MAX_BLOCKS`], [`limits::MAX_EDGES`]).
/// `O(blocks)`.
///
/// # Errors
/// The first [`LimitError`].
pub fn check_cfg(cfg: &Cfg) -> Result<(), LimitError> {
    limits::MAX_BLOCKS.check(cfg.num_blocks() as u64)?;
    limits::MAX_EDGES.check(cfg.blocks().map(|b| cfg.succs(b).len() as u64).sum())
}

/// Checks a warp scenario's threads and dynamic instances against the page's limits
/// ([`limits::MAX_THREADS`], [`limits::MAX_INSTANCES`]). `O(1)`.
///
/// # Errors
/// The first [`LimitError`].
pub fn check_paths(paths: &ThreadPaths) -> Result<(), LimitError> {
    limits::MAX_THREADS.check(paths.num_threads() as u64)?;
    limits::MAX_INSTANCES.check(paths.num_instances() as u64)
}

/// A parsed text with the thread scenario of one function, for tests, benchmarks and tools
/// that want the paths in one call ([`load`]).
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The parsed program.
    pub program: Program,
    /// The resolved scenario of the chosen function.
    pub scenario: Scenario,
    /// Its threads' paths.
    pub paths: ThreadPaths,
}

/// Parses `src` and resolves the scenario of function `function` (the first when `None`):
/// a [`Session`] and [`Session::threads`], returned as plain data.
///
/// # Errors
/// The first parse or scenario error; an unknown function name is reported at the end of the
/// input.
pub fn load(src: &str, format: Option<Format>, function: Option<&str>) -> Result<Loaded, ParseError> {
    let s = Session::parse(src, format)?;
    let k = s.function_index(function).map_err(|e| ParseError::new(src, crate::span::Span::at(src.len()), e.message))?;
    let Threads { scenario, paths } = s.text_threads(k)?;
    Ok(Loaded { program: s.program, scenario, paths })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interpreter::{Limits, RunInputs};

    const KERNEL: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(ptr addrspace(1) %out) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp eq i32 %t, 0\n  br i1 %c, label %a, label %b\na:\n  store i32 1, ptr addrspace(1) %out, align 4\n  br label %b\nb:\n  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n; thread T1: entry a b\n; thread T2: entry b\n";

    /// Every view and the kernel run come from the one parse of the text.
    #[test]
    fn every_view_and_the_run_come_from_one_parse() {
        let before = input::parse_count();
        let s = Session::parse(KERNEL, None).unwrap();
        let k = s.function_index(None).unwrap();
        let entry = s.cfg(k).entry();
        assert!(s.domtree(k).idom(s.cfg(k).find("b").unwrap()) == Some(entry));
        assert!(s.postdomtree(k).ipdom(entry).is_some());
        assert_eq!(s.cycles(k).num_cycles(), 0);
        assert_eq!(s.target(), Target::Nvptx);
        assert!(s.uniformity(k).is_divergent_branch(entry), "tid.x is an NVVM divergence source");
        let t = s.threads(k, &[], true).unwrap();
        assert_eq!(t.paths.num_threads(), 2);
        assert!(s.generated_threads(k, s.uniformity(k)).is_ok());
        let run = s.run_kernel("k", &RunInputs::default(), &Limits::default()).unwrap();
        assert!(run.metrics.instructions > 0);
        assert_eq!(input::parse_count() - before, 1);
    }

    /// A kernel run and its inputs form (also the growing runs of a faulting one) come from the
    /// one parse and the one decode of the text.
    #[test]
    fn a_run_and_its_inputs_form_are_one_parse_and_one_decode() {
        use crate::interpreter::decode::decode_count;
        let (parses, decodes) = (input::parse_count(), decode_count());
        let s = Session::parse(KERNEL, None).unwrap();
        let run = s.run_kernel("k", &RunInputs::default(), &Limits::default()).unwrap();
        assert!(run.metrics.instructions > 0);
        let f = s.input_form("k", false, &Limits::default()).unwrap();
        assert_eq!(f.rows.len(), 1);
        let g = s.input_form("k", true, &Limits::default()).unwrap();
        assert!(g.fault.is_none());
        assert_eq!((input::parse_count() - parses, decode_count() - decodes), (1, 1));
        // A text that is not LLVM IR has no form.
        assert!(Session::parse("a -> b\nb", None).unwrap().input_form("a", false, &Limits::default()).is_err());
    }

    /// The cached hierarchy serves the CFG's own order; another order is computed, a bad one
    /// is an error, and the lenient form falls back to the CFG's order.
    #[test]
    fn cycles_for_an_order() {
        let s = Session::parse("e -> a, b\na -> b, x\nb -> a\nx", None).unwrap();
        assert!(matches!(s.cycles_for(0, &[]), Ok(Cow::Borrowed(_))));
        let swapped = s.cycles_for(0, &[vec![1, 0], vec![], vec![], vec![]]).unwrap();
        let own = s.cycles(0);
        // LLVM's cycle DFS pops the last successor first: `b` heads the cycle as written.
        assert_eq!(s.cfg(0).name_of(own.header(own.top_level().next().unwrap())), "b");
        assert_eq!(s.cfg(0).name_of(swapped.header(swapped.top_level().next().unwrap())), "a");
        assert!(s.cycles_for(0, &[vec![0]]).is_err());
        assert!(matches!(s.cycles_for_or_cfg_order(0, &[vec![0]]), Cow::Borrowed(_)));
    }

    /// Errors: unknown functions, `--thread` overrides, missing threads.
    #[test]
    fn errors_name_what_is_wrong() {
        let s = Session::parse("a -> b\nb", None).unwrap();
        assert_eq!(s.function_index(Some("zz")).unwrap_err().message, "no function named `zz`");
        let e = s.threads(0, &["a c".to_string()], true).unwrap_err();
        assert!(e.message.starts_with("--thread 1: column 3:"), "{e}");
        assert!(s.threads(0, &[], true).unwrap_err().message.starts_with("no threads"));
        assert_eq!(e.in_file("f.cfg"), e.message);
        assert_eq!(Error::msg("x").in_file("f.cfg"), "f.cfg: x");
    }
}
