//! LLVM 22's upgrade of the lifetime markers: `llvm.lifetime.start` / `llvm.lifetime.end`
//! lost their size operand in LLVM 22 and take only the pointer, which must be an `alloca`.
//! A call written the old way, `call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %a)`
//! (every clang-19 output with a local array or a local whose address escapes at `-O1` and
//! above), is rebuilt by `opt-22` while reading:
//!
//! * the pointer with its casts stripped (`Value::stripPointerCasts`: `bitcast`,
//!   `addrspacecast` and `getelementptr` with all-zero indices, repeatedly) is an `alloca`:
//!   `call void @llvm.lifetime.start.pN(ptr addrspace(N) %alloca)`, the intrinsic mangled on
//!   the `alloca`'s own pointer type (`.p5` for an AMDGPU private `alloca` reached through an
//!   `addrspacecast` to a generic pointer); the `tail` marker, call-site and parameter
//!   attributes and every attachment but `!dbg` go;
//! * otherwise (an argument, a `select`/`phi` of `alloca`s, a non-zero `getelementptr`, a
//!   constant, `poison`): the call is deleted.
//!
//! These facts were read off `opt-22 -S` and `opt-22 -passes='print<uniformity>'` (LLVM
//! 22.1.8) on our cases in `core/tests/upgrade/families/lifetime_markers.ll`; the call is
//! `void`, so no value and no slot number changes, and the verdicts stay (an `alloca` and its
//! casts have one verdict). Cost: `O(length of the cast chain)` per call.

use crate::ir::{Function, Instruction, Opcode, Operand, ValueId};

/// What `opt-22` makes of a call to an old (two-operand) lifetime marker.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lifetime {
    /// Rebuilt on the `alloca` the pointer strips to: `marker` is `"start"` or `"end"`.
    Kept {
        /// `"start"` or `"end"`.
        marker: &'static str,
        /// The `alloca`'s value.
        alloca: ValueId,
    },
    /// Deleted: the pointer is not an `alloca` once its casts are stripped.
    Deleted,
}

/// `"start"` / `"end"` when `name` (raw, `llvm.` included) is a lifetime marker, any
/// overload suffix (`llvm.lifetime.start`, `.p0`, `.p5`, `.i64`, `.p0i8`). `O(name)`.
pub fn marker(name: &str) -> Option<&'static str> {
    let is = |base: &str| name == base || name.strip_prefix(base).is_some_and(|s| s.starts_with('.'));
    if is("llvm.lifetime.start") {
        Some("start")
    } else if is("llvm.lifetime.end") {
        Some("end")
    } else {
        None
    }
}

/// The upgrade of `inst` when it is a call to a lifetime marker written with LLVM ≤ 21's
/// size operand (two arguments); `None` for every other instruction (LLVM 22's one-operand
/// form included). `O(cast chain)`.
pub fn old_lifetime(f: &Function, inst: &Instruction) -> Option<Lifetime> {
    if inst.opcode != Opcode::Call {
        return None;
    }
    let marker = marker(f.callee_name(inst)?)?;
    // The arguments, then the callee.
    let [_, ptr, Operand::Global(_)] = f.operands(inst) else { return None };
    Some(match strip_pointer_casts(f, *ptr) {
        Some(alloca) => Lifetime::Kept { marker, alloca },
        None => Lifetime::Deleted,
    })
}

/// The `alloca` that `op` is once `bitcast`s, `addrspacecast`s and all-zero
/// `getelementptr`s are stripped, if it is one (`Value::stripPointerCasts` followed by
/// `isa<AllocaInst>`). Constants (constant expressions included) are never one.
/// `O(chain)`: every step moves to an earlier definition.
pub fn strip_pointer_casts(f: &Function, op: Operand) -> Option<ValueId> {
    let Operand::Local(mut v) = op else { return None };
    // Each step goes to an operand of the defining instruction; SSA bounds the chain by the
    // number of values (a malformed cycle of casts stops there).
    for _ in 0..=f.values.len() {
        let inst = f.inst(f.def_inst(v)?);
        let ops = f.operands(inst);
        let next = match inst.opcode {
            Opcode::Alloca => return Some(v),
            Opcode::BitCast | Opcode::AddrSpaceCast => ops.first()?,
            Opcode::GetElementPtr if ops.get(1..).is_some_and(|idx| idx.iter().all(|&o| is_zero(f, o))) => ops.first()?,
            _ => return None,
        };
        let Operand::Local(n) = *next else { return None };
        v = n;
    }
    None
}

/// An integer zero index (`0`, or a splat / all-zero vector written as `zeroinitializer`).
fn is_zero(f: &Function, op: Operand) -> bool {
    matches!(op, Operand::Constant(c) if matches!(f.constant(c), "0" | "zeroinitializer"))
}

/// The address space of the `alloca` whose source text is `alloca_text`: its `, addrspace(N)`
/// (LLParser puts an `alloca` without one in address space 0 unless the data layout says
/// otherwise; clang writes it explicitly for AMDGPU). `O(text)`.
pub fn alloca_address_space(alloca_text: &str) -> u32 {
    alloca_text
        .find(", addrspace(")
        .and_then(|k| {
            let rest = &alloca_text[k + ", addrspace(".len()..];
            rest[..rest.find(')')?].trim().parse().ok()
        })
        .unwrap_or(0)
}

/// The text `opt-22` prints for the upgraded call: `call void @llvm.lifetime.MARKER.pN(ptr
/// addrspace(N) NAME)` followed by `dbg` (the call's `, !dbg !N` attachment, already
/// renumbered, or `""`). `O(text)`.
pub fn text(marker: &str, address_space: u32, name: &str, dbg: &str) -> String {
    let ty = if address_space == 0 { "ptr".to_string() } else { format!("ptr addrspace({address_space})") };
    format!("call void @llvm.lifetime.{marker}.p{address_space}({ty} {name}){dbg}")
}

/// The `, !dbg !N` attachment of the instruction text `t` (printed form), or `""`. `O(t)`.
pub fn dbg_attachment(t: &str) -> &str {
    let Some(k) = t.find(", !dbg !") else { return "" };
    let rest = &t[k + ", !dbg !".len()..];
    let end = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    &t[k..k + ", !dbg !".len() + end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_and_texts() {
        assert_eq!(marker("llvm.lifetime.start.p0"), Some("start"));
        assert_eq!(marker("llvm.lifetime.end"), Some("end"));
        assert_eq!(marker("llvm.lifetime.end.p5"), Some("end"));
        assert_eq!(marker("llvm.lifetime.startx"), None);
        assert_eq!(marker("llvm.invariant.start.p0"), None);
        assert_eq!(alloca_address_space("%a = alloca [16 x i32], align 4, addrspace(5)"), 5);
        assert_eq!(alloca_address_space("%a = alloca ptr addrspace(1), align 8"), 0);
        assert_eq!(text("start", 5, "%3", ", !dbg !7"), "call void @llvm.lifetime.start.p5(ptr addrspace(5) %3), !dbg !7");
        assert_eq!(text("end", 0, "%a", ""), "call void @llvm.lifetime.end.p0(ptr %a)");
        assert_eq!(dbg_attachment("tail call void @x(i64 4, ptr %a) #1, !tbaa !3, !dbg !12"), ", !dbg !12");
        assert_eq!(dbg_attachment("call void @x(i64 4, ptr %a), !foo !3"), "");
    }

    #[test]
    fn strips_to_the_alloca() {
        let src = "define void @f(ptr %arg, i1 %c) {\nentry:\n  %a = alloca [4 x i32], align 4, addrspace(5)\n  %b = addrspacecast ptr addrspace(5) %a to ptr\n  %z = getelementptr [4 x i32], ptr %b, i64 0, i64 0\n  %n = getelementptr i8, ptr %b, i64 4\n  %s = select i1 %c, ptr %b, ptr %z\n  call void @llvm.lifetime.start.p0(i64 16, ptr %z)\n  call void @llvm.lifetime.start.p0(i64 16, ptr %n)\n  call void @llvm.lifetime.start.p0(i64 16, ptr %s)\n  call void @llvm.lifetime.start.p0(i64 16, ptr %arg)\n  call void @llvm.lifetime.start.p0(i64 16, ptr null)\n  call void @llvm.lifetime.end.p5(ptr addrspace(5) %a)\n  ret void\n}\ndeclare void @llvm.lifetime.start.p0(i64, ptr)\ndeclare void @llvm.lifetime.end.p5(ptr addrspace(5))\n";
        let m = crate::ir::parse_module(src).expect("parses");
        let f = &m.functions[0];
        let a = f.find_value("%a").expect("%a");
        let got: Vec<_> = f.insts.iter().filter_map(|i| old_lifetime(f, i)).collect();
        assert_eq!(got, vec![Lifetime::Kept { marker: "start", alloca: a }, Lifetime::Deleted, Lifetime::Deleted, Lifetime::Deleted, Lifetime::Deleted]);
    }
}
