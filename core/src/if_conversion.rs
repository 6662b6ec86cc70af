//! If-conversion (the RK algorithm): control dependence → predicates R and K → augmented K →
//! predicated straight-line code, as a GPU without branches runs it.
//!
//! # Source
//! J. C. H. Park, M. S. Schlansker, *On Predicated Execution*, HP Labs HPL-91-58 (1991), the
//! RK algorithm, as the if-conversion seed (`shared/seeds/001_…`, §2) teaches it in four
//! steps; control dependence from J. Ferrante, K. J. Ottenstein, J. D. Warren, *The Program
//! Dependence Graph and Its Use in Optimization*, TOPLAS 9(3), 1987, §3.1.
//!
//! # What it computes ([`IfConversion::compute`])
//! On a *region* — the whole function when it is acyclic, the function with every back edge set
//! aside ([`Scope::SetAsideBackEdges`], reducible cycles only), or one loop body chosen by its
//! header ([`Scope::LoopBody`]) — in the seed's four steps:
//! 1. **ipdom**: the post-dominator tree of the region ([`PostDominatorTree`], LLVM's, with a
//!    virtual exit above every exit; edges that leave the region or are set aside go to the
//!    virtual exit).
//! 2. **CD**: for each edge `x → y` labelled `l`, the blocks on the post-dominator-tree path
//!    from `y` up to, not including, `ipdom(x)` are control dependent on `(x, l)` (seed §2.2;
//!    FOW §3.1). Labels as the UI shows them: `T`/`F`, a switch case value, or the position.
//! 3. **R and K**: blocks with the same control-dependence set share one predicate `p = R(x)`
//!    and `K(p)` is that set; an empty set is the always-true predicate `p0` (seed §2.3).
//! 4. **Augment K**: backward liveness of the predicates over the predicated straight-line code
//!    (uses: the guard `R(x)` of each block and the OR-defines; kills: the defines that always
//!    run, i.e. unconditional defines in blocks guarded by `p0`); the predicates live at the
//!    entry are initialised to false there (`K_init`, seed §2.4).
//!
//! Then the predicated code: the region's blocks in one topological order, each guarded by
//! `R(x)`, each branch followed by its predicate defines: `p = c` / `p = !c` where `|K(p)| = 1`,
//! `p |= c` where `|K(p)| > 1` (several edges set `p`, so nothing may reset it).
//!
//! # Semantics (property-tested in `tests/if_conversion.rs`)
//! Running the blocks in order, each only when its guard is true, where a block `x` that runs and
//! takes the edge labelled `t` sets every `p` with `(x, l) ∈ K(p)` to true when `t = l` and, when
//! `K(p)` is that one entry, to false when `t ≠ l`; predicates in `K_init` start false, `p0` is
//! true: every entry-to-exit path of the region runs exactly its blocks, no guard reads a
//! predicate that nothing has set, and `K_init` is minimal (dropping any one of its predicates
//! makes some path read it unset). Why liveness gives exactly that set: a guard is read on every
//! path (the straight line has no branches), so `p` needs a value before its first guard unless
//! a define of `p` runs on every path before it — an unconditional define in a `p0` block.
//!
//! # Cost
//! `O((n + m) log n)` for the cycles and post-dominators; `O((n + m) · (d + log n))` for the
//! straight-line order (cycle depth `d`); `O(n + m + |CD|)` for the control dependence walk and
//! R and K (`|CD|` = total size of the control-dependence sets); `O(n · P / 64 + Σ|live|)` for
//! liveness over `P` predicates on bit sets, where the stored live-in/live-out sets are the
//! output (quadratic on random CFGs: 45 million entries for 10 000 blocks, 0.5 s); linear in
//! the code for the rest. The per-block tables have one entry per CFG block.
//!
//! # Invariants (tested)
//! The order is topological for the region (set-aside edges excepted), entry first; every
//! region block has a predicate; `p0` has an empty K; every `K` entry yields exactly one define
//! line (an OR-define exactly when `|K(p)| > 1`); `K_init` is the live-in set of the entry.

use crate::cfg::{Block, Cfg, CfgBuilder};
use crate::cycles::{CycleInfo, Item};
use crate::ir;
use crate::post_dominators::PostDominatorTree;
use crate::span::Span;
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::fmt::{self, Write as _};

/// A predicate register: a dense index; `Pred(0)` is the always-true predicate `p0`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Pred(pub u32);

impl Pred {
    /// The always-true predicate `p0` (`R` of the entry and of every block without control
    /// dependence).
    pub const TRUE: Pred = Pred(0);

    /// The index as `usize`.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Pred {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "p{}", self.0)
    }
}

/// Which part of the CFG to convert.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Scope {
    /// The whole function; it must be acyclic (else [`IfConversionError::Cyclic`]).
    #[default]
    Acyclic,
    /// The whole function with every back edge (an edge from inside a cycle to its header) set
    /// aside: each edge leads to the virtual exit (one pass through each loop body). Every cycle
    /// must be reducible (else [`IfConversionError::Irreducible`]).
    SetAsideBackEdges,
    /// The body of the cycle with this header: its blocks, entered at the header; its back
    /// edges (and those of nested cycles) are set aside, its exits lead to the virtual exit.
    LoopBody(Block),
}

/// Options of [`IfConversion::compute`].
#[derive(Clone, Debug, Default)]
pub struct IfConversionOptions {
    /// The region to convert.
    pub scope: Scope,
}

/// A CFG edge `branch → succs(branch)[index]` with its label, as the tables show it.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct LabelledEdge {
    /// The block whose terminator chooses the edge.
    pub branch: Block,
    /// Position in `branch`'s successor list.
    pub index: u32,
    /// `T`/`F` for two successors, the switch case value or `default`, else the position.
    pub label: String,
    /// The edge's target in the CFG (it may lie outside the region).
    pub target: Block,
}

/// How a predicate is defined at its branches.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DefineKind {
    /// The true predicate: never defined.
    True,
    /// `|K(p)| = 1`: `p = c` / `p = !c` (sets false when the other edge is taken).
    Unconditional,
    /// `|K(p)| > 1`: `p |= c` at each entry (only ever sets true; needs an initial false).
    Or,
}

/// A predicate with its K set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Predicate {
    /// `p0`, `p1`, …
    pub name: String,
    /// `K(p)`: the edges that define it, sorted by (branch layout id, successor position).
    pub k: Vec<LabelledEdge>,
    /// The blocks it guards (`R⁻¹(p)`), in straight-line order.
    pub blocks: Vec<Block>,
    /// How it is defined.
    pub define: DefineKind,
    /// Whether augment K initialises it to false at the entry.
    pub init: bool,
}

/// One edge's step of the control-dependence walk (seed §2.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EdgeWalk {
    /// The edge `x → y` with its label.
    pub edge: LabelledEdge,
    /// `ipdom(x)`, where the walk stops (`None`: the virtual exit).
    pub stop: Option<Block>,
    /// The blocks visited from `y` upwards, not including `stop`: they are control dependent on
    /// the edge. Empty when `y` post-dominates `x` (or the edge leaves the region).
    pub path: Vec<Block>,
}

/// One block's row of the augment-K liveness table, in straight-line order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LivenessRow {
    /// The block.
    pub block: Block,
    /// Its guard `R(x)`.
    pub guard: Pred,
    /// Predicates read: the guard (unless `p0`) and the OR-defined predicates.
    pub uses: Vec<Pred>,
    /// Predicates every run of the block sets (unconditional defines in a `p0` block).
    pub kills: Vec<Pred>,
    /// Predicates defined only when the guard is true (no kill), for the table.
    pub conditional_defs: Vec<Pred>,
    /// Live before the block: `uses ∪ (live_out − kills)`, sorted.
    pub live_in: Vec<Pred>,
    /// Live after the block (the next block's `live_in`; empty after the last), sorted.
    pub live_out: Vec<Pred>,
}

/// What a line of predicated code is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CodeKind {
    /// `p = false` at the entry (augment K).
    Init,
    /// A block's label line, `(p) name:`.
    Label,
    /// An instruction of the block (LLVM IR input), under its guard.
    Instruction,
    /// A predicate define for the edge `edge`: `p = c`, `p = !c`, `p = (s == l)` or `p |= …`.
    Define {
        /// The predicate defined.
        pred: Pred,
        /// The edge whose condition it takes.
        edge: LabelledEdge,
        /// Whether it is an OR-define.
        or: bool,
    },
}

/// One line of predicated code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CodeLine {
    /// The block it belongs to (`None` for the initialisations).
    pub block: Option<Block>,
    /// The guard it runs under (`p0` for initialisations).
    pub guard: Pred,
    /// What it is.
    pub kind: CodeKind,
    /// The text without the guard: `b3:`, `%x = add i32 %a, 1`, `p2 = !c_b1`, `p2 = false`.
    pub text: String,
}

/// The four steps of the seed, for a stepper.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Step 1: immediate post-dominators.
    Ipdom,
    /// Step 2: control dependence.
    ControlDependence,
    /// Step 3: R and K.
    RK,
    /// Step 4: augment K (liveness).
    AugmentK,
}

/// One event of the algorithm trace: what a stepper shows and highlights.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraceStep {
    /// Which of the four steps.
    pub phase: Phase,
    /// A sentence naming blocks and predicates by their printed names.
    pub message: String,
    /// Blocks to highlight.
    pub blocks: Vec<Block>,
    /// The edge concerned, if any.
    pub edge: Option<LabelledEdge>,
    /// Predicates to highlight: the block's predicate (R and K), its uses, kills and guarded
    /// defines (augment K; the live sets are in [`IfConversion::liveness`]), `K_init` at the end.
    pub preds: Vec<Pred>,
}

/// Why a CFG cannot be if-converted in the chosen scope.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum IfConversionError {
    /// [`Scope::Acyclic`] on a CFG with a cycle.
    Cyclic {
        /// The cycle's header.
        header: String,
        /// Its blocks (LLVM's cycle order).
        blocks: Vec<String>,
        /// Whether it is reducible (then a loop body or setting the back edges aside works).
        reducible: bool,
    },
    /// A cycle with several entries: no back edge to set aside makes the region acyclic.
    Irreducible {
        /// Its entries (the first is LLVM's header).
        entries: Vec<String>,
        /// Its blocks.
        blocks: Vec<String>,
    },
    /// [`Scope::LoopBody`] names a block that heads no cycle.
    NoLoop {
        /// The block given.
        header: String,
        /// The cycle headers there are.
        headers: Vec<String>,
    },
}

impl fmt::Display for IfConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IfConversionError::Cyclic { header, blocks, reducible } => {
                write!(f, "the CFG has a cycle (header {header}: {}); if-conversion needs an acyclic region: ", blocks.join(" "))?;
                if *reducible {
                    write!(f, "convert the loop body (--loop {header}) or set the back edges aside (--set-aside-back-edges)")
                } else {
                    write!(f, "the cycle is irreducible, so no loop body can be chosen")
                }
            }
            IfConversionError::Irreducible { entries, blocks } => write!(f, "irreducible cycle with entries {} (blocks {}): no back edge makes it acyclic", entries.join(", "), blocks.join(" ")),
            IfConversionError::NoLoop { header, headers } => {
                if headers.is_empty() {
                    write!(f, "block {header} heads no cycle (the CFG has none)")
                } else {
                    write!(f, "block {header} heads no cycle; cycle headers: {}", headers.join(", "))
                }
            }
        }
    }
}

impl std::error::Error for IfConversionError {}

/// The result of if-conversion: every table the seed shows, plus the predicated code and a
/// trace of the four steps.
///
/// Per-block tables (`ipdom`, `control_dependence`, `r`, `instructions`) have one entry per CFG
/// block, indexed by [`Block`]; blocks outside the region have `None`/empty entries.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IfConversion {
    /// The function's name.
    pub function: String,
    /// The scope converted.
    pub scope: Scope,
    /// The region's entry (the CFG entry, or the loop header).
    pub entry: Block,
    /// The straight-line order: the region's blocks in one topological order (entry first).
    pub blocks: Vec<Block>,
    /// Back edges set aside (they lead to the virtual exit), in block and successor order.
    pub back_edges_set_aside: Vec<LabelledEdge>,
    /// Edges leaving the region (loop exits), in block and successor order.
    pub region_exits: Vec<LabelledEdge>,
    /// Per block: its immediate post-dominator in the region (`None`: the virtual exit, or
    /// outside the region).
    pub ipdom: Vec<Option<Block>>,
    /// Per branch edge of the region (blocks with two or more successors), in straight-line
    /// then successor order: the control-dependence walk.
    pub walks: Vec<EdgeWalk>,
    /// Per block: the edges it is control dependent on, sorted by (branch, position).
    pub control_dependence: Vec<Vec<LabelledEdge>>,
    /// Per block: `R(x)`, its predicate (`None` outside the region).
    pub r: Vec<Option<Pred>>,
    /// The predicates, indexed by [`Pred`]; `predicates[0]` is `p0`.
    pub predicates: Vec<Predicate>,
    /// Per block in straight-line order: the liveness of augment K.
    pub liveness: Vec<LivenessRow>,
    /// `K_init`: predicates set to false at the entry (live at the entry), sorted.
    pub k_init: Vec<Pred>,
    /// Per block: its instruction texts (LLVM IR input; branch terminators excluded, they become
    /// the defines), empty for compact text and DOT.
    pub instructions: Vec<Vec<String>>,
    /// The predicated code, line by line.
    pub code: Vec<CodeLine>,
    /// The four steps as events, in order.
    pub trace: Vec<TraceStep>,
}

/// The LLVM IR of the function, for instruction texts and branch conditions.
#[derive(Copy, Clone, Debug)]
pub struct IrSource<'a> {
    /// The parsed function.
    pub function: &'a ir::Function,
    /// The text it was parsed from.
    pub src: &'a str,
}

/// The headers a [`Scope::LoopBody`] can name: cycles whose cycle and nested cycles are all
/// reducible, in `ci`'s print order (outer before inner). `O(#cycles)`.
pub fn loop_headers(ci: &CycleInfo) -> Vec<Block> {
    ci.cycles().filter(|&c| (c.0..ci.subtree_end(c).0).all(|k| ci.is_reducible(crate::cycles::Cycle(k)))).map(|c| ci.header(c)).collect()
}

/// The label of edge `index` of `x` as the UI shows it: the CFG's label, else `T`/`F` for two
/// successors, else the position.
pub fn edge_label(cfg: &Cfg, x: Block, index: usize) -> String {
    match cfg.succ_labels(x).get(index) {
        Some(l) if !l.is_empty() => l.clone(),
        _ if cfg.succs(x).len() == 2 => if index == 0 { "T" } else { "F" }.to_string(),
        _ => index.to_string(),
    }
}

fn labelled(cfg: &Cfg, x: Block, index: usize) -> LabelledEdge {
    LabelledEdge { branch: x, index: index as u32, label: edge_label(cfg, x, index), target: cfg.succs(x)[index] }
}

/// A straight-line order of the blocks reachable from the entry in which every cycle's blocks
/// are contiguous, its header first, and every edge that is not a back edge (to the header of a
/// cycle containing its source) goes forward. Ties are broken by layout order, so an acyclic
/// CFG written in a topological layout keeps it.
///
/// Per cycle (and for the function), its direct blocks and child cycles (collapsed) form a
/// DAG once edges to its header are dropped (LLVM's child cycles are the cycles of the cycle
/// without its header); Kahn's algorithm with a min-heap on layout ids orders it, the header
/// first. `O((n + m) · (d + log n))` for cycle nesting depth `d` (each block and edge is looked
/// at once per enclosing cycle). The warp engine's full-predication policy runs this order.
pub fn straight_line_order(cfg: &Cfg, ci: &CycleInfo) -> Vec<Block> {
    let n = cfg.num_blocks();
    let mut out = Vec::with_capacity(n);
    let mut slot = vec![u32::MAX; n];
    order_region(cfg, ci, None, &mut slot, &mut out);
    out
}

/// The child of `region` (a cycle, or the function for `None`) that contains `b`: `Ok(block)`
/// when `b` is a direct block of `region`, `Err(cycle)` for the child cycle holding it.
fn item_of(ci: &CycleInfo, region: Option<crate::cycles::Cycle>, b: Block) -> Result<Block, crate::cycles::Cycle> {
    let mut c = ci.cycle_of(b);
    if c == region {
        return Ok(b);
    }
    while let Some(x) = c {
        let p = ci.parent(x);
        if p == region {
            return Err(x);
        }
        c = p;
    }
    Ok(b)
}

/// Appends the order of `region` to `out`. `slot` (one entry per block, all `u32::MAX` on entry
/// and on return) maps an item's representative block to its index among the items.
fn order_region(cfg: &Cfg, ci: &CycleInfo, region: Option<crate::cycles::Cycle>, slot: &mut Vec<u32>, out: &mut Vec<Block>) {
    // Items: direct blocks and child cycles, keyed by a representative block (a cycle's header).
    let reps: Vec<Block> = match region {
        None => {
            let mut v: Vec<Block> = cfg.blocks().filter(|&b| ci.preorder_number(b).is_some() && ci.cycle_of(b).is_none()).collect();
            v.extend(ci.top_level().map(|c| ci.header(c)));
            v
        }
        Some(c) => ci
            .items(c)
            .iter()
            .map(|it| match *it {
                Item::Block(b) => b,
                Item::Cycle(k) => ci.header(k),
            })
            .collect(),
    };
    let header = region.map(|c| ci.header(c));
    for (i, &r) in reps.iter().enumerate() {
        slot[r.index()] = i as u32;
    }
    let rep_of = |b: Block| -> Option<usize> {
        ci.preorder_number(b)?;
        if let Some(c) = region {
            if !ci.contains(c, b) {
                return None;
            }
        }
        let r = match item_of(ci, region, b) {
            Ok(b) => b,
            Err(k) => ci.header(k),
        };
        slot.get(r.index()).copied().filter(|&i| i != u32::MAX).map(|i| i as usize)
    };
    let k = reps.len();
    let mut indeg = vec![0u32; k];
    let mut adj: Vec<Vec<usize>> = vec![Vec::new(); k];
    let members: Vec<Block> = match region {
        None => cfg.blocks().filter(|&b| ci.preorder_number(b).is_some()).collect(),
        Some(c) => ci.blocks(c).collect(),
    };
    for &u in &members {
        let Some(iu) = rep_of(u) else { continue };
        for &v in cfg.succs(u) {
            if Some(v) == header {
                continue;
            }
            let Some(iv) = rep_of(v) else { continue };
            if iu != iv {
                adj[iu].push(iv);
                indeg[iv] += 1;
            }
        }
    }
    for &r in &reps {
        slot[r.index()] = u32::MAX;
    }
    let mut heap: BinaryHeap<Reverse<(bool, Block, usize)>> = BinaryHeap::new();
    for i in 0..k {
        if indeg[i] == 0 {
            // The header (or the CFG entry) first, then by layout.
            let first = Some(reps[i]) == header || (region.is_none() && reps[i] == cfg.entry());
            heap.push(Reverse((!first, reps[i], i)));
        }
    }
    let mut done = vec![false; k];
    let mut emitted = 0;
    loop {
        let i = match heap.pop() {
            Some(Reverse((_, _, i))) => i,
            None => match (0..k).find(|&i| !done[i]) {
                // A cycle the hierarchy did not collapse (never for LLVM's cycles): continue
                // in layout order rather than lose blocks.
                Some(i) => i,
                None => break,
            },
        };
        if std::mem::replace(&mut done[i], true) {
            continue;
        }
        emitted += 1;
        let r = reps[i];
        match item_of(ci, region, r) {
            Err(child) if ci.header(child) == r => order_region(cfg, ci, Some(child), slot, out),
            _ => out.push(r),
        }
        for &j in &adj[i] {
            indeg[j] -= 1;
            if indeg[j] == 0 && !done[j] {
                heap.push(Reverse((true, reps[j], j)));
            }
        }
        if emitted == k {
            break;
        }
    }
}

/// The region chosen by a [`Scope`]: its blocks, entry and which edges leave it.
struct Region {
    entry: Block,
    in_region: Vec<bool>,
    /// Per block, per successor: whether the edge is a set-aside back edge.
    set_aside: Vec<Vec<bool>>,
}

fn names(cfg: &Cfg, it: impl Iterator<Item = Block>) -> Vec<String> {
    it.map(|b| cfg.name_of(b).to_string()).collect()
}

/// The names of a cycle's blocks in layout order.
fn cycle_names(cfg: &Cfg, ci: &CycleInfo, c: crate::cycles::Cycle) -> Vec<String> {
    let mut v: Vec<Block> = ci.blocks(c).collect();
    crate::sort::sort(&mut v);
    names(cfg, v.into_iter())
}

fn region_of(cfg: &Cfg, ci: &CycleInfo, scope: Scope) -> Result<Region, IfConversionError> {
    let n = cfg.num_blocks();
    let irreducible = |c| IfConversionError::Irreducible { entries: names(cfg, ci.entries(c)), blocks: cycle_names(cfg, ci, c) };
    let mut set_aside: Vec<Vec<bool>> = cfg.blocks().map(|b| vec![false; cfg.succs(b).len()]).collect();
    let mark_back_edges = |cycles: &mut dyn Iterator<Item = crate::cycles::Cycle>, set_aside: &mut Vec<Vec<bool>>| -> Result<(), IfConversionError> {
        for c in cycles {
            if !ci.is_reducible(c) {
                return Err(irreducible(c));
            }
            let h = ci.header(c);
            for u in ci.blocks(c) {
                for (i, &v) in cfg.succs(u).iter().enumerate() {
                    if v == h {
                        set_aside[u.index()][i] = true;
                    }
                }
            }
        }
        Ok(())
    };
    match scope {
        Scope::Acyclic => {
            if let Some(c) = ci.top_level().next() {
                let c = ci.cycles().find(|&k| !ci.is_reducible(k) && ci.contains_cycle(c, k)).unwrap_or(c);
                return Err(IfConversionError::Cyclic { header: cfg.name_of(ci.header(c)).to_string(), blocks: cycle_names(cfg, ci, c), reducible: ci.is_reducible(c) });
            }
            Ok(Region { entry: cfg.entry(), in_region: cfg.blocks().map(|b| ci.preorder_number(b).is_some()).collect(), set_aside })
        }
        Scope::SetAsideBackEdges => {
            mark_back_edges(&mut ci.cycles(), &mut set_aside)?;
            Ok(Region { entry: cfg.entry(), in_region: cfg.blocks().map(|b| ci.preorder_number(b).is_some()).collect(), set_aside })
        }
        Scope::LoopBody(h) => {
            let Some(c) = ci.cycles().find(|&c| ci.header(c) == h) else {
                let name = if h.index() < n { cfg.name_of(h).to_string() } else { h.to_string() };
                return Err(IfConversionError::NoLoop { header: name, headers: names(cfg, ci.cycles().map(|c| ci.header(c))) });
            };
            let end = ci.subtree_end(c).0;
            mark_back_edges(&mut (c.0..end).map(crate::cycles::Cycle), &mut set_aside)?;
            let mut in_region = vec![false; n];
            for b in ci.blocks(c) {
                in_region[b.index()] = true;
            }
            Ok(Region { entry: h, in_region, set_aside })
        }
    }
}

/// Private builder: the region as its own CFG (blocks in region order, set-aside and exiting
/// edges redirected to one sink block), so that [`PostDominatorTree`] applies unchanged.
struct Local {
    cfg: Cfg,
    /// Local id → CFG block (`None` for the sink).
    orig: Vec<Option<Block>>,
    /// CFG block → local id.
    local: Vec<Option<Block>>,
}

fn local_cfg(cfg: &Cfg, region: &Region, order: &[Block]) -> Local {
    let mut b = CfgBuilder::with_capacity(cfg.name(), order.len() + 1, cfg.num_edges());
    let mut local = vec![None; cfg.num_blocks()];
    let mut orig = Vec::with_capacity(order.len() + 1);
    // Local names are the indices, so the sink's name cannot clash.
    for (i, &x) in order.iter().enumerate() {
        local[x.index()] = Some(b.block(&i.to_string()));
        orig.push(Some(x));
    }
    let mut sink = None;
    for &x in order {
        let lx = local[x.index()].unwrap_or(Block(0));
        for (i, &y) in cfg.succs(x).iter().enumerate() {
            let to = match local[y.index()] {
                Some(ly) if !region.set_aside[x.index()][i] => ly,
                _ => *sink.get_or_insert_with(|| {
                    orig.push(None);
                    b.block("sink")
                }),
            };
            b.edge(lx, to, edge_label(cfg, x, i), Span::default());
        }
    }
    Local { cfg: b.finish(), orig, local }
}

/// `{p1, p2}` or `∅`; sets of more than 16 predicates are cut (`{p1, …, p16, … 40 more}`) so
/// that trace messages stay short on large CFGs.
fn set_text(preds: &[Pred]) -> String {
    const SHOWN: usize = 16;
    if preds.is_empty() {
        return "∅".to_string();
    }
    let mut s: Vec<String> = preds.iter().take(SHOWN).map(|p| p.to_string()).collect();
    if preds.len() > SHOWN {
        s.push(format!("… {} more", preds.len() - SHOWN));
    }
    format!("{{{}}}", s.join(", "))
}

/// `{p1, p2}` or `∅`, every predicate (for the printed tables).
fn full_set_text(preds: &[Pred]) -> String {
    if preds.is_empty() {
        "∅".to_string()
    } else {
        format!("{{{}}}", preds.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", "))
    }
}

fn edge_text(cfg: &Cfg, e: &LabelledEdge) -> String {
    format!("({}, {})", cfg.name_of(e.branch), e.label)
}

impl IfConversion {
    /// If-converts `cfg` in `opts.scope` (module docs). With `ir`, the instructions of each
    /// block are listed under its guard and the branch conditions are named by their IR values
    /// (`%cmp`); otherwise conditions are `c_x` (two-way) or `s_x` (multi-way) for block `x`.
    ///
    /// # Errors
    /// [`IfConversionError`]: a cycle in [`Scope::Acyclic`] (naming it), an irreducible cycle in
    /// the region, a [`Scope::LoopBody`] header that heads no cycle. Never panics.
    ///
    /// Cost: see the module docs.
    pub fn compute(cfg: &Cfg, ir: Option<IrSource<'_>>, opts: &IfConversionOptions) -> Result<IfConversion, IfConversionError> {
        let ci = CycleInfo::compute(cfg);
        Self::compute_with_cycles(cfg, &ci, ir, opts)
    }

    /// Whether `scope` can be converted, without converting it: the region check that
    /// [`IfConversion::compute_with_cycles`] starts with, alone (so a page can say an
    /// irreducible CFG cannot be if-converted before any work is queued). Same errors as
    /// `compute` for the region: [`IfConversionError::Cyclic`], [`IfConversionError::Irreducible`],
    /// [`IfConversionError::NoLoop`]. `O(blocks + edges)`.
    pub fn check_scope(cfg: &Cfg, ci: &CycleInfo, scope: Scope) -> Result<(), IfConversionError> {
        region_of(cfg, ci, scope).map(|_| ())
    }

    /// [`IfConversion::compute`] with the cycle hierarchy given (`ci` must be
    /// `CycleInfo::compute(cfg)` or one for another DFS order of it).
    pub fn compute_with_cycles(cfg: &Cfg, ci: &CycleInfo, ir: Option<IrSource<'_>>, opts: &IfConversionOptions) -> Result<IfConversion, IfConversionError> {
        let n = cfg.num_blocks();
        let region = region_of(cfg, ci, opts.scope)?;
        let order: Vec<Block> = {
            let all = straight_line_order(cfg, ci);
            let mut o: Vec<Block> = all.into_iter().filter(|b| region.in_region[b.index()]).collect();
            if let Some(i) = o.iter().position(|&b| b == region.entry) {
                // The region's blocks are a contiguous run of the order headed by the entry.
                o.remove(i);
                o.insert(0, region.entry);
            }
            o
        };
        let mut trace = Vec::new();
        let mut back_edges_set_aside = Vec::new();
        let mut region_exits = Vec::new();
        for x in cfg.blocks().filter(|b| region.in_region[b.index()]) {
            for (i, &y) in cfg.succs(x).iter().enumerate() {
                if region.set_aside[x.index()][i] {
                    back_edges_set_aside.push(labelled(cfg, x, i));
                } else if !region.in_region[y.index()] {
                    region_exits.push(labelled(cfg, x, i));
                }
            }
        }

        // Step 1: post-dominators of the region.
        let local = local_cfg(cfg, &region, &order);
        let pdt = PostDominatorTree::compute(&local.cfg);
        let to_orig = |l: Block| local.orig.get(l.index()).copied().flatten();
        let mut ipdom = vec![None; n];
        for &x in &order {
            let lx = local.local[x.index()].unwrap_or(Block(0));
            ipdom[x.index()] = pdt.ipdom(lx).and_then(to_orig);
            let msg = match ipdom[x.index()] {
                Some(p) => format!("ipdom({}) = {}", cfg.name_of(x), cfg.name_of(p)),
                None => format!("ipdom({}) = the virtual exit", cfg.name_of(x)),
            };
            trace.push(TraceStep { phase: Phase::Ipdom, message: msg, blocks: std::iter::once(x).chain(ipdom[x.index()]).collect(), edge: None, preds: Vec::new() });
        }

        // Step 2: control dependence by the walk up the post-dominator tree.
        let mut control_dependence: Vec<Vec<LabelledEdge>> = vec![Vec::new(); n];
        let mut walks = Vec::new();
        for &x in &order {
            let lx = local.local[x.index()].unwrap_or(Block(0));
            let stop = pdt.ipdom(lx);
            for (i, &ly) in local.cfg.succs(lx).iter().enumerate() {
                let mut path = Vec::new();
                let mut v = Some(ly);
                while let Some(w) = v {
                    if Some(w) == stop {
                        break;
                    }
                    if let Some(ow) = to_orig(w) {
                        path.push(ow);
                    }
                    v = pdt.ipdom(w);
                }
                let edge = labelled(cfg, x, i);
                for &y in &path {
                    control_dependence[y.index()].push(edge.clone());
                }
                if cfg.succs(x).len() < 2 {
                    continue;
                }
                let stop_o = stop.and_then(to_orig);
                let msg = format!(
                    "edge [{}, {}, {}]: from {} up the post-dominator tree to ipdom({}) = {}: {}",
                    cfg.name_of(x),
                    cfg.name_of(edge.target),
                    edge.label,
                    cfg.name_of(edge.target),
                    cfg.name_of(x),
                    stop_o.map_or("the virtual exit", |s| cfg.name_of(s)),
                    if path.is_empty() {
                        "nothing is control dependent on it".to_string()
                    } else {
                        format!("{} control dependent on {}", names(cfg, path.iter().copied()).join(", "), edge_text(cfg, &edge))
                    }
                );
                trace.push(TraceStep { phase: Phase::ControlDependence, message: msg, blocks: std::iter::once(x).chain(path.iter().copied()).collect(), edge: Some(edge.clone()), preds: Vec::new() });
                walks.push(EdgeWalk { edge, stop: stop_o, path });
            }
        }
        for v in &mut control_dependence {
            crate::sort::sort_by_key(v, |e| (e.branch, e.index));
        }

        // Step 3: R and K.
        let mut r: Vec<Option<Pred>> = vec![None; n];
        let mut predicates = vec![Predicate { name: "p0".into(), k: Vec::new(), blocks: Vec::new(), define: DefineKind::True, init: false }];
        let mut by_set: HashMap<Vec<(Block, u32)>, Pred> = HashMap::new();
        for &x in &order {
            let key: Vec<(Block, u32)> = control_dependence[x.index()].iter().map(|e| (e.branch, e.index)).collect();
            let (p, fresh) = if key.is_empty() {
                (Pred::TRUE, false)
            } else if let Some(&p) = by_set.get(&key) {
                (p, false)
            } else {
                let p = Pred(predicates.len() as u32);
                let k = control_dependence[x.index()].clone();
                let define = if k.len() == 1 { DefineKind::Unconditional } else { DefineKind::Or };
                predicates.push(Predicate { name: p.to_string(), k, blocks: Vec::new(), define, init: false });
                by_set.insert(key, p);
                (p, true)
            };
            r[x.index()] = Some(p);
            predicates[p.index()].blocks.push(x);
            let cd: Vec<String> = control_dependence[x.index()].iter().map(|e| edge_text(cfg, e)).collect();
            let msg = if p == Pred::TRUE {
                format!("CD({}) = ∅: R({}) = p0, the true predicate", cfg.name_of(x), cfg.name_of(x))
            } else if fresh {
                format!("CD({}) = {{{}}} is new: R({}) = {p}, K({p}) = {{{}}}", cfg.name_of(x), cd.join(", "), cfg.name_of(x), cd.join(", "))
            } else {
                format!("CD({}) = {{{}}} = K({p}): R({}) = {p}", cfg.name_of(x), cd.join(", "), cfg.name_of(x))
            };
            trace.push(TraceStep { phase: Phase::RK, message: msg, blocks: vec![x], edge: None, preds: vec![p] });
        }
        // Defines per block: (successor position, predicate), in position then predicate order.
        let mut defines: Vec<Vec<(u32, Pred)>> = vec![Vec::new(); n];
        for (pi, p) in predicates.iter().enumerate() {
            for e in &p.k {
                defines[e.branch.index()].push((e.index, Pred(pi as u32)));
            }
        }
        for d in &mut defines {
            crate::sort::sort(d);
        }

        // Step 4: augment K — backward liveness over the straight line.
        // The live set is a bit set over the predicates: a row costs O(P / 64 + |live|).
        let mut liveness: Vec<LivenessRow> = Vec::with_capacity(order.len());
        let words = predicates.len().div_ceil(64);
        let mut live_bits = vec![0u64; words];
        let bits_to_preds = |bits: &[u64]| -> Vec<Pred> {
            let mut v = Vec::new();
            for (w, &x) in bits.iter().enumerate() {
                let mut x = x;
                while x != 0 {
                    v.push(Pred((w * 64) as u32 + x.trailing_zeros()));
                    x &= x - 1;
                }
            }
            v
        };
        let mut live: Vec<Pred> = Vec::new();
        for &x in order.iter().rev() {
            let guard = r[x.index()].unwrap_or(Pred::TRUE);
            let mut uses: Vec<Pred> = Vec::new();
            let mut kills: Vec<Pred> = Vec::new();
            let mut conditional_defs: Vec<Pred> = Vec::new();
            if guard != Pred::TRUE {
                uses.push(guard);
            }
            for &(_, p) in &defines[x.index()] {
                match predicates[p.index()].define {
                    DefineKind::Or => uses.push(p),
                    DefineKind::Unconditional if guard == Pred::TRUE => kills.push(p),
                    _ => conditional_defs.push(p),
                }
            }
            for v in [&mut uses, &mut kills, &mut conditional_defs] {
                crate::sort::sort(v);
                v.dedup();
            }
            let live_out = std::mem::take(&mut live);
            for p in &kills {
                live_bits[p.index() / 64] &= !(1u64 << (p.index() % 64));
            }
            for p in &uses {
                live_bits[p.index() / 64] |= 1u64 << (p.index() % 64);
            }
            let live_in = bits_to_preds(&live_bits);
            let msg = format!("{}: in = uses {} ∪ (out {} − kills {}) = {}", cfg.name_of(x), set_text(&uses), set_text(&live_out), set_text(&kills), set_text(&live_in));
            let touched: Vec<Pred> = uses.iter().chain(&kills).chain(&conditional_defs).copied().collect();
            trace.push(TraceStep { phase: Phase::AugmentK, message: msg, blocks: vec![x], edge: None, preds: touched });
            live = live_in.clone();
            liveness.push(LivenessRow { block: x, guard, uses, kills, conditional_defs, live_in, live_out });
        }
        liveness.reverse();
        let k_init = live;
        for &p in &k_init {
            predicates[p.index()].init = true;
        }
        trace.push(TraceStep {
            phase: Phase::AugmentK,
            message: if k_init.is_empty() {
                "nothing is live at the entry: no predicate needs an initial value".to_string()
            } else {
                format!("live at the entry {}: initialise {} to false there (K_init)", cfg.name_of(region.entry), set_text(&k_init))
            },
            blocks: vec![region.entry],
            edge: None,
            preds: k_init.clone(),
        });

        // The predicated code.
        let mut instructions: Vec<Vec<String>> = vec![Vec::new(); n];
        if let Some(IrSource { function: f, src }) = ir {
            if f.cfg.num_blocks() == n {
                for &x in &order {
                    instructions[x.index()] = f
                        .inst_range(x)
                        .filter(|&i| !matches!(f.insts[i].opcode, ir::Opcode::Br | ir::Opcode::Switch))
                        .map(|i| crate::uniformity::print::inst_text(src, f, ir::InstId(i as u32)).trim().to_string())
                        .collect();
                }
            }
        }
        let cond_name = |x: Block| -> String {
            if let Some(IrSource { function: f, .. }) = ir {
                if f.cfg.num_blocks() == n {
                    let term = f.terminator(x);
                    match f.operands(term).first() {
                        Some(ir::Operand::Local(v)) => return f.value_name(*v).to_string(),
                        Some(ir::Operand::Constant(c)) => return f.constant(*c).to_string(),
                        _ => {}
                    }
                }
            }
            let two = cfg.succs(x).len() == 2 && matches!(cfg.succ_labels(x).first().map(String::as_str), Some("T" | "") | None);
            format!("{}_{}", if two { "c" } else { "s" }, cfg.name_of(x))
        };
        let mut code = Vec::new();
        for &p in &k_init {
            code.push(CodeLine { block: None, guard: Pred::TRUE, kind: CodeKind::Init, text: format!("{p} = false") });
        }
        for &x in &order {
            let guard = r[x.index()].unwrap_or(Pred::TRUE);
            code.push(CodeLine { block: Some(x), guard, kind: CodeKind::Label, text: format!("{}:", cfg.name_of(x)) });
            for t in &instructions[x.index()] {
                code.push(CodeLine { block: Some(x), guard, kind: CodeKind::Instruction, text: t.clone() });
            }
            if defines[x.index()].is_empty() {
                continue;
            }
            let c = cond_name(x);
            for &(i, p) in &defines[x.index()] {
                let edge = labelled(cfg, x, i as usize);
                let cond = match edge.label.as_str() {
                    "T" => c.clone(),
                    "F" => format!("!{c}"),
                    l => format!("({c} == {l})"),
                };
                let or = predicates[p.index()].define == DefineKind::Or;
                let text = format!("{p} {} {cond}", if or { "|=" } else { "=" });
                code.push(CodeLine { block: Some(x), guard, kind: CodeKind::Define { pred: p, edge, or }, text });
            }
        }
        Ok(IfConversion {
            function: cfg.name().to_string(),
            scope: opts.scope,
            entry: region.entry,
            blocks: order,
            back_edges_set_aside,
            region_exits,
            ipdom,
            walks,
            control_dependence,
            r,
            predicates,
            liveness,
            k_init,
            instructions,
            code,
            trace,
        })
    }

    /// The always-true predicate, `p0`.
    pub fn true_predicate(&self) -> Pred {
        Pred::TRUE
    }

    /// The predicated code as text, one line per [`CodeLine`]: `(p1)     p3 = !c_b2`.
    pub fn code_text(&self) -> String {
        let mut s = String::new();
        for l in &self.code {
            match l.kind {
                CodeKind::Init => {
                    let _ = writeln!(s, "        {}", l.text);
                }
                CodeKind::Label => {
                    let _ = writeln!(s, "({}) {}", l.guard, l.text);
                }
                _ => {
                    let _ = writeln!(s, "({})     {}", l.guard, l.text);
                }
            }
        }
        s
    }
}

/// The JSON: block and predicate names, plus the extra tables.
///
/// Shape: `{"function", "scope", "blocks": [name…], "true_predicate": "p0", "R": {block: pred},
/// "K": {pred: [[block, label]…]}, "K_init": [pred…], "control_dependence": {block:
/// [[block, label]…]}, "ipdom": {block: name|null}, "back_edges_set_aside": [[from, label, to]…],
/// "region_exits": [[from, label, to]…], "liveness": [{"block", "guard", "uses", "kills",
/// "live_in", "live_out"}…], "code": [line…]}`. `K` lists every predicate but `p0`; maps keep
/// straight-line (or predicate) order.
pub fn to_json(cfg: &Cfg, ic: &IfConversion) -> serde_json::Value {
    use serde_json::{json, Map, Value};
    let name = |b: Block| Value::from(cfg.name_of(b));
    let pair = |e: &LabelledEdge| json!([cfg.name_of(e.branch), e.label]);
    let triple = |e: &LabelledEdge| json!([cfg.name_of(e.branch), e.label, cfg.name_of(e.target)]);
    let pn = |p: &Pred| Value::from(p.to_string());
    let mut r = Map::new();
    let mut cd = Map::new();
    let mut ipdom = Map::new();
    for &x in &ic.blocks {
        r.insert(cfg.name_of(x).into(), pn(&ic.r[x.index()].unwrap_or(Pred::TRUE)));
        cd.insert(cfg.name_of(x).into(), ic.control_dependence[x.index()].iter().map(pair).collect());
        ipdom.insert(cfg.name_of(x).into(), ic.ipdom[x.index()].map_or(Value::Null, name));
    }
    let mut k = Map::new();
    for p in ic.predicates.iter().skip(1) {
        k.insert(p.name.clone(), p.k.iter().map(pair).collect());
    }
    let liveness: Vec<Value> = ic
        .liveness
        .iter()
        .map(|l| {
            json!({"block": cfg.name_of(l.block), "guard": l.guard.to_string(), "uses": l.uses.iter().map(pn).collect::<Vec<_>>(), "kills": l.kills.iter().map(pn).collect::<Vec<_>>(),
                   "live_in": l.live_in.iter().map(pn).collect::<Vec<_>>(), "live_out": l.live_out.iter().map(pn).collect::<Vec<_>>()})
        })
        .collect();
    let code: Vec<Value> = ic.code_text().lines().map(Value::from).collect();
    let mut o = Map::new();
    o.insert("function".into(), Value::from(ic.function.as_str()));
    o.insert("scope".into(), serde_json::to_value(ic.scope).unwrap_or(Value::Null));
    o.insert("blocks".into(), ic.blocks.iter().map(|&b| name(b)).collect());
    o.insert("true_predicate".into(), "p0".into());
    o.insert("R".into(), Value::Object(r));
    o.insert("K".into(), Value::Object(k));
    o.insert("K_init".into(), ic.k_init.iter().map(pn).collect());
    o.insert("control_dependence".into(), Value::Object(cd));
    o.insert("ipdom".into(), Value::Object(ipdom));
    o.insert("back_edges_set_aside".into(), ic.back_edges_set_aside.iter().map(triple).collect());
    o.insert("region_exits".into(), ic.region_exits.iter().map(triple).collect());
    o.insert("liveness".into(), Value::Array(liveness));
    o.insert("code".into(), Value::Array(code));
    Value::Object(o)
}

/// The seed's tables as text: order, set-aside edges, ipdom, the control-dependence walk per
/// edge and per block, R and K, the liveness of augment K, K_init and the predicated code.
pub fn print(cfg: &Cfg, ic: &IfConversion) -> String {
    let nm = |b: Block| cfg.name_of(b);
    let mut s = String::new();
    let _ = writeln!(s, "IfConversion for function: {}", ic.function);
    let scope = match ic.scope {
        Scope::Acyclic => "acyclic function".to_string(),
        Scope::SetAsideBackEdges => "function, back edges set aside".to_string(),
        Scope::LoopBody(h) => format!("loop body of {}", nm(h)),
    };
    let _ = writeln!(s, "Region: {scope}; entry {}", nm(ic.entry));
    let _ = writeln!(s, "Straight-line order: {}", ic.blocks.iter().map(|&b| nm(b)).collect::<Vec<_>>().join(" "));
    let edges = |v: &[LabelledEdge]| {
        if v.is_empty() {
            "(none)".to_string()
        } else {
            v.iter().map(|e| format!("[{}, {}, {}]", nm(e.branch), nm(e.target), e.label)).collect::<Vec<_>>().join(" ")
        }
    };
    if ic.scope != Scope::Acyclic {
        let _ = writeln!(s, "Back edges set aside: {}", edges(&ic.back_edges_set_aside));
        let _ = writeln!(s, "Region exits: {}", edges(&ic.region_exits));
    }
    let _ = writeln!(s, "1. Immediate post-dominators:");
    for &x in &ic.blocks {
        let _ = writeln!(s, "  ipdom({}) = {}", nm(x), ic.ipdom[x.index()].map_or("(virtual exit)", nm));
    }
    let _ = writeln!(s, "2. Control dependence:");
    for w in &ic.walks {
        let _ = writeln!(
            s,
            "  [{}, {}, {}]: walk up to {}: {}",
            nm(w.edge.branch),
            nm(w.edge.target),
            w.edge.label,
            w.stop.map_or("(virtual exit)", nm),
            if w.path.is_empty() { "-".to_string() } else { w.path.iter().map(|&b| nm(b)).collect::<Vec<_>>().join(" ") }
        );
    }
    for &x in &ic.blocks {
        let cd: Vec<String> = ic.control_dependence[x.index()].iter().map(|e| edge_text(cfg, e)).collect();
        let _ = writeln!(s, "  CD({}) = {{{}}}", nm(x), cd.join(", "));
    }
    let _ = writeln!(s, "3. R and K:");
    for &x in &ic.blocks {
        let _ = writeln!(s, "  R({}) = {}", nm(x), ic.r[x.index()].unwrap_or(Pred::TRUE));
    }
    for p in &ic.predicates {
        let k: Vec<String> = p.k.iter().map(|e| edge_text(cfg, e)).collect();
        let kind = match p.define {
            DefineKind::True => "true predicate",
            DefineKind::Unconditional => "p = c",
            DefineKind::Or => "p |= c",
        };
        let _ = writeln!(s, "  K({}) = {{{}}}  [{kind}]", p.name, k.join(", "));
    }
    let _ = writeln!(s, "4. Augment K (liveness, backwards):");
    let _ = writeln!(s, "  {:<10} {:<6} {:<10} {:<10} {:<14} {:<18} live-out", "block", "guard", "uses", "kills", "guarded defs", "live-in");
    for l in &ic.liveness {
        let _ = writeln!(
            s,
            "  {:<10} {:<6} {:<10} {:<10} {:<14} {:<18} {}",
            nm(l.block),
            l.guard.to_string(),
            full_set_text(&l.uses),
            full_set_text(&l.kills),
            full_set_text(&l.conditional_defs),
            full_set_text(&l.live_in),
            full_set_text(&l.live_out)
        );
    }
    let _ = writeln!(s, "  K_init = {}", full_set_text(&ic.k_init));
    let _ = writeln!(s, "Predicated code:");
    s.push_str(&ic.code_text());
    s
}
