//! Differential tests against LLVM's `opt-22`, the project's oracle.
//!
//! 1. At least 500 random CFGs per run (reducible, irreducible, several exits, no exit at all,
//!    infinite loops, unreachable blocks, self loops, duplicate successors, `switch`, shuffled
//!    block layout) written as AMDGPU kernels into one module; `opt-22 -passes=
//!    'print<domtree>,print<postdomtree>'` and our printers (on our parse of the same text)
//!    must give identical idoms, ipdoms, levels and post-dominator `Roots:` lines.
//! 2. OpenCL kernels in `tests/kernels/*.cl` compiled by `clang-19` for `amdgcn-amd-amdhsa`
//!    at `-O0` and `-O2`, diffed the same way.
//!
//! `opt-22` and `clang-19` must be installed (README's test command installs them). Set
//! `RECONVERGE_SKIP_LLVM=1` to skip these tests on a machine without them.

mod common;

use reconverge_core::generate::{kernel_ir, kernel_module, random_cfg, GenOptions, Rng, Shape};
use reconverge_core::{input, print, DominatorTree, PostDominatorTree};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// One printed tree: block → (parent, level), plus the `Roots:` line.
#[derive(Debug, PartialEq, Eq, Default)]
struct Tree {
    nodes: BTreeMap<String, (Option<String>, u32)>,
    roots: String,
}

/// Printed analyses per function: (kind, function) → tree.
type Dump = BTreeMap<(String, String), Tree>;

/// Parses `print<domtree>` / `print<postdomtree>` text (opt's or ours).
fn parse_dump(text: &str) -> Dump {
    let mut out = Dump::new();
    let mut key: Option<(String, String)> = None;
    let mut stack: Vec<String> = Vec::new();
    for line in text.lines() {
        for (prefix, kind) in [("DominatorTree for function: ", "dom"), ("PostDominatorTree for function: ", "postdom")] {
            if let Some(f) = line.strip_prefix(prefix) {
                key = Some((kind.to_string(), f.to_string()));
                out.insert(key.clone().unwrap(), Tree::default());
                stack.clear();
            }
        }
        let Some(k) = &key else { continue };
        let t = line.trim_start();
        if let Some(r) = t.strip_prefix("Roots:") {
            out.get_mut(k).unwrap().roots = r.to_string();
        } else if let Some(rest) = t.strip_prefix('[') {
            let (depth, rest) = rest.split_once("] ").expect("depth");
            let depth: usize = depth.parse().expect("depth number");
            let name = rest.trim_start().split(" {").next().unwrap().to_string();
            let level: u32 = rest.rsplit('[').next().unwrap().trim_end_matches(']').parse().expect("level");
            stack.truncate(depth - 1);
            let parent = stack.last().cloned();
            stack.push(name.clone());
            out.get_mut(k).unwrap().nodes.insert(name, (parent, level));
        }
    }
    out
}

fn opt_dump(opt: &Path, file: &Path) -> String {
    common::opt_print(opt, "print<domtree>,print<postdomtree>", file)
}

fn our_dump(src: &str) -> String {
    let program = input::parse(src, None).unwrap_or_else(|e| panic!("our parser rejected what opt accepts: {e}"));
    let mut out = String::new();
    for f in &program.functions {
        out.push_str(&print::domtree(f.cfg(), &DominatorTree::compute(f.cfg())));
        out.push_str(&print::postdomtree(f.cfg(), &PostDominatorTree::compute(f.cfg())));
    }
    out
}

/// Compares opt's and our dumps; returns (functions compared, functions whose text matched
/// exactly, including children order). Panics with the first difference.
fn compare(theirs: &str, ours: &str, what: &str) -> (usize, usize) {
    let (t, o) = (parse_dump(theirs), parse_dump(ours));
    assert_eq!(t.keys().collect::<Vec<_>>(), o.keys().collect::<Vec<_>>(), "{what}: different function sets");
    for (k, tt) in &t {
        let ot = &o[k];
        assert_eq!(ot.roots, tt.roots, "{what}: {} {}: roots differ", k.0, k.1);
        for (name, v) in &tt.nodes {
            assert_eq!(ot.nodes.get(name), Some(v), "{what}: {} {}: block {name}: ours {:?}, opt {:?}", k.0, k.1, ot.nodes.get(name), v);
        }
        assert_eq!(ot.nodes.len(), tt.nodes.len(), "{what}: {} {}: node counts differ", k.0, k.1);
    }
    // Exact text, per function section.
    let split = |s: &str| -> Vec<String> {
        let mut v: Vec<String> = Vec::new();
        for line in s.lines() {
            if line.starts_with("DominatorTree for") || line.starts_with("PostDominatorTree for") || v.is_empty() {
                v.push(String::new());
            }
            let last = v.last_mut().unwrap();
            last.push_str(line);
            last.push('\n');
        }
        v
    };
    let (ts, os) = (split(theirs), split(ours));
    let same = ts.iter().zip(&os).filter(|(a, b)| a == b).count();
    (t.len(), same)
}

#[test]
fn random_kernels_match_opt_22() {
    let Some(opt) = common::tool("opt-22") else { return };
    let dir = common::scratch_dir("differential");
    let mut functions = Vec::new();
    let mut rng = Rng::new(0x5eed_2026);
    let count = 600;
    for i in 0..count {
        let o = common::kernel_options(&mut rng, i);
        let cfg = random_cfg(&mut rng, &o);
        functions.push(kernel_ir(&cfg, &format!("k{i}")));
    }
    // Coverage of the cases that matter: non-trivial post-dominator roots (infinite loops),
    // blocks unreachable from the entry, functions without any exit.
    let (mut infinite, mut unreachable, mut no_exit) = (0, 0, 0);
    for f in &input::parse(&kernel_module(&functions), None).unwrap().functions {
        let cfg = f.cfg();
        let pdt = PostDominatorTree::compute(cfg);
        infinite += pdt.roots().iter().any(|&r| !cfg.is_exit(r)) as usize;
        unreachable += cfg.blocks().any(|b| !DominatorTree::compute(cfg).is_reachable(b)) as usize;
        no_exit += (cfg.exits().count() == 0) as usize;
    }
    eprintln!("coverage: {infinite} with infinite-loop roots, {unreachable} with unreachable blocks, {no_exit} without exits");
    assert!(infinite >= 100 && unreachable >= 100 && no_exit >= 20);
    let module = kernel_module(&functions);
    let file = dir.join("random.ll");
    std::fs::write(&file, &module).unwrap();
    let (n, exact) = compare(&opt_dump(&opt, &file), &our_dump(&module), "random kernels");
    eprintln!("random kernels: {n} trees over {count} functions identical to opt-22 ({exact} also in children order)");
    assert!(n >= 2 * 500);
}

#[test]
fn clang_kernels_match_opt_22() {
    let Some(opt) = common::tool("opt-22") else { return };
    let Some(clang) = common::tool("clang-19") else { return };
    let dir = common::scratch_dir("clang");
    let mut total = 0;
    for out in common::clang_kernels(&clang, &dir) {
        let text = std::fs::read_to_string(&out).unwrap();
        let (n, _) = compare(&opt_dump(&opt, &out), &our_dump(&text), &out.display().to_string());
        total += n;
    }
    eprintln!("clang kernels: {total} trees identical to opt-22");
}

/// `reconverge generate --style named` (`kernel_ir_named`: named blocks and values, wide phis
/// with one entry per edge, the benchmark's second style): opt-22 accepts the kernels and
/// prints the same dominator trees, post-dominator trees and cycles as we do.
#[test]
fn named_phi_kernels_match_opt_22() {
    let Some(opt) = common::tool("opt-22") else { return };
    let dir = common::scratch_dir("opt-differential-named");
    let mut rng = Rng::new(0x22_4a3e);
    for (k, (shape, blocks)) in [(Shape::Reducible, 400), (Shape::Random, 300), (Shape::Random, 40)].into_iter().enumerate() {
        let cfg = random_cfg(&mut rng, &GenOptions::new(blocks, shape));
        let src = kernel_module(&[reconverge_core::generate::kernel_ir_named(&cfg, "kernel", 1 + k)]);
        let file = dir.join(format!("named{k}.ll"));
        std::fs::write(&file, &src).expect("write");
        let passes = "print<domtree>,print<postdomtree>,print<cycles>";
        let theirs = common::opt_print(&opt, passes, &file);
        let ours = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["print", "--passes", "domtree,postdomtree,cycles"]).arg(&file).output().expect("run reconverge");
        assert!(ours.status.success(), "{}", String::from_utf8_lossy(&ours.stderr));
        assert_eq!(String::from_utf8_lossy(&ours.stdout), theirs, "{}", file.display());
    }
}

#[test]
fn cli_prints_what_the_library_prints() {
    let cfg = random_cfg(&mut Rng::new(9), &GenOptions::new(30, Shape::Random));
    let module = kernel_module(&[kernel_ir(&cfg, "k")]);
    let file = common::scratch_dir("cli").join("k.ll");
    std::fs::write(&file, &module).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["print", "--passes", "domtree,postdomtree"]).arg(&file).output().unwrap();
    assert!(o.status.success());
    assert_eq!(String::from_utf8(o.stdout).unwrap(), our_dump(&module));
    // Bad input: a diagnostic with file:line:col and exit status 1.
    let bad = common::scratch_dir("cli").join("bad.cfg");
    std::fs::write(&bad, "a -> b\nc -> ,\n").unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["print", "--passes", "domtree"]).arg(&bad).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("bad.cfg:2:6: expected a successor block name"), "{err}");
}

/// `opt -passes=dot-cfg` output parses back to the same CFG as the IR: same block names, same
/// ordered successors (the `:s0`/`:s1` ports), same `T`/`F` labels.
#[test]
fn opt_dot_cfg_files_parse_to_the_same_cfgs() {
    let Some(opt) = common::tool("opt-22") else { return };
    let dir = common::scratch_dir("dot-cfg");
    let mut functions = Vec::new();
    let mut rng = Rng::new(77);
    for i in 0..60 {
        let mut o = GenOptions::new(2 + rng.below(30), if i % 2 == 0 { Shape::Random } else { Shape::Reducible });
        o.switch = 0.1;
        o.duplicate = 0.1;
        o.unreachable = i % 3;
        o.shuffle_layout = true;
        functions.push(kernel_ir(&random_cfg(&mut rng, &o), &format!("d{i}")));
    }
    let module = kernel_module(&functions);
    std::fs::write(dir.join("m.ll"), &module).unwrap();
    let st = Command::new(&opt).current_dir(&dir).args(["-disable-output", "-passes=dot-cfg", "m.ll"]).output().expect("run opt");
    assert!(st.status.success());
    let program = input::parse(&module, None).unwrap();
    for f in &program.functions {
        let dot = std::fs::read_to_string(dir.join(format!(".{}.dot", f.name()))).expect("dot file");
        let g = reconverge_core::input::dot::parse(&dot).unwrap_or_else(|e| panic!("{}: {e}", f.name()));
        let (a, b) = (f.cfg(), &g);
        assert_eq!(b.name(), a.name());
        let names = |c: &reconverge_core::Cfg| c.blocks().map(|x| c.name_of(x).to_string()).collect::<std::collections::BTreeSet<_>>();
        assert_eq!(names(b), names(a), "{}", f.name());
        for x in a.blocks() {
            let y = b.find(a.name_of(x)).unwrap();
            let sa: Vec<&str> = a.succs(x).iter().map(|&s| a.name_of(s)).collect();
            let sb: Vec<&str> = b.succs(y).iter().map(|&s| b.name_of(s)).collect();
            assert_eq!(sb, sa, "{}: successors of {}", f.name(), a.name_of(x));
            if a.succs(x).len() == 2 {
                assert_eq!(b.succ_labels(y), a.succ_labels(x), "{}: labels of {}", f.name(), a.name_of(x));
            }
        }
    }
}
