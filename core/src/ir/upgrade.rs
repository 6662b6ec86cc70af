//! Intrinsic auto-upgrade as `opt-22` applies it while reading a module: the calls that
//! upgrade **in place** (one call becomes one instruction) and the NVVM ones that **insert
//! instructions** before it ([`Expansion`]: `barrier0.popc/and/or`, `clz.ll`, `popc.ll`,
//! `abs.i`/`abs.ll`, `ldg.global.*.p0`, `rotate.b64`/`rotate.right.b64` by a variable amount).
//!
//! Source: LLVM 22's `llvm/lib/IR/AutoUpgrade.cpp` (`upgradeIntrinsicFunction1`, the
//! `nvvm.` branch, and `upgradeNVVMIntrinsicCall`). The copy of AutoUpgrade.cpp at hand
//! (llvm/llvm-project debe29f6dcd49122a223606ae5a10d0257e570f1) predates LLVM 22, so the rows
//! come from LLVM's own test of these upgrades, `llvm/test/Assembler/auto_upgrade_nvvm_intrinsics.ll`
//! (llvm/llvm-project 0aaaf3f8b5997e2278f6aa74b8366b6af7d90f22), and each row is checked
//! against what the installed `opt-22` (LLVM 22.1.8) prints for it: `opt-22 -S` and
//! `print<uniformity>` (core/tests/upgrade_differential.rs: tail marker, attributes, names,
//! argument shapes).
//!
//! What every row's rewrite shares (the upgraded call is built new with `IRBuilder`): the
//! `tail`/`notail`/`musttail` marker, the call-site and return attributes and the old
//! declaration's attributes are dropped; the new declaration is appended to the module (its
//! attribute set is the new intrinsic's). Rows marked `keeps_name: false` lose the result's
//! name (`replaceAllUsesWith` without `takeName`): a named result prints numbered in `opt`,
//! which this in-place rewrite does not renumber (docs/LLVM-DIFFERENCES.md).
//!
//! Also in place: `ldg.global.*.p1` → `load … !invariant.load !{}` (the empty node is
//! numbered where the first such load is) and `atomic.load.inc/dec.32.*`,
//! `atomic.load.add.f32/f64.*` → `atomicrmw uinc_wrap/udec_wrap/fadd … seq_cst`, and the
//! AMDGPU `ds.fadd/fmin/fmax*`, `atomic.inc/dec.*`, `global/flat.atomic.*` →
//! `atomicrmw … syncscope("agent")`, off LDS with the new `!noalias.addrspace` /
//! `!amdgpu.*` nodes ([`Nodes`], numbered where they are first attached; rows read off LLVM's
//! `llvm/test/Bitcode/amdgcn-atomic.ll`, llvm/llvm-project
//! 1960b47ba0a3f8c23874284e000e7f9b62ff0463, and `opt-22`). The sm_90 `shared::cluster`
//! intrinsics written with the old `addrspace(3)` pointer ([`Cluster`]: `mapa.shared.cluster`,
//! `cp.async.bulk.*`) get opt's `addrspacecast`s; they upgrade only on that signature
//! ([`applies`], [`lookup_call`]). `abs` of a constant and malformed AMDGPU atomics become a
//! constant ([`folded`]): the call is not printed and its uses print the constant.
//!
//! `min`/`max` (`llvm.nvvm.max.ui` → `llvm.umax.i32`, …) only change the callee
//! ([`Rewrite::Retarget`]: the call keeps its `tail` marker, attributes and name).
//!
//! **Expansions** (the model keeps one instruction, the source call; its result is the last
//! instruction opt writes, the inserted ones are printed before it by
//! [`crate::ir::canonical::inst_parts`]): unnamed inserted values take the slots before the
//! result's (the parser skips them), named ones (`%ctlz`, `%ctpop`, `%neg`, `%abs.cond`,
//! with the result `%ctlz.trunc`, `%ctpop.trunc`, `%abs`) are made unique as LLVM's
//! `ValueSymbolTable::makeUniqueName` does (one counter per function, appended digits) —
//! in text order, which is LLVM's order when each old intrinsic is declared in the order of
//! its first call. Shapes, names and the `tail` marker were read off `opt-22 -S` for every row
//! (the LLVM 22 source is not in the code index: the copy there predates LLVM 19).
//!
//! Candidates: every NVVM / AMDGPU intrinsic name of LLVM 19's `IntrinsicsNVPTX.h` /
//! `IntrinsicsAMDGPU.h` that LLVM 22's lacks (/usr/lib/llvm-{19,22}/include/llvm/IR), plus
//! the older names LLVM's AutoUpgrade still accepts (checked with opt-22). Not modelled
//! (docs/LLVM-DIFFERENCES.md §5): constant-expression arguments LLVM would fold.
//! `llvm.memcpy`/`memmove`/`memset`
//! with the old alignment argument are rewritten by [`old_mem_intrinsic`], the lifetime
//! markers with LLVM ≤ 21's size operand by [`lifetime`] (rebuilt on their `alloca`, or
//! deleted). Our family modules
//! (`core/tests/upgrade/families/`, one per family of old names) are compared with opt-22
//! function by function (`tests/upgrade_differential.rs`). An `!{}`
//! (or `!{i32 5, i32 6}`) the module already defines is not
//! reused for the upgraded `ldg` (LLVM uniques them into one node).

pub mod lifetime;
pub mod masked;

/// How the call's text changes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Rewrite {
    /// Same arguments, new callee.
    Rename,
    /// `i32 0` inserted as the first argument (`barrier0()` → `barrier.cta.sync.aligned.all(i32 0)`).
    PrependZero,
    /// `i1 false` appended (`clz.i(x)` → `ctlz.i32(x, i1 false)`).
    AppendFalse,
    /// `rotate(x, i32 n)` → `fshl(x, x, n)` in the value's type (a constant `n` only).
    FunnelLeft,
    /// `rotate.right.b64(x, i32 n)` → `fshr.i64(x, x, i64 n)` (a constant `n` only).
    FunnelRight,
    /// `swap.lo.hi.b64(x)` → `fshl.i64(x, x, i64 32)`.
    SwapHalves,
    /// Same arguments, `afn` fast-math flag on the call (`tanh.approx.f32` → `tanh.f32`).
    Afn,
    /// A cast instruction of the only argument to the return type (`bitcast`,
    /// `addrspacecast`): no call, no declaration.
    Cast(&'static str),
    /// `ldg.global.*.p1(ptr addrspace(1) %p, i32 A)` → `load T, ptr addrspace(1) %p, align A,
    /// !invariant.load !{}` (the empty node numbered where the load is).
    InvariantLoad,
    /// `atomic.load.*(ptr %p, T %v)` → `atomicrmw OP ptr %p, T %v seq_cst, align (store size)`.
    AtomicRmw(&'static str),
    /// Only the callee changes (the declaration is re-pointed: `tail`, attributes and the
    /// result's name stay).
    Retarget,
    /// Instructions are inserted before the call's replacement ([`Expansion`]).
    Expand(Expansion),
    /// An AMDGPU atomic intrinsic LLVM 22 replaces by `atomicrmw OP … syncscope("agent")
    /// ORDER` (AutoUpgrade.cpp `upgradeAtomicRMW`): the analyses see an atomic (a source of
    /// divergence), the result loses its name; off LDS it attaches new metadata nodes
    /// ([`Nodes`]), `<2 x i16>` values are bitcast ([`expand`]), malformed calls are deleted
    /// ([`folded`]).
    AmdgpuAtomic(&'static str),
    /// An sm_90 `shared::cluster` intrinsic written with the `addrspace(3)` pointer LLVM 22
    /// moved to `addrspace(7)` ([`Cluster`]); upgrades only calls with the old signature
    /// ([`applies`]).
    SharedCluster(Cluster),
}

/// The sm_90 `shared::cluster` intrinsics LLVM 22 re-typed (AutoUpgrade.cpp:
/// `shouldUpgradeNVPTXSharedClusterIntrinsic`, `shouldUpgradeNVPTXTMAG2SIntrinsics` and their
/// cases in `upgradeNVVMIntrinsicCall`; shapes read off `opt-22 -S`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cluster {
    /// `%r = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(…)` → `%r = call ptr
    /// addrspace(7) @…(…)` (the new call takes the name), then `%N = addrspacecast ptr
    /// addrspace(7) %r to ptr addrspace(3)`, which replaces every use.
    Mapa,
    /// `cp.async.bulk.global.to.shared.cluster` / `shared.cta.to.cluster(ptr addrspace(3) %d, …)`:
    /// `%N = addrspacecast ptr addrspace(3) %d to ptr addrspace(7)` before the call, which
    /// takes `%N` (a constant pointer: a constant expression, `poison`/`undef` stay).
    Copy,
    /// `cp.async.bulk.tensor.g2s.{tile.1d…5d,im2col.3d…5d}`: the destination cast as for
    /// [`Cluster::Copy`] when it is `addrspace(3)`, and `i32 0` (the `cta_group` flag)
    /// appended when the call ends with the two `i1` flags of LLVM ≤ 20.
    Tensor,
}

/// An upgrade that inserts instructions (`upgradeNVVMIntrinsicCall` with `IRBuilder`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Expansion {
    /// `barrier0.OP(i32 %x)` → `icmp ne i32 %x, 0`, `call @llvm.nvvm.barrier.cta.red.OP.aligned.all(i32 0, i1 …)`
    /// (`i32` for `popc`; `i1` then `zext … to i32` for `and`/`or`).
    BarrierRed(&'static str),
    /// `clz.ll` / `popc.ll(i64 %x)` → `%ctlz = call i64 @llvm.ctlz.i64(i64 %x, i1 false)`,
    /// `%ctlz.trunc = trunc i64 %ctlz to i32` (the field: `ctlz` or `ctpop`).
    Count(&'static str),
    /// `abs.i` / `abs.ll(T %x)` → `%neg = sub T 0, %x`, `%abs.cond = icmp sge T %x, 0`,
    /// `%abs = select i1 %abs.cond, T %x, T %neg` (not for a constant `%x`: folded).
    Abs,
    /// `ldg.global.*.p0(ptr %p, i32 A)` → `addrspacecast ptr %p to ptr addrspace(1)`, then
    /// the `load … !invariant.load` of [`Rewrite::InvariantLoad`].
    LdgGeneric,
}

/// The printed numbers of the metadata nodes upgrades attach that the module does not spell
/// (numbered where the first instruction attaching them is, see [`new_nodes`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Nodes {
    /// `!{}`: `!invariant.load` of an upgraded `ldg`, `!amdgpu.no.fine.grained.memory` (and
    /// `!amdgpu.ignore.denormal.mode`) of an upgraded AMDGPU atomic off LDS.
    pub empty: Option<u32>,
    /// `!{i32 5, i32 6}`: `!noalias.addrspace` of an upgraded AMDGPU atomic on a flat pointer.
    pub noalias: Option<u32>,
}

/// Which new nodes the upgraded call `text` to `u.old` attaches, in LLVM's numbering order
/// (attachments by kind: `!noalias.addrspace` first): (`!{i32 5, i32 6}`, `!{}`). `O(text)`.
pub fn new_nodes(u: &Upgrade, text: &str) -> (bool, bool) {
    match u.rewrite {
        InvariantLoad | Expand(Expansion::LdgGeneric) => (false, true),
        AmdgpuAtomic(_) => {
            let Some((_, args)) = call_args(u, text) else { return (false, false) };
            let p = args.first().copied().unwrap_or("");
            if !p.starts_with("ptr") || p.starts_with("ptr addrspace(3) ") {
                return (false, false);
            }
            (!p.starts_with("ptr addrspace("), true)
        }
        _ => (false, false),
    }
}

/// How an inserted instruction's divergence follows from the call's (printing only: the
/// analyses see the call's result, the last instruction of the expansion).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PartDivergence {
    /// Divergent exactly when the call's argument of this index is (`icmp ne i32 %x, 0`).
    Arg(usize),
    /// Divergent exactly when the result is (the call whose result the last instruction
    /// only extends or truncates).
    Result,
}

/// How the upgraded result is named.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Naming {
    /// The result keeps the call's name (or number).
    Keep,
    /// The result loses its name and takes a slot, after `inserted` unnamed inserted values.
    Slot {
        /// Unnamed values inserted before the result.
        inserted: u32,
    },
    /// Every inserted value and the result get these names, made unique in the function
    /// (the last one is the result's).
    Named(&'static [&'static str]),
    /// The one inserted value (the new call) takes the call's name and the result takes the
    /// next slot; a numbered call is [`Naming::Slot`] with one inserted value
    /// (`mapa.shared.cluster`: `NewCall->takeName(CI)`, the `addrspacecast` replaces it).
    TakeName,
}

/// One upgraded intrinsic: old name (exact), new callee (`""` for casts), rewrite, whether the
/// result keeps its name.
#[derive(Copy, Clone, Debug)]
pub struct Upgrade {
    /// The old name, `llvm.` included.
    pub old: &'static str,
    /// The new callee (mangled), or `""` for [`Rewrite::Cast`].
    pub new: &'static str,
    /// How the call changes.
    pub rewrite: Rewrite,
    /// Whether the result keeps its name (`NewCall->takeName(CI)`).
    pub keeps_name: bool,
}

const fn row(old: &'static str, new: &'static str, rewrite: Rewrite, keeps_name: bool) -> Upgrade {
    Upgrade { old, new, rewrite, keeps_name }
}

use Rewrite::*;

/// The in-place upgrades, sorted by old name.
pub const UPGRADES: &[Upgrade] = &[
    // AMDGPU LDS float atomics of LLVM ≤ 18 (LLVM's `test/Bitcode/amdgcn-atomic.ll`); the
    // `ds.fadd.v2bf16` form on `<2 x i16>` (bitcasts inserted) is not tabled.
    row("llvm.amdgcn.ds.fadd", "", AmdgpuAtomic("fadd"), false),
    row("llvm.amdgcn.ds.fadd.f32", "", AmdgpuAtomic("fadd"), false),
    row("llvm.amdgcn.ds.fadd.f64", "", AmdgpuAtomic("fadd"), false),
    row("llvm.amdgcn.ds.fadd.v2f16", "", AmdgpuAtomic("fadd"), false),
    row("llvm.amdgcn.ds.fmax", "", AmdgpuAtomic("fmax"), false),
    row("llvm.amdgcn.ds.fmax.f32", "", AmdgpuAtomic("fmax"), false),
    row("llvm.amdgcn.ds.fmax.f64", "", AmdgpuAtomic("fmax"), false),
    row("llvm.amdgcn.ds.fmin", "", AmdgpuAtomic("fmin"), false),
    row("llvm.amdgcn.ds.fmin.f32", "", AmdgpuAtomic("fmin"), false),
    row("llvm.amdgcn.ds.fmin.f64", "", AmdgpuAtomic("fmin"), false),
    row("llvm.nvvm.abs.bf16", "llvm.nvvm.fabs.bf16", Rename, false),
    row("llvm.nvvm.abs.bf16x2", "llvm.nvvm.fabs.v2bf16", Rename, false),
    row("llvm.nvvm.abs.i", "", Expand(Expansion::Abs), false),
    row("llvm.nvvm.abs.ll", "", Expand(Expansion::Abs), false),
    row("llvm.nvvm.bar.sync", "llvm.nvvm.barrier.cta.sync.aligned.all", Rename, false),
    row("llvm.nvvm.barrier", "llvm.nvvm.barrier.cta.sync.aligned.count", Rename, false),
    row("llvm.nvvm.barrier.n", "llvm.nvvm.barrier.cta.sync.aligned.all", Rename, false),
    row("llvm.nvvm.barrier.sync", "llvm.nvvm.barrier.cta.sync.all", Rename, false),
    row("llvm.nvvm.barrier.sync.cnt", "llvm.nvvm.barrier.cta.sync.count", Rename, false),
    row("llvm.nvvm.barrier0", "llvm.nvvm.barrier.cta.sync.aligned.all", PrependZero, false),
    row("llvm.nvvm.barrier0.and", "llvm.nvvm.barrier.cta.red.and.aligned.all", Expand(Expansion::BarrierRed("and")), false),
    row("llvm.nvvm.barrier0.or", "llvm.nvvm.barrier.cta.red.or.aligned.all", Expand(Expansion::BarrierRed("or")), false),
    row("llvm.nvvm.barrier0.popc", "llvm.nvvm.barrier.cta.red.popc.aligned.all", Expand(Expansion::BarrierRed("popc")), false),
    row("llvm.nvvm.bitcast.d2ll", "", Cast("bitcast"), false),
    row("llvm.nvvm.bitcast.f2i", "", Cast("bitcast"), false),
    row("llvm.nvvm.bitcast.i2f", "", Cast("bitcast"), false),
    row("llvm.nvvm.bitcast.ll2d", "", Cast("bitcast"), false),
    row("llvm.nvvm.brev32", "llvm.bitreverse.i32", Rename, true),
    row("llvm.nvvm.brev64", "llvm.bitreverse.i64", Rename, true),
    row("llvm.nvvm.clz.i", "llvm.ctlz.i32", AppendFalse, true),
    row("llvm.nvvm.clz.ll", "llvm.ctlz.i64", Expand(Expansion::Count("ctlz")), false),
    row("llvm.nvvm.cp.async.bulk.global.to.shared.cluster", "llvm.nvvm.cp.async.bulk.global.to.shared.cluster", SharedCluster(Cluster::Copy), false),
    row("llvm.nvvm.cp.async.bulk.shared.cta.to.cluster", "llvm.nvvm.cp.async.bulk.shared.cta.to.cluster", SharedCluster(Cluster::Copy), false),
    row("llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d", "llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d", SharedCluster(Cluster::Tensor), false),
    row("llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d", "llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d", SharedCluster(Cluster::Tensor), false),
    row("llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d", "llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d", SharedCluster(Cluster::Tensor), false),
    row("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d", "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d", SharedCluster(Cluster::Tensor), false),
    row("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d", "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d", SharedCluster(Cluster::Tensor), false),
    row("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d", "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d", SharedCluster(Cluster::Tensor), false),
    row("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d", "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d", SharedCluster(Cluster::Tensor), false),
    row("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d", "llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d", SharedCluster(Cluster::Tensor), false),
    row("llvm.nvvm.ex2.approx.d", "llvm.nvvm.ex2.approx.f64", Rename, false),
    row("llvm.nvvm.ex2.approx.f", "llvm.nvvm.ex2.approx.f32", Rename, false),
    row("llvm.nvvm.ex2.approx.f16x2", "llvm.nvvm.ex2.approx.v2f16", Rename, false),
    row("llvm.nvvm.ex2.approx.ftz.f", "llvm.nvvm.ex2.approx.ftz.f32", Rename, false),
    row("llvm.nvvm.fabs.d", "llvm.nvvm.fabs.f64", Rename, false),
    row("llvm.nvvm.fabs.f", "llvm.nvvm.fabs.f32", Rename, false),
    row("llvm.nvvm.fabs.ftz.f", "llvm.nvvm.fabs.ftz.f32", Rename, false),
    // Built with the name "h2f" and no `takeName`: the result is renamed `%h2f` (unique).
    row("llvm.nvvm.h2f", "llvm.convert.from.fp16.f32", Rename, false),
    row("llvm.nvvm.mapa.shared.cluster", "llvm.nvvm.mapa.shared.cluster", SharedCluster(Cluster::Mapa), false),
    row("llvm.nvvm.max.i", "llvm.smax.i32", Retarget, true),
    row("llvm.nvvm.max.ll", "llvm.smax.i64", Retarget, true),
    row("llvm.nvvm.max.s", "llvm.smax.i16", Retarget, true),
    row("llvm.nvvm.max.ui", "llvm.umax.i32", Retarget, true),
    row("llvm.nvvm.max.ull", "llvm.umax.i64", Retarget, true),
    row("llvm.nvvm.max.us", "llvm.umax.i16", Retarget, true),
    row("llvm.nvvm.min.i", "llvm.smin.i32", Retarget, true),
    row("llvm.nvvm.min.ll", "llvm.smin.i64", Retarget, true),
    row("llvm.nvvm.min.s", "llvm.smin.i16", Retarget, true),
    row("llvm.nvvm.min.ui", "llvm.umin.i32", Retarget, true),
    row("llvm.nvvm.min.ull", "llvm.umin.i64", Retarget, true),
    row("llvm.nvvm.min.us", "llvm.umin.i16", Retarget, true),
    row("llvm.nvvm.popc.i", "llvm.ctpop.i32", Rename, true),
    row("llvm.nvvm.popc.ll", "llvm.ctpop.i64", Expand(Expansion::Count("ctpop")), false),
    row("llvm.nvvm.ptr.constant.to.gen.p0.p4", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.ptr.gen.to.constant.p4.p0", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.ptr.gen.to.global.p1.p0", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.ptr.gen.to.local.p5.p0", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.ptr.gen.to.param.p101.p0", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.ptr.gen.to.shared.p3.p0", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.ptr.global.to.gen.p0.p1", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.ptr.local.to.gen.p0.p5", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.ptr.param.to.gen.p0.p101", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.ptr.shared.to.gen.p0.p3", "", Cast("addrspacecast"), false),
    row("llvm.nvvm.rotate.b32", "llvm.fshl.i32", FunnelLeft, false),
    row("llvm.nvvm.rotate.b64", "llvm.fshl.i64", FunnelLeft, false),
    row("llvm.nvvm.rotate.right.b64", "llvm.fshr.i64", FunnelRight, false),
    row("llvm.nvvm.swap.lo.hi.b64", "llvm.fshl.i64", SwapHalves, false),
    row("llvm.nvvm.tanh.approx.f32", "llvm.tanh.f32", Afn, false),
];

/// Upgrades of every name with a prefix (any overload suffix), `old` the prefix and the
/// suffix the name must end with.
const PREFIXED: &[(Upgrade, &str)] = &[
    (row("llvm.nvvm.atomic.load.add.f32.", "", AtomicRmw("fadd"), false), ""),
    (row("llvm.nvvm.atomic.load.add.f64.", "", AtomicRmw("fadd"), false), ""),
    (row("llvm.nvvm.atomic.load.dec.32.", "", AtomicRmw("udec_wrap"), false), ""),
    (row("llvm.nvvm.atomic.load.inc.32.", "", AtomicRmw("uinc_wrap"), false), ""),
    (row("llvm.nvvm.ldg.global.", "", InvariantLoad, false), ".p1"),
    // A generic pointer gets an `addrspacecast` to the global space first.
    (row("llvm.nvvm.ldg.global.", "", Expand(Expansion::LdgGeneric), false), ".p0"),
    // AMDGPU atomics of LLVM 19 that LLVM 22 no longer has (`*.num` ones are current), and
    // the older `atomic.inc/dec` (LLVM's `test/Bitcode/amdgcn-atomic.ll`).
    (row("llvm.amdgcn.atomic.dec.", "", AmdgpuAtomic("udec_wrap"), false), ""),
    // Every `ds.fadd*` / `ds.fmin*` / `ds.fmax*` (AutoUpgrade.cpp matches the prefix): the
    // `v2bf16` form and malformed ones (`ds.fadd.f32broken0`, deleted: [`folded`]) too.
    (row("llvm.amdgcn.ds.fadd", "", AmdgpuAtomic("fadd"), false), ""),
    (row("llvm.amdgcn.ds.fmax", "", AmdgpuAtomic("fmax"), false), ""),
    (row("llvm.amdgcn.ds.fmin", "", AmdgpuAtomic("fmin"), false), ""),
    (row("llvm.amdgcn.atomic.inc.", "", AmdgpuAtomic("uinc_wrap"), false), ""),
    (row("llvm.amdgcn.atomic.cond.sub.u32.", "", AmdgpuAtomic("usub_cond"), false), ""),
    (row("llvm.amdgcn.flat.atomic.fadd.", "", AmdgpuAtomic("fadd"), false), ""),
    (row("llvm.amdgcn.flat.atomic.fmax.", "", AmdgpuAtomic("fmax"), false), ""),
    (row("llvm.amdgcn.flat.atomic.fmin.", "", AmdgpuAtomic("fmin"), false), ""),
    (row("llvm.amdgcn.global.atomic.fadd.", "", AmdgpuAtomic("fadd"), false), ""),
    (row("llvm.amdgcn.global.atomic.fmax.", "", AmdgpuAtomic("fmax"), false), ""),
    (row("llvm.amdgcn.global.atomic.fmin.", "", AmdgpuAtomic("fmin"), false), ""),
];

/// The upgrade of callee `name` (raw, `llvm.` included), if it upgrades in place. `O(log n)`.
pub fn lookup(name: &str) -> Option<&'static Upgrade> {
    if let Ok(k) = UPGRADES.binary_search_by(|u| u.old.cmp(name)) {
        return Some(&UPGRADES[k]);
    }
    if name.contains(".num.") {
        return None;
    }
    PREFIXED.iter().find(|(u, suffix)| name.starts_with(u.old) && name.ends_with(suffix)).map(|(u, _)| u)
}

/// Whether the call (or declaration) `text` of `u.old` has the signature its upgrade rewrites:
/// the [`Rewrite::SharedCluster`] names are current LLVM 22 intrinsics, upgraded only when
/// written with the old `addrspace(3)` pointer (or, [`Cluster::Tensor`], without the
/// `cta_group` flag); every other row always applies. `O(text)`.
pub fn applies(u: &Upgrade, text: &str) -> bool {
    let SharedCluster(c) = u.rewrite else { return true };
    let Some((at, args)) = call_args(u, text) else { return false };
    let shared_first = args.first().is_some_and(|a| is_shared(a));
    match c {
        Cluster::Mapa => text[..at].trim_end().ends_with(" ptr addrspace(3)"),
        Cluster::Copy => shared_first,
        Cluster::Tensor => shared_first || old_tensor_flags(&args),
    }
}

/// The callee's offset (its `@`) in the call or declaration `text` of `u.old` (a prefix for
/// the [`PREFIXED`] rows) and the top-level arguments. `O(text)`.
fn call_args<'t>(u: &Upgrade, text: &'t str) -> Option<(usize, Vec<&'t str>)> {
    let at = text.find(&format!("@{}", u.old))?;
    let open = at + text[at..].find('(')?;
    let close = super::matching_paren(text, open)?;
    Some((at, split_args(&text[open + 1..close])))
}

/// `ptr addrspace(3)`, alone or followed by attributes and a value.
fn is_shared(arg: &str) -> bool {
    arg == "ptr addrspace(3)" || arg.starts_with("ptr addrspace(3) ")
}

/// A tensor copy that ends with the two `i1` flags (no `i32` `cta_group` after them).
fn old_tensor_flags(args: &[&str]) -> bool {
    args.last().is_some_and(|a| a.split(' ').next() == Some("i1"))
}

/// [`lookup`] for the call or declaration `text` of `name`: `None` also where the row does
/// not apply to this signature ([`applies`]). `O(log n + text)`.
pub fn lookup_call(name: &str, text: &str) -> Option<&'static Upgrade> {
    lookup(name).filter(|u| applies(u, text))
}

/// [`naming`] for the collapsed call `text`, which decides the [`Rewrite::SharedCluster`]
/// rows: nothing changes where the row does not apply; `mapa` gives the new call the name
/// ([`Naming::TakeName`]); a copy whose destination is a value (not a constant) inserts one
/// unnamed `addrspacecast` ([`Naming::Slot`]; for a `void` call the parser records the
/// slot in [`super::Function::upgrade_names`]).
pub fn call_naming(u: &Upgrade, text: &str, constant_amount: bool, first_arg_constant: bool) -> Naming {
    match u.rewrite {
        _ if !applies(u, text) => Naming::Keep,
        SharedCluster(Cluster::Mapa) => Naming::TakeName,
        AmdgpuAtomic("fadd") if bf16_pair(text) => Naming::Slot { inserted: 2 },
        SharedCluster(_) => Naming::Slot { inserted: u32::from(casts_first(text)) },
        _ => naming(u, constant_amount, first_arg_constant),
    }
}

/// [`part_divergence`] for the collapsed call `text` (see [`call_naming`]).
pub fn call_part_divergence(u: &Upgrade, text: &str, constant_amount: bool, first_arg_constant: bool) -> &'static [PartDivergence] {
    use PartDivergence::*;
    match u.rewrite {
        _ if !applies(u, text) => &[],
        SharedCluster(Cluster::Mapa) => &[Result],
        AmdgpuAtomic("fadd") if bf16_pair(text) => &[Arg(1), Result],
        SharedCluster(_) if casts_first(text) => &[Arg(0)],
        SharedCluster(_) => &[],
        _ => part_divergence(u, constant_amount, first_arg_constant),
    }
}

/// Whether the call `text` (`ds.fadd.v2bf16`) adds a `<2 x i16>` value (a local), which the
/// upgrade bitcasts to `<2 x bfloat>` and back.
fn bf16_pair(text: &str) -> bool {
    let Some(open) = text.find("@llvm.").and_then(|at| text[at..].find('(').map(|k| at + k)) else { return false };
    let close = super::matching_paren(text, open).unwrap_or(text.len());
    split_args(&text[open + 1..close]).get(1).is_some_and(|a| a.starts_with("<2 x i16> %"))
}

/// Whether the first argument of the call `text` is an `addrspace(3)` pointer value (a
/// local: constants are cast by a constant expression).
fn casts_first(text: &str) -> bool {
    let Some(open) = text.find("@llvm.").and_then(|at| text[at..].find('(').map(|k| at + k)) else { return false };
    let close = super::matching_paren(text, open).unwrap_or(text.len());
    split_args(&text[open + 1..close]).first().is_some_and(|a| is_shared(a) && a.rsplit(' ').next().is_some_and(|v| v.starts_with('%')))
}

/// The constant the upgraded call `text` to `u.old` becomes, when it becomes one: `abs` of a
/// constant ([`folded_abs`]) and a malformed AMDGPU atomic (its pointer not a pointer, or its
/// value's type not its result's: AutoUpgrade.cpp's `upgradeAtomicRMW` replaces it by
/// `poison` and deletes it). The call is then not printed and its uses print the constant.
/// `O(text)`.
pub fn folded(u: &Upgrade, text: &str) -> Option<String> {
    match u.rewrite {
        Expand(Expansion::Abs) => folded_abs(u, text),
        AmdgpuAtomic(_) => {
            let (at, args) = call_args(u, text)?;
            let ret = text[..at].trim_end().rsplit_once(" call ").map(|(_, r)| r.trim())?;
            let (p, v) = (args.first()?, args.get(1)?);
            let v_ty = v.rsplit_once(' ')?.0;
            (!p.starts_with("ptr") || v_ty != ret).then(|| "poison".to_string())
        }
        _ => None,
    }
}

/// The constant that `abs.i` / `abs.ll` of a constant folds to (`IRBuilder` folds the
/// `sub`, `icmp` and `select` of [`Expansion::Abs`], and the call's uses take the constant:
/// `abs.i(i32 -5)` → `5`, wrapping like the `select` does, `abs.i(i32 -2147483648)` →
/// `-2147483648`; `undef` and `poison` stay); `None` for every other call (and for constant
/// expressions, which are printed as written). `O(text)`.
pub fn folded_abs(u: &Upgrade, text: &str) -> Option<String> {
    if u.rewrite != Expand(Expansion::Abs) {
        return None;
    }
    let (_, args) = call_args(u, text)?;
    let [x] = args.as_slice() else { return None };
    let (ty, v) = x.split_once(' ')?;
    let v = v.trim();
    match (ty, v) {
        (_, "undef" | "poison") => Some(v.to_string()),
        ("i32", _) => Some(v.parse::<i32>().ok()?.wrapping_abs().to_string()),
        ("i64", _) => Some(v.parse::<i64>().ok()?.wrapping_abs().to_string()),
        _ => None,
    }
}

/// Whether the call's text, attachments and call-site attributes are rebuilt (every upgrade
/// but [`Rewrite::Retarget`], which only re-points the callee).
/// `text`: the call's text ([`applies`]).
pub fn rebuilds_call(name: &str, text: &str) -> bool {
    lookup_call(name, text).is_some_and(|u| u.rewrite != Retarget)
}

/// Whether a variable-amount `rotate` inserts a `zext` (the 64-bit ones; `rotate.b32` takes
/// its `i32` amount in place).
fn widens_amount(u: &Upgrade, constant_amount: bool) -> bool {
    matches!(u.rewrite, FunnelLeft | FunnelRight) && !constant_amount && u.new.ends_with(".i64")
}

/// How the result of a call to `u.old` is named after the upgrade. `constant_amount`: the
/// call's last argument is a constant (`rotate`: in place); `first_arg_constant`: its first
/// argument is (`abs`: folded by `IRBuilder`, see [`folded`]: nothing is inserted).
pub fn naming(u: &Upgrade, constant_amount: bool, first_arg_constant: bool) -> Naming {
    match u.rewrite {
        _ if u.keeps_name => Naming::Keep,
        Expand(Expansion::BarrierRed(op)) => Naming::Slot { inserted: if op == "popc" { 1 } else { 2 } },
        Expand(Expansion::Count("ctlz")) => Naming::Named(&["ctlz", "ctlz.trunc"]),
        Expand(Expansion::Count(_)) => Naming::Named(&["ctpop", "ctpop.trunc"]),
        Expand(Expansion::Abs) if first_arg_constant => Naming::Keep,
        Expand(Expansion::Abs) => Naming::Named(&["neg", "abs.cond", "abs"]),
        Expand(Expansion::LdgGeneric) => Naming::Slot { inserted: 1 },
        Rename if u.old == "llvm.nvvm.h2f" => Naming::Named(&["h2f"]),
        _ if widens_amount(u, constant_amount) => Naming::Slot { inserted: 1 },
        _ => Naming::Slot { inserted: 0 },
    }
}

/// The divergence rule of each inserted instruction of an expanded call to `u.old`, in
/// order (empty when nothing is inserted); flags as for [`naming`].
pub fn part_divergence(u: &Upgrade, constant_amount: bool, first_arg_constant: bool) -> &'static [PartDivergence] {
    use PartDivergence::*;
    match u.rewrite {
        Expand(Expansion::BarrierRed("popc")) => &[Arg(0)],
        Expand(Expansion::BarrierRed(_)) => &[Arg(0), Result],
        Expand(Expansion::Count(_)) => &[Result],
        Expand(Expansion::Abs) if !first_arg_constant => &[Arg(0), Arg(0)],
        Expand(Expansion::LdgGeneric) => &[Arg(0)],
        _ if widens_amount(u, constant_amount) => &[Arg(1)],
        _ => &[],
    }
}

/// The callee a call to `name` has after the upgrade, for the analyses' intrinsic
/// properties: the new intrinsic (`llvm.nvvm.bar.sync` → `llvm.nvvm.barrier.cta.sync.aligned.all`),
/// `None` when the call becomes a cast (no callee), `Some(name)` when nothing upgrades.
pub fn upgraded_callee(name: &str) -> Option<&str> {
    match lookup(name) {
        Some(u) if matches!(u.rewrite, Cast(_) | InvariantLoad | AtomicRmw(_) | AmdgpuAtomic(_) | Expand(Expansion::Abs | Expansion::LdgGeneric)) => None,
        Some(u) => Some(u.new),
        None => Some(name),
    }
}

/// The upgraded text of a collapsed single-line call to `llvm.memcpy.*`, `llvm.memmove.*` or
/// `llvm.memset.*` (`name`) written with the alignment argument these lost in LLVM 7
/// (`(ptr %d, ptr %s, i64 %n, i32 4, i1 false)` → `(ptr align 4 %d, ptr align 4 %s, i64 %n,
/// i1 false)`; `memset`: the destination only; alignment 0: no attribute). The call is
/// rebuilt: `tail` and the attachments go, the call-site attributes stay (opt-22). `None` for every other call (the 4-argument
/// form included). `O(text)`.
pub fn old_mem_intrinsic(name: &str, text: &str) -> Option<String> {
    let set = name.starts_with("llvm.memset.");
    if !(set || name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memmove.")) {
        return None;
    }
    let at = text.find(&format!("@{name}("))?;
    let open = at + name.len() + 1;
    let close = super::matching_paren(text, open)?;
    let args = split_args(&text[open + 1..close]);
    let [d, s, n, a, v] = args.as_slice() else { return None };
    // `i32 4` or with parameter attributes (`i32 signext 4`), which go with the argument.
    let align: u64 = a.strip_prefix("i32 ")?.rsplit(' ').next()?.parse().ok()?;
    // `align N` follows the pointer's other attributes (`ptr nonnull align 4 %p`) and replaces
    // an `align` already written on the argument (`ptr align 4 %p`, `i32 2` → `ptr align 2 %p`).
    let with_align = |p: &str| match (align, p.rsplit_once(' ')) {
        (0, _) | (_, None) => p.to_string(),
        (_, Some((ty, value))) => {
            let mut kept: Vec<&str> = Vec::new();
            let mut words = ty.split(' ');
            while let Some(w) = words.next() {
                if w == "align" {
                    words.next();
                } else {
                    kept.push(w);
                }
            }
            format!("{} align {align} {value}", kept.join(" "))
        }
    };
    let s = if set { s.to_string() } else { with_align(s) };
    let head = text[..at].trim_end();
    let head = head.strip_prefix("tail ").or_else(|| head.strip_prefix("notail ")).or_else(|| head.strip_prefix("musttail ")).unwrap_or(head);
    // After the arguments: the call-site attributes stay (`#N`, already renumbered), the
    // attachments go.
    let after = &text[close + 1..];
    let attrs = after.find(", !").map_or(after, |a| &after[..a]).trim_end();
    Some(format!("{head} @{name}({}, {s}, {n}, {v}){attrs}", with_align(d)))
}

/// Top-level comma-separated pieces of `s` (brackets and strings nest), trimmed.
pub(super) fn split_args(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start, mut quoted) = (0i32, 0usize, false);
    for (k, c) in s.char_indices() {
        match c {
            '"' => quoted = !quoted,
            _ if quoted => {}
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(s[start..k].trim());
                start = k + 1;
            }
            _ => {}
        }
    }
    if !s[start..].trim().is_empty() {
        out.push(s[start..].trim());
    }
    out
}

/// The upgraded text of a collapsed single-line call `text` to `u.old` (the last instruction
/// of an expansion); `None` when the call has a shape the table does not cover (then the text
/// is printed as written). `parts`: the printed names of the inserted values (see [`expand`]).
pub fn apply(u: &Upgrade, text: &str, nodes: Nodes, parts: &[String]) -> Option<String> {
    expand(u, text, nodes, parts).map(|(_, last)| last)
}

/// The instructions opt-22 writes for the collapsed single-line call `text` to `u.old`: the
/// inserted ones (`%name = …`, `parts` their printed names, one per
/// [`part_divergence`] entry) and the last one, which defines the call's result. `None` as
/// for [`apply`]. `O(text)`.
/// A pointer argument without its call-site parameter attributes (`ptr nonnull %p` → `ptr
/// %p`, `ptr addrspace(1) noundef %p` → `ptr addrspace(1) %p`): the instruction opt builds in
/// place of an upgraded call takes the pointer value only. Other arguments, and pointers
/// whose value is not a plain `%`/`@` name, are returned as they are. `O(arg)`.
fn pointer_value(arg: &str) -> std::borrow::Cow<'_, str> {
    let ty_end = if arg.starts_with("ptr addrspace(") { arg.find(')').map(|i| i + 1) } else if arg.starts_with("ptr ") { Some(3) } else { None };
    let (Some(te), Some(v)) = (ty_end, arg.rsplit(' ').next()) else { return arg.into() };
    if (v.starts_with('%') || v.starts_with('@')) && arg[te..].trim() != v {
        format!("{} {v}", &arg[..te]).into()
    } else {
        arg.into()
    }
}

pub fn expand(u: &Upgrade, text: &str, nodes: Nodes, parts: &[String]) -> Option<(Vec<String>, String)> {
    let invariant_node = nodes.empty;
    let at = text.find(&format!("@{}", u.old))?;
    let open = at + text[at..].find('(')?;
    let close = super::matching_paren(text, open)?;
    let args = split_args(&text[open + 1..close]);
    let head = text[..at].trim_end();
    let (lhs, call) = match head.find(" = ") {
        Some(e) if head[..e].starts_with('%') => (&head[..e + 3], &head[e + 3..]),
        _ => ("", head),
    };
    // The return type: the last word before `@`, or the vector `<N x T>` it ends.
    let ret = match call.strip_suffix('>') {
        Some(_) => &call[call.rfind('<')?..],
        // `ptr addrspace(N)`: two words.
        None if call.ends_with(')') && call.rsplit(' ').next()?.starts_with("addrspace(") => {
            let cut = call.rfind(" addrspace(")?;
            &call[call[..cut].rfind(' ').map_or(0, |k| k + 1)..]
        }
        None => call.rsplit(' ').next()?,
    };
    if !call.split(' ').any(|w| w == "call") || ret.is_empty() {
        return None;
    }
    let ty_of = |a: &str| a.split(' ').next().unwrap_or("").to_string();
    let val_of = |a: &str| a.rsplit(' ').next().unwrap_or("").to_string();
    let is_const = |v: &str| v.bytes().all(|b| b.is_ascii_digit() || b == b'-') && !v.is_empty();
    let part = |k: usize| parts.get(k).cloned();
    let one = |t: String| Some((Vec::new(), t));
    let mut fmf = "";
    let new_args: Vec<String> = match u.rewrite {
        AmdgpuAtomic(op) => {
            // `(ptr P, T V[, i32 ordering, i32 scope, i1 volatile])` → `atomicrmw [volatile]
            // OP P, T V syncscope("agent") ORDER, align (store size)`; the ordering is LLVM's
            // `AtomicOrdering` when constant and at least monotonic (consume, invalid and
            // missing values: seq_cst); a non-constant volatile flag counts as volatile. Off
            // LDS (`addrspace(3)`) it attaches `!amdgpu.no.fine.grained.memory !{}` (and
            // `!amdgpu.ignore.denormal.mode !{}` for a `float` `fadd`), on a flat pointer
            // first `!noalias.addrspace !{i32 5, i32 6}` (not private). `ds.fadd.v2bf16` on
            // `<2 x i16>` bitcasts the value to `<2 x bfloat>` and the result back.
            let (p, v, ord, vol) = match args.as_slice() {
                [p, v, ord, _scope, vol] => (p, v, Some(ord), Some(vol)),
                [p, v] => (p, v, None, None),
                _ => return None,
            };
            let p = &pointer_value(p);
            if !p.starts_with("ptr") || !matches!(op, "fadd" | "fmin" | "fmax" | "uinc_wrap" | "udec_wrap" | "usub_cond") {
                return None;
            }
            let (ty, val) = v.rsplit_once(' ')?;
            let align = match ty {
                "i32" | "float" | "<2 x half>" | "<2 x i16>" => 4,
                "i64" | "double" => 8,
                _ => return None,
            };
            let order = match ord.map(|o| val_of(o).parse::<i64>()) {
                Some(Ok(2)) => "monotonic",
                Some(Ok(4)) => "acquire",
                Some(Ok(5)) => "release",
                Some(Ok(6)) => "acq_rel",
                _ => "seq_cst",
            };
            let volatile = match vol.map(|v| val_of(v)).as_deref() {
                None | Some("false" | "0") => "",
                _ => "volatile ",
            };
            let mut md = String::new();
            if !p.starts_with("ptr addrspace(3) ") {
                if !p.starts_with("ptr addrspace(") {
                    md.push_str(&format!(", !noalias.addrspace !{}", nodes.noalias?));
                }
                let empty = nodes.empty?;
                md.push_str(&format!(", !amdgpu.no.fine.grained.memory !{empty}"));
                if op == "fadd" && ty == "float" {
                    md.push_str(&format!(", !amdgpu.ignore.denormal.mode !{empty}"));
                }
            }
            if ty == "<2 x i16>" {
                if op != "fadd" || !val.starts_with('%') {
                    return None;
                }
                let (p0, p1) = (part(0)?, part(1)?);
                let cast = format!("{p0} = bitcast <2 x i16> {val} to <2 x bfloat>");
                let rmw = format!("{p1} = atomicrmw {volatile}{op} {p}, <2 x bfloat> {p0} syncscope(\"agent\") {order}, align {align}{md}");
                return Some((vec![cast, rmw], format!("{lhs}bitcast <2 x bfloat> {p1} to <2 x i16>")));
            }
            return one(format!("{lhs}atomicrmw {volatile}{op} {p}, {v} syncscope(\"agent\") {order}, align {align}{md}"));
        }
        SharedCluster(c) => {
            if !applies(u, text) {
                return None;
            }
            // Parameter attributes go with the rebuilt call: each argument is its type and
            // value (a constant expression argument is left to the text as written).
            let bare = |a: &str| -> Option<String> {
                let ty_len = if a.starts_with("ptr addrspace(") { a.find(')')? + 1 } else { a.find(' ')? };
                let v = val_of(a);
                (!a[ty_len..].contains('(') && !v.is_empty()).then(|| format!("{} {v}", &a[..ty_len]))
            };
            let mut new_args: Vec<String> = args.iter().map(|a| bare(a)).collect::<Option<_>>()?;
            if c == Cluster::Mapa {
                let p0 = part(0)?;
                let call = format!("{p0} = call ptr addrspace(7) @{}({})", u.new, new_args.join(", "));
                return Some((vec![call], format!("{lhs}addrspacecast ptr addrspace(7) {p0} to ptr addrspace(3)")));
            }
            let mut inserted = Vec::new();
            if let Some(first) = args.first().filter(|a| is_shared(a)) {
                let v = val_of(first);
                new_args[0] = match v.as_str() {
                    _ if v.starts_with('%') => {
                        let p0 = part(0)?;
                        inserted.push(format!("{p0} = addrspacecast ptr addrspace(3) {v} to ptr addrspace(7)"));
                        format!("ptr addrspace(7) {p0}")
                    }
                    "poison" | "undef" => format!("ptr addrspace(7) {v}"),
                    _ => format!("ptr addrspace(7) addrspacecast (ptr addrspace(3) {v} to ptr addrspace(7))"),
                };
            }
            if c == Cluster::Tensor && old_tensor_flags(&args) {
                new_args.push("i32 0".to_string());
            }
            return Some((inserted, format!("{lhs}call void @{}({})", u.new, new_args.join(", "))));
        }
        Retarget => return one(text.replacen(&format!("@{}(", u.old), &format!("@{}(", u.new), 1)),
        Expand(Expansion::BarrierRed(op)) => {
            let [x] = args.as_slice() else { return None };
            let p0 = part(0)?;
            let cmp = format!("{p0} = icmp ne {x}, 0");
            if op == "popc" {
                return Some((vec![cmp], format!("{lhs}call i32 @{}(i32 0, i1 {p0})", u.new)));
            }
            let p1 = part(1)?;
            return Some((vec![cmp, format!("{p1} = call i1 @{}(i32 0, i1 {p0})", u.new)], format!("{lhs}zext i1 {p1} to i32")));
        }
        Expand(Expansion::Count(_)) => {
            let [x] = args.as_slice() else { return None };
            let p0 = part(0)?;
            let extra = if u.new.contains("ctlz") { ", i1 false" } else { "" };
            return Some((vec![format!("{p0} = call i64 @{}({x}{extra})", u.new)], format!("{lhs}trunc i64 {p0} to {ret}")));
        }
        Expand(Expansion::Abs) => {
            let [x] = args.as_slice() else { return None };
            let (t, v) = (ty_of(x), val_of(x));
            if !v.starts_with('%') {
                return None;
            }
            let (p0, p1) = (part(0)?, part(1)?);
            return Some((vec![format!("{p0} = sub {t} 0, {v}"), format!("{p1} = icmp sge {t} {v}, 0")], format!("{lhs}select i1 {p1}, {x}, {t} {p0}")));
        }
        Expand(Expansion::LdgGeneric) => {
            let [p, a] = args.as_slice() else { return None };
            let p = &pointer_value(p);
            let align = val_of(a);
            if !is_const(&align) || !p.starts_with("ptr %") {
                return None;
            }
            let p0 = part(0)?;
            let cast = format!("{p0} = addrspacecast {p} to ptr addrspace(1)");
            return Some((vec![cast], format!("{lhs}load {ret}, ptr addrspace(1) {p0}, align {align}, !invariant.load !{}", invariant_node?)));
        }
        Rename => args.iter().map(|a| a.to_string()).collect(),
        Afn => {
            fmf = "afn ";
            args.iter().map(|a| a.to_string()).collect()
        }
        PrependZero => std::iter::once("i32 0".to_string()).chain(args.iter().map(|a| a.to_string())).collect(),
        AppendFalse => args.iter().map(|a| a.to_string()).chain(std::iter::once("i1 false".to_string())).collect(),
        FunnelLeft | FunnelRight => {
            let [x, n] = args.as_slice() else { return None };
            let amount = val_of(n);
            if !is_const(&amount) {
                if ty_of(x) == ty_of(n) {
                    // `rotate.b32`: the `i32` amount is used as it is.
                    vec![x.to_string(), x.to_string(), n.to_string()]
                } else {
                    let p0 = part(0)?;
                    let new = format!("{lhs}call {ret} @{}({x}, {x}, {} {p0})", u.new, ty_of(x));
                    return Some((vec![format!("{p0} = zext {n} to {}", ty_of(x))], new));
                }
            } else {
                vec![x.to_string(), x.to_string(), format!("{} {amount}", ty_of(x))]
            }
        }
        SwapHalves => {
            let [x] = args.as_slice() else { return None };
            vec![x.to_string(), x.to_string(), format!("{} 32", ty_of(x))]
        }
        Cast(op) => {
            let [x] = args.as_slice() else { return None };
            return one(format!("{lhs}{op} {x} to {ret}"));
        }
        InvariantLoad => {
            let [p, a] = args.as_slice() else { return None };
            let p = &pointer_value(p);
            let align = val_of(a);
            if !is_const(&align) || !p.starts_with("ptr addrspace(1) ") {
                return None;
            }
            return one(format!("{lhs}load {ret}, {p}, align {align}, !invariant.load !{}", invariant_node?));
        }
        AtomicRmw(op) => {
            let [p, v] = args.as_slice() else { return None };
            let p = &pointer_value(p);
            let align = match ty_of(v).as_str() {
                "i32" | "float" => 4,
                "i64" | "double" => 8,
                _ => return None,
            };
            return one(format!("{lhs}atomicrmw {op} {p}, {v} seq_cst, align {align}"));
        }
    };
    one(format!("{lhs}call {fmf}{ret} @{}({})", u.new, new_args.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_and_found() {
        assert!(UPGRADES.windows(2).all(|w| w[0].old < w[1].old));
        assert_eq!(lookup("llvm.nvvm.bar.sync").map(|u| u.new), Some("llvm.nvvm.barrier.cta.sync.aligned.all"));
        assert!(lookup("llvm.nvvm.barrier.cta.sync.aligned.all").is_none());
        assert_eq!(upgraded_callee("llvm.nvvm.bitcast.f2i"), None);
        assert_eq!(upgraded_callee("llvm.foo"), Some("llvm.foo"));
    }

    #[test]
    fn rewrites() {
        let a = |old: &str, t: &str| apply(lookup(old).unwrap(), t, Nodes { empty: Some(3), noalias: Some(4) }, &[]);
        assert_eq!(a("llvm.nvvm.bar.sync", "tail call void @llvm.nvvm.bar.sync(i32 0) #3").as_deref(), Some("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"));
        assert_eq!(a("llvm.nvvm.barrier0", "call void @llvm.nvvm.barrier0()").as_deref(), Some("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"));
        assert_eq!(a("llvm.nvvm.clz.i", "%c = tail call i32 @llvm.nvvm.clz.i(i32 %a)").as_deref(), Some("%c = call i32 @llvm.ctlz.i32(i32 %a, i1 false)"));
        assert_eq!(a("llvm.nvvm.rotate.b64", "%r = call i64 @llvm.nvvm.rotate.b64(i64 %b, i32 8)").as_deref(), Some("%r = call i64 @llvm.fshl.i64(i64 %b, i64 %b, i64 8)"));
        assert_eq!(a("llvm.nvvm.rotate.right.b64", "%r = call i64 @llvm.nvvm.rotate.right.b64(i64 %b, i32 %n)"), None);
        assert_eq!(a("llvm.nvvm.rotate.b32", "%7 = call i32 @llvm.nvvm.rotate.b32(i32 %u, i32 %t)").as_deref(), Some("%7 = call i32 @llvm.fshl.i32(i32 %u, i32 %u, i32 %t)"));
        // The instruction built in place of the call takes the pointer without the call
        // site's parameter attributes (opt-22 on clang-19's CUDA `atomicInc` and `__ldg`).
        assert_eq!(
            a("llvm.nvvm.atomic.load.inc.32.p0", "%1 = tail call noundef i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nonnull %p, i32 5)").as_deref(),
            Some("%1 = atomicrmw uinc_wrap ptr %p, i32 5 seq_cst, align 4")
        );
        assert_eq!(
            a("llvm.nvvm.ldg.global.f.f32.p1", "%2 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) noundef nonnull %g, i32 4)").as_deref(),
            Some("%2 = load float, ptr addrspace(1) %g, align 4, !invariant.load !3")
        );
        assert_eq!(pointer_value("ptr nonnull align 4 %p"), "ptr %p");
        assert_eq!(pointer_value("ptr addrspace(3) noundef @s"), "ptr addrspace(3) @s");
        assert_eq!(pointer_value("ptr %p"), "ptr %p");
        assert_eq!(pointer_value("ptr getelementptr (i8, ptr @s, i64 4)"), "ptr getelementptr (i8, ptr @s, i64 4)");
        assert_eq!(pointer_value("i32 noundef %x"), "i32 noundef %x");
        assert_eq!(a("llvm.nvvm.max.ui", "%m = tail call i32 @llvm.nvvm.max.ui(i32 %a, i32 3) #1").as_deref(), Some("%m = tail call i32 @llvm.umax.i32(i32 %a, i32 3) #1"));
        let e = |old: &str, t: &str, p: &[&str]| expand(lookup(old).unwrap(), t, Nodes { empty: Some(0), noalias: None }, &p.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(
            e("llvm.nvvm.barrier0.and", "%4 = call i32 @llvm.nvvm.barrier0.and(i32 %u)", &["%2", "%3"]),
            Some((vec!["%2 = icmp ne i32 %u, 0".to_string(), "%3 = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %2)".to_string()], "%4 = zext i1 %3 to i32".to_string()))
        );
        assert_eq!(
            e("llvm.nvvm.ldg.global.f.f32.p0", "%70 = tail call contract noundef float @llvm.nvvm.ldg.global.f.f32.p0(ptr nonnull %68, i32 4)", &["%69"]),
            Some((vec!["%69 = addrspacecast ptr %68 to ptr addrspace(1)".to_string()], "%70 = load float, ptr addrspace(1) %69, align 4, !invariant.load !0".to_string()))
        );
        assert_eq!(
            e("llvm.nvvm.abs.i", "%abs = call i32 @llvm.nvvm.abs.i(i32 %t)", &["%neg", "%abs.cond"]),
            Some((vec!["%neg = sub i32 0, %t".to_string(), "%abs.cond = icmp sge i32 %t, 0".to_string()], "%abs = select i1 %abs.cond, i32 %t, i32 %neg".to_string()))
        );
        assert_eq!(e("llvm.nvvm.abs.i", "%a = call i32 @llvm.nvvm.abs.i(i32 5)", &["%neg", "%abs.cond"]), None);
        assert_eq!(
            e("llvm.nvvm.ldg.global.i.i32.p0", "%1 = call i32 @llvm.nvvm.ldg.global.i.i32.p0(ptr %gp, i32 4)", &["%0"]),
            Some((vec!["%0 = addrspacecast ptr %gp to ptr addrspace(1)".to_string()], "%1 = load i32, ptr addrspace(1) %0, align 4, !invariant.load !0".to_string()))
        );
        assert_eq!(a("llvm.nvvm.bitcast.f2i", "%9 = tail call i32 @llvm.nvvm.bitcast.f2i(float %8)").as_deref(), Some("%9 = bitcast float %8 to i32"));
        assert_eq!(a("llvm.nvvm.ldg.global.f.v4f32.p1", "%v = tail call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p1(ptr addrspace(1) %p, i32 16)").as_deref(), Some("%v = load <4 x float>, ptr addrspace(1) %p, align 16, !invariant.load !3"));
        assert!(matches!(lookup("llvm.nvvm.ldg.global.i.i32.p0").map(|u| u.rewrite), Some(Expand(Expansion::LdgGeneric))));
        assert_eq!(a("llvm.nvvm.atomic.load.inc.32.p1", "%4 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p1(ptr addrspace(1) %3, i32 5)").as_deref(), Some("%4 = atomicrmw uinc_wrap ptr addrspace(1) %3, i32 5 seq_cst, align 4"));
        assert_eq!(a("llvm.nvvm.tanh.approx.f32", "%5 = tail call float @llvm.nvvm.tanh.approx.f32(float %4)").as_deref(), Some("%5 = call afn float @llvm.tanh.f32(float %4)"));
        assert_eq!(a("llvm.nvvm.ptr.gen.to.global.p1.p0", "%p1 = call ptr addrspace(1) @llvm.nvvm.ptr.gen.to.global.p1.p0(ptr %p0)").as_deref(), Some("%p1 = addrspacecast ptr %p0 to ptr addrspace(1)"));
        assert_eq!(a("llvm.nvvm.abs.bf16x2", "%2 = call <2 x bfloat> @llvm.nvvm.abs.bf16x2(<2 x bfloat> %bb)").as_deref(), Some("%2 = call <2 x bfloat> @llvm.nvvm.fabs.v2bf16(<2 x bfloat> %bb)"));
        assert_eq!(a("llvm.nvvm.ex2.approx.f16x2", "%0 = tail call <2 x half> @llvm.nvvm.ex2.approx.f16x2(<2 x half> %h)").as_deref(), Some("%0 = call <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half> %h)"));
        assert_eq!(naming(lookup("llvm.nvvm.h2f").unwrap(), false, false), Naming::Named(&["h2f"]));
        let ds = "%r = call <2 x half> @llvm.amdgcn.ds.fadd.v2f16(ptr addrspace(3) %p, <2 x half> %v, i32 4, i32 2, i1 %f)";
        assert_eq!(a("llvm.amdgcn.ds.fadd.v2f16", ds).as_deref(), Some("%r = atomicrmw volatile fadd ptr addrspace(3) %p, <2 x half> %v syncscope(\"agent\") acquire, align 4"));
        let inc = "%3 = call i64 @llvm.amdgcn.atomic.inc.i64.p3(ptr addrspace(3) %p, i64 7, i32 -1, i32 0, i1 false)";
        assert_eq!(a("llvm.amdgcn.atomic.inc.i64.p3", inc).as_deref(), Some("%3 = atomicrmw uinc_wrap ptr addrspace(3) %p, i64 7 syncscope(\"agent\") seq_cst, align 8"));
        // Global and flat pointers get new metadata nodes (`!{}`, flat: `!{i32 5, i32 6}` first).
        let g = "%3 = call i32 @llvm.amdgcn.atomic.inc.i32.p1(ptr addrspace(1) %p, i32 7, i32 0, i32 0, i1 false)";
        assert_eq!(a("llvm.amdgcn.atomic.inc.i32.p1", g).as_deref(), Some("%3 = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 7 syncscope(\"agent\") seq_cst, align 4, !amdgpu.no.fine.grained.memory !3"));
        let fl = "%r = call float @llvm.amdgcn.flat.atomic.fadd.f32.p0.f32(ptr %p, float %v)";
        assert_eq!(
            a("llvm.amdgcn.flat.atomic.fadd.f32.p0.f32", fl).as_deref(),
            Some("%r = atomicrmw fadd ptr %p, float %v syncscope(\"agent\") seq_cst, align 4, !noalias.addrspace !4, !amdgpu.no.fine.grained.memory !3, !amdgpu.ignore.denormal.mode !3")
        );
        assert_eq!(new_nodes(lookup("llvm.amdgcn.flat.atomic.fadd.f32.p0.f32").unwrap(), fl), (true, true));
        let bf = "%r = call <2 x i16> @llvm.amdgcn.ds.fadd.v2bf16(ptr addrspace(3) %p, <2 x i16> %v)";
        assert_eq!(
            e("llvm.amdgcn.ds.fadd.v2bf16", bf, &["%1", "%2"]),
            Some((vec!["%1 = bitcast <2 x i16> %v to <2 x bfloat>".to_string(), "%2 = atomicrmw fadd ptr addrspace(3) %p, <2 x bfloat> %1 syncscope(\"agent\") seq_cst, align 4".to_string()], "%r = bitcast <2 x bfloat> %2 to <2 x i16>".to_string()))
        );
    }

    #[test]
    fn folds_and_signatures() {
        let f = |old: &str, t: &str| folded(lookup(old).unwrap(), t);
        assert_eq!(f("llvm.nvvm.abs.i", "%a = call i32 @llvm.nvvm.abs.i(i32 -5)").as_deref(), Some("5"));
        assert_eq!(f("llvm.nvvm.abs.i", "%a = call i32 @llvm.nvvm.abs.i(i32 -2147483648)").as_deref(), Some("-2147483648"));
        assert_eq!(f("llvm.nvvm.abs.ll", "%a = tail call i64 @llvm.nvvm.abs.ll(i64 -7)").as_deref(), Some("7"));
        assert_eq!(f("llvm.nvvm.abs.i", "%a = call i32 @llvm.nvvm.abs.i(i32 poison)").as_deref(), Some("poison"));
        assert_eq!(f("llvm.nvvm.abs.i", "%a = call i32 @llvm.nvvm.abs.i(i32 %x)"), None);
        let broken = "%r = call float @llvm.amdgcn.ds.fadd.f32broken(ptr addrspace(3) %p, double %d, i32 0, i32 0, i1 false)";
        assert_eq!(f("llvm.amdgcn.ds.fadd.f32broken", broken).as_deref(), Some("poison"));
        assert_eq!(f("llvm.amdgcn.ds.fadd.f32broken", "%r = call float @llvm.amdgcn.ds.fadd.f32broken(i32 %p, float %v, i32 0, i32 0, i1 false)").as_deref(), Some("poison"));
        assert_eq!(f("llvm.amdgcn.ds.fadd.f32", "%r = call float @llvm.amdgcn.ds.fadd.f32(ptr addrspace(3) %p, float %v, i32 0, i32 0, i1 false)"), None);
        // The cluster rows apply to the old signature only.
        let mapa = lookup("llvm.nvvm.mapa.shared.cluster").unwrap();
        assert!(applies(mapa, "%r = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %p, i32 %n)"));
        assert!(applies(mapa, "declare ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3), i32)"));
        assert!(!applies(mapa, "%r = call ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %p, i32 %n)"));
        let tile = lookup("llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d").unwrap();
        assert!(applies(tile, "call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i16 0, i64 0, i1 false, i1 false)"));
        assert!(!applies(tile, "call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i16 0, i64 0, i1 false, i1 false, i32 1)"));
        assert_eq!(call_naming(mapa, "%r = call ptr addrspace(3) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) %p, i32 %n)", false, false), Naming::TakeName);
        let copy = lookup("llvm.nvvm.cp.async.bulk.shared.cta.to.cluster").unwrap();
        let c = |t: &str| call_naming(copy, t, false, false);
        assert_eq!(c("call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) %d, ptr addrspace(3) %b, ptr addrspace(3) %s, i32 4)"), Naming::Slot { inserted: 1 });
        assert_eq!(c("call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) @g, ptr addrspace(3) %b, ptr addrspace(3) %s, i32 4)"), Naming::Slot { inserted: 0 });
        assert_eq!(
            apply(copy, "call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(3) @g, ptr addrspace(3) %b, ptr addrspace(3) %s, i32 4)", Nodes::default(), &[]).as_deref(),
            Some("call void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) addrspacecast (ptr addrspace(3) @g to ptr addrspace(7)), ptr addrspace(3) %b, ptr addrspace(3) %s, i32 4)")
        );
    }

    #[test]
    fn old_mem_intrinsics() {
        let m = |n: &str, t: &str| old_mem_intrinsic(n, t);
        assert_eq!(
            m("llvm.memcpy.p0.p0.i64", "tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull %p, ptr readonly %q, i64 zeroext 16, i32 signext 8, i1 false)").as_deref(),
            Some("call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %p, ptr readonly align 8 %q, i64 zeroext 16, i1 false)")
        );
        assert_eq!(m("llvm.memset.p0.i64", "call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 16, i32 0, i1 false)").as_deref(), Some("call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 16, i1 false)"));
        assert_eq!(
            m("llvm.memset.p0.i64", "tail call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 16, i32 4, i1 false) #1, !foo !0").as_deref(),
            Some("call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 16, i1 false) #1")
        );
        assert_eq!(m("llvm.memset.p0.i64", "call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 16, i1 false)"), None);
        // An `align` already on the argument is replaced (tests/upgrade/families/memory_old_alignment.ll).
        assert_eq!(
            m("llvm.memcpy.p0.p0.i64", "call void @llvm.memcpy.p0.p0.i64(ptr align 4 %p, ptr nonnull align 4 %q, i64 8, i32 2, i1 false)").as_deref(),
            Some("call void @llvm.memcpy.p0.p0.i64(ptr align 2 %p, ptr nonnull align 2 %q, i64 8, i1 false)")
        );
    }
}
