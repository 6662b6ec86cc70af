//! Lit tests out: any input (compact CFG text, DOT, LLVM IR) as an LLVM `lit` test of
//! `opt -passes='print<uniformity>'`, its `CHECK` lines generated from *our* uniformity result.
//!
//! # What the file is
//! ```text
//! ; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s
//! ; (a note on where the test came from)
//!
//! ; CHECK-LABEL: UniformityInfo for function 'k':
//! ; CHECK-LABEL: {{^}}BLOCK entry{{$}}
//! ; CHECK-NEXT:  DEFINITIONS
//! ; CHECK-NEXT:  DIVERGENT: %tid = call i32 @llvm.amdgcn.workitem.id.x()
//! ; CHECK-NEXT:  {{^ +}}%c.b = icmp slt i32 %n, 2
//! ; CHECK-NEXT:  TERMINATORS
//! ; CHECK-NEXT:  DIVERGENT: br i1 %c.entry, label %a, label %b
//! ; CHECK-NEXT:  END BLOCK
//! define amdgpu_kernel void @k(i32 %n) { … }
//! ```
//! - **Compact text and DOT** become one AMDGPU kernel `define amdgpu_kernel void @NAME(i32
//!   %n)`, one LLVM block per CFG block in layout order. A branch marked divergent (`~>`, or
//!   unmarked with several successors: [`crate::uniformity::UnmarkedBranches`]'s default)
//!   tests `%tid` (`llvm.amdgcn.workitem.id.x`, a divergence source); one marked uniform
//!   (`=>`) tests the kernel argument `%n` (kernel arguments live in SGPRs: uniform). Two
//!   successors give `br i1`, more a `switch`, none `ret void`. Every block with two or more
//!   distinct predecessors starts with a phi of the predecessor's index (`phi i32 [ 0, %p0 ],
//!   [ 1, %p1 ]`), so the join blocks of divergent branches show up as `DIVERGENT` phis; a
//!   block entered from inside a cycle it is not in uses the phi of that cycle's header
//!   (`%X.after.H = add i32 %H.from, 1`, when the header dominates it), so divergent cycle
//!   exits show up as temporal divergence (`TEMPORAL DIVERGENCE LIST`, `DIVERGENT` uses). The
//!   thread id and all branch conditions are computed in the entry block; when the CFG's
//!   entry has predecessors (LLVM forbids that) a fresh entry block branching to it is added.
//!   Block names that are not valid unquoted LLVM names are renamed (`1` → `bb1`), and the
//!   header comment lists the renames. A scenario's `dfs:` directive orders the successors
//!   (LLVM's cycle DFS follows successor order, so `opt` sees the hierarchy it chose); the
//!   other scenario directives (threads, rules) do not change the kernel.
//! - **LLVM IR** stays as written (every function, so the module still links), with `RUN:`,
//!   `CHECK` and the other lit keywords in its comments disarmed (`RUN:` → `RUN(disabled):`,
//!   `CHECK` → `ORIG-CHECK`); the `CHECK` lines cover the chosen function or all of them.
//!   `-mtriple amdgcn--` unless the module's triple is NVPTX (then the module's triple,
//!   which is what [`Target::detect`] follows).
//!
//! # `CHECK` style
//! Per function a `CHECK-LABEL` on `UniformityInfo for function 'NAME':`, then either
//! `CHECK-NEXT: ALL VALUES UNIFORM` (so a file without any divergent value still has checks)
//! or: the `DIVERGENT ARGUMENTS`, `CYCLES ASSUMED DIVERGENT`, `CYCLES WITH DIVERGENT EXIT` and
//! `TEMPORAL DIVERGENCE LIST` sections with `CHECK-DAG` on their lines (LLVM prints
//! divergent arguments and large cycle sets in pointer-hash order) or a `CHECK-NOT` when empty;
//! then per block a `CHECK-LABEL` on `BLOCK NAME` and a `CHECK-NEXT` chain over every line of
//! the block: `DIVERGENT: …` for divergent values and terminators, `{{^ +}}…` (blanks, no
//! `DIVERGENT:`) for uniform ones. So every verdict is pinned, including uniform ones. For
//! generated kernels the whole instruction text is checked; for IR input only the defined
//! name (`%x =`) or the opcode word (`store`), since `opt` re-prints instructions in its own
//! canonical form. After an instruction `opt` prints on several lines (`switch`,
//! `landingpad`, …) the next line is matched with `CHECK:` instead of `CHECK-NEXT:`.
//!
//! # Complexity and errors
//! `O(len + n + m + I)` (one parse, one uniformity analysis per function, one parse of the
//! generated module). Errors: the input's [`ParseError`], a scenario error (compact text and
//! DOT), or an unknown `function`. Never panics (property-tested on random and mutated text).
//!
//! # Sources
//! LLVM 22 `llvm/lib/Analysis/UniformityAnalysis.cpp` and
//! `llvm/include/llvm/ADT/GenericUniformityImpl.h` (`print`), the test style of
//! `llvm/test/Analysis/UniformityAnalysis/AMDGPU/*.ll`, `llvm/docs/CommandGuide/FileCheck.rst`
//! (`CHECK-LABEL`, `CHECK-NEXT`, `CHECK-DAG`, `CHECK-NOT`, `{{regex}}`).

use crate::cfg::{BranchMark, Cfg};
use crate::cycles::print::raw_name;
use crate::cycles::CycleInfo;
use crate::dominators::DominatorTree;
use crate::input::{self, Format, Program};
use crate::ir::{Function, InstId};
use crate::span::{ParseError, Span};
use crate::uniformity::{self, print::cycle_line, print::inst_text, Target, Uniformity};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// An exported lit test.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LitTest {
    /// A file name for it: `NAME.ll` (the kernel's or the chosen function's name, or the
    /// default function's for a whole module), made of `[A-Za-z0-9_.-]` only.
    pub file_name: String,
    /// The whole `.ll` file: `RUN` line, notes, `CHECK` lines and the module.
    pub text: String,
}

/// The `RUN` line for AMDGPU (and for every non-NVPTX module).
pub const RUN_AMDGPU: &str = "; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s";

/// Exports `source` (any input format, detected; scenario directives allowed) as a lit test.
/// `function` selects one function of an IR module (a leading `@` is ignored); for compact
/// text and DOT it must be the graph's name (`cfg` for compact text, the DOT graph id) or
/// `None`.
///
/// # Errors
/// The input's [`ParseError`] (line:column, expected/found); for compact text and DOT a
/// scenario error of [`crate::scenario::Scenario::resolve`] (the scenario is resolved for its
/// `dfs:` order); an unknown `function` is reported at the end of the input.
/// `O(len + n + m + I)` plus the uniformity analysis.
pub fn export_lit(source: &str, function: Option<&str>) -> Result<LitTest, ParseError> {
    let format = input::detect(source);
    let (program, directives) = crate::input::parse_with_directives(source, Some(format))?;
    let unknown = |name: &str| ParseError::new(source, Span::at(source.len()), format!("no function named `{name}`"));
    match format {
        Format::Compact | Format::Dot | Format::Spirv => {
            let cfg = program.functions.first().map(|f| f.cfg()).ok_or_else(|| unknown("?"))?;
            if let Some(name) = function {
                let name = name.strip_prefix('@').unwrap_or(name);
                if name != cfg.name() {
                    return Err(unknown(name));
                }
            }
            // A scenario's `dfs:` order becomes the kernel's successor order: LLVM's cycle
            // DFS follows successor order, so opt sees the hierarchy the scenario chose.
            let scenario = crate::scenario::Scenario::resolve(source, &directives, cfg)?;
            let kernel = match &scenario.dfs_order {
                Some((order, text)) => {
                    let mut k = kernel_module(&cfg.with_successor_order(order), format);
                    let _ = writeln!(k.note, "; Successors are in the scenario's DFS order (`dfs: {text}`), which LLVM's cycle analysis follows.");
                    k
                }
                None => kernel_module(cfg, format),
            };
            // The generated module is analysed as opt will see it; it always parses (a bug
            // otherwise, reported as an error rather than a panic).
            let module = input::parse(&kernel.text, Some(Format::LlvmIr)).map_err(|e| ParseError::new(source, Span::at(0), format!("internal error: generated kernel does not parse: {e}")))?;
            let file_name = format!("{}.ll", kernel.function);
            Ok(LitTest { file_name, text: assemble(&kernel.note, &kernel.text, &module, None, true) })
        }
        Format::LlvmIr => {
            let selected = match function {
                Some(name) => Some(program.function(name).ok_or_else(|| unknown(name))?.name().to_string()),
                None => None,
            };
            let body = disarm(source);
            // Disarming only edits comments: the module parses exactly as before.
            let module = input::parse(&body, Some(Format::LlvmIr))?;
            let stem = selected.clone().unwrap_or_else(|| module.functions.get(module.default_function()).map_or_else(String::new, |f| f.name().to_string()));
            let note = format!(
                "; Exported by `reconverge export-lit` from an LLVM IR module{}; CHECK lines from reconverge's uniformity analysis.\n",
                selected.as_ref().map_or(String::new(), |s| format!(" (function `{s}`)"))
            );
            Ok(LitTest { file_name: format!("{}.ll", file_stem(&stem)), text: assemble(&note, &body, &module, selected.as_deref(), false) })
        }
    }
}

/// The `RUN` line for a module text: the module's own triple when it is NVPTX, else
/// `-mtriple amdgcn--` (matching [`Target::detect`]).
pub fn run_line(module: &str) -> String {
    match Target::detect(module) {
        Target::Nvptx => "; RUN: opt -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s".to_string(),
        Target::Amdgpu => RUN_AMDGPU.to_string(),
    }
}

/// The file: RUN line, note, then the module with each checked function's CHECK block
/// inserted just before its `define` line.
fn assemble(note: &str, body: &str, module: &Program, selected: Option<&str>, full_text: bool) -> String {
    let target = Target::detect(body);
    let mut inserts: Vec<(usize, String)> = Vec::new();
    for f in &module.functions {
        let Some(ir) = f.ir() else { continue };
        if selected.is_some_and(|s| s != f.name()) {
            continue;
        }
        let opts = uniformity::Options { target, ..Default::default() };
        let Ok(u) = uniformity::analyze(f, body, &opts) else { continue };
        let at = f.source_span(body).start as usize;
        inserts.push((at, function_checks(&u, ir, body, full_text)));
    }
    let mut s = String::with_capacity(body.len() * 2 + 256);
    s.push_str(&run_line(body));
    s.push('\n');
    s.push_str(note);
    s.push('\n');
    let mut last = 0;
    for (at, checks) in inserts {
        let at = at.clamp(last, body.len());
        s.push_str(&body[last..at]);
        s.push_str(&checks);
        last = at;
    }
    s.push_str(&body[last..]);
    if !s.ends_with('\n') {
        s.push('\n');
    }
    s
}

/// Escapes FileCheck's pattern syntax (`{{` and `[[`) in literal text.
fn literal(text: &str) -> String {
    text.replace("{{", "{{[{][{]}}").replace("[[", "{{[[][[]}}")
}

/// `opt` renumbers unnamed values and blocks (`%5` after `%1` in the source prints as `%2`):
/// every `%N` in a pattern becomes `%{{[0-9]+}}`. `O(len)`.
fn numbered(pattern: &str) -> String {
    let b = pattern.as_bytes();
    let mut out = String::with_capacity(pattern.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && b.get(i + 1).is_some_and(u8::is_ascii_digit) {
            let mut j = i + 1;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            if !b.get(j).is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'-')) {
                out.push_str("%{{[0-9]+}}");
                i = j;
                continue;
            }
        }
        let ch = pattern[i..].chars().next().unwrap_or(' ');
        out.push(ch);
        i += ch.len_utf8();
    }
    out
}

/// A block name in a pattern: numbered blocks (unnamed in the source) as `{{[0-9]+}}`.
fn block_pattern(name: &str, full_text: bool) -> String {
    if !full_text && !name.is_empty() && name.bytes().all(|c| c.is_ascii_digit()) {
        "{{[0-9]+}}".to_string()
    } else {
        literal(name)
    }
}

/// A cycle line (`depth=1: entries(H) B`) as a pattern, numbered blocks as regexes.
fn cycle_pattern(line: &str, full_text: bool) -> String {
    if full_text {
        return literal(line);
    }
    let mut out = String::new();
    let mut word = String::new();
    for c in line.chars().chain(std::iter::once('\0')) {
        if c == ' ' || c == '(' || c == ')' || c == '\0' {
            out.push_str(&block_pattern(&word, false));
            word.clear();
            if c != '\0' {
                out.push(c);
            }
        } else {
            word.push(c);
        }
    }
    out
}

/// What a CHECK line matches of an instruction's text: all of it, or (IR input) its defined
/// name up to ` =` (numbered names as regexes), or its first word.
fn check_text(text: &str, full_text: bool) -> String {
    let first_line = text.lines().next().unwrap_or("");
    if full_text {
        return literal(first_line.trim_end());
    }
    let b = first_line.as_bytes();
    if b.first() == Some(&b'%') {
        let mut end = 1;
        if b.get(1) == Some(&b'"') {
            end = 2;
            while end < b.len() && b[end] != b'"' {
                end += 1;
            }
            end += 1;
        } else {
            while end < b.len() && !b[end].is_ascii_whitespace() && b[end] != b'=' {
                end += 1;
            }
        }
        let end = end.min(b.len());
        // `%x = …` (opt's spacing; the source may write `%x= …`).
        if first_line[end..].trim_start().starts_with('=') {
            return numbered(&literal(&format!("{} =", &first_line[..end])));
        }
    }
    literal(first_line.split_whitespace().next().unwrap_or(""))
}

/// The CHECK block of one function (see the module documentation).
fn function_checks(u: &Uniformity, f: &Function, src: &str, full_text: bool) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "; CHECK-LABEL: UniformityInfo for function '{}':", literal(&f.name));
    if u.all_uniform() {
        s.push_str("; CHECK-NEXT: ALL VALUES UNIFORM\n");
        return s;
    }
    let cfg = &f.cfg;
    let ci = u.cycles();
    let args: Vec<usize> = (0..f.args.len()).filter(|&a| u.is_divergent_arg(a)).collect();
    if args.is_empty() {
        s.push_str("; CHECK-NOT: DIVERGENT ARGUMENTS:\n");
    } else {
        s.push_str("; CHECK: DIVERGENT ARGUMENTS:\n");
        for a in args {
            let _ = writeln!(s, "; CHECK-DAG: DIVERGENT: {}{{{{$}}}}", arg_pattern(&uniformity::print::arg_text(src, f, a), full_text));
        }
    }
    let sections: [(&str, Vec<String>); 2] = [
        ("CYCLES ASSUMED DIVERGENT:", u.assumed_divergent().iter().map(|a| cycle_pattern(&cycle_line(cfg, ci, a.cycle), full_text)).collect()),
        ("CYCLES WITH DIVERGENT EXIT:", u.divergent_exit_cycles().iter().map(|e| cycle_pattern(&cycle_line(cfg, ci, e.cycle), full_text)).collect()),
    ];
    for (title, lines) in sections {
        if lines.is_empty() {
            let _ = writeln!(s, "; CHECK-NOT: {title}");
        } else {
            let _ = writeln!(s, "; CHECK: {title}");
            for l in lines {
                let _ = writeln!(s, "; CHECK-DAG: {{{{^ +}}}}{l}{{{{$}}}}");
            }
        }
    }
    if u.temporal_divergence().is_empty() {
        s.push_str("; CHECK-NOT: TEMPORAL DIVERGENCE LIST:\n");
    } else {
        s.push_str("; CHECK: TEMPORAL DIVERGENCE LIST:\n");
        for t in u.temporal_divergence() {
            let _ = writeln!(s, "; CHECK-DAG: Value : {}", check_text(&inst_text(src, f, t.value), full_text));
        }
    }
    for b in cfg.blocks() {
        let _ = writeln!(s, "; CHECK-LABEL: {{{{^}}}}BLOCK {}{{{{$}}}}", block_pattern(&raw_name(cfg, b), full_text));
        s.push_str("; CHECK-NEXT: DEFINITIONS\n");
        let r = f.inst_range(b);
        let mut loose = false;
        let line = |s: &mut String, divergent: bool, i: usize, loose: &mut bool| {
            let text = inst_text(src, f, InstId(i as u32));
            let directive = if *loose { "CHECK:" } else { "CHECK-NEXT:" };
            let pattern = check_text(&text, full_text);
            if divergent {
                let _ = writeln!(s, "; {directive} DIVERGENT: {pattern}");
            } else {
                let _ = writeln!(s, "; {directive} {{{{^ +}}}}{pattern}");
            }
            *loose = text.contains('\n');
        };
        let term = r.end.saturating_sub(1);
        for i in r.start..term {
            // opt prints nothing for a call its auto-upgrade folds or deletes.
            if crate::ir::canonical::folded_away(f, InstId(i as u32)) {
                continue;
            }
            line(&mut s, u.is_divergent_inst(f, InstId(i as u32)), i, &mut loose);
        }
        let _ = writeln!(s, "; {} TERMINATORS", if loose { "CHECK:" } else { "CHECK-NEXT:" });
        loose = false;
        if r.end > r.start {
            line(&mut s, u.has_divergent_terminator(b), term, &mut loose);
        }
        let _ = writeln!(s, "; {} END BLOCK", if loose { "CHECK:" } else { "CHECK-NEXT:" });
    }
    s
}

/// An argument (`TYPE %name`) as a pattern: the type as written up to the name when the
/// type is a simple one-word type, else `{{.*}}` (opt re-prints types canonically).
fn arg_pattern(text: &str, full_text: bool) -> String {
    if full_text {
        return literal(text);
    }
    match text.rsplit_once(' ') {
        Some((ty, name)) if !ty.contains(' ') => numbered(&literal(&format!("{ty} {name}"))),
        Some((_, name)) => format!("{{{{.*}}}} {}", numbered(&literal(name))),
        None => numbered(&literal(text)),
    }
}

/// Disarms lit and FileCheck directives in the comments of an IR text: `RUN:`, `REQUIRES:`,
/// `UNSUPPORTED:`, `XFAIL:`, `ALLOW_RETRIES:`, `END.` get `(disabled)` before the colon and
/// every `CHECK` becomes `ORIG-CHECK` (FileCheck only sees a prefix that is not part of a
/// longer word). Code outside comments is untouched; line structure is kept. `O(len)`.
pub fn disarm(src: &str) -> String {
    let mut out = String::with_capacity(src.len() + 64);
    for line in src.split_inclusive('\n') {
        let Some(c) = comment_start(line) else {
            out.push_str(line);
            continue;
        };
        let (code, comment) = line.split_at(c);
        out.push_str(code);
        let mut t = comment.replace("CHECK", "ORIG-CHECK");
        for kw in ["RUN", "REQUIRES", "UNSUPPORTED", "XFAIL", "ALLOW_RETRIES", "DEFINE", "REDEFINE"] {
            t = t.replace(&format!("{kw}:"), &format!("{kw}(disabled):"));
        }
        t = t.replace("END.", "END(disabled).");
        out.push_str(&t);
    }
    out
}

/// The byte offset of the `;` starting a comment in an IR line (outside string literals).
fn comment_start(line: &str) -> Option<usize> {
    let mut in_str = false;
    for (i, c) in line.bytes().enumerate() {
        match c {
            b'"' => in_str = !in_str,
            b';' if !in_str => return Some(i),
            _ => {}
        }
    }
    None
}

/// A file stem of `[A-Za-z0-9_.-]` from a name (`kernel` when nothing is left).
fn file_stem(name: &str) -> String {
    let s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-') { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with('.') {
        format!("kernel{s}")
    } else {
        s
    }
}

/// A generated kernel module.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kernel {
    /// The kernel's name (without `@`).
    pub function: String,
    /// The header comment: origin, how marks became conditions, block renames.
    pub note: String,
    /// The module text.
    pub text: String,
}

/// Names unique across one LLVM function's symbol table (blocks and values share it). A set
/// of strings because the names themselves are what must not repeat; only the generator
/// uses it (`O(1)` expected per name).
struct Names {
    used: std::collections::HashSet<String>,
}

impl Names {
    fn fresh(&mut self, base: &str) -> String {
        let mut name = base.to_string();
        let mut k = 0;
        while self.used.contains(&name) {
            name = format!("{base}.{k}");
            k += 1;
        }
        self.used.insert(name.clone());
        name
    }
}

/// A valid unquoted LLVM identifier from a block name: invalid characters become `_`, a
/// leading digit gets `bb` before it (`1` → `bb1`; LLVM would read `%1` as a slot number).
fn llvm_identifier(name: &str) -> String {
    let mut s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-') { c } else { '_' }).collect();
    if s.is_empty() || s.as_bytes()[0].is_ascii_digit() {
        s.insert_str(0, "bb");
    }
    s
}

/// Whether branch `b` tests the thread id: marked `~>`, or unmarked (reconverge's default
/// treats unmarked branches with several successors as divergent).
fn divergent_branch(cfg: &Cfg, b: crate::cfg::Block) -> bool {
    cfg.block(b).mark != BranchMark::Uniform
}

/// The AMDGPU kernel for a bare CFG (see the module documentation). `O(n + m)`.
pub fn kernel_module(cfg: &Cfg, format: Format) -> Kernel {
    let mut names = Names { used: std::collections::HashSet::new() };
    let function = file_stem(&llvm_identifier(cfg.name()));
    // Blocks first, so their names stay as close to the source as possible.
    let block_names: Vec<String> = cfg.blocks().map(|b| names.fresh(&llvm_identifier(&raw_name(cfg, b)))).collect();
    let needs_entry = !cfg.preds(cfg.entry()).is_empty();
    let entry_name = if needs_entry { Some(names.fresh("entry")) } else { None };
    let n_arg = names.fresh("n");
    let tid = names.fresh("tid");
    let conds: Vec<Option<String>> = cfg.blocks().map(|b| (cfg.succs(b).len() == 2).then(|| names.fresh(&format!("c.{}", block_names[b.index()])))).collect();
    let (distinct, pred_index) = distinct_preds(cfg);
    let phis: Vec<Option<String>> = cfg.blocks().map(|b| (distinct[b.index()].len() >= 2).then(|| names.fresh(&format!("{}.from", block_names[b.index()])))).collect();
    // Uses after cycle exits: block `x` reached from inside cycle `C` (the largest cycle
    // around the predecessor that does not contain `x`) uses the phi of `C`'s header when
    // that header dominates `x` — a temporal-divergence candidate.
    let ci = CycleInfo::compute(cfg);
    let dt = DominatorTree::compute(cfg);
    let mut after: Vec<Vec<(String, usize)>> = vec![Vec::new(); cfg.num_blocks()];
    for x in cfg.blocks() {
        for &p in &distinct[x.index()] {
            let mut left = None;
            let mut c = ci.cycle_of(p);
            while let Some(cy) = c {
                if ci.contains(cy, x) {
                    break;
                }
                left = Some(cy);
                c = ci.parent(cy);
            }
            let Some(cy) = left else { continue };
            let h = ci.header(cy);
            if h != x && phis[h.index()].is_some() && dt.is_reachable(x) && dt.dominates(h, x) && !after[x.index()].iter().any(|&(_, k)| k == h.index()) {
                let name = names.fresh(&format!("{}.after.{}", block_names[x.index()], block_names[h.index()]));
                after[x.index()].push((name, h.index()));
            }
        }
    }

    let mut note = format!(
        "; Exported by `reconverge export-lit` from {} `{}`: {} blocks, {} edges.\n; Branches marked divergent (`~>`, or unmarked) test %{tid} (llvm.amdgcn.workitem.id.x); branches marked uniform (`=>`) test the kernel argument %{n_arg}.\n; Each block with several predecessors has a phi of the predecessor's index: DIVERGENT at the joins of divergent branches.\n",
        match format {
            Format::Dot => "the DOT graph",
            Format::Spirv => "the SPIR-V function",
            _ => "the compact CFG",
        },
        cfg.name(),
        cfg.num_blocks(),
        cfg.num_edges()
    );
    let renamed: Vec<String> = cfg.blocks().filter(|&b| raw_name(cfg, b) != block_names[b.index()].as_str()).map(|b| format!("{} → %{}", raw_name(cfg, b), block_names[b.index()])).collect();
    if !renamed.is_empty() {
        let _ = writeln!(note, "; Blocks renamed: {}.", renamed.join(", "));
    }
    if let Some(e) = &entry_name {
        let _ = writeln!(note, "; The CFG's entry has predecessors: %{e} is a new entry block branching to it.");
    }

    // Without a divergent branch there is no thread id at all (so nothing is divergent and
    // opt prints `ALL VALUES UNIFORM`).
    let uses_tid = cfg.blocks().any(|b| cfg.succs(b).len() >= 2 && divergent_branch(cfg, b));
    let mut s = String::with_capacity(256 + cfg.num_blocks() * 96);
    let _ = writeln!(s, "define amdgpu_kernel void @{function}(i32 %{n_arg}) {{");
    let prologue = |s: &mut String| {
        if uses_tid {
            let _ = writeln!(s, "  %{tid} = call i32 @llvm.amdgcn.workitem.id.x()");
        }
        for b in cfg.blocks() {
            if let Some(c) = &conds[b.index()] {
                let (v, k) = if divergent_branch(cfg, b) { (&tid, b.index() % 7 + 1) } else { (&n_arg, b.index() % 7 + 1) };
                let _ = writeln!(s, "  %{c} = icmp slt i32 %{v}, {k}");
            }
        }
    };
    if let Some(e) = &entry_name {
        let _ = writeln!(s, "{e}:");
        prologue(&mut s);
        let _ = writeln!(s, "  br label %{}", block_names[cfg.entry().index()]);
    }
    for b in cfg.blocks() {
        let _ = writeln!(s, "{}:", block_names[b.index()]);
        if let Some(p) = &phis[b.index()] {
            // One entry per incoming edge (LLVM's rule; duplicate edges repeat the value).
            let mut incoming: Vec<String> = cfg.preds(b).iter().zip(&pred_index[b.index()]).map(|(q, k)| format!("[ {k}, %{} ]", block_names[q.index()])).collect();
            // The fresh entry block is one more predecessor of the CFG's entry (LLVM's
            // verifier: "PHINode should have one entry for each predecessor").
            if let (Some(e), true) = (&entry_name, b == cfg.entry()) {
                incoming.push(format!("[ {}, %{e} ]", distinct[b.index()].len()));
            }
            let _ = writeln!(s, "  %{p} = phi i32 {}", incoming.join(", "));
        }
        for (name, h) in &after[b.index()] {
            let _ = writeln!(s, "  %{name} = add i32 %{}, 1", phis[*h].as_deref().unwrap_or("n"));
        }
        if b == cfg.entry() && entry_name.is_none() {
            prologue(&mut s);
        }
        let succs = cfg.succs(b);
        match succs.len() {
            0 => s.push_str("  ret void\n"),
            1 => {
                let _ = writeln!(s, "  br label %{}", block_names[succs[0].index()]);
            }
            2 => {
                let c = conds[b.index()].as_deref().unwrap_or("undef");
                let _ = writeln!(s, "  br i1 %{c}, label %{}, label %{}", block_names[succs[0].index()], block_names[succs[1].index()]);
            }
            _ => {
                let v = if divergent_branch(cfg, b) { &tid } else { &n_arg };
                let _ = writeln!(s, "  switch i32 %{v}, label %{} [", block_names[succs[0].index()]);
                for (k, &t) in succs[1..].iter().enumerate() {
                    let _ = writeln!(s, "    i32 {k}, label %{}", block_names[t.index()]);
                }
                s.push_str("  ]\n");
            }
        }
    }
    s.push_str("}\n\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n");
    Kernel { function, note, text: s }
}

/// Per block: its distinct predecessors in first-edge order, and per predecessor edge
/// (parallel to `cfg.preds(b)`) the index of its source among them. `O(n + m)` with a
/// per-block stamp.
fn distinct_preds(cfg: &Cfg) -> (Vec<Vec<crate::cfg::Block>>, Vec<Vec<u32>>) {
    let n = cfg.num_blocks();
    let (mut stamp, mut slot) = (vec![u32::MAX; n], vec![0u32; n]);
    let mut distinct = Vec::with_capacity(n);
    let mut index = Vec::with_capacity(n);
    for b in cfg.blocks() {
        let mut d: Vec<crate::cfg::Block> = Vec::new();
        let idx: Vec<u32> = cfg
            .preds(b)
            .iter()
            .map(|&p| {
                if stamp[p.index()] != b.0 {
                    stamp[p.index()] = b.0;
                    slot[p.index()] = d.len() as u32;
                    d.push(p);
                }
                slot[p.index()]
            })
            .collect();
        distinct.push(d);
        index.push(idx);
    }
    (distinct, index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_text_becomes_a_kernel_with_checks() {
        let t = export_lit("1 ~> 2, 3\n2 -> 4\n3 -> 4\n4 => 1, 5\n5\n", None).unwrap();
        assert_eq!(t.file_name, "cfg.ll");
        assert!(t.text.starts_with(RUN_AMDGPU), "{}", t.text);
        assert!(t.text.contains("define amdgpu_kernel void @cfg(i32 %n)"), "{}", t.text);
        assert!(t.text.contains("; CHECK-NEXT: DIVERGENT: %bb4.from = phi i32"), "{}", t.text);
        assert!(t.text.contains("%c.bb4 = icmp slt i32 %n,"), "{}", t.text);
        // The entry has a predecessor (the back edge 4 → 1): a fresh entry block.
        assert!(t.text.contains("entry:\n  %tid = call"), "{}", t.text);
        // … which the old entry's phi lists as one more predecessor.
        let t = export_lit("b0 ~> b1, b2\nb1 -> b0\nb2 => b0, b3\nb3\n", None).unwrap();
        assert!(t.text.contains("%b0.from = phi i32 [ 0, %b1 ], [ 1, %b2 ], [ 2, %entry ]"), "{}", t.text);
    }

    #[test]
    fn all_uniform_still_checks() {
        let t = export_lit("a => b, c\nb\nc\n", None).unwrap();
        assert!(t.text.contains("; CHECK-NEXT: ALL VALUES UNIFORM"), "{}", t.text);
    }

    #[test]
    fn ir_directives_are_disarmed() {
        let src = "; RUN: opt -passes=verify %s\n; CHECK: foo\ndefine void @f() {\n  ret void ; CHECK-NEXT: x\n}\n";
        let t = export_lit(src, Some("@f")).unwrap();
        assert_eq!(t.text.matches("RUN:").count(), 1, "{}", t.text);
        assert!(t.text.contains("; ORIG-CHECK: foo"), "{}", t.text);
        assert!(t.text.contains("ret void ; ORIG-CHECK-NEXT: x"), "{}", t.text);
        assert!(export_lit(src, Some("g")).is_err());
    }

    #[test]
    fn dfs_directive_orders_successors() {
        let src = "entry ~> A, B\nA -> B\nB -> A, exit\nexit\ndfs: entry: B A\n";
        let t = export_lit(src, None).unwrap();
        assert!(t.text.contains("br i1 %c.entry, label %B, label %A"), "{}", t.text);
        assert!(export_lit("a -> b\nb\ndfs: a: c\n", None).is_err());
    }

    #[test]
    fn check_text_prefixes() {
        assert_eq!(check_text("%x = add i32 1, 2", false), "%x =");
        assert_eq!(check_text("%x= add i32 1, 2", false), "%x =");
        assert_eq!(check_text("%12 = add i32 1, 2", false), "%{{[0-9]+}} =");
        assert_eq!(check_text("%\"a b\" = add i32 1, 2", false), "%\"a b\" =");
        assert_eq!(check_text("store i32 1, ptr %p", false), "store");
        assert_eq!(check_text("call void @f({{x}})", true), "call void @f({{[{][{]}}x}})");
    }
}
