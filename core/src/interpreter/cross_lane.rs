//! Cross-lane operations of CUDA (NVVM) and HIP (AMDGPU) device IR: warp shuffles, votes,
//! the active mask, `__syncwarp`, match, and AMDGPU's `ds_bpermute`, `ds_permute`,
//! `readlane`, `readfirstlane` and `ballot`.
//!
//! A work-item that reaches one of these calls stops ([`super::exec::Stop::Warp`]) like at a
//! barrier, but at the scope of its warp. When every work-item of the work-group has stopped
//! (at a barrier, a cross-lane call, or returned), `Machine::cross_lane_round` runs, for each
//! warp, one *dynamic instance*: the lanes waiting at the same call site form its active set.
//! Which site goes first:
//!
//! - a site is *ready* when every lane it requires waits there: for the `*.sync` NVVM
//!   operations the lanes of the member masks (PTX ISA: "wait until all non-exited threads
//!   corresponding to membermask have executed"), for the mask-less operations (activemask,
//!   AMDGPU's) every lane of the warp that has not returned;
//! - the first ready site in layout order (function, instruction index) runs; when none is
//!   ready (lanes diverged and some will never reach the site together), the first site in
//!   layout order runs with the lanes that wait there. Lanes that diverged at a branch thus
//!   meet again at a later site before it runs (the lagging side is run first), which is the
//!   reconvergence a structured, maximally convergent warp shows; lanes that never reach the
//!   same site run apart.
//!
//! Values (PTX ISA 8.x "shfl.sync", "vote.sync", "activemask", "match.sync"; AMDGPU ISA and
//! LLVM AMDGPUUsage for the DS permutes and `readlane`):
//!
//! - `shfl.sync.{up,down,bfly,idx}`: the source lane `j` and predicate `p` follow the ISA's
//!   pseudo-code with `c`'s clamp (bits 0–4) and segment mask (bits 8–12); when `p` is false
//!   the lane reads its own value; reading a lane outside the active set is undefined in PTX —
//!   here it gives 0, marked uninitialised for the checks;
//! - `vote.sync.ballot` sets the bits of active lanes in the member mask whose predicate is
//!   true; `any`/`all`/`uni` range over the same lanes; `activemask` is the active set;
//! - `match.any.sync` gives the lanes (active, in the mask) holding an equal value;
//!   `match.all.sync` the mask and `true` when all of them hold one value, else 0 and `false`;
//! - `ds.bpermute(addr, v)` reads lane `(addr >> 2) mod wave`; an inactive source gives 0;
//!   `ds.permute` writes to that lane (the highest writing lane wins; unwritten lanes get 0);
//!   `readlane` reads a given lane (outside the active set: 0, uninitialised),
//!   `readfirstlane` the lowest active lane, `ballot.i32/i64` the active lanes whose operand
//!   is true;
//! - the reducing barriers (`__syncthreads_count` / `_and` / `_or`) are work-group barriers:
//!   once no warp has a cross-lane call left to run, the work-items waiting at them are
//!   released together, each with the count (or the and / or) of the non-zero predicates.
//!
//! Cost: `O(lanes × sites)` per round per warp; a warp with `s` cross-lane calls executed
//! takes at most `s` rounds. Source: PTX ISA (shfl.sync, vote.sync, match.sync, activemask,
//! bar.warp.sync); LLVM `IntrinsicsNVVM.td` / `IntrinsicsAMDGPU.td` for the intrinsics'
//! operands; issue 34.

use super::builtins::Builtin;
use super::checks::{LANES, UNINIT};
use super::decode::{DInst, Src, K};
use super::error::{RunError, RunErrorKind};
use super::exec::{Item, Machine, Stop};
use super::values::{mask, Val};

/// A shuffle's mode (PTX `shfl.sync.mode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ShflMode {
    /// `up`: from lane − b.
    Up,
    /// `down`: from lane + b.
    Down,
    /// `bfly`: from lane xor b.
    Bfly,
    /// `idx`: from lane b.
    Idx,
}

/// A vote (PTX `vote.sync.mode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VoteMode {
    /// The mask of lanes whose predicate is true.
    Ballot,
    /// Whether any predicate is true.
    Any,
    /// Whether all are.
    All,
    /// Whether all are equal.
    Uni,
}

/// A cross-lane operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum XOp {
    /// `llvm.nvvm.shfl[.sync].MODE.{i32,f32}[p]`: `sync` when the first operand is a member
    /// mask, `pred` when the result is `{value, i1}`.
    Shfl {
        /// The mode.
        mode: ShflMode,
        /// Has a member mask operand.
        sync: bool,
        /// Returns the predicate too.
        pred: bool,
    },
    /// `llvm.nvvm.vote.MODE[.sync]`.
    Vote(VoteMode, bool),
    /// `llvm.nvvm.activemask` (and the inline assembly `activemask.b32`).
    ActiveMask,
    /// `llvm.nvvm.bar.warp.sync(mask)` (`__syncwarp`): orders the memory accesses of the
    /// lanes in the mask (both spaces) for the race checks (`happens_before.rs`).
    WarpSync,
    /// OpenCL `sub_group_barrier(flags[, scope])` (`_Z17sub_group_barrierj`): every lane of
    /// the warp still running; orders the spaces its fence flags name, as `barrier` does
    /// for the work-group (the interpreter's sub-group is the warp).
    SubGroupBarrier,
    /// `llvm.nvvm.match.any.sync.{i32,i64}`.
    MatchAny,
    /// `llvm.nvvm.match.all.sync.{i32,i64}p`.
    MatchAll,
    /// `llvm.amdgcn.ds.bpermute(addr, v)`.
    Bpermute,
    /// `llvm.amdgcn.ds.permute(addr, v)`.
    Permute,
    /// `llvm.amdgcn.readlane(v, lane)`.
    ReadLane,
    /// `llvm.amdgcn.readfirstlane(v)`.
    ReadFirstLane,
    /// `llvm.amdgcn.ballot.{i32,i64}(i1)`.
    Ballot,
    /// A work-group barrier that reduces a predicate over the work-group (`__syncthreads_count`,
    /// `_and`, `_or`: `llvm.nvvm.barrier0.{popc,and,or}`, LLVM 22's
    /// `llvm.nvvm.barrier.cta.red.{popc,and,or}[.aligned].all`); the predicate is the last
    /// operand.
    BarrierRed(RedMode),
}

/// The reduction of a reducing barrier.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RedMode {
    /// How many work-items have a non-zero predicate.
    Popc,
    /// Whether all have.
    And,
    /// Whether any has.
    Or,
}

impl XOp {
    /// Whether the first operand is a PTX member mask.
    fn has_mask(self) -> bool {
        match self {
            XOp::Shfl { sync, .. } | XOp::Vote(_, sync) => sync,
            XOp::WarpSync | XOp::MatchAny | XOp::MatchAll => true,
            _ => false,
        }
    }
}

/// Classifies an intrinsic name (`llvm.nvvm.…` or `llvm.amdgcn.…`) as a cross-lane
/// operation. `O(len(name))`.
pub fn classify(name: &str) -> Option<XOp> {
    if let Some(r) = name.strip_prefix("llvm.nvvm.") {
        if let Some(s) = r.strip_prefix("shfl.") {
            let (sync, s) = match s.strip_prefix("sync.") {
                Some(t) => (true, t),
                None => (false, s),
            };
            let (mode, ty) = s.split_once('.')?;
            let mode = match mode {
                "up" => ShflMode::Up,
                "down" => ShflMode::Down,
                "bfly" => ShflMode::Bfly,
                "idx" => ShflMode::Idx,
                _ => return None,
            };
            let pred = match ty {
                "i32" | "f32" => false,
                "i32p" | "f32p" => true,
                _ => return None,
            };
            return Some(XOp::Shfl { mode, sync, pred });
        }
        if let Some(s) = r.strip_prefix("vote.") {
            let (m, sync) = match s.strip_suffix(".sync") {
                Some(m) => (m, true),
                None => (s, false),
            };
            let m = match m {
                "ballot" => VoteMode::Ballot,
                "any" => VoteMode::Any,
                "all" => VoteMode::All,
                "uni" => VoteMode::Uni,
                _ => return None,
            };
            return Some(XOp::Vote(m, sync));
        }
        let red = |m: &str| match m {
            "popc" => Some(XOp::BarrierRed(RedMode::Popc)),
            "and" => Some(XOp::BarrierRed(RedMode::And)),
            "or" => Some(XOp::BarrierRed(RedMode::Or)),
            _ => None,
        };
        if let Some(m) = r.strip_prefix("barrier0.") {
            return red(m);
        }
        if let Some(m) = r.strip_prefix("barrier.cta.red.") {
            let m = m.strip_suffix(".all").unwrap_or(m);
            return red(m.strip_suffix(".aligned").unwrap_or(m));
        }
        return match r {
            "activemask" => Some(XOp::ActiveMask),
            "bar.warp.sync" => Some(XOp::WarpSync),
            "match.any.sync.i32" | "match.any.sync.i64" => Some(XOp::MatchAny),
            "match.all.sync.i32p" | "match.all.sync.i64p" => Some(XOp::MatchAll),
            _ => None,
        };
    }
    if let Some(r) = name.strip_prefix("llvm.amdgcn.") {
        // `readlane` and `readfirstlane` are overloaded in LLVM 19 (`.i32`, `.f32`, …).
        let base = r.split('.').next().unwrap_or("");
        return match (base, r) {
            (_, "ds.bpermute") => Some(XOp::Bpermute),
            (_, "ds.permute") => Some(XOp::Permute),
            ("readlane", _) => Some(XOp::ReadLane),
            ("readfirstlane", _) => Some(XOp::ReadFirstLane),
            (_, "ballot.i32" | "ballot.i64") => Some(XOp::Ballot),
            _ => None,
        };
    }
    None
}

/// The cross-lane operation of an inline-assembly call's text (CUDA's `__activemask` is
/// `asm volatile("activemask.b32 %0;")`), if it is one the interpreter knows.
pub fn classify_asm(text: &str) -> Option<XOp> {
    let body = text.split_once("asm")?.1;
    let s = body.split('"').nth(1)?.trim();
    (s.starts_with("activemask.b32")).then_some(XOp::ActiveMask)
}

/// The run's note on how warp operations see their lanes, when `prog` has any.
/// `O(instructions)`.
pub fn note(prog: &super::decode::DecodedProgram) -> Option<String> {
    let any = prog
        .funcs
        .iter()
        .any(|f| f.insts.iter().any(|i| matches!(i.k, K::Builtin(Builtin::CrossLane(_), ..))));
    any.then(|| {
        "warp operations (shuffles, votes, active masks): the lanes of a warp waiting at the same call site are its active set; a site runs once every lane its member mask names (without a mask: every lane still running) waits there, else the first site in layout order runs with the lanes that wait there".to_string()
    })
}

/// One waiting lane: its item index, lane number and operands with their taints.
struct Lane {
    idx: usize,
    lane: u32,
    args: Vec<(Val, u32)>,
}

impl Machine {
    /// Runs, for each warp of `items` (one work-group, local linear order) with lanes waiting at
    /// cross-lane calls, one dynamic instance of one call site (see the module
    /// documentation); returns whether any ran. `O(items + Σ operands)`.
    pub(super) fn cross_lane_round(&mut self, items: &mut [Item]) -> Result<bool, RunError> {
        if !items.iter().any(|i| matches!(i.stop, Some(Stop::Warp(..)))) {
            return Ok(false);
        }
        let wave = self.wave.max(1) as usize;
        if wave > 64 {
            return Err(RunError::general(
                RunErrorKind::Unsupported,
                format!("cross-lane operations need a wave of at most 64 lanes (this run has {wave})"),
            ));
        }
        let mut ran = false;
        let mut i = 0;
        while i < items.len() {
            let w = items[i].llin as usize / wave;
            let mut j = i;
            while j < items.len() && items[j].llin as usize / wave == w {
                j += 1;
            }
            ran |= self.warp_round(&mut items[i..j], wave)?;
            i = j;
        }
        if !ran {
            ran = self.block_reduction(items);
        }
        Ok(ran)
    }

    /// Releases the work-items waiting at reducing barriers (once no warp has a cross-lane
    /// call left to run), each with the reduction over all of them; a barrier for the race
    /// checks. Returns whether any waited. `O(items)`.
    fn block_reduction(&mut self, items: &mut [Item]) -> bool {
        let prog = std::sync::Arc::clone(&self.prog);
        let mut waiting = Vec::new();
        for (k, it) in items.iter().enumerate() {
            if let Some(Stop::Warp(f, pc)) = it.stop {
                let inst = &prog.funcs[f as usize].insts[pc as usize];
                if is_block_red(inst) {
                    let p = self.operands(it, f, inst).last().map_or((0, 0), |(v, t)| (v.s(), *t));
                    waiting.push((k, f, pc, p));
                }
            }
        }
        if waiting.is_empty() {
            return false;
        }
        let count = waiting.iter().filter(|w| w.3 .0 != 0).count() as u128;
        let taint = waiting.iter().fold(0, |t, w| t | w.3 .1);
        for &(k, f, pc, _) in &waiting {
            let inst = &prog.funcs[f as usize].insts[pc as usize];
            let K::Builtin(Builtin::CrossLane(XOp::BarrierRed(mode)), vt, _) = inst.k else { continue };
            let v = match mode {
                RedMode::Popc => count,
                RedMode::And => (count == waiting.len() as u128) as u128,
                RedMode::Or => (count != 0) as u128,
            };
            let it = &mut items[k];
            if inst.dst != u32::MAX {
                let r = (it.reg_base() + inst.dst) as usize;
                it.regs[r] = Val::S(mask(v, vt.st.bits()));
                if self.ck {
                    it.taint[r] = taint;
                    it.clean &= taint == 0;
                }
            }
            it.stop = None;
        }
        self.ep[0] += 1;
        self.ep[1] += 1;
        self.sync.group_barrier(0, self.ep[0]);
        self.sync.group_barrier(1, self.ep[1]);
        true
    }

    /// One warp's round: picks the site and runs it.
    fn warp_round(&mut self, lanes: &mut [Item], wave: usize) -> Result<bool, RunError> {
        let lane_of = |it: &Item| (it.llin as usize % wave) as u32;
        let live: u64 = lanes
            .iter()
            .filter(|i| !matches!(i.stop, Some(Stop::Done | Stop::Faulted)))
            .fold(0, |m, i| m | 1 << lane_of(i));
        let prog = std::sync::Arc::clone(&self.prog);
        let mut sites: Vec<(u32, u32)> = lanes
            .iter()
            .filter_map(|i| match i.stop {
                Some(Stop::Warp(f, pc)) if !is_block_red(&prog.funcs[f as usize].insts[pc as usize]) => Some((f, pc)),
                _ => None,
            })
            .collect();
        if sites.is_empty() {
            return Ok(false);
        }
        sites.sort_unstable();
        sites.dedup();
        let wave_mask = if wave == 64 { u64::MAX } else { (1u64 << wave) - 1 };
        let mut chosen = None;
        for &(f, pc) in &sites {
            let inst = &prog.funcs[f as usize].insts[pc as usize];
            let K::Builtin(Builtin::CrossLane(op), ..) = inst.k else { continue };
            let mut here = 0u64;
            let mut need = 0u64;
            for it in lanes.iter() {
                if it.stop == Some(Stop::Warp(f, pc)) {
                    here |= 1 << lane_of(it);
                    if op.has_mask() {
                        need |= self.operands(it, f, inst).first().map_or(0, |v| v.0.s() as u64);
                    }
                }
            }
            if !op.has_mask() {
                need = live;
            }
            need &= live & wave_mask;
            if need & !here == 0 {
                chosen = Some((f, pc));
                break;
            }
        }
        let (f, pc) = chosen.unwrap_or(sites[0]);
        let inst = &prog.funcs[f as usize].insts[pc as usize];
        let K::Builtin(Builtin::CrossLane(op), vt, _) = inst.k else {
            return Ok(false);
        };
        let group: Vec<Lane> = lanes
            .iter()
            .enumerate()
            .filter(|(_, it)| it.stop == Some(Stop::Warp(f, pc)))
            .map(|(idx, it)| Lane { idx, lane: lane_of(it), args: self.operands(it, f, inst) })
            .collect();
        let active: u64 = group.iter().fold(0, |m, l| m | 1 << l.lane);
        let bits = vt.st.bits();
        if self.ck && matches!(op, XOp::WarpSync | XOp::SubGroupBarrier) {
            // A sub-group barrier for the race checks: the lanes here are ordered with one
            // another (`__syncwarp`: both spaces; `sub_group_barrier`: its fence flags).
            let flags = match op {
                XOp::SubGroupBarrier => group.first().and_then(|l| l.args.first()).map_or(3, |a| (a.0.s() & 3) as u8),
                _ => 3,
            };
            let mut epoch = [0u32; 2];
            for (s, bit) in [(0, 2u8), (1, 1u8)] {
                if flags & bit != 0 {
                    self.ep[s] += 1;
                    epoch[s] = self.ep[s];
                }
            }
            let first = &lanes[group[0].idx];
            let (first_index, first_llin) = (first.index - group[0].lane, first.llin - group[0].lane);
            self.sync.warp_barrier(first_index, first_llin, active, epoch);
        }
        let results = evaluate(op, bits, wave as u32, active, &group);
        for (l, (v, t)) in group.iter().zip(results) {
            let it = &mut lanes[l.idx];
            if inst.dst != u32::MAX {
                if let Some(v) = v {
                    let r = (it.reg_base() + inst.dst) as usize;
                    it.regs[r] = v;
                    if self.ck {
                        it.taint[r] = t;
                        it.clean &= t == 0;
                    }
                }
            }
            it.stop = None;
        }
        Ok(true)
    }

    /// The operands (value, taint without the lane bit) of the call `inst` that `it` waits at.
    fn operands(&self, it: &Item, f: u32, inst: &DInst) -> Vec<(Val, u32)> {
        let K::Builtin(_, _, ref args) = inst.k else { return Vec::new() };
        let func = &self.prog.funcs[f as usize];
        let base = it.reg_base();
        args.iter()
            .map(|&s| match s {
                Src::R(r) => (
                    it.regs[(base + r) as usize].clone(),
                    if self.ck { it.taint[(base + r) as usize] & !LANES } else { 0 },
                ),
                Src::C(c) => (
                    func.consts[c as usize].clone(),
                    if func.const_undef.get(c as usize).is_some_and(|&m| m != 0) { UNINIT } else { 0 },
                ),
            })
            .collect()
    }
}

/// Whether `inst` is a reducing work-group barrier.
fn is_block_red(inst: &DInst) -> bool {
    matches!(inst.k, K::Builtin(Builtin::CrossLane(XOp::BarrierRed(_)), ..))
}

/// The result (value, taint) of each lane of `group` (active set `active`); `bits` is the
/// width of the result's (first) scalar. `O(group²)` for match, else `O(group)`.
fn evaluate(op: XOp, bits: u32, wave: u32, active: u64, group: &[Lane]) -> Vec<(Option<Val>, u32)> {
    let by_lane = |j: u32| group.iter().find(|l| l.lane == j);
    let arg = |l: &Lane, k: usize| l.args.get(k).cloned().unwrap_or((Val::S(0), 0));
    let int = |x: u128| Val::S(mask(x, bits));
    let members = |l: &Lane| -> u64 {
        if op.has_mask() {
            arg(l, 0).0.s() as u64 & active
        } else {
            active
        }
    };
    let taint_all = |k: usize| group.iter().fold(0, |t, l| t | arg(l, k).1);
    match op {
        XOp::Shfl { mode, sync, pred } => {
            let o = sync as usize;
            group
                .iter()
                .map(|l| {
                    let b = arg(l, o + 1).0.s() as u32 & 31;
                    let c = arg(l, o + 2).0.s() as u32;
                    let (clamp, seg) = (c & 31, (c >> 8) & 31);
                    let lane = l.lane & 31;
                    let max_lane = (lane & seg) | (clamp & !seg);
                    let min_lane = lane & seg;
                    let (j, p) = match mode {
                        ShflMode::Up => {
                            let j = lane as i32 - b as i32;
                            (j, j >= max_lane as i32)
                        }
                        ShflMode::Down => {
                            let j = (lane + b) as i32;
                            (j, j <= max_lane as i32)
                        }
                        ShflMode::Bfly => {
                            let j = (lane ^ b) as i32;
                            (j, j <= max_lane as i32)
                        }
                        ShflMode::Idx => {
                            let j = (min_lane | (b & !seg)) as i32;
                            (j, j <= max_lane as i32)
                        }
                    };
                    let j = if p { j as u32 + (l.lane & !31) } else { l.lane };
                    let src = by_lane(j).filter(|s| members(l) & (1 << s.lane) != 0 || !sync);
                    let (v, t) = match src {
                        Some(s) => arg(s, o),
                        None => (Val::S(0), UNINIT),
                    };
                    let v = if pred { Val::V(vec![v, Val::S(p as u128)].into()) } else { v };
                    (Some(v), t)
                })
                .collect()
        }
        XOp::Vote(mode, sync) => {
            let o = sync as usize;
            let t = taint_all(o);
            group
                .iter()
                .map(|l| {
                    let m = members(l);
                    let voters = group.iter().filter(|s| m & (1 << s.lane) != 0);
                    let ballot: u64 = voters.clone().filter(|s| arg(s, o).0.s() & 1 != 0).fold(0, |b, s| b | 1 << s.lane);
                    let v = match mode {
                        VoteMode::Ballot => ballot as u128,
                        VoteMode::Any => (ballot != 0) as u128,
                        VoteMode::All => (ballot == m) as u128,
                        VoteMode::Uni => (ballot == 0 || ballot == m) as u128,
                    };
                    (Some(int(v)), t)
                })
                .collect()
        }
        XOp::ActiveMask => group.iter().map(|_| (Some(int(active as u128)), 0)).collect(),
        XOp::WarpSync | XOp::SubGroupBarrier => group.iter().map(|_| (None, 0)).collect(),
        XOp::MatchAny | XOp::MatchAll => {
            let t = taint_all(1);
            group
                .iter()
                .map(|l| {
                    let m = members(l);
                    let mine = arg(l, 1).0;
                    let same: u64 = group
                        .iter()
                        .filter(|s| m & (1 << s.lane) != 0 && arg(s, 1).0 == mine)
                        .fold(0, |b, s| b | 1 << s.lane);
                    let v = if op == XOp::MatchAny {
                        int(same as u128)
                    } else {
                        let all = same == m;
                        Val::V(vec![int(if all { m as u128 } else { 0 }), Val::S(all as u128)].into())
                    };
                    (Some(v), t)
                })
                .collect()
        }
        XOp::Bpermute => group
            .iter()
            .map(|l| {
                let j = (arg(l, 0).0.s() as u32 >> 2) % wave;
                match by_lane(j) {
                    Some(s) => {
                        let (v, t) = arg(s, 1);
                        (Some(v), t | arg(l, 0).1)
                    }
                    None => (Some(int(0)), arg(l, 0).1),
                }
            })
            .collect(),
        XOp::Permute => {
            let mut out: Vec<Option<(Val, u32)>> = vec![None; wave as usize];
            for s in group {
                let j = (arg(s, 0).0.s() as u32 >> 2) % wave;
                let (v, t) = arg(s, 1);
                out[j as usize] = Some((v, t | arg(s, 0).1));
            }
            group
                .iter()
                .map(|l| match out[l.lane as usize].clone() {
                    Some((v, t)) => (Some(v), t),
                    None => (Some(int(0)), 0),
                })
                .collect()
        }
        XOp::ReadLane => group
            .iter()
            .map(|l| {
                let j = arg(l, 1).0.s() as u32 % wave;
                match by_lane(j) {
                    Some(s) => {
                        let (v, t) = arg(s, 0);
                        (Some(v), t | arg(l, 1).1)
                    }
                    None => (Some(int(0)), UNINIT),
                }
            })
            .collect(),
        XOp::ReadFirstLane => {
            let first = &group[0];
            let (v, t) = arg(first, 0);
            group.iter().map(|_| (Some(v.clone()), t)).collect()
        }
        XOp::BarrierRed(_) => group.iter().map(|_| (None, 0)).collect(),
        XOp::Ballot => {
            let t = taint_all(0);
            let b: u64 = group.iter().filter(|s| arg(s, 0).0.s() & 1 != 0).fold(0, |b, s| b | 1 << s.lane);
            group.iter().map(|_| (Some(int(b as u128)), t)).collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(
            classify("llvm.nvvm.shfl.sync.down.i32"),
            Some(XOp::Shfl { mode: ShflMode::Down, sync: true, pred: false })
        );
        assert_eq!(
            classify("llvm.nvvm.shfl.sync.bfly.f32p"),
            Some(XOp::Shfl { mode: ShflMode::Bfly, sync: true, pred: true })
        );
        assert_eq!(classify("llvm.nvvm.shfl.idx.i32"), Some(XOp::Shfl { mode: ShflMode::Idx, sync: false, pred: false }));
        assert_eq!(classify("llvm.nvvm.vote.ballot.sync"), Some(XOp::Vote(VoteMode::Ballot, true)));
        assert_eq!(classify("llvm.nvvm.vote.uni"), Some(XOp::Vote(VoteMode::Uni, false)));
        assert_eq!(classify("llvm.nvvm.match.all.sync.i64p"), Some(XOp::MatchAll));
        assert_eq!(classify("llvm.amdgcn.readfirstlane.i32"), Some(XOp::ReadFirstLane));
        assert_eq!(classify("llvm.amdgcn.readlane"), Some(XOp::ReadLane));
        assert_eq!(classify("llvm.amdgcn.ballot.i64"), Some(XOp::Ballot));
        assert_eq!(classify("llvm.amdgcn.workitem.id.x"), None);
        assert_eq!(classify("llvm.nvvm.barrier0.popc"), Some(XOp::BarrierRed(RedMode::Popc)));
        assert_eq!(classify("llvm.nvvm.barrier.cta.red.and.aligned.all"), Some(XOp::BarrierRed(RedMode::And)));
        assert_eq!(classify("llvm.nvvm.barrier.cta.red.or.all"), Some(XOp::BarrierRed(RedMode::Or)));
        assert_eq!(classify("llvm.nvvm.shfl.sync.left.i32"), None);
        assert_eq!(
            classify_asm(r#"%1 = call i32 asm sideeffect "activemask.b32 $0;", "=r"()"#),
            Some(XOp::ActiveMask)
        );
        assert_eq!(classify_asm(r#"call void asm sideeffect "membar.gl;", ""()"#), None);
    }

    fn lanes(vals: &[(u32, Vec<u128>)]) -> Vec<Lane> {
        vals.iter()
            .enumerate()
            .map(|(idx, (lane, a))| Lane { idx, lane: *lane, args: a.iter().map(|&v| (Val::S(v), 0)).collect() })
            .collect()
    }

    #[test]
    fn shuffle_down_clamps_at_the_segment() {
        // 32 lanes, value = lane * 10, down by 4 with c = 0x1f: lanes 28..31 keep their own.
        let g = lanes(&(0..32).map(|l| (l, vec![0xffff_ffff, l as u128 * 10, 4, 0x1f])).collect::<Vec<_>>());
        let r = evaluate(XOp::Shfl { mode: ShflMode::Down, sync: true, pred: true }, 32, 32, u32::MAX as u64, &g);
        for (l, (v, _)) in r.iter().enumerate() {
            let Some(Val::V(p)) = v else { panic!() };
            let (want, ok) = if l + 4 < 32 { ((l + 4) * 10, 1) } else { (l * 10, 0) };
            assert_eq!(p[0].s(), want as u128, "lane {l}");
            assert_eq!(p[1].s(), ok, "lane {l}");
        }
        // Width 8 (c = ((32 - 8) << 8) | 0x1f): idx 0 reads the first lane of each segment.
        let g = lanes(&(0..32).map(|l| (l, vec![0xffff_ffff, l as u128, 0, (24 << 8) | 0x1f])).collect::<Vec<_>>());
        let r = evaluate(XOp::Shfl { mode: ShflMode::Idx, sync: true, pred: false }, 32, 32, u32::MAX as u64, &g);
        for (l, (v, _)) in r.iter().enumerate() {
            assert_eq!(v.as_ref().unwrap().s(), (l & !7) as u128, "lane {l}");
        }
    }

    /// The PTX pseudo-code with CUDA's `c` operands (`((32 − width) << 8) | 31`, and
    /// `(32 − width) << 8` for `up`) against the CUDA Programming Guide's description of
    /// `__shfl_*_sync(mask, v, x, width)`, for every width, operand and lane of a full warp.
    #[test]
    fn shuffles_match_the_cuda_width_semantics() {
        for width in [1u32, 2, 4, 8, 16, 32] {
            for x in 0..32u32 {
                for (mode, c) in [
                    (ShflMode::Idx, ((32 - width) << 8) | 31),
                    (ShflMode::Up, (32 - width) << 8),
                    (ShflMode::Down, ((32 - width) << 8) | 31),
                    (ShflMode::Bfly, ((32 - width) << 8) | 31),
                ] {
                    let g = lanes(&(0..32).map(|l| (l, vec![u32::MAX as u128, 100 + l as u128, x as u128, c as u128])).collect::<Vec<_>>());
                    let r = evaluate(XOp::Shfl { mode, sync: true, pred: false }, 32, 32, u32::MAX as u64, &g);
                    for lane in 0..32u32 {
                        let base = lane / width * width;
                        let src = match mode {
                            ShflMode::Idx => base + x % width,
                            ShflMode::Up if lane - base >= x => lane - x,
                            ShflMode::Down if lane - base + x < width => lane + x,
                            // Earlier segments may be read, later ones give the lane's own value.
                            ShflMode::Bfly if (lane ^ x) < base + width => lane ^ x,
                            _ => lane,
                        };
                        assert_eq!(r[lane as usize].0.as_ref().unwrap().s(), 100 + src as u128, "{mode:?} width {width} x {x} lane {lane}");
                    }
                }
            }
        }
    }

    #[test]
    fn votes_and_ballots_count_only_active_members() {
        // Active lanes 0, 1, 5; mask names 0, 1, 2, 5; predicates 1, 0, 1.
        let g = lanes(&[(0, vec![0b100111, 1]), (1, vec![0b100111, 0]), (5, vec![0b100111, 1])]);
        let active = 0b100011;
        let b = evaluate(XOp::Vote(VoteMode::Ballot, true), 32, 32, active, &g);
        assert!(b.iter().all(|(v, _)| v.as_ref().unwrap().s() == 0b100001));
        let all = evaluate(XOp::Vote(VoteMode::All, true), 1, 32, active, &g);
        assert!(all.iter().all(|(v, _)| v.as_ref().unwrap().s() == 0));
        let any = evaluate(XOp::Vote(VoteMode::Any, true), 1, 32, active, &g);
        assert!(any.iter().all(|(v, _)| v.as_ref().unwrap().s() == 1));
        let g = lanes(&[(3, vec![1]), (7, vec![0]), (40, vec![1])]);
        let b = evaluate(XOp::Ballot, 64, 64, (1 << 3) | (1 << 7) | (1 << 40), &g);
        assert!(b.iter().all(|(v, _)| v.as_ref().unwrap().s() == (1 << 3) | (1 << 40)));
        // bpermute from an inactive lane gives 0.
        let g = lanes(&[(0, vec![4 * 3, 30]), (3, vec![4 * 9, 33])]);
        let r = evaluate(XOp::Bpermute, 32, 64, 0b1001, &g);
        assert_eq!(r[0].0.as_ref().unwrap().s(), 33);
        assert_eq!(r[1].0.as_ref().unwrap().s(), 0);
    }
}
