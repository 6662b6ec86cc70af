//! Differential test of the SIMT interpreter against POCL: every OpenCL C kernel of
//! `tests/interpreter_kernels/` runs on POCL (via pyopencl, `interpreter_pocl.py`) and, compiled
//! by clang-19 to amdgcn IR at -O2 and -O0 and to nvptx64 IR at -O2, on our interpreter with the same inputs (the
//! kernel's `// run:` / `// arg` header, materialised once). Every buffer must agree: integers
//! exactly, floats within `1e-4 · max(|a|, |b|) + 1e-5`.

mod common;

use reconverge_core::interpreter::{self, ArgInput, Limits, Num, RunInputs};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One interpreter run: kernel, optimisation level, per argument `(is float, final data)`,
/// instructions executed.
type Ours = (String, &'static str, Vec<Option<(bool, Vec<Num>)>>, u64);

/// (clang target, optimisation level): amdgcn at -O2 and -O0 (wave 64), nvptx64 at -O2
/// (wave 32).
const CONFIGS: [(&str, &str); 3] = [
    ("amdgcn-amd-amdhsa", "-O2"),
    ("amdgcn-amd-amdhsa", "-O0"),
    ("nvptx64-nvidia-cuda", "-O2"),
];

fn config_name(target: &str, opt: &str) -> &'static str {
    match (target.starts_with("nvptx"), opt) {
        (true, _) => "-nvptx-O2",
        (false, "-O0") => "-O0",
        _ => "-O2",
    }
}

const PYTHON: &str = "/usr/bin/python3";

fn pyopencl_available() -> bool {
    Command::new(PYTHON)
        .args(["-c", "import pyopencl"])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

fn compile(clang: &Path, src: &Path, target: &str, opt: &str, out: &Path) -> String {
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

fn close(a: &Num, b: &serde_json::Value, float: bool) -> bool {
    let y = match b.as_f64() {
        Some(y) => y,
        None => return false,
    };
    if float {
        let x = a.as_f64();
        (x.is_nan() && y.is_nan()) || (x - y).abs() <= 1e-4 * x.abs().max(y.abs()) + 1e-5
    } else {
        match (a, b.as_i64(), b.as_u64()) {
            (Num::Int(x), Some(y), _) => *x == y,
            (Num::UInt(x), _, Some(y)) => *x == y,
            (Num::Int(x), None, Some(y)) => *x as u64 == y,
            _ => false,
        }
    }
}

#[test]
fn interpreter_agrees_with_pocl() {
    let Some(clang) = common::tool("clang-19") else {
        return;
    };
    if !pyopencl_available() {
        if std::env::var_os("RECONVERGE_SKIP_LLVM").is_some() {
            eprintln!("skipping: pyopencl/POCL missing");
            return;
        }
        panic!("the interpreter differential test needs POCL and pyopencl (apt-get install pocl-opencl-icd python3-pyopencl), or set RECONVERGE_SKIP_LLVM=1");
    }
    let dir = common::scratch_dir("interpreter_pocl");
    let kdir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/interpreter_kernels");
    let mut sources: Vec<PathBuf> = std::fs::read_dir(&kdir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .collect();
    sources.sort();
    assert!(
        sources.len() >= 10,
        "expected at least 10 kernels in {}",
        kdir.display()
    );
    let mut jobs = Vec::new();
    // (kernel, opt level, our buffers)
    let mut ours: Vec<Ours> = Vec::new();
    for src in &sources {
        let name = src.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(src).unwrap();
        let header: String = text
            .lines()
            .filter_map(|l| l.strip_prefix("//"))
            .filter(|l| l.trim_start().starts_with("run:") || l.trim_start().starts_with("arg "))
            .map(|l| format!(";{l}\n"))
            .collect();
        let mut materialised: Option<RunInputs> = None;
        for (target, opt) in CONFIGS {
            let ll = compile(
                &clang,
                src,
                target,
                opt,
                &dir.join(format!("{name}{opt}.{target}.ll")),
            );
            let ll = format!("{ll}\n{header}");
            let module = reconverge_core::ir::parse_module(&ll)
                .unwrap_or_else(|e| panic!("{name}{opt}: {e}"));
            let inputs =
                interpreter::materialize_inputs(&module, &ll, &name, &RunInputs::default())
                    .unwrap_or_else(|e| panic!("{name}{opt}: {e}"));
            if let Some(m) = &materialised {
                // Same inputs for every configuration (the wave size follows the target).
                assert_eq!(
                    (&m.global, &m.local, &m.args),
                    (&inputs.global, &inputs.local, &inputs.args),
                    "{name}: inputs differ between configurations"
                );
            }
            let run = interpreter::run(&module, &ll, &name, &inputs, &Limits::default())
                .unwrap_or_else(|e| panic!("{name}{opt}: {e}"));
            assert_eq!(run.wave, if target.starts_with("nvptx") { 32 } else { 64 });
            assert!(
                run.barrier_divergence.is_empty(),
                "{name}{opt}: {:?}",
                run.barrier_divergence
            );
            let bufs = run
                .buffers
                .iter()
                .map(|b| b.as_ref().map(|b| (b.elem.is_float(), b.data.clone())))
                .collect();
            ours.push((
                name.clone(),
                config_name(target, opt),
                bufs,
                run.metrics.instructions,
            ));
            materialised = Some(inputs);
        }
        let inputs = materialised.unwrap();
        let args: Vec<&ArgInput> = inputs.args.iter().map(|a| a.as_ref().unwrap()).collect();
        jobs.push(serde_json::json!({"source": src, "kernel": name, "global": inputs.global, "local": inputs.local, "args": args}));
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/interpreter_pocl.py");
    let mut child = Command::new(PYTHON)
        .arg(&script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run python3");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(serde_json::to_string(&jobs).unwrap().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "pocl script failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pocl: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).expect("pocl json");
    let mut failures = Vec::new();
    let mut checked = 0usize;
    for (k, (name, opt, bufs, instructions)) in ours.iter().enumerate() {
        let p = &pocl[k / CONFIGS.len()];
        if let Some(e) = p.get("error") {
            failures.push(format!("{name}: POCL error {e}"));
            continue;
        }
        let pb = p["buffers"].as_array().unwrap();
        for (a, (mine, theirs)) in bufs.iter().zip(pb).enumerate() {
            let Some((float, data)) = mine else { continue };
            let theirs = theirs.as_array().unwrap();
            assert_eq!(data.len(), theirs.len(), "{name}{opt}: argument {a} length");
            let bad: Vec<usize> = (0..data.len())
                .filter(|&i| !close(&data[i], &theirs[i], *float))
                .collect();
            checked += data.len();
            if let Some(&i) = bad.first() {
                failures.push(format!("{name}{opt}: argument {a}: {} of {} elements differ; first at {i}: ours {:?}, POCL {}", bad.len(), data.len(), data[i], theirs[i]));
            }
        }
        eprintln!("{name}{opt}: {instructions} instructions, buffers agree with POCL");
    }
    assert!(
        failures.is_empty(),
        "{} disagreement(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!(
        "{} kernels x {} configurations, {checked} buffer elements compared",
        sources.len(),
        CONFIGS.len()
    );
}
