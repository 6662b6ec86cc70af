//! The dominator-algorithm stepper: the four algorithms side by side, each played step by step
//! with the current step highlighted on the CFG and the `dfnum / parent / sdom / idom` table
//! filling in (traces from `reconverge_core::dominator_algorithms`).

use crate::analysis::Analysed;
use crate::components::graph_view::{Decor, GraphView};
use crate::state::View;
use crate::bridge::use_job;
use crate::worker::{JobResult, Request};
use reconverge_core::dominator_algorithms::{Algorithm, Column, Trace, Truncation};
use reconverge_core::Block;
use std::rc::Rc;
use web_sys::{HtmlInputElement, KeyboardEvent};
use yew::prelude::*;

/// The URL / `data-algorithm` id of an algorithm.
pub fn algorithm_id(a: Algorithm) -> &'static str {
    match a {
        Algorithm::DataFlow => "data-flow",
        Algorithm::CooperHarveyKennedy => "chk",
        Algorithm::SimpleLengauerTarjan => "slt",
        Algorithm::SemiNca => "semi-nca",
    }
}

/// The algorithm with URL id `id`, or with the long name a lesson's `algorithm:` line uses
/// (`cooper-harvey-kennedy`, `simple-lengauer-tarjan`; core `lessons::parse::ALGORITHMS`);
/// Semi-NCA for an unknown id.
pub fn algorithm_from_id(id: &str) -> Algorithm {
    let id = match id {
        "cooper-harvey-kennedy" => "chk",
        "simple-lengauer-tarjan" => "slt",
        x => x,
    };
    Algorithm::ALL
        .into_iter()
        .find(|&a| algorithm_id(a) == id)
        .unwrap_or(Algorithm::SemiNca)
}

/// Properties of [`Stepper`].
#[derive(Properties, Clone)]
pub struct StepperProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
    /// The worker's job id of `analysed` (the traces are computed there).
    pub analysis: u64,
    /// The algorithm id.
    pub algorithm: AttrValue,
    /// The current step.
    pub step: usize,
    /// Choose an algorithm (by id).
    pub on_algorithm: Callback<String>,
    /// Go to a step.
    pub on_step: Callback<usize>,
    /// Hover.
    pub on_hover: Callback<Option<String>>,
}

impl PartialEq for StepperProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed)
            && self.analysis == o.analysis
            && self.algorithm == o.algorithm
            && self.step == o.step
    }
}

/// The stepper.
#[function_component]
pub fn Stepper(props: &StepperProps) -> Html {
    let a = props.analysed.clone();
    let (job, _) = use_job(props.analysis, |&analysis, job| Request::Traces { job, analysis });
    let alg = algorithm_from_id(&props.algorithm);
    // All four traces (the picker lists them; Semi-NCA is the reference), else still pending.
    let complete = |t: &crate::worker::Traces| [alg, Algorithm::SemiNca].iter().all(|x| t.traces.iter().any(|t| t.0 == *x));
    let Some(traces) = job.result.as_deref().and_then(JobResult::traces).filter(|t| complete(t)) else {
        return html! {
            <div class="stepper" data-view="stepper" data-state="computing">
                <p class="hint" id="traces-pending">{ format!("Tracing the four dominator algorithms on {} in the worker…", crate::format::count(a.cfg.num_blocks(), "block")) }</p>
            </div>
        };
    };
    let cfg = &a.cfg;
    let Some((_, _, trace)) = traces.traces.iter().find(|t| t.0 == alg) else { return html! {} };
    let last = trace.len().saturating_sub(1);
    let k = props.step.min(last);
    let step = trace.steps.get(k);
    let table = if trace.is_empty() {
        trace.empty_table()
    } else {
        trace.table_at(k)
    };
    let name = |b: Block| cfg.name_of(b).to_string();

    // Highlights of the current step on the CFG.
    let focus: Vec<Block> = step.map(|s| s.blocks.clone()).unwrap_or_default();
    let node_class = cfg
        .blocks()
        .map(|b| match focus.iter().position(|&x| x == b) {
            Some(0) => "step-focus".to_string(),
            Some(_) => "step-block".to_string(),
            None => String::new(),
        })
        .collect();
    let step_edges: Vec<(Block, Block)> = step.map(|s| s.edges.clone()).unwrap_or_default();
    let edge_class = cfg
        .edges()
        .map(|e| {
            if step_edges.contains(&e) {
                "step-edge".to_string()
            } else {
                String::new()
            }
        })
        .collect();
    let badges = cfg
        .blocks()
        .map(|b| {
            match table
                .get(b, Column::Dfnum)
                .or_else(|| table.get(b, Column::Rpo))
            {
                Some(reconverge_core::dominator_algorithms::Value::Number(n)) => {
                    Some(format!("#{n}"))
                }
                _ => None,
            }
        })
        .collect();
    let decor = Rc::new(Decor {
        node_class,
        edge_class,
        badges,
        edge_title: Vec::new(),
        regions: Vec::new(),
        joins: Vec::new(),
    });

    let go = |to: usize| {
        let cb = props.on_step.clone();
        Callback::from(move |_: MouseEvent| cb.emit(to))
    };
    let on_slider = {
        let cb = props.on_step.clone();
        Callback::from(move |e: InputEvent| {
            let v: HtmlInputElement = e.target_unchecked_into();
            cb.emit(v.value().parse().unwrap_or(0))
        })
    };
    let on_key = {
        let cb = props.on_step.clone();
        Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
            "ArrowRight" => cb.emit((k + 1).min(last)),
            "ArrowLeft" => cb.emit(k.saturating_sub(1)),
            "Home" => cb.emit(0),
            "End" => cb.emit(last),
            _ => {}
        })
    };
    // Cells changed by the current step.
    let changed = |b: Block, c: Column| {
        step.is_some_and(|s| s.changes.iter().any(|ch| ch.block == b && ch.column == c))
    };
    let rows: Vec<Block> = {
        // Rows in DFS preorder (the order the algorithms number blocks), unreachable last.
        let mut r: Vec<Block> = a.dt.preorder().to_vec();
        r.extend(cfg.blocks().filter(|&b| !a.dt.is_reachable(b)));
        r.truncate(crate::components::frontiers::MAX_ROWS);
        r
    };
    let too_large = matches!(trace.truncated, Some(Truncation::Blocks { .. }));
    let final_idoms: Vec<Option<Block>> = traces.traces.iter().find(|t| t.0 == alg).map(|t| t.1.clone()).unwrap_or_default();
    let Some((_, reference, _)) = traces.traces.iter().find(|t| t.0 == Algorithm::SemiNca) else { return html! {} };
    html! {
        <div class="stepper" data-view="stepper" data-algorithm={algorithm_id(alg)} data-step={k.to_string()} tabindex="0" onkeydown={on_key}>
            <div class="stepper-side">
                <div class="algorithms" role="radiogroup">
                    { for traces.traces.iter().map(|(x, idoms, t)| {
                        let cb = props.on_algorithm.clone();
                        let id = algorithm_id(*x);
                        let onclick = Callback::from(move |_: MouseEvent| cb.emit(id.to_string()));
                        let (time, space) = x.complexity();
                        html! {
                            <button class={classes!("algorithm", (*x == alg).then_some("active"))} data-algorithm={id} {onclick}
                                    role="radio" aria-checked={(*x == alg).to_string()}>
                                <strong>{ x.name() }</strong>
                                <span class="meta">{ format!("time {time}, space {space} · {} · {}",
                                    if too_large { "not traced".to_string() } else { crate::format::count(t.len(), "step") },
                                    if idoms == reference { "agrees ✓" } else { "DISAGREES" }) }</span>
                            </button>
                        }
                    }) }
                </div>
                if too_large {
                    { too_large_view(trace, cfg.num_blocks(), &rows, &final_idoms, &name) }
                } else {
                <div class="controls">
                    <button title="First step (Home)" onclick={go(0)} id="step-first">{"«"}</button>
                    <button title="Previous step (←)" onclick={go(k.saturating_sub(1))} id="step-prev">{"‹"}</button>
                    <button title="Next step (→)" onclick={go((k + 1).min(last))} id="step-next">{"›"}</button>
                    <button title="Last step (End)" onclick={go(last)} id="step-last">{"»"}</button>
                    <input type="range" min="0" max={last.to_string()} value={k.to_string()} oninput={on_slider} aria-label="step" />
                    <span class="step-count" id="step-count">{ format!("step {} / {}", k + 1, trace.len().max(1)) }</span>
                </div>
                if let Some(t @ Truncation::Steps { .. }) = &trace.truncated {
                    <p class="hint" id="trace-shortened">{ format!("Trace shortened: {t}. The final table is still exact.") }</p>
                }
                <div class="step-message" id="step-message">
                    if let Some(s) = step {
                        <span class="phase">{ s.phase.name() }</span>{ " " }{ crate::format::rich(&s.message) }
                    }
                </div>
                <table class="trace-table" id="trace-table">
                    <thead><tr><th>{"block"}</th>{ for table.columns.iter().map(|c| html! { <th>{ c.header() }</th> }) }</tr></thead>
                    <tbody>
                        { for rows.iter().map(|&b| html! {
                            <tr data-row={name(b)} class={classes!(focus.first().is_some_and(|&f| f == b).then_some("focus"))}>
                                <td>{ name(b) }</td>
                                { for table.columns.iter().map(|&c| {
                                    let v = table.get(b, c).map(|v| v.render(&|x| name(x))).unwrap_or_default();
                                    html! { <td data-col={c.header()} class={classes!(changed(b, c).then_some("changed"))}>{ v }</td> }
                                }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
                }
            </div>
            <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from(format!("CFG: {}", alg.name()))}
                       on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={decor} />
        </div>
    }
}

/// The stepper of a CFG too large to trace: what happened, what to do, and the final idoms
/// every algorithm computed (the first rows).
fn too_large_view(trace: &Trace, blocks: usize, rows: &[Block], idoms: &[Option<Block>], name: &dyn Fn(Block) -> String) -> Html {
    let limit = trace.limits.max_blocks;
    html! {
        <>
            <p class="hint" id="trace-too-large" data-blocks={blocks.to_string()} data-limit={limit.to_string()}>
                { format!("Step-by-step traces are recorded for CFGs of up to {} blocks; this one has {}. ",
                    crate::format::thousands(limit as u64), crate::format::thousands(blocks as u64)) }
                {"Each algorithm still ran in full (the buttons say whether it agrees with Semi-NCA); the table lists the final "}<code>{"idom"}</code>{" of each block. "}
                {"To watch an algorithm step by step, pick a smaller function or an example."}
            </p>
            <table class="trace-table" id="trace-table" data-final="true">
                <thead><tr><th>{"block"}</th><th>{"idom (final)"}</th></tr></thead>
                <tbody>
                    { for rows.iter().map(|&b| html! {
                        <tr data-row={name(b)}>
                            <td>{ name(b) }</td>
                            <td data-col="idom">{ idoms.get(b.index()).copied().flatten().map(name).unwrap_or_else(|| "—".to_string()) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            if blocks > rows.len() {
                <p class="hint" id="trace-rows-capped">{ format!("First {} of {} rows; Export → JSON lists every block's idom.", crate::format::thousands(rows.len() as u64), crate::format::thousands(blocks as u64)) }</p>
            }
        </>
    }
}
