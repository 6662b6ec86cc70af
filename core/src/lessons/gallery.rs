//! The web gallery's texts for a lesson's `example:` outside the browser (the CLI's
//! `reconverge lesson check` and the core's tests): reads `web/src/examples.rs` as text — each
//! `Example { id: "…", …, source: include_str!("PATH") }` (or `fetched!("PATH")`: the same file,
//! fetched by the browser instead of compiled in) or `source: CONST` with
//! `const CONST: &str = "…";` — without compiling the web crate. The browser has the gallery
//! itself (`web/src/examples.rs` `find`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Gallery ids → texts, read from `examples_rs` (the text of `web/src/examples.rs` in `dir`):
/// `include_str!` paths are read relative to `dir`. Entries whose text cannot be read are
/// left out. `O(len)` plus the files read.
pub fn from_examples_rs(examples_rs: &str, dir: &Path) -> HashMap<String, String> {
    let mut out = HashMap::new();
    let mut id: Option<String> = None;
    for line in examples_rs.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("id: \"") {
            id = rest.split('"').next().map(str::to_string);
        } else if let Some(rest) = t.strip_prefix("source: ") {
            let Some(name) = id.take() else { continue };
            let rest = rest.trim_end_matches(',');
            let path = rest.strip_prefix("include_str!(\"").or_else(|| rest.strip_prefix("fetched!(\""));
            let text = if let Some(p) = path.and_then(|r| r.strip_suffix("\")")) {
                std::fs::read_to_string(dir.join(p)).ok()
            } else {
                constant(examples_rs, rest)
            };
            if let Some(text) = text {
                out.insert(name, text);
            }
        }
    }
    out
}

/// Finds `web/src/examples.rs` above `start` (a lesson file's folder): the first ancestor with
/// `web/src/examples.rs`.
pub fn find_examples_rs(start: &Path) -> Option<PathBuf> {
    let mut d = Some(start);
    while let Some(x) = d {
        let p = x.join("web/src/examples.rs");
        if p.is_file() {
            return Some(p);
        }
        d = x.parent();
    }
    None
}

/// The value of `const NAME: &str = "…";` in `src`, with `\n`, `\"`, `\\` and `\t` unescaped.
fn constant(src: &str, name: &str) -> Option<String> {
    let key = format!("const {name}: &str = \"");
    let start = src.find(&key)? + key.len();
    let mut out = String::new();
    let mut chars = src[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                c => out.push(c),
            },
            c => out.push(c),
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_constants_and_includes() {
        let rs = "Example {\n  id: \"a\",\n  source: ONE,\n},\nExample {\n  id: \"b\",\n  source: include_str!(\"missing.cfg\"),\n},\nconst ONE: &str = \"x -> y\\ny \\\"q\\\"\\n\";\n";
        let g = from_examples_rs(rs, Path::new("/nonexistent"));
        assert_eq!(g.get("a").map(String::as_str), Some("x -> y\ny \"q\"\n"));
        assert!(!g.contains_key("b"));
    }
}
