//! Every crash the coverage-guided fuzzers found (docs/FUZZING.md, "Findings"), kept as a test:
//! the reproducer as found (`tests/fuzz_regressions/`), run through what the fuzz target runs.

use reconverge_core::input::dot;
use reconverge_core::interpreter::{self, Limits};

/// The `parse_dot` target's round trip: parse, print, parse again with the same block count.
fn dot_round_trip(src: &str) {
    let cfg = dot::parse(src).expect("the reproducer parses");
    let text = dot::to_dot(&cfg);
    let again = dot::parse(&text).unwrap_or_else(|e| panic!("printed DOT does not re-parse: {e}\n{text}"));
    assert_eq!(again.num_blocks(), cfg.num_blocks());
}

/// Finding 4 (`parse_dot`, 2026-11-24), two bugs of the DOT lexer behind one crash:
/// - a quoted ID was matched against the keywords, so a block named `Node` (printed `"Node"`)
///   read back as the keyword `node` ("expected a node id, found `->`"); in DOT only unquoted
///   IDs are keywords;
/// - a name ending in a backslash (possible through an HTML ID, `<a\>`) is printed `"a\\"`,
///   and the lexer read the second backslash as escaping the closing quote; Graphviz's scanner
///   keeps `\\` as a pair.
#[test]
fn parse_dot_quoted_keyword_and_backslash_pair() {
    dot_round_trip(include_str!("fuzz_regressions/parse_dot-quoted-keyword.dot"));
    dot_round_trip("digraph g {\n  \"a\\\\\" -> \"b\";\n  \"b\" -> \"c\";\n}\n");
    // `"a\\"` is one closed string (Graphviz: the pair is kept), then `-> b`.
    let cfg = dot::parse("digraph g {\n  \"a\\\\\" -> b;\n}\n").unwrap();
    assert_eq!(cfg.num_blocks(), 2);
    // A quoted keyword is a name; unquoted, it is the keyword (as in Graphviz).
    assert_eq!(dot::parse("digraph g {\n  a -> \"Node\";\n  \"Node\" -> x;\n}\n").unwrap().num_blocks(), 3);
    assert!(dot::parse("digraph g {\n  a -> b;\n  Node -> x;\n}\n").is_err());
    dot_round_trip("digraph g {\n  <a\\> -> b;\n}\n");
    // `\"` is still a quote inside the string.
    let cfg = dot::parse("digraph g {\n  \"q\\\"q\" -> b;\n}\n").unwrap();
    assert_eq!(cfg.num_blocks(), 2);
}

/// Finding 5 (`interpreter`, 2026-11-24): a data layout with a 32,032-bit pointer
/// (`p2:32032`) made a store of such a pointer copy 4,004 bytes out of a 16-byte value
/// (`interpreter::memory::write_val` panicked on the slice). Values are at most 128 bits; wider
/// stores now write the 16 bytes and zeros, as `read_val` reads them.
#[test]
fn interpreter_wide_pointer_store() {
    let src = include_str!("fuzz_regressions/interpreter-wide-pointer.ll");
    // The reproducer, as the fuzzer wrote it, stores `%0` (a `ptr addrspace(1)`) as a `ptr
    // addrspace(2)`: invalid IR, which opt-22 rejects and, since issue 22, so does our parser —
    // with an error, not a panic.
    let e = reconverge_core::ir::parse_module(src).expect_err("opt-22 rejects the reproducer too");
    assert!(e.message.contains("defined with type `ptr addrspace(1)` but expected `ptr addrspace(2)`"), "{e:?}");
    // The same kernel with `%0` declared `ptr addrspace(2)` is well typed and still stores a
    // 32,032-bit pointer: the interpreter must not panic on it.
    let typed = src.replacen("@irreducible(ptr addrspace(1) noundef align 4 %0)", "@irreducible(ptr addrspace(2) noundef align 4 %0)", 1);
    assert_ne!(typed, src);
    let m = reconverge_core::ir::parse_module(&typed).expect("the well-typed reproducer parses");
    let f = m.functions.iter().find(|f| f.is_kernel).or(m.functions.first()).expect("a function");
    let limits = Limits { max_instructions: 200_000, max_path_len: 100_000, max_private_bytes: 1 << 16, ..Limits::default() };
    let _ = interpreter::run(&m, &typed, &f.name, &interpreter::inputs::RunInputs::default(), &limits);
}

/// Finding 6 (`interpreter` smoke, 2026-11-29, issue 32): `memset(p, 55, 188888888888888800)`
/// made the interpreter build a value per byte before checking the destination, and the process
/// died ("memory allocation of 6044444444444441600 bytes failed"). Every length the program
/// gives (`memset`, `memcpy`/`memmove`) is now checked against the memory it touches first: an
/// out-of-bounds finding for the work-item, never an allocation.
#[test]
fn interpreter_huge_memset_is_a_finding() {
    use reconverge_core::interpreter::FindingKind;
    let src = include_str!("fuzz_regressions/interpreter-huge-memset.ll");
    let run = |text: &str| {
        let m = reconverge_core::ir::parse_module(text).expect("the reproducer parses");
        interpreter::run(&m, text, "k", &interpreter::inputs::RunInputs::default(), &Limits::default())
            .expect("a run with findings, not an error")
    };
    let lines: Vec<&str> = src.lines().collect();
    let calls: Vec<usize> = (0..lines.len()).filter(|&i| lines[i].contains("call void @llvm.mem")).collect();
    assert_eq!(calls.len(), 3);
    let expect = [FindingKind::PrivateOutOfBounds, FindingKind::OutOfBounds, FindingKind::OutOfBounds];
    // Each call alone (the work-item stops at its first fault).
    for (k, &c) in calls.iter().enumerate() {
        let text: String = lines
            .iter()
            .enumerate()
            .filter(|(i, _)| !calls.contains(i) || *i == c)
            .map(|(_, l)| format!("{l}\n"))
            .collect();
        let r = run(&text);
        let kinds: Vec<FindingKind> = r.findings.iter().map(|f| f.kind).collect();
        assert!(kinds.contains(&expect[k]), "call {k}: {:#?}", r.findings);
        let f = r.findings.iter().find(|f| f.kind == expect[k]).unwrap();
        assert!(f.space.is_some() && f.offset.is_some(), "call {k}: {f:#?}");
    }
    // The same calls with the checks off: a fault that stops the run, not an abort.
    let m = reconverge_core::ir::parse_module(src).unwrap();
    let mut limits = Limits::default();
    limits.checks.enabled = false;
    let e = interpreter::run(&m, src, "k", &interpreter::inputs::RunInputs::default(), &limits).unwrap_err();
    assert!(e.to_string().contains("outside"), "{e}");
}

/// Issue 32, item 6: sizes from the program's types are bounded when the module is decoded
/// (vectors of vectors, arrays of 2^40 values) and printf widths are capped.
#[test]
fn interpreter_program_sizes_are_bounded() {
    let head = "target triple = \"amdgcn-amd-amdhsa\"\ndefine amdgpu_kernel void @k(ptr addrspace(1) %out) {\n";
    let run = |body: &str| {
        let text = format!("{head}{body}\n  ret void\n}}\n");
        let m = reconverge_core::ir::parse_module(&text).map_err(|e| e.to_string())?;
        interpreter::run(&m, &text, "k", &interpreter::inputs::RunInputs::default(), &Limits::default())
            .map_err(|e| e.to_string())
    };
    let e = run("  %v = load [1048576 x [1048576 x i8]], ptr addrspace(1) %out, align 1").unwrap_err();
    assert!(e.contains("more than"), "{e}");
    let e = run("  %v = load <4096 x <4096 x i8>>, ptr addrspace(1) %out, align 1").unwrap_err();
    assert!(e.contains("vector elements"), "{e}");
    let e = run("  store [1048576 x [1048576 x {}]] zeroinitializer, ptr addrspace(1) %out, align 1").unwrap_err();
    assert!(e.contains("more than"), "{e}");
}

/// Finding 7 (`run_inputs`, 2026-11-29, the long run after 5.3 million executions): a
/// `random(LO, HI)` bound far outside i64 (`random(-2777…770, 0)` for an `i32` buffer: the
/// literal reads as a float, which saturates to i128's minimum) made `random_data`'s span
/// `HI - LO + 1` overflow. The bounds are clamped to i64, where the values are stored.
#[test]
fn run_inputs_random_bound_beyond_i64() {
    use reconverge_core::interpreter::inputs;
    let src = "; arg 0 = i32[8] random(-2777777777777777777777777777777777777777777777777777770, 0) seed 12\n\
               ; arg 1 = i64[8] random(0, 99999999999999999999999999999999) seed 3\n\
               define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {\n\
               entry:\n  ret void\n}\n";
    let m = reconverge_core::ir::parse_module(src).expect("the kernel parses");
    let ri = inputs::parse_directives(src, &m.functions[0]).expect("the directives parse");
    let _ = inputs::merge(&ri, &ri);
    // Every value lies within the clamped bounds (i64's range, then the element type's).
    let mut direct = inputs::random_data(inputs::ElemType::I64, inputs::Num::Float(-2.7e54), inputs::Num::Int(0), 12, 64);
    direct.extend(inputs::random_data(inputs::ElemType::I64, inputs::Num::Int(i64::MIN), inputs::Num::Int(i64::MAX), 5, 64));
    assert_eq!(direct.len(), 128);
    for v in &direct[..64] {
        assert!(matches!(v, inputs::Num::Int(x) if *x <= 0), "{v:?}");
    }
}
