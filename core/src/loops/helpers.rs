//! Transformation helpers per loop: interchange, reversal, skewing and fission of *one* loop
//! (a `for` of the nest, named by its iterator and the statements inside it), built on the
//! current schedule and changing only the statements inside that loop.
//!
//! The depth-based helpers of [`Schedule`] ([`Schedule::reversal`], …) act on every statement
//! nested deep enough: in gemm, "reverse k" would also reverse S1's `j` loop, which sits at the
//! same depth. Here a loop is a [`LoopId`] of the model; a statement is changed only when the
//! loop encloses it (issue 21, item 4).
//!
//! Which output dimension of a statement's schedule scans a loop: in the original 2d+1
//! schedule the loop at position `p` of the statement's nest is output `2p+1`; after other
//! helpers it is the odd output whose affine form uses iterator `p` with the fewest other
//! iterators (ties: the outermost), see [`Schedule::loop_dimension`]. So "reverse i" after
//! "interchange i ↔ k" still reverses `i`, wherever it went.
//!
//! Cost: `O(S·W·D)` per helper for `S` statements, schedule width `W` and depth `D`;
//! [`helpers`] builds `O(L²)` helpers for `L` loops (capped at [`MAX_HELPERS`]).

use super::schedule::Schedule;
use super::scop::{LoopId, Scop, StmtId, Tree};
use serde::{Deserialize, Serialize};

/// Helpers offered at most by [`helpers`] (interchanges first, then reversals, skews, fissions).
pub const MAX_HELPERS: usize = 20;

/// What a helper does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HelperKind {
    /// Swap two nested loops.
    Interchange,
    /// Run one loop backwards.
    Reversal,
    /// Add the outer loop's iterator to the inner loop's time dimension.
    Skew,
    /// Split a loop's body in two loops.
    Fission,
}

/// A ready-made schedule for one loop (or a pair of nested loops).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Helper {
    /// What it does.
    pub kind: HelperKind,
    /// The button text, naming the loops and the statements inside them:
    /// `reverse k (S2)`, `interchange i ↔ k (S2)`, `fission i before part 2 (S1 | S2)`.
    pub label: String,
    /// The loops it acts on (outer first).
    pub loops: Vec<LoopId>,
    /// The statements whose schedule it changes.
    pub changes: Vec<StmtId>,
    /// The schedule it writes.
    pub schedule: Schedule,
}

impl Schedule {
    /// The output dimension of statement `s`'s schedule that scans loop `l`, or `None` when `l`
    /// does not enclose `s`. The odd output whose form uses `l`'s iterator with the fewest other
    /// iterators (ties: the outermost); `2p+1` when no output uses it (`p` the loop's position
    /// in `s`'s nest).
    pub fn loop_dimension(&self, scop: &Scop, s: StmtId, l: LoopId) -> Option<usize> {
        let p = scop.statements[s.index()]
            .loops
            .iter()
            .position(|&x| x == l)?;
        let out = &self.stmts[s.index()].out;
        let best = (1..out.len())
            .step_by(2)
            .filter(|&k| out[k].iters.get(p).is_some_and(|&c| c != 0))
            .min_by_key(|&k| (out[k].iters.iter().filter(|&&c| c != 0).count(), k));
        best.or_else(|| (2 * p + 1 < out.len()).then_some(2 * p + 1))
    }

    /// Reversal of loop `l`: negates the dimension scanning it in every statement it encloses.
    pub fn reverse_loop(&self, scop: &Scop, l: LoopId) -> Schedule {
        let mut s = self.clone();
        for k in 0..scop.statements.len() {
            if let Some(d) = self.loop_dimension(scop, StmtId(k as u32), l) {
                let st = &mut s.stmts[k];
                st.out[d] = st.out[d].scale(-1).unwrap_or_default();
            }
        }
        s
    }

    /// Interchange of loops `a` and `b`: swaps the dimensions scanning them in every statement
    /// both enclose (the others keep their schedule).
    pub fn interchange_loops(&self, scop: &Scop, a: LoopId, b: LoopId) -> Schedule {
        let mut s = self.clone();
        for k in 0..scop.statements.len() {
            let sid = StmtId(k as u32);
            if let (Some(x), Some(y)) = (
                self.loop_dimension(scop, sid, a),
                self.loop_dimension(scop, sid, b),
            ) {
                s.stmts[k].out.swap(x, y);
            }
        }
        s
    }

    /// Skewing of loop `target` by loop `source`: the dimension scanning `target` gets
    /// `factor` × the one scanning `source` added, in every statement both enclose.
    pub fn skew_loop(&self, scop: &Scop, target: LoopId, source: LoopId, factor: i64) -> Schedule {
        let mut s = self.clone();
        for k in 0..scop.statements.len() {
            let sid = StmtId(k as u32);
            if let (Some(t), Some(f)) = (
                self.loop_dimension(scop, sid, target),
                self.loop_dimension(scop, sid, source),
            ) {
                let st = &mut s.stmts[k];
                let add = st.out[f].scale(factor).unwrap_or_default();
                st.out[t] = st.out[t].add(&add).unwrap_or_default();
            }
        }
        s
    }

    /// The statements whose schedule differs between `self` and `other`.
    pub fn changed_statements(&self, other: &Schedule) -> Vec<StmtId> {
        self.stmts
            .iter()
            .zip(&other.stmts)
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .map(|(k, _)| StmtId(k as u32))
            .collect()
    }
}

/// The statements loop `l` encloses.
pub fn statements_in(scop: &Scop, l: LoopId) -> Vec<StmtId> {
    (0..scop.statements.len())
        .filter(|&k| scop.statements[k].loops.contains(&l))
        .map(|k| StmtId(k as u32))
        .collect()
}

/// The loop enclosing `l` directly, if any.
pub fn parent_loop(scop: &Scop, l: LoopId) -> Option<LoopId> {
    scop.statements.iter().find_map(|st| {
        let p = st.loops.iter().position(|&x| x == l)?;
        p.checked_sub(1).map(|q| st.loops[q])
    })
}

fn names(scop: &Scop, stmts: &[StmtId]) -> String {
    stmts
        .iter()
        .map(|s| scop.statements[s.index()].name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Children counts of every loop (for fission points), in text order.
fn loop_children(tree: &[Tree], out: &mut Vec<(LoopId, usize)>) {
    for t in tree {
        match t {
            Tree::Loop(l, body) => {
                out.push((*l, body.len()));
                loop_children(body, out);
            }
            Tree::Guard(_, body) => loop_children(body, out),
            Tree::Stmt(_) => {}
        }
    }
}

/// Ready-made schedules built on `base`, one per loop or pair of nested loops: the
/// interchange of each loop with each loop nested in it, the reversal of each loop, the skew of
/// each loop by its parent, the fission of each loop with several children (before its 2nd and
/// 3rd child). Each names its loops and the statements inside; helpers that change nothing are
/// left out; at most [`MAX_HELPERS`].
pub fn helpers(scop: &Scop, base: &Schedule) -> Vec<Helper> {
    let it = |l: LoopId| scop.loops[l.index()].iterator.as_str();
    let with_stmts = |l: LoopId| !statements_in(scop, l).is_empty();
    let loops: Vec<LoopId> = (0..scop.loops.len())
        .map(|k| LoopId(k as u32))
        .filter(|&l| with_stmts(l))
        .collect();
    let mut out = Vec::new();
    let mut push = |kind, label: String, ls: Vec<LoopId>, schedule: Schedule| {
        let changes = base.changed_statements(&schedule);
        if !changes.is_empty() {
            out.push(Helper {
                kind,
                label,
                loops: ls,
                changes,
                schedule,
            });
        }
    };
    // Interchanges: each loop with every loop nested (at any depth) inside it.
    for &a in &loops {
        for &b in &loops {
            let inner = statements_in(scop, b);
            let nested = a != b
                && inner.iter().all(|s| {
                    let ls = &scop.statements[s.index()].loops;
                    let (pa, pb) = (
                        ls.iter().position(|&x| x == a),
                        ls.iter().position(|&x| x == b),
                    );
                    matches!((pa, pb), (Some(pa), Some(pb)) if pa < pb)
                });
            if nested {
                push(
                    HelperKind::Interchange,
                    format!("interchange {} ↔ {} ({})", it(a), it(b), names(scop, &inner)),
                    vec![a, b],
                    base.interchange_loops(scop, a, b),
                );
            }
        }
    }
    for &l in &loops {
        push(
            HelperKind::Reversal,
            format!("reverse {} ({})", it(l), names(scop, &statements_in(scop, l))),
            vec![l],
            base.reverse_loop(scop, l),
        );
    }
    for &l in &loops {
        if let Some(p) = parent_loop(scop, l) {
            push(
                HelperKind::Skew,
                format!("skew {} by {} ({})", it(l), it(p), names(scop, &statements_in(scop, l))),
                vec![p, l],
                base.skew_loop(scop, l, p, 1),
            );
        }
    }
    let mut kids = Vec::new();
    loop_children(&scop.tree, &mut kids);
    for (l, c) in kids {
        for at in 1..c.min(3) {
            let sched = base.fission(scop, l, at as i64);
            // Name the two parts by the statements they hold.
            let inside = statements_in(scop, l);
            let depth = scop.loops[l.index()].depth;
            let (first, second): (Vec<StmtId>, Vec<StmtId>) = inside
                .iter()
                .partition(|s| scop.statements[s.index()].beta[depth + 1] < at as i64);
            push(
                HelperKind::Fission,
                format!(
                    "fission {} before part {} ({} | {})",
                    it(l),
                    at + 1,
                    names(scop, &first),
                    names(scop, &second)
                ),
                vec![l],
                sched,
            );
        }
    }
    out.truncate(MAX_HELPERS);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loops::scop::DEFAULT_INSTANCE_LIMIT;
    use crate::loops::LoopAnalysis;

    const GEMM: &str = include_str!("../../../web/examples/gemm.c");

    fn gemm() -> LoopAnalysis {
        LoopAnalysis::analyze(GEMM, &[], DEFAULT_INSTANCE_LIMIT).unwrap()
    }

    fn find<'a>(hs: &'a [Helper], label: &str) -> &'a Helper {
        hs.iter().find(|h| h.label == label).unwrap_or_else(|| {
            let all: Vec<&str> = hs.iter().map(|h| h.label.as_str()).collect();
            panic!("no helper `{label}` in {all:?}")
        })
    }

    /// gemm: `reverse k` reverses S2's `k` only; `interchange i ↔ k` swaps S2's `i` and `k`
    /// only (the depth-based helpers also touched S1's `j`).
    #[test]
    fn gemm_helpers_act_on_one_loop() {
        let a = gemm();
        let o = Schedule::original(&a.scop);
        let hs = helpers(&a.scop, &o);
        let isl = |h: &Helper| h.schedule.to_isl(&a.scop);
        let s1 = "S1[i, j] -> [0, i, 0, j, 0]";
        let k = find(&hs, "reverse k (S2)");
        assert_eq!(isl(k), format!("{s1}; S2[i, k, j] -> [0, i, 1, -k, 0, j, 0]"));
        assert_eq!(k.changes, vec![StmtId(1)]);
        let ik = find(&hs, "interchange i ↔ k (S2)");
        assert_eq!(isl(ik), format!("{s1}; S2[i, k, j] -> [0, k, 1, i, 0, j, 0]"));
        assert_eq!(ik.changes, vec![StmtId(1)]);
        // The two `j` loops are two loops, each named with its statement.
        let j1 = find(&hs, "reverse j (S1)");
        assert_eq!(
            isl(j1),
            "S1[i, j] -> [0, i, 0, -j, 0]; S2[i, k, j] -> [0, i, 1, k, 0, j, 0]"
        );
        let j2 = find(&hs, "reverse j (S2)");
        assert_eq!(isl(j2), format!("{s1}; S2[i, k, j] -> [0, i, 1, k, 0, -j, 0]"));
        // The outer loop encloses both statements.
        let i = find(&hs, "reverse i (S1, S2)");
        assert_eq!(i.changes, vec![StmtId(0), StmtId(1)]);
        let ij = find(&hs, "interchange i ↔ j (S1)");
        assert_eq!(
            isl(ij),
            "S1[i, j] -> [0, j, 0, i, 0]; S2[i, k, j] -> [0, i, 1, k, 0, j, 0]"
        );
        let skew = find(&hs, "skew j by k (S2)");
        assert_eq!(isl(skew), format!("{s1}; S2[i, k, j] -> [0, i, 1, k, 0, k + j, 0]"));
        let f = find(&hs, "fission i before part 2 (S1 | S2)");
        assert_eq!(
            isl(f),
            "S1[i, j] -> [0, i, 0, j, 0]; S2[i, k, j] -> [1, i, 1, k, 0, j, 0]"
        );
        // Every helper changes only statements inside its loops.
        for h in &hs {
            for s in &h.changes {
                let ls = &a.scop.statements[s.index()].loops;
                assert!(
                    h.kind == HelperKind::Fission || h.loops.iter().all(|l| ls.contains(l)),
                    "{}",
                    h.label
                );
            }
        }
        assert_eq!(hs.len(), 12, "4 interchanges, 4 reversals, 3 skews, 1 fission");
    }

    /// Helpers compose: after `interchange i ↔ k`, `reverse i` still finds S2's `i` (now the
    /// outer time dimension of S2) and reverses it there.
    #[test]
    fn helpers_follow_the_loop_through_the_schedule() {
        let a = gemm();
        let o = Schedule::original(&a.scop);
        let ik = find(&helpers(&a.scop, &o), "interchange i ↔ k (S2)").schedule.clone();
        let rev = find(&helpers(&a.scop, &ik), "reverse i (S1, S2)").schedule.clone();
        assert_eq!(
            rev.to_isl(&a.scop),
            "S1[i, j] -> [0, -i, 0, j, 0]; S2[i, k, j] -> [0, k, 1, -i, 0, j, 0]"
        );
        // Exact dependences know no reassociation: running the k-sum backwards breaks the flow
        // dependences between consecutive k; S2's k-loop outermost runs S2 before S1's scaling.
        let verdict = |s: &Schedule| a.transform_schedule(s).verdict.remedy;
        let rev_k = find(&helpers(&a.scop, &o), "reverse k (S2)").schedule.clone();
        assert_eq!(verdict(&rev_k), crate::loops::Remedy::Illegal);
        assert_eq!(verdict(&ik), crate::loops::Remedy::Illegal);
        let j2 = find(&helpers(&a.scop, &o), "reverse j (S2)").schedule.clone();
        assert_eq!(verdict(&j2), crate::loops::Remedy::Legal);
    }
}
