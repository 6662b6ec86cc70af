//! The control-flow graph model every analysis runs on.
//!
//! A [`Cfg`] has dense block ids [`Block`]`(u32)` in *layout order* (the order blocks appear in
//! the source; LLVM's function block order), block `0` is the entry. Each block has an
//! **ordered** successor list: duplicates are real (`br i1 %c, label %X, label %X`, switch cases
//! sharing a target) and the order is the one LLVM's depth-first searches follow. Predecessor
//! lists are derived (ordered by predecessor id, then successor position).
//!
//! Storage is compressed sparse rows: successors and predecessors are each one `Vec<Block>`
//! plus an offset table, so `succs(b)` / `preds(b)` are `O(1)` slices and a 10^6-block CFG costs
//! a handful of allocations. Each edge also keeps its label (`T`/`F`/switch case value; empty
//! when the branch has no labels) and its source span.
//!
//! Exits are blocks without successors (`ret`, `unreachable`, `resume`, a compact-text block
//! with no `->`). Blocks unreachable from the entry are allowed; analyses treat them as LLVM
//! does.

use crate::span::Span;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;

/// The packed `None` of a dense `u32` index (a block, a cycle, a DFS number, a tree node) in
/// a side table that stores an optional index in 4 bytes: `u32::MAX`, which no index reaches
/// (the value Cranelift's `PackedOption` reserves). Defined once here; the hot tables of the
/// dominance, cycle and uniformity analyses use it, everything else uses `Option<Block>`.
pub const NONE: u32 = u32::MAX;

/// A basic block: a dense index into its [`Cfg`]'s tables, in layout order (`Block(0)` is the
/// entry).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Block(pub u32);

impl Block {
    /// The index as `usize`, for side tables (`Vec<T>` indexed by block).
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The block with index `i`. Panics in debug builds if `i` does not fit in `u32`.
    #[inline]
    pub fn new(i: usize) -> Block {
        debug_assert!(i <= u32::MAX as usize, "block index {i} overflows u32");
        Block(i as u32)
    }
}

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "b{}", self.0)
    }
}

/// What the source says about a branch's divergence (compact text `~>` / `=>`; LLVM IR and DOT
/// leave it [`BranchMark::Unmarked`] and uniformity analysis decides).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub enum BranchMark {
    /// No mark: the analysis decides (compact text `->`).
    #[default]
    Unmarked,
    /// Marked uniform: all threads take the same successor (compact text `=>`).
    Uniform,
    /// Marked divergent: threads may take different successors (compact text `~>`).
    Divergent,
}

/// Per-block data: its printed name, its span in the source and its branch mark.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockData {
    /// The name as `opt` prints the block operand, without the `%` sigil: `entry`, `0` for the
    /// first unnamed block, `"a b"` (with quotes) for names LLVM must quote.
    pub name: String,
    /// Where the block is defined in the source (its label, its compact-text statement head or
    /// its DOT node statement); empty span at offset 0 if the block only appears as a target.
    pub span: Span,
    /// Where the block's terminator (or edge list) is, for pointing at the branch.
    pub term_span: Span,
    /// The source's divergence mark on this block's branch.
    pub mark: BranchMark,
}

/// A control-flow graph: blocks in layout order, entry `Block(0)`, ordered successor lists.
///
/// Built with [`CfgBuilder`]. Invariants: at least one block; every edge endpoint is a valid
/// block; `preds` is exactly the transpose of `succs` (with multiplicity).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cfg {
    name: String,
    blocks: Vec<BlockData>,
    succ_offsets: Vec<u32>,
    succ_targets: Vec<Block>,
    succ_labels: Vec<String>,
    succ_spans: Vec<Span>,
    pred_offsets: Vec<u32>,
    pred_sources: Vec<Block>,
}

impl Cfg {
    /// The function (or graph) name: `k` for `define void @k()`, the DOT graph id, or `cfg`.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Number of blocks (`n`).
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Number of edges (`m`), counting duplicate edges.
    pub fn num_edges(&self) -> usize {
        self.succ_targets.len()
    }

    /// The entry block, always `Block(0)`.
    pub fn entry(&self) -> Block {
        Block(0)
    }

    /// All blocks in layout order.
    pub fn blocks(&self) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator + Clone {
        (0..self.blocks.len() as u32).map(Block)
    }

    /// The block's data. Panics if `b` is out of range.
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }

    /// The printed name of `b` (without `%`).
    pub fn name_of(&self, b: Block) -> &str {
        &self.blocks[b.index()].name
    }

    /// The ordered successors of `b` (duplicates kept). `O(1)`.
    #[inline]
    pub fn succs(&self, b: Block) -> &[Block] {
        let (s, e) = (self.succ_offsets[b.index()] as usize, self.succ_offsets[b.index() + 1] as usize);
        &self.succ_targets[s..e]
    }

    /// The labels of `b`'s successor edges, parallel to [`Cfg::succs`]: `T`/`F` for a
    /// conditional branch, `default`/case value for a switch, empty when unlabelled.
    pub fn succ_labels(&self, b: Block) -> &[String] {
        let (s, e) = (self.succ_offsets[b.index()] as usize, self.succ_offsets[b.index() + 1] as usize);
        &self.succ_labels[s..e]
    }

    /// The source spans of `b`'s successor references, parallel to [`Cfg::succs`].
    pub fn succ_spans(&self, b: Block) -> &[Span] {
        let (s, e) = (self.succ_offsets[b.index()] as usize, self.succ_offsets[b.index() + 1] as usize);
        &self.succ_spans[s..e]
    }

    /// The predecessors of `b`, ordered by predecessor id then successor position, one entry
    /// per edge (a block branching twice to `b` appears twice). `O(1)`.
    #[inline]
    pub fn preds(&self, b: Block) -> &[Block] {
        let (s, e) = (self.pred_offsets[b.index()] as usize, self.pred_offsets[b.index() + 1] as usize);
        &self.pred_sources[s..e]
    }

    /// Whether `b` has no successors (a `ret`, `unreachable`, … block).
    pub fn is_exit(&self, b: Block) -> bool {
        self.succs(b).is_empty()
    }

    /// The exit blocks (no successors), in layout order.
    pub fn exits(&self) -> impl Iterator<Item = Block> + '_ {
        self.blocks().filter(|&b| self.is_exit(b))
    }

    /// Looks a block up by its printed name (`O(n)`; build a map for repeated lookups).
    pub fn find(&self, name: &str) -> Option<Block> {
        let name = name.strip_prefix('%').unwrap_or(name);
        self.blocks().find(|&b| self.blocks[b.index()].name == name)
    }

    /// All edges `(from, to)` in successor order.
    pub fn edges(&self) -> impl Iterator<Item = (Block, Block)> + '_ {
        self.blocks().flat_map(move |b| self.succs(b).iter().map(move |&s| (b, s)))
    }

    /// A copy of this CFG with each block's successor list reordered by `perm` (`perm[b]` is a
    /// permutation of `0..succs(b).len()`; the new `i`-th successor is the old `perm[b][i]`-th).
    /// Used to choose a DFS successor order without changing the graph. Blocks whose entry in
    /// `perm` is missing or not a permutation of the right length keep their order.
    pub fn with_successor_order(&self, perm: &[Vec<u32>]) -> Cfg {
        let mut out = self.clone();
        for b in self.blocks() {
            let Some(p) = perm.get(b.index()) else { continue };
            let (s, e) = (self.succ_offsets[b.index()] as usize, self.succ_offsets[b.index() + 1] as usize);
            if p.len() != e - s || !is_permutation(p) {
                continue;
            }
            for (i, &j) in p.iter().enumerate() {
                out.succ_targets[s + i] = self.succ_targets[s + j as usize];
                out.succ_labels[s + i] = self.succ_labels[s + j as usize].clone();
                out.succ_spans[s + i] = self.succ_spans[s + j as usize];
            }
        }
        out
    }
}

fn is_permutation(p: &[u32]) -> bool {
    let mut seen = vec![false; p.len()];
    p.iter().all(|&i| (i as usize) < p.len() && !std::mem::replace(&mut seen[i as usize], true))
}

/// Builds a [`Cfg`] block by block and edge by edge.
///
/// Blocks get ids in the order they are first created; the first block is the entry. Names
/// are unique (creating a block with an existing name returns the existing id). Building is
/// `O(n + m)` expected.
#[derive(Default, Debug)]
pub struct CfgBuilder {
    name: String,
    blocks: Vec<BlockData>,
    by_name: HashMap<String, Block>,
    /// `blocks[..indexed]` are in `by_name`; the rest were added by [`CfgBuilder::new_block`]
    /// and are indexed on the first name lookup.
    indexed: usize,
    /// (from, to, label, span) in insertion order.
    edges: Vec<(Block, Block, String, Span)>,
}

impl CfgBuilder {
    /// A builder for a graph called `name`.
    pub fn new(name: impl Into<String>) -> CfgBuilder {
        CfgBuilder { name: name.into(), ..Default::default() }
    }

    /// A builder for a graph called `name` with room for `blocks` blocks and `edges` edges
    /// (avoids regrowing and rehashing when the sizes are known, e.g. by the IR parser).
    pub fn with_capacity(name: impl Into<String>, blocks: usize, edges: usize) -> CfgBuilder {
        CfgBuilder {
            name: name.into(),
            blocks: Vec::with_capacity(blocks),
            by_name: HashMap::new(),
            indexed: 0,
            edges: Vec::with_capacity(edges),
        }
    }

    /// The block called `name`, created (with an empty span) if new.
    pub fn block(&mut self, name: &str) -> Block {
        self.index_names();
        if let Some(&b) = self.by_name.get(name) {
            return b;
        }
        let b = self.new_block(name);
        self.by_name.insert(name.to_string(), b);
        self.indexed = self.blocks.len();
        b
    }

    /// Appends a block called `name` without looking the name up: for callers that already
    /// know it is new (the IR parser interns every label itself). A repeated name breaks the
    /// uniqueness of names (a later [`CfgBuilder::block`] or [`CfgBuilder::get`] finds the
    /// first). `O(|name|)`; the name index is built on the first lookup.
    pub fn new_block(&mut self, name: &str) -> Block {
        let b = Block::new(self.blocks.len());
        self.blocks.push(BlockData { name: name.to_string(), span: Span::default(), term_span: Span::default(), mark: BranchMark::Unmarked });
        b
    }

    /// Appends `other`'s blocks after this builder's (block `i` of `other` becomes
    /// `num_blocks() + i`) and its edges, renumbered. The caller keeps names unique.
    /// `O(other's blocks + edges)`.
    pub(crate) fn append(&mut self, other: CfgBuilder) {
        let base = self.blocks.len() as u32;
        self.blocks.extend(other.blocks);
        self.edges.extend(other.edges.into_iter().map(|(f, t, l, s)| (Block(f.0 + base), Block(t.0 + base), l, s)));
    }

    /// Adds the blocks made by [`CfgBuilder::new_block`] to the name index.
    fn index_names(&mut self) {
        for i in self.indexed..self.blocks.len() {
            self.by_name.entry(self.blocks[i].name.clone()).or_insert(Block::new(i));
        }
        self.indexed = self.blocks.len();
    }

    /// Sets the graph's name.
    pub fn set_name(&mut self, name: impl Into<String>) {
        self.name = name.into();
    }

    /// Looks up an existing block.
    pub fn get(&self, name: &str) -> Option<Block> {
        self.by_name.get(name).copied().or_else(|| (self.indexed..self.blocks.len()).find(|&i| self.blocks[i].name == name).map(Block::new))
    }

    /// Number of blocks so far.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Mutable access to a block's data (span, terminator span, mark).
    pub fn data_mut(&mut self, b: Block) -> &mut BlockData {
        &mut self.blocks[b.index()]
    }

    /// Renames block `b` (the caller keeps names unique).
    pub fn rename(&mut self, b: Block, name: String) {
        self.index_names();
        let old = std::mem::take(&mut self.blocks[b.index()].name);
        self.by_name.remove(&old);
        self.by_name.insert(name.clone(), b);
        self.blocks[b.index()].name = name;
    }

    /// Appends the edge `from -> to` to `from`'s successor list, with its label (`""` for none)
    /// and the span of the target reference.
    pub fn edge(&mut self, from: Block, to: Block, label: impl Into<String>, span: Span) {
        self.edges.push((from, to, label.into(), span));
    }

    /// Finishes the graph. An empty builder yields a CFG with one block named `entry`.
    ///
    /// Successor order per block is edge insertion order. `O(n + m)`.
    pub fn finish(mut self) -> Cfg {
        if self.blocks.is_empty() {
            self.block("entry");
        }
        let n = self.blocks.len();
        let m = self.edges.len();
        // Counting sort by source keeps insertion order within a block.
        let mut succ_offsets = vec![0u32; n + 1];
        for &(f, _, _, _) in &self.edges {
            succ_offsets[f.index() + 1] += 1;
        }
        for i in 0..n {
            succ_offsets[i + 1] += succ_offsets[i];
        }
        let mut fill = succ_offsets.clone();
        let mut succ_targets = vec![Block(0); m];
        let mut succ_labels = vec![String::new(); m];
        let mut succ_spans = vec![Span::default(); m];
        for (f, t, l, s) in self.edges {
            let k = fill[f.index()] as usize;
            fill[f.index()] += 1;
            succ_targets[k] = t;
            succ_labels[k] = l;
            succ_spans[k] = s;
        }
        let (pred_offsets, pred_sources) = transpose(n, &succ_offsets, &succ_targets);
        Cfg { name: self.name, blocks: self.blocks, succ_offsets, succ_targets, succ_labels, succ_spans, pred_offsets, pred_sources }
    }
}

/// Transposes CSR adjacency: returns `(offsets, sources)` of the reversed graph, each target's
/// sources ordered by source id then position. `O(n + m)`.
pub(crate) fn transpose(n: usize, offsets: &[u32], targets: &[Block]) -> (Vec<u32>, Vec<Block>) {
    let mut pred_offsets = vec![0u32; n + 1];
    for &t in targets {
        pred_offsets[t.index() + 1] += 1;
    }
    for i in 0..n {
        pred_offsets[i + 1] += pred_offsets[i];
    }
    let mut fill = pred_offsets.clone();
    let mut sources = vec![Block(0); targets.len()];
    for b in 0..n {
        for &t in &targets[offsets[b] as usize..offsets[b + 1] as usize] {
            sources[fill[t.index()] as usize] = Block::new(b);
            fill[t.index()] += 1;
        }
    }
    (pred_offsets, sources)
}

/// Builds a CFG from an edge list over blocks named `0..n` (test and benchmark helper).
///
/// `edges` are `(from, to)` in successor order. Block `i` is named `i`.
pub fn from_edges(n: usize, edges: &[(u32, u32)]) -> Cfg {
    let mut b = CfgBuilder::new("cfg");
    for i in 0..n.max(1) {
        b.block(&i.to_string());
    }
    for &(f, t) in edges {
        b.edge(Block(f), Block(t), "", Span::default());
    }
    let mut cfg = b.finish();
    label_two_way_branches(&mut cfg);
    cfg
}

/// Gives unlabelled two-successor blocks the labels `T`, `F` (a conditional branch) and
/// unlabelled blocks with more successors `0`, `1`, … (positional), as compact text and DOT do.
pub(crate) fn label_two_way_branches(cfg: &mut Cfg) {
    for b in 0..cfg.blocks.len() {
        let (s, e) = (cfg.succ_offsets[b] as usize, cfg.succ_offsets[b + 1] as usize);
        if e - s < 2 || cfg.succ_labels[s..e].iter().any(|l| !l.is_empty()) {
            continue;
        }
        for i in s..e {
            cfg.succ_labels[i] = if e - s == 2 { if i == s { "T".into() } else { "F".into() } } else { (i - s).to_string() };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csr_keeps_order_and_duplicates() {
        let cfg = from_edges(3, &[(0, 2), (0, 1), (1, 2), (1, 2), (2, 0)]);
        assert_eq!(cfg.succs(Block(0)), &[Block(2), Block(1)]);
        assert_eq!(cfg.succs(Block(1)), &[Block(2), Block(2)]);
        assert_eq!(cfg.preds(Block(2)), &[Block(0), Block(1), Block(1)]);
        assert_eq!(cfg.preds(Block(0)), &[Block(2)]);
        assert_eq!(cfg.succ_labels(Block(0)), &["T".to_string(), "F".to_string()]);
        assert_eq!(cfg.exits().count(), 0);
    }

    #[test]
    fn successor_order_permutes_without_changing_the_graph() {
        let cfg = from_edges(3, &[(0, 1), (0, 2)]);
        let p = cfg.with_successor_order(&[vec![1, 0]]);
        assert_eq!(p.succs(Block(0)), &[Block(2), Block(1)]);
        assert_eq!(p.succ_labels(Block(0)), &["F".to_string(), "T".to_string()]);
        assert_eq!(p.preds(Block(1)), cfg.preds(Block(1)));
        // A bad permutation is ignored.
        assert_eq!(cfg.with_successor_order(&[vec![0, 0]]).succs(Block(0)), cfg.succs(Block(0)));
    }
}
