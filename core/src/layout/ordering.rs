//! Phase 4: the order of the nodes within each layer (crossing reduction).
//!
//! Initial order: a depth-first search of the proper graph from the root (then from the other
//! real nodes in index order) that follows lower neighbours in successor order, each node
//! appended to its layer when first reached; so a branch's first successor starts left of its
//! second and each subgraph stays together (Gansner et al. 1993, §3).
//!
//! Then alternating down and up sweeps: each node of a layer gets the barycenter of its
//! neighbours' positions in the previous layer of the sweep (in a down sweep each upper
//! neighbour's position is nudged by at most ±0.2 by the rank of the edge among that
//! neighbour's successors, so siblings keep successor order); nodes without such neighbours
//! keep their slots. After each sweep, adjacent transposition swaps neighbours while it
//! strictly reduces crossings. The order with the fewest crossings (counted with the
//! accumulator tree of Barth, Jünger and Mutzel 2004, `O(e log v)` per layer pair) wins; ties
//! keep the earlier order.
//!
//! Bounds: at most `max_sweeps` sweeps, further limited to about `4e6 / (nodes + segments)`
//! (at least 2), transposition limited to 4 passes over the layers, stopping early when there
//! are no crossings or 4 sweeps in a row did not improve. So the phase is `O(S (V + E) log V)`.

use super::proper::ProperGraph;
use super::LayoutOptions;

/// Reused buffers.
#[derive(Default, Debug)]
pub(crate) struct Scratch {
    visited: Vec<bool>,
    stack: Vec<(u32, u32)>,
    fill: Vec<u32>,
    best: Vec<u32>,
    movable: Vec<(f32, u32, u32)>,
    slots: Vec<u32>,
    fenwick: Vec<u32>,
    tmp: Vec<u32>,
    up_pos_off: Vec<u32>,
    up_pos: Vec<u32>,
    dn_pos_off: Vec<u32>,
    dn_pos: Vec<u32>,
}

impl Scratch {
    /// Fills `g.order`, `g.layer_off` and `g.pos`.
    /// Returns the final crossing count and the number of sweeps run.
    pub(crate) fn order(&mut self, g: &mut ProperGraph, root: u32, opts: &LayoutOptions) -> (u64, u32) {
        self.initial(g, root);
        let work = (g.len() + g.seg.len()).max(1);
        let budget = (4_000_000 / work).max(2);
        let sweeps = (opts.max_sweeps as usize).min(budget);
        let transpose_passes = if work < 200_000 { 4 } else { 1 };
        let mut best_c = self.crossings(g);
        self.best.clone_from(&g.order);
        let mut stale = 0;
        let mut ran = 0;
        for it in 0..sweeps {
            if best_c == 0 {
                break;
            }
            ran += 1;
            let down = it % 2 == 0;
            self.sweep(g, down);
            if work < 1_000_000 {
                self.transpose(g, transpose_passes);
            }
            let c = self.crossings(g);
            if c < best_c {
                best_c = c;
                self.best.clone_from(&g.order);
                stale = 0;
            } else {
                stale += 1;
                if stale >= 4 {
                    break;
                }
            }
        }
        g.order.clone_from(&self.best);
        for l in 0..g.n_layers {
            let (a, b) = (g.layer_off[l] as usize, g.layer_off[l + 1] as usize);
            for i in a..b {
                g.pos[g.order[i] as usize] = (i - a) as u32;
            }
        }
        (best_c, ran)
    }

    /// DFS preorder along lower neighbours (successor order), root first.
    fn initial(&mut self, g: &mut ProperGraph, root: u32) {
        let total = g.len();
        let mut count = vec![0u32; g.n_layers + 1];
        for &l in &g.layer {
            count[l as usize + 1] += 1;
        }
        for l in 0..g.n_layers {
            count[l + 1] += count[l];
        }
        g.layer_off.clone_from(&count);
        self.fill.clear();
        self.fill.extend_from_slice(&count[..g.n_layers]);
        g.order.clear();
        g.order.resize(total, 0);
        self.visited.clear();
        self.visited.resize(total, false);
        let starts = std::iter::once(root).chain(0..g.n_real as u32).chain(g.n_real as u32..total as u32);
        for s in starts {
            if self.visited[s as usize] {
                continue;
            }
            self.visited[s as usize] = true;
            self.place(g, s);
            self.stack.clear();
            self.stack.push((s, g.down_off[s as usize]));
            while let Some(top) = self.stack.last_mut() {
                let u = top.0 as usize;
                if top.1 == g.down_off[u + 1] {
                    self.stack.pop();
                    continue;
                }
                let w = g.down_nbr[top.1 as usize];
                top.1 += 1;
                if !self.visited[w as usize] {
                    self.visited[w as usize] = true;
                    self.place(g, w);
                    self.stack.push((w, g.down_off[w as usize]));
                }
            }
        }
    }

    fn place(&mut self, g: &mut ProperGraph, v: u32) {
        let l = g.layer[v as usize] as usize;
        let i = self.fill[l];
        self.fill[l] += 1;
        g.order[i as usize] = v;
        g.pos[v as usize] = i - g.layer_off[l];
    }

    /// One barycenter sweep, down (keys from upper neighbours) or up.
    fn sweep(&mut self, g: &mut ProperGraph, down: bool) {
        let nl = g.n_layers;
        if nl < 2 {
            return;
        }
        let layers: Box<dyn Iterator<Item = usize>> = if down { Box::new(1..nl) } else { Box::new((0..nl - 1).rev()) };
        for l in layers {
            let (a, b) = (g.layer_off[l] as usize, g.layer_off[l + 1] as usize);
            self.movable.clear();
            self.slots.clear();
            for i in a..b {
                let v = g.order[i];
                let (lo, hi, nbr) = if down {
                    (g.up_off[v as usize] as usize, g.up_off[v as usize + 1] as usize, &g.up_nbr)
                } else {
                    (g.down_off[v as usize] as usize, g.down_off[v as usize + 1] as usize, &g.down_nbr)
                };
                if lo == hi {
                    continue;
                }
                let mut sum = 0.0f32;
                for (i, &u) in nbr.iter().enumerate().take(hi).skip(lo) {
                    let mut p = g.pos[u as usize] as f32;
                    if down {
                        // Nudge by the rank of v among u's lower neighbours.
                        let k = (g.down_off[u as usize + 1] - g.down_off[u as usize]) as f32;
                        if k > 1.0 {
                            let r = g.seg_rank[g.up_seg[i] as usize] as f32;
                            p += 0.4 * ((r + 0.5) / k - 0.5);
                        }
                    }
                    sum += p;
                }
                self.movable.push((sum / (hi - lo) as f32, (i - a) as u32, v));
                self.slots.push((i - a) as u32);
            }
            if self.movable.is_empty() {
                continue;
            }
            // Stable by key, ties by current position.
            crate::sort::sort_by(&mut self.movable, |x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)));
            for (k, &(_, _, v)) in self.movable.iter().enumerate() {
                let slot = self.slots[k] as usize;
                g.order[a + slot] = v;
                g.pos[v as usize] = slot as u32;
            }
        }
    }

    /// Adjacent swaps that strictly reduce crossings, up to `passes` passes over all layers.
    fn transpose(&mut self, g: &mut ProperGraph, passes: usize) {
        for _ in 0..passes {
            let mut improved = false;
            for l in 0..g.n_layers {
                let (a, b) = (g.layer_off[l] as usize, g.layer_off[l + 1] as usize);
                if b - a < 2 {
                    continue;
                }
                self.neighbour_positions(g, a, b);
                for i in a..b - 1 {
                    let (v, w) = (i - a, i + 1 - a);
                    let vw = self.pair_crossings(v, w);
                    let wv = self.pair_crossings(w, v);
                    if wv < vw {
                        self.swap_local(v, w);
                        let (x, y) = (g.order[i], g.order[i + 1]);
                        g.order[i] = y;
                        g.order[i + 1] = x;
                        g.pos[y as usize] = v as u32;
                        g.pos[x as usize] = w as u32;
                        improved = true;
                    }
                }
            }
            if !improved {
                break;
            }
        }
    }

    /// Sorted positions of upper and lower neighbours of `order[a..b]`, indexed by slot.
    fn neighbour_positions(&mut self, g: &ProperGraph, a: usize, b: usize) {
        self.up_pos_off.clear();
        self.up_pos.clear();
        self.dn_pos_off.clear();
        self.dn_pos.clear();
        self.up_pos_off.push(0);
        self.dn_pos_off.push(0);
        for i in a..b {
            let v = g.order[i];
            let s = self.up_pos.len();
            self.up_pos.extend(g.ups(v).iter().map(|&u| g.pos[u as usize]));
            crate::sort::sort_unstable(&mut self.up_pos[s..]);
            self.up_pos_off.push(self.up_pos.len() as u32);
            let s = self.dn_pos.len();
            self.dn_pos.extend(g.downs(v).iter().map(|&u| g.pos[u as usize]));
            crate::sort::sort_unstable(&mut self.dn_pos[s..]);
            self.dn_pos_off.push(self.dn_pos.len() as u32);
        }
    }

    /// Crossings between the edges of slot `v` and slot `w` when `v` is left of `w`.
    fn pair_crossings(&self, v: usize, w: usize) -> u64 {
        let f = |off: &[u32], pos: &[u32]| {
            let a = &pos[off[v] as usize..off[v + 1] as usize];
            let b = &pos[off[w] as usize..off[w + 1] as usize];
            // Pairs (x in a, y in b) with x > y.
            let mut c = 0u64;
            let mut j = 0;
            for &x in a {
                while j < b.len() && b[j] < x {
                    j += 1;
                }
                c += j as u64;
            }
            c
        };
        f(&self.up_pos_off, &self.up_pos) + f(&self.dn_pos_off, &self.dn_pos)
    }

    /// Swaps the neighbour lists of adjacent slots `v` and `v + 1 == w`.
    fn swap_local(&mut self, v: usize, w: usize) {
        for (off, pos) in [(&mut self.up_pos_off, &mut self.up_pos), (&mut self.dn_pos_off, &mut self.dn_pos)] {
            let (s, m, e) = (off[v] as usize, off[w] as usize, off[w + 1] as usize);
            pos[s..e].rotate_left(m - s);
            off[w] = (s + (e - m)) as u32;
        }
    }

    /// Total crossings of the current order.
    pub(crate) fn crossings(&mut self, g: &ProperGraph) -> u64 {
        let mut total = 0u64;
        for l in 0..g.n_layers.saturating_sub(1) {
            let lower = (g.layer_off[l + 2] - g.layer_off[l + 1]) as usize;
            self.fenwick.clear();
            self.fenwick.resize(lower + 1, 0);
            let mut inserted = 0u64;
            for &u in g.layer_nodes(l) {
                self.tmp.clear();
                self.tmp.extend(g.downs(u).iter().map(|&w| g.pos[w as usize]));
                crate::sort::sort_unstable(&mut self.tmp);
                for &p in &self.tmp {
                    // Inserted so far with position > p.
                    let mut i = p as usize + 1;
                    let mut le = 0u64;
                    while i > 0 {
                        le += self.fenwick[i] as u64;
                        i &= i - 1;
                    }
                    total += inserted - le;
                }
                for &p in &self.tmp {
                    let mut i = p as usize + 1;
                    while i <= lower {
                        self.fenwick[i] += 1;
                        i += i & i.wrapping_neg();
                    }
                    inserted += 1;
                }
            }
        }
        total
    }
}
