//! Oracle: the Vulkan CTS reconvergence tests' random structured programs and reference
//! simulation, against the `vulkan` policy's ballots.
//!
//! Source: KhronosGroup/VK-GL-CTS
//! `external/vulkancts/modules/vulkan/reconvergence/vktReconvergenceTests.cpp` at commit
//! `03910aaa4ee142dccd22aac2c5c858ce26097368` (`RandomProgram`: `pickOP`, `genIf`,
//! `genForUnif`, `genForVar`, `genForInf` with `genElect(true)` — `if (subgroupElect()) {
//! ballot; break; }` —, `genBreak`, `genContinue`, `genReturn`, `genBallot`; the reference
//! simulation keeps an active mask per construct). What is ported: the statement kinds, their
//! nesting rules (continue not in infinite loops, an elect-and-break in every infinite loop,
//! at most 4 nested loops) and the reference's semantics for maximal reconvergence (one
//! subgroup; `if`/`else` split the mask and rejoin at the merge; a loop runs each iteration
//! with the invocations still in it, `break` parks invocations until the loop's merge,
//! `continue` until the continue block, `return` drops them; a ballot returns the active
//! mask; `subgroupElect` picks the lowest active invocation). Not ported: function calls,
//! switches, `do-while` forms, the masks' exact random values (ours are random too), the
//! GLSL/SPIR-V text — the programs are lowered directly to a CFG with `OpSelectionMerge` /
//! `OpLoopMerge`-style declarations and one block per ballot.
//!
//! Each program is simulated; each invocation's path is the sequence of blocks the simulation
//! ran it through. The `vulkan` policy must give every ballot exactly the reference's mask. The
//! LLVM maximal relation's disagreements are counted too (by the kind of loop around the
//! ballot). Default: 25 programs per subgroup size (32, 64; 50 in all) at nesting depths 2–6;
//! `RECONVERGE_CTS_PROGRAMS=N` runs `N` per size.

use reconverge_core::constructs::{Constructs, MergeDecl};
use reconverge_core::convergence::MaximalConvergence;
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, Stepper};
use reconverge_core::scenario::ThreadPaths;
use reconverge_core::span::Span;
use reconverge_core::{Block, Cfg};
use reconverge_core::cfg::CfgBuilder;
use std::sync::Arc;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u32 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) >> 32) as u32
    }
    fn mask(&mut self) -> u64 {
        (self.next() as u64) << 32 | self.next() as u64
    }
}

#[derive(Clone, Debug, PartialEq)]
enum LoopKind {
    Unif(u32),
    Var,
    Inf,
}

#[derive(Clone, Debug)]
enum Cond {
    Mask(u64),
    Uniform,
    LocalIndex(u32),
    LoopCount,
    Elect,
}

#[derive(Clone, Debug)]
enum Stmt {
    Ballot,
    If(Cond, Vec<Stmt>, Option<Vec<Stmt>>),
    Loop(LoopKind, Vec<Stmt>),
    Break,
    Continue,
    Return,
}

/// The generator (`RandomProgram::pickOP` and friends).
struct Gen {
    rnd: Rng,
    masks: Vec<u64>,
    nesting: u32,
    max_nesting: u32,
    loops: Vec<bool>, // per enclosing loop: infinite?
    width: u32,
}

impl Gen {
    fn pick(&mut self, count: u32, out: &mut Vec<Stmt>) {
        for _ in 0..count {
            if matches!(out.last(), Some(Stmt::Break | Stmt::Continue | Stmt::Return)) {
                return; // the rest would be dead code
            }
            out.push(Stmt::Ballot);
            if self.nesting >= self.max_nesting {
                continue;
            }
            match self.rnd.next() % 11 {
                0 => {
                    let m = self.masks[self.rnd.next() as usize % self.masks.len()];
                    self.gen_if(Cond::Mask(m), out)
                }
                1 => self.gen_if(Cond::Uniform, out),
                2 if !self.loops.is_empty() => self.gen_if(Cond::LoopCount, out),
                2 | 10 => {
                    let c = Cond::LocalIndex(self.rnd.next() % self.width);
                    self.gen_if(c, out)
                }
                3 | 8 | 9 if self.loops.len() <= 3 => {
                    let kind = match self.rnd.next() % 3 {
                        0 => LoopKind::Unif(self.rnd.next() % 5 + 1),
                        1 => LoopKind::Var,
                        // One infinite loop per nest (each runs up to `width` iterations).
                        _ if !self.loops.contains(&true) => LoopKind::Inf,
                        _ => LoopKind::Unif(self.rnd.next() % 5 + 1),
                    };
                    self.gen_loop(kind, out)
                }
                4 if !self.loops.is_empty() => out.push(Stmt::Break),
                5 if self.loops.last() == Some(&false) => out.push(Stmt::Continue),
                6 => {
                    self.nesting += 1;
                    let mut then = Vec::new();
                    self.pick(2, &mut then);
                    self.nesting -= 1;
                    out.push(Stmt::If(Cond::Elect, then, None));
                }
                7 if self.nesting > 0 && self.rnd.next() % 100 < 5 => {
                    out.push(Stmt::Ballot);
                    out.push(Stmt::Return);
                }
                _ => {}
            }
        }
    }

    fn gen_if(&mut self, c: Cond, out: &mut Vec<Stmt>) {
        self.nesting += 1;
        let mut then = Vec::new();
        self.pick(2, &mut then);
        let r = self.rnd.next() % 100;
        let els = if r < 10 {
            Some(then.clone())
        } else if r < 50 {
            let mut e = Vec::new();
            self.pick(2, &mut e);
            Some(e)
        } else {
            None
        };
        self.nesting -= 1;
        out.push(Stmt::If(c, then, els));
    }

    fn gen_loop(&mut self, kind: LoopKind, out: &mut Vec<Stmt>) {
        self.nesting += 1;
        self.loops.push(kind == LoopKind::Inf);
        let mut body = Vec::new();
        self.pick(2, &mut body);
        if kind == LoopKind::Inf && !matches!(body.last(), Some(Stmt::Break | Stmt::Continue | Stmt::Return)) {
            // genElect(true): if (subgroupElect()) { ballot; ballot; break; }
            body.push(Stmt::If(Cond::Elect, vec![Stmt::Ballot, Stmt::Ballot, Stmt::Break], None));
            self.pick(2, &mut body);
        }
        self.loops.pop();
        self.nesting -= 1;
        out.push(Stmt::Loop(kind, body));
    }
}

/// Lowering: a CFG with one block per ballot, merge declarations, and the blocks of each
/// statement (in a pre-order numbering shared with the simulation).
struct Lower {
    b: CfgBuilder,
    decls: Vec<MergeDecl>,
    ballots: Vec<bool>,
    /// Per statement (pre-order): its blocks.
    blocks: Vec<Vec<Block>>,
    exit: Block,
}

impl Lower {
    fn new_block(&mut self, tag: &str) -> Block {
        let n = self.b.num_blocks();
        let b = self.b.new_block(&format!("{tag}{n}"));
        self.ballots.push(tag == "ballot");
        b
    }

    fn edge(&mut self, a: Option<Block>, b: Block) {
        if let Some(a) = a {
            self.b.edge(a, b, "", Span::default());
        }
    }

    /// Lowers `stmts` starting in `cur`; returns the block control falls out of (`None`: dead).
    /// `loops`: per enclosing loop, (continue block, merge block).
    fn list(&mut self, stmts: &[Stmt], mut cur: Option<Block>, loops: &mut Vec<(Block, Block)>) -> Option<Block> {
        for s in stmts {
            let id = self.blocks.len();
            self.blocks.push(Vec::new());
            match s {
                Stmt::Ballot => {
                    let x = self.new_block("ballot");
                    self.edge(cur, x);
                    self.blocks[id] = vec![x];
                    cur = Some(x);
                }
                Stmt::If(_, then, els) => {
                    let h = self.new_block("if");
                    self.edge(cur, h);
                    let t = self.new_block("then");
                    let e = els.as_ref().map(|_| self.new_block("else"));
                    let m = self.new_block("endif");
                    self.edge(Some(h), t);
                    self.edge(Some(h), e.unwrap_or(m));
                    self.decls.push(MergeDecl { header: h, merge: m, continue_target: None, is_loop: false, span: Span::default() });
                    self.blocks[id] = vec![h, t, e.unwrap_or(m), m];
                    let te = self.list(then, Some(t), loops);
                    self.edge(te, m);
                    if let (Some(e), Some(els)) = (e, els) {
                        let ee = self.list(els, Some(e), loops);
                        self.edge(ee, m);
                    }
                    cur = Some(m);
                }
                Stmt::Loop(kind, body) => {
                    let h = self.new_block("loop");
                    self.edge(cur, h);
                    let bb = self.new_block("body");
                    let c = self.new_block("cont");
                    let m = self.new_block("endloop");
                    self.edge(Some(h), bb);
                    if *kind != LoopKind::Inf {
                        self.edge(Some(h), m);
                    }
                    self.edge(Some(c), h);
                    self.decls.push(MergeDecl { header: h, merge: m, continue_target: Some(c), is_loop: true, span: Span::default() });
                    self.blocks[id] = vec![h, bb, c, m];
                    loops.push((c, m));
                    let be = self.list(body, Some(bb), loops);
                    loops.pop();
                    self.edge(be, c);
                    cur = Some(m);
                }
                Stmt::Break => {
                    let &(_, m) = loops.last().unwrap();
                    self.edge(cur, m);
                    cur = None;
                }
                Stmt::Continue => {
                    let &(c, _) = loops.last().unwrap();
                    self.edge(cur, c);
                    cur = None;
                }
                Stmt::Return => {
                    let r = self.new_block("ret");
                    self.edge(cur, r);
                    self.blocks[id] = vec![r];
                    cur = None;
                }
            }
        }
        cur
    }
}

/// The reference simulation: active masks per construct; records each invocation's path and
/// its ballots (in execution order).
struct Sim<'a> {
    blocks: &'a [Vec<Block>],
    paths: Vec<Vec<Block>>,
    ballots: Vec<Vec<u64>>,
    next: usize,
    loop_ctx: Vec<(u64, u64, u32)>, // (break mask, continue mask, iteration)
    width: u32,
}

impl Sim<'_> {
    fn run(&mut self, b: Block, mask: u64) {
        for lane in 0..self.width {
            if mask >> lane & 1 == 1 {
                self.paths[lane as usize].push(b);
            }
        }
    }

    fn list(&mut self, stmts: &[Stmt], mut active: u64) -> u64 {
        for s in stmts {
            let id = self.next;
            self.next += 1;
            match s {
                Stmt::Ballot => {
                    if active != 0 {
                        self.run(self.blocks[id][0], active);
                        for lane in 0..self.width {
                            if active >> lane & 1 == 1 {
                                self.ballots[lane as usize].push(active);
                            }
                        }
                    }
                }
                Stmt::If(c, then, els) => {
                    let [h, t, e, m] = self.blocks[id][..] else { unreachable!() };
                    let cond = match c {
                        Cond::Mask(x) => *x,
                        Cond::Uniform => !0,
                        Cond::LocalIndex(k) => !0u64 << k, // gl_LocalInvocationIndex >= k
                        Cond::LoopCount => {
                            let i = self.loop_ctx.last().map_or(0, |l| l.2);
                            if i.is_multiple_of(2) { !0 } else { 0 }
                        }
                        Cond::Elect => active & active.wrapping_neg(),
                    };
                    if active != 0 {
                        self.run(h, active);
                    }
                    let (tm, em) = (active & cond, active & !cond);
                    let mut merged = 0;
                    if tm != 0 {
                        self.run(t, tm);
                    }
                    merged |= self.list(then, tm);
                    match els {
                        Some(els) => {
                            if em != 0 {
                                self.run(e, em);
                            }
                            merged |= self.list(els, em);
                        }
                        None => merged |= em,
                    }
                    if merged != 0 {
                        self.run(m, merged);
                    }
                    active = merged;
                }
                Stmt::Loop(kind, body) => {
                    let [h, bb, c, m] = self.blocks[id][..] else { unreachable!() };
                    let start = self.next;
                    let mut cur = active;
                    let mut exited = 0;
                    let mut i = 0u32;
                    if cur != 0 {
                        self.run(h, cur);
                    }
                    while cur != 0 {
                        let go = match kind {
                            LoopKind::Unif(n) => if i < *n { cur } else { 0 },
                            // for (i = 0; i < (lane & 3) + 1; i++)
                            LoopKind::Var => (0..self.width).filter(|&l| i < (l & 3) + 1).fold(0, |a, l| a | 1 << l) & cur,
                            LoopKind::Inf => cur,
                        };
                        exited |= cur & !go;
                        if go == 0 || i > 200 {
                            break;
                        }
                        self.run(bb, go);
                        self.next = start;
                        self.loop_ctx.push((0, 0, i));
                        let r = self.list(body, go);
                        let (brk, cont, _) = self.loop_ctx.pop().unwrap();
                        exited |= brk;
                        cur = r | cont;
                        if cur != 0 {
                            self.run(c, cur);
                            self.run(h, cur);
                        }
                        i += 1;
                    }
                    self.next = start;
                    self.skip(body);
                    if exited != 0 {
                        self.run(m, exited);
                    }
                    active = exited;
                }
                Stmt::Break => {
                    if let Some(l) = self.loop_ctx.last_mut() {
                        l.0 |= active;
                    }
                    active = 0;
                }
                Stmt::Continue => {
                    if let Some(l) = self.loop_ctx.last_mut() {
                        l.1 |= active;
                    }
                    active = 0;
                }
                Stmt::Return => {
                    if active != 0 {
                        self.run(self.blocks[id][0], active);
                    }
                    active = 0;
                }
            }
        }
        active
    }

    /// Advances the pre-order counter over `stmts` without running them.
    fn skip(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            self.next += 1;
            match s {
                Stmt::If(_, t, e) => {
                    self.skip(t);
                    if let Some(e) = e {
                        self.skip(e);
                    }
                }
                Stmt::Loop(_, b) => self.skip(b),
                _ => {}
            }
        }
    }
}

#[derive(Default, Debug)]
struct Counts {
    programs: usize,
    skipped: usize,
    ballots: usize,
    vulkan_agree: usize,
    llvm_agree: usize,
    llvm_differ_in_loops: [usize; 3],
}

/// Per instance, the mask of the threads in its column.
fn table_ballots(paths: &ThreadPaths, threads: &[Vec<u32>]) -> Vec<Vec<u64>> {
    let mut by_col = std::collections::HashMap::<u32, u64>::new();
    for (t, row) in threads.iter().enumerate() {
        for &c in row {
            *by_col.entry(c).or_default() |= 1 << t;
        }
    }
    let _ = paths;
    threads.iter().map(|row| row.iter().map(|c| by_col[c]).collect()).collect()
}

fn check(seed: u64, width: u32, depth: u32, counts: &mut Counts) {
    let mut rnd = Rng(seed);
    let masks = (0..5).map(|_| rnd.mask()).collect();
    let mut g = Gen { rnd, masks, nesting: 0, max_nesting: depth, loops: Vec::new(), width };
    let mut prog = Vec::new();
    while prog.len() < 8 {
        g.pick(2, &mut prog);
    }
    let mut lo = Lower { b: CfgBuilder::new("cts"), decls: Vec::new(), ballots: Vec::new(), blocks: Vec::new(), exit: Block(0) };
    let entry = lo.new_block("entry");
    let end = lo.list(&prog, Some(entry), &mut Vec::new());
    lo.exit = lo.new_block("exit");
    let exit = lo.exit;
    lo.edge(end, exit);
    let Lower { b, decls, ballots: is_ballot, blocks, .. } = lo;
    let cfg: Cfg = b.finish();
    let constructs = Constructs::compute("", &cfg, &decls).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    let mut sim = Sim { blocks: &blocks, paths: vec![vec![entry]; width as usize], ballots: vec![Vec::new(); width as usize], next: 0, loop_ctx: Vec::new(), width };
    let out = sim.list(&prog, if width == 64 { !0 } else { (1u64 << width) - 1 });
    sim.run(exit, out);
    if sim.paths.iter().map(Vec::len).sum::<usize>() > 400_000 {
        counts.skipped += 1;
        return;
    }
    let paths = ThreadPaths::from_paths(&sim.paths);
    let opts = EngineOptions { constructs: Some(Arc::new(constructs.clone())), ..EngineOptions::default() };
    let mut s = Stepper::new(Engine::new(&cfg, paths.clone(), PolicyKind::Vulkan, &opts));
    s.run_to_end();
    assert!(s.metrics().finished, "seed {seed}: the vulkan run did not finish");
    let vk = table_ballots(&paths, &s.table().threads);
    let ci = CycleInfo::compute(&cfg);
    let llvm_rel = MaximalConvergence::compute(&cfg, &ci, &paths);
    let llvm = table_ballots(&paths, &llvm_rel.table().unwrap().threads);
    counts.programs += 1;
    for lane in 0..width as usize {
        let mut k = 0;
        for (j, &b) in sim.paths[lane].iter().enumerate() {
            if !is_ballot[b.index()] {
                continue;
            }
            let want = sim.ballots[lane][k];
            k += 1;
            counts.ballots += 1;
            assert_eq!(vk[lane][j], want, "seed {seed} width {width} depth {depth}: lane {lane}, ballot block {} (#{k}): vulkan {:#x}, reference {want:#x}", cfg.name_of(b), vk[lane][j]);
            counts.vulkan_agree += 1;
            if llvm[lane][j] == want {
                counts.llvm_agree += 1;
            } else {
                // The innermost loop construct around the ballot, by kind.
                let h = constructs.loops_of(b).last().copied();
                let kind = h.and_then(|h| cfg.name_of(h).strip_prefix("loop").map(|_| h));
                let which = kind.map_or(2, |h| if cfg.succs(h).len() == 1 { 0 } else { 1 });
                counts.llvm_differ_in_loops[which] += 1;
            }
        }
        assert_eq!(k, sim.ballots[lane].len());
    }
}

#[test]
fn vulkan_policy_matches_the_cts_reference() {
    let n: u64 = std::env::var("RECONVERGE_CTS_PROGRAMS").ok().and_then(|s| s.parse().ok()).unwrap_or(25);
    let mut counts = Counts::default();
    for width in [32u32, 64] {
        for seed in 0..n {
            let depth = 2 + (seed % 5) as u32;
            check(seed * 7919 + width as u64, width, depth, &mut counts);
        }
    }
    eprintln!(
        "CTS oracle: {} programs ({} skipped as too long), {} ballots, vulkan agrees on {} ({:.2}%), LLVM maximal agrees on {} ({:.2}%); LLVM differs in infinite loops: {}, in counted loops: {}, elsewhere: {}",
        counts.programs,
        counts.skipped,
        counts.ballots,
        counts.vulkan_agree,
        100.0 * counts.vulkan_agree as f64 / counts.ballots.max(1) as f64,
        counts.llvm_agree,
        100.0 * counts.llvm_agree as f64 / counts.ballots.max(1) as f64,
        counts.llvm_differ_in_loops[0],
        counts.llvm_differ_in_loops[1],
        counts.llvm_differ_in_loops[2]
    );
    assert_eq!(counts.vulkan_agree, counts.ballots);
    assert!(counts.ballots > 1000);
}
