//! Checks the IR parser against `opt` on arbitrary `.ll` files (a development aid; needs
//! `opt-22` on `PATH`, or `OPT=/path/to/opt`).
//!
//! For each file: every function's reachable block names must equal what
//! `opt -passes='print<domtree>'` prints, and parsing `opt -S` output must give the same block
//! names, value names, successor lists and operands as parsing the file itself.
use reconverge_core::cfg::Cfg;
use reconverge_core::ir::{parse_module, Function};
use reconverge_core::dfs::DepthFirst;
use std::collections::BTreeSet;
use std::process::Command;

/// Names of the blocks reachable from the entry (the ones `print<domtree>` lists).
fn reachable(cfg: &Cfg) -> BTreeSet<String> {
    DepthFirst::compute(cfg).preorder().iter().map(|&b| cfg.name_of(b).to_string()).collect()
}

fn summary(f: &Function) -> Vec<String> {
    let mut out = vec![f.names.clone()];
    for b in f.cfg.blocks() {
        let succ: Vec<String> = f.cfg.succs(b).iter().zip(f.cfg.succ_labels(b)).map(|(s, l)| format!("{}[{l}]", f.cfg.name_of(*s))).collect();
        out.push(format!("{} -> {}", f.cfg.name_of(b), succ.join(" ")));
        for i in f.block_insts(b).iter().filter(|_| std::env::var_os("IR_CHECK_OPERANDS").is_some()) {
            let ops: Vec<String> = f.operands(i).iter().map(|&o| f.operand_text(o)).collect();
            let phi: Vec<String> = f.phi_incoming(i).iter().map(|&(v, b)| format!("[{}, %{}]", f.operand_text(v), f.cfg.name_of(b))).collect();
            out.push(format!("  {} {} {} {:?}", i.opcode, ops.join(", "), phi.join(" "), f.callee_name(i)));
        }
    }
    out
}

fn main() {
    let opt = std::env::var("OPT").unwrap_or_else(|_| "opt-22".to_string());
    let mut failures = 0;
    for path in std::env::args().skip(1) {
        let src = std::fs::read_to_string(&path).expect("readable file");
        let m = match parse_module(&src) {
            Ok(m) => m,
            Err(e) => {
                println!("{path}: PARSE ERROR {e}");
                failures += 1;
                continue;
            }
        };
        let dt = Command::new(&opt).args(["-disable-output", "-passes=print<domtree>", &path]).output().expect("run opt");
        if !dt.status.success() {
            println!("{path}: opt failed: {}", String::from_utf8_lossy(&dt.stderr).lines().next().unwrap_or(""));
            continue;
        }
        let text = String::from_utf8_lossy(&dt.stderr);
        let mut expected: Vec<(String, BTreeSet<String>)> = vec![];
        for line in text.lines() {
            if let Some(name) = line.strip_prefix("DominatorTree for function: ") {
                expected.push((name.to_string(), BTreeSet::new()));
            } else if let Some(rest) = line.trim_start().strip_prefix('[') {
                if let (Some((_, after)), Some(last)) = (rest.split_once("] %"), expected.last_mut()) {
                    if let Some((name, _)) = after.rsplit_once(" {") {
                        last.1.insert(name.to_string());
                    }
                }
            }
        }
        let mut ok = m.functions.len() == expected.len();
        if !ok {
            println!("{path}: {} functions, opt has {}", m.functions.len(), expected.len());
        }
        for (f, (name, names)) in m.functions.iter().zip(&expected) {
            let ours = reachable(&f.cfg);
            if &f.name != name || &ours != names {
                ok = false;
                println!("{path} @{}: names differ\n  ours: {ours:?}\n  opt:  {names:?}", f.name);
            }
        }
        let printed = Command::new(&opt).args(["-S", &path, "-o", "-"]).output().expect("run opt -S");
        let printed = String::from_utf8_lossy(&printed.stdout).into_owned();
        match parse_module(&printed) {
            Err(e) => {
                ok = false;
                println!("{path}: opt -S output: PARSE ERROR {e}");
            }
            Ok(m2) => {
                for (a, b) in m.functions.iter().zip(&m2.functions) {
                    let (sa, sb) = (summary(a), summary(b));
                    if sa != sb {
                        ok = false;
                        let k = sa.iter().zip(&sb).position(|(x, y)| x != y).unwrap_or(0);
                        println!("{path} @{}: source and opt -S differ at line {k}:\n  {:?}\n  {:?}", a.name, sa.get(k), sb.get(k));
                    }
                }
            }
        }
        let blocks: usize = m.functions.iter().map(|f| f.cfg.num_blocks()).sum();
        println!("{path}: {} ({} functions, {blocks} blocks)", if ok { "OK" } else { "MISMATCH" }, m.functions.len());
        failures += usize::from(!ok);
    }
    std::process::exit(i32::from(failures > 0));
}
