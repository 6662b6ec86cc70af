//! Depth-first search of a CFG from its entry, and the classification of every edge.
//!
//! The search is the one LLVM's dominator construction makes
//! (`GenericDomTreeConstruction.h`, `runDFS`): successors are visited in successor order, the
//! first successor first (a work list that pushes them in reverse and pops the last). Choosing
//! another successor order (`Cfg::with_successor_order`) chooses another DFS.
//!
//! Edge classes (the dominance chapter, §4.2.1; Tarjan 1972), for an edge `v → w` between
//! blocks reachable from the entry, with preorder numbers `pre` and postorder numbers `post`:
//! - **tree**: the search first reached `w` through this edge;
//! - **forward**: `w` is a proper descendant of `v` in the DFS tree, not through this edge;
//! - **back**: `w` is an ancestor of `v` (or `v` itself: a self loop);
//! - **cross**: neither; then `pre(w) < pre(v)` and `w` is finished before `v`.
//!
//! Edges from unreachable blocks are [`EdgeKind::Unreachable`].
//!
//! `O(n + m)` time and space, iterative (no recursion).

use crate::cfg::{Block, Cfg};
use serde::{Deserialize, Serialize};

use crate::cfg::NONE;

/// The class of a CFG edge with respect to a DFS.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EdgeKind {
    /// An edge of the DFS tree.
    Tree,
    /// To a proper descendant, not a tree edge.
    Forward,
    /// To an ancestor or to itself (closes a cycle).
    Back,
    /// Between different subtrees.
    Cross,
    /// From a block the search never reached.
    Unreachable,
}

impl EdgeKind {
    /// Lower-case name: `tree`, `forward`, `back`, `cross`, `unreachable`.
    pub fn name(self) -> &'static str {
        match self {
            EdgeKind::Tree => "tree",
            EdgeKind::Forward => "forward",
            EdgeKind::Back => "back",
            EdgeKind::Cross => "cross",
            EdgeKind::Unreachable => "unreachable",
        }
    }
}

/// A depth-first search of a CFG: pre/post numbers, tree parents and edge classes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DepthFirst {
    preorder: Vec<Block>,
    postorder: Vec<Block>,
    pre: Vec<u32>,
    post: Vec<u32>,
    /// Reverse-postorder number per block (entry 0).
    rpo: Vec<u32>,
    parent: Vec<u32>,
    /// Per edge, in `Cfg::edges()` order.
    kinds: Vec<EdgeKind>,
}

impl DepthFirst {
    /// Searches `cfg` from its entry. `O(n + m)`.
    pub fn compute(cfg: &Cfg) -> DepthFirst {
        let n = cfg.num_blocks();
        let mut pre = vec![NONE; n];
        let mut post = vec![NONE; n];
        let mut parent = vec![NONE; n];
        let (mut preorder, mut postorder) = (Vec::with_capacity(n), Vec::with_capacity(n));
        // Stack of (block, next successor index); the tree edge of each block is remembered as
        // (parent, successor position) so the exact edge (not a duplicate) is the tree edge.
        let mut tree_edge = vec![(NONE, NONE); n];
        let mut stack: Vec<(Block, usize)> = vec![(cfg.entry(), 0)];
        pre[0] = 0;
        preorder.push(cfg.entry());
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            let succs = cfg.succs(v);
            if *i < succs.len() {
                let w = succs[*i];
                let pos = *i as u32;
                *i += 1;
                if pre[w.index()] == NONE {
                    pre[w.index()] = preorder.len() as u32;
                    preorder.push(w);
                    parent[w.index()] = v.0;
                    tree_edge[w.index()] = (v.0, pos);
                    stack.push((w, 0));
                }
            } else {
                post[v.index()] = postorder.len() as u32;
                postorder.push(v);
                stack.pop();
            }
        }
        let mut kinds = Vec::with_capacity(cfg.num_edges());
        for v in cfg.blocks() {
            for (pos, &w) in cfg.succs(v).iter().enumerate() {
                let k = if pre[v.index()] == NONE {
                    EdgeKind::Unreachable
                } else if tree_edge[w.index()] == (v.0, pos as u32) {
                    EdgeKind::Tree
                } else if pre[w.index()] <= pre[v.index()] && post[w.index()] >= post[v.index()] {
                    EdgeKind::Back
                } else if pre[w.index()] > pre[v.index()] && post[w.index()] < post[v.index()] {
                    EdgeKind::Forward
                } else {
                    EdgeKind::Cross
                };
                kinds.push(k);
            }
        }
        let mut rpo = vec![NONE; n];
        for (k, &b) in postorder.iter().enumerate() {
            rpo[b.index()] = (postorder.len() - 1 - k) as u32;
        }
        DepthFirst { preorder, postorder, pre, post, rpo, parent, kinds }
    }

    /// Reachable blocks in preorder (the entry first).
    pub fn preorder(&self) -> &[Block] {
        &self.preorder
    }

    /// Reachable blocks in postorder (the entry last).
    pub fn postorder(&self) -> &[Block] {
        &self.postorder
    }

    /// Reachable blocks in reverse postorder (the entry first).
    pub fn reverse_postorder(&self) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator + '_ {
        self.postorder.iter().rev().copied()
    }

    /// The preorder number (`dfnum`) of `b`; `None` if unreachable or out of range.
    pub fn pre(&self, b: Block) -> Option<u32> {
        self.pre.get(b.index()).copied().filter(|&p| p != NONE)
    }

    /// The postorder number of `b`; `None` if unreachable or out of range.
    pub fn post(&self, b: Block) -> Option<u32> {
        self.post.get(b.index()).copied().filter(|&p| p != NONE)
    }

    /// The reverse-postorder number of `b` (the entry has 0); `None` if unreachable or out of
    /// range.
    pub fn rpo(&self, b: Block) -> Option<u32> {
        self.rpo.get(b.index()).copied().filter(|&p| p != NONE)
    }

    /// The DFS-tree parent of `b` (`None` for the entry, unreachable blocks, out of range).
    pub fn parent(&self, b: Block) -> Option<Block> {
        self.parent.get(b.index()).copied().filter(|&p| p != NONE).map(Block)
    }

    /// Whether `b` is reachable from the entry.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.pre(b).is_some()
    }

    /// The number of blocks reachable from the entry.
    pub fn num_reachable(&self) -> usize {
        self.preorder.len()
    }

    /// The class of every edge, in [`Cfg::edges`] order.
    pub fn edge_kinds(&self) -> &[EdgeKind] {
        &self.kinds
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::from_edges;
    use EdgeKind::*;

    #[test]
    fn classifies_all_four_kinds() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3 (cross), 0 -> 3 (forward), 3 -> 1 (back), 3 -> 3 (self).
        let cfg = from_edges(4, &[(0, 1), (0, 2), (0, 3), (1, 3), (2, 3), (3, 1), (3, 3)]);
        let d = DepthFirst::compute(&cfg);
        assert_eq!(d.preorder(), &[Block(0), Block(1), Block(3), Block(2)]);
        assert_eq!(d.edge_kinds(), &[Tree, Tree, Forward, Tree, Cross, Back, Back]);
        assert_eq!(d.parent(Block(3)), Some(Block(1)));
    }

    #[test]
    fn duplicate_edges_have_one_tree_edge_and_unreachable_blocks_are_marked() {
        let cfg = from_edges(3, &[(0, 1), (0, 1), (2, 1)]);
        let d = DepthFirst::compute(&cfg);
        assert_eq!(d.edge_kinds(), &[Tree, Forward, Unreachable]);
        assert_eq!(d.pre(Block(2)), None);
    }

    #[test]
    fn preorder_matches_the_dominator_construction() {
        let cfg = from_edges(6, &[(0, 1), (0, 5), (1, 2), (1, 4), (2, 3), (3, 4), (5, 3)]);
        let d = DepthFirst::compute(&cfg);
        assert_eq!(d.preorder(), crate::DominatorTree::compute(&cfg).preorder());
    }
}
