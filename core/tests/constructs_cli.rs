//! `reconverge print --passes constructs`: the structured constructs as text and JSON, equal
//! to the library's ([`reconverge_core::api`]) and to [`reconverge_core::constructs`] on the
//! same text; merge declarations that break a rule are an error naming line and column.

use reconverge_core::api::{self, AnalyzeOptions, Pass};
use std::path::Path;
use std::process::Command;

fn cli(args: &[&str]) -> (bool, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(args).output().expect("run reconverge");
    (o.status.success(), String::from_utf8(o.stdout).unwrap(), String::from_utf8(o.stderr).unwrap())
}

fn opts() -> AnalyzeOptions {
    AnalyzeOptions { passes: vec![Pass::Constructs], ..AnalyzeOptions::default() }
}

/// A loop with a continue target and an `if` inside, in compact text with directives.
const COMPACT: &str = "entry -> h\nh -> body, exit\nbody -> then, join\nthen -> join\njoin -> latch\nlatch -> h\nexit\nmerge h: exit\ncontinue h: latch\nmerge body: join\n";

#[test]
fn compact_text_constructs() {
    let text = api::print_like_opt(COMPACT, &opts()).unwrap();
    assert_eq!(
        text,
        "Structured constructs for function: cfg\n  \
         loop header %h merge %exit continue %latch blocks %h %body %then %join %latch\n  \
         selection header %body merge %join blocks %body %then\n  \
         continue header %latch merge %exit continue %latch blocks %latch\n"
    );
    let v = api::analyze(COMPACT, &opts()).unwrap();
    let rows = v[0]["constructs"].as_array().unwrap();
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[0]["kind"], "loop");
    assert_eq!(rows[0]["continue"], "latch");
    assert_eq!(rows[1]["continue"], serde_json::Value::Null);
    assert_eq!(rows[2]["blocks"], serde_json::json!(["latch"]));
    // No declaration: the function prints that it has none.
    assert_eq!(api::print_like_opt("a -> b\nb", &opts()).unwrap(), "Structured constructs for function: cfg\n  (no merge declarations)\n");
    // A broken rule is an error with line and column.
    let e = api::analyze("a -> b\nb\nmerge a: b\n", &opts()).unwrap_err();
    assert_eq!(e.line, 3, "{e}");
    assert!(e.to_string().contains("does not branch"), "{e}");
}

#[test]
fn cli_prints_what_the_library_returns() {
    let dir = std::env::temp_dir().join(format!("reconverge-constructs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let compact = dir.join("loop.cfg");
    std::fs::write(&compact, COMPACT).unwrap();
    let spirv = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv/switch_fallthrough.spvasm");
    for file in [compact.as_path(), spirv.as_path()] {
        let src = std::fs::read_to_string(file).unwrap();
        let f = file.to_str().unwrap();
        let (ok, text, err) = cli(&["print", "--passes", "constructs", f]);
        assert!(ok, "{err}");
        assert_eq!(text, api::print_like_opt(&src, &opts()).unwrap());
        let (ok, json, err) = cli(&["print", "--passes", "constructs", "--format", "json", f]);
        assert!(ok, "{err}");
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v, api::analyze(&src, &opts()).unwrap());
        // The rows are the library's constructs, in order.
        let (p, d) = reconverge_core::input::parse_with_directives(&src, None).unwrap();
        let c = reconverge_core::constructs::of_function(&src, &p.functions[0], &d).unwrap();
        let rows = v[0]["constructs"].as_array().unwrap();
        assert_eq!(rows.len(), c.constructs.len());
        for (r, k) in rows.iter().zip(&c.constructs) {
            assert_eq!(r["kind"], k.kind.name());
            assert_eq!(r["header"], p.functions[0].cfg().name_of(k.header));
        }
    }
    // The SPIR-V switch has case constructs.
    let (_, text, _) = cli(&["print", "--passes", "constructs", spirv.to_str().unwrap()]);
    assert!(text.lines().any(|l| l.starts_with("  case header %")), "{text}");
    let bad = dir.join("bad.cfg");
    std::fs::write(&bad, "a -> b\nb\nmerge a: b\n").unwrap();
    let (ok, _, err) = cli(&["print", "--passes", "constructs", bad.to_str().unwrap()]);
    assert!(!ok && err.contains(":3:"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
