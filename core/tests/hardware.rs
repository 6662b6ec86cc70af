//! Recorded hardware traces (`../shared/hardware/`, NVIDIA H200) held against the interpreter
//! and the policies: `hw-compare` reproduces the README's table and finds contradictions.

use reconverge_core::{api, engine};
use reconverge_core::hardware::{instances, HardwareTrace};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

mod common;

fn shared() -> Option<PathBuf> {
    let d = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/hardware"));
    if d.join("recon.ll").exists() {
        Some(d)
    } else {
        eprintln!("skipped: {} is absent (the shared H200 recordings)", d.display());
        None
    }
}

/// The README's table: kernel, instances, then ipdom, markers, independent, maximal,
/// predication in percent.
const TABLE: [(&str, u64, [f64; 5]); 8] = [
    ("k_barrier", 591, [100.0, 100.0, 43.3, 100.0, 100.0]),
    ("k_ifelse", 384, [100.0, 100.0, 66.7, 100.0, 100.0]),
    ("k_irreducible", 1156, [36.5, 25.4, 22.1, 36.5, 100.0]),
    ("k_loopbreak", 2384, [100.0, 100.0, 94.6, 100.0, 100.0]),
    ("k_looptrip", 1554, [100.0, 78.2, 31.9, 100.0, 100.0]),
    ("k_nested", 567, [91.9, 100.0, 57.5, 100.0, 100.0]),
    ("k_switch", 408, [100.0, 88.0, 68.6, 88.0, 88.0]),
    ("k_twoexits", 1223, [94.8, 94.8, 84.4, 94.7, 94.7]),
];

fn compare(dir: &std::path::Path, kernel: &str) -> Value {
    let trace = std::fs::read_to_string(dir.join(format!("{kernel}.trace.json"))).unwrap();
    let ir = std::fs::read_to_string(dir.join("recon.ll")).unwrap();
    api::hw_compare(&trace, &ir).unwrap_or_else(|e| panic!("{kernel}: {e}"))
}

/// Every shared trace: consistent, paths and buffers identical to the interpreter's, and each
/// policy's agreement within 0.1 points of the README's table.
#[test]
fn the_eight_recordings_reproduce_the_readme_table() {
    let Some(dir) = shared() else { return };
    let names = ["ipdom", "markers", "independent", "maximal", "predication"];
    for (kernel, instances, scores) in TABLE {
        let v = compare(&dir, kernel);
        assert_eq!(v["consistent"], true, "{kernel}: {}", v["contradictions"]);
        assert_eq!(v["paths"]["identical"], true, "{kernel}: {}", v["paths"]);
        assert_eq!(v["buffers"]["identical"], true, "{kernel}: {}", v["buffers"]);
        let mut row = Vec::new();
        for (name, want) in names.iter().zip(scores) {
            let p = v["policies"].as_array().unwrap().iter().find(|p| p["policy"] == *name).unwrap_or_else(|| panic!("{kernel}: no {name}"));
            assert_eq!(p["instances"], instances, "{kernel} {name}");
            let got = 100.0 * p["agreement"].as_f64().unwrap();
            row.push(format!("{name} {got:.1}"));
            assert!((got - want).abs() <= 0.1, "{kernel} {name}: {got:.2} vs the README's {want}");
            if want < 100.0 {
                assert!(!p["first_disagreements"].as_array().unwrap().is_empty(), "{kernel} {name}");
            }
            let warps = p["per_warp"].as_array().unwrap();
            assert_eq!(warps.len(), 4, "{kernel}: 128 work-items in warps of 32");
            assert_eq!(warps.iter().map(|w| w["instances"].as_u64().unwrap()).sum::<u64>(), instances);
            assert_eq!(warps.iter().map(|w| w["agree"].as_u64().unwrap()).sum::<u64>(), p["agree"].as_u64().unwrap());
            assert_eq!(p["per_block"].as_array().unwrap().iter().map(|b| b["agree"].as_u64().unwrap()).sum::<u64>(), p["agree"].as_u64().unwrap());
        }
        eprintln!("{kernel}: {}", row.join(", "));
    }
}

/// A trace edited so that a lane claims a partner that never entered the block is reported,
/// not accepted; the text says so too.
#[test]
fn a_contradicting_trace_is_reported() {
    let Some(dir) = shared() else { return };
    let text = std::fs::read_to_string(dir.join("k_ifelse.trace.json")).unwrap();
    let mut t = HardwareTrace::parse(&text).unwrap();
    assert!(instances::rebuild(&t).1.is_empty());
    // Work-item 0 (lane 0): its second entry now claims every lane of the warp.
    t.work_items[0].entries[1].1 = 0xffff_ffff;
    let (_, bad) = instances::rebuild(&t);
    assert!(!bad.is_empty());
    assert!(bad.iter().any(|c| c.work_item == 0 && c.entry == 1), "{bad:?}");
    let ir = std::fs::read_to_string(dir.join("recon.ll")).unwrap();
    let v = api::hw_compare(&serde_json::to_string(&t).unwrap(), &ir).unwrap();
    assert_eq!(v["consistent"], false);
    assert!(v["contradictions"].as_array().unwrap().iter().any(|c| c["message"].as_str().unwrap().contains("without the matching entry")), "{}", v["contradictions"]);
    // A lane outside its own mask.
    let mut t2 = HardwareTrace::parse(&text).unwrap();
    t2.work_items[3].entries[0].1 &= !(1 << 3);
    assert!(instances::rebuild(&t2).1.iter().any(|c| c.message.contains("not in its own mask")));
}

/// Two lanes that each run `a` then `b`, recorded once as together in `a`-then-`b` and once
/// in the other order: no schedule orders them.
#[test]
fn instances_in_a_cycle_are_a_contradiction() {
    let t = r#"{"format": "reconverge-hardware-trace/1", "function": "k", "global": [2], "local": [2], "wave": 2,
      "blocks": ["%a", "%b"],
      "work_items": [{"lane": 0, "entries": [[0, 3], [1, 3]]}, {"lane": 1, "entries": [[1, 3], [0, 3]]}]}"#;
    let t = HardwareTrace::parse(t).unwrap();
    let (_, bad) = instances::rebuild(&t);
    assert!(bad.iter().any(|c| c.message.contains("cycle")), "{bad:?}");
}

/// Shape errors name what is wrong; JSON errors their line and column.
#[test]
fn trace_errors() {
    let e = HardwareTrace::parse("{\"format\": 3}").unwrap_err();
    assert_eq!(e.line, 1);
    let base = r#"{"format": "reconverge-hardware-trace/1", "function": "k", "global": [2], "local": [2], "wave": 2, "blocks": ["%a"], "work_items": [{"lane": 0, "entries": [[0, 1]]}, {"lane": 1, "entries": [[ENTRY]]}]}"#;
    let e = HardwareTrace::parse(&base.replace("ENTRY", "1, 2")).unwrap_err();
    assert!(e.message.contains("work_items[1].entries[0]: block index 1 out of range"), "{e}");
    let e = HardwareTrace::parse(&base.replace("ENTRY", "0, 6")).unwrap_err();
    assert!(e.message.contains("beyond the wave"), "{e}");
    let e = HardwareTrace::parse(&base.replace("ENTRY", "0, 2").replace("reconverge-hardware-trace/1", "x")).unwrap_err();
    assert!(e.message.contains("format: expected"), "{e}");
    assert!(HardwareTrace::parse(&base.replace("ENTRY", "0, 2")).is_ok());
}

/// A `switch` on `lane & 3` whose `default` is `unreachable` (what clang makes of a switch that
/// covers every case): LLVM's post-dominator tree makes the `unreachable` block an exit, so
/// the SIMT stack never reconverges at the join; without that block it does.
const SWITCH: &str = "define ptx_kernel void @k(i32 %x) {
entry:
  %l = and i32 %x, 3
  switch i32 %l, label %dead [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
  ]
a:
  br label %join
b:
  br label %join
c:
  br label %join
d:
  br label %join
join:
  ret void
dead:
  unreachable
}
";

fn ipdom_steps(o: &api::SimulateOptions) -> Vec<(String, usize)> {
    let v = api::simulate(SWITCH, o).unwrap();
    v["runs"][0]["timeline"].as_array().unwrap().iter().map(|s| (s["name"].as_str().unwrap().to_string(), s["active"].as_array().unwrap().len())).collect()
}

#[test]
fn the_stack_can_ignore_unreachable_blocks() {
    let threads: Vec<String> = ["entry a join", "entry b join", "entry c join", "entry d join", "entry a join"].iter().map(|s| s.to_string()).collect();
    let base = api::SimulateOptions { policy: "ipdom".into(), threads, ..Default::default() };
    let llvm = ipdom_steps(&base);
    assert_eq!(llvm.iter().filter(|(b, _)| b == "join").count(), 4, "{llvm:?}");
    let cg = ipdom_steps(&api::SimulateOptions { no_unreachable: true, ..base.clone() });
    assert_eq!(cg.iter().filter(|(b, _)| b == "join").map(|x| x.1).collect::<Vec<_>>(), vec![5], "{cg:?}");
    // The side order: the successor order runs `a` (2 lanes) first; fewer lanes first runs a
    // one-lane side first; more lanes first runs `a` first.
    let first_side = |o: engine::SideOrder| ipdom_steps(&api::SimulateOptions { side_order: o, ..base.clone() })[1].clone();
    assert_eq!(first_side(engine::SideOrder::FirstSuccessor), ("a".to_string(), 2));
    assert_eq!(first_side(engine::SideOrder::FewerLanesFirst), ("b".to_string(), 1));
    assert_eq!(first_side(engine::SideOrder::MoreLanesFirst), ("a".to_string(), 2));
    // The unreachable blocks of the IR.
    let s = reconverge_core::session::Session::parse(SWITCH, None).unwrap();
    let dead = engine::ipdom_stack::unreachable_blocks(s.function(0).ir().unwrap());
    assert_eq!(dead, vec![s.cfg(0).find("dead").unwrap()]);
}

/// Same blocks (names, in order) and same successor lists of every instrumented function.
fn same_cfgs(before: &str, after: &str, what: &str) {
    let a = reconverge_core::input::parse(before, None).unwrap();
    let b = reconverge_core::input::parse(after, None).unwrap_or_else(|e| panic!("{what}: instrumented IR does not parse: {e:?}"));
    let mut kernels = 0;
    for f in a.functions.iter().filter(|f| f.is_kernel()) {
        kernels += 1;
        let g = b.functions.iter().find(|g| g.name() == f.name()).unwrap_or_else(|| panic!("{what}: @{} lost", f.name()));
        let shape = |c: &reconverge_core::Cfg| c.blocks().map(|x| (c.name_of(x).to_string(), c.succs(x).iter().map(|&y| c.name_of(y).to_string()).collect::<Vec<_>>())).collect::<Vec<_>>();
        assert_eq!(shape(f.cfg()), shape(g.cfg()), "{what}: @{} changed its CFG", f.name());
    }
    assert!(kernels > 0, "{what}: no kernel");
}

fn check_tools(opt: &Path, llc: &Path, file: &Path, amdgpu: bool) {
    let o = Command::new(opt).args(["-passes=verify", "-disable-output"]).arg(file).output().unwrap();
    assert!(o.status.success(), "opt-22 -passes=verify {}: {}", file.display(), String::from_utf8_lossy(&o.stderr));
    let target: [&str; 2] = if amdgpu { ["-march=amdgcn", "-mcpu=gfx90a"] } else { ["-march=nvptx64", "-mcpu=sm_90"] };
    let o = Command::new(llc).args(target).args(["-o", "/dev/null"]).arg(file).output().unwrap();
    assert!(o.status.success(), "llc-19 {}: {}", file.display(), String::from_utf8_lossy(&o.stderr));
}

/// `reconverge instrument` on the shared recon.ll and on every interpreter kernel compiled to
/// NVPTX and to AMDGPU: the IR verifies, keeps its CFG, and compiles (PTX for sm_90, gfx90a);
/// each block logs once.
#[test]
fn instrumented_kernels_verify_keep_their_cfg_and_compile() {
    let (Some(opt), Some(llc), Some(clang)) = (common::tool("opt-22"), common::tool("llc-19"), common::tool("clang-19")) else { return };
    let dir = common::scratch_dir("hardware_instrument");
    let mut inputs: Vec<(String, String, bool)> = Vec::new();
    if let Some(d) = shared() {
        inputs.push(("recon.ll".into(), std::fs::read_to_string(d.join("recon.ll")).unwrap(), false));
    }
    let kdir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/interpreter_kernels");
    let mut sources: Vec<PathBuf> = std::fs::read_dir(&kdir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "cl")).collect();
    sources.sort();
    for src in &sources {
        for (amdgpu, triple) in [(false, "nvptx64-nvidia-cuda"), (true, "amdgcn-amd-amdhsa")] {
            let ll = dir.join(format!("{}.{triple}.ll", src.file_stem().unwrap().to_string_lossy()));
            let mut c = Command::new(&clang);
            c.args(["-x", "cl", "-cl-std=CL2.0", "-Xclang", "-finclude-default-header", "-target", triple, "-nogpulib", "-O2", "-S", "-emit-llvm", "-o"]).arg(&ll).arg(src);
            if amdgpu {
                c.arg("-mcpu=gfx90a");
            }
            assert!(c.status().unwrap().success(), "clang-19 failed on {}", src.display());
            inputs.push((format!("{} ({triple})", src.display()), std::fs::read_to_string(&ll).unwrap(), amdgpu));
        }
    }
    for (i, (what, text, amdgpu)) in inputs.iter().enumerate() {
        let (target, out) = reconverge_core::hardware::instrument::instrument(text, None).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(target == reconverge_core::hardware::instrument::GpuTarget::Amdgpu, *amdgpu);
        same_cfgs(text, &out, what);
        let blocks: usize = reconverge_core::input::parse(text, None).unwrap().functions.iter().filter(|f| f.is_kernel()).map(|f| f.cfg().num_blocks()).sum();
        let mask = if *amdgpu { "call i64 @llvm.amdgcn.ballot.i64(i1 true)" } else { "call i32 @llvm.nvvm.activemask()" };
        assert_eq!(out.matches(mask).count(), blocks, "{what}: one log per block");
        let file = dir.join(format!("inst{i}.ll"));
        std::fs::write(&file, &out).unwrap();
        check_tools(&opt, &llc, &file, *amdgpu);
    }
    // One kernel by name; the header names its blocks as the trace's `blocks`.
    if let Some((_, recon, _)) = inputs.first().filter(|(w, _, _)| w == "recon.ll") {
        let one = reconverge_core::hardware::instrument::instrument_nvptx(recon, Some("k_ifelse")).unwrap();
        assert!(one.contains("; reconverge-instrument: @k_ifelse blocks %4 %12 %15 %21\n"));
        assert_eq!(one.matches("%__rc_log, i32 %__rc_cap)").count(), 1);
    }
    assert!(reconverge_core::hardware::instrument::instrument_nvptx("define void @f() {\n  ret void\n}\n", None).unwrap_err().contains("NVPTX"));
}

/// The interpreter's first difference: with the first input changed (441 → 442, so
/// `x % 3 != 0`), work-item 0 takes `%15` instead of the recorded `%12`, and the buffers differ.
#[test]
fn the_first_difference_with_the_interpreter_is_named() {
    let Some(dir) = shared() else { return };
    let text = std::fs::read_to_string(dir.join("k_ifelse.trace.json")).unwrap();
    let mut t: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(t["inputs"]["args"][0]["data"][0], 441);
    t["inputs"]["args"][0]["data"][0] = 442.into();
    let ir = std::fs::read_to_string(dir.join("recon.ll")).unwrap();
    let v = api::hw_compare(&t.to_string(), &ir).unwrap();
    assert_eq!(v["consistent"], true);
    assert_eq!(v["paths"]["identical"], false);
    let d = &v["paths"]["first_difference"];
    assert_eq!((d["work_item"].as_u64(), d["entry"].as_u64(), d["recorded"].as_str(), d["interpreted"].as_str()), (Some(0), Some(1), Some("%12"), Some("%15")), "{d}");
    assert_eq!(d["after_racing_read"], false);
    assert_eq!(v["buffers"]["identical"], false);
    assert_eq!(v["buffers"]["first_difference"]["argument"], 0);
    assert_eq!(v["buffers"]["first_difference"]["index"], 0);
    // Unknown kernel; a trace block the kernel does not have.
    let mut u = t.clone();
    u["function"] = "nope".into();
    assert!(api::hw_compare(&u.to_string(), &ir).unwrap_err().message.contains("no function named `nope`"));
    let mut b = t.clone();
    b["blocks"][1] = "%999".into();
    assert!(api::hw_compare(&b.to_string(), &ir).unwrap_err().message.contains("trace block `%999` is not a block of @k_ifelse"));
}

/// The CLI prints the library's JSON, and the text names consistency, paths, buffers and every
/// policy with its agreement.
#[test]
fn the_cli_prints_the_library_result() {
    let Some(dir) = shared() else { return };
    let (trace, ir) = (dir.join("k_nested.trace.json"), dir.join("recon.ll"));
    let cli = |format: &str| {
        let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["hw-compare", trace.to_str().unwrap(), "--ir", ir.to_str().unwrap(), "--format", format]).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let json: Value = serde_json::from_str(&cli("json")).unwrap();
    // serde_json parses floats to within one ulp: compare them rounded.
    fn round(v: &Value) -> Value {
        match v {
            Value::Number(n) if n.is_f64() => serde_json::json!((n.as_f64().unwrap() * 1e9).round() / 1e9),
            Value::Array(a) => Value::Array(a.iter().map(round).collect()),
            Value::Object(o) => Value::Object(o.iter().map(|(k, x)| (k.clone(), round(x))).collect()),
            x => x.clone(),
        }
    }
    assert_eq!(round(&json), round(&compare(&dir, "k_nested")));
    let names: Vec<&str> = json["policies"].as_array().unwrap().iter().map(|p| p["policy"].as_str().unwrap()).collect();
    assert_eq!(names, ["ipdom", "markers", "independent", "maximal", "predication", "ipdom-no-unreachable", "ipdom-fewer-lanes-first"]);
    let text = cli("text");
    assert!(text.contains("consistency: the recorded masks are consistent"), "{text}");
    assert!(text.contains("paths: identical to the interpreter's"), "{text}");
    assert!(text.contains("buffers: identical to the interpreter's"), "{text}");
    assert!(text.lines().any(|l| l.starts_with("ipdom ") && l.ends_with("91.9%")), "{text}");
    assert!(text.contains("block %19"), "{text}");
    let bad = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["hw-compare", ir.to_str().unwrap(), "--ir", ir.to_str().unwrap()]).output().unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("hardware trace:"));
}

/// `scripts/record-gpu --prepare` (the half that runs without a GPU): the PTX it writes for each
/// of the eight shared kernels has no `call` left (the built-ins `instrument` defines are inlined
/// before llc; with calls, ptxas placed k_twoexits' convergence barriers elsewhere and an H200
/// reconverged at neither exit), and `meta.json` names the trace's blocks. Run end to end on an
/// H200 on 2026-11-27: the eight re-recorded logs and buffers equal the shared traces
/// (docs/HARDWARE.md, "Recording again").
#[test]
fn record_gpu_prepares_call_free_ptx() {
    let (Some(_), Some(_)) = (common::tool("opt-19"), common::tool("llc-19")) else { return };
    let Some(d) = shared() else { return };
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/record-gpu");
    let dir = common::scratch_dir("record_gpu_prepare");
    for (kernel, _, _) in TABLE {
        let out = dir.join(kernel);
        let o = Command::new("python3")
            .arg(&script)
            .arg(d.join("recon.ll"))
            .args(["--function", kernel, "--sm", "sm_90", "--reconverge", env!("CARGO_BIN_EXE_reconverge"), "--prepare"])
            .arg(&out)
            .output()
            .unwrap();
        assert!(o.status.success(), "record-gpu --prepare {kernel}: {}", String::from_utf8_lossy(&o.stderr));
        let ptx = std::fs::read_to_string(out.join("kernel.ptx")).unwrap();
        assert!(ptx.contains(&format!(".entry {kernel}(")), "{kernel}: no entry in the PTX");
        assert!(!ptx.lines().any(|l| l.trim_start().starts_with("call")), "{kernel}: a call is left in the PTX");
        let meta: Value = serde_json::from_str(&std::fs::read_to_string(out.join("meta.json")).unwrap()).unwrap();
        let trace: Value = serde_json::from_str(&std::fs::read_to_string(d.join(format!("{kernel}.trace.json"))).unwrap()).unwrap();
        assert_eq!(meta["blocks"], trace["blocks"], "{kernel}: block names");
        assert_eq!(meta["sm"], "sm_90");
    }
}

/// Four real kernels recorded on an H200 by `scripts/record-gpu` (`tests/hardware_recordings/`):
/// consistent masks, paths and buffers (`stencil2d`'s `f32` ones too) identical to the
/// interpreter's, and the stack, maximal and predication policies agree on every instance
/// (instance counts pinned).
#[test]
fn real_kernels_recorded_on_an_h200() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hardware_recordings");
    let expect = [("bfs_step", 438), ("collatz", 27934), ("private_sort", 1356), ("stencil2d", 5536)];
    for (kernel, instances) in expect {
        let trace = std::fs::read_to_string(dir.join(format!("{kernel}.trace.json"))).unwrap();
        let ir = std::fs::read_to_string(dir.join(format!("{kernel}.ll"))).unwrap();
        let v = api::hw_compare(&trace, &ir).unwrap_or_else(|e| panic!("{kernel}: {e}"));
        assert_eq!(v["consistent"], true, "{kernel}: {}", v["contradictions"]);
        assert_eq!(v["paths"]["identical"], true, "{kernel}: {}", v["paths"]);
        assert_eq!(v["buffers"]["identical"], true, "{kernel}: {}", v["buffers"]);
        for p in v["policies"].as_array().unwrap() {
            assert_eq!(p["instances"], instances, "{kernel} {}", p["policy"]);
            if p["policy"] != "independent" {
                assert_eq!(p["agree"], instances, "{kernel} {}", p["policy"]);
            }
        }
    }
}
