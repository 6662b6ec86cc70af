//! Vulkan's maximal reconvergence in the explorer (issue 23), drawn from the worker's view
//! models ([`crate::vulkan_view`]):
//! - [`ConstructsTable`]: per structured construct its kind, header, merge block, continue
//!   target and blocks (under the CFG view of the Trees tab);
//! - [`VulkanPanel`]: in the Warp tab, the Vulkan table with the instances on which LLVM's
//!   maximal relation and Vulkan's differ marked (`td.vk-differs`, the reason in the title),
//!   the list of differences with their reasons, and the subgroup ballots per thread and
//!   instance under both relations.
//!
//! Test hooks: `#constructs` (`tr[data-construct]`), `#vulkan-vs-llvm`
//! (`data-differences`), `#vulkan-table td.vk-differs`, `#vulkan-differences li`,
//! `#ballots tr[data-thread]`.

use crate::analysis::Analysed;
use crate::worker::{JobResult, WarpRuns};
use reconverge_core::constructs::Constructs;
use reconverge_core::convergence::TableReport;
use reconverge_core::engine::PolicyKind;
use std::rc::Rc;
use std::sync::Arc;
use yew::prelude::*;

/// Columns of the Vulkan table drawn at once.
pub const MAX_COLUMNS: usize = 240;
/// Differences listed (the rest is counted).
pub const MAX_LISTED: usize = 200;
/// Ballot rows listed.
pub const MAX_BALLOTS: usize = 500;

/// The constructs the `vulkan` policy runs with: the shown function's, when they check.
pub fn engine_constructs(a: &Analysed) -> Option<Arc<Constructs>> {
    a.constructs.as_ref().and_then(|c| c.as_ref().ok()).map(|c| Arc::new(c.constructs.clone()))
}

/// Properties of [`ConstructsTable`].
#[derive(Properties, Clone)]
pub struct ConstructsProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
    /// Hover (a construct row highlights its header).
    pub on_hover: Callback<Option<String>>,
}

impl PartialEq for ConstructsProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed)
    }
}

/// The Constructs table: nothing when the function declares no construct.
#[function_component]
pub fn ConstructsTable(props: &ConstructsProps) -> Html {
    let a = &props.analysed;
    let Some(c) = &a.constructs else { return html! {} };
    let c = match c {
        Ok(c) => c,
        Err(e) => {
            return html! { <div class="alert" role="alert" id="constructs-error">{ crate::format::rich(&format!("Structured constructs: {e}")) }</div> };
        }
    };
    let cfg = &a.source_cfg;
    let name = |b: reconverge_core::Block| cfg.name_of(b).to_string();
    const SHOWN: usize = 12;
    html! {
        <details class="constructs" id="constructs" open=true>
            <summary>{ format!("Structured constructs ({}) — SPIR-V §2.11; drawn as regions on the CFG", c.constructs.constructs.len()) }</summary>
            <table class="numbers">
                <thead><tr><th>{"construct"}</th><th>{"header"}</th><th>{"merge"}</th><th>{"continue"}</th><th>{"blocks"}</th></tr></thead>
                <tbody>{ for c.constructs.constructs.iter().enumerate().map(|(k, x)| {
                    let label = crate::vulkan_view::label(cfg, x.kind, x.header);
                    let header = name(x.header);
                    let (enter, leave) = {
                        let (h, on) = (header.clone(), props.on_hover.clone());
                        (Callback::from(move |_: MouseEvent| on.emit(Some(h.clone()))), props.on_hover.reform(|_: MouseEvent| None))
                    };
                    let blocks: Vec<String> = x.blocks.iter().map(|&b| name(b)).collect();
                    let more = blocks.len().saturating_sub(SHOWN);
                    html! {
                        <tr data-construct={label.clone()} data-kind={x.kind.name()} class={format!("construct-row region-{}", k % 8)} onmouseenter={enter} onmouseleave={leave}>
                            <td><span class="swatch"></span>{ x.kind.name() }</td>
                            <td>{ header }</td>
                            <td>{ name(x.merge) }</td>
                            <td>{ x.continue_target.map(name).unwrap_or_default() }</td>
                            <td title={blocks.join(" ")}>{ blocks[..blocks.len().min(SHOWN)].join(" ") }{ if more > 0 { format!(" … +{more}") } else { String::new() } }</td>
                        </tr>
                    }
                }) }</tbody>
            </table>
        </details>
    }
}

/// Properties of [`VulkanPanel`].
#[derive(Properties, Clone)]
pub struct VulkanProps {
    /// The warp job's result ([`JobResult::Warp`] with [`WarpRuns::vulkan`]).
    pub result: Rc<JobResult>,
    /// The analyses.
    pub analysed: Rc<Analysed>,
    /// The chosen policy's name.
    pub policy: AttrValue,
}

impl PartialEq for VulkanProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.result, &o.result) && Rc::ptr_eq(&self.analysed, &o.analysed) && self.policy == o.policy
    }
}

/// The Vulkan table with the differing instances marked (`cells[t][k]`: the difference
/// naming thread `t`'s `k`-th instance; `reasons` their texts).
fn marked_table(report: &TableReport, cells: &[Vec<Option<u32>>], reasons: &[String]) -> Html {
    if !report.strict_partial_order {
        return html! { <p class="hint bad">{"Convergence-before is not a strict partial order here: no table."}</p> };
    }
    let ncols = (report.num_columns as usize).min(MAX_COLUMNS);
    html! {
        <div class="dit-wrap">
            if (report.num_columns as usize) > ncols {
                <p class="hint">{ format!("Columns 1–{ncols} of {}.", report.num_columns) }</p>
            }
            <table class="dit" id="vulkan-table">
                <thead><tr><th></th>{ for (0..ncols).map(|c| html! { <th>{ c + 1 }</th> }) }</tr></thead>
                <tbody>{ for report.threads.iter().enumerate().map(|(t, cols)| {
                    let mut row: Vec<(String, Option<u32>)> = vec![(String::new(), None); ncols];
                    for (k, &c) in cols.iter().enumerate() {
                        if let Some(cell) = row.get_mut(c as usize) {
                            *cell = (report.names.get(t).and_then(|n| n.get(k)).cloned().unwrap_or_default(), cells.get(t).and_then(|r| r.get(k)).copied().flatten());
                        }
                    }
                    let thread = report.thread_names.get(t).cloned().unwrap_or_default();
                    html! {
                        <tr data-thread={thread.clone()}>
                            <th>{ thread }</th>
                            { for row.into_iter().map(|(v, d)| match d {
                                Some(d) => html! { <td class="vk-differs" title={reasons.get(d as usize).cloned().unwrap_or_default()}>{ v }</td> },
                                None => html! { <td class={classes!(v.is_empty().then_some("empty"))}>{ v }</td> },
                            }) }
                        </tr>
                    }
                }) }</tbody>
            </table>
        </div>
    }
}

/// LLVM vs Vulkan and the ballots (the Warp tab, when the function declares constructs).
#[function_component]
pub fn VulkanPanel(props: &VulkanProps) -> Html {
    let Some(Ok(runs)) = props.result.warp() else { return html! {} };
    let runs: &WarpRuns = runs;
    let Some(v) = &runs.vulkan else { return html! {} };
    let Some(vk) = runs.kinds().iter().position(|&k| k == PolicyKind::Vulkan).and_then(|i| runs.runs.get(i)) else { return html! {} };
    let c = &v.comparison;
    let reasons: Vec<String> = c.differences.iter().map(|d| d.text.clone()).collect();
    let n = c.differences.len();
    let more = if c.truncated { "+" } else { "" };
    let summary = if n == 0 {
        format!("The two relations agree on this scenario: {} columns each (LLVM's maximal convergence over cycles, Vulkan's maximal reconvergence over loop constructs).", c.llvm_classes)
    } else {
        format!("{n}{more} instance pair{} converge under one relation and not the other: LLVM's maximal convergence has {} classes, Vulkan's maximal reconvergence {}. Marked cells below; hover one for the reason.", if n == 1 { "" } else { "s" }, c.llvm_classes, c.vulkan_classes)
    };
    let ballots = !v.ballot_blocks.is_empty();
    html! {
        <section class="vulkan" id="vulkan-vs-llvm" data-differences={n.to_string()} data-policy={props.policy.clone()}>
            <h3>{"LLVM's maximal convergence vs Vulkan's maximal reconvergence"}</h3>
            <p class="hint" id="vulkan-summary">{ summary }
                if n > 0 { <span class="key vk-differs">{"differs"}</span> }</p>
            { marked_table(&vk.table, &v.cells, &reasons) }
            if n > 0 {
                <details class="reasons" open=true>
                    <summary>{ format!("Why they differ ({n}{more})") }</summary>
                    <ul id="vulkan-differences" class="diff-list">
                        { for reasons.iter().take(MAX_LISTED).map(|r| html! { <li>{ r.clone() }</li> }) }
                        if n > MAX_LISTED { <li class="hint">{ format!("… {} more", n - MAX_LISTED) }</li> }
                    </ul>
                </details>
            }
            if ballots {
                <h4>{ format!("Subgroup ballots in {} (subgroupBallot(true): the lanes in the same column)", v.ballot_blocks.join(", ")) }</h4>
                <table class="numbers" id="ballots">
                    <thead><tr><th>{"thread"}</th><th>{"instance"}</th><th>{"Vulkan: lanes"}</th><th>{"LLVM maximal: lanes"}</th></tr></thead>
                    <tbody>{ for v.ballots_vulkan.iter().zip(&v.ballots_llvm).take(MAX_BALLOTS).map(|(b, l)| html! {
                        <tr data-thread={b.thread.clone()} data-block={b.block.clone()} class={classes!((b.lanes != l.lanes).then_some("differs"))}>
                            <td>{ b.thread.clone() }</td>
                            <td>{ format!("{} #{}", b.block, b.occurrence) }</td>
                            <td>{ format!("{{{}}}", b.lanes.join(", ")) }</td>
                            <td>{ format!("{{{}}}", l.lanes.join(", ")) }</td>
                        </tr>
                    }) }</tbody>
                </table>
                if v.ballots_vulkan.len() > MAX_BALLOTS {
                    <p class="hint">{ format!("… {} ballots in all (`reconverge simulate --policy vulkan --format json`).", v.ballots_vulkan.len()) }</p>
                }
            }
        </section>
    }
}
