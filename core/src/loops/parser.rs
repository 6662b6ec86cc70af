//! Parser for static control parts (SCoPs) written in C, as PolyBench/C writes them.
//!
//! Accepts a sequence of statements: affine `for` loops, `if`s with affine conditions, blocks
//! `{ … }` and assignments `[label:] lhs op rhs;` with `op` one of `=`, `+=`, `-=`, `*=`, `/=`.
//! When the text contains `#pragma scop`, only the parts between `#pragma scop` and
//! `#pragma endscop` are read (so a whole PolyBench `.c` file pastes as it is); spans stay byte
//! offsets into the whole text. `#define NAME <integer>` gives a parameter value,
//! `#define NAME OTHER` an alias, `param N = 8;` a parameter value; other preprocessor lines and
//! declarations without initialiser (`int i, j;`, `double A[N][N];`) are skipped. PolyBench's
//! `_PB_N` names mean the parameter `N` unless a `#define` says otherwise.
//!
//! This module only builds the syntax tree ([`LoopProgram`]); [`super::scop`] resolves names
//! (iterators, parameters, arrays, scalars), checks affinity and builds the polyhedral model.
//!
//! Complexity: `O(len)` tokens, recursive descent with a depth limit of [`MAX_DEPTH`] nested
//! constructs (deeper input is an error, never a stack overflow). Never panics on any input.

use crate::span::{describe_found, LineIndex, ParseError, Span};
use serde::{Deserialize, Serialize};

/// Deepest nesting of loops, ifs, blocks and parentheses the parser accepts.
pub const MAX_DEPTH: usize = 64;

/// A binary operator of the C expression grammar.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl BinOp {
    /// The C spelling.
    pub fn text(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::And => "&&",
            BinOp::Or => "||",
        }
    }

    /// C precedence (higher binds tighter).
    pub fn precedence(self) -> u8 {
        match self {
            BinOp::Or => 1,
            BinOp::And => 2,
            BinOp::Eq | BinOp::Ne => 3,
            BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge => 4,
            BinOp::Add | BinOp::Sub => 5,
            BinOp::Mul | BinOp::Div | BinOp::Rem => 6,
        }
    }
}

/// An expression as written (names not yet resolved).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Expr {
    /// Integer literal.
    Int(i64, Span),
    /// Floating literal, kept as written (`0.33333`, `9.0f`).
    Float(String, Span),
    /// A name: iterator, parameter or scalar variable.
    Name(String, Span),
    /// `name[e1][e2]…`.
    Index(String, Vec<Expr>, Span),
    /// `f(args)` (also `min`, `max`, `floord`, `ceild`, `SCALAR_VAL`).
    Call(String, Vec<Expr>, Span),
    /// `-e` or `!e` (`op` is `'-'` or `'!'`); unary `+` is dropped.
    Unary(char, Box<Expr>, Span),
    /// `a op b`.
    Binary(BinOp, Box<Expr>, Box<Expr>, Span),
    /// `(type) e`.
    Cast(String, Box<Expr>, Span),
    /// `c ? a : b`.
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>, Span),
}

impl Expr {
    /// The source range of the whole expression.
    pub fn span(&self) -> Span {
        match self {
            Expr::Int(_, s)
            | Expr::Float(_, s)
            | Expr::Name(_, s)
            | Expr::Index(_, _, s)
            | Expr::Call(_, _, s)
            | Expr::Unary(_, _, s)
            | Expr::Binary(_, _, _, s)
            | Expr::Cast(_, _, s)
            | Expr::Ternary(_, _, _, s) => *s,
        }
    }
}

/// An assignment operator.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AssignOp {
    /// `=`
    Set,
    /// `+=`
    Add,
    /// `-=`
    Sub,
    /// `*=`
    Mul,
    /// `/=`
    Div,
}

impl AssignOp {
    /// The C spelling.
    pub fn text(self) -> &'static str {
        match self {
            AssignOp::Set => "=",
            AssignOp::Add => "+=",
            AssignOp::Sub => "-=",
            AssignOp::Mul => "*=",
            AssignOp::Div => "/=",
        }
    }
}

/// One assignment statement `[label:] lhs op rhs;`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Assign {
    /// The C label in front, if any.
    pub label: Option<String>,
    /// The written cell: [`Expr::Name`] (scalar) or [`Expr::Index`] (array element).
    pub lhs: Expr,
    /// The operator.
    pub op: AssignOp,
    /// The right-hand side.
    pub rhs: Expr,
    /// The statement's text range, label and `;` included.
    pub span: Span,
}

/// A `for` loop: `for (it = init; cond; step) body`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct For {
    /// The iterator name.
    pub iterator: String,
    /// The initial value.
    pub init: Expr,
    /// The condition, a comparison (or a conjunction of comparisons) involving the iterator.
    pub cond: Expr,
    /// The step: +1 for `i++`, −1 for `i--`, `c` for `i += c`.
    pub step: i64,
    /// The body.
    pub body: Vec<Node>,
    /// The header `for (…)` range.
    pub header: Span,
    /// The whole loop.
    pub span: Span,
}

/// An `if (cond) then [else otherwise]`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct If {
    /// The condition.
    pub cond: Expr,
    /// The then branch.
    pub then: Vec<Node>,
    /// The else branch (empty when absent).
    pub otherwise: Vec<Node>,
    /// The whole `if`.
    pub span: Span,
}

/// A node of the syntax tree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Node {
    /// A loop.
    For(For),
    /// A conditional.
    If(If),
    /// An assignment.
    Assign(Assign),
}

/// A parsed SCoP text: the tree plus the parameter values and aliases the text gave.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopProgram {
    /// Top-level nodes in text order.
    pub nodes: Vec<Node>,
    /// `#define NAME <int>` and `param NAME = <int>` values, in text order.
    pub values: Vec<(String, i64)>,
    /// `#define NAME OTHER` aliases (object-like macros naming another identifier).
    pub aliases: Vec<(String, String)>,
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Int(i64),
    Float(String),
    Punct(&'static str),
    Eof,
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    span: Span,
}

const PUNCTS: [&str; 32] = [
    "<<=", ">>=", "+=", "-=", "*=", "/=", "%=", "++", "--", "<=", ">=", "==", "!=", "&&", "||",
    "->", "(", ")", "[", "]", "{", "}", ";", ",", ":", "?", "+", "-", "*", "/", "%", "<",
];
const PUNCTS1: [&str; 4] = [">", "=", "!", "."];

/// Type words that start a declaration or appear in a cast.
const TYPE_WORDS: [&str; 14] = [
    "int",
    "long",
    "short",
    "float",
    "double",
    "char",
    "unsigned",
    "signed",
    "const",
    "DATA_TYPE",
    "size_t",
    "register",
    "static",
    "void",
];

/// Whether `w` is a C type word the parser knows (declarations and casts).
pub fn is_type_word(w: &str) -> bool {
    TYPE_WORDS.contains(&w)
}

struct Lexed {
    tokens: Vec<Token>,
    values: Vec<(String, i64)>,
    aliases: Vec<(String, String)>,
}

fn lex(src: &str, index: &LineIndex) -> Result<Lexed, ParseError> {
    let bytes = src.as_bytes();
    let has_scop = src.contains("#pragma scop") || src.contains("# pragma scop");
    let mut in_scop = !has_scop;
    let mut tokens = Vec::new();
    let mut values = Vec::new();
    let mut aliases = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let b = bytes[i];
        if b == b'\n' {
            line_start = true;
            i += 1;
            continue;
        }
        if b.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if b == b'/' && bytes.get(i + 1) == Some(&b'/') {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if b == b'/' && bytes.get(i + 1) == Some(&b'*') {
            let start = i;
            i += 2;
            loop {
                if i + 1 >= bytes.len() {
                    return Err(ParseError::with_index(
                        index,
                        src,
                        Span::new(start, start + 2),
                        "unterminated comment `/*`",
                    ));
                }
                if bytes[i] == b'*' && bytes[i + 1] == b'/' {
                    i += 2;
                    break;
                }
                i += 1;
            }
            continue;
        }
        if b == b'#' && line_start {
            // A preprocessor line, with `\` continuations.
            let start = i;
            while i < bytes.len() && bytes[i] != b'\n' {
                if bytes[i] == b'\\' && bytes.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                i += 1;
            }
            let line = src.get(start + 1..i).unwrap_or("");
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["pragma", "scop", ..] => in_scop = true,
                ["pragma", "endscop", ..] => in_scop = !has_scop,
                ["define", name, value] if is_ident(name) => {
                    if let Ok(v) = value.parse::<i64>() {
                        values.push((name.to_string(), v));
                    } else if is_ident(value) {
                        aliases.push((name.to_string(), value.to_string()));
                    }
                }
                _ => {}
            }
            continue;
        }
        line_start = false;
        let start = i;
        if b.is_ascii_alphabetic() || b == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            if in_scop {
                tokens.push(Token {
                    tok: Tok::Ident(src[start..i].to_string()),
                    span: Span::new(start, i),
                });
            }
            continue;
        }
        if b.is_ascii_digit() || (b == b'.' && bytes.get(i + 1).is_some_and(|c| c.is_ascii_digit()))
        {
            // isl-style implicit multiplication, `2t` = `2*t`: decimal digits directly followed
            // by a name that no C suffix (`u`, `l`, `f`, an exponent, hex) can start.
            let digits_end = (i..bytes.len())
                .find(|&k| !bytes[k].is_ascii_digit())
                .unwrap_or(bytes.len());
            if b != b'0' || digits_end == i + 1 {
                if let Some(&c) = bytes.get(digits_end) {
                    if (c.is_ascii_alphabetic() || c == b'_') && !b"eEfFlLuUxX".contains(&c) {
                        if in_scop {
                            let text = &src[start..digits_end];
                            let v = text.parse::<i64>().map_err(|_| {
                                ParseError::with_index(
                                    index,
                                    src,
                                    Span::new(start, digits_end),
                                    format!("expected an integer, found `{text}`"),
                                )
                            })?;
                            tokens.push(Token {
                                tok: Tok::Int(v),
                                span: Span::new(start, digits_end),
                            });
                            tokens.push(Token {
                                tok: Tok::Punct("*"),
                                span: Span::new(digits_end, digits_end),
                            });
                        }
                        i = digits_end;
                        continue;
                    }
                }
            }
            let mut float = false;
            while i < bytes.len() {
                let c = bytes[i];
                if c.is_ascii_digit() {
                    i += 1;
                } else if c == b'.' {
                    float = true;
                    i += 1;
                } else if (c == b'e' || c == b'E') && !src[start..i].starts_with("0x") {
                    float = true;
                    i += 1;
                    if i < bytes.len() && (bytes[i] == b'+' || bytes[i] == b'-') {
                        i += 1;
                    }
                } else if c.is_ascii_alphanumeric() {
                    // suffixes f, F, l, L, u, U and hex digits
                    if c == b'f' || c == b'F' {
                        float = true;
                    }
                    i += 1;
                } else {
                    break;
                }
            }
            let text = &src[start..i];
            if in_scop {
                let tok = if float {
                    Tok::Float(text.to_string())
                } else {
                    let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
                    match digits.parse::<i64>() {
                        Ok(v) => Tok::Int(v),
                        Err(_) => {
                            return Err(ParseError::with_index(
                                index,
                                src,
                                Span::new(start, i),
                                format!("expected an integer, found `{text}`"),
                            ))
                        }
                    }
                };
                tokens.push(Token {
                    tok,
                    span: Span::new(start, i),
                });
            }
            continue;
        }
        let rest = &src[i..];
        if let Some(p) = PUNCTS
            .iter()
            .chain(PUNCTS1.iter())
            .find(|p| rest.starts_with(**p))
        {
            i += p.len();
            if in_scop {
                tokens.push(Token {
                    tok: Tok::Punct(p),
                    span: Span::new(start, i),
                });
            }
            continue;
        }
        let ch = rest.chars().next().unwrap_or(' ');
        if in_scop {
            return Err(ParseError::with_index(
                index,
                src,
                Span::new(start, start + ch.len_utf8()),
                format!("expected C code, found `{ch}`"),
            ));
        }
        i += ch.len_utf8();
    }
    tokens.push(Token {
        tok: Tok::Eof,
        span: Span::at(src.len()),
    });
    Ok(Lexed {
        tokens,
        values,
        aliases,
    })
}

fn is_ident(s: &str) -> bool {
    let mut c = s.chars();
    c.next()
        .is_some_and(|f| f.is_ascii_alphabetic() || f == '_')
        && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

struct Parser<'a> {
    src: &'a str,
    index: LineIndex,
    toks: Vec<Token>,
    pos: usize,
    depth: usize,
    values: Vec<(String, i64)>,
}

/// Parses SCoP text into a [`LoopProgram`].
///
/// Errors (`line:col`): unknown characters, unbalanced brackets, a `for` that is not of the
/// form `for (i = lb; i < ub; i++)` (or `<=`, `>`, `>=`, `--`, `+= c`, `-= c`), a statement that
/// is not an assignment, nesting deeper than [`MAX_DEPTH`]. `O(len)`.
pub fn parse(src: &str) -> Result<LoopProgram, ParseError> {
    if src.len() > u32::MAX as usize / 2 {
        return Err(ParseError::new("", Span::at(0), "input is too large"));
    }
    let index = LineIndex::new(src);
    let lexed = lex(src, &index)?;
    let mut p = Parser {
        src,
        index,
        toks: lexed.tokens,
        pos: 0,
        depth: 0,
        values: lexed.values,
    };
    let mut nodes = Vec::new();
    while p.peek() != &Tok::Eof {
        p.item(&mut nodes)?;
    }
    Ok(LoopProgram {
        nodes,
        values: p.values,
        aliases: lexed.aliases,
    })
}

impl<'a> Parser<'a> {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }
    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }
    fn span(&self) -> Span {
        self.toks[self.pos].span
    }
    fn prev_end(&self) -> usize {
        if self.pos == 0 {
            0
        } else {
            self.toks[self.pos - 1].span.end as usize
        }
    }
    fn bump(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn err(&self, span: Span, msg: impl Into<String>) -> ParseError {
        ParseError::with_index(&self.index, self.src, span, msg)
    }
    fn expected(&self, what: &str) -> ParseError {
        let s = self.span();
        self.err(
            s,
            format!(
                "expected {what}, found {}",
                describe_found(s.text(self.src))
            ),
        )
    }
    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    fn eat(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }
    fn expect(&mut self, p: &str) -> Result<Span, ParseError> {
        if self.is_punct(p) {
            Ok(self.bump().span)
        } else {
            Err(self.expected(&format!("`{p}`")))
        }
    }
    fn ident(&mut self, what: &str) -> Result<(String, Span), ParseError> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                let sp = self.bump().span;
                Ok((s, sp))
            }
            _ => Err(self.expected(what)),
        }
    }
    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err(
                self.span(),
                format!("nesting deeper than {MAX_DEPTH} levels"),
            ));
        }
        Ok(())
    }

    /// One item: a statement, a block, a declaration (skipped) or a `param` line.
    fn item(&mut self, out: &mut Vec<Node>) -> Result<(), ParseError> {
        self.enter()?;
        let r = self.item_inner(out);
        self.depth -= 1;
        r
    }

    fn item_inner(&mut self, out: &mut Vec<Node>) -> Result<(), ParseError> {
        match self.peek().clone() {
            Tok::Punct(";") => {
                self.bump();
                Ok(())
            }
            Tok::Punct("{") => {
                self.bump();
                while !self.is_punct("}") {
                    if self.peek() == &Tok::Eof {
                        return Err(self.expected("`}`"));
                    }
                    self.item(out)?;
                }
                self.bump();
                Ok(())
            }
            Tok::Ident(w) if w == "for" => {
                let f = self.for_loop()?;
                out.push(Node::For(f));
                Ok(())
            }
            Tok::Ident(w) if w == "if" => {
                let f = self.if_stmt()?;
                out.push(Node::If(f));
                Ok(())
            }
            Tok::Ident(w)
                if w == "param"
                    && matches!(self.peek_at(1), Tok::Ident(_))
                    && self.peek_at(2) == &Tok::Punct("=") =>
            {
                self.bump();
                let (name, _) = self.ident("a parameter name")?;
                self.expect("=")?;
                let neg = self.eat("-");
                let v = match self.peek().clone() {
                    Tok::Int(v) => {
                        self.bump();
                        v
                    }
                    _ => return Err(self.expected("an integer parameter value")),
                };
                self.eat(";");
                self.values.push((name, if neg { -v } else { v }));
                Ok(())
            }
            Tok::Ident(w) if is_type_word(&w) => self.declaration(out),
            Tok::Ident(_) => {
                let a = self.assign(None)?;
                out.push(Node::Assign(a));
                Ok(())
            }
            _ => Err(self.expected("a statement (`for`, `if`, `{` or an assignment)")),
        }
    }

    /// `type name[…]… [= e], …;` — declarations with an initialiser become assignments.
    fn declaration(&mut self, out: &mut Vec<Node>) -> Result<(), ParseError> {
        while matches!(self.peek(), Tok::Ident(w) if is_type_word(w)) {
            self.bump();
        }
        loop {
            while self.eat("*") {}
            let start = self.span().start as usize;
            let (name, nspan) = self.ident("a declared name")?;
            let mut dims = 0;
            while self.eat("[") {
                self.expr()?;
                self.expect("]")?;
                dims += 1;
            }
            if self.eat("=") {
                if dims > 0 {
                    return Err(self.err(
                        nspan,
                        format!("array `{name}` with an initialiser is not supported"),
                    ));
                }
                let rhs = self.expr()?;
                let span = Span::new(start, self.prev_end());
                out.push(Node::Assign(Assign {
                    label: None,
                    lhs: Expr::Name(name, nspan),
                    op: AssignOp::Set,
                    rhs,
                    span,
                }));
            }
            if self.eat(",") {
                continue;
            }
            self.expect(";")?;
            return Ok(());
        }
    }

    fn assign(&mut self, label: Option<String>) -> Result<Assign, ParseError> {
        let start = self.span().start as usize;
        if label.is_none()
            && matches!(self.peek(), Tok::Ident(_))
            && self.peek_at(1) == &Tok::Punct(":")
        {
            let (l, _) = self.ident("a label")?;
            self.bump();
            let mut a = self.assign(Some(l))?;
            a.span = Span::new(start, a.span.end as usize);
            return Ok(a);
        }
        let lhs = self.postfix()?;
        if !matches!(lhs, Expr::Name(..) | Expr::Index(..)) {
            return Err(self.err(
                lhs.span(),
                "expected a scalar or array element on the left of an assignment",
            ));
        }
        let op = match self.peek() {
            Tok::Punct("=") => AssignOp::Set,
            Tok::Punct("+=") => AssignOp::Add,
            Tok::Punct("-=") => AssignOp::Sub,
            Tok::Punct("*=") => AssignOp::Mul,
            Tok::Punct("/=") => AssignOp::Div,
            _ => return Err(self.expected("`=`, `+=`, `-=`, `*=` or `/=`")),
        };
        self.bump();
        let rhs = self.expr()?;
        self.expect(";")?;
        Ok(Assign {
            label,
            lhs,
            op,
            rhs,
            span: Span::new(start, self.prev_end()),
        })
    }

    fn for_loop(&mut self) -> Result<For, ParseError> {
        let start = self.bump().span.start as usize;
        self.expect("(")?;
        while matches!(self.peek(), Tok::Ident(w) if is_type_word(w)) {
            self.bump();
        }
        let (iterator, _) = self.ident("a loop iterator")?;
        self.expect("=")?;
        let init = self.expr()?;
        self.expect(";")?;
        let cond = self.expr()?;
        self.expect(";")?;
        let step_start = self.span();
        let step = self.step(&iterator)?;
        if step == 0 {
            return Err(self.err(step_start, "loop step must not be 0"));
        }
        self.expect(")")?;
        let header = Span::new(start, self.prev_end());
        self.enter()?;
        let mut body = Vec::new();
        let r = self.item(&mut body);
        self.depth -= 1;
        r?;
        Ok(For {
            iterator,
            init,
            cond,
            step,
            body,
            header,
            span: Span::new(start, self.prev_end()),
        })
    }

    fn step(&mut self, it: &str) -> Result<i64, ParseError> {
        let int = |p: &mut Self| -> Result<i64, ParseError> {
            match p.peek().clone() {
                Tok::Int(v) => {
                    p.bump();
                    Ok(v)
                }
                _ => Err(p.expected("an integer step")),
            }
        };
        if self.eat("++") {
            self.expect_iter(it)?;
            return Ok(1);
        }
        if self.eat("--") {
            self.expect_iter(it)?;
            return Ok(-1);
        }
        self.expect_iter(it)?;
        if self.eat("++") {
            Ok(1)
        } else if self.eat("--") {
            Ok(-1)
        } else if self.eat("+=") {
            int(self)
        } else if self.eat("-=") {
            Ok(-int(self)?)
        } else if self.eat("=") {
            self.expect_iter(it)?;
            if self.eat("+") {
                int(self)
            } else if self.eat("-") {
                Ok(-int(self)?)
            } else {
                Err(self.expected("`+` or `-`"))
            }
        } else {
            Err(self.expected(&format!("`++`, `--`, `+= c` or `-= c` on `{it}`")))
        }
    }

    fn expect_iter(&mut self, it: &str) -> Result<(), ParseError> {
        match self.peek() {
            Tok::Ident(w) if w == it => {
                self.bump();
                Ok(())
            }
            _ => Err(self.expected(&format!("the iterator `{it}`"))),
        }
    }

    fn if_stmt(&mut self) -> Result<If, ParseError> {
        let start = self.bump().span.start as usize;
        self.expect("(")?;
        let cond = self.expr()?;
        self.expect(")")?;
        let mut then = Vec::new();
        self.item(&mut then)?;
        let mut otherwise = Vec::new();
        if matches!(self.peek(), Tok::Ident(w) if w == "else") {
            self.bump();
            self.item(&mut otherwise)?;
        }
        Ok(If {
            cond,
            then,
            otherwise,
            span: Span::new(start, self.prev_end()),
        })
    }

    /// Full expression with `?:`.
    fn expr(&mut self) -> Result<Expr, ParseError> {
        self.enter()?;
        let r = self.expr_inner();
        self.depth -= 1;
        r
    }

    fn expr_inner(&mut self) -> Result<Expr, ParseError> {
        let c = self.binary(1)?;
        if self.eat("?") {
            let a = self.expr()?;
            self.expect(":")?;
            let b = self.expr()?;
            let span = c.span().to(b.span());
            return Ok(Expr::Ternary(Box::new(c), Box::new(a), Box::new(b), span));
        }
        Ok(c)
    }

    fn binop(&self) -> Option<BinOp> {
        Some(match self.peek() {
            Tok::Punct("+") => BinOp::Add,
            Tok::Punct("-") => BinOp::Sub,
            Tok::Punct("*") => BinOp::Mul,
            Tok::Punct("/") => BinOp::Div,
            Tok::Punct("%") => BinOp::Rem,
            Tok::Punct("<") => BinOp::Lt,
            Tok::Punct("<=") => BinOp::Le,
            Tok::Punct(">") => BinOp::Gt,
            Tok::Punct(">=") => BinOp::Ge,
            Tok::Punct("==") => BinOp::Eq,
            Tok::Punct("!=") => BinOp::Ne,
            Tok::Punct("&&") => BinOp::And,
            Tok::Punct("||") => BinOp::Or,
            _ => return None,
        })
    }

    fn binary(&mut self, min_prec: u8) -> Result<Expr, ParseError> {
        let mut lhs = self.unary()?;
        while let Some(op) = self.binop() {
            if op.precedence() < min_prec {
                break;
            }
            self.bump();
            let rhs = self.binary(op.precedence() + 1)?;
            let span = lhs.span().to(rhs.span());
            lhs = Expr::Binary(op, Box::new(lhs), Box::new(rhs), span);
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> Result<Expr, ParseError> {
        self.enter()?;
        let r = self.unary_inner();
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self) -> Result<Expr, ParseError> {
        let s = self.span();
        if self.eat("-") {
            let e = self.unary()?;
            let span = s.to(e.span());
            return Ok(match e {
                Expr::Int(v, _) => Expr::Int(v.wrapping_neg(), span),
                e => Expr::Unary('-', Box::new(e), span),
            });
        }
        if self.eat("+") {
            return self.unary();
        }
        if self.eat("!") {
            let e = self.unary()?;
            let span = s.to(e.span());
            return Ok(Expr::Unary('!', Box::new(e), span));
        }
        // Cast: `(type words) e`.
        if self.is_punct("(") && matches!(self.peek_at(1), Tok::Ident(w) if is_type_word(w)) {
            self.bump();
            let mut ty = Vec::new();
            while let Tok::Ident(w) = self.peek().clone() {
                if !is_type_word(&w) {
                    break;
                }
                ty.push(w);
                self.bump();
            }
            self.expect(")")?;
            let e = self.unary()?;
            let span = s.to(e.span());
            return Ok(Expr::Cast(ty.join(" "), Box::new(e), span));
        }
        self.postfix()
    }

    fn postfix(&mut self) -> Result<Expr, ParseError> {
        let s = self.span();
        match self.peek().clone() {
            Tok::Int(v) => {
                self.bump();
                Ok(Expr::Int(v, s))
            }
            Tok::Float(f) => {
                self.bump();
                Ok(Expr::Float(f, s))
            }
            Tok::Punct("(") => {
                self.bump();
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Ident(name) => {
                self.bump();
                if self.eat("(") {
                    let mut args = Vec::new();
                    if !self.is_punct(")") {
                        loop {
                            args.push(self.expr()?);
                            if !self.eat(",") {
                                break;
                            }
                        }
                    }
                    self.expect(")")?;
                    return Ok(Expr::Call(
                        name,
                        args,
                        Span::new(s.start as usize, self.prev_end()),
                    ));
                }
                if self.is_punct("[") {
                    let mut subs = Vec::new();
                    while self.eat("[") {
                        subs.push(self.expr()?);
                        self.expect("]")?;
                    }
                    return Ok(Expr::Index(
                        name,
                        subs,
                        Span::new(s.start as usize, self.prev_end()),
                    ));
                }
                Ok(Expr::Name(name, s))
            }
            _ => Err(self.expected("an expression")),
        }
    }
}

/// Cheap detector for the input picker: does `text` look like C loops (a SCoP)?
///
/// True when the text has `#pragma scop`, or has a `for (…; …; …)` header and no line (outside
/// `//` comments) that starts like LLVM IR (`define`) or Graphviz (`digraph`) or has the
/// compact CFG form's `->`.
/// `O(len)`; never parses.
pub fn looks_like_c_loops(text: &str) -> bool {
    if text.contains("#pragma scop") {
        return true;
    }
    let code = || {
        text.lines()
            .map(|l| l.split("//").next().unwrap_or("").trim_start())
    };
    if code().any(|l| l.starts_with("define ") || l.starts_with("digraph") || l.contains("->")) {
        return false;
    }
    // A `for (…; …; …)` header.
    text.match_indices("for").any(|(i, _)| {
        let b = text.as_bytes();
        let before_ok = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        let rest = text[i + 3..].trim_start();
        before_ok
            && rest.starts_with('(')
            && rest
                .split(')')
                .next()
                .is_some_and(|h| h.matches(';').count() == 2)
    })
}

/// The kernel's name, for file names: the function the text defines (`static void
/// kernel_gemm(int ni, …)` → `kernel_gemm`), the first `void NAME(` outside `//` comments;
/// `None` for a bare SCoP. `O(len)`; never parses.
pub fn kernel_name(text: &str) -> Option<String> {
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .find_map(|l| {
            let at = l.find("void ")?;
            let rest = l[at + 5..].trim_start();
            let n = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            let (name, after) = rest.split_at(n);
            (!name.is_empty() && after.trim_start().starts_with('(')).then(|| name.to_string())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// isl-style `2t` is `2*t` in affine expressions; C suffixes keep their meaning.
    #[test]
    fn implicit_multiplication() {
        use crate::loops::{scop::DEFAULT_INSTANCE_LIMIT, LoopAnalysis};
        let run = |src: &str| {
            let a = LoopAnalysis::analyze(src, &[], DEFAULT_INSTANCE_LIMIT).unwrap();
            (a.trace.cells.clone(), a.dependences.flow.len(), a.dependences.anti.len())
        };
        let isl = "param N = 6;\nfor (t = 0; t < N; t++)\n  A[2t + 1] = A[2t] + B[3t];";
        let c = "param N = 6;\nfor (t = 0; t < N; t++)\n  A[2*t + 1] = A[2*t] + B[3*t];";
        assert_eq!(run(isl), run(c));
        // C suffixes keep their meaning; a bad number is still an error with its column.
        assert!(parse("for (i = 0; i < 4; i++) A[i] = 2u + 1.5f + 3L;").is_ok());
        let e = parse("for (i = 0; i < 4; i++)\n  A[i] = 2x3;").unwrap_err();
        assert_eq!(e.line, 2, "{}", e.message);
    }

    #[test]
    fn kernel_names() {
        assert_eq!(
            kernel_name("static\nvoid kernel_gemm(int ni, int nj)\n{\n#pragma scop\n").as_deref(),
            Some("kernel_gemm")
        );
        assert_eq!(kernel_name("// void not_this(\nfor (i = 0; i < N; i++) A[i] = 0;"), None);
        assert_eq!(kernel_name(include_str!("../../../web/examples/gemm.c")), None);
    }

    #[test]
    fn parses_gemm_scop() {
        let src = "#pragma scop\n for (i = 0; i < _PB_NI; i++) {\n for (j = 0; j < _PB_NJ; j++)\n C[i][j] *= beta;\n }\n#pragma endscop\n";
        let p = parse(src).unwrap();
        assert_eq!(p.nodes.len(), 1);
        let Node::For(f) = &p.nodes[0] else { panic!() };
        assert_eq!(f.iterator, "i");
        assert_eq!(f.step, 1);
    }

    #[test]
    fn errors_have_line_and_column() {
        let e = parse("for (i = 0; i < N; i++)\n  A[i] = ;").unwrap_err();
        assert_eq!((e.line, e.col), (2, 10));
        assert!(
            e.message.starts_with("expected an expression"),
            "{}",
            e.message
        );
    }

    #[test]
    fn detector() {
        assert!(looks_like_c_loops("for (i = 0; i < N; i++) A[i] = 0;"));
        assert!(!looks_like_c_loops("entry -> a b\na -> exit"));
        assert!(!looks_like_c_loops("define void @f() {\n ret void\n}"));
    }
}
