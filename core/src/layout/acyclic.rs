//! Phase 1: back edges of the depth-first search in successor order.
//!
//! The DFS starts at the root and visits successors in their listed order; nodes it does not
//! reach start new searches in index order. An edge `u -> v` is a back edge iff `v` is on the
//! DFS stack when the edge is examined (so self loops are back edges). Reversing the back
//! edges leaves a DAG. Iterative (no recursion depth limit), `O(n + m)`.

/// Reused buffers: CSR successor lists with edge ids, DFS state.
#[derive(Default, Debug)]
pub(crate) struct Scratch {
    off: Vec<u32>,
    eid: Vec<u32>,
    state: Vec<u8>,
    stack: Vec<(u32, u32)>,
}

const NEW: u8 = 0;
const ON_STACK: u8 = 1;
const DONE: u8 = 2;

impl Scratch {
    /// `back[e]` for every edge (false for invalid edges).
    pub(crate) fn back_edges(&mut self, n: usize, edges: &[(u32, u32)], valid: &[bool], root: u32) -> Vec<bool> {
        csr_out(n, edges, valid, &mut self.off, &mut self.eid);
        let mut back = vec![false; edges.len()];
        self.state.clear();
        self.state.resize(n, NEW);
        let starts = std::iter::once(root as usize).chain(0..n);
        for s in starts {
            if self.state[s] != NEW {
                continue;
            }
            self.state[s] = ON_STACK;
            self.stack.clear();
            self.stack.push((s as u32, self.off[s]));
            while let Some(top) = self.stack.last_mut() {
                let u = top.0 as usize;
                if top.1 == self.off[u + 1] {
                    self.state[u] = DONE;
                    self.stack.pop();
                    continue;
                }
                let e = self.eid[top.1 as usize] as usize;
                top.1 += 1;
                let v = edges[e].1 as usize;
                match self.state[v] {
                    ON_STACK => back[e] = true,
                    NEW => {
                        self.state[v] = ON_STACK;
                        self.stack.push((v as u32, self.off[v]));
                    }
                    _ => {}
                }
            }
        }
        back
    }
}

/// Builds CSR out-lists of valid edge ids per source, in edge order (a stable counting sort).
pub(crate) fn csr_out(n: usize, edges: &[(u32, u32)], valid: &[bool], off: &mut Vec<u32>, eid: &mut Vec<u32>) {
    off.clear();
    off.resize(n + 1, 0);
    for (e, &(a, _)) in edges.iter().enumerate() {
        if valid[e] {
            off[a as usize + 1] += 1;
        }
    }
    for i in 0..n {
        off[i + 1] += off[i];
    }
    eid.clear();
    eid.resize(off[n] as usize, 0);
    let mut fill: Vec<u32> = off[..n].to_vec();
    for (e, &(a, _)) in edges.iter().enumerate() {
        if valid[e] {
            eid[fill[a as usize] as usize] = e as u32;
            fill[a as usize] += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn back(n: usize, edges: &[(u32, u32)], root: u32) -> Vec<bool> {
        Scratch::default().back_edges(n, edges, &vec![true; edges.len()], root)
    }

    #[test]
    fn loop_and_self_loop() {
        // 0 -> 1 -> 2 -> 1, 2 -> 2, 2 -> 3
        assert_eq!(back(4, &[(0, 1), (1, 2), (2, 1), (2, 2), (2, 3)], 0), vec![false, false, true, true, false]);
    }

    #[test]
    fn irreducible_depends_on_successor_order() {
        // a->b,c b->c c->b,d : DFS a,b,c: c->b is the back edge.
        assert_eq!(back(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)], 0), vec![false, false, false, true, false]);
        // a->c,b: DFS a,c,b: b->c is the back edge.
        assert_eq!(back(4, &[(0, 2), (0, 1), (1, 2), (2, 1), (2, 3)], 0), vec![false, false, true, false, false]);
    }

    #[test]
    fn unreached_nodes_start_new_searches() {
        // 0 -> 2 -> 1 -> 2: the DFS from 0 enters the cycle at 2.
        assert_eq!(back(3, &[(0, 2), (1, 2), (2, 1)], 0), vec![false, true, false]);
        // 0 has no edges; the cycle 1 -> 2 -> 1 is found from 1.
        assert_eq!(back(3, &[(1, 2), (2, 1)], 0), vec![false, true]);
    }
}
