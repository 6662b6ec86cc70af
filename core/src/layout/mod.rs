//! Layered (Sugiyama-style) drawing geometry for CFGs and dominator / post-dominator trees
//! ([`LayoutInput::for_cfg`], [`LayoutInput::for_domtree`], [`LayoutInput::for_postdomtree`]).
//!
//! Pure geometry in **model units** (CSS pixels at zoom 1; `x` grows right, `y` grows down):
//! the engine takes node sizes and an ordered edge list and returns box centres and edge
//! curves. It draws nothing (no SVG, no web-sys); the front end turns a [`Layout`] into SVG.
//!
//! # Phases
//!
//! The classic framework of Sugiyama, Tagawa and Toda, *Methods for Visual Understanding of
//! Hierarchical System Structures*, IEEE Trans. SMC 11(2), 1981, as refined by Gansner,
//! Koutsofios, North and Vo, *A Technique for Drawing Directed Graphs*, IEEE TSE 19(3), 1993:
//!
//! 1. **Acyclic** (`acyclic.rs`): a depth-first search from the root in *successor order* (first
//!    successor first; then the nodes it did not reach, in index order) marks every edge whose
//!    target is on the DFS stack as a **back edge** and reverses it for layering. This is the
//!    DFS LLVM's analyses use, so the loops drawn are the cycles of that DFS order: rotating a
//!    block's successor order changes which edges are back edges. Self loops are back edges
//!    too and are set aside. `O(n + m)`.
//! 2. **Layering** (`layering.rs`): longest path from the sources (the root gets layer 0), then
//!    a bounded promotion pass that moves a node towards the side with more edges (Gansner et
//!    al.'s objective, total edge length, improved greedily instead of by network simplex), so
//!    sources that are not the root sink to their successors and branches sit close to their
//!    targets; nodes the root does not reach (unreachable code) hang right above their
//!    successors instead of floating at the top. `O(k (n + m))` with `k <= 8`.
//! 3. **Proper graph** (`proper.rs`): parallel edges between the same (reversed) pair become one
//!    *bundle*; a bundle spanning `s > 1` layers gets `s - 1` dummy nodes, wide enough for all
//!    its edges side by side. `O(n + m + d)` for `d` dummies.
//! 4. **Ordering** (`ordering.rs`): initial order by a DFS in successor order (so a branch's
//!    first successor starts left), then alternating down / up sweeps of the barycenter
//!    heuristic (Sugiyama et al. 1981; sweep scheme of Gansner et al. 1993, §3) with adjacent
//!    transposition, keeping the order with
//!    the fewest crossings, counted with the accumulator tree of Barth, Jünger and Mutzel,
//!    *Simple and Efficient Bilayer Cross Counting*, JGAA 8(2), 2004. Sweeps are bounded by
//!    graph size ([`LayoutOptions::max_sweeps`] and a work budget), so a 5,000-block CFG stays
//!    fast. Ties keep the current order, so the result is deterministic.
//! 5. **Coordinates** (`coordinates.rs`): Brandes and Köpf, *Fast and Simple Horizontal
//!    Coordinate Assignment*, Graph Drawing 2001 (LNCS 2265): type-1 conflict marking, vertical
//!    alignment to medians in all four directions, horizontal compaction and the balanced
//!    median of the four. Compaction is done on the block graph by two longest-path passes (the
//!    formulation of dagre and of Brandes, Walter and Zink's 2020 erratum) with per-node left
//!    and right extents, so node widths, self-loop room and edge separation are respected.
//!    The segments joining a back edge's dummy chain to its real end points are never aligned,
//!    so back edges run beside the loop body instead of through it. `O(n + m + d)`.
//! 6. **Routing** (`routing.rs`): every edge becomes a chain of cubic Bézier segments through its
//!    dummies (vertical through each layer band, S-curves between bands). Forward edges leave
//!    the bottom and enter the top border, ports spread in the order of the neighbours; back
//!    edges leave and enter on the side facing their dummy chain (or bulge out sideways when
//!    they span one layer), self loops are loops on the right side, parallel edges are offset.
//!
//! Total: `O(S (n + m + d) log n)` for `S` sweeps.
//!
//! # Invariants of the result
//!
//! - Deterministic: the same input gives bit-identical output (no hashing, no randomness).
//! - Boxes on the same layer do not overlap and are at least [`LayoutOptions::node_sep`] apart;
//!   layers are [`LayoutOptions::rank_sep`] apart.
//! - One [`EdgePath`] per input edge, in input order; each valid edge's `points` has `3k + 1`
//!   (`k >= 1`) points whose first lies on the source box border and last on the target box
//!   border.
//! - Nothing panics: empty graphs, out-of-range edges (drawn with no points), unreachable nodes,
//!   zero-size or non-finite sizes, huge fan-out.
//! - Every coordinate lies in `[0, width] x [0, height]`.

mod acyclic;
mod coordinates;
pub mod fold;
pub mod labels;
mod layering;
mod ordering;
mod proper;
pub mod regions;
mod routing;
mod trees;
pub mod view;

use crate::cfg::Cfg;
use serde::{Deserialize, Serialize};

/// What to lay out: node sizes, an ordered edge list and the root.
///
/// Nodes are the dense indices `0..sizes.len()`. Edges are `(from, to)` in successor order
/// (the order decides the DFS that picks back edges, and a branch's first successor is placed
/// left of its second); duplicates and self loops are allowed. An edge naming a node
/// `>= sizes.len()` is kept in the output with no points.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LayoutInput {
    /// `(width, height)` of each node's box in model units; negative or non-finite values are
    /// taken as 0.
    pub sizes: Vec<(f32, f32)>,
    /// `(from, to)` edges in successor order.
    pub edges: Vec<(u32, u32)>,
    /// The DFS root, drawn at the top (the CFG entry, the tree root). Out of range means 0.
    pub root: u32,
}

impl LayoutInput {
    /// The CFG's blocks as nodes (`Block(i)` is node `i`), its edges in successor order and its
    /// entry as root. `sizes` has one `(width, height)` per block; missing entries are `(0, 0)`
    /// and extra ones are dropped.
    pub fn for_cfg(cfg: &Cfg, mut sizes: Vec<(f32, f32)>) -> LayoutInput {
        sizes.resize(cfg.num_blocks(), (0.0, 0.0));
        LayoutInput { sizes, edges: cfg.edges().map(|(a, b)| (a.0, b.0)).collect(), root: cfg.entry().0 }
    }

    /// A tree given by parent pointers (`parents[v]` is `v`'s parent, `None` for the root and
    /// for nodes outside the tree): one edge `parent -> child` per node, children in index
    /// order. The root is the first node without a parent that has children (else node 0).
    /// `sizes` is resized to `parents.len()` with `(0, 0)`.
    pub fn for_tree(parents: &[Option<u32>], mut sizes: Vec<(f32, f32)>) -> LayoutInput {
        sizes.resize(parents.len(), (0.0, 0.0));
        let n = parents.len() as u32;
        let edges: Vec<(u32, u32)> =
            parents.iter().enumerate().filter_map(|(c, p)| p.filter(|&p| p < n).map(|p| (p, c as u32))).collect();
        let has_child = {
            let mut h = vec![false; parents.len()];
            for &(p, _) in &edges {
                h[p as usize] = true;
            }
            h
        };
        let root = (0..parents.len()).find(|&v| parents[v].is_none() && has_child[v]).unwrap_or(0) as u32;
        LayoutInput { sizes, edges, root }
    }
}

/// Spacing knobs, all in model units.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LayoutOptions {
    /// Minimum horizontal gap between two boxes on the same layer (default 24).
    pub node_sep: f32,
    /// Vertical gap between the bands of two consecutive layers (default 40).
    pub rank_sep: f32,
    /// Gap between parallel edges and between edges routed through the same layer (default 10).
    pub edge_sep: f32,
    /// How far a self loop reaches out of the right side of its box (default 24).
    pub self_loop_size: f32,
    /// Empty border around the drawing (default 8).
    pub margin: f32,
    /// Upper bound on crossing-reduction sweeps (one sweep is down or up; default 24). Large
    /// graphs get fewer (about `4e6 / (nodes + dummies + segments)`).
    pub max_sweeps: u32,
}

impl Default for LayoutOptions {
    fn default() -> Self {
        LayoutOptions { node_sep: 24.0, rank_sep: 40.0, edge_sep: 10.0, self_loop_size: 24.0, margin: 8.0, max_sweeps: 24 }
    }
}

impl LayoutOptions {
    /// The options with every field made finite and non-negative (`max_sweeps` unchanged).
    fn sanitized(&self) -> LayoutOptions {
        let f = |v: f32, d: f32| if v.is_finite() { v.clamp(0.0, 1.0e6) } else { d };
        let d = LayoutOptions::default();
        LayoutOptions {
            node_sep: f(self.node_sep, d.node_sep),
            rank_sep: f(self.rank_sep, d.rank_sep),
            edge_sep: f(self.edge_sep, d.edge_sep),
            self_loop_size: f(self.self_loop_size, d.self_loop_size),
            margin: f(self.margin, d.margin),
            max_sweeps: self.max_sweeps,
        }
    }
}

/// A placed node: the centre `(x, y)` and size `(w, h)` of its box, in model units.
#[derive(Copy, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct NodeBox {
    /// Centre, horizontal.
    pub x: f32,
    /// Centre, vertical.
    pub y: f32,
    /// Width (the input width, sanitised).
    pub w: f32,
    /// Height (the input height, sanitised).
    pub h: f32,
    /// The layer (0 at the top).
    pub layer: u32,
}

/// The drawing of one input edge.
///
/// `points` are cubic Bézier control points `[p0, c1, c2, p1, c1, c2, p2, …]`: `3k + 1` points
/// for `k` segments (SVG: `M p0 C c1 c2 p1 C …`). `p0` lies on the source box border and the
/// last point on the target box border, so an arrowhead goes at the end, oriented along the
/// last control point. Empty only for an edge naming a node that does not exist.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct EdgePath {
    /// Source node.
    pub from: u32,
    /// Target node.
    pub to: u32,
    /// Bézier control points, model units. (Binary formats carry them as one byte string of
    /// little-endian `f32` pairs — the web worker ships thousands of edges per drawing; JSON
    /// keeps `[[x, y], …]`.)
    #[serde(with = "points_serde")]
    pub points: Vec<(f32, f32)>,
    /// A back edge of the DFS (its target was on the DFS stack): drawn going up. Self loops
    /// are back edges too.
    pub back_edge: bool,
    /// `from == to`: drawn as a loop on the right side of the box.
    pub self_loop: bool,
}

/// Serde for [`EdgePath::points`]: `[[x, y], …]` in human-readable formats, one byte string of
/// little-endian `f32` pairs in binary ones (a single copy instead of a call per number).
mod points_serde {
    use serde::de::{Error, SeqAccess, Visitor};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::fmt;

    pub fn serialize<S: Serializer>(points: &[(f32, f32)], s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            return points.serialize(s);
        }
        let mut bytes = Vec::with_capacity(points.len() * 8);
        for &(x, y) in points {
            bytes.extend_from_slice(&x.to_le_bytes());
            bytes.extend_from_slice(&y.to_le_bytes());
        }
        s.serialize_bytes(&bytes)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(f32, f32)>, D::Error> {
        if d.is_human_readable() {
            return Vec::<(f32, f32)>::deserialize(d);
        }
        struct Bytes;
        impl<'de> Visitor<'de> for Bytes {
            type Value = Vec<(f32, f32)>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a byte string of f32 pairs")
            }
            fn visit_bytes<E: Error>(self, b: &[u8]) -> Result<Self::Value, E> {
                if !b.len().is_multiple_of(8) {
                    return Err(E::custom("point bytes not a multiple of 8"));
                }
                Ok(b.chunks_exact(8)
                    .map(|c| {
                        let x = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                        let y = f32::from_le_bytes([c[4], c[5], c[6], c[7]]);
                        (x, y)
                    })
                    .collect())
            }
            fn visit_byte_buf<E: Error>(self, b: Vec<u8>) -> Result<Self::Value, E> {
                self.visit_bytes(&b)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut b = Vec::new();
                while let Some(x) = seq.next_element::<u8>()? {
                    b.push(x);
                }
                self.visit_bytes(&b)
            }
        }
        d.deserialize_bytes(Bytes)
    }
}

/// A finished layout: one [`NodeBox`] per input node, one [`EdgePath`] per input edge (same
/// order), and the drawing's size (everything lies in `[0, width] x [0, height]`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Layout {
    /// Boxes, indexed by node.
    pub nodes: Vec<NodeBox>,
    /// Edge drawings, indexed like [`LayoutInput::edges`].
    pub edges: Vec<EdgePath>,
    /// Total width including margins.
    pub width: f32,
    /// Total height including margins.
    pub height: f32,
    /// What the engine did (for tests, benchmarks and the debug view).
    pub stats: LayoutStats,
}

/// Counters of one layout run.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LayoutStats {
    /// Number of layers.
    pub layers: u32,
    /// Dummy nodes inserted for edges spanning several layers.
    pub dummies: u32,
    /// Edge crossings between consecutive layers of the final order (bundles count once).
    pub crossings: u64,
    /// Crossing-reduction sweeps run.
    pub sweeps: u32,
}

/// Lays `input` out with `options`. Allocates fresh scratch buffers; use [`Layouter`] to reuse
/// them across calls.
pub fn layout(input: &LayoutInput, options: &LayoutOptions) -> Layout {
    Layouter::default().layout(input, options)
}

/// A layout engine that keeps its scratch buffers between calls (the web view lays out on
/// every keystroke). Results are independent of what was laid out before.
#[derive(Default, Debug)]
pub struct Layouter {
    acyclic: acyclic::Scratch,
    layering: layering::Scratch,
    proper: proper::ProperGraph,
    ordering: ordering::Scratch,
    coords: coordinates::Scratch,
}

impl Layouter {
    /// Lays `input` out with `options` (see the module docs for the phases and invariants).
    pub fn layout(&mut self, input: &LayoutInput, options: &LayoutOptions) -> Layout {
        let opts = options.sanitized();
        let n = input.sizes.len();
        let sizes: Vec<(f32, f32)> = input.sizes.iter().map(|&(w, h)| (sanitize(w), sanitize(h))).collect();
        if n == 0 {
            return Layout {
                nodes: Vec::new(),
                edges: input.edges.iter().map(|&(from, to)| EdgePath { from, to, ..Default::default() }).collect(),
                width: 2.0 * opts.margin,
                height: 2.0 * opts.margin,
                stats: LayoutStats::default(),
            };
        }
        let root = if (input.root as usize) < n { input.root } else { 0 };
        let valid: Vec<bool> = input.edges.iter().map(|&(a, b)| (a as usize) < n && (b as usize) < n).collect();

        // 1. Back edges of the DFS in successor order.
        let back = self.acyclic.back_edges(n, &input.edges, &valid, root);
        // 2. Layers.
        let layer = self.layering.assign(n, &input.edges, &valid, &back, root);
        // 3. Bundles and dummies.
        self.proper.build(&sizes, &input.edges, &valid, &back, &layer, &opts);
        // 4. Order within layers.
        let (crossings, sweeps) = self.ordering.order(&mut self.proper, root, &opts);
        let stats = LayoutStats { layers: self.proper.n_layers as u32, dummies: (self.proper.len() - n) as u32, crossings, sweeps };
        // 5. x coordinates; y from the layer bands.
        let xs = self.coords.assign(&self.proper, &opts);
        let bands = routing::layer_bands(&self.proper, &opts);
        // 6. Edge paths.
        let mut edges = routing::route(&self.proper, &xs, &bands, &input.edges, &valid, &back, &opts);
        let mut nodes: Vec<NodeBox> = (0..n)
            .map(|v| NodeBox { x: xs[v], y: bands.center(self.proper.layer[v]), w: sizes[v].0, h: sizes[v].1, layer: self.proper.layer[v] })
            .collect();
        let (width, height) = normalize(&mut nodes, &mut edges, &self.proper, &xs, opts.margin);
        Layout { nodes, edges, width, height, stats }
    }
}

/// A deterministic pseudo-random CFG-shaped edge list over `n` nodes (test and benchmark
/// helper): node `i` falls through to `i + 1` and half the nodes branch to one or two more
/// targets, 85% of them forward within 8 blocks and 15% back to an earlier block (or itself);
/// one node in twenty is an exit, and the last node always is.
pub fn random_cfg_edges(n: u32, seed: u64) -> Vec<(u32, u32)> {
    let mut state = seed ^ 0x9E37_79B9_7F4A_7C15;
    let mut next = move |bound: u32| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((state >> 33) as u32) % bound.max(1)
    };
    let mut edges = Vec::new();
    for i in 0..n.saturating_sub(1) {
        let k = next(100);
        let succs = if k < 5 && i > 0 { 0 } else if k < 45 { 1 } else if k < 95 { 2 } else { 3 };
        for s in 0..succs {
            let t = if s == 0 {
                i + 1
            } else if next(100) < 15 {
                next(i + 1)
            } else {
                i + 1 + next((n - 1 - i).min(8))
            };
            edges.push((i, t));
        }
    }
    edges
}

fn sanitize(v: f32) -> f32 {
    if v.is_finite() {
        v.clamp(0.0, 1.0e6)
    } else {
        0.0
    }
}

/// Shifts everything so the bounding box (boxes, their reserved side room, edge control points)
/// starts at `margin`; returns `(width, height)`.
fn normalize(nodes: &mut [NodeBox], edges: &mut [EdgePath], g: &proper::ProperGraph, xs: &[f32], margin: f32) -> (f32, f32) {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::INFINITY, f32::INFINITY, f32::NEG_INFINITY, f32::NEG_INFINITY);
    for (v, b) in nodes.iter().enumerate() {
        x0 = x0.min(b.x - g.left[v]);
        x1 = x1.max(b.x + g.right[v]);
        y0 = y0.min(b.y - b.h / 2.0);
        y1 = y1.max(b.y + b.h / 2.0);
    }
    for (v, &x) in xs.iter().enumerate().skip(nodes.len()) {
        x0 = x0.min(x - g.left[v]);
        x1 = x1.max(x + g.right[v]);
    }
    for e in edges.iter() {
        for &(x, y) in &e.points {
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
    }
    let (dx, dy) = (margin - x0, margin - y0);
    for b in nodes.iter_mut() {
        b.x += dx;
        b.y += dy;
    }
    for e in edges.iter_mut() {
        for p in e.points.iter_mut() {
            p.0 += dx;
            p.1 += dy;
        }
    }
    (x1 - x0 + 2.0 * margin, y1 - y0 + 2.0 * margin)
}

/// Merges runs of edge pieces that lie within `eps` model units of a straight line into one
/// straight piece (control points at thirds), in place. A long edge of a layered layout is
/// routed through one dummy node per layer it crosses (three control points each), and in a
/// large CFG most of those runs are straight: a random 3,000-block CFG has 4.1 million control
/// points, 42 thousand after this with `eps = 2` — what the web worker ships and the page
/// draws. Pieces that bend beyond `eps` are kept exactly; so are the first and last points (the
/// box borders) and edges that are not `3k + 1` points. Every original point stays within
/// `eps` of the merged segment that replaces it. `O(points · log points)` expected
/// (Douglas–Peucker over piece ends, measuring every control point of a run).
pub fn simplify_straight_runs(layout: &mut Layout, eps: f32) {
    for e in &mut layout.edges {
        let p = &e.points;
        if p.len() < 7 || (p.len() - 1) % 3 != 0 {
            continue;
        }
        let k = (p.len() - 1) / 3;
        let mut keep = vec![false; k + 1];
        keep[0] = true;
        keep[k] = true;
        // Iterative Douglas–Peucker over piece ends `a..b` (indices of piece ends).
        let mut stack = vec![(0usize, k)];
        while let Some((a, b)) = stack.pop() {
            if b <= a + 1 {
                continue;
            }
            let (x0, y0) = p[3 * a];
            let (x1, y1) = p[3 * b];
            let (dx, dy) = (x1 - x0, y1 - y0);
            let len = (dx * dx + dy * dy).sqrt();
            let dist = |q: (f32, f32)| {
                if len < 1e-6 {
                    ((q.0 - x0).powi(2) + (q.1 - y0).powi(2)).sqrt()
                } else {
                    // Distance to the segment (not the infinite line): a run doubling back
                    // is not straight.
                    let t = (((q.0 - x0) * dx + (q.1 - y0) * dy) / (len * len)).clamp(0.0, 1.0);
                    ((q.0 - x0 - t * dx).powi(2) + (q.1 - y0 - t * dy).powi(2)).sqrt()
                }
            };
            let (mut worst, mut at) = (0.0f32, 3 * a + 1);
            for (i, &q) in p.iter().enumerate().take(3 * b).skip(3 * a + 1) {
                let d = dist(q);
                if d > worst {
                    worst = d;
                    at = i;
                }
            }
            if worst > eps {
                // Split at the piece end nearest the worst point, strictly inside (a, b).
                let m = ((at + 1) / 3).clamp(a + 1, b - 1);
                keep[m] = true;
                stack.push((a, m));
                stack.push((m, b));
            }
        }
        if keep.iter().all(|&x| x) {
            continue;
        }
        let mut out = Vec::with_capacity(4 * keep.iter().filter(|&&x| x).count());
        out.push(p[0]);
        let mut i = 0;
        for j in 1..=k {
            if !keep[j] {
                continue;
            }
            if j == i + 1 {
                out.extend_from_slice(&p[3 * i + 1..=3 * j]);
            } else {
                let (a, b) = (p[3 * i], p[3 * j]);
                out.push((a.0 + (b.0 - a.0) / 3.0, a.1 + (b.1 - a.1) / 3.0));
                out.push((a.0 + 2.0 * (b.0 - a.0) / 3.0, a.1 + 2.0 * (b.1 - a.1) / 3.0));
                out.push(b);
            }
            i = j;
        }
        e.points = out;
    }
}

#[cfg(test)]
mod tests;
