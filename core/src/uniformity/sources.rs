//! Divergence sources and always-uniform instructions: what a GPU target's
//! `TargetTransformInfo` tells LLVM's uniformity analysis before propagation starts.
//!
//! # Sources (LLVM 22, verified against `opt-22 -passes='print<uniformity>'`)
//!
//! AMDGPU (`GCNTTIImpl::isSourceOfDivergence` / `isAlwaysUniform` in
//! `llvm/lib/Target/AMDGPU/AMDGPUTargetTransformInfo.cpp`; the intrinsic lists are LLVM's
//! `SourcesOfDivergence` and `UniformIntrinsics` tables as the installed `opt-22` shows them,
//! probed per intrinsic by `scripts/gen-intrinsic-tables` into [`super::intrinsic_tables`];
//! always-uniform intrinsics without an operand that can be divergent are not observable and
//! are left out, which changes no verdict):
//!
//! | value | verdict |
//! |---|---|
//! | argument of `amdgpu_kernel` / `spir_kernel` | uniform (SGPR) |
//! | argument of a shader (`amdgpu_vs/ls/hs/es/gs/ps/cs/gfx/cs_chain…`) | source unless `inreg` or `byval` |
//! | argument of any other function | source unless `inreg` |
//! | `load` from address space 0 (flat) or 5 (private) | source |
//! | `atomicrmw`, `cmpxchg` | source |
//! | call of an intrinsic in [`AMDGPU_SOURCES`] (LLVM 22 names only, [`amdgpu_intrinsic`]) | source |
//! | `llvm.read_register` of an `i1`, or of a register named `v…`/`a…` (not `vcc…`) | source |
//! | call of inline asm with a VGPR/AGPR (or unknown) output constraint | source |
//! | any other non-intrinsic `call`, and every `invoke` | source |
//! | call of an intrinsic in [`AMDGPU_ALWAYS_UNIFORM`] (`readfirstlane`, `ballot`, …) | always uniform |
//! | any value of a single-lane function ([`amdgpu_single_lane`]) | always uniform |
//! | call of inline asm whose outputs are all SGPRs (`=s`, `=r`, `={s0}`), or none | always uniform |
//! | `extractvalue …, 1` of `llvm.amdgcn.if`/`else`; of an SGPR output of inline asm | always uniform |
//!
//! NVPTX (`NVPTXTTIImpl::isSourceOfDivergence`, `llvm/lib/Target/NVPTX/NVPTXTargetTransformInfo.cpp`):
//! arguments of non-kernels; `load` from address space 0 (generic) or 5 (local); every other
//! atomic instruction (`atomicrmw`, `cmpxchg`, `fence`, `store atomic`); every `call`
//! (intrinsics included: `llvm.nvvm.read.ptx.sreg.tid.*`, `laneid`, but also `ctaid`, as
//! `opt-22` reports). Nothing is always uniform; `invoke` is not a source.
//!
//! Both targets (`TargetTransformInfo::getValueUniformity`, LLVM 22): a call with the
//! `nodivergencesource` attribute, on the call or on the callee, is uniform whatever its
//! operands ([`is_no_divergence_source_call`]).
//!
//! # Not modelled (documented in `docs/UNIFORMITY.md`)
//! Other uses of `!reqd_work_group_size` / `"amdgpu-flat-work-group-size"` (LLVM may prove
//! `workitem.id.y/z` uniform) and `-mcpu` subtarget features (wave32, globally addressable
//! scratch on gfx1250).
//!
//! Everything here is `O(instruction text)` per instruction and never panics.

use crate::ir::{Function, Instruction, Opcode, Operand};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The GPU target whose rules decide sources and always-uniform instructions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Target {
    /// AMD GPUs (`amdgcn`): what `opt -mtriple amdgcn--` does, the default.
    #[default]
    Amdgpu,
    /// NVIDIA GPUs (`nvptx`, `nvptx64`).
    Nvptx,
}

impl Target {
    /// `nvptx…` triples give [`Target::Nvptx`], everything else [`Target::Amdgpu`] (what the
    /// reference command `opt-22 -mtriple amdgcn--` analyses).
    pub fn from_triple(triple: &str) -> Target {
        if triple.starts_with("nvptx") {
            Target::Nvptx
        } else {
            Target::Amdgpu
        }
    }

    /// The target of an LLVM IR module text: its `target triple = "…"` line if any
    /// ([`Target::from_triple`]), else [`Target::Amdgpu`]. `O(len)`.
    pub fn detect(src: &str) -> Target {
        for line in src.lines() {
            let t = line.trim_start();
            if let Some(rest) = t.strip_prefix("target") {
                let rest = rest.trim_start();
                if let Some(rest) = rest.strip_prefix("triple") {
                    let rest = rest.trim_start().trim_start_matches('=').trim_start();
                    if let Some(q) = rest.strip_prefix('"') {
                        return Target::from_triple(q.split('"').next().unwrap_or(""));
                    }
                }
            }
        }
        Target::Amdgpu
    }

    /// `amdgpu` or `nvptx`.
    pub fn name(self) -> &'static str {
        match self {
            Target::Amdgpu => "amdgpu",
            Target::Nvptx => "nvptx",
        }
    }
}

/// Why a value is a source of divergence.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SourceKind {
    /// A call of a divergent intrinsic (`llvm.amdgcn.workitem.id.x`, `mbcnt.lo`, …; on NVPTX
    /// every intrinsic call).
    Intrinsic,
    /// A call of a non-intrinsic function (its result may differ per thread).
    Call,
    /// An `invoke` (AMDGPU: its block's terminator is divergent; the result is not).
    Invoke,
    /// Inline assembly with a vector-register (or unknown) output.
    InlineAsm,
    /// `llvm.read_register` of a vector register or of an `i1`.
    ReadRegister,
    /// An atomic instruction (threads see each other's updates).
    Atomic,
    /// A load from an address space where equal addresses may hold per-thread data
    /// (AMDGPU flat 0 / private 5; NVPTX generic 0 / local 5).
    Load {
        /// The pointer's address space.
        addrspace: u32,
    },
    /// A formal argument passed per thread (a non-kernel function's argument without
    /// `inreg`).
    Argument,
}

impl SourceKind {
    /// A short phrase: `a divergent intrinsic`, `a load from address space 5`, ….
    pub fn describe(self) -> String {
        match self {
            SourceKind::Intrinsic => "a divergent intrinsic".into(),
            SourceKind::Call => "a call (results of calls are assumed divergent)".into(),
            SourceKind::Invoke => "an invoke (assumed divergent)".into(),
            SourceKind::InlineAsm => "inline asm with a vector-register output".into(),
            SourceKind::ReadRegister => "a read of a vector register".into(),
            SourceKind::Atomic => "an atomic operation".into(),
            SourceKind::Load { addrspace } => format!("a load from address space {addrspace}"),
            SourceKind::Argument => "an argument passed in a vector register".into(),
        }
    }
}

/// Why an instruction is uniform whatever its operands are.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UniformKind {
    /// An always-uniform intrinsic (`readfirstlane`, `readlane`, `ballot`, `icmp`, …).
    Intrinsic,
    /// Inline assembly whose outputs are all scalar registers (or that has none).
    InlineAsm,
    /// `extractvalue` of a scalar component (`llvm.amdgcn.if`/`else` mask, SGPR asm output).
    ScalarComponent,
    /// A call with the `nodivergencesource` attribute (on the call or the callee): LLVM 22
    /// treats it as uniform whatever its operands (`TargetTransformInfo::getValueUniformity`).
    NoDivergenceSource,
    /// Any value of a function that runs a single lane (AMDGPU
    /// `"amdgpu-flat-work-group-size"` with maximum 1, or `!reqd_work_group_size` 1, 1, 1):
    /// `GCNTTIImpl::hasBranchDivergence` is false and LLVM reports every value uniform.
    SingleLane,
}

/// The target's verdict on one instruction before propagation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// Divergent from the start.
    Source(SourceKind),
    /// Never divergent (LLVM's "uniform override").
    AlwaysUniform(UniformKind),
    /// Divergent iff an operand (or control) makes it so.
    Normal,
}

impl fmt::Display for SourceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

pub use super::intrinsic_tables::{AMDGPU_ALWAYS_UNIFORM, AMDGPU_INTRINSICS, AMDGPU_SOURCES, NVVM_THREAD_INDEX};

/// The intrinsic a callee name denotes, as `Function::lookupIntrinsicID` finds it
/// (llvm/lib/IR/Function.cpp): the longest entry of the sorted `table` equal to `name`, or
/// a dot-prefix of it when that intrinsic is overloaded (`llvm.amdgcn.readlane.i32`). A name
/// matching nothing is `not_intrinsic`. `O(dots · log table)`.
fn lookup<'t>(table: &[(&'t str, bool)], name: &str) -> Option<&'t str> {
    let mut end = name.len();
    loop {
        let prefix = &name[..end];
        if let Ok(i) = table.binary_search_by(|(n, _)| (*n).cmp(prefix)) {
            let (n, overloaded) = table[i];
            return (end == name.len() || overloaded).then_some(n);
        }
        end = prefix.rfind('.')?;
    }
}

/// [`lookup`] in [`AMDGPU_INTRINSICS`], answered by the crate's one shared intrinsic table
/// ([`crate::intrinsic_table`], the same LLVM 22 rows): the wasm then carries no second copy
/// of the 1,492 names. `O(dots · log table)`.
fn amdgpu_intrinsic_id(name: &str) -> Option<&str> {
    let r = crate::intrinsic_table::lookup_intrinsic_id(name)?;
    // `name[..5]` is `llvm.` (the lookup strips it); the row's name follows it in `name`.
    (r.name.starts_with("amdgcn.") || r.name.starts_with("r600.")).then(|| &name[..5 + r.name.len()])
}

/// Whether `name` is in the sorted `table` (an intrinsic's exact name).
#[cfg(test)]
fn contains(table: &[(&str, bool)], name: &str) -> bool {
    table.binary_search_by(|(n, _)| (*n).cmp(name)).is_ok()
}

/// The AMDGPU verdict on an intrinsic call (by callee name, overload suffixes allowed):
/// `Some(true)` a source (`SourcesOfDivergence`), `Some(false)` always uniform
/// (`UniformIntrinsics`), `None` neither — also for `llvm.amdgcn.…` names LLVM 22 does not
/// define (their intrinsic ID is `not_intrinsic`). Tables generated from the installed LLVM 22
/// (intrinsic_tables.rs: names from its `Intrinsics.td`, verdicts probed with `opt-22`).
///
/// Answered by the crate's one shared intrinsic table (`crate::intrinsic_table`, which
/// carries the two divergence tables as a column); [`AMDGPU_SOURCES`],
/// [`AMDGPU_ALWAYS_UNIFORM`] and [`AMDGPU_INTRINSICS`] are the reference it is tested against.
pub fn amdgpu_intrinsic(name: &str) -> Option<bool> {
    let r = crate::intrinsic_table::lookup_intrinsic_id(name)?;
    if r.name.starts_with("amdgcn.") || r.name.starts_with("r600.") {
        r.divergence
    } else {
        None
    }
}

/// Whether an AMDGPU argument is passed in scalar registers (`AMDGPU::isArgPassedInSGPR`):
/// always for kernels, `inreg`/`byval` for shaders, `inreg` otherwise.
fn amdgpu_arg_in_sgpr(f: &Function, src: &str, index: usize) -> bool {
    let cc = f.calling_conv.as_deref().unwrap_or("");
    let attrs = f.arg_spans.get(index).copied().unwrap_or_default();
    match cc {
        "amdgpu_kernel" | "spir_kernel" => true,
        "amdgpu_vs" | "amdgpu_ls" | "amdgpu_hs" | "amdgpu_es" | "amdgpu_gs" | "amdgpu_ps" | "amdgpu_cs" | "amdgpu_gfx" | "amdgpu_cs_chain"
        | "amdgpu_cs_chain_preserve" | "amdgpu_gfx_whole_wave" => attrs.has_attr(src, "inreg") || attrs.has_attr(src, "byval"),
        _ => attrs.has_attr(src, "inreg"),
    }
}

/// Whether argument `index` of `f` is a source of divergence for `target`.
pub fn classify_arg(target: Target, f: &Function, src: &str, index: usize) -> Option<SourceKind> {
    let divergent = match target {
        Target::Amdgpu => !amdgpu_arg_in_sgpr(f, src, index),
        Target::Nvptx => !f.is_kernel,
    };
    divergent.then_some(SourceKind::Argument)
}

/// Splits `text` at commas outside brackets, braces, parentheses, angle brackets and
/// strings.
pub(crate) fn split_top_level(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut in_str, mut start) = (0usize, false, 0usize);
    for (i, c) in text.bytes().enumerate() {
        if in_str {
            in_str = c != b'"';
            continue;
        }
        match c {
            b'"' => in_str = true,
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
            b',' if depth == 0 => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&text[start..]);
    out
}

/// The address space of a typed operand text (`ptr addrspace(5) %p` → 5, `ptr %p` → 0). Typed
/// pointers are read as `LLParser` reads them: the outermost `*` is the pointer, so
/// `i32 addrspace(3)* %p` → 3, `i32 addrspace(1)** %p` → 0, `i8* addrspace(1)* %p` → 1.
fn addrspace_of(ty: &str) -> u32 {
    let num = |rest: &str| rest.split(')').next().and_then(|n| n.trim().parse().ok()).unwrap_or(0);
    // The type part: everything before the value (`%…`, `@…`, constants after the last `*`).
    if let Some(star) = ty.rfind('*') {
        let before = ty[..star].trim_end();
        if let Some(open) = before.strip_suffix(')').and_then(|b| b.rfind("addrspace(")) {
            return num(&before[open + 10..]);
        }
        return 0;
    }
    match ty.find("addrspace(") {
        Some(i) => num(&ty[i + 10..]),
        None => 0,
    }
}

/// The type part of a typed operand text: everything before its value. The value starts at
/// the first top-level `@` or constant-expression keyword (`addrspacecast`, `getelementptr`,
/// …); a `%` local's text has no `*` or `addrspace(` after the type, so it may stay.
/// `ptr addrspacecast (ptr addrspace(3) @s to ptr)` → `ptr `.
fn operand_type(text: &str) -> &str {
    const VALUE_WORDS: &[&str] =
        &["addrspacecast", "getelementptr", "bitcast", "inttoptr", "ptrtoint", "select", "null", "undef", "poison", "zeroinitializer", "ptrauth", "dso_local_equivalent", "no_cfi", "blockaddress"];
    let text = text.trim_start();
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    for (i, &c) in bytes.iter().enumerate() {
        match c {
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
            b'@' if depth == 0 => return &text[..i],
            b'a'..=b'z' if depth == 0 && (i == 0 || bytes[i - 1] == b' ') => {
                let word = &text[i..i + text[i..].find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_')).unwrap_or(text.len() - i)];
                if VALUE_WORDS.contains(&word) {
                    return &text[..i];
                }
            }
            _ => {}
        }
    }
    text
}

/// The pointer operand's address space of a `load` instruction text, read from the operand's
/// type as `LoadInst::getPointerAddressSpace` reads it: a constant expression's own operands
/// do not count (`load float, ptr addrspacecast (ptr addrspace(3) @s to ptr)` → 0, the
/// generic address space CUDA's `__shared__` arrays reach loads through).
fn load_addrspace(text: &str) -> u32 {
    split_top_level(text).get(1).map_or(0, |p| addrspace_of(operand_type(p)))
}

/// The string literals of an inline-asm operand text `asm sideeffect "…", "…"`.
fn asm_strings(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('"') {
        let after = &rest[i + 1..];
        match after.find('"') {
            Some(j) => {
                out.push(&after[..j]);
                rest = &after[j + 1..];
            }
            None => break,
        }
    }
    out
}

/// AMDGPU: whether the inline asm with `constraints` produces a divergent value
/// (`isInlineAsmSourceOfDivergence`): an output constraint (selected by `output`, all of
/// them when `None`) in a vector register class, an AGPR, or an unknown class. Scalar
/// classes are `s`, `r`, and physical registers other than `{vN}` / `{aN}`.
fn asm_divergent(constraints: &str, output: Option<usize>) -> bool {
    let mut k = 0usize;
    for c in constraints.split(',') {
        let Some(code) = c.trim().strip_prefix('=') else { continue };
        let this = k;
        k += 1;
        if output.is_some_and(|o| o != this) {
            continue;
        }
        let code = code.trim_start_matches(['&', '*']);
        let divergent = if let Some(reg) = code.strip_prefix('{') {
            let reg = reg.trim_end_matches('}');
            let vector = |p: char| reg.strip_prefix(p).is_some_and(|r| r.starts_with(|c: char| c.is_ascii_digit() || c == '['));
            vector('v') || vector('a') || reg.is_empty()
        } else {
            !(code.starts_with('s') || code.starts_with('r'))
        };
        if divergent {
            return true;
        }
    }
    false
}

/// The inline-asm constraint string of a call, if it calls inline asm.
fn asm_constraints<'s>(f: &'s Function, inst: &Instruction) -> Option<&'s str> {
    if !inst.opcode.is_call() {
        return None;
    }
    match f.operands(inst).last()? {
        Operand::InlineAsm(c) => asm_strings(f.constant(*c)).get(1).copied(),
        _ => None,
    }
}

/// The integer indices of an `extractvalue` text (`extractvalue { i32, i32 } %x, 1` → `[1]`).
fn extract_indices(text: &str) -> Vec<u64> {
    split_top_level(text).iter().skip(1).map_while(|p| p.trim().parse().ok()).collect()
}

/// The register name of `llvm.read_register(metadata !N)`: `!N = !{!"name"}` looked up in
/// the module text, or an inline `metadata !{!"name"}`.
fn read_register_name(text: &str, module: &str) -> Option<String> {
    let i = text.find("metadata")?;
    let md = text[i + 8..].trim_start();
    let string_of = |s: &str| s.split_once("!\"").and_then(|(_, r)| r.split('"').next()).map(str::to_string);
    if md.starts_with("!{") {
        return string_of(md);
    }
    let id: String = md.strip_prefix('!')?.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '_').collect();
    for line in module.lines() {
        let t = line.trim_start();
        if let Some(rest) = t.strip_prefix('!').and_then(|r| r.strip_prefix(id.as_str())) {
            let rest = rest.trim_start();
            if let Some(def) = rest.strip_prefix('=') {
                return string_of(def);
            }
        }
    }
    None
}

/// The target's verdict on `inst` of `f` (`src`: the module text the function was parsed
/// from). `O(instruction text)`.
pub fn classify_inst(target: Target, f: &Function, src: &str, inst: &Instruction) -> Class {
    let text = inst.span.text(src);
    match target {
        Target::Amdgpu => classify_amdgpu(f, src, inst, text),
        Target::Nvptx => classify_nvptx(f, inst, text),
    }
}

fn classify_amdgpu(f: &Function, src: &str, inst: &Instruction, text: &str) -> Class {
    match inst.opcode {
        Opcode::Load => {
            let addrspace = load_addrspace(text);
            if addrspace == 0 || addrspace == 5 {
                return Class::Source(SourceKind::Load { addrspace });
            }
            Class::Normal
        }
        Opcode::AtomicRMW | Opcode::AtomicCmpXchg => Class::Source(SourceKind::Atomic),
        Opcode::Invoke => Class::Source(SourceKind::Invoke),
        Opcode::CallBr => Class::Normal,
        Opcode::Call => {
            if let Some(name) = f.callee_name(inst).filter(|n| n.starts_with("llvm.")) {
                // Auto-upgraded by opt-22 (crate::ir::upgrade): classified as what it becomes.
                match crate::ir::upgrade::lookup(name).map(|u| u.rewrite) {
                    Some(crate::ir::upgrade::Rewrite::AmdgpuAtomic(_) | crate::ir::upgrade::Rewrite::AtomicRmw(_)) => return Class::Source(SourceKind::Atomic),
                    Some(_) if crate::ir::upgrade::upgraded_callee(name).is_none() => return Class::Normal,
                    _ => {}
                }
                let name = crate::ir::upgrade::upgraded_callee(name).unwrap_or(name);
                if name == "llvm.read_register" || name.starts_with("llvm.read_register.") {
                    let i1 = name.ends_with(".i1");
                    let reg = read_register_name(text, src).unwrap_or_default();
                    let divergent = i1 || (!reg.starts_with("vcc") && !reg.is_empty() && (reg.starts_with('v') || reg.starts_with('a')));
                    return if divergent { Class::Source(SourceKind::ReadRegister) } else { Class::Normal };
                }
                return match amdgpu_intrinsic(name) {
                    Some(true) => Class::Source(SourceKind::Intrinsic),
                    Some(false) => Class::AlwaysUniform(UniformKind::Intrinsic),
                    None => Class::Normal,
                };
            }
            match asm_constraints(f, inst) {
                Some(c) if asm_divergent(c, None) => Class::Source(SourceKind::InlineAsm),
                Some(_) => Class::AlwaysUniform(UniformKind::InlineAsm),
                None => Class::Source(SourceKind::Call),
            }
        }
        Opcode::ExtractValue => {
            let Some(Operand::Local(agg)) = f.operands(inst).first().copied() else { return Class::Normal };
            let Some(def) = f.def_inst(agg) else { return Class::Normal };
            let call = f.inst(def);
            if call.opcode != Opcode::Call {
                return Class::Normal;
            }
            let idx = extract_indices(text);
            if let Some(name) = f.callee_name(call) {
                let base = amdgpu_intrinsic_id(name);
                if base == Some("llvm.amdgcn.if") || base == Some("llvm.amdgcn.else") {
                    return if idx == [1] { Class::AlwaysUniform(UniformKind::ScalarComponent) } else { Class::Normal };
                }
                return Class::Normal;
            }
            match asm_constraints(f, call) {
                Some(c) => {
                    let divergent = idx.len() > 1 || asm_divergent(c, idx.first().map(|&i| i as usize));
                    if divergent {
                        Class::Normal
                    } else {
                        Class::AlwaysUniform(UniformKind::ScalarComponent)
                    }
                }
                None => Class::Normal,
            }
        }
        _ => Class::Normal,
    }
}

fn classify_nvptx(f: &Function, inst: &Instruction, text: &str) -> Class {
    match inst.opcode {
        Opcode::Load => {
            let addrspace = load_addrspace(text);
            if addrspace == 0 || addrspace == 5 {
                Class::Source(SourceKind::Load { addrspace })
            } else {
                Class::Normal
            }
        }
        Opcode::AtomicRMW | Opcode::AtomicCmpXchg | Opcode::Fence => Class::Source(SourceKind::Atomic),
        Opcode::Store if text.split_whitespace().nth(1) == Some("atomic") => Class::Source(SourceKind::Atomic),
        Opcode::Call => {
            // An intrinsic that opt-22 auto-upgrades to another instruction (crate::ir::upgrade)
            // is classified as that instruction: `atomicrmw` is a source; a cast
            // (`llvm.nvvm.bitcast.f2i` → `bitcast`) or a global-memory `ldg` load depends on
            // its operands only.
            let upgrade = f.callee_name(inst).filter(|n| crate::ir::upgrade::upgraded_callee(n).is_none()).and_then(crate::ir::upgrade::lookup);
            if let Some(u) = upgrade {
                if matches!(u.rewrite, crate::ir::upgrade::Rewrite::AtomicRmw(_) | crate::ir::upgrade::Rewrite::AmdgpuAtomic(_)) {
                    Class::Source(SourceKind::Atomic)
                } else {
                    Class::Normal
                }
            } else if f.callee_name(inst).is_some_and(|n| n.starts_with("llvm.")) {
                Class::Source(SourceKind::Intrinsic)
            } else if asm_constraints(f, inst).is_some() {
                Class::Source(SourceKind::InlineAsm)
            } else {
                Class::Source(SourceKind::Call)
            }
        }
        _ => Class::Normal,
    }
}

/// One row of the documented table: an intrinsic and whether it is a source (`true`) or
/// always uniform (`false`) on AMDGPU.
pub fn amdgpu_table() -> impl Iterator<Item = (&'static str, bool)> {
    AMDGPU_SOURCES.iter().map(|&(n, _)| (n, true)).chain(AMDGPU_ALWAYS_UNIFORM.iter().map(|&(n, _)| (n, false)))
}

/// The text of `f`'s function attributes: from the end of its parameter list to the `{` of
/// its body (`#0`, `"amdgpu-flat-work-group-size"="1,1"`, `!reqd_work_group_size !3`, …).
/// `O(header)`.
fn fn_attr_text<'s>(f: &Function, src: &'s str) -> &'s str {
    let rest = src.get(f.span.end as usize..).unwrap_or("");
    let (mut depth, mut in_str, mut start) = (0usize, false, None);
    for (i, c) in rest.bytes().enumerate() {
        if in_str {
            in_str = c != b'"';
            continue;
        }
        match c {
            b'"' => in_str = true,
            b'(' => depth += 1,
            b')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 && start.is_none() {
                    start = Some(i + 1);
                }
            }
            b'{' => {
                if let Some(s) = start {
                    return &rest[s..i];
                }
            }
            _ => {}
        }
    }
    ""
}

/// The body of `attributes #id = { … }` in the module text, if any. `O(src)`.
fn attribute_group<'s>(src: &'s str, id: &str) -> Option<&'s str> {
    let head = format!("attributes #{id}");
    src.lines().find_map(|l| {
        let rest = l.trim_start().strip_prefix(head.as_str())?;
        let rest = rest.trim_start().strip_prefix('=')?.trim_start().strip_prefix('{')?;
        Some(rest.rsplit_once('}').map_or(rest, |(a, _)| a))
    })
}

/// The attribute text of an attribute list with its attribute groups (`#N`) appended from the
/// module text. `O(attrs · src)`.
fn expand_groups(attrs: &str, src: &str) -> String {
    let mut out = attrs.to_string();
    for (i, _) in attrs.match_indices('#') {
        let id: String = attrs[i + 1..].chars().take_while(char::is_ascii_digit).collect();
        if let Some(g) = (!id.is_empty()).then(|| attribute_group(src, &id)).flatten() {
            out.push(' ');
            out.push_str(g);
        }
    }
    out
}

/// Whether an attribute text holds the keyword `word` outside strings.
fn has_word(attrs: &str, word: &str) -> bool {
    attrs.split('"').step_by(2).any(|part| part.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).any(|w| w == word))
}

/// Whether AMDGPU runs `f` with a single lane (`GCNSubtarget::isSingleLaneExecution`, in
/// LLVM 22 `GCNTTIImpl::hasBranchDivergence` is then false and every value is uniform): the
/// flat work-group size `"amdgpu-flat-work-group-size"="min,max"`, when valid
/// (`1 ≤ min ≤ max ≤ 1024`), has maximum 1, or `!reqd_work_group_size` is `1, 1, 1`.
/// `O(header)`, plus `O(src)` when such attributes occur.
pub fn amdgpu_single_lane(f: &Function, src: &str) -> bool {
    let attrs = fn_attr_text(f, src);
    if let Some(md) = attrs.split("!reqd_work_group_size").nth(1) {
        let id: String = md.trim_start().strip_prefix('!').unwrap_or("").chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '_').collect();
        let head = format!("!{id}");
        let def = src.lines().find_map(|l| l.trim_start().strip_prefix(head.as_str())?.trim_start().strip_prefix('=').map(str::trim));
        if let Some(def) = def {
            let dims: Vec<u64> = def.split([',', '{', '}']).filter_map(|p| p.trim().strip_prefix("i32").and_then(|n| n.trim().parse().ok())).collect();
            if dims == [1, 1, 1] {
                return true;
            }
        }
    }
    if !attrs.contains('#') && !attrs.contains("amdgpu-flat-work-group-size") {
        return false;
    }
    let all = expand_groups(attrs, src);
    let Some(i) = all.find("\"amdgpu-flat-work-group-size\"") else { return false };
    let value = all[i + 29..].trim_start().strip_prefix('=').map(str::trim_start).and_then(|v| v.strip_prefix('"')).and_then(|v| v.split('"').next());
    let Some((lo, hi)) = value.and_then(|v| v.split_once(',')) else { return false };
    match (lo.trim().parse::<u64>(), hi.trim().parse::<u64>()) {
        (Ok(lo), Ok(hi)) => lo >= 1 && lo <= hi && hi == 1,
        _ => false,
    }
}

/// The functions (declared or defined) of a module whose attributes include
/// `nodivergencesource`, sorted: calls of them are uniform in LLVM 22
/// (`TargetTransformInfo::getValueUniformity`). `O(src)`; empty without the word.
pub fn no_divergence_source_callees(src: &str) -> Vec<&str> {
    if !src.contains("nodivergencesource") {
        return Vec::new();
    }
    let mut out = Vec::new();
    for line in src.lines() {
        let t = line.trim_start();
        if !(t.starts_with("declare") || t.starts_with("define")) {
            continue;
        }
        let Some(at) = t.find('@') else { continue };
        let name: &str = if let Some(q) = t[at + 1..].strip_prefix('"') {
            q.split('"').next().unwrap_or("")
        } else {
            let n = &t[at + 1..];
            &n[..n.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '$' | '-'))).unwrap_or(n.len())]
        };
        // The attributes after the parameter list.
        let Some(open) = t[at..].find('(').map(|o| at + o) else { continue };
        let mut depth = 0usize;
        let mut close = t.len();
        for (i, c) in t[open..].bytes().enumerate() {
            match c {
                b'(' => depth += 1,
                b')' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        close = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        let attrs = t[close..].split('{').next().unwrap_or("");
        if has_word(&expand_groups(attrs, src), "nodivergencesource") {
            out.push(name);
        }
    }
    crate::sort::sort_unstable(&mut out);
    out.dedup();
    out
}

/// Whether a call-like instruction carries `nodivergencesource`, on the call site (its
/// attributes after the argument list, groups expanded) or on its callee (`callees`, from
/// [`no_divergence_source_callees`]). Callers skip it when the module text never mentions
/// the attribute. `O(instruction text)`, plus `O(src)` per attribute group on the call.
pub fn is_no_divergence_source_call(f: &Function, src: &str, inst: &Instruction, callees: &[&str]) -> bool {
    if !inst.opcode.is_call() {
        return false;
    }
    if f.callee_name(inst).is_some_and(|n| callees.binary_search(&n).is_ok()) {
        return true;
    }
    let text = inst.span.text(src);
    // Operand bundles (`[ "tag"(…) ]`) come after the call's attributes.
    let args_end = text.find("[ \"").or_else(|| text.find("[\"")).unwrap_or(text.len());
    let after = text[..args_end].rfind(')').map_or("", |i| &text[i + 1..args_end]);
    has_word(&expand_groups(after, src), "nodivergencesource")
}

/// Whether `name` (a callee) reads the thread index or lane id on NVPTX.
pub fn nvptx_reads_thread_index(name: &str) -> bool {
    lookup(NVVM_THREAD_INDEX, name).is_some()
}

/// Short description of an always-uniform instruction.
pub fn describe_uniform(kind: UniformKind) -> &'static str {
    match kind {
        UniformKind::Intrinsic => "an always-uniform intrinsic",
        UniformKind::InlineAsm => "inline asm with scalar outputs only",
        UniformKind::ScalarComponent => "the scalar component of an aggregate",
        UniformKind::NoDivergenceSource => "a call marked nodivergencesource",
        UniformKind::SingleLane => "a function that runs a single lane",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted_and_disjoint() {
        for t in [AMDGPU_SOURCES, AMDGPU_ALWAYS_UNIFORM, AMDGPU_INTRINSICS, NVVM_THREAD_INDEX] {
            assert!(t.windows(2).all(|w| w[0].0 < w[1].0), "{t:?}");
        }
        for (u, _) in AMDGPU_ALWAYS_UNIFORM {
            assert!(!contains(AMDGPU_SOURCES, u));
        }
        for (n, _) in AMDGPU_SOURCES.iter().chain(AMDGPU_ALWAYS_UNIFORM) {
            assert!(contains(AMDGPU_INTRINSICS, n), "{n} is no LLVM 22 intrinsic");
        }
    }

    /// `amdgpu_intrinsic` through the shared table equals the generated tables' answer.
    #[test]
    fn shared_table_agrees_with_the_divergence_tables() {
        let slow = |name: &str| {
            let id = lookup(AMDGPU_INTRINSICS, name)?;
            if contains(AMDGPU_SOURCES, id) {
                Some(true)
            } else if contains(AMDGPU_ALWAYS_UNIFORM, id) {
                Some(false)
            } else {
                None
            }
        };
        for &(n, _) in AMDGPU_INTRINSICS.iter().chain(AMDGPU_SOURCES).chain(NVVM_THREAD_INDEX) {
            for name in [n.to_string(), format!("{n}.i32"), format!("{n}.f32.p1")] {
                assert_eq!(amdgpu_intrinsic(&name), slow(&name), "{name}");
            }
        }
        assert_eq!(amdgpu_intrinsic("llvm.smax.i32"), None);
    }

    /// The shared intrinsic table resolves every AMDGPU name (exact, suffixed, and a
    /// generic intrinsic's) as `lookup` in the generated `AMDGPU_INTRINSICS`, its reference.
    #[test]
    fn shared_table_agrees_with_amdgpu_intrinsics() {
        for &(n, _) in AMDGPU_INTRINSICS {
            for name in [n.to_string(), format!("{n}.i32"), format!("{n}.v2f32.p1")] {
                assert_eq!(amdgpu_intrinsic_id(&name), lookup(AMDGPU_INTRINSICS, &name), "{name}");
            }
        }
        for name in ["llvm.smax.i32", "llvm.amdgcn", "llvm.amdgcn.nope", "llvm.nvvm.barrier0", "amdgcn.readlane", ""] {
            assert_eq!(amdgpu_intrinsic_id(name), lookup(AMDGPU_INTRINSICS, name), "{name}");
        }
    }

    #[test]
    fn overloaded_names_resolve_to_the_longest_entry() {
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.workitem.id.x"), Some(true));
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.readfirstlane.i32"), Some(false));
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.if.i64"), Some(true));
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.if.break.i64"), Some(false));
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.interp.p2.f16"), Some(true));
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.interp.p2.rtz.f16"), None);
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.image.atomic.add.1d.i32.i32"), Some(true));
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.raw.buffer.atomic.sub.clamp.u32.i32"), None);
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.raw.buffer.atomic.sub.i32"), Some(true));
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.permlane64.i32"), None);
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.workitem.id"), None);
        // Names LLVM 22 does not define are `not_intrinsic`: neither table (the `.scaled`
        // spelling of newer LLVM), and suffixes only extend overloaded intrinsics.
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.mfma.f32.16x16x128.f8f6f4.scaled"), None);
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.mfma.scale.f32.16x16x128.f8f6f4.v8i32.v8i32"), Some(true));
        assert_eq!(amdgpu_intrinsic("llvm.amdgcn.workitem.id.x.i32"), None);
        assert_eq!(amdgpu_intrinsic("llvm.smax.i32"), None);
        assert!(nvptx_reads_thread_index("llvm.nvvm.read.ptx.sreg.tid.x"));
    }

    #[test]
    fn texts_are_split_at_top_level_commas() {
        assert_eq!(load_addrspace("%v = load { i32, i32 }, ptr addrspace(5) %p, align 4"), 5);
        assert_eq!(load_addrspace("%v = load i32, ptr %p"), 0);
        assert_eq!(load_addrspace("%v = load i32, i32 addrspace(3)* %p"), 3);
        assert_eq!(load_addrspace("%v = load i32*, i32* addrspace(1)* %p"), 1);
        assert_eq!(load_addrspace("%v = load i32 addrspace(1)*, i32 addrspace(1)** %p"), 0);
        assert_eq!(load_addrspace("%v = load i32, i32* %p"), 0);
        assert_eq!(load_addrspace("%v = load float, ptr addrspacecast (ptr addrspace(3) @s to ptr), align 4"), 0);
        assert_eq!(load_addrspace("%v = load float, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @c to ptr), i64 12)"), 0);
        assert_eq!(load_addrspace("%v = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @s, i64 4)"), 3);
        assert_eq!(load_addrspace("%v = load i32, ptr addrspace(1) @g, align 4"), 1);
        assert_eq!(load_addrspace("%v = load i32, i32* addrspacecast (i32 addrspace(3)* @s to i32*)"), 0);
        assert_eq!(load_addrspace("%v = load i32, i32 addrspace(3)* getelementptr ([4 x i32], [4 x i32] addrspace(3)* @s, i32 0, i32 1)"), 3);
        assert_eq!(load_addrspace("%v = load i32, ptr addrspace(5) null"), 5);
        assert_eq!(load_addrspace("%v = load i32, %struct.S addrspace(1)* %p"), 1);
        assert_eq!(extract_indices("%x = extractvalue { i32, { i1, i1 } } %a, 1, 0, !dbg !3"), [1, 0]);
        assert_eq!(asm_strings("asm sideeffect \"v_mov $0\", \"=v,s\""), ["v_mov $0", "=v,s"]);
        assert!(asm_divergent("=v", None) && !asm_divergent("=s", None) && !asm_divergent("=r", None));
        assert!(!asm_divergent("=s,=v", Some(0)) && asm_divergent("=s,=v", Some(1)) && asm_divergent("=s,=v", None));
        assert!(asm_divergent("={v0}", None) && !asm_divergent("={vcc}", None) && !asm_divergent("={s[0:1]}", None));
        assert!(!asm_divergent("", None) && asm_divergent("=*m", None));
        assert_eq!(read_register_name("call i32 @llvm.read_register.i32(metadata !0)", "!0 = !{!\"v0\"}\n"), Some("v0".into()));
        assert_eq!(Target::detect("target triple = \"nvptx64-nvidia-cuda\"\n"), Target::Nvptx);
        assert_eq!(Target::detect("define void @f() {\n ret void\n}"), Target::Amdgpu);
    }

    #[test]
    fn single_lane_functions_and_no_divergence_source_calls() {
        let src = "declare i32 @f(i32) #0\ndeclare i32 @g(i32)\n\
            define void @a(i32 %x) #1 {\n  %c = call i32 @f(i32 %x)\n  %d = call i32 @g(i32 %x) nodivergencesource\n  %e = call i32 @g(i32 %x) #0\n  %h = call i32 @g(i32 %x)\n  ret void\n}\n\
            define void @b(i32 %x) !reqd_work_group_size !0 {\n  ret void\n}\n\
            define void @c(i32 %x) \"amdgpu-flat-work-group-size\"=\"0,1\" {\n  ret void\n}\n\
            define void @d(i32 %x) #2 {\n  ret void\n}\n\
            attributes #0 = { nounwind nodivergencesource }\nattributes #1 = { \"amdgpu-flat-work-group-size\"=\"1,1\" }\n\
            attributes #2 = { \"amdgpu-flat-work-group-size\"=\"1,2\" }\n!0 = !{i32 1, i32 1, i32 1}\n";
        let m = crate::ir::parse_module(src).unwrap();
        let single: Vec<bool> = m.functions.iter().map(|f| amdgpu_single_lane(f, src)).collect();
        assert_eq!(single, [true, true, false, false]);
        let callees = no_divergence_source_callees(src);
        assert_eq!(callees, ["f"]);
        let a = &m.functions[0];
        let nds: Vec<bool> = a.insts.iter().map(|i| is_no_divergence_source_call(a, src, i, &callees)).collect();
        assert_eq!(nds, [true, true, true, false, false]);
        assert!(no_divergence_source_callees("define void @k() {\n  ret void\n}\n").is_empty());
    }
}
