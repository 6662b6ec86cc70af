//! Full predication: no branches at all; the warp walks one straight line of blocks and every
//! step runs the next block for the lanes whose path executes it (the others are masked off by
//! the block's predicate). A step whose mask is empty still costs a step — the price
//! predication pays for blocks no lane needs, against the ipdom stack's price of running each
//! side of a divergent branch separately (seed 001, §1; Park & Schlansker, *On Predicated
//! Execution*, HPL-91-58).
//!
//! # The straight line
//! [`crate::if_conversion::straight_line_order`]: a topological order of the blocks in which
//! each cycle's blocks are contiguous, header first. On an acyclic CFG it is the order of the
//! if-converted code ([`crate::if_conversion::IfConversion::blocks`]), and the lanes active at a
//! step are exactly those whose predicate `R(x)` is true there.
//!
//! # Loops
//! A loop cannot be if-converted away: its body is predicated per iteration and the back edge
//! stays a branch taken by the whole warp while any lane wants another iteration (what
//! structurized GPU code does: AMDGPU's `SI_LOOP` branches back while the loop mask is not
//! empty). After the last block of a cycle's segment, if some live lane's next block lies in
//! the segment (it took a back edge, so its next block is the header), the line jumps back to
//! the header; otherwise it falls through. Each such check counts as one reconvergence
//! evaluation. Irreducible cycles work the same way (LLVM's cycle header is the jump target;
//! lanes entering at another entry wait for the sweep to reach it). Should a live lane's next
//! block lie behind the end of the line (impossible for paths that start at the entry), the
//! line restarts at the earliest such block.
//!
//! # Cost
//! Per step `O(threads)` (the mask and the loop check). Steps: the line's length per pass;
//! a run takes at most `(I + 1) · L` steps for `I` instances and a line of `L` blocks (each
//! pass through a segment executes at least one instance), the engine's step cap.

use super::{Policy, PolicyKind, PolicyState, StepRecord, ThreadSet, Warp, WarpState};
use crate::cfg::{Block, Cfg};
use crate::cycles::CycleInfo;
use serde::{Deserialize, Serialize};

const NOT_IN_LINE: u32 = u32::MAX;

/// The position of the next block of the straight line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PredicationState {
    /// Index into [`Predication::order`] of the block the next step runs (`order.len()`: done).
    pub pc: u32,
}

/// The policy: the straight line and, per position, the cycle segments ending there.
#[derive(Clone, Debug)]
pub struct Predication {
    order: Vec<Block>,
    /// Block → position in `order` (`NOT_IN_LINE` for unreachable blocks).
    pos: Vec<u32>,
    /// Position → start positions of the cycle segments ending there, innermost first.
    loop_ends: Vec<Vec<u32>>,
}

impl Predication {
    /// The policy for `cfg` with the cycle hierarchy `ci` (the CFG's own, or the one of the
    /// scenario's DFS order: its headers are where the line jumps back).
    /// `O((n + m) log n)`.
    pub fn new(cfg: &Cfg, ci: &CycleInfo) -> Predication {
        let order = crate::if_conversion::straight_line_order(cfg, ci);
        let mut pos = vec![NOT_IN_LINE; cfg.num_blocks()];
        for (i, &b) in order.iter().enumerate() {
            pos[b.index()] = i as u32;
        }
        let mut loop_ends: Vec<Vec<u32>> = vec![Vec::new(); order.len()];
        // Deeper cycles first so that each list is innermost first.
        let mut cycles: Vec<_> = ci.cycles().collect();
        crate::sort::sort_by_key(&mut cycles, |&c| std::cmp::Reverse(ci.depth(c)));
        for c in cycles {
            let (mut lo, mut hi) = (u32::MAX, 0u32);
            for b in ci.blocks(c) {
                let p = pos[b.index()];
                if p != NOT_IN_LINE {
                    lo = lo.min(p);
                    hi = hi.max(p);
                }
            }
            if lo <= hi {
                loop_ends[hi as usize].push(lo);
            }
        }
        Predication { order, pos, loop_ends }
    }

    /// The straight line of blocks.
    pub fn order(&self) -> &[Block] {
        &self.order
    }

    fn next_pos(&self, warp: &Warp, state: &WarpState, t: crate::scenario::Thread) -> Option<u32> {
        let b = warp.next_block(t, state.pos[t.index()])?;
        self.pos.get(b.index()).copied().filter(|&p| p != NOT_IN_LINE)
    }

    fn pc(state: &WarpState) -> u32 {
        match &state.policy {
            PolicyState::Predication(s) => s.pc,
            _ => 0,
        }
    }
}

impl Policy for Predication {
    fn kind(&self) -> PolicyKind {
        PolicyKind::Predication
    }

    fn init(&self, _warp: &Warp) -> PolicyState {
        PolicyState::Predication(PredicationState { pc: 0 })
    }

    fn advance(&self, warp: &Warp, state: &mut WarpState) -> Option<StepRecord> {
        let pc = Self::pc(state);
        let block = *self.order.get(pc as usize)?;
        let mut active = ThreadSet::with_capacity(warp.width());
        for t in warp.paths.threads() {
            if warp.next_block(t, state.pos[t.index()]) == Some(block) {
                active.insert(t);
            }
        }
        warp.execute(state, &active);
        let mut next = pc + 1;
        let mut evaluations = 0u32;
        for &start in &self.loop_ends[pc as usize] {
            evaluations += 1;
            if warp.paths.threads().any(|t| self.next_pos(warp, state, t).is_some_and(|p| p >= start && p <= pc)) {
                next = start;
                break;
            }
        }
        if next as usize >= self.order.len() {
            if let Some(p) = warp.paths.threads().filter_map(|t| self.next_pos(warp, state, t)).min() {
                next = p;
            }
        }
        state.evaluations += evaluations as u64;
        state.policy = PolicyState::Predication(PredicationState { pc: next });
        Some(StepRecord { block, active, evaluations })
    }

    fn finished(&self, warp: &Warp, state: &WarpState) -> bool {
        Self::pc(state) as usize >= self.order.len() && warp.paths.threads().all(|t| warp.done(state, t))
    }

    fn step_bound(&self, warp: &Warp) -> Option<u64> {
        Some((warp.paths.num_instances() as u64 + 1) * (self.order.len() as u64).max(1))
    }
}
