//! Printers: exactly what `opt -passes='print<uniformity>'` writes, a report for bare CFGs,
//! and JSON with structured reasons.
//!
//! # `opt`'s text (LLVM 22 `GenericUniformityAnalysisImpl::print`,
//! `UniformityInfoPrinterPass::run`)
//! ```text
//! UniformityInfo for function 'NAME':
//! ALL VALUES UNIFORM                      ← and nothing else, when nothing is divergent
//! DIVERGENT ARGUMENTS:
//!   DIVERGENT: TYPE %arg
//! CYCLES ASSUMED DIVERGENT:
//!   depth=1: entries(H E) B C
//! CYCLES WITH DIVERGENT EXIT:
//!   depth=1: entries(H) B
//!
//! TEMPORAL DIVERGENCE LIST:
//! Value         :  %v = …
//! Used by       :  %u = …
//! Outside cycle :depth=1: entries(H) B
//!
//!
//! BLOCK NAME
//! DEFINITIONS
//!   DIVERGENT:   %x = …                    ← or 13 spaces for a uniform value
//! TERMINATORS
//!                br …
//! END BLOCK
//! ```
//! LLVM 22 prints `CYCLES ASSUMED DIVERGENT` (older releases spelled it `ASSSUMED`).
//! Divergent arguments come in LLVM's `DenseSet` order there (a pointer hash); here in
//! argument order. Blocks print by raw name (`0` for an unnamed block), as cycles do.
//!
//! # Instruction text
//! `opt` re-prints each instruction with its `AsmWriter`; [`inst_text`] does the same from the
//! source text and the module ([`crate::ir::canonical`]: layout, slot numbers of values,
//! metadata and attribute groups, intrinsic names, constants, default alignments, typed
//! pointers as `ptr`). Constant folding is not reproduced; see `docs/LLVM-DIFFERENCES.md`.

use super::reasons::{self, chain_text, explain, resolve, step_text, witness_paths, Cause, Chain, Context, Step, Subject, ValueRef};
use super::Uniformity;
use crate::cfg::{Block, Cfg};
use crate::cycles::print::raw_name;
use crate::cycles::{Cycle, CycleInfo};
use crate::ir::{Function, InstId};
use serde::Serialize;
use std::borrow::Cow;
use std::fmt::Write as _;

/// One cycle as `GenericCycle::print` writes it (defined once, in [`crate::cycles::print`];
/// re-exported for the printers' existing callers).
pub use crate::cycles::print::cycle_line;

/// The text of instruction `i` as `opt` prints it (without the two-space indent): see
/// [`crate::ir::canonical::inst_text`].
pub fn inst_text<'s>(src: &'s str, f: &Function, i: InstId) -> Cow<'s, str> {
    crate::ir::canonical::inst_text(src, f, i)
}

/// An argument as `Value::print` writes it: `TYPE %name`.
pub fn arg_text(src: &str, f: &Function, a: usize) -> String {
    let ty = f.arg_spans.get(a).map(|s| s.ty.text(src)).unwrap_or("");
    let ty = if crate::ir::canonical::canonical_single_line(ty) { Cow::Borrowed(ty) } else { Cow::Owned(crate::ir::canonical::collapse(ty)) };
    let name = f.args.get(a).map(|&v| f.value_name(v)).unwrap_or("");
    format!("{ty} {name}")
}

/// `opt -passes='print<uniformity>'` output for one IR function analysed into `u`
/// (`src`: the module text). `O(output)`.
pub fn opt_text(u: &Uniformity, f: &Function, src: &str) -> String {
    let mut s = String::with_capacity(64 + f.insts.len() * 48);
    let _ = writeln!(s, "UniformityInfo for function '{}':", f.name);
    if u.all_uniform() {
        s.push_str("ALL VALUES UNIFORM\n");
        return s;
    }
    let cfg = &f.cfg;
    let ci = u.cycles();
    let mut header = false;
    for a in 0..f.args.len() {
        if u.is_divergent_arg(a) {
            if !header {
                s.push_str("DIVERGENT ARGUMENTS:\n");
                header = true;
            }
            let _ = writeln!(s, "  DIVERGENT: {}", arg_text(src, f, a));
        }
    }
    if !u.assumed_divergent().is_empty() {
        s.push_str("CYCLES ASSUMED DIVERGENT:\n");
        for a in u.assumed_divergent() {
            let _ = writeln!(s, "  {}", cycle_line(cfg, ci, a.cycle));
        }
    }
    if !u.divergent_exit_cycles().is_empty() {
        s.push_str("CYCLES WITH DIVERGENT EXIT:\n");
        for e in u.divergent_exit_cycles() {
            let _ = writeln!(s, "  {}", cycle_line(cfg, ci, e.cycle));
        }
    }
    if !u.temporal_divergence().is_empty() {
        s.push_str("\nTEMPORAL DIVERGENCE LIST:\n");
        for t in u.temporal_divergence() {
            let cycle = u.divergent_exit_cycles().get(t.exit_cycle as usize).map(|e| cycle_line(cfg, ci, e.cycle)).unwrap_or_default();
            let _ = write!(s, "Value         :  {}\nUsed by       :  {}\nOutside cycle :{}\n\n", inst_text(src, f, t.value), inst_text(src, f, t.user), cycle);
        }
    }
    for b in cfg.blocks() {
        let _ = write!(s, "\nBLOCK {}\nDEFINITIONS\n", raw_name(cfg, b));
        let r = f.inst_range(b);
        let term = r.end.saturating_sub(1);
        for i in r.start..term {
            if crate::ir::canonical::folded_away(f, InstId(i as u32)) {
                continue;
            }
            let divergent = u.is_divergent_inst(f, InstId(i as u32));
            // Instructions opt-22's intrinsic auto-upgrade inserts before this one.
            for (text, rule) in crate::ir::canonical::inst_parts(src, f, InstId(i as u32)) {
                let d = match rule {
                    crate::ir::upgrade::PartDivergence::Result => divergent,
                    crate::ir::upgrade::PartDivergence::Arg(k) => match f.operands(&f.insts[i]).get(k) {
                        Some(crate::ir::Operand::Local(v)) => u.is_divergent_value(f, *v),
                        _ => false,
                    },
                };
                let mark = if d { "  DIVERGENT: " } else { "             " };
                let _ = writeln!(s, "{mark}  {text}");
            }
            let mark = if divergent { "  DIVERGENT: " } else { "             " };
            let _ = writeln!(s, "{mark}  {}", inst_text(src, f, InstId(i as u32)));
        }
        s.push_str("TERMINATORS\n");
        if r.end > r.start {
            let mark = if u.has_divergent_terminator(b) { "  DIVERGENT: " } else { "             " };
            let _ = writeln!(s, "{mark}  {}", inst_text(src, f, InstId(term as u32)));
        }
        s.push_str("END BLOCK\n");
    }
    s
}

fn block_list(cfg: &Cfg, blocks: impl Iterator<Item = Block>) -> String {
    blocks.map(|b| raw_name(cfg, b).into_owned()).collect::<Vec<_>>().join(" ")
}

/// The report for a CFG without instructions (compact text, DOT): divergent branches with
/// their joins and divergent exits, cycles assumed divergent, cycles with divergent exits,
/// join blocks, blocks under a divergent mask and blocks that are not m-converged. Sections
/// are left out when empty; `ALL VALUES UNIFORM` when no branch is divergent. `O(n + m +
/// Σ joins)` plus the control dependence for the mask.
pub fn graph_text(u: &Uniformity, cfg: &Cfg) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "UniformityInfo for function '{}':", cfg.name());
    if u.all_uniform() {
        s.push_str("ALL VALUES UNIFORM\n");
        return s;
    }
    let ci = u.cycles();
    s.push_str("DIVERGENT BRANCHES:\n");
    let mut sd = u.sync_dependence(cfg);
    for b in cfg.blocks().filter(|&b| u.has_divergent_terminator(b)) {
        let why = match u.terminator_cause(b) {
            Cause::Marked => "marked ~>",
            _ => "unmarked",
        };
        let joins = sd.joins(b);
        let _ = write!(s, "  {} ({why}): joins {}", raw_name(cfg, b), if joins.is_empty() { "-".into() } else { block_list(cfg, joins.iter().copied()) });
        let exits = sd.divergent_exits(b);
        if !exits.is_empty() {
            let _ = write!(s, "; divergent exits {}", block_list(cfg, exits.iter().copied()));
        }
        s.push('\n');
    }
    if !u.assumed_divergent().is_empty() {
        s.push_str("CYCLES ASSUMED DIVERGENT:\n");
        for a in u.assumed_divergent() {
            let _ = writeln!(s, "  {}", cycle_line(cfg, ci, a.cycle));
        }
    }
    if !u.divergent_exit_cycles().is_empty() {
        s.push_str("CYCLES WITH DIVERGENT EXIT:\n");
        for e in u.divergent_exit_cycles() {
            let _ = writeln!(s, "  {}", cycle_line(cfg, ci, e.cycle));
        }
    }
    let join_of = u.join_of(cfg);
    let joins: Vec<Block> = cfg.blocks().filter(|b| !join_of[b.index()].is_empty()).collect();
    if !joins.is_empty() {
        let _ = writeln!(s, "JOIN BLOCKS:\n  {}", block_list(cfg, joins.into_iter()));
    }
    let mask = u.divergent_mask(cfg);
    if mask.iter().any(|&m| m) {
        let _ = writeln!(s, "DIVERGENT MASK:\n  {}", block_list(cfg, cfg.blocks().filter(|b| mask[b.index()])));
    }
    if cfg.blocks().any(|b| !u.is_m_converged(b)) {
        let _ = writeln!(s, "NOT M-CONVERGED:\n  {}", block_list(cfg, cfg.blocks().filter(|&b| !u.is_m_converged(b))));
    }
    s
}

/// A reference to a value, block or cycle in JSON.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonRef {
    /// `value` (instruction), `argument`, `block` or `cycle`.
    pub kind: &'static str,
    /// Instruction id (layout order), argument position, block id or cycle id.
    pub id: u32,
    /// Printed name (`%x`, a block's raw name, a cycle's `depth=…` line).
    pub name: String,
}

/// A cause in JSON (also one step of a chain).
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonReason {
    /// What is divergent (chains only; `null` in per-value reasons).
    pub subject: Option<JsonRef>,
    /// `uniform`, `source`, `operand`, `join`, `assumed_cycle`, `exit_phi`, `temporal`,
    /// `marked`, `unmarked`.
    pub kind: &'static str,
    /// For `source`: what kind (`Intrinsic`, `Load`, `Argument`, …).
    pub source: Option<String>,
    /// The divergent operand (`operand`) or the value from inside the cycle (`exit_phi`,
    /// `temporal`).
    pub value: Option<JsonRef>,
    /// The divergent branch (`join`, `assumed_cycle`, `exit_phi`, `temporal`).
    pub branch: Option<JsonRef>,
    /// The join block (`join`, `assumed_cycle`).
    pub join: Option<JsonRef>,
    /// The cycle (`assumed_cycle`, `exit_phi`, `temporal`).
    pub cycle: Option<JsonRef>,
    /// The divergent exit (`exit_phi`, `temporal`).
    pub exit: Option<JsonRef>,
    /// `diverged_entry` or `diverged_paths_from_outside` (`assumed_cycle`).
    pub criterion: Option<&'static str>,
    /// Path witness (block lists, branch first, join last) for `join` and `assumed_cycle`.
    pub paths: Vec<Vec<JsonRef>>,
    /// Whether the two paths meet only at their ends.
    pub disjoint: bool,
    /// The sentence.
    pub text: String,
}

/// A value (instruction or argument) in JSON.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonValue {
    /// The value.
    #[serde(flatten)]
    pub value: JsonRef,
    /// As `opt` prints it.
    pub text: String,
    /// The verdict.
    pub divergent: bool,
    /// Why it is always uniform, if it is.
    pub always_uniform: Option<&'static str>,
    /// Why it is divergent (`null` if uniform).
    pub reason: Option<JsonReason>,
}

/// A block in JSON.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonBlock {
    /// Block id (layout order).
    pub id: u32,
    /// Raw name.
    pub name: String,
    /// Whether its terminator is divergent.
    pub divergent_terminator: bool,
    /// Whether it is a divergent branch ([`Uniformity::is_divergent_branch`]: a divergent
    /// terminator with at least two successor edges; `false` for a `ret` with a divergent
    /// operand). What a drawing marks as a divergent branch; the blocks with it set are
    /// exactly [`JsonUniformity::divergent_branches`].
    pub divergent_branch: bool,
    /// Why (`null` if uniform).
    pub terminator_reason: Option<JsonReason>,
    /// Whether it executes under a divergent mask.
    pub divergent_mask: bool,
    /// LLVM's conservative m-convergence verdict.
    pub m_converged: bool,
    /// Index into `cycles_assumed_divergent` of the cycle that breaks it.
    pub m_convergence_breaker: Option<u32>,
    /// Divergent branches it is a join of.
    pub join_of: Vec<JsonRef>,
    /// Its definitions (IR), in order.
    pub definitions: Vec<JsonValue>,
    /// Its terminator (IR).
    pub terminator: Option<JsonValue>,
}

/// A divergent branch in JSON.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonBranch {
    /// Its block.
    pub block: JsonRef,
    /// Join blocks, LLVM's order.
    pub joins: Vec<JsonRef>,
    /// Divergent cycle exits, LLVM's order.
    pub divergent_exits: Vec<JsonRef>,
}

/// An assumed-divergent cycle in JSON.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonAssumed {
    /// The cycle (`name`: `depth=…` line).
    pub cycle: JsonRef,
    /// Its blocks.
    pub blocks: Vec<JsonRef>,
    /// Why.
    pub reason: JsonReason,
}

/// A cycle with a divergent exit in JSON.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonExitCycle {
    /// The cycle.
    pub cycle: JsonRef,
    /// The branch that first made an exit divergent.
    pub branch: JsonRef,
    /// That exit.
    pub exit: JsonRef,
}

/// A temporal-divergence entry in JSON.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonTemporal {
    /// Defined inside the cycle.
    pub value: JsonRef,
    /// Used outside.
    pub user: JsonRef,
    /// The cycle.
    pub cycle: JsonRef,
}

/// A provenance chain in JSON.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonChain {
    /// What was asked about.
    pub query: String,
    /// Steps, the subject first, the source last.
    pub steps: Vec<JsonReason>,
    /// The sentences joined.
    pub text: String,
}

/// The whole analysis as JSON data.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonUniformity {
    /// `amdgpu` or `nvptx` (IR) — the sources used.
    pub target: &'static str,
    /// Whether the input had instructions.
    pub ir: bool,
    /// `ALL VALUES UNIFORM`.
    pub all_uniform: bool,
    /// Formal arguments (IR).
    pub arguments: Vec<JsonValue>,
    /// Every block in layout order.
    pub blocks: Vec<JsonBlock>,
    /// Divergent branches in analysis order.
    pub divergent_branches: Vec<JsonBranch>,
    /// `CYCLES ASSUMED DIVERGENT`.
    pub cycles_assumed_divergent: Vec<JsonAssumed>,
    /// `CYCLES WITH DIVERGENT EXIT`.
    pub cycles_with_divergent_exit: Vec<JsonExitCycle>,
    /// `TEMPORAL DIVERGENCE LIST`.
    pub temporal_divergence: Vec<JsonTemporal>,
    /// The chain asked for with `--explain`.
    pub explain: Option<JsonChain>,
}

/// Functions above this many blocks get no path witnesses in per-value JSON reasons (each
/// witness is `O(n + m)`); chains from [`explain`] always have them.
pub const WITNESS_LIMIT: usize = 20_000;

fn block_ref(cfg: &Cfg, b: Block) -> JsonRef {
    JsonRef { kind: "block", id: b.0, name: if b.index() < cfg.num_blocks() { raw_name(cfg, b).into_owned() } else { String::new() } }
}

fn cycle_ref(cfg: &Cfg, ci: &CycleInfo, c: Cycle) -> JsonRef {
    JsonRef { kind: "cycle", id: c.0, name: cycle_line(cfg, ci, c) }
}

/// The JSON reference of a value: kind `argument` (id: its position) or `value` (id: the
/// instruction's layout index), named as printed (`%x`). `O(1)` plus the name's length.
pub fn value_ref(ctx: &Context<'_>, v: ValueRef) -> JsonRef {
    match v {
        ValueRef::Arg(a) => JsonRef { kind: "argument", id: a, name: reasons::value_name(ctx, v) },
        ValueRef::Inst(i) => JsonRef { kind: "value", id: i.0, name: reasons::value_name(ctx, v) },
    }
}

fn subject_ref(ctx: &Context<'_>, s: Subject) -> JsonRef {
    match s {
        Subject::Value(v) => value_ref(ctx, v),
        Subject::Branch(b) | Subject::Block(b) => block_ref(ctx.cfg, b),
    }
}

/// A step in JSON.
pub fn reason_json(u: &Uniformity, ctx: &Context<'_>, step: &Step, with_subject: bool) -> JsonReason {
    let cfg = ctx.cfg;
    let ci = u.cycles();
    let mut r = JsonReason {
        subject: with_subject.then(|| subject_ref(ctx, step.subject)),
        kind: "uniform",
        source: None,
        value: None,
        branch: None,
        join: None,
        cycle: None,
        exit: None,
        criterion: None,
        paths: step.paths.iter().map(|p| p.iter().map(|&b| block_ref(cfg, b)).collect()).collect(),
        disjoint: step.disjoint,
        text: step_text(u, ctx, step),
    };
    match step.cause {
        Cause::Uniform => {}
        Cause::Source(k) => {
            r.kind = "source";
            r.source = Some(format!("{k:?}"));
        }
        Cause::Operand(v) => {
            r.kind = "operand";
            r.value = Some(value_ref(ctx, v));
        }
        Cause::Join { branch, join } => {
            r.kind = "join";
            r.branch = Some(block_ref(cfg, branch));
            r.join = Some(block_ref(cfg, join));
        }
        Cause::AssumedCycle(k) => {
            r.kind = "assumed_cycle";
            if let Some(a) = u.assumed_divergent().get(k as usize) {
                r.branch = Some(block_ref(cfg, a.branch));
                r.join = Some(block_ref(cfg, a.join));
                r.cycle = Some(cycle_ref(cfg, ci, a.cycle));
                r.criterion = Some(match a.criterion {
                    reasons::Criterion::DivergedEntry => "diverged_entry",
                    reasons::Criterion::DivergedPathsFromOutside => "diverged_paths_from_outside",
                });
            }
        }
        Cause::ExitPhi { exit_cycle, value } | Cause::Temporal { exit_cycle, value } => {
            r.kind = if matches!(step.cause, Cause::ExitPhi { .. }) { "exit_phi" } else { "temporal" };
            r.value = Some(value_ref(ctx, ValueRef::Inst(value)));
            if let Some(e) = u.divergent_exit_cycles().get(exit_cycle as usize) {
                r.branch = Some(block_ref(cfg, e.branch));
                r.exit = Some(block_ref(cfg, e.exit));
                r.cycle = Some(cycle_ref(cfg, ci, e.cycle));
            }
        }
        Cause::Marked => r.kind = "marked",
        Cause::Unmarked => r.kind = "unmarked",
    }
    r
}

/// Path witnesses already computed, per (branch, join): `((branch, join), paths, disjoint)`
/// as [`reasons::witness_paths`] returns them. Start with an empty vector and pass the same
/// one to every [`immediate`] call of a listing; lookups are linear in its length.
pub type WitnessCache = Vec<((Block, Block), Vec<Vec<Block>>, bool)>;

/// The immediate reason of `subject` (with a path witness for joins when the CFG is small
/// enough, see [`WITNESS_LIMIT`]; witnesses are cached per branch/join pair). `O(n + m)` for a
/// join whose witness is not cached yet, `O(|cache|)` otherwise.
pub fn immediate(u: &Uniformity, ctx: &Context<'_>, subject: Subject, cause: Cause, cache: &mut WitnessCache) -> JsonReason {
    let mut step = Step { subject, cause, paths: Vec::new(), disjoint: false };
    let pair = match cause {
        Cause::Join { branch, join } => Some((branch, join)),
        Cause::AssumedCycle(k) => u.assumed_divergent().get(k as usize).map(|a| (a.branch, a.join)),
        _ => None,
    };
    if let (Some(p), true) = (pair, ctx.cfg.num_blocks() <= WITNESS_LIMIT) {
        match cache.iter().find(|c| c.0 == p) {
            Some(c) => {
                step.paths = c.1.clone();
                step.disjoint = c.2;
            }
            None => {
                let (paths, d) = witness_paths(ctx.cfg, p.0, p.1);
                cache.push((p, paths.clone(), d));
                step.paths = paths;
                step.disjoint = d;
            }
        }
    }
    reason_json(u, ctx, &step, false)
}

/// The analysis as JSON data; `explain_query` adds the chain of that value or block (see
/// [`resolve`]); an unknown name gives a chain with no steps and an explanatory text.
/// `O(n + m + I)` plus the witnesses and the divergent mask.
pub fn to_json(u: &Uniformity, ctx: &Context<'_>, explain_query: Option<&str>) -> JsonUniformity {
    let cfg = ctx.cfg;
    let ci = u.cycles();
    let mut cache = Vec::new();
    let mask = u.divergent_mask(cfg);
    let join_of = u.join_of(cfg);
    let mut sd = u.sync_dependence(cfg);
    let mut arguments = Vec::new();
    let assumed_index = |b: Block| u.in_assumed.get(b.index()).copied().filter(|&k| k != crate::cfg::NONE);
    let value_json = |u: &Uniformity, i: InstId, f: &Function, cache: &mut Vec<_>| -> JsonValue {
        let inst = &f.insts[i.index()];
        let (div, cause, subject) = if inst.opcode.is_terminator() {
            (u.has_divergent_terminator(inst.block), u.terminator_cause(inst.block), Subject::Branch(inst.block))
        } else {
            (u.is_divergent_inst(f, i), u.inst_cause(i), Subject::Value(ValueRef::Inst(i)))
        };
        JsonValue {
            value: value_ref(ctx, ValueRef::Inst(i)),
            text: inst_text(ctx.src, f, i).into_owned(),
            divergent: div,
            always_uniform: u.uniform_override(i).map(super::sources::describe_uniform),
            reason: div.then(|| immediate(u, ctx, subject, cause, cache)),
        }
    };
    if let Some(f) = ctx.ir {
        for a in 0..f.args.len() {
            let div = u.is_divergent_arg(a);
            arguments.push(JsonValue {
                value: value_ref(ctx, ValueRef::Arg(a as u32)),
                text: arg_text(ctx.src, f, a),
                divergent: div,
                always_uniform: None,
                reason: div.then(|| immediate(u, ctx, Subject::Value(ValueRef::Arg(a as u32)), u.arg_cause(a), &mut cache)),
            });
        }
    }
    let mut blocks = Vec::with_capacity(cfg.num_blocks());
    for b in cfg.blocks() {
        let (mut definitions, mut terminator) = (Vec::new(), None);
        if let Some(f) = ctx.ir {
            let r = f.inst_range(b);
            for i in r.clone() {
                let v = value_json(u, InstId(i as u32), f, &mut cache);
                if i + 1 == r.end {
                    terminator = Some(v);
                } else {
                    definitions.push(v);
                }
            }
        }
        let div = u.has_divergent_terminator(b);
        blocks.push(JsonBlock {
            id: b.0,
            name: raw_name(cfg, b).into_owned(),
            divergent_terminator: div,
            divergent_branch: u.is_divergent_branch(b),
            terminator_reason: div.then(|| immediate(u, ctx, Subject::Branch(b), u.terminator_cause(b), &mut cache)),
            divergent_mask: mask[b.index()],
            m_converged: u.is_m_converged(b),
            m_convergence_breaker: assumed_index(b),
            join_of: join_of[b.index()].iter().map(|&x| block_ref(cfg, x)).collect(),
            definitions,
            terminator,
        });
    }
    let divergent_branches = u
        .divergent_branches()
        .map(|b| JsonBranch {
            block: block_ref(cfg, b),
            joins: sd.joins(b).iter().map(|&j| block_ref(cfg, j)).collect(),
            divergent_exits: sd.divergent_exits(b).iter().map(|&x| block_ref(cfg, x)).collect(),
        })
        .collect();
    let cycles_assumed_divergent = u
        .assumed_divergent()
        .iter()
        .enumerate()
        .map(|(k, a)| JsonAssumed {
            cycle: cycle_ref(cfg, ci, a.cycle),
            blocks: ci.blocks(a.cycle).map(|b| block_ref(cfg, b)).collect(),
            reason: immediate(u, ctx, Subject::Block(a.join), Cause::AssumedCycle(k as u32), &mut cache),
        })
        .collect();
    let cycles_with_divergent_exit = u
        .divergent_exit_cycles()
        .iter()
        .map(|e| JsonExitCycle { cycle: cycle_ref(cfg, ci, e.cycle), branch: block_ref(cfg, e.branch), exit: block_ref(cfg, e.exit) })
        .collect();
    let temporal_divergence = u
        .temporal_divergence()
        .iter()
        .map(|t| JsonTemporal {
            value: value_ref(ctx, ValueRef::Inst(t.value)),
            user: value_ref(ctx, ValueRef::Inst(t.user)),
            cycle: u.divergent_exit_cycles().get(t.exit_cycle as usize).map(|e| cycle_ref(cfg, ci, e.cycle)).unwrap_or(JsonRef { kind: "cycle", id: 0, name: String::new() }),
        })
        .collect();
    let explain = explain_query.map(|q| match resolve(u, ctx, q) {
        Some(s) => {
            let chain = explain(u, ctx, s);
            chain_json(u, ctx, q, &chain)
        }
        None => JsonChain { query: q.to_string(), steps: Vec::new(), text: format!("no value or block named `{q}`") },
    });
    JsonUniformity {
        target: u.target().name(),
        ir: ctx.ir.is_some(),
        all_uniform: u.all_uniform(),
        arguments,
        blocks,
        divergent_branches,
        cycles_assumed_divergent,
        cycles_with_divergent_exit,
        temporal_divergence,
        explain,
    }
}

/// A chain in JSON.
pub fn chain_json(u: &Uniformity, ctx: &Context<'_>, query: &str, chain: &Chain) -> JsonChain {
    JsonChain { query: query.to_string(), steps: chain.steps.iter().map(|s| reason_json(u, ctx, s, true)).collect(), text: chain_text(u, ctx, chain) }
}

/// The `--explain` text: the chain of `query` as sentences, or an error message.
///
/// # Errors
/// The message when `query` names no value or block.
pub fn explain_text(u: &Uniformity, ctx: &Context<'_>, query: &str) -> Result<String, String> {
    let s = resolve(u, ctx, query).ok_or_else(|| format!("no value or block named `{query}`"))?;
    let chain = explain(u, ctx, s);
    Ok(format!("{}\n", chain_text(u, ctx, &chain)))
}
