//! Property tests: Semi-NCA dominators and LLVM-rooted post-dominators against the set-based
//! references of `reconverge_core::reference`, on random graphs (edge lists that shrink, and
//! the seeded generators with exits, infinite loops and unreachable blocks).

use proptest::prelude::*;
use reconverge_core::cfg::{from_edges, Block, Cfg};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::reference;
use reconverge_core::{DominatorTree, PostDominatorTree};

fn check(cfg: &Cfg) -> Result<(), TestCaseError> {
    let dt = DominatorTree::compute(cfg);
    let want = reference::idoms(cfg);
    for b in cfg.blocks() {
        prop_assert_eq!(dt.idom(b), want[b.index()], "idom of {} in {:?}", b, cfg.edges().collect::<Vec<_>>());
    }
    // dominates() from DFS numbers agrees with walking idoms.
    for a in cfg.blocks() {
        for b in cfg.blocks() {
            if !dt.is_reachable(a) || !dt.is_reachable(b) {
                continue;
            }
            let mut x = Some(b);
            let mut walk = false;
            while let Some(y) = x {
                if y == a {
                    walk = true;
                    break;
                }
                x = dt.idom(y);
            }
            prop_assert_eq!(dt.dominates(a, b), walk);
        }
    }

    let pdt = PostDominatorTree::compute(cfg);
    let roots = pdt.roots();
    // Root properties: every exit is a root; every block reaches a root; no non-trivial root
    // reaches another root; no duplicates.
    for b in cfg.blocks() {
        if cfg.is_exit(b) {
            prop_assert!(roots.contains(&b), "exit {} is not a root", b);
        }
        let reach = reference::reachable_from(cfg, b);
        prop_assert!(roots.iter().any(|r| reach[r.index()]), "{} reaches no root", b);
    }
    for &r in roots {
        prop_assert_eq!(roots.iter().filter(|&&x| x == r).count(), 1);
        if !cfg.is_exit(r) {
            let reach = reference::reachable_from(cfg, r);
            prop_assert!(roots.iter().all(|&o| o == r || !reach[o.index()]), "root {} reaches another root", r);
        }
    }
    let want = reference::ipdoms(cfg, roots);
    for b in cfg.blocks() {
        prop_assert_eq!(pdt.ipdom(b), want[b.index()], "ipdom of {}", b);
    }
    for a in cfg.blocks() {
        for b in cfg.blocks() {
            let mut x = Some(b);
            let mut walk = false;
            while let Some(y) = x {
                if y == a {
                    walk = true;
                    break;
                }
                x = pdt.ipdom(y);
            }
            prop_assert_eq!(pdt.post_dominates(a, b), walk);
        }
    }
    Ok(())
}

fn edge_graph() -> impl Strategy<Value = Cfg> {
    (1usize..24).prop_flat_map(|n| prop::collection::vec((0..n as u32, 0..n as u32), 0..3 * n).prop_map(move |e| from_edges(n, &e)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn edge_lists_match_reference(cfg in edge_graph()) {
        check(&cfg)?;
    }

    #[test]
    fn generated_graphs_match_reference(seed in any::<u64>(), n in 1usize..60, random in any::<bool>(), unreachable in 0usize..4, shuffle in any::<bool>()) {
        let mut o = GenOptions::new(n, if random { Shape::Random } else { Shape::Reducible });
        o.unreachable = unreachable;
        o.shuffle_layout = shuffle;
        o.exit = 0.1;
        check(&random_cfg(&mut Rng::new(seed), &o))?;
    }
}

#[test]
fn all_edges_into_an_infinite_loop() {
    // Nothing exits: every block is in or leads into cycles.
    let cfg = from_edges(5, &[(0, 1), (1, 2), (2, 1), (0, 3), (3, 4), (4, 3), (4, 2)]);
    check(&cfg).unwrap();
    let pdt = PostDominatorTree::compute(&cfg);
    assert_eq!(pdt.roots().len(), 1);
    assert!(pdt.roots()[0] == Block(1) || pdt.roots()[0] == Block(2));
}
