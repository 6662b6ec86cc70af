//! The polyhedral model of a static control part: parameters, loops with affine bounds,
//! statements with iteration domains, affine accesses and the original 2d+1 schedule, and the
//! enumeration of all statement instances for concrete parameter values.
//!
//! A statement at depth `d` (enclosed by loops `l0 … l(d-1)`, outermost first) has the
//! iteration domain `{ S[i0,…,i(d-1)] : lb_k ≤ i_k ≤ ub_k, guards }` and the original schedule
//! `S[i] -> [β0, σ0·i0, β1, …, σ(d-1)·i(d-1), βd]` (Feautrier's / Bastoul's 2d+1 form: `β` the
//! textual positions, `σ = −1` for a decreasing loop). Seed 002 §1.1, definitions 1–4.
//!
//! Invariant: enumeration visits instances in the original execution order, so an
//! [`InstanceId`] is also the original time stamp. Enumeration costs `O(iterations + accesses)`
//! and stops with an error above the instance limit.

use super::parser::{AssignOp, BinOp, Expr, LoopProgram, Node};
use crate::span::{LineIndex, ParseError, Span};
use serde::{Deserialize, Serialize};

/// Instances enumerated at most by default (`Scop::build` callers may pass another limit).
pub const DEFAULT_INSTANCE_LIMIT: usize = crate::limits::MAX_LOOP_INSTANCES.max as usize;

macro_rules! id {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        pub struct $name(pub u32);
        impl $name {
            /// The dense index.
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}
id!(
    /// Index into [`Scop::params`].
    ParamId
);
id!(
    /// Index into [`Scop::loops`].
    LoopId
);
id!(
    /// Index into [`Scop::statements`].
    StmtId
);
id!(
    /// Index into [`Scop::arrays`] (scalars are 0-dimensional arrays).
    ArrayId
);
id!(
    /// A statement instance; its value is the position in the original execution order.
    InstanceId
);

/// An affine form `Σ iters[k]·i_k + Σ params[p]·N_p + constant` over the iterators of the
/// enclosing loops (outermost first) and the parameters.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Aff {
    /// Coefficients of the enclosing iterators, outermost first (may be shorter than the depth;
    /// missing coefficients are 0).
    pub iters: Vec<i64>,
    /// Coefficients of the parameters, by [`ParamId`] (missing are 0).
    pub params: Vec<i64>,
    /// The constant term.
    pub constant: i64,
}

impl Aff {
    /// The constant form `c`.
    pub fn constant(c: i64) -> Aff {
        Aff {
            constant: c,
            ..Aff::default()
        }
    }

    /// Value at iterator values `it` and parameter values `pv` (i128 to avoid overflow).
    pub fn eval(&self, it: &[i64], pv: &[i64]) -> i128 {
        let mut v = self.constant as i128;
        for (c, x) in self.iters.iter().zip(it) {
            v += *c as i128 * *x as i128;
        }
        for (c, x) in self.params.iter().zip(pv) {
            v += *c as i128 * *x as i128;
        }
        v
    }

    /// `k·self + ko·other`, `None` on overflow.
    pub fn combine(&self, k: i64, other: &Aff, ko: i64) -> Option<Aff> {
        let n = self.iters.len().max(other.iters.len());
        let m = self.params.len().max(other.params.len());
        let g = |v: &Vec<i64>, i: usize| v.get(i).copied().unwrap_or(0);
        let mut r = Aff {
            iters: vec![0; n],
            params: vec![0; m],
            constant: 0,
        };
        for i in 0..n {
            r.iters[i] = g(&self.iters, i)
                .checked_mul(k)?
                .checked_add(g(&other.iters, i).checked_mul(ko)?)?;
        }
        for i in 0..m {
            r.params[i] = g(&self.params, i)
                .checked_mul(k)?
                .checked_add(g(&other.params, i).checked_mul(ko)?)?;
        }
        r.constant = self
            .constant
            .checked_mul(k)?
            .checked_add(other.constant.checked_mul(ko)?)?;
        Some(r)
    }

    /// `self + other`, `None` on overflow.
    pub fn add(&self, other: &Aff) -> Option<Aff> {
        self.combine(1, other, 1)
    }

    /// `k · self`, `None` on overflow.
    pub fn scale(&self, k: i64) -> Option<Aff> {
        self.combine(k, &Aff::default(), 0)
    }

    /// Whether no iterator or parameter occurs.
    pub fn is_constant(&self) -> bool {
        self.iters.iter().chain(&self.params).all(|&c| c == 0)
    }

    /// C text with iterator names `iters` and parameter names `params`, e.g. `i + 2*j - 1`.
    pub fn to_c(&self, iters: &[String], params: &[String]) -> String {
        let mut terms: Vec<(i64, &str)> = Vec::new();
        for (c, n) in self.iters.iter().zip(iters) {
            terms.push((*c, n));
        }
        for (c, n) in self.params.iter().zip(params) {
            terms.push((*c, n));
        }
        let mut s = String::new();
        for (c, n) in terms.into_iter().filter(|t| t.0 != 0) {
            let (sign, a) = if c < 0 {
                ("-", c.unsigned_abs())
            } else {
                ("+", c as u64)
            };
            if s.is_empty() {
                if sign == "-" {
                    s.push('-');
                }
            } else {
                s.push_str(&format!(" {sign} "));
            }
            if a == 1 {
                s.push_str(n);
            } else {
                s.push_str(&format!("{a}*{n}"));
            }
        }
        if s.is_empty() {
            return self.constant.to_string();
        }
        if self.constant > 0 {
            s.push_str(&format!(" + {}", self.constant));
        } else if self.constant < 0 {
            s.push_str(&format!(" - {}", self.constant.unsigned_abs()));
        }
        s
    }
}

/// One term of a loop bound: `ceil(aff / div)` in a lower bound, `floor(aff / div)` in an
/// upper bound (`div ≥ 1`; PolyBench bounds have `div = 1`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoundTerm {
    /// The affine numerator, over the loops enclosing the bounded loop.
    pub aff: Aff,
    /// The positive divisor.
    pub div: i64,
}

/// A loop: `lower ≤ i ≤ upper` (lower is the max of its terms, upper the min), stepping by
/// `step` from `lower` (step > 0) or from `upper` (step < 0).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Loop {
    /// The iterator name.
    pub iterator: String,
    /// Number of loops enclosing this one.
    pub depth: usize,
    /// Lower bound terms (max of `ceil(aff/div)`), over the enclosing iterators.
    pub lower: Vec<BoundTerm>,
    /// Upper bound terms (min of `floor(aff/div)`), over the enclosing iterators.
    pub upper: Vec<BoundTerm>,
    /// Further lower-bound alternatives: the lower bound is the *min* over `lower` and these
    /// (each a max of terms), as generated code writes `min(max(…), max(…))` for loops shared
    /// by statements with different bounds. Empty for convex (ordinary) loops.
    pub lower_union: Vec<Vec<BoundTerm>>,
    /// Further upper-bound alternatives: the upper bound is the *max* over `upper` and these.
    pub upper_union: Vec<Vec<BoundTerm>>,
    /// Step (non-zero); negative for `i--`.
    pub step: i64,
    /// The `for (…)` header.
    pub header: Span,
    /// The whole loop.
    pub span: Span,
}

/// An affine constraint `aff ≥ 0` (or `aff = 0` when `equality`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Constraint {
    /// The affine form, over the enclosing iterators.
    pub aff: Aff,
    /// `aff = 0` instead of `aff ≥ 0`.
    pub equality: bool,
}

/// An array (or scalar, with `dims == 0`) the SCoP reads or writes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Array {
    /// The C name.
    pub name: String,
    /// Number of subscripts.
    pub dims: usize,
    /// Whether some statement writes it.
    pub written: bool,
}

/// A memory access `array[subscripts]` of a statement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Access {
    /// The accessed array.
    pub array: ArrayId,
    /// One affine subscript per dimension, over the statement's iterators.
    pub subscripts: Vec<Aff>,
    /// The access text (`A[i][k]`).
    pub span: Span,
}

/// A statement: its name, loops, guards, accesses and original schedule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Statement {
    /// The C label or `S1`, `S2`, … in text order.
    pub name: String,
    /// The statement's text range (label and `;` included).
    pub span: Span,
    /// The statement's text as written.
    pub text: String,
    /// Enclosing loops, outermost first.
    pub loops: Vec<LoopId>,
    /// Their iterator names.
    pub iterators: Vec<String>,
    /// `if` conditions on the path, over the statement's iterators.
    pub guards: Vec<Constraint>,
    /// The written cell.
    pub write: Access,
    /// The read cells (for `+=` etc. the written cell first), in text order.
    pub reads: Vec<Access>,
    /// The assignment operator.
    pub op: AssignOp,
    /// The right-hand side as written.
    pub rhs: Expr,
    /// The 2d+1 constants `β0 … βd` (textual position among siblings at each level).
    pub beta: Vec<i64>,
}

/// A parameter and its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Param {
    /// The name (`_PB_N` is named `N`).
    pub name: String,
    /// The value used for enumeration.
    pub value: i64,
}

/// The loop / guard / statement tree, in text order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Tree {
    /// A loop and its body.
    Loop(LoopId, Vec<Tree>),
    /// A guard (conjunction of constraints over the enclosing iterators) and its body.
    Guard(Vec<Constraint>, Vec<Tree>),
    /// A statement.
    Stmt(StmtId),
}

/// A static control part with concrete parameter values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scop {
    /// Parameters in order of first appearance.
    pub params: Vec<Param>,
    /// Arrays and scalars in order of first appearance.
    pub arrays: Vec<Array>,
    /// Loops in text order.
    pub loops: Vec<Loop>,
    /// Statements in text order.
    pub statements: Vec<Statement>,
    /// The tree.
    pub tree: Vec<Tree>,
}

/// All statement instances in original execution order, with their iterator values.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instances {
    /// The statement of each instance.
    pub stmt: Vec<StmtId>,
    /// Start of each instance's iterator values in `values` (`len + 1` entries).
    pub offset: Vec<u32>,
    /// Iterator values, concatenated.
    pub values: Vec<i64>,
}

impl Instances {
    /// Number of instances.
    pub fn len(&self) -> usize {
        self.stmt.len()
    }
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.stmt.is_empty()
    }
    /// Iterator values of instance `i`, outermost first.
    pub fn iters(&self, i: InstanceId) -> &[i64] {
        &self.values[self.offset[i.index()] as usize..self.offset[i.index() + 1] as usize]
    }
}

/// One memory access of the trace: cell key, time and instance.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TraceAccess {
    /// Dense cell number ([`Trace::cells`]).
    pub cell: u32,
    /// `2·instance + 1` for the write, `2·instance` for reads (reads precede the write).
    pub time: u32,
}

/// The execution trace: instances and the cells each touches.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    /// The instances.
    pub instances: Instances,
    /// Every access, in time order.
    pub accesses: Vec<TraceAccess>,
    /// Cell `c` is `(array, subscripts)`.
    pub cells: Vec<(ArrayId, Vec<i64>)>,
}

/// Parse-time errors of the model (line:column into the source).
fn err(src: &str, ix: &LineIndex, span: Span, msg: impl Into<String>) -> ParseError {
    ParseError::with_index(ix, src, span, msg)
}

struct Builder<'a> {
    src: &'a str,
    ix: LineIndex,
    aliases: &'a [(String, String)],
    written_scalars: Vec<String>,
    params: Vec<(String, Span)>,
    arrays: Vec<Array>,
    loops: Vec<Loop>,
    statements: Vec<Statement>,
    scope: Vec<(String, LoopId)>,
    guards: Vec<Constraint>,
    beta: Vec<i64>,
}

fn collect_written(nodes: &[Node], out: &mut Vec<String>) {
    for n in nodes {
        match n {
            Node::For(f) => collect_written(&f.body, out),
            Node::If(i) => {
                collect_written(&i.then, out);
                collect_written(&i.otherwise, out);
            }
            Node::Assign(a) => {
                if let Expr::Name(n, _) = &a.lhs {
                    if !out.contains(n) {
                        out.push(n.clone());
                    }
                }
            }
        }
    }
}

impl Scop {
    /// Builds the model of `program` (parsed from `src`). Parameter values come from
    /// `overrides` first, then the program's `#define` / `param` lines.
    ///
    /// Errors (line:column): a bound, condition or subscript that is not affine (names what is
    /// not: a product of iterators, a written variable, a division…), a loop condition that does
    /// not bound its iterator, an array used with different numbers of subscripts, a parameter
    /// without a value. `O(size of the program)`.
    pub fn build(
        program: &LoopProgram,
        src: &str,
        overrides: &[(String, i64)],
    ) -> Result<Scop, ParseError> {
        let mut written = Vec::new();
        collect_written(&program.nodes, &mut written);
        let mut b = Builder {
            src,
            ix: LineIndex::new(src),
            aliases: &program.aliases,
            written_scalars: written,
            params: Vec::new(),
            arrays: Vec::new(),
            loops: Vec::new(),
            statements: Vec::new(),
            scope: Vec::new(),
            guards: Vec::new(),
            beta: vec![0],
        };
        let tree = b.nodes(&program.nodes)?;
        let mut params = Vec::new();
        for (name, span) in &b.params {
            let v = overrides
                .iter()
                .rev()
                .find(|(n, _)| n == name)
                .or_else(|| program.values.iter().rev().find(|(n, _)| n == name))
                .map(|x| x.1);
            let Some(value) = v else {
                return Err(err(src, &b.ix, *span, format!("parameter `{name}` has no value: add `#define {name} 8`, `param {name} = 8;` or --param {name}=8")));
            };
            if value.unsigned_abs() > 1 << 40 {
                return Err(err(
                    src,
                    &b.ix,
                    *span,
                    format!("parameter `{name}` = {value} is too large"),
                ));
            }
            params.push(Param {
                name: name.clone(),
                value,
            });
        }
        // Name statements: labels, else S1, S2, … skipping names labels took.
        let labels: Vec<String> = b
            .statements
            .iter()
            .filter(|s| !s.name.is_empty())
            .map(|s| s.name.clone())
            .collect();
        let mut k = 0;
        for s in &mut b.statements {
            if s.name.is_empty() {
                loop {
                    k += 1;
                    let n = format!("S{k}");
                    if !labels.contains(&n) {
                        s.name = n;
                        break;
                    }
                }
            }
        }
        for i in 0..b.statements.len() {
            for j in 0..i {
                if b.statements[i].name == b.statements[j].name {
                    let s = &b.statements[i];
                    return Err(err(
                        src,
                        &b.ix,
                        s.span,
                        format!("statement name `{}` is used twice", s.name),
                    ));
                }
            }
        }
        Ok(Scop {
            params,
            arrays: b.arrays,
            loops: b.loops,
            statements: b.statements,
            tree,
        })
    }

    /// Parameter values by [`ParamId`].
    pub fn param_values(&self) -> Vec<i64> {
        self.params.iter().map(|p| p.value).collect()
    }

    /// Parameter names by [`ParamId`].
    pub fn param_names(&self) -> Vec<String> {
        self.params.iter().map(|p| p.name.clone()).collect()
    }

    /// Statement by name.
    pub fn statement(&self, name: &str) -> Option<StmtId> {
        self.statements
            .iter()
            .position(|s| s.name == name)
            .map(|i| StmtId(i as u32))
    }

    /// Number of loops two statements share (common enclosing loops, outermost first).
    pub fn common_loops(&self, a: StmtId, b: StmtId) -> usize {
        let (x, y) = (
            &self.statements[a.index()].loops,
            &self.statements[b.index()].loops,
        );
        x.iter().zip(y).take_while(|(p, q)| p == q).count()
    }

    /// The original 2d+1 schedule of statement `s` at iterator values `it`.
    pub fn original_time(&self, s: StmtId, it: &[i64]) -> Vec<i64> {
        let st = &self.statements[s.index()];
        let mut t = Vec::with_capacity(2 * it.len() + 1);
        for (k, &x) in it.iter().enumerate() {
            t.push(st.beta[k]);
            t.push(x * self.loops[st.loops[k].index()].step.signum());
        }
        t.push(st.beta[it.len()]);
        t
    }

    /// Runs the nest for the parameter values: every instance in execution order and the
    /// cells it reads and writes. Errors above `limit` instances (or `8·limit` loop iterations),
    /// naming the limit. `O(iterations + accesses)`.
    pub fn trace(&self, limit: usize) -> Result<Trace, String> {
        let mut t = Tracer {
            scop: self,
            pv: self.param_values(),
            it: Vec::new(),
            trace: Trace::default(),
            cell_of: std::collections::HashMap::new(),
            limit,
            work: 0,
        };
        t.trace.instances.offset.push(0);
        t.walk(&self.tree)?;
        Ok(t.trace)
    }

    /// The cell `array[subscripts]` as C text.
    pub fn cell_text(&self, a: ArrayId, subs: &[i64]) -> String {
        let mut s = self.arrays[a.index()].name.clone();
        for x in subs {
            s.push_str(&format!("[{x}]"));
        }
        s
    }
}

struct Tracer<'a> {
    scop: &'a Scop,
    pv: Vec<i64>,
    it: Vec<i64>,
    trace: Trace,
    cell_of: std::collections::HashMap<(ArrayId, Vec<i64>), u32>,
    limit: usize,
    work: usize,
}

/// `ceil(a / d)` and `floor(a / d)` for `d > 0`.
pub fn ceil_div(a: i128, d: i128) -> i128 {
    -((-a).div_euclid(d))
}
/// `floor(a / d)` for `d > 0`.
pub fn floor_div(a: i128, d: i128) -> i128 {
    a.div_euclid(d)
}

/// Value of a lower bound (max of ceil terms) or upper bound (min of floor terms).
pub fn eval_bound(terms: &[BoundTerm], lower: bool, it: &[i64], pv: &[i64]) -> i128 {
    let vals = terms.iter().map(|t| {
        let v = t.aff.eval(it, pv);
        if lower {
            ceil_div(v, t.div as i128)
        } else {
            floor_div(v, t.div as i128)
        }
    });
    if lower {
        vals.max().unwrap_or(i128::MIN)
    } else {
        vals.min().unwrap_or(i128::MAX)
    }
}

fn holds(c: &Constraint, it: &[i64], pv: &[i64]) -> bool {
    let v = c.aff.eval(it, pv);
    if c.equality {
        v == 0
    } else {
        v >= 0
    }
}

impl Tracer<'_> {
    fn walk(&mut self, nodes: &[Tree]) -> Result<(), String> {
        for n in nodes {
            match n {
                Tree::Loop(l, body) => {
                    let lp = &self.scop.loops[l.index()];
                    let lo = std::iter::once(&lp.lower)
                        .chain(&lp.lower_union)
                        .map(|b| eval_bound(b, true, &self.it, &self.pv))
                        .min()
                        .unwrap_or(0);
                    let hi = std::iter::once(&lp.upper)
                        .chain(&lp.upper_union)
                        .map(|b| eval_bound(b, false, &self.it, &self.pv))
                        .max()
                        .unwrap_or(0);
                    let clamp = |v: i128| v.clamp(-(1 << 50), 1 << 50) as i64;
                    let (lo, hi) = (clamp(lo), clamp(hi));
                    let mut i = if lp.step > 0 { lo } else { hi };
                    self.it.push(0);
                    while lo <= i && i <= hi {
                        self.work += 1;
                        if self.work > self.limit.saturating_mul(8) {
                            return Err(format!("more than {} loop iterations; the limit is {} instances (use smaller parameter values)", self.limit.saturating_mul(8), self.limit));
                        }
                        *self.it.last_mut().expect("pushed") = i;
                        self.walk(body)?;
                        i += lp.step;
                    }
                    self.it.pop();
                }
                Tree::Guard(cs, body) => {
                    if cs.iter().all(|c| holds(c, &self.it, &self.pv)) {
                        self.walk(body)?;
                    }
                }
                Tree::Stmt(s) => self.instance(*s)?,
            }
        }
        Ok(())
    }

    fn instance(&mut self, s: StmtId) -> Result<(), String> {
        let tr = &mut self.trace;
        if tr.instances.len() >= self.limit {
            return Err(format!(
                "more than {} statement instances; use smaller parameter values",
                self.limit
            ));
        }
        let id = tr.instances.len() as u32;
        tr.instances.stmt.push(s);
        tr.instances.values.extend_from_slice(&self.it);
        tr.instances.offset.push(tr.instances.values.len() as u32);
        let st = &self.scop.statements[s.index()];
        for (k, a) in st
            .reads
            .iter()
            .chain(std::iter::once(&st.write))
            .enumerate()
        {
            let subs: Vec<i64> = a
                .subscripts
                .iter()
                .map(|x| {
                    x.eval(&self.it, &self.pv)
                        .clamp(i64::MIN as i128, i64::MAX as i128) as i64
                })
                .collect();
            let n = self.cell_of.len() as u32;
            let key = (a.array, subs);
            let cell = match self.cell_of.get(&key) {
                Some(&c) => c,
                None => {
                    self.cell_of.insert(key.clone(), n);
                    tr.cells.push(key);
                    n
                }
            };
            let time = 2 * id + u32::from(k == st.reads.len());
            tr.accesses.push(TraceAccess { cell, time });
        }
        Ok(())
    }
}

impl Builder<'_> {
    fn err(&self, span: Span, msg: impl Into<String>) -> ParseError {
        err(self.src, &self.ix, span, msg)
    }

    fn resolve_name(&self, name: &str) -> String {
        let mut n = name.to_string();
        for _ in 0..8 {
            match self.aliases.iter().rev().find(|(a, _)| *a == n) {
                Some((_, b)) => n = b.clone(),
                None => break,
            }
        }
        if let Some(rest) = n.strip_prefix("_PB_") {
            if !rest.is_empty() {
                return rest.to_string();
            }
        }
        n
    }

    fn param(&mut self, name: &str, span: Span) -> usize {
        match self.params.iter().position(|(n, _)| n == name) {
            Some(p) => p,
            None => {
                self.params.push((name.to_string(), span));
                self.params.len() - 1
            }
        }
    }

    /// Affine form of `e` over the iterators in scope and the parameters.
    fn aff(&mut self, e: &Expr, what: &str) -> Result<Aff, ParseError> {
        let depth = self.scope.len();
        let not_affine =
            |b: &Self, sp: Span, why: String| b.err(sp, format!("{what} is not affine: {why}"));
        let r = match e {
            Expr::Int(v, _) => Aff::constant(*v),
            Expr::Name(raw, sp) => {
                let n = self.resolve_name(raw);
                if let Some(k) = self.scope.iter().rposition(|(x, _)| *x == n) {
                    let mut a = Aff {
                        iters: vec![0; depth],
                        ..Aff::default()
                    };
                    a.iters[k] = 1;
                    a
                } else if self.written_scalars.contains(&n) {
                    return Err(not_affine(
                        self,
                        *sp,
                        format!(
                            "`{n}` is a variable the code writes, not an iterator or parameter"
                        ),
                    ));
                } else {
                    let p = self.param(&n, *sp);
                    let mut a = Aff {
                        params: vec![0; p + 1],
                        ..Aff::default()
                    };
                    a.params[p] = 1;
                    a
                }
            }
            Expr::Unary('-', x, sp) => self
                .aff(x, what)?
                .scale(-1)
                .ok_or_else(|| not_affine(self, *sp, "overflow".into()))?,
            Expr::Cast(_, x, _) => self.aff(x, what)?,
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub), a, b, sp) => {
                let (x, y) = (self.aff(a, what)?, self.aff(b, what)?);
                let k = if *op == BinOp::Add { 1 } else { -1 };
                x.combine(1, &y, k)
                    .ok_or_else(|| not_affine(self, *sp, "coefficients overflow".into()))?
            }
            Expr::Binary(BinOp::Mul, a, b, sp) => {
                let (x, y) = (self.aff(a, what)?, self.aff(b, what)?);
                let r = if x.is_constant() {
                    y.scale(x.constant)
                } else if y.is_constant() {
                    x.scale(y.constant)
                } else {
                    return Err(not_affine(
                        self,
                        *sp,
                        format!("`{}` multiplies two non-constant terms", sp.text(self.src)),
                    ));
                };
                r.ok_or_else(|| not_affine(self, *sp, "coefficients overflow".into()))?
            }
            Expr::Index(n, _, sp) => {
                return Err(not_affine(
                    self,
                    *sp,
                    format!("it reads the array `{n}` (data-dependent)"),
                ))
            }
            Expr::Float(_, sp) => {
                return Err(not_affine(self, *sp, "a floating-point constant".into()))
            }
            other => {
                return Err(not_affine(
                    self,
                    other.span(),
                    format!(
                        "`{}` is not a sum of integer multiples of iterators and parameters",
                        other.span().text(self.src)
                    ),
                ))
            }
        };
        if r.iters.len() > depth {
            return Err(self.err(e.span(), "internal: affine form deeper than the scope"));
        }
        Ok(r)
    }

    /// Bound alternatives of `e`: a lower bound is the min over alternatives of the max of
    /// their `ceil(aff/div)` terms, an upper bound the max over alternatives of the min of their
    /// `floor(aff/div)` terms. `max(…)` in a lower bound (`min(…)` in an upper one) combines
    /// terms, `min(…)` (`max(…)`) alternatives; `e ± affine` distributes; `floord`/`ceild`/`/`
    /// divide by a positive constant.
    fn bound(
        &mut self,
        e: &Expr,
        lower: bool,
        what: &str,
    ) -> Result<Vec<Vec<BoundTerm>>, ParseError> {
        let (same, other) = if lower {
            ("max", "min")
        } else {
            ("min", "max")
        };
        let name_is = |f: &str, n: &str| f == n || f == n.to_uppercase();
        match e {
            Expr::Call(f, args, _) if name_is(f, same) => {
                let mut acc: Vec<Vec<BoundTerm>> = vec![Vec::new()];
                for a in args {
                    let alts = self.bound(a, lower, what)?;
                    let mut next = Vec::new();
                    for x in &acc {
                        for y in &alts {
                            let mut v = x.clone();
                            v.extend(y.iter().cloned());
                            next.push(v);
                        }
                    }
                    if next.len() > 64 {
                        return Err(self.err(e.span(), format!("{what}: too many min/max alternatives")));
                    }
                    acc = next;
                }
                Ok(acc)
            }
            Expr::Call(f, args, _) if name_is(f, other) => {
                let mut out = Vec::new();
                for a in args {
                    out.extend(self.bound(a, lower, what)?);
                }
                Ok(out)
            }
            Expr::Call(f, args, sp) if (f == "floord" && !lower) || (f == "ceild" && lower) => {
                if args.len() != 2 {
                    return Err(self.err(*sp, format!("`{f}` takes two arguments")));
                }
                Ok(vec![self.div_term(&args[0], &args[1], *sp, what)?])
            }
            Expr::Binary(BinOp::Div, a, b, sp) if !lower => Ok(vec![self.div_term(a, b, *sp, what)?]),
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub), a, b, sp) if contains_minmax(a) || contains_minmax(b) => {
                let k = if *op == BinOp::Add { 1 } else { -1 };
                let (alts, rest) = if contains_minmax(a) {
                    (self.bound(a, lower, what)?, self.aff(b, what)?.scale(k))
                } else if *op == BinOp::Add {
                    (self.bound(b, lower, what)?, Some(self.aff(a, what)?))
                } else {
                    return Err(self.err(*sp, format!("{what}: subtracting a min/max is not supported")));
                };
                let rest = rest.ok_or_else(|| self.err(*sp, "overflow"))?;
                let mut out = alts;
                for alt in &mut out {
                    for t in alt.iter_mut() {
                        t.aff = rest.scale(t.div).and_then(|r| t.aff.add(&r)).ok_or_else(|| self.err(*sp, "overflow"))?;
                    }
                }
                Ok(out)
            }
            Expr::Call(f, _, sp) if ["floord", "ceild"].contains(&f.as_str()) => Err(self.err(
                *sp,
                format!("{what}: `{f}` cannot appear here (lower bounds take ceild, upper bounds floord)"),
            )),
            _ => Ok(vec![vec![BoundTerm { aff: self.aff(e, what)?, div: 1 }]]),
        }
    }

    fn div_term(
        &mut self,
        a: &Expr,
        b: &Expr,
        sp: Span,
        what: &str,
    ) -> Result<Vec<BoundTerm>, ParseError> {
        let num = self.aff(a, what)?;
        let d = self.aff(b, what)?;
        if !d.is_constant() || d.constant <= 0 {
            return Err(self.err(
                sp,
                format!(
                    "{what} is not affine: divides by `{}`, not a positive constant",
                    b.span().text(self.src)
                ),
            ));
        }
        Ok(vec![BoundTerm {
            aff: num,
            div: d.constant,
        }])
    }

    /// Constraints `≥ 0` / `= 0` of an `if` condition (a conjunction of comparisons).
    fn condition(&mut self, e: &Expr, out: &mut Vec<Constraint>) -> Result<(), ParseError> {
        match e {
            Expr::Binary(BinOp::And, a, b, _) => {
                self.condition(a, out)?;
                self.condition(b, out)
            }
            Expr::Binary(op @ (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::Eq), a, b, sp) => {
                let (x, y) = (self.aff(a, "the condition")?, self.aff(b, "the condition")?);
                let ovf = || self.err(*sp, "the condition's coefficients overflow");
                let (diff, shift, eq) = match op {
                    BinOp::Ge => (x.combine(1, &y, -1), 0, false),
                    BinOp::Gt => (x.combine(1, &y, -1), -1, false),
                    BinOp::Le => (y.combine(1, &x, -1), 0, false),
                    BinOp::Lt => (y.combine(1, &x, -1), -1, false),
                    _ => (x.combine(1, &y, -1), 0, true),
                };
                let mut aff = diff.ok_or_else(ovf)?;
                aff.constant = aff.constant.checked_add(shift).ok_or_else(ovf)?;
                out.push(Constraint { aff, equality: eq });
                Ok(())
            }
            other => Err(self.err(
                other.span(),
                format!("the condition `{}` is not affine: expected comparisons (`<`, `<=`, `>`, `>=`, `==`) joined by `&&`", other.span().text(self.src)),
            )),
        }
    }

    fn nodes(&mut self, nodes: &[Node]) -> Result<Vec<Tree>, ParseError> {
        let mut out = Vec::new();
        for n in nodes {
            match n {
                Node::For(f) => {
                    let depth = self.scope.len();
                    let what = format!("the bound of loop `{}`", f.iterator);
                    let init = self.bound(&f.init, f.step > 0, &what)?;
                    // The condition bounds the iterator: `i < e`, `i <= e`, `e > i`, … joined by &&.
                    self.scope
                        .push((f.iterator.clone(), LoopId(self.loops.len() as u32)));
                    let mut conds = vec![Vec::new()];
                    let r = self.loop_cond(&f.cond, &f.iterator, f.step > 0, &what, &mut conds);
                    self.scope.pop();
                    r?;
                    let (mut lower, mut upper) = if f.step > 0 {
                        (init, conds)
                    } else {
                        (conds, init)
                    };
                    let start = if f.step > 0 { &lower } else { &upper };
                    if f.step.abs() != 1 && (start.len() != 1 || start[0].len() != 1) {
                        return Err(self.err(f.header, "a loop with a step other than ±1 needs a single start value (no max/min)"));
                    }
                    let id = LoopId(self.loops.len() as u32);
                    self.loops.push(Loop {
                        iterator: f.iterator.clone(),
                        depth,
                        lower: lower.remove(0),
                        upper: upper.remove(0),
                        lower_union: lower,
                        upper_union: upper,
                        step: f.step,
                        header: f.header,
                        span: f.span,
                    });
                    self.scope.push((f.iterator.clone(), id));
                    self.beta.push(0);
                    let body = self.nodes(&f.body);
                    self.beta.pop();
                    self.scope.pop();
                    out.push(Tree::Loop(id, body?));
                    *self.beta.last_mut().expect("beta") += 1;
                }
                Node::If(i) => {
                    let mut cs = Vec::new();
                    self.condition(&i.cond, &mut cs)?;
                    let saved = self.guards.len();
                    self.guards.extend(cs.iter().cloned());
                    let then = self.nodes(&i.then);
                    self.guards.truncate(saved);
                    out.push(Tree::Guard(cs.clone(), then?));
                    if !i.otherwise.is_empty() {
                        if cs.len() != 1 || cs[0].equality {
                            return Err(self.err(
                                i.span,
                                "`else` is supported only after a single inequality condition",
                            ));
                        }
                        let neg = cs[0]
                            .aff
                            .scale(-1)
                            .and_then(|a| a.add(&Aff::constant(-1)))
                            .ok_or_else(|| self.err(i.span, "overflow"))?;
                        let c = vec![Constraint {
                            aff: neg,
                            equality: false,
                        }];
                        self.guards.extend(c.iter().cloned());
                        let other = self.nodes(&i.otherwise);
                        self.guards.truncate(saved);
                        out.push(Tree::Guard(c, other?));
                    }
                }
                Node::Assign(a) => {
                    let write = self.access(&a.lhs, true)?;
                    let mut reads = Vec::new();
                    if a.op != AssignOp::Set {
                        reads.push(write.clone());
                    }
                    self.reads(&a.rhs, &mut reads)?;
                    let id = StmtId(self.statements.len() as u32);
                    self.statements.push(Statement {
                        name: a.label.clone().unwrap_or_default(),
                        span: a.span,
                        text: a.span.text(self.src).to_string(),
                        loops: self.scope.iter().map(|x| x.1).collect(),
                        iterators: self.scope.iter().map(|x| x.0.clone()).collect(),
                        guards: self.guards.clone(),
                        write,
                        reads,
                        op: a.op,
                        rhs: a.rhs.clone(),
                        beta: self.beta.clone(),
                    });
                    out.push(Tree::Stmt(id));
                    *self.beta.last_mut().expect("beta") += 1;
                }
            }
        }
        Ok(out)
    }

    fn loop_cond(
        &mut self,
        e: &Expr,
        it: &str,
        up: bool,
        what: &str,
        out: &mut Vec<Vec<BoundTerm>>,
    ) -> Result<(), ParseError> {
        if let Expr::Binary(BinOp::And, a, b, _) = e {
            self.loop_cond(a, it, up, what, out)?;
            return self.loop_cond(b, it, up, what, out);
        }
        let is_it = |x: &Expr| matches!(x, Expr::Name(n, _) if n == it);
        let bad = |b: &Self| {
            b.err(
                e.span(),
                format!(
                    "expected a condition `{it} {} bound` for loop `{it}`, found `{}`",
                    if up { "<" } else { ">=" },
                    e.span().text(b.src)
                ),
            )
        };
        let Expr::Binary(op, a, b, _) = e else {
            return Err(bad(self));
        };
        // Normalise to `it OP bound`.
        let (op, bound) = if is_it(a) {
            (*op, &**b)
        } else if is_it(b) {
            let flipped = match op {
                BinOp::Lt => BinOp::Gt,
                BinOp::Le => BinOp::Ge,
                BinOp::Gt => BinOp::Lt,
                BinOp::Ge => BinOp::Le,
                _ => return Err(bad(self)),
            };
            (flipped, &**a)
        } else {
            return Err(bad(self));
        };
        // The bound must not mention the iterator itself: evaluate it one level out.
        let saved = self.scope.pop();
        let terms = self.bound(bound, !up, what);
        if let Some(s) = saved {
            self.scope.push(s);
        }
        let mut terms = terms?;
        let shift = match (up, op) {
            (true, BinOp::Lt) => -1,
            (true, BinOp::Le) => 0,
            (false, BinOp::Gt) => 1,
            (false, BinOp::Ge) => 0,
            _ => return Err(bad(self)),
        };
        for alt in &mut terms {
            for t in alt.iter_mut() {
                t.aff.constant = t
                    .aff
                    .constant
                    .checked_add(shift * t.div)
                    .ok_or_else(|| self.err(e.span(), "overflow"))?;
            }
        }
        let mut next = Vec::new();
        for x in out.iter() {
            for y in &terms {
                let mut v = x.clone();
                v.extend(y.iter().cloned());
                next.push(v);
            }
        }
        if next.len() > 64 {
            return Err(self.err(e.span(), format!("{what}: too many min/max alternatives")));
        }
        *out = next;
        Ok(())
    }

    fn array(
        &mut self,
        name: &str,
        dims: usize,
        span: Span,
        write: bool,
    ) -> Result<ArrayId, ParseError> {
        if let Some(i) = self.arrays.iter().position(|a| a.name == name) {
            if self.arrays[i].dims != dims {
                return Err(self.err(
                    span,
                    format!(
                        "`{name}` is used with {dims} subscripts here but {} elsewhere",
                        self.arrays[i].dims
                    ),
                ));
            }
            self.arrays[i].written |= write;
            return Ok(ArrayId(i as u32));
        }
        if self.params.iter().any(|(p, _)| p == name) {
            return Err(self.err(span, format!("`{name}` is a parameter (it appears in a bound or subscript) and cannot be accessed as memory")));
        }
        self.arrays.push(Array {
            name: name.to_string(),
            dims,
            written: write,
        });
        Ok(ArrayId(self.arrays.len() as u32 - 1))
    }

    fn access(&mut self, e: &Expr, write: bool) -> Result<Access, ParseError> {
        match e {
            Expr::Name(n, sp) => {
                let n = n.clone();
                if self.scope.iter().any(|(x, _)| *x == n) {
                    return Err(self.err(
                        *sp,
                        format!("the statement assigns the loop iterator `{n}`"),
                    ));
                }
                let array = self.array(&n, 0, *sp, write)?;
                Ok(Access {
                    array,
                    subscripts: Vec::new(),
                    span: *sp,
                })
            }
            Expr::Index(n, subs, sp) => {
                let mut s = Vec::new();
                for x in subs {
                    s.push(self.aff(x, &format!("the subscript `{}`", x.span().text(self.src)))?);
                }
                let array = self.array(n, subs.len(), *sp, write)?;
                Ok(Access {
                    array,
                    subscripts: s,
                    span: *sp,
                })
            }
            other => Err(self.err(other.span(), "expected a scalar or array element")),
        }
    }

    fn reads(&mut self, e: &Expr, out: &mut Vec<Access>) -> Result<(), ParseError> {
        match e {
            Expr::Int(..) | Expr::Float(..) => Ok(()),
            Expr::Name(raw, _) => {
                let n = self.resolve_name(raw);
                let is_param = self.params.iter().any(|(p, _)| *p == n);
                if self.scope.iter().any(|(x, _)| *x == n)
                    || (is_param && !self.written_scalars.contains(&n))
                {
                    return Ok(());
                }
                let a = self.access(e, false)?;
                out.push(a);
                Ok(())
            }
            Expr::Index(..) => {
                let a = self.access(e, false)?;
                out.push(a);
                Ok(())
            }
            Expr::Call(_, args, _) => args.iter().try_for_each(|a| self.reads(a, out)),
            Expr::Unary(_, x, _) | Expr::Cast(_, x, _) => self.reads(x, out),
            Expr::Binary(_, a, b, _) => {
                self.reads(a, out)?;
                self.reads(b, out)
            }
            Expr::Ternary(c, a, b, _) => {
                self.reads(c, out)?;
                self.reads(a, out)?;
                self.reads(b, out)
            }
        }
    }
}

/// The SCoP as isl text for the given parameter values (parameters replaced by their values):
/// the oracle tests feed these to isl (`islpy`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IslModel {
    /// `{ S1[i, j] : 0 <= i … ; … }`.
    pub domain: String,
    /// `{ S1[i, j] -> A[i, k] ; … }`, the reads.
    pub reads: String,
    /// The writes.
    pub writes: String,
    /// The original 2d+1 schedule, padded with zeros to one width.
    pub schedule: String,
}

impl Scop {
    /// isl text of domains, accesses and the original schedule with the parameters fixed.
    /// Errors for loops with a step other than ±1 whose start is a `ceild` (no exact isl form
    /// written here).
    pub fn to_isl(&self) -> Result<IslModel, String> {
        let pv = self.param_values();
        let fix = |a: &Aff| -> Aff {
            let c = a.eval(&[], &pv);
            Aff {
                iters: a.iters.clone(),
                params: Vec::new(),
                constant: c as i64,
            }
        };
        let (mut dom, mut rd, mut wr, mut sc) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let width = self
            .statements
            .iter()
            .map(|s| 2 * s.iterators.len() + 1)
            .max()
            .unwrap_or(1);
        for (sid, st) in self.statements.iter().enumerate() {
            let names: Vec<String> = (0..st.iterators.len()).map(|k| format!("i{k}")).collect();
            let tuple = format!("{}[{}]", st.name, names.join(", "));
            let mut cons = Vec::new();
            let mut exists = Vec::new();
            for (q, l) in st.loops.iter().enumerate() {
                let lp = &self.loops[l.index()];
                if !lp.lower_union.is_empty() || !lp.upper_union.is_empty() {
                    return Err(format!(
                        "loop `{}`: a min-of-max bound is not convex",
                        lp.iterator
                    ));
                }
                let it = &names[q];
                for b in &lp.lower {
                    cons.push(format!(
                        "{}*{it} >= {}",
                        b.div,
                        fix(&b.aff).to_c(&names, &[])
                    ));
                }
                for b in &lp.upper {
                    cons.push(format!(
                        "{}*{it} <= {}",
                        b.div,
                        fix(&b.aff).to_c(&names, &[])
                    ));
                }
                if lp.step.abs() != 1 {
                    let start = if lp.step > 0 {
                        &lp.lower[0]
                    } else {
                        &lp.upper[0]
                    };
                    if start.div != 1 {
                        return Err(format!(
                            "loop `{}`: step {} from a divided bound",
                            lp.iterator, lp.step
                        ));
                    }
                    exists.push(format!("e{q}"));
                    cons.push(format!(
                        "{it} = {} + {}*e{q}",
                        fix(&start.aff).to_c(&names, &[]),
                        lp.step
                    ));
                }
            }
            for g in &st.guards {
                cons.push(format!(
                    "{} {} 0",
                    fix(&g.aff).to_c(&names, &[]),
                    if g.equality { "=" } else { ">=" }
                ));
            }
            let body = if cons.is_empty() {
                String::new()
            } else {
                cons.join(" and ")
            };
            let body = if exists.is_empty() || body.is_empty() {
                body
            } else {
                format!("exists ({} : {body})", exists.join(", "))
            };
            dom.push(if body.is_empty() {
                tuple.clone()
            } else {
                format!("{tuple} : {body}")
            });
            let acc = |a: &Access| {
                format!(
                    "{tuple} -> {}[{}]",
                    self.arrays[a.array.index()].name,
                    a.subscripts
                        .iter()
                        .map(|x| fix(x).to_c(&names, &[]))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            };
            for r in &st.reads {
                rd.push(acc(r));
            }
            wr.push(acc(&st.write));
            let mut t: Vec<String> = Vec::new();
            for (k, n) in names.iter().enumerate() {
                t.push(st.beta[k].to_string());
                let s = self.loops[st.loops[k].index()].step.signum();
                t.push(if s < 0 { format!("-{n}") } else { n.clone() });
            }
            t.push(st.beta[names.len()].to_string());
            while t.len() < width {
                t.push("0".into());
            }
            sc.push(format!("{tuple} -> [{}]", t.join(", ")));
            let _ = sid;
        }
        let wrap = |v: Vec<String>| format!("{{ {} }}", v.join("; "));
        Ok(IslModel {
            domain: wrap(dom),
            reads: wrap(rd),
            writes: wrap(wr),
            schedule: wrap(sc),
        })
    }
}

fn contains_minmax(e: &Expr) -> bool {
    match e {
        Expr::Call(f, _, _) => ["min", "max", "MIN", "MAX"].contains(&f.as_str()),
        Expr::Binary(BinOp::Add | BinOp::Sub, a, b, _) => contains_minmax(a) || contains_minmax(b),
        _ => false,
    }
}

impl Scop {
    /// The iteration domain of statement `s` in isl syntax, symbolic in the parameters:
    /// `[N] -> { S1[i, j] : i >= 0 and -i + N - 1 >= 0 and … }` (one constraint per bound term
    /// and guard; min-of-max alternatives of generated code are written with `or`).
    pub fn domain_isl(&self, s: StmtId) -> String {
        let st = &self.statements[s.index()];
        let params = self.param_names();
        let its = &st.iterators;
        let mut cons = Vec::new();
        for (q, l) in st.loops.iter().enumerate() {
            let lp = &self.loops[l.index()];
            let it = &its[q];
            let side = |terms: &[BoundTerm], lower: bool| -> String {
                let v: Vec<String> = terms
                    .iter()
                    .map(|b| {
                        let d = if b.div == 1 {
                            it.clone()
                        } else {
                            format!("{}*{it}", b.div)
                        };
                        format!(
                            "{d} {} {}",
                            if lower { ">=" } else { "<=" },
                            b.aff.to_c(its, &params)
                        )
                    })
                    .collect();
                v.join(" and ")
            };
            let alts = |first: &[BoundTerm], rest: &[Vec<BoundTerm>], lower: bool| -> String {
                if rest.is_empty() {
                    side(first, lower)
                } else {
                    let v: Vec<String> = std::iter::once(first)
                        .chain(rest.iter().map(Vec::as_slice))
                        .map(|t| format!("({})", side(t, lower)))
                        .collect();
                    format!("({})", v.join(" or "))
                }
            };
            cons.push(alts(&lp.lower, &lp.lower_union, true));
            cons.push(alts(&lp.upper, &lp.upper_union, false));
            if lp.step.abs() != 1 {
                cons.push(format!(
                    "({it} - ({})) mod {} = 0",
                    if lp.step > 0 {
                        lp.lower[0].aff.to_c(its, &params)
                    } else {
                        lp.upper[0].aff.to_c(its, &params)
                    },
                    lp.step.abs()
                ));
            }
        }
        for g in &st.guards {
            cons.push(format!(
                "{} {} 0",
                g.aff.to_c(its, &params),
                if g.equality { "=" } else { ">=" }
            ));
        }
        let cons: Vec<String> = cons.into_iter().filter(|c| !c.is_empty()).collect();
        let tuple = format!("{}[{}]", st.name, its.join(", "));
        let body = if cons.is_empty() {
            tuple
        } else {
            format!("{tuple} : {}", cons.join(" and "))
        };
        format!("[{}] -> {{ {body} }}", params.join(", "))
    }
}
