//! The uniformity tab: LLVM's uniformity analysis of the shown function — divergent values and
//! branches, join blocks, divergent cycle exits, temporal divergence, cycles assumed divergent,
//! m-convergence — with the reason chain of any verdict (click a line or a block) highlighted
//! on the CFG, and a check that the verdicts are the same under every cycle hierarchy.

use crate::analysis::Analysed;
use crate::components::graph_view::{Decor, GraphView, Region};
use crate::state::View;
use crate::bridge::use_job;
use crate::worker::{JobResult, Request, UniformityExtras, MAX_M_BLOCKS};
use crate::uniformity_view::{BlockRow, Line, PanelView};

use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`UniformityPanel`].
#[derive(Properties, Clone)]
pub struct UniformityProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
    /// The worker's job id of `analysed` (hierarchy comparison and m-convergence run there).
    pub analysis: u64,
    /// The value or block whose reason chain is shown (`%x`, a block name).
    pub explain: Option<String>,
    /// Ask for a chain (`None` clears).
    pub on_explain: Callback<Option<String>>,
    /// Hover.
    pub on_hover: Callback<Option<String>>,
    /// Rotate a block's successor order.
    pub on_rotate: Callback<(String, usize)>,
}

impl PartialEq for UniformityProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed)
            && self.analysis == o.analysis
            && self.explain == o.explain
    }
}

/// The m-convergence section: per block the exact verdict, LLVM's, and why.
fn m_section(extras: Option<&UniformityExtras>) -> Html {
    let Some(extras) = extras.filter(|e| e.m_done) else {
        return html! { <p class="hint">{"Computing in the worker…"}</p> };
    };
    let Some((m, gap)) = &extras.m() else {
        return html! { <p class="hint">{ crate::format::rich(&format!("More than {MAX_M_BLOCKS} blocks: use `reconverge converge FILE --m-converged`.")) }</p> };
    };
    let verdict = |x: bool| if x { "yes" } else { "no" };
    html! {
        <>
            <p class="hint" id="m-summary">{ format!(
                "{} hierarch{}{} · all paths of at most {} blocks ({} prefixes{}) · gap: {} block{} m-converged that LLVM's conservative criterion gives up on{}",
                m.orders.len(), if m.orders.len() == 1 { "y" } else { "ies" }, if m.hierarchies_complete { "" } else { " (enumeration capped)" },
                m.depth, m.nodes, if m.paths_complete { ", every path" } else { "" },
                gap.conservative.len(), if gap.conservative.len() == 1 { "" } else { "s" },
                if gap.unsound.is_empty() { String::new() } else { format!("; {} block(s) LLVM calls m-converged because a branch is marked uniform (the exact comparison lets every branch diverge)", gap.unsound.len()) }) }</p>
            <table class="numbers" id="m-table">
                <thead>
                    <tr><th rowspan="2">{"block"}</th><th colspan="2">{"m-converged"}</th><th rowspan="2">{"why not"}</th></tr>
                    <tr><th>{"exact"}</th><th>{"LLVM"}</th></tr>
                </thead>
                <tbody>{ for m.blocks.iter().map(|b| {
                    let llvm = b.llvm_m_converged.unwrap_or(true);
                    let exact = m.witness_text(b).map(|t| format!("Exact: the {t}."));
                    let why = html! { <>
                        if let Some(e) = exact { <div>{ e }</div> }
                        if let Some(r) = &b.llvm_reason { <div>{ format!("LLVM: {r}.") }</div> }
                    </> };
                    html! {
                        <tr data-m-block={b.name.clone()} class={classes!((b.m_converged != llvm).then_some("gap"))}>
                            <td>{ b.name.clone() }</td><td>{ verdict(b.m_converged) }</td><td>{ verdict(llvm) }</td><td class="why">{ why }</td>
                        </tr>
                    }
                }) }</tbody>
            </table>
        </>
    }
}

/// Block rows listed (the drawing marks all blocks; find or click reaches the others).
pub const MAX_ROWS: usize = 400;

/// One instruction or argument line. Clicking explains the value (or, for a terminator, its
/// block's branch); lines without a name (stores, void calls) explain nothing.
fn value_line(
    v: &Line,
    explain: &Option<String>,
    on_explain: &Callback<Option<String>>,
    on_hover: &Callback<Option<String>>,
    block: &str,
) -> Html {
    let named = v.terminator || v.key.starts_with('%');
    let click = named.then(|| {
        let (cb, n) = (on_explain.clone(), v.key.clone());
        Callback::from(move |_: MouseEvent| cb.emit(Some(n.clone())))
    });
    let enter = {
        let (cb, b) = (on_hover.clone(), block.to_string());
        Callback::from(move |_: MouseEvent| cb.emit(Some(b.clone())))
    };
    let selected = named && explain.as_deref() == Some(v.key.as_str());
    html! {
        <div class={classes!("uni-line", if v.divergent { "divergent" } else { "uniform" }, selected.then_some("selected"), v.terminator.then_some("terminator"))}
             data-value={(named && !v.terminator).then(|| v.key.clone())} onclick={click} onmouseenter={enter}
             title={v.title.clone()}>
            <span class="mark">{ if v.divergent { "DIVERGENT" } else { "" } }</span>
            <code>{ v.text.clone() }</code>
        </div>
    }
}

fn block_badges(b: &BlockRow) -> Html {
    html! {
        <>
            if b.divergent_branch { <span class="ubadge div-branch">{"divergent branch"}</span> }
            if b.join_count > 0 {
                <span class="ubadge join">{ format!("join of {}{}", b.join_of.join(", "), if b.join_count > b.join_of.len() { format!(" and {} more", b.join_count - b.join_of.len()) } else { String::new() }) }</span>
            }
            if b.divergent_mask { <span class="ubadge mask">{"divergent mask"}</span> }
            if !b.m_converged { <span class="ubadge not-mconv">{"not m-converged"}</span> }
        </>
    }
}

use crate::format::count;

/// The uniformity tab.
#[function_component]
pub fn UniformityPanel(props: &UniformityProps) -> Html {
    let a = props.analysed.clone();
    let (vjob, _) = use_job((props.analysis, props.explain.clone()), |(analysis, explain), job| Request::UniformityView {
        job,
        analysis: *analysis,
        explain: explain.clone(),
    });
    let (job, _) = use_job(props.analysis, |&analysis, job| Request::UniformityExtras { job, analysis });
    let extras = match job.result.as_deref() {
        Some(JobResult::UniformityExtras(x)) => Some(x.clone()),
        _ => None,
    };
    // Keep the last view while a new one (another explain) is computed.
    let last_view = use_mut_ref(|| None::<(u64, Rc<JobResult>)>);
    if let Some(r) = vjob.result.clone() {
        *last_view.borrow_mut() = Some((props.analysis, r));
    }
    let held = last_view.borrow().clone().filter(|(id, _)| *id == props.analysis).map(|(_, r)| r);
    let Some(JobResult::UniformityView(j)) = held.as_deref() else {
        return html! {
            <div class="uniformity" data-view="uniformity" data-state="computing">
                <crate::components::job_wait::JobWait key={props.analysis.to_string()} id="uni-summary" what={format!("Uniformity of {} — preparing the view in the worker", count(a.cfg.num_blocks(), "block"))} />
            </div>
        };
    };
    let j: &PanelView = j;
    let cfg = &a.cfg;
    let (chain_blocks, chain_edges) = j.explain.as_ref().map(|c| (c.blocks.clone(), c.edges.clone())).unwrap_or_default();
    let node_class = j
        .blocks
        .iter()
        .map(|b| {
            let mut c = Vec::new();
            if b.divergent_branch {
                c.push("div-branch");
            }
            if b.join_count > 0 {
                c.push("join");
            }
            if b.divergent_mask {
                c.push("div-mask");
            }
            if !b.m_converged {
                c.push("not-mconv");
            }
            if chain_blocks.binary_search(&b.id).is_ok() {
                c.push("chain");
            }
            c.join(" ")
        })
        .collect();
    let edge_class = cfg
        .edges()
        .map(|(x, y)| {
            if chain_edges.binary_search(&(x.0, y.0)).is_ok() {
                "witness".to_string()
            } else {
                String::new()
            }
        })
        .collect();
    let ci = &a.uniformity_cycles;
    let mut regions: Vec<Region> = Vec::new();
    let offsets = crate::components::cycles::edge_offsets(cfg);
    let region_of = |c: reconverge_core::cycles::Cycle, color: u32, id: String| {
        crate::components::cycles::cycle_region(cfg, &offsets, ci, c, color, 12.0, id)
    };
    let mut budget = crate::components::cycles::MAX_REGION_BLOCKS;
    let mut fits = |c: reconverge_core::cycles::Cycle| {
        let size = ci.blocks(c).count();
        let ok = size <= budget;
        if ok {
            budget -= size;
        }
        ok
    };
    for &c in a.divergent_exit_cycles.iter().filter(|&&c| fits(c)) {
        regions.push(region_of(
            c,
            3,
            format!("exit-{}", cfg.name_of(ci.header(c))),
        ));
    }
    for &c in a.assumed_cycles.iter().filter(|&&c| fits(c)) {
        regions.push(region_of(
            c,
            1,
            format!("assumed-{}", cfg.name_of(ci.header(c))),
        ));
    }
    let badges = j
        .blocks
        .iter()
        .map(|b| {
            if b.divergent_branch {
                Some("÷".to_string())
            } else {
                None
            }
        })
        .collect();
    // Joins of divergent branches: join marks of the drawing's label mechanism.
    let joins = j.blocks.iter().map(|b| (b.join_count > 0).then(|| "join".to_string())).collect();
    let decor = Rc::new(Decor {
        node_class,
        edge_class,
        badges,
        joins,
        edge_title: Vec::new(),
        regions,
    });
    let on_block = {
        let cb = props.on_explain.clone();
        Callback::from(move |b: String| cb.emit(Some(b)))
    };
    let clear = {
        let cb = props.on_explain.clone();
        Callback::from(move |_: MouseEvent| cb.emit(None))
    };
    let legend = html! {
        <>
            <span class="key div-branch">{"divergent branch ÷"}</span>
            <span class="key join">{"join"}</span>
            <span class="key mask">{"divergent mask"}</span>
            <span class="key assumed">{"cycle assumed divergent"}</span>
            <span class="key exitc">{"cycle with divergent exit"}</span>
            <span class="key chain">{"reason chain"}</span>
        </>
    };
    let (k, same, complete) = extras.as_ref().map_or((0, true, false), |x| (x.hierarchies, x.same, x.complete));
    html! {
        <div class="uniformity" data-view="uniformity" data-all-uniform={j.all_uniform.to_string()}>
            <div class="uni-side">
                <p id="uni-summary">
                    if j.all_uniform {
                        <strong>{"ALL VALUES UNIFORM"}</strong>
                    } else {
                        <strong>{ format!("{} · {} · {} assumed divergent · {} with divergent exit · {}",
                            count(j.divergent_values, "divergent value"), count(j.divergent_branches, "divergent branch"),
                            count(j.assumed_cycles, "cycle"), count(j.exit_cycles, "cycle"),
                            count(j.temporal, "temporal-divergence use")) }</strong>
                    }
                    { format!(" (sources: {})", if j.ir { j.target.as_str() } else { "branch marks" }) }
                </p>
                <p id="uni-hierarchies" class={if same { "hint ok" } else { "hint bad" }}>
                    { match (same, k) {
                        (_, 0) => "Comparing the verdicts under every cycle hierarchy (in the worker)…".to_string(),
                        (true, 1) if complete => "This CFG has one cycle hierarchy for every DFS order, so the verdicts cannot depend on it.".to_string(),
                        (true, _) => format!("Same verdicts under all {k} cycle hierarchies{} — headers change with the DFS order (⟳), the verdicts do not.", if complete { "" } else { " explored so far" }),
                        (false, _) => format!("Verdicts differ between the {k} cycle hierarchies!"),
                    } }
                </p>
                <div class="reason" id="reason">
                    if let Some(c) = &j.explain {
                        <div class="reason-head"><strong>{ format!("Why {}?", c.query) }</strong><button onclick={clear}>{"×"}</button></div>
                        <ol>{ for c.steps.iter().map(|s| html! { <li>{ s.clone() }</li> }) }</ol>
                        if c.steps.is_empty() { <p>{ c.text.clone() }</p> }
                    } else {
                        <p class="hint">{"Click a value, a branch or a block to see why it is divergent (or not m-converged)."}</p>
                    }
                </div>
                <div class="uni-listing" id="uni-listing">
                    if !j.arguments.is_empty() {
                        <div class="uni-block"><div class="uni-block-head">{"arguments"}</div>
                            { for j.arguments.iter().map(|v| value_line(v, &props.explain, &props.on_explain, &props.on_hover, "")) }
                        </div>
                    }
                    { for j.blocks.iter().take(MAX_ROWS).map(|b| {
                        let click = {
                            let (cb, n) = (props.on_explain.clone(), b.name.clone());
                            Callback::from(move |_: MouseEvent| cb.emit(Some(n.clone())))
                        };
                        html! {
                            <div class="uni-block" data-block-row={b.name.clone()}>
                                <div class="uni-block-head" onclick={click}>{ format!("{}:", b.name) }{ block_badges(b) }</div>
                                { for b.lines.iter().map(|v| value_line(v, &props.explain, &props.on_explain, &props.on_hover, &b.name)) }
                            </div>
                        }
                    }) }
                </div>
                if j.blocks.len() > MAX_ROWS || j.lines_capped > 0 {
                    <p class="hint" id="listing-capped">{ format!("Listing the first {} of {} and {} value lines; the drawing marks every block — click one (or find it) to see why.",
                        MAX_ROWS.min(j.blocks.len()), count(j.blocks.len(), "block"), if j.lines_capped > 0 { format!("leaving out {}", crate::format::thousands(j.lines_capped as u64)) } else { "all".into() }) }</p>
                }
                <details class="uni-opt">
                    <summary>{ if j.ir { "opt -mtriple amdgcn-- -passes='print<uniformity>'" } else { "summary (graph mode)" } }</summary>
                    <pre id="uni-opt">{ j.opt_text.clone() }</pre>
                </details>
                <details class="uni-opt" id="m-convergence">
                    <summary>{"m-convergence: exact (every cycle hierarchy) vs LLVM's static verdict"}</summary>
                    { m_section(extras.as_ref()) }
                </details>
            </div>
            <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from("CFG: uniformity")}
                       on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={decor} {legend}
                       on_block_click={on_block} on_rotate={props.on_rotate.clone()} />
        </div>
    }
}
