//! SPIR-V assembly input (`input::spirv`): real `spirv-dis` output of GLSL compute shaders
//! (`tests/spirv/*.comp`, compiled with `glslangValidator -V --target-env vulkan1.1`,
//! disassembled with `spirv-dis`, committed as they are), errors, and a never-panic property
//! test on random and mutated text. When `spirv-as`/`spirv-val` are installed, every file we
//! accept is also accepted by `spirv-val` (differential).

use proptest::prelude::*;
use reconverge_core::input::{self, Format};
use std::path::Path;

fn read(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv").join(name)).unwrap()
}

fn block_names(f: &input::Function) -> Vec<String> {
    let cfg = f.cfg();
    cfg.blocks().map(|b| cfg.name_of(b).to_string()).collect()
}

#[test]
fn elect_break_loop() {
    let src = read("elect_break.spvasm");
    assert_eq!(input::detect(&src), Format::Spirv);
    let p = input::parse(&src, None).unwrap();
    assert_eq!(p.format, Format::Spirv);
    let f = &p.functions[0];
    assert_eq!(f.name(), "main");
    assert_eq!(block_names(f), ["5", "10", "11", "17", "18", "13", "12"]);
    let cfg = f.cfg();
    let n = |s: &str| cfg.find(s).unwrap();
    let m = f.merges();
    assert_eq!(m.len(), 2);
    assert!(m[0].is_loop && m[0].header == n("10") && m[0].merge == n("12") && m[0].continue_target == Some(n("13")));
    assert!(!m[1].is_loop && m[1].header == n("11") && m[1].merge == n("18"));
    assert_eq!(cfg.succs(n("11")), [n("17"), n("18")]);
    assert_eq!(cfg.succs(n("17")), [n("12")]);
    assert_eq!(f.spirv().unwrap().ballots, [n("17"), n("12")]);
}

#[test]
fn switch_with_fall_through() {
    let src = read("switch_fallthrough.spvasm");
    let p = input::parse(&src, None).unwrap();
    let f = &p.functions[0];
    let cfg = f.cfg();
    let sw = cfg.blocks().find(|&b| cfg.succ_labels(b).first().is_some_and(|l| l == "default")).unwrap();
    assert_eq!(cfg.succ_labels(sw), ["default", "0", "1", "2"]);
    // case 1 falls through into case 2
    let (c1, c2) = (cfg.succs(sw)[2], cfg.succs(sw)[3]);
    assert_eq!(cfg.succs(c1), [c2]);
    assert_eq!(f.merges().len(), 1);
}

#[test]
fn nested_loops() {
    let src = read("nested_loop.spvasm");
    let p = input::parse(&src, None).unwrap();
    let f = &p.functions[0];
    let loops = f.merges().iter().filter(|m| m.is_loop).count();
    assert_eq!(loops, 2);
    assert!(f.cfg().exits().count() >= 2, "the early return and the end");
}

#[test]
fn errors_name_line_and_column() {
    let src = read("elect_break.spvasm");
    let bad = src.replace("OpBranch %13\n", "OpBranch %99\n");
    let e = input::parse(&bad, None).unwrap_err();
    assert!(e.message.contains("`%99` is not a label of this function"), "{e}");
    assert!(e.line > 50 && e.col > 1, "{e:?}");
    let e = input::parse(&src.replace("OpBranch %10\n         %10", "OpStore %k %uint_0\n         %10"), None).unwrap_err();
    assert!(e.message.contains("must be followed by a branch") || e.message.contains("no terminator"), "{e}");
    let e = input::parse("; SPIR-V\nOpCapability Shader\n", None).unwrap_err();
    assert!(e.message.contains("at least one function"), "{e}");
}

#[test]
fn directives_in_comments() {
    let src = format!("{}\n; thread T0: 5 10 11 17 12\n; thread T1: 5 10 11 18 13 10 11 17 12\n", read("elect_break.spvasm"));
    let (p, d) = input::parse_with_directives(&src, None).unwrap();
    assert_eq!(p.format, Format::Spirv);
    assert_eq!(d.len(), 2);
}

fn tool(name: &str) -> bool {
    std::process::Command::new(name).arg("--version").output().is_ok_and(|o| o.status.success())
}

/// Differential: what we accept, `spirv-as` assembles and `spirv-val` validates (skipped when
/// the tools are missing).
#[test]
fn spirv_val_accepts_the_gallery() {
    if !(tool("spirv-as") && tool("spirv-val")) {
        eprintln!("spirv-as/spirv-val not installed: skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("reconverge-spirv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for name in ["elect_break.spvasm", "switch_fallthrough.spvasm", "nested_loop.spvasm"] {
        let src = read(name);
        assert!(input::parse(&src, None).is_ok());
        let out = dir.join(name).with_extension("spv");
        let a = std::process::Command::new("spirv-as").args(["--target-env", "vulkan1.1"]).arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv").join(name)).arg("-o").arg(&out).output().unwrap();
        assert!(a.status.success(), "{name}: {}", String::from_utf8_lossy(&a.stderr));
        let v = std::process::Command::new("spirv-val").args(["--target-env", "vulkan1.1"]).arg(&out).output().unwrap();
        assert!(v.status.success(), "{name}: {}", String::from_utf8_lossy(&v.stderr));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Random bytes never panic.
    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let s = String::from_utf8_lossy(&bytes);
        let _ = input::spirv::parse(&s);
        let _ = input::parse(&s, Some(Format::Spirv));
    }

    /// A real module with a byte range deleted, duplicated or replaced never panics.
    #[test]
    fn mutated_modules_never_panic(which in 0usize..3, at in 0usize..4000, len in 0usize..40, with in "[%=;\" OpLabelBranch0-9\n]{0,12}") {
        let src = read(["elect_break.spvasm", "switch_fallthrough.spvasm", "nested_loop.spvasm"][which]);
        let b = src.as_bytes();
        let at = at % b.len();
        let end = (at + len).min(b.len());
        let mut m = b[..at].to_vec();
        m.extend_from_slice(with.as_bytes());
        m.extend_from_slice(&b[end..]);
        let s = String::from_utf8_lossy(&m);
        if let Ok(p) = input::parse(&s, Some(Format::Spirv)) {
            for f in &p.functions {
                prop_assert!(f.cfg().num_blocks() >= 1);
            }
        }
    }
}
