//! A SIMT interpreter for LLVM IR: runs one kernel over an NDRange with real inputs and
//! records every work-item's path through the kernel's CFG, so the warp engine
//! ([`crate::engine`]) replays real divergence ([`Run::thread_paths`] gives the
//! [`ThreadPaths`] of one warp).
//!
//! Pipeline: [`crate::ir::parse_module`] → [`decode::decode`] (types, constants, GEP offsets
//! with the datalayout, built-ins; once, into a compact instruction form) → [`inputs`]
//! (directives, JSON, defaults) → [`exec`] (work-groups in order; warps of a work-group run to
//! each barrier together) → [`Run`] (paths, warps, per-branch divergence counts, final
//! buffers, races, barrier divergence, metrics).
//!
//! Semantics follow LangRef; poison-producing flags (`nsw`, `nuw`, `exact`, `inbounds`) give
//! the plain wrapped result; `undef`/`poison` constants are 0; over-wide shifts give 0;
//! division by zero, `unreachable`, out-of-bounds and null accesses are errors naming the
//! work-item and the instruction's line:column. Atomics run in schedule order (work-group by
//! work-group; inside a work-group work-item by work-item between barriers).
//!
//! Complexity: `O(source)` decoding, `O(1)` per executed scalar instruction (about 42–44 M
//! instructions per CPU second natively, `benches/interpreter.rs`), `O(Σ paths)` for the report.
//! Source: LLVM LangRef; AMDGPUUsage (HSA dispatch packet, code object v5 hidden arguments);
//! OpenCL C 2.0 (work-item functions, barrier rules); issue 11.

pub mod async_copy;
pub mod buffer_extent;
pub mod builtins;
pub mod checks;
pub mod cross_lane;
pub mod dead_taint;
pub mod debugger;
pub mod decode;
pub mod error;
pub mod exec;
pub mod form;
pub mod happens_before;
pub mod inputs;
pub mod launch;
mod lexer;
pub mod memory;
pub mod ocl;
pub mod scalar_uses;
pub mod values;
pub mod warp_synchronous;

pub use checks::{CheckOptions, Finding, FindingKind, Location, Severity};
pub use error::{RunError, RunErrorKind};
pub use inputs::{ArgInput, ElemType, Num, RunInputs};

use crate::cfg::Block;
use crate::ir::Module;
use crate::scenario::ThreadPaths;
use crate::span::Span;
use memory::{ptr_to, Region, Space, TAG_GLOBAL0, TAG_LOCAL};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use values::Val;

/// Resource limits of a run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Limits {
    /// Instructions executed by all work-items together (default 100 million).
    pub max_instructions: u64,
    /// Call depth (default 256).
    pub max_call_depth: u32,
    /// Private memory per work-item in bytes (default 1 MiB).
    pub max_private_bytes: u64,
    /// Blocks on one work-item's path (default 10 million).
    pub max_path_len: u64,
    /// The checks (races, uninitialised values, bounds, …; all on by default).
    #[serde(default)]
    pub checks: CheckOptions,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_instructions: 100_000_000,
            max_call_depth: 256,
            max_private_bytes: 1 << 20,
            max_path_len: 10_000_000,
            checks: CheckOptions::default(),
        }
    }
}

/// A data race: two work-items wrote different values to the same byte without a barrier
/// between (or from different work-groups).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Race {
    /// The schedule index of the earlier writer (internal).
    #[serde(skip)]
    pub other_index: u32,
    /// Global ids of the earlier and the later writer.
    pub work_items: [[u64; 3]; 2],
    /// Line of the later store.
    pub line: u32,
    /// Column of the later store.
    pub col: u32,
    /// Span of the later store.
    pub span: Span,
    /// The memory (`buffer %out (argument 1)`, `local memory`, `@g`).
    pub region: String,
    /// Byte offset in it.
    pub offset: u64,
}

/// A barrier reached by part of a work-group.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BarrierDivergence {
    /// The work-group id.
    pub group: [u64; 3],
    /// The block of the (first) barrier.
    pub block: u32,
    /// Line of the barrier call.
    pub line: u32,
    /// Column.
    pub col: u32,
    /// Span of the barrier call.
    pub span: Span,
    /// Local linear ids waiting at a barrier.
    pub waiting: Vec<u32>,
    /// The block each waiting work-item waits in (parallel to `waiting`).
    pub waiting_blocks: Vec<u32>,
    /// Local linear ids that returned instead.
    pub exited: Vec<u32>,
    /// A sentence.
    pub message: String,
}

/// One `printf` of a work-item: its global id and the formatted text (with the format's own
/// newlines).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintfLine {
    /// Global id of the work-item.
    pub work_item: [u64; 3],
    /// The formatted output.
    pub text: String,
}

/// One warp of the run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarpSummary {
    /// Work-group id.
    pub group: [u64; 3],
    /// Work-group linear index (x fastest).
    pub group_linear: u64,
    /// Warp index in the work-group (lanes `warp·wave ..` of the local linear ids).
    pub warp: u32,
    /// Global linear ids of its work-items (lane order).
    pub work_items: Vec<u64>,
    /// Branch blocks where its lanes took different successors at the same visit.
    pub diverged_at: Vec<Block>,
}

/// Per branch block (two or more distinct successors): how many warps reached it and how
/// many diverged there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BranchStat {
    /// The block.
    pub block: Block,
    /// Its name.
    pub name: String,
    /// Warps with at least one lane executing it.
    pub warps_reached: u32,
    /// Warps whose lanes left it to different successors on the same visit.
    pub warps_diverged: u32,
}

/// A buffer argument before and after the run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BufferOut {
    /// Element type.
    pub elem: ElemType,
    /// Contents before the run.
    pub initial: Vec<Num>,
    /// Contents after the run.
    pub data: Vec<Num>,
}

/// Totals of a run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunMetrics {
    /// IR instructions executed (phis not counted).
    pub instructions: u64,
    /// Work-items.
    pub work_items: u64,
    /// Work-groups.
    pub work_groups: u64,
    /// Warps.
    pub warps: u64,
    /// Warps that diverged at some branch.
    pub warps_diverged: u64,
    /// Blocks executed (sum of path lengths).
    pub blocks_executed: u64,
}

/// The result of a run. Shapes: `paths[i]` is work-item `i`'s block sequence (global
/// linear id `i = x + y·GX + z·GX·GY`); `warps` in work-group then warp order; `buffers`
/// parallel to the kernel parameters (`None` for non-buffers).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Run {
    /// The kernel.
    pub function: String,
    /// Global size.
    pub global: [u64; 3],
    /// Local (work-group) size.
    pub local: [u64; 3],
    /// Work-groups per dimension.
    pub num_groups: [u64; 3],
    /// NDRange rank (1–3).
    pub dims: u32,
    /// Wave (warp) size.
    pub wave: u32,
    /// The kernel's block names (by [`Block`] index).
    pub block_names: Vec<String>,
    /// Each work-item's path.
    pub paths: Vec<Vec<Block>>,
    /// The warps.
    pub warps: Vec<WarpSummary>,
    /// Per branch block, warps reached / diverged.
    pub branches: Vec<BranchStat>,
    /// Buffer arguments before/after.
    pub buffers: Vec<Option<BufferOut>>,
    /// The first 64 data races.
    pub races: Vec<Race>,
    /// All conflicting stores.
    pub races_total: u64,
    /// The first 64 barrier divergences.
    pub barrier_divergence: Vec<BarrierDivergence>,
    /// What the checks found ([`CheckOptions`]; the first `max_findings` distinct ones, each
    /// with its occurrence count). Schema: docs/INTERPRETER.md, "Findings".
    #[serde(default)]
    pub findings: Vec<Finding>,
    /// All occurrences of findings (including those beyond the cap).
    #[serde(default)]
    pub findings_total: u64,
    /// Whether the checks ran.
    #[serde(default)]
    pub checked: bool,
    /// Totals.
    pub metrics: RunMetrics,
    /// `printf` output, per work-item (global linear order), each in program order.
    #[serde(default)]
    pub printf: Vec<PrintfLine>,
    /// Notes for the reader (schedule order of atomics, …).
    pub notes: Vec<String>,
}

impl Run {
    /// The linear index of work-group `[x, y, z]` (x fastest), as [`WarpSummary::group_linear`].
    pub fn group_linear(&self, g: [u64; 3]) -> u64 {
        g[0] + g[1] * self.num_groups[0] + g[2] * self.num_groups[0] * self.num_groups[1]
    }

    /// Warps per work-group (`ceil(local items / wave)`).
    pub fn warps_per_group(&self) -> u32 {
        ((self.local[0] * self.local[1] * self.local[2]) as u32).div_ceil(self.wave.max(1))
    }

    /// The divergence count of branch block `b` (`None` if it is not a branch or no warp
    /// reached it): "diverged in `warps_diverged` of `warps_reached` warps".
    pub fn branch(&self, b: Block) -> Option<&BranchStat> {
        self.branches.iter().find(|s| s.block == b)
    }

    /// The warp `warp` of work-group `group_linear`, if it exists.
    pub fn warp(&self, group_linear: u64, warp: u32) -> Option<&WarpSummary> {
        self.warps
            .iter()
            .find(|w| w.group_linear == group_linear && w.warp == warp)
    }

    /// The lanes' paths of one warp as the engine's [`ThreadPaths`] (thread `k` = lane `k`,
    /// named `wi N` by global linear id). `None` if there is no such warp.
    pub fn thread_paths(&self, group_linear: u64, warp: u32) -> Option<ThreadPaths> {
        let w = self.warp(group_linear, warp)?;
        let mut tp = ThreadPaths::default();
        for &i in &w.work_items {
            tp.push(format!("wi {i}"), &self.paths[i as usize]);
        }
        tp.notes.push(format!(
            "paths of a run: work-group ({}, {}, {}), warp {} ({} lanes)",
            w.group[0],
            w.group[1],
            w.group[2],
            w.warp,
            w.work_items.len()
        ));
        Some(tp)
    }
}

/// The parts of a module the interpreter reads: its defined functions (in module order) and
/// its target triple, borrowed from an [`ir::Module`](Module) or from an already parsed
/// [`crate::input::Program`] ([`ModuleRef::of_program`]), so a session runs a kernel without
/// parsing its text again.
#[derive(Clone, Debug)]
pub struct ModuleRef<'a> {
    /// Defined functions, in module order.
    pub functions: Vec<&'a crate::ir::Function>,
    /// `target triple = "…"`, if present.
    pub target_triple: Option<&'a str>,
}

impl<'a> From<&'a Module> for ModuleRef<'a> {
    fn from(m: &'a Module) -> ModuleRef<'a> {
        ModuleRef { functions: m.functions.iter().collect(), target_triple: m.target_triple.as_deref() }
    }
}

impl<'a> From<&ModuleRef<'a>> for ModuleRef<'a> {
    fn from(m: &ModuleRef<'a>) -> ModuleRef<'a> {
        m.clone()
    }
}

impl<'a> ModuleRef<'a> {
    /// The module of a parsed LLVM IR program; `None` for compact text and DOT (no IR).
    /// `O(functions)`.
    pub fn of_program(p: &'a crate::input::Program) -> Option<ModuleRef<'a>> {
        let functions: Option<Vec<_>> = p.functions.iter().map(|f| f.ir()).collect();
        Some(ModuleRef { functions: functions.filter(|f| !f.is_empty())?, target_triple: p.target_triple.as_deref() })
    }
}

/// Runs kernel `function` of `module` (parsed from `src`) on `inputs` (missing parts take the
/// module's `run:`/`arg` directives, then the defaults of [`inputs`]).
///
/// # Errors
/// [`RunError`]: unsupported IR (line:column), bad directives or inputs, run-time faults
/// (out of bounds, `unreachable`, division by zero; naming the work-item), the step limit.
pub fn run<'a>(
    module: impl Into<ModuleRef<'a>>,
    src: &str,
    function: &str,
    inputs: &RunInputs,
    limits: &Limits,
) -> Result<Run, RunError> {
    let module: ModuleRef = module.into();
    let fi = module
        .functions
        .iter()
        .position(|f| f.name == function)
        .ok_or_else(|| {
            RunError::general(
                RunErrorKind::Input,
                format!("no function named `{function}`"),
            )
        })?;
    let f = module.functions[fi];
    let prog = decode::decode(&module, src)?;
    let directives = inputs::parse_directives(src, f)?;
    let merged = inputs::merge(&directives, inputs);
    run_decoded(Arc::new(prog), &module, src, fi, &merged, limits)
}

/// The explicit inputs [`run`] would use for `function` (directives, then `inputs`, then
/// defaults): see [`inputs::materialize`].
///
/// # Errors
/// Unknown function, bad directives or inputs, undecodable IR.
pub fn materialize_inputs<'a>(
    module: impl Into<ModuleRef<'a>>,
    src: &str,
    function: &str,
    inputs: &RunInputs,
) -> Result<RunInputs, RunError> {
    let module: ModuleRef = module.into();
    let fi = module
        .functions
        .iter()
        .position(|f| f.name == function)
        .ok_or_else(|| {
            RunError::general(
                RunErrorKind::Input,
                format!("no function named `{function}`"),
            )
        })?;
    let prog = decode::decode(&module, src)?;
    let directives = inputs::parse_directives(src, module.functions[fi])?;
    inputs::materialize(&prog, fi, &inputs::merge(&directives, inputs))
}

/// [`run`] on an already decoded program (the benchmark decodes once).
///
/// # Errors
/// As [`run`].
pub fn run_decoded<'a>(
    prog: Arc<decode::DecodedProgram>,
    module: impl Into<ModuleRef<'a>>,
    src: &str,
    fi: usize,
    inputs: &RunInputs,
    limits: &Limits,
) -> Result<Run, RunError> {
    RunSession::new(prog, module, src, fi, inputs, limits)?.finish()
}

/// Progress of a [`RunSession`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunProgress {
    /// Work-groups finished.
    pub groups_done: u64,
    /// Work-groups in the NDRange.
    pub groups_total: u64,
    /// Instructions executed so far.
    pub instructions: u64,
    /// Whether every work-group has run.
    pub done: bool,
}

/// A run in progress, advanced work-group by work-group so that a worker can report progress
/// between chunks ([`RunSession::advance`]); owns everything it needs (no borrows of the
/// module or the source). `new` → `advance`* → `finish`. `Clone`: the debugger's checkpoints.
#[derive(Clone)]
pub struct RunSession {
    m: exec::Machine,
    function: String,
    global: [u64; 3],
    local: [u64; 3],
    num_groups: [u64; 3],
    dims: u32,
    wave: u32,
    group_size: u32,
    argvals: Vec<Val>,
    args: Vec<inputs::Resolved>,
    buffer_tags: Vec<(usize, u16)>,
    block_names: Vec<String>,
    is_branch: Vec<bool>,
    paths: Vec<Vec<Block>>,
    warps: Vec<WarpSummary>,
    reached: Vec<u32>,
    diverged: Vec<u32>,
    scratch: DivScratch,
    next_group: u64,
    /// The initial memory and limits, for the second schedule ([`CheckOptions::compare_schedules`]).
    replay: Option<(Vec<Region>, Limits, u32)>,
    /// The initial memory for the lock-step replay ([`CheckOptions::warp_synchronous`]).
    warp_sync: Option<warp_synchronous::WarpSynchronousCheck>,
    /// A note from that check.
    warp_sync_note: Option<String>,
}

impl RunSession {
    /// Prepares a run of function `fi` of `module` (decoded as `prog`, source `src`) on
    /// `inputs` (no directives are read here: pass [`materialize_inputs`]' result or merged
    /// inputs). `O(memory size)`.
    ///
    /// # Errors
    /// Unsupported IR in the kernel, inputs that do not fit its parameters.
    pub fn new<'a>(
        prog: Arc<decode::DecodedProgram>,
        module: impl Into<ModuleRef<'a>>,
        src: &str,
        fi: usize,
        inputs: &RunInputs,
        limits: &Limits,
    ) -> Result<RunSession, RunError> {
        let module: ModuleRef = module.into();
        let f = module.functions[fi];
        if let Some(e) = &prog.funcs[fi].error {
            return Err(e.clone());
        }
        let (global, local, wave, dims, args) = inputs::resolve(&prog, fi, inputs)?;
        let group_size = (local[0] * local[1] * local[2]) as u32;
        // Regions by tag.
        let mut regions: Vec<Region> = (0..TAG_GLOBAL0)
            .map(|_| Region::new(String::new(), Space::Global, Vec::new(), false))
            .collect();
        let mut lds = prog.lds_bytes;
        let mut argvals = Vec::with_capacity(args.len());
        let mut private_init: Vec<u8> = Vec::new();
        let mut private_allocs: Vec<(u64, u64)> = Vec::new();
        let mut buffer_tags = Vec::new();
        let first_buffer_tag =
            TAG_GLOBAL0 as usize + prog.globals.iter().filter(|g| g.addrspace != 3).count();
        for g in &prog.globals {
            if g.addrspace != 3 {
                let constant = g.addrspace == 4;
                regions.push(Region::new(
                    format!("@{}", g.name),
                    if constant {
                        Space::Constant
                    } else {
                        Space::Global
                    },
                    g.init.clone(),
                    !constant,
                ));
            }
        }
        let names: Vec<String> = (0..f.args.len())
            .map(|k| f.values[k].span.text(src).to_string())
            .collect();
        for (k, a) in args.iter().enumerate() {
            match a {
                inputs::Resolved::Buffer(_, bytes) => {
                    let tag = (first_buffer_tag + buffer_tags.len()) as u16;
                    regions.push(Region::new(
                        format!("buffer {} (argument {k})", names[k]),
                        Space::Global,
                        bytes.clone(),
                        true,
                    ));
                    buffer_tags.push((k, tag));
                    argvals.push(Val::S(ptr_to(tag, 0) as u128));
                }
                inputs::Resolved::Local(n) => {
                    lds = lds.div_ceil(16) * 16;
                    argvals.push(Val::S(ptr_to(TAG_LOCAL, lds) as u128));
                    lds += n;
                }
                inputs::Resolved::Scalar(v) => argvals.push(v.clone()),
                inputs::Resolved::Byval(bytes, t) => {
                    // A private copy per work-item, at the bottom of its private stack.
                    let align = prog.layout.align(t).max(16);
                    let at = (private_init.len() as u64).div_ceil(align) * align;
                    private_init.resize(at as usize, 0);
                    private_init.extend_from_slice(bytes);
                    private_allocs.push((at, private_init.len() as u64));
                    argvals.push(Val::S(ptr_to(memory::TAG_PRIVATE, at) as u128));
                }
            }
        }
        // AMDGPU's buffered printf: a buffer for `__printf_alloc` records.
        let printf_formats = ocl::printf_formats(src);
        let printf_tag = if src.contains("@__printf_alloc(") {
            regions.push(Region::new(
                "the printf buffer".into(),
                Space::Global,
                vec![0; ocl::PRINTF_BUFFER_BYTES as usize],
                false,
            ));
            Some(regions.len() as u16 - 1)
        } else {
            None
        };
        if lds > 1 << 28 {
            return Err(RunError::general(
                RunErrorKind::Input,
                format!("local memory of {lds} bytes is more than 256 MiB"),
            ));
        }
        if regions.len() > u16::MAX as usize {
            return Err(RunError::general(RunErrorKind::Input, "too many buffers"));
        }
        regions[TAG_LOCAL as usize] = Region::new(
            "local memory".into(),
            Space::Local,
            vec![0; lds as usize],
            true,
        );
        let num_groups = [
            global[0].div_ceil(local[0]),
            global[1].div_ceil(local[1]),
            global[2].div_ceil(local[2]),
        ];
        regions[memory::TAG_DISPATCH as usize] = Region::new(
            "the dispatch packet".into(),
            Space::Constant,
            dispatch_packet(global, local, dims, lds),
            false,
        );
        regions[memory::TAG_IMPLICIT as usize] = Region::new(
            "the hidden kernel arguments".into(),
            Space::Constant,
            implicit_args(global, local, num_groups, dims),
            false,
        );
        if limits.checks.enabled {
            // Defined bytes: local memory starts undefined, buffers with `"uninit": true` too.
            for r in regions.iter_mut().filter(|r| !r.shadow.is_empty()) {
                r.def = vec![1; r.bytes.len()];
            }
            regions[TAG_LOCAL as usize].def.fill(0);
            let quals = kernel_arg_quals(src, f);
            let const_space = if module.target_triple.is_some_and(|t| t.starts_with("spir")) { 2 } else { 4 };
            for &(k, tag) in &buffer_tags {
                let r = &mut regions[tag as usize];
                if let Some(Some(ArgInput::Buffer { uninit: true, .. })) = inputs.args.get(k) {
                    r.def.fill(0);
                }
                let sp = f.arg_spans.get(k);
                let ty = sp.map_or("", |s| s.ty.text(src));
                if ty.contains(&format!("addrspace({const_space})"))
                    || quals.get(k).is_some_and(|q| q.contains("const"))
                    || sp.is_some_and(|s| s.has_attr(src, "readonly"))
                {
                    r.access = memory::Access::ReadOnly;
                    if ty.contains(&format!("addrspace({const_space})")) {
                        r.space = Space::Constant;
                    }
                } else if sp.is_some_and(|s| s.has_attr(src, "writeonly")) {
                    r.access = memory::Access::WriteOnly;
                }
                // The host's flag (issue 32) narrows what the kernel may do further.
                if let Some(Some(ArgInput::Buffer { access: Some(a), .. })) = inputs.args.get(k) {
                    match a {
                        inputs::HostAccess::ReadOnly => r.access = memory::Access::ReadOnly,
                        inputs::HostAccess::WriteOnly if r.access == memory::Access::ReadWrite => {
                            r.access = memory::Access::WriteOnly
                        }
                        _ => {}
                    }
                }
            }
        }
        // `"checks": false` / `run: … checks off` in the inputs turns the checks off;
        // `run: … schedule lock-step | independent` chooses the warp schedule.
        let limits = &{
            let mut l = limits.clone();
            l.checks.enabled &= inputs.checks != Some(false);
            if let Some(ls) = inputs.lock_step {
                l.checks.lock_step = ls;
            }
            l
        };
        let replay = (limits.checks.enabled && limits.checks.compare_schedules)
            .then(|| (regions.clone(), limits.clone(), fi as u32));
        let warp_sync = (limits.checks.enabled && limits.checks.warp_synchronous && !limits.checks.lock_step)
            .then(|| warp_synchronous::WarpSynchronousCheck::new(&regions, limits, fi as u32));
        let mut m = exec::Machine::new(
            prog,
            Arc::from(src),
            regions,
            global,
            local,
            dims,
            wave,
            limits.clone(),
            fi as u32,
        );
        m.ocl.private_init = private_init;
        m.ocl.private_allocs = private_allocs;
        m.ocl.printf_tag = printf_tag;
        m.ocl.printf_formats = printf_formats;
        let total: u64 = global.iter().product();
        let nb = f.cfg.num_blocks();
        let is_branch: Vec<bool> = (0..nb)
            .map(|b| {
                let s = f.cfg.succs(Block(b as u32));
                s.iter().any(|&x| x != s[0])
            })
            .collect();
        Ok(RunSession {
            m,
            function: f.name.clone(),
            global,
            local,
            num_groups,
            dims,
            wave,
            group_size,
            argvals,
            args,
            buffer_tags,
            block_names: (0..nb)
                .map(|b| f.cfg.name_of(Block(b as u32)).to_string())
                .collect(),
            is_branch,
            paths: vec![Vec::new(); total as usize],
            warps: Vec::new(),
            reached: vec![0; nb],
            diverged: vec![0; nb],
            scratch: DivScratch {
                first: vec![Vec::new(); nb],
                count: vec![0; nb],
                touched: Vec::new(),
                hit: vec![false; nb],
                div: vec![false; nb],
                seen: Vec::new(),
            },
            next_group: 0,
            replay,
            warp_sync,
            warp_sync_note: None,
        })
    }

    /// Where the run is.
    pub fn progress(&self) -> RunProgress {
        let total = self.num_groups.iter().product();
        RunProgress {
            groups_done: self.next_group,
            groups_total: total,
            instructions: self.m.steps,
            done: self.next_group >= total,
        }
    }

    /// Runs whole work-groups until about `budget` more instructions have executed (at least
    /// one work-group, unless done).
    ///
    /// # Errors
    /// A run-time fault or the step limit; the session should then be dropped.
    pub fn advance(&mut self, budget: u64) -> Result<RunProgress, RunError> {
        let start = self.m.steps;
        let total: u64 = self.num_groups.iter().product();
        while self.next_group < total {
            self.run_one_group()?;
            if self.m.steps - start >= budget {
                break;
            }
        }
        Ok(self.progress())
    }

    fn run_one_group(&mut self) -> Result<(), RunError> {
        let ng = self.num_groups;
        let total: u64 = ng.iter().product();
        let glin = if self.m.reverse {
            total - 1 - self.next_group
        } else {
            self.next_group
        };
        let (gx, gy, gz) = (glin % ng[0], (glin / ng[0]) % ng[1], glin / (ng[0] * ng[1]));
        let (local, global, wave) = (self.local, self.global, self.wave);
        let mut items = self.m.run_group(
            [gx, gy, gz],
            &self.argvals,
            (glin * self.group_size as u64) as u32,
        )?;
        let nwarps = self.group_size.div_ceil(wave);
        let mut lanes: Vec<Vec<u64>> = vec![Vec::new(); nwarps as usize];
        for it in items.iter_mut() {
            let g = [
                gx * local[0] + it.lid[0],
                gy * local[1] + it.lid[1],
                gz * local[2] + it.lid[2],
            ];
            let lin = g[0] + g[1] * global[0] + g[2] * global[0] * global[1];
            self.paths[lin as usize] = std::mem::replace(&mut it.path, Vec::with_capacity(16));
            lanes[(it.llin / wave) as usize].push(lin);
        }
        self.m.recycle(items);
        for (w, wi) in lanes.into_iter().enumerate() {
            if wi.is_empty() {
                continue;
            }
            let d = self.scratch.warp(&self.paths, &wi, &self.is_branch);
            for (r, &h) in self.reached.iter_mut().zip(&self.scratch.hit) {
                if h {
                    *r += 1;
                }
            }
            for &b in &d {
                self.diverged[b.index()] += 1;
            }
            self.warps.push(WarpSummary {
                group: [gx, gy, gz],
                group_linear: glin,
                warp: w as u32,
                work_items: wi,
                diverged_at: d,
            });
        }
        self.next_group += 1;
        Ok(())
    }

    /// Runs what is left and builds the [`Run`]. `O(Σ paths + memory)`.
    ///
    /// # Errors
    /// As [`RunSession::advance`].
    pub fn finish(mut self) -> Result<Run, RunError> {
        self.advance(u64::MAX)?;
        if self.m.reverse {
            crate::sort::sort_by_key(&mut self.warps, |w| (w.group_linear, w.warp));
        }
        if self.m.ck {
            self.late_branches();
            if let Some(replay) = self.replay.take() {
                self.compare_schedules(replay)?;
            }
            if let Some(w) = self.warp_sync.take() {
                self.warp_sync_note = w.run(&mut self);
            }
        }
        let nb = self.block_names.len();
        let branches = (0..nb)
            .filter(|&b| self.is_branch[b] && self.reached[b] > 0)
            .map(|b| BranchStat {
                block: Block(b as u32),
                name: self.block_names[b].clone(),
                warps_reached: self.reached[b],
                warps_diverged: self.diverged[b],
            })
            .collect();
        let mut buffers: Vec<Option<BufferOut>> = vec![None; self.args.len()];
        for &(k, tag) in &self.buffer_tags {
            if let inputs::Resolved::Buffer(et, init) = &self.args[k] {
                let bytes = &self.m.regions()[tag as usize].bytes;
                let n = bytes.len() / et.size();
                buffers[k] = Some(BufferOut {
                    elem: *et,
                    initial: (0..n).map(|i| et.decode(init, i)).collect(),
                    data: (0..n).map(|i| et.decode(bytes, i)).collect(),
                });
            }
        }
        let blocks_executed = self.paths.iter().map(|p| p.len() as u64).sum();
        let warps_diverged = self
            .warps
            .iter()
            .filter(|w| !w.diverged_at.is_empty())
            .count() as u64;
        let m = &mut self.m;
        let metrics = RunMetrics {
            instructions: m.steps,
            work_items: self.paths.len() as u64,
            work_groups: self.num_groups.iter().product(),
            warps: self.warps.len() as u64,
            warps_diverged,
            blocks_executed,
        };
        let mut notes = vec!["schedule: work-groups one after another; in a work-group, each work-item runs to the next barrier in local-id order, then all pass it together; atomics and racing stores take effect in that order".to_string()];
        notes.extend(cross_lane::note(&m.prog));
        if m.ck && m.findings.total > 0 {
            notes.push(format!("checks: {} finding(s) ({} distinct); see `findings`", m.findings.total, m.findings.list.len()));
        }
        notes.extend(self.warp_sync_note.take());
        if m.races_total > 0 {
            notes.push(format!("{} conflicting unsynchronised store(s) (data races); results depend on the schedule", m.races_total));
        }
        let printf = m.printf_output();
        if m.ocl.printf_dropped > 0 {
            notes.push(format!("{} printf call(s) dropped (the printf buffer of {} bytes or {} records is full)", m.ocl.printf_dropped, ocl::PRINTF_BUFFER_BYTES, ocl::PRINTF_MAX_RECORDS));
        }
        if !m.barrier_divergence.is_empty() {
            notes.push(format!("{} barrier divergence(s): a barrier reached by part of a work-group is undefined behaviour", m.barrier_divergence.len()));
        }
        Ok(Run {
            function: self.function,
            global: self.global,
            local: self.local,
            num_groups: self.num_groups,
            dims: self.dims,
            wave: self.wave,
            block_names: self.block_names,
            paths: self.paths,
            warps: self.warps,
            branches,
            buffers,
            races_total: m.races_total,
            races: std::mem::take(&mut m.races),
            barrier_divergence: std::mem::take(&mut m.barrier_divergence),
            findings: std::mem::take(&mut m.findings.list),
            findings_total: m.findings.total,
            checked: m.ck,
            metrics,
            printf,
            notes,
        })
    }
}

impl RunSession {
    /// Branches depending (through SSA values) on loads that raced with a later store: the
    /// read came first in the schedule, so the dynamic taint missed it.
    fn late_branches(&mut self) {
        let late = std::mem::take(&mut self.m.late);
        let prog = Arc::clone(&self.m.prog);
        for r in late {
            let l0 = self.m.location(r.load);
            let (fi, pc) = self.m.split_gid(r.load);
            let f = &prog.funcs[fi];
            for b in checks::dependent_branches(f, pc) {
                let g = r.load - pc + b;
                let kind = FindingKind::ScheduleDependentBranch;
                if self.m.findings.bump(kind, g, r.load) {
                    continue;
                }
                let (here, sl) = (self.m.location(g), self.m.location(r.store));
                let w = self.m.gid_of_index(r.writer - 1);
                let msg = format!(
                    "this branch's outcome depends on the schedule: it reads {} byte {} (load at {}:{}), written by work-item ({}, {}, {}) at {}:{} without a barrier",
                    r.region, r.offset, l0.line, l0.col, w[0], w[1], w[2], sl.line, sl.col
                );
                let same = self.m.same_group_pub(r.reader, r.writer);
                self.m.findings.add(
                    g,
                    r.load,
                    kind,
                    None,
                    Some(r.region.clone()),
                    Some(r.offset),
                    vec![self.m.gid_of_index(r.reader - 1), w],
                    vec![here, l0.clone(), sl],
                    Some(same),
                    msg,
                );
            }
        }
    }

    /// Runs the kernel again in the opposite schedule order and reports buffers and paths
    /// that differ. `O(run)`.
    fn compare_schedules(&mut self, (regions, mut limits, fi): (Vec<Region>, Limits, u32)) -> Result<(), RunError> {
        limits.checks.reverse_schedule = !limits.checks.reverse_schedule;
        limits.checks.compare_schedules = false;
        let mut m2 = exec::Machine::new(
            Arc::clone(&self.m.prog),
            Arc::clone(&self.m.src),
            regions,
            self.global,
            self.local,
            self.dims,
            self.wave,
            limits,
            fi,
        );
        m2.ck = false;
        // The same built-in setup as the first run: byval copies and the printf buffer.
        m2.ocl.private_init = self.m.ocl.private_init.clone();
        m2.ocl.private_allocs = self.m.ocl.private_allocs.clone();
        m2.ocl.printf_tag = self.m.ocl.printf_tag;
        m2.ocl.printf_formats = self.m.ocl.printf_formats.clone();
        let ng = self.num_groups;
        let total: u64 = ng.iter().product();
        let mut paths2: Vec<Vec<Block>> = vec![Vec::new(); self.paths.len()];
        for k in 0..total {
            let glin = if m2.reverse { total - 1 - k } else { k };
            let (gx, gy, gz) = (glin % ng[0], (glin / ng[0]) % ng[1], glin / (ng[0] * ng[1]));
            let mut items = match m2.run_group([gx, gy, gz], &self.argvals, (glin * self.group_size as u64) as u32) {
                Ok(items) => items,
                Err(e) => {
                    self.m.findings.add(u32::MAX, 1, FindingKind::ScheduleDependentResult, None, None, None, Vec::new(), Vec::new(), None, format!("the second schedule (work-groups and work-items in the opposite order) fails: {e}"));
                    return Ok(());
                }
            };
            for it in items.iter_mut() {
                let g = [gx * self.local[0] + it.lid[0], gy * self.local[1] + it.lid[1], gz * self.local[2] + it.lid[2]];
                let lin = g[0] + g[1] * self.global[0] + g[2] * self.global[0] * self.global[1];
                paths2[lin as usize] = std::mem::take(&mut it.path);
            }
            m2.recycle(items);
        }
        let order = if m2.reverse { "in reverse order" } else { "in order" };
        for &(k, tag) in &self.buffer_tags {
            let (a, b) = (&self.m.regions()[tag as usize], &m2.regions()[tag as usize]);
            if a.bytes != b.bytes {
                let first = a.bytes.iter().zip(&b.bytes).position(|(x, y)| x != y).unwrap_or(0);
                let n = a.bytes.iter().zip(&b.bytes).filter(|(x, y)| x != y).count();
                self.m.findings.add(u32::MAX, 2 + k as u32, FindingKind::ScheduleDependentResult, Some(a.space_name()), Some(a.name.clone()), Some(first as u64), Vec::new(), Vec::new(), None,
                    format!("{} ends differently when the work-groups and work-items run {order}: {n} byte(s) differ, the first at byte {first}", a.name));
            }
        }
        if let Some(i) = (0..self.paths.len()).find(|&i| self.paths[i] != paths2[i]) {
            let n = (0..self.paths.len()).filter(|&i| self.paths[i] != paths2[i]).count();
            let gid = [i as u64 % self.global[0], (i as u64 / self.global[0]) % self.global[1], i as u64 / (self.global[0] * self.global[1])];
            let at = self.paths[i].iter().zip(&paths2[i]).position(|(x, y)| x != y).unwrap_or(self.paths[i].len().min(paths2[i].len()));
            self.m.findings.add(u32::MAX, 0, FindingKind::ScheduleDependentResult, None, None, None, vec![gid], Vec::new(), None,
                format!("{n} work-item(s) take other paths when the work-groups and work-items run {order}; work-item ({}, {}, {}) first differs at its block visit {at}", gid[0], gid[1], gid[2]));
        }
        Ok(())
    }
}

/// The OpenCL kernel argument type qualifiers (`!kernel_arg_type_qual`, e.g. `"const"`) of
/// `f`, parallel to its parameters; empty when the metadata is absent. `O(source)`.
fn kernel_arg_quals(src: &str, f: &crate::ir::Function) -> Vec<String> {
    let start = f.span.start as usize;
    let line_end = src[start..].find('{').map_or(src.len(), |e| start + e);
    let head = &src[start..line_end];
    let Some(p) = head.find("!kernel_arg_type_qual !") else {
        return Vec::new();
    };
    let id: String = head[p + 23..].chars().take_while(|c| c.is_ascii_digit()).collect();
    let key = format!("\n!{id} = !{{");
    let Some(q) = src.find(&key) else {
        return Vec::new();
    };
    let body = &src[q + key.len()..];
    let body = &body[..body.find('}').unwrap_or(body.len())];
    body.split(',').map(|s| s.trim().trim_start_matches('!').trim_matches('"').to_string()).collect()
}

/// Scratch for per-warp divergence: the successor taken at each (block, visit) by the first
/// lane that got there.
#[derive(Clone)]
struct DivScratch {
    first: Vec<Vec<u32>>,
    count: Vec<u32>,
    touched: Vec<usize>,
    hit: Vec<bool>,
    div: Vec<bool>,
    seen: Vec<usize>,
}

impl DivScratch {
    /// The branch blocks where lanes `wi` diverged (some visit `k` of the block left to
    /// different successors, or some lanes ended there and others went on). Fills `hit`.
    /// `O(Σ path length)`.
    fn warp(&mut self, paths: &[Vec<Block>], wi: &[u64], is_branch: &[bool]) -> Vec<Block> {
        for &b in &self.touched {
            self.first[b].clear();
            self.hit[b] = false;
            self.div[b] = false;
        }
        self.touched.clear();
        const END: u32 = u32::MAX;
        for &i in wi {
            let p = &paths[i as usize];
            let mut seen = std::mem::take(&mut self.seen);
            for (k, &b) in p.iter().enumerate() {
                let bi = b.index();
                if !self.hit[bi] {
                    self.hit[bi] = true;
                    self.touched.push(bi);
                }
                if self.count[bi] == 0 {
                    seen.push(bi);
                }
                let v = self.count[bi] as usize;
                self.count[bi] += 1;
                if !is_branch[bi] {
                    continue;
                }
                let next = p.get(k + 1).map_or(END, |n| n.0);
                let f = &mut self.first[bi];
                if v < f.len() {
                    if f[v] != next {
                        self.div[bi] = true;
                    }
                } else {
                    f.push(next);
                }
            }
            for &b in &seen {
                self.count[b] = 0;
            }
            seen.clear();
            self.seen = seen;
        }
        // Lanes with fewer visits than others also diverged (they left the loop earlier):
        // caught above when their last visit's successor differs from another lane's.
        self.touched
            .iter()
            .copied()
            .filter(|&b| self.div[b])
            .map(|b| Block(b as u32))
            .collect::<Vec<_>>()
            .into_iter()
            .fold(Vec::new(), |mut v, b| {
                v.push(b);
                v
            })
    }
}

/// The HSA kernel dispatch packet (`hsa_kernel_dispatch_packet_t`, 64 bytes; AMDGPUUsage):
/// `setup` (dimensions) at 2, `workgroup_size_x/y/z` (u16) at 4/6/8, `grid_size_x/y/z` (u32)
/// at 12/16/20, `group_segment_size` (u32) at 28.
pub fn dispatch_packet(global: [u64; 3], local: [u64; 3], dims: u32, lds: u64) -> Vec<u8> {
    let mut b = vec![0u8; 64];
    b[2..4].copy_from_slice(&(dims as u16).to_le_bytes());
    for d in 0..3 {
        b[4 + 2 * d..6 + 2 * d].copy_from_slice(&(local[d] as u16).to_le_bytes());
        b[12 + 4 * d..16 + 4 * d].copy_from_slice(&(global[d] as u32).to_le_bytes());
    }
    b[28..32].copy_from_slice(&(lds as u32).to_le_bytes());
    b
}

/// Code object v5 hidden kernel arguments (AMDGPUUsage "Code Object V5 Metadata", offsets
/// from `llvm.amdgcn.implicitarg.ptr`): `hidden_block_count_x/y/z` (u32) at 0/4/8,
/// `hidden_group_size_x/y/z` (u16) at 12/14/16, `hidden_remainder_x/y/z` (u16) at 18/20/22,
/// `hidden_global_offset_x/y/z` (u64) at 40/48/56 (zero), `hidden_grid_dims` (u16) at 64.
pub fn implicit_args(global: [u64; 3], local: [u64; 3], groups: [u64; 3], dims: u32) -> Vec<u8> {
    let mut b = vec![0u8; 256];
    for d in 0..3 {
        b[4 * d..4 * d + 4].copy_from_slice(&(groups[d] as u32).to_le_bytes());
        b[12 + 2 * d..14 + 2 * d].copy_from_slice(&(local[d] as u16).to_le_bytes());
        b[18 + 2 * d..20 + 2 * d].copy_from_slice(&((global[d] % local[d]) as u16).to_le_bytes());
    }
    b[64..66].copy_from_slice(&(dims as u16).to_le_bytes());
    b
}

#[cfg(test)]
mod tests;
