//! Vulkan's maximal reconvergence (`VK_KHR_shader_maximal_reconvergence`, SPIR-V's
//! `MaximallyReconvergesKHR`) as a converged-with relation, beside LLVM's maximal convergence
//! ([`crate::convergence::MaximalConvergence`]).
//!
//! # The relation
//! LLVM's rule: an instance of `X` depends on the last instance (in its thread) of a header of
//! a **cycle** containing `X`. Vulkan's rule replaces cycles by **loop constructs**
//! ([`crate::constructs`]): a block dominated by a loop header `H` and not by `H`'s merge
//! block depends on `H`'s instance, even when it cannot reach `H` again — the block `E` of
//! `if (subgroupElect()) { ballot; break; }` is outside the cycle but inside the loop
//! construct, so invocations reaching `E` in different iterations do not reconverge there.
//! Cycles that no declared loop construct covers (unstructured input, compact text without
//! `merge` lines) keep LLVM's rule, so with no declaration the two relations are equal.
//!
//! With `D(X)` = the headers of the cycles containing `X` ∪ the headers of the loop constructs
//! containing `X`, and `A(Xi)` the last instance before `Xi` in its thread of a block of
//! `D(X)`: `X1 ~ X2` iff neither `A` exists, or both exist and `A(X1) ~ A(X2)` — interned as
//! keys `(X, class of A(X))` exactly as [`crate::convergence`] does.
//!
//! Checked against an independent reference written from the specification
//! (`SPV_KHR_maximal_reconvergence`, SPIR-V §2.11) on random structured programs, in
//! `tests/vulkan_reference.rs` (docs/VULKAN.md, "Oracle").
//!
//! Cost: `O(I · d)` for `I` instances and `d = max |D(X)|`, plus the column order
//! `O(I log I)`; `O(I + n · d)` memory.

use crate::cfg::{Block, Cfg};
use crate::constructs::Constructs;
use crate::convergence::{MaximalConvergence, Table};
use crate::cycles::CycleInfo;
use crate::input::directives::{Directive, Keyword};
use crate::span::{LineIndex, ParseError, Span};
use crate::cfg::NONE;
use crate::scenario::{Instance, ThreadPaths};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The Vulkan maximal-reconvergence relation of a set of thread paths.
///
/// Shapes: per instance its class and `A(i)`; the table (one column per class).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VulkanConvergence {
    class_of: Vec<u32>,
    last_header: Vec<u32>,
    num_classes: usize,
    table: Result<Table, Vec<Instance>>,
}

/// `D(X)` of every block: cycle headers containing `X` and loop-construct headers containing
/// `X`, deduplicated.
fn dependence_headers(cfg: &Cfg, cycles: &CycleInfo, constructs: &Constructs) -> Vec<Vec<Block>> {
    cfg.blocks()
        .map(|x| {
            let mut v: Vec<Block> = constructs.loops_of(x).to_vec();
            if x.index() < cycles.num_blocks() {
                let mut c = cycles.cycle_of(x);
                while let Some(cc) = c {
                    v.push(cycles.header(cc));
                    c = cycles.parent(cc);
                }
            }
            crate::sort::sort_unstable(&mut v);
            v.dedup();
            v
        })
        .collect()
}

impl VulkanConvergence {
    /// The relation for `paths` on `cfg`, with LLVM's `cycles` for the cycles that no loop
    /// construct covers. Instances of blocks outside `cfg` get a class of their own each.
    /// `O(I · d + I log I)`.
    pub fn compute(cfg: &Cfg, cycles: &CycleInfo, constructs: &Constructs, paths: &ThreadPaths) -> VulkanConvergence {
        let n = cfg.num_blocks();
        let deps = dependence_headers(cfg, cycles, constructs);
        let mut is_header = vec![false; n];
        for d in &deps {
            for h in d {
                is_header[h.index()] = true;
            }
        }
        let total = paths.num_instances();
        let mut class_of = vec![NONE; total];
        let mut last_header = vec![NONE; total];
        let mut intern: HashMap<(u32, u32), u32> = HashMap::new();
        let mut last = vec![NONE; n];
        let mut next = 0u32;
        for t in paths.threads() {
            last.iter_mut().for_each(|x| *x = NONE);
            let s = paths.first_instance(t).index();
            for (k, &x) in paths.path(t).iter().enumerate() {
                let i = s + k;
                if x.index() >= n {
                    class_of[i] = next;
                    next += 1;
                    continue;
                }
                let best = deps[x.index()].iter().map(|h| last[h.index()]).filter(|&l| l != NONE).max().unwrap_or(NONE);
                let parent = if best == NONE { NONE } else { class_of[best as usize] };
                class_of[i] = *intern.entry((x.0, parent)).or_insert_with(|| {
                    next += 1;
                    next - 1
                });
                last_header[i] = best;
                if is_header[x.index()] {
                    last[x.index()] = i as u32;
                }
            }
        }
        let num_classes = next as usize;
        let table = Table::from_classes(paths, &class_of, num_classes);
        VulkanConvergence { class_of, last_header, num_classes, table }
    }

    /// The class of each instance (indexed by instance). Equal classes ⇔ converged.
    pub fn class_of(&self) -> &[u32] {
        &self.class_of
    }

    /// Number of classes.
    pub fn num_classes(&self) -> usize {
        self.num_classes
    }

    /// `A(i)`: the instance `i` depends on, if any.
    pub fn last_header(&self, i: Instance) -> Option<Instance> {
        let h = self.last_header.get(i.index()).copied().unwrap_or(NONE);
        (h != NONE).then_some(Instance(h))
    }

    /// The table, or the instances of a convergence-before cycle (not expected).
    pub fn table(&self) -> Result<&Table, &[Instance]> {
        self.table.as_ref().map_err(|v| v.as_slice())
    }
}

/// One pair of instances on which LLVM's and Vulkan's maximal relations disagree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Difference {
    /// The first instance (its name in `names`).
    pub a: Instance,
    /// The second instance.
    pub b: Instance,
    /// Converged under LLVM's maximal convergence.
    pub llvm: bool,
    /// Converged under Vulkan's maximal reconvergence.
    pub vulkan: bool,
    /// The header whose loop construct (not cycle) makes the difference, if one does.
    pub header: Option<Block>,
    /// The explanation (`E1 and E2: converged under LLVM, not under Vulkan: E is inside the
    /// loop construct of H (merge M) but outside its cycle`).
    pub text: String,
}

/// The pairs of instances of one block on which the two relations disagree (for each
/// instance, against the first member of its LLVM class and of its Vulkan class), at most
/// `limit`, and whether more were cut. `names` are the instance names
/// ([`crate::convergence::instance_names`]). `O(I + output)`.
#[allow(clippy::too_many_arguments)]
pub fn differences(cfg: &Cfg, cycles: &CycleInfo, constructs: &Constructs, paths: &ThreadPaths, llvm: &MaximalConvergence, vk: &VulkanConvergence, names: &[String], limit: usize) -> (Vec<Difference>, bool) {
    let total = paths.num_instances();
    let mut first_llvm: HashMap<u32, usize> = HashMap::new();
    let mut first_vk: HashMap<u32, usize> = HashMap::new();
    let mut out = Vec::new();
    let mut cut = false;
    let name = |i: usize| names.get(i).cloned().unwrap_or_else(|| format!("#{i}"));
    for i in 0..total.min(llvm.class_of().len()).min(vk.class_of().len()) {
        let (cl, cv) = (llvm.class_of()[i], vk.class_of()[i]);
        let fl = *first_llvm.entry(cl).or_insert(i);
        let fv = *first_vk.entry(cv).or_insert(i);
        for j in if fl == fv { vec![fl] } else { vec![fl, fv] } {
            if j == i {
                continue;
            }
            let (l, v) = (llvm.class_of()[j] == cl, vk.class_of()[j] == cv);
            if l == v || paths.thread_of(Instance(j as u32)) == paths.thread_of(Instance(i as u32)) {
                continue;
            }
            if out.len() >= limit {
                cut = true;
                break;
            }
            let x = paths.block(Instance(i as u32));
            let header = explain_header(cycles, constructs, x);
            let xn = if x.index() < cfg.num_blocks() { cfg.name_of(x) } else { "?" };
            let why = match header {
                Some(h) => {
                    let m = constructs.loop_construct(h).map_or("?", |c| cfg.name_of(c.merge));
                    format!("{xn} is inside the loop construct of {} (merge {m}) but outside its cycle", cfg.name_of(h))
                }
                None => format!("{xn} depends on different header instances under the two rules"),
            };
            let (a, b) = (Instance(j as u32), Instance(i as u32));
            let verdict = if l { "converged under LLVM's maximal convergence, not under Vulkan's maximal reconvergence" } else { "converged under Vulkan's maximal reconvergence, not under LLVM's maximal convergence" };
            out.push(Difference { a, b, llvm: l, vulkan: v, header, text: format!("{} and {}: {verdict}: {why}", name(j), name(i)) });
        }
    }
    (out, cut)
}

/// LLVM's maximal relation beside Vulkan's, for a view or the CLI.
///
/// JSON shape: `{"llvm_classes": N, "vulkan_classes": N, "differences": [Difference…],
/// "truncated": false}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Comparison {
    /// Classes (columns) of LLVM's maximal relation.
    pub llvm_classes: usize,
    /// Classes of Vulkan's.
    pub vulkan_classes: usize,
    /// The differing pairs with their reasons (at most `limit`).
    pub differences: Vec<Difference>,
    /// Whether the list was cut at `limit`.
    pub truncated: bool,
}

/// Both relations on `paths` and their [`differences`] (at most `limit`), instances named by
/// occurrence. `O(I · d + I log I)`.
pub fn compare(cfg: &Cfg, cycles: &CycleInfo, constructs: &Constructs, paths: &ThreadPaths, limit: usize) -> Comparison {
    let llvm = MaximalConvergence::compute(cfg, cycles, paths);
    let vk = VulkanConvergence::compute(cfg, cycles, constructs, paths);
    let numbers = crate::convergence::instance_numbers(paths, Default::default(), None);
    let names = crate::convergence::instance_names(cfg, paths, &numbers);
    let (differences, truncated) = differences(cfg, cycles, constructs, paths, &llvm, &vk, &names, limit);
    Comparison { llvm_classes: llvm.num_classes(), vulkan_classes: vk.num_classes(), differences, truncated }
}

/// The first loop-construct header containing `x` (innermost first) whose cycle does not
/// contain `x`.
fn explain_header(cycles: &CycleInfo, constructs: &Constructs, x: Block) -> Option<Block> {
    let mut in_cycle_of = Vec::new();
    if x.index() < cycles.num_blocks() {
        let mut c = cycles.cycle_of(x);
        while let Some(cc) = c {
            in_cycle_of.push(cycles.header(cc));
            c = cycles.parent(cc);
        }
    }
    constructs.loops_of(x).iter().rev().copied().find(|h| !in_cycle_of.contains(h))
}

/// Subgroup ballots from a table: per instance (indexed by instance), the threads executing the
/// same column — what `subgroupBallot(true)` returns in that instance under the table's
/// relation. `O(I · W/64)`.
pub fn ballots(paths: &ThreadPaths, column_of: &[u32]) -> Vec<Vec<u32>> {
    let mut by_col: HashMap<u32, Vec<u32>> = HashMap::new();
    for t in paths.threads() {
        let s = paths.first_instance(t).index();
        for k in 0..paths.path(t).len() {
            if let Some(&c) = column_of.get(s + k) {
                by_col.entry(c).or_default().push(t.0);
            }
        }
    }
    (0..paths.num_instances()).map(|i| column_of.get(i).and_then(|c| by_col.get(c)).cloned().unwrap_or_default()).collect()
}

/// The blocks marked as holding a subgroup ballot in function `f` of `src`: its
/// `OpGroupNonUniformBallot` instructions (SPIR-V) and the `ballot: B, C` directives (names as
/// the CFG prints them, a leading `%` ignored, separated by commas or blanks). Sorted, no
/// repetition. `O(#directives · n)`.
///
/// # Errors
/// An unknown block, an empty `ballot:` line, a name before `:` (`ballot B:` is not the form).
pub fn ballot_blocks(src: &str, f: &crate::input::Function, directives: &[Directive]) -> Result<Vec<Block>, ParseError> {
    let cfg = f.cfg();
    let index = LineIndex::new(src);
    let err = |span: Span, msg: String| ParseError::with_index(&index, src, span, msg);
    let mut out: Vec<Block> = f.spirv().map(|s| s.ballots.clone()).unwrap_or_default();
    for d in directives.iter().filter(|d| d.keyword == Keyword::Ballot) {
        if let Some(h) = d.head {
            return Err(err(h, format!("`ballot` takes no name before `:` (write `ballot: {}`)", h.text(src).trim())));
        }
        let body = d.body.text(src);
        let body = body.split('#').next().unwrap_or("");
        let mut any = false;
        for name in body.split(|c: char| c == ',' || c.is_whitespace()).filter(|t| !t.is_empty()) {
            any = true;
            let t = name.trim_start_matches('%').trim_matches('"');
            let start = d.body.start as usize + (name.as_ptr() as usize - d.body.text(src).as_ptr() as usize);
            let b = cfg.find(t).ok_or_else(|| err(Span::new(start, start + name.len()), format!("no block named `{t}`")))?;
            out.push(b);
        }
        if !any {
            return Err(err(d.body, "expected block names after `ballot:`".into()));
        }
    }
    crate::sort::sort_unstable(&mut out);
    out.dedup();
    Ok(out)
}

/// What one subgroup ballot returns: thread `thread` executing its `occurrence`-th instance
/// (1-based, in its own path) of the ballot block `block` gets the lanes `lanes` (thread
/// names, in thread order) — the threads in the same column of the policy's table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BallotResult {
    /// The thread's name.
    pub thread: String,
    /// The ballot block's name.
    pub block: String,
    /// Which instance of `block` in the thread's path (1-based).
    pub occurrence: u32,
    /// The instance's index (into the flat instance numbering).
    pub instance: u32,
    /// The lanes the ballot returns (thread names).
    pub lanes: Vec<String>,
}

/// The ballots of `blocks` under the table whose column of each instance is `column_of`
/// (e.g. [`VulkanConvergence::table`] or LLVM's maximal table), per thread in path order.
/// `O(I + output)`.
pub fn ballot_report(cfg: &Cfg, paths: &ThreadPaths, column_of: &[u32], blocks: &[Block]) -> Vec<BallotResult> {
    if blocks.is_empty() {
        return Vec::new();
    }
    let lanes = ballots(paths, column_of);
    let name = |t: usize| paths.names.get(t).cloned().unwrap_or_else(|| format!("T{t}"));
    let mut out = Vec::new();
    for t in paths.threads() {
        let first = paths.first_instance(t).index();
        let mut seen: HashMap<Block, u32> = HashMap::new();
        for (k, &b) in paths.path(t).iter().enumerate() {
            if blocks.binary_search(&b).is_err() {
                continue;
            }
            let occ = seen.entry(b).or_default();
            *occ += 1;
            let i = first + k;
            out.push(BallotResult {
                thread: name(t.0 as usize),
                block: if b.index() < cfg.num_blocks() { cfg.name_of(b).to_string() } else { "?".into() },
                occurrence: *occ,
                instance: i as u32,
                lanes: lanes.get(i).map(|v| v.iter().map(|&l| name(l as usize)).collect()).unwrap_or_default(),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constructs::{decls_of, Constructs};
    use crate::convergence::instance_names;
    use crate::input;
    use crate::scenario::{Scenario, Thread};

    pub(crate) const MINIMAL: &str = "entry -> H   H -> B   B ~> E, C   E -> M   C -> H   M -> exit\nmerge H: M\ncontinue H: C\nthread T0: entry H B E M exit\nthread T1: entry H B C H B E M exit\n";

    #[test]
    fn minimal_case_differs() {
        let (p, d) = input::parse_with_directives(MINIMAL, None).unwrap();
        let f = &p.functions[0];
        let cfg = f.cfg();
        let c = Constructs::compute(MINIMAL, cfg, &decls_of(MINIMAL, f, &d).unwrap()).unwrap();
        let sc = Scenario::resolve(MINIMAL, &d, cfg).unwrap();
        let paths = sc.paths(MINIMAL, cfg).unwrap();
        let ci = CycleInfo::compute(cfg);
        let llvm = MaximalConvergence::compute(cfg, &ci, &paths);
        let vk = VulkanConvergence::compute(cfg, &ci, &c, &paths);
        let e0 = Instance(3);
        let e1 = Instance(paths.first_instance(Thread(1)).0 + 6);
        assert_eq!(cfg.name_of(paths.block(e0)), "E");
        assert_eq!(cfg.name_of(paths.block(e1)), "E");
        assert!(llvm.converged(&paths, e0, e1));
        assert_ne!(vk.class_of()[e0.index()], vk.class_of()[e1.index()]);
        let names = instance_names(cfg, &paths, &crate::convergence::instance_numbers(&paths, Default::default(), None));
        let (diffs, _) = differences(cfg, &ci, &c, &paths, &llvm, &vk, &names, 100);
        assert!(diffs.iter().any(|x| x.text.contains("E is inside the loop construct of H (merge M) but outside its cycle")), "{diffs:?}");
        // M after the loop converges under both.
        let m0 = Instance(4);
        let m1 = Instance(e1.0 + 1);
        assert_eq!(vk.class_of()[m0.index()], vk.class_of()[m1.index()]);
    }

    #[test]
    fn ballot_marks_report_lanes_per_policy() {
        let src = format!("{MINIMAL}ballot: E, %C\n");
        let (p, d) = input::parse_with_directives(&src, None).unwrap();
        let f = &p.functions[0];
        let cfg = f.cfg();
        let blocks = ballot_blocks(&src, f, &d).unwrap();
        assert_eq!(blocks.len(), 2);
        let c = Constructs::compute(&src, cfg, &decls_of(&src, f, &d).unwrap()).unwrap();
        let paths = Scenario::resolve(&src, &d, cfg).unwrap().paths(&src, cfg).unwrap();
        let ci = CycleInfo::compute(cfg);
        let vk = VulkanConvergence::compute(cfg, &ci, &c, &paths);
        let llvm = MaximalConvergence::compute(cfg, &ci, &paths);
        let v = ballot_report(cfg, &paths, &vk.table().unwrap().column_of(), &blocks);
        let l = ballot_report(cfg, &paths, &llvm.table().unwrap().column_of(), &blocks);
        let e = |r: &[BallotResult], t: &str| r.iter().find(|x| x.block == "E" && x.thread == t).unwrap().lanes.clone();
        assert_eq!(e(&v, "T0"), ["T0"]);
        assert_eq!(e(&v, "T1"), ["T1"]);
        assert_eq!(e(&l, "T0"), ["T0", "T1"]);
        let c1 = v.iter().find(|x| x.block == "C").unwrap();
        assert_eq!((c1.thread.as_str(), c1.occurrence, c1.lanes.clone()), ("T1", 1, vec!["T1".to_string()]));
        let bad = format!("{MINIMAL}ballot: Q\n");
        let (p, d) = input::parse_with_directives(&bad, None).unwrap();
        let e = ballot_blocks(&bad, &p.functions[0], &d).unwrap_err();
        assert!(e.message.contains("no block named `Q`") && e.line == 6, "{e}");
    }

    #[test]
    fn no_declaration_equals_llvm() {
        let src = "entry -> H   H -> B   B ~> E, C   E -> M   C -> H   M -> exit\nthread T0: entry H B E M exit\nthread T1: entry H B C H B E M exit\n";
        let (p, d) = input::parse_with_directives(src, None).unwrap();
        let cfg = p.functions[0].cfg();
        let paths = Scenario::resolve(src, &d, cfg).unwrap().paths(src, cfg).unwrap();
        let ci = CycleInfo::compute(cfg);
        let llvm = MaximalConvergence::compute(cfg, &ci, &paths);
        let vk = VulkanConvergence::compute(cfg, &ci, &Constructs::default(), &paths);
        assert_eq!(llvm.table().unwrap(), vk.table().unwrap());
    }
}
