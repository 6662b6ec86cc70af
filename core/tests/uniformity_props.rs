//! Property tests of the uniformity analysis that need no LLVM:
//!
//! - verdicts change with the DFS successor order only for the two documented reasons
//!   (random irreducible kernels, every distinct hierarchy);
//! - every divergent value, branch and non-m-converged block has a reason chain that ends at
//!   a divergence source (or a marked branch), each step about something divergent;
//! - path witnesses are paths of the CFG from the branch to the join, disjoint when they say so;
//! - nothing panics on random CFGs with random marks, random kernels, truncated IR;
//! - the CLI prints what the library prints, `--explain` and `--format json` carry the chains.

mod uniformity_support;

use reconverge_core::cycles::CycleInfo;
use reconverge_core::generate::{random_cfg, uniformity_kernel, uniformity_module, GenOptions, KernelOptions, Rng, Shape};
use reconverge_core::input;
use reconverge_core::ir::InstId;
use reconverge_core::uniformity::reasons::{explain, witness_paths, Context};
use reconverge_core::uniformity::{self, print, Cause, Options, Subject, ValueRef};
use reconverge_core::{Block, BranchMark, Cfg, CfgBuilder};
use std::process::Command;
use uniformity_support::unexplained_differences;

fn kernel(seed: u64, blocks: usize, shape: Shape, back_edge: f64) -> String {
    let mut rng = Rng::new(seed);
    let mut o = GenOptions::new(blocks, shape);
    o.back_edge = back_edge;
    o.unreachable = (seed % 3) as usize;
    o.exit = [0.0, 0.1, 0.3][(seed % 3) as usize];
    let cfg = random_cfg(&mut rng, &o);
    uniformity_module(&[uniformity_kernel(&cfg, &format!("k{seed}"), &mut rng, &KernelOptions { kernel: seed & 3 != 0, ..Default::default() })])
}

#[test]
fn dfs_order_changes_verdicts_only_for_documented_reasons() {
    let (mut functions, mut hierarchies, mut differing) = (0, 0, 0);
    for seed in 0..300u64 {
        let src = kernel(seed, 4 + (seed % 9) as usize, Shape::Random, 0.4);
        let p = input::parse(&src, None).unwrap();
        let f = &p.functions[0];
        let ci = CycleInfo::compute(f.cfg());
        if ci.cycles().all(|c| ci.is_reducible(c)) {
            continue;
        }
        let (h, d, unexplained) = unexplained_differences(f, &src);
        assert!(unexplained.is_empty(), "seed {seed}: {unexplained:?}\n{src}");
        functions += 1;
        hierarchies += h;
        differing += d;
    }
    eprintln!("{functions} irreducible kernels, {hierarchies} hierarchies, {differing} differing verdicts, all explained");
    assert!(functions >= 100 && hierarchies > functions);
}

#[test]
fn every_divergent_verdict_has_a_chain_to_a_source() {
    let mut chains = 0;
    for seed in 0..120u64 {
        let shape = if seed % 3 == 0 { Shape::Reducible } else { Shape::Random };
        let src = kernel(seed, 3 + (seed % 40) as usize, shape, 0.3);
        let p = input::parse(&src, None).unwrap();
        let f = &p.functions[0];
        let ir = f.ir().unwrap();
        let u = uniformity::analyze(f, &src, &Options::default()).unwrap();
        let ctx = Context { cfg: f.cfg(), ir: Some(ir), src: &src };
        let mut subjects: Vec<Subject> = Vec::new();
        for i in 0..ir.insts.len() {
            let inst = &ir.insts[i];
            if inst.opcode.is_terminator() {
                if u.has_divergent_terminator(inst.block) {
                    subjects.push(Subject::Branch(inst.block));
                }
            } else if u.is_divergent_inst(ir, InstId(i as u32)) {
                subjects.push(Subject::Value(ValueRef::Inst(InstId(i as u32))));
            }
        }
        subjects.extend((0..ir.args.len()).filter(|&a| u.is_divergent_arg(a)).map(|a| Subject::Value(ValueRef::Arg(a as u32))));
        subjects.extend(f.cfg().blocks().filter(|&b| !u.is_m_converged(b)).map(Subject::Block));
        for s in subjects {
            let chain = explain(&u, &ctx, s);
            assert!(!chain.steps.is_empty());
            let last = chain.steps.last().unwrap();
            assert!(matches!(last.cause, Cause::Source(_)), "seed {seed}: chain of {s:?} ends with {:?}", last.cause);
            for step in &chain.steps {
                assert_ne!(step.cause, Cause::Uniform, "seed {seed}: a uniform step in the chain of {s:?}");
                for p in &step.paths {
                    assert!(p.windows(2).all(|w| f.cfg().succs(w[0]).contains(&w[1])), "not a path: {p:?}");
                }
            }
            let text = reconverge_core::uniformity::reasons::chain_text(&u, &ctx, &chain);
            assert_eq!(text.split(";\n  ").count(), chain.steps.len());
            chains += 1;
        }
    }
    assert!(chains > 1000, "{chains}");
}

#[test]
fn witnesses_are_disjoint_paths_when_they_say_so() {
    for seed in 0..200u64 {
        let mut o = GenOptions::new(3 + (seed % 30) as usize, if seed & 1 == 0 { Shape::Random } else { Shape::Reducible });
        o.back_edge = 0.3;
        let cfg = random_cfg(&mut Rng::new(seed), &o);
        let u = uniformity::analyze(&input::Function::Graph(cfg.clone()), "", &Options::default()).unwrap();
        let mut sd = u.sync_dependence(&cfg);
        for b in u.divergent_branches() {
            for &j in sd.joins(b).to_vec().iter() {
                let (paths, disjoint) = witness_paths(&cfg, b, j);
                for p in &paths {
                    assert_eq!((p.first(), p.last()), (Some(&b), Some(&j)));
                    assert!(p.windows(2).all(|w| cfg.succs(w[0]).contains(&w[1])));
                }
                if disjoint {
                    assert_eq!(paths.len(), 2);
                    assert_ne!(paths[0].get(1), paths[1].get(1), "distinct first successors");
                    let inner: Vec<Block> = paths[0][1..paths[0].len() - 1].to_vec();
                    assert!(paths[1][1..paths[1].len() - 1].iter().all(|x| !inner.contains(x)), "seed {seed}: {paths:?}");
                }
            }
        }
    }
}

/// A random CFG with random branch marks.
fn marked(seed: u64) -> Cfg {
    let mut rng = Rng::new(seed);
    let mut o = GenOptions::new(2 + rng.below(60), if seed & 1 == 0 { Shape::Random } else { Shape::Reducible });
    o.back_edge = 0.3;
    o.unreachable = rng.below(3);
    let cfg = random_cfg(&mut rng, &o);
    let mut b = CfgBuilder::new("cfg");
    for x in cfg.blocks() {
        b.block(cfg.name_of(x));
    }
    for x in cfg.blocks() {
        for &s in cfg.succs(x) {
            b.edge(x, s, "", Default::default());
        }
        b.data_mut(x).mark = [BranchMark::Unmarked, BranchMark::Uniform, BranchMark::Divergent][rng.below(3)];
    }
    b.finish()
}

#[test]
fn graphs_with_marks_never_panic_and_report_consistently() {
    for seed in 0..400u64 {
        let cfg = marked(seed);
        for unmarked in [uniformity::UnmarkedBranches::Divergent, uniformity::UnmarkedBranches::Uniform] {
            let f = input::Function::Graph(cfg.clone());
            let u = uniformity::analyze(&f, "", &Options { unmarked, ..Default::default() }).unwrap();
            let text = print::graph_text(&u, &cfg);
            assert!(text.starts_with("UniformityInfo for function 'cfg':\n"));
            let ctx = Context { cfg: &cfg, ir: None, src: "" };
            let json = print::to_json(&u, &ctx, Some("b1"));
            assert_eq!(json.blocks.len(), cfg.num_blocks());
            for b in cfg.blocks() {
                let want = match cfg.block(b).mark {
                    BranchMark::Divergent => true,
                    BranchMark::Uniform => false,
                    BranchMark::Unmarked => unmarked == uniformity::UnmarkedBranches::Divergent && cfg.succs(b).len() >= 2,
                };
                assert_eq!(u.has_divergent_terminator(b), want);
                // A join is reached from its branch.
                for &j in u.sync_dependence(&cfg).joins(b).to_vec().iter() {
                    assert!(!witness_paths(&cfg, b, j).0.is_empty());
                }
            }
        }
    }
}

#[test]
fn random_and_truncated_ir_never_panics() {
    for seed in 0..60u64 {
        let src = kernel(seed, 2 + (seed % 25) as usize, Shape::Random, 0.3);
        for cut in [src.len(), src.len() * 3 / 4, src.len() / 2] {
            let Some(text) = src.get(..cut) else { continue };
            let Ok(p) = input::parse(text, None) else { continue };
            for f in &p.functions {
                for target in [uniformity::Target::Amdgpu, uniformity::Target::Nvptx] {
                    let u = uniformity::analyze(f, text, &Options { target, ..Default::default() }).unwrap();
                    let _ = print::opt_text(&u, f.ir().unwrap(), text);
                }
            }
        }
    }
    // A bad DFS order is an error, not a panic.
    let src = kernel(1, 6, Shape::Random, 0.3);
    let p = input::parse(&src, None).unwrap();
    assert!(uniformity::analyze(&p.functions[0], &src, &Options { dfs_order: Some(vec![vec![7, 7, 7]]), ..Default::default() }).is_err());
}

fn cli(args: &[&str], file: &std::path::Path) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).arg("print").args(args).arg(file).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8(o.stdout).unwrap(), String::from_utf8(o.stderr).unwrap())
}

#[test]
fn cli_text_json_and_explain() {
    let dir = uniformity_support::scratch_dir("uniformity-cli");
    let src = "define amdgpu_kernel void @k(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond.div = icmp slt i32 %tid, 0
  br i1 %cond.div, label %Q, label %R
Q:
  br label %S
R:
  br label %S
S:
  %s.phi = phi i32 [ 1, %Q ], [ %n, %R ]
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";
    let file = dir.join("k.ll");
    std::fs::write(&file, src).unwrap();
    let p = input::parse(src, None).unwrap();
    let u = uniformity::analyze(&p.functions[0], src, &Options::default()).unwrap();
    let (code, out, _) = cli(&["--passes", "uniformity"], &file);
    assert_eq!(code, 0);
    assert_eq!(out, print::opt_text(&u, p.functions[0].ir().unwrap(), src));
    // The chain of the phi, back to the thread id.
    let (code, out, _) = cli(&["--passes", "uniformity", "--explain", "%s.phi"], &file);
    assert_eq!(code, 0);
    for part in ["`%s.phi` is a phi in `S`, a join of divergent branch `entry`", "disjoint paths entry→Q→S, entry→R→S", "branch `entry` branches on `%cond.div` = `icmp slt i32 %tid, 0`", "`%tid` is a divergent intrinsic `amdgcn.workitem.id.x`"] {
        assert!(out.contains(part), "missing `{part}` in\n{out}");
    }
    // A block: its branch.
    let (_, out, _) = cli(&["--passes", "uniformity", "--explain", "entry"], &file);
    assert!(out.contains("branch `entry` branches on"), "{out}");
    // JSON: verdicts, structured reasons with the witness, the chain.
    let (code, out, _) = cli(&["--passes", "uniformity", "--format", "json", "--explain", "%s.phi"], &file);
    assert_eq!(code, 0);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    let uj = &j[0]["uniformity"];
    assert_eq!(uj["target"], "amdgpu");
    let s_block = &uj["blocks"][3];
    assert_eq!(s_block["name"], "S");
    assert_eq!(s_block["join_of"][0]["name"], "entry");
    let phi = &s_block["definitions"][0];
    assert_eq!(phi["divergent"], true);
    assert_eq!(phi["reason"]["kind"], "join");
    assert_eq!(phi["reason"]["branch"]["name"], "entry");
    assert_eq!(phi["reason"]["join"]["name"], "S");
    assert_eq!(phi["reason"]["paths"].as_array().unwrap().len(), 2);
    assert_eq!(phi["reason"]["disjoint"], true);
    let steps = uj["explain"]["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 4);
    assert_eq!(steps[0]["subject"]["name"], "%s.phi");
    assert_eq!(steps[3]["kind"], "source");
    assert_eq!(uj["divergent_branches"][0]["joins"][0]["name"], "S");
    // An unknown name is an error (exit 1) naming it.
    let (code, _, err) = cli(&["--passes", "uniformity", "--explain", "%nope"], &file);
    assert_eq!(code, 1);
    assert!(err.contains("no value or block named `%nope`"), "{err}");
    // Compact text with marks.
    let g = dir.join("g.txt");
    std::fs::write(&g, "entry => P, R\nP -> Q\nQ ~> S, R\nR -> S\nS => P, exit\n").unwrap();
    let (code, out, _) = cli(&["--passes", "uniformity"], &g);
    assert_eq!(code, 0);
    assert!(out.contains("CYCLES ASSUMED DIVERGENT:\n  depth=1: entries(R P) S Q"), "{out}");
    assert!(out.contains("NOT M-CONVERGED:\n  P R Q S"), "{out}");
    let (_, out, _) = cli(&["--passes", "uniformity", "--explain", "S"], &g);
    assert!(out.contains("the diverged-entry criterion fails"), "{out}");
    // A DFS order changes the hierarchy; a bad one is an error.
    let (code, _, err) = cli(&["--passes", "uniformity", "--dfs-order", "P: nope"], &g);
    assert_eq!(code, 1, "{err}");
}
