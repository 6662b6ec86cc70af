//! The uniformity tab: LLVM's uniformity analysis of the shown function — divergent values and
//! branches, join blocks, divergent cycle exits, temporal divergence, cycles assumed divergent,
//! m-convergence — with the reason chain of any verdict (click a line or a block) highlighted
//! on the CFG, and a check that the verdicts are the same under every cycle hierarchy.

use crate::analysis::Analysed;
use crate::components::graph_view::{Decor, GraphView, Region};
use crate::state::View;
use reconverge_core::convergence::{exact_m_convergence, MConvergence, MGap, MOptions};
use reconverge_core::cycles::hierarchies::{all_hierarchies, EnumOptions};
use reconverge_core::uniformity::print::{
    self as uprint, JsonBlock, JsonRef, JsonUniformity, JsonValue,
};
use reconverge_core::uniformity::reasons::Context;
use reconverge_core::uniformity::{self, Uniformity};
use reconverge_core::{Block, DominatorTree};
use std::collections::BTreeSet;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`UniformityPanel`].
#[derive(Properties, Clone)]
pub struct UniformityProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
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
        Rc::ptr_eq(&self.analysed, &o.analysed) && self.explain == o.explain
    }
}

/// The verdicts of an analysis, for comparing hierarchies: divergent instructions, divergent
/// terminators and divergent arguments.
fn verdicts(u: &Uniformity, a: &Analysed) -> (Vec<bool>, Vec<bool>, Vec<bool>) {
    let f = a.function.ir();
    let insts = f
        .map(|f| {
            (0..f.insts.len())
                .map(|i| u.is_divergent_inst(f, reconverge_core::ir::InstId(i as u32)))
                .collect()
        })
        .unwrap_or_default();
    let terms = a
        .source_cfg
        .blocks()
        .map(|b| u.has_divergent_terminator(b))
        .collect();
    let args = f
        .map(|f| (0..f.args.len()).map(|k| u.is_divergent_arg(k)).collect())
        .unwrap_or_default();
    (insts, terms, args)
}

/// `(hierarchies compared, all verdicts equal, enumeration complete)`.
fn across_hierarchies(a: &Analysed) -> (usize, bool, bool) {
    let all = all_hierarchies(
        &a.source_cfg,
        &EnumOptions {
            max_traversals: 500,
            max_steps: 20_000_000,
        },
        &mut |_| true,
    );
    let dt = DominatorTree::compute(&a.source_cfg);
    let base = verdicts(&a.uniformity, a);
    let same = all.hierarchies.iter().all(|h| {
        let u = uniformity::analyze_with(
            &a.source_cfg,
            a.function.ir(),
            &a.src,
            h.info.clone(),
            &dt,
            &uniformity::Options::default(),
        );
        verdicts(&u, a) == base
    });
    (all.hierarchies.len(), same, all.complete)
}

/// CFGs up to this many blocks get the exact m-convergence comparison in the page.
pub const MAX_M_BLOCKS: usize = 64;

/// Exact m-convergence (every hierarchy, all paths of at most 14 blocks) beside LLVM's static
/// verdict of `a.uniformity`; `None` above [`MAX_M_BLOCKS`].
fn m_convergence(a: &Analysed) -> Option<(MConvergence, MGap)> {
    let cfg = &a.source_cfg;
    if cfg.num_blocks() > MAX_M_BLOCKS {
        return None;
    }
    let opts = MOptions {
        max_len: 14,
        max_nodes: 20_000,
        hierarchies: EnumOptions {
            max_traversals: 2_000,
            max_steps: 5_000_000,
        },
    };
    let mut m = exact_m_convergence(cfg, &opts);
    let gap = m.compare_with_static(cfg, &a.uniformity);
    Some((m, gap))
}

/// The m-convergence section: per block the exact verdict, LLVM's, and why.
fn m_section(m: &Option<(MConvergence, MGap)>) -> Html {
    let Some((m, gap)) = m else {
        return html! { <p class="hint">{ format!("More than {MAX_M_BLOCKS} blocks: use `reconverge converge FILE --m-converged`.") }</p> };
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

/// One instruction or argument line. Clicking explains the value (or, for a terminator, its
/// block's branch); lines without a name (stores, void calls) explain nothing.
fn value_line(
    v: &JsonValue,
    explain: &Option<String>,
    on_explain: &Callback<Option<String>>,
    on_hover: &Callback<Option<String>>,
    block: &str,
    terminator: bool,
) -> Html {
    let name = if terminator {
        block.to_string()
    } else {
        v.value.name.clone()
    };
    let named = terminator || name.starts_with('%');
    let click = named.then(|| {
        let (cb, n) = (on_explain.clone(), name.clone());
        Callback::from(move |_: MouseEvent| cb.emit(Some(n.clone())))
    });
    let enter = {
        let (cb, b) = (on_hover.clone(), block.to_string());
        Callback::from(move |_: MouseEvent| cb.emit(Some(b.clone())))
    };
    let selected = named && explain.as_deref() == Some(name.as_str());
    html! {
        <div class={classes!("uni-line", if v.divergent { "divergent" } else { "uniform" }, selected.then_some("selected"), terminator.then_some("terminator"))}
             data-value={(named && !terminator).then(|| name.clone())} onclick={click} onmouseenter={enter}
             title={v.reason.as_ref().map(|r| r.text.clone()).or_else(|| v.always_uniform.map(|s| format!("always uniform: {s}"))).unwrap_or_default()}>
            <span class="mark">{ if v.divergent { "DIVERGENT" } else { "" } }</span>
            <code>{ v.text.clone() }</code>
        </div>
    }
}

fn block_badges(b: &JsonBlock) -> Html {
    html! {
        <>
            if b.divergent_terminator { <span class="ubadge div-branch">{"divergent branch"}</span> }
            if !b.join_of.is_empty() {
                <span class="ubadge join">{ format!("join of {}", b.join_of.iter().map(|r| r.name.as_str()).collect::<Vec<_>>().join(", ")) }</span>
            }
            if b.divergent_mask { <span class="ubadge mask">{"divergent mask"}</span> }
            if !b.m_converged { <span class="ubadge not-mconv">{"not m-converged"}</span> }
        </>
    }
}

/// Blocks and edges a chain talks about (for the drawing).
fn chain_marks(j: &JsonUniformity) -> (BTreeSet<u32>, BTreeSet<(u32, u32)>) {
    let mut blocks = BTreeSet::new();
    let mut edges = BTreeSet::new();
    if let Some(c) = &j.explain {
        for s in &c.steps {
            let mut add = |r: &Option<JsonRef>| {
                if let Some(r) = r.as_ref().filter(|r| r.kind == "block") {
                    blocks.insert(r.id);
                }
            };
            add(&s.subject);
            add(&s.branch);
            add(&s.join);
            add(&s.exit);
            for p in &s.paths {
                for w in p.windows(2) {
                    edges.insert((w[0].id, w[1].id));
                }
                blocks.extend(p.iter().map(|r| r.id));
            }
        }
    }
    (blocks, edges)
}

/// `n thing` / `n things` (`branch` → `branches`).
fn count(n: usize, thing: &str) -> String {
    match (n, thing.ends_with("ch")) {
        (1, _) => format!("1 {thing}"),
        (_, true) => format!("{n} {thing}es"),
        _ => format!("{n} {thing}s"),
    }
}

/// The uniformity tab.
#[function_component]
pub fn UniformityPanel(props: &UniformityProps) -> Html {
    let a = props.analysed.clone();
    let u = &a.uniformity;
    let ctx = Context {
        cfg: &a.source_cfg,
        ir: a.function.ir(),
        src: &a.src,
    };
    let j = uprint::to_json(u, &ctx, props.explain.as_deref());
    let hier = {
        let a = a.clone();
        use_memo(Rc::as_ptr(&a) as usize, move |_| across_hierarchies(&a))
    };
    let mconv = {
        let a = a.clone();
        use_memo(Rc::as_ptr(&a) as usize, move |_| m_convergence(&a))
    };
    let cfg = &a.cfg;
    let (chain_blocks, chain_edges) = chain_marks(&j);
    let node_class = j
        .blocks
        .iter()
        .map(|b| {
            let mut c = Vec::new();
            if b.divergent_terminator {
                c.push("div-branch");
            }
            if !b.join_of.is_empty() {
                c.push("join");
            }
            if b.divergent_mask {
                c.push("div-mask");
            }
            if !b.m_converged {
                c.push("not-mconv");
            }
            if chain_blocks.contains(&b.id) {
                c.push("chain");
            }
            c.join(" ")
        })
        .collect();
    let edge_class = cfg
        .edges()
        .map(|(x, y)| {
            if chain_edges.contains(&(x.0, y.0)) {
                "witness".to_string()
            } else {
                String::new()
            }
        })
        .collect();
    let ci = u.cycles();
    let mut regions: Vec<Region> = Vec::new();
    let region_of = |c: reconverge_core::cycles::Cycle, color: u32, id: String| {
        let inside = |b: Block| ci.contains(c, b);
        Region {
            color,
            pad: 12.0,
            nodes: ci.blocks(c).map(|b| b.0).collect(),
            edges: cfg
                .edges()
                .enumerate()
                .filter(|(_, (x, y))| inside(*x) && inside(*y))
                .map(|(k, _)| k as u32)
                .collect(),
            id,
        }
    };
    for e in u.divergent_exit_cycles() {
        regions.push(region_of(
            e.cycle,
            3,
            format!("exit-{}", cfg.name_of(ci.header(e.cycle))),
        ));
    }
    for a in u.assumed_divergent() {
        regions.push(region_of(
            a.cycle,
            1,
            format!("assumed-{}", cfg.name_of(ci.header(a.cycle))),
        ));
    }
    let badges = j
        .blocks
        .iter()
        .map(|b| {
            if b.divergent_terminator {
                Some("÷".to_string())
            } else if !b.join_of.is_empty() {
                Some("join".to_string())
            } else {
                None
            }
        })
        .collect();
    let decor = Rc::new(Decor {
        node_class,
        edge_class,
        badges,
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
    let opt_text = match a.function.ir() {
        Some(f) => uprint::opt_text(u, f, &a.src),
        None => uprint::graph_text(u, &a.source_cfg),
    };
    let n_div_values = j
        .blocks
        .iter()
        .flat_map(|b| b.definitions.iter())
        .filter(|v| v.divergent)
        .count()
        + j.arguments.iter().filter(|v| v.divergent).count();
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
    let (k, same, complete) = *hier;
    html! {
        <div class="uniformity" data-view="uniformity" data-all-uniform={j.all_uniform.to_string()}>
            <div class="uni-side">
                <p id="uni-summary">
                    if j.all_uniform {
                        <strong>{"ALL VALUES UNIFORM"}</strong>
                    } else {
                        <strong>{ format!("{} · {} · {} assumed divergent · {} with divergent exit · {}",
                            count(n_div_values, "divergent value"), count(j.divergent_branches.len(), "divergent branch"),
                            count(j.cycles_assumed_divergent.len(), "cycle"), count(j.cycles_with_divergent_exit.len(), "cycle"),
                            count(j.temporal_divergence.len(), "temporal-divergence use")) }</strong>
                    }
                    { format!(" (sources: {})", if j.ir { j.target } else { "branch marks" }) }
                </p>
                <p id="uni-hierarchies" class={if same { "hint ok" } else { "hint bad" }}>
                    { match (same, k) {
                        (true, 1) => "This CFG has one cycle hierarchy for every DFS order, so the verdicts cannot depend on it.".to_string(),
                        (true, _) => format!("Same verdicts under all {k} cycle hierarchies{} — headers change with the DFS order (⟳), the verdicts do not.", if complete { "" } else { " explored so far" }),
                        (false, _) => format!("Verdicts differ between the {k} cycle hierarchies!"),
                    } }
                </p>
                <div class="reason" id="reason">
                    if let Some(c) = &j.explain {
                        <div class="reason-head"><strong>{ format!("Why {}?", c.query) }</strong><button onclick={clear}>{"×"}</button></div>
                        <ol>{ for c.steps.iter().map(|s| html! { <li>{ s.text.clone() }</li> }) }</ol>
                        if c.steps.is_empty() { <p>{ c.text.clone() }</p> }
                    } else {
                        <p class="hint">{"Click a value, a branch or a block to see why it is divergent (or not m-converged)."}</p>
                    }
                </div>
                <div class="uni-listing" id="uni-listing">
                    if !j.arguments.is_empty() {
                        <div class="uni-block"><div class="uni-block-head">{"arguments"}</div>
                            { for j.arguments.iter().map(|v| value_line(v, &props.explain, &props.on_explain, &props.on_hover, "", false)) }
                        </div>
                    }
                    { for j.blocks.iter().map(|b| {
                        let click = {
                            let (cb, n) = (props.on_explain.clone(), b.name.clone());
                            Callback::from(move |_: MouseEvent| cb.emit(Some(n.clone())))
                        };
                        html! {
                            <div class="uni-block" data-block-row={b.name.clone()}>
                                <div class="uni-block-head" onclick={click}>{ format!("{}:", b.name) }{ block_badges(b) }</div>
                                { for b.definitions.iter().map(|v| value_line(v, &props.explain, &props.on_explain, &props.on_hover, &b.name, false)) }
                                if let Some(t) = &b.terminator { { value_line(t, &props.explain, &props.on_explain, &props.on_hover, &b.name, true) } }
                            </div>
                        }
                    }) }
                </div>
                <details class="uni-opt">
                    <summary>{ if j.ir { "opt -mtriple amdgcn-- -passes='print<uniformity>'" } else { "summary (graph mode)" } }</summary>
                    <pre id="uni-opt">{ opt_text }</pre>
                </details>
                <details class="uni-opt" id="m-convergence">
                    <summary>{"m-convergence: exact (every cycle hierarchy) vs LLVM's static verdict"}</summary>
                    { m_section(&mconv) }
                </details>
            </div>
            <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from("CFG: uniformity")}
                       on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={decor} {legend}
                       on_block_click={on_block} on_rotate={props.on_rotate.clone()} />
        </div>
    }
}
