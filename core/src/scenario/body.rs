//! The lexer of directive bodies shared by paths and expressions: blanks, comments, names
//! (plain, quoted, with `%`), integers, and errors at the right line:column of the whole text.

use crate::cfg::{Block, Cfg};
use crate::input::directives::is_name_byte;
use crate::span::{describe_found, LineIndex, ParseError, Span};
use std::collections::HashMap;

/// Name → block lookup accepting the forms people type: plain, quoted, with `%`.
pub(super) struct Names<'c> {
    pub(super) cfg: &'c Cfg,
    map: HashMap<&'c str, Block>,
}

impl<'c> Names<'c> {
    pub(super) fn new(cfg: &'c Cfg) -> Names<'c> {
        Names { cfg, map: cfg.blocks().map(|b| (cfg.name_of(b), b)).collect() }
    }

    /// `raw` is the name without `%` and without quotes; `quoted` whether it was quoted.
    pub(super) fn get(&self, raw: &str) -> Option<Block> {
        if let Some(&b) = self.map.get(raw) {
            return Some(b);
        }
        self.map.get(format!("\"{raw}\"").as_str()).copied()
    }

    pub(super) fn list(&self, bs: &[Block]) -> String {
        if bs.is_empty() {
            return "none".to_string();
        }
        let v: Vec<&str> = bs.iter().map(|&b| self.cfg.name_of(b)).collect();
        v.join(", ")
    }
}

pub(super) struct Body<'s> {
    pub(super) src: &'s str,
    pub(super) b: &'s [u8],
    pub(super) pos: usize,
    pub(super) end: usize,
    pub(super) index: &'s LineIndex,
    /// Expression nodes built so far (capped at [`MAX_EXPR_NODES`]).
    pub(super) nodes: u32,
}

impl<'s> Body<'s> {
    pub(super) fn new(src: &'s str, span: Span, index: &'s LineIndex) -> Body<'s> {
        let end = (span.end as usize).min(src.len());
        Body { src, b: src.as_bytes(), pos: (span.start as usize).min(end), end, index, nodes: 0 }
    }

    pub(super) fn err(&self, span: Span, msg: impl Into<String>) -> ParseError {
        ParseError::with_index(self.index, self.src, span, msg)
    }

    /// Skips blanks; a comment (`#`, `//`) ends the body.
    pub(super) fn skip(&mut self) {
        while self.pos < self.end {
            let c = self.b[self.pos];
            if c == b' ' || c == b'\t' || c == b'\r' {
                self.pos += 1;
            } else if c == b'#' || (c == b'/' && self.b.get(self.pos + 1) == Some(&b'/') && self.pos + 1 < self.end) {
                self.pos = self.end;
            } else {
                return;
            }
        }
    }

    pub(super) fn at_end(&mut self) -> bool {
        self.skip();
        self.pos >= self.end
    }

    pub(super) fn token_span(&self) -> Span {
        let mut e = self.pos;
        while e < self.end && !self.b[e].is_ascii_whitespace() {
            e += 1;
        }
        while e < self.b.len() && !self.src.is_char_boundary(e) {
            e += 1;
        }
        Span::new(self.pos, e)
    }

    pub(super) fn expected(&mut self, what: &str) -> ParseError {
        self.skip();
        let s = if self.pos >= self.end { Span::at(self.end) } else { self.token_span() };
        let found = if self.pos >= self.end { "end of line".to_string() } else { describe_found(s.text(self.src)) };
        self.err(s, format!("expected {what}, found {found}"))
    }

    pub(super) fn eat(&mut self, tok: &str) -> bool {
        self.skip();
        if self.b[self.pos..self.end].starts_with(tok.as_bytes()) {
            self.pos += tok.len();
            true
        } else {
            false
        }
    }

    pub(super) fn peek(&mut self) -> Option<u8> {
        self.skip();
        (self.pos < self.end).then(|| self.b[self.pos])
    }

    /// A name (plain or quoted, optional `%`): `(raw text, span)`.
    pub(super) fn name(&mut self) -> Result<Option<(String, Span)>, ParseError> {
        self.skip();
        let start = self.pos;
        let mut p = self.pos;
        if p < self.end && self.b[p] == b'%' {
            p += 1;
        }
        if p < self.end && self.b[p] == b'"' {
            let q0 = p + 1;
            let mut q = q0;
            while q < self.end && self.b[q] != b'"' {
                q += 1;
            }
            if q >= self.end {
                return Err(self.err(Span::new(start, self.end), "unterminated quoted name: expected a closing `\"`"));
            }
            self.pos = q + 1;
            return Ok(Some((self.src[q0..q].to_string(), Span::new(start, self.pos))));
        }
        let n0 = p;
        while p < self.end && is_name_byte(self.b[p]) {
            p += 1;
        }
        if p == n0 {
            return Ok(None);
        }
        self.pos = p;
        Ok(Some((self.src[n0..p].to_string(), Span::new(start, p))))
    }

    pub(super) fn block(&mut self, names: &Names, what: &str) -> Result<(Block, Span), ParseError> {
        match self.name()? {
            Some((raw, span)) => match names.get(&raw) {
                Some(b) => Ok((b, span)),
                None => Err(self.err(span, format!("no block named `{raw}` in the CFG"))),
            },
            None => Err(self.expected(what)),
        }
    }

    pub(super) fn int(&mut self) -> Result<Option<(i64, Span)>, ParseError> {
        self.skip();
        let s = self.pos;
        let mut p = s;
        while p < self.end && self.b[p].is_ascii_digit() {
            p += 1;
        }
        if p == s || (p < self.end && is_name_byte(self.b[p])) {
            return Ok(None);
        }
        let span = Span::new(s, p);
        let v: i64 = self.src[s..p].parse().map_err(|_| self.err(span, "number too large"))?;
        self.pos = p;
        Ok(Some((v, span)))
    }

    pub(super) fn finish(&mut self) -> Result<(), ParseError> {
        if self.at_end() {
            Ok(())
        } else {
            Err(self.expected("the end of the line"))
        }
    }

}
