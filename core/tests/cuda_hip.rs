//! Our CUDA and HIP kernels (`tests/cuda_hip/*.cu`, written here on our own SDK stand-in
//! `tests/cuda_hip/shim.h`) against `opt-22`.
//!
//! Every kernel file is compiled device-only by `clang-19` as CUDA for `sm_90`
//! (`-x cuda --cuda-device-only -nocudainc -nocudalib`, PTX 8.0 for the `*_sync` builtins)
//! and as HIP for `gfx90a` (`-x hip --cuda-device-only -nogpuinc -nogpulib`), at `-O0` and
//! `-O2`. For every function of every module:
//!
//! 1. `opt-22 -passes='print<domtree>,print<postdomtree>,print<cycles>'` and our printers must
//!    be byte-identical;
//! 2. `opt-22 -passes='print<uniformity>'` (the target the module's triple names: NVPTX or
//!    AMDGPU) and ours must agree on every verdict, and the text must be byte-identical
//!    wherever LLVM's report order does not come from pointer hashes (the comparison of
//!    `tests/uniformity_support`), with no instruction text differing.
//!
//! The styles are those of real device code: `__shared__` tiles and buffers (loads through
//! `addrspacecast` constant expressions to generic pointers), `__constant__` tables, device
//! globals, warp shuffles and votes, `__activemask` (inline asm on CUDA), `__ldg`, atomics
//! (`atomicInc` is `llvm.nvvm.atomic.load.inc.32`, auto-upgraded by opt-22), cooperative
//! groups (a grid barrier is an external call), templates, non-inlined and recursive device
//! functions. `opt-22` and `clang-19` must be installed; `RECONVERGE_SKIP_LLVM=1` skips.

mod uniformity_support;

use std::path::{Path, PathBuf};
use std::process::Command;
use uniformity_support::{compare, opt_uniformity, our_structure, ours, scratch_dir, sections, tool, Tally};

/// The two front ends: name, and `clang-19` flags before the optimisation level.
const LANGUAGES: &[(&str, &[&str])] = &[
    (
        "cuda",
        &["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "--cuda-gpu-arch=sm_90", "-Xclang", "-target-feature", "-Xclang", "+ptx80"],
    ),
    ("hip", &["-x", "hip", "--cuda-device-only", "-nogpuinc", "-nogpulib", "--offload-arch=gfx90a"]),
];

fn sources() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cuda_hip");
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "cu")).collect();
    out.sort();
    out
}



/// Compiles `src` for one language and level into `dir`; the path of the `.ll`.
fn compile(clang: &Path, dir: &Path, src: &Path, lang: &str, flags: &[&str], level: &str) -> PathBuf {
    let out = dir.join(format!("{}.{lang}.{level}.ll", src.file_stem().unwrap().to_string_lossy()));
    let o = Command::new(clang).args(flags).arg(format!("-{level}")).args(["-emit-llvm", "-S", "-o"]).arg(&out).arg(src).output().expect("run clang-19");
    assert!(o.status.success(), "clang-19 failed on {} ({lang} -{level}): {}", src.display(), String::from_utf8_lossy(&o.stderr));
    out
}

#[test]
fn cuda_and_hip_kernels_match_opt_22() {
    let Some(opt) = tool("opt-22") else { return };
    let Some(clang) = tool("clang-19") else { return };
    let dir = scratch_dir("cuda-hip");
    let srcs = sources();
    assert!(srcs.len() >= 8, "expected the CUDA/HIP corpus in tests/cuda_hip");
    let heads = ["DominatorTree for function: ", "PostDominatorTree for function: ", "CycleInfo for function: "];
    let (mut modules, mut structure_sections) = (0, 0);
    let mut per_lang: Vec<(String, Tally)> = Vec::new();
    for (lang, flags) in LANGUAGES {
        let mut tally = Tally::default();
        for src in &srcs {
            for level in ["O0", "O2"] {
                let ll = compile(&clang, &dir, src, lang, flags, level);
                let text = std::fs::read_to_string(&ll).unwrap();
                let what = ll.display().to_string();
                // 1. Dominators, post-dominators, cycles.
                let o = Command::new(&opt).args(["-disable-output", "-passes=print<domtree>,print<postdomtree>,print<cycles>"]).arg(&ll).output().expect("run opt-22");
                assert!(o.status.success(), "opt-22 failed on {what}: {}", String::from_utf8_lossy(&o.stderr));
                let theirs = String::from_utf8(o.stderr).unwrap();
                let mine = our_structure(&text);
                let (t, m) = (sections(&theirs, &heads), sections(&mine, &heads));
                assert_eq!(t.len(), m.len(), "{what}: section counts differ");
                for (a, b) in t.iter().zip(&m) {
                    assert_eq!(a, b, "{what}: printed structure differs");
                }
                structure_sections += t.len();
                // 2. Uniformity, with the target the triple names.
                let (mine, hashed) = ours(&text, None);
                let t = compare(&opt_uniformity(&opt, &ll, None), &mine, &what, &hashed);
                assert_eq!(t.text_differs, 0, "{what}: instruction texts differ");
                tally += t;
                modules += 1;
            }
        }
        per_lang.push((lang.to_string(), tally));
    }
    for (lang, t) in &per_lang {
        eprintln!(
            "{lang}: {} functions, {} values/terminators/arguments ({} divergent), {} agree; {} byte-identical ({} with a deterministic LLVM order), {} cycles with divergent exit, {} temporal-divergence entries",
            t.functions, t.values, t.divergent, t.agree, t.identical, t.deterministic, t.exit_cycles, t.temporal
        );
    }
    eprintln!("{modules} modules; structure: {structure_sections} trees/cycle forests byte-identical");
    let functions: usize = per_lang.iter().map(|(_, t)| t.functions).sum();
    assert!(functions >= 100, "expected at least 100 functions, found {functions}");
}
