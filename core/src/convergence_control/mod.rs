//! Convergence control tokens (controlled convergence): the `llvm.experimental.convergence.*`
//! intrinsics and `"convergencectrl"` operand bundles read from LLVM IR, LLVM 22's static
//! rules for them (its convergence verifier), and the *controlled* maximal converged-with
//! relation on thread paths.
//!
//! # Sources
//! * `llvm/docs/ConvergentOperations.rst` (*Dynamic Instances and Convergence Tokens*,
//!   *Convergence Control Intrinsics*, *Static Rules*); seed `000` ("controlled convergence",
//!   a translation of `llvm/docs/ConvergenceAndUniformity.rst`).
//! * The verifier: `llvm/include/llvm/IR/GenericConvergenceVerifierImpl.h` as installed with
//!   LLVM 22.1 (`/usr/lib/llvm-22/include`) and `llvm/lib/IR/ConvergenceVerifier.cpp`; message
//!   texts are LLVM's, byte for byte ([`Message`]).
//! * Which intrinsics are convergent: `IntrConvergent` in LLVM 22's `Intrinsics*.td`, generated
//!   into `intrinsics.rs` by `scripts/gen-convergent-intrinsics`.
//!
//! # What is computed
//! * [`ModuleFacts::compute`]: per function, per call: its [`TokenOp`] (entry / anchor / loop /
//!   none), whether it is convergent (`CallBase::isConvergent`: call-site `convergent`, the
//!   callee's `convergent` attribute on its `declare`/`define` line or attribute group, or
//!   `IntrConvergent`), and its `"convergencectrl"` bundles. The bundles are read from each
//!   call's text (the IR parser keeps the bundle inputs as operands but not the tags).
//! * [`verify_module`]: the diagnostics `opt-22 -passes=verify` prints for convergence
//!   control, in its order, each naming the instruction and its `line:column`.
//! * [`ControlledConvergence::compute`]: for thread paths (the inputs of the convergence
//!   tables and the warp engine), the class of every dynamic instance of every token
//!   definition and convergent call, by the formal rules; beside it the uncontrolled (maximal)
//!   class of the same instances.
//!
//! # Complexity
//! Facts: `O(text)` per module. Verifier: `O(I + B·T)` for `I` instructions, `B` blocks and `T`
//! live tokens (LLVM's own bound), plus dominators and cycles. Controlled relation:
//! `O(instances · ops per block)` time and memory, plus hashing.
//!
//! # Invariants
//! Nothing here panics on any input: malformed bundles, unknown callees, tokens of other
//! functions give diagnostics or "no token", never a crash.

#[cfg(test)]
mod intrinsics;
mod relation;
mod verify;

pub use relation::{ControlKind, ControlOp, ControlledConvergence, ControlledReport, OpClassGroup, OpDifference, ScheduleCheck, TokenProgram};
pub use verify::{verify_function, verify_module, Diagnostic, Message};

use crate::ir::{Function, InstId, Module, Opcode, Operand};
use crate::span::Span;
use serde::{Deserialize, Serialize};

/// The three convergence control intrinsics (`GenericConvergenceVerifier::ConvOpKind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TokenOp {
    /// `llvm.experimental.convergence.entry`: ties the function's instances to its caller's.
    Entry,
    /// `llvm.experimental.convergence.anchor`: an implementation-defined set of threads.
    Anchor,
    /// `llvm.experimental.convergence.loop`: one instance per iteration of the cycle it is the
    /// heart of.
    Loop,
}

impl TokenOp {
    /// The intrinsic called directly by name, if any (no overloads: the names are exact).
    pub fn of_callee(name: &str) -> Option<TokenOp> {
        match name {
            "llvm.experimental.convergence.entry" => Some(TokenOp::Entry),
            "llvm.experimental.convergence.anchor" => Some(TokenOp::Anchor),
            "llvm.experimental.convergence.loop" => Some(TokenOp::Loop),
            _ => None,
        }
    }

    /// `entry`, `anchor`, `loop`.
    pub fn name(self) -> &'static str {
        match self {
            TokenOp::Entry => "entry",
            TokenOp::Anchor => "anchor",
            TokenOp::Loop => "loop",
        }
    }
}

/// Whether an intrinsic name (`llvm.amdgcn.readfirstlane.i32`) is `IntrConvergent` in LLVM 22:
/// the longest dotted prefix that is an intrinsic name decides (`Intrinsic::lookupIntrinsicID`).
/// `Some(false)` for a known non-convergent intrinsic of the GPU targets or of no target (LLVM
/// then ignores a `convergent` on its declaration); `None` for names not in the table (other
/// targets' intrinsics, unknown `llvm.*` names: the declaration's attributes decide).
/// `O(log n)` per prefix.
///
/// The table is the crate's one shared intrinsic table (`crate::intrinsic_table`; the
/// generated `intrinsics.rs`, kept for the tests, is its reference).
pub fn intrinsic_is_convergent(name: &str) -> Option<bool> {
    crate::intrinsic_table::longest_prefix(name.strip_prefix("llvm.")?).map(|r| r.convergent())
}

/// One `"convergencectrl"`-relevant fact about a call (`call`, `invoke`, `callbr`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CallFacts {
    /// The call.
    pub inst: InstId,
    /// The convergence control intrinsic it calls, if any.
    pub op: Option<TokenOp>,
    /// `CallBase::isConvergent()`.
    pub convergent: bool,
    /// How many `"convergencectrl"` bundles it has.
    pub ctrl_bundles: u32,
    /// Inputs of the first `"convergencectrl"` bundle.
    pub ctrl_inputs: u32,
    /// Whether the first input of that bundle has type `token`.
    pub ctrl_first_is_token: bool,
    /// That first input, as an operand of the call (`None` without a bundle, or when it could
    /// not be matched to an operand).
    pub token: Option<Operand>,
    /// Where the token input is written (the `token %t` text), or the call's span.
    pub token_span: Span,
}

/// The facts of one function.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FunctionFacts {
    /// `Function::isConvergent()`: the `convergent` attribute on its `define` line or group.
    pub convergent: bool,
    /// Every call, in layout order.
    pub calls: Vec<CallFacts>,
    /// Per instruction: the index in `calls`, or `u32::MAX`.
    pub call_of: Vec<u32>,
}

impl FunctionFacts {
    /// The facts of call `i`, if it is a call.
    pub fn call(&self, i: InstId) -> Option<&CallFacts> {
        let k = *self.call_of.get(i.index())?;
        self.calls.get(k as usize)
    }

    /// The token-defining op of value operand `op` (a call of a convergence intrinsic), if any.
    pub fn token_def(&self, f: &Function, op: Operand) -> Option<InstId> {
        match op {
            Operand::Local(v) => f.def_inst(v).filter(|&d| self.call(d).is_some_and(|c| c.op.is_some())),
            _ => None,
        }
    }

    /// Computes the facts of `f` (from the module text `src`, with the module's attributes).
    pub fn compute(src: &str, attrs: &AttrTable, f: &Function) -> FunctionFacts {
        let mut calls = Vec::new();
        let mut call_of = vec![u32::MAX; f.insts.len()];
        for (k, inst) in f.insts.iter().enumerate() {
            if !inst.opcode.is_call() {
                continue;
            }
            let text = inst.span.text(src);
            let scan = scan_call(text);
            let callee = f.callee_name(inst);
            let op = callee.and_then(TokenOp::of_callee);
            let convergent = scan.convergent_attr
                || scan.groups.iter().any(|&g| attrs.group_is_convergent(g))
                || callee.is_some_and(|c| {
                    if c.starts_with("llvm.") {
                        // The intrinsic opt-22 auto-upgrades the call to, if any (crate::ir::upgrade).
                        if let Some(b) = crate::ir::upgrade::upgraded_callee(c).and_then(intrinsic_is_convergent) {
                            return b;
                        }
                    }
                    attrs.function_is_convergent(c)
                });
            // Bundle inputs sit after the arguments and before any destination blocks and the
            // callee (`CallBase` operand order, see `ir::Instruction`).
            let ops = f.operands(inst);
            let mut end = ops.len().saturating_sub(1);
            while end > 0 && matches!(ops[end - 1], Operand::Block(_)) && inst.opcode != Opcode::Call {
                end -= 1;
            }
            let total: usize = scan.bundles.iter().map(|b| b.inputs.len()).sum();
            let first_bundle_ops = end.checked_sub(total);
            let ctrl: Vec<(usize, &BundleScan)> = {
                let mut off = 0;
                let mut v = Vec::new();
                for b in &scan.bundles {
                    if b.tag == "convergencectrl" {
                        v.push((off, b));
                    }
                    off += b.inputs.len();
                }
                v
            };
            let (ctrl_inputs, first_tok, token, token_span) = match ctrl.first() {
                Some(&(off, b)) => {
                    let token = b.inputs.first().and_then(|_| first_bundle_ops.and_then(|s| ops.get(s + off).copied()));
                    let span = b.inputs.first().map_or(inst.span, |i| Span::new(inst.span.start as usize + i.1, inst.span.start as usize + i.2));
                    (b.inputs.len() as u32, b.inputs.first().is_some_and(|i| i.0), token, span)
                }
                None => (0, false, None, inst.span),
            };
            call_of[k] = calls.len() as u32;
            calls.push(CallFacts { inst: InstId(k as u32), op, convergent, ctrl_bundles: ctrl.len() as u32, ctrl_inputs, ctrl_first_is_token: first_tok, token, token_span });
        }
        let convergent = attrs.function_is_convergent(&f.name);
        FunctionFacts { convergent, calls, call_of }
    }
}

/// The facts of every function of a module, in module order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModuleFacts {
    /// Parallel to `Module::functions`.
    pub functions: Vec<FunctionFacts>,
}

impl ModuleFacts {
    /// Scans `src` (the text `module` was parsed from). `O(text)`.
    pub fn compute(src: &str, module: &Module) -> ModuleFacts {
        let attrs = AttrTable::scan(src);
        ModuleFacts { functions: module.functions.iter().map(|f| FunctionFacts::compute(src, &attrs, f)).collect() }
    }
}

/// Function attributes that matter here, read from the module text: which attribute groups
/// (`attributes #N = { … }`) contain `convergent`, and which declared or defined functions
/// carry it (keyword or group on their header line).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttrTable {
    /// Convergent attribute group numbers, sorted.
    groups: Vec<u32>,
    /// `(raw function name, convergent keyword, groups)`, sorted by name.
    functions: Vec<(String, bool, Vec<u32>)>,
}

impl AttrTable {
    /// Scans the module text line by line (comments stripped). `O(text)`.
    pub fn scan(src: &str) -> AttrTable {
        let mut t = AttrTable::default();
        for line in src.lines() {
            let line = strip_comment(line);
            let s = line.trim_start();
            if let Some(rest) = s.strip_prefix("attributes") {
                let rest = rest.trim_start();
                if let Some(r) = rest.strip_prefix('#') {
                    let num: String = r.chars().take_while(|c| c.is_ascii_digit()).collect();
                    if let (Ok(n), Some(b)) = (num.parse::<u32>(), rest.find('{')) {
                        if words(&rest[b..]).any(|w| w == "convergent") {
                            t.groups.push(n);
                        }
                    }
                }
            } else if s.starts_with("declare") || s.starts_with("define") {
                if let Some((name, after)) = header_name(s) {
                    let tail = match after.find('{') {
                        Some(p) => &after[..p],
                        None => after,
                    };
                    let (kw, groups) = fn_attrs_after_params(tail);
                    t.functions.push((name, kw, groups));
                }
            }
        }
        crate::sort::sort_unstable(&mut t.groups);
        crate::sort::sort_by(&mut t.functions, |a, b| a.0.cmp(&b.0));
        t
    }

    /// Whether group `#n` contains `convergent`.
    pub fn group_is_convergent(&self, n: u32) -> bool {
        self.groups.binary_search(&n).is_ok()
    }

    /// Whether the function (raw name) is declared or defined `convergent`.
    pub fn function_is_convergent(&self, name: &str) -> bool {
        let k = self.functions.partition_point(|f| f.0.as_str() < name);
        self.functions[k..].iter().take_while(|f| f.0 == name).any(|f| f.1 || f.2.iter().any(|&g| self.group_is_convergent(g)))
    }
}

/// The part of a line before a `;` comment (outside strings).
fn strip_comment(line: &str) -> &str {
    let mut in_str = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => in_str = !in_str,
            ';' if !in_str => return &line[..i],
            _ => {}
        }
    }
    line
}

/// Words outside strings (identifier-like runs).
fn words(s: &str) -> impl Iterator<Item = &str> {
    let mut out = Vec::new();
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += 1;
            }
            i += 1;
        } else if b[i].is_ascii_alphanumeric() || b[i] == b'_' {
            let s0 = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
            out.push(&s[s0..i]);
        } else {
            i += 1;
        }
    }
    out.into_iter()
}

/// The raw function name of a `declare`/`define` line and the text after it.
fn header_name(s: &str) -> Option<(String, &str)> {
    let at = s.find('@')?;
    let rest = &s[at + 1..];
    if let Some(q) = rest.strip_prefix('"') {
        let end = q.find('"')?;
        let name = crate::ir::names::unescape(&q.as_bytes()[..end]);
        Some((String::from_utf8_lossy(&name).into_owned(), &q[end + 1..]))
    } else {
        let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || "._$-".contains(c))).unwrap_or(rest.len());
        Some((rest[..end].to_string(), &rest[end..]))
    }
}

/// After a function name: skips the parameter list `(…)` and returns whether `convergent`
/// and which `#N` groups follow.
fn fn_attrs_after_params(s: &str) -> (bool, Vec<u32>) {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() && b[i] != b'(' {
        i += 1;
    }
    let mut depth = 0i32;
    let mut in_str = false;
    while i < b.len() {
        let c = b[i];
        if in_str {
            in_str = c != b'"';
        } else if c == b'"' {
            in_str = true;
        } else if c == b'(' {
            depth += 1;
        } else if c == b')' {
            depth -= 1;
            if depth == 0 {
                i += 1;
                break;
            }
        }
        i += 1;
    }
    attrs_in(&s[i.min(s.len())..])
}

/// `convergent` and `#N` at bracket depth 0 of `s` (strings skipped).
fn attrs_in(s: &str) -> (bool, Vec<u32>) {
    let b = s.as_bytes();
    let (mut kw, mut groups) = (false, Vec::new());
    let mut i = 0;
    let mut depth = 0i32;
    while i < b.len() {
        let c = b[i];
        if c == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += 1;
            }
            i += 1;
            continue;
        }
        match c {
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' => depth -= 1,
            b'#' if depth == 0 => {
                let s0 = i + 1;
                i += 1;
                while i < b.len() && b[i].is_ascii_digit() {
                    i += 1;
                }
                if let Ok(n) = s[s0..i].parse() {
                    groups.push(n);
                }
                continue;
            }
            c if depth == 0 && (c.is_ascii_alphabetic() || c == b'_') => {
                let s0 = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                    i += 1;
                }
                if &s[s0..i] == "convergent" {
                    kw = true;
                }
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    (kw, groups)
}

/// One operand bundle of a call's text.
#[derive(Debug)]
struct BundleScan<'a> {
    tag: &'a str,
    /// Per input: `(type is token, start, end)` offsets in the call text.
    inputs: Vec<(bool, usize, usize)>,
}

/// What a call's text says beyond the parsed operands.
#[derive(Debug, Default)]
struct CallScan<'a> {
    convergent_attr: bool,
    groups: Vec<u32>,
    bundles: Vec<BundleScan<'a>>,
}

/// Reads a call's text: finds its argument list (the first `(` at depth 0 right after a
/// value name or string), then the call-site function attributes and the operand bundles
/// after it, up to the first `,` at depth 0 (metadata attachments, `to label …`).
fn scan_call(text: &str) -> CallScan<'_> {
    let b = text.as_bytes();
    let mut out = CallScan::default();
    let mut i = 0;
    let mut prev_name = false; // the previous item was `@x`, `%x` or a string
                               // 1. Find the argument list.
    let mut args_end = None;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if c == b'"' {
            i = skip_string(b, i);
            prev_name = true;
            continue;
        }
        if c == b'@' || c == b'%' {
            i += 1;
            if i < b.len() && b[i] == b'"' {
                i = skip_string(b, i);
            } else {
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b"._$-".contains(&b[i])) {
                    i += 1;
                }
            }
            prev_name = true;
            continue;
        }
        if matches!(c, b'(' | b'[' | b'{' | b'<') {
            let end = skip_group(b, i);
            if c == b'(' && prev_name {
                args_end = Some(end);
                break;
            }
            i = end;
            prev_name = false;
            continue;
        }
        i += 1;
        while i < b.len() && !b[i].is_ascii_whitespace() && !b"()[]{}<>\",@%".contains(&b[i]) {
            i += 1;
        }
        prev_name = false;
    }
    let Some(mut i) = args_end else { return out };
    // 2. Attributes and bundles.
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b',' {
            break;
        } else if c == b'#' {
            let s0 = i + 1;
            i += 1;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            if let Ok(n) = text[s0..i].parse() {
                out.groups.push(n);
            }
        } else if c == b'"' {
            i = skip_string(b, i); // string attribute `"a"="b"`
        } else if c == b'[' {
            let end = skip_group(b, i);
            out.bundles.extend(scan_bundles(text, i + 1, end.saturating_sub(1)));
            i = end;
        } else if matches!(c, b'(' | b'{' | b'<') {
            i = skip_group(b, i);
        } else {
            let s0 = i;
            while i < b.len() && !b[i].is_ascii_whitespace() && !b"()[]{}<>\",#".contains(&b[i]) {
                i += 1;
            }
            if &text[s0..i] == "convergent" {
                out.convergent_attr = true;
            }
            if i == s0 {
                i += 1;
            }
        }
    }
    out
}

/// The bundles `"tag"(ty v, …), …` between `start` and `end` (exclusive) of `text`.
fn scan_bundles(text: &str, start: usize, end: usize) -> Vec<BundleScan<'_>> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = start;
    while i < end {
        if b[i] != b'"' {
            i += 1;
            continue;
        }
        let t_end = skip_string(b, i).min(end);
        let tag = text.get(i + 1..t_end.saturating_sub(1)).unwrap_or("");
        i = t_end;
        while i < end && b[i].is_ascii_whitespace() {
            i += 1;
        }
        let mut inputs = Vec::new();
        if i < end && b[i] == b'(' {
            let g_end = skip_group(b, i).min(end);
            // Split the inputs at depth-0 commas.
            let (mut j, mut s0, mut depth) = (i + 1, i + 1, 0i32);
            let inner_end = g_end.saturating_sub(1);
            while j <= inner_end {
                let c = if j < inner_end { b[j] } else { b',' };
                if c == b'"' && j < inner_end {
                    j = skip_string(b, j);
                    continue;
                }
                match c {
                    b'(' | b'[' | b'{' | b'<' => depth += 1,
                    b')' | b']' | b'}' | b'>' => depth -= 1,
                    b',' if depth <= 0 => {
                        let item = text.get(s0..j).unwrap_or("");
                        let lead = item.len() - item.trim_start().len();
                        let item_t = item.trim();
                        if !item_t.is_empty() {
                            let is_token = item_t.split_whitespace().next() == Some("token");
                            out_push(&mut inputs, is_token, s0 + lead, s0 + lead + item_t.len());
                        }
                        s0 = j + 1;
                    }
                    _ => {}
                }
                j += 1;
            }
            i = g_end;
        }
        out.push(BundleScan { tag, inputs });
    }
    out
}

fn out_push(v: &mut Vec<(bool, usize, usize)>, t: bool, s: usize, e: usize) {
    v.push((t, s, e));
}

/// The index after the string starting at `i` (`"…"`, backslash escapes are `\XX` hex in
/// LLVM, so no escaped quote exists).
fn skip_string(b: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    while j < b.len() && b[j] != b'"' {
        j += 1;
    }
    (j + 1).min(b.len())
}

/// The index after the bracket group starting at `i` (nested brackets and strings skipped;
/// the end of the text if unbalanced).
fn skip_group(b: &[u8], i: usize) -> usize {
    let mut depth = 0i32;
    let mut j = i;
    while j < b.len() {
        match b[j] {
            b'"' => {
                j = skip_string(b, j);
                continue;
            }
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' => {
                depth -= 1;
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
        j += 1;
    }
    b.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intrinsic_lookup_takes_the_longest_dotted_prefix() {
        assert_eq!(intrinsic_is_convergent("llvm.experimental.convergence.entry"), Some(true));
        assert_eq!(intrinsic_is_convergent("llvm.amdgcn.readfirstlane.i32"), Some(true));
        assert_eq!(intrinsic_is_convergent("llvm.amdgcn.s.barrier"), Some(true));
        assert_eq!(intrinsic_is_convergent("llvm.amdgcn.workitem.id.x"), Some(false));
        assert_eq!(intrinsic_is_convergent("llvm.ctpop.i64"), Some(false));
        assert_eq!(intrinsic_is_convergent("llvm.foo.bar"), None);
        assert_eq!(intrinsic_is_convergent("llvm"), None);
        assert_eq!(intrinsic_is_convergent(""), None);
        assert!(intrinsics::INTRINSICS.windows(2).all(|w| w[0].0 < w[1].0), "sorted for binary search");
    }

    /// The shared table answers as the generated per-purpose table (its reference) for every
    /// intrinsic, with and without a type suffix.
    #[test]
    fn shared_table_agrees_with_the_generated_table() {
        for &(n, c) in intrinsics::INTRINSICS {
            assert_eq!(intrinsic_is_convergent(n), Some(c), "{n}");
            let suffixed = format!("{n}.i32");
            let slow = intrinsics::INTRINSICS.iter().filter(|(m, _)| suffixed == *m || suffixed.starts_with(&format!("{m}."))).max_by_key(|(m, _)| m.len());
            assert_eq!(intrinsic_is_convergent(&suffixed), slow.map(|&(_, c)| c), "{suffixed}");
        }
    }

    #[test]
    fn call_text_scan() {
        let s = scan_call(r#"%r = tail call fastcc i32 @f(i32 %x, ptr "q(") #3 convergent [ "deopt"(i32 1, ptr %p), "convergencectrl"(token %t) ], !dbg !5"#);
        assert!(s.convergent_attr);
        assert_eq!(s.groups, vec![3]);
        assert_eq!(s.bundles.len(), 2);
        assert_eq!(s.bundles[0].tag, "deopt");
        assert_eq!(s.bundles[0].inputs.len(), 2);
        assert_eq!(s.bundles[1].tag, "convergencectrl");
        assert!(s.bundles[1].inputs[0].0);
        let s = scan_call(r#"call void asm sideeffect "s_nop 0", ""() #1"#);
        assert_eq!(s.groups, vec![1]);
        let s = scan_call(r#"call i32 (ptr, ...) @printf(ptr @s) [ "convergencectrl"(i32 0) ]"#);
        assert!(!s.bundles[0].inputs[0].0);
        assert!(scan_call("").bundles.is_empty());
        assert!(scan_call("call void @f(").bundles.is_empty());
    }

    #[test]
    fn attribute_table() {
        let t = AttrTable::scan(
            "declare void @f() #0 ; convergent\ndeclare void @\"g h\"() convergent\ndefine void @k(i32 %x) #1 {\nattributes #0 = { nounwind \"x\"=\"convergent\" }\nattributes #1 = { convergent }\n",
        );
        assert!(!t.function_is_convergent("f"));
        assert!(t.function_is_convergent("g h"));
        assert!(t.function_is_convergent("k"));
        assert!(!t.function_is_convergent("nope"));
    }
}
