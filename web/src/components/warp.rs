//! The warp tab: the thread scenario of the text executed step by step under a reconvergence
//! policy (ipdom SIMT stack, the patent's convergence markers, independent threads, maximal
//! convergence), with the warp timeline, the policy state, metrics for every policy, and the
//! dynamic-instance tables — the policy's and the maximal converged-with reference of LLVM's
//! document — with the reasons why instances are not converged.

use crate::analysis::{warp_input, Analysed, WarpInput};
use crate::bridge::use_job;
use crate::worker::{JobResult, Request, WarpRuns};
use crate::components::graph_view::{Decor, GraphView};
use crate::state::View;
use reconverge_core::convergence::{TableDiff, TableReport};
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, PolicyRun, PolicyState, Stepper};
use reconverge_core::scenario::Thread;
use std::collections::BTreeSet;
use std::rc::Rc;
use web_sys::{HtmlInputElement, KeyboardEvent};
use yew::prelude::*;

/// Scenarios above this many dynamic instances are not simulated in the browser (use the CLI):
/// the core's [`reconverge_core::limits::MAX_INSTANCES`], which the worker checks too.
pub const MAX_INSTANCES: usize = reconverge_core::limits::MAX_INSTANCES.max as usize;
/// Columns of a dynamic-instance table drawn at once (a window that follows the step).
pub const MAX_COLUMNS: usize = 240;

/// About how many cells a timeline table shows at once (its window narrows with many lanes).
pub const MAX_CELLS: usize = 1_536;

/// The narrowest window of a timeline table, in columns.
pub const MIN_COLUMNS: usize = 24;
/// Timeline rows kept for display.
pub const MAX_TIMELINE: usize = 4_000;

/// Properties of [`WarpPanel`].
#[derive(Properties, Clone)]
pub struct WarpProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
    /// The worker's job id of `analysed` (the runs are computed there).
    pub analysis: u64,
    /// The policy (`PolicyKind::name`).
    pub policy: AttrValue,
    /// The current warp step.
    pub step: u64,
    /// Choose a policy.
    pub on_policy: Callback<String>,
    /// Go to a step.
    pub on_step: Callback<u64>,
    /// Hover.
    pub on_hover: Callback<Option<String>>,
    /// Replace the editor text (the inputs form writes its `; run:` / `; arg` lines).
    #[prop_or_default]
    pub on_edit: Callback<String>,
}

impl PartialEq for WarpProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed)
            && self.analysis == o.analysis
            && self.policy == o.policy
            && self.step == o.step
    }
}

/// Per thread and position: a cell class from the diff with the maximal table — `split`
/// (converged in the maximal relation, not all in one warp step here) or `merged` (run in one
/// warp step with instances the maximal relation does not converge).
fn diff_classes(
    policy: &TableReport,
    maximal: &TableReport,
    diff: &TableDiff,
) -> Vec<Vec<&'static str>> {
    let split: BTreeSet<u32> = diff.splits.iter().map(|(m, _)| *m).collect();
    let merged: BTreeSet<u32> = diff.merges.iter().map(|(p, _)| *p).collect();
    policy
        .threads
        .iter()
        .zip(&maximal.threads)
        .map(|(pc, mc)| {
            pc.iter()
                .zip(mc)
                .map(|(p, m)| {
                    if merged.contains(p) {
                        "merged"
                    } else if split.contains(m) {
                        "split"
                    } else {
                        ""
                    }
                })
                .collect()
        })
        .collect()
}

/// The instance names of each maximal column (`BB4#1 BB4#2`).
fn column_names(maximal: &TableReport) -> Vec<Vec<String>> {
    let mut out = vec![Vec::new(); maximal.num_columns as usize];
    for (t, cols) in maximal.threads.iter().enumerate() {
        for (k, &c) in cols.iter().enumerate() {
            if let (Some(v), Some(n)) = (
                out.get_mut(c as usize),
                maximal.names.get(t).and_then(|n| n.get(k)),
            ) {
                v.push(n.clone());
            }
        }
    }
    out
}

/// The diff between a policy's table and the maximal one, in words (at most 12 lines).
fn diff_list(diff: &TableDiff, maximal: &TableReport) -> Html {
    let names = column_names(maximal);
    let steps = |v: &[u32]| {
        v.iter()
            .map(|c| (c + 1).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let group = |m: u32| {
        names
            .get(m as usize)
            .map(|v| v.join(" "))
            .unwrap_or_default()
    };
    let mut lines: Vec<String> = diff
        .splits
        .iter()
        .map(|(m, p)| {
            format!(
                "split: {} (maximal column {}) run in warp steps {}",
                group(*m),
                m + 1,
                steps(p)
            )
        })
        .collect();
    lines.extend(diff.merges.iter().map(|(p, ms)| {
        format!(
            "merged: warp step {} runs {} together (maximal columns {})",
            p + 1,
            ms.iter().map(|&m| group(m)).collect::<Vec<_>>().join(" | "),
            steps(ms)
        )
    }));
    let more = lines.len().saturating_sub(12);
    lines.truncate(12);
    html! {
        <ul id="policy-diff-list" class="diff-list">
            { for lines.into_iter().map(|l| html! { <li>{ l }</li> }) }
            if more > 0 { <li class="hint">{ format!("… {more} more") }</li> }
        </ul>
    }
}

/// Directives that work on `cfg` (its own block names): four generated threads split at the
/// first branch, and a hand-written thread along the first successors.
fn scenario_hint(cfg: &reconverge_core::Cfg) -> String {
    let name = |b: reconverge_core::Block| cfg.name_of(b).to_string();
    let mut path = vec![cfg.entry()];
    let mut seen = vec![false; cfg.num_blocks()];
    seen[cfg.entry().index()] = true;
    while let Some(&s) = path.last().and_then(|&b| cfg.succs(b).first()) {
        if seen[s.index()] || path.len() >= 8 {
            break;
        }
        seen[s.index()] = true;
        path.push(s);
    }
    let mut t = format!("thread T1: {}\n", path.iter().map(|&b| name(b)).collect::<Vec<_>>().join(" "));
    t.push_str("# or generated threads:\nthreads: 4\n");
    match cfg.blocks().find(|&b| cfg.succs(b).len() >= 2) {
        Some(b) => t.push_str(&format!("rule {}: tid < 2 ? {} : {}", name(b), name(cfg.succs(b)[0]), name(cfg.succs(b)[1]))),
        None => t.push_str("# (no branch: every thread takes the same path)"),
    }
    t
}

/// A dynamic-instance table: one row per thread, converged instances in the same column;
/// `marks[t][k]` is an extra class for thread `t`'s `k`-th instance.
fn table(
    report: &TableReport,
    id: &str,
    current: Option<u64>,
    marks: Option<&[Vec<&'static str>]>,
) -> Html {
    if !report.strict_partial_order {
        return html! { <p class="hint bad">{"Convergence-before is not a strict partial order here: no table."}</p> };
    }
    // At most MAX_COLUMNS columns and about MAX_CELLS cells (64 lanes: 24 columns; a table
    // of 15,000 cells took 900 ms of one task to build and lay out), a window around the
    // current step.
    let ncols = report.num_columns as usize;
    let max_columns = (MAX_CELLS / report.threads.len().max(1)).clamp(MIN_COLUMNS, MAX_COLUMNS);
    let start = current
        .map_or(0, |c| (c as usize).saturating_sub(max_columns / 2))
        .min(ncols.saturating_sub(max_columns));
    let window = start..(start + max_columns).min(ncols);
    html! {
        <div class="dit-wrap">
            if window.len() < ncols {
                <p class="hint" data-window={format!("{}-{}", window.start + 1, window.end)}>{ format!("Columns {}–{} of {} (the window follows the step).", window.start + 1, window.end, ncols) }</p>
            }
            <table class="dit" id={id.to_string()}>
                <thead><tr><th></th>{ for window.clone().map(|c| html! {
                    <th class={classes!(current.is_some_and(|s| s as usize == c).then_some("now"))}>{ c + 1 }</th>
                }) }</tr></thead>
                <tbody>
                    { for report.threads.iter().enumerate().map(|(t, cols)| {
                        let mut cells = vec![(String::new(), ""); window.len()];
                        for (k, &c) in cols.iter().enumerate() {
                            if let Some(cell) = (c as usize).checked_sub(window.start).and_then(|i| cells.get_mut(i)) {
                                let mark = marks.and_then(|m| m.get(t)).and_then(|m| m.get(k)).copied().unwrap_or("");
                                *cell = (report.names.get(t).and_then(|n| n.get(k)).cloned().unwrap_or_default(), mark);
                            }
                        }
                        html! {
                            <tr data-thread={report.thread_names.get(t).cloned().unwrap_or_default()}>
                                <th>{ report.thread_names.get(t).cloned().unwrap_or_default() }</th>
                                { for cells.into_iter().zip(window.clone()).map(|((v, mark), c)| html! {
                                    <td class={classes!(current.is_some_and(|s| s as usize == c).then_some("now"), v.is_empty().then_some("empty"), (!mark.is_empty()).then_some(mark))} data-block={(!v.is_empty()).then(|| report.column_blocks.get(c).cloned()).flatten()}>{ v }</td>
                                }) }
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        </div>
    }
}

/// The kernel-run summary: NDRange, warp picker, per-branch "diverged in k of n warps" beside
/// the static verdict, buffers before/after, races and barrier divergence. Empty when the text
/// is not a kernel that was run.
fn kernel_run_section(a: &Analysed, picked: usize, on_pick: Callback<usize>, on_edit: Callback<String>) -> Html {
    let Some(r) = a.kernel_run() else { return html! {} };
    let inputs = |ran: bool| match a.input_form() {
        Some(f) => html! { <crate::components::run_inputs::RunInputs form={f.clone()} src={AttrValue::from(a.src.to_string())} {ran} on_edit={on_edit.clone()} /> },
        None => html! {},
    };
    let r = match r {
        Ok(r) => r,
        Err(e) => {
            return html! {
                <div class="kernel-run" id="kernel-run" data-ran="false">
                    <div class="alert" role="alert" id="run-error">{ crate::format::rich(&format!("The kernel could not be run: {e}")) }</div>
                    { inputs(false) }
                    if a.warp().is_some() {
                        <p class="hint" id="run-generated"><strong>{"Generated scenario: "}</strong>{"the warp view below shows synthetic threads (a rule per divergent branch), not the kernel's real paths."}</p>
                    }
                </div>
            }
        }
    };
    let cfg = &a.source_cfg;
    let dims = (r.dims.max(1)) as usize;
    let size = |v: &[u64; 3]| v[..dims].iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" × ");
    let onchange = Callback::from(move |e: Event| {
        let sel: web_sys::HtmlSelectElement = e.target_unchecked_into();
        on_pick.emit(sel.value().parse().unwrap_or(0))
    });
    let verdict = |b: reconverge_core::Block, reached: u32, diverged: u32| {
        let stat = if a.divergent_terminators.get(b.index()).copied().unwrap_or(false) { "divergent" } else { "uniform" };
        if diverged == 0 {
            format!("{stat}, never diverged with these inputs ({} reached it)", crate::format::count(reached as usize, "warp"))
        } else {
            format!("{stat}, and diverged in {diverged} of {} warps", reached)
        }
    };
    html! {
        <div class="kernel-run" id="kernel-run" data-ran="true">
            <p id="run-summary"><strong>{ format!("Ran @{}", r.function) }</strong>{ format!(
                " on an NDRange of {} work-items in work-groups of {} (wave size {}): {} IR instructions; {} of the {} warps took a divergent branch. The paths below are the lanes' real paths.",
                size(&r.global), size(&r.local), r.wave, crate::format::thousands(r.instructions),
                r.warps_diverged, r.warps.len()) }</p>
            <label>{"Warp "}
                <select id="warp-pick" {onchange}>
                    { for r.warps.iter().enumerate().map(|(k, w)| html! {
                        <option value={k.to_string()} selected={k == picked}>{ format!("work-group ({}) warp {} · {} lanes{}", w.group[..dims].iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "), w.warp, w.work_items.len(), if w.diverged_at > 0 { " · diverged" } else { "" }) }</option>
                    }) }
                </select>
            </label>
            if !r.branches.is_empty() {
                <table class="numbers" id="run-branches">
                    <thead><tr><th>{"branch"}</th><th>{"static verdict, and what the run did"}</th></tr></thead>
                    <tbody>{ for r.branches.iter().filter(|(b, _, _)| cfg.succs(*b).len() > 1).map(|&(b, reached, diverged)| html! {
                        <tr data-branch={cfg.name_of(b).to_string()} class={classes!((diverged > 0).then_some("diverged"))}>
                            <td>{ cfg.name_of(b).to_string() }</td><td>{ verdict(b, reached, diverged) }</td>
                        </tr>
                    }) }</tbody>
                </table>
            }
            if !r.buffers.is_empty() {
                <details class="run-buffers" id="run-buffers" open=true>
                    <summary>{ format!("Buffers before and after ({})", crate::format::count(r.buffers.len(), "buffer")) }</summary>
                    { for r.buffers.iter().map(|b| html! {
                        <table class="numbers buffer" data-buffer={b.arg.clone()}>
                            <caption>{ format!("{} : {}[{}] · {} changed{}", b.arg, b.elem, b.len, crate::format::thousands(b.changed as u64), if b.len > b.initial.len() { format!(" · first {}", b.initial.len()) } else { String::new() }) }</caption>
                            <tr><th>{"before"}</th>{ for b.initial.iter().map(|x| html! { <td>{ x.clone() }</td> }) }</tr>
                            <tr><th>{"after"}</th>{ for b.data.iter().zip(&b.initial).map(|(x, y)| html! { <td class={classes!((x != y).then_some("changed"))}>{ x.clone() }</td> }) }</tr>
                        </table>
                    }) }
                </details>
            }
            if !r.reports.is_empty() {
                <ul class="run-reports" id="run-reports">{ for r.reports.iter().map(|t| html! { <li>{ t.clone() }</li> }) }</ul>
            }
            if let Some(note) = guessed_inputs_note(a.input_form(), r.findings.iter().filter(|f| f.severity == "error").count()) {
                <p class="hint guessed-inputs" id="run-guessed-inputs">{ note }</p>
            }
            <crate::components::problems::Problems findings={Rc::new(r.findings.clone())} />
            { inputs(true) }
        </div>
    }
}

/// Issue 30 item 1: error findings of a run whose inputs the text does not give are labelled
/// as coming from guessed inputs (a guessed launch, or default contents and sizes), not as the
/// kernel's bugs.
fn guessed_inputs_note(form: Option<&reconverge_core::interpreter::form::InputForm>, errors: usize) -> Option<String> {
    let f = form?;
    if errors == 0 {
        return None;
    }
    if f.guess.is_some() {
        return Some("These findings come from a guessed launch: the kernel does not say its work-group size (the inputs below say which input to give).".into());
    }
    f.rows.iter().all(|r| !r.from_text).then(|| {
        "These findings come from default inputs (iota buffers, scalars sized from how the kernel uses them), not its host's: a kernel that relies on a property of its data (all frontier nodes of a BFS level share one cost) can race or fault on them. Give the host's inputs below to check what it does with those.".to_string()
    })
}

/// Scrolls the timeline `table_id` sideways so its current column (`th.now`) is in view, to
/// the right of the sticky thread-name column (centred when it has to move); back to the
/// start when no column is current.
fn follow_current_column(table_id: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Some(table) = doc.get_element_by_id(table_id) else { return };
    let Some(wrap) = table.closest(".dit-wrap").ok().flatten() else { return };
    let Some(now) = table.query_selector("thead th.now").ok().flatten() else {
        wrap.set_scroll_left(0);
        return;
    };
    let sticky = table.query_selector("thead th:first-child").ok().flatten().map_or(0.0, |h| h.get_bounding_client_rect().width());
    let (cell, view) = (now.get_bounding_client_rect(), wrap.get_bounding_client_rect());
    let left = cell.left() - view.left();
    let width = f64::from(wrap.client_width());
    if left < sticky || left + cell.width() > width {
        let target = f64::from(wrap.scroll_left()) + left - sticky - (width - sticky - cell.width()) / 2.0;
        wrap.set_scroll_left(target.max(0.0).round() as i32);
    }
}

/// The warp tab.
#[function_component]
pub fn WarpPanel(props: &WarpProps) -> Html {
    let a = props.analysed.clone();
    // The warp of a kernel run shown (index into `KernelRun::warps`; 0 = the analysis's own).
    let pick = use_state(|| (0u64, 0usize));
    let picked = if pick.0 == a.key { pick.1 } else { 0 };
    let run = a.kernel_run().and_then(|r| r.as_ref().ok());
    let _ = run;
    let warp_src: Option<Result<WarpInput, String>> = warp_input(&a, picked);
    let key = (a.key, picked);
    let session = use_mut_ref(|| None::<((u64, usize), PolicyKind, Stepper)>);
    let run_section = kernel_run_section(&a, picked, {
        let (pick, k) = (pick.clone(), a.key);
        Callback::from(move |w: usize| pick.set((k, w)))
    }, props.on_edit.clone());
    // The scenario's work (the maximal relation, every policy run to the end, the markers)
    // runs in the worker, with progress.
    let (job, stop) = use_job((props.analysis, picked), |&(analysis, picked), job| Request::Warp { job, analysis, picked });
    // The timeline follows the step: its current column is scrolled into view.
    use_effect_with((props.step, props.policy.clone(), props.analysis, picked, job.done), |_| follow_current_column("policy-table"));
    let Some(w) = &warp_src else {
        return html! {
            <div class="warp empty" data-view="warp">
                { run_section.clone() }
                <p>{ crate::format::rich(&if a.source_cfg.num_blocks() > crate::analysis::DEFAULT_THREADS_MAX_BLOCKS {
                    format!("This input has no thread scenario, and none is generated above {} blocks. Add lines like these to the text (in LLVM IR inside `;` comments, in DOT inside `//` comments), or pick an example from the LLVM document or the patent:", crate::format::thousands(crate::analysis::DEFAULT_THREADS_MAX_BLOCKS as u64))
                } else {
                    "This input has no thread scenario. Add lines like these to the text (in LLVM IR inside `;` comments, in DOT inside `//` comments), or pick an example from the LLVM document or the patent:".to_string()
                }) }</p>
                <pre id="scenario-hint">{ scenario_hint(&a.source_cfg) }</pre>
            </div>
        };
    };
    let w = match w {
        Ok(w) => w,
        Err(e) => {
            return html! { <div class="warp" data-view="warp"><div class="warp-side"><div key="run">{ run_section.clone() }</div></div><div class="alert" role="alert" id="scenario-error">{ crate::format::rich(e) }</div></div> }
        }
    };
    if let Err(e) = reconverge_core::limits::MAX_INSTANCES.check(w.paths.num_instances() as u64) {
        return html! { <div class="warp" data-view="warp"><p class="hint">{ crate::format::rich(&format!("{e} (`reconverge simulate`)")) }</p></div> };
    }
    let runs: &WarpRuns = match job.result.as_deref().map(|r| (r, r.warp())) {
        Some((_, Some(Ok(r)))) if job.done => r,
        Some((_, Some(Err(e)))) => {
            return html! { <div class="warp" data-view="warp"><div class="warp-side"><div key="run">{ run_section.clone() }</div></div><div class="alert" role="alert" id="scenario-error">{ crate::format::rich(e) }</div></div> }
        }
        progress => {
            let what = match progress {
                Some((JobResult::WarpProgress(w), _)) => w.clone(),
                _ => "starting".to_string(),
            };
            let f = job.fraction;
            return html! {
                // The kernel run's section sits where the finished view has it (keyed, in
                // `.warp-side`), so its DOM (an inputs form being edited) stays when the runs arrive.
                <div class="warp" data-view="warp" data-working="true">
                    <div class="warp-side"><div key="run">{ run_section.clone() }</div></div>
                    <div class="warp-progress" id="warp-progress">
                        <p>{ format!("Simulating {} dynamic instances of {} in the worker: {what}…", crate::format::thousands(w.paths.num_instances() as u64), crate::format::count(w.paths.num_threads(), "thread")) }</p>
                        <progress max="1" value={format!("{f:.3}")}></progress>
                        <span class="hint">{ format!(" {:.0}% ", 100.0 * f) }</span>
                        <button id="warp-stop" onclick={stop.reform(|_: MouseEvent| ())}>{"stop"}</button>
                    </div>
                </div>
            };
        }
    };
    let kind = PolicyKind::from_name(&props.policy).unwrap_or(PolicyKind::Ipdom);
    let kinds = runs.kinds();
    let kind = if kinds.contains(&kind) { kind } else { PolicyKind::Ipdom };
    let prun = &runs.runs[kinds.iter().position(|&k| k == kind).unwrap_or(0)];
    let total = prun.metrics.steps;
    let step = props.step.min(total);
    // The state after `step` steps of the chosen policy (a session kept between renders).
    let (state, last) = {
        let mut s = session.borrow_mut();
        if !matches!(&*s, Some((k, p, _)) if *k == key && *p == kind) {
            let eopts = EngineOptions {
                dfs_order: w.order.clone(),
                constructs: crate::components::vulkan_panel::engine_constructs(&a),
                ..Default::default()
            };
            *s = Some((
                key,
                kind,
                Stepper::new(Engine::new(&a.source_cfg, w.paths.clone(), kind, &eopts)),
            ));
        }
        let sess = &mut s.as_mut().expect("just set").2;
        sess.seek(step);
        let last = (step > 0)
            .then(|| {
                sess.timeline(&a.source_cfg, step as usize - 1..step as usize)
                    .pop()
            })
            .flatten();
        (sess.state().clone(), last)
    };
    let cfg = &a.source_cfg;
    let paths = &w.paths;
    let threads: Vec<Thread> = paths.threads().collect();
    // The drawing keeps the executing block on screen, legible.
    let follow = last.as_ref().map(|l| AttrValue::from(cfg.name_of(l.block).to_string()));
    // Next block of each thread, and the block executed by the last step.
    let next: Vec<Option<reconverge_core::Block>> = threads
        .iter()
        .map(|&t| paths.path(t).get(state.pos[t.index()] as usize).copied())
        .collect();
    let node_class = cfg
        .blocks()
        .map(|b| {
            let mut c = Vec::new();
            if last.as_ref().is_some_and(|l| l.block == b) {
                c.push("executed");
            }
            if kind == PolicyKind::Markers
                && runs
                    .markers
                    .markers
                    .get(b.index())
                    .copied()
                    .unwrap_or(false)
            {
                c.push("marker");
            }
            if kind == PolicyKind::Markers
                && runs
                    .points
                    .iter()
                    .any(|p| p.block == b && !p.ipdom_of.is_empty())
            {
                c.push("ipdom-point");
            }
            if let PolicyState::Ipdom(st) = &state.policy {
                if st.stack.last().and_then(|e| e.rpc) == Some(b) {
                    c.push("rpc");
                }
            }
            c.join(" ")
        })
        .collect();
    let badges = cfg
        .blocks()
        .map(|b| {
            let here: Vec<&str> = threads
                .iter()
                .zip(&next)
                .filter(|(_, n)| **n == Some(b))
                .map(|(t, _)| paths.names[t.index()].as_str())
                .collect();
            (!here.is_empty()).then(|| crate::format::short_list(&here, 4))
        })
        .collect();
    // Join marks (placed with the badges by the drawing's label mechanism): under the SIMT
    // stack, the reconvergence PC of every pending entry ("join ×2": two entries wait there);
    // under markers, the compile-time reconvergence markers.
    let joins = cfg
        .blocks()
        .map(|b| match &state.policy {
            PolicyState::Ipdom(st) => match st.stack.iter().filter(|e| e.rpc == Some(b)).count() {
                0 => None,
                1 => Some("join".to_string()),
                k => Some(format!("join ×{k}")),
            },
            PolicyState::Markers(_) => runs.markers.markers.get(b.index()).copied().unwrap_or(false).then(|| "marker".to_string()),
            _ => None,
        })
        .collect();
    // The drawing is of `a.cfg` (the chosen successor order): same blocks, same names.
    let decor = Rc::new(Decor {
        node_class,
        edge_class: Vec::new(),
        badges,
        joins,
        edge_title: Vec::new(),
        regions: Vec::new(),
    });
    let go = |to: u64| {
        let cb = props.on_step.clone();
        Callback::from(move |_: MouseEvent| cb.emit(to))
    };
    let on_slider = {
        let cb = props.on_step.clone();
        Callback::from(move |e: InputEvent| {
            cb.emit(
                e.target_unchecked_into::<HtmlInputElement>()
                    .value()
                    .parse()
                    .unwrap_or(0),
            )
        })
    };
    let on_key = {
        let cb = props.on_step.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "ArrowRight" => cb.emit((step + 1).min(total)),
            "ArrowLeft" => cb.emit(step.saturating_sub(1)),
            "Home" => cb.emit(0),
            "End" => cb.emit(total),
            _ => {}
        })
    };
    let policy_state = match &state.policy {
        PolicyState::Ipdom(st) => html! {
            <table class="numbers" id="simt-stack">
                <thead><tr><th>{"SIMT stack (top first)"}</th><th>{"next PC"}</th><th>{"reconverge at"}</th><th>{"mask"}</th></tr></thead>
                <tbody>{ for st.stack.iter().rev().enumerate().map(|(k, e)| html! {
                    <tr>
                        <td>{ if k == 0 { "top" } else { "" } }</td>
                        <td>{ e.pc.map(|b| cfg.name_of(b).to_string()).unwrap_or_else(|| "exit".into()) }</td>
                        <td>{ e.rpc.map(|b| cfg.name_of(b).to_string()).unwrap_or_else(|| "exit".into()) }</td>
                        <td>{ e.mask.iter().map(|t| paths.names[t.index()].clone()).collect::<Vec<_>>().join(" ") }</td>
                    </tr>
                }) }</tbody>
            </table>
        },
        PolicyState::Markers(_) if step == total => {
            html! { <p id="policy-state">{"Running group: none (every thread has finished)."}</p> }
        }
        PolicyState::Markers(st) => html! {
            <p id="policy-state">{ format!("Running group: {} (the group whose next block has the earliest PC; the others wait until a marker).",
                st.active.iter().map(|t| paths.names[t.index()].clone()).collect::<Vec<_>>().join(" ")) }</p>
        },
        PolicyState::Predication(_) => html! {
            <p id="policy-state">{"Full predication: every block of the if-converted straight line is stepped in order; lanes whose predicate is false are masked (a step with no active lane still costs a step)."}</p>
        },
        _ => html! {},
    };
    // Cells that differ from the maximal table, in the policy's table and in the maximal one
    // (there only `split`: convergence this policy loses).
    let marks = prun.diff.as_ref().map(|d| {
        let p = diff_classes(&prun.table, &runs.maximal, d);
        let m = p
            .iter()
            .map(|row| {
                row.iter()
                    .map(|&c| if c == "split" { "split" } else { "" })
                    .collect()
            })
            .collect::<Vec<Vec<&'static str>>>();
        (p, m)
    });
    let krun = a.kernel_run().and_then(|r| r.as_ref().ok());
    // Instances whose work-item read racing or uninitialised data (components/problems.rs).
    let (p, m) = marks.map_or((None, None), |(p, m)| (Some(p), Some(m)));
    let marks = Some((crate::components::problems::instance_marks(krun, &prun.table, p).unwrap_or_default(), crate::components::problems::instance_marks(krun, &runs.maximal, m).unwrap_or_default()));
    let policy_button = |k: PolicyKind, r: &PolicyRun| {
        let cb = props.on_policy.clone();
        let onclick = Callback::from(move |_: MouseEvent| cb.emit(k.name().to_string()));
        let lost = r
            .diff
            .as_ref()
            .map(|d| {
                format!(
                    " · {} lost, {} extra vs maximal",
                    crate::format::count(d.only_maximal as usize, "converged pair"), crate::format::thousands(d.only_policy)
                )
            })
            .unwrap_or_default();
        html! {
            <button class={classes!("policy", (k == kind).then_some("active"))} data-policy={k.name()} {onclick}>
                <strong>{ match k { PolicyKind::Ipdom => "ipdom SIMT stack", PolicyKind::Markers => "convergence markers (patent)", PolicyKind::Independent => "independent threads", PolicyKind::Maximal => "maximal convergence", PolicyKind::Predication => "full predication (if-converted)", PolicyKind::Vulkan => "Vulkan maximal reconvergence" } }</strong>
                <span class="meta" data-metrics={k.name()}>{ format!("{} · SIMD efficiency {:.1}% · {}{lost}", crate::format::count(r.metrics.steps as usize, "step"), 100.0 * r.metrics.simd_efficiency, crate::format::count(r.metrics.evaluations as usize, "reconvergence evaluation")) }</span>
            </button>
        }
    };
    html! {
        <div class="warp" data-view="warp" data-policy={kind.name()} data-step={step.to_string()} tabindex="0" onkeydown={on_key}>
            <div class="warp-side">
                // Keyed, so that the kernel run's section keeps its DOM from the computing view
                // (which has it alone here) to this one: unkeyed children are matched from the end.
                <div key="run">{ run_section }</div>
                <div key="side">
                <div class="policies">{ for kinds.iter().zip(&runs.runs).map(|(&k, r)| policy_button(k, r)) }
                    // Declared constructs that do not check: the `vulkan` policy cannot run, and says why.
                    if let Some(Err(e)) = &a.constructs {
                        <button class="policy" data-policy="vulkan" disabled=true title={format!("The vulkan policy runs on the structured constructs; they do not check: {}", e.replace('`', ""))}>
                            <strong>{"Vulkan maximal reconvergence"}</strong>
                            <span class="meta" id="vulkan-unavailable">{"unavailable: constructs invalid: "}{ crate::format::rich(e) }</span>
                        </button>
                    }
                </div>
                <div class="controls">
                    <button id="warp-reset" title="Reset (Home)" onclick={go(0)}>{"«"}</button>
                    <button id="warp-back" title="Step back (←)" onclick={go(step.saturating_sub(1))}>{"‹"}</button>
                    <button id="warp-step" title="Step (→)" onclick={go((step + 1).min(total))}>{"›"}</button>
                    <button id="warp-run" title="Run to the end (End)" onclick={go(total)}>{"»"}</button>
                    <input type="range" min="0" max={total.to_string()} value={step.to_string()} oninput={on_slider} aria-label="warp step" />
                    <span class="step-count" id="warp-count">{ format!("step {step} / {total}") }</span>
                </div>
                <div class="step-message" id="warp-message">
                    { match last {
                        Some(l) => format!("Step {step}: the warp executes {} with mask {{{}}}{}.", l.name,
                            l.active.iter().map(|&t| paths.names[t as usize].clone()).collect::<Vec<_>>().join(", "),
                            if l.evaluations > 0 { format!(" ({} reconvergence evaluation{})", l.evaluations, if l.evaluations == 1 { "" } else { "s" }) } else { String::new() }),
                        None => format!("{} threads at the entry; press › to step.", threads.len()),
                    } }
                </div>
                { policy_state }
                <h3>{ format!("Warp timeline — {} (a column per warp step)", kind.name()) }</h3>
                { table(&prun.table, "policy-table", (step > 0).then(|| step - 1), marks.as_ref().map(|(p, _)| &p[..])) }
                if let Some(d) = &prun.diff {
                    <p class="hint" id="policy-diff">{ format!("Compared with maximal convergence: {} in both, {} only in the maximal table, {} only here.", crate::format::count(d.both as usize, "converged pair"), crate::format::thousands(d.only_maximal), crate::format::thousands(d.only_policy)) }
                        if d.only_maximal + d.only_policy > 0 { <span class="key split">{"split"}</span><span class="key merged">{"merged"}</span> }</p>
                    if !d.splits.is_empty() || !d.merges.is_empty() { { diff_list(d, &runs.maximal) } }
                }
                if let (Some(_), Some(result)) = (&runs.vulkan, job.result.clone()) {
                    <crate::components::vulkan_panel::VulkanPanel {result} analysed={a.clone()} policy={AttrValue::from(kind.name())} />
                }
                <h3>{"Maximal converged-with (the reference of LLVM's document)"}</h3>
                { table(&runs.maximal, "maximal-table", None, marks.as_ref().map(|(_, m)| &m[..])) }
                if !runs.maximal.reasons.is_empty() {
                    <details class="reasons" open=true>
                        <summary>{ format!("Why instances are not converged ({}{})", runs.maximal.reasons.len(), if runs.maximal.reasons_truncated { "+" } else { "" }) }</summary>
                        <ul id="maximal-reasons">{ for runs.maximal.reasons.iter().take(300).map(|r| html! { <li>{ r.text.clone() }</li> }) }</ul>
                    </details>
                }
                if let Some(t) = &runs.tokens {
                    <h3>{"Controlled converged-with (convergence control tokens)"}</h3>
                    if !t.errors.is_empty() {
                        <div class="alert" role="alert" id="token-errors">
                            <p>{"The tokens break the static rules LLVM's verifier checks (opt -passes=verify):"}</p>
                            <ul>{ for t.errors.iter().map(|e| html! { <li>{ e.clone() }</li> }) }</ul>
                        </div>
                    }
                    if let Some(c) = &t.controlled {
                        <p class="hint" id="token-summary">{ format!(
                            "Instances of convergent operations converge as their tokens' instances do (entry: all threads; loop: per iteration of the cycle; anchor: as the threads arrive). {} where this and maximal convergence disagree.",
                            crate::format::count(t.differences, "instance pair")) }</p>
                        { table(c, "controlled-table", None, None) }
                        <ul id="token-groups" class="diff-list">{ for t.groups.iter().map(|g| html! { <li>{ g.clone() }</li> }) }</ul>
                    }
                }
                if kind == PolicyKind::Markers {
                    <details class="reasons" open=true>
                        <summary>{"Compile time: the priority queue of path items (patent figure 4B)"}</summary>
                        <ol id="marker-trace" class="queue">{ for runs.markers.trace.iter().map(|q| html! {
                            <li><code>{ if q.queue.is_empty() { "∅".to_string() } else { q.queue.join(" ") } }</code>
                                if !q.events.is_empty() { <span class="hint">{ format!(" — {}", q.events.join("; ")) }</span> }</li>
                        }) }</ol>
                        <ul id="marker-vs-ipdom">{ for runs.points.iter().filter(|p| !p.note.is_empty()).map(|p| html! { <li><strong>{ p.name.clone() }</strong>{ format!(": {}", p.note) }</li> }) }</ul>
                    </details>
                }
                if !paths.notes.is_empty() {
                    <p class="hint">{ paths.notes.join(" ") }</p>
                }
                </div>
            </div>
            <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from(format!("CFG: warp at step {step}"))}
                       on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={decor}
                       follow={follow}
                       legend={html! { <><span class="key executed">{"executed by the last step"}</span><span>{"badges: threads waiting there"}</span><span><span class="join-mark">{"join"}</span>{": reconvergence point (marker)"}</span>
                           if kind == PolicyKind::Markers { <span class="key marker">{"marker"}</span><span class="key ipdom-point">{"ipdom of a branch"}</span> }
                           if kind == PolicyKind::Ipdom { <span class="key rpc">{"top reconvergence PC"}</span> }</> }} />
        </div>
    }
}
