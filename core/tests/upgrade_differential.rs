//! Intrinsic auto-upgrade (core/src/ir/upgrade.rs): on IR that uses intrinsic names LLVM 22
//! no longer has, our `print<uniformity>` text must be byte-identical to
//! `opt-22 -disable-output -passes='print<uniformity>'`, which upgrades them while reading.
//!
//! * `tests/upgrade/*.ll`: hand-written modules with the old names (every in-place row of the
//!   table: NVVM barriers, old math, bit operations, casts; named and numbered results).
//! * `tests/upgrade/families/`: our modules without a target triple, one per family of old
//!   intrinsics (NVVM min/max/abs/bit/atomic/ldg/address-space names, barriers, bulk copies;
//!   AMDGPU atomics; old `llvm.mem*` and `llvm.masked.*` alignment operands; the lifetime
//!   markers' size operand), run for the target whose intrinsics they use and compared
//!   function by function (known differences in `KNOWN`); a file opt-22 rejects is in
//!   `families/rejects/`.
//! * `tests/upgrade/*.cl`: OpenCL C compiled by `clang-19 -target nvptx64-nvidia-cuda -nogpulib
//!   -O2` (PTX 7.0, sm_70), which still emits `llvm.nvvm.bar.sync`, `llvm.nvvm.barrier.sync`,
//!   `llvm.nvvm.fabs.f`, `llvm.nvvm.ex2.approx.f`, … (and the votes and shuffles, unchanged),
//!   and the lifetime markers with their LLVM ≤ 21 size operand on private arrays.
//!
//! `opt-22` and `clang-19` must be installed; `RECONVERGE_SKIP_LLVM=1` skips.

mod uniformity_support;

use std::path::Path;
use std::process::Command;
use reconverge_core::uniformity::Target;
use uniformity_support::{opt_uniformity, ours, parse, scratch_dir, tool, FnOut};

/// Byte-identical to opt-22, except that a function whose LLVM report order comes from
/// pointer hashes may list its divergent arguments in another order.
fn check(opt: &Path, file: &Path) {
    let theirs = opt_uniformity(opt, file, None);
    let src = std::fs::read_to_string(file).expect("read");
    let (text, hashed) = ours(&src, None);
    assert!(theirs.contains("UniformityInfo"), "{}: opt printed nothing", file.display());
    if text == theirs {
        return;
    }
    let (t, m) = (parse(&theirs), parse(&text));
    assert_eq!(t.len(), m.len(), "{}: function counts differ", file.display());
    for (a, b) in t.iter().zip(&m) {
        if a.text != b.text && !(hashed.contains(&a.name) && sorted_args(a) == sorted_args(b)) {
            let first = a.text.lines().zip(b.text.lines()).enumerate().find(|(_, (x, y))| x != y);
            panic!("{}: `{}` differs from opt-22 at {first:?}", file.display(), a.name);
        }
    }
}

#[test]
fn old_intrinsic_names_print_as_opt_22_upgrades_them() {
    let Some(opt) = tool("opt-22") else { return };
    let Some(clang) = tool("clang-19") else { return };
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/upgrade");
    let scratch = scratch_dir("upgrade-differential");
    let mut files: Vec<_> = std::fs::read_dir(&dir).expect("tests/upgrade").map(|e| e.expect("entry").path()).collect();
    files.sort();
    let mut checked = 0;
    for path in files {
        match path.extension().and_then(|e| e.to_str()) {
            Some("ll") => check(&opt, &path),
            Some("cl") => {
                let out = scratch.join(path.file_stem().expect("stem")).with_extension("ll");
                let o = Command::new(&clang)
                    .args(["-target", "nvptx64-nvidia-cuda", "-nogpulib", "-O2", "-S", "-emit-llvm", "-x", "cl", "-cl-std=CL2.0"])
                    .args(["-Xclang", "-target-feature", "-Xclang", "+ptx70", "-Xclang", "-target-cpu", "-Xclang", "sm_70"])
                    .arg(&path)
                    .arg("-o")
                    .arg(&out)
                    .output()
                    .expect("run clang-19");
                assert!(o.status.success(), "clang-19 failed on {}: {}", path.display(), String::from_utf8_lossy(&o.stderr));
                let ll = std::fs::read_to_string(&out).expect("read clang output");
                assert!(ll.contains("@llvm.nvvm.bar.sync(") || ll.contains("@llvm.nvvm.ldg.global."), "clang-19 no longer emits the old names");
                check(&opt, &out);
            }
            _ => continue,
        }
        checked += 1;
    }
    assert!(checked >= 2);
}

/// The family modules (`tests/upgrade/families/`, written here): (file, `-mtriple` for
/// `opt-22`, our target). The files name no triple, so each is run for the target whose
/// intrinsics it upgrades (and the generic `llvm.mem*` file for both).
const FAMILIES: &[(&str, &str, Target)] = &[
    ("nvvm_old_names.ll", "nvptx64-nvidia-cuda", Target::Nvptx),
    ("nvvm_barriers_and_bits.ll", "nvptx64-nvidia-cuda", Target::Nvptx),
    ("nvvm_bulk_copies.ll", "nvptx64-nvidia-cuda", Target::Nvptx),
    ("memory_old_alignment.ll", "nvptx64-nvidia-cuda", Target::Nvptx),
    ("memory_old_alignment.ll", "amdgcn-amd-amdhsa", Target::Amdgpu),
    ("amdgpu_old_atomics.ll", "amdgcn-amd-amdhsa", Target::Amdgpu),
    ("lifetime_markers_nvptx.ll", "nvptx64-nvidia-cuda", Target::Nvptx),
    ("lifetime_markers_amdgpu.ll", "amdgcn-amd-amdhsa", Target::Amdgpu),
    ("struct_result_mangling.ll", "amdgcn-amd-amdhsa", Target::Amdgpu),
    ("masked_old_alignment.ll", "amdgcn-amd-amdhsa", Target::Amdgpu),
    ("rejects/amdgcn_icmp_float.ll", "amdgcn-amd-amdhsa", Target::Amdgpu),
];

/// Files `opt-22` rejects, with (a part of) its message and its `line:column`, and why: the
/// test checks that it still does and that we reject them at the same place with the same
/// message.
const REJECTED: &[(&str, &str, &str, &str)] = &[(
    "rejects/amdgcn_icmp_float.ll",
    "invalid intrinsic signature",
    "13:17",
    "the `llvm.amdgcn.icmp.i64.f32`-style names (ballot upgrade of a float compare) are newer than LLVM 22: \
     `llvm.amdgcn.icmp`'s operand is `llvm_anyint_ty` (core/src/ir/intrinsic_check.rs)",
)];

/// Functions whose `print<uniformity>` text differs from `opt-22`'s, and why (mirrored in
/// docs/LLVM-DIFFERENCES.md §5): the names of inserted values when the old intrinsics are not
/// declared in the order of their first calls. Their divergent arguments, `ALL VALUES UNIFORM`
/// line and, where both print as many values, every value's verdict must still agree. Any other
/// difference fails, and so does an entry that no longer differs.
const KNOWN: &[(&str, &str, &str)] = &[(
    "nvvm_old_names.ll",
    "magnitudes_on_one_side",
    "values inserted by an upgrade are numbered in text order (core/src/ir/upgrade.rs); LLVM upgrades \
     declaration by declaration, and the file declares `abs.ll` before `abs.i`, which is called first",
)];

/// The function's text with its divergent-argument lines sorted (LLVM prints them in
/// pointer-hash order).
fn sorted_args(f: &FnOut) -> String {
    let mut args = f.args.clone();
    args.sort();
    let mut text = f.text.clone();
    for (a, b) in f.args.iter().zip(&args) {
        text = text.replacen(&format!("  {a}\n"), &format!("  \u{1}{b}\n"), 1);
    }
    text
}

#[test]
fn upgrade_families_print_as_opt_22() {
    let Some(opt) = tool("opt-22") else { return };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/upgrade/families");
    let mut seen_known = Vec::new();
    // Every new difference and stale entry, reported together.
    let mut problems: Vec<String> = Vec::new();
    let (mut functions, mut identical) = (0, 0);
    for &(rel, triple, target) in FAMILIES {
        let file = root.join(rel);
        let o = Command::new(&opt).arg(format!("-mtriple={triple}")).args(["-disable-output", "-passes=print<uniformity>"]).arg(&file).output().expect("run opt-22");
        let stderr = String::from_utf8_lossy(&o.stderr).to_string();
        if let Some((_, msg, at, _)) = REJECTED.iter().find(|(r, ..)| *r == rel) {
            assert!(!o.status.success() && stderr.contains(&format!(":{at}: error: {msg}")), "{rel}: opt-22 no longer rejects it with `{at}: {msg}`: {stderr}");
            let src = std::fs::read_to_string(&file).expect("read");
            let e = reconverge_core::input::parse(&src, None).err().unwrap_or_else(|| panic!("{rel}: we accept what opt-22 rejects"));
            assert_eq!(format!("{}:{}: {}", e.line, e.col, e.message), format!("{at}: {msg}"), "{rel}: our error differs from opt-22's");
            continue;
        }
        assert!(o.status.success(), "{rel}: opt-22 rejects it: {stderr}");
        let src = std::fs::read_to_string(&file).expect("read");
        let (text, hashed) = ours(&src, Some(target));
        let (theirs, mine) = (parse(&stderr), parse(&text));
        assert_eq!(theirs.iter().map(|f| &f.name).collect::<Vec<_>>(), mine.iter().map(|f| &f.name).collect::<Vec<_>>(), "{rel}: function lists differ");
        let base = rel.rsplit('/').next().expect("file name");
        for (t, m) in theirs.iter().zip(&mine) {
            functions += 1;
            let same = t.text == m.text || (hashed.contains(&t.name) && sorted_args(t) == sorted_args(m));
            let known = KNOWN.iter().find(|(f, func, _)| *f == base && *func == t.name);
            match (same, known) {
                (true, None) => identical += 1,
                (true, Some(_)) => problems.push(format!("{rel} ({triple}): `{}` is in KNOWN but now prints as opt-22 does: remove the entry", t.name)),
                (false, None) => problems.push(format!("{rel} ({triple}): function `{}` differs from opt-22\n--- opt-22:\n{}--- ours:\n{}", t.name, t.text, m.text)),
                (false, Some(_)) => {
                    seen_known.push((base, t.name.clone()));
                    let mut args = (t.args.clone(), m.args.clone());
                    args.0.sort();
                    args.1.sort();
                    assert_eq!(args.0, args.1, "{rel}: `{}`: divergent arguments differ", t.name);
                    assert_eq!(t.all_uniform, m.all_uniform, "{rel}: `{}`: ALL VALUES UNIFORM differs", t.name);
                    if t.values.len() == m.values.len() {
                        for (a, b) in t.values.iter().zip(&m.values) {
                            assert_eq!((&a.0, a.1), (&b.0, b.1), "{rel}: `{}`: verdict of `{}` (ours `{}`) differs", t.name, a.2, b.2);
                        }
                    }
                }
            }
        }
    }
    for (f, func, _) in KNOWN {
        if !seen_known.iter().any(|(b, n)| b == f && n == func) && !problems.iter().any(|p| p.contains(&format!("`{func}` is in KNOWN"))) {
            problems.push(format!("KNOWN entry {f} `{func}` was not met"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    eprintln!("upgrade families: {functions} functions, {identical} identical to opt-22, {} known differences", seen_known.len());
    assert!(identical > 0);
}
