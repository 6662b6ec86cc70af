//! Oracle: the Vulkan CTS reconvergence tests' random programs and reference simulation,
//! against the `vulkan` policy's ballots.
//!
//! Source: KhronosGroup/VK-GL-CTS
//! `external/vulkancts/modules/vulkan/reconvergence/vktReconvergenceTests.cpp` at commit
//! `03910aaa4ee142dccd22aac2c5c858ce26097368`, and `framework/delibs/debase/deRandom.c`.
//!
//! # What is ported, line by line
//! - `deRandom` (xorshift128) and the generator `RandomProgram` for `TT_MAXIMAL`: `pickOP`
//!   (all eleven cases), `genIf` (mask, uniform, loop count, local invocation index; else arms,
//!   10 % identical to the then arm), `genForUnif`, `genForVar`, `genForInf`,
//!   `genDoWhileUnif`, `genDoWhileInf`, `genBreak` / `genContinue` / `genReturn` (10 % in a
//!   divergent `if` both of whose arms leave), `genElect` (with the elect-and-break of every
//!   infinite loop, 30 % `return` inside a function), `genCall`, `genSwitchUnif`,
//!   `genSwitchVar`, `genSwitchLoopCount` (multicase is not generated for maximal tests, as in
//!   the CTS), `genBallot` (ballots, stores, noise), `minCount` 30: the same flat list of ops
//!   for the same seed. `invocationStride` is the subgroup size (one subgroup per program).
//! - The reference simulation `RandomProgram::execute`: its state stack (active mask,
//!   continue mask, header, trip count, loop / call / switch flags) and each op's effect, the
//!   ballot of an infinite `for` loop's continue expression included.
//!
//! # What is added
//! The op list is lowered to a CFG with `OpSelectionMerge` / `OpLoopMerge`-style declarations
//! (one block per ballot; an `if` is header / then / else / merge; a loop header / body /
//! continue / merge, the `for` loops leaving at the header, `do-while` at the continue block;
//! a `switch` header / cases / merge; a call is inlined between a `call` block and a
//! `callret` block, a `return` inside the function's loops leaving through each loop's merge
//! to the next, as spirv-opt's merge-return does). The simulation records, for each
//! invocation, the blocks it runs in order; the `vulkan` policy runs those paths and every
//! ballot must equal the reference's. LLVM's maximal relation's disagreements are counted by
//! the kind of the innermost loop construct around the ballot.
//!
//! # What differs from the CTS
//! Stores and noise (`while (!subgroupElect()) {}`, a never-taken `if` around an infinite
//! loop) are generated (they consume the same random numbers) but have no block: they cannot
//! change a ballot. One subgroup (the CTS runs a workgroup of several; their simulation is
//! per subgroup). Programs whose paths exceed 2,000,000 blocks in all are skipped (counted).
//!
//! Default: 25 programs per subgroup size (32, 64) at nesting depths 2–6;
//! `RECONVERGE_CTS_PROGRAMS=N` runs `N` per size (`scripts/vulkan-cts`).

use reconverge_core::cfg::CfgBuilder;
use reconverge_core::constructs::{Constructs, MergeDecl};
use reconverge_core::convergence::MaximalConvergence;
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, Stepper};
use reconverge_core::scenario::ThreadPaths;
use reconverge_core::span::Span;
use reconverge_core::{Block, Cfg};
use std::sync::Arc;

/// `deRandom` (framework/delibs/debase/deRandom.c).
struct DeRandom {
    x: u32,
    y: u32,
    z: u32,
    w: u32,
}

impl DeRandom {
    fn new(seed: u32) -> DeRandom {
        DeRandom { x: (seed as i32).wrapping_neg() as u32 ^ 123_456_789, y: 362_436_069u32.wrapping_mul(seed), z: 521_288_629 ^ (seed >> 7), w: 88_675_123 ^ (seed << 3) }
    }
    fn u32(&mut self) -> u32 {
        let w = self.w;
        let t = self.x ^ (self.x << 11);
        self.x = self.y;
        self.y = self.z;
        self.z = w;
        self.w = (w ^ (w >> 19)) ^ (t ^ (t >> 8));
        self.w
    }
    fn u64(&mut self) -> u64 {
        let x = self.u32() as u64;
        x << 32 | self.u32() as u64
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum T {
    Ballot,
    Store,
    IfMask,
    ElseMask,
    EndIf,
    IfLoopCount,
    ElseLoopCount,
    IfLocalIndex,
    ElseLocalIndex,
    Break,
    Continue,
    Elect,
    BeginForUnif,
    EndForUnif,
    BeginForVar,
    EndForVar,
    BeginForInf,
    EndForInf,
    BeginDoWhileUnif,
    EndDoWhileUnif,
    BeginDoWhileInf,
    EndDoWhileInf,
    Return,
    CallBegin,
    CallEnd,
    SwitchUnifBegin,
    SwitchVarBegin,
    SwitchLoopCountBegin,
    CaseMaskBegin,
    CaseLoopCountBegin,
    SwitchEnd,
    CaseEnd,
    Noise,
}

/// `OP`: type, value, the ballot value (128 bits), case value.
#[derive(Clone, Copy, Debug)]
struct Op {
    t: T,
    value: u64,
    bvalue: u128,
}

fn op(t: T, value: u64) -> Op {
    // By default the low half repeats `value`'s two words (`OP::OP`).
    let v = value as u128;
    Op { t, value, bvalue: v | v << 64 }
}

/// `RandomProgram`'s generator (`TT_MAXIMAL`).
struct Gen {
    rnd: DeRandom,
    ops: Vec<Op>,
    masks: Vec<u64>,
    ballot_masks: Vec<u128>,
    nesting: i32,
    max_nesting: i32,
    loop_nesting: i32,
    loop_nesting_this_function: i32,
    call_nesting: i32,
    is_loop_inf: Vec<bool>,
    stride: u32,
}

#[derive(PartialEq)]
enum IfType {
    Mask,
    Uniform,
    LoopCount,
    LocalIndex,
}

impl Gen {
    fn new(seed: u32, max_nesting: i32, stride: u32) -> Gen {
        let mut rnd = DeRandom::new(seed);
        let (mut masks, mut ballot_masks) = (Vec::new(), Vec::new());
        for _ in 0..5 {
            let lo = rnd.u64();
            let hi = rnd.u64();
            ballot_masks.push(lo as u128 | (hi as u128) << 64);
            masks.push(lo);
        }
        Gen { rnd, ops: Vec::new(), masks, ballot_masks, nesting: 0, max_nesting, loop_nesting: 0, loop_nesting_this_function: 0, call_nesting: 0, is_loop_inf: vec![false; 100], stride }
    }

    fn push(&mut self, t: T, v: u64) {
        self.ops.push(op(t, v));
    }

    fn push_mask0(&mut self) {
        self.ops.push(Op { t: T::IfMask, value: self.masks[0], bvalue: self.ballot_masks[0] });
    }

    fn gen_if(&mut self, ty: IfType) {
        let idx = self.rnd.u32() as usize % 5;
        let (mut mask, mut bmask) = (self.masks[idx], self.ballot_masks[idx]);
        if ty == IfType::Uniform {
            mask = !0;
            bmask = !0;
        }
        let local = (self.rnd.u32() % self.stride) as u64;
        match ty {
            IfType::LocalIndex => self.push(T::IfLocalIndex, local),
            IfType::LoopCount => self.push(T::IfLoopCount, 0),
            _ => self.ops.push(Op { t: T::IfMask, value: mask, bvalue: bmask }),
        }
        self.nesting += 1;
        let then_begin = self.ops.len();
        self.pick(2);
        let then_end = self.ops.len();
        let r = self.rnd.u32() % 100;
        if r < 50 {
            match ty {
                IfType::LocalIndex => self.push(T::ElseLocalIndex, local),
                IfType::LoopCount => self.push(T::ElseLoopCount, 0),
                _ => self.push(T::ElseMask, 0),
            }
            if r < 10 {
                for i in then_begin..then_end {
                    let o = self.ops[i];
                    self.ops.push(o);
                }
            } else {
                self.pick(2);
            }
        }
        self.push(T::EndIf, 0);
        self.nesting -= 1;
    }

    fn gen_loop(&mut self, begin: T, end: T, value: u64, inf: bool) {
        self.push(begin, value);
        let header = self.ops.len() as u64 - 1;
        self.nesting += 1;
        self.loop_nesting += 1;
        self.loop_nesting_this_function += 1;
        if inf {
            self.is_loop_inf[self.loop_nesting as usize] = true;
            self.pick(2);
            self.gen_elect(true);
            self.pick(2);
            self.is_loop_inf[self.loop_nesting as usize] = false;
        } else {
            self.pick(2);
        }
        self.push(end, header);
        self.loop_nesting_this_function -= 1;
        self.loop_nesting -= 1;
        self.nesting -= 1;
    }

    fn gen_break(&mut self) {
        if self.loop_nesting_this_function > 0 {
            self.leave(T::Break);
        }
    }

    /// `op`, 10 % of the time in a divergent `if` whose two arms both do it.
    fn leave(&mut self, t: T) {
        if self.rnd.u32() % 100 < 10 {
            self.push_mask0();
            self.push(t, 0);
            self.push(T::ElseMask, 0);
            self.push(t, 0);
            self.push(T::EndIf, 0);
        } else {
            self.push(t, 0);
        }
    }

    fn gen_continue(&mut self) {
        if self.loop_nesting_this_function > 0 && !self.is_loop_inf[self.loop_nesting as usize] {
            self.leave(T::Continue);
        }
    }

    fn gen_elect(&mut self, do_break: bool) {
        self.push(T::Elect, 0);
        self.nesting += 1;
        if do_break {
            self.gen_ballot();
            self.gen_ballot();
            if self.rnd.u32() % 100 < 10 {
                self.pick(1);
            }
            if self.call_nesting > 0 && self.rnd.u32() % 100 < 30 {
                self.push(T::Return, 0);
            } else {
                self.gen_break();
            }
        } else {
            self.pick(2);
        }
        self.push(T::EndIf, 0);
        self.nesting -= 1;
    }

    fn gen_return(&mut self) {
        let r = self.rnd.u32() % 100;
        if self.nesting > 0 && (r < 5 || (self.call_nesting > 0 && self.loop_nesting_this_function > 0 && r < 20) || (self.call_nesting > 0 && self.loop_nesting_this_function > 1 && r < 50)) {
            self.gen_ballot();
            self.leave(T::Return);
        }
    }

    fn gen_call(&mut self) {
        self.push(T::CallBegin, 0);
        self.call_nesting += 1;
        self.nesting += 1;
        let save = self.loop_nesting_this_function;
        self.loop_nesting_this_function = 0;
        self.pick(2);
        self.loop_nesting_this_function = save;
        self.nesting -= 1;
        self.call_nesting -= 1;
        self.push(T::CallEnd, 0);
    }

    fn case(&mut self, t: T, value: u64, bvalue: u128, count: u32) {
        self.ops.push(Op { t, value, bvalue });
        self.pick(count);
        self.push(T::CaseEnd, 0);
    }

    fn gen_switch_unif(&mut self) {
        let r = self.rnd.u32() % 5;
        self.push(T::SwitchUnifBegin, r as u64);
        self.nesting += 1;
        self.case(T::CaseMaskBegin, 0, 0, 1);
        self.case(T::CaseMaskBegin, !0, !0, 2);
        self.case(T::CaseMaskBegin, 0, 0, 1);
        self.push(T::SwitchEnd, 0);
        self.nesting -= 1;
    }

    fn gen_switch_var(&mut self) {
        self.push(T::SwitchVarBegin, 0);
        self.nesting += 1;
        for m in [0x1111_1111u32, 0x2222_2222, 0x4444_4444, 0x8888_8888] {
            let b = m as u128;
            self.case(T::CaseMaskBegin, (m as u64) << 32 | m as u64, b | b << 32 | b << 64 | b << 96, 1);
        }
        self.push(T::SwitchEnd, 0);
        self.nesting -= 1;
    }

    fn gen_switch_loop_count(&mut self) {
        let r = self.rnd.u32() % self.loop_nesting as u32;
        self.push(T::SwitchLoopCountBegin, r as u64);
        self.nesting += 1;
        self.case(T::CaseLoopCountBegin, 1 << 1, 1 << 1, 1);
        self.case(T::CaseLoopCountBegin, 1 << 2, 1 << 2, 1);
        self.case(T::CaseLoopCountBegin, !6, !0u128 << 32 | (!6u32) as u128, 1);
        self.push(T::SwitchEnd, 0);
        self.nesting -= 1;
    }

    fn pick(&mut self, count: u32) {
        for _ in 0..count {
            self.gen_ballot();
            if self.nesting < self.max_nesting {
                match self.rnd.u32() % 11 {
                    2 if self.loop_nesting > 0 => self.gen_if(IfType::LoopCount),
                    2 | 10 => self.gen_if(IfType::LocalIndex),
                    0 => self.gen_if(IfType::Mask),
                    1 => self.gen_if(IfType::Uniform),
                    3 => {
                        if self.loop_nesting <= 3 {
                            match self.rnd.u32() % 3 {
                                0 => {
                                    let n = self.rnd.u32() % 5 + 1;
                                    self.gen_loop(T::BeginForUnif, T::EndForUnif, n as u64, false)
                                }
                                1 => self.gen_loop(T::BeginForInf, T::EndForInf, 0, true),
                                _ => self.gen_loop(T::BeginForVar, T::EndForVar, 0, false),
                            }
                        }
                    }
                    4 => self.gen_break(),
                    5 => self.gen_continue(),
                    6 => self.gen_elect(false),
                    7 => {
                        let r2 = self.rnd.u32() % 5;
                        if r2 == 0 && self.call_nesting == 0 && self.nesting < self.max_nesting - 2 {
                            self.gen_call();
                        } else {
                            self.gen_return();
                        }
                    }
                    8 => {
                        if self.loop_nesting <= 3 {
                            if self.rnd.u32().is_multiple_of(2) {
                                let n = self.rnd.u32() % 5 + 1;
                                self.gen_loop(T::BeginDoWhileUnif, T::EndDoWhileUnif, n as u64, false)
                            } else {
                                self.gen_loop(T::BeginDoWhileInf, T::EndDoWhileInf, 0, true)
                            }
                        }
                    }
                    _ => match self.rnd.u32() % 4 {
                        0 => self.gen_switch_unif(),
                        1 if self.loop_nesting > 0 => self.gen_switch_loop_count(),
                        _ => self.gen_switch_var(), // multicase is not generated for TT_MAXIMAL
                    },
                }
            }
            self.gen_ballot();
        }
    }

    fn gen_ballot(&mut self) {
        let last = |g: &Gen, k: usize| g.ops.len().checked_sub(k).map(|i| g.ops[i].t);
        if self.rnd.u32() % 100 < 20 && (self.ops.len() < 2 || !(last(self, 1) == Some(T::Ballot) || (last(self, 1) == Some(T::Store) && last(self, 2) == Some(T::Ballot)))) {
            self.push(T::Ballot, 0);
        }
        if self.rnd.u32() % 100 < 10 && (self.ops.len() < 2 || !(last(self, 1) == Some(T::Store) || (last(self, 1) == Some(T::Ballot) && last(self, 2) == Some(T::Store)))) {
            let v = self.ops.len() as u64 + 0x10000;
            self.push(T::Store, v);
        }
        let r = self.rnd.u32() % 10000;
        if r < 3 {
            self.push(T::Noise, 0);
        } else if r < 10 {
            self.push(T::Noise, 1);
        }
    }

    fn generate(&mut self) {
        while self.ops.len() < 30 {
            self.pick(1);
        }
    }
}

/// The kind of a loop construct, for the LLVM counts.
const LOOP_KINDS: [&str; 5] = ["for (uniform)", "for (variable)", "for (infinite)", "do-while (uniform)", "do-while (infinite)"];

fn loop_kind(t: T) -> Option<usize> {
    Some(match t {
        T::BeginForUnif => 0,
        T::BeginForVar => 1,
        T::BeginForInf => 2,
        T::BeginDoWhileUnif => 3,
        T::BeginDoWhileInf => 4,
        _ => return None,
    })
}

enum Frame {
    If { h: Block, m: Block, has_else: bool },
    Loop { c: Block, m: Block, returns: bool },
    Switch { h: Block, m: Block },
    Call { ret: Block },
}

/// The CFG of an op list: per op its blocks, one merge declaration per header.
struct Lowered {
    cfg: Cfg,
    decls: Vec<MergeDecl>,
    blocks: Vec<Vec<Block>>,
    is_ballot: Vec<bool>,
    loop_kind: Vec<Option<usize>>,
    entry: Block,
    exit: Block,
}

fn lower(ops: &[Op]) -> Lowered {
    let mut b = CfgBuilder::new("cts");
    let mut is_ballot = Vec::new();
    let mut new = |b: &mut CfgBuilder, tag: &str, ballot: bool| {
        let n = b.num_blocks();
        is_ballot.push(ballot);
        b.new_block(&format!("{tag}{n}"))
    };
    let edge = |b: &mut CfgBuilder, x: Option<Block>, y: Block| {
        if let Some(x) = x {
            b.edge(x, y, "", Span::default());
        }
    };
    let entry = new(&mut b, "entry", false);
    let mut cur = Some(entry);
    let mut decls = Vec::new();
    let mut blocks = vec![Vec::new(); ops.len()];
    let mut st: Vec<Frame> = Vec::new();
    let mut loop_kind_of = Vec::new();
    // The block a `return` (or a loop merge on the return chain) goes to: the innermost loop
    // of the current function, else the call's `callret`; `None` in main.
    fn return_target(st: &mut [Frame]) -> Option<&mut Frame> {
        st.iter_mut().rev().find(|f| matches!(f, Frame::Loop { .. } | Frame::Call { .. }))
    }
    for (i, o) in ops.iter().enumerate() {
        match o.t {
            T::Ballot => {
                let x = new(&mut b, "ballot", true);
                edge(&mut b, cur, x);
                blocks[i] = vec![x];
                cur = Some(x);
            }
            T::IfMask | T::IfLoopCount | T::IfLocalIndex | T::Elect => {
                let h = new(&mut b, "if", false);
                edge(&mut b, cur, h);
                let t = new(&mut b, "then", false);
                let m = new(&mut b, "endif", false);
                edge(&mut b, Some(h), t);
                decls.push(MergeDecl { header: h, merge: m, continue_target: None, is_loop: false, span: Span::default() });
                blocks[i] = vec![h, t];
                st.push(Frame::If { h, m, has_else: false });
                cur = Some(t);
            }
            T::ElseMask | T::ElseLoopCount | T::ElseLocalIndex => {
                let Some(Frame::If { h, m, has_else }) = st.last_mut() else { panic!("else outside if") };
                *has_else = true;
                let (h, m) = (*h, *m);
                edge(&mut b, cur, m);
                let e = new(&mut b, "else", false);
                edge(&mut b, Some(h), e);
                blocks[i] = vec![e];
                cur = Some(e);
            }
            T::EndIf => {
                let Some(Frame::If { h, m, has_else }) = st.pop() else { panic!("endif outside if") };
                edge(&mut b, cur, m);
                if !has_else {
                    edge(&mut b, Some(h), m);
                }
                blocks[i] = vec![m];
                cur = Some(m);
            }
            T::BeginForUnif | T::BeginForVar | T::BeginForInf | T::BeginDoWhileUnif | T::BeginDoWhileInf => {
                let h = new(&mut b, "loop", false);
                edge(&mut b, cur, h);
                let body = new(&mut b, "body", false);
                let c = new(&mut b, if o.t == T::BeginForInf { "ballot" } else { "cont" }, o.t == T::BeginForInf);
                let m = new(&mut b, "endloop", false);
                edge(&mut b, Some(h), body);
                if matches!(o.t, T::BeginForUnif | T::BeginForVar) {
                    edge(&mut b, Some(h), m);
                }
                edge(&mut b, Some(c), h);
                if o.t == T::BeginDoWhileUnif {
                    edge(&mut b, Some(c), m);
                }
                decls.push(MergeDecl { header: h, merge: m, continue_target: Some(c), is_loop: true, span: Span::default() });
                loop_kind_of.push((h, loop_kind(o.t).unwrap()));
                blocks[i] = vec![h, body];
                st.push(Frame::Loop { c, m, returns: false });
                cur = Some(body);
            }
            T::EndForUnif | T::EndForVar | T::EndForInf | T::EndDoWhileUnif | T::EndDoWhileInf => {
                let Some(Frame::Loop { c, m, returns }) = st.pop() else { panic!("loop end outside loop") };
                edge(&mut b, cur, c);
                blocks[i] = vec![c, m];
                if returns {
                    // On the return chain: on to the next loop of the function or the call's end.
                    match return_target(&mut st) {
                        Some(Frame::Loop { m: m2, returns: r2, .. }) => {
                            *r2 = true;
                            let m2 = *m2;
                            edge(&mut b, Some(m), m2);
                        }
                        Some(Frame::Call { ret }) => {
                            let ret = *ret;
                            edge(&mut b, Some(m), ret);
                        }
                        _ => unreachable!("a return chain outside a function"),
                    }
                }
                cur = Some(m);
            }
            T::Break => {
                let m = st.iter().rev().find_map(|f| match f {
                    Frame::Loop { m, .. } | Frame::Switch { m, .. } => Some(*m),
                    _ => None,
                });
                edge(&mut b, cur, m.expect("break outside a loop or switch"));
                cur = None;
            }
            T::Continue => {
                let c = st.iter().rev().find_map(|f| match f {
                    Frame::Loop { c, .. } => Some(*c),
                    _ => None,
                });
                edge(&mut b, cur, c.expect("continue outside a loop"));
                cur = None;
            }
            T::Return => {
                let r = new(&mut b, "ret", false);
                edge(&mut b, cur, r);
                blocks[i] = vec![r];
                let in_call = st.iter().any(|f| matches!(f, Frame::Call { .. }));
                if in_call {
                    match return_target(&mut st) {
                        Some(Frame::Loop { m, returns, .. }) => {
                            *returns = true;
                            let m = *m;
                            edge(&mut b, Some(r), m);
                        }
                        Some(Frame::Call { ret }) => {
                            let ret = *ret;
                            edge(&mut b, Some(r), ret);
                        }
                        _ => unreachable!(),
                    }
                }
                cur = None;
            }
            T::CallBegin => {
                let call = new(&mut b, "call", false);
                edge(&mut b, cur, call);
                let ret = new(&mut b, "callret", false);
                blocks[i] = vec![call];
                st.push(Frame::Call { ret });
                cur = Some(call);
            }
            T::CallEnd => {
                let Some(Frame::Call { ret }) = st.pop() else { panic!("call end outside call") };
                edge(&mut b, cur, ret);
                blocks[i] = vec![ret];
                cur = Some(ret);
            }
            T::SwitchUnifBegin | T::SwitchVarBegin | T::SwitchLoopCountBegin => {
                let h = new(&mut b, "switch", false);
                edge(&mut b, cur, h);
                let m = new(&mut b, "endswitch", false);
                decls.push(MergeDecl { header: h, merge: m, continue_target: None, is_loop: false, span: Span::default() });
                blocks[i] = vec![h];
                st.push(Frame::Switch { h, m });
                cur = None;
            }
            T::CaseMaskBegin | T::CaseLoopCountBegin => {
                let Some(Frame::Switch { h, .. }) = st.last() else { panic!("case outside switch") };
                let h = *h;
                let x = new(&mut b, "case", false);
                edge(&mut b, Some(h), x);
                blocks[i] = vec![x];
                cur = Some(x);
            }
            T::CaseEnd => {
                let Some(Frame::Switch { m, .. }) = st.last() else { panic!("case end outside switch") };
                let m = *m;
                edge(&mut b, cur, m);
                cur = None;
            }
            T::SwitchEnd => {
                let Some(Frame::Switch { h, m }) = st.pop() else { panic!("switch end outside switch") };
                edge(&mut b, Some(h), m); // the default (never taken: every value has a case)
                blocks[i] = vec![m];
                cur = Some(m);
            }
            T::Store | T::Noise => {}
        }
    }
    let exit = new(&mut b, "exit", false);
    edge(&mut b, cur, exit);
    let cfg = b.finish();
    let mut loop_kind = vec![None; cfg.num_blocks()];
    for (h, k) in loop_kind_of {
        loop_kind[h.index()] = Some(k);
    }
    Lowered { cfg, decls, blocks, is_ballot, loop_kind, entry, exit }
}

/// One level of `execute`'s state stack (`SubgroupState2`), plus the lanes that returned from
/// inside this loop of a function (they go through its merge on the return chain).
#[derive(Clone, Copy, Default)]
struct State {
    active: u64,
    cont: u64,
    header: usize,
    trip: u32,
    is_loop: bool,
    is_call: bool,
    is_switch: bool,
    returned: u64,
}

/// The reference simulation (`RandomProgram::execute`, one subgroup of `width` lanes),
/// recording each lane's blocks and ballots. `None` when the paths exceed `limit` blocks.
struct Run {
    paths: Vec<Vec<Block>>,
    ballots: Vec<Vec<u64>>,
}

fn execute(ops: &[Op], lo: &Lowered, width: u32, limit: usize) -> Option<Run> {
    let full = if width == 64 { !0u64 } else { (1u64 << width) - 1 };
    let mut run = Run { paths: vec![vec![lo.entry]; width as usize], ballots: vec![Vec::new(); width as usize] };
    let mut total = width as usize;
    let mut rec = |run: &mut Run, b: Block, mask: u64, ballot: bool| -> bool {
        let mut m = mask;
        while m != 0 {
            let l = m.trailing_zeros() as usize;
            m &= m - 1;
            run.paths[l].push(b);
            if ballot {
                run.ballots[l].push(mask);
            }
            total += 1;
        }
        total <= limit
    };
    let mut s = vec![State::default(); 64];
    s[0].active = full;
    let mut n = 0usize; // nesting
    let mut i = 0usize;
    let blk = |i: usize, k: usize| lo.blocks[i][k];
    // After a loop of a function exits: its returned lanes pass its merge, on to the next loop.
    let pop_loop = |s: &mut Vec<State>, n: &mut usize| -> u64 {
        let r = s[*n].returned;
        *n -= 1;
        if r != 0 {
            let mut k = *n;
            while !s[k].is_loop && !s[k].is_call {
                k -= 1;
            }
            if s[k].is_loop {
                s[k].returned |= r;
            }
        }
        r
    };
    macro_rules! ok {
        ($e:expr) => {
            if !$e {
                return None;
            }
        };
    }
    while i < ops.len() {
        let o = ops[i];
        let active = s[n].active;
        match o.t {
            T::Ballot => ok!(rec(&mut run, blk(i, 0), active, true)),
            T::Store | T::Noise | T::CaseEnd => {}
            T::IfMask | T::IfLoopCount | T::IfLocalIndex | T::Elect => {
                let cond = match o.t {
                    T::IfMask => o.bvalue as u64,
                    T::IfLoopCount => {
                        let mut k = n;
                        while !s[k].is_loop {
                            k -= 1;
                        }
                        if s[k].trip < 64 { 1u64 << s[k].trip } else { 0 }
                    }
                    T::IfLocalIndex => !0u64 << o.value.min(63) & if o.value >= 64 { 0 } else { !0 },
                    _ => active & active.wrapping_neg(), // subgroupElect: the lowest active lane
                };
                ok!(rec(&mut run, blk(i, 0), active, false));
                n += 1;
                s[n] = State { active: active & cond, header: i, ..State::default() };
                ok!(rec(&mut run, blk(i, 1), s[n].active, false));
            }
            T::ElseMask | T::ElseLoopCount | T::ElseLocalIndex => {
                let h = ops[s[n].header];
                let cond = match o.t {
                    T::ElseMask => h.bvalue as u64,
                    T::ElseLoopCount => {
                        let mut k = n;
                        while !s[k].is_loop {
                            k -= 1;
                        }
                        if s[k].trip < 64 { 1u64 << s[k].trip } else { 0 }
                    }
                    _ => !0u64 << o.value.min(63) & if o.value >= 64 { 0 } else { !0 },
                };
                s[n].active = s[n - 1].active & !cond;
                ok!(rec(&mut run, blk(i, 0), s[n].active, false));
            }
            T::EndIf => {
                n -= 1;
                ok!(rec(&mut run, blk(i, 0), s[n].active, false));
            }
            T::BeginForUnif | T::BeginForVar | T::BeginForInf | T::BeginDoWhileUnif | T::BeginDoWhileInf => {
                ok!(rec(&mut run, blk(i, 0), active, false));
                ok!(rec(&mut run, blk(i, 1), active, false));
                n += 1;
                s[n] = State { active, header: i, trip: if o.t == T::BeginDoWhileUnif { 1 } else { 0 }, is_loop: true, ..State::default() };
            }
            T::EndForUnif | T::EndForVar | T::EndForInf | T::EndDoWhileUnif | T::EndDoWhileInf => {
                let (c, m) = (blk(i, 0), blk(i, 1));
                let h = s[n].header;
                let (hb, body) = (blk(h, 0), blk(h, 1));
                if o.t != T::EndDoWhileUnif {
                    s[n].trip += 1;
                }
                s[n].active |= s[n].cont;
                s[n].cont = 0;
                let a = s[n].active;
                let again = match o.t {
                    T::EndForUnif => {
                        ok!(rec(&mut run, c, a, false));
                        ok!(rec(&mut run, hb, a, false));
                        (s[n].trip as u64) < ops[h].value && a != 0
                    }
                    T::EndForVar => {
                        ok!(rec(&mut run, c, a, false));
                        ok!(rec(&mut run, hb, a, false));
                        // loopIdx < gl_SubgroupInvocationID + 1: lanes >= tripCount stay.
                        let t = s[n].trip;
                        s[n].active &= if t >= 64 { 0 } else { !0u64 << t };
                        s[n].active != 0
                    }
                    T::EndForInf => {
                        if a != 0 {
                            ok!(rec(&mut run, c, a, true)); // the ballot of the continue expression
                            ok!(rec(&mut run, hb, a, false));
                        }
                        a != 0
                    }
                    T::EndDoWhileUnif => {
                        ok!(rec(&mut run, c, a, false));
                        let again = (s[n].trip as u64) < ops[h].value && a != 0;
                        if again {
                            ok!(rec(&mut run, hb, a, false));
                            s[n].trip += 1;
                        }
                        again
                    }
                    _ => {
                        if a != 0 {
                            ok!(rec(&mut run, c, a, false));
                            ok!(rec(&mut run, hb, a, false));
                        }
                        a != 0
                    }
                };
                if again {
                    ok!(rec(&mut run, body, s[n].active, false));
                    i = h + 1;
                    continue;
                }
                let r = pop_loop(&mut s, &mut n);
                ok!(rec(&mut run, m, s[n].active | r, false));
            }
            T::Break => {
                let mut k = n;
                loop {
                    s[k].active &= !active;
                    if s[k].is_loop || s[k].is_switch {
                        break;
                    }
                    k -= 1;
                }
            }
            T::Continue => {
                let mut k = n;
                loop {
                    s[k].active &= !active;
                    if s[k].is_loop {
                        s[k].cont |= active;
                        break;
                    }
                    k -= 1;
                }
            }
            T::Return => {
                ok!(rec(&mut run, blk(i, 0), active, false));
                let mut first_loop = None;
                for k in (0..=n).rev() {
                    s[k].active &= !active;
                    if s[k].is_loop && first_loop.is_none() {
                        first_loop = Some(k);
                    }
                    if s[k].is_call {
                        if let Some(l) = first_loop {
                            s[l].returned |= active;
                        }
                        break;
                    }
                }
            }
            T::CallBegin => {
                ok!(rec(&mut run, blk(i, 0), active, false));
                n += 1;
                s[n] = State { active, is_call: true, ..State::default() };
            }
            T::CallEnd => {
                s[n].is_call = false;
                n -= 1;
                ok!(rec(&mut run, blk(i, 0), s[n].active, false));
            }
            T::SwitchUnifBegin | T::SwitchVarBegin | T::SwitchLoopCountBegin => {
                ok!(rec(&mut run, blk(i, 0), active, false));
                n += 1;
                s[n] = State { active, header: i, is_switch: true, ..State::default() };
            }
            T::SwitchEnd => {
                n -= 1;
                ok!(rec(&mut run, blk(i, 0), s[n].active, false));
            }
            T::CaseMaskBegin => {
                s[n].active = s[n - 1].active & o.bvalue as u64;
                ok!(rec(&mut run, blk(i, 0), s[n].active, false));
            }
            T::CaseLoopCountBegin => {
                let (mut k, mut l) = (n, 0u64);
                let depth = (0..=n).filter(|&j| s[j].is_loop).count() as u64;
                let want = ops[s[n].header].value; // the loop index `r`, outermost = 0
                loop {
                    if s[k].is_loop {
                        l += 1;
                        if depth - l == want {
                            break;
                        }
                    }
                    k -= 1;
                }
                let t = s[k].trip;
                let hit = t < 128 && (1u128 << t) & o.bvalue != 0;
                s[n].active = if hit { s[n - 1].active } else { 0 };
                ok!(rec(&mut run, blk(i, 0), s[n].active, false));
            }
        }
        i += 1;
    }
    ok!(rec(&mut run, lo.exit, s[0].active, false));
    Some(run)
}

#[derive(Default, Debug)]
struct Counts {
    programs: usize,
    skipped: usize,
    ops: [usize; 4], // switches, do-while loops, calls, returns inside calls
    ballots: usize,
    vulkan_agree: usize,
    llvm_agree: usize,
    /// LLVM disagreements by the innermost loop construct around the ballot (`LOOP_KINDS`),
    /// then outside every loop.
    llvm_differ: [usize; 6],
    /// Ballots by the same key.
    by_kind: [usize; 6],
}

/// Per lane and path position, the mask of the lanes in the same column.
fn table_ballots(threads: &[Vec<u32>]) -> Vec<Vec<u64>> {
    let mut by_col = std::collections::HashMap::<u32, u64>::new();
    for (t, row) in threads.iter().enumerate() {
        for &c in row {
            *by_col.entry(c).or_default() |= 1 << t;
        }
    }
    threads.iter().map(|row| row.iter().map(|c| by_col[c]).collect()).collect()
}

fn check(seed: u32, width: u32, depth: i32, counts: &mut Counts) {
    let mut g = Gen::new(seed, depth, width);
    g.generate();
    let ops = g.ops;
    let lo = lower(&ops);
    let cfg = &lo.cfg;
    let constructs = Constructs::compute("", cfg, &lo.decls).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    let Some(run) = execute(&ops, &lo, width, 2_000_000) else {
        counts.skipped += 1;
        return;
    };
    for p in &run.paths {
        for w in p.windows(2) {
            assert!(cfg.succs(w[0]).contains(&w[1]), "seed {seed}: the path takes {} -> {}, not an edge", cfg.name_of(w[0]), cfg.name_of(w[1]));
        }
    }
    counts.ops[0] += ops.iter().filter(|o| matches!(o.t, T::SwitchUnifBegin | T::SwitchVarBegin | T::SwitchLoopCountBegin)).count();
    counts.ops[1] += ops.iter().filter(|o| matches!(o.t, T::BeginDoWhileUnif | T::BeginDoWhileInf)).count();
    counts.ops[2] += ops.iter().filter(|o| o.t == T::CallBegin).count();
    counts.ops[3] += cfg.blocks().filter(|&b| cfg.name_of(b).starts_with("ret") && cfg.succs(b).len() == 1).count();
    let paths = ThreadPaths::from_paths(&run.paths);
    let opts = EngineOptions { constructs: Some(Arc::new(constructs.clone())), ..EngineOptions::default() };
    let mut s = Stepper::new(Engine::new(cfg, paths.clone(), PolicyKind::Vulkan, &opts));
    s.run_to_end();
    assert!(s.metrics().finished, "seed {seed}: the vulkan run did not finish");
    let vk = table_ballots(&s.table().threads);
    let ci = CycleInfo::compute(cfg);
    let llvm_rel = MaximalConvergence::compute(cfg, &ci, &paths);
    let llvm = table_ballots(&llvm_rel.table().unwrap().threads);
    counts.programs += 1;
    for lane in 0..width as usize {
        let mut k = 0;
        for (j, &b) in run.paths[lane].iter().enumerate() {
            if !lo.is_ballot[b.index()] {
                continue;
            }
            let want = run.ballots[lane][k];
            k += 1;
            counts.ballots += 1;
            assert_eq!(vk[lane][j], want, "seed {seed} width {width} depth {depth}: lane {lane}, ballot block {} (#{k}): vulkan {:#x}, reference {want:#x}", cfg.name_of(b), vk[lane][j]);
            counts.vulkan_agree += 1;
            let key = constructs.loops_of(b).last().and_then(|h| lo.loop_kind[h.index()]).unwrap_or(5);
            counts.by_kind[key] += 1;
            if llvm[lane][j] == want {
                counts.llvm_agree += 1;
            } else {
                counts.llvm_differ[key] += 1;
            }
        }
        assert_eq!(k, run.ballots[lane].len());
    }
}

fn report(c: &Counts) -> String {
    let pct = |a: usize, b: usize| 100.0 * a as f64 / b.max(1) as f64;
    let mut s = format!(
        "CTS oracle: {} programs ({} skipped as too long; {} switches, {} do-while loops, {} calls, {} returns inside calls), {} ballots, vulkan agrees on {} ({:.2}%), LLVM maximal on {} ({:.2}%)\n",
        c.programs, c.skipped, c.ops[0], c.ops[1], c.ops[2], c.ops[3], c.ballots, c.vulkan_agree, pct(c.vulkan_agree, c.ballots), c.llvm_agree, pct(c.llvm_agree, c.ballots)
    );
    for (k, name) in LOOP_KINDS.iter().chain(["outside loops"].iter()).enumerate() {
        s += &format!("  innermost {name}: {} ballots, LLVM differs on {} ({:.2}%)\n", c.by_kind[k], c.llvm_differ[k], pct(c.llvm_differ[k], c.by_kind[k]));
    }
    s
}

#[test]
fn vulkan_policy_matches_the_cts_reference() {
    let n: u32 = std::env::var("RECONVERGE_CTS_PROGRAMS").ok().and_then(|s| s.parse().ok()).unwrap_or(25);
    let mut counts = Counts::default();
    for width in [32u32, 64] {
        for seed in 0..n {
            let depth = 2 + (seed % 5) as i32;
            check(seed, width, depth, &mut counts);
        }
    }
    eprint!("{}", report(&counts));
    assert_eq!(counts.vulkan_agree, counts.ballots);
    assert!(counts.ballots > 1000);
}

#[test]
fn derandom_is_the_c_reference() {
    // deRandom_init(1): x = -1 ^ 123456789, y = 362436069, z = 521288629 ^ 0, w = 88675123 ^ 8.
    let r = DeRandom::new(1);
    assert_eq!((r.x, r.y, r.z, r.w), (!123_456_789u32, 362_436_069, 521_288_629, 88_675_123 ^ 8));
}

/// SPIR-V assembly of a lowered program (blocks in reverse post-order, then the unreachable
/// ones; a ballot block holds an `OpGroupNonUniformBallot`; every condition is `%true`, a
/// switch selects on `%int_0`). `None` for programs with calls (their inlined return chain is
/// not structured: it would need spirv-opt's merge-return flags).
fn to_spirv(lo: &Lowered, ops: &[Op]) -> Option<String> {
    if ops.iter().any(|o| o.t == T::CallBegin) {
        return None;
    }
    let cfg = &lo.cfg;
    let mut order = Vec::new();
    let mut seen = vec![false; cfg.num_blocks()];
    // Iterative DFS post-order from the entry.
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
        let succ = cfg.succs(b);
        match succ.len() {
            0 => s += "OpReturn\n",
            1 => s += &format!("OpBranch {}\n", name(succ[0])),
            2 if !cfg.name_of(b).starts_with("switch") => s += &format!("OpBranchConditional %true {} {}\n", name(succ[0]), name(succ[1])),
            _ => {
                // cases first, the merge (default) last
                let (def, cases) = succ.split_last().unwrap();
                s += &format!("OpSwitch %int_0 {}", name(*def));
                for (k, c) in cases.iter().enumerate() {
                    s += &format!(" {k} {}", name(*c));
                }
                s += "\n";
            }
        }
    }
    s += "OpFunctionEnd\n";
    Some(s)
}

fn tool(name: &str) -> bool {
    std::process::Command::new(name).arg("--version").output().is_ok_and(|o| o.status.success())
}

/// `spirv-as` then `spirv-val` (Vulkan 1.1): whether both accept `src`.
fn spirv_val_accepts(src: &str, tag: &str) -> bool {
    let dir = std::env::temp_dir().join(format!("reconverge-cts-spv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join(format!("{tag}.spvasm")), dir.join(format!("{tag}.spv")));
    std::fs::write(&a, src).unwrap();
    let ok = |c: &mut std::process::Command| c.output().is_ok_and(|o| o.status.success());
    let r = ok(std::process::Command::new("spirv-as").args(["--target-env", "vulkan1.1"]).arg(&a).arg("-o").arg(&b)) && ok(std::process::Command::new("spirv-val").args(["--target-env", "vulkan1.1"]).arg(&b));
    let _ = std::fs::remove_file(&a);
    let _ = std::fs::remove_file(&b);
    r
}

/// The generated programs as SPIR-V: we (parser, construct checks and the ported `spirv-val`
/// structured rules, [`reconverge_core::constructs::spirv_structured_checks`]) accept exactly
/// the programs `spirv-val` accepts, with the same blocks and merges; a disagreement in either
/// direction fails. `spirv-val` rejects the programs whose dead code (after a `break`,
/// `continue` or `return`) branches to a continue target from outside the loop construct.
/// Default 20 programs per width; `RECONVERGE_CTS_SPIRV=N`. Skipped when
/// `spirv-as`/`spirv-val` are not installed.
#[test]
fn generated_programs_as_spirv_agree_with_spirv_val() {
    if !tool("spirv-as") || !tool("spirv-val") {
        eprintln!("spirv-as/spirv-val not installed: skipped");
        return;
    }
    let n: u32 = std::env::var("RECONVERGE_CTS_SPIRV").ok().and_then(|s| s.parse().ok()).unwrap_or(20);
    let (mut tried, mut with_calls, mut both, mut both_reject) = (0, 0, 0, 0);
    for width in [32u32, 64] {
        for seed in 0..n {
            let mut g = Gen::new(seed, 2 + (seed % 5) as i32, width);
            g.generate();
            let lo = lower(&g.ops);
            let Some(text) = to_spirv(&lo, &g.ops) else {
                with_calls += 1;
                continue;
            };
            tried += 1;
            let theirs = spirv_val_accepts(&text, &format!("s{seed}w{width}"));
            if std::env::var("RECONVERGE_CTS_DUMP").is_ok() && !theirs {
                std::fs::write(format!("/tmp/cts-s{seed}w{width}.spvasm"), &text).unwrap();
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
                (false, Ok(_)) => panic!("seed {seed} width {width}: spirv-val rejects, we accept (RECONVERGE_CTS_DUMP=1 writes /tmp/cts-s{seed}w{width}.spvasm)"),
            }
        }
    }
    eprintln!("SPIR-V: {tried} generated programs ({with_calls} with calls not emitted): both accept {both}, both reject {both_reject}, no disagreement");
    assert!(tried > 0);
}
