//! Property tests of the cycle hierarchy (`reconverge_core::cycles`) against a slow
//! reference, on random graphs and random DFS successor orders: `reference::cycles`, the
//! definition of `llvm/docs/CycleTerminology.rst` (maximal strongly connected regions, header =
//! first block in DFS preorder, children = cycles of `C − H`, entries = blocks with a reachable
//! predecessor outside): same headers, block sets, entry sets, parents and depths;
//!
//! plus direct checks of the invariants (strong connectivity, entries, header, DFS), the
//! queries, and the plain explicit-stack DFS in LLVM's visiting order. The printed order of
//! blocks, entries and cycles is checked against `opt-22` itself (`cycles_differential.rs`).

mod common;
use proptest::prelude::*;
use reconverge_core::cfg::{from_edges, Block, Cfg};
use reconverge_core::cycles::{print, reference, Cycle, CycleInfo};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};

use common::random_successor_order as random_order;

fn check(cfg: &Cfg, order: Option<&[Vec<u32>]>) -> Result<(), String> {
    let ci = match order {
        Some(o) => CycleInfo::compute_with_order(cfg, o).map_err(|e| e.to_string())?,
        None => CycleInfo::compute(cfg),
    };
    let n = cfg.num_blocks();
    let ctx = || format!("edges {:?} order {:?}", cfg.edges().map(|(a, b)| (a.0, b.0)).collect::<Vec<_>>(), order);
    // LLVM's DFS.
    let (pre, start, _) = reference::llvm_dfs(cfg, order);
    if pre != ci.dfs_preorder() {
        return Err(format!("DFS preorder differs: {}", ctx()));
    }
    let mut text = String::new();
    print::write_cycles(&mut text, cfg, &ci);
    // Sets against the definition.
    let rc = reference::cycles(cfg, order);
    if ci.key() != reference::key(n, &rc) || rc.len() != ci.num_cycles() {
        return Err(format!("hierarchy differs from the definition: {}\nours:\n{text}ref: {rc:?}", ctx()));
    }
    for r in &rc {
        let c = ci.cycle_of(r.header).and_then(|c| (0..=ci.depth(c)).scan(Some(c), |x, _| { let y = *x; *x = x.and_then(|z| ci.parent(z)); y }).find(|&x| ci.header(x) == r.header));
        let Some(c) = c else { return Err(format!("no cycle with header {}: {}", r.header, ctx())) };
        let mut blocks: Vec<Block> = ci.blocks(c).collect();
        let mut entries: Vec<Block> = ci.entries(c).collect();
        if ci.entries(c).next() != Some(ci.header(c)) {
            return Err(format!("header not first among entries: {}", ctx()));
        }
        blocks.sort();
        entries.sort();
        if blocks != r.blocks || entries != r.entries || ci.depth(c) != r.depth || ci.num_blocks_of(c) != blocks.len() || ci.num_entries(c) != entries.len() {
            return Err(format!("cycle {} differs: blocks {blocks:?} vs {:?}, entries {entries:?} vs {:?}: {}", r.header, r.blocks, r.entries, ctx()));
        }
        if ci.is_reducible(c) != (entries.len() == 1) {
            return Err("reducible flag".into());
        }
        for b in cfg.blocks() {
            if ci.contains(c, b) != r.blocks.contains(&b) || ci.is_entry(c, b) != r.entries.contains(&b) {
                return Err(format!("contains/is_entry of {b} in {}: {}", r.header, ctx()));
            }
        }
        // The header is the entry first in preorder.
        let h = entries.iter().min_by_key(|e| start[e.index()]).copied();
        if h != Some(ci.header(c)) {
            return Err(format!("header is not the first entry in preorder: {}", ctx()));
        }
        // Strongly connected: every block reaches the header and back inside the cycle.
        let inside = |x: Block| r.blocks.binary_search(&x).is_ok();
        for forward in [true, false] {
            let mut seen = vec![false; n];
            let mut st = vec![ci.header(c)];
            seen[ci.header(c).index()] = true;
            while let Some(v) = st.pop() {
                let next = if forward { cfg.succs(v) } else { cfg.preds(v) };
                for &w in next {
                    if inside(w) && !seen[w.index()] {
                        seen[w.index()] = true;
                        st.push(w);
                    }
                }
            }
            if r.blocks.iter().any(|b| !seen[b.index()]) {
                return Err(format!("cycle {} is not strongly connected: {}", r.header, ctx()));
            }
        }
    }
    // Parent/child links and preorder numbering of cycles.
    for c in ci.cycles() {
        for ch in ci.children(c) {
            if ci.parent(ch) != Some(c) || ci.depth(ch) != ci.depth(c) + 1 || !ci.contains_cycle(c, ch) {
                return Err("children".into());
            }
        }
        if ci.blocks(c).any(|b| !ci.contains(c, b)) {
            return Err("blocks/contains".into());
        }
    }
    for b in cfg.blocks() {
        if start[b.index()] == 0 && (ci.cycle_of(b).is_some() || ci.preorder_number(b).is_some()) {
            return Err(format!("unreachable block {b} in a cycle: {}", ctx()));
        }
    }
    let tops: Vec<Cycle> = ci.top_level().collect();
    if tops.iter().any(|&t| ci.parent(t).is_some()) || ci.cycles().filter(|&c| ci.parent(c).is_none()).count() != tops.len() {
        return Err("top level".into());
    }
    Ok(())
}

#[test]
fn generated_graphs_and_orders_match_the_references() {
    let mut rng = Rng::new(0xc1c1e5);
    let mut cycles = 0;
    let mut irreducible = 0;
    for i in 0..1500 {
        let shape = if i % 4 == 0 { Shape::Reducible } else { Shape::Random };
        let mut o = GenOptions::new(2 + rng.below(if i % 10 == 0 { 150 } else { 30 }), shape);
        o.unreachable = [0, 1, 3][i % 3];
        o.shuffle_layout = i % 2 == 1;
        o.self_loop = [0.0, 0.1][i % 2];
        o.switch = [0.0, 0.1][(i / 2) % 2];
        o.back_edge = [0.15, 0.3, 0.5][i % 3];
        o.exit = [0.0, 0.05, 0.2][(i / 3) % 3];
        let cfg = random_cfg(&mut rng, &o);
        check(&cfg, None).unwrap_or_else(|e| panic!("graph {i}: {e}"));
        let order = random_order(&cfg, &mut rng);
        check(&cfg, Some(&order)).unwrap_or_else(|e| panic!("graph {i}, random order: {e}"));
        let ci = CycleInfo::compute(&cfg);
        cycles += ci.num_cycles();
        irreducible += ci.cycles().filter(|&c| !ci.is_reducible(c)).count();
    }
    eprintln!("{cycles} cycles ({irreducible} irreducible) checked");
    assert!(irreducible > 500);
}

#[test]
fn deep_nests_do_not_overflow_the_stack() {
    // A chain with back edges b_i -> b_{i-1}: 199,998 cycles, each nested in the previous one
    // (LLVM would store ~2·10^10 block entries).
    let n = 200_000u32;
    let mut edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
    edges.extend((2..n).map(|i| (i, i - 1)));
    let cfg = from_edges(n as usize, &edges);
    let ci = CycleInfo::compute(&cfg);
    assert_eq!(ci.num_cycles(), n as usize - 2);
    let deepest = Cycle(n - 3);
    assert_eq!(ci.depth(deepest), n - 2);
    assert_eq!(ci.num_blocks_of(Cycle(0)), n as usize - 1);
    assert_eq!(ci.cycle_of(Block(n - 1)), Some(deepest));
    assert_eq!(ci.smallest_common_cycle_of_blocks(Block(1), Block(n - 1)), Some(Cycle(0)));
    assert_eq!(ci.entries(Cycle(7)).count(), 1);
    // Nested irreducible spiral: every block also reachable from the entry.
    let mut edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
    edges.extend((2..n).step_by(2).map(|i| (i, 1)));
    edges.extend((3..n).step_by(3).map(|i| (0, i)));
    let cfg = from_edges(n as usize, &edges);
    let ci = CycleInfo::compute(&cfg);
    assert!(ci.num_cycles() >= 1);
    assert!(ci.cycles().all(|c| ci.num_entries(c) >= 1));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    /// Arbitrary small graphs, including an entry with predecessors (compact text allows it),
    /// duplicate edges and self loops.
    #[test]
    fn arbitrary_edge_lists(n in 1usize..12, edges in proptest::collection::vec((0u32..12, 0u32..12), 0..40), seed in any::<u64>()) {
        let edges: Vec<(u32, u32)> = edges.into_iter().filter(|&(a, b)| (a as usize) < n && (b as usize) < n).collect();
        let cfg = from_edges(n, &edges);
        prop_assert_eq!(check(&cfg, None), Ok(()));
        let order = random_order(&cfg, &mut Rng::new(seed));
        prop_assert_eq!(check(&cfg, Some(&order)), Ok(()));
    }
}
