//! The cases of LLVM's `llvm/test/Analysis/UniformityAnalysis/AMDGPU` tests, rebuilt in our own
//! words in `tests/uniformity_cases/llvm_cases.ll`:
//!
//! 1. every function is compared with `opt-22` (verdicts; byte-identical text where LLVM's
//!    order is deterministic);
//! 2. the property each LLVM test checks is asserted on our result directly;
//! 3. verdicts do not depend on the DFS successor order: every distinct cycle hierarchy
//!    (`cycles::hierarchies::all_hierarchies`) gives the same divergent values and branches.

mod uniformity_support;

use reconverge_core::cycles::CycleInfo;
use reconverge_core::input::{self, Program};
use reconverge_core::uniformity::{self, print::opt_text, Criterion, Options, Uniformity};
use std::path::Path;
use uniformity_support::{compare, opt_uniformity, ours, tool, unexplained_differences};

fn cases() -> (String, Program) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/uniformity_cases/llvm_cases.ll");
    let src = std::fs::read_to_string(path).unwrap();
    let p = input::parse(&src, None).unwrap();
    (src, p)
}

fn analyze(p: &Program, src: &str, name: &str) -> (Uniformity, String) {
    let f = p.function(name).unwrap_or_else(|| panic!("no function {name}"));
    let u = uniformity::analyze(f, src, &Options::default()).unwrap();
    let text = opt_text(&u, f.ir().unwrap(), src);
    (u, text)
}

/// Whether the line of value `name` (`%x = …`) is marked divergent in `text`.
fn divergent(text: &str, name: &str) -> bool {
    let needle = format!("{name} = ");
    let line = text.lines().find(|l| l.trim_start().trim_start_matches("DIVERGENT:").trim_start().starts_with(&needle)).unwrap_or_else(|| panic!("no value {name}"));
    line.starts_with("  DIVERGENT:")
}

#[test]
fn cases_match_opt_22() {
    let Some(opt) = tool("opt-22") else { return };
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/uniformity_cases/llvm_cases.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let (mine, hashed) = ours(&src, None);
    let t = compare(&opt_uniformity(&opt, &path, Some("amdgcn--")), &mine, "llvm cases", &hashed);
    eprintln!("LLVM test cases: {} functions, {} values, {} byte-identical ({} deterministic)", t.functions, t.values, t.identical, t.deterministic);
    assert!(t.functions >= 45 && t.deterministic >= 40);
}

#[test]
fn each_case_shows_its_property() {
    let (src, p) = cases();
    // Diverged entry: the cycle entered at `top` and `side` is assumed divergent.
    let (u, t) = analyze(&p, &src, "entered_twice_join_inside");
    assert_eq!(u.assumed_divergent().len(), 1);
    assert_eq!(u.assumed_divergent()[0].criterion, Criterion::DivergedEntry);
    assert!(divergent(&t, "%top.v") && divergent(&t, "%meet.v") && divergent(&t, "%split.w"));
    let f = p.function("entered_twice_join_inside").unwrap();
    assert!(!u.is_m_converged(f.cfg().find("meet").unwrap()));
    // One entry: only the join's phi.
    let (u, t) = analyze(&p, &src, "entered_once_join_inside");
    assert!(u.assumed_divergent().is_empty());
    assert!(divergent(&t, "%meet.v") && !divergent(&t, "%top.v") && !divergent(&t, "%split.w"));
    // Branch outside: diverged paths reach the irreducible cycle from outside.
    let (u, _) = analyze(&p, &src, "split_before_two_entries");
    assert_eq!(u.assumed_divergent()[0].criterion, Criterion::DivergedPathsFromOutside);
    // Exit divergence of an irreducible cycle: values from inside are divergent outside.
    let (u, t) = analyze(&p, &src, "irreducible_divergent_exit");
    assert!(u.assumed_divergent().is_empty() && u.divergent_exit_cycles().len() == 1);
    assert!(divergent(&t, "%out.a") && divergent(&t, "%out.b") && !divergent(&t, "%out.c"));
    assert!(!u.temporal_divergence().is_empty());
    // Divergent entry, uniform exits: assumed divergent, no divergent exit, the phis at the
    // exit are divergent because their inputs are.
    let (u, t) = analyze(&p, &src, "divergent_entry_uniform_exits");
    assert!(!u.assumed_divergent().is_empty() && u.divergent_exit_cycles().is_empty());
    assert!(divergent(&t, "%z.b"));
    // Reducible header labels must not make an inner entry a join.
    let (_, t) = analyze(&p, &src, "irreducible_in_reducible");
    assert!(!divergent(&t, "%p.v") && !divergent(&t, "%t.v") && divergent(&t, "%s.v") && divergent(&t, "%out.a") && !divergent(&t, "%out.b"));
    let (_, t) = analyze(&p, &src, "reducible_header_label_2");
    assert!(!divergent(&t, "%b.v") && divergent(&t, "%j.v"));
    // Temporal divergence.
    let (u, t) = analyze(&p, &src, "counter_after_divergent_loop");
    assert!(!divergent(&t, "%i") && !divergent(&t, "%i.next") && divergent(&t, "%use"));
    assert_eq!(u.temporal_divergence().len(), 1);
    let (_, t) = analyze(&p, &src, "uniform_inner_divergent_outer");
    assert!(!divergent(&t, "%use") && divergent(&t, "%use2"));
    let (_, t) = analyze(&p, &src, "use_in_sibling_loop");
    assert!(divergent(&t, "%use"));
    // Always-uniform intrinsic inside a cycle assumed divergent.
    let (u, t) = analyze(&p, &src, "uniform_call_in_divergent_cycle");
    assert!(!u.assumed_divergent().is_empty());
    assert!(!divergent(&t, "%k") && divergent(&t, "%k.lo") && divergent(&t, "%k.and"));
    // LLVM 19's missed join (#137277): the phis after long arms are divergent.
    let (_, t) = analyze(&p, &src, "long_arms");
    assert!(divergent(&t, "%ja") && divergent(&t, "%jb") && divergent(&t, "%kx"));
    // Constant-or-undef phis stay uniform at a join.
    let (_, t) = analyze(&p, &src, "undef_phi_at_join");
    assert!(!divergent(&t, "%only") && !divergent(&t, "%same") && divergent(&t, "%two") && !divergent(&t, "%pois"));
    // Sources and overrides.
    let (_, t) = analyze(&p, &src, "sources_and_overrides");
    for v in ["%x", "%y", "%lf", "%lp", "%rmw", "%cx", "%cx.v", "%asm.v", "%asm.both", "%asm.hi", "%call"] {
        assert!(divergent(&t, v), "{v} should be divergent");
    }
    for v in ["%w", "%lg", "%ll", "%rfl", "%rl", "%bal", "%asm.s", "%asm.lo", "%sum"] {
        assert!(!divergent(&t, v), "{v} should be uniform");
    }
    let (u, t) = analyze(&p, &src, "plain_function_args");
    assert!(u.is_divergent_arg(0) && !u.is_divergent_arg(1) && divergent(&t, "%s") && !divergent(&t, "%t"));
    let (u, _) = analyze(&p, &src, "shader_args");
    assert!(!u.is_divergent_arg(0) && u.is_divergent_arg(1) && u.is_divergent_arg(2));
    // LLVM's verdict depends on the DFS order (a join no two disjoint paths reach).
    let (_, t) = analyze(&p, &src, "spurious_join");
    assert!(divergent(&t, "%p6"));
    let (_, t) = analyze(&p, &src, "spurious_join_swapped");
    assert!(!divergent(&t, "%p6"));
    // Temporal divergence does not look at which exit is divergent.
    let (_, t) = analyze(&p, &src, "uniform_exit_after_divergent_exit");
    assert!(divergent(&t, "%use") && !divergent(&t, "%i.next"));
    // Unreachable code is not analysed as a divergent branch.
    let (u, _) = analyze(&p, &src, "unreachable_loop");
    assert_eq!(u.divergent_branches().count(), 0);
}

#[test]
fn verdicts_change_with_the_dfs_order_only_for_explained_reasons() {
    let (src, p) = cases();
    let (mut functions, mut hierarchies, mut differing, mut which) = (0, 0, 0, Vec::new());
    for f in &p.functions {
        let ci = CycleInfo::compute(f.cfg());
        if ci.cycles().all(|c| ci.is_reducible(c)) {
            continue;
        }
        let (h, d, unexplained) = unexplained_differences(f, &src);
        assert!(unexplained.is_empty(), "{}: verdicts differ between hierarchies without an explanation: {unexplained:?}", f.name());
        functions += 1;
        hierarchies += h;
        differing += d;
        if d > 0 {
            which.push(f.name().to_string());
        }
    }
    eprintln!("{functions} functions with irreducible cycles, {hierarchies} distinct hierarchies; {differing} (value, hierarchy pair) verdicts differ, all explained, in {which:?}");
    assert!(functions >= 15 && hierarchies > functions);
    // LLVM's own test (diverged-entry-headers-nested) shows the dependence.
    assert!(which.iter().any(|w| w.starts_with("nest_order")));
    assert!(which.iter().any(|w| w.starts_with("spurious_join")));
}
