//! The interpreter runs CUDA and HIP device IR: our kernels of `tests/cuda_hip_run/kernels.cu`
//! (on the SDK stand-in `tests/cuda_hip/shim.h`) compiled device-only by `clang-19` as CUDA
//! for `sm_90` (wave 32) and as HIP for `gfx90a` (wave 64) at `-O0` and `-O2`, run with fixed
//! inputs, and every output buffer checked
//!
//! 1. against a reference computed here on the host (all kernels: a `__shared__` tile reduced
//!    with `__syncthreads`, a warp-shuffle sum, ballot/popc compaction, a `__constant__` table,
//!    a device-global ticket counter with `atomicAdd`, a 2-D stencil on `blockIdx.y` /
//!    `threadIdx.y`, votes after a divergent branch, and the lane moves of each target:
//!    PTX shuffle modes, `match`, `__syncwarp`; AMDGPU `readfirstlane`, `readlane`,
//!    `ds_permute`, `ds_bpermute`);
//! 2. for the kernels with an OpenCL C twin (`tests/cuda_hip_run/twins.cl`: `block_sum`,
//!    `table_lookup`, `stencil5`), against POCL running the twin (`interpreter_pocl.py`) on
//!    the same inputs, at both targets and levels, when pyopencl is installed.
//!
//! A last test runs hand-written NVVM IR for what clang-19 does not emit from CUDA source:
//! the `p` shuffles (`{i32, i1}`), `vote.uni`, `activemask` as an intrinsic, and the LLVM 22
//! barrier spelling. `clang-19` must be installed (`RECONVERGE_SKIP_LLVM=1` skips).

mod common;

use reconverge_core::interpreter::{self, Limits, Num, Run, RunInputs};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::io::Write;

/// The two front ends: name, wave, and `clang-19` flags before the optimisation level.
const LANGUAGES: &[(&str, u32, &[&str])] = &[
    (
        "cuda",
        32,
        &["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "--cuda-gpu-arch=sm_90", "-Xclang", "-target-feature", "-Xclang", "+ptx80"],
    ),
    ("hip", 64, &["-x", "hip", "--cuda-device-only", "-nogpuinc", "-nogpulib", "--offload-arch=gfx90a"]),
];

fn here() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cuda_hip_run")
}

/// Compiles `kernels.cu` for one language and level; the IR text.
fn compile(clang: &Path, dir: &Path, lang: &str, flags: &[&str], level: &str) -> String {
    let out = dir.join(format!("kernels.{lang}.{level}.ll"));
    let o = Command::new(clang)
        .args(flags)
        .arg(format!("-{level}"))
        .args(["-emit-llvm", "-S", "-o"])
        .arg(&out)
        .arg(here().join("kernels.cu"))
        .output()
        .expect("run clang-19");
    assert!(o.status.success(), "clang-19 failed ({lang} -{level}): {}", String::from_utf8_lossy(&o.stderr));
    std::fs::read_to_string(out).unwrap()
}

fn ints(r: &Run, arg: usize) -> Vec<i64> {
    r.buffers[arg]
        .as_ref()
        .unwrap()
        .data
        .iter()
        .map(|n| match *n {
            Num::Int(x) => x,
            Num::UInt(x) => x as i64,
            Num::Float(x) => x as i64,
        })
        .collect()
}

fn floats(r: &Run, arg: usize) -> Vec<f64> {
    r.buffers[arg].as_ref().unwrap().data.iter().map(|n| n.as_f64()).collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-4 * a.abs().max(b.abs()) + 1e-5
}

/// One kernel's run: its unmangled name, the inputs (JSON), and the OpenCL twin's name.
struct Case {
    name: &'static str,
    inputs: Value,
    twin: bool,
}

fn cases(wave: usize) -> Vec<Case> {
    let mut out = common_cases(wave);
    if wave == 32 {
        out.push(Case {
            name: "block_votes",
            inputs: json!({"global": [192], "local": [96], "args": [
                {"buffer": "i32", "data": (0..192).map(|i| if i < 96 { (i * 5 % 13) as i64 } else { (i % 7) as i64 }).collect::<Vec<_>>()},
                {"buffer": "i32", "data": vec![0; 192]}]}),
            twin: false,
        });
    }
    out
}

fn common_cases(wave: usize) -> Vec<Case> {
    let n_sum = 1000usize;
    let sum_in: Vec<f64> = (0..1024).map(|i| ((i * 37) % 101) as f64 * 0.25 - 7.0).collect();
    let warp_in: Vec<i64> = (0..256).map(|i| (i * 13 % 29) as i64 - 9).collect();
    let lookup_in: Vec<i64> = (0..320).map(|i| (i * 7 + 3) as i64).collect();
    let tickets_in: Vec<i64> = (0..256).map(|i| if i % 5 < 2 { 1 } else { 0 }).collect();
    let (w, h) = (37usize, 21usize);
    let grid: Vec<f64> = (0..w * h).map(|k| ((k * 17) % 23) as f64 - 4.5).collect();
    let votes_in: Vec<i64> = (0..128).map(|i| (i * 7 % 11) as i64 - 3).collect();
    vec![
        Case {
            name: "block_sum",
            inputs: json!({"global": [1024], "local": [256], "args": [
                {"buffer": "f32", "data": sum_in}, {"buffer": "f32", "data": [0.0, 0.0, 0.0, 0.0]},
                {"scalar": "i32", "value": n_sum}]}),
            twin: true,
        },
        Case {
            name: "warp_sum",
            inputs: json!({"global": [256], "local": [128], "args": [
                {"buffer": "i32", "data": warp_in}, {"buffer": "i32", "data": vec![0; 256 / wave]}]}),
            twin: false,
        },
        Case {
            name: "ballot_compact",
            inputs: json!({"global": [256], "local": [128], "args": [
                {"buffer": "i32", "data": (0..256).map(|i| (i * 11 % 17) as i64).collect::<Vec<_>>()},
                {"buffer": "i32", "data": vec![-1; 256]}, {"buffer": "i32", "data": vec![-1; 256 / wave]}]}),
            twin: false,
        },
        Case {
            name: "table_lookup",
            inputs: json!({"global": [320], "local": [64], "args": [
                {"buffer": "i32", "data": lookup_in}, {"buffer": "i32", "data": vec![-1; 320]},
                {"scalar": "i32", "value": 300}]}),
            twin: true,
        },
        Case {
            name: "take_tickets",
            inputs: json!({"global": [256], "local": [64], "args": [
                {"buffer": "i32", "data": tickets_in}, {"buffer": "i32", "data": vec![-1; 256]}]}),
            twin: false,
        },
        Case {
            name: "stencil5",
            inputs: json!({"global": [40, 24], "local": [8, 4], "args": [
                {"buffer": "f32", "data": grid}, {"buffer": "f32", "data": vec![0.0; w * h]},
                {"scalar": "i32", "value": w}, {"scalar": "i32", "value": h}]}),
            twin: true,
        },
        Case {
            name: "divergent_votes",
            inputs: json!({"global": [128], "local": [128], "args": [
                {"buffer": "i32", "data": votes_in}, {"buffer": "i32", "data": vec![0; 128]}]}),
            twin: false,
        },
        Case {
            name: "lane_moves",
            inputs: json!({"global": [128], "local": [128], "args": [
                {"buffer": "i32", "data": (0..128).map(|i| (i * 5 % 13) as i64 + ((i / 40) << 8) as i64).collect::<Vec<_>>()},
                {"buffer": "i32", "data": vec![0; 512]}]}),
            twin: false,
        },
    ]
}

fn arr_i(v: &Value) -> Vec<i64> {
    v["data"].as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).collect()
}

fn arr_f(v: &Value) -> Vec<f64> {
    v["data"].as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect()
}

/// Checks `r` against the host reference of kernel `name`; returns how many values were
/// checked. Panics naming the first difference.
fn check(name: &str, lang: &str, wave: usize, inputs: &Value, r: &Run) -> usize {
    let a = &inputs["args"];
    let what = format!("{name} ({lang})");
    match name {
        "block_sum" => {
            let x = arr_f(&a[0]);
            let n = a[2]["value"].as_u64().unwrap() as usize;
            let got = floats(r, 1);
            for (g, out) in got.iter().enumerate() {
                let want: f64 = (g * 256..(g + 1) * 256).filter(|&i| i < n).map(|i| x[i]).sum();
                assert!(close(*out, want), "{what}: group {g}: {out} ≠ {want}");
            }
            got.len()
        }
        "warp_sum" => {
            let x = arr_i(&a[0]);
            let got = ints(r, 1);
            for (w, out) in got.iter().enumerate() {
                let want: i64 = x[w * wave..(w + 1) * wave].iter().sum();
                assert_eq!(*out, want, "{what}: warp {w}");
            }
            got.len()
        }
        "ballot_compact" => {
            let x = arr_i(&a[0]);
            let (out, counts) = (ints(r, 1), ints(r, 2));
            for (w, c) in counts.iter().enumerate() {
                let kept: Vec<i64> = x[w * wave..(w + 1) * wave].iter().copied().filter(|v| v % 3 == 0).collect();
                assert_eq!(*c, kept.len() as i64, "{what}: count of warp {w}");
                let mut want = kept.clone();
                want.resize(wave, -1);
                assert_eq!(&out[w * wave..(w + 1) * wave], &want[..], "{what}: warp {w}");
            }
            out.len() + counts.len()
        }
        "table_lookup" => {
            let x = arr_i(&a[0]);
            let got = ints(r, 1);
            for (i, out) in got.iter().enumerate() {
                let want = if i < 300 { (x[i] & 15) * (x[i] & 15) + i as i64 } else { -1 };
                assert_eq!(*out, want, "{what}: element {i}");
            }
            got.len()
        }
        "take_tickets" => {
            let x = arr_i(&a[0]);
            let got = ints(r, 1);
            let positive: Vec<i64> = (0..x.len() as i64).filter(|&i| x[i as usize] > 0).collect();
            // The tickets are 0..k in schedule order: every positive index exactly once.
            let mut taken: Vec<i64> = got[..positive.len()].to_vec();
            taken.sort_unstable();
            assert_eq!(taken, positive, "{what}: tickets");
            assert!(got[positive.len()..].iter().all(|&s| s == -1), "{what}: slots past the last ticket");
            got.len()
        }
        "stencil5" => {
            let x = arr_f(&a[0]);
            let (w, h) = (a[2]["value"].as_i64().unwrap(), a[3]["value"].as_i64().unwrap());
            let got = floats(r, 1);
            let at = |xx: i64, yy: i64, c: f64| if xx < 0 || yy < 0 || xx >= w || yy >= h { c } else { x[(yy * w + xx) as usize] };
            for y in 0..h {
                for xx in 0..w {
                    let c = x[(y * w + xx) as usize];
                    let want = 0.5 * c + 0.125 * (at(xx - 1, y, c) + at(xx + 1, y, c) + at(xx, y - 1, c) + at(xx, y + 1, c));
                    let out = got[(y * w + xx) as usize];
                    assert!(close(out, want), "{what}: ({xx}, {y}): {out} ≠ {want}");
                }
            }
            got.len()
        }
        "divergent_votes" => {
            let x = arr_i(&a[0]);
            let got = ints(r, 1);
            for (i, out) in got.iter().enumerate() {
                let warp = &x[i / wave * wave..(i / wave + 1) * wave];
                let odd = warp.iter().filter(|v| *v & 1 != 0).count() as i64;
                let r0 = if x[i] & 1 != 0 { odd } else { -(wave as i64 - odd) };
                let rounds = warp.iter().copied().max().unwrap().max(0);
                let all = if warp.iter().all(|&v| v >= 0) { 500 } else { 0 };
                assert_eq!(*out, r0 * 1000 + rounds + all, "{what}: work-item {i}");
            }
            got.len()
        }
        "lane_moves" => {
            let x = arr_i(&a[0]);
            let got = ints(r, 1);
            for i in 0..x.len() {
                let (base, lane) = (i / wave * wave, i % wave);
                let lane_val = |l: usize| x[base + l];
                let want: [i64; 4] = if lang.starts_with("hip") {
                    [lane_val(0), lane_val(5), lane_val((lane + 63) % 64), lane_val((lane + 63) % 64)]
                } else {
                    let up = if lane >= 3 { lane_val(lane - 3) } else { x[i] };
                    let seg = lane_val(lane & !7 | 2);
                    let same: u32 = (0..32).filter(|&l| lane_val(l) & 3 == x[i] & 3).fold(0, |m, l| m | 1 << l);
                    let all_same = (0..32).all(|l| lane_val(l) >> 8 == x[i] >> 8);
                    let m: u32 = if all_same { u32::MAX } else { 0 };
                    let v = if x[i] & 1 != 0 { x[i] + 1 } else { x[i] };
                    [up, lane_val(lane ^ 5), seg, (same ^ m) as i32 as i64 + all_same as i64 + v]
                };
                assert_eq!(&got[4 * i..4 * i + 4], &want[..], "{what}: work-item {i}");
            }
            got.len()
        }
        "block_votes" => {
            let x = arr_i(&a[0]);
            let got = ints(r, 1);
            for (i, out) in got.iter().enumerate() {
                let g = &x[i / 96 * 96..(i / 96 + 1) * 96];
                let count = g.iter().filter(|&&v| v > 4).count() as i64;
                let all = g.iter().all(|&v| v >= 0) as i64;
                let any = g.iter().any(|&v| v > 11) as i64;
                assert_eq!(*out, count * 100 + all * 10 + any, "{what}: work-item {i}");
            }
            got.len()
        }
        _ => unreachable!(),
    }
}

#[test]
fn cuda_and_hip_kernels_run_like_the_host_reference_and_pocl() {
    let Some(clang) = common::tool("clang-19") else { return };
    let dir = common::scratch_dir("cuda-hip-run");
    let mut checked = 0usize;
    let mut runs = 0usize;
    // (case name, its inputs, our buffers) of the runs with a twin, for POCL.
    let mut twins: Vec<TwinRun> = Vec::new();
    for (lang, wave, flags) in LANGUAGES {
        for level in ["O0", "O2"] {
            let ll = compile(&clang, &dir, lang, flags, level);
            let module = reconverge_core::ir::parse_module(&ll).unwrap_or_else(|e| panic!("{lang} -{level}: {e:?}"));
            for case in cases(*wave as usize) {
                let f = module
                    .functions
                    .iter()
                    .find(|f| f.name.starts_with(&format!("_Z{}{}", case.name.len(), case.name)))
                    .unwrap_or_else(|| panic!("{} not in {lang} -{level}", case.name));
                let inputs: RunInputs = serde_json::from_value(case.inputs.clone()).unwrap();
                let r = interpreter::run(&module, &ll, &f.name, &inputs, &Limits::default())
                    .unwrap_or_else(|e| panic!("{} ({lang} -{level}): {e}", case.name));
                assert_eq!(r.wave, *wave, "{}", case.name);
                assert!(r.barrier_divergence.is_empty(), "{} ({lang} -{level}): {:?}", case.name, r.barrier_divergence);
                assert!(r.races.is_empty(), "{} ({lang} -{level}): {:?}", case.name, r.races);
                checked += check(case.name, &format!("{lang} -{level}"), *wave as usize, &case.inputs, &r);
                runs += 1;
                if case.twin {
                    let bufs = r.buffers.iter().map(|b| b.as_ref().map(|b| b.data.iter().map(|n| n.as_f64()).collect())).collect();
                    twins.push((case.name.to_string(), case.inputs.clone(), bufs));
                }
            }
        }
    }
    assert_eq!(runs, 2 * 9 + 2 * 8);
    eprintln!("{runs} runs (CUDA sm_90 and HIP gfx90a, -O0 and -O2), {checked} values equal to the host reference");
    pocl_twins(&twins);
}

/// A run with an OpenCL twin: the kernel's name, its inputs, our buffers (as `f64`).
type TwinRun = (String, Value, Vec<Option<Vec<f64>>>);

/// Runs the OpenCL twins on POCL with the same inputs and compares every buffer with ours.
fn pocl_twins(twins: &[TwinRun]) {
    let py = "/usr/bin/python3";
    let ok = Command::new(py).args(["-c", "import pyopencl"]).output().map(|o| o.status.success()).unwrap_or(false);
    if !ok {
        eprintln!("skipping the POCL twins: pyopencl is not installed");
        return;
    }
    let src = here().join("twins.cl");
    // One POCL run per twin (the inputs are the same for every target and level).
    let mut names: Vec<&str> = Vec::new();
    let mut jobs: Vec<Value> = Vec::new();
    for (name, inputs, _) in twins {
        if !names.contains(&name.as_str()) {
            names.push(name);
            jobs.push(json!({"source": src, "kernel": name, "global": inputs["global"], "local": inputs["local"], "args": inputs["args"]}));
        }
    }
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/interpreter_pocl.py");
    let mut child = Command::new(py).arg(&script).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("run python3");
    child.stdin.take().unwrap().write_all(serde_json::to_string(&jobs).unwrap().as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "pocl script failed: {}", String::from_utf8_lossy(&out.stderr));
    let pocl: Vec<Value> = serde_json::from_slice(&out.stdout).expect("pocl json");
    let mut compared = 0usize;
    for (name, _, ours) in twins {
        let p = &pocl[names.iter().position(|n| n == name).unwrap()];
        assert!(p.get("error").is_none(), "{name}: POCL: {}", p["error"]);
        for (k, (mine, theirs)) in ours.iter().zip(p["buffers"].as_array().unwrap()).enumerate() {
            let Some(mine) = mine else { continue };
            let theirs: Vec<f64> = theirs.as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect();
            assert_eq!(mine.len(), theirs.len(), "{name}: buffer {k} length");
            for (i, (a, b)) in mine.iter().zip(&theirs).enumerate() {
                assert!(close(*a, *b), "{name}: buffer {k}[{i}]: ours {a}, POCL {b}");
            }
            compared += mine.len();
        }
    }
    assert_eq!((names.len(), twins.len()), (3, 12));
    eprintln!("{} OpenCL twins on POCL against {} runs: {compared} buffer values equal", names.len(), twins.len());
}

/// NVVM that clang-19 does not write from CUDA source: the `p` shuffles, `vote.uni`,
/// `activemask` as an intrinsic, LLVM 22's barrier name, and a shuffle from a lane outside the
/// active set (undefined in PTX: 0 here, and an uninitialised-value finding when stored).
#[test]
fn hand_written_nvvm_cross_lane_intrinsics() {
    let src = r#"target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %t, i32 1, i32 0)
  %v = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  %odd = and i32 %t, 1
  %c = icmp eq i32 %odd, 0
  %u = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %c)
  %uz = zext i1 %u to i32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %c, label %even, label %join

even:
  %m = call i32 @llvm.nvvm.activemask()
  %f = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 %m, float 1.5, i32 1, i32 31)
  %fi = fptosi float %f to i32
  %m2 = add i32 %m, %fi
  br label %join

join:
  %mm = phi i32 [ 0, %entry ], [ %m2, %even ]
  %o0 = getelementptr i32, ptr %out, i32 %t
  %base = mul i32 %t, 4
  %a0 = getelementptr i32, ptr %out, i32 %base
  store i32 %v, ptr %a0
  %b1 = add i32 %base, 1
  %a1 = getelementptr i32, ptr %out, i32 %b1
  store i32 %pz, ptr %a1
  %b2 = add i32 %base, 2
  %a2 = getelementptr i32, ptr %out, i32 %b2
  store i32 %uz, ptr %a2
  %b3 = add i32 %base, 3
  %a3 = getelementptr i32, ptr %out, i32 %b3
  store i32 %mm, ptr %a3
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare i32 @llvm.nvvm.activemask()
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
"#;
    let module = reconverge_core::ir::parse_module(src).unwrap();
    let inputs: RunInputs = serde_json::from_value(json!({"global": [64], "local": [64], "args": [{"buffer": "i32", "data": vec![0; 256]}]})).unwrap();
    let r = interpreter::run(&module, src, "k", &inputs, &Limits::default()).unwrap();
    assert_eq!(r.wave, 32);
    let got = ints(&r, 0);
    let evens = 0x5555_5555u32 as i32 as i64;
    for t in 0..64usize {
        let lane = t % 32;
        let up = if lane >= 1 { t as i64 - 1 } else { t as i64 };
        let mm = if t % 2 == 0 { evens } else { 0 };
        assert_eq!(&got[4 * t..4 * t + 4], &[up, (lane >= 1) as i64, 0, mm], "work-item {t}");
    }
}

/// Every function of the uniformity corpus (`tests/cuda_hip/*.cu`, both targets, both levels)
/// runs with default inputs, or fails with a precise error: only the grid-wide barrier of
/// cooperative groups (an external call, `r_grid_sync`) is refused.
#[test]
fn every_function_of_the_cuda_hip_corpus_runs() {
    let Some(clang) = common::tool("clang-19") else { return };
    let dir = common::scratch_dir("cuda-hip-run-corpus");
    let src_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cuda_hip");
    let mut srcs: Vec<PathBuf> = std::fs::read_dir(&src_dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "cu")).collect();
    srcs.sort();
    let limits = Limits { max_instructions: 5_000_000, ..Limits::default() };
    let (mut ran, mut refused) = (0, 0);
    for (lang, _, flags) in LANGUAGES {
        for level in ["O0", "O2"] {
            for src in &srcs {
                let stem = src.file_stem().unwrap().to_string_lossy();
                let out = dir.join(format!("{stem}.{lang}.{level}.ll"));
                let o = Command::new(&clang).args(*flags).arg(format!("-{level}")).args(["-emit-llvm", "-S", "-o"]).arg(&out).arg(src).output().expect("run clang-19");
                assert!(o.status.success(), "clang-19 failed on {stem} ({lang} -{level})");
                let ll = std::fs::read_to_string(&out).unwrap();
                let module = reconverge_core::ir::parse_module(&ll).unwrap();
                for f in &module.functions {
                    match interpreter::run(&module, &ll, &f.name, &RunInputs::default(), &limits) {
                        Ok(r) => {
                            assert!(r.metrics.instructions > 0);
                            ran += 1;
                        }
                        Err(e) if e.message.contains("`@r_grid_sync`") => {
                            assert!(e.line > 0, "{stem} ({lang} -{level}) @{}: {e}", f.name);
                            refused += 1;
                        }
                        Err(e) => panic!("{stem} ({lang} -{level}) @{}: {e}", f.name),
                    }
                }
            }
        }
    }
    eprintln!("{ran} functions ran, {refused} refused (the grid barrier)");
    assert!(ran >= 90, "{ran}");
}

/// The gallery's CUDA kernel (`web/examples/warp_reduce.ll`, generic `ptr` parameters): the
/// inputs form shows its pointers as buffers with the element types their uses give, its
/// `; run:` / `; arg` lines launch 4 blocks of 256, and the warp sums add up to 0 + … + 999.
#[test]
fn the_gallery_cuda_kernel_takes_its_inputs_like_an_opencl_kernel() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/examples/warp_reduce.ll");
    let src = std::fs::read_to_string(path).unwrap();
    let module = reconverge_core::ir::parse_module(&src).unwrap();
    let name = "_Z11warp_reducePKfPfi";
    let form = interpreter::form::input_form(&module, &src, name).unwrap();
    let kinds: Vec<String> = form.rows.iter().map(|r| format!("{:?} {}", r.kind, r.elem)).collect();
    assert_eq!(kinds[..2], ["Buffer f32".to_string(), "Buffer f32".to_string()], "{kinds:?}");
    assert_eq!((form.global.as_str(), form.local.as_str(), form.wave), ("1024", "256", 32), "{form:?}");
    let f = module.functions.iter().find(|f| f.name == name).unwrap();
    let inputs = interpreter::inputs::parse_directives(&src, f).unwrap();
    let r = interpreter::run(&module, &src, name, &inputs, &Limits::default()).unwrap();
    assert_eq!(r.warps.len(), 32);
    assert_eq!(floats(&r, 1), vec![499_500.0]);
    assert!(r.findings.is_empty() && r.races.is_empty(), "{:?}", r.findings);
    assert!(r.notes.iter().any(|n| n.starts_with("warp operations")), "{:?}", r.notes);
}
