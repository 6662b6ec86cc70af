//! Scenario directives: the lines of a text that describe threads, rules and a DFS order
//! (`thread T1: entry a exit`, `rule h: tid < 2 ? b : l`, `dfs: h: l b`, docs/WARP.md) and
//! structured constructs (`merge H: M`, `continue H: C`, [`crate::constructs`]), found
//! in the text before any CFG parser runs. This is the input side of a scenario: finding the
//! directives ([`extract`]); [`super::parse_with_directives`] parses a text together with them;
//! resolving their bodies against a CFG is [`crate::scenario::Scenario::resolve`].
//!
//! Where directives live:
//! - **Compact text**: directive lines are ordinary lines. A line is a directive iff it starts
//!   (after blanks) with a keyword, optionally a name, then `:`. Such lines were never valid
//!   compact text (`:` is not part of the CFG grammar), so every old input keeps its meaning;
//!   `thread -> x` is still an edge from a block called `thread`. [`extract`] blanks directive
//!   lines (spaces, newlines kept) before the CFG parser runs, so CFG errors keep their
//!   line:column.
//! - **LLVM IR**: the same directives inside `;` comments: `; thread T1: entry loop exit`.
//! - **DOT**: inside `//` or `#` comments: `// thread T1: a b c`.
//!
//! Complexity: `O(len)`.

use super::Format;
use crate::span::{ParseError, Span};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// The directive keywords.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Keyword {
    /// `threads: N`.
    Threads,
    /// `thread [NAME]: path`.
    Thread,
    /// `rule BLOCK: expr`.
    Rule,
    /// `visits BLOCK: succ, succ, …`.
    Visits,
    /// `trips BLOCK: expr`.
    Trips,
    /// `steps: N`.
    Steps,
    /// `dfs: ORDER`.
    Dfs,
    /// `merge HEADER: MERGE` (structured constructs, [`crate::constructs`]).
    Merge,
    /// `continue HEADER: TARGET` (a loop's continue target, [`crate::constructs`]).
    Continue,
    /// `ballot: BLOCK, BLOCK, …` (blocks holding a subgroup ballot, [`crate::vulkan::ballot_blocks`]).
    Ballot,
}

impl Keyword {
    /// The keyword as written.
    pub fn text(self) -> &'static str {
        match self {
            Keyword::Threads => "threads",
            Keyword::Thread => "thread",
            Keyword::Rule => "rule",
            Keyword::Visits => "visits",
            Keyword::Trips => "trips",
            Keyword::Steps => "steps",
            Keyword::Dfs => "dfs",
            Keyword::Merge => "merge",
            Keyword::Continue => "continue",
            Keyword::Ballot => "ballot",
        }
    }

    fn from_text(s: &[u8]) -> Option<Keyword> {
        Some(match s {
            b"threads" => Keyword::Threads,
            b"thread" => Keyword::Thread,
            b"rule" => Keyword::Rule,
            b"visits" => Keyword::Visits,
            b"trips" => Keyword::Trips,
            b"steps" => Keyword::Steps,
            b"dfs" => Keyword::Dfs,
            b"merge" => Keyword::Merge,
            b"continue" => Keyword::Continue,
            b"ballot" => Keyword::Ballot,
            _ => return None,
        })
    }
}

/// One directive as located by [`extract`]; names are resolved later by [`crate::scenario::Scenario::resolve`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Directive {
    /// The keyword.
    pub keyword: Keyword,
    /// The span of the name between keyword and `:` (a thread name or a block), if any.
    pub head: Option<Span>,
    /// The body: from after `:` to the end of the line.
    pub body: Span,
    /// The whole directive (keyword to end of line).
    pub span: Span,
}

/// The result of [`extract`]: the text for the CFG parser and the directives found.
#[derive(Clone, Debug)]
pub struct Extracted<'s> {
    /// The input with directive lines blanked (compact text) or unchanged (IR, DOT: the
    /// directives are comments there). Same length and line structure as the input.
    pub cfg_text: Cow<'s, str>,
    /// The directives in source order.
    pub directives: Vec<Directive>,
}

pub(crate) fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')
}

/// Finds the scenario directives of `src` written in `format` (see the module documentation
/// for where directives live). Never fails: malformed bodies are reported by
/// [`crate::scenario::Scenario::resolve`]. `O(len)`.
pub fn extract(src: &str, format: Format) -> Extracted<'_> {
    let bytes = src.as_bytes();
    let mut directives = Vec::new();
    let mut blank: Vec<(usize, usize)> = Vec::new();
    if format == Format::LlvmIr {
        // Only a comment line can hold a directive: visit each `;` that starts its line (after
        // blanks), found by a fast byte search rather than a walk over every line (the CLI
        // reads 10 MB modules; this keeps the front door's extra pass to a few hundred µs).
        let line_end = |p: usize| memchr::memchr(b'\n', &bytes[p..]).map_or(bytes.len(), |k| p + k);
        let mut from = 0usize;
        while let Some(k) = memchr::memchr(b';', &bytes[from..]) {
            let p = from + k;
            let end = line_end(p);
            let mut b = p;
            while b > 0 && matches!(bytes[b - 1], b' ' | b'\t' | b'\r') {
                b -= 1;
            }
            if b == 0 || bytes[b - 1] == b'\n' {
                let mut q = p;
                while q < end && bytes[q] == b';' {
                    q += 1;
                }
                while q < end && (bytes[q] == b' ' || bytes[q] == b'\t') {
                    q += 1;
                }
                if let Some(d) = directive_at(bytes, q, end) {
                    directives.push(d);
                }
            }
            if end >= bytes.len() {
                break;
            }
            from = end + 1;
        }
        return Extracted { cfg_text: Cow::Borrowed(src), directives };
    }
    let mut line_start = 0usize;
    while line_start <= bytes.len() {
        let line_end = bytes[line_start..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |p| line_start + p);
        let mut p = line_start;
        while p < line_end && (bytes[p] == b' ' || bytes[p] == b'\t' || bytes[p] == b'\r') {
            p += 1;
        }
        let prefixed = match format {
            Format::Compact => Some(p),
            Format::LlvmIr => None, // handled above
            Format::Spirv => {
                if p < line_end && bytes[p] == b';' {
                    while p < line_end && bytes[p] == b';' {
                        p += 1;
                    }
                    Some(p)
                } else {
                    None
                }
            }
            Format::Dot => {
                if bytes[p..line_end].starts_with(b"//") {
                    Some(p + 2)
                } else if p < line_end && bytes[p] == b'#' {
                    Some(p + 1)
                } else {
                    None
                }
            }
        };
        if let Some(mut q) = prefixed {
            while q < line_end && (bytes[q] == b' ' || bytes[q] == b'\t') {
                q += 1;
            }
            if let Some(d) = directive_at(bytes, q, line_end) {
                if format == Format::Compact {
                    blank.push((q, line_end));
                }
                directives.push(d);
            }
        }
        line_start = line_end + 1;
    }
    let cfg_text = if blank.is_empty() {
        Cow::Borrowed(src)
    } else {
        let mut out = bytes.to_vec();
        for (s, e) in blank {
            for b in &mut out[s..e] {
                // Keep `\r` so that line ends stay; blank everything else (multi-byte
                // characters become several spaces, which keeps every offset valid).
                if *b != b'\r' {
                    *b = b' ';
                }
            }
        }
        // Only ASCII spaces replaced whole lines, so the text is still UTF-8.
        Cow::Owned(String::from_utf8(out).unwrap_or_default())
    };
    Extracted { cfg_text, directives }
}

/// Recognises `keyword [name] :` at `q` (the line's first token). `end` is the line end.
fn directive_at(bytes: &[u8], q: usize, end: usize) -> Option<Directive> {
    let mut p = q;
    while p < end && bytes[p].is_ascii_lowercase() {
        p += 1;
    }
    let keyword = Keyword::from_text(&bytes[q..p])?;
    if p < end && is_name_byte(bytes[p]) {
        return None; // `threadsafe`, `rules2`, … are block names
    }
    let skip = |mut p: usize| {
        while p < end && (bytes[p] == b' ' || bytes[p] == b'\t') {
            p += 1;
        }
        p
    };
    p = skip(p);
    let mut head = None;
    if p < end && bytes[p] != b':' {
        let s = p;
        if bytes[p] == b'%' {
            p += 1;
        }
        if p < end && bytes[p] == b'"' {
            p += 1;
            while p < end && bytes[p] != b'"' {
                p += 1;
            }
            if p >= end {
                return None;
            }
            p += 1;
        } else {
            let n0 = p;
            while p < end && is_name_byte(bytes[p]) {
                p += 1;
            }
            if p == n0 {
                return None;
            }
        }
        head = Some(Span::new(s, p));
        p = skip(p);
    }
    if p >= end || bytes[p] != b':' {
        return None;
    }
    let mut line_end = end;
    if line_end > q && bytes[line_end - 1] == b'\r' {
        line_end -= 1;
    }
    Some(Directive { keyword, head, body: Span::new(p + 1, line_end), span: Span::new(q, line_end) })
}

/// A parse error of LLVM IR or DOT on a line that reads like a directive (`thread T1: …` not
/// in a comment) gets a hint saying where directives go (`; thread …` in IR, `// thread …`
/// in DOT).
pub(crate) fn directive_hint(src: &str, format: Format, mut e: ParseError) -> ParseError {
    let (comment, language) = match format {
        Format::LlvmIr => (";", "LLVM IR"),
        Format::Spirv => (";", "SPIR-V"),
        Format::Dot => ("//", "DOT"),
        Format::Compact => return e,
    };
    let bytes = src.as_bytes();
    let at = (e.span.start as usize).min(bytes.len());
    let start = bytes[..at].iter().rposition(|&c| c == b'\n').map_or(0, |i| i + 1);
    let end = bytes[at..].iter().position(|&c| c == b'\n').map_or(bytes.len(), |k| at + k);
    let mut q = start;
    while q < end && (bytes[q] == b' ' || bytes[q] == b'\t') {
        q += 1;
    }
    if let Some(d) = directive_at(bytes, q, end) {
        let kw = d.keyword.text();
        e.message = format!("{} (in {language}, directives go in `{comment}` comments: `{comment} {kw} …`)", e.message);
    }
    e
}


#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The reference for IR: every line whose first non-blank byte is `;`, walked line by line.
    fn reference_ir(src: &str) -> Vec<Directive> {
        let bytes = src.as_bytes();
        let mut out = Vec::new();
        let mut start = 0;
        while start <= bytes.len() {
            let end = bytes[start..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |k| start + k);
            let mut p = start;
            while p < end && matches!(bytes[p], b' ' | b'\t' | b'\r') {
                p += 1;
            }
            if p < end && bytes[p] == b';' {
                while p < end && bytes[p] == b';' {
                    p += 1;
                }
                while p < end && (bytes[p] == b' ' || bytes[p] == b'\t') {
                    p += 1;
                }
                out.extend(directive_at(bytes, p, end));
            }
            start = end + 1;
        }
        out
    }

    #[test]
    fn ir_directives_in_comments() {
        let src = "; thread T1: entry a\ndefine void @f() { ; thread T2: x\n  ;; dfs: entry: a b\r\n  ret void ; rule a: 1\n}\n;threads: 4";
        let d = extract(src, Format::LlvmIr).directives;
        let kws: Vec<Keyword> = d.iter().map(|d| d.keyword).collect();
        assert_eq!(kws, [Keyword::Thread, Keyword::Dfs, Keyword::Threads]);
        assert_eq!(d, reference_ir(src));
    }

    proptest! {
        /// The byte-search extraction of IR directives equals the line walk on random text
        /// built from the characters that matter.
        #[test]
        fn ir_extraction_matches_the_line_walk(parts in proptest::collection::vec(prop_oneof![
            Just(";"), Just(";;"), Just(" "), Just("\t"), Just("\r"), Just("\n"), Just("thread T1: a b"),
            Just("threads: 3"), Just("dfs: a: b c"), Just("x"), Just("é"), Just(":"), Just("rule a: tid"),
        ], 0..40)) {
            let src: String = parts.concat();
            prop_assert_eq!(extract(&src, Format::LlvmIr).directives, reference_ir(&src));
        }
    }
}
