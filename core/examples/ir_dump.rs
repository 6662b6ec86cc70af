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
                    println!("function {:?} cc={:?} kernel={} args={:?}", f.name, f.calling_conv, f.is_kernel, f.args.iter().map(|&a| f.value_name(a)).collect::<Vec<_>>());
                    for b in f.cfg.blocks() {
                        let succ: Vec<String> = f.cfg.succs(b).iter().zip(f.cfg.succ_labels(b)).map(|(s, l)| format!("{}[{}]", f.cfg.name_of(*s), l)).collect();
                        println!("  {} -> {}", f.cfg.name_of(b), succ.join(" "));
                        for i in f.block_insts(b) {
                            let res = i.result.map(|v| f.value_name(v)).unwrap_or_default();
                            let ops: Vec<String> = f.operands(i).iter().map(|&o| f.operand_text(o)).collect();
                            let phi: Vec<String> = f.phi_incoming(i).iter().map(|&(v, b)| format!("[{}, %{}]", f.operand_text(v), f.cfg.name_of(b))).collect();
                            println!("      {res} {} {} {} {:?}", i.opcode, ops.join(", "), phi.join(" "), f.callee_name(i));
                        }
                    }
                }
                println!("declarations: {:?}", m.declarations);
            }
        }
    }
}
