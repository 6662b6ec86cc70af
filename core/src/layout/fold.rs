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

use super::{Layout, LayoutInput, LayoutOptions};
use crate::cfg::{Block, Cfg};
use crate::cycles::{Cycle, CycleInfo};
use crate::dominators::NONE;
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
