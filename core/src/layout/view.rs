//! Opening a drawing in a pane: the drawn content's bounding box ([`bounds`]), the view box a
//! pane opens on ([`open_view`]: the whole drawing centred when it fits legibly, else a legible
//! scale centred on the root's part of the first screen) and the pane corner a minimap covers
//! fewest nodes in ([`free_corner`]).
//!
//! Pure geometry in the layout's model units (y downwards); the web's `GraphView` only applies
//! the results (`viewBox`, the minimap's corner class). A view box returned here has exactly
//! the pane's aspect ratio, so `preserveAspectRatio` adds no margin of its own and "centred in
//! the view box" is "centred in the pane".

use super::labels::LabelRect;

/// How a drawing opens ([`open_view`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OpenOptions {
    /// Empty margin around the content, model units (default 16).
    pub pad: f32,
    /// The largest magnification a fitted drawing gets, screen pixels per model unit (default
    /// 1.15: a small drawing is not blown up).
    pub max_scale: f32,
    /// The smallest scale a whole-drawing fit may use, screen pixels per model unit (default
    /// 0.75: 12-unit block names stay at least 9 px tall). Larger drawings open at a legible
    /// scale and are panned.
    pub min_legible: f32,
    /// Drawings of at most this many nodes always fit whole, however small (default 40).
    pub small_drawing: usize,
}

impl Default for OpenOptions {
    fn default() -> Self {
        OpenOptions { pad: 16.0, max_scale: 1.15, min_legible: 0.75, small_drawing: 40 }
    }
}

/// The smallest box containing every box of `boxes` (ignoring non-finite ones), or `None` when
/// there are none. `O(n)`.
pub fn bounds(boxes: impl IntoIterator<Item = LabelRect>) -> Option<LabelRect> {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::INFINITY, f32::INFINITY, f32::NEG_INFINITY, f32::NEG_INFINITY);
    for b in boxes {
        if !(b.x.is_finite() && b.y.is_finite() && b.w.is_finite() && b.h.is_finite()) {
            continue;
        }
        (x0, y0, x1, y1) = (x0.min(b.x), y0.min(b.y), x1.max(b.x + b.w.max(0.0)), y1.max(b.y + b.h.max(0.0)));
    }
    (x0 <= x1 && y0 <= y1).then_some(LabelRect { x: x0, y: y0, w: x1 - x0, h: y1 - y0 })
}

/// `r` grown by `pad` on every side.
fn grown(r: LabelRect, pad: f32) -> LabelRect {
    LabelRect { x: r.x - pad, y: r.y - pad, w: r.w + 2.0 * pad, h: r.h + 2.0 * pad }
}

/// The view box (model units) a `pane = (width, height)` pixel pane opens on, for a drawing
/// whose drawn content (nodes, edges, labels) has bounding box `content` and whose node boxes
/// are `nodes` (`root` indexes the entry / tree root in it):
///
/// - when the whole content (plus [`OpenOptions::pad`]) fits at a scale of at least
///   [`OpenOptions::min_legible`], or the drawing has at most [`OpenOptions::small_drawing`]
///   nodes: the whole content, centred both ways, at most [`OpenOptions::max_scale`];
/// - otherwise, at a legible scale (the pane's width over the content's, clamped to
///   `[min_legible, max_scale]`), at the content's top; horizontally the content is centred
///   when it is narrower than the view; when wider, the view is centred on the nodes of the
///   first screen's rows (the root and the top of its subtree) when they fit across the view
///   (even where that shows room beside the drawing), else on the root, moved (never past the
///   root) to stay inside the content.
///
/// The result has the pane's aspect ratio. A degenerate pane (`≤ 0` or non-finite) gets the
/// padded content as is. `O(n)` in the nodes.
pub fn open_view(content: LabelRect, nodes: &[LabelRect], root: usize, pane: (f32, f32), o: &OpenOptions) -> LabelRect {
    let fit = grown(content, o.pad.max(0.0));
    let (sw, sh) = pane;
    if !(sw.is_finite() && sh.is_finite() && sw > 0.0 && sh > 0.0 && fit.w > 0.0 && fit.h > 0.0) {
        return fit;
    }
    let (cx, cy) = (fit.x + fit.w / 2.0, fit.y + fit.h / 2.0);
    let whole = (sw / fit.w).min(sh / fit.h);
    if whole >= o.min_legible || nodes.len() <= o.small_drawing {
        let s = whole.min(o.max_scale);
        let (w, h) = (sw / s, sh / s);
        return LabelRect { x: cx - w / 2.0, y: cy - h / 2.0, w, h };
    }
    let s = (sw / fit.w).clamp(o.min_legible, o.max_scale.max(o.min_legible));
    let (w, h) = (sw / s, sh / s);
    let y = if h >= fit.h { cy - h / 2.0 } else { fit.y };
    let x = if w >= fit.w {
        cx - w / 2.0
    } else {
        // The nodes the first screen shows (their top above the view's bottom).
        let (mut lo, mut hi) = (f32::INFINITY, f32::NEG_INFINITY);
        for n in nodes.iter().filter(|n| n.y < y + h) {
            (lo, hi) = (lo.min(n.x), hi.max(n.x + n.w));
        }
        if lo <= hi && hi - lo <= w - 2.0 * o.pad {
            // Centred on them even where that shows room beside the drawing: a tree whose top
            // sits at one end (a staircase of nested branches, nw's dominator tree) opens with
            // its top centred, not pushed against the pane's edge.
            (lo + hi) / 2.0 - w / 2.0
        } else {
            let root_x = nodes.get(root).map_or(cx, |n| n.x + n.w / 2.0);
            (root_x - w / 2.0).clamp(fit.x, fit.x + fit.w - w)
        }
    };
    LabelRect { x, y, w, h }
}

/// A corner of a pane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Corner {
    /// Bottom right (preferred when tied).
    BottomRight,
    /// Bottom left.
    BottomLeft,
    /// Top right.
    TopRight,
    /// Top left.
    TopLeft,
}

impl Corner {
    /// All corners in order of preference.
    pub const ALL: [Corner; 4] = [Corner::BottomRight, Corner::BottomLeft, Corner::TopRight, Corner::TopLeft];

    /// The CSS class of a minimap in this corner (`corner-br`, …).
    pub fn class(self) -> &'static str {
        match self {
            Corner::BottomRight => "corner-br",
            Corner::BottomLeft => "corner-bl",
            Corner::TopRight => "corner-tr",
            Corner::TopLeft => "corner-tl",
        }
    }

    /// The box of size `w × h` in this corner of `view`.
    pub fn of(self, view: LabelRect, w: f32, h: f32) -> LabelRect {
        let x = match self {
            Corner::BottomRight | Corner::TopRight => view.x + view.w - w,
            _ => view.x,
        };
        let y = match self {
            Corner::BottomRight | Corner::BottomLeft => view.y + view.h - h,
            _ => view.y,
        };
        LabelRect { x, y, w, h }
    }
}

/// The corner of `view` (model units) where a `w × h` box (an overlay such as the minimap, in
/// model units: its pixel size times the view's model units per pixel) covers the fewest of
/// `obstacles` (node boxes and labels); ties go in the order of [`Corner::ALL`]. `O(n)`.
pub fn free_corner<I>(view: LabelRect, w: f32, h: f32, obstacles: I) -> Corner
where
    I: IntoIterator<Item = LabelRect> + Clone,
{
    Corner::ALL
        .iter()
        .map(|&c| {
            let r = c.of(view, w, h);
            (obstacles.clone().into_iter().filter(|b| b.overlaps(&r)).count(), c)
        })
        .min_by_key(|&(k, _)| k)
        .map_or(Corner::BottomRight, |(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn r(x: f32, y: f32, w: f32, h: f32) -> LabelRect {
        LabelRect { x, y, w, h }
    }

    /// A small drawing opens whole, centred, with the pane's aspect ratio.
    #[test]
    fn small_drawing_fits_centred() {
        let content = r(0.0, 0.0, 200.0, 100.0);
        let v = open_view(content, &[r(0.0, 0.0, 200.0, 100.0)], 0, (800.0, 400.0), &OpenOptions::default());
        assert!((v.w / v.h - 2.0).abs() < 1e-4);
        assert!(((v.x + v.w / 2.0) - 100.0).abs() < 1e-3 && ((v.y + v.h / 2.0) - 50.0).abs() < 1e-3);
        // Not magnified beyond max_scale.
        assert!(800.0 / v.w <= 1.15 + 1e-4);
    }

    /// A staircase tree whose top sits at the right end of the drawing (nw's dominator tree:
    /// each branch's deeper child goes left) opens with its first rows centred, not pushed
    /// against the pane's right edge.
    #[test]
    fn staircase_tree_opens_with_its_top_rows_centred() {
        let mut nodes = Vec::new();
        for k in 0..40 {
            let x = 2000.0 - 30.0 * k as f32;
            nodes.push(r(x, 60.0 * k as f32, 40.0, 20.0));
            nodes.push(r(x + 60.0, 60.0 * k as f32 + 60.0, 40.0, 20.0));
        }
        let content = bounds(nodes.iter().copied()).unwrap();
        let o = OpenOptions::default();
        let v = open_view(content, &nodes, 0, (450.0, 600.0), &o);
        assert!(v.w < content.w, "opens legibly, not whole");
        assert_eq!(v.y, content.y - o.pad, "opens at the top");
        let first: Vec<&LabelRect> = nodes.iter().filter(|n| n.y < v.y + v.h).collect();
        let lo = first.iter().map(|n| n.x).fold(f32::INFINITY, f32::min);
        let hi = first.iter().map(|n| n.x + n.w).fold(f32::NEG_INFINITY, f32::max);
        assert!(((lo - v.x) - (v.x + v.w - hi)).abs() < 1e-2, "first rows centred: {lo}..{hi} in {v:?}");
    }

    /// The minimap goes where no node is, bottom right when tied.
    #[test]
    fn minimap_corner() {
        let view = r(0.0, 0.0, 400.0, 300.0);
        assert_eq!(free_corner(view, 100.0, 80.0, []), Corner::BottomRight);
        let nodes = [r(350.0, 250.0, 20.0, 20.0), r(10.0, 250.0, 20.0, 20.0), r(350.0, 10.0, 20.0, 20.0)];
        assert_eq!(free_corner(view, 100.0, 80.0, nodes), Corner::TopLeft);
    }

    proptest! {
        /// Whatever the drawing and the pane: the view has the pane's aspect ratio; a drawing
        /// that opens whole is centred; one that does not keeps its root on screen and, when
        /// narrower than the view, is centred horizontally (the root is the topmost node).
        #[test]
        fn opens_centred_or_on_the_root(
            boxes in proptest::collection::vec((0.0f32..3000.0, 0.0f32..2000.0, 10.0f32..80.0, 10.0f32..30.0), 1..120),
            sw in 100.0f32..1600.0, sh in 100.0f32..1000.0,
        ) {
            let nodes: Vec<LabelRect> = boxes.iter().map(|&(x, y, w, h)| r(x, y, w, h)).collect();
            // The root is drawn on the top row, as in every layered drawing.
            let root = (0..nodes.len()).min_by(|&a, &b| nodes[a].y.total_cmp(&nodes[b].y)).unwrap_or(0);
            let content = bounds(nodes.iter().copied()).unwrap();
            let o = OpenOptions::default();
            let v = open_view(content, &nodes, root, (sw, sh), &o);
            prop_assert!((v.w / v.h - sw / sh).abs() < 1e-3 * (sw / sh));
            let (left, right) = (content.x - v.x, v.x + v.w - (content.x + content.w));
            if content.w + 2.0 * o.pad <= v.w + 1e-3 {
                prop_assert!((left - right).abs() < 1e-2 * v.w.max(1.0), "left {left} right {right}");
            } else {
                let n = nodes[root];
                let rx = n.x + n.w / 2.0;
                prop_assert!(rx >= v.x - 1e-2 && rx <= v.x + v.w + 1e-2, "root {rx} outside {v:?}");
                prop_assert!(n.y <= v.y + v.h, "root below the view");
            }
        }
    }
}
