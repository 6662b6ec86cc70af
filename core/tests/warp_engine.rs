//! Warp engine invariants on random CFGs and random thread paths, for every policy: every
//! step executes one block for threads whose next block it is; every instance runs exactly
//! once; runs finish within `I` steps; the maximal schedule reproduces the maximal table; the
//! pure step agrees with the session; the scenario parser never panics on mangled input.

use reconverge_core::convergence::{diff_tables, MaximalConvergence, ThreadPaths};
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, Stepper};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::session::load;
use reconverge_core::{Block, Cfg};

fn walk(cfg: &Cfg, rng: &mut Rng, len: usize) -> Vec<Block> {
    let mut p = vec![cfg.entry()];
    while p.len() < len {
        let s = cfg.succs(*p.last().unwrap());
        if s.is_empty() {
            break;
        }
        // Bias towards the first successor so that threads share paths.
        let k = if rng.chance(0.6) { 0 } else { rng.below(s.len()) };
        p.push(s[k]);
    }
    p
}

#[test]
fn policies_keep_their_invariants() {
    let mut rng = Rng::new(77);
    for case in 0..300 {
        let n = 3 + rng.below(10);
        let shape = if case % 2 == 0 { Shape::Reducible } else { Shape::Random };
        let mut o = GenOptions::new(n, shape);
        o.back_edge = 0.4;
        let cfg = random_cfg(&mut rng, &o);
        let threads = 1 + rng.below(70);
        let ps: Vec<Vec<Block>> = (0..threads).map(|_| {
            let len = 1 + rng.below(40);
            walk(&cfg, &mut rng, len)
        }).collect();
        let paths = ThreadPaths::from_paths(&ps);
        let m = MaximalConvergence::compute(&cfg, &CycleInfo::compute(&cfg), &paths);
        let maximal = m.table().unwrap().column_of();
        for kind in PolicyKind::ALL {
            let e = Engine::new(&cfg, paths.clone(), kind, &EngineOptions::default());
            let mut s = Stepper::new(e);
            let mut executed = vec![0u32; paths.num_instances()];
            let mut prev = s.state().clone();
            while let Some(r) = s.step() {
                assert!(!r.active.is_empty(), "case {case} {kind:?}: empty step");
                for t in r.active.iter() {
                    let k = prev.pos[t.index()] as usize;
                    assert_eq!(paths.path(t).get(k), Some(&r.block), "case {case} {kind:?}: thread {t} not at {:?}", r.block);
                    executed[paths.instance(t, k).index()] += 1;
                }
                assert_eq!(&s.engine().step(&prev), s.state(), "case {case} {kind:?}: pure step");
                prev = s.state().clone();
            }
            let mt = s.metrics();
            assert!(mt.finished && !mt.capped, "case {case} {kind:?}: {mt:?}");
            assert!(executed.iter().all(|&x| x == 1), "case {case} {kind:?}: instances executed {executed:?}");
            assert_eq!(mt.instances as usize, paths.num_instances());
            assert!(mt.simd_efficiency > 0.0 && mt.simd_efficiency <= 1.0);
            let table = s.table();
            for row in &table.threads {
                assert!(row.windows(2).all(|w| w[0] < w[1]));
            }
            let d = diff_tables(&table.column_of(), &maximal);
            if kind == PolicyKind::Maximal {
                assert_eq!((d.only_maximal, d.only_policy), (0, 0), "case {case}: maximal schedule");
                assert_eq!(mt.steps as u32, m.table().unwrap().num_columns);
            }
            if kind == PolicyKind::Independent {
                assert_eq!(mt.evaluations, 0);
            }
        }
    }
}

#[test]
fn scenario_parser_never_panics() {
    let base = "e -> h\nh ~> b, l\nb -> l\nl ~> h, x\nx\nthread T1: e h b l x\nthreads: 3\nrule h: tid < 2 ? b : l\nvisits l: h, x\ntrips l: (tid + 1) * 2 % 5\nsteps: 100\ndfs: h: l b\n";
    let alphabet: Vec<char> = "ehblx ,:;#/\n\"%?()<>=!&|+-*0123456789tidvsrpTHREADS".chars().collect();
    let mut rng = Rng::new(5);
    for _ in 0..20_000 {
        let mut s: Vec<char> = base.chars().collect();
        for _ in 0..1 + rng.below(6) {
            let i = rng.below(s.len() + 1);
            match rng.below(3) {
                0 if i < s.len() => {
                    s.remove(i);
                }
                1 if i < s.len() => s[i] = alphabet[rng.below(alphabet.len())],
                _ => s.insert(i, alphabet[rng.below(alphabet.len())]),
            }
        }
        let text: String = s.into_iter().collect();
        if let Ok(l) = load(&text, None, None) {
            let cfg = l.program.functions[0].cfg();
            for kind in PolicyKind::ALL {
                let mut s = Stepper::new(Engine::new(cfg, l.paths.clone(), kind, &EngineOptions::default()));
                s.run_to_end();
                assert!(s.metrics().finished);
            }
        }
    }
}
