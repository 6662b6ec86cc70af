//! Slow, definition-based cycle hierarchy, for property tests of [`super::CycleInfo`].
//!
//! Straight from `llvm/docs/CycleTerminology.rst`: the top-level cycles are the strongly
//! connected components (with at least one internal edge) of the blocks reachable from the
//! entry; the header of a cycle is its block visited first by the DFS; the child cycles of `C`
//! with header `H` are the cycles of the subgraph induced on `C − H`; the entries of `C` are its
//! blocks with a reachable predecessor outside `C`. The DFS visits blocks in the order LLVM's
//! cycle analysis is observed to use (`shared/TOOLCHAIN.md`: push every successor, pop the last
//! pushed), written here as the plainest explicit-stack search.
//!
//! `O(n · (n + m))` per nesting level: only for graphs of up to a few hundred blocks.

use super::{succ_at, HierarchyKey};
use crate::cfg::{Block, Cfg};
use crate::cfg::NONE;

/// The DFS in LLVM's visiting order, written as plainly as possible: returns `(preorder, start, end)` with 1-based `start`
/// (`0` = unreachable) and `end` = the counter when the block was closed, as in
/// `GenericCycleInfoCompute::DFSInfo`. `order` as in [`super::CycleInfo::compute_with_order`]
/// (must be valid). `O(n + m)`.
pub fn llvm_dfs(cfg: &Cfg, order: Option<&[Vec<u32>]>) -> (Vec<Block>, Vec<u32>, Vec<u32>) {
    let n = cfg.num_blocks();
    let (mut start, mut end) = (vec![0u32; n], vec![0u32; n]);
    let mut preorder = Vec::new();
    let mut tree_stack: Vec<usize> = Vec::new();
    let mut traverse: Vec<Block> = vec![cfg.entry()];
    let mut counter = 0u32;
    while let Some(&b) = traverse.last() {
        if start[b.index()] == 0 {
            counter += 1;
            start[b.index()] = counter;
            tree_stack.push(traverse.len());
            for i in 0..cfg.succs(b).len() {
                traverse.push(succ_at(cfg, order, b, i));
            }
            preorder.push(b);
        } else {
            if tree_stack.last() == Some(&traverse.len()) {
                end[b.index()] = counter;
                tree_stack.pop();
            }
            traverse.pop();
        }
    }
    (preorder, start, end)
}

/// One cycle of the reference hierarchy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefCycle {
    /// The header (the block of the cycle first in DFS preorder).
    pub header: Block,
    /// Entries, sorted by block id.
    pub entries: Vec<Block>,
    /// Blocks (nested cycles' included), sorted by block id.
    pub blocks: Vec<Block>,
    /// Index of the parent in the returned list.
    pub parent: Option<usize>,
    /// 1 for top-level cycles.
    pub depth: u32,
}

/// The cycle hierarchy by the definition, parents before children.
pub fn cycles(cfg: &Cfg, order: Option<&[Vec<u32>]>) -> Vec<RefCycle> {
    let n = cfg.num_blocks();
    let (_, start, _) = llvm_dfs(cfg, order);
    let reachable: Vec<bool> = start.iter().map(|&s| s != 0).collect();
    let mut out: Vec<RefCycle> = Vec::new();
    // Work list of (block set, parent index).
    let top: Vec<Block> = cfg.blocks().filter(|b| reachable[b.index()]).collect();
    let mut work: Vec<(Vec<Block>, Option<usize>)> = vec![(top, None)];
    while let Some((set, parent)) = work.pop() {
        let mut inside = vec![false; n];
        for &b in &set {
            inside[b.index()] = true;
        }
        for comp in sccs(cfg, &set, &inside) {
            let nontrivial = comp.len() > 1 || cfg.succs(comp[0]).contains(&comp[0]);
            if !nontrivial {
                continue;
            }
            let mut in_c = vec![false; n];
            for &b in &comp {
                in_c[b.index()] = true;
            }
            let header = *comp.iter().min_by_key(|b| start[b.index()]).unwrap_or(&comp[0]);
            let mut entries: Vec<Block> = comp.iter().copied().filter(|&b| cfg.preds(b).iter().any(|&p| reachable[p.index()] && !in_c[p.index()])).collect();
            if !entries.contains(&header) {
                // Only the function entry can be a header without outside predecessors.
                entries.push(header);
            }
            entries.sort();
            let mut blocks = comp.clone();
            blocks.sort();
            let depth = parent.map_or(1, |p| out[p].depth + 1);
            out.push(RefCycle { header, entries, blocks, parent, depth });
            let rest: Vec<Block> = comp.into_iter().filter(|&b| b != header).collect();
            if !rest.is_empty() {
                work.push((rest, Some(out.len() - 1)));
            }
        }
    }
    out
}

/// Strongly connected components of the subgraph induced on `set`, by pairwise reachability.
fn sccs(cfg: &Cfg, set: &[Block], inside: &[bool]) -> Vec<Vec<Block>> {
    let n = cfg.num_blocks();
    let reach = |from: Block| {
        let mut seen = vec![false; n];
        let mut st = vec![from];
        seen[from.index()] = true;
        while let Some(v) = st.pop() {
            for &w in cfg.succs(v) {
                if inside[w.index()] && !seen[w.index()] {
                    seen[w.index()] = true;
                    st.push(w);
                }
            }
        }
        seen
    };
    let reaches: Vec<Vec<bool>> = set.iter().map(|&b| reach(b)).collect();
    let mut done = vec![false; set.len()];
    let mut out = Vec::new();
    for i in 0..set.len() {
        if done[i] {
            continue;
        }
        let mut comp = Vec::new();
        for j in i..set.len() {
            if !done[j] && reaches[i][set[j].index()] && reaches[j][set[i].index()] {
                done[j] = true;
                comp.push(set[j]);
            }
        }
        out.push(comp);
    }
    out
}

/// The canonical key of a reference hierarchy, comparable with [`super::CycleInfo::key`].
pub fn key(n: usize, cycles: &[RefCycle]) -> HierarchyKey {
    let mut k = vec![NONE; 2 * n];
    // Parents come before children, so the last write for a block is its innermost cycle.
    for c in cycles {
        for &b in &c.blocks {
            k[b.index()] = c.header.0;
        }
        if let Some(p) = c.parent {
            k[n + c.header.index()] = cycles[p].header.0;
        }
    }
    HierarchyKey(k)
}
