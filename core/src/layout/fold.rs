//! Folding for large drawings: the quotient graph of a CFG where chosen cycles and
//! straight-line chains are collapsed into single nodes, with the mapping block → drawn node
//! and CFG edge → drawn edge, ready for [`super::layout`].
//!
//! - A **collapsed cycle** (chosen by the cycle hierarchy, [`CycleInfo`]) becomes one node named
//!   after its header with its block count (`h (12 blocks)`); a block belongs to the outermost
//!   collapsed cycle containing it (collapsing a cycle hides the cycles nested in it).
//! - A **chain** is a maximal path `v1 → v2 → … → vk` (`k ≥` [`MIN_CHAIN`]) of blocks in no
//!   collapsed cycle where every `vi` (`i < k`) has exactly one successor edge and every
//!   `vi` (`i > 1`) exactly one predecessor edge and is not the entry: it draws as one node
//!   `v1 … vk (k blocks)`. Chains closed into a ring (no first block) are left alone.
//! - Edges between two blocks of one folded node disappear; edges between the same two drawn
//!   nodes are merged (the first one's index is kept); a self loop of an unfolded block stays.
//!
//! Invariants (`tests/fold_props.rs` against a direct reference): every block is in exactly
//! one node, node block counts sum to `n`; the drawn edges are exactly the distinct pairs
//! `(node(u), node(v))` of CFG edges with different nodes, plus unfolded self loops; with all
//! top-level cycles collapsed the drawn graph is acyclic (top-level cycles are the non-trivial
//! strongly connected components). `O(n + m + #cycles)` time and memory.
//!
//! What is folded at first and one level of expansion: [`initial_cycles`] and
//! [`expand_cycle`] for a CFG; for a tree (the dominator and post-dominator tree drawings,
//! given by parent pointers in preorder) [`TreeFolding`] collapses chosen subtrees into
//! their roots, [`initial_tree_collapse`] picks the subtrees a first drawing hides and
//! [`expand_subtree`] opens one of them by a level.

use super::{Layout, LayoutInput, LayoutOptions};
use crate::cfg::{Block, Cfg};
use crate::cycles::{Cycle, CycleInfo};
use crate::cfg::NONE;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Shortest straight-line chain that is folded.
pub const MIN_CHAIN: usize = 3;

/// What one drawn node stands for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FoldedNode {
    /// One block, drawn as usual.
    Block(Block),
    /// A collapsed cycle: its header and number of blocks (nested cycles' included).
    Cycle {
        /// The cycle.
        cycle: Cycle,
        /// Its header.
        header: Block,
        /// Its number of blocks.
        blocks: u32,
    },
    /// A folded straight-line chain, first to last block.
    Chain {
        /// First block (the only one entered from outside).
        first: Block,
        /// Last block (the only one left to the outside).
        last: Block,
        /// Number of blocks.
        blocks: u32,
    },
}

/// The folded drawing graph ([`Folding::compute`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Folding {
    /// Drawn nodes: unfolded blocks, collapsed cycles and chains, ordered by their first
    /// block (so an unfolded CFG gives node `k` = `Block(k)`).
    pub nodes: Vec<FoldedNode>,
    /// Block → its drawn node (index into `nodes`).
    pub node_of: Vec<u32>,
    /// Drawn edges `(from, to)` between nodes, in the order of their first CFG edge.
    pub edges: Vec<(u32, u32)>,
    /// CFG edge (index in [`Cfg::edges`] order) → drawn edge index, `u32::MAX` when the edge
    /// is inside one folded node.
    pub edge_of: Vec<u32>,
    /// The drawn node of the entry.
    pub root: u32,
}

impl Folding {
    /// Folds `cfg`: the cycles in `collapse` (of `ci`, the hierarchy drawn) and, if `chains`,
    /// every straight-line chain of at least [`MIN_CHAIN`] blocks outside them. Cycles out of
    /// range are ignored, and so is `ci` when it was computed for another number of blocks.
    /// `O(n + m + #cycles)`.
    pub fn compute(cfg: &Cfg, ci: &CycleInfo, collapse: &[Cycle], chains: bool) -> Folding {
        Folding::compute_except(cfg, ci, collapse, chains, &[])
    }

    /// [`Folding::compute`], leaving unfolded the chains that start at a block of
    /// `keep_chains` (the chains a reader expanded). `O(n + m + #cycles + |keep_chains|)`.
    pub fn compute_except(cfg: &Cfg, ci: &CycleInfo, collapse: &[Cycle], chains: bool, keep_chains: &[Block]) -> Folding {
        let n = cfg.num_blocks();
        let mut kept = vec![false; n];
        for b in keep_chains {
            if let Some(x) = kept.get_mut(b.index()) {
                *x = true;
            }
        }
        // Outermost collapsed cycle of each cycle (cycles are numbered in preorder, parents
        // first).
        let mut chosen = vec![false; ci.num_cycles()];
        for c in collapse {
            if let Some(x) = chosen.get_mut(c.index()) {
                *x = true;
            }
        }
        let mut rep = vec![NONE; ci.num_cycles()];
        for c in ci.cycles() {
            let up = ci.parent(c).map_or(NONE, |p| rep[p.index()]);
            rep[c.index()] = if up != NONE { up } else if chosen[c.index()] { c.0 } else { NONE };
        }
        let same_cfg = ci.num_blocks() == n;
        let folded_cycle = |b: Block| if same_cfg { ci.cycle_of(b).map_or(NONE, |c| rep[c.index()]) } else { NONE };
        // Group id per block: a cycle, a chain (keyed by its first block) or the block itself.
        #[derive(Clone, Copy, PartialEq)]
        enum Group {
            Own,
            Cycle(u32),
            Chain(u32),
        }
        let mut group = vec![Group::Own; n];
        for b in cfg.blocks() {
            let c = folded_cycle(b);
            if c != NONE {
                group[b.index()] = Group::Cycle(c);
            }
        }
        if chains {
            let free = |b: Block, group: &[Group]| group[b.index()] == Group::Own;
            // `link(v)`: the chain continues from v to its only successor.
            let link = |v: Block, group: &[Group]| -> Option<Block> {
                let s = cfg.succs(v);
                if s.len() != 1 || s[0] == v || !free(v, group) {
                    return None;
                }
                let w = s[0];
                (free(w, group) && cfg.preds(w).len() == 1 && w != cfg.entry()).then_some(w)
            };
            for v in cfg.blocks() {
                let continues = cfg.preds(v).len() == 1 && v != cfg.entry() && link(cfg.preds(v)[0], &group) == Some(v);
                if continues || kept[v.index()] || link(v, &group).is_none() {
                    continue;
                }
                let mut members = vec![v];
                let mut x = v;
                while let Some(w) = link(x, &group) {
                    members.push(w);
                    x = w;
                }
                if members.len() >= MIN_CHAIN {
                    for m in members {
                        group[m.index()] = Group::Chain(v.0);
                    }
                }
            }
        }
        // Nodes in order of their first block.
        let mut node_of = vec![NONE; n];
        let mut nodes = Vec::new();
        let mut cycle_node = vec![NONE; ci.num_cycles()];
        let mut chain_node: HashMap<u32, u32> = HashMap::new();
        let mut chain_len: Vec<(u32, Block)> = Vec::new(); // per chain node: count, last
        for b in cfg.blocks() {
            let k = match group[b.index()] {
                Group::Own => {
                    nodes.push(FoldedNode::Block(b));
                    nodes.len() as u32 - 1
                }
                Group::Cycle(c) => {
                    if cycle_node[c as usize] == NONE {
                        let cy = Cycle(c);
                        nodes.push(FoldedNode::Cycle { cycle: cy, header: ci.header(cy), blocks: ci.num_blocks_of(cy) as u32 });
                        cycle_node[c as usize] = nodes.len() as u32 - 1;
                    }
                    cycle_node[c as usize]
                }
                Group::Chain(first) => *chain_node.entry(first).or_insert_with(|| {
                    nodes.push(FoldedNode::Chain { first: Block(first), last: Block(first), blocks: 0 });
                    chain_len.push((nodes.len() as u32 - 1, Block(first)));
                    nodes.len() as u32 - 1
                }),
            };
            node_of[b.index()] = k;
        }
        // Chain sizes and last blocks: walk each chain.
        for (k, first) in chain_len {
            let mut x = first;
            let mut count = 1;
            while let [w] = cfg.succs(x) {
                if node_of[w.index()] != k || *w == first {
                    break;
                }
                x = *w;
                count += 1;
            }
            nodes[k as usize] = FoldedNode::Chain { first, last: x, blocks: count };
        }
        let mut edges = Vec::new();
        let mut edge_of = Vec::with_capacity(cfg.num_edges());
        let mut seen: HashMap<(u32, u32), u32> = HashMap::new();
        for (u, v) in cfg.edges() {
            let (a, b) = (node_of[u.index()], node_of[v.index()]);
            if a == b && !(u == v && matches!(nodes[a as usize], FoldedNode::Block(_))) {
                edge_of.push(NONE);
                continue;
            }
            let k = *seen.entry((a, b)).or_insert_with(|| {
                edges.push((a, b));
                edges.len() as u32 - 1
            });
            edge_of.push(k);
        }
        let root = node_of.get(cfg.entry().index()).copied().unwrap_or(0);
        Folding { nodes, node_of, edges, edge_of, root }
    }

    /// The label of node `k`: the block name, `header (N blocks)` for a cycle, `first … last
    /// (N blocks)` for a chain.
    pub fn label(&self, cfg: &Cfg, k: usize) -> String {
        match &self.nodes[k] {
            FoldedNode::Block(b) => cfg.name_of(*b).to_string(),
            FoldedNode::Cycle { header, blocks, .. } => format!("{} ({blocks} {})", cfg.name_of(*header), if *blocks == 1 { "block" } else { "blocks" }),
            FoldedNode::Chain { first, last, blocks } => format!("{} … {} ({blocks} blocks)", cfg.name_of(*first), cfg.name_of(*last)),
        }
    }

    /// The layout input: node `k` is `nodes[k]` with `sizes[k]` (missing sizes are `(0, 0)`),
    /// edges as [`Folding::edges`], rooted at the entry's node.
    pub fn layout_input(&self, mut sizes: Vec<(f32, f32)>) -> LayoutInput {
        sizes.resize(self.nodes.len(), (0.0, 0.0));
        LayoutInput { sizes, edges: self.edges.clone(), root: self.root }
    }

    /// Lays the folded graph out ([`super::layout`]); node `k` of the result is `nodes[k]`,
    /// edge `e` is `edges[e]`.
    pub fn layout(&self, sizes: Vec<(f32, f32)>, options: &LayoutOptions) -> Layout {
        super::layout(&self.layout_input(sizes), options)
    }
}

/// The cycles a first fold of a CFG collapses: every top-level cycle of `ci` (the non-trivial
/// strongly connected components), in preorder. `O(#cycles)`.
pub fn initial_cycles(ci: &CycleInfo) -> Vec<Cycle> {
    ci.top_level().collect()
}

/// Expands collapsed cycle `c` one level: removes it from `collapse` and appends its child
/// cycles (of `ci`), which stay collapsed. A `c` out of range of `ci` is only removed.
/// `O(|collapse| + #children)`.
pub fn expand_cycle(ci: &CycleInfo, collapse: &mut Vec<Cycle>, c: Cycle) {
    collapse.retain(|&x| x != c);
    if c.index() < ci.num_cycles() {
        collapse.extend(ci.children(c));
    }
}

/// The parent of each of `n` tree nodes from the tree's `(parent, child)` edges (`None` for
/// roots); edges naming a child `>= n` are ignored, and a child with several edges keeps the
/// last. `O(n + |edges|)`.
pub fn tree_parents(n: usize, edges: impl IntoIterator<Item = (u32, u32)>) -> Vec<Option<u32>> {
    let mut parent = vec![None; n];
    for (from, to) in edges {
        if let Some(p) = parent.get_mut(to as usize) {
            *p = Some(from);
        }
    }
    parent
}

/// Number of children of each tree node (`parent` as [`tree_parents`] gives it; parents out
/// of range are ignored). `O(n)`.
pub fn child_counts(parent: &[Option<u32>]) -> Vec<usize> {
    let mut children = vec![0usize; parent.len()];
    for p in parent.iter().flatten() {
        if let Some(c) = children.get_mut(*p as usize) {
            *c += 1;
        }
    }
    children
}

/// Depth of each tree node (roots 0). Nodes are taken to be in preorder: a parent pointer
/// that does not point to an earlier node is ignored (its node counts as a root). `O(n)`.
pub fn tree_depths(parent: &[Option<u32>]) -> Vec<u32> {
    let mut d = vec![0u32; parent.len()];
    for k in 0..parent.len() {
        if let Some(p) = parent[k] {
            if (p as usize) < k {
                d[k] = d[p as usize] + 1;
            }
        }
    }
    d
}

/// The subtrees a first drawing of a tree hides (tree nodes whose children are not shown),
/// so that about `budget` nodes stay visible.
///
/// The tree is cut at the shallowest depth `cut >= 1` at which the nodes down to depth
/// `cut + 1` would exceed `budget` (or at the tree's depth): nodes at depth `cut` with
/// children are collapsed. Then, in preorder, collapsed nodes whose children still fit in the
/// budget are opened, so a deep narrow tree shows more than its first levels. The result
/// lists the collapsed nodes in increasing order; every one has children and is visible.
/// `parent` as [`tree_parents`] gives it, nodes in preorder. `O(n · depth)` for the cut (a
/// count per level tried), `O(n)` for the rest.
pub fn initial_tree_collapse(parent: &[Option<u32>], budget: usize) -> Vec<u32> {
    let depth = tree_depths(parent);
    let max = depth.iter().copied().max().unwrap_or(0);
    let mut cut = 1;
    while cut < max && depth.iter().filter(|&&d| d <= cut + 1).count() <= budget {
        cut += 1;
    }
    let children = child_counts(parent);
    let mut visible = depth.iter().filter(|&&d| d <= cut).count();
    let mut open = vec![false; parent.len()];
    let opened = |p: Option<u32>, open: &[bool]| p.is_some_and(|p| open.get(p as usize).copied().unwrap_or(false));
    for k in 0..parent.len() {
        let shown = depth[k] <= cut || opened(parent[k], &open);
        if shown && children[k] > 0 && (depth[k] < cut || visible + children[k] <= budget) {
            if depth[k] >= cut {
                visible += children[k];
            }
            open[k] = true;
        }
    }
    (0..parent.len())
        .filter(|&k| children[k] > 0 && !open[k] && (depth[k] <= cut || opened(parent[k], &open)))
        .map(|k| k as u32)
        .collect()
}

/// Expands the collapsed subtree of tree node `node` one level: removes `node` from
/// `collapse` and appends its children that have children of their own (their subtrees stay
/// hidden). `O(n + |collapse|)`.
pub fn expand_subtree(parent: &[Option<u32>], collapse: &mut Vec<u32>, node: u32) {
    collapse.retain(|&k| k != node);
    let children = child_counts(parent);
    for (k, p) in parent.iter().enumerate() {
        if *p == Some(node) && children[k] > 0 {
            collapse.push(k as u32);
        }
    }
}

/// A tree with chosen subtrees collapsed into their roots ([`TreeFolding::compute`]).
///
/// Node `k` of the folded tree is tree node `kept[k]`; a tree node is visible when no strict
/// ancestor is collapsed, and a hidden node is drawn inside its nearest visible ancestor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeFolding {
    /// The visible tree nodes, in tree (pre)order: folded node `k` is tree node `kept[k]`.
    pub kept: Vec<u32>,
    /// Per tree node: the tree node it is drawn in (itself when visible).
    pub shown_in: Vec<u32>,
    /// Per folded node: the tree nodes it stands for (itself and, when its subtree is
    /// collapsed, every node hidden in it).
    pub counts: Vec<u32>,
    /// Per folded node: its parent folded node (`None` for roots).
    pub parents: Vec<Option<u32>>,
}

impl TreeFolding {
    /// Folds the tree `parent` (as [`tree_parents`] gives it, nodes in preorder: a parent
    /// pointer to a later node is taken as no parent) by hiding the strict descendants of the
    /// nodes in `collapse` (indices out of range are ignored; a collapsed node inside a
    /// collapsed subtree changes nothing). `O(n + |collapse|)`.
    pub fn compute(parent: &[Option<u32>], collapse: &[u32]) -> TreeFolding {
        let n = parent.len();
        let mut collapsed = vec![false; n];
        for &k in collapse {
            if let Some(x) = collapsed.get_mut(k as usize) {
                *x = true;
            }
        }
        // Visible: no strict ancestor collapsed (preorder: parents first).
        let mut shown_in = vec![u32::MAX; n];
        let mut index = vec![u32::MAX; n];
        let mut kept: Vec<u32> = Vec::new();
        for k in 0..n {
            let up = parent[k].filter(|&p| (p as usize) < k).map(|p| p as usize);
            match up {
                Some(p) if collapsed[shown_in[p] as usize] || shown_in[p] != p as u32 => shown_in[k] = shown_in[p],
                _ => {
                    shown_in[k] = k as u32;
                    index[k] = kept.len() as u32;
                    kept.push(k as u32);
                }
            }
        }
        let mut count = vec![0u32; n];
        for k in 0..n {
            count[shown_in[k] as usize] += 1;
        }
        let counts = kept.iter().map(|&k| count[k as usize]).collect();
        let parents = kept
            .iter()
            .map(|&k| parent[k as usize].and_then(|p| index.get(p as usize).copied()).filter(|&p| p != u32::MAX))
            .collect();
        TreeFolding { kept, shown_in, counts, parents }
    }

    /// Whether folded node `k` stands for more than its own tree node (a collapsed subtree
    /// with something in it). Panics if `k` is out of range.
    pub fn is_folded(&self, k: usize) -> bool {
        self.counts[k] > 1
    }

    /// Tree nodes hidden inside folded nodes. `O(1)`.
    pub fn hidden(&self) -> u32 {
        (self.shown_in.len() - self.kept.len()) as u32
    }

    /// The layout input of the folded tree ([`LayoutInput::for_tree`] of
    /// [`TreeFolding::parents`]): node `k` is folded node `k` with `sizes[k]` (missing sizes
    /// are `(0, 0)`), one edge `parent -> child` per non-root, in child order. `O(n)`.
    pub fn layout_input(&self, sizes: Vec<(f32, f32)>) -> LayoutInput {
        LayoutInput::for_tree(&self.parents, sizes)
    }
}
