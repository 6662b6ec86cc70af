//! Uniformity cases written here, one property each, in `tests/uniformity_cases/behaviours.ll`
//! (the behaviours LLVM's UniformityAnalysis tests and its "Convergence And Uniformity" document
//! discuss; the functions are ours):
//!
//! 1. every function is compared with `opt-22` (verdicts; byte-identical text where LLVM's
//!    order is deterministic);
//! 2. the property each case names is asserted on our result directly;
//! 3. verdicts depend on the DFS successor order only for explained reasons: every distinct
//!    cycle hierarchy (`cycles::hierarchies::all_hierarchies`) of the functions with
//!    irreducible cycles here and in `tests/analysis_cases/UniformityAnalysis/AMDGPU/
//!    irreducible-cycles.ll` gives the same divergent values and branches, or the difference
//!    is explained.

mod uniformity_support;

use reconverge_core::cycles::CycleInfo;
use reconverge_core::input::{self, Program};
use reconverge_core::uniformity::{self, print::opt_text, Criterion, Options, Uniformity};
use std::path::Path;
use uniformity_support::{compare, opt_uniformity, ours, tool, unexplained_differences};

fn cases() -> (String, Program) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/uniformity_cases/behaviours.ll");
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
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/uniformity_cases/behaviours.ll");
    let src = std::fs::read_to_string(&path).unwrap();
    let (mine, hashed) = ours(&src, None);
    let t = compare(&opt_uniformity(&opt, &path, Some("amdgcn--")), &mine, "behaviours", &hashed);
    eprintln!("behaviour cases: {} functions, {} values, {} byte-identical ({} deterministic)", t.functions, t.values, t.identical, t.deterministic);
    assert!(t.functions >= 30 && t.deterministic >= 20);
}

#[test]
fn each_case_shows_its_property() {
    let (src, p) = cases();
    // Diverged entry: the cycle entered at `hall` and `den` is assumed divergent.
    let (u, t) = analyze(&p, &src, "two_doors_join_inside");
    assert_eq!(u.assumed_divergent().len(), 1);
    assert_eq!(u.assumed_divergent()[0].criterion, Criterion::DivergedEntry);
    assert!(divergent(&t, "%h") && divergent(&t, "%y") && divergent(&t, "%h.twice") && divergent(&t, "%dn.more"));
    let f = p.function("two_doors_join_inside").unwrap();
    assert!(!u.is_m_converged(f.cfg().find("yard").unwrap()));
    // One entry: only the join's phi and what depends on it.
    let (u, t) = analyze(&p, &src, "one_door_join_inside");
    assert!(u.assumed_divergent().is_empty());
    assert!(divergent(&t, "%y") && !divergent(&t, "%h.twice") && !divergent(&t, "%dn.more"));
    // Diverged paths from outside reach two entries.
    let (u, t) = analyze(&p, &src, "fork_into_two_doors");
    assert_eq!(u.assumed_divergent()[0].criterion, Criterion::DivergedPathsFromOutside);
    assert!(divergent(&t, "%e.next") && divergent(&t, "%stay"));
    // A divergent exit of an irreducible cycle: values from inside are divergent outside.
    let (u, t) = analyze(&p, &src, "irreducible_lane_exit");
    assert!(u.assumed_divergent().is_empty() && u.divergent_exit_cycles().len() == 1);
    assert!(divergent(&t, "%late.u") && divergent(&t, "%late.d") && !divergent(&t, "%late.pre"));
    assert!(!divergent(&t, "%dn.next") && !u.temporal_divergence().is_empty());
    // Divergent entry, uniform exits: assumed divergent, no divergent exit.
    let (u, t) = analyze(&p, &src, "lane_entry_uniform_exits");
    assert!(!u.assumed_divergent().is_empty() && u.divergent_exit_cycles().is_empty());
    assert!(divergent(&t, "%merged"));
    // The natural loop's header label does not make the inner entry a join.
    let (_, t) = analyze(&p, &src, "irreducible_inside_natural");
    assert!(!divergent(&t, "%k") && !divergent(&t, "%ia") && !divergent(&t, "%ib.next") && divergent(&t, "%seen") && !divergent(&t, "%last.k"));
    // Temporal divergence.
    let (u, t) = analyze(&p, &src, "count_until_lane");
    assert!(!divergent(&t, "%c") && !divergent(&t, "%c.next") && divergent(&t, "%seen"));
    assert_eq!(u.temporal_divergence().len(), 1);
    let (_, t) = analyze(&p, &src, "uniform_in_lane_loop");
    assert!(!divergent(&t, "%in.latch") && divergent(&t, "%in.after"));
    let (_, t) = analyze(&p, &src, "carried_into_next_loop");
    assert!(divergent(&t, "%mix") && !divergent(&t, "%s"));
    // Joins reached through loop exits, hidden divergence, crossing edges.
    let (_, t) = analyze(&p, &src, "skip_or_spin");
    assert!(divergent(&t, "%v") && !divergent(&t, "%w") && !divergent(&t, "%s.next"));
    let (u, t) = analyze(&p, &src, "inner_exit_to_outer_latch");
    assert!(divergent(&t, "%got") && !divergent(&t, "%o.next") && !divergent(&t, "%last") && u.divergent_exit_cycles().len() == 1);
    let (_, t) = analyze(&p, &src, "join_behind_uniform_gate");
    assert!(divergent(&t, "%f") && divergent(&t, "%e") && !divergent(&t, "%g") && !divergent(&t, "%n"));
    let (_, t) = analyze(&p, &src, "crossing_lanes");
    assert!(divergent(&t, "%x") && divergent(&t, "%y") && !divergent(&t, "%u"));
    // No join when one side never returns.
    let (u, t) = analyze(&p, &src, "one_side_forever");
    assert!(!divergent(&t, "%w") && !divergent(&t, "%c.next") && u.divergent_branches().count() == 1);
    // Two latches, one chosen per lane: the header phi is divergent, the invariant is not.
    let (_, t) = analyze(&p, &src, "two_latches");
    assert!(divergent(&t, "%h") && divergent(&t, "%r") && !divergent(&t, "%inv"));
    // A divergent exit out of an irreducible cycle that is not assumed divergent.
    let (u, t) = analyze(&p, &src, "round_or_out");
    assert!(u.assumed_divergent().is_empty() && divergent(&t, "%final") && !divergent(&t, "%lv.next"));
    // Always-uniform intrinsic inside a cycle assumed divergent.
    let (u, t) = analyze(&p, &src, "wave_read_in_lane_cycle");
    assert!(!u.assumed_divergent().is_empty());
    assert!(!divergent(&t, "%first") && divergent(&t, "%mixed") && divergent(&t, "%pv"));
    // Joins after long arms (missed by LLVM 19, #137277).
    let (_, t) = analyze(&p, &src, "chains_meet");
    assert!(divergent(&t, "%m1") && divergent(&t, "%m2") && divergent(&t, "%m3") && !divergent(&t, "%l3v"));
    // Constant-or-undef phis stay uniform at a join.
    let (_, t) = analyze(&p, &src, "phis_that_cannot_differ");
    assert!(!divergent(&t, "%lonely") && !divergent(&t, "%twin") && divergent(&t, "%pair") && !divergent(&t, "%poisoned"));
    // Sources and overrides.
    let (_, t) = analyze(&p, &src, "what_is_a_source");
    for v in ["%tx", "%tz", "%from.f", "%from.slot", "%old", "%swap", "%swap.old", "%vreg", "%pairs", "%pairs.v", "%unknown"] {
        assert!(divergent(&t, v), "{v} should be divergent");
    }
    for v in ["%grp", "%from.g", "%from.l", "%wave.first", "%wave.lane3", "%wave.mask", "%sreg", "%pairs.s", "%total"] {
        assert!(!divergent(&t, v), "{v} should be uniform");
    }
    let (u, t) = analyze(&p, &src, "helper_args");
    assert!(u.is_divergent_arg(0) && !u.is_divergent_arg(1) && !u.is_divergent_arg(2) && divergent(&t, "%vs") && !divergent(&t, "%ss"));
    let (u, _) = analyze(&p, &src, "pixel_args");
    assert!(!u.is_divergent_arg(0) && u.is_divergent_arg(1) && u.is_divergent_arg(2));
    // The DFS order decides which block heads the cycle, and with it the verdicts.
    let (u, t) = analyze(&p, &src, "nest_order_front_first");
    assert!(!u.assumed_divergent().is_empty() && divergent(&t, "%bw") && divergent(&t, "%fw"));
    let (u, t) = analyze(&p, &src, "nest_order_back_first");
    assert!(u.assumed_divergent().is_empty() && !divergent(&t, "%bw") && divergent(&t, "%mv"));
    // LLVM's verdict depends on the DFS order (a join no two disjoint paths reach).
    let (_, t) = analyze(&p, &src, "spurious_join");
    assert!(divergent(&t, "%p6"));
    let (_, t) = analyze(&p, &src, "spurious_join_swapped");
    assert!(!divergent(&t, "%p6"));
    // Temporal divergence does not look at which exit is divergent.
    let (_, t) = analyze(&p, &src, "uniform_exit_after_divergent_exit");
    assert!(divergent(&t, "%use") && !divergent(&t, "%i.next"));
    // Unreachable code is not analysed as a divergent branch.
    let (u, _) = analyze(&p, &src, "orphan_cycle");
    assert_eq!(u.divergent_branches().count(), 0);
}

#[test]
fn verdicts_change_with_the_dfs_order_only_for_explained_reasons() {
    let (mut functions, mut hierarchies, mut differing, mut which) = (0, 0, 0, Vec::new());
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    for file in ["uniformity_cases/behaviours.ll", "analysis_cases/UniformityAnalysis/AMDGPU/irreducible-cycles.ll"] {
        let src = std::fs::read_to_string(root.join(file)).unwrap();
        let p = input::parse(&src, None).unwrap();
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
    }
    eprintln!("{functions} functions with irreducible cycles, {hierarchies} distinct hierarchies; {differing} (value, hierarchy pair) verdicts differ, all explained, in {which:?}");
    assert!(functions >= 40 && hierarchies > functions);
    // The header-dependence cases show the dependence.
    assert!(which.iter().any(|w| w.starts_with("nest_order")));
    assert!(which.iter().any(|w| w.starts_with("spurious_join")));
}
