//! Instructions re-printed the way `opt` prints them (LLVM 22 `AssemblyWriter::printInstruction`
//! with the `SlotTracker` of `Value::print`, llvm/lib/IR/AsmWriter.cpp), from their source
//! text and the module around them.
//!
//! `opt` never echoes the input: it parses, upgrades and re-prints. For IR that LLVM tools
//! wrote the two agree; for IR written by hand or by older tools they differ, and
//! `print<…>` output must show opt's form. [`inst_text`] applies, to one instruction:
//!
//! * **Layout**: comments dropped, white space collapsed, `, ` after every comma (so inline
//!   asm `asm "…","…"` prints `asm "…", "…"`), `[ v, %b ]` in phis, LLVM's line breaks in
//!   `switch`, `invoke`, `callbr` and `landingpad`.
//! * **Local names**: values and blocks as the slot tracker numbers them (`%5` → `%2` when
//!   the source skipped numbers), quoted names re-escaped (`%"a\5Cb"` → `%"a\\b"`).
//! * **Metadata numbers**: `!N` as numbered for a single function (`SlotTracker` with
//!   `ShouldInitializeAllMetadata` off, as `print<…>` passes print): global variables'
//!   attachments, then named metadata, then this function's attachments, then, per
//!   instruction in order, its debug records, the metadata operands of intrinsic calls and
//!   its attachments; each node numbered before its operands, depth first
//!   (`SlotTracker::CreateMetadataSlot`); `DIExpression`/`DIArgList` nodes get no number.
//!   Attachments are sorted by metadata kind (`Instruction::getAllMetadata`: the fixed kinds
//!   of `FixedMetadataKinds.def`, then custom kinds in the order the file first uses them).
//! * **Attribute groups**: `#N` as the slot tracker numbers attribute sets: every function's
//!   function attributes in module order (intrinsic declarations carry their intrinsic's
//!   attributes, upgraded declarations move to the end), then this function's call-site sets;
//!   equal sets share a number.
//! * **Intrinsic names** re-mangled from their declared types (`Intrinsic::getName`:
//!   `llvm.amdgcn.readfirstlane` of `i32` → `llvm.amdgcn.readfirstlane.i32`,
//!   `llvm.amdgcn.icmp.i32` returning `i64` → `llvm.amdgcn.icmp.i64.i32`), from the table
//!   `scripts/gen-intrinsic-printing.py` generates from LLVM 22's `Intrinsics.td`.
//! * **Constants**: `i1 0`/`i1 1` → `false`/`true`, integers as signed values of their width
//!   (`i8 255` → `i8 -1`), `float`/`double` literals as `%e` with six digits when that reads
//!   back exactly and as 16 hex digits of the double otherwise (`WriteAPFloatInternal`),
//!   `half`/`bfloat` as `0xH…`/`0xR…`.
//! * **Aggregate constants** as LLVM uniques them: `zeroinitializer`, `undef`, `poison`,
//!   `splat (T v)`, `c"…"` for `[N x i8]`.
//! * **Typed pointers** print opaque: `i32*` → `ptr`, `i8 addrspace(1)*` → `ptr addrspace(1)`.
//! * **Default alignment**: `load`, `store` (the type's ABI alignment), `alloca` (preferred
//!   alignment) and `atomicrmw`/`cmpxchg` (store size) without `align` get the `align`
//!   `LLParser` gives them, from the module's data layout (AMDGPU's when the module has none).
//!
//! Everything the module contributes is computed once per module (`O(module)`) and per
//! function (`O(function + reachable metadata)`) on first use and cached in the
//! [`Function`]'s [`PrintCache`]; each instruction then costs `O(its text · log names)`.
//! Texts that are already canonical come back borrowed. Nothing here panics on any input: a
//! text the lexer rejects comes back with the layout rules only.

use super::lexer::{Kind, Lexer, Token};
use super::names;
use super::{Function, InstId, Module, Opcode};
use std::borrow::Cow;
use std::fmt;
use std::fmt::Write as _;
use std::sync::{Arc, OnceLock};

/// What the printer caches per function: the module tables (shared by every function of a
/// module parsed by [`crate::ir::parse_module`]) and this function's name, metadata and
/// attribute numbering. Filled on first use; empty after deserialisation (then recomputed
/// from the source text). Compares equal to every other cache.
#[derive(Clone, Default)]
pub struct PrintCache {
    module: Arc<OnceLock<ModuleInfo>>,
    func: Arc<OnceLock<FnTables>>,
}

impl PartialEq for PrintCache {
    fn eq(&self, _: &PrintCache) -> bool {
        true
    }
}

impl fmt::Debug for PrintCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PrintCache")
    }
}

/// Gives every function of `m` one shared module cache. `O(functions)`.
pub(crate) fn attach(m: &mut Module) {
    let shared = Arc::new(OnceLock::new());
    for f in &mut m.functions {
        f.print_cache = PrintCache { module: shared.clone(), func: Arc::new(OnceLock::new()) };
    }
}

// ---------------------------------------------------------------------------------------
// Tokens.

fn lex(text: &str) -> Option<Vec<Token>> {
    let mut lx = Lexer::new(text);
    let mut out = Vec::new();
    loop {
        let t = lx.next_token().ok()?;
        if t.kind == Kind::Eof {
            return Some(out);
        }
        out.push(t);
    }
}

fn tx<'t>(text: &'t str, t: &Token) -> &'t str {
    text.get(t.start as usize..t.end as usize).unwrap_or("")
}

fn opens(k: Kind) -> bool {
    matches!(k, Kind::LParen | Kind::LSquare | Kind::LBrace | Kind::Less)
}

fn closes(k: Kind) -> bool {
    matches!(k, Kind::RParen | Kind::RSquare | Kind::RBrace | Kind::Greater)
}

/// A numbered metadata reference `!12` → 12.
fn md_number(s: &str) -> Option<u32> {
    let d = s.strip_prefix('!')?;
    if d.is_empty() || !d.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    d.parse().ok()
}

/// The name key of a `%…` token or label: `n` + raw bytes for a name, `#` + digits for a
/// number.
fn name_key(tok: &str) -> Vec<u8> {
    let t = tok.strip_suffix(':').unwrap_or(tok);
    let t = t.strip_prefix('%').unwrap_or(t);
    let b = t.as_bytes();
    let mut k = Vec::with_capacity(b.len() + 1);
    if b.len() >= 2 && b[0] == b'"' && b[b.len() - 1] == b'"' {
        k.push(b'n');
        k.extend_from_slice(&names::unescape(&b[1..b.len() - 1]));
    } else if !b.is_empty() && b.iter().all(|c| c.is_ascii_digit()) {
        k.push(b'#');
        k.extend_from_slice(b);
    } else {
        k.push(b'n');
        k.extend_from_slice(b);
    }
    k
}

// ---------------------------------------------------------------------------------------
// Data layout.

/// The parts of a `target datalayout` that decide default alignments (all in bytes).
#[derive(Clone, Debug)]
struct DataLayout {
    /// `(bits, abi, pref)`, sorted by bits.
    ints: Vec<(u32, u32, u32)>,
    floats: Vec<(u32, u32, u32)>,
    vectors: Vec<(u32, u32, u32)>,
    /// `(address space, size, abi, pref)`.
    pointers: Vec<(u32, u32, u32, u32)>,
    /// Aggregate `(abi, pref)`.
    aggregate: (u32, u32),
}

/// AMDGPU's layout (`AMDGPUTargetMachine`, LLVM 22), used when the module has none.
pub const AMDGPU_DATALAYOUT: &str = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9";

impl DataLayout {
    /// LLVM 22's defaults (`DataLayout::DataLayout()`) overridden by the specs of `s`.
    fn parse(s: &str) -> DataLayout {
        let mut dl = DataLayout {
            ints: vec![(1, 1, 1), (8, 1, 1), (16, 2, 2), (32, 4, 4), (64, 4, 8)],
            floats: vec![(16, 2, 2), (32, 4, 4), (64, 8, 8), (128, 16, 16)],
            vectors: vec![(64, 8, 8), (128, 16, 16)],
            pointers: vec![(0, 8, 8, 8)],
            aggregate: (1, 8),
        };
        let bytes = |x: &str| x.parse::<u32>().ok().map(|b| (b / 8).max(1));
        for spec in s.split('-') {
            let parts: Vec<&str> = spec.split(':').collect();
            let head = parts[0];
            let Some(c) = head.chars().next() else { continue };
            match c {
                'i' | 'f' | 'v' => {
                    let (Ok(bits), Some(abi)) = (head[1..].parse::<u32>(), parts.get(1).and_then(|x| bytes(x))) else { continue };
                    let pref = parts.get(2).and_then(|x| bytes(x)).unwrap_or(abi);
                    let list = match c {
                        'i' => &mut dl.ints,
                        'f' => &mut dl.floats,
                        _ => &mut dl.vectors,
                    };
                    list.retain(|e| e.0 != bits);
                    list.push((bits, abi, pref));
                    crate::sort::sort_unstable(list);
                }
                'p' if head.len() == 1 || head[1..].bytes().all(|b| b.is_ascii_digit()) => {
                    let space = head[1..].parse::<u32>().unwrap_or(0);
                    let (Some(size), Some(abi)) = (parts.get(1).and_then(|x| bytes(x)), parts.get(2).and_then(|x| bytes(x))) else { continue };
                    let pref = parts.get(3).and_then(|x| bytes(x)).unwrap_or(abi);
                    dl.pointers.retain(|e| e.0 != space);
                    dl.pointers.push((space, size, abi, pref));
                }
                'a' if head.len() == 1 => {
                    let abi = parts.get(1).and_then(|x| x.parse::<u32>().ok()).map(|b| (b / 8).max(1)).unwrap_or(1);
                    let pref = parts.get(2).and_then(|x| bytes(x)).unwrap_or(abi);
                    dl.aggregate = (abi, pref);
                }
                _ => {}
            }
        }
        dl
    }

    fn int(&self, bits: u32) -> (u32, u32) {
        let i = self.ints.partition_point(|e| e.0 < bits);
        let e = self.ints.get(i).or(self.ints.last()).copied().unwrap_or((bits, 1, 1));
        (e.1, e.2)
    }

    fn pointer(&self, space: u32) -> (u32, u32, u32) {
        let e = self.pointers.iter().find(|e| e.0 == space).or_else(|| self.pointers.iter().find(|e| e.0 == 0)).copied().unwrap_or((0, 8, 8, 8));
        (e.1, e.2, e.3)
    }
}

/// Size and alignments of a type, in bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct TypeLayout {
    /// Store size (`getTypeStoreSize`).
    store: u64,
    /// Alloc size (`getTypeAllocSize`: store size rounded up to the ABI alignment).
    alloc: u64,
    abi: u32,
    pref: u32,
}

fn pow2_ceil(x: u64) -> u32 {
    x.max(1).checked_next_power_of_two().unwrap_or(1 << 31).min(1 << 31) as u32
}

fn round_up(x: u64, a: u32) -> u64 {
    let a = u64::from(a.max(1));
    x.div_ceil(a).saturating_mul(a)
}

fn scalar(store: u64, abi: u32, pref: u32) -> TypeLayout {
    TypeLayout { store, alloc: round_up(store, abi), abi, pref }
}

/// Parses the type starting at token `i` of `text`, returning the index after it and its
/// layout (`None` layout for types without one: `void`, `label`, opaque structs).
/// Typed pointers (`i32*`, `float addrspace(1)*`) are pointers. `depth` bounds named-type
/// recursion.
fn parse_type(m: &ModuleInfo, text: &str, toks: &[Token], i: usize, depth: u32) -> Option<(usize, Option<TypeLayout>)> {
    let t = toks.get(i)?;
    let s = tx(text, t);
    let dl = &m.layout;
    let (mut next, mut lay) = match t.kind {
        Kind::Ident => {
            if let Some(bits) = s.strip_prefix('i').and_then(|b| b.parse::<u32>().ok()) {
                let (abi, pref) = dl.int(bits);
                (i + 1, Some(scalar(u64::from(bits).div_ceil(8), abi, pref)))
            } else if let Some(bits) = float_bits(s) {
                let spec_bits = if s == "bfloat" { 16 } else { bits };
                let store = u64::from(bits).div_ceil(8);
                let (abi, pref) = dl.floats.iter().find(|e| e.0 == spec_bits).map(|e| (e.1, e.2)).unwrap_or((pow2_ceil(store), pow2_ceil(store)));
                (i + 1, Some(scalar(store, abi, pref)))
            } else if s == "ptr" {
                let (space, n) = addrspace(text, toks, i + 1);
                let (size, abi, pref) = dl.pointer(space);
                (n, Some(scalar(u64::from(size), abi, pref)))
            } else if matches!(s, "void" | "label" | "metadata" | "token" | "opaque" | "x86_amx") {
                (i + 1, None)
            } else {
                return None;
            }
        }
        Kind::Less => {
            // `<N x T>` or `<vscale x N x T>` or a packed struct `<{ … }>`.
            if toks.get(i + 1).map(|t| t.kind) == Some(Kind::LBrace) {
                let (n, l) = parse_struct(m, text, toks, i + 1, depth, true)?;
                if toks.get(n).map(|t| t.kind) != Some(Kind::Greater) {
                    return None;
                }
                (n + 1, l)
            } else {
                let mut j = i + 1;
                let scalable = toks.get(j).map(|t| tx(text, t)) == Some("vscale");
                if scalable {
                    j += 2;
                }
                let count: u64 = tx(text, toks.get(j)?).parse().ok()?;
                if toks.get(j + 1).map(|t| tx(text, t)) != Some("x") {
                    return None;
                }
                let (n, el) = parse_type(m, text, toks, j + 2, depth)?;
                if toks.get(n).map(|t| t.kind) != Some(Kind::Greater) {
                    return None;
                }
                let lay = el.filter(|_| !scalable).map(|e| {
                    // Element bits: i1 is one bit in a vector.
                    let el_bits = element_bits(text, toks, j + 2).unwrap_or(e.store * 8);
                    let bits = el_bits.saturating_mul(count);
                    let store = bits.div_ceil(8);
                    let (abi, pref) = dl.vectors.iter().find(|v| u64::from(v.0) == bits).map(|v| (v.1, v.2)).unwrap_or((pow2_ceil(store), pow2_ceil(store)));
                    scalar(store, abi, pref)
                });
                (n + 1, lay)
            }
        }
        Kind::LSquare => {
            let count: u64 = tx(text, toks.get(i + 1)?).parse().ok()?;
            if toks.get(i + 2).map(|t| tx(text, t)) != Some("x") {
                return None;
            }
            let (n, el) = parse_type(m, text, toks, i + 3, depth)?;
            if toks.get(n).map(|t| t.kind) != Some(Kind::RSquare) {
                return None;
            }
            let lay = el.map(|e| {
                let size = e.alloc.saturating_mul(count);
                TypeLayout { store: size, alloc: size, abi: e.abi, pref: e.pref }
            });
            (n + 1, lay)
        }
        Kind::LBrace => parse_struct(m, text, toks, i, depth, false)?,
        Kind::LocalVar | Kind::LocalVarId => {
            let key = name_key(s);
            let lay = if depth > 16 {
                None
            } else {
                m.types.binary_search_by(|e| e.0.as_slice().cmp(&key)).ok().and_then(|k| {
                    let body = &m.types[k].1;
                    let bt = lex(body)?;
                    parse_type(m, body, &bt, 0, depth + 1).and_then(|r| r.1)
                })
            };
            (i + 1, lay)
        }
        _ => return None,
    };
    // Typed pointers: `T*`, `T addrspace(N)*`, and function types `T (A, B)*`.
    loop {
        match toks.get(next).map(|t| (t.kind, tx(text, t))) {
            Some((Kind::Star, _)) => {
                let (size, abi, pref) = dl.pointer(0);
                lay = Some(scalar(u64::from(size), abi, pref));
                next += 1;
            }
            Some((Kind::Ident, "addrspace")) if toks.get(next + 4).map(|t| t.kind) == Some(Kind::Star) => {
                let (space, n) = addrspace(text, toks, next);
                let (size, abi, pref) = dl.pointer(space);
                lay = Some(scalar(u64::from(size), abi, pref));
                next = n + 1;
            }
            _ => break,
        }
    }
    Some((next, lay))
}

fn element_bits(text: &str, toks: &[Token], i: usize) -> Option<u64> {
    let s = tx(text, toks.get(i)?);
    s.strip_prefix('i').and_then(|b| b.parse::<u64>().ok()).or_else(|| float_bits(s).map(u64::from))
}

fn float_bits(s: &str) -> Option<u32> {
    Some(match s {
        "half" | "bfloat" => 16,
        "float" => 32,
        "double" => 64,
        "x86_fp80" => 80,
        "fp128" | "ppc_fp128" => 128,
        _ => return None,
    })
}

/// `addrspace(N)` at `i` → `(N, index after)`; `(0, i)` if absent.
fn addrspace(text: &str, toks: &[Token], i: usize) -> (u32, usize) {
    if toks.get(i).map(|t| tx(text, t)) == Some("addrspace") && toks.get(i + 1).map(|t| t.kind) == Some(Kind::LParen) && toks.get(i + 3).map(|t| t.kind) == Some(Kind::RParen) {
        if let Some(n) = toks.get(i + 2).and_then(|t| tx(text, t).parse().ok()) {
            return (n, i + 4);
        }
    }
    (0, i)
}

fn parse_struct(m: &ModuleInfo, text: &str, toks: &[Token], i: usize, depth: u32, packed: bool) -> Option<(usize, Option<TypeLayout>)> {
    let mut j = i + 1;
    let (mut size, mut abi, mut known) = (0u64, 1u32, true);
    if toks.get(j).map(|t| t.kind) == Some(Kind::RBrace) {
        j += 1;
    } else {
        loop {
            let (n, l) = parse_type(m, text, toks, j, depth)?;
            match l {
                Some(l) => {
                    let a = if packed { 1 } else { l.abi };
                    size = round_up(size, a).saturating_add(l.alloc);
                    abi = abi.max(a);
                }
                None => known = false,
            }
            match toks.get(n).map(|t| t.kind) {
                Some(Kind::Comma) => j = n + 1,
                Some(Kind::RBrace) => {
                    j = n + 1;
                    break;
                }
                _ => return None,
            }
        }
    }
    let size = round_up(size, abi);
    let pref = abi.max(m.layout.aggregate.1);
    let abi = abi.max(m.layout.aggregate.0);
    Some((j, known.then_some(TypeLayout { store: size, alloc: size, abi, pref })))
}

// ---------------------------------------------------------------------------------------
// Attribute sets.

/// A function attribute set as a sorted, space-separated list with LLVM 22's memory
/// attribute (`readnone` → `memory(none)`, `argmemonly readonly` → `memory(argmem: read)`).
fn attr_key(text: &str) -> String {
    let Some(toks) = lex(text) else { return text.to_string() };
    let mut out: Vec<String> = Vec::new();
    let (mut access, mut loc) = (None, None);
    let mut k = 0;
    while k < toks.len() {
        let t = &toks[k];
        let s = tx(text, t);
        // An attribute with a `(…)` argument or a `"k"="v"` pair.
        let mut end = k + 1;
        if toks.get(end).map(|t| t.kind) == Some(Kind::LParen) {
            let mut d = 0usize;
            while end < toks.len() {
                d = if opens(toks[end].kind) {
                    d + 1
                } else if closes(toks[end].kind) {
                    d.saturating_sub(1)
                } else {
                    d
                };
                end += 1;
                if d == 0 {
                    break;
                }
            }
        } else if t.kind == Kind::StringConstant && toks.get(end).map(|t| t.kind) == Some(Kind::Equal) {
            end += 2;
        }
        match s {
            "readnone" => access = Some("none"),
            "readonly" => access = Some("read"),
            "writeonly" => access = Some("write"),
            "argmemonly" => loc = Some("argmem"),
            "inaccessiblememonly" => loc = Some("inaccessiblemem"),
            "inaccessiblemem_or_argmemonly" => loc = Some("both"),
            _ => {
                let mut a = String::new();
                for u in toks.get(k..end.min(toks.len())).unwrap_or(&[]) {
                    a.push_str(tx(text, u));
                    if u.kind == Kind::Comma {
                        a.push(' ');
                    }
                }
                let a = a.replace(':', ": ").replace(":  ", ": ");
                out.push(a);
            }
        }
        k = end.max(k + 1);
    }
    if access.is_some() || loc.is_some() {
        let a = access.unwrap_or("readwrite");
        out.push(match (a, loc) {
            ("none", _) => "memory(none)".to_string(),
            (a, Some("both")) => format!("memory(argmem: {a}, inaccessiblemem: {a})"),
            (a, Some(l)) => format!("memory({l}: {a})"),
            (a, None) => format!("memory({a})"),
        });
    }
    crate::sort::sort(&mut out);
    out.dedup();
    out.join(" ")
}

/// `(overloaded positions, attribute set)` of intrinsic `name` (without `llvm.`): the longest
/// entry of the shared intrinsic table ([`crate::intrinsic_table`]) that is `name` or a prefix
/// of it followed by `.`. `O(log table · len)`.
fn intrinsic_info(name: &str) -> Option<(String, &'static str, &'static str)> {
    let r = crate::intrinsic_table::lookup(name)?;
    Some((r.name.to_string(), r.overloads, r.attrs))
}

/// `(overloaded positions, their type classes)` of intrinsic `name` (without `llvm.`), found
/// as [`intrinsic_info`] finds it (LLVM's `Intrinsic::lookupIntrinsicID`): positions `r0`,
/// `p1`, … comma-separated (`-`: none), classes one letter per position (`i` any integer,
/// `f` any floating point, `p` any pointer, `v` any vector, `a` any type; `-`: none).
/// `O(log table · len)`.
pub(crate) fn intrinsic_overloads(name: &str) -> Option<(&'static str, &'static str)> {
    let r = crate::intrinsic_table::lookup(name)?;
    Some((r.overloads, r.classes))
}

/// The token index of element `k` of a literal struct type whose first element starts at
/// token `first` (`{ i32, i1 }`: `first` is the `i32`). `O(tokens of the struct)`.
fn struct_element(m: &ModuleInfo, text: &str, toks: &[Token], first: usize, k: usize) -> Option<usize> {
    let mut at = first;
    for _ in 0..k {
        let (next, _) = parse_type(m, text, toks, at, 0)?;
        if toks.get(next)?.kind != Kind::Comma {
            return None;
        }
        at = next + 1;
    }
    Some(at)
}

/// `Intrinsic::getMangledTypeStr` of the type at token `i`.
fn mangle_type(text: &str, toks: &[Token], i: usize) -> Option<(String, usize)> {
    let t = toks.get(i)?;
    let s = tx(text, t);
    Some(match t.kind {
        Kind::Ident => match s {
            "ptr" => {
                let (space, n) = addrspace(text, toks, i + 1);
                (format!("p{space}"), n)
            }
            "half" => ("f16".into(), i + 1),
            "bfloat" => ("bf16".into(), i + 1),
            "float" => ("f32".into(), i + 1),
            "double" => ("f64".into(), i + 1),
            "fp128" => ("f128".into(), i + 1),
            "x86_fp80" => ("f80".into(), i + 1),
            "ppc_fp128" => ("ppcf128".into(), i + 1),
            "metadata" => ("Metadata".into(), i + 1),
            "token" => ("token".into(), i + 1),
            "void" => ("isVoid".into(), i + 1),
            _ if s.starts_with('i') && s[1..].bytes().all(|b| b.is_ascii_digit()) && s.len() > 1 => (s.to_string(), i + 1),
            _ => return None,
        },
        Kind::Less => {
            let mut j = i + 1;
            let mut pre = String::from("v");
            if toks.get(j).map(|t| tx(text, t)) == Some("vscale") {
                pre = "nxv".into();
                j += 2;
            }
            let n = tx(text, toks.get(j)?);
            let (el, k) = mangle_type(text, toks, j + 2)?;
            (format!("{pre}{n}{el}"), k + 1)
        }
        Kind::LSquare => {
            let n = tx(text, toks.get(i + 1)?);
            let (el, k) = mangle_type(text, toks, i + 3)?;
            (format!("a{n}{el}"), k + 1)
        }
        Kind::LBrace => {
            let mut out = String::from("sl_");
            let mut j = i + 1;
            while toks.get(j).map(|t| t.kind) != Some(Kind::RBrace) {
                let (el, k) = mangle_type(text, toks, j)?;
                out.push_str(&el);
                j = if toks.get(k).map(|t| t.kind) == Some(Kind::Comma) { k + 1 } else { k };
                if j >= toks.len() {
                    return None;
                }
            }
            out.push('s');
            (out, j + 1)
        }
        Kind::LocalVar => {
            let k = name_key(s);
            (format!("s_{}", String::from_utf8_lossy(&k[1..])), i + 1)
        }
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------
// The module.

/// A metadata node definition `!N = …`.
#[derive(Clone, Debug, Default)]
struct MdNode {
    defined: bool,
    /// Printed inline, never numbered (`DIExpression`, `DIArgList`).
    inline: bool,
    /// Numbered nodes it references, in operand order.
    ops: Vec<u32>,
    /// An `nvvm.annotations` entry LLVM 22 upgrades away (`!{ptr @k, !"kernel", i32 1}` and
    /// the launch-bound keys: `upgradeNVVMAnnotations` in AutoUpgrade.cpp).
    nvvm_upgraded: bool,
}

/// The `nvvm.annotations` keys AutoUpgrade turns into attributes or calling conventions.
const NVVM_UPGRADED: [&str; 14] = [
    "\"kernel\"",
    "\"maxntidx\"",
    "\"maxntidy\"",
    "\"maxntidz\"",
    "\"reqntidx\"",
    "\"reqntidy\"",
    "\"reqntidz\"",
    "\"cluster_dim_x\"",
    "\"cluster_dim_y\"",
    "\"cluster_dim_z\"",
    "\"maxclusterrank\"",
    "\"minctasm\"",
    "\"maxnreg\"",
    "\"grid_constant\"",
];

/// One `define` or `declare` in module order.
#[derive(Clone, Debug)]
struct FnDecl {
    /// Offset of its `@name` token.
    at: u32,
    /// Its metadata attachments `(kind, node)`.
    attachments: Vec<(u32, u32)>,
}

/// A function as scanned: `@name` offset, attribute text (`=SET` for an intrinsic's), whether
/// an upgrade renamed it, attachments `(node, kind)`.
type ScannedFn = (u32, String, bool, Vec<(u32, String)>);

/// Module-level tables, built once from the source text. `O(module)`.
#[derive(Debug)]
struct ModuleInfo {
    layout: DataLayout,
    /// Named types `(key, body text)`, sorted by key.
    types: Vec<(Vec<u8>, String)>,
    /// Metadata nodes by source number.
    md: Vec<MdNode>,
    /// Numbered before any function's: global variables' attachments, then named metadata
    /// operands, in order.
    md_base: Vec<u32>,
    /// Custom metadata kinds in order of first use (their ids follow the fixed kinds).
    kinds: Vec<String>,
    /// Source attribute groups `(number, key)`, sorted.
    groups: Vec<(u32, String)>,
    /// Module-level attribute-set slots, in slot order.
    fn_slots: Vec<String>,
    functions: Vec<FnDecl>,
    /// Renamed intrinsics `(old raw name, new raw name)`, sorted.
    renames: Vec<(String, String)>,
}

/// Marks an `nvvm.annotations` operand while scanning (node numbers stay below 2^24).
const NVVM_FLAG: u32 = 1 << 31;

const FIXED_KINDS: [&str; 46] = [
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "make.implicit",
    "unpredictable",
    "invariant.group",
    "align",
    "llvm.loop",
    "type",
    "section_prefix",
    "absolute_symbol",
    "associated",
    "callees",
    "irr_loop",
    "llvm.access.group",
    "callback",
    "llvm.preserve.access.index",
    "vcall_visibility",
    "noundef",
    "annotation",
    "nosanitize",
    "func_sanitize",
    "exclude",
    "memprof",
    "callsite",
    "kcfi_type",
    "pcsections",
    "DIAssignID",
    "coro.outside.frame",
    "mmra",
    "noalias.addrspace",
    "callee_type",
    "nofree",
    "captures",
    "alloc_token",
];

impl ModuleInfo {
    /// The kind id of `!name` (fixed kinds, then custom kinds by first use, unknown last).
    fn kind_id(&self, name: &str) -> u32 {
        if let Some(k) = FIXED_KINDS.iter().position(|&k| k == name) {
            return k as u32;
        }
        match self.kinds.iter().position(|k| k == name) {
            Some(k) => 64 + k as u32,
            None => u32::MAX,
        }
    }

    fn group(&self, n: u32) -> Option<&str> {
        self.groups.binary_search_by_key(&n, |g| g.0).ok().map(|k| self.groups[k].1.as_str())
    }

    fn scan(src: &str) -> ModuleInfo {
        let mut m = ModuleInfo {
            layout: DataLayout::parse(""),
            types: Vec::new(),
            md: Vec::new(),
            md_base: Vec::new(),
            kinds: Vec::new(),
            groups: Vec::new(),
            fn_slots: Vec::new(),
            functions: Vec::new(),
            renames: Vec::new(),
        };
        let mut layout_text: Option<String> = None;
        let mut lx = Lexer::new(src);
        let mut ent: Vec<Token> = Vec::new();
        let mut named_md: Vec<u32> = Vec::new();
        let mut global_md: Vec<u32> = Vec::new();
        let mut fn_attr_text: Vec<ScannedFn> = Vec::new();
        let mut decls: Vec<(String, String)> = Vec::new(); // (raw name, new name) for intrinsic declarations
        let mut pending: Option<Token> = None;
        loop {
            // Collect one top-level entity: tokens up to the next line break at depth 0
            // (a function body is skipped as a whole).
            ent.clear();
            let mut depth = 0usize;
            let mut body = false;
            loop {
                let t = match pending.take() {
                    Some(t) => t,
                    None => match lx.next_token() {
                        Ok(t) => t,
                        Err(_) => Token { kind: Kind::Eof, start: src.len() as u32, end: src.len() as u32, nl: true },
                    },
                };
                if t.kind == Kind::Eof {
                    if ent.is_empty() {
                        return m.finish(src, layout_text, named_md, global_md, fn_attr_text, decls);
                    }
                    pending = Some(t);
                    break;
                }
                if t.nl && depth == 0 && !ent.is_empty() && !body {
                    pending = Some(t);
                    break;
                }
                if body {
                    // Inside a function body: only metadata kinds matter here.
                    if t.kind == Kind::MetadataVar && md_number(tx(src, &t)).is_none() {
                        let name = &tx(src, &t)[1..];
                        // The next token decides: `=` (named metadata) or `(` (a
                        // specialised node) are not kinds.
                        let n = lx.next_token().unwrap_or(Token { kind: Kind::Eof, start: 0, end: 0, nl: true });
                        if !matches!(n.kind, Kind::Equal | Kind::LParen) {
                            m.register_kind(name);
                        }
                        pending = Some(n);
                        continue;
                    }
                    if t.kind == Kind::LBrace {
                        depth += 1;
                    } else if t.kind == Kind::RBrace {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            break;
                        }
                    }
                    continue;
                }
                if opens(t.kind) {
                    depth += 1;
                } else if closes(t.kind) {
                    depth = depth.saturating_sub(1);
                }
                if t.kind == Kind::LBrace && depth == 1 && ent.first().is_some_and(|f| tx(src, f) == "define") {
                    body = true;
                    // The header's attachment kinds come before the body's.
                    m.attachments(src, &ent, 0);
                }
                ent.push(t);
            }
            m.entity(src, &ent, &mut layout_text, &mut named_md, &mut global_md, &mut fn_attr_text, &mut decls);
        }
    }

    /// The [`attr_key`] of a function's attribute text: inline attributes and `#N` groups.
    fn resolve_attrs(&self, text: &str) -> String {
        let mut all = String::new();
        for w in text.split(' ') {
            match w.strip_prefix('#').and_then(|g| g.parse::<u32>().ok()) {
                Some(g) => {
                    if let Some(k) = self.group(g) {
                        all.push(' ');
                        all.push_str(k);
                    }
                }
                None => {
                    all.push(' ');
                    all.push_str(w);
                }
            }
        }
        attr_key(&all)
    }

    fn register_kind(&mut self, name: &str) {
        if !FIXED_KINDS.contains(&name) && !self.kinds.iter().any(|k| k == name) {
            self.kinds.push(name.to_string());
        }
    }

    /// Attachments `!kind !N` at depth 0 of `toks[from..]`.
    fn attachments(&mut self, src: &str, toks: &[Token], from: usize) -> Vec<(u32, String)> {
        let mut out = Vec::new();
        let mut depth = 0usize;
        for k in from..toks.len() {
            let t = &toks[k];
            if opens(t.kind) {
                depth += 1;
            } else if closes(t.kind) {
                depth = depth.saturating_sub(1);
            }
            if depth == 0 && t.kind == Kind::MetadataVar && md_number(tx(src, t)).is_none() {
                if let Some(n) = toks.get(k + 1).and_then(|n| md_number(tx(src, n))) {
                    let name = tx(src, t)[1..].to_string();
                    self.register_kind(&name);
                    out.push((n, name));
                }
            }
        }
        out
    }

    #[allow(clippy::too_many_arguments)]
    fn entity(&mut self, src: &str, e: &[Token], layout_text: &mut Option<String>, named_md: &mut Vec<u32>, global_md: &mut Vec<u32>, fns: &mut Vec<ScannedFn>, decls: &mut Vec<(String, String)>) {
        let Some(first) = e.first() else { return };
        let s0 = tx(src, first);
        let eq = e.get(1).map(|t| t.kind) == Some(Kind::Equal);
        match first.kind {
            Kind::Ident if s0 == "target" && e.get(1).map(|t| tx(src, t)) == Some("datalayout") => {
                if let Some(s) = e.get(3) {
                    *layout_text = Some(tx(src, s).trim_matches('"').to_string());
                }
            }
            Kind::Ident if s0 == "attributes" => {
                if let (Some(n), Some(open)) = (e.get(1).and_then(|t| tx(src, t).strip_prefix('#')?.parse().ok()), e.iter().position(|t| t.kind == Kind::LBrace)) {
                    let (a, b) = (e[open].end as usize, e.last().map(|t| t.start as usize).unwrap_or(0));
                    let body = src.get(a..b.max(a)).unwrap_or("");
                    self.groups.push((n, attr_key(body)));
                }
            }
            Kind::Ident if s0 == "define" || s0 == "declare" => {
                let Some(ni) = e.iter().position(|t| matches!(t.kind, Kind::GlobalVar | Kind::GlobalId)) else { return };
                let raw = name_key(&tx(src, &e[ni])[1..]);
                let raw = String::from_utf8_lossy(&raw[1..]).into_owned();
                // Parameters: `(` … matching `)`.
                let mut k = ni + 1;
                let mut depth = 0usize;
                let mut params: Vec<usize> = Vec::new();
                while k < e.len() {
                    let t = &e[k];
                    if opens(t.kind) {
                        depth += 1;
                        if depth == 1 {
                            params.push(k + 1);
                        }
                    } else if closes(t.kind) {
                        depth = depth.saturating_sub(1);
                        if depth == 0 {
                            k += 1;
                            break;
                        }
                    } else if t.kind == Kind::Comma && depth == 1 {
                        params.push(k + 1);
                    }
                    k += 1;
                }
                // Function attributes after the parameters.
                let mut attrs = String::new();
                let mut j = k;
                while j < e.len() {
                    let t = &e[j];
                    let s = tx(src, t);
                    match t.kind {
                        Kind::AttrGrpId => {
                            // Resolved in `finish` (groups follow the functions).
                            attrs.push(' ');
                            attrs.push_str(s);
                        }
                        Kind::LBrace => break,
                        Kind::Ident
                            if matches!(
                                s,
                                "nounwind"
                                    | "readnone"
                                    | "readonly"
                                    | "writeonly"
                                    | "convergent"
                                    | "noinline"
                                    | "alwaysinline"
                                    | "norecurse"
                                    | "willreturn"
                                    | "nofree"
                                    | "nosync"
                                    | "mustprogress"
                                    | "speculatable"
                                    | "noreturn"
                                    | "cold"
                                    | "optnone"
                                    | "argmemonly"
                            ) =>
                        {
                            attrs.push(' ');
                            attrs.push_str(s);
                        }
                        _ => {}
                    }
                    j += 1;
                }
                let attachments = self.attachments(src, e, k);
                let mut key = attrs;
                let mut moved = false;
                let decl_text = || src.get(first.start as usize..e.last().map_or(first.end, |t| t.end) as usize).unwrap_or("");
                if s0 == "declare" && super::upgrade::lookup(&raw).is_some_and(|u| super::upgrade::applies(u, decl_text())) {
                    // An auto-upgraded intrinsic (`super::upgrade`): the old declaration goes,
                    // the new one (if any: casts have none) is appended with its intrinsic's
                    // attributes.
                    let u = super::upgrade::lookup(&raw).map(|u| u.new).unwrap_or("");
                    let set = u.strip_prefix("llvm.").and_then(intrinsic_info).map(|i| i.2).unwrap_or("");
                    key = format!("={set}");
                    moved = true;
                } else if s0 == "declare" {
                    if let Some(iname) = raw.strip_prefix("llvm.") {
                        if let Some((base, over, set)) = intrinsic_info(iname) {
                            key = format!("={set}");
                            // Re-mangle: the overloaded types in order.
                            let mut new = format!("llvm.{base}");
                            let ret_start = (1..ni).find(|&r| parse_type(self, src, e, r, 0).is_some_and(|(n, _)| n == ni));
                            let mut ok = true;
                            let classes = intrinsic_overloads(iname).map_or("", |o| o.1);
                            if over != "-" {
                                for (pos, o) in over.split(',').enumerate() {
                                    let at = if let Some(r) = o.strip_prefix('r') {
                                        // Result `rK` of an intrinsic with several results
                                        // (`{ i32, i1 } @llvm.umul.with.overflow.i32`): element
                                        // K of the literal struct it returns; a single
                                        // any-type result (`a`) is the whole type.
                                        let struct_ret = ret_start.is_some_and(|r| e[r].kind == Kind::LBrace) && classes.as_bytes().get(pos) != Some(&b'a');
                                        match (r.parse::<usize>(), struct_ret) {
                                            (Ok(k), true) => struct_element(self, src, e, ret_start.map_or(0, |r| r + 1), k),
                                            (Ok(0), false) => ret_start,
                                            _ => {
                                                ok = false;
                                                break;
                                            }
                                        }
                                    } else {
                                        o.strip_prefix('p').and_then(|p| p.parse::<usize>().ok()).and_then(|p| params.get(p).copied())
                                    };
                                    match at.and_then(|a| mangle_type(src, e, a)) {
                                        Some((m, _)) => {
                                            new.push('.');
                                            new.push_str(&m);
                                        }
                                        None => {
                                            ok = false;
                                            break;
                                        }
                                    }
                                }
                            }
                            if ok && new != raw {
                                moved = true;
                                decls.push((raw.clone(), new));
                            }
                        }
                    }
                }
                // An old masked load/store/gather/scatter declaration (four parameters) is
                // replaced by LLVM 22's, appended to the module (`super::upgrade::masked`).
                if s0 == "declare" && params.len() == 4 && ["llvm.masked.load.", "llvm.masked.store.", "llvm.masked.gather.", "llvm.masked.scatter."].iter().any(|p| raw.starts_with(p)) {
                    moved = true;
                }
                fns.push((e[ni].start, key, moved, attachments));
            }
            Kind::LocalVar | Kind::LocalVarId if eq && e.get(2).map(|t| tx(src, t)) == Some("type") => {
                if let (Some(a), Some(b)) = (e.get(3), e.last()) {
                    let body = src.get(a.start as usize..b.end as usize).unwrap_or("").to_string();
                    self.types.push((name_key(tx(src, first)), body));
                }
            }
            Kind::GlobalVar | Kind::GlobalId if eq && e.iter().any(|t| matches!(tx(src, t), "global" | "constant")) => {
                let mut att = self.attachments(src, e, 2);
                crate::sort::sort_by_key(&mut att, |a| self.kind_id(&a.1));
                global_md.extend(att.into_iter().map(|a| a.0));
            }
            Kind::MetadataVar if eq => {
                let refs = e[2..].iter().filter_map(|t| md_number(tx(src, t)));
                match md_number(s0) {
                    Some(n) => {
                        let n = n as usize;
                        if n < (1 << 24) {
                            if self.md.len() <= n {
                                self.md.resize(n + 1, MdNode::default());
                            }
                            let head = e.iter().skip(2).find(|t| tx(src, t) != "distinct").map(|t| tx(src, t)).unwrap_or("");
                            let strings: Vec<&str> = e[2..].iter().filter(|t| t.kind == Kind::StringConstant).map(|t| tx(src, t)).collect();
                            let nvvm_upgraded = !strings.is_empty() && strings.iter().all(|s| NVVM_UPGRADED.contains(s));
                            self.md[n] =
                                MdNode { defined: true, inline: matches!(head, "!DIExpression" | "!DIArgList"), ops: di_operand_order(src, &e[2..]).unwrap_or_else(|| refs.collect()), nvvm_upgraded };
                        }
                    }
                    None => named_md.extend(refs.map(|r| if s0 == "!nvvm.annotations" { r | NVVM_FLAG } else { r })),
                }
            }
            _ => {}
        }
    }

    fn finish(mut self, _src: &str, layout_text: Option<String>, named_md: Vec<u32>, global_md: Vec<u32>, fns: Vec<ScannedFn>, decls: Vec<(String, String)>) -> ModuleInfo {
        self.layout = DataLayout::parse(layout_text.as_deref().unwrap_or(AMDGPU_DATALAYOUT));
        crate::sort::sort_by(&mut self.types, |a, b| a.0.cmp(&b.0));
        self.md_base = global_md;
        let md = &self.md;
        self.md_base.extend(named_md.into_iter().filter(|&r| r & NVVM_FLAG == 0 || !md.get((r & !NVVM_FLAG) as usize).is_some_and(|n| n.nvvm_upgraded)).map(|r| r & !NVVM_FLAG));
        crate::sort::sort_by_key(&mut self.groups, |g| g.0);
        // Module order of functions: upgraded intrinsic declarations move to the end.
        let order: Vec<usize> = (0..fns.len()).filter(|&k| !fns[k].2).chain((0..fns.len()).filter(|&k| fns[k].2)).collect();
        // `=…`: an intrinsic's set from the table; otherwise inline attributes and groups.
        let fns: Vec<_> = fns.into_iter().map(|(at, text, moved, att)| (at, text.strip_prefix('=').map(str::to_string).unwrap_or_else(|| self.resolve_attrs(&text)), moved, att)).collect();
        for &k in &order {
            let key = &fns[k].1;
            if !key.is_empty() && !self.fn_slots.contains(key) {
                self.fn_slots.push(key.clone());
            }
        }
        for (at, _, _, att) in fns {
            let mut att: Vec<(u32, u32)> = att.into_iter().map(|(n, kind)| (self.kind_id(&kind), n)).collect();
            crate::sort::sort_by_key(&mut att, |a| a.0);
            self.functions.push(FnDecl { at, attachments: att });
        }
        self.renames = decls;
        crate::sort::sort(&mut self.renames);
        self
    }
}

/// The operand order of a specialised `DI…` node where it differs from the field order
/// (llvm/include/llvm/IR/DebugInfoMetadata.h); `None` for other nodes.
fn di_operand_order(src: &str, toks: &[Token]) -> Option<Vec<u32>> {
    let mut i = 0;
    while toks.get(i).map(|t| tx(src, t)) == Some("distinct") {
        i += 1;
    }
    let head = tx(src, toks.get(i)?);
    let order: &[&str] = match head {
        "!DISubprogram" => &["file", "scope", "type", "unit", "declaration", "retainedNodes", "containingType", "templateParams", "thrownTypes", "annotations"],
        "!DILocalVariable" => &["scope", "file", "type", "annotations"],
        "!DIGlobalVariable" => &["scope", "file", "type", "declaration", "templateParams", "annotations"],
        "!DILexicalBlock" | "!DILexicalBlockFile" => &["file", "scope"],
        "!DIDerivedType" | "!DICompositeType" => {
            &["file", "scope", "baseType", "elements", "vtableHolder", "templateParams", "discriminator", "dataLocation", "associated", "allocated", "rank", "annotations"]
        }
        "!DILabel" => &["scope", "file"],
        _ => return None,
    };
    // field name → referenced node.
    let mut fields: Vec<(&str, u32)> = Vec::new();
    let mut k = i + 1;
    while k + 1 < toks.len() {
        // `field:` lexes as a label.
        if toks[k].kind == Kind::LabelStr {
            if let Some(n) = md_number(tx(src, &toks[k + 1])) {
                fields.push((tx(src, &toks[k]).trim_end_matches(':'), n));
            }
        }
        k += 1;
    }
    let mut out: Vec<u32> = order.iter().filter_map(|f| fields.iter().find(|x| x.0 == *f).map(|x| x.1)).collect();
    out.extend(fields.iter().filter(|x| !order.contains(&x.0)).map(|x| x.1));
    Some(out)
}

// ---------------------------------------------------------------------------------------
// Per-function tables.

#[derive(Debug, Default)]
struct FnTables {
    /// `(name key, printed name with %)`, sorted by key.
    names: Vec<(Vec<u8>, String)>,
    /// `(source node number, printed number)` of the numbered nodes, sorted.
    md: Vec<(u32, u32)>,
    /// `(source attribute group, printed slot)`, sorted.
    attrs: Vec<(u32, u32)>,
    /// The printed number of the empty node `!{}` that auto-upgraded `ldg` loads attach as
    /// `!invariant.load` (`None`: no such load in this function).
    invariant_node: Option<u32>,
    /// The printed number of `!{i32 5, i32 6}`, the `!noalias.addrspace` node of upgraded
    /// AMDGPU atomics on flat pointers (`None`: none in this function).
    noalias_node: Option<u32>,
}

impl FnTables {
    /// The new nodes' numbers, for [`super::upgrade::expand`].
    fn nodes(&self) -> super::upgrade::Nodes {
        super::upgrade::Nodes { empty: self.invariant_node, noalias: self.noalias_node }
    }
}

impl FnTables {
    fn build(m: &ModuleInfo, src: &str, f: &Function) -> FnTables {
        let mut t = FnTables::default();
        // Names, with the implicit numbers of unnamed values and blocks.
        let mut counter = 0u64;
        let spelled = |text: &str, printed: String, t: &mut FnTables, counter: &mut u64| {
            if !text.is_empty() {
                let k = name_key(text);
                if k[0] == b'#' {
                    if let Ok(n) = std::str::from_utf8(&k[1..]).unwrap_or("").parse::<u64>() {
                        *counter = n + 1;
                    }
                }
                t.names.push((k, printed));
            } else {
                let k = format!("#{counter}").into_bytes();
                *counter += 1;
                t.names.push((k, printed));
            }
        };
        for &a in &f.args {
            let text = f.value(a).span.text(src);
            if text.starts_with('%') {
                spelled(text, f.value_name(a).to_string(), &mut t, &mut counter);
            } else {
                counter += 1;
            }
        }
        for b in f.cfg.blocks() {
            // A label's span is its name (without `:`); an unlabelled block's is its first
            // instruction's.
            let span = f.cfg.block(b).span;
            let first = f.insts.get(f.inst_range(b).start).map(|i| i.span.start);
            let label = if first == Some(span.start) { "" } else { span.text(src) };
            spelled(label, format!("%{}", f.cfg.name_of(b)), &mut t, &mut counter);
            for i in f.inst_range(b) {
                if let Some(v) = f.insts[i].result {
                    let text = f.value(v).span.text(src);
                    spelled(if text.starts_with('%') { text } else { "" }, f.value_name(v).to_string(), &mut t, &mut counter);
                }
            }
        }
        crate::sort::sort_by(&mut t.names, |a, b| a.0.cmp(&b.0));
        t.names.dedup_by(|a, b| a.0 == b.0);
        // Metadata.
        // Scratch: the slot of each source node (`u32::MAX`: none); kept compact below.
        let mut md_slots = vec![u32::MAX; m.md.len()];
        let mut next = 0u32;
        let mut stack: Vec<u32> = Vec::new();
        // `root` `u32::MAX`: a node of no source number (an upgrade's `!{}`); returns its slot.
        let mut create = |root: u32, slots: &mut Vec<u32>| -> u32 {
            if root == u32::MAX {
                next += 1;
                return next - 1;
            }
            stack.push(root);
            while let Some(n) = stack.pop() {
                let Some(node) = m.md.get(n as usize) else { continue };
                if !node.defined || node.inline || slots[n as usize] != u32::MAX {
                    continue;
                }
                slots[n as usize] = next;
                next += 1;
                stack.extend(node.ops.iter().rev());
            }
            u32::MAX
        };
        for &n in &m.md_base {
            create(n, &mut md_slots);
        }
        let decl = m.functions.iter().find(|d| d.at == f.span.start);
        if let Some(d) = decl {
            for &(_, n) in &d.attachments {
                create(n, &mut md_slots);
            }
        }
        let mut prev_end = f.span.end as usize;
        let mut call_groups: Vec<u32> = Vec::new();
        for inst in &f.insts {
            // Debug records between the previous instruction and this one.
            let (a, b) = (prev_end.min(inst.span.start as usize), inst.span.start as usize);
            let gap = src.get(a..b).unwrap_or("");
            if gap.contains("#dbg_") {
                if let Some(toks) = lex(gap) {
                    for tk in &toks {
                        if let Some(n) = md_number(tx(gap, tk)) {
                            create(n, &mut md_slots);
                        }
                    }
                }
            }
            prev_end = inst.span.end as usize;
            let text = inst.span.text(src);
            let Some(toks) = lex(text) else { continue };
            let intrinsic = inst.opcode.is_call() && f.callee_name(inst).is_some_and(|c| c.starts_with("llvm."));
            let (body, att) = split_attachments(text, &toks);
            if let Some(l) = super::upgrade::lifetime::old_lifetime(f, inst) {
                // LLVM 22's lifetime markers (`super::upgrade::lifetime`): the rebuilt call
                // keeps only `!dbg`; a deleted one keeps nothing.
                if l != super::upgrade::lifetime::Lifetime::Deleted {
                    for &(k, v) in &att {
                        if tx(text, &toks[k]) == "!dbg" {
                            if let Some(n) = md_number(tx(text, &toks[v])) {
                                create(n, &mut md_slots);
                            }
                        }
                    }
                }
                continue;
            }
            if intrinsic && f.callee_name(inst).is_some_and(|c| super::upgrade::rebuilds_call(c, text)) {
                // Auto-upgraded (`super::upgrade`): the call's attachments and call-site
                // attributes go with it; an upgraded `ldg` load attaches
                // `!invariant.load !{}`, a new node numbered here.
                let (noalias, empty) = f.callee_name(inst).and_then(super::upgrade::lookup).map_or((false, false), |u| super::upgrade::new_nodes(u, text));
                if noalias && t.noalias_node.is_none() {
                    t.noalias_node = Some(create(u32::MAX, &mut md_slots));
                }
                if empty && t.invariant_node.is_none() {
                    t.invariant_node = Some(create(u32::MAX, &mut md_slots));
                }
                continue;
            }
            if intrinsic {
                for (k, tk) in toks[..body].iter().enumerate() {
                    if k > 0 && tx(text, &toks[k - 1]) == "metadata" {
                        if let Some(n) = md_number(tx(text, tk)) {
                            create(n, &mut md_slots);
                        }
                    }
                }
            }
            let mut att: Vec<(u32, u32)> = att.iter().filter_map(|&(k, v)| Some((m.kind_id(&tx(text, &toks[k])[1..]), md_number(tx(text, &toks[v]))?))).collect();
            crate::sort::sort_by_key(&mut att, |a| a.0);
            for (_, n) in att {
                create(n, &mut md_slots);
            }
            // An upgraded masked load/store (`super::upgrade::masked`) loses its call-site group.
            if inst.opcode.is_call() && !f.callee_name(inst).is_some_and(|c| c.starts_with("llvm.masked.") && super::upgrade::masked::is_old(c, &collapse(text))) {
                for tk in &toks[..body] {
                    if tk.kind == Kind::AttrGrpId {
                        if let Some(g) = tx(text, tk).strip_prefix('#').and_then(|g| g.parse().ok()) {
                            call_groups.push(g);
                        }
                    }
                }
            }
        }
        t.md = md_slots.iter().enumerate().filter(|e| *e.1 != u32::MAX).map(|(n, &x)| (n as u32, x)).collect();
        // Attribute groups.
        let mut slots = m.fn_slots.clone();
        let mut groups: Vec<u32> = m.groups.iter().map(|g| g.0).collect();
        groups.extend(call_groups.iter().copied());
        crate::sort::sort_unstable(&mut groups);
        groups.dedup();
        for g in call_groups {
            if let Some(key) = m.group(g) {
                if !key.is_empty() && !slots.iter().any(|s| s == key) {
                    slots.push(key.to_string());
                }
            }
        }
        for g in groups {
            if let Some(key) = m.group(g) {
                if let Some(s) = slots.iter().position(|s| s == key) {
                    t.attrs.push((g, s as u32));
                }
            }
        }
        t
    }

    /// The printed number of source metadata node `n`.
    fn md_slot(&self, n: u32) -> Option<u32> {
        self.md.binary_search_by_key(&n, |e| e.0).ok().map(|k| self.md[k].1)
    }

    fn name(&self, tok: &str) -> Option<&str> {
        let k = name_key(tok);
        self.names.binary_search_by(|e| e.0.as_slice().cmp(&k)).ok().map(|i| self.names[i].1.as_str())
    }
}

/// Splits a token list into the instruction body and its trailing attachments: returns the
/// index where the attachments begin (the `,` before the first `!kind`) and the
/// `(kind token, value token)` index pairs.
fn split_attachments(text: &str, toks: &[Token]) -> (usize, Vec<(usize, usize)>) {
    let mut depth = 0usize;
    let mut start = toks.len();
    for (k, t) in toks.iter().enumerate() {
        if opens(t.kind) {
            depth += 1;
        } else if closes(t.kind) {
            depth = depth.saturating_sub(1);
        }
        if depth == 0
            && t.kind == Kind::Comma
            && toks.get(k + 1).is_some_and(|n| n.kind == Kind::MetadataVar && md_number(tx(text, n)).is_none())
            && toks.get(k + 2).is_some_and(|n| n.kind != Kind::LParen)
        {
            start = k;
            break;
        }
    }
    let mut pairs = Vec::new();
    let mut k = start;
    while k < toks.len() {
        if toks[k].kind != Kind::Comma || k + 2 >= toks.len() || toks[k + 1].kind != Kind::MetadataVar {
            // Not the `, !kind !N` shape: give up on reordering.
            return (toks.len(), Vec::new());
        }
        // The value: `!N`, or an inline node `!{…}` / `!DI…(…)` (kept, not renumbered).
        let mut end = k + 3;
        if toks.get(end).is_some_and(|t| opens(t.kind)) {
            let mut d = 0usize;
            while end < toks.len() {
                let kd = toks[end].kind;
                end += 1;
                if opens(kd) {
                    d += 1;
                } else if closes(kd) {
                    d = d.saturating_sub(1);
                    if d == 0 {
                        break;
                    }
                }
            }
        }
        pairs.push((k + 1, k + 2));
        k = end;
    }
    (start, pairs)
}

// ---------------------------------------------------------------------------------------
// Constants.

/// `iN` → N.
fn int_width(s: &str) -> Option<u32> {
    s.strip_prefix('i').and_then(|b| b.parse::<u32>().ok()).filter(|&w| w >= 1)
}

/// An integer literal of width `w` as LLVM prints it (signed; `i1` as `true`/`false`).
fn int_text(lit: &str, w: u32) -> Option<String> {
    if w > 128 {
        return None;
    }
    let v: i128 = match lit.parse::<i128>() {
        Ok(v) => v,
        Err(_) => lit.parse::<u128>().ok()? as i128,
    };
    if w == 1 {
        return Some(if v & 1 == 1 { "true" } else { "false" }.into());
    }
    if w == 128 {
        return Some(v.to_string());
    }
    let m = v & ((1i128 << w) - 1);
    let s = if m >> (w - 1) & 1 == 1 { m - (1i128 << w) } else { m };
    Some(s.to_string())
}

/// Rounds a double to a binary format with `eb` exponent and `mb` mantissa bits (round to
/// nearest even), returning its bits.
fn round_to_format(v: f64, eb: u32, mb: u32) -> u64 {
    let bits = v.to_bits();
    let sign = (bits >> 63) << (eb + mb);
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let man = bits & ((1u64 << 52) - 1);
    let max_exp = (1u64 << eb) - 1;
    if exp == 0x7ff {
        let quiet = if man != 0 { (1u64 << (mb - 1)) | (man >> (52 - mb)) } else { 0 };
        return sign | (max_exp << mb) | quiet;
    }
    if exp == 0 && man == 0 {
        return sign;
    }
    let bias = (1i64 << (eb - 1)) - 1;
    let e = exp - 1023;
    let sig = if exp == 0 { man } else { man | (1u64 << 52) };
    // Shift so the result's mantissa (with hidden bit) has mb+1 bits.
    let (shift, biased) = if e + bias >= 1 { (52 - mb as i64, e + bias) } else { (52 - mb as i64 + (1 - bias - e), 0) };
    let rounded = if shift >= 64 {
        0
    } else {
        let q = sig >> shift;
        let rem = sig & ((1u64 << shift) - 1);
        let half = 1u64 << (shift - 1);
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    // Combine: for normals the hidden bit adds one to the exponent field.
    let out = if biased == 0 { rounded } else { ((biased as u64 - 1) << mb) + rounded };
    if out >> mb >= max_exp {
        return sign | (max_exp << mb);
    }
    sign | out
}

/// A float literal (`1.0`, `-2.5e3`, `0x3FF0000000000000`, `0xH3C00`) → its value as a
/// double, or the raw bits for the `0xH`/`0xR`/`0xK`/`0xL`/`0xM` forms.
fn float_value(lit: &str) -> Option<Result<f64, (char, u128)>> {
    let (neg, body) = match lit.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, lit),
    };
    if let Some(h) = body.strip_prefix("0x") {
        let first = h.chars().next()?;
        if matches!(first, 'H' | 'R' | 'K' | 'L' | 'M') {
            return Some(Err((first, u128::from_str_radix(h.get(1..)?, 16).ok()?)));
        }
        let v = f64::from_bits(u64::from_str_radix(h, 16).ok()?);
        return Some(Ok(if neg { -v } else { v }));
    }
    lit.parse::<f64>().ok().map(Ok)
}

/// `APFloat::toString(Str, 6, 0, false)` (llvm/lib/Support/APFloat.cpp): the exact decimal
/// significand, first truncated to about 20 bits (`AdjustToPrecision` on the integer: whole
/// tens dropped), then rounded half-up to six digits on the next digit, printed as
/// `d.dddddde±XX` padded with zeros. `v` finite and non-zero.
fn apfloat_text(v: f64) -> String {
    // The exact decimal significand S and exponent: |v| = S · 10^exp.
    let exact = format!("{:.1100e}", v.abs());
    let (mant, e10) = exact.split_once('e').unwrap_or((&exact, "0"));
    let e10: i64 = e10.parse().unwrap_or(0);
    let mut digits: Vec<u8> = mant.bytes().filter(u8::is_ascii_digit).collect();
    // `mant` is d.ddd…: value = digits · 10^(e10 - (len - 1)).
    let mut exp = e10 - (digits.len() as i64 - 1);
    if v.fract() == 0.0 && exp < 0 {
        // An integer: S is the integer itself (with its decimal trailing zeros).
        let keep = (digits.len() as i64 + exp).max(1) as usize;
        digits.truncate(keep);
        exp = 0;
    } else {
        while digits.len() > 1 && digits.last() == Some(&b'0') {
            digits.pop();
            exp += 1;
        }
    }
    // Bit length of S (a small big-integer in base 2^32).
    let mut limbs: Vec<u64> = vec![0];
    for &d in &digits {
        let mut carry = u64::from(d - b'0');
        for l in limbs.iter_mut() {
            let x = *l * 10 + carry;
            *l = x & 0xffff_ffff;
            carry = x >> 32;
        }
        if carry > 0 {
            limbs.push(carry);
        }
    }
    while limbs.len() > 1 && limbs.last() == Some(&0) {
        limbs.pop();
    }
    let bits = (limbs.len() as u64 - 1) * 32 + (64 - u64::from(limbs.last().copied().unwrap_or(0).leading_zeros()));
    // `(FormatPrecision * 196 + 58) / 59`: 196/59 slightly over log2(10).
    const BITS_REQUIRED: u64 = (6 * 196u64).div_ceil(59);
    if bits > BITS_REQUIRED {
        let tens = ((bits - BITS_REQUIRED) * 59 / 196) as usize;
        let tens = tens.min(digits.len().saturating_sub(1));
        digits.truncate(digits.len() - tens);
        exp += tens as i64;
    }
    // Drop trailing zeros, then round half-up to six digits.
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        exp += 1;
    }
    if digits.len() > 6 {
        let n = digits.len();
        let next = digits[6];
        exp += (n - 6) as i64;
        digits.truncate(6);
        if next >= b'5' {
            let mut k = 6;
            loop {
                if k == 0 {
                    // Carried through every digit (each pop already moved the exponent).
                    digits = vec![b'1'];
                    break;
                }
                k -= 1;
                if digits[k] == b'9' {
                    digits.pop();
                    exp += 1;
                } else {
                    digits[k] += 1;
                    break;
                }
            }
        }
        while digits.len() > 1 && digits.last() == Some(&b'0') {
            digits.pop();
            exp += 1;
        }
    }
    let sci = exp + digits.len() as i64 - 1;
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    out.push(digits[0] as char);
    out.push('.');
    out.extend(digits[1..].iter().map(|&d| d as char));
    out.extend(std::iter::repeat_n('0', 7 - digits.len()));
    let _ = write!(out, "e{}{:02}", if sci < 0 { '-' } else { '+' }, sci.abs());
    out
}

/// `WriteAPFloatInternal` for `float`/`double`: [`apfloat_text`] if it reads back to the same
/// double, else the double's bits in hex.
fn fp_text(v: f64) -> String {
    if v == 0.0 {
        return if v.is_sign_negative() { "-0.000000e+00" } else { "0.000000e+00" }.to_string();
    }
    if v.is_finite() {
        let t = apfloat_text(v);
        if t.parse::<f64>().ok() == Some(v) {
            return t;
        }
    }
    format!("0x{:X}", v.to_bits())
}

/// A float literal of type `ty` as LLVM prints it.
fn float_text(lit: &str, ty: &str) -> Option<String> {
    let v = float_value(lit)?;
    match (ty, v) {
        ("double", Ok(v)) => Some(fp_text(v)),
        ("float", Ok(v)) => Some(fp_text(f64::from(v as f32))),
        ("half", Ok(v)) => Some(format!("0xH{:04X}", round_to_format(v, 5, 10))),
        ("bfloat", Ok(v)) => Some(format!("0xR{:04X}", round_to_format(v, 8, 7))),
        (_, Err((c, b))) => Some(format!(
            "0x{c}{b:0w$X}",
            w = match c {
                'H' | 'R' => 4,
                'K' => 20,
                _ => 32,
            }
        )),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------
// Layout.

/// Whether `text` is already in LLVM's single-line layout (no comment, tab, line break or
/// double space outside strings).
pub fn canonical_single_line(text: &str) -> bool {
    let mut in_str = false;
    let mut prev = b'x';
    for &c in text.as_bytes() {
        if in_str {
            in_str = c != b'"';
        } else {
            match c {
                b'"' => in_str = true,
                b';' | b'\n' | b'\r' | b'\t' => return false,
                b' ' if prev == b' ' => return false,
                _ => {}
            }
        }
        prev = c;
    }
    !text.ends_with(' ') && !text.starts_with(' ')
}

/// Collapses white space and drops comments outside strings; `, ` after commas, no space
/// before commas, after `(` or before `)`.
pub fn collapse(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_str = false;
    let mut comment = false;
    let mut pending_space = false;
    for c in text.chars() {
        if comment {
            if c == '\n' {
                comment = false;
                pending_space = true;
            }
            continue;
        }
        if in_str {
            out.push(c);
            in_str = c != '"';
            continue;
        }
        match c {
            ';' => comment = true,
            c if c.is_whitespace() => pending_space = true,
            ',' | ')' => {
                pending_space = false;
                out.push(c);
                if c == ',' {
                    pending_space = true;
                }
            }
            _ => {
                if pending_space && !out.is_empty() && !out.ends_with('(') {
                    out.push(' ');
                }
                pending_space = false;
                out.push(c);
                in_str = c == '"';
            }
        }
    }
    out
}

/// Phi incoming pairs as `[ v, %b ]`.
fn phi_brackets(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let (mut depth, mut in_str) = (0usize, false);
    let b = text.as_bytes();
    for (i, c) in text.char_indices() {
        if in_str {
            out.push(c);
            in_str = c != '"';
            continue;
        }
        match c {
            '"' => {
                in_str = true;
                out.push(c);
            }
            '[' => {
                depth += 1;
                out.push('[');
                if depth == 1 && b.get(i + 1) != Some(&b' ') {
                    out.push(' ');
                }
            }
            ']' => {
                if depth == 1 && !out.ends_with(' ') {
                    out.push(' ');
                }
                depth = depth.saturating_sub(1);
                out.push(']');
            }
            '(' | '{' | '<' => {
                depth += usize::from(depth > 0);
                out.push(c);
            }
            ')' | '}' | '>' => {
                depth -= usize::from(depth > 1);
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    out
}

/// LLVM's line breaks: switch cases one per line, `to label` of `invoke`/`callbr` and the
/// clauses of `landingpad` on their own lines.
fn multi_line(op: Opcode, t: String) -> String {
    match op {
        Opcode::Switch => {
            let (Some(open), Some(close)) = (t.find(" ["), t.rfind(']')) else { return t };
            if close < open {
                return t;
            }
            let mut s = format!("{} [", &t[..open]);
            let inner = &t[open + 2..close];
            // Cases `T v, label %x` separated by white space.
            let Some(toks) = lex(inner) else { return t };
            let mut k = 0;
            while k + 4 < toks.len() + 1 && k < toks.len() {
                let end = (k + 5).min(toks.len());
                let (a, b) = (toks[k].start as usize, toks[end - 1].end as usize);
                let _ = write!(s, "\n    {}", inner.get(a..b).unwrap_or(""));
                k = end;
            }
            s.push_str("\n  ]");
            s.push_str(&t[close + 1..]);
            s
        }
        Opcode::Invoke | Opcode::CallBr => match t.rfind(" to label ") {
            Some(k) => format!("{}\n          {}", &t[..k], &t[k + 1..]),
            None => t,
        },
        Opcode::LandingPad => {
            let mut s = String::with_capacity(t.len() + 16);
            for (k, w) in t.split(' ').enumerate() {
                if k > 0 {
                    if matches!(w, "cleanup" | "catch" | "filter") {
                        s.push_str("\n          ");
                    } else {
                        s.push(' ');
                    }
                }
                s.push_str(w);
            }
            s
        }
        _ => t,
    }
}

// ---------------------------------------------------------------------------------------
// The re-printer.

/// The tables of `f` (computed on first use).
fn tables<'f>(src: &str, f: &'f Function) -> (&'f ModuleInfo, &'f FnTables) {
    let m = f.print_cache.module.get_or_init(|| ModuleInfo::scan(src));
    let t = f.print_cache.func.get_or_init(|| FnTables::build(m, src, f));
    (m, t)
}

/// The text of instruction `i` of `f` as `opt` prints it, without the two-space indent
/// (`src`: the module text `f` was parsed from). See the module documentation for the rules.
/// The first call for a module costs `O(module)`, the first for a function
/// `O(function + metadata)`; then `O(text · log names)`. Out-of-range `i` gives `""`.
pub fn inst_text<'s>(src: &'s str, f: &Function, i: InstId) -> Cow<'s, str> {
    let Some(inst) = f.insts.get(i.index()) else { return Cow::Borrowed("") };
    let text = inst.span.text(src);
    if folded_away(f, i) {
        // opt prints nothing for it (`print<uniformity>` skips it); views get the source call.
        return if canonical_single_line(text) { Cow::Borrowed(text) } else { Cow::Owned(collapse(text)) };
    }
    let (m, t) = tables(src, f);
    let mut out: Cow<'s, str> = if canonical_single_line(text) { Cow::Borrowed(text) } else { Cow::Owned(collapse(text)) };
    if let Some(r) = rewrite(m, t, &out, inst.opcode) {
        out = Cow::Owned(r);
    }
    // Auto-upgraded intrinsics (`super::upgrade`), on the renumbered text: the `!{}` number it
    // may add is already a printed one.
    if let Some(super::upgrade::lifetime::Lifetime::Kept { marker, alloca }) = super::upgrade::lifetime::old_lifetime(f, inst) {
        let space = f.def_inst(alloca).map_or(0, |d| super::upgrade::lifetime::alloca_address_space(f.inst(d).span.text(src)));
        out = Cow::Owned(super::upgrade::lifetime::text(marker, space, f.value_name(alloca), super::upgrade::lifetime::dbg_attachment(&out)));
    } else if inst.opcode == Opcode::Call {
        if let Some(u) = f.callee_name(inst).and_then(|c| super::upgrade::lookup_call(c, &out)) {
            let (names, _) = part_names(f, i, u, &out);
            if let Some(r) = super::upgrade::apply(u, &out, t.nodes(), &names) {
                out = Cow::Owned(r);
            }
        } else if let Some(r) = f.callee_name(inst).and_then(|c| super::upgrade::old_mem_intrinsic(c, &out)) {
            out = Cow::Owned(r);
        } else if let Some(r) = f.callee_name(inst).and_then(|c| super::upgrade::masked::upgrade(c, &out)) {
            out = Cow::Owned(r);
        }
    }
    if let Some(r) = opaque_pointers(&out) {
        out = Cow::Owned(r);
    }
    if out.contains(['<', '[', '{']) {
        if let Some(r) = aggregates(&out, inst.opcode != Opcode::ShuffleVector) {
            out = Cow::Owned(r);
        }
    }
    if inst.opcode == Opcode::Phi {
        let p = phi_brackets(&out);
        if p != *out {
            out = Cow::Owned(p);
        }
    }
    if matches!(inst.opcode, Opcode::Switch | Opcode::Invoke | Opcode::CallBr | Opcode::LandingPad) {
        out = Cow::Owned(multi_line(inst.opcode, out.into_owned()));
    }
    out
}

/// Whether instruction `i` of `f` is not printed because opt-22's auto-upgrade folds it to a
/// constant ([`super::upgrade::folded`]: its uses print the constant; [`inst_text`] gives
/// the call as written) or deletes it (an old lifetime marker whose pointer is not an
/// `alloca`, [`super::upgrade::lifetime`]). `O(1)`, `O(cast chain)` for a lifetime marker.
pub fn folded_away(f: &Function, i: InstId) -> bool {
    let Some(inst) = f.insts.get(i.index()) else { return false };
    match inst.result {
        Some(v) => f.value_name(v).bytes().next().is_some_and(|b| b != b'%'),
        None => inst.callee.is_some() && super::upgrade::lifetime::old_lifetime(f, inst) == Some(super::upgrade::lifetime::Lifetime::Deleted),
    }
}

/// The printed names of the values that opt-22's auto-upgrade of call `i` inserts before its
/// result, with their divergence rules ([`super::upgrade::part_divergence`]): named ones from
/// [`Function::upgrade_names`], unnamed ones the slots just before the result's. `O(parts)`.
/// `text`: the call's collapsed text.
fn part_names(f: &Function, i: InstId, u: &super::upgrade::Upgrade, text: &str) -> (Vec<String>, &'static [super::upgrade::PartDivergence]) {
    let inst = &f.insts[i.index()];
    let ops = f.operands(inst);
    let constant_amount = ops.len() >= 2 && matches!(ops[ops.len() - 2], super::Operand::Constant(_));
    let first_constant = ops.len() >= 2 && matches!(ops[0], super::Operand::Constant(_));
    let rules = super::upgrade::call_part_divergence(u, text, constant_amount, first_constant);
    if rules.is_empty() {
        return (Vec::new(), rules);
    }
    if let Ok(k) = f.upgrade_names.binary_search_by_key(&i, |e| e.0) {
        return (f.upgrade_names[k].1.clone(), rules);
    }
    let slot = inst.result.and_then(|v| f.value_name(v).strip_prefix('%')?.parse::<usize>().ok());
    match slot {
        Some(n) if n >= rules.len() => ((n - rules.len()..n).map(|s| format!("%{s}")).collect(), rules),
        _ => (Vec::new(), &[]),
    }
}

/// The instructions opt-22's auto-upgrade inserts before instruction `i` of `f`
/// ([`super::upgrade::Expansion`]: `%0 = icmp ne i32 %t, 0` before the
/// `barrier.cta.red.popc` call that [`inst_text`] prints), each with how its divergence
/// follows; empty for every other instruction. `O(text)`.
pub fn inst_parts(src: &str, f: &Function, i: InstId) -> Vec<(String, super::upgrade::PartDivergence)> {
    let Some(inst) = f.insts.get(i.index()) else { return Vec::new() };
    if inst.opcode != Opcode::Call {
        return Vec::new();
    }
    let Some(u) = f.callee_name(inst).and_then(super::upgrade::lookup) else { return Vec::new() };
    let text = inst.span.text(src);
    let (m, t) = tables(src, f);
    let mut out: Cow<str> = if canonical_single_line(text) { Cow::Borrowed(text) } else { Cow::Owned(collapse(text)) };
    if let Some(r) = rewrite(m, t, &out, inst.opcode) {
        out = Cow::Owned(r);
    }
    if !super::upgrade::applies(u, &out) {
        return Vec::new();
    }
    let (names, rules) = part_names(f, i, u, &out);
    if rules.is_empty() {
        return Vec::new();
    }
    match super::upgrade::expand(u, &out, t.nodes(), &names) {
        Some((parts, _)) => parts.into_iter().map(|p| opaque_pointers(&p).unwrap_or(p)).zip(rules.iter().copied()).collect(),
        None => Vec::new(),
    }
}

/// The token-level rewrite of a collapsed single-line instruction text; `None` if nothing
/// changes (or the text does not lex).
fn rewrite(m: &ModuleInfo, t: &FnTables, text: &str, op: Opcode) -> Option<String> {
    let toks = lex(text)?;
    let (body_end, att) = split_attachments(text, &toks);
    let mut out = String::with_capacity(text.len() + 16);
    let mut changed = false;
    let mut last_type: Option<(usize, &str)> = None; // (token index, text) of the last scalar type
    let mut last_float: &str = "double";
    let binary_like = op.is_binary() || matches!(op, Opcode::ICmp);
    let mut prev_end = 0usize;
    let mut has_align = false;
    let mut depth = 0usize;
    let addr_k = if op == Opcode::Alloca { find_top(text, &toks[..body_end], "addrspace") } else { None };
    let mut insert_at: Option<usize> = None;
    for (k, tok) in toks[..body_end].iter().enumerate() {
        let s = tx(text, tok);
        if addr_k == Some(k + 1) && tok.kind == Kind::Comma {
            insert_at = Some(out.len());
        }
        let gap = &text[prev_end..tok.start as usize];
        let after_comma = k > 0 && toks[k - 1].kind == Kind::Comma;
        // `%x = …`: one space on each side of the result's `=`.
        let around_eq = (k == 1 && tok.kind == Kind::Equal) || (k == 2 && toks[1].kind == Kind::Equal);
        if (after_comma && gap.is_empty()) || (around_eq && gap != " ") {
            out.push(' ');
            changed = true;
        } else if tok.kind == Kind::AttrGrpId && attr_slot(t, s).is_none() {
            // A group that is undefined or empty: no attributes, nothing printed.
            prev_end = tok.end as usize;
            changed = true;
            continue;
        } else {
            out.push_str(gap);
        }
        prev_end = tok.end as usize;
        if opens(tok.kind) {
            depth += 1;
        } else if closes(tok.kind) {
            depth = depth.saturating_sub(1);
        }
        let rep: Option<String> = match tok.kind {
            Kind::LocalVar | Kind::LocalVarId => t.name(s).filter(|n| *n != s).map(str::to_string),
            Kind::MetadataVar => md_number(s).and_then(|n| t.md_slot(n)).map(|x| format!("!{x}")).filter(|r| r != s),
            Kind::AttrGrpId => attr_slot(t, s).map(|x| format!("#{x}")).filter(|r| r != s),
            Kind::GlobalVar => {
                let raw = name_key(&s[1..]);
                let raw = String::from_utf8_lossy(&raw[1..]);
                m.renames.binary_search_by(|r| r.0.as_str().cmp(&raw)).ok().map(|x| {
                    let mut n = String::from("@");
                    names::print_name(m.renames[x].1.as_bytes(), &mut n);
                    n
                })
            }
            Kind::Int => {
                let prev = k.checked_sub(1).map(|p| &toks[p]);
                let w = match prev {
                    Some(p) if p.kind == Kind::Ident => int_width(tx(text, p)),
                    Some(p) if p.kind == Kind::Comma && binary_like && depth == 0 => last_type.and_then(|(_, ty)| int_width(ty)),
                    _ => None,
                };
                w.and_then(|w| int_text(s, w)).filter(|r| r != s)
            }
            Kind::Float => float_text(s, last_float).filter(|r| r != s),
            _ => None,
        };
        if tok.kind == Kind::Ident {
            if int_width(s).is_some() {
                last_type = Some((k, s));
            } else if matches!(s, "float" | "double" | "half" | "bfloat") {
                last_float = s;
                last_type = Some((k, s));
            } else if s == "align" && depth == 0 {
                has_align = true;
            }
        }
        match rep {
            Some(r) => {
                out.push_str(&r);
                changed = true;
            }
            None => out.push_str(s),
        }
    }
    // Default alignment.
    if !has_align {
        if let Some(a) = default_align(m, text, &toks[..body_end], op) {
            let a = format!(", align {a}");
            match insert_at {
                Some(p) => out.insert_str(p, &a),
                None => out.push_str(&a),
            }
            changed = true;
        }
    }
    // Attachments, sorted by kind, renumbered.
    if body_end < toks.len() {
        let mut list: Vec<(u32, usize, String)> = Vec::new();
        for (idx, &(kk, vv)) in att.iter().enumerate() {
            let kind = &tx(text, &toks[kk])[1..];
            let end = att.get(idx + 1).map(|n| toks[n.0 - 1].start as usize).unwrap_or(text.len());
            let vs = text.get(toks[vv].start as usize..end).unwrap_or("").trim_end();
            let v = match md_number(tx(text, &toks[vv])).and_then(|n| t.md_slot(n)) {
                Some(x) if md_number(vs).is_some() => format!("!{x}"),
                _ => vs.to_string(),
            };
            list.push((m.kind_id(kind), idx, format!(", !{kind} {v}")));
        }
        let orig: String = list.iter().map(|x| x.2.as_str()).collect();
        crate::sort::sort_by_key(&mut list, |x| (x.0, x.1));
        let sorted: String = list.iter().map(|x| x.2.as_str()).collect();
        let src_tail = &text[toks[body_end].start as usize..];
        if sorted != src_tail || orig != sorted {
            changed = true;
        }
        out.push_str(&sorted);
    } else {
        out.push_str(&text[prev_end..]);
    }
    (changed && out != text).then_some(out)
}

/// The printed slot of attribute group `#N` (`None`: undefined or empty).
fn attr_slot(t: &FnTables, tok: &str) -> Option<u32> {
    let g = tok.strip_prefix('#')?.parse::<u32>().ok()?;
    t.attrs.binary_search_by_key(&g, |a| a.0).ok().map(|x| t.attrs[x].1)
}

/// Typed pointers as LLVM 22 prints them, opaque: `i32*` → `ptr`, `float addrspace(1)*` →
/// `ptr addrspace(1)`, `i8**` → `ptr`, `%struct.S*`, `{ i32 }*`, `i32 (i32)*` → `ptr`. `None` if
/// the text has no `*` outside strings.
fn opaque_pointers(text: &str) -> Option<String> {
    let toks = lex(text)?;
    if !toks.iter().any(|t| t.kind == Kind::Star) {
        return None;
    }
    // Replacements `(first token, last token, text)`, found right to left per star.
    let mut reps: Vec<(usize, usize, String)> = Vec::new();
    for (k, t) in toks.iter().enumerate() {
        if t.kind != Kind::Star {
            continue;
        }
        let mut j = k; // the star
        let mut space: Option<&str> = None;
        // `addrspace(N)` right before the star.
        if j >= 4 && toks[j - 1].kind == Kind::RParen && tx(text, &toks[j - 4]) == "addrspace" {
            space = Some(tx(text, &toks[j - 2]));
            j -= 4;
        }
        // The pointee: a bracketed type (with a function type's return type), a nested
        // pointer already being replaced, or one token.
        let mut start = j.checked_sub(1)?;
        loop {
            let tk = &toks[start];
            if closes(tk.kind) {
                let mut d = 0usize;
                loop {
                    let kd = toks[start].kind;
                    if closes(kd) {
                        d += 1;
                    } else if opens(kd) {
                        d -= 1;
                        if d == 0 {
                            break;
                        }
                    }
                    start = start.checked_sub(1)?;
                }
                // `RET (ARGS)`: a function type; also `<{ … }>` packed structs.
                if toks[start].kind == Kind::LParen && start > 0 {
                    start -= 1;
                    continue;
                }
                if toks[start].kind == Kind::LBrace && start > 0 && toks[start - 1].kind == Kind::Less {
                    start -= 1;
                }
                break;
            }
            if tk.kind == Kind::Star {
                // `T**`: the inner pointer's replacement covers it.
                if let Some(r) = reps.iter().position(|r| r.1 == start) {
                    start = reps.remove(r).0;
                }
                break;
            }
            break;
        }
        let new = match space {
            Some(n) if n != "0" => format!("ptr addrspace({n})"),
            _ => "ptr".to_string(),
        };
        reps.retain(|r| r.0 < start || r.1 > k);
        reps.push((start, k, new));
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0usize;
    crate::sort::sort_by_key(&mut reps, |r| r.0);
    for (a, b, new) in reps {
        let (sa, sb) = (toks[a].start as usize, toks[b].end as usize);
        if sa < at {
            continue;
        }
        out.push_str(&text[at..sa]);
        out.push_str(&new);
        at = sb;
    }
    out.push_str(&text[at..]);
    Some(out)
}

/// Aggregate constants as LLVM uniques them (`ConstantAggregateZero`, `ConstantDataVector`
/// splats, `ConstantDataArray` of `i8`): all elements zero → `zeroinitializer`, all `undef` →
/// `undef`, all `poison` → `poison`, a vector of one repeated integer or float → `splat (T v)`,
/// `[N x i8]` of integers → `c"…"` (no splats for `shufflevector` masks, which print element
/// by element). Innermost first; `None` if nothing changes.
fn aggregates(text: &str, splat_ok: bool) -> Option<String> {
    let mut cur = text.to_string();
    let mut changed = false;
    for _ in 0..8 {
        let toks = lex(&cur)?;
        let mut done = None;
        for (k, t) in toks.iter().enumerate() {
            // A constant aggregate follows its type: `<2 x i32> <`, `[2 x i8] [`, `{ … } {`; a
            // binary operator's second operand has no type of its own (`fmul <4 x float> %v,
            // <float …>`): a `<` after a comma that opens no vector type (`<4 x …`).
            let untyped_vector = t.kind == Kind::Less && k > 0 && toks[k - 1].kind == Kind::Comma && toks.get(k + 1).is_some_and(|n| n.kind != Kind::Int);
            if !untyped_vector && (!opens(t.kind) || t.kind == Kind::LParen || k == 0 || !closes(toks[k - 1].kind) || toks[k - 1].kind == Kind::RParen) {
                continue;
            }
            if toks.get(k + 1).is_some_and(|n| n.kind == Kind::LBrace) {
                continue; // packed struct `<{ … }>`
            }
            // Its elements, split at depth-1 commas; skip if an element's value is bracketed
            // (inner aggregates are rewritten first).
            let (mut d, mut end, mut elems, mut from) = (0usize, None, Vec::new(), k + 1);
            for (j, u) in toks.iter().enumerate().skip(k) {
                if opens(u.kind) {
                    d += 1;
                } else if closes(u.kind) {
                    d -= 1;
                    if d == 0 {
                        end = Some(j);
                        elems.push((from, j));
                        break;
                    }
                } else if u.kind == Kind::Comma && d == 1 {
                    elems.push((from, j));
                    from = j + 1;
                }
            }
            let Some(end) = end else { continue };
            if elems.iter().any(|e| e.1 <= e.0 || closes(toks[e.1 - 1].kind)) {
                continue;
            }
            let value = |e: &(usize, usize)| tx(&cur, &toks[e.1 - 1]);
            let all = |f: &dyn Fn(&str) -> bool| elems.iter().all(|e| f(value(e)));
            let zero = |v: &str| matches!(v, "0" | "false" | "null" | "0.000000e+00" | "0xH0000" | "0xR0000" | "zeroinitializer");
            let simple = elems.iter().all(|e| e.1 - e.0 == 2);
            let rep = if all(&zero) {
                Some("zeroinitializer".to_string())
            } else if all(&|v| v == "undef") {
                Some("undef".to_string())
            } else if all(&|v| v == "poison") {
                Some("poison".to_string())
            } else if splat_ok
                && t.kind == Kind::Less
                && simple
                && elems.iter().all(|e| matches!(toks[e.1 - 1].kind, Kind::Int | Kind::Float) || matches!(value(e), "true" | "false"))
                && elems.windows(2).all(|w| value(&w[0]) == value(&w[1]))
            {
                let e = elems[0];
                Some(format!("splat ({} {})", tx(&cur, &toks[e.0]), value(&e)))
            } else if t.kind == Kind::LSquare && simple && k >= 5 && tx(&cur, &toks[k - 2]) == "i8" && elems.iter().all(|e| toks[e.1 - 1].kind == Kind::Int) {
                let mut c = String::from("c\"");
                for e in &elems {
                    let b = value(e).parse::<i64>().unwrap_or(0) as u8;
                    if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
                        c.push(b as char);
                    } else {
                        let _ = write!(c, "\\{b:02X}");
                    }
                }
                c.push('"');
                Some(c)
            } else {
                None
            };
            if let Some(r) = rep {
                done = Some((toks[k].start as usize, toks[end].end as usize, r));
                break;
            }
        }
        match done {
            Some((a, b, r)) => {
                cur.replace_range(a..b, &r);
                changed = true;
            }
            None => break,
        }
    }
    changed.then_some(cur)
}

/// The index of the first depth-0 token spelled `word`.
fn find_top(text: &str, toks: &[Token], word: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (k, t) in toks.iter().enumerate() {
        if depth == 0 && tx(text, t) == word {
            return Some(k);
        }
        if opens(t.kind) {
            depth += 1;
        } else if closes(t.kind) {
            depth = depth.saturating_sub(1);
        }
    }
    None
}

/// The `align` `LLParser` gives a memory instruction written without one.
fn default_align(m: &ModuleInfo, text: &str, toks: &[Token], op: Opcode) -> Option<u64> {
    let opk = toks.iter().position(|t| tx(text, t) == op.name())?;
    let mut k = opk + 1;
    while toks.get(k).is_some_and(|t| matches!(tx(text, t), "atomic" | "volatile" | "inalloca" | "swifterror" | "weak")) {
        k += 1;
    }
    match op {
        Opcode::Load | Opcode::Store => parse_type(m, text, toks, k, 0)?.1.map(|l| u64::from(l.abi)),
        Opcode::Alloca => parse_type(m, text, toks, k, 0)?.1.map(|l| u64::from(l.pref)),
        Opcode::AtomicRMW | Opcode::AtomicCmpXchg => {
            let c = (k..toks.len()).find(|&j| toks[j].kind == Kind::Comma)?;
            parse_type(m, text, toks, c + 1, 0)?.1.map(|l| l.store.max(1))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests;
