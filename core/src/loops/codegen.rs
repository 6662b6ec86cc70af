//! Code generation: C loops that run a SCoP's statements in the order of a new schedule, and
//! the C text of the seed's remedies (scalar expansion, forward substitution).
//!
//! Method: symbolic, for any parameter values — a small CLooG-style scanner (Bastoul 2004)
//! with Fourier–Motzkin bounds. Each statement's schedule must be *unimodular*: its outputs
//! that mention iterators form a square integer matrix `M` with `det M = ±1`; the others are
//! integer constants. Then `t = M·i + c` is a bijection between iterations and time vectors,
//! `i = M⁻¹(t − c)`, and the domain constraints rewritten over `t` are projected level by level
//! (Fourier–Motzkin, rational, so outer bounds may be loose — inner exact bounds or guards
//! still enforce the domain exactly). At a level where statements share a loop with different
//! bounds the loop runs over `min` of the lower / `max` of the upper bounds and each statement
//! is guarded by its own exact constraints. Covers permutations, reversal, skewing, fission
//! and shifting. Cost: FM is exponential in depth in the worst case; PolyBench depths (≤ 4)
//! stay tiny.
//!
//! Source: seed 002 §1.1 (the transformed polyhedron is mapped back to a loop nest);
//! Bastoul, "Code generation in the polyhedral model is easier than you think" (PACT 2004);
//! remedies: Midkiff 2012 (seed ref. 7), Trifunovic & Cohen 2010.

use super::parser::{AssignOp, BinOp, Expr};
use super::schedule::{Remedy, Schedule, Verdict};
use super::scop::{Aff, ArrayId, Scop, StmtId};
use std::fmt::Write as _;

/// An affine constraint `t·coef + params·p + c ≥ 0` over the time dimensions.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Lin {
    t: Vec<i64>,
    p: Vec<i64>,
    c: i64,
}

impl Lin {
    fn zero(w: usize, np: usize) -> Lin {
        Lin {
            t: vec![0; w],
            p: vec![0; np],
            c: 0,
        }
    }
    fn axpy(&mut self, k: i64, o: &Lin) -> Option<()> {
        for (a, b) in self.t.iter_mut().zip(&o.t) {
            *a = a.checked_add(k.checked_mul(*b)?)?;
        }
        for (a, b) in self.p.iter_mut().zip(&o.p) {
            *a = a.checked_add(k.checked_mul(*b)?)?;
        }
        self.c = self.c.checked_add(k.checked_mul(o.c)?)?;
        Some(())
    }
    fn normalize(&mut self) {
        let g = self
            .t
            .iter()
            .chain(&self.p)
            .fold(0i64, |g, &x| gcd(g, x.abs()));
        if g > 1 {
            for x in self.t.iter_mut().chain(self.p.iter_mut()) {
                *x /= g;
            }
            self.c = self.c.div_euclid(g);
        }
    }
    fn deepest(&self) -> Option<usize> {
        self.t.iter().rposition(|&x| x != 0)
    }
    fn to_c(&self, names: &[String], params: &[String]) -> String {
        Aff {
            iters: self.t.clone(),
            params: self.p.clone(),
            constant: self.c,
        }
        .to_c(names, params)
    }
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// One statement prepared for scanning.
struct Prep {
    stmt: StmtId,
    /// Constraints over the time dimensions (constant dims as equalities).
    cons: Vec<Lin>,
    /// Constant value of each time dimension, if constant.
    constant: Vec<Option<i64>>,
    /// Each original iterator as a form over the time dimensions.
    iter_of_t: Vec<Lin>,
}

/// Integer inverse of a unimodular matrix (`None` if singular or `det ≠ ±1`).
fn unimodular_inverse(m: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let n = m.len();
    // Gauss–Jordan over rationals with i128 numerators and a common denominator per row.
    let mut a: Vec<Vec<(i128, i128)>> = m
        .iter()
        .enumerate()
        .map(|(r, row)| {
            let mut v: Vec<(i128, i128)> = row.iter().map(|&x| (x as i128, 1)).collect();
            v.extend((0..n).map(|c| (i128::from(c == r), 1)));
            v
        })
        .collect();
    fn g(a: i128, b: i128) -> i128 {
        if b == 0 {
            a.abs()
        } else {
            g(b, a % b)
        }
    }
    let red = |(p, q): (i128, i128)| {
        let d = g(p, q).max(1) * q.signum();
        (p / d, q / d)
    };
    for col in 0..n {
        let piv = (col..n).find(|&r| a[r][col].0 != 0)?;
        a.swap(col, piv);
        let (pn, pd) = a[col][col];
        for x in a[col].iter_mut() {
            *x = red((x.0.checked_mul(pd)?, x.1.checked_mul(pn)?));
        }
        for r in 0..n {
            if r != col && a[r][col].0 != 0 {
                let f = a[r][col];
                let pivot_row = a[col].clone();
                for (c, y) in pivot_row.into_iter().enumerate() {
                    let x = a[r][c];
                    // x - f*y
                    let num =
                        x.0.checked_mul(f.1.checked_mul(y.1)?)?
                            .checked_sub(f.0.checked_mul(y.0)?.checked_mul(x.1)?)?;
                    let den = x.1.checked_mul(f.1)?.checked_mul(y.1)?;
                    a[r][c] = red((num, den));
                }
            }
        }
    }
    let mut inv = vec![vec![0i64; n]; n];
    for r in 0..n {
        for c in 0..n {
            let (p, q) = a[r][n + c];
            if q != 1 && p != 0 {
                return None;
            }
            inv[r][c] = i64::try_from(p).ok()?;
        }
    }
    Some(inv)
}

/// Generated code or why it could not be generated.
pub type CodeResult = Result<String, String>;

/// C code running `scop`'s statements in the order of `sched` (symbolic in the parameters).
///
/// Errors (as text) when a statement's schedule is not unimodular, a schedule output mixes
/// parameters without iterators, or a loop has a step other than ±1.
pub fn generate(scop: &Scop, sched: &Schedule) -> CodeResult {
    generate_with(scop, sched, &|_, _| None)
}

/// Like [`generate`], with `rewrite(stmt, names)` optionally giving a statement's text (the
/// remedies use it); `names` maps the statement's iterators to C expressions over the new
/// loop iterators.
fn generate_with(
    scop: &Scop,
    sched: &Schedule,
    rewrite: &dyn Fn(StmtId, &[String]) -> Option<String>,
) -> CodeResult {
    let w = sched.width();
    let np = scop.params.len();
    let params = scop.param_names();
    let mut preps = Vec::new();
    for (sid, st) in scop.statements.iter().enumerate() {
        let sc = &sched.stmts[sid];
        let d = st.iterators.len();
        let mut constant = vec![Some(0); w];
        let mut rows = Vec::new();
        for (k, a) in sc.out.iter().enumerate().take(w) {
            let has_iter = a.iters.iter().any(|&x| x != 0);
            if has_iter {
                constant[k] = None;
                rows.push(k);
            } else if a.params.iter().any(|&x| x != 0) {
                return Err(format!("{}: schedule output {k} depends on parameters but on no iterator; code generation needs constants there", st.name));
            } else {
                constant[k] = Some(a.constant);
            }
        }
        if rows.len() != d {
            return Err(format!("{}: the schedule has {} outputs over iterators for {d} loops; code generation needs a one-to-one (unimodular) schedule", st.name, rows.len()));
        }
        let m: Vec<Vec<i64>> = rows
            .iter()
            .map(|&k| {
                (0..d)
                    .map(|c| sc.out[k].iters.get(c).copied().unwrap_or(0))
                    .collect()
            })
            .collect();
        let inv = unimodular_inverse(&m).ok_or_else(|| {
            format!(
                "{}: the schedule's matrix is not unimodular (det ≠ ±1)",
                st.name
            )
        })?;
        // i_c = Σ_r inv[c][r]·(t_{rows[r]} − off_r)
        let mut iter_of_t = Vec::new();
        for row in inv.iter().take(d) {
            let mut l = Lin::zero(w, np);
            for (r, &k) in rows.iter().enumerate() {
                let mut off = Lin::zero(w, np);
                off.t[k] = 1;
                let a = &sc.out[k];
                for (p, &x) in a.params.iter().enumerate() {
                    off.p[p] -= x;
                }
                off.c -= a.constant;
                l.axpy(row[r], &off).ok_or("coefficient overflow")?;
            }
            iter_of_t.push(l);
        }
        let subst = |a: &Aff| -> Option<Lin> {
            let mut l = Lin::zero(w, np);
            for (q, &x) in a.iters.iter().enumerate() {
                if x != 0 {
                    l.axpy(x, &iter_of_t[q])?;
                }
            }
            for (p, &x) in a.params.iter().enumerate() {
                l.p[p] = l.p[p].checked_add(x)?;
            }
            l.c = l.c.checked_add(a.constant)?;
            Some(l)
        };
        let mut cons = Vec::new();
        for (q, &lid) in st.loops.iter().enumerate() {
            let lp = &scop.loops[lid.index()];
            if !lp.lower_union.is_empty() || !lp.upper_union.is_empty() {
                return Err(format!(
                    "loop `{}` has a min-of-max bound (not convex)",
                    lp.iterator
                ));
            }
            if lp.step.abs() != 1 {
                return Err(format!(
                    "loop `{}` has step {}; code generation handles steps ±1",
                    lp.iterator, lp.step
                ));
            }
            let mut it = Aff {
                iters: vec![0; q + 1],
                ..Aff::default()
            };
            it.iters[q] = 1;
            for b in &lp.lower {
                let e = it
                    .scale(b.div)
                    .and_then(|x| x.combine(1, &b.aff, -1))
                    .ok_or("overflow")?;
                cons.push(subst(&e).ok_or("overflow")?);
            }
            for b in &lp.upper {
                let e = b
                    .aff
                    .combine(1, &it.scale(b.div).ok_or("overflow")?, -1)
                    .ok_or("overflow")?;
                cons.push(subst(&e).ok_or("overflow")?);
            }
        }
        for g in &st.guards {
            let l = subst(&g.aff).ok_or("overflow")?;
            if g.equality {
                let mut n = Lin::zero(w, np);
                n.axpy(-1, &l).ok_or("overflow")?;
                cons.push(n);
            }
            cons.push(l);
        }
        for c in &mut cons {
            c.normalize();
        }
        crate::sort::sort(&mut cons);
        cons.dedup();
        preps.push(Prep {
            stmt: StmtId(sid as u32),
            cons,
            constant,
            iter_of_t,
        });
    }
    // Names of the time dimensions.
    let names: Vec<String> = (0..w)
        .map(|k| {
            let mut name: Option<String> = None;
            let mut ok = true;
            for (sid, st) in scop.statements.iter().enumerate() {
                let Some(a) = sched.stmts[sid].out.get(k) else {
                    continue;
                };
                if a.iters.iter().all(|&x| x == 0) {
                    continue;
                }
                let single = a.params.iter().all(|&x| x == 0)
                    && a.constant == 0
                    && a.iters.iter().filter(|&&x| x != 0).count() == 1
                    && a.iters.contains(&1);
                let n = single.then(|| {
                    st.iterators[a.iters.iter().position(|&x| x == 1).expect("one")].clone()
                });
                match (n, &name) {
                    (Some(n), None) => name = Some(n),
                    (Some(n), Some(m)) if n == *m => {}
                    _ => ok = false,
                }
            }
            match name {
                Some(n) if ok => n,
                _ => format!("c{k}"),
            }
        })
        .collect();
    let mut names = names;
    for k in 0..w {
        if names[..k].contains(&names[k])
            || scop.arrays.iter().any(|a| a.name == names[k])
            || params.contains(&names[k])
        {
            names[k] = format!("c{k}");
        }
    }
    let mut g = Gen {
        scop,
        names,
        params,
        w,
        out: String::new(),
        rewrite,
    };
    let all: Vec<(usize, Vec<Lin>)> = (0..preps.len()).map(|i| (i, Vec::new())).collect();
    g.level(&preps, all, 0, 0)?;
    Ok(g.out)
}

struct Gen<'a> {
    scop: &'a Scop,
    names: Vec<String>,
    params: Vec<String>,
    w: usize,
    out: String,
    rewrite: &'a dyn Fn(StmtId, &[String]) -> Option<String>,
}

/// Fourier–Motzkin: the constraints of `cons` projected onto dims `0..=k`.
fn project(cons: &[Lin], k: usize) -> Vec<Lin> {
    let mut cur: Vec<Lin> = cons.to_vec();
    let w = cons.first().map_or(0, |c| c.t.len());
    for v in (k + 1..w).rev() {
        let (mut pos, mut neg, mut rest) = (Vec::new(), Vec::new(), Vec::new());
        for c in cur {
            match c.t[v].signum() {
                1 => pos.push(c),
                -1 => neg.push(c),
                _ => rest.push(c),
            }
        }
        for p in &pos {
            for n in &neg {
                let mut x = p.clone();
                for y in x.t.iter_mut().chain(x.p.iter_mut()) {
                    *y = y.saturating_mul(-n.t[v]);
                }
                x.c = x.c.saturating_mul(-n.t[v]);
                if x.axpy(p.t[v], n).is_some() {
                    x.t[v] = 0;
                    x.normalize();
                    rest.push(x);
                }
            }
        }
        crate::sort::sort(&mut rest);
        rest.dedup();
        cur = rest;
    }
    cur
}

impl Gen<'_> {
    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    /// Emits the statements `group` (index into `preps`, pending guards) for levels `k..`.
    fn level(
        &mut self,
        preps: &[Prep],
        group: Vec<(usize, Vec<Lin>)>,
        k: usize,
        depth: usize,
    ) -> Result<(), String> {
        if group.is_empty() {
            return Ok(());
        }
        if k == self.w {
            for (i, guards) in group {
                self.leaf(&preps[i], &guards, depth);
            }
            return Ok(());
        }
        if group.iter().all(|(i, _)| preps[*i].constant[k].is_some()) {
            let mut vals: Vec<i64> = group
                .iter()
                .map(|(i, _)| preps[*i].constant[k].expect("constant"))
                .collect();
            crate::sort::sort(&mut vals);
            vals.dedup();
            for v in vals {
                let sub: Vec<(usize, Vec<Lin>)> = group
                    .iter()
                    .filter(|(i, _)| preps[*i].constant[k] == Some(v))
                    .cloned()
                    .collect();
                self.level(preps, sub, k + 1, depth)?;
            }
            return Ok(());
        }
        // A loop over t_k: each statement's bounds from its projection onto 0..=k.
        let mut lowers: Vec<Vec<String>> = Vec::new();
        let mut uppers: Vec<Vec<String>> = Vec::new();
        let mut next = Vec::new();
        for (i, guards) in &group {
            let p = &preps[*i];
            let (mut lo, mut up) = (Vec::new(), Vec::new());
            if let Some(v) = p.constant[k] {
                lo.push(v.to_string());
                up.push(v.to_string());
            } else {
                for c in project(&p.cons, k)
                    .iter()
                    .filter(|c| c.deepest() == Some(k))
                {
                    let a = c.t[k];
                    let mut rest = c.clone();
                    rest.t[k] = 0;
                    if a > 0 {
                        let mut neg = Lin::zero(self.w, c.p.len());
                        neg.axpy(-1, &rest).ok_or("overflow")?;
                        let e = neg.to_c(&self.names, &self.params);
                        lo.push(if a == 1 {
                            e
                        } else {
                            format!("ceild({e}, {a})")
                        });
                    } else {
                        let e = rest.to_c(&self.names, &self.params);
                        up.push(if a == -1 {
                            e
                        } else {
                            format!("floord({e}, {})", -a)
                        });
                    }
                }
            }
            crate::sort::sort(&mut lo);
            lo.dedup();
            crate::sort::sort(&mut up);
            up.dedup();
            if lo.is_empty() || up.is_empty() {
                return Err(format!(
                    "{}: the domain is unbounded along time dimension {k}",
                    self.scop.statements[p.stmt.index()].name
                ));
            }
            lowers.push(lo);
            uppers.push(up);
            next.push((*i, guards.clone()));
        }
        let same =
            lowers.windows(2).all(|x| x[0] == x[1]) && uppers.windows(2).all(|x| x[0] == x[1]);
        if !same {
            // Guard each statement by its exact constraints whose deepest dimension is k.
            for (i, guards) in &mut next {
                let p = &preps[*i];
                if let Some(v) = p.constant[k] {
                    let mut a = Lin::zero(self.w, self.params.len());
                    a.t[k] = 1;
                    a.c = -v;
                    let mut b = Lin::zero(self.w, self.params.len());
                    b.t[k] = -1;
                    b.c = v;
                    guards.push(a);
                    guards.push(b);
                } else {
                    guards.extend(p.cons.iter().filter(|c| c.deepest() == Some(k)).cloned());
                }
            }
        }
        let fold = |v: &[String], f: &str| -> String { fold_bounds(v, f) };
        let lo: Vec<String> = lowers.iter().map(|l| fold(l, "max")).collect();
        let up: Vec<String> = uppers.iter().map(|u| fold(u, "min")).collect();
        let mut lo_u = lo.clone();
        crate::sort::sort(&mut lo_u);
        lo_u.dedup();
        let mut up_u = up.clone();
        crate::sort::sort(&mut up_u);
        up_u.dedup();
        let name = self.names[k].clone();
        self.indent(depth);
        let _ = writeln!(
            self.out,
            "for (int {name} = {}; {name} <= {}; {name}++) {{",
            fold(&lo_u, "min"),
            fold(&up_u, "max")
        );
        self.level(preps, next, k + 1, depth + 1)?;
        self.indent(depth);
        self.out.push_str("}\n");
        Ok(())
    }

    fn leaf(&mut self, p: &Prep, guards: &[Lin], depth: usize) {
        let st = &self.scop.statements[p.stmt.index()];
        let it_names: Vec<String> = p
            .iter_of_t
            .iter()
            .map(|l| l.to_c(&self.names, &self.params))
            .collect();
        let mut conds: Vec<String> = guards
            .iter()
            .map(|g| format!("{} >= 0", g.to_c(&self.names, &self.params)))
            .collect();
        conds.dedup();
        let text = (self.rewrite)(p.stmt, &it_names)
            .unwrap_or_else(|| statement_text(self.scop, p.stmt, &it_names, None));
        self.indent(depth);
        if text.is_empty() {
            let _ = writeln!(
                self.out,
                "/* {}: removed by forward substitution */",
                st.name
            );
        } else if conds.is_empty() {
            let _ = writeln!(self.out, "{}: {}", st.name, text);
        } else {
            let _ = writeln!(
                self.out,
                "if ({}) {}: {}",
                conds.join(" && "),
                st.name,
                text
            );
        }
    }
}

fn paren(s: &str) -> String {
    if s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        s.to_string()
    } else {
        format!("({s})")
    }
}

/// How an access is printed: `(array, extra leading subscripts)` for scalar expansion.
type Expand<'a> = Option<(ArrayId, &'a [String], &'a str)>;

/// C text of an expression with iterator `names` substituted.
pub fn expr_text(scop: &Scop, stmt: StmtId, e: &Expr, names: &[String], expand: Expand) -> String {
    expr_prec(scop, stmt, e, names, expand, 0)
}

fn expr_prec(
    scop: &Scop,
    stmt: StmtId,
    e: &Expr,
    names: &[String],
    expand: Expand,
    min: u8,
) -> String {
    let st = &scop.statements[stmt.index()];
    let sub = |name: &str| -> Option<String> {
        st.iterators
            .iter()
            .rposition(|x| x == name)
            .map(|k| paren(&names[k]))
    };
    let r = |x: &Expr, m: u8| expr_prec(scop, stmt, x, names, expand, m);
    match e {
        Expr::Int(v, _) => v.to_string(),
        Expr::Float(f, _) => f.clone(),
        Expr::Name(n, _) => sub(n).unwrap_or_else(|| access_text(scop, n, &[], names, st, expand)),
        Expr::Index(n, subs, _) => access_text(scop, n, subs, names, st, expand),
        Expr::Call(f, args, _) => format!(
            "{f}({})",
            args.iter().map(|a| r(a, 0)).collect::<Vec<_>>().join(", ")
        ),
        Expr::Unary(op, x, _) => format!("{op}{}", r(x, 7)),
        Expr::Cast(t, x, _) => format!("({t}){}", r(x, 7)),
        Expr::Binary(op, a, b, _) => {
            let p = op.precedence();
            let s = format!("{} {} {}", r(a, p), op.text(), r(b, p + 1));
            if p < min {
                format!("({s})")
            } else {
                s
            }
        }
        Expr::Ternary(c, a, b, _) => format!("({} ? {} : {})", r(c, 1), r(a, 0), r(b, 0)),
    }
}

fn access_text(
    scop: &Scop,
    n: &str,
    subs: &[Expr],
    names: &[String],
    st: &super::scop::Statement,
    expand: Expand,
) -> String {
    let stmt = StmtId(
        scop.statements
            .iter()
            .position(|s| std::ptr::eq(s, st))
            .unwrap_or(0) as u32,
    );
    let mut s = String::new();
    let arr = scop.arrays.iter().position(|a| a.name == n);
    match expand {
        Some((a, extra, new_name)) if arr == Some(a.index()) => {
            s.push_str(new_name);
            for x in extra {
                let _ = write!(s, "[{x}]");
            }
        }
        _ => s.push_str(n),
    }
    for x in subs {
        let _ = write!(s, "[{}]", expr_prec(scop, stmt, x, names, None, 0));
    }
    s
}

/// `lhs op rhs;` of statement `s` with iterator `names` substituted.
pub fn statement_text(scop: &Scop, s: StmtId, names: &[String], expand: Expand) -> String {
    let st = &scop.statements[s.index()];
    let lhs_e = match st.write.subscripts.len() {
        0 => Expr::Name(
            scop.arrays[st.write.array.index()].name.clone(),
            st.write.span,
        ),
        _ => lhs_expr(scop, s),
    };
    format!(
        "{} {} {};",
        expr_text(scop, s, &lhs_e, names, expand),
        st.op.text(),
        expr_text(scop, s, &st.rhs, names, expand)
    )
}

fn lhs_expr(scop: &Scop, s: StmtId) -> Expr {
    let st = &scop.statements[s.index()];
    let params = scop.param_names();
    // Rebuild subscripts from the affine forms (names resolved by position).
    let subs = st
        .write
        .subscripts
        .iter()
        .map(|a| {
            let text = a.to_c(&st.iterators, &params);
            // A name-only placeholder: printed verbatim after substitution below.
            aff_expr(a, &st.iterators, &params, st.write.span, text)
        })
        .collect();
    Expr::Index(
        scop.arrays[st.write.array.index()].name.clone(),
        subs,
        st.write.span,
    )
}

/// An expression tree for an affine form (so iterator substitution applies to it).
fn aff_expr(
    a: &Aff,
    iters: &[String],
    params: &[String],
    span: crate::span::Span,
    _text: String,
) -> Expr {
    fn push(acc: &mut Option<Expr>, term: Expr, neg: bool, span: crate::span::Span) {
        *acc = Some(match acc.take() {
            None if neg => Expr::Unary('-', Box::new(term), span),
            None => term,
            Some(x) => Expr::Binary(
                if neg { BinOp::Sub } else { BinOp::Add },
                Box::new(x),
                Box::new(term),
                span,
            ),
        });
    }
    let mut acc: Option<Expr> = None;
    let names = iters
        .iter()
        .zip(&a.iters)
        .chain(params.iter().zip(&a.params));
    for (n, &c) in names {
        if c == 0 {
            continue;
        }
        let v = Expr::Name(n.clone(), span);
        let term = if c.abs() == 1 {
            v
        } else {
            Expr::Binary(
                BinOp::Mul,
                Box::new(Expr::Int(c.abs(), span)),
                Box::new(v),
                span,
            )
        };
        push(&mut acc, term, c < 0, span);
    }
    if a.constant != 0 || acc.is_none() {
        let neg = a.constant < 0 && acc.is_some();
        push(
            &mut acc,
            Expr::Int(if neg { -a.constant } else { a.constant }, span),
            neg,
            span,
        );
    }
    acc.expect("non-empty")
}

/// The remedy's program: the original SCoP rewritten (scalar expansion or forward
/// substitution) and the transformed nest of that rewritten program.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RemedyCode {
    /// Which remedy.
    pub remedy: Remedy,
    /// The arrays the remedy rewrites.
    pub arrays: Vec<String>,
    /// The original loop nest, rewritten (parses back as a SCoP).
    pub original_rewritten: String,
    /// The transformed nest of the rewritten program, or why it could not be generated.
    pub transformed: CodeResult,
}

/// Scalar expansion of array `a`: every access gets leading subscripts, the iterators of the
/// loops that all statements accessing `a` share (its writers' and readers' common loops).
pub fn expansion_loops(scop: &Scop, a: ArrayId) -> Vec<usize> {
    let users: Vec<&super::scop::Statement> = scop
        .statements
        .iter()
        .filter(|s| s.write.array == a || s.reads.iter().any(|r| r.array == a))
        .collect();
    let Some(first) = users.first() else {
        return Vec::new();
    };
    let n = users
        .iter()
        .map(|s| {
            s.loops
                .iter()
                .zip(&first.loops)
                .take_while(|(x, y)| x == y)
                .count()
        })
        .min()
        .unwrap_or(0);
    (0..n).collect()
}

/// Builds the remedy's code for `verdict` under `sched`, or `None` when the verdict needs no
/// remedy (legal or illegal).
pub fn remedy_code(scop: &Scop, sched: &Schedule, verdict: &Verdict) -> Option<RemedyCode> {
    let remedy = verdict.remedy;
    if !matches!(
        remedy,
        Remedy::ScalarExpansion | Remedy::ForwardSubstitution
    ) {
        return None;
    }
    let arrays: Vec<ArrayId> = verdict.conflicts.iter().map(|c| c.array).collect();
    let names: Vec<String> = arrays
        .iter()
        .map(|a| scop.arrays[a.index()].name.clone())
        .collect();
    let rewrite = |s: StmtId, it: &[String]| -> Option<String> {
        Some(rewrite_statement(scop, s, it, remedy, &arrays))
    };
    let original = original_code(scop, &|s, it| {
        let t = rewrite(s, it)?;
        Some(t)
    });
    let transformed = generate_with(scop, sched, &|s, it| rewrite(s, it));
    Some(RemedyCode {
        remedy,
        arrays: names,
        original_rewritten: original,
        transformed,
    })
}

/// One statement's text under the remedy: `""` for a forward-substituted definition (dropped
/// unless its array is live out — kept then), expanded accesses, substituted reads.
fn rewrite_statement(
    scop: &Scop,
    s: StmtId,
    it: &[String],
    remedy: Remedy,
    arrays: &[ArrayId],
) -> String {
    let st = &scop.statements[s.index()];
    match remedy {
        Remedy::ScalarExpansion => {
            let mut text = String::new();
            let mut e: Expr = st.rhs.clone();
            let mut lhs = if st.write.subscripts.is_empty() {
                Expr::Name(
                    scop.arrays[st.write.array.index()].name.clone(),
                    st.write.span,
                )
            } else {
                lhs_expr(scop, s)
            };
            for a in arrays {
                if st.write.array != *a && !st.reads.iter().any(|r| r.array == *a) {
                    continue;
                }
                let loops = expansion_loops(scop, *a);
                let extra: Vec<String> = loops
                    .iter()
                    .filter_map(|&k| it.get(k))
                    .map(|x| paren(x))
                    .collect();
                let new_name = format!("{}_x", scop.arrays[a.index()].name);
                let rename = |x: &Expr| rename_access(scop, x, *a, &new_name, &extra, st, it);
                e = rename(&e);
                lhs = rename(&lhs);
            }
            let subst = |x: &Expr| expr_text(scop, s, x, it, None);
            let _ = write!(text, "{} {} {};", subst(&lhs), st.op.text(), subst(&e));
            text
        }
        _ => {
            // Forward substitution: reads of a substituted array become the definition's RHS.
            if arrays.contains(&st.write.array) && st.op == AssignOp::Set {
                return String::new();
            }
            let mut e = st.rhs.clone();
            for a in arrays {
                if let Some(def) = scop.statements.iter().position(|d| d.write.array == *a) {
                    e = substitute(scop, &e, *a, StmtId(def as u32), s);
                }
            }
            let lhs = if st.write.subscripts.is_empty() {
                Expr::Name(
                    scop.arrays[st.write.array.index()].name.clone(),
                    st.write.span,
                )
            } else {
                lhs_expr(scop, s)
            };
            format!(
                "{} {} {};",
                expr_text(scop, s, &lhs, it, None),
                st.op.text(),
                expr_text(scop, s, &e, it, None)
            )
        }
    }
}

fn rename_access(
    scop: &Scop,
    e: &Expr,
    a: ArrayId,
    new_name: &str,
    extra: &[String],
    st: &super::scop::Statement,
    _it: &[String],
) -> Expr {
    let is_a = |n: &str| scop.arrays[a.index()].name == n && !st.iterators.iter().any(|x| x == n);
    let r = |x: &Expr| rename_access(scop, x, a, new_name, extra, st, _it);
    let extra_exprs = || {
        extra
            .iter()
            .map(|x| Expr::Name(x.clone(), e.span()))
            .collect::<Vec<_>>()
    };
    match e {
        Expr::Name(n, sp) if is_a(n) => Expr::Index(new_name.to_string(), extra_exprs(), *sp),
        Expr::Index(n, subs, sp) if is_a(n) => {
            let mut v = extra_exprs();
            v.extend(subs.iter().map(r));
            Expr::Index(new_name.to_string(), v, *sp)
        }
        Expr::Index(n, subs, sp) => Expr::Index(n.clone(), subs.iter().map(r).collect(), *sp),
        Expr::Call(f, args, sp) => Expr::Call(f.clone(), args.iter().map(r).collect(), *sp),
        Expr::Unary(o, x, sp) => Expr::Unary(*o, Box::new(r(x)), *sp),
        Expr::Cast(t, x, sp) => Expr::Cast(t.clone(), Box::new(r(x)), *sp),
        Expr::Binary(o, x, y, sp) => Expr::Binary(*o, Box::new(r(x)), Box::new(r(y)), *sp),
        Expr::Ternary(c, x, y, sp) => {
            Expr::Ternary(Box::new(r(c)), Box::new(r(x)), Box::new(r(y)), *sp)
        }
        other => other.clone(),
    }
}

/// Replaces reads of array `a` in `e` (of statement `user`) by the RHS of definition `def`,
/// whose iterators are renamed to `user`'s (they share the common loops; the definition must
/// not be deeper than the common loops).
fn substitute(scop: &Scop, e: &Expr, a: ArrayId, def: StmtId, user: StmtId) -> Expr {
    let name = &scop.arrays[a.index()].name;
    let dst = &scop.statements[def.index()];
    let ust = &scop.statements[user.index()];
    let common = scop.common_loops(def, user);
    let r = |x: &Expr| substitute(scop, x, a, def, user);
    match e {
        Expr::Name(n, _) | Expr::Index(n, _, _)
            if n == name && !ust.iterators.iter().any(|x| x == n) =>
        {
            // Rename the definition's iterators to the user's (positionally, common loops).
            let mut rhs = dst.rhs.clone();
            for k in 0..common.min(dst.iterators.len()) {
                rhs = rename_name(&rhs, &dst.iterators[k], &ust.iterators[k]);
            }
            rhs
        }
        Expr::Index(n, subs, sp) => Expr::Index(n.clone(), subs.iter().map(r).collect(), *sp),
        Expr::Call(f, args, sp) => Expr::Call(f.clone(), args.iter().map(r).collect(), *sp),
        Expr::Unary(o, x, sp) => Expr::Unary(*o, Box::new(r(x)), *sp),
        Expr::Cast(t, x, sp) => Expr::Cast(t.clone(), Box::new(r(x)), *sp),
        Expr::Binary(o, x, y, sp) => Expr::Binary(*o, Box::new(r(x)), Box::new(r(y)), *sp),
        Expr::Ternary(c, x, y, sp) => {
            Expr::Ternary(Box::new(r(c)), Box::new(r(x)), Box::new(r(y)), *sp)
        }
        other => other.clone(),
    }
}

fn rename_name(e: &Expr, from: &str, to: &str) -> Expr {
    let r = |x: &Expr| rename_name(x, from, to);
    match e {
        Expr::Name(n, sp) if n == from => Expr::Name(to.to_string(), *sp),
        Expr::Index(n, subs, sp) => Expr::Index(n.clone(), subs.iter().map(r).collect(), *sp),
        Expr::Call(f, args, sp) => Expr::Call(f.clone(), args.iter().map(r).collect(), *sp),
        Expr::Unary(o, x, sp) => Expr::Unary(*o, Box::new(r(x)), *sp),
        Expr::Cast(t, x, sp) => Expr::Cast(t.clone(), Box::new(r(x)), *sp),
        Expr::Binary(o, x, y, sp) => Expr::Binary(*o, Box::new(r(x)), Box::new(r(y)), *sp),
        Expr::Ternary(c, x, y, sp) => {
            Expr::Ternary(Box::new(r(c)), Box::new(r(x)), Box::new(r(y)), *sp)
        }
        other => other.clone(),
    }
}

/// The original loop nest printed back (with `rewrite` giving statement texts), e.g. for the
/// remedies. Bounds are printed from the model (`max`/`min`/`ceild`/`floord`).
pub fn original_code(scop: &Scop, rewrite: &dyn Fn(StmtId, &[String]) -> Option<String>) -> String {
    let mut out = String::new();
    let mut iters: Vec<String> = Vec::new();
    print_tree(scop, &scop.tree, &mut iters, 0, &mut out, rewrite);
    out
}

fn print_tree(
    scop: &Scop,
    nodes: &[super::scop::Tree],
    iters: &mut Vec<String>,
    depth: usize,
    out: &mut String,
    rewrite: &dyn Fn(StmtId, &[String]) -> Option<String>,
) {
    use super::scop::Tree;
    let params = scop.param_names();
    let pad = "  ".repeat(depth);
    for n in nodes {
        match n {
            Tree::Loop(l, body) => {
                let lp = &scop.loops[l.index()];
                let term = |t: &super::scop::BoundTerm, lower: bool| {
                    let e = t.aff.to_c(iters, &params);
                    if t.div == 1 {
                        e
                    } else {
                        format!("{}({e}, {})", if lower { "ceild" } else { "floord" }, t.div)
                    }
                };
                let fold = |v: &[super::scop::BoundTerm], lower: bool| {
                    let terms: Vec<String> = v.iter().map(|t| term(t, lower)).collect();
                    fold_bounds(&terms, if lower { "max" } else { "min" })
                };
                let alts = |first: &[super::scop::BoundTerm],
                            rest: &[Vec<super::scop::BoundTerm>],
                            lower: bool| {
                    let alts: Vec<String> = std::iter::once(fold(first, lower))
                        .chain(rest.iter().map(|r| fold(r, lower)))
                        .collect();
                    fold_bounds(&alts, if lower { "min" } else { "max" })
                };
                let (lo, hi) = (
                    alts(&lp.lower, &lp.lower_union, true),
                    alts(&lp.upper, &lp.upper_union, false),
                );
                let it = &lp.iterator;
                let header = if lp.step > 0 {
                    let step = if lp.step == 1 {
                        format!("{it}++")
                    } else {
                        format!("{it} += {}", lp.step)
                    };
                    format!("for (int {it} = {lo}; {it} <= {hi}; {step})")
                } else {
                    let step = if lp.step == -1 {
                        format!("{it}--")
                    } else {
                        format!("{it} -= {}", -lp.step)
                    };
                    format!("for (int {it} = {hi}; {it} >= {lo}; {step})")
                };
                let _ = writeln!(out, "{pad}{header} {{");
                iters.push(it.clone());
                print_tree(scop, body, iters, depth + 1, out, rewrite);
                iters.pop();
                let _ = writeln!(out, "{pad}}}");
            }
            Tree::Guard(cs, body) => {
                let conds: Vec<String> = cs
                    .iter()
                    .map(|c| {
                        format!(
                            "{} {} 0",
                            c.aff.to_c(iters, &params),
                            if c.equality { "==" } else { ">=" }
                        )
                    })
                    .collect();
                let _ = writeln!(out, "{pad}if ({}) {{", conds.join(" && "));
                print_tree(scop, body, iters, depth + 1, out, rewrite);
                let _ = writeln!(out, "{pad}}}");
            }
            Tree::Stmt(s) => {
                let st = &scop.statements[s.index()];
                let text =
                    rewrite(*s, iters).unwrap_or_else(|| statement_text(scop, *s, iters, None));
                if text.is_empty() {
                    let _ = writeln!(
                        out,
                        "{pad}/* {}: removed by forward substitution */",
                        st.name
                    );
                } else {
                    let _ = writeln!(out, "{pad}{}: {}", st.name, text);
                }
            }
        }
    }
}

/// Folds loop-bound expressions with `f` (`"min"` or `"max"`) as C text: `min(a, min(b, c))`
/// written left to right, with the integer constants among them folded into one (at the first
/// constant's place: `max(0, 1)` is `1`, `min(0, max(0, 1))` never appears) and repeated
/// expressions dropped. `O(n)` string work for `n` expressions; an empty list gives `""`.
pub fn fold_bounds(v: &[String], f: &str) -> String {
    let pick = |a: i64, b: i64| if f == "max" { a.max(b) } else { a.min(b) };
    let constant = v.iter().filter_map(|x| x.trim().parse::<i64>().ok()).reduce(pick);
    let mut items: Vec<String> = Vec::with_capacity(v.len());
    let mut placed = false;
    for x in v {
        let item = match x.trim().parse::<i64>() {
            Ok(_) if placed => continue,
            Ok(_) => {
                placed = true;
                constant.map_or_else(|| x.clone(), |c| c.to_string())
            }
            Err(_) => x.clone(),
        };
        if !items.contains(&item) {
            items.push(item);
        }
    }
    let mut it = items.into_iter();
    let first = it.next().unwrap_or_default();
    it.fold(first, |acc, x| format!("{f}({acc}, {x})"))
}

#[cfg(test)]
mod fold_tests {
    use super::fold_bounds;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn constant_bounds_fold_into_one() {
        assert_eq!(fold_bounds(&s(&["0", "1"]), "max"), "1");
        assert_eq!(fold_bounds(&s(&["0", &fold_bounds(&s(&["0", "1"]), "max")]), "min"), "0");
        assert_eq!(fold_bounds(&s(&["N - 1", "3", "-2"]), "min"), "min(N - 1, -2)");
        assert_eq!(fold_bounds(&s(&["i", "i", "0"]), "max"), "max(i, 0)");
        assert_eq!(fold_bounds(&s(&["ceild(N, 2)"]), "max"), "ceild(N, 2)");
        assert_eq!(fold_bounds(&[], "max"), "");
    }
}
