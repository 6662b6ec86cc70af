//! Dominators by iterative data flow on `Dom` sets.
//!
//! The chapter's §4.3.1 ("数据流分析法"), after F. E. Allen and J. Cocke, *A Program Data Flow
//! Analysis Procedure*, CACM 19(3), 1976 / the 1972 *Graph-theoretic constructs for program
//! control flow analysis*, as taught in Aho, Lam, Sethi, Ullman, *Compilers: Principles,
//! Techniques, and Tools* (2nd ed.), §9.6.1. A forward data-flow problem over sets of blocks:
//!
//! ```text
//! OUT[entry] = {entry}
//! IN[B]      = ⋂ OUT[P]   over the predecessors P of B     (B ≠ entry)
//! OUT[B]     = IN[B] ∪ {B}                                  (B ≠ entry)
//! ```
//!
//! `OUT[B]` is `Dom(B)`. Starting from `Dom(B) = all blocks` (the top of the lattice), rounds
//! over the reachable blocks in reverse post-order recompute every set until a round changes
//! none (the greatest fixed point; the equations are monotone). Predecessors unreachable from
//! the entry are ignored, as are unreachable blocks. The idom of `B` is then the strict
//! dominator of `B` with the largest `Dom` set (every other strict dominator dominates it).
//!
//! Cost: a round intersects `m` sets of `n` bits, at most `n − 1` rounds: `O(m·n²)` time
//! (`/64` with the bit sets used here), `O(n²)` bits of space — the chapter's figures. In
//! reverse post-order the rounds needed are the loop-connectedness plus 2 (Kam & Ullman 1976),
//! 2 or 3 on most CFGs.
//!
//! Trace: [`Phase::Rpo`] per block (the numbering), [`Phase::Init`], then per round a
//! [`Phase::Round`] step and a [`Phase::Transfer`] step per block (its new `Dom` set, changed
//! or not), a final [`Phase::Round`] step announcing the fixed point, [`Phase::Idom`] per
//! block and [`Phase::Done`]. Table columns: `rpo`, `Dom`, `idom`.

use super::trace::{list_text, nm, set_text, Recorder};
use super::{Algorithm, Column, DepthFirst, Phase, Step, Trace, Value};
use crate::cfg::{Block, Cfg};

/// A fixed-size bit set over block indices.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Bits(Vec<u64>);

impl Bits {
    fn empty(len: usize) -> Bits {
        Bits(vec![0; len.div_ceil(64)])
    }
    fn insert(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    fn intersect_with(&mut self, o: &Bits) {
        self.0.iter_mut().zip(&o.0).for_each(|(a, b)| *a &= b);
    }
    fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &w)| (0..64).filter(move |i| w >> i & 1 == 1).map(move |i| k * 64 + i))
    }
}

/// Immediate dominators of `cfg` by iterative data flow on `Dom` sets, recording into `trace`
/// if given.
///
/// Returns `idom` per block (`None` for the entry and for blocks unreachable from it).
/// `O(m·n²/64)` time, `O(n²/64)` words of space; never fails.
pub fn idoms(cfg: &Cfg, trace: Option<&mut Trace>) -> Vec<Option<Block>> {
    let mut rec = Recorder::start(trace, Algorithm::DataFlow, cfg);
    let n = cfg.num_blocks();
    let dfs = DepthFirst::compute(cfg);
    super::record_postorder(&dfs, cfg, &mut rec);
    let entry = cfg.entry();
    let rpo: Vec<Block> = dfs.reverse_postorder().collect();

    // The universe: every reachable block. `None` stands for "all" before the first visit.
    let mut universe = Bits::empty(n);
    for &b in &rpo {
        universe.insert(b.index());
    }
    let mut dom: Vec<Bits> = vec![Bits::empty(0); n];
    for &b in &rpo {
        dom[b.index()] = universe.clone();
    }
    dom[entry.index()] = Bits::empty(n);
    dom[entry.index()].insert(entry.index());
    rec.record(|| {
        let mut s = Step::new(
            Phase::Init,
            format!(
                "Dom({e}) = {{{e}}}: only the entry dominates the entry; every other reachable block starts at Dom = all reachable blocks (the top of the lattice), and the rounds shrink the sets.",
                e = nm(cfg, entry)
            ),
        )
        .blocks([entry])
        .change(entry, Column::DomSet, Value::Blocks(vec![entry]));
        for &b in &rpo[1..] {
            s = s.change(b, Column::DomSet, Value::All);
        }
        s
    });

    let mut round = 0usize;
    let mut changed = true;
    let mut scratch = Bits::empty(n);
    while changed {
        changed = false;
        round += 1;
        rec.record(|| {
            Step::new(
                Phase::Round,
                format!(
                    "Round {round}: recompute Dom(B) = {{B}} ∪ ⋂ Dom(P) over the reachable predecessors P of each block B ≠ {} in reverse post-order.",
                    nm(cfg, entry)
                ),
            )
        });
        for &b in &rpo[1..] {
            // Every reachable non-entry block has a reachable predecessor (its DFS parent).
            let mut first = true;
            for &p in cfg.preds(b) {
                if !dfs.is_reachable(p) {
                    continue;
                }
                if first {
                    scratch.0.copy_from_slice(&dom[p.index()].0);
                    first = false;
                } else {
                    scratch.intersect_with(&dom[p.index()]);
                }
            }
            scratch.insert(b.index());
            let did_change = scratch != dom[b.index()];
            if did_change {
                dom[b.index()].0.copy_from_slice(&scratch.0);
                changed = true;
            }
            rec.record(|| transfer_step(cfg, &dfs, b, &dom, &universe, did_change));
        }
        if !changed {
            rec.record(|| {
                Step::new(Phase::Round, format!("Round {round} changed no Dom set: the sets are the fixed point, Dom(B) is the set of dominators of B."))
            });
        }
    }

    // idom(B): the strict dominator with the largest Dom set.
    let mut idom = vec![None; n];
    for &b in &rpo[1..] {
        let d = &dom[b.index()];
        let best = d.iter().filter(|&x| x != b.index()).max_by_key(|&x| dom[x].count()).map(Block::new);
        idom[b.index()] = best;
        if let Some(x) = best {
            rec.record(|| {
                let strict: Vec<Block> = d.iter().filter(|&y| y != b.index()).map(Block::new).collect();
                let (b_, x_) = (nm(cfg, b), nm(cfg, x));
                let msg = if strict.len() == 1 {
                    format!("idom({b_}) = {x_}: {x_} is the only strict dominator of {b_} (Dom({b_}) minus {b_}).")
                } else {
                    format!(
                        "idom({b_}) = {x_}: of the strict dominators {} of {b_}, {x_} has the largest Dom set ({} blocks), so all the others dominate it.",
                        set_text(cfg, strict.iter().copied()),
                        dom[x.index()].count()
                    )
                };
                Step::new(Phase::Idom, msg).blocks([b, x]).change(b, Column::Idom, Value::Block(x))
            });
        }
    }
    rec.finish(cfg, &idom, || super::trace::done_summary(cfg, &idom));
    idom
}

/// The [`Phase::Transfer`] step of block `b` after its set was recomputed.
fn transfer_step(cfg: &Cfg, dfs: &DepthFirst, b: Block, dom: &[Bits], universe: &Bits, changed: bool) -> Step {
    let reach_preds: Vec<Block> = dedup(cfg.preds(b).iter().copied().filter(|&p| dfs.is_reachable(p)));
    let unreachable: Vec<Block> = dedup(cfg.preds(b).iter().copied().filter(|&p| !dfs.is_reachable(p)));
    let new: Vec<Block> = dom[b.index()].iter().map(Block::new).collect();
    let show = |p: Block| -> String {
        if dom[p.index()] == *universe && p != cfg.entry() {
            format!("Dom({}) = all", nm(cfg, p))
        } else {
            format!("Dom({})", nm(cfg, p))
        }
    };
    let meet =
        if reach_preds.len() == 1 { show(reach_preds[0]) } else { format!("({})", reach_preds.iter().map(|&p| show(p)).collect::<Vec<_>>().join(" ∩ ")) };
    let mut msg =
        format!("Dom({b_}) = {{{b_}}} ∪ {meet} = {}: {}", set_text(cfg, new.iter().copied()), if changed { "changed" } else { "unchanged" }, b_ = nm(cfg, b));
    if !unreachable.is_empty() {
        msg.push_str(&format!(" (unreachable predecessors ignored: {})", list_text(cfg, unreachable.iter().copied())));
    }
    msg.push('.');
    let mut s = Step::new(Phase::Transfer, msg).blocks([b]).blocks(reach_preds.iter().copied()).edges(reach_preds.iter().map(|&p| (p, b)));
    if changed {
        s = s.change(b, Column::DomSet, Value::Blocks(new));
    }
    s
}

/// The blocks of `it` without repeats, in first-occurrence order (predecessor lists repeat a
/// block once per parallel edge).
pub(crate) fn dedup(it: impl Iterator<Item = Block>) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    for b in it {
        if !out.contains(&b) {
            out.push(b);
        }
    }
    out
}
