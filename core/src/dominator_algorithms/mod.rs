//! Four dominator algorithms side by side, each with an optional step trace, for teaching.
//!
//! The production dominator tree is [`crate::dominators::DominatorTree`] (Semi-NCA as in
//! LLVM). This module re-implements the four algorithms the dominance chapter compares
//! (seed `004_…`, §4.2 and §4.3.1, table 4-2) in their textbook form, so that a learner can
//! step through each one on the same CFG and compare:
//!
//! | algorithm | module | source | time | space |
//! |---|---|---|---|---|
//! | iterative data-flow on `Dom` sets | [`data_flow`] | Allen & Cocke 1972; Aho, Lam, Sethi, Ullman, *Compilers* (2nd ed.) §9.6.1; chapter §4.3.1 "数据流分析法" | `O(m·n²)` | `O(n²)` |
//! | Cooper–Harvey–Kennedy (iterative on idoms, two-finger `intersect`) | [`cooper_harvey_kennedy`] | K. D. Cooper, T. J. Harvey, K. Kennedy, *A Simple, Fast Dominance Algorithm*, Software Practice & Experience 4, 2001; chapter §4.3.1 (data flow over `IDom` chains) | `O(m·n²)` | `O(m + n)` |
//! | simple Lengauer–Tarjan (`eval`/`link` with path compression) | [`lengauer_tarjan`] | T. Lengauer, R. E. Tarjan, *A Fast Algorithm for Finding Dominators in a Flowgraph*, ACM TOPLAS 1(1), 1979; chapter §4.2 | `O(m log n)` | `O(m + n)` |
//! | Semi-NCA | [`semi_nca`] | L. Georgiadis, R. F. Werneck, R. E. Tarjan, S. Triantafyllis, D. I. August, *Finding Dominators in Practice*, ESA 2004; L. Georgiadis, PhD thesis, Princeton 2005; chapter §4.2.2 | `O(n²)` worst case, `O(m log n)` + NCA walks in practice | `O(m + n)` |
//!
//! (`n` blocks, `m` edges. The data-flow and Cooper–Harvey–Kennedy bounds are the chapter's
//! §4.3.1 text; its table 4-2 is a figure that is not in the seed's text, so the
//! Lengauer–Tarjan and Semi-NCA rows are the bounds of the papers themselves — the simple
//! Lengauer–Tarjan version is `O(m log_{2+m/n} n)` by the paper's analysis of path compression.)
//!
//! # Shared conventions
//! - Every algorithm uses the same depth-first search, [`DepthFirst`]: from the entry,
//!   successors in their order, the **first successor visited first** — the DFS of
//!   [`crate::dominators`] and LLVM — so `dfnum`, `parent` and `sdom` agree between
//!   Lengauer–Tarjan and Semi-NCA and with the production tree's preorder. The data-flow and
//!   Cooper–Harvey–Kennedy algorithms iterate in the reverse post-order of the same search.
//! - Blocks unreachable from the entry take no part and get no idom (`None`), as in
//!   [`crate::reference::idoms`] and LLVM; the entry's idom is `None`.
//! - Each algorithm returns `Vec<Option<Block>>`, indexed by block, and takes
//!   `Option<&mut Trace>`: `None` runs it without recording (no message is formatted), `Some`
//!   clears the trace and records into it within its [`Limits`] (see [`trace`]).
//! - Nothing panics on any [`Cfg`] (duplicate edges, self loops, edges into the entry,
//!   unreachable blocks); everything is iterative, so deep graphs cannot overflow the stack.

pub mod cooper_harvey_kennedy;
pub mod data_flow;
pub mod lengauer_tarjan;
pub mod semi_nca;
pub mod trace;

pub use trace::{Change, Column, Limits, Phase, Step, Table, Trace, Truncation, Value};

use crate::cfg::{Block, Cfg};
use serde::{Deserialize, Serialize};

use crate::cfg::NONE;

/// One of the four algorithms.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Algorithm {
    /// Iterative data-flow on `Dom` sets ([`data_flow`]).
    DataFlow,
    /// Cooper–Harvey–Kennedy ([`cooper_harvey_kennedy`]).
    CooperHarveyKennedy,
    /// Simple Lengauer–Tarjan ([`lengauer_tarjan`]).
    SimpleLengauerTarjan,
    /// Semi-NCA ([`semi_nca`]).
    SemiNca,
}

impl Algorithm {
    /// All four, in the chapter's order of presentation (§4.3.1 then §4.2).
    pub const ALL: [Algorithm; 4] = [Algorithm::DataFlow, Algorithm::CooperHarveyKennedy, Algorithm::SimpleLengauerTarjan, Algorithm::SemiNca];

    /// The algorithm's display name.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::DataFlow => "iterative data-flow",
            Algorithm::CooperHarveyKennedy => "Cooper–Harvey–Kennedy",
            Algorithm::SimpleLengauerTarjan => "simple Lengauer–Tarjan",
            Algorithm::SemiNca => "Semi-NCA",
        }
    }

    /// `(time, space)` bounds, as in the module table (`n` blocks, `m` edges).
    pub fn complexity(self) -> (&'static str, &'static str) {
        match self {
            Algorithm::DataFlow => ("O(m·n²)", "O(n²)"),
            Algorithm::CooperHarveyKennedy => ("O(m·n²)", "O(m + n)"),
            Algorithm::SimpleLengauerTarjan => ("O(m log n)", "O(m + n)"),
            Algorithm::SemiNca => ("O(n²)", "O(m + n)"),
        }
    }

    /// The columns of the algorithm's trace table, in display order.
    pub fn columns(self) -> &'static [Column] {
        match self {
            Algorithm::DataFlow => &[Column::Rpo, Column::DomSet, Column::Idom],
            Algorithm::CooperHarveyKennedy => &[Column::Rpo, Column::Idom],
            Algorithm::SimpleLengauerTarjan => &[Column::Dfnum, Column::Parent, Column::Sdom, Column::Label, Column::Ancestor, Column::Bucket, Column::Idom],
            Algorithm::SemiNca => &[Column::Dfnum, Column::Parent, Column::Sdom, Column::Label, Column::Ancestor, Column::Idom],
        }
    }
}

/// Runs `algorithm` on `cfg`, recording into `trace` if given. Returns `idom` per block
/// (`None` for the entry and unreachable blocks). Cost: the algorithm's (see the module
/// table), plus the trace when recording.
pub fn run(algorithm: Algorithm, cfg: &Cfg, trace: Option<&mut Trace>) -> Vec<Option<Block>> {
    match algorithm {
        Algorithm::DataFlow => data_flow::idoms(cfg, trace),
        Algorithm::CooperHarveyKennedy => cooper_harvey_kennedy::idoms(cfg, trace),
        Algorithm::SimpleLengauerTarjan => lengauer_tarjan::idoms(cfg, trace),
        Algorithm::SemiNca => semi_nca::idoms(cfg, trace),
    }
}

/// Runs `algorithm` on `cfg` with a fresh trace under the default [`Limits`]; returns the
/// idoms and the trace.
pub fn traced(algorithm: Algorithm, cfg: &Cfg) -> (Vec<Option<Block>>, Trace) {
    let mut trace = Trace::new(algorithm);
    let idoms = run(algorithm, cfg, Some(&mut trace));
    (idoms, trace)
}

pub use crate::dfs::DepthFirst;

/// Records one [`Phase::Dfs`] step per reachable block, in preorder: its `dfnum`, `parent`
/// and the initial forest `label` when `with_label`.
pub(crate) fn record_preorder(dfs: &DepthFirst, cfg: &Cfg, rec: &mut trace::Recorder, with_label: bool) {
    if !rec.on() {
        return;
    }
    for (k, &b) in dfs.preorder().iter().enumerate() {
        rec.record(|| {
            let mut s = match dfs.parent(b) {
                None => Step::new(Phase::Dfs, format!("The DFS starts at the entry {}: dfnum({}) = 0.", trace::nm(cfg, b), trace::nm(cfg, b))).blocks([b]),
                Some(p) => Step::new(
                    Phase::Dfs,
                    format!(
                        "The DFS reaches {b_} over the edge {p_} → {b_}: dfnum({b_}) = {k}, parent({b_}) = {p_}{}.",
                        if cfg.succs(p).first() == Some(&b) { " (its first successor)" } else { "" },
                        b_ = trace::nm(cfg, b),
                        p_ = trace::nm(cfg, p)
                    ),
                )
                .blocks([b, p])
                .edges([(p, b)])
                .change(b, Column::Parent, Value::Block(p)),
            };
            s = s.change(b, Column::Dfnum, Value::Number(k as u32));
            if with_label {
                s = s.change(b, Column::Label, Value::Block(b));
            }
            s
        });
    }
}

/// Records one [`Phase::Rpo`] step per reachable block, in post-order (when the search
/// finishes it).
pub(crate) fn record_postorder(dfs: &DepthFirst, cfg: &Cfg, rec: &mut trace::Recorder) {
    if !rec.on() {
        return;
    }
    for (k, &b) in dfs.postorder().iter().enumerate() {
        rec.record(|| {
            let r = dfs.rpo(b).unwrap_or_default();
            let mut s = Step::new(
                Phase::Rpo,
                format!("The DFS finishes {b_} (all its successors explored): post-order {k}, so rpo({b_}) = {r}.", b_ = trace::nm(cfg, b)),
            )
            .blocks([b])
            .change(b, Column::Rpo, Value::Number(r));
            if let Some(p) = dfs.parent(b) {
                s = s.edges([(p, b)]);
            }
            s
        });
    }
}

#[cfg(test)]
mod tests;
