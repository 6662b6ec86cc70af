//! Every example table of LLVM's *Convergence And Uniformity* document (seed 000), generated
//! from the CFGs and thread paths in `tests/convergence/*.cfg`, compared cell by cell with the
//! document (corrected where the document slips — see docs/CONVERGENCE-TABLES.md), with the
//! document's "not converged" reasons; plus the patent example of seed 003.

use reconverge_core::convergence::{maximal_report, order_columns, CbClocks, InstanceNaming, MaximalConvergence, ReportOptions, TableReport, CLOCK_LIMIT};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{run_policy, EngineOptions, PolicyKind};
use reconverge_core::session::{load, Loaded};
use reconverge_core::Cfg;

fn example(name: &str) -> (String, Loaded) {
    let path = format!("{}/tests/convergence/{name}", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(&path).unwrap();
    let l = load(&src, None, None).unwrap_or_else(|e| panic!("{name}: {e}"));
    (src, l)
}

fn report(name: &str, naming: InstanceNaming) -> (Cfg, CycleInfo, Loaded, TableReport) {
    let (_, l) = example(name);
    let cfg = l.program.functions[0].cfg().clone();
    let order = l.scenario.dfs_order.as_ref().map(|(o, _)| o.clone()).unwrap_or_default();
    let ci = CycleInfo::compute_with_order(&cfg, &order).unwrap();
    let (_, r) = maximal_report(&cfg, &ci, &l.paths, &ReportOptions { naming, ..ReportOptions::default() });
    (cfg, ci, l, r)
}

/// The table as rows of cells, `.` for an empty cell.
fn rows(r: &TableReport) -> Vec<String> {
    r.threads
        .iter()
        .zip(&r.names)
        .map(|(cols, names)| {
            let mut cells = vec![".".to_string(); r.num_columns as usize];
            for (c, n) in cols.iter().zip(names) {
                cells[*c as usize] = n.clone();
            }
            cells.join(" ")
        })
        .collect()
}

fn has_reason(r: &TableReport, text: &str) {
    assert!(r.reasons.iter().any(|x| x.text == text), "missing reason `{text}` in {:#?}", r.reasons.iter().map(|x| &x.text).collect::<Vec<_>>());
}

#[test]
fn natural_loop() {
    let (_, _, _, r) = report("natural_loop.cfg", InstanceNaming::Occurrence);
    assert_eq!(rows(&r), ["Entry1 H1 B1 L1 H3 . L3 . . . Exit1", "Entry2 H2 . L2 H4 B2 L4 H5 B3 L5 Exit2"]);
    has_reason(&r, "B1 and B2 are not converged: H4 is not convergence-before B1");
    has_reason(&r, "H3 and H5 are not converged: H4 is not convergence-before H3");
    has_reason(&r, "L3 and L5 are not converged: H5 is not convergence-before L3");
    assert!(r.strict_partial_order);
}

#[test]
fn nested_irreducible_cycles() {
    // This table of the document numbers instances by column.
    let (cfg, ci, _, r) = report("nested_irreducible.cfg", InstanceNaming::Column);
    let headers: Vec<&str> = ci.cycles().map(|c| cfg.name_of(ci.header(c))).collect();
    assert_eq!(headers, ["R", "S"]);
    assert_eq!(rows(&r), ["Entry1 P1 Q1 S1 P3 Q3 R1 S2 Exit1", "Entry2 P2 Q2 . . . R2 S3 Exit2", "Entry3 . . . . . R3 S4 Exit3"]);
    has_reason(&r, "P2 and P3 are not converged: S1 is not convergence-before P2");
    has_reason(&r, "Q2 and Q3 are not converged: S1 is not convergence-before Q2");
    has_reason(&r, "S1 and S3 are not converged: R2 is not convergence-before S1");
    has_reason(&r, "S1 and S4 are not converged: R3 is not convergence-before S1");
    // With the usual occurrence naming the same table reads differently.
    let (_, _, _, r) = report("nested_irreducible.cfg", InstanceNaming::Occurrence);
    assert_eq!(rows(&r)[0], "Entry1 P1 Q1 S1 P3 Q3 R1 S4 Exit1");
}

#[test]
fn closed_path_with_diverged_entry() {
    let (cfg, ci, _, r) = report("closed_path_diverged_entry.cfg", InstanceNaming::Occurrence);
    assert_eq!(cfg.name_of(ci.header(reconverge_core::cycles::Cycle(0))), "R");
    assert_eq!(rows(&r), ["Entry1 P1 Q1 . . . R1 S1 P3 Q3 S3 Exit1", "Entry2 P2 Q2 S2 P4 Q4 R2 S4 . . . Exit2"]);
    has_reason(&r, "S1 and S2 are not converged: R1 is not convergence-before S2");
}

#[test]
fn closed_path_with_header_p() {
    for file in ["closed_path_p_header.cfg", "closed_path_no_entry_r.cfg"] {
        let (cfg, ci, _, r) = report(file, InstanceNaming::Occurrence);
        assert_eq!(ci.num_cycles(), 1, "{file}");
        assert_eq!(cfg.name_of(ci.header(reconverge_core::cycles::Cycle(0))), "P");
        assert_eq!(rows(&r), ["Entry1 P1 Q1 R1 S1 P3 Q3 R3 S3 Exit1", "Entry2 P2 Q2 . S2 P4 Q4 R2 S4 Exit2"], "{file}");
    }
}

#[test]
fn diverged_paths_reaching_a_cycle() {
    let (_, _, _, r) = report("diverged_outside_p_header.cfg", InstanceNaming::Occurrence);
    // The document writes S2 for thread 2's first two S instances and S4 for its third.
    assert_eq!(rows(&r), ["Entry1 . . P1 Q1 R1 S1 P3 Q3 . S3 Exit1", "Entry2 R2 S2 P2 Q2 . S4 P4 Q4 R3 S5 Exit2"]);
    let (cfg, ci, _, r) = report("diverged_outside_r_header.cfg", InstanceNaming::Occurrence);
    let headers: Vec<&str> = ci.cycles().map(|c| cfg.name_of(ci.header(c))).collect();
    assert_eq!(headers, ["R", "S"]);
    assert_eq!(rows(&r), ["Entry1 P1 Q1 R1 S1 P3 Q3 S3 . . . . Exit1", "Entry2 . . R2 S2 P2 Q2 S4 P4 Q4 R3 S5 Exit2"]);
}

#[test]
fn convergence_order_edges() {
    let (_, l) = example("convergence_order.cfg");
    let cfg = l.program.functions[0].cfg();
    let ci = CycleInfo::compute(cfg);
    let m = MaximalConvergence::compute(cfg, &ci, &l.paths);
    let col = order_columns(&l.paths, m.class_of(), m.num_classes()).unwrap();
    let clocks = CbClocks::compute(&l.paths, m.class_of(), &col, CLOCK_LIMIT).unwrap();
    let p = &l.paths;
    let at = |t: u32, k: usize| p.instance(reconverge_core::convergence::Thread(t), k);
    // Thread indices 0, 1, 2 are the document's threads 1, 2, 3.
    let (pp, q1, q2, r, s1, s2, t) = (at(2, 1), at(2, 2), at(1, 1), at(1, 2), at(1, 3), at(0, 1), at(0, 2));
    assert!(m.converged(p, q1, q2) && m.converged(p, s1, s2));
    for (a, b) in [(pp, q2), (q1, r), (pp, r), (pp, t)] {
        assert!(clocks.convergence_before(a, b), "{a:?} -> {b:?}");
    }
    assert!(!clocks.convergence_before(t, pp) && !clocks.convergence_before(q1, q2));
    assert!(l.paths.notes.iter().any(|n| n.contains("partial path")));
}

#[test]
fn patent_example_policies() {
    let (_, l) = example("patent_fig3b.cfg");
    let cfg = l.program.functions[0].cfg();
    let ci = CycleInfo::compute(cfg);
    let (m, _) = maximal_report(cfg, &ci, &l.paths, &ReportOptions::default());
    let maximal = m.table().unwrap().column_of();
    let opts = EngineOptions::default();
    let run = |k| run_policy(cfg, &l.paths, k, &opts, Some(&maximal), &ReportOptions::default(), 100);
    let markers = run(PolicyKind::Markers);
    let ipdom = run(PolicyKind::Ipdom);
    let max = run(PolicyKind::Maximal);
    assert_eq!((markers.metrics.steps, ipdom.metrics.steps, max.metrics.steps), (7, 9, 7));
    assert_eq!(markers.diff.as_ref().unwrap().only_maximal, 0);
    assert_eq!(max.diff.as_ref().unwrap().only_maximal + max.diff.as_ref().unwrap().only_policy, 0);
    // IPDOM runs T2 apart from T0, T1 at BB4 and at the second BB0: 2 + 2 pairs lost.
    assert_eq!(ipdom.diff.as_ref().unwrap().only_maximal, 4);
    assert_eq!(ipdom.diff.as_ref().unwrap().only_policy, 0);
}

#[test]
fn exact_m_convergence_of_the_examples() {
    use reconverge_core::convergence::{exact_m_convergence, MOptions};
    let verdict = |file: &str| -> Vec<(String, bool)> {
        let (_, l) = example(file);
        let cfg = l.program.functions[0].cfg();
        let m = exact_m_convergence(cfg, &MOptions { max_len: 14, ..MOptions::default() });
        assert!(m.hierarchies_complete);
        m.blocks.iter().map(|b| (b.name.clone(), b.m_converged)).collect()
    };
    let all = |v: &[(String, bool)]| v.iter().all(|(_, m)| *m);
    assert!(all(&verdict("natural_loop.cfg")));
    assert!(all(&verdict("closed_path_no_entry_r.cfg")));
    // The irreducible examples: only the blocks outside the cycle are m-converged.
    for file in ["nested_irreducible.cfg", "closed_path_diverged_entry.cfg", "diverged_outside_r_header.cfg"] {
        let v = verdict(file);
        for (name, m) in &v {
            assert_eq!(*m, name == "Entry" || name == "Exit", "{file}: {name}");
        }
    }
    // A witness names two paths and the hierarchies that disagree.
    let (_, l) = example("nested_irreducible.cfg");
    let cfg = l.program.functions[0].cfg();
    let m = exact_m_convergence(cfg, &MOptions::default());
    let s = &m.blocks[cfg.find("S").unwrap().index()];
    let w = s.witness.as_ref().unwrap();
    assert_eq!(w.path_a.last().map(|x| x.as_str()), Some("S"));
    assert_ne!(w.converged_in, w.not_converged_in);
    assert_eq!(m.orders.len(), 2);
}

/// `reconverge converge --m-converged`: the exact verdicts beside LLVM's static ones, with the
/// gap, and without threads (a bare CFG is enough).
#[test]
fn cli_m_converged_against_llvm() {
    let path = format!("{}/tests/convergence/nested_irreducible.cfg", env!("CARGO_MANIFEST_DIR"));
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["converge", &path, "--m-converged", "--max-path-len", "12"]).output().unwrap();
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(out.contains("\nEntry m-converged; LLVM: m-converged\n"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("S not m-converged: last instances of `S`") && l.contains("; LLVM: not m-converged, in the cycle with header `R` assumed divergent")), "{out}");
    assert!(out.contains("; gap: 0 block(s)"), "{out}");
    let dir = std::env::temp_dir().join(format!("reconverge-m-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bare = dir.join("bare.cfg");
    std::fs::write(&bare, "entry ~> A, B\nA -> B\nB -> A, exit\nexit\n").unwrap();
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["converge", bare.to_str().unwrap(), "--m-converged", "--format", "json"]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let blocks = v["m_converged"]["blocks"].as_array().unwrap();
    let a = blocks.iter().find(|b| b["name"] == "A").unwrap();
    assert_eq!((a["m_converged"].as_bool(), a["llvm_m_converged"].as_bool()), (Some(false), Some(false)));
    assert_eq!(v["m_gap"]["conservative"].as_array().map(|x| x.len()), Some(0));
}
