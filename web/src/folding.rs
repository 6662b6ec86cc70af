//! Folding large drawings (issue 8): the CFG with cycles (by the cycle hierarchy) and
//! straight-line chains collapsed into single nodes ([`reconverge_core::layout::fold`]), and
//! the dominator / post-dominator trees with subtrees collapsed. The page keeps a
//! [`FoldSpec`] per view; the worker folds and lays the result out ([`fold`]); a click on a
//! folded node expands it one level ([`FoldSpec::expand`]).
//!
//! Pure Rust (no web-sys): tested natively. `O(n + m)` plus the layout of the folded graph.

use crate::analysis::{box_width, Analysed, TreeDrawing, BOX_HEIGHT};
use reconverge_core::cycles::Cycle;
use reconverge_core::layout::fold::{FoldedNode, Folding};
use reconverge_core::layout::{self, Layout, LayoutInput, LayoutOptions};
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
            FoldView::Cfg => a.cycles.cycles().filter(|&c| a.cycles.parent(c).is_none()).map(|c| c.0).collect(),
            FoldView::DomTree | FoldView::PostDomTree => {
                let t = tree_of(view, a);
                let parent = tree_parents(t);
                let depth = depths(&parent);
                let max = depth.iter().copied().max().unwrap_or(0);
                let mut cut = 1;
                while cut < max && depth.iter().filter(|&&d| d <= cut + 1).count() <= TREE_FIRST_NODES {
                    cut += 1;
                }
                // Nodes at depth `cut` with children are collapsed; then, in preorder, collapsed
                // nodes whose children still fit in the budget are opened (a deep narrow tree
                // shows more than its first levels).
                let children = child_counts(&parent);
                let mut visible = depth.iter().filter(|&&d| d <= cut).count();
                let mut open = vec![false; parent.len()];
                for k in 0..parent.len() {
                    let shown = depth[k] <= cut || parent[k].is_some_and(|p| open[p as usize]);
                    if shown && children[k] > 0 && (depth[k] < cut || visible + children[k] <= TREE_FIRST_NODES) {
                        if depth[k] >= cut {
                            visible += children[k];
                        }
                        open[k] = true;
                    }
                }
                (0..parent.len())
                    .filter(|&k| children[k] > 0 && !open[k] && (depth[k] <= cut || parent[k].is_some_and(|p| open[p as usize])))
                    .map(|k| k as u32)
                    .collect()
            }
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
                self.collapse.retain(|&c| c != n.id);
                let c = Cycle(n.id);
                if (c.index()) < a.cycles.num_cycles() {
                    self.collapse.extend(a.cycles.children(c).map(|c| c.0));
                }
            }
            (FoldView::Cfg, FoldKind::Chain) => self.keep_chains.push(n.id),
            (_, FoldKind::Subtree) => {
                self.collapse.retain(|&k| k != n.id);
                let parent = tree_parents(tree_of(self.view, a));
                let children = child_counts(&parent);
                for (k, p) in parent.iter().enumerate() {
                    if *p == Some(n.id) && children[k] > 0 {
                        self.collapse.push(k as u32);
                    }
                }
            }
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
    let mut parent = vec![None; t.nodes.len()];
    for e in &t.layout.edges {
        if let Some(p) = parent.get_mut(e.to as usize) {
            *p = Some(e.from);
        }
    }
    parent
}

/// Number of children of each tree node. `O(n)`.
fn child_counts(parent: &[Option<u32>]) -> Vec<usize> {
    let mut children = vec![0usize; parent.len()];
    for p in parent.iter().flatten() {
        children[*p as usize] += 1;
    }
    children
}

/// Depth of each node (roots 0); nodes are in preorder, so parents come first.
fn depths(parent: &[Option<u32>]) -> Vec<u32> {
    let mut d = vec![0u32; parent.len()];
    for k in 0..parent.len() {
        if let Some(p) = parent[k] {
            if (p as usize) < k {
                d[k] = d[p as usize] + 1;
            }
        }
    }
    d
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
            let parent = tree_parents(t);
            let n = parent.len();
            let mut collapsed = vec![false; n];
            for &k in &spec.collapse {
                if let Some(x) = collapsed.get_mut(k as usize) {
                    *x = true;
                }
            }
            // Visible: no strict ancestor collapsed (preorder: parents first).
            let mut shown_in = vec![u32::MAX; n]; // the visible node each node is drawn in
            let mut index = vec![u32::MAX; n];
            let mut kept: Vec<usize> = Vec::new();
            for k in 0..n {
                let up = parent[k].filter(|&p| (p as usize) < k).map(|p| p as usize);
                match up {
                    Some(p) if collapsed[shown_in[p] as usize] || shown_in[p] != p as u32 => shown_in[k] = shown_in[p],
                    _ => {
                        shown_in[k] = k as u32;
                        index[k] = kept.len() as u32;
                        kept.push(k);
                    }
                }
            }
            let mut count = vec![0u32; n];
            for k in 0..n {
                count[shown_in[k] as usize] += 1;
            }
            let name = |k: usize| t.nodes[k].map(|b| a.cfg.name_of(b).to_string());
            let nodes: Vec<FoldNode> = kept
                .iter()
                .map(|&k| {
                    let base = name(k).unwrap_or_else(|| "exit".to_string());
                    let folded = count[k] > 1;
                    FoldNode {
                        kind: if folded { FoldKind::Subtree } else { FoldKind::Block },
                        block: t.nodes[k],
                        id: k as u32,
                        blocks: count[k],
                        label: if folded { format!("{base} (+{})", count[k] - 1) } else { base },
                        parent: t.parents[k].clone(),
                    }
                })
                .collect();
            let hidden = (n - kept.len()) as u32;
            let parents: Vec<Option<u32>> = kept.iter().map(|&k| parent[k].map(|p| index[p as usize]).filter(|&p| p != u32::MAX)).collect();
            let sizes: Vec<(f32, f32)> = nodes.iter().map(|n| size(&n.label)).collect();
            let input = LayoutInput::for_tree(&parents, sizes);
            let edges = input.edges.clone();
            let layout = layout::layout(&input, &opts);
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
