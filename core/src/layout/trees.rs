//! Layout inputs for the dominator and post-dominator trees: which node is which block, in
//! which order, with which edges (the drawings of the web view and of the examples).

use super::LayoutInput;
use crate::cfg::{Block, Cfg};
use crate::dominators::DominatorTree;
use crate::post_dominators::PostDominatorTree;

impl LayoutInput {
    /// The dominator tree of `cfg` as a layout input, with its nodes: node `k` is block
    /// `nodes[k]`.
    ///
    /// Nodes are the blocks reachable from the entry, in the CFG's DFS preorder
    /// ([`DominatorTree::preorder`]; node 0 is the entry, the root, and parents come before
    /// children); unreachable blocks are not in the tree. Edges are `idom -> block`, grouped by
    /// parent in node order, each parent's children in [`DominatorTree::children`] order.
    /// `sizes` has one `(width, height)` per block of `cfg` (missing entries are `(0, 0)`);
    /// node `k` gets `sizes[nodes[k]]`.
    ///
    /// `O(n log n)` time, `O(n)` memory for `n` blocks.
    pub fn for_domtree(cfg: &Cfg, dt: &DominatorTree, sizes: &[(f32, f32)]) -> (LayoutInput, Vec<Block>) {
        let nodes: Vec<Block> = dt.preorder().to_vec();
        let index = node_index(cfg, nodes.iter().copied().map(Some));
        let parents: Vec<Option<u32>> = nodes.iter().map(|&b| dt.idom(b).map(|p| index[p.index()])).collect();
        let node_sizes = nodes.iter().map(|b| size_of(sizes, *b)).collect();
        (tree_by_parent(&parents, node_sizes), nodes)
    }

    /// The post-dominator tree of `cfg` as a layout input, with its nodes: node `k` is block
    /// `nodes[k]`, and node 0 (`None`) is the virtual exit, the root.
    ///
    /// Nodes after the virtual exit are every block, in the tree's preorder (children in
    /// [`PostDominatorTree::exit_children`] / [`PostDominatorTree::children`] order). Edges
    /// are `ipdom -> block` (`0 -> block` for the exit's children), grouped by parent in node
    /// order, each parent's children in that order. `sizes` has one `(width, height)` per
    /// block (missing entries are `(0, 0)`); the virtual exit gets `exit_size`.
    ///
    /// `O(n log n)` time, `O(n)` memory for `n` blocks.
    pub fn for_postdomtree(
        cfg: &Cfg,
        pdt: &PostDominatorTree,
        sizes: &[(f32, f32)],
        exit_size: (f32, f32),
    ) -> (LayoutInput, Vec<Option<Block>>) {
        let mut nodes: Vec<Option<Block>> = vec![None];
        let mut stack: Vec<Block> = pdt.exit_children().rev().collect();
        while let Some(b) = stack.pop() {
            nodes.push(Some(b));
            stack.extend(pdt.children(b).rev());
        }
        let index = node_index(cfg, nodes.iter().copied());
        let parents: Vec<Option<u32>> =
            nodes.iter().map(|b| b.map(|b| pdt.ipdom(b).map_or(0, |p| index[p.index()]))).collect();
        let node_sizes = nodes.iter().map(|b| b.map_or(exit_size, |b| size_of(sizes, b))).collect();
        (tree_by_parent(&parents, node_sizes), nodes)
    }
}

/// Block → its node (`u32::MAX` for blocks not drawn).
fn node_index(cfg: &Cfg, nodes: impl Iterator<Item = Option<Block>>) -> Vec<u32> {
    let mut index = vec![u32::MAX; cfg.num_blocks()];
    for (k, b) in nodes.enumerate() {
        if let Some(x) = b.and_then(|b| index.get_mut(b.index())) {
            *x = k as u32;
        }
    }
    index
}

fn size_of(sizes: &[(f32, f32)], b: Block) -> (f32, f32) {
    sizes.get(b.index()).copied().unwrap_or((0.0, 0.0))
}

/// [`LayoutInput::for_tree`] with its edges grouped by parent (parents in index order, each
/// parent's children in index order) instead of in child order: for nodes numbered in a
/// preorder this is each node's children listed in turn.
fn tree_by_parent(parents: &[Option<u32>], sizes: Vec<(f32, f32)>) -> LayoutInput {
    let mut input = LayoutInput::for_tree(parents, sizes);
    // Stable: children of one parent stay in index order.
    crate::sort::sort_by_key(&mut input.edges, |&(p, _)| p);
    input
}
