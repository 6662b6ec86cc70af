//! Differential tests of the dominance frontier against LLVM's `opt-22 -passes=
//! 'print<domfrontier>'`.
//!
//! opt prints one line per reachable block, `  DomFrontier for BB %x is:\t %y %z`, in the
//! iteration order of a `DenseMap` keyed by block pointers (not reproducible), and within a
//! line the blocks in `SetVector` insertion order. So the lines of each function are compared
//! as a set of exact strings — which checks the frontier sets, the text format and the order
//! within each line at once — and, separately, the frontier of every block as a set.
//!
//! 1. 600 random CFGs (reducible, irreducible, infinite loops, no exit, unreachable blocks,
//!    self loops, duplicate successors, `switch`, shuffled layout) as AMDGPU kernels in one
//!    module.
//! 2. The OpenCL kernels of `tests/kernels/*.cl`, compiled by `clang-19` for
//!    `amdgcn-amd-amdhsa` at `-O0` and `-O2`.
//!
//! The iterated dominance frontier has no printer in opt, but `mem2reg` places its φs with
//! LLVM's `IDFCalculator`: for random CFGs with a stack variable stored in the entry and in
//! random definition blocks, the blocks that get a φ must be our `DF⁺(defs ∪ {entry})` when
//! every block loads the variable first (all blocks live-in: minimal SSA), and our live-in
//! pruned IDF when only some blocks load it (pruned SSA, live-in blocks computed here by the
//! definition, as mem2reg's `ComputeLiveInBlocks` does).
//!
//! `opt-22` and `clang-19` must be installed; `RECONVERGE_SKIP_LLVM=1` skips these tests.

mod common;

use reconverge_core::cfg::{Block, Cfg};
use reconverge_core::frontiers::{print_domfrontier, DominanceFrontier, IdfCalculator};
use reconverge_core::generate::{kernel_ir, kernel_module, random_cfg, GenOptions, Rng, Shape};
use reconverge_core::{input, DominatorTree};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

/// Per function: the sorted lines of its section, and block → sorted frontier.
#[derive(Debug, Default, PartialEq, Eq)]
struct Section {
    lines: Vec<String>,
    sets: BTreeMap<String, Vec<String>>,
}

const HEADER: &str = "DominanceFrontier for function: ";
const LINE: &str = "  DomFrontier for BB %";

fn parse(text: &str) -> BTreeMap<String, Section> {
    let mut out: BTreeMap<String, Section> = BTreeMap::new();
    let mut cur: Option<String> = None;
    for line in text.lines() {
        if let Some(f) = line.strip_prefix(HEADER) {
            cur = Some(f.to_string());
            out.insert(f.to_string(), Section::default());
            continue;
        }
        let Some(f) = &cur else { continue };
        let Some(rest) = line.strip_prefix(LINE) else { continue };
        let (block, row) = rest.split_once(" is:\t").unwrap_or_else(|| panic!("bad frontier line {line:?}"));
        let mut set: Vec<String> = row.split(' ').filter(|s| !s.is_empty()).map(|s| s.trim_start_matches('%').to_string()).collect();
        set.sort();
        let s = out.get_mut(f).unwrap();
        s.lines.push(line.to_string());
        assert!(s.sets.insert(block.to_string(), set).is_none(), "block {block} printed twice in {f}");
    }
    for s in out.values_mut() {
        s.lines.sort();
    }
    out
}

fn opt_dump(opt: &Path, file: &Path) -> String {
    common::opt_print(opt, "print<domfrontier>", file)
}

fn our_dump(src: &str) -> String {
    let program = input::parse(src, None).unwrap_or_else(|e| panic!("our parser rejected what opt accepts: {e}"));
    let mut out = String::new();
    for f in &program.functions {
        let cfg = f.cfg();
        let dt = DominatorTree::compute(cfg);
        out.push_str(&print_domfrontier(cfg, &dt, &DominanceFrontier::compute(cfg, &dt)));
    }
    out
}

/// Compares opt's and our dumps; returns (functions, lines, frontier entries) compared.
fn compare(theirs: &str, ours: &str, what: &str) -> (usize, usize, usize) {
    let (t, o) = (parse(theirs), parse(ours));
    assert_eq!(t.keys().collect::<Vec<_>>(), o.keys().collect::<Vec<_>>(), "{what}: different function sets");
    let (mut lines, mut entries) = (0, 0);
    for (f, ts) in &t {
        let os = &o[f];
        assert_eq!(os.sets.keys().collect::<Vec<_>>(), ts.sets.keys().collect::<Vec<_>>(), "{what}: {f}: different blocks");
        for (b, set) in &ts.sets {
            assert_eq!(&os.sets[b], set, "{what}: {f}: DF({b}) differs");
            entries += set.len();
        }
        // Exact text of every line (tab, spaces, order within the line).
        assert_eq!(os.lines, ts.lines, "{what}: {f}: lines differ");
        lines += ts.lines.len();
    }
    (t.len(), lines, entries)
}

#[test]
fn random_kernels_match_opt_22() {
    let Some(opt) = common::tool("opt-22") else { return };
    let dir = common::scratch_dir("frontier-differential");
    let mut functions = Vec::new();
    let mut rng = Rng::new(0xdf_2026);
    let count = 600;
    for i in 0..count {
        let mut o = common::kernel_options(&mut rng, i);
        o.back_edge = [0.15, 0.3][i % 2];
        let cfg = random_cfg(&mut rng, &o);
        functions.push(kernel_ir(&cfg, &format!("k{i}")));
    }
    let module = kernel_module(&functions);
    let file = dir.join("random.ll");
    std::fs::write(&file, &module).unwrap();
    let (f, lines, entries) = compare(&opt_dump(&opt, &file), &our_dump(&module), "random kernels");
    eprintln!("random kernels: {f} functions, {lines} frontier lines, {entries} frontier entries identical to opt-22");
    assert!(f >= 500 && entries > 10 * f);
}

#[test]
fn clang_kernels_match_opt_22() {
    let Some(opt) = common::tool("opt-22") else { return };
    let Some(clang) = common::tool("clang-19") else { return };
    let dir = common::scratch_dir("frontier-clang");
    let (mut functions, mut entries) = (0, 0);
    for out in common::clang_kernels(&clang, &dir) {
        let text = std::fs::read_to_string(&out).unwrap();
        let (f, _, e) = compare(&opt_dump(&opt, &out), &our_dump(&text), &out.display().to_string());
        functions += f;
        entries += e;
    }
    eprintln!("clang kernels: {functions} functions, {entries} frontier entries identical to opt-22");
    assert!(entries > 0);
}

/// How a block touches the stack variable in [`alloca_ir`].
#[derive(Copy, Clone, PartialEq, Eq)]
enum Access {
    None,
    Load,
    Store,
    LoadThenStore,
}

/// A function over `cfg` with `%a = alloca i32`, stored (`-1`) at the top of the entry, and
/// per block the accesses of `access` (loads feed a volatile store so they stay).
fn alloca_ir(cfg: &Cfg, name: &str, access: &[Access]) -> String {
    use std::fmt::Write as _;
    let mut s = format!("define void @{name}(ptr %out, i32 %tid) {{\n");
    for b in cfg.blocks() {
        let i = b.index();
        let _ = writeln!(s, "{}:", cfg.name_of(b));
        if i == 0 {
            s.push_str("  %a = alloca i32\n  store i32 -1, ptr %a\n");
        }
        if matches!(access[i], Access::Load | Access::LoadThenStore) {
            let _ = writeln!(s, "  %l.{i} = load i32, ptr %a\n  %p.{i} = getelementptr i32, ptr %out, i32 {i}\n  store volatile i32 %l.{i}, ptr %p.{i}");
        }
        if matches!(access[i], Access::Store | Access::LoadThenStore) {
            let _ = writeln!(s, "  %d.{i} = add i32 %tid, {}\n  store i32 %d.{i}, ptr %a", i + 1);
        }
        let succs = cfg.succs(b);
        let name = |t: &Block| cfg.name_of(*t).to_string();
        match succs.len() {
            0 => s.push_str("  ret void\n"),
            1 => {
                let _ = writeln!(s, "  br label %{}", name(&succs[0]));
            }
            2 => {
                let _ = writeln!(s, "  %c.{i} = icmp slt i32 %tid, {i}\n  br i1 %c.{i}, label %{}, label %{}", name(&succs[0]), name(&succs[1]));
            }
            _ => {
                let _ = writeln!(s, "  switch i32 %tid, label %{} [", name(&succs[0]));
                for (k, t) in succs[1..].iter().enumerate() {
                    let _ = writeln!(s, "    i32 {k}, label %{}", name(t));
                }
                s.push_str("  ]\n");
            }
        }
    }
    s.push_str("}\n");
    s
}

/// Blocks holding a φ per function in `opt -S` output.
fn phi_blocks(text: &str) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let (mut func, mut block) = (String::new(), String::new());
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("define ") {
            func = rest.split('@').nth(1).and_then(|r| r.split('(').next()).unwrap_or_default().to_string();
            out.insert(func.clone(), Vec::new());
        } else if !line.starts_with(' ') && line.contains(':') && !line.starts_with(';') {
            block = line.split(':').next().unwrap().to_string();
        } else if line.contains(" = phi ") {
            let v = out.get_mut(&func).unwrap();
            if v.last() != Some(&block) {
                v.push(block.clone());
            }
        }
    }
    for v in out.values_mut() {
        v.sort();
    }
    out
}

#[test]
fn mem2reg_places_phis_at_our_idf() {
    let Some(opt) = common::tool("opt-22") else { return };
    let dir = common::scratch_dir("idf-mem2reg");
    let mut rng = Rng::new(0x1df_2026);
    let count = 600;
    for pruned in [false, true] {
        let (mut functions, mut cfgs) = (Vec::new(), Vec::new());
        for i in 0..count {
            let mut o = GenOptions::new(2 + rng.below(if i % 10 == 0 { 120 } else { 30 }), if i % 3 == 0 { Shape::Reducible } else { Shape::Random });
            o.exit = [0.0, 0.05, 0.2][i % 3];
            o.unreachable = [0, 1][i % 2];
            o.shuffle_layout = i % 2 == 1;
            o.switch = 0.05;
            o.duplicate = 0.05;
            let cfg = random_cfg(&mut rng, &o);
            let n = cfg.num_blocks();
            let access: Vec<Access> = (0..n)
                .map(|_| {
                    let def = rng.chance(0.15);
                    let load = !pruned || rng.chance(0.3);
                    match (load, def) {
                        (true, true) => Access::LoadThenStore,
                        (true, false) => Access::Load,
                        (false, true) => Access::Store,
                        (false, false) => Access::None,
                    }
                })
                .collect();
            functions.push(alloca_ir(&cfg, &format!("f{i}"), &access));
            cfgs.push((cfg, access));
        }
        let file = dir.join(if pruned { "pruned.ll" } else { "minimal.ll" });
        std::fs::write(&file, functions.join("\n")).unwrap();
        let o = Command::new(&opt).args(["-passes=mem2reg", "-S"]).arg(&file).output().expect("run opt");
        assert!(o.status.success(), "opt failed: {}", String::from_utf8_lossy(&o.stderr));
        let theirs = phi_blocks(&String::from_utf8(o.stdout).unwrap());
        let (mut total, mut nonempty) = (0, 0);
        for (i, (cfg, access)) in cfgs.iter().enumerate() {
            let dt = DominatorTree::compute(cfg);
            let mut defs: Vec<Block> = cfg.blocks().filter(|b| matches!(access[b.index()], Access::Store | Access::LoadThenStore)).collect();
            defs.push(cfg.entry());
            let mut calc = IdfCalculator::new(cfg, &dt);
            let ours = if pruned {
                // Live-in: a load before any store in the block, or no store and a live-in
                // successor (mem2reg's ComputeLiveInBlocks; the entry stores first).
                let mut live = vec![false; cfg.num_blocks()];
                let mut work: Vec<Block> = cfg.blocks().filter(|b| b.index() != 0 && matches!(access[b.index()], Access::Load | Access::LoadThenStore)).collect();
                while let Some(b) = work.pop() {
                    if std::mem::replace(&mut live[b.index()], true) {
                        continue;
                    }
                    work.extend(cfg.preds(b).iter().filter(|p| p.index() != 0 && !live[p.index()] && matches!(access[p.index()], Access::None | Access::Load)));
                }
                let live: Vec<Block> = cfg.blocks().filter(|b| live[b.index()]).collect();
                calc.calculate_pruned(&defs, &live)
            } else {
                calc.calculate(&defs)
            };
            let mut ours: Vec<String> = ours.iter().map(|&b| cfg.name_of(b).to_string()).collect();
            ours.sort();
            assert_eq!(theirs.get(&format!("f{i}")), Some(&ours), "f{i} (pruned: {pruned}): phi blocks differ");
            total += ours.len();
            nonempty += !ours.is_empty() as usize;
        }
        eprintln!("mem2reg ({}): {count} functions, {nonempty} with phis, {total} phi blocks identical to our IDF", if pruned { "pruned SSA" } else { "minimal SSA" });
        assert!(nonempty >= count / 3);
    }
}

#[test]
fn cli_prints_what_the_library_prints() {
    let cfg = random_cfg(&mut Rng::new(11), &GenOptions::new(30, Shape::Random));
    let module = kernel_module(&[kernel_ir(&cfg, "k")]);
    let file = common::scratch_dir("frontier-cli").join("k.ll");
    std::fs::write(&file, &module).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["print", "--passes", "domfrontier"]).arg(&file).output().unwrap();
    assert!(o.status.success());
    assert_eq!(String::from_utf8(o.stdout).unwrap(), our_dump(&module));
    // Other passes and JSON run; `idf` needs existing definition blocks.
    let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["print", "--passes", "postdomfrontier,controldeps,idf", "--idf-defs", "b3,%b7", "--format", "json"]).arg(&file).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v[0]["idf"]["defs"], serde_json::json!(["b3", "b7"]));
    assert!(v[0]["controldeps"]["blocks"].as_array().unwrap().len() == 30);
    let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["print", "--passes", "idf", "--idf-defs", "nope"]).arg(&file).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("no block named `nope`"));
    let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(["print", "--passes", "idf"]).arg(&file).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
}
