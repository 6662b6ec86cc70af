//! Phase 6: vertical layer bands and edge paths as cubic Bézier chains.
//!
//! Layer `l` occupies the band `[top(l), top(l) + height(l)]`, `height(l)` the tallest box of
//! the layer, bands `rank_sep` apart; boxes are centred in their band.
//!
//! Each edge's path runs through the dummies of its bundle, offset by `(slot - (k - 1) / 2) *
//! edge_sep` for a bundle of `k` parallel edges, straight down (forward) or up (back edges)
//! through each dummy's band and as an S-curve (vertical tangents) between bands.
//!
//! - Forward edges leave the source's bottom border and enter the target's top border. The
//!   ports of one border are ordered by the x of the path's next point (ties: bundle slot) and
//!   spread at least `min(edge_sep, w / k)` apart within the middle half of the border, so an
//!   aligned neighbour gets a straight vertical edge and parallel edges stay apart.
//! - Back edges leave and enter through the side facing their dummy chain (horizontal
//!   tangents), so the loop is drawn beside its body going up; side ports are spread
//!   vertically in an order that avoids crossings. A back edge spanning one layer has no
//!   dummy: it bulges out of both ends' left sides when the upper end lies to the left, else
//!   out of their right sides, outside the edges running down between the two (the coordinate
//!   phase reserved the room on both sides). A back
//!   chain aligned over its end points uses the top / bottom borders instead.
//! - Self loops leave the right side above the centre and come back below it, nested when a
//!   node has several.
//!
//! `O(m log m + d)`.

use super::proper::ProperGraph;
use super::{EdgePath, LayoutOptions};

/// Vertical placement of the layers.
#[derive(Clone, Debug, Default)]
pub(crate) struct Bands {
    top: Vec<f32>,
    height: Vec<f32>,
}

impl Bands {
    /// Vertical centre of layer `l`.
    pub(crate) fn center(&self, l: u32) -> f32 {
        self.top[l as usize] + self.height[l as usize] / 2.0
    }
    fn top(&self, l: u32) -> f32 {
        self.top[l as usize]
    }
    fn bottom(&self, l: u32) -> f32 {
        self.top[l as usize] + self.height[l as usize]
    }
}

/// Layer bands from the tallest real box per layer.
pub(crate) fn layer_bands(g: &ProperGraph, opts: &LayoutOptions) -> Bands {
    let mut height = vec![0.0f32; g.n_layers];
    for v in 0..g.n_real {
        let l = g.layer[v] as usize;
        height[l] = height[l].max(g.height[v]);
    }
    let mut top = Vec::with_capacity(g.n_layers);
    let mut y = 0.0;
    for &h in &height {
        top.push(y);
        y += h + opts.rank_sep;
    }
    Bands { top, height }
}

#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Side {
    Top,
    Bottom,
    Left,
    Right,
}

/// One end of an edge attached to a border, before ports are spread.
#[derive(Copy, Clone, Debug)]
struct PortReq {
    node: u32,
    side: Side,
    /// Order along the border (x for top/bottom, y-order key for sides).
    key: f32,
    tie: u32,
    edge: u32,
    start: bool,
}

/// Computes one [`EdgePath`] per input edge.
pub(crate) fn route(g: &ProperGraph, xs: &[f32], bands: &Bands, edges: &[(u32, u32)], valid: &[bool], back: &[bool], opts: &LayoutOptions) -> Vec<EdgePath> {
    let node_y = |v: u32| bands.center(g.layer[v as usize]);
    let half_w = |v: u32| g.width[v as usize] / 2.0;
    let half_h = |v: u32| g.height[v as usize] / 2.0;

    // Waypoints (travel order) and port requests.
    let mut way: Vec<Vec<(f32, f32)>> = vec![Vec::new(); edges.len()];
    let mut reqs: Vec<PortReq> = Vec::new();
    let mut bulge = vec![false; edges.len()];
    for (e, &(a, bnode)) in edges.iter().enumerate() {
        if !valid[e] || a == bnode {
            continue;
        }
        let bi = g.edge_bundle[e] as usize;
        let bd = &g.bundles[bi];
        let slot = g.edge_slot[e] as f32;
        let off = (slot - (bd.len as f32 - 1.0) / 2.0) * opts.edge_sep;
        let w = &mut way[e];
        for d in bd.first_dummy..bd.first_dummy + bd.dummies {
            let x = xs[d as usize] + off;
            let l = g.layer[d as usize];
            let (t, b) = (bands.top(l), bands.bottom(l));
            w.push((x, t));
            if b > t {
                w.push((x, b));
            }
        }
        let tie = g.edge_slot[e];
        if !back[e] {
            let next = w.first().map_or(xs[bnode as usize], |p| p.0);
            let prev = w.last().map_or(xs[a as usize], |p| p.0);
            reqs.push(PortReq { node: a, side: Side::Bottom, key: next, tie, edge: e as u32, start: true });
            reqs.push(PortReq { node: bnode, side: Side::Top, key: prev, tie, edge: e as u32, start: false });
        } else {
            w.reverse();
            // `a` is the lower node, `bnode` the upper one.
            if w.is_empty() {
                // Bulge out of the side towards the upper node, so the loop stays outside the
                // edges coming down between the two.
                bulge[e] = true;
                let reach = g.edge_reach[e];
                let side = if xs[bnode as usize] < xs[a as usize] - 0.5 { Side::Left } else { Side::Right };
                reqs.push(PortReq { node: a, side, key: reach, tie, edge: e as u32, start: true });
                reqs.push(PortReq { node: bnode, side, key: -reach, tie, edge: e as u32, start: false });
            } else {
                let first = w[0].0;
                let last = w[w.len() - 1].0;
                let (ca, cb) = (xs[a as usize], xs[bnode as usize]);
                let side_a = if first > ca + half_w(a) {
                    Side::Right
                } else if first < ca - half_w(a) {
                    Side::Left
                } else {
                    Side::Top
                };
                let side_b = if last > cb + half_w(bnode) {
                    Side::Right
                } else if last < cb - half_w(bnode) {
                    Side::Left
                } else {
                    Side::Bottom
                };
                // Sides: the lower node puts closer chains higher, the upper node farther ones.
                let ka = if side_a == Side::Top { first } else { (first - ca).abs() };
                let kb = if side_b == Side::Bottom { last } else { -(last - cb).abs() };
                reqs.push(PortReq { node: a, side: side_a, key: ka, tie, edge: e as u32, start: true });
                reqs.push(PortReq { node: bnode, side: side_b, key: kb, tie, edge: e as u32, start: false });
            }
        }
    }

    // Spread ports along each border.
    let mut start_pt = vec![(0.0f32, 0.0f32); edges.len()];
    let mut end_pt = vec![(0.0f32, 0.0f32); edges.len()];
    let mut start_side = vec![Side::Bottom; edges.len()];
    let mut end_side = vec![Side::Top; edges.len()];
    crate::sort::sort_by(&mut reqs, |p, q| (p.node, p.side).cmp(&(q.node, q.side)).then(p.key.total_cmp(&q.key)).then(p.tie.cmp(&q.tie)).then(p.edge.cmp(&q.edge)));
    let mut i = 0;
    let mut buf: Vec<f32> = Vec::new();
    while i < reqs.len() {
        let mut j = i;
        while j < reqs.len() && reqs[j].node == reqs[i].node && reqs[j].side == reqs[i].side {
            j += 1;
        }
        let (v, side) = (reqs[i].node, reqs[i].side);
        let (cx, cy, hw, hh) = (xs[v as usize], node_y(v), half_w(v), half_h(v));
        let k = j - i;
        buf.clear();
        match side {
            Side::Top | Side::Bottom => {
                let lim = hw / 2.0;
                buf.extend(reqs[i..j].iter().map(|r| cx + (r.key - cx).clamp(-lim, lim)));
                spread(&mut buf, (opts.edge_sep).min(2.0 * hw / k as f32), cx - hw, cx + hw);
            }
            Side::Left | Side::Right => {
                let gap = (opts.edge_sep * 0.8).min(2.0 * hh / (k as f32 + 1.0));
                buf.extend((0..k).map(|t| cy + (t as f32 - (k as f32 - 1.0) / 2.0) * gap));
            }
        }
        for (t, r) in reqs[i..j].iter().enumerate() {
            let p = match side {
                Side::Top => (buf[t], cy - hh),
                Side::Bottom => (buf[t], cy + hh),
                Side::Left => (cx - hw, buf[t]),
                Side::Right => (cx + hw, buf[t]),
            };
            if r.start {
                start_pt[r.edge as usize] = p;
                start_side[r.edge as usize] = side;
            } else {
                end_pt[r.edge as usize] = p;
                end_side[r.edge as usize] = side;
            }
        }
        i = j;
    }

    edges
        .iter()
        .enumerate()
        .map(|(e, &(a, b))| {
            let mut path = EdgePath { from: a, to: b, points: Vec::new(), back_edge: back[e], self_loop: valid[e] && a == b };
            if !valid[e] {
                return path;
            }
            if a == b {
                path.points = self_loop(xs[a as usize] + half_w(a), node_y(a), half_h(a), g.edge_reach[e]);
                return path;
            }
            if bulge[e] {
                let (p0, p1) = (start_pt[e], end_pt[e]);
                let r = if start_side[e] == Side::Left { -g.edge_reach[e] } else { g.edge_reach[e] };
                path.points = vec![p0, (p0.0 + r, p0.1), (p1.0 + r, p1.1), p1];
                return path;
            }
            let up = back[e];
            let vdir = if up { -1.0 } else { 1.0 };
            let out_t = match start_side[e] {
                Side::Right => (1.0, 0.0),
                Side::Left => (-1.0, 0.0),
                _ => (0.0, vdir),
            };
            let in_t = match end_side[e] {
                Side::Right => (-1.0, 0.0),
                Side::Left => (1.0, 0.0),
                _ => (0.0, vdir),
            };
            let mut pts = Vec::with_capacity(3 * (way[e].len() + 1) + 1);
            pts.push(start_pt[e]);
            let mut prev = (start_pt[e], out_t);
            let through = way[e].iter().map(|&wp| (wp, (0.0, vdir)));
            for (wp, t) in through.chain(std::iter::once((end_pt[e], in_t))) {
                cubic(&mut pts, prev.0, prev.1, wp, t);
                prev = (wp, t);
            }
            path.points = pts;
            path
        })
        .collect()
}

/// Appends the controls and end of a cubic from `a` (tangent `ta`) to `b` (tangent `tb`).
fn cubic(pts: &mut Vec<(f32, f32)>, a: (f32, f32), ta: (f32, f32), b: (f32, f32), tb: (f32, f32)) {
    let reach = |t: (f32, f32)| {
        if t.0 != 0.0 {
            ((b.0 - a.0).abs() * 0.5).max(4.0)
        } else {
            (b.1 - a.1).abs() * 0.5
        }
    };
    let (ma, mb) = (reach(ta), reach(tb));
    pts.push((a.0 + ta.0 * ma, a.1 + ta.1 * ma));
    pts.push((b.0 - tb.0 * mb, b.1 - tb.1 * mb));
    pts.push(b);
}

/// A loop out of the right border at `(r, y)` of a box with half height `hh`.
fn self_loop(r: f32, y: f32, hh: f32, reach: f32) -> Vec<(f32, f32)> {
    let a = (hh * 0.6).min(10.0);
    vec![(r, y - a), (r + reach, y - a - reach * 0.4), (r + reach, y + a + reach * 0.4), (r, y + a)]
}

/// Sorted desired positions, made at least `gap` apart (keeping order) and kept in `[lo, hi]`.
fn spread(xs: &mut [f32], gap: f32, lo: f32, hi: f32) {
    for i in 1..xs.len() {
        xs[i] = xs[i].max(xs[i - 1] + gap);
    }
    if let Some(&last) = xs.last() {
        if last > hi {
            let shift = last - hi;
            for x in xs.iter_mut() {
                *x -= shift;
            }
        }
    }
    for x in xs.iter_mut() {
        *x = x.clamp(lo, hi);
    }
}
