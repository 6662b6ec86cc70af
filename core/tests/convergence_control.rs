//! Convergence control tokens: the verifier against `opt-22 -passes=verify` (accept/reject,
//! every message and the lines it dumps), on LLVM's own verifier tests (vendored as they are
//! in `tests/convergence_control/llvm/`, provenance in its README) and on our cases in
//! `tests/convergence_control/*.ll`; the controlled relation on the gallery examples.
//!
//! `opt-22` must be installed for the differential part; `RECONVERGE_SKIP_LLVM=1` skips it.

use reconverge_core::convergence_control::{verify_module, Diagnostic, Message};
use reconverge_core::ir::parse_module;
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/convergence_control")
}

fn ll_files() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for d in [dir(), dir().join("llvm")] {
        for e in std::fs::read_dir(d).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "ll") {
                v.push(p);
            }
        }
    }
    v.sort();
    v
}

fn opt() -> Option<&'static str> {
    if std::env::var_os("RECONVERGE_SKIP_LLVM").is_some() {
        return None;
    }
    Command::new("opt-22").arg("--version").output().ok().filter(|o| o.status.success()).map(|_| "opt-22")
}

/// One convergence message of opt's output and the lines dumped after it.
type Record = (Message, Vec<String>);

/// opt's convergence records, in order (other verifier messages skipped), and whether it
/// accepted the module.
fn opt_records(opt: &str, path: &Path) -> (bool, Vec<Record>) {
    let out = Command::new(opt).args(["-passes=verify", "-disable-output"]).arg(path).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let mut recs: Vec<Record> = Vec::new();
    let mut open = false;
    for line in err.lines() {
        if let Some(m) = Message::from_text(line) {
            recs.push((m, Vec::new()));
            open = true;
        } else if open && (line.starts_with("  ") || line.starts_with("depth=") || line.starts_with("label %") || line.starts_with("token ")) {
            recs.last_mut().unwrap().1.push(line.to_string());
        } else {
            open = false;
        }
    }
    (out.status.success(), recs)
}

fn ours(src: &str) -> Vec<Diagnostic> {
    let m = parse_module(src).expect("parses");
    verify_module(src, &m)
}

/// Whitespace-normalised, with function attributes of calls dropped (`#3`, `convergent`):
/// opt re-prints call-site attributes as renumbered groups, we echo the source.
fn norm(s: &str) -> String {
    s.split_whitespace().filter(|w| !(w.starts_with('#') && w[1..].chars().all(|c| c.is_ascii_digit())) && *w != "convergent").collect::<Vec<_>>().join(" ")
}

#[test]
fn verifier_matches_opt_22() {
    let Some(opt) = opt() else { return };
    let (mut files, mut rejected, mut messages, mut dumped_exact) = (0, 0, 0, 0);
    for p in ll_files() {
        let src = std::fs::read_to_string(&p).unwrap();
        let (ok, theirs) = opt_records(opt, &p);
        let mine = ours(&src);
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        let mine_recs: Vec<Record> = mine.iter().map(|d| (d.message, d.dumped.clone())).collect();
        assert_eq!(mine_recs.iter().map(|r| r.0).collect::<Vec<_>>(), theirs.iter().map(|r| r.0).collect::<Vec<_>>(), "{name}: messages differ\nours: {mine:#?}\nopt: {theirs:#?}");
        for (a, b) in mine_recs.iter().zip(&theirs) {
            assert_eq!(a.1.len(), b.1.len(), "{name}: dumped lines of {:?}", a.0);
            for (x, y) in a.1.iter().zip(&b.1) {
                assert_eq!(norm(x), norm(y), "{name}: {:?}", a.0);
                dumped_exact += usize::from(x == y);
            }
        }
        if !theirs.is_empty() {
            assert!(!ok, "{name}: opt accepted but reported convergence errors");
        }
        files += 1;
        rejected += usize::from(!theirs.is_empty());
        messages += theirs.len();
    }
    eprintln!("convergence verifier: {files} files, {rejected} rejected for convergence control, {messages} messages identical to opt-22 (dumped lines byte-identical: {dumped_exact})");
}
