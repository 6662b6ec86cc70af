//! The fast maximal converged-with relation (keys from the last header instance, LLVM's
//! *Dependence on Cycle Headers*) equals the definition (*Maximal Convergence*, evaluated
//! directly via convergence-before as a least fixpoint) on random CFGs, random cycle
//! hierarchies (random DFS successor orders) and random thread paths. Also: the relation is a
//! fixpoint of the definition under the fast convergence-before clocks, every non-converged
//! pair has a witness, the table's columns increase along each thread, and convergence-before
//! is a strict partial order.

mod common;
use reconverge_core::convergence::{definition_relation, order_columns, CbClocks, Instance, MaximalConvergence, ThreadPaths, CLOCK_LIMIT};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::{Block, Cfg};

/// A random walk from the entry, at most `len` blocks; with probability 1/2 it first copies a
/// prefix of `like` (so threads share prefixes and converge).
fn walk(cfg: &Cfg, rng: &mut Rng, len: usize, like: Option<&[Block]>) -> Vec<Block> {
    let mut p = vec![cfg.entry()];
    if let Some(l) = like {
        if rng.chance(0.5) && l.len() > 1 {
            let k = 1 + rng.below(l.len() - 1);
            p = l[..k].to_vec();
        }
    }
    while p.len() < len {
        let s = cfg.succs(*p.last().unwrap());
        if s.is_empty() {
            break;
        }
        p.push(s[rng.below(s.len())]);
    }
    p
}

use common::random_successor_order as random_order;

#[test]
fn fast_relation_equals_the_definition() {
    let mut rng = Rng::new(2024);
    let mut checked_pairs = 0u64;
    let mut nontrivial = 0u64;
    for case in 0..1500 {
        let n = 3 + rng.below(10);
        let mut o = GenOptions::new(n, Shape::Random);
        o.back_edge = 0.5;
        o.self_loop = 0.1;
        o.exit = 0.1;
        let cfg = random_cfg(&mut rng, &o);
        let order = random_order(&cfg, &mut rng);
        let ci = CycleInfo::compute_with_order(&cfg, &order).unwrap();
        let threads = 2 + rng.below(3);
        let mut ps: Vec<Vec<Block>> = Vec::new();
        for _ in 0..threads {
            let like = if ps.is_empty() { None } else { Some(ps[rng.below(ps.len())].clone()) };
            let len = 3 + rng.below(12);
            ps.push(walk(&cfg, &mut rng, len, like.as_deref()));
        }
        let paths = ThreadPaths::from_paths(&ps);
        let m = MaximalConvergence::compute(&cfg, &ci, &paths);
        let slow = definition_relation(&cfg, &ci, &paths).expect("small");
        let nt = paths.num_instances();
        for a in 0..nt as u32 {
            for b in 0..nt as u32 {
                if a == b {
                    continue;
                }
                let fast = m.converged(&paths, Instance(a), Instance(b));
                let def = slow[a as usize][b as usize];
                assert_eq!(fast, def, "case {case}: instances {a} and {b}\ncfg:\n{}\npaths {ps:?}\norder {order:?}", reconverge_core::input::compact::to_compact(&cfg));
                checked_pairs += 1;
                if fast && ci.cycle_of(paths.block(Instance(a))).is_some() {
                    nontrivial += 1;
                }
            }
        }
        // Table, clocks, witnesses.
        let table = m.table().expect("strict partial order");
        for row in &table.threads {
            assert!(row.windows(2).all(|w| w[0] < w[1]), "columns increase along a thread");
        }
        let col = order_columns(&paths, m.class_of(), m.num_classes()).unwrap();
        let clocks = CbClocks::compute(&paths, m.class_of(), &col, CLOCK_LIMIT).unwrap();
        m.satisfies_definition(&paths, &clocks, &ci, &cfg).unwrap_or_else(|e| panic!("case {case}: {e}"));
        for a in 0..nt as u32 {
            for b in a + 1..nt as u32 {
                if let Some(r) = m.reason(&paths, &clocks, Instance(a), Instance(b)) {
                    assert!(r.witness.is_some(), "case {case}: no witness for {a} {b}");
                }
            }
        }
    }
    assert!(checked_pairs > 50_000 && nontrivial > 1000, "{checked_pairs} pairs, {nontrivial} converged in cycles");
}

/// LLVM's static m-convergence verdict (a block is m-converged unless a cycle around it is
/// assumed divergent) against the exact one (the maximal converged-with relation compared
/// across every cycle hierarchy over all paths up to a bound), on random small CFGs with every
/// branch divergent: LLVM never calls a block m-converged that is not (its criterion is
/// conservative), and the gap — blocks exactly m-converged that LLVM gives up on — is counted.
#[test]
fn llvm_static_m_convergence_is_conservative() {
    use reconverge_core::convergence::{exact_m_convergence, MOptions};
    use reconverge_core::uniformity::{analyze_with, Options};
    use reconverge_core::DominatorTree;
    let mut rng = Rng::new(0x6dc0_2026);
    let (mut graphs, mut blocks, mut not_exact, mut gap) = (0, 0, 0, 0);
    let mut example = None;
    for _ in 0..600 {
        let n = 3 + rng.below(10);
        let cfg = random_cfg(&mut rng, &GenOptions::new(n, Shape::Random));
        let mut m = exact_m_convergence(&cfg, &MOptions { max_len: 12, ..MOptions::default() });
        if !m.hierarchies_complete {
            continue;
        }
        let u = analyze_with(&cfg, None, "", CycleInfo::compute(&cfg), &DominatorTree::compute(&cfg), &Options::default());
        let g = m.compare_with_static(&cfg, &u);
        assert!(g.unsound.is_empty(), "LLVM calls {:?} m-converged, the exact comparison does not:\n{}", g.unsound, reconverge_core::input::compact::to_compact(&cfg));
        graphs += 1;
        blocks += cfg.num_blocks();
        not_exact += m.blocks.iter().filter(|b| !b.m_converged).count();
        gap += g.conservative.len();
        if example.is_none() && !g.conservative.is_empty() {
            example = Some(reconverge_core::input::compact::to_compact(&cfg));
        }
    }
    eprintln!("{graphs} CFGs, {blocks} blocks: {not_exact} not m-converged exactly, {gap} more not m-converged for LLVM (the gap)");
    if let Some(e) = example {
        eprintln!("a CFG with a gap:\n{e}");
    }
    assert!(graphs >= 200 && not_exact > 0);
}
