//! petgraph as an outside oracle on our CFGs (feature `petgraph`): petgraph's
//! `dominators::simple_fast` against [`DominatorTree`], `tarjan_scc` against the top-level
//! cycles of [`CycleInfo`] (the non-trivial SCCs of the reachable CFG), `toposort` against our
//! reverse post-order on acyclic CFGs, and the `Graph` round trip — on random CFGs of
//! `generate.rs` (both shapes, with unreachable blocks) and the fixture files.

use petgraph::algo::{dominators, tarjan_scc, toposort};
use petgraph::graph::{Graph, NodeIndex};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::dfs::DepthFirst;
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::{input, Block, Cfg, DominatorTree};
use std::collections::BTreeSet;

fn random_cfgs() -> Vec<Cfg> {
    let mut out = Vec::new();
    for seed in 0..120u64 {
        let shape = if seed % 2 == 0 { Shape::Reducible } else { Shape::Random };
        let mut o = GenOptions::new(2 + (seed as usize * 7) % 60, shape);
        o.unreachable = (seed % 3) as usize;
        if seed % 5 == 0 {
            o.back_edge = 0.0;
            o.self_loop = 0.0;
        }
        out.push(random_cfg(&mut Rng::new(seed), &o));
    }
    out
}

fn fixture_cfgs() -> Vec<Cfg> {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let mut out = Vec::new();
    for f in ["web/examples/reduce.ll", "web/examples/loops.ll", "web/examples/imgvf_like.ll", "core/tests/kernels/irreducible.O0.ll", "core/tests/kernels/loop_break.O2.ll"] {
        let src = std::fs::read_to_string(format!("{root}/{f}")).unwrap();
        out.extend(input::parse(&src, None).unwrap().functions.iter().map(|f| f.cfg().clone()));
    }
    out
}

fn all_cfgs() -> Vec<Cfg> {
    let mut v = random_cfgs();
    v.extend(fixture_cfgs());
    v
}

#[test]
fn simple_fast_dominators_equal_ours() {
    let mut compared = 0;
    for cfg in all_cfgs() {
        let theirs = dominators::simple_fast(&cfg, cfg.entry());
        let ours = DominatorTree::compute(&cfg);
        assert_eq!(theirs.root(), cfg.entry());
        for b in cfg.blocks() {
            let expect = if b == cfg.entry() { None } else { ours.idom(b) };
            assert_eq!(theirs.immediate_dominator(b), expect, "{}: idom of {}", cfg.name(), cfg.name_of(b));
            compared += 1;
        }
    }
    eprintln!("simple_fast: {compared} immediate dominators compared");
    assert!(compared > 3000, "{compared}");
}

#[test]
fn tarjan_sccs_are_our_top_level_cycles() {
    let mut sccs = 0;
    for cfg in all_cfgs() {
        let ci = CycleInfo::compute(&cfg);
        let dfs = DepthFirst::compute(&cfg);
        let ours: BTreeSet<BTreeSet<Block>> = ci.top_level().map(|c| ci.blocks(c).collect()).collect();
        let theirs: BTreeSet<BTreeSet<Block>> =
            tarjan_scc(&cfg).into_iter().filter(|scc| dfs.is_reachable(scc[0]) && (scc.len() > 1 || cfg.succs(scc[0]).contains(&scc[0]))).map(|scc| scc.into_iter().collect()).collect();
        sccs += ours.len();
        assert_eq!(ours, theirs, "{}", cfg.name());
    }
    eprintln!("tarjan_scc: {sccs} non-trivial reachable SCCs compared");
}

#[test]
fn toposort_agrees_with_our_acyclicity_and_order() {
    let (mut acyclic, mut cyclic) = (0, 0);
    for cfg in all_cfgs() {
        let ci = CycleInfo::compute(&cfg);
        let dfs = DepthFirst::compute(&cfg);
        let all_reachable = dfs.num_reachable() == cfg.num_blocks();
        match toposort(&cfg, None) {
            Ok(order) => {
                acyclic += 1;
                assert_eq!(ci.num_cycles(), 0, "{}", cfg.name());
                // Both orders are topological: every edge goes forward.
                let mut pos = vec![0; cfg.num_blocks()];
                order.iter().enumerate().for_each(|(k, b)| pos[b.index()] = k);
                let rpo: Vec<Block> = dfs.reverse_postorder().collect();
                let mut ours = vec![usize::MAX; cfg.num_blocks()];
                rpo.iter().enumerate().for_each(|(k, b)| ours[b.index()] = k);
                for (a, b) in cfg.edges() {
                    assert!(pos[a.index()] < pos[b.index()]);
                    if dfs.is_reachable(a) {
                        assert!(ours[a.index()] < ours[b.index()], "{}: RPO edge {a}->{b}", cfg.name());
                    }
                }
            }
            Err(c) => {
                cyclic += 1;
                // A cycle petgraph finds among reachable blocks is one of ours.
                if all_reachable {
                    assert!(ci.num_cycles() > 0, "{}", cfg.name());
                    assert!(ci.cycle_of(c.node_id()).is_some(), "{}: {} is in a cycle", cfg.name(), c.node_id());
                }
            }
        }
    }
    eprintln!("toposort: {acyclic} acyclic, {cyclic} cyclic CFGs");
    assert!(acyclic >= 10 && cyclic >= 10, "{acyclic} acyclic, {cyclic} cyclic");
}

#[test]
fn graph_round_trip_keeps_names_and_successor_order() {
    for cfg in all_cfgs() {
        let g: Graph<String, String> = (&cfg).into();
        assert_eq!((g.node_count(), g.edge_count()), (cfg.num_blocks(), cfg.num_edges()));
        let back = Cfg::from_petgraph(&g, NodeIndex::new(0));
        assert_eq!(back.num_blocks(), cfg.num_blocks());
        for b in cfg.blocks() {
            assert_eq!(back.name_of(b), cfg.name_of(b));
            assert_eq!(back.succs(b), cfg.succs(b), "{}: {}", cfg.name(), cfg.name_of(b));
        }
    }
    // Another entry moves to Block(0); duplicate or empty names are made unique.
    let mut g = Graph::<&str, ()>::new();
    let (a, b, c) = (g.add_node("x"), g.add_node("x"), g.add_node(""));
    g.add_edge(c, a, ());
    g.add_edge(c, b, ());
    g.add_edge(a, b, ());
    let cfg = Cfg::from_petgraph(&g, c);
    let names: Vec<&str> = cfg.blocks().map(|b| cfg.name_of(b)).collect();
    assert_eq!(names, ["n2", "x", "n1"]);
    assert_eq!(cfg.succs(Block(0)), &[Block(1), Block(2)]);
    assert_eq!(cfg.succ_labels(Block(0)), &["T".to_string(), "F".to_string()]);
}
