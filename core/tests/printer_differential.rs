//! Our `print<uniformity>` text against `opt-22 -passes='print<uniformity>'` byte for byte, on
//! every LLVM IR file kept in the repository (`tests/kernels`, `tests/modules`,
//! `tests/uniformity_cases`, `tests/printer`, and our uniformity cases under
//! `tests/analysis_cases/UniformityAnalysis`), as the files are.
//!
//! Per function: every instruction line (marker column stripped) must be byte-identical
//! (`ir::canonical`), and wherever the two agree on every verdict the whole text must be
//! byte-identical up to the lists LLVM prints in pointer-hash order (divergent arguments,
//! cycles, the temporal-divergence list; docs/LLVM-DIFFERENCES.md). Verdicts themselves are
//! the uniformity tests' business; functions whose verdicts differ are counted.
//!
//! Skips (with a note) when `opt-22` is not installed; files `opt-22` rejects, or that our
//! parser rejects, are listed and skipped.

mod common;
use reconverge_core::input;
use reconverge_core::uniformity::{self, print::opt_text, Options, Target};
use std::path::{Path, PathBuf};
use std::process::Command;

fn opt_available() -> bool {
    Command::new("opt-22").arg("--version").output().map(|o| o.status.success()).unwrap_or(false)
}

fn files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut out = Vec::new();
    let mut stack: Vec<PathBuf> = ["kernels", "modules", "uniformity_cases", "printer", "analysis_cases"].iter().map(|d| root.join(d)).collect();
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else { continue };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                let s = p.to_string_lossy();
                if !s.contains("analysis_cases") || s.contains("UniformityAnalysis") {
                    out.push(p);
                }
            }
        }
    }
    out.sort();
    out
}

/// Splits `print<uniformity>` output into `(function name, text)`.
fn functions(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("UniformityInfo for function '") {
            out.push((rest.trim_end_matches("':").to_string(), String::new()));
        }
        if let Some(f) = out.last_mut() {
            f.1.push_str(line);
            f.1.push('\n');
        }
    }
    out
}

/// The instruction lines (marker column stripped) of one function's text.
fn instructions(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        match line {
            "DEFINITIONS" | "TERMINATORS" => inside = true,
            "END BLOCK" => inside = false,
            _ if line.starts_with("BLOCK ") => inside = false,
            _ if inside => out.push(line.get(13..).unwrap_or(line).to_string()),
            _ => {}
        }
        if let Some(v) = line.strip_prefix("Value         :").or_else(|| line.strip_prefix("Used by       :")) {
            out.push(v.to_string());
        }
    }
    out
}

/// The text with the hash-ordered lists sorted: lines of `DIVERGENT ARGUMENTS:`,
/// `CYCLES ASSUMED DIVERGENT:`, `CYCLES WITH DIVERGENT EXIT:`, and the temporal entries.
fn hash_normal(text: &str) -> String {
    let mut out = String::new();
    let mut section: Vec<String> = Vec::new();
    let mut sorting = false;
    let flush = |section: &mut Vec<String>, out: &mut String| {
        section.sort();
        for l in section.drain(..) {
            out.push_str(&l);
            out.push('\n');
        }
    };
    let mut temporal = String::new();
    for line in text.lines() {
        if sorting && !line.starts_with("  ") {
            flush(&mut section, &mut out);
            sorting = false;
        }
        if line.starts_with("Value         :") || line.starts_with("Used by       :") || line.starts_with("Outside cycle :") {
            temporal.push_str(line);
            temporal.push('\n');
            if line.starts_with("Outside cycle :") {
                section.push(std::mem::take(&mut temporal));
                sorting = true;
            }
            continue;
        }
        if sorting {
            section.push(line.to_string());
            continue;
        }
        out.push_str(line);
        out.push('\n');
        if matches!(line, "DIVERGENT ARGUMENTS:" | "CYCLES ASSUMED DIVERGENT:" | "CYCLES WITH DIVERGENT EXIT:") {
            sorting = true;
        }
    }
    flush(&mut section, &mut out);
    out
}

/// The verdict lines (every `DIVERGENT` line and `ALL VALUES UNIFORM`), sorted.
fn verdicts(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text.lines().filter(|l| l.contains("DIVERGENT: ") || *l == "ALL VALUES UNIFORM").map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).collect();
    v.sort();
    v
}

fn opt_output(file: &Path, src: &str, dir: &Path) -> Result<String, String> {
    // opt-22 reads a copy with clang-19's calling convention renamed (common::for_opt22; the
    // instruction texts are unchanged).
    let copy = dir.join(file.file_name().unwrap());
    std::fs::write(&copy, common::for_opt22(src)).unwrap();
    let mut cmd = Command::new("opt-22");
    if !src.lines().any(|l| l.starts_with("target triple")) {
        cmd.arg(if file.to_string_lossy().contains("NVPTX") { "-mtriple=nvptx64-nvidia-cuda" } else { "-mtriple=amdgcn--" });
    }
    let o = cmd.args(["-disable-output", "-passes=print<uniformity>"]).arg(&copy).output().map_err(|e| e.to_string())?;
    if !o.status.success() {
        return Err(String::from_utf8_lossy(&o.stderr).lines().next().unwrap_or("").to_string());
    }
    Ok(String::from_utf8_lossy(&o.stderr).into_owned())
}

fn ours(src: &str, nvptx: bool) -> Result<String, String> {
    let program = input::parse(src, None).map_err(|e| e.to_string())?;
    let target = if nvptx { Target::Nvptx } else { Target::detect(src) };
    let mut text = String::new();
    for f in &program.functions {
        let u = uniformity::analyze(f, src, &Options { target, ..Default::default() }).map_err(|e| e.to_string())?;
        text.push_str(&opt_text(&u, f.ir().ok_or("no IR")?, src));
    }
    Ok(text)
}

#[test]
fn print_uniformity_is_byte_identical_to_opt_22() {
    if !opt_available() {
        eprintln!("skipping: opt-22 is not installed");
        return;
    }
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("printer-differential");
    std::fs::create_dir_all(&dir).unwrap();
    let (mut nfiles, mut nfuncs, mut identical, mut up_to_hash, mut verdicts_differ, mut lines) = (0, 0, 0, 0, 0, 0);
    let mut failures = Vec::new();
    let mut skipped = Vec::new();
    for file in files() {
        let src = std::fs::read_to_string(&file).unwrap();
        let name = file.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&file).display().to_string();
        let theirs = match opt_output(&file, &src, &dir) {
            Ok(t) => t,
            Err(e) => {
                skipped.push(format!("{name}: opt-22: {e}"));
                continue;
            }
        };
        let mine = match ours(&src, name.contains("NVPTX")) {
            Ok(t) => t,
            Err(e) => {
                skipped.push(format!("{name}: ours: {e}"));
                continue;
            }
        };
        nfiles += 1;
        let (t, o) = (functions(&theirs), functions(&mine));
        assert_eq!(t.iter().map(|f| &f.0).collect::<Vec<_>>(), o.iter().map(|f| &f.0).collect::<Vec<_>>(), "{name}: function lists differ");
        for ((fname, tt), (_, ot)) in t.iter().zip(&o) {
            nfuncs += 1;
            identical += (tt == ot) as usize;
            let (ti, oi) = (instructions(tt), instructions(ot));
            lines += ti.len();
            if !ti.is_empty() && !oi.is_empty() && ti != oi {
                let diff: Vec<String> = ti.iter().zip(&oi).filter(|(a, b)| a != b).take(3).map(|(a, b)| format!("    opt-22: {a}\n    ours:   {b}")).collect();
                failures.push(format!("{name}: function {fname}: instruction texts differ:\n{}", diff.join("\n")));
            }
            if verdicts(tt) != verdicts(ot) {
                verdicts_differ += 1;
                continue;
            }
            if hash_normal(tt) == hash_normal(ot) {
                up_to_hash += 1;
            } else {
                failures.push(format!("{name}: function {fname}: same verdicts but the texts differ\n--- opt-22:\n{tt}--- ours:\n{ot}"));
            }
        }
    }
    eprintln!(
        "printer differential: {nfiles} files, {nfuncs} functions, {lines} instruction lines; {identical} functions byte-identical, {up_to_hash} byte-identical up to LLVM's hash-ordered lists, {verdicts_differ} with different verdicts (not compared here)"
    );
    for s in &skipped {
        eprintln!("skipped {s}");
    }
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
    assert!(nfiles >= 20 && nfuncs >= 40, "expected the repository's IR files");
}
