//! How many bytes a kernel reads or writes through each buffer parameter at a given launch and
//! scalar values (issue 30 item 1): an interval evaluation of every access's byte offset.
//!
//! A default buffer is sized for the work-items (`inputs::resolve`), but kernels index rows of
//! a matrix through scalars: Rodinia pathfinder's `wall[cols * (startStep + i) + x]` with
//! `i < iteration`, SHOC stencil2d's `src[row * pitch + c]` with `c < width`. With the scalars'
//! own defaults (`scalar_uses.rs`: a row width of the launch's width, a loop bound of 16, …)
//! such an index reaches past the default length, so a run from the defaults faulted where the
//! kernel has no bug. [`extents`] evaluates each access's offset over intervals — parameters at
//! their values, ids over the NDRange, loop counters over their trip counts — and gives, per
//! buffer parameter, the bytes the accesses reach; the resolver grows a default buffer to that
//! (never shrinks it, and at most [`MAX_ELEMENTS`] elements).
//!
//! The intervals (a standard interval abstract domain, Cousot & Cousot 1977):
//! - a constant `[c, c]`; an integer parameter its value; `get_global_id(d)` `[0, global_d − 1]`,
//!   `get_local_id(d)` `[0, local_d − 1]`, `get_group_id(d)` `[0, groups_d − 1]`, the sizes
//!   their values;
//! - `add`, `sub`, `mul`, `shl`/`lshr`/`ashr`/`udiv`/`sdiv` by constants, `and` with a
//!   non-negative constant, `or` of non-negative values (bounded by their sum), casts,
//!   `select` and `smin`/`smax`/`umin`/`umax` (the union, or the min/max of the bounds);
//! - a phi whose incoming values do not depend on it: their union; an **induction variable**
//!   (`i = phi [init], [i + step]`, `step ≥ 0`): from `init.lo` to the largest bound of an
//!   `icmp` on `i` or on `i + step`, plus one step; with no such compare (a loop unrolled by
//!   LLVM keeps the exit test on a second counter), the trip count of a sibling induction of
//!   the same block (constant start and step, compared with a bounded value) times the step;
//! - anything else (a load, a call) is unbounded, and an access with an unbounded offset gives
//!   no size.
//!
//! The result is an over-approximation of what the accesses can reach, except where a compare
//! on a counter is not its exit test (then it can be short: the buffer keeps at least its old
//! default, so the rule never makes a default worse).
//!
//! Cost: `O(instructions)` with memoisation (each register evaluated once; a phi's compare
//! search is `O(instructions)` per induction phi).

use super::builtins::{Builtin, IMath, IdKind};
use super::decode::{BinOp, CastOp, DFunc, DecodedProgram, Src, K};
use super::values::Ty;

/// The most elements a default buffer is grown to (4 MiB of `i32`).
pub const MAX_ELEMENTS: u64 = 1 << 20;

/// The launch and the integer scalar arguments the extents are computed for.
#[derive(Clone, Debug, Default)]
pub struct Env {
    /// Global size per dimension (work-items).
    pub global: [u64; 3],
    /// Local size per dimension.
    pub local: [u64; 3],
    /// Per parameter, an integer scalar's value (sign-extended), `None` for others.
    pub scalars: Vec<Option<i64>>,
}

/// One buffer parameter's extent: the bytes its accesses reach and the access that reaches
/// furthest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extent {
    /// Bytes from the buffer's start the furthest access ends at.
    pub bytes: u64,
    /// That access's instruction (an index into [`DFunc::insts`]).
    pub inst: usize,
}

type R = Option<(i128, i128)>;

struct Cx<'a> {
    f: &'a DFunc,
    env: &'a Env,
    def: Vec<u32>,
    phi: std::collections::HashMap<u32, (u32, u32)>,
    memo: Vec<Option<R>>,
    busy: Vec<bool>,
}

const NONE: u32 = u32::MAX;
const LIMIT: i128 = 1 << 62;

fn clamp(r: R) -> R {
    r.filter(|&(lo, hi)| lo <= hi && lo > -LIMIT && hi < LIMIT)
}

fn add(a: R, b: R) -> R {
    let ((al, ah), (bl, bh)) = (a?, b?);
    clamp(Some((al + bl, ah + bh)))
}

fn mul(a: R, b: R) -> R {
    let ((al, ah), (bl, bh)) = (a?, b?);
    let p = [al * bl, al * bh, ah * bl, ah * bh];
    clamp(Some((*p.iter().min()?, *p.iter().max()?)))
}

fn union(a: R, b: R) -> R {
    let ((al, ah), (bl, bh)) = (a?, b?);
    Some((al.min(bl), ah.max(bh)))
}

impl Cx<'_> {
    fn konst(&self, s: Src, bits: u32) -> Option<i128> {
        let Src::C(c) = s else { return None };
        let v = self.f.consts.get(c as usize)?.s() as u64;
        let bits = bits.clamp(1, 64);
        Some(i128::from(if bits == 64 { v as i64 } else { ((v << (64 - bits)) as i64) >> (64 - bits) }))
    }

    fn range(&mut self, s: Src, bits: u32) -> R {
        if let Some(k) = self.konst(s, bits) {
            return Some((k, k));
        }
        let Src::R(r) = s else { return None };
        if r < self.f.nargs {
            return self.env.scalars.get(r as usize).copied().flatten().map(|v| (i128::from(v), i128::from(v)));
        }
        let r = r as usize;
        if let Some(m) = self.memo.get(r).copied().flatten() {
            return m;
        }
        if self.busy.get(r).copied().unwrap_or(true) {
            return None;
        }
        self.busy[r] = true;
        let v = self.range_def(r);
        self.busy[r] = false;
        self.memo[r] = Some(v);
        v
    }

    fn id(&self, k: IdKind, d: usize) -> R {
        let e = self.env;
        let (g, l) = (i128::from(*e.global.get(d)?), i128::from(*e.local.get(d)?));
        if g == 0 || l == 0 {
            return None;
        }
        let groups = (g + l - 1) / l;
        match k {
            IdKind::GlobalId => Some((0, g - 1)),
            IdKind::LocalId => Some((0, l - 1)),
            IdKind::GroupId => Some((0, groups - 1)),
            IdKind::GlobalSize => Some((g, g)),
            IdKind::LocalSize | IdKind::EnqueuedLocalSize => Some((l, l)),
            IdKind::NumGroups => Some((groups, groups)),
            IdKind::GlobalOffset => Some((0, 0)),
        }
    }

    fn range_def(&mut self, r: usize) -> R {
        let i = *self.def.get(r)?;
        let f = self.f;
        if i == NONE {
            let &(b, k) = self.phi.get(&(r as u32))?;
            return self.phi_range(b as usize, k as usize);
        }
        match &f.insts[i as usize].k {
            K::Builtin(Builtin::Id(k, d), ..) => self.id(*k, *d as usize),
            K::Builtin(Builtin::OclId(k), _, args) => {
                let d = usize::try_from(self.konst(*args.first()?, 32)?).ok()?;
                self.id(*k, d)
            }
            K::Builtin(Builtin::I(m @ (IMath::SMax | IMath::SMin | IMath::UMax | IMath::UMin)), vt, args) if vt.lanes == 0 && args.len() == 2 => {
                let bits = vt.st.bits();
                let ((al, ah), (bl, bh)) = (self.range(args[0], bits)?, self.range(args[1], bits)?);
                match m {
                    IMath::SMax | IMath::UMax => Some((al.max(bl), ah.max(bh))),
                    _ => Some((al.min(bl), ah.min(bh))),
                }
            }
            K::Cast(CastOp::Trunc | CastOp::ZExt | CastOp::SExt, from, _, a) => self.range(*a, from.st.bits()),
            K::Copy(a) => self.range(*a, 64),
            K::Select(_, a, b) => {
                let (x, y) = (self.range(*a, 64), self.range(*b, 64));
                union(x, y)
            }
            K::Bin(op, vt, a, b) if vt.lanes == 0 => {
                let bits = vt.st.bits();
                let kb = self.konst(*b, bits);
                match op {
                    BinOp::Add => {
                        let (x, y) = (self.range(*a, bits), self.range(*b, bits));
                        add(x, y)
                    }
                    BinOp::Sub => {
                        let (x, y) = (self.range(*a, bits), self.range(*b, bits));
                        add(x, y.map(|(l, h)| (-h, -l)))
                    }
                    BinOp::Mul => {
                        let (x, y) = (self.range(*a, bits), self.range(*b, bits));
                        mul(x, y)
                    }
                    BinOp::Or => {
                        let (x, y) = (self.range(*a, bits)?, self.range(*b, bits)?);
                        (x.0 >= 0 && y.0 >= 0).then_some((x.0.max(y.0), x.1 + y.1))
                    }
                    BinOp::And => {
                        let c = kb.or_else(|| self.konst(*a, bits))?;
                        (c >= 0).then_some((0, c))
                    }
                    BinOp::Shl => match kb {
                        Some(c @ 0..=62) => {
                            let x = self.range(*a, bits);
                            mul(x, Some((1 << c, 1 << c)))
                        }
                        _ => None,
                    },
                    BinOp::LShr | BinOp::AShr | BinOp::UDiv | BinOp::SDiv => {
                        let c = match (op, kb) {
                            (BinOp::LShr | BinOp::AShr, Some(c @ 0..=62)) => 1i128 << c,
                            (BinOp::UDiv | BinOp::SDiv, Some(c)) if c > 0 => c,
                            _ => return None,
                        };
                        let (l, h) = self.range(*a, bits)?;
                        (l >= 0).then_some((l / c, h / c))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `Some(step range)` when `v` is `phi + step` (or `step + phi`) with `step ≥ 0`.
    fn step_of(&mut self, v: Src, phi: u32) -> Option<(i128, i128)> {
        let Src::R(r) = v else { return None };
        let i = *self.def.get(r as usize)?;
        if i == NONE {
            return None;
        }
        match &self.f.insts[i as usize].k {
            K::Bin(BinOp::Add | BinOp::Or, vt, a, b) if vt.lanes == 0 => {
                let bits = vt.st.bits();
                let s = if *a == Src::R(phi) {
                    *b
                } else if *b == Src::R(phi) {
                    *a
                } else {
                    return None;
                };
                self.range(s, bits).filter(|s| s.0 >= 0)
            }
            _ => None,
        }
    }

    /// The largest bound a compare puts on `phi` or on its next value `next`.
    fn compare_bound(&mut self, phi: u32, next: Option<u32>) -> Option<i128> {
        let f = self.f;
        let mut best: Option<i128> = None;
        for inst in &f.insts {
            if let K::Cmp(_, vt, a, b) = &inst.k {
                if vt.lanes != 0 {
                    continue;
                }
                let is = |s: &Src| *s == Src::R(phi) || next.is_some_and(|n| *s == Src::R(n));
                let other = if is(a) {
                    *b
                } else if is(b) {
                    *a
                } else {
                    continue;
                };
                if let Some((_, h)) = self.range(other, vt.st.bits()) {
                    best = Some(best.map_or(h, |x| x.max(h)));
                }
            }
        }
        best
    }

    fn phi_range(&mut self, b: usize, k: usize) -> R {
        let f = self.f;
        let p = &f.phis[b][k];
        let dst = p.dst;
        let mut init: R = None;
        let mut have_init = false;
        let mut step: Option<(i128, i128)> = None;
        let mut next: Option<u32> = None;
        for &(_, v) in p.incoming.iter() {
            if let Some(s) = self.step_of(v, dst) {
                step = Some(step.map_or(s, |t: (i128, i128)| (t.0.min(s.0), t.1.max(s.1))));
                if let Src::R(n) = v {
                    next = Some(n);
                }
                continue;
            }
            let x = self.range(v, 64);
            init = if have_init { union(init, x) } else { x };
            have_init = true;
            x?;
        }
        let (lo, hi) = init?;
        let Some((_, step_hi)) = step else { return Some((lo, hi)) };
        if let Some(c) = self.compare_bound(dst, next) {
            return Some((lo, hi.max(c + step_hi)));
        }
        // A sibling counter of the same block (constant start and step) that is compared.
        let siblings: Vec<(u32, Src)> = f.phis[b].iter().filter(|q| q.dst != dst).flat_map(|q| q.incoming.iter().map(move |&(_, v)| (q.dst, v))).collect();
        for (d, v) in siblings {
            let Some((s, s2)) = self.step_of(v, d) else { continue };
            if s != s2 || s <= 0 {
                continue;
            }
            let q = f.phis[b].iter().find(|q| q.dst == d)?;
            let start = q.incoming.iter().find_map(|&(_, w)| if w == v { None } else { self.range(w, 64) })?;
            let Src::R(n) = v else { continue };
            if let Some(c) = self.compare_bound(d, Some(n)) {
                let trips = (c - start.0).max(0) / s + 1;
                return clamp(Some((lo, hi + trips * step_hi)));
            }
        }
        None
    }

    /// The buffer parameter a pointer points into and the byte offset's range.
    fn ptr(&mut self, s: Src, depth: u32) -> Option<(usize, R)> {
        if depth > 48 {
            return None;
        }
        let Src::R(r) = s else { return None };
        if r < self.f.nargs {
            return match self.f.arg_tys.get(r as usize) {
                Some(Ty::Ptr(a)) if *a != 3 => Some((r as usize, Some((0, 0)))),
                _ => None,
            };
        }
        let i = *self.def.get(r as usize)?;
        if i == NONE {
            let &(b, k) = self.phi.get(&r)?;
            let inc: Vec<Src> = self.f.phis[b as usize][k as usize].incoming.iter().map(|x| x.1).collect();
            let mut out: Option<(usize, R)> = None;
            for v in inc {
                if v == s {
                    continue;
                }
                let (p, o) = self.ptr(v, depth + 1)?;
                out = match out {
                    None => Some((p, o)),
                    Some((q, o2)) if q == p => Some((p, union(o, o2))),
                    _ => return None,
                };
            }
            return out;
        }
        match &self.f.insts[i as usize].k {
            K::Gep { base, offset, idx, .. } => {
                let (p, mut o) = self.ptr(*base, depth + 1)?;
                o = add(o, Some((i128::from(*offset), i128::from(*offset))));
                for &(x, scale, bits) in idx.iter() {
                    let xr = self.range(x, bits);
                    o = add(o, mul(xr, Some((i128::from(scale), i128::from(scale)))));
                }
                Some((p, o))
            }
            K::Cast(CastOp::AddrSpaceCast | CastOp::BitCast, _, _, a) | K::Copy(a) => self.ptr(*a, depth + 1),
            K::Select(_, a, b) => {
                let (p, o) = self.ptr(*a, depth + 1)?;
                let (q, o2) = self.ptr(*b, depth + 1)?;
                (p == q).then(|| (p, union(o, o2)))
            }
            _ => None,
        }
    }
}

/// Per parameter of kernel `fi`, the bytes its accesses reach under `env` (`None` for
/// parameters that are not buffers, or whose accesses have an offset with no bound).
///
/// An access is a `load`, `store`, `atomicrmw`, `cmpxchg` or an OpenCL atomic through a
/// `getelementptr` chain (casts, selects and phis of the same parameter) from the parameter.
pub fn extents(prog: &DecodedProgram, fi: usize, env: &Env) -> Vec<Option<Extent>> {
    let f = &prog.funcs[fi];
    let n = f.nregs as usize;
    let mut def = vec![NONE; n];
    for (i, inst) in f.insts.iter().enumerate() {
        if let Some(d) = def.get_mut(inst.dst as usize) {
            *d = i as u32;
        }
    }
    let phi = f.phis.iter().enumerate().flat_map(|(b, ps)| ps.iter().enumerate().map(move |(k, p)| (p.dst, (b as u32, k as u32)))).collect();
    let mut cx = Cx { f, env, def, phi, memo: vec![None; n], busy: vec![false; n] };
    let mut out: Vec<Option<Extent>> = vec![None; f.nargs as usize];
    for (i, inst) in f.insts.iter().enumerate() {
        let access = match &inst.k {
            K::Load(t, p) => Some((*p, prog.layout.store_size(t))),
            K::Store(t, _, p) => Some((*p, prog.layout.store_size(t))),
            K::Rmw(_, st, p, _) | K::CmpXchg(st, p, ..) => Some((*p, u64::from(st.bits()).div_ceil(8))),
            K::Builtin(Builtin::OclAtomic(_) | Builtin::OclAtomicIncDec(_) | Builtin::OclCmpxchg, vt, args) => args.first().map(|p| (*p, u64::from(vt.st.bits()).div_ceil(8))),
            _ => None,
        };
        let Some((p, size)) = access else { continue };
        let Some((k, o)) = cx.ptr(p, 0) else { continue };
        if let Some((_, hi)) = o.filter(|o| o.1 >= 0) {
            let end = u64::try_from(hi).unwrap_or(u64::MAX).saturating_add(size);
            if out[k].as_ref().is_none_or(|e| e.bytes < end) {
                out[k] = Some(Extent { bytes: end, inst: i });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interpreter::checks::Severity;
    use crate::interpreter::inputs::{ArgInput, ElemType, Num, RunInputs};
    use proptest::prelude::*;

    /// `dst[(first + r) * pitch + c] = src[…]` for `c < width` (an -O2 loop: the counter in a
    /// phi, the exit test on its next value), `r < rows`.
    const ROWS: &str = "define amdgpu_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %pitch, i32 %first, i32 %width, i32 %rows) {
entry:
  %r = call i32 @llvm.amdgcn.workitem.id.x()
  %in = icmp slt i32 %r, %rows
  %w = icmp sgt i32 %width, 0
  %go = and i1 %in, %w
  br i1 %go, label %pre, label %exit
pre:
  %row = add i32 %first, %r
  %base = mul i32 %row, %pitch
  br label %loop
loop:
  %c = phi i32 [ 0, %pre ], [ %c1, %loop ]
  %i = add i32 %base, %c
  %ix = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %src, i64 %ix
  %v = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %dst, i64 %ix
  store i32 %v, ptr addrspace(1) %q, align 4
  %c1 = add nuw nsw i32 %c, 1
  %done = icmp eq i32 %c1, %width
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";

    fn env(g: u64, scalars: [i64; 4]) -> Env {
        Env { global: [g, 1, 1], local: [g, 1, 1], scalars: vec![None, None, Some(scalars[0]), Some(scalars[1]), Some(scalars[2]), Some(scalars[3])] }
    }

    #[test]
    fn a_row_walk_reaches_its_last_row() {
        let m = crate::ir::parse_module(ROWS).unwrap();
        let prog = crate::interpreter::decode::decode(&m, ROWS).unwrap();
        // Work-items 0..8, rows from 3, pitch 100, 10 columns: index (3 + 7) * 100 + 9 at most.
        let e = extents(&prog, 0, &env(8, [100, 3, 10, 8]));
        let want = (10 * 100 + 9 + 1) * 4;
        for k in [0, 1] {
            let got = e[k].as_ref().unwrap().bytes;
            // An over-approximation by at most the loop's last steps (the exit test's bound plus
            // one step).
            assert!((want..=want + 8).contains(&got), "argument {k}: {got} bytes, want {want}");
        }
        assert!(e[2..].iter().all(Option::is_none));
        // A load's result bounds nothing.
        let loaded = ROWS.replace("%base = mul i32 %row, %pitch", "%pl = load i32, ptr addrspace(1) %src, align 4\n  %base = mul i32 %row, %pl");
        let m = crate::ir::parse_module(&loaded).unwrap();
        let prog = crate::interpreter::decode::decode(&m, &loaded).unwrap();
        let e = extents(&prog, 0, &env(8, [100, 3, 10, 8]));
        assert_eq!(e[1], None);
        assert_eq!(e[0].as_ref().map(|x| x.bytes), Some(4));
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
        /// The reference: the interpreter's own bounds check. With the buffers left to the
        /// defaults (sized by the extents), a run at any scalars never reads or writes past
        /// them.
        #[test]
        fn default_buffers_cover_every_access(g in 1u64..48, pitch in 1i64..300, first in 0i64..60, width in 1i64..40, rows in 0i64..60) {
            let m = crate::ir::parse_module(ROWS).unwrap();
            let scalar = |v: i64| Some(ArgInput::Scalar { scalar: ElemType::I32, value: Num::Int(v) });
            let inputs = RunInputs { global: vec![g], local: vec![g], args: vec![None, None, scalar(pitch), scalar(first), scalar(width), scalar(rows)], ..RunInputs::default() };
            let run = crate::interpreter::run(&m, ROWS, "k", &inputs, &crate::interpreter::Limits::default()).unwrap();
            let errors: Vec<_> = run.findings.iter().filter(|f| f.severity == Severity::Error).map(|f| f.message.clone()).collect();
            prop_assert!(errors.is_empty(), "{errors:?}");
        }
    }
}
