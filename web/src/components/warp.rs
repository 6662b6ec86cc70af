//! The warp tab: the thread scenario of the text executed step by step under a reconvergence
//! policy (ipdom SIMT stack, the patent's convergence markers, independent threads, maximal
//! convergence), with the warp timeline, the policy state, metrics for every policy, and the
//! dynamic-instance tables — the policy's and the maximal converged-with reference of LLVM's
//! document — with the reasons why instances are not converged.

use crate::analysis::{Analysed, WarpInput};
use crate::components::graph_view::{Decor, GraphView};
use crate::state::View;
use gloo_timers::callback::Timeout;
use reconverge_core::convergence::{maximal_report, ReportOptions, TableDiff, TableReport};
use reconverge_core::engine::markers::{
    compare_with_ipdom, MarkerAnalysis, MarkerOptions, ReconvergencePoint,
};
use reconverge_core::engine::{
    finish_run, Engine, EngineOptions, PolicyKind, PolicyRun, PolicyState, Session,
};
use reconverge_core::scenario::Thread;
use std::cell::{Cell, RefCell};
use std::collections::BTreeSet;
use std::rc::Rc;
use web_sys::{HtmlInputElement, KeyboardEvent};
use yew::prelude::*;

/// Scenarios above this many dynamic instances are not simulated in the browser (use the CLI).
pub const MAX_INSTANCES: usize = 2_000_000;
/// Columns of a dynamic-instance table drawn at once (a window that follows the step).
pub const MAX_COLUMNS: usize = 240;
/// Timeline rows kept for display.
pub const MAX_TIMELINE: usize = 4_000;

/// Properties of [`WarpPanel`].
#[derive(Properties, Clone)]
pub struct WarpProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
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
}

impl PartialEq for WarpProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed) && self.policy == o.policy && self.step == o.step
    }
}

/// Everything computed once per scenario.
struct Runs {
    maximal: TableReport,
    runs: Vec<PolicyRun>,
    markers: MarkerAnalysis,
    points: Vec<ReconvergencePoint>,
}

/// The per-scenario work — the maximal relation, then each policy run to the end — done in
/// chunks of about [`CHUNK_MS`] so that long scenarios keep the page responsive and show their
/// progress. Small scenarios finish in the first chunk.
struct Job {
    a: Rc<Analysed>,
    w: WarpInput,
    maximal: Option<(TableReport, Vec<u32>)>,
    current: Option<Session>,
    runs: Vec<PolicyRun>,
}

/// Milliseconds of work per chunk.
const CHUNK_MS: f64 = 30.0;
/// Scenarios up to this many instances are computed during the render (no progress shown).
const SYNC_INSTANCES: usize = 50_000;

impl Job {
    fn new(a: Rc<Analysed>, w: WarpInput) -> Job {
        Job {
            a,
            w,
            maximal: None,
            current: None,
            runs: Vec::new(),
        }
    }

    /// Works until `deadline` (`js_sys::Date::now()` milliseconds) or the end; `Some` when
    /// everything is done.
    fn advance(&mut self, deadline: f64) -> Option<Runs> {
        let cfg = &self.a.source_cfg;
        let opts = ReportOptions::default();
        if self.maximal.is_none() {
            let (_, maximal) = maximal_report(cfg, &self.w.cycles, &self.w.paths, &opts);
            let cols = maximal.threads.iter().flatten().copied().collect();
            self.maximal = Some((maximal, cols));
            if js_sys::Date::now() > deadline {
                return None;
            }
        }
        let (maximal, cols) = self.maximal.as_ref().expect("computed above");
        let eopts = EngineOptions {
            dfs_order: self.w.order.clone(),
            ..Default::default()
        };
        while self.runs.len() < PolicyKind::EVERY.len() {
            let kind = PolicyKind::EVERY[self.runs.len()];
            let s = self.current.get_or_insert_with(|| {
                Session::new(Engine::new(cfg, self.w.paths.clone(), kind, &eopts))
            });
            loop {
                if s.run(2_048).done {
                    let m = maximal.strict_partial_order.then_some(&cols[..]);
                    self.runs
                        .push(finish_run(s, cfg, &self.w.paths, m, &opts, MAX_TIMELINE));
                    self.current = None;
                    break;
                }
                if js_sys::Date::now() > deadline {
                    return None;
                }
            }
        }
        let markers = MarkerAnalysis::compute(cfg, &MarkerOptions::default());
        let points = compare_with_ipdom(cfg, &markers);
        let (maximal, _) = self.maximal.take().expect("computed above");
        Some(Runs {
            maximal,
            runs: std::mem::take(&mut self.runs),
            markers,
            points,
        })
    }

    /// `(fraction done, what is being computed)`.
    fn progress(&self) -> (f64, String) {
        let n = PolicyKind::EVERY.len() as f64 + 1.0;
        if self.maximal.is_none() {
            return (0.0, "maximal converged-with relation".into());
        }
        let k = self.runs.len();
        let part = self.current.as_ref().map_or(0.0, |s| {
            let m = s.metrics();
            m.instances as f64 / self.w.paths.num_instances().max(1) as f64
        });
        let name = PolicyKind::EVERY.get(k).map_or("tables", |p| p.name());
        ((1.0 + k as f64 + part) / n, format!("policy {name}"))
    }
}

/// Schedules the next chunk of `job` (a zero-delay timeout, so the browser paints and handles
/// input in between) until it is done or `cancelled`.
fn pump(
    job: Rc<RefCell<Job>>,
    cancelled: Rc<Cell<bool>>,
    set: UseStateSetter<Option<(usize, Status)>>,
    key: usize,
) {
    Timeout::new(0, move || {
        if cancelled.get() {
            return;
        }
        let done = job.borrow_mut().advance(js_sys::Date::now() + CHUNK_MS);
        match done {
            Some(runs) => set.set(Some((key, Status::Ready(Rc::new(runs))))),
            None => {
                let (f, what) = job.borrow().progress();
                set.set(Some((key, Status::Working(f, what))));
                pump(job, cancelled, set, key);
            }
        }
    })
    .forget();
}

/// Where the per-scenario work stands.
enum Status {
    /// Fraction done and what is being computed.
    Working(f64, String),
    /// Done.
    Ready(Rc<Runs>),
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
    // At most MAX_COLUMNS columns, a window around the current step.
    let ncols = report.num_columns as usize;
    let start = current
        .map_or(0, |c| (c as usize).saturating_sub(MAX_COLUMNS / 2))
        .min(ncols.saturating_sub(MAX_COLUMNS));
    let window = start..(start + MAX_COLUMNS).min(ncols);
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
                                    <td class={classes!(current.is_some_and(|s| s as usize == c).then_some("now"), v.is_empty().then_some("empty"), (!mark.is_empty()).then_some(mark))}>{ v }</td>
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
fn kernel_run_section(a: &Analysed, picked: usize, on_pick: Callback<usize>) -> Html {
    let Some(r) = &a.kernel_run else { return html! {} };
    let r = match r {
        Ok(r) => r,
        Err(e) => {
            return html! {
                <div class="kernel-run" id="kernel-run" data-ran="false">
                    <div class="alert" role="alert" id="run-error">{ format!("The kernel could not be run: {e}") }</div>
                    <p class="hint">{"Inputs go in `;` comments: `; run: global 256 local 64`, `; arg %in = i32[256] random(0, 100) seed 7`, `; arg %n = 200`."}</p>
                </div>
            }
        }
    };
    let cfg = &a.source_cfg;
    let u = &a.uniformity;
    let dims = (r.dims.max(1)) as usize;
    let size = |v: &[u64; 3]| v[..dims].iter().map(|x| x.to_string()).collect::<Vec<_>>().join(" × ");
    let onchange = Callback::from(move |e: Event| {
        let sel: web_sys::HtmlSelectElement = e.target_unchecked_into();
        on_pick.emit(sel.value().parse().unwrap_or(0))
    });
    let verdict = |b: reconverge_core::Block, reached: u32, diverged: u32| {
        let stat = if u.has_divergent_terminator(b) { "divergent" } else { "uniform" };
        if diverged == 0 {
            format!("{stat}, never diverged with these inputs ({} reached it)", crate::format::count(reached as usize, "warp"))
        } else {
            format!("{stat}, and diverged in {diverged} of {} warps", reached)
        }
    };
    html! {
        <div class="kernel-run" id="kernel-run" data-ran="true">
            <p id="run-summary"><strong>{ format!("Ran @{}", r.function) }</strong>{ format!(
                " on an NDRange of {} work-items in work-groups of {} (warps of {}): {} IR instructions, {} of {} with a divergent branch. The paths below are the lanes' real paths.",
                size(&r.global), size(&r.local), r.wave, crate::format::thousands(r.instructions),
                crate::format::count(r.warps_diverged as usize, "warp"), r.warps.len()) }</p>
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
                <details class="run-buffers" id="run-buffers">
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
        </div>
    }
}

/// The warp tab.
#[function_component]
pub fn WarpPanel(props: &WarpProps) -> Html {
    let a = props.analysed.clone();
    // The warp of a kernel run shown (index into `KernelRun::warps`; 0 = the analysis's own).
    let pick = use_state(|| (0usize, 0usize));
    let picked = if pick.0 == Rc::as_ptr(&a) as usize { pick.1 } else { 0 };
    let run = a.kernel_run.as_ref().and_then(|r| r.as_ref().ok());
    let warp_src: Option<Result<WarpInput, String>> = match (&a.warp, run) {
        (Some(Ok(w0)), Some(r)) if picked > 0 => r
            .thread_paths(picked)
            .map(|paths| Ok(WarpInput { paths, order: w0.order.clone(), cycles: w0.cycles.clone() }))
            .or_else(|| a.warp.clone()),
        _ => a.warp.clone(),
    };
    let key = (Rc::as_ptr(&a) as usize) ^ (picked << 40);
    let session = use_mut_ref(|| None::<(usize, PolicyKind, Session)>);
    let run_section = kernel_run_section(&a, picked, {
        let (pick, k) = (pick.clone(), Rc::as_ptr(&a) as usize);
        Callback::from(move |w: usize| pick.set((k, w)))
    });
    // The scenario's work: during the render when small, else in chunks with progress.
    let input = match &warp_src {
        Some(Ok(w)) if w.paths.num_instances() <= MAX_INSTANCES => Some(w.clone()),
        _ => None,
    };
    let small = input
        .as_ref()
        .is_some_and(|w| w.paths.num_instances() <= SYNC_INSTANCES);
    let sync_runs = {
        let (a, input) = (a.clone(), input.clone());
        use_memo(key, move |_| {
            input
                .filter(|_| small)
                .and_then(|w| Job::new(a, w).advance(f64::INFINITY))
                .map(Rc::new)
        })
    };
    let status = use_state(|| None::<(usize, Status)>);
    {
        let (a, set) = (a.clone(), status.setter());
        use_effect_with(key, move |_| {
            let cancelled = Rc::new(Cell::new(false));
            if let Some(w) = input.filter(|_| !small) {
                set.set(Some((
                    key,
                    Status::Working(0.0, "maximal converged-with relation".into()),
                )));
                pump(
                    Rc::new(RefCell::new(Job::new(a, w))),
                    cancelled.clone(),
                    set,
                    key,
                );
            }
            move || cancelled.set(true)
        });
    }
    let Some(w) = &warp_src else {
        return html! {
            <div class="warp empty" data-view="warp">
                { run_section.clone() }
                <p>{"This input has no thread scenario. Add lines like these to the text (or pick an example from the LLVM document or the patent):"}</p>
                <pre>{"thread T1: Entry H B L H L Exit\nthread T2: Entry H L H B L H B L Exit\n# or generated threads:\nthreads: 4\nrule Q: tid < 2 ? S : R\nvisits H: L, B, L\ntrips L: tid + 1"}</pre>
            </div>
        };
    };
    let w = match w {
        Ok(w) => w,
        Err(e) => {
            return html! { <div class="warp" data-view="warp">{ run_section.clone() }<div class="alert" role="alert" id="scenario-error">{ e.clone() }</div></div> }
        }
    };
    if w.paths.num_instances() > MAX_INSTANCES {
        return html! { <div class="warp" data-view="warp"><p class="hint">{ format!("{} dynamic instances: too many to simulate in the page (limit {MAX_INSTANCES}); use `reconverge simulate`.", w.paths.num_instances()) }</p></div> };
    }
    let runs = match (&*sync_runs, &*status) {
        (Some(r), _) => r.clone(),
        (None, Some((k, Status::Ready(r)))) if *k == key => r.clone(),
        (None, Some((k, Status::Working(f, what)))) if *k == key => {
            return html! {
                <div class="warp" data-view="warp" data-working="true">
                    <div class="warp-progress" id="warp-progress">
                        <p>{ format!("Simulating {} dynamic instances of {} threads: {what}…", w.paths.num_instances(), w.paths.num_threads()) }</p>
                        <progress max="1" value={format!("{f:.3}")}></progress>
                        <span class="hint">{ format!(" {:.0}%", 100.0 * f) }</span>
                    </div>
                </div>
            };
        }
        _ => {
            return html! { <div class="warp" data-view="warp" data-working="true"><p class="hint">{"Simulating…"}</p></div> }
        }
    };
    let kind = PolicyKind::from_name(&props.policy).unwrap_or(PolicyKind::Ipdom);
    let prun = &runs.runs[PolicyKind::EVERY.iter().position(|&k| k == kind).unwrap_or(0)];
    let total = prun.metrics.steps;
    let step = props.step.min(total);
    // The state after `step` steps of the chosen policy (a session kept between renders).
    let (state, last) = {
        let mut s = session.borrow_mut();
        if !matches!(&*s, Some((k, p, _)) if *k == key && *p == kind) {
            let eopts = EngineOptions {
                dfs_order: w.order.clone(),
                ..Default::default()
            };
            *s = Some((
                key,
                kind,
                Session::new(Engine::new(&a.source_cfg, w.paths.clone(), kind, &eopts)),
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
            (!here.is_empty()).then(|| here.join(" "))
        })
        .collect();
    // The drawing is of `a.cfg` (the chosen successor order): same blocks, same names.
    let decor = Rc::new(Decor {
        node_class,
        edge_class: Vec::new(),
        badges,
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
    let policy_button = |k: PolicyKind, r: &PolicyRun| {
        let cb = props.on_policy.clone();
        let onclick = Callback::from(move |_: MouseEvent| cb.emit(k.name().to_string()));
        let lost = r
            .diff
            .as_ref()
            .map(|d| {
                format!(
                    " · {} converged pairs lost, {} extra vs maximal",
                    d.only_maximal, d.only_policy
                )
            })
            .unwrap_or_default();
        html! {
            <button class={classes!("policy", (k == kind).then_some("active"))} data-policy={k.name()} {onclick}>
                <strong>{ match k { PolicyKind::Ipdom => "ipdom SIMT stack", PolicyKind::Markers => "convergence markers (patent)", PolicyKind::Independent => "independent threads", PolicyKind::Maximal => "maximal convergence", PolicyKind::Predication => "full predication (if-converted)" } }</strong>
                <span class="meta" data-metrics={k.name()}>{ format!("{} steps · SIMD efficiency {:.1}% · {} reconvergence evaluations{lost}", r.metrics.steps, 100.0 * r.metrics.simd_efficiency, r.metrics.evaluations) }</span>
            </button>
        }
    };
    html! {
        <div class="warp" data-view="warp" data-policy={kind.name()} data-step={step.to_string()} tabindex="0" onkeydown={on_key}>
            <div class="warp-side">
                { run_section }
                <div class="policies">{ for PolicyKind::EVERY.iter().zip(&runs.runs).map(|(&k, r)| policy_button(k, r)) }</div>
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
                    <p class="hint" id="policy-diff">{ format!("Compared with maximal convergence: {} converged pairs in both, {} only in the maximal table, {} only here.", d.both, d.only_maximal, d.only_policy) }
                        if d.only_maximal + d.only_policy > 0 { <span class="key split">{"split"}</span><span class="key merged">{"merged"}</span> }</p>
                    if !d.splits.is_empty() || !d.merges.is_empty() { { diff_list(d, &runs.maximal) } }
                }
                <h3>{"Maximal converged-with (the reference of LLVM's document)"}</h3>
                { table(&runs.maximal, "maximal-table", None, marks.as_ref().map(|(_, m)| &m[..])) }
                if !runs.maximal.reasons.is_empty() {
                    <details class="reasons" open=true>
                        <summary>{ format!("Why instances are not converged ({}{})", runs.maximal.reasons.len(), if runs.maximal.reasons_truncated { "+" } else { "" }) }</summary>
                        <ul id="maximal-reasons">{ for runs.maximal.reasons.iter().map(|r| html! { <li>{ r.text.clone() }</li> }) }</ul>
                    </details>
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
            <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from(format!("CFG: warp at step {step}"))}
                       on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={decor}
                       legend={html! { <><span class="key executed">{"executed by the last step"}</span><span>{"badges: threads waiting there"}</span>
                           if kind == PolicyKind::Markers { <span class="key marker">{"marker"}</span><span class="key ipdom-point">{"ipdom of a branch"}</span> }
                           if kind == PolicyKind::Ipdom { <span class="key rpc">{"top reconvergence PC"}</span> }</> }} />
        </div>
    }
}
