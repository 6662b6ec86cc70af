//! Affine schedules (isl syntax), transformation helpers and the legality verdict of seed 002.
//!
//! A schedule maps each statement instance to a time vector:
//! `S1[i,j] -> [j,i,0]; S2[i,j,k] -> [j,i,1,k]`; instances run in lexicographic order of their
//! time vectors (shorter vectors are padded with zeros). Outputs are affine in the statement's
//! dimensions (named positionally in the schedule text) and the parameters.
//!
//! The verdict (seed 002 §2.5–2.6, Trifunovic & Cohen 2010):
//! - **flow preserved**: every flow dependence source runs strictly before its target;
//! - **all preserved**: the same for anti and output dependences too;
//! - **live-range conflicts**: with write times `w` and range ends `e` (the last read, `+∞` for
//!   a live-out value, `−∞` as the write of a live-in value) — reads of an instance happen
//!   before its write — two ranges of one cell conflict when the write of one falls strictly
//!   inside the other (`w_k < w_j < e_k`) or two distinct writes get the same time; counted as
//!   unordered pairs;
//! - **remedy**: `illegal` if a flow dependence is violated (the first one is shown); `legal` if
//!   there is no conflict; otherwise, per conflicting array, the seed's rule: when every
//!   conflicting pair's read intervals overlap (`t'FR < tLR ∧ tFR < t'LR`) *forward
//!   substitution* (if one statement writes the array with `=`), else *scalar expansion*.
//!
//! [`range_intervals`] puts each live range on the same timeline, before and after the
//! schedule, with its conflict mark (for drawing; the Loops tab's timelines).
//!
//! Cost: `O(I·W log I)` to rank the `I` instances by time vectors of width `W`, `O(deps)` for
//! the preservation checks, `O(R log R + conflicting pairs)` for the ranges (pairs examined for
//! the remedy are capped at [`MAX_PAIRS_EXAMINED`]).

use super::dependences::{Dep, DepKind, Dependences};
use super::live_ranges::{LiveRange, LiveRanges};
use super::scop::{Aff, ArrayId, InstanceId, Scop, StmtId, Trace};
use crate::span::{describe_found, LineIndex, ParseError, Span};
use serde::{Deserialize, Serialize};

/// Conflicting pairs examined one by one for the remedy decision (all are counted).
pub const MAX_PAIRS_EXAMINED: usize = 2_000_000;

/// One statement's schedule: output dimensions affine in its iterators and the parameters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StmtSchedule {
    /// Names of the input dimensions as the schedule text gave them.
    pub dims: Vec<String>,
    /// One affine form per output dimension (`iters` over the statement's iterators).
    pub out: Vec<Aff>,
}

/// A schedule for every statement, by [`StmtId`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    /// Per statement.
    pub stmts: Vec<StmtSchedule>,
}

/// The remedy seed 002 prescribes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Remedy {
    /// Flow preserved and no live-range conflict.
    Legal,
    /// Conflicts removed by giving each write its own cell.
    ScalarExpansion,
    /// Conflicts removed by substituting the written expression at its reads.
    ForwardSubstitution,
    /// A flow dependence is violated.
    Illegal,
}

impl Remedy {
    /// `legal`, `scalar-expansion`, `forward-substitution`, `illegal`.
    pub fn name(self) -> &'static str {
        match self {
            Remedy::Legal => "legal",
            Remedy::ScalarExpansion => "scalar-expansion",
            Remedy::ForwardSubstitution => "forward-substitution",
            Remedy::Illegal => "illegal",
        }
    }
}

/// Live-range conflicts of one array and the remedy the seed's rule picks for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArrayConflicts {
    /// The array (or scalar).
    pub array: ArrayId,
    /// Unordered pairs of conflicting ranges.
    pub pairs: usize,
    /// `ScalarExpansion` or `ForwardSubstitution`.
    pub remedy: Remedy,
    /// One conflicting pair (indices into [`LiveRanges::ranges`]).
    pub example: (usize, usize),
}

/// The verdict on a schedule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    /// Every flow dependence preserved.
    pub flow_preserved: bool,
    /// Every flow, anti and output dependence preserved.
    pub all_preserved: bool,
    /// Violated dependences per kind (flow, anti, output).
    pub violated: [usize; 3],
    /// The first violated flow dependence (by source, then target).
    pub first_violated_flow: Option<Dep>,
    /// Unordered pairs of conflicting live ranges.
    pub live_range_conflicts: usize,
    /// Per array with conflicts.
    pub conflicts: Vec<ArrayConflicts>,
    /// The remedy.
    pub remedy: Remedy,
    /// Position of each instance in the new order (`InstanceId` index → rank; equal times share
    /// a rank) — for drawing timelines after the transformation.
    pub rank: Vec<u32>,
}

impl Schedule {
    /// The original 2d+1 schedule.
    pub fn original(scop: &Scop) -> Schedule {
        let stmts = scop
            .statements
            .iter()
            .map(|st| {
                let d = st.iterators.len();
                let mut out = Vec::new();
                for k in 0..d {
                    out.push(Aff::constant(st.beta[k]));
                    let mut a = Aff {
                        iters: vec![0; d],
                        ..Aff::default()
                    };
                    a.iters[k] = scop.loops[st.loops[k].index()].step.signum();
                    out.push(a);
                }
                out.push(Aff::constant(st.beta[d]));
                StmtSchedule {
                    dims: st.iterators.clone(),
                    out,
                }
            })
            .collect();
        Schedule { stmts }
    }

    /// Parses isl syntax: `[N] -> { S1[i,j] -> [j,i,0]; S2[i,j,k] -> [j,i,1,k] }` (the
    /// parameter list and braces are optional). Every statement must appear once, with as many
    /// dimensions as it has loops. Errors give line:column in `text`.
    pub fn parse(text: &str, scop: &Scop) -> Result<Schedule, ParseError> {
        let mut p = SchedParser {
            src: text,
            ix: LineIndex::new(text),
            pos: 0,
        };
        let mut stmts: Vec<Option<StmtSchedule>> = vec![None; scop.statements.len()];
        p.ws();
        // Optional `[N, M] ->` parameter list.
        let save = p.pos;
        if p.eat("[") {
            let mut ok = true;
            while !p.eat("]") {
                if p.ident().is_none() {
                    ok = false;
                    break;
                }
                p.eat(",");
            }
            if !(ok && p.eat("->")) {
                p.pos = save;
            }
        }
        let braced = p.eat("{");
        loop {
            p.ws();
            if p.at_end() || (braced && p.peek_is("}")) {
                break;
            }
            let start = p.pos;
            let name = p.ident().ok_or_else(|| p.expected("a statement name"))?;
            let sid = scop.statement(&name).ok_or_else(|| {
                let names: Vec<&str> = scop.statements.iter().map(|s| s.name.as_str()).collect();
                p.err(
                    Span::new(start, p.pos),
                    format!("no statement `{name}` (statements: {})", names.join(", ")),
                )
            })?;
            if stmts[sid.index()].is_some() {
                return Err(p.err(
                    Span::new(start, p.pos),
                    format!("statement `{name}` is scheduled twice"),
                ));
            }
            p.expect("[")?;
            let mut dims = Vec::new();
            while !p.eat("]") {
                dims.push(
                    p.ident()
                        .ok_or_else(|| p.expected("a dimension name or `]`"))?,
                );
                if !p.eat(",") {
                    p.expect("]")?;
                    break;
                }
            }
            let want = scop.statements[sid.index()].iterators.len();
            if dims.len() != want {
                return Err(p.err(
                    Span::new(start, p.pos),
                    format!(
                        "`{name}` has {want} loop dimensions, the schedule gives {}",
                        dims.len()
                    ),
                ));
            }
            p.expect("->")?;
            p.expect("[")?;
            let mut out = Vec::new();
            if !p.eat("]") {
                loop {
                    out.push(p.expr(&dims, scop, 0)?);
                    if p.eat("]") {
                        break;
                    }
                    p.expect(",")?;
                }
            }
            stmts[sid.index()] = Some(StmtSchedule { dims, out });
            p.ws();
            if !p.eat(";") {
                break;
            }
        }
        if braced {
            p.expect("}")?;
        }
        p.ws();
        if !p.at_end() {
            return Err(p.expected("`;` or the end of the schedule"));
        }
        let missing: Vec<&str> = stmts
            .iter()
            .zip(&scop.statements)
            .filter(|(s, _)| s.is_none())
            .map(|(_, st)| st.name.as_str())
            .collect();
        if !missing.is_empty() {
            return Err(p.err(
                Span::at(text.len()),
                format!("the schedule does not give {}", missing.join(", ")),
            ));
        }
        Ok(Schedule {
            stmts: stmts.into_iter().map(|s| s.expect("checked")).collect(),
        })
    }

    /// isl syntax of the schedule (`S1[i, j] -> [0, j, 0, i, 0]; …`).
    pub fn to_isl(&self, scop: &Scop) -> String {
        let params = scop.param_names();
        self.stmts
            .iter()
            .zip(&scop.statements)
            .map(|(s, st)| {
                format!(
                    "{}[{}] -> [{}]",
                    st.name,
                    s.dims.join(", "),
                    s.out
                        .iter()
                        .map(|a| a.to_c(&s.dims, &params))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// Width of the longest time vector.
    pub fn width(&self) -> usize {
        self.stmts.iter().map(|s| s.out.len()).max().unwrap_or(0)
    }

    /// Time vector of statement `s` at iterators `it` (padded with zeros to `width`).
    pub fn time(&self, scop: &Scop, s: StmtId, it: &[i64], width: usize, out: &mut Vec<i64>) {
        let pv = scop.param_values();
        let sc = &self.stmts[s.index()];
        for k in 0..width {
            out.push(sc.out.get(k).map_or(0, |a| {
                a.eval(it, &pv).clamp(i64::MIN as i128, i64::MAX as i128) as i64
            }));
        }
    }

    /// Interchange of the loops at depths `a` and `b` (2d+1 layout: swaps outputs `2a+1` and
    /// `2b+1`) in every statement nested at least `max(a, b) + 1` deep.
    pub fn interchange(&self, a: usize, b: usize) -> Schedule {
        let mut s = self.clone();
        for st in &mut s.stmts {
            if 2 * a.max(b) + 1 < st.out.len() {
                st.out.swap(2 * a + 1, 2 * b + 1);
            }
        }
        s
    }

    /// Reversal of the loop at depth `d` (negates output `2d+1`).
    pub fn reversal(&self, d: usize) -> Schedule {
        let mut s = self.clone();
        for st in &mut s.stmts {
            if 2 * d + 1 < st.out.len() {
                st.out[2 * d + 1] = st.out[2 * d + 1].scale(-1).unwrap_or_default();
            }
        }
        s
    }

    /// Skewing: output `2·target+1` += `factor` × output `2·source+1`.
    pub fn skew(&self, target: usize, source: usize, factor: i64) -> Schedule {
        let mut s = self.clone();
        for st in &mut s.stmts {
            if 2 * target.max(source) + 1 < st.out.len() {
                let add = st.out[2 * source + 1].scale(factor).unwrap_or_default();
                st.out[2 * target + 1] = st.out[2 * target + 1].add(&add).unwrap_or_default();
            }
        }
        s
    }

    /// Fission of loop `l` of `scop` before its `at`-th child: the children from `at` on move
    /// to a copy of the loop placed right after it (2d+1 layout: the β of `l`'s level is
    /// incremented for them and for every later sibling of `l`).
    pub fn fission(&self, scop: &Scop, l: super::scop::LoopId, at: i64) -> Schedule {
        let mut s = self.clone();
        let depth = scop.loops[l.index()].depth;
        let Some(inside) = scop
            .statements
            .iter()
            .find(|st| st.loops.get(depth) == Some(&l))
        else {
            return s;
        };
        let prefix = inside.loops[..depth].to_vec();
        let beta_l = inside.beta[depth];
        for (st, sc) in scop.statements.iter().zip(&mut s.stmts) {
            if st.loops.len() < depth
                || st.loops[..depth] != prefix[..]
                || 2 * depth >= sc.out.len()
            {
                continue;
            }
            let moves = if st.loops.get(depth) == Some(&l) {
                st.beta[depth + 1] >= at
            } else {
                st.beta[depth] > beta_l
            };
            if moves {
                sc.out[2 * depth].constant += 1;
            }
        }
        s
    }
}

struct SchedParser<'a> {
    src: &'a str,
    ix: LineIndex,
    pos: usize,
}

impl SchedParser<'_> {
    fn err(&self, span: Span, msg: impl Into<String>) -> ParseError {
        ParseError::with_index(&self.ix, self.src, span, msg)
    }
    fn ws(&mut self) {
        while self.pos < self.src.len() && self.src.as_bytes()[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }
    fn at_end(&self) -> bool {
        self.pos >= self.src.len()
    }
    fn peek_is(&mut self, t: &str) -> bool {
        self.ws();
        self.src[self.pos..].starts_with(t)
    }
    fn eat(&mut self, t: &str) -> bool {
        if self.peek_is(t) {
            self.pos += t.len();
            true
        } else {
            false
        }
    }
    fn found_span(&self) -> Span {
        let rest = &self.src[self.pos..];
        let n = rest
            .char_indices()
            .find(|&(i, c)| i > 0 && (c.is_whitespace() || "[](),;{}".contains(c)))
            .map_or(rest.len(), |x| x.0);
        Span::new(
            self.pos,
            self.pos + n.max(rest.chars().next().map_or(0, char::len_utf8)),
        )
    }
    fn expected(&mut self, what: &str) -> ParseError {
        self.ws();
        let s = self.found_span();
        self.err(
            s,
            format!(
                "expected {what}, found {}",
                describe_found(s.text(self.src))
            ),
        )
    }
    fn expect(&mut self, t: &str) -> Result<(), ParseError> {
        if self.eat(t) {
            Ok(())
        } else {
            Err(self.expected(&format!("`{t}`")))
        }
    }
    fn ident(&mut self) -> Option<String> {
        self.ws();
        let b = self.src.as_bytes();
        let start = self.pos;
        if start < b.len() && (b[start].is_ascii_alphabetic() || b[start] == b'_') {
            let mut i = start;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'\'') {
                i += 1;
            }
            self.pos = i;
            Some(self.src[start..i].to_string())
        } else {
            None
        }
    }
    fn int(&mut self) -> Option<i64> {
        self.ws();
        let b = self.src.as_bytes();
        let start = self.pos;
        let mut i = start;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return None;
        }
        let v = self.src[start..i].parse().ok()?;
        self.pos = i;
        Some(v)
    }
    fn expr(&mut self, dims: &[String], scop: &Scop, depth: usize) -> Result<Aff, ParseError> {
        if depth > 32 {
            return Err(self.expected("a shallower expression"));
        }
        let mut acc = self.term(dims, scop, depth)?;
        loop {
            let start = self.pos;
            let k = if self.eat("+") {
                1
            } else if self.peek_is("->") {
                break;
            } else if self.eat("-") {
                -1
            } else {
                break;
            };
            let t = self.term(dims, scop, depth)?;
            acc = acc
                .combine(1, &t, k)
                .ok_or_else(|| self.err(Span::new(start, self.pos), "coefficient overflow"))?;
        }
        Ok(acc)
    }
    fn term(&mut self, dims: &[String], scop: &Scop, depth: usize) -> Result<Aff, ParseError> {
        let start = self.pos;
        let neg = self.eat("-");
        let mut acc = self.factor(dims, scop, depth)?;
        while self.eat("*") {
            let f = self.factor(dims, scop, depth)?;
            acc = if acc.is_constant() {
                f.scale(acc.constant)
            } else if f.is_constant() {
                acc.scale(f.constant)
            } else {
                return Err(self.err(
                    Span::new(start, self.pos),
                    "the schedule is not affine: a product of two dimensions",
                ));
            }
            .ok_or_else(|| self.err(Span::new(start, self.pos), "coefficient overflow"))?;
        }
        if neg {
            acc = acc
                .scale(-1)
                .ok_or_else(|| self.err(Span::new(start, self.pos), "coefficient overflow"))?;
        }
        Ok(acc)
    }
    fn factor(&mut self, dims: &[String], scop: &Scop, depth: usize) -> Result<Aff, ParseError> {
        let start = self.pos;
        if let Some(v) = self.int() {
            // isl-style implicit multiplication: `2t`, `2N`, `2(i + j)` (no space between).
            let next = self.src.as_bytes().get(self.pos).copied();
            if next.is_some_and(|c| c.is_ascii_alphabetic() || c == b'_' || c == b'(') {
                let f = self.factor(dims, scop, depth + 1)?;
                return f
                    .scale(v)
                    .ok_or_else(|| self.err(Span::new(start, self.pos), "coefficient overflow"));
            }
            return Ok(Aff::constant(v));
        }
        if self.eat("(") {
            let e = self.expr(dims, scop, depth + 1)?;
            self.expect(")")?;
            return Ok(e);
        }
        let start = self.pos;
        let Some(name) = self.ident() else {
            return Err(self.expected("a dimension, parameter or integer"));
        };
        if let Some(k) = dims.iter().position(|d| *d == name) {
            let mut a = Aff {
                iters: vec![0; dims.len()],
                ..Aff::default()
            };
            a.iters[k] = 1;
            return Ok(a);
        }
        if let Some(p) = scop.params.iter().position(|p| p.name == name) {
            let mut a = Aff {
                params: vec![0; scop.params.len()],
                ..Aff::default()
            };
            a.params[p] = 1;
            return Ok(a);
        }
        Err(self.err(
            Span::new(start, self.pos),
            format!("`{name}` is neither a dimension of the statement nor a parameter"),
        ))
    }
}

/// Ranks of all instances under `sched`: `rank[i]` is the position of instance `i` in the new
/// lexicographic order, equal time vectors sharing a rank. `O(I·W log I)`.
pub fn ranks(scop: &Scop, trace: &Trace, sched: &Schedule) -> Vec<u32> {
    let w = sched.width();
    let n = trace.instances.len();
    let mut times = Vec::with_capacity(n * w);
    for i in 0..n {
        let id = InstanceId(i as u32);
        sched.time(
            scop,
            trace.instances.stmt[i],
            trace.instances.iters(id),
            w,
            &mut times,
        );
    }
    let mut order: Vec<u32> = (0..n as u32).collect();
    let t = |i: u32| &times[i as usize * w..(i as usize + 1) * w];
    crate::sort::sort_by(&mut order, |&a, &b| t(a).cmp(t(b)));
    let mut rank = vec![0u32; n];
    let mut r = 0u32;
    for (k, &i) in order.iter().enumerate() {
        if k > 0 && t(order[k - 1]) != t(i) {
            r = k as u32;
        }
        rank[i as usize] = r;
    }
    rank
}

/// Position of an event on the new timeline: reads of an instance before its write.
fn pos(rank: u32, write: bool) -> u64 {
    2 * (u64::from(rank) + 1) + u64::from(write)
}

/// A live range's events on the timeline of a rank ([`pos`]): the write (`0`, before every
/// event, for the live-in value), the first read and the last read (`u64::MAX` for a live-out
/// value; the write when there is no read).
#[derive(Copy, Clone, Debug)]
struct Events {
    w: u64,
    fr: u64,
    lr: u64,
}

impl Events {
    /// The events of `r` with instance `i` at rank `rank(i)`. `O(reads)`.
    fn of(r: &LiveRange, rank: impl Fn(InstanceId) -> u32) -> Events {
        let w = r.write.map_or(0, |i| pos(rank(i), true));
        let reads = r.reads.iter().map(|&i| pos(rank(i), false));
        let (mut fr, mut lr) = (
            reads.clone().min().unwrap_or(u64::MAX),
            reads.max().unwrap_or(w),
        );
        if r.live_out {
            lr = u64::MAX;
            if r.reads.is_empty() {
                fr = u64::MAX;
            }
        } else if r.reads.is_empty() {
            fr = w;
        }
        Events { w, fr, lr }
    }
}

/// End (exclusive) of the cell whose ranges start at `start` in `rs` (ranges are grouped by cell).
fn cell_end(rs: &[LiveRange], start: usize) -> usize {
    let mut end = start;
    while end < rs.len() && rs[end].cell == rs[start].cell {
        end += 1;
    }
    end
}

/// The events of the ranges `rs[start..end]` (one cell) under `rank`, each with its index
/// into `rs`, sorted by write position. `O(k log k + reads)` for `k` ranges.
fn cell_events(
    rs: &[LiveRange],
    start: usize,
    end: usize,
    rank: impl Fn(InstanceId) -> u32 + Copy,
) -> Vec<(Events, usize)> {
    let mut v: Vec<(Events, usize)> = (start..end)
        .map(|k| (Events::of(&rs[k], rank), k))
        .collect();
    crate::sort::sort_by_key(&mut v, |x| x.0.w);
    v
}

/// Visits every conflicting unordered pair of one cell's ranges `v` (sorted by write, as
/// [`cell_events`] gives them) as `f(a, b)`, positions in `v`: `b`'s write falls strictly
/// inside `a`'s range (`w_a < w_b < lr_a`), or `b` is a later range with the same write
/// position (ties). Stops when `f` returns `false`; returns whether every pair was visited.
/// `O(k log k + pairs)`.
fn for_each_conflict(v: &[(Events, usize)], mut f: impl FnMut(usize, usize) -> bool) -> bool {
    let ws: Vec<u64> = v.iter().map(|x| x.0.w).collect();
    for (a, (ra, _)) in v.iter().enumerate() {
        // Writes strictly inside (w_a, lr_a), plus equal writes after `a` (ties).
        let lo = ws.partition_point(|&x| x <= ra.w);
        let hi = ws.partition_point(|&x| x < ra.lr).max(lo);
        let ties = a + 1..lo.max(a + 1);
        for b in ties.chain(lo..hi) {
            if !f(a, b) {
                return false;
            }
        }
    }
    true
}

/// One live range on the execution timeline, before and after a schedule ([`range_intervals`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RangeInterval {
    /// `(write, end)` in the original order.
    pub before: (u64, u64),
    /// `(write, end)` after the schedule; `None` without one.
    pub after: Option<(u64, u64)>,
    /// Whether it conflicts with another range of its cell after the schedule (`false` without
    /// a schedule, or when the work cap stopped the marking first).
    pub conflict: bool,
}

/// The intervals and conflict marks of all live ranges ([`range_intervals`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RangeIntervals {
    /// Parallel to [`LiveRanges::ranges`].
    pub ranges: Vec<RangeInterval>,
    /// The end of the program on the timeline, `2·(I + 1)` for `I` instances: live-out ranges
    /// end there, every read and write lies in `[2, end)`, live-in ranges start at `0`.
    pub end: u64,
    /// Whether every conflict is marked (`false` when more conflicting pairs than the cap).
    pub complete: bool,
}

/// The live ranges of `ranges` as intervals on the execution timeline, in the original order
/// and after the schedule whose instance ranks are `rank` ([`Verdict::rank`], `None` for no
/// schedule), with the conflict mark of each range after the schedule.
///
/// The timeline is the verdict's ([`Verdict::compute`]): the reads of the instance at rank `r`
/// at `2(r + 1)`, its write at `2(r + 1) + 1`, the initial value written at `0`. A range's
/// interval is `(write, last read)`, `(write, write)` when no read comes after the write, and
/// `(write, end)` when it is live out. Two ranges of a cell conflict when the write of one falls
/// strictly inside the other's interval or two writes share a position — exactly the pairs the
/// verdict counts in [`Verdict::live_range_conflicts`]. In the original order no ranges conflict
/// (the invariant of [`super::live_ranges`]).
///
/// `max_work` caps the conflicting pairs visited while marking; past it the marks are partial
/// and [`RangeIntervals::complete`] is `false`. `rank` must have one entry per instance
/// (`instances`). Cost: `O(R log R + reads + min(pairs, max_work))` for `R` ranges.
pub fn range_intervals(
    ranges: &LiveRanges,
    instances: usize,
    rank: Option<&[u32]>,
    max_work: usize,
) -> RangeIntervals {
    let end = 2 * (instances as u64 + 1);
    let interval = |e: &Events| (e.w, if e.lr == u64::MAX { end } else { e.lr.max(e.w) });
    let rs = &ranges.ranges;
    let mut out: Vec<RangeInterval> = rs
        .iter()
        .map(|r| RangeInterval {
            before: interval(&Events::of(r, |i| i.0)),
            after: None,
            conflict: false,
        })
        .collect();
    let mut complete = true;
    if let Some(rank) = rank {
        let mut work = 0usize;
        let mut start = 0;
        while start < rs.len() {
            let stop = cell_end(rs, start);
            let v = cell_events(rs, start, stop, |i| rank[i.index()]);
            for (e, k) in &v {
                out[*k].after = Some(interval(e));
            }
            if complete {
                complete = for_each_conflict(&v, |a, b| {
                    if work == max_work {
                        return false;
                    }
                    work += 1;
                    out[v[a].1].conflict = true;
                    out[v[b].1].conflict = true;
                    true
                });
            }
            start = stop;
        }
    }
    RangeIntervals {
        ranges: out,
        end,
        complete,
    }
}

impl Verdict {
    /// Judges `sched` for the dependences and live ranges of `trace`.
    pub fn compute(
        scop: &Scop,
        trace: &Trace,
        deps: &Dependences,
        ranges: &LiveRanges,
        sched: &Schedule,
    ) -> Verdict {
        let rank = ranks(scop, trace, sched);
        let before = |d: &Dep| rank[d.source.index()] < rank[d.target.index()];
        let mut violated = [0usize; 3];
        let mut first_violated_flow = None;
        for (k, kind) in DepKind::ALL.iter().enumerate() {
            for d in deps.of(*kind) {
                if !before(d) {
                    violated[k] += 1;
                    if *kind == DepKind::Flow && first_violated_flow.is_none() {
                        first_violated_flow = Some(*d);
                    }
                }
            }
        }
        // Ranges on the new timeline, one cell at a time.
        let mut conflicts: Vec<ArrayConflicts> = Vec::new();
        let mut total = 0usize;
        let mut examined = 0usize;
        let rs = &ranges.ranges;
        let mut start = 0;
        while start < rs.len() {
            let end = cell_end(rs, start);
            let v = cell_events(rs, start, end, |i| rank[i.index()]);
            let array = rs[start].array;
            for_each_conflict(&v, |a, b| {
                let ((ra, ka), (rb, kb)) = ((&v[a].0, v[a].1), (&v[b].0, v[b].1));
                total += 1;
                let entry = match conflicts.iter_mut().position(|c| c.array == array) {
                    Some(i) => &mut conflicts[i],
                    None => {
                        conflicts.push(ArrayConflicts {
                            array,
                            pairs: 0,
                            remedy: Remedy::ForwardSubstitution,
                            example: (ka, kb),
                        });
                        conflicts.last_mut().expect("pushed")
                    }
                };
                entry.pairs += 1;
                if examined < MAX_PAIRS_EXAMINED {
                    examined += 1;
                    let fs = rb.fr < ra.lr && ra.fr < rb.lr;
                    if !fs {
                        entry.remedy = Remedy::ScalarExpansion;
                    }
                }
                true
            });
            start = end;
        }
        for c in &mut conflicts {
            if c.remedy == Remedy::ForwardSubstitution && !forward_substitutable(scop, c.array) {
                c.remedy = Remedy::ScalarExpansion;
            }
        }
        crate::sort::sort_by_key(&mut conflicts, |c| c.array);
        let remedy = if violated[0] > 0 {
            Remedy::Illegal
        } else if total == 0 {
            Remedy::Legal
        } else if conflicts
            .iter()
            .any(|c| c.remedy == Remedy::ScalarExpansion)
        {
            Remedy::ScalarExpansion
        } else {
            Remedy::ForwardSubstitution
        };
        Verdict {
            flow_preserved: violated[0] == 0,
            all_preserved: violated.iter().all(|&v| v == 0),
            violated,
            first_violated_flow,
            live_range_conflicts: total,
            conflicts,
            remedy,
            rank,
        }
    }

    /// The slow reference for the conflict count: every pair of ranges of a cell, the
    /// definition applied directly. `O(R²)`; tests only.
    pub fn reference_conflicts(ranges: &LiveRanges, rank: &[u32]) -> usize {
        let rs = &ranges.ranges;
        let end = |r: &super::live_ranges::LiveRange| {
            if r.live_out {
                u64::MAX
            } else {
                r.reads
                    .iter()
                    .map(|i| pos(rank[i.index()], false))
                    .max()
                    .unwrap_or(0)
            }
        };
        let w =
            |r: &super::live_ranges::LiveRange| r.write.map_or(0, |i| pos(rank[i.index()], true));
        let mut n = 0;
        for a in 0..rs.len() {
            for b in a + 1..rs.len() {
                let (x, y) = (&rs[a], &rs[b]);
                if x.cell != y.cell {
                    continue;
                }
                let inside = |p: &super::live_ranges::LiveRange,
                              q: &super::live_ranges::LiveRange| {
                    w(p) < w(q) && w(q) < end(p)
                };
                if inside(x, y) || inside(y, x) || (x.write.is_some() && w(x) == w(y)) {
                    n += 1;
                }
            }
        }
        n
    }
}

/// Forward substitution applies when exactly one statement writes the array, with `=`.
pub fn forward_substitutable(scop: &Scop, a: ArrayId) -> bool {
    let writers: Vec<_> = scop
        .statements
        .iter()
        .filter(|s| s.write.array == a)
        .collect();
    writers.len() == 1 && writers[0].op == super::parser::AssignOp::Set
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Live ranges of a few cells over `n` instances, shaped like [`LiveRanges::compute`]'s:
    /// grouped by cell, an optional live-in range first (with reads), distinct writes per cell,
    /// the last written range live out.
    fn ranges(n: u32) -> impl Strategy<Value = LiveRanges> {
        let range = (0..n, proptest::collection::vec(0..n, 0..4));
        let cell = (
            proptest::option::of(proptest::collection::vec(0..n, 1..4)),
            proptest::collection::vec(range, 0..5),
        );
        proptest::collection::vec(cell, 1..4).prop_map(move |cells| {
            let mut out = Vec::new();
            for (c, (live_in, written)) in cells.into_iter().enumerate() {
                let range = |write, reads: Vec<u32>| LiveRange {
                    cell: c as u32,
                    array: super::super::scop::ArrayId(c as u32 % 2),
                    write,
                    reads: reads.into_iter().map(InstanceId).collect(),
                    live_out: false,
                };
                if let Some(reads) = live_in {
                    out.push(range(None, reads));
                }
                let mut used = Vec::new();
                for (w, reads) in written {
                    if used.contains(&w) {
                        continue;
                    }
                    used.push(w);
                    out.push(range(Some(InstanceId(w)), reads));
                }
                if let Some(last) = out
                    .last_mut()
                    .filter(|r| r.cell == c as u32 && r.write.is_some())
                {
                    last.live_out = true;
                }
            }
            LiveRanges { ranges: out }
        })
    }

    /// The definition applied directly to every pair: the write of the instance at rank `r` at
    /// `2r + 3`, its reads at `2r + 2`, the initial value at 0, a live-out range ending after
    /// every event. `O(R²)`.
    fn reference(ranges: &LiveRanges, rank: &[u32]) -> (Vec<(u64, u64)>, Vec<bool>, usize) {
        let n = rank.len() as u64;
        let w = |r: &LiveRange| r.write.map_or(0, |i| 2 * u64::from(rank[i.index()]) + 3);
        let last = |r: &LiveRange| {
            r.reads
                .iter()
                .map(|i| 2 * u64::from(rank[i.index()]) + 2)
                .max()
        };
        let end = |r: &LiveRange| {
            if r.live_out {
                2 * n + 2
            } else {
                last(r).unwrap_or(0).max(w(r))
            }
        };
        let rs = &ranges.ranges;
        let mut conflict = vec![false; rs.len()];
        let mut pairs = 0;
        for x in 0..rs.len() {
            for y in x + 1..rs.len() {
                let (p, q) = (&rs[x], &rs[y]);
                let inside = |p: &LiveRange, q: &LiveRange| w(p) < w(q) && w(q) < end(p);
                let tie = p.write.is_some() && q.write.is_some() && w(p) == w(q);
                if p.cell == q.cell && (inside(p, q) || inside(q, p) || tie) {
                    conflict[x] = true;
                    conflict[y] = true;
                    pairs += 1;
                }
            }
        }
        (rs.iter().map(|r| (w(r), end(r))).collect(), conflict, pairs)
    }

    proptest! {
        /// `range_intervals` against the pairwise definition, and its conflicting pairs against
        /// the verdict's count ([`Verdict::reference_conflicts`]); a cap below the pair count
        /// reports incomplete marks.
        #[test]
        fn range_intervals_match_the_definition(
            (n, lr, rank) in (1u32..8).prop_flat_map(|n| (Just(n), ranges(n), proptest::collection::vec(0..n, n as usize))),
        ) {
            let identity: Vec<u32> = (0..n).collect();
            let got = range_intervals(&lr, n as usize, Some(&rank), usize::MAX);
            let (after, conflict, pairs) = reference(&lr, &rank);
            let (before, _, _) = reference(&lr, &identity);
            prop_assert_eq!(got.end, 2 * u64::from(n) + 2);
            prop_assert!(got.complete);
            for (k, r) in got.ranges.iter().enumerate() {
                prop_assert_eq!(r.before, before[k], "range {}", k);
                prop_assert_eq!(r.after, Some(after[k]), "range {}", k);
                prop_assert_eq!(r.conflict, conflict[k], "range {}", k);
            }
            prop_assert_eq!(pairs, Verdict::reference_conflicts(&lr, &rank));
            let none = range_intervals(&lr, n as usize, None, usize::MAX);
            prop_assert!(none.complete && none.ranges.iter().all(|r| r.after.is_none() && !r.conflict));
            prop_assert_eq!(none.ranges.iter().map(|r| r.before).collect::<Vec<_>>(), before);
            if pairs > 0 {
                let capped = range_intervals(&lr, n as usize, Some(&rank), pairs - 1);
                prop_assert!(!capped.complete);
                prop_assert!(capped.ranges.iter().zip(&conflict).all(|(r, &c)| c || !r.conflict));
                prop_assert!(range_intervals(&lr, n as usize, Some(&rank), pairs).complete);
            }
        }
    }

    /// isl-style `2t` (and `2N`, `2(i + j)`) in a schedule is implicit multiplication.
    #[test]
    fn schedule_implicit_multiplication() {
        let src = "param N = 4;\nfor (t = 0; t < N; t++)\n  for (i = 0; i < N; i++)\n    A[i] = A[i] + t;";
        let a = crate::loops::LoopAnalysis::analyze(src, &[], 10_000).unwrap();
        let isl = Schedule::parse("S1[t, i] -> [2t + i, 2(t - i), 2N]", &a.scop).unwrap();
        let c = Schedule::parse("S1[t, i] -> [2*t + i, 2*t - 2*i, 2*N]", &a.scop).unwrap();
        assert_eq!(isl, c);
        let e = Schedule::parse("S1[t, i] -> [2q]", &a.scop).unwrap_err();
        assert!(e.message.contains("`q`"), "{}", e.message);
    }
}
