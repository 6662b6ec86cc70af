//! Parses `.ll` files and prints each function's blocks, successors and instructions
//! (a debugging aid for the IR parser).
use reconverge_core::ir::parse_module;

fn main() {
    for path in std::env::args().skip(1) {
        let src = std::fs::read_to_string(&path).expect("readable file");
        match parse_module(&src) {
            Err(e) => println!("{path}: {e}"),
            Ok(m) => {
                for f in &m.functions {
                    println!("function {:?} cc={:?} kernel={} args={:?}", f.name, f.calling_conv, f.is_kernel, f.args.iter().map(|&a| &f.value(a).name).collect::<Vec<_>>());
                    for b in f.cfg.blocks() {
                        let succ: Vec<String> = f.cfg.succs(b).iter().zip(f.cfg.succ_labels(b)).map(|(s, l)| format!("{}[{}]", f.cfg.name_of(*s), l)).collect();
                        println!("  {} -> {}", f.cfg.name_of(b), succ.join(" "));
                        for i in f.block_insts(b) {
                            let res = i.result.map(|v| f.value(v).name.clone()).unwrap_or_default();
                            println!("      {res} {} {:?} phi={:?} callee={:?}", i.opcode, i.operands, i.phi_incoming, i.callee);
                        }
                    }
                }
                println!("declarations: {:?}", m.declarations);
            }
        }
    }
}
