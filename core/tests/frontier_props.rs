//! Property tests: dominance frontiers (DJ-graph), iterated frontiers (piggy bank),
//! post-dominance frontiers and labelled control dependence against slow definition-based
//! references built on the set-based dominators of `reconverge_core::reference`, on random
//! graphs (shrinking edge lists with self loops, duplicate edges, edges into the entry and
//! unreachable blocks; the seeded generators with exits, infinite loops and switches).

use proptest::prelude::*;
use reconverge_core::cfg::{from_edges, Block, Cfg};
use reconverge_core::control_dependence::{ControlDependence, ControlEdge};
use reconverge_core::frontiers::{iterated_dominance_frontier, iterated_post_dominance_frontier, DominanceFrontier, IdfCalculator, PostDominanceFrontier};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::reference;
use reconverge_core::{DominatorTree, PostDominatorTree};

/// `dom[a][b]`: `a` dominates `b` (both reachable), from the reference idoms by walking up.
fn dominance_matrix(n: usize, idom: &[Option<Block>], reachable: &[bool]) -> Vec<Vec<bool>> {
    let mut m = vec![vec![false; n]; n];
    for b in 0..n {
        if !reachable[b] {
            continue;
        }
        let mut x = Some(Block::new(b));
        while let Some(y) = x {
            m[y.index()][b] = true;
            x = idom[y.index()];
        }
    }
    m
}

/// Reference DF by the definition: `y ∈ DF(x)` iff `x` dominates a (reachable) predecessor
/// of `y` and does not strictly dominate `y`; reachable blocks only.
fn reference_df(cfg: &Cfg) -> Vec<Vec<Block>> {
    let n = cfg.num_blocks();
    let reach = reference::reachable_from(cfg, cfg.entry());
    let dom = dominance_matrix(n, &reference::idoms(cfg), &reach);
    (0..n)
        .map(|x| {
            if !reach[x] {
                return Vec::new();
            }
            cfg.blocks()
                .filter(|y| reach[y.index()])
                .filter(|&y| cfg.preds(y).iter().any(|p| reach[p.index()] && dom[x][p.index()]))
                .filter(|&y| !(dom[x][y.index()] && x != y.index()))
                .collect()
        })
        .collect()
}

/// Reference post-dominance matrix with LLVM's roots: `pdom[a][b]`.
fn post_dominance_matrix(cfg: &Cfg, roots: &[Block]) -> Vec<Vec<bool>> {
    let n = cfg.num_blocks();
    let ipdom = reference::ipdoms(cfg, roots);
    dominance_matrix(n, &ipdom, &vec![true; n])
}

/// Reference PDF: `y ∈ PDF(x)` iff `x` post-dominates a successor of `y` and does not
/// strictly post-dominate `y` (the virtual exit's edges never qualify: no block
/// post-dominates the exit).
fn reference_pdf(cfg: &Cfg, pdom: &[Vec<bool>]) -> Vec<Vec<Block>> {
    let n = cfg.num_blocks();
    (0..n)
        .map(|x| {
            cfg.blocks()
                .filter(|&y| cfg.succs(y).iter().any(|s| pdom[x][s.index()]))
                .filter(|&y| !(pdom[x][y.index()] && x != y.index()))
                .collect()
        })
        .collect()
}

/// Reference IDF: iterate `DF(S ∪ current)` to the limit with the reference frontiers.
fn reference_idf(df: &[Vec<Block>], defs: &[Block], in_tree: &dyn Fn(Block) -> bool) -> Vec<Block> {
    let n = df.len();
    let mut set = vec![false; n];
    loop {
        let mut next = vec![false; n];
        for x in defs.iter().copied().filter(|&d| d.index() < n && in_tree(d)).chain((0..n).filter(|&i| set[i]).map(Block::new)) {
            for y in &df[x.index()] {
                next[y.index()] = true;
            }
        }
        if next == set {
            return (0..n).filter(|&i| set[i]).map(Block::new).collect();
        }
        set = next;
    }
}

fn check(cfg: &Cfg, rng: &mut Rng) -> Result<(), TestCaseError> {
    let edges = || format!("{:?}", cfg.edges().map(|(a, b)| (a.0, b.0)).collect::<Vec<_>>());
    let n = cfg.num_blocks();
    // Dominance frontier.
    let dt = DominatorTree::compute(cfg);
    let df = DominanceFrontier::compute(cfg, &dt);
    let want_df = reference_df(cfg);
    for x in cfg.blocks() {
        prop_assert_eq!(df.of(x), &want_df[x.index()][..], "DF({}) of {}", x, edges());
    }
    prop_assert_eq!(df.total_len(), want_df.iter().map(Vec::len).sum::<usize>());
    // LLVM's order is a permutation of each row.
    let llvm = df.llvm_order(cfg, &dt);
    for x in cfg.blocks() {
        let mut row = llvm.of(x).to_vec();
        row.sort();
        prop_assert_eq!(&row[..], df.of(x));
    }

    // Iterated dominance frontier: a few random definition sets, one calculator reused.
    let reach = reference::reachable_from(cfg, cfg.entry());
    let mut calc = IdfCalculator::new(cfg, &dt);
    for round in 0..6 {
        let k = 1 + rng.below(3.min(n));
        let defs: Vec<Block> = (0..k).map(|_| Block::new(rng.below(n))).collect();
        let want = reference_idf(&want_df, &defs, &|b| reach[b.index()]);
        prop_assert_eq!(calc.calculate(&defs), want.clone(), "IDF({:?}) round {} of {}", defs, round, edges());
        prop_assert_eq!(iterated_dominance_frontier(cfg, &dt, &defs), want.clone());
        // Pruned by a random live-in set: the reference is the IDF computed with a frontier
        // restricted to live-in blocks (pruned blocks neither get a phi nor propagate).
        let live: Vec<Block> = cfg.blocks().filter(|_| rng.chance(0.6)).collect();
        let mut is_live = vec![false; n];
        live.iter().for_each(|b| is_live[b.index()] = true);
        let pruned_df: Vec<Vec<Block>> = want_df.iter().map(|r| r.iter().copied().filter(|y| is_live[y.index()]).collect()).collect();
        let want_pruned = reference_idf(&pruned_df, &defs, &|b| reach[b.index()]);
        prop_assert_eq!(calc.calculate_pruned(&defs, &live), want_pruned, "pruned IDF({:?}) live {:?} of {}", defs, live, edges());
    }
    let all: Vec<Block> = cfg.blocks().collect();
    prop_assert_eq!(calc.calculate(&all), reference_idf(&want_df, &all, &|b| reach[b.index()]));

    // Post-dominance frontier on LLVM's post-dominator tree.
    let pdt = PostDominatorTree::compute(cfg);
    let pdom = post_dominance_matrix(cfg, pdt.roots());
    let pdf = PostDominanceFrontier::compute(cfg, &pdt);
    let want_pdf = reference_pdf(cfg, &pdom);
    for x in cfg.blocks() {
        prop_assert_eq!(pdf.of(x), &want_pdf[x.index()][..], "PDF({}) of {} roots {:?}", x, edges(), pdt.roots());
    }
    let defs: Vec<Block> = (0..1 + rng.below(3.min(n))).map(|_| Block::new(rng.below(n))).collect();
    prop_assert_eq!(iterated_post_dominance_frontier(cfg, &pdt, &defs), reference_idf(&want_pdf, &defs, &|_| true));

    // Control dependence by the definition, per edge: y depends on x → s iff y pdom s and y
    // does not strictly pdom x.
    let cd = ControlDependence::compute(cfg, &pdt);
    let mut want_by_block: Vec<Vec<ControlEdge>> = vec![Vec::new(); n];
    let mut total = 0;
    for x in cfg.blocks() {
        for (i, &s) in cfg.succs(x).iter().enumerate() {
            let want: Vec<Block> = cfg.blocks().filter(|&y| pdom[y.index()][s.index()] && !(pdom[y.index()][x.index()] && y != x)).collect();
            prop_assert_eq!(cd.dependents(x, i), &want[..], "CD of edge {} #{} -> {} in {}", x, i, s, edges());
            for &y in &want {
                want_by_block[y.index()].push(ControlEdge { branch: x, index: i as u32 });
            }
            total += want.len();
        }
        prop_assert!(cd.dependents(x, cfg.succs(x).len()).is_empty());
    }
    prop_assert_eq!(cd.total_len(), total);
    for y in cfg.blocks() {
        prop_assert_eq!(cd.depends_on(y), &want_by_block[y.index()][..]);
        // The branch blocks y depends on are its post-dominance frontier.
        prop_assert_eq!(cd.branches(y).collect::<Vec<_>>(), pdf.of(y).to_vec());
    }
    let listed: usize = cd.edges().map(|(_, d)| d.len()).sum();
    prop_assert_eq!(listed, total);
    Ok(())
}

fn edge_graph() -> impl Strategy<Value = Cfg> {
    (1usize..24).prop_flat_map(|n| prop::collection::vec((0..n as u32, 0..n as u32), 0..3 * n).prop_map(move |e| from_edges(n, &e)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn edge_lists_match_reference(cfg in edge_graph(), seed in any::<u64>()) {
        check(&cfg, &mut Rng::new(seed))?;
    }

    #[test]
    fn generated_graphs_match_reference(seed in any::<u64>(), n in 1usize..60, random in any::<bool>(), unreachable in 0usize..4, shuffle in any::<bool>(), exit in 0usize..4) {
        let mut o = GenOptions::new(n, if random { Shape::Random } else { Shape::Reducible });
        o.unreachable = unreachable;
        o.shuffle_layout = shuffle;
        o.exit = [0.0, 0.02, 0.1, 0.3][exit];
        o.switch = 0.1;
        o.duplicate = 0.1;
        o.self_loop = 0.05;
        let mut rng = Rng::new(seed);
        let cfg = random_cfg(&mut rng, &o);
        check(&cfg, &mut rng)?;
    }
}

/// Quadratic frontiers: a chain `0 → 1 → … → k-1` where block `i - 1` and the chain's last
/// block both jump to an exit `j_i = k + i`, so `idom(j_i) = i - 1` and
/// `DF(m) = { j_i | 1 ≤ i ≤ m }` (`Σ |DF| ≈ k²/2`); plus a back edge into the chain.
#[test]
fn quadratic_frontiers() {
    let k = 40u32;
    let mut e: Vec<(u32, u32)> = (1..k).map(|i| (i - 1, i)).collect();
    for i in 1..k {
        e.push((i - 1, k + i));
        e.push((k - 1, k + i));
    }
    e.push((k - 1, 1));
    let cfg = from_edges(2 * k as usize, &e);
    check(&cfg, &mut Rng::new(1)).unwrap();
    let dt = DominatorTree::compute(&cfg);
    let df = DominanceFrontier::compute(&cfg, &dt);
    assert!(df.total_len() >= (k * (k - 1) / 2) as usize, "{}", df.total_len());
}
