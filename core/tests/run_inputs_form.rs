//! The inputs form of a kernel run (issue 21 item 1, `interpreter::form`): rows read from the
//! IR and the directives, written back as directives, and the growing-buffer defaults on an
//! `nw`-shaped kernel (`e2e/fixtures/nw_like.ll`) whose default run reads past its buffers;
//! scalars sized from their uses on our own Needleman–Wunsch step (`interpreter_kernels/
//! nw_wavefront.ll`) and the default runs of our Rodinia-style kernels.

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
    assert!(text.contains("; arg %1 = i32[65536] random(0, 9) seed 3\n"), "{}", form::print_directives(&g));
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
    // From its own defaults the kernel runs clean: it declares its 16-wide groups
    // (`reqd_work_group_size`), so the launch is one 16-wide group (`interpreter::launch`).
    let m = reconverge_core::ir::parse_module(NW).unwrap();
    let f = form::input_form(&m, NW, "nw_kernel1").unwrap();
    assert_eq!((f.global.as_str(), f.local.as_str()), ("16", "16"));
    assert!(f.launch.iter().any(|r| r.starts_with("local 16: `!reqd_work_group_size !9` is `!{i32 16, i32 1, i32 1}` on `@nw_kernel1`, line ")), "{:?}", f.launch);
    let run = interpreter::run(&m, NW, "nw_kernel1", &RunInputs::default(), &Limits::default()).unwrap();
    assert!(run.findings.is_empty(), "{:?}", run.findings);
    // With the old default launch (one group of two waves) it reads past its buffers.
    let old = format!("; run: global 128 local 128\n{NW}");
    let nw: &str = &old;
    let m = reconverge_core::ir::parse_module(nw).unwrap();
    // With the checks on (the default) the faulting work-items stop and the fault is a finding;
    // with them off the run stops at the first fault.
    let run = interpreter::run(&m, nw, "nw_kernel1", &RunInputs::default(), &Limits::default()).unwrap();
    // (The scalars sized from their uses leave one read past `%1`.)
    assert!(run.findings.iter().any(|f| f.message.contains("outside buffer %1")), "{} findings", run.findings.len());
    let mut plain = Limits::default();
    plain.checks.enabled = false;
    let e = interpreter::run(&m, nw, "nw_kernel1", &RunInputs::default(), &plain).unwrap_err();
    assert!(e.message.contains("outside buffer %1"), "{e}");
    let f = form::suggest(&m, nw, "nw_kernel1", &Limits::default()).unwrap();
    assert!(f.fault.is_none(), "{:?}\n{:?}", f.fault, f.notes);
    assert!(f.notes.iter().any(|n| n.starts_with("%1 grown from")), "{:?}", f.notes);
    // The grown sizes, written as directives, run.
    let text = form::replace_directives(nw, &f);
    let m2 = reconverge_core::ir::parse_module(&text).unwrap();
    let run = interpreter::run(&m2, &text, "nw_kernel1", &RunInputs::default(), &Limits::default()).unwrap();
    assert!(run.metrics.instructions > 0);
    assert!(run.findings.iter().all(|f| f.kind != interpreter::checks::FindingKind::OutOfBounds), "{} findings", run.findings.len());
}

/// Our own Needleman–Wunsch step (`interpreter_kernels/nw_wavefront.cl`, clang-19 -O2 for
/// AMDGPU) with its `; run:` / `; arg` lines taken off: the form starts from the defaults.
fn nw_wavefront_without_run_lines() -> String {
    include_str!("interpreter_kernels/nw_wavefront.ll")
        .lines()
        .filter(|l| !l.starts_with("; run:") && !l.starts_with("; arg "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The seven scalars of the nw step are sized from their uses, each with the line that
/// decided; from the page's defaults [`form::suggest`] grows what faulted, and with a 16-wide
/// work-group (`BLOCK`) the defaults run without a fault.
#[test]
fn nw_wavefront_scalars_are_sized_from_their_uses() {
    let src = nw_wavefront_without_run_lines();
    let m = reconverge_core::ir::parse_module(&src).unwrap();
    let f = form::input_form(&m, &src, "nw_wavefront").unwrap();
    assert_eq!(f.rows.len(), 12);
    assert!(f.rows.iter().all(|r| !r.from_text));
    let row = |name: &str| f.rows.iter().find(|r| r.name == name).unwrap();
    // cols (%5) multiplies the row index; diagonal (%7), row0 (%10) and col0 (%11) are added
    // into the tile's address; tiles_per_row (%8) and extent (%9) are compared with the group
    // id; gap (%6) only scores.
    assert!(row("%5").hint.starts_with("row width (multiplies an address) in %30 (line "), "{}", row("%5").hint);
    // With the 16-wide group it declares, a row width is at least two waves.
    assert_eq!((f.global.as_str(), f.local.as_str()), ("16", "16"));
    assert_eq!(row("%5").value, "i32 128");
    for k in ["%7", "%10", "%11"] {
        assert!(row(k).hint.starts_with("offset (added into an address)"), "{k}: {}", row(k).hint);
        assert_eq!(row(k).value, "i32 1");
    }
    for k in ["%8", "%9"] {
        assert!(row(k).hint.starts_with("problem size (compared with a work-item id)"), "{k}: {}", row(k).hint);
    }
    assert!(row("%6").hint.starts_with("only data uses"), "{}", row("%6").hint);
    assert!(row("%0").hint.is_empty());
    // The run the page makes with the defaults: what faulted is grown.
    let s = form::suggest(&m, &src, "nw_wavefront", &Limits::default()).unwrap();
    assert!(s.fault.is_none(), "{:?}\n{:?}", s.fault, s.notes);
    // BLOCK work-items per group: the defaults fit.
    let inputs = RunInputs { global: vec![16], local: vec![16], ..RunInputs::default() };
    let mut plain = Limits::default();
    plain.checks.enabled = false;
    let run = interpreter::run(&m, &src, "nw_wavefront", &inputs, &plain).unwrap();
    assert!(run.metrics.instructions > 0);
}

/// With its own run lines the nw step runs with no finding and writes the tile it scored.
#[test]
fn nw_wavefront_runs_from_its_run_lines() {
    let src = include_str!("interpreter_kernels/nw_wavefront.ll");
    let m = reconverge_core::ir::parse_module(src).unwrap();
    let f = form::input_form(&m, src, "nw_wavefront").unwrap();
    assert!(f.rows.iter().all(|r| r.from_text));
    let run = interpreter::run(&m, src, "nw_wavefront", &RunInputs::default(), &Limits::default()).unwrap();
    assert!(run.findings.is_empty(), "{:?}", run.findings);
    let int = |b: usize| -> Vec<i64> {
        let b = run.buffers[b].as_ref().expect("a buffer");
        b.data.iter().map(|v| match v {
            interpreter::Num::Int(x) => *x,
            other => panic!("{other:?}"),
        }).collect()
    };
    let (reference, input, output) = (int(0), int(1), int(2));
    // The slow reference: each tile of anti-diagonal blk = 4 scored row by row.
    let (cols, penalty, blk, offset) = (81usize, 10i64, 4usize, 16usize);
    let mut expected = vec![0i64; cols * cols];
    for bx in 0..blk {
        let base = cols * (offset + 16 * (blk - 1 - bx)) + offset + 16 * bx;
        let mut t = [[0i64; 17]; 17];
        for k in 0..17 {
            t[0][k] = input[base + k];
            t[k][0] = input[base + cols * k];
        }
        for y in 1..17 {
            for x in 1..17 {
                let diag = t[y - 1][x - 1] + reference[base + cols * y + x];
                t[y][x] = diag.max(t[y][x - 1] - penalty).max(t[y - 1][x] - penalty);
                expected[base + cols * y + x] = t[y][x];
            }
        }
    }
    assert_eq!(output, expected);
}

/// Our BFS frontier step, our lud-style diagonal step (NVPTX) and the gallery's IMGVF-style
/// stencil run from their defaults without a fault.
#[test]
fn rodinia_style_kernels_run_from_defaults() {
    let bfs = include_str!("../../e2e/fixtures/bfs_frontier.ll");
    let imgvf = include_str!("../../web/examples/imgvf_like.ll");
    let lud = include_str!("../../e2e/fixtures/lud_nvptx.ll");
    for (src, name) in [(bfs, "bfs_frontier"), (imgvf, "imgvf_like"), (lud, "lud_diagonal")] {
        let m = reconverge_core::ir::parse_module(src).unwrap();
        let Some(f) = m.functions.iter().find(|f| f.is_kernel && f.name == name) else { continue };
        let mut plain = Limits::default();
        plain.checks.enabled = false;
        let r = interpreter::run(&m, src, &f.name, &RunInputs::default(), &plain);
        assert!(r.is_ok(), "{}: {:?}", f.name, r.err());
    }
}
