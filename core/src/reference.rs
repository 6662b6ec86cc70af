//! Slow, obviously correct references for the fast analyses, used by property tests.
//!
//! Dominators by the set-based data-flow equations of the dominance chapter (seed `004_…`,
//! §4.3.1, "数据流分析法"): `Dom(entry) = {entry}`,
//! `Dom(b) = {b} ∪ ⋂_{p ∈ preds(b), p reachable} Dom(p)`, iterated to the greatest fixed point
//! from `Dom(b) = all blocks`. The idom is the strict dominator with the largest dominator set.
//! Post-dominators are the same equations on the reversed CFG with a virtual exit that has an
//! edge from each given root. `O(n² · m / 64)` time, `O(n² / 64)` words of memory: only for
//! small graphs.

use crate::cfg::{Block, Cfg};

/// A fixed-size bit set over `0..len`.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Bits(Vec<u64>);

impl Bits {
    fn full(len: usize) -> Bits {
        let mut v = vec![!0u64; len.div_ceil(64)];
        if !len.is_multiple_of(64) {
            *v.last_mut().unwrap() = (1u64 << (len % 64)) - 1;
        }
        Bits(v)
    }
    fn empty(len: usize) -> Bits {
        Bits(vec![0; len.div_ceil(64)])
    }
    fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    fn get(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 == 1
    }
    fn and(&mut self, o: &Bits) {
        self.0.iter_mut().zip(&o.0).for_each(|(a, b)| *a &= b);
    }
    fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
}

/// Solves the dominator equations on a graph given as `preds` lists with one `start` node;
/// returns each node's idom (`None` for the start and for nodes not reachable from it).
fn solve(num: usize, start: usize, preds: &dyn Fn(usize) -> Vec<usize>, succs: &dyn Fn(usize) -> Vec<usize>) -> Vec<Option<usize>> {
    // Reachability first: unreachable nodes take no part.
    let mut reach = vec![false; num];
    let mut stack = vec![start];
    while let Some(v) = stack.pop() {
        if !std::mem::replace(&mut reach[v], true) {
            stack.extend(succs(v));
        }
    }
    let mut dom: Vec<Bits> = (0..num).map(|_| Bits::full(num)).collect();
    dom[start] = Bits::empty(num);
    dom[start].set(start);
    let mut changed = true;
    while changed {
        changed = false;
        for b in 0..num {
            if b == start || !reach[b] {
                continue;
            }
            let mut d = Bits::full(num);
            for p in preds(b) {
                if reach[p] {
                    d.and(&dom[p]);
                }
            }
            d.set(b);
            if d != dom[b] {
                dom[b] = d;
                changed = true;
            }
        }
    }
    (0..num)
        .map(|b| {
            if b == start || !reach[b] {
                return None;
            }
            // The strict dominator with the most dominators is the closest one.
            (0..num).filter(|&d| d != b && dom[b].get(d)).max_by_key(|&d| dom[d].count())
        })
        .collect()
}

/// Immediate dominators by set-based data flow: `result[b]` is `idom(b)`, `None` for the entry
/// and unreachable blocks.
pub fn idoms(cfg: &Cfg) -> Vec<Option<Block>> {
    let n = cfg.num_blocks();
    let preds = |b: usize| cfg.preds(Block::new(b)).iter().map(|p| p.index()).collect();
    let succs = |b: usize| cfg.succs(Block::new(b)).iter().map(|s| s.index()).collect();
    solve(n, 0, &preds, &succs).into_iter().map(|d| d.map(Block::new)).collect()
}

/// Immediate post-dominators by set-based data flow on the reversed CFG, with a virtual exit
/// joined to every block of `roots`: `result[b]` is `ipdom(b)`, `None` when it is the virtual
/// exit (or when `b` reaches no root).
pub fn ipdoms(cfg: &Cfg, roots: &[Block]) -> Vec<Option<Block>> {
    let n = cfg.num_blocks();
    let exit = n;
    // Reversed graph: node b's successors are its CFG predecessors; the exit's are the roots.
    let succs = |v: usize| -> Vec<usize> {
        if v == exit {
            roots.iter().map(|r| r.index()).collect()
        } else {
            cfg.preds(Block::new(v)).iter().map(|p| p.index()).collect()
        }
    };
    let preds = |v: usize| -> Vec<usize> {
        if v == exit {
            return Vec::new();
        }
        let mut p: Vec<usize> = cfg.succs(Block::new(v)).iter().map(|s| s.index()).collect();
        if roots.contains(&Block::new(v)) {
            p.push(exit);
        }
        p
    };
    solve(n + 1, exit, &preds, &succs).into_iter().take(n).map(|d| d.filter(|&d| d != exit).map(Block::new)).collect()
}

/// Blocks reachable from `from` by following successors (including `from`).
pub fn reachable_from(cfg: &Cfg, from: Block) -> Vec<bool> {
    let mut seen = vec![false; cfg.num_blocks()];
    let mut stack = vec![from];
    while let Some(v) = stack.pop() {
        if !std::mem::replace(&mut seen[v.index()], true) {
            stack.extend_from_slice(cfg.succs(v));
        }
    }
    seen
}
