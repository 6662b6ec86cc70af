//! The LLVM assembly lexer: bytes in, [`Token`]s (kind + byte range) out, no allocation.
//!
//! Follows the token classes of `LLLexer` (llvm/lib/AsmParser/LLLexer.cpp) as far as the
//! parser needs them: `%name`/`%"name"`/`%12`, `@…`, labels `name:`/`"name":`/`12:`,
//! `!name`/`!12` metadata names, `#12` attribute groups, `#dbg_…` debug records, `$comdat`,
//! keywords and types (one [`Kind::Ident`] class), integers, floats (including `0x…` hex
//! forms), `c"…"` and `"…"` strings, punctuation. `;` starts a comment to the end of the line.
//!
//! Each token records whether a newline came before it ([`Token::nl`]): the parser uses it to
//! find the end of an instruction or top-level entity. Errors (unterminated string, stray
//! character) are returned as a [`LexError`] with the offending span.

/// Token classes. Names follow `lltok::Kind` where one exists.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// End of input.
    Eof,
    /// `%name` or `%"name"`.
    LocalVar,
    /// `%12`.
    LocalVarId,
    /// `@name` or `@"name"`.
    GlobalVar,
    /// `@12`.
    GlobalId,
    /// `name:` or `"name":` (span includes the colon).
    LabelStr,
    /// `12:` (span includes the colon).
    LabelId,
    /// `!name` or `!12`.
    MetadataVar,
    /// A lone `!` (before `{` or a string).
    Exclaim,
    /// `#12`.
    AttrGrpId,
    /// `#dbg_value` and friends.
    DbgRecordType,
    /// `$name` or `$"name"`.
    ComdatVar,
    /// `^12` (module summary ids).
    SummaryId,
    /// Keywords and type names: `define`, `i32`, `label`, `nsw`, `...`.
    Ident,
    /// `c"…"`.
    CString,
    /// `"…"`.
    StringConstant,
    /// `12`, `-3`.
    Int,
    /// `1.5`, `-2.0e3`, `0x3FF0000000000000`, `0xK…`.
    Float,
    Equal,
    Comma,
    Star,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Less,
    Greater,
    Colon,
    Bar,
}

/// One token: kind, byte range `[start, end)` and whether a newline precedes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Kind,
    pub start: u32,
    pub end: u32,
    /// A newline (possibly inside a comment) lies between the previous token and this one.
    pub nl: bool,
}

/// A lexing error: byte range and message.
#[derive(Clone, Debug)]
pub(crate) struct LexError {
    pub start: usize,
    pub end: usize,
    pub message: String,
}

/// The lexer state: the source bytes and the current offset.
pub(crate) struct Lexer<'a> {
    src: &'a str,
    bytes: &'a [u8],
    pos: usize,
}

/// Character classes: `IDENT` is `[a-zA-Z0-9$._]` (keywords), `NAME` adds `-` (names and
/// labels), `DIGIT` is `[0-9]`.
const IDENT: u8 = 1;
const NAME: u8 = 2;
const DIGIT: u8 = 4;
/// The bytes that start what [`Lexer::next_token`] skips before a token: blanks, line
/// breaks and `;` comments.
const SPACE: u8 = 8;

static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'$' || b == b'.' || b == b'_' {
            t[c] = IDENT | NAME;
        }
        if b.is_ascii_digit() {
            t[c] |= DIGIT;
        }
        if b == b'-' {
            t[c] = NAME;
        }
        if matches!(b, b' ' | b'\n' | b'\t' | b'\r' | b';') {
            t[c] = SPACE;
        }
        c += 1;
    }
    t
};

/// Whether `c` may appear in an unquoted name or label: `[-a-zA-Z$._0-9]`.
#[inline]
pub(crate) fn is_name_char(c: u8) -> bool {
    CLASS[c as usize] & NAME != 0
}

#[inline]
fn is_ident_char(c: u8) -> bool {
    CLASS[c as usize] & IDENT != 0
}

#[inline]
fn is_digit(c: u8) -> bool {
    CLASS[c as usize] & DIGIT != 0
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer { src, bytes: src.as_bytes(), pos: 0 }
    }

    /// Continues lexing at byte `pos` (the parser skips a group it has recognised in the raw
    /// bytes, see `Parser::parse_type`). `pos` must be a token boundary.
    #[inline]
    pub fn set_pos(&mut self, pos: usize) {
        self.pos = pos.min(self.bytes.len());
    }

    /// The offset where the next token's whitespace starts.
    pub fn pos(&self) -> usize {
        self.pos
    }

    #[inline]
    fn at(&self, i: usize) -> u8 {
        self.bytes.get(i).copied().unwrap_or(0)
    }

    #[inline]
    fn scan_while(&self, i: usize, f: impl Fn(u8) -> bool) -> usize {
        match self.bytes.get(i..) {
            Some(rest) => i + rest.iter().position(|&b| !f(b)).unwrap_or(rest.len()),
            None => i,
        }
    }

    /// Offset one past the closing quote of the string whose opening quote is at `open`.
    fn scan_string(&self, open: usize) -> Result<usize, Box<LexError>> {
        match self.bytes.get(open + 1..).and_then(|rest| rest.iter().position(|&b| b == b'"')) {
            Some(k) => Ok(open + 1 + k + 1),
            None => Err(self.err(open, open + 1, "unterminated string: expected a closing `\"`, found end of input")),
        }
    }

    /// The next token. After [`Kind::Eof`] it keeps returning `Eof`.
    #[inline]
    pub fn next_token(&mut self) -> Result<Token, Box<LexError>> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        // Most tokens follow one space or none (`add i32 %a, %b`): no loop for those.
        if bytes.get(pos) == Some(&b' ') {
            pos += 1;
        }
        match bytes.get(pos) {
            Some(&c) if CLASS[c as usize] & SPACE == 0 => self.lex_token(pos, false),
            _ => self.skip_space_and_lex(pos),
        }
    }

    /// [`Self::next_token`] after whitespace and comments other than one space.
    #[inline(never)]
    fn skip_space_and_lex(&mut self, mut pos: usize) -> Result<Token, Box<LexError>> {
        let mut nl = false;
        let bytes = self.bytes;
        while let Some(&c) = bytes.get(pos) {
            match c {
                b'\n' => {
                    nl = true;
                    pos += 1;
                }
                b' ' => {
                    pos += 1;
                    // Runs of spaces (indentation, the padding before `; preds = …`).
                    while let Some(w) = bytes.get(pos..pos + 8) {
                        if w != b"        " {
                            break;
                        }
                        pos += 8;
                    }
                }
                b'\t' | b'\r' => pos += 1,
                b';' => {
                    pos = match bytes[pos..].iter().position(|&b| b == b'\n') {
                        Some(k) => pos + k,
                        None => bytes.len(),
                    };
                }
                _ => break,
            }
        }
        if pos >= bytes.len() {
            self.pos = pos;
            return Ok(Token { kind: Kind::Eof, start: pos as u32, end: pos as u32, nl });
        }
        self.lex_token(pos, nl)
    }

    /// The token starting at `start` (not whitespace, not the end).
    #[inline]
    fn lex_token(&mut self, start: usize, nl: bool) -> Result<Token, Box<LexError>> {
        self.pos = start;
        let (kind, end) = self.lex_at(start)?;
        self.pos = end;
        Ok(Token { kind, start: start as u32, end: end as u32, nl })
    }

    fn lex_at(&self, s: usize) -> Result<(Kind, usize), Box<LexError>> {
        let c = self.bytes[s];
        let one = |k| Ok((k, s + 1));
        match c {
            b'%' | b'@' => {
                let (var, id) = if c == b'%' { (Kind::LocalVar, Kind::LocalVarId) } else { (Kind::GlobalVar, Kind::GlobalId) };
                let n = self.at(s + 1);
                if n == b'"' {
                    Ok((var, self.scan_string(s + 1)?))
                } else if n.is_ascii_digit() {
                    Ok((id, self.scan_while(s + 1, is_digit)))
                } else if is_name_char(n) {
                    Ok((var, self.scan_while(s + 1, is_name_char)))
                } else {
                    Err(self.err(s, s + 1, format_args!("expected a name after `{}`", c as char)))
                }
            }
            b'"' => {
                let end = self.scan_string(s)?;
                if self.at(end) == b':' {
                    Ok((Kind::LabelStr, end + 1))
                } else {
                    Ok((Kind::StringConstant, end))
                }
            }
            b'!' => {
                let n = self.at(s + 1);
                if is_name_char(n) || n == b'\\' {
                    Ok((Kind::MetadataVar, self.scan_while(s + 1, |b| is_name_char(b) || b == b'\\')))
                } else {
                    one(Kind::Exclaim)
                }
            }
            b'#' => {
                if self.at(s + 1).is_ascii_digit() {
                    Ok((Kind::AttrGrpId, self.scan_while(s + 1, is_digit)))
                } else if self.bytes[s + 1..].starts_with(b"dbg_") {
                    Ok((Kind::DbgRecordType, self.scan_while(s + 1, is_ident_char)))
                } else {
                    Err(self.err(s, s + 1, "expected an attribute group number or a debug record after `#`"))
                }
            }
            b'^' => {
                if self.at(s + 1).is_ascii_digit() {
                    Ok((Kind::SummaryId, self.scan_while(s + 1, is_digit)))
                } else {
                    Err(self.err(s, s + 1, "expected a summary id after `^`"))
                }
            }
            b'$' => {
                if self.at(s + 1) == b'"' {
                    return Ok((Kind::ComdatVar, self.scan_string(s + 1)?));
                }
                let e = self.scan_while(s, is_name_char);
                if self.at(e) == b':' {
                    Ok((Kind::LabelStr, e + 1))
                } else if e > s + 1 {
                    Ok((Kind::ComdatVar, e))
                } else {
                    Err(self.err(s, s + 1, "expected a comdat name after `$`"))
                }
            }
            b'=' => one(Kind::Equal),
            b',' => one(Kind::Comma),
            b'*' => one(Kind::Star),
            b'[' => one(Kind::LSquare),
            b']' => one(Kind::RSquare),
            b'{' => one(Kind::LBrace),
            b'}' => one(Kind::RBrace),
            b'(' => one(Kind::LParen),
            b')' => one(Kind::RParen),
            b'<' => one(Kind::Less),
            b'>' => one(Kind::Greater),
            b':' => one(Kind::Colon),
            b'|' => one(Kind::Bar),
            b'0'..=b'9' | b'-' | b'+' => self.lex_number(s),
            c if is_name_char(c) => {
                // Most words are keywords and types (`[a-zA-Z$._0-9]+` then a blank): one scan.
                let e = self.scan_while(s, is_ident_char);
                let next = self.at(e);
                if !is_name_char(next) && next != b':' && next != b'"' {
                    return Ok((Kind::Ident, e));
                }
                // Labels: `[-a-zA-Z$._0-9]+:`.
                let e = self.scan_while(s, is_name_char);
                if self.at(e) == b':' {
                    return Ok((Kind::LabelStr, e + 1));
                }
                if c == b'c' && self.at(s + 1) == b'"' {
                    return Ok((Kind::CString, self.scan_string(s + 1)?));
                }
                // Keywords stop at a `-` (rare: only the label scan allows it).
                let e = match self.bytes[s..e].iter().position(|&b| b == b'-') {
                    Some(k) => s + k,
                    None => e,
                };
                Ok((Kind::Ident, e))
            }
            _ => {
                Err(self.unexpected_char(s))
            }
        }
    }

    fn lex_number(&self, s: usize) -> Result<(Kind, usize), Box<LexError>> {
        // Labels such as `12:` or `1abc:` or `-x:`.
        let e = self.scan_while(s, is_name_char);
        if self.at(e) == b':' {
            let all_digits = self.bytes[s..e].iter().all(|&b| is_digit(b));
            return Ok((if all_digits { Kind::LabelId } else { Kind::LabelStr }, e + 1));
        }
        let c = self.bytes[s];
        if c == b'0' && self.at(s + 1) == b'x' {
            let mut i = s + 2;
            if matches!(self.at(i), b'K' | b'L' | b'M' | b'H' | b'R') {
                i += 1;
            }
            let e = self.scan_while(i, |b| b.is_ascii_hexdigit());
            if e == i {
                return Err(self.err(s, i, "expected hex digits after `0x`"));
            }
            return Ok((Kind::Float, e));
        }
        let digits_start = if c == b'-' || c == b'+' { s + 1 } else { s };
        let e = self.scan_while(digits_start, is_digit);
        if e == digits_start {
            return Err(self.err(s, s + 1, format_args!("unexpected character `{}`", c as char)));
        }
        if self.at(e) != b'.' {
            if c == b'+' {
                return Err(self.err(s, e, "expected a `.` in a floating-point constant after `+`"));
            }
            return Ok((Kind::Int, e));
        }
        let mut e = self.scan_while(e + 1, is_digit);
        if matches!(self.at(e), b'e' | b'E') {
            let mut i = e + 1;
            if matches!(self.at(i), b'-' | b'+') {
                i += 1;
            }
            if self.at(i).is_ascii_digit() {
                e = self.scan_while(i, is_digit);
            }
        }
        Ok((Kind::Float, e))
    }

    // The error paths are out of line (`#[cold]`), so the hot `next_token` keeps a small frame.
    // `message` is a `&str` or `format_args!(…)`, formatted only here.
    #[cold]
    #[inline(never)]
    fn err(&self, start: usize, end: usize, message: impl std::fmt::Display) -> Box<LexError> {
        Box::new(LexError { start, end: end.min(self.bytes.len()), message: message.to_string() })
    }

    #[cold]
    #[inline(never)]
    fn unexpected_char(&self, s: usize) -> Box<LexError> {
        let ch = self.src.get(s..).and_then(|r| r.chars().next()).unwrap_or('\u{FFFD}');
        let shown = if ch.is_control() { format!("{:?}", ch) } else { format!("`{ch}`") };
        self.err(s, s + ch.len_utf8().max(1), format_args!("unexpected character {shown}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Kind, &str, bool)> {
        let mut lx = Lexer::new(src);
        let mut out = vec![];
        loop {
            let t = lx.next_token().unwrap();
            if t.kind == Kind::Eof {
                return out;
            }
            out.push((t.kind, &src[t.start as usize..t.end as usize], t.nl));
        }
    }

    #[test]
    fn lexes_names_labels_and_numbers() {
        use Kind::*;
        let k = kinds("%x = add nsw i32 %0, -1 ; c\n\"a b\": 12: @\"g\" !dbg !12 #0 #dbg_value c\"s\\00\" 1.5e3 0xK12 $c ...");
        assert_eq!(
            k,
            vec![
                (LocalVar, "%x", false),
                (Equal, "=", false),
                (Ident, "add", false),
                (Ident, "nsw", false),
                (Ident, "i32", false),
                (LocalVarId, "%0", false),
                (Comma, ",", false),
                (Int, "-1", false),
                (LabelStr, "\"a b\":", true),
                (LabelId, "12:", false),
                (GlobalVar, "@\"g\"", false),
                (MetadataVar, "!dbg", false),
                (MetadataVar, "!12", false),
                (AttrGrpId, "#0", false),
                (DbgRecordType, "#dbg_value", false),
                (CString, "c\"s\\00\"", false),
                (Float, "1.5e3", false),
                (Float, "0xK12", false),
                (ComdatVar, "$c", false),
                (Ident, "...", false),
            ]
        );
    }

    #[test]
    fn errors_do_not_panic() {
        for src in ["\"abc", "%", "@ x", "#x", "-", "+1", "\u{e9}", "\u{1}", "0x", "$"] {
            let mut lx = Lexer::new(src);
            let mut n = 0;
            while let Ok(t) = lx.next_token() {
                if t.kind == Kind::Eof || n > 10 {
                    break;
                }
                n += 1;
            }
        }
    }
}
