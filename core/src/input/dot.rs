//! Graphviz DOT input: plain `digraph { a -> b }` graphs and the files
//! `opt -passes=dot-cfg` / `dot-cfg-only` write.
//!
//! Accepted (the Graphviz language, <https://graphviz.org/doc/info/lang.html>, restricted to
//! directed graphs): `[strict] digraph [ID] { stmt* }` with node statements `a [attrs]`, edge
//! chains `a -> b -> c [attrs]`, edge operands that are subgraphs `a -> { b c }`, attribute
//! statements (`node [...]`, `edge [...]`, `graph [...]`, `k = v`), nested `subgraph`s,
//! ports `a:s0:n`, IDs as names, numerals, `"quoted strings"` (with `\"` and line
//! continuations) and `<html>` strings; comments `//`, `/* */` and `#` lines.
//!
//! Mapping to a [`Cfg`]:
//! - nodes in order of first appearance; the first is the entry;
//! - a node's successors in edge-statement order, except that edges leaving from ports
//!   `s0`, `s1`, … (as `dot-cfg` writes them) are ordered by port number;
//! - block names: the node ID, or — for `dot-cfg` record labels `"{entry:\l|…}"`,
//!   `"{%0}"` — the block name in the label (without `%` and the `:`);
//! - edge labels: the edge's `label` attribute, else the text of its record port (`T`, `F`,
//!   `def`, case values), else positional;
//! - the graph ID, or the function name of `"CFG for 'k' function"`, names the CFG.
//!
//! `O(len)` apart from hashing node IDs. Errors name line:column and what was expected.

use crate::cfg::{label_two_way_branches, Block, Cfg, CfgBuilder};
use crate::span::{describe_found, LineIndex, ParseError, Span};
use std::collections::HashMap;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// An ID and whether it was quoted (`"…"` or `<…>`): a quoted `"node"` is a name, never
    /// the keyword.
    Id(String, bool),
    Punct(&'static str),
    Eof,
}

struct Lexer<'s> {
    src: &'s str,
    b: &'s [u8],
    pos: usize,
}

impl<'s> Lexer<'s> {
    fn skip_trivia(&mut self) -> Result<(), (Span, String)> {
        loop {
            while self.pos < self.b.len() && self.b[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            let rest = &self.b[self.pos..];
            if rest.starts_with(b"//") || (rest.first() == Some(&b'#') && (self.pos == 0 || self.b[self.pos - 1] == b'\n')) {
                while self.pos < self.b.len() && self.b[self.pos] != b'\n' {
                    self.pos += 1;
                }
            } else if rest.starts_with(b"/*") {
                let start = self.pos;
                match self.src[self.pos + 2..].find("*/") {
                    Some(k) => self.pos += 2 + k + 2,
                    None => return Err((Span::new(start, start + 2), "unterminated comment: expected `*/`".into())),
                }
            } else {
                return Ok(());
            }
        }
    }

    /// The next token and its span.
    fn next(&mut self) -> Result<(Tok, Span), (Span, String)> {
        self.skip_trivia()?;
        let start = self.pos;
        let Some(&c) = self.b.get(self.pos) else { return Ok((Tok::Eof, Span::at(start))) };
        let tok = match c {
            b'{' | b'}' | b'[' | b']' | b';' | b',' | b'=' | b':' => {
                self.pos += 1;
                Tok::Punct(match c {
                    b'{' => "{",
                    b'}' => "}",
                    b'[' => "[",
                    b']' => "]",
                    b';' => ";",
                    b',' => ",",
                    b'=' => "=",
                    _ => ":",
                })
            }
            b'-' if self.b.get(self.pos + 1) == Some(&b'>') => {
                self.pos += 2;
                Tok::Punct("->")
            }
            b'-' if self.b.get(self.pos + 1) == Some(&b'-') => {
                self.pos += 2;
                Tok::Punct("--")
            }
            b'"' => {
                self.pos += 1;
                let mut s = String::new();
                loop {
                    let Some(ch) = self.src[self.pos..].chars().next() else {
                        return Err((Span::new(start, self.pos), "unterminated string: expected a closing `\"`".into()));
                    };
                    self.pos += ch.len_utf8();
                    match ch {
                        '"' => break,
                        // Graphviz's scanner (`lib/cgraph/scan.l`): `\"` is a quote, `\\` a pair
                        // kept as is (so `"a\\"` ends after the pair), `\` + newline a
                        // continuation; any other backslash is itself.
                        '\\' => match self.src[self.pos..].chars().next() {
                            Some('"') => {
                                s.push('"');
                                self.pos += 1;
                            }
                            Some('\\') => {
                                s.push_str("\\\\");
                                self.pos += 1;
                            }
                            Some('\n') => self.pos += 1,
                            Some('\r') if self.b.get(self.pos + 1) == Some(&b'\n') => self.pos += 2,
                            _ => s.push('\\'),
                        },
                        _ => s.push(ch),
                    }
                }
                Tok::Id(s, true)
            }
            b'<' => {
                let mut depth = 0usize;
                loop {
                    match self.b.get(self.pos) {
                        None => return Err((Span::new(start, self.pos), "unterminated HTML string: expected `>`".into())),
                        Some(b'<') => depth += 1,
                        Some(b'>') => {
                            depth -= 1;
                            if depth == 0 {
                                self.pos += 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                    self.pos += 1;
                }
                Tok::Id(self.src[start + 1..self.pos - 1].to_string(), true)
            }
            c if c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'-' || c >= 0x80 => {
                while let Some(&d) = self.b.get(self.pos) {
                    if d.is_ascii_alphanumeric() || d == b'_' || d == b'.' || d >= 0x80 || (d == b'-' && !matches!(self.b.get(self.pos + 1), Some(b'>') | Some(b'-'))) {
                        self.pos += 1;
                    } else {
                        break;
                    }
                }
                // Keep `pos` on a character boundary (bytes >= 0x80 are consumed whole above).
                Tok::Id(self.src[start..self.pos].to_string(), false)
            }
            _ => {
                let ch = self.src[self.pos..].chars().next().unwrap_or('?');
                return Err((Span::new(start, start + ch.len_utf8()), format!("expected a node, an edge or an attribute, found `{ch}`")));
            }
        };
        Ok((tok, Span::new(start, self.pos)))
    }
}

struct Parser<'s> {
    lx: Lexer<'s>,
    tok: Tok,
    span: Span,
    builder: CfgBuilder,
    ids: HashMap<String, Block>,
    /// Per node: its `label` attribute, if any.
    labels: Vec<Option<String>>,
    /// Edges in statement order.
    edges: Vec<DotEdge>,
    depth: usize,
}

type PResult<T> = Result<T, (Span, String)>;

/// An edge statement's edge: (from, to, tail port number `sN`, `label` attribute, span).
type DotEdge = (Block, Block, Option<u32>, Option<String>, Span);

/// One `->` link of an edge chain: (tails, tail port, heads, span of the heads).
type ChainLink = (Vec<Block>, Option<u32>, Vec<Block>, Span);

/// A `dot-cfg` record label: the block name and the port texts (`s0` → `T`, …).
type Record = (Option<String>, Vec<(u32, String)>);

impl<'s> Parser<'s> {
    fn bump(&mut self) -> PResult<()> {
        let (t, s) = self.lx.next()?;
        self.tok = t;
        self.span = s;
        Ok(())
    }

    fn expected<T>(&self, what: &str) -> PResult<T> {
        let found = if self.tok == Tok::Eof { "end of input".to_string() } else { describe_found(self.span.text(self.lx.src)) };
        Err((self.span, format!("expected {what}, found {found}")))
    }

    fn eat(&mut self, p: &str) -> PResult<bool> {
        if self.tok == Tok::Punct(match p {
            "{" => "{",
            "}" => "}",
            "[" => "[",
            "]" => "]",
            ";" => ";",
            "," => ",",
            "=" => "=",
            ":" => ":",
            "->" => "->",
            _ => "--",
        }) {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    fn keyword(&self, kw: &str) -> bool {
        matches!(&self.tok, Tok::Id(s, false) if s.eq_ignore_ascii_case(kw))
    }

    fn node(&mut self, id: &str, span: Span) -> Block {
        if let Some(&b) = self.ids.get(id) {
            return b;
        }
        let b = self.builder.block(&format!("\u{0}{}", self.ids.len()));
        self.builder.data_mut(b).span = span;
        self.ids.insert(id.to_string(), b);
        self.labels.push(None);
        b
    }

    fn graph(&mut self) -> PResult<String> {
        self.bump()?;
        if self.keyword("strict") {
            self.bump()?;
        }
        if self.keyword("graph") {
            return Err((self.span, "expected `digraph`, found `graph`: only directed graphs are CFGs".into()));
        }
        if !self.keyword("digraph") {
            return self.expected("`digraph`");
        }
        self.bump()?;
        let mut name = String::from("cfg");
        if let Tok::Id(s, _) = &self.tok {
            name = s.clone();
            self.bump()?;
        }
        if !self.eat("{")? {
            return self.expected("`{`");
        }
        self.stmt_list()?;
        if self.tok != Tok::Eof {
            return self.expected("end of input after the graph's `}`");
        }
        Ok(name)
    }

    /// Statements up to and including the closing `}`.
    fn stmt_list(&mut self) -> PResult<()> {
        loop {
            if self.eat("}")? {
                return Ok(());
            }
            if self.tok == Tok::Eof {
                return self.expected("`}`");
            }
            self.stmt()?;
            self.eat(";")?;
        }
    }

    fn attr_list(&mut self) -> PResult<Vec<(String, String)>> {
        let mut out = Vec::new();
        while self.eat("[")? {
            loop {
                if self.eat("]")? {
                    break;
                }
                let Tok::Id(k, _) = self.tok.clone() else { return self.expected("an attribute name or `]`") };
                self.bump()?;
                let mut v = String::from("true");
                if self.eat("=")? {
                    let Tok::Id(s, _) = self.tok.clone() else { return self.expected("an attribute value") };
                    v = s;
                    self.bump()?;
                }
                out.push((k, v));
                if !self.eat(",")? {
                    self.eat(";")?;
                }
            }
        }
        Ok(out)
    }

    /// An edge operand: a node id with an optional port, or a subgraph. Returns the nodes and
    /// the tail port number (for `:sN` ports).
    fn operand(&mut self) -> PResult<(Vec<Block>, Option<u32>)> {
        if self.keyword("subgraph") || self.tok == Tok::Punct("{") {
            return Ok((self.subgraph()?, None));
        }
        let Tok::Id(id, _) = self.tok.clone() else { return self.expected("a node id") };
        let span = self.span;
        self.bump()?;
        let b = self.node(&id, span);
        let mut port = None;
        if self.eat(":")? {
            let Tok::Id(p, _) = self.tok.clone() else { return self.expected("a port name") };
            self.bump()?;
            port = p.strip_prefix('s').and_then(|n| n.parse::<u32>().ok());
            if self.eat(":")? {
                if !matches!(self.tok, Tok::Id(_, _)) {
                    return self.expected("a compass point");
                }
                self.bump()?;
            }
        }
        Ok((vec![b], port))
    }

    fn subgraph(&mut self) -> PResult<Vec<Block>> {
        self.depth += 1;
        if self.depth > 200 {
            return Err((self.span, "subgraphs nested too deeply (more than 200 levels)".into()));
        }
        if self.keyword("subgraph") {
            self.bump()?;
            if matches!(self.tok, Tok::Id(_, _)) {
                self.bump()?;
            }
        }
        if !self.eat("{")? {
            return self.expected("`{`");
        }
        let before = self.ids.len();
        self.stmt_list()?;
        self.depth -= 1;
        // Nodes first mentioned inside the subgraph (good enough for `a -> {b c}`).
        Ok((before..self.ids.len()).map(Block::new).collect())
    }

    fn stmt(&mut self) -> PResult<()> {
        if self.keyword("node") || self.keyword("edge") || self.keyword("graph") {
            self.bump()?;
            self.attr_list()?;
            return Ok(());
        }
        if let Tok::Id(_, _) = &self.tok {
            // `k = v` graph attribute?
            let save = (self.lx.pos, self.tok.clone(), self.span);
            self.bump()?;
            if self.eat("=")? {
                if !matches!(self.tok, Tok::Id(_, _)) {
                    return self.expected("an attribute value");
                }
                self.bump()?;
                return Ok(());
            }
            (self.lx.pos, self.tok, self.span) = save;
        }
        let (mut tails, mut port) = self.operand()?;
        let mut chain: Vec<ChainLink> = Vec::new();
        loop {
            if self.tok == Tok::Punct("--") {
                return Err((self.span, "expected `->`, found `--`: only directed edges are allowed".into()));
            }
            if !self.eat("->")? {
                break;
            }
            let span = self.span;
            let (heads, head_port) = self.operand()?;
            chain.push((tails, port, heads.clone(), span));
            tails = heads;
            port = head_port;
        }
        let attrs = self.attr_list()?;
        let label = attrs.iter().rev().find(|(k, _)| k == "label").map(|(_, v)| v.clone());
        if chain.is_empty() {
            // Node statement.
            if let (Some(l), [b]) = (label, tails.as_slice()) {
                self.labels[b.index()] = Some(l);
            }
            return Ok(());
        }
        for (from, p, to, span) in chain {
            for &f in &from {
                for &t in &to {
                    self.edges.push((f, t, p, label.clone(), span));
                }
            }
        }
        Ok(())
    }
}

/// Block name and port labels from a `dot-cfg` record label `{name:\l|…|{<s0>T|<s1>F}}`.
fn record_label(label: &str) -> Record {
    let Some(body) = label.strip_prefix('{') else { return (None, Vec::new()) };
    let end = body.find(['|', '}']).unwrap_or(body.len());
    let first = body[..end].split("\\l").next().unwrap_or("").trim();
    let first = first.strip_suffix(':').unwrap_or(first);
    let name = first.strip_prefix('%').unwrap_or(first);
    let mut ports = Vec::new();
    let mut rest = body;
    while let Some(k) = rest.find("<s") {
        rest = &rest[k + 2..];
        let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        let Some(after) = rest[digits.len()..].strip_prefix('>') else { continue };
        let text: String = after.chars().take_while(|&c| c != '|' && c != '}').collect();
        if let Ok(n) = digits.parse() {
            ports.push((n, text.trim().to_string()));
        }
    }
    ((!name.is_empty()).then(|| name.to_string()), ports)
}

/// Parses a DOT `digraph` into a [`Cfg`].
///
/// # Errors
/// A [`ParseError`] naming line:column: undirected graphs (`graph`, `--`), unterminated
/// strings or comments, a missing `{`/`}`/node id, an empty graph (no nodes).
pub fn parse(src: &str) -> Result<Cfg, ParseError> {
    let mut p = Parser { lx: Lexer { src, b: src.as_bytes(), pos: 0 }, tok: Tok::Eof, span: Span::default(), builder: CfgBuilder::new("cfg"), ids: HashMap::new(), labels: Vec::new(), edges: Vec::new(), depth: 0 };
    let name = p.graph().map_err(|(span, msg)| ParseError::with_index(&LineIndex::new(src), src, span, msg))?;
    if p.ids.is_empty() {
        return Err(ParseError::new(src, Span::at(src.len().min(p.span.start as usize)), "expected at least one node in the digraph"));
    }
    let name = name.strip_prefix("CFG for '").and_then(|s| s.strip_suffix("' function")).map(str::to_string).unwrap_or(name);
    // Names: the node id, or the block name of a dot-cfg record label when all are unique.
    let mut ids: Vec<(String, Block)> = p.ids.into_iter().collect();
    crate::sort::sort_by_key(&mut ids, |&(_, b)| b);
    let records: Vec<Record> = p.labels.iter().map(|l| l.as_deref().map(record_label).unwrap_or((None, Vec::new()))).collect();
    let mut from_records: Vec<Option<String>> = records.iter().map(|(n, _)| n.clone()).collect();
    let mut seen = std::collections::HashSet::new();
    if from_records.iter().any(|n| n.as_ref().is_none_or(|n| !seen.insert(n.clone()))) {
        from_records = vec![None; ids.len()];
    }
    let mut builder = p.builder;
    for (id, b) in &ids {
        let nm = from_records[b.index()].clone().unwrap_or_else(|| display_id(id));
        builder.rename(*b, nm);
    }
    // Successor order: statement order, with port-numbered tails sorted by port (stable).
    let mut edges = p.edges;
    crate::sort::sort_by_key(&mut edges, |&(f, _, port, _, _)| (f, port.unwrap_or(0)));
    for (f, t, port, label, span) in edges {
        let label = label.or_else(|| port.and_then(|n| records[f.index()].1.iter().find(|(k, _)| *k == n).map(|(_, s)| s.clone()))).unwrap_or_default();
        builder.edge(f, t, label, span);
    }
    builder.set_name(name);
    let mut cfg = builder.finish();
    label_two_way_branches(&mut cfg);
    Ok(cfg)
}

/// A DOT id as a block name: kept when made of name characters, else quoted like LLVM.
fn display_id(id: &str) -> String {
    if !id.is_empty() && id.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-' | b'$')) {
        id.to_string()
    } else {
        format!("\"{}\"", id.replace('\\', "\\5C").replace('"', "\\22"))
    }
}

/// Writes `cfg` as a DOT digraph: one node per block (label = name), edges in successor order
/// with their labels. `O(n + m)`.
pub fn to_dot(cfg: &Cfg) -> String {
    let q = |s: &str| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    let mut out = format!("digraph {} {{\n  node [shape=box, fontname=\"monospace\"];\n", q(cfg.name()));
    for b in cfg.blocks() {
        out.push_str(&format!("  {};\n", q(cfg.name_of(b))));
    }
    for b in cfg.blocks() {
        for (s, l) in cfg.succs(b).iter().zip(cfg.succ_labels(b)) {
            if l.is_empty() {
                out.push_str(&format!("  {} -> {};\n", q(cfg.name_of(b)), q(cfg.name_of(*s))));
            } else {
                out.push_str(&format!("  {} -> {} [label={}];\n", q(cfg.name_of(b)), q(cfg.name_of(*s)), q(l)));
            }
        }
    }
    out.push_str("}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn succ_names(cfg: &Cfg, b: &str) -> Vec<String> {
        cfg.succs(cfg.find(b).unwrap()).iter().map(|&s| cfg.name_of(s).to_string()).collect()
    }

    #[test]
    fn plain_digraph() {
        let cfg = parse("digraph G {\n  a -> b; a -> c\n  b -> d -> e\n  c -> d [label=\"x\"]\n}").unwrap();
        assert_eq!(cfg.name(), "G");
        assert_eq!(succ_names(&cfg, "a"), ["b", "c"]);
        assert_eq!(succ_names(&cfg, "b"), ["d"]);
        assert_eq!(cfg.succ_labels(cfg.find("c").unwrap()), ["x"]);
        assert_eq!(cfg.succ_labels(cfg.find("a").unwrap()), ["T", "F"]);
    }

    #[test]
    fn comments_attributes_subgraphs_and_quoted_ids() {
        let src = "// c\n# pre\nstrict digraph { /* x */ node [shape=box]; rankdir=TB;\n \"x y\" -> {p q}; subgraph s { p -> q } }";
        let cfg = parse(src).unwrap();
        assert_eq!(cfg.name_of(Block(0)), "\"x y\"");
        assert_eq!(succ_names(&cfg, "\"x y\""), ["p", "q"]);
        assert_eq!(succ_names(&cfg, "p"), ["q"]);
    }

    #[test]
    fn opt_dot_cfg_records_and_ports() {
        let src = r#"digraph "CFG for 'k' function" {
	label="CFG for 'k' function";
	Node0x1 [shape=record,label="{entry:\l|  br i1 %c, label %a, label %b\l|{<s0>T|<s1>F}}"];
	Node0x1:s1 -> Node0x3;
	Node0x1:s0 -> Node0x2;
	Node0x2 [shape=record,label="{a:\l|  br label %0\l}"];
	Node0x2 -> Node0x4;
	Node0x3 [shape=record,label="{b:\l|  ret void\l}"];
	Node0x4 [shape=record,label="{%0}"];
	Node0x4 -> Node0x4;
}"#;
        let cfg = parse(src).unwrap();
        assert_eq!(cfg.name(), "k");
        assert_eq!(succ_names(&cfg, "entry"), ["a", "b"]);
        assert_eq!(cfg.succ_labels(cfg.find("entry").unwrap()), ["T", "F"]);
        assert_eq!(succ_names(&cfg, "0"), ["0"]);
    }

    #[test]
    fn errors() {
        let e = parse("graph { a -- b }").unwrap_err();
        assert_eq!((e.line, e.col), (1, 1));
        let e = parse("digraph {\n a -- b }").unwrap_err();
        assert_eq!(e.to_string(), "line 2:4: expected `->`, found `--`: only directed edges are allowed");
        let e = parse("digraph { a -> }").unwrap_err();
        assert_eq!(e.to_string(), "line 1:16: expected a node id, found `}`");
        let e = parse("digraph { a -> b").unwrap_err();
        assert!(e.message.contains("expected `}`"), "{e}");
        let e = parse("digraph { \"a -> b }").unwrap_err();
        assert!(e.message.contains("unterminated string"));
        assert!(parse("digraph {}").is_err());
        assert!(parse("").is_err());
    }

    #[test]
    fn to_dot_round_trips() {
        let cfg = crate::input::compact::parse("a -> b, c\nb -> c").unwrap();
        let again = parse(&to_dot(&cfg)).unwrap();
        assert_eq!(again.edges().collect::<Vec<_>>(), cfg.edges().collect::<Vec<_>>());
        assert_eq!(again.succ_labels(Block(0)), ["T", "F"]);
    }
}
