//! `simulate --from-run RUN.json --warp N` (and `--inputs`, `--warp` alone): one warp of a
//! kernel run simulated directly is the same simulation as its paths written as `thread` lines
//! (issue 24 item 6), in the library and in the CLI.

use reconverge_core::api::{self, SimulateOptions};
use reconverge_core::interpreter::RunInputs;
use serde_json::Value;
use std::process::Command;

mod common;

/// A divergent branch on the lane id and a loop whose trip count depends on it; two warps of
/// 32 (NVPTX) that diverge differently.
const KERNEL: &str = r#"target triple = "nvptx64-nvidia-cuda"
; run: global 64 local 64

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 40
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %d = and i32 %t, 3
  %more = icmp ult i32 %i1, %d
  br i1 %more, label %loop, label %exit
exit:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %p, align 4
  ret void
}

define void @helper() {
entry:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"#;

fn run_json() -> String {
    api::run(KERNEL, None, &RunInputs::default(), 1_000_000).unwrap().to_string()
}

/// What two simulations must share: per policy its metrics, its table's columns and its
/// timeline's blocks and active threads (thread names differ: `wi N` against `T1`).
fn essence(v: &Value) -> Vec<Value> {
    v["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let steps: Vec<Value> = r["timeline"].as_array().unwrap().iter().map(|s| serde_json::json!([s["name"], s["active"]])).collect();
            serde_json::json!([r["metrics"], r["table"]["threads"], steps])
        })
        .collect()
}

/// The warp's paths as `--thread` texts, from the run's JSON.
fn thread_lines(run: &Value, warp: usize) -> Vec<String> {
    run["warps"][warp]["work_items"].as_array().unwrap().iter().map(|i| run["paths"][i.as_u64().unwrap() as usize].as_array().unwrap().iter().map(|b| b.as_str().unwrap()).collect::<Vec<_>>().join(" ")).collect()
}

#[test]
fn a_warp_of_a_run_simulates_as_its_thread_lines() {
    let json = run_json();
    let run: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(run["warps"].as_array().unwrap().len(), 2);
    let mut seen = Vec::new();
    for warp in 0..2 {
        let direct = api::simulate(KERNEL, &SimulateOptions { from_run: Some(json.clone()), warp: Some(warp), ..SimulateOptions::default() }).unwrap();
        assert_eq!(direct["function"], "k", "the run's function, not the module's first");
        let lines = api::simulate(KERNEL, &SimulateOptions { threads: thread_lines(&run, warp), function: Some("k".into()), ..SimulateOptions::default() }).unwrap();
        assert_eq!(essence(&direct), essence(&lines), "warp {warp}");
        assert_eq!(direct["runs"][0]["metrics"]["width"], 32);
        assert!(direct["notes"][0].as_str().unwrap().contains(&format!("warp {warp} = work-group (0, 0, 0)")), "{}", direct["notes"]);
        // The same warp of a run made here (inputs, or the text's `run:` line alone).
        let here = api::simulate(KERNEL, &SimulateOptions { inputs: Some(RunInputs::default()), warp: Some(warp), ..SimulateOptions::default() }).unwrap();
        assert_eq!(essence(&here), essence(&direct));
        let alone = api::simulate(KERNEL, &SimulateOptions { warp: Some(warp), ..SimulateOptions::default() }).unwrap();
        assert_eq!(essence(&alone), essence(&direct));
        seen.push(essence(&direct));
    }
    assert_ne!(seen[0], seen[1], "the two warps diverge differently");
}

#[test]
fn the_session_names_threads_by_work_item() {
    use reconverge_core::interpreter::Limits;
    use reconverge_core::session::{RunSource, Session};
    let s = Session::parse(KERNEL, None).unwrap();
    let k = s.function_index(Some("k")).unwrap();
    let json = run_json();
    let t = s.warp_of_run(k, RunSource::Json(&json), 1, &Limits::default()).unwrap();
    assert_eq!(t.paths.num_threads(), 32);
    assert_eq!(t.paths.names[0], "wi 32");
    let u = s.warp_of_run(k, RunSource::Inputs(&RunInputs::default()), 1, &Limits::default()).unwrap();
    assert_eq!(u.paths.names, t.paths.names);
    assert_eq!(u.paths.threads().map(|x| u.paths.path(x).to_vec()).collect::<Vec<_>>(), t.paths.threads().map(|x| t.paths.path(x).to_vec()).collect::<Vec<_>>());
}

#[test]
fn bad_runs_are_errors_not_panics() {
    let json = run_json();
    let sim = |o: SimulateOptions| api::simulate(KERNEL, &o).unwrap_err().message;
    assert_eq!(sim(SimulateOptions { from_run: Some(json.clone()), warp: Some(2), ..SimulateOptions::default() }), "warp 2: the run has 2 warps (0 to 1)");
    assert_eq!(sim(SimulateOptions { from_run: Some(json.clone()), function: Some("helper".into()), ..SimulateOptions::default() }), "run JSON: a run of @k, not of @helper");
    assert!(sim(SimulateOptions { from_run: Some("{".into()), ..SimulateOptions::default() }).starts_with("run JSON: EOF while parsing"));
    let renamed = json.replace("\"loop\"", "\"nowhere\"");
    assert!(sim(SimulateOptions { from_run: Some(renamed), ..SimulateOptions::default() }).contains("@k has no block `nowhere`"));
    assert!(sim(SimulateOptions { from_run: Some(json.clone()), inputs: Some(RunInputs::default()), ..SimulateOptions::default() }).contains("exclude each other"));
    assert!(sim(SimulateOptions { warp: Some(0), threads: vec!["entry exit".into()], ..SimulateOptions::default() }).contains("exclude each other"));
}

#[test]
fn the_cli_prints_the_library_result() {
    let dir = common::scratch_dir("simulate_from_run");
    let (kernel, run) = (dir.join("k.ll"), dir.join("run.json"));
    std::fs::write(&kernel, KERNEL).unwrap();
    let bin = env!("CARGO_BIN_EXE_reconverge");
    let o = Command::new(bin).args(["run", kernel.to_str().unwrap()]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    std::fs::write(&run, &o.stdout).unwrap();
    let o = Command::new(bin).args(["simulate", kernel.to_str().unwrap(), "--from-run", run.to_str().unwrap(), "--warp", "1", "--format", "json"]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let cli: Value = serde_json::from_slice(&o.stdout).unwrap();
    let lib = api::simulate(KERNEL, &SimulateOptions { from_run: Some(std::fs::read_to_string(&run).unwrap()), warp: Some(1), ..SimulateOptions::default() }).unwrap();
    assert_eq!(essence(&cli), essence(&lib));
    let o = Command::new(bin).args(["simulate", kernel.to_str().unwrap(), "--inputs", "/dev/stdin", "--warp", "1", "--policy", "ipdom"]).stdin(std::process::Stdio::null()).output().unwrap();
    assert_eq!(o.status.code(), Some(1), "empty inputs are not JSON");
    let o = Command::new(bin).args(["simulate", kernel.to_str().unwrap(), "--warp", "1", "--policy", "ipdom"]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with("; policy ipdom:"));
    let o = Command::new(bin).args(["simulate", kernel.to_str().unwrap(), "--from-run", run.to_str().unwrap(), "--warp", "7"]).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("warp 7: the run has 2 warps (0 to 1)"));
    let o = Command::new(bin).args(["simulate", kernel.to_str().unwrap(), "--from-run", run.to_str().unwrap(), "--thread", "entry exit"]).output().unwrap();
    assert_eq!(o.status.code(), Some(2), "usage error");
}
