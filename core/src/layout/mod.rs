//! TEMPORARY stub (replaced by the layered layout engine): places nodes on BFS layers.
use crate::cfg::Cfg;

#[derive(Clone, Debug, PartialEq)]
pub struct LayoutInput { pub sizes: Vec<(f32, f32)>, pub edges: Vec<(u32, u32)>, pub root: u32 }
impl LayoutInput {
    pub fn for_cfg(cfg: &Cfg, sizes: Vec<(f32, f32)>) -> LayoutInput {
        LayoutInput { sizes, edges: cfg.edges().map(|(a, b)| (a.0, b.0)).collect(), root: 0 }
    }
}
#[derive(Clone, Debug, PartialEq)]
pub struct LayoutOptions { pub node_sep: f32, pub rank_sep: f32 }
impl Default for LayoutOptions { fn default() -> Self { LayoutOptions { node_sep: 20.0, rank_sep: 40.0 } } }
#[derive(Clone, Debug, PartialEq)]
pub struct NodeBox { pub x: f32, pub y: f32, pub w: f32, pub h: f32 }
#[derive(Clone, Debug, PartialEq)]
pub struct EdgePath { pub from: u32, pub to: u32, pub points: Vec<(f32, f32)>, pub back_edge: bool, pub self_loop: bool }
#[derive(Clone, Debug, PartialEq)]
pub struct Layout { pub nodes: Vec<NodeBox>, pub edges: Vec<EdgePath>, pub width: f32, pub height: f32 }

pub fn layout(input: &LayoutInput, opts: &LayoutOptions) -> Layout {
    let n = input.sizes.len();
    let mut layer = vec![usize::MAX; n];
    let mut q = std::collections::VecDeque::new();
    if n > 0 { layer[input.root as usize] = 0; q.push_back(input.root as usize); }
    while let Some(v) = q.pop_front() {
        for &(a, b) in &input.edges { if a as usize == v && layer[b as usize] == usize::MAX { layer[b as usize] = layer[v] + 1; q.push_back(b as usize); } }
    }
    let maxl = layer.iter().filter(|&&l| l != usize::MAX).max().copied().unwrap_or(0);
    for l in layer.iter_mut() { if *l == usize::MAX { *l = maxl + 1; } }
    let mut xs = vec![0f32; maxl + 2];
    let mut nodes = Vec::new();
    for v in 0..n {
        let (w, h) = input.sizes[v];
        let x = xs[layer[v]] + w / 2.0; xs[layer[v]] += w + opts.node_sep;
        nodes.push(NodeBox { x, y: layer[v] as f32 * (h + opts.rank_sep) + h / 2.0, w, h });
    }
    let edges = input.edges.iter().map(|&(a, b)| { let (p, q) = (&nodes[a as usize], &nodes[b as usize]);
        EdgePath { from: a, to: b, points: vec![(p.x, p.y + p.h / 2.0), (q.x, q.y - q.h / 2.0)], back_edge: layer[b as usize] <= layer[a as usize], self_loop: a == b } }).collect();
    let width = nodes.iter().map(|b| b.x + b.w / 2.0).fold(0.0, f32::max);
    let height = nodes.iter().map(|b| b.y + b.h / 2.0).fold(0.0, f32::max);
    Layout { nodes, edges, width, height }
}
