//! The if-conversion tab (issue 9, seed 001: Park & Schlansker's RK algorithm): the CFG with
//! the predicate of each block and the branch edges that define predicates, the post-dominator
//! tree, the control-dependence walk and table, R and K, the liveness of augment K with
//! `K_init`, and the predicated code; a stepper over the algorithm's four steps (the core's
//! `trace`), and hover linking every table row and code line to its block and predicates.
//!
//! The conversion runs in the worker (`Request::IfConversion`) on the source successor order.
//! A cyclic CFG is converted with its back edges set aside, or one loop body chosen in the
//! picker; an irreducible one shows the core's error sentence.

use crate::analysis::Analysed;
use crate::bridge::use_job;
use crate::components::graph_view::{Decor, GraphView};
use crate::state::View;
use crate::worker::{JobResult, Request};
use reconverge_core::if_conversion::{loop_headers, CodeKind, DefineKind, IfConversion, LabelledEdge, Phase, Pred, Scope};
use reconverge_core::{Block, Cfg};
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement, KeyboardEvent};
use yew::prelude::*;

/// Properties of [`IfConversionPanel`].
#[derive(Properties, Clone)]
pub struct IfConversionProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
    /// The worker's job id of `analysed` (the conversion runs there).
    pub analysis: u64,
    /// The loop whose body is converted (`None`: the whole function).
    pub loop_header: Option<String>,
    /// The trace step shown.
    pub step: usize,
    /// Choose the region (a loop header, or `None`).
    pub on_loop: Callback<Option<String>>,
    /// Go to a trace step.
    pub on_step: Callback<usize>,
    /// Hover (a block name; the app highlights it in every drawing).
    pub on_hover: Callback<Option<String>>,
}

impl PartialEq for IfConversionProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed) && self.analysis == o.analysis && self.loop_header == o.loop_header && self.step == o.step
    }
}

/// What the pointer is on: a block (row, code line, drawing) or a predicate (K row).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Hover {
    Block(Block),
    Pred(Pred),
}

/// The stepper's name of a phase.
fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Ipdom => "1 · ipdom",
        Phase::ControlDependence => "2 · control dependence",
        Phase::RK => "3 · R and K",
        Phase::AugmentK => "4 · augment K",
    }
}

/// `(x, T)`.
fn edge_text(cfg: &Cfg, e: &LabelledEdge) -> String {
    format!("({}, {})", cfg.name_of(e.branch), e.label)
}

/// Rows each table lists at first (the rest is counted, and a button lists [`MORE_ROWS`]
/// more), so a large CFG's tab draws in one short main-thread task.
pub const FIRST_ROWS: usize = 60;

/// Lines of predicated code listed at first.
pub const FIRST_CODE_LINES: usize = 150;

/// Rows (or code lines) one "show more" click adds.
pub const MORE_ROWS: usize = 200;

/// The windowed lists: the table of ipdom/R/control dependence, the walks, K, the liveness
/// rows and the predicated code, in that order (an index into [`Window`]'s counts).
const LISTS: usize = 5;

/// How many rows each windowed list shows, for one result (`key`: the analysis and region).
#[derive(Clone, Debug, PartialEq)]
struct Window {
    key: (u64, Option<String>),
    shown: [usize; LISTS],
}

impl Window {
    /// The first window of `key`.
    fn first(key: (u64, Option<String>)) -> Window {
        Window { key, shown: [FIRST_ROWS, FIRST_ROWS, FIRST_ROWS, FIRST_ROWS, FIRST_CODE_LINES] }
    }
}

/// Predicates a set cell lists.
const MAX_SET: usize = 16;

/// `{p1, p2}` / `∅` (at most [`MAX_SET`] names, then `… N more`).
fn set_text(ps: &[Pred]) -> String {
    if ps.is_empty() {
        return "∅".to_string();
    }
    let mut v: Vec<String> = ps.iter().take(MAX_SET).map(|p| p.to_string()).collect();
    if ps.len() > MAX_SET {
        v.push(format!("… {} more", ps.len() - MAX_SET));
    }
    format!("{{{}}}", v.join(", "))
}

/// A "… N more" note for a list of `n` items of which `shown` are listed, with a button
/// that lists up to [`MORE_ROWS`] more (`on_more`).
fn more(n: usize, shown: usize, what: &str, on_more: Callback<MouseEvent>) -> Html {
    if n > shown {
        html! {
            <p class="hint ifc-more">
                { crate::format::rich(&format!("… {} more {what} (first {shown} shown; `reconverge ifconvert` prints all) ", n - shown)) }
                <button class="ifc-show-more" onclick={on_more}>{ format!("show {} more", MORE_ROWS.min(n - shown)) }</button>
            </p>
        }
    } else {
        html! {}
    }
}

/// The layout index of edge `e` (a source-order edge) in the drawn CFG (`drawn`, whose
/// successor order may be rotated): the edge with the same branch, label and target.
fn drawn_edge(drawn: &Cfg, offsets: &[usize], e: &LabelledEdge) -> Option<usize> {
    let b = e.branch;
    if b.index() >= drawn.num_blocks() {
        return None;
    }
    let labels = drawn.succ_labels(b);
    drawn.succs(b).iter().enumerate().position(|(j, &t)| t == e.target && labels.get(j).is_some_and(|l| *l == e.label)).map(|j| offsets[b.index()] + j)
}

/// What the algorithm has computed after trace step `k` (the tables fill in as it goes, as
/// the dominator stepper's do): per block whether its ipdom, R and liveness row are known,
/// how many control-dependence walks are done, which predicates exist, and whether `K_init`
/// is known (the last step).
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    /// `ipdom(b)` computed (step 1).
    pub ipdom: Vec<bool>,
    /// Walks of `IfConversion::walks` done (step 2), a prefix.
    pub walks: usize,
    /// Control dependence complete (step 2 over).
    pub cd_done: bool,
    /// `R(b)` assigned (step 3).
    pub r: Vec<bool>,
    /// Predicates created so far (step 3).
    pub preds: Vec<bool>,
    /// The block's liveness row computed (step 4, backwards).
    pub live: Vec<bool>,
    /// `K_init` known (the last step).
    pub k_init: bool,
}

impl Progress {
    /// The progress after step `k` of `ic`'s trace (`k` past the end: everything).
    pub fn at(ic: &IfConversion, k: usize) -> Progress {
        let n = ic.r.len();
        let mut p = Progress { ipdom: vec![false; n], walks: 0, cd_done: false, r: vec![false; n], preds: vec![false; ic.predicates.len()], live: vec![false; n], k_init: false };
        let last = ic.trace.len().saturating_sub(1);
        let set = |v: &mut Vec<bool>, b: Option<&Block>| {
            if let Some(x) = b.and_then(|b| v.get_mut(b.index())) {
                *x = true;
            }
        };
        for (i, s) in ic.trace.iter().enumerate().take(k.saturating_add(1)) {
            match s.phase {
                Phase::Ipdom => set(&mut p.ipdom, s.blocks.first()),
                Phase::ControlDependence => p.walks += 1,
                Phase::RK => {
                    p.cd_done = true;
                    set(&mut p.r, s.blocks.first());
                    for q in &s.preds {
                        if let Some(x) = p.preds.get_mut(q.index()) {
                            *x = true;
                        }
                    }
                }
                Phase::AugmentK if i == last => {
                    p.cd_done = true;
                    p.k_init = true;
                }
                Phase::AugmentK => {
                    p.cd_done = true;
                    set(&mut p.live, s.blocks.first());
                }
            }
        }
        p.walks = p.walks.min(ic.walks.len());
        if p.walks == ic.walks.len() && ic.trace.get(k.min(last)).is_some_and(|s| s.phase != Phase::Ipdom) {
            p.cd_done = true;
        }
        p
    }

    /// The control dependence of `b` known so far.
    pub fn cd_of<'a>(&self, ic: &'a IfConversion, b: Block) -> Vec<&'a LabelledEdge> {
        if self.cd_done {
            return ic.control_dependence.get(b.index()).map(|v| v.iter().collect()).unwrap_or_default();
        }
        ic.walks.iter().take(self.walks).filter(|w| w.path.contains(&b)).map(|w| &w.edge).collect()
    }
}

/// The CFG and post-dominator-tree decorations for a result and a trace step.
fn decor_for(a: &Analysed, ic: &IfConversion, step: Option<usize>) -> (Decor, Decor) {
    let drawn = &a.cfg;
    let cfg = &a.source_cfg;
    let n = drawn.num_blocks();
    let mut offsets = Vec::with_capacity(n + 1);
    let mut m = 0;
    for b in drawn.blocks() {
        offsets.push(m);
        m += drawn.succs(b).len();
    }
    offsets.push(m);
    let t = step.and_then(|k| ic.trace.get(k));
    let focus: Vec<Block> = t.map(|s| s.blocks.clone()).unwrap_or_default();
    let in_region = |b: Block| ic.r.get(b.index()).is_some_and(|r| r.is_some());
    let node_class: Vec<String> = drawn
        .blocks()
        .map(|b| {
            let mut c = String::new();
            if !in_region(b) {
                c.push_str("ifc-outside ");
            }
            match focus.iter().position(|&x| x == b) {
                Some(0) => c.push_str("step-focus"),
                Some(_) => c.push_str("step-block"),
                None => {}
            }
            c
        })
        .collect();
    let progress = Progress::at(ic, step.unwrap_or(usize::MAX));
    let r_known = |b: Block| progress.r.get(b.index()).copied().unwrap_or(false);
    let badges: Vec<Option<String>> = drawn.blocks().map(|b| ic.r.get(b.index()).copied().flatten().filter(|_| r_known(b)).map(|p| p.to_string())).collect();
    let mut edge_class = vec![String::new(); m];
    let mut edge_title = vec![String::new(); m];
    let walk_of: std::collections::HashMap<(Block, u32), usize> = ic.walks.iter().enumerate().map(|(i, w)| ((w.edge.branch, w.edge.index), i)).collect();
    for p in &ic.predicates {
        for e in &p.k {
            if let Some(k) = drawn_edge(drawn, &offsets, e) {
                edge_class[k].push_str(" ifc-defines");
                if !edge_title[k].is_empty() {
                    edge_title[k].push_str("; ");
                }
                let dep: Vec<&str> = walk_of.get(&(e.branch, e.index)).map(|&i| ic.walks[i].path.iter().take(MAX_SET).map(|&b| cfg.name_of(b)).collect()).unwrap_or_default();
                edge_title[k].push_str(&format!("{} ∈ K({}): defines {}; control dependent on it: {}", edge_text(cfg, e), p.name, p.name, dep.join(", ")));
            }
        }
    }
    for e in &ic.back_edges_set_aside {
        if let Some(k) = drawn_edge(drawn, &offsets, e) {
            edge_class[k].push_str(" ifc-set-aside");
            edge_title[k] = format!("back edge {} → {} set aside (leads to the virtual exit)", edge_text(cfg, e), cfg.name_of(e.target));
        }
    }
    for e in &ic.region_exits {
        if let Some(k) = drawn_edge(drawn, &offsets, e) {
            edge_class[k].push_str(" ifc-exit");
            edge_title[k] = format!("{} leaves the loop body (to the virtual exit)", edge_text(cfg, e));
        }
    }
    if let Some(e) = t.and_then(|s| s.edge.as_ref()) {
        if let Some(k) = drawn_edge(drawn, &offsets, e) {
            edge_class[k].push_str(" step-edge");
        }
    }
    let cfg_decor = Decor { node_class, edge_class, badges, edge_title, regions: Vec::new(), joins: Vec::new() };
    // The post-dominator tree: the same block highlights, the predicates as badges.
    let tree = &a.postdomtree;
    let pdt_class = tree
        .nodes
        .iter()
        .map(|b| match b {
            Some(b) => match focus.iter().position(|x| x == b) {
                Some(0) => "step-focus".to_string(),
                Some(_) => "step-block".to_string(),
                None if !in_region(*b) => "ifc-outside".to_string(),
                None => String::new(),
            },
            None => String::new(),
        })
        .collect();
    let pdt_badges = tree.nodes.iter().map(|b| b.filter(|&b| r_known(b)).and_then(|b| ic.r.get(b.index()).copied().flatten()).map(|p| p.to_string())).collect();
    let pdt_decor = Decor { node_class: pdt_class, edge_class: Vec::new(), badges: pdt_badges, edge_title: Vec::new(), regions: Vec::new(), joins: Vec::new() };
    (cfg_decor, pdt_decor)
}

/// The if-conversion tab.
#[function_component]
pub fn IfConversionPanel(props: &IfConversionProps) -> Html {
    let a = props.analysed.clone();
    // `None`: the whole function; `Some(h)`: the loop body of `h`.
    let scope: Option<String> = props.loop_header.clone();
    let hover = use_state(|| None::<Hover>);
    let (job, stop) = use_job((props.analysis, scope.clone()), |(analysis, scope), job| Request::IfConversion { job, analysis: *analysis, scope: scope.clone() });
    // Work that cannot succeed says so before it is queued: the region check is cheap
    // (`worker::if_conversion_scope`; reducibility does not depend on the DFS order).
    let impossible: Rc<Option<String>> = use_memo((a.key, scope.is_none()), {
        let a = a.clone();
        move |&(_, whole)| whole.then(|| crate::worker::if_conversion_scope(&a.cfg, &a.cycles, None).err()).flatten()
    });
    // On the first render after the text or the region changed, the hook still holds the old
    // result (its effect clears it after the render): hide it (it may name blocks the new CFG
    // does not have). The ref keeps that old result alive, so a new one never shares its address.
    let stale = use_mut_ref(|| ((0u64, None::<String>), None::<Rc<JobResult>>));
    {
        let key = (props.analysis, scope.clone());
        let mut s = stale.borrow_mut();
        if s.0 != key {
            *s = (key, job.result.clone());
        }
    }
    let result: Option<Rc<JobResult>> = job.result.clone().filter(|r| !stale.borrow().1.as_ref().is_some_and(|o| Rc::ptr_eq(o, r)));
    // Long lists are windowed (a "show more" button per list), and the side's tables are
    // drawn in a task after the one that received the result (and drew the drawings), so
    // neither task is long on a large CFG.
    let key = (props.analysis, scope.clone());
    let window = use_state(|| Window::first(key.clone()));
    let shown = if window.key == key { window.shown } else { Window::first(key.clone()).shown };
    let more_of = |i: usize| {
        let (window, key) = (window.clone(), key.clone());
        Callback::from(move |_: MouseEvent| {
            let mut w = if window.key == key { (*window).clone() } else { Window::first(key.clone()) };
            w.shown[i] = w.shown[i].saturating_add(MORE_ROWS);
            window.set(w);
        })
    };
    // Drawn in stages, one task each: 0 the result was received (decoded) only, 1 the CFG
    // drawing with its decorations, 2 the post-dominator tree too, 3 the tables too.
    let staged = use_state(|| (0u64, 0u8));
    let result_ptr = if result.is_some() { job.seq } else { 0 };
    let stage = if result_ptr != 0 && staged.0 == result_ptr { staged.1 } else { 0 };
    {
        let staged = staged.clone();
        use_effect_with((result_ptr, stage), move |&(ptr, stage)| {
            let t = (ptr != 0 && stage < 3).then(|| gloo_timers::callback::Timeout::new(0, move || staged.set((ptr, stage + 1))));
            move || drop(t)
        });
    }
    let tables_ready = stage >= 3;
    let n_blocks = a.source_cfg.num_blocks();
    let ic: Option<&IfConversion> = match result.as_deref().and_then(JobResult::if_conversion) {
        Some(Ok(ic)) if ic.r.len() == n_blocks && a.cfg.num_blocks() == n_blocks => Some(ic),
        _ => None,
    };
    let last = ic.map_or(0, |ic| ic.trace.len().saturating_sub(1));
    let k = props.step.min(last);
    let decors: Rc<Option<(Rc<Decor>, Rc<Decor>)>> = {
        let (a, result) = (a.clone(), result.clone());
        use_memo((result_ptr, k, a.key, stage >= 1), move |&(_, _, _, drawn)| {
            let ic = match result.as_deref().and_then(JobResult::if_conversion) {
                _ if !drawn => return None,
                Some(Ok(ic)) if ic.r.len() == a.cfg.num_blocks() => ic,
                _ => return None,
            };
            let (c, t) = decor_for(&a, ic, Some(k));
            Some((Rc::new(c), Rc::new(t)))
        })
    };

    let cfg = &a.source_cfg;
    let headers: Vec<Block> = loop_headers(&a.cycles);
    let picker = {
        let on_scope = {
            let cb = props.on_loop.clone();
            Callback::from(move |e: Event| {
                let sel: HtmlSelectElement = e.target_unchecked_into();
                let v = sel.value();
                cb.emit((!v.is_empty()).then_some(v));
            })
        };
        let current = scope.clone().unwrap_or_default();
        (!headers.is_empty() || scope.is_some()).then(|| {
            html! {
                <label class="ifc-picker">{"Region: "}
                    <select id="ifc-loop" onchange={on_scope}>
                        <option value="" selected={current.is_empty()}>{"the whole function (back edges set aside)"}</option>
                        { for headers.iter().map(|&h| {
                            let name = cfg.name_of(h).to_string();
                            html! { <option value={name.clone()} selected={current == name}>{ format!("the body of the loop headed by {name}") }</option> }
                        }) }
                    </select>
                </label>
            }
        })
    };

    let Some(ic) = ic.filter(|_| stage >= 1) else {
        let body = match result.as_deref().map(|r| (r, r.if_conversion())) {
            _ if impossible.is_some() => html! { <div class="alert" role="alert" id="ifc-error" data-early="true">{ crate::format::rich(impossible.as_deref().unwrap_or_default()) }</div> },
            Some((_, Some(Err(e)))) => html! { <div class="alert" role="alert" id="ifc-error">{ crate::format::rich(e) }</div> },
            Some(_) if ic.is_some() => html! { <p class="hint" id="ifc-pending">{"Drawing…"}</p> },
            _ if job.stale => html! { <p class="hint">{"The text changed: converting the new one…"}</p> },
            _ => html! { <crate::components::job_wait::JobWait key={format!("{}-{}", props.analysis, scope.as_deref().unwrap_or(""))} id="ifc-pending" what="If-converting in the worker" on_stop={Some(stop.clone())} /> },
        };
        return html! {
            <div class="ifconv empty" data-view="ifconv" data-state={if impossible.is_some() { "error" } else if ic.is_some() { "drawing" } else if result.is_some() { "error" } else { "computing" }}>
                { for picker }
                { body }
            </div>
        };
    };

    let name = |b: Block| cfg.name_of(b).to_string();
    let t = ic.trace.get(k);
    let step_blocks: Vec<Block> = t.map(|s| s.blocks.clone()).unwrap_or_default();
    let step_preds: Vec<Pred> = t.map(|s| s.preds.clone()).unwrap_or_default();
    let phase = t.map(|s| s.phase);
    let progress = Progress::at(ic, k);
    let known = |v: &Vec<bool>, b: Block| v.get(b.index()).copied().unwrap_or(false);
    let r_of = |b: Block| ic.r.get(b.index()).copied().flatten();
    // Hover linking: the hovered block's predicate and the predicates it defines; the
    // hovered predicate's blocks.
    let (hover_blocks, hover_preds): (Vec<Block>, Vec<Pred>) = match *hover {
        Some(Hover::Block(b)) => {
            let mut ps: Vec<Pred> = r_of(b).into_iter().collect();
            for (i, p) in ic.predicates.iter().enumerate() {
                if p.k.iter().any(|e| e.branch == b) {
                    ps.push(Pred(i as u32));
                }
            }
            (vec![b], ps)
        }
        Some(Hover::Pred(p)) => (ic.predicates.get(p.index()).map(|x| x.blocks.clone()).unwrap_or_default(), vec![p]),
        None => (Vec::new(), Vec::new()),
    };
    let enter_block = |b: Block| {
        let (hover, cb, nm) = (hover.clone(), props.on_hover.clone(), name(b));
        Callback::from(move |_: MouseEvent| {
            hover.set(Some(Hover::Block(b)));
            cb.emit(Some(nm.clone()));
        })
    };
    let enter_pred = |p: Pred| {
        let (hover, cb) = (hover.clone(), props.on_hover.clone());
        Callback::from(move |_: MouseEvent| {
            hover.set(Some(Hover::Pred(p)));
            cb.emit(None);
        })
    };
    let leave = {
        let (hover, cb) = (hover.clone(), props.on_hover.clone());
        Callback::from(move |_: MouseEvent| {
            hover.set(None);
            cb.emit(None);
        })
    };
    let on_graph_hover = {
        let (hover, cb, cfg2) = (hover.clone(), props.on_hover.clone(), a.clone());
        Callback::from(move |h: Option<String>| {
            hover.set(h.as_deref().and_then(|n| cfg2.source_cfg.find(n)).map(Hover::Block));
            cb.emit(h);
        })
    };
    // A hovered predicate's blocks and defining edges in the drawings (CSS only: the
    // drawings are not re-rendered).
    let pred_css = match *hover {
        Some(Hover::Pred(p)) => {
            let mut sel: Vec<String> = hover_blocks.iter().map(|&b| format!(".ifconv [data-block=\"{}\"] > .box", crate::svg::css_string(&name(b)))).collect();
            let boxes = sel.join(", ");
            sel.clear();
            if let Some(pr) = ic.predicates.get(p.index()) {
                for e in &pr.k {
                    sel.push(format!(".ifconv .edge[data-from=\"{}\"][data-to=\"{}\"] path", crate::svg::css_string(&name(e.branch)), crate::svg::css_string(&name(e.target))));
                }
            }
            let edges = sel.join(", ");
            let mut css = String::new();
            if !boxes.is_empty() {
                css.push_str(&format!("{boxes} {{ stroke: var(--hover); stroke-width: 3; fill: var(--hover-fill); }}"));
            }
            if !edges.is_empty() {
                css.push_str(&format!(" {edges} {{ stroke: var(--hover); stroke-width: 3; }}"));
            }
            css
        }
        _ => String::new(),
    };

    // Stepper controls.
    let go = |to: usize| {
        let step = props.on_step.clone();
        Callback::from(move |_: MouseEvent| step.emit(to))
    };
    let on_slider = {
        let step = props.on_step.clone();
        Callback::from(move |e: InputEvent| {
            let v: HtmlInputElement = e.target_unchecked_into();
            step.emit(v.value().parse().unwrap_or(0))
        })
    };
    let on_key = {
        let step = props.on_step.clone();
        Callback::from(move |e: KeyboardEvent| {
            let tag = e.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()).map(|el| el.tag_name()).unwrap_or_default();
            if tag == "SELECT" || tag == "INPUT" {
                return;
            }
            match e.key().as_str() {
                "ArrowRight" => {
                    e.prevent_default();
                    step.emit((k + 1).min(last))
                }
                "ArrowLeft" => {
                    e.prevent_default();
                    step.emit(k.saturating_sub(1))
                }
                "Home" => step.emit(0),
                "End" => step.emit(last),
                _ => {}
            }
        })
    };
    let phase_start = |p: Phase| ic.trace.iter().position(|s| s.phase == p);

    let pred_name = |p: Pred| ic.predicates.get(p.index()).map_or_else(|| p.to_string(), |x| x.name.clone());
    let in_step = |b: Block| step_blocks.contains(&b);
    let row_class = |b: Block, ph: Phase| {
        classes!(
            (phase == Some(ph) && step_blocks.first() == Some(&b)).then_some("step-row"),
            (phase == Some(ph) && step_blocks.first() != Some(&b) && in_step(b)).then_some("step-also"),
            hover_blocks.contains(&b).then_some("linked")
        )
    };

    // The scope note.
    let scope_note = {
        let mut parts: Vec<String> = Vec::new();
        match ic.scope {
            Scope::Acyclic => parts.push(format!("The CFG is acyclic: the whole function is converted ({}).", crate::format::count(ic.blocks.len(), "block"))),
            Scope::SetAsideBackEdges => parts.push(format!(
                "The CFG has cycles: one pass through each loop body is converted, with the back edge{} {} set aside (each leads to the virtual exit).",
                if ic.back_edges_set_aside.len() == 1 { "" } else { "s" },
                ic.back_edges_set_aside.iter().map(|e| format!("{} → {}", edge_text(cfg, e), name(e.target))).collect::<Vec<_>>().join(", ")
            )),
            Scope::LoopBody(h) => {
                parts.push(format!("The body of the loop headed by {} ({}), entered at its header.", name(h), crate::format::count(ic.blocks.len(), "block")));
                if !ic.back_edges_set_aside.is_empty() {
                    parts.push(format!("Back edges set aside: {}.", ic.back_edges_set_aside.iter().map(|e| format!("{} → {}", edge_text(cfg, e), name(e.target))).collect::<Vec<_>>().join(", ")));
                }
                if !ic.region_exits.is_empty() {
                    parts.push(format!("Exits (to the virtual exit): {}.", ic.region_exits.iter().map(|e| format!("{} → {}", edge_text(cfg, e), name(e.target))).collect::<Vec<_>>().join(", ")));
                }
            }
        }
        parts.join(" ")
    };

    let cfg_legend = html! {
        <>
            <span class="key ifc-badge">{"p1: R(block), its predicate (p0 = true)"}</span>
            <span><span class="swatch ifc-defines"></span>{"edge in some K: defines a predicate (hover it)"}</span>
            if !ic.back_edges_set_aside.is_empty() {
                <span><span class="swatch ifc-set-aside"></span>{"back edge set aside"}</span>
            }
            if !ic.region_exits.is_empty() {
                <span><span class="swatch ifc-exit"></span>{"leaves the loop body"}</span>
            }
            if ic.r.iter().any(|r| r.is_none()) {
                <span class="key ifc-outside">{"outside the region"}</span>
            }
            <span class="key entry">{"entry"}</span>
            <span class="key exit">{"exit"}</span>
            <span class="key step-focus">{"step's block"}</span>
            <span class="key step-block">{"also named by the step"}</span>
            <span><span class="swatch step-edge"></span>{"step's edge"}</span>
            <span>{"T/F: successor labels"}</span>
        </>
    };
    let pdt_legend = html! {
        <>
            <span>{"edge: ipdom(child) = parent"}</span>
            <span class="key virtual">{"virtual exit"}</span>
            <span class="key root">{"bold: root"}</span>
            <span class="key ifc-badge">{"p1: R(block)"}</span>
            <span class="key step-focus">{"step's block"}</span>
            <span class="key step-block">{"also named by the step"}</span>
            if ic.scope != Scope::Acyclic {
                <span>{"the whole function's tree; the region's ipdom is in the table"}</span>
            }
        </>
    };

    let (cfg_decor, pdt_decor) = match &*decors {
        Some((c, t)) => (Some(c.clone()), Some(t.clone())),
        None => (None, None),
    };

    html! {
        <div class="ifconv" data-view="ifconv" data-step={tables_ready.then(|| k.to_string())} data-scope={match ic.scope { Scope::Acyclic => "acyclic".to_string(), Scope::SetAsideBackEdges => "set-aside".to_string(), Scope::LoopBody(h) => name(h) }}
             tabindex="0" onkeydown={on_key}>
            <style>{ pred_css }</style>
            <div class="ifc-side">
                { for picker }
                <p class="hint" id="ifc-scope">{ scope_note }</p>
                <div class="controls ifc-controls">
                    <button title="First step (Home)" onclick={go(0)} id="ifc-first">{"«"}</button>
                    <button title="Previous step (←)" onclick={go(k.saturating_sub(1))} id="ifc-prev">{"‹"}</button>
                    <button title="Next step (→)" onclick={go((k + 1).min(last))} id="ifc-next">{"›"}</button>
                    <button title="Last step (End)" onclick={go(last)} id="ifc-last">{"»"}</button>
                    <input type="range" min="0" max={last.to_string()} value={k.to_string()} oninput={on_slider} aria-label="step" />
                    <span class="step-count" id="ifc-count">{ format!("step {} / {}", k + 1, ic.trace.len().max(1)) }</span>
                </div>
                <div class="ifc-phases" role="group" aria-label="Jump to a step of the algorithm">
                    { for [Phase::Ipdom, Phase::ControlDependence, Phase::RK, Phase::AugmentK].into_iter().map(|p| {
                        let start = phase_start(p);
                        let onclick = go(start.unwrap_or(k));
                        html! { <button class={classes!("ifc-phase", (phase == Some(p)).then_some("active"))} data-phase={format!("{p:?}")} disabled={start.is_none()} {onclick}>{ phase_name(p) }</button> }
                    }) }
                </div>
                <div class="step-message" id="ifc-message">
                    if let Some(s) = t {
                        <span class="phase">{ phase_name(s.phase) }</span>{ " " }{ crate::format::rich(&s.message) }
                    }
                </div>

                if !tables_ready {
                    <p class="hint" id="ifc-tables-pending">{"Drawing the tables…"}</p>
                } else {
                <h3>{"1–3 · Post-dominators, control dependence, R"}</h3>
                <table class="numbers ifc-table" id="ifc-cd">
                    <thead><tr><th>{"block"}</th><th>{"ipdom"}</th><th>{"R"}</th><th>{"control dependent on"}</th></tr></thead>
                    <tbody>
                        { for ic.blocks.iter().take(shown[0]).map(|&b| {
                            let ph = match phase { Some(Phase::ControlDependence) => Phase::ControlDependence, Some(Phase::RK) => Phase::RK, _ => Phase::Ipdom };
                            let r = r_of(b).filter(|_| known(&progress.r, b));
                            let ipdom_known = known(&progress.ipdom, b);
                            let cd = progress.cd_of(ic, b);
                            let cd_text = if cd.is_empty() {
                                if progress.cd_done { "∅".to_string() } else { String::new() }
                            } else {
                                let mut v: Vec<String> = cd.iter().take(MAX_SET).map(|e| edge_text(cfg, e)).collect();
                                if cd.len() > MAX_SET { v.push(format!("… {} more", cd.len() - MAX_SET)); }
                                v.join(", ")
                            };
                            html! {
                                <tr data-block={name(b)} class={row_class(b, ph)} onmouseenter={enter_block(b)} onmouseleave={leave.clone()}>
                                    <td>{ name(b) }</td>
                                    <td data-col="ipdom" class={classes!((!ipdom_known).then_some("pending"))}>{ if ipdom_known { ic.ipdom[b.index()].map_or_else(|| "(virtual exit)".to_string(), name) } else { String::new() } }</td>

                                    <td data-col="R" class={classes!(r.is_none().then_some("pending"), r.is_some_and(|p| hover_preds.contains(&p)).then_some("linked"), r.is_some_and(|p| step_preds.contains(&p) && phase == Some(Phase::RK)).then_some("step-cell"))}>{ r.map(pred_name).unwrap_or_default() }</td>
                                    <td data-col="cd" class={classes!(cd_text.is_empty().then_some("pending"))}>{ cd_text }</td>
                                </tr>
                            }
                        }) }
                    </tbody>
                </table>
                { more(ic.blocks.len(), shown[0], "blocks", more_of(0)) }
                if !ic.walks.is_empty() {
                    <details class="ifc-walks" open={phase == Some(Phase::ControlDependence)}>
                        <summary>{ if progress.walks < ic.walks.len() {
                            format!("The control-dependence walk ({} of {} branch edges walked)", progress.walks, ic.walks.len())
                        } else {
                            format!("The control-dependence walk ({} branch edges)", ic.walks.len())
                        } }</summary>
                        <table class="numbers ifc-table" id="ifc-walks">
                            <thead><tr><th>{"edge"}</th><th>{"walk from the target up to"}</th><th>{"visited (control dependent)"}</th></tr></thead>
                            <tbody>
                                { for ic.walks.iter().take(progress.walks.min(shown[1])).map(|w| {
                                    let is_step = t.and_then(|s| s.edge.as_ref()).is_some_and(|e| e.branch == w.edge.branch && e.index == w.edge.index);
                                    html! {
                                        <tr data-edge={edge_text(cfg, &w.edge)} class={classes!(is_step.then_some("step-row"), hover_blocks.contains(&w.edge.branch).then_some("linked"))}
                                            onmouseenter={enter_block(w.edge.branch)} onmouseleave={leave.clone()}>
                                            <td>{ format!("[{}, {}, {}]", name(w.edge.branch), name(w.edge.target), w.edge.label) }</td>
                                            <td>{ format!("ipdom({}) = {}", name(w.edge.branch), w.stop.map_or_else(|| "(virtual exit)".to_string(), name)) }</td>
                                            <td>{ if w.path.is_empty() { "—".to_string() } else { w.path.iter().map(|&b| name(b)).collect::<Vec<_>>().join(" ") } }</td>
                                        </tr>
                                    }
                                }) }
                            </tbody>
                        </table>
                        if progress.walks == 0 {
                            <p class="hint ifc-later">{"Walked in step 2 · control dependence."}</p>
                        }
                        { more(progress.walks, shown[1], "edges", more_of(1)) }
                    </details>
                }

                <h3>{"3 · K: the edges that define each predicate"}</h3>
                <table class="numbers ifc-table" id="ifc-k">
                    <thead><tr><th>{"predicate"}</th><th>{"K"}</th><th>{"guards"}</th><th>{"defined by"}</th><th>{"K_init"}</th></tr></thead>
                    <tbody>
                        { for ic.predicates.iter().enumerate().filter(|(i, _)| progress.preds.get(*i).copied().unwrap_or(false)).take(shown[2]).map(|(i, p)| {
                            let pr = Pred(i as u32);
                            let define = match p.define { DefineKind::True => "always true", DefineKind::Unconditional => "p = c / p = !c", DefineKind::Or => "p |= c (OR)" };
                            html! {
                                <tr data-pred={p.name.clone()} class={classes!(hover_preds.contains(&pr).then_some("linked"), step_preds.contains(&pr).then_some("step-row"))}
                                    onmouseenter={enter_pred(pr)} onmouseleave={leave.clone()}>
                                    <td>{ p.name.clone() }</td>
                                    <td data-col="K">{ if p.k.is_empty() { "∅".to_string() } else { let mut v: Vec<String> = p.k.iter().take(MAX_SET).map(|e| edge_text(cfg, e)).collect(); if p.k.len() > MAX_SET { v.push(format!("… {} more", p.k.len() - MAX_SET)); } format!("{{{}}}", v.join(", ")) } }</td>
                                    <td data-col="blocks">{ { let guarded: Vec<Block> = p.blocks.iter().copied().filter(|&b| known(&progress.r, b)).collect(); let mut v: Vec<String> = guarded.iter().take(MAX_SET).map(|&b| name(b)).collect(); if guarded.len() > MAX_SET { v.push(format!("… {} more", guarded.len() - MAX_SET)); } v.join(" ") } }</td>
                                    <td>{ define }</td>
                                    <td data-col="init" class={classes!((!progress.k_init).then_some("pending"))}>{ if p.init && progress.k_init { "= false" } else { "" } }</td>
                                </tr>
                            }
                        }) }
                    </tbody>
                </table>
                if !progress.preds.iter().any(|&x| x) {
                    <p class="hint ifc-later" id="ifc-k-later">{"Filled in by step 3 · R and K, one row per new predicate."}</p>
                }
                { more(progress.preds.iter().filter(|&&x| x).count(), shown[2], "predicates", more_of(2)) }

                <h3>{"4 · Augment K: liveness of the predicates (backwards)"}</h3>
                <table class="numbers ifc-table" id="ifc-live">
                    <thead><tr><th>{"block"}</th><th>{"guard"}</th><th>{"uses"}</th><th>{"kills"}</th><th>{"guarded defs"}</th><th>{"live-in"}</th><th>{"live-out"}</th></tr></thead>
                    <tbody>
                        { for ic.liveness.iter().take(shown[3]).map(|row| {
                            let done = known(&progress.live, row.block);
                            let cell = |v: &[Pred]| if done { set_text(v) } else { String::new() };
                            html! {
                                <tr data-block={name(row.block)} data-done={done.to_string()} class={classes!(row_class(row.block, Phase::AugmentK), (!done).then_some("pending"))} onmouseenter={enter_block(row.block)} onmouseleave={leave.clone()}>
                                    <td>{ name(row.block) }</td>
                                    <td>{ if done { pred_name(row.guard) } else { String::new() } }</td>
                                    <td>{ cell(&row.uses) }</td>
                                    <td>{ cell(&row.kills) }</td>
                                    <td>{ cell(&row.conditional_defs) }</td>
                                    <td data-col="in">{ cell(&row.live_in) }</td>
                                    <td data-col="out">{ cell(&row.live_out) }</td>
                                </tr>
                            }
                        }) }
                    </tbody>
                </table>
                { more(ic.liveness.len(), shown[3], "blocks", more_of(3)) }
                if progress.k_init {
                    <p id="ifc-kinit" data-known="true" class={classes!("ifc-kinit", (phase == Some(Phase::AugmentK) && k == last).then_some("step-row"))}>
                        { format!("K_init = {} — ", set_text(&ic.k_init)) }
                        { if ic.k_init.is_empty() { "every predicate is set before any guard reads it.".to_string() } else { "live at the entry: read by a guard on some path before anything sets them, so they start false.".to_string() } }
                    </p>
                } else {
                    <p id="ifc-kinit" data-known="false" class="ifc-kinit hint ifc-later">{"K_init: the predicates live at the entry, found at the last step (after the liveness rows fill in, from the last block up)."}</p>
                }

                <h3>{ format!("Predicated code ({} blocks in one straight line)", ic.blocks.len()) }</h3>
                <ol class="ifc-code" id="ifc-code">
                    { for ic.code.iter().enumerate().take(shown[4]).map(|(i, l)| {
                        let (kind, indent) = match &l.kind {
                            CodeKind::Init => ("init", true),
                            CodeKind::Label => ("label", false),
                            CodeKind::Instruction => ("inst", true),
                            CodeKind::Define { or: true, .. } => ("define or", true),
                            CodeKind::Define { .. } => ("define", true),
                        };
                        let def_pred = match &l.kind { CodeKind::Define { pred, .. } => Some(*pred), _ => None };
                        let linked = l.block.is_some_and(|b| hover_blocks.contains(&b)) || def_pred.is_some_and(|p| hover_preds.contains(&p)) || (matches!(l.kind, CodeKind::Init) && l.text.split_whitespace().next().is_some_and(|p| hover_preds.iter().any(|q| pred_name(*q) == p)));
                        let on_enter = match l.block { Some(b) => enter_block(b), None => Callback::noop() };
                        html! {
                            <li data-line={i.to_string()} data-block={l.block.map(name)} class={classes!("code-line", kind, linked.then_some("linked"), l.block.is_some_and(|b| step_blocks.first() == Some(&b) && phase == Some(Phase::RK)).then_some("step-row"))}
                                onmouseenter={on_enter} onmouseleave={leave.clone()}>
                                <span class="guard">{ if matches!(l.kind, CodeKind::Init) { String::new() } else { format!("({})", pred_name(l.guard)) } }</span>
                                <code>{ if indent { format!("    {}", l.text) } else { l.text.clone() } }</code>
                            </li>
                        }
                    }) }
                </ol>
                { more(ic.code.len(), shown[4], "lines", more_of(4)) }
                }
            </div>
            <div class="ifc-views">
                <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from("CFG with R and K")}
                           on_hover={on_graph_hover.clone()} on_focus={Callback::noop()} decor={cfg_decor} legend={cfg_legend} />
                if stage >= 2 {
                    <GraphView view={View::PostDomTree} analysed={a.clone()} focused={false}
                               on_hover={on_graph_hover} on_focus={Callback::noop()} decor={pdt_decor} legend={pdt_legend} />
                } else {
                    <p class="hint" id="ifc-pdt-pending">{"Drawing the post-dominator tree…"}</p>
                }
            </div>
        </div>
    }
}
