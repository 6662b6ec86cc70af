//! IR parser benchmark.
//!
//! `ir_bench gen BLOCKS FILE` writes a synthetic amdgpu kernel with `BLOCKS` blocks (diamonds
//! with phis, loads/stores, `!dbg`/`!tbaa` attachments, a back edge per diamond; about
//! 200 bytes per block). `ir_bench parse FILE [REPEAT]` parses it and prints the time per
//! parse; compare with `time opt-22 -disable-output -passes=verify FILE`.
use reconverge_core::ir::parse_module;
use std::fmt::Write;
use std::time::Instant;

fn generate(blocks: usize) -> String {
    let groups = blocks.div_ceil(4).max(1);
    let mut s = String::with_capacity(blocks * 220 + 4096);
    s.push_str("; synthetic kernel for the IR parser benchmark\ntarget triple = \"amdgcn-amd-amdhsa\"\n\n");
    s.push_str("declare i32 @llvm.amdgcn.workitem.id.x() #1\n\n");
    s.push_str("define amdgpu_kernel void @big(ptr addrspace(1) noundef align 4 %out, i32 noundef %n) #0 !dbg !3 {\nentry:\n");
    s.push_str("  %tid = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10\n  br label %h0\n\n");
    for d in 0..groups {
        let prev = if d == 0 { "%tid".to_string() } else { format!("%x{}", d - 1) };
        let pred = if d == 0 { "%entry".to_string() } else { format!("%j{}", d - 1) };
        let next = if d + 1 == groups { "exit".to_string() } else { format!("h{}", d + 1) };
        let m = 10 + d % 50;
        let _ = write!(
            s,
            "h{d}:                                               ; preds = {pred}, %j{d}
  %p{d} = phi i32 [ {prev}, {pred} ], [ %x{d}, %j{d} ]
  %s{d} = add nsw i32 %p{d}, %tid, !dbg !{m}
  %c{d} = icmp slt i32 %s{d}, {d}, !dbg !{m}
  br i1 %c{d}, label %t{d}, label %e{d}, !dbg !{m}

t{d}:                                               ; preds = %h{d}
  %g{d} = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %s{d}, !dbg !{m}
  %l{d} = load i32, ptr addrspace(1) %g{d}, align 4, !dbg !{m}, !tbaa !5
  %u{d} = mul i32 %l{d}, 3, !dbg !{m}
  br label %j{d}, !dbg !{m}

e{d}:                                               ; preds = %h{d}
  %w{d} = shl i32 %s{d}, 1, !dbg !{m}
  store i32 %w{d}, ptr addrspace(1) %out, align 4, !dbg !{m}, !tbaa !5
  br label %j{d}, !dbg !{m}

j{d}:                                               ; preds = %t{d}, %e{d}
  %x{d} = phi i32 [ %u{d}, %t{d} ], [ %w{d}, %e{d} ]
  %k{d} = icmp eq i32 %x{d}, %n, !dbg !{m}
  br i1 %k{d}, label %h{d}, label %{next}, !dbg !{m}

"
        );
    }
    let _ = write!(s, "exit:\n  store i32 %x{}, ptr addrspace(1) %out, align 4\n  ret void\n}}\n\n", groups - 1);
    s.push_str("attributes #0 = { convergent norecurse nounwind \"amdgpu-flat-work-group-size\"=\"1,256\" }\n");
    s.push_str("attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }\n\n");
    s.push_str("!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!2}\n");
    s.push_str("!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: \"gen\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n");
    s.push_str("!1 = !DIFile(filename: \"big.cl\", directory: \"/tmp\")\n!2 = !{i32 2, !\"Debug Info Version\", i32 3}\n");
    s.push_str("!3 = distinct !DISubprogram(name: \"big\", scope: !1, file: !1, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)\n");
    s.push_str("!4 = !DISubroutineType(types: !{null})\n!5 = !{!6, !6, i64 0}\n!6 = !{!\"int\", !7, i64 0}\n!7 = !{!\"omnipotent char\", !8, i64 0}\n!8 = !{!\"Simple C/C++ TBAA\"}\n!9 = !{}\n");
    for m in 10..60 {
        let _ = writeln!(s, "!{m} = !DILocation(line: {}, column: 5, scope: !3)", m - 8);
    }
    s
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("gen") => {
            let n: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(50_000);
            let path = args.get(3).map(String::as_str).unwrap_or("big.ll");
            let src = generate(n);
            std::fs::write(path, &src).expect("write");
            eprintln!("wrote {path}: {} blocks, {} bytes", n.div_ceil(4) * 4 + 2, src.len());
        }
        Some("parse") => {
            let path = args.get(2).map(String::as_str).unwrap_or("big.ll");
            let repeat: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
            let t = Instant::now();
            let src = std::fs::read_to_string(path).expect("read");
            eprintln!("read {} bytes in {:.1} ms", src.len(), t.elapsed().as_secs_f64() * 1e3);
            for _ in 0..repeat {
                let t = Instant::now();
                let m = parse_module(&src).unwrap_or_else(|e| panic!("{e}"));
                let dt = t.elapsed();
                let (blocks, insts): (usize, usize) = m.functions.iter().map(|f| (f.cfg.num_blocks(), f.insts.len())).fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
                let nf = m.functions.len();
                let t2 = Instant::now();
                drop(m);
                let dd = t2.elapsed();
                eprintln!(
                    "parsed {} bytes: {nf} functions, {blocks} blocks, {insts} instructions in {:.1} ms ({:.0} MB/s); drop {:.1} ms",
                    src.len(),
                    dt.as_secs_f64() * 1e3,
                    src.len() as f64 / dt.as_secs_f64() / 1e6,
                    dd.as_secs_f64() * 1e3
                );
            }
        }
        _ => eprintln!("usage: ir_bench gen BLOCKS FILE | ir_bench parse FILE [REPEAT]"),
    }
}
