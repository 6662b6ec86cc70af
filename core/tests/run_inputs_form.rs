//! The inputs form of a kernel run (issue 21 item 1, `interpreter::form`): rows read from the
//! IR and the directives, written back as directives, and the growing-buffer defaults on an
//! `nw`-shaped kernel (`e2e/fixtures/nw_like.ll`) whose default run reads past its buffers.

use reconverge_core::interpreter::{self, form, Limits, RunInputs};

const NW: &str = include_str!("../../e2e/fixtures/nw_like.ll");

#[test]
fn rows_follow_the_ir_and_round_trip_through_directives() {
    let m = reconverge_core::ir::parse_module(NW).unwrap();
    let f = form::input_form(&m, NW, "nw_kernel1").unwrap();
    let kinds: Vec<form::ArgKind> = f.rows.iter().map(|r| r.kind).collect();
    use form::ArgKind::*;
    assert_eq!(kinds, [Buffer, Buffer, Local, Local, Scalar, Scalar, Scalar, Scalar]);
    assert_eq!(f.rows[0].elem, "i32");
    assert!(f.rows.iter().all(|r| !r.from_text));
    let mut g = f.clone();
    g.global = "64".into();
    g.local = "16".into();
    g.rows[1].value = "random(0, 9) seed 3".into();
    g.rows[4].value = "2048".into();
    let text = form::replace_directives(NW, &g);
    assert!(text.contains("; run: global 64 local 16 wave 64\n"));
    assert!(text.contains("; arg %1 = i32[16384] random(0, 9) seed 3\n"), "{}", form::print_directives(&g));
    // Read back: the same form, now from the text.
    let m2 = reconverge_core::ir::parse_module(&text).unwrap();
    let h = form::input_form(&m2, &text, "nw_kernel1").unwrap();
    assert_eq!((h.global.as_str(), h.local.as_str()), ("64", "16"));
    assert_eq!(h.rows[1].value, "random(0, 9) seed 3");
    assert_eq!(h.rows[4].value, "2048");
    assert!(h.rows.iter().all(|r| r.from_text));
    // Replacing again keeps one set of lines.
    let again = form::replace_directives(&text, &h);
    assert_eq!(again.matches("; run:").count(), 1);
    assert_eq!(again, text);
}

#[test]
fn default_run_faults_and_suggest_grows_the_buffers() {
    let m = reconverge_core::ir::parse_module(NW).unwrap();
    // With the checks on (the default) the faulting work-items stop and the fault is a finding;
    // with them off the run stops at the first fault.
    let run = interpreter::run(&m, NW, "nw_kernel1", &RunInputs::default(), &Limits::default()).unwrap();
    assert!(run.findings.iter().any(|f| f.message.contains("outside buffer %0")), "{:?}", run.findings);
    let mut plain = Limits::default();
    plain.checks.enabled = false;
    let e = interpreter::run(&m, NW, "nw_kernel1", &RunInputs::default(), &plain).unwrap_err();
    assert!(e.message.contains("outside buffer %0"), "{e}");
    let f = form::suggest(&m, NW, "nw_kernel1", &Limits::default()).unwrap();
    assert!(f.fault.is_none(), "{:?}\n{:?}", f.fault, f.notes);
    assert!(f.notes.iter().any(|n| n.starts_with("%0 grown from")), "{:?}", f.notes);
    // The grown sizes, written as directives, run.
    let text = form::replace_directives(NW, &f);
    let m2 = reconverge_core::ir::parse_module(&text).unwrap();
    let run = interpreter::run(&m2, &text, "nw_kernel1", &RunInputs::default(), &Limits::default()).unwrap();
    assert!(run.metrics.instructions > 0);
    assert!(run.findings.iter().all(|f| f.kind != interpreter::checks::FindingKind::OutOfBounds), "{:?}", run.findings);
}
