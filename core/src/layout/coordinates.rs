//! Phase 5: horizontal coordinates, after Brandes and Köpf, *Fast and Simple Horizontal
//! Coordinate Assignment*, Graph Drawing 2001, LNCS 2265, pp. 31–44.
//!
//! 1. **Type-1 conflicts** (their Alg. 1): a segment that crosses an *inner* segment (between
//!    two dummies) is never aligned, so long edges stay straight. Segments joining a real node
//!    to a dummy of an all-back-edge chain are never aligned either (back edges run beside
//!    the loop body).
//! 2. **Vertical alignment** (Alg. 2) in each of the four directions (up/down × left/right):
//!    every node is aligned with the median of its neighbours in the previous layer if no
//!    conflict and no earlier alignment crosses it; aligned nodes form *blocks*.
//! 3. **Horizontal compaction**: the original Alg. 3 (place_block with sink classes) has a
//!    known flaw (Brandes, Walter and Zink, *Erratum: Fast and Simple Horizontal Coordinate
//!    Assignment*, 2020); we use the block-graph formulation also used by dagre: an edge
//!    `root(u) -> root(v)` weighted by the separation of every two neighbours `u`, `v` in a
//!    layer, a longest-path pass that packs blocks left, and a reverse pass that pulls each
//!    block right towards its right neighbours. Separation is `right(u) + left(v) + gap`
//!    with per-node extents (box half-widths, self-loop room, bundle widths) and gap
//!    `node_sep` between boxes, `edge_sep` between dummies.
//! 4. **Balancing**: the four layouts are aligned to the narrowest one (left ones by their
//!    minimum, right ones by their maximum) and each node gets the average of its two median
//!    coordinates. Order statistics preserve the separation of every layout, so boxes never
//!    overlap; a final left-to-right pass re-establishes separation against rounding.
//!
//! `O(V + E)` per direction.

use super::proper::ProperGraph;
use super::LayoutOptions;

/// Reused buffers.
#[derive(Default, Debug)]
pub(crate) struct Scratch {
    isolated: Vec<bool>,
    conflict: Vec<bool>,
    root: Vec<u32>,
    align: Vec<u32>,
    nb: Vec<(u32, u32, u32)>,
    bedges: Vec<(u32, u32, f32)>,
    boff: Vec<u32>,
    bidx: Vec<u32>,
    indeg: Vec<u32>,
    topo: Vec<u32>,
    bx: Vec<f32>,
}

impl Scratch {
    /// The x centre of every proper node (real nodes first, then dummies).
    pub(crate) fn assign(&mut self, g: &ProperGraph, opts: &LayoutOptions) -> Vec<f32> {
        let total = g.len();
        // Nodes without any edge take no part (they would only skew the alignment of the four
        // layouts); they are appended to the right end of their layer afterwards.
        self.isolated.clear();
        self.isolated.extend((0..total).map(|v| g.up_off[v] == g.up_off[v + 1] && g.down_off[v] == g.down_off[v + 1]));
        self.mark_conflicts(g);
        let mut xs: [Vec<f32>; 4] = Default::default();
        for (k, x) in xs.iter_mut().enumerate() {
            let (down, left) = (k < 2, k % 2 == 0);
            self.align(g, down, left);
            *x = self.compact(g, left, opts);
        }
        // Align to the narrowest layout.
        let iso = &self.isolated;
        let ranges: Vec<(f32, f32)> = xs
            .iter()
            .map(|x| x.iter().enumerate().filter(|&(v, _)| !iso[v]).fold((f32::INFINITY, f32::NEG_INFINITY), |(a, b), (_, &v)| (a.min(v), b.max(v))))
            .collect();
        let narrow = (0..4).min_by(|&a, &b| (ranges[a].1 - ranges[a].0).total_cmp(&(ranges[b].1 - ranges[b].0))).unwrap_or(0);
        for k in 0..4 {
            let shift = if k % 2 == 0 { ranges[narrow].0 - ranges[k].0 } else { ranges[narrow].1 - ranges[k].1 };
            if shift.is_finite() {
                for v in xs[k].iter_mut() {
                    *v += shift;
                }
            }
        }
        let mut out: Vec<f32> = (0..total)
            .map(|v| {
                let mut c = [xs[0][v], xs[1][v], xs[2][v], xs[3][v]];
                crate::sort::sort_by(&mut c, f32::total_cmp);
                (c[1] + c[2]) / 2.0
            })
            .collect();
        // Safety: separation within each layer; isolated nodes go after the others.
        for l in 0..g.n_layers {
            let nodes = g.layer_nodes(l);
            let mut prev: Option<u32> = None;
            for &v in nodes.iter().filter(|&&v| !iso[v as usize]).chain(nodes.iter().filter(|&&v| iso[v as usize])) {
                if let Some(u) = prev {
                    let min = out[u as usize] + sep(g, u, v, opts);
                    if out[v as usize] < min || iso[v as usize] {
                        out[v as usize] = min;
                    }
                } else if iso[v as usize] {
                    out[v as usize] = 0.0;
                }
                prev = Some(v);
            }
        }
        out
    }

    /// Brandes–Köpf Alg. 1, plus the loose back-edge segments.
    fn mark_conflicts(&mut self, g: &ProperGraph) {
        self.conflict.clear();
        self.conflict.extend_from_slice(&g.seg_loose);
        for l in 0..g.n_layers.saturating_sub(1) {
            let prev_len = g.layer_nodes(l).len() as u32;
            let cur = g.layer_nodes(l + 1);
            let (mut k0, mut scan) = (0u32, 0usize);
            for (i, &v) in cur.iter().enumerate() {
                let inner = if g.is_dummy(v) { g.ups(v).first().copied().filter(|&u| g.is_dummy(u)) } else { None };
                if inner.is_none() && i + 1 != cur.len() {
                    continue;
                }
                let k1 = inner.map_or(prev_len, |u| g.pos[u as usize]);
                for &v2 in &cur[scan..=i] {
                    let (lo, hi) = (g.up_off[v2 as usize] as usize, g.up_off[v2 as usize + 1] as usize);
                    for j in lo..hi {
                        let u = g.up_nbr[j];
                        let p = g.pos[u as usize];
                        if (p < k0 || k1 < p) && !(g.is_dummy(u) && g.is_dummy(v2)) {
                            self.conflict[g.up_seg[j] as usize] = true;
                        }
                    }
                }
                scan = i + 1;
                k0 = k1;
            }
        }
    }

    /// Brandes–Köpf Alg. 2 in one direction: `down` aligns with upper neighbours (layers top
    /// to bottom), `left` scans each layer left to right.
    fn align(&mut self, g: &ProperGraph, down: bool, left: bool) {
        let total = g.len();
        self.root.clear();
        self.root.extend(0..total as u32);
        self.align.clear();
        self.align.extend(0..total as u32);
        let nl = g.n_layers;
        let hp = |v: u32| -> i64 {
            let p = g.pos[v as usize] as i64;
            if left {
                p
            } else {
                g.layer_nodes(g.layer[v as usize] as usize).len() as i64 - 1 - p
            }
        };
        for step in 1..nl {
            let l = if down { step } else { nl - 1 - step };
            let nodes = g.layer_nodes(l);
            let mut r: i64 = -1;
            for idx in 0..nodes.len() {
                let v = if left { nodes[idx] } else { nodes[nodes.len() - 1 - idx] };
                let (lo, hi, nbr, sid) = if down {
                    (g.up_off[v as usize] as usize, g.up_off[v as usize + 1] as usize, &g.up_nbr, &g.up_seg)
                } else {
                    (g.down_off[v as usize] as usize, g.down_off[v as usize + 1] as usize, &g.down_nbr, &g.down_seg)
                };
                let d = hi - lo;
                if d == 0 {
                    continue;
                }
                self.nb.clear();
                self.nb.extend((lo..hi).map(|j| (hp(nbr[j]) as u32, nbr[j], sid[j])));
                crate::sort::sort_unstable(&mut self.nb);
                for m in [(d - 1) / 2, d / 2] {
                    if self.align[v as usize] != v {
                        break;
                    }
                    let (p, u, s) = self.nb[m];
                    if !self.conflict[s as usize] && r < p as i64 {
                        self.align[u as usize] = v;
                        self.root[v as usize] = self.root[u as usize];
                        self.align[v as usize] = self.root[v as usize];
                        r = p as i64;
                    }
                }
            }
        }
    }

    /// Horizontal compaction on the block graph; returns real x (mirrored back if `!left`).
    fn compact(&mut self, g: &ProperGraph, left: bool, opts: &LayoutOptions) -> Vec<f32> {
        let total = g.len();
        self.bedges.clear();
        for l in 0..g.n_layers {
            let mut prev: Option<u32> = None;
            for &v in g.layer_nodes(l).iter().filter(|&&v| !self.isolated[v as usize]) {
                if let Some(u) = prev {
                    // In scan order `a` comes first.
                    let (a, b) = if left { (u, v) } else { (v, u) };
                    let s = sep(g, u, v, opts);
                    self.bedges.push((self.root[a as usize], self.root[b as usize], s));
                }
                prev = Some(v);
            }
        }
        // CSR of block edges by source root.
        self.boff.clear();
        self.boff.resize(total + 1, 0);
        for &(a, _, _) in &self.bedges {
            self.boff[a as usize + 1] += 1;
        }
        for i in 0..total {
            self.boff[i + 1] += self.boff[i];
        }
        self.bidx.clear();
        self.bidx.resize(self.bedges.len(), 0);
        let mut fill: Vec<u32> = self.boff[..total].to_vec();
        for (i, &(a, _, _)) in self.bedges.iter().enumerate() {
            self.bidx[fill[a as usize] as usize] = i as u32;
            fill[a as usize] += 1;
        }
        // Kahn over roots.
        self.indeg.clear();
        self.indeg.resize(total, 0);
        for &(_, b, _) in &self.bedges {
            self.indeg[b as usize] += 1;
        }
        self.topo.clear();
        self.topo.extend((0..total as u32).filter(|&v| self.root[v as usize] == v && self.indeg[v as usize] == 0));
        let mut head = 0;
        self.bx.clear();
        self.bx.resize(total, 0.0);
        while head < self.topo.len() {
            let a = self.topo[head] as usize;
            head += 1;
            for &i in &self.bidx[self.boff[a] as usize..self.boff[a + 1] as usize] {
                let (_, b, s) = self.bedges[i as usize];
                let b = b as usize;
                self.bx[b] = self.bx[b].max(self.bx[a] + s);
                self.indeg[b] -= 1;
                if self.indeg[b] == 0 {
                    self.topo.push(b as u32);
                }
            }
        }
        debug_assert!(self.topo.iter().all(|&r| self.root[r as usize] == r));
        // Pull right towards right neighbours.
        for t in (0..self.topo.len()).rev() {
            let a = self.topo[t] as usize;
            let (lo, hi) = (self.boff[a] as usize, self.boff[a + 1] as usize);
            if lo == hi {
                continue;
            }
            let m = self.bidx[lo..hi].iter().map(|&i| {
                let (_, b, s) = self.bedges[i as usize];
                self.bx[b as usize] - s
            });
            let m = m.fold(f32::INFINITY, f32::min);
            if m.is_finite() && m > self.bx[a] {
                self.bx[a] = m;
            }
        }
        (0..total)
            .map(|v| {
                let x = self.bx[self.root[v] as usize];
                if left {
                    x
                } else {
                    -x
                }
            })
            .collect()
    }
}

/// Minimum distance between the centres of `u` and its right neighbour `v`.
fn sep(g: &ProperGraph, u: u32, v: u32, opts: &LayoutOptions) -> f32 {
    let gap = match (g.is_dummy(u), g.is_dummy(v)) {
        (false, false) => opts.node_sep,
        (true, true) => opts.edge_sep,
        _ => opts.edge_sep.max(opts.node_sep / 2.0),
    };
    g.right[u as usize] + g.left[v as usize] + gap
}
