//! Phase 2: layer assignment of the DAG left after reversing back edges.
//!
//! Longest path from the sources in a deterministic topological order (Kahn's algorithm, the
//! root first, then sources by index), which puts the root on layer 0 and every edge pointing
//! down. Nodes the root does not reach are then moved as low as their successors allow (so
//! unreachable code hangs next to where it branches to). Then a bounded greedy improvement of Gansner et al.'s objective (total edge length):
//! a node with more outgoing than incoming edges moves down as far as its successors allow,
//! one with more incoming edges moves up as far as its predecessors allow (the root never
//! moves). Empty layers are removed. `O(k (n + m))`, `k <= 8` rounds.

use super::acyclic::csr_out;

/// Reused buffers.
#[derive(Default, Debug)]
pub(crate) struct Scratch {
    dag: Vec<(u32, u32)>,
    ok: Vec<bool>,
    off: Vec<u32>,
    eid: Vec<u32>,
    ioff: Vec<u32>,
    ieid: Vec<u32>,
    rev: Vec<(u32, u32)>,
    indeg: Vec<u32>,
    topo: Vec<u32>,
}

const ROUNDS: usize = 8;

impl Scratch {
    /// The layer of each of the `n` nodes; edges point from lower to higher layers once back
    /// edges are reversed, and self loops / invalid edges are ignored.
    pub(crate) fn assign(&mut self, n: usize, edges: &[(u32, u32)], valid: &[bool], back: &[bool], root: u32) -> Vec<u32> {
        // The DAG's edges, reversed where `back`.
        self.dag.clear();
        self.ok.clear();
        for (e, &(a, b)) in edges.iter().enumerate() {
            self.dag.push(if back[e] { (b, a) } else { (a, b) });
            self.ok.push(valid[e] && a != b);
        }
        csr_out(n, &self.dag, &self.ok, &mut self.off, &mut self.eid);
        self.rev.clear();
        self.rev.extend(self.dag.iter().map(|&(a, b)| (b, a)));
        csr_out(n, &self.rev, &self.ok, &mut self.ioff, &mut self.ieid);

        // Kahn's algorithm, FIFO, root first.
        self.indeg.clear();
        self.indeg.extend((0..n).map(|v| self.ioff[v + 1] - self.ioff[v]));
        self.topo.clear();
        if self.indeg[root as usize] == 0 {
            self.topo.push(root);
        }
        self.topo.extend((0..n as u32).filter(|&v| v != root && self.indeg[v as usize] == 0));
        let mut head = 0;
        while head < self.topo.len() {
            let u = self.topo[head] as usize;
            head += 1;
            for &e in &self.eid[self.off[u] as usize..self.off[u + 1] as usize] {
                let v = self.dag[e as usize].1 as usize;
                self.indeg[v] -= 1;
                if self.indeg[v] == 0 {
                    self.topo.push(v as u32);
                }
            }
        }
        debug_assert_eq!(self.topo.len(), n, "reversing DFS back edges leaves a DAG");

        let mut layer = vec![0u32; n];
        for &u in &self.topo {
            let u = u as usize;
            for &e in &self.eid[self.off[u] as usize..self.off[u + 1] as usize] {
                let v = self.dag[e as usize].1 as usize;
                layer[v] = layer[v].max(layer[u] + 1);
            }
        }

        // Nodes the root does not reach (unreachable code) hang from their successors instead
        // of floating at the top: as late as possible, successors first.
        let mut reached = vec![false; n];
        reached[root as usize] = true;
        for &u in &self.topo {
            let u = u as usize;
            if reached[u] {
                for &e in &self.eid[self.off[u] as usize..self.off[u + 1] as usize] {
                    reached[self.dag[e as usize].1 as usize] = true;
                }
            }
        }
        for &v in self.topo.iter().rev() {
            let v = v as usize;
            if !reached[v] {
                let outs = &self.eid[self.off[v] as usize..self.off[v + 1] as usize];
                if let Some(hi) = outs.iter().map(|&e| layer[self.dag[e as usize].1 as usize]).min() {
                    layer[v] = layer[v].max(hi - 1);
                }
            }
        }

        for _ in 0..ROUNDS {
            let mut changed = false;
            // Move down, successors first.
            for &v in self.topo.iter().rev() {
                let v = v as usize;
                let (outs, ins) = (&self.eid[self.off[v] as usize..self.off[v + 1] as usize], &self.ieid[self.ioff[v] as usize..self.ioff[v + 1] as usize]);
                if v as u32 == root || outs.len() <= ins.len() {
                    continue;
                }
                let hi = outs.iter().map(|&e| layer[self.dag[e as usize].1 as usize]).min().unwrap_or(0);
                if hi > layer[v] + 1 {
                    layer[v] = hi - 1;
                    changed = true;
                }
            }
            // Move up, predecessors first.
            for &v in self.topo.iter() {
                let v = v as usize;
                let (outs, ins) = (&self.eid[self.off[v] as usize..self.off[v + 1] as usize], &self.ieid[self.ioff[v] as usize..self.ioff[v + 1] as usize]);
                if ins.len() <= outs.len() {
                    continue;
                }
                let lo = ins.iter().map(|&e| layer[self.dag[e as usize].0 as usize] + 1).max().unwrap_or(0);
                if lo < layer[v] {
                    layer[v] = lo;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }

        // Drop empty layers.
        let top = layer.iter().copied().max().unwrap_or(0) as usize;
        let mut used = vec![0u32; top + 1];
        for &l in &layer {
            used[l as usize] = 1;
        }
        let mut next = 0;
        for u in used.iter_mut() {
            let was = *u;
            *u = next;
            next += was;
        }
        for l in layer.iter_mut() {
            *l = used[*l as usize];
        }
        layer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layers(n: usize, edges: &[(u32, u32)], back: &[bool]) -> Vec<u32> {
        Scratch::default().assign(n, edges, &vec![true; edges.len()], back, 0)
    }

    #[test]
    fn diamond_and_early_exit() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 0 -> 4 (an early exit stays right below its branch).
        assert_eq!(layers(5, &[(0, 1), (0, 2), (1, 3), (2, 3), (0, 4)], &[false; 5]), vec![0, 1, 1, 2, 1]);
    }

    #[test]
    fn back_edges_point_up() {
        // 0 -> 1 -> 2 -> 1 (back), 2 -> 3
        let l = layers(4, &[(0, 1), (1, 2), (2, 1), (2, 3)], &[false, false, true, false]);
        assert_eq!(l, vec![0, 1, 2, 3]);
    }

    #[test]
    fn stray_source_sinks_to_its_successor() {
        // 0 -> 1 -> 2 -> 3; 4 -> 3 (4 unreachable): 4 goes right above 3.
        let l = layers(5, &[(0, 1), (1, 2), (2, 3), (4, 3)], &[false; 4]);
        assert_eq!(l, vec![0, 1, 2, 3, 2]);
        // An unreachable chain 4 -> 5 -> 3 hangs above 3.
        let l = layers(6, &[(0, 1), (1, 2), (2, 3), (4, 5), (5, 3)], &[false; 5]);
        assert_eq!(l, vec![0, 1, 2, 3, 1, 2]);
    }
}
