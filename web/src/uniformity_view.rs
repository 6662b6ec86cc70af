//! The uniformity tab's view model, bounded for large CFGs.
//!
//! [`reconverge_core::uniformity::print::to_json`] lists, per divergent branch, all its join blocks and, per block,
//! every branch it joins: `Θ(branches · joins)`, which on random unstructured CFGs is quadratic
//! (1 GB of JSON for 3,000 blocks). The page needs counts, flags, the first few names and the
//! reason of the values it shows, so [`panel_view`] builds exactly that in
//! `O(n + m + Σ_B |joins(B)| + lines shown)` time and `O(n + lines shown)` memory:
//! - per block: divergent branch ([`Uniformity::is_divergent_branch`]: a `ret` with a divergent
//!   operand has a divergent terminator but is no branch), join of how many
//!   divergent branches (the first [`MAX_NAMES`] named), divergent mask, m-converged;
//! - per shown value or terminator: its text, verdict and immediate reason (tooltip), up to
//!   `max_lines` lines in layout order (`lines_capped` says how many were left out);
//! - the reason chain of one queried value or block, with the blocks and edges it mentions;
//! - `opt`'s text, truncated to `max_opt_bytes`.
//!
//! Source: the same analysis results as the CLI's `--format json` (`print::to_json`), reduced.

use reconverge_core::cycles::print::raw_name;
use reconverge_core::ir::InstId;
use reconverge_core::uniformity::print::{arg_text, graph_text, immediate, inst_text, opt_text, value_ref, WitnessCache};
use reconverge_core::uniformity::reasons::{chain_text, explain, resolve, Context, Subject, ValueRef};
use reconverge_core::uniformity::Uniformity;
use serde::{Deserialize, Serialize};

/// Names listed per block for "join of …" (the count is always exact).
pub const MAX_NAMES: usize = 4;

/// One line of the listing: a value definition, an argument or a block's terminator.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    /// What to ask for its reason chain (`%x`, or the block's name for a terminator).
    pub key: String,
    /// The instruction or argument as written.
    pub text: String,
    /// LLVM's verdict.
    pub divergent: bool,
    /// Whether it is the block's terminator.
    pub terminator: bool,
    /// The immediate reason (divergent) or why it is always uniform, for a tooltip.
    pub title: String,
}

/// One block of the listing and of the drawing's marks.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockRow {
    /// The block.
    pub id: u32,
    /// Its printed name.
    pub name: String,
    /// A divergent branch ([`Uniformity::is_divergent_branch`]).
    pub divergent_branch: bool,
    /// Number of divergent branches it is a join of.
    pub join_count: usize,
    /// The first [`MAX_NAMES`] of those branches.
    pub join_of: Vec<String>,
    /// Inside a divergent region (its execution mask may differ between threads).
    pub divergent_mask: bool,
    /// LLVM's static m-convergence verdict.
    pub m_converged: bool,
    /// Its value lines (IR only; empty past the line cap).
    pub lines: Vec<Line>,
}

/// A reason chain with the blocks and edges it talks about (for highlighting).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChainView {
    /// The query (`%x` or a block name).
    pub query: String,
    /// One sentence per link.
    pub steps: Vec<String>,
    /// The whole chain as text (or why there is none).
    pub text: String,
    /// Blocks mentioned (ids).
    pub blocks: Vec<u32>,
    /// Edges of the witness paths `(from, to)` (ids).
    pub edges: Vec<(u32, u32)>,
}

/// Everything the uniformity tab shows.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PanelView {
    /// Target name (`AMDGPU`, `NVPTX`, …).
    pub target: String,
    /// LLVM IR input (else graph mode: branch marks).
    pub ir: bool,
    /// `ALL VALUES UNIFORM`.
    pub all_uniform: bool,
    /// Divergent values (instructions and arguments).
    pub divergent_values: usize,
    /// Divergent branches (as [`BlockRow::divergent_branch`] counts them).
    pub divergent_branches: usize,
    /// Cycles assumed divergent.
    pub assumed_cycles: usize,
    /// Cycles with a divergent exit.
    pub exit_cycles: usize,
    /// Uses with temporal divergence.
    pub temporal: usize,
    /// The function's arguments.
    pub arguments: Vec<Line>,
    /// Every block, in layout order.
    pub blocks: Vec<BlockRow>,
    /// Value lines left out by the cap.
    pub lines_capped: usize,
    /// The chain asked for.
    pub explain: Option<ChainView>,
    /// `opt -passes='print<uniformity>'` text (graph summary without IR), maybe truncated.
    pub opt_text: String,
    /// Whether `opt_text` was truncated.
    pub opt_truncated: bool,
}

/// Builds the tab's view of `u` (see the module documentation for the bounds).
pub fn panel_view(u: &Uniformity, ctx: &Context<'_>, explain_query: Option<&str>, max_lines: usize, max_opt_bytes: usize) -> PanelView {
    let cfg = ctx.cfg;
    let mut cache = WitnessCache::default();
    let mask = u.divergent_mask(cfg);
    let n = cfg.num_blocks();
    let mut join_count = vec![0usize; n];
    let mut join_of: Vec<Vec<String>> = vec![Vec::new(); n];
    let mut sd = u.sync_dependence(cfg);
    for b in u.divergent_branches() {
        for &j in sd.joins(b) {
            join_count[j.index()] += 1;
            if join_of[j.index()].len() < MAX_NAMES {
                join_of[j.index()].push(raw_name(cfg, b).into_owned());
            }
        }
    }
    let is_branch = |b| u.is_divergent_branch(b);
    let mut shown = 0usize;
    let mut capped = 0usize;
    let mut divergent_values = 0usize;
    let mut arguments = Vec::new();
    if let Some(f) = ctx.ir {
        for a in 0..f.args.len() {
            let div = u.is_divergent_arg(a);
            divergent_values += div as usize;
            let title = if div { immediate(u, ctx, Subject::Value(ValueRef::Arg(a as u32)), u.arg_cause(a), &mut cache).text } else { String::new() };
            arguments.push(Line { key: value_ref(ctx, ValueRef::Arg(a as u32)).name, text: arg_text(ctx.src, f, a), divergent: div, terminator: false, title });
        }
    }
    let mut blocks = Vec::with_capacity(n);
    for b in cfg.blocks() {
        let mut lines = Vec::new();
        if let Some(f) = ctx.ir {
            let r = f.inst_range(b);
            for i in r.clone() {
                let id = InstId(i as u32);
                let inst = &f.insts[i];
                let term = inst.opcode.is_terminator();
                let div = if term { is_branch(b) } else { u.is_divergent_inst(f, id) };
                if !term {
                    divergent_values += div as usize;
                }
                if shown >= max_lines {
                    capped += 1;
                    continue;
                }
                shown += 1;
                let (subject, cause) = if term { (Subject::Branch(b), u.terminator_cause(b)) } else { (Subject::Value(ValueRef::Inst(id)), u.inst_cause(id)) };
                let title = if div {
                    immediate(u, ctx, subject, cause, &mut cache).text
                } else {
                    u.uniform_override(id).map(|k| format!("always uniform: {}", reconverge_core::uniformity::sources::describe_uniform(k))).unwrap_or_default()
                };
                let key = if term { raw_name(cfg, b).into_owned() } else { value_ref(ctx, ValueRef::Inst(id)).name };
                lines.push(Line { key, text: inst_text(ctx.src, f, id).into_owned(), divergent: div, terminator: term, title });
            }
        }
        blocks.push(BlockRow {
            id: b.0,
            name: raw_name(cfg, b).into_owned(),
            divergent_branch: is_branch(b),
            join_count: join_count[b.index()],
            join_of: std::mem::take(&mut join_of[b.index()]),
            divergent_mask: mask[b.index()],
            m_converged: u.is_m_converged(b),
            lines,
        });
    }
    let explain = explain_query.map(|q| match resolve(u, ctx, q) {
        Some(s) => {
            let chain = explain(u, ctx, s);
            let mut view = ChainView { query: q.to_string(), text: chain_text(u, ctx, &chain), ..Default::default() };
            for st in &chain.steps {
                let j = reconverge_core::uniformity::print::reason_json(u, ctx, st, true);
                view.steps.push(j.text.clone());
                for r in [&j.subject, &j.branch, &j.join, &j.exit].into_iter().flatten() {
                    if r.kind == "block" {
                        view.blocks.push(r.id);
                    }
                }
                for p in &j.paths {
                    for w in p.windows(2) {
                        view.edges.push((w[0].id, w[1].id));
                    }
                    view.blocks.extend(p.iter().map(|r| r.id));
                }
            }
            reconverge_core::sort::sort_unstable(&mut view.blocks);
            view.blocks.dedup();
            reconverge_core::sort::sort_unstable(&mut view.edges);
            view.edges.dedup();
            view
        }
        None => ChainView { query: q.to_string(), text: format!("no value or block named `{q}`"), ..Default::default() },
    });
    let mut text = match ctx.ir {
        Some(f) => opt_text(u, f, ctx.src),
        None => graph_text(u, cfg),
    };
    let opt_truncated = text.len() > max_opt_bytes;
    if opt_truncated {
        let mut cut = max_opt_bytes;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        text.truncate(cut);
        text.push_str("\n… (truncated: the CLI prints it whole: reconverge print --passes uniformity FILE)\n");
    }
    PanelView {
        target: u.target().name().to_string(),
        ir: ctx.ir.is_some(),
        all_uniform: u.all_uniform(),
        divergent_values,
        divergent_branches: blocks.iter().filter(|b| b.divergent_branch).count(),
        assumed_cycles: u.assumed_divergent().len(),
        exit_cycles: u.divergent_exit_cycles().len(),
        temporal: u.temporal_divergence().len(),
        arguments,
        blocks,
        lines_capped: capped,
        explain,
        opt_text: text,
        opt_truncated,
    }
}
