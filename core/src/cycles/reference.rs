//! Slow, definition-based cycle hierarchy, for property tests of [`super::CycleInfo`].
//!
//! Straight from `llvm/docs/CycleTerminology.rst`: the top-level cycles are the strongly
//! connected components (with at least one internal edge) of the blocks reachable from the
//! entry; the header of a cycle is its block visited first by the DFS; the child cycles of `C`
//! with header `H` are the cycles of the subgraph induced on `C − H`; the entries of `C` are its
//! blocks with a reachable predecessor outside `C`. The DFS is a literal emulation of LLVM's
//! `GenericCycleInfoCompute::dfs` (push every successor, pop the last pushed, with the
//! `DFSTreeStack` of open blocks).
//!
//! `O(n · (n + m))` per nesting level: only for graphs of up to a few hundred blocks.

use super::{succ_at, HierarchyKey};
use crate::cfg::{Block, Cfg};
use crate::cfg::NONE;

/// LLVM's DFS, emulated literally: returns `(preorder, start, end)` with 1-based `start`
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

/// A literal port of LLVM 22's `GenericCycleInfoCompute::run` and `GenericCycleInfo::print`
/// (explicit block and entry vectors per cycle, re-scanning child entries, the `BlockMap`
/// / top-level map with the swap-remove of `moveTopLevelCycleToNewParent`), returning the
/// text `print<cycles>` writes without the `CycleInfo for function:` line. Block names are
/// [`super::print::raw_name`]. Quadratic on deep irreducible nests, like LLVM; for checking that
/// the fast algorithm reproduces LLVM's block, entry and cycle order.
pub fn llvm_literal_text(cfg: &Cfg, order: Option<&[Vec<u32>]>) -> String {
    struct C {
        entries: Vec<Block>,
        blocks: Vec<Block>,
        children: Vec<usize>,
        parent: Option<usize>,
        depth: u32,
    }
    let n = cfg.num_blocks();
    let (preorder, start, end) = llvm_dfs(cfg, order);
    let is_anc = |a: Block, b: Block| start[b.index()] != 0 && start[a.index()] <= start[b.index()] && end[b.index()] <= end[a.index()];
    let mut cs: Vec<C> = Vec::new();
    let mut block_map: Vec<Option<usize>> = vec![None; n];
    let mut top: Vec<usize> = Vec::new();
    let top_of = |cs: &Vec<C>, bm: &Vec<Option<usize>>, b: Block| {
        let mut c = bm[b.index()]?;
        while let Some(p) = cs[c].parent {
            c = p;
        }
        Some(c)
    };
    for &h in preorder.iter().rev() {
        let mut wl: Vec<Block> = cfg.preds(h).iter().rev().copied().filter(|&p| is_anc(h, p)).collect();
        if wl.is_empty() {
            continue;
        }
        let c = cs.len();
        cs.push(C { entries: vec![h], blocks: vec![h], children: Vec::new(), parent: None, depth: 0 });
        block_map[h.index()] = Some(c);
        let process = |b: Block, wl: &mut Vec<Block>| {
            let mut is_entry = false;
            for &p in cfg.preds(b).iter().rev() {
                if is_anc(h, p) {
                    wl.push(p);
                } else if start[p.index()] != 0 {
                    is_entry = true;
                }
            }
            is_entry
        };
        while let Some(b) = wl.pop() {
            if b == h {
                continue;
            }
            match top_of(&cs, &block_map, b) {
                Some(t) if t != c => {
                    let pos = top.iter().position(|&x| x == t).unwrap_or(0);
                    let last = top.len() - 1;
                    top.swap(pos, last);
                    top.pop();
                    cs[t].parent = Some(c);
                    cs[c].children.push(t);
                    let moved = cs[t].blocks.clone();
                    cs[c].blocks.extend(moved);
                    for e in cs[t].entries.clone() {
                        if process(e, &mut wl) {
                            cs[c].entries.push(e);
                        }
                    }
                }
                Some(_) => {}
                None => {
                    block_map[b.index()] = Some(c);
                    cs[c].blocks.push(b);
                    if process(b, &mut wl) {
                        cs[c].entries.push(b);
                    }
                }
            }
        }
        top.push(c);
    }
    let mut out = String::new();
    for &t in &top {
        let mut st = vec![t];
        while let Some(c) = st.pop() {
            cs[c].depth = cs[c].parent.map_or(1, |p| cs[p].depth + 1);
            for _ in 0..cs[c].depth {
                out.push_str("    ");
            }
            out.push_str(&format!("depth={}: entries(", cs[c].depth));
            let names: Vec<String> = cs[c].entries.iter().map(|&e| super::print::raw_name(cfg, e).into_owned()).collect();
            out.push_str(&names.join(" "));
            out.push(')');
            for &b in &cs[c].blocks {
                if !cs[c].entries.contains(&b) {
                    out.push(' ');
                    out.push_str(&super::print::raw_name(cfg, b));
                }
            }
            out.push('\n');
            st.extend(cs[c].children.iter().rev());
        }
    }
    out
}
