//! The Warp tab's hardware section: load a `reconverge-hardware-trace/1` (file picker, drop,
//! or a gallery recording "recorded on an H200", fetched when needed), and see what the GPU did
//! beside every policy — the agreement per policy over the whole trace (the numbers of
//! `reconverge hw-compare`), which post-dominator tree a stack policy reconverges by, the
//! recorded schedule of one warp as a dynamic-instance table, and the chosen policy's table on
//! the same recorded paths, with the instances it ran differently marked in both.
//!
//! Everything shown is computed in the worker by the core (`Request::Hardware`,
//! `reconverge_core::hardware::HwWarpView`); this component reads the file (parsed by the core's
//! `HardwareTrace::parse`, so its errors show at once) and draws.

use crate::analysis::Analysed;
use crate::bridge::use_job;
use crate::components::lesson::fetch_text;
use crate::hardware_view::{percent, trace_url, LoadedTrace, WireTrace};
use crate::worker::{JobResult, Request};
use reconverge_core::convergence::TableReport;
use reconverge_core::hardware::view::{HwPolicyRow, HwWarpView};
use std::rc::Rc;
use wasm_bindgen_futures::JsFuture;
use web_sys::{DragEvent, HtmlInputElement};
use yew::prelude::*;

/// Columns of a table drawn at once.
const MAX_COLUMNS: usize = 400;

/// Properties of [`HardwarePanel`].
#[derive(Properties, Clone)]
pub struct HardwareProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
    /// The worker's job id of `analysed`.
    pub analysis: u64,
    /// The loaded trace, if any.
    pub trace: Option<LoadedTrace>,
    /// The trace's warp shown.
    pub warp: usize,
    /// A trace was loaded (file, drop, or fetched).
    pub on_load: Callback<LoadedTrace>,
    /// Put the trace away.
    pub on_forget: Callback<()>,
    /// Show another warp of the trace.
    pub on_warp: Callback<usize>,
    /// Show another function (the trace's).
    pub on_function: Callback<String>,
}

impl PartialEq for HardwareProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed) && self.analysis == o.analysis && self.trace == o.trace && self.warp == o.warp
    }
}

/// Reads the first file of `files` as text and hands it to `on_load`.
fn read_file(files: Option<web_sys::FileList>, on_load: Callback<LoadedTrace>, on_error: Callback<String>) {
    let Some(file) = files.and_then(|f| f.get(0)) else { return };
    let name = file.name();
    wasm_bindgen_futures::spawn_local(async move {
        match JsFuture::from(file.text()).await {
            Ok(t) => on_load.emit(LoadedTrace::parse(name, &t.as_string().unwrap_or_default(), false)),
            Err(_) => on_error.emit(format!("{name} could not be read")),
        }
    });
}

/// A trace with no work-item (what a job without a trace is sent; its answer is not shown).
fn empty_trace() -> reconverge_core::hardware::HardwareTrace {
    reconverge_core::hardware::HardwareTrace {
        format: String::new(),
        device: String::new(),
        toolchain: String::new(),
        ir: String::new(),
        function: String::new(),
        global: Vec::new(),
        local: Vec::new(),
        wave: 0,
        inputs: Default::default(),
        blocks: Vec::new(),
        work_items: Vec::new(),
        buffers: Vec::new(),
    }
}


/// A warp schedule as lane masks (`.dit.lane-masks`): one row per lane, a column per warp
/// step headed by the block it runs; a filled cell is a lane active in that step (its instance
/// name, e.g. `16#47`, on hover); cells whose entry the chosen policy ran differently get `off`.
fn table(report: &TableReport, id: &str, off: Option<&[Vec<bool>]>) -> Html {
    if !report.strict_partial_order {
        return html! { <p class="hint bad" id={id.to_string()}>{"No table: the run was cut at the step cap, or the lanes' orders form a cycle."}</p> };
    }
    let n = (report.num_columns as usize).min(MAX_COLUMNS);
    // The block of each column (the first instance found in it).
    let mut blocks = vec![String::new(); n];
    for (t, cols) in report.threads.iter().enumerate() {
        for (k, &c) in cols.iter().enumerate() {
            if let Some(b) = blocks.get_mut(c as usize).filter(|b| b.is_empty()) {
                let name = report.names.get(t).and_then(|r| r.get(k)).cloned().unwrap_or_default();
                *b = report.column_blocks.get(c as usize).cloned().unwrap_or_else(|| name.split('#').next().unwrap_or_default().to_string());
            }
        }
    }
    html! {
        <div class="dit-wrap">
            if n < report.num_columns as usize {
                <p class="hint">{ format!("Columns 1–{n} of {}.", report.num_columns) }</p>
            }
            <table class="dit lane-masks" id={id.to_string()} data-columns={report.num_columns.to_string()}>
                <thead>
                    <tr><th>{"step"}</th>{ for (0..n).map(|c| html! { <th>{ c + 1 }</th> }) }</tr>
                    <tr class="mask-blocks"><th>{"block"}</th>{ for blocks.iter().map(|b| html! { <th class="mask-block" title={b.clone()}>{ b.clone() }</th> }) }</tr>
                </thead>
                <tbody>
                    { for report.threads.iter().enumerate().map(|(t, cols)| {
                        let mut cells = vec![(String::new(), false); n];
                        for (k, &c) in cols.iter().enumerate() {
                            if let Some(cell) = cells.get_mut(c as usize) {
                                let bad = off.and_then(|o| o.get(t)).and_then(|r| r.get(k)).is_some_and(|&ok| !ok);
                                *cell = (report.names.get(t).and_then(|r| r.get(k)).cloned().unwrap_or_default(), bad);
                            }
                        }
                        let name = report.thread_names.get(t).cloned().unwrap_or_default();
                        html! {
                            <tr data-thread={name.clone()}>
                                <th>{ name }</th>
                                { for cells.into_iter().map(|(v, bad)| {
                                    let (class, v) = if v.is_empty() { ("empty", None) } else { ("lane-on", Some(v)) };
                                    html! { <td class={classes!(class, bad.then_some("off"))} title={v.clone()} data-instance={v}></td> }
                                }) }
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        </div>
    }
}

/// The scores: the recorded row (the reference), then one row per policy.
fn scores(v: &HwWarpView, chosen: &str, on_choose: &Callback<String>) -> Html {
    let row = |p: &HwPolicyRow| {
        let cb = on_choose.clone();
        let name = p.policy.clone();
        let onclick = Callback::from(move |_: MouseEvent| cb.emit(name.clone()));
        let below: Vec<String> = p.blocks.iter().take(4).map(|(b, a, n)| format!("{b} {a}/{n}")).collect();
        html! {
            <tr data-policy={p.policy.clone()} data-agreement={format!("{:.1}", 100.0 * p.agreement)}
                class={classes!("pick", (p.policy == chosen).then_some("active"), (p.agree < p.instances).then_some("differs"))} {onclick}>
                <td><button class="link">{ p.policy.clone() }</button></td>
                <td>{ if p.tree.is_empty() { "—".to_string() } else { p.tree.clone() } }</td>
                <td>{ if p.side_order.is_empty() { "—".to_string() } else { p.side_order.clone() } }</td>
                <td class="num"><strong>{ percent(p.agree, p.instances) }</strong></td>
                <td class="num">{ format!("{} / {}", crate::format::thousands(p.agree), crate::format::thousands(p.instances)) }</td>
                <td class="num">{ percent(p.warp_agree, p.warp_instances) }</td>
                <td class="blocks">{ if below.is_empty() { "—".to_string() } else { format!("{}{}", below.join(", "), if p.blocks.len() > 4 { " …" } else { "" }) } }</td>
            </tr>
        }
    };
    html! {
        <table class="numbers hw-scores" id="hw-scores">
            <thead><tr><th>{"policy"}</th><th>{"reconverges by"}</th><th>{"side first"}</th><th>{"agreement"}</th><th>{"agree / recorded"}</th><th>{"this warp"}</th><th>{"blocks below 100 %"}</th></tr></thead>
            <tbody>
                <tr data-policy="recorded" class="recorded">
                    <td><strong>{"recorded (GPU)"}</strong></td><td>{"the GPU itself"}</td><td>{"—"}</td>
                    <td class="num"><strong>{"reference"}</strong></td><td class="num">{ crate::format::thousands(v.instances as u64) }</td><td class="num">{"—"}</td><td>{"—"}</td>
                </tr>
                { for v.policies.iter().map(row) }
            </tbody>
        </table>
    }
}

/// The Warp tab's hardware section.
#[function_component]
pub fn HardwarePanel(props: &HardwareProps) -> Html {
    let a = props.analysed.clone();
    let error = use_state(|| None::<String>);
    let chosen = use_state(|| "ipdom".to_string());
    let dragging = use_state(|| false);
    // A gallery recording named by the state but not here yet: fetch it (lazily, only when
    // the Warp tab shows it).
    {
        let (on_load, error) = (props.on_load.clone(), error.clone());
        use_effect_with(props.trace.clone(), move |t| {
            if let Some(t) = t.as_ref().filter(|t| t.gallery && t.trace.is_none()).cloned() {
                let kernel = t.name.trim_end_matches(".trace.json").to_string();
                wasm_bindgen_futures::spawn_local(async move {
                    match fetch_text(&trace_url(&kernel)).await {
                        Ok(text) => on_load.emit(LoadedTrace::parse(t.name, &text, true)),
                        Err(e) => error.set(Some(e)),
                    }
                });
            }
        });
    }
    // The page parsed the trace (its errors are shown at once); the worker compares.
    let parsed = props.trace.as_ref().and_then(|t| t.trace.clone());
    let wire = parsed.as_ref().and_then(|r| r.as_ref().ok()).cloned();
    let (job, _) = use_job((props.analysis, wire.clone(), props.warp), |(analysis, wire, warp), job| Request::Hardware {
        job,
        analysis: *analysis,
        trace: wire.clone().unwrap_or_else(|| Rc::new(WireTrace::from(&empty_trace()))),
        warp: *warp,
    });
    let on_error = {
        let error = error.clone();
        Callback::from(move |e: String| error.set(Some(e)))
    };
    let onchange = {
        let (on_load, on_error, error) = (props.on_load.clone(), on_error.clone(), error.clone());
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            error.set(None);
            read_file(input.files(), on_load.clone(), on_error.clone());
            input.set_value("");
        })
    };
    let ondragover = {
        let dragging = dragging.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            if !*dragging {
                dragging.set(true);
            }
        })
    };
    let ondragleave = {
        let dragging = dragging.clone();
        Callback::from(move |_: DragEvent| dragging.set(false))
    };
    let ondrop = {
        let (on_load, on_error, dragging, error) = (props.on_load.clone(), on_error.clone(), dragging.clone(), error.clone());
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            dragging.set(false);
            error.set(None);
            read_file(e.data_transfer().and_then(|d| d.files()), on_load.clone(), on_error.clone());
        })
    };
    let forget = {
        let cb = props.on_forget.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let loader = html! {
        <div class="hw-loader">
            <label class="button">{"Load a trace…"}
                <input type="file" id="hw-file" accept=".json,application/json" {onchange} />
            </label>
            <span class="hint">{ crate::format::rich("or drop a `reconverge-hardware-trace/1` JSON here (`scripts/record-gpu`, docs/HARDWARE.md). Eight kernels recorded on an NVIDIA H200 are in the gallery: Example ▸ “Recorded on an H200”.") }</span>
            if props.trace.is_some() {
                <button id="hw-forget" onclick={forget} title="Put the trace away">{"×"}</button>
            }
        </div>
    };
    let body = match (&props.trace, parsed.as_ref()) {
        (None, _) => html! {},
        (Some(t), Some(Err(e))) => html! { <div class="alert" role="alert" id="hw-error">{ format!("{}: {e}", t.name) }</div> },
        (Some(t), None) if t.gallery => match &*error {
            Some(e) => html! { <div class="alert" role="alert" id="hw-error">{ e.clone() }</div> },
            None => html! { <p class="hint" id="hw-pending">{ format!("Fetching the recording {}…", t.name) }</p> },
        },
        (Some(t), None) => html! {
            <p class="alert" role="status" id="hw-reload">{ format!("This link was shared with the trace {} loaded from a file. A link cannot carry a trace: load it again to compare.", t.name) }</p>
        },
        (Some(t), Some(Ok(_))) => match job.result.as_deref().and_then(JobResult::hardware) {
            Some(Ok(v)) => view(v, t, props, &chosen),
            Some(Err(e)) => {
                let other = e.strip_prefix("the trace records @").and_then(|r| r.split(',').next()).and_then(|r| r.split(' ').next()).filter(|f| a.functions.iter().any(|x| x == f)).map(str::to_string);
                html! {
                    <div class="alert" role="alert" id="hw-error">{ format!("{}: {e}", t.name) }
                        if let Some(f) = other {
                            <button id="hw-show-function" onclick={{ let cb = props.on_function.clone(); let f2 = f.clone(); Callback::from(move |_: MouseEvent| cb.emit(f2.clone())) }}>{ format!("show @{f}") }</button>
                        }
                    </div>
                }
            }
            _ => html! { <p class="hint" id="hw-pending">{ format!("Holding {} against every policy in the worker…", t.name) }</p> },
        },
    };
    html! {
        <details class={classes!("hardware", dragging.then_some("dragging"))} id="hardware" data-loaded={props.trace.as_ref().is_some_and(|t| t.trace.is_some()).to_string()}
                 open=true {ondragover} {ondragleave} {ondrop}>
            <summary>{ match &props.trace {
                Some(t) => format!("What the hardware did: {}", t.name),
                None => "What the hardware did: load a GPU trace".to_string(),
            } }</summary>
            { loader }
            if let (Some(e), Some(_)) = (&*error, props.trace.as_ref().filter(|t| t.trace.is_some() || !t.gallery)) {
                <div class="alert" role="alert" id="hw-read-error">{ e.clone() }</div>
            }
            if let (Some(e), None) = (&*error, &props.trace) {
                <div class="alert" role="alert" id="hw-read-error">{ e.clone() }</div>
            }
            { body }
        </details>
    }
}

/// The loaded trace: summary, scores, warp picker, the recorded schedule and the chosen
/// policy's table with the instances it ran differently.
fn view(v: &HwWarpView, t: &LoadedTrace, props: &HardwareProps, chosen: &UseStateHandle<String>) -> Html {
    let p = v.policies.iter().find(|p| p.policy == **chosen).or(v.policies.first());
    let on_choose = {
        let chosen = chosen.clone();
        Callback::from(move |n: String| chosen.set(n))
    };
    let on_warp = {
        let cb = props.on_warp.clone();
        Callback::from(move |e: Event| {
            let sel: web_sys::HtmlSelectElement = e.target_unchecked_into();
            cb.emit(sel.value().parse().unwrap_or(0))
        })
    };
    let dims = |x: &[u64]| x.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" × ");
    html! {
        <div class="hw-view" data-function={v.function.clone()}>
            <p id="hw-summary"><strong>{ format!("{}: @{} recorded on {}", if t.gallery { "Gallery recording" } else { t.name.as_str() }, v.function, v.device) }</strong>
                { format!(": NDRange {} in work-groups of {}, warps of {}; {} recorded instances (a lane's entry into a block, with the warp's active mask). ",
                    dims(&v.ndrange.0), dims(&v.ndrange.1), v.ndrange.2, crate::format::thousands(v.instances as u64)) }
                { if v.consistent { "The masks are consistent. ".to_string() } else { format!("{} contradictions (below). ", v.contradictions.len()) } }
                { format!("{} {}", v.paths, v.buffers) }</p>
            if !v.toolchain.is_empty() {
                <p class="hint" id="hw-toolchain">{ format!("Compiled with {}. A policy agrees with a recorded instance when its warp step holds exactly the recorded lanes (hw-compare).", v.toolchain) }</p>
            }
            if !v.contradictions.is_empty() {
                <ul class="diff-list" id="hw-contradictions">{ for v.contradictions.iter().map(|c| html! { <li>{ c.clone() }</li> }) }</ul>
            }
            { scores(v, p.map_or("", |p| p.policy.as_str()), &on_choose) }
            <div class="hw-warp-row">
                <label>{"Recorded warp "}
                    <select id="hw-warp" onchange={on_warp}>
                        { for v.warps.iter().enumerate().map(|(k, l)| html! { <option value={k.to_string()} selected={k == v.warp}>{ l.clone() }</option> }) }
                    </select>
                </label>
                if let Some(p) = p {
                    <span class="hint">{ format!("Compared with {} ({}{}): {} of this warp's {} recorded instances agree.", p.policy,
                        if p.tree.is_empty() { "no post-dominator tree".to_string() } else { format!("reconverges by {}", p.tree) },
                        if p.side_order.is_empty() { String::new() } else { format!(", {} runs first", p.side_order) },
                        p.warp_agree, p.warp_instances) }
                        <span class="key off">{"ran differently"}</span></span>
                }
            </div>
            <h3>{"Recorded schedule (the GPU's warp steps, in an order every lane's log agrees with)"}</h3>
            { table(&v.recorded, "hw-recorded", p.map(|p| &p.agrees[..])) }
            if let Some(p) = p {
                <h3>{ format!("{} on the recorded paths (a column per simulated warp step)", p.policy) }</h3>
                { table(&p.table, "hw-policy-table", Some(&p.agrees[..])) }
                if !p.disagreements.is_empty() {
                    <ul class="diff-list" id="hw-disagreements">{ for p.disagreements.iter().map(|d| html! { <li>{ d.clone() }</li> }) }</ul>
                }
            }
        </div>
    }
}
