//! Folding large drawings (issue 8): the CFG with cycles (by the cycle hierarchy) and
//! straight-line chains collapsed into single nodes ([`reconverge_core::layout::fold`]), and
//! the dominator / post-dominator trees with subtrees collapsed. The page keeps a
//! [`FoldSpec`] per view; the worker folds and lays the result out ([`fold()`]); a click on a
//! folded node expands it one level ([`FoldSpec::expand`]).
//!
//! What is folded, the folded graph or tree and its layout input come from
//! [`reconverge_core::layout::fold`]; this module keeps the page's spec and turns the result
//! into labelled nodes. Pure Rust (no web-sys): tested natively. `O(n + m)` plus the layout
//! of the folded graph.

use crate::analysis::{box_width, Analysed, TreeDrawing, BOX_HEIGHT};
use reconverge_core::cycles::Cycle;
use reconverge_core::layout::fold::{self, FoldedNode, Folding, TreeFolding};
use reconverge_core::layout::{self, Layout, LayoutOptions};
use reconverge_core::Block;
use serde::{Deserialize, Serialize};

/// Drawings with more blocks than this open folded ("fold" is on by default).
pub const FOLD_BY_DEFAULT: usize = 400;

/// A folded tree shows at most about this many nodes at first (deeper subtrees collapsed).
pub const TREE_FIRST_NODES: usize = 150;

/// Which drawing is folded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FoldView {
    /// The CFG (cycles and chains).
    Cfg,
    /// The dominator tree (subtrees).
    DomTree,
    /// The post-dominator tree (subtrees).
    PostDomTree,
}

/// What is collapsed in one drawing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FoldSpec {
    /// The drawing.
    pub view: FoldView,
    /// CFG: collapsed cycles (`Cycle` indices of the drawn hierarchy); trees: layout node
    /// indices whose subtrees are hidden.
    pub collapse: Vec<u32>,
    /// CFG: whether straight-line chains are folded.
    pub chains: bool,
    /// CFG: chains (by first block) the reader expanded.
    pub keep_chains: Vec<u32>,
}

impl FoldSpec {
    /// The first fold of a drawing: the CFG with every top-level cycle and every chain
    /// collapsed; a tree cut at the shallowest depth that leaves at most
    /// [`TREE_FIRST_NODES`] nodes visible (at least the root's children).
    pub fn initial(view: FoldView, a: &Analysed) -> FoldSpec {
        let collapse = match view {
            FoldView::Cfg => fold::initial_cycles(&a.cycles).into_iter().map(|c| c.0).collect(),
            FoldView::DomTree | FoldView::PostDomTree => fold::initial_tree_collapse(&tree_parents(tree_of(view, a)), TREE_FIRST_NODES),
        };
        FoldSpec { view, collapse, chains: view == FoldView::Cfg, keep_chains: Vec::new() }
    }

    /// Expands folded node `node` of `folded` one level: a cycle opens and its child cycles
    /// stay collapsed; a chain opens; a collapsed subtree shows its children, their own
    /// subtrees collapsed.
    pub fn expand(&mut self, a: &Analysed, folded: &FoldedDrawing, node: usize) {
        let Some(n) = folded.nodes.get(node) else { return };
        match (self.view, n.kind) {
            (FoldView::Cfg, FoldKind::Cycle) => {
                let mut cycles: Vec<Cycle> = self.collapse.iter().map(|&c| Cycle(c)).collect();
                fold::expand_cycle(&a.cycles, &mut cycles, Cycle(n.id));
                self.collapse = cycles.into_iter().map(|c| c.0).collect();
            }
            (FoldView::Cfg, FoldKind::Chain) => self.keep_chains.push(n.id),
            (_, FoldKind::Subtree) => fold::expand_subtree(&tree_parents(tree_of(self.view, a)), &mut self.collapse, n.id),
            _ => {}
        }
    }
}

/// What a drawn node of a folded drawing stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FoldKind {
    /// One block (or the post-dominator tree's virtual exit when `block` is `None`).
    Block,
    /// A collapsed cycle (`id`: the cycle).
    Cycle,
    /// A folded chain (`id`: its first block).
    Chain,
    /// A tree node with its subtree hidden (`id`: the tree's layout node).
    Subtree,
}

/// One node of a folded drawing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FoldNode {
    /// What it stands for.
    pub kind: FoldKind,
    /// The block it is named after (the block, a cycle's header, a chain's first block, a
    /// subtree's root); `None` for the virtual exit.
    pub block: Option<Block>,
    /// The cycle, chain or tree node (see [`FoldKind`]).
    pub id: u32,
    /// Blocks it stands for.
    pub blocks: u32,
    /// The drawn label.
    pub label: String,
    /// Tree parent's block name (`data-parent`), `""` for roots and in the CFG.
    pub parent: String,
}

/// A folded drawing: nodes, edges `(from, to)` between them and their layout (node `k` is
/// `nodes[k]`, edge `e` is `edges[e]`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FoldedDrawing {
    /// The spec it was folded by.
    pub spec: FoldSpec,
    /// Drawn nodes.
    pub nodes: Vec<FoldNode>,
    /// Drawn edges.
    pub edges: Vec<(u32, u32)>,
    /// Blocks hidden inside folded nodes (beyond the one each is named after).
    pub hidden: u32,
    /// The geometry.
    pub layout: Layout,
}

fn tree_of(view: FoldView, a: &Analysed) -> &TreeDrawing {
    if view == FoldView::PostDomTree {
        &a.postdomtree
    } else {
        &a.domtree
    }
}

/// Parent layout node of each tree layout node (from the tree's drawn edges).
fn tree_parents(t: &TreeDrawing) -> Vec<Option<u32>> {
    fold::tree_parents(t.nodes.len(), t.layout.edges.iter().map(|e| (e.from, e.to)))
}

fn size(label: &str) -> (f32, f32) {
    (box_width(label.chars().count()), BOX_HEIGHT)
}

/// Folds and lays out the drawing `spec.view` of `a`. `O(n + m)` plus the layout of the
/// folded graph.
pub fn fold(a: &Analysed, spec: &FoldSpec) -> FoldedDrawing {
    let opts = LayoutOptions::default();
    match spec.view {
        FoldView::Cfg => {
            let cfg = &a.cfg;
            let collapse: Vec<Cycle> = spec.collapse.iter().map(|&c| Cycle(c)).filter(|c| c.index() < a.cycles.num_cycles()).collect();
            let keep: Vec<Block> = spec.keep_chains.iter().map(|&b| Block(b)).filter(|b| b.index() < cfg.num_blocks()).collect();
            let f = Folding::compute_except(cfg, &a.cycles, &collapse, spec.chains, &keep);
            let mut hidden = 0;
            let nodes: Vec<FoldNode> = f
                .nodes
                .iter()
                .enumerate()
                .map(|(k, n)| {
                    let label = f.label(cfg, k);
                    let (kind, block, id, blocks) = match *n {
                        FoldedNode::Block(b) => (FoldKind::Block, b, b.0, 1),
                        FoldedNode::Cycle { cycle, header, blocks } => (FoldKind::Cycle, header, cycle.0, blocks),
                        FoldedNode::Chain { first, blocks, .. } => (FoldKind::Chain, first, first.0, blocks),
                    };
                    hidden += blocks - 1;
                    FoldNode { kind, block: Some(block), id, blocks, label, parent: String::new() }
                })
                .collect();
            let sizes = nodes.iter().map(|n| size(&n.label)).collect();
            let mut layout = f.layout(sizes, &opts);
            layout::simplify_straight_runs(&mut layout, crate::analysis::SIMPLIFY_EPS);
            FoldedDrawing { spec: spec.clone(), nodes, edges: f.edges, hidden, layout }
        }
        FoldView::DomTree | FoldView::PostDomTree => {
            let t = tree_of(spec.view, a);
            let f = TreeFolding::compute(&tree_parents(t), &spec.collapse);
            let name = |k: usize| t.nodes[k].map(|b| a.cfg.name_of(b).to_string());
            let nodes: Vec<FoldNode> = f
                .kept
                .iter()
                .enumerate()
                .map(|(i, &k)| {
                    let k = k as usize;
                    let base = name(k).unwrap_or_else(|| "exit".to_string());
                    let folded = f.is_folded(i);
                    FoldNode {
                        kind: if folded { FoldKind::Subtree } else { FoldKind::Block },
                        block: t.nodes[k],
                        id: k as u32,
                        blocks: f.counts[i],
                        label: if folded { format!("{base} (+{})", f.counts[i] - 1) } else { base },
                        parent: t.parents[k].clone(),
                    }
                })
                .collect();
            let sizes: Vec<(f32, f32)> = nodes.iter().map(|n| size(&n.label)).collect();
            let input = f.layout_input(sizes);
            let edges = input.edges.clone();
            let layout = layout::layout(&input, &opts);
            let hidden = f.hidden();
            FoldedDrawing { spec: spec.clone(), nodes, edges, hidden, layout }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::analyse;

    fn analysed(text: &str) -> Analysed {
        analyse(text, None, &Vec::new()).unwrap()
    }

    #[test]
    fn cfg_folds_cycles_and_chains_then_expands() {
        // entry → a → b → c (a chain) → loop h ⇄ x, y → exit
        let a = analysed("entry -> a\na -> b\nb -> c\nc -> h\nh -> x, exit\nx -> y\ny -> h\nexit");
        let spec = FoldSpec::initial(FoldView::Cfg, &a);
        assert_eq!(spec.collapse.len(), 1);
        let f = fold(&a, &spec);
        let kinds: Vec<FoldKind> = f.nodes.iter().map(|n| n.kind).collect();
        assert!(kinds.contains(&FoldKind::Cycle) && kinds.contains(&FoldKind::Chain), "{kinds:?}");
        assert_eq!(f.layout.nodes.len(), f.nodes.len());
        assert_eq!(f.nodes.iter().map(|n| n.blocks).sum::<u32>() as usize, a.cfg.num_blocks());
        // Expanding everything gives back one node per block.
        let mut s = spec.clone();
        for _ in 0..4 {
            let f = fold(&a, &s);
            if let Some(k) = f.nodes.iter().position(|n| n.kind != FoldKind::Block) {
                s.expand(&a, &f, k);
            }
        }
        let f = fold(&a, &s);
        assert_eq!(f.nodes.len(), a.cfg.num_blocks());
        assert_eq!(f.hidden, 0);
    }

    #[test]
    fn trees_collapse_subtrees_and_expand_one_level() {
        let mut text = String::from("entry -> n0\n");
        for i in 0..300 {
            text.push_str(&format!("n{i} -> n{}, m{i}\nm{i} -> n{}\n", i + 1, i + 1));
        }
        text.push_str("n300\n");
        let a = analysed(&text);
        for view in [FoldView::DomTree, FoldView::PostDomTree] {
            let spec = FoldSpec::initial(view, &a);
            assert!(!spec.collapse.is_empty());
            let f = fold(&a, &spec);
            assert!(f.nodes.len() <= TREE_FIRST_NODES + 4, "{}", f.nodes.len());
            assert_eq!(f.nodes.iter().map(|n| n.blocks).sum::<u32>() as usize, tree_of(view, &a).nodes.len());
            let k = f.nodes.iter().position(|n| n.kind == FoldKind::Subtree).unwrap();
            let mut s = spec.clone();
            s.expand(&a, &f, k);
            let g = fold(&a, &s);
            assert!(g.nodes.len() > f.nodes.len());
        }
    }
}
