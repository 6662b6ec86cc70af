//! The inputs form of a kernel run (issue 21 item 1, `interpreter::form`): rows read from the
//! IR and the directives, written back as directives, and the growing-buffer defaults on an
//! `nw`-shaped kernel (`e2e/fixtures/nw_like.ll`) whose default run reads past its buffers;
//! scalars sized from their uses on Rodinia's own `nw` and the default runs of Rodinia kernels.

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
    // (The scalars sized from their uses leave one read past `%1`.)
    assert!(run.findings.iter().any(|f| f.message.contains("outside buffer %1")), "{} findings", run.findings.len());
    let mut plain = Limits::default();
    plain.checks.enabled = false;
    let e = interpreter::run(&m, NW, "nw_kernel1", &RunInputs::default(), &plain).unwrap_err();
    assert!(e.message.contains("outside buffer %1"), "{e}");
    let f = form::suggest(&m, NW, "nw_kernel1", &Limits::default()).unwrap();
    assert!(f.fault.is_none(), "{:?}\n{:?}", f.fault, f.notes);
    assert!(f.notes.iter().any(|n| n.starts_with("%1 grown from")), "{:?}", f.notes);
    // The grown sizes, written as directives, run.
    let text = form::replace_directives(NW, &f);
    let m2 = reconverge_core::ir::parse_module(&text).unwrap();
    let run = interpreter::run(&m2, &text, "nw_kernel1", &RunInputs::default(), &Limits::default()).unwrap();
    assert!(run.metrics.instructions > 0);
    assert!(run.findings.iter().all(|f| f.kind != interpreter::checks::FindingKind::OutOfBounds), "{} findings", run.findings.len());
}

/// Rodinia's own `nw` (opencl/nw/nw.cl, clang-19 -O2 for AMDGPU, no run lines).
const RODINIA_NW: &str = include_str!("interpreter_kernels/nw_kernel1.ll");

/// The scalars of Rodinia's `nw_kernel1` are sized from their uses, each with the line that
/// decided; with a 16-wide work-group (`BLOCK_SIZE`) the defaults run without a fault, and
/// from the page's defaults (one work-group of 128) [`form::suggest`] grows what faulted.
#[test]
fn rodinia_nw_scalars_are_sized_from_their_uses() {
    let m = reconverge_core::ir::parse_module(RODINIA_NW).unwrap();
    let f = form::input_form(&m, RODINIA_NW, "nw_kernel1").unwrap();
    let row = |name: &str| f.rows.iter().find(|r| r.name == name).unwrap();
    // cols (%5) multiplies the row index; blk (%7), offset_r (%10) and offset_c (%11) are added
    // into it; penalty (%6) only scores; block_width (%8) and worksize (%9) are unused.
    assert!(row("%5").hint.starts_with("row width (multiplies an address) in %12 (line "), "{}", row("%5").hint);
    assert_eq!(row("%5").value, format!("i32 {}", f.global));
    for k in ["%7", "%10", "%11"] {
        assert!(row(k).hint.starts_with("offset (added into an address)"), "{k}: {}", row(k).hint);
        assert_eq!(row(k).value, "i32 1");
    }
    assert_eq!(row("%8").hint, "not used by the kernel");
    assert!(row("%0").hint.is_empty());
    // The run the page makes with the defaults: faults past local memory are grown.
    let s = form::suggest(&m, RODINIA_NW, "nw_kernel1", &Limits::default()).unwrap();
    assert!(s.fault.is_none(), "{:?}\n{:?}", s.fault, s.notes);
    // BLOCK_SIZE work-items per group, as Rodinia runs it: the defaults fit.
    let inputs = RunInputs { global: vec![16], local: vec![16], ..RunInputs::default() };
    let mut plain = Limits::default();
    plain.checks.enabled = false;
    let run = interpreter::run(&m, RODINIA_NW, "nw_kernel1", &inputs, &plain).unwrap();
    assert!(run.metrics.instructions > 0);
}

/// Rodinia's BFS level, lud's diagonal step (NVPTX) and the gallery's IMGVF stencil run from
/// their defaults without a fault.
#[test]
fn rodinia_kernels_run_from_defaults() {
    let bfs = include_str!("../../e2e/fixtures/rodinia_bfs1.ll");
    let imgvf = include_str!("../../web/examples/imgvf_like.ll");
    let lud = include_str!("../../e2e/fixtures/lud_nvptx.ll");
    for (src, name) in [(bfs, "rodinia_bfs1"), (imgvf, "imgvf_like"), (lud, "lud_diagonal")] {
        let m = reconverge_core::ir::parse_module(src).unwrap();
        let Some(f) = m.functions.iter().find(|f| f.is_kernel && f.name == name) else { continue };
        let mut plain = Limits::default();
        plain.checks.enabled = false;
        let r = interpreter::run(&m, src, &f.name, &RunInputs::default(), &plain);
        assert!(r.is_ok(), "{}: {:?}", f.name, r.err());
    }
}
