//! Execution and scheduling: work-groups one after another (linear order, x fastest); inside
//! a work-group every work-item runs, lane by lane and warp by warp, until it reaches a
//! barrier or returns; when all have stopped, the barrier releases them together (so all warps
//! of a work-group reach a barrier before any passes it). Memory effects, atomics included,
//! happen in that order — the *schedule order* the results and race reports refer to.
//!
//! A barrier that some work-items of a work-group reach while others have returned, or
//! work-items waiting at different barriers, is reported as barrier divergence (undefined
//! behaviour in OpenCL C 2.0 §6.13.8 and CUDA) naming the lanes and the block; the waiting
//! work-items are then released and the run goes on.
//!
//! Each work-item has its own register file (one slot per SSA value of each active frame),
//! call stack (calls of defined functions are run, not inlined textually) and private stack
//! (`alloca`). The kernel function's blocks are recorded per work-item as its path; blocks of
//! called functions are not (they are not in the kernel's CFG).
//!
//! Cost: `O(1)` per scalar instruction (vectors `O(lanes)`, memory `O(bytes)`), plus
//! `O(Σ path length)` for the paths. Invariant: the instruction budget is checked on every
//! instruction, so every run ends.

use super::builtins::{Builtin, IdKind, RmwOp};
use super::decode::{BinOp, CastOp, DFunc, Pred, DecodedProgram, Src, St, Vt, K};
use super::error::{RunError, RunErrorKind};
use super::memory::{
    self, read_val, split, write_val, Region, Space, OFF_MASK, TAG_DISPATCH, TAG_IMPLICIT,
    TAG_LOCAL, TAG_PRIVATE,
};
use super::values::{from_f64, mask, sext, to_f64, Ty, Val};
use super::{BarrierDivergence, Limits, Race};
use crate::cfg::Block;
use crate::span::Span;
use std::sync::Arc;

/// Where a work-item stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// At a barrier (the instruction index of the barrier call in the kernel's frame function,
    /// and its block).
    Barrier(u32, u32, u32),
    /// Returned from the kernel.
    Done,
}

#[derive(Clone, Debug)]
struct Frame {
    func: u32,
    pc: u32,
    block: u32,
    base: u32,
    sp: u64,
    ret_dst: u32,
}

/// One work-item's state.
#[derive(Clone, Debug)]
pub struct Item {
    frames: Vec<Frame>,
    regs: Vec<Val>,
    pub(super) stack: Vec<u8>,
    /// The kernel blocks visited, in order.
    pub path: Vec<Block>,
    /// Local id.
    pub lid: [u64; 3],
    /// Local linear id.
    pub llin: u32,
    /// Index over all work-items in schedule order (group-major), for the race shadow.
    pub index: u32,
    /// Where it stopped last.
    pub stop: Option<Stop>,
}

/// The machine: program, memory, NDRange and reports.
pub struct Machine {
    pub(super) prog: Arc<DecodedProgram>,
    pub(super) src: Arc<str>,
    pub(super) regions: Vec<Region>,
    pub(super) global: [u64; 3],
    pub(super) local: [u64; 3],
    pub(super) dims: u32,
    pub(super) wave: u32,
    pub(super) group: [u64; 3],
    pub(super) group_size: u32,
    pub(super) epoch: u32,
    pub(super) steps: u64,
    pub(super) limits: Limits,
    pub(super) races: Vec<Race>,
    pub(super) races_total: u64,
    pub(super) barrier_divergence: Vec<BarrierDivergence>,
    pub(super) kernel: u32,
    /// State of the OpenCL built-ins of `ocl.rs` (printf, async copies, byval copies).
    pub(super) ocl: super::ocl::OclState,
    phi_scratch: Vec<Val>,
    pool: Vec<Item>,
}

type R<T> = Result<T, RunError>;

#[inline]
fn fetch<'a>(regs: &'a [Val], base: u32, consts: &'a [Val], s: Src) -> &'a Val {
    match s {
        Src::R(r) => &regs[(base + r) as usize],
        Src::C(c) => &consts[c as usize],
    }
}

impl Item {
    fn empty() -> Item {
        Item {
            frames: Vec::new(),
            regs: Vec::new(),
            stack: Vec::new(),
            path: Vec::new(),
            lid: [0; 3],
            llin: 0,
            index: 0,
            stop: None,
        }
    }
}

impl Machine {
    /// A machine over `prog` with `regions` (tags index it).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        prog: Arc<DecodedProgram>,
        src: Arc<str>,
        regions: Vec<Region>,
        global: [u64; 3],
        local: [u64; 3],
        dims: u32,
        wave: u32,
        limits: Limits,
        kernel: u32,
    ) -> Machine {
        Machine {
            prog,
            src,
            regions,
            global,
            local,
            dims,
            wave,
            group: [0; 3],
            group_size: (local[0] * local[1] * local[2]) as u32,
            epoch: 1,
            steps: 0,
            limits,
            races: Vec::new(),
            races_total: 0,
            barrier_divergence: Vec::new(),
            kernel,
            ocl: Default::default(),
            phi_scratch: Vec::new(),
            pool: Vec::new(),
        }
    }

    fn num_groups(&self, d: usize) -> u64 {
        self.global[d].div_ceil(self.local[d])
    }

    /// Runs work-group `group` with kernel arguments `args`; returns each work-item's path
    /// (local linear order).
    pub fn run_group(&mut self, group: [u64; 3], args: &[Val], first_index: u32) -> R<Vec<Item>> {
        self.group = group;
        self.epoch += 1;
        // Local memory is per work-group: fresh for each.
        if let Some(r) = self.regions.get_mut(TAG_LOCAL as usize) {
            r.bytes.iter_mut().for_each(|b| *b = 0);
            r.shadow.iter_mut().for_each(|s| *s = (0, 0));
        }
        let prog = Arc::clone(&self.prog);
        let kf = &prog.funcs[self.kernel as usize];
        // Work-item states are recycled between work-groups (their allocations are reused).
        let mut items = std::mem::take(&mut self.pool);
        let mut n = 0usize;
        for l in 0..self.group_size {
            let lid = [
                l as u64 % self.local[0],
                (l as u64 / self.local[0]) % self.local[1],
                l as u64 / (self.local[0] * self.local[1]),
            ];
            // Work-items beyond a non-uniform global size do not exist (OpenCL 2.0).
            if (0..3).any(|d| group[d] * self.local[d] + lid[d] >= self.global[d]) {
                continue;
            }
            let frame = Frame {
                func: self.kernel,
                pc: 0,
                block: 0,
                base: 0,
                sp: 0,
                ret_dst: u32::MAX,
            };
            if let Some(it) = items.get_mut(n) {
                it.frames.clear();
                it.frames.push(frame);
                it.regs.clear();
                it.regs.resize(kf.nregs as usize, Val::S(0));
                it.regs[..args.len()].clone_from_slice(args);
                it.stack.clear();
                it.stack.extend_from_slice(&self.ocl.private_init);
                it.path.clear();
                it.path.push(Block(0));
                it.lid = lid;
                it.llin = l;
                it.index = first_index + l;
                it.stop = None;
                n += 1;
                let mut it = std::mem::replace(&mut items[n - 1], Item::empty());
                self.enter_phis(&mut it, u32::MAX, 0)?;
                items[n - 1] = it;
                continue;
            }
            let mut regs = vec![Val::S(0); kf.nregs as usize];
            regs[..args.len()].clone_from_slice(args);
            let mut it = Item {
                frames: vec![Frame {
                    func: self.kernel,
                    pc: 0,
                    block: 0,
                    base: 0,
                    sp: 0,
                    ret_dst: u32::MAX,
                }],
                regs,
                stack: self.ocl.private_init.clone(),
                path: vec![Block(0)],
                lid,
                llin: l,
                index: first_index + l,
                stop: None,
            };
            self.enter_phis(&mut it, u32::MAX, 0)?;
            items.push(it);
            n += 1;
        }
        items.truncate(n);
        loop {
            for it in items.iter_mut() {
                if it.stop == Some(Stop::Done) {
                    continue;
                }
                let s = self.run_item(it)?;
                it.stop = Some(s);
            }
            let waiting: Vec<&Item> = items
                .iter()
                .filter(|i| matches!(i.stop, Some(Stop::Barrier(..))))
                .collect();
            if waiting.is_empty() {
                break;
            }
            let done: Vec<u32> = items
                .iter()
                .filter(|i| i.stop == Some(Stop::Done))
                .map(|i| i.llin)
                .collect();
            let first = waiting[0].stop;
            let mixed = waiting.iter().any(|i| i.stop != first);
            if !done.is_empty() || mixed {
                if let Some(Stop::Barrier(func, inst, block)) = first {
                    let f = &prog.funcs[func as usize];
                    let span = f.spans.get(inst as usize).copied().unwrap_or_default();
                    let at = RunError::at(RunErrorKind::UndefinedBehavior, &self.src, span, "");
                    let blocks: Vec<u32> = waiting
                        .iter()
                        .filter_map(|i| {
                            if let Some(Stop::Barrier(_, _, b)) = i.stop {
                                Some(b)
                            } else {
                                None
                            }
                        })
                        .collect();
                    if self.barrier_divergence.len() < 64 {
                        self.barrier_divergence.push(BarrierDivergence {
                            group,
                            block,
                            line: at.line,
                            col: at.col,
                            span,
                            waiting: waiting.iter().map(|i| i.llin).collect(),
                            waiting_blocks: blocks,
                            exited: done.clone(),
                            message: if mixed { "work-items of one work-group wait at different barriers".into() } else { format!("{} work-item(s) wait at a barrier that {} work-item(s) of the work-group never reach (they returned)", waiting.len(), done.len()) },
                        });
                    }
                }
            }
            for it in items.iter_mut() {
                if matches!(it.stop, Some(Stop::Barrier(..))) {
                    it.stop = None;
                }
            }
            self.epoch += 1;
        }
        Ok(items)
    }

    /// Gives the work-item states of a finished work-group back for reuse.
    pub fn recycle(&mut self, items: Vec<Item>) {
        self.pool = items;
    }

    pub(super) fn gid(&self, it: &Item) -> [u64; 3] {
        [
            self.group[0] * self.local[0] + it.lid[0],
            self.group[1] * self.local[1] + it.lid[1],
            self.group[2] * self.local[2] + it.lid[2],
        ]
    }

    fn err(
        &self,
        it: &Item,
        func: u32,
        pc: u32,
        kind: RunErrorKind,
        msg: impl Into<String>,
    ) -> RunError {
        let span = self.prog.funcs[func as usize]
            .spans
            .get(pc as usize)
            .copied()
            .unwrap_or_default();
        RunError::at(kind, &self.src, span, msg).for_item(self.gid(it))
    }

    /// Evaluates the phis of `to` entered from `from` (parallel copy).
    fn enter_phis(&mut self, it: &mut Item, from: u32, to: u32) -> R<()> {
        let fr = it.frames.last().map(|f| (f.func, f.base)).unwrap_or((0, 0));
        let prog = Arc::clone(&self.prog);
        let f = &prog.funcs[fr.0 as usize];
        let phis = &f.phis[to as usize];
        if phis.is_empty() {
            return Ok(());
        }
        self.phi_scratch.clear();
        for p in phis {
            match p.incoming.iter().find(|(b, _)| *b == from) {
                Some(&(_, s)) => {
                    let v = fetch(&it.regs, fr.1, &f.consts, s).clone();
                    self.phi_scratch.push(v);
                }
                None => {
                    let span = f.phi_spans[to as usize];
                    return Err(RunError::at(
                        RunErrorKind::UndefinedBehavior,
                        &self.src,
                        span,
                        "phi has no incoming value for the predecessor block",
                    )
                    .for_item(self.gid(it)));
                }
            }
        }
        for (p, v) in phis.iter().zip(self.phi_scratch.drain(..)) {
            it.regs[(fr.1 + p.dst) as usize] = v;
        }
        Ok(())
    }

    /// The bytes at pointer `p` (`n` bytes) for reading or writing.
    pub(super) fn mem<'a>(
        &'a mut self,
        stack: &'a mut [u8],
        p: u64,
        n: usize,
    ) -> Result<(&'a mut [u8], u16, u64), String> {
        let (tag, off) = split(p);
        let name;
        let len;
        if tag == TAG_PRIVATE {
            let e = off as usize + n;
            if e <= stack.len() {
                return Ok((&mut stack[off as usize..e], tag, off));
            }
            name = "private memory".to_string();
            len = stack.len();
        } else if tag == 0 {
            return Err(format!("null pointer (offset {off})"));
        } else {
            match self.regions.get_mut(tag as usize) {
                Some(r) if !r.name.is_empty() => {
                    let e = off as usize + n;
                    if e <= r.bytes.len() {
                        let r = &mut self.regions[tag as usize];
                        return Ok((&mut r.bytes[off as usize..e], tag, off));
                    }
                    name = r.name.clone();
                    len = r.bytes.len();
                }
                _ => return Err(format!("invalid pointer {p:#x}")),
            }
        }
        Err(format!(
            "bytes {off}..{} outside {name} ({len} bytes)",
            off as usize + n
        ))
    }

    pub(super) fn load(&mut self, it: &mut Item, p: u64, ty: &Ty) -> Result<Val, String> {
        let prog = Arc::clone(&self.prog);
        let n = prog.layout.store_size(ty) as usize;
        let (b, _, _) = self.mem(&mut it.stack, p, n)?;
        Ok(read_val(&prog.layout, b, ty))
    }

    pub(super) fn store(&mut self, it: &mut Item, p: u64, ty: &Ty, v: &Val) -> Result<Option<Race>, String> {
        let prog = Arc::clone(&self.prog);
        let prog = &*prog;
        let n = prog.layout.store_size(ty) as usize;
        let mut buf = [0u8; 64];
        let mut big = Vec::new();
        let data: &mut [u8] = if n <= 64 {
            &mut buf[..n]
        } else {
            big.resize(n, 0);
            &mut big
        };
        write_val(&prog.layout, data, ty, v);
        let me = it.index + 1;
        let epoch = self.epoch;
        let gs = self.group_size.max(1);
        let (tag, off) = split(p);
        if tag == TAG_PRIVATE {
            let (dst, _, _) = self.mem(&mut it.stack, p, n)?;
            dst.copy_from_slice(data);
            return Ok(None);
        }
        self.mem(&mut it.stack, p, n)?;
        let mut race = None;
        let r = &mut self.regions[tag as usize];
        if !r.shadow.is_empty() {
            for (k, &byte) in data.iter().enumerate() {
                let s = &mut r.shadow[off as usize + k];
                if s.0 != 0
                    && s.0 != me
                    && (s.1 == epoch || (s.0 - 1) / gs != (me - 1) / gs)
                    && r.bytes[off as usize + k] != byte
                    && race.is_none()
                {
                    race = Some((s.0 - 1, off + k as u64, r.name.clone()));
                }
                *s = (me, epoch);
            }
        }
        r.bytes[off as usize..off as usize + n].copy_from_slice(data);
        Ok(race.map(|(other, offset, region)| Race {
            other_index: other,
            work_items: [[0; 3]; 2],
            line: 0,
            col: 0,
            span: Span::default(),
            region,
            offset,
        }))
    }

    fn record_race(&mut self, it: &Item, func: u32, pc: u32, mut race: Race) {
        self.races_total += 1;
        if self.races.len() >= 64 {
            return;
        }
        let e = self.err(it, func, pc, RunErrorKind::UndefinedBehavior, "");
        race.line = e.line;
        race.col = e.col;
        race.span = e.span;
        race.work_items = [self.gid_of_index(race.other_index), self.gid(it)];
        self.races.push(race);
    }

    /// The global id of the work-item with schedule index `i`.
    fn gid_of_index(&self, i: u32) -> [u64; 3] {
        let gs = self.group_size.max(1) as u64;
        let (g, l) = (i as u64 / gs, i as u64 % gs);
        let ng = [self.num_groups(0), self.num_groups(1)];
        let grp = [g % ng[0], (g / ng[0]) % ng[1], g / (ng[0] * ng[1])];
        let lid = [
            l % self.local[0],
            (l / self.local[0]) % self.local[1],
            l / (self.local[0] * self.local[1]),
        ];
        [
            grp[0] * self.local[0] + lid[0],
            grp[1] * self.local[1] + lid[1],
            grp[2] * self.local[2] + lid[2],
        ]
    }

    /// Runs `it` until it reaches a barrier or returns from the kernel.
    pub fn run_item(&mut self, it: &mut Item) -> R<Stop> {
        let prog = Arc::clone(&self.prog);
        let prog = &*prog;
        loop {
            let fi = it.frames.len() - 1;
            let (func, pc, base) = {
                let fr = &it.frames[fi];
                (fr.func, fr.pc, fr.base)
            };
            let f: &DFunc = &prog.funcs[func as usize];
            let Some(inst) = f.insts.get(pc as usize) else {
                return Err(RunError::general(
                    RunErrorKind::UndefinedBehavior,
                    "fell off the end of a function",
                )
                .for_item(self.gid(it)));
            };
            it.frames[fi].pc = pc + 1;
            self.steps += 1;
            if self.steps > self.limits.max_instructions {
                return Err(self.err(it, func, pc, RunErrorKind::StepLimit, format!("stopped after {} instructions (the step limit; an infinite loop?). Raise the limit or shrink the NDRange", self.limits.max_instructions)));
            }
            let consts = &f.consts[..];
            let dst = inst.dst;
            macro_rules! get {
                ($s:expr) => {
                    fetch(&it.regs, base, consts, $s)
                };
            }
            macro_rules! set {
                ($v:expr) => {{
                    let v = $v;
                    it.regs[(base + dst) as usize] = v;
                }};
            }
            macro_rules! fail {
                ($kind:expr, $($m:tt)*) => {
                    return Err(self.err(it, func, pc, $kind, format!($($m)*)))
                };
            }
            match &inst.k {
                K::Bin(op, vt, a, b) => {
                    let (x, y) = (get!(*a), get!(*b));
                    let r = if vt.lanes == 0 {
                        match bin(*op, vt.st, x.s(), y.s()) {
                            Ok(v) => Val::S(v),
                            Err(m) => fail!(RunErrorKind::UndefinedBehavior, "{m}"),
                        }
                    } else {
                        let mut out = Vec::with_capacity(vt.lanes as usize);
                        for (p, q) in x.elems().iter().zip(y.elems()) {
                            match bin(*op, vt.st, p.s(), q.s()) {
                                Ok(v) => out.push(Val::S(v)),
                                Err(m) => fail!(RunErrorKind::UndefinedBehavior, "{m}"),
                            }
                        }
                        Val::V(out.into())
                    };
                    set!(r);
                }
                K::FNeg(vt, a) => {
                    let x = get!(*a);
                    let t = vt.st.ty();
                    let neg = |v: u128| from_f64(-to_f64(v, &t), &t);
                    let r = if vt.lanes == 0 {
                        Val::S(neg(x.s()))
                    } else {
                        Val::V(x.elems().iter().map(|e| Val::S(neg(e.s()))).collect())
                    };
                    set!(r);
                }
                K::Cmp(p, vt, a, b) => {
                    let (x, y) = (get!(*a), get!(*b));
                    let r = if vt.lanes == 0 {
                        Val::S(cmp(*p, vt.st, x.s(), y.s()) as u128)
                    } else {
                        Val::V(
                            x.elems()
                                .iter()
                                .zip(y.elems())
                                .map(|(p2, q)| Val::S(cmp(*p, vt.st, p2.s(), q.s()) as u128))
                                .collect(),
                        )
                    };
                    set!(r);
                }
                K::Cast(op, from, to, a) => {
                    let x = get!(*a);
                    let r = if *op == CastOp::BitCast {
                        let (ft, tt) = (vt_ty(*from), vt_ty(*to));
                        let mut buf = vec![0u8; prog.layout.store_size(&ft) as usize];
                        write_val(&prog.layout, &mut buf, &ft, x);
                        read_val(&prog.layout, &buf, &tt)
                    } else if from.lanes == 0 {
                        Val::S(cast(*op, from.st, to.st, x.s(), prog))
                    } else {
                        Val::V(
                            x.elems()
                                .iter()
                                .map(|e| Val::S(cast(*op, from.st, to.st, e.s(), prog)))
                                .collect(),
                        )
                    };
                    set!(r);
                }
                K::Select(c, a, b) => {
                    let cv = get!(*c);
                    let r = match cv {
                        Val::S(c) => {
                            if *c & 1 == 1 {
                                get!(*a).clone()
                            } else {
                                get!(*b).clone()
                            }
                        }
                        Val::V(cs) => {
                            let (x, y) = (get!(*a), get!(*b));
                            Val::V(
                                cs.iter()
                                    .zip(x.elems().iter().zip(y.elems()))
                                    .map(
                                        |(c, (p, q))| {
                                            if c.s() & 1 == 1 {
                                                p.clone()
                                            } else {
                                                q.clone()
                                            }
                                        },
                                    )
                                    .collect(),
                            )
                        }
                    };
                    set!(r);
                }
                K::Copy(a) => {
                    let v = get!(*a).clone();
                    set!(v);
                }
                K::Load(ty, p) => {
                    let addr = get!(*p).s() as u64;
                    match self.load(it, addr, ty) {
                        Ok(v) => set!(v),
                        Err(m) => fail!(RunErrorKind::OutOfBounds, "load of `{ty}`: {m}"),
                    }
                }
                K::Store(ty, v, p) => {
                    let addr = get!(*p).s() as u64;
                    let v = get!(*v).clone();
                    match self.store(it, addr, ty, &v) {
                        Ok(Some(race)) => self.record_race(it, func, pc, race),
                        Ok(None) => {}
                        Err(m) => fail!(RunErrorKind::OutOfBounds, "store of `{ty}`: {m}"),
                    }
                }
                K::Alloca {
                    size,
                    count,
                    count_bits,
                    align,
                } => {
                    let n = mask(get!(*count).s(), *count_bits) as u64;
                    let bytes = size.saturating_mul(n);
                    let at = (it.stack.len() as u64).div_ceil((*align).max(1)) * (*align).max(1);
                    let end = at.saturating_add(bytes);
                    if end > self.limits.max_private_bytes {
                        fail!(
                            RunErrorKind::ResourceLimit,
                            "private memory of the work-item exceeds {} bytes",
                            self.limits.max_private_bytes
                        );
                    }
                    it.stack.resize(end as usize, 0);
                    set!(Val::S(memory::ptr_to(TAG_PRIVATE, at) as u128));
                }
                K::Gep {
                    base: b,
                    offset,
                    idx,
                    width,
                } => {
                    let p = get!(*b).s() as u64;
                    let mut off = (p & OFF_MASK) as i64;
                    off = off.wrapping_add(*offset);
                    for &(s, scale, bits) in idx.iter() {
                        let i = sext(get!(s).s(), bits) as i64;
                        off = off.wrapping_add(i.wrapping_mul(scale));
                    }
                    let o = if *width <= 32 {
                        (off as u64) & 0xffff_ffff
                    } else {
                        (off as u64) & OFF_MASK
                    };
                    set!(Val::S(((p & !OFF_MASK) | o) as u128));
                }
                K::ExtractElement(v, i) => {
                    let (x, i) = (get!(*v), get!(*i).s() as usize);
                    let r = x.elems().get(i).cloned().unwrap_or(Val::S(0));
                    set!(r);
                }
                K::InsertElement(v, e, i) => {
                    let (x, e, i) = (get!(*v), get!(*e), get!(*i).s() as usize);
                    let mut out: Vec<Val> = x.elems().to_vec();
                    if let Some(slot) = out.get_mut(i) {
                        *slot = e.clone();
                    }
                    set!(Val::V(out.into()));
                }
                K::Shuffle(a, b, m, _) => {
                    let (x, y) = (get!(*a).elems(), get!(*b).elems());
                    let n = x.len();
                    let r: Vec<Val> = m
                        .iter()
                        .map(|&k| {
                            if k < 0 {
                                Val::S(0)
                            } else if (k as usize) < n {
                                x[k as usize].clone()
                            } else {
                                y.get(k as usize - n).cloned().unwrap_or(Val::S(0))
                            }
                        })
                        .collect();
                    set!(Val::V(r.into()));
                }
                K::ExtractValue(a, idx) => {
                    let mut v = get!(*a);
                    for &i in idx.iter() {
                        v = v.elems().get(i as usize).unwrap_or(&Val::S(0));
                    }
                    let v = v.clone();
                    set!(v);
                }
                K::InsertValue(a, e, idx) => {
                    let mut agg = get!(*a).clone();
                    let e = get!(*e).clone();
                    insert_at(&mut agg, idx, e);
                    set!(agg);
                }
                K::Call(callee, args) => {
                    let cf = &prog.funcs[*callee as usize];
                    if let Some(e) = &cf.error {
                        return Err(e.clone().for_item(self.gid(it)));
                    }
                    if it.frames.len() >= self.limits.max_call_depth as usize {
                        fail!(
                            RunErrorKind::ResourceLimit,
                            "call depth exceeds {} (recursion?)",
                            self.limits.max_call_depth
                        );
                    }
                    let nb = it.regs.len() as u32;
                    let vals: Vec<Val> = args.iter().map(|&s| get!(s).clone()).collect();
                    it.regs.resize((nb + cf.nregs) as usize, Val::S(0));
                    for (k, v) in vals.into_iter().enumerate().take(cf.nargs as usize) {
                        it.regs[nb as usize + k] = v;
                    }
                    it.frames.push(Frame {
                        func: *callee,
                        pc: 0,
                        block: 0,
                        base: nb,
                        sp: it.stack.len() as u64,
                        ret_dst: dst,
                    });
                    self.enter_phis(it, u32::MAX, 0)?;
                }
                K::Ret(v) => {
                    let rv = v.map(|s| get!(s).clone());
                    let fr = it.frames.pop().expect("a frame");
                    if it.frames.is_empty() {
                        it.frames.push(fr);
                        return Ok(Stop::Done);
                    }
                    it.regs.truncate(fr.base as usize);
                    it.stack.truncate(fr.sp as usize);
                    if let (Some(v), true) = (rv, fr.ret_dst != u32::MAX) {
                        let cb = it.frames.last().map_or(0, |f| f.base);
                        it.regs[(cb + fr.ret_dst) as usize] = v;
                    }
                }
                K::Br(t) => self.jump(it, fi, *t)?,
                K::CondBr(c, t, e) => {
                    let c = get!(*c).s() & 1 == 1;
                    self.jump(it, fi, if c { *t } else { *e })?;
                }
                K::Switch(v, bits, def, cases) => {
                    let x = mask(get!(*v).s(), *bits);
                    let t = cases
                        .iter()
                        .find(|(c, _)| *c == x)
                        .map_or(*def, |&(_, t)| t);
                    self.jump(it, fi, t)?;
                }
                K::Unreachable => {
                    if let Some(e) = &f.error {
                        return Err(e.clone().for_item(self.gid(it)));
                    }
                    fail!(RunErrorKind::UndefinedBehavior, "reached `unreachable`");
                }
                K::Nop => {}
                K::Rmw(op, st, p, v) => {
                    let addr = get!(*p).s() as u64;
                    let v = get!(*v).s();
                    match self.rmw(it, addr, *op, *st, v) {
                        Ok(old) => set!(Val::S(old)),
                        Err(m) => fail!(RunErrorKind::OutOfBounds, "atomicrmw: {m}"),
                    }
                }
                K::CmpXchg(st, p, c, n) => {
                    let addr = get!(*p).s() as u64;
                    let (c, n) = (get!(*c).s(), get!(*n).s());
                    match self.cmpxchg(it, addr, *st, c, n) {
                        Ok((old, ok)) => set!(Val::V(vec![Val::S(old), Val::S(ok as u128)].into())),
                        Err(m) => fail!(RunErrorKind::OutOfBounds, "cmpxchg: {m}"),
                    }
                }
                K::Builtin(bi, vt, args) => {
                    if *bi == Builtin::Barrier {
                        let block = it.frames[fi].block;
                        return Ok(Stop::Barrier(func, pc, block));
                    }
                    // Up to three operands on the stack (no allocation on the hot path).
                    let mut small = [Val::S(0), Val::S(0), Val::S(0)];
                    let big: Vec<Val>;
                    let argv: &[Val] = if args.len() <= 3 {
                        for (slot, &s) in small.iter_mut().zip(args.iter()) {
                            *slot = get!(s).clone();
                        }
                        &small[..args.len()]
                    } else {
                        big = args.iter().map(|&s| get!(s).clone()).collect();
                        &big
                    };
                    match self.builtin(it, *bi, *vt, argv) {
                        Ok(Some(v)) => {
                            if dst != u32::MAX {
                                set!(v)
                            }
                        }
                        Ok(None) => {}
                        Err(m) => fail!(RunErrorKind::OutOfBounds, "{m}"),
                    }
                }
            }
        }
    }

    #[inline]
    fn jump(&mut self, it: &mut Item, fi: usize, to: u32) -> R<()> {
        let from = it.frames[fi].block;
        let prog = Arc::clone(&self.prog);
        let f = &prog.funcs[it.frames[fi].func as usize];
        it.frames[fi].block = to;
        it.frames[fi].pc = f.block_start[to as usize];
        if fi == 0 {
            if it.path.len() as u64 >= self.limits.max_path_len {
                return Err(RunError::general(
                    RunErrorKind::StepLimit,
                    format!(
                        "a work-item's path exceeds {} blocks (an infinite loop?)",
                        self.limits.max_path_len
                    ),
                )
                .for_item(self.gid(it)));
            }
            it.path.push(Block(to));
        }
        if f.phis[to as usize].is_empty() {
            return Ok(());
        }
        self.enter_phis(it, from, to)
    }

    fn rmw(
        &mut self,
        it: &mut Item,
        addr: u64,
        op: RmwOp,
        st: St,
        v: u128,
    ) -> Result<u128, String> {
        let t = st.ty();
        let old = self.load(it, addr, &t)?.s();
        let new = if st.is_float() {
            from_f64(op.apply_float(to_f64(old, &t), to_f64(v, &t)), &t)
        } else {
            op.apply_int(old, v, st.bits())
        };
        self.store_atomic(it, addr, &t, new)?;
        Ok(old)
    }

    fn cmpxchg(
        &mut self,
        it: &mut Item,
        addr: u64,
        st: St,
        c: u128,
        n: u128,
    ) -> Result<(u128, bool), String> {
        let t = st.ty();
        let old = self.load(it, addr, &t)?.s();
        let ok = old == c;
        if ok {
            self.store_atomic(it, addr, &t, n)?;
        }
        Ok((old, ok))
    }

    fn store_atomic(&mut self, it: &mut Item, addr: u64, t: &Ty, v: u128) -> Result<(), String> {
        let prog = Arc::clone(&self.prog);
        let prog = &*prog;
        let n = prog.layout.store_size(t) as usize;
        let (b, _, _) = self.mem(&mut it.stack, addr, n)?;
        write_val(&prog.layout, b, t, &Val::S(v));
        Ok(())
    }

    fn id(&self, it: &Item, k: IdKind, d: usize) -> u64 {
        if d >= 3 {
            return match k {
                IdKind::LocalSize
                | IdKind::GlobalSize
                | IdKind::NumGroups
                | IdKind::EnqueuedLocalSize => 1,
                _ => 0,
            };
        }
        match k {
            IdKind::LocalId => it.lid[d],
            IdKind::GroupId => self.group[d],
            IdKind::GlobalId => self.group[d] * self.local[d] + it.lid[d],
            IdKind::LocalSize => {
                // The last work-group may be partial (OpenCL 2.0 non-uniform work-groups).
                (self.global[d] - self.group[d] * self.local[d]).min(self.local[d])
            }
            IdKind::EnqueuedLocalSize => self.local[d],
            IdKind::GlobalSize => self.global[d],
            IdKind::NumGroups => self.num_groups(d),
            IdKind::GlobalOffset => 0,
        }
    }

    fn builtin(
        &mut self,
        it: &mut Item,
        bi: Builtin,
        vt: Vt,
        a: &[Val],
    ) -> Result<Option<Val>, String> {
        let bits = vt.st.bits();
        let int = |x: u64| Some(Val::S(mask(x as u128, bits)));
        Ok(match bi {
            Builtin::Id(k, d) => int(self.id(it, k, d as usize)),
            Builtin::OclId(k) => {
                let d = a.first().map_or(0, |v| v.s()) as usize;
                int(self.id(it, k, d.min(3)))
            }
            Builtin::WorkDim => int(self.dims as u64),
            Builtin::LaneId => int(it.llin as u64 % self.wave as u64),
            Builtin::WaveSize => int(self.wave as u64),
            Builtin::Mbcnt(hi) => {
                let (m, acc) = (
                    a.first().map_or(0, |v| v.s()) as u64,
                    a.get(1).map_or(0, |v| v.s()) as u64,
                );
                let lane = it.llin as u64 % self.wave as u64;
                let below = if hi {
                    lane.saturating_sub(32).min(32)
                } else {
                    lane.min(32)
                };
                let bitsmask = if below >= 32 {
                    0xffff_ffff
                } else {
                    (1u64 << below) - 1
                };
                int(acc + (m & bitsmask).count_ones() as u64)
            }
            Builtin::Barrier | Builtin::Nop => None,
            Builtin::DispatchPtr => Some(Val::S(memory::ptr_to(TAG_DISPATCH, 0) as u128)),
            Builtin::ImplicitArgPtr => Some(Val::S(memory::ptr_to(TAG_IMPLICIT, 0) as u128)),
            Builtin::F(m) => {
                let t = vt.st.ty();
                let lane = |k: usize| -> Val {
                    let xs: Vec<f64> = a
                        .iter()
                        .map(|v| to_f64(v.elems().get(k).map_or(v.s(), |e| e.s()), &t))
                        .collect();
                    Val::S(from_f64(m.eval(&xs), &t))
                };
                Some(if vt.lanes == 0 {
                    lane(0)
                } else {
                    Val::V((0..vt.lanes as usize).map(lane).collect())
                })
            }
            Builtin::I(m) => {
                let lane = |k: usize| -> Val {
                    let xs: Vec<u128> = a
                        .iter()
                        .take(m.arity())
                        .map(|v| mask(v.elems().get(k).map_or(v.s(), |e| e.s()), bits))
                        .collect();
                    Val::S(m.eval(&xs, bits))
                };
                Some(if vt.lanes == 0 {
                    lane(0)
                } else {
                    Val::V((0..vt.lanes as usize).map(lane).collect())
                })
            }
            Builtin::Memcpy => {
                let (d, s, n) = (a[0].s() as u64, a[1].s() as u64, a[2].s() as usize);
                if n > 0 {
                    let tmp = self.mem(&mut it.stack, s, n)?.0.to_vec();
                    let t = Ty::Array(n as u64, Box::new(Ty::Int(8)));
                    let v = Val::V(tmp.iter().map(|&b| Val::S(b as u128)).collect());
                    if let Some(race) = self.store(it, d, &t, &v)? {
                        self.races_total += 1;
                        let _ = race;
                    }
                }
                None
            }
            Builtin::Memset => {
                let (d, v, n) = (a[0].s() as u64, a[1].s() as u8, a[2].s() as usize);
                if n > 0 {
                    let t = Ty::Array(n as u64, Box::new(Ty::Int(8)));
                    let val = Val::V(vec![Val::S(v as u128); n].into());
                    if self.store(it, d, &t, &val)?.is_some() {
                        self.races_total += 1;
                    }
                }
                None
            }
            Builtin::OclAtomic(op) => Some(Val::S(self.rmw(
                it,
                a[0].s() as u64,
                op,
                vt.st,
                a.get(1).map_or(0, |v| v.s()),
            )?)),
            Builtin::OclAtomicIncDec(inc) => Some(Val::S(self.rmw(
                it,
                a[0].s() as u64,
                if inc { RmwOp::Add } else { RmwOp::Sub },
                vt.st,
                1,
            )?)),
            Builtin::Ocl(f) => return self.ocl_builtin(it, f, vt, a),
            Builtin::OclCmpxchg => Some(Val::S(
                self.cmpxchg(it, a[0].s() as u64, vt.st, a[1].s(), a[2].s())?
                    .0,
            )),
        })
    }

    /// The region list (for reading buffers back).
    pub fn regions(&self) -> &[Region] {
        &self.regions
    }

    /// Local memory region kind check (used by tests).
    pub fn space(&self, tag: u16) -> Option<Space> {
        self.regions.get(tag as usize).map(|r| r.space)
    }
}

fn insert_at(agg: &mut Val, idx: &[u32], e: Val) {
    match idx.split_first() {
        None => *agg = e,
        Some((&i, rest)) => {
            if let Val::V(v) = agg {
                if let Some(slot) = v.get_mut(i as usize) {
                    insert_at(slot, rest, e);
                }
            }
        }
    }
}

fn vt_ty(v: Vt) -> Ty {
    if v.lanes == 0 {
        v.st.ty()
    } else {
        Ty::Vector(v.lanes, Box::new(v.st.ty()))
    }
}

/// A scalar binary operation on `st` values (bits). Division by zero and signed overflow of
/// `sdiv`/`srem` are immediate UB (errors); over-wide shifts give poison, returned as 0.
#[inline]
pub fn bin(op: BinOp, st: St, a: u128, b: u128) -> Result<u128, &'static str> {
    if st.is_float() {
        let t = st.ty();
        if st == St::D {
            let (x, y) = (f64::from_bits(a as u64), f64::from_bits(b as u64));
            let r = match op {
                BinOp::FAdd => x + y,
                BinOp::FSub => x - y,
                BinOp::FMul => x * y,
                BinOp::FDiv => x / y,
                BinOp::FRem => x % y,
                _ => return Err("integer operation on a floating-point type"),
            };
            return Ok(r.to_bits() as u128);
        }
        if st == St::F {
            let (x, y) = (f32::from_bits(a as u32), f32::from_bits(b as u32));
            let r = match op {
                BinOp::FAdd => x + y,
                BinOp::FSub => x - y,
                BinOp::FMul => x * y,
                BinOp::FDiv => x / y,
                BinOp::FRem => x % y,
                _ => return Err("integer operation on a floating-point type"),
            };
            return Ok(r.to_bits() as u128);
        }
        let (x, y) = (to_f64(a, &t), to_f64(b, &t));
        let r = match op {
            BinOp::FAdd => x + y,
            BinOp::FSub => x - y,
            BinOp::FMul => x * y,
            BinOp::FDiv => x / y,
            BinOp::FRem => x % y,
            _ => return Err("integer operation on a floating-point type"),
        };
        return Ok(from_f64(r, &t));
    }
    let bits = st.bits();
    Ok(mask(
        match op {
            BinOp::Add => a.wrapping_add(b),
            BinOp::Sub => a.wrapping_sub(b),
            BinOp::Mul => a.wrapping_mul(b),
            BinOp::UDiv | BinOp::URem => {
                if b == 0 {
                    return Err("division by zero (`udiv`/`urem` by 0 is undefined behaviour)");
                }
                if op == BinOp::UDiv {
                    a / b
                } else {
                    a % b
                }
            }
            BinOp::SDiv | BinOp::SRem => {
                let (x, y) = (sext(a, bits), sext(b, bits));
                if y == 0 {
                    return Err("division by zero (`sdiv`/`srem` by 0 is undefined behaviour)");
                }
                if y == -1 && x == sext(1u128 << (bits - 1), bits) {
                    return Err("signed division overflow (INT_MIN / -1 is undefined behaviour)");
                }
                (if op == BinOp::SDiv {
                    x.wrapping_div(y)
                } else {
                    x.wrapping_rem(y)
                }) as u128
            }
            BinOp::Shl => {
                if b >= bits as u128 {
                    0
                } else {
                    a << b
                }
            }
            BinOp::LShr => {
                if b >= bits as u128 {
                    0
                } else {
                    a >> b
                }
            }
            BinOp::AShr => {
                if b >= bits as u128 {
                    0
                } else {
                    (sext(a, bits) >> b) as u128
                }
            }
            BinOp::And => a & b,
            BinOp::Or => a | b,
            BinOp::Xor => a ^ b,
            _ => return Err("floating-point operation on an integer type"),
        },
        bits,
    ))
}

/// A comparison of two `st` scalars.
#[inline]
pub fn cmp(p: Pred, st: St, a: u128, b: u128) -> bool {
    use Pred::*;
    if st.is_float() {
        let t = st.ty();
        let (x, y) = (to_f64(a, &t), to_f64(b, &t));
        let uno = x.is_nan() || y.is_nan();
        return match p {
            False => false,
            True => true,
            Oeq => !uno && x == y,
            Ogt => !uno && x > y,
            Oge => !uno && x >= y,
            Olt => !uno && x < y,
            Ole => !uno && x <= y,
            One => !uno && x != y,
            Ord => !uno,
            Ueq => uno || x == y,
            FUgt => uno || x > y,
            FUge => uno || x >= y,
            FUlt => uno || x < y,
            FUle => uno || x <= y,
            FUne => uno || x != y,
            Uno => uno,
            _ => false,
        };
    }
    let bits = st.bits();
    let (sa, sb) = (sext(a, bits), sext(b, bits));
    match p {
        Eq => a == b,
        Ne => a != b,
        Ugt => a > b,
        Uge => a >= b,
        Ult => a < b,
        Ule => a <= b,
        Sgt => sa > sb,
        Sge => sa >= sb,
        Slt => sa < sb,
        Sle => sa <= sb,
        _ => false,
    }
}

/// A scalar cast.
pub fn cast(op: CastOp, from: St, to: St, x: u128, prog: &DecodedProgram) -> u128 {
    let tb = to.bits();
    match op {
        CastOp::Trunc | CastOp::ZExt => mask(x, tb),
        CastOp::SExt => mask(sext(x, from.bits()) as u128, tb),
        CastOp::FPToUI => {
            let v = to_f64(x, &from.ty());
            mask(
                if v.is_nan() || v <= -1.0 {
                    0
                } else {
                    v as u128
                },
                tb,
            )
        }
        CastOp::FPToSI => {
            let v = to_f64(x, &from.ty());
            mask(v as i128 as u128, tb)
        }
        CastOp::UIToFP => {
            if to == St::F && from.bits() > 32 {
                return (x as f32).to_bits() as u128;
            }
            from_f64(x as f64, &to.ty())
        }
        CastOp::SIToFP => {
            let s = sext(x, from.bits());
            if to == St::F && from.bits() > 32 {
                return (s as f32).to_bits() as u128;
            }
            from_f64(s as f64, &to.ty())
        }
        CastOp::FPTrunc | CastOp::FPExt => from_f64(to_f64(x, &from.ty()), &to.ty()),
        CastOp::PtrToInt => mask(x, tb),
        CastOp::IntToPtr => match to {
            St::P(a) => super::memory::retag(x, a, &prog.layout),
            _ => x,
        },
        CastOp::BitCast | CastOp::AddrSpaceCast => x,
    }
}
