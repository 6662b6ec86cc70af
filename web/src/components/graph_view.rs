//! One drawing (CFG, dominator tree or post-dominator tree) as SVG with pan and zoom.
//!
//! Test hooks: the `<section>` has `data-view`; each block is a `<g data-block="NAME">`
//! (tree views add `data-parent`, empty for a root or a child of the virtual exit); the
//! virtual exit is `<g data-virtual="exit">`. Hover highlighting is done by the app with a
//! CSS rule on `data-block`, so hovering never re-renders the drawings.
//!
//! Large drawings stay readable and cheap:
//! - **fit** keeps text legible: a drawing that would shrink below [`MIN_LEGIBLE`] screen
//!   pixels per model unit is fitted to the pane's width (at least that scale) and opens at its
//!   top, to be panned; a **minimap** shows where the view is and moves it on click;
//! - only what is near the view is in the DOM (**culling** in tiles, so panning inside a tile
//!   never re-renders), and above [`LOD_MAX_NODES`] visible nodes the drawing switches to a
//!   **coarse** level of detail (one path for the boxes, one for the edges, no text);
//! - **find** jumps to a block by name; blocks are focusable (Tab, arrow keys), and focus shows
//!   the same highlight as hover.

use crate::analysis::Analysed;
use crate::state::View;
use crate::bridge::use_job;
use crate::folding::{FoldKind, FoldSpec, FoldView, FoldedDrawing, FOLD_BY_DEFAULT};
use crate::svg::{esc, label_anchor, ViewBox, F};
use crate::worker::{JobResult, Request};
use reconverge_core::layout::labels::{place_labels, Anchor, LabelKind, LabelRect, PlacedLabel, WantedLabel};
use reconverge_core::layout::view::{bounds, free_corner, open_view, OpenOptions};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent, PointerEvent, WheelEvent};
use yew::prelude::*;

/// Extra marks on a drawing, per layout node and per layout edge (CSS classes and badges).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Decor {
    /// Extra classes per layout node (missing entries: none).
    pub node_class: Vec<String>,
    /// Extra classes per layout edge (missing entries: none).
    pub edge_class: Vec<String>,
    /// A small badge per layout node (threads waiting there, a predicate), placed by the
    /// label mechanism ([`place_labels`], right of the box first).
    pub badges: Vec<Option<String>>,
    /// A join mark per layout node (a reconvergence point of the warp's SIMT stack, the join
    /// of a divergent branch), placed by the same mechanism ([`LabelKind::Join`]: left of the
    /// box first) and drawn as `text.join-mark` on its background.
    pub joins: Vec<Option<String>>,
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
    /// The `Analyse` job of `analysed`: set, a plain drawing (no decor) can be folded
    /// ([`crate::folding`]; on by default above [`FOLD_BY_DEFAULT`] blocks).
    #[prop_or_default]
    pub analysis: Option<u64>,
    /// A block the view keeps on screen at a legible scale (the warp's executing block): when
    /// it changes and is outside the view, the view centres on it.
    #[prop_or_default]
    pub follow: Option<AttrValue>,
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
            && self.analysis == o.analysis
            && self.follow == o.follow
    }
}

/// The nodes and edges of a drawing in model coordinates, with their total extent.
#[derive(Default)]
pub struct Drawing {
    nodes: Vec<DrawNode>,
    edges: Vec<DrawEdge>,
    width: f32,
    height: f32,
    /// Per edge: its bounding box `(x0, y0, x1, y1)` (for culling).
    edge_boxes: Vec<(f32, f32, f32, f32)>,
    /// The structured constructs drawn behind a CFG (outer ones first; empty for trees and
    /// folded drawings).
    constructs: Vec<ConstructShape>,
    /// Unique per drawing built in the page ([`next_serial`]; 0 for the empty drawing): what
    /// the caches of its labels, geometry and markup are keyed by (never its address).
    serial: u64,
}

/// A fresh number for a [`Drawing`] (counts up from 1; the page is one thread).
fn next_serial() -> u64 {
    thread_local!(static NEXT: std::cell::Cell<u64> = const { std::cell::Cell::new(0) });
    NEXT.with(|n| {
        n.set(n.get() + 1);
        n.get()
    })
}

/// A structured construct's region on the CFG ([`crate::vulkan_view::ConstructsView`]).
struct ConstructShape {
    /// `selection`, `loop`, `continue` or `case`.
    kind: &'static str,
    /// `loop H`: the label and the `data-construct` hook.
    label: String,
    /// The header's name (`data-header`).
    header: String,
    /// Nesting depth.
    depth: u32,
    /// The outline (a closed rectilinear polygon).
    outline: Vec<(f32, f32)>,
    /// The label's baseline start.
    label_at: (f32, f32),
}

/// The construct regions of the CFG drawing of `a`, outer ones first.
fn construct_shapes(a: &Analysed) -> Vec<ConstructShape> {
    let Some(Ok(c)) = &a.constructs else { return Vec::new() };
    let mut v: Vec<ConstructShape> = c
        .constructs
        .constructs
        .iter()
        .zip(&c.regions)
        .filter_map(|(x, r)| {
            let r = r.as_ref()?;
            Some(ConstructShape {
                kind: x.kind.name(),
                label: crate::vulkan_view::label(&a.cfg, x.kind, x.header),
                header: a.cfg.name_of(x.header).to_string(),
                depth: r.depth,
                outline: r.outline.clone(),
                label_at: r.label,
            })
        })
        .collect();
    reconverge_core::sort::sort_by_key(&mut v, |s| s.depth);
    v
}

/// The construct regions as SVG (all paths, then all labels on top), or nothing.
fn construct_markup(d: &Drawing) -> String {
    use std::fmt::Write as _;
    if d.constructs.is_empty() {
        return String::new();
    }
    let mut o = format!(r#"<g class="constructs" data-constructs="{}">"#, d.constructs.len());
    for c in &d.constructs {
        let _ = write!(o, r#"<g class="construct construct-{}" data-construct="{}" data-header="{}" data-depth="{}"><title>{}</title><path d=""#, c.kind, esc(&c.label), esc(&c.header), c.depth, esc(&c.label));
        for (i, &(x, y)) in c.outline.iter().enumerate() {
            let _ = write!(o, "{}{:.1},{:.1}", if i == 0 { "M" } else { "L" }, F(x), F(y));
        }
        o.push_str(r#"Z"/></g>"#);
    }
    for c in &d.constructs {
        let _ = write!(o, r#"<text class="construct-label construct-{}" x="{:.1}" y="{:.1}">{}</text>"#, c.kind, F(c.label_at.0), F(c.label_at.1), esc(&c.label));
    }
    o.push_str("</g>");
    o
}

struct DrawNode {
    /// In a folded drawing: the folded node's index (cycle, chain or collapsed subtree).
    fold: Option<u32>,
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
    /// The layout's Bézier control points (path data is written only for edges near the
    /// view: see [`markup`]).
    points: Vec<(f32, f32)>,
    class: &'static str,
    label: Option<(String, f32, f32)>,
    from: String,
    to: String,
}

fn drawing(view: View, a: &Analysed) -> Drawing {
    let (nodes, edges, width, height, boxes) = drawing_parts(view, a);
    let constructs = if view == View::Cfg { construct_shapes(a) } else { Vec::new() };
    Drawing { nodes, edges, width, height, edge_boxes: boxes, constructs, serial: next_serial() }
}

thread_local! {
    /// The drawing shown while a fold is being computed.
    static EMPTY: Rc<Drawing> = Rc::new(Drawing::default());
}

/// The drawings of one analysis (keyed by [`Analysed::key`], the job that produced it), per view.
type DrawingCache = (u64, Vec<(View, Rc<Drawing>)>);

thread_local! {
    /// The drawings of the current analysis, shared by every view of every tab (a 3,000-block
    /// CFG's path data is built once, not once per tab).
    static DRAWINGS: std::cell::RefCell<DrawingCache> = const { std::cell::RefCell::new((0, Vec::new())) };
}

/// The drawing of `view` for `a`, built once per analysis.
fn shared_drawing(view: View, a: &Rc<Analysed>) -> Rc<Drawing> {
    let key = a.key;
    DRAWINGS.with(|d| {
        let mut d = d.borrow_mut();
        // Key 0 (an analysis made outside the page's worker bridge) is never cached.
        if d.0 != key || key == 0 {
            *d = (key, Vec::new());
        }
        if let Some((_, x)) = d.1.iter().find(|(v, _)| *v == view) {
            return x.clone();
        }
        let x = Rc::new(drawing(view, a));
        d.1.push((view, x.clone()));
        x
    })
}

type Parts = (Vec<DrawNode>, Vec<DrawEdge>, f32, f32, Vec<(f32, f32, f32, f32)>);

fn bbox(points: &[(f32, f32)]) -> (f32, f32, f32, f32) {
    let mut b = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in points {
        b = (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y));
    }
    b
}

/// Nodes and edges of the chosen drawing.
fn drawing_parts(view: View, a: &Analysed) -> Parts {
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
                        fold: None,
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
            let boxes = l.edges.iter().map(|e| bbox(&e.points)).collect();
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
                        points: e.points.clone(),
                        class,
                        label,
                        from: cfg.name_of(b).to_string(),
                        to: cfg.name_of(s).to_string(),
                    });
                }
            }
            (nodes, edges, l.width, l.height, boxes)
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
                            fold: None,
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
                            fold: None,
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
                    points: e.points.clone(),
                    class: "edge tree",
                    label: None,
                    from: name(e.from),
                    to: name(e.to),
                })
                .collect();
            let boxes = l.edges.iter().map(|e| bbox(&e.points)).collect();
            (nodes, edges, l.width, l.height, boxes)
        }
    }
}

/// The drawing of a folded graph ([`crate::folding`]): folded nodes carry `data-fold` and the
/// class `folded` (with `folded-cycle`, `folded-chain` or `folded-subtree`).
fn folded_drawing(f: &FoldedDrawing, a: &Analysed) -> Drawing {
    let cfg = &a.cfg;
    let l = &f.layout;
    let name = |k: u32| f.nodes.get(k as usize).and_then(|n| n.block).map(|b| cfg.name_of(b).to_string()).unwrap_or_default();
    let nodes = f
        .nodes
        .iter()
        .enumerate()
        .map(|(k, n)| {
            let b = l.nodes.get(k).copied().unwrap_or_default();
            let class = match n.kind {
                FoldKind::Cycle => "block folded folded-cycle",
                FoldKind::Chain => "block folded folded-chain",
                FoldKind::Subtree => "block folded folded-subtree",
                FoldKind::Block if n.block.is_none() => "block virtual",
                FoldKind::Block if f.spec.view == FoldView::Cfg && n.block == Some(cfg.entry()) => "block entry",
                FoldKind::Block if f.spec.view == FoldView::Cfg && n.block.is_some_and(|b| cfg.is_exit(b)) => "block exit",
                FoldKind::Block => "block",
            };
            DrawNode {
                fold: (n.kind != FoldKind::Block).then_some(k as u32),
                succs: 0,
                name: n.block.map(|b| cfg.name_of(b).to_string()),
                parent: (f.spec.view != FoldView::Cfg).then(|| n.parent.clone()),
                label: n.label.clone(),
                class,
                x: b.x,
                y: b.y,
                w: b.w,
                h: b.h,
            }
        })
        .collect();
    let edges = l
        .edges
        .iter()
        .map(|e| DrawEdge {
            points: e.points.clone(),
            class: if f.spec.view != FoldView::Cfg {
                "edge tree"
            } else if e.back_edge {
                "edge back"
            } else {
                "edge"
            },
            label: None,
            from: name(e.from),
            to: name(e.to),
        })
        .collect();
    let edge_boxes = l.edges.iter().map(|e| bbox(&e.points)).collect();
    Drawing { nodes, edges, width: l.width, height: l.height, edge_boxes, constructs: Vec::new(), serial: next_serial() }
}

/// The largest magnification a fitted drawing gets (screen pixels per model unit).
const MAX_SCALE: f32 = 1.15;

/// The smallest scale a fit may use (screen pixels per model unit): block names (12 px in
/// model units) stay at least 9 px tall. Larger drawings are fitted to the width and panned.
pub const MIN_LEGIBLE: f32 = 0.75;

/// How drawings open ([`open_view`]): 16 units of margin, [`MAX_SCALE`], [`MIN_LEGIBLE`],
/// [`SMALL_DRAWING`].
const OPEN: OpenOptions = OpenOptions { pad: 16.0, max_scale: MAX_SCALE, min_legible: MIN_LEGIBLE, small_drawing: SMALL_DRAWING };

/// The minimap's size in pixels (`.minimap` in style.css).
const MINIMAP_W: f32 = 120.0;
/// See [`MINIMAP_W`].
const MINIMAP_H: f32 = 90.0;

/// Block names offered as find suggestions (any name can be typed).
pub const MAX_FIND_NAMES: usize = 800;

/// Drawings with at most this many nodes always fit whole.
pub const SMALL_DRAWING: usize = 40;

/// Drawings with more nodes than this are culled to what is near the view.
pub const CULL_MIN_NODES: usize = 250;

/// Regions with more blocks than this are shaded without their internal edges.
pub const MAX_REGION_EDGE_NODES: usize = 60;

/// Above this many nodes in view, the drawing switches to the coarse level of detail.
pub const LOD_MAX_NODES: usize = 450;

/// The default legend of a view: every mark the plain drawing uses.
fn default_legend(view: View) -> Html {
    match view {
        View::Cfg => html! {
            <>
                <span class="key entry">{"entry"}</span>
                <span class="key exit">{"exit"}</span>
                <span class="key unreachable">{"unreachable"}</span>
                <span><span class="swatch back"></span>{"back edge (DFS taking the first successor first, as the dominator tree's)"}</span>
                <span>{"T/F: successor labels"}</span>
                <span>{"⟳ rotate successors (changes the DFS)"}</span>
            </>
        },
        View::DomTree => html! {
            <>
                <span>{"edge: idom(child) = parent"}</span>
                <span class="key entry">{"root = entry"}</span>
            </>
        },
        View::PostDomTree => html! {
            <>
                <span>{"edge: ipdom(child) = parent"}</span>
                <span class="key virtual">{"virtual exit"}</span>
                <span class="key root">{"bold: root (LLVM's roots: exits and infinite loops)"}</span>
            </>
        },
    }
}

/// The cull window for view box `vb`: the view grown by a quarter on each side and snapped to
/// tiles of about a quarter of its size, so small pans keep the same window (no re-render) and
/// at most about four views' worth of blocks are in the DOM.
fn cull_window(vb: &ViewBox) -> (f32, f32, f32, f32) {
    let cw = 2f32.powf((vb.w.max(4.0) / 4.0).log2().floor());
    let ch = 2f32.powf((vb.h.max(4.0) / 4.0).log2().floor());
    let x0 = ((vb.x - vb.w * 0.25) / cw).floor() * cw;
    let y0 = ((vb.y - vb.h * 0.25) / ch).floor() * ch;
    let x1 = ((vb.x + vb.w * 1.25) / cw).ceil() * cw;
    let y1 = ((vb.y + vb.h * 1.25) / ch).ceil() * ch;
    (x0, y0, x1, y1)
}

/// One path for all boxes and one for all edges (the coarse level of detail and the minimap),
/// restricted to `window` when given.
fn coarse_paths(d: &Drawing, window: Option<(f32, f32, f32, f32)>) -> (String, String) {
    use std::fmt::Write as _;
    let inside = |b: (f32, f32, f32, f32)| {
        window.is_none_or(|w| b.2 >= w.0 && b.0 <= w.2 && b.3 >= w.1 && b.1 <= w.3)
    };
    let mut boxes = String::new();
    for n in &d.nodes {
        let b = (n.x - n.w / 2.0, n.y - n.h / 2.0, n.x + n.w / 2.0, n.y + n.h / 2.0);
        if inside(b) {
            let _ = write!(boxes, "M{:.0},{:.0}h{:.0}v{:.0}h{:.0}z", F(b.0), F(b.1), F(n.w), F(n.h), F(-n.w));
        }
    }
    let mut edges = String::new();
    for (k, e) in d.edges.iter().enumerate() {
        if d.edge_boxes.get(k).is_none_or(|&b| inside(b)) {
            // Coarse form: a straight segment from the edge's start to its end.
            if let (Some(a), Some(b)) = (e.points.first(), e.points.last()) {
                edges.push('M');
                crate::svg::push_f1(&mut edges, a.0);
                edges.push(',');
                crate::svg::push_f1(&mut edges, a.1);
                edges.push('L');
                crate::svg::push_f1(&mut edges, b.0);
                edges.push(',');
                crate::svg::push_f1(&mut edges, b.1);
            }
        }
    }
    (boxes, edges)
}

/// Writes `markup()` into the element `id` (a `<datalist>`) unless it already has children:
/// suggestions are built when first needed, not on every render.
pub fn fill_once(id: &str, markup: impl FnOnce() -> String) {
    let Some(list) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) else { return };
    if list.child_element_count() == 0 {
        list.set_inner_html(&markup());
    }
}

/// A pannable, zoomable SVG drawing of one view.
#[function_component]
pub fn GraphView(props: &GraphViewProps) -> Html {
    // Folding: plain drawings of an analysis can be folded; large ones open folded.
    let fold_view = match props.view {
        View::Cfg => FoldView::Cfg,
        View::DomTree => FoldView::DomTree,
        View::PostDomTree => FoldView::PostDomTree,
    };
    let foldable = props.analysis.is_some() && props.decor.is_none() && props.analysed.cfg.num_blocks() > 2;
    let fold_choice = use_state(|| None::<(u64, bool)>);
    let analysed_key = props.analysed.key;
    let folding = foldable
        && fold_choice.filter(|c| c.0 == analysed_key).map_or(props.analysed.cfg.num_blocks() > FOLD_BY_DEFAULT, |c| c.1);
    let fold_spec = use_state(|| None::<(u64, FoldSpec)>);
    let spec_now = fold_spec.as_ref().filter(|s| s.0 == analysed_key).map(|s| s.1.clone());
    let (fold_job, _) = use_job(
        (if folding { props.analysis.unwrap_or(0) } else { 0 }, spec_now, fold_view),
        |(analysis, spec, view), job| Request::Fold { job, analysis: *analysis, spec: spec.clone(), view: *view },
    );
    let folded_result = fold_job.result.clone().filter(|_| folding);
    let folded_d: Option<Rc<Drawing>> = (*use_memo(
        (fold_job.seq, analysed_key, folding),
        {
            let (r, a) = (folded_result.clone(), props.analysed.clone());
            move |_| match r.as_deref() {
                Some(JobResult::Folded(f)) => Some(Rc::new(folded_drawing(f, &a))),
                _ => None,
            }
        },
    ))
    .clone();
    // Opens folded node `k` one level.
    let expand = {
        let (fold_spec, r, a) = (fold_spec.clone(), folded_result.clone(), props.analysed.clone());
        Callback::from(move |k: usize| {
            if let Some(JobResult::Folded(f)) = r.as_deref() {
                let mut spec = f.spec.clone();
                spec.expand(&a, f, k);
                fold_spec.set(Some((a.key, spec)));
            }
        })
    };
    let on_fold_toggle = {
        let (fold_choice, fold_spec) = (fold_choice.clone(), fold_spec.clone());
        Callback::from(move |_: MouseEvent| {
            fold_choice.set(Some((analysed_key, !folding)));
            fold_spec.set(None);
        })
    };
    // Structured constructs drawn as regions (CFG): on by default on a plain drawing.
    let has_constructs = props.view == View::Cfg && matches!(props.analysed.constructs, Some(Ok(_)));
    let constructs_choice = use_state(|| None::<bool>);
    let show_constructs = has_constructs && constructs_choice.unwrap_or(props.decor.is_none());
    let on_constructs_toggle = {
        let c = constructs_choice.clone();
        Callback::from(move |_: MouseEvent| c.set(Some(!show_constructs)))
    };
    let fold_note = match folded_result.as_deref() {
        Some(JobResult::Folded(f)) => Some(format!(
            "{} drawn for {} — click one to open it",
            crate::format::count(f.nodes.len(), "node"),
            crate::format::count(f.nodes.iter().map(|n| n.blocks as usize).sum(), if props.view == View::Cfg { "block" } else { "tree node" }),
        )),
        _ if folding => Some("folding…".to_string()),
        _ => None,
    };
    // The plain drawing is built only when shown (a folded 3,000-block CFG never needs it).
    let plain: Option<Rc<Drawing>> = (*use_memo(
        (props.analysed.key, props.view, folding),
        |&(_, view, folding)| (!folding).then(|| shared_drawing(view, &props.analysed)),
    ))
    .clone();
    let d: Rc<Drawing> = match (folding, plain) {
        (false, Some(p)) => p,
        _ => folded_d.clone().unwrap_or_else(|| EMPTY.with(|e| e.clone())),
    };
    // The labels' places depend on the drawing and its decorations, not on the view; the
    // drawing's extent includes them, so "fit" shows every badge.
    let labels: Rc<Labels> = use_memo((d.serial, props.decor.clone(), props.on_rotate.is_some()), {
        let d = d.clone();
        move |(_, decor, rotatable)| {
            if d.nodes.len() > MAX_PLACED_LABEL_NODES {
                Labels::default()
            } else {
                place_drawing_labels(&d, &decor.clone().unwrap_or_default(), *rotatable)
            }
        }
    });
    // What is drawn (node boxes, edges, construct outlines and placed labels) and its
    // bounding box: the view opens on it (core `layout::view`), so a drawing whose layout
    // extent has empty room on one side still opens centred.
    let geometry: Rc<(Vec<LabelRect>, ViewBox)> = use_memo((d.serial, props.decor.clone(), props.on_rotate.is_some()), {
        let (d, labels) = (d.clone(), labels.clone());
        move |_| {
            let nodes: Vec<LabelRect> = d.nodes.iter().map(|n| LabelRect { x: n.x - n.w / 2.0, y: n.y - n.h / 2.0, w: n.w, h: n.h }).collect();
            let edges = d.edge_boxes.iter().filter(|b| b.0 <= b.2).map(|b| LabelRect { x: b.0, y: b.1, w: b.2 - b.0, h: b.3 - b.1 });
            let regions = d.constructs.iter().flat_map(|c| c.outline.iter().map(|&(x, y)| LabelRect { x, y, w: 0.0, h: 0.0 }));
            let placed = labels.node.iter().chain(&labels.edge).chain(&labels.join).flatten().map(|p| p.rect);
            let c = bounds(nodes.iter().copied().chain(edges).chain(regions).chain(placed))
                .unwrap_or(LabelRect { x: 0.0, y: 0.0, w: d.width.max(1.0), h: d.height.max(1.0) });
            let pad = OPEN.pad;
            (nodes, ViewBox { x: c.x - pad, y: c.y - pad, w: c.w + 2.0 * pad, h: c.h + 2.0 * pad })
        }
    });
    let fit = geometry.1;
    let vb = use_state(|| fit);
    // The pane's size in pixels when the view was last fitted (places the minimap).
    let pane = use_state(|| None::<(f32, f32)>);
    let svg_ref = use_node_ref();
    let drag = use_mut_ref(|| None::<(f32, f32, ViewBox)>);
    let focus_next = use_mut_ref(|| None::<String>);
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
    // The view a pane opens on (core `layout::view::open_view`): the whole drawing centred
    // when it fits legibly, else a legible scale centred on the root's first rows. The root
    // (entry / tree root) is the topmost node, the first one when tied.
    let fitted = {
        let (size, geometry) = (size.clone(), geometry.clone());
        move || match size() {
            Some((sw, sh, _, _)) if sw > 0.0 && sh > 0.0 => {
                let (nodes, fit) = (&geometry.0, geometry.1);
                let root = (0..nodes.len()).min_by(|&a, &b| nodes[a].y.total_cmp(&nodes[b].y)).unwrap_or(0);
                let content = LabelRect { x: fit.x + OPEN.pad, y: fit.y + OPEN.pad, w: fit.w - 2.0 * OPEN.pad, h: fit.h - 2.0 * OPEN.pad };
                let v = open_view(content, nodes, root, (sw, sh), &OPEN);
                ViewBox { x: v.x, y: v.y, w: v.w, h: v.h }
            }
            _ => fit,
        }
    };
    // The content is drawn once the fitted view is known (the first render has no size yet:
    // drawing everything for it would be wasted work on a large CFG).
    // `ready` holds the drawing (and focus) the view box was fitted to.
    let ready = use_state(|| None::<(u64, bool)>);
    let drawing_key = (d.serial, props.focused);
    {
        // A new drawing resets the view to fit.
        let (vb, fitted, ready, pane, size) = (vb.clone(), fitted.clone(), ready.clone(), pane.clone(), size.clone());
        use_effect_with(
            drawing_key,
            move |&key| {
                // Measure and draw the content in a task of its own (after the panel around
                // it), so a large drawing, a large panel and the layout that measuring forces
                // never add up to one long task.
                let t = gloo_timers::callback::Timeout::new(0, move || {
                    vb.set(fitted());
                    pane.set(size().map(|(w, h, _, _)| (w, h)));
                    ready.set(Some(key));
                });
                t.forget();
            },
        );
    }
    let max_w = (fit.w.max(fit.h) * 4.0).max(400.0);
    // Centres the view on a node at a legible scale.
    let center_on = {
        let (vb, size, d) = (vb.clone(), size.clone(), d.clone());
        move |k: usize| {
            let Some(n) = d.nodes.get(k) else { return };
            let (sw, sh) = size().map_or((800.0, 600.0), |(w, h, _, _)| (w.max(1.0), h.max(1.0)));
            let s = vb.scale(sw, sh);
            let s = if 1.0 / s < MIN_LEGIBLE { 1.0 / MIN_LEGIBLE } else { s };
            let (w, h) = (sw * s, sh * s);
            vb.set(ViewBox { x: n.x - w / 2.0, y: n.y - h / 2.0, w, h });
        }
    };
    {
        // Follow a block (the warp's executing one): once the drawing is ready, centre on it
        // at a legible scale when it is not well inside the view.
        let (vb, size, d, center_on) = (vb.clone(), size.clone(), d.clone(), center_on.clone());
        let shown = *ready == Some(drawing_key);
        use_effect_with((props.follow.clone(), d.serial, shown), move |(follow, _, shown)| {
            let k = follow.as_ref().filter(|_| *shown).and_then(|f| d.nodes.iter().position(|n| n.name.as_deref() == Some(f.as_str())));
            if let (Some(k), Some((sw, sh, _, _))) = (k, size()) {
                let n = &d.nodes[k];
                let s = vb.scale(sw.max(1.0), sh.max(1.0));
                // The part of the model the pane shows, less a margin of two boxes.
                let (w, h) = (sw * s, sh * s);
                let (cx, cy) = (vb.x + vb.w / 2.0, vb.y + vb.h / 2.0);
                let inside = (n.x - cx).abs() + n.w < w / 2.0 - 2.0 * n.h && (n.y - cy).abs() + n.h < h / 2.0 - 2.0 * n.h;
                if !inside || 1.0 / s < MIN_LEGIBLE {
                    center_on(k);
                }
            }
        });
    }
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
            // Pressing on a block (or its ⟳) is a click, not the start of a pan.
            if event_block(&e).is_some() {
                return;
            }
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
    // Find: jump to a block by name (exact, else the first name starting with the text).
    let find_error = use_state(|| false);
    let on_find = {
        let (d, center_on, hover, find_error, focus_next) = (
            d.clone(),
            center_on.clone(),
            props.on_hover.clone(),
            find_error.clone(),
            focus_next.clone(),
        );
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let q = input.value();
            let q = q.trim().trim_start_matches('%');
            if q.is_empty() {
                find_error.set(false);
                return;
            }
            let names = || d.nodes.iter().enumerate().filter_map(|(k, n)| n.name.as_deref().map(|m| (k, m)));
            let hit = names().find(|(_, m)| *m == q).or_else(|| names().find(|(_, m)| m.starts_with(q)));
            match hit {
                Some((k, m)) => {
                    find_error.set(false);
                    center_on(k);
                    hover.emit(Some(m.to_string()));
                    *focus_next.borrow_mut() = Some(m.to_string());
                }
                None => find_error.set(true),
            }
        })
    };
    // Keyboard: arrows move the focus between blocks (layout order), keeping it in view.
    let on_key = {
        let (d, center_on, hover, focus_next) =
            (d.clone(), center_on.clone(), props.on_hover.clone(), focus_next.clone());
        Callback::from(move |(k, e): (usize, KeyboardEvent)| {
            let n = d.nodes.len();
            let next = match e.key().as_str() {
                "ArrowRight" | "ArrowDown" => (k + 1) % n.max(1),
                "ArrowLeft" | "ArrowUp" => (k + n.max(1) - 1) % n.max(1),
                "Home" => 0,
                "End" => n.saturating_sub(1),
                _ => return,
            };
            e.prevent_default();
            if let Some(name) = d.nodes.get(next).and_then(|m| m.name.clone()) {
                center_on(next);
                hover.emit(Some(name.clone()));
                *focus_next.borrow_mut() = Some(name);
            }
        })
    };
    // Delegated block events (the blocks are markup, see `Content`).
    let name_of = {
        let d = d.clone();
        move |k: usize| d.nodes.get(k).and_then(|n| n.name.clone())
    };
    let onmouseover = {
        let (hover, name_of) = (props.on_hover.clone(), name_of.clone());
        Callback::from(move |e: MouseEvent| {
            if let Some((_, k)) = event_block(&e) {
                hover.emit(name_of(k));
            }
        })
    };
    let onmouseout = {
        let hover = props.on_hover.clone();
        Callback::from(move |e: MouseEvent| {
            let to_block = e
                .related_target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|t| t.closest("[data-k]").ok().flatten());
            if event_block(&e).is_some() && to_block.is_none() {
                hover.emit(None);
            }
        })
    };
    let onfocusin = {
        let (hover, name_of) = (props.on_hover.clone(), name_of.clone());
        Callback::from(move |e: FocusEvent| {
            if let Some((_, k)) = event_block(&e) {
                hover.emit(name_of(k));
            }
        })
    };
    let onclick = {
        let (rotate, click, name_of) = (props.on_rotate.clone(), props.on_block_click.clone(), name_of.clone());
        let expand = expand.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(t) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
            if let Ok(Some(f)) = t.closest("[data-fold]") {
                if let Some(k) = f.get_attribute("data-fold").and_then(|k| k.parse().ok()) {
                    e.stop_propagation();
                    expand.emit(k);
                    return;
                }
            }
            if let (Some(cb), Ok(Some(r))) = (&rotate, t.closest(".rotate")) {
                let name = r.get_attribute("data-rotate").unwrap_or_default();
                let n = r.get_attribute("data-succs").and_then(|n| n.parse().ok()).unwrap_or(0);
                e.stop_propagation();
                cb.emit((name, n));
                return;
            }
            if let (Some(cb), Some((_, k))) = (&click, event_block(&e)) {
                if let Some(name) = name_of(k) {
                    cb.emit(name);
                }
            }
        })
    };
    let onkeydown = {
        let (on_key, click, name_of) = (on_key.clone(), props.on_block_click.clone(), name_of.clone());
        let expand = expand.clone();
        Callback::from(move |e: KeyboardEvent| {
            let Some((el, k)) = event_block(&e) else { return };
            if (e.key() == "Enter" || e.key() == " ") && el.has_attribute("data-fold") {
                e.prevent_default();
                expand.emit(k);
                return;
            }
            if e.key() == "Enter" || e.key() == " " {
                if let (Some(cb), Some(name)) = (&click, name_of(k)) {
                    e.prevent_default();
                    cb.emit(name);
                }
                return;
            }
            on_key.emit((k, e));
        })
    };
    {
        // After a keyboard move or a find, focus the block once it is drawn.
        let (focus_next, svg_ref) = (focus_next.clone(), svg_ref.clone());
        use_effect(move || {
            if let Some(name) = focus_next.borrow_mut().take() {
                if let Some(svg) = svg_ref.cast::<Element>() {
                    let sel = format!("[data-block=\"{}\"]", crate::svg::css_string(&name));
                    if let Ok(Some(el)) = svg.query_selector(&sel) {
                        if let Ok(h) = el.dyn_into::<web_sys::SvgElement>() {
                            let _ = h.focus();
                        }
                    }
                }
            }
        });
    }
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
    let window = (d.nodes.len() > CULL_MIN_NODES).then(|| cull_window(&vb));
    // The minimap, when the view does not show the whole drawing.
    let whole_visible = vb.x <= fit.x + 1.0
        && vb.y <= fit.y + 1.0
        && vb.x + vb.w >= fit.x + fit.w - 1.0
        && vb.y + vb.h >= fit.y + fit.h - 1.0;
    let mini: Rc<(String, String)> = use_memo(d.serial, {
        let d = d.clone();
        move |_| coarse_paths(&d, None)
    });
    let on_minimap = {
        let (vb, fit) = (vb.clone(), fit);
        Callback::from(move |e: MouseEvent| {
            let Some(t) = e.current_target().and_then(|t| t.dyn_into::<Element>().ok()) else {
                return;
            };
            let r = t.get_bounding_client_rect();
            let (rw, rh) = (r.width() as f32, r.height() as f32);
            let mvb = fit;
            let (mx, my) = mvb.to_model(rw, rh, e.client_x() as f32 - r.left() as f32, e.client_y() as f32 - r.top() as f32);
            vb.set(ViewBox { x: mx - vb.w / 2.0, y: my - vb.h / 2.0, ..*vb });
        })
    };
    // The minimap goes to the corner of the pane where it covers the fewest blocks and labels
    // (core `layout::view::free_corner`; bottom right when tied): its 120 × 90 px box plus its
    // 6 px inset, in model units of what the pane shows.
    let minimap_corner: &'static str = match *pane {
        Some((sw, sh)) if !whole_visible && sw > 0.0 && sh > 0.0 => {
            let s = vb.scale(sw, sh);
            let shown = LabelRect { x: vb.x - (sw * s - vb.w) / 2.0, y: vb.y - (sh * s - vb.h) / 2.0, w: sw * s, h: sh * s };
            let obstacles = geometry.0.iter().copied().chain(labels.node.iter().chain(&labels.join).flatten().map(|p| p.rect));
            free_corner(shown, (MINIMAP_W + 6.0) * s, (MINIMAP_H + 6.0) * s, obstacles).class()
        }
        _ => "corner-br",
    };
    let names: Rc<Vec<String>> = use_memo(d.serial, {
        let d = d.clone();
        move |_| d.nodes.iter().filter_map(|n| n.name.clone()).collect()
    });
    let list_id = format!("blocks-{}-{}", props.view.id(), *uid);
    // The find suggestions are written when the find box is first focused (thousands of
    // `<option>`s per view would slow every render of a large CFG).
    let fill_names = {
        let (names, list_id) = (names.clone(), list_id.clone());
        Callback::from(move |_: FocusEvent| fill_once(&list_id, || crate::svg::option_markup(names.iter().take(MAX_FIND_NAMES).map(String::as_str), false)))
    };
    let legend = props.legend.clone().unwrap_or_else(|| default_legend(props.view));
    html! {
        <section class={classes!("view", props.focused.then_some("focused"))} data-view={props.view.id()}>
            <header class="view-head">
                <h2>{ title.clone() }</h2>
                <span class="view-tools">
                    <input class={classes!("find", (*find_error).then_some("not-found"))} type="search" placeholder="find block" aria-label="Find a block by name"
                           list={list_id.clone()} onchange={on_find} onfocus={fill_names} />
                    <datalist id={list_id} key={format!("names-{}", d.serial)}></datalist>
                    if foldable {
                        <button class={classes!("fold-toggle", folding.then_some("on"))} aria-pressed={folding.to_string()}
                                title={if props.view == View::Cfg { "Fold: collapse cycles (by the cycle hierarchy) and straight-line chains into single nodes; click a folded node to open it" } else { "Fold: collapse deep subtrees into their roots; click a folded node to open it" }}
                                onclick={on_fold_toggle}>{"fold"}</button>
                    }
                    if has_constructs {
                        <button class={classes!("constructs-toggle", show_constructs.then_some("on"))} aria-pressed={show_constructs.to_string()}
                                title="Structured constructs (selection, loop, continue, case) as regions behind the blocks"
                                onclick={on_constructs_toggle}>{"constructs"}</button>
                    }
                    <button title="Zoom in" aria-label="Zoom in" onclick={zoom_by(0.8)}>{"+"}</button>
                    <button title="Zoom out" aria-label="Zoom out" onclick={zoom_by(1.25)}>{"−"}</button>
                    <button title="Fit the drawing (keeps text legible; large drawings fit the width and scroll)" onclick={on_fit}>{"fit"}</button>
                    <button title={if props.focused { "Back to all views" } else { "Enlarge this view" }} aria-label={if props.focused { "Back to all views" } else { "Enlarge this view" }} onclick={on_focus}>{ if props.focused { "⤡" } else { "⤢" } }</button>
                </span>
            </header>
            <div class="legend" data-legend={props.view.id()}>
                { legend }
                if let Some(note) = fold_note {
                    <span class="fold-note" data-fold-note="true"><span class="key folded">{"folded"}</span>{ note }</span>
                }
            </div>
            <div class="drawing-wrap">
                <svg ref={svg_ref} class="drawing" viewBox={vb.attr()} preserveAspectRatio="xMidYMid meet"
                     {onwheel} {onpointerdown} {onpointermove} onpointerup={onpointerup.clone()} onpointercancel={onpointerup}
                     {onmouseover} {onmouseout} {onclick} {onkeydown} {onfocusin}
                     role="group" aria-label={title.clone()}>
                    <title>{ title.clone() }</title>
                    <defs>
                        <marker id={marker.clone()} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                            <path d="M0,1L9,5L0,9z" class="arrowhead" />
                        </marker>
                    </defs>
                    if *ready == Some(drawing_key) {
                        <Content drawing={d.clone()} decor={props.decor.clone()} labels={labels.clone()} marker={marker_url.clone()} {window}
                                 rotatable={props.on_rotate.is_some()} constructs={show_constructs} />
                    }
                </svg>
                if !whole_visible && d.nodes.len() > 1 {
                    <svg class={classes!("minimap", minimap_corner)} data-corner={minimap_corner} viewBox={fit.attr()} preserveAspectRatio="xMidYMid meet"
                         onclick={on_minimap} role="img" aria-label="Minimap: click to move the view">
                        <title>{"Minimap: the whole drawing; the rectangle is the view. Click to move there."}</title>
                        <path class="mini-edges" d={mini.1.clone()} />
                        <path class="mini-boxes" d={mini.0.clone()} />
                        <rect class="mini-view" x={format!("{:.0}", vb.x)} y={format!("{:.0}", vb.y)} width={format!("{:.0}", vb.w)} height={format!("{:.0}", vb.h)} />
                    </svg>
                }
            </div>
        </section>
    }
}

/// Properties of [`Content`]: everything but the view box, so panning and zooming never
/// re-render the nodes and edges (only crossing a cull tile does).
#[derive(Properties, Clone)]
struct ContentProps {
    drawing: Rc<Drawing>,
    decor: Option<Rc<Decor>>,
    /// The placed labels of `drawing` with `decor`.
    labels: Rc<Labels>,
    marker: String,
    window: Option<(f32, f32, f32, f32)>,
    rotatable: bool,
    /// Draw the construct regions.
    #[prop_or_default]
    constructs: bool,
}

impl PartialEq for ContentProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.drawing, &o.drawing)
            && Rc::ptr_eq(&self.labels, &o.labels)
            && self.decor == o.decor
            && self.marker == o.marker
            && self.window == o.window
            && self.rotatable == o.rotatable
            && self.constructs == o.constructs
    }
}

/// Appends a rounded rectangle `(x, y, w, h)` with corner radius `r` as path data.
fn rounded_rect(o: &mut String, x: f32, y: f32, w: f32, h: f32, r: f32) {
    use std::fmt::Write as _;
    let r = r.min(w / 2.0).min(h / 2.0);
    let rr = F(r);
    let _ = write!(
        o,
        "M{:.1},{:.1}h{:.1}a{rr:.1},{rr:.1} 0 0 1 {rr:.1},{rr:.1}v{:.1}a{rr:.1},{rr:.1} 0 0 1 {:.1},{rr:.1}h{:.1}a{rr:.1},{rr:.1} 0 0 1 {:.1},{:.1}v{:.1}a{rr:.1},{rr:.1} 0 0 1 {rr:.1},{:.1}z",
        F(x + r),
        F(y),
        F(w - 2.0 * r),
        F(h - 2.0 * r),
        F(-r),
        F(-(w - 2.0 * r)),
        F(-r),
        F(-r),
        F(-(h - 2.0 * r)),
        F(-r)
    );
}


/// The coarse form of the drawing near `window` (all of it when `None`): each region as one
/// path of boxes, then one path for all edges and one for all boxes, no text — the zoomed-out
/// level of detail (with a note when `note`) and the all-hierarchies thumbnails.
fn coarse_markup(d: &Drawing, decor: &Decor, window: Option<(f32, f32, f32, f32)>, note: bool) -> String {
    use std::fmt::Write as _;
    let (boxes, edges) = coarse_paths(d, window);
    let mut o = String::with_capacity(boxes.len() + edges.len() + 256);
    o.push_str(r#"<g class="coarse" data-coarse="true"><g class="regions">"#);
    for r in &decor.regions {
        let _ = write!(o, r#"<g class="region region-{}" data-region="{}"><path class="region-boxes" d=""#, r.color % 8, esc(&r.id));
        for &k in &r.nodes {
            if let Some(n) = d.nodes.get(k as usize) {
                let _ = write!(o, "M{:.0},{:.0}h{:.0}v{:.0}h{:.0}z", F(n.x - n.w / 2.0 - r.pad), F(n.y - n.h / 2.0 - r.pad), F(n.w + 2.0 * r.pad), F(n.h + 2.0 * r.pad), F(-(n.w + 2.0 * r.pad)));
            }
        }
        o.push_str(r#""/></g>"#);
    }
    let _ = write!(o, r#"</g><path class="coarse-edges" d="{edges}"/><path class="coarse-boxes" d="{boxes}"/>"#);
    if note {
        let _ = write!(
            o,
            r#"<text class="coarse-note" x="{:.0}" y="-4">zoomed out: block names hidden — zoom in, or use find</text>"#,
            F(window.map_or(0.0, |w| w.0.max(0.0)))
        );
    }
    o.push_str("</g>");
    o
}

/// Where the drawing's small labels go (the core's [`place_labels`]): per layout node its
/// badge, per layout edge its label (`None`: it has none). Every label gets a background box
/// that covers no node and no other label.
#[derive(Default)]
struct Labels {
    node: Vec<Option<PlacedLabel>>,
    edge: Vec<Option<PlacedLabel>>,
    /// Per layout node its join mark.
    join: Vec<Option<PlacedLabel>>,
}

/// The width of `t` in the drawings' 10 px monospace labels, with padding (model units).
fn label_width(t: &str) -> f32 {
    t.chars().count() as f32 * 6.1 + 6.0
}

/// Drawings of more nodes draw their labels unplaced (right of the node, no background): the
/// placement of a 5,000-block drawing's labels took about 40 ms of the tab's first task. Such
/// drawings are mostly seen zoomed out, where labels are not drawn at all.
pub const MAX_PLACED_LABEL_NODES: usize = 1_000;

/// The height of a label's box (model units).
const LABEL_H: f32 = 13.0;

/// Places the badges and join marks of `decor` and the edge labels of `d` ([`place_labels`]):
/// edge labels first (they belong to a spot on their edge), then badges, then join marks; node
/// boxes and the ⟳ buttons are the obstacles.
fn place_drawing_labels(d: &Drawing, decor: &Decor, rotatable: bool) -> Labels {
    let mut boxes: Vec<LabelRect> = d.nodes.iter().map(|n| LabelRect { x: n.x - n.w / 2.0, y: n.y - n.h / 2.0, w: n.w, h: n.h }).collect();
    if rotatable {
        for n in d.nodes.iter().filter(|n| n.succs > 1 && n.name.is_some()) {
            boxes.push(LabelRect { x: n.x - n.w / 2.0 - 17.0, y: n.y - n.h / 2.0 - 13.0, w: 14.0, h: 14.0 });
        }
    }
    let mut wanted = Vec::new();
    let mut owner = Vec::new();
    for (k, e) in d.edges.iter().enumerate() {
        if let Some((t, x, y)) = &e.label {
            wanted.push(WantedLabel { anchor: Anchor::Point(*x, *y), w: label_width(t), h: LABEL_H - 1.0, kind: LabelKind::Edge });
            owner.push((LabelKind::Edge, k));
        }
    }
    for (k, b) in decor.badges.iter().enumerate().take(d.nodes.len()) {
        if let Some(b) = b {
            wanted.push(WantedLabel { anchor: Anchor::Node(k), w: label_width(b), h: LABEL_H, kind: LabelKind::Badge });
            owner.push((LabelKind::Badge, k));
        }
    }
    for (k, j) in decor.joins.iter().enumerate().take(d.nodes.len()) {
        if let Some(j) = j {
            wanted.push(WantedLabel { anchor: Anchor::Node(k), w: label_width(j), h: LABEL_H, kind: LabelKind::Join });
            owner.push((LabelKind::Join, k));
        }
    }
    let mut out = Labels { node: vec![None; d.nodes.len()], edge: vec![None; d.edges.len()], join: vec![None; d.nodes.len()] };
    for (p, (kind, k)) in place_labels(&boxes, &wanted).into_iter().zip(owner) {
        match kind {
            LabelKind::Badge => out.node[k] = Some(p),
            LabelKind::Edge => out.edge[k] = Some(p),
            LabelKind::Join => out.join[k] = Some(p),
        }
    }
    out
}

/// Writes a placed label: its background box, a leader line when it was put away from its
/// anchor, and its text centred in the box, in coordinates relative to `(ox, oy)`.
fn write_label(o: &mut String, p: &PlacedLabel, text: &str, class: &str, ox: f32, oy: f32) {
    use std::fmt::Write as _;
    let r = p.rect;
    if let Some((lx, ly)) = p.leader {
        let _ = write!(o, r#"<line class="label-leader" x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}"/>"#, F(lx - ox), F(ly - oy), F(r.x - ox), F(r.y + r.h / 2.0 - oy));
    }
    let _ = write!(
        o,
        r#"<rect class="label-bg" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="3"/><text class="{class}" x="{:.1}" y="{:.1}">{}</text>"#,
        F(r.x - ox),
        F(r.y - oy),
        F(r.w),
        F(r.h),
        F(r.x + r.w / 2.0 - ox),
        F(r.y + r.h / 2.0 - oy),
        esc(text)
    );
}

/// The SVG markup of the drawing near `window` (all of it when `None`), or its coarse form
/// above [`LOD_MAX_NODES`] visible nodes. Event handling is delegated to the `<svg>` (see
/// [`GraphView`]): blocks carry `data-block`, `data-k` (layout index) and `tabindex`.
fn markup(d: &Drawing, decor: &Decor, labels: &Labels, marker: &str, window: Option<(f32, f32, f32, f32)>, rotatable: bool) -> String {
    use std::fmt::Write as _;
    let inside = |b: (f32, f32, f32, f32)| window.is_none_or(|w| b.2 >= w.0 && b.0 <= w.2 && b.3 >= w.1 && b.1 <= w.3);
    let node_in = |n: &DrawNode| inside((n.x - n.w / 2.0, n.y - n.h / 2.0, n.x + n.w / 2.0, n.y + n.h / 2.0));
    let visible: Vec<usize> = (0..d.nodes.len()).filter(|&k| node_in(&d.nodes[k])).collect();
    let mut o = String::with_capacity(256 * (visible.len() + 8));
    fn class_at(v: &[String], k: usize) -> &str {
        v.get(k).map(String::as_str).unwrap_or("")
    }
    if visible.len() > LOD_MAX_NODES {
        return coarse_markup(d, decor, window, true);
    }
    let edge_visible = |k: usize| d.edge_boxes.get(k).is_none_or(|&b| inside(b));
    o.push_str(r#"<g class="regions">"#);
    for r in &decor.regions {
        // Two elements per region (its internal edges stroked wide, its boxes as rounded
        // rectangles in one path), however many blocks it has.
        let _ = write!(o, r#"<g class="region region-{}" data-region="{}"><path class="region-edges" stroke-width="{:.1}" d=""#, r.color % 8, esc(&r.id), F(2.0 * r.pad));
        // Large regions are drawn by their boxes only (their edges would repeat most of the
        // drawing's path data once per enclosing region).
        if r.nodes.len() <= MAX_REGION_EDGE_NODES {
            for &k in &r.edges {
                if let (true, Some(e)) = (edge_visible(k as usize), d.edges.get(k as usize)) {
                    o.push_str(&crate::svg::path_clipped(&e.points, window).0);
                }
            }
        }
        o.push_str(r#""/><path class="region-boxes" d=""#);
        for &k in &r.nodes {
            if let Some(n) = d.nodes.get(k as usize).filter(|n| node_in(n)) {
                rounded_rect(&mut o, n.x - n.w / 2.0 - r.pad, n.y - n.h / 2.0 - r.pad, n.w + 2.0 * r.pad, n.h + 2.0 * r.pad, 5.0 + r.pad);
            }
        }
        o.push_str(r#""/></g>"#);
    }
    o.push_str(r#"</g><g class="edges">"#);
    // Edges with an end in the window are drawn one by one (hover, titles, arrowheads); edges
    // only passing through are merged into one path per class (a random 3,000-block CFG has
    // thousands of long edges crossing any view), and every path keeps only its pieces near
    // the view.
    let point_in = |p: &(f32, f32)| window.is_none_or(|w| p.0 >= w.0 && p.0 <= w.2 && p.1 >= w.1 && p.1 <= w.3);
    let mut transit: Vec<(String, String)> = Vec::new();
    for (k, e) in d.edges.iter().enumerate() {
        if !edge_visible(k) {
            continue;
        }
        let (dpath, ends) = crate::svg::path_clipped(&e.points, window);
        if dpath.is_empty() {
            continue;
        }
        if !(e.points.first().is_some_and(point_in) || e.points.last().is_some_and(point_in)) {
            let key = format!("{} {}", e.class, class_at(&decor.edge_class, k));
            match transit.iter_mut().find(|t| t.0 == key) {
                Some(t) => t.1.push_str(&dpath),
                None => transit.push((key, dpath)),
            }
            continue;
        }
        let _ = write!(o, r#"<g class="{} {}" data-from="{}" data-to="{}">"#, e.class, class_at(&decor.edge_class, k), esc(&e.from), esc(&e.to));
        if let Some(t) = decor.edge_title.get(k).filter(|t| !t.is_empty()) {
            let _ = write!(o, "<title>{}</title>", esc(t));
        }
        if ends {
            let _ = write!(o, r#"<path d="{dpath}" marker-end="{marker}"/>"#);
        } else {
            let _ = write!(o, r#"<path d="{dpath}"/>"#);
        }
        if let Some((t, x, y)) = &e.label {
            match labels.edge.get(k).copied().flatten() {
                Some(p) => write_label(&mut o, &p, t, "edge-label", 0.0, 0.0),
                None => {
                    let (x, y) = (F(*x), F(*y));
                    let _ = write!(o, r#"<text class="edge-label" x="{x:.1}" y="{y:.1}">{}</text>"#, esc(t));
                }
            }
        }
        o.push_str("</g>");
    }
    for (key, dpath) in &transit {
        let _ = write!(o, r#"<g class="{key} transit" data-transit="true"><path d="{dpath}"/></g>"#);
    }
    o.push_str(r#"</g><g class="nodes">"#);
    for &k in &visible {
        let n = &d.nodes[k];
        let _ = write!(o, r#"<g class="{} {}" data-k="{k}" tabindex="0" role="button""#, n.class, class_at(&decor.node_class, k));
        match &n.name {
            Some(name) => {
                let _ = write!(o, r#" data-block="{0}" aria-label="block {0}""#, esc(name));
            }
            None => o.push_str(r#" data-virtual="exit" aria-label="virtual exit""#),
        }
        if let Some(p) = &n.parent {
            let _ = write!(o, r#" data-parent="{}""#, esc(p));
        }
        if let Some(f) = n.fold {
            let _ = write!(o, r#" data-fold="{f}""#);
        }
        let _ = write!(
            o,
            r#" transform="translate({:.1},{:.1})"><rect class="box" width="{:.1}" height="{:.1}" rx="5"/><text x="{:.1}" y="{:.1}">{}</text>"#,
            F(n.x - n.w / 2.0),
            F(n.y - n.h / 2.0),
            F(n.w),
            F(n.h),
            F(n.w / 2.0),
            F(n.h / 2.0),
            esc(&n.label)
        );
        if let Some(Some(b)) = decor.badges.get(k) {
            match labels.node.get(k).copied().flatten() {
                Some(p) => write_label(&mut o, &p, b, "badge-text", n.x - n.w / 2.0, n.y - n.h / 2.0),
                None => {
                    let _ = write!(o, r#"<text class="badge-text" x="{:.1}" y="{:.1}">{}</text>"#, F(n.w + 4.0), F(n.h / 2.0 + 3.5), esc(b));
                }
            }
        }
        if let Some(Some(j)) = decor.joins.get(k) {
            match labels.join.get(k).copied().flatten() {
                Some(p) => write_label(&mut o, &p, j, "join-mark", n.x - n.w / 2.0, n.y - n.h / 2.0),
                None => {
                    let _ = write!(o, r#"<text class="join-mark" x="{:.1}" y="{:.1}">{}</text>"#, F(-label_width(j) / 2.0 - 4.0), F(n.h / 2.0 + 3.5), esc(j));
                }
            }
        }
        if rotatable && n.succs > 1 {
            if let Some(name) = &n.name {
                let _ = write!(
                    o,
                    r#"<g class="rotate" data-rotate="{}" data-succs="{}" transform="translate(-10,-6)"><title>Rotate this block's successor order (changes the DFS)</title><circle r="7"/><text>⟳</text></g>"#,
                    esc(name),
                    n.succs
                );
            }
        }
        o.push_str("</g>");
    }
    o.push_str("</g>");
    o
}

/// The nodes and edges of a drawing (those near the view), or its coarse form, written as
/// markup into a `<g>` (the browser's parser builds thousands of SVG elements far faster than
/// a virtual DOM does).
#[function_component]
fn Content(props: &ContentProps) -> Html {
    let g = use_node_ref();
    {
        let g = g.clone();
        let p = props.clone();
        use_effect_with(p, move |p| {
            if let Some(el) = g.cast::<Element>() {
                let decor = p.decor.clone().unwrap_or_default();
                let regions = if p.constructs { construct_markup(&p.drawing) } else { String::new() };
                el.set_inner_html(&(regions + &markup(&p.drawing, &decor, &p.labels, &p.marker, p.window, p.rotatable)));
            }
        });
    }
    html! { <g class="content" ref={g}></g> }
}

/// The block (`data-block` element) an event happened in, with its layout index.
fn event_block(e: &web_sys::Event) -> Option<(Element, usize)> {
    let t = e.target()?.dyn_into::<Element>().ok()?;
    let b = t.closest("[data-k]").ok()??;
    let k = b.get_attribute("data-k")?.parse().ok()?;
    Some((b, k))
}

/// Properties of [`Thumbnail`].
#[derive(Properties, Clone)]
pub struct ThumbnailProps {
    /// The analyses (the CFG drawing is used).
    pub analysed: Rc<Analysed>,
    /// Regions to shade.
    pub decor: Rc<Decor>,
    /// Accessible name.
    pub title: AttrValue,
}

impl PartialEq for ThumbnailProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed) && self.decor == o.decor && self.title == o.title
    }
}

/// A static small picture of the CFG with shaded regions (no text, no events): what the
/// all-hierarchies gallery shows for large CFGs, where one interactive drawing per hierarchy
/// would be too much DOM.
#[function_component]
pub fn Thumbnail(props: &ThumbnailProps) -> Html {
    let d: Rc<Drawing> = (*use_memo(props.analysed.key, |_| shared_drawing(View::Cfg, &props.analysed))).clone();
    let html = use_memo((d.serial, props.decor.clone()), {
        let d = d.clone();
        move |(_, decor)| coarse_markup(&d, decor, None, false)
    });
    let g = use_node_ref();
    {
        let (g, html) = (g.clone(), html.clone());
        use_effect_with(html, move |h| {
            if let Some(el) = g.cast::<Element>() {
                el.set_inner_html(h);
            }
        });
    }
    html! {
        <svg class="thumbnail" viewBox={ViewBox::fit(d.width, d.height, 16.0).attr()} preserveAspectRatio="xMidYMid meet" role="img" aria-label={props.title.clone()}>
            <title>{ props.title.clone() }</title>
            <g ref={g}></g>
        </svg>
    }
}

/// The markup [`GraphView`] writes with `innerHTML` for `view` of `a` (the whole drawing, no
/// culling), and its coarse (zoomed-out) form: for tests that hostile block, function and
/// directive text cannot inject elements or attributes (web/tests/link_markup.rs).
pub fn view_markup(view: View, a: &Analysed, decor: &Decor, rotatable: bool) -> (String, String) {
    let d = drawing(view, a);
    let labels = place_drawing_labels(&d, decor, rotatable);
    (construct_markup(&d) + &markup(&d, decor, &labels, "url(#arrow-test)", None, rotatable), coarse_markup(&d, decor, None, true))
}
