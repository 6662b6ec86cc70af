//! The Debug tab's session (issue 33 items 2–4), run in the debug worker
//! ([`crate::debug_worker`]): one core [`DebugSession`] per text, driven by the page's
//! [`DebugCommand`]s, and each stop reduced to a [`DebugView`] for the page to draw (strings and
//! numbers only, so the page decodes it with little code). Nothing here debugs: the session,
//! the line table and the values table are the core's (`interpreter::debugger`,
//! `ir::debug_info`); this module only keeps the session between messages and copies out what
//! the views show.

use reconverge_core::interpreter::debugger::{BreakAt, Breakpoint, DebugSession, DebugState, Granularity, MemoryPage, MemoryRegion, MemoryRequest, StopReason, ValueRow};
use reconverge_core::interpreter::{self, Limits, RunInputs};
use serde::{Deserialize, Serialize};

/// The interpreter's step limit for a debug session (as the Warp tab's kernel run:
/// [`crate::analysis::RUN_MAX_INSTRUCTIONS`]).
const DEBUG_MAX_INSTRUCTIONS: u64 = crate::analysis::RUN_MAX_INSTRUCTIONS;

/// What the page asks of the session.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DebugCommand {
    /// A new session on `text` (the IR the editor holds, with its `; run:` / `; arg` inputs, as
    /// the Warp tab's kernel run uses them); the old session is dropped.
    Start(String),
    /// Show the current stop again (after the breakpoints or the focus changed).
    Show,
    /// Step the focused work-item.
    Step(Granularity),
    /// Back `k` stops.
    Back(usize),
    /// Run to the next breakpoint.
    RunToBreakpoint,
    /// Run to the next breakpoint or finding of the checks.
    RunToFinding,
    /// Run to the next divergence of the focused work-item's warp.
    RunToDivergence,
    /// Run to the next reconvergence of the focused work-item's warp.
    RunToReconvergence,
}

/// A breakpoint as the page sends it: the core's [`Breakpoint`] with every field written.
/// Why not the core's type: its optional fields are left out of its serialisation when empty
/// (`skip_serializing_if`, for its JSON), which the workers' binary codec cannot read back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WireBreakpoint {
    /// Where.
    pub at: BreakAt,
    /// Only this work-item (global id).
    pub work_item: Option<[u64; 3]>,
    /// Only where this expression is true.
    pub condition: Option<String>,
}

impl WireBreakpoint {
    /// The core's breakpoint.
    pub fn core(&self) -> Breakpoint {
        Breakpoint { at: self.at.clone(), work_item: self.work_item, condition: self.condition.clone() }
    }
}

/// A memory page as the page asks for it: the core's [`MemoryRequest`] with every field
/// written, for the reason given at [`WireBreakpoint`] (an empty `elem`: the region's own type).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WireMemory {
    /// The region's name (empty: the first region).
    pub region: String,
    /// The first element.
    pub offset: u64,
    /// How many elements.
    pub count: u64,
    /// The element type to show instead of the region's (`i8` … `u64`, `f16`, `f32`, `f64`;
    /// empty: the region's).
    pub elem: String,
}

/// One request: a command on the session of the text with hash `key`, with the page's
/// breakpoints and focused work-item (the page owns them; the worker applies them first).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DebugRequest {
    /// Job id (the page's).
    pub job: u64,
    /// FNV-1a of the text the session is for ([`crate::lessons::fnv1a`]).
    pub key: u64,
    /// The command.
    pub command: DebugCommand,
    /// The breakpoints.
    pub breakpoints: Vec<WireBreakpoint>,
    /// The focused work-item (global id).
    pub focus: [u64; 3],
    /// The memory view's page (`None`: the view is closed; an empty region: the first one).
    pub memory: Option<WireMemory>,
    /// The warp of the stopped work-group to show (`None`: the one that stopped).
    pub warp: Option<u32>,
}

/// One lane of the shown warp, as the page draws it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LaneView {
    /// Global id.
    pub work_item: [u64; 3],
    /// `running`, `ready`, `barrier`, `warp-operation`, `returned`, `faulted`.
    pub status: String,
    /// The kernel block it is in.
    pub block: String,
    /// The next instruction's IR line (1-based; 0: none).
    pub ir_line: u32,
    /// The next instruction's text.
    pub instruction: String,
    /// Its source line (0: none) and column.
    pub line: u32,
    /// Source column.
    pub col: u32,
    /// The function of the next instruction.
    pub function: String,
}

/// One warp of the shown work-group (the work-group view).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WarpView {
    /// Warp index in the work-group.
    pub warp: u32,
    /// Its first and last work-item (global ids).
    pub first: [u64; 3],
    /// Last work-item.
    pub last: [u64; 3],
    /// Lanes.
    pub lanes: u32,
}

/// What the page draws of a stop (see the module doc).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DebugView {
    /// The text's hash ([`DebugRequest::key`]).
    pub key: u64,
    /// The error of the command (`line L:C: …` for the text's), if any.
    pub error: Option<String>,
    /// The source file named by the debug information (empty without it).
    pub file: String,
    /// The line table of the module: `[source line, IR line, kernel block + 1 (0: another
    /// function)]` per instruction with a source line.
    pub links: Vec<[u32; 3]>,
    /// The kernel's block names, as the drawings' `data-block` attributes spell them.
    pub blocks: Vec<String>,
    /// NDRange, work-group size and wave size.
    pub global: [u64; 3],
    /// Work-group size.
    pub local: [u64; 3],
    /// Wave size.
    pub wave: u32,
    /// Whether the warps run their lanes in lock-step (the text's `; run: … schedule lock-step`).
    pub lock_step: bool,
    /// Events before the stop.
    pub position: u64,
    /// Why it stopped (`start`, `step`, `breakpoint 2`, `finding: …`, `end`).
    pub reason: String,
    /// The stopped work-item.
    pub work_item: Option<[u64; 3]>,
    /// Its work-group and warp.
    pub group: [u64; 3],
    /// The shown warp's index (the stopped one unless the request asked for another).
    pub warp: u32,
    /// The stopped work-item's warp.
    pub stopped_warp: u32,
    /// The warps of the work-group.
    pub warps: Vec<WarpView>,
    /// The shown warp's lanes.
    pub lanes: Vec<LaneView>,
    /// The lanes × values table (the core's).
    pub values: Vec<ValueRow>,
    /// Findings so far.
    pub findings: usize,
    /// The finding stopped at, as a sentence.
    pub finding: Option<String>,
    /// Whether the kernel finished.
    pub finished: bool,
    /// Stops behind this one (how far Back goes).
    pub history: usize,
    /// With the memory view open: the regions it can show at this stop.
    pub regions: Vec<MemoryRegion>,
    /// With the memory view open: the page asked for.
    pub memory: Option<MemoryPage>,
}

/// The worker's session: the text's hash, the session, and what does not change per stop.
#[derive(Default)]
pub struct DebugJob {
    key: u64,
    session: Option<DebugSession>,
    base: DebugView,
}

impl DebugJob {
    /// Answers one request. A command for another text than the session's (a stale text) is
    /// answered with an error and changes nothing. `O(events up to the stop)` for forward
    /// commands (the core re-executes from the launch), `O(source)` for `Start`.
    pub fn answer(&mut self, req: &DebugRequest) -> DebugView {
        if let DebugCommand::Start(text) = &req.command {
            self.session = None;
            self.key = req.key;
            match start(text) {
                Ok((s, base)) => {
                    self.session = Some(s);
                    self.base = base;
                }
                Err(e) => {
                    self.base = DebugView::default();
                    return DebugView { key: req.key, error: Some(e), ..DebugView::default() };
                }
            }
        }
        let stale = DebugView { key: req.key, error: Some("stale: the text changed".into()), ..DebugView::default() };
        if self.key != req.key {
            return stale;
        }
        let Some(s) = self.session.as_mut() else { return stale };
        let mut error = None;
        let bps: Vec<Breakpoint> = req.breakpoints.iter().map(WireBreakpoint::core).collect();
        if s.breakpoints() != bps.as_slice() {
            s.clear_breakpoints();
            for b in bps {
                if let Err(e) = s.try_add_breakpoint(b.clone()) {
                    error = Some(format!("condition `{}`: {e}", b.condition.as_deref().unwrap_or_default()));
                }
            }
        }
        if s.focus() != req.focus {
            if let Err(e) = s.set_focus(req.focus) {
                error = Some(e.to_string());
            }
        }
        let r = match &req.command {
            DebugCommand::Start(_) | DebugCommand::Show => Ok(()),
            DebugCommand::Step(g) => s.step(*g).map(|_| ()),
            DebugCommand::Back(k) => s.step_back(*k).map(|_| ()),
            DebugCommand::RunToBreakpoint => s.run_to_breakpoint().map(|_| ()),
            DebugCommand::RunToFinding => s.run_to_finding().map(|_| ()),
            DebugCommand::RunToDivergence => s.run_to_divergence().map(|_| ()),
            DebugCommand::RunToReconvergence => s.run_to_reconvergence().map(|_| ()),
        };
        if let Err(e) = r {
            error = Some(e.to_string());
        }
        let st = s.state();
        let mut v = match req.warp.filter(|&w| w != st.warp && !st.finished) {
            // Another warp of the stopped work-group, at the same stop.
            Some(w) => match s.warp_lanes(w) {
                Ok(lanes) => view(&self.base, &DebugState { warp: w, lanes, ..st.clone() }),
                Err(e) => {
                    error = error.or(Some(e.to_string()));
                    view(&self.base, st)
                }
            },
            None => view(&self.base, st),
        };
        v.stopped_warp = st.warp;
        v.key = self.key;
        v.history = s.history().len() - 1;
        if let Some(m) = &req.memory {
            match memory(s, &MemoryRequest { elem: Some(m.elem.clone()).filter(|e| !e.is_empty()), ..MemoryRequest::new(&m.region, m.offset, m.count) }) {
                Ok((regions, page)) => (v.regions, v.memory) = (regions, page),
                Err(e) => error = error.or(Some(e)),
            }
        }
        v.error = error;
        v
    }
}

/// The memory view at the current stop: the regions, and the page asked for (of the first
/// region when `m.region` is empty). Two re-executions to the stop.
fn memory(s: &DebugSession, m: &MemoryRequest) -> Result<(Vec<MemoryRegion>, Option<MemoryPage>), String> {
    let regions = s.memory_regions().map_err(|e| e.to_string())?;
    let mut m = m.clone();
    if m.region.is_empty() {
        let Some(r) = regions.first() else { return Ok((regions, None)) };
        m.region = r.name.clone();
    }
    let page = s.memory(&m).map_err(|e| e.to_string())?;
    Ok((regions, Some(page)))
}

/// A session on `text`, and the parts of every view that do not change per stop.
fn start(text: &str) -> Result<(DebugSession, DebugView), String> {
    let limits = Limits { max_instructions: DEBUG_MAX_INSTRUCTIONS, ..Limits::default() };
    let s = DebugSession::new(text, None, &RunInputs::default(), &limits).map_err(|e| e.to_string())?;
    let module = reconverge_core::ir::parse_module(text).map_err(|e| e.to_string())?;
    let kernel = module.functions.iter().position(|f| f.is_kernel).unwrap_or(0);
    let di = s.debug_info();
    let index = reconverge_core::span::LineIndex::new(text);
    let mut base = DebugView::default();
    for (fi, f) in module.functions.iter().enumerate() {
        let mut b = 0usize;
        for (k, inst) in f.insts.iter().enumerate() {
            while b + 1 < f.block_starts.len() && f.block_starts[b + 1] as usize <= k {
                b += 1;
            }
            let Some(row) = di.row(fi, k).filter(|r| r.line > 0) else { continue };
            if base.file.is_empty() {
                base.file = row.file.clone();
            }
            let ir = index.line_col(text, inst.span.start as usize).line;
            base.links.push([row.line, ir, if fi == kernel { b as u32 + 1 } else { 0 }]);
        }
    }
    let kf = &module.functions[kernel];
    base.blocks = (0..kf.cfg.num_blocks()).map(|b| kf.cfg.name_of(reconverge_core::cfg::Block(b as u32)).to_string()).collect();
    let explicit = interpreter::materialize_inputs(&module, text, &kf.name, &RunInputs::default()).map_err(|e| e.to_string())?;
    let prog = interpreter::decode::decode(&module, text).map_err(|e| e.to_string())?;
    let (global, local, wave, _, _) = interpreter::inputs::resolve(&prog, kernel, &explicit).map_err(|e| e.to_string())?;
    (base.global, base.local, base.wave) = (global, local, wave);
    base.lock_step = explicit.lock_step == Some(true);
    Ok((s, base))
}

/// The view of stop `st`.
fn view(base: &DebugView, st: &DebugState) -> DebugView {
    let mut v = base.clone();
    v.position = st.position;
    v.reason = match &st.reason {
        StopReason::Start => "start".into(),
        StopReason::Step => "step".into(),
        StopReason::Breakpoint(k) => format!("breakpoint {}", k + 1),
        StopReason::Finding(_) => "finding".into(),
        StopReason::End => "end".into(),
        StopReason::Divergence(b) => format!("divergence at {b}"),
        StopReason::Reconvergence(b) => format!("reconvergence at {b}"),
    };
    v.work_item = st.work_item;
    v.group = st.group;
    v.warp = st.warp;
    v.findings = st.findings;
    v.finished = st.finished;
    v.finding = st.finding.as_ref().map(|f| f.message.clone());
    v.lanes = st
        .lanes
        .iter()
        .map(|l| LaneView {
            work_item: l.work_item,
            status: l.status.clone(),
            block: l.block.clone(),
            ir_line: l.ir_line,
            instruction: l.instruction.clone(),
            line: l.source.as_ref().map_or(0, |p| p.line),
            col: l.source.as_ref().map_or(0, |p| p.col),
            function: l.function.clone(),
        })
        .collect();
    v.values = st.values_table();
    v.warps = warps(base.local, base.wave, st.group);
    v
}

/// The warps of work-group `group`: consecutive runs of `wave` work-items in local linear order.
fn warps(local: [u64; 3], wave: u32, group: [u64; 3]) -> Vec<WarpView> {
    let size = local[0] * local[1] * local[2];
    let wave = u64::from(wave.max(1));
    let global_of = |lin: u64| {
        let l = [lin % local[0], (lin / local[0]) % local[1], lin / (local[0] * local[1])];
        [group[0] * local[0] + l[0], group[1] * local[1] + l[1], group[2] * local[2] + l[2]]
    };
    (0..size.div_ceil(wave))
        .map(|w| {
            let (a, b) = (w * wave, ((w + 1) * wave).min(size) - 1);
            WarpView { warp: w as u32, first: global_of(a), last: global_of(b), lanes: (b - a + 1) as u32 }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use reconverge_core::interpreter::debugger::BreakAt;

    const RACE: &str = include_str!("../examples/debug_race.ll");

    fn req(job: u64, command: DebugCommand, breakpoints: Vec<Breakpoint>, focus: [u64; 3]) -> DebugRequest {
        let breakpoints = breakpoints.into_iter().map(|b| WireBreakpoint { at: b.at, work_item: b.work_item, condition: b.condition }).collect();
        DebugRequest { job, key: 7, command, breakpoints, focus, memory: None, warp: None }
    }

    /// Another warp of the stopped work-group at the same stop: the gallery's debug example
    /// with 8 work-items in two warps of 4; work-item 0 stops after the barrier, the second
    /// warp's lanes are shown with their own values, and the stop does not move.
    #[test]
    fn another_warp_at_the_same_stop() {
        let mut j = DebugJob::default();
        let text = format!("{RACE}; run: global 8 local 8 wave 4\n");
        let v = j.answer(&req(1, DebugCommand::Start(text), vec![], [0; 3]));
        assert_eq!((v.error.as_deref(), v.warps.len(), v.lanes.len()), (None, 2, 4));
        let bp = vec![Breakpoint::new(BreakAt::SourceLine(14)).for_work_item([0, 0, 0])];
        let v0 = j.answer(&req(2, DebugCommand::RunToBreakpoint, bp.clone(), [0; 3]));
        assert_eq!((v0.reason.as_str(), v0.warp, v0.stopped_warp), ("breakpoint 1", 0, 0));
        let mut r = req(3, DebugCommand::Show, bp.clone(), [0; 3]);
        r.warp = Some(1);
        let v1 = j.answer(&r);
        assert_eq!(v1.error, None);
        assert_eq!((v1.warp, v1.stopped_warp, v1.position, v1.work_item), (1, 0, v0.position, Some([0, 0, 0])));
        assert_eq!(v1.lanes.iter().map(|l| l.work_item[0]).collect::<Vec<_>>(), vec![4, 5, 6, 7]);
        // Past the barrier: x = i in every lane of the other warp too.
        let x = v1.values.iter().find(|r| r.name == "x").unwrap();
        assert_eq!(x.lanes, vec![Some("4".to_string()), Some("5".into()), Some("6".into()), Some("7".into())]);
        // A warp that is not there: the stopped one, with the error.
        r.warp = Some(2);
        let v2 = j.answer(&r);
        assert!(v2.error.as_deref().is_some_and(|e| e.contains("warp 2")), "{:?}", v2.error);
        assert_eq!(v2.warp, 0);
    }

    /// The gallery's debug example: start, a line breakpoint for work-item 2, the values
    /// there (the CLI's), a race found, back, and a stale key.
    #[test]
    fn a_session_in_the_worker() {
        let mut j = DebugJob::default();
        let v = j.answer(&req(1, DebugCommand::Start(RACE.into()), vec![], [0; 3]));
        assert_eq!(v.error, None);
        assert_eq!(v.file, "debug_race.cl");
        assert_eq!((v.global, v.local, v.wave), ([8, 1, 1], [8, 1, 1], 64));
        assert_eq!(v.warps.len(), 1);
        assert_eq!(v.lanes.len(), 8);
        assert!(v.links.iter().any(|l| l[0] == 9 && l[2] > 0));
        // A line step in (line 5): `i` is declared and not stored yet (undefined).
        let v = j.answer(&req(10, DebugCommand::Step(Granularity::Line), vec![], [0; 3]));
        assert_eq!(v.lanes[0].line, 5);
        let i = v.values.iter().find(|r| r.name == "i").unwrap();
        assert!(i.undefined[0] && i.uniform.is_none());
        let v = j.answer(&req(12, DebugCommand::Back(1), vec![], [0; 3]));
        assert_eq!(v.reason, "start");
        // Work-item 1 at line 14 (its store, which races with work-item 0's): acc = 0 + 1 + 2.
        let bp = vec![Breakpoint::new(BreakAt::SourceLine(14)).for_work_item([1, 0, 0])];
        let v = j.answer(&req(2, DebugCommand::RunToBreakpoint, bp.clone(), [1, 0, 0]));
        assert_eq!(v.reason, "breakpoint 1");
        assert_eq!(v.work_item, Some([1, 0, 0]));
        let cell = |v: &DebugView, name: &str, lane: usize| v.values.iter().find(|r| r.name == name).and_then(|r| r.lanes[lane].clone());
        assert_eq!(cell(&v, "acc", 1).as_deref(), Some("3"));
        assert_eq!(cell(&v, "x", 1).as_deref(), Some("1"));
        assert_eq!(v.lanes[1].line, 14);
        // Past the barrier every lane has its values: x = i, acc = ±3i (even lanes negate).
        assert_eq!(cell(&v, "acc", 2).as_deref(), Some("-6"));
        assert_eq!(cell(&v, "x", 7).as_deref(), Some("7"));
        assert_eq!(v.values.iter().find(|r| r.name == "n").unwrap().uniform.as_deref(), Some("3"));
        let v = j.answer(&req(3, DebugCommand::RunToFinding, bp.clone(), [1, 0, 0]));
        assert_eq!(v.reason, "finding", "{v:?}");
        assert!(v.finding.as_deref().unwrap().contains("same byte"));
        assert_eq!(v.history, 2);
        let v = j.answer(&req(4, DebugCommand::Back(1), bp.clone(), [1, 0, 0]));
        assert_eq!(v.reason, "breakpoint 1");
        let v = j.answer(&req(5, DebugCommand::Step(Granularity::Line), bp, [1, 0, 0]));
        assert_eq!(v.reason, "step");
        assert_ne!(v.lanes[1].line, 14);
        // The memory view at that stop: `out` is the first region; out[0] was last written by
        // work-item 1 (the racing store) on line 14.
        let mut m = req(6, DebugCommand::Show, vec![], [1, 0, 0]);
        m.memory = Some(WireMemory { region: String::new(), offset: 0, count: 4, elem: String::new() });
        let v = j.answer(&m);
        assert_eq!(v.error, None);
        assert!(v.regions.iter().any(|r| r.name == "in"));
        let page = v.memory.unwrap();
        assert_eq!(page.region.name, "out");
        let w = page.elements[0].writer.as_ref().unwrap();
        assert_eq!((w.work_item, w.line), ([1, 0, 0], Some(14)));
        // The warp of work-item 0 diverges at the branch on i % 2 and reconverges after it.
        let j2 = &mut DebugJob::default();
        j2.answer(&req(20, DebugCommand::Start(RACE.into()), vec![], [0; 3]));
        let v = j2.answer(&req(21, DebugCommand::RunToDivergence, vec![], [0; 3]));
        assert!(v.reason.starts_with("divergence at"), "{}", v.reason);
        let v = j2.answer(&req(22, DebugCommand::RunToReconvergence, vec![], [0; 3]));
        assert!(v.reason.starts_with("reconvergence at"), "{}", v.reason);
        assert_eq!(j2.answer(&req(23, DebugCommand::Back(2), vec![], [0; 3])).reason, "start");
        // A conditional breakpoint: line 9 where acc == 1 (work-item 1 after k = 1).
        let cond = vec![Breakpoint::new(BreakAt::SourceLine(9)).when("acc == 1")];
        let v = j2.answer(&req(24, DebugCommand::RunToBreakpoint, cond, [0; 3]));
        assert_eq!((v.reason.as_str(), v.work_item), ("breakpoint 1", Some([1, 0, 0])));
        let bad = vec![Breakpoint::new(BreakAt::SourceLine(9)).when("acc ==")];
        assert!(j2.answer(&req(25, DebugCommand::Show, bad, [0; 3])).error.unwrap().starts_with("condition `acc ==`"));
        // What crosses to and from the worker survives bincode (gloo-worker's codec): a
        // conditional breakpoint, a memory request, a stop with a memory page.
        let mut r = req(30, DebugCommand::Show, vec![Breakpoint::new(BreakAt::SourceLine(9)).when("acc == 1")], [1, 0, 0]);
        r.memory = Some(WireMemory { region: "in".into(), offset: 2, count: 3, elem: String::new() });
        let back: DebugRequest = bincode::deserialize(&bincode::serialize(&r).unwrap()).unwrap();
        assert_eq!(back.breakpoints, r.breakpoints);
        let v = j2.answer(&r);
        assert_eq!(v.memory.as_ref().unwrap().elements[0].value, "2");
        let back: DebugView = bincode::deserialize(&bincode::serialize(&v).unwrap()).unwrap();
        assert_eq!(back, v);
        let mut other = req(5, DebugCommand::Show, vec![], [0; 3]);
        other.key = 8;
        assert!(j.answer(&other).error.unwrap().starts_with("stale"));
    }

    #[test]
    fn warps_of_a_group() {
        let w = warps([16, 2, 1], 8, [1, 0, 0]);
        assert_eq!(w.len(), 4);
        assert_eq!(w[1].first, [24, 0, 0]);
        assert_eq!(w[3].last, [31, 1, 0]);
    }
}
