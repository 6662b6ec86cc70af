//! A small tokenizer over one instruction's (or global's) source text, for decoding types,
//! flags and constants that [`crate::ir`] keeps only as spans.
//!
//! Tokens carry absolute byte offsets into the module source so that errors point at the
//! exact column. `O(len)`; never panics on any input.

use crate::span::Span;

/// A token kind.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    /// `%name`, `%"quoted"`, `%12`.
    Local,
    /// `@name`.
    Global,
    /// Keyword or identifier (`add`, `i32`, `nsw`, `x`).
    Word,
    /// A number: `-12`, `1.5e+00`, `0x3FF0000000000000`, `0xH3C00`.
    Num,
    /// `"…"` or `c"…"`.
    Str,
    /// `!…` metadata.
    Meta,
    /// `#12` attribute group.
    Attr,
    /// One punctuation character: `( ) [ ] { } < > , = *`.
    Punct(u8),
    /// End of the text.
    End,
}

/// A cursor over `src[start..end]`.
#[derive(Clone)]
pub struct Lexer<'s> {
    /// The whole module text.
    pub src: &'s str,
    pos: usize,
    end: usize,
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')
}

impl<'s> Lexer<'s> {
    /// A lexer over `span` of `src`.
    pub fn new(src: &'s str, span: Span) -> Lexer<'s> {
        let end = (span.end as usize).min(src.len());
        Lexer {
            src,
            pos: (span.start as usize).min(end),
            end,
        }
    }

    /// The current byte offset.
    pub fn pos(&self) -> usize {
        self.pos
    }

    fn skip_ws(&mut self) {
        let b = self.src.as_bytes();
        while self.pos < self.end {
            match b[self.pos] {
                b' ' | b'\t' | b'\r' | b'\n' => self.pos += 1,
                b';' => {
                    while self.pos < self.end && b[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    /// The next token and its span, without consuming it.
    pub fn peek(&self) -> (Tok, Span) {
        let mut c = self.clone();
        c.next()
    }

    /// The next token's text.
    pub fn peek_text(&self) -> &'s str {
        let (_, sp) = self.peek();
        &self.src[sp.start as usize..sp.end as usize]
    }

    /// Consumes and returns the next token and its span.
    pub fn next(&mut self) -> (Tok, Span) {
        self.skip_ws();
        let b = self.src.as_bytes();
        let s = self.pos;
        if s >= self.end {
            return (Tok::End, Span::at(self.end));
        }
        let c = b[s];
        let scan = |mut p: usize| {
            while p < self.end && is_ident(b[p]) {
                p += 1;
            }
            p
        };
        let string_end = |mut p: usize| {
            p += 1;
            while p < self.end && b[p] != b'"' {
                p += 1;
            }
            (p + 1).min(self.end)
        };
        let (tok, e) = match c {
            b'%' | b'@' => {
                let e = if s + 1 < self.end && b[s + 1] == b'"' {
                    string_end(s + 1)
                } else {
                    scan(s + 1)
                };
                (if c == b'%' { Tok::Local } else { Tok::Global }, e)
            }
            b'!' => {
                let e = if s + 1 < self.end && b[s + 1] == b'"' {
                    string_end(s + 1)
                } else {
                    scan(s + 1)
                };
                (Tok::Meta, e.max(s + 1))
            }
            b'#' => (Tok::Attr, scan(s + 1)),
            b'"' => (Tok::Str, string_end(s)),
            b'c' if s + 1 < self.end && b[s + 1] == b'"' => (Tok::Str, string_end(s + 1)),
            b'-' | b'+' | b'0'..=b'9' => {
                let mut p = s + 1;
                while p < self.end
                    && (b[p].is_ascii_alphanumeric()
                        || b[p] == b'.'
                        || ((b[p] == b'+' || b[p] == b'-') && matches!(b[p - 1], b'e' | b'E')))
                {
                    p += 1;
                }
                (Tok::Num, p)
            }
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b'=' | b'*' | b':' => {
                (Tok::Punct(c), s + 1)
            }
            _ if is_ident(c) => (Tok::Word, scan(s)),
            _ => {
                // Any other byte (or a multi-byte character) is its own token.
                let len = self.src[s..].chars().next().map_or(1, |ch| ch.len_utf8());
                (Tok::Punct(0), s + len)
            }
        };
        self.pos = e;
        (tok, Span::new(s, e))
    }

    /// The text of `span`.
    pub fn text(&self, span: Span) -> &'s str {
        span.text(self.src)
    }

    /// Consumes the next token if it is `Punct(p)`.
    pub fn eat(&mut self, p: u8) -> bool {
        if self.peek().0 == Tok::Punct(p) {
            self.next();
            true
        } else {
            false
        }
    }

    /// Consumes the next token if it is the word `w`.
    pub fn eat_word(&mut self, w: &str) -> bool {
        let (t, sp) = self.peek();
        if t == Tok::Word && self.text(sp) == w {
            self.next();
            true
        } else {
            false
        }
    }

    /// Skips a balanced group starting at the next token (which must be an opening bracket),
    /// or one token otherwise.
    pub fn skip_group(&mut self) {
        let mut depth = 0i32;
        loop {
            let (t, _) = self.next();
            match t {
                Tok::Punct(b'(' | b'[' | b'{' | b'<') => depth += 1,
                Tok::Punct(b')' | b']' | b'}' | b'>') => depth -= 1,
                Tok::End => return,
                _ => {}
            }
            if depth <= 0 {
                return;
            }
        }
    }
}
