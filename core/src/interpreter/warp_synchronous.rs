//! Warp-synchronous code (issue 32 item 7): code that is correct only while the lanes of a
//! warp run in lock-step — a reduction's last 32 lanes through `volatile __local` memory with
//! no barrier, a warp-centric loop whose lanes read what other lanes of the warp stored a few
//! instructions before, a warp-level prefix sum in local memory. Before Volta a warp's lanes
//! executed each instruction together, so such a race was benign; since Volta NVIDIA GPUs
//! schedule the threads of a warp independently (CUDA C++ Programming Guide, "Independent
//! Thread Scheduling" and `__syncwarp`), and OpenCL never promised lock-step sub-groups (OpenCL
//! C 2.0 §6.13.8: only `barrier` / `sub_group_barrier` order work-items' memory).
//!
//! # What is reported, and its relation to the race findings
//! The interpreter's normal schedule is *not* lock-step: each work-item runs alone to its next
//! barrier (`exec.rs`), which is one schedule independent scheduling allows. So an intra-warp
//! race — two lanes of one warp, one access writing, no covering barrier between them — is
//! reported by the race checker as what it is under the OpenCL and CUDA (Volta and later)
//! memory models: a `read-write-race`, `write-write-race` or `atomic-plain-race` (errors),
//! never suppressed. Those race findings whose two work-items are lanes of one warp are the
//! *candidates*. When there is one, `WarpSynchronousCheck::run` replays the kernel from the
//! same inputs, without the checks:
//!
//! 1. **lock-step** ([`WarpSchedule::LockStep`]): the warps of a work-group one after another
//!    (as in the normal run, so only the order inside a warp changes); in a warp, the lanes
//!    whose program position (the next instruction of each frame, outermost first; a lane in a
//!    call is before its caller's next instruction) is the least execute one instruction
//!    each, in lane order, then the least position is found again. Converged lanes thus run
//!    every instruction together (all loads of an instruction before any store of the next),
//!    as a pre-Volta warp does; divergent lanes run the side that comes first in the
//!    function's block layout first and meet again where the other side waits (the "min-PC"
//!    reconvergence heuristic, which matches the immediate post-dominator for structured code
//!    laid out in source order);
//! 2. **lock-step, lanes reversed** ([`WarpSchedule::LockStepReversed`], only when there is
//!    evidence below and (1) ran an order-sensitive instruction): the lanes of each
//!    instruction in reverse lane order. When it ends otherwise than (1), the outcome depends
//!    on a conflict *inside* one instruction, which lock-step does not order either: no
//!    finding, a note. The replay (1) watches its rounds (`RoundWatch`): a round of two
//!    lanes or more whose instruction only computes or loads (`RoundEffect::Pure`) ends
//!    the same in either lane order; a store round (`RoundEffect::Store`) does unless two
//!    lanes store different values to one byte, which the watch compares after the round,
//!    and such a conflict ends the check at once with the note, naming the instruction's
//!    line, the two lanes, the element and both values (an instantaneous criterion: the
//!    byte may be overwritten later, where (2) would have compared only the end); any other
//!    instruction (atomics, `memcpy`, async copies, `printf`, cross-lane operations) makes
//!    the run order-sensitive, and only then does (2) run;
//! 3. **lanes reversed** ([`WarpSchedule::LanesReversed`], only when the normal run matches the
//!    lock-step one): each lane of a warp runs alone to its next barrier, the last lane first
//!    — a second independent schedule.
//!
//! When the buffers (byte by byte) or the work-items' paths of the lock-step run differ from
//! those of an independent run, each candidate becomes a `warp-synchronous` finding (a
//! warning, as `schedule-dependent-*` are: it explains an error reported beside it) with the
//! race's two accesses (`locations`, earlier first, and `space` / `buffer` / `offset`), the two
//! lanes (`work_items`), and a message naming the warp, its work-group, the wave size and the
//! evidence (the first differing element of a buffer with its value under each schedule, or
//! the first work-item taking another path and where). A candidate whose race changes nothing
//! (the same result in every schedule: e.g. a genuine bug that lock-step does not fix) gives
//! no `warp-synchronous` finding; a kernel whose warps synchronise (a barrier between the
//! accesses) has no candidate, so nothing runs again and nothing is said.
//!
//! Limits: the evidence is per run, not per race: with several candidates each is reported
//! with the same evidence. The lock-step run is a model of a pre-Volta warp (min-PC
//! reconvergence, not the hardware's own stack); a kernel whose lanes wait for one another
//! in a loop may spin there; a replay stops after twice the run's instructions (plus 10,000),
//! and then a note says the check did not finish.
//!
//! Cost: a copy of the initial memory (no race shadow) per checked run; nothing more without
//! a candidate; with one, one to three replays without the checks (lock-step, which stops at
//! the first same-instruction store conflict; then the lanes reversed when the normal run
//! agrees with it; then lock-step with the lanes reversed when there is evidence and the
//! lock-step run was order-sensitive; `O(1)` scheduling per lane and instruction for converged lanes,
//! `O(lanes)` per change of the least position for divergent ones outside calls — one pass
//! finds the least program counter and the lanes at it, and lanes that stay together below
//! the others run on without a pass, the same lanes in the same order as the general
//! comparison, which calls still use) and `O(memory + Σ paths)` per comparison.
//!
//! Replaying only the work-groups that hold an intra-warp race (from the memory each started
//! from) was evaluated and not done (docs/PERFORMANCE.md, issue 32 item 8, fourth pass): it
//! is exact only with a complete detector of intra-warp conflicts (atomic–atomic conflicts
//! are not races, and the race shadow's two reader slots can miss a read–write pair), which
//! would cost every checked access, and on the kernel it was meant for (Rodinia `BFS_1`)
//! every work-group holds such a race, so nothing would be skipped.
//! Measured (release, 65,536 work-items; docs/INTERPRETER.md, docs/PERFORMANCE.md): the
//! buggy reduction and scan take one replay (about 1.2× an unchecked run; two before the
//! watch), 1.8–2.0× their checked run; their barrier twins, with no candidate, the same time
//! as with the check off; Rodinia's `BFS_1`, whose lanes store different costs to one node
//! in one instruction, 1.02× its checked run (three whole replays before).

use super::builtins::{Builtin, OclFn};
use super::checks::{Finding, FindingKind, Occurrence};
use super::decode::K;
use super::error::{RunError, RunErrorKind};
use super::exec::{Item, Machine, Stop};
use super::memory::Region;
use super::{inputs, Limits, RunSession};
use crate::cfg::Block;
use std::cmp::Ordering;
use std::sync::Arc;

/// How the lanes of each warp take turns in a replay (`Machine::warp_schedule`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WarpSchedule {
    /// One instruction at a time for the lanes at the least program position (a pre-Volta
    /// warp; see the module documentation), those lanes in lane order.
    LockStep,
    /// As [`WarpSchedule::LockStep`], the lanes of each instruction in reverse lane order:
    /// what a conflict inside one instruction (two lanes storing to one byte) depends on.
    LockStepReversed,
    /// Each lane runs alone to its next barrier, the warp's last lane first.
    LanesReversed,
}

/// Orders two lanes' program positions (frames' next instructions, outermost first): the
/// first differing instruction decides; where one is a prefix of the other, the deeper lane
/// (inside a call) comes first. `O(depth)`.
fn position_cmp(a: &Item, b: &Item) -> Ordering {
    cmp_positions(a.frame_pcs(), b.frame_pcs())
}

/// [`position_cmp`] on two positions given as their frames' next instructions, outermost
/// first.
fn cmp_positions(mut x: impl Iterator<Item = u32>, mut y: impl Iterator<Item = u32>) -> Ordering {
    loop {
        match (x.next(), y.next()) {
            (Some(p), Some(q)) if p == q => continue,
            (Some(p), Some(q)) => return p.cmp(&q),
            (Some(_), None) => return Ordering::Less,
            (None, Some(_)) => return Ordering::Greater,
            (None, None) => return Ordering::Equal,
        }
    }
}

fn running(it: &Item) -> bool {
    matches!(it.stop, None | Some(Stop::Yield))
}

/// A lane as the fast lock-step selection sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum LanePos {
    /// Not running (at a barrier, done, faulted).
    Stopped,
    /// Running, outside calls, at this program counter of its one frame.
    At(u32),
    /// Running inside a call (its position has several frames).
    InCall,
}

fn lane_pos(it: &Item) -> LanePos {
    if !running(it) {
        return LanePos::Stopped;
    }
    let mut pcs = it.frame_pcs();
    match (pcs.next(), pcs.next()) {
        (Some(pc), None) => LanePos::At(pc),
        _ => LanePos::InCall,
    }
}

/// The running lanes of `lanes` at the least program position, in lane order, into `at`
/// (left empty when none runs), when every running lane is outside calls (a position is
/// then one program counter): `Some` of the least position above theirs (`u32::MAX` when
/// none). `None`, `at` in any state, when a running lane is in a call. The same lanes, in the
/// same order, as the general selection with [`position_cmp`] (property test
/// `fast_selection_matches_general`). `O(lanes)`.
pub(super) fn least_lanes(pos: impl Fn(usize) -> LanePos, lanes: std::ops::Range<usize>, at: &mut Vec<usize>) -> Option<u32> {
    let (mut least, mut next) = (u32::MAX, u32::MAX);
    at.clear();
    for i in lanes {
        let pc = match pos(i) {
            LanePos::Stopped => continue,
            LanePos::InCall => return None,
            LanePos::At(pc) => pc,
        };
        if pc < least {
            next = least;
            least = pc;
            at.clear();
        } else if pc > least {
            next = next.min(pc);
        }
        if pc == least {
            at.push(i);
        }
    }
    Some(next)
}

/// Whether the lanes of `at` (the last round's, chosen by [`least_lanes`] with `q` the least
/// position of the other lanes, which have not moved since) are all running, outside calls,
/// at one position below `q`: they are then again exactly the lanes at the least position,
/// in the same order. `O(|at|)`.
pub(super) fn together_below(pos: impl Fn(usize) -> LanePos, at: &[usize], q: u32) -> bool {
    let Some(&first) = at.first() else { return false };
    let LanePos::At(p) = pos(first) else { return false };
    p < q && at.iter().all(|&i| pos(i) == LanePos::At(p))
}

impl Machine {
    /// Runs every work-item of `items` (one work-group, local linear order) to its next
    /// barrier or its end, warp by warp (in reverse under [`Machine::reverse`]), the lanes of
    /// each warp taking turns as `ws` says. A fault stops its work-item (a finding) with the
    /// checks on and is the run's error with them off, as in the normal schedule. Lock-step
    /// scheduling: outside calls one pass over the warp per change of the least position
    /// ([`least_lanes`]; lanes that stay together below the others run on without one,
    /// [`together_below`]), so `O(1)` per lane and instruction for converged lanes and
    /// `O(lanes)` per position change for divergent ones; in calls, the general comparison
    /// ([`position_cmp`], `O(lanes × depth)` per instruction).
    pub(super) fn run_warps(&mut self, items: &mut [Item], ws: WarpSchedule) -> Result<(), RunError> {
        let wave = self.wave.max(1);
        let nwarps = items.last().map_or(0, |it| it.llin / wave + 1);
        let mut at: Vec<usize> = Vec::new();
        for k in 0..nwarps {
            let w = if self.reverse { nwarps - 1 - k } else { k };
            // Items are in local linear order: a warp's lanes are contiguous.
            let lanes = items.partition_point(|it| it.llin / wave < w)
                ..items.partition_point(|it| it.llin / wave <= w);
            match ws {
                WarpSchedule::LanesReversed => {
                    for i in lanes.rev() {
                        if running(&items[i]) {
                            let s = self.run_item(&mut items[i]);
                            self.settle(&mut items[i], s)?;
                        }
                    }
                }
                WarpSchedule::LockStep | WarpSchedule::LockStepReversed => {
                    // The rest of a round the debugger paused in: those lanes run first, so the
                    // resumed run is the run that was not paused (a lane of the round that
                    // already ran may have branched below the others' position).
                    if let Some(rest) = self.round_rest.take_if(|(rw, _)| *rw == w).map(|(_, r)| r) {
                        self.run_round(items, w, &rest, false)?;
                    }
                    // `next`: the least position above the lanes in `at` (fast selection only).
                    let mut next: Option<u32> = None;
                    loop {
                        // The lanes to run: those at the least position, in lane order. Lanes
                        // outside calls (one frame each) have a program counter as position, so
                        // one pass finds them (`least_lanes`), or none when the last round's
                        // lanes are still together below every other lane (they are then the
                        // least again); else the general comparison.
                        let again = next.is_some_and(|q| together_below(|i| lane_pos(&items[i]), &at, q));
                        if !again {
                            next = least_lanes(|i| lane_pos(&items[i]), lanes.clone(), &mut at);
                            if next.is_none() {
                                at.clear();
                                let Some(least) = lanes
                                    .clone()
                                    .filter(|&i| running(&items[i]))
                                    .min_by(|&a, &b| position_cmp(&items[a], &items[b]))
                                else {
                                    break;
                                };
                                at.extend(lanes.clone().filter(|&i| {
                                    running(&items[i])
                                        && position_cmp(&items[i], &items[least]) == Ordering::Equal
                                }));
                            }
                        }
                        if at.is_empty() {
                            break;
                        }
                        self.run_round(items, w, &at, ws == WarpSchedule::LockStepReversed)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// One lock-step round of warp `w`: one instruction for each lane in `lanes` (indices into
    /// `items`), in that order or `reversed`. When the debugger pauses before a lane's
    /// instruction, that lane and the ones after it in the round are kept in `round_rest`,
    /// in run order, for `run_warps` to run first when it resumes. `O(lanes)` instructions.
    ///
    /// With a [`RoundWatch`] (the warp-synchronous check's lock-step replay) and two lanes or
    /// more, the round's instruction is classified ([`round_effect`]): a store's bytes are
    /// logged and compared across lanes after the round; two lanes storing different values
    /// to one byte end the replay (an error; the conflict is in the watch). `O(lanes log
    /// lanes)` more for a store round, `O(1)` for the others.
    fn run_round(&mut self, items: &mut [Item], w: u32, lanes: &[usize], reversed: bool) -> Result<(), RunError> {
        let max = self.limits.max_instructions;
        let lane = |k: usize| if reversed { lanes[lanes.len() - 1 - k] } else { lanes[k] };
        let at = lanes.first().and_then(|&i| items[i].next_inst());
        let mut logging = false;
        if let (Some(watch), Some((f, pc)), true) = (self.round_watch.as_deref_mut(), at, lanes.len() > 1) {
            match self.prog.funcs[f as usize].insts.get(pc as usize).map_or(RoundEffect::Pure, |i| round_effect(&i.k)) {
                RoundEffect::Pure => {}
                RoundEffect::Store => logging = true,
                RoundEffect::Other => watch.order_sensitive = true,
            }
        }
        // Only a store round logs (`store_a` calls `RoundWatch::log`).
        if let Some(watch) = self.round_watch.as_deref_mut() {
            watch.logging = logging;
        }
        for k in 0..lanes.len() {
            let i = lane(k);
            self.step_stop = (self.steps + 1).min(max);
            let s = self.run_item(&mut items[i]);
            self.step_stop = max;
            if self.paused {
                self.round_rest = Some((w, (k..lanes.len()).map(lane).collect()));
            }
            self.settle(&mut items[i], s)?;
        }
        let Some(watch) = self.round_watch.as_deref_mut().filter(|_| logging) else { return Ok(()) };
        watch.logging = false;
        if let (Some(mut c), Some((f, pc))) = (watch.first_conflict(), at) {
            c.at = (f, pc);
            c.warp = w;
            watch.conflict = Some(c);
            return Err(RunError::general(RunErrorKind::UndefinedBehavior, "lock-step: two lanes of one instruction store different values to one byte"));
        }
        Ok(())
    }

    /// Records where `it` stopped; with the checks on a fault is a finding and stops only
    /// `it` (as in the normal schedule).
    fn settle(&mut self, it: &mut Item, s: Result<Stop, RunError>) -> Result<(), RunError> {
        let s = match s {
            Ok(s) => s,
            Err(e)
                if self.ck
                    && !matches!(
                        e.kind,
                        RunErrorKind::StepLimit | RunErrorKind::Unsupported | RunErrorKind::Input
                    ) =>
            {
                self.record_fault(it, e);
                Stop::Faulted
            }
            Err(e) => return Err(e),
        };
        it.stop = Some(s);
        Ok(())
    }
}

/// What a lock-step round's instruction can do that the order of its lanes may change.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum RoundEffect {
    /// Nothing: it reads memory or registers, or changes only the lane's own state (its
    /// registers, private memory, frames), so every order of the lanes ends the same.
    Pure,
    /// Plain stores only (`store`, `vstoreN`, `vstore_halfN`, the pointer of `frexp` and the
    /// like): the order matters exactly where two lanes store different values to one byte,
    /// which [`RoundWatch`] compares.
    Store,
    /// Anything else that touches shared memory or the run's state (atomics, `memcpy`,
    /// `memset`, async copies, `printf`, cross-lane operations): assumed order-dependent.
    Other,
}

/// The [`RoundEffect`] of an instruction. `O(1)`.
pub(super) fn round_effect(k: &K) -> RoundEffect {
    match k {
        K::Store(..) => RoundEffect::Store,
        K::Rmw(..) | K::CmpXchg(..) => RoundEffect::Other,
        K::Builtin(b, ..) => match b {
            Builtin::Id(..)
            | Builtin::OclId(_)
            | Builtin::WorkDim
            | Builtin::LaneId
            | Builtin::WaveSize
            | Builtin::Barrier
            | Builtin::DispatchPtr
            | Builtin::ImplicitArgPtr
            | Builtin::Mbcnt(_)
            | Builtin::Nop
            | Builtin::F(_)
            | Builtin::I(_)
            | Builtin::VecReduce(_)
            | Builtin::Ocl(OclFn::GlobalLinearId | OclFn::LocalLinearId | OclFn::Prefetch | OclFn::VLoad(_) | OclFn::VLoadHalf { .. }) => RoundEffect::Pure,
            Builtin::Ocl(OclFn::VStore(_) | OclFn::VStoreHalf { .. } | OclFn::PtrMath(_)) => RoundEffect::Store,
            _ => RoundEffect::Other,
        },
        _ => RoundEffect::Pure,
    }
}

/// Two lanes of one lock-step instruction storing different values to one byte: the
/// outcome of that instruction depends on the order of the lanes, which lock-step does not
/// fix either.
#[derive(Clone, Debug)]
pub(super) struct Conflict {
    /// The two lanes' local linear ids, in the order they stored (lane order).
    lanes: [u32; 2],
    /// The memory (tag) and the first byte both stored to.
    tag: u16,
    off: u64,
    /// What each stored: its offset and bytes (the whole store).
    stores: [(u64, Vec<u8>); 2],
    /// The instruction (function, index) and the warp of the work-group.
    at: (u32, u32),
    warp: u32,
}

/// One store of a lock-step round: memory, offset, the lane's local linear id, and where
/// its bytes are in [`RoundWatch::bytes`].
#[derive(Copy, Clone, Debug)]
struct Logged {
    tag: u16,
    off: u64,
    lane: u32,
    start: u32,
    len: u32,
}

/// The warp-synchronous check's watch on its lock-step replay ([`Machine::round_watch`]):
/// it makes the lanes-reversed lock-step replay unnecessary where nothing in the run could
/// make it end otherwise (no [`RoundEffect::Other`] round of two lanes or more), and ends
/// the replay at the first instruction whose lanes store different values to one byte.
#[derive(Clone, Default, Debug)]
pub(super) struct RoundWatch {
    /// Whether the running round logs its stores (a [`RoundEffect::Store`] round).
    logging: bool,
    stores: Vec<Logged>,
    bytes: Vec<u8>,
    /// Whether a round of two lanes or more ran a [`RoundEffect::Other`] instruction.
    pub(super) order_sensitive: bool,
    /// The conflict that ended the replay.
    pub(super) conflict: Option<Conflict>,
}

impl RoundWatch {
    /// Logs a store of `data` at `(tag, off)` (not private memory) by the lane with local
    /// linear id `lane`, in a store round (else nothing). `O(data)`.
    pub(super) fn log(&mut self, lane: u32, tag: u16, off: u64, data: &[u8]) {
        if !self.logging {
            return;
        }
        self.stores.push(Logged { tag, off, lane, start: self.bytes.len() as u32, len: data.len() as u32 });
        self.bytes.extend_from_slice(data);
    }

    /// The first byte (by memory and offset) that two lanes of the round just logged stored
    /// different values to, if any; clears the log. Sorted by memory and offset, each store
    /// is compared only with those that start inside it: `O(s log s)` for `s` stores without
    /// overlaps.
    fn first_conflict(&mut self) -> Option<Conflict> {
        let mut st = std::mem::take(&mut self.stores);
        // Stable: stores of one byte stay in lane (run) order.
        st.sort_by_key(|l| (l.tag, l.off));
        let mut found = None;
        'outer: for (i, a) in st.iter().enumerate() {
            let a_end = a.off + u64::from(a.len);
            for b in &st[i + 1..] {
                if b.tag != a.tag || b.off >= a_end {
                    break;
                }
                if b.lane == a.lane {
                    continue;
                }
                let end = a_end.min(b.off + u64::from(b.len));
                let byte = |l: &Logged, x: u64| self.bytes[l.start as usize + (x - l.off) as usize];
                if let Some(x) = (b.off..end).find(|&x| byte(a, x) != byte(b, x)) {
                    let (p, q) = if a.lane < b.lane { (a, b) } else { (b, a) };
                    let bytes = |l: &Logged| (l.off, self.bytes[l.start as usize..(l.start + l.len) as usize].to_vec());
                    found = Some(Conflict { lanes: [p.lane, q.lane], tag: a.tag, off: x, stores: [bytes(p), bytes(q)], at: (0, 0), warp: 0 });
                    break 'outer;
                }
            }
        }
        st.clear();
        self.stores = st;
        self.bytes.clear();
        found
    }
}

/// What a replay ended with: buffer bytes by tag and paths by global linear id; for the
/// watched lock-step replay, whether a round may depend on its lanes' order, or the
/// conflict (with its work-group) that ended it early (`regions` and `paths` then empty).
struct Outcome {
    regions: Vec<Region>,
    paths: Vec<Vec<Block>>,
    order_sensitive: bool,
    conflict: Option<(Conflict, [u64; 3])>,
}

/// The state `WarpSynchronousCheck::run` needs, taken when the run starts: the initial
/// memory (contents and definedness, no race shadow) and the limits.
#[derive(Clone)]
pub(super) struct WarpSynchronousCheck {
    regions: Vec<Region>,
    limits: Limits,
    fi: u32,
}

impl WarpSynchronousCheck {
    /// Keeps a copy of `regions` (without their race shadows) for the replays. `O(memory)`.
    pub(super) fn new(regions: &[Region], limits: &Limits, fi: u32) -> WarpSynchronousCheck {
        WarpSynchronousCheck {
            regions: regions
                .iter()
                .map(|r| Region {
                    name: r.name.clone(),
                    space: r.space,
                    bytes: r.bytes.clone(),
                    shadow: Vec::new(),
                    def: r.def.clone(),
                    access: r.access,
                })
                .collect(),
            limits: limits.clone(),
            fi,
        }
    }

    /// Adds a `warp-synchronous` finding to `s` for every intra-warp race finding whose
    /// outcome the lock-step schedule changes (module documentation); returns a note when a
    /// replay could not finish or lock-step depends on the lane order. `O(findings)` without
    /// a candidate; else one to three replays (lock-step, up to its first same-instruction
    /// store conflict; lanes reversed when the normal run agrees with it; lock-step with the
    /// lanes reversed when there is evidence and lock-step ran an order-sensitive round).
    pub(super) fn run(self, s: &mut RunSession) -> Option<String> {
        let candidates = candidates(s);
        if candidates.is_empty() {
            return None;
        }
        let lock = match self.replay(s, WarpSchedule::LockStep) {
            Ok(o) => o,
            Err(e) => return Some(format!("warp-synchronous check: the lock-step replay did not finish ({e}); intra-warp races are reported as races only")),
        };
        if let Some((c, group)) = &lock.conflict {
            return Some(format!("warp-synchronous check: {} intra-warp race(s), but even in lock-step the outcome depends on the order of the lanes within one instruction: {}: races, not warp-synchronous code", candidates.len(), conflict_text(s, c, *group)));
        }
        let mut evidence = differences(s, &lock, s.m.regions(), &s.paths, "with each lane run alone to its next barrier (independent scheduling)");
        if evidence.is_none() {
            match self.replay(s, WarpSchedule::LanesReversed) {
                Ok(o) => {
                    evidence = differences(s, &lock, &o.regions, &o.paths, "with each lane run alone to its next barrier, the warp's last lane first (independent scheduling)");
                }
                Err(e) => return Some(format!("warp-synchronous check: the lanes-reversed replay did not finish ({e})")),
            }
        }
        let evidence = evidence?;
        // Benign in lock-step only if lock-step decides the outcome: not the order in which
        // the lanes of one instruction take effect. Without an order-sensitive round the
        // lanes-reversed lock-step replay is this one, instruction by instruction: not run.
        if lock.order_sensitive {
            match self.replay(s, WarpSchedule::LockStepReversed) {
                Ok(o) => {
                    if differences(s, &lock, &o.regions, &o.paths, "").is_some() {
                        return Some(format!("warp-synchronous check: {} intra-warp race(s), but even in lock-step the outcome depends on the order of the lanes within one instruction (e.g. two lanes of an atomic on one address): races, not warp-synchronous code", candidates.len()));
                    }
                }
                Err(e) => return Some(format!("warp-synchronous check: the lock-step replay did not finish ({e}); intra-warp races are reported as races only")),
            }
        }
        for c in &candidates {
            let kind = FindingKind::WarpSynchronous;
            // One finding per access pair (the race's two instructions), over warps and groups.
            let at = |k: usize| c.race.locations.get(k).map_or(u32::MAX, |l| l.span.start);
            match s.m.findings.occurrence(kind, at(0), at(c.race.locations.len().saturating_sub(1))) {
                Occurrence::Again(Some(i)) => {
                    s.m.findings.more(i, &c.pair);
                    continue;
                }
                Occurrence::Again(None) => continue,
                Occurrence::New => {}
            }
            let msg = format!(
                "lanes {} and {} of warp {} (work-group ({}, {}, {}), wave {}) {} {} byte {} with no barrier between them: only lock-step execution of the warp (pre-Volta) orders them, and the outcome relies on it. {evidence}. Fix: a barrier, or `sub_group_barrier` (CUDA `__syncwarp`), between the two accesses",
                c.lanes[0], c.lanes[1], c.warp, c.group[0], c.group[1], c.group[2], s.wave,
                match c.race.kind { FindingKind::WriteWriteRace => "both write", _ => "read and write" },
                c.race.buffer.as_deref().unwrap_or("memory"),
                c.race.offset.map_or("?".into(), |o| o.to_string()),
            );
            s.m.findings.add(
                at(0),
                at(c.race.locations.len().saturating_sub(1)),
                kind,
                c.race.space.as_deref(),
                c.race.buffer.clone(),
                c.race.offset,
                c.pair.to_vec(),
                c.race.locations.clone(),
                Some(true),
                msg,
            );
        }
        None
    }

    /// Runs the kernel again from the initial memory with `ws`, without the checks.
    fn replay(&self, s: &RunSession, ws: WarpSchedule) -> Result<Outcome, RunError> {
        let mut limits = self.limits.clone();
        limits.checks.compare_schedules = false;
        // A replay runs about the instructions of the run; a lane spinning on another lane
        // under lock-step stops at twice that.
        limits.max_instructions = limits.max_instructions.min(s.m.steps.saturating_mul(2).saturating_add(10_000));
        let mut m2 = Machine::new(
            Arc::clone(&s.m.prog),
            Arc::clone(&s.m.src),
            self.regions.clone(),
            s.global,
            s.local,
            s.dims,
            s.wave,
            limits,
            self.fi,
        );
        m2.ck = false;
        m2.warp_schedule = Some(ws);
        if ws == WarpSchedule::LockStep {
            m2.round_watch = Some(Box::default());
        }
        m2.ocl.private_init = s.m.ocl.private_init.clone();
        m2.ocl.private_allocs = s.m.ocl.private_allocs.clone();
        m2.ocl.printf_tag = s.m.ocl.printf_tag;
        m2.ocl.printf_formats = s.m.ocl.printf_formats.clone();
        let ng = s.num_groups;
        let total: u64 = ng.iter().product();
        let mut paths: Vec<Vec<Block>> = vec![Vec::new(); s.paths.len()];
        for k in 0..total {
            let glin = if m2.reverse { total - 1 - k } else { k };
            let (gx, gy, gz) = (glin % ng[0], (glin / ng[0]) % ng[1], glin / (ng[0] * ng[1]));
            let mut items = match m2.run_group([gx, gy, gz], &s.argvals, (glin * s.group_size as u64) as u32) {
                Ok(items) => items,
                Err(e) => match m2.round_watch.as_deref_mut().and_then(|w| w.conflict.take()) {
                    Some(c) => {
                        return Ok(Outcome { regions: Vec::new(), paths: Vec::new(), order_sensitive: true, conflict: Some((c, [gx, gy, gz])) })
                    }
                    None => return Err(e),
                },
            };
            for it in items.iter_mut() {
                let g = [gx * s.local[0] + it.lid[0], gy * s.local[1] + it.lid[1], gz * s.local[2] + it.lid[2]];
                let lin = g[0] + g[1] * s.global[0] + g[2] * s.global[0] * s.global[1];
                paths[lin as usize] = std::mem::take(&mut it.path);
            }
            m2.recycle(items);
        }
        let order_sensitive = m2.round_watch.as_ref().is_none_or(|w| w.order_sensitive);
        Ok(Outcome { regions: std::mem::take(&mut m2.regions), paths, order_sensitive, conflict: None })
    }
}

/// An intra-warp race: the race finding, the pair (global ids), their lanes, warp and group.
struct Candidate {
    race: Finding,
    pair: [[u64; 3]; 2],
    lanes: [u64; 2],
    warp: u64,
    group: [u64; 3],
}

/// The occurrences of race findings of `s` (the first and those in
/// [`Finding::more_work_items`]) whose two work-items are lanes of one warp.
/// `O(findings × occurrences kept)`.
fn candidates(s: &RunSession) -> Vec<Candidate> {
    let wave = u64::from(s.wave.max(1));
    let l = s.local;
    let split = |g: [u64; 3]| {
        let group = [g[0] / l[0], g[1] / l[1], g[2] / l[2]];
        let lid = [g[0] % l[0], g[1] % l[1], g[2] % l[2]];
        (group, lid[0] + lid[1] * l[0] + lid[2] * l[0] * l[1])
    };
    let mut out = Vec::new();
    for f in s.m.findings.list.iter().filter(|f| f.kind.is_race()) {
        if f.work_items.len() != 2 {
            continue;
        }
        let pairs = std::iter::once(&f.work_items[..]).chain(f.more_work_items.chunks(2));
        for p in pairs {
            let [a, b] = [p[0], p[p.len() - 1]];
            let ((ga, la), (gb, lb)) = (split(a), split(b));
            if a != b && ga == gb && la / wave == lb / wave {
                out.push(Candidate {
                    race: f.clone(),
                    pair: [a, b],
                    lanes: [la % wave, lb % wave],
                    warp: la / wave,
                    group: ga,
                });
            }
        }
    }
    out
}

/// The first difference between the lock-step outcome and an independent one (buffers, then
/// paths), as a sentence; `None` when they agree. `O(memory + Σ paths)`.
fn differences(
    s: &RunSession,
    lock: &Outcome,
    regions: &[Region],
    paths: &[Vec<Block>],
    how: &str,
) -> Option<String> {
    for &(k, tag) in &s.buffer_tags {
        let (a, b) = (&lock.regions[tag as usize].bytes, &regions[tag as usize].bytes);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(x, y)| x != y).unwrap_or(0);
        let n = a.iter().zip(b).filter(|(x, y)| x != y).count();
        let name = &regions[tag as usize].name;
        if let inputs::Resolved::Buffer(et, _) = &s.args[k] {
            let i = first / et.size();
            return Some(format!(
                "Evidence: in lock-step {name} element {i} ends as {}; {how} it is {} ({n} byte(s) differ)",
                num(et.decode(a, i)),
                num(et.decode(b, i))
            ));
        }
        return Some(format!("Evidence: {name} ends differently in lock-step and {how}: {n} byte(s) differ, the first at byte {first}"));
    }
    let i = (0..paths.len()).find(|&i| lock.paths[i] != paths[i])?;
    let n = (0..paths.len()).filter(|&i| lock.paths[i] != paths[i]).count();
    let g = [i as u64 % s.global[0], (i as u64 / s.global[0]) % s.global[1], i as u64 / (s.global[0] * s.global[1])];
    let (p, q) = (&lock.paths[i], &paths[i]);
    let at = p.iter().zip(q).position(|(x, y)| x != y).unwrap_or(p.len().min(q.len()));
    let name = |b: Option<&Block>| b.map_or("its end".to_string(), |b| format!("%{}", s.block_names[b.index()]));
    Some(format!(
        "Evidence: {n} work-item(s) take other paths: at its block visit {at} work-item ({}, {}, {}) goes to {} in lock-step, to {} {how}",
        g[0], g[1], g[2], name(p.get(at)), name(q.get(at))
    ))
}

/// The conflict that ended the lock-step replay, as a clause: where (line:col), which lanes
/// of which warp and work-group, the byte and what each lane stored (as the buffer's element
/// type when the store is one aligned element, else as a little-endian integer).
/// `O(source)` (the line).
fn conflict_text(s: &RunSession, c: &Conflict, group: [u64; 3]) -> String {
    let (f, pc) = c.at;
    let at = s.m.prog.funcs.get(f as usize).and_then(|f| f.spans.get(pc as usize)).map_or(String::new(), |sp| {
        let lc = crate::span::LineIndex::new(&s.m.src).line_col(&s.m.src, sp.start as usize);
        format!("at line {}:{} ", lc.line, lc.col)
    });
    let region = &s.m.regions()[c.tag as usize];
    let et = s.buffer_tags.iter().find(|&&(_, t)| t == c.tag).and_then(|&(k, _)| match &s.args[k] {
        inputs::Resolved::Buffer(et, _) => Some(et),
        _ => None,
    });
    let value = |(off, bytes): &(u64, Vec<u8>)| match et {
        Some(et) if bytes.len() == et.size() && (*off as usize).is_multiple_of(et.size()) => num(et.decode(bytes, 0)),
        // Without the element type: the store's bytes as a little-endian integer.
        _ if bytes.len() <= 16 => format!("{:#x} ({} bytes)", bytes.iter().rev().fold(0u128, |x, &b| x << 8 | u128::from(b)), bytes.len()),
        _ => format!("{} bytes", bytes.len()),
    };
    let wave = u64::from(s.wave.max(1));
    let lane = |l: u32| u64::from(l) % wave;
    let what = match et {
        Some(et) => format!("element {} of {}", c.off as usize / et.size(), region.name),
        None => format!("byte {} of {}", c.off, region.name),
    };
    format!(
        "{at}lanes {} and {} of warp {} (work-group ({}, {}, {}), wave {}) store {} and {} to {what} in one instruction",
        lane(c.lanes[0]), lane(c.lanes[1]), c.warp, group[0], group[1], group[2], s.wave,
        value(&c.stores[0]), value(&c.stores[1]),
    )
}

fn num(n: inputs::Num) -> String {
    match n {
        inputs::Num::Int(v) => v.to_string(),
        inputs::Num::UInt(v) => v.to_string(),
        inputs::Num::Float(v) => v.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The general selection on positions (`None`: not running): the least by
    /// [`cmp_positions`] (the first of equals), then every running lane equal to it, in
    /// lane order, as `run_warps` does with [`position_cmp`].
    fn general(lanes: &[Option<Vec<u32>>]) -> Vec<usize> {
        let run = || (0..lanes.len()).filter(|&i| lanes[i].is_some());
        let pos = |i: usize| lanes[i].as_ref().unwrap().iter().copied();
        let Some(least) = run().min_by(|&a, &b| cmp_positions(pos(a), pos(b))) else { return Vec::new() };
        run().filter(|&i| cmp_positions(pos(i), pos(least)) == Ordering::Equal).collect()
    }

    fn fast_pos(lanes: &[Option<Vec<u32>>]) -> impl Fn(usize) -> LanePos + '_ {
        |i| match &lanes[i] {
            None => LanePos::Stopped,
            Some(p) if p.len() == 1 => LanePos::At(p[0]),
            Some(_) => LanePos::InCall,
        }
    }

    fn lane() -> impl Strategy<Value = Option<Vec<u32>>> {
        prop_oneof![
            1 => Just(None),
            6 => (0u32..6).prop_map(|pc| Some(vec![pc])),
            1 => proptest::collection::vec(0u32..6, 2..4).prop_map(Some),
        ]
    }

    proptest! {
        /// `least_lanes` picks the general selection's lanes, and after they move (some
        /// stop, some step on) `together_below` says "the same lanes again" only when the
        /// general selection on the new positions is exactly them.
        #[test]
        fn fast_selection_matches_general(
            lanes in proptest::collection::vec(lane(), 0..12),
            moves in proptest::collection::vec(prop_oneof![3 => (0u32..3).prop_map(Some), 1 => Just(None)], 12),
        ) {
            let mut at = Vec::new();
            let Some(q) = least_lanes(fast_pos(&lanes), 0..lanes.len(), &mut at) else {
                prop_assert!(lanes.iter().flatten().any(|p| p.len() != 1));
                return Ok(());
            };
            prop_assert_eq!(&at, &general(&lanes));
            let above = lanes.iter().flatten().map(|p| p[0]).filter(|&p| at.first().is_none_or(|&i| p > lanes[i].as_ref().unwrap()[0])).min();
            prop_assert_eq!(q, above.unwrap_or(u32::MAX));
            // The selected lanes run one instruction each: on by 0–2, or stop.
            let mut moved = lanes.clone();
            for (k, &i) in at.iter().enumerate() {
                moved[i] = moves[k % moves.len()].map(|d| vec![lanes[i].as_ref().unwrap()[0] + d]);
            }
            if together_below(fast_pos(&moved), &at, q) {
                prop_assert_eq!(&at, &general(&moved));
            }
        }
    }
}
