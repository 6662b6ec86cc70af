//! The all-hierarchies tab: every distinct LLVM cycle hierarchy over all DFS successor orders
//! (`reconverge_core::cycles::hierarchies`), as small multiples (forest + CFG with shaded
//! cycles), each with a witness order that can be applied, and a diff between any two.
//!
//! The enumeration runs in the worker, in slices: partial results arrive as they are found,
//! with a progress bar and a stop button; when the work cap is hit the panel says how much of
//! the order space was explored and offers to explore ten times further. At most
//! [`MAX_CARDS`] hierarchies are drawn at once (a picker reaches the others).

use crate::analysis::Analysed;
use crate::components::cycles::{cycle_decor, forest};
use crate::components::graph_view::{GraphView, Thumbnail};
use crate::state::{DfsOrder, View};
use crate::bridge::use_job;
use crate::worker::{JobResult, Request};
use reconverge_core::cycles::{self, CycleInfo};
use reconverge_core::{Block, Cfg};
use std::collections::BTreeSet;
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Hierarchies drawn at once.
pub const MAX_CARDS: usize = 12;

/// CFGs up to this many blocks get an interactive drawing per hierarchy; larger ones a
/// thumbnail (one interactive drawing is in the Cycles tab, under "use this order").
pub const MAX_INTERACTIVE: usize = 80;

/// Properties of [`HierarchiesPanel`].
#[derive(Properties, Clone)]
pub struct HierarchiesProps {
    /// The analyses (`source_cfg` is enumerated).
    pub analysed: Rc<Analysed>,
    /// The worker's job id of `analysed`.
    pub analysis: u64,
    /// Exploration budget level (traversals = `BASE_TRAVERSALS · 10^level`).
    pub budget: u32,
    /// The two hierarchies compared (0-based).
    pub diff: (usize, usize),
    /// Explore further.
    pub on_budget: Callback<u32>,
    /// Choose the compared hierarchies.
    pub on_diff: Callback<(usize, usize)>,
    /// Apply a witness order (block name → permutation).
    pub on_use_order: Callback<DfsOrder>,
    /// Hover.
    pub on_hover: Callback<Option<String>>,
}

impl PartialEq for HierarchiesProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed)
            && self.analysis == o.analysis
            && self.budget == o.budget
            && self.diff == o.diff
    }
}

/// A cycle as a comparable value: its block set, header and entries (names).
fn cycle_sets(cfg: &Cfg, info: &CycleInfo) -> Vec<(BTreeSet<String>, String, Vec<String>)> {
    let name = |b: Block| cycles::print::raw_name(cfg, b).into_owned();
    info.cycles()
        .map(|c| {
            (
                info.blocks(c).map(name).collect(),
                name(info.header(c)),
                info.entries(c).map(name).collect(),
            )
        })
        .collect()
}

/// The differences between two hierarchies, as list items.
fn diff(cfg: &Cfg, a: &CycleInfo, b: &CycleInfo) -> Html {
    let (ca, cb) = (cycle_sets(cfg, a), cycle_sets(cfg, b));
    let fmt =
        |s: &BTreeSet<String>| format!("{{{}}}", s.iter().cloned().collect::<Vec<_>>().join(", "));
    let mut items = Vec::new();
    for (set, h, e) in &ca {
        match cb.iter().find(|x| &x.0 == set) {
            Some((_, h2, e2)) if h2 != h || e2 != e => items.push(html! {
                <li class="changed">{ format!("cycle {}: header {h} (entries {}) vs header {h2} (entries {})", fmt(set), e.join(", "), e2.join(", ")) }</li>
            }),
            Some(_) => {}
            None => items.push(html! { <li class="only-a">{ format!("only in A: cycle {} with header {h}", fmt(set)) }</li> }),
        }
    }
    for (set, h, _) in &cb {
        if !ca.iter().any(|x| &x.0 == set) {
            items.push(html! { <li class="only-b">{ format!("only in B: cycle {} with header {h}", fmt(set)) }</li> });
        }
    }
    if items.is_empty() {
        html! { <p class="hint">{"Identical hierarchies."}</p> }
    } else {
        html! { <ul class="diff" id="hierarchy-diff">{ for items }</ul> }
    }
}

/// The tab.
#[function_component]
pub fn HierarchiesPanel(props: &HierarchiesProps) -> Html {
    let a = props.analysed.clone();
    let (job, stop) = use_job((props.analysis, props.budget), |&(analysis, level), job| {
        Request::Hierarchies { job, analysis, level }
    });
    // A job's view holds the previous analysis's answer until the new one arrives: another
    // CFG's hierarchies (a lesson step or a link changing the text on this tab) are not drawn.
    let result = job.result.as_deref().and_then(JobResult::hierarchies).filter(|all| !all.hierarchies.iter().any(|h| h.info.num_blocks() != a.cfg.num_blocks()));
    let Some(all) = result else {
        return html! {
            <div class="hierarchies" data-view="hierarchies" data-state="computing">
                <p class="hint" id="hierarchies-summary">{"Enumerating the cycle hierarchies of every DFS order in the worker…"}</p>
                <button id="stop-hierarchies" onclick={stop.reform(|_: MouseEvent| ())}>{"stop"}</button>
            </div>
        };
    };
    let running = !job.done;
    let n = all.hierarchies.len();
    let (da, db) = (
        props.diff.0.min(n.saturating_sub(1)),
        props.diff.1.min(n.saturating_sub(1)),
    );
    let pick = |which: usize| {
        let (cb, other) = (props.on_diff.clone(), if which == 0 { db } else { da });
        Callback::from(move |e: Event| {
            let v: usize = e
                .target_unchecked_into::<HtmlSelectElement>()
                .value()
                .parse()
                .unwrap_or(0);
            cb.emit(if which == 0 { (v, other) } else { (other, v) })
        })
    };
    let options = |sel: usize| {
        (0..n).map(|k| html! { <option value={k.to_string()} selected={k == sel}>{ format!("hierarchy {}", k + 1) }</option> }).collect::<Html>()
    };
    let more = {
        let (cb, level) = (props.on_budget.clone(), props.budget);
        Callback::from(move |_: MouseEvent| cb.emit(level + 1))
    };
    let src = &a.source_cfg;
    html! {
        <div class="hierarchies" data-view="hierarchies" data-count={n.to_string()} data-complete={all.complete.to_string()}
             data-state={if running { "running" } else { "done" }}>
            <p class="what">{"Every distinct LLVM cycle hierarchy over all DFS successor orders: an irreducible cycle's header is the block the DFS enters it by, so different orders can give different hierarchies. Each card gives a witness order; \"use this order\" applies it to every tab."}</p>
            <div class="hier-head">
                <p id="hierarchies-summary"><strong>{ if running { format!("{} so far…", crate::format::count(n, "distinct hierarchy")) } else { all.summary() } }</strong></p>
                <progress max="1" value={format!("{:.4}", all.explored_fraction)} title="fraction of the DFS successor orders accounted for"></progress>
                if running {
                    <button id="stop-hierarchies" onclick={stop.reform(|_: MouseEvent| ())}>{"stop"}</button>
                } else if !all.complete {
                    <button id="explore-more" onclick={more}>{"explore ×10 further"}</button>
                }
                if n > 1 {
                    <span class="diff-pick">
                        {"diff "}<select id="diff-a" onchange={pick(0)}>{ options(da) }</select>
                        {" vs "}<select id="diff-b" onchange={pick(1)}>{ options(db) }</select>
                    </span>
                }
            </div>
            if n > 1 {
                { diff(src, &all.hierarchies[da].info, &all.hierarchies[db].info) }
            }
            if n > MAX_CARDS {
                <p class="hint" id="cards-capped">{ format!("Showing the first {MAX_CARDS} of {n} hierarchies; compare any two with the diff pickers above.") }</p>
            }
            <div class="gallery">
                { for all.hierarchies.iter().enumerate().take(MAX_CARDS).map(|(k, h)| {
                    let order_text = reconverge_core::input::dfs_order::format(src, &h.order);
                    let named: DfsOrder = src
                        .blocks()
                        .filter_map(|b| h.order.get(b.index()).filter(|p| !p.is_empty() && p.iter().enumerate().any(|(i, &j)| i as u32 != j)).map(|p| (src.name_of(b).to_string(), p.clone())))
                        .collect();
                    let apply = {
                        let cb = props.on_use_order.clone();
                        Callback::from(move |_: MouseEvent| cb.emit(named.clone()))
                    };
                    let decor = Rc::new(cycle_decor(&a.cfg, &h.info));
                    html! {
                        <div class="hier-card" data-hierarchy={(k + 1).to_string()}>
                            <div class="card-head">
                                <strong>{ format!("Hierarchy {} of {n}", k + 1) }</strong>
                                <span class="share">{ format!("{:.1}% of orders", 100.0 * h.share) }</span>
                                <button class="use-order" onclick={apply} title="Make this the DFS order of every view">{"use this order"}</button>
                            </div>
                            <div class="witness">{"DFS order: "}<code>{ order_text }</code></div>
                            { forest(src, &h.info) }
                            if src.num_blocks() <= MAX_INTERACTIVE {
                                <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from(format!("hierarchy {}", k + 1))}
                                           on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={decor} />
                            } else {
                                <Thumbnail analysed={a.clone()} decor={decor} title={AttrValue::from(format!("hierarchy {}: the CFG with its cycles shaded", k + 1))} />
                            }
                        </div>
                    }
                }) }
            </div>
        </div>
    }
}
