//! petgraph interop (feature `petgraph`): a [`Cfg`] is a petgraph graph, so petgraph's
//! algorithms run on it directly, and CFGs convert to and from [`petgraph::Graph`].
//!
//! `&Cfg` implements petgraph's visit traits — [`GraphBase`] (nodes are [`Block`]s, edges
//! [`EdgeIndex`]es: the position in the CSR successor table), [`IntoNeighbors`] (the ordered
//! successors, duplicates kept), [`IntoNeighborsDirected`] (`Incoming`: the predecessors),
//! [`IntoNodeIdentifiers`] (layout order), [`NodeIndexable`], [`NodeCount`],
//! [`NodeCompactIndexable`], [`Visitable`] (a dense [`BlockSet`]) and [`GraphProp`]
//! (directed) — enough for `dominators::simple_fast`, `tarjan_scc`, `kosaraju_scc`,
//! `toposort`, `Dfs`, `Bfs`, `DfsPostOrder`, `has_path_connecting`, … All are `O(1)` per call
//! (neighbors are slices of the CSR tables); no copy of the graph is made.
//!
//! Our own algorithms stay the ones the analyses use: they are LLVM-exact (successor order,
//! unreachable blocks, DFS-order-dependent cycle hierarchies) and faster (`cargo bench --bench
//! dominators`). `core/tests/petgraph_interop.rs` runs petgraph's `simple_fast`, `tarjan_scc`
//! and `toposort` on random and fixture CFGs and compares them with [`DominatorTree`],
//! [`CycleInfo`] and our reverse post-order.
//!
//! [`DominatorTree`]: crate::DominatorTree
//! [`CycleInfo`]: crate::cycles::CycleInfo
//!
//! ```
//! use petgraph::algo::{dominators, tarjan_scc};
//! use reconverge_core::{input::compact, Block, DominatorTree};
//! let cfg = compact::parse("entry -> a, b\na -> b\nb -> a, exit\nexit").unwrap();
//! let doms = dominators::simple_fast(&cfg, cfg.entry());
//! let ours = DominatorTree::compute(&cfg);
//! for b in cfg.blocks().skip(1) {
//!     assert_eq!(doms.immediate_dominator(b), ours.idom(b));
//! }
//! // The irreducible cycle {a, b} is one strongly connected component.
//! assert!(tarjan_scc(&cfg).iter().any(|scc| scc.len() == 2));
//! // Round trip through petgraph::Graph (node weights: block names; edge weights: labels).
//! let g: petgraph::Graph<String, String> = (&cfg).into();
//! let back = reconverge_core::Cfg::from_petgraph(&g, petgraph::graph::NodeIndex::new(0));
//! assert_eq!(back.succs(Block(0)), cfg.succs(Block(0)));
//! ```

use crate::cfg::{Block, Cfg, CfgBuilder};
use crate::span::Span;
use petgraph::graph::{Graph, NodeIndex};
use petgraph::visit::{GraphBase, GraphProp, IntoNeighbors, IntoNeighborsDirected, IntoNodeIdentifiers, NodeCompactIndexable, NodeCount, NodeIndexable, VisitMap, Visitable};
use petgraph::{Directed, Direction};
use std::fmt;

/// An edge of a [`Cfg`] as petgraph sees it: its position in the CFG's successor table
/// (edges of block `b` are numbered consecutively in successor order).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EdgeIndex(pub u32);

/// A dense visited set over a CFG's blocks (petgraph's [`Visitable::Map`]): one `bool` per
/// block, `O(1)` visit and lookup.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockSet(Vec<bool>);

impl VisitMap<Block> for BlockSet {
    fn visit(&mut self, b: Block) -> bool {
        !std::mem::replace(&mut self.0[b.index()], true)
    }

    fn is_visited(&self, b: &Block) -> bool {
        self.0[b.index()]
    }

    fn unvisit(&mut self, b: Block) -> bool {
        std::mem::replace(&mut self.0[b.index()], false)
    }
}

impl GraphBase for Cfg {
    type NodeId = Block;
    type EdgeId = EdgeIndex;
}

impl GraphProp for Cfg {
    type EdgeType = Directed;
}

impl NodeCount for Cfg {
    fn node_count(&self) -> usize {
        self.num_blocks()
    }
}

impl NodeIndexable for Cfg {
    fn node_bound(&self) -> usize {
        self.num_blocks()
    }

    fn to_index(&self, b: Block) -> usize {
        b.index()
    }

    fn from_index(&self, i: usize) -> Block {
        Block::new(i)
    }
}

impl NodeCompactIndexable for Cfg {}

impl Visitable for Cfg {
    type Map = BlockSet;

    fn visit_map(&self) -> BlockSet {
        BlockSet(vec![false; self.num_blocks()])
    }

    fn reset_map(&self, map: &mut BlockSet) {
        map.0.clear();
        map.0.resize(self.num_blocks(), false);
    }
}

impl<'a> IntoNeighbors for &'a Cfg {
    type Neighbors = std::iter::Copied<std::slice::Iter<'a, Block>>;

    /// The ordered successors of `b` (duplicates kept).
    fn neighbors(self, b: Block) -> Self::Neighbors {
        self.succs(b).iter().copied()
    }
}

impl<'a> IntoNeighborsDirected for &'a Cfg {
    type NeighborsDirected = std::iter::Copied<std::slice::Iter<'a, Block>>;

    /// `Outgoing`: the successors; `Incoming`: the predecessors (one per edge).
    fn neighbors_directed(self, b: Block, d: Direction) -> Self::NeighborsDirected {
        match d {
            Direction::Outgoing => self.succs(b).iter().copied(),
            Direction::Incoming => self.preds(b).iter().copied(),
        }
    }
}

impl IntoNodeIdentifiers for &Cfg {
    type NodeIdentifiers = std::iter::Map<std::ops::Range<u32>, fn(u32) -> Block>;

    /// The blocks in layout order.
    fn node_identifiers(self) -> Self::NodeIdentifiers {
        (0..self.num_blocks() as u32).map(Block as fn(u32) -> Block)
    }
}

/// A [`Graph`] with the CFG's blocks as nodes (node `i` is `Block(i)`, weight: the block name)
/// and its edges in successor order (weight: the edge label, `T`/`F`/case value or empty).
/// `O(n + m)`.
impl From<&Cfg> for Graph<String, String> {
    fn from(cfg: &Cfg) -> Graph<String, String> {
        let mut g = Graph::with_capacity(cfg.num_blocks(), cfg.num_edges());
        for b in cfg.blocks() {
            g.add_node(cfg.name_of(b).to_string());
        }
        for b in cfg.blocks() {
            for (s, l) in cfg.succs(b).iter().zip(cfg.succ_labels(b)) {
                g.add_edge(NodeIndex::new(b.index()), NodeIndex::new(s.index()), l.clone());
            }
        }
        g
    }
}

impl Cfg {
    /// The CFG of a petgraph [`Graph`] entered at `entry`: `entry` becomes `Block(0)`, the other
    /// nodes follow in index order; block names are the node weights' `Display` (a node whose
    /// name is empty or already taken is named by its index, `n7`). Each node's successors are
    /// its outgoing edges in insertion order (petgraph iterates them newest first; we sort by
    /// edge index); edge weights are ignored and two-way / multi-way branches get the labels
    /// `T`/`F` / `0`, `1`, … as compact text does. `O(n + m log m)`.
    ///
    /// Panics if `entry` is not a node of `graph`.
    pub fn from_petgraph<N: fmt::Display, E>(graph: &Graph<N, E>, entry: NodeIndex) -> Cfg {
        assert!(entry.index() < graph.node_count(), "entry {} is not a node of the graph", entry.index());
        let mut b = CfgBuilder::with_capacity("cfg", graph.node_count(), graph.edge_count());
        let order = std::iter::once(entry).chain(graph.node_indices().filter(|&i| i != entry));
        let mut block_of = vec![Block(0); graph.node_count()];
        for i in order {
            let mut name = graph[i].to_string();
            if name.is_empty() || b.get(&name).is_some() {
                name = format!("n{}", i.index());
            }
            while b.get(&name).is_some() {
                name.push('_');
            }
            let block = Block::new(b.num_blocks());
            b.block(&name);
            block_of[i.index()] = block;
        }
        let mut edges: Vec<_> = graph.raw_edges().iter().enumerate().map(|(k, e)| (block_of[e.source().index()], k, block_of[e.target().index()])).collect();
        crate::sort::sort_unstable(&mut edges);
        for (from, _, to) in edges {
            b.edge(from, to, "", Span::default());
        }
        let mut cfg = b.finish();
        crate::cfg::label_two_way_branches(&mut cfg);
        cfg
    }
}
