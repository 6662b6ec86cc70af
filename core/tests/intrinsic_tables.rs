//! The generated intrinsic facts are what the installed LLVM 22 says today:
//! `core/src/uniformity/intrinsic_tables.rs` (`scripts/gen-intrinsic-tables`) and
//! `core/src/ir/intrinsic_printing.txt` (`scripts/gen-intrinsic-printing.py`) are rebuilt from
//! `llvm-tblgen-22 --dump-json` of the installed `Intrinsics.td` (apt `llvm-22-dev`) and, for
//! the AMDGPU divergence tables, from `opt-22 -passes='print<uniformity>'` on one probe kernel
//! per intrinsic (`scripts/amdgpu_divergence_probe.py`), and must equal the committed files.
//! Each test skips when `llvm-tblgen-22`, `opt-22` or the `.td` files are missing. About 20 s
//! each (one tblgen run, two opt runs over ~3,000 small kernels).

use std::path::Path;
use std::process::Command;

fn installed() -> bool {
    let ok = |tool: &str| Command::new(tool).arg("--version").output().is_ok_and(|o| o.status.success());
    let found = Path::new("/usr/lib/llvm-22/include/llvm/IR/IntrinsicsAMDGPU.td").exists() && ok("llvm-tblgen-22") && ok("opt-22");
    if !found {
        eprintln!("skipping: llvm-tblgen-22, opt-22 or llvm-22-dev's IntrinsicsAMDGPU.td is missing");
    }
    found
}

fn script(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts").join(name)
}

#[test]
fn intrinsic_tables_are_generated_from_the_installed_llvm_22() {
    if !installed() {
        return;
    }
    let out = Command::new("python3").arg(script("gen-intrinsic-tables")).arg("--check").output().expect("run python3");
    assert!(out.status.success(), "{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
}

#[test]
fn intrinsic_printing_table_is_generated_from_the_installed_llvm_22() {
    if !installed() {
        return;
    }
    let out = Command::new("python3").arg(script("gen-intrinsic-printing.py")).output().expect("run python3");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let committed = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ir/intrinsic_printing.txt")).expect("intrinsic_printing.txt");
    assert!(String::from_utf8_lossy(&out.stdout) == committed, "core/src/ir/intrinsic_printing.txt is out of date: run scripts/gen-intrinsic-printing.py > core/src/ir/intrinsic_printing.txt");
}
