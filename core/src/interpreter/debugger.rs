//! The source-level kernel debugger (issue 33 items 3, 5, 6): a [`DebugSession`] over the
//! interpreter that stops before any instruction of any work-item, steps the chosen
//! work-item by instruction, source line or block, runs to breakpoints (a source line, an IR
//! line or a block, optionally for one work-item) or to the next finding of the checks, and
//! steps back. At each stop it shows the stopped work-item's warp: each lane's next
//! instruction, block, source line and every source variable in scope by name, with its value
//! (from the `#dbg_value` / `#dbg_declare` records of [`crate::ir::debug_info`]) and whether it
//! is defined (the checks' definedness of registers and private bytes).
//!
//! How: the interpreter's instruction loop calls `Probe::before` before each instruction
//! (one `Option` test when no debugger is attached); the probe counts *events* (instructions
//! executed by all work-items, in the interpreter's deterministic schedule order), keeps each
//! work-item's variable bindings and last source line, and pauses the run when its target is
//! reached; the work-group's state is then copied into a [`DebugState`]. A stop is identified
//! by its event number. The paused machine is kept (its work-group's work-items in
//! `Machine::suspended`), and the next command resumes it; copies of the paused machine are
//! taken every [`CHECKPOINT_INTERVAL`] events during runs (machine-state checkpoints), so a
//! command that starts at an earlier stop (after stepping back) re-executes only from the
//! nearest checkpoint (deterministic: same inputs, same schedule). The states of visited stops
//! are kept, so going back to one is a look-up. Cost of a command: `O(events from the last
//! stop or the nearest checkpoint to the new stop)`; a step also skips to the latest
//! checkpoint before the focused work-item's next event.
//!
//! Everything a view needs is `Serialize` ([`DebugState`], [`Breakpoint`]); the session is
//! single-threaded and driven by calls, so a worker can own one.

pub mod condition;
pub mod divergence;
pub mod memory_view;
mod ssa_types;

pub use condition::{Condition, ConditionError};
pub use memory_view::{LastWriter, MemoryElement, MemoryPage, MemoryRegion, MemoryRequest};

use super::decode::DecodedProgram;
use super::exec::{Item, Machine, Stop};
use super::memory::{self, split, Region, TAG_PRIVATE};
use super::values::Val;
use super::{checks, inputs, Limits, RunError, RunErrorKind, RunInputs, RunSession};
use crate::ir::debug_info::{ArithOp, DbgOperand, DbgRecord, DebugInfo, DiOp, DiType, MdId, RecordKind};
use crate::ir::Module;
use crate::span::LineIndex;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// A breakpoint.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakpoint {
    /// Where.
    pub at: BreakAt,
    /// Only this work-item (global id) stops here; `None`: any.
    pub work_item: Option<[u64; 3]>,
    /// Only where this expression over source variables and work-item ids is true
    /// ([`condition`]'s grammar: `v == 3 && tid < 8`); `None`: always. A lane where a variable
    /// it reads is out of scope, optimised out or undefined does not stop.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<String>,
}

impl Breakpoint {
    /// A breakpoint at `at` for every work-item, without a condition.
    pub fn new(at: BreakAt) -> Breakpoint {
        Breakpoint { at, work_item: None, condition: None }
    }

    /// The same, only for work-item `g` (global id).
    pub fn for_work_item(mut self, g: [u64; 3]) -> Breakpoint {
        self.work_item = Some(g);
        self
    }

    /// The same, only where `condition` is true.
    pub fn when(mut self, condition: &str) -> Breakpoint {
        self.condition = Some(condition.to_string());
        self
    }
}

/// Where a breakpoint is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BreakAt {
    /// A source line: hit when a work-item enters it (its previous instruction with a line was
    /// on another line), as a source debugger stops once per visit of the line.
    SourceLine(u32),
    /// A line of the IR text: hit each time the instruction on it runs.
    IrLine(u32),
    /// A block of the kernel, by name (`%for.body`, `for.body` or `18`): hit on each entry.
    Block(String),
}

/// How far [`DebugSession::step`] goes for the focused work-item.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Granularity {
    /// To its next instruction.
    Instruction,
    /// To its next instruction on another source line (or in another call).
    Line,
    /// To its next block entry.
    Block,
}

/// Why the session stopped where it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum StopReason {
    /// The first stop: before the focused work-item's first instruction.
    Start,
    /// A step finished.
    Step,
    /// Breakpoint `k` (index into [`DebugSession::breakpoints`]) was hit.
    Breakpoint(usize),
    /// A finding of the checks was reported by the previous instruction (its index in the
    /// run's findings; the finding is [`DebugState::finding`]).
    Finding(usize),
    /// The kernel finished (no later stop).
    End,
    /// The focused work-item's warp diverges at its next instruction (a branch whose visit
    /// other lanes leave to another block; [`divergence`]): the branch block's name.
    Divergence(String),
    /// The focused work-item's warp reconverges: its lanes that split at the last divergence
    /// all reach this block (the block's name; [`divergence`]).
    Reconvergence(String),
}

/// A source position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SourcePos {
    /// File name from `DIFile`.
    pub file: String,
    /// 1-based line (0: compiler-generated).
    pub line: u32,
    /// 1-based column (0: none).
    pub col: u32,
    /// The function (`DISubprogram` name; the inlined callee's when inlined).
    pub function: String,
}

/// A variable's value in one lane.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VarValue {
    /// The source name (or the SSA name `%x` without debug information).
    pub name: String,
    /// The source type (`int`, `float *`, `float4`) or the IR type.
    pub ty: String,
    /// The value as C prints it; `None`: optimised out (no location here).
    pub value: Option<String>,
    /// Whether every byte of it is defined (the checks' definedness; `true` with checks off).
    pub defined: bool,
}

/// One lane (work-item) of the shown warp.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LaneState {
    /// Global id.
    pub work_item: [u64; 3],
    /// `running` (the stopped lane), `ready` (will run its next instruction later),
    /// `barrier` (waits at a barrier), `returned`, `faulted`.
    pub status: String,
    /// The function of the next instruction.
    pub function: String,
    /// The kernel block it is in (the caller's block when in a call), by name.
    pub block: String,
    /// The next instruction's IR line (1-based) and text.
    pub ir_line: u32,
    /// The next instruction's text.
    pub instruction: String,
    /// Its source position, if the IR has debug information.
    pub source: Option<SourcePos>,
    /// Call depth (1 = the kernel).
    pub depth: u32,
    /// Source variables in scope (SSA operands of the next instruction without debug info).
    pub vars: Vec<VarValue>,
}

/// The state at a stop: what every view shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DebugState {
    /// Events (instructions of all work-items, in schedule order) executed before this stop.
    pub position: u64,
    /// Why it stopped here.
    pub reason: StopReason,
    /// The work-item that stopped (global id); `None` at the end.
    pub work_item: Option<[u64; 3]>,
    /// Its work-group.
    pub group: [u64; 3],
    /// Its warp within the work-group.
    pub warp: u32,
    /// The lanes of that warp, in lane order.
    pub lanes: Vec<LaneState>,
    /// Distinct findings reported so far.
    pub findings: usize,
    /// Whether the kernel finished.
    pub finished: bool,
    /// With [`StopReason::Finding`]: the finding.
    pub finding: Option<checks::Finding>,
}

/// One row of the lanes × values table ([`DebugState::values_table`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ValueRow {
    /// The variable.
    pub name: String,
    /// Its type.
    pub ty: String,
    /// The value when every lane that shows the variable has the same defined one.
    pub uniform: Option<String>,
    /// Per lane of [`DebugState::lanes`]: the value (`None`: not shown in that lane).
    pub lanes: Vec<Option<String>>,
    /// Per lane: whether the value is undefined.
    pub undefined: Vec<bool>,
}

impl DebugState {
    /// The stopped lane.
    pub fn stopped_lane(&self) -> Option<&LaneState> {
        let w = self.work_item?;
        self.lanes.iter().find(|l| l.work_item == w)
    }

    /// The lanes × values table: one row per variable name shown in some lane (in first-seen
    /// order), its value per lane, and the value once when it is uniform. `O(lanes × vars)`.
    pub fn values_table(&self) -> Vec<ValueRow> {
        let mut rows: Vec<ValueRow> = Vec::new();
        let n = self.lanes.len();
        for (k, lane) in self.lanes.iter().enumerate() {
            for v in &lane.vars {
                let r = match rows.iter().position(|r| r.name == v.name) {
                    Some(i) => i,
                    None => {
                        rows.push(ValueRow { name: v.name.clone(), ty: v.ty.clone(), uniform: None, lanes: vec![None; n], undefined: vec![false; n] });
                        rows.len() - 1
                    }
                };
                rows[r].lanes[k] = v.value.clone();
                rows[r].undefined[k] = v.value.is_some() && !v.defined;
            }
        }
        for r in &mut rows {
            let mut shown = r.lanes.iter().zip(&r.undefined).filter(|(v, _)| v.is_some());
            if let Some((first, false)) = shown.next() {
                if shown.all(|(v, u)| v == first && !u) {
                    r.uniform = first.clone();
                }
            }
        }
        rows
    }
}

/// Per decoded function: what the probe looks up per instruction.
#[derive(Default)]
struct FuncTable {
    /// Source line per pc (0: none).
    line: Vec<u32>,
    /// `DILocation` per pc (the previous instruction's when it has none).
    loc: Vec<Option<MdId>>,
    /// Records per pc: a range into `records`.
    rec: Vec<(u32, u32)>,
    records: Vec<CRecord>,
    /// IR line per pc.
    ir_line: Vec<u32>,
    /// Whether pc starts a block; and the block per pc.
    block_of: Vec<u32>,
    block_start: Vec<bool>,
}

/// A record with its operand resolved to a register or constant.
#[derive(Clone)]
struct CRecord {
    rec: DbgRecord,
    src: Option<COperand>,
    inlined_at: Option<MdId>,
}

#[derive(Clone)]
enum COperand {
    Reg(u32),
    Const(u128),
}

/// Tables built once per session.
struct Tables {
    funcs: Vec<FuncTable>,
    di: DebugInfo,
    kernel: u32,
    group_size: u32,
    local: [u64; 3],
    global: [u64; 3],
    wave: u32,
    num_groups: [u64; 3],
    block_names: Vec<String>,
    func_names: Vec<String>,
    reg_names: Vec<HashMap<String, u32>>,
    /// Per function, each register's IR type where the decoded instructions say
    /// ([`ssa_types::register_types`]): how a register is printed without debug information
    /// (empty for a function with debug records, whose registers are not shown).
    reg_tys: Vec<Vec<Option<super::values::Ty>>>,
}

/// What the probe is running to.
#[derive(Clone, Debug)]
enum Target {
    /// Event number `e`.
    Event(u64),
    /// The focused work-item's next event at or after `from` (filtered by granularity).
    Focus { from: u64, gran: Option<Granularity>, line: u32, depth: u32 },
    /// The next breakpoint hit or (with `findings`) new finding at or after `from`.
    Continue { from: u64, findings: bool },
    /// No stop: record the kernel-block paths of the lanes with schedule indices `lo..hi`
    /// (a warp) in `Probe::rec`.
    Record { lo: u32, hi: u32 },
}

/// The block paths recorded for [`Target::Record`]: per lane, its entries
/// ([`divergence::Entry`]) and its last kernel-frame event.
#[derive(Clone, Default)]
struct Recorder {
    paths: Vec<Vec<divergence::Entry>>,
    last: Vec<u64>,
}

/// A copy of a work-item's private memory at a pause (for the memory view).
#[derive(Clone)]
struct PrivateCopy {
    work_item: [u64; 3],
    bytes: Vec<u8>,
    def: Vec<u8>,
    /// The live `alloca`s of its frames, outermost frame first.
    allocas: Vec<PrivateAlloca>,
}

/// A live `alloca` of a work-item: function, instruction (decoded pc), result register
/// (function-relative), and its bytes `[start, end)` in the private stack.
#[derive(Clone)]
struct PrivateAlloca {
    func: u32,
    pc: u32,
    dst: u32,
    start: u64,
    end: u64,
}

/// A binding of a variable in one work-item: a record and the register base of its frame.
#[derive(Clone)]
struct Binding {
    depth: u32,
    var: MdId,
    inlined_at: Option<MdId>,
    fragment: Option<(u32, u32)>,
    func: u32,
    rec: u32,
    base: u32,
}

/// `Probe::pcs` flag: records to apply before the instruction (or the kernel's entry).
const PC_BIND: u64 = 1 << 32;
/// `Probe::pcs` flag: the instruction starts a block.
const PC_BLOCK_START: u64 = 1 << 33;
/// `Probe::pcs` flag: some breakpoint is on the instruction.
const PC_ARMED: u64 = 1 << 34;

/// The debugger's probe in the interpreter's loop (see the module doc).
#[derive(Clone)]
pub struct Probe {
    t: Arc<Tables>,
    events: u64,
    target: Target,
    focus: u32,
    breakpoints: Vec<(Breakpoint, Option<u32>)>,
    /// Per breakpoint: its parsed condition.
    conds: Vec<Option<Arc<Condition>>>,
    /// When every breakpoint is for the same one work-item: its schedule index (the armed
    /// instructions of other work-items skip the breakpoint check).
    armed_for: Option<u32>,
    /// Per instruction (`base[func] + pc`): its source line (low 32 bits) and `PC_*` flags.
    pcs: Vec<u64>,
    /// The first index into `pcs` of each function.
    base: Vec<u32>,
    /// Per schedule index: its last source line and how many events it ran (wrapping; a
    /// checkpoint where the focused work-item's count is the same as at the stop can be
    /// started from by a step: it ran nothing in between).
    per_item: Vec<[u32; 2]>,
    /// Bindings per local linear id of the running work-group.
    bindings: Vec<Vec<Binding>>,
    findings_seen: usize,
    stop: Option<(StopReason, u32)>,
    state: Option<DebugState>,
    rec: Recorder,
    /// For the memory view: a copy of a work-item's private memory at the stop.
    private: Option<PrivateCopy>,
    /// Pause *before* counting the event with this number, for a checkpoint (`u64::MAX`:
    /// none); `checkpoint_due` tells such a pause from a stop.
    checkpoint_at: u64,
    checkpoint_due: bool,
    /// After a stop, resuming presents the stopped instruction again: it was counted already.
    skip: bool,
    /// The event count at which `before` looks at `skip` and `checkpoint_at` (one compare per
    /// event): the stop's when `skip`, else `checkpoint_at`.
    special_at: u64,
    prog: Arc<DecodedProgram>,
    src: Arc<str>,
}

impl Probe {
    /// Called before instruction `pc` of function `func` runs in work-item `it`, with the
    /// number of distinct findings so far; `true` pauses the run.
    #[inline]
    pub(super) fn before(&mut self, it: &Item, func: u32, pc: u32, findings: usize, regions: &[Region]) -> bool {
        if self.events == self.special_at {
            if self.skip {
                // Resumed after a stop: this instruction was the stop's, counted already.
                self.skip = false;
                self.special_at = self.checkpoint_at;
                return false;
            }
            self.checkpoint_due = true;
            return true;
        }
        let e = self.events;
        self.events += 1;
        // One load: the packed facts of this instruction (see `PC_*`).
        let info = self.pcs[(self.base[func as usize] + pc) as usize];
        let line = info as u32;
        let idx = it.index as usize;
        let slot = &mut self.per_item[idx];
        slot[1] = slot[1].wrapping_add(1);
        let prev = if line != 0 { std::mem::replace(&mut slot[0], line) } else { line };
        if info & PC_BIND != 0 {
            self.bind(it, func, pc);
        }
        match self.target {
            Target::Event(x) => {
                if e == x {
                    self.stop = Some((StopReason::Step, it.index));
                }
            }
            Target::Focus { from, gran, line: l0, depth } => {
                if e >= from && it.index == self.focus {
                    let hit = match gran {
                        None | Some(Granularity::Instruction) => true,
                        Some(Granularity::Line) => line != 0 && (line != l0 || it.frames().count() as u32 != depth),
                        Some(Granularity::Block) => info & PC_BLOCK_START != 0,
                    };
                    if hit {
                        self.stop = Some((if gran.is_none() { StopReason::Start } else { StopReason::Step }, it.index));
                    }
                }
            }
            Target::Continue { from, findings: f } => {
                if e >= from {
                    if f && findings > self.findings_seen {
                        self.stop = Some((StopReason::Step, it.index));
                        self.findings_seen = findings;
                        return self.pause_finding(findings - 1);
                    }
                    if info & PC_ARMED != 0 && self.armed_for.is_none_or(|w| w == it.index) {
                        if let Some(k) = self.breakpoint_hit(regions, it, func, pc, line, prev) {
                            self.stop = Some((StopReason::Breakpoint(k), it.index));
                        }
                    }
                }
            }
            Target::Record { lo, hi } => {
                if func == self.t.kernel && (lo..hi).contains(&it.index) {
                    let l = (it.index - lo) as usize;
                    let r = &mut self.rec;
                    if r.paths.len() <= l {
                        r.paths.resize(l + 1, Vec::new());
                        r.last.resize(l + 1, u64::MAX);
                    }
                    if info & PC_BLOCK_START != 0 {
                        r.paths[l].push((self.t.funcs[func as usize].block_of[pc as usize], e, r.last[l]));
                    }
                    r.last[l] = e;
                }
            }
        }
        self.findings_seen = findings;
        if self.stop.is_some() {
            self.skip = true;
            self.special_at = self.events;
            return true;
        }
        false
    }

    fn pause_finding(&mut self, k: usize) -> bool {
        if let Some(s) = self.stop.as_mut() {
            s.0 = StopReason::Finding(k);
        }
        self.skip = true;
        self.special_at = self.events;
        true
    }

    #[allow(clippy::too_many_arguments)]
    fn breakpoint_hit(&self, regions: &[Region], it: &Item, func: u32, pc: u32, line: u32, prev: u32) -> Option<usize> {
        let ft = &self.t.funcs[func as usize];
        self.breakpoints.iter().enumerate().position(|(k, (bp, wi))| {
            if wi.is_some_and(|w| w != it.index) {
                return false;
            }
            let at = match &bp.at {
                BreakAt::SourceLine(l) => line == *l && prev != *l,
                BreakAt::IrLine(n) => ft.ir_line[pc as usize] == *n,
                BreakAt::Block(_) => func == self.t.kernel && ft.block_start[pc as usize] && self.block_matches(bp, ft.block_of[pc as usize]),
            };
            at && self.conds.get(k).and_then(Option::as_deref).is_none_or(|c| self.condition_holds(regions, it, c))
        })
    }

    /// Whether condition `c` is true for work-item `it` before its next instruction (unknown:
    /// false). `O(bindings + condition)`.
    fn condition_holds(&self, regions: &[Region], it: &Item, c: &Condition) -> bool {
        let frames: Vec<(u32, u32, u32, u32)> = it.frames().collect();
        let Some(&(func, pc, _, base)) = frames.last() else { return false };
        let t = &self.t;
        let (regs, taint, _) = it.state();
        let pcu = (pc as usize).min(t.funcs[func as usize].line.len().saturating_sub(1));
        let loc = t.funcs[func as usize].loc.get(pcu).copied().flatten();
        let vars = self.source_vars(regions, it, func, loc, frames.len() as u32, Some(c.names()));
        let ids = t.ids(it.index);
        c.eval(
            &mut |name| {
                if name.starts_with('%') {
                    let r = *t.reg_names[func as usize].get(name)?;
                    let i = (base + r) as usize;
                    if taint.get(i).is_some_and(|x| x & checks::UNINIT != 0) {
                        return None;
                    }
                    return match regs.get(i)? {
                        Val::S(x) => Some(condition::Num::Int(*x as i128)),
                        Val::V(_) => None,
                    };
                }
                let (var, bytes, defined) = vars.iter().find(|(v, _, _)| t.di.variables.get(v).is_some_and(|d| d.name == name))?;
                if !defined {
                    return None;
                }
                num_of(&t.di, t.di.variables.get(var)?.ty, bytes.as_deref()?)
            },
            &ids,
        ) == Some(true)
    }

    fn block_matches(&self, bp: &Breakpoint, block: u32) -> bool {
        let BreakAt::Block(name) = &bp.at else { return false };
        let want = name.trim_start_matches('%');
        self.t.block_names.get(block as usize).is_some_and(|n| n.trim_start_matches('%') == want)
    }

    /// Applies the records before `pc` to `it`'s bindings.
    fn bind(&mut self, it: &Item, func: u32, pc: u32) {
        let l = it.llin as usize;
        if self.bindings.len() <= l {
            self.bindings.resize(l + 1, Vec::new());
        }
        let depth = it.frames().count() as u32;
        let base = it.frames().last().map_or(0, |f| f.3);
        let bs = &mut self.bindings[l];
        if pc == 0 && func == self.t.kernel && depth == 1 {
            bs.clear();
        }
        // Bindings of returned calls are gone.
        bs.retain(|b| b.depth <= depth && !(b.depth == depth && b.func != func));
        let ft = &self.t.funcs[func as usize];
        let (a, b) = ft.rec[pc as usize];
        for r in a..b {
            let cr = &ft.records[r as usize];
            if cr.rec.var == u32::MAX {
                continue;
            }
            let fragment = cr.rec.expr.iter().find_map(|o| match o {
                DiOp::Fragment { offset, bits } => Some((*offset, *bits)),
                _ => None,
            });
            bs.retain(|x| !(x.depth == depth && x.var == cr.rec.var && x.inlined_at == cr.inlined_at && x.fragment == fragment));
            bs.push(Binding { depth, var: cr.rec.var, inlined_at: cr.inlined_at, fragment, func, rec: r, base });
        }
    }

    /// Called when a pause stopped the work-group: builds the state.
    pub(super) fn paused(&mut self, m: &Machine, items: &[Item]) {
        let Some((reason, index)) = self.stop.clone() else { return };
        let Some(stopped) = items.iter().find(|i| i.index == index) else { return };
        let t = Arc::clone(&self.t);
        let wave = t.wave;
        let warp = stopped.llin / wave;
        let lanes = self.warp_lanes(m, items, warp, Some(index));
        self.state = Some(DebugState {
            position: self.events - 1,
            reason,
            work_item: Some(m.gid(stopped)),
            group: m.group,
            warp,
            lanes,
            findings: self.findings_seen,
            finished: false,
            finding: None,
        });
    }

    /// The lanes of warp `warp` (`wave` work-items by linear local id) among the paused
    /// work-group's `items`, each as [`Probe::lane`] shows it; `running` is the work-item
    /// that stopped, if any. `O(items + lanes × bindings)`.
    pub(super) fn warp_lanes(&self, m: &Machine, items: &[Item], warp: u32, running: Option<u32>) -> Vec<LaneState> {
        let wave = self.t.wave.max(1);
        items.iter().filter(|i| i.llin / wave == warp).map(|i| self.lane(m, i, Some(i.index) == running)).collect()
    }

    fn lane(&self, m: &Machine, it: &Item, running: bool) -> LaneState {
        let t = &self.t;
        let frames: Vec<(u32, u32, u32, u32)> = it.frames().collect();
        let status = match it.stop {
            _ if running => "running",
            Some(Stop::Done) => "returned",
            Some(Stop::Faulted) => "faulted",
            Some(Stop::Barrier(..)) => "barrier",
            // Waiting at a CUDA/HIP warp operation for the rest of its warp (`cross_lane.rs`).
            Some(Stop::Warp(..)) => "warp-operation",
            None | Some(Stop::Yield) => "ready",
        };
        let mut lane = LaneState {
            work_item: m.gid(it),
            status: status.into(),
            function: String::new(),
            block: String::new(),
            ir_line: 0,
            instruction: String::new(),
            source: None,
            depth: frames.len() as u32,
            vars: Vec::new(),
        };
        let Some(&(func, pc, _, base)) = frames.last() else { return lane };
        let ft = &t.funcs[func as usize];
        let df = &self.prog.funcs[func as usize];
        lane.function = self.t.func_names[func as usize].clone();
        let kblock = frames.first().map_or(0, |f| f.2);
        lane.block = self.t.block_names.get(kblock as usize).cloned().unwrap_or_default();
        let pcu = (pc as usize).min(df.spans.len().saturating_sub(1));
        if let Some(sp) = df.spans.get(pcu) {
            lane.instruction = sp.text(&self.src).lines().next().unwrap_or("").trim().to_string();
            lane.ir_line = ft.ir_line[pcu];
        }
        let loc = ft.loc.get(pcu).copied().flatten();
        if let Some(l) = loc.and_then(|l| t.di.locations.get(&l)) {
            lane.source = Some(SourcePos {
                file: t.di.file_of_scope(l.scope),
                line: ft.line[pcu],
                col: l.col,
                function: self.subprogram_name(l.scope),
            });
        }
        let (regs, taint, _) = it.state();
        let depth = frames.len() as u32;
        if !running && depth == 1 && pc == 0 && func == t.kernel {
            // Not started in this work-group: no variable is bound yet (the bindings kept for
            // its local id belong to the previous work-group's work-item).
            return lane;
        }
        if ft.records.is_empty() {
            // No debug information: the SSA operands of the next instruction.
            lane.vars = self.ssa_operands(func, df, pcu, regs, taint, base);
            return lane;
        }
        lane.vars = self.frame_vars(&m.regions, it, func, loc, depth, None);
        lane.vars.extend(self.inlined_callers_vars(&m.regions, it, func, loc, depth));
        // The callers' variables, the nearest caller first, each named `function › name` (so a
        // caller's `v` is not the callee's `v`): their bindings stay while the call runs, and
        // each frame's are evaluated at its call instruction (its scope and registers).
        for d in (0..frames.len() - 1).rev() {
            let (cf, cpc, _, _) = frames[d];
            let cft = &t.funcs[cf as usize];
            if cft.records.is_empty() {
                continue;
            }
            let cpcu = (cpc as usize).min(self.prog.funcs[cf as usize].spans.len().saturating_sub(1));
            let cloc = cft.loc.get(cpcu).copied().flatten();
            let vars = self.frame_vars(&m.regions, it, cf, cloc, d as u32 + 1, Some(&t.func_names[cf as usize]));
            lane.vars.extend(vars);
            lane.vars.extend(self.inlined_callers_vars(&m.regions, it, cf, cloc, d as u32 + 1));
        }
        lane
    }

    /// The variables of the functions that location `loc` of `func` was inlined into (its
    /// `inlinedAt` chain, the nearest caller first), each named `caller › name` after the
    /// caller's `DISubprogram`, and each evaluated at its call site's location (its scope and
    /// inlined copy) with the frame's registers: at -O2 an inlined callee and its callers share
    /// one LLVM function, told apart by the records' `inlinedAt` (LLVM LangRef, "DILocation").
    /// `O(chain × bindings × expression)`; the chain is followed at most 256 deep.
    fn inlined_callers_vars(&self, regions: &[Region], it: &Item, func: u32, loc: Option<MdId>, depth: u32) -> Vec<VarValue> {
        let di = &self.t.di;
        let mut out = Vec::new();
        let mut at = loc.and_then(|l| di.locations.get(&l)).and_then(|l| l.inlined_at);
        for _ in 0..256 {
            let Some((site, l)) = at.and_then(|a| di.locations.get(&a).map(|l| (a, l))) else { break };
            let caller = self.subprogram_name(l.scope);
            out.extend(self.frame_vars(regions, it, func, Some(site), depth, Some(&caller)));
            at = l.inlined_at;
        }
        out
    }

    /// The source variables of one frame of `it` at `loc` ([`Self::source_vars`]) as the lanes show
    /// them: named as written, or `caller › name` with `caller` given; typed and formatted
    /// from their debug types. `O(bindings × expression)`.
    fn frame_vars(&self, regions: &[Region], it: &Item, func: u32, loc: Option<MdId>, depth: u32, caller: Option<&str>) -> Vec<VarValue> {
        let di = &self.t.di;
        self.source_vars(regions, it, func, loc, depth, None)
            .into_iter()
            .filter_map(|(var, bytes, defined)| {
                let dv = di.variables.get(&var)?;
                Some(VarValue {
                    name: caller.map_or_else(|| dv.name.clone(), |f| format!("{f} › {}", dv.name)),
                    ty: di.type_name(dv.ty),
                    value: bytes.as_ref().map(|b| format_value(di, dv.ty, b)),
                    defined: defined && bytes.is_some(),
                })
            })
            .collect()
    }

    /// The source variables of `it` in scope at `loc` (a `DILocation` of `func`: the next
    /// instruction's, or an inlined call site's; `None`: every binding of the frame) in `func`
    /// (call depth `depth`), parameters first, then by declaration line: each
    /// variable, its bytes (`None`: optimised out) and whether they are defined. With `only`,
    /// just the variables of those names. `O(bindings × expression)`.
    #[allow(clippy::too_many_arguments)]
    fn source_vars(&self, regions: &[Region], it: &Item, func: u32, loc: Option<MdId>, depth: u32, only: Option<&[String]>) -> Vec<(MdId, Option<Vec<u8>>, bool)> {
        let t = &self.t;
        let (regs, taint, sdef) = it.state();
        let mut out = Vec::new();
        let cur = loc.and_then(|l| t.di.locations.get(&l));
        let empty = Vec::new();
        let bs = self.bindings.get(it.llin as usize).unwrap_or(&empty);
        // Group the bindings by variable (fragments together), in scope at the current location.
        let mut vars: Vec<(MdId, Vec<&Binding>)> = Vec::new();
        for b in bs.iter().filter(|b| b.depth == depth && b.func == func) {
            if let Some(c) = cur {
                if b.inlined_at != c.inlined_at {
                    continue;
                }
                if let Some(v) = t.di.variables.get(&b.var) {
                    if !t.di.encloses(v.scope, c.scope) {
                        continue;
                    }
                }
            }
            match vars.iter_mut().find(|(v, _)| *v == b.var) {
                Some((_, list)) => list.push(b),
                None => vars.push((b.var, vec![b])),
            }
        }
        vars.sort_by_key(|(v, _)| t.di.variables.get(v).map_or((1, u32::MAX, 0), |d| (u32::from(d.arg == 0), if d.arg == 0 { d.line } else { d.arg }, *v)));
        for (var, list) in vars {
            let Some(dv) = t.di.variables.get(&var) else { continue };
            if only.is_some_and(|names| !names.contains(&dv.name)) {
                continue;
            }
            let size = t.di.size_of(dv.ty) as usize;
            // The bytes that hold a value (a struct's padding is never written); empty: all.
            let mut holds_value = Vec::new();
            if has_struct(&t.di, dv.ty) {
                holds_value = vec![false; size];
                debug_value_bytes(&t.di, dv.ty, 0, &mut holds_value, 0);
            }
            let mut bytes = vec![0u8; size.max(1)];
            let mut defined = true;
            let mut available = true;
            for b in list {
                let cr = &t.funcs[b.func as usize].records[b.rec as usize];
                let mask: &[bool] = if b.fragment.is_none() { &holds_value } else { &[] };
                match self.eval(regions, it, cr, b.base, size, regs, taint, sdef, mask) {
                    Some((v, d)) => {
                        defined &= d;
                        let (off, n) = b.fragment.map_or((0, size), |(o, bits)| ((o / 8) as usize, (bits as usize).div_ceil(8)));
                        for (k, byte) in v.iter().take(n).enumerate() {
                            if let Some(slot) = bytes.get_mut(off + k) {
                                *slot = *byte;
                            }
                        }
                    }
                    None => available = false,
                }
            }
            out.push((var, available.then_some(bytes), defined));
        }
        out
    }

    fn subprogram_name(&self, mut s: MdId) -> String {
        for _ in 0..256 {
            let Some(sc) = self.t.di.scopes.get(&s) else { break };
            if sc.subprogram {
                return sc.name.clone();
            }
            match sc.parent {
                Some(p) => s = p,
                None => break,
            }
        }
        String::new()
    }

    fn ssa_operands(&self, func: u32, df: &super::decode::DFunc, pc: usize, regs: &[Val], taint: &[u32], base: u32) -> Vec<VarValue> {
        let mut out = Vec::new();
        let Some(sp) = df.spans.get(pc) else { return out };
        let text = sp.text(&self.src);
        let line = text.lines().next().unwrap_or("");
        // `%x = …`: the operands after the `=`; names in order, once each.
        let body = line.split_once(" = ").map_or(line, |(_, b)| b);
        let mut seen = Vec::new();
        for w in body.split(|c: char| !(c.is_alphanumeric() || "%._-$".contains(c))) {
            if w.starts_with('%') && w.len() > 1 && !seen.contains(&w) {
                seen.push(w);
            }
        }
        let names = &self.t.reg_names[func as usize];
        for w in seen {
            if let Some(&r) = names.get(w) {
                let i = (base + r) as usize;
                let v = regs.get(i);
                let ty = self.t.reg_tys.get(func as usize).and_then(|t| t.get(r as usize)).and_then(Option::as_ref);
                out.push(VarValue {
                    name: w.to_string(),
                    ty: ty.map_or_else(String::new, |t| t.to_string()),
                    value: v.map(|v| ty.map_or_else(|| format_val(v), |t| ssa_types::format_register(v, t))),
                    defined: taint.get(i).is_none_or(|t| t & checks::UNINIT == 0),
                });
            }
        }
        out
    }

    /// Evaluates a record's location for work-item `it`: the variable's `size` bytes and
    /// whether they are defined; `None` when there is no value (undef, unsupported).
    /// A memory location counts as defined when the bytes `holds_value` marks are (all of them
    /// when it is empty).
    #[allow(clippy::too_many_arguments)]
    fn eval(&self, regions: &[Region], it: &Item, cr: &CRecord, base: u32, size: usize, regs: &[Val], taint: &[u32], sdef: &[u8], holds_value: &[bool]) -> Option<(Vec<u8>, bool)> {
        let (mut val, mut defined, vector) = match cr.src.as_ref()? {
            COperand::Reg(r) => {
                let i = (base + r) as usize;
                let d = taint.get(i).is_none_or(|t| t & checks::UNINIT == 0);
                match regs.get(i)? {
                    Val::S(x) => (*x, d, None),
                    Val::V(v) => (0, d, Some(v.clone())),
                }
            }
            COperand::Const(c) => (*c, true, None),
        };
        let mut ops: &[DiOp] = &cr.rec.expr;
        // AMDGPU's address-space prefix `DW_OP_constu AS, DW_OP_swap, DW_OP_xderef`: dropped
        // (the location is the operand itself, as on the other targets).
        if let [DiOp::Constu(_), DiOp::Arith(ArithOp::Swap), DiOp::Deref, rest @ ..] = ops {
            ops = rest;
        }
        let mut memory_loc = cr.rec.kind == RecordKind::Declare;
        let mut stack: Vec<u128> = vec![val];
        for op in ops {
            match op {
                DiOp::PlusUconst(n) => {
                    let t = stack.pop()?;
                    stack.push(t.wrapping_add(*n as u128));
                }
                DiOp::Constu(n) => stack.push(*n as u128),
                DiOp::Consts(n) => stack.push(*n as i128 as u128),
                DiOp::Arith(a) => {
                    match a {
                        ArithOp::Neg | ArithOp::Not => {
                            let x = stack.pop()?;
                            stack.push(if *a == ArithOp::Neg { x.wrapping_neg() } else { !x });
                            continue;
                        }
                        ArithOp::Dup => {
                            let x = *stack.last()?;
                            stack.push(x);
                            continue;
                        }
                        _ => {}
                    }
                    let y = stack.pop()?;
                    let x = stack.pop()?;
                    let r = match a {
                        ArithOp::Plus => x.wrapping_add(y),
                        ArithOp::Minus => x.wrapping_sub(y),
                        ArithOp::Mul => x.wrapping_mul(y),
                        ArithOp::Div => (x as i128).checked_div(y as i128)? as u128,
                        ArithOp::Mod => x.checked_rem(y)?,
                        ArithOp::And => x & y,
                        ArithOp::Or => x | y,
                        ArithOp::Xor => x ^ y,
                        ArithOp::Shl => x.checked_shl(y as u32).unwrap_or(0),
                        ArithOp::Shr => x.checked_shr(y as u32).unwrap_or(0),
                        ArithOp::Shra => ((x as i128) >> (y as u32).min(127)) as u128,
                        ArithOp::Swap => {
                            stack.push(y);
                            x
                        }
                        ArithOp::Neg | ArithOp::Not | ArithOp::Dup => return None,
                    };
                    stack.push(r);
                }
                DiOp::Deref | DiOp::DerefSize(_) => {
                    let a = stack.pop()?;
                    let n = if let DiOp::DerefSize(n) = op { *n as usize } else { 8 };
                    let (b, d) = read_mem(regions, it, sdef, a as u64, n)?;
                    defined &= d;
                    let mut x = 0u128;
                    for (k, byte) in b.iter().enumerate().take(16) {
                        x |= (*byte as u128) << (8 * k);
                    }
                    stack.push(x);
                }
                DiOp::StackValue => memory_loc = false,
                DiOp::Convert { .. } | DiOp::Fragment { .. } => {}
                DiOp::Arg(_) | DiOp::Unsupported(_) => return None,
            }
        }
        val = stack.pop()?;
        if memory_loc {
            let (b, d) = read_mem_masked(regions, it, sdef, val as u64, size, holds_value)?;
            return Some((b, defined && d));
        }
        if let Some(v) = vector {
            let n = v.len().max(1);
            let es = (size / n).max(1);
            let mut out = Vec::with_capacity(size);
            for e in v.iter() {
                let x = e.s();
                out.extend((0..es).map(|k| (x >> (8 * k)) as u8));
            }
            return Some((out, defined));
        }
        Some(((0..size.max(1)).map(|k| (val >> (8 * k.min(15))) as u8).collect(), defined))
    }
}

/// `n` bytes at tagged pointer `p` for work-item `it` and whether all are defined.
fn read_mem(regions: &[Region], it: &Item, sdef: &[u8], p: u64, n: usize) -> Option<(Vec<u8>, bool)> {
    read_mem_masked(regions, it, sdef, p, n, &[])
}

/// [`read_mem`], with definedness asked only of the bytes `holds_value` marks (all when it is
/// empty).
fn read_mem_masked(regions: &[Region], it: &Item, sdef: &[u8], p: u64, n: usize, holds_value: &[bool]) -> Option<(Vec<u8>, bool)> {
    let (tag, off) = split(p);
    let off = off as usize;
    if tag == TAG_PRIVATE {
        let b = it.stack.get(off..off + n)?.to_vec();
        let d = sdef.is_empty() || sdef.get(off..off + n).is_some_and(|d| value_defined(d, holds_value));
        return Some((b, d));
    }
    let r = regions.get(tag as usize)?;
    let b = r.bytes.get(off..off + n)?.to_vec();
    let d = r.def.is_empty() || r.def.get(off..off + n).is_some_and(|d| value_defined(d, holds_value));
    Some((b, d))
}

/// Whether a value's definedness bytes `def` (the checks' shadow, nonzero: defined) are
/// defined where `holds_value` marks a byte that holds a value (a struct's padding is never
/// written); an empty `holds_value` asks every byte. `O(def)`.
fn value_defined(def: &[u8], holds_value: &[bool]) -> bool {
    def.iter().enumerate().all(|(k, &x)| x != 0 || holds_value.get(k) == Some(&false))
}

/// The number a condition sees for `bytes` of debug type `ty`: integers by their encoding's
/// signedness, floats, booleans and pointers; `None` for aggregates and unknown types.
fn num_of(di: &DebugInfo, ty: Option<MdId>, bytes: &[u8]) -> Option<condition::Num> {
    use condition::Num;
    let le = |b: &[u8]| b.iter().take(16).enumerate().fold(0u128, |a, (k, &x)| a | (x as u128) << (8 * k));
    match di.resolve(ty)? {
        DiType::Basic { bits, encoding, .. } => {
            let n = (*bits as usize).div_ceil(8).min(bytes.len());
            let x = le(&bytes[..n]);
            Some(match encoding.as_str() {
                "float" => Num::Float(match bits {
                    16 => memory::float_of(x, &super::values::Ty::Half),
                    32 => f32::from_bits(x as u32) as f64,
                    _ => f64::from_bits(x as u64),
                }),
                "signed" | "signed_char" => {
                    let sh = 128 - bits.min(&128);
                    Num::Int(((x << sh) as i128) >> sh)
                }
                _ => Num::Int(x as i128),
            })
        }
        DiType::Pointer { .. } => Some(Num::Int(le(&bytes[..bytes.len().min(8)]) as i128)),
        _ => None,
    }
}

/// How the memory view prints an element.
#[derive(Clone)]
enum ElemFormat {
    /// Size and kind of [`memory_view::scalar_type`].
    Scalar(u32, char),
    /// A debug type.
    Debug(Option<MdId>),
    /// An aggregate IR type (a struct or vector element with no debug type).
    Ir(super::values::Ty),
}

/// Where a listed region's bytes are: a machine region (its tag, format and IR alias), or
/// the private copy (its format and alias); with a byte range `[start, end)` for a
/// sub-range (`None`: all of it).
enum RegionAt {
    Tag(u16, ElemFormat, String, Option<(u64, u64)>),
    Private(ElemFormat, String, Option<(u64, u64)>),
}

fn region_info(name: String, space: &str, argument: Option<usize>, elem: String, elem_size: u32, bytes: u64) -> MemoryRegion {
    MemoryRegion { name, space: space.into(), argument, elem, elem_size, len: bytes / elem_size.max(1) as u64, bytes, offset: 0 }
}

/// `name`, or when a region in `out` has it already, `space:name` (then `#2`, `#3`, …).
fn unique_name(out: &[(MemoryRegion, RegionAt)], space: &str, name: String) -> String {
    let taken = |n: &str| out.iter().any(|(r, _)| r.name == n);
    if !taken(&name) {
        return name;
    }
    let q = format!("{space}:{name}");
    (1..).map(|k| if k == 1 { q.clone() } else { format!("{q}#{k}") }).find(|n| !taken(n)).unwrap_or(q)
}

/// The element of a variable's debug type for the memory view: an array's (innermost)
/// element type, else the type itself; `None` when its size is unknown.
fn debug_elem(di: &DebugInfo, ty: Option<MdId>) -> Option<(String, u32, ElemFormat)> {
    let mut t = ty;
    while let Some(DiType::Array { base, vector: false, .. }) = di.resolve(t) {
        t = *base;
    }
    let size = di.size_of(t);
    (size > 0).then(|| (di.type_name(t), size as u32, ElemFormat::Debug(t)))
}

/// Whether debug type `ty` is a struct or an array of them (only those can have padding).
fn has_struct(di: &DebugInfo, mut ty: Option<MdId>) -> bool {
    for _ in 0..16 {
        match di.resolve(ty) {
            Some(DiType::Struct { .. }) => return true,
            Some(DiType::Array { base, .. }) => ty = *base,
            _ => return false,
        }
    }
    false
}

/// [`memory_view::ir_value_bytes`] for a debug type: a struct's members at their offsets,
/// an array's elements, anything else all of its bytes (a type of unknown layout: all of
/// `mask`). `depth` bounds recursive types. `O(size)`.
fn debug_value_bytes(di: &DebugInfo, ty: Option<MdId>, at: usize, mask: &mut [bool], depth: u32) {
    let all = |mask: &mut [bool], n: usize| {
        for m in mask.iter_mut().skip(at).take(n) {
            *m = true;
        }
    };
    if depth > 16 {
        return all(mask, mask.len());
    }
    match di.resolve(ty) {
        Some(DiType::Struct { members, .. }) if !members.is_empty() => {
            for m in members {
                match di.types.get(m) {
                    Some(DiType::Member { base, offset, .. }) => debug_value_bytes(di, *base, at + (*offset / 8) as usize, mask, depth + 1),
                    _ => all(mask, mask.len()),
                }
            }
        }
        Some(DiType::Array { base, counts, vector: false, .. }) => {
            let es = di.size_of(*base) as usize;
            if es == 0 {
                return all(mask, mask.len());
            }
            // One element's bytes, repeated.
            let mut one = vec![false; es];
            debug_value_bytes(di, *base, 0, &mut one, depth + 1);
            let n: u64 = counts.iter().product();
            for k in 0..n.min(mask.len() as u64) as usize {
                let Some(dst) = mask.get_mut(at + k * es..) else { break };
                for (m, o) in dst.iter_mut().zip(&one) {
                    *m |= *o;
                }
            }
        }
        _ => match di.size_of(ty) as usize {
            0 => all(mask, mask.len()),
            n => all(mask, n),
        },
    }
}

/// A condition's syntax error as a [`RunError`] (line 1, the condition's column).
fn condition_error(e: &ConditionError) -> RunError {
    RunError { line: 1, col: e.col, ..RunError::general(RunErrorKind::Input, format!("breakpoint condition: {e}")) }
}

/// Formats a register value (no type information): an integer, or `{…}` for vectors.
fn format_val(v: &Val) -> String {
    match v {
        Val::S(x) => format!("{x}"),
        Val::V(e) => format!("{{{}}}", e.iter().map(format_val).collect::<Vec<_>>().join(", ")),
    }
}

/// Formats `bytes` (little-endian) as a value of debug type `ty`, as C would print it.
pub fn format_value(di: &DebugInfo, ty: Option<MdId>, bytes: &[u8]) -> String {
    let le = |b: &[u8]| b.iter().take(16).enumerate().fold(0u128, |a, (k, &x)| a | (x as u128) << (8 * k));
    match di.resolve(ty) {
        Some(DiType::Basic { bits, encoding, .. }) => {
            let n = (*bits as usize).div_ceil(8).min(bytes.len());
            let x = le(&bytes[..n]);
            match encoding.as_str() {
                "float" => match bits {
                    16 => format!("{}", memory::float_of(x, &super::values::Ty::Half)),
                    32 => format!("{}", f32::from_bits(x as u32)),
                    _ => format!("{}", f64::from_bits(x as u64)),
                },
                "signed" | "signed_char" => {
                    let sh = 128 - bits.min(&128);
                    format!("{}", ((x << sh) as i128) >> sh)
                }
                "boolean" => format!("{}", x != 0),
                _ => format!("{x}"),
            }
        }
        Some(DiType::Pointer { .. }) => format!("0x{:x}", le(&bytes[..bytes.len().min(8)])),
        Some(DiType::Array { base, counts, .. }) => {
            let es = di.size_of(*base) as usize;
            let n: u64 = counts.iter().product();
            if es == 0 {
                return "{…}".into();
            }
            let mut parts = Vec::new();
            for k in 0..(n as usize).min(64) {
                let Some(b) = bytes.get(k * es..(k + 1) * es) else { break };
                parts.push(format_value(di, *base, b));
            }
            if n > 64 {
                parts.push("…".into());
            }
            format!("{{{}}}", parts.join(", "))
        }
        Some(DiType::Struct { members, .. }) => {
            let parts: Vec<String> = members
                .iter()
                .filter_map(|m| match di.types.get(m)? {
                    DiType::Member { name, base, offset } => {
                        let off = (*offset / 8) as usize;
                        let sz = di.size_of(*base) as usize;
                        Some(format!("{name} = {}", format_value(di, *base, bytes.get(off..off + sz)?)))
                    }
                    _ => None,
                })
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
        _ => format!("{}", le(bytes)),
    }
}

/// Parses the constant text of a record operand (`0`, `-3`, `1.5e+00`, `0x3FF0…`, `true`,
/// `null`) as the bits of IR type `ty`.
fn const_bits(text: &str, ty: &str) -> Option<u128> {
    match text {
        "true" => return Some(1),
        "false" | "null" | "zeroinitializer" => return Some(0),
        _ => {}
    }
    if let Ok(v) = text.parse::<i128>() {
        let bits: u32 = ty.trim_start_matches('i').parse().unwrap_or(128);
        let mask = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
        return Some(v as u128 & mask);
    }
    if let Some(h) = text.strip_prefix("0x") {
        let x = u64::from_str_radix(h, 16).ok()?;
        // IR hex floats are doubles; a `float` holds the double's value.
        return Some(if ty == "float" { (f64::from_bits(x) as f32).to_bits() as u128 } else { x as u128 });
    }
    let f: f64 = text.parse().ok()?;
    Some(match ty {
        "float" => (f as f32).to_bits() as u128,
        "half" => memory::float_bits(f, &super::values::Ty::Half),
        _ => f.to_bits() as u128,
    })
}

impl Tables {
    fn build(module: &Module, src: &str, prog: &DecodedProgram, di: DebugInfo, kernel: usize, geo: ([u64; 3], [u64; 3], u32)) -> Tables {
        let (global, local, wave) = geo;
        let index = LineIndex::new(src);
        let mut funcs = Vec::with_capacity(module.functions.len());
        let mut reg_names = Vec::with_capacity(module.functions.len());
        let mut reg_tys = Vec::with_capacity(module.functions.len());
        for (fi, f) in module.functions.iter().enumerate() {
            let df = &prog.funcs[fi];
            let fd = di.functions.get(fi).cloned().unwrap_or_default();
            let n = df.insts.len();
            let mut names: HashMap<String, u32> = HashMap::new();
            for (i, v) in f.values.iter().enumerate() {
                let t = v.span.text(src);
                if t.starts_with('%') {
                    names.insert(t.to_string(), i as u32);
                }
            }
            let mut ft = FuncTable {
                line: vec![0; n],
                loc: vec![None; n],
                rec: vec![(0, 0); n],
                records: Vec::new(),
                ir_line: vec![0; n],
                block_of: vec![0; n],
                block_start: vec![false; n],
            };
            for b in 0..df.block_start.len().saturating_sub(1) {
                let (s, e) = (df.block_start[b] as usize, df.block_start[b + 1] as usize);
                if s < n {
                    ft.block_start[s] = true;
                }
                for pc in s..e.min(n) {
                    ft.block_of[pc] = b as u32;
                }
            }
            // Module instruction k ↔ decoded pc (phis are not decoded instructions).
            let mut pc_of = vec![u32::MAX; f.insts.len()];
            let mut pc = 0u32;
            for (k, inst) in f.insts.iter().enumerate() {
                if inst.opcode != crate::ir::Opcode::Phi {
                    pc_of[k] = pc;
                    pc += 1;
                }
            }
            let mut last: Option<MdId> = None;
            for (k, inst) in f.insts.iter().enumerate() {
                let p = pc_of[k];
                if p == u32::MAX || p as usize >= n {
                    continue;
                }
                let p = p as usize;
                ft.ir_line[p] = index.line_col(src, inst.span.start as usize).line;
                let loc = fd.locs.get(k).copied().flatten();
                if let Some(l) = loc.and_then(|l| di.locations.get(&l)) {
                    ft.line[p] = l.line;
                }
                if loc.is_some() {
                    last = loc;
                }
                ft.loc[p] = loc.or(last);
            }
            // Records: grouped by the pc they precede (a record before a phi waits for the
            // block's first non-phi instruction).
            let mut recs: Vec<(u32, CRecord)> = Vec::new();
            for (k, r) in &fd.records {
                let mut k = *k as usize;
                while k < pc_of.len() && pc_of[k] == u32::MAX {
                    k += 1;
                }
                let Some(&p) = pc_of.get(k) else { continue };
                let src_op = match &r.operand {
                    DbgOperand::Local { name, .. } => names.get(name).map(|&r| COperand::Reg(r)),
                    DbgOperand::Const { text, ty } => const_bits(text, ty).map(COperand::Const),
                    _ => None,
                };
                let inlined_at = r.loc.and_then(|l| di.locations.get(&l)).and_then(|l| l.inlined_at);
                recs.push((p, CRecord { rec: r.clone(), src: src_op, inlined_at }));
            }
            crate::sort::sort_by_key(&mut recs, |(p, _)| *p);
            let mut i = 0;
            while i < recs.len() {
                let p = recs[i].0;
                let a = ft.records.len() as u32;
                while i < recs.len() && recs[i].0 == p {
                    ft.records.push(recs[i].1.clone());
                    i += 1;
                }
                ft.rec[p as usize] = (a, ft.records.len() as u32);
            }
            // Only a function without debug records shows its registers (`ssa_operands`).
            reg_tys.push(if ft.records.is_empty() { ssa_types::register_types(df, src) } else { Vec::new() });
            funcs.push(ft);
            reg_names.push(names);
        }
        let kf = &module.functions[kernel];
        Tables {
            funcs,
            kernel: kernel as u32,
            group_size: (local[0] * local[1] * local[2]) as u32,
            local,
            global,
            wave,
            num_groups: [global[0].div_ceil(local[0]), global[1].div_ceil(local[1]), global[2].div_ceil(local[2])],
            block_names: (0..kf.cfg.num_blocks()).map(|b| kf.cfg.name_of(crate::cfg::Block(b as u32)).to_string()).collect(),
            func_names: module.functions.iter().map(|f| f.name.clone()).collect(),
            reg_names,
            reg_tys,
            di,
        }
    }

    /// The global id of the work-item with schedule index `i` (inverse of `index_of`).
    fn gid_of(&self, i: u32) -> [u64; 3] {
        let gs = self.group_size.max(1) as u64;
        let (g, l) = (i as u64 / gs, i as u64 % gs);
        let ng = self.num_groups;
        let grp = [g % ng[0], (g / ng[0]) % ng[1], g / (ng[0] * ng[1])];
        let lid = [l % self.local[0], (l / self.local[0]) % self.local[1], l / (self.local[0] * self.local[1])];
        [0, 1, 2].map(|d| grp[d] * self.local[d] + lid[d])
    }

    /// The ids a condition sees for the work-item with schedule index `i`.
    fn ids(&self, i: u32) -> condition::Ids {
        let g = self.gid_of(i);
        condition::Ids {
            global: g,
            local: [0, 1, 2].map(|d| g[d] % self.local[d]),
            group: [0, 1, 2].map(|d| g[d] / self.local[d]),
            global_size: self.global,
            local_size: self.local,
        }
    }

    /// The schedule index of global work-item `g` (work-groups in linear order, then local
    /// linear order), or `None` outside the NDRange.
    fn index_of(&self, g: [u64; 3]) -> Option<u32> {
        if (0..3).any(|d| g[d] >= self.global[d]) {
            return None;
        }
        let grp = [g[0] / self.local[0], g[1] / self.local[1], g[2] / self.local[2]];
        let l = [g[0] % self.local[0], g[1] % self.local[1], g[2] % self.local[2]];
        let glin = grp[0] + grp[1] * self.num_groups[0] + grp[2] * self.num_groups[0] * self.num_groups[1];
        let llin = l[0] + l[1] * self.local[0] + l[2] * self.local[0] * self.local[1];
        u32::try_from(glin * self.group_size as u64 + llin).ok()
    }
}

/// A debugging session of one kernel on fixed inputs (see the module doc). `new` → any of
/// `step`, `run_to_breakpoint`, `run_to_finding`, `step_back` → `state`.
pub struct DebugSession {
    module: Module,
    src: Arc<str>,
    prog: Arc<DecodedProgram>,
    fi: usize,
    inputs: RunInputs,
    limits: Limits,
    t: Arc<Tables>,
    focus: [u64; 3],
    breakpoints: Vec<Breakpoint>,
    /// Visited stops, oldest first (the last is the current one).
    history: Vec<DebugState>,
    /// Divergence and reconvergence stops per warp (by the schedule index of its first lane).
    warp_points: HashMap<u32, Arc<Vec<divergence::WarpPoint>>>,
    /// The machine paused at the last stop a run reached (forward commands resume it).
    live: RefCell<Option<Paused>>,
    /// Machine-state checkpoints taken during runs.
    checkpoints: RefCell<Checkpoints>,
}

/// A machine paused by the probe, and the probe (taken out of it): resuming it runs on from
/// event `next` (the first event a run from it can stop at).
#[derive(Clone)]
struct Paused {
    rs: RunSession,
    probe: Probe,
    next: u64,
}

/// Machine-state checkpoints (issue 33 item 7): copies of the paused machine every
/// `interval` events, ascending by `next`.
struct Checkpoints {
    list: Vec<Paused>,
    interval: u64,
    bytes: usize,
    enabled: bool,
    /// Whether runs resume paused machines at all (else each starts from the launch).
    resume: bool,
}

/// Events between checkpoints at first (doubled when thinned).
pub const CHECKPOINT_INTERVAL: u64 = 8192;
/// The most checkpoints kept.
pub const MAX_CHECKPOINTS: usize = 128;
/// The most bytes (estimated) the checkpoints take.
pub const MAX_CHECKPOINT_BYTES: usize = 128 << 20;

/// The estimated size of a copy of `rs`: memory with its shadows, the paused work-items,
/// the paths.
fn approx_bytes(rs: &RunSession) -> usize {
    let regions: usize = rs.m.regions.iter().map(|r| r.bytes.len() + r.def.len() + r.shadow.len() * std::mem::size_of::<checks::Cell>()).sum();
    let items: usize = rs.m.suspended.as_ref().map_or(0, |its| its.iter().map(|i| i.stack.len() + std::mem::size_of_val(i.state().0) + 8 * i.state().1.len()).sum());
    let paths: usize = rs.paths.iter().map(|p| 4 * p.len()).sum();
    regions + items + paths + 4096
}

/// A copy of the private memory of work-item `keep` (schedule index) — else of the stopped
/// work-item `stopped` — from the paused work-group of `rs`.
fn private_copy(rs: &RunSession, keep: Option<u32>, stopped: Option<[u64; 3]>) -> Option<PrivateCopy> {
    let items = rs.m.suspended.as_ref()?;
    let it = items.iter().find(|i| Some(i.index) == keep).or_else(|| items.iter().find(|i| Some(rs.m.gid(i)) == stopped))?;
    let (regs, _, sdef) = it.state();
    let mut allocas = Vec::new();
    for (func, _, _, base) in it.frames() {
        let Some(df) = rs.m.prog.funcs.get(func as usize) else { continue };
        let reg = |r: u32| regs.get((base + r) as usize).map(|v| v.s());
        for (pc, inst) in df.insts.iter().enumerate() {
            let super::decode::K::Alloca { size, count, count_bits, .. } = &inst.k else { continue };
            // Zero until the alloca has run in this frame.
            let Some(p) = reg(inst.dst) else { continue };
            let (tag, start) = split(p as u64);
            if tag != TAG_PRIVATE || start >= it.stack.len() as u64 {
                continue;
            }
            let n = match count {
                super::decode::Src::C(c) => df.consts.get(*c as usize).map(|v| v.s()),
                super::decode::Src::R(r) => reg(*r),
            }
            .unwrap_or(1);
            let n = if *count_bits >= 64 { n as u64 } else { n as u64 & ((1u64 << count_bits) - 1) };
            let end = start.saturating_add(size.saturating_mul(n)).min(it.stack.len() as u64);
            allocas.push(PrivateAlloca { func, pc: pc as u32, dst: inst.dst, start, end });
        }
    }
    Some(PrivateCopy { work_item: rs.m.gid(it), bytes: it.stack.clone(), def: sdef.to_vec(), allocas })
}

impl DebugSession {
    /// A session on kernel `kernel` (the first kernel when `None`) of the IR text `src`, with
    /// `inputs` (directives in `src` first, then `inputs`, then defaults, as
    /// [`super::run`]), stopped before work-item (0, 0, 0)'s first instruction.
    /// `O(source + that stop)`.
    ///
    /// # Errors
    /// A parse error, malformed debug information, unsupported IR, bad inputs (as
    /// [`RunError`]s with line:column).
    pub fn new(src: &str, kernel: Option<&str>, inputs: &RunInputs, limits: &Limits) -> Result<DebugSession, RunError> {
        let module = crate::ir::parse_module(src).map_err(|e| RunError { kind: RunErrorKind::Input, line: e.line, col: e.col, span: e.span, work_item: None, message: e.message })?;
        let fi = match kernel {
            Some(k) => module.functions.iter().position(|f| f.name == k).ok_or_else(|| RunError::general(RunErrorKind::Input, format!("no function named `{k}`")))?,
            None => module.functions.iter().position(|f| f.is_kernel).unwrap_or(0),
        };
        if module.functions.is_empty() {
            return Err(RunError::general(RunErrorKind::Input, "the module defines no function"));
        }
        // The lazy reader decodes on first use; a session validates once at its start so that
        // malformed debug information is an error naming its line and column, not a silent gap.
        let di = DebugInfo::read(&module, src)
            .and_then(|di| di.validate().map(|()| di))
            .map_err(|e| RunError { kind: RunErrorKind::Input, line: e.line, col: e.col, span: e.span, work_item: None, message: e.message })?;
        let prog = Arc::new(super::decode::decode(&module, src)?);
        let directives = inputs::parse_directives(src, &module.functions[fi])?;
        let explicit = inputs::materialize(&prog, fi, &inputs::merge(&directives, inputs))?;
        let (global, local, wave, _, _) = inputs::resolve(&prog, fi, &explicit)?;
        let t = Arc::new(Tables::build(&module, src, &prog, di, fi, (global, local, wave)));
        let mut s = DebugSession { module, src: Arc::from(src), prog, fi, inputs: explicit, limits: limits.clone(), t, focus: [0; 3], breakpoints: Vec::new(), history: Vec::new(), warp_points: HashMap::new(), live: RefCell::new(None), checkpoints: RefCell::new(Checkpoints { list: Vec::new(), interval: CHECKPOINT_INTERVAL, bytes: 0, enabled: true, resume: true }) };
        let first = s.execute(Target::Focus { from: 0, gran: None, line: 0, depth: 0 })?;
        s.history.push(first);
        Ok(s)
    }

    /// Chooses how runs reach a stop: `Some(n)`: resume the machine paused at the last stop
    /// or the latest checkpoint before the target, taking a checkpoint every `n` events (the
    /// default, `n` = [`CHECKPOINT_INTERVAL`]; thinned past [`MAX_CHECKPOINTS`] or
    /// [`MAX_CHECKPOINT_BYTES`]); `None`: re-execute from the launch for every command (the
    /// reference the property test holds the checkpoints to). Drops the checkpoints kept.
    pub fn set_checkpoints(&mut self, interval: Option<u64>) {
        let mut cps = self.checkpoints.borrow_mut();
        cps.list.clear();
        cps.bytes = 0;
        cps.enabled = interval.is_some();
        cps.resume = interval.is_some();
        cps.interval = interval.unwrap_or(CHECKPOINT_INTERVAL).max(1);
        *self.live.borrow_mut() = None;
    }

    /// The checkpoints kept: their count, the event interval and the estimated bytes.
    pub fn checkpoint_stats(&self) -> (usize, u64, usize) {
        let c = self.checkpoints.borrow();
        (c.list.len(), c.interval, c.bytes)
    }

    /// The debug information read from the module.
    pub fn debug_info(&self) -> &DebugInfo {
        &self.t.di
    }

    /// The current stop.
    pub fn state(&self) -> &DebugState {
        self.history.last().expect("a session always has a stop")
    }

    /// The stops visited so far, oldest first.
    pub fn history(&self) -> &[DebugState] {
        &self.history
    }

    /// The focused work-item (global id).
    pub fn focus(&self) -> [u64; 3] {
        self.focus
    }

    /// Focuses work-item `g` (steps follow it).
    ///
    /// # Errors
    /// `g` outside the NDRange.
    pub fn set_focus(&mut self, g: [u64; 3]) -> Result<(), RunError> {
        self.t.index_of(g).ok_or_else(|| RunError::general(RunErrorKind::Input, format!("work-item ({}, {}, {}) is outside the NDRange", g[0], g[1], g[2])))?;
        self.focus = g;
        Ok(())
    }

    /// The breakpoints, in order (their index is what [`StopReason::Breakpoint`] names).
    pub fn breakpoints(&self) -> &[Breakpoint] {
        &self.breakpoints
    }

    /// Adds a breakpoint; returns its index.
    pub fn add_breakpoint(&mut self, bp: Breakpoint) -> usize {
        self.breakpoints.push(bp);
        self.breakpoints.len() - 1
    }

    /// Adds a breakpoint after checking its condition's syntax; returns its index.
    ///
    /// # Errors
    /// The condition's syntax error (a [`RunError`] of kind `Input`, line 1 and the column in
    /// the condition).
    pub fn try_add_breakpoint(&mut self, bp: Breakpoint) -> Result<usize, RunError> {
        if let Some(c) = &bp.condition {
            Condition::parse(c).map_err(|e| condition_error(&e))?;
        }
        Ok(self.add_breakpoint(bp))
    }

    /// Removes breakpoint `k` (later ones move down by one); `false` if there is none.
    pub fn remove_breakpoint(&mut self, k: usize) -> bool {
        if k < self.breakpoints.len() {
            self.breakpoints.remove(k);
            true
        } else {
            false
        }
    }

    /// Removes all breakpoints.
    pub fn clear_breakpoints(&mut self) {
        self.breakpoints.clear();
    }

    /// The first event a forward command may stop at: the one after the current stop.
    fn from(&self) -> u64 {
        let s = self.state();
        if s.finished {
            u64::MAX
        } else {
            s.position + 1
        }
    }

    fn push(&mut self, s: DebugState) -> &DebugState {
        self.history.push(s);
        self.state()
    }

    /// Steps the focused work-item to its next instruction, source line or block.
    ///
    /// # Errors
    /// A run-time error that stops the run (the step limit; faults are findings).
    pub fn step(&mut self, g: Granularity) -> Result<&DebugState, RunError> {
        let (line, depth) = self.focus_line();
        let s = self.execute(Target::Focus { from: self.from(), gran: Some(g), line, depth })?;
        Ok(self.push(s))
    }

    fn focus_line(&self) -> (u32, u32) {
        let st = self.state();
        st.lanes
            .iter()
            .find(|l| l.work_item == self.focus)
            .map_or((0, 0), |l| (l.source.as_ref().map_or(0, |s| s.line), l.depth))
    }

    /// Runs to the next breakpoint hit (or the end).
    ///
    /// # Errors
    /// As [`DebugSession::step`].
    pub fn run_to_breakpoint(&mut self) -> Result<&DebugState, RunError> {
        let s = self.execute(Target::Continue { from: self.from(), findings: false })?;
        Ok(self.push(s))
    }

    /// Runs to the next breakpoint hit or new finding of the checks (or the end).
    ///
    /// # Errors
    /// As [`DebugSession::step`].
    pub fn run_to_finding(&mut self) -> Result<&DebugState, RunError> {
        let s = self.execute(Target::Continue { from: self.from(), findings: true })?;
        Ok(self.push(s))
    }

    /// Runs to the next divergence of the focused work-item's warp (see [`divergence`]): the
    /// stop is the focused work-item's branch where its warp's lanes split, with
    /// [`StopReason::Divergence`]; or the end. Breakpoints do not stop this run.
    /// `O(a run)` the first time for a warp (its block paths are recorded), then
    /// `O(events to the stop)`.
    ///
    /// # Errors
    /// As [`DebugSession::step`].
    pub fn run_to_divergence(&mut self) -> Result<&DebugState, RunError> {
        self.run_to_warp_point(true)
    }

    /// Runs to the next reconvergence of the focused work-item's warp: the first instruction
    /// of the block where the lanes that split at a divergence come back together, with
    /// [`StopReason::Reconvergence`]; or the end. As [`DebugSession::run_to_divergence`].
    ///
    /// # Errors
    /// As [`DebugSession::step`].
    pub fn run_to_reconvergence(&mut self) -> Result<&DebugState, RunError> {
        self.run_to_warp_point(false)
    }

    /// The divergence and reconvergence stops of the focused work-item (see [`divergence`]):
    /// `(event, divergence?, block name)`, sorted by event.
    ///
    /// # Errors
    /// As [`DebugSession::step`].
    pub fn warp_points(&mut self) -> Result<Vec<(u64, bool, String)>, RunError> {
        let pts = self.focus_warp_points()?;
        Ok(pts.iter().map(|p| (p.event, p.divergence, self.t.block_names.get(p.block as usize).cloned().unwrap_or_default())).collect())
    }

    fn focus_warp_points(&mut self) -> Result<Arc<Vec<divergence::WarpPoint>>, RunError> {
        let t = &self.t;
        let idx = t.index_of(self.focus).unwrap_or(0);
        let group_first = idx - idx % t.group_size.max(1);
        let llin = idx - group_first;
        let lo = group_first + llin / t.wave * t.wave;
        let hi = (lo + t.wave).min(group_first + t.group_size);
        if let Some(p) = self.warp_points.get(&lo) {
            return Ok(Arc::clone(p));
        }
        let (_, paths) = self.execute_with(Target::Record { lo, hi }, None, |_, p, _| std::mem::take(&mut p.rec.paths))?;
        let pts = Arc::new(divergence::points(&paths, (idx - lo) as usize));
        self.warp_points.insert(lo, Arc::clone(&pts));
        Ok(pts)
    }

    fn run_to_warp_point(&mut self, div: bool) -> Result<&DebugState, RunError> {
        let from = self.from();
        let pts = self.focus_warp_points()?;
        let next = pts.iter().find(|p| p.event >= from && p.divergence == div);
        let s = match next {
            Some(p) => {
                let mut s = self.execute(Target::Event(p.event))?;
                if !s.finished {
                    let name = self.t.block_names.get(p.block as usize).cloned().unwrap_or_default();
                    s.reason = if div { StopReason::Divergence(name) } else { StopReason::Reconvergence(name) };
                }
                s
            }
            None => self.execute(Target::Event(u64::MAX))?,
        };
        Ok(self.push(s))
    }

    /// The regions the memory view can show at the current stop: each buffer argument, the
    /// writable module globals, `local` (the stopped work-item's work-group's `__local`
    /// memory) with its typed parts (each `addrspace(3)` global and `__local` parameter), and
    /// `private` (the focused work-item's private memory when its work-group is running, else
    /// the stopped one's; not at the end) with its typed parts (each live `alloca`, by its
    /// `#dbg_declare` variable or IR name). `O(events to the stop)` (a
    /// re-execution).
    ///
    /// # Errors
    /// As [`DebugSession::step`].
    pub fn memory_regions(&self) -> Result<Vec<MemoryRegion>, RunError> {
        let keep = self.t.index_of(self.focus);
        let regions = self.at_current_stop(keep, |rs, p, _| self.regions_of(rs, p))?;
        Ok(regions.into_iter().map(|(r, _)| r).collect())
    }

    /// The lanes of warp `warp` of the stopped work-group at the current stop, as
    /// [`DebugState::lanes`] shows the stopped warp's (issue 33 item 3: the work-group view
    /// shows each of its warps, not only the one that stopped): next instruction, line and
    /// every variable in scope of each lane, from the paused machine. `warp_lanes(st.warp)`
    /// is `st.lanes`. At the end of the kernel (no work-group is paused) the list is empty.
    /// `O(events to the stop + lanes × bindings)` (a re-execution unless the paused machine is
    /// the live one).
    ///
    /// # Errors
    /// `warp` is not a warp of the work-group (kind `Input`), or as [`DebugSession::step`].
    pub fn warp_lanes(&self, warp: u32) -> Result<Vec<LaneState>, RunError> {
        let st = self.state();
        if st.finished || st.work_item.is_none() {
            return Ok(Vec::new());
        }
        let wave = self.t.wave.max(1);
        let group: u64 = self.t.local.iter().product();
        let warps = group.div_ceil(u64::from(wave));
        if u64::from(warp) >= warps {
            return Err(RunError::general(RunErrorKind::Input, format!("warp {warp} is not in the work-group: it has {warps}")));
        }
        let stopped = st.work_item.and_then(|g| self.t.index_of(g));
        self.at_current_stop(None, |rs, p, _| {
            rs.m.suspended.as_ref().map_or_else(Vec::new, |items| {
                p.warp_lanes(&rs.m, items, warp, stopped)
            })
        })
    }

    /// A page of memory at the current stop (see [`memory_view`]): `req.count` elements of
    /// `req.region` from `req.offset`, each with its value, definedness and last writer.
    /// `O(events to the stop + count)` (a re-execution; only the page is copied).
    ///
    /// # Errors
    /// An unknown region or element type (kind `Input`), or as [`DebugSession::step`].
    pub fn memory(&self, req: &MemoryRequest) -> Result<MemoryPage, RunError> {
        let keep = self.t.index_of(self.focus);
        self.at_current_stop(keep, |rs, p, _| self.page_of(rs, p, req))?
    }

    /// The regions of the machine in `rs` (paused or at its end) and where their bytes are.
    fn regions_of(&self, rs: &RunSession, p: &Probe) -> Vec<(MemoryRegion, RegionAt)> {
        let t = &self.t;
        let mut out = Vec::new();
        let kernel_sp = t.di.functions.get(self.fi).and_then(|f| f.subprogram);
        let f = &self.module.functions[self.fi];
        for &(k, tag) in &rs.buffer_tags {
            let Some(r) = rs.m.regions.get(tag as usize) else { continue };
            let ir_name = f.values.get(k).map_or_else(|| format!("arg{k}"), |v| v.span.text(&self.src).to_string());
            // The parameter's debug variable: its name and pointee type.
            let dv = t.di.variables.iter().map(|(_, v)| v).find(|v| v.arg == k as u32 + 1 && Some(v.scope) == kernel_sp);
            let pointee = dv.and_then(|v| match t.di.resolve(v.ty) {
                Some(DiType::Pointer { base, .. }) => Some(*base),
                _ => None,
            });
            let (elem, size, fmt) = match pointee {
                Some(b) if t.di.size_of(b) > 0 => (t.di.type_name(b), t.di.size_of(b) as u32, ElemFormat::Debug(b)),
                _ => match rs.args.get(k) {
                    Some(inputs::Resolved::Buffer(et, _)) => {
                        let (sz, kind) = memory_view::scalar_type(et.name()).unwrap_or((4, 'i'));
                        (et.name().to_string(), sz, ElemFormat::Scalar(sz, kind))
                    }
                    _ => ("i32".to_string(), 4, ElemFormat::Scalar(4, 'i')),
                },
            };
            let name = dv.map_or_else(|| ir_name.trim_start_matches('%').to_string(), |v| v.name.clone());
            out.push((region_info(name, "global", Some(k), elem, size, r.bytes.len() as u64), RegionAt::Tag(tag, fmt, ir_name, None)));
        }
        for (tag, r) in rs.m.regions.iter().enumerate() {
            // Module globals: writable (`global`) and `__constant` tables (`constant`; the
            // dispatch packet and hidden arguments are unnamed, and not listed).
            let space = match r.space {
                memory::Space::Global => "global",
                memory::Space::Constant => "constant",
                memory::Space::Local => continue,
            };
            if tag >= memory::TAG_GLOBAL0 as usize && r.name.starts_with('@') && !r.name.starts_with("@__") {
                // Typed from its source variable (`DIGlobalVariable`) when it has one.
                let var = t.di.global_variable(&r.name[1..]);
                let (elem, size, fmt) = var.and_then(|v| debug_elem(&t.di, v.ty)).unwrap_or_else(|| ("i32".into(), 4, ElemFormat::Scalar(4, 'i')));
                out.push((region_info(r.name.clone(), space, None, elem, size, r.bytes.len() as u64), RegionAt::Tag(tag as u16, fmt, r.name.clone(), None)));
            }
        }
        if let Some(r) = rs.m.regions.get(memory::TAG_LOCAL as usize).filter(|r| !r.bytes.is_empty()) {
            out.push((region_info("local".into(), "local", None, "i32".into(), 4, r.bytes.len() as u64), RegionAt::Tag(memory::TAG_LOCAL, ElemFormat::Scalar(4, 'i'), "__local".into(), None)));
            self.local_regions(rs, r.bytes.len() as u64, &mut out);
        }
        if let Some(pc) = &p.private {
            out.push((region_info("private".into(), "private", None, "i32".into(), 4, pc.bytes.len() as u64), RegionAt::Private(ElemFormat::Scalar(4, 'i'), "private".into(), None)));
            self.private_regions(pc, &mut out);
        }
        out
    }

    /// The typed sub-ranges of `__local` memory (`total` bytes): each `addrspace(3)` global
    /// (named without the kernel's prefix: `@k.tile` → `tile`), then each `__local` pointer
    /// parameter, at the offsets the launch gave them.
    fn local_regions(&self, rs: &RunSession, total: u64, out: &mut Vec<(MemoryRegion, RegionAt)>) {
        let t = &self.t;
        let layout = &self.prog.layout;
        for g in self.prog.globals.iter().filter(|g| g.addrspace == 3) {
            let (gt, start) = split(g.addr);
            let end = start.saturating_add(layout.alloc_size(&g.ty)).min(total);
            if gt != memory::TAG_LOCAL || start >= end {
                continue;
            }
            // Its source variable (`DIGlobalVariable`): the name and type the source gives it
            // (a struct's members by name); else the IR name after the kernel's prefix and
            // the IR type's scalar.
            let var = t.di.global_variable(&g.name);
            let (elem, size, fmt) = var.as_ref().and_then(|v| debug_elem(&t.di, v.ty)).unwrap_or_else(|| {
                if let Some((elem, size, k)) = memory_view::ty_elem(&g.ty, layout) {
                    return (elem, size, ElemFormat::Scalar(size, k));
                }
                match memory_view::aggregate_elem(&g.ty, layout) {
                    Some((t, sz)) => (t.to_string(), sz, ElemFormat::Ir(t.clone())),
                    None => ("i32".into(), 4, ElemFormat::Scalar(4, 'i')),
                }
            });
            let ir = format!("@{}", g.name);
            let short = var.map(|v| v.name).filter(|n| !n.is_empty()).unwrap_or_else(|| g.name.split_once('.').map_or(g.name.as_str(), |(_, v)| v).to_string());
            let name = unique_name(out, "local", short);
            let mut info = region_info(name, "local", None, elem, size, end - start);
            info.offset = start;
            out.push((info, RegionAt::Tag(memory::TAG_LOCAL, fmt, ir, Some((start, end)))));
        }
        let kernel_sp = t.di.functions.get(self.fi).and_then(|f| f.subprogram);
        let f = &self.module.functions[self.fi];
        let mut lds = self.prog.lds_bytes;
        for (k, a) in rs.args.iter().enumerate() {
            let inputs::Resolved::Local(n) = a else { continue };
            lds = lds.div_ceil(16) * 16;
            let (start, end) = (lds, (lds + n).min(total));
            lds += n;
            if start >= end {
                continue;
            }
            let ir_name = f.values.get(k).map_or_else(|| format!("arg{k}"), |v| v.span.text(&self.src).to_string());
            let dv = t.di.variables.iter().map(|(_, v)| v).find(|v| v.arg == k as u32 + 1 && Some(v.scope) == kernel_sp);
            let pointee = dv.and_then(|v| match t.di.resolve(v.ty) {
                Some(DiType::Pointer { base, .. }) => debug_elem(&t.di, *base),
                _ => None,
            });
            let (elem, size, fmt) = pointee.unwrap_or_else(|| ("i32".into(), 4, ElemFormat::Scalar(4, 'i')));
            let name = unique_name(out, "local", dv.map_or_else(|| ir_name.trim_start_matches('%').to_string(), |v| v.name.clone()));
            let mut info = region_info(name, "local", Some(k), elem, size, end - start);
            info.offset = start;
            out.push((info, RegionAt::Tag(memory::TAG_LOCAL, fmt, ir_name, Some((start, end)))));
        }
    }

    /// The typed sub-ranges of a work-item's private memory: each live `alloca`, named and
    /// typed by its `#dbg_declare` variable when it has one, else by its IR name and type.
    fn private_regions(&self, pc: &PrivateCopy, out: &mut Vec<(MemoryRegion, RegionAt)>) {
        let di = &self.t.di;
        for a in &pc.allocas {
            let Some(df) = self.prog.funcs.get(a.func as usize) else { continue };
            let text = df.spans.get(a.pc as usize).map_or("", |sp| sp.text(&self.src));
            let ir_name = text.split_once('=').map_or_else(|| format!("alloca{}", a.start), |(n, _)| n.trim().to_string());
            let declared = self.t.funcs.get(a.func as usize).and_then(|ft| {
                // A declare of the whole alloca: no expression but AMDGPU's address-space prefix.
                let whole = |e: &[DiOp]| matches!(e, [] | [DiOp::Constu(_), DiOp::Arith(ArithOp::Swap), DiOp::Deref]);
                ft.records.iter().find(|cr| cr.rec.kind == RecordKind::Declare && whole(&cr.rec.expr) && matches!(cr.src, Some(COperand::Reg(r)) if r == a.dst))
            });
            let var = declared.and_then(|cr| di.variables.get(&cr.rec.var));
            let typed = var.and_then(|v| debug_elem(di, v.ty));
            let (elem, size, fmt) = typed.unwrap_or_else(|| {
                let ptr = if self.prog.nvptx { 8 } else { 4 };
                if let Some((e, sz, k)) = memory_view::alloca_type(text).and_then(|ty| memory_view::ir_type_elem(ty, ptr)) {
                    return (e, sz, ElemFormat::Scalar(sz, k));
                }
                // A struct (or an array of structs): its fields at the datalayout's offsets.
                let aggregate = match df.insts.get(a.pc as usize).map(|i| &i.k) {
                    Some(super::decode::K::Alloca { ty, .. }) => memory_view::aggregate_elem(ty, &self.prog.layout),
                    _ => None,
                };
                match aggregate {
                    Some((t, sz)) => {
                        let name = memory_view::alloca_type(text).map(memory_view::array_elem_text).filter(|n| !n.is_empty()).map_or_else(|| t.to_string(), str::to_string);
                        (name, sz, ElemFormat::Ir(t.clone()))
                    }
                    None => ("i32".into(), 4, ElemFormat::Scalar(4, 'i')),
                }
            });
            let base = var.map_or_else(|| ir_name.trim_start_matches('%').to_string(), |v| v.name.clone());
            let name = unique_name(out, "private", base);
            let mut info = region_info(name, "private", None, elem, size, a.end - a.start);
            info.offset = a.start;
            out.push((info, RegionAt::Private(fmt, ir_name, Some((a.start, a.end)))));
        }
    }

    fn page_of(&self, rs: &RunSession, p: &Probe, req: &MemoryRequest) -> Result<MemoryPage, RunError> {
        let want = req.region.as_str();
        let regions = self.regions_of(rs, p);
        let Some((info, at)) = regions.into_iter().find(|(r, at)| {
            let alias = match at {
                RegionAt::Tag(_, _, a, _) | RegionAt::Private(_, a, _) => a,
            };
            r.name == want || r.name.trim_start_matches('%') == want.trim_start_matches('%') || alias == want || alias.trim_start_matches('%') == want.trim_start_matches('%')
        }) else {
            return Err(RunError::general(RunErrorKind::Input, format!("no memory region `{want}` at this stop")));
        };
        let (fmt, elem, size) = match &req.elem {
            Some(e) => {
                let (sz, k) = memory_view::scalar_type(e).ok_or_else(|| RunError::general(RunErrorKind::Input, format!("unknown element type `{e}` (i8 u8 i16 u16 i32 u32 i64 u64 f16 f32 f64)")))?;
                (ElemFormat::Scalar(sz, k), e.clone(), sz)
            }
            None => match &at {
                RegionAt::Tag(_, f, _, _) | RegionAt::Private(f, _, _) => (f.clone(), info.elem.clone(), info.elem_size),
            },
        };
        let size = size.max(1) as u64;
        let (bytes, def, shadow): (&[u8], &[u8], &[checks::Cell]) = match &at {
            RegionAt::Tag(tag, _, _, _) => {
                let r = &rs.m.regions[*tag as usize];
                (&r.bytes, &r.def, &r.shadow)
            }
            RegionAt::Private(..) => {
                let pc = p.private.as_ref().expect("listed only with a copy");
                (&pc.bytes, &pc.def, &[])
            }
        };
        // A sub-range: its bytes only (definedness and shadow are empty or parallel).
        let (bytes, def, shadow) = match &at {
            RegionAt::Tag(_, _, _, Some((a, b))) | RegionAt::Private(_, _, Some((a, b))) => {
                let (a, b) = (*a as usize, (*b as usize).min(bytes.len()));
                let sub = |len: usize| if len >= b { a..b } else { 0..0 };
                (&bytes[a.min(b)..b], &def[sub(def.len())], &shadow[sub(shadow.len())])
            }
            _ => (bytes, def, shadow),
        };
        let total = bytes.len() as u64 / size;
        // The bytes of an element that hold a value (a struct's padding is never written).
        let mut holds_value = Vec::new();
        match &fmt {
            ElemFormat::Scalar(..) => {}
            ElemFormat::Debug(ty) => {
                holds_value = vec![false; size as usize];
                debug_value_bytes(&self.t.di, *ty, 0, &mut holds_value, 0);
            }
            ElemFormat::Ir(ty) => {
                holds_value = vec![false; size as usize];
                memory_view::ir_value_bytes(ty, &self.prog.layout, 0, &mut holds_value);
            }
        }
        let end = req.offset.saturating_add(req.count.min(memory_view::MAX_PAGE)).min(total);
        let mut elements = Vec::with_capacity(end.saturating_sub(req.offset) as usize);
        for i in req.offset..end {
            let (a, b) = ((i * size) as usize, ((i + 1) * size) as usize);
            let eb = &bytes[a..b];
            let value = match &fmt {
                ElemFormat::Scalar(sz, k) => memory_view::format_scalar(eb, *sz, *k),
                ElemFormat::Debug(ty) => format_value(&self.t.di, *ty, eb),
                ElemFormat::Ir(ty) => memory_view::format_ir(ty, &self.prog.layout, eb),
            };
            let defined = def.is_empty() || def.get(a..b).is_some_and(|d| value_defined(d, &holds_value));
            let writer = shadow.get(a..b).and_then(|cells| cells.iter().find(|c| c.w != 0)).map(|c| self.writer(rs, c));
            elements.push(MemoryElement { index: i, value, defined, writer });
        }
        let work_item = match &at {
            RegionAt::Private(..) => p.private.as_ref().map(|pc| pc.work_item),
            RegionAt::Tag(tag, _, _, _) if *tag == memory::TAG_LOCAL => self.state().work_item,
            _ => None,
        };
        Ok(MemoryPage { region: info, elem, elem_size: size as u32, offset: req.offset, elements, work_item })
    }

    /// The last writer a shadow cell names.
    fn writer(&self, rs: &RunSession, c: &checks::Cell) -> LastWriter {
        let async_copy = c.w & super::async_copy::ASYNC_ID != 0;
        let work_item = rs.m.gid_of_index(c.w.wrapping_sub(1));
        let id = c.wi & !checks::ATOMIC;
        let base = &rs.m.inst_base;
        let f = base.partition_point(|&b| b <= id).saturating_sub(1);
        let pc = (id - base.get(f).copied().unwrap_or(0)) as usize;
        let ft = self.t.funcs.get(f);
        LastWriter {
            work_item,
            async_copy,
            atomic: c.wi & checks::ATOMIC != 0,
            function: self.t.func_names.get(f).cloned().unwrap_or_default(),
            ir_line: ft.and_then(|ft| ft.ir_line.get(pc)).copied().unwrap_or(0),
            line: ft.and_then(|ft| ft.line.get(pc)).copied().filter(|&l| l != 0),
        }
    }

    /// Goes back `k` stops (to the first stop at most): the session is at that stop again,
    /// with the state it had (kept; [`DebugSession::replay`] re-executes to it and gives the
    /// same lanes, which the property test checks). `O(1)`.
    ///
    /// # Errors
    /// As [`DebugSession::step`].
    pub fn step_back(&mut self, k: usize) -> Result<&DebugState, RunError> {
        let keep = self.history.len().saturating_sub(k).max(1);
        self.history.truncate(keep);
        Ok(self.state())
    }

    /// Re-executes the kernel to event `position` (the state any stop there had).
    ///
    /// # Errors
    /// As [`DebugSession::step`].
    pub fn replay(&self, position: u64) -> Result<DebugState, RunError> {
        self.execute(Target::Event(position))
    }

    /// Runs the kernel from the launch with a probe aimed at `target`.
    fn execute(&self, target: Target) -> Result<DebugState, RunError> {
        Ok(self.execute_with(target, None, |_, _, _| ())?.0)
    }

    /// [`DebugSession::execute`], then `look` at the machine where it stopped (with the
    /// probe, whose `private` holds work-item `keep_private`'s private memory — else the
    /// stopped one's —, and the state; `None` at the end, before the run is finished).
    ///
    /// The run starts from the latest paused machine at or before the target's first event:
    /// the last stop's (`live`), a checkpoint, or the launch; it takes checkpoints on its
    /// way. A recording run starts from the launch.
    fn execute_with<T>(&self, target: Target, keep_private: Option<u32>, look: impl FnOnce(&RunSession, &mut Probe, Option<&DebugState>) -> T) -> Result<(DebugState, T), RunError> {
        let first = match target {
            Target::Event(x) => x,
            Target::Focus { from, .. } | Target::Continue { from, .. } => from,
            Target::Record { .. } => 0,
        };
        let record = matches!(target, Target::Record { .. });
        // A step only stops at the focused work-item's events: it may start from a later
        // checkpoint if that work-item ran nothing in between.
        let focus = matches!(target, Target::Focus { .. }).then(|| self.t.index_of(self.focus)).flatten();
        let (mut rs, mut probe) = match if record { None } else { self.start_at(first, focus) } {
            Some(p) => (p.rs, p.probe),
            None => self.launch()?,
        };
        self.arm(&mut probe, target, record)?;
        loop {
            rs.m.paused = false;
            rs.m.probe = Some(Box::new(probe));
            match rs.advance(u64::MAX) {
                Ok(_) => {
                    let mut p = rs.m.probe.take().ok_or_else(|| RunError::general(RunErrorKind::Unsupported, "the debugger lost its probe"))?;
                    let events = p.events;
                    let seen = look(&rs, &mut p, None);
                    let run = rs.finish()?;
                    let st = DebugState {
                        position: events,
                        reason: StopReason::End,
                        work_item: None,
                        group: [0; 3],
                        warp: 0,
                        lanes: Vec::new(),
                        findings: run.findings.len(),
                        finished: true,
                        finding: None,
                    };
                    return Ok((st, seen));
                }
                Err(e) if rs.m.paused => {
                    let mut p = rs.m.probe.take().ok_or(e)?;
                    if p.checkpoint_due {
                        p.checkpoint_due = false;
                        self.save_checkpoint(&rs, &p);
                        let iv = self.checkpoints.borrow().interval;
                        p.checkpoint_at = (p.events / iv + 1) * iv;
                        p.special_at = p.checkpoint_at;
                        probe = *p;
                        continue;
                    }
                    let mut st = p.state.take().ok_or_else(|| RunError::general(RunErrorKind::Unsupported, "the debugger paused without a state"))?;
                    if let StopReason::Finding(k) = st.reason {
                        st.finding = rs.m.findings.list.get(k).cloned();
                    }
                    p.private = private_copy(&rs, keep_private, st.work_item);
                    let seen = look(&rs, &mut p, Some(&st));
                    if !record && self.checkpoints.borrow().resume {
                        *self.live.borrow_mut() = Some(Paused { rs, probe: *p, next: st.position + 1 });
                    }
                    return Ok((st, seen));
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// `look` at the machine paused at the current stop (the live one when it is there, else
    /// re-executed to it from the nearest checkpoint), as [`DebugSession::execute_with`].
    fn at_current_stop<T>(&self, keep_private: Option<u32>, look: impl FnOnce(&RunSession, &mut Probe, Option<&DebugState>) -> T) -> Result<T, RunError> {
        let st = self.state();
        if !st.finished {
            if let Some(live) = self.live.borrow_mut().as_mut().filter(|l| l.next == st.position + 1) {
                live.probe.private = private_copy(&live.rs, keep_private, st.work_item);
                return Ok(look(&live.rs, &mut live.probe, Some(st)));
            }
        }
        let target = if st.finished { Target::Event(u64::MAX) } else { Target::Event(st.position) };
        Ok(self.execute_with(target, keep_private, look)?.1)
    }

    /// The latest paused machine from which a run can reach event `first`: the live one or
    /// a checkpoint (a copy), whichever is later; `None`: from the launch. With `focus` (a
    /// step of that schedule index), a later checkpoint where the work-item has run as many
    /// events as at the start found is as good (none of its events lies in between).
    fn start_at(&self, first: u64, focus: Option<u32>) -> Option<Paused> {
        let cps = self.checkpoints.borrow();
        if !cps.resume {
            return None;
        }
        let live_next = self.live.borrow().as_ref().map(|l| l.next).filter(|&n| n <= first);
        let mut at = cps.list.partition_point(|c| c.next <= first);
        let cp = at.checked_sub(1).map(|i| &cps.list[i]);
        let use_live = match (live_next, cp) {
            (Some(ln), Some(c)) => c.next <= ln,
            (Some(_), None) => true,
            (None, _) => false,
        };
        if let Some(f) = focus {
            let count = |p: &Probe| p.per_item.get(f as usize).map_or(0, |x| x[1]);
            let base = if use_live { self.live.borrow().as_ref().map(|l| (l.next, count(&l.probe))) } else { Some(cp.map_or((0, 0), |c| (c.next, count(&c.probe)))) };
            if let Some((next, n0)) = base {
                at = cps.list.partition_point(|c| c.next <= next);
                let mut best = None;
                while let Some(c) = cps.list.get(at).filter(|c| count(&c.probe) == n0) {
                    best = Some(c);
                    at += 1;
                }
                if let Some(c) = best {
                    return Some(c.clone());
                }
            }
        }
        if use_live {
            return self.live.borrow_mut().take();
        }
        cp.cloned()
    }

    /// A machine at the launch with a fresh probe.
    fn launch(&self) -> Result<(RunSession, Probe), RunError> {
        let rs = RunSession::new(Arc::clone(&self.prog), &self.module, &self.src, self.fi, &self.inputs, &self.limits)?;
        let total = self.t.group_size as u64 * self.t.num_groups.iter().product::<u64>();
        let probe = Probe {
            t: Arc::clone(&self.t),
            events: 0,
            target: Target::Event(u64::MAX),
            focus: 0,
            breakpoints: Vec::new(),
            conds: Vec::new(),
            armed_for: None,
            pcs: Vec::new(),
            base: Vec::new(),
            per_item: vec![[0, 0]; total as usize],
            bindings: Vec::new(),
            findings_seen: 0,
            stop: None,
            state: None,
            rec: Recorder::default(),
            private: None,
            checkpoint_at: u64::MAX,
            checkpoint_due: false,
            skip: false,
            special_at: u64::MAX,
            prog: Arc::clone(&self.prog),
            src: Arc::clone(&self.src),
        };
        Ok((rs, probe))
    }

    /// Aims `probe` at `target` with the session's focus and breakpoints, and at the next
    /// checkpoint (none for a recording run).
    fn arm(&self, probe: &mut Probe, target: Target, record: bool) -> Result<(), RunError> {
        let nfunc = self.t.funcs.len();
        let mut base = Vec::with_capacity(nfunc);
        let mut pcs: Vec<u64> = Vec::new();
        for (f, ft) in self.t.funcs.iter().enumerate() {
            base.push(pcs.len() as u32);
            for pc in 0..ft.line.len() {
                let mut x = ft.line[pc] as u64;
                if ft.rec[pc].0 != ft.rec[pc].1 || (pc == 0 && f == self.fi) {
                    x |= PC_BIND;
                }
                if ft.block_start[pc] {
                    x |= PC_BLOCK_START;
                }
                pcs.push(x);
            }
        }
        let mut bps = Vec::new();
        let mut conds = Vec::new();
        for bp in &self.breakpoints {
            conds.push(match &bp.condition {
                Some(c) => Some(Arc::new(Condition::parse(c).map_err(|e| condition_error(&e))?)),
                None => None,
            });
            let wi = bp.work_item.and_then(|g| self.t.index_of(g));
            if bp.work_item.is_some() && wi.is_none() {
                bps.push((bp.clone(), Some(u32::MAX)));
                continue;
            }
            bps.push((bp.clone(), wi));
            for (f, ft) in self.t.funcs.iter().enumerate() {
                for pc in 0..ft.line.len() {
                    let on = match &bp.at {
                        BreakAt::SourceLine(l) => ft.line[pc] == *l,
                        BreakAt::IrLine(n) => ft.ir_line[pc] == *n,
                        BreakAt::Block(_) => f == self.fi && ft.block_start[pc],
                    };
                    if on {
                        pcs[base[f] as usize + pc] |= PC_ARMED;
                    }
                }
            }
        }
        probe.target = target;
        probe.focus = self.t.index_of(self.focus).unwrap_or(0);
        let first = bps.first().and_then(|b| b.1);
        probe.armed_for = first.filter(|&w| bps.iter().all(|b| b.1 == Some(w)));
        probe.breakpoints = bps;
        probe.conds = conds;
        probe.pcs = pcs;
        probe.base = base;
        probe.stop = None;
        probe.state = None;
        probe.private = None;
        probe.checkpoint_due = false;
        let cps = self.checkpoints.borrow();
        probe.checkpoint_at = if record || !cps.enabled {
            u64::MAX
        } else {
            // The next multiple of the interval not yet passed (a checkpoint resumed at
            // exactly its event must not pause there again).
            let n = probe.events;
            let c = n.div_ceil(cps.interval) * cps.interval;
            if c == n && !probe.skip {
                c + cps.interval
            } else {
                c
            }
        };
        probe.special_at = if probe.skip { probe.events } else { probe.checkpoint_at };
        Ok(())
    }

    /// Keeps a copy of the machine paused before event `p.events` (unless one is kept there),
    /// thinning the checkpoints (doubling the interval) past [`MAX_CHECKPOINTS`] or
    /// [`MAX_CHECKPOINT_BYTES`]. `O(machine state)`.
    fn save_checkpoint(&self, rs: &RunSession, p: &Probe) {
        let mut cps = self.checkpoints.borrow_mut();
        let next = p.events;
        let at = cps.list.partition_point(|c| c.next < next);
        if cps.list.get(at).is_some_and(|c| c.next == next) {
            return;
        }
        let size = approx_bytes(rs);
        if size > MAX_CHECKPOINT_BYTES / 4 {
            // One copy would take a quarter of the budget: no checkpoints for this kernel.
            cps.enabled = false;
            cps.list.clear();
            cps.bytes = 0;
            return;
        }
        let mut probe = p.clone();
        probe.rec = Recorder::default();
        probe.private = None;
        probe.state = None;
        cps.list.insert(at, Paused { rs: rs.clone(), probe, next });
        cps.bytes += size;
        while cps.list.len() > MAX_CHECKPOINTS || cps.bytes > MAX_CHECKPOINT_BYTES {
            cps.interval *= 2;
            let iv = cps.interval;
            cps.list.retain(|c| c.next % iv == 0);
            cps.bytes = cps.list.iter().map(|c| approx_bytes(&c.rs)).sum();
        }
    }
}
