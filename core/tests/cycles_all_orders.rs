//! The all-DFS-orders enumeration (`cycles::hierarchies`) against two oracles.
//!
//! 1. **opt-22**: for small irreducible CFGs (at most 8 branching blocks, at most 720 successor
//!    orders) every successor permutation is written as its own AMDGPU kernel (the IR's
//!    successor order is the DFS order: `br i1 %c, label %F, label %T` with swapped labels,
//!    `switch` cases permuted), all graphs into one module, one `opt-22 -passes=print<cycles>`
//!    run. The set of distinct hierarchies opt prints per graph must equal ours, each
//!    hierarchy's share of the orders must equal ours, and opt's text for every single
//!    permutation must equal our `compute_with_order` text.
//! 2. **Brute force** (no LLVM needed): for larger graphs (up to 40,320 orders), every
//!    permutation through our own `compute_with_order`: same set of hierarchies and shares as
//!    the pruned enumeration, which must also try far fewer DFS traversals.
//!
//! `opt-22` must be installed for part 1 unless `RECONVERGE_SKIP_LLVM=1`.

mod common;

use reconverge_core::cfg::Cfg;
use reconverge_core::cycles::hierarchies::{all_hierarchies, EnumOptions, OrderCount};
use reconverge_core::cycles::{print as cprint, CycleInfo, CycleScratch, HierarchyKey};
use reconverge_core::generate::{kernel_ir, kernel_module, random_cfg, GenOptions, Rng, Shape};
use reconverge_core::input::{self, compact};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;
use std::process::Command;

/// Every successor order of `cfg` (odometer over per-block permutations).
fn all_orders(cfg: &Cfg) -> Vec<Vec<Vec<u32>>> {
    fn perms(k: usize) -> Vec<Vec<u32>> {
        let mut out = vec![vec![]];
        for i in 0..k as u32 {
            let mut next = Vec::new();
            for p in &out {
                for pos in 0..=p.len() {
                    let mut q = p.clone();
                    q.insert(pos, i);
                    next.push(q);
                }
            }
            out = next;
        }
        out
    }
    let per_block: Vec<Vec<Vec<u32>>> = cfg.blocks().map(|b| perms(cfg.succs(b).len())).collect();
    let mut out = vec![Vec::new()];
    for choices in &per_block {
        let mut next = Vec::with_capacity(out.len() * choices.len());
        for prefix in &out {
            for c in choices {
                let mut p: Vec<Vec<u32>> = prefix.clone();
                p.push(c.clone());
                next.push(p);
            }
        }
        out = next;
    }
    out
}

/// A hierarchy as sets, keyed by header name, from `print<cycles>` lines (opt's or ours).
type Forest = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>, Option<String>)>;

fn forest(body: &str) -> Forest {
    let mut stack: Vec<String> = Vec::new();
    let mut out = Forest::new();
    for line in body.lines() {
        let t = line.trim_start();
        let depth = (line.len() - t.len()) / 4;
        let (_, rest) = t.split_once(": entries(").expect("entries(");
        let (ents, others) = rest.split_once(')').expect(")");
        let entries: BTreeSet<String> = ents.split(' ').map(String::from).collect();
        let header = ents.split(' ').next().unwrap().to_string();
        let mut blocks = entries.clone();
        blocks.extend(others.split(' ').filter(|s| !s.is_empty()).map(String::from));
        stack.truncate(depth - 1);
        out.insert(header.clone(), (entries, blocks, stack.last().cloned()));
        stack.push(header);
    }
    out
}

fn body(cfg: &Cfg, ci: &CycleInfo) -> String {
    let mut s = String::new();
    cprint::write_cycles(&mut s, cfg, ci);
    s
}

/// Small CFGs with an irreducible cycle: the three examples of CycleTerminology.rst plus
/// random ones with at most `max_branches` branching blocks and at most `max_orders` orders.
fn irreducible_graphs(count: usize, max_branches: usize, max_orders: u128, seed: u64) -> Vec<Cfg> {
    let mut out: Vec<Cfg> = [
        "Entry -> A, B\nA -> A, C\nB -> B, C\nC -> A, B, Exit\nExit",
        "Entry -> A, B\nA -> B, C\nB -> A, D\nC -> A, Exit\nD -> B, Exit\nExit",
        "Entry -> A, B\nA -> C, D\nB -> C, D\nC -> A, Exit\nD -> B, Exit\nExit",
    ]
    .iter()
    .map(|s| compact::parse(s).unwrap())
    .collect();
    let mut rng = Rng::new(seed);
    while out.len() < count {
        let mut o = GenOptions::new(4 + rng.below(10), Shape::Random);
        o.back_edge = [0.3, 0.5, 0.7][rng.below(3)];
        o.switch = [0.0, 0.1][rng.below(2)];
        o.self_loop = [0.0, 0.1][rng.below(2)];
        o.duplicate = 0.05;
        o.unreachable = rng.below(2);
        o.shuffle_layout = rng.chance(0.5);
        o.exit = [0.0, 0.1][rng.below(2)];
        let cfg = random_cfg(&mut rng, &o);
        let branches = cfg.blocks().filter(|&b| cfg.succs(b).len() >= 2).count();
        let ci = CycleInfo::compute(&cfg);
        let orders = OrderCount::of(&cfg).exact.unwrap_or(u128::MAX);
        if branches <= max_branches && orders <= max_orders && orders >= 4 && ci.cycles().any(|c| !ci.is_reducible(c)) {
            out.push(cfg);
        }
    }
    out
}

#[test]
fn every_order_as_its_own_kernel_matches_opt_22() {
    let Some(opt) = common::tool("opt-22") else { return };
    let graphs = irreducible_graphs(60, 8, 720, 0xa110_7d35);
    let mut functions = Vec::new();
    let mut index: Vec<(usize, Vec<Vec<u32>>)> = Vec::new();
    for (g, cfg) in graphs.iter().enumerate() {
        for order in all_orders(cfg) {
            functions.push(kernel_ir(&cfg.with_successor_order(&order), &format!("g{g}_{}", index.len())));
            index.push((g, order));
        }
    }
    let module = kernel_module(&functions);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cycles-all-orders");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("orders.ll");
    std::fs::write(&file, &module).unwrap();
    let o = Command::new(&opt).args(["-disable-output", "-passes=print<cycles>"]).arg(&file).output().expect("run opt");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = String::from_utf8(o.stderr).unwrap();
    let sections: Vec<&str> = text.split("CycleInfo for function: ").skip(1).collect();
    assert_eq!(sections.len(), index.len());
    // Our parse of the module agrees with the CFGs we wrote (successor order included).
    let parsed = input::parse(&module, None).unwrap();
    // opt: per graph, hierarchy → number of orders.
    let mut theirs: Vec<BTreeMap<Forest, u64>> = vec![BTreeMap::new(); graphs.len()];
    let mut scratch = CycleScratch::new();
    for (k, ((g, order), sec)) in index.iter().zip(&sections).enumerate() {
        let (name, opt_body) = sec.split_once('\n').unwrap();
        assert_eq!(name, format!("g{g}_{k}"));
        let ours = body(&graphs[*g], &scratch.compute(&graphs[*g], Some(order)).unwrap());
        assert_eq!(ours, opt_body, "graph {g}, order {order:?}: our text differs from opt's");
        assert_eq!(body(parsed.functions[k].cfg(), &CycleInfo::compute(parsed.functions[k].cfg())), opt_body);
        *theirs[*g].entry(forest(opt_body)).or_default() += 1;
    }
    let (mut total_h, mut multi, mut traversals, mut orders) = (0, 0, 0, 0u128);
    for (g, cfg) in graphs.iter().enumerate() {
        let all = all_hierarchies(cfg, &EnumOptions::default(), &mut |_| true);
        assert!(all.complete);
        let n = all.total_orders.exact.unwrap();
        let ours: BTreeMap<Forest, u64> = all.hierarchies.iter().map(|h| (forest(&body(cfg, &h.info)), (h.share * n as f64).round() as u64)).collect();
        assert_eq!(ours.len(), all.hierarchies.len(), "graph {g}: duplicate hierarchies");
        assert_eq!(ours, theirs[g], "graph {g} ({}): hierarchies or shares differ from opt's", reconverge_core::input::compact::to_compact(cfg));
        // Every witness reproduces its hierarchy.
        for h in &all.hierarchies {
            assert_eq!(CycleInfo::compute_with_order(cfg, &h.order).unwrap().key(), h.info.key());
        }
        total_h += all.hierarchies.len();
        multi += (all.hierarchies.len() > 1) as usize;
        traversals += all.traversals;
        orders += n;
    }
    eprintln!(
        "all orders vs opt-22: {} graphs, {} kernels ({orders} orders), {total_h} distinct hierarchies ({multi} graphs with more than one), found with {traversals} DFS traversals",
        graphs.len(),
        index.len()
    );
    assert!(multi >= graphs.len() / 2);
}

#[test]
fn pruned_enumeration_equals_brute_force() {
    let graphs = irreducible_graphs(40, 12, 40_320, 0xb007_f0ce_u64);
    let (mut tried, mut orders, mut hier) = (0u64, 0u128, 0usize);
    let mut scratch = CycleScratch::new();
    for (g, cfg) in graphs.iter().enumerate() {
        let mut brute: HashMap<HierarchyKey, u64> = HashMap::new();
        let all_o = all_orders(cfg);
        for order in &all_o {
            *brute.entry(scratch.compute(cfg, Some(order)).unwrap().key()).or_default() += 1;
        }
        let all = all_hierarchies(cfg, &EnumOptions::default(), &mut |_| true);
        assert!(all.complete);
        assert!((all.explored_fraction - 1.0).abs() < 1e-9);
        let ours: HashMap<HierarchyKey, u64> = all.hierarchies.iter().map(|h| (h.info.key(), (h.share * all_o.len() as f64).round() as u64)).collect();
        assert_eq!(ours, brute, "graph {g}: {}", reconverge_core::input::compact::to_compact(cfg));
        assert_eq!(all.hierarchies[0].info.key(), CycleInfo::compute(cfg).key(), "hierarchy 1 is the input order's");
        tried += all.traversals;
        orders += all_o.len() as u128;
        hier += all.hierarchies.len();
    }
    eprintln!("brute force: {} graphs, {orders} orders, {hier} hierarchies; the pruned enumeration tried {tried} DFS traversals", graphs.len());
    assert!((tried as u128) * 10 < orders, "pruning should save at least 90 % of the work");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]
    /// Arbitrary small graphs (the entry may have predecessors, duplicate edges, self loops,
    /// unreachable blocks): the pruned enumeration equals brute force.
    #[test]
    fn arbitrary_graphs_equal_brute_force(n in 1usize..8, edges in proptest::collection::vec((0u32..8, 0u32..8), 0..20)) {
        let edges: Vec<(u32, u32)> = edges.into_iter().filter(|&(a, b)| (a as usize) < n && (b as usize) < n).collect();
        let cfg = reconverge_core::cfg::from_edges(n, &edges);
        let total = OrderCount::of(&cfg).exact.unwrap_or(u128::MAX);
        proptest::prop_assume!(total <= 5000);
        let mut scratch = CycleScratch::new();
        let mut brute: HashMap<HierarchyKey, u64> = HashMap::new();
        for order in all_orders(&cfg) {
            *brute.entry(scratch.compute(&cfg, Some(&order)).unwrap().key()).or_default() += 1;
        }
        let all = all_hierarchies(&cfg, &EnumOptions::default(), &mut |_| true);
        proptest::prop_assert!(all.complete);
        let ours: HashMap<HierarchyKey, u64> = all.hierarchies.iter().map(|h| (h.info.key(), (h.share * total as f64).round() as u64)).collect();
        proptest::prop_assert_eq!(ours, brute);
    }
}
