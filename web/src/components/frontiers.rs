//! Dominance frontiers, post-dominance frontiers and control dependence, per block, plus the
//! iterated dominance frontier of chosen definition blocks (where SSA construction puts phis).

use crate::analysis::Analysed;
use crate::components::graph_view::{Decor, GraphView};
use crate::state::View;
use reconverge_core::control_dependence::ControlDependence;
use reconverge_core::frontiers::{
    iterated_dominance_frontier, DominanceFrontier, PostDominanceFrontier,
};
use reconverge_core::Block;
use std::rc::Rc;
use yew::prelude::*;

/// Table rows listed at most (the selected and definition blocks are always listed; any
/// block is reached by clicking it or finding it in the drawing). 200 rows fill several
/// screens; more would make opening the tab on a large CFG a long task.
pub const MAX_ROWS: usize = 200;

/// Table rows drawn in the task that opens the tab (or draws a new analysis); the rest of the
/// [`MAX_ROWS`] follow in a task of their own, so attaching and laying out 200 rows beside the
/// drawing of a large CFG is never one long task (issue 30 item 7: at most 200 ms).
pub const FIRST_ROWS: usize = 40;

/// Block names listed per frontier cell.
pub const MAX_LIST: usize = 30;

/// Properties of [`FrontiersPanel`].
#[derive(Properties, Clone)]
pub struct FrontiersProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
    /// The selected block (its frontiers and dependences are drawn).
    pub selected: Option<String>,
    /// The IDF definition blocks.
    pub defs: Vec<String>,
    /// Select / unselect a block.
    pub on_select: Callback<String>,
    /// Toggle a definition block.
    pub on_toggle_def: Callback<String>,
    /// Hover.
    pub on_hover: Callback<Option<String>>,
}

impl PartialEq for FrontiersProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed)
            && self.selected == o.selected
            && self.defs == o.defs
    }
}

/// The frontiers panel.
#[function_component]
pub fn FrontiersPanel(props: &FrontiersProps) -> Html {
    let a = &props.analysed;
    let cfg = &a.cfg;
    let m = {
        let a = a.clone();
        use_memo(a.key, move |_| {
            (
                DominanceFrontier::compute(&a.cfg, &a.dt),
                PostDominanceFrontier::compute(&a.cfg, &a.pdt),
                ControlDependence::compute(&a.cfg, &a.pdt),
            )
        })
    };
    let (df, pdf, cd) = (&m.0, &m.1, &m.2);
    let name = |b: Block| cfg.name_of(b).to_string();
    let list = |bs: &[Block]| {
        if bs.is_empty() {
            "∅".to_string()
        } else {
            let mut t = bs.iter().take(MAX_LIST).map(|&b| name(b)).collect::<Vec<_>>().join(", ");
            if bs.len() > MAX_LIST {
                t.push_str(&format!(" … and {} more", bs.len() - MAX_LIST));
            }
            t
        }
    };
    let defs: Vec<Block> = props.defs.iter().filter_map(|d| cfg.find(d)).collect();
    let idf = iterated_dominance_frontier(cfg, &a.dt, &defs);
    let sel = props.selected.as_deref().and_then(|s| cfg.find(s));

    // Drawing: the selected block, its DF (phi candidates) and the branches it depends on;
    // IDF definitions and phi blocks.
    let node_class = cfg
        .blocks()
        .map(|b| {
            let mut c = Vec::new();
            if Some(b) == sel {
                c.push("selected");
            }
            if sel.is_some_and(|s| df.of(s).contains(&b)) {
                c.push("in-df");
            }
            if sel.is_some_and(|s| cd.branches(s).any(|x| x == b)) {
                c.push("controls");
            }
            if defs.contains(&b) {
                c.push("idf-def");
            }
            if idf.contains(&b) {
                c.push("idf-phi");
            }
            c.join(" ")
        })
        .collect();
    // The controlling edges of the selected block.
    let controlling: Vec<(Block, usize)> = sel
        .map(|s| {
            cd.depends_on(s)
                .iter()
                .map(|e| (e.branch, e.index as usize))
                .collect()
        })
        .unwrap_or_default();
    let edge_class = cfg
        .blocks()
        .flat_map(|b| (0..cfg.succs(b).len()).map(move |i| (b, i)))
        .map(|e| {
            if controlling.contains(&e) {
                "controlling".to_string()
            } else {
                String::new()
            }
        })
        .collect();
    let decor = Rc::new(Decor {
        node_class,
        edge_class,
        badges: Vec::new(),
        edge_title: Vec::new(),
        regions: Vec::new(),
        joins: Vec::new(),
    });
    let legend = html! {
        <>
            <span class="key selected">{"selected"}</span>
            <span class="key in-df">{"in DF(selected)"}</span>
            <span class="key controls">{"controls it"}</span>
            <span class="key idf-def">{"definition"}</span>
            <span class="key idf-phi">{"phi (IDF)"}</span>
        </>
    };
    // The rows' events, delegated to the table body (one handler each instead of five per
    // row: attaching 200 rows with their own listeners was most of the tab's first task on a
    // 5,000-block CFG). A row is found from the event's target (`tr[data-row]`).
    let hovered_row = use_mut_ref(|| None::<String>);
    let on_rows_click = {
        let cb = props.on_select.clone();
        Callback::from(move |e: MouseEvent| {
            // The definition checkbox toggles (its `change`), it does not select the row.
            if event_element(&e).is_some_and(|t| t.tag_name() == "INPUT") {
                return;
            }
            if let Some(n) = event_row(&e) {
                cb.emit(n);
            }
        })
    };
    let on_rows_change = {
        let cb = props.on_toggle_def.clone();
        Callback::from(move |e: Event| {
            if let Some(n) = event_row(&e) {
                cb.emit(n);
            }
        })
    };
    let on_rows_over = {
        let (cb, last) = (props.on_hover.clone(), hovered_row.clone());
        Callback::from(move |e: MouseEvent| {
            let n = event_row(&e);
            if *last.borrow() != n {
                *last.borrow_mut() = n.clone();
                cb.emit(n);
            }
        })
    };
    let on_rows_leave = {
        let (cb, last) = (props.on_hover.clone(), hovered_row.clone());
        Callback::from(move |_: MouseEvent| {
            if last.borrow_mut().take().is_some() {
                cb.emit(None);
            }
        })
    };
    // Large CFGs: the first MAX_ROWS rows (FIRST_ROWS of them in the first task), plus the
    // selected block and the definition blocks.
    let all_rows = use_state_eq(|| false);
    {
        let all_rows = all_rows.clone();
        use_effect_with(a.key, move |_| {
            all_rows.set(false);
            let t = gloo_timers::callback::Timeout::new(0, move || all_rows.set(true));
            move || drop(t)
        });
    }
    let limit = if *all_rows { MAX_ROWS } else { FIRST_ROWS };
    let shown = |b: Block| b.index() < limit || Some(b) == sel || defs.contains(&b);
    let hidden = cfg.blocks().filter(|&b| !shown(b)).count();
    let rows = cfg.blocks().filter(|&b| shown(b)).map(|b| {
        let n = name(b);
        let deps = cd.depends_on(b).iter().map(|e| format!("{}({})", name(e.branch), e.label(cfg))).collect::<Vec<_>>();
        html! {
            <tr data-row={n.clone()} class={classes!((Some(b) == sel).then_some("selected"))}>
                <td><input type="checkbox" title="definition block for the IDF" checked={defs.contains(&b)} /></td>
                <td class="name">{ n.clone() }</td>
                <td data-col="idom">{ a.dt.idom(b).map(name).unwrap_or_else(|| "–".into()) }</td>
                <td data-col="df">{ if a.dt.is_reachable(b) { list(df.of(b)) } else { "unreachable".into() } }</td>
                <td data-col="ipdom">{ a.pdt.ipdom(b).map(name).unwrap_or_else(|| "exit".into()) }</td>
                <td data-col="pdf">{ list(pdf.of(b)) }</td>
                <td data-col="cd">{ if deps.is_empty() { "∅".to_string() } else { deps.join(", ") } }</td>
            </tr>
        }
    });
    html! {
        <div class="frontiers" data-view="frontiers">
            <div class="frontiers-side">
                <table class="numbers" id="frontier-table">
                    <thead><tr><th title="definition (IDF)">{"def"}</th><th>{"block"}</th><th>{"idom"}</th><th>{"DF"}</th><th>{"ipdom"}</th><th>{"PDF"}</th><th>{"control dependent on"}</th></tr></thead>
                    <tbody onclick={on_rows_click} onchange={on_rows_change} onmouseover={on_rows_over} onmouseleave={on_rows_leave}>{ for rows }</tbody>
                </table>
                if hidden > 0 {
                    <p class="hint" id="rows-capped">{ format!("{} more rows not listed: click a block in the drawing (or find it) to select its row.", crate::format::thousands(hidden as u64)) }</p>
                }
                <p id="idf-result">
                    <strong>{"Iterated dominance frontier"}</strong>
                    { if defs.is_empty() { " — tick definition blocks to place phis.".to_string() }
                      else { format!(" of {{{}}} = {{{}}}: phis go there.", list(&defs), if idf.is_empty() { String::new() } else { list(&idf) }) } }
                </p>
                <p class="hint">{"DF(x): blocks where x's dominance ends — y with a predecessor dominated by x, y not strictly dominated by x (DJ-graph method, Sreedhar & Gao). PDF is the same on the reversed CFG with LLVM's virtual exit; a block is control dependent on the branches in its PDF, labelled with the edge (T/F/case) that decides it (Ferrante, Ottenstein & Warren); ∅ means it runs whenever the function does. Click a row or a block to draw it."}</p>
            </div>
            <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from("CFG: frontiers")}
                       on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={decor} {legend}
                       on_block_click={props.on_select.clone()} />
        </div>
    }
}

/// The element an event happened on.
fn event_element(e: &Event) -> Option<web_sys::Element> {
    use wasm_bindgen::JsCast;
    e.target()?.dyn_into::<web_sys::Element>().ok()
}

/// The block name of the frontiers table row (`tr[data-row]`) an event happened in.
fn event_row(e: &Event) -> Option<String> {
    event_element(e)?.closest("tr[data-row]").ok()??.get_attribute("data-row")
}
