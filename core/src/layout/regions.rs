//! Labelled regions behind groups of nodes of a finished [`Layout`] — how the CFG view draws
//! SPIR-V's structured constructs ([`crate::constructs`]: selection, loop, continue and case
//! constructs) as translucent areas, nested regions inside their enclosing ones.
//!
//! # Shape
//! A region is a stack of horizontal **bands**, top to bottom, each an interval `[x0, x1]`
//! over a range `[y0, y1]`: a top strip holding the label, then per layer from the set's
//! first layer to its last the layer's band (the height of its tallest box) and the gap to
//! the next layer, then a bottom strip. On a layer the interval is the hull of the set's boxes
//! there (grown by [`RegionOptions::pad`]) and of the intervals of the regions nested inside
//! (grown by [`RegionOptions::step`]); a layer without any (an edge passing through) takes the
//! hull of its neighbours, and so does each gap. The outline is the union of the bands: a
//! rectilinear polygon, like the clusters of Graphviz's `dot` but over a layout that did not
//! keep clusters together — a block of another construct that the layout placed between two
//! blocks of a set on one layer lies inside its region too.
//!
//! # Nesting
//! Set `B` is nested in `A` when `B ⊆ A` (for equal sets, the later one in the earlier one).
//! `height(A)` = 0 without nested sets, else `1 + max height` of those; `depth(A)` = the
//! number of sets `A` is nested in. The top strip of a region of height `h` is
//! `pad + (h + 1) · label_height` tall and its bottom strip `pad + h · step`, so the labels of
//! regions starting on the same layer stack without overlapping, and every band of a nested
//! region lies inside its encloser's bands — provided each strip fits in the gap between
//! layers: lay out with `rank_sep ≥` [`RegionOptions::rank_sep_for`]`(max height)` (tested by
//! `regions_nest_and_cover_their_nodes`).
//!
//! Cost: `O(k² · s)` for the nesting of `k` sets of at most `s` nodes (sorted-list subset
//! tests), plus `O(Σ |set| + k · L)` for the bands over `L` layers.

use super::Layout;
use serde::{Deserialize, Serialize};

/// Spacing of regions, model units.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RegionOptions {
    /// Margin between a box and the region around it (default 6).
    pub pad: f32,
    /// Extra margin per nesting level, between a region and its encloser (default 6).
    pub step: f32,
    /// Height of a label line (default 14).
    pub label_height: f32,
}

impl Default for RegionOptions {
    fn default() -> Self {
        RegionOptions { pad: 6.0, step: 6.0, label_height: 14.0 }
    }
}

impl RegionOptions {
    /// Height of the top strip (the label's) of a region of `height`.
    pub fn top(&self, height: u32) -> f32 {
        self.pad + (height as f32 + 1.0) * self.label_height
    }

    /// Height of the bottom strip of a region of `height`.
    pub fn bottom(&self, height: u32) -> f32 {
        self.pad + height as f32 * self.step
    }

    /// The layer gap ([`super::LayoutOptions::rank_sep`]) in which regions up to `height`
    /// keep their strips between two layers (so nested regions stay inside their enclosers).
    pub fn rank_sep_for(&self, height: u32) -> f32 {
        self.top(height) + self.bottom(height) + 4.0
    }
}

/// One horizontal band of a region: `[x0, x1] × [y0, y1]`.
#[derive(Copy, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Band {
    /// Left.
    pub x0: f32,
    /// Right.
    pub x1: f32,
    /// Top.
    pub y0: f32,
    /// Bottom.
    pub y1: f32,
}

/// The drawing of one set: bands, outline and label anchor, in model units.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Region {
    /// Bands from top to bottom, contiguous (`bands[i].y1 == bands[i + 1].y0`).
    pub bands: Vec<Band>,
    /// The outline: a closed rectilinear polygon (clockwise from the top-left corner, the
    /// closing edge implied), without repeated or collinear points.
    pub outline: Vec<(f32, f32)>,
    /// The label's baseline start, inside the top strip.
    pub label: (f32, f32),
    /// Number of sets this one is nested in.
    pub depth: u32,
    /// Levels of sets nested inside it (0: none).
    pub height: u32,
}

/// A set's first layer (position among the layers present) and its interval on each layer of
/// its span.
type Span = (usize, Vec<(f32, f32)>);

/// Whether sorted `small` is a subset of sorted `big`. `O(|small| + |big|)`.
fn subset(small: &[u32], big: &[u32]) -> bool {
    if small.len() > big.len() {
        return false;
    }
    let mut j = 0;
    for &x in small {
        while j < big.len() && big[j] < x {
            j += 1;
        }
        if j == big.len() || big[j] != x {
            return false;
        }
    }
    true
}

/// Per set the sets nested in it (indices), with its depth and height (see the module
/// documentation). Sets are taken sorted and deduplicated. `O(k² · s)`.
pub fn nesting(sets: &[Vec<u32>]) -> (Vec<Vec<usize>>, Vec<u32>, Vec<u32>) {
    let sorted: Vec<Vec<u32>> = sets
        .iter()
        .map(|s| {
            let mut s = s.clone();
            crate::sort::sort_unstable(&mut s);
            s.dedup();
            s
        })
        .collect();
    let k = sorted.len();
    let mut inner = vec![Vec::new(); k];
    let mut depth = vec![0u32; k];
    for a in 0..k {
        for b in 0..k {
            if a == b || sorted[b].is_empty() {
                continue;
            }
            let same = sorted[a] == sorted[b];
            if (same && b > a) || (!same && subset(&sorted[b], &sorted[a])) {
                inner[a].push(b);
                depth[b] += 1;
            }
        }
    }
    // Heights by increasing set size (a nested set is never larger, and equal sets nest in
    // index order).
    let mut order: Vec<usize> = (0..k).collect();
    crate::sort::sort_by_key(&mut order, |&a| (sorted[a].len(), std::cmp::Reverse(a)));
    let mut height = vec![0u32; k];
    for &a in &order {
        height[a] = inner[a].iter().map(|&b| height[b] + 1).max().unwrap_or(0);
    }
    (inner, depth, height)
}

/// The regions of `sets` (node indices of `layout`) with labels `label_widths` wide (missing
/// widths: 0): one per set, `None` for a set with no node of the layout. Nodes out of range
/// are ignored. Deterministic. See the module documentation for the shape and the nesting.
pub fn regions(layout: &Layout, sets: &[Vec<u32>], label_widths: &[f32], opts: &RegionOptions) -> Vec<Option<Region>> {
    let n = layout.nodes.len();
    // Layers present, top to bottom, with their vertical extent.
    let mut layers: Vec<(u32, f32, f32)> = Vec::new();
    {
        let mut by_layer: Vec<(u32, f32, f32)> = layout.nodes.iter().map(|b| (b.layer, b.y - b.h / 2.0, b.y + b.h / 2.0)).collect();
        crate::sort::sort_by_key(&mut by_layer, |a| a.0);
        for (l, t, b) in by_layer {
            match layers.last_mut() {
                Some(x) if x.0 == l => {
                    x.1 = x.1.min(t);
                    x.2 = x.2.max(b);
                }
                _ => layers.push((l, t, b)),
            }
        }
    }
    let pos_of = |layer: u32| layers.binary_search_by(|x| x.0.cmp(&layer)).ok();
    let (inner, depth, height) = nesting(sets);
    let mut order: Vec<usize> = (0..sets.len()).collect();
    crate::sort::sort_by_key(&mut order, |&a| (height[a], a));
    // Per set: its first layer position and the interval on each layer of its span.
    let mut rows: Vec<Option<Span>> = vec![None; sets.len()];
    let hull = |a: Option<(f32, f32)>, b: (f32, f32)| Some(a.map_or(b, |a| (a.0.min(b.0), a.1.max(b.1))));
    for &c in &order {
        let mut acc: Vec<Option<(f32, f32)>> = vec![None; layers.len()];
        for &v in &sets[c] {
            if (v as usize) >= n {
                continue;
            }
            let b = &layout.nodes[v as usize];
            if let Some(p) = pos_of(b.layer) {
                acc[p] = hull(acc[p], (b.x - b.w / 2.0 - opts.pad, b.x + b.w / 2.0 + opts.pad));
            }
        }
        for &d in &inner[c] {
            if let Some((first, xs)) = &rows[d] {
                for (i, &(x0, x1)) in xs.iter().enumerate() {
                    acc[first + i] = hull(acc[first + i], (x0 - opts.step, x1 + opts.step));
                }
            }
        }
        let (Some(first), Some(last)) = (acc.iter().position(Option::is_some), acc.iter().rposition(Option::is_some)) else {
            continue;
        };
        let mut xs: Vec<Option<(f32, f32)>> = acc[first..=last].to_vec();
        // Layers the set only passes through: the hull of the nearest filled neighbours.
        let filled: Vec<usize> = (0..xs.len()).filter(|&i| xs[i].is_some()).collect();
        for i in 0..xs.len() {
            if xs[i].is_none() {
                let prev = filled.iter().rev().find(|&&j| j < i).and_then(|&j| xs[j]);
                let next = filled.iter().find(|&&j| j > i).and_then(|&j| xs[j]);
                xs[i] = match (prev, next) {
                    (Some(a), Some(b)) => hull(Some(a), b),
                    (a, b) => a.or(b),
                };
            }
        }
        let mut xs: Vec<(f32, f32)> = xs.into_iter().map(|x| x.unwrap_or((0.0, 0.0))).collect();
        // The label fits on the first layer's interval.
        let lw = label_widths.get(c).copied().filter(|w| w.is_finite()).unwrap_or(0.0).max(0.0);
        xs[0].1 = xs[0].1.max(xs[0].0 + lw + 10.0);
        rows[c] = Some((first, xs));
    }
    let mut out: Vec<Option<Region>> = (0..sets.len())
        .map(|c| {
            let (first, xs) = rows[c].as_ref()?;
            let h = height[c];
            let mut bands = Vec::with_capacity(2 * xs.len() + 1);
            let top = layers[*first].1;
            bands.push(Band { x0: xs[0].0, x1: xs[0].1, y0: top - opts.top(h), y1: top });
            for (i, &(x0, x1)) in xs.iter().enumerate() {
                let (_, t, b) = layers[first + i];
                bands.push(Band { x0, x1, y0: t, y1: b });
                let y_next = match xs.get(i + 1) {
                    Some(&(n0, n1)) => {
                        let nt = layers[first + i + 1].1;
                        bands.push(Band { x0: x0.min(n0), x1: x1.max(n1), y0: b, y1: nt });
                        continue;
                    }
                    None => b + opts.bottom(h),
                };
                bands.push(Band { x0, x1, y0: b, y1: y_next });
            }
            let outline = outline_of(&bands);
            let label = (bands[0].x0 + 5.0, bands[0].y0 + opts.label_height - 2.0);
            Some(Region { bands, outline, label, depth: depth[c], height: h })
        })
        .collect();
    separate_labels(&mut out, label_widths, opts.label_height);
    out
}

/// Moves labels that would overlap an earlier one (top to bottom, left to right) to the right
/// of it, on the same line: sibling regions side by side on one layer each keep a readable
/// label (it may then reach past its region's right edge). `O(k²)`.
fn separate_labels(rs: &mut [Option<Region>], widths: &[f32], line: f32) {
    let mut order: Vec<usize> = (0..rs.len()).filter(|&c| rs[c].is_some()).collect();
    let at = |c: usize| rs[c].as_ref().map_or((0.0, 0.0), |r| r.label);
    crate::sort::sort_by(&mut order, |&a, &b| {
        let (pa, pb) = (at(a), at(b));
        pa.1.total_cmp(&pb.1).then(pa.0.total_cmp(&pb.0)).then(a.cmp(&b))
    });
    let width = |c: usize| widths.get(c).copied().filter(|w| w.is_finite()).unwrap_or(0.0).max(0.0);
    let mut placed: Vec<(f32, f32, f32)> = Vec::new();
    for c in order {
        let Some(r) = rs[c].as_mut() else { continue };
        let (mut x, y) = r.label;
        let w = width(c);
        // Each move goes strictly right, past one placed label: at most `placed.len()` moves.
        for _ in 0..=placed.len() {
            match placed.iter().find(|&&(px, py, pw)| (py - y).abs() < line && x < px + pw + 4.0 && px < x + w + 4.0) {
                Some(&(px, _, pw)) => x = px + pw + 6.0,
                None => break,
            }
        }
        r.label.0 = x;
        placed.push((x, y, w));
    }
}

/// The outline of contiguous bands: down the right side, up the left side, collinear and
/// repeated points removed.
fn outline_of(bands: &[Band]) -> Vec<(f32, f32)> {
    let mut pts: Vec<(f32, f32)> = Vec::with_capacity(4 * bands.len());
    for b in bands {
        pts.push((b.x1, b.y0));
        pts.push((b.x1, b.y1));
    }
    for b in bands.iter().rev() {
        pts.push((b.x0, b.y1));
        pts.push((b.x0, b.y0));
    }
    let mut out: Vec<(f32, f32)> = Vec::with_capacity(pts.len());
    for p in pts {
        if out.last() == Some(&p) {
            continue;
        }
        out.push(p);
        // Drop the middle of three collinear points (axis-parallel).
        while out.len() >= 3 {
            let (a, b, c) = (out[out.len() - 3], out[out.len() - 2], out[out.len() - 1]);
            if (a.0 == b.0 && b.0 == c.0) || (a.1 == b.1 && b.1 == c.1) {
                out.remove(out.len() - 2);
            } else {
                break;
            }
        }
    }
    // The closing corner: the first and last points may be collinear with their neighbours.
    while out.len() >= 3 {
        let (a, b, c) = (out[out.len() - 2], out[out.len() - 1], out[0]);
        if (a.0 == b.0 && b.0 == c.0) || (a.1 == b.1 && b.1 == c.1) || b == c {
            out.pop();
        } else {
            break;
        }
    }
    while out.len() >= 3 {
        let (a, b, c) = (out[out.len() - 1], out[0], out[1]);
        if (a.0 == b.0 && b.0 == c.0) || (a.1 == b.1 && b.1 == c.1) {
            out.remove(0);
        } else {
            break;
        }
    }
    out
}

/// [`regions`], then the layout shifted and grown so that the regions (and labels) too lie in
/// `[margin, width − margin] × [margin, height − margin]` (nodes, edge points and regions
/// move together; nothing moves when they already fit). `O(points)` more.
pub fn place_regions(layout: &mut Layout, sets: &[Vec<u32>], label_widths: &[f32], opts: &RegionOptions, margin: f32) -> Vec<Option<Region>> {
    let mut rs = regions(layout, sets, label_widths, opts);
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for b in rs.iter().flatten().flat_map(|r| &r.bands) {
        (x0, y0, x1, y1) = (x0.min(b.x0), y0.min(b.y0), x1.max(b.x1), y1.max(b.y1));
    }
    // Labels moved right past a neighbour's stay in the drawing too.
    for (c, r) in rs.iter().enumerate() {
        if let Some(r) = r {
            x1 = x1.max(r.label.0 + label_widths.get(c).copied().filter(|w| w.is_finite()).unwrap_or(0.0).max(0.0));
        }
    }
    if x0 > x1 {
        return rs;
    }
    let dx = (margin - x0).max(0.0);
    let dy = (margin - y0).max(0.0);
    if dx > 0.0 || dy > 0.0 {
        for nb in &mut layout.nodes {
            nb.x += dx;
            nb.y += dy;
        }
        for e in &mut layout.edges {
            for p in &mut e.points {
                p.0 += dx;
                p.1 += dy;
            }
        }
        for r in rs.iter_mut().flatten() {
            for b in &mut r.bands {
                (b.x0, b.x1, b.y0, b.y1) = (b.x0 + dx, b.x1 + dx, b.y0 + dy, b.y1 + dy);
            }
            for p in &mut r.outline {
                p.0 += dx;
                p.1 += dy;
            }
            r.label = (r.label.0 + dx, r.label.1 + dy);
        }
        layout.width += dx;
        layout.height += dy;
    }
    layout.width = layout.width.max(x1 + dx + margin);
    layout.height = layout.height.max(y1 + dy + margin);
    rs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{layout, LayoutInput, LayoutOptions};
    use proptest::prelude::*;

    /// Whether band `b` lies in the union of `outer` (which are contiguous and sorted).
    fn band_inside(b: &Band, outer: &[Band]) -> bool {
        let eps = 0.01;
        let mut covered = b.y0;
        for o in outer {
            if o.y1 <= b.y0 + eps || o.y0 >= b.y1 - eps {
                continue;
            }
            if o.x0 > b.x0 + eps || o.x1 < b.x1 - eps || o.y0 > covered + eps {
                return false;
            }
            covered = covered.max(o.y1);
        }
        covered >= b.y1 - eps
    }

    fn check(l: &Layout, sets: &[Vec<u32>], rs: &[Option<Region>]) -> Result<(), String> {
        let (inner, _, _) = nesting(sets);
        for (c, r) in rs.iter().enumerate() {
            let Some(r) = r else { continue };
            for w in r.bands.windows(2) {
                if w[0].y1 != w[1].y0 || w[0].x0 > w[0].x1 {
                    return Err(format!("set {c}: bands not contiguous: {w:?}"));
                }
            }
            for &v in &sets[c] {
                let b = &l.nodes[v as usize];
                let bx = Band { x0: b.x - b.w / 2.0, x1: b.x + b.w / 2.0, y0: b.y - b.h / 2.0, y1: b.y + b.h / 2.0 };
                if !band_inside(&bx, &r.bands) {
                    return Err(format!("set {c}: node {v} outside its region"));
                }
            }
            for &d in &inner[c] {
                if let Some(rd) = &rs[d] {
                    if let Some(b) = rd.bands.iter().find(|b| !band_inside(b, &r.bands)) {
                        return Err(format!("set {d} nested in {c} pokes out at {b:?}"));
                    }
                }
            }
            if r.outline.len() < 4 || r.outline.len() % 2 != 0 {
                return Err(format!("set {c}: outline {:?}", r.outline));
            }
        }
        Ok(())
    }

    /// The minimal Vulkan case: loop construct {H, B, E, C} holding the continue construct {C}.
    #[test]
    fn loop_region_holds_its_continue_region() {
        // entry=0 H=1 B=2 E=3 C=4 M=5 exit=6
        let edges = vec![(0, 1), (1, 2), (2, 3), (2, 4), (3, 5), (4, 1), (5, 6)];
        let opts = RegionOptions::default();
        let lo = LayoutOptions { rank_sep: opts.rank_sep_for(1), ..Default::default() };
        let mut l = layout(&LayoutInput { sizes: vec![(40.0, 26.0); 7], edges, root: 0 }, &lo);
        let sets = vec![vec![1, 2, 3, 4], vec![4]];
        let rs = place_regions(&mut l, &sets, &[60.0, 70.0], &opts, 8.0);
        check(&l, &sets, &rs).unwrap();
        let (outer, inner) = (rs[0].as_ref().unwrap(), rs[1].as_ref().unwrap());
        assert_eq!((outer.depth, outer.height, inner.depth, inner.height), (0, 1, 1, 0));
        assert!(outer.bands[0].y0 >= 8.0 - 0.01 && outer.bands[0].x0 >= 8.0 - 0.01, "shifted into the drawing");
        assert!(outer.bands.last().unwrap().y1 <= l.height && outer.bands.iter().all(|b| b.x1 <= l.width));
        // The outer label sits above the inner one when both start on one layer; here they
        // do not, and the label is inside the top strip.
        assert!(outer.label.1 > outer.bands[0].y0 && outer.label.1 < outer.bands[0].y1);
    }

    #[test]
    fn equal_sets_nest_in_index_order_and_empty_sets_have_no_region() {
        let (inner, depth, height) = nesting(&[vec![2, 1], vec![1, 2], vec![]]);
        assert_eq!(inner[0], [1]);
        assert_eq!((depth[1], height[0], height[1]), (1, 1, 0));
        let l = layout(&LayoutInput { sizes: vec![(30.0, 20.0); 3], edges: vec![(0, 1), (1, 2)], root: 0 }, &LayoutOptions::default());
        let rs = regions(&l, &[vec![], vec![9]], &[], &RegionOptions::default());
        assert!(rs.iter().all(Option::is_none));
    }

    /// Two sibling regions side by side on one layer: their labels do not overlap.
    #[test]
    fn sibling_labels_do_not_overlap() {
        // entry=0 -> a=1, b=2 (one layer); regions {1} and {2} with long labels.
        let l = layout(&LayoutInput { sizes: vec![(30.0, 26.0); 4], edges: vec![(0, 1), (0, 2), (1, 3), (2, 3)], root: 0 }, &LayoutOptions::default());
        let rs = regions(&l, &[vec![1], vec![2]], &[90.0, 90.0], &RegionOptions::default());
        let (a, b) = (rs[0].as_ref().unwrap().label, rs[1].as_ref().unwrap().label);
        assert_eq!(a.1, b.1);
        assert!((a.0 - b.0).abs() >= 90.0 + 4.0, "{a:?} {b:?}");
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]
        /// Random CFGs with random nested chains of sets: every node lies in its set's region
        /// and every nested region inside its encloser.
        #[test]
        fn regions_nest_and_cover_their_nodes(n in 2u32..24, seed in 0u64..1_000, picks in proptest::collection::vec((0u32..24, 0u32..24), 1..6)) {
            let edges = crate::layout::random_cfg_edges(n, seed);
            let mut sets: Vec<Vec<u32>> = Vec::new();
            for (a, b) in picks {
                let (a, b) = (a % n, b % n);
                let (lo, hi) = (a.min(b), a.max(b));
                sets.push((lo..=hi).collect());
                // A nested subset of every set: its first half.
                sets.push((lo..=(lo + (hi - lo) / 2)).collect());
            }
            let opts = RegionOptions::default();
            let (_, _, height) = nesting(&sets);
            let lo = LayoutOptions { rank_sep: opts.rank_sep_for(height.iter().copied().max().unwrap_or(0)), ..Default::default() };
            let mut l = layout(&LayoutInput { sizes: vec![(40.0, 26.0); n as usize], edges, root: 0 }, &lo);
            let widths: Vec<f32> = (0..sets.len()).map(|k| 30.0 + 7.0 * k as f32).collect();
            let rs = place_regions(&mut l, &sets, &widths, &opts, 8.0);
            prop_assert!(check(&l, &sets, &rs).is_ok(), "{:?}", check(&l, &sets, &rs));
            for b in rs.iter().flatten().flat_map(|r| &r.bands) {
                prop_assert!(b.x0 >= 0.0 && b.y0 >= 0.0 && b.x1 <= l.width && b.y1 <= l.height);
            }
        }
    }
}
