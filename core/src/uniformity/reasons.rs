//! Provenance: why each divergent value, branch, join and cycle is divergent.
//!
//! During propagation every verdict records its *first* cause ([`Cause`], a few bytes per
//! instruction: the operand that made a user divergent, the branch and join that tainted a
//! phi, the assumed-divergent cycle, the divergent cycle exit). [`explain`] follows causes
//! back to a divergence source, building a [`Chain`] of [`Step`]s on demand; joins get a
//! path witness (two paths from the branch that meet only at the join, found by a
//! two-path max-flow on the CFG with unit vertex capacities, `O(n + m)`).
//!
//! Causes always point at something marked earlier, so chains are finite; [`explain`] also
//! guards against revisits. Nothing here panics or recurses.

use super::sources::SourceKind;
use super::Uniformity;
use crate::cfg::{Block, Cfg};
use crate::cycles::print::raw_name;
use crate::ir::{Function, InstId, Opcode};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// A value of a function: an argument (by position) or an instruction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ValueRef {
    /// The `n`-th formal argument.
    Arg(u32),
    /// An instruction (its result).
    Inst(InstId),
}

/// Which part of the m-convergence criterion a cycle assumed divergent failed.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Criterion {
    /// The diverged-entry criterion (`getIntDivCycle`): the branch and its join are in an
    /// irreducible cycle whose header does not dominate the join, so a diverged path may
    /// re-enter the cycle.
    DivergedEntry,
    /// Diverged paths from a branch outside an irreducible cycle reach different entries of
    /// it and join inside (`getExtDivCycle`).
    DivergedPathsFromOutside,
}

impl Criterion {
    /// `diverged-entry criterion` / `diverged paths reaching an irreducible cycle`.
    pub fn describe(self) -> &'static str {
        match self {
            Criterion::DivergedEntry => "the diverged-entry criterion fails",
            Criterion::DivergedPathsFromOutside => "diverged paths from outside reach the irreducible cycle",
        }
    }
}

/// The first cause of a divergent verdict.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cause {
    /// Not divergent.
    Uniform,
    /// A source of divergence.
    Source(SourceKind),
    /// Uses a divergent value.
    Operand(ValueRef),
    /// A phi in `join`, a join block of divergent branch `branch`.
    Join {
        /// The divergent branch's block.
        branch: Block,
        /// The join block (the phi's block).
        join: Block,
    },
    /// Defined in a cycle assumed divergent (index into
    /// [`Uniformity::assumed_divergent`]).
    AssumedCycle(u32),
    /// A phi in an exit block that takes `value`, defined in the cycle with a divergent exit
    /// `exit_cycle` (index into [`Uniformity::divergent_exit_cycles`]).
    ExitPhi {
        /// Index of the divergent-exit cycle.
        exit_cycle: u32,
        /// The value from inside the cycle.
        value: InstId,
    },
    /// Uses `value`, defined inside the cycle with a divergent exit `exit_cycle`, outside it
    /// (temporal divergence).
    Temporal {
        /// Index of the divergent-exit cycle.
        exit_cycle: u32,
        /// The value defined inside.
        value: InstId,
    },
    /// A bare-CFG branch marked divergent (`~>`).
    Marked,
    /// A bare-CFG branch without a mark, treated as divergent.
    Unmarked,
}

/// What a [`Step`] talks about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Subject {
    /// A value.
    Value(ValueRef),
    /// The branch (terminator) of a block.
    Branch(Block),
    /// A block (the chain of why it is not m-converged starts here).
    Block(Block),
}

/// One link of a provenance chain: `subject` is divergent because of `cause`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// What is divergent.
    pub subject: Subject,
    /// Why.
    pub cause: Cause,
    /// For joins: two paths from the branch to the join (block lists, branch first, join
    /// last), disjoint except at their ends when `disjoint`.
    pub paths: Vec<Vec<Block>>,
    /// Whether `paths` share no block but their ends.
    pub disjoint: bool,
}

/// A provenance chain, from the subject asked about back to a divergence source.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chain {
    /// The steps, the subject first.
    pub steps: Vec<Step>,
}

/// What names and texts come from.
#[derive(Copy, Clone)]
pub struct Context<'a> {
    /// The CFG.
    pub cfg: &'a Cfg,
    /// The IR, if any.
    pub ir: Option<&'a Function>,
    /// The source text.
    pub src: &'a str,
}

/// Two paths from `from` to `to` that share no block but their ends, found by a two-path
/// augmenting max-flow with unit vertex capacities (parallel edges count once, so the paths
/// leave `from` through different successors). When no such pair exists, two shortest
/// paths through different successors (`disjoint = false`), or what exists. `O(n + m)`.
pub fn witness_paths(cfg: &Cfg, from: Block, to: Block) -> (Vec<Vec<Block>>, bool) {
    let n = cfg.num_blocks();
    // Node 2v = v_in, 2v+1 = v_out. Edges with capacity 1 (residual graph on the fly).
    let (fi, ti) = (from.index(), to.index());
    if fi >= n || ti >= n {
        return (Vec::new(), false);
    }
    let mut eu: Vec<u32> = Vec::new();
    let mut ev: Vec<u32> = Vec::new();
    let mut cap: Vec<u8> = Vec::new();
    let mut adj: Vec<Vec<u32>> = vec![Vec::new(); 2 * n];
    let mut add = |u: usize, v: usize, c: u8, eu: &mut Vec<u32>, ev: &mut Vec<u32>, cap: &mut Vec<u8>| {
        let k = eu.len() as u32;
        eu.push(u as u32);
        ev.push(v as u32);
        cap.push(c);
        adj[u].push(k);
        eu.push(v as u32);
        ev.push(u as u32);
        cap.push(0);
        adj[v].push(k + 1);
    };
    for v in 0..n {
        let c = if v == fi || v == ti { 2 } else { 1 };
        add(2 * v, 2 * v + 1, c, &mut eu, &mut ev, &mut cap);
    }
    let mut seen = vec![u32::MAX; n];
    for u in cfg.blocks() {
        if u.index() == ti {
            continue;
        }
        for &v in cfg.succs(u) {
            if v.index() == fi || seen[v.index()] == u.0 {
                continue;
            }
            seen[v.index()] = u.0;
            add(2 * u.index() + 1, 2 * v.index(), 1, &mut eu, &mut ev, &mut cap);
        }
    }
    let (s, t) = (2 * fi + 1, 2 * ti);
    let mut flow = 0;
    let mut pred = vec![u32::MAX; 2 * n];
    for _ in 0..2 {
        pred.iter_mut().for_each(|p| *p = u32::MAX);
        let mut q = VecDeque::from([s]);
        pred[s] = u32::MAX - 1;
        while let Some(x) = q.pop_front() {
            if x == t {
                break;
            }
            for &e in &adj[x] {
                let y = ev[e as usize] as usize;
                if cap[e as usize] > 0 && pred[y] == u32::MAX {
                    pred[y] = e;
                    q.push_back(y);
                }
            }
        }
        if pred[t] == u32::MAX {
            break;
        }
        let mut x = t;
        while x != s {
            let e = pred[x] as usize;
            cap[e] -= 1;
            cap[e ^ 1] += 1;
            x = eu[e] as usize;
        }
        flow += 1;
    }
    // Decompose the flow: from `from_out`, follow CFG edges (out-node → in-node) that carry
    // flow, then the in → out edge of the block reached.
    let mut paths = Vec::new();
    let mut used = vec![false; eu.len()];
    for _ in 0..flow {
        let mut path = vec![from];
        let mut x = s;
        while x != t && path.len() <= n + 1 {
            let next = adj[x].iter().copied().find(|&e| {
                let e = e as usize;
                e & 1 == 0 && cap[e] == 0 && !used[e] && eu[e] & 1 == 1 && ev[e] & 1 == 0
            });
            let Some(e) = next else { break };
            used[e as usize] = true;
            let v_in = ev[e as usize] as usize;
            path.push(Block::new(v_in / 2));
            x = if v_in == t { t } else { v_in + 1 };
        }
        if x == t {
            paths.push(path);
        }
    }
    if paths.len() == 2 {
        return (paths, true);
    }
    // Fallback: shortest paths through two different successors.
    let mut out = Vec::new();
    let mut firsts: Vec<Block> = Vec::new();
    for &s0 in cfg.succs(from) {
        if firsts.contains(&s0) {
            continue;
        }
        firsts.push(s0);
        if let Some(mut p) = shortest_path(cfg, s0, to) {
            p.insert(0, from);
            out.push(p);
            if out.len() == 2 {
                break;
            }
        }
    }
    (out, false)
}

/// A shortest path (BFS) from `a` to `b`, both included.
fn shortest_path(cfg: &Cfg, a: Block, b: Block) -> Option<Vec<Block>> {
    let n = cfg.num_blocks();
    let mut pred = vec![u32::MAX; n];
    pred[a.index()] = a.0;
    let mut q = VecDeque::from([a]);
    while let Some(x) = q.pop_front() {
        if x == b {
            let mut path = vec![b];
            let mut y = b;
            while y != a {
                y = Block(pred[y.index()]);
                path.push(y);
            }
            path.reverse();
            return Some(path);
        }
        for &s in cfg.succs(x) {
            if pred[s.index()] == u32::MAX {
                pred[s.index()] = x.0;
                q.push_back(s);
            }
        }
    }
    None
}

/// The cause of `subject`'s divergence in `u`.
fn cause_of(u: &Uniformity, ir: Option<&Function>, subject: Subject) -> Cause {
    match subject {
        Subject::Value(ValueRef::Arg(a)) => u.arg_cause(a as usize),
        Subject::Value(ValueRef::Inst(i)) => match ir.and_then(|f| f.insts.get(i.index())) {
            Some(inst) if inst.opcode.is_terminator() => u.terminator_cause(inst.block),
            _ => u.inst_cause(i),
        },
        Subject::Branch(b) => u.terminator_cause(b),
        Subject::Block(b) => match u.m_convergence_breaker(b) {
            Some(_) => Cause::AssumedCycle(u.in_assumed[b.index()]),
            None => Cause::Uniform,
        },
    }
}

/// Builds the provenance chain of `subject`: each step's cause names the next subject,
/// down to a source (or a marked branch). Uniform subjects give a one-step chain with
/// [`Cause::Uniform`]. `O(chain length · (n + m))` for the join witnesses.
pub fn explain(u: &Uniformity, ctx: &Context<'_>, subject: Subject) -> Chain {
    let mut steps: Vec<Step> = Vec::new();
    let mut seen: Vec<Subject> = Vec::new();
    let mut cur = Some(subject);
    while let Some(s) = cur.take() {
        if seen.contains(&s) || steps.len() > ctx.cfg.num_blocks() + ctx.ir.map_or(0, |f| f.insts.len()) + 4 {
            break;
        }
        seen.push(s);
        let cause = cause_of(u, ctx.ir, s);
        let mut step = Step { subject: s, cause, paths: Vec::new(), disjoint: false };
        cur = match cause {
            Cause::Uniform | Cause::Source(_) | Cause::Marked | Cause::Unmarked => None,
            Cause::Operand(v) => Some(Subject::Value(v)),
            Cause::Join { branch, join } => {
                let (p, d) = witness_paths(ctx.cfg, branch, join);
                step.paths = p;
                step.disjoint = d;
                Some(Subject::Branch(branch))
            }
            Cause::AssumedCycle(k) => u.assumed_divergent().get(k as usize).map(|a| {
                let (p, d) = witness_paths(ctx.cfg, a.branch, a.join);
                step.paths = p;
                step.disjoint = d;
                Subject::Branch(a.branch)
            }),
            Cause::ExitPhi { exit_cycle, .. } | Cause::Temporal { exit_cycle, .. } => {
                u.divergent_exit_cycles().get(exit_cycle as usize).map(|e| Subject::Branch(e.branch))
            }
        };
        steps.push(step);
    }
    Chain { steps }
}

/// The printed name of a value (`%x`).
pub fn value_name(ctx: &Context<'_>, v: ValueRef) -> String {
    let Some(f) = ctx.ir else { return String::new() };
    match v {
        ValueRef::Arg(a) => f.args.get(a as usize).map(|&id| f.value_name(id).to_string()).unwrap_or_default(),
        ValueRef::Inst(i) => match f.insts.get(i.index()) {
            Some(inst) => match inst.result {
                Some(r) => f.value_name(r).to_string(),
                None => format!("`{}`", short_text(crate::ir::canonical::inst_text(ctx.src, f, i).trim())),
            },
            None => String::new(),
        },
    }
}

fn short_text(t: &str) -> String {
    let t = t.lines().next().unwrap_or("");
    if t.chars().count() > 60 {
        format!("{}…", t.chars().take(60).collect::<String>())
    } else {
        t.to_string()
    }
}

/// The right-hand side of an instruction (`icmp slt i32 %tid, 0`).
fn rhs(ctx: &Context<'_>, i: InstId) -> String {
    let Some(f) = ctx.ir else { return String::new() };
    let text = crate::ir::canonical::inst_text(ctx.src, f, i);
    let t = text.trim();
    let t = match (f.insts.get(i.index()).and_then(|x| x.result), t.split_once(" = ")) {
        (Some(_), Some((_, r))) => r,
        _ => t,
    };
    short_text(t)
}

fn block_name(ctx: &Context<'_>, b: Block) -> String {
    if b.index() < ctx.cfg.num_blocks() {
        raw_name(ctx.cfg, b).into_owned()
    } else {
        b.to_string()
    }
}

fn path_text(ctx: &Context<'_>, p: &[Block]) -> String {
    p.iter().map(|&b| block_name(ctx, b)).collect::<Vec<_>>().join("→")
}

/// One step as a sentence.
pub fn step_text(u: &Uniformity, ctx: &Context<'_>, step: &Step) -> String {
    let subject = match step.subject {
        Subject::Value(v) => format!("`{}`", value_name(ctx, v)),
        Subject::Branch(b) => format!("branch `{}`", block_name(ctx, b)),
        Subject::Block(b) => format!("block `{}`", block_name(ctx, b)),
    };
    let paths = |step: &Step| {
        if step.paths.len() == 2 {
            format!(" ({} paths {}, {})", if step.disjoint { "disjoint" } else { "diverged" }, path_text(ctx, &step.paths[0]), path_text(ctx, &step.paths[1]))
        } else {
            String::new()
        }
    };
    let cycle_text = |c: crate::cycles::Cycle| crate::cycles::print::cycle_line(ctx.cfg, u.cycles(), c);
    match step.cause {
        Cause::Uniform => match step.subject {
            Subject::Block(_) => format!("{subject} is m-converged"),
            _ => format!("{subject} is uniform"),
        },
        Cause::Source(k) => {
            let what = match (step.subject, ctx.ir) {
                (Subject::Value(ValueRef::Inst(i)), Some(f)) => match f.insts.get(i.index()).and_then(|x| f.callee_name(x)) {
                    Some(name) => format!(" `{}`", name.strip_prefix("llvm.").unwrap_or(name)),
                    None => format!(" (`{}`)", rhs(ctx, i)),
                },
                _ => String::new(),
            };
            format!("{subject} is {}{what}", k.describe())
        }
        Cause::Operand(v) => {
            let op = match v {
                ValueRef::Inst(i) => format!("`{}` = `{}`", value_name(ctx, v), rhs(ctx, i)),
                ValueRef::Arg(_) => format!("argument `{}`", value_name(ctx, v)),
            };
            match step.subject {
                Subject::Branch(_) => format!("{subject} branches on {op}"),
                _ => format!("{subject} uses {op}"),
            }
        }
        Cause::Join { branch, join } => format!(
            "{subject} is a phi in `{}`, a join of divergent branch `{}`{}",
            block_name(ctx, join),
            block_name(ctx, branch),
            paths(step)
        ),
        Cause::AssumedCycle(k) => match u.assumed_divergent().get(k as usize) {
            Some(a) => format!(
                "{subject} is in cycle `{}`, assumed divergent: {} (join `{}` of divergent branch `{}`{})",
                cycle_text(a.cycle),
                a.criterion.describe(),
                block_name(ctx, a.join),
                block_name(ctx, a.branch),
                paths(step)
            ),
            None => format!("{subject} is in a cycle assumed divergent"),
        },
        Cause::ExitPhi { exit_cycle, value } | Cause::Temporal { exit_cycle, value } => {
            let what = if matches!(step.cause, Cause::ExitPhi { .. }) { "is a phi of a cycle exit taking" } else { "uses, outside its cycle," };
            match u.divergent_exit_cycles().get(exit_cycle as usize) {
                Some(e) => format!(
                    "{subject} {what} `{}`, defined in cycle `{}` which threads leave in different iterations (divergent exit `{}` of branch `{}`: temporal divergence)",
                    value_name(ctx, ValueRef::Inst(value)),
                    cycle_text(e.cycle),
                    block_name(ctx, e.exit),
                    block_name(ctx, e.branch)
                ),
                None => format!("{subject} is temporally divergent"),
            }
        }
        Cause::Marked => format!("{subject} is marked divergent (`~>`)"),
        Cause::Unmarked => format!("{subject} has several successors and no mark (treated as divergent)"),
    }
}

/// The whole chain as one paragraph: steps joined by `; `.
pub fn chain_text(u: &Uniformity, ctx: &Context<'_>, chain: &Chain) -> String {
    chain.steps.iter().map(|s| step_text(u, ctx, s)).collect::<Vec<_>>().join(";\n  ")
}

/// Resolves a name given on the command line (`%x`, `x`, a block name) to a subject:
/// values first (instructions and arguments of `ir`), then blocks (a block is explained by
/// its branch when that is divergent, else by its m-convergence).
pub fn resolve(u: &Uniformity, ctx: &Context<'_>, name: &str) -> Option<Subject> {
    if let Some(f) = ctx.ir {
        if let Some(v) = f.find_value(name) {
            return Some(match f.value(v).kind {
                crate::ir::ValueKind::Arg(a) => Subject::Value(ValueRef::Arg(a)),
                crate::ir::ValueKind::Inst(i) => {
                    if f.insts[i.index()].opcode == Opcode::Invoke {
                        Subject::Branch(f.insts[i.index()].block)
                    } else {
                        Subject::Value(ValueRef::Inst(i))
                    }
                }
            });
        }
    }
    let b = ctx.cfg.find(name).or_else(|| ctx.cfg.blocks().find(|&b| raw_name(ctx.cfg, b) == name.strip_prefix('%').unwrap_or(name)))?;
    if u.has_divergent_terminator(b) || u.is_m_converged(b) {
        Some(Subject::Branch(b))
    } else {
        Some(Subject::Block(b))
    }
}
