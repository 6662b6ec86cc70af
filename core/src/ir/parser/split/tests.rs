//! The split parse against the sequential one (the obvious reference): same module, or the
//! same error, on every `.ll` file under `core/tests` split at its block labels, and on
//! mutated copies of them (which exercise every reason to drop the tail's result).

use super::*;
use proptest::prelude::*;
use std::path::{Path, PathBuf};

fn ll_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            ll_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "ll") {
            out.push(p);
        }
    }
}

/// The `.ll` files under `core/tests`, as they are.
fn corpus() -> Vec<(String, String)> {
    let mut files = Vec::new();
    ll_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"), &mut files);
    files.into_iter().filter_map(|p| Some((p.display().to_string(), std::fs::read_to_string(&p).ok()?))).collect()
}

/// Offsets of the lines that start with a block label.
fn label_lines(src: &str) -> Vec<usize> {
    let b = src.as_bytes();
    std::iter::once(0).chain(memchr::memchr_iter(b'\n', b).map(|i| i + 1)).filter(|&i| i > 0 && label_at(b, i)).collect()
}

fn sequential(src: &str) -> Result<Module, ParseError> {
    parse_with(src, SplitOptions { min_body: usize::MAX, at: None })
}

fn split_at(src: &str, at: usize) -> Result<Module, ParseError> {
    parse_with(src, SplitOptions { min_body: 0, at: Some(at) })
}

fn merges() -> usize {
    MERGES.with(|m| m.get())
}

#[test]
fn split_at_any_label_parses_as_sequential() {
    let before = merges();
    let mut tried = 0;
    for (name, src) in corpus() {
        let want = sequential(&src);
        let labels = label_lines(&src);
        // At most 24 labels per file, spread over it.
        let step = labels.len().div_ceil(24).max(1);
        for &at in labels.iter().step_by(step) {
            tried += 1;
            assert_eq!(split_at(&src, at), want, "{name} split at byte {at}");
        }
    }
    // The merge itself must have run, not only the sequential fallback. A tail that meets a
    // numbered value or an auto-upgraded call gives up by design, and our test files number
    // their values often: 388 of 898 splits merge (2026-11-29).
    let merged = merges() - before;
    assert!(tried > 500 && merged * 3 > tried, "{merged} merges of {tried} splits");
}

/// A mutation of a kernel: one line duplicated or removed, or one token replaced by another
/// token of the file (names, types, labels), as a typo or a bad paste would.
fn mutate(src: &str, kind: u8, a: usize, b: usize) -> String {
    let lines: Vec<&str> = src.split_inclusive('\n').collect();
    match kind {
        0 => {
            let i = a % lines.len();
            let mut out: Vec<&str> = lines.clone();
            out.insert(i, lines[b % lines.len()]);
            out.concat()
        }
        1 => {
            let mut out = lines.clone();
            out.remove(a % lines.len());
            out.concat()
        }
        _ => {
            // Tokens: `%name`, `%12`, `label:`, and the common types.
            let words: Vec<(usize, &str)> = src
                .match_indices(['%', 'i'])
                .filter_map(|(i, _)| {
                    let rest = &src[i..];
                    let n = rest.char_indices().skip(1).find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '.' || c == '_')).map_or(rest.len(), |(k, _)| k);
                    let w = &rest[..n];
                    let prev_ok = i == 0 || !src.as_bytes()[i - 1].is_ascii_alphanumeric();
                    (prev_ok && n > 1 && (w.starts_with('%') || matches!(w, "i1" | "i8" | "i32" | "i64"))).then_some((i, w))
                })
                .collect();
            if words.is_empty() {
                return src.to_string();
            }
            let (at, old) = words[a % words.len()];
            let new = words[b % words.len()].1;
            format!("{}{}{}", &src[..at], new, &src[at + old.len()..])
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    /// Mutated kernels, split at a random label: the same module or the same error.
    #[test]
    fn split_mutated_kernels_parse_as_sequential(file in any::<prop::sample::Index>(), kind in 0u8..4, a in any::<usize>(), b in any::<usize>(), at in any::<prop::sample::Index>()) {
        let corpus = corpus();
        let (name, src) = &corpus[file.index(corpus.len())];
        let m = mutate(src, kind, a, b);
        let labels = label_lines(&m);
        prop_assume!(!labels.is_empty());
        let at = labels[at.index(labels.len())];
        prop_assert_eq!(split_at(&m, at), sequential(&m), "{} mutated ({}, {}, {}) split at {}", name, kind, a, b, at);
    }
}

#[test]
fn split_point_is_a_label_near_the_middle() {
    let body = "define void @f() {\nentry:\n  br label %a\n".to_string() + &"a:\n  br label %a\n".repeat(100) + "}\n";
    let start = body.find("entry").unwrap();
    let (at, end) = split_point(body.as_bytes(), start, SplitOptions { min_body: 16, at: None }).unwrap();
    assert!(label_at(body.as_bytes(), at) && at >= start + (end - start) / 2, "{at}");
    assert_eq!(&body[end..], "}\n");
    assert_eq!(split_point(body.as_bytes(), start, SplitOptions { min_body: 1 << 20, at: None }), None);
    // Only a label at the start of a line inside the body.
    assert_eq!(split_point(body.as_bytes(), start, SplitOptions { min_body: 0, at: Some(start + 1) }), None);
}

/// Each reason the sequential parse decides from the first half, across the split: the same
/// module or error at every label.
#[test]
fn cross_half_cases_parse_as_sequential() {
    let cases = [
        // A name defined in both halves.
        "define void @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  br label %b\nb:\n  %x = add i32 %a, 2\n  ret void\n}\n",
        // A block defined in both halves.
        "define void @f() {\nentry:\n  br label %b\nb:\n  br label %b\nb:\n  ret void\n}\n",
        // A value of the first half used as a block, and the reverse.
        "define void @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  br label %b\nb:\n  br label %x\n}\n",
        "define void @f(i32 %a) {\nentry:\n  br label %b\nb:\n  %y = add i32 %a, ptrtoint (ptr @g to i32)\n  %z = add i32 %entry, 1\n  ret void\n}\n",
        // A first-half value used at another type.
        "define void @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\n  br label %b\nb:\n  %y = add i64 %x, 1\n  ret void\n}\n",
        // A forward use in the first half at another type than the second half defines.
        "define void @f(i32 %a) {\nentry:\n  br label %b\nc:\n  %u = add i64 %y, 1\n  ret void\nb:\n  %y = add i32 %a, 1\n  br label %c\n}\n",
        // A name used as a value in one half and a block in the other, never defined.
        "define void @f(i32 %a) {\nentry:\n  %u = add i32 %q, 1\n  br label %b\nb:\n  br label %q\n}\n",
        // Missing terminator before the label.
        "define void @f(i32 %a) {\nentry:\n  %x = add i32 %a, 1\nb:\n  ret void\n}\n",
        // Undefined in the second half only; and in both.
        "define void @f(i32 %a) {\nentry:\n  br label %b\nb:\n  %x = add i32 %nope, 1\n  ret void\n}\n",
        "define void @f(i32 %a) {\nentry:\n  %w = add i32 %nope, 1\n  br label %b\nb:\n  %x = add i32 %nope, 1\n  ret void\n}\n",
        // Constants and globals in both halves (one interning order), phis across them.
        "@g = global i32 0\n@h = global i32 0\ndefine i32 @f(i32 %a, i1 %c) {\nentry:\n  %x = add i32 %a, 7\n  store i32 %x, ptr @g\n  br i1 %c, label %b, label %d\nb:\n  %y = add i32 %x, 9\n  store i32 %y, ptr @h\n  store i32 7, ptr @g\n  br label %d\nd:\n  %p = phi i32 [ %x, %entry ], [ %y, %b ]\n  %q = add i32 %p, 007\n  %r = add i32 %q, 9\n  ret i32 %r\n}\n",
        // Numbered values and unnamed blocks after the label (the tail gives up).
        "define void @f(i32 %a) {\nentry:\n  br label %b\nb:\n  %0 = add i32 %a, 1\n  %1 = add i32 %0, 1\n  br label %2\n\n2:\n  %3 = add i32 %1, 1\n  ret void\n}\n",
        // A call opt auto-upgrades, after the label.
        "declare void @llvm.nvvm.bar.sync(i32)\ndefine void @f() {\nentry:\n  br label %b\nb:\n  call void @llvm.nvvm.bar.sync(i32 0)\n  ret void\n}\n",
        // Two functions: only the one holding the label is split.
        "define void @f() {\nentry:\n  br label %b\nb:\n  ret void\n}\ndefine void @g() {\nentry:\n  br label %b\nb:\n  ret void\n}\n",
    ];
    for src in cases {
        let want = sequential(src);
        for at in label_lines(src) {
            assert_eq!(split_at(src, at), want, "{src}split at {at}");
        }
    }
}
