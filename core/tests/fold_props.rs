//! `layout::fold::Folding` (collapsed cycles and chains for large drawings) against a direct
//! reference on random CFGs; `layout::fold::TreeFolding`, `initial_tree_collapse` and
//! `expand_subtree` (collapsed subtrees of the tree drawings) against the construction the
//! web crate used before they moved to the core, and against their definitions.

use proptest::prelude::*;
use reconverge_core::cfg::{Block, Cfg};
use reconverge_core::cycles::{Cycle, CycleInfo};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::layout::fold::{
    self, expand_subtree, initial_tree_collapse, FoldedNode, Folding, TreeFolding, MIN_CHAIN,
};
use reconverge_core::layout::{LayoutInput, LayoutOptions};
use reconverge_core::{DominatorTree, PostDominatorTree};
use std::collections::BTreeSet;

/// The blocks node `k` stands for, by definition (scan of `node_of`).
fn members(f: &Folding, k: usize) -> Vec<Block> {
    (0..f.node_of.len())
        .filter(|&b| f.node_of[b] as usize == k)
        .map(|b| Block(b as u32))
        .collect()
}

fn check(cfg: &Cfg, ci: &CycleInfo, collapse: &[Cycle], chains: bool) -> Folding {
    let f = Folding::compute(cfg, ci, collapse, chains);
    assert_eq!(f.node_of.len(), cfg.num_blocks());
    let mut total = 0;
    for (k, node) in f.nodes.iter().enumerate() {
        let m = members(&f, k);
        assert!(!m.is_empty());
        match *node {
            FoldedNode::Block(b) => assert_eq!(m, [b]),
            FoldedNode::Cycle {
                cycle,
                header,
                blocks,
            } => {
                assert!(collapse.contains(&cycle));
                assert_eq!(header, ci.header(cycle));
                let want: BTreeSet<Block> = ci.blocks(cycle).collect();
                assert_eq!(m.iter().copied().collect::<BTreeSet<_>>(), want);
                assert_eq!(blocks as usize, m.len());
                // Outermost: no collapsed ancestor.
                let mut p = ci.parent(cycle);
                while let Some(c) = p {
                    assert!(!collapse.contains(&c));
                    p = ci.parent(c);
                }
            }
            FoldedNode::Chain {
                first,
                last,
                blocks,
            } => {
                assert!(chains && m.len() >= MIN_CHAIN && blocks as usize == m.len());
                // A path first → … → last of single-successor / single-predecessor blocks.
                let mut x = first;
                let mut seen = vec![x];
                while x != last {
                    assert_eq!(cfg.succs(x).len(), 1);
                    x = cfg.succs(x)[0];
                    assert_eq!(cfg.preds(x).len(), 1);
                    assert_ne!(x, cfg.entry());
                    seen.push(x);
                }
                seen.sort();
                assert_eq!(seen, m);
            }
        }
        total += m.len();
    }
    assert_eq!(total, cfg.num_blocks());
    // Edges: the distinct node pairs of CFG edges, plus unfolded self loops.
    let mut want: Vec<(u32, u32)> = Vec::new();
    for (k, (u, v)) in cfg.edges().enumerate() {
        let (a, b) = (f.node_of[u.index()], f.node_of[v.index()]);
        let kept = a != b || (u == v && matches!(f.nodes[a as usize], FoldedNode::Block(_)));
        if kept {
            assert_eq!(f.edges[f.edge_of[k] as usize], (a, b));
            if !want.contains(&(a, b)) {
                want.push((a, b));
            }
        } else {
            assert_eq!(f.edge_of[k], u32::MAX);
        }
    }
    assert_eq!(f.edges, want);
    assert_eq!(f.root, f.node_of[cfg.entry().index()]);
    f
}

/// Whether the drawn graph has a cycle other than self loops.
fn has_cycle(f: &Folding) -> bool {
    let n = f.nodes.len();
    let mut indeg = vec![0; n];
    for &(a, b) in &f.edges {
        if a != b {
            indeg[b as usize] += 1;
        }
    }
    let mut stack: Vec<usize> = (0..n).filter(|&v| indeg[v] == 0).collect();
    let mut done = 0;
    while let Some(v) = stack.pop() {
        done += 1;
        for &(a, b) in &f.edges {
            if a as usize == v && a != b {
                indeg[b as usize] -= 1;
                if indeg[b as usize] == 0 {
                    stack.push(b as usize);
                }
            }
        }
    }
    done < n
}

#[test]
fn nothing_folded_is_the_cfg() {
    let cfg = random_cfg(&mut Rng::new(3), &GenOptions::new(50, Shape::Random));
    let ci = CycleInfo::compute(&cfg);
    let f = check(&cfg, &ci, &[], false);
    assert_eq!(f.nodes.len(), cfg.num_blocks());
    assert!(f
        .nodes
        .iter()
        .enumerate()
        .all(|(k, n)| *n == FoldedNode::Block(Block(k as u32))));
}

#[test]
fn chains_and_cycles_fold_with_labels() {
    let cfg = reconverge_core::input::compact::parse(
        "e -> a\na -> b\nb -> c\nc -> h\nh -> i\ni -> j\nj -> h, x\nx -> y\ny",
    )
    .unwrap();
    let ci = CycleInfo::compute(&cfg);
    let f = check(&cfg, &ci, &[Cycle(0)], true);
    let labels: Vec<String> = (0..f.nodes.len()).map(|k| f.label(&cfg, k)).collect();
    assert_eq!(labels, ["e … c (4 blocks)", "h (3 blocks)", "x", "y"]);
    assert_eq!(f.edges, [(0, 1), (1, 2), (2, 3)]);
    let l = f.layout(vec![(80.0, 24.0); f.nodes.len()], &LayoutOptions::default());
    assert_eq!((l.nodes.len(), l.edges.len()), (4, 3));
    // A ring of single-successor, single-predecessor blocks (unreachable here) has no first
    // block: left alone.
    let ring = reconverge_core::input::compact::parse("e\na -> b\nb -> c\nc -> a").unwrap();
    let f = check(&ring, &CycleInfo::compute(&ring), &[], true);
    assert_eq!(f.nodes.len(), 4);
}

#[test]
fn a_3000_block_cfg_folds_to_a_small_drawing() {
    let cfg = random_cfg(&mut Rng::new(2026), &GenOptions::new(3000, Shape::Random));
    let ci = CycleInfo::compute(&cfg);
    let top: Vec<Cycle> = ci.top_level().collect();
    let f = check(&cfg, &ci, &top, true);
    assert!(!has_cycle(&f));
    assert!(f.nodes.len() < cfg.num_blocks() / 2, "{}", f.nodes.len());
    let l = f.layout(vec![(60.0, 24.0); f.nodes.len()], &LayoutOptions::default());
    assert_eq!(l.nodes.len(), f.nodes.len());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn folding_matches_the_reference(seed in any::<u64>(), blocks in 1usize..80, pick in any::<u64>(), chains in any::<bool>()) {
        let cfg = random_cfg(&mut Rng::new(seed), &GenOptions::new(blocks, Shape::Random));
        let ci = CycleInfo::compute(&cfg);
        let collapse: Vec<Cycle> = ci.cycles().filter(|c| (pick >> (c.0 % 64)) & 1 == 1).collect();
        check(&cfg, &ci, &collapse, chains);
        let top: Vec<Cycle> = ci.top_level().collect();
        let f = check(&cfg, &ci, &top, chains);
        prop_assert!(!has_cycle(&f));
    }
}

/// `web/src/folding.rs`'s first fold of a tree before it moved to the core (verbatim).
fn old_initial_tree_collapse(parent: &[Option<u32>], budget: usize) -> Vec<u32> {
    let mut children = vec![0usize; parent.len()];
    for p in parent.iter().flatten() {
        children[*p as usize] += 1;
    }
    let mut depth = vec![0u32; parent.len()];
    for k in 0..parent.len() {
        if let Some(p) = parent[k] {
            if (p as usize) < k {
                depth[k] = depth[p as usize] + 1;
            }
        }
    }
    let max = depth.iter().copied().max().unwrap_or(0);
    let mut cut = 1;
    while cut < max && depth.iter().filter(|&&d| d <= cut + 1).count() <= budget {
        cut += 1;
    }
    let mut visible = depth.iter().filter(|&&d| d <= cut).count();
    let mut open = vec![false; parent.len()];
    for k in 0..parent.len() {
        let shown = depth[k] <= cut || parent[k].is_some_and(|p| open[p as usize]);
        if shown && children[k] > 0 && (depth[k] < cut || visible + children[k] <= budget) {
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

/// `web/src/folding.rs`'s tree fold before it moved to the core (verbatim): the kept nodes,
/// per tree node the count of nodes drawn in it, the hidden count and the layout input.
fn old_tree_fold(parent: &[Option<u32>], collapse: &[u32], sizes: Vec<(f32, f32)>) -> (Vec<usize>, Vec<u32>, u32, LayoutInput) {
    let n = parent.len();
    let mut collapsed = vec![false; n];
    for &k in collapse {
        if let Some(x) = collapsed.get_mut(k as usize) {
            *x = true;
        }
    }
    let mut shown_in = vec![u32::MAX; n];
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
    let hidden = (n - kept.len()) as u32;
    let parents: Vec<Option<u32>> = kept.iter().map(|&k| parent[k].map(|p| index[p as usize]).filter(|&p| p != u32::MAX)).collect();
    (kept, count, hidden, LayoutInput::for_tree(&parents, sizes))
}

/// `web/src/folding.rs`'s one-level expansion of a subtree before it moved (verbatim).
fn old_expand_subtree(parent: &[Option<u32>], collapse: &mut Vec<u32>, node: u32) {
    collapse.retain(|&k| k != node);
    let mut children = vec![0usize; parent.len()];
    for p in parent.iter().flatten() {
        children[*p as usize] += 1;
    }
    for (k, p) in parent.iter().enumerate() {
        if *p == Some(node) && children[k] > 0 {
            collapse.push(k as u32);
        }
    }
}

/// The parent pointers of the two tree drawings of `cfg`, as the web derives them from the
/// drawn edges (nodes in preorder).
fn drawn_trees(cfg: &Cfg) -> [Vec<Option<u32>>; 2] {
    let dt = DominatorTree::compute(cfg);
    let pdt = PostDominatorTree::compute(cfg);
    let sizes = vec![(40.0, 26.0); cfg.num_blocks()];
    let (dom, _) = LayoutInput::for_domtree(cfg, &dt, &sizes);
    let (post, _) = LayoutInput::for_postdomtree(cfg, &pdt, &sizes, (40.0, 26.0));
    [dom, post].map(|i| fold::tree_parents(i.sizes.len(), i.edges.iter().copied()))
}

/// Checks the tree fold of `parent` by `collapse` against the old construction and against
/// its definition; returns it.
fn check_tree(parent: &[Option<u32>], collapse: &[u32]) -> TreeFolding {
    let n = parent.len();
    let f = TreeFolding::compute(parent, collapse);
    let sizes: Vec<(f32, f32)> = (0..f.kept.len()).map(|k| (30.0 + k as f32, 26.0)).collect();
    let (kept, count, hidden, input) = old_tree_fold(parent, collapse, sizes.clone());
    assert_eq!(f.kept.iter().map(|&k| k as usize).collect::<Vec<_>>(), kept);
    assert_eq!(f.counts, kept.iter().map(|&k| count[k]).collect::<Vec<_>>());
    assert_eq!(f.hidden(), hidden);
    assert_eq!(f.layout_input(sizes), input);
    // Definition: visible iff no strict ancestor is collapsed; a hidden node is drawn in its
    // nearest visible ancestor; counts sum to n.
    for k in 0..n {
        let mut up = parent[k];
        let mut hidden_by = None;
        while let Some(p) = up {
            if collapse.contains(&p) && f.shown_in[p as usize] == p {
                hidden_by = Some(p);
            }
            up = parent[p as usize];
        }
        assert_eq!(f.shown_in[k] == k as u32, hidden_by.is_none(), "node {k}");
        if let Some(p) = hidden_by {
            assert_eq!(f.shown_in[k], p);
        }
    }
    assert_eq!(f.counts.iter().sum::<u32>() as usize, n);
    for (i, &k) in f.kept.iter().enumerate() {
        assert_eq!(f.is_folded(i), f.counts[i] > 1);
        let want = parent[k as usize].map(|p| f.kept.iter().position(|&q| q == p).unwrap() as u32);
        assert_eq!(f.parents[i], want);
    }
    f
}

#[test]
fn cycles_fold_first_at_the_top_and_open_one_level() {
    let cfg = reconverge_core::input::compact::parse("e -> h\nh -> a, x\na -> i\ni -> j\nj -> i, h\nx -> y\ny -> y, z\nz").unwrap();
    let ci = CycleInfo::compute(&cfg);
    let top = fold::initial_cycles(&ci);
    assert_eq!(top, ci.cycles().filter(|&c| ci.parent(c).is_none()).collect::<Vec<_>>());
    assert_eq!(top.len(), 2);
    let outer = top[0];
    let mut collapse = top.clone();
    fold::expand_cycle(&ci, &mut collapse, outer);
    let mut want: Vec<Cycle> = top[1..].to_vec();
    want.extend(ci.children(outer));
    assert_eq!(collapse, want);
    // Out of range: only removed.
    let mut c = vec![Cycle(99)];
    fold::expand_cycle(&ci, &mut c, Cycle(99));
    assert!(c.is_empty());
}

#[test]
fn a_long_ladder_folds_to_the_budget() {
    let mut text = String::from("entry -> n0\n");
    for i in 0..300 {
        text.push_str(&format!("n{i} -> n{}, m{i}\nm{i} -> n{}\n", i + 1, i + 1));
    }
    text.push_str("n300\n");
    let cfg = reconverge_core::input::compact::parse(&text).unwrap();
    for parent in drawn_trees(&cfg) {
        let collapse = initial_tree_collapse(&parent, 150);
        assert_eq!(collapse, old_initial_tree_collapse(&parent, 150));
        assert!(!collapse.is_empty());
        let f = check_tree(&parent, &collapse);
        assert!(f.kept.len() <= 154, "{}", f.kept.len());
        let k = (0..f.kept.len()).find(|&i| f.is_folded(i)).unwrap();
        let mut c = collapse.clone();
        expand_subtree(&parent, &mut c, f.kept[k]);
        assert!(check_tree(&parent, &c).kept.len() > f.kept.len());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn tree_folding_matches_the_old_construction(seed in any::<u64>(), blocks in 1usize..120, pick in any::<u64>(), budget in 1usize..40) {
        let cfg = random_cfg(&mut Rng::new(seed), &GenOptions::new(blocks, Shape::Random));
        for parent in drawn_trees(&cfg) {
            let n = parent.len();
            let initial = initial_tree_collapse(&parent, budget);
            prop_assert_eq!(&initial, &old_initial_tree_collapse(&parent, budget));
            let children = fold::child_counts(&parent);
            prop_assert!(initial.iter().all(|&k| children[k as usize] > 0));
            let f = check_tree(&parent, &initial);
            prop_assert!(initial.iter().all(|&k| f.shown_in[k as usize] == k));
            // Arbitrary collapse sets, and expanding each folded node one level.
            let collapse: Vec<u32> = (0..n as u32).filter(|k| (pick >> (k % 64)) & 1 == 1).chain([n as u32 + 3]).collect();
            let f = check_tree(&parent, &collapse);
            for (i, &k) in f.kept.iter().enumerate().filter(|&(i, _)| f.is_folded(i)) {
                let (mut got, mut want) = (collapse.clone(), collapse.clone());
                expand_subtree(&parent, &mut got, k);
                old_expand_subtree(&parent, &mut want, k);
                prop_assert_eq!(&got, &want);
                let g = check_tree(&parent, &got);
                prop_assert!(g.kept.len() > f.kept.len(), "expanding folded node {} showed nothing", i);
            }
        }
    }
}
