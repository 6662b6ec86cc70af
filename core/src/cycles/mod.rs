//! Cycle hierarchy (cycle nesting forest) exactly as LLVM's `GenericCycleInfo` computes it,
//! for a chosen DFS successor order.
//!
//! # Definitions
//! From `llvm/docs/CycleTerminology.rst` (after P. Havlak, *Nesting of reducible and irreducible
//! loops*, TOPLAS 19(4), 1997): a *cycle* is a maximal strongly connected region with at least
//! one internal edge; its *entries* are the blocks reachable from the function entry without
//! passing through another block of the cycle (here: blocks of the cycle with a predecessor that
//! is reachable and outside the cycle); the *header* is the block of the cycle visited first by
//! the DFS; the *child cycles* of a cycle `C` with header `H` are the cycles of the subgraph
//! induced on `C − H`. Top-level cycles are the same for every DFS; headers (and hence children)
//! of irreducible cycles depend on it. A cycle is *reducible* iff it has one entry.
//!
//! # Algorithm (LLVM 22, `llvm/include/llvm/ADT/GenericCycleImpl.h`)
//! Verified against the header and against `opt-22 -passes='print<cycles>'`:
//!
//! 1. `GenericCycleInfoCompute::dfs`: an iterative DFS from the entry that pushes *all*
//!    successors of a newly visited block and pops the last one pushed, so the **last**
//!    successor is explored first. It records a preorder number and an end number
//!    (the largest preorder number in the block's subtree). We run the equivalent recursive
//!    order with a `(block, successors left)` stack (checked against the plain explicit-stack
//!    search [`reference::llvm_dfs`]).
//! 2. `GenericCycleInfoCompute::run`: every block, in **reverse preorder**, is a header candidate.
//!    Its predecessors that are DFS descendants of it (back-edge sources) seed a worklist
//!    (LIFO). A popped block already in a cycle makes that cycle's current outermost cycle a
//!    child of the new one (its entries' predecessors are processed); a new block joins the
//!    cycle and its predecessors are processed: a predecessor that is a DFS descendant of the
//!    header is pushed, an unreachable one is ignored (LLVM 22; `opt-19` still made such a block an
//!    entry), any other one makes the block an entry.
//! 3. Predecessors are visited in LLVM's *use-list* order, which for parsed IR is the reverse
//!    of the textual order of the terminators that branch to the block: we iterate
//!    [`Cfg::preds`] backwards. This fixes the order of a cycle's blocks and entries.
//! 4. `moveTopLevelCycleToNewParent` removes a child from the top-level list by swapping the
//!    last top-level cycle into its slot; `print` walks top-level cycles in that list's order
//!    and each tree in preorder (children in adoption order). We reproduce both, so our text
//!    equals `opt`'s byte for byte.
//!
//! LLVM stores every block in the block list of every enclosing cycle, rewrites its whole
//! "top-level cycle" map on each adoption and re-scans the entries of every adopted child,
//! which is quadratic on deeply nested irreducible CFGs (a random 10^5-block CFG nests 15,000
//! deep: 9·10^8 (cycle, block) pairs and 7.5·10^7 (cycle, entry) pairs). Here:
//!
//! - The result stores per block its innermost cycle and the **outermost cycle it is an entry
//!   of** (a block is an entry of exactly the cycles on its chain from its innermost cycle up to
//!   that one: a predecessor outside `C` is outside every cycle inside `C`), and per cycle its
//!   parent and its *items*: own blocks and child cycles in discovery order (each block and each
//!   cycle appears once). Flattening the items gives LLVM's block list; filtering that by
//!   "is an entry" gives LLVM's entry list (entries are appended when their block is). Lists are
//!   materialised only by [`CycleInfo::blocks`] / [`CycleInfo::entries`].
//! - The current outermost cycle of a block is a union–find with path halving (Tarjan,
//!   *Efficiency of a good but not linear set union algorithm*, JACM 1975), as in Havlak's
//!   algorithm.
//! - LLVM's re-scan of a child's entries only pushes the edges `p → e` into the child whose
//!   source is in the new header's DFS subtree (edges from inside the child are no-ops, edges
//!   from outside the subtree push nothing). Each top-level cycle keeps its pending outside edges
//!   in two heaps keyed by `pre(p)` (before the header in preorder: max-heap; after its subtree:
//!   min-heap), so the edges that become inside are exactly the heap tops; each edge is taken
//!   once, heaps merge smaller-into-larger. The taken edges are pushed in LLVM's order (entry
//!   position in the child's entry list, then use-list position) using order-maintenance labels
//!   on the entry lists, which are concatenated by relabelling the shorter list.
//!
//! Cycles are numbered [`Cycle`]`(0..)` in the order `opt` prints them: a preorder of the
//! forest, so the descendants of `c` are exactly `c+1 .. subtree_end(c)`.
//!
//! # Complexity
//! `O((n + m) log n)` time and `O(n + m)` memory (heaps, labels and union–find); the result is
//! `O(n + #cycles)`. [`CycleScratch`] keeps the work tables for repeated computations. No
//! recursion anywhere: 200,000-deep nests are tested.
//!
//! # Invariants (checked by `tests/cycles_props.rs` against [`mod@reference`])
//! - The printed text (block, entry and cycle order) equals `opt-22`'s
//!   (`tests/cycles_differential.rs`, 600 random CFGs a run and clang-19 kernels).
//! - Blocks unreachable from the entry are in no cycle and are never entries.
//! - The first entry is the header, the entry with the smallest DFS preorder number.
//! - Every block of a cycle is a DFS descendant of its header; a cycle is strongly connected;
//!   a child's blocks are a subset of its parent's; `depth(child) == depth(parent) + 1`.

pub mod hierarchies;
pub mod print;
pub mod reference;

use crate::cfg::{Block, Cfg};
use crate::cfg::NONE;
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;

/// A cycle of a [`CycleInfo`]: a dense index in `opt`'s print order (preorder of the cycle
/// forest, top-level cycles in LLVM's order).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Cycle(pub u32);

impl Cycle {
    /// The index as `usize`, for side tables indexed by cycle.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Cycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "c{}", self.0)
    }
}

/// One element of a cycle's discovery sequence: a block that belongs to it directly, or a
/// child cycle adopted at that point. Flattening the items (children recursively) gives the
/// cycle's block list in LLVM's order.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Item {
    /// A block whose innermost cycle is this one (the header is the first item).
    Block(Block),
    /// A child cycle.
    Cycle(Cycle),
}

/// Why a DFS successor order was rejected by [`CycleInfo::compute_with_order`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OrderError {
    /// The order has more entries than the CFG has blocks.
    TooManyBlocks {
        /// Entries given.
        given: usize,
        /// Blocks in the CFG.
        blocks: usize,
    },
    /// `order[block]` is neither empty nor a permutation of `0..succs(block).len()`.
    NotAPermutation {
        /// The block.
        block: Block,
        /// Its number of successors.
        successors: usize,
    },
}

impl fmt::Display for OrderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OrderError::TooManyBlocks { given, blocks } => write!(f, "successor order lists {given} blocks but the CFG has {blocks}"),
            OrderError::NotAPermutation { block, successors } => {
                write!(f, "successor order of {block} is not a permutation of its {successors} successors")
            }
        }
    }
}

impl std::error::Error for OrderError {}

/// Checks a DFS successor order: `order.len() ≤ n`; each `order[b]` is empty (keep the CFG's
/// order) or a permutation of `0..succs(b).len()` (the new `i`-th successor is the old
/// `order[b][i]`-th, as [`Cfg::with_successor_order`] takes it). `O(n + m)`.
///
/// # Errors
/// [`OrderError`] naming the first offending block.
pub fn validate_order(cfg: &Cfg, order: &[Vec<u32>]) -> Result<(), OrderError> {
    if order.len() > cfg.num_blocks() {
        return Err(OrderError::TooManyBlocks { given: order.len(), blocks: cfg.num_blocks() });
    }
    let mut seen = Vec::new();
    for (i, p) in order.iter().enumerate() {
        let b = Block::new(i);
        let d = cfg.succs(b).len();
        if p.is_empty() {
            continue;
        }
        seen.clear();
        seen.resize(d, false);
        let ok = p.len() == d && p.iter().all(|&j| (j as usize) < d && !std::mem::replace(&mut seen[j as usize], true));
        if !ok {
            return Err(OrderError::NotAPermutation { block: b, successors: d });
        }
    }
    Ok(())
}

/// The identity order: `order[b] = [0, 1, …, deg(b) − 1]` for every block. `O(n + m)`.
pub fn identity_order(cfg: &Cfg) -> Vec<Vec<u32>> {
    cfg.blocks().map(|b| (0..cfg.succs(b).len() as u32).collect()).collect()
}

/// The cycle hierarchy of one function for one DFS successor order, as LLVM's `CycleInfo`.
///
/// Built by [`CycleInfo::compute`] / [`CycleInfo::compute_with_order`] (or
/// [`CycleScratch::compute`]). Memory `O(n + #cycles)`: per block its innermost cycle, its
/// outermost entered cycle and its DFS preorder number; per cycle its parent, depth, subtree
/// range, entry count and discovery items. Entry and block lists are derived on demand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CycleInfo {
    /// Block → innermost cycle (`NONE` if in none).
    innermost: Vec<u32>,
    /// Block → the outermost cycle it is an entry of (`NONE` if none). A block is an entry of
    /// exactly the cycles from its innermost cycle up to this one.
    entry_top: Vec<u32>,
    /// Block → DFS preorder number, 0 for the entry (`NONE` if unreachable).
    pre: Vec<u32>,
    /// Preorder number → block.
    preorder: Vec<Block>,
    /// Cycle → parent cycle (`NONE` for top-level cycles).
    parent: Vec<u32>,
    /// Cycle → depth (top-level cycles have depth 1).
    depth: Vec<u32>,
    /// Cycle → one past its last descendant (descendants are `c+1 .. subtree_end[c]`).
    subtree_end: Vec<u32>,
    /// Cycle → number of blocks, nested cycles' blocks included.
    size: Vec<u32>,
    /// Cycle → number of entries.
    num_entries: Vec<u32>,
    /// Discovery items of cycle `c` are `items[item_offsets[c]..item_offsets[c+1]]`; the first
    /// is the header.
    item_offsets: Vec<u32>,
    items: Vec<Item>,
}

impl CycleInfo {
    /// The cycle hierarchy for the CFG's own successor order (what `opt` computes for the IR
    /// as written). `O((n + m) log n)`, see the module documentation.
    pub fn compute(cfg: &Cfg) -> CycleInfo {
        CycleScratch::default().run(cfg, None)
    }

    /// The cycle hierarchy when the DFS follows `order` (`order[b]` permutes `b`'s successors;
    /// shorter `order` or empty entries keep the CFG's order; see [`validate_order`]).
    /// Equivalent to `compute(&cfg.with_successor_order(order))` without copying the CFG.
    ///
    /// # Errors
    /// [`OrderError`] if `order` is not a valid successor order for `cfg`.
    pub fn compute_with_order(cfg: &Cfg, order: &[Vec<u32>]) -> Result<CycleInfo, OrderError> {
        CycleScratch::default().compute(cfg, Some(order))
    }

    /// Number of blocks of the CFG this was computed for.
    pub fn num_blocks(&self) -> usize {
        self.innermost.len()
    }

    /// Number of cycles.
    pub fn num_cycles(&self) -> usize {
        self.parent.len()
    }

    /// All cycles in print order (forest preorder). `O(1)` per step.
    pub fn cycles(&self) -> impl DoubleEndedIterator<Item = Cycle> + ExactSizeIterator + Clone {
        (0..self.parent.len() as u32).map(Cycle)
    }

    /// The top-level cycles (no parent) in LLVM's order. `O(#top-level)`.
    pub fn top_level(&self) -> impl Iterator<Item = Cycle> + '_ {
        Siblings { next: 0, end: self.parent.len() as u32, subtree_end: &self.subtree_end }
    }

    /// The header of `c` (its first entry, the block of `c` first in DFS preorder). `O(1)`.
    /// Panics if `c` is out of range.
    pub fn header(&self, c: Cycle) -> Block {
        match self.items[self.item_offsets[c.index()] as usize] {
            Item::Block(b) => b,
            Item::Cycle(_) => unreachable!("the first item of a cycle is its header"),
        }
    }

    /// The entries of `c`, header first, then in LLVM's order (the order of
    /// [`CycleInfo::blocks`]). Lazy, `O(|c|)` in total; it stops at the last entry (their number
    /// is known), so the blocks after it are not visited.
    pub fn entries(&self, c: Cycle) -> impl Iterator<Item = Block> + '_ {
        self.blocks(c).filter(move |&b| self.is_entry(c, b)).take(self.num_entries(c))
    }

    /// Number of entries of `c`. `O(1)`.
    pub fn num_entries(&self, c: Cycle) -> usize {
        self.num_entries[c.index()] as usize
    }

    /// Whether `b` is an entry of `c` (a block of `c` with a reachable predecessor outside
    /// `c`, or the header). `O(1)`.
    pub fn is_entry(&self, c: Cycle, b: Block) -> bool {
        let t = self.entry_top[b.index()];
        t != NONE && self.contains(c, b) && self.contains_cycle(Cycle(t), c)
    }

    /// The cycles `b` is an entry of: from its innermost cycle up to (and including) the
    /// returned outermost one, `None` if it is an entry of none. `O(1)`.
    pub fn outermost_entered(&self, b: Block) -> Option<Cycle> {
        let t = self.entry_top[b.index()];
        (t != NONE).then_some(Cycle(t))
    }

    /// Whether `c` is reducible (exactly one entry). `O(1)`.
    pub fn is_reducible(&self, c: Cycle) -> bool {
        self.num_entries[c.index()] == 1
    }

    /// The parent cycle of `c`, `None` for a top-level cycle.
    pub fn parent(&self, c: Cycle) -> Option<Cycle> {
        let p = self.parent[c.index()];
        (p != NONE).then_some(Cycle(p))
    }

    /// The depth of `c`: 1 for top-level cycles, parent's depth + 1 otherwise.
    pub fn depth(&self, c: Cycle) -> u32 {
        self.depth[c.index()]
    }

    /// The child cycles of `c` in LLVM's order (adoption order). `O(1)` per child.
    pub fn children(&self, c: Cycle) -> impl Iterator<Item = Cycle> + '_ {
        Siblings { next: c.0 + 1, end: self.subtree_end[c.index()], subtree_end: &self.subtree_end }
    }

    /// One past the last descendant of `c`: the descendants are `c+1 .. subtree_end(c)`.
    pub fn subtree_end(&self, c: Cycle) -> Cycle {
        Cycle(self.subtree_end[c.index()])
    }

    /// The discovery items of `c` (own blocks and child cycles, in LLVM's order; the header
    /// first).
    pub fn items(&self, c: Cycle) -> &[Item] {
        &self.items[self.item_offsets[c.index()] as usize..self.item_offsets[c.index() + 1] as usize]
    }

    /// The blocks of `c` including nested cycles' blocks, in the order LLVM stores them
    /// (header first). Lazy: `O(1)` amortised per block.
    pub fn blocks(&self, c: Cycle) -> CycleBlocks<'_> {
        let r = (self.item_offsets[c.index()], self.item_offsets[c.index() + 1]);
        CycleBlocks { info: self, stack: vec![r] }
    }

    /// Number of blocks of `c`, nested cycles' blocks included. `O(1)`.
    pub fn num_blocks_of(&self, c: Cycle) -> usize {
        self.size[c.index()] as usize
    }

    /// The innermost cycle containing `b` (LLVM's `getCycle`), `None` if `b` is in no cycle.
    pub fn cycle_of(&self, b: Block) -> Option<Cycle> {
        let c = self.innermost[b.index()];
        (c != NONE).then_some(Cycle(c))
    }

    /// The depth of the innermost cycle containing `b`, 0 if none (LLVM's `getCycleDepth`).
    pub fn cycle_depth(&self, b: Block) -> u32 {
        self.cycle_of(b).map_or(0, |c| self.depth(c))
    }

    /// Whether `a` contains cycle `b` (or is `b`). `O(1)`.
    pub fn contains_cycle(&self, a: Cycle, b: Cycle) -> bool {
        a.0 <= b.0 && b.0 < self.subtree_end[a.index()]
    }

    /// Whether cycle `c` contains block `b`. `O(1)`.
    pub fn contains(&self, c: Cycle, b: Block) -> bool {
        self.cycle_of(b).is_some_and(|i| self.contains_cycle(c, i))
    }

    /// The innermost cycle containing both cycles (LLVM's `getSmallestCommonCycle`).
    /// `O(depth)`.
    pub fn smallest_common_cycle(&self, a: Cycle, b: Cycle) -> Option<Cycle> {
        let mut x = a;
        loop {
            if self.contains_cycle(x, b) {
                return Some(x);
            }
            x = self.parent(x)?;
        }
    }

    /// The innermost cycle containing both blocks, `None` if there is none. `O(depth)`.
    pub fn smallest_common_cycle_of_blocks(&self, a: Block, b: Block) -> Option<Cycle> {
        self.smallest_common_cycle(self.cycle_of(a)?, self.cycle_of(b)?)
    }

    /// The DFS preorder number of `b` (0 for the entry), `None` if unreachable.
    pub fn preorder_number(&self, b: Block) -> Option<u32> {
        let p = self.pre[b.index()];
        (p != NONE).then_some(p)
    }

    /// The reachable blocks in DFS preorder.
    pub fn dfs_preorder(&self) -> &[Block] {
        &self.preorder
    }

    /// The shaded region of every cycle when nested regions are drawn inside each other:
    /// region `c` holds the blocks whose innermost cycle is `c` and the CFG edges (indices in
    /// [`Cfg::edges`] order) whose ends have `c` as their smallest common cycle. Every block
    /// and edge is in at most one region, so the total size is at most `n + m`, and the union
    /// of the regions of `c`'s subtree is exactly `c`'s blocks and internal edges.
    ///
    /// Drawing each cycle with *all* its blocks and internal edges costs `Σ|C|`, which is
    /// `O(n · depth)`: on a random irreducible 3,000-block CFG (`generate --shape random`)
    /// 8·10^5 block boxes and 1.4·10^6 routed edges, about 9·10^8 path points or 13 GB of SVG
    /// text, the allocation failure that killed the web explorer on the Cycles tab (issue 8).
    /// `O(n + m · depth)` time in the worst case (the smallest common cycle walk), `O(n + m)`
    /// memory.
    pub fn own_regions(&self, cfg: &Cfg) -> Vec<CycleRegion> {
        let mut regions = vec![CycleRegion::default(); self.num_cycles()];
        for b in cfg.blocks() {
            if let Some(c) = self.cycle_of(b) {
                regions[c.index()].blocks.push(b);
            }
        }
        for (k, (u, v)) in cfg.edges().enumerate() {
            if let Some(c) = self.smallest_common_cycle_of_blocks(u, v) {
                regions[c.index()].edges.push(k as u32);
            }
        }
        regions
    }

    /// A canonical description of the hierarchy as sets (independent of block and entry
    /// order): for each block the header of its innermost cycle, for each header the header of
    /// its parent cycle. Two `CycleInfo`s of the same CFG describe the same cycles (headers,
    /// block sets, entry sets, nesting) iff their keys are equal. `O(n)`.
    pub fn key(&self) -> HierarchyKey {
        let n = self.innermost.len();
        let mut k = vec![NONE; 2 * n];
        for (slot, &c) in k.iter_mut().zip(&self.innermost) {
            if c != NONE {
                *slot = self.header(Cycle(c)).0;
            }
        }
        for c in self.cycles() {
            if let Some(p) = self.parent(c) {
                k[n + self.header(c).index()] = self.header(p).0;
            }
        }
        HierarchyKey(k)
    }
}

/// The part of a cycle's shading drawn for the cycle itself ([`CycleInfo::own_regions`]):
/// blocks whose innermost cycle it is, and edges (indices in [`Cfg::edges`] order) whose
/// smallest common cycle it is.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CycleRegion {
    /// Blocks, in block order.
    pub blocks: Vec<Block>,
    /// Edge indices into [`Cfg::edges`], increasing.
    pub edges: Vec<u32>,
}

/// A canonical, order-independent form of a cycle hierarchy (see [`CycleInfo::key`]), for
/// equality and hashing.
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct HierarchyKey(pub Vec<u32>);

/// Iterator over consecutive sibling subtrees in the preorder numbering.
struct Siblings<'a> {
    next: u32,
    end: u32,
    subtree_end: &'a [u32],
}

impl Iterator for Siblings<'_> {
    type Item = Cycle;
    fn next(&mut self) -> Option<Cycle> {
        if self.next >= self.end {
            return None;
        }
        let c = self.next;
        self.next = self.subtree_end[c as usize];
        Some(Cycle(c))
    }
}

/// The blocks of a cycle in LLVM's order; see [`CycleInfo::blocks`].
#[derive(Clone, Debug)]
pub struct CycleBlocks<'a> {
    info: &'a CycleInfo,
    /// Item ranges still to flatten, innermost last.
    stack: Vec<(u32, u32)>,
}

impl Iterator for CycleBlocks<'_> {
    type Item = Block;
    fn next(&mut self) -> Option<Block> {
        loop {
            let top = self.stack.last_mut()?;
            if top.0 == top.1 {
                self.stack.pop();
                continue;
            }
            let it = self.info.items[top.0 as usize];
            top.0 += 1;
            match it {
                Item::Block(b) => return Some(b),
                Item::Cycle(c) => {
                    let i = &self.info.item_offsets;
                    self.stack.push((i[c.index()], i[c.index() + 1]));
                }
            }
        }
    }
}

/// A pending edge `p → e` entering a top-level cycle from outside: `(pre(p), e, j)` with
/// `p = cfg.preds(e)[j]`.
type Pending = (u32, u32, u32);

/// Reusable work tables for computing cycle hierarchies (one allocation set for many runs,
/// e.g. when enumerating DFS orders).
#[derive(Default, Debug)]
pub struct CycleScratch {
    /// DFS stack: (block, successors left to consider).
    stack: Vec<(Block, u32)>,
    /// Block → largest preorder number in its DFS subtree.
    last: Vec<u32>,
    worklist: Vec<Block>,
    /// Block → number of pending (outside, reachable) edges into it.
    pend: Vec<u32>,
    /// Entry lists of the top-level cycles: doubly linked over blocks, with order labels.
    next: Vec<u32>,
    prev: Vec<u32>,
    label: Vec<i64>,
    /// Per creation-numbered cycle during construction.
    uf: Vec<u32>,
    top_pos: Vec<u32>,
    top: Vec<u32>,
    c_parent: Vec<u32>,
    c_item_off: Vec<u32>,
    c_items: Vec<Item>,
    /// Entry list of each top-level cycle: (head, tail, len).
    c_list: Vec<(u32, u32, u32)>,
    /// Pending edges from before the header in preorder (max-heap) and after its subtree
    /// (min-heap), per top-level cycle.
    left: Vec<BinaryHeap<Pending>>,
    right: Vec<BinaryHeap<Reverse<Pending>>>,
    extracted: Vec<(i64, Reverse<u32>, u32)>,
    renumber: Vec<u32>,
    order_stack: Vec<u32>,
}

impl CycleScratch {
    /// New, empty scratch tables.
    pub fn new() -> CycleScratch {
        CycleScratch::default()
    }

    /// The cycle hierarchy of `cfg` for the DFS successor order `order` (`None`: the CFG's
    /// order). Reuses this scratch's allocations. Cost as [`CycleInfo::compute`].
    ///
    /// # Errors
    /// [`OrderError`] if `order` is not valid for `cfg` ([`validate_order`]).
    pub fn compute(&mut self, cfg: &Cfg, order: Option<&[Vec<u32>]>) -> Result<CycleInfo, OrderError> {
        if let Some(o) = order {
            validate_order(cfg, o)?;
        }
        Ok(self.run(cfg, order))
    }

    /// [`CycleScratch::compute`] for an order already validated.
    pub(crate) fn run(&mut self, cfg: &Cfg, order: Option<&[Vec<u32>]>) -> CycleInfo {
        let n = cfg.num_blocks();
        let (pre, preorder) = self.dfs(cfg, order);
        let last = std::mem::take(&mut self.last);

        let mut innermost = vec![NONE; n];
        let mut entry_top = vec![NONE; n];
        self.pend.clear();
        self.pend.resize(n, 0);
        for v in [&mut self.next, &mut self.prev] {
            v.clear();
            v.resize(n, NONE);
        }
        self.label.clear();
        self.label.resize(n, 0);
        self.uf.clear();
        self.top.clear();
        self.top_pos.clear();
        self.c_parent.clear();
        self.c_item_off.clear();
        self.c_items.clear();
        self.c_list.clear();
        self.left.iter_mut().for_each(|h| h.clear());
        self.right.iter_mut().for_each(|h| h.clear());
        self.c_item_off.push(0);

        for &h in preorder.iter().rev() {
            let wl = &mut self.worklist;
            wl.clear();
            let (hpre, hlast) = (pre[h.index()], last[h.index()]);
            // Predecessors in our DFS subtree: the sources of back edges.
            wl.extend(cfg.preds(h).iter().rev().copied().filter(|&p| pre[p.index()] != NONE && pre[p.index()] >= hpre && pre[p.index()] <= hlast));
            if wl.is_empty() {
                continue;
            }
            let c = self.uf.len() as u32;
            let ci = c as usize;
            self.uf.push(c);
            self.c_parent.push(NONE);
            self.top_pos.push(NONE);
            if self.left.len() <= ci {
                self.left.push(Default::default());
                self.right.push(Default::default());
            }
            self.c_items.push(Item::Block(h));
            innermost[h.index()] = c;
            // The header heads the entry list even without outside predecessors (the
            // function entry).
            self.label[h.index()] = 0;
            self.c_list.push((h.0, h.0, 1));
            // LLVM's `ProcessPredecessors` for a new block `b`: pushes its predecessors in
            // our DFS subtree in use-list order and records its edges from outside.
            let process = |b: Block, wl: &mut Vec<Block>, push: bool, pend: &mut [u32], left: &mut BinaryHeap<Pending>, right: &mut BinaryHeap<Reverse<Pending>>| {
                let ps = cfg.preds(b);
                for j in (0..ps.len()).rev() {
                    let p = ps[j];
                    let pp = pre[p.index()];
                    if pp == NONE {
                        continue;
                    }
                    if pp >= hpre && pp <= hlast {
                        if push {
                            wl.push(p);
                        }
                    } else {
                        pend[b.index()] += 1;
                        if pp < hpre {
                            left.push((pp, b.0, j as u32));
                        } else {
                            right.push(Reverse((pp, b.0, j as u32)));
                        }
                    }
                }
            };
            process(h, wl, false, &mut self.pend, &mut self.left[ci], &mut self.right[ci]);

            while let Some(b) = wl.pop() {
                if b == h {
                    continue;
                }
                let cb = innermost[b.index()];
                if cb == NONE {
                    innermost[b.index()] = c;
                    self.c_items.push(Item::Block(b));
                    process(b, wl, true, &mut self.pend, &mut self.left[ci], &mut self.right[ci]);
                    if self.pend[b.index()] > 0 {
                        // Append `b` to this cycle's entry list.
                        let (_, tail, len) = self.c_list[ci];
                        self.label[b.index()] = self.label[tail as usize] + 1;
                        self.next[tail as usize] = b.0;
                        self.prev[b.index()] = tail;
                        self.c_list[ci] = (self.c_list[ci].0, b.0, len + 1);
                    }
                    continue;
                }
                let t = find(&mut self.uf, cb);
                if t == c {
                    continue;
                }
                let ti = t as usize;
                // Adopt top-level cycle `t`: LLVM removes it from the top-level list by
                // moving the last one into its slot.
                let pos = self.top_pos[ti] as usize;
                let moved = self.top.pop().unwrap_or(t);
                if moved != t {
                    self.top[pos] = moved;
                    self.top_pos[moved as usize] = pos as u32;
                }
                self.top_pos[ti] = NONE;
                self.c_parent[ti] = c;
                self.uf[ti] = c;
                self.c_items.push(Item::Cycle(Cycle(t)));
                // Edges into `t` whose source is in our DFS subtree are the ones LLVM's scan of
                // `t`'s entries pushes (the others leave `t` and us, or are inside `t`, which
                // is a no-op). Take them from `t`'s heaps and push them in LLVM's order:
                // entries in list order, each entry's predecessors in use-list order.
                self.extracted.clear();
                let (tl, tr) = (&mut self.left[ti], &mut self.right[ti]);
                while let Some(&(pp, e, j)) = tl.peek() {
                    if pp < hpre {
                        break;
                    }
                    tl.pop();
                    self.extracted.push((self.label[e as usize], Reverse(j), e));
                }
                while let Some(&Reverse((pp, e, j))) = tr.peek() {
                    if pp > hlast {
                        break;
                    }
                    tr.pop();
                    self.extracted.push((self.label[e as usize], Reverse(j), e));
                }
                crate::sort::sort_unstable(&mut self.extracted);
                let mut list = self.c_list[ti];
                for &(_, Reverse(j), e) in &self.extracted {
                    wl.push(cfg.preds(Block(e))[j as usize]);
                    self.pend[e as usize] -= 1;
                    if self.pend[e as usize] == 0 {
                        // No longer an entry from here up: unlink from `t`'s entry list.
                        entry_top[e as usize] = t;
                        let (p, nx) = (self.prev[e as usize], self.next[e as usize]);
                        if p != NONE {
                            self.next[p as usize] = nx;
                        } else {
                            list.0 = nx;
                        }
                        if nx != NONE {
                            self.prev[nx as usize] = p;
                        } else {
                            list.1 = p;
                        }
                        self.prev[e as usize] = NONE;
                        self.next[e as usize] = NONE;
                        list.2 -= 1;
                    }
                }
                // Concatenate `t`'s remaining entries after ours, relabelling the shorter list.
                self.c_list[ci] = concat(self.c_list[ci], list, &mut self.next, &mut self.prev, &mut self.label);
                // Remaining edges of `t` enter us too.
                let mut l = std::mem::take(&mut self.left[ti]);
                self.left[ci].append(&mut l);
                self.left[ti] = l;
                let mut r = std::mem::take(&mut self.right[ti]);
                self.right[ci].append(&mut r);
                self.right[ti] = r;
            }
            self.c_item_off.push(self.c_items.len() as u32);
            self.top_pos[ci] = self.top.len() as u32;
            self.top.push(c);
        }
        // Entries still listed in a top-level cycle are entries up to it.
        for &t in &self.top {
            let mut e = self.c_list[t as usize].0;
            while e != NONE {
                entry_top[e as usize] = t;
                e = self.next[e as usize];
            }
        }
        self.last = last;
        self.finish(innermost, entry_top, pre, preorder)
    }

    /// LLVM's DFS (last successor first). Returns (block → preorder number, preorder) and
    /// leaves block → last preorder number of the subtree in `self.last`.
    fn dfs(&mut self, cfg: &Cfg, order: Option<&[Vec<u32>]>) -> (Vec<u32>, Vec<Block>) {
        let n = cfg.num_blocks();
        let mut pre = vec![NONE; n];
        let mut preorder = Vec::with_capacity(n);
        self.last.clear();
        self.last.resize(n, NONE);
        self.stack.clear();
        let entry = cfg.entry();
        pre[entry.index()] = 0;
        preorder.push(entry);
        self.stack.push((entry, cfg.succs(entry).len() as u32));
        while let Some(top) = self.stack.last_mut() {
            let v = top.0;
            if top.1 == 0 {
                self.last[v.index()] = preorder.len() as u32 - 1;
                self.stack.pop();
                continue;
            }
            top.1 -= 1;
            let w = succ_at(cfg, order, v, top.1 as usize);
            if pre[w.index()] == NONE {
                pre[w.index()] = preorder.len() as u32;
                preorder.push(w);
                self.stack.push((w, cfg.succs(w).len() as u32));
            }
        }
        (pre, preorder)
    }

    /// Renumbers the creation-ordered cycles into print order and builds the result.
    fn finish(&mut self, mut innermost: Vec<u32>, mut entry_top: Vec<u32>, pre: Vec<u32>, preorder: Vec<Block>) -> CycleInfo {
        let k = self.c_parent.len();
        // Forest preorder: top-level list order, children in item (adoption) order.
        self.renumber.clear();
        self.renumber.resize(k, NONE);
        let mut order: Vec<u32> = Vec::with_capacity(k);
        let st = &mut self.order_stack;
        st.clear();
        st.extend(self.top.iter().rev());
        while let Some(c) = st.pop() {
            self.renumber[c as usize] = order.len() as u32;
            order.push(c);
            let (s, e) = (self.c_item_off[c as usize] as usize, self.c_item_off[c as usize + 1] as usize);
            let before = st.len();
            st.extend(self.c_items[s..e].iter().filter_map(|it| match it {
                Item::Cycle(x) => Some(x.0),
                Item::Block(_) => None,
            }));
            st[before..].reverse();
        }
        debug_assert_eq!(order.len(), k);
        let mut parent = Vec::with_capacity(k);
        let mut depth: Vec<u32> = Vec::with_capacity(k);
        let mut item_offsets = Vec::with_capacity(k + 1);
        let mut items = Vec::with_capacity(self.c_items.len());
        let mut size = vec![0u32; k];
        item_offsets.push(0);
        for (new, &old) in order.iter().enumerate() {
            let p = self.c_parent[old as usize];
            let np = if p == NONE { NONE } else { self.renumber[p as usize] };
            parent.push(np);
            depth.push(if np == NONE { 1 } else { depth[np as usize] + 1 });
            let (s, e) = (self.c_item_off[old as usize] as usize, self.c_item_off[old as usize + 1] as usize);
            for &it in &self.c_items[s..e] {
                items.push(match it {
                    Item::Block(b) => {
                        size[new] += 1;
                        Item::Block(b)
                    }
                    Item::Cycle(x) => Item::Cycle(Cycle(self.renumber[x.index()])),
                });
            }
            item_offsets.push(items.len() as u32);
        }
        for c in innermost.iter_mut().chain(entry_top.iter_mut()) {
            if *c != NONE {
                *c = self.renumber[*c as usize];
            }
        }
        // Entry counts: block `b` adds one to each cycle from innermost(b) up to
        // entry_top(b), a path in the forest: +1 at the bottom, −1 above the top, then
        // subtree sums.
        let mut num_entries = vec![0i64; k];
        for (b, &t) in entry_top.iter().enumerate() {
            if t != NONE {
                num_entries[innermost[b] as usize] += 1;
                if parent[t as usize] != NONE {
                    num_entries[parent[t as usize] as usize] -= 1;
                }
            }
        }
        // Subtree sizes (in cycles, in blocks, in entries) bottom-up.
        let mut count = vec![1u32; k];
        for c in (0..k).rev() {
            let p = parent[c];
            if p != NONE {
                count[p as usize] += count[c];
                size[p as usize] += size[c];
                num_entries[p as usize] += num_entries[c];
            }
        }
        let subtree_end = (0..k).map(|c| c as u32 + count[c]).collect();
        let num_entries = num_entries.into_iter().map(|x| x.max(0) as u32).collect();
        CycleInfo { innermost, entry_top, pre, preorder, parent, depth, subtree_end, size, num_entries, item_offsets, items }
    }
}

/// Concatenates two order-labelled linked lists `(head, tail, len)`, relabelling the shorter
/// one so labels keep increasing along the result (amortised `O(log n)` relabels per element,
/// as in union by size).
fn concat(a: (u32, u32, u32), b: (u32, u32, u32), next: &mut [u32], prev: &mut [u32], label: &mut [i64]) -> (u32, u32, u32) {
    if b.2 == 0 {
        return a;
    }
    if a.2 == 0 {
        return b;
    }
    if label[a.1 as usize] >= label[b.0 as usize] {
        if a.2 <= b.2 {
            // Relabel `a` downwards to end just before `b`'s head.
            let mut l = label[b.0 as usize];
            let mut x = a.1;
            while x != NONE {
                l -= 1;
                label[x as usize] = l;
                x = prev[x as usize];
            }
        } else {
            let mut l = label[a.1 as usize];
            let mut x = b.0;
            while x != NONE {
                l += 1;
                label[x as usize] = l;
                x = next[x as usize];
            }
        }
    }
    next[a.1 as usize] = b.0;
    prev[b.0 as usize] = a.1;
    (a.0, b.1, a.2 + b.2)
}

/// Union–find root with path halving.
fn find(uf: &mut [u32], mut x: u32) -> u32 {
    while uf[x as usize] != x {
        let gp = uf[uf[x as usize] as usize];
        uf[x as usize] = gp;
        x = gp;
    }
    x
}

/// The `i`-th successor of `v` under `order` (validated).
#[inline]
pub(crate) fn succ_at(cfg: &Cfg, order: Option<&[Vec<u32>]>, v: Block, i: usize) -> Block {
    let s = cfg.succs(v);
    match order.and_then(|o| o.get(v.index())) {
        Some(p) if !p.is_empty() => s[p[i] as usize],
        _ => s[i],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::compact;

    fn text(src: &str) -> String {
        let cfg = compact::parse(src).unwrap();
        print::cycles(&cfg, &CycleInfo::compute(&cfg))
    }

    #[test]
    fn nested_loop_in_llvm_order() {
        // The `f g` function of docs/CYCLES.md, checked against opt-22.
        let s = text("entry -> h\nh -> i\ni -> i, j\nj -> h, k\nk -> h, e\ne");
        assert_eq!(s, "CycleInfo for function: cfg\n    depth=1: entries(h) j i k\n        depth=2: entries(i)\n");
    }

    #[test]
    fn irreducible_header_follows_the_dfs() {
        // entry branches to a and b, which form a cycle: the last successor is explored first.
        let cfg = compact::parse("entry -> a, b\na -> b, x\nb -> a\nx").unwrap();
        let ci = CycleInfo::compute(&cfg);
        assert_eq!(ci.num_cycles(), 1);
        let c = Cycle(0);
        assert_eq!(cfg.name_of(ci.header(c)), "b");
        assert_eq!(ci.num_entries(c), 2);
        assert_eq!(ci.entries(c).count(), 2);
        assert!(!ci.is_reducible(c));
        let swapped = CycleInfo::compute_with_order(&cfg, &[vec![1, 0]]).unwrap();
        assert_eq!(cfg.name_of(swapped.header(c)), "a");
        assert_ne!(ci.key(), swapped.key());
        assert_eq!(CycleInfo::compute(&cfg.with_successor_order(&[vec![1, 0]])), swapped);
        assert!(CycleInfo::compute_with_order(&cfg, &[vec![0, 0]]).is_err());
        assert!(CycleInfo::compute_with_order(&cfg, &vec![vec![]; 9]).is_err());
    }

    #[test]
    fn unreachable_blocks_are_in_no_cycle_and_make_no_entry() {
        let cfg = compact::parse("entry -> h\nh -> b\nb -> h, x\nx\ndead -> b, dead").unwrap();
        let ci = CycleInfo::compute(&cfg);
        assert_eq!(ci.num_cycles(), 1);
        assert!(ci.is_reducible(Cycle(0)));
        assert_eq!(ci.cycle_of(cfg.find("dead").unwrap()), None);
        assert_eq!(ci.preorder_number(cfg.find("dead").unwrap()), None);
    }

    #[test]
    fn queries() {
        let cfg = compact::parse("entry -> h\nh -> i\ni -> i, j\nj -> h, k\nk -> h, e\ne").unwrap();
        let ci = CycleInfo::compute(&cfg);
        let (outer, inner) = (Cycle(0), Cycle(1));
        let b = |n: &str| cfg.find(n).unwrap();
        assert_eq!(ci.top_level().collect::<Vec<_>>(), vec![outer]);
        assert_eq!(ci.children(outer).collect::<Vec<_>>(), vec![inner]);
        assert_eq!(ci.parent(inner), Some(outer));
        assert_eq!((ci.depth(outer), ci.depth(inner)), (1, 2));
        assert_eq!(ci.blocks(outer).map(|x| cfg.name_of(x)).collect::<Vec<_>>(), ["h", "j", "i", "k"]);
        assert_eq!(ci.num_blocks_of(outer), 4);
        assert!(ci.contains(outer, b("i")) && !ci.contains(inner, b("h")) && !ci.contains(outer, b("e")));
        assert_eq!(ci.cycle_of(b("i")), Some(inner));
        assert_eq!(ci.cycle_depth(b("i")), 2);
        assert_eq!(ci.cycle_depth(b("e")), 0);
        assert_eq!(ci.smallest_common_cycle_of_blocks(b("i"), b("k")), Some(outer));
        assert_eq!(ci.dfs_preorder().iter().map(|&x| cfg.name_of(x)).collect::<Vec<_>>(), ["entry", "h", "i", "j", "k", "e"]);
    }
}
