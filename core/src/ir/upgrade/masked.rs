//! LLVM 22's upgrade of the masked memory intrinsics: `llvm.masked.load`, `llvm.masked.store`,
//! `llvm.masked.gather` and `llvm.masked.scatter` lost their `i32` alignment operand, which
//! became an `align N` parameter attribute on the pointer (or vector of pointers) operand.
//! Read off `opt-22 -S` (LLVM 22.1.8): `%r = tail call fast <4 x float>
//! @llvm.masked.load.v4f32.p0(ptr nonnull %p, i32 4, <4 x i1> %m, <4 x float> %v) #0, !foo !0`
//! becomes `%r = tail call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %p, <4 x i1>
//! %m, <4 x float> %v), !foo !0`: the call is rebuilt with the `tail` marker and the
//! attachments kept, while fast-math flags, the call-site attribute group and the pointer's
//! other parameter attributes (`nonnull`, an `align` already there) go. An alignment of 0
//! is an error in `opt-22` ("Invalid zero alignment argument"); we then print the call as
//! written.

/// Which operand is the pointer (the alignment operand follows it) for an old masked
/// intrinsic `name` (raw, `llvm.` included); `None` for other names. `O(name)`.
fn pointer_operand(name: &str) -> Option<usize> {
    if name.starts_with("llvm.masked.load.") || name.starts_with("llvm.masked.gather.") {
        Some(0)
    } else if name.starts_with("llvm.masked.store.") || name.starts_with("llvm.masked.scatter.") {
        Some(1)
    } else {
        None
    }
}

/// Whether the collapsed call `text` to `name` is written with the old alignment operand
/// (four arguments). `O(text)`.
pub fn is_old(name: &str, text: &str) -> bool {
    pointer_operand(name).is_some() && args(name, text).is_some_and(|(_, _, a)| a.len() == 4)
}

/// The callee's `(` and matching `)` offsets in `text` and the top-level arguments.
fn args<'t>(name: &str, text: &'t str) -> Option<(usize, usize, Vec<&'t str>)> {
    let at = text.find(&format!("@{name}("))?;
    let open = at + name.len() + 1;
    let close = crate::ir::matching_paren(text, open)?;
    Some((open, close, super::split_args(&text[open + 1..close])))
}

/// The upgraded text of the collapsed call `text` to the masked intrinsic `name` when it is
/// written with the old alignment operand; `None` for every other call, a zero or
/// non-constant alignment, or a pointer operand that is not a plain type and value (then the
/// call is printed as written). `O(text)`.
pub fn upgrade(name: &str, text: &str) -> Option<String> {
    let k = pointer_operand(name)?;
    let (open, close, args) = args(name, text)?;
    if args.len() != 4 {
        return None;
    }
    let align: u64 = args[k + 1].strip_prefix("i32 ")?.rsplit(' ').next()?.parse().ok()?;
    if align == 0 {
        return None;
    }
    let p = args[k];
    // The pointer operand's type: `ptr`, `ptr addrspace(N)`, or a vector of them.
    let ty_len = if p.starts_with('<') {
        p.find('>')? + 1
    } else if p.starts_with("ptr addrspace(") {
        p.find(')')? + 1
    } else if p.starts_with("ptr ") {
        3
    } else {
        return None;
    };
    let rest = p[ty_len..].trim();
    if rest.contains(['(', '"']) {
        return None;
    }
    let value = rest.rsplit(' ').next()?;
    let mut new_args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    new_args[k] = format!("{} align {align} {value}", &p[..ty_len]);
    new_args.remove(k + 1);
    // Head: fast-math flags go (`tail` stays).
    let head: Vec<&str> = text[..open - name.len() - 1]
        .split(' ')
        .filter(|w| !matches!(*w, "fast" | "nnan" | "ninf" | "nsz" | "arcp" | "contract" | "afn" | "reassoc"))
        .collect();
    // After the arguments: call-site attributes go, attachments stay.
    let after = &text[close + 1..];
    let attachments = after.find(", !").map_or("", |a| &after[a..]);
    Some(format!("{}@{name}({}){attachments}", head.join(" "), new_args.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alignment_operand_becomes_an_attribute() {
        let l = "%r = tail call fast <4 x float> @llvm.masked.load.v4f32.p0(ptr nonnull %p, i32 4, <4 x i1> %m, <4 x float> %v) #0, !foo !0";
        assert_eq!(upgrade("llvm.masked.load.v4f32.p0", l).as_deref(), Some("%r = tail call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %p, <4 x i1> %m, <4 x float> %v), !foo !0"));
        let s = "call void @llvm.masked.store.v4f32.p0(<4 x float> %r, ptr align 16 %p, i32 8, <4 x i1> %m)";
        assert_eq!(upgrade("llvm.masked.store.v4f32.p0", s).as_deref(), Some("call void @llvm.masked.store.v4f32.p0(<4 x float> %r, ptr align 8 %p, <4 x i1> %m)"));
        let g = "%g = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> %ps, i32 4, <4 x i1> %m, <4 x float> %v)";
        assert_eq!(upgrade("llvm.masked.gather.v4f32.v4p1", g).as_deref(), Some("%g = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> align 4 %ps, <4 x i1> %m, <4 x float> %v)"));
        assert!(upgrade("llvm.masked.load.v4f32.p0", "%z = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, i32 0, <4 x i1> %m, <4 x float> %v)").is_none());
        assert!(upgrade("llvm.masked.load.v4f32.p0", "%z = call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4 %p, <4 x i1> %m, <4 x float> %v)").is_none());
        assert!(is_old("llvm.masked.store.v4f32.p0", s));
    }
}
