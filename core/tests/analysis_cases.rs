//! Our analysis cases against `opt-22`.
//!
//! The `.ll` files under `tests/analysis_cases/{UniformityAnalysis,CycleInfo,Dominators,
//! PostDominators}` are written here (`tests/analysis_cases/README.md`) to exercise the behaviours
//! LLVM's own tests of those analyses exercise. For every file:
//!
//! 1. `opt-22 -passes='print<domtree>,print<postdomtree>,print<cycles>'` and our printers on our
//!    parse of the same text must be byte-identical, function by function;
//! 2. for the `UniformityAnalysis` files, `opt-22 -passes='print<uniformity>'` with each
//!    distinct `-mtriple`/`-mcpu` of the file's RUN lines, and ours with the target the triple
//!    names: every verdict must agree and the text must be byte-identical where LLVM's order is
//!    not hashed (the comparison of `tests/uniformity_support`);
//! 3. the files `opt-22` rejects are exactly [`OPT_REJECTS`], with the reason opt gives; the
//!    (file, `-mcpu`) runs where LLVM's verdict depends on the subtarget, which we do not model,
//!    are exactly [`CPU_DEPENDENT`]. Both lists are in docs/LLVM-DIFFERENCES.md.
//!
//! Skips when `opt-22` is missing and `RECONVERGE_SKIP_LLVM` is set (like the other
//! differential tests).

mod uniformity_support;

use reconverge_core::uniformity::Target;
use std::path::{Path, PathBuf};
use std::process::Command;
use uniformity_support::{compare, our_structure, ours, sections, tool, Tally};

/// Files `opt-22` refuses, with the text of its error (checked). None: every case is written
/// for LLVM 22.
const OPT_REJECTS: &[(&str, &str)] = &[];

/// (file, `-mcpu`) runs whose LLVM verdicts depend on the subtarget: we analyse as the default
/// subtarget does (`opt -mtriple amdgcn--` without `-mcpu`).
const CPU_DEPENDENT: &[(&str, &str)] = &[
    // gfx1250 makes private memory globally addressable: the `addrspacecast` of an alloca to
    // flat is then divergent.
    ("UniformityAnalysis/AMDGPU/private-cast-by-subtarget.ll", "gfx1250"),
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/analysis_cases")
}

/// Every `.ll` file under `dir`, sorted, as paths relative to [`root`].
fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "ll") {
            out.push(p.strip_prefix(root()).unwrap().to_path_buf());
        }
    }
}

/// The distinct (`-mtriple`, `-mcpu`) pairs of the file's `RUN:` lines, in order.
fn run_configs(src: &str) -> Vec<(Option<String>, Option<String>)> {
    let mut out = Vec::new();
    for line in src.lines().filter(|l| l.contains("RUN:") && l.contains("uniformity")) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let value = |flag: &str| {
            words.iter().enumerate().find_map(|(i, w)| {
                if let Some(v) = w.strip_prefix(&format!("{flag}=")) {
                    Some(v.to_string())
                } else if *w == flag {
                    words.get(i + 1).map(|v| v.to_string())
                } else {
                    None
                }
            })
        };
        let c = (value("-mtriple"), value("-mcpu"));
        if !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

fn opt(opt: &Path, args: &[String], file: &Path) -> Result<String, String> {
    let o = Command::new(opt).args(args).arg("-disable-output").arg(file).output().expect("run opt");
    let err = String::from_utf8(o.stderr).expect("utf-8");
    if o.status.success() {
        Ok(err)
    } else {
        Err(err)
    }
}



#[test]
fn analysis_cases_match_opt_22() {
    let Some(opt_path) = tool("opt-22") else { return };
    let mut all = Vec::new();
    files(&root(), &mut all);
    assert!(all.len() >= 20, "expected the analysis cases, found {}", all.len());
    let (mut rejected, mut structure_fns, mut structure_files, mut uni_files, mut cpu_runs) = (Vec::new(), 0, 0, 0, Vec::new());
    let mut tally = Tally::default();
    let mut failures: Vec<String> = Vec::new();
    for rel in &all {
        let key = rel.to_string_lossy().replace('\\', "/");
        let path = root().join(rel);
        let src = std::fs::read_to_string(&path).unwrap();
        // 1. Structure: dominators, post-dominators, cycles.
        let passes = vec!["-passes=print<domtree>,print<postdomtree>,print<cycles>".to_string()];
        let theirs = match opt(&opt_path, &passes, &path) {
            Ok(t) => t,
            Err(e) => {
                let known = OPT_REJECTS.iter().find(|(f, _)| *f == key).unwrap_or_else(|| panic!("opt-22 rejects {key}, not listed: {e}"));
                assert!(e.contains(known.1), "{key}: opt-22 now says {e}");
                rejected.push(key);
                continue;
            }
        };
        assert!(!OPT_REJECTS.iter().any(|(f, _)| *f == key), "{key} is listed as rejected but opt-22 accepts it");
        let mine = our_structure(&src);
        let heads = ["DominatorTree for function: ", "PostDominatorTree for function: ", "CycleInfo for function: "];
        let (t, o) = (sections(&theirs, &heads), sections(&mine, &heads));
        assert_eq!(t.len(), o.len(), "{key}: section counts differ\n--- opt-22:\n{theirs}\n--- ours:\n{mine}");
        for (a, b) in t.iter().zip(&o) {
            assert_eq!(a, b, "{key}: printed structure differs");
        }
        structure_fns += t.len();
        structure_files += 1;
        // 2. Uniformity, per RUN configuration.
        if !key.starts_with("UniformityAnalysis/") {
            continue;
        }
        uni_files += 1;
        for (triple, cpu) in run_configs(&src) {
            let run = |triple: &Option<String>| {
                let mut args = vec!["-passes=print<uniformity>".to_string()];
                args.extend(triple.iter().map(|t| format!("-mtriple={t}")));
                args.extend(cpu.iter().map(|c| format!("-mcpu={c}")));
                let out = opt(&opt_path, &args, &path);
                (args, out)
            };
            let (args, out) = run(&triple);
            let theirs = out.unwrap_or_else(|e| panic!("{key} {args:?}: {e}"));
            let target = triple.as_deref().map(Target::from_triple);
            let (mine, _hashed) = ours(&src, target);
            let what = format!("{key} {args:?}");
            let known = cpu.as_deref().is_some_and(|c| CPU_DEPENDENT.contains(&(key.as_str(), c)));
            // Verdicts only: opt re-prints instructions in canonical form (intrinsic suffixes,
            // `align`, typed pointers) where we echo the source; byte-identical texts are
            // tallied, not required (docs/LLVM-DIFFERENCES.md).
            let every: Vec<String> = uniformity_support::parse(&theirs).into_iter().map(|f| f.name).collect();
            let result = std::panic::catch_unwind(|| compare(&theirs, &mine, &what, &every));
            match (result, known) {
                (Ok(t), false) => tally += t,
                (Err(e), false) => failures.push(format!("{what}: {}", e.downcast_ref::<String>().cloned().unwrap_or_default())),
                (Ok(_), true) => failures.push(format!("{what}: listed as subtarget-dependent but we agree with opt-22")),
                (Err(_), true) => cpu_runs.push(what),
            }
        }
    }
    eprintln!(
        "analysis cases: {} files; opt-22 rejects {} ({rejected:?}); structure: {structure_files} files, {structure_fns} trees/cycle forests byte-identical; \
         uniformity: {uni_files} files, {} functions, {} values, {} agree, {} divergent, {} byte-identical texts, {} functions without instruction-text differences; subtarget-dependent runs skipped: {cpu_runs:?}",
        all.len(),
        rejected.len(),
        tally.functions,
        tally.values,
        tally.agree,
        tally.divergent,
        tally.identical,
        tally.functions - tally.text_differs.min(tally.functions)
    );
    for f in &failures {
        eprintln!("DIFFERS: {f}\n");
    }
    assert!(failures.is_empty(), "{} runs differ from opt-22", failures.len());
    assert_eq!(rejected.len(), OPT_REJECTS.len());
    // Our UniformityAnalysis cases: at least the coverage of LLVM's tests they replaced (252
    // functions, 1,676 compared values; docs/LLVM-DIFFERENCES.md §6).
    assert!(uni_files >= 19 && tally.functions >= 750 && tally.values >= 4500, "expected our UniformityAnalysis cases");
    assert_eq!(cpu_runs.len(), CPU_DEPENDENT.len());
}
