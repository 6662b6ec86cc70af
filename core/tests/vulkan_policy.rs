//! The `vulkan` policy (Vulkan's maximal reconvergence, loop constructs in place of cycles)
//! beside LLVM's `maximal`, through the library façade (`api::simulate`, what
//! `reconverge simulate --policy vulkan --format json` prints), on compact text and SPIR-V.

use reconverge_core::api::{simulate, SimulateOptions};

const MINIMAL: &str = "entry -> H   H -> B   B ~> E, C   E -> M   C -> H   M -> exit\nmerge H: M\ncontinue H: C\nthread T0: entry H B E M exit\nthread T1: entry H B C H B E M exit\n";

fn run(src: &str, policy: &str) -> serde_json::Value {
    simulate(src, &SimulateOptions { policy: policy.into(), ..SimulateOptions::default() }).unwrap()
}

/// Columns of the two `E` instances (T0's 4th, T1's 7th).
fn e_columns(v: &serde_json::Value) -> (u64, u64) {
    let t = &v["runs"][0]["table"]["threads"];
    (t[0][3].as_u64().unwrap(), t[1][6].as_u64().unwrap())
}

#[test]
fn minimal_case_llvm_and_vulkan_disagree() {
    let llvm = run(MINIMAL, "maximal");
    let (a, b) = e_columns(&llvm);
    assert_eq!(a, b, "LLVM: E is outside the cycle, the two E converge");
    let vk = run(MINIMAL, "vulkan");
    assert_eq!(vk["runs"][0]["metrics"]["policy"], "Vulkan");
    let (a, b) = e_columns(&vk);
    assert_ne!(a, b, "Vulkan: E is in the loop construct, reached in different iterations");
    let diffs = vk["vulkan_vs_llvm"]["differences"].as_array().unwrap();
    assert_eq!(diffs.len(), 1);
    assert!(diffs[0]["text"].as_str().unwrap().contains("E is inside the loop construct of H (merge M) but outside its cycle"));
    // `all` is unchanged: five policies, no vulkan.
    assert_eq!(run(MINIMAL, "all")["runs"].as_array().unwrap().len(), 5);
}

#[test]
fn without_merges_vulkan_equals_maximal() {
    let src = MINIMAL.replace("merge H: M\ncontinue H: C\n", "");
    assert_eq!(run(&src, "vulkan")["runs"][0]["table"]["threads"], run(&src, "maximal")["runs"][0]["table"]["threads"]);
}

#[test]
fn spirv_elect_and_break() {
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/spirv/elect_break.spvasm")).unwrap();
    // Lane 0 is elected in the first iteration, lane 1 in the second.
    let src = format!("{src}; thread L0: 5 10 11 17 12\n; thread L1: 5 10 11 18 13 10 11 17 12\n");
    let (a, b) = {
        let v = run(&src, "vulkan");
        let t = &v["runs"][0]["table"]["threads"];
        (t[0][3].as_u64().unwrap(), t[1][7].as_u64().unwrap())
    };
    assert_ne!(a, b, "the ballot block 17 runs once per iteration under Vulkan");
    let v = run(&src, "maximal");
    let t = &v["runs"][0]["table"]["threads"];
    assert_eq!(t[0][3], t[1][7], "LLVM converges block 17 (outside the cycle)");
}

#[test]
fn construct_errors_have_positions() {
    let e = simulate("entry ~> a, b\na -> m\nb -> m\nm\nmerge a: m\nthread T: entry a m", &SimulateOptions { policy: "vulkan".into(), ..SimulateOptions::default() }).unwrap_err();
    assert!(e.to_string().contains("not dominated"), "{e}");
}

#[test]
fn ballot_marks_in_json() {
    let src = format!("{MINIMAL}ballot: E\n");
    let lanes = |v: &serde_json::Value| -> Vec<(String, Vec<String>)> {
        v["ballots"].as_array().unwrap().iter().map(|b| (b["thread"].as_str().unwrap().to_string(), b["lanes"].as_array().unwrap().iter().map(|l| l.as_str().unwrap().to_string()).collect())).collect()
    };
    let vk = run(&src, "vulkan");
    assert_eq!(lanes(&vk), [("T0".to_string(), vec!["T0".to_string()]), ("T1".to_string(), vec!["T1".to_string()])]);
    let mx = run(&src, "maximal");
    let both = vec!["T0".to_string(), "T1".to_string()];
    assert_eq!(lanes(&mx), [("T0".to_string(), both.clone()), ("T1".to_string(), both)]);
    assert!(run(MINIMAL, "vulkan").get("ballots").is_none());
}

#[test]
fn spirv_ballots_in_json() {
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/spirv/elect_break.spvasm")).unwrap();
    // Thread t is elected in iteration t: T0 T1 leave in different iterations (block 17).
    let src = format!("; thread T0: 5 10 11 17 12\n; thread T1: 5 10 11 18 13 10 11 17 12\n{src}");
    let v = run(&src, "vulkan");
    let b = v["ballots"].as_array().unwrap();
    assert!(!b.is_empty(), "{v}");
    // The ballot in 17 (inside the loop construct, outside the cycle): each thread alone.
    let in17: Vec<_> = b.iter().filter(|x| x["block"] == "17").map(|x| x["lanes"].as_array().unwrap().len()).collect();
    assert_eq!(in17, [1, 1], "{v}");
    let m = run(&src, "maximal");
    let in17: Vec<_> = m["ballots"].as_array().unwrap().iter().filter(|x| x["block"] == "17").map(|x| x["lanes"].as_array().unwrap().len()).collect();
    assert_eq!(in17, [2, 2], "{m}");
}
