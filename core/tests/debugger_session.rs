//! The debug session (issue 33 items 3, 5, 6): stepping, breakpoints, findings, values,
//! undefined values, step back (property test), and the `reconverge debug` CLI. On our kernels
//! of `tests/debugger_kernels/` (`*.O0.amdgcn.ll`: `clang-19 -g -O0` of the `.cl` beside them;
//! `scale.O2.nvptx64.ll`: -O2, where clang keeps only the line table for NVPTX).

use proptest::prelude::*;
use reconverge_core::interpreter::debugger::{BreakAt, Breakpoint, DebugSession, DebugState, Granularity, StopReason};
use reconverge_core::interpreter::{Limits, RunInputs};
use std::path::Path;

fn kernel(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debugger_kernels").join(name)).unwrap()
}

fn session(name: &str) -> DebugSession {
    DebugSession::new(&kernel(name), None, &RunInputs::default(), &Limits::default()).unwrap()
}

fn val(st: &DebugState, var: &str) -> Option<String> {
    st.stopped_lane()?.vars.iter().find(|v| v.name == var)?.value.clone()
}

#[test]
fn starts_at_the_focus_and_steps_by_instruction_line_and_block() {
    let mut s = session("scale.O0.amdgcn.ll");
    let st = s.state().clone();
    assert_eq!(st.reason, StopReason::Start);
    assert_eq!(st.work_item, Some([0, 0, 0]));
    assert_eq!(st.position, 0);
    // The warp: 4 lanes (local 4 < wave 64), all before their first instruction.
    assert_eq!(st.lanes.len(), 4);
    assert_eq!(st.lanes[0].status, "running");
    assert!(st.lanes[1..].iter().all(|l| l.status == "ready"));
    let p0 = st.position;
    let st = s.step(Granularity::Instruction).unwrap().clone();
    assert_eq!(st.position, p0 + 1);
    // By line: the source line changes at every step.
    let mut last = st.stopped_lane().unwrap().source.as_ref().map(|p| p.line);
    for _ in 0..6 {
        let st = s.step(Granularity::Line).unwrap().clone();
        let line = st.stopped_lane().unwrap().source.as_ref().map(|p| p.line);
        assert_ne!(line, last);
        assert_eq!(st.work_item, Some([0, 0, 0]));
        last = line;
    }
    // By block: each stop is a block's first instruction, and the block changes.
    let b0 = s.state().stopped_lane().unwrap().block.clone();
    let st = s.step(Granularity::Block).unwrap().clone();
    assert_ne!(st.stopped_lane().unwrap().block, b0);
}

#[test]
fn focus_on_another_work_item_and_its_warp() {
    let mut s = session("scale.O0.amdgcn.ll");
    s.set_focus([5, 0, 0]).unwrap();
    let st = s.step(Granularity::Line).unwrap().clone();
    assert_eq!(st.work_item, Some([5, 0, 0]));
    assert_eq!(st.group, [1, 0, 0]);
    // Work-items 4..8 form the warp; 4 has returned (it ran before 5).
    let ids: Vec<u64> = st.lanes.iter().map(|l| l.work_item[0]).collect();
    assert_eq!(ids, vec![4, 5, 6, 7]);
    assert_eq!(st.lanes[0].status, "returned");
    // 6 and 7 have not started: nothing bound yet (not work-items 2 and 3's variables).
    assert_eq!(st.lanes[2].status, "ready");
    assert!(st.lanes[2].vars.is_empty() && st.lanes[3].vars.is_empty());
    assert!(!st.lanes[1].vars.is_empty());
    assert!(s.set_focus([8, 0, 0]).is_err());
}

#[test]
fn breakpoints_on_a_source_line_for_a_work_item() {
    let mut s = session("scale.O0.amdgcn.ll");
    s.add_breakpoint(Breakpoint { at: BreakAt::SourceLine(7), work_item: Some([3, 0, 0]), condition: None });
    // x = in[3] = 3, n = 3: acc after k iterations is 3·(0 + … + k-1).
    for (k, acc) in [(0, 0), (1, 0), (2, 3)] {
        let st = s.run_to_breakpoint().unwrap().clone();
        assert_eq!(st.reason, StopReason::Breakpoint(0));
        assert_eq!(st.work_item, Some([3, 0, 0]));
        assert_eq!(val(&st, "k").as_deref(), Some(k.to_string().as_str()));
        assert_eq!(val(&st, "acc").as_deref(), Some(acc.to_string().as_str()));
        assert_eq!(val(&st, "x").as_deref(), Some("3"));
        assert_eq!(val(&st, "i").as_deref(), Some("3"));
    }
    assert!(s.run_to_breakpoint().unwrap().finished);
}

#[test]
fn breakpoints_for_any_work_item_stop_in_schedule_order() {
    let mut s = session("local_sum.O0.amdgcn.ll");
    s.add_breakpoint(Breakpoint { at: BreakAt::SourceLine(12), work_item: None, condition: None });
    let mut who = Vec::new();
    loop {
        let st = s.run_to_breakpoint().unwrap().clone();
        if st.finished {
            break;
        }
        let lane = st.stopped_lane().unwrap();
        who.push((lane.work_item[0], val(&st, "stride").unwrap()));
        // `size` is the same in every lane that shows it; `lid` differs.
        let table = st.values_table();
        let size = table.iter().find(|r| r.name == "size").unwrap();
        assert_eq!(size.uniform.as_deref(), Some("4"), "{size:?}");
        let lid = table.iter().find(|r| r.name == "lid").unwrap();
        assert_eq!(lid.uniform, None, "{lid:?}");
        // The other lanes of the warp wait at the barrier or are ready.
        assert!(st.lanes.iter().filter(|l| l.work_item != lane.work_item).all(|l| l.status != "running"));
    }
    let want: Vec<(u64, String)> = [(0, "2"), (1, "2"), (0, "1"), (4, "2"), (5, "2"), (4, "1")].iter().map(|(w, s)| (*w, s.to_string())).collect();
    assert_eq!(who, want);
}

#[test]
fn undefined_values_are_marked() {
    // Line 3, `int i = get_global_id(0);`: `i` is declared but not yet stored.
    let mut s = session("scale.O0.amdgcn.ll");
    s.add_breakpoint(Breakpoint { at: BreakAt::SourceLine(3), work_item: Some([0, 0, 0]), condition: None });
    let st = s.run_to_breakpoint().unwrap().clone();
    let i = st.stopped_lane().unwrap().vars.iter().find(|v| v.name == "i").unwrap().clone();
    assert!(!i.defined, "{i:?}");
    // The parameters are defined.
    let n = st.stopped_lane().unwrap().vars.iter().find(|v| v.name == "n").unwrap().clone();
    assert!(n.defined && n.value.as_deref() == Some("3"), "{n:?}");
    // After the line, it is.
    let st = s.step(Granularity::Line).unwrap().clone();
    let i = st.stopped_lane().unwrap().vars.iter().find(|v| v.name == "i").unwrap().clone();
    assert!(i.defined && i.value.as_deref() == Some("0"), "{i:?}");
}

/// A write-write race and no debug information: SSA operands are the values.
const RACY: &str = include_str!("debugger_kernels/no_debug_info/racy.ll");

#[test]
fn run_to_the_next_finding_and_ssa_values_without_debug_info() {
    let mut s = DebugSession::new(RACY, None, &RunInputs::default(), &Limits::default()).unwrap();
    assert!(s.debug_info().is_empty());
    let st = s.run_to_finding().unwrap().clone();
    let StopReason::Finding(k) = st.reason else { panic!("{:?}", st.reason) };
    assert_eq!(k, 0);
    let f = st.finding.as_ref().unwrap();
    assert_eq!(serde_json::to_value(f.kind).unwrap(), "write-write-race");
    // The second writer (work-item 2) stopped after its store.
    assert_eq!(st.work_item, Some([2, 0, 0]));
    assert!(s.run_to_finding().unwrap().finished);
    // A block breakpoint and an IR-line breakpoint; the SSA operands of the next instruction.
    let mut s = DebugSession::new(RACY, None, &RunInputs::default(), &Limits::default()).unwrap();
    s.add_breakpoint(Breakpoint { at: BreakAt::Block("w".into()), work_item: None, condition: None });
    let st = s.run_to_breakpoint().unwrap().clone();
    let lane = st.stopped_lane().unwrap();
    assert_eq!(lane.block, "w");
    assert!(lane.instruction.starts_with("store i32 %id"), "{}", lane.instruction);
    assert_eq!(lane.ir_line, 11);
    let id = lane.vars.iter().find(|v| v.name == "%id").unwrap();
    assert_eq!(id.value.as_deref(), Some("0"));
    let st = s.run_to_breakpoint().unwrap().clone();
    assert_eq!(st.work_item, Some([2, 0, 0]));
    s.clear_breakpoints();
    s.add_breakpoint(Breakpoint { at: BreakAt::IrLine(15), work_item: Some([7, 0, 0]), condition: None });
    let st = s.run_to_breakpoint().unwrap().clone();
    assert_eq!(st.work_item, Some([7, 0, 0]));
    assert!(st.stopped_lane().unwrap().instruction.starts_with("ret void"));
}

#[test]
fn line_table_only_debug_info_shows_lines_and_ssa_values() {
    let mut s = session("scale.O2.nvptx64.ll");
    s.add_breakpoint(Breakpoint { at: BreakAt::SourceLine(11), work_item: Some([1, 0, 0]), condition: None });
    let st = s.run_to_breakpoint().unwrap().clone();
    let lane = st.stopped_lane().unwrap();
    assert_eq!(lane.source.as_ref().unwrap().line, 11);
    assert_eq!(lane.source.as_ref().unwrap().file, "scale.cl");
    assert!(lane.vars.iter().all(|v| v.name.starts_with('%')));
}

#[derive(Clone, Debug)]
enum Op {
    Step(Granularity),
    Continue,
    Finding,
    Divergence,
    Reconvergence,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        Just(Op::Step(Granularity::Instruction)),
        Just(Op::Step(Granularity::Line)),
        Just(Op::Step(Granularity::Block)),
        Just(Op::Continue),
        Just(Op::Finding),
        Just(Op::Divergence),
        Just(Op::Reconvergence),
    ]
}

fn apply(s: &mut DebugSession, o: &Op) -> DebugState {
    match o {
        Op::Step(g) => s.step(*g),
        Op::Continue => s.run_to_breakpoint(),
        Op::Finding => s.run_to_finding(),
        Op::Divergence => s.run_to_divergence(),
        Op::Reconvergence => s.run_to_reconvergence(),
    }
    .unwrap()
    .clone()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    /// Stepping back `k` stops and forward again with the same `k` commands gives identical
    /// states; every state equals a re-execution to its event number (determinism); and a
    /// session that resumes paused machines and checkpoints (every `interval` events, small
    /// so that the runs cross many) gives the same states and memory as one that re-executes
    /// every command from the launch.
    #[test]
    fn back_k_then_forward_k_is_identical(ops in proptest::collection::vec(op(), 1..10), k in 1usize..10, focus in 0u64..8, bp_line in 6u32..13, interval in 1u64..200, lock_step in any::<bool>()) {
        let name = if focus % 2 == 0 { "scale.O0.amdgcn.ll" } else { "local_sum.O0.amdgcn.ll" };
        // Either schedule: each work-item alone to its barrier, or each warp in lock-step
        // (a work-group paused inside the lock-step rounds is resumed and copied the same way).
        let mut limits = Limits::default();
        limits.checks.lock_step = lock_step;
        let open = || DebugSession::new(&kernel(name), None, &RunInputs::default(), &limits).unwrap();
        let mut s = open();
        s.set_checkpoints(Some(interval));
        let mut reference = open();
        reference.set_checkpoints(None);
        for x in [&mut s, &mut reference] {
            x.set_focus([focus, 0, 0]).unwrap();
            x.add_breakpoint(Breakpoint { at: BreakAt::SourceLine(bp_line), work_item: None, condition: None });
        }
        let mut states = vec![s.state().clone()];
        for o in &ops {
            let st = apply(&mut s, o);
            prop_assert_eq!(&st, &apply(&mut reference, o));
            states.push(st);
        }
        let page = reconverge_core::interpreter::debugger::MemoryRequest::new("out", 0, 8);
        prop_assert_eq!(s.memory(&page).unwrap(), reference.memory(&page).unwrap());
        let k = k.min(ops.len());
        let back = s.step_back(k).unwrap().clone();
        prop_assert_eq!(&back, &states[states.len() - 1 - k]);
        if !back.finished {
            let again = s.replay(back.position).unwrap();
            prop_assert_eq!(&again.lanes, &back.lanes);
            prop_assert_eq!(again.work_item, back.work_item);
        }
        for (i, o) in ops[ops.len() - k..].iter().enumerate() {
            let st = apply(&mut s, o);
            prop_assert_eq!(&st, &states[states.len() - k + i]);
        }
        if interval < 50 {
            prop_assert!(s.checkpoint_stats().0 > 0 || states.iter().all(|st| st.position < interval));
        }
    }
}

#[test]
fn cli_prints_each_hit_as_json_and_text() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debugger_kernels/scale.O0.amdgcn.ll");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reconverge"))
        .arg("debug")
        .arg(&path)
        .args(["--break", "7", "--break", "11", "--work-item", "2", "--print", "acc", "--print", "k", "--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let hits = v["hits"].as_array().unwrap();
    let lines: Vec<u64> = hits.iter().map(|h| h["line"].as_u64().unwrap()).collect();
    assert_eq!(lines, vec![7, 7, 7, 11]);
    assert!(hits.iter().all(|h| h["work_item"] == serde_json::json!([2, 0, 0])));
    // x = 2: acc = 0, 0, 2 at the loop's line; -6 at the store (i even: negated).
    let acc: Vec<&str> = hits.iter().map(|h| h["values"][0]["value"].as_str().unwrap()).collect();
    assert_eq!(acc, vec!["0", "0", "2", "-6"]);
    assert_eq!(hits[3]["values"][1]["value"], serde_json::Value::Null, "k is out of scope at line 11");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reconverge"))
        .arg("debug")
        .arg(&path)
        .args(["--break", "11", "--work-item", "1,0,0", "--print", "acc"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(text.trim(), "work-item (1, 0, 0) at scale.cl:11 (IR line 74): acc = 3");
    // The same hit with the warp's lanes in lock-step.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reconverge"))
        .arg("debug")
        .arg(&path)
        .args(["--lock-step", "--break", "11", "--work-item", "1,0,0", "--print", "acc"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "work-item (1, 0, 0) at scale.cl:11 (IR line 74): acc = 3");
    // Usage errors.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reconverge")).arg("debug").arg(&path).args(["--break", "x7"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--break"));
}
