//! The IR types of a function's registers, for the debugger's values table when the kernel has
//! no debug information (issue 33 item 4: "SSA values when there is no debug info"). Without
//! them a `float` register shows its bits (`1075838976` for 2.5) and a pointer its tagged
//! address in decimal.
//!
//! The types come from the decoded instructions ([`super::super::decode::K`]): an operation's
//! result type (`fadd float` → `float`, `icmp` → `i1`, a cast's destination, `load`'s type,
//! `alloca` and `getelementptr` → `ptr`, an `atomicrmw`'s operand), an argument's declared
//! type, and by propagation through the instructions that pass a value on (`freeze`,
//! `select`, `insertelement`, `extractelement`, `shufflevector`) and phis, whose incoming
//! registers are typed. A call's result and values only reached through untyped operands stay
//! unknown (`None`) and are printed as before. `O(passes · (instructions + phi operands))`,
//! at most 4 passes.

use super::super::decode::{DFunc, Src, K};
use super::super::values::{Ty, Val};

/// The register types of `df`: index = register (the function's value id), `None` where the
/// decoded instructions do not say. Runs at most 4 passes; each pass types what the previous
/// ones made known (phis of phis, selects of loads).
pub(crate) fn register_types(df: &DFunc, src: &str) -> Vec<Option<Ty>> {
    let n = df.nregs as usize;
    let mut tys: Vec<Option<Ty>> = vec![None; n];
    for (k, t) in df.arg_tys.iter().enumerate().take(n) {
        tys[k] = Some(t.clone());
    }
    let of = |tys: &[Option<Ty>], s: &Src| match s {
        Src::R(r) => tys.get(*r as usize).cloned().flatten(),
        Src::C(_) => None,
    };
    let vt = |v: &super::super::decode::Vt, st: Ty| if v.lanes == 0 { st } else { Ty::Vector(v.lanes, Box::new(st)) };
    for _ in 0..4 {
        let mut changed = false;
        for (pc, inst) in df.insts.iter().enumerate() {
            let d = inst.dst as usize;
            if d >= n || tys[d].is_some() {
                continue;
            }
            let t = match &inst.k {
                K::Bin(_, v, _, _) | K::FNeg(v, _) | K::Builtin(_, v, _) => Some(vt(v, v.st.ty())),
                K::Cast(_, _, to, _) => Some(vt(to, to.st.ty())),
                K::Cmp(_, v, _, _) => Some(vt(v, Ty::Int(1))),
                K::Load(t, _) => Some((**t).clone()),
                // An alloca's address space is written after its type (`, addrspace(5)`); a
                // GEP's is its base pointer's.
                K::Alloca { .. } => Some(Ty::Ptr(df.spans.get(pc).map_or(0, |sp| alloca_addrspace(sp.text(src))))),
                K::Gep { base, .. } => match of(&tys, base) {
                    Some(Ty::Ptr(a)) => Some(Ty::Ptr(a)),
                    _ => Some(Ty::Ptr(0)),
                },
                K::Rmw(_, st, _, _) => Some(st.ty()),
                K::Copy(s) => of(&tys, s),
                K::Select(_, a, b) => of(&tys, a).or_else(|| of(&tys, b)),
                K::InsertElement(v, _, _) => of(&tys, v),
                K::ExtractElement(v, _) => match of(&tys, v) {
                    Some(Ty::Vector(_, e)) => Some(*e),
                    _ => None,
                },
                K::Shuffle(_, _, mask, ty) => match &**ty {
                    Ty::Vector(_, e) => Some(Ty::Vector(mask.len() as u32, e.clone())),
                    _ => None,
                },
                _ => None,
            };
            if t.is_some() {
                tys[d] = t;
                changed = true;
            }
        }
        for phi in df.phis.iter().flatten() {
            let d = phi.dst as usize;
            if d >= n || tys[d].is_some() {
                continue;
            }
            if let Some(t) = phi.incoming.iter().find_map(|(_, s)| of(&tys, s)) {
                tys[d] = Some(t);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    tys
}

/// The address space an `alloca` instruction's text names (`…, align 4, addrspace(5)`), else 0.
/// `O(text)`.
fn alloca_addrspace(inst: &str) -> u32 {
    // After the allocated type, which may itself be `ptr addrspace(1)`.
    let after = super::memory_view::alloca_type(inst).map_or("", |ty| &inst[(ty.as_ptr() as usize - inst.as_ptr() as usize) + ty.len()..]);
    after.split_once("addrspace(").and_then(|(_, r)| r.split_once(')')).and_then(|(n, _)| n.trim().parse().ok()).unwrap_or(0)
}

/// A value printed as its IR type says (a register's, or one read from memory by
/// [`super::memory_view::format_ir`]): integers signed (`i1` as `true` / `false`),
/// floating-point values as Rust's shortest round-trip decimal (`2.5`), pointers in hex (the
/// interpreter's tagged address), vectors and structs as `{a, b}`, arrays too with at most 64
/// elements, then `…`. A value whose shape does not match the type prints its bits.
/// `O(elements)`.
pub(crate) fn format_register(v: &Val, ty: &Ty) -> String {
    match (v, ty) {
        (Val::S(x), Ty::Int(1)) => (if *x & 1 == 1 { "true" } else { "false" }).into(),
        (Val::S(x), Ty::Int(n)) => {
            let sh = 128 - (*n).min(128);
            format!("{}", ((*x << sh) as i128) >> sh)
        }
        (Val::S(x), Ty::Half) => format!("{}", super::super::values::f16_to_f32(*x as u16)),
        (Val::S(x), Ty::Float) => format!("{}", f32::from_bits(*x as u32)),
        (Val::S(x), Ty::Double) => format!("{}", f64::from_bits(*x as u64)),
        (Val::S(x), Ty::Ptr(_)) => format!("0x{x:x}"),
        (Val::V(es), Ty::Vector(_, e)) => format!("{{{}}}", es.iter().map(|x| format_register(x, e)).collect::<Vec<_>>().join(", ")),
        (Val::V(es), Ty::Array(_, e)) => {
            let mut parts: Vec<String> = es.iter().take(64).map(|x| format_register(x, e)).collect();
            if es.len() > 64 {
                parts.push("…".into());
            }
            format!("{{{}}}", parts.join(", "))
        }
        (Val::V(es), Ty::Struct(ts, _)) if es.len() == ts.len() => format!("{{{}}}", es.iter().zip(ts).map(|(x, t)| format_register(x, t)).collect::<Vec<_>>().join(", ")),
        (Val::S(x), _) => format!("{x}"),
        (Val::V(es), _) => format!("{{{}}}", es.iter().map(|x| format_register(x, &Ty::Other)).collect::<Vec<_>>().join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_print_as_their_type() {
        assert_eq!(format_register(&Val::S(2.5f32.to_bits() as u128), &Ty::Float), "2.5");
        assert_eq!(format_register(&Val::S((-1.25f64).to_bits() as u128), &Ty::Double), "-1.25");
        assert_eq!(format_register(&Val::S(0xffff_fff9), &Ty::Int(32)), "-7");
        assert_eq!(format_register(&Val::S(1), &Ty::Int(1)), "true");
        assert_eq!(format_register(&Val::S(0x8000_0000_0000_0010), &Ty::Ptr(1)), "0x8000000000000010");
        let v = Val::V(vec![Val::S(1.0f32.to_bits() as u128), Val::S(0.5f32.to_bits() as u128)].into());
        assert_eq!(format_register(&v, &Ty::Vector(2, Box::new(Ty::Float))), "{1, 0.5}");
        assert_eq!(format_register(&Val::S(7), &Ty::Other), "7");
        assert_eq!(alloca_addrspace("%s = alloca [2 x i32], align 4, addrspace(5)"), 5);
        assert_eq!(alloca_addrspace("%s = alloca i32, align 4"), 0);
        assert_eq!(alloca_addrspace("%p = alloca ptr addrspace(1), align 8"), 0);
        assert_eq!(alloca_addrspace("%p = alloca ptr addrspace(1), align 8, addrspace(5)"), 5);
    }
}
