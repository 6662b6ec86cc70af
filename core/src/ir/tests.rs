//! Unit tests of the IR parser: names, numbering, successor order, operands, skipping and
//! errors. Expected names were checked against `opt-22 -S` / `print<domtree>` output.

use super::*;
use crate::cfg::Block;
use crate::span::ParseError;

fn parse(src: &str) -> Module {
    match parse_module(src) {
        Ok(m) => m,
        Err(e) => panic!("unexpected error {e}\n{src}"),
    }
}

fn err(src: &str) -> ParseError {
    match parse_module(src) {
        Ok(_) => panic!("expected an error for\n{src}"),
        Err(e) => e,
    }
}

fn only(src: &str) -> Function {
    let mut m = parse(src);
    assert_eq!(m.functions.len(), 1);
    m.functions.remove(0)
}

/// The operands of `i` as text (`%x`, `@g`, `1`, `label %bb`, `metadata`).
fn ops(f: &Function, i: &Instruction) -> Vec<String> {
    f.operands(i).iter().map(|&o| f.operand_text(o)).collect()
}

fn value_names(f: &Function) -> Vec<&str> {
    (0..f.values.len() as u32).map(|v| f.value_name(ValueId(v))).collect()
}

fn names(f: &Function) -> Vec<&str> {
    f.cfg.blocks().map(|b| f.cfg.name_of(b)).collect()
}

/// `name -> [target[label], …]` per block.
fn succs(f: &Function) -> Vec<String> {
    f.cfg
        .blocks()
        .map(|b| {
            let s: Vec<String> = f.cfg.succs(b).iter().zip(f.cfg.succ_labels(b)).map(|(t, l)| format!("{}[{}]", f.cfg.name_of(*t), l)).collect();
            format!("{} -> {}", f.cfg.name_of(b), s.join(" "))
        })
        .collect()
}

#[test]
fn named_quoted_numbered_and_unlabelled_blocks() {
    let f = only(
        r#"define void @"my func"(i32 %0, i32 %x, i32) {
  br label %"a b"
"a b":
  br label %"$d"
"$d":
  br label %"1abc"
"1abc":
  br label %"q\22q\5Cw\01z\C3\A9"
"q\22q\5Cw\01z\C3\A9":
  %5 = add i32 %0, 1
  br label %7
7:
  %9 = add i32 %5, 1
  br label %a.b-c_d
a.b-c_d:
  ret void
}"#,
    );
    assert_eq!(f.name, "my func");
    // As opt-22 prints them (note `\5C` prints as `\\`).
    assert_eq!(names(&f), ["2", "\"a b\"", "\"$d\"", "\"1abc\"", r#""q\22q\\w\01z\C3\A9""#, "4", "a.b-c_d"]);
    assert_eq!(value_names(&f), ["%0", "%x", "%1", "%3", "%5"]);
    assert_eq!(f.args.len(), 3);
}

#[test]
fn only_numbered_label_one_prints_as_zero() {
    let f = only("define void @f(i32 %a) {\nentry:\n  br label %1\n1:\n  ret void\n}\n");
    assert_eq!(names(&f), ["entry", "0"]);
    let f = only("define void @f() {\n; <label>:0\n  br label %1\n; <label>:1\n  ret void\n}\n");
    assert_eq!(names(&f), ["0", "1"]);
}

#[test]
fn slots_skip_named_values_and_count_unnamed_results() {
    // Checked with opt-22 -S: the unnamed `call i32` takes %2.
    let f = only("define void @f() {\n  %1 = add i32 1, 1\n  br label %x\nx:\n  call i32 @g()\n  %3 = add i32 %2, 1\n  call void @h()\n  ret void\n}\n");
    assert_eq!(names(&f), ["0", "x"]);
    assert_eq!(value_names(&f), ["%1", "%2", "%3"]);
    assert_eq!(f.insts[4].result, None); // call void
    assert_eq!(f.operands(&f.insts[3])[0], Operand::Local(ValueId(1)));
    assert_eq!(ops(&f, &f.insts[3]), ["%2", "1"]);
    // Non-sequential source numbers are renumbered; an empty name is no name.
    let f = only("define void @f(i32 %2, i32) {\n  %5 = add i32 %2, %3\n  %\"\" = add i32 %5, 1\n  br label %9\n9:\n  ret void\n}\n");
    assert_eq!(value_names(&f), ["%0", "%1", "%3", "%4"]);
    assert_eq!(names(&f), ["2", "5"]);
}

#[test]
fn numbering_must_increase() {
    let e = err("define void @f() {\n  br label %3\n3:\n  br label %2\n2:\n  ret void\n}\n");
    assert_eq!((e.line, e.col), (5, 1));
    assert_eq!(e.message, "label expected to be numbered `4` or greater");
    let e = err("define void @f(i32 %2, i32) {\n  %4 = add i32 %2, %3\n  ret void\n}\n");
    assert_eq!((e.line, e.col), (2, 3));
    assert_eq!(e.message, "instruction expected to be numbered `%5` or greater");
}

#[test]
fn conditional_branch_is_true_then_false_with_duplicates() {
    let f = only("define void @f(i1 %c) {\nentry:\n  br i1 %c, label %x, label %x\nx:\n  br i1 %c, label %y, label %entry\ny:\n  br label %x\n}\n");
    assert_eq!(succs(&f), ["entry -> x[T] x[F]", "x -> y[T] entry[F]", "y -> x[]"]);
    assert_eq!(f.cfg.preds(Block(1)), &[Block(0), Block(0), Block(2)]);
    let br = f.terminator(Block(0));
    assert_eq!(br.opcode, Opcode::Br);
    assert_eq!(f.operands(br), [Operand::Local(ValueId(0)), Operand::Block(Block(1)), Operand::Block(Block(1))]);
    assert_eq!(ops(&f, br), ["%c", "label %x", "label %x"]);
}

#[test]
fn switch_is_default_then_cases_in_order() {
    let f = only(
        "define void @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [\n    i32 1, label %a\n    i32 -2, label %b\n    i32 7, label %a\n  ], !prof !0\na:\n  ret void\nb:\n  ret void\nd:\n  unreachable\n}\n!0 = !{}\n",
    );
    assert_eq!(succs(&f)[0], "entry -> d[default] a[1] b[-2] a[7]");
    let sw = f.terminator(Block(0));
    assert_eq!(ops(&f, sw), ["%x", "label %d", "1", "label %a", "-2", "label %b", "7", "label %a"]);
    assert!(f.cfg.is_exit(Block(3)));
}

#[test]
fn indirectbr_invoke_callbr_orders() {
    let m = parse(
        r#"define void @ib(ptr %a) {
entry:
  indirectbr ptr %a, [label %x, label %y, label %x]
x:
  ret void
y:
  ret void
}
define i32 @inv(i32 %v) personality ptr @pers {
entry:
  %r = invoke i32 @callee(i32 %v) #0
          to label %ok unwind label %bad, !dbg !3
ok:
  %y = callbr i32 asm "", "=r,r,!i"(i32 %r)
          to label %fall [label %i0, label %i1]
fall:
  ret i32 %y
i0:
  ret i32 0
i1:
  ret i32 1
bad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr @typeinfo
  resume { ptr, i32 } %lp
}
"#,
    );
    assert_eq!(succs(&m.functions[0])[0], "entry -> x[0] y[1] x[2]");
    let inv = &m.functions[1];
    assert_eq!(succs(inv), ["entry -> ok[normal] bad[unwind]", "ok -> fall[default] i0[indirect0] i1[indirect1]", "fall -> ", "i0 -> ", "i1 -> ", "bad -> "]);
    let i = inv.terminator(Block(0));
    assert_eq!(i.opcode, Opcode::Invoke);
    assert_eq!(inv.callee_name(i), Some("callee"));
    // CallBase order: args, normal, unwind, callee.
    assert_eq!(ops(inv, i), ["%v", "label %ok", "label %bad", "@callee"]);
    let cb = inv.terminator(Block(1));
    assert_eq!(cb.opcode, Opcode::CallBr);
    assert_eq!(cb.callee, None);
    assert!(matches!(inv.operands(cb).last(), Some(Operand::InlineAsm(_))));
    assert_eq!(ops(inv, cb), ["%r", "label %fall", "label %i0", "label %i1", r#"asm "", "=r,r,!i""#]);
    assert_eq!(inv.terminator(Block(5)).opcode, Opcode::Resume);
    assert_eq!(inv.block_insts(Block(5))[0].opcode, Opcode::LandingPad);
    assert_eq!(ops(inv, &inv.block_insts(Block(5))[0]), ["@typeinfo"]);
}

#[test]
fn funclet_terminators_follow_llvm_successor_order() {
    // CatchSwitchInst::getSuccessor(i) = getOperand(i + 1): the unwind destination first.
    let m = parse(
        r#"define void @f() personality ptr @p {
entry:
  invoke void @g() to label %ret unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %h1, label %h2] unwind label %cleanup
h1:
  %cp1 = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp1 to label %ret
h2:
  %cp2 = catchpad within %cs []
  catchret from %cp2 to label %ret
cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind label %last
last:
  %cl2 = cleanuppad within none []
  cleanupret from %cl2 unwind to caller
ret:
  ret void
}
define void @g2() personality ptr @p {
entry:
  invoke void @g() to label %ret unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %h] unwind to caller
h:
  %cp = catchpad within %cs [ptr null]
  call void @g() [ "funclet"(token %cp) ]
  catchret from %cp to label %ret
ret:
  ret void
}
"#,
    );
    assert_eq!(
        succs(&m.functions[0]),
        [
            "entry -> ret[normal] dispatch[unwind]",
            "dispatch -> cleanup[unwind] h1[handler0] h2[handler1]",
            "h1 -> ret[]",
            "h2 -> ret[]",
            "cleanup -> last[unwind]",
            "last -> ",
            "ret -> ",
        ]
    );
    assert_eq!(succs(&m.functions[1])[1], "dispatch -> h[handler0]");
    let g2 = &m.functions[1];
    let call = &g2.block_insts(Block(2))[1];
    assert_eq!(ops(g2, call), ["%cp", "@g"]);
    assert_eq!(ops(&m.functions[0], m.functions[0].terminator(Block(1))), ["none", "label %cleanup", "label %h1", "label %h2"]);
}

#[test]
fn phis_resolve_forward_references() {
    let f = only(
        "define i32 @f(i32 %n) {\nentry:\n  br label %loop\nloop:\n  %i = phi i32 [ 0, %entry ], [ %next, %loop ]\n  %s = phi i32 [ %n, %entry ], [ %i, %loop ]\n  %next = add i32 %i, 1\n  %c = icmp slt i32 %next, %n\n  br i1 %c, label %loop, label %exit\nexit:\n  ret i32 %s\n}\n",
    );
    let phi = &f.insts[1];
    assert_eq!(phi.opcode, Opcode::Phi);
    assert!(phi.operands.is_empty());
    let next = f.find_value("%next").unwrap();
    let inc: Vec<(String, Block)> = f.phi_incoming(phi).iter().map(|&(v, b)| (f.operand_text(v), b)).collect();
    assert_eq!(inc, [("0".to_string(), Block(0)), ("%next".to_string(), Block(1))]);
    assert_eq!(f.phi_incoming(phi)[1].0, Operand::Local(next));
    assert_eq!(f.def_inst(next), Some(InstId(3)));
    assert_eq!(f.insts[5].opcode, Opcode::Br);
    assert_eq!(f.operands(f.inst(InstId(6))), [Operand::Local(f.find_value("s").unwrap())]);
    assert_eq!(f.uses(&f.insts[2]).collect::<Vec<_>>(), [f.args[0], f.find_value("%i").unwrap()]);
}

#[test]
fn module_level_noise_and_debug_records_are_skipped() {
    let src = r#"; ModuleID = 'x.cl'
source_filename = "x.cl"
target datalayout = "e-p:64:64"
target triple = "amdgcn-amd-amdhsa"

%struct.S = type { i32, [4 x float], <2 x i8> }
$cd = comdat any
@g = internal addrspace(1) global [2 x i32] [i32 1, i32 2], align 4, !dbg !0
@s = private unnamed_addr constant [3 x i8] c"a;\00", align 1
@a = alias i32, ptr @g
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent
declare !dbg !68 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1
declare i32 @llvm.amdgcn.workitem.id.x() #1

define protected amdgpu_kernel void @k(ptr addrspace(1) nocapture noundef align 4 %out, ptr byval(%struct.S) align 8 %s) local_unnamed_addr #0 comdat($cd) section ".text" align 16 !dbg !9 !kernel_arg_addr_space !28 {
entry:
    #dbg_value(ptr addrspace(1) %out, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !32)
  %tid = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !33
  call void @llvm.dbg.value(metadata i32 %tid, metadata !12, metadata !DIExpression()), !dbg !15
  %p = getelementptr inbounds nuw %struct.S, ptr %s, i64 0, i32 1, i32 %tid
  %v = load atomic float, ptr %p syncscope("agent") acquire, align 4, !tbaa !36, !amdgpu.noclobber !40
  %w = fadd fast float %v, 1.000000e+00
  store float %w, ptr addrspace(1) %out, align 4, !dbg !42
  %old = atomicrmw add ptr addrspace(1) %out, i32 1 syncscope("agent-one-as") monotonic, align 4
  %pair = cmpxchg weak volatile ptr %p, i32 0, i32 1 acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  fence syncscope("workgroup") release
  %vec = insertelement <2 x i32> <i32 1, i32 2>, i32 %tid, i64 0
  %sel = select nnan i1 %ok, float %v, float 0x3FF0000000000000
  %gp = load i32, ptr addrspace(1) getelementptr inbounds ([2 x i32], ptr addrspace(1) @g, i64 0, i64 1)
  %cast = addrspacecast ptr %p to ptr addrspace(1)
  %a = alloca [4 x i32], align 16, addrspace(5)
  %f = freeze i32 %tid
  ret void, !dbg !67
}

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "uniform-work-group-size"="true" }
attributes #1 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !2, producer: "clang", emissionKind: FullDebug)
!2 = !DIFile(filename: "x.cl", directory: "/tmp")
"#;
    let m = parse(src);
    assert_eq!(m.target_triple.as_deref(), Some("amdgcn-amd-amdhsa"));
    assert_eq!(m.source_filename.as_deref(), Some("x.cl"));
    assert_eq!(m.declarations, ["_Z12get_local_idj", "llvm.amdgcn.workitem.id.x"]);
    let f = &m.functions[0];
    assert_eq!((f.name.as_str(), f.calling_conv.as_deref(), f.is_kernel), ("k", Some("amdgpu_kernel"), true));
    assert_eq!(f.insts.len(), 17);
    let tid = f.find_value("%tid").unwrap();
    let call = &f.insts[0];
    assert_eq!(f.callee_name(call), Some("llvm.amdgcn.workitem.id.x"));
    assert_eq!(ops(f, call), ["@llvm.amdgcn.workitem.id.x"]);
    assert_eq!(ops(f, &f.insts[1]), ["metadata", "metadata", "metadata", "@llvm.dbg.value"]);
    assert_eq!(ops(f, &f.insts[2]), ["%s", "0", "1", "%tid"]);
    assert_eq!(f.operands(&f.insts[2])[3], Operand::Local(tid));
    assert_eq!(f.insts[3].opcode, Opcode::Load);
    assert_eq!(ops(f, &f.insts[3]), ["%p"]);
    assert_eq!(f.insts[5].opcode, Opcode::Store);
    assert_eq!(f.insts[5].result, None);
    assert_eq!(f.insts[6].opcode, Opcode::AtomicRMW);
    assert_eq!(f.insts[7].opcode, Opcode::AtomicCmpXchg);
    assert_eq!(ops(f, &f.insts[8]), ["%pair"]);
    assert_eq!(f.insts[9].opcode, Opcode::Fence);
    assert_eq!(ops(f, &f.insts[10]), ["<i32 1, i32 2>", "%tid", "0"]);
    assert_eq!(ops(f, &f.insts[11]), ["%ok", "%v", "0x3FF0000000000000"]);
    assert_eq!(ops(f, &f.insts[12]), ["getelementptr inbounds ([2 x i32], ptr addrspace(1) @g, i64 0, i64 1)"]);
    // Constants and globals are interned per function.
    assert_eq!(f.constants().filter(|c| *c == "0").count(), 1);
    assert_eq!(f.globals, ["llvm.amdgcn.workitem.id.x", "llvm.dbg.value"]);
    assert_eq!(f.insts[13].opcode, Opcode::AddrSpaceCast);
    assert_eq!(f.insts[14].opcode, Opcode::Alloca);
    assert_eq!(f.insts[16].opcode, Opcode::Ret);
}

#[test]
fn several_functions_in_module_order() {
    let m = parse(
        "declare void @d()\ndefine spir_kernel void @a() {\n  ret void\n}\n\ndefine ptx_kernel void @b() {\n  ret void\n}\ndefine fastcc i32 @c() {\n  ret i32 0\n}\ndefine cc 10 void @e() { ret void }\ndefine void @0() {\n  ret void\n}\n",
    );
    let v: Vec<(&str, Option<&str>, bool)> = m.functions.iter().map(|f| (f.name.as_str(), f.calling_conv.as_deref(), f.is_kernel)).collect();
    assert_eq!(
        v,
        [("a", Some("spir_kernel"), true), ("b", Some("ptx_kernel"), true), ("c", Some("fastcc"), false), ("e", Some("cc 10"), false), ("", None, false)]
    );
    assert_eq!(m.declarations, ["d"]);
    assert_eq!(m.function("c").map(|f| f.insts.len()), Some(1));
    assert_eq!(m.functions[0].cfg.name(), "a");
}

#[test]
fn spans_point_at_labels_and_terminators() {
    let src = "define void @f(i1 %c) {\n  %x = add i32 1, 2\n  br i1 %c, label %a, label %b\na:\n  ret void\n\"b\":\n  unreachable\n}\n";
    let f = only(src);
    assert_eq!(f.cfg.block(Block(0)).span.text(src), "%x = add i32 1, 2");
    assert_eq!(f.cfg.block(Block(0)).term_span.text(src), "br i1 %c, label %a, label %b");
    assert_eq!(f.cfg.block(Block(1)).span.text(src), "a");
    assert_eq!(f.cfg.block(Block(2)).span.text(src), "\"b\"");
    assert_eq!(f.cfg.succ_spans(Block(0))[1].text(src), "%b");
    assert_eq!(f.insts[0].span.text(src), "%x = add i32 1, 2");
    assert_eq!(f.value(f.args[0]).span.text(src), "%c");
    assert_eq!(f.span.text(src), "@f");
}

#[test]
fn opt_printed_form_with_preds_comments() {
    let f = only(
        "define void @f(i1 %0) {\n  br i1 %0, label %2, label %3\n\n2:                                                ; preds = %1\n  br label %3\n\n3:                                                ; preds = %2, %1\n  ret void\n}\n",
    );
    assert_eq!(names(&f), ["1", "2", "3"]);
}

#[test]
fn one_line_functions_and_leading_commas() {
    let f = only("define void @f() { entry: br label %x x: ret void }");
    assert_eq!(names(&f), ["entry", "x"]);
    let f = only("define i32 @f(i32 %a) {\n  %x = add i32 %a,\n      1\n  ret i32 %x\n}\n");
    assert_eq!(ops(&f, &f.insts[0]), ["%a", "1"]);
}

// ----- errors ---------------------------------------------------------------------------------

fn check_err(src: &str, line: u32, col: u32, message: &str) {
    let e = err(src);
    assert_eq!((e.line, e.col, e.message.as_str()), (line, col, message), "for\n{src}");
}

#[test]
fn errors_name_line_column_and_expectation() {
    check_err("define void @f(i1 %c) {\n  br i1 %c label %x\n}\n", 2, 12, "expected `,`, found `label`");
    check_err("define void @f() {\n  br label i32\n}\n", 2, 12, "expected a block label after `label`, found `i32`");
    check_err("define void @f() {\n  br label %foo\n}\n", 2, 12, "use of undefined block `%foo`");
    check_err("define i32 @f() {\n  ret i32 %x\n}\n", 2, 11, "use of undefined value `%x`");
    check_err("@s = constant [2 x i8] c\"a\n", 1, 25, "unterminated string: expected a closing `\"`, found end of input");
    check_err(
        "define void @f() {\nentry:\n  %x = add i32 1, 2\nnext:\n  ret void\n}\n",
        4,
        1,
        "expected a terminator instruction (`br`, `switch`, `ret`, `unreachable`, …) to end block `%entry`, found `next:`",
    );
    check_err(
        "define void @f() {\n  %x = add i32 1, 2\n}\n",
        3,
        1,
        "expected a terminator instruction (`br`, `switch`, `ret`, `unreachable`, …) to end block `%0`, found `}`",
    );
    check_err("define void @f() {\na:\n  br label %a\na:\n  ret void\n}\n", 4, 1, "redefinition of block `a:`: block names must be unique");
    check_err("define void @f(i32 %x) {\n  %x = add i32 1, 2\n  ret void\n}\n", 2, 3, "redefinition of `%x`: a local name may be defined only once per function");
    check_err("define void @f() {\nx:\n  %x = add i32 1, 1\n  ret void\n}\n", 3, 3, "redefinition of `%x`: a local name may be defined only once per function");
    check_err("define void @f() {\n  %c = call void @g()\n  ret void\n}\n", 2, 3, "instructions returning void cannot have a name");
    check_err("define void @f() {\nentry:\n  %v = add i32 1, 1\n  br label %v\n}\n", 4, 12, "expected a basic block, found value `%v`");
    check_err("define void @f() {\nentry:\n  %v = add i32 %entry, 1\n  ret void\n}\n", 3, 16, "expected a value, found basic block `%entry`");
    check_err("define void @f() {\nentry:\n  br label %v\n  %v = add i32 1, 1\n  ret void\n}\n", 3, 12, "expected a basic block, found value `%v`");
    // An unnamed value whose number was a branch target: reported at the end of the body, at
    // the branch; the value's type is still checked before that (the symbol's span field holds
    // the type once it is a value, the use is kept aside).
    check_err("define void @f() {\nentry:\n  br label %1\n  add i32 1, 1\n  ret void\n}\n", 3, 12, "expected a basic block, found value `%1`");
    check_err("define void @f() {\nentry:\n  br label %1\n  add i32 1, 1\n  %2 = add i64 %1, 1\n  ret void\n}\n", 5, 16, "`%1` defined with type `i32` but expected `i64`");
    check_err("define void @f() {\n}\n", 2, 1, "expected at least one basic block in the body of `@f`, found `}`");
    check_err("define void @f() {\n  ret void\n", 3, 1, "expected `}` to end the body of `@f`, found end of input");
    check_err("hello world\n", 1, 1, "expected a top-level entity (`define`, `declare`, a global `@g = …`, `!0 = …`, `attributes #0 = …`, `target …`), found `hello`");
    check_err("define void @f() {\n  frobnicate i32 1\n}\n", 2, 3, "expected an instruction opcode, found `frobnicate`");
    check_err("define void @f() {\n  ret void void\n}\n", 2, 12, "expected the end of the instruction (a new line), found `void`");
    check_err("define void @f() {\n  call void @g(i32 (1)\n  ret void\n}\n", 2, 20, "expected a value, found `(`");
    check_err("@g = global [2 x i32] [i32 1, i32 2)\n", 1, 36, "expected `]` to close the `[` at byte 22, found `)`");
    check_err("define void @f() {\n  call void @g([4 x i32\n}\n", 3, 1, "expected `]` to close the `[` at byte 34, found `}`");
    check_err("define void @f() {\n  store i32 1 ptr %p\n  ret void\n}\n", 2, 15, "expected `,` or the end of the instruction, found `ptr`");
    check_err("define void @f() {\n  %5 = add i32 1, 1\n  %3 = add i32 1, 1\n  ret void\n}\n", 3, 3, "instruction expected to be numbered `%6` or greater");
    check_err("define void @f() {\n  ret void\n} \u{e9}", 3, 3, "unexpected character `\u{e9}`");
}

/// What `LLParser` rejects inside an instruction (issue 22): predicates, `atomicrmw`
/// operations, value types (`'%x' defined with type 'i64' but expected 'i32'`), at the
/// offending token's line:column.
#[test]
fn instructions_are_validated_as_llparser_does() {
    let icmp = |pred: &str| format!("define i1 @f(i32 %a, i32 %b) {{\n  %c = icmp {pred} i32 %a, %b\n  ret i1 %c\n}}\n");
    check_err(&icmp("eqq"), 2, 13, "expected an icmp predicate (`eq`, `ne`, `ugt`, `uge`, `ult`, `ule`, `sgt`, `sge`, `slt`, `sle`), found `eqq`");
    check_err(&icmp("oeq"), 2, 13, "expected an icmp predicate (`eq`, `ne`, `ugt`, `uge`, `ult`, `ule`, `sgt`, `sge`, `slt`, `sle`), found `oeq`");
    check_err(&icmp("samesign"), 2, 22, "expected an icmp predicate (`eq`, `ne`, `ugt`, `uge`, `ult`, `ule`, `sgt`, `sge`, `slt`, `sle`), found `i32`");
    for pred in ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle", "samesign ult"] {
        parse(&icmp(pred));
    }
    let fcmp = |pred: &str| format!("define i1 @f(float %a) {{\n  %c = fcmp {pred} float %a, 1.0\n  ret i1 %c\n}}\n");
    for pred in ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge", "ult", "ule", "une", "true", "fast olt"] {
        parse(&fcmp(pred));
    }
    check_err(&fcmp("eq"), 2, 13, "expected an fcmp predicate (`oeq`, `one`, `olt`, `ueq`, `uno`, `ord`, `true`, `false`, …), found `eq`");
    check_err(
        "define void @f(ptr %p) {\n  %o = atomicrmw addd ptr %p, i32 1 seq_cst\n  ret void\n}\n",
        2,
        18,
        "expected an atomicrmw operation (`xchg`, `add`, `sub`, `and`, `nand`, `or`, `xor`, `max`, `min`, `umax`, `umin`, `fadd`, …), found `addd`",
    );
    // Value types: arguments, results (binary, compare, cast, load, call, phi), forward uses.
    check_err("define i32 @f(i64 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n", 2, 16, "`%a` defined with type `i64` but expected `i32`");
    check_err("define i32 @f(i32 %a) {\n  %b = add i32 1, %a\n  %c = icmp eq i32 %b, 0\n  ret i32 %c\n}\n", 4, 11, "`%c` defined with type `i1` but expected `i32`");
    check_err("define void @f(ptr %p) {\n  %v = load float, ptr %p\n  %w = fadd double %v, 1.0\n  ret void\n}\n", 3, 20, "`%v` defined with type `float` but expected `double`");
    check_err("define void @f(i32 %a) {\n  %w = zext i32 %a to i64\n  store i32 %w, ptr null\n  ret void\n}\n", 3, 13, "`%w` defined with type `i64` but expected `i32`");
    check_err(
        "define i32 @f(i1 %c) {\nentry:\n  br label %l\nl:\n  %i = phi i32 [ 0, %entry ], [ %j, %l ]\n  %j = add i64 1, 2\n  br i1 %c, label %l, label %x\nx:\n  ret i32 %i\n}\n",
        5,
        33,
        "`%j` defined with type `i64` but expected `i32`",
    );
    check_err("define void @f(ptr %p) {\n  %a = alloca i32\n  store i32 %a, ptr %p\n  ret void\n}\n", 3, 13, "`%a` defined with type `ptr` but expected `i32`");
    // Same types written differently, typed pointers, vectors and the AMDGPU alloca space.
    parse("define void @f(ptr addrspace(1) %p, <2 x i32> %v) {\n  %q = getelementptr i32, ptr  addrspace(1) %p, i64 1\n  store i32 1, ptr addrspace( 1 ) %q\n  %c = icmp eq <2 x i32> %v, %v\n  %s = select <2 x i1> %c, <2 x i32> %v, <2 x i32> %v\n  ret void\n}\n");
    parse("define void @f(i32* %p) {\n  %q = getelementptr i32, i32* %p, i64 1\n  store i32 1, ptr %q\n  ret void\n}\n");
    parse("target datalayout = \"e-p:64:64-A5\"\ndefine void @f() {\n  %a = alloca i32\n  store i32 1, ptr addrspace(5) %a\n  ret void\n}\n");
}

#[test]
fn pathological_inputs_terminate() {
    let deep = format!("define void @f() {{\n  call void @g({}\n", "[".repeat(100_000));
    let e = err(&deep);
    assert!(e.line >= 1 && e.col >= 1);
    let e = err(&"{".repeat(50_000));
    assert_eq!((e.line, e.col), (1, 1));
    assert!(parse_module("").unwrap().functions.is_empty());
    assert!(parse_module("; only a comment").unwrap().functions.is_empty());
    for src in ["define", "define void", "define void @f", "define void @f(", "define void @f(i32", "define void @f() {", "define void @f() { br", "%", "!", "#", "c\""] {
        let e = err(src);
        assert!(e.line >= 1 && e.col >= 1, "{src}: {e}");
    }
}

#[test]
fn nvvm_annotations_mark_kernels() {
    let m = parse(
        "target triple = \"nvptx64-nvidia-cuda\"\ndefine void @k(ptr %p) {\n  ret void\n}\ndefine void @helper() {\n  ret void\n}\n!nvvm.annotations = !{!0, !1}\n!0 = !{ptr @k, !\"kernel\", i32 1}\n!1 = !{ptr @helper, !\"maxntidx\", i32 256}\n",
    );
    assert_eq!(m.functions.iter().map(|f| f.is_kernel).collect::<Vec<_>>(), [true, false]);
    assert_eq!(m.functions[0].calling_conv, None);
    // Unbalanced metadata is still an error, not a hang.
    let e = err("!0 = !{ptr @k, !\"kernel\"\n");
    assert_eq!((e.line, e.col), (1, 7));
}

#[test]
fn argument_types_and_attributes_are_recorded() {
    let src = "define amdgpu_ps void @f(ptr addrspace(1) inreg noundef %p, { i32, float } %s, i32 byval(i32) align 4 %b, <2 x float>, i32 \"a\"=\"inreg\" %q) {\n  ret void\n}\n";
    let f = only(src);
    assert_eq!(f.arg_spans.len(), 5);
    let ty: Vec<&str> = f.arg_spans.iter().map(|a| a.ty.text(src)).collect();
    assert_eq!(ty, ["ptr addrspace(1)", "{ i32, float }", "i32", "<2 x float>", "i32"]);
    assert_eq!(f.arg_spans[0].attrs.text(src), "inreg noundef");
    assert!(f.arg_spans[0].has_attr(src, "inreg"));
    assert!(!f.arg_spans[0].has_attr(src, "byval"));
    assert_eq!(f.arg_spans[1].attrs.text(src), "");
    assert!(f.arg_spans[2].has_attr(src, "byval") && !f.arg_spans[2].has_attr(src, "i32"));
    assert!(!f.arg_spans[3].has_attr(src, "inreg"));
    // A string attribute whose value spells `inreg` is not the `inreg` keyword.
    assert!(!f.arg_spans[4].has_attr(src, "inreg"));
    // Declarations record nothing; varargs add no entry.
    let m = parse("declare void @g(i32 inreg)\ndefine void @h(i32 %a, ...) {\n  ret void\n}\n");
    assert_eq!(m.functions[0].arg_spans.len(), 1);
}

mod constant_interning {
    //! `Parser::intern_int` (a dense table for canonical decimals, appended without hashing)
    //! against the obvious reference: one id per distinct text, in first-use order.
    use super::*;
    use proptest::prelude::*;
    use std::collections::HashMap;

    /// Integer literals: canonical small decimals (the dense table), the same values written
    /// non-canonically (`007`, `+`-less negatives), large ones past the table, and floats.
    fn literal() -> impl Strategy<Value = String> {
        prop_oneof![
            (0u32..40).prop_map(|n| n.to_string()),
            (0u32..40).prop_map(|n| format!("00{n}")),
            (1u32..40).prop_map(|n| format!("-{n}")),
            (0u64..3).prop_map(|n| (4_000_000_000u64 + n).to_string()),
            (0u32..5).prop_map(|n| format!("{n}.0")),
        ]
    }

    proptest! {
        #[test]
        fn each_distinct_text_is_one_constant(lits in proptest::collection::vec(literal(), 1..60)) {
            let mut src = String::from("define void @f(i64 %x) {\nentry:\n");
            for (i, l) in lits.iter().enumerate() {
                let ty = if l.contains('.') { "double" } else { "i64" };
                let op = if ty == "double" { "fadd" } else { "add" };
                let lhs = if ty == "double" { "0.5" } else { "%x" };
                src.push_str(&format!("  %v{i} = {op} {ty} {lhs}, {l}\n"));
            }
            src.push_str("  ret void\n}\n");
            let m = parse(&src);
            let f = &m.functions[0];
            let mut want: HashMap<&str, u32> = HashMap::new();
            for (i, l) in lits.iter().enumerate() {
                let Operand::Constant(c) = f.operands(&f.insts[i])[1] else { panic!("operand 1 of {l} is not a constant") };
                prop_assert_eq!(f.constant(c), l.as_str());
                let first = *want.entry(l.as_str()).or_insert(c.0);
                prop_assert_eq!(first, c.0, "{} interned twice", l);
            }
            let all: Vec<&str> = f.constants().collect();
            let distinct: std::collections::HashSet<&str> = all.iter().copied().collect();
            prop_assert_eq!(all.len(), distinct.len(), "duplicate constant texts: {:?}", all);
        }
    }
}

#[test]
fn numeric_addrspace_fast_path_matches_the_token_path() {
    // `ptr addrspace(N)` is skipped in the raw bytes (`numeric_addrspace`); every other spelling
    // goes token by token. Both must give the same types, operands and spans.
    assert_eq!(super::parser::numeric_addrspace(b"ptr addrspace(1) %p", 3), Some(15));
    assert_eq!(super::parser::numeric_addrspace(b"ptr \t addrspace(12)*", 3), Some(18));
    for no in [&b"ptr addrspace( 1) %p"[..], b"ptr addrspace(\"global\") %p", b"ptr\naddrspace(1) %p", b"ptr addrspace() %p", b"ptraddrspace(1)"] {
        assert_eq!(super::parser::numeric_addrspace(no, 3), None, "{}", String::from_utf8_lossy(no));
    }
    for (ty, spelled) in [("ptr addrspace(1)", "fast"), ("ptr  addrspace(1)", "fast"), ("ptr addrspace( 1 )", "tokens"), ("ptr addrspace(1)*", "typed pointer")] {
        let src = format!("define void @f({ty} %p) {{\n  %v = load i32, {ty} %p, align 4\n  store i32 %v, {ty} %p, align 4\n  ret void\n}}\n");
        let f = only(&src);
        assert_eq!(f.arg_spans[0].ty.text(&src), ty, "{spelled}");
        let p = f.find_value("%p").unwrap();
        assert_eq!(f.operands(&f.insts[0]), [Operand::Local(p)], "{spelled}");
        assert_eq!(f.operands(&f.insts[1])[1], Operand::Local(p), "{spelled}");
        assert_eq!(f.insts[0].span.text(&src), format!("%v = load i32, {ty} %p, align 4"), "{spelled}");
    }
}

#[test]
fn quoted_names_may_not_hold_nul_and_empty_quotes_are_unnamed() {
    let e = err("define void @f() {\n  %\"a\\00b\" = add i32 0, 0\n  ret void\n}\n");
    assert!(e.message.contains("NUL character is not allowed in names"), "{}", e.message);
    assert_eq!((e.line, e.col), (2, 3));
    let f = only("define void @f() {\n  %\"\" = add i32 0, 0\n  %x = add i32 0, 1\n  ret void\n}\n");
    // As `opt-22 -S` prints it: the unnamed entry block is `%0`.
    assert_eq!(f.value_name(f.insts[0].result.unwrap()), "%1");
    assert_eq!(f.value_name(f.insts[1].result.unwrap()), "%x");
}
