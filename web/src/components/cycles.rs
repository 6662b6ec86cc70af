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

/// Region blocks drawn at most (summed over regions): past it, inner cycles are not shaded
/// (the forest still lists them), so a random 3,000-block CFG stays drawable.
pub const MAX_REGION_BLOCKS: usize = 2_500;

/// `offsets[b]`: the index in `Cfg::edges` order of `b`'s first successor edge.
pub fn edge_offsets(cfg: &Cfg) -> Vec<u32> {
    let mut off = Vec::with_capacity(cfg.num_blocks() + 1);
    let mut k = 0u32;
    for b in cfg.blocks() {
        off.push(k);
        k += cfg.succs(b).len() as u32;
    }
    off.push(k);
    off
}

/// The shaded region of cycle `c`: its blocks and the edges between them (found from the
/// members' successor lists: `O(Σ out-degree of the members)`).
pub fn cycle_region(cfg: &Cfg, offsets: &[u32], info: &CycleInfo, c: cycles::Cycle, color: u32, pad: f32, id: String) -> Region {
    let nodes: Vec<u32> = info.blocks(c).map(|b| b.0).collect();
    let mut edges = Vec::new();
    for &b in &nodes {
        let b = Block(b);
        for (i, &s) in cfg.succs(b).iter().enumerate() {
            if info.contains(c, s) {
                edges.push(offsets[b.index()] + i as u32);
            }
        }
    }
    Region { color, pad, nodes, edges, id }
}

/// Marks for drawing `info` on `cfg` (the layout's node `k` is `Block(k)`, edges in
/// `Cfg::edges` order): one shaded region per cycle with its own blocks (outer first, narrower
/// when deeper), `H` on headers and `E` on the other entries, edge classes
/// `cyc-entry` / `cyc-exit` / `cyc-back`. `O(n + m·d + Σ entries + shaded blocks)` for cycle
/// depth `d`.
pub fn cycle_decor(cfg: &Cfg, info: &CycleInfo) -> Decor {
    let n = cfg.num_blocks();
    // Each cycle's own blocks and edges (not those of its child cycles): drawn nested, a
    // cycle's region and its descendants' cover exactly its blocks and internal edges, in
    // O(n + m) in all (`CycleInfo::own_regions`).
    let own = info.own_regions(cfg);
    let regions = info
        .cycles()
        .map(|c| {
            let depth = info.depth(c);
            let r = &own[c.index()];
            Region {
                color: c.0,
                pad: (15.0 - 4.0 * (depth as f32 - 1.0)).max(4.0),
                nodes: r.blocks.iter().map(|b| b.0).collect(),
                edges: r.edges.clone(),
                id: cycles::print::raw_name(cfg, info.header(c)).into_owned(),
            }
        })
        .collect();
    let mut headed: Vec<Vec<cycles::Cycle>> = vec![Vec::new(); n];
    for c in info.cycles() {
        headed[info.header(c).index()].push(c);
    }
    let entry_of = entered_cycles(cfg, info);
    let marks: Vec<Vec<String>> = entry_of
        .iter()
        .enumerate()
        .map(|(b, of)| of.iter().map(|&c| format!("{}{}", if info.header(c).index() == b { "H" } else { "E" }, info.depth(c))).collect())
        .collect();
    let badges = marks
        .into_iter()
        .map(|m| (!m.is_empty()).then(|| crate::format::short_list(&m.iter().map(String::as_str).collect::<Vec<_>>(), 3)))
        .collect();
    let node_class = (0..n).map(|b| if headed[b].is_empty() { String::new() } else { "header".to_string() }).collect();
    let edge_class = cfg
        .edges()
        .map(|(u, v)| {
            if headed[v.index()].iter().any(|&c| info.contains(c, u)) {
                "cyc-back".to_string()
            } else if entry_of[v.index()].iter().any(|&c| !info.contains(c, u)) {
                "cyc-entry".to_string()
            } else if info.cycle_of(u).is_some_and(|c| !info.contains(c, v)) {
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
        joins: Vec::new(),
    }
}

/// For each block (indexed by [`Block::index`]), the cycles it is an entry of (its header
/// included), outermost first: shape `[num_blocks][≤ depth]`. A block is an entry of the cycles
/// from its innermost one up to [`CycleInfo::outermost_entered`], so this walks up from each
/// entry block: `O(n + Σ entries)`. The obvious way, [`CycleInfo::entries`] for every cycle,
/// visits every block of every cycle again for each ancestor, `O(n · depth)`: 66 ms of the
/// Cycles tab's first 200 ms task on a 3,000-block irreducible CFG (`e2e/scale.spec.mjs`). The
/// test `entered_cycles_match_entries` compares the two.
pub fn entered_cycles(cfg: &Cfg, info: &CycleInfo) -> Vec<Vec<cycles::Cycle>> {
    let mut out: Vec<Vec<cycles::Cycle>> = vec![Vec::new(); cfg.num_blocks()];
    for b in cfg.blocks() {
        let Some(top) = info.outermost_entered(b) else { continue };
        let of = &mut out[b.index()];
        let mut c = info.cycle_of(b);
        while let Some(x) = c {
            of.push(x);
            if x == top {
                break;
            }
            c = info.parent(x);
        }
        // Cycles are numbered in preorder (a parent before its children): outermost first.
        of.reverse();
    }
    out
}

/// Cycles listed in the forest (the first ones in preorder).
pub const MAX_FOREST: usize = 80;

/// Block names listed per cycle in the forest.
pub const MAX_MEMBERS: usize = 40;

/// The cycle forest of `info` as nested list items (preorder, indented by depth).
pub fn forest(cfg: &Cfg, info: &CycleInfo) -> Html {
    if info.num_cycles() == 0 {
        return html! { <p class="hint">{"No cycles: the CFG is acyclic."}</p> };
    }
    let name = |b: Block| cycles::print::raw_name(cfg, b).into_owned();
    html! {
        <ul class="forest">
            { for info.cycles().take(MAX_FOREST).map(|c| {
                let entries: Vec<String> = info.entries(c).map(name).collect();
                let total = info.num_blocks_of(c);
                let mut blocks: Vec<String> = info.blocks(c).take(MAX_MEMBERS).map(name).collect();
                if total > MAX_MEMBERS {
                    blocks.push(format!("… {} more", total - MAX_MEMBERS));
                }
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
            if info.num_cycles() > MAX_FOREST {
                <li class="hint">{ format!("… and {} more cycles (the CLI prints them all: reconverge print --passes cycles FILE)", info.num_cycles() - MAX_FOREST) }</li>
            }
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
    let decor: Rc<Decor> = use_memo(a.key, {
        let a = a.clone();
        move |_| cycle_decor(&a.cfg, &a.cycles)
    });
    // The printed hierarchy is written in a task of its own (a deep irreducible hierarchy
    // prints megabytes before it is cut).
    let text = use_state(|| None::<(u64, Rc<String>)>);
    {
        let (text, a) = (text.clone(), a.clone());
        use_effect_with(a.key, move |&key| {
            let t = gloo_timers::callback::Timeout::new(0, move || {
                let mut t = cycles::print::cycles(&a.cfg, &a.cycles);
                if t.len() > 60_000 {
                    let mut cut = 60_000;
                    while !t.is_char_boundary(cut) {
                        cut -= 1;
                    }
                    t.truncate(cut);
                    t.push_str("\n… (truncated: reconverge print --passes cycles FILE prints it whole)\n");
                }
                text.set(Some((key, Rc::new(t))));
            });
            move || drop(t)
        });
    }
    let preorder: Rc<String> = use_memo(a.key, {
        let a = a.clone();
        move |_| a.cycles.dfs_preorder().iter().map(|&b| a.cfg.name_of(b)).collect::<Vec<_>>().join(" ")
    });
    let legend = html! {
        <>
            <span>{"H = header, E = other entry (number = depth)"}</span>
            <span><span class="swatch" style="border-color:#c0392b"></span>{"back to header"}</span>
            <span><span class="swatch" style="border-color:#1f8f4f"></span>{"entering"}</span>
            <span><span class="swatch" style="border-color:#b7791f;border-top-style:dashed"></span>{"exiting"}</span>
            <span>{"shaded: one cycle (inner cycles narrower)"}</span>
            <span><span class="swatch back"></span>{"dashed: back edge of the drawing's DFS (first successor first); CycleInfo's DFS takes the last first, hence \"back to header\" can differ"}</span>
        </>
    };
    html! {
        <div class="cycles" data-view="cycles">
            <div class="cycles-side">
                <h3>{"Cycle forest"}</h3>
                { forest(cfg, info) }
                <h3>{"opt -passes='print<cycles>'"}</h3>
                <pre id="cycles-text">{ (*text).as_ref().filter(|t| t.0 == a.key).map_or("…", |t| t.1.as_str()) }</pre>
                <p class="hint">
                    { "LLVM's CycleInfo explores successors from the last to the first; its DFS preorder here: " }
                    <code id="cycles-preorder">{ (*preorder).clone() }</code>
                    { ". The header of a cycle is its entry visited first, so rotating a successor order (⟳ on the CFG) can change the header of an irreducible cycle and the cycles nested in it. The tab \"All hierarchies\" lists every hierarchy the DFS orders give." }
                </p>
            </div>
            <GraphView view={View::Cfg} analysed={a.clone()} focused={false} title={AttrValue::from("CFG: cycles")}
                       on_hover={props.on_hover.clone()} on_focus={Callback::noop()} decor={decor} {legend}
                       on_rotate={props.on_rotate.clone()} />
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::entered_cycles;
    use reconverge_core::cycles::{Cycle, CycleInfo};
    use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};

    /// [`entered_cycles`] against [`CycleInfo::entries`] of every cycle, on 400 random
    /// irreducible and reducible CFGs of 1–120 blocks.
    #[test]
    fn entered_cycles_match_entries() {
        for seed in 0..400u64 {
            let mut rng = Rng::new(seed);
            let shape = if seed % 2 == 0 { Shape::Random } else { Shape::Reducible };
            let mut opts = GenOptions::new(1 + (seed as usize * 7) % 120, shape);
            opts.back_edge = 0.3;
            let cfg = random_cfg(&mut rng, &opts);
            let info = CycleInfo::compute(&cfg);
            let mut slow: Vec<Vec<Cycle>> = vec![Vec::new(); cfg.num_blocks()];
            for c in info.cycles() {
                for e in info.entries(c) {
                    slow[e.index()].push(c);
                }
            }
            assert_eq!(entered_cycles(&cfg, &info), slow, "seed {seed}");
        }
    }
}
