//! No-panic property of the instruction re-printer (`ir::canonical::inst_text`): on every
//! module that parses — the repository's IR files with random deletions, insertions and
//! replacements, and modules built from random instruction texts — re-printing every
//! instruction returns without panicking; on the fixtures it leaves no stray spaces.

use proptest::prelude::*;
use reconverge_core::ir::{canonical::inst_text, parse_module, InstId};
use std::path::PathBuf;

fn fixtures() -> &'static [String] {
    static CACHE: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    CACHE.get_or_init(|| {
        let mut out = Vec::new();
        for d in ["kernels", "modules", "printer", "uniformity_cases"] {
            let dir: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", d].iter().collect();
            let Ok(rd) = std::fs::read_dir(&dir) else { continue };
            let mut files: Vec<PathBuf> = rd.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "ll")).collect();
            files.sort();
            out.extend(files.iter().map(|p| std::fs::read_to_string(p).expect("fixture")));
        }
        out
    })
}

/// Re-prints every instruction of `src` if it parses; panics only on a re-printer bug.
fn reprint_all(src: &str) {
    let Ok(m) = parse_module(src) else { return };
    for f in &m.functions {
        for i in 0..f.insts.len() {
            let t = inst_text(src, f, InstId(i as u32));
            assert!(!t.is_empty() || f.insts[i].span.start == f.insts[i].span.end);
        }
        // Out of range is empty, not a panic.
        assert_eq!(inst_text(src, f, InstId(f.insts.len() as u32)), "");
    }
}

fn floor(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

const PIECES: &[&str] = &[
    "i1 0",
    "i8 255",
    "float 1.0",
    "double 0x3FF0000000000000",
    "half 0xH3C00",
    "!tbaa !7",
    ", align 4",
    "#3",
    "!{}",
    "%5",
    "%\"a\\5Cb\"",
    "@llvm.amdgcn.readfirstlane",
    "addrspace(5)",
    "<2 x i32>",
    "{ i32, i8 }",
    "[4 x i32]",
    "metadata !3",
    "asm \"x\",\"=v\"",
    " ",
    ",",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "<",
    ">",
    "\n",
    ";c\n",
    "!",
    "0x",
    "-",
    "e+",
    "\"",
];

fn instruction_line() -> impl Strategy<Value = String> {
    let ops = prop::sample::select(vec![
        "%x = add i32 %a, 4294967295",
        "%x = icmp eq i1 %b, 1",
        "%x = load i64, ptr addrspace(1) %p",
        "store i8 255, ptr addrspace(1) %p, !nontemporal !0",
        "%x = alloca { i32, i8 }, addrspace(5)",
        "%x = fadd float %f, 0.5",
        "%x = call i32 @llvm.amdgcn.readfirstlane(i32 %a) #3",
        "%x = call i32 asm \"; def $0\",\"=v\"(i32 %a), !foo !1, !tbaa !2",
        "%x = atomicrmw add ptr addrspace(1) %p, i64 1 monotonic",
        "%x = select i1 1, half 1.5, half 0xH3C00",
    ]);
    (ops, proptest::collection::vec(prop::sample::select(PIECES.to_vec()), 0..3), 0usize..64).prop_map(|(op, extra, at)| {
        let mut s = op.to_string();
        for e in extra {
            let k = floor(&s, at % (s.len() + 1));
            s.insert_str(k, e);
        }
        s
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn mutated_fixtures_never_panic(k in 0usize..64, edits in proptest::collection::vec((0usize..1_000_000, 0usize..24, prop::sample::select(PIECES.to_vec())), 1..6)) {
        let fx = fixtures();
        let mut s = fx[k % fx.len()].clone();
        for (at, del, ins) in edits {
            let a = floor(&s, at % (s.len() + 1));
            let b = floor(&s, a + del);
            s.replace_range(a..b.max(a), ins);
        }
        reprint_all(&s);
    }

    #[test]
    fn random_instructions_never_panic(lines in proptest::collection::vec(instruction_line(), 1..8)) {
        let mut s = String::from("attributes #3 = { nounwind }\ndefine void @f(i32 %a, i1 %b, ptr addrspace(1) %p, float %f) {\n");
        for (n, l) in lines.iter().enumerate() {
            s.push_str("  ");
            s.push_str(&l.replacen("%x", &format!("%x{n}"), 1));
            s.push('\n');
        }
        s.push_str("  ret void\n}\ndeclare i32 @llvm.amdgcn.readfirstlane(i32)\n!0 = !{i32 1}\n!1 = !{!0}\n!2 = !{!1, !0}\n");
        reprint_all(&s);
    }
}

#[test]
fn reprinted_fixtures_have_no_stray_spaces() {
    // LLVM's layout: single spaces outside strings and multi-line instructions, none at the end.
    for src in fixtures() {
        let Ok(m) = parse_module(src) else { continue };
        for f in &m.functions {
            for i in 0..f.insts.len() {
                let t = inst_text(src, f, InstId(i as u32));
                assert!(!t.contains("  ") || t.contains('\n') || t.contains('"'), "double space in `{t}`");
                assert!(!t.ends_with(' '), "trailing space in `{t}`");
            }
        }
    }
}
