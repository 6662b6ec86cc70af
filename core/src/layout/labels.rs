//! Label placement: one mechanism for every small label a drawing adds beside its nodes
//! ([`LabelKind`]: thread badges such as `T0 T1 +4` and predicate badges, T/F edge labels, and
//! join marks — the reconvergence points of a warp's SIMT stack, the joins of divergent
//! branches): each
//! label gets a free box — beside its node, stacked beside it, or, when the neighbourhood is
//! full, in a column right of the whole drawing with a leader line back to its anchor — so no
//! two labels overlap and no label covers a node (and so a block's name).
//!
//! Greedy candidate placement in the style of cartographic point-feature labelling
//! (Christensen, Marks & Shieber, "An Empirical Study of Algorithms for Point-Feature Label
//! Placement", ACM TOG 14(3), 1995: the fixed candidate positions around a feature, first free
//! one wins): labels are placed in input order, each at the first of its candidate positions
//! that overlaps no node box and no label placed before it. Collisions are found with a
//! uniform grid ([`place_labels`]); [`place_labels_reference`] scans every box and gives the
//! same answer (a property test compares them).
//!
//! Coordinates are the drawing's model units (pixels at zoom 1), y downwards.

use serde::{Deserialize, Serialize};

/// An axis-aligned box: top-left corner `(x, y)`, width `w`, height `h` (model units).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabelRect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width (≥ 0).
    pub w: f32,
    /// Height (≥ 0).
    pub h: f32,
}

/// Boxes closer than this are treated as touching, not overlapping (rounding in the SVG).
const EPS: f32 = 0.01;

impl LabelRect {
    /// The box centred on `(cx, cy)`.
    pub fn centred(cx: f32, cy: f32, w: f32, h: f32) -> LabelRect {
        LabelRect { x: cx - w / 2.0, y: cy - h / 2.0, w, h }
    }

    /// Whether the interiors of `self` and `o` intersect (touching edges do not count).
    pub fn overlaps(&self, o: &LabelRect) -> bool {
        self.x + EPS < o.x + o.w && o.x + EPS < self.x + self.w && self.y + EPS < o.y + o.h && o.y + EPS < self.y + self.h
    }
}

/// Where a label wants to be.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Anchor {
    /// Beside node `i` (an index into the node boxes): right of it first, then above-right,
    /// below-right, above, below, left, then stacked further out.
    Node(usize),
    /// Around a point (an edge label's spot on its edge): centred on it first, then beside it.
    Point(f32, f32),
}

/// What a label is: decides the order of its candidate positions beside its node (and the
/// drawing's class for it); every kind is placed by the same mechanism with the same
/// guarantees.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabelKind {
    /// A badge beside a node (threads waiting there, a predicate): right of the node first.
    #[default]
    Badge,
    /// An edge's label (T/F, a switch case value) at its point on the edge.
    Edge,
    /// A join mark (a reconvergence point, the join of a divergent branch): left of the node
    /// first, so it and a badge of the same node sit on opposite sides.
    Join,
}

/// A label to place: its anchor, its size (an estimate of the rendered text plus padding) and
/// its kind.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct WantedLabel {
    /// Where it wants to be.
    pub anchor: Anchor,
    /// Width (model units).
    pub w: f32,
    /// Height (model units).
    pub h: f32,
    /// What it is (missing in JSON: a badge).
    #[serde(default)]
    pub kind: LabelKind,
}

/// A placed label.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlacedLabel {
    /// Its box (draw the background here, the text centred in it).
    pub rect: LabelRect,
    /// `Some(point)` when the label was put away from its anchor (the overflow column): draw a
    /// leader line from the box to this point.
    pub leader: Option<(f32, f32)>,
}

/// The gap left between a label and its node, and between stacked labels (model units).
pub const LABEL_GAP: f32 = 4.0;

/// Candidate boxes for `l` in preference order (nodes: beside the node's box, then stacked
/// outwards in up to four rings — right side first for badges, left side first for join marks;
/// points: on the point, then around it).
fn candidates(l: &WantedLabel, nodes: &[LabelRect]) -> Vec<LabelRect> {
    let (w, h, g) = (l.w, l.h, LABEL_GAP);
    let mut c = Vec::with_capacity(40);
    match l.anchor {
        Anchor::Node(i) => {
            let Some(b) = nodes.get(i) else { return c };
            let (cx, cy) = (b.x + b.w / 2.0, b.y + b.h / 2.0);
            for ring in 0..4 {
                let d = ring as f32 * (h + g);
                let dx = ring as f32 * (w + g);
                // Right (middle, then stacked up and down), above-right, below-right.
                c.push(LabelRect { x: b.x + b.w + g + dx, y: cy - h / 2.0, w, h });
                c.push(LabelRect { x: b.x + b.w + g + dx, y: cy - h / 2.0 - (h + g) - d, w, h });
                c.push(LabelRect { x: b.x + b.w + g + dx, y: cy - h / 2.0 + (h + g) + d, w, h });
                c.push(LabelRect { x: b.x + b.w - w / 2.0 + dx, y: b.y - h - g - d, w, h });
                c.push(LabelRect { x: b.x + b.w - w / 2.0 + dx, y: b.y + b.h + g + d, w, h });
                // Above, below (centred), left.
                c.push(LabelRect { x: cx - w / 2.0, y: b.y - h - g - d, w, h });
                c.push(LabelRect { x: cx - w / 2.0, y: b.y + b.h + g + d, w, h });
                c.push(LabelRect { x: b.x - w - g - dx, y: cy - h / 2.0, w, h });
                c.push(LabelRect { x: b.x - w - g - dx, y: cy - h / 2.0 - (h + g) - d, w, h });
                c.push(LabelRect { x: b.x - w - g - dx, y: cy - h / 2.0 + (h + g) + d, w, h });
                if l.kind == LabelKind::Join {
                    // Left (middle, up, down) first, then above and below, then the right.
                    let ring = c.len() - 10;
                    let r: Vec<LabelRect> = c.drain(ring..).collect();
                    c.extend([7, 8, 9, 5, 6, 0, 1, 2, 3, 4].map(|i| r[i]));
                }
            }
        }
        Anchor::Point(px, py) => {
            c.push(LabelRect::centred(px, py, w, h));
            for ring in 1..5 {
                let r = ring as f32;
                for (sx, sy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, -1.0), (0.0, 1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, -1.0), (-1.0, 1.0)] {
                    c.push(LabelRect::centred(px + sx * r * (w / 2.0 + g), py + sy * r * (h / 2.0 + g), w, h));
                }
            }
        }
    }
    c
}

/// The point a label put into the overflow column is led back to.
fn anchor_point(l: &WantedLabel, nodes: &[LabelRect]) -> (f32, f32) {
    match l.anchor {
        Anchor::Node(i) => nodes.get(i).map_or((0.0, 0.0), |b| (b.x + b.w, b.y + b.h / 2.0)),
        Anchor::Point(x, y) => (x, y),
    }
}

/// The overflow column's left edge: right of every node and every candidate box.
fn overflow_x(nodes: &[LabelRect], wanted: &[WantedLabel]) -> f32 {
    let mut x = 0.0f32;
    for b in nodes {
        x = x.max(b.x + b.w);
    }
    for l in wanted {
        for c in candidates(l, nodes) {
            x = x.max(c.x + c.w);
        }
    }
    x + 4.0 * LABEL_GAP
}

/// Places `wanted` labels (in order) beside `nodes` (the drawing's node boxes, which labels
/// must not cover): returns one [`PlacedLabel`] per wanted label, in the same order. Labels
/// whose every candidate is taken go into a column right of everything, one under another,
/// with a leader to their anchor. Guarantees: no two returned boxes overlap, and no returned
/// box overlaps a node box. A [`Anchor::Node`] index out of range is placed in the column.
///
/// `O((N + L) + L · C · k)` with a uniform grid of cells about the median label size, `C` ≤ 40
/// candidates per label and `k` the boxes sharing a candidate's cells (small in a drawing).
pub fn place_labels(nodes: &[LabelRect], wanted: &[WantedLabel]) -> Vec<PlacedLabel> {
    let cell = {
        let mut s: Vec<f32> = wanted.iter().map(|l| l.w.max(l.h)).chain(nodes.iter().map(|b| b.w.max(b.h))).filter(|v| v.is_finite() && *v > 0.0).collect();
        crate::sort::sort_by(&mut s, f32::total_cmp);
        s.get(s.len() / 2).copied().unwrap_or(32.0).clamp(8.0, 512.0)
    };
    let mut grid = Grid { cell, cells: std::collections::HashMap::new(), boxes: Vec::new() };
    for b in nodes {
        grid.insert(*b);
    }
    place_with(nodes, wanted, &mut grid)
}

/// [`place_labels`] by scanning every box for each candidate: `O(L · C · (N + L))`. The
/// reference the grid version is compared with.
pub fn place_labels_reference(nodes: &[LabelRect], wanted: &[WantedLabel]) -> Vec<PlacedLabel> {
    let mut all = Scan(nodes.to_vec());
    place_with(nodes, wanted, &mut all)
}

/// A set of boxes that answers "does this box overlap any of them".
trait Obstacles {
    fn hits(&self, r: &LabelRect) -> bool;
    fn insert(&mut self, r: LabelRect);
}

struct Scan(Vec<LabelRect>);

impl Obstacles for Scan {
    fn hits(&self, r: &LabelRect) -> bool {
        self.0.iter().any(|b| b.overlaps(r))
    }
    fn insert(&mut self, r: LabelRect) {
        self.0.push(r);
    }
}

/// A uniform grid: each box is listed in every cell it touches.
struct Grid {
    cell: f32,
    cells: std::collections::HashMap<(i32, i32), Vec<u32>>,
    boxes: Vec<LabelRect>,
}

impl Grid {
    /// The cells `r` touches (clamped so a huge or non-finite box stays cheap).
    fn span(&self, r: &LabelRect) -> (i32, i32, i32, i32) {
        let f = |v: f32| (v / self.cell).floor().clamp(-1.0e6, 1.0e6) as i32;
        let (x0, y0) = (f(r.x), f(r.y));
        let (x1, y1) = (f(r.x + r.w).min(x0 + 4096), f(r.y + r.h).min(y0 + 4096));
        (x0, y0, x1, y1)
    }
}

impl Obstacles for Grid {
    fn hits(&self, r: &LabelRect) -> bool {
        let (x0, y0, x1, y1) = self.span(r);
        for gx in x0..=x1 {
            for gy in y0..=y1 {
                if let Some(v) = self.cells.get(&(gx, gy)) {
                    if v.iter().any(|&i| self.boxes[i as usize].overlaps(r)) {
                        return true;
                    }
                }
            }
        }
        false
    }
    fn insert(&mut self, r: LabelRect) {
        let i = self.boxes.len() as u32;
        self.boxes.push(r);
        let (x0, y0, x1, y1) = self.span(&r);
        for gx in x0..=x1 {
            for gy in y0..=y1 {
                self.cells.entry((gx, gy)).or_default().push(i);
            }
        }
    }
}

fn place_with(nodes: &[LabelRect], wanted: &[WantedLabel], obstacles: &mut dyn Obstacles) -> Vec<PlacedLabel> {
    let mut out = Vec::with_capacity(wanted.len());
    // The overflow column (computed on first use): its left edge and next free top.
    let mut column: Option<(f32, f32)> = None;
    for l in wanted {
        let (w, h) = (l.w.max(0.0), l.h.max(0.0));
        let l = WantedLabel { w, h, ..*l };
        let free = candidates(&l, nodes).into_iter().find(|c| !obstacles.hits(c));
        let placed = match free {
            Some(rect) => PlacedLabel { rect, leader: None },
            None => {
                let (x, y) = *column.get_or_insert_with(|| (overflow_x(nodes, wanted), nodes.iter().map(|b| b.y).fold(0.0f32, f32::min)));
                column = Some((x, y + h + LABEL_GAP));
                PlacedLabel { rect: LabelRect { x, y, w, h }, leader: Some(anchor_point(&l, nodes)) }
            }
        };
        obstacles.insert(placed.rect);
        out.push(placed);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn check(nodes: &[LabelRect], placed: &[PlacedLabel]) -> Result<(), TestCaseError> {
        for (i, a) in placed.iter().enumerate() {
            for b in nodes {
                prop_assert!(!a.rect.overlaps(b), "label {i} {:?} over node {:?}", a.rect, b);
            }
            for (j, b) in placed.iter().enumerate().skip(i + 1) {
                prop_assert!(!a.rect.overlaps(&b.rect), "labels {i} {:?} and {j} {:?} overlap", a.rect, b.rect);
            }
        }
        Ok(())
    }

    /// Random layouts: nodes on a jittered grid (layers and columns, as the layered layout
    /// draws them, some dense enough that labels must stack or overflow), labels on nodes
    /// (several per node of both node kinds, like thread badges and join marks) and on points between
    /// them (edge labels).
    fn layout() -> impl Strategy<Value = (Vec<LabelRect>, Vec<WantedLabel>)> {
        (1usize..40, 20.0f32..90.0, 24.0f32..80.0).prop_flat_map(|(n, dx, dy)| {
            let nodes = proptest::collection::vec((0u32..8, 0u32..8, 16.0f32..60.0, 0.0f32..6.0), n).prop_map(move |v| {
                let mut seen = std::collections::HashSet::new();
                v.into_iter()
                    .filter(|(c, r, _, _)| seen.insert((*c, *r)))
                    .map(|(c, r, w, j)| LabelRect { x: c as f32 * dx.max(w + 4.0) * 1.0 + j, y: r as f32 * dy, w: w.min(dx.max(w + 4.0) - 2.0), h: 18.0 })
                    .collect::<Vec<_>>()
            });
            nodes.prop_flat_map(|nodes| {
                let k = nodes.len();
                let kind = prop_oneof![Just(LabelKind::Badge), Just(LabelKind::Join)];
                let label = (0..k.max(1), any::<bool>(), 0.0f32..400.0, 0.0f32..400.0, 6.0f32..70.0, 10.0f32..16.0, kind).prop_map(move |(i, on_node, px, py, w, h, kind)| WantedLabel {
                    anchor: if on_node && k > 0 { Anchor::Node(i) } else { Anchor::Point(px, py) },
                    w,
                    h,
                    kind: if on_node && k > 0 { kind } else { LabelKind::Edge },
                });
                (Just(nodes), proptest::collection::vec(label, 0..60))
            })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        /// No two label boxes overlap, and no label box covers a node (its name).
        #[test]
        fn no_label_overlaps_a_label_or_a_node((nodes, wanted) in layout()) {
            let placed = place_labels(&nodes, &wanted);
            prop_assert_eq!(placed.len(), wanted.len());
            check(&nodes, &placed)?;
        }

        /// The grid gives the same placement as the scan over every box.
        #[test]
        fn grid_matches_the_reference((nodes, wanted) in layout()) {
            prop_assert_eq!(place_labels(&nodes, &wanted), place_labels_reference(&nodes, &wanted));
        }
    }

    /// A badge fits right of its node when nothing is there; a second one stacks above it.
    #[test]
    fn beside_then_stacked() {
        let nodes = [LabelRect { x: 0.0, y: 0.0, w: 40.0, h: 20.0 }];
        let l = WantedLabel { anchor: Anchor::Node(0), w: 30.0, h: 12.0, kind: LabelKind::Badge };
        let p = place_labels(&nodes, &[l, l]);
        let g = LABEL_GAP;
        assert_eq!(p[0].rect, LabelRect { x: 40.0 + g, y: 4.0, w: 30.0, h: 12.0 });
        assert_eq!(p[1].rect, LabelRect { x: 40.0 + g, y: 4.0 - 12.0 - g, w: 30.0, h: 12.0 });
        assert!(p.iter().all(|p| p.leader.is_none()));
    }

    /// A join mark goes left of its node, so a badge of the same node keeps the right side.
    #[test]
    fn join_mark_left_badge_right() {
        let nodes = [LabelRect { x: 100.0, y: 0.0, w: 40.0, h: 20.0 }];
        let badge = WantedLabel { anchor: Anchor::Node(0), w: 30.0, h: 12.0, kind: LabelKind::Badge };
        let join = WantedLabel { kind: LabelKind::Join, w: 36.0, ..badge };
        let p = place_labels(&nodes, &[badge, join]);
        assert_eq!(p[0].rect.x, 140.0 + LABEL_GAP);
        assert_eq!(p[1].rect, LabelRect { x: 100.0 - 36.0 - LABEL_GAP, y: 4.0, w: 36.0, h: 12.0 });
    }

    /// Labels of a node boxed in on every side go to the overflow column with a leader.
    #[test]
    fn overflow_column_when_surrounded() {
        let mut nodes = Vec::new();
        for gx in -6..=6 {
            for gy in -12..=12 {
                nodes.push(LabelRect { x: gx as f32 * 20.0, y: gy as f32 * 10.0, w: 20.0, h: 10.0 });
            }
        }
        let centre = nodes.iter().position(|b| b.x == 0.0 && b.y == 0.0).unwrap();
        let p = place_labels(&nodes, &[WantedLabel { anchor: Anchor::Node(centre), w: 30.0, h: 12.0, kind: LabelKind::Join }]);
        assert!(p[0].leader.is_some());
        assert!(nodes.iter().all(|b| !p[0].rect.overlaps(b)));
    }
}
