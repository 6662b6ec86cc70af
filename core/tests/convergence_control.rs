//! Convergence control tokens: the verifier against `opt-22 -passes=verify` (accept/reject,
//! every message and the lines it dumps), on our cases in `tests/convergence_control/*.ll`
//! (`verifier-rules-invalid.ll` breaks every rule of LLVM 22's convergence-control verifier,
//! `verifier-rules-valid.ll` and `verifier-cases.ll` hold the valid counterparts and the corner
//! cases); the controlled relation on the gallery examples.
//!
//! `opt-22` must be installed for the differential part; `RECONVERGE_SKIP_LLVM=1` skips it.

mod uniformity_support;

use reconverge_core::convergence_control::{verify_module, Diagnostic, Message};
use reconverge_core::ir::parse_module;
use std::path::{Path, PathBuf};
use std::process::Command;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/convergence_control")
}

fn ll_files() -> Vec<PathBuf> {
    let mut v = Vec::new();
    for e in std::fs::read_dir(dir()).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "ll") {
            v.push(p);
        }
    }
    v.sort();
    v
}

fn opt() -> Option<&'static str> {
    if std::env::var_os("RECONVERGE_SKIP_LLVM").is_some() {
        return None;
    }
    Command::new("opt-22").arg("--version").output().ok().filter(|o| o.status.success()).map(|_| "opt-22")
}

/// One convergence message of opt's output and the lines dumped after it.
type Record = (Message, Vec<String>);

/// opt's convergence records, in order (other verifier messages skipped), and whether it
/// accepted the module.
fn opt_records(opt: &str, path: &Path) -> (bool, Vec<Record>) {
    let out = Command::new(opt).args(["-passes=verify", "-disable-output"]).arg(path).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let mut recs: Vec<Record> = Vec::new();
    let mut open = false;
    for line in err.lines() {
        if let Some(m) = Message::from_text(line) {
            recs.push((m, Vec::new()));
            open = true;
        } else if open && (line.starts_with("  ") || line.starts_with("depth=") || line.starts_with("label %") || line.starts_with("token ")) {
            recs.last_mut().unwrap().1.push(line.to_string());
        } else {
            open = false;
        }
    }
    (out.status.success(), recs)
}

fn ours(src: &str) -> Vec<Diagnostic> {
    let m = parse_module(src).expect("parses");
    verify_module(src, &m)
}

/// Whitespace-normalised, with function attributes of calls dropped (`#3`, `convergent`):
/// opt re-prints call-site attributes as renumbered groups, we echo the source.
fn norm(s: &str) -> String {
    s.split_whitespace().filter(|w| !(w.starts_with('#') && w[1..].chars().all(|c| c.is_ascii_digit())) && *w != "convergent").collect::<Vec<_>>().join(" ")
}

#[test]
fn verifier_matches_opt_22() {
    let Some(opt) = opt() else { return };
    let (mut files, mut rejected, mut messages, mut dumped_exact) = (0, 0, 0, 0);
    for p in ll_files() {
        let src = std::fs::read_to_string(&p).unwrap();
        let (ok, theirs) = opt_records(opt, &p);
        let mine = ours(&src);
        let name = p.file_name().unwrap().to_string_lossy().to_string();
        let mine_recs: Vec<Record> = mine.iter().map(|d| (d.message, d.dumped.clone())).collect();
        assert_eq!(mine_recs.iter().map(|r| r.0).collect::<Vec<_>>(), theirs.iter().map(|r| r.0).collect::<Vec<_>>(), "{name}: messages differ\nours: {mine:#?}\nopt: {theirs:#?}");
        for (a, b) in mine_recs.iter().zip(&theirs) {
            assert_eq!(a.1.len(), b.1.len(), "{name}: dumped lines of {:?}", a.0);
            for (x, y) in a.1.iter().zip(&b.1) {
                assert_eq!(norm(x), norm(y), "{name}: {:?}", a.0);
                dumped_exact += usize::from(x == y);
            }
        }
        if !theirs.is_empty() {
            assert!(!ok, "{name}: opt accepted but reported convergence errors");
        }
        files += 1;
        rejected += usize::from(!theirs.is_empty());
        messages += theirs.len();
    }
    eprintln!("convergence verifier: {files} files, {rejected} rejected for convergence control, {messages} messages identical to opt-22 (dumped lines byte-identical: {dumped_exact})");
}

/// Random token programs on random CFGs (reducible and not, unreachable blocks, switches):
/// anchors, entries, loop intrinsics (mostly at cycle headers), controlled, uncontrolled and
/// plain calls, tokens chosen among the dominating definitions, occasional malformed bundles
/// (odd `fi`; even `fi` are "careful": mostly valid); convergent and plain functions. With
/// `kernel`, `amdgpu_kernel`s whose branches test a divergent `%d` (the work-item id) or the
/// uniform `%c`. One function text per entry.
fn random_token_functions(seed: u64, count: usize, kernel: bool) -> Vec<String> {
    use reconverge_core::cycles::CycleInfo;
    use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
    use reconverge_core::DominatorTree;
    use std::fmt::Write as _;
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for fi in 0..count {
        let mut module = String::new();
        let shape = if fi % 3 == 0 { Shape::Reducible } else { Shape::Random };
        let mut o = GenOptions::new(2 + rng.below(10), shape);
        o.unreachable = usize::from(fi % 7 == 0);
        let cfg = random_cfg(&mut rng, &o);
        let dt = DominatorTree::compute(&cfg);
        let ci = CycleInfo::compute(&cfg);
        let convergent = rng.below(2) == 0;
        let cc = if kernel { "amdgpu_kernel " } else { "" };
        let _ = writeln!(module, "define {cc}void @f{fi}(i1 %c, i32 %s){} {{", if convergent { " convergent" } else { "" });
        // (block, name) of every token definition so far.
        let mut defs: Vec<(usize, String)> = Vec::new();
        for b in cfg.blocks() {
            let _ = writeln!(module, "{}:", cfg.name_of(b));
            if kernel && b == cfg.entry() {
                module.push_str("  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %d = icmp eq i32 %tid, 0\n");
            }
            let header = ci.cycles().any(|c| ci.header(c) == b);
            let nops = rng.below(4);
            let mut local = 0;
            let visible = |defs: &Vec<(usize, String)>, this: usize| -> Vec<String> {
                defs.iter().filter(|(db, _)| *db == this || (dt.is_reachable(b) && dt.dominates(reconverge_core::Block(*db as u32), b))).map(|(_, n)| n.clone()).collect()
            };
            if header && rng.below(3) != 0 {
                let vis = visible(&defs, b.index());
                if let Some(t) = (!vis.is_empty()).then(|| vis[rng.below(vis.len())].clone()) {
                    let name = format!("%t{}_{}", b.index(), local);
                    local += 1;
                    let _ = writeln!(module, "  {name} = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token {t}) ]");
                    defs.push((b.index(), name));
                }
            }
            for _ in 0..nops {
                let vis = visible(&defs, b.index());
                let tok = (!vis.is_empty()).then(|| vis[rng.below(vis.len())].clone());
                let bundle = |rng: &mut Rng| match (&tok, if fi % 2 == 0 { 5 } else { rng.below(20) }) {
                    (Some(t), 0) => format!(" [ \"convergencectrl\"(token {t}), \"convergencectrl\"(token {t}) ]"),
                    (Some(t), 1) => format!(" [ \"convergencectrl\"(token {t}, token {t}) ]"),
                    (Some(t), _) => format!(" [ \"convergencectrl\"(token {t}) ]"),
                    (None, _) => String::new(),
                };
                let careful = fi % 2 == 0;
                let mut pick = if careful { [0, 6, 7, 8, 9, 10, 12, 13][rng.below(8)] } else { rng.below(14) };
                if careful && tok.is_none() && (6..=10).contains(&pick) {
                    pick = 0;
                }
                match pick {
                    0..=2 => {
                        let name = format!("%t{}_{}", b.index(), local);
                        local += 1;
                        let _ = writeln!(module, "  {name} = call token @llvm.experimental.convergence.anchor()");
                        defs.push((b.index(), name));
                    }
                    3 => {
                        let name = format!("%t{}_{}", b.index(), local);
                        local += 1;
                        let _ = writeln!(module, "  {name} = call token @llvm.experimental.convergence.entry()");
                        defs.push((b.index(), name));
                    }
                    4..=5 => {
                        let name = format!("%t{}_{}", b.index(), local);
                        local += 1;
                        let bd = if rng.below(8) == 0 { String::new() } else { bundle(&mut rng) };
                        let _ = writeln!(module, "  {name} = call token @llvm.experimental.convergence.loop(){bd}");
                        defs.push((b.index(), name));
                    }
                    6..=10 => {
                        let bd = bundle(&mut rng);
                        let _ = writeln!(module, "  call void @conv(){bd}");
                    }
                    11 => {
                        let _ = writeln!(module, "  call void @conv()");
                    }
                    12 => {
                        let bd = bundle(&mut rng);
                        let _ = writeln!(module, "  call void @plain(){bd}");
                    }
                    _ => {
                        let _ = writeln!(module, "  call void @plain()");
                    }
                }
            }
            let s = cfg.succs(b);
            match s.len() {
                0 => module.push_str("  ret void\n"),
                1 => {
                    let _ = writeln!(module, "  br label %{}", cfg.name_of(s[0]));
                }
                2 => {
                    let cond = if kernel && rng.below(2) == 0 { "%d" } else { "%c" };
                    let _ = writeln!(module, "  br i1 {cond}, label %{}, label %{}", cfg.name_of(s[0]), cfg.name_of(s[1]));
                }
                _ => {
                    let _ = write!(module, "  switch i32 %s, label %{} [", cfg.name_of(s[0]));
                    for (k, t) in s[1..].iter().enumerate() {
                        let _ = write!(module, " i32 {k}, label %{}", cfg.name_of(*t));
                    }
                    module.push_str(" ]\n");
                }
            }
        }
        module.push_str("}\n\n");
        out.push(module);
    }
    out
}

const DECLS: &str = "declare void @conv() convergent\ndeclare void @plain()\ndeclare i32 @llvm.amdgcn.workitem.id.x()\ndeclare token @llvm.experimental.convergence.entry()\ndeclare token @llvm.experimental.convergence.anchor()\ndeclare token @llvm.experimental.convergence.loop()\n";

/// The random token programs against opt-22's verifier: every message and dumped line must
/// agree, in order.
#[test]
fn random_token_programs_match_opt_22() {
    let Some(opt) = opt() else { return };
    let count = 400;
    let mut module: String = random_token_functions(0x7011_c0de, count, false).concat();
    module.push_str(DECLS);
    let dir = std::env::temp_dir().join(format!("reconverge-tokens-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("random.ll");
    std::fs::write(&path, &module).unwrap();
    let (_, theirs) = opt_records(opt, &path);
    let mine = ours(&module);
    let n = mine.len().min(theirs.len());
    for k in 0..n {
        assert_eq!(mine[k].message, theirs[k].0, "record {k}: ours {:#?}\nopt {:#?}\nmodule at {}", mine[k], theirs[k], path.display());
        let a: Vec<String> = mine[k].dumped.iter().map(|s| norm(s)).collect();
        let b: Vec<String> = theirs[k].1.iter().map(|s| norm(s)).collect();
        assert_eq!(a, b, "record {k} ({:?}) in {}", mine[k].message, mine[k].function);
    }
    assert_eq!(mine.len(), theirs.len(), "number of messages; module at {}", path.display());
    let mut by: Vec<(Message, usize)> = Vec::new();
    for d in &mine {
        match by.iter_mut().find(|x| x.0 == d.message) {
            Some(x) => x.1 += 1,
            None => by.push((d.message, 1)),
        }
    }
    let bad: std::collections::BTreeSet<&str> = mine.iter().map(|d| d.function.as_str()).collect();
    eprintln!("random token programs: {count} functions, {} rejected, {} messages identical to opt-22: {by:?}", bad.len(), mine.len());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Uniformity with convergence tokens: LLVM 22's analysis has nothing token-specific
/// (`UniformityAnalysis.cpp`, `GenericUniformityImpl.h`): the convergence intrinsics are
/// intrinsics that are neither sources of divergence nor always uniform on AMDGPU, so a token
/// is divergent only through its operand bundle (a `loop` token of a divergent token) or
/// temporal divergence, and a controlled call is a call like any other. Checked: every valid
/// file here and 300 random valid token kernels (divergent and uniform branches), against
/// `opt-22 -passes='print<uniformity>'`, verdict for verdict.
#[test]
fn uniformity_with_tokens_matches_opt_22() {
    use uniformity_support::{compare, opt_uniformity, Tally};
    let Some(opt) = opt() else { return };
    let opt = Path::new(opt);
    let mut total = Tally::default();
    let mut files = 0;
    for p in ll_files() {
        let src = std::fs::read_to_string(&p).unwrap();
        if !ours(&src).is_empty() {
            continue; // rejected by the verifier (opt too, see verifier_matches_opt_22)
        }
        let triple = (!src.contains("target triple")).then_some("amdgcn--");
        let theirs = opt_uniformity(opt, &p, triple);
        let (mine, hashed) = uniformity_support::ours(&src, None);
        total += compare(&theirs, &mine, &p.display().to_string(), &hashed);
        files += 1;
    }
    // Random valid token kernels.
    let mut module = String::from("target triple = \"amdgcn-amd-amdhsa\"\n\n");
    let mut kept = 0;
    for f in random_token_functions(0x0c0f_fee5, 600, true) {
        let text = format!("{f}{DECLS}");
        if ours(&text).is_empty() {
            module.push_str(&f);
            kept += 1;
        }
    }
    module.push_str(DECLS);
    let dir = std::env::temp_dir().join(format!("reconverge-tokens-u-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("random-kernels.ll");
    std::fs::write(&path, &module).unwrap();
    let theirs = opt_uniformity(opt, &path, None);
    let (mine, hashed) = uniformity_support::ours(&module, None);
    let t = compare(&theirs, &mine, "random token kernels", &hashed);
    eprintln!(
        "uniformity with tokens: {files} files + {kept} random valid token kernels; {} + {} values/terminators/arguments ({} + {} divergent) agree with opt-22",
        total.values, t.values, total.divergent, t.divergent
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Loads a gallery file with its scenario and computes the controlled relation.
fn gallery(name: &str) -> (reconverge_core::session::Loaded, reconverge_core::convergence_control::TokenProgram, reconverge_core::convergence_control::ControlledReport) {
    use reconverge_core::convergence::ReportOptions;
    use reconverge_core::convergence_control::{ControlledReport, ModuleFacts, TokenProgram};
    use reconverge_core::cycles::CycleInfo;
    let src = std::fs::read_to_string(dir().join(name)).unwrap();
    let loaded = reconverge_core::session::load(&src, None, None).unwrap_or_else(|e| panic!("{name}: {e}"));
    let module = parse_module(&src).unwrap();
    let facts = ModuleFacts::compute(&src, &module);
    let f = &module.functions[0];
    let program = TokenProgram::from_function(&src, f, &facts.functions[0]);
    let ci = CycleInfo::compute(&f.cfg);
    let report = ControlledReport::compute(&f.cfg, &ci, &loaded.paths, &program, &ReportOptions::default());
    (loaded, program, report)
}

/// Which threads converge on op `label`, as sets of thread indices (one per class).
fn op_groups(
    l: &reconverge_core::session::Loaded,
    program: &reconverge_core::convergence_control::TokenProgram,
    r: &reconverge_core::convergence_control::ControlledReport,
    label: &str,
) -> Vec<Vec<u32>> {
    let k = program.ops.iter().position(|o| o.label == label).unwrap_or_else(|| panic!("no op {label}: {:?}", program.ops));
    r.groups.iter().filter(|g| g.op as usize == k).map(|g| g.instances.iter().map(|&i| l.paths.thread_of(i).0).collect()).collect()
}

#[test]
fn gallery_relations_follow_the_document() {
    // Loop heart in the header: the two threads' calls are in different iterations.
    let (l, p, r) = gallery("anchor-loop-heart.ll");
    assert_eq!(l.paths.num_threads(), 2);
    assert_eq!(op_groups(&l, &p, &r, "@vote"), vec![vec![0], vec![1]]);
    assert_eq!(op_groups(&l, &p, &r, "@add"), vec![vec![0], vec![1]]);
    assert_eq!(op_groups(&l, &p, &r, "%team"), vec![vec![0, 1]]);
    assert_eq!(op_groups(&l, &p, &r, "%round"), vec![vec![0, 1], vec![0, 1]]);
    // Divergent loop exit: maximal convergence merges every thread at C, the heart's token
    // keeps the iterations apart.
    let (l, p, r) = gallery("loop-heart-divergent-exit.ll");
    assert_eq!(l.paths.num_threads(), 4);
    assert_eq!(op_groups(&l, &p, &r, "@report"), vec![vec![0, 1], vec![2, 3]]);
    assert_eq!(r.differences.len(), 4, "{:?}", r.differences);
    assert!(r.differences.iter().all(|d| !d.controlled && d.maximal));
    // Reductions: each call site communicates among the threads reaching it.
    let (l, p, r) = gallery("reductions-divergent.ll");
    assert_eq!(op_groups(&l, &p, &r, "%best"), vec![vec![0, 1]]);
    assert_eq!(op_groups(&l, &p, &r, "%worst"), vec![vec![2, 3]]);
    // Opportunistic anchor: ballot and broadcast with the same threads.
    let (l, p, r) = gallery("reserve-space-anchor.ll");
    assert_eq!(op_groups(&l, &p, &r, "%votes"), vec![vec![0, 1, 2, 3]]);
    assert_eq!(op_groups(&l, &p, &r, "%start.slot"), vec![vec![0, 1, 2, 3]]);
    // A free anchor in the loop: implementation-defined; maximal convergence at %add separates
    // the threads (they reach %add in different iterations).
    let (l, p, r) = gallery("anchor-in-loop.ll");
    assert_eq!(op_groups(&l, &p, &r, "@add"), vec![vec![0], vec![1]]);
    assert!(r.table.strict_partial_order && r.maximal_table.strict_partial_order);
}

/// The fast relation against the pairwise reference on random valid token programs and
/// random thread walks.
#[test]
fn relation_matches_reference_on_random_programs() {
    use reconverge_core::convergence::MaximalConvergence;
    use reconverge_core::convergence_control::{ControlledConvergence, ModuleFacts, TokenProgram};
    use reconverge_core::cycles::CycleInfo;
    use reconverge_core::generate::Rng;
    use reconverge_core::scenario::{Instance, ThreadPaths};
    let mut rng = Rng::new(0xfeed_0042);
    let (mut programs, mut pairs) = (0, 0);
    for f in random_token_functions(0xabc_def, 300, false).into_iter().step_by(2) {
        let text = format!("{f}{DECLS}");
        if !ours(&text).is_empty() {
            continue;
        }
        let module = parse_module(&text).unwrap();
        let facts = ModuleFacts::compute(&text, &module);
        let func = &module.functions[0];
        let program = TokenProgram::from_function(&text, func, &facts.functions[0]);
        let cfg = &func.cfg;
        let walks: Vec<Vec<reconverge_core::Block>> = (0..3)
            .map(|_| {
                let mut b = cfg.entry();
                let mut p = vec![b];
                while p.len() < 25 && !cfg.succs(b).is_empty() {
                    b = cfg.succs(b)[rng.below(cfg.succs(b).len())];
                    p.push(b);
                }
                p
            })
            .collect();
        let paths = ThreadPaths::from_paths(&walks);
        let ci = CycleInfo::compute(cfg);
        let maximal = MaximalConvergence::compute(cfg, &ci, &paths);
        let rel = ControlledConvergence::with_maximal(cfg, &paths, &program, maximal.class_of());
        let inst: Vec<(Instance, usize)> = (0..paths.num_instances() as u32).flat_map(|i| program.block_ops(paths.block(Instance(i))).enumerate().map(move |(j, _)| (Instance(i), j))).collect();
        for &a in &inst {
            for &b in &inst {
                if paths.thread_of(a.0) == paths.thread_of(b.0) {
                    continue;
                }
                let fast = program.block_ops(paths.block(a.0)).start + a.1 == program.block_ops(paths.block(b.0)).start + b.1 && rel.class(a.0, a.1) == rel.class(b.0, b.1);
                let slow = ControlledConvergence::slow_pairs(&paths, &program, maximal.class_of(), a, b);
                assert_eq!(fast, slow, "{f}\n{walks:?}\n{a:?} {b:?}");
                pairs += 1;
            }
        }
        programs += 1;
    }
    eprintln!("controlled relation: {programs} random valid programs, {pairs} instance pairs agree with the reference");
    assert!(programs > 20);
}

mod no_panic {
    use super::*;
    use proptest::prelude::*;

    fn corpus() -> Vec<String> {
        ll_files().iter().map(|p| std::fs::read_to_string(p).unwrap()).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]
        /// Mutated files (bytes replaced, deleted, duplicated): whatever still parses goes
        /// through the facts, the verifier and the relation without a panic.
        #[test]
        fn mutated_inputs_never_panic(file in 0usize..9, edits in proptest::collection::vec((0usize..1 << 16, 0u8..6, 0usize..96), 1..8)) {
            let files = corpus();
            let mut text = files[file % files.len()].clone().into_bytes();
            const ALPHABET: &[u8] = b"%@[]()\"{},:;#token convergencectrl call loop anchor entry\n";
            for (at, kind, pick) in edits {
                if text.is_empty() { break; }
                let at = at % text.len();
                match kind {
                    0 | 1 => text[at] = ALPHABET[pick % ALPHABET.len()],
                    2 => { text.remove(at); }
                    3 => { let end = (at + pick).min(text.len()); let chunk = text[at..end].to_vec(); text.splice(at..at, chunk); }
                    _ => text.insert(at, ALPHABET[pick % ALPHABET.len()]),
                }
            }
            let src = String::from_utf8_lossy(&text).into_owned();
            if let Ok(m) = parse_module(&src) {
                let _ = verify_module(&src, &m);
                let facts = reconverge_core::convergence_control::ModuleFacts::compute(&src, &m);
                for (f, ff) in m.functions.iter().zip(&facts.functions) {
                    let program = reconverge_core::convergence_control::TokenProgram::from_function(&src, f, ff);
                    let ci = reconverge_core::cycles::CycleInfo::compute(&f.cfg);
                    let walk = vec![f.cfg.entry(); 3];
                    let paths = reconverge_core::scenario::ThreadPaths::from_paths(&[walk.clone(), walk]);
                    let _ = reconverge_core::convergence_control::ControlledReport::compute(&f.cfg, &ci, &paths, &program, &Default::default());
                }
            }
        }
    }
}

/// The warp engine against the tokens: on the divergent-exit example the IPDOM stack runs the
/// exit block once per exit iteration (honouring the loop heart), the maximal schedule merges
/// all four threads at C (what the uncontrolled relation allows, the heart forbids).
#[test]
fn warp_schedules_against_tokens() {
    use reconverge_core::convergence::ReportOptions;
    use reconverge_core::engine::{run_policy, EngineOptions, PolicyKind};
    let (l, p, r) = gallery("loop-heart-divergent-exit.ll");
    let cfg = l.program.functions[0].cfg();
    let check = |kind| {
        let run = run_policy(cfg, &l.paths, kind, &EngineOptions::default(), None, &ReportOptions::default(), 0);
        let col: Vec<u32> = run.table.threads.concat();
        r.relation.check_schedule(&l.paths, &p, &col, 10)
    };
    let ipdom = check(PolicyKind::Ipdom);
    assert_eq!((ipdom.merged, ipdom.split), (0, 0), "{ipdom:?}");
    let maximal = check(PolicyKind::Maximal);
    assert_eq!((maximal.merged, maximal.split), (4, 0), "{maximal:?}");
}

/// `reconverge tokens`: diagnostics with `FILE:L:C` and exit status 1 on an invalid file; the
/// two tables on a valid one; JSON parses.
#[test]
fn cli_tokens() {
    let bin = env!("CARGO_BIN_EXE_reconverge");
    let bad = dir().join("heart-not-header-invalid.ll");
    let o = Command::new(bin).arg("tokens").arg(&bad).output().unwrap();
    assert_eq!(o.status.code(), Some(1));
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("heart-not-header-invalid.ll:18:3: heart_in_an_arm: Cycle heart must dominate all blocks in the cycle."), "{text}");
    let good = dir().join("loop-heart-divergent-exit.ll");
    let o = Command::new(bin).arg("tokens").arg(&good).output().unwrap();
    assert!(o.status.success());
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("; controlled converged-with") && text.contains("; maximal converged-with") && text.contains("; 4 instance pairs"), "{text}");
    let o = Command::new(bin).args(["tokens", "--format", "json"]).arg(&good).output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["diagnostics"].as_array().map(|a| a.len()), Some(0));
    assert!(v["report"]["table"]["threads"].is_array());
}
