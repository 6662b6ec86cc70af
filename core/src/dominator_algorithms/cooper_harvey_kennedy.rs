//! Dominators by Cooper–Harvey–Kennedy: iterative data flow on idoms with a two-finger
//! `intersect`.
//!
//! K. D. Cooper, T. J. Harvey, K. Kennedy, *A Simple, Fast Dominance Algorithm*, Software
//! Practice & Experience 4:1–10, 2001 (Rice University TR-06-33870), figure 3. The chapter
//! (§4.3.1) describes the idea as the data-flow equations rewritten over `IDom` chains,
//! `Dom(v) = {v} ∪ {IDom(v), IDom(IDom(v)), …}`, so the `Dom` sets need not be stored: a
//! block's idom is the nearest common ancestor, in the idom tree built so far, of its
//! processed predecessors.
//!
//! ```text
//! for all b: idom(b) = undefined;  idom(entry) = entry
//! while changed:
//!     for b in reverse post-order, b ≠ entry:
//!         new = the first predecessor p of b with idom(p) defined
//!         for every other predecessor p with idom(p) defined: new = intersect(p, new)
//!         if idom(b) ≠ new: idom(b) = new; changed
//! intersect(f1, f2): while f1 ≠ f2:
//!     while rpo(f1) > rpo(f2): f1 = idom(f1)
//!     while rpo(f2) > rpo(f1): f2 = idom(f2)
//! ```
//!
//! (The paper compares post-order numbers, `<`; this module uses reverse-post-order numbers of
//! the shared DFS, so the finger with the *larger* `rpo` climbs.) While iterating the entry is
//! its own idom; the result reports `None` for it, as every algorithm here does.
//!
//! Cost: each round is `O(m·n)` in the worst case (each `intersect` walks at most `n` links), at
//! most `n` rounds: `O(m·n²)` time, `O(m + n)` space — the chapter's figures. On CFGs one round
//! plus one confirming round is usual; the paper measured it faster than Lengauer–Tarjan below
//! about 30 000 blocks.
//!
//! Trace: [`Phase::Rpo`] per block, then per round a [`Phase::Round`] step, an
//! [`Phase::Intersect`] step per `intersect` call (the blocks each finger walks) and a
//! [`Phase::Transfer`] step per block (its idom, new or unchanged), a final [`Phase::Round`]
//! step for the fixed point and [`Phase::Done`]. Table columns: `rpo`, `idom`.

use super::data_flow::dedup;
use super::trace::{list_text, nm, Recorder};
use super::{Algorithm, Column, DepthFirst, Phase, Step, Trace, Value, NONE};
use crate::cfg::{Block, Cfg};
use std::fmt::Write as _;

/// Immediate dominators of `cfg` by Cooper–Harvey–Kennedy, recording into `trace` if given.
///
/// Returns `idom` per block (`None` for the entry and for blocks unreachable from it).
/// `O(m·n²)` worst-case time, `O(m + n)` space; never fails.
pub fn idoms(cfg: &Cfg, trace: Option<&mut Trace>) -> Vec<Option<Block>> {
    let mut rec = Recorder::start(trace, Algorithm::CooperHarveyKennedy, cfg);
    let n = cfg.num_blocks();
    let dfs = DepthFirst::compute(cfg);
    super::record_postorder(&dfs, cfg, &mut rec);
    let entry = cfg.entry();
    let order: Vec<Block> = dfs.reverse_postorder().collect();
    let rpo: Vec<u32> = cfg.blocks().map(|b| dfs.rpo(b).unwrap_or(NONE)).collect();
    // idom[b] as a block index; NONE = undefined (not processed yet, or unreachable).
    let mut idom = vec![NONE; n];
    idom[entry.index()] = entry.0;

    let mut walk: Vec<(bool, Block)> = Vec::new();
    let mut round = 0usize;
    let mut changed = true;
    while changed {
        changed = false;
        round += 1;
        rec.record(|| {
            Step::new(
                Phase::Round,
                format!(
                    "Round {round}: for each block B ≠ {e} in reverse post-order, intersect the idoms of its processed predecessors (idom({e}) = {e} while iterating).",
                    e = nm(cfg, entry)
                ),
            )
        });
        for &b in &order[1..] {
            let mut new = NONE;
            let mut first = None;
            let mut others: Vec<Block> = Vec::new();
            let mut skipped: Vec<Block> = Vec::new();
            for &p in cfg.preds(b) {
                if idom[p.index()] == NONE {
                    if rec.on() && dfs.is_reachable(p) {
                        skipped.push(p);
                    }
                    continue;
                }
                if new == NONE {
                    new = p.0;
                    first = Some(p);
                    continue;
                }
                if rec.on() {
                    if others.contains(&p) || first == Some(p) {
                        // A parallel edge: the same intersect again, nothing to show.
                        new = intersect(&idom, &rpo, p.0, new, None);
                        continue;
                    }
                    others.push(p);
                    walk.clear();
                    let before = new;
                    new = intersect(&idom, &rpo, p.0, new, Some(&mut walk));
                    rec.record(|| intersect_step(cfg, &rpo, b, p, Block(before), Block(new), &walk));
                } else {
                    new = intersect(&idom, &rpo, p.0, new, None);
                }
            }
            // A reachable non-entry block has a processed predecessor: its DFS parent, which
            // comes earlier in reverse post-order.
            let did_change = new != NONE && idom[b.index()] != new;
            if did_change {
                idom[b.index()] = new;
                changed = true;
            }
            if idom[b.index()] == NONE {
                continue;
            }
            rec.record(|| {
                let b_ = nm(cfg, b);
                let d = Block(idom[b.index()]);
                let mut msg = if did_change { format!("idom({b_}) = {} (new)", nm(cfg, d)) } else { format!("idom({b_}) stays {}", nm(cfg, d)) };
                match first {
                    Some(f) if others.is_empty() => {
                        let _ = write!(msg, ": its only processed predecessor is {}", nm(cfg, f));
                    }
                    Some(f) => {
                        let _ = write!(msg, ": its first processed predecessor {} intersected with {}", nm(cfg, f), list_text(cfg, others.iter().copied()));
                    }
                    None => {}
                }
                let skipped = dedup(skipped.iter().copied());
                if !skipped.is_empty() {
                    let _ = write!(msg, "; not processed yet, skipped: {}", list_text(cfg, skipped.iter().copied()));
                }
                msg.push('.');
                let mut s = Step::new(Phase::Transfer, msg).blocks([b, d]).edges(first.into_iter().chain(others.iter().copied()).map(|p| (p, b)));
                if did_change {
                    s = s.change(b, Column::Idom, Value::Block(d));
                }
                s
            });
        }
        if !changed {
            rec.record(|| Step::new(Phase::Round, format!("Round {round} changed no idom: the fixed point, these are the immediate dominators.")));
        }
    }

    let result: Vec<Option<Block>> = (0..n).map(|i| (i != entry.index() && idom[i] != NONE).then_some(Block(idom[i]))).collect();
    rec.finish(cfg, &result, || super::trace::done_summary(cfg, &result));
    result
}

/// The paper's two-finger `intersect` over `rpo` numbers: climbs idom links from `f1` and `f2`
/// until they meet. If `walk` is given, appends each move `(is_first_finger, new position)`.
/// Both fingers must be processed (defined idom chains ending at the entry, whose idom is
/// itself); the walk stops after `2n` moves in any case.
fn intersect(idom: &[u32], rpo: &[u32], mut f1: u32, mut f2: u32, mut walk: Option<&mut Vec<(bool, Block)>>) -> u32 {
    let mut budget = 2 * idom.len() + 2;
    let step = |f: u32| -> u32 { idom.get(f as usize).copied().filter(|&d| d != NONE).unwrap_or(f) };
    while f1 != f2 && budget > 0 {
        while rpo[f1 as usize] > rpo[f2 as usize] && budget > 0 {
            f1 = step(f1);
            budget -= 1;
            if let Some(w) = walk.as_deref_mut() {
                w.push((true, Block(f1)));
            }
        }
        while rpo[f2 as usize] > rpo[f1 as usize] && budget > 0 {
            f2 = step(f2);
            budget -= 1;
            if let Some(w) = walk.as_deref_mut() {
                w.push((false, Block(f2)));
            }
        }
    }
    f1
}

/// The [`Phase::Intersect`] step: `intersect(p, before) = met` for block `b`.
fn intersect_step(cfg: &Cfg, rpo: &[u32], b: Block, p: Block, before: Block, met: Block, walk: &[(bool, Block)]) -> Step {
    let r = |x: Block| rpo[x.index()];
    let mut msg = format!("intersect({}, {}) = {} for {}: ", nm(cfg, p), nm(cfg, before), nm(cfg, met), nm(cfg, b));
    if walk.is_empty() {
        msg.push_str("both fingers start on the same block.");
    } else {
        msg.push_str("the finger with the larger rpo climbs to its idom until the fingers meet: ");
        // Runs of consecutive moves of one finger.
        let mut runs: Vec<String> = Vec::new();
        let (mut pos1, mut pos2) = (p, before);
        let mut i = 0;
        while i < walk.len() {
            let which = walk[i].0;
            let start = if which { pos1 } else { pos2 };
            let mut run = format!("{} (rpo {})", nm(cfg, start), r(start));
            while i < walk.len() && walk[i].0 == which {
                let x = walk[i].1;
                let _ = write!(run, " → {} (rpo {})", nm(cfg, x), r(x));
                if which {
                    pos1 = x;
                } else {
                    pos2 = x;
                }
                i += 1;
            }
            runs.push(run);
        }
        msg.push_str(&runs.join(", then "));
        msg.push('.');
    }
    let mut blocks = vec![b, p, before];
    blocks.extend(walk.iter().map(|&(_, x)| x));
    Step::new(Phase::Intersect, msg).blocks(dedup(blocks.into_iter())).edges([(p, b)])
}
