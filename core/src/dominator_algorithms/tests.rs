use super::*;
use crate::cfg::from_edges;
use crate::dominators::DominatorTree;

/// Figure 4-6 of the chapter, rebuilt from its text (as in `dominators.rs`).
fn figure_4_6() -> Cfg {
    from_edges(6, &[(0, 1), (0, 5), (1, 2), (1, 4), (2, 3), (3, 4), (5, 3)])
}

fn b(i: u32) -> Block {
    Block(i)
}

#[test]
fn shared_dfs_is_the_production_preorder() {
    let cfg = figure_4_6();
    let dfs = DepthFirst::compute(&cfg);
    assert_eq!(dfs.preorder(), DominatorTree::compute(&cfg).preorder());
    assert_eq!(dfs.preorder(), &[b(0), b(1), b(2), b(3), b(4), b(5)]);
    assert_eq!(dfs.parent(b(4)), Some(b(3)));
    assert_eq!(dfs.parent(b(5)), Some(b(0)));
    assert_eq!(dfs.postorder(), &[b(4), b(3), b(2), b(1), b(5), b(0)]);
    assert_eq!(dfs.reverse_postorder().collect::<Vec<_>>(), vec![b(0), b(5), b(1), b(2), b(3), b(4)]);
    assert_eq!(dfs.rpo(b(4)), Some(5));
    assert_eq!(dfs.pre(b(9)), None);
}

#[test]
fn figure_4_6_every_algorithm_finds_idom_4_is_0() {
    let cfg = figure_4_6();
    let want = vec![None, Some(b(0)), Some(b(1)), Some(b(0)), Some(b(0)), Some(b(0))];
    for a in Algorithm::ALL {
        assert_eq!(run(a, &cfg, None), want, "{a:?} without trace");
        let (got, trace) = traced(a, &cfg);
        assert_eq!(got, want, "{a:?} traced");
        assert!(trace.truncated.is_none());
        assert_eq!(trace.steps.last().map(|s| s.phase), Some(Phase::Done));
        let table = trace.final_table();
        assert_eq!(table.idoms(), Some(want.clone()), "{a:?} final table");
        assert_eq!(table.get(b(4), Column::Idom), Some(&Value::Block(b(0))));
        // The Done step has nothing left to fix: the trace's own steps set every idom.
        assert!(trace.steps.last().is_some_and(|s| s.changes.is_empty()), "{a:?}: {:?}", trace.steps.last());
    }
}

#[test]
fn figure_4_6_semi_dominators() {
    let cfg = figure_4_6();
    for a in [Algorithm::SimpleLengauerTarjan, Algorithm::SemiNca] {
        let (_, trace) = traced(a, &cfg);
        let t = trace.final_table();
        let sdom: Vec<Value> = t.column(Column::Sdom).unwrap().to_vec();
        // sdom of 1, 2, 3, 4, 5 = 0, 1, 0, 1, 0 (chapter §4.2.1).
        let want: Vec<Value> = [None, Some(0), Some(1), Some(0), Some(1), Some(0)].iter().map(|s| s.map_or(Value::Empty, |x| Value::Block(b(x)))).collect();
        assert_eq!(sdom, want, "{a:?}");
        // The step that computes sdom(4) = 1 comes before the step that fixes idom(4) = 0.
        let semi4 = trace.steps.iter().position(|s| s.phase == Phase::Semi && s.changes.iter().any(|c| c.block == b(4) && c.column == Column::Sdom));
        let idom4 = trace.steps.iter().rposition(|s| s.changes.iter().any(|c| c.block == b(4) && c.column == Column::Idom && c.value == Value::Block(b(0))));
        assert!(semi4.is_some() && idom4.is_some() && semi4 < idom4, "{a:?}");
        let before = trace.table_at(semi4.unwrap() - 1);
        assert_eq!(before.get(b(4), Column::Sdom), Some(&Value::Empty));
        assert_eq!(trace.table_at(semi4.unwrap()).get(b(4), Column::Sdom), Some(&Value::Block(b(1))));
    }
    // Lengauer–Tarjan defers idom(4): the bucket step stores 3, the final pass makes it 0.
    let (_, slt) = traced(Algorithm::SimpleLengauerTarjan, &cfg);
    let fix: Vec<&Step> = slt.steps.iter().filter(|s| s.phase == Phase::FixUp).collect();
    assert_eq!(fix.len(), 1);
    assert!(fix[0].message.starts_with("idom(4) = idom(3) = 0"), "{}", fix[0].message);
    // Semi-NCA: NCA(3, sdom(4) = 1) walks 3 → 0.
    let (_, snca) = traced(Algorithm::SemiNca, &cfg);
    let nca4 = snca.steps.iter().find(|s| s.phase == Phase::Nca && s.blocks.first() == Some(&b(4))).unwrap();
    assert!(nca4.message.starts_with("idom(4) = NCA(parent(4) = 3, sdom(4) = 1) = 0"), "{}", nca4.message);
}

#[test]
fn figure_4_6_data_flow_sets() {
    let cfg = figure_4_6();
    let (_, trace) = traced(Algorithm::DataFlow, &cfg);
    let t = trace.final_table();
    assert_eq!(t.get(b(4), Column::DomSet), Some(&Value::Blocks(vec![b(0), b(4)])));
    assert_eq!(t.get(b(2), Column::DomSet), Some(&Value::Blocks(vec![b(0), b(1), b(2)])));
    assert_eq!(trace.steps.iter().filter(|s| s.phase == Phase::Round).count(), 3, "two rounds plus the fixed point");
    // After the init step every non-entry block's set is "all".
    let init = trace.steps.iter().position(|s| s.phase == Phase::Init).unwrap();
    assert_eq!(trace.table_at(init).get(b(3), Column::DomSet), Some(&Value::All));
}

#[test]
fn figure_4_6_cooper_harvey_kennedy_intersects() {
    let cfg = figure_4_6();
    let (_, trace) = traced(Algorithm::CooperHarveyKennedy, &cfg);
    let first = trace.steps.iter().find(|s| s.phase == Phase::Intersect).unwrap();
    assert_eq!(
        first.message,
        "intersect(5, 2) = 0 for 3: the finger with the larger rpo climbs to its idom until the fingers meet: 2 (rpo 3) → 1 (rpo 2) → 0 (rpo 0), then 5 (rpo 1) → 0 (rpo 0)."
    );
}

#[test]
fn unreachable_blocks_self_loops_and_duplicates() {
    // 3 is unreachable and jumps into 1; 1 has a self loop; 0 → 2 twice; an edge into the entry.
    let cfg = from_edges(5, &[(0, 2), (0, 2), (0, 1), (1, 1), (1, 4), (2, 4), (3, 1), (4, 0)]);
    let want = crate::reference::idoms(&cfg);
    for a in Algorithm::ALL {
        assert_eq!(run(a, &cfg, None), want, "{a:?}");
        let (got, trace) = traced(a, &cfg);
        assert_eq!(got, want);
        assert_eq!(trace.final_table().idoms(), Some(want.clone()));
        let done = &trace.steps.last().unwrap().message;
        assert!(done.contains("unreachable from the entry (no idom): 3"), "{done}");
    }
    let (_, slt) = traced(Algorithm::SimpleLengauerTarjan, &cfg);
    let m = slt.messages();
    assert!(m.contains("predecessor 1 is 1 itself (a self loop), no candidate"), "{m}");
    assert!(m.contains("predecessor 3 is unreachable from the entry, ignored"), "{m}");
}

#[test]
fn single_block() {
    let cfg = from_edges(1, &[]);
    for a in Algorithm::ALL {
        let (got, trace) = traced(a, &cfg);
        assert_eq!(got, vec![None]);
        assert_eq!(trace.steps.last().unwrap().message, "Done: the entry is the only reachable block, it has no idom.");
    }
}

#[test]
fn too_many_blocks_records_nothing() {
    let edges: Vec<(u32, u32)> = (0..20).map(|i| (i, i + 1)).collect();
    let cfg = from_edges(21, &edges);
    for a in Algorithm::ALL {
        let mut trace = Trace::with_limits(a, Limits { max_blocks: 20, max_steps: 1000 });
        let got = run(a, &cfg, Some(&mut trace));
        assert_eq!(got, crate::reference::idoms(&cfg));
        assert!(trace.is_empty());
        assert_eq!(trace.truncated, Some(Truncation::Blocks { blocks: 21, limit: 20 }));
        assert_eq!(trace.final_table().rows, 0);
    }
}

#[test]
fn step_limit_stops_recording_but_the_table_ends_right() {
    let cfg = figure_4_6();
    for a in Algorithm::ALL {
        let mut trace = Trace::with_limits(a, Limits { max_blocks: 500, max_steps: 7 });
        let got = run(a, &cfg, Some(&mut trace));
        assert_eq!(trace.truncated, Some(Truncation::Steps { limit: 7 }));
        assert_eq!(trace.len(), 8);
        let done = trace.steps.last().unwrap();
        assert_eq!(done.phase, Phase::Done);
        assert!(done.message.starts_with("The trace stopped after 7 steps"));
        assert_eq!(trace.final_table().idoms(), Some(got));
    }
}

#[test]
fn a_trace_can_be_reused_and_switches_algorithm() {
    let cfg = figure_4_6();
    let mut trace = Trace::new(Algorithm::DataFlow);
    semi_nca::idoms(&cfg, Some(&mut trace));
    let first = trace.clone();
    semi_nca::idoms(&cfg, Some(&mut trace));
    assert_eq!(trace, first, "recording clears the trace first");
    assert_eq!(trace.algorithm, Algorithm::SemiNca);
    assert_eq!(trace.columns, Algorithm::SemiNca.columns());
}

#[test]
fn json_round_trip() {
    let cfg = figure_4_6();
    let (_, trace) = traced(Algorithm::SimpleLengauerTarjan, &cfg);
    let json = trace.to_json().unwrap();
    assert!(json.contains("\"algorithm\":\"simple-lengauer-tarjan\""), "{json}");
    assert!(json.contains("\"phase\":\"semi\""));
    assert!(json.contains("{\"block\":4,\"column\":\"sdom\",\"value\":{\"kind\":\"block\",\"value\":1}}"), "{json}");
    assert_eq!(Trace::from_json(&json).unwrap(), trace);
}

#[test]
fn table_apply_matches_table_at() {
    let cfg = figure_4_6();
    for a in Algorithm::ALL {
        let (_, trace) = traced(a, &cfg);
        let mut t = trace.empty_table();
        for (k, s) in trace.steps.iter().enumerate() {
            t.apply(s);
            assert_eq!(t, trace.table_at(k));
        }
        assert_eq!(t, trace.final_table());
    }
}

#[test]
fn deep_graphs_do_not_overflow_the_stack() {
    let n = 100_000u32;
    // A chain with a back edge from the end to the start of every 1000 blocks.
    let mut edges: Vec<(u32, u32)> = (0..n - 1).map(|i| (i, i + 1)).collect();
    edges.extend((1..n / 1000).map(|k| (k * 1000 - 1, (k - 1) * 1000 + 1)));
    edges.push((0, n - 1));
    let cfg = from_edges(n as usize, &edges);
    let dt = DominatorTree::compute(&cfg);
    let want: Vec<Option<Block>> = cfg.blocks().map(|x| dt.idom(x)).collect();
    for a in [Algorithm::CooperHarveyKennedy, Algorithm::SimpleLengauerTarjan, Algorithm::SemiNca] {
        assert_eq!(run(a, &cfg, None), want, "{a:?}");
        // Recording is refused above the block limit, and the result is unchanged.
        let mut trace = Trace::new(a);
        assert_eq!(run(a, &cfg, Some(&mut trace)), want);
        assert!(trace.is_empty());
    }
    // Data flow is quadratic in space: a smaller chain.
    let small: Vec<(u32, u32)> = (0..2999).map(|i| (i, i + 1)).collect();
    let cfg = from_edges(3000, &small);
    let dt = DominatorTree::compute(&cfg);
    assert_eq!(run(Algorithm::DataFlow, &cfg, None), cfg.blocks().map(|x| dt.idom(x)).collect::<Vec<_>>());
}
