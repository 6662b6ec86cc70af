//! The cycles tab: LLVM's cycle hierarchy (`print<cycles>`) for the chosen DFS successor order,
//! the cycle forest, and the CFG with nested shaded cycle regions, headers and entries marked,
//! and edges classified by their role (entering, exiting, back to a header).

use crate::analysis::Analysed;
use crate::components::graph_view::{Decor, GraphView, Region};
use crate::state::View;
use reconverge_core::cycles::{self, CycleInfo};
use reconverge_core::{Block, Cfg};
use std::rc::Rc;
use yew::prelude::*;

/// Marks for drawing `info` on `cfg` (the layout's node `k` is `Block(k)`, edges in
/// `Cfg::edges` order): one shaded region per cycle (outer first, narrower when deeper), `H` on
/// headers and `E` on the other entries, edge classes `cyc-entry` / `cyc-exit` / `cyc-back`.
pub fn cycle_decor(cfg: &Cfg, info: &CycleInfo) -> Decor {
    let edges: Vec<(Block, Block)> = cfg.edges().collect();
    let mut regions = Vec::new();
    for c in info.cycles() {
        let members: Vec<u32> = info.blocks(c).map(|b| b.0).collect();
        let inside = |b: Block| info.contains(c, b);
        let internal = edges
            .iter()
            .enumerate()
            .filter(|(_, &(u, v))| inside(u) && inside(v))
            .map(|(k, _)| k as u32)
            .collect();
        let depth = info.depth(c);
        regions.push(Region {
            color: c.0,
            pad: (15.0 - 4.0 * (depth as f32 - 1.0)).max(4.0),
            nodes: members,
            edges: internal,
            id: cycles::print::raw_name(cfg, info.header(c)).into_owned(),
        });
    }
    let badges = cfg
        .blocks()
        .map(|b| {
            let mut marks = Vec::new();
            for c in info.cycles() {
                if info.header(c) == b {
                    marks.push(format!("H{}", info.depth(c)));
                } else if info.is_entry(c, b) {
                    marks.push(format!("E{}", info.depth(c)));
                }
            }
            (!marks.is_empty()).then(|| marks.join(" "))
        })
        .collect();
    let node_class = cfg
        .blocks()
        .map(|b| {
            if info.cycles().any(|c| info.header(c) == b) {
                "header".to_string()
            } else {
                String::new()
            }
        })
        .collect();
    let edge_class = edges
        .iter()
        .map(|&(u, v)| {
            if info
                .cycles()
                .any(|c| info.header(c) == v && info.contains(c, u))
            {
                "cyc-back".to_string()
            } else if info
                .cycles()
                .any(|c| info.is_entry(c, v) && !info.contains(c, u))
            {
                "cyc-entry".to_string()
            } else if info
                .cycles()
                .any(|c| info.contains(c, u) && !info.contains(c, v))
            {
                "cyc-exit".to_string()
            } else if info.cycle_of(u).is_some() && info.cycle_of(u) == info.cycle_of(v) {
                "cyc-internal".to_string()
            } else {
                String::new()
            }
        })
        .collect();
    Decor {
        node_class,
        edge_class,
        badges,
        edge_title: Vec::new(),
        regions,
    }
}

/// The cycle forest of `info` as nested list items (preorder, indented by depth).
pub fn forest(cfg: &Cfg, info: &CycleInfo) -> Html {
    if info.num_cycles() == 0 {
        return html! { <p class="hint">{"No cycles: the CFG is acyclic."}</p> };
    }
    let name = |b: Block| cycles::print::raw_name(cfg, b).into_owned();
    html! {
        <ul class="forest">
            { for info.cycles().map(|c| {
                let entries: Vec<String> = info.entries(c).map(name).collect();
                let blocks: Vec<String> = info.blocks(c).map(name).collect();
                html! {
                    <li class={classes!("cycle", if info.is_reducible(c) { "reducible" } else { "irreducible" })}
                        data-cycle={name(info.header(c))} data-depth={info.depth(c).to_string()}
                        style={format!("margin-left: {}em", 1.2 * (info.depth(c) as f32 - 1.0))}>
                        <span class={format!("swatch-dot region-dot-{}", c.0 % 8)}></span>
                        <strong>{ format!("depth {}", info.depth(c)) }</strong>
                        { " header " }<code>{ name(info.header(c)) }</code>
                        if entries.len() > 1 {
                            { " · entries " }<code>{ entries.join(", ") }</code>
                        }
                        <span class="kind">{ if info.is_reducible(c) { " reducible" } else { " irreducible" } }</span>
                        <div class="members">{ format!("blocks {{{}}}", blocks.join(", ")) }</div>
                    </li>
                }
            }) }
        </ul>
    }
}

/// Properties of [`CyclesPanel`].
#[derive(Properties, Clone)]
pub struct CyclesProps {
    /// The analyses (`cycles` follows the chosen DFS order).
    pub analysed: Rc<Analysed>,
    /// Hover.
    pub on_hover: Callback<Option<String>>,
    /// Rotate a block's successor order.
    pub on_rotate: Callback<(String, usize)>,
}

impl PartialEq for CyclesProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed)
    }
}

/// The cycles tab.
#[function_component]
pub fn CyclesPanel(props: &CyclesProps) -> Html {
    let a = &props.analysed;
    let (cfg, info) = (&a.cfg, &a.cycles);
    let decor = Rc::new(cycle_decor(cfg, info));
    let text = cycles::print::cycles(cfg, info);
    let preorder: Vec<String> = info
        .dfs_preorder()
        .iter()
        .map(|&b| cfg.name_of(b).to_string())
        .collect();
    let legend = html! {
        <>
            <span>{"H = header, E = other entry (number = depth)"}</span>
            <span><span class="swatch" style="border-color:#c0392b"></span>{"back to header"}</span>
            <span><span class="swatch" style="border-color:#1f8f4f"></span>{"entering"}</span>
            <span><span class="swatch" style="border-color:#b7791f;border-top-style:dashed"></span>{"exiting"}</span>
        </>
    };
    html! {
        <div class="cycles" data-view="cycles">
            <div class="cycles-side">
                <h3>{"Cycle forest"}</h3>
                { forest(cfg, info) }
                <h3>{"opt -passes='print<cycles>'"}</h3>
                <pre id="cycles-text">{ text }</pre>
                <p class="hint">
                    { "LLVM's CycleInfo explores successors from the last to the first; its DFS preorder here: " }
                    <code id="cycles-preorder">{ preorder.join(" ") }</code>
                    { ". The header of a cycle is its entry visited first, so rotating a successor order (⟳ on the CFG) can change the header of an irreducible cycle and the cycles nested in it. The tab \"All hierarchies\" lists every hierarchy the DFS orders give." }
                </p>
            </div>
            <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from("CFG: cycles")}
                       on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={decor} {legend}
                       on_rotate={props.on_rotate.clone()} />
        </div>
    }
}
