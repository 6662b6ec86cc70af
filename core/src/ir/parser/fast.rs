//! Byte-level readers for the common forms of `load`, `getelementptr`, `phi`, `icmp` and
//! `br` (the binary operators' reader, [`Parser::binary_operands_fast`], is in the parent).
//!
//! Each reader first checks the raw bytes from the current token against one narrow form
//! (single spaces, simple types, operands that are `%name`, `%N` or a decimal integer) without
//! touching the parser's state; anything else returns `None` / `false` and the instruction is
//! read token by token. When the form matches, the reader does what the token-by-token path
//! does with those tokens, in the same order: the same uses (so the same symbol numbers), type
//! checks, phi entries and edges, the same lexer position, current and previous token, and the
//! token after the last one lexed at the same point (so a lexing error there is raised between
//! the same two actions). A module or an error is therefore the same with the readers on and
//! off: `literal_tests::memory_phi_compare_branch_read_from_bytes_match_token_by_token` checks
//! that against [`parse_token_by_token`] (the slow reference) on random and mutated modules.
//!
//! On `scripts/bench-vs-opt`'s `ext-long` kernel these five forms are 130,000 of the 300,000
//! instructions (docs/PERFORMANCE.md, issue 34, fourth pass on the styles).

use super::*;

/// The most operands (`load`, `getelementptr`) or incoming pairs (`phi`) one reader call
/// takes; longer lists go on token by token from there.
const MAX_FAST_ITEMS: usize = 16;

/// The type at `b[i..]` the readers take: `iN`, `half`, `bfloat`, `float`, `double`, `ptr` or
/// `ptr addrspace(N)` (as [`numeric_addrspace`] reads it), ending where the lexer ends its
/// last token. The end is checked by the caller (a blank or `,` must follow). Returns the
/// type's span.
fn fast_type(b: &[u8], i: usize) -> Option<Span> {
    let e = i + b.get(i..).map_or(0, |r| r.iter().take_while(|&&c| c.is_ascii_lowercase() || c.is_ascii_digit()).count());
    let w = b.get(i..e)?;
    let int_type = w.len() > 1 && w[0] == b'i' && w[1..].iter().all(u8::is_ascii_digit);
    let end = if w == b"ptr" {
        numeric_addrspace(b, e).map_or(e, |close| close + 1)
    } else if int_type || matches!(w, b"float" | b"double" | b"half" | b"bfloat") {
        e
    } else {
        return None;
    };
    Some(Span { start: i as u32, end: end as u32 })
}

/// `TYPE OPERAND` at `b[i..]` (one space between): the type and the operand's token.
fn fast_typed_operand(b: &[u8], i: usize) -> Option<(Span, Token)> {
    let ty = fast_type(b, i)?;
    let at = ty.end as usize;
    if b.get(at) != Some(&b' ') {
        return None;
    }
    let (kind, end) = fast_operand(b, at + 1)?;
    Some((ty, Token { kind, start: (at + 1) as u32, end: end as u32, nl: false }))
}

/// A block reference `%name` or `%N` at `b[i..]` (unquoted).
fn fast_block(b: &[u8], i: usize) -> Option<Token> {
    match fast_operand(b, i)? {
        (kind @ (Kind::LocalVar | Kind::LocalVarId), end) => Some(Token { kind, start: i as u32, end: end as u32, nl: false }),
        _ => None,
    }
}

/// `label %name` at `b[i..]`: the block's token.
fn fast_label(b: &[u8], i: usize) -> Option<Token> {
    if b.get(i..i + 6) != Some(b"label ") {
        return None;
    }
    fast_block(b, i + 6)
}

/// The words `[a-z0-9]+` followed by one space at `b[i..]`: the word's end.
fn fast_word(b: &[u8], i: usize) -> Option<usize> {
    let e = i + b.get(i..).map_or(0, |r| r.iter().take_while(|&&c| c.is_ascii_lowercase() || c.is_ascii_digit()).count());
    (e > i && b.get(e) == Some(&b' ')).then_some(e)
}

impl Parser<'_> {
    /// Makes `last` (a token the reader has read from the bytes) the current token, as if the
    /// lexer had just returned it, then steps past it as [`Self::bump`] does (lexing the token
    /// after it, which may fail as it would have on the token-by-token path).
    #[inline]
    fn step_past(&mut self, last: Token) -> PResult<()> {
        self.tok = last;
        self.lex.set_pos(last.end as usize);
        self.bump()
    }

    /// ` = OPCODE ` after the result name `r` (the current token), `OPCODE` a lowercase word:
    /// makes the opcode the current token with `=` as the previous one, as the two bumps of
    /// the token path would (nothing between can fail). `false`, with nothing changed,
    /// otherwise. `O(opcode length)`.
    pub(super) fn result_then_opcode_fast(&mut self, r: Token) -> bool {
        if self.peeked.is_some() || !self.fast() {
            return false;
        }
        let b = self.b;
        let eq = r.end as usize;
        if b.get(eq..eq + 3) != Some(b" = ") {
            return false;
        }
        let s = eq + 3;
        let e = s + b.get(s..).map_or(0, |w| w.iter().take_while(|&&c| c.is_ascii_lowercase() || c == b'_').count());
        if e == s || b.get(e) != Some(&b' ') {
            return false;
        }
        self.prev_kind = Kind::Equal;
        self.prev_end = eq as u32 + 2;
        self.tok = Token { kind: Kind::Ident, start: s as u32, end: e as u32, nl: false };
        self.lex.set_pos(e);
        true
    }

    /// A `phi`'s type at `b[at..]` when `[` follows it after one space (no flags): the type's
    /// span, as [`Self::parse_type`] reads it.
    pub(super) fn phi_type_fast(&self, at: usize) -> Option<Span> {
        let ty = fast_type(self.b, at)?;
        let e = ty.end as usize;
        (self.b.get(e..e + 2) == Some(b" [")).then_some(ty)
    }

    /// `icmp PRED TYPE A, B` from the predicate at `b[at..]` (no flags, `samesign` is left to
    /// the token path), the rest as [`Self::binary_operands_fast`] reads it.
    pub(super) fn icmp_operands_fast(&mut self, at: usize, ops: &mut Vec<Operand>) -> PResult<Option<Span>> {
        let Some(e) = fast_word(self.b, at) else { return Ok(None) };
        if !is_icmp_predicate(&self.b[at..e]) {
            return Ok(None);
        }
        self.binary_operands_fast(e + 1, ops, false)
    }

    /// `load TYPE, ITEMS` and `getelementptr [FLAGS] TYPE, ITEMS` (from `b[at..]`, after the
    /// opcode), `ITEMS` being `TYPE OPERAND` items separated by `, ` and an optional final
    /// `, align N` (`N` a power of two), all on one line with single spaces. Reads the longest
    /// such prefix that ends after an item or after `align N` and returns the instruction's
    /// type and whether [`Self::typed_list_from`] must go on expecting a `,` (after an operand)
    /// or not (after `align N`, which follows a `,`). `None`, with nothing changed, when not
    /// even one item matches. `O(instruction length)`.
    pub(super) fn memory_operands_fast(&mut self, at: usize, gep: bool, ops: &mut Vec<Operand>) -> PResult<Option<(Span, bool)>> {
        if self.peeked.is_some() || !self.fast() {
            return Ok(None);
        }
        let b = self.b;
        let mut i = at;
        if gep {
            // `getelementptr`'s flags may repeat (`skip_flags(true)`); `inrange(…)` is left to
            // the token path.
            while let Some(e) = fast_word(b, i) {
                let w = &b[i..e];
                if !is_flag_word(w) || w == b"inrange" {
                    break;
                }
                i = e + 1;
            }
        }
        let Some(ty) = fast_type(b, i) else { return Ok(None) };
        let mut at = ty.end as usize;
        if b.get(at..at + 2) != Some(b", ") {
            return Ok(None);
        }
        at += 2;
        let mut items = [(NO_TYPE, Token { kind: Kind::Eof, start: 0, end: 0, nl: false }); MAX_FAST_ITEMS];
        let mut n = 0;
        let mut align = None;
        while n < MAX_FAST_ITEMS {
            let Some(item) = fast_typed_operand(b, at) else { break };
            items[n] = item;
            n += 1;
            let end = item.1.end as usize;
            if b.get(end..end + 2) != Some(b", ") {
                break;
            }
            at = end + 2;
            if b.get(at..at + 6) == Some(b"align ") {
                let s = at + 6;
                if let Some((Kind::Int, e)) = fast_operand(b, s) {
                    if b[s] != b'-' && is_power_of_two_literal(&b[s..e]) {
                        align = Some(Token { kind: Kind::Int, start: s as u32, end: e as u32, nl: false });
                    }
                }
                break;
            }
        }
        if n == 0 {
            return Ok(None);
        }
        for (k, &(ty, t)) in items[..n].iter().enumerate() {
            self.op_tys.push(ty);
            if k + 1 == n && align.is_none() {
                self.step_past(t)?;
            }
            ops.push(self.fast_operand_use(t, ty)?);
        }
        if let Some(a) = align {
            self.step_past(a)?;
        }
        Ok(Some((ty, align.is_none())))
    }

    /// The incoming pairs of a `phi` of type `ty` from the `[` at `b[at..]`: `[ V, %B ]` pairs
    /// separated by `, `, `V` an operand of [`fast_operand`] and `%B` a block name. Reads the
    /// longest run of such pairs and leaves the current token after the last `]` (the caller
    /// goes on as after any pair: another `, [` continues the list). `false`, with nothing
    /// changed, when the first pair does not match. `O(pairs)`.
    pub(super) fn phi_pairs_fast(&mut self, mut at: usize, ty: Span, phi: &mut Vec<(Operand, Block)>) -> PResult<bool> {
        if self.peeked.is_some() || !self.fast() {
            return Ok(false);
        }
        let b = self.b;
        let none = Token { kind: Kind::Eof, start: 0, end: 0, nl: false };
        let mut pairs = [(none, none); MAX_FAST_ITEMS];
        let mut n = 0;
        while n < MAX_FAST_ITEMS && b.get(at..at + 2) == Some(b"[ ") {
            let Some((kind, ve)) = fast_operand(b, at + 2) else { break };
            if b.get(ve..ve + 2) != Some(b", ") {
                break;
            }
            let Some(bt) = fast_block(b, ve + 2) else { break };
            let be = bt.end as usize;
            if b.get(be..be + 2) != Some(b" ]") {
                break;
            }
            pairs[n] = (Token { kind, start: (at + 2) as u32, end: ve as u32, nl: false }, bt);
            n += 1;
            if b.get(be + 2..be + 4) != Some(b", ") {
                break;
            }
            at = be + 4;
        }
        if n == 0 {
            return Ok(false);
        }
        for &(v, bt) in &pairs[..n] {
            let v = self.fast_operand_use(v, ty)?;
            let s = self.use_block(bt)?;
            phi.push((v, Block(s)));
        }
        let close = pairs[n - 1].1.end + 1;
        self.step_past(Token { kind: Kind::RSquare, start: close, end: close + 1, nl: false })?;
        Ok(true)
    }

    /// `br label %X` or `br i1 V, label %T, label %F` (from `b[at..]`, after `br`), on one line with
    /// single spaces: pushes the operands and edges as the token path does. `false`, with
    /// nothing changed, for any other form.
    pub(super) fn branch_fast(&mut self, at: usize, ops: &mut Vec<Operand>) -> PResult<bool> {
        if self.peeked.is_some() || !self.fast() {
            return Ok(false);
        }
        let b = self.b;
        if let Some(x) = fast_label(b, at) {
            self.step_past(x)?;
            let s = self.use_block(x)?;
            ops.push(Operand::Block(Block(s)));
            self.edge(s, "", Self::span(x));
            return Ok(true);
        }
        if b.get(at..at + 3) != Some(b"i1 ") {
            return Ok(false);
        }
        let Some((kind, ve)) = fast_operand(b, at + 3) else { return Ok(false) };
        if b.get(ve..ve + 2) != Some(b", ") {
            return Ok(false);
        }
        let Some(t) = fast_label(b, ve + 2) else { return Ok(false) };
        let te = t.end as usize;
        if b.get(te..te + 2) != Some(b", ") {
            return Ok(false);
        }
        let Some(f) = fast_label(b, te + 2) else { return Ok(false) };
        let ty = Span { start: at as u32, end: at as u32 + 2 };
        self.op_tys.push(ty);
        ops.push(self.fast_operand_use(Token { kind, start: at as u32 + 3, end: ve as u32, nl: false }, ty)?);
        let ts = self.use_block(t)?;
        self.step_past(f)?;
        let fs = self.use_block(f)?;
        ops.push(Operand::Block(Block(ts)));
        ops.push(Operand::Block(Block(fs)));
        self.edge(ts, "T", Self::span(t));
        self.edge(fs, "F", Self::span(f));
        Ok(true)
    }
}
