use super::*;
use crate::cfg::from_edges;
use proptest::prelude::*;

const EPS: f32 = 0.01;

fn boxes(n: usize) -> Vec<(f32, f32)> {
    vec![(60.0, 30.0); n]
}

fn on_border(p: (f32, f32), b: &NodeBox) -> bool {
    let (x0, x1, y0, y1) = (b.x - b.w / 2.0, b.x + b.w / 2.0, b.y - b.h / 2.0, b.y + b.h / 2.0);
    let in_x = p.0 >= x0 - EPS && p.0 <= x1 + EPS;
    let in_y = p.1 >= y0 - EPS && p.1 <= y1 + EPS;
    ((p.0 - x0).abs() < EPS || (p.0 - x1).abs() < EPS) && in_y || ((p.1 - y0).abs() < EPS || (p.1 - y1).abs() < EPS) && in_x
}

/// The invariants every layout must satisfy; returns a description of the first violation.
fn check(input: &LayoutInput, opts: &LayoutOptions, l: &Layout) -> Result<(), String> {
    let n = input.sizes.len();
    if l.nodes.len() != n || l.edges.len() != input.edges.len() {
        return Err("wrong counts".into());
    }
    if !(l.width.is_finite() && l.height.is_finite()) {
        return Err("non-finite size".into());
    }
    let inside = |p: (f32, f32)| p.0.is_finite() && p.1.is_finite() && p.0 >= -EPS && p.1 >= -EPS && p.0 <= l.width + EPS && p.1 <= l.height + EPS;
    for (v, b) in l.nodes.iter().enumerate() {
        if !inside((b.x - b.w / 2.0, b.y - b.h / 2.0)) || !inside((b.x + b.w / 2.0, b.y + b.h / 2.0)) {
            return Err(format!("node {v} outside the drawing: {b:?}"));
        }
    }
    // Same layer: no overlap, node_sep apart.
    let mut by_layer: Vec<usize> = (0..n).collect();
    by_layer.sort_by(|&a, &b| (l.nodes[a].layer, l.nodes[a].x).partial_cmp(&(l.nodes[b].layer, l.nodes[b].x)).unwrap());
    for w in by_layer.windows(2) {
        let (a, b) = (&l.nodes[w[0]], &l.nodes[w[1]]);
        if a.layer == b.layer {
            if (a.y - b.y).abs() > EPS {
                return Err(format!("layer {} not level", a.layer));
            }
            if b.x - a.x < (a.w + b.w) / 2.0 + opts.node_sep - EPS {
                return Err(format!("nodes {} and {} too close: {a:?} {b:?}", w[0], w[1]));
            }
        } else if b.layer > a.layer && b.y - b.h / 2.0 < a.y + a.h / 2.0 - EPS {
            // Consecutive layers in sort order: bands must not overlap.
            return Err(format!("layers {} and {} overlap", a.layer, b.layer));
        }
    }
    for (e, p) in l.edges.iter().enumerate() {
        let (a, b) = input.edges[e];
        if (p.from, p.to) != (a, b) {
            return Err(format!("edge {e} endpoints"));
        }
        if (a as usize) >= n || (b as usize) >= n {
            if !p.points.is_empty() {
                return Err(format!("invalid edge {e} has points"));
            }
            continue;
        }
        if p.points.len() < 4 || (p.points.len() - 1) % 3 != 0 {
            return Err(format!("edge {e} has {} points", p.points.len()));
        }
        if !p.points.iter().all(|&q| inside(q)) {
            return Err(format!("edge {e} leaves the drawing"));
        }
        if !on_border(p.points[0], &l.nodes[a as usize]) {
            return Err(format!("edge {e} ({a}->{b}) starts off the border: {:?} {:?}", p.points[0], l.nodes[a as usize]));
        }
        if !on_border(*p.points.last().unwrap(), &l.nodes[b as usize]) {
            return Err(format!("edge {e} ({a}->{b}) ends off the border: {:?} {:?}", p.points.last(), l.nodes[b as usize]));
        }
        if p.self_loop != (a == b) {
            return Err(format!("edge {e} self_loop flag"));
        }
    }
    Ok(())
}

fn assert_ok(input: &LayoutInput) -> Layout {
    let opts = LayoutOptions::default();
    let l = layout(input, &opts);
    if let Err(msg) = check(input, &opts, &l) {
        panic!("{msg}");
    }
    l
}

#[test]
fn figure_keeps_successor_order_and_layers() {
    // 1->2,5 2->3,4 3->6 4->6 5->7 6->7 (0-based).
    let e = [(0, 1), (0, 4), (1, 2), (1, 3), (2, 5), (3, 5), (4, 6), (5, 6)];
    let l = assert_ok(&LayoutInput { sizes: boxes(7), edges: e.to_vec(), root: 0 });
    let layer: Vec<u32> = l.nodes.iter().map(|b| b.layer).collect();
    assert_eq!(layer, vec![0, 1, 2, 2, 1, 3, 4]);
    let x = |v: usize| l.nodes[v].x;
    assert!(x(1) < x(4), "first successor left");
    assert!(x(2) < x(3), "first successor left");
    assert!(x(2) < x(0) && x(0) < x(4), "the entry is above its successors");
    assert!(l.edges.iter().all(|p| !p.back_edge));
    // 2 is centred over 3 and 4, 6 under them; the long edge 5 -> 7 runs straight down first.
    assert!((x(1) - (x(2) + x(3)) / 2.0).abs() < 0.5);
    assert!((x(5) - (x(2) + x(3)) / 2.0).abs() < 0.5);
    let p = &l.edges[6].points;
    assert!((p[0].0 - p[3].0).abs() < 0.5, "{p:?}");
}

#[test]
fn loops_point_up_and_are_marked() {
    // entry -> h; h -> b, x; b -> b (self), b -> h (back), h -> x duplicate.
    let e = [(0, 1), (1, 2), (1, 3), (2, 2), (2, 1), (1, 3)];
    let l = assert_ok(&LayoutInput { sizes: boxes(4), edges: e.to_vec(), root: 0 });
    let flags: Vec<(bool, bool)> = l.edges.iter().map(|p| (p.back_edge, p.self_loop)).collect();
    assert_eq!(flags, vec![(false, false), (false, false), (false, false), (true, true), (true, false), (false, false)]);
    // The back edge goes up; the self loop is on the right side.
    let b = &l.edges[4];
    assert!(b.points[0].1 > b.points.last().unwrap().1);
    let s = &l.edges[3];
    assert!(s.points.iter().all(|p| p.0 >= l.nodes[2].x + 30.0 - EPS));
    // Duplicate edges are both visible: different paths.
    assert_ne!(l.edges[2].points, l.edges[5].points);
}

#[test]
fn irreducible_loop_depends_on_dfs_order() {
    // a->b,c b->c c->b,d
    let e = vec![(0, 1), (0, 2), (1, 2), (2, 1), (2, 3)];
    let l = assert_ok(&LayoutInput { sizes: boxes(4), edges: e.clone(), root: 0 });
    assert!(l.edges[3].back_edge && !l.edges[2].back_edge);
    let e2 = vec![(0, 2), (0, 1), (1, 2), (2, 1), (2, 3)];
    let l2 = assert_ok(&LayoutInput { sizes: boxes(4), edges: e2, root: 0 });
    assert!(l2.edges[2].back_edge && !l2.edges[3].back_edge);
}

#[test]
fn deterministic_and_reusable() {
    let e = random_cfg_edges(200, 3);
    let input = LayoutInput { sizes: boxes(200), edges: e, root: 0 };
    let a = layout(&input, &LayoutOptions::default());
    let mut engine = Layouter::default();
    let _ = engine.layout(&LayoutInput { sizes: boxes(50), edges: random_cfg_edges(50, 9), root: 0 }, &LayoutOptions::default());
    let b = engine.layout(&input, &LayoutOptions::default());
    assert_eq!(a, b);
}

#[test]
fn for_cfg_uses_blocks_and_entry() {
    let cfg = from_edges(3, &[(0, 1), (0, 2), (1, 2)]);
    let input = LayoutInput::for_cfg(&cfg, vec![(10.0, 10.0)]);
    assert_eq!(input.sizes, vec![(10.0, 10.0), (0.0, 0.0), (0.0, 0.0)]);
    assert_eq!(input.edges, vec![(0, 1), (0, 2), (1, 2)]);
    assert_eq!(input.root, 0);
    assert_ok(&input);
}

#[test]
fn trees_are_tidy() {
    // Complete-ish tree: parent centred over its children, children in index order.
    let parents: Vec<Option<u32>> = vec![None, Some(0), Some(0), Some(0), Some(1), Some(1), Some(3), Some(3), Some(3), Some(6)];
    let input = LayoutInput::for_tree(&parents, boxes(10));
    assert_eq!(input.root, 0);
    let l = assert_ok(&input);
    for p in 0..10u32 {
        let kids: Vec<&NodeBox> = (0..10).filter(|&c| parents[c] == Some(p)).map(|c| &l.nodes[c]).collect();
        if kids.is_empty() {
            continue;
        }
        let (lo, hi) = (kids.first().unwrap().x, kids.last().unwrap().x);
        assert!(kids.windows(2).all(|w| w[0].x < w[1].x), "children of {p} in order");
        let mid = (lo + hi) / 2.0;
        assert!((l.nodes[p as usize].x - mid).abs() <= 0.25 * (hi - lo) + 0.5, "parent {p} centred: {} vs {mid}", l.nodes[p as usize].x);
        assert!(kids.iter().all(|k| k.layer == l.nodes[p as usize].layer + 1));
    }
}

#[test]
fn degenerate_inputs_do_not_panic() {
    let opts = LayoutOptions::default();
    // Empty.
    let l = layout(&LayoutInput::default(), &opts);
    assert!(l.nodes.is_empty());
    let l = layout(&LayoutInput { sizes: vec![], edges: vec![(0, 1)], root: 5 }, &opts);
    assert_eq!(l.edges.len(), 1);
    assert!(l.edges[0].points.is_empty());
    // One node, self loops, out-of-range edges and root.
    assert_ok(&LayoutInput { sizes: vec![(10.0, 10.0)], edges: vec![(0, 0), (0, 0), (0, 3)], root: 9 });
    // Zero and non-finite sizes.
    assert_ok(&LayoutInput { sizes: vec![(0.0, 0.0), (f32::NAN, f32::INFINITY), (-5.0, 3.0)], edges: vec![(0, 1), (1, 2), (2, 0), (1, 1), (0, 2)], root: 0 });
    // Unreachable nodes and isolated nodes.
    assert_ok(&LayoutInput { sizes: boxes(6), edges: vec![(0, 1), (3, 4), (4, 3), (4, 1)], root: 0 });
    // Huge fan-out and fan-in.
    let mut e: Vec<(u32, u32)> = (1..2000).map(|i| (0, i)).collect();
    e.extend((1..2000).map(|i| (i, 2000)));
    e.push((2000, 0));
    assert_ok(&LayoutInput { sizes: boxes(2001), edges: e, root: 0 });
    // Weird options.
    let weird = LayoutOptions { node_sep: f32::NAN, rank_sep: -1.0, edge_sep: f32::INFINITY, self_loop_size: 0.0, margin: 0.0, max_sweeps: 0 };
    let input = LayoutInput { sizes: boxes(5), edges: vec![(0, 1), (1, 2), (2, 0), (2, 2), (0, 3), (3, 4)], root: 0 };
    let l = layout(&input, &weird);
    assert!(l.width.is_finite() && l.height.is_finite());
}

#[test]
fn large_graph_stays_bounded() {
    let n = if cfg!(debug_assertions) { 2000 } else { 6000 };
    let input = LayoutInput { sizes: boxes(n), edges: random_cfg_edges(n as u32, 5), root: 0 };
    assert_ok(&input);
}

fn arb_input() -> impl Strategy<Value = LayoutInput> {
    (1usize..40).prop_flat_map(|n| {
        let size = prop_oneof![Just((0.0f32, 0.0f32)), (0.0f32..120.0, 0.0f32..60.0)];
        (prop::collection::vec(size, n), prop::collection::vec((0..n as u32, 0..n as u32), 0..3 * n), 0..n as u32)
            .prop_map(|(sizes, edges, root)| LayoutInput { sizes, edges, root })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_graphs_satisfy_invariants(input in arb_input()) {
        let opts = LayoutOptions::default();
        let l = layout(&input, &opts);
        prop_assert!(check(&input, &opts, &l).is_ok(), "{}", check(&input, &opts, &l).unwrap_err());
        prop_assert_eq!(&l, &layout(&input, &opts));
    }

    #[test]
    fn random_cfgs_satisfy_invariants(n in 1u32..120, seed in 0u64..1000) {
        let input = LayoutInput { sizes: boxes(n as usize), edges: random_cfg_edges(n, seed), root: 0 };
        let opts = LayoutOptions::default();
        let l = layout(&input, &opts);
        prop_assert!(check(&input, &opts, &l).is_ok(), "{}", check(&input, &opts, &l).unwrap_err());
    }
}

#[test]
fn edge_points_round_trip_through_json() {
    let e = EdgePath { from: 0, to: 1, points: vec![(1.5, -2.25), (3.0, 4.0)], back_edge: false, self_loop: false };
    let j = serde_json::to_string(&e).unwrap();
    assert!(j.contains("[[1.5,-2.25],[3.0,4.0]]"), "{j}");
    let back: EdgePath = serde_json::from_str(&j).unwrap();
    assert_eq!(back, e);
}

/// Distance from `q` to the polyline through `ends`.
fn polyline_distance(ends: &[(f32, f32)], q: (f32, f32)) -> f32 {
    let mut best = f32::MAX;
    for w in ends.windows(2) {
        let (a, b) = (w[0], w[1]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let l2 = dx * dx + dy * dy;
        let t = if l2 < 1e-12 { 0.0 } else { (((q.0 - a.0) * dx + (q.1 - a.1) * dy) / l2).clamp(0.0, 1.0) };
        best = best.min(((q.0 - a.0 - t * dx).powi(2) + (q.1 - a.1 - t * dy).powi(2)).sqrt());
    }
    best
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Merging straight runs keeps the edge's ends, the `3k + 1` shape, and every original
    /// control point within `eps` of the merged piece that replaced it (or exactly, where the
    /// piece was kept).
    #[test]
    fn straight_runs_merge_within_eps(n in 2u32..160, seed in 0u64..1000) {
        let input = LayoutInput { sizes: boxes(n as usize), edges: random_cfg_edges(n, seed), root: 0 };
        let l = layout(&input, &LayoutOptions::default());
        let eps = 2.0;
        let mut s = l.clone();
        simplify_straight_runs(&mut s, eps);
        prop_assert_eq!(s.edges.len(), l.edges.len());
        for (a, b) in l.edges.iter().zip(&s.edges) {
            prop_assert!(b.points.len() <= a.points.len());
            prop_assert_eq!(a.points.first(), b.points.first());
            prop_assert_eq!(a.points.last(), b.points.last());
            if a.points.len() % 3 == 1 {
                prop_assert_eq!(b.points.len() % 3, 1);
                let ends: Vec<(f32, f32)> = b.points.iter().step_by(3).copied().collect();
                let all: Vec<(f32, f32)> = b.points.clone();
                for &q in &a.points {
                    // Within eps of the new piece ends' polyline, or one of the kept control points.
                    prop_assert!(polyline_distance(&ends, q) <= eps + 0.01 || all.contains(&q), "{q:?}");
                }
            }
        }
    }
}

/// The dominator tree's layout input as `web/src/analysis.rs` built it before
/// [`LayoutInput::for_domtree`] (the reference the constructor must reproduce exactly).
fn old_domtree_input(cfg: &Cfg, dt: &crate::DominatorTree, sizes: &[(f32, f32)]) -> (LayoutInput, Vec<crate::Block>) {
    let nodes: Vec<crate::Block> = dt.preorder().to_vec();
    let mut index = vec![u32::MAX; cfg.num_blocks()];
    for (k, b) in nodes.iter().enumerate() {
        index[b.index()] = k as u32;
    }
    let mut edges = Vec::new();
    for &b in &nodes {
        for c in dt.children(b) {
            edges.push((index[b.index()], index[c.index()]));
        }
    }
    (LayoutInput { sizes: nodes.iter().map(|b| sizes[b.index()]).collect(), edges, root: 0 }, nodes)
}

/// The post-dominator tree's layout input as `web/src/analysis.rs` built it before
/// [`LayoutInput::for_postdomtree`].
fn old_postdomtree_input(cfg: &Cfg, pdt: &crate::PostDominatorTree, sizes: &[(f32, f32)], exit_size: (f32, f32)) -> (LayoutInput, Vec<Option<crate::Block>>) {
    let mut nodes: Vec<Option<crate::Block>> = vec![None];
    let mut stack: Vec<crate::Block> = pdt.exit_children().rev().collect();
    while let Some(b) = stack.pop() {
        nodes.push(Some(b));
        let ch: Vec<crate::Block> = pdt.children(b).collect();
        stack.extend(ch.into_iter().rev());
    }
    let mut index = vec![u32::MAX; cfg.num_blocks()];
    for (k, b) in nodes.iter().enumerate() {
        if let Some(b) = b {
            index[b.index()] = k as u32;
        }
    }
    let mut edges = Vec::new();
    for b in pdt.exit_children() {
        edges.push((0, index[b.index()]));
    }
    for b in nodes.iter().flatten() {
        for c in pdt.children(*b) {
            edges.push((index[b.index()], index[c.index()]));
        }
    }
    let sizes = nodes.iter().map(|b| b.map_or(exit_size, |b| sizes[b.index()])).collect();
    (LayoutInput { sizes, edges, root: 0 }, nodes)
}

/// Checks both tree constructors against the old construction on `cfg`, geometry included.
fn trees_match_old_construction(cfg: &Cfg) {
    let sizes: Vec<(f32, f32)> = cfg.blocks().map(|b| (20.0 + 7.0 * cfg.name_of(b).len() as f32, 26.0)).collect();
    let dt = crate::DominatorTree::compute(cfg);
    let pdt = crate::PostDominatorTree::compute(cfg);
    let opts = LayoutOptions::default();
    let (got, nodes) = LayoutInput::for_domtree(cfg, &dt, &sizes);
    let (want, want_nodes) = old_domtree_input(cfg, &dt, &sizes);
    assert_eq!(nodes, want_nodes);
    assert_eq!(got, want);
    assert_eq!(layout(&got, &opts), layout(&want, &opts));
    let exit = (47.2, 26.0);
    let (got, nodes) = LayoutInput::for_postdomtree(cfg, &pdt, &sizes, exit);
    let (want, want_nodes) = old_postdomtree_input(cfg, &pdt, &sizes, exit);
    assert_eq!(nodes, want_nodes);
    assert_eq!(got, want);
    assert_eq!(layout(&got, &opts), layout(&want, &opts));
}

#[test]
fn tree_inputs_match_the_old_construction() {
    for text in [
        "entry",
        "entry -> a, b\na -> c\nb -> c\nc",
        // Unreachable blocks, a loop, two exits, an infinite loop.
        "entry -> a, x\na -> b\nb -> a, c\nc\nx\nu -> v\nv -> u",
        "e -> a, d\na -> b, c\nb -> f\nc -> f\nd -> f\nf -> e, g\ng -> h\nh -> h",
    ] {
        trees_match_old_construction(&crate::input::compact::parse(text).unwrap());
    }
    for seed in 0..40 {
        let n = 1 + (seed as usize * 7) % 90;
        let edges = random_cfg_edges(n as u32, seed);
        trees_match_old_construction(&from_edges(n, &edges));
        let g = crate::generate::random_cfg(&mut crate::generate::Rng::new(seed), &crate::generate::GenOptions::new(n, crate::generate::Shape::Random));
        trees_match_old_construction(&g);
    }
}

#[test]
fn tree_inputs_tolerate_short_sizes() {
    let cfg = crate::input::compact::parse("entry -> a, b\na\nb").unwrap();
    let dt = crate::DominatorTree::compute(&cfg);
    let (input, nodes) = LayoutInput::for_domtree(&cfg, &dt, &[(10.0, 10.0)]);
    assert_eq!(nodes.len(), 3);
    assert_eq!(input.sizes, [(10.0, 10.0), (0.0, 0.0), (0.0, 0.0)]);
    let pdt = crate::PostDominatorTree::compute(&cfg);
    let (input, nodes) = LayoutInput::for_postdomtree(&cfg, &pdt, &[], (5.0, 5.0));
    assert_eq!(nodes[0], None);
    assert_eq!(input.sizes[0], (5.0, 5.0));
    assert_eq!(input.root, 0);
}
