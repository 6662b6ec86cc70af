//! Post-dominator tree with LLVM's exact semantics: a virtual exit root, multiple exits, and
//! LLVM's choice of extra roots for infinite loops.
//!
//! A block `a` *post-dominates* `b` when every path from `b` to the virtual exit passes through
//! `a`. The virtual exit has an edge from every **root**; the tree is the dominator tree of the
//! reversed CFG plus those edges, rooted at the virtual exit, so every block (also those
//! unreachable from the entry) is in it.
//!
//! # Roots (LLVM `SemiNCAInfo::FindRoots` and `RemoveRedundantRoots`,
//! `llvm/include/llvm/Support/GenericDomTreeConstruction.h`)
//! 1. *Trivial roots*: every block without successors, in layout order. A reverse DFS from
//!    each marks the blocks that reach it.
//! 2. *Non-trivial roots* (only if some block was not marked — it cannot reach an exit, it is
//!    in or leads to an infinite loop): for each unmarked block `I` in layout order, a forward
//!    DFS over unmarked blocks, visiting successors in *descending layout order* (LLVM sorts
//!    them by block position so that swapping branch successors does not change the tree),
//!    finds the last block it numbers, `FurthestAway`; that block becomes a root, the forward
//!    marks are undone, and a reverse DFS from it marks everything that reaches it.
//! 3. *Redundant roots removed*: a non-trivial root whose forward DFS reaches another root is
//!    removed by swapping the last root into its place (so the printed `Roots:` order follows
//!    LLVM's swap-remove).
//!
//! Then Semi-NCA ([`crate::dominators`]) runs from the virtual exit, whose children are the
//! roots in order, each block's children being its predecessors.
//!
//! Cost: steps 1–2 are `O(n + m)`; step 3 is `O(r · (n + m))` in the worst case for `r`
//! non-trivial roots (each forward DFS stays inside blocks that cannot reach an exit).
//!
//! # Invariants (property-tested against [`crate::reference`])
//! - Every block is in the tree; `ipdom(root) = virtual exit` for every root.
//! - Every block reaches some root; no non-trivial root reaches another root.
//! - The tree equals the set-based post-dominator solution for the same roots.

use crate::cfg::{Block, Cfg};
use crate::dominators::{SemiNca, Tree};
use crate::cfg::NONE;
use serde::{Deserialize, Serialize};

/// The post-dominator tree of a [`Cfg`], rooted at a virtual exit.
///
/// Node ids inside are blocks `0..n` and the virtual exit `n`. Per block: ipdom (`None` =
/// the virtual exit), children in LLVM's attach order (reverse-DFS preorder), level (virtual
/// exit = 0) and DFS in/out numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostDominatorTree {
    tree: Tree,
    roots: Vec<Block>,
}

impl PostDominatorTree {
    /// The underlying tree (for printers).
    pub(crate) fn tree(&self) -> &Tree {
        &self.tree
    }

    /// Computes the post-dominator tree of `cfg`, LLVM's roots included. `O(m log n)` plus
    /// the root search above.
    pub fn compute(cfg: &Cfg) -> PostDominatorTree {
        Self::compute_with(cfg, &mut SemiNca::default())
    }

    pub(crate) fn compute_with(cfg: &Cfg, s: &mut SemiNca) -> PostDominatorTree {
        let n = cfg.num_blocks();
        let roots = find_roots(cfg);
        let virtual_exit = n as u32;
        s.run(n + 1, virtual_exit, |v| if v == virtual_exit { &roots } else { cfg.preds(Block(v)) });
        debug_assert_eq!(s.preorder.len(), n + 1, "every block must reach a post-dominator root");
        let mut parent = vec![NONE; n + 1];
        for &v in &s.preorder[1..] {
            parent[v as usize] = s.idom_of(v);
        }
        let tree = Tree::build(virtual_exit, parent, &s.preorder);
        PostDominatorTree { tree, roots }
    }

    /// The roots, in the order `opt` prints them on its `Roots:` line.
    pub fn roots(&self) -> &[Block] {
        &self.roots
    }

    fn virtual_exit(&self) -> u32 {
        self.tree.root
    }

    /// The immediate post-dominator of `b`; `None` when it is the virtual exit (`b` is a root
    /// or reaches several roots).
    pub fn ipdom(&self, b: Block) -> Option<Block> {
        let p = self.tree.parent[b.index()];
        (p != NONE && p != self.virtual_exit()).then_some(Block(p))
    }

    /// The blocks whose ipdom is the virtual exit, in LLVM's order.
    pub fn exit_children(&self) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator + '_ {
        self.tree.children_of(self.virtual_exit()).iter().map(|&c| Block(c))
    }

    /// The blocks `b` immediately post-dominates, in LLVM's order.
    pub fn children(&self, b: Block) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator + '_ {
        self.tree.children_of(b.0).iter().map(|&c| Block(c))
    }

    /// Depth of `b` (the virtual exit has level 0, so roots have level 1).
    pub fn level(&self, b: Block) -> u32 {
        self.tree.level[b.index()]
    }

    /// DFS `(in, out)` numbers of `b` in the tree (the virtual exit has in = 0).
    pub fn dfs_numbers(&self, b: Block) -> (u32, u32) {
        (self.tree.dfs_in[b.index()], self.tree.dfs_out[b.index()])
    }

    /// DFS `(in, out)` numbers of the virtual exit.
    pub fn exit_dfs_numbers(&self) -> (u32, u32) {
        let v = self.virtual_exit() as usize;
        (self.tree.dfs_in[v], self.tree.dfs_out[v])
    }

    /// Whether `a` post-dominates `b` (every block post-dominates itself). `O(1)`.
    pub fn post_dominates(&self, a: Block, b: Block) -> bool {
        a == b || self.tree.is_ancestor(a.0, b.0)
    }

    /// The nearest common post-dominator, `None` if it is the virtual exit. `O(depth)`.
    pub fn nearest_common_post_dominator(&self, a: Block, b: Block) -> Option<Block> {
        let mut x = a.0;
        while !self.tree.is_ancestor(x, b.0) {
            x = self.tree.parent[x as usize];
        }
        (x != self.virtual_exit()).then_some(Block(x))
    }
}

/// LLVM's post-dominator roots of `cfg`, in LLVM's order. See the module docs. `O(n + m)`
/// plus `O(r · (n + m))` for redundancy removal.
pub fn find_roots(cfg: &Cfg) -> Vec<Block> {
    let n = cfg.num_blocks();
    let mut visited = vec![false; n];
    let mut roots = Vec::new();
    let mut stack: Vec<Block> = Vec::new();

    // Reverse DFS from `r` over unvisited blocks.
    let reverse_mark = |r: Block, visited: &mut Vec<bool>, stack: &mut Vec<Block>| {
        stack.push(r);
        while let Some(v) = stack.pop() {
            if std::mem::replace(&mut visited[v.index()], true) {
                continue;
            }
            stack.extend(cfg.preds(v).iter().filter(|p| !visited[p.index()]));
        }
    };

    // Step 1: trivial roots.
    for b in cfg.blocks() {
        if cfg.is_exit(b) {
            roots.push(b);
            reverse_mark(b, &mut visited, &mut stack);
        }
    }

    // Step 2: non-trivial roots, from forward DFS walks with successors in layout order.
    let mut has_non_trivial = false;
    if visited.iter().any(|&v| !v) {
        has_non_trivial = true;
        let mut forward = vec![false; n];
        let mut touched: Vec<Block> = Vec::new();
        let mut sorted: Vec<Block> = Vec::new();
        for i in cfg.blocks() {
            if visited[i.index()] {
                continue;
            }
            // Forward DFS over blocks unvisited by reverse walks; LLVM pushes the successors
            // sorted by ascending layout position and pops the last, so the highest-positioned
            // successor is explored first. The last block numbered is the furthest away.
            let mut furthest = i;
            stack.push(i);
            while let Some(v) = stack.pop() {
                if visited[v.index()] || forward[v.index()] {
                    continue;
                }
                forward[v.index()] = true;
                touched.push(v);
                furthest = v;
                let succs = cfg.succs(v);
                if succs.len() > 1 {
                    sorted.clear();
                    sorted.extend_from_slice(succs);
                    crate::sort::sort_unstable(&mut sorted);
                    stack.extend_from_slice(&sorted);
                } else {
                    stack.extend(succs.iter().rev());
                }
            }
            for v in touched.drain(..) {
                forward[v.index()] = false;
            }
            roots.push(furthest);
            reverse_mark(furthest, &mut visited, &mut stack);
        }
    }
    debug_assert!(visited.iter().all(|&v| v), "every block reaches a root");

    // Step 3: remove non-trivial roots that reach another root.
    if has_non_trivial {
        let mut is_root = vec![false; n];
        for &r in &roots {
            is_root[r.index()] = true;
        }
        let mut seen = vec![false; n];
        let mut touched: Vec<Block> = Vec::new();
        let mut i = 0;
        while i < roots.len() {
            let root = roots[i];
            if cfg.is_exit(root) {
                i += 1;
                continue;
            }
            let mut redundant = false;
            stack.clear();
            stack.push(root);
            while let Some(v) = stack.pop() {
                if seen[v.index()] {
                    continue;
                }
                seen[v.index()] = true;
                touched.push(v);
                if v != root && is_root[v.index()] {
                    redundant = true;
                    break;
                }
                stack.extend(cfg.succs(v).iter().rev());
            }
            for v in touched.drain(..) {
                seen[v.index()] = false;
            }
            if redundant {
                is_root[root.index()] = false;
                roots.swap_remove(i);
            } else {
                i += 1;
            }
        }
    }
    roots
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::from_edges;

    fn ipdoms(cfg: &Cfg) -> Vec<Option<u32>> {
        let pdt = PostDominatorTree::compute(cfg);
        cfg.blocks().map(|b| pdt.ipdom(b).map(|d| d.0)).collect()
    }

    #[test]
    fn diamond_with_single_exit() {
        let cfg = from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert_eq!(ipdoms(&cfg), vec![Some(3), Some(3), Some(3), None]);
        assert_eq!(PostDominatorTree::compute(&cfg).roots(), &[Block(3)]);
    }

    /// Figure 4-3 of the dominance chapter: 7 post-dominates 6, 5, 1; 6 post-dominates 2, 3, 4.
    #[test]
    fn chapter_figure_4_3() {
        let cfg = from_edges(7, &[(0, 1), (0, 4), (1, 2), (1, 3), (2, 5), (3, 5), (4, 6), (5, 6)]);
        assert_eq!(ipdoms(&cfg), vec![Some(6), Some(5), Some(5), Some(5), Some(6), Some(6), None]);
    }

    #[test]
    fn infinite_loop_gets_a_root() {
        // 0 -> 1, 2; 1 -> 1 (infinite self loop); 2 exit.
        let cfg = from_edges(3, &[(0, 1), (0, 2), (1, 1)]);
        let pdt = PostDominatorTree::compute(&cfg);
        assert_eq!(pdt.roots(), &[Block(2), Block(1)]);
        assert_eq!(pdt.ipdom(Block(0)), None);
    }

    #[test]
    fn no_exit_at_all() {
        // 0 -> 1 -> 2 -> 1: the furthest block from 0 along the highest successors is 2.
        let cfg = from_edges(3, &[(0, 1), (1, 2), (2, 1)]);
        let pdt = PostDominatorTree::compute(&cfg);
        assert_eq!(pdt.roots(), &[Block(2)]);
        assert_eq!(ipdoms(&cfg), vec![Some(1), Some(2), None]);
    }

    #[test]
    fn redundant_root_is_swap_removed() {
        // Blocks 0..4: 0 -> 1; 1 -> 1 (loop A); 2 -> 3; 3 -> 3 and 3 -> 1 (loop B reaches A).
        // Unvisited in layout order: 0 gives root 1; 2 gives root 3; 3 reaches 1 -> removed.
        let cfg = from_edges(4, &[(0, 1), (1, 1), (2, 3), (3, 3), (3, 1)]);
        let pdt = PostDominatorTree::compute(&cfg);
        assert_eq!(pdt.roots(), &[Block(1)]);
    }
}
