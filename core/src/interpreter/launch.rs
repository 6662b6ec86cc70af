//! Launch geometry read from the kernel (issue 30 item 1): the work-group size a kernel was
//! written for, with the evidence for it, so the default launch does not make false races or
//! out-of-bounds errors on a kernel written for 16-wide tiles.
//!
//! # Rules (strongest first; a stronger rule decides a dimension, weaker ones are ignored there)
//! 1. **Declared sizes** — the host must launch with them:
//!    - `!reqd_work_group_size !{i32 X, i32 Y, i32 Z}` on the function (OpenCL C 2.0 §6.7.2,
//!      `__attribute__((reqd_work_group_size(X, Y, Z)))`; clang emits it for every target);
//!    - NVVM annotations `!{ptr @k, !"reqntidx", i32 X}` (and `y`, `z`) or the function
//!      attribute `"nvvm.reqntid"="X,Y,Z"` (the NVPTX backend's `.reqntid`);
//!    - `"amdgpu-flat-work-group-size"="N,N"` (the AMDGPU backend's attribute; clang writes
//!      `"X·Y·Z,X·Y·Z"` for `reqd_work_group_size`): a total of `N` work-items (1-D).
//!
//!    Upper bounds only (`"amdgpu-flat-work-group-size"="1,M"`, NVVM `maxntid`) cap the
//!    default's size instead.
//! 2. **`__local` array extents** — an `addrspace(3)` global whose accesses are indexed by a
//!    local id: the byte offset of every load, store or atomic through a `getelementptr` chain
//!    from the array is written as `Σ c_d · lid_d + k + (terms ≥ 0)` (the ids of
//!    `get_local_id(d)`, `llvm.amdgcn.workitem.id.*`, `llvm.nvvm.read.ptx.sreg.tid.*`, carried
//!    through casts, `add`, `sub`, `mul`/`shl` by a constant, `or`, exact right shifts, and at
//!    -O0 through a private slot stored once). The access stays inside the array for every
//!    work-item only if `c_d · (L_d − 1) + … + k + size ≤ extent`: the largest `L_d` allowed is
//!    the dimension's size. An access that every work-item makes (no branch on a local id
//!    decides whether it runs: control dependence) and whose offset has no other term decides;
//!    otherwise the tightest bound of all accesses does (a loop counter counts from 0). Dimensions
//!    are solved outer (largest `c_d`) first, the inner ones with the outer at their maximum (`t[ly][lx]` of a `[16 x [16 x float]]` gives 16 × 16;
//!    nw's `t[lx + 1][0]` of `[17 x [17 x i32]]` gives 16). A negative coefficient gives the
//!    bound from the array's start (`t[15 - lx]`).
//! 3. **Comparisons** — `icmp ult lid, C` (`slt`, `uge`, `sge`; `ule`/`sle`/`ugt`/`sgt` give
//!    `C + 1`: nw's unrolled `if (tx <= m)` is `icmp sgt tx, 15` at the last step; `eq`/`ne` with
//!    `C + 1` a power of two ≥ 4, the last lane of a group: `tx == 15`): the kernel branches on
//!    a local id against a constant, so a group of that size reaches every case. Used only for
//!    a dimension rules 1 and 2 leave open, and only when the run gives no `global`; the
//!    largest wins.
//! 4. **`get_local_size`** in the kernel with nothing above for that dimension: the kernel
//!    adapts to any size, so the default stays, and the reason says so.
//!
//! Rules read between 2 and 3 for the dimensions still open, and one after 3:
//! - **2b. Rows of a `__local` pointer parameter** (no extent: the host sizes it) —
//!   `p[ty * 16 + tx]`, `p[i * 16 + tx]`: the row's stride over the id's coefficient
//!   (`rows_and_tiles`).
//! - **2c. A tile's origin** — `get_group_id(d) * C + get_local_id(d)` in the index arithmetic,
//!   where the id indexes `__local` memory or none is indexed: `C`.
//! - **3b. Halves** — a size `n` from 2b, 2c or 3 that the kernel compares the id with and
//!   subtracts from it (`if (tx < 16) … else idx = tx - 16`): `2n`.
//!
//! The launch then is one work-group of the inferred size (`global = local`): the kernel says
//! its group's size, not how many groups a problem needs ([`Launch::unknown`] says so).
//!
//! Cost: `O(instructions)` per kernel (memoised linear forms), plus `O(len(src))` for the
//! metadata lines. Tested on our own kernels in the styles of Rodinia's hotspot, nw, backprop
//! and lud, with their tiles as `__local` arrays and as `__local` pointer parameters
//! (`core/tests/launch_geometry.rs`).

// Loops over the three dimensions index several parallel arrays (sizes, coefficients, bounds).
#![allow(clippy::needless_range_loop)]

use super::builtins::{Builtin, IdKind};
use super::decode::{BinOp, CastOp, DFunc, DecodedProgram, Pred, Src, K};
use super::memory::{split, TAG_LOCAL};
use super::values::Ty;
use crate::span::LineIndex;
use serde::{Deserialize, Serialize};

/// Which rule gave a dimension its size.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LaunchRule {
    /// `!reqd_work_group_size` metadata.
    ReqdWorkGroupSize,
    /// NVVM `reqntid` annotation or attribute.
    Reqntid,
    /// `"amdgpu-flat-work-group-size"="N,N"`.
    FlatWorkGroupSize,
    /// An upper bound (`amdgpu-flat-work-group-size` range, NVVM `maxntid`).
    UpperBound,
    /// A `__local` array indexed by a local id.
    LocalArray,
    /// A `__local` pointer parameter used in rows indexed by a local id (`p[ty * 16 + tx]`,
    /// `p[i * 16 + tx]`): the row's length bounds the id.
    LocalRows,
    /// A tile's origin in the index arithmetic: `get_group_id(d) * C + get_local_id(d)`.
    TileOrigin,
    /// A local id compared with a constant.
    Comparison,
    /// A group split in halves: the id compared with `n` and `id - n` used (size `2n`).
    Halves,
    /// `get_local_size` used: any size works.
    LocalSizeQuery,
    /// Ids of two or three dimensions and nothing sizing them: a guessed 2-D (3-D) group
    /// ([`Launch::guess`] says so).
    Dimensions,
}

/// One piece of evidence: what it says and where.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LaunchEvidence {
    /// The rule.
    pub rule: LaunchRule,
    /// The dimension it sizes (`None`: the total of a 1-D group, or all of them).
    pub dim: Option<u8>,
    /// The size it gives (an upper bound for [`LaunchRule::UpperBound`]; 0 for
    /// [`LaunchRule::LocalSizeQuery`]).
    pub size: u64,
    /// The reason in words (`local 16: `@temp` is `[16 x float]` indexed by
    /// `get_local_id(0)`, line 42`).
    pub text: String,
    /// 1-based line of the IR instruction or metadata (0 when none).
    pub line: u32,
}

/// The launch geometry read from a kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Launch {
    /// The work-group size per dimension (its length is the rank); empty when the kernel says
    /// nothing about it.
    pub local: Vec<u64>,
    /// A cap on the work-group's total size (`amdgpu-flat-work-group-size`'s maximum, NVVM
    /// `maxntid`), applied to the default when [`Launch::local`] is empty.
    pub max_total: Option<u64>,
    /// Whether the kernel reads `get_local_size` (any size works where nothing else decides).
    pub any_size: bool,
    /// Whether only declared sizes and `__local` arrays decided (no comparison): such a size
    /// also applies when a run gives `global` without `local`.
    pub strong: bool,
    /// The evidence that decided, one entry per deciding rule and dimension.
    pub evidence: Vec<LaunchEvidence>,
    /// What could not be inferred, and why (one sentence each).
    pub unknown: Vec<String>,
    /// The one input the kernel does not say and a run depends on, when the launch is a guess
    /// ([`LaunchRule::Dimensions`]): the form shows it, marked, before the run's findings.
    #[serde(default)]
    pub guess: Option<String>,
}

impl Launch {
    /// The reasons as lines for the inputs form: the evidence, then what is not known.
    pub fn reasons(&self) -> Vec<String> {
        self.evidence.iter().map(|e| e.text.clone()).chain(self.unknown.iter().cloned()).collect()
    }
}

/// A linear form of an integer value: `Σ lid[d] · value of get_local_id(d) + k`, plus terms
/// assumed `≥ 0` (`unknown`; `neg_unknown` when one was subtracted or negated). Of the unknown
/// terms it keeps `unk_mul`, a common factor of them all (the gcd of what they were multiplied
/// by: `16` in `i * 16 + tx`; 0 when there are none), and `gid`, the coefficients of
/// `get_group_id(d)` among them (a group id is also an unknown term for the bounds).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Lin {
    lid: [i64; 3],
    k: i64,
    unknown: bool,
    neg_unknown: bool,
    unk_mul: i64,
    gid: [i64; 3],
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i64::try_from(a).unwrap_or(1)
}

impl Lin {
    fn unknown() -> Lin {
        Lin { unknown: true, unk_mul: 1, ..Lin::default() }
    }
    fn has_lid(&self) -> bool {
        self.lid.iter().any(|&c| c != 0)
    }
    fn add(self, o: Lin) -> Lin {
        Lin {
            lid: [0, 1, 2].map(|d| self.lid[d].saturating_add(o.lid[d])),
            k: self.k.saturating_add(o.k),
            unknown: self.unknown || o.unknown,
            neg_unknown: self.neg_unknown || o.neg_unknown,
            unk_mul: gcd(self.unk_mul, o.unk_mul),
            gid: [0, 1, 2].map(|d| self.gid[d].saturating_add(o.gid[d])),
        }
    }
    fn scale(self, c: i64) -> Lin {
        Lin {
            lid: self.lid.map(|x| x.saturating_mul(c)),
            k: self.k.saturating_mul(c),
            unknown: self.unknown && c != 0,
            neg_unknown: (self.neg_unknown && c != 0) || (self.unknown && c < 0),
            unk_mul: if self.unknown && c != 0 { self.unk_mul.saturating_mul(c.abs()) } else { 0 },
            gid: self.gid.map(|x| x.saturating_mul(c)),
        }
    }
    fn div_exact(self, c: i64) -> Lin {
        if c <= 0 || self.lid.iter().any(|x| x % c != 0) || self.k % c != 0 {
            return Lin { unknown: true, neg_unknown: self.neg_unknown || self.has_lid(), unk_mul: 1, ..Lin::default() };
        }
        let exact = self.unk_mul % c == 0 && self.gid.iter().all(|x| x % c == 0);
        Lin {
            lid: self.lid.map(|x| x / c),
            k: self.k / c,
            unk_mul: if exact { self.unk_mul / c } else { i64::from(self.unknown) },
            gid: if exact { self.gid.map(|x| x / c) } else { [0; 3] },
            ..self
        }
    }
}

/// A bounds constraint from one access: its byte offset in `global`, the access's size.
struct Access {
    global: usize,
    lin: Lin,
    size: u64,
    /// The getelementptr (else the access) instruction, for its line.
    inst: usize,
    /// Whether a branch on a local id decides whether it runs (`if (tx == 0)`): such an
    /// access bounds only the work-items that reach it.
    guarded: bool,
}

/// What a `__local` pointer points into.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Root {
    /// An `addrspace(3)` global (its index in the program): its extent is known.
    Global(usize),
    /// A `__local` pointer parameter (its index): the host sizes it, the kernel does not say.
    Param(usize),
}

struct Ctx<'a> {
    prog: &'a DecodedProgram,
    f: &'a DFunc,
    def: Vec<u32>,
    /// Per register: the value stored to it when it is an `alloca` written exactly once.
    slot: Vec<Option<Src>>,
    memo: Vec<Option<Lin>>,
    /// Phi registers: `(block, index in the block's phis)`.
    phi: std::collections::HashMap<u32, (u32, u32)>,
}

const NONE: u32 = u32::MAX;

impl<'a> Ctx<'a> {
    fn konst(&self, s: Src, bits: u32) -> Option<i64> {
        match s {
            Src::C(c) => {
                let v = self.f.consts.get(c as usize)?.s();
                let bits = bits.clamp(1, 64);
                let v = v as u64;
                Some(if bits == 64 { v as i64 } else { ((v << (64 - bits)) as i64) >> (64 - bits) })
            }
            Src::R(_) => None,
        }
    }

    /// The linear form of `s` (`bits`: its integer width, for constants).
    fn lin(&mut self, s: Src, bits: u32, depth: u32) -> Lin {
        if let Some(k) = self.konst(s, bits) {
            return Lin { k, ..Lin::default() };
        }
        let Src::R(r) = s else { return Lin::unknown() };
        let r = r as usize;
        if let Some(l) = self.memo.get(r).copied().flatten() {
            return l;
        }
        if depth > 48 {
            return Lin::unknown();
        }
        // Placeholder: a cycle through phis reads unknown.
        if let Some(m) = self.memo.get_mut(r) {
            *m = Some(Lin::unknown());
        }
        let l = self.lin_def(r, depth + 1);
        if let Some(m) = self.memo.get_mut(r) {
            *m = Some(l);
        }
        l
    }

    fn lin_def(&mut self, r: usize, depth: u32) -> Lin {
        let Some(&i) = self.def.get(r) else { return Lin::unknown() };
        let f = self.f;
        if i == NONE {
            // A phi whose incoming values all have the same form (clang hoists `ty` into both
            // arms of an `if (tx == 0)`).
            let Some(&(b, k)) = self.phi.get(&(r as u32)) else { return Lin::unknown() };
            let inc: Vec<Src> = f.phis[b as usize][k as usize].incoming.iter().map(|x| x.1).collect();
            let mut common: Option<Lin> = None;
            for s in inc {
                if s == Src::R(r as u32) {
                    continue;
                }
                let l = self.lin(s, 64, depth);
                if l.unknown || common.is_some_and(|c| c != l) {
                    return Lin::unknown();
                }
                common = Some(l);
            }
            return common.unwrap_or_else(Lin::unknown);
        }
        match &f.insts[i as usize].k {
            K::Builtin(b @ (Builtin::Id(IdKind::LocalId, _) | Builtin::OclId(IdKind::LocalId)), _, args) => {
                let d = match b {
                    Builtin::Id(_, d) => *d as usize,
                    _ => match args.first().and_then(|a| self.konst(*a, 32)) {
                        Some(d @ 0..=2) => d as usize,
                        _ => return Lin::unknown(),
                    },
                };
                if d > 2 {
                    return Lin::unknown();
                }
                let mut l = Lin::default();
                l.lid[d] = 1;
                l
            }
            // A group id: an unknown term (≥ 0) whose coefficient is kept (`16 * bx + tx`).
            K::Builtin(b @ (Builtin::Id(IdKind::GroupId, _) | Builtin::OclId(IdKind::GroupId)), _, args) => {
                let d = match b {
                    Builtin::Id(_, d) => *d as usize,
                    _ => match args.first().and_then(|a| self.konst(*a, 32)) {
                        Some(d @ 0..=2) => d as usize,
                        _ => return Lin::unknown(),
                    },
                };
                let mut l = Lin::unknown();
                if d <= 2 {
                    l.gid[d] = 1;
                }
                l
            }
            K::Cast(CastOp::Trunc | CastOp::ZExt | CastOp::SExt, from, _, a) => self.lin(*a, from.st.bits(), depth),
            K::Copy(a) => self.lin(*a, 64, depth),
            K::Bin(op, vt, a, b) if vt.lanes == 0 => {
                let bits = vt.st.bits();
                let (ka, kb) = (self.konst(*a, bits), self.konst(*b, bits));
                match op {
                    BinOp::Add | BinOp::Or => {
                        let (x, y) = (self.lin(*a, bits, depth), self.lin(*b, bits, depth));
                        x.add(y)
                    }
                    BinOp::Sub => {
                        let (x, y) = (self.lin(*a, bits, depth), self.lin(*b, bits, depth));
                        x.add(y.scale(-1))
                    }
                    BinOp::Mul => match (ka, kb) {
                        (_, Some(c)) => self.lin(*a, bits, depth).scale(c),
                        (Some(c), _) => self.lin(*b, bits, depth).scale(c),
                        _ => self.opaque(*a, *b, bits, depth),
                    },
                    BinOp::Shl => match kb {
                        Some(c @ 0..=62) => self.lin(*a, bits, depth).scale(1 << c),
                        _ => self.opaque(*a, *b, bits, depth),
                    },
                    BinOp::LShr | BinOp::AShr => match kb {
                        Some(c @ 0..=62) => self.lin(*a, bits, depth).div_exact(1 << c),
                        _ => self.opaque(*a, *b, bits, depth),
                    },
                    BinOp::UDiv | BinOp::SDiv => match kb {
                        Some(c) if c > 0 => self.lin(*a, bits, depth).div_exact(c),
                        _ => self.opaque(*a, *b, bits, depth),
                    },
                    _ => self.opaque(*a, *b, bits, depth),
                }
            }
            // -O0: a private slot written once reads back what was stored.
            K::Load(_, Src::R(p)) => match self.slot.get(*p as usize).copied().flatten() {
                Some(v) => self.lin(v, 64, depth),
                None => Lin::unknown(),
            },
            _ => Lin::unknown(),
        }
    }

    /// A value made of `a` and `b` by an operation the forms do not follow: unknown, and no
    /// longer bounded below when a local id went into it (`lid & 15`, `lid % 16`).
    fn opaque(&mut self, a: Src, b: Src, bits: u32, depth: u32) -> Lin {
        let (x, y) = (self.lin(a, bits, depth), self.lin(b, bits, depth));
        Lin { unknown: true, neg_unknown: x.neg_unknown || y.neg_unknown, unk_mul: 1, ..Lin::default() }
    }

    /// The `__local` memory a pointer points into (a global, or a `__local` pointer
    /// parameter) and the byte offset as a linear form.
    fn ptr(&mut self, s: Src, depth: u32) -> Option<(Root, Lin, Option<usize>)> {
        if depth > 48 {
            return None;
        }
        match s {
            Src::C(c) => {
                let p = self.f.consts.get(c as usize)?.s() as u64;
                let (tag, off) = split(p);
                if tag != TAG_LOCAL {
                    return None;
                }
                let g = self.prog.globals.iter().position(|g| {
                    let (gt, go) = split(g.addr);
                    g.addrspace == 3 && gt == TAG_LOCAL && go <= off && off < go + self.prog.layout.alloc_size(&g.ty).max(1)
                })?;
                let (_, go) = split(self.prog.globals[g].addr);
                Some((Root::Global(g), Lin { k: (off - go) as i64, ..Lin::default() }, None))
            }
            Src::R(r) if r < self.f.nargs => matches!(self.f.arg_tys.get(r as usize), Some(Ty::Ptr(3))).then_some((Root::Param(r as usize), Lin::default(), None)),
            Src::R(r) => {
                let i = *self.def.get(r as usize)?;
                if i == NONE {
                    return None;
                }
                let f = self.f;
                match &f.insts[i as usize].k {
                    K::Gep { base, offset, idx, .. } => {
                        let (g, mut l, _) = self.ptr(*base, depth + 1)?;
                        l.k = l.k.saturating_add(*offset);
                        for (s, scale, bits) in idx.iter() {
                            let x = self.lin(*s, *bits, 0);
                            l = l.add(x.scale(*scale));
                        }
                        Some((g, l, Some(i as usize)))
                    }
                    K::Cast(CastOp::AddrSpaceCast | CastOp::BitCast, _, _, a) | K::Copy(a) => self.ptr(*a, depth + 1),
                    // -O0: a parameter's slot, written once.
                    K::Load(_, Src::R(p)) => {
                        let v = self.slot.get(*p as usize).copied().flatten()?;
                        self.ptr(v, depth + 1)
                    }
                    _ => None,
                }
            }
        }
    }
}

/// The largest work-group size along `d` that keeps `a` inside its array, with dimensions in
/// `fixed` at their sizes; `None` when the access does not bound `d`.
fn bound(a: &Access, d: usize, fixed: &[Option<u64>; 3], extent: u64) -> Option<u64> {
    let l = &a.lin;
    let c = l.lid[d];
    if c == 0 || l.neg_unknown {
        return None;
    }
    if c > 0 {
        // Other ids add at least 0 (at most their size − 1 once fixed); a negative coefficient
        // elsewhere would let this one grow.
        let mut rest = l.k as i128;
        for e in 0..3 {
            if e == d || l.lid[e] == 0 {
                continue;
            }
            if l.lid[e] < 0 {
                return None;
            }
            if let Some(n) = fixed[e] {
                rest += l.lid[e] as i128 * (n as i128 - 1);
            }
        }
        let room = extent as i128 - a.size as i128 - rest;
        (room >= 0).then(|| (room / c as i128 + 1) as u64)
    } else {
        // `t[k - lid]`: the offset must stay at or above 0; other terms only add.
        if l.unknown || (0..3).any(|e| e != d && l.lid[e] != 0) {
            return None;
        }
        (l.k >= 0).then(|| (l.k / -c + 1) as u64)
    }
}

fn dim_word(rank: usize, d: usize) -> String {
    if rank <= 1 {
        "local".into()
    } else {
        format!("local[{d}]")
    }
}

/// Infers the launch geometry of kernel `fi` of `prog` (`f` its parsed function, `src` the
/// module text): see the module documentation for the rules. Never fails: a kernel that says
/// nothing gets an empty [`Launch::local`] with the reason in [`Launch::unknown`].
pub fn infer(prog: &DecodedProgram, fi: usize, f: &crate::ir::Function, src: &str) -> Launch {
    let df = &prog.funcs[fi];
    let ix = LineIndex::new(src);
    let line_of = |off: usize| ix.line_col(src, off).line;
    let inst_line = |i: usize| df.spans.get(i).map_or(0, |s| line_of(s.start as usize));
    let mut out = Launch::default();
    let mut decided: [Option<u64>; 3] = [None; 3];
    let mut rank = 0usize;

    // Rule 1: declared sizes.
    let header_end = src[f.span.start as usize..].find('\n').map_or(src.len(), |p| f.span.start as usize + p);
    let header = &src[f.span.start as usize..header_end];
    let header_line = line_of(f.span.start as usize);
    if let Some(md) = metadata_ref(header, "!reqd_work_group_size") {
        if let Some((sizes, line)) = metadata_ints(src, &md, &ix) {
            if sizes.len() == 3 && sizes.iter().all(|&s| (1..=1024).contains(&s)) {
                let r = if sizes[2] > 1 { 3 } else if sizes[1] > 1 { 2 } else { 1 };
                rank = r;
                for (d, slot) in decided.iter_mut().enumerate() {
                    *slot = Some(sizes[d]);
                }
                out.evidence.push(LaunchEvidence {
                    rule: LaunchRule::ReqdWorkGroupSize,
                    dim: None,
                    size: sizes.iter().product(),
                    text: format!("local {}: `!reqd_work_group_size {md}` is `!{{i32 {}, i32 {}, i32 {}}}` on `@{}`, line {line}", sizes[..r].iter().map(u64::to_string).collect::<Vec<_>>().join("x"), sizes[0], sizes[1], sizes[2], f.name),
                    line,
                });
            }
        }
    }
    if decided[0].is_none() {
        if let Some((sizes, line, what)) = nvvm_ntid(src, &f.name, "reqntid", &ix, header, header_line) {
            let r = sizes.len();
            rank = r;
            for d in 0..3 {
                decided[d] = Some(sizes.get(d).copied().unwrap_or(1));
            }
            out.evidence.push(LaunchEvidence {
                rule: LaunchRule::Reqntid,
                dim: None,
                size: sizes.iter().product(),
                text: format!("local {}: {what} on `@{}`, line {line}", sizes.iter().map(u64::to_string).collect::<Vec<_>>().join("x"), f.name),
                line,
            });
        }
    }
    let flat = attribute_value(src, header, "amdgpu-flat-work-group-size");
    if let Some((lo_hi, line)) = &flat {
        let v: Vec<u64> = lo_hi.split(',').filter_map(|x| x.trim().parse().ok()).collect();
        if let [lo, hi] = v[..] {
            if lo == hi && (1..=1024).contains(&hi) && decided[0].is_none() {
                rank = 1;
                decided = [Some(hi), Some(1), Some(1)];
                out.evidence.push(LaunchEvidence {
                    rule: LaunchRule::FlatWorkGroupSize,
                    dim: None,
                    size: hi,
                    text: format!("local {hi}: `\"amdgpu-flat-work-group-size\"=\"{lo_hi}\"` on `@{}` (its attributes, line {line})", f.name),
                    line: *line,
                });
            } else if lo <= hi && hi < 1024 {
                out.max_total = Some(hi);
            }
        }
    }
    if let Some((sizes, _, _)) = nvvm_ntid(src, &f.name, "maxntid", &ix, header, header_line) {
        let total: u64 = sizes.iter().product();
        out.max_total = Some(out.max_total.map_or(total, |m| m.min(total)));
    }

    // Rules 2 to 4 read the instructions.
    let n = df.nregs as usize;
    let mut def = vec![NONE; n];
    for (i, inst) in df.insts.iter().enumerate() {
        if let Some(d) = def.get_mut(inst.dst as usize) {
            *d = i as u32;
        }
    }
    let mut slot: Vec<Option<Src>> = vec![None; n];
    let mut stores = vec![0u32; n];
    for inst in &df.insts {
        if let K::Store(_, v, Src::R(p)) = &inst.k {
            if let Some(&i) = def.get(*p as usize) {
                if i != NONE && matches!(df.insts[i as usize].k, K::Alloca { .. }) {
                    stores[*p as usize] += 1;
                    slot[*p as usize] = Some(*v);
                }
            }
        }
    }
    for (s, &c) in slot.iter_mut().zip(&stores) {
        if c != 1 {
            *s = None;
        }
    }
    let guarded = guarded_blocks(df, f, &def);
    let block_of = |i: usize| df.block_start.partition_point(|&s| s as usize <= i).saturating_sub(1);
    let phi = df.phis.iter().enumerate().flat_map(|(b, ps)| ps.iter().enumerate().map(move |(k, p)| (p.dst, (b as u32, k as u32)))).collect();
    let mut cx = Ctx { prog, f: df, def, slot, memo: vec![None; n], phi };
    let mut accesses: Vec<Access> = Vec::new();
    // Accesses through `__local` pointer parameters: (parameter, offset, size, instruction).
    let mut param_accesses: Vec<(usize, Lin, u64, usize)> = Vec::new();
    let mut compares: Vec<(usize, u64, usize, i64, &'static str)> = Vec::new();
    let mut size_query: Option<(usize, usize)> = None;
    let mut dims_used = 0usize;
    let mut dim_inst = 0usize;
    for (i, inst) in df.insts.iter().enumerate() {
        let access = match &inst.k {
            K::Load(t, p) => Some((*p, prog.layout.store_size(t))),
            K::Store(t, _, p) => Some((*p, prog.layout.store_size(t))),
            K::Rmw(_, st, p, _) | K::CmpXchg(st, p, ..) => Some((*p, u64::from(st.bits()).div_ceil(8))),
            K::Builtin(Builtin::OclAtomic(_) | Builtin::OclAtomicIncDec(_) | Builtin::OclCmpxchg, vt, args) => args.first().map(|p| (*p, u64::from(vt.st.bits()).div_ceil(8))),
            _ => None,
        };
        if let Some((p, size)) = access {
            match cx.ptr(p, 0) {
                Some((Root::Global(g), lin, gep)) if lin.has_lid() => {
                    let guarded = guarded.get(block_of(i)).copied().unwrap_or(false);
                    accesses.push(Access { global: g, lin, size, inst: gep.unwrap_or(i), guarded });
                }
                Some((Root::Param(a), lin, gep)) if lin.has_lid() => param_accesses.push((a, lin, size, gep.unwrap_or(i))),
                _ => {}
            }
        }
        match &inst.k {
            K::Cmp(pred, vt, a, b) if vt.lanes == 0 && matches!(vt.st, super::decode::St::I(_)) => {
                let bits = vt.st.bits();
                let (x, y) = (cx.lin(*a, bits, 0), cx.lin(*b, bits, 0));
                let (l, c, pred) = match (cx.konst(*a, bits), cx.konst(*b, bits)) {
                    (None, Some(c)) => (x, c, *pred),
                    (Some(c), None) => (y, c, swap(*pred)),
                    _ => continue,
                };
                let single = l.lid.iter().filter(|&&c| c != 0).count() == 1 && !l.unknown && !l.neg_unknown;
                if let (true, Some(d)) = (single, l.lid.iter().position(|&c| c == 1)) {
                    let lim = c - l.k;
                    // `eq`/`ne` name one lane: the last of a group (`tx == 15`, a power of two
                    // minus one), not `tx == 0` or `tx == 1`.
                    let n = match pred {
                        Pred::Ult | Pred::Slt => lim,
                        Pred::Ule | Pred::Sle | Pred::Ugt | Pred::Sgt => lim + 1,
                        Pred::Uge | Pred::Sge => lim,
                        Pred::Eq | Pred::Ne if lim >= 3 && (lim + 1).count_ones() == 1 => lim + 1,
                        _ => 0,
                    };
                    if (2..=1024).contains(&n) {
                        compares.push((d, n as u64, i, c, cmp_word(pred)));
                    }
                }
            }
            K::Builtin(b @ (Builtin::Id(IdKind::LocalSize | IdKind::EnqueuedLocalSize, _) | Builtin::OclId(IdKind::LocalSize | IdKind::EnqueuedLocalSize)), _, args) => {
                let d = match b {
                    Builtin::Id(_, d) => *d as usize,
                    _ => args.first().and_then(|a| cx.konst(*a, 32)).unwrap_or(0).clamp(0, 2) as usize,
                };
                size_query.get_or_insert((d, i));
            }
            _ => {}
        }
        let id_dim = match &inst.k {
            K::Builtin(Builtin::Id(_, d), ..) => Some(*d as usize),
            K::Builtin(Builtin::OclId(_), _, args) => args.first().and_then(|a| cx.konst(*a, 32)).filter(|d| (0..=2).contains(d)).map(|d| d as usize),
            _ => None,
        };
        if let Some(d) = id_dim {
            if d + 1 > dims_used {
                dims_used = d + 1;
                dim_inst = i;
            }
        }
    }

    // Rule 2: the arrays, outer dimensions first.
    if decided[0].is_none() && !accesses.is_empty() {
        let mut order: Vec<usize> = (0..3).filter(|&d| accesses.iter().any(|a| a.lin.lid[d] != 0)).collect();
        let max_c = |d: usize| accesses.iter().map(|a| a.lin.lid[d].abs()).max().unwrap_or(0);
        order.sort_by_key(|&d| std::cmp::Reverse(max_c(d)));
        let mut fixed: [Option<u64>; 3] = [None; 3];
        let mut found: Vec<(usize, u64, usize)> = Vec::new();
        for d in order {
            // An exact access every work-item makes (`t[ly][lx]`: no loop counter or other
            // term in the offset) decides; otherwise the tightest of all accesses, guarded
            // (`if (tx > i) t[tx * 16 + i]`) or not.
            let bounds = |exact_unguarded: bool| {
                accesses
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| !exact_unguarded || (!a.guarded && !a.lin.unknown))
                    .filter_map(|(k, a)| {
                        let g = &prog.globals[a.global];
                        bound(a, d, &fixed, prog.layout.alloc_size(&g.ty)).map(|b| (b, k))
                    })
                    .min()
            };
            let best = bounds(true).or_else(|| bounds(false));
            if let Some((b, k)) = best {
                if (1..=1024).contains(&b) {
                    fixed[d] = Some(b);
                    found.push((d, b, k));
                }
            }
        }
        if !found.is_empty() {
            let r = found.iter().map(|&(d, ..)| d + 1).max().unwrap_or(1).max(dims_used.min(3));
            for &(d, b, k) in &found {
                let a = &accesses[k];
                let g = &prog.globals[a.global];
                let id = cx_name(prog, df, d);
                let line = inst_line(a.inst);
                out.evidence.push(LaunchEvidence {
                    rule: LaunchRule::LocalArray,
                    dim: Some(d as u8),
                    size: b,
                    text: format!("{} {b}: `@{}` is `{}` indexed by `{id}`, line {line}", dim_word(r, d), g.name, g.ty),
                    line,
                });
                decided[d] = Some(b);
            }
            rank = rank.max(r);
        }
    }
    // Rules 2b and 2c, for dimensions still open: rows of `__local` pointer parameters, then
    // tile origins in the index arithmetic.
    if decided[0].is_none() || decided.iter().any(Option::is_none) {
        // A tile origin counts where the id indexes `__local` memory, or where no `__local`
        // memory is indexed by any id (a kernel with no tile in local memory).
        let none = accesses.is_empty() && param_accesses.is_empty();
        let tiled: [bool; 3] = [0, 1, 2].map(|d| none || accesses.iter().any(|a| a.lin.lid[d] != 0) || param_accesses.iter().any(|a| a.1.lid[d] != 0));
        for (d, n, text, line, rule) in rows_and_tiles(&mut cx, f, &param_accesses, &decided, tiled, &inst_line) {
            let r = rank.max(d + 1).max(dims_used.min(3));
            out.evidence.push(LaunchEvidence { rule, dim: Some(d as u8), size: n, text: text.replace("{dim}", &dim_word(r, d)), line });
            decided[d] = Some(n);
            rank = r;
        }
    }
    // Rule 3: comparisons, for dimensions still open (only when some dimension is sized by
    // the kernel, or when nothing else is known).
    if decided[0].is_none() || decided.iter().any(Option::is_none) {
        for d in 0..3 {
            if decided[d].is_some() {
                continue;
            }
            if let Some(&(_, n, i, c, w)) = compares.iter().filter(|c| c.0 == d).max_by_key(|c| c.1) {
                let id = cx_name(prog, df, d);
                let line = inst_line(i);
                let r = rank.max(d + 1).max(dims_used.min(3));
                out.evidence.push(LaunchEvidence {
                    rule: LaunchRule::Comparison,
                    dim: Some(d as u8),
                    size: n,
                    text: format!("{} {n}: `{id}` is compared with {c} (`icmp {w}`), line {line}", dim_word(r, d)),
                    line,
                });
                decided[d] = Some(n);
                rank = r;
            }
        }
    }
    // Rule 3b: a group split in halves (Rodinia lud's perimeter step: `if (tx < 16) … else
    // idx = tx - 16`): a size read from the kernel (not declared) that the kernel also compares
    // the id with, and subtracts from it, is half the group.
    for d in 0..3 {
        let Some(n) = decided[d] else { continue };
        let read = out.evidence.iter().any(|e| e.dim == Some(d as u8) && matches!(e.rule, LaunchRule::LocalRows | LaunchRule::TileOrigin | LaunchRule::Comparison));
        if !read || 2 * n > 1024 {
            continue;
        }
        let Some(&(_, _, ci, c, w)) = compares.iter().find(|c| c.0 == d && c.1 == n) else { continue };
        let upper = df.insts.iter().enumerate().find_map(|(i, inst)| match &inst.k {
            K::Bin(BinOp::Add | BinOp::Sub, vt, ..) if vt.lanes == 0 && matches!(vt.st, super::decode::St::I(_)) => {
                let l = cx.lin(Src::R(inst.dst), vt.st.bits(), 0);
                let only = (0..3).all(|e| l.lid[e] == if e == d { 1 } else { 0 });
                (only && !l.unknown && l.k == -(n as i64)).then_some(i)
            }
            _ => None,
        });
        if let Some(ui) = upper {
            let id = cx_name(prog, df, d);
            let r = rank.max(d + 1);
            let (cl, ul) = (inst_line(ci), inst_line(ui));
            out.evidence.retain(|e| e.dim != Some(d as u8));
            out.evidence.push(LaunchEvidence {
                rule: LaunchRule::Halves,
                dim: Some(d as u8),
                size: 2 * n,
                text: format!("{} {}: the group works in two halves of {n}: `{id}` is compared with {c} (`icmp {w}`, line {cl}) and the upper half uses `{id} - {n}` (line {ul})", dim_word(r, d), 2 * n),
                line: ul,
            });
            decided[d] = Some(2 * n);
        }
    }
    // Rule 4: get_local_size.
    if let Some((d, i)) = size_query {
        out.any_size = true;
        if decided[d].is_none() {
            let line = inst_line(i);
            out.evidence.push(LaunchEvidence {
                rule: LaunchRule::LocalSizeQuery,
                dim: Some(d as u8),
                size: 0,
                text: format!("any local size works: the kernel reads `get_local_size({d})` (line {line}) and adapts to it"),
                line,
            });
        }
    }
    if decided.iter().any(Option::is_some) {
        let rank = rank.max(1);
        let mut local: Vec<u64> = (0..rank).map(|d| decided[d].unwrap_or(1)).collect();
        for d in 0..rank {
            if decided[d].is_none() {
                out.unknown.push(format!("{} 1: nothing in the kernel sizes this dimension", dim_word(rank, d)));
            }
        }
        // At most 1024 work-items: shrink the innermost dimensions first.
        while local.iter().product::<u64>() > 1024 {
            let Some(d) = local.iter().rposition(|&x| x > 1) else { break };
            local[d] = local[d].div_ceil(2);
        }
        out.local = local;
        out.strong = !out.evidence.iter().any(|e| matches!(e.rule, LaunchRule::Comparison | LaunchRule::LocalRows | LaunchRule::TileOrigin | LaunchRule::Halves));
        out.unknown.push("global: one work-group (the kernel says its group's size, not how many groups a problem needs)".into());
    } else if dims_used >= 2 {
        // Rule 5: ids of two or three dimensions and nothing that sizes them (SHOC's stencil:
        // `get_local_size(1)` and a `__local` tile its host allocates): a 2-D (3-D) group is a
        // guess the page shows before the run, not a 1-D default that leaves dimension 1 at 1.
        let local: Vec<u64> = if dims_used >= 3 { vec![8, 8, 4] } else { vec![16, 16] };
        let shape = local.iter().map(u64::to_string).collect::<Vec<_>>().join("x");
        let line = inst_line(dim_inst);
        let tiles: Vec<String> = df.arg_tys.iter().enumerate().filter(|(_, t)| matches!(t, Ty::Ptr(3))).map(|(k, _)| format!("`__local` argument {k}")).collect();
        let tile = if tiles.is_empty() { String::new() } else { format!("; {} is a tile its host sizes from the group", tiles.join(", ")) };
        // `get_local_size` here sizes the host's tile, not "any size works".
        out.evidence.retain(|e| e.rule != LaunchRule::LocalSizeQuery);
        out.evidence.push(LaunchEvidence {
            rule: LaunchRule::Dimensions,
            dim: None,
            size: local.iter().product(),
            text: format!("local {shape}: a guess: the kernel reads ids of {dims_used} dimensions (line {line}) and nothing in it sizes them"),
            line,
        });
        out.guess = Some(format!("local {shape} is a guess: the kernel uses ids of {dims_used} dimensions (line {line}) but no `reqd_work_group_size`, `__local` array or constant sizes the group{tile}. Give the host's local size; findings of this run come from the guess"));
        out.local = local;
        out.unknown.push("global: one work-group (the kernel says its group's size, not how many groups a problem needs)".into());
    } else if out.any_size {
        out.unknown.push("global: the default launch (one work-group of two waves)".into());
    } else {
        out.unknown.push("local: the default (two waves): no `reqd_work_group_size`, no `__local` array indexed by a local id, no local id compared with a constant".into());
    }
    out
}

/// Rules 2b and 2c for the dimensions `decided` leaves open: `(dimension, size, reason with
/// `{dim}` for the dimension's word, line, rule)`.
///
/// 2b. A `__local` pointer parameter has no extent (the host sizes it), but an access
/// `p[ty * 16 + tx]` or `p[i * 16 + tx]` (`i` a loop counter) says the memory is used in rows of
/// 16 elements indexed by `tx`: with 17 work-items along `tx`, `tx = 16` would touch the next
/// row's first element, as `tx = 0` of the next row does (a race). The largest size allowed is
/// the row's stride (the smallest larger coefficient of another id, or the common factor of
/// the other terms) over the id's coefficient; the smallest over all accesses decides.
///
/// 2c. Index arithmetic `get_group_id(d) * C + get_local_id(d)` (Rodinia's
/// `BLOCK_SIZE * bx + tx`) places a group's `C` work-items at the origin of its tile: `C`,
/// when the id also indexes `__local` memory or no id does (`tiled[d]`). The smallest `C ≥ 2`
/// found decides.
fn rows_and_tiles(
    cx: &mut Ctx,
    f: &crate::ir::Function,
    param_accesses: &[(usize, Lin, u64, usize)],
    decided: &[Option<u64>; 3],
    tiled: [bool; 3],
    inst_line: &dyn Fn(usize) -> u32,
) -> Vec<(usize, u64, String, u32, LaunchRule)> {
    let mut out = Vec::new();
    let df = cx.f;
    for d in 0..3 {
        if decided[d].is_some() {
            continue;
        }
        let rows = param_accesses
            .iter()
            .filter_map(|&(a, l, _, inst)| {
                let c = l.lid[d];
                if c <= 0 || l.neg_unknown {
                    return None;
                }
                let others = (0..3).filter(|&e| e != d && l.lid[e] > c).map(|e| l.lid[e]);
                let stride = others.chain((l.unknown && l.unk_mul > c).then_some(l.unk_mul)).min()?;
                let n = stride / c;
                (2..=1024).contains(&n).then_some((n as u64, a, stride, c, inst))
            })
            .min_by_key(|x| x.0);
        if let Some((n, a, stride, c, inst)) = rows {
            let name = f.args.get(a).map_or_else(|| a.to_string(), |&v| f.value_name(v).to_string());
            let id = cx_name(cx.prog, df, d);
            let line = inst_line(inst);
            let text = format!("{{dim}} {n}: `__local` argument {a} (`{name}`) is used in rows of {stride} bytes indexed by `{id}` ({c} bytes apart), line {line}");
            out.push((d, n, text, line, LaunchRule::LocalRows));
            continue;
        }
        let mut tile: Option<(i64, usize)> = None;
        // Only where the id also indexes `__local` memory (a tile): SHOC's stencil computes
        // `get_group_id(0) * LROWS + get_local_id(0)` for work-items that each loop over LROWS
        // rows (its groups are 1 wide along rows).
        for (i, inst) in df.insts.iter().enumerate().filter(|_| tiled[d]) {
            if let K::Bin(BinOp::Add | BinOp::Or, vt, ..) = &inst.k {
                if vt.lanes != 0 || !matches!(vt.st, super::decode::St::I(_)) {
                    continue;
                }
                let l = cx.lin(Src::R(inst.dst), vt.st.bits(), 0);
                let (c, g) = (l.lid[d], l.gid[d]);
                if c > 0 && g > c && g % c == 0 && (0..3).all(|e| e == d || l.lid[e] == 0) {
                    let n = g / c;
                    if n <= 1024 && tile.is_none_or(|t| n < t.0) {
                        tile = Some((n, i));
                    }
                }
            }
        }
        if let Some((n, i)) = tile {
            let (gid, id) = (group_name(cx.prog, df, d), cx_name(cx.prog, df, d));
            let line = inst_line(i);
            let text = format!("{{dim}} {n}: a tile's origin, `{gid} * {n} + {id}`, in the index arithmetic, line {line}");
            out.push((d, n as u64, text, line, LaunchRule::TileOrigin));
        }
    }
    out
}

/// The operands of an instruction (for the local-id taint).
fn operands(k: &K) -> Vec<Src> {
    match k {
        K::Bin(_, _, a, b) | K::Cmp(_, _, a, b) | K::Store(_, a, b) | K::Rmw(_, _, a, b) | K::InsertValue(a, b, _) | K::ExtractElement(a, b) => vec![*a, *b],
        K::Shuffle(a, b, ..) => vec![*a, *b],
        K::FNeg(_, a) | K::Cast(_, _, _, a) | K::Copy(a) | K::Load(_, a) | K::ExtractValue(a, _) | K::CondBr(a, ..) | K::Switch(a, ..) => vec![*a],
        K::Select(a, b, c) | K::InsertElement(a, b, c) | K::CmpXchg(_, a, b, c) => vec![*a, *b, *c],
        K::Gep { base, idx, .. } => std::iter::once(*base).chain(idx.iter().map(|x| x.0)).collect(),
        K::Call(_, args) | K::Builtin(_, _, args) => args.to_vec(),
        K::Alloca { count, .. } => vec![*count],
        K::Ret(v) => v.iter().copied().collect(),
        _ => Vec::new(),
    }
}

/// Per block of `df`: whether a branch whose condition depends on a local id decides, directly
/// or through an enclosing such branch, whether the block runs (control dependence, Ferrante,
/// Ottenstein & Warren; [`crate::control_dependence`]).
fn guarded_blocks(df: &DFunc, f: &crate::ir::Function, def: &[u32]) -> Vec<bool> {
    let n = df.nregs as usize;
    let nb = f.cfg.num_blocks();
    if df.block_start.len() < nb + 1 {
        return vec![false; nb];
    }
    let _ = def;
    let mut taint = vec![false; n];
    let is_t = |s: &Src, taint: &[bool]| matches!(s, Src::R(r) if taint.get(*r as usize).copied().unwrap_or(false));
    for _ in 0..4 {
        let mut changed = false;
        for inst in &df.insts {
            let t = matches!(inst.k, K::Builtin(Builtin::Id(IdKind::LocalId, _) | Builtin::OclId(IdKind::LocalId), ..))
                || operands(&inst.k).iter().any(|s| is_t(s, &taint));
            if t {
                if let Some(x) = taint.get_mut(inst.dst as usize) {
                    changed |= !*x;
                    *x = true;
                }
            }
        }
        // -O0: a slot a tainted value is stored to taints its loads.
        for inst in &df.insts {
            if let K::Store(_, v, Src::R(p)) = &inst.k {
                if is_t(v, &taint) {
                    if let Some(x) = taint.get_mut(*p as usize) {
                        changed |= !*x;
                        *x = true;
                    }
                }
            }
        }
        for ph in df.phis.iter().flatten() {
            if ph.incoming.iter().any(|(_, s)| is_t(s, &taint)) {
                if let Some(x) = taint.get_mut(ph.dst as usize) {
                    changed |= !*x;
                    *x = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let branch_on_lid: Vec<bool> = (0..nb)
        .map(|b| {
            let end = df.block_start[b + 1] as usize;
            end > df.block_start[b] as usize && df.insts.get(end - 1).is_some_and(|i| matches!(&i.k, K::CondBr(c, ..) | K::Switch(c, ..) if is_t(c, &taint)))
        })
        .collect();
    if !branch_on_lid.iter().any(|&x| x) {
        return vec![false; nb];
    }
    let pdt = crate::post_dominators::PostDominatorTree::compute(&f.cfg);
    let cd = crate::control_dependence::ControlDependence::compute(&f.cfg, &pdt);
    let mut guarded = vec![false; nb];
    loop {
        let mut changed = false;
        for y in f.cfg.blocks() {
            if !guarded[y.index()] && cd.branches(y).any(|x| branch_on_lid[x.index()] || guarded[x.index()]) {
                guarded[y.index()] = true;
                changed = true;
            }
        }
        if !changed {
            return guarded;
        }
    }
}

/// The group id's name as the kernel calls it (for the reasons).
fn group_name(prog: &DecodedProgram, df: &DFunc, d: usize) -> String {
    let ocl = df.insts.iter().any(|i| matches!(i.k, K::Builtin(Builtin::OclId(IdKind::GroupId), ..)));
    let xyz = ["x", "y", "z"][d.min(2)];
    match (ocl, prog.nvptx) {
        (true, _) => format!("get_group_id({d})"),
        (false, true) => format!("llvm.nvvm.read.ptx.sreg.ctaid.{xyz}"),
        (false, false) => format!("llvm.amdgcn.workgroup.id.{xyz}"),
    }
}

fn cx_name(prog: &DecodedProgram, df: &DFunc, d: usize) -> &'static str {
    let ocl = df.insts.iter().any(|i| matches!(i.k, K::Builtin(Builtin::OclId(IdKind::LocalId), ..)));
    match (ocl, prog.nvptx, d) {
        (true, _, 0) => "get_local_id(0)",
        (true, _, 1) => "get_local_id(1)",
        (true, _, _) => "get_local_id(2)",
        (false, true, 0) => "llvm.nvvm.read.ptx.sreg.tid.x",
        (false, true, 1) => "llvm.nvvm.read.ptx.sreg.tid.y",
        (false, true, _) => "llvm.nvvm.read.ptx.sreg.tid.z",
        (false, false, 0) => "llvm.amdgcn.workitem.id.x",
        (false, false, 1) => "llvm.amdgcn.workitem.id.y",
        (false, false, _) => "llvm.amdgcn.workitem.id.z",
    }
}

fn swap(p: Pred) -> Pred {
    match p {
        Pred::Ult => Pred::Ugt,
        Pred::Ugt => Pred::Ult,
        Pred::Ule => Pred::Uge,
        Pred::Uge => Pred::Ule,
        Pred::Slt => Pred::Sgt,
        Pred::Sgt => Pred::Slt,
        Pred::Sle => Pred::Sge,
        Pred::Sge => Pred::Sle,
        p => p,
    }
}

fn cmp_word(p: Pred) -> &'static str {
    match p {
        Pred::Ult => "ult",
        Pred::Slt => "slt",
        Pred::Ule => "ule",
        Pred::Sle => "sle",
        Pred::Eq => "eq",
        Pred::Ne => "ne",
        Pred::Ugt => "ugt",
        Pred::Sgt => "sgt",
        Pred::Uge => "uge",
        Pred::Sge => "sge",
        _ => "",
    }
}

/// `!N` after `key` in a function header (`!reqd_work_group_size !9` → `!9`).
fn metadata_ref(header: &str, key: &str) -> Option<String> {
    let (_, rest) = header.split_once(key)?;
    let rest = rest.trim_start();
    let end = rest.find(|c: char| !(c == '!' || c.is_ascii_alphanumeric() || c == '.' || c == '_')).unwrap_or(rest.len());
    let r = &rest[..end];
    (r.starts_with('!') && r.len() > 1).then(|| r.to_string())
}

/// The integers of metadata node `md` (`!9 = !{i32 8, i32 4, i32 1}`) and its line.
fn metadata_ints(src: &str, md: &str, ix: &LineIndex) -> Option<(Vec<u64>, u32)> {
    let mut off = 0usize;
    for line in src.split_inclusive('\n') {
        let start = off;
        off += line.len();
        let Some(rest) = line.strip_prefix(md) else { continue };
        let Some(body) = rest.trim_start().strip_prefix('=') else { continue };
        let body = body.trim().strip_prefix("!{")?.trim_end().strip_suffix('}')?;
        let v: Option<Vec<u64>> = body.split(',').map(|t| t.trim().strip_prefix("i32 ").and_then(|x| x.trim().parse().ok())).collect();
        return Some((v?, ix.line_col(src, start).line));
    }
    None
}

/// The value of string attribute `key` on the function (`"key"="value"` in its header or in
/// one of its `attributes #N = { … }` groups), with the line.
fn attribute_value(src: &str, header: &str, key: &str) -> Option<(String, u32)> {
    let pat = format!("\"{key}\"=\"");
    let value = |s: &str| s.split_once(&pat).and_then(|(_, r)| r.split('"').next()).map(str::to_string);
    let ix_line = |off: usize| src[..off].bytes().filter(|&b| b == b'\n').count() as u32 + 1;
    if let Some(v) = value(header) {
        return Some((v, ix_line(src.find(header).unwrap_or(0))));
    }
    // Attribute groups named in the header after the parameter list.
    let after = header.rsplit_once(')').map_or(header, |(_, r)| r);
    for g in after.split_whitespace().filter(|w| w.starts_with('#')) {
        let head = format!("attributes {g} = {{");
        let mut off = 0usize;
        for line in src.split_inclusive('\n') {
            let start = off;
            off += line.len();
            if line.starts_with(&head) {
                if let Some(v) = value(line) {
                    return Some((v, ix_line(start)));
                }
            }
        }
    }
    None
}

/// NVVM `reqntid`/`maxntid` of function `name`: the annotations `!{ptr @name, !"reqntidx",
/// i32 16}` (one per dimension), or the attribute `"nvvm.reqntid"="16,16"`. The sizes, the
/// line and how it was written.
fn nvvm_ntid(src: &str, name: &str, what: &str, ix: &LineIndex, header: &str, header_line: u32) -> Option<(Vec<u64>, u32, String)> {
    if let Some((v, line)) = attribute_value(src, header, &format!("nvvm.{what}")) {
        let sizes: Vec<u64> = v.split(',').filter_map(|x| x.trim().parse().ok()).collect();
        if !sizes.is_empty() && sizes.iter().all(|&s| (1..=1024).contains(&s)) {
            let _ = header_line;
            return Some((sizes, line, format!("`\"nvvm.{what}\"=\"{v}\"`")));
        }
    }
    let mut sizes = [0u64; 3];
    let mut line0 = 0;
    let fname = format!("@{name},");
    let mut off = 0usize;
    for line in src.split_inclusive('\n') {
        let start = off;
        off += line.len();
        if !line.starts_with('!') || !line.contains(&fname) {
            continue;
        }
        for (d, axis) in ["x", "y", "z"].iter().enumerate() {
            let key = format!("!\"{what}{axis}\", i32 ");
            if let Some((_, r)) = line.split_once(&key) {
                if let Ok(v) = r.split(|c: char| !c.is_ascii_digit()).next().unwrap_or("").parse::<u64>() {
                    sizes[d] = v;
                    if line0 == 0 {
                        line0 = ix.line_col(src, start).line;
                    }
                }
            }
        }
    }
    if sizes[0] == 0 {
        return None;
    }
    let r = if sizes[2] > 0 { 3 } else if sizes[1] > 0 { 2 } else { 1 };
    let v: Vec<u64> = sizes[..r].iter().map(|&s| s.max(1)).collect();
    Some((v, line0, format!("NVVM annotation `!\"{what}x\"`")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn launch(src: &str) -> Launch {
        let m = crate::ir::parse_module(src).unwrap();
        let prog = super::super::decode::decode(&m, src).unwrap();
        infer(&prog, 0, &m.functions[0], src)
    }

    const TILE: &str = "@k.t = internal addrspace(3) global [16 x float] undef, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = getelementptr inbounds [16 x float], ptr addrspace(3) @k.t, i32 0, i32 %1
  store float 1.0, ptr addrspace(3) %2, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";

    #[test]
    fn a_local_array_indexed_by_the_local_id_sizes_the_group() {
        let l = launch(TILE);
        assert_eq!(l.local, vec![16]);
        assert_eq!(l.evidence[0].text, "local 16: `@k.t` is `[16 x float]` indexed by `llvm.amdgcn.workitem.id.x`, line 4");
        assert_eq!(l.evidence[0].rule, LaunchRule::LocalArray);
    }

    #[test]
    fn offsets_and_reversed_indices_bound_the_group() {
        // t[lid + 1] of 17 elements: 16; t[15 - lid]: 16.
        let plus = TILE.replace("[16 x float]", "[17 x float]").replace("i32 0, i32 %1", "i32 0, i32 %x").replace("  %2 =", "  %x = add i32 %1, 1\n  %2 =");
        assert_eq!(launch(&plus).local, vec![16]);
        let rev = TILE.replace("i32 0, i32 %1", "i32 0, i32 %x").replace("  %2 =", "  %x = sub i32 15, %1\n  %2 =");
        assert_eq!(launch(&rev).local, vec![16]);
        // `lid & 15` says nothing about the size.
        let masked = TILE.replace("i32 0, i32 %1", "i32 0, i32 %x").replace("  %2 =", "  %x = and i32 %1, 15\n  %2 =");
        let l = launch(&masked);
        assert!(l.local.is_empty(), "{l:?}");
        assert!(l.unknown[0].starts_with("local: the default (two waves)"), "{:?}", l.unknown);
    }

    #[test]
    fn reqd_work_group_size_and_attributes_win() {
        let src = TILE.replace("%out) {", "%out) #0 !reqd_work_group_size !3 {") + "attributes #0 = { \"amdgpu-flat-work-group-size\"=\"32,32\" }\n!3 = !{i32 8, i32 4, i32 1}\n";
        let l = launch(&src);
        assert_eq!(l.local, vec![8, 4]);
        assert_eq!(l.evidence[0].rule, LaunchRule::ReqdWorkGroupSize);
        assert!(l.evidence[0].text.starts_with("local 8x4: `!reqd_work_group_size !3` is `!{i32 8, i32 4, i32 1}` on `@k`, line 10"), "{}", l.evidence[0].text);
        let flat = TILE.replace("%out) {", "%out) #0 {") + "attributes #0 = { \"amdgpu-flat-work-group-size\"=\"64,64\" }\n";
        let l = launch(&flat);
        assert_eq!(l.local, vec![64]);
        assert_eq!(l.evidence[0].rule, LaunchRule::FlatWorkGroupSize);
        let nv = TILE.to_string() + "!nvvm.annotations = !{!0}\n!0 = !{ptr @k, !\"reqntidx\", i32 32, !\"reqntidy\", i32 2}\n";
        let l = launch(&nv);
        assert_eq!(l.local, vec![32, 2]);
        assert_eq!(l.evidence[0].rule, LaunchRule::Reqntid);
        let cap = TILE.replace("[16 x float]", "[4096 x float]").replace("%out) {", "%out) #0 {") + "attributes #0 = { \"amdgpu-flat-work-group-size\"=\"1,64\" }\n";
        assert_eq!(launch(&cap).max_total, Some(64));
    }

    #[test]
    fn comparisons_and_local_size_queries() {
        let cmp = "define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = icmp ult i32 %1, 16
  br i1 %2, label %a, label %b
a:
  br label %b
b:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";
        let l = launch(cmp);
        assert_eq!(l.local, vec![16]);
        assert_eq!(l.evidence[0].text, "local 16: `llvm.amdgcn.workitem.id.x` is compared with 16 (`icmp ult`), line 3");
        let q = "define spir_kernel void @k(ptr addrspace(1) %out) {
  %1 = call i64 @_Z14get_local_sizej(i32 0)
  %2 = getelementptr i32, ptr addrspace(1) %out, i64 %1
  store i32 0, ptr addrspace(1) %2
  ret void
}
declare i64 @_Z14get_local_sizej(i32)
";
        let l = launch(q);
        assert!(l.local.is_empty());
        assert!(l.any_size);
        assert_eq!(l.evidence[0].text, "any local size works: the kernel reads `get_local_size(0)` (line 2) and adapts to it");
    }

    #[test]
    fn ids_of_two_dimensions_with_nothing_sizing_them_are_a_said_guess() {
        let src = "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %tile) {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %i = add i32 %x, %y
  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %i
  store float 1.0, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
";
        let l = launch(src);
        assert_eq!(l.local, vec![16, 16]);
        assert_eq!(l.evidence[0].rule, LaunchRule::Dimensions);
        assert_eq!(l.evidence[0].text, "local 16x16: a guess: the kernel reads ids of 2 dimensions (line 3) and nothing in it sizes them");
        let g = l.guess.as_deref().unwrap();
        assert!(g.starts_with("local 16x16 is a guess: the kernel uses ids of 2 dimensions (line 3)"), "{g}");
        assert!(g.contains("`__local` argument 1 is a tile its host sizes from the group"), "{g}");
        // One dimension: the default stays, with no guess.
        let one = launch(&src.replace("%i = add i32 %x, %y", "%i = add i32 %x, 1").replace("  %y = call i32 @llvm.amdgcn.workitem.id.y()\n", ""));
        assert!(one.local.is_empty() && one.guess.is_none());
    }
}
