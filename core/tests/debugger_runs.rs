//! The debugger's conditional breakpoints, runs to the next divergence / reconvergence and
//! memory view (issue 33 items 4 and 5), on our kernels of `tests/debugger_kernels/`
//! (`scale.cl`: a loop and a branch on the work-item's parity; `local_sum.cl`: a tree
//! reduction in `__local` memory).

use reconverge_core::interpreter::debugger::{BreakAt, Breakpoint, DebugSession, DebugState, Granularity, MemoryRequest, StopReason};
use reconverge_core::interpreter::{Limits, RunInputs};
use std::path::Path;

fn kernel(name: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debugger_kernels").join(name)).unwrap()
}

fn session(name: &str) -> DebugSession {
    DebugSession::new(&kernel(name), None, &RunInputs::default(), &Limits::default()).unwrap()
}

/// A session whose warps run their lanes in lock-step (`reconverge debug --lock-step`).
fn lock_step_session(name: &str) -> DebugSession {
    let mut limits = Limits::default();
    limits.checks.lock_step = true;
    DebugSession::new(&kernel(name), None, &RunInputs::default(), &limits).unwrap()
}

fn val(st: &DebugState, var: &str) -> Option<String> {
    st.stopped_lane()?.vars.iter().find(|v| v.name == var)?.value.clone()
}

/// The work-items (x) that stop at each hit of line `line` under `cond`, with `var`'s value.
fn hits(name: &str, line: u32, cond: &str, var: &str) -> Vec<(u64, Option<String>)> {
    hits_in(session(name), line, cond, var)
}

fn hits_in(mut s: DebugSession, line: u32, cond: &str, var: &str) -> Vec<(u64, Option<String>)> {
    s.try_add_breakpoint(Breakpoint::new(BreakAt::SourceLine(line)).when(cond)).unwrap();
    let mut out = Vec::new();
    loop {
        let st = s.run_to_breakpoint().unwrap().clone();
        if st.finished {
            return out;
        }
        assert_eq!(st.reason, StopReason::Breakpoint(0));
        out.push((st.work_item.unwrap()[0], val(&st, var)));
    }
}

#[test]
fn conditional_breakpoints_over_variables_and_ids() {
    let s = |v: u64| Some(v.to_string());
    // acc at the loop line before iteration k = 2 is x·(0 + 1) = in[i] = i.
    assert_eq!(hits("scale.O0.amdgcn.ll", 7, "k == 2 && i % 2 == 1", "acc"), vec![(1, s(1)), (3, s(3)), (5, s(5)), (7, s(7))]);
    assert_eq!(hits("scale.O0.amdgcn.ll", 7, "gid >= 6 && k == 0", "k"), vec![(6, s(0)), (7, s(0))]);
    assert_eq!(hits("scale.O0.amdgcn.ll", 7, "get_local_id(0) == 1 && !(k != 1)", "k"), vec![(1, s(1)), (5, s(1))]);
    assert_eq!(hits("scale.O0.amdgcn.ll", 11, "acc < -10 || (acc > 10 && n == 3)", "acc"), vec![(4, Some("-12".into())), (5, s(15)), (6, Some("-18".into())), (7, s(21))]);
    // `i` is not yet stored at line 3 (undefined): no lane stops; nor for an unknown name.
    assert!(hits("scale.O0.amdgcn.ll", 3, "i == 0", "i").is_empty());
    assert!(hits("scale.O0.amdgcn.ll", 7, "nosuch == 0 || nosuch != 0", "k").is_empty());
    // A work-item breakpoint and a condition together.
    let mut ss = session("scale.O0.amdgcn.ll");
    ss.add_breakpoint(Breakpoint::new(BreakAt::SourceLine(7)).for_work_item([3, 0, 0]).when("k > 0"));
    let st = ss.run_to_breakpoint().unwrap().clone();
    assert_eq!((st.work_item, val(&st, "k")), (Some([3, 0, 0]), s(1)));
}

#[test]
fn condition_syntax_errors_name_the_column() {
    let mut s = session("scale.O0.amdgcn.ll");
    let e = s.try_add_breakpoint(Breakpoint::new(BreakAt::SourceLine(7)).when("k == ")).unwrap_err();
    assert_eq!((e.line, e.col), (1, 6), "{e:?}");
    assert!(e.message.contains("column 6"), "{}", e.message);
    assert!(s.breakpoints().is_empty());
    // Added unchecked, the error comes from the run.
    s.add_breakpoint(Breakpoint::new(BreakAt::SourceLine(7)).when("k @ 1"));
    assert_eq!(s.run_to_breakpoint().unwrap_err().col, 3);
    assert!(s.remove_breakpoint(0));
    assert!(!s.remove_breakpoint(0));
}

/// A kernel without debug information: conditions read SSA registers.
const NO_DEBUG_INFO: &str = include_str!("debugger_kernels/no_debug_info/racy.ll");

#[test]
fn conditions_on_ssa_registers_without_debug_info() {
    let mut s = DebugSession::new(NO_DEBUG_INFO, None, &RunInputs::default(), &Limits::default()).unwrap();
    s.add_breakpoint(Breakpoint::new(BreakAt::Block("w".into())).when("%id == 4 || %id * 2 == 12"));
    let who: Vec<_> = (0..3).map(|_| s.run_to_breakpoint().unwrap().work_item).collect();
    assert_eq!(who, vec![Some([4, 0, 0]), Some([6, 0, 0]), None]);
}

fn kinds(s: &mut DebugSession, div: bool) -> Vec<(String, u32, [u64; 3])> {
    let mut out = Vec::new();
    loop {
        let st = if div { s.run_to_divergence() } else { s.run_to_reconvergence() }.unwrap().clone();
        if st.finished {
            return out;
        }
        let lane = st.stopped_lane().unwrap();
        let block = match &st.reason {
            StopReason::Divergence(b) => {
                assert!(div);
                assert!(lane.instruction.starts_with("br "), "{}", lane.instruction);
                b.clone()
            }
            StopReason::Reconvergence(b) => {
                assert!(!div);
                assert_eq!(&lane.block, b);
                b.clone()
            }
            r => panic!("{r:?}"),
        };
        out.push((block, lane.source.as_ref().unwrap().line, st.work_item.unwrap()));
    }
}

#[test]
fn run_to_the_next_divergence_and_reconvergence() {
    // scale: the loop is uniform (n = 3 for all); `if (i % 2 == 0)` splits each warp.
    for focus in [0u64, 1, 6] {
        let mut s = session("scale.O0.amdgcn.ll");
        s.set_focus([focus, 0, 0]).unwrap();
        let d = kinds(&mut s, true);
        assert_eq!(d.iter().map(|x| (x.1, x.2[0])).collect::<Vec<_>>(), vec![(9, focus)], "{d:?}");
        let mut s = session("scale.O0.amdgcn.ll");
        s.set_focus([focus, 0, 0]).unwrap();
        let r = kinds(&mut s, false);
        assert_eq!(r.iter().map(|x| (x.1, x.2[0])).collect::<Vec<_>>(), vec![(11, focus)], "{r:?}");
    }
    // local_sum (local 4): `if (lid < stride)` splits at stride 2 and 1 (lanes 0–1, then 0),
    // `if (lid == 0)` at the end; each split joins at the barrier's block or the return.
    let mut s = session("local_sum.O0.amdgcn.ll");
    let d = kinds(&mut s, true);
    assert_eq!(d.iter().map(|x| x.1).collect::<Vec<_>>(), vec![9, 9, 16], "{d:?}");
    let mut s = session("local_sum.O0.amdgcn.ll");
    let r = kinds(&mut s, false);
    assert_eq!(r.iter().map(|x| x.1).collect::<Vec<_>>(), vec![14, 14, 19], "{r:?}");
    // Lane 3 never takes the `then` sides: it sees the same splits from the other side.
    let mut s = session("local_sum.O0.amdgcn.ll");
    s.set_focus([3, 0, 0]).unwrap();
    assert_eq!(kinds(&mut s, true).iter().map(|x| x.1).collect::<Vec<_>>(), vec![9, 9, 16]);
    // The points, in event order, alternate.
    let mut s = session("local_sum.O0.amdgcn.ll");
    let p = s.warp_points().unwrap();
    assert_eq!(p.iter().map(|x| x.1).collect::<Vec<_>>(), vec![true, false, true, false, true, false]);
}

#[test]
fn memory_view_of_buffers_local_and_private_memory() {
    let mut s = session("local_sum.O0.amdgcn.ll");
    s.add_breakpoint(Breakpoint::new(BreakAt::SourceLine(12)).for_work_item([1, 0, 0]));
    let st = s.run_to_breakpoint().unwrap().clone();
    assert_eq!(st.work_item, Some([1, 0, 0]));
    let regions = s.memory_regions().unwrap();
    let names: Vec<&str> = regions.iter().map(|r| r.name.as_str()).collect();
    // Buffers, `__local` whole and its parameter `tile`, private memory whole and its allocas
    // (the parameters' spill slots qualified where a buffer has the name).
    let allocas = ["private:out", "private:in", "private:tile", "lid", "gid", "size", "stride", "mine", "other"];
    assert_eq!(names, [&["out", "in", "local", "tile", "private"][..], &allocas[..]].concat(), "{regions:?}");
    let input = &regions[1];
    assert_eq!((input.elem.as_str(), input.elem_size, input.len, input.argument), ("int", 4, 8, Some(1)));
    // The input buffer: typed from `global const int *in`, written by nobody since the launch.
    let page = s.memory(&MemoryRequest::new("in", 2, 3)).unwrap();
    assert_eq!(page.elements.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(), vec!["2", "3", "4"]);
    assert!(page.elements.iter().all(|e| e.defined && e.writer.is_none()));
    assert_eq!(page.elements[0].index, 2);
    // Paging: clamped at the end; the IR name works too.
    assert_eq!(s.memory(&MemoryRequest::new("%1", 6, 100)).unwrap().elements.len(), 2);
    assert!(s.memory(&MemoryRequest::new("in", 9, 4)).unwrap().elements.is_empty());
    // `__local` memory of work-group 0 at work-item 1's first sum (stride 2): tile = in[0..4],
    // each element written by its work-item at line 6; work-item 0 has summed already.
    let page = s.memory(&MemoryRequest::new("local", 0, 4)).unwrap();
    assert_eq!(page.elements.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(), vec!["2", "1", "2", "3"]);
    let w: Vec<([u64; 3], Option<u32>)> = page.elements.iter().map(|e| e.writer.as_ref().map(|w| (w.work_item, w.line)).unwrap()).collect();
    assert_eq!(w, vec![([0, 0, 0], Some(12)), ([1, 0, 0], Some(6)), ([2, 0, 0], Some(6)), ([3, 0, 0], Some(6))]);
    assert_eq!(page.work_item, Some([1, 0, 0]));
    let wr = page.elements[1].writer.as_ref().unwrap();
    assert!(wr.ir_line > 0 && !wr.atomic && !wr.async_copy && wr.function == "local_sum");
    // Another element type.
    let page = s.memory(&MemoryRequest { elem: Some("u8".into()), ..MemoryRequest::new("local", 4, 4) }).unwrap();
    assert_eq!(page.elements.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(), vec!["1", "0", "0", "0"]);
    // Private memory of the focused work-item (0 here: its work-group runs), with undefined
    // words (allocas not stored yet or padding) and the variables' stored values.
    let page = s.memory(&MemoryRequest::new("private", 0, 64)).unwrap();
    assert_eq!(page.work_item, Some([0, 0, 0]));
    assert!(!page.elements.is_empty());
    assert!(page.elements.iter().all(|e| e.writer.is_none()));
    // `__local int *tile`: typed from its parameter, the same bytes as `local`.
    let tile = &regions[3];
    assert_eq!((tile.space.as_str(), tile.elem.as_str(), tile.elem_size, tile.len, tile.offset, tile.argument), ("local", "int", 4, 4, 0, Some(2)));
    let page = s.memory(&MemoryRequest::new("tile", 0, 4)).unwrap();
    assert_eq!(page.elements.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(), vec!["2", "1", "2", "3"]);
    assert_eq!(page.elements[1].writer.as_ref().map(|w| (w.work_item, w.line)), Some(([1, 0, 0], Some(6))));
    assert_eq!(s.memory(&MemoryRequest::new("%2", 1, 1)).unwrap().region.name, "tile");
    // Work-item 0's allocas (it has done its stride-2 sum): `int` variables with their stored
    // values, the pointers' spill slots as `int *` (`const` is looked through).
    let by = |n: &str| regions.iter().find(|r| r.name == n).unwrap();
    assert_eq!((by("lid").elem.as_str(), by("lid").len, by("lid").space.as_str()), ("int", 1, "private"));
    assert_eq!((by("private:in").elem.as_str(), by("private:in").elem_size), ("int *", 8));
    let one = |n: &str| s.memory(&MemoryRequest::new(n, 0, 1)).unwrap().elements[0].clone();
    assert_eq!((one("lid").value, one("size").value, one("stride").value), ("0".into(), "4".into(), "2".into()));
    assert!(one("lid").defined && one("lid").writer.is_none());
    // The IR name reaches the same alloca.
    assert_eq!(s.memory(&MemoryRequest::new("%7", 0, 1)).unwrap().region.name, "lid");
    // Errors.
    assert!(s.memory(&MemoryRequest::new("nosuch", 0, 1)).is_err());
    assert!(s.memory(&MemoryRequest { elem: Some("quad".into()), ..MemoryRequest::new("in", 0, 1) }).is_err());
    // At the end: the sums, written by each group's work-item 0 at line 17.
    s.clear_breakpoints();
    assert!(s.run_to_breakpoint().unwrap().finished);
    let page = s.memory(&MemoryRequest::new("out", 0, 2)).unwrap();
    assert_eq!(page.elements.iter().map(|e| (e.value.as_str(), e.writer.as_ref().map(|w| (w.work_item, w.line)))).collect::<Vec<_>>(), vec![("6", Some(([0, 0, 0], Some(17)))), ("22", Some(([4, 0, 0], Some(17))))]);
    assert!(s.memory_regions().unwrap().iter().all(|r| r.name != "private"));
}

fn cli(args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reconverge")).arg("debug").args(args).output().unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn kpath(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/debugger_kernels").join(name).to_string_lossy().into_owned()
}

#[test]
fn cli_conditions_until_and_memory() {
    let scale = kpath("scale.O0.amdgcn.ll");
    // `--break "LINE if EXPR"`, and `--memory` in text: values, then the last writers.
    let (ok, out, err) = cli(&[&scale, "--break", "7 if k == 2 && i % 2 == 1", "--print", "acc", "--memory", "out[2..4]"]);
    assert!(ok, "{err}");
    let want = "work-item (1, 0, 0) at scale.cl:7 (IR line 47): acc = 1\n  out[2..4] (int): 0 0\n    last writers: - -\n\
work-item (3, 0, 0) at scale.cl:7 (IR line 47): acc = 3\n  out[2..4] (int): -6 0\n    last writers: (2, 0, 0)@11 -\n";
    assert!(out.starts_with(want), "{out}");
    assert!(out.contains("at the end:\n  out[2..4] (int): -6 9\n    last writers: (2, 0, 0)@11 (3, 0, 0)@11\n"), "{out}");
    // `--condition` for every `--break` without its own; JSON.
    let (ok, out, err) = cli(&[&scale, "--break", "7", "--break", "11 if acc > 0", "--condition", "k == 0 && gid > 5", "--print", "acc", "--format", "json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let hits: Vec<(u64, u64)> = v["hits"].as_array().unwrap().iter().map(|h| (h["work_item"][0].as_u64().unwrap(), h["line"].as_u64().unwrap())).collect();
    assert_eq!(hits, vec![(1, 11), (3, 11), (5, 11), (6, 7), (7, 7), (7, 11)]);
    // `--until divergence` and `reconvergence`, with local memory in JSON.
    let local_sum = kpath("local_sum.O0.amdgcn.ll");
    let (ok, out, err) = cli(&[&local_sum, "--until", "divergence", "--work-item", "1", "--memory", "local[0..4]", "--format", "json"]);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let hits = v["hits"].as_array().unwrap();
    assert_eq!(hits.iter().map(|h| h["line"].as_u64().unwrap()).collect::<Vec<_>>(), vec![9, 9, 16]);
    assert!(hits.iter().all(|h| h["stop"]["divergence"].is_string() && h["work_item"][0] == 1));
    // At work-item 1's second split (stride 1), work-item 0 has summed already (it runs first).
    let page = &hits[1]["memory"][0];
    assert_eq!(page["region"]["name"], "local");
    let vals: Vec<&str> = page["elements"].as_array().unwrap().iter().map(|e| e["value"].as_str().unwrap()).collect();
    assert_eq!(vals, vec!["6", "4", "2", "3"]);
    assert_eq!(page["elements"][1]["writer"]["work_item"], serde_json::json!([1, 0, 0]));
    assert_eq!(page["elements"][1]["writer"]["line"], 12);
    assert_eq!(v["end_memory"][0]["elements"][0]["value"], "22");
    let (ok, out, _) = cli(&[&local_sum, "--until", "reconvergence", "--print", "lid"]);
    assert!(ok);
    assert_eq!(out.lines().filter(|l| l.contains("[reconvergence at block")).count(), 3, "{out}");
    // Errors: a condition's column, a bad memory range, an unknown region.
    let (ok, _, err) = cli(&[&scale, "--break", "7 if k =="]);
    assert!(!ok && err.contains("column 5"), "{err}");
    let (ok, _, err) = cli(&[&scale, "--break", "7", "--memory", "out[4..2]"]);
    assert!(!ok && err.contains("--memory"), "{err}");
    let (ok, _, err) = cli(&[&scale, "--break", "7", "--memory", "nosuch[0..2]"]);
    assert!(!ok && err.contains("nosuch"), "{err}");
}

#[test]
fn memory_view_types_local_arrays_and_private_arrays() {
    // `local float tile[16]` is `@local_tile.tile = internal addrspace(3) global [16 x float]`;
    // `float acc[2]` an alloca with `#dbg_declare`. Groups of 4 work-items, in[i] = i + 1.
    let inputs: RunInputs = serde_json::from_str(r#"{"global": [8], "local": [4], "args": [{"buffer": "f32", "data": [0, 0, 0, 0, 0, 0, 0, 0]}, {"buffer": "f32", "data": [1, 2, 3, 4, 5, 6, 7, 8]}]}"#).unwrap();
    let mut s = DebugSession::new(&kernel("local_tile.O0.amdgcn.ll"), None, &inputs, &Limits::default()).unwrap();
    s.add_breakpoint(Breakpoint::new(BreakAt::SourceLine(10)).for_work_item([1, 0, 0]));
    s.set_focus([1, 0, 0]).unwrap();
    let st = s.run_to_breakpoint().unwrap().clone();
    assert_eq!(st.work_item, Some([1, 0, 0]));
    let regions = s.memory_regions().unwrap();
    let names: Vec<&str> = regions.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, vec!["out", "in", "local", "tile", "private", "private:out", "private:in", "acc", "lid"], "{regions:?}");
    // The `__local` array: its own region, named and typed from its source variable
    // (`DIGlobalVariable` `tile`, `float [16]`), the whole arena.
    let tile = &regions[3];
    assert_eq!((tile.space.as_str(), tile.elem.as_str(), tile.elem_size, tile.len, tile.offset, tile.argument), ("local", "float", 4, 16, 0, None));
    let page = s.memory(&MemoryRequest::new("tile", 0, 5)).unwrap();
    assert_eq!(page.elements.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(), vec!["0.5", "1", "1.5", "2", "0"]);
    assert_eq!(page.elements.iter().map(|e| e.defined).collect::<Vec<_>>(), vec![true, true, true, true, false]);
    assert_eq!(page.elements[2].writer.as_ref().map(|w| (w.work_item, w.line)), Some(([2, 0, 0], Some(6))));
    assert_eq!(page.work_item, Some([1, 0, 0]));
    // The IR name reaches it; `elem` still overrides the type.
    assert_eq!(s.memory(&MemoryRequest::new("@local_tile.tile", 0, 1)).unwrap().region.name, "tile");
    let bits = s.memory(&MemoryRequest { elem: Some("u32".into()), ..MemoryRequest::new("tile", 1, 1) }).unwrap();
    assert_eq!((bits.elem.as_str(), bits.elements[0].value.as_str()), ("u32", "1065353216"));
    // Work-item 1's private array `float acc[2]` (element type from its debug type) after
    // lines 8 and 9: tile[1], tile[2].
    let acc = regions.iter().find(|r| r.name == "acc").unwrap();
    assert_eq!((acc.space.as_str(), acc.elem.as_str(), acc.elem_size, acc.len, acc.bytes), ("private", "float", 4, 2, 8));
    let page = s.memory(&MemoryRequest::new("acc", 0, 4)).unwrap();
    assert_eq!(page.elements.iter().map(|e| (e.value.as_str(), e.defined)).collect::<Vec<_>>(), vec![("1", true), ("1.5", true)]);
    assert_eq!(page.work_item, Some([1, 0, 0]));
    let lid = s.memory(&MemoryRequest::new("lid", 0, 1)).unwrap();
    assert_eq!((lid.elem.as_str(), lid.elements[0].value.as_str()), ("int", "1"));
    // The same bytes through the whole private memory, at the alloca's offset.
    let words = s.memory(&MemoryRequest { elem: Some("f32".into()), ..MemoryRequest::new("private", acc.offset / 4, 2) }).unwrap();
    assert_eq!(words.elements.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(), vec!["1", "1.5"]);
}

#[test]
fn memory_view_names_and_types_globals_from_their_source_variables() {
    // `local cell_t cells[4]` (a struct of an int and a float) is
    // `@local_struct.cells = internal addrspace(3) global [4 x %struct.cell_t]` with a
    // `DIGlobalVariable` named `cells`; `constant float scale[4]` is `@scale`. One group of 4,
    // in[i] = i + 1: cells[k] = {k + 1, scale[k] · (k + 1)}.
    let inputs: RunInputs = serde_json::from_str(r#"{"global": [4], "local": [4], "args": [{"buffer": "f32", "data": [0, 0, 0, 0]}, {"buffer": "i32", "data": [1, 2, 3, 4]}]}"#).unwrap();
    let mut s = DebugSession::new(&kernel("local_struct.O0.amdgcn.ll"), None, &inputs, &Limits::default()).unwrap();
    s.add_breakpoint(Breakpoint::new(BreakAt::SourceLine(11)).for_work_item([0, 0, 0]));
    s.set_focus([0, 0, 0]).unwrap();
    s.run_to_breakpoint().unwrap();
    let regions = s.memory_regions().unwrap();
    let cells = regions.iter().find(|r| r.space == "local" && r.name == "cells").unwrap_or_else(|| panic!("{regions:?}"));
    assert_eq!((cells.elem.as_str(), cells.elem_size, cells.len), ("cell_t", 8, 4), "{cells:?}");
    let page = s.memory(&MemoryRequest::new("cells", 0, 4)).unwrap();
    assert_eq!(
        page.elements.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(),
        vec!["{count = 1, weight = 0.5}", "{count = 2, weight = 2}", "{count = 3, weight = 6}", "{count = 4, weight = 16}"]
    );
    // The IR name still reaches it.
    assert_eq!(s.memory(&MemoryRequest::new("@local_struct.cells", 0, 1)).unwrap().region.name, "cells");
    // The `__constant` table, typed `float` from its source variable.
    let scale = regions.iter().find(|r| r.name == "@scale").unwrap_or_else(|| panic!("{regions:?}"));
    assert_eq!((scale.space.as_str(), scale.elem.as_str(), scale.len), ("constant", "float", 4), "{scale:?}");
    let page = s.memory(&MemoryRequest::new("@scale", 0, 4)).unwrap();
    assert_eq!(page.elements.iter().map(|e| e.value.as_str()).collect::<Vec<_>>(), vec!["0.5", "1", "2", "4"]);
}

/// A session on `helper.cl` compiled as `file` (4 work-items, in[k] = k + 2, limit 10), run to
/// source line `line` of work-item 1 (focused): the session and the stop.
fn helper_at(file: &str, line: u32) -> (DebugSession, DebugState) {
    let inputs: RunInputs = serde_json::from_str(r#"{"global": [4], "local": [4], "args": [{"buffer": "i32", "data": [0, 0, 0, 0]}, {"buffer": "i32", "data": [2, 3, 4, 5]}, {"scalar": "i32", "value": 10}]}"#).unwrap();
    let mut s = DebugSession::new(&kernel(file), None, &inputs, &Limits::default()).unwrap();
    s.add_breakpoint(Breakpoint::new(BreakAt::SourceLine(line)).for_work_item([1, 0, 0]));
    s.set_focus([1, 0, 0]).unwrap();
    let st = s.run_to_breakpoint().unwrap().clone();
    (s, st)
}

#[test]
fn caller_frames_show_their_variables() {
    // `helper` calls `clamp_add(v, i, limit)` (both -O0, not inlined). in[k] = k + 2, limit 10:
    // work-item 1 has i = 1, v = 9, and in `clamp_add` s = 10 at `return s;` (line 7).
    let (_, st) = helper_at("helper.O0.amdgcn.ll", 7);
    let lane = st.stopped_lane().unwrap();
    assert_eq!(lane.depth, 2);
    let get = |n: &str| lane.vars.iter().find(|v| v.name == n).unwrap_or_else(|| panic!("{n} in {:?}", lane.vars));
    // The callee's own variables first, by their names.
    assert_eq!((get("v").value.as_deref(), get("lo").value.as_deref(), get("hi").value.as_deref(), get("s").value.as_deref()), (Some("9"), Some("1"), Some("10"), Some("10")));
    // Then the kernel's, named after it: `r` is not assigned yet (the call has not returned).
    assert_eq!((get("helper › i").value.as_deref(), get("helper › v").value.as_deref(), get("helper › limit").value.as_deref()), (Some("1"), Some("9"), Some("10")));
    assert!(!get("helper › r").defined, "{:?}", get("helper › r"));
    let callee_end = lane.vars.iter().position(|v| v.name.contains(" › ")).unwrap();
    assert!(lane.vars[callee_end..].iter().all(|v| v.name.starts_with("helper › ")), "{:?}", lane.vars);
    // The values table has a row for each.
    let rows = st.values_table();
    assert!(rows.iter().any(|r| r.name == "helper › v" && r.lanes[1].as_deref() == Some("9")), "{rows:?}");
}

#[test]
fn inlined_callers_show_their_variables() {
    // helper.cl at -O2 (clang-19 -g, amdgcn): `clamp_add` is inlined into `helper`; its lines
    // 3 and 4 carry `inlinedAt: !50` (line 13 of `helper`). One LLVM function holds both
    // scopes: at line 4 the callee's variables come first, then the kernel's, named after it.
    let (mut s, st) = helper_at("helper.O2.amdgcn.ll", 4);
    let lane = st.stopped_lane().unwrap();
    assert_eq!(lane.depth, 1, "inlined: one physical frame");
    let get = |n: &str| lane.vars.iter().find(|v| v.name == n).unwrap_or_else(|| panic!("{n} in {:?}", lane.vars));
    assert_eq!((get("v").value.as_deref(), get("lo").value.as_deref(), get("hi").value.as_deref(), get("s").value.as_deref()), (Some("9"), Some("1"), Some("10"), Some("10")));
    assert_eq!((get("helper › i").value.as_deref(), get("helper › v").value.as_deref(), get("helper › limit").value.as_deref()), (Some("1"), Some("9"), Some("10")));
    // `r` is bound only once the inlined call's value exists (after this line).
    assert!(lane.vars.iter().all(|v| v.name != "helper › r" && v.name != "r"), "{:?}", lane.vars);
    let callee_end = lane.vars.iter().position(|v| v.name.contains(" › ")).unwrap();
    assert!(lane.vars[..callee_end].iter().all(|v| ["v", "lo", "hi", "s"].contains(&v.name.as_str())), "{:?}", lane.vars);
    assert!(lane.vars[callee_end..].iter().all(|v| v.name.starts_with("helper › ")), "{:?}", lane.vars);
    // At line 14 (after the call) only the kernel's own variables are in scope, by their names.
    s.clear_breakpoints();
    s.add_breakpoint(Breakpoint::new(BreakAt::SourceLine(14)).for_work_item([1, 0, 0]));
    let st = s.run_to_breakpoint().unwrap().clone();
    let lane = st.stopped_lane().unwrap();
    let names: Vec<&str> = lane.vars.iter().map(|v| v.name.as_str()).collect();
    assert!(names.contains(&"r") && !names.iter().any(|n| n.contains(" › ")), "{names:?}");
    assert_eq!(lane.vars.iter().find(|v| v.name == "r").and_then(|v| v.value.as_deref()), Some("10"));
}

#[test]
fn another_warp_of_the_work_group_at_the_same_stop() {
    // local_sum with one work-group of 8 in two warps of 4 (the last `; run:` line wins).
    let src = kernel("local_sum.O0.amdgcn.ll") + "; run: global 8 local 8 wave 4\n";
    let mut s = DebugSession::new(&src, None, &RunInputs::default(), &Limits::default()).unwrap();
    // Line 8, after the first barrier: every work-item has stored its element.
    s.add_breakpoint(Breakpoint::new(BreakAt::SourceLine(8)).for_work_item([0, 0, 0]));
    let st = s.run_to_breakpoint().unwrap().clone();
    assert_eq!((st.work_item, st.warp, st.lanes.len()), (Some([0, 0, 0]), 0, 4));
    assert_eq!(s.warp_lanes(0).unwrap(), st.lanes, "the stopped warp is the state's");
    let w1 = s.warp_lanes(1).unwrap();
    assert_eq!(w1.iter().map(|l| l.work_item[0]).collect::<Vec<_>>(), vec![4, 5, 6, 7]);
    for l in &w1 {
        assert_ne!(l.status, "running", "{l:?}");
        let var = |n: &str| l.vars.iter().find(|v| v.name == n).and_then(|v| v.value.clone());
        let id = l.work_item[0].to_string();
        assert_eq!((var("lid"), var("gid"), var("size")), (Some(id.clone()), Some(id), Some("8".to_string())), "{l:?}");
    }
    assert!(s.warp_lanes(2).is_err());
    assert_eq!(s.state(), &st, "looking at another warp does not move the stop");
    // At every later stop the stopped warp's lanes are the state's.
    for _ in 0..12 {
        let st = s.step(Granularity::Instruction).unwrap().clone();
        assert_eq!(s.warp_lanes(st.warp).unwrap(), st.lanes, "at event {}", st.position);
        assert_eq!(s.warp_lanes(1 - st.warp).unwrap().len(), 4);
    }
    // After a step back the other warp is read from a re-execution: the same lanes as before.
    s.step_back(12).unwrap();
    assert_eq!(s.warp_lanes(1).unwrap(), w1);
}

#[test]
fn memory_view_types_allocas_from_ir_without_debug_info() {
    let src = "define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n\
entry:\n  %a = alloca [3 x i16], align 2, addrspace(5)\n  %p = getelementptr inbounds i16, ptr addrspace(5) %a, i32 1\n\
  store i16 -7, ptr addrspace(5) %p, align 2\n  %v = load i16, ptr addrspace(5) %p, align 2\n  %w = sext i16 %v to i32\n\
  store i32 %w, ptr addrspace(1) %out, align 4\n  ret void\n}\n";
    let mut s = DebugSession::new(src, None, &RunInputs::default(), &Limits::default()).unwrap();
    s.add_breakpoint(Breakpoint::new(BreakAt::IrLine(6)));
    assert!(!s.run_to_breakpoint().unwrap().finished);
    let regions = s.memory_regions().unwrap();
    let a = regions.iter().find(|r| r.name == "a").unwrap_or_else(|| panic!("{regions:?}"));
    assert_eq!((a.space.as_str(), a.elem.as_str(), a.elem_size, a.len), ("private", "i16", 2, 3));
    let page = s.memory(&MemoryRequest::new("%a", 1, 1)).unwrap();
    assert_eq!(page.elements[0].value, "-7");
}

/// A struct alloca and a `__local` array of structs with no debug information: each element
/// is shown field by field at the datalayout's offsets (`{i8, float}`: the float at byte 4),
/// named by the IR type, not as `i32` words; an element is defined when its fields are (its
/// padding is never written).
#[test]
fn memory_view_shows_struct_elements_without_debug_info() {
    let src = "%struct.pair = type { i8, float }\n\
@tiles = internal addrspace(3) global [2 x %struct.pair] undef, align 4\n\
define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n\
entry:\n  %s = alloca [2 x %struct.pair], align 4, addrspace(5)\n\
  %f = getelementptr inbounds [2 x %struct.pair], ptr addrspace(5) %s, i32 0, i32 1, i32 1\n\
  store float 2.5, ptr addrspace(5) %f, align 4\n\
  %c = getelementptr inbounds [2 x %struct.pair], ptr addrspace(5) %s, i32 0, i32 1, i32 0\n\
  store i8 -3, ptr addrspace(5) %c, align 4\n\
  %l = getelementptr inbounds [2 x %struct.pair], ptr addrspace(3) @tiles, i32 0, i32 0, i32 1\n\
  store float 1.0, ptr addrspace(3) %l, align 4\n\
  %v = load float, ptr addrspace(5) %f, align 4\n\
  store float %v, ptr addrspace(1) %out, align 4\n  ret void\n}\n";
    let mut s = DebugSession::new(src, None, &RunInputs::default(), &Limits::default()).unwrap();
    s.add_breakpoint(Breakpoint::new(BreakAt::IrLine(13)));
    assert!(!s.run_to_breakpoint().unwrap().finished);
    let regions = s.memory_regions().unwrap();
    let a = regions.iter().find(|r| r.name == "s").unwrap_or_else(|| panic!("{regions:?}"));
    assert_eq!((a.space.as_str(), a.elem.as_str(), a.elem_size, a.len), ("private", "%struct.pair", 8, 2));
    let page = s.memory(&MemoryRequest::new("%s", 0, 2)).unwrap();
    assert_eq!(page.elements[1].value, "{-3, 2.5}");
    // Both fields written: defined, though the 3 padding bytes after the `i8` are not; the
    // element nothing wrote is not.
    assert_eq!((page.elements[0].defined, page.elements[1].defined), (false, true));
    let t = regions.iter().find(|r| r.name == "tiles").unwrap_or_else(|| panic!("{regions:?}"));
    assert_eq!((t.space.as_str(), t.elem.as_str(), t.elem_size, t.len), ("local", "{ i8, float }", 8, 2));
    let page = s.memory(&MemoryRequest::new("tiles", 0, 2)).unwrap();
    assert_eq!(page.elements[0].value.split_once(", ").map(|(_, f)| f), Some("1}"), "{page:?}");
}

/// Without debug information the values table shows the next instruction's SSA operands as
/// their IR types say: a float phi and a float argument as decimals, an `i32` signed, an
/// `i1` as `true`/`false`, with the type in `ty` (not the registers' bits).
#[test]
fn ssa_operands_print_as_their_ir_types() {
    let src = "; run: global 1 local 1\n; arg 0 = f32[1] zeros\n; arg 1 = 1.5\n\
define amdgpu_kernel void @k(ptr addrspace(1) %out, float %a) {\n\
entry:\n  br label %loop\n\
loop:\n  %acc = phi float [ 0.5, %entry ], [ %next, %loop ]\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n\
  %next = fadd float %acc, %a\n  %i1 = add i32 %i, -1\n  %done = icmp slt i32 %i1, -2\n  br i1 %done, label %exit, label %loop\n\
exit:\n  store float %next, ptr addrspace(1) %out, align 4\n  ret void\n}\n";
    let operands = |line: u32| {
        let mut s = DebugSession::new(src, None, &RunInputs::default(), &Limits::default()).unwrap();
        s.add_breakpoint(Breakpoint::new(BreakAt::IrLine(line)));
        let st = s.run_to_breakpoint().unwrap().clone();
        assert!(!st.finished, "line {line}");
        st.stopped_lane().unwrap().vars.iter().map(|v| (v.name.clone(), v.ty.clone(), v.value.clone().unwrap_or_default())).collect::<Vec<_>>()
    };
    let t = |n: &str, ty: &str, v: &str| (n.to_string(), ty.to_string(), v.to_string());
    assert_eq!(operands(10), [t("%acc", "float", "0.5"), t("%a", "float", "1.5")]);
    assert_eq!(operands(12), [t("%i1", "i32", "-1")]);
    assert_eq!(operands(13), [t("%done", "i1", "false")]);
    let store = operands(15);
    assert_eq!(store[0], t("%next", "float", "5"), "{store:?}");
    assert!(store[1].1 == "ptr addrspace(1)" && store[1].2.starts_with("0x"), "{store:?}");
}

/// A private struct with padding (`padded_struct.cl`: `{ char tag; float weight; }`): once
/// both members are written, the variable in the values table and its element in the memory
/// view are defined, though the three padding bytes never are.
#[test]
fn struct_padding_does_not_make_a_variable_undefined() {
    let mut s = session("padded_struct.O0.amdgcn.ll");
    s.add_breakpoint(Breakpoint::new(BreakAt::SourceLine(9)));
    let st = s.run_to_breakpoint().unwrap().clone();
    assert!(!st.finished);
    let it = st.stopped_lane().unwrap().vars.iter().find(|v| v.name == "it").unwrap().clone();
    assert_eq!(it.value.as_deref(), Some("{tag = 3, weight = 1.5}"), "{it:?}");
    assert!(it.defined, "{it:?}");
    let page = s.memory(&MemoryRequest::new("it", 0, 1)).unwrap();
    assert_eq!((page.elem.as_str(), page.elements[0].defined), ("item_t", true), "{page:?}");
}

/// Under lock-step the stopped warp's lanes move together: at each line stop of work-item 0
/// in `scale`'s loop (no lane has left it yet) every lane of its warp is at the same
/// instruction, where the default schedule has run work-item 0 alone. The breakpoint hits are
/// the same (work-item, value) pairs in another order (the kernel has no race), and the run
/// ends after as many events.
#[test]
fn lock_step_sessions_move_a_warp_together() {
    let together = |mut s: DebugSession| {
        (0..12)
            .filter(|_| {
                let st = s.step(Granularity::Line).unwrap();
                assert_eq!(st.work_item, Some([0, 0, 0]));
                st.lanes.iter().all(|l| l.instruction == st.lanes[0].instruction)
            })
            .count()
    };
    assert_eq!(together(lock_step_session("scale.O0.amdgcn.ll")), 12);
    assert_eq!(together(session("scale.O0.amdgcn.ll")), 0);
    // The text's own `; run: … schedule lock-step` (what the page's Debug tab reads).
    let text = kernel("scale.O0.amdgcn.ll").replace("; run: global 8 local 4", "; run: global 8 local 4 schedule lock-step");
    assert_eq!(together(DebugSession::new(&text, None, &RunInputs::default(), &Limits::default()).unwrap()), 12);
    let sorted = |mut v: Vec<(u64, Option<String>)>| {
        v.sort();
        v
    };
    for (line, cond, var) in [(7, "k == 2", "acc"), (11, "acc < 0", "acc"), (7, "gid >= 6", "k")] {
        let lock = hits_in(lock_step_session("scale.O0.amdgcn.ll"), line, cond, var);
        assert!(!lock.is_empty());
        assert_eq!(sorted(lock), sorted(hits("scale.O0.amdgcn.ll", line, cond, var)), "line {line} if {cond}");
    }
    let end = |mut s: DebugSession| s.run_to_breakpoint().unwrap().position;
    assert_eq!(end(lock_step_session("local_sum.O0.amdgcn.ll")), end(session("local_sum.O0.amdgcn.ll")));
}
