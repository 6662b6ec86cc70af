//! Intrinsic auto-upgrade as `opt-22` applies it while reading a module, for the calls that
//! upgrade **in place**: one call becomes one instruction, with no new value in between.
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
//! `atomic.load.add.f32/f64.*` → `atomicrmw uinc_wrap/udec_wrap/fadd … seq_cst`.
//!
//! Not here (they add instructions, so every later number shifts): `barrier0.popc/and/or`
//! (`icmp ne` + `barrier.cta.red.*` [+ `zext`]), `ldg.global.*.p0` (+ `addrspacecast`),
//! `abs`/`min`/`max` (`icmp` + `select`), `clz.ll`/`popc.ll` (+ `trunc`), `rotate*.b64`
//! with a variable amount (+ `zext`). An `!{}` the module already defines is not reused
//! for the upgraded `ldg` (LLVM uniques them into one node).

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
    row("llvm.nvvm.bar.sync", "llvm.nvvm.barrier.cta.sync.aligned.all", Rename, false),
    row("llvm.nvvm.barrier", "llvm.nvvm.barrier.cta.sync.aligned.count", Rename, false),
    row("llvm.nvvm.barrier.n", "llvm.nvvm.barrier.cta.sync.aligned.all", Rename, false),
    row("llvm.nvvm.barrier.sync", "llvm.nvvm.barrier.cta.sync.all", Rename, false),
    row("llvm.nvvm.barrier.sync.cnt", "llvm.nvvm.barrier.cta.sync.count", Rename, false),
    row("llvm.nvvm.barrier0", "llvm.nvvm.barrier.cta.sync.aligned.all", PrependZero, false),
    row("llvm.nvvm.bitcast.d2ll", "", Cast("bitcast"), false),
    row("llvm.nvvm.bitcast.f2i", "", Cast("bitcast"), false),
    row("llvm.nvvm.bitcast.i2f", "", Cast("bitcast"), false),
    row("llvm.nvvm.bitcast.ll2d", "", Cast("bitcast"), false),
    row("llvm.nvvm.brev32", "llvm.bitreverse.i32", Rename, true),
    row("llvm.nvvm.brev64", "llvm.bitreverse.i64", Rename, true),
    row("llvm.nvvm.clz.i", "llvm.ctlz.i32", AppendFalse, true),
    row("llvm.nvvm.ex2.approx.d", "llvm.nvvm.ex2.approx.f64", Rename, false),
    row("llvm.nvvm.ex2.approx.f", "llvm.nvvm.ex2.approx.f32", Rename, false),
    row("llvm.nvvm.ex2.approx.ftz.f", "llvm.nvvm.ex2.approx.ftz.f32", Rename, false),
    row("llvm.nvvm.fabs.d", "llvm.nvvm.fabs.f64", Rename, false),
    row("llvm.nvvm.fabs.f", "llvm.nvvm.fabs.f32", Rename, false),
    row("llvm.nvvm.fabs.ftz.f", "llvm.nvvm.fabs.ftz.f32", Rename, false),
    row("llvm.nvvm.h2f", "llvm.convert.from.fp16.f32", Rename, true),
    row("llvm.nvvm.popc.i", "llvm.ctpop.i32", Rename, true),
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
    // A generic pointer (`.p0`) gets an `addrspacecast` first: not in place.
    (row("llvm.nvvm.ldg.global.", "", InvariantLoad, false), ".p1"),
];

/// The upgrade of callee `name` (raw, `llvm.` included), if it upgrades in place. `O(log n)`.
pub fn lookup(name: &str) -> Option<&'static Upgrade> {
    if let Ok(k) = UPGRADES.binary_search_by(|u| u.old.cmp(name)) {
        return Some(&UPGRADES[k]);
    }
    PREFIXED.iter().find(|(u, suffix)| name.starts_with(u.old) && name.ends_with(suffix)).map(|(u, _)| u)
}

/// Whether calls to `name` become loads with an `!invariant.load` node.
pub fn is_invariant_load(name: &str) -> bool {
    lookup(name).is_some_and(|u| u.rewrite == InvariantLoad)
}

/// The callee a call to `name` has after the upgrade, for the analyses' intrinsic
/// properties: the new intrinsic (`llvm.nvvm.bar.sync` → `llvm.nvvm.barrier.cta.sync.aligned.all`),
/// `None` when the call becomes a cast (no callee), `Some(name)` when nothing upgrades.
pub fn upgraded_callee(name: &str) -> Option<&str> {
    match lookup(name) {
        Some(u) if matches!(u.rewrite, Cast(_) | InvariantLoad | AtomicRmw(_)) => None,
        Some(u) => Some(u.new),
        None => Some(name),
    }
}

/// Top-level comma-separated pieces of `s` (brackets and strings nest).
fn split_args(s: &str) -> Vec<&str> {
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

/// The upgraded text of a collapsed single-line call `text` to `u.old`; `None` when the call
/// has a shape the table does not cover (then the text is printed as written).
pub fn apply(u: &Upgrade, text: &str, invariant_node: Option<u32>) -> Option<String> {
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
        None => call.rsplit(' ').next()?,
    };
    if !call.split(' ').any(|w| w == "call") || ret.is_empty() {
        return None;
    }
    let ty_of = |a: &str| a.split(' ').next().unwrap_or("").to_string();
    let val_of = |a: &str| a.rsplit(' ').next().unwrap_or("").to_string();
    let is_const = |v: &str| v.bytes().all(|b| b.is_ascii_digit() || b == b'-') && !v.is_empty();
    let mut fmf = "";
    let new_args: Vec<String> = match u.rewrite {
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
                return None;
            }
            vec![x.to_string(), x.to_string(), format!("{} {amount}", ty_of(x))]
        }
        SwapHalves => {
            let [x] = args.as_slice() else { return None };
            vec![x.to_string(), x.to_string(), format!("{} 32", ty_of(x))]
        }
        Cast(op) => {
            let [x] = args.as_slice() else { return None };
            return Some(format!("{lhs}{op} {x} to {ret}"));
        }
        InvariantLoad => {
            let [p, a] = args.as_slice() else { return None };
            let align = val_of(a);
            if !is_const(&align) || !p.starts_with("ptr addrspace(1) ") {
                return None;
            }
            return Some(format!("{lhs}load {ret}, {p}, align {align}, !invariant.load !{}", invariant_node?));
        }
        AtomicRmw(op) => {
            let [p, v] = args.as_slice() else { return None };
            let align = match ty_of(v).as_str() {
                "i32" | "float" => 4,
                "i64" | "double" => 8,
                _ => return None,
            };
            return Some(format!("{lhs}atomicrmw {op} {p}, {v} seq_cst, align {align}"));
        }
    };
    Some(format!("{lhs}call {fmf}{ret} @{}({})", u.new, new_args.join(", ")))
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
        let a = |old: &str, t: &str| apply(lookup(old).unwrap(), t, Some(3));
        assert_eq!(a("llvm.nvvm.bar.sync", "tail call void @llvm.nvvm.bar.sync(i32 0) #3").as_deref(), Some("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"));
        assert_eq!(a("llvm.nvvm.barrier0", "call void @llvm.nvvm.barrier0()").as_deref(), Some("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"));
        assert_eq!(a("llvm.nvvm.clz.i", "%c = tail call i32 @llvm.nvvm.clz.i(i32 %a)").as_deref(), Some("%c = call i32 @llvm.ctlz.i32(i32 %a, i1 false)"));
        assert_eq!(a("llvm.nvvm.rotate.b64", "%r = call i64 @llvm.nvvm.rotate.b64(i64 %b, i32 8)").as_deref(), Some("%r = call i64 @llvm.fshl.i64(i64 %b, i64 %b, i64 8)"));
        assert_eq!(a("llvm.nvvm.rotate.right.b64", "%r = call i64 @llvm.nvvm.rotate.right.b64(i64 %b, i32 %n)"), None);
        assert_eq!(a("llvm.nvvm.bitcast.f2i", "%9 = tail call i32 @llvm.nvvm.bitcast.f2i(float %8)").as_deref(), Some("%9 = bitcast float %8 to i32"));
        assert_eq!(a("llvm.nvvm.ldg.global.f.v4f32.p1", "%v = tail call <4 x float> @llvm.nvvm.ldg.global.f.v4f32.p1(ptr addrspace(1) %p, i32 16)").as_deref(), Some("%v = load <4 x float>, ptr addrspace(1) %p, align 16, !invariant.load !3"));
        assert!(lookup("llvm.nvvm.ldg.global.i.i32.p0").is_none());
        assert_eq!(a("llvm.nvvm.atomic.load.inc.32.p1", "%4 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p1(ptr addrspace(1) %3, i32 5)").as_deref(), Some("%4 = atomicrmw uinc_wrap ptr addrspace(1) %3, i32 5 seq_cst, align 4"));
        assert_eq!(a("llvm.nvvm.tanh.approx.f32", "%5 = tail call float @llvm.nvvm.tanh.approx.f32(float %4)").as_deref(), Some("%5 = call afn float @llvm.tanh.f32(float %4)"));
    }
}
