//! One drawing (CFG, dominator tree or post-dominator tree) as SVG with pan and zoom.
//!
//! Test hooks: the `<section>` has `data-view`; each block is a `<g data-block="NAME">`
//! (tree views add `data-parent`, empty for a root or a child of the virtual exit); the
//! virtual exit is `<g data-virtual="exit">`. Hover highlighting is done by the app with a
//! CSS rule on `data-block`, so hovering never re-renders the drawings.

use crate::analysis::Analysed;
use crate::state::View;
use crate::svg::{label_anchor, path, ViewBox};
use std::rc::Rc;
use web_sys::{Element, PointerEvent, WheelEvent};
use yew::prelude::*;

/// Extra marks on a drawing, per layout node and per layout edge (CSS classes and badges).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Decor {
    /// Extra classes per layout node (missing entries: none).
    pub node_class: Vec<String>,
    /// Extra classes per layout edge (missing entries: none).
    pub edge_class: Vec<String>,
    /// A small badge per layout node, drawn above the box's right corner.
    pub badges: Vec<Option<String>>,
    /// A title (tooltip) per layout edge.
    pub edge_title: Vec<String>,
    /// Shaded regions drawn under everything, in order (outer regions first).
    pub regions: Vec<Region>,
}

/// A shaded region: the union of some nodes' boxes (grown by a margin) and some edges
/// (stroked wide), in one colour — how a cycle is drawn on the CFG.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Region {
    /// Colour index (CSS class `region-K`, K < 8).
    pub color: u32,
    /// Margin around the boxes and half-width of the edge strokes, model units.
    pub pad: f32,
    /// Layout nodes in the region.
    pub nodes: Vec<u32>,
    /// Layout edges in the region.
    pub edges: Vec<u32>,
    /// `data-region` value (e.g. the cycle's header), for tests and hover.
    pub id: String,
}

/// Properties of [`GraphView`].
#[derive(Properties, Clone)]
pub struct GraphViewProps {
    /// Which drawing.
    pub view: View,
    /// The analyses to draw.
    pub analysed: Rc<Analysed>,
    /// Whether this view is enlarged.
    pub focused: bool,
    /// Called with the hovered block's name (`None` when leaving).
    pub on_hover: Callback<Option<String>>,
    /// Called to enlarge (`Some`) or restore (`None`) the view.
    pub on_focus: Callback<Option<View>>,
    /// Extra marks.
    #[prop_or_default]
    pub decor: Option<Rc<Decor>>,
    /// Called with a clicked block's name.
    #[prop_or_default]
    pub on_block_click: Option<Callback<String>>,
    /// Called to rotate a block's successor order (CFG view: blocks with several successors
    /// get a `⟳` control); the argument is (block, number of successors).
    #[prop_or_default]
    pub on_rotate: Option<Callback<(String, usize)>>,
    /// A legend shown under the heading.
    #[prop_or_default]
    pub legend: Option<Html>,
    /// Overrides the heading.
    #[prop_or_default]
    pub title: Option<AttrValue>,
}

impl PartialEq for GraphViewProps {
    fn eq(&self, o: &Self) -> bool {
        self.view == o.view
            && Rc::ptr_eq(&self.analysed, &o.analysed)
            && self.focused == o.focused
            && self.decor == o.decor
            && self.on_block_click.is_some() == o.on_block_click.is_some()
            && self.on_rotate.is_some() == o.on_rotate.is_some()
            && self.legend == o.legend
            && self.title == o.title
    }
}

struct DrawNode {
    succs: usize,
    name: Option<String>,
    parent: Option<String>,
    label: String,
    class: &'static str,
    x: f32,
    y: f32,
    w: f32,
    h: f32,
}

struct DrawEdge {
    d: String,
    class: &'static str,
    label: Option<(String, f32, f32)>,
    from: String,
    to: String,
}

/// Nodes and edges of the chosen drawing.
fn drawing(view: View, a: &Analysed) -> (Vec<DrawNode>, Vec<DrawEdge>, f32, f32) {
    let cfg = &a.cfg;
    match view {
        View::Cfg => {
            let l = &a.cfg_layout;
            let nodes = cfg
                .blocks()
                .map(|b| {
                    let n = &l.nodes[b.index()];
                    let class = if b == cfg.entry() {
                        "block entry"
                    } else if cfg.is_exit(b) {
                        "block exit"
                    } else if !a.dt.is_reachable(b) {
                        "block unreachable"
                    } else {
                        "block"
                    };
                    DrawNode {
                        succs: cfg.succs(b).len(),
                        name: Some(cfg.name_of(b).to_string()),
                        parent: None,
                        label: cfg.name_of(b).to_string(),
                        class,
                        x: n.x,
                        y: n.y,
                        w: n.w,
                        h: n.h,
                    }
                })
                .collect();
            let mut k = 0;
            let mut edges = Vec::with_capacity(l.edges.len());
            for b in cfg.blocks() {
                let labels = cfg.succ_labels(b);
                for (i, &s) in cfg.succs(b).iter().enumerate() {
                    let Some(e) = l.edges.get(k) else { break };
                    k += 1;
                    let label = (!labels[i].is_empty() && labels.len() > 1).then(|| {
                        let (x, y) = label_anchor(&e.points, 14.0);
                        (labels[i].clone(), x, y)
                    });
                    let class = if e.back_edge { "edge back" } else { "edge" };
                    edges.push(DrawEdge {
                        d: path(&e.points),
                        class,
                        label,
                        from: cfg.name_of(b).to_string(),
                        to: cfg.name_of(s).to_string(),
                    });
                }
            }
            (nodes, edges, l.width, l.height)
        }
        View::DomTree | View::PostDomTree => {
            let t = if view == View::DomTree {
                &a.domtree
            } else {
                &a.postdomtree
            };
            let l = &t.layout;
            let nodes = t
                .nodes
                .iter()
                .enumerate()
                .map(|(k, b)| {
                    let n = &l.nodes[k];
                    match b {
                        Some(b) => DrawNode {
                            succs: 0,
                            name: Some(cfg.name_of(*b).to_string()),
                            parent: Some(t.parents[k].clone()),
                            label: cfg.name_of(*b).to_string(),
                            class: if view == View::PostDomTree && a.pdt.roots().contains(b) {
                                "block root"
                            } else {
                                "block"
                            },
                            x: n.x,
                            y: n.y,
                            w: n.w,
                            h: n.h,
                        },
                        None => DrawNode {
                            succs: 0,
                            name: None,
                            parent: None,
                            label: "exit".into(),
                            class: "block virtual",
                            x: n.x,
                            y: n.y,
                            w: n.w,
                            h: n.h,
                        },
                    }
                })
                .collect();
            let name = |k: u32| {
                t.nodes[k as usize]
                    .map(|b| cfg.name_of(b).to_string())
                    .unwrap_or_default()
            };
            let edges = l
                .edges
                .iter()
                .map(|e| DrawEdge {
                    d: path(&e.points),
                    class: "edge tree",
                    label: None,
                    from: name(e.from),
                    to: name(e.to),
                })
                .collect();
            (nodes, edges, l.width, l.height)
        }
    }
}

/// The largest magnification a fitted drawing gets (screen pixels per model unit).
const MAX_SCALE: f32 = 1.15;

/// A pannable, zoomable SVG drawing of one view.
#[function_component]
pub fn GraphView(props: &GraphViewProps) -> Html {
    let (width, height) = extent(props.view, &props.analysed);
    let fit = ViewBox::fit(width, height, 16.0);
    let vb = use_state(|| fit);
    let svg_ref = use_node_ref();
    let drag = use_mut_ref(|| None::<(f32, f32, ViewBox)>);
    let size = {
        let svg_ref = svg_ref.clone();
        move || {
            svg_ref.cast::<Element>().map(|e| {
                let r = e.get_bounding_client_rect();
                (
                    r.width() as f32,
                    r.height() as f32,
                    r.left() as f32,
                    r.top() as f32,
                )
            })
        }
    };
    // Fitting never magnifies beyond MAX_SCALE screen pixels per model unit.
    let fitted = {
        let size = size.clone();
        move || match size() {
            Some((sw, sh, _, _)) if sw > 0.0 && sh > 0.0 => {
                fit.at_least(sw / MAX_SCALE, sh / MAX_SCALE)
            }
            _ => fit,
        }
    };
    {
        // A new drawing resets the view to fit.
        let (vb, fitted) = (vb.clone(), fitted.clone());
        use_effect_with(
            (Rc::as_ptr(&props.analysed) as usize, props.focused),
            move |_| vb.set(fitted()),
        );
    }
    let max_w = (fit.w.max(fit.h) * 4.0).max(400.0);
    let onwheel = {
        let (vb, size) = (vb.clone(), size.clone());
        Callback::from(move |e: WheelEvent| {
            e.prevent_default();
            if let Some((sw, sh, left, top)) = size() {
                let (mx, my) = vb.to_model(
                    sw,
                    sh,
                    e.client_x() as f32 - left,
                    e.client_y() as f32 - top,
                );
                let factor = (e.delta_y() as f32 * 0.0015).exp();
                vb.set(vb.zoom(factor, mx, my, 40.0, max_w));
            }
        })
    };
    let onpointerdown = {
        let (vb, drag) = (vb.clone(), drag.clone());
        Callback::from(move |e: PointerEvent| {
            if e.button() == 0 {
                *drag.borrow_mut() = Some((e.client_x() as f32, e.client_y() as f32, *vb));
                if let Some(t) = e.target_dyn_into::<Element>() {
                    let _ = t.set_pointer_capture(e.pointer_id());
                }
            }
        })
    };
    let onpointermove = {
        let (vb, drag, size) = (vb.clone(), drag.clone(), size.clone());
        Callback::from(move |e: PointerEvent| {
            let Some((x0, y0, start)) = *drag.borrow() else {
                return;
            };
            if let Some((sw, sh, _, _)) = size() {
                let s = start.scale(sw, sh);
                vb.set(start.pan(
                    -(e.client_x() as f32 - x0) * s,
                    -(e.client_y() as f32 - y0) * s,
                ));
            }
        })
    };
    let onpointerup = {
        let drag = drag.clone();
        Callback::from(move |_: PointerEvent| *drag.borrow_mut() = None)
    };
    let zoom_by = |f: f32| {
        let vb = vb.clone();
        Callback::from(move |_: MouseEvent| {
            vb.set(vb.zoom(f, vb.x + vb.w / 2.0, vb.y + vb.h / 2.0, 40.0, max_w))
        })
    };
    let on_fit = {
        let vb = vb.clone();
        Callback::from(move |_: MouseEvent| vb.set(fitted()))
    };
    let on_focus = {
        let (cb, view, focused) = (props.on_focus.clone(), props.view, props.focused);
        Callback::from(move |_: MouseEvent| cb.emit(if focused { None } else { Some(view) }))
    };
    // Markers are per view and per drawing instance (several CFG drawings may share a page).
    let uid = use_memo((), |_| {
        thread_local!(static NEXT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) });
        NEXT.with(|n| {
            n.set(n.get() + 1);
            n.get()
        })
    });
    let marker = format!("arrow-{}-{}", props.view.id(), *uid);
    let marker_url = format!("url(#{marker})");
    let title = props
        .title
        .clone()
        .unwrap_or_else(|| AttrValue::from(props.view.title()));
    html! {
        <section class={classes!("view", props.focused.then_some("focused"))} data-view={props.view.id()}>
            <header class="view-head">
                <h2>{ title.clone() }</h2>
                if let Some(l) = &props.legend {
                    <span class="legend">{ l.clone() }</span>
                }
                <span class="view-tools">
                    <button title="Zoom in" onclick={zoom_by(0.8)}>{"+"}</button>
                    <button title="Zoom out" onclick={zoom_by(1.25)}>{"−"}</button>
                    <button title="Fit the drawing" onclick={on_fit}>{"fit"}</button>
                    <button title={if props.focused { "Back to all views" } else { "Enlarge this view" }} onclick={on_focus}>{ if props.focused { "⤡" } else { "⤢" } }</button>
                </span>
            </header>
            <svg ref={svg_ref} class="drawing" viewBox={vb.attr()} preserveAspectRatio="xMidYMid meet"
                 {onwheel} {onpointerdown} {onpointermove} onpointerup={onpointerup.clone()} onpointercancel={onpointerup}
                 role="img" aria-label={title}>
                <defs>
                    <marker id={marker.clone()} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                        <path d="M0,1L9,5L0,9z" class="arrowhead" />
                    </marker>
                </defs>
                <Content view={props.view} analysed={props.analysed.clone()} decor={props.decor.clone()} marker={marker_url.clone()}
                         on_hover={props.on_hover.clone()} on_block_click={props.on_block_click.clone()} on_rotate={props.on_rotate.clone()} />
            </svg>
        </section>
    }
}

/// The size of the chosen drawing.
fn extent(view: View, a: &Analysed) -> (f32, f32) {
    let l = match view {
        View::Cfg => &a.cfg_layout,
        View::DomTree => &a.domtree.layout,
        View::PostDomTree => &a.postdomtree.layout,
    };
    (l.width, l.height)
}

/// Properties of [`Content`]: everything but the view box, so panning and zooming never
/// re-render the nodes and edges.
#[derive(Properties, Clone)]
struct ContentProps {
    view: View,
    analysed: Rc<Analysed>,
    decor: Option<Rc<Decor>>,
    marker: String,
    on_hover: Callback<Option<String>>,
    on_block_click: Option<Callback<String>>,
    on_rotate: Option<Callback<(String, usize)>>,
}

impl PartialEq for ContentProps {
    fn eq(&self, o: &Self) -> bool {
        self.view == o.view
            && Rc::ptr_eq(&self.analysed, &o.analysed)
            && self.decor == o.decor
            && self.marker == o.marker
            && self.on_block_click.is_some() == o.on_block_click.is_some()
            && self.on_rotate.is_some() == o.on_rotate.is_some()
    }
}

/// The nodes and edges of a drawing.
#[function_component]
fn Content(props: &ContentProps) -> Html {
    let (nodes, edges, _, _) = drawing(props.view, &props.analysed);
    let hover = props.on_hover.clone();
    let leave = {
        let hover = hover.clone();
        Callback::from(move |_: MouseEvent| hover.emit(None))
    };
    let decor = props.decor.clone().unwrap_or_default();
    let class_at = |v: &Vec<String>, k: usize| v.get(k).cloned().unwrap_or_default();
    html! {
        <>
                <g class="regions">
                    { for decor.regions.iter().map(|r| html! {
                        <g class={format!("region region-{}", r.color % 8)} data-region={r.id.clone()}>
                            { for r.edges.iter().filter_map(|&k| edges.get(k as usize)).map(|e| html! {
                                <path d={e.d.clone()} stroke-width={format!("{:.1}", 2.0 * r.pad)} />
                            }) }
                            { for r.nodes.iter().filter_map(|&k| nodes.get(k as usize)).map(|n| html! {
                                <rect x={format!("{:.1}", n.x - n.w / 2.0 - r.pad)} y={format!("{:.1}", n.y - n.h / 2.0 - r.pad)}
                                      width={format!("{:.1}", n.w + 2.0 * r.pad)} height={format!("{:.1}", n.h + 2.0 * r.pad)} rx={format!("{:.1}", 5.0 + r.pad)} />
                            }) }
                        </g>
                    }) }
                </g>
                <g class="edges">
                    { for edges.iter().enumerate().map(|(k, e)| html! {
                        <g class={classes!(e.class, class_at(&decor.edge_class, k))} data-from={e.from.clone()} data-to={e.to.clone()}>
                            if let Some(t) = decor.edge_title.get(k) {
                                <title>{ t.clone() }</title>
                            }
                            <path d={e.d.clone()} marker-end={props.marker.clone()} />
                            if let Some((t, x, y)) = &e.label {
                                <text class="edge-label" x={format!("{x:.1}")} y={format!("{y:.1}")}>{ t.clone() }</text>
                            }
                        </g>
                    }) }
                </g>
                <g class="nodes">
                    { for nodes.iter().enumerate().map(|(k, n)| {
                        let enter = {
                            let (hover, name) = (hover.clone(), n.name.clone());
                            Callback::from(move |_: MouseEvent| hover.emit(name.clone()))
                        };
                        let click = match (&props.on_block_click, &n.name) {
                            (Some(cb), Some(name)) => {
                                let (cb, name) = (cb.clone(), name.clone());
                                Some(Callback::from(move |e: MouseEvent| { e.stop_propagation(); cb.emit(name.clone()) }))
                            }
                            _ => None,
                        };
                        let rotate = match (&props.on_rotate, &n.name) {
                            (Some(cb), Some(name)) if n.succs > 1 => {
                                let (cb, name, count) = (cb.clone(), name.clone(), n.succs);
                                Some(Callback::from(move |e: MouseEvent| { e.stop_propagation(); cb.emit((name.clone(), count)) }))
                            }
                            _ => None,
                        };
                        html! {
                            <g class={classes!(n.class, class_at(&decor.node_class, k))} data-block={n.name.clone()} data-parent={n.parent.clone()}
                               data-virtual={n.name.is_none().then_some("exit")}
                               transform={format!("translate({:.1},{:.1})", n.x - n.w / 2.0, n.y - n.h / 2.0)}
                               onmouseenter={enter} onmouseleave={leave.clone()} onclick={click}
                               onpointerdown={Callback::from(|e: PointerEvent| e.stop_propagation())}>
                                <rect class="box" width={format!("{:.1}", n.w)} height={format!("{:.1}", n.h)} rx="5" />
                                <text x={format!("{:.1}", n.w / 2.0)} y={format!("{:.1}", n.h / 2.0)}>{ n.label.clone() }</text>
                                if let Some(Some(b)) = decor.badges.get(k) {
                                    <text class="badge-text" x={format!("{:.1}", n.w + 3.0)} y="-3">{ b.clone() }</text>
                                }
                                if let Some(r) = rotate {
                                    <g class="rotate" data-rotate={n.name.clone()} onclick={r}
                                       transform={format!("translate({:.1},{:.1})", -9.0, n.h / 2.0)}>
                                        <title>{ "Rotate this block's successor order (changes the DFS)" }</title>
                                        <circle r="7" />
                                        <text>{"⟳"}</text>
                                    </g>
                                }
                            </g>
                        }
                    }) }
                </g>
        </>
    }
}
