//! Intrinsic auto-upgrade (core/src/ir/upgrade.rs): on IR that uses intrinsic names LLVM 22
//! no longer has, our `print<uniformity>` text must be byte-identical to
//! `opt-22 -disable-output -passes='print<uniformity>'`, which upgrades them while reading.
//!
//! * `tests/upgrade/*.ll`: hand-written modules with the old names (every in-place row of the
//!   table: NVVM barriers, old math, bit operations, casts; named and numbered results).
//! * `tests/upgrade/*.cl`: OpenCL C compiled by `clang-19 -target nvptx64-nvidia-cuda -nogpulib
//!   -O2` (PTX 7.0, sm_70), which still emits `llvm.nvvm.bar.sync`, `llvm.nvvm.barrier.sync`,
//!   `llvm.nvvm.fabs.f`, `llvm.nvvm.ex2.approx.f`, … (and the votes and shuffles, unchanged).
//!
//! `opt-22` and `clang-19` must be installed; `RECONVERGE_SKIP_LLVM=1` skips.

mod uniformity_support;

use std::path::Path;
use std::process::Command;
use uniformity_support::{opt_uniformity, ours, scratch_dir, tool};

fn check(opt: &Path, file: &Path) {
    let theirs = opt_uniformity(opt, file, None);
    let src = std::fs::read_to_string(file).expect("read");
    let (text, _) = ours(&src, None);
    assert!(theirs.contains("UniformityInfo"), "{}: opt printed nothing", file.display());
    if text != theirs {
        let first = theirs.lines().zip(text.lines()).enumerate().find(|(_, (a, b))| a != b);
        panic!("{}: differs from opt-22 at {first:?}", file.display());
    }
}

#[test]
fn old_intrinsic_names_print_as_opt_22_upgrades_them() {
    let Some(opt) = tool("opt-22") else { return };
    let Some(clang) = tool("clang-19") else { return };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/upgrade");
    let scratch = scratch_dir("upgrade-differential");
    let mut files: Vec<_> = std::fs::read_dir(&dir).expect("tests/upgrade").map(|e| e.expect("entry").path()).collect();
    files.sort();
    let mut checked = 0;
    for path in files {
        match path.extension().and_then(|e| e.to_str()) {
            Some("ll") => check(&opt, &path),
            Some("cl") => {
                let out = scratch.join(path.file_stem().expect("stem")).with_extension("ll");
                let o = Command::new(&clang)
                    .args(["-target", "nvptx64-nvidia-cuda", "-nogpulib", "-O2", "-S", "-emit-llvm", "-x", "cl", "-cl-std=CL2.0"])
                    .args(["-Xclang", "-target-feature", "-Xclang", "+ptx70", "-Xclang", "-target-cpu", "-Xclang", "sm_70"])
                    .arg(&path)
                    .arg("-o")
                    .arg(&out)
                    .output()
                    .expect("run clang-19");
                assert!(o.status.success(), "clang-19 failed on {}: {}", path.display(), String::from_utf8_lossy(&o.stderr));
                let ll = std::fs::read_to_string(&out).expect("read clang output");
                assert!(ll.contains("@llvm.nvvm.bar.sync(") || ll.contains("@llvm.nvvm.ldg.global."), "clang-19 no longer emits the old names");
                check(&opt, &out);
            }
            _ => continue,
        }
        checked += 1;
    }
    assert!(checked >= 2);
}
