//! The compact CFG text format: short enough to type in a lecture.
//!
//! ```text
//! # figure 4-2 of the dominance chapter
//! 1->2,5  2->3,4  3->6  4->6  5->7  6->7
//! ```
//!
//! # Grammar
//! ```text
//! file      := (statement | separator | comment)*
//! statement := name [arrow successors]
//! arrow     := "->"            unmarked branch (the analyses decide)
//!            | "~>"            divergent branch (threads may split)
//!            | "=>"            uniform branch (all threads agree)
//! successors:= name ("," name)*            whitespace and newlines allowed around ","
//! name      := [A-Za-z0-9_.$]+ | '"' (any char but '"' and newline)* '"'
//! separator := whitespace | newline | ";"
//! comment   := ("#" | "//") to end of line
//! ```
//! - Blocks are numbered in order of first mention; the first block mentioned is the entry.
//! - Successor order is the order written (it is the DFS order LLVM would use). Duplicates
//!   are real edges (`a -> b, b`). Several statements for one block append successors
//!   (`a -> b  a -> c` is `a -> b, c`).
//! - A block with no successors is an exit (`7` alone declares one; a block only ever named
//!   as a successor is one too).
//! - Edge labels are positional: `T`, `F` for two successors, `0`, `1`, … for more.
//! - A block's mark comes from its arrows; `~>` and `=>` on the same block is an error.
//!
//! Parsing is `O(len)`; errors name the line and column and what was expected.

use crate::cfg::{label_two_way_branches, BranchMark, Cfg, CfgBuilder};
use crate::span::{describe_found, LineIndex, ParseError, Span};

/// Parses compact CFG text into a [`Cfg`] named `cfg`.
///
/// # Errors
/// A [`ParseError`] at the first offending token: an arrow without successors, a trailing
/// `,`, a character that cannot start a name, an unterminated quoted name, an input with no
/// block, or conflicting `~>`/`=>` marks on one block.
pub fn parse(src: &str) -> Result<Cfg, ParseError> {
    Parser { src, bytes: src.as_bytes(), pos: 0, index: None }.file()
}

struct Parser<'s> {
    src: &'s str,
    bytes: &'s [u8],
    pos: usize,
    index: Option<LineIndex>,
}

fn is_name_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$')
}

impl<'s> Parser<'s> {
    fn err(&mut self, span: Span, msg: String) -> ParseError {
        let index = self.index.get_or_insert_with(|| LineIndex::new(self.src));
        ParseError::with_index(index, self.src, span, msg)
    }

    /// The span of the token starting at `pos` (up to whitespace), for "found …" messages.
    fn token_span(&self, pos: usize) -> Span {
        let mut end = pos;
        while end < self.bytes.len() && !self.bytes[end].is_ascii_whitespace() && (end == pos || self.bytes[end] != b',') {
            end += 1;
        }
        // Never split a UTF-8 character.
        while end < self.bytes.len() && !self.src.is_char_boundary(end) {
            end += 1;
        }
        Span::new(pos, end)
    }

    fn expected(&mut self, what: &str) -> ParseError {
        let span = self.token_span(self.pos);
        let found = describe_found(span.text(self.src));
        self.err(span, format!("expected {what}, found {found}"))
    }

    /// Skips whitespace, `;` and comments. With `newlines == false` stops at a newline.
    fn skip(&mut self, newlines: bool) {
        while self.pos < self.bytes.len() {
            let b = self.bytes[self.pos];
            if b == b'\n' && !newlines {
                return;
            }
            if b.is_ascii_whitespace() || (b == b';' && newlines) {
                self.pos += 1;
            } else if b == b'#' || (b == b'/' && self.bytes.get(self.pos + 1) == Some(&b'/')) {
                while self.pos < self.bytes.len() && self.bytes[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else {
                return;
            }
        }
    }

    fn name(&mut self) -> Result<Option<(String, Span)>, ParseError> {
        let start = self.pos;
        match self.bytes.get(self.pos) {
            Some(b'"') => {
                self.pos += 1;
                while self.pos < self.bytes.len() && self.bytes[self.pos] != b'"' && self.bytes[self.pos] != b'\n' {
                    self.pos += 1;
                }
                if self.bytes.get(self.pos) != Some(&b'"') {
                    return Err(self.err(Span::new(start, self.pos), "unterminated quoted block name: expected a closing `\"`".into()));
                }
                self.pos += 1;
                let raw = &self.src[start + 1..self.pos - 1];
                if raw.is_empty() {
                    return Err(self.err(Span::new(start, self.pos), "expected a block name, found an empty `\"\"`".into()));
                }
                Ok(Some((display_name(raw), Span::new(start, self.pos))))
            }
            Some(&b) if is_name_byte(b) => {
                while self.pos < self.bytes.len() && is_name_byte(self.bytes[self.pos]) {
                    self.pos += 1;
                }
                Ok(Some((self.src[start..self.pos].to_string(), Span::new(start, self.pos))))
            }
            _ => Ok(None),
        }
    }

    fn arrow(&mut self) -> Option<BranchMark> {
        let two = self.bytes.get(self.pos..self.pos + 2)?;
        let mark = match two {
            b"->" => BranchMark::Unmarked,
            b"~>" => BranchMark::Divergent,
            b"=>" => BranchMark::Uniform,
            _ => return None,
        };
        self.pos += 2;
        Some(mark)
    }

    fn file(mut self) -> Result<Cfg, ParseError> {
        let mut b = CfgBuilder::new("cfg");
        loop {
            self.skip(true);
            if self.pos >= self.bytes.len() {
                break;
            }
            let Some((name, span)) = self.name()? else {
                return Err(self.expected("a block name"));
            };
            let from = b.block(&name);
            if b.data_mut(from).span == Span::default() {
                b.data_mut(from).span = span;
            }
            self.skip(false);
            let arrow_start = self.pos;
            let Some(mark) = self.arrow() else {
                // A lone name declares a block; anything else on the line must start a new
                // statement (checked by the next iteration).
                continue;
            };
            if mark != BranchMark::Unmarked {
                let data = b.data_mut(from);
                if data.mark != BranchMark::Unmarked && data.mark != mark {
                    return Err(self.err(Span::new(arrow_start, self.pos), format!("block `{name}` is marked both divergent (`~>`) and uniform (`=>`)")));
                }
                data.mark = mark;
            }
            loop {
                self.skip(true);
                let Some((to_name, to_span)) = self.name()? else {
                    return Err(self.expected("a successor block name"));
                };
                let to = b.block(&to_name);
                b.edge(from, to, "", to_span);
                let data = b.data_mut(from);
                data.term_span = if data.term_span == Span::default() { Span::new(arrow_start, to_span.end as usize) } else { data.term_span.to(to_span) };
                // A comma continues the list (possibly on the next line).
                let save = self.pos;
                self.skip(false);
                if self.bytes.get(self.pos) == Some(&b',') {
                    self.pos += 1;
                    continue;
                }
                self.pos = save;
                break;
            }
            // After a statement: separator, comment or end.
            let save = self.pos;
            self.skip(false);
            if self.pos < self.bytes.len() && self.pos == save && !matches!(self.bytes[self.pos], b'\n' | b';') {
                return Err(self.expected("`,`, a new statement or the end of the line"));
            }
        }
        if b.num_blocks() == 0 {
            return Err(self.err(Span::at(self.src.len()), "expected at least one block, e.g. `a -> b, c`".into()));
        }
        let mut cfg = b.finish();
        label_two_way_branches(&mut cfg);
        Ok(cfg)
    }
}

/// The printed form of a compact-text name: kept as is when it is made of name characters,
/// otherwise quoted like LLVM quotes names.
fn display_name(raw: &str) -> String {
    if raw.bytes().all(is_name_byte) {
        raw.to_string()
    } else {
        format!("\"{}\"", raw.replace('\\', "\\5C"))
    }
}

/// Writes `cfg` back as compact text, one block per line, marks and successor order kept.
/// Names that are not plain name characters stay quoted. `O(n + m)`.
pub fn to_compact(cfg: &Cfg) -> String {
    let mut out = String::new();
    for b in cfg.blocks() {
        let succs = cfg.succs(b);
        let name = compact_name(cfg.name_of(b));
        out.push_str(&name);
        if !succs.is_empty() {
            out.push_str(match cfg.block(b).mark {
                BranchMark::Unmarked => " -> ",
                BranchMark::Divergent => " ~> ",
                BranchMark::Uniform => " => ",
            });
            let list: Vec<String> = succs.iter().map(|&s| compact_name(cfg.name_of(s))).collect();
            out.push_str(&list.join(", "));
        }
        out.push('\n');
    }
    out
}

fn compact_name(name: &str) -> String {
    if name.bytes().all(is_name_byte) || (name.starts_with('"') && name.ends_with('"') && name.len() >= 2) {
        name.to_string()
    } else {
        format!("\"{name}\"")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cfg::Block;

    fn succ_names(cfg: &Cfg, b: &str) -> Vec<String> {
        cfg.succs(cfg.find(b).unwrap()).iter().map(|&s| cfg.name_of(s).to_string()).collect()
    }

    #[test]
    fn figure_4_2_on_one_line() {
        let cfg = parse("1->2,5  2->3,4  3->6  4->6  5->7  6->7").unwrap();
        assert_eq!(cfg.num_blocks(), 7);
        assert_eq!(cfg.name_of(cfg.entry()), "1");
        assert_eq!(succ_names(&cfg, "1"), ["2", "5"]);
        assert_eq!(cfg.exits().map(|b| cfg.name_of(b).to_string()).collect::<Vec<_>>(), ["7"]);
        assert_eq!(cfg.succ_labels(Block(0)), ["T", "F"]);
    }

    #[test]
    fn marks_comments_duplicates_and_appending() {
        let src = "# a loop\nentry ~> body, exit // divergent\nbody => body, body\nbody -> exit; exit\n";
        let cfg = parse(src).unwrap();
        assert_eq!(cfg.block(cfg.find("entry").unwrap()).mark, BranchMark::Divergent);
        assert_eq!(cfg.block(cfg.find("body").unwrap()).mark, BranchMark::Uniform);
        assert_eq!(succ_names(&cfg, "body"), ["body", "body", "exit"]);
        assert_eq!(cfg.succ_labels(cfg.find("body").unwrap()), ["0", "1", "2"]);
        assert!(cfg.is_exit(cfg.find("exit").unwrap()));
    }

    #[test]
    fn successor_list_may_continue_on_the_next_line() {
        let cfg = parse("a -> b,\n     c\nb -> c").unwrap();
        assert_eq!(succ_names(&cfg, "a"), ["b", "c"]);
    }

    #[test]
    fn quoted_names() {
        let cfg = parse("\"a b\" -> c").unwrap();
        assert_eq!(cfg.name_of(Block(0)), "\"a b\"");
        assert_eq!(to_compact(&cfg), "\"a b\" -> c\nc\n");
    }

    #[test]
    fn errors_name_line_and_column() {
        let e = parse("a -> b\nc ->\n").unwrap_err();
        assert_eq!(e.to_string(), "line 3:1: expected a successor block name, found end of input");
        let e = parse("a -> b,\n").unwrap_err();
        assert_eq!((e.line, e.col), (2, 1));
        let e = parse("a -> %b").unwrap_err();
        assert_eq!(e.to_string(), "line 1:6: expected a successor block name, found `%b`");
        let e = parse("a -> b c d -> ?").unwrap_err();
        assert_eq!(e.to_string(), "line 1:15: expected a successor block name, found `?`");
        let e = parse("a ~> b\na => c").unwrap_err();
        assert_eq!((e.line, e.col), (2, 3));
        let e = parse("# nothing\n").unwrap_err();
        assert!(e.message.contains("at least one block"));
        let e = parse("\"open -> b").unwrap_err();
        assert!(e.message.contains("unterminated"));
        let e = parse("a -> b!").unwrap_err();
        assert_eq!(e.to_string(), "line 1:7: expected `,`, a new statement or the end of the line, found `!`");
    }

    #[test]
    fn round_trip() {
        let src = "1 ~> 2, 5\n2 -> 3, 4\n3 -> 6\n4 -> 6\n5 -> 7\n6 -> 7\n7\n";
        let named = |c: &Cfg| {
            let mut e: Vec<(String, String)> = c.edges().map(|(a, b)| (c.name_of(a).to_string(), c.name_of(b).to_string())).collect();
            e.sort();
            e
        };
        let cfg = parse(src).unwrap();
        let again = parse(&to_compact(&cfg)).unwrap();
        assert_eq!(named(&again), named(&cfg));
        assert_eq!(again.block(again.find("1").unwrap()).mark, BranchMark::Divergent);
    }
}
