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
//! SPIR-V input is further held to `spirv-val`'s structured-control-flow rules
//! ([`spirv_structured_checks`], run by [`of_function`]: block order, back edges, structured
//! exits and entries, continue and case constructs, selection merges), so that we accept
//! exactly what `spirv-val --target-env vulkan1.1` accepts (docs/VULKAN.md). Compact-text
//! directives keep only the checks above: an unreachable merge or continue target, or several
//! back-edge blocks, are fine there.
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
            // An `OpSwitch` with only a default target is a selection header: its selection
            // construct's only target is the default (SPIRV-Tools accepts it; spirv-opt's
            // wrapper around early returns and `switch (c) { default: }` write it).
            if !is_loop && cfg.succs(h).len() < 2 && !is_switch(cfg, h) {
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
            crate::sort::sort_by_key(l, |&h| dt.level(h).unwrap_or(0));
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

    /// The constructs as `reconverge print --passes constructs` writes them, one line per
    /// construct in [`Constructs::constructs`] order with the Constructs table's columns
    /// (kind, header, merge, continue target, blocks), block names with `%` as opt's printers
    /// write them:
    ///
    /// ```text
    /// Structured constructs for function: main
    ///   loop header %5 merge %7 continue %6 blocks %5 %6 %8
    ///   continue header %6 merge %7 blocks %6
    /// ```
    ///
    /// A function without declarations prints `  (no merge declarations)`. `O(total blocks)`.
    pub fn print(&self, cfg: &Cfg) -> String {
        use std::fmt::Write;
        let mut out = format!("Structured constructs for function: {}\n", cfg.name());
        if self.constructs.is_empty() {
            out.push_str("  (no merge declarations)\n");
        }
        for c in &self.constructs {
            let _ = write!(out, "  {} header %{} merge %{}", c.kind.name(), cfg.name_of(c.header), cfg.name_of(c.merge));
            if let Some(t) = c.continue_target {
                let _ = write!(out, " continue %{}", cfg.name_of(t));
            }
            out.push_str(" blocks");
            for &b in &c.blocks {
                let _ = write!(out, " %{}", cfg.name_of(b));
            }
            out.push('\n');
        }
        out
    }

    /// The constructs as JSON rows (`reconverge print --passes constructs --format json`):
    /// `{"kind", "header", "merge", "continue", "blocks"}` with block names (no `%`),
    /// `continue` `null` except for loop and continue constructs. `O(total blocks)`.
    pub fn to_json(&self, cfg: &Cfg) -> Vec<ConstructJson> {
        let name = |b: Block| cfg.name_of(b).to_string();
        self.constructs
            .iter()
            .map(|c| ConstructJson { kind: c.kind.name(), header: name(c.header), merge: name(c.merge), continue_target: c.continue_target.map(name), blocks: c.blocks.iter().map(|&b| name(b)).collect() })
            .collect()
    }
}

/// One construct in JSON ([`Constructs::to_json`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ConstructJson {
    /// `selection`, `loop`, `continue` or `case` ([`ConstructKind::name`]).
    pub kind: &'static str,
    /// The header block (a continue construct's continue target, a case construct's target).
    pub header: String,
    /// The merge block.
    pub merge: String,
    /// The continue target (loop and continue constructs).
    #[serde(rename = "continue")]
    pub continue_target: Option<String>,
    /// The blocks, in block order.
    pub blocks: Vec<String>,
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
    let c = Constructs::compute(src, f.cfg(), &decls_of(src, f, directives)?)?;
    if let Some(sf) = f.spirv() {
        spirv_structured_checks(src, sf)?;
    }
    Ok(c)
}

/// The case-construct rules of SPIRV-Tools `StructuredSwitchChecks` / `FindCaseFallThrough`
/// (`validate_cfg.cpp`, SPIR-V §2.11 and §2.16.2) for the switch header `h` with merge `m`:
/// the header structurally dominates each case target; a case construct leaves only to the
/// merge, another case target or a structured exit of the switch's selection construct; it
/// falls through to at most one other case target, which immediately follows it in the
/// `OpSwitch`'s target list; at most one case construct falls through to a given target.
/// `succs[h]` is the target list (default first, then the cases as written).
/// `O(targets · n)`.
///
/// # Errors
/// The block to point at (the header for a target-list error, else the case target) and the
/// message.
fn switch_checks(h: usize, m: usize, succs: &[Vec<usize>], sreach: &[bool], sdom: &dyn Fn(usize, usize) -> bool, structured_exit: &dyn Fn(usize) -> bool, nm: &dyn Fn(usize) -> String) -> Result<(), (usize, String)> {
    let targets = &succs[h];
    let case_targets: Vec<usize> = targets.iter().copied().filter(|&t| t != m).collect();
    let find_fall_through = |t: usize| -> Result<Option<usize>, (usize, String)> {
        let mut ft = None;
        let mut stack = vec![t];
        let mut visited = vec![false; succs.len()];
        while let Some(b) = stack.pop() {
            if b == m || std::mem::replace(&mut visited[b], true) {
                continue;
            }
            if sreach[t] && sreach[b] && sdom(t, b) {
                stack.extend(succs[b].iter().copied());
                continue;
            }
            if !case_targets.contains(&b) {
                if structured_exit(b) {
                    continue;
                }
                return Err((t, format!("Case construct that targets {} has invalid branch to block {} (not another case construct, corresponding merge, outer loop merge or outer loop continue; SPIR-V §2.11)", nm(t), nm(b))));
            }
            match ft {
                None if b != t => ft = Some(b),
                Some(x) if x != b => return Err((t, format!("Case construct that targets {} has branches to multiple other case construct targets {} and {} (SPIR-V §2.16.2)", nm(t), nm(x), nm(b)))),
                _ => {}
            }
        }
        Ok(ft)
    };
    let default_target = targets[0];
    let default_multi = targets[1..].contains(&default_target);
    let mut default_ft = None;
    let mut seen: Vec<(usize, Option<usize>)> = Vec::new();
    let mut targeted: std::collections::BTreeMap<usize, usize> = std::collections::BTreeMap::new();
    for (i, &t) in targets.iter().enumerate() {
        if t == m {
            continue;
        }
        let mut ft = match seen.iter().find(|&&(x, _)| x == t) {
            Some(&(_, ft)) => ft,
            None => {
                if sreach[h] && sreach[t] && !sdom(h, t) {
                    return Err((h, format!("Switch header {} does not structurally dominate its case construct {} (SPIR-V §2.11)", nm(h), nm(t))));
                }
                let ft = find_fall_through(t)?;
                if let Some(x) = ft {
                    *targeted.entry(x).or_default() += 1;
                }
                seen.push((t, ft));
                ft
            }
        };
        if ft == Some(default_target) && !default_multi {
            ft = default_ft;
        }
        if let Some(x) = ft {
            if i == 0 {
                default_ft = Some(x);
            } else {
                let mut j = i;
                while j + 1 < targets.len() && targets[j + 1] == t {
                    j += 1;
                }
                if j + 1 >= targets.len() || targets[j + 1] != x {
                    return Err((h, format!("Case construct that targets {} has branches to the case construct that targets {}, but does not immediately precede it in the OpSwitch's target list (SPIR-V §2.16.2)", nm(t), nm(x))));
                }
            }
        }
    }
    if let Some((&x, _)) = targeted.iter().find(|&(_, &k)| k > 1) {
        return Err((x, format!("Multiple case constructs have branches to the case construct that targets {} (SPIR-V §2.16.2: a case construct is the fall-through target of at most one other)", nm(x))));
    }
    Ok(())
}

/// Immediate dominators of the graph `succs` (indices `0..n`) from the roots `roots`, by the
/// iterative algorithm of Cooper, Harvey and Kennedy (*A Simple, Fast Dominance Algorithm*,
/// 2001); the roots hang under a virtual root (`idom == None`). Also the reverse postorder of
/// the depth-first search (successors in order) and, per node, whether it was reached.
/// `O(n · m)` worst case, near linear on structured graphs. Checked against the definition
/// (reachability with one block removed) by the proptest `idoms_match_the_definition`.
fn idoms(n: usize, roots: &[usize], succs: &[Vec<usize>]) -> (Vec<Option<usize>>, Vec<usize>, Vec<bool>) {
    let mut seen = vec![false; n];
    let mut post = Vec::with_capacity(n);
    for &r in roots {
        if seen[r] {
            continue;
        }
        seen[r] = true;
        let mut stack = vec![(r, 0usize)];
        while let Some(&mut (b, ref mut i)) = stack.last_mut() {
            if let Some(&s) = succs[b].get(*i) {
                *i += 1;
                if !seen[s] {
                    seen[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
    }
    let mut order = vec![usize::MAX; n];
    for (k, &b) in post.iter().enumerate() {
        order[b] = k;
    }
    let mut preds = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate().filter(|&(b, _)| seen[b]) {
        for &s in ss {
            preds[s].push(b);
        }
    }
    // `usize::MAX`: not yet computed; `n`: the virtual root.
    let mut idom = vec![usize::MAX; n];
    for &r in roots {
        idom[r] = n;
    }
    let rpo: Vec<usize> = post.iter().rev().copied().collect();
    let ord = |x: usize| if x == n { usize::MAX } else { order[x] };
    let intersect = |idom: &[usize], mut a: usize, mut b: usize| -> usize {
        while a != b {
            while ord(a) < ord(b) {
                a = idom[a];
            }
            while ord(b) < ord(a) {
                b = idom[b];
            }
        }
        a
    };
    let mut changed = true;
    while changed {
        changed = false;
        for &b in &rpo {
            if roots.contains(&b) {
                continue;
            }
            let mut new = usize::MAX;
            for &p in &preds[b] {
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX { p } else { intersect(&idom, p, new) };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    (idom.iter().map(|&d| (d < n).then_some(d)).collect(), rpo, seen)
}

/// Whether `a` dominates `b` in the tree `idom` (both reached). `O(depth)`.
fn dominates_in(idom: &[Option<usize>], a: usize, b: usize) -> bool {
    let mut x = Some(b);
    while let Some(y) = x {
        if y == a {
            return true;
        }
        x = idom[y];
    }
    false
}

/// The structured-control-flow rules of SPIR-V §2.11 and §2.16 that `spirv-val` (SPIRV-Tools,
/// our oracle) enforces on a `Shader` module, checked for one SPIR-V function in the order
/// spirv-val reports them, so the first error named is the one spirv-val names. Dominance is *structural*, as there:
/// over the CFG augmented with an edge from each header to its merge block and continue
/// target, so a merge or continue target without predecessors is still structurally
/// reachable (SPIR-V §2.11). Rules, in spirv-val's order:
/// 1. the first block is the target of no branch (§2.16.1);
/// 2. each block appears after its dominator (§2.16.1, block order);
/// 3. a back edge targets a loop header, and each structurally reachable loop header is the
///    target of exactly one back-edge block (§2.11, §2.16.2);
/// 4. per selection/loop construct with a reachable header: the header structurally
///    dominates its merge; every exit from the construct is a structured exit (its merge, the
///    loop's continue target, the nearest enclosing loop's merge or continue target or
///    switch's merge); every predecessor of a non-header block of the construct is in it
///    (enter through the header); a header inside the construct has its merge inside it;
///    every predecessor of a loop's continue target (other than the header) is in the loop
///    construct (§2.11, §2.16.2);
/// 5. `OpSwitch` is preceded by `OpSelectionMerge`, and a conditional branch without a
///    selection merge has a target already seen in structural order ("Selection must be
///    structured", §2.16.2).
///
/// Not checked: the continue-construct post-dominance rule, the case-construct rules of
/// `StructuredSwitchChecks` and the nesting-depth limit (docs/VULKAN.md).
/// Cost `O(n · k · depth)` for `k` constructs.
///
/// # Errors
/// The first broken rule, naming it and the spec section, at the offending instruction.
pub fn spirv_structured_checks(src: &str, f: &crate::input::spirv::Function) -> Result<(), ParseError> {
    let cfg = &f.cfg;
    let n = cfg.num_blocks();
    let index = LineIndex::new(src);
    let err = |span: Span, msg: String| ParseError::with_index(&index, src, span, msg);
    let nm = |b: usize| format!("%{}", cfg.name_of(Block::new(b)));
    let term = |b: usize| cfg.block(Block::new(b)).term_span;
    let label = |b: usize| cfg.block(Block::new(b)).span;
    let op = |b: usize| f.insts.get(f.block_insts[b].1 as usize).map_or("", |i| i.opcode.as_str());
    let mut decl_of: Vec<Option<&MergeDecl>> = vec![None; n];
    for d in &f.merges {
        decl_of[d.header.index()] = Some(d);
    }
    let succs: Vec<Vec<usize>> = (0..n).map(|b| cfg.succs(Block::new(b)).iter().map(|s| s.index()).collect()).collect();
    // 1. First block.
    for (b, ss) in succs.iter().enumerate() {
        if ss.contains(&0) {
            return Err(err(term(b), format!("First block {} of function %{} is targeted by block {} (SPIR-V §2.16.1: the entry block must not be the target of a branch)", nm(0), f.id, nm(b))));
        }
    }
    // 2. Block order over the real CFG (unreachable blocks hang under the pseudo-entry).
    let (idom, _, _) = idoms(n, &[0], &succs);
    for (b, &d) in idom.iter().enumerate().skip(1) {
        if let Some(d) = d {
            if d > b {
                return Err(err(label(d), format!("Block {} appears in the binary before its dominator {} (SPIR-V §2.16.1: block order)", nm(b), nm(d))));
            }
        }
    }
    // The augmented structural CFG.
    let ssuccs: Vec<Vec<usize>> = (0..n)
        .map(|b| {
            // SPIRV-Tools registers the merge instruction's targets before the branch's.
            let mut v = Vec::with_capacity(succs[b].len() + 2);
            if let Some(d) = decl_of[b] {
                v.push(d.merge.index());
                if let Some(c) = d.continue_target {
                    v.push(c.index());
                }
            }
            v.extend(succs[b].iter().copied());
            v
        })
        .collect();
    let (sidom, rpo, sreach) = idoms(n, &[0], &ssuccs);
    let sdom = |a: usize, b: usize| sreach[a] && sreach[b] && dominates_in(&sidom, a, b);
    // Structural post-dominators: the blocks without structural successors hang under the
    // pseudo-exit. A block that reaches no exit (an infinite loop) is not post-dominated.
    let mut spreds = vec![Vec::new(); n];
    for (b, ss) in ssuccs.iter().enumerate() {
        for &s in ss {
            spreds[s].push(b);
        }
    }
    let exits: Vec<usize> = (0..n).filter(|&b| ssuccs[b].is_empty()).collect();
    let (pidom, _, preach) = idoms(n, &exits, &spreds);
    let spdom = |a: usize, b: usize| preach[a] && preach[b] && dominates_in(&pidom, a, b);
    // 3. Back edges: a depth-first search over the structural successors from spirv-val's
    //    pseudo-entry, whose successors are `CFA::TraversalRoots`: the blocks without
    //    structural predecessors (the entry first), then, in block order, each block still
    //    unvisited (unreachable cycles); a real edge to a block on the stack is a back edge.
    let mut back_edges: Vec<(usize, usize)> = Vec::new();
    {
        let mut state = vec![0u8; n]; // 0 new, 1 on the stack, 2 done
        let roots = (0..n).filter(|&b| spreds[b].is_empty()).chain(0..n);
        for r in roots {
            if state[r] != 0 {
                continue;
            }
            state[r] = 1;
            let mut stack = vec![(r, 0usize)];
            while let Some(&mut (b, ref mut i)) = stack.last_mut() {
                if let Some(&s) = ssuccs[b].get(*i) {
                    *i += 1;
                    if state[s] == 1 && succs[b].contains(&s) && !back_edges.contains(&(b, s)) {
                        back_edges.push((b, s));
                    } else if state[s] == 0 {
                        state[s] = 1;
                        stack.push((s, 0));
                    }
                } else {
                    state[b] = 2;
                    stack.pop();
                }
            }
        }
    }
    let is_loop_header = |b: usize| decl_of[b].is_some_and(|d| d.is_loop);
    for &(u, h) in &back_edges {
        if !is_loop_header(h) {
            return Err(err(term(u), format!("Back-edges ({} -> {}) can only be formed between a block and a loop header (SPIR-V §2.11: a back edge targets a loop header)", nm(u), nm(h))));
        }
    }
    for h in (0..n).filter(|&h| sreach[h] && is_loop_header(h)) {
        let k = back_edges.iter().filter(|&&(_, t)| t == h).count();
        if k != 1 {
            return Err(err(label(h), format!("Loop header {} is targeted by {k} back-edge blocks but the standard requires exactly one (SPIR-V §2.16.2)", nm(h))));
        }
    }
    // A construct's blocks `inside`, entered at `entry` (its header, or a continue target): it
    // is left only where `exit_ok` allows (`exit_rule` says which), entered only at `entry`,
    // and every header inside it has its merge inside too. `O(blocks + edges)`.
    let containment = |inside: &[bool], entry: usize, kind: &str, entry_name: &str, exit_ok: &dyn Fn(usize) -> bool, exit_rule: &str| -> Result<(), ParseError> {
        for b in (0..n).filter(|&b| inside[b]) {
            for &s in &succs[b] {
                if !inside[s] && !exit_ok(s) {
                    return Err(err(term(b), format!("block <ID> {} exits the {kind} construct headed by <ID> {}, but not via a structured exit (SPIR-V §2.11: {exit_rule})", nm(b), nm(entry))));
                }
            }
            if b == entry {
                continue;
            }
            for &p in cfg.preds(Block::new(b)) {
                if sreach[p.index()] && !inside[p.index()] {
                    return Err(err(term(p.index()), format!("block <ID> {} branches to the {kind} construct, but not to the {entry_name} <ID> {} (SPIR-V §2.11: a construct is entered only through its header)", nm(p.index()), nm(entry))));
                }
            }
            if let Some(e) = decl_of[b] {
                let mb = e.merge.index();
                if sreach[mb] && !inside[mb] {
                    return Err(err(e.span, format!("Header block {} is contained in the {kind} construct headed by {}, but its merge block {} is not (SPIR-V §2.11: constructs nest)", nm(b), nm(entry), nm(mb))));
                }
            }
        }
        Ok(())
    };
    // 4. Constructs. `next_block`: the header declaring `b` its merge (structurally
    //    dominating it), else `b`'s immediate structural dominator.
    let next_block = |b: usize| -> Option<usize> { f.merges.iter().find(|d| d.merge.index() == b && d.header.index() != b && sdom(d.header.index(), b)).map(|d| d.header.index()).or(sidom[b]) };
    for d in &f.merges {
        let (h, m) = (d.header.index(), d.merge.index());
        if !sreach[h] {
            continue;
        }
        let kind = if d.is_loop { "loop" } else { "selection" };
        let hname = if d.is_loop { "loop header" } else { "selection header" };
        if !sdom(h, m) || h == m {
            return Err(err(d.span, format!("The {kind} construct with the {hname} {} does not structurally dominate the merge block {} (SPIR-V §2.11: a header strictly dominates its merge)", nm(h), nm(m))));
        }
        let c = d.continue_target.map(|c| c.index());
        // Construct::blocks: dominated by the header, not by the merge (nor, for a loop, by
        // the continue target), closed under structural successors.
        let mut inside = vec![false; n];
        let mut stack = vec![h];
        while let Some(b) = stack.pop() {
            if !sdom(h, b) || sdom(m, b) || c.is_some_and(|c| sdom(c, b)) || inside[b] {
                continue;
            }
            inside[b] = true;
            stack.extend(ssuccs[b].iter().copied());
        }
        let structured_exit = |dest: usize| -> bool {
            if d.is_loop {
                return dest == m || Some(dest) == c;
            }
            if dest == m {
                return true;
            }
            let header_is_switch = op(h) == "OpSwitch";
            let mut seen_switch = false;
            let mut b = next_block(h);
            while let Some(x) = b {
                if let Some(e) = decl_of[x] {
                    if e.is_loop || (!header_is_switch && op(x) == "OpSwitch") {
                        let mt = e.merge.index();
                        if sdom(mt, h) {
                            b = next_block(x);
                            continue;
                        }
                        // Its merge (unless past a switch, for a selection), or a loop's
                        // continue target.
                        if ((!seen_switch || e.is_loop) && dest == mt) || (e.is_loop && e.continue_target.map(|c| c.index()) == Some(dest)) {
                            return true;
                        }
                        if op(x) == "OpSwitch" {
                            seen_switch = true;
                        }
                        if e.is_loop {
                            return false;
                        }
                    }
                }
                b = next_block(x);
            }
            false
        };
        containment(&inside, h, kind, hname, &structured_exit, "a construct is left only through its merge, its loop's continue target or an enclosing loop's or switch's merge")?;
        if !d.is_loop && op(h) == "OpSwitch" {
            switch_checks(h, m, &succs, &sreach, &sdom, &structured_exit, &nm).map_err(|(b, msg)| err(if b == h { term(h) } else { label(b) }, msg))?;
        }
        if let Some(c) = c.filter(|&c| c != h) {
            // As SPIRV-Tools v2023.1 (the `spirv-val` we test against) checks it: every
            // predecessor, structurally reachable or not (later releases skip unreachable ones).
            for &p in cfg.preds(Block::new(c)) {
                let p = p.index();
                if !inside[p] && !back_edges.contains(&(p, c)) {
                    return Err(err(term(p), format!("Block {} branches to the loop continue target {}, but is not contained in the associated loop construct {} (SPIR-V §2.11)", nm(p), nm(c), nm(h))));
                }
            }
        }
    }
    // 4b. Continue constructs: from the continue target to the (last) back-edge block.
    for d in f.merges.iter().filter(|d| d.is_loop) {
        let (h, m) = (d.header.index(), d.merge.index());
        let Some(c) = d.continue_target.map(|c| c.index()) else { continue };
        let Some(be) = back_edges.iter().rev().find(|&&(_, t)| t == h).map(|&(u, _)| u) else { continue };
        if !sreach[c] {
            continue;
        }
        if !sdom(c, be) {
            return Err(err(d.span, format!("The continue construct with the continue target {} does not structurally dominate the back-edge block {} (SPIR-V §2.11: the continue target dominates the back-edge block)", nm(c), nm(be))));
        }
        if preach[c] && preach[be] && !spdom(be, c) {
            return Err(err(d.span, format!("The continue construct with the continue target {} is not structurally post dominated by the back-edge block {} (SPIR-V §2.16.2: the back-edge block post-dominates the continue target)", nm(c), nm(be))));
        }
        let mut inside = vec![false; n];
        let mut stack = vec![c];
        while let Some(b) = stack.pop() {
            if !sdom(c, b) || inside[b] || (sdom(be, b) && !spdom(be, b)) {
                continue;
            }
            inside[b] = true;
            stack.extend(ssuccs[b].iter().copied());
        }
        containment(&inside, c, "continue", "continue target", &|s| s == h || s == m, "a continue construct is left only to its loop header or merge")?;
    }
    // 5. ValidateStructuredSelections, in structural reverse postorder.
    let mut seen = vec![false; n];
    for &b in &rpo {
        if let Some(d) = decl_of[b] {
            seen[d.merge.index()] = true;
            if let Some(c) = d.continue_target {
                seen[c.index()] = true;
            }
        }
        match op(b) {
            "OpBranchConditional" => {
                let unseen: Vec<bool> = succs[b].iter().map(|&s| !std::mem::replace(&mut seen[s], true)).collect();
                let (t, fa) = (unseen.first().copied().unwrap_or(false), unseen.get(1).copied().unwrap_or(false));
                if decl_of[b].is_none_or(|d| d.is_loop) && t && fa {
                    return Err(err(term(b), format!("Selection must be structured: the conditional branch of {} needs an OpSelectionMerge (SPIR-V §2.11)", nm(b))));
                }
            }
            "OpSwitch" => {
                if decl_of[b].is_none() {
                    return Err(err(term(b), format!("OpSwitch must be preceded by an OpSelectionMerge instruction (block {}, SPIR-V §2.11)", nm(b))));
                }
                for &s in &succs[b] {
                    seen[s] = true;
                }
            }
            _ => {}
        }
    }
    Ok(())
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

    /// Slow reference: `a` dominates `b` iff `b` is reachable from the root and not once `a`
    /// is removed (`a != b`). `O(n · m)` per pair.
    fn reach_without(succs: &[Vec<usize>], root: usize, skip: Option<usize>) -> Vec<bool> {
        let mut seen = vec![false; succs.len()];
        if Some(root) == skip {
            return seen;
        }
        let mut stack = vec![root];
        seen[root] = true;
        while let Some(b) = stack.pop() {
            for &s in &succs[b] {
                if !seen[s] && Some(s) != skip {
                    seen[s] = true;
                    stack.push(s);
                }
            }
        }
        seen
    }

    proptest::proptest! {
        /// [`idoms`] (Cooper–Harvey–Kennedy) against the definition of dominance.
        #[test]
        fn idoms_match_the_definition(n in 1usize..9, raw in proptest::collection::vec((0usize..9, 0usize..9), 0..20)) {
            let mut succs = vec![Vec::new(); n];
            for (a, b) in raw {
                succs[a % n].push(b % n);
            }
            let (idom, rpo, seen) = idoms(n, &[0], &succs);
            let reach = reach_without(&succs, 0, None);
            proptest::prop_assert_eq!(&seen, &reach);
            proptest::prop_assert_eq!(rpo.len(), reach.iter().filter(|&&r| r).count());
            for a in (0..n).filter(|&a| reach[a]) {
                let without = reach_without(&succs, 0, Some(a));
                for b in (0..n).filter(|&b| reach[b]) {
                    proptest::prop_assert_eq!(dominates_in(&idom, a, b), a == b || !without[b], "{} dom {}", a, b);
                }
            }
        }
    }

    /// `spirv-val`'s structured rules through [`of_function`] (SPIR-V input).
    fn spv(body: &str) -> Result<Constructs, ParseError> {
        let src = format!("; SPIR-V\n OpCapability Shader\n %main = OpFunction %void None %3\n{body} OpFunctionEnd\n");
        let (p, d) = input::parse_with_directives(&src, None)?;
        of_function(&src, &p.functions[0], &d)
    }

    #[test]
    fn spirv_structured_rules() {
        // A well-formed loop passes.
        let ok = " %5 = OpLabel\n OpBranch %10\n %10 = OpLabel\n OpLoopMerge %12 %13 None\n OpBranchConditional %c %11 %12\n %11 = OpLabel\n OpBranch %13\n %13 = OpLabel\n OpBranch %10\n %12 = OpLabel\n OpReturn\n";
        spv(ok).unwrap();
        // The entry block is targeted (line 12: the branch of %13).
        let e = spv(&ok.replace("%13 = OpLabel\n OpBranch %10", "%13 = OpLabel\n OpBranch %5")).unwrap_err();
        assert!(e.message.starts_with("First block %5") && e.message.contains("§2.16.1"), "{e}");
        assert_eq!((e.line, e.col), (12, 2));
        // A back edge to a block without OpLoopMerge.
        let e = spv(" %5 = OpLabel\n OpBranch %10\n %10 = OpLabel\n OpSelectionMerge %12 None\n OpBranchConditional %c %11 %12\n %11 = OpLabel\n OpBranch %10\n %12 = OpLabel\n OpReturn\n").unwrap_err();
        assert!(e.message.starts_with("Back-edges (%11 -> %10) can only be formed between a block and a loop header"), "{e}");
        assert_eq!(e.line, 10);
        // Two back-edge blocks.
        let e = spv(" %5 = OpLabel\n OpBranch %10\n %10 = OpLabel\n OpLoopMerge %12 %13 None\n OpBranchConditional %c %11 %13\n %11 = OpLabel\n OpBranch %10\n %13 = OpLabel\n OpBranch %10\n %12 = OpLabel\n OpReturn\n").unwrap_err();
        assert!(e.message.contains("is targeted by 2 back-edge blocks but the standard requires exactly one"), "{e}");
        // An unreachable block (merge %18 of the unreachable header %11) branching to the
        // continue target from outside the loop construct: spirv-val v2023.1 rejects it.
        let dead = " %5 = OpLabel\n OpBranch %10\n %10 = OpLabel\n OpLoopMerge %12 %13 None\n OpBranch %17\n %11 = OpLabel\n OpSelectionMerge %18 None\n OpBranchConditional %c %17 %18\n %17 = OpLabel\n OpBranch %12\n %18 = OpLabel\n OpBranch %13\n %13 = OpLabel\n OpBranch %10\n %12 = OpLabel\n OpReturn\n";
        let e = spv(dead).unwrap_err();
        assert!(e.message.starts_with("Block %18 branches to the loop continue target %13, but is not contained in the associated loop construct %10"), "{e}");
        assert_eq!(e.line, 15);
        // OpSwitch without OpSelectionMerge.
        let e = spv(" %5 = OpLabel\n OpSwitch %x %6 1 %7\n %6 = OpLabel\n OpReturn\n %7 = OpLabel\n OpReturn\n").unwrap_err();
        assert!(e.message.starts_with("OpSwitch must be preceded by an OpSelectionMerge"), "{e}");
        // An arm of the first selection jumps into the second one (spirv-val: "block <ID> …
        // branches to the selection construct, but not to the selection header …").
        let e = spv(" %5 = OpLabel\n OpSelectionMerge %9 None\n OpBranchConditional %c %6 %7\n %6 = OpLabel\n OpBranch %10\n %7 = OpLabel\n OpBranch %9\n %9 = OpLabel\n OpSelectionMerge %12 None\n OpBranchConditional %c %10 %11\n %10 = OpLabel\n OpBranch %12\n %11 = OpLabel\n OpBranch %12\n %12 = OpLabel\n OpReturn\n").unwrap_err();
        // (Here the older rule on the merge's dominance fires first.)
        assert!(["selection construct, but not to the selection header", "exits the selection", "is not dominated by it"].iter().any(|m| e.message.contains(m)), "{e}");
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
