//! The `reconverge run` contract: `reconverge run FILE.ll --function NAME --inputs INPUTS.json
//! --format json` prints `{"buffers": [...], "paths": [[...]...], "warps": ..., "metrics": ...}`.

mod common;

use std::process::Command;

fn reconverge() -> Command {
    Command::new(env!("CARGO_BIN_EXE_reconverge"))
}

#[test]
fn run_prints_buffers_paths_warps_metrics() {
    let dir = common::scratch_dir("interpreter_cli");
    let inputs = dir.join("reduce.json");
    let ones: Vec<f64> = vec![1.0; 128];
    let json = serde_json::json!({
        "global": [128], "local": [128],
        "args": [
            {"buffer": "f32", "data": ones},
            {"buffer": "f32", "data": [0]},
            {"local_bytes": 512},
            {"scalar": "i32", "value": 128},
            {"scalar": "i32", "value": 128}
        ]
    });
    std::fs::write(&inputs, json.to_string()).unwrap();
    let ll = concat!(env!("CARGO_MANIFEST_DIR"), "/../web/examples/reduce.ll");
    let out = reconverge()
        .args(["run", ll, "--function", "reduce", "--inputs"])
        .arg(&inputs)
        .args(["--format", "json"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["buffers"][1], serde_json::json!([128.0]));
    assert_eq!(v["buffers"][0].as_array().unwrap().len(), 128);
    assert!(v["buffers"][2].is_null() && v["buffers"][3].is_null());
    let paths = v["paths"].as_array().unwrap();
    assert_eq!(paths.len(), 128);
    assert_eq!(paths[0][0], "5"); // the entry block of work-item 0
    assert_eq!(v["warps"].as_array().unwrap().len(), 2);
    assert!(v["metrics"]["instructions"].as_u64().unwrap() > 1000);
    // Defaults (no --inputs) and the text summary.
    let out = reconverge()
        .args(["run", ll, "--format", "text"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("kernel reduce: global [128, 1, 1] local [128, 1, 1] wave 64"),
        "{text}"
    );
    assert!(text.contains("diverged in"), "{text}");
    // Errors name the file, line and column.
    std::fs::write(
        &inputs,
        r#"{"global": [128], "args": [{"buffer": "f32", "data": [1]}]}"#,
    )
    .unwrap();
    // Checks on (the default): the fault is a finding, the other work-items run on.
    let out = reconverge()
        .args(["run", ll, "--inputs"])
        .arg(&inputs)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let f = &v["findings"][0];
    assert_eq!(f["kind"], "out-of-bounds");
    assert_eq!((f["locations"][0]["line"].as_u64(), f["locations"][0]["col"].as_u64()), (Some(20), Some(3)));
    assert_eq!(f["work_items"][0], serde_json::json!([1, 0, 0]));
    assert!(v["buffers"][0].is_array());
    // `--no-checks`: the first fault stops the run.
    let out = reconverge()
        .args(["run", ll, "--no-checks", "--inputs"])
        .arg(&inputs)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("reduce.ll:20:3: work-item (1, 0, 0): load of `float`: bytes 4..8 outside buffer %0 (argument 0) (4 bytes)"), "{err}");
}
