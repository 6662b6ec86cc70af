//! `layout::fold::Folding` (collapsed cycles and chains for large drawings) against a direct
//! reference on random CFGs.

use proptest::prelude::*;
use reconverge_core::cfg::{Block, Cfg};
use reconverge_core::cycles::{Cycle, CycleInfo};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::layout::fold::{FoldedNode, Folding, MIN_CHAIN};
use reconverge_core::layout::LayoutOptions;
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
