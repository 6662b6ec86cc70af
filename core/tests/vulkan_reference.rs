//! Oracle for the `vulkan` policy: an independent reference for Vulkan's maximal reconvergence,
//! written from the specification, on random structured programs of our own design.
//!
//! # What maximal reconvergence says (our reading)
//! `VK_KHR_shader_maximal_reconvergence` lets a shader use SPIR-V's `MaximallyReconvergesKHR`
//! execution mode (`SPV_KHR_maximal_reconvergence`, written against SPIR-V 1.6). Under it the
//! *tangle* of a dynamic instruction instance (the invocations that execute it together) follows
//! the structured control flow of the program (SPIR-V §2.11, "Structured Control Flow"):
//! - invocations that execute a selection header together and reach its merge block execute
//!   that merge block together, whichever arms they took;
//! - a loop's iterations are separate dynamic instances: the invocations in the `k`-th iteration
//!   of a loop instance execute its body blocks together (those that `continue` rejoin the others
//!   at the continue target of that iteration), and a block that leaves the loop (a *break
//!   block*) executes "as if still diverged by iteration", in the tangle of its iteration only;
//! - the invocations that entered a loop instance together and leave it reach its merge block
//!   together, whichever iteration they left in;
//! - a `switch` is a selection: its cases run on the invocations whose selector picks them,
//!   and they meet at the switch's merge;
//! - `subgroupElect()` is true for exactly one invocation of the current tangle (we take the
//!   lowest-numbered one); a ballot returns the set of invocations of its tangle.
//!
//! # The reference
//! Programs are trees ([`Stmt`]); [`Sim`] runs one subgroup of 32 or 64 invocations over the
//! tree with lane masks, one construct at a time: the tangle of every instruction is the mask
//! that reaches it in the tree walk, following the rules above literally (an `if` splits the
//! mask and joins it after both arms, a loop iterates with the invocations still in it, `break`
//! / `continue` / `return` remove invocations from the walk until the loop merge, the continue
//! target, or for good). It records each invocation's blocks, and every ballot's mask.
//!
//! # What is compared
//! [`lower`] turns a tree into a CFG with one `OpSelectionMerge` / `OpLoopMerge`-style
//! declaration per header (one block per ballot); the `vulkan` policy of the engine
//! (`core/src/engine/vulkan.rs`, `core/src/vulkan.rs`) runs the recorded paths on that CFG and
//! every ballot of its table must equal the reference's. LLVM's maximal convergence
//! ([`MaximalConvergence`]) is compared too and its disagreements are counted by the kind of the
//! innermost loop around the ballot (expected: it differs inside loops whose break blocks it
//! treats as reconverged).
//!
//! The generator is ours: ifs with uniform, lane-pattern, per-iteration and `subgroupElect()`
//! conditions (with and without `else`); `for` loops with uniform and per-invocation trip
//! counts (tested at the header), `do { } while` loops (tested at the continue target) and
//! `for (;;)` loops left by `if (subgroupElect() || …) { ballot; break; }`; `switch` on a
//! uniform, per-invocation or per-iteration selector, with and without `default`; `break`,
//! `continue` and `return` at the end of a statement list (rarely followed by dead code);
//! ballots. A small SplitMix64
//! generator makes every program reproducible from its seed.
//!
//! Default: 200 programs per subgroup size (32, 64), nesting depth 2–6;
//! `RECONVERGE_VK_PROGRAMS=N` runs `N` per size (`scripts/vulkan-reference`).

use reconverge_core::cfg::CfgBuilder;
use reconverge_core::constructs::{Constructs, MergeDecl};
use reconverge_core::convergence::MaximalConvergence;
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, Stepper};
use reconverge_core::scenario::ThreadPaths;
use reconverge_core::span::Span;
use reconverge_core::{Block, Cfg};
use std::sync::Arc;

/// A set of invocations of the subgroup: bit `l` is invocation `l` (at most 64).
type Mask = u64;

/// SplitMix64 (Steele, Lea and Flood 2014): a 64-bit state advanced by a constant, mixed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n` (`n > 0`; the modulo bias is irrelevant here).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    /// True with probability `pct` %.
    fn pct(&mut self, pct: u64) -> bool {
        self.below(100) < pct
    }
}

/// A branch condition, evaluated per invocation.
#[derive(Clone, Debug)]
enum Cond {
    /// The same value in every invocation.
    Uniform(bool),
    /// True in a fixed set of invocations (`gl_SubgroupInvocationID` in a set).
    Lanes(Mask),
    /// True in `masks[k % len]` in iteration `k` of the innermost loop.
    PerIteration(Vec<Mask>),
    /// `subgroupElect()`.
    Elect,
    /// `subgroupElect() || exit[k]` in iteration `k` of the innermost loop (every invocation
    /// from iteration `exit.len()` on): the exit test of a `for (;;)` loop.
    ElectOrExit(Vec<Mask>),
}

/// A switch selector: the case index each invocation takes (an index past the cases is the
/// `default`).
#[derive(Clone, Debug)]
enum Selector {
    /// The same case in every invocation.
    Uniform(usize),
    /// Invocation `l` takes case `l % modulus`.
    Lane(usize),
    /// Invocation `l` takes case `(l + k) % modulus` in iteration `k` of the innermost loop.
    LaneIteration(usize),
}

/// Where a loop tests whether to go round again.
#[derive(Clone, Debug)]
enum LoopKind {
    /// `for (i = 0; i < n; i++)`: tested at the header; `stay[k]` holds the invocations that
    /// run iteration `k` (all of them, or a per-invocation trip count); none from `stay.len()`.
    For { stay: Vec<Mask>, uniform: bool },
    /// `do { } while (…)`: tested at the continue target after iteration `k`: `again[k]` go
    /// round; none from `again.len()`.
    DoWhile { again: Vec<Mask>, uniform: bool },
    /// `for (;;)`: the body begins with its exit test (an [`Cond::ElectOrExit`] `if` whose arm
    /// is a ballot and a `break`).
    Infinite,
}

/// The kinds of loops for the counts, and "outside every loop".
const KINDS: [&str; 6] = ["for (uniform)", "for (per invocation)", "do-while (uniform)", "do-while (per invocation)", "for (;;)", "outside loops"];

impl LoopKind {
    fn index(&self) -> usize {
        match self {
            LoopKind::For { uniform: true, .. } => 0,
            LoopKind::For { .. } => 1,
            LoopKind::DoWhile { uniform: true, .. } => 2,
            LoopKind::DoWhile { .. } => 3,
            LoopKind::Infinite => 4,
        }
    }
}

/// A statement of a generated program. `id` indexes [`Lowered::blocks`].
#[derive(Clone, Debug)]
enum Stmt {
    Ballot { id: usize },
    If { id: usize, cond: Cond, then: Vec<Stmt>, els: Option<Vec<Stmt>> },
    Loop { id: usize, kind: LoopKind, body: Vec<Stmt> },
    Switch { id: usize, sel: Selector, cases: Vec<Vec<Stmt>>, default: Option<Vec<Stmt>> },
    Break,
    Continue,
    Return { id: usize },
}

/// The random program generator.
struct Gen {
    rng: Rng,
    full: Mask,
    max_depth: u32,
    next_id: usize,
    /// Statements still to generate (beyond it, lists get short and nesting stops).
    budget: i32,
}

impl Gen {
    fn id(&mut self) -> usize {
        self.next_id += 1;
        self.next_id - 1
    }

    /// A lane pattern: random, a prefix, every other invocation, or empty / full.
    fn mask(&mut self) -> Mask {
        let m = match self.rng.below(6) {
            0..=2 => self.rng.next(),
            3 => (1u64 << self.rng.below(63)) - 1,
            4 => 0x5555_5555_5555_5555 << self.rng.below(2),
            _ => {
                if self.rng.pct(50) {
                    0
                } else {
                    !0
                }
            }
        };
        m & self.full
    }

    fn cond(&mut self, in_loop: bool) -> Cond {
        match self.rng.below(if in_loop { 5 } else { 4 }) {
            0 => Cond::Uniform(self.rng.pct(50)),
            1 | 2 => Cond::Lanes(self.mask()),
            3 => Cond::Elect,
            _ => {
                let n = 1 + self.rng.below(4) as usize;
                Cond::PerIteration((0..n).map(|_| self.mask()).collect())
            }
        }
    }

    /// Per-iteration masks of a loop test: shrinking (each a subset of the previous), so the
    /// count of iterations per invocation is a trip count; uniform ones are all or nothing.
    fn trips(&mut self, uniform: bool) -> Vec<Mask> {
        let n = self.rng.below(8) as usize;
        let mut m = self.full;
        let mut v = Vec::new();
        for _ in 0..n {
            if !uniform {
                m &= self.mask() | self.mask();
            }
            v.push(m);
        }
        v
    }

    fn loop_kind(&mut self) -> LoopKind {
        match self.rng.below(5) {
            0 => LoopKind::For { stay: self.trips(true), uniform: true },
            1 => LoopKind::For { stay: self.trips(false), uniform: false },
            2 => LoopKind::DoWhile { again: self.trips(true), uniform: true },
            3 => LoopKind::DoWhile { again: self.trips(false), uniform: false },
            _ => LoopKind::Infinite,
        }
    }

    /// A statement list at nesting `depth`; `loops` / `breakable` say whether a `continue` /
    /// `break` has a target.
    fn list(&mut self, depth: u32, in_loop: bool, breakable: bool) -> Vec<Stmt> {
        let mut v = Vec::new();
        let n = if self.budget > 0 { 1 + self.rng.below(4) } else { 1 };
        for _ in 0..n {
            self.budget -= 1;
            let nest = depth < self.max_depth && self.budget > 0;
            let s = match self.rng.below(10) {
                0..=3 => Stmt::Ballot { id: self.id() },
                4 | 5 if nest => {
                    let id = self.id();
                    let cond = self.cond(in_loop);
                    let then = self.list(depth + 1, in_loop, breakable);
                    let els = if self.rng.pct(40) { Some(self.list(depth + 1, in_loop, breakable)) } else { None };
                    Stmt::If { id, cond, then, els }
                }
                6 | 7 if nest => {
                    let id = self.id();
                    let kind = self.loop_kind();
                    let mut body = Vec::new();
                    if matches!(kind, LoopKind::Infinite) {
                        // Sparse exits, so that subgroupElect() leaves most iterations.
                        let n = 1 + self.rng.below(8) as usize;
                        let exit = (0..n).map(|_| self.mask() & self.mask()).collect();
                        body.push(Stmt::If { id: self.id(), cond: Cond::ElectOrExit(exit), then: vec![Stmt::Ballot { id: self.id() }, Stmt::Break], els: None });
                    }
                    body.extend(self.list(depth + 1, true, true));
                    Stmt::Loop { id, kind, body }
                }
                8 if nest => {
                    let id = self.id();
                    let modulus = 1 + self.rng.below(4) as usize;
                    let sel = match self.rng.below(if in_loop { 3 } else { 2 }) {
                        0 => Selector::Uniform(self.rng.below(modulus as u64 + 1) as usize),
                        1 => Selector::Lane(modulus),
                        _ => Selector::LaneIteration(modulus),
                    };
                    let ncases = 1 + self.rng.below(modulus as u64) as usize;
                    let cases = (0..ncases).map(|_| self.list(depth + 1, in_loop, true)).collect();
                    let default = if self.rng.pct(50) { Some(self.list(depth + 1, in_loop, true)) } else { None };
                    Stmt::Switch { id, sel, cases, default }
                }
                _ => Stmt::Ballot { id: self.id() },
            };
            v.push(s);
        }
        // A jump ends the list now and then; rarely dead code (a ballot no invocation reaches)
        // follows it, which spirv-val rejects when it branches on to a continue target.
        let r = self.rng.below(100);
        let jump = if breakable && r < 12 {
            Some(Stmt::Break)
        } else if in_loop && r < 20 {
            Some(Stmt::Continue)
        } else if r < 23 {
            Some(Stmt::Return { id: self.id() })
        } else {
            None
        };
        if let Some(j) = jump {
            v.push(j);
            if self.rng.pct(10) {
                v.push(Stmt::Ballot { id: self.id() });
            }
        }
        v
    }
}

/// A random program: its statements and the number of ids they use.
fn generate(seed: u64, width: u32, max_depth: u32) -> (Vec<Stmt>, usize) {
    let full = if width == 64 { !0 } else { (1u64 << width) - 1 };
    let mut g = Gen { rng: Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D) ^ width as u64), full, max_depth, next_id: 0, budget: 40 };
    let mut prog = Vec::new();
    while g.budget > 0 {
        prog.extend(g.list(0, false, false).into_iter().filter(|s| !matches!(s, Stmt::Return { .. })));
    }
    prog.push(Stmt::Ballot { id: g.id() });
    (prog, g.next_id)
}

/// What a lowered switch looks like, for the SPIR-V text: header, case blocks, default target.
struct SwitchShape {
    header: Block,
    cases: Vec<Block>,
    default: Block,
}

/// The CFG of a program: per statement id its blocks, one merge declaration per header.
struct Lowered {
    cfg: Cfg,
    decls: Vec<MergeDecl>,
    /// `If`: header, then, else (or the merge), merge; `Loop`: header, body, continue target,
    /// merge; `Switch`: header, case blocks…, default target, merge; `Ballot` / `Return`: the block.
    blocks: Vec<Vec<Block>>,
    is_ballot: Vec<bool>,
    loop_kind: Vec<Option<usize>>,
    switches: Vec<SwitchShape>,
    entry: Block,
    exit: Block,
}

/// Jump targets of the enclosing constructs while lowering.
#[derive(Clone, Copy)]
struct Targets {
    brk: Option<Block>,
    cont: Option<Block>,
}

struct Lowering {
    b: CfgBuilder,
    decls: Vec<MergeDecl>,
    blocks: Vec<Vec<Block>>,
    ballots: Vec<Block>,
    loops: Vec<(Block, usize)>,
    switches: Vec<SwitchShape>,
}

impl Lowering {
    fn block(&mut self, tag: &str) -> Block {
        let n = self.b.num_blocks();
        self.b.new_block(&format!("{tag}{n}"))
    }
    fn edge(&mut self, x: Option<Block>, y: Block) {
        if let Some(x) = x {
            self.b.edge(x, y, "", Span::default());
        }
    }
    fn decl(&mut self, header: Block, merge: Block, continue_target: Option<Block>) {
        self.decls.push(MergeDecl { header, merge, continue_target, is_loop: continue_target.is_some(), span: Span::default() });
    }

    /// Lowers `stmts` starting in `cur`; the block control is in after them (`None` after a jump).
    fn list(&mut self, stmts: &[Stmt], mut cur: Option<Block>, t: Targets) -> Option<Block> {
        for s in stmts {
            cur = self.stmt(s, cur, t);
        }
        cur
    }

    fn stmt(&mut self, s: &Stmt, cur: Option<Block>, t: Targets) -> Option<Block> {
        match s {
            Stmt::Ballot { id } => {
                let x = self.block("ballot");
                self.ballots.push(x);
                self.edge(cur, x);
                self.blocks[*id] = vec![x];
                Some(x)
            }
            Stmt::If { id, then, els, .. } => {
                let h = self.block("if");
                self.edge(cur, h);
                let th = self.block("then");
                let m = self.block("endif");
                self.decl(h, m, None);
                self.edge(Some(h), th);
                let end = self.list(then, Some(th), t);
                self.edge(end, m);
                let e = match els {
                    Some(els) => {
                        let e = self.block("else");
                        self.edge(Some(h), e);
                        let end = self.list(els, Some(e), t);
                        self.edge(end, m);
                        e
                    }
                    None => {
                        self.edge(Some(h), m);
                        m
                    }
                };
                self.blocks[*id] = vec![h, th, e, m];
                Some(m)
            }
            Stmt::Loop { id, kind, body } => {
                let h = self.block("loop");
                self.edge(cur, h);
                let bd = self.block("body");
                let c = self.block("cont");
                let m = self.block("endloop");
                self.decl(h, m, Some(c));
                self.loops.push((h, kind.index()));
                self.edge(Some(h), bd);
                if matches!(kind, LoopKind::For { .. }) {
                    self.edge(Some(h), m);
                }
                let end = self.list(body, Some(bd), Targets { brk: Some(m), cont: Some(c) });
                self.edge(end, c);
                self.edge(Some(c), h);
                if matches!(kind, LoopKind::DoWhile { .. }) {
                    self.edge(Some(c), m);
                }
                self.blocks[*id] = vec![h, bd, c, m];
                Some(m)
            }
            Stmt::Switch { id, cases, default, .. } => {
                let h = self.block("switch");
                self.edge(cur, h);
                let m = self.block("endswitch");
                self.decl(h, m, None);
                let inner = Targets { brk: Some(m), cont: t.cont };
                let mut ids = vec![h];
                let mut shape = SwitchShape { header: h, cases: Vec::new(), default: m };
                for body in cases {
                    let x = self.block("case");
                    self.edge(Some(h), x);
                    let end = self.list(body, Some(x), inner);
                    self.edge(end, m);
                    ids.push(x);
                    shape.cases.push(x);
                }
                let d = match default {
                    Some(body) => {
                        let d = self.block("default");
                        self.edge(Some(h), d);
                        let end = self.list(body, Some(d), inner);
                        self.edge(end, m);
                        d
                    }
                    None => {
                        self.edge(Some(h), m);
                        m
                    }
                };
                shape.default = d;
                ids.push(d);
                ids.push(m);
                self.blocks[*id] = ids;
                self.switches.push(shape);
                Some(m)
            }
            Stmt::Break => {
                let m = t.brk.expect("break outside a loop or switch");
                self.edge(cur, m);
                None
            }
            Stmt::Continue => {
                let c = t.cont.expect("continue outside a loop");
                self.edge(cur, c);
                None
            }
            Stmt::Return { id } => {
                let r = self.block("ret");
                self.edge(cur, r);
                self.blocks[*id] = vec![r];
                None
            }
        }
    }
}

/// Lowers a program: blocks are created in program order, so the CFG is deterministic.
fn lower(prog: &[Stmt], ids: usize) -> Lowered {
    let mut l = Lowering { b: CfgBuilder::new("vk"), decls: Vec::new(), blocks: vec![Vec::new(); ids], ballots: Vec::new(), loops: Vec::new(), switches: Vec::new() };
    let entry = l.block("entry");
    let end = l.list(prog, Some(entry), Targets { brk: None, cont: None });
    let exit = l.block("exit");
    l.edge(end, exit);
    let cfg = l.b.finish();
    let mut is_ballot = vec![false; cfg.num_blocks()];
    for b in &l.ballots {
        is_ballot[b.index()] = true;
    }
    let mut loop_kind = vec![None; cfg.num_blocks()];
    for (h, k) in l.loops {
        loop_kind[h.index()] = Some(k);
    }
    Lowered { cfg, decls: l.decls, blocks: l.blocks, is_ballot, loop_kind, switches: l.switches, entry, exit }
}

/// Where the invocations of a statement (list) go next: on, to the innermost `break` target,
/// to the innermost loop's continue target. Invocations that returned are in none.
#[derive(Default, Clone, Copy)]
struct Flow {
    next: Mask,
    brk: Mask,
    cont: Mask,
}

/// The reference: runs a program tree on one subgroup, recording each invocation's blocks and
/// the mask of every ballot it executes.
struct Sim<'a> {
    lo: &'a Lowered,
    paths: Vec<Vec<Block>>,
    ballots: Vec<Vec<Mask>>,
    /// The iteration number of each enclosing loop instance, innermost last.
    trips: Vec<usize>,
    /// Blocks recorded so far, and the most allowed (the program is then skipped).
    total: usize,
    limit: usize,
}

impl Sim<'_> {
    /// The invocations of `m` execute block `b` together.
    fn visit(&mut self, b: Block, m: Mask) {
        let mut r = m;
        while r != 0 {
            self.paths[r.trailing_zeros() as usize].push(b);
            r &= r - 1;
        }
        self.total += m.count_ones() as usize;
    }

    fn trip(&self) -> usize {
        self.trips.last().copied().unwrap_or(0)
    }

    /// The invocations of `active` for which `c` holds.
    fn cond(&self, c: &Cond, active: Mask) -> Mask {
        let elect = active & active.wrapping_neg();
        match c {
            Cond::Uniform(v) => {
                if *v {
                    active
                } else {
                    0
                }
            }
            Cond::Lanes(m) => active & m,
            Cond::PerIteration(ms) => active & ms[self.trip() % ms.len()],
            Cond::Elect => elect,
            Cond::ElectOrExit(ms) => active & (elect | ms.get(self.trip()).copied().unwrap_or(!0)),
        }
    }

    /// The invocations of `active` that take case `k`.
    fn selects(&self, sel: &Selector, k: usize, active: Mask) -> Mask {
        let mut m = 0;
        for l in 0..64 {
            let v = match sel {
                Selector::Uniform(c) => *c,
                Selector::Lane(n) => l % n,
                Selector::LaneIteration(n) => (l + self.trip()) % n,
            };
            if v == k {
                m |= 1 << l;
            }
        }
        active & m
    }

    fn list(&mut self, stmts: &[Stmt], active: Mask) -> Flow {
        let mut out = Flow { next: active, ..Flow::default() };
        for s in stmts {
            if out.next == 0 || self.total > self.limit {
                break;
            }
            let f = self.stmt(s, out.next);
            out.brk |= f.brk;
            out.cont |= f.cont;
            out.next = f.next;
        }
        out
    }

    fn stmt(&mut self, s: &Stmt, a: Mask) -> Flow {
        let lo = self.lo;
        match s {
            Stmt::Ballot { id } => {
                self.visit(lo.blocks[*id][0], a);
                let mut r = a;
                while r != 0 {
                    self.ballots[r.trailing_zeros() as usize].push(a);
                    r &= r - 1;
                }
                Flow { next: a, ..Flow::default() }
            }
            Stmt::If { id, cond, then, els } => {
                let [h, th, e, m] = lo.blocks[*id][..] else { unreachable!() };
                self.visit(h, a);
                let yes = self.cond(cond, a);
                let no = a & !yes;
                let mut f = Flow::default();
                if yes != 0 {
                    self.visit(th, yes);
                    f = self.list(then, yes);
                }
                match els {
                    Some(els) if no != 0 => {
                        self.visit(e, no);
                        let g = self.list(els, no);
                        f = Flow { next: f.next | g.next, brk: f.brk | g.brk, cont: f.cont | g.cont };
                    }
                    _ => f.next |= no,
                }
                if f.next != 0 {
                    self.visit(m, f.next);
                }
                f
            }
            Stmt::Loop { id, kind, body } => {
                let [h, bd, c, m] = lo.blocks[*id][..] else { unreachable!() };
                self.visit(h, a);
                self.trips.push(0);
                let (mut here, mut left) = (a, 0);
                loop {
                    let k = self.trip();
                    let stay = match kind {
                        LoopKind::For { stay, .. } => here & stay.get(k).copied().unwrap_or(0),
                        _ => here,
                    };
                    left |= here & !stay;
                    if stay == 0 {
                        break;
                    }
                    self.visit(bd, stay);
                    let f = self.list(body, stay);
                    left |= f.brk;
                    let at_c = f.next | f.cont;
                    if at_c == 0 || self.total > self.limit {
                        break;
                    }
                    self.visit(c, at_c);
                    let again = match kind {
                        LoopKind::DoWhile { again, .. } => at_c & again.get(k).copied().unwrap_or(0),
                        _ => at_c,
                    };
                    left |= at_c & !again;
                    if again == 0 {
                        break;
                    }
                    *self.trips.last_mut().unwrap() += 1;
                    self.visit(h, again);
                    here = again;
                }
                self.trips.pop();
                if left != 0 {
                    self.visit(m, left);
                }
                Flow { next: left, ..Flow::default() }
            }
            Stmt::Switch { id, sel, cases, default } => {
                let ids = &lo.blocks[*id];
                let (h, m) = (ids[0], ids[ids.len() - 1]);
                self.visit(h, a);
                let mut f = Flow::default();
                let mut taken = 0;
                for (k, body) in cases.iter().enumerate() {
                    let lanes = self.selects(sel, k, a) & !taken;
                    taken |= lanes;
                    if lanes != 0 {
                        self.visit(ids[1 + k], lanes);
                        let g = self.list(body, lanes);
                        f.next |= g.next | g.brk;
                        f.cont |= g.cont;
                    }
                }
                let rest = a & !taken;
                match default {
                    Some(body) if rest != 0 => {
                        self.visit(ids[1 + cases.len()], rest);
                        let g = self.list(body, rest);
                        f.next |= g.next | g.brk;
                        f.cont |= g.cont;
                    }
                    _ => f.next |= rest,
                }
                if f.next != 0 {
                    self.visit(m, f.next);
                }
                f
            }
            Stmt::Break => Flow { brk: a, ..Flow::default() },
            Stmt::Continue => Flow { cont: a, ..Flow::default() },
            Stmt::Return { id } => {
                self.visit(lo.blocks[*id][0], a);
                Flow::default()
            }
        }
    }
}

/// Per invocation: the blocks it runs, and the mask of each ballot it executes.
type Recorded = (Vec<Vec<Block>>, Vec<Vec<Mask>>);

/// Each invocation's blocks and ballot masks, or `None` past `limit` recorded blocks.
fn simulate(prog: &[Stmt], lo: &Lowered, width: u32, limit: usize) -> Option<Recorded> {
    let full = if width == 64 { !0 } else { (1u64 << width) - 1 };
    let mut s = Sim { lo, paths: vec![Vec::new(); width as usize], ballots: vec![Vec::new(); width as usize], trips: Vec::new(), total: 0, limit };
    s.visit(lo.entry, full);
    let f = s.list(prog, full);
    assert_eq!((f.brk, f.cont), (0, 0), "a jump left the program");
    if f.next != 0 {
        s.visit(lo.exit, f.next);
    }
    (s.total <= limit).then_some((s.paths, s.ballots))
}

#[derive(Default, Debug)]
struct Counts {
    programs: usize,
    skipped: usize,
    /// ifs, loops, switches, breaks, continues, returns, elects.
    shapes: [usize; 7],
    ballots: usize,
    vulkan_agree: usize,
    llvm_agree: usize,
    /// Per [`KINDS`]: ballots, and LLVM's disagreements.
    by_kind: [usize; 6],
    llvm_differ: [usize; 6],
}

fn count_shapes(stmts: &[Stmt], c: &mut [usize; 7]) {
    for s in stmts {
        match s {
            Stmt::If { cond, then, els, .. } => {
                c[0] += 1;
                if matches!(cond, Cond::Elect | Cond::ElectOrExit(_)) {
                    c[6] += 1;
                }
                count_shapes(then, c);
                count_shapes(els.as_deref().unwrap_or(&[]), c);
            }
            Stmt::Loop { body, .. } => {
                c[1] += 1;
                count_shapes(body, c);
            }
            Stmt::Switch { cases, default, .. } => {
                c[2] += 1;
                for b in cases {
                    count_shapes(b, c);
                }
                count_shapes(default.as_deref().unwrap_or(&[]), c);
            }
            Stmt::Break => c[3] += 1,
            Stmt::Continue => c[4] += 1,
            Stmt::Return { .. } => c[5] += 1,
            Stmt::Ballot { .. } => {}
        }
    }
}

/// Per invocation and path position, the mask of the invocations in the same table column.
fn table_ballots(columns: &[Vec<u32>]) -> Vec<Vec<Mask>> {
    let mut by_col = std::collections::HashMap::<u32, Mask>::new();
    for (l, row) in columns.iter().enumerate() {
        for &c in row {
            *by_col.entry(c).or_default() |= 1 << l;
        }
    }
    columns.iter().map(|row| row.iter().map(|c| by_col[c]).collect()).collect()
}

fn check(seed: u64, width: u32, depth: u32, counts: &mut Counts) {
    let (prog, ids) = generate(seed, width, depth);
    let lo = lower(&prog, ids);
    let cfg = &lo.cfg;
    let constructs = Constructs::compute("", cfg, &lo.decls).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    let Some((paths, ballots)) = simulate(&prog, &lo, width, 2_000_000) else {
        counts.skipped += 1;
        return;
    };
    for p in &paths {
        for w in p.windows(2) {
            assert!(cfg.succs(w[0]).contains(&w[1]), "seed {seed}: the path takes {} -> {}, not an edge", cfg.name_of(w[0]), cfg.name_of(w[1]));
        }
    }
    count_shapes(&prog, &mut counts.shapes);
    let tp = ThreadPaths::from_paths(&paths);
    let opts = EngineOptions { constructs: Some(Arc::new(constructs.clone())), ..EngineOptions::default() };
    let mut s = Stepper::new(Engine::new(cfg, tp.clone(), PolicyKind::Vulkan, &opts));
    s.run_to_end();
    assert!(s.metrics().finished, "seed {seed}: the vulkan run did not finish");
    let vk = table_ballots(&s.table().threads);
    let ci = CycleInfo::compute(cfg);
    let llvm_rel = MaximalConvergence::compute(cfg, &ci, &tp);
    let llvm = table_ballots(&llvm_rel.table().expect("table").threads);
    counts.programs += 1;
    for lane in 0..width as usize {
        let mut k = 0;
        for (j, &b) in paths[lane].iter().enumerate() {
            if !lo.is_ballot[b.index()] {
                continue;
            }
            let want = ballots[lane][k];
            k += 1;
            counts.ballots += 1;
            assert_eq!(vk[lane][j], want, "seed {seed} width {width} depth {depth}: invocation {lane}, ballot block {} (#{k}): vulkan {:#x}, reference {want:#x}", cfg.name_of(b), vk[lane][j]);
            counts.vulkan_agree += 1;
            let kind = constructs.loops_of(b).last().and_then(|h| lo.loop_kind[h.index()]).unwrap_or(5);
            counts.by_kind[kind] += 1;
            if llvm[lane][j] == want {
                counts.llvm_agree += 1;
            } else {
                counts.llvm_differ[kind] += 1;
            }
        }
        assert_eq!(k, ballots[lane].len());
    }
}

fn report(c: &Counts) -> String {
    let pct = |a: usize, b: usize| 100.0 * a as f64 / b.max(1) as f64;
    let [ifs, loops, switches, breaks, continues, returns, elects] = c.shapes;
    let mut s = format!(
        "maximal-reconvergence reference: {} programs ({} skipped as too long; {ifs} ifs ({elects} on subgroupElect()), {loops} loops, {switches} switches, {breaks} breaks, {continues} continues, {returns} returns), {} ballots, vulkan agrees on {} ({:.2}%), LLVM maximal on {} ({:.2}%)\n",
        c.programs, c.skipped, c.ballots, c.vulkan_agree, pct(c.vulkan_agree, c.ballots), c.llvm_agree, pct(c.llvm_agree, c.ballots)
    );
    for (k, name) in KINDS.iter().enumerate() {
        s += &format!("  innermost {name}: {} ballots, LLVM differs on {} ({:.2}%)\n", c.by_kind[k], c.llvm_differ[k], pct(c.llvm_differ[k], c.by_kind[k]));
    }
    s
}

fn programs(var: &str, default: u64) -> u64 {
    std::env::var(var).ok().and_then(|s| s.parse().ok()).unwrap_or(default)
}

#[test]
fn vulkan_policy_matches_the_reference() {
    let n = programs("RECONVERGE_VK_PROGRAMS", 200);
    let mut counts = Counts::default();
    for width in [32u32, 64] {
        for seed in 0..n {
            check(seed, width, 2 + (seed % 5) as u32, &mut counts);
        }
    }
    eprint!("{}", report(&counts));
    assert_eq!(counts.vulkan_agree, counts.ballots);
    assert!(counts.ballots > 1000);
    assert!(counts.shapes.iter().all(|&k| k > 0), "every statement kind is generated: {:?}", counts.shapes);
}

/// Hand-checked cases of the reference itself, from the rules in the module docs.
#[test]
fn the_reference_follows_the_rules() {
    let run = |prog: Vec<Stmt>, ids: usize| {
        let lo = lower(&prog, ids);
        simulate(&prog, &lo, 4, 10_000).expect("short").1
    };
    // if (lane in {0, 1}) ballot; ballot  ->  {0,1}, then all four reconverged.
    let b = run(vec![Stmt::If { id: 0, cond: Cond::Lanes(0b0011), then: vec![Stmt::Ballot { id: 1 }], els: None }, Stmt::Ballot { id: 2 }], 3);
    assert_eq!(b[0], [0b0011, 0b1111]);
    assert_eq!(b[3], [0b1111]);
    // for (;;) { if (elect) { ballot; break; } }  ->  one invocation per iteration, then all.
    let exit = vec![0, 0, 0, 0];
    let b = run(vec![Stmt::Loop { id: 0, kind: LoopKind::Infinite, body: vec![Stmt::If { id: 1, cond: Cond::ElectOrExit(exit), then: vec![Stmt::Ballot { id: 2 }, Stmt::Break], els: None }] }, Stmt::Ballot { id: 3 }], 4);
    for (l, lane) in b.iter().enumerate() {
        assert_eq!(lane, &[1 << l, 0b1111], "invocation {l}");
    }
    // do { ballot; if (lane == 2) continue; ballot } while (iteration 0 only for {0, 2}):
    // the continuing invocation rejoins the others for the next test.
    let again = vec![0b0101];
    let body = vec![Stmt::Ballot { id: 1 }, Stmt::If { id: 2, cond: Cond::Lanes(0b0100), then: vec![Stmt::Continue], els: None }, Stmt::Ballot { id: 3 }];
    let b = run(vec![Stmt::Loop { id: 0, kind: LoopKind::DoWhile { again, uniform: false }, body }, Stmt::Ballot { id: 4 }], 5);
    assert_eq!(b[0], [0b1111, 0b1011, 0b0101, 0b0001, 0b1111]);
    assert_eq!(b[2], [0b1111, 0b0101, 0b1111]);
    // switch (lane % 2) { case 0: ballot; break; default: return; } ballot
    let b = run(vec![Stmt::Switch { id: 0, sel: Selector::Lane(2), cases: vec![vec![Stmt::Ballot { id: 1 }, Stmt::Break]], default: Some(vec![Stmt::Return { id: 2 }]) }, Stmt::Ballot { id: 3 }], 4);
    assert_eq!(b[0], [0b0101, 0b0101]);
    assert!(b[1].is_empty());
}

/// SPIR-V assembly of a lowered program (blocks in reverse post-order, then the unreachable
/// ones; a ballot block holds an `OpGroupNonUniformBallot`; conditions are `%true`, a switch
/// selects on `%int_0`).
fn to_spirv(lo: &Lowered) -> String {
    let cfg = &lo.cfg;
    let mut order = Vec::new();
    let mut seen = vec![false; cfg.num_blocks()];
    let mut stack = vec![(lo.entry, 0usize)];
    seen[lo.entry.index()] = true;
    while let Some((b, k)) = stack.pop() {
        if let Some(&s) = cfg.succs(b).get(k) {
            stack.push((b, k + 1));
            if !seen[s.index()] {
                seen[s.index()] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    order.reverse();
    order.extend(cfg.blocks().filter(|b| !seen[b.index()]));
    let mut s = String::from(
        "OpCapability Shader\nOpCapability GroupNonUniform\nOpCapability GroupNonUniformBallot\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 64 1 1\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%bool = OpTypeBool\n%true = OpConstantTrue %bool\n%uint = OpTypeInt 32 0\n%int = OpTypeInt 32 1\n%int_0 = OpConstant %int 0\n%uint_3 = OpConstant %uint 3\n%v4uint = OpTypeVector %uint 4\n%main = OpFunction %void None %fn\n",
    );
    let name = |b: Block| format!("%{}", cfg.name_of(b));
    for &b in &order {
        s += &format!("{} = OpLabel\n", name(b));
        if lo.is_ballot[b.index()] {
            s += &format!("%v{} = OpGroupNonUniformBallot %v4uint %uint_3 %true\n", b.index());
        }
        if let Some(d) = lo.decls.iter().find(|d| d.header == b) {
            match d.continue_target {
                Some(c) => s += &format!("OpLoopMerge {} {} None\n", name(d.merge), name(c)),
                None => s += &format!("OpSelectionMerge {} None\n", name(d.merge)),
            }
        }
        if let Some(sw) = lo.switches.iter().find(|w| w.header == b) {
            s += &format!("OpSwitch %int_0 {}", name(sw.default));
            for (k, c) in sw.cases.iter().enumerate() {
                s += &format!(" {k} {}", name(*c));
            }
            s += "\n";
            continue;
        }
        match cfg.succs(b) {
            [] => s += "OpReturn\n",
            [x] => s += &format!("OpBranch {}\n", name(*x)),
            [x, y] => s += &format!("OpBranchConditional %true {} {}\n", name(*x), name(*y)),
            _ => unreachable!("only switch headers have more than two successors"),
        }
    }
    s += "OpFunctionEnd\n";
    s
}

fn tool(name: &str) -> bool {
    std::process::Command::new(name).arg("--version").output().is_ok_and(|o| o.status.success())
}

/// `spirv-as` then `spirv-val` (Vulkan 1.1): whether both accept `src`.
fn spirv_val_accepts(src: &str, tag: &str) -> bool {
    let dir = std::env::temp_dir().join(format!("reconverge-vk-spv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join(format!("{tag}.spvasm")), dir.join(format!("{tag}.spv")));
    std::fs::write(&a, src).unwrap();
    let ok = |c: &mut std::process::Command| c.output().is_ok_and(|o| o.status.success());
    let r = ok(std::process::Command::new("spirv-as").args(["--target-env", "vulkan1.1"]).arg(&a).arg("-o").arg(&b)) && ok(std::process::Command::new("spirv-val").args(["--target-env", "vulkan1.1"]).arg(&b));
    let _ = std::fs::remove_file(&a);
    let _ = std::fs::remove_file(&b);
    r
}

/// The generated programs as SPIR-V: we (parser, construct checks and the structured rules,
/// [`reconverge_core::constructs::spirv_structured_checks`]) accept exactly the programs
/// `spirv-val` accepts, with the same blocks and merges; a disagreement in either direction
/// fails. Default 20 programs per width; `RECONVERGE_VK_SPIRV=N`. Skipped when
/// `spirv-as`/`spirv-val` are not installed.
#[test]
fn generated_programs_as_spirv_agree_with_spirv_val() {
    if !tool("spirv-as") || !tool("spirv-val") {
        eprintln!("spirv-as/spirv-val not installed: skipped");
        return;
    }
    let n = programs("RECONVERGE_VK_SPIRV", 20);
    let (mut tried, mut both, mut both_reject) = (0, 0, 0);
    for width in [32u32, 64] {
        for seed in 0..n {
            let (prog, ids) = generate(seed, width, 2 + (seed % 5) as u32);
            let lo = lower(&prog, ids);
            let text = to_spirv(&lo);
            tried += 1;
            let theirs = spirv_val_accepts(&text, &format!("s{seed}w{width}"));
            if std::env::var("RECONVERGE_VK_DUMP").is_ok() {
                std::fs::write(format!("/tmp/vk-s{seed}w{width}.spvasm"), &text).unwrap();
            }
            let ours = reconverge_core::input::parse_with_directives(&text, None).and_then(|(p, d)| reconverge_core::constructs::of_function(&text, &p.functions[0], &d).map(|c| (p, c)));
            match (theirs, ours) {
                (true, Ok((p, c))) => {
                    assert_eq!(p.functions[0].cfg().num_blocks(), lo.cfg.num_blocks());
                    assert_eq!(c.constructs.iter().filter(|k| matches!(k.kind, reconverge_core::constructs::ConstructKind::Selection | reconverge_core::constructs::ConstructKind::Loop)).count(), lo.decls.len());
                    both += 1;
                }
                (false, Err(_)) => both_reject += 1,
                (true, Err(e)) => panic!("seed {seed} width {width}: spirv-val accepts, we reject: {e}"),
                (false, Ok(_)) => panic!("seed {seed} width {width}: spirv-val rejects, we accept (RECONVERGE_VK_DUMP=1 writes /tmp/vk-s{seed}w{width}.spvasm)"),
            }
        }
    }
    eprintln!("SPIR-V: {tried} generated programs: both accept {both}, both reject {both_reject}, no disagreement");
    assert!(both > 0);
}
