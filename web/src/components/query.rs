//! The dominance query panel: pick two blocks, see whether one dominates / post-dominates the
//! other with the DFS in/out numbers that answer it in O(1) (the chapter's §4.3.2), and the
//! classes of the DFS edges drawn on the CFG.

use crate::analysis::Analysed;
use crate::components::graph_view::{Decor, GraphView};
use crate::state::View;
use reconverge_core::Block;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};

/// CFGs up to this many blocks pick A and B from a `<select>`; larger ones from a text box
/// with suggestions.
pub const MAX_SELECT: usize = 400;
use yew::prelude::*;

/// Properties of [`QueryPanel`].
#[derive(Properties, Clone)]
pub struct QueryProps {
    /// The analyses.
    pub analysed: Rc<Analysed>,
    /// Chosen blocks A and B (names).
    pub a: Option<String>,
    /// Block B.
    pub b: Option<String>,
    /// Sets A (`0`) or B (`1`).
    pub on_set: Callback<(usize, Option<String>)>,
    /// A block was clicked in the drawing.
    pub on_click: Callback<String>,
    /// Hover.
    pub on_hover: Callback<Option<String>>,
    /// Rotate a block's successor order.
    pub on_rotate: Callback<(String, usize)>,
}

impl PartialEq for QueryProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed) && self.a == o.a && self.b == o.b
    }
}

/// One verdict line with its DFS-number justification.
fn verdict(
    rel: &str,
    x: &str,
    y: &str,
    holds: bool,
    nx: Option<(u32, u32)>,
    ny: Option<(u32, u32)>,
) -> Html {
    let why = match (nx, ny) {
        (Some((ix, ox)), Some((iy, oy))) => format!(
            "in({x}) = {ix} {} in({y}) = {iy} and out({y}) = {oy} {} out({x}) = {ox}",
            if ix <= iy { "≤" } else { ">" },
            if oy <= ox { "≤" } else { ">" }
        ),
        (None, _) => format!("{x} is unreachable from the entry: it dominates nothing but itself"),
        (_, None) => format!(
            "{y} is unreachable from the entry: everything dominates it (LLVM's convention)"
        ),
    };
    html! {
        <li class={if holds { "yes" } else { "no" }}>
            <strong>{ if holds { format!("{x} {rel} {y}") } else { format!("{x} does not {} {y}", rel.strip_suffix('s').unwrap_or(rel)) } }</strong>
            <span class="why">{ format!(" — {why}") }</span>
        </li>
    }
}

/// The query panel.
#[function_component]
pub fn QueryPanel(props: &QueryProps) -> Html {
    let a = &props.analysed;
    let cfg = &a.cfg;
    let pick = |k: usize| {
        let cb = props.on_set.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            cb.emit((k, (!v.is_empty()).then_some(v)))
        })
    };
    // The pickers: a `<select>` for CFGs up to [`MAX_SELECT`] blocks (its options written as
    // markup once per analysis), above that a text box whose suggestions are written when it
    // is first focused (thousands of options would cost every render of the tab).
    let large = cfg.num_blocks() > MAX_SELECT;
    let (sel_a, sel_b) = (use_node_ref(), use_node_ref());
    let options_markup = {
        let an = props.analysed.clone();
        move || format!(r#"<option value="">—</option>{}"#, crate::svg::option_markup(an.cfg.blocks().map(|b| an.cfg.name_of(b)), true))
    };
    {
        let (sa, sb, markup) = (sel_a.clone(), sel_b.clone(), options_markup.clone());
        use_effect_with((props.analysed.key, props.a.clone(), props.b.clone(), large), move |(key, va, vb, large)| {
            let key = key.to_string();
            let mut m: Option<String> = None;
            for (r, v) in [(&sa, va), (&sb, vb)] {
                if *large {
                    if let Some(el) = r.cast::<HtmlInputElement>() {
                        el.set_value(v.as_deref().unwrap_or(""));
                    }
                    continue;
                }
                let Some(el) = r.cast::<HtmlSelectElement>() else { continue };
                if el.get_attribute("data-for").as_deref() != Some(key.as_str()) {
                    el.set_inner_html(m.get_or_insert_with(&markup));
                    let _ = el.set_attribute("data-for", &key);
                }
                el.set_value(v.as_deref().unwrap_or(""));
            }
        });
    }
    let fill_list = {
        let markup = options_markup.clone();
        Callback::from(move |_: FocusEvent| crate::components::graph_view::fill_once("query-blocks", &markup))
    };
    let pick_text = |k: usize| {
        let (cb, an) = (props.on_set.clone(), props.analysed.clone());
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlInputElement>().value();
            let v = v.trim().to_string();
            if v.is_empty() {
                cb.emit((k, None));
            } else if an.cfg.find(&v).is_some() {
                cb.emit((k, Some(v)));
            }
        })
    };
    let find = |n: &Option<String>| n.as_deref().and_then(|n| cfg.find(n));
    let (ba, bb) = (find(&props.a), find(&props.b));
    let node_class = cfg
        .blocks()
        .map(|b| match (Some(b) == ba, Some(b) == bb) {
            (true, _) => "query-a".to_string(),
            (_, true) => "query-b".to_string(),
            _ => String::new(),
        })
        .collect();
    let edge_class = a
        .dfs
        .edge_kinds()
        .iter()
        .map(|k| format!("kind-{}", k.name()))
        .collect();
    let edge_title = a
        .dfs
        .edge_kinds()
        .iter()
        .map(|k| format!("{} edge", k.name()))
        .collect();
    let badges = cfg
        .blocks()
        .map(|b| a.dfs.pre(b).map(|p| format!("#{p}")))
        .collect();
    let decor = Decor {
        node_class,
        edge_class,
        badges,
        edge_title,
        regions: Vec::new(),
        joins: Vec::new(),
    };
    let legend = html! {
        <>
            <span><span class="swatch" style="border-color:#1f6f3f"></span>{"tree"}</span>
            <span><span class="swatch" style="border-color:#2f5bd3;border-top-style:dashed"></span>{"forward"}</span>
            <span><span class="swatch" style="border-color:#c0392b;border-top-style:dashed"></span>{"back"}</span>
            <span><span class="swatch" style="border-color:#8e44ad;border-top-style:dotted"></span>{"cross"}</span>
            <span>{"#k = DFS preorder"}</span>
        </>
    };
    let name = |b: Block| cfg.name_of(b).to_string();
    let results = match (ba, bb) {
        (Some(x), Some(y)) => {
            let (nx, ny) = (name(x), name(y));
            let pd = |b: Block| Some(a.pdt.dfs_numbers(b));
            html! {
                <ul id="query-result" class="verdicts">
                    { verdict("dominate", &nx, &ny, a.dt.dominates(x, y), a.dt.dfs_numbers(x), a.dt.dfs_numbers(y)) }
                    { verdict("dominate", &ny, &nx, a.dt.dominates(y, x), a.dt.dfs_numbers(y), a.dt.dfs_numbers(x)) }
                    { verdict("post-dominate", &nx, &ny, a.pdt.post_dominates(x, y), pd(x), pd(y)) }
                    { verdict("post-dominate", &ny, &nx, a.pdt.post_dominates(y, x), pd(y), pd(x)) }
                </ul>
            }
        }
        _ => html! { <p class="hint">{"Pick two blocks (or click them in the drawing)."}</p> },
    };
    let hidden = cfg.num_blocks().saturating_sub(crate::components::frontiers::MAX_ROWS);
    let numbers = cfg.blocks().take(crate::components::frontiers::MAX_ROWS).map(|b| {
        let (d, p) = (a.dt.dfs_numbers(b), a.pdt.dfs_numbers(b));
        html! {
            <tr data-row={name(b)}>
                <td>{ name(b) }</td>
                <td>{ a.dfs.pre(b).map_or("–".into(), |x| x.to_string()) }</td>
                <td>{ d.map_or("–".into(), |d| format!("{}, {}", d.0, d.1)) }</td>
                <td>{ format!("{}, {}", p.0, p.1) }</td>
            </tr>
        }
    });
    html! {
        <div class="query" data-view="query">
            <div class="query-side">
                <div class="query-pick">
                    if large {
                        <label>{"A "}<input id="query-a" ref={sel_a} list="query-blocks" placeholder="block name" onchange={pick_text(0)} onfocus={fill_list.clone()} /></label>
                        <label>{"B "}<input id="query-b" ref={sel_b} list="query-blocks" placeholder="block name" onchange={pick_text(1)} onfocus={fill_list} /></label>
                        <datalist id="query-blocks" key={format!("q-{}", props.analysed.key)}></datalist>
                    } else {
                        <label>{"A "}<select id="query-a" ref={sel_a} onchange={pick(0)}></select></label>
                        <label>{"B "}<select id="query-b" ref={sel_b} onchange={pick(1)}></select></label>
                    }
                </div>
                { results }
                <table class="numbers">
                    <thead><tr><th>{"block"}</th><th>{"DFS pre"}</th><th>{"domtree in, out"}</th><th>{"postdomtree in, out"}</th></tr></thead>
                    <tbody>{ for numbers }</tbody>
                </table>
                if hidden > 0 {
                    <p class="hint" id="rows-capped">{ format!("{} more blocks not listed; pick any block as A or B.", crate::format::thousands(hidden as u64)) }</p>
                }
                <p class="hint">{"x dominates y iff in(x) ≤ in(y) and out(y) ≤ out(x): one counter numbers the tree's DFS entries and exits (LLVM's updateDFSNumbers). The CFG edges are classified by the dominator construction's DFS (first successor first); ⟳ changes a block's successor order."}</p>
            </div>
            <GraphView view={View::Cfg} analysed={props.analysed.clone()} focused={false} title={AttrValue::from("CFG: DFS edge classes")}
                       on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={Rc::new(decor)} {legend}
                       on_block_click={props.on_click.clone()} on_rotate={props.on_rotate.clone()} />
        </div>
    }
}
