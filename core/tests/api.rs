//! `reconverge_core::api` returns exactly what the `reconverge` CLI prints: each function is
//! run on gallery and fixture files and compared with the CLI binary's stdout (JSON parsed, opt
//! text byte for byte). Errors carry the CLI diagnostic's line and column.

use reconverge_core::api::{self, AnalyzeOptions, ConvergeOptions, IfConvertOptions, Pass, SimulateOptions};
use reconverge_core::convergence::InstanceNaming;
use std::process::Command;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

fn cli(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_reconverge")).args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// The CLI's stdout for `args`, which must be `v` printed compact or pretty (byte for byte:
/// parsing the CLI's floats back would not round-trip exactly).
#[track_caller]
fn assert_cli(v: &serde_json::Value, args: &[&str]) {
    let out = cli(args);
    let (compact, pretty) = (serde_json::to_string(v).unwrap() + "\n", serde_json::to_string_pretty(v).unwrap() + "\n");
    assert!(out == compact || out == pretty, "{args:?}:\n{out}\n---\n{pretty}");
}

fn path(rel: &str) -> String {
    format!("{ROOT}/{rel}")
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(path(rel)).unwrap()
}

const CFG_FILES: &[&str] = &["core/tests/kernels/irreducible.O0.ll", "core/tests/kernels/loop_break.O2.ll", "web/examples/loops.ll", "web/examples/reduce.ll"];

/// Random CFGs from `reconverge generate` (compact text and DOT), written to a scratch dir.
fn generated() -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("reconverge-api-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for (seed, shape, emit) in [("1", "random", "compact"), ("2", "reducible", "compact"), ("3", "random", "dot"), ("4", "random", "kernel")] {
        let text = cli(&["generate", "--blocks", "24", "--shape", shape, "--seed", seed, "--emit", emit]);
        let f = dir.join(format!("g{seed}.{emit}"));
        std::fs::write(&f, text).unwrap();
        files.push(f.to_string_lossy().into_owned());
    }
    files
}

#[test]
fn analyze_and_print_like_opt_equal_the_cli() {
    let all = "domtree,postdomtree,domfrontier,postdomfrontier,controldeps,cycles,uniformity";
    let passes: Vec<Pass> = all.split(',').map(|p| Pass::from_key(p).unwrap()).collect();
    let files: Vec<String> = CFG_FILES.iter().map(|f| path(f)).chain(generated()).collect();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        let o = AnalyzeOptions { passes: passes.clone(), ..AnalyzeOptions::default() };
        assert_cli(&api::analyze(&src, &o).unwrap(), &["print", "--passes", all, "--format", "json", f]);
        assert_eq!(api::print_like_opt(&src, &o).unwrap(), cli(&["print", "--passes", all, f]), "{f}");
        // Options: every DFS order.
        let o = AnalyzeOptions { passes: vec![Pass::Cycles], all_dfs_orders: true, max_dfs_orders: 64, ..AnalyzeOptions::default() };
        assert_cli(&api::analyze(&src, &o).unwrap(), &["print", "--passes", "cycles", "--all-dfs-orders", "--max-dfs-orders", "64", "--format", "json", f]);
    }
    let src = read("web/examples/loops.ll");
    let name = api::parse(&src).unwrap()["functions"][0]["name"].as_str().unwrap().to_string();
    let o = AnalyzeOptions { passes: vec![Pass::Uniformity], function: Some(name.clone()), ..AnalyzeOptions::default() };
    assert_cli(&api::analyze(&src, &o).unwrap(), &["print", "--passes", "uniformity", "--function", &name, "--format", "json", &path("web/examples/loops.ll")]);
}

#[test]
fn options_deserialize_from_camel_case_json() {
    let o: AnalyzeOptions = serde_json::from_str(r#"{"passes": ["domtree", "cycles"], "function": "k", "dfsOrder": "a: c b"}"#).unwrap();
    assert_eq!(o.passes, vec![Pass::Domtree, Pass::Cycles]);
    assert_eq!(o.function.as_deref(), Some("k"));
    assert_eq!(o.dfs_order.as_deref(), Some("a: c b"));
    assert_eq!(o.max_dfs_orders, 100_000);
    let s: SimulateOptions = serde_json::from_str(r#"{"policy": "ipdom"}"#).unwrap();
    assert_eq!((s.policy.as_str(), s.timeline), ("ipdom", 200));
}

#[test]
fn simulate_if_convert_run_deps_equal_the_cli() {
    for f in ["web/examples/warp_kernel.cfg", "core/tests/convergence/patent_fig3b.cfg"] {
        for policy in ["all", "ipdom", "maximal"] {
            let o = SimulateOptions { policy: policy.into(), ..SimulateOptions::default() };
            assert_cli(&api::simulate(&read(f), &o).unwrap(), &["simulate", &path(f), "--policy", policy, "--format", "json"]);
        }
    }
    for f in ["core/tests/if_conversion/seed001.cfg", "core/tests/if_conversion/seed001_nested.cfg", "core/tests/if_conversion/predication_wins.cfg"] {
        assert_cli(&api::if_convert(&read(f), &IfConvertOptions::default()).unwrap(), &["ifconvert", &path(f), "--format", "json"]);
    }
    let f = "web/examples/imgvf_like.ll";
    assert_cli(&api::run(&read(f), None, &Default::default(), 100_000_000).unwrap(), &["run", &path(f)]);
    for f in ["core/tests/loops/seed002_interchange_legal.c", "web/examples/jacobi-1d.c"] {
        let limit = reconverge_core::loops::scop::DEFAULT_INSTANCE_LIMIT;
        assert_cli(&api::dependences(&read(f), &[], None, limit).unwrap(), &["deps", &path(f), "--format", "json"]);
    }
}

#[test]
fn converge_equals_the_cli() {
    for f in ["core/tests/convergence/nested_irreducible.cfg", "core/tests/convergence/natural_loop.cfg", "core/tests/convergence/patent_fig3b.cfg", "web/examples/warp_kernel.cfg"] {
        let src = read(f);
        let p = path(f);
        assert_cli(&api::converge(&src, &ConvergeOptions::default()).unwrap(), &["converge", &p, "--format", "json"]);
        let o = ConvergeOptions { all_dfs_orders: true, naming: InstanceNaming::Column, max_reasons: 3, ..ConvergeOptions::default() };
        assert_cli(&api::converge(&src, &o).unwrap(), &["converge", &p, "--all-dfs-orders", "--naming", "column", "--max-reasons", "3", "--format", "json"]);
        let o = ConvergeOptions { m_converged: true, max_path_len: 10, ..ConvergeOptions::default() };
        assert_cli(&api::converge(&src, &o).unwrap(), &["converge", &p, "--m-converged", "--max-path-len", "10", "--format", "json"]);
    }
    // A DFS order and explicit threads replacing the file's.
    let f = "core/tests/convergence/nested_irreducible.cfg";
    let threads = vec!["Entry R S P Q S Exit".to_string(), "Entry P Q R S Exit".to_string()];
    let o = ConvergeOptions { dfs_order: Some("Entry: R P".into()), threads: threads.clone(), ..ConvergeOptions::default() };
    assert_cli(&api::converge(&read(f), &o).unwrap(), &["converge", &path(f), "--dfs-order", "Entry: R P", "--thread", &threads[0], "--thread", &threads[1], "--format", "json"]);
    let o: ConvergeOptions = serde_json::from_str(r#"{"allDfsOrders": true, "naming": "Column", "maxPathLen": 9}"#).unwrap();
    assert_eq!((o.all_dfs_orders, o.naming, o.max_path_len, o.max_reasons), (true, InstanceNaming::Column, 9, 1000));
    assert!(api::converge("a -> b\nb", &ConvergeOptions::default()).unwrap_err().message.contains("no threads"));
    assert!(api::converge("a -> b\nb", &ConvergeOptions { m_converged: true, ..ConvergeOptions::default() }).is_ok());
    let e = api::converge("a -> b\nb\nthread T1: a c", &ConvergeOptions::default()).unwrap_err();
    assert_eq!(e.line, 3, "{e}");
}

#[test]
fn explain_gives_the_cli_chain() {
    let f = "web/examples/reduce.ll";
    let src = read(f);
    let u = api::analyze(&src, &AnalyzeOptions { passes: vec![Pass::Uniformity], ..AnalyzeOptions::default() }).unwrap();
    // The first divergent branch's condition has a reason chain.
    let b = &u[0]["uniformity"]["divergent_branches"][0];
    let value = b["condition"].as_str().or(b["value"].as_str()).map(str::to_string);
    let Some(value) = value else { return };
    let v = api::explain(&src, &value, None).unwrap();
    let text = cli(&["print", "--passes", "uniformity", "--explain", &value, &path(f)]);
    assert!(text.contains(v["text"].as_str().unwrap().trim()), "{text}\n{v}");
    assert!(!v["chain"].is_null());
    let e = api::explain(&src, "%no_such_value", None).unwrap_err();
    assert!(e.message.contains("no value or block named"), "{e}");
}

#[test]
fn errors_carry_line_and_column() {
    let e = api::analyze("a -> b\nb -> ", &AnalyzeOptions::default()).unwrap_err();
    assert_eq!(e.line, 2);
    assert!(e.col > 0);
    assert!(e.to_string().starts_with("2:"), "{e}");
    let e = api::analyze("a -> b\nb", &AnalyzeOptions { function: Some("zz".into()), ..AnalyzeOptions::default() }).unwrap_err();
    assert_eq!((e.line, e.to_string()), (0, "no function named `zz`".to_string()));
    assert!(api::simulate("a -> b\nb", &SimulateOptions::default()).unwrap_err().message.contains("no threads"));
    assert!(api::simulate("a -> b\nb\nthread T1: a b", &SimulateOptions { policy: "x".into(), ..SimulateOptions::default() }).is_err());
    assert!(api::run("define void @f() {\nentry:\n  ret void\n", None, &Default::default(), 10).is_err());
    assert!(api::dependences("for (i = 0; i < ; i++)", &[], None, 1000).is_err());
}

#[test]
fn parse_lists_functions_and_edges() {
    let v = api::parse(&read("core/tests/modules/helper_first.amdgpu.O0.ll")).unwrap();
    assert_eq!(v["format"], "llvm-ir");
    assert!(v["functions"].as_array().unwrap().len() >= 2);
    let v = api::parse("a -> b, c\nb -> c\nc").unwrap();
    assert_eq!(v["functions"][0]["cfg"][0]["labels"], serde_json::json!(["T", "F"]));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

    /// No text makes the library calls panic: random edits of a scenario file (compact text with
    /// threads) give `Ok` or an `ApiError`.
    #[test]
    fn no_text_panics(cut in 0usize..200, len in 0usize..12, insert in "[a-z ,>~=\n:-]{0,8}") {
        let base = "entry ~> a, b\na -> c\nb -> c, a\nc -> exit\nexit\nthread T1: entry a c exit\nthread T2: entry b c exit\n";
        let at = cut.min(base.len());
        let end = (at + len).min(base.len());
        let src = format!("{}{}{}", &base[..at], insert, &base[end..]);
        let o = AnalyzeOptions { passes: Pass::ALL.iter().copied().filter(|&p| p != Pass::Idf).collect(), ..AnalyzeOptions::default() };
        let _ = api::parse(&src);
        let _ = api::analyze(&src, &o);
        let _ = api::print_like_opt(&src, &o);
        let _ = api::explain(&src, "a", None);
        let _ = api::simulate(&src, &SimulateOptions::default());
        let _ = api::converge(&src, &ConvergeOptions { m_converged: true, max_path_len: 8, ..ConvergeOptions::default() });
        let _ = api::if_convert(&src, &IfConvertOptions::default());
    }
}
