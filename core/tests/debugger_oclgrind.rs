//! Oclgrind's interactive debugger as the oracle for the debugger's values (issue 33).
//!
//! Our kernels of `tests/debugger_kernels/` are compiled with `clang-19 -g` (amdgcn -O0,
//! nvptx64 -O0, amdgcn -O2) and debugged with [`DebugSession`]: breakpoints on source lines
//! for one work-item, run to each hit, every named variable's value. Oclgrind
//! (`oclgrind-kernel -i`, which compiles the same `.cl` itself with `-cl-opt-disable`) gets the
//! same breakpoints on stdin (`break N`, then `continue` / `print …` until the kernel ends) and
//! its hits by the same work-item are compared hit by hit (the `k`-th hit of line `L` with the
//! `k`-th). A value is compared where both show one (Oclgrind still prints a variable whose
//! scope has ended; we say "out of scope"; -O2 optimises some out). Integers compare modulo
//! 2³² when both fit in 64 bits (Oclgrind prints a `uint` as signed); floats to 1e-5 relative
//! (Oclgrind prints 6 significant digits).
//!
//! Skipped (passes with a note) when `oclgrind-kernel` or `clang-19` is missing. The figures
//! are printed (`--nocapture`) and in docs/DEBUGGER.md.

use reconverge_core::interpreter::debugger::{BreakAt, Breakpoint, DebugSession};
use reconverge_core::interpreter::{Limits, RunInputs};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A buffer or scalar argument: (OpenCL type, values); `local` = a `__local` buffer of N bytes.
enum Arg {
    Buf(&'static str, Vec<f64>),
    Scalar(&'static str, f64),
    Local(u64),
}

struct Case {
    kernel: &'static str,
    global: u64,
    local: u64,
    args: Vec<Arg>,
    lines: Vec<u32>,
    work_items: Vec<u64>,
    vars: Vec<&'static str>,
}

fn cases() -> Vec<Case> {
    let iota = |n: usize, step: f64| (0..n).map(|k| k as f64 * step).collect::<Vec<_>>();
    vec![
        Case {
            kernel: "scale",
            global: 8,
            local: 4,
            args: vec![Arg::Buf("int", vec![0.0; 8]), Arg::Buf("int", iota(8, 1.0)), Arg::Scalar("int", 3.0)],
            lines: vec![7, 9, 11],
            work_items: vec![0, 3, 6],
            vars: vec!["i", "x", "acc", "k", "n"],
        },
        Case {
            kernel: "floats",
            global: 4,
            local: 4,
            args: vec![Arg::Buf("float", vec![0.0; 4]), Arg::Buf("float", iota(4, 1.5)), Arg::Scalar("int", 2.0)],
            lines: vec![7, 10, 12],
            work_items: vec![0, 1, 3],
            vars: vec!["i", "x", "y", "k"],
        },
        Case {
            kernel: "local_sum",
            global: 8,
            local: 4,
            args: vec![Arg::Buf("int", vec![0.0; 2]), Arg::Buf("int", iota(8, 1.0)), Arg::Local(16)],
            lines: vec![6, 10, 12, 17],
            work_items: vec![0, 1, 4, 5],
            vars: vec!["lid", "gid", "size", "stride", "mine", "other"],
        },
        Case {
            kernel: "helper",
            global: 4,
            local: 4,
            args: vec![Arg::Buf("int", vec![0.0; 4]), Arg::Buf("int", iota(4, 2.0)), Arg::Scalar("int", 10.0)],
            // Only lines of the callee: Oclgrind 21.10 crashes (SIGSEGV) on any `print` at a
            // hit in the kernel after the call has returned.
            lines: vec![4, 5, 7],
            work_items: vec![0, 1, 3],
            vars: vec!["v", "lo", "hi", "s"],
        },
        Case {
            kernel: "types",
            global: 4,
            local: 4,
            args: vec![Arg::Buf("long", vec![0.0; 4]), Arg::Buf("int", iota(4, 7.0))],
            lines: vec![9],
            work_items: vec![0, 1, 2, 3],
            vars: vec!["i", "c", "s", "u", "l", "sc"],
        },
    ]
}

fn have(tool: &str) -> bool {
    Command::new(tool).arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok()
}

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debugger_kernels")
}

fn scratch(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("reconverge-dbg-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `clang-19 -g` of kernel `name` for `target` at `opt` into `out`.
fn compile(name: &str, target: &str, opt: &str, out: &Path) -> String {
    let cl = dir().join(format!("{name}.cl"));
    let mut cmd = Command::new("clang-19");
    cmd.args(["-x", "cl", "-cl-std=CL2.0", "-g", opt, "-nogpulib", "-target", target, "-S", "-emit-llvm"]);
    if target.starts_with("amdgcn") {
        cmd.arg("-mcpu=gfx90a");
    }
    let st = cmd.arg(&cl).arg("-o").arg(out).status().expect("clang-19");
    assert!(st.success(), "clang-19 failed on {name}");
    std::fs::read_to_string(out).unwrap()
}

fn inputs(c: &Case) -> RunInputs {
    let args: Vec<serde_json::Value> = c
        .args
        .iter()
        .map(|a| match a {
            Arg::Buf(t, d) => {
                let ty = match *t {
                    "int" => "i32",
                    "float" => "f32",
                    "long" => "i64",
                    t => panic!("type {t}"),
                };
                serde_json::json!({"buffer": ty, "data": d})
            }
            Arg::Scalar(t, v) => serde_json::json!({"scalar": if *t == "int" { "i32" } else { "f32" }, "value": v}),
            Arg::Local(n) => serde_json::json!({"local_bytes": n}),
        })
        .collect();
    serde_json::from_value(serde_json::json!({"global": [c.global], "local": [c.local], "args": args})).unwrap()
}

/// A hit: the line and the values by name (`None`: not shown).
type Hit = (u32, HashMap<String, Option<String>>);

fn ours(src: &str, c: &Case, wi: u64) -> Vec<Hit> {
    let mut s = DebugSession::new(src, Some(c.kernel), &inputs(c), &Limits::default()).unwrap_or_else(|e| panic!("{}: {e:?}", c.kernel));
    s.set_focus([wi, 0, 0]).unwrap();
    for &l in &c.lines {
        s.add_breakpoint(Breakpoint { at: BreakAt::SourceLine(l), work_item: Some([wi, 0, 0]), condition: None });
    }
    let mut hits = Vec::new();
    for _ in 0..1000 {
        let st = s.run_to_breakpoint().unwrap().clone();
        if st.finished {
            break;
        }
        let lane = st.stopped_lane().expect("a stopped lane");
        assert_eq!(lane.work_item, [wi, 0, 0]);
        let line = lane.source.as_ref().map_or(0, |p| p.line);
        let vals = c
            .vars
            .iter()
            .map(|v| (v.to_string(), lane.vars.iter().find(|x| x.name == *v).and_then(|x| x.value.clone())))
            .collect();
        hits.push((line, vals));
    }
    hits
}

fn sim(c: &Case, work: &Path) -> PathBuf {
    let mut out = vec![format!("{}.cl", c.kernel), c.kernel.to_string(), format!("{} 1 1", c.global), format!("{} 1 1", c.local), String::new()];
    for a in &c.args {
        match a {
            Arg::Buf(t, d) => {
                let size = match *t {
                    "long" => 8,
                    _ => 4,
                };
                out.push(format!("<{t} size={}>", d.len() * size));
                out.push(d.iter().map(|x| if *t == "float" { format!("{x}") } else { format!("{}", *x as i64) }).collect::<Vec<_>>().join(" "));
            }
            Arg::Scalar(t, v) => {
                out.push(format!("<{t} size=4>"));
                out.push(format!("{}", *v as i64));
            }
            Arg::Local(n) => out.push(format!("<size={n}>")),
        }
    }
    std::fs::copy(dir().join(format!("{}.cl", c.kernel)), work.join(format!("{}.cl", c.kernel))).unwrap();
    let p = work.join(format!("{}.sim", c.kernel));
    std::fs::write(&p, out.join("\n") + "\n").unwrap();
    p
}

/// Oclgrind's hits by work-item `wi` (x only).
fn oclgrind(c: &Case, work: &Path) -> HashMap<u64, Vec<Hit>> {
    let simf = sim(c, work);
    let mut script = String::new();
    for l in &c.lines {
        script += &format!("break {l}\n");
    }
    let per = (c.global as usize) * 64;
    for _ in 0..per {
        script += &format!("continue\nprint {}\n", c.vars.join(" "));
    }
    script += "quit\n";
    let mut child = Command::new("oclgrind-kernel")
        .args(["-i", "--build-options", "-cl-opt-disable"])
        .arg(&simf)
        .current_dir(work)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("oclgrind-kernel");
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().unwrap();
        let _ = stdin.write_all(script.as_bytes());
    }
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    let mut hits: HashMap<u64, Vec<Hit>> = HashMap::new();
    let mut cur: Option<(u64, usize)> = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("Breakpoint ") {
            // `Breakpoint 1 hit at line 12 by work-item (0,0,0)`
            let l: u32 = rest.split("at line ").nth(1).and_then(|r| r.split_whitespace().next()).and_then(|n| n.parse().ok()).unwrap();
            let w: u64 = rest.split('(').nth(1).and_then(|r| r.split(',').next()).and_then(|n| n.parse().ok()).unwrap();
            let v = hits.entry(w).or_default();
            v.push((l, HashMap::new()));
            cur = Some((w, v.len() - 1));
        } else if let (Some((w, k)), Some((name, val))) = (cur, line.split_once(" = ")) {
            if c.vars.contains(&name.trim()) {
                hits.get_mut(&w).unwrap()[k].1.insert(name.trim().to_string(), Some(val.trim().to_string()));
            }
        } else if let (Some((w, k)), true) = (cur, line.ends_with(" = not found") || line.contains("not found")) {
            let _ = (w, k);
        }
    }
    hits
}

fn same(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    if let (Ok(x), Ok(y)) = (a.parse::<i128>(), b.parse::<i128>()) {
        return (x - y).rem_euclid(1 << 32) == 0 && x.abs() < 1 << 64 && y.abs() < 1 << 64;
    }
    if let (Ok(x), Ok(y)) = (a.parse::<f64>(), b.parse::<f64>()) {
        // Oclgrind prints 6 significant digits (an ostream's default precision).
        return (x - y).abs() <= 1e-5 * x.abs().max(y.abs()).max(1e-30);
    }
    false
}

#[derive(Default, Debug)]
struct Tally {
    hits_ours: usize,
    hits_oclgrind: usize,
    hits_matched: usize,
    values_agree: usize,
    values_disagree: usize,
    only_oclgrind: usize,
    only_ours: usize,
}

fn compare(ours: &[Hit], theirs: &[Hit], t: &mut Tally, what: &str, fails: &mut Vec<String>) {
    t.hits_ours += ours.len();
    t.hits_oclgrind += theirs.len();
    // The k-th hit of line L with the k-th.
    let mut by_line: HashMap<u32, Vec<&Hit>> = HashMap::new();
    for h in theirs {
        by_line.entry(h.0).or_default().push(h);
    }
    let mut seen: HashMap<u32, usize> = HashMap::new();
    for h in ours {
        let k = seen.entry(h.0).or_default();
        let Some(o) = by_line.get(&h.0).and_then(|v| v.get(*k)) else {
            fails.push(format!("{what}: our hit {} of line {} has no Oclgrind twin", *k + 1, h.0));
            *k += 1;
            continue;
        };
        *k += 1;
        t.hits_matched += 1;
        for (name, v) in &h.1 {
            match (v, o.1.get(name).cloned().flatten()) {
                (Some(a), Some(b)) => {
                    if same(a, &b) {
                        t.values_agree += 1;
                    } else {
                        t.values_disagree += 1;
                        fails.push(format!("{what}: line {} hit {}: {name} = {a}, Oclgrind {b}", h.0, k));
                    }
                }
                (None, Some(_)) => t.only_oclgrind += 1,
                (Some(_), None) => t.only_ours += 1,
                (None, None) => {}
            }
        }
    }
}

/// One compilation of the kernels and what its comparison must show: `exact` (-O0) — the
/// same hits and no difference at all; otherwise (-O2, where lines and variables are
/// optimised out) no value that differs. At least `min_agree` values compared equal.
struct Config {
    target: &'static str,
    opt: &'static str,
    exact: bool,
    min_agree: usize,
}

/// Prints a configuration's tally and differences and checks them against `cfg`.
fn check(cfg: &Config, t: &Tally, fails: &[String]) {
    println!("{} {}: {t:?}", cfg.target, cfg.opt);
    for f in fails {
        println!("{} {} difference: {f}", cfg.target, cfg.opt);
    }
    assert!(t.values_agree > cfg.min_agree, "{} {}: too few values compared: {t:?}", cfg.target, cfg.opt);
    if cfg.exact {
        assert!(fails.is_empty(), "{} {} differences:\n{}", cfg.target, cfg.opt, fails.join("\n"));
    } else {
        assert_eq!(t.values_disagree, 0, "{} {} disagreements:\n{}", cfg.target, cfg.opt, fails.join("\n"));
    }
}

#[test]
fn values_agree_with_oclgrind() {
    for tool in ["oclgrind-kernel", "clang-19"] {
        if !have(tool) {
            eprintln!("skipped: {tool} is not installed");
            return;
        }
    }
    let work = scratch("oclgrind");
    let configs = [
        Config { target: "amdgcn-amd-amdhsa", opt: "-O0", exact: true, min_agree: 100 },
        Config { target: "nvptx64-nvidia-cuda", opt: "-O0", exact: true, min_agree: 100 },
        Config { target: "amdgcn-amd-amdhsa", opt: "-O2", exact: false, min_agree: 50 },
    ];
    let mut results: Vec<(Tally, Vec<String>)> = configs.iter().map(|_| (Tally::default(), Vec::new())).collect();
    for c in cases() {
        let theirs = oclgrind(&c, &work);
        assert!(!theirs.is_empty(), "{}: Oclgrind reported no hits", c.kernel);
        for (cfg, (tally, fails)) in configs.iter().zip(&mut results) {
            let ll = work.join(format!("{}-{}{}.ll", c.kernel, &cfg.target[..6], cfg.opt));
            let src = compile(c.kernel, cfg.target, cfg.opt, &ll);
            for &wi in &c.work_items {
                let mine = ours(&src, &c, wi);
                let what = format!("{} {} {} work-item {wi}", c.kernel, cfg.target, cfg.opt);
                let theirs = theirs.get(&wi).map_or(&[][..], Vec::as_slice);
                compare(&mine, theirs, tally, &what, fails);
                if cfg.exact {
                    assert_eq!(mine.len(), theirs.len(), "{what}: hit counts differ: ours {:?}, Oclgrind {:?}", mine.iter().map(|h| h.0).collect::<Vec<_>>(), theirs.iter().map(|h| h.0).collect::<Vec<_>>());
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    for (cfg, (t, fails)) in configs.iter().zip(&results) {
        check(cfg, t, fails);
    }
}
