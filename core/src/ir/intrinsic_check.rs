//! The signature check `LLParser` applies to calls of intrinsics the module does not declare
//! (LLVM 22 `LLParser::validateEndOfModule`): such a call's function type, read off the call
//! site, must fit the intrinsic's definition (`Intrinsic::getIntrinsicSignature`), otherwise
//! the module is rejected with `invalid intrinsic signature` at the callee of its first call.
//! The forward references are visited in name order (a `std::map`), so the error names the
//! smallest such callee, after every syntax error of the module.
//!
//! Modelled: the type class of each overloaded position (`llvm_anyint_ty`, `llvm_anyfloat_ty`,
//! `llvm_anyptr_ty`, `llvm_anyvector_ty`; the classes come from LLVM 22's `Intrinsics.td`
//! through the generated table, `scripts/gen-intrinsic-printing.py`). Not modelled (accepted,
//! docs/LLVM-DIFFERENCES.md §7): fixed parameter types (`llvm_i32_ty`), `LLVMMatchType`
//! constraints, and declared intrinsics (their declaration is checked by the Verifier, which
//! gives no line and column). Every check errs on the side of accepting: a type this module
//! cannot classify (a named struct) fits every class.

use super::model::Module;
use crate::span::{ParseError, Span};

/// `Err` with the position and message `opt-22` gives when a call to an undeclared intrinsic
/// has argument or result types its overloaded positions do not accept (`i64
/// @llvm.amdgcn.icmp.i64.f32(float …)`: `invalid intrinsic signature`). `src`: the text `m`
/// was parsed from. `O(declarations)` once and `O(referenced globals)` per function calling
/// an `llvm.*` name, plus `O(instructions)` in the functions that call an undeclared
/// overloaded intrinsic.
pub(crate) fn check_undeclared_intrinsic_calls(m: &Module, src: &str) -> Result<(), ParseError> {
    let mut declared: Option<std::collections::HashSet<&str>> = None;
    // (callee, span of its `@name` at the first bad call) with the smallest callee.
    let mut first: Option<(&str, Span)> = None;
    for f in &m.functions {
        if !f.globals.iter().any(|g| g.starts_with("llvm.")) {
            continue;
        }
        let declared = declared.get_or_insert_with(|| m.declarations.iter().map(String::as_str).chain(m.functions.iter().map(|f| f.name.as_str())).collect());
        // Only functions calling an undeclared overloaded intrinsic are scanned.
        if !f.globals.iter().any(|g| g.starts_with("llvm.") && !declared.contains(g.as_str()) && overloads(g).is_some()) {
            continue;
        }
        for inst in &f.insts {
            if !inst.opcode.is_call() {
                continue;
            }
            let Some(name) = f.callee_name(inst) else { continue };
            let Some((over, classes)) = name.starts_with("llvm.").then(|| overloads(name)).flatten() else { continue };
            if first.is_some_and(|(n, _)| n <= name) || declared.contains(name) {
                continue;
            }
            let text = inst.span.text(src);
            let Some(at) = text.find(&format!("@{name}")) else { continue };
            if !fits(text, at, over, classes) {
                let start = inst.span.start + at as u32;
                first = Some((name, Span { start, end: start + name.len() as u32 + 1 }));
            }
        }
    }
    match first {
        Some((_, span)) => Err(ParseError::new(src, span, "invalid intrinsic signature")),
        None => Ok(()),
    }
}

/// The overloaded positions and classes of intrinsic `name` (`llvm.` included), if it has any.
fn overloads(name: &str) -> Option<(&'static str, &'static str)> {
    super::canonical::intrinsic_overloads(name.strip_prefix("llvm.")?).filter(|(o, c)| *o != "-" && *c != "-")
}

/// Whether the call `text` (its callee at byte `at`) has types of the classes `classes` at the
/// overloaded positions `over` (`r0,p1`). Anything not understood fits.
fn fits(text: &str, at: usize, over: &str, classes: &str) -> bool {
    let Some(open) = text[at..].find('(').map(|k| at + k) else { return true };
    let Some(close) = super::matching_paren(text, open) else { return true };
    let args = super::upgrade::split_args(&text[open + 1..close]);
    let ret = return_type(&text[..at]);
    for (pos, class) in over.split(',').zip(classes.chars()) {
        let (kind, k) = pos.split_at(1);
        let Ok(k) = k.parse::<usize>() else { return true };
        let ty = match kind {
            "p" => args.get(k).map(|a| type_of(a)),
            _ => ret.and_then(|r| match r.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
                // Several return types: the elements of the returned struct.
                Some(body) => super::upgrade::split_args(body).get(k).map(|e| e.trim()),
                None if k == 0 => Some(r),
                None => None,
            }),
        };
        if let Some(ty) = ty {
            if !in_class(ty, class) {
                return false;
            }
        }
    }
    true
}

/// The return type of a call whose text before the callee's `@` is `head` (`%r = tail call
/// fast <2 x float> `): its last type-shaped words.
fn return_type(head: &str) -> Option<&str> {
    let h = head.trim_end();
    if h.ends_with('>') || h.ends_with('}') {
        let (open, close) = if h.ends_with('>') { ('<', '>') } else { ('{', '}') };
        let mut depth = 0i32;
        for (k, c) in h.char_indices().rev() {
            if c == close {
                depth += 1;
            } else if c == open {
                depth -= 1;
                if depth == 0 {
                    return Some(&h[k..]);
                }
            }
        }
        return None;
    }
    if h.ends_with(')') {
        let cut = h.rfind(" addrspace(")?;
        return Some(h[h[..cut].rfind(' ').map_or(0, |k| k + 1)..].trim());
    }
    h.rsplit(' ').next()
}

/// The type of a call argument `T [attrs] value`.
fn type_of(arg: &str) -> &str {
    let a = arg.trim();
    let close = match a.as_bytes().first() {
        Some(b'<') => Some('>'),
        Some(b'{') => Some('}'),
        Some(b'[') => Some(']'),
        _ => None,
    };
    if let Some(close) = close {
        let open = a.as_bytes()[0] as char;
        let mut depth = 0i32;
        for (k, c) in a.char_indices() {
            if c == open {
                depth += 1;
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    return &a[..=k];
                }
            }
        }
        return a;
    }
    if let Some(rest) = a.strip_prefix("ptr addrspace(") {
        return rest.find(')').map_or(a, |k| &a[.."ptr addrspace(".len() + k + 1]);
    }
    a.split(' ').next().unwrap_or(a)
}

/// Whether type `ty` is of class `class` (`i`, `f`, `p`, `v`, `a`: the overloaded type
/// classes; vectors of integers are integers, and so on, as LLVM's `iAny`/`fAny` are).
/// Types not understood here (named structs, typed pointers to them) fit every class.
fn in_class(ty: &str, class: char) -> bool {
    let ty = ty.trim();
    let scalar = |t: &str| -> Option<char> {
        let t = t.trim();
        if t.strip_prefix('i').is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())) {
            Some('i')
        } else if matches!(t, "half" | "bfloat" | "float" | "double" | "fp128" | "x86_fp80" | "ppc_fp128") {
            Some('f')
        } else if t == "ptr" || t.starts_with("ptr addrspace(") || t.ends_with('*') {
            Some('p')
        } else if t.starts_with('%') {
            None
        } else {
            Some('x')
        }
    };
    match class {
        'a' => true,
        'v' => ty.starts_with('<') && !ty.starts_with("<{"),
        _ => {
            let elem = match ty.strip_prefix('<').and_then(|v| v.strip_suffix('>')) {
                Some(v) if !v.starts_with('{') => v.rsplit(" x ").next().unwrap_or(v),
                _ => ty,
            };
            scalar(elem).is_none_or(|c| c == class)
        }
    }
}


#[cfg(test)]
mod tests {
    use super::*;

    fn check(src: &str) -> Result<(), String> {
        let m = super::super::parser::parse(src).map_err(|e| e.to_string())?;
        check_undeclared_intrinsic_calls(&m, src).map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))
    }

    #[test]
    fn overloaded_classes() {
        let f = |body: &str| check(&format!("define i64 @f(float %x, double %d, i32 %i, <2 x i32> %v) {{\n{body}\n  ret i64 0\n}}\n"));
        // `llvm.amdgcn.icmp`: an integer compare (`iAny` result and operand).
        assert_eq!(f("  %a = call i64 @llvm.amdgcn.icmp.i64.f32(float %x, float %x, i32 10)"), Err("2:17: invalid intrinsic signature".to_string()));
        assert_eq!(f("  %a = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %i, i32 %i, i32 32)"), Ok(()));
        assert_eq!(f("  %a = call <2 x i32> @llvm.amdgcn.icmp.v2i32.i32(i32 %i, i32 %i, i32 32)"), Ok(()));
        assert_eq!(f("  %a = call float @llvm.amdgcn.icmp.f32.i32(i32 %i, i32 %i, i32 32)"), Err("2:19: invalid intrinsic signature".to_string()));
        // The smallest callee name is reported, at its first call.
        let two = "  %a = call i64 @llvm.amdgcn.icmp.i64.f64(double %d, double %d, i32 1)\n  %b = call i64 @llvm.amdgcn.icmp.i64.f32(float %x, float %x, i32 1)\n  %c = call i64 @llvm.amdgcn.icmp.i64.f32(float %x, float %x, i32 1)";
        assert_eq!(f(two), Err("3:17: invalid intrinsic signature".to_string()));
        // Declared: the Verifier's business, not checked here.
        let declared = "declare i64 @llvm.amdgcn.icmp.i64.f32(float, float, i32)\ndefine i64 @f(float %x) {\n  %a = call i64 @llvm.amdgcn.icmp.i64.f32(float %x, float %x, i32 10)\n  ret i64 %a\n}\n";
        assert_eq!(check(declared), Ok(()));
        // Several return types: the struct's elements; vectors of integers are integers.
        assert_eq!(f("  %s = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %i, i32 %i)"), Ok(()));
        assert_eq!(f("  %s = call { float, i1 } @llvm.sadd.with.overflow.f32(float %x, float %x)"), Err("2:27: invalid intrinsic signature".to_string()));
        assert_eq!(f("  %s = call <2 x i32> @llvm.smax.v2i32(<2 x i32> %v, <2 x i32> %v)"), Ok(()));
        assert_eq!(f("  %s = call float @llvm.fabs.f32(float %x)"), Ok(()));
        assert_eq!(f("  %s = call i32 @llvm.fabs.i32(i32 %i)"), Err("2:17: invalid intrinsic signature".to_string()));
    }
}
