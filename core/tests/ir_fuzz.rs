//! No-panic fuzzing of the IR parser: random text, and random deletions, insertions and
//! truncations of the real fixtures. The parser must return `Ok` or an `Err` with a 1-based
//! line and column, and never panic or hang.

use proptest::prelude::*;
use reconverge_core::ir::parse_module;
use std::path::PathBuf;

fn fixtures() -> &'static [String] {
    static CACHE: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    CACHE.get_or_init(load_fixtures)
}

fn load_fixtures() -> Vec<String> {
    let dir: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "kernels"].iter().collect();
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("fixture dir")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .map(|p| (p.display().to_string(), std::fs::read_to_string(&p).expect("fixture")))
        .collect();
    out.sort();
    out.into_iter().map(|(_, s)| s).collect()
}

fn check(src: &str) {
    if let Err(e) = parse_module(src) {
        assert!(e.line >= 1 && e.col >= 1, "{e}");
        assert!(e.span.start <= e.span.end && e.span.end as usize <= src.len(), "{e:?}");
    }
}

/// The largest char boundary `<= i`.
fn floor(s: &str, i: usize) -> usize {
    let mut i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Pieces of IR syntax that make mutations more interesting than random bytes.
const SNIPPETS: &[&str] = &[
    "%", "@", "\"", "!", "#", "$", "[", "]", "{", "}", "(", ")", "<", ">", ",", "=", ":", "\n", ";", "label", "label %", "br ",
    "phi ", "switch ", "ret void", "%x", "%0", "%99999999999", "0:", "\"a b\":", "define void @f() {", "}\n", "#dbg_value(",
    "!{", "c\"", "\\", "\u{e9}", "\0", "i32 ", "to label %", "unwind to caller", "catchswitch within none [",
];

#[derive(Debug, Clone)]
enum Mutation {
    Delete(usize, usize),
    Insert(usize, String),
    Truncate(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 0usize..64).prop_map(|(a, n)| Mutation::Delete(a, n)),
        (any::<usize>(), prop_oneof![prop::sample::select(SNIPPETS).prop_map(str::to_string), ".{0,8}"]).prop_map(|(a, s)| Mutation::Insert(a, s)),
        any::<usize>().prop_map(Mutation::Truncate),
    ]
}

fn apply(src: &mut String, m: &Mutation) {
    if src.is_empty() {
        if let Mutation::Insert(_, s) = m {
            src.push_str(s);
        }
        return;
    }
    match m {
        Mutation::Delete(a, n) => {
            let a = floor(src, a % src.len());
            let b = floor(src, a + n);
            src.replace_range(a..b, "");
        }
        Mutation::Insert(a, s) => {
            let a = floor(src, a % (src.len() + 1));
            src.insert_str(a, s);
        }
        Mutation::Truncate(a) => {
            let a = floor(src, a % src.len());
            src.truncate(a);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_text_never_panics(s in ".{0,400}") {
        check(&s);
    }

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        check(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn random_ir_tokens_never_panic(parts in prop::collection::vec(prop::sample::select(SNIPPETS), 0..80)) {
        check(&parts.concat());
    }

    #[test]
    fn mutated_fixtures_never_panic(which in any::<usize>(), muts in prop::collection::vec(mutation(), 1..6)) {
        let fx = fixtures();
        let mut src = fx[which % fx.len()].clone();
        for m in &muts {
            apply(&mut src, m);
        }
        check(&src);
    }
}

#[test]
fn every_truncation_of_a_fixture_is_handled() {
    for src in fixtures().iter().take(3) {
        for i in (0..src.len()).filter(|&i| src.is_char_boundary(i)) {
            check(&src[..i]);
        }
    }
}
