//! Thread scenarios: how many threads run the CFG and which path each one takes.
//!
//! A scenario is part of the input text (so it travels in the URL with the CFG). It is a list
//! of *directives*, one per line, each a keyword, an optional name, a `:` and a body:
//!
//! ```text
//! entry -> h                          # the compact CFG, unchanged
//! h ~> b, l
//! b -> l
//! l ~> h, exit
//! exit
//!
//! thread T1: entry h b l h l exit     # an explicit path (checked against the CFG's edges)
//! threads: 4                          # T1 above plus three generated threads (tid 1, 2, 3)
//! rule h: tid < 2 ? b : l             # per-branch rule on the thread id
//! visits l: h, h, exit                # the 1st, 2nd, 3rd visit of `l` take these successors
//! trips l: tid + 1                    # the (tid+1)-th visit of `l` leaves its cycle
//! steps: 500                          # cap on generated paths (default 10000)
//! dfs: entry: b a                     # a DFS successor order (cycle hierarchy), optional
//! ```
//!
//! # Grammar
//! ```text
//! directive := keyword [name] ":" body          (one line; `#` or `//` starts a comment)
//! keyword   := "thread" | "threads" | "rule" | "visits" | "trips" | "steps" | "dfs"
//! thread    := "thread" [NAME] ":" path         path := NAME (("," | "->" | " ") NAME)*
//! threads   := "threads" ":" INT                (1 ..= 4096)
//! rule      := "rule" BLOCK ":" expr            (a block-valued expression)
//! visits    := "visits" BLOCK ":" NAME ("," NAME)*
//! trips     := "trips" BLOCK ":" expr           (an integer-valued expression)
//! steps     := "steps" ":" INT                  (1 ..= 50 000 000)
//! dfs       := "dfs" ":" ORDER                  (`b1: b3 b2; b4: b0 b5`, docs/CYCLES.md)
//! expr      := or ["?" expr ":" expr]
//! or        := and ("||" and)*      and := not ("&&" not)*      not := "!" not | cmp
//! cmp       := sum [("<" | "<=" | ">" | ">=" | "==" | "!=") sum]
//! sum       := prod (("+" | "-") prod)*      prod := unary (("*" | "/" | "%") unary)*
//! unary     := "-" unary | atom
//! atom      := INT | "tid" | "visit" | NAME | "(" expr ")"
//! NAME      := [A-Za-z0-9_.$]+ | '"' … '"'   (a leading `%` is allowed, as LLVM prints names)
//! ```
//! In a block position (the body of a `rule` and the arms of its `?:`) a number that names a
//! successor block is that block, unless a binary operator follows it (`rule 5: tid < 2 ? 11 :
//! 15` chooses block `11` or `15`; `rule 5: 2 < tid ? 11 : 15` compares the number 2); a
//! number before `?` is the condition unless it names a successor. Everywhere else numbers
//! are integers.
//!
//! `tid` is the thread id (0-based, in declaration order), `visit` the 1-based number of the
//! current visit of the branch block by this thread (for `trips`: since the thread last entered
//! the block's cycle). Comparisons and `!`, `&&`, `||` give 0 or 1; `/` and `%` by zero are
//! errors. Expressions nest at most 64 levels and have at most 256 operands.
//!
//! # Where directives live
//! - **Compact text**: directive lines are ordinary lines. A line is a directive iff it starts
//!   (after blanks) with a keyword, optionally a name, then `:`. Such lines were never valid
//!   compact text (`:` is not part of the CFG grammar), so every old input keeps its meaning;
//!   `thread -> x` is still an edge from a block called `thread`. [`crate::input::directives::extract`] blanks directive
//!   lines (spaces, newlines kept) before the CFG parser runs, so CFG errors keep their
//!   line:column.
//! - **LLVM IR**: the same directives inside `;` comments: `; thread T1: entry loop exit`.
//! - **DOT**: inside `//` or `#` comments: `// thread T1: a b c`.
//!
//! # Threads
//! `thread` lines define threads 0, 1, … in order. `threads: N` sets the number of threads;
//! threads without a `thread` line are *generated*: from the entry, at each block with more
//! than one successor the first applicable decision is taken: a `visits` entry for this visit,
//! a `trips` count, a `rule`; a block with one successor (or only equal successors) needs no
//! decision; a block without successors ends the path. A generated path longer than the step
//! cap (`steps:`) is cut and reported in [`ThreadPaths::notes`].
//!
//! `trips X: n` — the `n`-th visit of `X` (counted since the thread entered the innermost cycle
//! containing `X`, in the CFG's own cycle hierarchy) takes the first successor outside that
//! cycle, earlier visits the first successor inside it: with `X` the loop header or latch, the
//! loop runs `n` times (LLVM's trip count: header executions).
//!
//! Errors are [`ParseError`]s at the offending token of the full input text: unknown blocks,
//! missing edges (`no edge h -> x in the CFG; successors of h: b, l`), a path that does not
//! start at the entry, a rule naming a non-successor, a generated thread that reaches an
//! undecided branch, arithmetic errors (with the thread id).
//!
//! Complexity: extraction `O(len)`; resolution `O(len + n + m)`; generation `O(Σ path length ·
//! (1 + expression size))`.

mod body;
pub mod defaults;
pub mod expr;
pub use defaults::{default_threads, default_threads_text, default_width};
pub use expr::{BinOp, Expr, MAX_EXPR_DEPTH, MAX_EXPR_NODES};

use crate::cfg::{Block, Cfg};
use crate::cycles::CycleInfo;
use crate::input::directives::{Directive, Keyword};
use crate::input::dfs_order;
use crate::span::{LineIndex, ParseError, Span};
use body::{Body, Names};
use expr::{ExprCx, Ty, Value};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Default cap on the length of generated paths (`steps:`).
pub const DEFAULT_STEP_CAP: u32 = 10_000;
/// Largest accepted `steps:` value.
pub const MAX_STEP_CAP: u32 = 50_000_000;
/// Cap on the total number of generated instances (all generated threads together); a
/// generated thread gets at most its share of what is left, and a cut is reported.
pub const MAX_GENERATED_INSTANCES: usize = 1 << 24;
/// Largest accepted `threads:` value.
pub const MAX_THREADS: u32 = crate::limits::MAX_THREADS.max as u32;

/// A thread: its id (`tid`), dense from 0 in declaration order.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Thread(pub u32);

impl Thread {
    /// The id as `usize`, for side tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Thread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "T{}", self.0)
    }
}

/// A dynamic instance: a dense index over all threads' paths, thread-major (thread 0's
/// instances in path order, then thread 1's, …). See [`ThreadPaths::instance`].
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Instance(pub u32);

impl Instance {
    /// The index as `usize`, for side tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

// ---------------------------------------------------------------------------------------------
// Resolved scenario

/// A thread with an explicit path.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExplicitThread {
    /// Its name (`T<tid>` when none was written).
    pub name: String,
    /// Its blocks, starting at the entry; consecutive blocks are CFG edges.
    pub path: Vec<Block>,
    /// The directive's span.
    pub span: Span,
}

/// How generated threads decide at one branch block.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decisions {
    /// `rule`: a block-valued expression and the directive span.
    pub rule: Option<(Expr, Span)>,
    /// `visits`: the successor of the 1st, 2nd, … visit.
    pub visits: Option<(Vec<Block>, Span)>,
    /// `trips`: an integer expression, the directive span, the stay and leave successors.
    pub trips: Option<Trips>,
}

/// A resolved `trips` directive.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trips {
    /// The trip count expression.
    pub count: Expr,
    /// The directive's span.
    pub span: Span,
    /// The first successor inside the block's innermost cycle.
    pub stay: Block,
    /// The first successor outside it.
    pub leave: Block,
    /// The blocks of that cycle (sorted), to reset the visit counter on entry.
    pub cycle_blocks: Vec<Block>,
}

/// A resolved scenario: explicit threads, the thread count, per-block decisions for
/// generated threads, the step cap and an optional DFS order. Built by [`Scenario::resolve`];
/// paths come from [`Scenario::paths`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scenario {
    /// Threads with `thread` lines, tids `0..explicit.len()`.
    pub explicit: Vec<ExplicitThread>,
    /// `threads: N` and its span, if given.
    pub count: Option<(u32, Span)>,
    /// Per block (indexed by block), the decisions of generated threads.
    pub decisions: Vec<Decisions>,
    /// Cap on generated path length.
    pub step_cap: u32,
    /// A `dfs:` successor order (per block, as [`CycleInfo::compute_with_order`] takes) and its
    /// text.
    pub dfs_order: Option<(Vec<Vec<u32>>, String)>,
}

impl Scenario {
    /// Number of threads: `threads: N`, else the number of `thread` lines.
    pub fn num_threads(&self) -> usize {
        self.count.map_or(self.explicit.len(), |(n, _)| n as usize)
    }

    /// Whether the scenario defines no thread.
    pub fn is_empty(&self) -> bool {
        self.num_threads() == 0
    }

    /// Resolves `directives` (found in `src` by [`crate::input::directives::extract`]) against `cfg`.
    /// `O(len + n + m)`.
    ///
    /// # Errors
    /// A [`ParseError`] at the first problem: malformed body, unknown block, missing edge,
    /// path not starting at the entry, duplicate directive for a block, `threads:` smaller
    /// than the number of `thread` lines or out of range, a rule naming a non-successor, a
    /// `trips` block outside any cycle or without a leaving successor, a bad `dfs:` order.
    pub fn resolve(src: &str, directives: &[Directive], cfg: &Cfg) -> Result<Scenario, ParseError> {
        let index = LineIndex::new(src);
        let names = Names::new(cfg);
        let mut sc = Scenario { decisions: vec![Decisions::default(); cfg.num_blocks()], step_cap: DEFAULT_STEP_CAP, ..Default::default() };
        let mut steps_seen = false;
        let mut cycles: Option<CycleInfo> = None;
        for d in directives {
            let mut body = Body::new(src, d.body, &index);
            let head_block = |body: &Body| -> Result<Block, ParseError> {
                let Some(h) = d.head else {
                    return Err(body.err(Span::at(d.body.start as usize - 1), format!("expected a block name before `:` in `{}`", d.keyword.text())));
                };
                let mut hb = Body::new(src, h, &index);
                let (b, _) = hb.block(&names, "a block name")?;
                Ok(b)
            };
            let no_head = |body: &Body| -> Result<(), ParseError> {
                match d.head {
                    Some(h) => Err(body.err(h, format!("`{}` takes no name before `:`", d.keyword.text()))),
                    None => Ok(()),
                }
            };
            match d.keyword {
                Keyword::Merge | Keyword::Continue | Keyword::Ballot => {} // structured constructs and ballots: crate::constructs, crate::vulkan
                Keyword::Thread => {
                    let tid = sc.explicit.len();
                    let name = match d.head {
                        Some(h) => {
                            let t = h.text(src);
                            t.trim_start_matches('%').trim_matches('"').to_string()
                        }
                        None => format!("T{tid}"),
                    };
                    if sc.explicit.iter().any(|t| t.name == name) {
                        return Err(body.err(d.head.unwrap_or(d.span), format!("a second thread named `{name}`")));
                    }
                    let path = parse_path(&mut body, &names)?;
                    sc.explicit.push(ExplicitThread { name, path, span: d.span });
                }
                Keyword::Threads => {
                    no_head(&body)?;
                    if sc.count.is_some() {
                        return Err(body.err(d.span, "a second `threads:` line"));
                    }
                    let Some((n, s)) = body.int()? else {
                        return Err(body.expected("a thread count"));
                    };
                    body.finish()?;
                    if n < 1 || n > MAX_THREADS as i64 {
                        return Err(body.err(s, format!("the thread count must be 1 ..= {MAX_THREADS}")));
                    }
                    sc.count = Some((n as u32, d.span));
                }
                Keyword::Steps => {
                    no_head(&body)?;
                    if steps_seen {
                        return Err(body.err(d.span, "a second `steps:` line"));
                    }
                    steps_seen = true;
                    let Some((n, s)) = body.int()? else {
                        return Err(body.expected("a step cap"));
                    };
                    body.finish()?;
                    if n < 1 || n > MAX_STEP_CAP as i64 {
                        return Err(body.err(s, format!("the step cap must be 1 ..= {MAX_STEP_CAP}")));
                    }
                    sc.step_cap = n as u32;
                }
                Keyword::Dfs => {
                    no_head(&body)?;
                    if sc.dfs_order.is_some() {
                        return Err(body.err(d.span, "a second `dfs:` line"));
                    }
                    let mut text = d.body.text(src);
                    if let Some(c) = text.find('#') {
                        text = &text[..c];
                    }
                    let order = dfs_order::parse(cfg, text).map_err(|e| body.err(d.body, format!("dfs order: {e}")))?;
                    sc.dfs_order = Some((order, text.trim().to_string()));
                }
                Keyword::Rule => {
                    let b = head_block(&body)?;
                    if sc.decisions[b.index()].rule.is_some() {
                        return Err(body.err(d.span, format!("a second `rule` for `{}`", cfg.name_of(b))));
                    }
                    let cx = ExprCx { names: &names, block: b, succs: cfg.succs(b) };
                    let (e, t, s) = body.expr(&cx, Ty::Block, 0)?;
                    body.finish()?;
                    if t != Ty::Block {
                        return Err(body.err(s, format!("a rule must choose a successor of `{}` (e.g. `tid < 2 ? {} : …`), found a number", cfg.name_of(b), cfg.succs(b).first().map_or("…", |&x| cfg.name_of(x)))));
                    }
                    sc.decisions[b.index()].rule = Some((e, d.span));
                }
                Keyword::Visits => {
                    let b = head_block(&body)?;
                    if sc.decisions[b.index()].visits.is_some() {
                        return Err(body.err(d.span, format!("a second `visits` for `{}`", cfg.name_of(b))));
                    }
                    let mut list = Vec::new();
                    loop {
                        let (s, span) = body.block(&names, "a successor block")?;
                        if !cfg.succs(b).contains(&s) {
                            return Err(body.err(span, format!("`{}` is not a successor of `{}` (successors: {})", cfg.name_of(s), cfg.name_of(b), names.list(cfg.succs(b)))));
                        }
                        list.push(s);
                        if body.at_end() {
                            break;
                        }
                        if !body.eat(",") && body.peek().is_none() {
                            break;
                        }
                    }
                    sc.decisions[b.index()].visits = Some((list, d.span));
                }
                Keyword::Trips => {
                    let b = head_block(&body)?;
                    if sc.decisions[b.index()].trips.is_some() {
                        return Err(body.err(d.span, format!("a second `trips` for `{}`", cfg.name_of(b))));
                    }
                    let cx = ExprCx { names: &names, block: b, succs: cfg.succs(b) };
                    let (e, t, s) = body.expr(&cx, Ty::Int, 0)?;
                    body.finish()?;
                    if t != Ty::Int {
                        return Err(body.err(s, "a trip count must be a number, found a block"));
                    }
                    let ci = cycles.get_or_insert_with(|| CycleInfo::compute(cfg));
                    let Some(c) = ci.cycle_of(b) else {
                        return Err(body.err(d.head.unwrap_or(d.span), format!("`{}` is in no cycle, so it has no trip count", cfg.name_of(b))));
                    };
                    let stay = cfg.succs(b).iter().copied().find(|&s| ci.contains(c, s));
                    let leave = cfg.succs(b).iter().copied().find(|&s| !ci.contains(c, s));
                    let (Some(stay), Some(leave)) = (stay, leave) else {
                        return Err(body.err(d.head.unwrap_or(d.span), format!("`{}` has no successor leaving its cycle (header `{}`), so it cannot end the loop", cfg.name_of(b), cfg.name_of(ci.header(c)))));
                    };
                    let mut cycle_blocks: Vec<Block> = ci.blocks(c).collect();
                    crate::sort::sort_unstable(&mut cycle_blocks);
                    sc.decisions[b.index()].trips = Some(Trips { count: e, span: d.span, stay, leave, cycle_blocks });
                }
            }
        }
        if let Some((n, span)) = sc.count {
            if (n as usize) < sc.explicit.len() {
                return Err(ParseError::with_index(&index, src, span, format!("`threads: {n}` but {} `thread` lines", sc.explicit.len())));
            }
        }
        Ok(sc)
    }

    /// A scenario of explicit paths given as separate texts (the CLI's `--thread` options):
    /// each text is a path in the `thread` syntax. Threads are named `T1`, `T2`, … like the
    /// tables of LLVM's document.
    ///
    /// # Errors
    /// `(k, error)`: the 0-based index of the offending text and a [`ParseError`] whose
    /// line:column is inside that text.
    pub fn from_path_texts(cfg: &Cfg, texts: &[&str]) -> Result<Scenario, (usize, ParseError)> {
        let names = Names::new(cfg);
        let mut sc = Scenario { decisions: vec![Decisions::default(); cfg.num_blocks()], step_cap: DEFAULT_STEP_CAP, ..Default::default() };
        for (k, t) in texts.iter().enumerate() {
            let index = LineIndex::new(t);
            let mut body = Body::new(t, Span::new(0, t.len()), &index);
            let path = parse_path(&mut body, &names).map_err(|e| (k, e))?;
            sc.explicit.push(ExplicitThread { name: format!("T{}", k + 1), path, span: Span::new(0, t.len()) });
        }
        Ok(sc)
    }

    /// The paths of all threads: explicit ones as written, the others generated. `src` must
    /// be the text the scenario was resolved from (for error positions).
    ///
    /// # Errors
    /// A [`ParseError`] when a generated thread reaches a branch no directive decides, or an
    /// expression fails (division by zero, overflow) — naming the thread, block and visit.
    pub fn paths(&self, src: &str, cfg: &Cfg) -> Result<ThreadPaths, ParseError> {
        let mut out = ThreadPaths::default();
        let mut notes = Vec::new();
        for t in &self.explicit {
            out.push(t.name.clone(), &t.path);
            let last = t.path.last().copied().unwrap_or(cfg.entry());
            if !cfg.is_exit(last) {
                notes.push(format!("thread {} stops at `{}`, which is not an exit (a partial path)", t.name, cfg.name_of(last)));
            }
        }
        let n = self.num_threads();
        let mut visits = vec![0u32; cfg.num_blocks()];
        let mut trip_count = vec![0u32; cfg.num_blocks()];
        let trips: Vec<(Block, &Trips)> = cfg.blocks().filter_map(|b| self.decisions.get(b.index()).and_then(|d| d.trips.as_ref()).map(|t| (b, t))).collect();
        let mut path = Vec::new();
        let mut budget = MAX_GENERATED_INSTANCES;
        for tid in self.explicit.len()..n {
            // `T<tid>`, primed until no explicit thread has the name (`thread T1:` is tid 0).
            let mut name = format!("T{tid}");
            while self.explicit.iter().any(|t| t.name == name) {
                name.push('\'');
            }
            let cap = (self.step_cap as usize).min(budget / (n - tid)).max(1);
            visits.iter_mut().for_each(|v| *v = 0);
            trip_count.iter_mut().for_each(|v| *v = 0);
            path.clear();
            let mut cur = cfg.entry();
            let mut prev: Option<Block> = None;
            let mut truncated = false;
            loop {
                path.push(cur);
                visits[cur.index()] += 1;
                // A `trips` counter restarts whenever the thread enters that block's cycle.
                for &(b, tr) in &trips {
                    let inside = |x: Block| tr.cycle_blocks.binary_search(&x).is_ok();
                    if inside(cur) && prev.is_none_or(|p| !inside(p)) {
                        trip_count[b.index()] = 0;
                    }
                }
                let none = Decisions::default();
                let d = self.decisions.get(cur.index()).unwrap_or(&none);
                if d.trips.is_some() {
                    trip_count[cur.index()] += 1;
                }
                let succs = cfg.succs(cur);
                if succs.is_empty() {
                    break;
                }
                if path.len() >= cap {
                    truncated = true;
                    break;
                }
                let visit = visits[cur.index()];
                let err = |msg: String, span: Span| ParseError::new(src, span, msg);
                let next = if let Some((list, _)) = d.visits.as_ref().filter(|(l, _)| visit as usize <= l.len()) {
                    list[visit as usize - 1]
                } else if let Some(tr) = &d.trips {
                    let k = trip_count[cur.index()];
                    match tr.count.eval(tid as i64, k as i64) {
                        Ok(Value::Int(limit)) => {
                            if (k as i64) < limit {
                                tr.stay
                            } else {
                                tr.leave
                            }
                        }
                        Ok(Value::Block(_)) => return Err(err(format!("trips `{}`: not a number", cfg.name_of(cur)), tr.span)),
                        Err(e) => return Err(err(format!("trips `{}`: {e} for thread {name} (tid {tid}), visit {k}", cfg.name_of(cur)), tr.span)),
                    }
                } else if let Some((rule, span)) = &d.rule {
                    match rule.eval(tid as i64, visit as i64) {
                        Ok(Value::Block(b)) => b,
                        Ok(Value::Int(_)) => return Err(err(format!("rule `{}`: not a block", cfg.name_of(cur)), *span)),
                        Err(e) => return Err(err(format!("rule `{}`: {e} for thread {name} (tid {tid}), visit {visit}", cfg.name_of(cur)), *span)),
                    }
                } else if succs.iter().all(|&s| s == succs[0]) {
                    succs[0]
                } else {
                    let span = self.count.map_or(Span::at(src.len()), |(_, s)| s);
                    return Err(err(
                        format!(
                            "thread {name} (tid {tid}) reaches `{}` (visit {visit}), a branch to {}, and no `rule`, `visits` or `trips` line decides it; add e.g. `rule {}: tid < 2 ? {} : {}`",
                            cfg.name_of(cur),
                            Names::new(cfg).list(succs),
                            cfg.name_of(cur),
                            cfg.name_of(succs[0]),
                            cfg.name_of(succs[succs.len() - 1])
                        ),
                        span,
                    ));
                };
                prev = Some(cur);
                cur = next;
            }
            if truncated {
                let why = if cap < self.step_cap as usize { format!("its share of the {MAX_GENERATED_INSTANCES} generated instances") } else { format!("step cap `steps: {}`", self.step_cap) };
                notes.push(format!("thread {name} stopped after {} blocks ({why}); its path does not reach an exit", path.len()));
            }
            budget = budget.saturating_sub(path.len());
            out.push(name, &path);
            out.truncated[tid] = truncated;
        }
        out.notes = notes;
        Ok(out)
    }
}

/// Parses a path: names separated by blanks, `,` or `->`; checks the entry and every edge.
fn parse_path(body: &mut Body, names: &Names) -> Result<Vec<Block>, ParseError> {
    let cfg = names.cfg;
    let mut path: Vec<Block> = Vec::new();
    loop {
        if body.at_end() {
            break;
        }
        if !path.is_empty() && !body.eat("->") {
            body.eat(",");
        }
        let (b, span) = body.block(names, "a block name")?;
        match path.last() {
            None => {
                if b != cfg.entry() {
                    return Err(body.err(span, format!("a thread path starts at the entry block `{}`, found `{}`", cfg.name_of(cfg.entry()), cfg.name_of(b))));
                }
            }
            Some(&p) => {
                if !cfg.succs(p).contains(&b) {
                    return Err(body.err(span, format!("no edge `{} -> {}` in the CFG; successors of `{}`: {}", cfg.name_of(p), cfg.name_of(b), cfg.name_of(p), names.list(cfg.succs(p)))));
                }
            }
        }
        path.push(b);
    }
    if path.is_empty() {
        return Err(body.expected("a path of blocks starting at the entry"));
    }
    Ok(path)
}

/// The paths of all threads, stored flat: thread `t`'s blocks are
/// `blocks[offsets[t]..offsets[t+1]]`, and [`Instance`]`(offsets[t] + k)` is its `k`-th
/// dynamic instance. `O(threads)` per lookup of an instance's thread (binary search), `O(1)`
/// otherwise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThreadPaths {
    /// Thread names (`T1`, …), indexed by thread.
    pub names: Vec<String>,
    /// Whether each thread's generated path was cut at the step cap.
    pub truncated: Vec<bool>,
    /// Notes for the person: truncated paths, partial paths.
    pub notes: Vec<String>,
    offsets: Vec<u32>,
    blocks: Vec<Block>,
}

impl Default for ThreadPaths {
    fn default() -> ThreadPaths {
        ThreadPaths { names: Vec::new(), truncated: Vec::new(), notes: Vec::new(), offsets: vec![0], blocks: Vec::new() }
    }
}

impl ThreadPaths {
    /// Paths from explicit block sequences (not checked against a CFG; used by tests,
    /// generators and benchmarks). Threads are named `T1`, `T2`, ….
    pub fn from_paths(paths: &[Vec<Block>]) -> ThreadPaths {
        let mut out = ThreadPaths::default();
        for (k, p) in paths.iter().enumerate() {
            out.push(format!("T{}", k + 1), p);
        }
        out
    }

    /// Appends a thread. Panics never; instance ids beyond `u32` are not supported (the
    /// total is saturated).
    pub fn push(&mut self, name: String, path: &[Block]) {
        self.names.push(name);
        self.truncated.push(false);
        self.blocks.extend_from_slice(path);
        self.offsets.push(self.blocks.len().min(u32::MAX as usize) as u32);
    }

    /// Number of threads.
    pub fn num_threads(&self) -> usize {
        self.names.len()
    }

    /// Total number of dynamic instances (all threads).
    pub fn num_instances(&self) -> usize {
        self.blocks.len()
    }

    /// Thread `t`'s path. Panics if `t` is out of range.
    pub fn path(&self, t: Thread) -> &[Block] {
        &self.blocks[self.offsets[t.index()] as usize..self.offsets[t.index() + 1] as usize]
    }

    /// All threads.
    pub fn threads(&self) -> impl DoubleEndedIterator<Item = Thread> + ExactSizeIterator + Clone {
        (0..self.names.len() as u32).map(Thread)
    }

    /// The instance at position `k` of thread `t`'s path (`k < path(t).len()`).
    pub fn instance(&self, t: Thread, k: usize) -> Instance {
        Instance(self.offsets[t.index()] + k as u32)
    }

    /// The first instance id of thread `t` (its instances are contiguous).
    pub fn first_instance(&self, t: Thread) -> Instance {
        Instance(self.offsets[t.index()])
    }

    /// The block of instance `i`. Panics if `i` is out of range.
    pub fn block(&self, i: Instance) -> Block {
        self.blocks[i.index()]
    }

    /// The blocks of all instances, indexed by instance.
    pub fn all_blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// The thread of instance `i`. `O(log threads)`.
    pub fn thread_of(&self, i: Instance) -> Thread {
        Thread((self.offsets.partition_point(|&o| o <= i.0) - 1) as u32)
    }

    /// The position of `i` in its thread's path. `O(log threads)`.
    pub fn position(&self, i: Instance) -> usize {
        (i.0 - self.offsets[self.thread_of(i).index()]) as usize
    }

    /// The instance offsets: thread `t`'s instances are `offsets()[t] .. offsets()[t+1]`.
    pub fn offsets(&self) -> &[u32] {
        &self.offsets
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::load;

    const LOOP: &str = "entry -> h\nh ~> b, l\nb -> l\nl ~> h, exit\nexit\n";

    fn names(cfg: &Cfg, p: &[Block]) -> String {
        p.iter().map(|&b| cfg.name_of(b)).collect::<Vec<_>>().join(" ")
    }

    fn load_ok(src: &str) -> (Cfg, ThreadPaths) {
        let l = load(src, None, None).unwrap_or_else(|e| panic!("{e}"));
        (l.program.functions[0].cfg().clone(), l.paths)
    }

    #[test]
    fn explicit_paths_and_old_inputs() {
        let src = format!("{LOOP}thread T1: entry h b l h l exit\nthread T2: entry -> h -> l -> exit\n");
        let (cfg, p) = load_ok(&src);
        assert_eq!(p.num_threads(), 2);
        assert_eq!(names(&cfg, p.path(Thread(0))), "entry h b l h l exit");
        assert_eq!(names(&cfg, p.path(Thread(1))), "entry h l exit");
        assert_eq!(p.names, ["T1", "T2"]);
        // Generated threads are named by their tid, never as an explicit thread is.
        let (_, p) = load_ok(&format!("{LOOP}thread T1: entry h l exit\nthreads: 3\nrule h: b\nrule l: exit\n"));
        assert_eq!(p.names, ["T1", "T1'", "T2"]);
        // Blocks called like keywords stay blocks.
        let (cfg, p) = load_ok("thread -> threads\nthreads -> rule\nrule\n");
        assert_eq!(cfg.num_blocks(), 3);
        assert_eq!(p.num_threads(), 0);
    }

    #[test]
    fn rules_visits_trips() {
        let src = format!("{LOOP}threads: 4\nrule h: tid < 2 ? b : l\ntrips l: tid + 1\n");
        let (cfg, p) = load_ok(&src);
        assert_eq!(names(&cfg, p.path(Thread(0))), "entry h b l exit");
        assert_eq!(names(&cfg, p.path(Thread(1))), "entry h b l h b l exit");
        assert_eq!(names(&cfg, p.path(Thread(3))), "entry h l h l h l h l exit");
        let src = format!("{LOOP}threads: 1\nvisits h: b, l, b\nvisits l: h, h, exit\n");
        let (cfg, p) = load_ok(&src);
        assert_eq!(names(&cfg, p.path(Thread(0))), "entry h b l h l h b l exit");
        let src = format!("{LOOP}threads: 2\nrule h: visit % 2 == 1 ? b : l # odd visits\nrule l: visit < 3 ? h : exit");
        let (cfg, p) = load_ok(&src);
        assert_eq!(names(&cfg, p.path(Thread(1))), "entry h b l h l h b l exit");
    }

    #[test]
    fn step_cap_is_reported() {
        let src = format!("{LOOP}threads: 1\nrule h: b\nrule l: h\nsteps: 50\n");
        let (_, p) = load_ok(&src);
        assert_eq!(p.path(Thread(0)).len(), 50);
        assert!(p.truncated[0]);
        assert!(p.notes[0].contains("step cap"), "{:?}", p.notes);
    }

    #[test]
    fn errors_point_at_the_token() {
        let err = |s: &str| load(&format!("{LOOP}{s}\n"), None, None).unwrap_err().to_string();
        assert_eq!(err("thread T1: entry h x"), "line 6:20: no block named `x` in the CFG");
        assert_eq!(err("thread T1: entry b"), "line 6:18: no edge `entry -> b` in the CFG; successors of `entry`: h");
        assert_eq!(err("thread T1: h l"), "line 6:12: a thread path starts at the entry block `entry`, found `h`");
        assert_eq!(err("rule h: tid < 2 ? b : exit"), "line 6:23: `exit` is not a successor of `h` (successors: b, l)");
        assert_eq!(err("rule h: tid < 2"), "line 6:9: a rule must choose a successor of `h` (e.g. `tid < 2 ? b : …`), found a number");
        assert!(err("threads: 2").contains("reaches `h` (visit 1)"), "{}", err("threads: 2"));
        assert_eq!(err("trips b: 3"), "line 6:7: `b` has no successor leaving its cycle (header `h`), so it cannot end the loop");
        assert_eq!(err("threads: 0"), "line 6:10: the thread count must be 1 ..= 4096");
        assert!(err("threads: 1\nrule h: 1 / (tid - tid) ? b : l").contains("division by zero for thread T0 (tid 0)"));
        let deep = format!("threads: 1\nrule h: {}1{} ? b : l", "(".repeat(100), ")".repeat(100));
        assert!(err(&deep).contains("nested deeper"));
        let long = format!("threads: 1\nrule h: 1{} ? b : l", "+1".repeat(100_000));
        assert!(err(&long).contains("longer than 256 operands"));
        // CFG errors keep their position after directive lines were blanked.
        let e = load("thread: a b\na -> b\nc ->\n", None, None).unwrap_err();
        assert_eq!((e.line, e.col), (4, 1));
    }

    #[test]
    fn ir_and_dot_comments() {
        let ir = "define void @k() {\nentry:\n  br label %exit\nexit:\n  ret void\n}\n; thread T1: %entry %exit\n; threads: 2\n";
        let l = load(ir, None, None).unwrap();
        assert_eq!(l.paths.num_threads(), 2);
        assert_eq!(l.paths.path(Thread(1)).len(), 2);
        let dot = "digraph g {\n a -> b\n}\n// thread: a b\n# thread: a b\n";
        let l = load(dot, None, None).unwrap();
        assert_eq!(l.paths.num_threads(), 2);
    }

    #[test]
    fn path_texts() {
        let cfg = crate::input::compact::parse(LOOP).unwrap();
        let sc = Scenario::from_path_texts(&cfg, &["entry h l exit", "entry h b l exit"]).unwrap();
        let p = sc.paths("", &cfg).unwrap();
        assert_eq!(p.num_threads(), 2);
        assert_eq!(p.instance(Thread(1), 2), Instance(6));
        assert_eq!(p.thread_of(Instance(6)), Thread(1));
        assert_eq!(p.position(Instance(6)), 2);
        let (k, e) = Scenario::from_path_texts(&cfg, &["entry h l exit", "entry l"]).unwrap_err();
        assert_eq!((k, e.col), (1, 7));
    }
}
