//! Warp-synchronous code (issue 32 item 7; `core/src/interpreter/warp_synchronous.rs`). Our own
//! kernels in `tests/warp_synchronous/`, written from the patterns (a reduction's unrolled warp
//! tail in volatile local memory, a warp-centric BFS step staging row starts in local memory, a
//! warp-level Hillis–Steele scan, a warp-centric BFS step marking levels in place, whose evidence
//! is the lanes' paths), each with a barrier-fixed `_ok` twin, compiled by clang-19 to
//! amdgcn at -O2 and -O0 and to nvptx64 at -O2: every buggy kernel reports a `warp-synchronous`
//! finding (its two lanes in one warp, the race's two accesses, evidence in the message) beside
//! the intra-warp race, and no twin reports anything. The lock-step replay itself is checked on
//! the results: in lock-step the buggy kernels compute what their twins compute.

mod common;

use reconverge_core::interpreter::{self, FindingKind, Limits, Run, RunInputs};
use std::collections::BTreeSet;
use std::path::Path;

const CONFIGS: [(&str, &str); 3] = [
    ("amdgcn-amd-amdhsa", "-O2"),
    ("amdgcn-amd-amdhsa", "-O0"),
    ("nvptx64-nvidia-cuda", "-O2"),
];

/// The `// run:` / `// arg` lines of a .cl file as IR directives.
fn header(text: &str) -> String {
    text.lines()
        .filter_map(|l| l.strip_prefix("//"))
        .filter(|l| l.trim_start().starts_with("run:") || l.trim_start().starts_with("arg "))
        .map(|l| format!(";{l}\n"))
        .collect()
}

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
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .collect();
    v.sort();
    v
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
            if !r.findings.is_empty() {
                failures.push(format!("twin reports findings: {what}"));
            }
            continue;
        }
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
    eprintln!("warp-synchronous findings: {reported}");
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
        let twin = all
            .iter()
            .find(|(s, t, o, _)| *s == format!("{stem}_ok") && t == target && o == opt)
            .expect("a twin");
        let mut limits = Limits::default();
        limits.checks.lock_step = true;
        let lock = run_ll(ll, stem, &limits);
        let fixed = run_ll(&twin.3, &twin.0, &Limits::default());
        let data = |r: &Run| r.buffers.iter().map(|b| b.as_ref().map(|b| b.data.clone())).collect::<Vec<_>>();
        if data(&lock) != data(&fixed) {
            failures.push(format!("{stem} {target} {opt}: lock-step {:?} != twin {:?}", data(&lock), data(&fixed)));
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
