//! Phase 3: the *proper* layered graph: bundles of parallel edges and dummy nodes.
//!
//! After back edges are reversed, all edges between the same (top, bottom) pair form one
//! bundle (a forward `u -> v` and a back `v -> u` share it too). A bundle spanning `s` layers
//! becomes a chain of `s - 1` dummy nodes, each as wide as the bundle's edges side by side
//! (`(k - 1) * edge_sep`), joined by `s` segments between consecutive layers. Proper node ids:
//! `0..n` are the real nodes, `n..` the dummies, each chain's dummies consecutive from the top.
//! Adjacency is CSR (`up_*` / `down_*`), the layer order flat (`order[layer_off[l]..]`).
//! `O(n + m log m + d)`.

use super::LayoutOptions;

/// A bundle: the parallel edges between one (top, bottom) pair of real nodes.
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Bundle {
    /// Upper end (the layer above).
    pub top: u32,
    /// Lower end.
    pub bottom: u32,
    /// First dummy id of the chain (`top`'s layer + 1), `dummies` of them, consecutive.
    pub first_dummy: u32,
    /// Number of dummies (`layer(bottom) - layer(top) - 1`).
    pub dummies: u32,
    /// Edge ids in input order: `edges[start..start + len]` of [`ProperGraph::bundle_edges`].
    pub start: u32,
    /// Number of edges in the bundle.
    pub len: u32,
    /// Every edge of the bundle is a back edge (its chain is kept beside the loop).
    pub all_back: bool,
}

impl Bundle {
    /// The chain: top, the dummies, bottom.
    pub(crate) fn chain(&self) -> impl Iterator<Item = u32> {
        std::iter::once(self.top).chain(self.first_dummy..self.first_dummy + self.dummies).chain(std::iter::once(self.bottom))
    }
}

/// The proper layered graph and its order (see the module docs).
#[derive(Default, Debug)]
pub(crate) struct ProperGraph {
    /// Number of real nodes.
    pub n_real: usize,
    /// Number of layers.
    pub n_layers: usize,
    /// Layer of every proper node.
    pub layer: Vec<u32>,
    /// Extent left of the centre (half the width plus side-route room).
    pub left: Vec<f32>,
    /// Extent right of the centre (half the width plus self-loop / side-route room).
    pub right: Vec<f32>,
    /// Box width of every proper node (the bundle width for dummies).
    pub width: Vec<f32>,
    /// Height of every proper node (0 for dummies).
    pub height: Vec<f32>,
    /// The bundle of each dummy (`dummy_bundle[v - n_real]`).
    pub dummy_bundle: Vec<u32>,
    /// All bundles, sorted by (top, bottom).
    pub bundles: Vec<Bundle>,
    /// Edge ids grouped by bundle.
    pub bundle_edges: Vec<u32>,
    /// Per input edge: its bundle (`u32::MAX` for self loops and invalid edges).
    pub edge_bundle: Vec<u32>,
    /// Per input edge: its index within the bundle (self loops: index among the node's loops).
    pub edge_slot: Vec<u32>,
    /// Per input edge: how far a self loop (right side) or a one-layer back edge (either side)
    /// reaches out of the box (0 otherwise).
    pub edge_reach: Vec<f32>,
    /// Segments `(upper, lower)` between consecutive layers.
    pub seg: Vec<(u32, u32)>,
    /// Segment joins a real node to a dummy of an all-back-edge chain (never aligned).
    pub seg_loose: Vec<bool>,
    /// Rank of each segment among its upper node's lower neighbours (successor order).
    pub seg_rank: Vec<u32>,
    /// CSR of upper neighbours: `up_nbr[up_off[v]..up_off[v + 1]]`, segment ids in `up_seg`.
    pub up_off: Vec<u32>,
    pub up_nbr: Vec<u32>,
    pub up_seg: Vec<u32>,
    /// CSR of lower neighbours.
    pub down_off: Vec<u32>,
    pub down_nbr: Vec<u32>,
    pub down_seg: Vec<u32>,
    /// Nodes layer by layer, left to right: `order[layer_off[l]..layer_off[l + 1]]`.
    pub order: Vec<u32>,
    pub layer_off: Vec<u32>,
    /// Position of each node within its layer.
    pub pos: Vec<u32>,
}

impl ProperGraph {
    /// Total proper nodes (real + dummies).
    pub(crate) fn len(&self) -> usize {
        self.layer.len()
    }

    /// Whether `v` is a dummy.
    #[inline]
    pub(crate) fn is_dummy(&self, v: u32) -> bool {
        v as usize >= self.n_real
    }

    /// The nodes of layer `l`, left to right.
    #[inline]
    pub(crate) fn layer_nodes(&self, l: usize) -> &[u32] {
        &self.order[self.layer_off[l] as usize..self.layer_off[l + 1] as usize]
    }

    /// Upper neighbours of `v`.
    #[inline]
    pub(crate) fn ups(&self, v: u32) -> &[u32] {
        &self.up_nbr[self.up_off[v as usize] as usize..self.up_off[v as usize + 1] as usize]
    }

    /// Lower neighbours of `v`.
    #[inline]
    pub(crate) fn downs(&self, v: u32) -> &[u32] {
        &self.down_nbr[self.down_off[v as usize] as usize..self.down_off[v as usize + 1] as usize]
    }

    /// Builds bundles, dummies and adjacency; `order` is left empty (see the ordering phase).
    pub(crate) fn build(&mut self, sizes: &[(f32, f32)], edges: &[(u32, u32)], valid: &[bool], back: &[bool], layer: &[u32], opts: &LayoutOptions) {
        let n = sizes.len();
        self.n_real = n;
        self.n_layers = layer.iter().copied().max().map_or(0, |l| l as usize + 1);
        self.layer.clear();
        self.layer.extend_from_slice(layer);
        self.left.clear();
        self.left.extend(sizes.iter().map(|s| s.0 / 2.0));
        self.right.clear();
        self.right.extend(sizes.iter().map(|s| s.0 / 2.0));
        self.width.clear();
        self.width.extend(sizes.iter().map(|s| s.0));
        self.height.clear();
        self.height.extend(sizes.iter().map(|s| s.1));
        self.edge_bundle.clear();
        self.edge_bundle.resize(edges.len(), u32::MAX);
        self.edge_slot.clear();
        self.edge_slot.resize(edges.len(), 0);
        self.edge_reach.clear();
        self.edge_reach.resize(edges.len(), 0.0);

        // Self loops: reach grows with each further loop on the same node.
        let mut loops = vec![0u32; n];
        let mut self_room = vec![0f32; n];
        for (e, &(a, b)) in edges.iter().enumerate() {
            if valid[e] && a == b {
                let j = loops[a as usize];
                loops[a as usize] += 1;
                let reach = opts.self_loop_size + j as f32 * opts.edge_sep;
                self.edge_slot[e] = j;
                self.edge_reach[e] = reach;
                self_room[a as usize] = reach * 0.75;
            }
        }

        // Bundles: sort (top, bottom, edge id).
        let mut keyed: Vec<(u32, u32, u32)> = edges
            .iter()
            .enumerate()
            .filter(|&(e, &(a, b))| valid[e] && a != b)
            .map(|(e, &(a, b))| if back[e] { (b, a, e as u32) } else { (a, b, e as u32) })
            .collect();
        crate::sort::sort_unstable(&mut keyed);
        self.bundles.clear();
        self.bundle_edges.clear();
        self.dummy_bundle.clear();
        let mut i = 0;
        while i < keyed.len() {
            let (t, b, _) = keyed[i];
            let mut j = i;
            let mut all_back = true;
            let bi = self.bundles.len() as u32;
            let mut back_slot = 0;
            while j < keyed.len() && keyed[j].0 == t && keyed[j].1 == b {
                let e = keyed[j].2 as usize;
                self.edge_bundle[e] = bi;
                self.edge_slot[e] = (j - i) as u32;
                self.bundle_edges.push(e as u32);
                all_back &= back[e];
                j += 1;
            }
            let k = (j - i) as u32;
            let span = layer[b as usize] - layer[t as usize];
            let first = (n + self.dummy_bundle.len()) as u32;
            if span > 1 {
                let w = (k - 1) as f32 * opts.edge_sep;
                for d in 0..span - 1 {
                    self.dummy_bundle.push(bi);
                    self.layer.push(layer[t as usize] + 1 + d);
                    self.left.push(w / 2.0);
                    self.right.push(w / 2.0);
                    self.width.push(w);
                    self.height.push(0.0);
                }
            } else {
                // One-layer back edges bulge out of the right sides of both ends.
                for &e in &self.bundle_edges[i..j] {
                    let e = e as usize;
                    if back[e] {
                        let base = self_room[t as usize].max(self_room[b as usize]);
                        let reach = base + opts.self_loop_size + back_slot as f32 * opts.edge_sep;
                        back_slot += 1;
                        self.edge_reach[e] = reach;
                    }
                }
            }
            self.bundles.push(Bundle { top: t, bottom: b, first_dummy: first, dummies: span.saturating_sub(1), start: i as u32, len: k, all_back });
            i = j;
        }
        // Right-side room for self loops and side routes.
        for (r, room) in self.right.iter_mut().zip(&self_room) {
            *r += room;
        }
        // One-layer back edges bulge out of whichever side faces away from the other end, known
        // only after the coordinates: reserve room on both sides.
        for (e, &(a, b)) in edges.iter().enumerate() {
            if self.edge_reach[e] > 0.0 && a != b {
                for v in [a as usize, b as usize] {
                    let room = sizes[v].0 / 2.0 + self.edge_reach[e] * 0.75;
                    self.right[v] = self.right[v].max(room);
                    self.left[v] = self.left[v].max(room);
                }
            }
        }

        // Segments.
        self.seg.clear();
        self.seg_loose.clear();
        for bi in 0..self.bundles.len() {
            let b = self.bundles[bi];
            let chain_len = b.dummies as usize + 2;
            let mut prev = b.top;
            for (idx, v) in b.chain().enumerate().skip(1) {
                let loose = b.all_back && b.dummies > 0 && (idx == 1 || idx == chain_len - 1);
                self.seg.push((prev, v));
                self.seg_loose.push(loose);
                prev = v;
            }
        }
        let total = self.layer.len();
        let (seg, up_off, up_nbr, up_seg) = (&self.seg, &mut self.up_off, &mut self.up_nbr, &mut self.up_seg);
        csr(total, seg.iter().map(|&(u, l)| (l, u)), up_off, up_nbr, up_seg);
        csr(total, self.seg.iter().copied(), &mut self.down_off, &mut self.down_nbr, &mut self.down_seg);
        // Real nodes' lower neighbours in successor order: forward bundles by the first
        // successor position of their edges, then all-back bundles (whose chains go up to the
        // right) by edge id.
        let mut succ_idx = vec![0u32; edges.len()];
        let mut seen = vec![0u32; n];
        for (e, &(a, _)) in edges.iter().enumerate() {
            if valid[e] {
                succ_idx[e] = seen[a as usize];
                seen[a as usize] += 1;
            }
        }
        let mut key = vec![u64::MAX; self.seg.len()];
        let mut s = 0;
        for b in &self.bundles {
            let es = &self.bundle_edges[b.start as usize..(b.start + b.len) as usize];
            key[s] = es
                .iter()
                .filter(|&&e| edges[e as usize].0 == b.top)
                .map(|&e| succ_idx[e as usize] as u64)
                .min()
                .unwrap_or_else(|| (1u64 << 32) + es[0] as u64);
            s += b.dummies as usize + 1;
        }
        for v in 0..n {
            let (lo, hi) = (self.down_off[v] as usize, self.down_off[v + 1] as usize);
            let mut pairs: Vec<(u64, u32, u32)> = (lo..hi).map(|i| (key[self.down_seg[i] as usize], self.down_nbr[i], self.down_seg[i])).collect();
            crate::sort::sort_unstable(&mut pairs);
            for (i, (_, w, sg)) in pairs.into_iter().enumerate() {
                self.down_nbr[lo + i] = w;
                self.down_seg[lo + i] = sg;
            }
        }
        self.seg_rank.clear();
        self.seg_rank.resize(self.seg.len(), 0);
        for v in 0..total {
            let lo = self.down_off[v] as usize;
            for i in lo..self.down_off[v + 1] as usize {
                self.seg_rank[self.down_seg[i] as usize] = (i - lo) as u32;
            }
        }
        self.order.clear();
        self.layer_off.clear();
        self.pos.clear();
        self.pos.resize(total, 0);
    }
}

/// CSR from `(key, value)` pairs in a stable order: `nbr[off[k]..off[k+1]]` are the values of
/// key `k`, `sid` the pair indices.
fn csr(n: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone, off: &mut Vec<u32>, nbr: &mut Vec<u32>, sid: &mut Vec<u32>) {
    off.clear();
    off.resize(n + 1, 0);
    for (k, _) in pairs.clone() {
        off[k as usize + 1] += 1;
    }
    for i in 0..n {
        off[i + 1] += off[i];
    }
    let m = off[n] as usize;
    nbr.clear();
    nbr.resize(m, 0);
    sid.clear();
    sid.resize(m, 0);
    let mut fill: Vec<u32> = off[..n].to_vec();
    for (i, (k, v)) in pairs.enumerate() {
        let f = &mut fill[k as usize];
        nbr[*f as usize] = v;
        sid[*f as usize] = i as u32;
        *f += 1;
    }
}
