//! Dominators by the simple Lengauer–Tarjan algorithm (semi-dominators, `eval`/`link` with
//! path compression, buckets, and a final pass).
//!
//! T. Lengauer, R. E. Tarjan, *A Fast Algorithm for Finding Dominators in a Flowgraph*, ACM
//! TOPLAS 1(1):121–141, 1979 — the "simple" version of §3 (path compression without
//! balancing); LLVM's dominator tree before 2017 (chapter §4.2). Vertices are named by their
//! DFS preorder number `dfnum` (the shared [`DepthFirst`]):
//!
//! 1. DFS numbering: `dfnum`, spanning-tree `parent`; `semi(v) = v`, `label(v) = v`, every
//!    vertex a root of the virtual forest.
//! 2. For `w` from the last vertex down to the second (reverse preorder):
//!    - `sdom(w) = min { semi(eval(v)) | v → w }`: a predecessor `v` with `dfnum(v) < dfnum(w)`
//!      is not in the forest yet, so `eval(v) = v` and `v` itself is a candidate; for
//!      `dfnum(v) > dfnum(w)`, `eval(v)` is the vertex with the smallest `sdom` on the forest
//!      path above `v` (below its root), which is the semi-dominator candidate of the
//!      definition's paths `v₀, v₁, …, w` through larger numbers (chapter §4.2.1);
//!    - `w` is put in `bucket(sdom(w))`; `link(parent(w), w)` adds it to the forest;
//!    - every `v` in `bucket(parent(w))` gets its *implicit* idom: with `u = eval(v)`,
//!      `idom(v) = sdom(v)` if `sdom(u) = sdom(v)`, else `idom(v) = idom(u)`, deferred by
//!      storing `u` (the chapter's §4.2.2: "compare the semi-dominators; if they differ,
//!      continue upward").
//! 3. In preorder, `if idom(w) ≠ sdom(w) then idom(w) = idom(idom(w))`.
//!
//! `eval(v)` returns `v` for a forest root, else compresses the path from `v` to its root
//! (each vertex then points at the root's child and its `label` is the vertex of smallest
//! `sdom` above it) and returns `label(v)`. Path compression is iterative (an explicit stack),
//! so deep graphs cannot overflow the call stack.
//!
//! Cost: `O(m log_{2+m/n} n)` time by the paper's analysis of path compression without
//! balancing (`O(m log n)`), `O(m + n)` space.
//!
//! Trace: [`Phase::Dfs`] per block, then per vertex in reverse preorder a [`Phase::Semi`] step
//! (each predecessor, its `eval` and candidate; the bucket it joins), a [`Phase::Link`] step and
//! a [`Phase::Bucket`] step per vertex of `bucket(parent(w))`, then a [`Phase::FixUp`] step per
//! deferred idom and [`Phase::Done`]. Table columns: `dfnum`, `parent`, `sdom`, `label`,
//! `ancestor`, `bucket`, `idom`.

use super::data_flow::dedup;
use super::trace::{nm, Recorder, MAX_LISTED};
use super::{Algorithm, Change, Column, DepthFirst, Phase, Step, Trace, Value, NONE};
use crate::cfg::{Block, Cfg};
use std::fmt::Write as _;

/// Immediate dominators of `cfg` by the simple Lengauer–Tarjan algorithm, recording into
/// `trace` if given.
///
/// Returns `idom` per block (`None` for the entry and for blocks unreachable from it).
/// `O(m log n)` time, `O(m + n)` space; never fails.
pub fn idoms(cfg: &Cfg, trace: Option<&mut Trace>) -> Vec<Option<Block>> {
    let mut rec = Recorder::start(trace, Algorithm::SimpleLengauerTarjan, cfg);
    let dfs = DepthFirst::compute(cfg);
    super::record_preorder(&dfs, cfg, &mut rec, true);
    let mut f = Forest::new(&dfs);
    let k = f.vertex.len();
    let mut dom = vec![NONE; k];
    // Buckets as singly linked lists (each vertex is in exactly one bucket, its sdom's).
    let mut bucket_head = vec![NONE; k];
    let mut bucket_next = vec![NONE; k];
    let bucket_list = |head: &[u32], next: &[u32], s: u32, vertex: &[Block]| -> Vec<Block> {
        let mut out = Vec::new();
        let mut x = head[s as usize];
        while x != NONE {
            out.push(vertex[x as usize]);
            x = next[x as usize];
        }
        out
    };

    for w in (1..k as u32).rev() {
        let step = f.semidominator(cfg, &dfs, w, rec.on());
        let s = f.semi[w as usize];
        bucket_next[w as usize] = bucket_head[s as usize];
        bucket_head[s as usize] = w;
        if let Some(mut step) = step {
            let _ = write!(step.message, " {} waits in bucket({}).", nm(cfg, f.vertex[w as usize]), nm(cfg, f.vertex[s as usize]));
            step.changes.push(Change {
                block: f.vertex[s as usize],
                column: Column::Bucket,
                value: Value::Blocks(bucket_list(&bucket_head, &bucket_next, s, &f.vertex)),
            });
            rec.record(|| step);
        }

        let p = f.parent[w as usize];
        f.link(p, w);
        rec.record(|| f.link_step(cfg, p, w));

        let pb = f.vertex[p as usize];
        let mut v = std::mem::replace(&mut bucket_head[p as usize], NONE);
        while v != NONE {
            let next = bucket_next[v as usize];
            let recording = rec.on();
            let path = recording.then(|| f.forest_path(v));
            let mut changes = Vec::new();
            let u = f.eval(v, recording.then_some(&mut changes));
            let deferred = f.semi[u as usize] < f.semi[v as usize];
            dom[v as usize] = if deferred { u } else { p };
            if recording {
                let (vb, ub) = (f.vertex[v as usize], f.vertex[u as usize]);
                let su = f.vertex[f.semi[u as usize] as usize];
                let ev = f.eval_text(cfg, v, u, path.as_ref());
                let msg = if deferred {
                    format!(
                        "idom({v_}) = idom({u_}), settled in the final pass: {v_} was waiting in bucket({p_}); {ev} has sdom({u_}) = {su_}, smaller than sdom({v_}) = {p_}, so {p_} is not the idom of {v_}; idom({v_}) := {u_} for now.",
                        v_ = nm(cfg, vb),
                        u_ = nm(cfg, ub),
                        p_ = nm(cfg, pb),
                        su_ = nm(cfg, su)
                    )
                } else {
                    format!(
                        "idom({v_}) = sdom({v_}) = {p_}: {v_} was waiting in bucket({p_}); {ev} has sdom({u_}) = {su_}, not smaller than sdom({v_}) = {p_}, so the semi-dominator is the idom.",
                        v_ = nm(cfg, vb),
                        u_ = nm(cfg, ub),
                        p_ = nm(cfg, pb),
                        su_ = nm(cfg, su)
                    )
                };
                let remaining = {
                    let mut out = Vec::new();
                    let mut x = next;
                    while x != NONE {
                        out.push(f.vertex[x as usize]);
                        x = bucket_next[x as usize];
                    }
                    out
                };
                let idom_value = Value::Block(f.vertex[dom[v as usize] as usize]);
                let blocks = dedup([vb, pb, ub].into_iter());
                rec.record(|| {
                    Step::new(Phase::Bucket, msg).blocks(blocks).changes(changes).change(vb, Column::Idom, idom_value).change(
                        pb,
                        Column::Bucket,
                        Value::Blocks(remaining),
                    )
                });
            }
            v = next;
        }
    }

    // Final pass in preorder: deferred idoms take their stand-in's (already final) idom.
    for w in 1..k {
        let d = dom[w];
        if d == NONE || d == f.semi[w] {
            continue;
        }
        let Some(&dd) = dom.get(d as usize) else { continue };
        if dd == NONE {
            continue;
        }
        dom[w] = dd;
        rec.record(|| {
            let (wb, db, ddb, sb) = (f.vertex[w], f.vertex[d as usize], f.vertex[dd as usize], f.vertex[f.semi[w] as usize]);
            Step::new(
                Phase::FixUp,
                format!(
                    "idom({w_}) = idom({d_}) = {dd_}: the final pass, in preorder, replaces the stand-in {d_} (≠ sdom({w_}) = {s_}) by its idom, already final because {d_} comes earlier in preorder.",
                    w_ = nm(cfg, wb),
                    d_ = nm(cfg, db),
                    dd_ = nm(cfg, ddb),
                    s_ = nm(cfg, sb)
                ),
            )
            .blocks([wb, db, ddb])
            .change(wb, Column::Idom, Value::Block(ddb))
        });
    }

    let mut result = vec![None; cfg.num_blocks()];
    for w in 1..k {
        if dom[w] != NONE {
            result[f.vertex[w].index()] = Some(f.vertex[dom[w] as usize]);
        }
    }
    rec.finish(cfg, &result, || super::trace::done_summary(cfg, &result));
    result
}

/// The virtual forest of Lengauer–Tarjan's `eval`/`link` over DFS numbers, with the
/// semi-dominator computation; shared with [`super::semi_nca`] so both compute (and trace)
/// semi-dominators identically.
pub(super) struct Forest {
    /// `dfnum` → block.
    pub vertex: Vec<Block>,
    /// `dfnum` → DFS-tree parent's `dfnum` (`NONE` for the root).
    pub parent: Vec<u32>,
    /// `dfnum` → semi-dominator's `dfnum` (its own number until computed).
    pub semi: Vec<u32>,
    /// `dfnum` → forest ancestor (`NONE` for a forest root).
    ancestor: Vec<u32>,
    /// `dfnum` → the vertex of smallest `semi` on the compressed path above (itself at first).
    label: Vec<u32>,
    /// Path-compression work stack.
    stack: Vec<u32>,
}

impl Forest {
    /// The initial forest of `dfs`: every vertex a root, `semi(v) = label(v) = v`. `O(n)`.
    pub fn new(dfs: &DepthFirst) -> Forest {
        let vertex = dfs.preorder().to_vec();
        let k = vertex.len();
        let parent = vertex.iter().map(|&b| dfs.parent(b).and_then(|p| dfs.pre(p)).unwrap_or(NONE)).collect();
        Forest { vertex, parent, semi: (0..k as u32).collect(), ancestor: vec![NONE; k], label: (0..k as u32).collect(), stack: Vec::new() }
    }

    /// `link(v, w)`: `w` becomes a child of `v` in the forest. `O(1)`.
    pub fn link(&mut self, v: u32, w: u32) {
        self.ancestor[w as usize] = v;
    }

    /// `eval(v)`: `v` if it is a forest root, else (after compressing its path) the vertex of
    /// smallest `semi` on the path from `v` up to, not including, its root. Amortised
    /// `O(log n)`. Appends the `label`/`ancestor` updates to `log` if given.
    pub fn eval(&mut self, v: u32, mut log: Option<&mut Vec<Change>>) -> u32 {
        if self.ancestor[v as usize] == NONE {
            return v;
        }
        // compress(v), iteratively: collect the path up to the vertex just below the root's
        // child, then update from the top down (as the recursion unwinds).
        let mut x = v;
        while self.ancestor[self.ancestor[x as usize] as usize] != NONE {
            self.stack.push(x);
            x = self.ancestor[x as usize];
        }
        while let Some(y) = self.stack.pop() {
            let a = self.ancestor[y as usize];
            if self.semi[self.label[a as usize] as usize] < self.semi[self.label[y as usize] as usize] {
                self.label[y as usize] = self.label[a as usize];
                if let Some(l) = log.as_deref_mut() {
                    l.push(Change { block: self.vertex[y as usize], column: Column::Label, value: Value::Block(self.vertex[self.label[y as usize] as usize]) });
                }
            }
            self.ancestor[y as usize] = self.ancestor[a as usize];
            if let Some(l) = log.as_deref_mut() {
                l.push(Change {
                    block: self.vertex[y as usize],
                    column: Column::Ancestor,
                    value: Value::Block(self.vertex[self.ancestor[y as usize] as usize]),
                });
            }
        }
        self.label[v as usize]
    }

    /// The forest path from `v` up to its root: `(path without the root, root)`. `O(path)`.
    pub fn forest_path(&self, v: u32) -> (Vec<u32>, u32) {
        let mut path = Vec::new();
        let mut x = v;
        while self.ancestor[x as usize] != NONE {
            path.push(x);
            x = self.ancestor[x as usize];
        }
        (path, x)
    }

    /// `"eval(v) = u (…forest path…)"` for messages, from the path taken before `eval`.
    pub fn eval_text(&self, cfg: &Cfg, v: u32, u: u32, path: Option<&(Vec<u32>, u32)>) -> String {
        let (vb, ub) = (nm(cfg, self.vertex[v as usize]), nm(cfg, self.vertex[u as usize]));
        match path {
            Some((p, root)) if p.len() > 1 => {
                let mut names: Vec<&str> = p.iter().map(|&x| nm(cfg, self.vertex[x as usize])).collect();
                if names.len() > MAX_LISTED {
                    let tail = names.split_off(names.len() - 3);
                    names.truncate(MAX_LISTED - 4);
                    names.push("…");
                    names.extend(tail);
                }
                format!(
                    "eval({vb}) = {ub} (the smallest sdom on the forest path {} below the root {})",
                    names.join(" → "),
                    nm(cfg, self.vertex[*root as usize])
                )
            }
            Some((p, root)) if p.len() == 1 => {
                format!("eval({vb}) = {ub} ({vb} hangs directly below the forest root {})", nm(cfg, self.vertex[*root as usize]))
            }
            _ => format!("eval({vb}) = {ub} ({vb} is a forest root)"),
        }
    }

    /// Computes `semi(w)` from `w`'s predecessors (`w` by `dfnum`, all larger numbers already
    /// processed and linked). When `recording`, returns the [`Phase::Semi`] step (message,
    /// highlights, the `sdom` cell and the path-compression updates). `O(preds · eval)`.
    pub fn semidominator(&mut self, cfg: &Cfg, dfs: &DepthFirst, w: u32, recording: bool) -> Option<Step> {
        let wb = self.vertex[w as usize];
        let mut parts: Vec<String> = Vec::new();
        let mut changes: Vec<Change> = Vec::new();
        let mut blocks = vec![wb];
        let mut edges = Vec::new();
        let mut last: Option<Block> = None;
        for &pb in cfg.preds(wb) {
            if last == Some(pb) {
                continue; // a parallel edge: the same candidate again
            }
            last = Some(pb);
            let Some(v) = dfs.pre(pb).filter(|&v| (v as usize) < self.vertex.len()) else {
                if recording {
                    parts.push(format!("predecessor {} is unreachable from the entry, ignored", nm(cfg, pb)));
                }
                continue;
            };
            let path = (recording && v > w).then(|| self.forest_path(v));
            let u = self.eval(v, recording.then_some(&mut changes));
            if self.semi[u as usize] < self.semi[w as usize] {
                self.semi[w as usize] = self.semi[u as usize];
            }
            if !recording {
                continue;
            }
            edges.push((pb, wb));
            blocks.push(pb);
            let p_ = nm(cfg, pb);
            if v == w {
                parts.push(format!("predecessor {p_} is {p_} itself (a self loop), no candidate"));
            } else if v < w {
                parts.push(format!("predecessor {p_} has dfnum {v} < {w} → candidate {p_}"));
            } else {
                let ub = self.vertex[u as usize];
                let cand = self.vertex[self.semi[u as usize] as usize];
                if ub != pb {
                    blocks.push(ub);
                }
                parts.push(format!(
                    "predecessor {p_} has dfnum {v} > {w} → {} → candidate sdom({}) = {}",
                    self.eval_text(cfg, v, u, path.as_ref()),
                    nm(cfg, ub),
                    nm(cfg, cand)
                ));
            }
        }
        if !recording {
            return None;
        }
        let sb = self.vertex[self.semi[w as usize] as usize];
        let msg = format!(
            "sdom({w_}) = {s_}, the candidate with the smallest dfnum ({}); the predecessors of {w_} (dfnum {w}) give: {}.",
            self.semi[w as usize],
            parts.join("; "),
            w_ = nm(cfg, wb),
            s_ = nm(cfg, sb)
        );
        changes.push(Change { block: wb, column: Column::Sdom, value: Value::Block(sb) });
        Some(Step { phase: Phase::Semi, message: msg, blocks: dedup(blocks.into_iter()), edges, changes })
    }

    /// The [`Phase::Link`] step of `link(p, w)`.
    pub fn link_step(&self, cfg: &Cfg, p: u32, w: u32) -> Step {
        let (pb, wb) = (self.vertex[p as usize], self.vertex[w as usize]);
        Step::new(
            Phase::Link,
            format!(
                "link({p_}, {w_}): {w_} joins the virtual forest below its DFS parent {p_} (ancestor({w_}) = {p_}), so later evals can look through it.",
                p_ = nm(cfg, pb),
                w_ = nm(cfg, wb)
            ),
        )
        .blocks([wb, pb])
        .edges([(pb, wb)])
        .change(wb, Column::Ancestor, Value::Block(pb))
    }
}
