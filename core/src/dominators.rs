//! Dominator tree by Semi-NCA, with DFS in/out numbers for `O(1)` dominance queries.
//!
//! A block `a` *dominates* `b` when every path from the entry to `b` passes through `a`; the
//! *immediate dominator* `idom(b)` is the strict dominator of `b` dominated by all others.
//! The idoms form the dominator tree rooted at the entry.
//!
//! # Algorithm
//! Semi-NCA, from L. Georgiadis, *Linear-Time Algorithms for Dominators and Related Problems*,
//! PhD thesis, Princeton 2005, pp. 21–23, and Georgiadis, Werneck, Tarjan, Triantafyllis,
//! August, *Finding Dominators in Practice*, ESA 2004 (chapter 4 of the dominance seed,
//! `shared/seeds/004_…`, §4.2.2). It is what LLVM builds since 2017
//! (`llvm/include/llvm/Support/GenericDomTreeConstruction.h`), and this module follows that
//! file step for step so that tree shapes, children order and post-dominator roots match
//! `opt -passes='print<domtree>'`:
//!
//! 1. An iterative DFS from the root pushes every child of a node and pops the last pushed;
//!    the children are pushed in reverse successor order, so the first successor is visited
//!    first. Every traversed edge `v → w` is recorded as a *reverse child* of `w` (LLVM's
//!    `ReverseChildren`), so step 2 needs no predecessor lists and the same code serves the
//!    reversed graph with a virtual root.
//! 2. Semi-dominators in reverse preorder with `eval` over the virtual forest of already
//!    processed vertices, with path compression:
//!    `sdom(w) = min{ v | v → w, v < w } ∪ { sdom(u) | u > w, u ⇝ v → w in the forest }`
//!    (vertices named by preorder number).
//! 3. `idom(w) = NCA(parent(w), sdom(w))` in the tree built so far, found by walking
//!    `idom` links from `parent(w)` while the vertex is above `sdom(w)` in preorder.
//!
//! Cost: `O(m log n)` for step 2 with simple path compression, `O(n^2)` worst case for the NCA
//! walks (never seen on real CFGs); `O(n + m)` memory. Scratch vectors live in `SemiNca` and
//! are reused across computations.
//!
//! # Invariants (checked by `debug_assert!` and by the property tests in `tests/`)
//! - `idom(entry) = None`; `idom(b) = None` for every block unreachable from the entry.
//! - For reachable `b ≠ entry`, `idom(b)` is reachable, `pre(idom(b)) < pre(b)`.
//! - `dominates(a, b) ⇔ in(a) ≤ in(b) ∧ out(b) ≤ out(a)` on the tree's DFS numbers.
//! - The result equals the set-based data-flow solution in [`crate::reference`].

use crate::cfg::{Block, Cfg};
use serde::{Deserialize, Serialize};

use crate::cfg::NONE;

/// Reusable scratch state of the Semi-NCA algorithm over nodes `0..num_nodes`.
///
/// Node ids are whatever the caller uses (blocks, or blocks plus a virtual exit). After
/// [`SemiNca::run`], `preorder[k]` is the node with DFS number `k` and `idom_of(node)` its
/// immediate dominator (node id), `NONE` for the root and unvisited nodes.
#[derive(Default, Debug)]
pub(crate) struct SemiNca {
    /// DFS number → node.
    pub preorder: Vec<u32>,
    /// Node → DFS number (`NONE` = unvisited).
    pub num: Vec<u32>,
    /// DFS number → DFS number of the spanning-tree parent; rewritten by path compression.
    parent: Vec<u32>,
    /// DFS number → semi-dominator (DFS number).
    semi: Vec<u32>,
    /// DFS number → minimal `semi` on the compressed forest path.
    label: Vec<u32>,
    /// DFS number → immediate dominator (DFS number).
    idom_num: Vec<u32>,
    /// Reverse children as linked lists: `(source DFS number, next index + 1)`.
    rev: Vec<(u32, u32)>,
    /// DFS number → head of its reverse-children list (index + 1, 0 = empty).
    rev_head: Vec<u32>,
    /// DFS work list of `(node, parent DFS number)`.
    stack: Vec<(u32, u32)>,
    eval_stack: Vec<u32>,
}

impl SemiNca {
    /// Runs Semi-NCA from `root` over `num_nodes` nodes (node ids are `u32`; children are given
    /// as [`Block`]s whose `.0` is the child's node id). `children(v)` gives `v`'s children in
    /// visit order (the first is visited first). Returns nothing; read `preorder`, `num` and
    /// [`SemiNca::idom_of`]. `O(m log n)` plus NCA walks.
    pub fn run<'g, F>(&mut self, num_nodes: usize, root: u32, mut children: F)
    where
        F: FnMut(u32) -> &'g [Block],
    {
        self.preorder.clear();
        self.num.clear();
        self.num.resize(num_nodes, NONE);
        self.parent.clear();
        self.rev.clear();
        self.rev_head.clear();
        self.stack.clear();
        // Step 1: iterative DFS, recording every traversed edge as a reverse child.
        // rev entries are keyed by the *target node* until its number is known, so keep the
        // per-node head in a node-indexed table and convert below.
        let mut head_by_node: Vec<u32> = std::mem::take(&mut self.rev_head);
        head_by_node.clear();
        head_by_node.resize(num_nodes, 0);
        self.stack.push((root, NONE));
        while let Some((v, p)) = self.stack.pop() {
            if p != NONE {
                self.rev.push((p, head_by_node[v as usize]));
                head_by_node[v as usize] = self.rev.len() as u32;
            }
            if self.num[v as usize] != NONE {
                continue;
            }
            let k = self.preorder.len() as u32;
            self.num[v as usize] = k;
            self.preorder.push(v);
            self.parent.push(p);
            let ch = children(v);
            self.stack.extend(ch.iter().rev().map(|&c| (c.0, k)));
        }
        let n = self.preorder.len();
        self.rev_head.clear();
        self.rev_head.extend(self.preorder.iter().map(|&v| head_by_node[v as usize]));
        drop(head_by_node);

        self.idom_num.clear();
        self.idom_num.extend_from_slice(&self.parent);
        self.semi.clear();
        self.semi.extend(0..n as u32);
        self.label.clear();
        self.label.extend(0..n as u32);

        // Step 2: semi-dominators in reverse preorder.
        for w in (1..n).rev() {
            let mut s = self.parent[w];
            let mut e = self.rev_head[w];
            while e != 0 {
                let (v, next) = self.rev[e as usize - 1];
                e = next;
                let sv = self.eval(v, w as u32 + 1);
                s = s.min(sv);
            }
            self.semi[w] = s;
            self.label[w] = s;
        }

        // Step 3: idom(w) = NCA(parent(w), sdom(w)).
        for w in 1..n {
            let mut d = self.idom_num[w];
            while d > self.semi[w] {
                d = self.idom_num[d as usize];
            }
            self.idom_num[w] = d;
        }
    }

    /// LLVM's `eval`: for a predecessor `v` of the vertex being processed, the minimum `semi`
    /// of the forest path from `v` up to (excluding) the root of its virtual tree, or `v`
    /// itself when `v` is not yet linked. `last_linked` is the smallest processed number.
    fn eval(&mut self, v: u32, last_linked: u32) -> u32 {
        if self.parent[v as usize] == NONE || self.parent[v as usize] < last_linked {
            return self.label[v as usize];
        }
        debug_assert!(self.eval_stack.is_empty());
        let mut x = v;
        loop {
            self.eval_stack.push(x);
            x = self.parent[x as usize];
            if self.parent[x as usize] == NONE || self.parent[x as usize] < last_linked {
                break;
            }
        }
        // Path compression: point every stacked vertex at the root's parent and fold labels.
        let mut p = x;
        let mut p_label = self.label[p as usize];
        while let Some(y) = self.eval_stack.pop() {
            self.parent[y as usize] = self.parent[p as usize];
            let y_label = self.label[y as usize];
            if p_label < y_label {
                self.label[y as usize] = p_label;
            } else {
                p_label = y_label;
            }
            p = y;
        }
        self.label[p as usize]
    }

    /// The immediate dominator (node id) of `node`, `NONE` for the root and unvisited nodes.
    pub fn idom_of(&self, node: u32) -> u32 {
        let k = self.num[node as usize];
        if k == NONE || k == 0 {
            NONE
        } else {
            self.preorder[self.idom_num[k as usize] as usize]
        }
    }
}

/// A rooted tree over `num_nodes` node ids with children ordered as LLVM attaches them (by the
/// DFS preorder of the construction), plus levels and DFS in/out numbers.
///
/// Shared by [`DominatorTree`] and [`crate::post_dominators::PostDominatorTree`]. Nodes not
/// in the tree have `parent = NONE` and `level = NONE`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tree {
    pub(crate) root: u32,
    pub(crate) parent: Vec<u32>,
    pub(crate) child_offsets: Vec<u32>,
    pub(crate) children: Vec<u32>,
    pub(crate) level: Vec<u32>,
    pub(crate) dfs_in: Vec<u32>,
    pub(crate) dfs_out: Vec<u32>,
}

impl Tree {
    /// Builds the tree from `parent` links, attaching children in the order of `order` (every
    /// tree node once, parents before children), and numbers it. `O(n)`.
    pub(crate) fn build(root: u32, parent: Vec<u32>, order: &[u32]) -> Tree {
        let n = parent.len();
        let mut child_offsets = vec![0u32; n + 1];
        for &v in order {
            if parent[v as usize] != NONE {
                child_offsets[parent[v as usize] as usize + 1] += 1;
            }
        }
        for i in 0..n {
            child_offsets[i + 1] += child_offsets[i];
        }
        let mut fill = child_offsets.clone();
        let mut children = vec![0u32; child_offsets[n] as usize];
        let mut level = vec![NONE; n];
        for &v in order {
            let p = parent[v as usize];
            if p == NONE {
                level[v as usize] = 0;
            } else {
                children[fill[p as usize] as usize] = v;
                fill[p as usize] += 1;
                debug_assert!(level[p as usize] != NONE, "node {v}: parent {p} attached after its child");
                level[v as usize] = level[p as usize] + 1;
            }
        }
        let mut t = Tree { root, parent, child_offsets, children, level, dfs_in: vec![NONE; n], dfs_out: vec![NONE; n] };
        t.number();
        t
    }

    /// LLVM's `updateDFSNumbers`: one counter shared by in and out numbers, root in = 0.
    fn number(&mut self) {
        if self.root == NONE {
            return;
        }
        let mut counter = 0u32;
        let mut stack: Vec<(u32, u32)> = vec![(self.root, 0)];
        self.dfs_in[self.root as usize] = counter;
        counter += 1;
        while let Some(&mut (v, ref mut i)) = stack.last_mut() {
            let ch = &self.children[self.child_offsets[v as usize] as usize..self.child_offsets[v as usize + 1] as usize];
            if (*i as usize) < ch.len() {
                let c = ch[*i as usize];
                *i += 1;
                self.dfs_in[c as usize] = counter;
                counter += 1;
                stack.push((c, 0));
            } else {
                self.dfs_out[v as usize] = counter;
                counter += 1;
                stack.pop();
            }
        }
    }

    /// The children of node `v`, in LLVM's attach order.
    pub(crate) fn children_of(&self, v: u32) -> &[u32] {
        &self.children[self.child_offsets[v as usize] as usize..self.child_offsets[v as usize + 1] as usize]
    }

    /// Whether `a` is an ancestor of `b` or equal (both in the tree). `O(1)`.
    pub(crate) fn is_ancestor(&self, a: u32, b: u32) -> bool {
        self.dfs_in[a as usize] <= self.dfs_in[b as usize] && self.dfs_out[b as usize] <= self.dfs_out[a as usize]
    }

    pub(crate) fn contains(&self, v: u32) -> bool {
        self.level[v as usize] != NONE
    }
}

/// The dominator tree of a [`Cfg`].
///
/// Built by [`DominatorTree::compute`] in `O(m log n)`. Holds, per block: idom, children (in
/// LLVM's order), level (entry = 0) and DFS in/out numbers of the tree (LLVM's
/// `updateDFSNumbers`, one counter, entry in = 0). Blocks unreachable from the entry are not
/// in the tree, as in LLVM's dump.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DominatorTree {
    tree: Tree,
    /// Reachable blocks in CFG DFS preorder (the first successor visited first).
    preorder: Vec<Block>,
}

impl DominatorTree {
    /// The underlying tree (for printers).
    pub(crate) fn tree(&self) -> &Tree {
        &self.tree
    }

    /// Computes the dominator tree of `cfg` by Semi-NCA. `O(m log n)` time, `O(n + m)` space.
    pub fn compute(cfg: &Cfg) -> DominatorTree {
        Self::compute_with(cfg, &mut SemiNca::default())
    }

    /// Like [`DominatorTree::compute`] reusing `scratch` buffers (for benchmarks and for
    /// recomputing on every keystroke).
    pub(crate) fn compute_with(cfg: &Cfg, s: &mut SemiNca) -> DominatorTree {
        let n = cfg.num_blocks();
        s.run(n, 0, |v| cfg.succs(Block(v)));
        let mut parent = vec![NONE; n];
        for &v in &s.preorder[1..] {
            parent[v as usize] = s.idom_of(v);
        }
        let tree = Tree::build(0, parent, &s.preorder);
        DominatorTree { tree, preorder: s.preorder.iter().map(|&v| Block(v)).collect() }
    }

    /// The entry block (the tree root).
    pub fn root(&self) -> Block {
        Block(self.tree.root)
    }

    /// The immediate dominator of `b`; `None` for the entry and for unreachable blocks.
    pub fn idom(&self, b: Block) -> Option<Block> {
        let p = self.tree.parent[b.index()];
        (p != NONE).then_some(Block(p))
    }

    /// The blocks `b` immediately dominates, in LLVM's order (CFG DFS preorder).
    pub fn children(&self, b: Block) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator + '_ {
        self.tree.children_of(b.0).iter().map(|&c| Block(c))
    }

    /// Whether `b` is reachable from the entry (is in the tree).
    pub fn is_reachable(&self, b: Block) -> bool {
        self.tree.contains(b.0)
    }

    /// Depth in the tree (entry = 0); `None` if unreachable.
    pub fn level(&self, b: Block) -> Option<u32> {
        let l = self.tree.level[b.index()];
        (l != NONE).then_some(l)
    }

    /// DFS `(in, out)` numbers of `b` in the tree (LLVM's `DFSNumIn`/`DFSNumOut`); `None` if
    /// unreachable.
    pub fn dfs_numbers(&self, b: Block) -> Option<(u32, u32)> {
        self.is_reachable(b).then(|| (self.tree.dfs_in[b.index()], self.tree.dfs_out[b.index()]))
    }

    /// Whether `a` dominates `b`, with LLVM's conventions: every block dominates itself; an
    /// unreachable `b` is dominated by everything; an unreachable `a` dominates nothing else.
    /// `O(1)` from the DFS numbers (chapter §4.3.2).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        self.is_reachable(a) && self.tree.is_ancestor(a.0, b.0)
    }

    /// Whether `a` strictly dominates `b` (`a ≠ b` and `a` dominates `b`).
    pub fn strictly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The nearest common dominator of two reachable blocks (`None` if either is unreachable).
    /// `O(depth)`.
    pub fn nearest_common_dominator(&self, a: Block, b: Block) -> Option<Block> {
        let (mut a, b) = (a.0, b.0);
        if !self.tree.contains(a) || !self.tree.contains(b) {
            return None;
        }
        while !self.tree.is_ancestor(a, b) {
            a = self.tree.parent[a as usize];
        }
        Some(Block(a))
    }

    /// Reachable blocks in the CFG's DFS preorder (first successor first).
    pub fn preorder(&self) -> &[Block] {
        &self.preorder
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::from_edges;

    fn idoms(cfg: &Cfg) -> Vec<Option<u32>> {
        let dt = DominatorTree::compute(cfg);
        cfg.blocks().map(|b| dt.idom(b).map(|d| d.0)).collect()
    }

    #[test]
    fn diamond() {
        let cfg = from_edges(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert_eq!(idoms(&cfg), vec![None, Some(0), Some(0), Some(0)]);
    }

    /// Figure 4-2 of the dominance chapter: `1->2,5 2->3,4 3->6 4->6 5->7 6->7` (renumbered
    /// from 0: 1→0, …, 7→6).
    #[test]
    fn chapter_figure_4_2() {
        let cfg = from_edges(7, &[(0, 1), (0, 4), (1, 2), (1, 3), (2, 5), (3, 5), (4, 6), (5, 6)]);
        assert_eq!(idoms(&cfg), vec![None, Some(0), Some(1), Some(1), Some(0), Some(1), Some(0)]);
        let dt = DominatorTree::compute(&cfg);
        assert!(dt.dominates(Block(1), Block(5)));
        assert!(!dt.dominates(Block(1), Block(6)));
        assert_eq!(dt.level(Block(5)), Some(2));
    }

    /// Figure 4-6, rebuilt from the chapter's text: DFS preorder 0 1 2 3 4 5, sdom/idom of
    /// 0, 1, 2, 3, 5 are 0, 0, 1, 0, 0; sdom(4) = 1 but idom(4) = 0 (0→5→3→4 avoids 1).
    #[test]
    fn chapter_figure_4_6() {
        let cfg = from_edges(6, &[(0, 1), (0, 5), (1, 2), (1, 4), (2, 3), (3, 4), (5, 3)]);
        assert_eq!(idoms(&cfg), vec![None, Some(0), Some(1), Some(0), Some(0), Some(0)]);
        assert_eq!(DominatorTree::compute(&cfg).preorder(), &[Block(0), Block(1), Block(2), Block(3), Block(4), Block(5)]);
    }

    #[test]
    fn unreachable_blocks_are_not_in_the_tree() {
        let cfg = from_edges(3, &[(0, 1), (2, 1)]);
        let dt = DominatorTree::compute(&cfg);
        assert!(!dt.is_reachable(Block(2)));
        assert_eq!(dt.idom(Block(1)), Some(Block(0)));
        assert!(dt.dominates(Block(1), Block(2)), "unreachable blocks are dominated by anything");
        assert!(!dt.dominates(Block(2), Block(1)));
    }

    #[test]
    fn deep_linear_graph_does_not_overflow_the_stack() {
        let n = 200_000u32;
        let edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        let cfg = from_edges(n as usize, &edges);
        let dt = DominatorTree::compute(&cfg);
        assert_eq!(dt.idom(Block(n - 1)), Some(Block(n - 2)));
        assert_eq!(dt.level(Block(n - 1)), Some(n - 1));
    }

    #[test]
    fn dfs_numbers_share_one_counter() {
        // a -> b, c; b -> d  (tree: a{b{d}, c})
        let cfg = from_edges(4, &[(0, 1), (0, 2), (1, 3)]);
        let dt = DominatorTree::compute(&cfg);
        assert_eq!(dt.dfs_numbers(Block(0)), Some((0, 7)));
        assert_eq!(dt.dfs_numbers(Block(1)), Some((1, 4)));
        assert_eq!(dt.dfs_numbers(Block(3)), Some((2, 3)));
        assert_eq!(dt.dfs_numbers(Block(2)), Some((5, 6)));
    }
}
