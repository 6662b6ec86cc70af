//! Source spans and `line:column` diagnostics shared by every parser.
//!
//! A [`Span`] is a half-open byte range `[start, end)` into the text the person typed. Every
//! block, edge and instruction keeps one so that any view can point back at the source.
//! [`LineIndex`] turns a byte offset into a 1-based line and a 1-based column counted in
//! Unicode scalar values (what an editor shows), in `O(log lines + line length)`.
//!
//! [`ParseError`] is the one error type of all parsers: it names the line and column, what was
//! expected and what was found. Its `Display` form is `line L:C: MESSAGE`, the form the web
//! view's `role="alert"` element shows and the e2e tests look for.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A half-open byte range `[start, end)` into the source text.
///
/// Offsets are `u32` (sources above 4 GiB are rejected by the parsers). An empty span
/// (`start == end`) marks a position, e.g. the end of the input.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Span {
    /// First byte of the range.
    pub start: u32,
    /// One past the last byte of the range.
    pub end: u32,
}

impl Span {
    /// The span `[start, end)`.
    pub fn new(start: usize, end: usize) -> Span {
        Span { start: start as u32, end: end as u32 }
    }

    /// The empty span at `offset`.
    pub fn at(offset: usize) -> Span {
        Span::new(offset, offset)
    }

    /// The smallest span covering `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    /// The text this span covers in `src` (empty if out of range or not on char boundaries).
    pub fn text(self, src: &str) -> &str {
        src.get(self.start as usize..self.end as usize).unwrap_or("")
    }
}

/// A 1-based line and column. The column counts Unicode scalar values, as an editor does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineCol {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column, in characters.
    pub col: u32,
}

impl fmt::Display for LineCol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// Line start offsets of a text, for turning byte offsets into [`LineCol`].
///
/// Building is `O(len)`; each lookup is a binary search plus a scan of one line.
#[derive(Clone, Debug)]
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    /// Indexes `src`. Lines end at `\n`; a `\r` before it belongs to the line.
    pub fn new(src: &str) -> LineIndex {
        let mut starts = vec![0u32];
        starts.extend(src.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i as u32 + 1));
        LineIndex { starts }
    }

    /// The line and column of byte `offset` in `src` (clamped to the text; an offset inside a
    /// multi-byte character reports that character's column).
    pub fn line_col(&self, src: &str, offset: usize) -> LineCol {
        let offset = offset.min(src.len());
        let line = self.starts.partition_point(|&s| s as usize <= offset) - 1;
        let start = self.starts[line] as usize;
        let col = src.get(start..).map_or(0, |rest| rest.char_indices().take_while(|&(i, _)| start + i < offset).count());
        LineCol { line: line as u32 + 1, col: col as u32 + 1 }
    }
}

/// A parse error: where (line and column), what was expected, and what was found.
///
/// Shape: `line`/`col` are 1-based ([`LineCol`]); `span` is the offending byte range;
/// `message` is a full sentence fragment such as ``expected `->` or a block name, found `%` ``.
/// `Display` gives `line L:C: MESSAGE`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParseError {
    /// 1-based line.
    pub line: u32,
    /// 1-based column in characters.
    pub col: u32,
    /// The offending byte range in the source.
    pub span: Span,
    /// What went wrong, e.g. ``expected `label`, found `i32` ``.
    pub message: String,
}

impl ParseError {
    /// An error at `span` of `src` with `message`; computes line and column (`O(len)`; use
    /// [`ParseError::with_index`] when reporting many errors).
    pub fn new(src: &str, span: Span, message: impl Into<String>) -> ParseError {
        ParseError::with_index(&LineIndex::new(src), src, span, message)
    }

    /// Like [`ParseError::new`] with a prebuilt [`LineIndex`].
    pub fn with_index(index: &LineIndex, src: &str, span: Span, message: impl Into<String>) -> ParseError {
        let LineCol { line, col } = index.line_col(src, span.start as usize);
        ParseError { line, col, span, message: message.into() }
    }

    /// `expected X, found Y` where `Y` is the text at `span` (or "end of input").
    pub fn expected(src: &str, span: Span, expected: &str) -> ParseError {
        let found = describe_found(span.text(src));
        ParseError::new(src, span, format!("expected {expected}, found {found}"))
    }
}

/// How a token is named in "found …" messages: quoted text, or `end of input`.
pub fn describe_found(text: &str) -> String {
    if text.is_empty() {
        return "end of input".to_string();
    }
    let shown: String = text.chars().take(40).collect();
    let shown = shown.replace('\n', "\\n");
    if text.chars().count() > 40 {
        format!("`{shown}…`")
    } else {
        format!("`{shown}`")
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

thread_local! {
    static PARSES: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many texts this thread has parsed (compact text and DOT by `input::parse`, LLVM IR by
/// `ir::parse_module`): a test hook showing that a pipeline parses each text once. `O(1)`.
pub fn parse_count() -> u64 {
    PARSES.with(|c| c.get())
}

/// Counts one parse for [`parse_count`] (called by the parsers).
pub(crate) fn count_parse() {
    PARSES.with(|c| c.set(c.get() + 1));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_characters() {
        let src = "ab\nçd\n\nx";
        let ix = LineIndex::new(src);
        assert_eq!(ix.line_col(src, 0), LineCol { line: 1, col: 1 });
        assert_eq!(ix.line_col(src, 3), LineCol { line: 2, col: 1 });
        // 'd' is at byte 5 (ç is two bytes) but column 2.
        assert_eq!(ix.line_col(src, 5), LineCol { line: 2, col: 2 });
        assert_eq!(ix.line_col(src, 7), LineCol { line: 3, col: 1 });
        assert_eq!(ix.line_col(src, 8), LineCol { line: 4, col: 1 });
        assert_eq!(ix.line_col(src, 999), LineCol { line: 4, col: 2 });
    }

    #[test]
    fn display_names_line_and_column() {
        let e = ParseError::expected("a ->\n  %", Span::new(7, 8), "a block name");
        assert_eq!(e.to_string(), "line 2:3: expected a block name, found `%`");
    }
}
