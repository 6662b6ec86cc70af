//! The expression language of `rule` and `trips` directives (grammar in [`super`]'s module
//! documentation): the tree ([`Expr`]), its evaluation for one thread and visit, and its
//! parser (precedence climbing over a directive body). Nesting is at most [`MAX_EXPR_DEPTH`]
//! and an expression has at most [`MAX_EXPR_NODES`] operands, so parsing, evaluating and
//! dropping never recurse deeply. `O(expression size)` to parse and to evaluate.

use super::body::{Body, Names};
use crate::cfg::Block;
use crate::input::directives::is_name_byte;
use crate::span::{ParseError, Span};
use serde::{Deserialize, Serialize};

/// Deepest accepted expression nesting.
pub const MAX_EXPR_DEPTH: u32 = 64;
/// Most operators and operands in one expression (bounds the expression tree's depth, so
/// evaluating and dropping it never recurses deeply).
pub const MAX_EXPR_NODES: u32 = 256;


/// A binary operator of the expression language.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (integer division; by zero is an error)
    Div,
    /// `%` (remainder; by zero is an error)
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

/// An expression of a `rule` or `trips` directive (see the module grammar). Nesting is at most
/// [`MAX_EXPR_DEPTH`], so evaluation recursion is bounded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Expr {
    /// An integer literal.
    Int(i64),
    /// The thread id.
    Tid,
    /// The visit number.
    Visit,
    /// A successor block.
    Block(Block),
    /// `-e`
    Neg(Box<Expr>),
    /// `!e`
    Not(Box<Expr>),
    /// `a op b`
    Bin(BinOp, Box<Expr>, Box<Expr>),
    /// `c ? a : b`
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
}

/// The value of an expression.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Value {
    Int(i64),
    Block(Block),
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Ty {
    Int,
    Block,
}

impl Expr {
    /// Evaluates for thread `tid` at visit `visit`. Errors: division by zero, overflow.
    pub(super) fn eval(&self, tid: i64, visit: i64) -> Result<Value, &'static str> {
        let int = |e: &Expr| -> Result<i64, &'static str> {
            match e.eval(tid, visit)? {
                Value::Int(i) => Ok(i),
                Value::Block(_) => Err("a block where a number was expected"),
            }
        };
        Ok(match self {
            Expr::Int(i) => Value::Int(*i),
            Expr::Tid => Value::Int(tid),
            Expr::Visit => Value::Int(visit),
            Expr::Block(b) => Value::Block(*b),
            Expr::Neg(e) => Value::Int(int(e)?.checked_neg().ok_or("arithmetic overflow")?),
            Expr::Not(e) => Value::Int((int(e)? == 0) as i64),
            Expr::Cond(c, a, b) => {
                if int(c)? != 0 {
                    a.eval(tid, visit)?
                } else {
                    b.eval(tid, visit)?
                }
            }
            Expr::Bin(op, a, b) => {
                let x = int(a)?;
                // Short-circuit like C.
                match op {
                    BinOp::And if x == 0 => return Ok(Value::Int(0)),
                    BinOp::Or if x != 0 => return Ok(Value::Int(1)),
                    _ => {}
                }
                let y = int(b)?;
                Value::Int(match op {
                    BinOp::Add => x.checked_add(y).ok_or("arithmetic overflow")?,
                    BinOp::Sub => x.checked_sub(y).ok_or("arithmetic overflow")?,
                    BinOp::Mul => x.checked_mul(y).ok_or("arithmetic overflow")?,
                    BinOp::Div => {
                        if y == 0 {
                            return Err("division by zero");
                        }
                        x.checked_div(y).ok_or("arithmetic overflow")?
                    }
                    BinOp::Rem => {
                        if y == 0 {
                            return Err("remainder by zero");
                        }
                        x.checked_rem(y).ok_or("arithmetic overflow")?
                    }
                    BinOp::Lt => (x < y) as i64,
                    BinOp::Le => (x <= y) as i64,
                    BinOp::Gt => (x > y) as i64,
                    BinOp::Ge => (x >= y) as i64,
                    BinOp::Eq => (x == y) as i64,
                    BinOp::Ne => (x != y) as i64,
                    BinOp::And | BinOp::Or => (y != 0) as i64,
                })
            }
        })
    }
}


impl<'s> Body<'s> {
    // expression parser ----------------------------------------------------------------------

    /// An expression; `want` is the type its position expects (a block for a `rule` and the
    /// arms of its `?:`, a number elsewhere): a number in a block position that names a
    /// successor block is that block (`rule 5: tid < 2 ? 11 : 15`).
    pub(super) fn expr(&mut self, cx: &ExprCx, want: Ty, depth: u32) -> Result<(Expr, Ty, Span), ParseError> {
        if depth > MAX_EXPR_DEPTH {
            let s = self.token_span();
            return Err(self.err(s, format!("expression nested deeper than {MAX_EXPR_DEPTH} levels")));
        }
        let (mut c, mut ct, cs) = self.binary(cx, 0, want, depth)?;
        if !self.eat("?") {
            return Ok((c, ct, cs));
        }
        // A numeric block name read before `?` was the condition, a number.
        if let (Ty::Block, Ok(v)) = (ct, cs.text(self.src).parse::<i64>()) {
            (c, ct) = (Expr::Int(v), Ty::Int);
        }
        if ct != Ty::Int {
            return Err(self.err(cs, "a condition before `?` must be a number, found a block"));
        }
        let (a, at, asp) = self.expr(cx, want, depth + 1)?;
        if !self.eat(":") {
            return Err(self.expected("`:` of the conditional"));
        }
        let (b, bt, bs) = self.expr(cx, want, depth + 1)?;
        if at != bt {
            return Err(self.err(bs, format!("both arms of `?:` must be {}", if at == Ty::Block { "blocks" } else { "numbers" })));
        }
        Ok((Expr::Cond(Box::new(c), Box::new(a), Box::new(b)), at, cs.to(asp).to(bs)))
    }

    /// Precedence climbing over the binary levels: 0 `||`, 1 `&&`, 2 comparisons, 3 `+ -`,
    /// 4 `* / %`. Recursion depth is bounded by the level count and `depth`.
    fn binary(&mut self, cx: &ExprCx, level: u8, want: Ty, depth: u32) -> Result<(Expr, Ty, Span), ParseError> {
        if level == 5 {
            return self.unary(cx, want, depth);
        }
        let (mut lhs, mut lt, mut ls) = self.binary(cx, level + 1, want, depth)?;
        loop {
            self.skip();
            let op = match level {
                0 if self.eat("||") => BinOp::Or,
                1 if self.eat("&&") => BinOp::And,
                2 => {
                    if self.eat("<=") {
                        BinOp::Le
                    } else if self.eat(">=") {
                        BinOp::Ge
                    } else if self.eat("==") {
                        BinOp::Eq
                    } else if self.eat("!=") {
                        BinOp::Ne
                    } else if self.eat("<") {
                        BinOp::Lt
                    } else if self.eat(">") {
                        BinOp::Gt
                    } else {
                        break;
                    }
                }
                3 => {
                    if self.b[self.pos..self.end].starts_with(b"->") {
                        break;
                    } else if self.eat("+") {
                        BinOp::Add
                    } else if self.eat("-") {
                        BinOp::Sub
                    } else {
                        break;
                    }
                }
                4 => {
                    if self.eat("*") {
                        BinOp::Mul
                    } else if self.b[self.pos..self.end].starts_with(b"//") {
                        break;
                    } else if self.eat("/") {
                        BinOp::Div
                    } else if self.eat("%") {
                        BinOp::Rem
                    } else {
                        break;
                    }
                }
                _ => break,
            };
            let (rhs, rt, rs) = self.binary(cx, level + 1, Ty::Int, depth)?;
            if lt != Ty::Int || rt != Ty::Int {
                let s = if lt != Ty::Int { ls } else { rs };
                return Err(self.err(s, "operators apply to numbers, found a block"));
            }
            lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs));
            lt = Ty::Int;
            ls = ls.to(rs);
            if level == 2 {
                break; // comparisons do not chain
            }
        }
        Ok((lhs, lt, ls))
    }

    /// Whether a binary operator starts at byte `p` (after blanks): then a number before it
    /// is an operand, not a block name.
    fn operator_at(&self, mut p: usize) -> bool {
        while p < self.end && (self.b[p] == b' ' || self.b[p] == b'\t') {
            p += 1;
        }
        let rest = &self.b[p..self.end];
        if rest.starts_with(b"->") || rest.starts_with(b"//") {
            return false;
        }
        ["||", "&&", "<", ">", "==", "!=", "+", "-", "*", "/", "%"].iter().any(|op| rest.starts_with(op.as_bytes()))
    }

    fn unary(&mut self, cx: &ExprCx, want: Ty, depth: u32) -> Result<(Expr, Ty, Span), ParseError> {
        self.nodes += 1;
        if self.nodes > MAX_EXPR_NODES {
            let s = self.token_span();
            return Err(self.err(s, format!("expression longer than {MAX_EXPR_NODES} operands")));
        }
        if depth > MAX_EXPR_DEPTH {
            let s = self.token_span();
            return Err(self.err(s, format!("expression nested deeper than {MAX_EXPR_DEPTH} levels")));
        }
        self.skip();
        let start = self.pos;
        if self.b[self.pos..self.end].starts_with(b"!=") {
            return Err(self.expected("an operand"));
        }
        if self.eat("!") {
            let (e, t, s) = self.unary(cx, Ty::Int, depth + 1)?;
            if t != Ty::Int {
                return Err(self.err(s, "`!` applies to numbers, found a block"));
            }
            return Ok((Expr::Not(Box::new(e)), Ty::Int, Span::new(start, s.end as usize)));
        }
        if !self.b[self.pos..self.end].starts_with(b"->") && self.eat("-") {
            let (e, t, s) = self.unary(cx, Ty::Int, depth + 1)?;
            if t != Ty::Int {
                return Err(self.err(s, "`-` applies to numbers, found a block"));
            }
            return Ok((Expr::Neg(Box::new(e)), Ty::Int, Span::new(start, s.end as usize)));
        }
        if self.eat("(") {
            let (e, t, _) = self.expr(cx, want, depth + 1)?;
            if !self.eat(")") {
                return Err(self.expected("`)`"));
            }
            return Ok((e, t, Span::new(start, self.pos)));
        }
        let numeric_block = want == Ty::Block && {
            let mut p = self.pos;
            while p < self.end && self.b[p].is_ascii_digit() {
                p += 1;
            }
            let mut q = p;
            while q < self.end && (self.b[q] == b' ' || self.b[q] == b'\t') {
                q += 1;
            }
            let block = if p > self.pos && (p == self.end || !is_name_byte(self.b[p])) { cx.names.get(&self.src[self.pos..p]) } else { None };
            // A number before `?` is a condition unless it names a successor.
            block.is_some_and(|b| !self.operator_at(p) && (cx.succs.contains(&b) || self.b.get(q) != Some(&b'?') || q >= self.end))
        };
        if !numeric_block {
            if let Some((v, s)) = self.int()? {
                return Ok((Expr::Int(v), Ty::Int, s));
            }
        }
        match self.name()? {
            Some((raw, span)) => {
                let quoted_or_pct = self.b[span.start as usize] == b'"' || self.b[span.start as usize] == b'%';
                if !quoted_or_pct && raw == "tid" {
                    return Ok((Expr::Tid, Ty::Int, span));
                }
                if !quoted_or_pct && raw == "visit" {
                    return Ok((Expr::Visit, Ty::Int, span));
                }
                let Some(b) = cx.names.get(&raw) else {
                    return Err(self.err(span, format!("no block named `{raw}` in the CFG (operands are numbers, `tid`, `visit` or successor blocks)")));
                };
                if !cx.succs.contains(&b) {
                    return Err(self.err(span, format!("`{}` is not a successor of `{}` (successors: {})", cx.names.cfg.name_of(b), cx.names.cfg.name_of(cx.block), cx.names.list(cx.succs))));
                }
                Ok((Expr::Block(b), Ty::Block, span))
            }
            None => Err(self.expected("a number, `tid`, `visit`, a successor block or `(`")),
        }
    }
}

pub(super) struct ExprCx<'a, 'c> {
    pub(super) names: &'a Names<'c>,
    pub(super) block: Block,
    pub(super) succs: &'a [Block],
}
