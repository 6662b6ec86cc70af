//! Typed-pointer syntax (`i32*`, `float addrspace(1)*`, `%struct.S*`, `i8**`, `i32 (i8*, ...)*`),
//! which `opt-22` still reads as opaque `ptr`, parses to the same model as the `ptr` spelling:
//!
//! 1. fixtures written both ways give the same functions, values, operands and CFG;
//! 2. property: random typed-pointer types put in place of `ptr` in a template change nothing
//!    but the text (same value names, operand kinds, successors), and `opt-22` accepts every
//!    generated module too (when installed);
//! 3. malformed typed pointers are errors with line:column and "expected …, found …";
//! 4. no panic on mutations of the typed-pointer template.

mod common;

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use reconverge_core::ir::{parse_module, Module};

/// A comparable summary of a module: per function, its values, the operand kinds of every
/// instruction and its successor lists.
fn shape(m: &Module) -> Vec<String> {
    m.functions
        .iter()
        .map(|f| {
            let values: Vec<&str> = (0..f.values.len()).map(|v| f.value_name(reconverge_core::ir::ValueId(v as u32))).collect();
            let insts: Vec<String> = f.insts.iter().map(|i| format!("{:?}{:?}{:?}", i.opcode, f.operands(i), i.callee.map(|g| f.global_name(g).to_string()))).collect();
            let succs: Vec<String> = f.cfg.blocks().map(|b| format!("{:?}", f.cfg.succs(b))).collect();
            format!("{} {:?} {:?} {:?} {}", f.name, values, insts, succs, f.args.len())
        })
        .collect()
}

const TEMPLATE: &str = r#"
%struct.S = type { i32, float }
declare i32 @ext(PTR, ...)
define void @k(PTR %p, PTR %q, i32 %n) {
entry:
  %v = load i32, PTR %p, align 4
  %g = getelementptr inbounds i32, PTR %p, i32 %n
  store i32 %v, PTR %g, align 4
  %c = icmp eq PTR %p, %q
  %s = select i1 %c, PTR %p, PTR %q
  %r = call i32 (PTR, ...) @ext(PTR %s)
  %x = bitcast PTR %q to PTR
  br i1 %c, label %a, label %b
a:
  %ph = phi PTR [ %p, %entry ], [ %x, %b ]
  ret void
b:
  br label %a
}
"#;

/// One typed-pointer type: a pointee (scalar, named struct, vector, array, function type)
/// with an optional address space and one or more `*`.
fn typed_pointer() -> impl Strategy<Value = String> {
    let pointee = prop_oneof![
        Just("i8".to_string()),
        Just("i32".to_string()),
        Just("float".to_string()),
        Just("%struct.S".to_string()),
        Just("<4 x float>".to_string()),
        Just("[4 x i8]".to_string()),
        Just("{ i32, i8* }".to_string()),
        Just("i32 (i8*, ...)".to_string()),
        Just("void (%struct.S*)".to_string()),
    ];
    (pointee, prop::option::of(0u32..6), 0usize..2, prop::option::of(0u32..6)).prop_map(|(p, asp, extra, outer)| {
        let mut t = p;
        if let Some(a) = asp {
            t.push_str(&format!(" addrspace({a})"));
        }
        t.push('*');
        for _ in 0..extra {
            t.push('*');
        }
        if let Some(a) = outer {
            t.push_str(&format!(" addrspace({a})*"));
        }
        t
    })
}

#[test]
fn fixtures_match_their_opaque_spelling() {
    let opaque = parse_module(&TEMPLATE.replace("PTR", "ptr")).unwrap();
    for ty in ["i32*", "float addrspace(1)*", "%struct.S*", "i8**", "i32 (i8*, ...)*", "i8 addrspace(3)* addrspace(1)*", "void (%struct.S*)*"] {
        let typed = parse_module(&TEMPLATE.replace("PTR", ty)).unwrap_or_else(|e| panic!("{ty}: {e}"));
        assert_eq!(shape(&typed), shape(&opaque), "{ty}");
    }
    // An old-style call through a function-pointer type and a callee with a pointer return.
    let src = "define i8* @f(i32 (i8*)* %fp, i8* %x) {\n  %r = call i32 %fp(i8* %x)\n  %y = call i8* @f(i32 (i8*)* %fp, i8* %x)\n  ret i8* %y\n}\n";
    let m = parse_module(src).unwrap();
    assert_eq!(m.functions[0].args.len(), 2);
    assert_eq!(m.functions[0].insts.len(), 3);
}

#[test]
fn malformed_typed_pointers_are_located_errors() {
    // `addrspace(N)` after a non-`ptr` type must be followed by `*`.
    let e = parse_module("define void @f(i32 addrspace(1) %p) {\n  ret void\n}\n").unwrap_err();
    assert_eq!((e.line, e.col), (1, 33), "{e}");
    assert!(e.to_string().contains("expected `*` after the address space of a typed pointer, found `%p`"), "{e}");
    // A missing `)` in a function-pointer type.
    let e = parse_module("define void @f(i32 (i8*)* %p) {\n  %v = load i32, i32 (i8* %p\n  ret void\n}\n").unwrap_err();
    assert!(e.line >= 2, "{e}");
    // Errors elsewhere keep their positions: an unknown token in an argument list.
    let e = parse_module("define void @f(i32* %p, ) {\n  ret void\n}\n").unwrap_err();
    assert_eq!(e.line, 1, "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]

    #[test]
    fn random_typed_pointers_parse_like_ptr(ty in typed_pointer()) {
        let opaque = parse_module(&TEMPLATE.replace("PTR", "ptr")).unwrap();
        let src = TEMPLATE.replace("PTR", &ty);
        let typed = parse_module(&src).map_err(|e| TestCaseError::fail(format!("{ty}: {e}")))?;
        prop_assert_eq!(shape(&typed), shape(&opaque));
    }

    #[test]
    fn mutated_typed_pointer_text_never_panics(ty in typed_pointer(), cut in 0usize..2000, junk in "[ *()%@,a-z0-9]{0,6}") {
        let src = TEMPLATE.replace("PTR", &ty);
        let mut at = cut.min(src.len());
        while !src.is_char_boundary(at) {
            at -= 1;
        }
        let mutated = format!("{}{}{}", &src[..at], junk, &src[at..]);
        if let Err(e) = parse_module(&mutated) {
            prop_assert!(e.line >= 1 && e.col >= 1);
        }
    }
}

/// `opt-22` reads every generated typed-pointer module too (the model is LLParser's).
#[test]
fn opt_22_accepts_the_generated_modules() {
    let Some(opt) = common::tool("opt-22") else { return };
    let dir = common::scratch_dir("typed_pointers");
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut module = String::new();
    for i in 0..24 {
        let ty = typed_pointer().new_tree(&mut runner).unwrap().current();
        let text = TEMPLATE
            .replace("PTR", &ty)
            .replace("@k(", &format!("@k{i}("))
            .replace("%struct.S = type { i32, float }\n", "")
            .replace("declare i32 @ext(", &format!("declare i32 @ext{i}("))
            .replace("@ext(", &format!("@ext{i}("));
        module.push_str(&text);
    }
    module.insert_str(0, "%struct.S = type { i32, float }\n");
    parse_module(&module).unwrap();
    let file = dir.join("typed.ll");
    std::fs::write(&file, &module).unwrap();
    let out = std::process::Command::new(opt).args(["-disable-output", "-passes=verify"]).arg(&file).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}
