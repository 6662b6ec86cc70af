//! Warp-synchronous code (issue 32 item 7; `core/src/interpreter/warp_synchronous.rs`). Our own
//! kernels in `tests/warp_synchronous/`, written from the patterns (a reduction's unrolled warp
//! tail in volatile local memory, a warp-centric BFS step staging row starts in local memory, a
//! warp-level Hillis–Steele scan, a warp-centric BFS step marking levels in place, whose evidence
//! is the lanes' paths), each with a work-group-barrier-fixed `_ok` twin and a
//! `sub_group_barrier`-fixed `_sg_ok` twin, compiled by clang-19 to amdgcn at -O2 and -O0 and
//! to nvptx64 at -O2; and the first three patterns in CUDA (`_cuda.cu`, on the SDK stand-in
//! `tests/cuda_hip/shim.h`) with `__syncwarp`-fixed `_cuda_ok.cu` twins, compiled device-only
//! for sm_90 at -O2 and -O0: every buggy kernel reports a `warp-synchronous` finding (its two
//! lanes in one warp, the race's two accesses, evidence in the message) beside the intra-warp
//! race, and no twin reports anything (a sub-group barrier orders the lanes of its warp:
//! `happens_before.rs`). The lock-step replay itself is checked on the results: in lock-step
//! the buggy kernels compute what their twins compute.

mod common;

use reconverge_core::interpreter::{self, FindingKind, Limits, Run, RunInputs};
use std::collections::BTreeSet;
use std::path::Path;

use common::{kernel_header as header, KERNEL_CONFIGS as CONFIGS};

fn run_ll(ll: &str, name: &str, limits: &Limits) -> Run {
    let module = reconverge_core::ir::parse_module(ll).unwrap_or_else(|e| panic!("{name}: {e}"));
    interpreter::run(&module, ll, "k", &RunInputs::default(), limits)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn kernels() -> Vec<std::path::PathBuf> {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/warp_synchronous");
    let mut v: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cl" || x == "cu"))
        .collect();
    v.sort();
    v
}

/// The CUDA kernels' configurations: device-only for sm_90 (32-lane warps), -O2 and -O0.
const CUDA_CONFIGS: [(&str, &str); 2] = [("cuda-sm_90", "-O2"), ("cuda-sm_90", "-O0")];

/// Compiles CUDA source `src` device-only for sm_90 at `opt` to `out`; the IR text.
fn compile_cuda(clang: &Path, src: &Path, opt: &str, out: &Path) -> String {
    let o = std::process::Command::new(clang)
        .args(["-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", "--cuda-gpu-arch=sm_90"])
        .args(["-Xclang", "-target-feature", "-Xclang", "+ptx80", opt, "-emit-llvm", "-S", "-o"])
        .arg(out)
        .arg(src)
        .output()
        .expect("run clang-19");
    assert!(o.status.success(), "clang-19 failed on {}: {}", src.display(), String::from_utf8_lossy(&o.stderr));
    std::fs::read_to_string(out).unwrap()
}

/// Every kernel at every configuration: `(stem, target, opt, .ll text)`.
fn compiled(tag: &str) -> Vec<(String, &'static str, &'static str, String)> {
    let Some(clang) = common::tool("clang-19") else {
        return Vec::new();
    };
    let dir = common::scratch_dir(tag);
    let mut out = Vec::new();
    for src in kernels() {
        let stem = src.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&src).unwrap();
        if src.extension().is_some_and(|x| x == "cu") {
            for (target, opt) in CUDA_CONFIGS {
                let ll = compile_cuda(&clang, &src, opt, &dir.join(format!("{stem}{opt}.{target}.ll")));
                out.push((stem.clone(), target, opt, format!("{ll}\n{}", header(&text))));
            }
            continue;
        }
        for (target, opt) in CONFIGS {
            let ll = common::compile_opencl(
                &clang,
                &src,
                target,
                opt,
                &dir.join(format!("{stem}{opt}.{target}.ll")),
            );
            out.push((stem.clone(), target, opt, format!("{ll}\n{}", header(&text))));
        }
    }
    out
}

#[test]
fn buggy_kernels_report_warp_synchronous_and_twins_nothing() {
    let mut failures = Vec::new();
    let mut reported = 0;
    let (mut buggy, mut twins) = (0, 0);
    for (stem, target, opt, ll) in compiled("warp_synchronous") {
        let r = run_ll(&ll, &stem, &Limits::default());
        let kinds: BTreeSet<&str> = r.findings.iter().map(|f| f.kind.name()).collect();
        let what = format!(
            "{stem} {target} {opt}: {:#?}",
            r.findings
                .iter()
                .map(|f| (f.kind.name(), &f.message, f.locations.iter().map(|l| (l.line, l.col)).collect::<Vec<_>>()))
                .collect::<Vec<_>>()
        );
        if stem.ends_with("_ok") {
            twins += 1;
            if !r.findings.is_empty() {
                failures.push(format!("twin reports findings: {what}"));
            }
            continue;
        }
        buggy += 1;
        let ws: Vec<_> = r
            .findings
            .iter()
            .filter(|f| f.kind == FindingKind::WarpSynchronous)
            .collect();
        if ws.is_empty() || !kinds.iter().any(|k| k.ends_with("-race")) {
            failures.push(format!("no warp-synchronous finding beside a race: {what}"));
            continue;
        }
        for f in ws {
            reported += 1;
            // Two lanes of one warp of one work-group, the race's two accesses, the evidence.
            let lin = |g: [u64; 3]| g[0] % r.local[0];
            let [a, b] = [f.work_items[0], f.work_items[1]];
            let ok = f.work_items.len() == 2
                && a[0] / r.local[0] == b[0] / r.local[0]
                && lin(a) / u64::from(r.wave) == lin(b) / u64::from(r.wave)
                && f.locations.len() == 2
                && f.locations.iter().all(|l| l.line > 0)
                && f.space.is_some()
                && f.buffer.is_some()
                && f.offset.is_some()
                && f.same_work_group == Some(true)
                && f.message.contains(&format!("wave {}", r.wave))
                && f.message.contains("Evidence:");
            if !ok {
                failures.push(format!("malformed warp-synchronous finding {f:#?} in {what}"));
            }
        }
    }
    eprintln!("warp-synchronous findings: {reported} on {buggy} buggy runs; {twins} twin runs silent");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The lock-step replay computes what the barrier-fixed twin computes (so the evidence is
/// about lock-step, not about a broken replay): the buggy kernels' buffers under
/// [`interpreter::warp_synchronous::WarpSchedule::LockStep`] equal their twins'.
#[test]
fn lock_step_replay_matches_the_twins() {
    let all = compiled("warp_synchronous_lockstep");
    let mut failures = Vec::new();
    for (stem, target, opt, ll) in &all {
        if stem.ends_with("_ok") {
            continue;
        }
        // Every twin: the work-group-barrier one, the `sub_group_barrier` one (OpenCL), the
        // `__syncwarp` one (CUDA).
        let twins: Vec<_> = all
            .iter()
            .filter(|(s, t, o, _)| (*s == format!("{stem}_ok") || *s == format!("{stem}_sg_ok")) && t == target && o == opt)
            .collect();
        assert!(!twins.is_empty(), "{stem}: a twin");
        let mut limits = Limits::default();
        limits.checks.lock_step = true;
        let lock = run_ll(ll, stem, &limits);
        let data = |r: &Run| r.buffers.iter().map(|b| b.as_ref().map(|b| b.data.clone())).collect::<Vec<_>>();
        let fixed = run_ll(&twins[0].3, &twins[0].0, &Limits::default());
        for twin in &twins {
            let fixed = run_ll(&twin.3, &twin.0, &Limits::default());
            if data(&lock) != data(&fixed) {
                failures.push(format!("{stem} {target} {opt}: lock-step {:?} != twin {} {:?}", data(&lock), twin.0, data(&fixed)));
            }
        }
        // The normal run (each lane alone to its next barrier) ends otherwise: its buffers
        // (warp_levels: its paths).
        let plain = run_ll(ll, stem, &Limits::default());
        if data(&plain) == data(&fixed) && plain.paths == lock.paths {
            failures.push(format!("{stem} {target} {opt}: the normal run already computes what lock-step does"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Item 7's patterns each have a buggy kernel and twins that synchronise with a work-group
/// barrier, with `sub_group_barrier` (OpenCL) and with `__syncwarp` (CUDA).
#[test]
fn every_pattern_has_synchronising_twins() {
    let have: BTreeSet<String> = kernels().iter().map(|p| p.file_name().unwrap().to_string_lossy().to_string()).collect();
    for p in ["reduce_tail", "warp_bfs", "warp_scan"] {
        for f in [format!("{p}.cl"), format!("{p}_ok.cl"), format!("{p}_sg_ok.cl"), format!("{p}_cuda.cu"), format!("{p}_cuda_ok.cu")] {
            assert!(have.contains(&f), "missing {f}");
        }
    }
}

/// A sub-group barrier orders only the spaces its fence flags name: the scan's
/// `sub_group_barrier(CLK_LOCAL_MEM_FENCE)` twin with `CLK_GLOBAL_MEM_FENCE` instead leaves
/// its local-memory accesses unordered for the race checks (read-write races are reported; no
/// `warp-synchronous` finding, since the barrier still makes the lanes wait for one another, so
/// lock-step changes no result).
#[test]
fn sub_group_barriers_order_only_what_they_cover() {
    let Some(clang) = common::tool("clang-19") else {
        return;
    };
    let dir = common::scratch_dir("warp_synchronous_fences");
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/warp_synchronous");
    let cl = std::fs::read_to_string(here.join("warp_scan_sg_ok.cl")).unwrap().replace("CLK_LOCAL_MEM_FENCE", "CLK_GLOBAL_MEM_FENCE");
    let src = dir.join("scan_global_fence.cl");
    std::fs::write(&src, &cl).unwrap();
    for (target, opt) in CONFIGS {
        let ll = common::compile_opencl(&clang, &src, target, opt, &dir.join(format!("scan_global_fence{opt}.{target}.ll")));
        let r = run_ll(&format!("{ll}\n{}", header(&cl)), "fences", &Limits::default());
        let kinds: BTreeSet<FindingKind> = r.findings.iter().filter(|f| f.space.as_deref() == Some("local")).map(|f| f.kind).collect();
        assert!(kinds.contains(&FindingKind::ReadWriteRace), "{target} {opt}: {:#?}", r.findings);
    }
}

/// `CheckOptions::warp_synchronous = false` turns the replay off; the races stay.
#[test]
fn the_check_can_be_turned_off() {
    for (stem, _, _, ll) in compiled("warp_synchronous_off").iter().filter(|c| c.0 == "reduce_tail") {
        let mut limits = Limits::default();
        limits.checks.warp_synchronous = false;
        let r = run_ll(ll, stem, &limits);
        assert!(r.findings.iter().all(|f| f.kind != FindingKind::WarpSynchronous));
        assert!(r.findings.iter().any(|f| f.kind.is_race()));
    }
}

/// A random straight-line kernel for one 64-lane warp: statements `out[w(l)] = out[r(l)] + c`
/// with `r`, `w` bijections `l ↦ (a·l + b) mod 64` (`a` odd), no barrier.
fn straight_line(stmts: &[(u32, u32, u32, u32, i32)]) -> String {
    straight_line_masked(stmts, 63)
}

/// [`straight_line`] with the written index masked by `wmask` (`(a·l + b) & wmask`): below 63
/// several lanes store to one element in one instruction. Statement `j`'s store is on line
/// `8 + 13·(j + 1)`.
fn straight_line_masked(stmts: &[(u32, u32, u32, u32, i32)], wmask: u32) -> String {
    let mut s = String::from(
        "target datalayout = \"e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9\"\n\
         target triple = \"amdgcn-amd-amdhsa\"\n\
         ; run: global 64 local 64 wave 64\n; arg 0 = i32[64] iota\n\
         declare i32 @llvm.amdgcn.workitem.id.x()\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %out) {\nentry:\n  %lid = call i32 @llvm.amdgcn.workitem.id.x()\n",
    );
    for (j, &(ra, rb, wa, wb, c)) in stmts.iter().enumerate() {
        for (n, a, b) in [("r", ra, rb), ("w", wa, wb)] {
            s += &format!(
                "  %{n}{j}m = mul i32 %lid, {a}\n  %{n}{j}s = add i32 %{n}{j}m, {b}\n  %{n}{j}i = and i32 %{n}{j}s, {}\n  %{n}{j}x = zext i32 %{n}{j}i to i64\n  %{n}{j}p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %{n}{j}x\n",
                if n == "w" { wmask } else { 63 }
            );
        }
        s += &format!("  %v{j} = load i32, ptr addrspace(1) %r{j}p, align 4\n  %c{j} = add i32 %v{j}, {c}\n  store i32 %c{j}, ptr addrspace(1) %w{j}p, align 4\n");
    }
    s + "  ret void\n}\n"
}

/// Slow references of the kernel above: lock-step (every lane loads, then every lane stores,
/// statement by statement) and lane by lane (each lane runs every statement, in `lanes` order).
fn reference(stmts: &[(u32, u32, u32, u32, i32)], lock_step: bool, lanes: &[u32]) -> Vec<i64> {
    let mut m: Vec<i32> = (0..64).collect();
    let idx = |a: u32, b: u32, l: u32| ((a.wrapping_mul(l).wrapping_add(b)) & 63) as usize;
    if lock_step {
        for &(ra, rb, wa, wb, c) in stmts {
            let v: Vec<i32> = (0..64).map(|l| m[idx(ra, rb, l)].wrapping_add(c)).collect();
            for l in 0..64 {
                m[idx(wa, wb, l)] = v[l as usize];
            }
        }
    } else {
        for &l in lanes {
            for &(ra, rb, wa, wb, c) in stmts {
                m[idx(wa, wb, l)] = m[idx(ra, rb, l)].wrapping_add(c);
            }
        }
    }
    m.into_iter().map(i64::from).collect()
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    /// The lock-step schedule equals its slow reference; the normal schedule equals the
    /// lane-by-lane one; and a `warp-synchronous` finding is reported exactly when lock-step
    /// ends otherwise than lane by lane (forward or from the last lane).
    #[test]
    fn lock_step_matches_its_reference_and_the_finding_follows(
        stmts in proptest::collection::vec((0u32..32, 0u32..64, 0u32..32, 0u32..64, -3i32..4), 1..5)
    ) {
        let stmts: Vec<_> = stmts.into_iter().map(|(ra, rb, wa, wb, c)| (2 * ra + 1, rb, 2 * wa + 1, wb, c)).collect();
        let ll = straight_line(&stmts);
        let data = |r: &Run| match &r.buffers[0] {
            Some(b) => b.data.iter().map(|n| n.as_f64() as i64).collect::<Vec<_>>(),
            None => Vec::new(),
        };
        let mut limits = Limits::default();
        limits.checks.lock_step = true;
        let lock = run_ll(&ll, "straight-line", &limits);
        let want_lock = reference(&stmts, true, &[]);
        proptest::prop_assert_eq!(data(&lock), want_lock.clone());
        let fwd: Vec<u32> = (0..64).collect();
        let rev: Vec<u32> = (0..64).rev().collect();
        let plain = run_ll(&ll, "straight-line", &Limits::default());
        proptest::prop_assert_eq!(data(&plain), reference(&stmts, false, &fwd));
        let differs = want_lock != reference(&stmts, false, &fwd) || want_lock != reference(&stmts, false, &rev);
        let found = plain.findings.iter().any(|f| f.kind == FindingKind::WarpSynchronous);
        proptest::prop_assert_eq!(found, differs, "{:#?}", plain.findings.iter().map(|f| (&f.kind, &f.message)).collect::<Vec<_>>());
    }
}

/// The first store of the lock-step reference of [`straight_line_masked`] in which two lanes
/// store different values to one element: `(statement, element, [lane, lane], [value,
/// value])`, the least element and then the least pair of lanes in lane order, as the
/// replay's watch reports it.
fn first_conflict(stmts: &[(u32, u32, u32, u32, i32)], wmask: u32) -> Option<(usize, usize, [u32; 2], [i32; 2])> {
    let mut m: Vec<i32> = (0..64).collect();
    let idx = |a: u32, b: u32, l: u32, k: u32| ((a.wrapping_mul(l).wrapping_add(b)) & k) as usize;
    for (j, &(ra, rb, wa, wb, c)) in stmts.iter().enumerate() {
        let v: Vec<i32> = (0..64).map(|l| m[idx(ra, rb, l, 63)].wrapping_add(c)).collect();
        for e in 0..64 {
            let ls: Vec<u32> = (0..64).filter(|&l| idx(wa, wb, l, wmask) == e).collect();
            for (x, &p) in ls.iter().enumerate() {
                if let Some(&q) = ls[x + 1..].iter().find(|&&q| v[q as usize] != v[p as usize]) {
                    return Some((j, e, [p, q], [v[p as usize], v[q as usize]]));
                }
            }
        }
        for l in 0..64 {
            m[idx(wa, wb, l, wmask)] = v[l as usize];
        }
    }
    None
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    /// Two lanes of one lock-step store writing different values to one element end the
    /// check with the note that names them (statement line, lanes, element, values) and no
    /// `warp-synchronous` finding, as the slow reference says; without such a store the
    /// finding follows the reference as in the test above (the lanes-reversed lock-step replay
    /// being skipped changes nothing).
    #[test]
    fn lock_step_conflicts_follow_their_reference(
        stmts in proptest::collection::vec((0u32..32, 0u32..64, 0u32..32, 0u32..64, -3i32..4), 1..5),
        wmask in proptest::sample::select(vec![63u32, 62, 31, 7]),
    ) {
        let stmts: Vec<_> = stmts.into_iter().map(|(ra, rb, wa, wb, c)| (2 * ra + 1, rb, 2 * wa + 1, wb, c)).collect();
        let ll = straight_line_masked(&stmts, wmask);
        let plain = run_ll(&ll, "straight-line", &Limits::default());
        let found = plain.findings.iter().any(|f| f.kind == FindingKind::WarpSynchronous);
        let note = plain.notes.iter().find(|n| n.contains("in one instruction:"));
        match first_conflict(&stmts, wmask) {
            Some((j, e, [p, q], [x, y])) => {
                let want = format!(
                    "at line {}:3 lanes {p} and {q} of warp 0 (work-group (0, 0, 0), wave 64) store {x} and {y} to element {e} of buffer %out (argument 0) in one instruction",
                    8 + 13 * (j + 1)
                );
                proptest::prop_assert!(note.is_some_and(|n| n.contains(&want)), "want {want}\n{:#?}", plain.notes);
                proptest::prop_assert!(!found);
            }
            None => {
                proptest::prop_assert!(note.is_none(), "{:#?}", plain.notes);
                if wmask == 63 {
                    let fwd: Vec<u32> = (0..64).collect();
                    let rev: Vec<u32> = (0..64).rev().collect();
                    let lock = reference(&stmts, true, &[]);
                    let differs = lock != reference(&stmts, false, &fwd) || lock != reference(&stmts, false, &rev);
                    proptest::prop_assert_eq!(found, differs);
                }
            }
        }
    }
}

/// `reconverge run` prints the finding in text and JSON (kind, warning, two lanes, the race's
/// two locations); `--no-warp-synchronous` drops it.
#[test]
fn cli_prints_the_finding() {
    let Some((_, _, _, ll)) = compiled("warp_synchronous_cli")
        .into_iter()
        .find(|c| c.0 == "warp_scan" && c.1.starts_with("nvptx"))
    else {
        return;
    };
    let dir = common::scratch_dir("warp_synchronous_cli_run");
    let file = dir.join("warp_scan_cli.ll");
    std::fs::write(&file, &ll).unwrap();
    let bin = env!("CARGO_BIN_EXE_reconverge");
    let out = |args: &[&str]| {
        let o = std::process::Command::new(bin).arg("run").arg(&file).args(args).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let text = out(&["--format", "text"]);
    assert!(text.lines().any(|l| l.starts_with("warp-synchronous: ") && l.contains("wave 32") && l.contains("Evidence:")), "{text}");
    let json: serde_json::Value = serde_json::from_str(&out(&["--format", "json"])).unwrap();
    let ws: Vec<&serde_json::Value> = json["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["kind"] == "warp-synchronous")
        .collect();
    assert!(!ws.is_empty());
    for f in ws {
        assert_eq!(f["severity"], "warning");
        assert_eq!(f["space"], "local");
        assert_eq!(f["work_items"].as_array().unwrap().len(), 2);
        assert_eq!(f["locations"].as_array().unwrap().len(), 2);
        assert!(f["locations"][0]["block_name"].is_string());
    }
    let off = out(&["--format", "text", "--no-warp-synchronous"]);
    assert!(!off.contains("warp-synchronous:") && off.contains("read-write-race:"), "{off}");
}
