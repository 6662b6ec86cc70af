//! The propagation engine: LLVM's `GenericUniformityAnalysisImpl` and
//! `DivergencePropagator` (LLVM 22, `llvm/include/llvm/ADT/GenericUniformityImpl.h`;
//! IR specialisation in `llvm/lib/Analysis/UniformityAnalysis.cpp`), re-implemented over
//! dense tables.
//!
//! # What is reproduced, step by step
//! 1. *Initialisation*: every instruction the target calls a source is marked divergent (and
//!    pushed on the worklist), always-uniform instructions become overrides, divergent
//!    arguments are marked.
//! 2. *Propagation*: the worklist is a LIFO stack. Popping a value marks its users
//!    divergent (in LLVM's use-list order, see `Users`); popping a terminator analyses
//!    its block as a divergent branch.
//! 3. *Divergent branch* `B` (`analyzeControlDivergence`): the sync-dependence propagator
//!    labels blocks in the *modified post-order* (`Mpo`, `ModifiedPostOrder`) starting with
//!    one label per successor; a block reached by two labels is a *join*; a cycle exit whose
//!    label differs from the header's is a *divergent cycle exit*. The propagation stops
//!    early when one fresh label is left outside the outermost irreducible ancestor (LLVM's
//!    post-#139667 rule). For each join `J`: if `J` lies in a cycle made divergent by the
//!    diverged-entry criterion (`getIntDivCycle`) or reached by diverged paths from outside an
//!    irreducible cycle (`getExtDivCycle`), that cycle is assumed divergent (every
//!    definition in it is tainted); otherwise the phis of `J` that are not constant-or-undef
//!    become divergent. For each divergent exit, the outermost cycle left is recorded and
//!    values defined in it and used outside become divergent (temporal divergence).
//!
//! Sets that LLVM iterates in insertion order while small (`SmallPtrSet` with 4 inline
//! slots, `SmallVector`) are insertion-ordered here always; LLVM's `DenseSet` of initially
//! divergent values is iterated in layout order (LLVM: pointer-hash order). These choices
//! only affect the *order* of reports, never a verdict.
//!
//! # Complexity
//! Per divergent branch, the propagation visits the blocks between the branch and the
//! point where one label remains (its post-dominator region), each a constant number of
//! times, with `O(1)` label lookups (epoch-stamped arrays) and `O(log₆₄ n)` fresh-set
//! operations. LLVM's `SparseBitVector::count()` is linear in the set, `DenseMap` labels are
//! rehashed per branch and `getExitBlocks` scans are quadratic; none of that is here. The rest
//! (users, phis, cycle exits with dominance by DFS intervals) is linear. No recursion.
//!
//! LLVM rescans the exits of every irreducible cycle around each divergent branch
//! (`Σ_B Σ_C |exits(C)|`, cubic on nested irreducible cycles); the engine scans only cycles
//! whose exits can still make a cycle record a divergent exit (exact: the others would return
//! at once). Per-branch join and exit lists are used and dropped, not kept (`Σ_B |joins(B)|` is
//! quadratic on unstructured CFGs); [`super::SyncDependence`] recomputes them. Memory:
//! `O(n + m + cycles + Σ_C |exits(C)| + Σ_joins depth / 64 + output)`.

use super::reasons::{Cause, Criterion, ValueRef};
use super::sources::{self, classify_arg, classify_inst, Class, Target, UniformKind};
use crate::cfg::{Block, BranchMark, Cfg};
use crate::cycles::{Cycle, CycleInfo};
use crate::dominators::DominatorTree;
use crate::ir::{Function, InstId, Opcode, Operand, ValueKind};

use crate::cfg::NONE;

#[cfg(test)]
thread_local! {
    /// Tests: run LLVM's full irreducible-exit scan for every branch (the slow reference for
    /// the pruning in `analyze_control_divergence`).
    pub(crate) static FULL_EXIT_SCAN: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// A set of indices `0..n` with `O(1)` insert / remove / count and a maximum found by
/// scanning bit words down from a cursor (LLVM uses a `SparseBitVector` for its
/// `FreshLabels`). Label propagation mostly moves to smaller indices, so the scans add up to
/// `O(span / 64)` per propagation.
#[derive(Clone, Debug, Default)]
pub(crate) struct FreshSet {
    words: Vec<u64>,
    count: usize,
    /// No word above this one is non-zero.
    hi: usize,
}

impl FreshSet {
    pub(crate) fn new(n: usize) -> FreshSet {
        FreshSet { words: vec![0; n.div_ceil(64).max(1)], count: 0, hi: 0 }
    }

    #[inline]
    pub(crate) fn count(&self) -> usize {
        self.count
    }

    #[inline]
    pub(crate) fn insert(&mut self, i: usize) {
        let w = i >> 6;
        let Some(word) = self.words.get_mut(w) else { return };
        let bit = 1u64 << (i & 63);
        if *word & bit == 0 {
            *word |= bit;
            self.count += 1;
            if w > self.hi {
                self.hi = w;
            }
        }
    }

    #[inline]
    pub(crate) fn remove(&mut self, i: usize) {
        let Some(word) = self.words.get_mut(i >> 6) else { return };
        let bit = 1u64 << (i & 63);
        if *word & bit != 0 {
            *word &= !bit;
            self.count -= 1;
        }
    }

    #[inline]
    pub(crate) fn max(&mut self) -> Option<usize> {
        if self.count == 0 {
            return None;
        }
        loop {
            let word = self.words[self.hi];
            if word != 0 {
                return Some(self.hi * 64 + 63 - word.leading_zeros() as usize);
            }
            if self.hi == 0 {
                return None;
            }
            self.hi -= 1;
        }
    }

    pub(crate) fn clear(&mut self) {
        while let Some(i) = self.max() {
            self.remove(i);
        }
    }
}

/// LLVM's *modified post-order* of the blocks reachable from the entry
/// (`ModifiedPostOrder::compute`): a post-order in which each cycle is a unit placed after
/// its exits, its header numbered first among its blocks and its body ordered as a DAG
/// without the edges into the header. Reverse order visits each block after its
/// predecessors except through cycle headers.
#[derive(Clone, Debug)]
pub(crate) struct Mpo {
    /// Index → block.
    pub(crate) order: Vec<Block>,
    /// Block → index (`NONE` for unreachable blocks).
    pub(crate) index: Vec<u32>,
    /// Index → whether the block is the header of a reducible cycle.
    pub(crate) reducible_header: Vec<bool>,
}

/// Exit blocks of cycles in LLVM's order (`GenericCycle::getExitBlocks`: blocks of the cycle
/// in order, successors in order, first occurrence), computed on first use.
#[derive(Clone, Debug, Default)]
pub(crate) struct Exits {
    range: Vec<(u32, u32)>,
    /// Cycle → the largest cycle depth of its exits (valid once `range` is).
    max_depth: Vec<u32>,
    pool: Vec<Block>,
    stamp: Vec<u32>,
    epoch: u32,
}

impl Exits {
    pub(crate) fn new(ci: &CycleInfo, n: usize) -> Exits {
        Exits { range: vec![(NONE, NONE); ci.num_cycles()], max_depth: vec![0; ci.num_cycles()], pool: Vec::new(), stamp: vec![0; n], epoch: 0 }
    }

    /// The exits of `c` as a range of [`Exits::pool`]'s storage.
    pub(crate) fn get(&mut self, cfg: &Cfg, ci: &CycleInfo, c: Cycle) -> (usize, usize) {
        let r = self.range[c.index()];
        if r.0 != NONE {
            return (r.0 as usize, r.1 as usize);
        }
        self.epoch += 1;
        let start = self.pool.len();
        for b in ci.blocks(c) {
            for &s in cfg.succs(b) {
                if !ci.contains(c, s) && self.stamp[s.index()] != self.epoch {
                    self.stamp[s.index()] = self.epoch;
                    self.pool.push(s);
                }
            }
        }
        self.range[c.index()] = (start as u32, self.pool.len() as u32);
        self.max_depth[c.index()] = self.pool[start..].iter().map(|&e| ci.cycle_depth(e)).max().unwrap_or(0);
        (start, self.pool.len())
    }

    pub(crate) fn slice(&self, r: (usize, usize)) -> &[Block] {
        &self.pool[r.0..r.1]
    }
}

/// Computes the modified post-order. `O((n + m) · d)` for cycle nesting depth `d` (walking
/// up to the child cycle), iterative.
pub(crate) fn modified_post_order(cfg: &Cfg, ci: &CycleInfo, exits: &mut Exits) -> Mpo {
    let n = cfg.num_blocks();
    let mut finalized = vec![false; n];
    let mut mpo = Mpo { order: Vec::with_capacity(n), index: vec![NONE; n], reducible_header: Vec::with_capacity(n) };
    let append = |mpo: &mut Mpo, b: Block, rh: bool| {
        mpo.index[b.index()] = mpo.order.len() as u32;
        mpo.order.push(b);
        mpo.reducible_header.push(rh);
    };
    // Explicit frames replace LLVM's computeStackPO ↔ computeCyclePO recursion.
    let mut frames: Vec<(Option<Cycle>, Vec<Block>)> = vec![(None, vec![cfg.entry()])];
    while let Some((cycle, stack)) = frames.last_mut() {
        let cycle = *cycle;
        let Some(&next) = stack.last() else {
            frames.pop();
            continue;
        };
        if finalized[next.index()] {
            stack.pop();
            continue;
        }
        let nested = ci.cycle_of(next);
        let enters_nested = match (cycle, nested) {
            (None, Some(_)) => true,
            (Some(c), Some(nc)) => c != nc && ci.contains_cycle(c, nc),
            _ => false,
        };
        if enters_nested {
            let mut nc = nested.unwrap_or(Cycle(0));
            while ci.parent(nc) != cycle {
                match ci.parent(nc) {
                    Some(p) => nc = p,
                    None => break,
                }
            }
            let r = exits.get(cfg, ci, nc);
            let mut pushed = false;
            for &e in exits.slice(r) {
                if cycle.is_some_and(|c| !ci.contains(c, e)) || finalized[e.index()] {
                    continue;
                }
                pushed = true;
                stack.push(e);
            }
            if !pushed {
                stack.pop();
                let h = ci.header(nc);
                finalized[h.index()] = true;
                append(&mut mpo, h, ci.is_reducible(nc));
                let inner: Vec<Block> = cfg.succs(h).iter().copied().filter(|&s| ci.contains(nc, s) && s != h && !finalized[s.index()]).collect();
                frames.push((Some(nc), inner));
            }
            continue;
        }
        let mut pushed = false;
        for &s in cfg.succs(next) {
            if cycle.is_some_and(|c| !ci.contains(c, s)) || finalized[s.index()] {
                continue;
            }
            pushed = true;
            stack.push(s);
        }
        if !pushed {
            stack.pop();
            finalized[next.index()] = true;
            append(&mut mpo, next, false);
        }
    }
    mpo
}

/// The graph the propagation walks, in modified-post-order index space: each block's
/// successors, except that a reducible cycle's header leads to the cycle's exits (LLVM's
/// virtual edges), plus which indices are such headers and of which cycle.
#[derive(Clone, Debug, Default)]
pub(crate) struct Virtual {
    off: Vec<u32>,
    succ: Vec<u32>,
    rh_cycle: Vec<u32>,
}

impl Virtual {
    pub(crate) fn build(cfg: &Cfg, ci: &CycleInfo, mpo: &Mpo, exits: &mut Exits) -> Virtual {
        let k = mpo.order.len();
        let mut v = Virtual { off: Vec::with_capacity(k + 1), succ: Vec::with_capacity(cfg.num_edges()), rh_cycle: vec![NONE; k] };
        v.off.push(0);
        for (i, &b) in mpo.order.iter().enumerate() {
            match (mpo.reducible_header[i], ci.cycle_of(b)) {
                (true, Some(c)) => {
                    v.rh_cycle[i] = c.0;
                    let r = exits.get(cfg, ci, c);
                    v.succ.extend(exits.slice(r).iter().map(|e| mpo.index[e.index()]));
                }
                _ => v.succ.extend(cfg.succs(b).iter().map(|s| mpo.index[s.index()])),
            }
            v.off.push(v.succ.len() as u32);
        }
        v
    }
}

/// Per-branch scratch of the sync-dependence propagation (all tables indexed by
/// modified-post-order index; labels are indices too).
#[derive(Clone, Debug)]
pub(crate) struct Propagator {
    /// `epoch << 32 | label`: a label is valid only in the current epoch.
    lab: Vec<u64>,
    epoch: u32,
    fresh: FreshSet,
    join_stamp: Vec<u32>,
    exit_stamp: Vec<u32>,
    pub(crate) joins: Vec<Block>,
    pub(crate) exits: Vec<Block>,
    /// Blocks processed (label pushed on) during the last propagation: the work measure.
    pub(crate) visited: u64,
    /// The last step leaves out the irreducible cycles whose exits all lie at cycle depth
    /// below this (`0`: none left out, LLVM's list; the engine sets the depth below which such
    /// exits can no longer change a result, `u32::MAX` for all).
    pub(crate) min_exit_depth: u32,
}

impl Propagator {
    pub(crate) fn new(n: usize) -> Propagator {
        Propagator {
            lab: vec![0; n],
            epoch: 0,
            fresh: FreshSet::new(n),
            join_stamp: vec![0; n],
            exit_stamp: vec![0; n],
            joins: Vec::new(),
            exits: Vec::new(),
            visited: 0,
            min_exit_depth: 0,
        }
    }

    #[inline]
    fn label_of(&self, i: u32) -> u32 {
        let l = self.lab[i as usize];
        if (l >> 32) as u32 == self.epoch {
            l as u32
        } else {
            NONE
        }
    }

    /// `computeJoin`: pushes `pushed` onto `succ`; whether `succ` becomes a join.
    #[inline]
    fn compute_join(&mut self, succ: u32, pushed: u32) -> bool {
        let old = self.label_of(succ);
        if old == pushed {
            return false;
        }
        if old != succ {
            self.fresh.insert(succ as usize);
        }
        let tag = (self.epoch as u64) << 32;
        if old == NONE {
            self.lab[succ as usize] = tag | pushed as u64;
            return false;
        }
        self.lab[succ as usize] = tag | succ as u64;
        true
    }

    fn add_join(&mut self, mpo: &Mpo, i: u32) {
        if self.join_stamp[i as usize] != self.epoch {
            self.join_stamp[i as usize] = self.epoch;
            self.joins.push(mpo.order[i as usize]);
        }
    }

    fn add_exit(&mut self, mpo: &Mpo, i: u32) {
        if self.exit_stamp[i as usize] != self.epoch {
            self.exit_stamp[i as usize] = self.epoch;
            self.exits.push(mpo.order[i as usize]);
        }
    }

    /// `DivergencePropagator::computeJoinPoints` for the branch at the end of `b` (reachable,
    /// with at least two successor edges). Leaves the joins and divergent exits, in LLVM's
    /// insertion order, in `self.joins` / `self.exits`.
    ///
    /// The last step scans the exits of the irreducible cycles around `b` (`O(Σ |exits(C)|)`
    /// over those cycles); [`Propagator::min_exit_depth`] leaves some out.
    pub(crate) fn run(&mut self, cfg: &Cfg, ci: &CycleInfo, mpo: &Mpo, vg: &Virtual, exits: &mut Exits, b: Block) {
        let min_exit_depth = self.min_exit_depth;
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.lab.iter_mut().for_each(|s| *s = 0);
            self.join_stamp.iter_mut().for_each(|s| *s = 0);
            self.exit_stamp.iter_mut().for_each(|s| *s = 0);
            self.epoch = 1;
        }
        self.joins.clear();
        self.exits.clear();
        self.visited = 0;
        let div_idx = mpo.index[b.index()];
        let div_cycle = ci.cycle_of(b);
        let irreducible_ancestor = div_cycle.and_then(|mut c| {
            if ci.is_reducible(c) {
                return None;
            }
            while let Some(p) = ci.parent(c) {
                if ci.is_reducible(p) {
                    return Some(c);
                }
                c = p;
            }
            Some(c)
        });
        for &s in cfg.succs(b) {
            let si = mpo.index[s.index()];
            if div_cycle.is_some_and(|c| !ci.contains(c, s)) {
                self.add_exit(mpo, si);
            }
            if self.compute_join(si, si) {
                self.add_join(mpo, si);
            }
        }
        while let Some(idx) = self.fresh.max() {
            if self.fresh.count() == 1 && irreducible_ancestor.is_none_or(|c| !ci.contains(c, mpo.order[idx])) {
                break;
            }
            self.fresh.remove(idx);
            if idx as u32 == div_idx {
                continue;
            }
            self.visited += 1;
            let label = self.label_of(idx as u32);
            let (lo, hi) = (vg.off[idx] as usize, vg.off[idx + 1] as usize);
            let rh = vg.rh_cycle[idx];
            let exit_edges = rh != NONE && ci.contains(Cycle(rh), b);
            for k in lo..hi {
                let t = vg.succ[k];
                if self.compute_join(t, label) {
                    if exit_edges {
                        self.add_exit(mpo, t);
                    } else {
                        self.add_join(mpo, t);
                    }
                }
            }
        }
        self.fresh.clear();
        // Irreducible cycles around the branch: an exit labelled unlike the header is a
        // divergent exit (reducible ones were handled while propagating).
        let mut c = if min_exit_depth == u32::MAX { None } else { div_cycle };
        while let Some(cy) = c {
            if !ci.is_reducible(cy) && (min_exit_depth == 0 || {
                exits.get(cfg, ci, cy);
                exits.max_depth[cy.index()] >= min_exit_depth
            }) {
                let header_label = self.label_of(mpo.index[ci.header(cy).index()]);
                let r = exits.get(cfg, ci, cy);
                for i in r.0..r.1 {
                    let e = mpo.index[exits.slice((i, i + 1))[0].index()];
                    if self.label_of(e) != header_label {
                        self.add_exit(mpo, e);
                    }
                }
            }
            c = ci.parent(cy);
        }
    }
}

/// Users of every value in LLVM's use-list order: for IR parsed from text, the uses after
/// the definition in reverse textual order, then the forward references (uses before the
/// definition, phis mostly) in textual order — what `LLParser` produces by prepending each
/// new use and resolving forward references with `replaceAllUsesWith`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Users {
    offsets: Vec<u32>,
    users: Vec<InstId>,
}

impl Users {
    pub(crate) fn build(f: &Function) -> Users {
        let nv = f.values.len();
        let mut offsets = vec![0u32; nv + 1];
        for inst in &f.insts {
            for v in f.uses(inst) {
                offsets[v.index() + 1] += 1;
            }
        }
        for i in 0..nv {
            offsets[i + 1] += offsets[i];
        }
        let mut fill = offsets.clone();
        let mut users = vec![InstId(0); offsets[nv] as usize];
        for (i, inst) in f.insts.iter().enumerate() {
            for v in f.uses(inst) {
                users[fill[v.index()] as usize] = InstId(i as u32);
                fill[v.index()] += 1;
            }
        }
        for (v, data) in f.values.iter().enumerate() {
            let seg = &mut users[offsets[v] as usize..offsets[v + 1] as usize];
            let def = match data.kind {
                ValueKind::Arg(_) => None,
                ValueKind::Inst(i) => Some(i),
            };
            let forward = def.map_or(0, |d| seg.partition_point(|&u| u <= d));
            seg[forward..].reverse();
            seg.rotate_left(forward);
        }
        Users { offsets, users }
    }

    pub(crate) fn of(&self, v: usize) -> &[InstId] {
        self.users.get(self.offsets[v] as usize..self.offsets[v + 1] as usize).unwrap_or(&[])
    }
}

/// Per block, computed on first use: a bit per depth `d` telling whether the header of the
/// depth-`d` cycle around the block properly dominates it (bit `d - 1`). `O(depth)` time per
/// block once, `depth / 64` words of memory.
#[derive(Clone, Debug, Default)]
pub(crate) struct HeaderDom {
    dom: Vec<(u32, u32)>,
    bits: Vec<u64>,
}

impl HeaderDom {
    fn new(n: usize) -> HeaderDom {
        HeaderDom { dom: vec![(NONE, 0); n], bits: Vec::new() }
    }

    /// `(start, words)` of `b`'s header-dominance bits in `bits`.
    fn of(&mut self, ci: &CycleInfo, dt: &DominatorTree, b: Block) -> (usize, usize) {
        let r = self.dom[b.index()];
        if r.0 != NONE {
            return (r.0 as usize, r.1 as usize);
        }
        let len = ci.cycle_depth(b) as usize;
        let start = self.bits.len();
        let words = len.div_ceil(64).max(1);
        self.bits.resize(start + words, 0);
        let mut c = ci.cycle_of(b);
        while let Some(cy) = c {
            let k = ci.depth(cy) as usize - 1;
            let h = ci.header(cy);
            if h != b && dt.dominates(h, b) {
                self.bits[start + k / 64] |= 1 << (k % 64);
            }
            c = ci.parent(cy);
        }
        self.dom[b.index()] = (start as u32, words as u32);
        (start, words)
    }
}

/// Per divergent branch `B`: the cycles around `B` by depth, and for the cycles met while
/// classifying `B`'s joins, their smallest common cycle with `B` (memoised per branch, so a
/// branch costs `O(depth(B) + cycles met)`, not `O(depth)` per join).
#[derive(Clone, Debug, Default)]
struct BranchCycles {
    epoch: u32,
    /// `chain[d - 1]`: the cycle of depth `d` around `B`.
    chain: Vec<u32>,
    /// Cycle → epoch in which it was found to contain `B`.
    around: Vec<u32>,
    /// Cycle → epoch of `common`.
    memo: Vec<u32>,
    /// Cycle `C` → (depth of the smallest cycle containing `C` and `B`, the cycle containing
    /// `C` one level deeper than that one).
    common: Vec<(u32, u32)>,
    path: Vec<u32>,
}

impl BranchCycles {
    fn new(cycles: usize) -> BranchCycles {
        BranchCycles { epoch: 0, chain: Vec::new(), around: vec![0; cycles], memo: vec![0; cycles], common: vec![(0, NONE); cycles], path: Vec::new() }
    }

    fn start(&mut self, ci: &CycleInfo, b: Block) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.around.iter_mut().for_each(|x| *x = 0);
            self.memo.iter_mut().for_each(|x| *x = 0);
            self.epoch = 1;
        }
        self.chain.clear();
        let mut c = ci.cycle_of(b);
        while let Some(cy) = c {
            self.chain.push(cy.0);
            self.around[cy.index()] = self.epoch;
            c = ci.parent(cy);
        }
        self.chain.reverse();
    }

    /// For cycle `c`: (depth of the smallest cycle containing `c` and `B`, 0 if none; the
    /// ancestor of `c` one level deeper, `NONE` if `c` contains `B`).
    fn common(&mut self, ci: &CycleInfo, c: Cycle) -> (u32, u32) {
        self.path.clear();
        let mut x = c;
        let found = loop {
            if self.around[x.index()] == self.epoch {
                break (ci.depth(x), NONE);
            }
            if self.memo[x.index()] == self.epoch {
                break self.common[x.index()];
            }
            self.path.push(x.0);
            match ci.parent(x) {
                Some(p) => x = p,
                None => break (0, NONE),
            }
        };
        // The path runs upward; the last cycle on it lies just below the common cycle.
        let below = if found.1 != NONE { found.1 } else { self.path.last().copied().unwrap_or(NONE) };
        for &p in &self.path {
            self.memo[p as usize] = self.epoch;
            self.common[p as usize] = (found.0, below);
        }
        if self.path.is_empty() {
            found
        } else {
            (found.0, below)
        }
    }
}

/// A divergent branch whose join blocks and divergent exits were computed (they are not
/// kept: `Σ_B |joins(B)|` is quadratic on unstructured CFGs; [`super::SyncDependence`]
/// recomputes them on demand).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct BranchRecord {
    pub(crate) block: Block,
}

/// A cycle assumed divergent and what made it so.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct AssumedRecord {
    pub(crate) cycle: Cycle,
    pub(crate) branch: Block,
    pub(crate) join: Block,
    pub(crate) criterion: Criterion,
}

/// A cycle with a divergent exit and the first branch/exit that showed it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct ExitRecord {
    pub(crate) cycle: Cycle,
    pub(crate) branch: Block,
    pub(crate) exit: Block,
}

/// A temporal-divergence record: `value` defined in `exit_cycle`'s cycle, used by `user`
/// outside it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct TemporalRecord {
    pub(crate) value: InstId,
    pub(crate) user: InstId,
    pub(crate) exit_cycle: u32,
}

#[derive(Copy, Clone, Debug)]
enum Item {
    Inst(InstId),
    Term(Block),
}

/// Everything the engine produces; [`super::Uniformity`] wraps it.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct Outcome {
    pub(crate) inst_div: Vec<bool>,
    pub(crate) inst_cause: Vec<Cause>,
    pub(crate) uniform_kind: Vec<Option<UniformKind>>,
    pub(crate) arg_div: Vec<bool>,
    pub(crate) arg_cause: Vec<Cause>,
    pub(crate) term_div: Vec<bool>,
    pub(crate) term_cause: Vec<Cause>,
    pub(crate) branches: Vec<BranchRecord>,
    pub(crate) branch_of: Vec<u32>,
    /// Some divergent branch has more than 4 joins or 4 divergent exits (LLVM's
    /// `SmallPtrSet<…, 4>` then iterates in hash order).
    pub(crate) large_branch_sets: bool,
    pub(crate) assumed: Vec<AssumedRecord>,
    pub(crate) exit_cycles: Vec<ExitRecord>,
    pub(crate) temporal: Vec<TemporalRecord>,
    /// Blocks processed by all sync-dependence propagations (work measure).
    pub(crate) propagation_work: u64,
    /// Divergent values before propagation (LLVM iterates them in hash order).
    pub(crate) initial_values: usize,
}

/// What a graph without instructions says about its branches.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum UnmarkedBranches {
    /// An unmarked branch with several successors may diverge (the default: a uniformity
    /// analysis only calls uniform what it can prove uniform).
    #[default]
    Divergent,
    /// An unmarked branch is uniform.
    Uniform,
}

struct Engine<'a> {
    cfg: &'a Cfg,
    ci: &'a CycleInfo,
    dt: &'a DominatorTree,
    f: Option<&'a Function>,
    users: Users,
    mpo: Mpo,
    vg: Virtual,
    exits: Exits,
    prop: Propagator,
    worklist: Vec<Item>,
    overrides: Vec<bool>,
    exit_cycle_of: Vec<u32>,
    invoke_values: bool,
    header_dom: HeaderDom,
    branch_cycles: BranchCycles,
    /// Cycle → it and all its ancestors have a divergent exit recorded (monotone, memoised).
    chain_recorded: Vec<bool>,
    /// Cycle → whether it or an ancestor is irreducible (only then can a join make a cycle
    /// assumed divergent).
    irreducible_above: Vec<bool>,
    out: Outcome,
    /// Per block: the DFS-in numbers of a cycle's exits, sorted (scratch).
    exit_in: Vec<(u32, u32)>,
}

/// Runs the analysis. `f` is the IR when there is one (`src` its module text); for a bare
/// CFG the branch marks decide. `O(n + m + Σ propagation regions)`.
pub(crate) fn run(cfg: &Cfg, ci: &CycleInfo, dt: &DominatorTree, f: Option<&Function>, src: &str, opts: &super::Options) -> Outcome {
    let (target, unmarked) = (opts.target, opts.unmarked);
    let n = cfg.num_blocks();
    let mut exits = Exits::new(ci, n);
    let mpo = modified_post_order(cfg, ci, &mut exits);
    let vg = Virtual::build(cfg, ci, &mpo, &mut exits);
    let ni = f.map_or(0, |f| f.insts.len());
    let na = f.map_or(0, |f| f.args.len());
    let mut e = Engine {
        cfg,
        ci,
        dt,
        f,
        users: f.map(Users::build).unwrap_or_default(),
        prop: Propagator::new(mpo.order.len()),
        mpo,
        vg,
        exits,
        worklist: Vec::new(),
        overrides: vec![false; ni],
        exit_cycle_of: vec![NONE; ci.num_cycles()],
        invoke_values: opts.divergent_invoke_results,
        header_dom: HeaderDom::new(n),
        branch_cycles: BranchCycles::new(ci.num_cycles()),
        chain_recorded: vec![false; ci.num_cycles()],
        irreducible_above: {
            // Cycles are numbered in forest preorder: parents come first.
            let mut v = vec![false; ci.num_cycles()];
            for c in ci.cycles() {
                v[c.index()] = !ci.is_reducible(c) || ci.parent(c).is_some_and(|p| v[p.index()]);
            }
            v
        },
        out: Outcome {
            inst_div: vec![false; ni],
            inst_cause: vec![Cause::Uniform; ni],
            uniform_kind: vec![None; ni],
            arg_div: vec![false; na],
            arg_cause: vec![Cause::Uniform; na],
            term_div: vec![false; n],
            term_cause: vec![Cause::Uniform; n],
            branch_of: vec![NONE; n],
            ..Default::default()
        },
        exit_in: Vec::new(),
    };
    match f {
        Some(f) => e.initialize_ir(f, src, target),
        None => e.initialize_graph(unmarked),
    }
    e.compute();
    e.out
}

impl Engine<'_> {
    fn initialize_ir(&mut self, f: &Function, src: &str, target: Target) {
        // LLVM 22: a single-lane AMDGPU function has no divergence at all; calls marked
        // `nodivergencesource` are uniform (sources.rs).
        if target == Target::Amdgpu && sources::amdgpu_single_lane(f, src) {
            self.overrides.iter_mut().for_each(|o| *o = true);
            self.out.uniform_kind.iter_mut().for_each(|k| *k = Some(UniformKind::SingleLane));
            return;
        }
        let nds = src.contains("nodivergencesource");
        let nds_callees = if nds { sources::no_divergence_source_callees(src) } else { Vec::new() };
        for (i, inst) in f.insts.iter().enumerate() {
            if nds && sources::is_no_divergence_source_call(f, src, inst, &nds_callees) {
                self.overrides[i] = true;
                self.out.uniform_kind[i] = Some(UniformKind::NoDivergenceSource);
                continue;
            }
            match classify_inst(target, f, src, inst) {
                Class::Source(k) => self.mark_inst(InstId(i as u32), Cause::Source(k)),
                Class::AlwaysUniform(k) => {
                    self.overrides[i] = true;
                    self.out.uniform_kind[i] = Some(k);
                }
                Class::Normal => {}
            }
        }
        for a in 0..f.args.len() {
            if let Some(k) = classify_arg(target, f, src, a) {
                self.out.arg_div[a] = true;
                self.out.arg_cause[a] = Cause::Source(k);
            }
        }
        // LLVM copies its set of divergent values and pushes their users; the set's order
        // is a pointer hash, ours is layout order (arguments first).
        // (A copy: pushing users marks more values.)
        let mut initial: Vec<(usize, ValueRef)> = Vec::new();
        for a in 0..f.args.len() {
            if self.out.arg_div[a] {
                initial.push((f.args[a].index(), ValueRef::Arg(a as u32)));
            }
        }
        for i in 0..f.insts.len() {
            if let (true, Some(v)) = (self.out.inst_div[i], f.insts[i].result) {
                initial.push((v.index(), ValueRef::Inst(InstId(i as u32))));
            }
        }
        self.out.initial_values = initial.iter().filter(|&&(v, _)| !self.users.of(v).is_empty()).count();
        for (v, r) in initial {
            self.push_users(v, r);
        }
    }

    fn initialize_graph(&mut self, unmarked: UnmarkedBranches) {
        for b in self.cfg.blocks() {
            let cause = match self.cfg.block(b).mark {
                BranchMark::Divergent => Cause::Marked,
                BranchMark::Unmarked if self.cfg.succs(b).len() >= 2 && unmarked == UnmarkedBranches::Divergent => Cause::Unmarked,
                _ => continue,
            };
            self.mark_term(b, cause);
        }
    }

    fn mark_term(&mut self, b: Block, cause: Cause) {
        if !self.out.term_div[b.index()] {
            self.out.term_div[b.index()] = true;
            self.out.term_cause[b.index()] = cause;
            self.worklist.push(Item::Term(b));
        }
    }

    /// `markDivergent(const Instruction &)`.
    fn mark_inst(&mut self, i: InstId, cause: Cause) {
        if self.overrides[i.index()] {
            return;
        }
        let Some(f) = self.f else { return };
        let inst = &f.insts[i.index()];
        if inst.opcode.is_terminator() {
            self.mark_term(inst.block, cause);
            if self.invoke_values && inst.result.is_some() && !self.out.inst_div[i.index()] {
                self.out.inst_div[i.index()] = true;
                self.out.inst_cause[i.index()] = cause;
                self.worklist.push(Item::Inst(i));
            }
        } else if !self.out.inst_div[i.index()] {
            self.out.inst_div[i.index()] = true;
            self.out.inst_cause[i.index()] = cause;
            self.worklist.push(Item::Inst(i));
        }
    }

    fn push_users(&mut self, value: usize, v: ValueRef) {
        let n = self.users.of(value).len();
        for k in 0..n {
            let u = self.users.of(value)[k];
            self.mark_inst(u, Cause::Operand(v));
        }
    }

    fn compute(&mut self) {
        while let Some(item) = self.worklist.pop() {
            match item {
                Item::Term(b) => self.analyze_control_divergence(b),
                Item::Inst(i) => {
                    let Some(f) = self.f else { continue };
                    if let Some(v) = f.insts[i.index()].result {
                        self.push_users(v.index(), ValueRef::Inst(i));
                    }
                }
            }
        }
    }

    fn analyze_control_divergence(&mut self, b: Block) {
        if !self.dt.is_reachable(b) {
            return;
        }
        let (cfg, ci) = (self.cfg, self.ci);
        if cfg.succs(b).len() <= 1 {
            return;
        }
        // The exits of irreducible cycles around `b` only matter through the cycles they make
        // record (all recorded already: nothing left) and LLVM's hash-order flag (known).
        //
        // An exit at cycle depth `d` makes the cycle around `b` at depth `d + 1` (or `b`'s own)
        // record; once LLVM's hash-order flag is known, only exits at depth ≥ (the shallowest
        // unrecorded cycle around `b`) − 1 matter.
        self.branch_cycles.start(ci, b);
        #[cfg(test)]
        let full = FULL_EXIT_SCAN.with(|c| c.get());
        #[cfg(not(test))]
        let full = false;
        self.prop.min_exit_depth = if full || !self.out.large_branch_sets {
            0
        } else if ci.cycle_of(b).is_none_or(|c| self.all_recorded(c)) {
            u32::MAX
        } else {
            let k = self.branch_cycles.chain.iter().position(|&c| self.exit_cycle_of[c as usize] == NONE).unwrap_or(0);
            k as u32
        };
        self.prop.run(cfg, ci, &self.mpo, &self.vg, &mut self.exits, b);
        self.out.propagation_work += self.prop.visited + cfg.succs(b).len() as u64;
        self.out.large_branch_sets |= self.prop.joins.len() > 4 || self.prop.exits.len() > 4;
        self.out.branch_of[b.index()] = self.out.branches.len() as u32;
        self.out.branches.push(BranchRecord { block: b });
        let joins = std::mem::take(&mut self.prop.joins);
        let mut div_cycles: Vec<(Cycle, Block, Criterion)> = Vec::new();
        for &j in &joins {
            if let Some((c, crit)) = self.outermost_divergent_cycle(b, j) {
                div_cycles.push((c, j, crit));
                continue;
            }
            self.taint_phis(b, j);
        }
        self.prop.joins = joins;
        // LLVM sorts by decreasing depth (std::sort: stable for the short lists it sees).
        crate::sort::sort_by_key(&mut div_cycles, |&(c, _, _)| std::cmp::Reverse(ci.depth(c)));
        for (c, j, crit) in div_cycles {
            if self.out.assumed.iter().any(|a| ci.contains_cycle(a.cycle, c)) {
                continue;
            }
            let idx = self.out.assumed.len() as u32;
            self.out.assumed.push(AssumedRecord { cycle: c, branch: b, join: j, criterion: crit });
            if let Some(f) = self.f {
                let blocks: Vec<Block> = ci.blocks(c).collect();
                for bb in blocks {
                    let r = f.inst_range(bb);
                    for i in r.start..r.end.saturating_sub(1) {
                        self.mark_inst(InstId(i as u32), Cause::AssumedCycle(idx));
                    }
                }
            }
        }
        if let Some(c) = ci.cycle_of(b) {
            let exits = std::mem::take(&mut self.prop.exits);
            for &x in &exits {
                self.propagate_cycle_exit_divergence(b, x, c);
            }
            self.prop.exits = exits;
        }
    }

    /// Whether `c` and all cycles around it have a recorded divergent exit. Amortised
    /// `O(depth to the first unrecorded cycle)`.
    fn all_recorded(&mut self, c: Cycle) -> bool {
        let ci = self.ci;
        let mut x = c;
        loop {
            if self.chain_recorded[x.index()] {
                break;
            }
            if self.exit_cycle_of[x.index()] == NONE {
                return false;
            }
            match ci.parent(x) {
                Some(p) => x = p,
                None => break,
            }
        }
        let mut y = Some(c);
        while let Some(cy) = y.filter(|cy| !self.chain_recorded[cy.index()]) {
            self.chain_recorded[cy.index()] = true;
            y = ci.parent(cy);
        }
        true
    }

    /// `getOutermostDivergentCycle`: the internal (diverged-entry) cycle if any, else the
    /// external one. LLVM walks up the cycle tree (`O(depth)` per join, with a dominance test
    /// per step); here the smallest common cycle of the join and the branch is memoised per
    /// branch ([`BranchCycles`]) and the dominance of the headers around each join block is
    /// computed once ([`HeaderDom`]), so a query takes `O(1)` amortised plus `O(depth / 64)`
    /// when the diverged-entry test runs.
    fn outermost_divergent_cycle(&mut self, b: Block, j: Block) -> Option<(Cycle, Criterion)> {
        let (ci, dt) = (self.ci, self.dt);
        let start = ci.cycle_of(j)?;
        if !self.irreducible_above[start.index()] {
            // Both criteria need an irreducible cycle around the join.
            return None;
        }
        let (common, below) = self.branch_cycles.common(ci, start);
        let common = common as usize;
        // getExtDivCycle: the outermost cycle containing `j` but not `b`.
        let ext = (below != NONE).then_some(Cycle(below)).filter(|&c| !ci.is_reducible(c));
        // getIntDivCycle: the smallest cycle containing both must be irreducible with a header
        // that does not dominate `j`; then up to the last cycle whose parent's header does not
        // dominate `j` either.
        let int = (|| {
            if common == 0 || (b != j && dt.dominates(b, j)) {
                return None;
            }
            let chain = &self.branch_cycles.chain;
            if ci.is_reducible(Cycle(chain[common - 1])) {
                return None;
            }
            let (ws, _) = self.header_dom.of(ci, dt, j);
            let bits = &self.header_dom.bits;
            let dominating = |d: usize| bits[ws + (d - 1) / 64] >> ((d - 1) % 64) & 1 == 1;
            if dominating(common) {
                return None;
            }
            // The deepest depth above `common` whose header properly dominates `j` (0: none).
            let mut d = common - 1;
            while d > 0 {
                let w = bits[ws + (d - 1) / 64] & (u64::MAX >> (63 - (d - 1) % 64));
                if w != 0 {
                    d = (d - 1) / 64 * 64 + 64 - w.leading_zeros() as usize;
                    break;
                }
                d = (d - 1) / 64 * 64;
            }
            // Cycles at depth ≤ `common` around `j` are the branch's.
            Some(Cycle(chain[d]))
        })();
        match (int, ext) {
            (Some(c), _) => Some((c, Criterion::DivergedEntry)),
            (None, Some(c)) => Some((c, Criterion::DivergedPathsFromOutside)),
            (None, None) => None,
        }
    }

    /// `taintAndPushPhiNodes`.
    fn taint_phis(&mut self, b: Block, j: Block) {
        let Some(f) = self.f else { return };
        for i in f.inst_range(j) {
            let inst = &f.insts[i];
            if inst.opcode != Opcode::Phi {
                break;
            }
            if constant_or_undef_phi(f, InstId(i as u32)) {
                continue;
            }
            self.mark_inst(InstId(i as u32), Cause::Join { branch: b, join: j });
        }
    }

    /// `propagateCycleExitDivergence`.
    fn propagate_cycle_exit_divergence(&mut self, b: Block, exit: Block, inner: Cycle) {
        let ci = self.ci;
        let exit_depth = ci.cycle_depth(exit) as usize;
        // The outermost cycle around `inner` deeper than the exit (LLVM walks up to it).
        let outer = if ci.depth(inner) as usize > exit_depth {
            // `inner` is `b`'s cycle, whose chain `branch_cycles` holds.
            Cycle(self.branch_cycles.chain[exit_depth])
        } else {
            inner
        };
        if self.exit_cycle_of[outer.index()] != NONE {
            return;
        }
        let idx = self.out.exit_cycles.len() as u32;
        self.exit_cycle_of[outer.index()] = idx;
        self.out.exit_cycles.push(ExitRecord { cycle: outer, branch: b, exit });
        if self.out.assumed.iter().any(|a| ci.contains_cycle(a.cycle, outer)) {
            return;
        }
        self.analyze_cycle_exit_divergence(outer, idx);
    }

    /// `analyzeCycleExitDivergence`: phis of exits using values from the cycle, and uses
    /// outside the cycle of values defined in blocks that dominate an exit.
    fn analyze_cycle_exit_divergence(&mut self, c: Cycle, idx: u32) {
        let Some(f) = self.f else { return };
        let (cfg, ci, dt) = (self.cfg, self.ci, self.dt);
        let r = self.exits.get(cfg, ci, c);
        let exits: Vec<Block> = self.exits.slice(r).to_vec();
        for &x in &exits {
            for i in f.inst_range(x) {
                let inst = &f.insts[i];
                if inst.opcode != Opcode::Phi {
                    break;
                }
                let from_cycle = f.phi_incoming(inst).iter().find_map(|&(op, _)| match op {
                    Operand::Local(v) => f.def_inst(v).filter(|&d| ci.contains(c, f.insts[d.index()].block)),
                    _ => None,
                });
                if let Some(d) = from_cycle {
                    self.mark_inst(InstId(i as u32), Cause::ExitPhi { exit_cycle: idx, value: d });
                }
            }
        }
        self.exit_in.clear();
        self.exit_in.extend(exits.iter().filter_map(|&x| dt.dfs_numbers(x)));
        crate::sort::sort_unstable(&mut self.exit_in);
        let blocks: Vec<Block> = ci.blocks(c).collect();
        for bb in blocks {
            let Some((lo, hi)) = dt.dfs_numbers(bb) else { continue };
            let k = self.exit_in.partition_point(|&(i, _)| i < lo);
            if self.exit_in.get(k).is_none_or(|&(i, _)| i > hi) {
                continue;
            }
            for i in f.inst_range(bb) {
                let Some(v) = f.insts[i].result else { continue };
                let n = self.users.of(v.index()).len();
                for k in 0..n {
                    let u = self.users.of(v.index())[k];
                    if ci.contains(c, f.insts[u.index()].block) {
                        continue;
                    }
                    self.mark_inst(u, Cause::Temporal { exit_cycle: idx, value: InstId(i as u32) });
                    self.out.temporal.push(TemporalRecord { value: InstId(i as u32), user: u, exit_cycle: idx });
                }
            }
        }
    }
}

/// `PHINode::hasConstantOrUndefValue`: every incoming value is the phi itself, `undef` /
/// `poison`, or one and the same value.
pub(crate) fn constant_or_undef_phi(f: &Function, i: InstId) -> bool {
    let inst = &f.insts[i.index()];
    let me = inst.result;
    let mut seen: Option<Operand> = None;
    for &(op, _) in f.phi_incoming(inst) {
        let is_self = matches!(op, Operand::Local(v) if Some(v) == me);
        let is_undef = matches!(op, Operand::Constant(c) if matches!(f.constant(c), "undef" | "poison"));
        if is_self || is_undef {
            continue;
        }
        match seen {
            Some(s) if s != op => return false,
            _ => seen = Some(op),
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_set_tracks_maximum_and_count() {
        for n in [1usize, 63, 64, 65, 4095, 4097, 300_000] {
            let mut s = FreshSet::new(n);
            assert_eq!(s.max(), None);
            let picks: Vec<usize> = [0, n / 3, n / 2, n - 1].into_iter().collect();
            for &p in &picks {
                s.insert(p);
                s.insert(p);
            }
            let mut distinct = picks.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(s.count(), distinct.len());
            for &p in distinct.iter().rev() {
                assert_eq!(s.max(), Some(p));
                s.remove(p);
            }
            assert_eq!((s.max(), s.count()), (None, 0));
            s.insert(n - 1);
            s.clear();
            assert_eq!(s.count(), 0);
        }
    }
}
