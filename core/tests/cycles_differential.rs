//! Differential tests of the cycle hierarchy against LLVM's `opt-22 -passes='print<cycles>'`.
//!
//! 1. 600 random CFGs per run, about 85 % of them with the `Random` shape (irreducible cycles,
//!    infinite loops, unreachable blocks, self loops, duplicate successors, `switch`, shuffled
//!    block layout), a few of 400 and 2,000 blocks, written as AMDGPU kernels into one module, one
//!    `opt-22` run. Per function the cycle forests must agree: header, entry set, block set,
//!    parent and depth of every cycle; and the text must be identical (block, entry and cycle
//!    order included).
//! 2. OpenCL kernels in `tests/kernels/*.cl` compiled by `clang-19` at `-O0` and `-O2`, the
//!    same comparison.
//! 3. The CLI (`print --passes cycles`, `--format json`, `--all-dfs-orders`, `--dfs-order`).
//!
//! `opt-22` and `clang-19` must be installed; set `RECONVERGE_SKIP_LLVM=1` to skip these tests
//! on a machine without them.

mod common;

use reconverge_core::cycles::{print as cprint, CycleInfo};
use reconverge_core::generate::{kernel_ir, kernel_module, random_cfg, GenOptions, Rng, Shape};
use reconverge_core::input;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// One printed cycle: entries (header first) and the other blocks, as printed.
#[derive(Debug, Clone, PartialEq, Eq)]
struct PCycle {
    depth: usize,
    entries: Vec<String>,
    others: Vec<String>,
    parent: Option<String>,
}

/// A cycle forest as sets: header → (entries, blocks, parent header, depth).
type Forest = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>, Option<String>, usize)>;

/// Parses `print<cycles>` text (opt's or ours) into per-function cycle lists and texts.
fn parse(text: &str) -> Vec<(String, Vec<PCycle>, String)> {
    let mut out: Vec<(String, Vec<PCycle>, String)> = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    for line in text.lines() {
        if let Some(f) = line.strip_prefix("CycleInfo for function: ") {
            out.push((f.to_string(), Vec::new(), String::new()));
            stack.clear();
            continue;
        }
        let Some(cur) = out.last_mut() else { continue };
        cur.2.push_str(line);
        cur.2.push('\n');
        let t = line.trim_start();
        let indent = (line.len() - t.len()) / 4;
        let rest = t.strip_prefix("depth=").expect("depth=");
        let (d, rest) = rest.split_once(": entries(").expect("entries(");
        let depth: usize = d.parse().expect("depth number");
        assert_eq!(depth, indent, "indentation of `{line}`");
        let (ents, others) = rest.split_once(')').expect(")");
        let entries: Vec<String> = ents.split(' ').filter(|s| !s.is_empty()).map(String::from).collect();
        let others: Vec<String> = others.split(' ').filter(|s| !s.is_empty()).map(String::from).collect();
        stack.truncate(depth - 1);
        let parent = stack.last().cloned();
        stack.push(entries[0].clone());
        cur.1.push(PCycle { depth, entries, others, parent });
    }
    out
}

fn forest(cycles: &[PCycle]) -> Forest {
    cycles
        .iter()
        .map(|c| {
            let entries: BTreeSet<String> = c.entries.iter().cloned().collect();
            let blocks: BTreeSet<String> = c.entries.iter().chain(&c.others).cloned().collect();
            assert_eq!(blocks.len(), c.entries.len() + c.others.len(), "duplicate block in {c:?}");
            (c.entries[0].clone(), (entries, blocks, c.parent.clone(), c.depth))
        })
        .collect()
}

fn opt_cycles(opt: &Path, file: &Path) -> String {
    common::opt_print(opt, "print<cycles>", file)
}

fn our_cycles(src: &str) -> String {
    let program = input::parse(src, None).unwrap_or_else(|e| panic!("our parser rejected what opt accepts: {e}"));
    program.functions.iter().map(|f| cprint::cycles(f.cfg(), &CycleInfo::compute(f.cfg()))).collect()
}

/// Compares opt's and our texts: returns (functions, cycles, functions with identical text).
/// Panics with the first difference in the forests (sets).
fn compare(theirs: &str, ours: &str, what: &str) -> (usize, usize, usize) {
    let (t, o) = (parse(theirs), parse(ours));
    assert_eq!(t.iter().map(|f| &f.0).collect::<Vec<_>>(), o.iter().map(|f| &f.0).collect::<Vec<_>>(), "{what}: different function lists");
    let (mut cycles, mut same) = (0, 0);
    for (tf, of) in t.iter().zip(&o) {
        let (ft, fo) = (forest(&tf.1), forest(&of.1));
        assert_eq!(ft.len(), tf.1.len(), "{what}: {}: duplicate headers in opt's output", tf.0);
        for (h, v) in &ft {
            assert_eq!(fo.get(h), Some(v), "{what}: function {}: cycle with header {h}: ours {:?}, opt {v:?}", tf.0, fo.get(h));
        }
        assert_eq!(ft.len(), fo.len(), "{what}: function {}: {} cycles in opt, {} in ours", tf.0, ft.len(), fo.len());
        cycles += ft.len();
        same += (tf.2 == of.2) as usize;
    }
    (t.len(), cycles, same)
}

#[test]
fn random_kernels_match_opt_22() {
    let Some(opt) = common::tool("opt-22") else { return };
    let dir = common::scratch_dir("cycles-differential");
    let mut functions = Vec::new();
    let mut rng = Rng::new(0x000c_7c1e_2026);
    let count = 600;
    for i in 0..count {
        let shape = if i % 7 == 0 { Shape::Reducible } else { Shape::Random };
        let size = match i % 100 {
            0 => 2000,
            1..=8 => 400,
            _ => 2 + rng.below(if i % 10 == 0 { 150 } else { 40 }),
        };
        let mut o = GenOptions::new(size, shape);
        o.exit = [0.0, 0.02, 0.1, 0.3][i % 4];
        o.unreachable = [0, 0, 1, 3][rng.below(4)];
        o.shuffle_layout = i % 2 == 1;
        o.self_loop = [0.0, 0.05, 0.15][i % 3];
        o.switch = [0.0, 0.08, 0.2][i % 3];
        o.duplicate = 0.05;
        o.back_edge = [0.15, 0.3, 0.5][(i / 3) % 3];
        let cfg = random_cfg(&mut rng, &o);
        functions.push(kernel_ir(&cfg, &format!("k{i}")));
    }
    let module = kernel_module(&functions);
    // Coverage: irreducible cycles, nesting, unreachable blocks, functions without exits.
    let (mut irreducible, mut nested, mut unreachable, mut no_exit) = (0, 0, 0, 0);
    for f in &input::parse(&module, None).unwrap().functions {
        let cfg = f.cfg();
        let ci = CycleInfo::compute(cfg);
        irreducible += ci.cycles().any(|c| !ci.is_reducible(c)) as usize;
        nested += ci.cycles().any(|c| ci.depth(c) >= 3) as usize;
        unreachable += cfg.blocks().any(|b| ci.preorder_number(b).is_none()) as usize;
        no_exit += (cfg.exits().count() == 0) as usize;
    }
    eprintln!("coverage: {irreducible} functions with irreducible cycles, {nested} nested ≥ 3 deep, {unreachable} with unreachable blocks, {no_exit} without exits");
    assert!(irreducible >= count / 2 && nested >= 100 && unreachable >= 100 && no_exit >= 20);
    let file = dir.join("random.ll");
    std::fs::write(&file, &module).unwrap();
    let (n, cycles, exact) = compare(&opt_cycles(&opt, &file), &our_cycles(&module), "random kernels");
    eprintln!("random kernels: {n} functions, {cycles} cycles identical to opt-22 (header, entries, blocks, nesting); {exact} functions with byte-identical text");
    assert_eq!(n, count);
    assert_eq!(exact, count, "some texts differ in block or entry order");
}

#[test]
fn clang_kernels_match_opt_22() {
    let Some(opt) = common::tool("opt-22") else { return };
    let Some(clang) = common::tool("clang-19") else { return };
    let dir = common::scratch_dir("cycles-clang");
    let (mut functions, mut cycles) = (0, 0);
    for out in common::clang_kernels(&clang, &dir) {
        let text = std::fs::read_to_string(&out).unwrap();
        let ours = our_cycles(&text);
        let theirs = opt_cycles(&opt, &out);
        let (n, c, exact) = compare(&theirs, &ours, &out.display().to_string());
        assert_eq!(exact, n, "{}: text differs:\nopt:\n{theirs}\nours:\n{ours}", out.display());
        functions += n;
        cycles += c;
    }
    // Also the hand-written fixtures (quoted and numbered block names).
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels/handwritten.ll");
    let text = std::fs::read_to_string(&path).unwrap();
    let (n, c, exact) = compare(&opt_cycles(&opt, &path), &our_cycles(&text), "handwritten.ll");
    assert_eq!(exact, n);
    functions += n;
    cycles += c;
    eprintln!("clang kernels: {functions} functions, {cycles} cycles, byte-identical to opt-22");
    assert!(cycles >= 5);
}

#[test]
fn cli_prints_what_the_library_prints() {
    let mut o = GenOptions::new(30, Shape::Random);
    o.back_edge = 0.4;
    let cfg = random_cfg(&mut Rng::new(11), &o);
    let module = kernel_module(&[kernel_ir(&cfg, "k")]);
    let file = common::scratch_dir("cycles-cli").join("k.ll");
    std::fs::write(&file, &module).unwrap();
    let run = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).arg("print").args(args).arg(&file).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    assert_eq!(run(&["--passes", "cycles"]), our_cycles(&module));
    // JSON: the same data.
    let j: serde_json::Value = serde_json::from_str(&run(&["--passes", "cycles", "--format", "json"])).unwrap();
    let f = input::parse(&module, None).unwrap();
    let ci = CycleInfo::compute(f.functions[0].cfg());
    let cycles = j[0]["cycles"]["cycles"].as_array().unwrap();
    assert_eq!(cycles.len(), ci.num_cycles());
    for (c, jc) in ci.cycles().zip(cycles) {
        assert_eq!(jc["header"], f.functions[0].cfg().name_of(ci.header(c)));
        assert_eq!(jc["depth"], ci.depth(c));
        assert_eq!(jc["reducible"], ci.is_reducible(c));
        assert_eq!(jc["blocks"].as_array().unwrap().len(), ci.num_blocks_of(c));
    }
    assert_eq!(j[0]["cycles"]["blocks"].as_array().unwrap().len(), 30);
    // All DFS orders: sections with comment lines; each witness order reproduces its section.
    let all = run(&["--passes", "cycles", "--all-dfs-orders"]);
    let sections: Vec<&str> = all.split("; hierarchy ").skip(1).collect();
    assert!(sections.len() >= 2, "{all}");
    for s in &sections {
        let (head, body) = s.split_once('\n').unwrap();
        let order = head.split_once("from DFS successor order: ").unwrap().1;
        assert_eq!(run(&["--passes", "cycles", "--dfs-order", order]), body, "witness `{order}`");
    }
    let j: serde_json::Value = serde_json::from_str(&run(&["--passes", "cycles", "--all-dfs-orders", "--format", "json"])).unwrap();
    assert_eq!(j[0]["cycles"]["hierarchies"].as_array().unwrap().len(), sections.len());
    assert_eq!(j[0]["cycles"]["complete"], true);
    // A bad order is an error naming the clause.
    let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["print", "--passes", "cycles", "--dfs-order", "b0: nope"]).arg(&file).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no block named `nope`"));
}
