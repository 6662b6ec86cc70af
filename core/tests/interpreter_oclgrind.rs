//! Oclgrind (Debian's `oclgrind` 21.10) as a second oracle for the interpreter's findings:
//! `scripts/oclgrind-findings --check` runs every one-bug kernel of `tests/interpreter_checks/`
//! and its race-free twin through `oclgrind-kernel` (`OCLGRIND_DATA_RACES=1
//! OCLGRIND_UNINITIALIZED=1`, at `-cl-opt-disable` and optimised) and through `reconverge run`
//! (clang-19 amdgcn `-O0` / `-O2`), and fails when the kinds of findings differ anywhere but in
//! the script's documented `KNOWN` list (or a known difference has gone). Skips with a message
//! when `oclgrind-kernel` or `clang-19` is missing. The table is in docs/INTERPRETER.md.

use std::path::Path;
use std::process::Command;

fn runs(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn finding_kinds_agree_with_oclgrind() {
    for tool in ["oclgrind-kernel", "clang-19", "python3"] {
        if !runs(tool) {
            eprintln!("skipping: {tool} not found (scripts/setup installs it)");
            return;
        }
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/oclgrind-findings");
    let out = Command::new("python3")
        .arg(&script)
        .args(["--check", "--reconverge", env!("CARGO_BIN_EXE_reconverge")])
        .output()
        .expect("run scripts/oclgrind-findings");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    eprintln!("{stdout}");
    assert!(
        out.status.success(),
        "scripts/oclgrind-findings --check failed:\n{stdout}\n{stderr}"
    );
    assert!(stdout.contains("runs agree"), "no summary line:\n{stdout}");
}
