//! Breakpoint conditions (issue 33 item 5): a C expression over source variables and
//! work-item ids, such as `v == 3 && tid < 8`, evaluated per work-item when its breakpoint's
//! location is reached; the breakpoint hits only where the expression is true (non-zero).
//!
//! Grammar (C's precedence and associativity, C11 §6.5):
//!
//! ```text
//! or    := and ('||' and)*
//! and   := cmp ('&&' cmp)*
//! cmp   := sum (('==' | '!=' | '<' | '<=' | '>' | '>=') sum)*
//! sum   := term (('+' | '-') term)*
//! term  := unary (('*' | '/' | '%') unary)*
//! unary := ('!' | '-' | '+') unary | atom
//! atom  := INT | FLOAT | NAME | NAME '(' INT ')' | '(' or ')'
//! ```
//!
//! `INT`: decimal or `0x` hex; `FLOAT`: digits with a `.` or an exponent (`1.5`, `2e3`), an
//! optional `f` suffix. `NAME`: a source variable (`[A-Za-z_][A-Za-z0-9_]*`), an SSA register
//! (`%` then `[A-Za-z0-9_.$]`+; put spaces around a `-` after one), or a work-item built-in:
//! `gid`, `lid`, `group` (dimension 0), `get_global_id(d)`, `get_local_id(d)`,
//! `get_group_id(d)`, `get_global_size(d)`, `get_local_size(d)`, `get_num_groups(d)` and CUDA's
//! `threadIdx.x|y|z`, `blockIdx.…`, `blockDim.…`, `gridDim.…`. A variable in scope shadows a
//! built-in of the same name. `%` is the remainder operator where an operator is expected and
//! starts a register name where an operand is.
//!
//! Semantics: integers are 128-bit and wrap; an operation with a float operand is done in
//! `f64`; comparisons and `!`, `&&`, `||` (short-circuit) give 0 or 1. A variable that is not
//! in scope, optimised out, undefined (the checks' definedness) or not a scalar, and a
//! division by zero, make the whole condition *unknown*: the lane does not stop.
//!
//! Errors: [`ConditionError`] with the 1-based column. Parsing is `O(length)`; evaluation
//! `O(nodes)`.

use serde::{Deserialize, Serialize};

/// A parse error of a condition: 1-based column and message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConditionError {
    /// 1-based column (in characters) in the condition text.
    pub col: u32,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for ConditionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "condition column {}: {}", self.col, self.message)
    }
}

/// A number during evaluation.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Num {
    /// An integer (128-bit, wrapping).
    Int(i128),
    /// A floating-point value.
    Float(f64),
}

impl Num {
    fn f(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Float(x) => x,
        }
    }
    fn truth(self) -> bool {
        match self {
            Num::Int(i) => i != 0,
            Num::Float(x) => x != 0.0,
        }
    }
}

/// A work-item id built-in.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// `get_global_id`.
    GlobalId,
    /// `get_local_id`.
    LocalId,
    /// `get_group_id`.
    GroupId,
    /// `get_global_size`.
    GlobalSize,
    /// `get_local_size`.
    LocalSize,
    /// `get_num_groups`.
    NumGroups,
}

/// The ids of the work-item a condition is evaluated for.
#[derive(Copy, Clone, Debug, Default)]
pub struct Ids {
    /// Global id.
    pub global: [u64; 3],
    /// Local id.
    pub local: [u64; 3],
    /// Work-group id.
    pub group: [u64; 3],
    /// NDRange size.
    pub global_size: [u64; 3],
    /// Work-group size.
    pub local_size: [u64; 3],
}

impl Ids {
    fn get(&self, b: Builtin, d: usize) -> u64 {
        let a = match b {
            Builtin::GlobalId => self.global,
            Builtin::LocalId => self.local,
            Builtin::GroupId => self.group,
            Builtin::GlobalSize => self.global_size,
            Builtin::LocalSize => self.local_size,
            Builtin::NumGroups => [0, 1, 2].map(|k| self.global_size[k].div_ceil(self.local_size[k].max(1))),
        };
        a[d.min(2)]
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Expr {
    Lit(Num),
    /// A name; with the built-in it falls back to when no variable has the name.
    Name(String, Option<(Builtin, usize)>),
    Builtin(Builtin, usize),
    Not(Box<Expr>),
    Neg(Box<Expr>),
    Bin(Op, Box<Expr>, Box<Expr>),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Op {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// A parsed condition.
#[derive(Clone, Debug, PartialEq)]
pub struct Condition {
    expr: Expr,
    names: Vec<String>,
}

impl Condition {
    /// Parses `text` (see the module doc).
    ///
    /// # Errors
    /// The first syntax error, with its column.
    pub fn parse(text: &str) -> Result<Condition, ConditionError> {
        let mut p = Parser { s: text.chars().collect(), i: 0, names: Vec::new() };
        p.ws();
        if p.i >= p.s.len() {
            return Err(p.err("empty condition"));
        }
        let expr = p.or()?;
        p.ws();
        if p.i < p.s.len() {
            return Err(p.err(&format!("unexpected `{}`", p.s[p.i])));
        }
        Ok(Condition { expr, names: p.names })
    }

    /// The variable names it reads (built-in names included when written bare), once each.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Evaluates it: `var(name)` gives a variable's value (`None`: not in scope, optimised
    /// out or undefined). `None`: unknown (see the module doc).
    pub fn eval(&self, var: &mut dyn FnMut(&str) -> Option<Num>, ids: &Ids) -> Option<bool> {
        eval(&self.expr, var, ids).map(Num::truth)
    }
}

fn eval(e: &Expr, var: &mut dyn FnMut(&str) -> Option<Num>, ids: &Ids) -> Option<Num> {
    Some(match e {
        Expr::Lit(n) => *n,
        Expr::Name(n, b) => match var(n) {
            Some(v) => v,
            None => {
                let (b, d) = (*b)?;
                Num::Int(ids.get(b, d) as i128)
            }
        },
        Expr::Builtin(b, d) => Num::Int(ids.get(*b, *d) as i128),
        Expr::Not(a) => Num::Int(i128::from(!eval(a, var, ids)?.truth())),
        Expr::Neg(a) => match eval(a, var, ids)? {
            Num::Int(i) => Num::Int(i.wrapping_neg()),
            Num::Float(x) => Num::Float(-x),
        },
        Expr::Bin(Op::And, a, b) => Num::Int(i128::from(eval(a, var, ids)?.truth() && eval(b, var, ids)?.truth())),
        Expr::Bin(Op::Or, a, b) => Num::Int(i128::from(eval(a, var, ids)?.truth() || eval(b, var, ids)?.truth())),
        Expr::Bin(op, a, b) => {
            let (x, y) = (eval(a, var, ids)?, eval(b, var, ids)?);
            if let (Num::Int(x), Num::Int(y)) = (x, y) {
                let c = |t: bool| Num::Int(i128::from(t));
                match op {
                    Op::Eq => c(x == y),
                    Op::Ne => c(x != y),
                    Op::Lt => c(x < y),
                    Op::Le => c(x <= y),
                    Op::Gt => c(x > y),
                    Op::Ge => c(x >= y),
                    Op::Add => Num::Int(x.wrapping_add(y)),
                    Op::Sub => Num::Int(x.wrapping_sub(y)),
                    Op::Mul => Num::Int(x.wrapping_mul(y)),
                    Op::Div => Num::Int(x.checked_div(y)?),
                    Op::Rem => Num::Int(x.checked_rem(y)?),
                    Op::And | Op::Or => unreachable!("handled above"),
                }
            } else {
                let (x, y) = (x.f(), y.f());
                let c = |t: bool| Num::Int(i128::from(t));
                match op {
                    Op::Eq => c(x == y),
                    Op::Ne => c(x != y),
                    Op::Lt => c(x < y),
                    Op::Le => c(x <= y),
                    Op::Gt => c(x > y),
                    Op::Ge => c(x >= y),
                    Op::Add => Num::Float(x + y),
                    Op::Sub => Num::Float(x - y),
                    Op::Mul => Num::Float(x * y),
                    Op::Div => Num::Float(x / y),
                    Op::Rem => Num::Float(x % y),
                    Op::And | Op::Or => unreachable!("handled above"),
                }
            }
        }
    })
}

struct Parser {
    s: Vec<char>,
    i: usize,
    names: Vec<String>,
}

impl Parser {
    fn err(&self, m: &str) -> ConditionError {
        ConditionError { col: self.i as u32 + 1, message: m.to_string() }
    }

    fn ws(&mut self) {
        while self.s.get(self.i).is_some_and(|c| c.is_whitespace()) {
            self.i += 1;
        }
    }

    /// Consumes `tok` (after white space) if it is next and not the start of a longer
    /// operator in `not_before`.
    fn eat(&mut self, tok: &str, not_before: &[char]) -> bool {
        self.ws();
        let t: Vec<char> = tok.chars().collect();
        if self.s.len() >= self.i + t.len() && self.s[self.i..self.i + t.len()] == t[..] {
            if self.s.get(self.i + t.len()).is_some_and(|c| not_before.contains(c)) {
                return false;
            }
            self.i += t.len();
            return true;
        }
        false
    }

    fn or(&mut self) -> Result<Expr, ConditionError> {
        let mut a = self.and()?;
        while self.eat("||", &[]) {
            let b = self.and()?;
            a = Expr::Bin(Op::Or, Box::new(a), Box::new(b));
        }
        Ok(a)
    }

    fn and(&mut self) -> Result<Expr, ConditionError> {
        let mut a = self.cmp()?;
        while self.eat("&&", &[]) {
            let b = self.cmp()?;
            a = Expr::Bin(Op::And, Box::new(a), Box::new(b));
        }
        Ok(a)
    }

    fn cmp(&mut self) -> Result<Expr, ConditionError> {
        let mut a = self.sum()?;
        loop {
            let op = if self.eat("==", &[]) {
                Op::Eq
            } else if self.eat("!=", &[]) {
                Op::Ne
            } else if self.eat("<=", &[]) {
                Op::Le
            } else if self.eat(">=", &[]) {
                Op::Ge
            } else if self.eat("<", &['<']) {
                Op::Lt
            } else if self.eat(">", &['>']) {
                Op::Gt
            } else {
                break;
            };
            let b = self.sum()?;
            a = Expr::Bin(op, Box::new(a), Box::new(b));
        }
        Ok(a)
    }

    fn sum(&mut self) -> Result<Expr, ConditionError> {
        let mut a = self.term()?;
        loop {
            let op = if self.eat("+", &[]) {
                Op::Add
            } else if self.eat("-", &[]) {
                Op::Sub
            } else {
                break;
            };
            let b = self.term()?;
            a = Expr::Bin(op, Box::new(a), Box::new(b));
        }
        Ok(a)
    }

    fn term(&mut self) -> Result<Expr, ConditionError> {
        let mut a = self.unary()?;
        loop {
            let op = if self.eat("*", &[]) {
                Op::Mul
            } else if self.eat("/", &[]) {
                Op::Div
            } else if self.eat("%", &[]) {
                Op::Rem
            } else {
                break;
            };
            let b = self.unary()?;
            a = Expr::Bin(op, Box::new(a), Box::new(b));
        }
        Ok(a)
    }

    fn unary(&mut self) -> Result<Expr, ConditionError> {
        if self.eat("!", &['=']) {
            return Ok(Expr::Not(Box::new(self.unary()?)));
        }
        if self.eat("-", &[]) {
            return Ok(Expr::Neg(Box::new(self.unary()?)));
        }
        if self.eat("+", &[]) {
            return self.unary();
        }
        self.atom()
    }

    fn atom(&mut self) -> Result<Expr, ConditionError> {
        self.ws();
        let Some(&c) = self.s.get(self.i) else { return Err(self.err("expected an operand, found the end")) };
        if c == '(' {
            self.i += 1;
            let e = self.or()?;
            if !self.eat(")", &[]) {
                return Err(self.err("expected `)`"));
            }
            return Ok(e);
        }
        if c.is_ascii_digit() || (c == '.' && self.s.get(self.i + 1).is_some_and(|d| d.is_ascii_digit())) {
            return self.number();
        }
        if c == '%' {
            let start = self.i;
            self.i += 1;
            while self.s.get(self.i).is_some_and(|&c| c.is_ascii_alphanumeric() || "_.$".contains(c)) {
                self.i += 1;
            }
            if self.i == start + 1 {
                self.i = start;
                return Err(self.err("expected a register name after `%`"));
            }
            let name: String = self.s[start..self.i].iter().collect();
            return Ok(self.name(name, None));
        }
        if c.is_ascii_alphabetic() || c == '_' {
            let start = self.i;
            while self.s.get(self.i).is_some_and(|&c| c.is_ascii_alphanumeric() || c == '_') {
                self.i += 1;
            }
            let name: String = self.s[start..self.i].iter().collect();
            // CUDA's `threadIdx.x` and friends.
            let cuda = match name.as_str() {
                "threadIdx" => Some(Builtin::LocalId),
                "blockIdx" => Some(Builtin::GroupId),
                "blockDim" => Some(Builtin::LocalSize),
                "gridDim" => Some(Builtin::NumGroups),
                _ => None,
            };
            if let Some(b) = cuda {
                if self.s.get(self.i) == Some(&'.') {
                    let d = match self.s.get(self.i + 1) {
                        Some('x') => 0,
                        Some('y') => 1,
                        Some('z') => 2,
                        _ => {
                            self.i += 1;
                            return Err(self.err("expected `x`, `y` or `z`"));
                        }
                    };
                    self.i += 2;
                    return Ok(Expr::Builtin(b, d));
                }
            }
            let call = match name.as_str() {
                "get_global_id" => Some(Builtin::GlobalId),
                "get_local_id" => Some(Builtin::LocalId),
                "get_group_id" => Some(Builtin::GroupId),
                "get_global_size" => Some(Builtin::GlobalSize),
                "get_local_size" => Some(Builtin::LocalSize),
                "get_num_groups" => Some(Builtin::NumGroups),
                _ => None,
            };
            if let Some(b) = call {
                if !self.eat("(", &[]) {
                    return Err(self.err(&format!("expected `(` after `{name}`")));
                }
                self.ws();
                let d = match self.s.get(self.i) {
                    Some(c @ '0'..='2') => *c as usize - '0' as usize,
                    _ => return Err(self.err("expected the dimension 0, 1 or 2")),
                };
                self.i += 1;
                if !self.eat(")", &[]) {
                    return Err(self.err("expected `)`"));
                }
                return Ok(Expr::Builtin(b, d));
            }
            let bare = match name.as_str() {
                "gid" => Some((Builtin::GlobalId, 0)),
                "lid" => Some((Builtin::LocalId, 0)),
                "group" => Some((Builtin::GroupId, 0)),
                _ => None,
            };
            return Ok(self.name(name, bare));
        }
        Err(self.err(&format!("expected an operand, found `{c}`")))
    }

    fn name(&mut self, name: String, b: Option<(Builtin, usize)>) -> Expr {
        if !self.names.contains(&name) {
            self.names.push(name.clone());
        }
        Expr::Name(name, b)
    }

    fn number(&mut self) -> Result<Expr, ConditionError> {
        let start = self.i;
        let s = &self.s;
        if s[self.i] == '0' && matches!(s.get(self.i + 1), Some('x' | 'X')) {
            self.i += 2;
            let h = self.i;
            while s.get(self.i).is_some_and(|c| c.is_ascii_hexdigit()) {
                self.i += 1;
            }
            let t: String = s[h..self.i].iter().collect();
            return match i128::from_str_radix(&t, 16) {
                Ok(v) => Ok(Expr::Lit(Num::Int(v))),
                Err(_) => {
                    self.i = start;
                    Err(self.err("bad hexadecimal number"))
                }
            };
        }
        let mut float = false;
        while let Some(&c) = s.get(self.i) {
            if c.is_ascii_digit() {
                self.i += 1;
            } else if c == '.' {
                float = true;
                self.i += 1;
            } else if (c == 'e' || c == 'E') && s.get(self.i + 1).is_some_and(|d| d.is_ascii_digit() || *d == '-' || *d == '+') {
                float = true;
                self.i += 2;
            } else {
                break;
            }
        }
        let t: String = s[start..self.i].iter().collect();
        if s.get(self.i).is_some_and(|&c| c == 'f' || c == 'F') && float {
            self.i += 1;
        }
        if s.get(self.i).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_') {
            return Err(self.err("unexpected character in a number"));
        }
        let bad = |p: &mut Parser| {
            p.i = start;
            p.err("bad number")
        };
        if float {
            t.parse::<f64>().map(|x| Expr::Lit(Num::Float(x))).map_err(|_| bad(self))
        } else {
            t.parse::<i128>().map(|x| Expr::Lit(Num::Int(x))).map_err(|_| bad(self))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn ev(text: &str, vars: &[(&str, Num)]) -> Option<bool> {
        let c = Condition::parse(text).unwrap();
        let ids = Ids { global: [5, 1, 0], local: [1, 1, 0], group: [1, 0, 0], global_size: [16, 2, 1], local_size: [4, 2, 1] };
        c.eval(&mut |n| vars.iter().find(|(k, _)| *k == n).map(|(_, v)| *v), &ids)
    }

    #[test]
    fn precedence_and_builtins() {
        assert_eq!(ev("v == 3 && tid < 8", &[("v", Num::Int(3)), ("tid", Num::Int(7))]), Some(true));
        assert_eq!(ev("v == 3 && tid < 8", &[("v", Num::Int(3)), ("tid", Num::Int(8))]), Some(false));
        assert_eq!(ev("1 + 2 * 3 == 7", &[]), Some(true));
        assert_eq!(ev("(1 + 2) * 3 == 9 || 0", &[]), Some(true));
        assert_eq!(ev("10 % 4 == 2 && -3 / 2 == -1", &[]), Some(true));
        assert_eq!(ev("!0 && !(1 > 2) && 2 >= 2 && 1 <= 1 && 1 != 2", &[]), Some(true));
        assert_eq!(ev("gid == 5 && lid == 1 && group == 1", &[]), Some(true));
        assert_eq!(ev("get_global_id(1) == 1 && get_num_groups(0) == 4 && get_local_size(1) == 2", &[]), Some(true));
        assert_eq!(ev("threadIdx.x == 1 && blockIdx.x == 1 && blockDim.y == 2 && gridDim.x == 4", &[]), Some(true));
        // A variable shadows the built-in of its name.
        assert_eq!(ev("gid == 9", &[("gid", Num::Int(9))]), Some(true));
        assert_eq!(ev("x > 0.5", &[("x", Num::Float(0.75))]), Some(true));
        assert_eq!(ev("1.5e1 == 15 && 0x10 == 16 && 2.0f == 2", &[]), Some(true));
        assert_eq!(ev("%a % 3 == 1", &[("%a", Num::Int(7))]), Some(true));
        assert_eq!(ev("%x.1 == 4", &[("%x.1", Num::Int(4))]), Some(true));
    }

    #[test]
    fn unknown_values_do_not_stop() {
        assert_eq!(ev("v == 3", &[]), None);
        assert_eq!(ev("1 / 0 == 0", &[]), None);
        // Short-circuit: the unknown side is not needed.
        assert_eq!(ev("0 && v", &[]), Some(false));
        assert_eq!(ev("1 || v", &[]), Some(true));
    }

    #[test]
    fn errors_name_the_column() {
        for (text, col) in [("", 1), ("v ==", 5), ("v == 3 &&& w", 10), ("(v", 3), ("v @ 3", 3), ("get_global_id(x)", 15), ("% == 1", 1), ("threadIdx.w", 11), ("12ab", 3), ("v == 3)", 7)] {
            let e = Condition::parse(text).unwrap_err();
            assert_eq!(e.col, col, "{text}: {e}");
        }
    }

    /// The reference: Rust's own arithmetic on the same tree.
    #[derive(Clone, Debug)]
    enum T {
        Lit(i64),
        V,
        Bin(&'static str, Box<T>, Box<T>),
        Not(Box<T>),
        Neg(Box<T>),
    }

    fn text(t: &T) -> String {
        match t {
            T::Lit(x) if *x < 0 => format!("({x})"),
            T::Lit(x) => x.to_string(),
            T::V => "v".into(),
            T::Bin(op, a, b) => format!("({} {op} {})", text(a), text(b)),
            T::Not(a) => format!("!{}", text(a)),
            T::Neg(a) => format!("-{}", text(a)),
        }
    }

    fn reference(t: &T, v: i128) -> Option<i128> {
        Some(match t {
            T::Lit(x) => *x as i128,
            T::V => v,
            T::Not(a) => i128::from(reference(a, v)? == 0),
            T::Neg(a) => reference(a, v)?.wrapping_neg(),
            T::Bin(op, a, b) => {
                let x = reference(a, v)?;
                if *op == "&&" {
                    return Some(if x == 0 { 0 } else { i128::from(reference(b, v)? != 0) });
                }
                if *op == "||" {
                    return Some(if x != 0 { 1 } else { i128::from(reference(b, v)? != 0) });
                }
                let y = reference(b, v)?;
                match *op {
                    "+" => x.wrapping_add(y),
                    "-" => x.wrapping_sub(y),
                    "*" => x.wrapping_mul(y),
                    "/" => x.checked_div(y)?,
                    "%" => x.checked_rem(y)?,
                    "==" => i128::from(x == y),
                    "!=" => i128::from(x != y),
                    "<" => i128::from(x < y),
                    "<=" => i128::from(x <= y),
                    ">" => i128::from(x > y),
                    _ => i128::from(x >= y),
                }
            }
        })
    }

    fn tree() -> impl Strategy<Value = T> {
        let leaf = prop_oneof![(-20i64..20).prop_map(T::Lit), Just(T::V)];
        leaf.prop_recursive(4, 24, 2, |inner| {
            prop_oneof![
                (prop::sample::select(vec!["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"]), inner.clone(), inner.clone()).prop_map(|(o, a, b)| T::Bin(o, Box::new(a), Box::new(b))),
                inner.clone().prop_map(|a| T::Not(Box::new(a))),
                inner.prop_map(|a| T::Neg(Box::new(a))),
            ]
        })
    }

    proptest! {
        /// A fully parenthesised expression evaluates as Rust's arithmetic on the same tree.
        #[test]
        fn matches_the_reference(t in tree(), v in -10i128..10) {
            let want = reference(&t, v).map(|x| x != 0);
            prop_assert_eq!(ev(&text(&t), &[("v", Num::Int(v))]), want, "{}", text(&t));
        }
    }
}
