//! The four teaching dominator algorithms (`reconverge_core::dominator_algorithms`) against the
//! production Semi-NCA tree and the set-based reference, with and without tracing, on random
//! graphs (edge lists with unreachable blocks, self loops and duplicate edges, and the seeded
//! generators); the traces' tables against the results; golden traces of the chapter's
//! figure 4-6.

use proptest::prelude::*;
use reconverge_core::cfg::{from_edges, Block, Cfg};
use reconverge_core::dominator_algorithms::{self as algos, Algorithm, Column, DepthFirst, Phase, Trace, Value};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::reference;
use reconverge_core::DominatorTree;

fn check(cfg: &Cfg) -> Result<(), TestCaseError> {
    let want = reference::idoms(cfg);
    let dt = DominatorTree::compute(cfg);
    let production: Vec<Option<Block>> = cfg.blocks().map(|b| dt.idom(b)).collect();
    prop_assert_eq!(&production, &want);
    let dfs = DepthFirst::compute(cfg);
    prop_assert_eq!(dfs.preorder(), dt.preorder(), "the shared DFS is the production preorder");

    let mut sdoms: Vec<Vec<Value>> = Vec::new();
    for a in Algorithm::ALL {
        let plain = algos::run(a, cfg, None);
        prop_assert_eq!(&plain, &want, "{:?} without trace on {:?}", a, cfg.edges().collect::<Vec<_>>());
        let (traced, trace) = algos::traced(a, cfg);
        prop_assert_eq!(&traced, &want, "{:?} traced", a);
        prop_assert!(trace.truncated.is_none());
        let last = trace.steps.last();
        prop_assert_eq!(last.map(|s| s.phase), Some(Phase::Done));
        // The trace's own steps set every idom: the Done step has nothing to correct.
        prop_assert!(last.is_some_and(|s| s.changes.is_empty()), "{:?}: Done step corrects {:?}", a, last.map(|s| &s.changes));
        let table = trace.final_table();
        prop_assert_eq!(table.idoms(), Some(want.clone()), "{:?} final table", a);
        // Every highlighted block and changed row is a real block; every highlighted edge a CFG edge.
        for s in &trace.steps {
            prop_assert!(s.blocks.iter().all(|b| b.index() < cfg.num_blocks()));
            prop_assert!(s.changes.iter().all(|c| c.block.index() < cfg.num_blocks()));
            for &(f, t) in &s.edges {
                prop_assert!(cfg.succs(f).contains(&t), "{:?}: step highlights {} → {}, not an edge", a, f, t);
            }
        }
        if let Some(col) = table.column(Column::Dfnum) {
            for b in cfg.blocks() {
                let want = dfs.pre(b).map_or(Value::Empty, Value::Number);
                prop_assert_eq!(&col[b.index()], &want);
            }
        }
        if let Some(col) = table.column(Column::Sdom) {
            sdoms.push(col.to_vec());
        }
    }
    prop_assert_eq!(sdoms.len(), 2);
    prop_assert_eq!(&sdoms[0], &sdoms[1], "sdom of Lengauer–Tarjan and Semi-NCA");
    Ok(())
}

fn edge_graph() -> impl Strategy<Value = Cfg> {
    (1usize..24).prop_flat_map(|n| prop::collection::vec((0..n as u32, 0..n as u32), 0..3 * n).prop_map(move |e| from_edges(n, &e)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn edge_lists_agree(cfg in edge_graph()) {
        check(&cfg)?;
    }

    #[test]
    fn generated_graphs_agree(seed in any::<u64>(), n in 1usize..60, random in any::<bool>(), unreachable in 0usize..4, shuffle in any::<bool>()) {
        let mut o = GenOptions::new(n, if random { Shape::Random } else { Shape::Reducible });
        o.unreachable = unreachable;
        o.shuffle_layout = shuffle;
        o.self_loop = 0.1;
        o.duplicate = 0.1;
        o.exit = 0.1;
        check(&random_cfg(&mut Rng::new(seed), &o))?;
    }
}

/// Figure 4-6 of the chapter, rebuilt from its text (as in `dominators.rs`).
fn figure_4_6() -> Cfg {
    from_edges(6, &[(0, 1), (0, 5), (1, 2), (1, 4), (2, 3), (3, 4), (5, 3)])
}

fn golden(a: Algorithm) -> String {
    let (_, trace) = algos::traced(a, &figure_4_6());
    format!("{}\nfinal table:\n{}", trace.messages(), trace.final_table().to_text(&trace.block_names))
}

#[test]
fn figure_4_6_lengauer_tarjan_golden() {
    insta::assert_snapshot!("figure_4_6_simple_lengauer_tarjan", golden(Algorithm::SimpleLengauerTarjan));
}

#[test]
fn figure_4_6_semi_nca_golden() {
    insta::assert_snapshot!("figure_4_6_semi_nca", golden(Algorithm::SemiNca));
}

#[test]
fn figure_4_6_cooper_harvey_kennedy_golden() {
    insta::assert_snapshot!("figure_4_6_cooper_harvey_kennedy", golden(Algorithm::CooperHarveyKennedy));
}

#[test]
fn figure_4_6_data_flow_golden() {
    insta::assert_snapshot!("figure_4_6_data_flow", golden(Algorithm::DataFlow));
}

#[test]
fn figure_4_6_sdom_and_idom_of_4() {
    let cfg = figure_4_6();
    for a in Algorithm::ALL {
        let (_, trace) = algos::traced(a, &cfg);
        let t = trace.final_table();
        assert_eq!(t.get(Block(4), Column::Idom), Some(&Value::Block(Block(0))), "{a:?}");
        if a.columns().contains(&Column::Sdom) {
            assert_eq!(t.get(Block(4), Column::Sdom), Some(&Value::Block(Block(1))), "{a:?}");
        }
    }
}

/// A 200-block generated CFG: every trace is complete (no limit reached) and survives JSON.
#[test]
fn two_hundred_blocks() {
    let mut o = GenOptions::new(200, Shape::Random);
    o.unreachable = 3;
    let cfg = random_cfg(&mut Rng::new(2005), &o);
    let want = reference::idoms(&cfg);
    for a in Algorithm::ALL {
        let (got, trace) = algos::traced(a, &cfg);
        assert_eq!(got, want, "{a:?}");
        assert!(trace.truncated.is_none(), "{a:?}");
        let json = trace.to_json().unwrap();
        assert_eq!(Trace::from_json(&json).unwrap(), trace);
        let changes: usize = trace.steps.iter().map(|s| s.changes.len()).sum();
        eprintln!("{:<24} {:>5} steps {:>6} changes {:>8} bytes of JSON", a.name(), trace.len(), changes, json.len());
    }
}

/// The default limits admit the largest recordable CFGs (500 blocks) of both generator shapes
/// without cutting the trace.
#[test]
fn five_hundred_blocks_fit_the_default_step_limit() {
    for (seed, shape) in [(1u64, Shape::Random), (2, Shape::Reducible), (3, Shape::Random)] {
        let cfg = random_cfg(&mut Rng::new(seed), &GenOptions::new(500, shape));
        let dt = DominatorTree::compute(&cfg);
        let want: Vec<Option<Block>> = cfg.blocks().map(|b| dt.idom(b)).collect();
        for a in Algorithm::ALL {
            let (got, trace) = algos::traced(a, &cfg);
            assert_eq!(got, want, "{a:?}");
            assert!(trace.truncated.is_none(), "{a:?} {shape:?}: {} steps", trace.len());
            eprintln!("{shape:?} {:<24} {:>5} steps", a.name(), trace.len());
        }
    }
}
