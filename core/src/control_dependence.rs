//! Control dependence with edge labels, from the post-dominator tree (Ferrante, Ottenstein &
//! Warren).
//!
//! # Definition
//! J. Ferrante, K. J. Ottenstein, J. D. Warren, *The Program Dependence Graph and Its Use in
//! Optimization*, TOPLAS 9(3), 1987, §3.1, and the if-conversion seed
//! (`shared/seeds/001_…`, §2.2): `y` is control dependent on `x` iff there is a path from `x`
//! to `y` all of whose inner blocks are post-dominated by `y`, and `y` does not post-dominate
//! `x`. Refined per edge: `y` is control dependent on the CFG edge `x → s` (with its label
//! `ℓ`: `T`/`F`, a `switch` case value, `default`, `normal`/`unwind`, …) iff
//!
//! ```text
//! y post-dominates s   and   y does not strictly post-dominate x.
//! ```
//!
//! Post-dominance is LLVM's ([`PostDominatorTree`]): paths end at a virtual exit reached from
//! every exit block and from one block of each infinite loop (LLVM's roots), so blocks that
//! never reach a `ret` have post-dominators and control dependences too.
//!
//! # Algorithm (FOW §3.1; seed 001: “从 ipdom(x) 到 y 的路径上的所有节点都控制依赖于 x,不包括
//! ipdom(x)”)
//! For each edge `x → s`, `ipdom(x)` post-dominates `s` (every path from `x` to the exit
//! through `s` meets it), so the post-dominator-tree path from `s` up to `ipdom(x)` exists;
//! the blocks on it, `s` included and `ipdom(x)` excluded, are exactly the blocks control
//! dependent on the edge. When `ipdom(x)` is the virtual exit the walk goes up to the exit
//! (the exit itself is not a block and is never reported). When `s = ipdom(x)` — always for a
//! block with a single successor — nothing depends on the edge. Cost `O(n + m + |CD|)` where
//! `|CD|` counts (edge, block) pairs; two counting sorts give both views sorted, no hashing.
//!
//! The blocks a block `y` depends on (ignoring labels) are its post-dominance frontier
//! [`crate::frontiers::PostDominanceFrontier`]; the two are property-tested to agree.
//!
//! # Duplicate successors
//! Each successor *position* is its own edge: `br i1 %c, label %X, label %X` has edges
//! `(x, T)` and `(x, F)`, and a `switch` with two cases to one block has two edges. Both
//! edges to the same target always have the same dependents, and a block listed under one is
//! listed under the other, once per label (`%y: %x(1) %x(2)`). If all of `x`'s successors
//! are one block, that block is `ipdom(x)` and the branch controls nothing — as it should: it
//! goes to the same place whatever the condition. Unlabelled edges (plain `br label`, which
//! never controls anything, and graphs without labels) are named by position, `#0`, `#1`, ….
//!
//! # Blocks with no control dependence
//! Blocks that depend on no edge (the entry, the blocks post-dominating it) run whenever the
//! function runs: FOW's dependence on the synthetic `ENTRY` node, the always-true predicate of
//! if-conversion. They are reported with an empty list; no synthetic node is added.

use crate::cfg::{Block, Cfg};
use crate::cfg::NONE;
use crate::post_dominators::PostDominatorTree;
use serde::Serialize;
use std::borrow::Cow;
use std::fmt::Write as _;

/// A CFG edge named by its source block and successor position: the edge
/// `branch → cfg.succs(branch)[index]`, labelled `cfg.succ_labels(branch)[index]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct ControlEdge {
    /// The block whose terminator chooses the edge.
    pub branch: Block,
    /// Position in the branch block's successor list.
    pub index: u32,
}

impl ControlEdge {
    /// The edge's target, `None` if the edge does not exist in `cfg`.
    pub fn target(&self, cfg: &Cfg) -> Option<Block> {
        if self.branch.index() >= cfg.num_blocks() {
            return None;
        }
        cfg.succs(self.branch).get(self.index as usize).copied()
    }

    /// The edge's label (`T`, `F`, a case value, `default`, …) or, when the CFG has none for
    /// it (or no such edge), its position `#index`.
    pub fn label<'c>(&self, cfg: &'c Cfg) -> Cow<'c, str> {
        let labels = if self.branch.index() < cfg.num_blocks() { cfg.succ_labels(self.branch) } else { &[] };
        match labels.get(self.index as usize) {
            Some(l) if !l.is_empty() => Cow::Borrowed(l.as_str()),
            _ => Cow::Owned(format!("#{}", self.index)),
        }
    }
}

/// Control dependence of a CFG, both ways round: per block, the edges it is control
/// dependent on; per edge, the blocks control dependent on it.
///
/// Shapes: compressed rows. `depends_on(y)` is sorted by `(branch, index)`;
/// `dependents(x, i)` is sorted by block id. Built by [`ControlDependence::compute`] in
/// `O(n + m + |CD|)` time and space.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ControlDependence {
    /// Per block: the global index of its first successor edge (`n + 1` entries).
    edge_base: Vec<usize>,
    /// Per global edge: the range of its dependents (`m + 1` entries).
    edge_offsets: Vec<usize>,
    dependents: Vec<Block>,
    /// Per block: the range of the edges it depends on (`n + 1` entries).
    block_offsets: Vec<usize>,
    controls: Vec<ControlEdge>,
}

impl ControlDependence {
    /// Control dependence of `cfg` from `pdt`, its post-dominator tree (FOW's walk, module
    /// docs). `pdt` must be `PostDominatorTree::compute(cfg)`; with another tree the result is
    /// meaningless but nothing panics. `O(n + m + |CD|)`.
    pub fn compute(cfg: &Cfg, pdt: &PostDominatorTree) -> ControlDependence {
        let n = cfg.num_blocks();
        let tree = pdt.tree();
        let mut edge_base = Vec::with_capacity(n + 1);
        let mut edge_source = Vec::with_capacity(cfg.num_edges());
        edge_base.push(0usize);
        for x in cfg.blocks() {
            let k = cfg.succs(x).len();
            edge_source.extend(std::iter::repeat_n(x, k));
            edge_base.push(edge_base[x.index()] + k);
        }
        let m = edge_source.len();

        // (global edge, dependent) pairs, in edge order.
        let mut pairs: Vec<(usize, Block)> = Vec::new();
        for x in cfg.blocks() {
            let stop = tree.parent.get(x.index()).copied().unwrap_or(NONE);
            for (i, &s) in cfg.succs(x).iter().enumerate() {
                let e = edge_base[x.index()] + i;
                let mut v = s.0;
                while v != stop && v != NONE && (v as usize) < n && (v as usize) < tree.parent.len() {
                    pairs.push((e, Block(v)));
                    v = tree.parent[v as usize];
                }
            }
        }

        // Per block, sorted by edge (= by (branch, index)): counting sort by block.
        let mut block_offsets = vec![0usize; n + 1];
        for &(_, y) in &pairs {
            block_offsets[y.index() + 1] += 1;
        }
        for i in 0..n {
            block_offsets[i + 1] += block_offsets[i];
        }
        let mut fill = block_offsets.clone();
        let mut by_block = vec![0usize; pairs.len()];
        for &(e, y) in &pairs {
            by_block[fill[y.index()]] = e;
            fill[y.index()] += 1;
        }
        drop(pairs);

        // Per edge, sorted by block: counting sort by edge, scanning blocks in order.
        let mut edge_offsets = vec![0usize; m + 1];
        for &e in &by_block {
            edge_offsets[e + 1] += 1;
        }
        for i in 0..m {
            edge_offsets[i + 1] += edge_offsets[i];
        }
        let mut fill = edge_offsets.clone();
        let mut dependents = vec![Block(0); by_block.len()];
        for y in 0..n {
            for &e in &by_block[block_offsets[y]..block_offsets[y + 1]] {
                dependents[fill[e]] = Block::new(y);
                fill[e] += 1;
            }
        }
        let controls = by_block
            .iter()
            .map(|&e| {
                let x = edge_source[e];
                ControlEdge { branch: x, index: (e - edge_base[x.index()]) as u32 }
            })
            .collect();
        ControlDependence { edge_base, edge_offsets, dependents, block_offsets, controls }
    }

    /// Number of blocks of the CFG this was computed for.
    pub fn num_blocks(&self) -> usize {
        self.block_offsets.len().saturating_sub(1)
    }

    /// The edges `y` is control dependent on, sorted by `(branch, index)`; empty for a block
    /// that runs whenever the function runs, and for out-of-range blocks. `O(1)`.
    pub fn depends_on(&self, y: Block) -> &[ControlEdge] {
        let i = y.index();
        if i >= self.num_blocks() {
            return &[];
        }
        &self.controls[self.block_offsets[i]..self.block_offsets[i + 1]]
    }

    /// The distinct branch blocks `y` is control dependent on, in layout order (equal to the
    /// post-dominance frontier of `y`). `O(|depends_on(y)|)`.
    pub fn branches(&self, y: Block) -> impl Iterator<Item = Block> + '_ {
        let deps = self.depends_on(y);
        deps.iter().enumerate().filter(move |&(k, e)| k == 0 || deps[k - 1].branch != e.branch).map(|(_, e)| e.branch)
    }

    /// The blocks control dependent on the edge `x → succs(x)[index]`, sorted by block id;
    /// empty if there is no such edge. `O(1)`.
    pub fn dependents(&self, x: Block, index: usize) -> &[Block] {
        let i = x.index();
        if i >= self.num_blocks() || index >= self.edge_base[i + 1] - self.edge_base[i] {
            return &[];
        }
        let e = self.edge_base[i] + index;
        &self.dependents[self.edge_offsets[e]..self.edge_offsets[e + 1]]
    }

    /// Every CFG edge with its dependents, in block then successor order.
    pub fn edges(&self) -> impl Iterator<Item = (ControlEdge, &[Block])> + '_ {
        (0..self.num_blocks()).flat_map(move |x| {
            (0..self.edge_base[x + 1] - self.edge_base[x]).map(move |i| (ControlEdge { branch: Block::new(x), index: i as u32 }, self.dependents(Block::new(x), i)))
        })
    }

    /// Total number of (edge, dependent block) pairs.
    pub fn total_len(&self) -> usize {
        self.dependents.len()
    }
}

/// Whether `x`'s edges are worth listing: it has more than one successor edge.
fn is_branch(cfg: &Cfg, x: Block) -> bool {
    cfg.succs(x).len() > 1
}

/// Control dependence as text (our format; LLVM has no printer for it):
///
/// ```text
/// ControlDependence for function: f
///   Block %b1:
///   Block %b2: %b1(T)
///   Block %b6: %b1(T)
///   Edge %b1 -T-> %b2: %b2 %b6
///   Edge %b1 -F-> %b5: %b5
/// ```
/// First one `Block` line per block in layout order listing the edges it is control
/// dependent on as `%branch(label)` (sorted by branch block, then successor position; an
/// empty list means the block runs whenever the function does); then one `Edge` line per
/// successor edge of every block with two or more successor edges, in block and successor
/// order, listing the dependents in layout order (possibly none). Labels as
/// [`ControlEdge::label`]. `O(n + m + |CD|)`.
pub fn print(cfg: &Cfg, cd: &ControlDependence) -> String {
    let mut out = String::with_capacity(48 + cfg.num_blocks() * 32 + cd.total_len() * 8);
    let _ = writeln!(out, "ControlDependence for function: {}", cfg.name());
    for y in cfg.blocks() {
        let _ = write!(out, "  Block %{}:", cfg.name_of(y));
        for e in cd.depends_on(y) {
            let _ = write!(out, " %{}({})", cfg.name_of(e.branch), e.label(cfg));
        }
        out.push('\n');
    }
    for (e, deps) in cd.edges() {
        if !is_branch(cfg, e.branch) {
            continue;
        }
        let Some(t) = e.target(cfg) else { continue };
        let _ = write!(out, "  Edge %{} -{}-> %{}:", cfg.name_of(e.branch), e.label(cfg), cfg.name_of(t));
        for &y in deps {
            let _ = write!(out, " %{}", cfg.name_of(y));
        }
        out.push('\n');
    }
    out
}

/// One edge in JSON output.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonEdge {
    /// The branch block.
    pub branch: String,
    /// Successor position in the branch block.
    pub index: u32,
    /// The label (`T`, `F`, case value, `default`, …; `#i` when unlabelled).
    pub label: String,
    /// The edge's target block.
    pub target: String,
}

/// One block's control dependences in JSON output.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonBlockDeps {
    /// The block.
    pub block: String,
    /// The edges it is control dependent on, sorted by branch block then position.
    pub depends_on: Vec<JsonEdge>,
}

/// One branch edge and its dependents in JSON output.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonEdgeDeps {
    /// The edge.
    #[serde(flatten)]
    pub edge: JsonEdge,
    /// The blocks control dependent on it, in layout order.
    pub dependents: Vec<String>,
}

/// Control dependence as JSON data: the same content as [`print()`].
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonControlDependence {
    /// Every block in layout order.
    pub blocks: Vec<JsonBlockDeps>,
    /// Every successor edge of blocks with two or more successor edges.
    pub edges: Vec<JsonEdgeDeps>,
}

/// Control dependence of `cfg` as JSON data.
pub fn to_json(cfg: &Cfg, cd: &ControlDependence) -> JsonControlDependence {
    let name = |b: Block| cfg.name_of(b).to_string();
    let edge = |e: &ControlEdge| JsonEdge { branch: name(e.branch), index: e.index, label: e.label(cfg).into_owned(), target: e.target(cfg).map(name).unwrap_or_default() };
    JsonControlDependence {
        blocks: cfg.blocks().map(|y| JsonBlockDeps { block: name(y), depends_on: cd.depends_on(y).iter().map(edge).collect() }).collect(),
        edges: cd.edges().filter(|(e, _)| is_branch(cfg, e.branch)).map(|(e, d)| JsonEdgeDeps { edge: edge(&e), dependents: d.iter().map(|&y| name(y)).collect() }).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::from_edges;

    fn cd_of(src: &str) -> (Cfg, ControlDependence) {
        let cfg = crate::input::compact::parse(src).unwrap();
        let cd = ControlDependence::compute(&cfg, &PostDominatorTree::compute(&cfg));
        (cfg, cd)
    }

    /// Figure 4-2 / 4-4b of the dominance chapter: 3 and 4 are control dependent on 2; seed
    /// 001's example: for the edge `[1, 2, true]`, 2 and 6 depend on 1.
    #[test]
    fn chapter_figure_4_2_golden() {
        let (cfg, cd) = cd_of("1->2,5  2->3,4  3->6  4->6  5->7  6->7");
        insta::assert_snapshot!(print(&cfg, &cd), @r"
        ControlDependence for function: cfg
          Block %1:
          Block %2: %1(T)
          Block %5: %1(F)
          Block %3: %2(T)
          Block %4: %2(F)
          Block %6: %1(T)
          Block %7:
          Edge %1 -T-> %2: %2 %6
          Edge %1 -F-> %5: %5
          Edge %2 -T-> %3: %3
          Edge %2 -F-> %4: %4
        ");
        let id = |s: &str| cfg.find(s).unwrap();
        assert_eq!(cd.dependents(id("1"), 0), &[id("2"), id("6")]);
        assert_eq!(cd.branches(id("3")).collect::<Vec<_>>(), vec![id("2")]);
        assert!(cd.dependents(id("3"), 0).is_empty());
        assert!(cd.dependents(id("3"), 1).is_empty() && cd.dependents(Block(99), 0).is_empty());
        let j = serde_json::to_value(to_json(&cfg, &cd)).unwrap();
        assert_eq!(j["edges"][0]["dependents"], serde_json::json!(["2", "6"]));
        assert_eq!(j["edges"][0]["label"], "T");
        assert_eq!(j["blocks"][3]["depends_on"][0], serde_json::json!({"branch": "2", "index": 0, "label": "T", "target": "3"}));
    }

    #[test]
    fn loop_golden() {
        let (cfg, cd) = cd_of("entry -> h\nh -> body, exit\nbody -> latch, body\nlatch -> h, exit\nexit");
        insta::assert_snapshot!(print(&cfg, &cd), @r"
        ControlDependence for function: cfg
          Block %entry:
          Block %h: %latch(T)
          Block %body: %h(T) %body(F)
          Block %exit:
          Block %latch: %h(T)
          Edge %h -T-> %body: %body %latch
          Edge %h -F-> %exit:
          Edge %body -T-> %latch:
          Edge %body -F-> %body: %body
          Edge %latch -T-> %h: %h
          Edge %latch -F-> %exit:
        ");
    }

    #[test]
    fn duplicate_successors_and_infinite_loops() {
        // 0 -> 1, 1 (both labels to one block: controls nothing); 1 -> 2, 2, 3 (a switch with
        // two cases to 2); 2 -> 4; 3 -> 3 (infinite loop); 4 exit.
        let cfg = from_edges(5, &[(0, 1), (0, 1), (1, 2), (1, 2), (1, 3), (2, 4), (3, 3)]);
        let cd = ControlDependence::compute(&cfg, &PostDominatorTree::compute(&cfg));
        assert!(cd.dependents(Block(0), 0).is_empty() && cd.dependents(Block(0), 1).is_empty());
        assert_eq!(cd.dependents(Block(1), 0), &[Block(2), Block(4)]);
        assert_eq!(cd.dependents(Block(1), 1), &[Block(2), Block(4)]);
        assert_eq!(cd.dependents(Block(1), 2), &[Block(3)]);
        assert_eq!(cd.depends_on(Block(2)), &[ControlEdge { branch: Block(1), index: 0 }, ControlEdge { branch: Block(1), index: 1 }]);
        // The infinite loop's block is a post-dominator root (ipdom = the virtual exit): the
        // walk from 3 goes up to the exit, so 3 depends on its own back edge.
        assert_eq!(cd.dependents(Block(3), 0), &[Block(3)]);
        let text = print(&cfg, &cd);
        assert!(text.contains("  Block %2: %1(0) %1(1)\n"), "{text}");
        assert!(text.contains("  Edge %0 -T-> %1:\n"), "{text}");
        assert_eq!(ControlEdge { branch: Block(2), index: 0 }.label(&cfg), "#0");
    }
}
