//! `spirv-val` differential on single-token mutations of the gallery's SPIR-V
//! (`tests/spirv/*.spvasm` and `web/examples/*.spvasm`): every label operand of a branch, switch or merge instruction
//! replaced by every other label of the function, and every merge instruction deleted. The
//! mutants stay well typed, so `spirv-val`'s verdict is about the control flow. We (parser,
//! [`reconverge_core::constructs`] checks and the ported structured rules,
//! `constructs::spirv_structured_checks`) accept exactly what `spirv-val --target-env
//! vulkan1.1` accepts: a disagreement in either direction fails. No exception is listed (see
//! docs/VULKAN.md). Default: every 4th mutant; `RECONVERGE_SPIRV_MUTANTS=all` for all.
//! `RECONVERGE_SPIRV_MUTANTS=pairs`: each mutant mutated once more (one pseudo-random second
//! mutation each; `RECONVERGE_SPIRV_SEED=N` picks another sample). Skipped when `spirv-as`/`spirv-val` are missing.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

fn tool(name: &str) -> bool {
    Command::new(name).arg("--version").output().is_ok_and(|o| o.status.success())
}

/// `Ok(())` when `spirv-as` and `spirv-val` accept, else the first line of the complaint.
/// Assembles and validates `src`. Every call gets files of its own (a process-wide counter in
/// the name): the tests of this binary run on parallel threads, and two of them once shared
/// `orig.spv`, so one validated the other's module.
fn spirv_val(src: &str, tag: &str) -> Result<(), String> {
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("reconverge-spv-mut-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join(format!("{tag}-{call}.spvasm")), dir.join(format!("{tag}-{call}.spv")));
    std::fs::write(&a, src).unwrap();
    let first = |o: std::process::Output| String::from_utf8_lossy(&o.stderr).lines().chain(String::from_utf8_lossy(&o.stdout).lines()).next().unwrap_or("").to_string();
    let r = (|| {
        let o = Command::new("spirv-as").args(["--target-env", "vulkan1.1"]).arg(&a).arg("-o").arg(&b).output().map_err(|e| e.to_string())?;
        if !o.status.success() {
            return Err(format!("spirv-as: {}", first(o)));
        }
        let o = Command::new("spirv-val").args(["--target-env", "vulkan1.1"]).arg(&b).output().map_err(|e| e.to_string())?;
        if !o.status.success() {
            return Err(first(o));
        }
        Ok(())
    })();
    let _ = std::fs::remove_file(&a);
    let _ = std::fs::remove_file(&b);
    r
}

fn ours(src: &str) -> Result<(), String> {
    let (p, d) = reconverge_core::input::parse_with_directives(src, None).map_err(|e| e.to_string())?;
    for f in &p.functions {
        reconverge_core::constructs::of_function(src, f, &d).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// The mutants of one file: (description, text).
fn mutants(src: &str) -> Vec<(String, String)> {
    let lines: Vec<&str> = src.lines().collect();
    let labels: Vec<&str> = lines.iter().filter_map(|l| l.trim().strip_suffix("= OpLabel").map(str::trim)).collect();
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let toks: Vec<&str> = l.split_whitespace().collect();
        let Some(op) = toks.first().copied() else { continue };
        if !matches!(op, "OpBranch" | "OpBranchConditional" | "OpSwitch" | "OpSelectionMerge" | "OpLoopMerge") {
            continue;
        }
        if matches!(op, "OpSelectionMerge" | "OpLoopMerge") {
            let mut v = lines.clone();
            v.remove(i);
            out.push((format!("line {}: delete {op}", i + 1), v.join("\n") + "\n"));
        }
        for (k, t) in toks.iter().enumerate().skip(1) {
            if !labels.contains(t) {
                continue;
            }
            for &other in labels.iter().filter(|&&o| o != *t) {
                let mut nt = toks.clone();
                nt[k] = other;
                let mut v = lines.clone();
                let s = format!("               {}", nt.join(" "));
                v[i] = &s;
                out.push((format!("line {}: {op} operand {k} {t} -> {other}", i + 1), v.join("\n") + "\n"));
            }
        }
    }
    out
}

#[test]
fn gallery_mutants_against_spirv_val() {
    if !tool("spirv-as") || !tool("spirv-val") {
        eprintln!("spirv-as/spirv-val not installed: skipped");
        return;
    }
    let mode = std::env::var("RECONVERGE_SPIRV_MUTANTS").unwrap_or_default();
    let (all, pairs) = (mode == "all" || mode == "pairs", mode == "pairs");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = [root.join("tests/spirv"), root.join("../web/examples")]
        .iter()
        .filter_map(|d| std::fs::read_dir(d).ok())
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "spvasm"))
        .collect();
    files.sort();
    let (mut n, mut both_accept, mut both_reject) = (0, 0, 0);
    let mut disagree: Vec<String> = Vec::new();
    let mut why: BTreeMap<String, usize> = BTreeMap::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap();
        assert!(spirv_val(&src, "orig").is_ok() && ours(&src).is_ok(), "{}", f.display());
        let singles = mutants(&src);
        // `pairs`: each sampled single mutant mutated once more (a fixed pseudo-random pick).
        let cases: Vec<(String, String)> = if pairs {
            let mut x = std::env::var("RECONVERGE_SPIRV_SEED").ok().and_then(|v| v.parse::<u64>().ok()).map_or(0x9e37_79b9_7f4a_7c15, |v| v.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
            let mut next = move |k: usize| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x % k as u64) as usize
            };
            singles
                .iter()
                .filter_map(|(w1, t1)| {
                    let m2 = mutants(t1);
                    (!m2.is_empty()).then(|| {
                        let (w2, t2) = &m2[next(m2.len())];
                        (format!("{w1}, then {w2}"), t2.clone())
                    })
                })
                .collect()
        } else {
            singles
        };
        for (j, (what, text)) in cases.into_iter().enumerate() {
            if !all && j % 4 != 0 {
                continue;
            }
            n += 1;
            match (spirv_val(&text, &format!("m{j}")), ours(&text)) {
                (Ok(()), Ok(())) => both_accept += 1,
                (Err(e), Err(_)) => {
                    both_reject += 1;
                    // The rule, without ids: the text up to the first id or digit.
                    let key: String = e.split(['%', '\'', '[']).next().unwrap_or("").chars().filter(|c| !c.is_ascii_digit()).collect();
                    *why.entry(key.trim().to_string()).or_default() += 1;
                }
                (Ok(()), Err(e)) => disagree.push(format!("{}: {what}: spirv-val accepts, we reject: {e}", f.display())),
                (Err(e), Ok(())) => disagree.push(format!("{}: {what}: spirv-val rejects ({e}), we accept", f.display())),
            }
        }
    }
    eprintln!("spirv-val differential: {n} mutants of {} files; both accept {both_accept}, both reject {both_reject}, disagreements {}", files.len(), disagree.len());
    for (k, v) in &why {
        eprintln!("  {v:>5}  {k}");
    }
    assert!(disagree.is_empty(), "{}", disagree.join("\n"));
    assert!(n > 20);
}

/// Our shader corpus (`tests/spirv_shaders`: GLSL and HLSL, compute and fragment, early
/// returns, `switch (c) { default: }`, fall-through cases, loops with `break`/`continue`,
/// subgroup operations), compiled by `glslangValidator -V --target-env vulkan1.1` (HLSL
/// with `-D`), each as emitted and after `spirv-opt -O` (whose wrapper around early returns
/// is an `OpSwitch` with only a default target), disassembled by `spirv-dis`. Every module
/// and (every 4th, or all with `RECONVERGE_SPIRV_MUTANTS=all`) single-token mutant must get
/// `spirv-val`'s verdict from us. Skipped when glslang or the SPIR-V tools are missing.
#[test]
fn shader_corpus_against_spirv_val() {
    if !tool("spirv-as") || !tool("spirv-val") || !tool("spirv-dis") || !tool("spirv-opt") || !Command::new("glslangValidator").arg("--version").output().is_ok_and(|o| o.status.success()) {
        eprintln!("glslangValidator/spirv-opt/spirv-dis/spirv-val not installed: skipped");
        return;
    }
    let all = std::env::var("RECONVERGE_SPIRV_MUTANTS").is_ok_and(|m| m == "all");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/spirv_shaders");
    let dir = std::env::temp_dir().join(format!("reconverge-spv-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut sources: Vec<_> = std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()).collect();
    sources.sort();
    let run = |cmd: &mut Command, what: &str| {
        let o = cmd.output().unwrap_or_else(|e| panic!("{what}: {e}"));
        assert!(o.status.success(), "{what}: {}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    };
    let mut modules: Vec<(String, String)> = Vec::new();
    for src in &sources {
        let name = src.file_name().unwrap().to_string_lossy().to_string();
        let mut cmd = Command::new("glslangValidator");
        cmd.args(["-V", "--target-env", "vulkan1.1"]);
        match src.extension().and_then(|e| e.to_str()) {
            Some("comp" | "frag") => {}
            Some("hlsl") => {
                // The stage is the first word of the file's `// stage:` comment.
                let text = std::fs::read_to_string(src).unwrap();
                let stage = text.lines().find_map(|l| l.strip_prefix("// stage: ")).unwrap_or("comp").trim().to_string();
                cmd.args(["-D", "-e", "main", "-S", &stage]);
            }
            _ => continue,
        }
        let spv = dir.join(format!("{name}.spv"));
        run(cmd.arg(src).arg("-o").arg(&spv), &format!("glslangValidator {name}"));
        let opt = dir.join(format!("{name}.O.spv"));
        run(Command::new("spirv-opt").args(["-O", "--target-env=vulkan1.1"]).arg(&spv).arg("-o").arg(&opt), &format!("spirv-opt {name}"));
        for (tag, bin) in [("", &spv), (" (spirv-opt -O)", &opt)] {
            let asm = bin.with_extension("spvasm");
            run(Command::new("spirv-dis").arg(bin).arg("-o").arg(&asm), &format!("spirv-dis {name}"));
            modules.push((format!("{name}{tag}"), std::fs::read_to_string(&asm).unwrap()));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(modules.len() >= 14, "expected the shader corpus in tests/spirv_shaders");
    let (mut n, mut both_accept, mut both_reject, mut default_only) = (0, 0, 0, 0);
    let mut disagree: Vec<String> = Vec::new();
    for (name, text) in &modules {
        assert!(spirv_val(text, "orig").is_ok(), "{name}: spirv-val rejects the module");
        if let Err(e) = ours(text) {
            disagree.push(format!("{name}: spirv-val accepts, we reject: {e}"));
        }
        default_only += text.lines().filter(|l| l.trim_start().starts_with("OpSwitch") && l.split_whitespace().count() == 3).count();
        for (j, (what, mutant)) in mutants(text).into_iter().enumerate() {
            if !all && j % 4 != 0 {
                continue;
            }
            n += 1;
            match (spirv_val(&mutant, &format!("c{j}")), ours(&mutant)) {
                (Ok(()), Ok(())) => both_accept += 1,
                (Err(_), Err(_)) => both_reject += 1,
                (Ok(()), Err(e)) => disagree.push(format!("{name}: {what}: spirv-val accepts, we reject: {e}")),
                (Err(e), Ok(())) => disagree.push(format!("{name}: {what}: spirv-val rejects ({e}), we accept")),
            }
        }
    }
    eprintln!(
        "shader corpus: {} modules ({default_only} switches with only a default); {n} mutants: both accept {both_accept}, both reject {both_reject}, disagreements {}",
        modules.len(),
        disagree.len()
    );
    assert!(disagree.is_empty(), "{}", disagree.join("\n"));
    assert!(default_only >= 3 && n > 100);
}
