//! The debug information reader against LLVM's own (issue 33 item 2).
//!
//! Our kernels of `tests/debugger_kernels/` compiled with `clang-19 -g` (amdgcn and nvptx64,
//! -O0 and -O2), each accepted by `opt-22 -passes=verify` (once clang-19's
//! `DW_CC_LLVM_OpenCLKernel`, which LLVM 21 renamed, is renamed in the copy it checks):
//!
//! 1. every `!dbg !N` attachment of an instruction and every `#dbg_value` / `#dbg_declare` /
//!    `#dbg_assign` line is read, and every location, scope, variable and type they name
//!    resolves;
//! 2. the line table equals the `.loc` directives `llc-19 -O0` emits for the same IR. The
//!    mapping back: llc emits a `.loc FILE LINE COL` before the first machine instruction of
//!    each run of instructions with the same location, in block layout order (at -O0 there is
//!    no scheduling across IR instructions), so, per function, the `.loc` rows with repeats
//!    merged must be our rows (the instructions' `(line, col)` in layout order, repeats
//!    merged) with the rows of instructions that emit no machine code left out: every `.loc`
//!    row is ours (none invented, none missed, same order: a subsequence), and every row of
//!    ours that llc left out belongs to instructions that emit no code at -O0 (an `alloca`, a
//!    branch to the next block, a debug intrinsic, an `llvm.lifetime`/`assume`) or whose code
//!    llc folds into a neighbour's (a cast into the load or store, a GEP into the address, an
//!    `fmul` + `fadd` contracted into an `fma`, a repeat of the previous instruction's load
//!    merged with it); rows llc gives line 0 are skipped. The
//!    function's prologue row `(scopeLine, 0)` is llc's own and is skipped.
//!
//! Skipped when clang-19, llc-19 or opt-22 is missing.

mod common;

use reconverge_core::ir::debug_info::DebugInfo;
use std::path::Path;
use std::process::{Command, Stdio};

const KERNELS: [&str; 5] = ["scale", "floats", "local_sum", "helper", "types"];

fn have(tool: &str) -> bool {
    Command::new(tool).arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok()
}

fn scratch(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("reconverge-dilines-{}-{tag}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn compile(name: &str, target: &str, opt: &str, out: &Path) -> String {
    let cl = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/debugger_kernels/{name}.cl"));
    let mut cmd = Command::new("clang-19");
    cmd.args(["-x", "cl", "-cl-std=CL2.0", "-g", opt, "-nogpulib", "-target", target, "-S", "-emit-llvm"]);
    if target.starts_with("amdgcn") {
        cmd.arg("-mcpu=gfx90a");
    }
    assert!(cmd.arg(&cl).arg("-o").arg(out).status().unwrap().success());
    std::fs::read_to_string(out).unwrap()
}

/// `.loc` rows `(line, col)` per function name, in order, from llc's assembly.
fn loc_rows(asm: &str, names: &[String]) -> Vec<(String, Vec<(u32, u32)>)> {
    let mut out: Vec<(String, Vec<(u32, u32)>)> = Vec::new();
    for line in asm.lines() {
        let t = line.trim();
        // A function starts at its label (`scale:` on AMDGPU, `.entry scale(` / `.func … name(` on NVPTX).
        let starts = names.iter().find(|n| {
            t == format!("{n}:") || t.starts_with(&format!(".visible .entry {n}(")) || t.starts_with(&format!(".entry {n}(")) || (t.contains(".func") && t.contains(&format!(" {n}(")))
        });
        if let Some(n) = starts {
            out.push((n.clone(), Vec::new()));
            continue;
        }
        if let Some(rest) = t.strip_prefix(".loc") {
            let w: Vec<&str> = rest.split_whitespace().collect();
            if let (Some(l), Some(c)) = (w.get(1).and_then(|x| x.parse().ok()), w.get(2).and_then(|x| x.parse().ok())) {
                if let Some(last) = out.last_mut() {
                    last.1.push((l, c));
                }
            }
        }
    }
    out
}

fn dedup(v: &mut Vec<(u32, u32)>) {
    v.dedup();
}

#[test]
fn line_table_equals_llc_loc_rows() {
    for tool in ["clang-19", "llc-19", "opt-22"] {
        if !have(tool) {
            eprintln!("skipped: {tool} is not installed");
            return;
        }
    }
    let work = scratch("lines");
    let (mut locs_read, mut records_read, mut rows_compared, mut rows_no_code) = (0usize, 0usize, 0usize, 0usize);
    let mut failures = Vec::new();
    for k in KERNELS {
        for target in ["amdgcn-amd-amdhsa", "nvptx64-nvidia-cuda"] {
            for opt in ["-O0", "-O2"] {
                let what = format!("{k} {target} {opt}");
                let ll = work.join(format!("{k}-{}{opt}.ll", &target[..6]));
                let src = compile(k, target, opt, &ll);
                // opt-22 no longer knows clang-19's `DW_CC_LLVM_OpenCLKernel` (a field we do not
                // read): it verifies a renamed copy (common::for_opt22).
                let checked = work.join(format!("{k}-{}{opt}-verify.ll", &target[..6]));
                std::fs::write(&checked, common::for_opt22(&src)).unwrap();
                let v = Command::new("opt-22").args(["-passes=verify", "-disable-output"]).arg(&checked).status().unwrap();
                assert!(v.success(), "{what}: opt-22 rejects it");
                let module = reconverge_core::ir::parse_module(&src).unwrap();
                let di = DebugInfo::read(&module, &src).unwrap();
                assert!(!di.is_empty(), "{what}: no debug info read");
                // 1. Every attachment and record is read and resolves.
                for (f, fd) in module.functions.iter().zip(&di.functions) {
                    let (a, b) = (f.span.end as usize, f.insts.last().unwrap().span.end as usize);
                    let body = &src[a..b];
                    let body = &body[body.find('{').unwrap()..];
                    let body = &src[a + (src[a..b].len() - body.len())..src[b..].find('\n').map_or(src.len(), |e| b + e)];
                    let want_locs = body.lines().filter(|l| !l.trim_start().starts_with('#') && l.contains("!dbg !")).count();
                    let got_locs = fd.locs.iter().filter(|l| l.is_some()).count();
                    assert_eq!(got_locs, want_locs, "{what} @{}: `!dbg` attachments", f.name);
                    let want_recs = body.lines().filter(|l| l.trim_start().starts_with("#dbg_")).count();
                    assert_eq!(fd.records.len(), want_recs, "{what} @{}: records", f.name);
                    locs_read += got_locs;
                    records_read += fd.records.len();
                    for l in fd.locs.iter().flatten() {
                        let loc = di.locations.get(l).unwrap_or_else(|| panic!("{what}: !{l} is not a location"));
                        assert!(di.scopes.contains_key(&loc.scope), "{what}: scope !{} of !{l}", loc.scope);
                        assert!(!di.file_of_scope(loc.scope).is_empty(), "{what}: no file for !{l}");
                    }
                    for (_, r) in &fd.records {
                        let var = di.variables.get(&r.var).unwrap_or_else(|| panic!("{what}: !{} is not a variable", r.var));
                        assert!(!var.name.is_empty());
                        assert!(var.ty.is_none_or(|t| di.types.contains_key(&t)), "{what}: type of {}", var.name);
                        assert!(r.loc.is_some_and(|l| di.locations.contains_key(&l)), "{what}: record location");
                    }
                }
                // 2. The line table against llc -O0's `.loc` rows.
                let asm_path = work.join(format!("{k}-{}{opt}.s", &target[..6]));
                let st = Command::new("llc-19").args(["-O0", "-o"]).arg(&asm_path).arg(&ll).status().unwrap();
                assert!(st.success(), "{what}: llc-19 failed");
                let asm = std::fs::read_to_string(&asm_path).unwrap();
                let names: Vec<String> = module.functions.iter().map(|f| f.name.clone()).collect();
                for (name, mut theirs) in loc_rows(&asm, &names) {
                    let fi = names.iter().position(|n| *n == name).unwrap();
                    let f = &module.functions[fi];
                    let sp_line = di.functions[fi].subprogram.and_then(|s| di.scopes.get(&s)).map_or(0, |s| s.line);
                    theirs.retain(|&(l, c)| l != 0 && !(c == 0 && l == sp_line));
                    dedup(&mut theirs);
                    // Ours, in layout order, with the instructions' opcodes.
                    let mut ours: Vec<((u32, u32), bool)> = Vec::new();
                    for (i, inst) in f.insts.iter().enumerate() {
                        let Some(row) = di.row(fi, i) else { continue };
                        if row.line == 0 {
                            continue;
                        }
                        let text = inst.span.text(&src);
                        let rhs = |t: &str| t.split_once(" = ").map_or(t, |(_, r)| r).split(", !dbg").next().unwrap_or("").to_string();
                        let op = rhs(text);
                        let op = op.split_whitespace().next().unwrap_or("");
                        // The same operation as the previous instruction (`x * x` loads `x` twice at
                        // -O0): llc's DAG merges the two.
                        let duplicate = i > 0 && rhs(f.insts[i - 1].span.text(&src)) == rhs(text);
                        let no_code = matches!(inst.opcode, reconverge_core::ir::Opcode::Alloca | reconverge_core::ir::Opcode::Br | reconverge_core::ir::Opcode::Phi)
                            || text.contains("@llvm.dbg.")
                            || text.contains("@llvm.lifetime")
                            || text.contains("@llvm.assume")
                            // Folded into a neighbour's machine instruction: casts (into the load or
                            // store: `st.u8`, `ld.s32`), `fmul`/`fadd` (contracted into `fma`).
                            || duplicate
                            || matches!(op, "trunc" | "zext" | "sext" | "fptrunc" | "fpext" | "bitcast" | "addrspacecast" | "ptrtoint" | "inttoptr" | "fmul" | "fadd" | "getelementptr");
                        ours.push(((row.line, row.col), no_code));
                    }
                    // Greedy subsequence match of theirs in ours; skipped rows of ours must be code-free
                    // (or repeat a row already emitted in the current run).
                    let mut j = 0;
                    let mut last_matched: Option<(u32, u32)> = None;
                    for (row, no_code) in &ours {
                        if j < theirs.len() && *row == theirs[j] {
                            j += 1;
                            last_matched = Some(*row);
                            rows_compared += 1;
                        } else if Some(*row) == last_matched {
                            // Same run.
                        } else if *no_code {
                            rows_no_code += 1;
                        } else if !theirs[..j].contains(row) && !theirs[j..].contains(row) {
                            failures.push(format!("{what} @{name}: our row {row:?} is not in llc's `.loc` rows"));
                        }
                    }
                    if j < theirs.len() {
                        failures.push(format!("{what} @{name}: llc's rows from {:?} ({} of {}) not matched in order; ours {:?}", theirs[j], j, theirs.len(), ours.iter().map(|r| r.0).collect::<Vec<_>>()));
                    }
                }
            }
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    println!("{locs_read} `!dbg` locations and {records_read} records read; {rows_compared} `.loc` rows matched in order, {rows_no_code} rows of code-free instructions");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn ir_without_debug_info_reads_empty() {
    let src = "define void @k(ptr %p) {\nentry:\n  store i32 1, ptr %p, align 4\n  ret void\n}\n";
    let m = reconverge_core::ir::parse_module(src).unwrap();
    let di = DebugInfo::read(&m, src).unwrap();
    assert!(di.is_empty());
    assert_eq!(di.functions[0].locs, vec![None, None]);
}

#[test]
fn malformed_debug_info_is_an_error_with_line_and_column() {
    let good = "define void @k(i32 %x) !dbg !3 {\nentry:\n    #dbg_value(i32 %x, !5, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !6)\n  ret void, !dbg !6\n}\n!1 = !DIFile(filename: \"a.cl\", directory: \"/\")\n!3 = distinct !DISubprogram(name: \"k\", scope: !1, file: !1, line: 1, scopeLine: 1)\n!5 = !DILocalVariable(name: \"x\", arg: 1, scope: !3, file: !1, line: 1, type: !7)\n!6 = !DILocation(line: 2, column: 5, scope: !3)\n!7 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n";
    let m = reconverge_core::ir::parse_module(good).unwrap();
    let di = DebugInfo::read(&m, good).unwrap();
    let r = &di.functions[0].records[0].1;
    assert_eq!(r.var, 5);
    assert_eq!(di.row(0, 0).unwrap().line, 2);
    assert_eq!(di.row(0, 0).unwrap().file, "a.cl");
    assert_eq!(di.type_name(di.variables[&5].ty), "int");
    // An unknown operator in the expression: an error at the record's line (records are read
    // lazily too: the function leaves the record out, `validate` and the eager reader name it).
    let bad = good.replace("DW_OP_plus_uconst, 4", "DW_OP_plus_uconst, four");
    let m = reconverge_core::ir::parse_module(&bad).unwrap();
    let di = DebugInfo::read(&m, &bad).unwrap();
    assert!(di.functions[0].records.is_empty());
    for e in [di.validate().unwrap_err(), DebugInfo::read_eager(&m, &bad).unwrap_err()] {
        assert_eq!((e.line, e.col), (3, 5), "{e:?}");
    }
    // A location without a scope: definitions are decoded lazily, so `read` succeeds, the
    // location reads as absent, and `validate` (or the eager reader) names it.
    let bad = good.replace("!6 = !DILocation(line: 2, column: 5, scope: !3)", "!6 = !DILocation(line: 2, column: 5)");
    let m = reconverge_core::ir::parse_module(&bad).unwrap();
    let di = DebugInfo::read(&m, &bad).unwrap();
    assert_eq!(di.row(0, 0), None);
    for e in [di.validate().unwrap_err(), DebugInfo::read_eager(&m, &bad).unwrap_err()] {
        assert_eq!(e.line, 9, "{e:?}");
        assert!(e.message.contains("scope"), "{e:?}");
    }
}

#[test]
fn old_call_form_records_are_read() {
    let src = "define void @k(i32 %x) !dbg !3 {\nentry:\n  call void @llvm.dbg.value(metadata i32 %x, metadata !5, metadata !DIExpression()), !dbg !6\n  ret void, !dbg !6\n}\ndeclare void @llvm.dbg.value(metadata, metadata, metadata)\n!1 = !DIFile(filename: \"a.cl\", directory: \"/\")\n!3 = distinct !DISubprogram(name: \"k\", scope: !1, file: !1, line: 1)\n!5 = !DILocalVariable(name: \"x\", arg: 1, scope: !3, file: !1, line: 1)\n!6 = !DILocation(line: 2, column: 5, scope: !3)\n";
    let m = reconverge_core::ir::parse_module(src).unwrap();
    let di = DebugInfo::read(&m, src).unwrap();
    let recs = &di.functions[0].records;
    assert_eq!(recs.len(), 1);
    assert_eq!(recs[0].0, 0);
    assert_eq!(recs[0].1.loc, Some(6));
    assert!(matches!(&recs[0].1.operand, reconverge_core::ir::debug_info::DbgOperand::Local { name, .. } if name == "%x"));
}
