//! `HierarchyEnumeration` (the resumable all-hierarchies enumeration the web worker runs in
//! slices): any slicing gives exactly the one-shot `all_hierarchies` result, partial results
//! only grow, and the result ships through serde.

use reconverge_core::cfg::Cfg;
use reconverge_core::cycles::hierarchies::{
    all_hierarchies, AllHierarchies, EnumOptions, HierarchyEnumeration,
};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};

fn irreducible(seed: u64, blocks: usize) -> Cfg {
    random_cfg(&mut Rng::new(seed), &GenOptions::new(blocks, Shape::Random))
}

/// Runs the enumeration in slices of `k` traversals, checking that each partial result
/// extends the previous one.
fn sliced(cfg: &Cfg, opts: &EnumOptions, k: u64) -> AllHierarchies {
    let mut e = HierarchyEnumeration::new(cfg, opts);
    let mut seen = 0;
    let mut slices = 0u64;
    while !e.advance(k) {
        let r = e.result();
        assert!(r.hierarchies.len() >= seen && !r.complete && r.stopped.is_none());
        assert_eq!(r.traversals, (slices + 1) * k);
        seen = r.hierarchies.len();
        slices += 1;
    }
    assert!(e.advance(k), "finished stays finished");
    e.into_result()
}

#[test]
fn every_slicing_equals_one_run() {
    let caps = [
        EnumOptions::default(),
        EnumOptions {
            max_traversals: 7,
            ..EnumOptions::default()
        },
        EnumOptions {
            max_traversals: 1_000,
            max_steps: 3_000,
            ..EnumOptions::default()
        },
    ];
    let mut cases = 0;
    for seed in 0..48u64 {
        let cfg = irreducible(seed, 6 + (seed as usize % 20));
        for opts in &caps {
            let one = all_hierarchies(&cfg, opts, &mut |_| true);
            if one.traversals > 60 {
                continue;
            }
            cases += 1;
            for k in 1..=one.traversals + 1 {
                assert_eq!(sliced(&cfg, opts, k), one, "seed {seed}, slices of {k}");
            }
            assert_eq!(sliced(&cfg, opts, u64::MAX), one);
        }
    }
    assert!(cases > 60, "{cases}");
}

#[test]
fn big_cfgs_slice_like_one_run() {
    let cfg = irreducible(2026, 300);
    let opts = EnumOptions {
        max_traversals: 40,
        max_steps: 50_000_000,
        ..EnumOptions::default()
    };
    let one = all_hierarchies(&cfg, &opts, &mut |_| true);
    assert!(one.traversals > 1 && !one.complete);
    for k in [1, 3, 16] {
        assert_eq!(sliced(&cfg, &opts, k), one);
    }
}

#[test]
fn cancel_and_progress() {
    let cfg = irreducible(5, 40);
    let mut e = HierarchyEnumeration::new(&cfg, &EnumOptions::default());
    assert_eq!((e.result().traversals, e.is_finished()), (0, false));
    assert!(!e.advance(2));
    assert!(e.explored_fraction() > 0.0 && e.explored_fraction() < 1.0);
    assert!(e.steps() > 0);
    let snap = e.snapshot();
    e.cancel();
    assert!(e.is_finished() && e.advance(1));
    let r = e.into_result();
    assert_eq!(r.stopped.as_deref(), Some("cancelled"));
    assert_eq!(
        (r.traversals, r.hierarchies.len()),
        (snap.traversals, snap.hierarchies.len())
    );
    // A progress callback returning false cancels as in `all_hierarchies`.
    let mut e = HierarchyEnumeration::new(&cfg, &EnumOptions::default());
    assert!(e.advance_with(10, &mut |_| false));
    assert_eq!(
        (e.result().traversals, e.result().stopped.as_deref()),
        (1, Some("cancelled"))
    );
}

#[test]
fn unique_hierarchy_finishes_in_one_slice() {
    let cfg = reconverge_core::input::compact::parse("a -> b\nb -> c, b\nc").unwrap();
    let mut e = HierarchyEnumeration::new(&cfg, &EnumOptions::default());
    assert!(!e.is_finished());
    assert!(e.advance(1));
    assert_eq!(
        *e.result(),
        all_hierarchies(&cfg, &EnumOptions::default(), &mut |_| true)
    );
    assert!(e.result().complete);
}

#[test]
fn results_ship_through_serde() {
    let cfg = irreducible(3, 20);
    let one = all_hierarchies(&cfg, &EnumOptions::default(), &mut |_| true);
    let json = serde_json::to_string(&one).unwrap();
    let back: AllHierarchies = serde_json::from_str(&json).unwrap();
    assert_eq!(back.hierarchies.len(), one.hierarchies.len());
    assert_eq!(back.summary(), one.summary());
}

/// `k` irreducible two-entry cycles in series: 2^k distinct hierarchies, 3k + 1 blocks.
fn chain(k: u32) -> Cfg {
    let mut text = String::new();
    for i in 0..k {
        text.push_str(&format!("g{i} ~> a{i}, b{i}\na{i} -> b{i}\nb{i} ~> a{i}, g{}\n", i + 1));
    }
    text.push_str(&format!("g{k}\n"));
    reconverge_core::input::compact::parse(&text).unwrap()
}

/// The memory guard (`max_stored_blocks`, `limits::MAX_HIERARCHY_BLOCKS`) stops the enumeration
/// once hierarchies × blocks reaches it, with a message naming the limit; without it the same
/// input is enumerated completely.
#[test]
fn stored_blocks_cap_stops_with_a_message() {
    let cfg = chain(6); // 19 blocks, 64 hierarchies
    let full = all_hierarchies(&cfg, &EnumOptions::default(), &mut |_| true);
    assert!(full.complete);
    assert_eq!(full.hierarchies.len(), 64);
    let capped = all_hierarchies(&cfg, &EnumOptions { max_stored_blocks: 19 * 10, ..EnumOptions::default() }, &mut |_| true);
    assert!(!capped.complete);
    assert_eq!(capped.hierarchies.len(), 10);
    let why = capped.stopped.as_deref().unwrap();
    assert!(why.contains("MAX_HIERARCHY_BLOCKS") && why.contains("10 distinct hierarchies of 19 blocks"), "{why}");
    // The same hierarchies, found in the same order, as the first ten of the full run.
    let orders = |a: &AllHierarchies, k: usize| a.hierarchies[..k].iter().map(|h| h.order.clone()).collect::<Vec<_>>();
    assert_eq!(orders(&capped, 10), orders(&full, 10));
}
