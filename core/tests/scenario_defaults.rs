//! `scenario::default_threads`: the generated scenario of the Warp tab resolves, and every
//! generated path ends at an exit within the step cap, on every gallery example and on random
//! CFGs.

use proptest::prelude::*;
use reconverge_core::cfg::Cfg;
use reconverge_core::generate::{random_cfg, structured_cfg, GenOptions, Rng, Shape};
use reconverge_core::input::directives::extract;
use reconverge_core::input::{self, parse_with_directives as parse_input, Format};
use reconverge_core::scenario::{
    default_threads, default_threads_text, default_width, Scenario, Thread,
    ThreadPaths,
};
use reconverge_core::uniformity::{self, Options};

/// Resolves the default scenario of function `f` of `src` and returns its paths.
fn run(f: &input::Function, src: &str, width: u32) -> (Vec<String>, ThreadPaths) {
    let u = uniformity::analyze(f, src, &Options::default()).unwrap();
    let lines = default_threads(f.cfg(), &u, width);
    let text = lines.join("\n");
    let dirs = extract(&text, Format::Compact).directives;
    assert_eq!(dirs.len(), lines.len(), "{text}");
    let cfg = f.cfg();
    let sc = Scenario::resolve(&text, &dirs, cfg).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let paths = sc
        .paths(&text, cfg)
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
    (lines, paths)
}

fn check(cfg: &Cfg, paths: &ThreadPaths, width: u32, text: &[String]) {
    assert_eq!(paths.num_threads(), width as usize);
    assert!(
        paths.notes.is_empty(),
        "{:?}\n{}",
        paths.notes,
        text.join("\n")
    );
    for t in 0..paths.num_threads() {
        let p = paths.path(Thread(t as u32));
        assert_eq!(p[0], cfg.entry());
        let last = *p.last().unwrap();
        assert!(
            cfg.succs(last).is_empty(),
            "T{t} ends at {}\n{}",
            cfg.name_of(last),
            text.join("\n")
        );
    }
}

fn gallery() -> Vec<String> {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut files: Vec<String> = Vec::new();
    for dir in [
        format!("{root}/tests/convergence"),
        format!("{root}/../web/examples"),
    ] {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if matches!(p.extension().and_then(|x| x.to_str()), Some("cfg" | "ll")) {
                files.push(p.to_string_lossy().into_owned());
            }
        }
    }
    files.sort();
    files
}

#[test]
fn every_gallery_example_gets_a_working_scenario() {
    let files = gallery();
    assert!(files.len() >= 12, "{files:?}");
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        let (program, _) = parse_input(&src, None).unwrap();
        for f in &program.functions {
            let w = default_width(f.cfg());
            let (lines, paths) = run(f, &src, w);
            check(f.cfg(), &paths, w, &lines);
            // Threads do not all take the same path where a branch is divergent.
            let u = uniformity::analyze(f, &src, &Options::default()).unwrap();
            if u.divergent_branches().next().is_some() {
                let distinct: std::collections::BTreeSet<&[_]> =
                    (0..w).map(|t| paths.path(Thread(t))).collect();
                assert!(distinct.len() > 1, "{path}: {}", lines.join("\n"));
            }
        }
    }
}

#[test]
fn the_text_goes_into_comments_of_the_input_language() {
    let path = format!("{}/../web/examples/reduce.ll", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(path).unwrap();
    // Strip the example's own directives, append the default ones, and run it as the web would.
    let bare: String = src
        .lines()
        .filter(|l| {
            !l.trim_start().starts_with("; thread")
                && !l.trim_start().starts_with("; rule")
                && !l.trim_start().starts_with("; trips")
                && !l.trim_start().starts_with("; visits")
        })
        .map(|l| format!("{l}\n"))
        .collect();
    let (program, _) = parse_input(&bare, None).unwrap();
    let f = &program.functions[program.default_function()];
    let u = uniformity::analyze(f, &bare, &Options::default()).unwrap();
    let text = default_threads_text(f.cfg(), &u, 8, Format::LlvmIr);
    assert!(text.lines().all(|l| l.starts_with("; ")), "{text}");
    let full = format!("{bare}{text}");
    let (program, dirs) = parse_input(&full, None).unwrap();
    let f = &program.functions[program.default_function()];
    let sc = Scenario::resolve(&full, &dirs, f.cfg()).unwrap();
    let paths = sc.paths(&full, f.cfg()).unwrap();
    check(f.cfg(), &paths, 8, &[text]);
    assert!(default_threads_text(f.cfg(), &u, 4, Format::Dot).starts_with("// threads: 4\n"));
}

#[test]
fn numeric_and_keyword_block_names() {
    let src = "1 -> 5\n5 ~> 11, tid\n11 -> visit\ntid -> visit\nvisit ~> 5, 20\n20\n";
    let (program, _) = parse_input(src, None).unwrap();
    let f = &program.functions[0];
    let (lines, paths) = run(f, src, 8);
    check(f.cfg(), &paths, 8, &lines);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_cfgs_always_resolve_and_terminate(seed in any::<u64>(), blocks in 1usize..60, random in any::<bool>(), width in 1u32..40) {
        let mut rng = Rng::new(seed);
        let cfg = if random { random_cfg(&mut rng, &GenOptions::new(blocks, Shape::Random)) } else { structured_cfg(&mut rng, blocks) };
        let src = reconverge_core::input::compact::to_compact(&cfg);
        let (program, _) = parse_input(&src, None).unwrap();
        let f = &program.functions[0];
        let cfg = f.cfg();
        // The entry must reach an exit for any scenario to end.
        let u = uniformity::analyze(f, &src, &Options::default()).unwrap();
        let lines = default_threads(cfg, &u, width);
        let mut reach = vec![false; cfg.num_blocks()];
        let mut stack = vec![cfg.entry()];
        reach[cfg.entry().index()] = true;
        while let Some(v) = stack.pop() {
            for &s in cfg.succs(v) {
                if !reach[s.index()] { reach[s.index()] = true; stack.push(s); }
            }
        }
        // Some exit reachable is needed; the generator makes the last block an exit.
        prop_assume!(cfg.blocks().any(|b| reach[b.index()] && cfg.succs(b).is_empty()));
        let (lines2, paths) = run(f, &src, width);
        prop_assert_eq!(&lines, &lines2);
        check(cfg, &paths, width, &lines);
    }
}


#[test]
fn big_random_cfgs_terminate_with_a_full_warp() {
    for seed in [1u64, 2026] {
        let cfg = random_cfg(&mut Rng::new(seed), &GenOptions::new(1000, Shape::Random));
        let src = reconverge_core::input::compact::to_compact(&cfg);
        let (program, _) = parse_input(&src, None).unwrap();
        let f = &program.functions[0];
        assert_eq!(default_width(f.cfg()), 32);
        let (lines, paths) = run(f, &src, 32);
        check(f.cfg(), &paths, 32, &lines);
    }
}
