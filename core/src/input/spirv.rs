//! SPIR-V assembly: the text `spirv-dis` writes (and `spirv-as` reads), parsed into one
//! [`Function`] per `OpFunction … OpFunctionEnd`, each a [`Cfg`] plus its structured-control-flow
//! declarations ([`MergeDecl`]: `OpSelectionMerge`, `OpLoopMerge`).
//!
//! # What is read
//! Every line is `[%result =] OpName operand*` with `;` comments. Every instruction is kept
//! ([`Instruction`]: result, opcode, operands, span); the control flow is built from
//! `OpLabel` (a block), `OpBranch`, `OpBranchConditional` (edges labelled `T`, `F`),
//! `OpSwitch` (`default` first, then each case value, in the order written, as LLVM orders a
//! `switch`), and the exits `OpReturn`, `OpReturnValue`, `OpKill`, `OpTerminateInvocation`,
//! `OpUnreachable`. `OpSelectionMerge %m` / `OpLoopMerge %m %c` must come right before their
//! block's terminator (SPIR-V 1.6 §2.11, *Structured Control Flow*; §3.32.17 *Control-Flow
//! Instructions*). Block names are the label ids without `%` (`10`, or the `OpName`-derived
//! friendly name `spirv-dis` prints); the function's name is its `OpName`, else its id.
//! `OpGroupNonUniformBallot` instructions are recorded per block ([`Function::ballots`]).
//!
//! # Errors
//! A [`ParseError`] with line:column for a malformed line, an instruction outside a block, a
//! block without a terminator, a branch to a label the function does not define, a label
//! defined twice, a merge instruction not followed by a branch, `OpFunctionEnd` missing; SSA
//! that does not fit the CFG, as SPIRV-Tools checks it (an `OpPhi` without exactly one pair
//! per distinct predecessor, a definition that does not dominate a use).
//! The parser never panics (property test `tests/spirv_input.rs`).
//!
//! Complexity: `O(len)` plus `O(n + m)` per function (a label map per function).

use super::directives::is_name_byte;
use crate::cfg::{Block, Cfg, CfgBuilder};
use crate::span::{describe_found, LineIndex, ParseError, Span};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// One instruction as written: `%result = OpX operand…` (operands as their source text:
/// `%id`, numbers, strings with their quotes, enumerants).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instruction {
    /// The result id without `%`, if any.
    pub result: Option<String>,
    /// The opcode (`OpLabel`).
    pub opcode: String,
    /// The operands' text.
    pub operands: Vec<String>,
    /// The whole instruction.
    pub span: Span,
}

/// The structured-control-flow declaration of one header block (SPIR-V §2.11): its merge block
/// and, for a loop (`OpLoopMerge`), its continue target. Also produced by the compact-text
/// directives `merge H: M` / `continue H: C` ([`crate::constructs`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MergeDecl {
    /// The header block.
    pub header: Block,
    /// Its merge block.
    pub merge: Block,
    /// The continue target (loops only).
    pub continue_target: Option<Block>,
    /// Whether this is a loop header (`OpLoopMerge`, or a `continue` directive, or a compact
    /// header that heads a cycle).
    pub is_loop: bool,
    /// Where it was declared.
    pub span: Span,
}

/// One SPIR-V function: its CFG, structured declarations and instructions.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Function {
    /// The function's id without `%`.
    pub id: String,
    /// The CFG (blocks in the order of their `OpLabel`s; the first is the entry).
    pub cfg: Cfg,
    /// `OpSelectionMerge` / `OpLoopMerge` of each header, in block order.
    pub merges: Vec<MergeDecl>,
    /// Every instruction from `OpFunction` to `OpFunctionEnd`.
    pub insts: Vec<Instruction>,
    /// Per block, the range of its instructions in `insts` (from its `OpLabel` to its
    /// terminator, both included).
    pub block_insts: Vec<(u32, u32)>,
    /// The blocks holding an `OpGroupNonUniformBallot`, with repetitions (one per ballot).
    pub ballots: Vec<Block>,
    /// From `OpFunction` to `OpFunctionEnd`.
    pub span: Span,
}

/// A SPIR-V module: its functions and its other instructions (capabilities, types, …).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Module {
    /// Functions in source order.
    pub functions: Vec<Function>,
    /// Instructions outside any function, in source order.
    pub globals: Vec<Instruction>,
}

/// Parses SPIR-V assembly text.
///
/// # Errors
/// See the module documentation; the first error is returned.
pub fn parse(src: &str) -> Result<Module, ParseError> {
    let index = LineIndex::new(src);
    let err = |span: Span, msg: String| ParseError::with_index(&index, src, span, msg);
    let mut insts = Vec::new();
    let mut pos = 0usize;
    for line in src.split_inclusive('\n') {
        let start = pos;
        pos += line.len();
        if let Some(i) = parse_line(start, line).map_err(|(s, m)| err(s, m))? {
            insts.push(i);
        }
    }
    let mut names: HashMap<&str, String> = HashMap::new();
    for i in &insts {
        if i.opcode == "OpName" && i.operands.len() >= 2 {
            let id = i.operands[0].trim_start_matches('%');
            let n = unquote(&i.operands[1]);
            if !n.is_empty() {
                names.insert(id, n);
            }
        }
    }
    let mut functions = Vec::new();
    let mut globals = Vec::new();
    let mut k = 0;
    while k < insts.len() {
        if insts[k].opcode != "OpFunction" {
            globals.push(insts[k].clone());
            k += 1;
            continue;
        }
        let end = (k..insts.len()).find(|&j| insts[j].opcode == "OpFunctionEnd").ok_or_else(|| err(insts[k].span, "`OpFunction` without `OpFunctionEnd`".into()))?;
        if let Some(j) = (k + 1..end).find(|&j| insts[j].opcode == "OpFunction") {
            return Err(err(insts[j].span, "`OpFunction` inside a function (the previous one has no `OpFunctionEnd`)".into()));
        }
        functions.push(function(&insts[k..=end], &names, &err)?);
        k = end + 1;
    }
    Ok(Module { functions, globals })
}

fn unquote(s: &str) -> String {
    let s = s.strip_prefix('"').and_then(|s| s.strip_suffix('"')).unwrap_or(s);
    s.replace("\\\"", "\"").replace("\\\\", "\\")
}

type LineResult = Result<Option<Instruction>, (Span, String)>;

/// Splits one line into tokens (ids, words, numbers, quoted strings) and builds its
/// instruction; `None` for a blank or comment line.
fn parse_line(start: usize, line: &str) -> LineResult {
    let b = line.as_bytes();
    let mut toks: Vec<(usize, usize)> = Vec::new();
    let mut p = 0;
    while p < b.len() {
        let c = b[p];
        if c == b';' {
            break;
        }
        if c.is_ascii_whitespace() {
            p += 1;
            continue;
        }
        let s = p;
        if c == b'"' {
            p += 1;
            loop {
                if p >= b.len() || b[p] == b'\n' {
                    return Err((Span::new(start + s, start + p), "unterminated string".into()));
                }
                if b[p] == b'\\' && p + 1 < b.len() {
                    p += 2;
                    continue;
                }
                if b[p] == b'"' {
                    p += 1;
                    break;
                }
                p += 1;
            }
        } else if c == b'=' {
            p += 1;
        } else {
            while p < b.len() && !b[p].is_ascii_whitespace() && b[p] != b';' && b[p] != b'=' && b[p] != b'"' {
                p += 1;
            }
        }
        toks.push((s, p));
    }
    if toks.is_empty() {
        return Ok(None);
    }
    let text = |t: (usize, usize)| &line[t.0..t.1];
    let span_of = |t: (usize, usize)| Span::new(start + t.0, start + t.1);
    let mut i = 0;
    let mut result = None;
    if toks.len() >= 2 && text(toks[1]) == "=" {
        let r = text(toks[0]);
        let id = r.strip_prefix('%').filter(|id| !id.is_empty() && id.bytes().all(is_id_byte)).ok_or_else(|| (span_of(toks[0]), format!("expected a result id (`%name`), found {}", describe_found(r))))?;
        result = Some(id.to_string());
        i = 2;
    }
    let Some(&op) = toks.get(i) else {
        return Err((Span::new(start + toks[toks.len() - 1].1, start + toks[toks.len() - 1].1), "expected an opcode (`OpX`) after `=`".into()));
    };
    let opcode = text(op);
    if !(opcode.starts_with("Op") && opcode.len() > 2 && opcode.bytes().all(|c| c.is_ascii_alphanumeric())) {
        return Err((span_of(op), format!("expected an opcode (`OpX`), found {}", describe_found(opcode))));
    }
    let mut operands = Vec::new();
    for &t in &toks[i + 1..] {
        let s = text(t);
        if s == "=" {
            return Err((span_of(t), "unexpected `=` among operands".into()));
        }
        if let Some(id) = s.strip_prefix('%') {
            if id.is_empty() || !id.bytes().all(is_id_byte) {
                return Err((span_of(t), format!("expected an id (`%name`), found {}", describe_found(s))));
            }
        }
        operands.push(s.to_string());
    }
    let end = toks.last().map_or(op.1, |t| t.1);
    Ok(Some(Instruction { result, opcode: opcode.to_string(), operands, span: Span::new(start + toks[0].0, start + end) }))
}

fn is_id_byte(c: u8) -> bool {
    is_name_byte(c) || c == b'-'
}

fn is_terminator(op: &str) -> bool {
    matches!(op, "OpBranch" | "OpBranchConditional" | "OpSwitch" | "OpReturn" | "OpReturnValue" | "OpKill" | "OpTerminateInvocation" | "OpUnreachable")
}

/// Builds one function from its instructions (`OpFunction` … `OpFunctionEnd`).
fn function(insts: &[Instruction], names: &HashMap<&str, String>, err: &dyn Fn(Span, String) -> ParseError) -> Result<Function, ParseError> {
    let head = &insts[0];
    let id = head.result.clone().ok_or_else(|| err(head.span, "`OpFunction` needs a result id".into()))?;
    let name = names.get(id.as_str()).cloned().unwrap_or_else(|| id.clone());
    let mut b = CfgBuilder::new(name);
    // First pass: labels, in order.
    let mut label_of: HashMap<&str, Block> = HashMap::new();
    for i in insts {
        if i.opcode == "OpLabel" {
            let r = i.result.as_deref().ok_or_else(|| err(i.span, "`OpLabel` needs a result id".into()))?;
            if label_of.contains_key(r) {
                return Err(err(i.span, format!("label `%{r}` defined twice in this function")));
            }
            let blk = b.new_block(r);
            b.data_mut(blk).span = i.span;
            label_of.insert(r, blk);
        }
    }
    if label_of.is_empty() {
        return Err(err(head.span, "a function definition needs at least one block (`OpLabel`); declarations are not supported".into()));
    }
    let target = |i: &Instruction, k: usize| -> Result<Block, ParseError> {
        let Some(t) = i.operands.get(k) else {
            return Err(err(Span::at(i.span.end as usize), format!("`{}` expects a label operand here", i.opcode)));
        };
        let id = t.strip_prefix('%').ok_or_else(|| err(i.span, format!("`{}` expects a label (`%id`), found {}", i.opcode, describe_found(t))))?;
        label_of.get(id).copied().ok_or_else(|| err(i.span, format!("`%{id}` is not a label of this function")))
    };
    let mut merges = Vec::new();
    let mut block_insts = Vec::new();
    let mut ballots = Vec::new();
    let mut cur: Option<(Block, u32)> = None;
    let mut pending_merge: Option<&Instruction> = None;
    for (k, i) in insts.iter().enumerate().skip(1) {
        let op = i.opcode.as_str();
        if op == "OpFunctionEnd" {
            if let Some((blk, _)) = cur {
                return Err(err(i.span, format!("block `%{}` has no terminator before `OpFunctionEnd`", b.data_mut(blk).name)));
            }
            break;
        }
        if op == "OpLabel" {
            if let Some((blk, _)) = cur {
                return Err(err(i.span, format!("block `%{}` has no terminator before the next `OpLabel`", b.data_mut(blk).name)));
            }
            cur = Some((label_of[i.result.as_deref().unwrap_or_default()], k as u32));
            continue;
        }
        let Some((blk, first)) = cur else {
            if matches!(op, "OpFunctionParameter" | "OpLine" | "OpNoLine") && block_insts.is_empty() {
                continue;
            }
            return Err(err(i.span, format!("`{op}` outside a block (expected `OpLabel`)")));
        };
        if let Some(m) = pending_merge {
            if !matches!(op, "OpBranch" | "OpBranchConditional" | "OpSwitch") {
                return Err(err(i.span, format!("`{}` must be followed by a branch (`OpBranch`, `OpBranchConditional`, `OpSwitch`), found `{op}`", m.opcode)));
            }
        }
        match op {
            "OpSelectionMerge" | "OpLoopMerge" => {
                let merge = target(i, 0)?;
                let continue_target = if op == "OpLoopMerge" { Some(target(i, 1)?) } else { None };
                merges.push(MergeDecl { header: blk, merge, continue_target, is_loop: op == "OpLoopMerge", span: i.span });
                pending_merge = Some(i);
            }
            "OpGroupNonUniformBallot" => ballots.push(blk),
            "OpBranch" => b.edge(blk, target(i, 0)?, "", i.span),
            "OpBranchConditional" => {
                let (t, f) = (target(i, 1)?, target(i, 2)?);
                b.edge(blk, t, "T", i.span);
                b.edge(blk, f, "F", i.span);
            }
            "OpSwitch" => {
                let d = target(i, 1)?;
                b.edge(blk, d, "default", i.span);
                if i.operands.len() % 2 != 0 {
                    return Err(err(i.span, "`OpSwitch` expects `selector default (literal label)*`".into()));
                }
                let mut j = 2;
                while j + 1 < i.operands.len() {
                    let lit = &i.operands[j];
                    if lit.parse::<i128>().is_err() && !lit.starts_with("0x") {
                        return Err(err(i.span, format!("`OpSwitch` case: expected an integer literal, found {}", describe_found(lit))));
                    }
                    b.edge(blk, target(i, j + 1)?, lit.as_str(), i.span);
                    j += 2;
                }
            }
            _ => {}
        }
        if is_terminator(op) {
            b.data_mut(blk).term_span = i.span;
            block_insts.push((blk, first, k as u32));
            cur = None;
            pending_merge = None;
        }
    }
    crate::sort::sort_unstable(&mut block_insts);
    let span = head.span.to(insts[insts.len() - 1].span);
    let cfg = b.finish();
    let block_insts: Vec<(u32, u32)> = block_insts.into_iter().map(|(_, a, e)| (a, e)).collect();
    ssa_checks(&cfg, insts, &block_insts, &label_of, err)?;
    Ok(Function { id, cfg, merges, insts: insts.to_vec(), block_insts, ballots, span })
}

/// The SSA rules of SPIR-V that depend on the CFG, as SPIRV-Tools checks them
/// (`validate_cfg.cpp` `ValidatePhi`, `validate_id.cpp` `CheckIdDefinitionDominateUse`):
///
/// - an `OpPhi` has one (value, parent) pair per distinct predecessor of its block, each parent
///   a predecessor, none twice (every block, reachable or not);
/// - in a reachable block, an id defined in a block is used only if that block is reachable
///   and dominates the use's block; an `OpPhi` in a reachable block needs, for each pair whose value is
///   defined in a block and whose parent is reachable, the value's block to dominate the
///   parent (an unreachable block dominates no reachable one).
///
/// Labels and function parameters are not defined in a block. `block_insts[b]` is block `b`'s
/// instruction range in `insts` (label to terminator). `O(instructions + n log n)`.
fn ssa_checks(cfg: &Cfg, insts: &[Instruction], block_insts: &[(u32, u32)], label_of: &HashMap<&str, Block>, err: &dyn Fn(Span, String) -> ParseError) -> Result<(), ParseError> {
    let dt = crate::DominatorTree::compute(cfg);
    let mut def_block: HashMap<&str, Block> = HashMap::new();
    for (b, &(first, end)) in block_insts.iter().enumerate() {
        for i in &insts[first as usize..=end as usize] {
            if let (Some(r), false) = (i.result.as_deref(), i.opcode == "OpLabel") {
                def_block.insert(r, Block(b as u32));
            }
        }
    }
    let reachable = |b: Block| dt.is_reachable(b);
    for (b, &(first, end)) in block_insts.iter().enumerate() {
        let b = Block(b as u32);
        for i in &insts[first as usize..=end as usize] {
            if i.opcode == "OpPhi" {
                let pairs = i.operands.get(1..).unwrap_or(&[]);
                if pairs.len() % 2 != 0 {
                    return Err(err(i.span, "`OpPhi` expects its result type, then (value, parent block) pairs".into()));
                }
                let mut preds: Vec<Block> = cfg.preds(b).to_vec();
                crate::sort::sort_unstable(&mut preds);
                preds.dedup();
                if pairs.len() / 2 != preds.len() {
                    return Err(err(i.span, format!("`OpPhi` has {} incoming blocks but its block `%{}` has {} predecessors", pairs.len() / 2, cfg.name_of(b), preds.len())));
                }
                let mut seen: Vec<Block> = Vec::with_capacity(preds.len());
                for pair in pairs.chunks(2) {
                    let parent = pair[1].strip_prefix('%').and_then(|p| label_of.get(p).copied());
                    let Some(parent) = parent.filter(|p| preds.binary_search(p).is_ok()) else {
                        return Err(err(i.span, format!("`OpPhi`'s incoming block {} is not a predecessor of `%{}`", pair[1], cfg.name_of(b))));
                    };
                    if seen.contains(&parent) {
                        return Err(err(i.span, format!("`OpPhi` names its incoming block {} twice", pair[1])));
                    }
                    seen.push(parent);
                }
                let def_of = |v: &str| v.strip_prefix('%').and_then(|v| def_block.get(v).copied());
                // spirv-val (v2023.1) checks every phi of a reachable block, also when each of
                // its values is defined in an unreachable block (its reachable parent counts).
                if reachable(b) {
                    for (pair, &parent) in pairs.chunks(2).zip(&seen) {
                        if let Some(d) = def_of(&pair[0]) {
                            if reachable(parent) && !(reachable(d) && dt.dominates(d, parent)) {
                                return Err(err(i.span, format!("`OpPhi`: the definition of {} does not dominate its incoming block `%{}`", pair[0], cfg.name_of(parent))));
                            }
                        }
                    }
                }
            } else if reachable(b) {
                for o in &i.operands {
                    let Some(d) = o.strip_prefix('%').and_then(|v| def_block.get(v).copied()) else { continue };
                    // spirv-val (v2023.1) checks uses of definitions in unreachable blocks too:
                    // such a block dominates no reachable one.
                    if !(reachable(d) && dt.dominates(d, b)) {
                        return Err(err(i.span, format!("{o}, defined in block `%{}`, does not dominate its use in block `%{}`", cfg.name_of(d), cfg.name_of(b))));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Whether `src` reads as SPIR-V assembly: a `; SPIR-V` header, or a first instruction that is
/// `OpX …` or `%id = OpX …`. `O(first line)`.
pub fn looks_like(line: &str) -> bool {
    let t = line.trim_start();
    if t.starts_with("; SPIR-V") {
        return true;
    }
    let rest = if t.starts_with('%') { t.split_once('=').map_or("", |(_, r)| r.trim_start()) } else { t };
    rest.starts_with("Op") && rest.as_bytes().get(2).is_some_and(|c| c.is_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOOP: &str = "; SPIR-V\n OpCapability Shader\n %main = OpFunction %void None %3\n %5 = OpLabel\n OpBranch %10\n %10 = OpLabel\n OpLoopMerge %12 %13 None\n OpBranchConditional %c %11 %12\n %11 = OpLabel\n OpBranch %13\n %13 = OpLabel\n OpBranch %10\n %12 = OpLabel\n OpReturn\n OpFunctionEnd\n";

    #[test]
    fn parses_a_loop() {
        let m = parse(LOOP).unwrap();
        assert_eq!(m.functions.len(), 1);
        let f = &m.functions[0];
        let names: Vec<_> = f.cfg.blocks().map(|b| f.cfg.name_of(b).to_string()).collect();
        assert_eq!(names, ["5", "10", "11", "13", "12"]);
        assert_eq!(f.merges.len(), 1);
        assert_eq!(f.merges[0].header, Block(1));
        assert_eq!(f.merges[0].merge, Block(4));
        assert_eq!(f.merges[0].continue_target, Some(Block(3)));
        assert_eq!(f.cfg.succ_labels(Block(1)), ["T", "F"]);
    }

    #[test]
    fn errors_have_positions() {
        let e = parse(&LOOP.replace("OpBranch %13\n %13", "OpBranch %99\n %13")).unwrap_err();
        assert!(e.message.contains("`%99` is not a label"), "{e:?}");
        assert_eq!(e.line, 10);
        let e = parse(&LOOP.replace(" OpReturn\n", "")).unwrap_err();
        assert!(e.message.contains("no terminator"), "{e:?}");
        let e = parse(" %x = \n").unwrap_err();
        assert!(e.message.contains("opcode"), "{e:?}");
        let e = parse(" OpName %x \"abc\n").unwrap_err();
        assert!(e.message.contains("unterminated"), "{e:?}");
    }

    /// SPIRV-Tools' SSA rules on the CFG: phi pairs per distinct predecessor, definitions
    /// dominating their uses (`validate_cfg.cpp` `ValidatePhi`, `validate_id.cpp`).
    #[test]
    fn phis_and_definitions_follow_the_cfg() {
        let f = |body: &str| format!("; SPIR-V\n OpCapability Shader\n %main = OpFunction %void None %3\n{body} OpFunctionEnd\n");
        let diamond = " %5 = OpLabel\n OpSelectionMerge %8 None\n OpBranchConditional %c %6 %7\n %6 = OpLabel\n %a = OpIAdd %int %x %x\n OpBranch %8\n %7 = OpLabel\n %b = OpIAdd %int %x %x\n OpBranch %8\n %8 = OpLabel\n %p = OpPhi %int %a %6 %b %7\n OpReturn\n";
        assert!(parse(&f(diamond)).is_ok());
        // Swapped pairs: `%a` does not dominate `%7`.
        let e = parse(&f(&diamond.replace("%a %6 %b %7", "%a %7 %b %6"))).unwrap_err();
        assert!(e.message.contains("does not dominate its incoming block"), "{e:?}");
        // Too few pairs; a parent that is no predecessor; a parent twice.
        assert!(parse(&f(&diamond.replace(" %b %7\n", "\n"))).unwrap_err().message.contains("2 predecessors"));
        assert!(parse(&f(&diamond.replace("%b %7", "%b %5"))).unwrap_err().message.contains("not a predecessor"));
        assert!(parse(&f(&diamond.replace("%b %7", "%b %6"))).unwrap_err().message.contains("twice"));
        // A use outside the definition's dominance region.
        let e = parse(&f(&diamond.replace("%p = OpPhi %int %a %6 %b %7", "%p = OpPhi %int %a %6 %b %7\n %q = OpIAdd %int %a %p"))).unwrap_err();
        assert!(e.message.contains("does not dominate its use"), "{e:?}");
        // `OpBranchConditional %c %8 %8` gives one distinct predecessor.
        let same = " %5 = OpLabel\n %a = OpIAdd %int %x %x\n OpSelectionMerge %8 None\n OpBranchConditional %c %8 %8\n %8 = OpLabel\n %p = OpPhi %int %a %5\n OpReturn\n";
        assert!(parse(&f(same)).is_ok());
    }

    #[test]
    fn detects() {
        assert!(looks_like("; SPIR-V"));
        assert!(looks_like("OpCapability Shader"));
        assert!(looks_like("%5 = OpLabel"));
        assert!(!looks_like("%struct.T = type { i32 }"));
        assert!(!looks_like("entry -> a"));
    }
}
