//! The interpreter as a kernel checker (issue 20). One-bug OpenCL C kernels in
//! `tests/interpreter_checks/` (each with a bug-free `_ok` twin), compiled by clang-19 to amdgcn
//! at -O2 and -O0 and to nvptx64 at -O2, report exactly the finding kinds of their
//! `// expect:` line; every kernel of `tests/interpreter_kernels/` (the POCL-checked suite) and
//! of the gallery (`web/examples/*.ll`) reports none. Property test: a random straight-line
//! kernel of store/load phases (permutation indices) with a barrier between every two phases
//! reports no race; without the barrier after phase `p` it reports exactly the conflicts between
//! phases `p` and `p + 1`.

mod common;

use proptest::prelude::*;
use reconverge_core::interpreter::{self, FindingKind, Limits, Run, RunInputs};
use std::collections::BTreeSet;
use std::path::Path;

use common::{kernel_header as header, KERNEL_CONFIGS as CONFIGS};

fn run_ll(ll: &str, name: &str) -> Run {
    let module = reconverge_core::ir::parse_module(ll).unwrap_or_else(|e| panic!("{name}: {e}"));
    interpreter::run(&module, ll, name, &RunInputs::default(), &Limits::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn kinds(r: &Run) -> BTreeSet<String> {
    r.findings
        .iter()
        .map(|f| f.kind.name().to_string())
        .collect()
}

fn cl_files(dir: &str) -> Vec<std::path::PathBuf> {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut v: Vec<_> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .collect();
    v.sort();
    v
}

#[test]
fn one_bug_kernels_report_their_bug_and_twins_none() {
    let Some(clang) = common::tool("clang-19") else {
        return;
    };
    let dir = common::scratch_dir("interpreter_checks");
    let mut failures = Vec::new();
    let mut per_kind: std::collections::BTreeMap<String, usize> = Default::default();
    for src in cl_files("tests/interpreter_checks") {
        let stem = src.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&src).unwrap();
        let parse = |key: &str| -> Option<BTreeSet<String>> {
            text.lines().find_map(|l| l.strip_prefix(key)).map(|l| {
                l.split(['(', ';'])
                    .next()
                    .unwrap_or("")
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| s != "none" && !s.is_empty())
                    .collect()
            })
        };
        let expect_all = parse("// expect:").expect("an // expect: line");
        for (target, opt) in CONFIGS {
            // `// expect-amdgcn-O2:` overrides for amdgcn -O2 (where clang folded the bug away).
            // `// expect-O2:` for both -O2 configurations.
            let expect = match (opt, target.starts_with("amdgcn")) {
                ("-O2", true) => parse("// expect-amdgcn-O2:").or_else(|| parse("// expect-O2:")),
                ("-O2", false) => parse("// expect-O2:"),
                _ => None,
            }
            .unwrap_or_else(|| expect_all.clone());
            let ll = common::compile_opencl(
                &clang,
                &src,
                target,
                opt,
                &dir.join(format!("{stem}{opt}.{target}.ll")),
            );
            let ll = format!("{ll}\n{}", header(&text));
            let r = run_ll(&ll, "k");
            // Warnings (schedule-dependent-*) are consequences: required only where expected.
            let got: BTreeSet<String> = kinds(&r)
                .into_iter()
                .filter(|k| expect.contains(k) || !k.starts_with("schedule-dependent"))
                .collect();
            if got != expect {
                failures.push(format!(
                    "{stem} {target} {opt}: expected {expect:?}, got {got:?}: {:#?}",
                    r.findings
                        .iter()
                        .map(|f| (&f.kind, &f.message, f.locations.first().map(|l| l.line)))
                        .collect::<Vec<_>>()
                ));
            }
            for k in kinds(&r) {
                *per_kind.entry(k).or_default() += 1;
            }
        }
    }
    eprintln!("findings per kind over all configurations: {per_kind:?}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn clean_kernels_report_nothing() {
    let Some(clang) = common::tool("clang-19") else {
        return;
    };
    let dir = common::scratch_dir("interpreter_checks_clean");
    let mut failures = Vec::new();
    for src in cl_files("tests/interpreter_kernels") {
        let name = src.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(&src).unwrap();
        for (target, opt) in CONFIGS {
            let ll = common::compile_opencl(
                &clang,
                &src,
                target,
                opt,
                &dir.join(format!("{name}{opt}.{target}.ll")),
            );
            let ll = format!("{ll}\n{}", header(&text));
            let r = run_ll(&ll, &name);
            if !r.findings.is_empty() {
                failures.push(format!("{name} {target} {opt}: {:#?}", r.findings));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Gallery kernels written with a bug on purpose, and the one they have.
const INTENDED_BUGS: &[&str] = &["debug_race.ll"];

#[test]
fn gallery_kernels_report_nothing() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/examples");
    for e in std::fs::read_dir(&root).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_none_or(|x| x != "ll") {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        let m = reconverge_core::ir::parse_module(&text).unwrap();
        // The Debug tab's example has its race on purpose ("run to finding" stops there).
        let intended = p.file_name().is_some_and(|n| INTENDED_BUGS.contains(&n.to_str().unwrap_or("")));
        for f in &m.functions {
            if let Ok(r) = interpreter::run(
                &m,
                &text,
                &f.name,
                &RunInputs::default(),
                &Limits::default(),
            ) {
                if intended {
                    assert!(
                        r.findings.iter().any(|x| x.kind == interpreter::checks::FindingKind::WriteWriteRace),
                        "{} @{}: its intended write-write race is not reported: {:#?}",
                        p.display(),
                        f.name,
                        r.findings
                    );
                    continue;
                }
                assert!(
                    r.findings.is_empty(),
                    "{} @{}: {:#?}",
                    p.display(),
                    f.name,
                    r.findings
                );
            }
        }
    }
}

const AMD: &str = "target datalayout = \"e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9\"\ntarget triple = \"amdgcn-amd-amdhsa\"\n";

/// A phase: store (or load) of `d[(t·a + b) mod 64]` (a odd: a permutation of the 64 work-items).
#[derive(Clone, Debug)]
struct Phase {
    store: bool,
    a: u32,
    b: u32,
}

/// The kernel text: phase `k` is on line `first_line + 5k + 3` (its access instruction);
/// a barrier follows every phase except `skip`.
fn phase_kernel(phases: &[Phase], skip: Option<usize>) -> (String, Vec<u32>) {
    let mut body = String::from("  %t = call i32 @llvm.amdgcn.workitem.id.x()\n");
    let mut lines = Vec::new();
    let base_line = AMD.lines().count() as u32 + 2;
    let mut line = base_line + 1;
    for (k, p) in phases.iter().enumerate() {
        body += &format!("  %a{k} = mul i32 %t, {}\n  %b{k} = add i32 %a{k}, {}\n  %i{k} = and i32 %b{k}, 63\n  %p{k} = getelementptr inbounds i32, ptr addrspace(1) %d, i32 %i{k}\n", p.a, p.b);
        line += 4;
        lines.push(line);
        if p.store {
            body += &format!(
                "  store i32 {}, ptr addrspace(1) %p{k}, align 4\n",
                1000 * (k + 1) + 7
            );
        } else {
            body += &format!("  %x{k} = load i32, ptr addrspace(1) %p{k}, align 4\n");
        }
        line += 1;
        if Some(k) != skip {
            body += "  call void @llvm.amdgcn.s.barrier()\n";
            line += 1;
        }
    }
    body += "  ret void";
    let src = format!("{AMD}define amdgpu_kernel void @k(ptr addrspace(1) %d) {{\n{body}\n}}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\ndeclare void @llvm.amdgcn.s.barrier()\n; run: global 64 local 64\n; arg %d = i32[64] zeros\n");
    (src, lines)
}

fn race_pairs(r: &Run) -> BTreeSet<(String, u32, u32)> {
    r.findings
        .iter()
        .filter(|f| f.kind.is_race())
        .map(|f| {
            let (x, y) = (f.locations[0].line, f.locations[1].line);
            (f.kind.name().to_string(), x.min(y), x.max(y))
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn barriers_order_exactly_their_phases(
        phases in prop::collection::vec((any::<bool>(), 0u32..32, 0u32..64).prop_map(|(s, a, b)| Phase { store: s, a: 2 * a + 1, b }), 2..6),
        skip in 0usize..5,
    ) {
        let (src, _) = phase_kernel(&phases, None);
        let m = reconverge_core::ir::parse_module(&src).unwrap();
        let r = interpreter::run(&m, &src, "k", &RunInputs::default(), &Limits::default()).unwrap();
        prop_assert!(race_pairs(&r).is_empty(), "{:#?}", r.findings);
        let skip = skip % (phases.len() - 1);
        let (src, lines) = phase_kernel(&phases, Some(skip));
        let m = reconverge_core::ir::parse_module(&src).unwrap();
        let r = interpreter::run(&m, &src, "k", &RunInputs::default(), &Limits::default()).unwrap();
        // Slow reference: the conflicts between phases skip and skip + 1, by address.
        let (p, q) = (&phases[skip], &phases[skip + 1]);
        let mut expect = BTreeSet::new();
        if p.store || q.store {
            let conflict = (0..64u32).any(|i| (0..64u32).any(|j| i != j && (i * p.a + p.b) % 64 == (j * q.a + q.b) % 64));
            if conflict {
                let kind = if p.store && q.store { FindingKind::WriteWriteRace } else { FindingKind::ReadWriteRace };
                expect.insert((kind.name().to_string(), lines[skip], lines[skip + 1]));
            }
        }
        prop_assert_eq!(race_pairs(&r), expect, "{:#?}", r.findings);
    }
}

/// `run: … checks off` and `"checks": false` turn the checks off (no findings; a fault stops
/// the run again); `checks on` restates the default; any other word is a parse error.
#[test]
fn checks_off_by_directive_and_by_inputs() {
    let base = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %l, ptr addrspace(1) %out, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
; arg 0 = i32[1] zeros
"#;
    let run_with = |extra: &str, inputs: &RunInputs| {
        let ll = format!("{base}{extra}\n");
        let m = reconverge_core::ir::parse_module(&ll).unwrap();
        interpreter::run(&m, &ll, "k", inputs, &Limits::default())
    };
    let on = run_with("; run: global 64 local 64 checks on", &RunInputs::default()).unwrap();
    assert_eq!(kinds(&on), BTreeSet::from(["write-write-race".to_string()]));
    let off = run_with(
        "; run: global 64 local 64 checks off",
        &RunInputs::default(),
    )
    .unwrap();
    assert!(off.findings.is_empty(), "{:#?}", off.findings);
    let json: RunInputs =
        serde_json::from_str(r#"{"global": [64], "local": [64], "checks": false}"#).unwrap();
    let off = run_with("", &json).unwrap();
    assert!(off.findings.is_empty(), "{:#?}", off.findings);
    let e = run_with("; run: global 64 checks maybe", &RunInputs::default()).unwrap_err();
    assert!(e.to_string().contains("`on` or `off`"), "{e}");
}

/// Every occurrence's work-items are kept (capped): a race between neighbours in a 64-wide
/// work-group occurs 62 times beyond the first, each with its two work-items.
#[test]
fn later_occurrences_keep_their_work_items() {
    let ll = "; run: global 64 local 64\n; arg 0 = i32[64] zeros\n\
define amdgpu_kernel void @racy(ptr addrspace(1) %level) {\n\
entry:\n  %l = call i32 @llvm.amdgcn.workitem.id.x()\n  %n = add i32 %l, 1\n  %m = and i32 %n, 63\n\
  %p = getelementptr inbounds i32, ptr addrspace(1) %level, i32 %m\n  %v = load i32, ptr addrspace(1) %p, align 4\n\
  %z = icmp eq i32 %v, 0\n  br i1 %z, label %mark, label %done\n\
mark:\n  %q = getelementptr inbounds i32, ptr addrspace(1) %level, i32 %l\n  store i32 1, ptr addrspace(1) %q, align 4\n  br label %done\n\
done:\n  ret void\n}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n";
    let r = run_ll(ll, "racy");
    let f = r
        .findings
        .iter()
        .find(|f| f.kind == FindingKind::ReadWriteRace && f.count > 1)
        .unwrap_or_else(|| panic!("{:?}", r.findings));
    let n = f.work_items.len();
    assert_eq!(f.more_work_items.len() as u64, (f.count - 1) * n as u64, "{f:?}");
    let mut occurrences: Vec<&[[u64; 3]]> = std::iter::once(&f.work_items[..]).chain(f.more_work_items.chunks(n)).collect();
    let all = occurrences.len();
    occurrences.sort();
    occurrences.dedup();
    assert_eq!(occurrences.len(), all, "each occurrence is another pair of work-items");
}

/// Issue 32: faults fill `space`, `buffer` and `offset` (the access whose bounds check failed).
#[test]
fn out_of_bounds_findings_say_where() {
    let ll = "; run: global 64 local 64\n; arg 0 = i32[64] zeros\n\
define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n\
entry:\n  %l = call i32 @llvm.amdgcn.workitem.id.x()\n  %n = add i32 %l, 1\n\
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %n\n  store i32 %l, ptr addrspace(1) %p, align 4\n\
  %a = alloca [4 x i32], align 4, addrspace(5)\n  %q = getelementptr i32, ptr addrspace(5) %a, i32 %l\n\
  store i32 1, ptr addrspace(5) %q, align 4\n  ret void\n}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n";
    let r = run_ll(ll, "k");
    let f = r.findings.iter().find(|f| f.kind == FindingKind::OutOfBounds).unwrap_or_else(|| panic!("{:#?}", r.findings));
    assert_eq!(f.space.as_deref(), Some("global"), "{f:#?}");
    assert!(f.buffer.as_deref().is_some_and(|b| b.contains("%out")), "{f:#?}");
    assert_eq!(f.offset, Some(256), "{f:#?}");
    let f = r.findings.iter().find(|f| f.kind == FindingKind::PrivateOutOfBounds).unwrap_or_else(|| panic!("{:#?}", r.findings));
    assert_eq!(f.space.as_deref(), Some("private"), "{f:#?}");
    assert!(f.offset.is_some(), "{f:#?}");
}

/// Issue 32 item 4: the host's access flag of a buffer, in INPUTS.json (`"access"`) as in the
/// directive, makes a store to a read-only buffer / a load from a write-only one a finding;
/// `read_write` (or no flag) none. The materialised inputs keep the flag.
#[test]
fn host_access_flags_in_json_and_directives() {
    let ll = "; run: global 4 local 4\n\
define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {\n\
entry:\n  %l = call i32 @llvm.amdgcn.workitem.id.x()\n\
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %l\n  %v = load i32, ptr addrspace(1) %p, align 4\n\
  %q = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %l\n  store i32 %v, ptr addrspace(1) %q, align 4\n  ret void\n}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n";
    let m = reconverge_core::ir::parse_module(ll).unwrap();
    let run = |json: &str| {
        let inputs: RunInputs = serde_json::from_str(json).unwrap();
        kinds(&interpreter::run(&m, ll, "k", &inputs, &Limits::default()).unwrap())
    };
    let buf = |acc: &str| format!(r#"{{"buffer": "i32", "data": [1, 2, 3, 4]{acc}}}"#);
    let two = |x: &str, y: &str| format!(r#"{{"args": [{}, {}]}}"#, buf(x), buf(y));
    assert!(run(&two("", "")).is_empty());
    assert!(run(&two(r#", "access": "read_write""#, r#", "access": "read_write""#)).is_empty());
    assert!(run(&two(r#", "access": "read_only""#, r#", "access": "write_only""#)).is_empty());
    assert_eq!(run(&two(r#", "access": "write_only""#, "")), BTreeSet::from(["write-only-read".to_string()]));
    assert_eq!(run(&two("", r#", "access": "read_only""#)), BTreeSet::from(["read-only-write".to_string()]));
    assert!(serde_json::from_str::<RunInputs>(&two(r#", "access": "sometimes""#, "")).is_err());
    // Directives.
    let with = |d: &str| {
        let text = format!("{ll}{d}\n");
        let m = reconverge_core::ir::parse_module(&text).unwrap();
        interpreter::run(&m, &text, "k", &RunInputs::default(), &Limits::default()).map(|r| kinds(&r))
    };
    assert_eq!(with("; arg 0 = i32[4] iota write_only\n; arg 1 = i32[4] zeros").unwrap(), BTreeSet::from(["write-only-read".to_string()]));
    assert_eq!(with("; arg 0 = i32[4] iota\n; arg 1 = i32[4] zeros read_only").unwrap(), BTreeSet::from(["read-only-write".to_string()]));
    assert!(with("; arg 0 = i32[4] [1, 2, 3, 4] read_write\n; arg 1 = i32[4] random(0, 9) seed 3 write_only").unwrap().is_empty());
}
