//! Execution and scheduling: work-groups one after another (linear order, x fastest); inside
//! a work-group every work-item runs, lane by lane and warp by warp, until it reaches a
//! barrier or returns; when all have stopped, the barrier releases them together (so all warps
//! of a work-group reach a barrier before any passes it). Memory effects, atomics included,
//! happen in that order — the *schedule order* the results and race reports refer to.
//!
//! A barrier that some work-items of a work-group reach while others have returned, or
//! work-items waiting at different barriers, is reported as barrier divergence (undefined
//! behaviour in OpenCL C 2.0 §6.13.8 and CUDA) naming the lanes and the block; the waiting
//! work-items are then released and the run goes on.
//!
//! Each work-item has its own register file (one slot per SSA value of each active frame),
//! call stack (calls of defined functions are run, not inlined textually) and private stack
//! (`alloca`). The kernel function's blocks are recorded per work-item as its path; blocks of
//! called functions are not (they are not in the kernel's CFG).
//!
//! Cost: `O(1)` per scalar instruction (vectors `O(lanes)`, memory `O(bytes)`), plus
//! `O(Σ path length)` for the paths. Invariant: the instruction budget is checked on every
//! instruction, so every run ends.

use super::async_copy::{ASYNC_ID, WAIT_FLAG};
use super::builtins::{Builtin, IdKind, OclFn, RmwOp};
use super::happens_before::{read_cells, write_cells, HbMemo};
use super::checks::{self, Cell, CheckOptions, FindingKind, Findings, Location, Occurrence, ATOMIC, LANES, UNINIT};
use super::decode::{BinOp, CastOp, DFunc, Pred, DecodedProgram, Src, St, Vt, K};
use super::error::{RunError, RunErrorKind};
use super::memory::{
    self, read_val, split, write_val, Access, Region, Space, OFF_MASK, TAG_DISPATCH,
    TAG_IMPLICIT, TAG_LOCAL, TAG_PRIVATE,
};
use super::values::{from_f64, mask, sext, to_f64, Ty, Val};
use super::{BarrierDivergence, Limits, Race};
use crate::cfg::Block;
use crate::span::{LineIndex, Span};
use std::sync::Arc;

/// Where a work-item stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// At a barrier (the function and instruction index of the barrier call, the block, and
    /// its fence flags: bit 0 local memory, bit 1 global memory).
    Barrier(u32, u32, u32, u8),
    /// Returned from the kernel.
    Done,
    /// Stopped at a fault (checks on: reported as a finding; the others run on).
    Faulted,
    /// At a cross-lane call (function, instruction index), waiting for its warp
    /// ([`super::cross_lane`]).
    Warp(u32, u32),
    /// Paused after its instruction slice (`Machine::step_stop`; the lock-step schedule of
    /// `warp_synchronous.rs`): runs on from where it stopped.
    Yield,
}

/// A load that read a byte written by an unordered work-item (a racing load): what taints
/// the values computed from it.
#[derive(Clone, Debug)]
pub struct Racy {
    /// The load's global instruction id.
    pub load: u32,
    /// The reading work-item (schedule index + 1).
    pub reader: u32,
    /// The writing work-item (schedule index + 1).
    pub writer: u32,
    /// The store's global instruction id.
    pub store: u32,
    /// The memory.
    pub region: String,
    /// The byte offset.
    pub offset: u64,
}

#[derive(Clone, Debug)]
struct Frame {
    func: u32,
    /// Whether `func` has no constant with undefined lanes (`Machine::undef_consts`); with
    /// the checks, updated at each block entry to whether the block's instructions read none
    /// (`dead_taint.rs`).
    defined_consts: bool,
    pc: u32,
    block: u32,
    base: u32,
    sp: u64,
    ret_dst: u32,
}

/// One work-item's state.
#[derive(Clone, Debug)]
pub struct Item {
    frames: Vec<Frame>,
    pub(super) regs: Vec<Val>,
    pub(super) stack: Vec<u8>,
    /// Checks: per register, [`UNINIT`] and 1 + the index of a racing load ([`Racy`]).
    pub(super) taint: Vec<u32>,
    /// Checks: no register is tainted (every entry of `taint` is 0). While it holds, an
    /// instruction that reads no constant with undefined lanes ([`Machine::undef_consts`],
    /// `dead_taint.rs`) has an untainted result, so `run_item` skips its taint bookkeeping
    /// (issue 32 item 8). Set at the work-item's start, cleared by the first nonzero taint
    /// written, set again when a lane-by-lane vector is complete and no taint is left
    /// (`dead_taint.rs`: the chain's dead partial vectors forget theirs).
    pub(super) clean: bool,
    /// Checks: per register whose taint has [`LANES`], its undefined lanes (bit `k` = lane
    /// `k`, lanes ≥ 63 on bit 63). Read only under that bit, so never cleared.
    lanes: Vec<u64>,
    /// Checks: per private byte, 1 if defined.
    sdef: Vec<u8>,
    /// Checks: the live private allocations `[start, end)`, in stack order.
    allocas: Vec<(u64, u64)>,
    /// The kernel blocks visited, in order.
    pub path: Vec<Block>,
    /// Local id.
    pub lid: [u64; 3],
    /// Local linear id.
    pub llin: u32,
    /// Index over all work-items in schedule order (group-major), for the race shadow.
    pub index: u32,
    /// Where it stopped last.
    pub stop: Option<Stop>,
}

/// The machine: program, memory, NDRange and reports. `Clone` (with a paused work-group's
/// work-items in `suspended`) is the debugger's checkpoint.
#[derive(Clone)]
pub struct Machine {
    pub(super) prog: Arc<DecodedProgram>,
    pub(super) src: Arc<str>,
    pub(super) regions: Vec<Region>,
    pub(super) global: [u64; 3],
    pub(super) local: [u64; 3],
    pub(super) dims: u32,
    pub(super) wave: u32,
    pub(super) group: [u64; 3],
    pub(super) group_size: u32,
    /// Synchronisation epochs of global (0) and local (1) memory: advanced at each
    /// work-group start and at each barrier whose fence flags cover the space.
    pub(super) ep: [u32; 2],
    /// The last work-group and sub-group barriers, for the race checker's ordering
    /// (`happens_before.rs`).
    pub(super) sync: super::happens_before::SyncState,
    /// The last plain access's happens-before relation (`check_read`, `check_write`).
    pub(super) hb_memo: HbMemo,
    pub(super) steps: u64,
    pub(super) limits: Limits,
    pub(super) races: Vec<Race>,
    pub(super) races_total: u64,
    pub(super) barrier_divergence: Vec<BarrierDivergence>,
    pub(super) kernel: u32,
    /// State of the OpenCL built-ins of `ocl.rs` (printf, async copies, byval copies).
    pub(super) ocl: super::ocl::OclState,
    phi_scratch: Vec<Val>,
    phi_taint: Vec<u32>,
    /// Scratch: the lane masks of `phi_taint`.
    phi_lanes: Vec<u64>,
    pool: Vec<Item>,
    /// Checks on.
    pub(super) ck: bool,
    pub(super) opts: CheckOptions,
    /// The findings so far.
    pub(super) findings: Findings,
    /// Racing loads, by taint index - 1.
    pub(super) racy: Vec<Racy>,
    racy_of: crate::ir::names::FxHashMap<u32, u32>,
    /// Loads that raced with a later store (their branches are found statically at the end).
    pub(super) late: Vec<Racy>,
    late_of: std::collections::HashSet<u32, std::hash::BuildHasherDefault<crate::ir::names::FxHasher>>,
    /// First global instruction id of each function.
    pub(super) inst_base: Vec<u32>,
    /// [`checks::mem_meta`] per function.
    meta: Vec<Vec<u8>>,
    /// Per function: whether a constant operand has undefined lanes (`DFunc::const_undef`),
    /// the only taint an instruction of an untainted work-item ([`Item::clean`]) can produce
    /// without a memory access.
    pub(super) undef_consts: Vec<bool>,
    /// Checks: per function, the blocks whose instructions or phis read an undefined constant
    /// and the `insertelement`s whose vector operand dies (`dead_taint.rs`); empty without
    /// the checks (or, in a test, for the reference behaviour: a whole function with an
    /// undefined constant off the fast path, no taint forgotten).
    pub(super) dead: Vec<super::dead_taint::DeadTaint>,
    /// The running instruction's global id.
    pub(super) cur: u32,
    /// Whether the value being stored is defined.
    pub(super) store_def: bool,
    /// Taint of the last checked read.
    last_taint: u32,
    fault_kind: Option<FindingKind>,
    /// Checks: the memory (tag, offset) of the last access that failed its bounds check, for
    /// the `space` / `buffer` / `offset` of the fault's finding.
    fault_at: Option<(u16, u64)>,
    lines: Option<LineIndex>,
    /// Run work-items and work-groups in reverse order.
    pub(super) reverse: bool,
    /// How the lanes of each warp take turns (`None`: each work-item runs to its next
    /// barrier, in local-id order); `warp_synchronous.rs`.
    pub(super) warp_schedule: Option<super::warp_synchronous::WarpSchedule>,
    /// [`Machine::run_item`] stops once `steps` passes this: `limits.max_instructions` (the
    /// step limit, an error), or less for a lock-step slice ([`Stop::Yield`]).
    pub(super) step_stop: u64,
    /// The debugger's probe (issue 33): called before each instruction; may pause the run.
    pub(super) probe: Option<Box<super::debugger::Probe>>,
    /// Whether the probe paused the run (the run's error is then the pause, not a fault).
    pub(super) paused: bool,
    /// The work-items of the work-group a probe paused (any schedule): the next
    /// [`Machine::run_group`] resumes them where they stopped instead of starting the group.
    pub(super) suspended: Option<Vec<Item>>,
    /// With a lock-step schedule, the round the debugger paused in: its warp and the lanes
    /// (indices into the work-group's items, in run order) that had not yet run their
    /// instruction; `run_warps` runs them first when it resumes.
    pub(super) round_rest: Option<(u32, Vec<usize>)>,
    /// The warp-synchronous check's watch on its lock-step replay: the stores of each round
    /// and what the order of a round's lanes can change (`warp_synchronous.rs`); `None` in
    /// every other run.
    pub(super) round_watch: Option<Box<super::warp_synchronous::RoundWatch>>,
}

type R<T> = Result<T, RunError>;

#[inline]
fn fetch<'a>(regs: &'a [Val], base: u32, consts: &'a [Val], s: Src) -> &'a Val {
    match s {
        Src::R(r) => &regs[(base + r) as usize],
        Src::C(c) => &consts[c as usize],
    }
}

impl Item {
    /// The register base of the innermost frame.
    pub(super) fn reg_base(&self) -> u32 {
        self.frames.last().map_or(0, |f| f.base)
    }

    /// The next instruction of each active frame, outermost first: the work-item's program
    /// position for the lock-step schedule (`warp_synchronous.rs`).
    pub(super) fn frame_pcs(&self) -> impl Iterator<Item = u32> + '_ {
        self.frames.iter().map(|f| f.pc)
    }

    /// The function and the index of the instruction the innermost frame runs next.
    pub(super) fn next_inst(&self) -> Option<(u32, u32)> {
        self.frames.last().map(|f| (f.func, f.pc))
    }

    /// The call stack, innermost last: `(function, next instruction, block, register base)`
    /// per frame (the debugger's view).
    pub(super) fn frames(&self) -> impl Iterator<Item = (u32, u32, u32, u32)> + '_ {
        self.frames.iter().map(|f| (f.func, f.pc, f.block, f.base))
    }

    /// The registers of every frame (the debugger's view), their taints (checks on; else
    /// empty) and the defined bytes of the private stack (checks on; else empty).
    pub(super) fn state(&self) -> (&[Val], &[u32], &[u8]) {
        (&self.regs, &self.taint, &self.sdef)
    }

    fn empty() -> Item {
        Item {
            frames: Vec::new(),
            regs: Vec::new(),
            stack: Vec::new(),
            taint: Vec::new(),
            clean: true,
            lanes: Vec::new(),
            sdef: Vec::new(),
            allocas: Vec::new(),
            path: Vec::new(),
            lid: [0; 3],
            llin: 0,
            index: 0,
            stop: None,
        }
    }
}

impl Machine {
    /// A machine over `prog` with `regions` (tags index it).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        prog: Arc<DecodedProgram>,
        src: Arc<str>,
        regions: Vec<Region>,
        global: [u64; 3],
        local: [u64; 3],
        dims: u32,
        wave: u32,
        limits: Limits,
        kernel: u32,
    ) -> Machine {
        let mut inst_base = Vec::with_capacity(prog.funcs.len());
        let mut n = 0u32;
        for f in &prog.funcs {
            inst_base.push(n);
            n = n.saturating_add(f.insts.len() as u32);
        }
        let opts = limits.checks.clone();
        let ck = opts.enabled;
        let opts_lock_step = opts.lock_step;
        let limits_max = limits.max_instructions;
        let meta = if ck {
            prog.funcs.iter().map(|f| checks::mem_meta(f, &src)).collect()
        } else {
            Vec::new()
        };
        let undef_consts = prog.funcs.iter().map(|f| f.const_undef.iter().any(|&m| m != 0)).collect();
        let dead = if ck { prog.funcs.iter().map(super::dead_taint::DeadTaint::of).collect() } else { Vec::new() };
        Machine {
            undef_consts,
            dead,
            prog,
            src,
            regions,
            global,
            local,
            dims,
            wave,
            group: [0; 3],
            group_size: (local[0] * local[1] * local[2]) as u32,
            ep: [1, 1],
            sync: Default::default(),
            hb_memo: Default::default(),
            steps: 0,
            limits,
            races: Vec::new(),
            races_total: 0,
            barrier_divergence: Vec::new(),
            kernel,
            ocl: Default::default(),
            phi_scratch: Vec::new(),
            phi_taint: Vec::new(),
            phi_lanes: Vec::new(),
            pool: Vec::new(),
            ck,
            findings: Findings::new(opts.max_findings as usize),
            reverse: opts.reverse_schedule,
            opts,
            racy: Vec::new(),
            racy_of: Default::default(),
            late: Vec::new(),
            late_of: Default::default(),
            inst_base,
            meta,
            cur: 0,
            store_def: true,
            last_taint: 0,
            fault_kind: None,
            fault_at: None,
            lines: None,
            warp_schedule: opts_lock_step.then_some(super::warp_synchronous::WarpSchedule::LockStep),
            step_stop: limits_max,
            probe: None,
            paused: false,
            suspended: None,
            round_rest: None,
            round_watch: None,
        }
    }

    fn num_groups(&self, d: usize) -> u64 {
        self.global[d].div_ceil(self.local[d])
    }

    /// Runs work-group `group` with kernel arguments `args`; returns each work-item's path
    /// (local linear order).
    pub fn run_group(&mut self, group: [u64; 3], args: &[Val], first_index: u32) -> R<Vec<Item>> {
        // Resuming a work-group the debugger paused: its work-items as they were.
        let resumed = self.suspended.take();
        let resuming = resumed.is_some();
        if !resuming {
            self.group = group;
            self.ep[0] += 1;
            self.ep[1] += 1;
            self.sync.group_barrier(0, self.ep[0]);
            self.sync.group_barrier(1, self.ep[1]);
        }
        // Local memory is per work-group: fresh (and undefined) for each.
        if let Some(r) = self.regions.get_mut(TAG_LOCAL as usize).filter(|_| !resuming) {
            r.bytes.iter_mut().for_each(|b| *b = 0);
            r.shadow.iter_mut().for_each(|s| *s = Cell::default());
            r.def.iter_mut().for_each(|d| *d = 0);
        }
        let ck = self.ck;
        let prog = Arc::clone(&self.prog);
        let kf = &prog.funcs[self.kernel as usize];
        // Work-item states are recycled between work-groups (their allocations are reused).
        let mut items = resumed.unwrap_or_else(|| std::mem::take(&mut self.pool));
        let mut n = if resuming { items.len() } else { 0 };
        for l in (0..self.group_size).filter(|_| !resuming) {
            let lid = [
                l as u64 % self.local[0],
                (l as u64 / self.local[0]) % self.local[1],
                l as u64 / (self.local[0] * self.local[1]),
            ];
            // Work-items beyond a non-uniform global size do not exist (OpenCL 2.0).
            if (0..3).any(|d| group[d] * self.local[d] + lid[d] >= self.global[d]) {
                continue;
            }
            let frame = Frame {
                defined_consts: !self.undef_consts[self.kernel as usize],
                func: self.kernel,
                pc: 0,
                block: 0,
                base: 0,
                sp: 0,
                ret_dst: u32::MAX,
            };
            if let Some(it) = items.get_mut(n) {
                it.frames.clear();
                it.frames.push(frame);
                it.regs.clear();
                it.regs.resize(kf.nregs as usize, Val::S(0));
                it.regs[..args.len()].clone_from_slice(args);
                it.stack.clear();
                it.stack.extend_from_slice(&self.ocl.private_init);
                it.taint.clear();
                it.clean = true;
                it.sdef.clear();
                it.allocas.clear();
                if ck {
                    it.taint.resize(kf.nregs as usize, 0);
                    // The byval copies at the bottom of the stack: defined, and allocations.
                    it.sdef.resize(self.ocl.private_init.len(), 1);
                    it.allocas.extend_from_slice(&self.ocl.private_allocs);
                }
                it.path.clear();
                it.path.push(Block(0));
                it.lid = lid;
                it.llin = l;
                it.index = first_index + l;
                it.stop = None;
                n += 1;
                let mut it = std::mem::replace(&mut items[n - 1], Item::empty());
                self.enter_phis(&mut it, u32::MAX, 0)?;
                items[n - 1] = it;
                continue;
            }
            let mut regs = vec![Val::S(0); kf.nregs as usize];
            regs[..args.len()].clone_from_slice(args);
            let mut it = Item {
                frames: vec![Frame {
                    defined_consts: !self.undef_consts[self.kernel as usize],
                    func: self.kernel,
                    pc: 0,
                    block: 0,
                    base: 0,
                    sp: 0,
                    ret_dst: u32::MAX,
                }],
                regs,
                stack: self.ocl.private_init.clone(),
                taint: if ck {
                    vec![0; kf.nregs as usize]
                } else {
                    Vec::new()
                },
                clean: true,
                lanes: Vec::new(),
                sdef: if ck { vec![1; self.ocl.private_init.len()] } else { Vec::new() },
                allocas: if ck { self.ocl.private_allocs.clone() } else { Vec::new() },
                path: vec![Block(0)],
                lid,
                llin: l,
                index: first_index + l,
                stop: None,
            };
            self.enter_phis(&mut it, u32::MAX, 0)?;
            items.push(it);
            n += 1;
        }
        items.truncate(n);
        loop {
            let mut count = items.len();
            if let Some(ws) = self.warp_schedule {
                // Every work-item ran to its next barrier or its end: none left for the loop.
                match self.run_warps(&mut items, ws) {
                    Ok(()) => {}
                    // The debugger paused a lane: the work-group is kept as it is, and
                    // `run_warps` resumes it (warps already at their barrier or end have no
                    // lane to run; the paused warp's lanes are chosen again by position, the
                    // same lanes in the same order).
                    Err(e) if self.paused => {
                        self.suspend(items);
                        return Err(e);
                    }
                    Err(e) => return Err(e),
                }
                count = 0;
            }
            for k in 0..count {
                let it = &mut items[if self.reverse { count - 1 - k } else { k }];
                // Done, faulted, or waiting (at a barrier or a cross-lane call).
                if it.stop.is_some() {
                    continue;
                }
                let s = match self.run_item(it) {
                    Ok(s) => s,
                    Err(e) if self.paused => {
                        self.suspend(items);
                        return Err(e);
                    }
                    Err(e)
                        if self.ck
                            && !matches!(
                                e.kind,
                                RunErrorKind::StepLimit
                                    | RunErrorKind::Unsupported
                                    | RunErrorKind::Input
                            ) =>
                    {
                        self.record_fault(it, e);
                        Stop::Faulted
                    }
                    Err(e) => return Err(e),
                };
                it.stop = Some(s);
            }
            if self.cross_lane_round(&mut items)? {
                continue;
            }
            let waiting: Vec<&Item> = items
                .iter()
                .filter(|i| matches!(i.stop, Some(Stop::Barrier(..))))
                .collect();
            if waiting.is_empty() {
                self.async_at_end(&items);
                break;
            }
            self.async_at_barrier(&items);
            let done: Vec<u32> = items
                .iter()
                .filter(|i| i.stop == Some(Stop::Done))
                .map(|i| i.llin)
                .collect();
            let first = waiting[0].stop;
            let mixed = waiting.iter().any(|i| i.stop != first);
            if !done.is_empty() || mixed {
                if let Some(Stop::Barrier(func, inst, block, _)) = first {
                    let f = &prog.funcs[func as usize];
                    let span = f.spans.get(inst as usize).copied().unwrap_or_default();
                    let at = RunError::at(RunErrorKind::UndefinedBehavior, &self.src, span, "");
                    let blocks: Vec<u32> = waiting
                        .iter()
                        .filter_map(|i| {
                            if let Some(Stop::Barrier(_, _, b, _)) = i.stop {
                                Some(b)
                            } else {
                                None
                            }
                        })
                        .collect();
                    if self.ck
                        && !self.findings.bump(
                            FindingKind::BarrierDivergence,
                            self.inst_base[func as usize] + inst,
                            0,
                        )
                    {
                        let loc = self.location(self.inst_base[func as usize] + inst);
                        let wis = waiting
                            .iter()
                            .copied()
                            .chain(items.iter().filter(|i| i.stop == Some(Stop::Done)))
                            .map(|i| self.gid(i))
                            .collect();
                        self.findings.add(
                            self.inst_base[func as usize] + inst,
                            0,
                            FindingKind::BarrierDivergence,
                            None,
                            None,
                            None,
                            wis,
                            vec![loc],
                            Some(true),
                            if mixed {
                                "work-items of one work-group wait at different barriers".into()
                            } else {
                                format!("{} work-item(s) wait at this barrier, {} of the work-group returned without reaching it (undefined behaviour)", waiting.len(), done.len())
                            },
                        );
                    }
                    if self.barrier_divergence.len() < 64 {
                        self.barrier_divergence.push(BarrierDivergence {
                            group,
                            block,
                            line: at.line,
                            col: at.col,
                            span,
                            waiting: waiting.iter().map(|i| i.llin).collect(),
                            waiting_blocks: blocks,
                            exited: done.clone(),
                            message: if mixed { "work-items of one work-group wait at different barriers".into() } else { format!("{} work-item(s) wait at a barrier that {} work-item(s) of the work-group never reach (they returned)", waiting.len(), done.len()) },
                        });
                    }
                }
            }
            let mut flags = 0u8;
            for it in items.iter_mut() {
                if let Some(Stop::Barrier(.., f)) = it.stop {
                    flags |= f;
                    it.stop = None;
                }
            }
            if flags & 2 != 0 {
                self.ep[0] += 1;
                self.sync.group_barrier(0, self.ep[0]);
            }
            if flags & 1 != 0 {
                self.ep[1] += 1;
                self.sync.group_barrier(1, self.ep[1]);
            }
        }
        Ok(items)
    }

    /// Gives the work-item states of a finished work-group back for reuse.
    pub fn recycle(&mut self, items: Vec<Item>) {
        self.pool = items;
    }

    pub(super) fn gid(&self, it: &Item) -> [u64; 3] {
        [
            self.group[0] * self.local[0] + it.lid[0],
            self.group[1] * self.local[1] + it.lid[1],
            self.group[2] * self.local[2] + it.lid[2],
        ]
    }

    fn err(
        &self,
        it: &Item,
        func: u32,
        pc: u32,
        kind: RunErrorKind,
        msg: impl Into<String>,
    ) -> RunError {
        let span = self.prog.funcs[func as usize]
            .spans
            .get(pc as usize)
            .copied()
            .unwrap_or_default();
        RunError::at(kind, &self.src, span, msg).for_item(self.gid(it))
    }

    /// Evaluates the phis of `to` entered from `from` (parallel copy).
    fn enter_phis(&mut self, it: &mut Item, from: u32, to: u32) -> R<()> {
        let fr = it.frames.last().map(|f| (f.func, f.base)).unwrap_or((0, 0));
        let prog = Arc::clone(&self.prog);
        let f = &prog.funcs[fr.0 as usize];
        let phis = &f.phis[to as usize];
        if phis.is_empty() {
            return Ok(());
        }
        self.phi_scratch.clear();
        // An untainted work-item entering a block whose phis read no undefined constant:
        // every incoming taint is 0, as are the phis' (`Item::clean`, `dead_taint.rs`).
        let ck = self.ck
            && (!it.clean
                || (self.undef_consts[fr.0 as usize]
                    && self.dead.get(fr.0 as usize).is_none_or(|d| d.undef_phis.get(to as usize) != Some(&false))));
        for p in phis {
            match p.incoming.iter().find(|(b, _)| *b == from) {
                Some(&(_, s)) => {
                    let v = fetch(&it.regs, fr.1, &f.consts, s).clone();
                    self.phi_scratch.push(v);
                    if ck {
                        let (t, m) = match s {
                            Src::R(r) => {
                                let t = it.taint[(fr.1 + r) as usize];
                                (t, if t & LANES != 0 { it.lanes[(fr.1 + r) as usize] } else { 0 })
                            }
                            Src::C(c) => match f.const_undef.get(c as usize) {
                                Some(&m) if m != 0 => (UNINIT | LANES, m),
                                _ => (0, 0),
                            },
                        };
                        self.phi_taint.push(t);
                        self.phi_lanes.push(m);
                    }
                }
                None => {
                    let span = f.phi_spans[to as usize];
                    return Err(RunError::at(
                        RunErrorKind::UndefinedBehavior,
                        &self.src,
                        span,
                        "phi has no incoming value for the predecessor block",
                    )
                    .for_item(self.gid(it)));
                }
            }
        }
        for (p, v) in phis.iter().zip(self.phi_scratch.drain(..)) {
            it.regs[(fr.1 + p.dst) as usize] = v;
        }
        if ck {
            for ((p, t), m) in phis.iter().zip(self.phi_taint.drain(..)).zip(self.phi_lanes.drain(..)) {
                let r = (fr.1 + p.dst) as usize;
                it.taint[r] = t;
                if t != 0 {
                    it.clean = false;
                }
                if t & LANES != 0 {
                    if it.lanes.len() <= r {
                        it.lanes.resize(r + 1, 0);
                    }
                    it.lanes[r] = m;
                }
            }
        }
        Ok(())
    }

    /// The bytes at pointer `p` (`n` bytes) for reading or writing.
    pub(super) fn mem<'a>(
        &'a mut self,
        stack: &'a mut [u8],
        p: u64,
        n: usize,
    ) -> Result<(&'a mut [u8], u16, u64), String> {
        let (tag, off) = split(p);
        let name;
        let len;
        // Bounds in `u64`: on 32-bit hosts (wasm) `off as usize` would drop the high bits of a
        // 48-bit offset and could make an access far outside look inside. `n` comes from the
        // program (a `memset` length): the end is computed without overflow, and nothing is
        // allocated before it is known to be in bounds.
        let end = off.saturating_add(n as u64);
        if self.ck {
            // Overwritten by every access; read only when the access fails.
            self.fault_at = Some((tag, off));
        }
        if tag == TAG_PRIVATE {
            if end <= stack.len() as u64 {
                let (s, e) = (off as usize, end as usize);
                return Ok((&mut stack[s..e], tag, off));
            }
            name = "private memory".to_string();
            len = stack.len();
            if self.ck {
                self.fault_kind = Some(FindingKind::PrivateOutOfBounds);
            }
        } else if tag == 0 {
            return Err(format!("null pointer (offset {off})"));
        } else {
            match self.regions.get_mut(tag as usize) {
                Some(r) if !r.name.is_empty() => {
                    if end <= r.bytes.len() as u64 {
                        let r = &mut self.regions[tag as usize];
                        let (s, e) = (off as usize, end as usize);
                        return Ok((&mut r.bytes[s..e], tag, off));
                    }
                    name = r.name.clone();
                    len = r.bytes.len();
                }
                _ => return Err(format!("invalid pointer {p:#x}")),
            }
        }
        // 32-bit local and private pointers (AMDGPU) carry a 32-bit offset: bit 31 is its sign
        // (local memory is at most 64 MiB, so no real offset reaches it).
        let off = if matches!(tag, TAG_PRIVATE | TAG_LOCAL) && (1u64 << 31..1u64 << 32).contains(&off) { off | (super::memory::OFF_MASK & !0xffff_ffff) } else { off };
        Err(outside_message(off, n as u64, &name, len as u64))
    }

    pub(super) fn load(&mut self, it: &mut Item, p: u64, ty: &Ty) -> Result<Val, String> {
        self.load_a(it, p, ty, false)
    }

    /// A load; with the checks on also the race / defined-ness / access checks of the read
    /// (its taint in `last_taint`).
    fn load_a(&mut self, it: &mut Item, p: u64, ty: &Ty, atomic: bool) -> Result<Val, String> {
        let prog = Arc::clone(&self.prog);
        let n = prog.layout.store_size(ty) as usize;
        let (b, _, _) = self.mem(&mut it.stack, p, n)?;
        let v = read_val(&prog.layout, b, ty);
        if self.ck {
            self.last_taint = self.check_read(it, p, n, atomic)?;
        }
        Ok(v)
    }

    pub(super) fn store(&mut self, it: &mut Item, p: u64, ty: &Ty, v: &Val) -> Result<Option<Race>, String> {
        self.store_a(it, p, ty, v, false)
    }

    /// A store; with the checks on, also the race / access checks of the write (the stored
    /// value is defined iff `store_def`).
    fn store_a(
        &mut self,
        it: &mut Item,
        p: u64,
        ty: &Ty,
        v: &Val,
        atomic: bool,
    ) -> Result<Option<Race>, String> {
        let prog = Arc::clone(&self.prog);
        let prog = &*prog;
        let n = prog.layout.store_size(ty) as usize;
        // Bounds first: `n` may come from the program (a `memset` of `[N x i8]`).
        self.mem(&mut it.stack, p, n)?;
        let mut buf = [0u8; 64];
        let mut big = Vec::new();
        let data: &mut [u8] = if n <= 64 {
            &mut buf[..n]
        } else {
            big.resize(n, 0);
            &mut big
        };
        write_val(&prog.layout, data, ty, v);
        let (tag, off) = split(p);
        let race = if self.ck {
            self.check_write(it, p, data, atomic)?
        } else {
            None
        };
        if tag == TAG_PRIVATE {
            it.stack[off as usize..off as usize + n].copy_from_slice(data);
        } else {
            if let Some(w) = self.round_watch.as_deref_mut() {
                w.log(it.llin, tag, off, data);
            }
            self.regions[tag as usize].bytes[off as usize..off as usize + n].copy_from_slice(data);
        }
        Ok(race)
    }

    /// The function and instruction index of global instruction id `g`.
    pub(super) fn split_gid(&self, g: u32) -> (usize, u32) {
        let fi = self.inst_base.partition_point(|&b| b <= g).saturating_sub(1);
        (fi, g - self.inst_base.get(fi).copied().unwrap_or(0))
    }

    /// Whether work-items `a` and `b` (index + 1) are in one work-group.
    pub(super) fn same_group_pub(&self, a: u32, b: u32) -> bool {
        self.same_group(a, b)
    }

    #[inline]
    fn same_group(&self, a: u32, b: u32) -> bool {
        let (a, b) = (self.plain_id(a), self.plain_id(b));
        let gs = self.group_size.max(1);
        (a - 1) / gs == (b - 1) / gs
    }

    /// The index of `space` in [`Machine::ep`] (0 global, 1 local).
    #[inline]
    fn space_index(space: Space) -> usize {
        usize::from(space == Space::Local)
    }

    /// Private accesses: the allocation holding `[off, off + n)`, or an error.
    fn check_private(&mut self, it: &Item, off: u64, n: usize) -> Result<(), String> {
        let i = it.allocas.partition_point(|a| a.0 <= off);
        if i > 0 && off + n as u64 <= it.allocas[i - 1].1 {
            return Ok(());
        }
        self.fault_kind = Some(FindingKind::PrivateOutOfBounds);
        self.fault_at = Some((TAG_PRIVATE, off));
        Err(if i > 0 && off < it.allocas[i - 1].1 {
            let (a, b) = it.allocas[i - 1];
            format!(
                "bytes {}..{} overrun a private allocation of {} bytes (bytes {}..{} of it)",
                off,
                off + n as u64,
                b - a,
                off - a,
                off - a + n as u64
            )
        } else {
            format!(
                "bytes {off}..{} of private memory are outside every live private allocation",
                off + n as u64
            )
        })
    }

    /// The checks of a read of `n` bytes at `p` (in bounds): races with an unordered earlier
    /// write, defined-ness, write-only buffers. Returns the taint of the value read.
    pub(super) fn check_read(&mut self, it: &mut Item, p: u64, n: usize, atomic: bool) -> Result<u32, String> {
        let (tag, off) = split(p);
        let o = off as usize;
        if tag == TAG_PRIVATE {
            self.check_private(it, off, n)?;
            let undef = it.sdef.get(o..o + n).is_none_or(|d| d.contains(&0));
            return Ok(if undef { UNINIT } else { 0 });
        }
        let me = it.index + 1;
        let cur = self.cur | if atomic { ATOMIC } else { 0 };
        let r = &self.regions[tag as usize];
        if r.access == Access::WriteOnly {
            self.write_only_read(tag, off, me);
        }
        let r = &self.regions[tag as usize];
        let taint = if !r.def.is_empty() && any_zero_byte(&r.def[o..o + n]) { UNINIT } else { 0 };
        if r.shadow.is_empty() {
            return Ok(taint);
        }
        // One loop for every launch: the ordering borrows the async-copy state, so a cell
        // holding a copy's identity is ordered by the same function (`happens_before.rs`).
        let sp = Self::space_index(r.space);
        let now = self.ep[sp];
        let mut general = None;
        let hb = self.hb_memo.relation(&mut general, &self.sync, &self.ocl.async_state, self.group_size, me, it.llin, sp);
        let cells = &mut self.regions[tag as usize].shadow[o..o + n];
        match read_cells(cells, hb, me, now, cur) {
            None => Ok(taint),
            Some((w, wi, k)) => Ok(self.read_race(tag, off + k as u64, me, w, wi, atomic, taint)),
        }
    }

    /// The finding of a load from a write-only buffer (out of [`Machine::check_read`]'s hot
    /// path).
    #[cold]
    #[inline(never)]
    fn write_only_read(&mut self, tag: u16, off: u64, me: u32) {
        self.report(
            FindingKind::WriteOnlyRead,
            self.cur,
            0,
            Some((tag, off)),
            &[(me, self.cur)],
            "a load from a write-only buffer".into(),
        );
    }

    /// A load by `me` of byte `at` of region `tag` that races with writer `w` at instruction
    /// `wi`: the finding, and the racing load's taint index; returns the load's taint
    /// (`taint` joined with it). Out of [`Machine::check_read`]'s hot path.
    #[cold]
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn read_race(&mut self, tag: u16, at: u64, me: u32, w: u32, wi: u32, atomic: bool, mut taint: u32) -> u32 {
        {
            let kind = if (wi & ATOMIC != 0) != atomic {
                FindingKind::AtomicPlainRace
            } else {
                FindingKind::ReadWriteRace
            };
            self.report_with(
                kind,
                wi & !ATOMIC,
                self.cur,
                Some((tag, at)),
                &[(w, wi & !ATOMIC), (me, self.cur)],
                {
                    let (same, space) = (self.same_group(w, me), self.regions[tag as usize].space_name());
                    move || {
                        format!(
                            "{} read here was written by another work-item{} without a barrier ordering {space} memory between them",
                            if atomic { "an atomic" } else { "the value" },
                            if same { " of the work-group" } else { " of another work-group (no barrier orders work-groups)" },
                        )
                    }
                },
            );
            let load = self.cur;
            let idx = match self.racy_of.get(&load) {
                Some(&i) => i,
                None if self.racy.len() < 1 << 20 => {
                    self.racy.push(Racy {
                        load,
                        reader: me,
                        writer: w,
                        store: wi & !ATOMIC,
                        region: self.regions[tag as usize].name.clone(),
                        offset: at,
                    });
                    self.racy_of.insert(load, self.racy.len() as u32 - 1);
                    self.racy.len() as u32 - 1
                }
                None => return taint,
            };
            taint = taint.max(idx + 1);
        }
        taint
    }

    /// The checks of a write of `data` at `p` (in bounds): races with unordered earlier
    /// writes and reads (a byte written with the value it holds is benign unless
    /// [`CheckOptions::same_value_writes`]), read-only memory, the defined bytes. Returns the
    /// old-style [`Race`] of a plain write–write race.
    pub(super) fn check_write(
        &mut self,
        it: &mut Item,
        p: u64,
        data: &[u8],
        atomic: bool,
    ) -> Result<Option<Race>, String> {
        let (tag, off) = split(p);
        let o = off as usize;
        let n = data.len();
        let d = self.store_def as u8;
        if tag == TAG_PRIVATE {
            self.check_private(it, off, n)?;
            if it.sdef.len() < o + n {
                it.sdef.resize(o + n, 0);
            }
            it.sdef[o..o + n].fill(d);
            return Ok(None);
        }
        let me = it.index + 1;
        let cur = self.cur | if atomic { ATOMIC } else { 0 };
        if self.regions[tag as usize].access == Access::ReadOnly || (d == 0 && self.regions[tag as usize].space != Space::Local) {
            self.write_findings(tag, off, me, d);
        }
        let same_value = self.opts.same_value_writes;
        let r = &mut self.regions[tag as usize];
        if !r.def.is_empty() {
            r.def[o..o + n].fill(d);
        }
        if r.shadow.is_empty() {
            return Ok(None);
        }
        let sp = Self::space_index(r.space);
        let now = self.ep[sp];
        let mut general = None;
        let hb = self.hb_memo.relation(&mut general, &self.sync, &self.ocl.async_state, self.group_size, me, it.llin, sp);
        let r = &mut self.regions[tag as usize];
        let (shadow, bytes) = (&mut r.shadow[o..o + n], &r.bytes[o..o + n]);
        let (race, old) = write_cells(shadow, bytes, data, hb, me, now, cur, same_value);
        let race = race.map(|(kind, u, ui, k)| (kind, u, ui, off + k as u64));
        let old = old.map(|(w, k)| (w, off + k as u64));
        if let Some((kind, u, ui, at)) = race {
            self.write_race(tag, me, kind, u, ui, at, atomic);
        }
        Ok(old.map(|(other, offset)| Race {
            other_index: other,
            work_items: [[0; 3]; 2],
            line: 0,
            col: 0,
            span: Span::default(),
            region: self.regions[tag as usize].name.clone(),
            offset,
        }))
    }

    /// The findings of a store by `me` to byte `off` of region `tag` that do not depend on
    /// the shadow: read-only memory, an uninitialised value (`d` = 0) to global memory. Out
    /// of [`Machine::check_write`]'s hot path.
    #[cold]
    #[inline(never)]
    fn write_findings(&mut self, tag: u16, off: u64, me: u32, d: u8) {
        if self.regions[tag as usize].access == Access::ReadOnly {
            self.report(
                FindingKind::ReadOnlyWrite,
                self.cur,
                0,
                Some((tag, off)),
                &[(me, self.cur)],
                "a store to read-only memory (`__constant`, a `const` buffer or a constant global)".into(),
            );
        }
        if d == 0 && self.regions[tag as usize].space != Space::Local {
            self.report(
                FindingKind::UninitialisedStore,
                self.cur,
                0,
                Some((tag, off)),
                &[(me, self.cur)],
                "an uninitialised value is stored to global memory".into(),
            );
        }
    }

    /// A store by `me` to byte `at` of region `tag` racing (`kind`) with the access of `u`
    /// at instruction `ui`: the finding, and a racing load's record for its branches. Out of
    /// [`Machine::check_write`]'s hot path.
    #[cold]
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn write_race(&mut self, tag: u16, me: u32, kind: FindingKind, u: u32, ui: u32, at: u64, atomic: bool) {
        {
            let region = &self.regions[tag as usize];
            let what = if kind == FindingKind::WriteWriteRace {
                "two work-items store different values to the same byte"
            } else if ui & ATOMIC != 0 || atomic {
                "an atomic and a plain access to the same byte"
            } else {
                "this store overwrites a value another work-item read"
            };
            // Formatted only for a new finding (`report`): a racy kernel repeats its races.
            let (same, space) = (self.same_group(u, me), region.space_name());
            let msg = move || {
                format!(
                    "{what}, {} (no barrier ordering {space} memory between them)",
                    if same { "in one work-group" } else { "in different work-groups" },
                )
            };
            // A load racing with this later store: its dependent branches are reported at the end.
            if kind == FindingKind::ReadWriteRace && !self.late_of.contains(&(ui & !ATOMIC)) && self.late.len() < 4096 {
                self.late_of.insert(ui & !ATOMIC);
                self.late.push(Racy {
                    load: ui & !ATOMIC,
                    reader: u,
                    writer: me,
                    store: self.cur,
                    region: region.name.clone(),
                    offset: at,
                });
            }
            self.report_with(
                kind,
                ui & !ATOMIC,
                self.cur,
                Some((tag, at)),
                &[(u, ui & !ATOMIC), (me, self.cur)],
                msg,
            );
        }
    }

    /// Bytes from pointer `p` to the end of its memory (0 for null or a dangling pointer).
    pub(super) fn room(&self, it: &Item, p: u64) -> u64 {
        let (tag, off) = split(p);
        let len = if tag == TAG_PRIVATE {
            it.stack.len() as u64
        } else if tag == 0 {
            0
        } else {
            self.regions.get(tag as usize).map_or(0, |r| r.bytes.len() as u64)
        };
        len.saturating_sub(off)
    }

    /// The memory of the last access that failed its bounds check (checks on).
    pub(super) fn fault_at(&self) -> Option<(u16, u64)> {
        self.fault_at
    }

    /// Sets the memory a fault's finding names.
    pub(super) fn set_fault_at(&mut self, at: (u16, u64)) {
        self.fault_at = Some(at);
    }

    /// The source position of global instruction `g`.
    pub(super) fn location(&mut self, g: u32) -> Location {
        let fi = self.inst_base.partition_point(|&b| b <= g).saturating_sub(1);
        let pc = g - self.inst_base.get(fi).copied().unwrap_or(0);
        let f = &self.prog.funcs[fi];
        let span = f.spans.get(pc as usize).copied().unwrap_or_default();
        let lines = self.lines.get_or_insert_with(|| LineIndex::new(&self.src));
        let lc = lines.line_col(&self.src, span.start as usize);
        let block = (fi as u32 == self.kernel)
            .then(|| (f.block_start.partition_point(|&s| s <= pc) as u32).saturating_sub(1));
        Location {
            line: lc.line,
            col: lc.col,
            span,
            block,
        }
    }

    /// Reports a finding keyed by `(kind, a, b)` at memory `at` (tag, offset) involving
    /// `who` (work-item index + 1, global instruction id), earlier first.
    pub(super) fn report(
        &mut self,
        kind: FindingKind,
        a: u32,
        b: u32,
        at: Option<(u16, u64)>,
        who: &[(u32, u32)],
        message: String,
    ) {
        self.report_with(kind, a, b, at, who, || message);
    }

    /// [`Machine::report`] with the message built only for a new finding (a racy kernel
    /// repeats its races thousands of times; issue 32 item 8, fourth pass).
    pub(super) fn report_with(
        &mut self,
        kind: FindingKind,
        a: u32,
        b: u32,
        at: Option<(u16, u64)>,
        who: &[(u32, u32)],
        message: impl FnOnce() -> String,
    ) {
        if let Occurrence::Again(more) = self.findings.occurrence(kind, a, b) {
            if let Some(i) = more {
                let w: Vec<[u64; 3]> = who.iter().map(|&(w, _)| self.gid_of_index(w - 1)).collect();
                self.findings.more(i, &w);
            }
            return;
        }
        let (space, buffer, offset) = match at {
            Some((tag, off)) if tag == TAG_PRIVATE => (Some("private"), None, Some(off)),
            Some((tag, off)) => match self.regions.get(tag as usize) {
                Some(r) => (Some(r.space_name()), Some(r.name.clone()), Some(off)),
                None => (None, None, Some(off)),
            },
            None => (None, None, None),
        };
        let message = self.async_note(kind, at, who, message());
        let work_items = who.iter().map(|&(w, _)| self.gid_of_index(w - 1)).collect();
        let locations = who.iter().map(|&(_, g)| self.location(g)).collect();
        let same = (who.len() == 2).then(|| self.same_group(who[0].0, who[1].0));
        self.findings.add(a, b, kind, space, buffer, offset, work_items, locations, same, message);
    }

    /// A fault of work-item `it` (checks on): a finding; the work-item stops.
    pub(super) fn record_fault(&mut self, it: &Item, e: RunError) {
        let kind = self.fault_kind.take().unwrap_or(match e.kind {
            RunErrorKind::OutOfBounds => FindingKind::OutOfBounds,
            _ => FindingKind::Fault,
        });
        let g = it
            .frames
            .last()
            .map_or(0, |f| self.inst_base[f.func as usize] + f.pc.saturating_sub(1));
        if let Occurrence::Again(more) = self.findings.occurrence(kind, g, 0) {
            if let Some(i) = more {
                self.findings.more(i, &[self.gid(it)]);
            }
            return;
        }
        let loc = Location {
            line: e.line,
            col: e.col,
            span: e.span,
            block: self.location(g).block,
        };
        // Where: the access that failed its bounds check (null and dangling pointers have
        // an offset but no memory).
        let fault_at = self.fault_at.take();
        let (space, buffer, offset) = match (kind, fault_at) {
            (FindingKind::OutOfBounds | FindingKind::PrivateOutOfBounds, Some((tag, off))) => {
                if tag == TAG_PRIVATE {
                    (Some("private"), None, Some(off))
                } else {
                    match self.regions.get(tag as usize).filter(|r| !r.name.is_empty()) {
                        Some(r) => (Some(r.space_name()), Some(r.name.clone()), Some(off)),
                        None => (None, None, Some(off)),
                    }
                }
            }
            (FindingKind::PrivateOutOfBounds, None) => (Some("private"), None, None),
            _ => (None, None, None),
        };
        self.findings.add(
            g,
            0,
            kind,
            space,
            buffer,
            offset,
            vec![self.gid(it)],
            vec![loc],
            None,
            format!("{} (the work-item stopped here; the others ran on)", e.message),
        );
    }

    fn record_race(&mut self, it: &Item, func: u32, pc: u32, mut race: Race) {
        self.races_total += 1;
        if self.races.len() >= 64 {
            return;
        }
        // The line and column from the machine's line index (built once), as `RunError::at`
        // would give them (that one indexes the whole source per call).
        let span = self.prog.funcs[func as usize].spans.get(pc as usize).copied().unwrap_or_default();
        let lines = self.lines.get_or_insert_with(|| LineIndex::new(&self.src));
        let lc = lines.line_col(&self.src, span.start as usize);
        race.line = lc.line;
        race.col = lc.col;
        race.span = span;
        race.work_items = [self.gid_of_index(race.other_index), self.gid(it)];
        self.races.push(race);
    }

    /// The global id of the work-item with schedule index `i`.
    pub(super) fn gid_of_index(&self, i: u32) -> [u64; 3] {
        // An async copy's identity stands for its first issuer.
        let i = if i & ASYNC_ID != 0 { self.plain_id(i.wrapping_add(1)) - 1 } else { i };
        let gs = self.group_size.max(1) as u64;
        let (g, l) = (i as u64 / gs, i as u64 % gs);
        let ng = [self.num_groups(0), self.num_groups(1)];
        let grp = [g % ng[0], (g / ng[0]) % ng[1], g / (ng[0] * ng[1])];
        let lid = [
            l % self.local[0],
            (l / self.local[0]) % self.local[1],
            l / (self.local[0] * self.local[1]),
        ];
        [
            grp[0] * self.local[0] + lid[0],
            grp[1] * self.local[1] + lid[1],
            grp[2] * self.local[2] + lid[2],
        ]
    }

    /// The probe paused the run (any schedule): the stop's state is built from the work-group's
    /// `items`, which are kept for the next [`Machine::run_group`] to resume. `O(items)`.
    fn suspend(&mut self, items: Vec<Item>) {
        self.step_stop = self.limits.max_instructions;
        if let Some(mut p) = self.probe.take() {
            p.paused(self, &items);
            self.probe = Some(p);
        }
        self.suspended = Some(items);
    }

    /// Runs `it` until it reaches a barrier or returns from the kernel.
    pub fn run_item(&mut self, it: &mut Item) -> R<Stop> {
        let prog = Arc::clone(&self.prog);
        let prog = &*prog;
        let ck = self.ck;
        loop {
            let fi = it.frames.len() - 1;
            let (func, pc, base, defined_consts) = {
                let fr = &it.frames[fi];
                (fr.func, fr.pc, fr.base, fr.defined_consts)
            };
            let f: &DFunc = &prog.funcs[func as usize];
            let Some(inst) = f.insts.get(pc as usize) else {
                return Err(RunError::general(
                    RunErrorKind::UndefinedBehavior,
                    "fell off the end of a function",
                )
                .for_item(self.gid(it)));
            };
            // This instruction would pass the stop: the end of a lock-step slice (run on
            // later; tested before the probe, which then sees each instruction once) or the
            // step limit.
            if self.steps >= self.step_stop {
                if self.steps < self.limits.max_instructions {
                    return Ok(Stop::Yield);
                }
                return Err(self.err(it, func, pc, RunErrorKind::StepLimit, format!("stopped after {} instructions (the step limit; an infinite loop?). Raise the limit or shrink the NDRange", self.limits.max_instructions)));
            }
            if let Some(p) = self.probe.as_deref_mut() {
                if p.before(it, func, pc, self.findings.list.len(), &self.regions) {
                    self.paused = true;
                    return Err(RunError::general(RunErrorKind::StepLimit, "paused by the debugger"));
                }
            }
            it.frames[fi].pc = pc + 1;
            self.steps += 1;
            self.cur = self.inst_base[func as usize] + pc;
            let consts = &f.consts[..];
            let dst = inst.dst;
            // The taint bookkeeping of a result computed from operands: skipped while the
            // work-item is untainted and the function has no undefined constant (the result
            // is untainted, as its register already says: `Item::clean`).
            macro_rules! tk {
                () => {
                    ck && !(it.clean && defined_consts)
                };
            }
            macro_rules! get {
                ($s:expr) => {
                    fetch(&it.regs, base, consts, $s)
                };
            }
            macro_rules! set {
                ($v:expr) => {{
                    let v = $v;
                    it.regs[(base + dst) as usize] = v;
                }};
            }
            // Taint of an operand / of the result (checks on only).
            macro_rules! tg {
                ($s:expr) => {
                    match $s {
                        Src::R(r) => it.taint[(base + r) as usize] & !LANES,
                        Src::C(c) => {
                            if f.const_undef.get(c as usize).is_some_and(|&m| m != 0) {
                                UNINIT
                            } else {
                                0
                            }
                        }
                    }
                };
            }
            // Undefined lanes of an operand (checks on only; all lanes of an undefined value
            // whose lanes are not tracked).
            macro_rules! lg {
                ($s:expr) => {
                    match $s {
                        Src::R(r) => {
                            let t = it.taint[(base + r) as usize];
                            if t & UNINIT == 0 {
                                0u64
                            } else if t & LANES != 0 {
                                it.lanes[(base + r) as usize]
                            } else {
                                u64::MAX
                            }
                        }
                        Src::C(c) => f.const_undef.get(c as usize).copied().unwrap_or(0),
                    }
                };
            }
            // The result's taint from its racy part `t` and its undefined lanes `m`: `lset!`
            // for a result computed from operands (skipped under `tk!()`), `lset_ck!` for one
            // read from memory.
            macro_rules! lset_ck {
                ($t:expr, $m:expr) => {
                    if ck {
                        let (t, m): (u32, u64) = ($t & !(UNINIT | LANES), $m);
                        let r = (base + dst) as usize;
                        if m == 0 {
                            it.taint[r] = t;
                            it.clean &= t == 0;
                        } else {
                            it.clean = false;
                            it.taint[r] = t | UNINIT | LANES;
                            if it.lanes.len() <= r {
                                it.lanes.resize(r + 1, 0);
                            }
                            it.lanes[r] = m;
                        }
                    }
                };
            }
            macro_rules! lset {
                ($t:expr, $m:expr) => {
                    if tk!() {
                        lset_ck!($t, $m);
                    }
                };
            }
            // The result's taint `t`: `tset!` for a result computed from operands (skipped
            // under `tk!()`), `tput!` for one from memory (written unless both it and the
            // work-item are untainted).
            macro_rules! tput {
                ($t:expr) => {
                    if ck {
                        let t = $t;
                        if t != 0 || !it.clean {
                            it.taint[(base + dst) as usize] = t;
                            it.clean &= t == 0;
                        }
                    }
                };
            }
            macro_rules! tset {
                ($t:expr) => {
                    if tk!() {
                        tput!($t);
                    }
                };
            }
            macro_rules! fail {
                ($kind:expr, $($m:tt)*) => {
                    return Err(self.err(it, func, pc, $kind, format!($($m)*)))
                };
            }
            match &inst.k {
                K::Bin(op, vt, a, b) => {
                    let (x, y) = (get!(*a), get!(*b));
                    let r = if vt.lanes == 0 {
                        match bin(*op, vt.st, x.s(), y.s()) {
                            Ok(v) => Val::S(v),
                            Err(m) => fail!(RunErrorKind::UndefinedBehavior, "{m}"),
                        }
                    } else {
                        let mut out = Vec::with_capacity(vt.lanes as usize);
                        for (p, q) in x.elems().iter().zip(y.elems()) {
                            match bin(*op, vt.st, p.s(), q.s()) {
                                Ok(v) => out.push(Val::S(v)),
                                Err(m) => fail!(RunErrorKind::UndefinedBehavior, "{m}"),
                            }
                        }
                        Val::V(out.into())
                    };
                    set!(r);
                    if vt.lanes == 0 {
                        tset!(tg!(*a).max(tg!(*b)));
                    } else {
                        // Lane-wise: a lane is undefined where an operand's lane is.
                        lset!(tg!(*a).max(tg!(*b)), if ck { lg!(*a) | lg!(*b) } else { 0 });
                    }
                }
                K::FNeg(vt, a) => {
                    let x = get!(*a);
                    let t = vt.st.ty();
                    let neg = |v: u128| from_f64(-to_f64(v, &t), &t);
                    let r = if vt.lanes == 0 {
                        Val::S(neg(x.s()))
                    } else {
                        Val::V(x.elems().iter().map(|e| Val::S(neg(e.s()))).collect())
                    };
                    set!(r);
                    if vt.lanes == 0 {
                        tset!(tg!(*a));
                    } else {
                        lset!(tg!(*a), if ck { lg!(*a) } else { 0 });
                    }
                }
                K::Cmp(p, vt, a, b) => {
                    let (x, y) = (get!(*a), get!(*b));
                    let r = if vt.lanes == 0 {
                        Val::S(cmp(*p, vt.st, x.s(), y.s()) as u128)
                    } else {
                        Val::V(
                            x.elems()
                                .iter()
                                .zip(y.elems())
                                .map(|(p2, q)| Val::S(cmp(*p, vt.st, p2.s(), q.s()) as u128))
                                .collect(),
                        )
                    };
                    set!(r);
                    if vt.lanes == 0 {
                        tset!(tg!(*a).max(tg!(*b)));
                    } else {
                        lset!(tg!(*a).max(tg!(*b)), if ck { lg!(*a) | lg!(*b) } else { 0 });
                    }
                }
                K::Cast(op, from, to, a) => {
                    let x = get!(*a);
                    let r = if *op == CastOp::BitCast {
                        let (ft, tt) = (vt_ty(*from), vt_ty(*to));
                        let mut buf = vec![0u8; prog.layout.store_size(&ft) as usize];
                        write_val(&prog.layout, &mut buf, &ft, x);
                        read_val(&prog.layout, &buf, &tt)
                    } else if from.lanes == 0 {
                        Val::S(cast(*op, from.st, to.st, x.s(), prog))
                    } else {
                        Val::V(
                            x.elems()
                                .iter()
                                .map(|e| Val::S(cast(*op, from.st, to.st, e.s(), prog)))
                                .collect(),
                        )
                    };
                    set!(r);
                    if tk!() && (from.lanes > 0 || to.lanes > 0) {
                        // Lanes follow their bits: a bitcast maps each result lane to the
                        // source lanes sharing its bits; other casts keep the lanes.
                        let m = lg!(*a);
                        let m = if *op == CastOp::BitCast && m != 0 && m != u64::MAX {
                            let fw = (prog.layout.store_size(&vt_ty(*from)) * 8) / u64::from(from.lanes.max(1));
                            let tw = (prog.layout.store_size(&vt_ty(*to)) * 8) / u64::from(to.lanes.max(1));
                            checks::bitcast_lanes(m, fw, from.lanes.max(1), tw, to.lanes.max(1))
                        } else {
                            m
                        };
                        lset!(tg!(*a), m);
                    } else {
                        tset!(tg!(*a));
                    }
                }
                K::Select(c, a, b) => {
                    let cv = get!(*c);
                    let r = match cv {
                        Val::S(c) => {
                            if *c & 1 == 1 {
                                get!(*a).clone()
                            } else {
                                get!(*b).clone()
                            }
                        }
                        Val::V(cs) => {
                            let (x, y) = (get!(*a), get!(*b));
                            Val::V(
                                cs.iter()
                                    .zip(x.elems().iter().zip(y.elems()))
                                    .map(
                                        |(c, (p, q))| {
                                            if c.s() & 1 == 1 {
                                                p.clone()
                                            } else {
                                                q.clone()
                                            }
                                        },
                                    )
                                    .collect(),
                            )
                        }
                    };
                    let is_vec = matches!(r, Val::V(_));
                    set!(r);
                    if tk!() && is_vec {
                        // A lane is undefined where the condition's, or either input's, is.
                        lset!(tg!(*c).max(tg!(*a)).max(tg!(*b)), lg!(*c) | lg!(*a) | lg!(*b));
                    } else {
                        tset!(tg!(*c).max(tg!(*a)).max(tg!(*b)));
                    }
                }
                K::Copy(a) => {
                    let v = get!(*a).clone();
                    let is_vec = matches!(v, Val::V(_));
                    set!(v);
                    if tk!() && is_vec {
                        lset!(tg!(*a), lg!(*a));
                    } else {
                        tset!(tg!(*a));
                    }
                }
                K::Load(ty, p) => {
                    let addr = get!(*p).s() as u64;
                    if ck {
                        let pt = tg!(*p);
                        let meta = self.meta[func as usize][pc as usize];
                        self.access_checks(it, pt, addr, meta, Some(ty));
                        match self.load_a(it, addr, ty, meta & 0x80 != 0) {
                            Ok(v) => {
                                set!(v);
                                let t = self.last_taint.max(pt & !UNINIT);
                                match &**ty {
                                    // A vector's lanes are as defined as their bytes.
                                    Ty::Vector(n, e) if t & UNINIT != 0 && pt & UNINIT == 0 => {
                                        let es = prog.layout.store_size(e) as usize;
                                        let defs = self.def_bytes(it, addr, es * *n as usize);
                                        let m = checks::undefined_lanes(&defs, es, *n);
                                        lset_ck!(t, m);
                                    }
                                    _ => tput!(t),
                                }
                            }
                            Err(m) => fail!(RunErrorKind::OutOfBounds, "load of `{ty}`: {m}"),
                        }
                    } else {
                        match self.load(it, addr, ty) {
                            Ok(v) => set!(v),
                            Err(m) => fail!(RunErrorKind::OutOfBounds, "load of `{ty}`: {m}"),
                        }
                    }
                }
                K::Store(ty, v, p) => {
                    let addr = get!(*p).s() as u64;
                    let mut part_lanes = 0u64;
                    let atomic = if ck {
                        let (pt, vt) = (tg!(*p), tg!(*v));
                        let meta = self.meta[func as usize][pc as usize];
                        self.access_checks(it, pt, addr, meta, Some(ty));
                        self.store_def = vt & UNINIT == 0;
                        if let Ty::Vector(n, _) = &**ty {
                            // Some lanes undefined: stored as they are (copying is fine, as
                            // Memcheck); their bytes are marked undefined after the store.
                            let m = lg!(*v);
                            let all = if *n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
                            if m & all != all && m != 0 {
                                self.store_def = true;
                                part_lanes = m;
                            }
                        }
                        let tag = split(addr).0;
                        if vt & !UNINIT != 0 && tag != TAG_PRIVATE && tag != TAG_LOCAL {
                            self.schedule_dependent(it.index + 1, FindingKind::ScheduleDependentValue, vt);
                        }
                        meta & 0x80 != 0
                    } else {
                        false
                    };
                    let v = get!(*v).clone();
                    let res = self.store_a(it, addr, ty, &v, atomic);
                    self.store_def = true;
                    if let (true, Ty::Vector(n, e), Ok(_)) = (part_lanes != 0, &**ty, &res) {
                        let es = prog.layout.store_size(e) as usize;
                        let defs: Vec<u8> = (0..*n as usize * es)
                            .map(|b| u8::from(part_lanes >> (b / es.max(1)).min(63) & 1 == 0))
                            .collect();
                        self.set_def_bytes(it, addr, &defs);
                    }
                    match res {
                        Ok(Some(race)) => self.record_race(it, func, pc, race),
                        Ok(None) => {}
                        Err(m) => fail!(RunErrorKind::OutOfBounds, "store of `{ty}`: {m}"),
                    }
                }
                K::Alloca {
                    size,
                    count,
                    count_bits,
                    align,
                    ..
                } => {
                    let n = mask(get!(*count).s(), *count_bits) as u64;
                    let bytes = size.saturating_mul(n);
                    // Checks: a 32-byte red zone before each allocation, so an overrun
                    // lands outside every allocation instead of in a neighbour (as ASan).
                    let from = it.stack.len() as u64 + if ck { 32 } else { 0 };
                    let at = from.div_ceil((*align).max(1)).saturating_mul((*align).max(1));
                    let end = at.saturating_add(bytes);
                    if end > self.limits.max_private_bytes {
                        fail!(
                            RunErrorKind::ResourceLimit,
                            "private memory of the work-item exceeds {} bytes",
                            self.limits.max_private_bytes
                        );
                    }
                    it.stack.resize(end as usize, 0);
                    if ck {
                        it.sdef.resize(end as usize, 0);
                        it.allocas.push((at, end));
                    }
                    set!(Val::S(memory::ptr_to(TAG_PRIVATE, at) as u128));
                    tset!(0);
                }
                K::Gep {
                    base: b,
                    offset,
                    idx,
                    bounds,
                    width,
                } => {
                    if ck
                        && !bounds.is_empty()
                        && self.meta[func as usize][pc as usize] & 0x40 != 0
                    {
                        // `getelementptr inbounds` into `[N x T]` (a struct member's array, a
                        // row): the index must stay in 0..N, or the access runs into the next
                        // field or row (as Oclgrind's "Index exceeds static array size"). The
                        // work-item goes on: memory stays consistent.
                        for (&(s, _, bits), &n) in idx.iter().zip(bounds.iter()) {
                            let i = sext(get!(s).s(), bits) as i64;
                            if n > 0 && (i < 0 || i as u64 >= n) {
                                let p = get!(*b).s() as u64;
                                let (tag, _) = split(p);
                                self.report(
                                    FindingKind::IndexOutOfBounds,
                                    self.cur,
                                    0,
                                    Some((tag, p & OFF_MASK)),
                                    &[(it.index + 1, self.cur)],
                                    format!("index {i} of a `[{n} x …]` array (a struct member or a row of a multi-dimensional array) is outside 0..{n}: the access runs past the array into its neighbour"),
                                );
                            }
                        }
                    }
                    let p = get!(*b).s() as u64;
                    let mut off = (p & OFF_MASK) as i64;
                    off = off.wrapping_add(*offset);
                    for &(s, scale, bits) in idx.iter() {
                        let i = sext(get!(s).s(), bits) as i64;
                        off = off.wrapping_add(i.wrapping_mul(scale));
                    }
                    let o = if *width <= 32 {
                        (off as u64) & 0xffff_ffff
                    } else {
                        (off as u64) & OFF_MASK
                    };
                    set!(Val::S(((p & !OFF_MASK) | o) as u128));
                    tset!(idx.iter().fold(tg!(*b), |t, x| t.max(tg!(x.0))));
                    if ck
                        && split(p).0 == TAG_PRIVATE
                        && self.meta[func as usize][pc as usize] & 0x40 != 0
                    {
                        // `getelementptr inbounds` from a private allocation must stay in it
                        // (one past the end allowed).
                        let (bo, ro) = (p & OFF_MASK, o);
                        let i = it.allocas.partition_point(|a| a.0 <= bo);
                        if i > 0 && bo < it.allocas[i - 1].1 {
                            let (a0, a1) = it.allocas[i - 1];
                            if ro < a0 || ro > a1 {
                                self.fault_kind = Some(FindingKind::PrivateOutOfBounds);
                                self.fault_at = Some((TAG_PRIVATE, ro));
                                fail!(RunErrorKind::OutOfBounds, "`getelementptr inbounds` leaves its private allocation of {} bytes (offset {} from its start)", a1 - a0, ro as i64 - a0 as i64);
                            }
                        }
                    }
                }
                K::ExtractElement(v, i2) => {
                    let (x, i) = (get!(*v), get!(*i2).s() as usize);
                    if ck && i >= x.elems().len() {
                        self.lane_out_of_range(it, i, x.elems().len());
                    }
                    let r = x.elems().get(i).cloned().unwrap_or(Val::S(0));
                    set!(r);
                    if tk!() {
                        // The lane's own definedness (and the index's).
                        let undef = lg!(*v) >> i.min(63) & 1 != 0 || tg!(*i2) & UNINIT != 0;
                        let t = tg!(*v).max(tg!(*i2)) & !UNINIT;
                        tset!(t | if undef { UNINIT } else { 0 });
                    }
                }
                K::InsertElement(v, e2, i2) => {
                    let (x, e, i) = (get!(*v), get!(*e2), get!(*i2).s() as usize);
                    if ck && i >= x.elems().len() {
                        self.lane_out_of_range(it, i, x.elems().len());
                    }
                    let mut out: Vec<Val> = x.elems().to_vec();
                    if let Some(slot) = out.get_mut(i) {
                        *slot = e.clone();
                    }
                    let n = out.len();
                    set!(Val::V(out.into()));
                    if tk!() {
                        let all = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
                        let m = if tg!(*i2) & UNINIT != 0 {
                            all
                        } else {
                            let bit = 1u64 << i.min(63);
                            let keep = if i >= 63 { lg!(*v) } else { lg!(*v) & !bit };
                            keep | if tg!(*e2) & UNINIT != 0 { bit } else { 0 }
                        };
                        lset!(tg!(*v).max(tg!(*e2)).max(tg!(*i2)), m & all);
                        // The vector operand dies here (`dead_taint.rs`): forget its taint, and
                        // with a defined result see whether the work-item is untainted again.
                        if let Src::R(r) = *v {
                            if self.dead.get(func as usize).is_some_and(|d| d.kills_vector[pc as usize]) && self.probe.is_none() {
                                it.taint[(base + r) as usize] = 0;
                                if !it.clean && it.taint[(base + dst) as usize] == 0 {
                                    it.clean = it.taint.iter().all(|&t| t == 0);
                                }
                            }
                        }
                    }
                }
                K::Shuffle(a, b, m, _) => {
                    let (x, y) = (get!(*a).elems(), get!(*b).elems());
                    let n = x.len();
                    let r: Vec<Val> = m
                        .iter()
                        .map(|&k| {
                            if k < 0 {
                                Val::S(0)
                            } else if (k as usize) < n {
                                x[k as usize].clone()
                            } else {
                                y.get(k as usize - n).cloned().unwrap_or(Val::S(0))
                            }
                        })
                        .collect();
                    set!(Val::V(r.into()));
                    if tk!() {
                        // Each result lane is as defined as the lane it picks.
                        let (la, lb) = (lg!(*a), lg!(*b));
                        let m = m.iter().enumerate().fold(0u64, |acc, (j, &k)| {
                            let src = if k < 0 {
                                0
                            } else if (k as usize) < n {
                                la >> (k as usize).min(63) & 1
                            } else {
                                lb >> (k as usize - n).min(63) & 1
                            };
                            acc | src << j.min(63)
                        });
                        lset!(tg!(*a).max(tg!(*b)), m);
                    }
                }
                K::ExtractValue(a, idx) => {
                    let mut v = get!(*a);
                    for &i in idx.iter() {
                        v = v.elems().get(i as usize).unwrap_or(&Val::S(0));
                    }
                    let v = v.clone();
                    set!(v);
                    tset!(tg!(*a));
                }
                K::InsertValue(a, e2, idx) => {
                    let mut agg = get!(*a).clone();
                    let e = get!(*e2).clone();
                    insert_at(&mut agg, idx, e);
                    set!(agg);
                    tset!(tg!(*a).max(tg!(*e2)));
                }
                K::Call(callee, args) => {
                    let cf = &prog.funcs[*callee as usize];
                    if let Some(e) = &cf.error {
                        return Err(e.clone().for_item(self.gid(it)));
                    }
                    if it.frames.len() >= self.limits.max_call_depth as usize {
                        fail!(
                            RunErrorKind::ResourceLimit,
                            "call depth exceeds {} (recursion?)",
                            self.limits.max_call_depth
                        );
                    }
                    let nb = it.regs.len() as u32;
                    let vals: Vec<Val> = args.iter().map(|&s| get!(s).clone()).collect();
                    it.regs.resize((nb + cf.nregs) as usize, Val::S(0));
                    for (k, v) in vals.into_iter().enumerate().take(cf.nargs as usize) {
                        it.regs[nb as usize + k] = v;
                    }
                    if ck {
                        let ts: Vec<u32> = args.iter().map(|&s| tg!(s)).collect();
                        if ts.iter().any(|t| t & UNINIT != 0) {
                            self.uninit_use(it, FindingKind::UninitialisedArgument);
                        }
                        it.taint.resize((nb + cf.nregs) as usize, 0);
                        for (k, t) in ts.into_iter().enumerate().take(cf.nargs as usize) {
                            it.taint[nb as usize + k] = t;
                            it.clean &= t == 0;
                        }
                    }
                    it.frames.push(Frame {
                        defined_consts: !self.undef_consts[*callee as usize],
                        func: *callee,
                        pc: 0,
                        block: 0,
                        base: nb,
                        sp: it.stack.len() as u64,
                        ret_dst: dst,
                    });
                    self.enter_phis(it, u32::MAX, 0)?;
                }
                K::Ret(v) => {
                    let rv = v.map(|s| get!(s).clone());
                    let rt = if ck { v.map_or(0, |s| tg!(s)) } else { 0 };
                    let fr = it.frames.pop().expect("a frame");
                    if it.frames.is_empty() {
                        it.frames.push(fr);
                        return Ok(Stop::Done);
                    }
                    it.regs.truncate(fr.base as usize);
                    it.stack.truncate(fr.sp as usize);
                    if ck {
                        it.taint.truncate(fr.base as usize);
                        it.sdef.truncate(fr.sp as usize);
                        while it.allocas.last().is_some_and(|a| a.0 >= fr.sp) {
                            it.allocas.pop();
                        }
                    }
                    if let (Some(v), true) = (rv, fr.ret_dst != u32::MAX) {
                        let cb = it.frames.last().map_or(0, |f| f.base);
                        it.regs[(cb + fr.ret_dst) as usize] = v;
                        if ck {
                            it.taint[(cb + fr.ret_dst) as usize] = rt;
                            it.clean &= rt == 0;
                        }
                    }
                }
                K::Br(t) => self.jump(it, fi, *t)?,
                K::CondBr(c, t, e) => {
                    if tk!() {
                        let tc = tg!(*c);
                        if tc != 0 {
                            self.tainted_branch(it, tc);
                        }
                    }
                    let c = get!(*c).s() & 1 == 1;
                    self.jump(it, fi, if c { *t } else { *e })?;
                }
                K::Switch(v, bits, def, cases) => {
                    if tk!() {
                        let tc = tg!(*v);
                        if tc != 0 {
                            self.tainted_branch(it, tc);
                        }
                    }
                    let x = mask(get!(*v).s(), *bits);
                    let t = cases
                        .iter()
                        .find(|(c, _)| *c == x)
                        .map_or(*def, |&(_, t)| t);
                    self.jump(it, fi, t)?;
                }
                K::Unreachable => {
                    if let Some(e) = &f.error {
                        return Err(e.clone().for_item(self.gid(it)));
                    }
                    fail!(RunErrorKind::UndefinedBehavior, "reached `unreachable`");
                }
                K::Nop => {}
                K::Rmw(op, st, p, v) => {
                    let addr = get!(*p).s() as u64;
                    if ck {
                        let (pt, vt) = (tg!(*p), tg!(*v));
                        self.access_checks(it, pt, addr, 0, None);
                        self.store_def = vt & UNINIT == 0;
                    }
                    let v = get!(*v).s();
                    let res = self.rmw(it, addr, *op, *st, v);
                    self.store_def = true;
                    match res {
                        Ok(old) => {
                            set!(Val::S(old));
                            tput!(self.last_taint);
                        }
                        Err(m) => fail!(RunErrorKind::OutOfBounds, "atomicrmw: {m}"),
                    }
                }
                K::CmpXchg(st, p, c, n) => {
                    let addr = get!(*p).s() as u64;
                    if ck {
                        let (pt, vt) = (tg!(*p), tg!(*n));
                        self.access_checks(it, pt, addr, 0, None);
                        self.store_def = vt & UNINIT == 0;
                    }
                    let (c, n) = (get!(*c).s(), get!(*n).s());
                    let res = self.cmpxchg(it, addr, *st, c, n);
                    self.store_def = true;
                    match res {
                        Ok((old, ok)) => {
                            set!(Val::V(vec![Val::S(old), Val::S(ok as u128)].into()));
                            tput!(self.last_taint);
                        }
                        Err(m) => fail!(RunErrorKind::OutOfBounds, "cmpxchg: {m}"),
                    }
                }
                K::Builtin(bi, vt, args) => {
                    if let Builtin::CrossLane(_) = bi {
                        return Ok(Stop::Warp(func, pc));
                    }
                    if *bi == Builtin::Barrier {
                        let block = it.frames[fi].block;
                        // OpenCL `barrier(flags)` / `work_group_barrier(flags, …)`:
                        // CLK_LOCAL_MEM_FENCE = 1, CLK_GLOBAL_MEM_FENCE = 2; the NVVM and
                        // AMDGPU barriers order both.
                        let text = f.spans.get(pc as usize).map_or("", |s| s.text(&self.src));
                        let flags = match args.first() {
                            Some(&a0)
                                if text.contains("barrierj") || text.contains("work_group_barrier") =>
                            {
                                (get!(a0).s() & 3) as u8
                            }
                            _ => 3,
                        };
                        return Ok(Stop::Barrier(func, pc, block, flags));
                    }
                    let targ = if tk!() {
                        let t = args.iter().fold(0, |t, &s| t.max(tg!(s)));
                        if t & UNINIT != 0
                            && !matches!(bi, Builtin::Nop | Builtin::Memcpy | Builtin::Memset)
                        {
                            self.uninit_use(it, FindingKind::UninitialisedArgument);
                        }
                        t
                    } else {
                        0
                    };
                    // Up to three operands on the stack (no allocation on the hot path).
                    let mut small = [Val::S(0), Val::S(0), Val::S(0)];
                    let big: Vec<Val>;
                    let argv: &[Val] = if args.len() <= 3 {
                        for (slot, &s) in small.iter_mut().zip(args.iter()) {
                            *slot = get!(s).clone();
                        }
                        &small[..args.len()]
                    } else {
                        big = args.iter().map(|&s| get!(s).clone()).collect();
                        &big
                    };
                    if *bi == Builtin::Ocl(OclFn::WaitGroupEvents) {
                        // A work-group barrier for both spaces that completes the events it
                        // names (async_copy.rs).
                        let (n, list) = (argv.first().map_or(0, |v| v.s() as u64), argv.get(1).map_or(0, |v| v.s() as u64));
                        if let Err(m) = self.async_wait(it, n, list) {
                            fail!(RunErrorKind::OutOfBounds, "wait_group_events: {m}");
                        }
                        return Ok(Stop::Barrier(func, pc, it.frames[fi].block, 3 | WAIT_FLAG));
                    }
                    match self.builtin(it, *bi, *vt, argv) {
                        Ok(Some(v)) => {
                            if dst != u32::MAX {
                                set!(v);
                                tput!(if matches!(
                                    bi,
                                    Builtin::OclAtomic(_)
                                        | Builtin::OclAtomicIncDec(_)
                                        | Builtin::OclCmpxchg
                                ) {
                                    self.last_taint
                                } else {
                                    targ
                                });
                            }
                        }
                        Ok(None) => {}
                        Err(m) => fail!(RunErrorKind::OutOfBounds, "{m}"),
                    }
                }
            }
        }
    }

    #[inline]
    fn jump(&mut self, it: &mut Item, fi: usize, to: u32) -> R<()> {
        let from = it.frames[fi].block;
        let prog = Arc::clone(&self.prog);
        let f = &prog.funcs[it.frames[fi].func as usize];
        it.frames[fi].block = to;
        it.frames[fi].pc = f.block_start[to as usize];
        let func = it.frames[fi].func as usize;
        if self.ck && self.undef_consts[func] {
            // A block whose instructions read no undefined constant keeps the fast path
            // (`Item::clean`, `dead_taint.rs`); the frame starts with its function's answer.
            if let Some(d) = self.dead.get(func) {
                it.frames[fi].defined_consts = !d.undef_block[to as usize];
            }
        }
        if fi == 0 {
            if it.path.len() as u64 >= self.limits.max_path_len {
                return Err(RunError::general(
                    RunErrorKind::StepLimit,
                    format!(
                        "a work-item's path exceeds {} blocks (an infinite loop?)",
                        self.limits.max_path_len
                    ),
                )
                .for_item(self.gid(it)));
            }
            it.path.push(Block(to));
        }
        if f.phis[to as usize].is_empty() {
            return Ok(());
        }
        self.enter_phis(it, from, to)
    }

    fn rmw(
        &mut self,
        it: &mut Item,
        addr: u64,
        op: RmwOp,
        st: St,
        v: u128,
    ) -> Result<u128, String> {
        let t = st.ty();
        let old = self.load_a(it, addr, &t, true)?.s();
        let taint = self.last_taint;
        let new = if st.is_float() {
            from_f64(op.apply_float(to_f64(old, &t), to_f64(v, &t)), &t)
        } else {
            op.apply_int(old, v, st.bits())
        };
        self.store_atomic(it, addr, &t, new)?;
        self.last_taint = taint;
        Ok(old)
    }

    fn cmpxchg(
        &mut self,
        it: &mut Item,
        addr: u64,
        st: St,
        c: u128,
        n: u128,
    ) -> Result<(u128, bool), String> {
        let t = st.ty();
        let old = self.load_a(it, addr, &t, true)?.s();
        let taint = self.last_taint;
        let ok = old == c;
        if ok {
            self.store_atomic(it, addr, &t, n)?;
        }
        self.last_taint = taint;
        Ok((old, ok))
    }

    fn store_atomic(&mut self, it: &mut Item, addr: u64, t: &Ty, v: u128) -> Result<(), String> {
        self.store_a(it, addr, t, &Val::S(v), true)?;
        Ok(())
    }

    /// Address checks of a load or store (checks on): an uninitialised pointer; an address
    /// that is not a multiple of the access's `align` (`meta`, [`checks::mem_meta`]). In
    /// private memory the alignment checked is the smaller of `align` and the accessed type's
    /// ABI alignment `abi` (docs/INTERPRETER.md, "Misaligned accesses"): the allocas are laid
    /// out by the data layout, and an `align` above it is the front end's claim (clang-19
    /// gives AMDGPU's 4-byte `event_t` elements `align 8`), not a misaligned program. `ty`:
    /// the accessed type (its ABI alignment, computed only for a misaligned private access;
    /// `None`: 1). The common case (a defined pointer, aligned to `align`) returns at once.
    #[inline]
    fn access_checks(&mut self, it: &Item, pt: u32, addr: u64, meta: u8, ty: Option<&Ty>) {
        if pt & UNINIT == 0 && addr & OFF_MASK & ((1u64 << (meta & 0x3f)) - 1) == 0 {
            return;
        }
        let abi = ty.map_or(1, |t| self.prog.layout.align(t));
        self.access_checks_slow(it, pt, addr, meta, abi);
    }

    /// [`Machine::access_checks`] once the fast case is excluded (`abi`: the type's ABI
    /// alignment).
    #[cold]
    fn access_checks_slow(&mut self, it: &Item, pt: u32, addr: u64, meta: u8, abi: u64) {
        if pt & UNINIT != 0 {
            self.uninit_use(it, FindingKind::UninitialisedAddress);
        }
        let mut align = 1u64 << (meta & 0x3f);
        if split(addr).0 == TAG_PRIVATE {
            align = align.min(abi.max(1));
        }
        // AMDGPU's printf records pack their arguments 4-byte aligned while clang's stores
        // keep each type's alignment (`<4 x float>` at offset 8 with `align 16`): the
        // runtime's buffer is no user memory, so it is not checked.
        if addr & OFF_MASK & (align - 1) != 0 && Some(split(addr).0) != self.ocl.printf_tag {
            let (tag, off) = split(addr);
            self.report(
                FindingKind::Misaligned,
                self.cur,
                0,
                Some((tag, off)),
                &[(it.index + 1, self.cur)],
                format!("address offset {off} is not a multiple of the access's alignment {align}"),
            );
        }
    }

    /// A vector lane index out of range (a private array promoted to a vector by SROA,
    /// indexed past its end): poison in LLVM; reported, the work-item goes on.
    fn lane_out_of_range(&mut self, it: &Item, i: usize, n: usize) {
        self.report(
            FindingKind::PrivateOutOfBounds,
            self.cur,
            0,
            None,
            &[(it.index + 1, self.cur)],
            format!("vector lane {i} of a {n}-lane vector (a private array kept in registers, indexed past its end; the result is poison)"),
        );
    }

    /// An uninitialised value used by the running instruction.
    fn uninit_use(&mut self, it: &Item, kind: FindingKind) {
        let what = match kind {
            FindingKind::UninitialisedBranch => "an uninitialised value decides this branch",
            FindingKind::UninitialisedAddress => "this address is computed from an uninitialised value",
            _ => "an uninitialised value is passed to this call",
        };
        self.report(kind, self.cur, 0, None, &[(it.index + 1, self.cur)], what.into());
    }

    /// A branch (or switch) whose condition has taint `t`.
    fn tainted_branch(&mut self, it: &Item, t: u32) {
        if t & UNINIT != 0 {
            self.uninit_use(it, FindingKind::UninitialisedBranch);
        }
        if t & !UNINIT != 0 {
            self.schedule_dependent(it.index + 1, FindingKind::ScheduleDependentBranch, t);
        }
    }

    /// A branch or store of the running instruction depending on racing load `t - 1`.
    fn schedule_dependent(&mut self, me: u32, kind: FindingKind, t: u32) {
        let Some(r) = self.racy.get(((t & !UNINIT) - 1) as usize).cloned() else {
            return;
        };
        if let Occurrence::Again(more) = self.findings.occurrence(kind, self.cur, r.load) {
            if let Some(i) = more {
                let w = [self.gid_of_index(me - 1), self.gid_of_index(r.writer - 1)];
                self.findings.more(i, &w);
            }
            return;
        }
        let (ll, sl) = (self.location(r.load), self.location(r.store));
        let writer = self.gid_of_index(r.writer - 1);
        let what = if kind == FindingKind::ScheduleDependentBranch {
            "this branch's outcome depends on the schedule"
        } else {
            "the value stored here depends on the schedule"
        };
        let msg = format!(
            "{what}: it reads {} byte {} (load at {}:{}), written by work-item ({}, {}, {}) at {}:{} without a barrier",
            r.region, r.offset, ll.line, ll.col, writer[0], writer[1], writer[2], sl.line, sl.col
        );
        let (cur, load) = (self.cur, r.load);
        let here = self.location(cur);
        self.findings.add(
            cur,
            load,
            kind,
            None,
            Some(r.region.clone()),
            Some(r.offset),
            vec![self.gid_of_index(me - 1), writer],
            vec![here, ll, sl],
            Some(self.same_group(me, r.writer)),
            msg,
        );
    }

    fn id(&self, it: &Item, k: IdKind, d: usize) -> u64 {
        if d >= 3 {
            return match k {
                IdKind::LocalSize
                | IdKind::GlobalSize
                | IdKind::NumGroups
                | IdKind::EnqueuedLocalSize => 1,
                _ => 0,
            };
        }
        match k {
            IdKind::LocalId => it.lid[d],
            IdKind::GroupId => self.group[d],
            IdKind::GlobalId => self.group[d] * self.local[d] + it.lid[d],
            IdKind::LocalSize => {
                // The last work-group may be partial (OpenCL 2.0 non-uniform work-groups).
                (self.global[d] - self.group[d] * self.local[d]).min(self.local[d])
            }
            IdKind::EnqueuedLocalSize => self.local[d],
            IdKind::GlobalSize => self.global[d],
            IdKind::NumGroups => self.num_groups(d),
            IdKind::GlobalOffset => 0,
        }
    }

    fn builtin(
        &mut self,
        it: &mut Item,
        bi: Builtin,
        vt: Vt,
        a: &[Val],
    ) -> Result<Option<Val>, String> {
        let bits = vt.st.bits();
        let int = |x: u64| Some(Val::S(mask(x as u128, bits)));
        Ok(match bi {
            Builtin::Id(k, d) => int(self.id(it, k, d as usize)),
            Builtin::OclId(k) => {
                let d = a.first().map_or(0, |v| v.s()) as usize;
                int(self.id(it, k, d.min(3)))
            }
            Builtin::WorkDim => int(self.dims as u64),
            Builtin::LaneId => int(it.llin as u64 % self.wave as u64),
            Builtin::WaveSize => int(self.wave as u64),
            Builtin::Mbcnt(hi) => {
                let (m, acc) = (
                    a.first().map_or(0, |v| v.s()) as u64,
                    a.get(1).map_or(0, |v| v.s()) as u64,
                );
                let lane = it.llin as u64 % self.wave as u64;
                let below = if hi {
                    lane.saturating_sub(32).min(32)
                } else {
                    lane.min(32)
                };
                let bitsmask = if below >= 32 {
                    0xffff_ffff
                } else {
                    (1u64 << below) - 1
                };
                int(acc + (m & bitsmask).count_ones() as u64)
            }
            Builtin::Barrier | Builtin::Nop | Builtin::CrossLane(_) => None,
            Builtin::VecReduce(r) => {
                let t = vt.st.ty();
                Some(Val::S(r.eval(a, bits, |x| to_f64(x, &t), |x| from_f64(x, &t))))
            }
            Builtin::DispatchPtr => Some(Val::S(memory::ptr_to(TAG_DISPATCH, 0) as u128)),
            Builtin::ImplicitArgPtr => Some(Val::S(memory::ptr_to(TAG_IMPLICIT, 0) as u128)),
            Builtin::F(m) => {
                let t = vt.st.ty();
                let lane = |k: usize| -> Val {
                    let xs: Vec<f64> = a
                        .iter()
                        .map(|v| to_f64(v.elems().get(k).map_or(v.s(), |e| e.s()), &t))
                        .collect();
                    Val::S(from_f64(m.eval(&xs), &t))
                };
                Some(if vt.lanes == 0 {
                    lane(0)
                } else {
                    Val::V((0..vt.lanes as usize).map(lane).collect())
                })
            }
            Builtin::I(m) => {
                let lane = |k: usize| -> Val {
                    let xs: Vec<u128> = a
                        .iter()
                        .take(m.arity())
                        .map(|v| mask(v.elems().get(k).map_or(v.s(), |e| e.s()), bits))
                        .collect();
                    Val::S(m.eval(&xs, bits))
                };
                Some(if vt.lanes == 0 {
                    lane(0)
                } else {
                    Val::V((0..vt.lanes as usize).map(lane).collect())
                })
            }
            Builtin::Memcpy => {
                let (d, s, n) = (a[0].s() as u64, a[1].s() as u64, a[2].s().min(usize::MAX as u128) as usize);
                if n > 0 {
                    // Both ends are checked against their memory before anything is copied.
                    self.mem(&mut it.stack, d, n)?;
                    let tmp = self.mem(&mut it.stack, s, n)?.0.to_vec();
                    // Copying undefined bytes is fine: their defined bits travel with them.
                    let defs = if self.ck {
                        self.check_read(it, s, n, false)?;
                        Some(self.def_bytes(it, s, n))
                    } else {
                        None
                    };
                    let race = if self.ck { self.check_write(it, d, &tmp, false)? } else { None };
                    if race.is_some() {
                        self.races_total += 1;
                    }
                    self.mem(&mut it.stack, d, n)?.0.copy_from_slice(&tmp);
                    if let Some(defs) = defs {
                        self.set_def_bytes(it, d, &defs);
                    }
                }
                None
            }
            Builtin::Memset => {
                let (d, v, n) = (a[0].s() as u64, a[1].s() as u8, a[2].s().min(usize::MAX as u128) as usize);
                if n > 0 {
                    // The length is the program's: checked against the destination before
                    // the bytes are built (a `memset` of 2^57 bytes is an out-of-bounds
                    // finding, not an allocation), then written as bytes, not values.
                    self.mem(&mut it.stack, d, n)?;
                    let data = vec![v; n];
                    let race = if self.ck { self.check_write(it, d, &data, false)? } else { None };
                    if race.is_some() {
                        self.races_total += 1;
                    }
                    self.mem(&mut it.stack, d, n)?.0.copy_from_slice(&data);
                }
                None
            }
            Builtin::OclAtomic(op) => Some(Val::S(self.rmw(
                it,
                a[0].s() as u64,
                op,
                vt.st,
                a.get(1).map_or(0, |v| v.s()),
            )?)),
            Builtin::OclAtomicIncDec(inc) => Some(Val::S(self.rmw(
                it,
                a[0].s() as u64,
                if inc { RmwOp::Add } else { RmwOp::Sub },
                vt.st,
                1,
            )?)),
            Builtin::Ocl(f) => return self.ocl_builtin(it, f, vt, a),
            Builtin::OclCmpxchg => Some(Val::S(
                self.cmpxchg(it, a[0].s() as u64, vt.st, a[1].s(), a[2].s())?
                    .0,
            )),
        })
    }

    /// The defined bytes of `[p, p + n)` (in bounds).
    pub(super) fn def_bytes(&self, it: &Item, p: u64, n: usize) -> Vec<u8> {
        let (tag, off) = split(p);
        let o = off as usize;
        let d = if tag == TAG_PRIVATE {
            &it.sdef[..]
        } else {
            &self.regions[tag as usize].def[..]
        };
        if d.is_empty() && tag != TAG_PRIVATE {
            return vec![1; n];
        }
        (o..o + n).map(|k| d.get(k).copied().unwrap_or(0)).collect()
    }

    /// Sets the defined bytes at `p` (in bounds).
    pub(super) fn set_def_bytes(&mut self, it: &mut Item, p: u64, defs: &[u8]) {
        let (tag, off) = split(p);
        let o = off as usize;
        let d = if tag == TAG_PRIVATE {
            &mut it.sdef
        } else {
            &mut self.regions[tag as usize].def
        };
        if let Some(s) = d.get_mut(o..o + defs.len()) {
            s.copy_from_slice(defs);
        }
    }

    /// The region list (for reading buffers back).
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// Local memory region kind check (used by tests).
    pub fn space(&self, tag: u16) -> Option<Space> {
        self.regions.get(tag as usize).map(|r| r.space)
    }
}

fn insert_at(agg: &mut Val, idx: &[u32], e: Val) {
    match idx.split_first() {
        None => *agg = e,
        Some((&i, rest)) => {
            if let Val::V(v) = agg {
                if let Some(slot) = v.get_mut(i as usize) {
                    insert_at(slot, rest, e);
                }
            }
        }
    }
}

fn vt_ty(v: Vt) -> Ty {
    if v.lanes == 0 {
        v.st.ty()
    } else {
        Ty::Vector(v.lanes, Box::new(v.st.ty()))
    }
}

/// A scalar binary operation on `st` values (bits). Division by zero and signed overflow of
/// `sdiv`/`srem` are immediate UB (errors); over-wide shifts give poison, returned as 0.
#[inline]
pub fn bin(op: BinOp, st: St, a: u128, b: u128) -> Result<u128, &'static str> {
    if st.is_float() {
        let t = st.ty();
        if st == St::D {
            let (x, y) = (f64::from_bits(a as u64), f64::from_bits(b as u64));
            let r = match op {
                BinOp::FAdd => x + y,
                BinOp::FSub => x - y,
                BinOp::FMul => x * y,
                BinOp::FDiv => x / y,
                BinOp::FRem => x % y,
                _ => return Err("integer operation on a floating-point type"),
            };
            return Ok(r.to_bits() as u128);
        }
        if st == St::F {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            let r = match op {
                BinOp::FAdd => x + y,
                BinOp::FSub => x - y,
                BinOp::FMul => x * y,
                BinOp::FDiv => x / y,
                BinOp::FRem => x % y,
                _ => return Err("integer operation on a floating-point type"),
            };
            return Ok(r.to_bits() as u128);
        }
        let (x, y) = (to_f64(a, &t), to_f64(b, &t));
        let r = match op {
            BinOp::FAdd => x + y,
            BinOp::FSub => x - y,
            BinOp::FMul => x * y,
            BinOp::FDiv => x / y,
            BinOp::FRem => x % y,
            _ => return Err("integer operation on a floating-point type"),
        };
        return Ok(from_f64(r, &t));
    }
    let bits = st.bits();
    Ok(mask(
        match op {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::UDiv | BinOp::URem => {
                if b == 0 {
                    return Err("division by zero (`udiv`/`urem` by 0 is undefined behaviour)");
                }
                if op == BinOp::UDiv {
                    a / b
                } else {
                    a % b
                }
            }
            BinOp::SDiv | BinOp::SRem => {
                let (x, y) = (sext(a, bits), sext(b, bits));
                if y == 0 {
                    return Err("division by zero (`sdiv`/`srem` by 0 is undefined behaviour)");
                }
                if y == -1 && x == sext(1u128 << (bits - 1), bits) {
                    return Err("signed division overflow (INT_MIN / -1 is undefined behaviour)");
                }
                (if op == BinOp::SDiv {
                    x.wrapping_div(y)
                } else {
                    x.wrapping_rem(y)
                }) as u128
            }
            BinOp::Shl => {
                if b >= bits as u128 {
                    0
                } else {
                    a << b
                }
            }
            BinOp::LShr => {
                if b >= bits as u128 {
                    0
                } else {
                    a >> b
                }
            }
            BinOp::AShr => {
                if b >= bits as u128 {
                    0
                } else {
                    (sext(a, bits) >> b) as u128
                }
            }
            BinOp::And => a & b,
            BinOp::Or => a | b,
            BinOp::Xor => a ^ b,
            _ => return Err("floating-point operation on an integer type"),
        },
        bits,
    ))
}

/// A comparison of two `st` scalars.
#[inline]
pub fn cmp(p: Pred, st: St, a: u128, b: u128) -> bool {
    use Pred::*;
    if st.is_float() {
        let t = st.ty();
        let (x, y) = (to_f64(a, &t), to_f64(b, &t));
        let uno = x.is_nan() || y.is_nan();
        return match p {
            False => false,
            True => true,
            Oeq => !uno && x == y,
            Ogt => !uno && x > y,
            Oge => !uno && x >= y,
            Olt => !uno && x < y,
            Ole => !uno && x <= y,
            One => !uno && x != y,
            Ord => !uno,
            Ueq => uno || x == y,
            FUgt => uno || x > y,
            FUge => uno || x >= y,
            FUlt => uno || x < y,
            FUle => uno || x <= y,
            FUne => uno || x != y,
            Uno => uno,
            _ => false,
        };
    }
    let bits = st.bits();
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    match p {
        Eq => a == b,
        Ne => a != b,
        Ugt => a > b,
        Uge => a >= b,
        Ult => a < b,
        Ule => a <= b,
        Sgt => sa > sb,
        Sge => sa >= sb,
        Slt => sa < sb,
        Sle => sa <= sb,
        _ => false,
    }
}

/// A scalar cast.
pub fn cast(op: CastOp, from: St, to: St, x: u128, prog: &DecodedProgram) -> u128 {
    let tb = to.bits();
    match op {
        CastOp::Trunc | CastOp::ZExt => mask(x, tb),
        CastOp::SExt => mask(sext(x, from.bits()) as u128, tb),
        CastOp::FPToUI => {
            let v = to_f64(x, &from.ty());
            mask(
                if v.is_nan() || v <= -1.0 {
                    0
                } else {
                    v as u128
                },
                tb,
            )
        }
        CastOp::FPToSI => {
            let v = to_f64(x, &from.ty());
            mask(v as i128 as u128, tb)
        }
        CastOp::UIToFP => {
            if to == St::F && from.bits() > 32 {
                return (x as f32).to_bits() as u128;
            }
            from_f64(x as f64, &to.ty())
        }
        CastOp::SIToFP => {
            let s = sext(x, from.bits());
            if to == St::F && from.bits() > 32 {
                return (s as f32).to_bits() as u128;
            }
            from_f64(s as f64, &to.ty())
        }
        CastOp::FPTrunc | CastOp::FPExt => from_f64(to_f64(x, &from.ty()), &to.ty()),
        CastOp::PtrToInt => mask(x, tb),
        CastOp::IntToPtr => match to {
            St::P(a) => super::memory::retag(x, a, &prog.layout),
            _ => x,
        },
        CastOp::BitCast | CastOp::AddrSpaceCast => x,
    }
}

/// The message of an access to bytes `off .. off + n` outside region `name` of `len` bytes.
/// The offset is the pointer's 48 offset bits read as a signed number, so an index before the
/// start prints as `bytes -8..-4` (in order, start before end) and says so: growing the region
/// cannot fix it.
pub(super) fn outside_message(off: u64, n: u64, name: &str, len: u64) -> String {
    let s = signed_offset(off);
    // `n` comes from the program (a `memset` length can be near 2^64): no overflow.
    let e = s as i128 + n as i128;
    if s < 0 {
        format!("bytes {s}..{e} outside {name} ({len} bytes): before its start (a negative index)")
    } else {
        format!("bytes {s}..{e} outside {name} ({len} bytes)")
    }
}

/// A 48-bit pointer offset as a signed byte offset (bit 47 is the sign).
/// Whether a byte of `d` is 0 (an undefined byte of a "defined" map): a 4- or 8-byte map
/// as one word (the zero-byte test of Warren's *Hacker's Delight*, §6-1), others byte by
/// byte. `O(bytes)`; reference: `d.contains(&0)` (property test in `happens_before.rs`).
#[inline]
pub(super) fn any_zero_byte(d: &[u8]) -> bool {
    if let Ok(w) = <[u8; 4]>::try_from(d) {
        let x = u32::from_le_bytes(w);
        return x.wrapping_sub(0x0101_0101) & !x & 0x8080_8080 != 0;
    }
    if let Ok(w) = <[u8; 8]>::try_from(d) {
        let x = u64::from_le_bytes(w);
        return x.wrapping_sub(0x0101_0101_0101_0101) & !x & 0x8080_8080_8080_8080 != 0;
    }
    d.contains(&0)
}

pub(super) fn signed_offset(off: u64) -> i64 {
    let off = off & super::memory::OFF_MASK;
    if off >= 1 << 47 {
        off as i64 - (1i64 << 48)
    } else {
        off as i64
    }
}
