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
/// instructions executed, printf output lines.
type Ours = (String, &'static str, Vec<Option<(bool, Vec<Num>)>>, u64, Vec<String>);

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
            let ll = common::compile_opencl(
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
            let printed: Vec<String> = run
                .printf
                .iter()
                .flat_map(|p| p.text.lines().map(str::to_string).collect::<Vec<_>>())
                .collect();
            ours.push((
                name.clone(),
                config_name(target, opt),
                bufs,
                run.metrics.instructions,
                printed,
            ));
            materialised = Some(inputs);
        }
        let inputs = materialised.unwrap();
        // Structs and vectors by value go to POCL as bytes, laid out as OpenCL C lays them out
        // (the default datalayout: natural alignment).
        let layout = interpreter::values::DataLayout::default();
        let args: Vec<serde_json::Value> = inputs
            .args
            .iter()
            .map(|a| {
                let a: &ArgInput = a.as_ref().unwrap();
                match a {
                    ArgInput::Struct { .. } | ArgInput::Vector { .. } => {
                        serde_json::json!({"bytes": a.by_value_bytes(&layout).unwrap()})
                    }
                    a => serde_json::to_value(a).unwrap(),
                }
            })
            .collect();
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
    let mut printf_lines = 0usize;
    for (k, (name, opt, bufs, instructions, printed)) in ours.iter().enumerate() {
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
        // printf: the same lines (POCL runs work-groups on several threads, so the order of
        // lines between work-items is not fixed; each work-item's own lines are in order).
        let mut theirs: Vec<&str> = p["printf"].as_str().unwrap_or("").lines().collect();
        let mut mine: Vec<&str> = printed.iter().map(String::as_str).collect();
        theirs.sort_unstable();
        mine.sort_unstable();
        if mine != theirs {
            let first = mine.iter().zip(&theirs).position(|(a, b)| a != b).unwrap_or(mine.len().min(theirs.len()));
            failures.push(format!(
                "{name}{opt}: printf: {} line(s) here, {} on POCL; first difference: ours {:?}, POCL {:?}",
                mine.len(),
                theirs.len(),
                mine.get(first),
                theirs.get(first)
            ));
        }
        printf_lines += mine.len();
        eprintln!("{name}{opt}: {instructions} instructions, buffers agree with POCL");
    }
    assert!(
        failures.is_empty(),
        "{} disagreement(s):\n{}",
        failures.len(),
        failures.join("\n")
    );
    eprintln!(
        "{} kernels x {} configurations, {checked} buffer elements and {printf_lines} printf lines compared",
        sources.len(),
        CONFIGS.len()
    );
}

/// Non-uniform work-groups (OpenCL 2.0 §3.2): POCL 3.1 rejects them
/// (`CL_INVALID_WORK_GROUP_SIZE`, no `non_uniform_work_group_support`), so
/// `interpreter_kernels/linear_ids.cl` runs here on a 10 × 7 NDRange in 4 × 4 groups (the last
/// groups are 2 wide and 3 high) and every value is checked against the specification's
/// formulas: `get_local_size` is the actual size of the work-item's group,
/// `get_enqueued_local_size` the requested one, `get_local_linear_id` uses the actual sizes,
/// `get_num_groups` rounds up. The uniform 12 × 8 run of the same kernel is checked against
/// POCL by `interpreter_agrees_with_pocl`.
#[test]
fn non_uniform_work_groups() {
    let Some(clang) = common::tool("clang-19") else {
        return;
    };
    let dir = common::scratch_dir("interpreter_non_uniform");
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/interpreter_kernels/linear_ids.cl");
    let (gx, gy, lx, ly) = (10u64, 7u64, 4u64, 4u64);
    for (target, opt) in CONFIGS {
        let ll = common::compile_opencl(&clang, &src, target, opt, &dir.join(format!("linear_ids{opt}.{target}.ll")));
        let module = reconverge_core::ir::parse_module(&ll).unwrap();
        let inputs = RunInputs {
            global: vec![gx, gy],
            local: vec![lx, ly],
            args: vec![Some(ArgInput::Buffer {
                buffer: interpreter::ElemType::I32,
                data: vec![Num::Int(-1); 6 * 70],
                uninit: false,
                access: None,
            })],
            ..RunInputs::default()
        };
        let run = interpreter::run(&module, &ll, "linear_ids", &inputs, &Limits::default())
            .unwrap_or_else(|e| panic!("{opt} {target}: {e}"));
        assert_eq!(run.metrics.work_items, 70);
        assert_eq!(run.metrics.work_groups, 6);
        let out = &run.buffers[0].as_ref().unwrap().data;
        for y in 0..gy {
            for x in 0..gx {
                let (grx, gry) = (x / lx, y / ly);
                let size_x = (gx - grx * lx).min(lx);
                let size_y = (gy - gry * ly).min(ly);
                let want = [
                    (x % lx) + (y % ly) * size_x,
                    size_x * 10 + size_y,
                    lx * 10 + ly,
                    gx.div_ceil(lx) * 10 + gy.div_ceil(ly),
                    x + 100 * y,
                    grx + 100 * gry,
                ];
                let k = 6 * (x + gx * y) as usize;
                let got: Vec<i64> = out[k..k + 6].iter().map(|n| n.as_i128() as i64).collect();
                let want: Vec<i64> = want.iter().map(|&v| v as i64).collect();
                assert_eq!(got, want, "{opt} {target}: work-item ({x}, {y})");
            }
        }
    }
}
