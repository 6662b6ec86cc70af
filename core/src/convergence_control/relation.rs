//! The controlled maximal converged-with relation: which dynamic instances of token
//! definitions and convergent calls converge, by the rules of `ConvergentOperations.rst`
//! (*Dynamic Instances and Convergence Tokens*, *Convergence Control Intrinsics*):
//!
//! * `entry`: all threads' instances converge (a kernel launch: the whole group starts
//!   converged — the environment-defined choice the document suggests for OpenCL).
//! * `anchor`: implementation-defined; here the threads that are *maximally converged* at that
//!   block instance (the uncontrolled relation, [`crate::convergence::MaximalConvergence`]) —
//!   "threads that happen to be active at the same time".
//! * `loop` `U` with token from `D`: converged iff the token instances converge and both threads
//!   execute `U` for the `n`-th time with that token value.
//! * any other call `U` with token from `D`: converged iff the token instances converge.
//! * an uncontrolled convergent call, and every block instance without token operations:
//!   the maximal (uncontrolled) class.
//!
//! The token value a use sees is the one of the most recent execution of its definition in
//! the thread (SSA: the definition dominates the use).
//!
//! Each instance gets a key — `(op, class of its token instance, n)` — interned into a class
//! id; equal classes ⇔ converged. `O(I · k)` time and memory for `I` block instances and `k`
//! token operations per block, plus hashing. The reference [`ControlledConvergence::slow_pairs`]
//! evaluates the rules pairwise, `O(I² · k)`, for the property tests.

use super::{FunctionFacts, TokenOp};
use crate::cfg::{Block, Cfg};
use crate::convergence::{table_report, MaximalConvergence, ReportOptions, TableReport};
use crate::cycles::CycleInfo;
use crate::ir::{Function, InstId};
use crate::scenario::{Instance, ThreadPaths};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// What a token operation is, for the relation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ControlKind {
    /// `llvm.experimental.convergence.entry`.
    Entry,
    /// `llvm.experimental.convergence.anchor`.
    Anchor,
    /// `llvm.experimental.convergence.loop` using the token of op `.0` (index in
    /// [`TokenProgram::ops`]).
    Loop(u32),
    /// A convergent call controlled by the token of op `.0`.
    Controlled(u32),
    /// A convergent call without a token (implicit convergence control).
    Uncontrolled,
}

/// One static token operation or convergent call.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ControlOp {
    /// Its block.
    pub block: Block,
    /// What it is.
    pub kind: ControlKind,
    /// A short label: the result name (`%tok`) or the callee (`@f`), as written.
    pub label: String,
    /// The IR instruction, when built from IR.
    pub inst: Option<InstId>,
}

/// The token operations of a function, block by block in program order (the input of
/// [`ControlledConvergence::compute`] besides the CFG and the paths).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenProgram {
    /// Every op, grouped by block in block order, program order inside a block.
    pub ops: Vec<ControlOp>,
    /// CSR offsets: the ops of block `b` are `ops[block_starts[b]..block_starts[b + 1]]`.
    pub block_starts: Vec<u32>,
}

impl TokenProgram {
    /// From ops in any block order (stable inside a block); tokens refer to indices of `ops`
    /// as given and are renumbered. `num_blocks` blocks.
    pub fn new(num_blocks: usize, ops: Vec<ControlOp>) -> TokenProgram {
        let mut order: Vec<usize> = (0..ops.len()).collect();
        crate::sort::sort_by_key(&mut order, |&k| ops[k].block.index());
        let mut new_of = vec![0u32; ops.len()];
        for (n, &k) in order.iter().enumerate() {
            new_of[k] = n as u32;
        }
        let remap = |k: ControlKind| match k {
            ControlKind::Loop(t) => ControlKind::Loop(new_of.get(t as usize).copied().unwrap_or(u32::MAX)),
            ControlKind::Controlled(t) => ControlKind::Controlled(new_of.get(t as usize).copied().unwrap_or(u32::MAX)),
            other => other,
        };
        let sorted: Vec<ControlOp> = order.iter().map(|&k| ControlOp { kind: remap(ops[k].kind), ..ops[k].clone() }).collect();
        let mut block_starts = vec![0u32; num_blocks + 1];
        for op in &sorted {
            if op.block.index() < num_blocks {
                block_starts[op.block.index() + 1] += 1;
            }
        }
        for b in 0..num_blocks {
            block_starts[b + 1] += block_starts[b];
        }
        let sorted = sorted.into_iter().filter(|op| op.block.index() < num_blocks).collect();
        TokenProgram { ops: sorted, block_starts }
    }

    /// From a parsed function and its facts: every call of a convergence intrinsic and every
    /// convergent call, with its token when the bundle is well formed (`O(I)`).
    pub fn from_function(src: &str, f: &Function, facts: &FunctionFacts) -> TokenProgram {
        let mut op_of_inst = vec![u32::MAX; f.insts.len()];
        let mut ops = Vec::new();
        for c in &facts.calls {
            if c.op.is_none() && !c.convergent {
                continue;
            }
            op_of_inst[c.inst.index()] = ops.len() as u32;
            let inst = f.inst(c.inst);
            let label = match inst.result {
                Some(v) => f.value_name(v).to_string(),
                None => f.callee_name(inst).map_or_else(|| inst.span.text(src).to_string(), |n| format!("@{n}")),
            };
            ops.push((c, ControlOp { block: inst.block, kind: ControlKind::Uncontrolled, label, inst: Some(c.inst) }));
        }
        let ops: Vec<ControlOp> = ops
            .into_iter()
            .map(|(c, mut op)| {
                let tok = if c.ctrl_bundles == 1 && c.ctrl_inputs == 1 { c.token.and_then(|t| facts.token_def(f, t)) } else { None };
                let tok = tok.map(|d| op_of_inst[d.index()]).filter(|&t| t != u32::MAX);
                op.kind = match (c.op, tok) {
                    (Some(TokenOp::Entry), _) => ControlKind::Entry,
                    (Some(TokenOp::Anchor), _) => ControlKind::Anchor,
                    (Some(TokenOp::Loop), Some(t)) => ControlKind::Loop(t),
                    (Some(TokenOp::Loop), None) => ControlKind::Anchor,
                    (None, Some(t)) => ControlKind::Controlled(t),
                    (None, None) => ControlKind::Uncontrolled,
                };
                op
            })
            .collect();
        TokenProgram::new(f.cfg.num_blocks(), ops)
    }

    /// The op indices of block `b` (empty for blocks outside the program).
    pub fn block_ops(&self, b: Block) -> std::ops::Range<usize> {
        match (self.block_starts.get(b.index()), self.block_starts.get(b.index() + 1)) {
            (Some(&s), Some(&e)) => s as usize..e as usize,
            _ => 0..0,
        }
    }

    /// The convergence region of each token-defining op (`ConvergentOperations.rst`,
    /// *Convergence Regions*: the points dominated by the definition from which a use can be
    /// reached), as, per block, the defining ops whose region contains it (ascending). Blocks
    /// are the granule. `O(ops + Σ_d (|region(d)| + its edges))`.
    pub fn regions(&self, cfg: &Cfg) -> Vec<Vec<u32>> {
        let n = cfg.num_blocks();
        let dt = crate::dominators::DominatorTree::compute(cfg);
        let mut out = vec![Vec::new(); n];
        let mut mark = vec![u32::MAX; n];
        let mut stack = Vec::new();
        // The users of each defining op (one pass over the ops).
        let mut users: Vec<Vec<u32>> = vec![Vec::new(); self.ops.len()];
        for (k, u) in self.ops.iter().enumerate() {
            if let ControlKind::Loop(t) | ControlKind::Controlled(t) = u.kind {
                if let Some(v) = users.get_mut(t as usize) {
                    v.push(k as u32);
                }
            }
        }
        for (d, op) in self.ops.iter().enumerate() {
            if !matches!(op.kind, ControlKind::Entry | ControlKind::Anchor | ControlKind::Loop(_)) || op.block.index() >= n {
                continue;
            }
            let db = op.block;
            for &k in &users[d] {
                let u = &self.ops[k as usize];
                if u.block.index() < n && dt.dominates(db, u.block) && mark[u.block.index()] != d as u32 {
                    mark[u.block.index()] = d as u32;
                    stack.push(u.block);
                }
            }
            while let Some(b) = stack.pop() {
                out[b.index()].push(d as u32);
                if b == db {
                    continue;
                }
                for &p in cfg.preds(b) {
                    if mark[p.index()] != d as u32 && dt.dominates(db, p) {
                        mark[p.index()] = d as u32;
                        stack.push(p);
                    }
                }
            }
        }
        for v in &mut out {
            crate::sort::sort_unstable(v);
        }
        out
    }

    /// Whether any op is a token operation or a controlled call.
    pub fn is_controlled(&self) -> bool {
        self.ops.iter().any(|o| !matches!(o.kind, ControlKind::Uncontrolled))
    }
}

/// Threads whose instances of one op converge (one class).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpClassGroup {
    /// The op (index in [`TokenProgram::ops`]).
    pub op: u32,
    /// Its class id.
    pub class: u32,
    /// The block instances executing it in this class, in thread order.
    pub instances: Vec<Instance>,
}

/// Two instances of one op on which the controlled and the uncontrolled relation disagree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpDifference {
    /// The op.
    pub op: u32,
    /// Two block instances executing it (different threads).
    pub a: Instance,
    /// The second.
    pub b: Instance,
    /// Converged under token control.
    pub controlled: bool,
    /// Converged under maximal (uncontrolled) convergence.
    pub maximal: bool,
}

/// How a warp schedule (a reconvergence policy's run: one column per block instance, equal
/// columns = executed in the same warp step) treats the token-controlled operations.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScheduleCheck {
    /// Op-instance pairs (different threads, same op) compared.
    pub pairs: u64,
    /// Pairs the schedule runs together although their tokens say they do not converge.
    pub merged: u64,
    /// Pairs the tokens say converge but the schedule runs apart.
    pub split: u64,
    /// Examples (at most the limit given), with `controlled` = the tokens' verdict and
    /// `maximal` = the schedule's (same step).
    pub examples: Vec<OpDifference>,
}

/// The relation on one scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ControlledConvergence {
    /// CSR offsets per block instance into `op_class` (`num_instances + 1`).
    pub op_starts: Vec<u32>,
    /// For each block instance, the class of each op of its block (in block order).
    pub op_class: Vec<u32>,
    /// Number of op classes.
    pub num_op_classes: u32,
    /// The uncontrolled (maximal) class of every block instance.
    pub maximal_class: Vec<u32>,
    /// A block-instance class for the convergence table: the tuple of the op classes of the
    /// instance (blocks with ops) or its maximal class (blocks without).
    pub table_class: Vec<u32>,
    /// Number of table classes.
    pub num_table_classes: u32,
}

use crate::cfg::NONE;

impl ControlledConvergence {
    /// Computes the controlled relation of `paths` under `program` and the hierarchy `cycles`
    /// (used for the maximal relation behind anchors and uncontrolled calls).
    pub fn compute(cfg: &Cfg, cycles: &CycleInfo, paths: &ThreadPaths, program: &TokenProgram) -> ControlledConvergence {
        let maximal = MaximalConvergence::compute(cfg, cycles, paths);
        Self::with_maximal(cfg, paths, program, maximal.class_of())
    }

    /// The same, given the maximal class of every instance.
    pub fn with_maximal(cfg: &Cfg, paths: &ThreadPaths, program: &TokenProgram, maximal_class: &[u32]) -> ControlledConvergence {
        let regions = program.regions(cfg);
        let total = paths.num_instances();
        let mut op_starts = Vec::with_capacity(total + 1);
        op_starts.push(0u32);
        for &b in paths.all_blocks() {
            let r = program.block_ops(b);
            op_starts.push(op_starts.last().copied().unwrap_or(0) + r.len() as u32);
        }
        let mut op_class = vec![NONE; *op_starts.last().unwrap_or(&0) as usize];
        let mut keys: HashMap<(u32, u32, u32), u32> = HashMap::new();
        let mut fresh = 0u32;
        let nops = program.ops.len();
        // Per thread: the last token instance (global op-instance index) of each op, and for
        // `loop` ops the token instance of its last execution and the count.
        let mut last = vec![NONE; nops];
        let mut loop_seen = vec![(NONE, 0u32); nops];
        let mut touched: Vec<usize> = Vec::new();
        for t in paths.threads() {
            for &k in &touched {
                last[k] = NONE;
                loop_seen[k] = (NONE, 0);
            }
            touched.clear();
            let first = paths.first_instance(t).index();
            for (pos, &b) in paths.path(t).iter().enumerate() {
                let i = first + pos;
                let base = op_starts[i] as usize;
                for (j, k) in program.block_ops(b).enumerate() {
                    let op = &program.ops[k];
                    let mc = maximal_class.get(i).copied().unwrap_or(NONE);
                    let key = match op.kind {
                        ControlKind::Entry => Some((k as u32, 0, 0)),
                        ControlKind::Anchor | ControlKind::Uncontrolled => (mc != NONE).then_some((k as u32, mc, 0)),
                        ControlKind::Controlled(d) => last.get(d as usize).filter(|&&l| l != NONE).map(|&l| (k as u32, op_class[l as usize], 0)),
                        ControlKind::Loop(d) => last.get(d as usize).filter(|&&l| l != NONE).map(|&l| {
                            let (prev, n) = loop_seen[k];
                            let n = if prev == l { n + 1 } else { 1 };
                            loop_seen[k] = (l, n);
                            (k as u32, op_class[l as usize], n)
                        }),
                    };
                    let key = key.unwrap_or_else(|| {
                        // No token instance or no maximal class: converged with nothing.
                        fresh += 1;
                        (k as u32, NONE - 1, fresh)
                    });
                    let next = keys.len() as u32;
                    let class = *keys.entry(key).or_insert(next);
                    op_class[base + j] = class;
                    last[k] = (base + j) as u32;
                    touched.push(k);
                }
            }
        }
        let num = keys.len() as u32;
        // Table classes: (block, op classes…) for blocks with ops; otherwise (block, maximal
        // class, classes of the token instances whose convergence region contains the block).
        let mut tkeys: HashMap<(u32, Vec<u32>), u32> = HashMap::new();
        let mut table_class = Vec::with_capacity(total);
        for t in paths.threads() {
            last.iter_mut().for_each(|l| *l = NONE);
            let first = paths.first_instance(t).index();
            for (pos, &b) in paths.path(t).iter().enumerate() {
                let i = first + pos;
                let s = op_starts[i] as usize..op_starts[i + 1] as usize;
                let key = if s.is_empty() {
                    let mut k = vec![NONE, maximal_class.get(i).copied().unwrap_or(NONE - 1 - i as u32)];
                    for &d in regions.get(b.index()).map_or(&[][..], |v| &v[..]) {
                        k.push(match last[d as usize] {
                            NONE => NONE - 1 - i as u32,
                            l => op_class[l as usize],
                        });
                    }
                    k
                } else {
                    op_class[s.clone()].to_vec()
                };
                for (j, k) in program.block_ops(b).enumerate() {
                    last[k] = (s.start + j) as u32;
                }
                let next = tkeys.len() as u32;
                table_class.push(*tkeys.entry((b.0, key)).or_insert(next));
            }
        }
        ControlledConvergence { op_starts, op_class, num_op_classes: num, maximal_class: maximal_class.to_vec(), num_table_classes: tkeys.len() as u32, table_class }
    }

    /// The class of op `j` (position in its block) of block instance `i`.
    pub fn class(&self, i: Instance, j: usize) -> Option<u32> {
        let s = *self.op_starts.get(i.index())? as usize;
        let e = *self.op_starts.get(i.index() + 1)? as usize;
        (s + j < e).then(|| self.op_class[s + j])
    }

    /// The classes of every op, as groups of instances (ops in program order, classes by
    /// first appearance). `O(I · k)`.
    pub fn groups(&self, paths: &ThreadPaths, program: &TokenProgram) -> Vec<OpClassGroup> {
        let mut index: HashMap<(u32, u32), usize> = HashMap::new();
        let mut out: Vec<OpClassGroup> = Vec::new();
        for t in paths.threads() {
            let first = paths.first_instance(t).index();
            for (pos, &b) in paths.path(t).iter().enumerate() {
                let i = first + pos;
                for (j, k) in program.block_ops(b).enumerate() {
                    let c = self.op_class[self.op_starts[i] as usize + j];
                    let g = *index.entry((k as u32, c)).or_insert_with(|| {
                        out.push(OpClassGroup { op: k as u32, class: c, instances: Vec::new() });
                        out.len() - 1
                    });
                    out[g].instances.push(Instance(i as u32));
                }
            }
        }
        crate::sort::sort_by_key(&mut out, |g| g.op);
        out
    }

    /// Pairs of instances (of one op, different threads) where controlled and maximal
    /// convergence disagree; at most `limit`. `O(I² · k)` worst case, cut at `limit`.
    pub fn differences(&self, paths: &ThreadPaths, program: &TokenProgram, limit: usize) -> Vec<OpDifference> {
        let per_op = self.instances_per_op(paths, program, |_| true);
        let mut out = Vec::new();
        for (k, v) in per_op.iter().enumerate() {
            for x in 0..v.len() {
                for y in x + 1..v.len() {
                    if v[x].1 == v[y].1 {
                        continue;
                    }
                    let c = v[x].2 == v[y].2;
                    let m = self.maximal_class.get(v[x].0) == self.maximal_class.get(v[y].0);
                    if c != m {
                        out.push(OpDifference { op: k as u32, a: Instance(v[x].0 as u32), b: Instance(v[y].0 as u32), controlled: c, maximal: m });
                        if out.len() >= limit {
                            return out;
                        }
                    }
                }
            }
        }
        out
    }

    /// Per op of `program` (those `keep` accepts): its dynamic instances as `(block instance,
    /// thread, op class)`, in thread order. `O(I · k)`.
    fn instances_per_op(&self, paths: &ThreadPaths, program: &TokenProgram, keep: impl Fn(&ControlOp) -> bool) -> Vec<Vec<(usize, usize, u32)>> {
        let mut per_op: Vec<Vec<(usize, usize, u32)>> = vec![Vec::new(); program.ops.len()];
        for t in paths.threads() {
            let first = paths.first_instance(t).index();
            for (pos, &b) in paths.path(t).iter().enumerate() {
                let i = first + pos;
                for (j, k) in program.block_ops(b).enumerate() {
                    if keep(&program.ops[k]) {
                        per_op[k].push((i, t.index(), self.op_class[self.op_starts[i] as usize + j]));
                    }
                }
            }
        }
        per_op
    }

    /// Compares a warp schedule with the controlled relation on every op of a *controlled*
    /// kind (entry, anchor, loop, controlled call; uncontrolled calls are skipped):
    /// `column_of` gives each block instance's warp step / table column
    /// (`engine::Stepper::table().column_of()`). `O(Σ_op n_op²)` pairs, examples capped at
    /// `limit`.
    pub fn check_schedule(&self, paths: &ThreadPaths, program: &TokenProgram, column_of: &[u32], limit: usize) -> ScheduleCheck {
        let per_op = self.instances_per_op(paths, program, |op| op.kind != ControlKind::Uncontrolled);
        let mut out = ScheduleCheck::default();
        for (k, v) in per_op.iter().enumerate() {
            for x in 0..v.len() {
                for y in x + 1..v.len() {
                    if v[x].1 == v[y].1 {
                        continue;
                    }
                    out.pairs += 1;
                    let c = v[x].2 == v[y].2;
                    let s = column_of.get(v[x].0).is_some() && column_of.get(v[x].0) == column_of.get(v[y].0);
                    if c != s {
                        if s {
                            out.merged += 1;
                        } else {
                            out.split += 1;
                        }
                        if out.examples.len() < limit {
                            out.examples.push(OpDifference { op: k as u32, a: Instance(v[x].0 as u32), b: Instance(v[y].0 as u32), controlled: c, maximal: s });
                        }
                    }
                }
            }
        }
        out
    }

    /// The reference: whether op-instance `(a, ja)` and `(b, jb)` converge, evaluated from
    /// the rules directly on the two threads' prefixes (recursive on token instances; `O(I)`
    /// per query). Used by the property tests against [`ControlledConvergence::compute`].
    pub fn slow_pairs(paths: &ThreadPaths, program: &TokenProgram, maximal_class: &[u32], a: (Instance, usize), b: (Instance, usize)) -> bool {
        let op_a = program.block_ops(paths.block(a.0)).start + a.1;
        let op_b = program.block_ops(paths.block(b.0)).start + b.1;
        if op_a != op_b {
            return false;
        }
        if paths.thread_of(a.0) == paths.thread_of(b.0) {
            return a == b;
        }
        // The most recent instance of op `d` strictly before op-instance (i, j) in i's thread.
        let prev = |i: Instance, j: usize, d: usize| -> Option<(Instance, usize)> {
            let t = paths.thread_of(i);
            let first = paths.first_instance(t).index();
            let mut pos = i.index() as isize;
            let mut jj = j as isize - 1;
            while pos >= first as isize {
                let inst = Instance(pos as u32);
                let r = program.block_ops(paths.block(inst));
                while jj >= 0 {
                    if r.start + jj as usize == d {
                        return Some((inst, jj as usize));
                    }
                    jj -= 1;
                }
                pos -= 1;
                if pos >= first as isize {
                    jj = program.block_ops(paths.block(Instance(pos as u32))).len() as isize - 1;
                }
            }
            None
        };
        // How many times op `k` ran with the same token instance `tok`, up to (i, j).
        let count = |i: Instance, j: usize, k: usize, d: usize, tok: (Instance, usize)| -> u32 {
            let mut n = 0;
            let mut cur = Some((i, j));
            while let Some((ci, cj)) = cur {
                if prev(ci, cj, d) != Some(tok) {
                    break;
                }
                n += 1;
                cur = prev(ci, cj, k);
            }
            n
        };
        match program.ops[op_a].kind {
            ControlKind::Entry => true,
            ControlKind::Anchor | ControlKind::Uncontrolled => maximal_class.get(a.0.index()) == maximal_class.get(b.0.index()),
            ControlKind::Controlled(d) => match (prev(a.0, a.1, d as usize), prev(b.0, b.1, d as usize)) {
                (Some(x), Some(y)) => Self::slow_pairs(paths, program, maximal_class, x, y),
                _ => false,
            },
            ControlKind::Loop(d) => match (prev(a.0, a.1, d as usize), prev(b.0, b.1, d as usize)) {
                (Some(x), Some(y)) => Self::slow_pairs(paths, program, maximal_class, x, y) && count(a.0, a.1, op_a, d as usize, x) == count(b.0, b.1, op_b, d as usize, y),
                _ => false,
            },
        }
    }
}

/// The controlled relation with its convergence table (same shape as the maximal table, so a
/// view can show both side by side) and the disagreements with maximal convergence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ControlledReport {
    /// The token operations (labels, blocks, kinds).
    pub ops: Vec<ControlOp>,
    /// The relation.
    pub relation: ControlledConvergence,
    /// Groups of converged instances per op.
    pub groups: Vec<OpClassGroup>,
    /// Block-instance table under token control ([`ControlledConvergence::table_class`]).
    pub table: TableReport,
    /// Block-instance table under maximal convergence (the uncontrolled one).
    pub maximal_table: TableReport,
    /// Where they disagree on an op (at most 1,000).
    pub differences: Vec<OpDifference>,
}

impl ControlledReport {
    /// Computes everything for one scenario. `O(I · k + I log I)` plus the differences.
    pub fn compute(cfg: &Cfg, cycles: &CycleInfo, paths: &ThreadPaths, program: &TokenProgram, opts: &ReportOptions) -> ControlledReport {
        let maximal = MaximalConvergence::compute(cfg, cycles, paths);
        let relation = ControlledConvergence::with_maximal(cfg, paths, program, maximal.class_of());
        let table = table_report(cfg, paths, &relation.table_class, relation.num_table_classes as usize, None, opts);
        let maximal_table = table_report(cfg, paths, maximal.class_of(), maximal.num_classes(), Some(&maximal), opts);
        let groups = relation.groups(paths, program);
        let differences = relation.differences(paths, program, 1000);
        ControlledReport { ops: program.ops.clone(), relation, groups, table, maximal_table, differences }
    }
}
