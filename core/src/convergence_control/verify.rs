//! LLVM 22's convergence verifier (`GenericConvergenceVerifier<SSAContext>`), check for check.
//!
//! Per function, as `Verifier::verify(const Function &)` drives it: `visit(BB)` / `visit(I)`
//! for every block and instruction in layout order (bundle shape, intrinsic placement, mixing
//! controlled and uncontrolled convergence), then — only if the function ended up *controlled*
//! (`sawTokens()`) — `verify(DT)`: blocks in reverse postorder with a stack of live tokens
//! (dominance of uses, well-nested regions, the cycle rules and hearts). A failed check stops
//! only the current instruction's (or use's) checks, as LLVM's `Check` macro returns.
//!
//! Source: `llvm/include/llvm/IR/GenericConvergenceVerifierImpl.h` (LLVM 22.1, installed),
//! `llvm/lib/IR/ConvergenceVerifier.cpp`, `Verifier::verify` in `llvm/lib/IR/Verifier.cpp`.
//! `O(I + B·T)` per function for `I` instructions, `B` blocks, `T` live tokens.

use super::{FunctionFacts, ModuleFacts, TokenOp};
use crate::cfg::Block;
use crate::cycles::CycleInfo;
use crate::dfs::DepthFirst;
use crate::dominators::DominatorTree;
use crate::ir::{Function, InstId, Module, Operand};
use crate::span::{LineCol, LineIndex, Span};
use crate::uniformity::print::cycle_line;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The convergence verifier's messages, texts exactly as LLVM 22 prints them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Message {
    /// More than one `"convergencectrl"` bundle on a call.
    AtMostOnce,
    /// The bundle does not have exactly one `token` input.
    ExactlyOneToken,
    /// The token is not defined by a convergence control intrinsic.
    NotProducedByIntrinsic,
    /// `entry` in a function without `convergent`.
    EntryNotConvergentFunction,
    /// `entry` outside the entry block.
    EntryNotEntryBlock,
    /// `entry` after a convergent operation of its block.
    EntryPreceded,
    /// `entry` or `anchor` with a bundle.
    EntryAnchorWithToken,
    /// `loop` without a bundle.
    LoopWithoutToken,
    /// `loop` after a convergent operation of its block.
    LoopPreceded,
    /// Controlled and uncontrolled convergent operations in one function.
    Mixed,
    /// A token's definition does not dominate a use.
    NotDominating,
    /// A use whose token is not live (regions overlap instead of nesting).
    NotWellNested,
    /// A non-`loop` use in a cycle without the definition.
    UseInCycle,
    /// A heart outside the header of a reducible cycle.
    HeartNotHeader,
    /// Two hearts for one cycle.
    TwoHearts,
}

impl Message {
    /// LLVM's text.
    pub fn text(self) -> &'static str {
        use Message::*;
        match self {
            AtMostOnce => "The 'convergencectrl' bundle can occur at most once on a call",
            ExactlyOneToken => "The 'convergencectrl' bundle requires exactly one token use.",
            NotProducedByIntrinsic => "Convergence control tokens can only be produced by calls to the convergence control intrinsics.",
            EntryNotConvergentFunction => "Entry intrinsic can occur only in a convergent function.",
            EntryNotEntryBlock => "Entry intrinsic can occur only in the entry block.",
            EntryPreceded => "Entry intrinsic cannot be preceded by a convergent operation in the same basic block.",
            EntryAnchorWithToken => "Entry or anchor intrinsic cannot have a convergencectrl token operand.",
            LoopWithoutToken => "Loop intrinsic must have a convergencectrl token operand.",
            LoopPreceded => "Loop intrinsic cannot be preceded by a convergent operation in the same basic block.",
            Mixed => "Cannot mix controlled and uncontrolled convergence in the same function.",
            NotDominating => "Convergence control token must dominate all its uses.",
            NotWellNested => "Convergence region is not well-nested.",
            UseInCycle => "Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.",
            HeartNotHeader => "Cycle heart must dominate all blocks in the cycle.",
            TwoHearts => "Two static convergence token uses in a cycle that does not contain either token's definition.",
        }
    }

    /// Every message.
    pub const ALL: [Message; 15] = {
        use Message::*;
        [
            AtMostOnce,
            ExactlyOneToken,
            NotProducedByIntrinsic,
            EntryNotConvergentFunction,
            EntryNotEntryBlock,
            EntryPreceded,
            EntryAnchorWithToken,
            LoopWithoutToken,
            LoopPreceded,
            Mixed,
            NotDominating,
            NotWellNested,
            UseInCycle,
            HeartNotHeader,
            TwoHearts,
        ]
    };

    /// The message whose text is `text`.
    pub fn from_text(text: &str) -> Option<Message> {
        Message::ALL.into_iter().find(|m| m.text() == text)
    }
}

/// One verifier failure: the message, the instruction it is about, and what `opt` prints
/// after the message (instructions with two leading spaces, `label %B`, cycle lines).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// The function (raw name).
    pub function: String,
    /// Which check failed.
    pub message: Message,
    /// The instruction visited (for region and cycle checks: the token's user).
    pub inst: InstId,
    /// Its source span.
    pub span: Span,
    /// Its line and column (1-based).
    pub at: LineCol,
    /// The lines `opt` prints after the message, in order (source text of instructions).
    pub dumped: Vec<String>,
}

impl fmt::Display for Diagnostic {
    /// `L:C: MESSAGE` then the dumped lines, as `opt` writes them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.at, self.message.text())?;
        for d in &self.dumped {
            write!(f, "\n{d}")?;
        }
        Ok(())
    }
}

/// Verifies every function of `module` (parsed from `src`): the convergence diagnostics
/// `opt-22 -passes=verify` reports, in its order (functions in module order). Other verifier
/// checks are not made. `O(text + Σ(I + B·T))`.
pub fn verify_module(src: &str, module: &Module) -> Vec<Diagnostic> {
    let facts = ModuleFacts::compute(src, module);
    let lines = LineIndex::new(src);
    let mut out = Vec::new();
    for (f, ff) in module.functions.iter().zip(&facts.functions) {
        out.extend(verify_function_with(src, &lines, f, ff));
    }
    out
}

/// Verifies one function, given its facts ([`FunctionFacts::compute`]).
pub fn verify_function(src: &str, f: &Function, facts: &FunctionFacts) -> Vec<Diagnostic> {
    verify_function_with(src, &LineIndex::new(src), f, facts)
}

#[derive(PartialEq, Eq, Clone, Copy)]
enum Kind {
    None,
    Controlled,
    Uncontrolled,
}

fn inst_text(src: &str, f: &Function, i: InstId) -> String {
    let t = f.inst(i).span.text(src);
    let mut s = String::with_capacity(t.len() + 2);
    s.push_str("  ");
    // One line, as opt prints it (our span may contain the `to label` line of an invoke).
    let mut first = true;
    for part in t.split('\n') {
        if !first {
            s.push(' ');
        }
        first = false;
        s.push_str(part.trim());
    }
    s
}

fn verify_function_with(src: &str, lines: &LineIndex, f: &Function, facts: &FunctionFacts) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let diag = |m: Message, i: InstId, dumped: Vec<String>| {
        let span = f.inst(i).span;
        Diagnostic { function: f.name.clone(), message: m, inst: i, span, at: lines.line_col(src, span.start as usize), dumped }
    };
    // Tokens[&I] = Def: per instruction, its token definition when the bundle is well formed.
    let mut token_of: Vec<Option<InstId>> = vec![None; f.insts.len()];
    let mut kind = Kind::None;
    for b in f.cfg.blocks() {
        let mut seen_conv = false; // SeenFirstConvOp
        for k in f.inst_range(b) {
            let i = InstId(k as u32);
            let Some(c) = facts.call(i) else { continue };
            // findAndCheckConvergenceTokenUsed
            let mut token_def = None;
            'find: {
                if c.ctrl_bundles == 0 {
                    break 'find;
                }
                if c.ctrl_bundles > 1 {
                    out.push(diag(Message::AtMostOnce, i, vec![inst_text(src, f, i)]));
                    break 'find;
                }
                if c.ctrl_inputs != 1 || !c.ctrl_first_is_token {
                    out.push(diag(Message::ExactlyOneToken, i, vec![inst_text(src, f, i)]));
                    break 'find;
                }
                let def = c.token.and_then(|t| facts.token_def(f, t));
                match def {
                    Some(d) => {
                        token_def = Some(d);
                        token_of[k] = Some(d);
                    }
                    None => {
                        let tok = match c.token {
                            Some(Operand::Local(v)) => match f.def_inst(v) {
                                Some(d) => inst_text(src, f, d),
                                None => format!("token {}", f.value_name(v)),
                            },
                            _ => c.token_span.text(src).to_string(),
                        };
                        out.push(diag(Message::NotProducedByIntrinsic, i, vec![tok, inst_text(src, f, i)]));
                    }
                }
            }
            let this = || vec![inst_text(src, f, i)];
            // The switch on ConvOp; a failed Check returns from visit(I).
            let failed = match c.op {
                Some(TokenOp::Entry) => {
                    if !facts.convergent {
                        out.push(diag(Message::EntryNotConvergentFunction, i, this()));
                        true
                    } else if b != f.cfg.entry() {
                        out.push(diag(Message::EntryNotEntryBlock, i, this()));
                        true
                    } else if seen_conv {
                        out.push(diag(Message::EntryPreceded, i, this()));
                        true
                    } else if token_def.is_some() {
                        out.push(diag(Message::EntryAnchorWithToken, i, this()));
                        true
                    } else {
                        false
                    }
                }
                Some(TokenOp::Anchor) if token_def.is_some() => {
                    out.push(diag(Message::EntryAnchorWithToken, i, this()));
                    true
                }
                Some(TokenOp::Anchor) => false,
                Some(TokenOp::Loop) => {
                    if token_def.is_none() {
                        out.push(diag(Message::LoopWithoutToken, i, this()));
                        true
                    } else if seen_conv {
                        out.push(diag(Message::LoopPreceded, i, this()));
                        true
                    } else {
                        false
                    }
                }
                None => false,
            };
            if failed {
                continue;
            }
            if c.convergent {
                seen_conv = true;
            }
            if token_def.is_some() || c.op.is_some() {
                if kind == Kind::Uncontrolled {
                    out.push(diag(Message::Mixed, i, this()));
                    continue;
                }
                kind = Kind::Controlled;
            } else if c.convergent {
                if kind == Kind::Controlled {
                    out.push(diag(Message::Mixed, i, this()));
                    continue;
                }
                kind = Kind::Uncontrolled;
            }
        }
    }
    if kind != Kind::Controlled {
        return out;
    }
    // verify(DT)
    let dt = DominatorTree::compute(&f.cfg);
    let ci = CycleInfo::compute(&f.cfg);
    let dfs = DepthFirst::compute(&f.cfg);
    let n = f.cfg.num_blocks();
    let mut live_in: Vec<Option<Vec<InstId>>> = vec![None; n];
    let mut hearts: Vec<Option<InstId>> = vec![None; ci.num_cycles()];
    let mut live: Vec<InstId> = Vec::new();
    let is_token_op = |i: InstId| facts.call(i).is_some_and(|c| c.op.is_some());
    for bb in dfs.reverse_postorder() {
        live.clear();
        if let Some(v) = live_in[bb.index()].take() {
            live = v;
        }
        for k in f.inst_range(bb) {
            let user = InstId(k as u32);
            if let Some(token) = token_of[k] {
                check_token(src, f, &dt, &ci, facts, token, user, bb, &mut live, &mut hearts, &mut |m, d| out.push(diag(m, user, d)));
            }
            if is_token_op(user) {
                live.push(user);
            }
        }
        for &succ in f.cfg.succs(bb) {
            match &mut live_in[succ.index()] {
                slot @ None => {
                    let mut v = Vec::new();
                    for &t in &live {
                        if !dt.dominates(f.inst(t).block, succ) {
                            break;
                        }
                        v.push(t);
                    }
                    *slot = Some(v);
                }
                Some(v) => v.retain(|t| live.contains(t)),
            }
        }
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn check_token(
    src: &str,
    f: &Function,
    dt: &DominatorTree,
    ci: &CycleInfo,
    facts: &FunctionFacts,
    token: InstId,
    user: InstId,
    bb: Block,
    live: &mut Vec<InstId>,
    hearts: &mut [Option<InstId>],
    report: &mut dyn FnMut(Message, Vec<String>),
) {
    let def_bb = f.inst(token).block;
    if !dt.dominates(def_bb, bb) {
        report(Message::NotDominating, vec![inst_text(src, f, token), inst_text(src, f, user)]);
        return;
    }
    if !live.contains(&token) {
        report(Message::NotWellNested, vec![inst_text(src, f, token), inst_text(src, f, user)]);
        return;
    }
    while live.last() != Some(&token) {
        live.pop();
    }
    let Some(mut cycle) = ci.cycle_of(bb) else { return };
    if def_bb == bb || ci.contains(cycle, def_bb) {
        return;
    }
    if facts.call(user).and_then(|c| c.op) != Some(TokenOp::Loop) {
        report(Message::UseInCycle, vec![inst_text(src, f, user), cycle_line(&f.cfg, ci, cycle)]);
        return;
    }
    while let Some(p) = ci.parent(cycle) {
        if ci.contains(p, def_bb) {
            break;
        }
        cycle = p;
    }
    if !(ci.is_reducible(cycle) && bb == ci.header(cycle)) {
        report(Message::HeartNotHeader, vec![inst_text(src, f, user), format!("label %{}", f.cfg.name_of(bb)), cycle_line(&f.cfg, ci, cycle)]);
        return;
    }
    if let Some(other) = hearts[cycle.index()] {
        report(Message::TwoHearts, vec![inst_text(src, f, user), inst_text(src, f, other), cycle_line(&f.cfg, ci, cycle)]);
        return;
    }
    hearts[cycle.index()] = Some(user);
}
