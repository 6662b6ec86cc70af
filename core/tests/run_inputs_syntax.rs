//! The inputs form and `; run:` lines (issue 30 item 2, `interpreter::form`, `inputs`): every
//! NDRange syntax the docs show is read in the lines and in the form's fields; malformed lines
//! keep the form (with the error and the fields as written); an index before a buffer's start
//! prints signed and in order and is not "fixed" by growing the buffer; after growing, the
//! session gives the final run, which agrees with the form.

use reconverge_core::interpreter::{self, form, inputs, Limits, RunInputs};
use reconverge_core::session::Session;

/// `out[gid + shift] = gid` over one buffer, `shift` a scalar.
const SHIFTED: &str = "target triple = \"amdgcn-amd-amdhsa\"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %shift) {
  %g = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %g, %shift
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %x
  store i32 %g, ptr addrspace(1) %p, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";

fn with(lines: &str) -> String {
    format!("{SHIFTED}{lines}")
}

fn directives(src: &str) -> Result<RunInputs, String> {
    let m = reconverge_core::ir::parse_module(src).unwrap();
    inputs::parse_directives(src, &m.functions[0]).map_err(|e| e.to_string())
}

#[test]
fn every_documented_ndrange_syntax_is_read() {
    for (line, g, l) in [
        ("; run: global 256", vec![256], vec![]),
        ("; run: global 256 local 64", vec![256], vec![64]),
        ("; run: global 32x16", vec![32, 16], vec![]),
        ("; run: global 64x64 local 16x16", vec![64, 64], vec![16, 16]),
        ("; run: global 64,64 local 16,16 wave 32", vec![64, 64], vec![16, 16]),
        ("; run: global 8x4x2 local 2x2x2", vec![8, 4, 2], vec![2, 2, 2]),
        ("; run: global 64 x 64 local 16 x 16", vec![64, 64], vec![16, 16]),
        ("; run: global 64×64 local 16×16", vec![64, 64], vec![16, 16]),
        ("; run: global 256 local 64 checks off", vec![256], vec![64]),
        ("; run: global 256 local 64 schedule lock-step checks off", vec![256], vec![64]),
    ] {
        let d = directives(&with(&format!("{line}\n"))).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!((d.global, d.local), (g, l), "{line}");
    }
    // The schedule: lock-step, independent, or unsaid (the CLI's `--lock-step` decides).
    for (line, want) in [("schedule lock-step", Some(true)), ("schedule independent", Some(false)), ("wave 32", None)] {
        assert_eq!(directives(&with(&format!("; run: global 64 {line}\n"))).unwrap().lock_step, want, "{line}");
    }
    let json: RunInputs = serde_json::from_str(r#"{"global": [64], "lock_step": true}"#).unwrap();
    assert_eq!(json.lock_step, Some(true));
    // Errors name line and column.
    let e = directives(&with("; run: global 32y16\n")).unwrap_err();
    assert!(e.starts_with("line 11:"), "{e}");
    assert!(e.contains("expected a size"), "{e}");
    let e = directives(&with("; run: global 2x2x2x2\n")).unwrap_err();
    assert!(e.contains("at most three dimensions"), "{e}");
}

#[test]
fn the_form_fields_take_a_whole_run_line() {
    let src = with("; run: global 32x16 local 8x4\n");
    let m = reconverge_core::ir::parse_module(&src).unwrap();
    let f = form::input_form(&m, &src, "k").unwrap();
    assert_eq!((f.global.as_str(), f.local.as_str()), ("32,16", "8,4"));
    assert!(f.error.is_none());
    // What a user types in the global field: the docs' syntax for the whole line.
    for (g, l, want) in [
        ("global 64x64 local 16x16", "8,4", "; run: global 64x64 local 16x16 wave 64\n"),
        ("64x64 local 16x16 wave 32", "8,4", "; run: global 64x64 local 16x16 wave 32\n"),
        ("32x16", "local 8x4", "; run: global 32x16 local 8x4 wave 64\n"),
        ("256", "", "; run: global 256 wave 64\n"),
    ] {
        let mut h = f.clone();
        h.global = g.into();
        h.local = l.into();
        let text = form::replace_directives(&src, &h);
        assert!(text.contains(want), "{g} / {l}: {}", form::print_directives(&h));
        directives(&text).unwrap_or_else(|e| panic!("{g}: {e}"));
    }
}

/// The form writes the run line's `checks` and `schedule` words again.
#[test]
fn the_form_keeps_the_checks_and_the_schedule() {
    let src = with("; run: global 32 local 8 checks off schedule lock-step\n");
    let m = reconverge_core::ir::parse_module(&src).unwrap();
    let mut f = form::input_form(&m, &src, "k").unwrap();
    assert_eq!(f.run_options, "checks off schedule lock-step");
    f.global = "64".into();
    let text = form::replace_directives(&src, &f);
    assert!(text.contains("; run: global 64 local 8 wave 64 checks off schedule lock-step\n"), "{text}");
    let d = directives(&text).unwrap();
    assert_eq!((d.checks, d.lock_step), (Some(false), Some(true)));
}

#[test]
fn malformed_lines_keep_the_form_with_the_error() {
    let src = with("; run: global 32y16 local 16\n; arg %shift = 0\n");
    let m = reconverge_core::ir::parse_module(&src).unwrap();
    let f = form::input_form(&m, &src, "k").unwrap();
    let e = f.error.as_deref().expect("an error");
    assert!(e.starts_with("line 11:") && e.contains("32y16"), "{e}");
    // The field shows what the text says; the well-formed line is read.
    assert_eq!(f.global, "32y16");
    assert_eq!(f.rows[1].value, "0");
    assert!(f.rows[1].from_text);
    // The suggesting form (a run that faulted) does the same, and the session's too.
    let s = form::suggest(&m, &src, "k", &Limits::default()).unwrap();
    assert_eq!(s.error, f.error);
    let session = Session::parse(&src, None).unwrap();
    let (g, run) = session.suggested_run("k", &Limits::default()).unwrap();
    assert!(run.is_none());
    assert_eq!(g.global, "32y16");
    // Inputs that parse but do not fit (a group over 1024): the form stays, with the error.
    let src = with("; run: global 4096 local 2048\n");
    let m = reconverge_core::ir::parse_module(&src).unwrap();
    let f = form::input_form(&m, &src, "k").unwrap();
    assert!(f.error.as_deref().is_some_and(|e| e.contains("larger than 1024")), "{:?}", f.error);
    assert_eq!((f.global.as_str(), f.local.as_str()), ("4096", "2048"));
    assert_eq!(f.rows.len(), 2);
}

#[test]
fn a_negative_index_prints_signed_and_is_not_grown() {
    let src = with("; run: global 64 local 64\n; arg %out = i32[64] zeros\n; arg %shift = -4\n");
    let m = reconverge_core::ir::parse_module(&src).unwrap();
    let mut plain = Limits::default();
    plain.checks.enabled = false;
    let e = interpreter::run(&m, &src, "k", &RunInputs::default(), &plain).unwrap_err();
    assert!(e.message.contains("bytes -16..-12 outside buffer %out (argument 0) (256 bytes): before its start"), "{e}");
    // With the checks on it is a finding with the same range.
    let r = interpreter::run(&m, &src, "k", &RunInputs::default(), &Limits::default()).unwrap();
    assert!(r.findings.iter().any(|f| f.message.contains("bytes -16..-12 outside buffer %out")), "{:?}", r.findings);
    // Growing cannot fix it: no growth, the fault names the row and says why.
    let f = form::suggest(&m, &src, "k", &Limits::default()).unwrap();
    assert!(f.notes.is_empty(), "{:?}", f.notes);
    let fault = f.fault.expect("a fault");
    assert_eq!(fault.row, Some(0));
    assert!(fault.advice.starts_with("The index is negative"), "{}", fault.advice);
    assert_eq!(f.rows[0].len, 64);
}

#[test]
fn after_growing_the_session_gives_the_final_run() {
    // `out[gid + 100]` over 64 elements: the run reads past the end; the form grows `%out`.
    let src = with("; run: global 64 local 64\n; arg %out = i32[64] zeros\n; arg %shift = 100\n");
    let session = Session::parse(&src, None).unwrap();
    let first = session.run_kernel("k", &RunInputs::default(), &Limits::default()).unwrap();
    assert!(first.findings.iter().any(|f| f.message.contains("outside buffer %out")));
    let (f, run) = session.suggested_run("k", &Limits::default()).unwrap();
    assert!(f.fault.is_none(), "{:?}", f.fault);
    assert!(f.notes.last().unwrap().starts_with("%out grown from 128 to 256 elements"), "{:?}", f.notes);
    let run = run.expect("the final run");
    assert!(run.findings.is_empty(), "{:?}", run.findings);
    let out = run.buffers[0].as_ref().unwrap();
    assert_eq!(out.data.len(), f.rows[0].len as usize);
    assert_eq!(out.data[100], interpreter::Num::Int(0));
    assert_eq!(out.data[163], interpreter::Num::Int(63));
}
