//! Helpers shared by the differential tests against LLVM's tools (`opt-22`, `clang-19`).
#![allow(dead_code)] // each test crate uses a subset

use reconverge_core::generate::{GenOptions, Rng, Shape};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The LLVM tool `name` if it runs; `None` (skip) when it is missing and `RECONVERGE_SKIP_LLVM`
/// is set. Panics when it is missing otherwise: README's test command installs it.
pub fn tool(name: &str) -> Option<PathBuf> {
    let ok = Command::new(name).arg("--version").output().map(|o| o.status.success()).unwrap_or(false);
    if ok {
        Some(PathBuf::from(name))
    } else if std::env::var_os("RECONVERGE_SKIP_LLVM").is_some() {
        eprintln!("skipping: {name} not found and RECONVERGE_SKIP_LLVM is set");
        None
    } else {
        panic!("{name} is required for the differential tests (apt-get install llvm-22 clang-19), or set RECONVERGE_SKIP_LLVM=1");
    }
}

/// `text` as opt-22 reads it: clang-19 writes `DW_CC_LLVM_OpenCLKernel` as a `-g` kernel's
/// calling convention (`DISubroutineType`'s `cc:`), which LLVM 21 renamed
/// `DW_CC_LLVM_DeviceKernel`; opt-22 rejects the old spelling ("invalid DWARF calling
/// convention"). Nothing else changes (Reconverge reads clang's file as it is).
pub fn for_opt22(text: &str) -> String {
    text.replace("DW_CC_LLVM_OpenCLKernel", "DW_CC_LLVM_DeviceKernel")
}

/// A fresh-enough scratch directory under Cargo's per-target temporary directory.
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

/// What `opt -disable-output -passes=PASSES FILE` writes to stderr (where its printers go).
/// Panics if opt fails.
pub fn opt_print(opt: &Path, passes: &str, file: &Path) -> String {
    let o = Command::new(opt).args(["-disable-output", &format!("-passes={passes}")]).arg(file).output().expect("run opt");
    assert!(o.status.success(), "opt failed on {}: {}", file.display(), String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stderr).expect("utf-8")
}

/// Compiles every `tests/kernels/*.cl` with `clang` for `amdgcn-amd-amdhsa` at `-O0` and `-O2`
/// into `dir`; returns the `.ll` files (sorted). Panics if clang fails or there are fewer than
/// three kernels.
pub fn clang_kernels(clang: &Path, dir: &Path) -> Vec<PathBuf> {
    let kernels = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels");
    let mut sources: Vec<PathBuf> =
        std::fs::read_dir(&kernels).expect("tests/kernels").map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "cl")).collect();
    sources.sort();
    assert!(sources.len() >= 3, "expected at least 3 OpenCL kernels in {}", kernels.display());
    let mut out = Vec::new();
    for src in &sources {
        for opt_level in ["-O0", "-O2"] {
            let ll = dir.join(format!("{}{opt_level}.ll", src.file_stem().unwrap().to_string_lossy()));
            let st = Command::new(clang)
                .args(["-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-nogpulib", opt_level, "-emit-llvm", "-S", "-o"])
                .arg(&ll)
                .arg(src)
                .status()
                .expect("run clang-19");
            assert!(st.success(), "clang-19 failed on {}", src.display());
            out.push(ll);
        }
    }
    out
}

/// The generator options of the `i`-th random kernel of a differential run: every third
/// reducible, the rest random (irreducible); 2–41 blocks, every tenth up to 201; exits, a few
/// unreachable blocks, shuffled layout, self loops, `switch` and duplicate edges in rotation.
pub fn kernel_options(rng: &mut Rng, i: usize) -> GenOptions {
    let shape = if i.is_multiple_of(3) { Shape::Reducible } else { Shape::Random };
    let mut o = GenOptions::new(2 + rng.below(if i.is_multiple_of(10) { 200 } else { 40 }), shape);
    o.exit = [0.0, 0.02, 0.1, 0.3][i % 4];
    o.unreachable = [0, 0, 1, 3][rng.below(4)];
    o.shuffle_layout = i % 2 == 1;
    o.self_loop = [0.0, 0.05, 0.15][i % 3];
    o.switch = [0.0, 0.08][i % 2];
    o.duplicate = 0.05;
    o
}

/// A random successor order for `cfg` (a scenario's `dfs:`): per block, a uniformly random
/// permutation of `0..succs(b).len()` (Fisher–Yates), the shape
/// `CycleInfo::compute_with_order` and `Cfg::with_successor_order` take. `O(n + m)`.
pub fn random_successor_order(cfg: &reconverge_core::cfg::Cfg, rng: &mut Rng) -> Vec<Vec<u32>> {
    cfg.blocks()
        .map(|b| {
            let mut p: Vec<u32> = (0..cfg.succs(b).len() as u32).collect();
            for i in (1..p.len()).rev() {
                p.swap(i, rng.below(i + 1));
            }
            p
        })
        .collect()
}

/// Compiles the OpenCL C file `src` with clang-19 for `target` at `opt` (`-O0`/`-O2`) to the
/// LLVM IR file `out` (`-cl-std=CL2.0 -nogpulib`) and returns its text. Panics when clang fails.
pub fn compile_opencl(clang: &Path, src: &Path, target: &str, opt: &str, out: &Path) -> String {
    let st = Command::new(clang)
        .args([
            "-x",
            "cl",
            "-cl-std=CL2.0",
            "-target",
            target,
            "-nogpulib",
            opt,
            "-S",
            "-emit-llvm",
            "-o",
        ])
        .arg(out)
        .arg(src)
        .status()
        .expect("run clang-19");
    assert!(st.success(), "clang-19 failed on {}", src.display());
    std::fs::read_to_string(out).expect("read .ll")
}

/// The (target triple, optimisation level) pairs the one-bug kernels are compiled at
/// (`interpreter_checks`, `warp_synchronous`): amdgcn -O2 and -O0, nvptx64 -O2.
pub const KERNEL_CONFIGS: [(&str, &str); 3] = [
    ("amdgcn-amd-amdhsa", "-O2"),
    ("amdgcn-amd-amdhsa", "-O0"),
    ("nvptx64-nvidia-cuda", "-O2"),
];

/// The `// run:` / `// arg` lines of a `.cl` file as the IR's `;` directives
/// (docs/INTERPRETER.md), one per line. `O(text)`.
pub fn kernel_header(text: &str) -> String {
    text.lines()
        .filter_map(|l| l.strip_prefix("//"))
        .filter(|l| l.trim_start().starts_with("run:") || l.trim_start().starts_with("arg "))
        .map(|l| format!(";{l}\n"))
        .collect()
}
