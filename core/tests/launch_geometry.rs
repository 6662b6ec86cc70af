//! Launch geometry read from the kernel (issue 30 item 1, `interpreter::launch`): our own
//! kernels in the styles of real tiled kernels (`tests/launch_kernels/*.cl`: 16-wide tiles in
//! `__local` memory, 2-D groups, `reqd_work_group_size`, a `get_local_size`-only reduction, an
//! LU diagonal step, a Needleman–Wunsch wavefront, an overlapped stencil, a backprop-style
//! reduction, a 32-wide compare) compiled by clang-19 for AMDGPU (-O2, -O0) and NVPTX (-O2):
//! each header's `// expect-local:` is the inferred work-group size (`default`: none), its
//! `// expect-why:` a part of the reason, and every kernel runs from the defaults with the
//! checks on and no error finding (`// only: -O2` limits a kernel to the optimised builds: a
//! matrix walked by rows through scalars, sized by `interpreter::buffer_extent` from loop
//! counters that -O0 keeps in memory). `RECONVERGE_SKIP_LLVM=1` skips when clang-19 is missing.

mod common;

use reconverge_core::interpreter::{self, checks::Severity, decode, Limits, RunInputs};
use std::path::Path;

const CONFIGS: [(&str, &str); 3] = [("amdgcn-amd-amdhsa", "-O2"), ("nvptx64-nvidia-cuda", "-O2"), ("amdgcn-amd-amdhsa", "-O0")];

#[test]
fn our_kernels_get_their_geometry_and_run_clean_from_the_defaults() {
    let Some(clang) = common::tool("clang-19") else { return };
    let dir = common::scratch_dir("launch_geometry");
    let src_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/launch_kernels");
    let mut files: Vec<_> = std::fs::read_dir(&src_dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "cl")).collect();
    files.sort();
    assert!(files.len() >= 9, "{files:?}");
    let mut failures = Vec::new();
    let mut table = Vec::new();
    for cl in &files {
        let stem = cl.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(cl).unwrap();
        let header = |key: &str| text.lines().find_map(|l| l.strip_prefix(key)).map(|s| s.trim().to_string()).unwrap_or_else(|| panic!("{stem}: no {key}"));
        let want_local = header("// expect-local:");
        let want_why = header("// expect-why:");
        // `// only: -O2`: a rule that reads optimised code (loop counters in registers, not -O0's slots).
        let only = text.lines().find_map(|l| l.strip_prefix("// only:")).map(|s| s.trim().to_string());
        for (target, opt) in CONFIGS {
            if only.as_deref().is_some_and(|o| o != opt) {
                continue;
            }
            let ll = common::compile_opencl(&clang, cl, target, opt, &dir.join(format!("{stem}{opt}.{target}.ll")));
            let m = reconverge_core::ir::parse_module(&ll).unwrap();
            let prog = decode::decode(&m, &ll).unwrap();
            let fi = m.functions.iter().position(|f| f.name == stem).unwrap();
            let launch = &prog.funcs[fi].launch;
            let got = if launch.local.is_empty() { "default".to_string() } else { launch.local.iter().map(u64::to_string).collect::<Vec<_>>().join("x") };
            let reasons = launch.reasons().join(" | ");
            if got != want_local {
                failures.push(format!("{stem} {target} {opt}: local {got}, expected {want_local}: {reasons}"));
            }
            // A guessed launch is said as the one input the kernel does not give.
            if want_why.contains("a guess") != launch.guess.is_some() {
                failures.push(format!("{stem} {target} {opt}: guess {:?}", launch.guess));
            }
            if !reasons.contains(&want_why) {
                failures.push(format!("{stem} {target} {opt}: reasons `{reasons}` lack `{want_why}`"));
            }
            // The reason's line is the IR instruction's.
            for e in &launch.evidence {
                if e.line > 0 && e.rule != interpreter::launch::LaunchRule::ReqdWorkGroupSize {
                    let l = ll.lines().nth(e.line as usize - 1).unwrap_or("");
                    if !(l.contains("getelementptr") || l.contains("icmp") || l.contains("call") || l.contains("load") || l.contains("store") || l.contains(" add ") || l.contains(" sub ") || l.contains(" or ")) {
                        failures.push(format!("{stem} {target} {opt}: line {} is `{l}`", e.line));
                    }
                }
            }
            let run = interpreter::run(&m, &ll, &stem, &RunInputs::default(), &Limits::default());
            let verdict = match &run {
                Ok(r) => {
                    let errors: Vec<String> = r.findings.iter().filter(|f| f.severity == Severity::Error).map(|f| format!("{}: {}", f.kind.name(), f.message)).collect();
                    if !errors.is_empty() {
                        failures.push(format!("{stem} {target} {opt} (local {got}): {errors:?}"));
                    }
                    if errors.is_empty() { "clean".to_string() } else { format!("{} errors", errors.len()) }
                }
                Err(e) => {
                    failures.push(format!("{stem} {target} {opt}: {e}"));
                    "error".into()
                }
            };
            table.push(format!("{stem:16} {target:20} {opt}  local {got:8} {verdict}"));
        }
    }
    eprintln!("{}", table.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
