//! If-conversion (seed 001): the seed's worked examples, the semantics on every path of
//! random acyclic CFGs (and loop bodies), `K_init` minimality, control dependence against a slow
//! set-based reference and the `control_dependence` module, bad input, and the
//! full-predication warp policy.

use reconverge_core::control_dependence::ControlDependence;
use reconverge_core::convergence::ThreadPaths;
use reconverge_core::cycles::CycleInfo;
use reconverge_core::engine::{Engine, EngineOptions, PolicyKind, Stepper};
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use reconverge_core::if_conversion::{self, CodeKind, DefineKind, IfConversion, IfConversionError, IfConversionOptions, IrSource, Pred, Scope};
use reconverge_core::{input, Block, Cfg, PostDominatorTree};

fn load(path: &str) -> (String, Cfg) {
    let src = std::fs::read_to_string(format!("{}/tests/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let l = reconverge_core::session::load(&src, None, None).unwrap();
    let cfg = l.program.functions[0].cfg().clone();
    (src, cfg)
}

fn convert(cfg: &Cfg, scope: Scope) -> Result<IfConversion, IfConversionError> {
    IfConversion::compute(cfg, None, &IfConversionOptions { scope })
}

/// `[block, label]` pairs by name, as in the JSON.
fn pairs(cfg: &Cfg, v: &[if_conversion::LabelledEdge]) -> Vec<String> {
    v.iter().map(|e| format!("{}{}", cfg.name_of(e.branch), e.label)).collect()
}

fn preds(v: &[Pred]) -> Vec<String> {
    v.iter().map(|p| p.to_string()).collect()
}

// ---------------------------------------------------------------------------------------------
// The seed's examples.

/// Seed 001 §2.2–2.4 on the rebuilt running example: `[1, 2, true]` with `ipdom(1) = 7` and
/// the walk 2, 6 (the post-dominator-tree path 7 → 6 → 2 without 7); R and K; the nested if
/// at block 2 whose arm predicates are initialised at the entry.
#[test]
fn seed_running_example() {
    let (_, cfg) = load("if_conversion/seed001.cfg");
    let ic = convert(&cfg, Scope::Acyclic).unwrap();
    let id = |s: &str| cfg.find(s).unwrap();
    let names = |v: &[Block]| v.iter().map(|&b| cfg.name_of(b).to_string()).collect::<Vec<_>>();
    assert_eq!(names(&ic.blocks), ["1", "2", "3", "4", "5", "6", "7"]);
    // Step 1.
    assert_eq!(ic.ipdom[id("1").index()], Some(id("7")));
    assert_eq!(ic.ipdom[id("2").index()], Some(id("6")));
    assert_eq!(ic.ipdom[id("6").index()], Some(id("7")));
    assert_eq!(ic.ipdom[id("7").index()], None);
    // Step 2: the seed's edge [1, 2, true].
    let w = &ic.walks[0];
    assert_eq!((cfg.name_of(w.edge.branch), cfg.name_of(w.edge.target), w.edge.label.as_str(), w.stop), ("1", "2", "T", Some(id("7"))));
    assert_eq!(names(&w.path), ["2", "6"]);
    let cd: Vec<Vec<String>> = ic.blocks.iter().map(|b| pairs(&cfg, &ic.control_dependence[b.index()])).collect();
    assert_eq!(cd, [vec![], vec!["1T"], vec!["2T"], vec!["2F"], vec!["1F"], vec!["1T"], vec![]]);
    // Step 3: R and K.
    let r: Vec<String> = ic.blocks.iter().map(|b| ic.r[b.index()].unwrap().to_string()).collect();
    assert_eq!(r, ["p0", "p1", "p2", "p3", "p4", "p1", "p0"]);
    let k: Vec<Vec<String>> = ic.predicates.iter().map(|p| pairs(&cfg, &p.k)).collect();
    assert_eq!(k, [vec![], vec!["1T"], vec!["2T"], vec!["2F"], vec!["1F"]]);
    assert!(ic.predicates[1..].iter().all(|p| p.define == DefineKind::Unconditional));
    assert_eq!(names(&ic.predicates[1].blocks), ["2", "6"]);
    // Step 4: p2 and p3 are defined in 2 under p1 (no kill); p1 and p4 in 1 under p0 (kill).
    let row = |b: &str| ic.liveness.iter().find(|l| l.block == id(b)).unwrap();
    assert_eq!(preds(&row("1").kills), ["p1", "p4"]);
    assert_eq!(preds(&row("2").conditional_defs), ["p2", "p3"]);
    assert_eq!(preds(&row("2").live_in), ["p1", "p2", "p3", "p4"]);
    assert_eq!(preds(&row("1").live_in), ["p2", "p3"]);
    assert_eq!(preds(&row("6").live_in), ["p1"]);
    assert!(row("7").live_in.is_empty() && row("7").live_out.is_empty());
    assert_eq!(preds(&ic.k_init), ["p2", "p3"]);
    // The predicated code.
    assert_eq!(
        ic.code_text(),
        "        p2 = false\n        p3 = false\n(p0) 1:\n(p0)     p1 = c_1\n(p0)     p4 = !c_1\n(p1) 2:\n(p1)     p2 = c_2\n(p1)     p3 = !c_2\n(p2) 3:\n(p3) 4:\n(p4) 5:\n(p1) 6:\n(p0) 7:\n"
    );
    check_semantics(&cfg, &ic, "seed");
}

/// Seed 001 §2.4: "p2 and p3 are both defined in block 1; if block 1 does not run they are
/// not initialised, so the start node sets them to false".
#[test]
fn seed_nested_if() {
    let (_, cfg) = load("if_conversion/seed001_nested.cfg");
    let ic = convert(&cfg, Scope::Acyclic).unwrap();
    let id = |s: &str| cfg.find(s).unwrap();
    assert_eq!(ic.r[id("2").index()], Some(Pred(2)));
    assert_eq!(ic.r[id("3").index()], Some(Pred(3)));
    assert_eq!(pairs(&cfg, &ic.predicates[2].k), ["1T"]);
    assert_eq!(pairs(&cfg, &ic.predicates[3].k), ["1F"]);
    assert_eq!(preds(&ic.k_init), ["p2", "p3"]);
    assert!(ic.predicates[2].init && ic.predicates[3].init && !ic.predicates[1].init);
    let start = &ic.liveness[0];
    assert_eq!(cfg.name_of(start.block), "start");
    assert_eq!(preds(&start.live_in), ["p2", "p3"]);
    assert_eq!(preds(&start.kills), ["p1"]);
    check_semantics(&cfg, &ic, "nested");
}

#[test]
fn seed_golden_text_and_json() {
    for (file, name) in [("if_conversion/seed001.cfg", "seed001"), ("if_conversion/seed001_nested.cfg", "seed001_nested")] {
        let (_, cfg) = load(file);
        let ic = convert(&cfg, Scope::Acyclic).unwrap();
        insta::assert_snapshot!(name, if_conversion::print(&cfg, &ic));
    }
    let (_, cfg) = load("if_conversion/seed001.cfg");
    let ic = convert(&cfg, Scope::Acyclic).unwrap();
    let j = if_conversion::to_json(&cfg, &ic);
    assert_eq!(j["blocks"], serde_json::json!(["1", "2", "3", "4", "5", "6", "7"]));
    assert_eq!(j["true_predicate"], "p0");
    assert_eq!(j["R"]["6"], "p1");
    assert_eq!(j["K"]["p1"], serde_json::json!([["1", "T"]]));
    assert!(j["K"].get("p0").is_none());
    assert_eq!(j["K_init"], serde_json::json!(["p2", "p3"]));
    assert_eq!(j["control_dependence"]["6"], serde_json::json!([["1", "T"]]));
    assert_eq!(j["control_dependence"]["1"], serde_json::json!([]));
    // The result types round-trip through serde (the web worker ships them).
    let back: IfConversion = serde_json::from_str(&serde_json::to_string(&ic).unwrap()).unwrap();
    assert_eq!(back, ic);
}

// ---------------------------------------------------------------------------------------------
// The semantics, checked on every path.

/// A region path: the blocks run and, per block, the successor position taken (`None` at an
/// exit of the CFG).
type Path = Vec<(Block, Option<usize>)>;

/// Every path of the region from its entry: a path ends at a block without successors, or by
/// taking an edge that is set aside or leaves the region. `None` if there are more than `cap`.
fn region_paths(cfg: &Cfg, ic: &IfConversion, cap: usize) -> Option<Vec<Path>> {
    let aside = |x: Block, i: usize| ic.back_edges_set_aside.iter().any(|e| e.branch == x && e.index as usize == i);
    let inside = |b: Block| ic.r[b.index()].is_some();
    let mut out = Vec::new();
    let mut stack: Vec<Path> = vec![vec![]];
    let mut at: Vec<Block> = vec![ic.entry];
    while let Some(p) = stack.pop() {
        let x = at.pop().unwrap();
        let s = cfg.succs(x);
        if s.is_empty() {
            let mut q = p.clone();
            q.push((x, None));
            out.push(q);
        }
        for (i, &y) in s.iter().enumerate() {
            let mut q = p.clone();
            q.push((x, Some(i)));
            if aside(x, i) || !inside(y) {
                out.push(q);
            } else {
                stack.push(q);
                at.push(y);
            }
        }
        if out.len() + stack.len() > cap {
            return None;
        }
    }
    Some(out)
}

/// Runs the predicated code of `ic` (its `code` lines) on `path` with `init` false at the entry:
/// `Err` names the first unset guard read or a wrong block; `Ok` when exactly the path's blocks
/// ran, in order.
fn run_path(cfg: &Cfg, ic: &IfConversion, init: &[Pred], path: &Path) -> Result<(), String> {
    let mut val: Vec<Option<bool>> = vec![None; ic.predicates.len()];
    val[0] = Some(true);
    for p in init {
        val[p.index()] = Some(false);
    }
    let mut ran = Vec::new();
    let mut taken: Option<usize> = None;
    let mut running = false;
    for line in &ic.code {
        match &line.kind {
            CodeKind::Init => {}
            CodeKind::Label => {
                let x = line.block.unwrap();
                let g = val[line.guard.index()].ok_or_else(|| format!("{}: guard {} read unset", cfg.name_of(x), line.guard))?;
                running = g;
                if g {
                    let k = ran.len();
                    if path.get(k).map(|s| s.0) != Some(x) {
                        return Err(format!("{} ran, the path has {:?} there", cfg.name_of(x), path.get(k).map(|s| cfg.name_of(s.0))));
                    }
                    taken = path[k].1;
                    ran.push(x);
                }
            }
            CodeKind::Instruction => {}
            CodeKind::Define { pred, edge, or } => {
                if !running {
                    continue;
                }
                if taken == Some(edge.index as usize) {
                    val[pred.index()] = Some(true);
                } else if !or {
                    val[pred.index()] = Some(false);
                }
            }
        }
    }
    if ran.len() != path.len() {
        return Err(format!("ran {} blocks of a {}-block path", ran.len(), path.len()));
    }
    Ok(())
}

/// The semantics on every path, `K_init` minimal, and the code consistent with R and K.
fn check_semantics(cfg: &Cfg, ic: &IfConversion, case: &str) {
    // Defines: exactly one per (x, l) ∈ K(p), OR-defines exactly where |K(p)| > 1.
    let mut defs: Vec<(Block, u32, Pred, bool)> = ic
        .code
        .iter()
        .filter_map(|l| match &l.kind {
            CodeKind::Define { pred, edge, or } => Some((edge.branch, edge.index, *pred, *or)),
            _ => None,
        })
        .collect();
    let mut want: Vec<(Block, u32, Pred, bool)> = ic.predicates.iter().enumerate().flat_map(|(i, p)| p.k.iter().map(move |e| (e.branch, e.index, Pred(i as u32), p.k.len() > 1))).collect();
    defs.sort();
    want.sort();
    assert_eq!(defs, want, "{case}: defines");
    // Guards: the label line of x is guarded by R(x).
    for l in &ic.code {
        if let (CodeKind::Label, Some(x)) = (&l.kind, l.block) {
            assert_eq!(Some(l.guard), ic.r[x.index()], "{case}: guard of {}", cfg.name_of(x));
        }
    }
    let Some(paths) = region_paths(cfg, ic, 4000) else { return };
    for p in &paths {
        if let Err(e) = run_path(cfg, ic, &ic.k_init, p) {
            panic!("{case}: path {:?}: {e}\n{}", p.iter().map(|s| cfg.name_of(s.0)).collect::<Vec<_>>(), if_conversion::print(cfg, ic));
        }
    }
    for (k, &q) in ic.k_init.iter().enumerate() {
        let mut fewer = ic.k_init.clone();
        fewer.remove(k);
        assert!(paths.iter().any(|p| run_path(cfg, ic, &fewer, p).is_err()), "{case}: K_init without {q} still works");
    }
}

// ---------------------------------------------------------------------------------------------
// Control dependence against a slow reference.

/// Whether `a` post-dominates `b` in the region (every path from `b` to the region's virtual
/// exit passes `a`): remove `a` and search from `b` for an exit of the region.
fn pdom(cfg: &Cfg, ic: &IfConversion, a: Block, b: Block) -> bool {
    if a == b {
        return true;
    }
    let aside = |x: Block, i: usize| ic.back_edges_set_aside.iter().any(|e| e.branch == x && e.index as usize == i);
    let mut seen = vec![false; cfg.num_blocks()];
    let mut stack = vec![b];
    while let Some(v) = stack.pop() {
        if v == a || std::mem::replace(&mut seen[v.index()], true) {
            continue;
        }
        if cfg.succs(v).is_empty() {
            return false;
        }
        for (i, &w) in cfg.succs(v).iter().enumerate() {
            if aside(v, i) || ic.r[w.index()].is_none() {
                return false;
            }
            stack.push(w);
        }
    }
    true
}

/// FOW's definition: `y` is control dependent on `x →ᵢ s` iff `y` post-dominates `s` (the edge
/// stays in the region) and `y` does not strictly post-dominate `x`.
fn reference_cd(cfg: &Cfg, ic: &IfConversion) -> Vec<Vec<(Block, u32)>> {
    let aside = |x: Block, i: usize| ic.back_edges_set_aside.iter().any(|e| e.branch == x && e.index as usize == i);
    let mut cd = vec![Vec::new(); cfg.num_blocks()];
    for &x in &ic.blocks {
        for (i, &s) in cfg.succs(x).iter().enumerate() {
            if aside(x, i) || ic.r[s.index()].is_none() {
                continue;
            }
            for &y in &ic.blocks {
                if pdom(cfg, ic, y, s) && !(y != x && pdom(cfg, ic, y, x)) {
                    cd[y.index()].push((x, i as u32));
                }
            }
        }
    }
    for v in &mut cd {
        v.sort();
    }
    cd
}

fn acyclic_options(blocks: usize) -> GenOptions {
    let mut o = GenOptions::new(blocks, Shape::Reducible);
    o.back_edge = 0.0;
    o.self_loop = 0.0;
    o.switch = 0.15;
    o.duplicate = 0.15;
    o.exit = 0.12;
    o
}

/// On random acyclic CFGs (switches, duplicate edges, several exits): every path runs exactly
/// its blocks, no unset read, `K_init` minimal; control dependence equals the set-based
/// reference and the `control_dependence` module.
#[test]
fn random_acyclic_cfgs_run_every_path() {
    let mut rng = Rng::new(2024);
    let mut checked = 0;
    for case in 0..256 {
        let o = acyclic_options(2 + rng.below(13));
        let cfg = random_cfg(&mut rng, &o);
        if CycleInfo::compute(&cfg).num_cycles() > 0 {
            assert!(matches!(convert(&cfg, Scope::Acyclic), Err(IfConversionError::Cyclic { .. })));
            continue;
        }
        let ic = convert(&cfg, Scope::Acyclic).unwrap_or_else(|e| panic!("case {case}: {e}"));
        assert_eq!(ic.blocks.len(), cfg.num_blocks(), "case {case}: every block in the line");
        for &(x, y) in &cfg.edges().collect::<Vec<_>>() {
            let (px, py) = (ic.blocks.iter().position(|&b| b == x), ic.blocks.iter().position(|&b| b == y));
            assert!(px < py, "case {case}: {x} -> {y} goes backwards in the line");
        }
        check_semantics(&cfg, &ic, &format!("case {case}"));
        let mine: Vec<Vec<(Block, u32)>> = ic.control_dependence.iter().map(|v| v.iter().map(|e| (e.branch, e.index)).collect()).collect();
        assert_eq!(mine, reference_cd(&cfg, &ic), "case {case}: reference");
        let cd = ControlDependence::compute(&cfg, &PostDominatorTree::compute(&cfg));
        let module: Vec<Vec<(Block, u32)>> = cfg.blocks().map(|y| cd.depends_on(y).iter().map(|e| (e.branch, e.index)).collect()).collect();
        assert_eq!(mine, module, "case {case}: control_dependence module");
        let pdt = PostDominatorTree::compute(&cfg);
        for b in cfg.blocks() {
            assert_eq!(ic.ipdom[b.index()], pdt.ipdom(b), "case {case}: ipdom");
        }
        checked += 1;
    }
    assert!(checked > 150, "only {checked} acyclic cases");
}

/// Cyclic CFGs: with the back edges set aside (reducible ones), and every reducible loop body,
/// the same semantics hold on the region's paths; irreducible cycles and bad headers are
/// errors, never panics.
#[test]
fn random_cyclic_cfgs_loop_bodies_and_errors() {
    let mut rng = Rng::new(99);
    let (mut bodies, mut aside, mut irreducible) = (0, 0, 0);
    for case in 0..200 {
        let shape = if case % 3 == 0 { Shape::Random } else { Shape::Reducible };
        let mut o = GenOptions::new(2 + rng.below(11), shape);
        o.back_edge = 0.3;
        o.switch = 0.1;
        let cfg = random_cfg(&mut rng, &o);
        let ci = CycleInfo::compute(&cfg);
        let all_reducible = ci.cycles().all(|c| ci.is_reducible(c));
        match convert(&cfg, Scope::SetAsideBackEdges) {
            Ok(ic) => {
                assert!(all_reducible);
                let reach = cfg.blocks().filter(|&b| ci.preorder_number(b).is_some()).count();
                assert_eq!(ic.blocks.len(), reach);
                check_semantics(&cfg, &ic, &format!("case {case} aside"));
                let mine: Vec<Vec<(Block, u32)>> = ic.control_dependence.iter().map(|v| v.iter().map(|e| (e.branch, e.index)).collect()).collect();
                assert_eq!(mine, reference_cd(&cfg, &ic), "case {case}: reference (aside)");
                aside += 1;
            }
            Err(e) => {
                assert!(!all_reducible, "case {case}: {e}");
                assert!(matches!(e, IfConversionError::Irreducible { .. }));
                assert!(e.to_string().contains("irreducible"));
                irreducible += 1;
            }
        }
        if ci.num_cycles() > 0 {
            let e = convert(&cfg, Scope::Acyclic).unwrap_err();
            assert!(e.to_string().contains("cycle"), "{e}");
        }
        let headers = if_conversion::loop_headers(&ci);
        for c in ci.cycles() {
            let h = ci.header(c);
            assert_eq!(headers.contains(&h), convert(&cfg, Scope::LoopBody(h)).is_ok(), "case {case}: loop_headers");
            match convert(&cfg, Scope::LoopBody(h)) {
                Ok(ic) => {
                    assert_eq!(ic.entry, h);
                    assert_eq!(ic.blocks[0], h);
                    assert_eq!(ic.blocks.len(), ci.blocks(c).count());
                    assert!(ic.back_edges_set_aside.iter().any(|e| e.target == h));
                    check_semantics(&cfg, &ic, &format!("case {case} body {}", cfg.name_of(h)));
                    let mine: Vec<Vec<(Block, u32)>> = ic.control_dependence.iter().map(|v| v.iter().map(|e| (e.branch, e.index)).collect()).collect();
                    assert_eq!(mine, reference_cd(&cfg, &ic), "case {case}: reference (body)");
                    bodies += 1;
                }
                Err(e) => assert!(matches!(e, IfConversionError::Irreducible { .. }), "case {case}: {e}"),
            }
        }
        // The cheap check answers as the conversion does.
        for scope in [Scope::Acyclic, Scope::SetAsideBackEdges].into_iter().chain(ci.cycles().map(|c| Scope::LoopBody(ci.header(c)))) {
            assert_eq!(IfConversion::check_scope(&cfg, &ci, scope).map_err(|e| e.to_string()), convert(&cfg, scope).map(|_| ()).map_err(|e| e.to_string()), "case {case}: check_scope");
        }
        // A block that heads no cycle.
        if let Some(b) = cfg.blocks().find(|&b| ci.cycles().all(|c| ci.header(c) != b)) {
            assert!(matches!(convert(&cfg, Scope::LoopBody(b)), Err(IfConversionError::NoLoop { .. })));
        }
        assert!(matches!(convert(&cfg, Scope::LoopBody(Block(9999))), Err(IfConversionError::NoLoop { .. })));
    }
    assert!(bodies > 50 && aside > 50 && irreducible > 5, "bodies {bodies}, aside {aside}, irreducible {irreducible}");
}

/// The gallery's loop: the warp kernel's outer loop body (inner loop set aside too) and its
/// inner loop body.
#[test]
fn warp_kernel_loop_bodies() {
    let src = std::fs::read_to_string(format!("{}/../web/examples/warp_kernel.cfg", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let cfg = reconverge_core::session::load(&src, None, None).unwrap().program.functions[0].cfg().clone();
    let e = convert(&cfg, Scope::Acyclic).unwrap_err();
    assert_eq!(e.to_string(), "the CFG has a cycle (header head: head then else deep join ih ib after latch); if-conversion needs an acyclic region: convert the loop body (--loop head) or set the back edges aside (--set-aside-back-edges)");
    let ic = convert(&cfg, Scope::LoopBody(cfg.find("head").unwrap())).unwrap();
    let names: Vec<&str> = ic.blocks.iter().map(|&b| cfg.name_of(b)).collect();
    assert_eq!(names, ["head", "then", "else", "deep", "join", "ih", "ib", "after", "latch"]);
    let aside: Vec<String> = ic.back_edges_set_aside.iter().map(|e| format!("{}->{}", cfg.name_of(e.branch), cfg.name_of(e.target))).collect();
    assert_eq!(aside, ["ib->ih", "latch->head"]);
    assert_eq!(pairs(&cfg, &ic.region_exits), ["latchF"]);
    assert_eq!(preds(&ic.k_init), ["p3"], "{}", if_conversion::print(&cfg, &ic));
    check_semantics(&cfg, &ic, "warp kernel");
    insta::assert_snapshot!("warp_kernel_loop_head", if_conversion::print(&cfg, &ic));
}

/// LLVM IR input: the instructions of each block under its guard, the branch condition named
/// by its value.
#[test]
fn llvm_ir_lists_instructions_under_guards() {
    let src = "define void @k(i32 %x) {\nentry:\n  %c = icmp slt i32 %x, 4\n  br i1 %c, label %then, label %join\nthen:\n  %y = add i32 %x, 1\n  br label %join\njoin:\n  %z = phi i32 [ 0, %entry ], [ %y, %then ]\n  ret void\n}\n";
    let p = input::parse(src, None).unwrap();
    let f = p.functions[0].ir().unwrap();
    let ic = IfConversion::compute(&f.cfg, Some(IrSource { function: f, src }), &IfConversionOptions::default()).unwrap();
    assert_eq!(
        ic.code_text(),
        "(p0) entry:\n(p0)     %c = icmp slt i32 %x, 4\n(p0)     p1 = %c\n(p1) then:\n(p1)     %y = add i32 %x, 1\n(p0) join:\n(p0)     %z = phi i32 [ 0, %entry ], [ %y, %then ]\n(p0)     ret void\n"
    );
    assert_eq!(ic.instructions[1], ["%y = add i32 %x, 1"]);
}

/// A switch whose cases share a target: the target depends on two edges of one branch, so
/// its predicate is OR-defined and initialised.
#[test]
fn switch_with_shared_target_uses_or_defines() {
    let cfg = reconverge_core::input::compact::parse("a -> b, b, c\nb -> d\nc -> d\nd").unwrap();
    let ic = convert(&cfg, Scope::Acyclic).unwrap();
    let b = cfg.find("b").unwrap();
    let p = ic.r[b.index()].unwrap();
    assert_eq!(pairs(&cfg, &ic.predicates[p.index()].k), ["a0", "a1"]);
    assert_eq!(ic.predicates[p.index()].define, DefineKind::Or);
    assert_eq!(ic.k_init, [p]);
    assert!(ic.code_text().contains("p1 |= (s_a == 0)\n") && ic.code_text().contains("p1 |= (s_a == 1)\n"), "{}", ic.code_text());
    check_semantics(&cfg, &ic, "switch");
    // Both edges of a two-way branch to one block control nothing.
    let cfg = reconverge_core::input::compact::parse("a -> b, b\nb").unwrap();
    let ic = convert(&cfg, Scope::Acyclic).unwrap();
    assert!(ic.control_dependence.iter().all(|v| v.is_empty()) && ic.predicates.len() == 1 && ic.k_init.is_empty());
}

// ---------------------------------------------------------------------------------------------
// The full-predication warp policy.

fn entry_to_exit(cfg: &Cfg, rng: &mut Rng) -> Vec<Block> {
    let mut p = vec![cfg.entry()];
    loop {
        let s = cfg.succs(*p.last().unwrap());
        if s.is_empty() || p.len() > 200 {
            return p;
        }
        p.push(s[rng.below(s.len())]);
    }
}

/// On acyclic CFGs every thread runs its path in order, the steps are the straight line (one
/// per block, also when no lane is active), and the mask of a step is the set of lanes whose
/// path holds the block: their predicate `R(x)`.
#[test]
fn predication_runs_the_straight_line_on_acyclic_cfgs() {
    let mut rng = Rng::new(7);
    for case in 0..150 {
        let o = acyclic_options(2 + rng.below(13));
        let cfg = random_cfg(&mut rng, &o);
        if CycleInfo::compute(&cfg).num_cycles() > 0 {
            continue;
        }
        let ic = convert(&cfg, Scope::Acyclic).unwrap();
        let ps: Vec<Vec<Block>> = (0..1 + rng.below(40)).map(|_| entry_to_exit(&cfg, &mut rng)).collect();
        let paths = ThreadPaths::from_paths(&ps);
        let mut s = Stepper::new(Engine::new(&cfg, paths.clone(), PolicyKind::Predication, &EngineOptions::default()));
        let mut prev = s.state().clone();
        let mut k = 0;
        while let Some(r) = s.step() {
            assert_eq!(r.block, ic.blocks[k], "case {case}: step {k}");
            let want: Vec<u32> = paths.threads().filter(|&t| paths.path(t).contains(&r.block)).map(|t| t.0).collect();
            assert_eq!(r.active.iter().map(|t| t.0).collect::<Vec<_>>(), want, "case {case}: mask of step {k}");
            for t in r.active.iter() {
                assert_eq!(paths.path(t).get(prev.pos[t.index()] as usize), Some(&r.block));
            }
            assert_eq!(&s.engine().step(&prev), s.state(), "case {case}: pure step");
            prev = s.state().clone();
            k += 1;
        }
        let m = s.metrics();
        assert!(m.finished && !m.capped, "case {case}: {m:?}");
        assert_eq!(m.steps as usize, ic.blocks.len());
        assert_eq!(m.instances as usize, paths.num_instances());
    }
}

/// On cyclic (also irreducible) CFGs with arbitrary walks: every instance runs exactly once,
/// in path order, and the run finishes under the step cap.
#[test]
fn predication_finishes_on_cyclic_cfgs() {
    let mut rng = Rng::new(31);
    for case in 0..200 {
        let shape = if case % 2 == 0 { Shape::Reducible } else { Shape::Random };
        let mut o = GenOptions::new(3 + rng.below(10), shape);
        o.back_edge = 0.4;
        let cfg = random_cfg(&mut rng, &o);
        let ps: Vec<Vec<Block>> = (0..1 + rng.below(30))
            .map(|_| {
                let len = 1 + rng.below(30);
                let mut p = vec![cfg.entry()];
                while p.len() < len {
                    let s = cfg.succs(*p.last().unwrap());
                    if s.is_empty() {
                        break;
                    }
                    p.push(s[rng.below(s.len())]);
                }
                p
            })
            .collect();
        let paths = ThreadPaths::from_paths(&ps);
        let mut s = Stepper::new(Engine::new(&cfg, paths.clone(), PolicyKind::Predication, &EngineOptions::default()));
        let mut executed = vec![0u32; paths.num_instances()];
        let mut prev = s.state().clone();
        while let Some(r) = s.step() {
            for t in r.active.iter() {
                let k = prev.pos[t.index()] as usize;
                assert_eq!(paths.path(t).get(k), Some(&r.block), "case {case}");
                executed[paths.instance(t, k).index()] += 1;
            }
            prev = s.state().clone();
        }
        let m = s.metrics();
        assert!(m.finished && !m.capped, "case {case}: {m:?}");
        assert!(executed.iter().all(|&x| x == 1), "case {case}");
        assert!(m.simd_efficiency <= 1.0);
    }
}

/// The seed example under every policy: predication runs the 7 blocks once (no block is
/// skipped by all lanes here), the same steps as the ipdom stack.
#[test]
fn predication_beside_ipdom_on_the_seed() {
    let (src, _) = load("if_conversion/seed001.cfg");
    let l = reconverge_core::session::load(&src, None, None).unwrap();
    let cfg = l.program.functions[0].cfg();
    let run = |k| {
        let mut s = Stepper::new(Engine::new(cfg, l.paths.clone(), k, &EngineOptions::default()));
        s.run_to_end();
        s.metrics()
    };
    let (pr, ip) = (run(PolicyKind::Predication), run(PolicyKind::Ipdom));
    assert_eq!((pr.steps, ip.steps), (7, 7));
    // Only one lane goes left at 1: 5 runs alone; with the lanes all going right, 5 is an empty
    // step under predication and skipped by the ipdom stack.
    let l2 = ThreadPaths::from_paths(&vec![vec![Block(0), Block(1), Block(2), Block(5), Block(6)]; 3]);
    let mut s = Stepper::new(Engine::new(cfg, l2.clone(), PolicyKind::Predication, &EngineOptions::default()));
    s.run_to_end();
    assert_eq!(s.metrics().steps, 7);
    assert!(s.timeline(cfg, 0..7).iter().filter(|t| t.active.is_empty()).count() == 2);
    let mut s = Stepper::new(Engine::new(cfg, l2, PolicyKind::Ipdom, &EngineOptions::default()));
    s.run_to_end();
    assert_eq!(s.metrics().steps, 5);
    assert_eq!(PolicyKind::from_name("predication"), Some(PolicyKind::Predication));
}

/// The unstructured join: the SIMT stack runs `e` twice, the straight line once.
#[test]
fn predication_beats_ipdom_on_an_unstructured_join() {
    let (src, _) = load("if_conversion/predication_wins.cfg");
    let l = reconverge_core::session::load(&src, None, None).unwrap();
    let cfg = l.program.functions[0].cfg();
    let steps = |k| {
        let mut s = Stepper::new(Engine::new(cfg, l.paths.clone(), k, &EngineOptions::default()));
        s.run_to_end();
        s.metrics().steps
    };
    assert_eq!((steps(PolicyKind::Predication), steps(PolicyKind::Ipdom)), (7, 8));
}

// ---------------------------------------------------------------------------------------------
// The CLI.

fn cli(args: &[&str]) -> (bool, String, String) {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_reconverge")).args(args).current_dir(env!("CARGO_MANIFEST_DIR")).output().unwrap();
    (o.status.success(), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

#[test]
fn cli_ifconvert_json_and_errors() {
    let (ok, out, err) = cli(&["ifconvert", "tests/if_conversion/seed001.cfg", "--format", "json"]);
    assert!(ok, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    for key in ["blocks", "true_predicate", "R", "K", "K_init", "control_dependence"] {
        assert!(j.get(key).is_some(), "missing {key}");
    }
    assert_eq!(j["K"], serde_json::json!({"p1": [["1", "T"]], "p2": [["2", "T"]], "p3": [["2", "F"]], "p4": [["1", "F"]]}));
    assert_eq!(j["K_init"], serde_json::json!(["p2", "p3"]));
    let (ok, out, _) = cli(&["ifconvert", "tests/convergence/natural_loop.cfg", "--loop", "H", "--format", "json"]);
    assert!(ok);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["blocks"], serde_json::json!(["H", "B", "L"]));
    assert_eq!(j["back_edges_set_aside"], serde_json::json!([["L", "T", "H"]]));
    let (ok, _, err) = cli(&["ifconvert", "tests/convergence/natural_loop.cfg"]);
    assert!(!ok && err.contains("has a cycle (header H: H B L)") && err.contains("--loop H"), "{err}");
    let (ok, _, err) = cli(&["ifconvert", "tests/convergence/nested_irreducible.cfg", "--set-aside-back-edges"]);
    assert!(!ok && err.contains("irreducible cycle with entries R, P"), "{err}");
    let (ok, _, err) = cli(&["ifconvert", "tests/convergence/natural_loop.cfg", "--loop", "nope"]);
    assert!(!ok && err.contains("no block named `nope`"), "{err}");
    let (ok, out, err) = cli(&["simulate", "tests/convergence/patent_fig3b.cfg", "--policy", "predication", "--timeline", "0"]);
    assert!(ok, "{err}");
    assert!(out.starts_with("; policy predication: 11 steps, 22 instances, SIMD efficiency 50.0% (width 4)"), "{out}");
}

/// The straight line on any CFG: every reachable block once; each cycle's blocks contiguous with
/// its header first; every edge that is not a back edge (to the header of a cycle containing its
/// source) goes forward. Unreachable blocks are left out of every scope.
#[test]
fn straight_line_order_keeps_cycles_contiguous() {
    let mut rng = Rng::new(5150);
    for case in 0..300 {
        let shape = if case % 2 == 0 { Shape::Reducible } else { Shape::Random };
        let mut o = GenOptions::new(2 + rng.below(14), shape);
        o.back_edge = 0.35;
        o.unreachable = if case % 5 == 0 { 2 } else { 0 };
        let cfg = random_cfg(&mut rng, &o);
        let ci = CycleInfo::compute(&cfg);
        let line = if_conversion::straight_line_order(&cfg, &ci);
        let mut pos = vec![usize::MAX; cfg.num_blocks()];
        for (i, &b) in line.iter().enumerate() {
            assert_eq!(pos[b.index()], usize::MAX, "case {case}: {b} twice");
            pos[b.index()] = i;
        }
        for b in cfg.blocks() {
            assert_eq!(pos[b.index()] != usize::MAX, ci.preorder_number(b).is_some(), "case {case}: {b}");
        }
        assert_eq!(line[0], cfg.entry());
        for c in ci.cycles() {
            let ps: Vec<usize> = ci.blocks(c).map(|b| pos[b.index()]).collect();
            let (lo, hi) = (*ps.iter().min().unwrap(), *ps.iter().max().unwrap());
            assert_eq!(hi - lo + 1, ps.len(), "case {case}: cycle {c} not contiguous");
            assert_eq!(pos[ci.header(c).index()], lo, "case {case}: header of {c} not first");
        }
        for (u, v) in cfg.edges() {
            if pos[u.index()] == usize::MAX {
                continue;
            }
            let back = ci.cycles().any(|c| ci.header(c) == v && ci.contains(c, u));
            assert!(back || pos[u.index()] < pos[v.index()], "case {case}: {u} -> {v} goes backwards");
        }
        if let Ok(ic) = convert(&cfg, Scope::SetAsideBackEdges) {
            assert_eq!(ic.blocks, line, "case {case}");
            check_semantics(&cfg, &ic, &format!("case {case} (unreachable blocks)"));
        }
    }
}
