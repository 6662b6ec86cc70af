//! Structured constructs: the selection, loop and continue constructs of SPIR-V's structured
//! control flow, from the headers' merge declarations ([`MergeDecl`]: `OpSelectionMerge` /
//! `OpLoopMerge` in SPIR-V, the directives `merge H: M` / `continue H: C` in compact text and
//! in `;` / `//` comments of IR and DOT).
//!
//! # Definitions (SPIR-V 1.6 §2.11, *Structured Control Flow*)
//! - A **selection construct** of header `H` with merge `M`: the blocks dominated by `H` and
//!   not dominated by `M` (`M` excluded).
//! - A **loop construct** of loop header `H` with merge `M`: the same set for a loop header.
//! - A **case construct** of an `OpSwitch` target `T` (not the merge `M`): the blocks dominated
//!   by `T` and not by `M`. A switch header is a selection header with an out-edge labelled
//!   `default` (SPIR-V `OpSwitch`, LLVM `switch`) or more than two distinct successors (a
//!   compact-text multi-way branch). A target reached by fall-through from another case is
//!   not dominated by it, so each case construct stops where the next one begins.
//! - A **continue construct** of continue target `C`: as the spec defines it, the blocks
//!   dominated by `C` and post-dominated by the loop's back-edge block (the block of the loop
//!   construct branching to the header), within the loop construct. With several back-edge
//!   blocks dominated by `C` (compact text allows it; SPIR-V has one) their nearest common
//!   post-dominator stands for the back-edge block; with none (the back edge is never taken,
//!   or `C` is unreachable) the construct is the blocks of the loop construct dominated by `C`.
//!   When `C` is the header, this is the header's blocks that every path from them to the
//!   exit leaves through the back-edge block (the header included only when it is itself
//!   post-dominated by it: a loop whose only exit is from the back-edge block).
//!
//! Only reachable blocks belong to constructs. As in SPIR-V a merge block or continue target
//! may be unreachable (the merge of an `if` whose arms both `break`, a loop left only by
//! `return`): it then dominates nothing and its construct is everything the header dominates.
//!
//! # Checks ([`Constructs::compute`]), one message per rule
//! a header declared twice; a merge equal to its header; a block that is the merge of two
//! headers; a reachable merge or continue target not strictly dominated by its header (a
//! continue target may be its header); a continue target equal to the merge; a selection
//! header with fewer than two successors. A header is a loop header when it was declared by
//! `OpLoopMerge` or a `continue` line, or when it heads a cycle.
//!
//! Shapes: per construct its kind, header, merge, continue target and sorted blocks; per block
//! the loop headers whose loop construct contains it, outermost first. Cost `O(n · k)` for `k`
//! constructs (dominance queries are `O(1)`). Reference: SPIRV-Tools `source/val/construct.h`,
//! `validate_cfg.cpp`.

use crate::cfg::{Block, Cfg};
use crate::cycles::CycleInfo;
use crate::dominators::DominatorTree;
use crate::post_dominators::PostDominatorTree;
use crate::input::directives::{Directive, Keyword};
pub use crate::input::spirv::MergeDecl;
use crate::span::{LineIndex, ParseError, Span};
use serde::{Deserialize, Serialize};

/// The kind of a construct.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ConstructKind {
    /// `OpSelectionMerge` (an `if` or a `switch`).
    Selection,
    /// `OpLoopMerge`: from the loop header to its merge.
    Loop,
    /// The continue construct of a loop.
    Continue,
    /// The case construct of one `OpSwitch` target (within its selection construct).
    Case,
}

impl ConstructKind {
    /// Its name as SPIR-V §2.11 writes it (`selection`, `loop`, `continue`, `case`).
    pub fn name(self) -> &'static str {
        match self {
            ConstructKind::Selection => "selection",
            ConstructKind::Loop => "loop",
            ConstructKind::Continue => "continue",
            ConstructKind::Case => "case",
        }
    }
}

/// One construct.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Construct {
    /// Its kind.
    pub kind: ConstructKind,
    /// The header (for a continue construct: the continue target; for a case construct: the
    /// case target).
    pub header: Block,
    /// The merge block of the header (of the loop, for a continue construct; of the switch,
    /// for a case construct).
    pub merge: Block,
    /// The continue target (loops).
    pub continue_target: Option<Block>,
    /// The blocks of the construct, sorted.
    pub blocks: Vec<Block>,
}

/// The structured constructs of one function.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Constructs {
    /// The constructs: per declaration its selection or loop construct, then each loop's
    /// continue construct, then each switch's case constructs (targets in successor order).
    pub constructs: Vec<Construct>,
    /// Per block, the headers of the loop constructs containing it, outermost first.
    loops_of: Vec<Vec<Block>>,
}

impl Constructs {
    /// The constructs of `cfg` for `decls` (spans in `src` for the errors).
    ///
    /// # Errors
    /// The first broken rule (see the module documentation), at its declaration.
    pub fn compute(src: &str, cfg: &Cfg, decls: &[MergeDecl]) -> Result<Constructs, ParseError> {
        let n = cfg.num_blocks();
        let dt = DominatorTree::compute(cfg);
        let ci = CycleInfo::compute(cfg);
        let index = LineIndex::new(src);
        let err = |d: &MergeDecl, msg: String| ParseError::with_index(&index, src, d.span, msg);
        let name = |b: Block| cfg.name_of(b).to_string();
        let mut header_seen = vec![false; n];
        let mut merge_of = vec![None::<Block>; n];
        let mut out = Constructs { constructs: Vec::new(), loops_of: vec![Vec::new(); n] };
        let mut conts = Vec::new();
        let mut cases = Vec::new();
        let mut pdt: Option<PostDominatorTree> = None;
        for d in decls {
            let (h, m) = (d.header, d.merge);
            if h.index() >= n || m.index() >= n || d.continue_target.is_some_and(|c| c.index() >= n) {
                return Err(err(d, "a block of this declaration is not in the function".into()));
            }
            if std::mem::replace(&mut header_seen[h.index()], true) {
                return Err(err(d, format!("`{}` already has a merge block (a header declares one merge)", name(h))));
            }
            if h == m {
                return Err(err(d, format!("the merge block of `{}` cannot be the header itself", name(h))));
            }
            if let Some(other) = merge_of[m.index()].replace(h) {
                return Err(err(d, format!("`{}` is already the merge block of `{}` (a block is the merge of at most one header)", name(m), name(other))));
            }
            if dt.is_reachable(h) && dt.is_reachable(m) && !dt.strictly_dominates(h, m) {
                return Err(err(d, format!("the merge block `{}` of `{}` is not dominated by it (SPIR-V §2.11: a header dominates its merge)", name(m), name(h))));
            }
            let is_loop = d.is_loop || d.continue_target.is_some() || ci.cycles().any(|c| ci.header(c) == h);
            if let Some(c) = d.continue_target {
                if c == m {
                    return Err(err(d, format!("the continue target of `{}` cannot be its merge block `{}`", name(h), name(m))));
                }
                if dt.is_reachable(c) && !dt.dominates(h, c) {
                    return Err(err(d, format!("the continue target `{}` of `{}` is not dominated by it", name(c), name(h))));
                }
            }
            if !is_loop && cfg.succs(h).len() < 2 {
                return Err(err(d, format!("`{}` is a selection header (it heads no cycle and has no `continue`) but does not branch", name(h))));
            }
            let inside = |b: Block| dt.is_reachable(b) && dt.is_reachable(h) && dt.dominates(h, b) && !(dt.is_reachable(m) && dt.dominates(m, b));
            let blocks: Vec<Block> = cfg.blocks().filter(|&b| inside(b)).collect();
            if is_loop {
                for &b in &blocks {
                    out.loops_of[b.index()].push(h);
                }
                if let Some(c) = d.continue_target {
                    let pdt = pdt.get_or_insert_with(|| PostDominatorTree::compute(cfg));
                    let cb = continue_blocks(cfg, &dt, pdt, h, c, &blocks);
                    conts.push(Construct { kind: ConstructKind::Continue, header: c, merge: m, continue_target: Some(c), blocks: cb });
                }
            }
            if !is_loop && is_switch(cfg, h) {
                let mut targets: Vec<Block> = Vec::new();
                for &t in cfg.succs(h) {
                    if t != m && !targets.contains(&t) {
                        targets.push(t);
                    }
                }
                for t in targets {
                    let cb = blocks.iter().copied().filter(|&b| dt.dominates(t, b)).collect();
                    cases.push(Construct { kind: ConstructKind::Case, header: t, merge: m, continue_target: None, blocks: cb });
                }
            }
            let kind = if is_loop { ConstructKind::Loop } else { ConstructKind::Selection };
            out.constructs.push(Construct { kind, header: h, merge: m, continue_target: d.continue_target, blocks });
        }
        out.constructs.extend(conts);
        out.constructs.extend(cases);
        // Outermost first: an enclosing header dominates the inner one.
        for l in &mut out.loops_of {
            l.sort_by_key(|&h| dt.level(h).unwrap_or(0));
        }
        Ok(out)
    }

    /// The headers of the loop constructs containing `b`, outermost first (empty for a block
    /// outside every loop construct or out of range).
    pub fn loops_of(&self, b: Block) -> &[Block] {
        self.loops_of.get(b.index()).map_or(&[], |v| v.as_slice())
    }

    /// The loop construct headed by `h`, if any.
    pub fn loop_construct(&self, h: Block) -> Option<&Construct> {
        self.constructs.iter().find(|c| c.kind == ConstructKind::Loop && c.header == h)
    }

    /// Whether no construct was declared.
    pub fn is_empty(&self) -> bool {
        self.constructs.is_empty()
    }
}

/// Whether the selection header `h` is a switch header: an out-edge labelled `default` or more
/// than two distinct successors. `O(deg²)`.
fn is_switch(cfg: &Cfg, h: Block) -> bool {
    let succs = cfg.succs(h);
    let distinct = succs.iter().enumerate().filter(|&(i, b)| !succs[..i].contains(b)).count();
    distinct > 2 || cfg.succ_labels(h).iter().any(|l| l == "default")
}

/// The continue construct of target `c` of the loop headed by `h` whose loop construct is
/// `blocks` (see the module documentation). `O(|blocks|)`.
fn continue_blocks(cfg: &Cfg, dt: &DominatorTree, pdt: &PostDominatorTree, h: Block, c: Block, blocks: &[Block]) -> Vec<Block> {
    if !dt.is_reachable(c) {
        return Vec::new();
    }
    let in_c = |b: Block| dt.is_reachable(b) && dt.dominates(c, b);
    let back_edges: Vec<Block> = cfg.preds(h).iter().copied().filter(|&p| blocks.contains(&p) && in_c(p)).collect();
    let back = back_edges.split_first().and_then(|(&first, rest)| rest.iter().try_fold(first, |a, &p| pdt.nearest_common_post_dominator(a, p)));
    match back {
        Some(be) => blocks.iter().copied().filter(|&b| in_c(b) && pdt.post_dominates(be, b)).collect(),
        None => blocks.iter().copied().filter(|&b| in_c(b)).collect(),
    }
}

/// The merge declarations of `merge H: M` / `continue H: C` directives, resolved against `cfg`
/// (names as the CFG prints them, a leading `%` ignored). A `continue` line without a `merge`
/// line for the same header is an error; `cycles` decides which `merge`-only headers are loops.
/// `O(#directives · n)`.
///
/// # Errors
/// An unknown block, a missing head or body, a `continue` without `merge`, a second `continue`.
pub fn decls_from_directives(src: &str, cfg: &Cfg, directives: &[Directive]) -> Result<Vec<MergeDecl>, ParseError> {
    let index = LineIndex::new(src);
    let err = |span: Span, msg: String| ParseError::with_index(&index, src, span, msg);
    let block = |span: Span, what: &str| -> Result<Block, ParseError> {
        let t = span.text(src).trim();
        let t = t.trim_start_matches('%').trim_matches('"');
        if t.is_empty() {
            return Err(err(span, format!("expected {what}")));
        }
        if t.split_whitespace().count() > 1 {
            return Err(err(span, format!("expected one block name ({what}), found `{t}`")));
        }
        cfg.find(t).ok_or_else(|| err(span, format!("no block named `{t}`")))
    };
    let mut decls: Vec<MergeDecl> = Vec::new();
    let mut conts: Vec<(Block, Block, Span)> = Vec::new();
    for d in directives {
        let kw = match d.keyword {
            Keyword::Merge => "merge",
            Keyword::Continue => "continue",
            _ => continue,
        };
        let Some(h) = d.head else {
            return Err(err(d.span, format!("expected a header block before `:` in `{kw} H: B`")));
        };
        let h = block(h, "a header block")?;
        let b = block(d.body, if kw == "merge" { "a merge block after `:`" } else { "a continue target after `:`" })?;
        if kw == "merge" {
            decls.push(MergeDecl { header: h, merge: b, continue_target: None, is_loop: false, span: d.span });
        } else {
            conts.push((h, b, d.span));
        }
    }
    for (h, c, span) in conts {
        let Some(d) = decls.iter_mut().find(|d| d.header == h) else {
            return Err(err(span, format!("`continue {0}: …` needs a `merge {0}: …` line", cfg.name_of(h))));
        };
        if d.continue_target.replace(c).is_some() {
            return Err(err(span, format!("`{}` already has a continue target", cfg.name_of(h))));
        }
        d.is_loop = true;
    }
    Ok(decls)
}

/// The merge declarations of function `k` of a parsed text: SPIR-V's own (`OpSelectionMerge`,
/// `OpLoopMerge`) followed by those of `merge`/`continue` directives.
///
/// # Errors
/// As [`decls_from_directives`].
pub fn decls_of(src: &str, f: &crate::input::Function, directives: &[Directive]) -> Result<Vec<MergeDecl>, ParseError> {
    let mut v = f.merges().to_vec();
    v.extend(decls_from_directives(src, f.cfg(), directives)?);
    Ok(v)
}

/// The constructs of function `f` of a text: [`decls_of`] then [`Constructs::compute`].
///
/// # Errors
/// A directive or construct error, with line:column in `src`.
pub fn of_function(src: &str, f: &crate::input::Function, directives: &[Directive]) -> Result<Constructs, ParseError> {
    Constructs::compute(src, f.cfg(), &decls_of(src, f, directives)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input;

    fn build(src: &str) -> Result<(Cfg, Constructs), ParseError> {
        let (p, d) = input::parse_with_directives(src, None)?;
        let f = &p.functions[0];
        let decls = decls_of(src, f, &d)?;
        let c = Constructs::compute(src, f.cfg(), &decls)?;
        Ok((f.cfg().clone(), c))
    }

    const MINIMAL: &str = "entry -> H   H -> B   B ~> E, C   E -> M   C -> H   M -> exit\nmerge H: M\ncontinue H: C\n";

    #[test]
    fn loop_construct_holds_the_break_block() {
        let (cfg, c) = build(MINIMAL).unwrap();
        let n = |s: &str| cfg.find(s).unwrap();
        let l = c.loop_construct(n("H")).unwrap();
        let names: Vec<_> = l.blocks.iter().map(|&b| cfg.name_of(b)).collect();
        assert_eq!(names, ["H", "B", "E", "C"]);
        assert_eq!(c.loops_of(n("E")), [n("H")]);
        assert!(c.loops_of(n("M")).is_empty());
        assert_eq!(c.constructs.iter().filter(|k| k.kind == ConstructKind::Continue).count(), 1);
    }

    #[test]
    fn continue_construct_is_post_dominated_by_the_back_edge_block() {
        // C branches back to H or on to X, which leaves the loop: X is dominated by C (the
        // old superset held it) but not post-dominated by the back-edge block C.
        let (cfg, c) = build("entry -> H\nH ~> B, M\nB -> C\nC ~> H, X\nX -> M\nM -> exit\nmerge H: M\ncontinue H: C\n").unwrap();
        let k = c.constructs.iter().find(|k| k.kind == ConstructKind::Continue).unwrap();
        let names: Vec<_> = k.blocks.iter().map(|&b| cfg.name_of(b)).collect();
        assert_eq!(names, ["C"]);
        // Two blocks in the continue construct: C -> D -> H.
        let (cfg, c) = build("entry -> H\nH ~> B, M\nB ~> C, M\nC -> D\nD -> H\nM -> exit\nmerge H: M\ncontinue H: C\n").unwrap();
        let k = c.constructs.iter().find(|k| k.kind == ConstructKind::Continue).unwrap();
        let names: Vec<_> = k.blocks.iter().map(|&b| cfg.name_of(b)).collect();
        assert_eq!(names, ["C", "D"]);
        // The continue target is the header: only what every path leaves by the latch L.
        let (cfg, c) = build("entry -> H\nH ~> B, M\nB ~> L, E\nE -> M\nL -> H\nM -> exit\nmerge H: M\ncontinue H: H\n").unwrap();
        let k = c.constructs.iter().find(|k| k.kind == ConstructKind::Continue).unwrap();
        let names: Vec<_> = k.blocks.iter().map(|&b| cfg.name_of(b)).collect();
        assert_eq!(names, ["L"]);
    }

    #[test]
    fn case_constructs_stop_at_a_fall_through() {
        // A falls through into B: B is not dominated by A, so case A is {A, A2} and case B {B}.
        let (cfg, c) = build("entry -> S\nS ~> A, B, M\nA -> A2\nA2 -> B\nB -> M\nM -> exit\nmerge S: M\n").unwrap();
        let cases: Vec<(&str, Vec<&str>)> = c
            .constructs
            .iter()
            .filter(|k| k.kind == ConstructKind::Case)
            .map(|k| (cfg.name_of(k.header), k.blocks.iter().map(|&b| cfg.name_of(b)).collect()))
            .collect();
        assert_eq!(cases, [("A", vec!["A", "A2"]), ("B", vec!["B"])]);
        // A two-way `if` has no case constructs.
        let (_, c) = build("entry ~> a, b\na -> m\nb -> m\nm -> exit\nmerge entry: m\n").unwrap();
        assert!(c.constructs.iter().all(|k| k.kind != ConstructKind::Case));
        assert_eq!(ConstructKind::Case.name(), "case");
    }

    #[test]
    fn spirv_switch_has_a_case_construct_per_target() {
        let src = include_str!("../tests/spirv/switch_fallthrough.spvasm");
        let (cfg, c) = build(src).unwrap();
        let sel = c.constructs.iter().find(|k| k.kind == ConstructKind::Selection).unwrap();
        let cases: Vec<&Construct> = c.constructs.iter().filter(|k| k.kind == ConstructKind::Case).collect();
        // default, case 0, case 1 (falls through into case 2), case 2.
        assert_eq!(cases.len(), 4, "{:?}", cases.iter().map(|k| cfg.name_of(k.header)).collect::<Vec<_>>());
        for k in &cases {
            assert!(k.blocks.iter().all(|b| sel.blocks.contains(b)) && k.merge == sel.merge);
        }
    }

    #[test]
    fn unreachable_merge_is_fine() {
        // Both arms leave: the merge `m` has no edges.
        let (cfg, c) = build("entry ~> a, b\na -> exit\nb -> exit\nm\nexit\nmerge entry: m").unwrap();
        assert_eq!(c.constructs[0].kind, ConstructKind::Selection);
        assert_eq!(c.constructs[0].blocks.len(), cfg.num_blocks() - 1);
    }

    #[test]
    fn errors() {
        let e = build("entry ~> a, b\na -> m\nb -> m\nm\nmerge a: m").unwrap_err();
        assert!(e.message.contains("not dominated"), "{e}");
        let e = build("entry ~> a, b\na -> m\nb -> m\nm\nmerge entry: zz").unwrap_err();
        assert!(e.message.contains("no block named `zz`"), "{e}");
        assert_eq!(e.line, 5);
        let e = build("entry ~> a, b\na -> m\nb -> m\nm\nmerge entry: m\nmerge entry: m").unwrap_err();
        assert!(e.message.contains("already has a merge"), "{e}");
        let e = build("entry ~> a, b\na -> m\nb -> m\nm\ncontinue entry: a").unwrap_err();
        assert!(e.message.contains("needs a `merge entry"), "{e}");
        let e = build("entry -> a\na -> m\nm\nmerge entry: m").unwrap_err();
        assert!(e.message.contains("does not branch"), "{e}");
    }
}
