//! Engine unit tests: the patent's figure 3B/3C example under every policy, stepping back,
//! chunked runs.

use super::markers::{compare_with_ipdom, MarkerAnalysis, MarkerKind, MarkerOptions};
use super::*;
use crate::session::load;

/// Figure 3B of the patent (BB0 … BB5, BB4 → BB0 closes the loop) with the four threads of
/// figure 3C (continued after BB4 → BB0 to the exit, which the text does not show).
pub(crate) const PATENT: &str = "\
BB0 BB1 BB2 BB3 BB4 BB5
BB0 -> BB1, BB5
BB1 ~> BB2, BB3
BB2 -> BB4
BB3 ~> BB4, BB5
BB4 -> BB0
BB5
thread T0: BB0 BB1 BB2 BB4 BB0 BB5
thread T1: BB0 BB1 BB2 BB4 BB0 BB5
thread T2: BB0 BB1 BB3 BB4 BB0 BB5
thread T3: BB0 BB1 BB3 BB5
";

fn session(src: &str, kind: PolicyKind) -> (Cfg, Stepper) {
    let l = load(src, None, None).unwrap();
    let cfg = l.program.functions[0].cfg().clone();
    let e = Engine::new(&cfg, l.paths, kind, &EngineOptions::default());
    (cfg, Stepper::new(e))
}

fn steps(cfg: &Cfg, s: &Stepper) -> Vec<String> {
    s.timeline(cfg, 0..usize::MAX).iter().map(|r| format!("{}{:?}", r.name, r.active)).collect()
}

#[test]
fn patent_queue_and_markers() {
    let cfg = crate::input::compact::parse(&PATENT.lines().take(7).collect::<Vec<_>>().join("\n")).unwrap();
    let a = MarkerAnalysis::compute(&cfg, &MarkerOptions::default());
    assert!(a.complete);
    assert_eq!(a.queue_rows(), ["E", "E0", "E01 E05", "E012 E013 E05", "E013 E0124 E05", "E01{2,3}4 E0{13,NULL}5", "E0{13,NULL}5", ""]);
    let names: Vec<&str> = a.marked_blocks().iter().map(|&b| cfg.name_of(b)).collect();
    assert_eq!(names, ["BB0", "BB3", "BB4", "BB5"]);
    let kinds = |n: &str| -> Vec<MarkerKind> { a.reasons.iter().filter(|r| cfg.name_of(r.block) == n).map(|r| r.kind).collect() };
    assert_eq!(kinds("BB0"), [MarkerKind::LoopExit]);
    assert_eq!(kinds("BB3"), [MarkerKind::NotFront, MarkerKind::LoopExit]);
    assert_eq!(kinds("BB4"), [MarkerKind::NotFront, MarkerKind::Merge]);
    assert_eq!(kinds("BB5"), [MarkerKind::NotFront, MarkerKind::Merge]);
    let cmp = compare_with_ipdom(&cfg, &a);
    let bb4 = cmp.iter().find(|r| r.name == "BB4").unwrap();
    assert!(bb4.ipdom_of.iter().all(|&b| cfg.name_of(b) != "BB1"));
    assert!(bb4.note.contains("ipdom(BB1) = BB5"), "{}", bb4.note);
    let bb5 = cmp.iter().find(|r| r.name == "BB5").unwrap();
    assert!(bb5.note.starts_with("marker ("), "{}", bb5.note);
}

#[test]
fn patent_runtime_follows_figure_3c() {
    let (cfg, mut s) = session(PATENT, PolicyKind::Markers);
    s.run_to_end();
    assert_eq!(steps(&cfg, &s), ["BB0[0, 1, 2, 3]", "BB1[0, 1, 2, 3]", "BB2[0, 1]", "BB3[2, 3]", "BB4[0, 1, 2]", "BB0[0, 1, 2]", "BB5[0, 1, 2, 3]"]);
    let m = s.metrics();
    assert_eq!((m.steps, m.instances, m.evaluations), (7, 22, 5));
    assert!(m.finished);
    // The ipdom stack only reconverges at BB5.
    let (cfg, mut s) = session(PATENT, PolicyKind::Ipdom);
    s.run_to_end();
    assert_eq!(steps(&cfg, &s), ["BB0[0, 1, 2, 3]", "BB1[0, 1, 2, 3]", "BB2[0, 1]", "BB4[0, 1]", "BB0[0, 1]", "BB3[2, 3]", "BB4[2]", "BB0[2]", "BB5[0, 1, 2, 3]"]);
    let (cfg, mut s) = session(PATENT, PolicyKind::Independent);
    s.run_to_end();
    assert_eq!(s.metrics().steps, 11, "{:?}", steps(&cfg, &s));
    let (cfg, mut s) = session(PATENT, PolicyKind::Maximal);
    s.run_to_end();
    assert_eq!(steps(&cfg, &s), ["BB0[0, 1, 2, 3]", "BB1[0, 1, 2, 3]", "BB2[0, 1]", "BB3[2, 3]", "BB4[0, 1, 2]", "BB0[0, 1, 2]", "BB5[0, 1, 2, 3]"]);
}

#[test]
fn step_back_and_chunks_replay_the_same_states() {
    let src = "e -> h\nh ~> b, l\nb -> l\nl ~> h, x\nx\nthreads: 40\nrule h: tid % 3 == 0 ? b : l\ntrips l: tid % 7 + 200\n";
    for kind in PolicyKind::ALL {
        let (_, mut s) = session(src, kind);
        let mut states = vec![s.state().clone()];
        while s.step().is_some() {
            states.push(s.state().clone());
        }
        assert!(states.len() > 2 * CHECKPOINT_EVERY as usize, "{kind:?}: {} states", states.len());
        let total = states.len() - 1;
        for back in 1..=total.min(600) {
            assert!(s.step_back());
            assert_eq!(s.state(), &states[total - back], "{kind:?} after {back} steps back");
        }
        s.reset();
        assert_eq!(s.state(), &states[0]);
        let mut p = s.run(100);
        while !p.done {
            assert!(p.steps <= 100);
            p = s.run(100);
        }
        assert_eq!(s.state(), &states[total]);
        assert_eq!(p.instances_done, p.instances_total);
        // Pure step from any state equals the session's.
        let e = s.engine();
        assert_eq!(&e.step(&states[5]), &states[6]);
        assert_eq!(&e.step(&states[total]), &states[total]);
    }
}
