//! Real compiler output: clang-19 OpenCL kernels (-O0, -O2, -O2 -g) and a hand-written module,
//! plus `opt-22 -S` of each. Block names must be exactly what opt-22 prints: the reachable
//! ones as `print<domtree>` lists them (`*.domtree`, committed), and every non-entry block as
//! its label line in the `opt-22 -S` output (`*.opt.ll`). Regenerate with `regen.sh`.

use reconverge_core::cfg::{Block, Cfg};
use reconverge_core::ir::{parse_module, Function, Module};
use reconverge_core::dfs::DepthFirst;
use std::collections::BTreeSet;
use std::path::PathBuf;

const FIXTURES: &[&str] = &[
    "reduce.O0",
    "reduce.O2",
    "reduce.O2.g",
    "loop_break.O0",
    "loop_break.O2",
    "loop_break.O2.g",
    "irreducible.O0",
    "irreducible.O2",
    "irreducible.O2.g",
    "handwritten",
];

fn read(name: &str) -> String {
    let p: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "kernels", name].iter().collect();
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn parse(name: &str) -> Module {
    parse_module(&read(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// `(function, entry root, reachable block names)` from `opt -passes='print<domtree>'`.
fn domtree(text: &str) -> Vec<(String, String, BTreeSet<String>)> {
    let mut out: Vec<(String, String, BTreeSet<String>)> = vec![];
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("DominatorTree for function: ") {
            out.push((name.to_string(), String::new(), BTreeSet::new()));
        } else if let Some(root) = line.strip_prefix("Roots: %") {
            out.last_mut().unwrap().1 = root.trim_end().to_string();
        } else if let Some(rest) = line.trim_start().strip_prefix('[') {
            // `[3] %name {4294967295,4294967295} [2]`
            let after = rest.split_once("] %").expect("domtree node line").1;
            let name = after.rsplit_once(" {").expect("DFS numbers").0;
            out.last_mut().unwrap().2.insert(name.to_string());
        }
    }
    out
}

/// Per function (in order): the block labels `opt -S` prints (without the colon).
fn opt_labels(text: &str) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = vec![];
    let mut inside = false;
    for line in text.lines() {
        if line.starts_with("define ") {
            inside = true;
            out.push(vec![]);
        } else if line.starts_with('}') {
            inside = false;
        } else if inside && !line.is_empty() && !line.starts_with(' ') && !line.starts_with(';') {
            let label = if let Some(rest) = line.strip_prefix('"') {
                &line[..rest.find('"').unwrap() + 2]
            } else {
                line.split(':').next().unwrap()
            };
            out.last_mut().unwrap().push(label.to_string());
        }
    }
    out
}

/// Names of the blocks reachable from the entry (the ones `print<domtree>` lists).
fn reachable(cfg: &Cfg) -> BTreeSet<String> {
    DepthFirst::compute(cfg).preorder().iter().map(|&b| cfg.name_of(b).to_string()).collect()
}

/// Per block: its name, its `(successor, label)` list and its instruction count.
type Shape = Vec<(String, Vec<(String, String)>, usize)>;

fn shape(f: &Function) -> Shape {
    f.cfg
        .blocks()
        .map(|b: Block| {
            let succ = f.cfg.succs(b).iter().zip(f.cfg.succ_labels(b)).map(|(s, l)| (f.cfg.name_of(*s).to_string(), l.clone())).collect();
            (f.cfg.name_of(b).to_string(), succ, f.block_insts(b).len())
        })
        .collect()
}

/// Every instruction as `opcode operands… [phi pairs…] callee`, in text form.
fn insts_text(f: &Function) -> Vec<String> {
    f.insts
        .iter()
        .map(|i| {
            let ops: Vec<String> = f.operands(i).iter().map(|&o| f.operand_text(o)).collect();
            let phi: Vec<String> = f.phi_incoming(i).iter().map(|&(v, b)| format!("[{}, %{}]", f.operand_text(v), f.cfg.name_of(b))).collect();
            format!("{} {} {} {:?}", i.opcode, ops.join(", "), phi.join(" "), f.callee_name(i))
        })
        .collect()
}

#[test]
fn block_names_match_opt_domtree() {
    for fx in FIXTURES {
        let expected = domtree(&read(&format!("{fx}.domtree")));
        assert!(!expected.is_empty(), "{fx}: empty domtree file");
        for source in [format!("{fx}.ll"), format!("{fx}.opt.ll")] {
            let m = parse(&source);
            assert_eq!(m.functions.len(), expected.len(), "{source}: function count");
            for (f, (name, root, names)) in m.functions.iter().zip(&expected) {
                assert_eq!(&f.name, name, "{source}: function order");
                assert_eq!(f.cfg.name_of(f.cfg.entry()), root, "{source} @{name}: entry");
                assert_eq!(&reachable(&f.cfg), names, "{source} @{name}: reachable block names");
            }
        }
    }
}

#[test]
fn every_block_label_matches_opt_s() {
    for fx in FIXTURES {
        let labels = opt_labels(&read(&format!("{fx}.opt.ll")));
        assert!(labels.iter().map(Vec::len).sum::<usize>() > 0, "{fx}: no labels found");
        for source in [format!("{fx}.ll"), format!("{fx}.opt.ll")] {
            let m = parse(&source);
            assert_eq!(m.functions.len(), labels.len(), "{source}");
            for (f, want) in m.functions.iter().zip(&labels) {
                let ours: Vec<String> = f.cfg.blocks().map(|b| f.cfg.name_of(b).to_string()).collect();
                // opt prints no label for an unnamed entry block.
                let ours = if want.len() + 1 == ours.len() { &ours[1..] } else { &ours[..] };
                assert_eq!(ours, &want[..], "{source} @{}: block labels", f.name);
            }
        }
    }
}

#[test]
fn source_and_opt_output_give_the_same_graphs() {
    for fx in FIXTURES {
        let a = parse(&format!("{fx}.ll"));
        let b = parse(&format!("{fx}.opt.ll"));
        for (fa, fb) in a.functions.iter().zip(&b.functions) {
            assert_eq!(shape(fa), shape(fb), "{fx} @{}", fa.name);
            assert_eq!(fa.names, fb.names, "{fx}: value names");
            assert_eq!(insts_text(fa), insts_text(fb), "{fx} @{}", fa.name);
        }
    }
}

#[test]
fn kernels_have_the_expected_shape() {
    let m = parse("reduce.O2.ll");
    let f = &m.functions[0];
    assert!(f.is_kernel);
    assert_eq!(f.calling_conv.as_deref(), Some("amdgpu_kernel"));
    let callees: Vec<&str> = f.insts.iter().filter_map(|i| f.callee_name(i)).collect();
    assert!(callees.contains(&"_Z12get_local_idj") && callees.contains(&"_Z7barrierj"), "{callees:?}");
    // Every block ends in a terminator and its successors match the terminator's block operands.
    for fx in FIXTURES {
        for f in &parse(&format!("{fx}.ll")).functions {
            for b in f.cfg.blocks() {
                assert!(f.terminator(b).opcode.is_terminator(), "{fx} @{}", f.name);
            }
        }
    }
    let m = parse("handwritten.ll");
    let k = m.function("kernel").unwrap();
    assert_eq!(k.cfg.succ_labels(k.cfg.find("\"$d\"").unwrap()), ["default", "1", "-2", "3"]);
}
