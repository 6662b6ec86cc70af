//! Every distinct cycle hierarchy over all DFS successor orders, each with a witness order.
//!
//! The successor orders of a CFG are the per-block permutations of the successor lists
//! (`N = Π_b deg(b)!` of them). `GenericCycleInfo` (LLVM 22,
//! `llvm/include/llvm/ADT/GenericCycleImpl.h`) only looks at the DFS they induce, and
//! `llvm/docs/CycleTerminology.rst` shows that the hierarchy only depends on *which block of each
//! cycle the DFS visits first*. Instead of trying `N` permutations we enumerate DFS traversals,
//! branching only where the choice can matter, and compute each traversal's hierarchy with
//! [`CycleScratch`]; hierarchies are deduplicated by [`CycleInfo::key`].
//!
//! # Why the pruning is exact (details and proofs in `docs/CYCLES.md`)
//! - **Forced cycles.** A cycle with one entry has that entry as header in every DFS (the first
//!   visited block of a cycle is entered from outside it), so its children (the cycles of
//!   `C − H`) are fixed too. Walking the hierarchy of the CFG's own order from the top, every
//!   cycle is forced until the first irreducible one; the blocks of those outermost irreducible
//!   cycles form the set `M`. The hierarchy is a function of the relative DFS preorder of the
//!   blocks inside each such cycle. If `M` is empty the hierarchy is unique.
//! - **Only unvisited successors branch.** A DFS at block `v` explores its unvisited successors
//!   one after another; the order of already visited ones is irrelevant.
//! - **Independent successors commute.** Let `C(r)` be the unvisited blocks of `M` reachable
//!   from a candidate `r` through unvisited blocks. If `C(r) ∩ C(s) = ∅`, exploring `r` before
//!   or after `s` gives the same hierarchy (any cycle with blocks reachable from both contains
//!   an already visited block, which is its first-visited block; the rest of the DFS sees the
//!   same visited set). Candidates form classes by overlapping `C`; only the order inside the
//!   class of the next default candidate is branched on, and a candidate with `C(r) = ∅` never
//!   is.
//! - **Gateways.** If every path from the class's candidates to their `C` blocks (through
//!   unvisited blocks) passes through one block `g`, all orders of the class are equivalent
//!   (each reaches `g` before any block of `M`, and the blocks visited before `g` cannot lead
//!   back to `M` except through `g`). Found with Semi-NCA dominators on the small subgraph.
//!
//! The first traversal (choice 0 everywhere) is the CFG's own DFS, so hierarchy 1 is what `opt`
//! prints for the input as written, with the identity order as witness. Each traversal's
//! probability under uniformly random successor orders is tracked, so the explored fraction of
//! the `N` orders and each hierarchy's share are exact (`tests/cycles_all_orders.rs` checks them
//! against brute force over all `N` permutations).
//!
//! Cost: `O(T · (n + m) · (1 + k · d))` for `T` traversals, `d` branching points per traversal
//! and `k` candidates per point, plus `O(n + m)` per hierarchy and per non-identity block of
//! each witness (witnesses are minimised: blocks whose order does not matter are reset to the
//! input order). Bounded by [`EnumOptions::max_traversals`], [`EnumOptions::max_steps`] and
//! [`EnumOptions::max_stored_blocks`] (memory).

use super::{identity_order, CycleInfo, CycleScratch, HierarchyKey, NONE};
use crate::cfg::{Block, Cfg};
use crate::dominators::SemiNca;
use std::collections::HashMap;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Limits of [`all_hierarchies`].
#[derive(Clone, Debug)]
pub struct EnumOptions {
    /// Maximum number of DFS traversals to try (each stands for a class of successor orders).
    pub max_traversals: u64,
    /// Maximum work in elementary steps (block visits of the searches and cycle
    /// computations), a guard for large CFGs: about 2–3·10^7 steps per second, so the default
    /// of 3·10^8 stops within about 15 s.
    pub max_steps: u64,
    /// Maximum blocks kept over all distinct hierarchies found (each keeps its cycle info, a
    /// witness order and its key: ≈ 150–200 bytes per block natively), a memory guard: the
    /// default of 2·10^6 keeps the result near 400 MB whatever the CFG (a 52-block CFG with
    /// 2^17 distinct hierarchies used over 1 GB without it). Defaults to
    /// [`crate::limits::MAX_HIERARCHY_BLOCKS`].
    pub max_stored_blocks: u64,
}

impl Default for EnumOptions {
    fn default() -> EnumOptions {
        EnumOptions { max_traversals: 100_000, max_steps: 300_000_000, max_stored_blocks: crate::limits::MAX_HIERARCHY_BLOCKS.max }
    }
}

/// The number of DFS successor orders `N = Π_b deg(b)!`: exact when it fits in 128 bits.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct OrderCount {
    /// `N` exactly, if `N < 2^128`.
    pub exact: Option<u128>,
    /// `log10 N`.
    pub log10: f64,
}

impl OrderCount {
    /// `N` for `cfg`. `O(n + m)`.
    pub fn of(cfg: &Cfg) -> OrderCount {
        let mut exact = Some(1u128);
        let mut log10 = 0.0f64;
        for b in cfg.blocks() {
            for k in 2..=cfg.succs(b).len() as u128 {
                exact = exact.and_then(|e| e.checked_mul(k));
                log10 += (k as f64).log10();
            }
        }
        OrderCount { exact, log10 }
    }

    /// `fraction · N`, rounded, as text (exact digits when `N` is exact and below 2^53).
    pub fn scaled(&self, fraction: f64) -> String {
        match self.exact {
            Some(e) if e < (1u128 << 53) => format!("{}", (fraction * e as f64).round() as u128),
            _ => fmt_log10(self.log10 + fraction.max(f64::MIN_POSITIVE).log10()),
        }
    }
}

fn fmt_log10(l: f64) -> String {
    let exp = l.floor();
    format!("~{:.2}e{}", 10f64.powf(l - exp), exp as i64)
}

impl fmt::Display for OrderCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.exact {
            // Thousands separators: `8,796,093,022,208`.
            Some(e) => f.write_str(&crate::print::thousands(e)),
            None => f.write_str(&fmt_log10(self.log10)),
        }
    }
}

/// One distinct hierarchy.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hierarchy {
    /// The hierarchy, computed for `order` (so block and entry order are LLVM's for that DFS).
    pub info: CycleInfo,
    /// A witness DFS successor order (per block, as [`CycleInfo::compute_with_order`] takes).
    pub order: Vec<Vec<u32>>,
    /// The fraction of all successor orders that give this hierarchy (exact when the
    /// enumeration is complete, a lower bound otherwise).
    pub share: f64,
    /// Traversals that gave it.
    pub traversals: u64,
}

/// The result of [`all_hierarchies`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AllHierarchies {
    /// Distinct hierarchies; the first is the one of the CFG's own order.
    pub hierarchies: Vec<Hierarchy>,
    /// Whether every successor order was accounted for (no limit hit, not cancelled).
    pub complete: bool,
    /// DFS traversals tried.
    pub traversals: u64,
    /// The fraction of all successor orders covered by the traversals tried (1 when complete).
    pub explored_fraction: f64,
    /// The number of successor orders `N`.
    pub total_orders: OrderCount,
    /// Why the enumeration stopped early, if it did.
    pub stopped: Option<String>,
}

impl AllHierarchies {
    /// One line: `all 24 DFS successor orders give 3 distinct cycle hierarchies (5 DFS
    /// traversals examined)` or `explored 1200 of 3.6e6 DFS successor orders (…)`.
    pub fn summary(&self) -> String {
        let h = self.hierarchies.len();
        let s = if h == 1 { "y" } else { "ies" };
        if self.complete {
            let t = if self.traversals == 1 { "" } else { "s" };
            format!("all {} DFS successor orders give {h} distinct cycle hierarch{s} ({} DFS traversal{t} examined)", self.total_orders, self.traversals)
        } else {
            let pct = 100.0 * self.explored_fraction;
            let pct = if pct >= 0.01 || pct == 0.0 { format!("{pct:.2}%") } else { format!("{pct:.1e}%") };
            format!(
                "explored {} of {} DFS successor orders ({pct}) in {} DFS traversals, {h} distinct cycle hierarch{s} so far; stopped: {}",
                self.total_orders.scaled(self.explored_fraction),
                self.total_orders,
                self.traversals,
                self.stopped.as_deref().unwrap_or("limit reached")
            )
        }
    }
}

/// Enumerates every distinct cycle hierarchy of `cfg` over all DFS successor orders (see the
/// module documentation for the pruning and its proof). `progress` is called with the fraction
/// of orders accounted for after each traversal (and 1.0 at the end); returning `false`
/// cancels. Never panics; stops at the limits of `opts` with `complete = false`.
///
/// A thin wrapper over [`HierarchyEnumeration`] run to the end in one slice.
pub fn all_hierarchies(cfg: &Cfg, opts: &EnumOptions, progress: &mut dyn FnMut(f64) -> bool) -> AllHierarchies {
    let mut e = HierarchyEnumeration::new(cfg, opts);
    e.advance_with(u64::MAX, progress);
    e.into_result()
}

/// A resumable [`all_hierarchies`]: the enumeration runs in slices of at most `k` DFS
/// traversals ([`HierarchyEnumeration::advance`]), so a caller (the web worker) can yield to
/// its event loop between slices, show the partial result ([`HierarchyEnumeration::result`])
/// and drop the enumeration to cancel. Any sequence of slices gives exactly the result of one
/// [`all_hierarchies`] call with the same options (`tests/cycles_all_orders.rs`).
///
/// [`HierarchyEnumeration::new`] costs `O(n + m)` (the hierarchy of the CFG's own order);
/// each traversal costs what the module documentation says. The state holds `O(n + m)` work
/// tables plus the hierarchies found.
///
/// ```
/// use reconverge_core::input::compact;
/// use reconverge_core::cycles::hierarchies::{all_hierarchies, EnumOptions, HierarchyEnumeration};
/// let cfg = compact::parse("entry -> a, b\na -> b, x\nb -> a\nx").unwrap();
/// let mut e = HierarchyEnumeration::new(&cfg, &EnumOptions::default());
/// while !e.advance(1) {
///     let _partial = e.result(); // show it, check for a cancel, …
/// }
/// assert_eq!(e.result().hierarchies.len(), 2);
/// ```
pub struct HierarchyEnumeration<'a> {
    cfg: &'a Cfg,
    opts: EnumOptions,
    scratch: CycleScratch,
    seen: HashMap<HierarchyKey, usize>,
    /// `None` when the hierarchy is unique (no irreducible cycle outside a forced one).
    replay: Option<Replay<'a>>,
    /// The odometer over branching points (choice, width), last one fastest.
    choices: Vec<(u32, u32)>,
    result: AllHierarchies,
    finished: bool,
}

impl<'a> HierarchyEnumeration<'a> {
    /// Starts the enumeration: computes the hierarchy of the CFG's own order (hierarchy 1) and
    /// the blocks whose DFS order matters. `O(n + m)`; no traversal is run yet.
    pub fn new(cfg: &'a Cfg, opts: &EnumOptions) -> HierarchyEnumeration<'a> {
        let mut scratch = CycleScratch::new();
        let default = scratch.run(cfg, None);
        let total_orders = OrderCount::of(cfg);
        let n = cfg.num_blocks();
        // M: blocks of the outermost irreducible cycles (all their ancestors are reducible).
        let mut in_m = vec![false; n];
        let mut m_count = 0usize;
        let mut c = 0u32;
        while (c as usize) < default.num_cycles() {
            let cy = super::Cycle(c);
            if default.is_reducible(cy) {
                c += 1;
                continue;
            }
            for b in default.blocks(cy) {
                in_m[b.index()] = true;
                m_count += 1;
            }
            c = default.subtree_end(cy).0;
        }
        let mut seen: HashMap<HierarchyKey, usize> = HashMap::new();
        let replay = (m_count > 0).then(|| {
            seen.insert(default.key(), 0);
            Replay::new(cfg, in_m, m_count)
        });
        let first = Hierarchy { info: default, order: identity_order(cfg), share: 0.0, traversals: 0 };
        let result = AllHierarchies { hierarchies: vec![first], complete: false, traversals: 0, explored_fraction: 0.0, total_orders, stopped: None };
        HierarchyEnumeration { cfg, opts: opts.clone(), scratch, seen, replay, choices: Vec::new(), result, finished: false }
    }

    /// Runs at most `max_traversals` more DFS traversals; returns whether the enumeration is
    /// finished (complete, or stopped at a limit of the options). Calling it again after the
    /// end does nothing and returns `true`.
    pub fn advance(&mut self, max_traversals: u64) -> bool {
        self.advance_with(max_traversals, &mut |_| true)
    }

    /// [`HierarchyEnumeration::advance`] with a progress callback as [`all_hierarchies`] takes:
    /// called with the explored fraction after each traversal (1.0 at the end); returning
    /// `false` stops the enumeration for good with `stopped = "cancelled"`.
    pub fn advance_with(&mut self, max_traversals: u64, progress: &mut dyn FnMut(f64) -> bool) -> bool {
        let mut budget = max_traversals;
        while !self.finished && budget > 0 {
            budget -= 1;
            self.step(progress);
        }
        self.finished
    }

    /// One traversal and the checks that follow it.
    fn step(&mut self, progress: &mut dyn FnMut(f64) -> bool) {
        let cfg = self.cfg;
        let n = cfg.num_blocks();
        let result = &mut self.result;
        let Some(replay) = self.replay.as_mut() else {
            result.hierarchies[0].share = 1.0;
            result.hierarchies[0].traversals = 1;
            result.traversals = 1;
            result.explored_fraction = 1.0;
            result.complete = true;
            self.finished = true;
            progress(1.0);
            return;
        };
        let (order, prob) = replay.run(&mut self.choices);
        result.traversals += 1;
        result.explored_fraction += prob;
        let info = self.scratch.run(cfg, Some(&order));
        replay.steps += (n + cfg.num_edges()) as u64;
        let key = info.key();
        match self.seen.get(&key) {
            Some(&i) => {
                result.hierarchies[i].share += prob;
                result.hierarchies[i].traversals += 1;
            }
            None => {
                let order = minimise(cfg, &mut self.scratch, order, &key, &mut replay.steps);
                let info = self.scratch.run(cfg, Some(&order));
                self.seen.insert(key, result.hierarchies.len());
                result.hierarchies.push(Hierarchy { info, order, share: prob, traversals: 1 });
            }
        }
        // Next choice vector (odometer over the branching points, last one fastest).
        while let Some(last) = self.choices.last_mut() {
            if last.0 + 1 < last.1 {
                last.0 += 1;
                break;
            }
            self.choices.pop();
        }
        self.finished = true;
        if self.choices.is_empty() {
            result.complete = true;
            result.explored_fraction = result.explored_fraction.min(1.0);
            progress(1.0);
        } else if !progress(result.explored_fraction.min(1.0)) {
            result.stopped = Some("cancelled".into());
        } else if result.traversals >= self.opts.max_traversals {
            result.stopped = Some(format!("the cap of {} DFS traversals was reached", self.opts.max_traversals));
        } else if replay.steps >= self.opts.max_steps {
            result.stopped = Some(format!("the work limit of {} steps was reached", self.opts.max_steps));
        } else if (result.hierarchies.len() as u64).saturating_mul(n as u64) >= self.opts.max_stored_blocks {
            result.stopped = Some(format!(
                "the memory limit of {} stored blocks was reached ({} distinct hierarchies of {n} blocks; limit MAX_HIERARCHY_BLOCKS)",
                self.opts.max_stored_blocks,
                result.hierarchies.len()
            ));
        } else {
            self.finished = false;
        }
    }

    /// Whether the enumeration has ended (complete, stopped at a limit, or cancelled).
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The fraction of all successor orders accounted for so far, in `[0, 1]`.
    pub fn explored_fraction(&self) -> f64 {
        self.result.explored_fraction.min(1.0)
    }

    /// Elementary steps spent so far (the unit of [`EnumOptions::max_steps`]).
    pub fn steps(&self) -> u64 {
        self.replay.as_ref().map_or(0, |r| r.steps)
    }

    /// The result so far, by reference (`O(1)`): the hierarchies found, in discovery order
    /// (new ones are appended, so `result().hierarchies[k..]` is what a slice added), with
    /// `complete == false` and `stopped == None` while unfinished.
    pub fn result(&self) -> &AllHierarchies {
        &self.result
    }

    /// A copy of the result so far, for shipping (`O(H · (n + #cycles))` for `H` hierarchies).
    pub fn snapshot(&self) -> AllHierarchies {
        self.result.clone()
    }

    /// Stops the enumeration now, as a progress callback returning `false` would
    /// (`stopped = "cancelled"`); no effect once finished.
    pub fn cancel(&mut self) {
        if !self.finished {
            self.finished = true;
            self.result.stopped = Some("cancelled".into());
        }
    }

    /// The result, consuming the enumeration.
    pub fn into_result(self) -> AllHierarchies {
        self.result
    }
}

/// Resets to the input order every block whose order does not change the hierarchy, so the
/// witness lists only blocks that matter. `O(b · (n + m))` for `b` permuted blocks.
fn minimise(cfg: &Cfg, scratch: &mut CycleScratch, mut order: Vec<Vec<u32>>, key: &HierarchyKey, steps: &mut u64) -> Vec<Vec<u32>> {
    for v in 0..order.len() {
        if order[v].iter().enumerate().all(|(i, &j)| i as u32 == j) {
            continue;
        }
        let identity = (0..order[v].len() as u32).collect();
        let saved = std::mem::replace(&mut order[v], identity);
        *steps += (cfg.num_blocks() + cfg.num_edges()) as u64;
        if scratch.run(cfg, Some(&order)).key() != *key {
            order[v] = saved;
        }
    }
    order
}

/// A successor of the block on top of the replay stack that has not been visited.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    target: Block,
    /// Its first position in LLVM's consideration order (last successor first).
    pos: u32,
    /// How many successor slots point to it.
    mult: u32,
}

/// Replays one DFS traversal along a choice vector, extending it with choice 0 at new
/// branching points.
struct Replay<'a> {
    cfg: &'a Cfg,
    in_m: Vec<bool>,
    m_total: usize,
    visited: Vec<bool>,
    unvisited_m: usize,
    /// Per block: successor positions in the order they were explored.
    explored: Vec<Vec<u32>>,
    stack: Vec<Block>,
    cands: Vec<Candidate>,
    /// Search marks: `mark[b] == stamp` means seen in the current search.
    mark: Vec<u32>,
    stamp: u32,
    queue: Vec<Block>,
    owner: Vec<u32>,
    owner_stamp: Vec<u32>,
    sets: Vec<Vec<Block>>,
    semi: SemiNca,
    /// Elementary steps so far (block visits of searches, cycle computations).
    steps: u64,
}

impl<'a> Replay<'a> {
    fn new(cfg: &'a Cfg, in_m: Vec<bool>, m_total: usize) -> Replay<'a> {
        let n = cfg.num_blocks();
        Replay {
            cfg,
            in_m,
            m_total,
            visited: vec![false; n],
            unvisited_m: m_total,
            explored: vec![Vec::new(); n],
            stack: Vec::new(),
            cands: Vec::new(),
            mark: vec![0; n],
            stamp: 0,
            queue: Vec::new(),
            owner: vec![0; n],
            owner_stamp: vec![0; n],
            sets: Vec::new(),
            semi: SemiNca::default(),
            steps: 0,
        }
    }

    fn next_stamp(&mut self) -> u32 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.mark.iter_mut().for_each(|m| *m = 0);
            self.owner_stamp.iter_mut().for_each(|m| *m = 0);
            self.stamp = 1;
        }
        self.stamp
    }

    /// Runs one traversal; returns the witness order and the traversal's probability.
    fn run(&mut self, choices: &mut Vec<(u32, u32)>) -> (Vec<Vec<u32>>, f64) {
        let cfg = self.cfg;
        self.visited.iter_mut().for_each(|v| *v = false);
        self.explored.iter_mut().for_each(|e| e.clear());
        self.unvisited_m = self.m_total;
        self.stack.clear();
        let mut prob = 1.0f64;
        let mut decision = 0usize;
        self.visit(cfg.entry());
        self.stack.push(cfg.entry());
        while let Some(&v) = self.stack.last() {
            self.collect_candidates(v);
            if self.cands.is_empty() {
                self.stack.pop();
                continue;
            }
            let pick = if self.cands.len() == 1 || self.unvisited_m == 0 {
                0
            } else {
                match self.branch_class() {
                    None => 0,
                    Some(class) => {
                        let k = class.len() as u32;
                        if decision == choices.len() {
                            choices.push((0, k));
                        }
                        // Replays are deterministic, so the recorded width matches.
                        let i = choices[decision].0.min(k - 1) as usize;
                        decision += 1;
                        let total: u32 = class.iter().map(|&j| self.cands[j].mult).sum();
                        prob *= f64::from(self.cands[class[i]].mult) / f64::from(total.max(1));
                        class[i]
                    }
                }
            };
            let c = self.cands[pick];
            self.explored[v.index()].push(c.pos);
            self.visit(c.target);
            self.stack.push(c.target);
        }
        // Witness: explored positions first, then the rest in LLVM's consideration order;
        // the successor list is that sequence reversed (LLVM explores the last one first).
        let mut order = Vec::with_capacity(cfg.num_blocks());
        for b in cfg.blocks() {
            let d = cfg.succs(b).len() as u32;
            let ex = &self.explored[b.index()];
            let mut seq: Vec<u32> = ex.clone();
            seq.extend((0..d).rev().filter(|p| !ex.contains(p)));
            seq.reverse();
            order.push(seq);
        }
        (order, prob)
    }

    fn visit(&mut self, b: Block) {
        self.visited[b.index()] = true;
        if self.in_m[b.index()] {
            self.unvisited_m -= 1;
        }
    }

    /// Unvisited distinct successors of `v` in LLVM's consideration order.
    fn collect_candidates(&mut self, v: Block) {
        self.cands.clear();
        let succs = self.cfg.succs(v);
        for p in (0..succs.len()).rev() {
            let t = succs[p];
            if self.visited[t.index()] {
                continue;
            }
            match self.cands.iter_mut().find(|c| c.target == t) {
                Some(c) => c.mult += 1,
                None => self.cands.push(Candidate { target: t, pos: p as u32, mult: 1 }),
            }
        }
    }

    /// The unvisited `M` blocks reachable from `r` through unvisited blocks.
    fn reach_m(&mut self, r: Block) -> Vec<Block> {
        let s = self.next_stamp();
        let mut out = Vec::new();
        self.queue.clear();
        self.queue.push(r);
        self.mark[r.index()] = s;
        while let Some(x) = self.queue.pop() {
            self.steps += 1;
            if self.in_m[x.index()] {
                out.push(x);
            }
            for &y in self.cfg.succs(x) {
                if !self.visited[y.index()] && self.mark[y.index()] != s {
                    self.mark[y.index()] = s;
                    self.queue.push(y);
                }
            }
        }
        out
    }

    /// The candidates (indices into `cands`, default order) to branch on, or `None` when the
    /// first candidate in default order can be explored without loss.
    fn branch_class(&mut self) -> Option<Vec<usize>> {
        let k = self.cands.len();
        let first = self.reach_m(self.cands[0].target);
        if first.is_empty() {
            return None;
        }
        self.sets.clear();
        self.sets.push(first);
        for i in 1..k {
            let s = self.reach_m(self.cands[i].target);
            self.sets.push(s);
        }
        // Classes of overlapping reach sets (union–find over candidate indices).
        let mut uf: Vec<usize> = (0..k).collect();
        fn root(uf: &mut [usize], mut x: usize) -> usize {
            while uf[x] != x {
                uf[x] = uf[uf[x]];
                x = uf[x];
            }
            x
        }
        let s = self.next_stamp();
        for i in 0..k {
            for j in 0..self.sets[i].len() {
                let b = self.sets[i][j].index();
                if self.owner_stamp[b] != s {
                    self.owner_stamp[b] = s;
                    self.owner[b] = i as u32;
                } else {
                    let (a, c) = (root(&mut uf, self.owner[b] as usize), root(&mut uf, i));
                    uf[a.max(c)] = a.min(c);
                }
            }
        }
        let r0 = root(&mut uf, 0);
        let class: Vec<usize> = (0..k).filter(|&i| !self.sets[i].is_empty() && root(&mut uf, i) == r0).collect();
        if class.len() < 2 || self.has_gateway(&class) {
            return None;
        }
        Some(class)
    }

    /// Whether one block lies on every unvisited path from the class's candidates to the `M`
    /// blocks they reach (then their order does not matter).
    fn has_gateway(&mut self, class: &[usize]) -> bool {
        let cfg = self.cfg;
        let n = cfg.num_blocks();
        // Targets: the union of the class's reach sets; forward marks: reachable from the class.
        let fwd = self.next_stamp();
        self.queue.clear();
        for &i in class {
            let t = self.cands[i].target;
            if self.mark[t.index()] != fwd {
                self.mark[t.index()] = fwd;
                self.queue.push(t);
            }
        }
        let mut fwd_nodes = Vec::new();
        while let Some(x) = self.queue.pop() {
            self.steps += 1;
            fwd_nodes.push(x);
            for &y in cfg.succs(x) {
                if !self.visited[y.index()] && self.mark[y.index()] != fwd {
                    self.mark[y.index()] = fwd;
                    self.queue.push(y);
                }
            }
        }
        // Backward from the targets inside the forward set: the relevant subgraph.
        let bwd = self.next_stamp();
        let mut targets: Vec<Block> = Vec::new();
        for &i in class {
            for &b in &self.sets[i] {
                if self.owner_stamp[b.index()] != bwd {
                    self.owner_stamp[b.index()] = bwd;
                    targets.push(b);
                }
            }
        }
        // owner_stamp == bwd marks "relevant" from here on (targets first).
        self.queue.clear();
        self.queue.extend_from_slice(&targets);
        while let Some(x) = self.queue.pop() {
            self.steps += 1;
            for &p in cfg.preds(x) {
                if self.mark[p.index()] == fwd && self.owner_stamp[p.index()] != bwd {
                    self.owner_stamp[p.index()] = bwd;
                    self.queue.push(p);
                }
            }
        }
        // Local graph: 0 = virtual source, then the relevant blocks.
        let mut local = vec![NONE; 0];
        local.resize(n, NONE);
        let mut nodes: Vec<Block> = Vec::new();
        for &x in &fwd_nodes {
            if self.owner_stamp[x.index()] == bwd {
                local[x.index()] = nodes.len() as u32 + 1;
                nodes.push(x);
            }
        }
        let mut adj: Vec<Vec<Block>> = Vec::with_capacity(nodes.len() + 1);
        adj.push(class.iter().map(|&i| Block(local[self.cands[i].target.index()])).filter(|b| b.0 != NONE).collect());
        for &x in &nodes {
            adj.push(cfg.succs(x).iter().filter(|y| local[y.index()] != NONE).map(|y| Block(local[y.index()])).collect());
        }
        self.steps += adj.iter().map(|a| a.len() as u64 + 1).sum::<u64>();
        self.semi.run(nodes.len() + 1, 0, |v| adj[v as usize].as_slice());
        // Nearest common dominator of all targets.
        let chain: Vec<u32> = {
            let mut c = vec![local[targets[0].index()]];
            while let Some(&x) = c.last() {
                let d = self.semi.idom_of(x);
                if d == NONE {
                    break;
                }
                c.push(d);
            }
            c
        };
        let mut best = 0usize;
        for &t in &targets[1..] {
            let mut x = local[t.index()];
            loop {
                if let Some(i) = chain.iter().position(|&c| c == x) {
                    best = best.max(i);
                    break;
                }
                let d = self.semi.idom_of(x);
                if d == NONE {
                    return false;
                }
                x = d;
            }
        }
        chain.get(best).is_some_and(|&g| g != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::compact;

    #[test]
    fn two_entry_cycle_has_two_hierarchies() {
        let cfg = compact::parse("entry -> a, b\na -> b, x\nb -> a\nx").unwrap();
        let all = all_hierarchies(&cfg, &EnumOptions::default(), &mut |_| true);
        assert!(all.complete);
        assert_eq!(all.hierarchies.len(), 2);
        assert_eq!(all.total_orders.exact, Some(4));
        let headers: Vec<&str> = all.hierarchies.iter().map(|h| cfg.name_of(h.info.header(crate::cycles::Cycle(0)))).collect();
        assert_eq!(headers, ["b", "a"]);
        assert_eq!(crate::input::dfs_order::format(&cfg, &all.hierarchies[0].order), "as written");
        assert_eq!(crate::input::dfs_order::format(&cfg, &all.hierarchies[1].order), "entry: b a");
        assert!((all.hierarchies[0].share - 0.5).abs() < 1e-12);
        assert!(all.summary().starts_with("all 4 DFS successor orders give 2 distinct"));
    }

    #[test]
    fn reducible_graphs_have_one_hierarchy_without_search() {
        let cfg = compact::parse("entry -> a, b\na -> h\nb -> h\nh -> i\ni -> h, j, i\nj").unwrap();
        let all = all_hierarchies(&cfg, &EnumOptions::default(), &mut |_| true);
        assert!(all.complete);
        assert_eq!((all.hierarchies.len(), all.traversals), (1, 1));
    }

    #[test]
    fn caps_stop_with_a_flag() {
        let cfg = compact::parse("entry -> a, b, c\na -> b, c\nb -> c, a\nc -> a, b").unwrap();
        let all = all_hierarchies(&cfg, &EnumOptions { max_traversals: 1, ..Default::default() }, &mut |_| true);
        assert!(!all.complete);
        assert!(all.summary().contains("stopped: the cap of 1 DFS traversals"), "{}", all.summary());
        let mut calls = 0;
        let all = all_hierarchies(&cfg, &EnumOptions::default(), &mut |_| {
            calls += 1;
            false
        });
        assert_eq!(all.stopped.as_deref(), Some("cancelled"));
        assert_eq!(calls, 1);
    }
}
