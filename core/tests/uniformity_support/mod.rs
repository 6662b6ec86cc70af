//! Shared helpers of the uniformity tests: running `opt-22`, parsing `print<uniformity>`
//! text (ours or opt's) and comparing it part by part.

#![allow(dead_code)]

use reconverge_core::cycles::hierarchies::{all_hierarchies, EnumOptions};
use reconverge_core::cycles::{print as cprint, CycleInfo};
use reconverge_core::input;
use reconverge_core::{print, DominatorTree, PostDominatorTree};
use reconverge_core::ir::InstId;
use reconverge_core::uniformity::{self, print::opt_text, Options, Target, Uniformity};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

#[path = "../common/mod.rs"]
mod common;
#[allow(unused_imports)] // each test crate uses a subset
pub use common::{for_opt22, scratch_dir, tool};

/// `print<uniformity>` of one function, split into its parts.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct FnOut {
    pub name: String,
    pub all_uniform: bool,
    pub args: Vec<String>,
    pub assumed: Vec<String>,
    pub exits: Vec<String>,
    /// (value, user, cycle) texts.
    pub temporal: Vec<(String, String, String)>,
    /// (block name, divergent?, text) for every definition and terminator line.
    pub values: Vec<(String, bool, String)>,
    /// The whole text of the function.
    pub text: String,
}

/// Splits `print<uniformity>` output into functions.
pub fn parse(text: &str) -> Vec<FnOut> {
    let mut out: Vec<FnOut> = Vec::new();
    let mut section = "";
    let mut block = String::new();
    let mut pending: Vec<String> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("UniformityInfo for function '") {
            out.push(FnOut { name: rest.trim_end_matches("':").to_string(), ..Default::default() });
            section = "";
            continue;
        }
        let Some(f) = out.last_mut() else { continue };
        f.text.push_str(line);
        f.text.push('\n');
        match line {
            "ALL VALUES UNIFORM" => {
                f.all_uniform = true;
                continue;
            }
            "DIVERGENT ARGUMENTS:" | "CYCLES ASSUMED DIVERGENT:" | "CYCLES ASSSUMED DIVERGENT:" | "CYCLES WITH DIVERGENT EXIT:" | "TEMPORAL DIVERGENCE LIST:" | "DEFINITIONS"
            | "TERMINATORS" => {
                section = match line {
                    "DIVERGENT ARGUMENTS:" => "args",
                    "CYCLES WITH DIVERGENT EXIT:" => "exits",
                    "TEMPORAL DIVERGENCE LIST:" => "temporal",
                    "DEFINITIONS" | "TERMINATORS" => "values",
                    _ => "assumed",
                };
                continue;
            }
            "END BLOCK" => {
                section = "";
                continue;
            }
            _ => {}
        }
        if let Some(b) = line.strip_prefix("BLOCK ") {
            block = b.to_string();
            section = "";
            continue;
        }
        match section {
            "args" => f.args.push(line.trim().to_string()),
            "assumed" => f.assumed.push(line.trim().to_string()),
            "exits" => f.exits.push(line.trim().to_string()),
            "temporal" => {
                if line.is_empty() {
                    if pending.len() == 3 {
                        f.temporal.push((pending[0].clone(), pending[1].clone(), pending[2].clone()));
                    }
                    pending.clear();
                } else if let Some(v) = line.strip_prefix("Value         :") {
                    pending = vec![v.trim().to_string()];
                } else if let Some(v) = line.strip_prefix("Used by       :") {
                    pending.push(v.trim().to_string());
                } else if let Some(v) = line.strip_prefix("Outside cycle :") {
                    pending.push(v.trim().to_string());
                } else if let Some(last) = pending.last_mut() {
                    last.push('\n');
                    last.push_str(line.trim());
                }
            }
            "values" => {
                if let Some(t) = line.strip_prefix("  DIVERGENT: ") {
                    f.values.push((block.clone(), true, t.trim().to_string()));
                } else if line.starts_with("             ") {
                    f.values.push((block.clone(), false, line.trim().to_string()));
                } else if let Some(last) = f.values.last_mut() {
                    // A continuation line of a multi-line instruction.
                    last.2.push('\n');
                    last.2.push_str(line.trim());
                }
            }
            _ => {}
        }
    }
    out
}

fn sorted(v: &[String]) -> Vec<String> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// Tallies of a comparison.
#[derive(Debug, Default, Clone, Copy)]
pub struct Tally {
    pub functions: usize,
    /// Values and terminators compared (plus arguments).
    pub values: usize,
    pub divergent: usize,
    /// Values whose verdict agrees.
    pub agree: usize,
    /// Functions whose text is byte-identical.
    pub identical: usize,
    /// Functions whose text is identical once the divergent-argument lines are sorted (LLVM
    /// prints them in pointer-hash order).
    pub identical_modulo_arg_order: usize,
    pub assumed_cycles: usize,
    pub exit_cycles: usize,
    pub temporal: usize,
    /// Functions whose assumed-divergent list differs in order or content.
    pub assumed_list_differs: usize,
    /// Functions whose temporal-divergence list differs as a multiset.
    pub temporal_differs: usize,
    /// Instruction texts that differ although the verdict agrees.
    pub text_differs: usize,
    /// Functions where LLVM iterates no pointer-keyed set in hash order (its output order is
    /// then deterministic and ours must equal it byte for byte).
    pub deterministic: usize,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.functions += o.functions;
        self.values += o.values;
        self.divergent += o.divergent;
        self.agree += o.agree;
        self.identical += o.identical;
        self.identical_modulo_arg_order += o.identical_modulo_arg_order;
        self.assumed_cycles += o.assumed_cycles;
        self.exit_cycles += o.exit_cycles;
        self.temporal += o.temporal;
        self.assumed_list_differs += o.assumed_list_differs;
        self.temporal_differs += o.temporal_differs;
        self.text_differs += o.text_differs;
        self.deterministic += o.deterministic;
    }
}

/// Compares opt's and our outputs. Verdicts (every value, terminator and argument, the
/// `ALL VALUES UNIFORM` line, the set of cycles with divergent exits and of cycles assumed
/// divergent) must agree — a difference panics with the function's two texts. Orders
/// that LLVM takes from pointer hashes and the temporal list are tallied.
///
/// `hashed` names the functions for which LLVM's report order comes from pointer hashes
/// ([`reconverge_core::uniformity::Uniformity::llvm_order_is_hashed`]); every other function
/// must be byte-identical.
pub fn compare(theirs: &str, ours: &str, what: &str, hashed: &[String]) -> Tally {
    let (t, o) = (parse(theirs), parse(ours));
    assert_eq!(t.iter().map(|f| &f.name).collect::<Vec<_>>(), o.iter().map(|f| &f.name).collect::<Vec<_>>(), "{what}: function lists differ");
    let mut tally = Tally::default();
    for (tf, of) in t.iter().zip(&o) {
        let ctx = || format!("{what}: function {}\n--- opt-22:\n{}\n--- ours:\n{}", tf.name, tf.text, of.text);
        tally.functions += 1;
        assert_eq!(tf.all_uniform, of.all_uniform, "ALL VALUES UNIFORM differs; {}", ctx());
        assert_eq!(sorted(&tf.args), sorted(&of.args), "divergent arguments differ; {}", ctx());
        assert_eq!(tf.values.len(), of.values.len(), "value counts differ; {}", ctx());
        tally.values += tf.values.len() + tf.args.len();
        tally.agree += tf.args.len();
        tally.divergent += tf.args.len();
        for (a, b) in tf.values.iter().zip(&of.values) {
            assert_eq!((&a.0, a.1), (&b.0, b.1), "verdict of `{}` differs; {}", a.2, ctx());
            tally.agree += 1;
            tally.divergent += a.1 as usize;
            tally.text_differs += (a.2 != b.2) as usize;
        }
        assert_eq!(sorted(&tf.exits), sorted(&of.exits), "cycles with divergent exit differ; {}", ctx());
        let (ta, oa): (BTreeMap<_, _>, BTreeMap<_, _>) = (tf.assumed.iter().map(|c| (c.clone(), ())).collect(), of.assumed.iter().map(|c| (c.clone(), ())).collect());
        if ta != oa {
            // LLVM keeps a cycle and one containing it when it meets the inner one first; the
            // union of blocks must still agree.
            let blocks = |v: &[String]| {
                let mut s: Vec<String> = v.iter().flat_map(|c| c.replace(['(', ')'], " ").split(' ').skip(2).map(String::from).collect::<Vec<_>>()).filter(|x| !x.is_empty()).collect();
                s.sort();
                s.dedup();
                s
            };
            assert_eq!(blocks(&tf.assumed), blocks(&of.assumed), "blocks of cycles assumed divergent differ; {}", ctx());
        }
        tally.assumed_list_differs += (tf.assumed != of.assumed) as usize;
        tally.assumed_cycles += tf.assumed.len();
        tally.exit_cycles += tf.exits.len();
        tally.temporal += tf.temporal.len();
        let (mut tt, mut ot) = (tf.temporal.clone(), of.temporal.clone());
        tt.sort();
        ot.sort();
        tally.temporal_differs += (tt != ot) as usize;
        tally.identical += (tf.text == of.text) as usize;
        if !hashed.contains(&tf.name) {
            tally.deterministic += 1;
            assert_eq!(tf.text, of.text, "{what}: function {}: LLVM's order is deterministic here but the texts differ", tf.name);
        }
        let norm = |f: &FnOut| {
            let mut text = f.text.clone();
            for (a, b) in f.args.iter().zip(sorted(&f.args)) {
                text = text.replacen(&format!("  {a}\n"), &format!("  \u{1}{b}\n"), 1);
            }
            text
        };
        tally.identical_modulo_arg_order += (norm(tf) == norm(of)) as usize;
    }
    tally
}

/// `opt -mtriple amdgcn-- -disable-output -passes='print<uniformity>' file` (stderr).
pub fn opt_uniformity(opt: &Path, file: &Path, triple: Option<&str>) -> String {
    let mut cmd = Command::new(opt);
    if let Some(t) = triple {
        cmd.arg(format!("-mtriple={t}"));
    }
    let o = cmd.args(["-disable-output", "-passes=print<uniformity>"]).arg(file).output().expect("run opt");
    assert!(o.status.success(), "opt failed on {}: {}", file.display(), String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stderr).expect("utf-8")
}

/// Our output for every function of `src` (target from the module's triple unless given),
/// and the names of the functions whose LLVM report order is hash-based.
pub fn ours(src: &str, target: Option<Target>) -> (String, Vec<String>) {
    let program = input::parse(src, None).unwrap_or_else(|e| panic!("our parser rejected what opt accepts: {e}"));
    let target = target.unwrap_or_else(|| Target::detect(src));
    let mut hashed = Vec::new();
    let text = program
        .functions
        .iter()
        .map(|f| {
            let u = uniformity::analyze(f, src, &Options { target, ..Default::default() }).expect("no DFS order given");
            if u.llvm_order_is_hashed() {
                hashed.push(f.name().to_string());
            }
            opt_text(&u, f.ir().expect("IR"), src)
        })
        .collect();
    (text, hashed)
}

/// LLVM's verdicts depend on the cycle hierarchy in two ways (docs/LLVM-DIFFERENCES.md):
/// the diverged-entry criterion looks at headers, so a cycle may be assumed divergent under
/// one DFS and not under another (LLVM's own `diverged-entry-headers-nested` test), and the
/// label propagation in irreducible cycles can push a label before it is final and find a
/// join that no two disjoint paths reach. Every verdict that differs between two hierarchies
/// must be explained by one of these in its reason chain.
pub fn unexplained_differences(f: &input::Function, src: &str) -> (usize, usize, Vec<String>) {
    use reconverge_core::uniformity::reasons::{explain, Context};
    use reconverge_core::uniformity::{Cause, Subject, ValueRef};
    let ir = f.ir().unwrap();
    let all = all_hierarchies(f.cfg(), &EnumOptions::default(), &mut |_| true);
    let results: Vec<Uniformity> = all.hierarchies.iter().map(|h| uniformity::analyze(f, src, &Options { dfs_order: Some(h.order.clone()), ..Default::default() }).unwrap()).collect();
    let assumed_blocks = |u: &Uniformity| -> Vec<bool> { f.cfg().blocks().map(|b| !u.is_m_converged(b)).collect() };
    let ctx = Context { cfg: f.cfg(), ir: Some(ir), src };
    let (mut differing, mut unexplained) = (0, Vec::new());
    for (x, ux) in results.iter().enumerate() {
        for uy in &results {
            for i in 0..ir.insts.len() {
                let id = InstId(i as u32);
                if !ux.is_divergent_inst(ir, id) || uy.is_divergent_inst(ir, id) {
                    continue;
                }
                differing += 1;
                let subject = if ir.insts[i].opcode.is_terminator() { Subject::Branch(ir.insts[i].block) } else { Subject::Value(ValueRef::Inst(id)) };
                let chain = explain(ux, &ctx, subject);
                let explained = chain.steps.iter().any(|s| match s.cause {
                    Cause::Join { .. } => !s.disjoint,
                    Cause::AssumedCycle(k) => {
                        let a = &ux.assumed_divergent()[k as usize];
                        ux.cycles().blocks(a.cycle).any(|b| uy.is_m_converged(b)) || assumed_blocks(ux) != assumed_blocks(uy)
                    }
                    _ => false,
                });
                if !explained {
                    unexplained.push(format!("{} in hierarchy {x}", reconverge_core::uniformity::reasons::value_name(&ctx, ValueRef::Inst(id))));
                }
            }
        }
    }
    (results.len(), differing, unexplained)
}

/// Splits printer output into per-function sections (a section starts at `header`).
pub fn sections<'a>(text: &'a str, headers: &[&str]) -> Vec<&'a str> {
    let mut starts: Vec<usize> = Vec::new();
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        if headers.iter().any(|h| line.starts_with(h)) {
            starts.push(pos);
        }
        pos += line.len();
    }
    starts.iter().enumerate().map(|(i, &s)| &text[s..starts.get(i + 1).copied().unwrap_or(text.len())]).collect()
}

/// Our `print<domtree>,print<postdomtree>,print<cycles>`, function by function as opt runs them.
pub fn our_structure(src: &str) -> String {
    let program = input::parse(src, None).unwrap_or_else(|e| panic!("our parser rejected what opt accepts: {e}"));
    let mut out = String::new();
    // opt runs the three printers function by function.
    for f in &program.functions {
        out.push_str(&print::domtree(f.cfg(), &DominatorTree::compute(f.cfg())));
        out.push_str(&print::postdomtree(f.cfg(), &PostDominatorTree::compute(f.cfg())));
        out.push_str(&cprint::cycles(f.cfg(), &CycleInfo::compute(f.cfg())));
    }
    out
}
