//! Answering a step's question with the core's analyses (module table in [`super`]).
//! Everything here calls existing analyses through [`Session`] (or [`LoopAnalysis`] for C
//! loops); nothing is computed by the lesson itself.

use super::{Answer, LessonError, ParsedLesson, QuestionKind, Step};
use crate::cfg::{Block, Cfg};
use crate::control_dependence::ControlDependence;
use crate::convergence::{self, ReportOptions};
use crate::dominator_algorithms::{self, Algorithm, Column, Value};
use crate::engine::{self, markers, Engine, PolicyKind};
use crate::frontiers::{DominanceFrontier, PostDominanceFrontier};
use crate::if_conversion::{IfConversion, IfConversionOptions, IrSource, Scope};
use crate::loops::{scop::DEFAULT_INSTANCE_LIMIT, LoopAnalysis, LoopError};
use crate::session::Session;
use crate::span::Span;
use crate::uniformity::{reasons, UnmarkedBranches};
use std::borrow::Cow;

/// Looks up a gallery entry's text by its id (the web's `examples::find`; tests read
/// `web/src/examples.rs`). `None`: no such entry.
pub type Examples<'a> = &'a dyn Fn(&str) -> Option<String>;

fn at(line: u32, col: u32, message: impl Into<String>) -> LessonError {
    LessonError { line, col, span: Span::default(), message: message.into() }
}

/// The input text of step `step` (0-based): its fenced block (or the one carried over), else
/// the gallery entry named by `example:` from `examples`.
///
/// # Errors
/// No scenario; an `example:` that `examples` does not know (at the `example:` line).
pub fn scenario_text<'l>(lesson: &'l ParsedLesson, step: usize, examples: Examples<'_>) -> Result<Cow<'l, str>, LessonError> {
    let s = lesson.steps.get(step).ok_or_else(|| at(0, 0, format!("the lesson has no step {}", step + 1)))?;
    let sc = &s.scenario;
    if let Some(t) = &sc.source {
        return Ok(Cow::Borrowed(t));
    }
    match &sc.example {
        Some(id) => examples(id).map(Cow::Owned).ok_or_else(|| at(sc.source_line, 1, format!("no gallery example named `{id}`"))),
        None => Err(at(s.line, 1, format!("step {} has no scenario: give a fenced block or `example: NAME`", s.number))),
    }
}

/// An error of the scenario text (line:column in that text) moved to the lesson's lines.
fn scenario_error(s: &Step, e_line: u32, e_col: u32, message: &str) -> LessonError {
    let sc = &s.scenario;
    if sc.source.is_some() && sc.example.is_none() && sc.source_line > 0 && e_line > 0 {
        at(sc.source_line + e_line - 1, e_col, message.to_string())
    } else {
        let id = sc.example.as_deref().unwrap_or("");
        at(sc.source_line.max(s.line), 1, format!("example `{id}`, line {e_line}:{e_col}: {message}"))
    }
}

/// A loaded scenario: the session and the chosen function.
struct Loaded {
    session: Session,
    k: usize,
}

fn load(lesson: &ParsedLesson, step: usize, examples: Examples<'_>) -> Result<Loaded, LessonError> {
    let s = &lesson.steps[step];
    let text = scenario_text(lesson, step, examples)?;
    let session = Session::parse(text.into_owned(), None).map_err(|e| scenario_error(s, e.line, e.col, &e.message))?;
    let k = match &s.scenario.function {
        Some(f) => session.function_index(Some(f)).map_err(|e| {
            let (line, col) = place(s, "function");
            at(line, col, e.message)
        })?,
        None if session.program().functions.is_empty() => return Err(at(s.line, 1, "the scenario has no function")),
        None => session.program().default_function(),
    };
    Ok(Loaded { session, k })
}

fn place(s: &Step, key: &str) -> (u32, u32) {
    s.scenario.places.iter().find(|(k, _, _)| k == key).map_or((s.line, 1), |&(_, l, c)| (l, c))
}

/// The step's `dfs:` order for function `k` (empty: the CFG's own).
fn order(s: &Step, l: &Loaded) -> Result<Vec<Vec<u32>>, LessonError> {
    match &s.scenario.dfs {
        Some(t) => l.session.parse_order(l.k, t).map_err(|e| {
            let (line, col) = place(s, "dfs");
            at(line, col, format!("`dfs:` {e}"))
        }),
        None => Ok(Vec::new()),
    }
}

/// The step's `dfs:` notation as the `[block, permutation]` pairs of the web's link
/// (`LinkState::dfs_order`): one pair per block whose order differs from the CFG's.
///
/// # Errors
/// The notation's message (an unknown block, not a permutation of its successors).
pub fn link_dfs_order(session: &Session, function: usize, text: &str) -> Result<Vec<(String, Vec<u32>)>, String> {
    let order = session.parse_order(function, text)?;
    let cfg = session.cfg(function);
    Ok(order
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.iter().enumerate().all(|(i, &j)| i as u32 == j))
        .map(|(b, p)| (cfg.name_of(Block::new(b)).to_string(), p.clone()))
        .collect())
}

/// Answers step `step`'s (0-based) question by loading its scenario and calling the analyses.
/// With `options:`, the answer's items are the options equal to the computed answer.
///
/// # Errors
/// At their line:column in the lesson: the step has no question; its scenario does not parse
/// (the scenario's own error, moved to the lesson's lines); a block, value, thread or instance
/// the scenario lacks (at the question's argument); a question the scenario cannot answer
/// (values without LLVM IR, a loop question without a schedule, a warp that has finished);
/// options none of which is right.
pub fn answer(lesson: &ParsedLesson, step: usize, examples: Examples<'_>) -> Result<Answer, LessonError> {
    let s = lesson.steps.get(step).ok_or_else(|| at(0, 0, format!("the lesson has no step {}", step + 1)))?;
    let q = s.question.as_ref().ok_or_else(|| at(s.line, 1, format!("step {} asks no question", s.number)))?;
    let mut a = match &q.kind {
        QuestionKind::Legal | QuestionKind::Remedy => loops_answer(lesson, step, examples)?,
        _ => {
            let l = load(lesson, step, examples)?;
            cfg_answer(s, &l)?
        }
    };
    a.shape = Some(q.kind.shape());
    if !q.options.is_empty() {
        let key = |x: &str| x.trim().trim_start_matches('%').to_ascii_lowercase();
        let right: Vec<String> = q.options.iter().filter(|o| a.items.iter().any(|i| key(i) == key(o))).cloned().collect();
        if right.is_empty() {
            return Err(at(q.options_line, 1, format!("none of the options is the computed answer `{}`", a.items.join(", "))));
        }
        a.items = right;
    }
    Ok(a)
}

/// [`answer`]s every step with a question and checks every step's scenario (it parses; its
/// `dfs:`, `highlight:`, `select:`, `query:`, `idf:` name blocks that exist), appending each
/// problem to its step's [`Step::errors`]. Returns the answers (`None` where the step asks
/// nothing or has an error).
pub fn check(lesson: &mut ParsedLesson, examples: Examples<'_>) -> Vec<Option<Answer>> {
    let mut out = Vec::with_capacity(lesson.steps.len());
    for i in 0..lesson.steps.len() {
        let mut errs = Vec::new();
        let is_loops = lesson.steps[i].question.as_ref().is_some_and(|q| matches!(q.kind, QuestionKind::Legal | QuestionKind::Remedy)) || lesson.steps[i].scenario.tab.as_deref() == Some("loops");
        if !is_loops {
            match load(lesson, i, examples) {
                Ok(l) => errs.extend(check_scenario(&lesson.steps[i], &l)),
                Err(e) => errs.push(e),
            }
        }
        let a = if lesson.steps[i].question.is_some() && (errs.is_empty() || is_loops) {
            match answer(lesson, i, examples) {
                Ok(a) => Some(a),
                Err(e) => {
                    errs.push(e);
                    None
                }
            }
        } else {
            None
        };
        for e in errs {
            if !lesson.steps[i].errors.contains(&e) {
                lesson.steps[i].errors.push(e);
            }
        }
        out.push(a);
    }
    out
}

fn check_scenario(s: &Step, l: &Loaded) -> Vec<LessonError> {
    let cfg = l.session.cfg(l.k);
    let mut errs = Vec::new();
    if let Err(e) = order(s, l) {
        errs.push(e);
    }
    let sc = &s.scenario;
    let mut named: Vec<(&str, &String)> = sc.highlight.iter().map(|b| ("highlight", b)).collect();
    named.extend(sc.idf_defs.iter().map(|b| ("idf", b)));
    named.extend(sc.selected.iter().map(|b| ("select", b)));
    named.extend(sc.query.0.iter().chain(sc.query.1.iter()).map(|b| ("query", b)));
    named.extend(sc.ifc_loop.iter().map(|b| ("ifconv-loop", b)));
    if let Some(x) = &sc.explain {
        let u = l.session.uniformity(l.k);
        let f = l.session.function(l.k);
        let ctx = reasons::Context { cfg, ir: f.ir(), src: l.session.src() };
        if reasons::resolve(u, &ctx, x).is_none() {
            let (line, col) = place(s, "explain");
            errs.push(at(line, col, format!("`explain:` names `{x}`, which is neither a value nor a block of function `{}`", cfg.name())));
        }
    }
    for (key, b) in named {
        if find(cfg, b).is_none() {
            let (line, col) = place(s, key);
            errs.push(at(line, col, format!("`{key}:` names `{b}`, which is not a block of function `{}`", cfg.name())));
        }
    }
    errs
}

fn find(cfg: &Cfg, name: &str) -> Option<Block> {
    cfg.find(name).or_else(|| cfg.find(name.strip_prefix('%').unwrap_or(name)))
}

/// The block named by argument `i` of the step's question.
fn block(s: &Step, cfg: &Cfg, i: usize, name: &str) -> Result<Block, LessonError> {
    find(cfg, name).ok_or_else(|| {
        let q = s.question.as_ref();
        let line = q.map_or(s.line, |q| q.line);
        let col = q.and_then(|q| q.arg_cols.get(i).copied()).unwrap_or(1);
        at(line, col, format!("`{name}` is not a block of function `{}`", cfg.name()))
    })
}

fn q_err(s: &Step, message: impl Into<String>) -> LessonError {
    let q = s.question.as_ref();
    at(q.map_or(s.line, |q| q.line), q.map_or(1, |q| q.col), message)
}

fn names(cfg: &Cfg, bs: impl IntoIterator<Item = Block>) -> Vec<String> {
    bs.into_iter().map(|b| cfg.name_of(b).to_string()).collect()
}

fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.to_string()
}

fn algorithm(s: &Step, default: Algorithm) -> Algorithm {
    s.scenario.algorithm.as_deref().and_then(|a| serde_json::from_value(serde_json::Value::String(a.to_string())).ok()).unwrap_or(default)
}

/// The chain `b ← idom(b) ← …` of a tree given by `parent`.
fn chain(b: Block, parent: impl Fn(Block) -> Option<Block>) -> Vec<Block> {
    let mut v = vec![b];
    let mut x = b;
    while let Some(p) = parent(x) {
        if v.contains(&p) {
            break;
        }
        v.push(p);
        x = p;
    }
    v
}

fn cfg_answer(s: &Step, l: &Loaded) -> Result<Answer, LessonError> {
    let ses = &l.session;
    let k = l.k;
    let cfg = ses.cfg(k);
    let mut a = Answer::default();
    use QuestionKind as K;
    let kind = &s.question.as_ref().ok_or_else(|| q_err(s, "no question"))?.kind;
    match kind {
        K::Dominators { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let dt = ses.domtree(k);
            if !dt.is_reachable(b) {
                a.reasons.push(format!("`{name}` is unreachable from the entry: no block dominates it (LLVM leaves it out of the tree)."));
            } else {
                let c = chain(b, |x| dt.idom(x));
                a.items = names(cfg, cfg.blocks().filter(|&x| dt.dominates(x, b)));
                a.reasons.push(format!("The dominators of `{name}` are the chain of immediate dominators up the dominator tree: {}.", names(cfg, c.iter().copied()).join(" ← ")));
                a.reasons.push(format!("Every path from the entry `{}` to `{name}` passes through each of them; any other block can be avoided.", cfg.name_of(cfg.entry())));
            }
            a.highlight = a.items.clone();
        }
        K::Idom { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let alg = algorithm(s, Algorithm::SemiNca);
            let idoms = dominator_algorithms::run(alg, cfg, None);
            let got = idoms.get(b.index()).copied().flatten();
            let tree = ses.domtree(k).idom(b);
            a.items = vec![got.map_or("none".into(), |x| cfg.name_of(x).to_string())];
            match got {
                Some(x) => a.reasons.push(format!("{}: idom({name}) = {} — the closest block that every path from the entry to `{name}` passes through.", alg.name(), cfg.name_of(x))),
                None => a.reasons.push(format!("{}: `{name}` has no immediate dominator (it is the entry, or unreachable).", alg.name())),
            }
            if got == tree {
                a.reasons.push("The production dominator tree (Semi-NCA, as LLVM) agrees.".into());
            } else {
                a.reasons.push(format!("The production dominator tree says {} — the algorithms disagree; please report this.", tree.map_or("none", |x| cfg.name_of(x))));
            }
            a.highlight = a.items.clone();
        }
        K::SemiDominator { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let alg = match algorithm(s, Algorithm::SimpleLengauerTarjan) {
                x @ (Algorithm::SimpleLengauerTarjan | Algorithm::SemiNca) => x,
                _ => Algorithm::SimpleLengauerTarjan,
            };
            let (idoms, trace) = dominator_algorithms::traced(alg, cfg);
            let t = trace.final_table();
            match t.get(b, Column::Sdom) {
                Some(Value::Block(x)) => {
                    a.items = vec![cfg.name_of(*x).to_string()];
                    a.reasons.push(format!("{}: sdom({name}) = {} — the block with the smallest DFS number from which a path reaches `{name}` through blocks all numbered above `{name}` only.", alg.name(), cfg.name_of(*x)));
                }
                _ => {
                    a.items = vec!["none".into()];
                    a.reasons.push(format!("{}: `{name}` has no semi-dominator (it is the entry, or unreachable).", alg.name()));
                }
            }
            if let Some(Some(i)) = idoms.get(b.index()) {
                let same = a.items.first().map(String::as_str) == Some(cfg.name_of(*i));
                a.reasons.push(format!("idom({name}) = {}{}", cfg.name_of(*i), if same { ": here the semi-dominator is the immediate dominator." } else { ": the semi-dominator is not always the immediate dominator." }));
            }
            a.highlight = a.items.clone();
        }
        K::PostDominators { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let pdt = ses.postdomtree(k);
            a.items = names(cfg, cfg.blocks().filter(|&x| pdt.post_dominates(x, b)));
            let c = chain(b, |x| pdt.ipdom(x));
            a.reasons.push(format!("The post-dominators of `{name}` are the chain of immediate post-dominators up the post-dominator tree: {} ← virtual exit.", names(cfg, c.iter().copied()).join(" ← ")));
            a.reasons.push(format!("Every path from `{name}` to an exit passes through each of them."));
            a.highlight = a.items.clone();
        }
        K::Ipdom { block: name } | K::Reconverge { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let pdt = ses.postdomtree(k);
            let ip = pdt.ipdom(b);
            a.items = vec![ip.map_or("none".into(), |x| cfg.name_of(x).to_string())];
            match (ip, matches!(kind, K::Reconverge { .. })) {
                (Some(x), false) => a.reasons.push(format!("ipdom({name}) = {}: the first block every path from `{name}` to an exit must pass through.", cfg.name_of(x))),
                (None, false) => a.reasons.push(format!("`{name}` has no immediate post-dominator but LLVM's virtual exit (its paths leave through different exits, or it is a root).")),
                (Some(x), true) => {
                    a.reasons.push(format!("At the branch in `{name}` the SIMT stack pushes an entry whose reconvergence point is ipdom({name}) = {}.", cfg.name_of(x)));
                    a.reasons.push(format!("Each side runs with its lanes until it reaches {}; there the entry is popped and the lanes run together again.", cfg.name_of(x)));
                }
                (None, true) => a.reasons.push(format!("`{name}` has no immediate post-dominator (only LLVM's virtual exit): the stack does not reconverge these lanes before they leave the function.")),
            }
            if cfg.succs(b).len() < 2 {
                a.reasons.push(format!("(`{name}` has {} successor(s): it does not branch.)", cfg.succs(b).len()));
            }
            a.highlight = a.items.clone();
        }
        K::Dominates { a: x, b: y } | K::PostDominates { a: x, b: y } => {
            let bx = block(s, cfg, 0, x)?;
            let by = block(s, cfg, 1, y)?;
            let post = matches!(kind, K::PostDominates { .. });
            let r = if post { ses.postdomtree(k).post_dominates(bx, by) } else { ses.domtree(k).dominates(bx, by) };
            a.items = vec![yes_no(r)];
            let (rel, pos) = if post { ("post-dominates", ses.postdomtree(k).dfs_numbers(bx)) } else { ("dominates", ses.domtree(k).dfs_numbers(bx).unwrap_or((0, 0))) };
            let pos_y = if post { ses.postdomtree(k).dfs_numbers(by) } else { ses.domtree(k).dfs_numbers(by).unwrap_or((0, 0)) };
            let base = if post { "post-dominate" } else { "dominate" };
            a.reasons.push(if r { format!("`{x}` {rel} `{y}`: every path {} passes through `{x}`.", if post { format!("from `{y}` to an exit") } else { format!("from the entry to `{y}`") }) } else { format!("`{x}` does not {base} `{y}`.") });
            a.reasons.push(format!("In/out numbers of the tree: `{x}` [{}, {}], `{y}` [{}, {}] — `{x}` {rel} `{y}` exactly when `{y}`'s interval lies inside `{x}`'s (an O(1) query).", pos.0, pos.1, pos_y.0, pos_y.1));
            a.highlight = vec![x.clone(), y.clone()];
        }
        K::Frontier { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let dt = ses.domtree(k);
            let df = DominanceFrontier::compute(cfg, dt);
            a.items = names(cfg, df.of(b).iter().copied());
            for &y in df.of(b) {
                let p = cfg.preds(y).iter().copied().find(|&p| dt.dominates(b, p));
                a.reasons.push(match p {
                    Some(p) => format!("`{}`: `{name}` dominates its predecessor `{}` but does not strictly dominate `{}`.", cfg.name_of(y), cfg.name_of(p), cfg.name_of(y)),
                    None => format!("`{}` is in the frontier of `{name}`.", cfg.name_of(y)),
                });
            }
            if a.items.is_empty() {
                a.reasons.push(format!("The frontier of `{name}` is empty: its dominance never ends at a join."));
            }
            a.highlight = a.items.clone();
        }
        K::PostFrontier { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let pdt = ses.postdomtree(k);
            let pdf = PostDominanceFrontier::compute(cfg, pdt);
            a.items = names(cfg, pdf.of(b).iter().copied());
            for &y in pdf.of(b) {
                let c = cfg.succs(y).iter().copied().find(|&c| pdt.post_dominates(b, c));
                a.reasons.push(match c {
                    Some(c) => format!("`{}`: `{name}` post-dominates its successor `{}` but does not strictly post-dominate `{}`.", cfg.name_of(y), cfg.name_of(c), cfg.name_of(y)),
                    None => format!("`{}` is in the post-dominance frontier of `{name}`.", cfg.name_of(y)),
                });
            }
            if a.items.is_empty() {
                a.reasons.push(format!("The post-dominance frontier of `{name}` is empty."));
            }
            a.highlight = a.items.clone();
        }
        K::ControlDependence { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let cd = ControlDependence::compute(cfg, ses.postdomtree(k));
            let edges = cd.depends_on(b);
            let mut items: Vec<String> = Vec::new();
            for e in edges {
                let br = cfg.name_of(e.branch).to_string();
                let t = e.target(cfg).map_or("?", |t| cfg.name_of(t));
                a.reasons.push(format!("`{name}` runs exactly when `{br}` takes its edge to `{t}` (label {}): `{name}` post-dominates `{t}` but not `{br}`.", e.label(cfg)));
                if !items.contains(&br) {
                    items.push(br);
                }
            }
            if edges.is_empty() {
                a.reasons.push(format!("`{name}` depends on no branch: it runs whenever the function runs (it post-dominates the entry)."));
            }
            a.items = items;
            a.highlight = a.items.clone();
        }
        K::CycleHeader { block: name } | K::CycleEntries { block: name } | K::Reducible { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let ord = order(s, l)?;
            let ci = ses.cycles_for(k, &ord).map_err(|e| {
                let (line, col) = place(s, "dfs");
                at(line, col, format!("`dfs:` {e}"))
            })?;
            let dfs_text = crate::input::dfs_order::format(cfg, &ord);
            let Some(c) = ci.cycle_of(b) else {
                a.items = vec![if matches!(kind, K::Reducible { .. }) { "no".into() } else { "none".into() }];
                if matches!(kind, K::CycleEntries { .. }) {
                    a.items.clear();
                }
                a.reasons.push(format!("`{name}` is in no cycle."));
                return Ok(a);
            };
            let h = ci.header(c);
            let entries: Vec<String> = names(cfg, ci.entries(c));
            let blocks: Vec<String> = names(cfg, ci.blocks(c));
            a.items = match kind {
                K::CycleHeader { .. } => vec![cfg.name_of(h).to_string()],
                K::CycleEntries { .. } => entries.clone(),
                _ => vec![yes_no(ci.is_reducible(c))],
            };
            a.reasons.push(format!("Under the DFS order `{dfs_text}`, the innermost cycle containing `{name}` is {{{}}} (depth {}).", blocks.join(", "), ci.depth(c)));
            a.reasons.push(format!("Its entries (blocks with a predecessor outside the cycle, or the function's entry) are {}.", entries.join(", ")));
            a.reasons.push(format!("The header is the entry the depth-first search reaches first: `{}`.", cfg.name_of(h)));
            a.reasons.push(if ci.is_reducible(c) { "One entry: the cycle is reducible (a natural loop).".to_string() } else { format!("{} entries: the cycle is irreducible, and another DFS order can pick another header.", entries.len()) });
            a.highlight = blocks;
        }
        K::DivergentBranches | K::Joins { .. } | K::DivergentValues | K::Why { .. } => {
            let ord = order(s, l)?;
            let u_own;
            let u = if s.scenario.dfs.is_some() {
                u_own = ses.uniformity_with(k, Some(&ord), UnmarkedBranches::Divergent);
                &u_own
            } else {
                ses.uniformity(k)
            };
            let f = ses.function(k);
            let ctx = reasons::Context { cfg, ir: f.ir(), src: ses.src() };
            match kind {
                K::DivergentBranches => {
                    let bs: Vec<Block> = u.divergent_branches().collect();
                    a.items = names(cfg, bs.iter().copied());
                    for &b in &bs {
                        let c = reasons::explain(u, &ctx, reasons::Subject::Branch(b));
                        a.reasons.push(reasons::chain_text(u, &ctx, &c).replace(";\n  ", "; "));
                    }
                    if bs.is_empty() {
                        a.reasons.push("No branch is divergent: every thread of the warp takes the same way at every branch.".into());
                    }
                }
                K::Joins { block: name } => {
                    let b = block(s, cfg, 0, name)?;
                    let joins: Vec<Block> = u.sync_dependence(cfg).joins(b).to_vec();
                    a.items = names(cfg, joins.iter().copied());
                    if !u.is_divergent_branch(b) {
                        a.reasons.push(format!("(The branch at `{name}` is uniform: its joins make nothing divergent.)"));
                    }
                    for &j in &joins {
                        let (paths, disjoint) = reasons::witness_paths(cfg, b, j);
                        let p: Vec<String> = paths.iter().map(|p| names(cfg, p.iter().copied()).join("→")).collect();
                        a.reasons.push(format!("`{}`: {} paths from `{name}` meet there first: {}.", cfg.name_of(j), if disjoint { "two disjoint" } else { "two" }, p.join(" and ")));
                    }
                    if joins.is_empty() {
                        a.reasons.push(format!("No block is reached by two disjoint paths from `{name}`."));
                    }
                }
                K::DivergentValues => {
                    let Some(ir) = f.ir() else {
                        return Err(q_err(s, "`divergent-values` needs an LLVM IR scenario (compact text has no values)"));
                    };
                    for v in 0..ir.values.len() as u32 {
                        let id = crate::ir::ValueId(v);
                        let n = ir.value_name(id);
                        if n.is_empty() || !u.is_divergent_value(ir, id) {
                            continue;
                        }
                        a.items.push(n.to_string());
                        if let Some(sub) = reasons::resolve(u, &ctx, n) {
                            let c = reasons::explain(u, &ctx, sub);
                            a.reasons.push(reasons::chain_text(u, &ctx, &c).replace(";\n  ", "; "));
                        }
                    }
                    if a.items.is_empty() {
                        a.reasons.push("Every value is uniform.".into());
                    }
                }
                K::Why { name } => {
                    let sub = reasons::resolve(u, &ctx, name).ok_or_else(|| {
                        let q = s.question.as_ref();
                        at(q.map_or(s.line, |q| q.line), q.and_then(|q| q.arg_cols.first().copied()).unwrap_or(1), format!("`{name}` is neither a value nor a block of function `{}`", cfg.name()))
                    })?;
                    let div = match sub {
                        reasons::Subject::Value(reasons::ValueRef::Inst(i)) => f.ir().is_some_and(|ir| u.is_divergent_inst(ir, i)),
                        reasons::Subject::Value(reasons::ValueRef::Arg(i)) => u.is_divergent_arg(i as usize),
                        reasons::Subject::Branch(b) => u.has_divergent_terminator(b),
                        reasons::Subject::Block(_) => false,
                    };
                    a.items = vec![yes_no(div)];
                    if div {
                        let c = reasons::explain(u, &ctx, sub);
                        a.reasons.extend(c.steps.iter().map(|st| reasons::step_text(u, &ctx, st)));
                    } else {
                        a.reasons.push(format!("`{name}` is uniform: no divergence source reaches it, by data or by a divergent branch's join."));
                    }
                }
                _ => {}
            }
            a.highlight = a.items.iter().filter(|n| find(cfg, n).is_some()).cloned().collect();
        }
        K::ConvergedWith { instance, of, thread } => {
            let w = ses.threads(k, &[], true).map_err(|e| q_err(s, format!("the scenario's threads: {}", e.message)))?;
            let ord = match &s.scenario.dfs {
                Some(_) => order(s, l)?,
                None => ses.warp_order(k, None, &w).map_err(|e| q_err(s, e.message))?,
            };
            let ci = ses.cycles_for(k, &ord).map_err(|e| q_err(s, e.to_string()))?;
            let (_, r) = convergence::maximal_report(cfg, &ci, &w.paths, &ReportOptions::default());
            let tidx = |t: &str, arg: usize| {
                r.thread_names.iter().position(|n| n == t).ok_or_else(|| {
                    let q = s.question.as_ref();
                    at(q.map_or(s.line, |q| q.line), q.and_then(|q| q.arg_cols.get(arg).copied()).unwrap_or(1), format!("no thread named `{t}` (threads: {})", r.thread_names.join(", ")))
                })
            };
            let t0 = match of {
                Some(t) => tidx(t, 2)?,
                None => 0,
            };
            let t = tidx(thread, if of.is_some() { 4 } else { 2 })?;
            let i0 = r.names[t0].iter().position(|n| n == instance).ok_or_else(|| {
                let q = s.question.as_ref();
                at(q.map_or(s.line, |q| q.line), q.and_then(|q| q.arg_cols.first().copied()).unwrap_or(1), format!("thread {} has no instance `{instance}` (it runs {})", r.thread_names[t0], r.names[t0].join(" ")))
            })?;
            let col = r.threads[t0][i0];
            a.items = r.threads[t].iter().zip(&r.names[t]).filter(|(c, _)| **c == col).map(|(_, n)| n.clone()).collect();
            let block_name = r.column_blocks.get(col as usize).cloned().unwrap_or_default();
            a.reasons.push(format!("Under the cycle hierarchy of DFS order `{}`, {instance} of {} is in the column of block `{block_name}` numbered {col} in the maximal converged-with table.", crate::input::dfs_order::format(cfg, &ord), r.thread_names[t0]));
            if a.items.is_empty() {
                a.reasons.push(format!("No instance of {thread} shares that column."));
            } else {
                a.reasons.push(format!("{thread}'s instance(s) in the same column: {}.", a.items.join(", ")));
            }
            // The reasons for the asked instance's pairs with thread `t`'s instances of its block.
            let x = crate::scenario::Instance(w.paths.offsets()[t0] + i0 as u32);
            let in_t = |y: crate::scenario::Instance| w.paths.thread_of(y).index() == t;
            for rt in r.reasons.iter().filter(|rt| (rt.a == x && in_t(rt.b)) || (rt.b == x && in_t(rt.a))).take(6) {
                a.reasons.push(rt.text.clone());
            }
            a.highlight = vec![block_name];
        }
        K::Markers => {
            let m = markers::MarkerAnalysis::compute(cfg, &markers::MarkerOptions::default());
            a.items = names(cfg, m.marked_blocks());
            for r in &m.reasons {
                a.reasons.push(format!("`{}`: {} (queue iteration {}).", cfg.name_of(r.block), r.kind.text(), r.iteration));
            }
            for p in markers::compare_with_ipdom(cfg, &m) {
                if !p.note.is_empty() {
                    a.reasons.push(format!("`{}`: {}", p.name, p.note));
                }
            }
            a.highlight = a.items.clone();
        }
        K::ActiveLanes => {
            let w = ses.threads(k, &[], true).map_err(|e| q_err(s, format!("the scenario's threads: {}", e.message)))?;
            let ord = match &s.scenario.dfs {
                Some(_) => order(s, l)?,
                None => ses.warp_order(k, None, &w).map_err(|e| q_err(s, e.message))?,
            };
            let pname = s.scenario.policy.as_deref().unwrap_or("ipdom");
            let kind = PolicyKind::from_name(pname).ok_or_else(|| q_err(s, format!("unknown policy `{pname}`")))?;
            let mut eopts = crate::api::engine_options(ses, k, ord, engine::SideOrder::FirstSuccessor, false);
            if kind == PolicyKind::Vulkan {
                let c = crate::constructs::of_function(ses.src(), ses.function(k), ses.directives()).map_err(|e| scenario_error(s, e.line, e.col, &e.message))?;
                eopts.constructs = Some(std::sync::Arc::new(c));
            }
            let names_t = w.paths.names.clone();
            let e = Engine::new(cfg, w.paths, kind, &eopts);
            let mut st = e.initial();
            for i in 0..s.scenario.warp_step {
                if e.step_mut(&mut st).is_none() {
                    return Err(q_err(s, format!("the warp finished after {i} steps, before warp step {}", s.scenario.warp_step)));
                }
            }
            let before = st.pos.clone();
            let rec = e.step_mut(&mut st).ok_or_else(|| q_err(s, format!("the warp has finished by warp step {}: there is no next step", s.scenario.warp_step)))?;
            let lanes: Vec<u32> = rec.active.iter().map(|t| t.0).collect();
            a.items = lanes.iter().map(|&t| names_t.get(t as usize).cloned().unwrap_or_else(|| format!("T{t}"))).collect();
            a.reasons.push(format!("Under the {} policy, step {} runs block `{}` with {} of {} lanes: {}.", kind.name(), s.scenario.warp_step + 1, cfg.name_of(rec.block), lanes.len(), names_t.len(), a.items.join(", ")));
            for (t, n) in names_t.iter().enumerate() {
                if lanes.contains(&(t as u32)) {
                    continue;
                }
                let th = crate::scenario::Thread(t as u32);
                match e.warp().next_block(th, before[t]) {
                    Some(nb) => a.reasons.push(format!("{n} waits: its next block is `{}`.", cfg.name_of(nb))),
                    None => a.reasons.push(format!("{n} has finished its path.")),
                }
            }
            a.highlight = vec![cfg.name_of(rec.block).to_string()];
        }
        K::Predicate { block: name } | K::SamePredicate { block: name } => {
            let b = block(s, cfg, 0, name)?;
            let f = ses.function(k);
            let scope = match &s.scenario.ifc_loop {
                Some(h) => Scope::LoopBody(find(cfg, h).ok_or_else(|| {
                    let (line, col) = place(s, "ifconv-loop");
                    at(line, col, format!("`ifconv-loop:` names `{h}`, which is not a block"))
                })?),
                None => Scope::Acyclic,
            };
            let ir = f.ir().map(|function| IrSource { function, src: ses.src() });
            let ic = IfConversion::compute(cfg, ir, &IfConversionOptions { scope }).map_err(|e| q_err(s, format!("if-conversion: {e}")))?;
            let p = ic.r.get(b.index()).copied().flatten().ok_or_else(|| q_err(s, format!("`{name}` is outside the converted region")))?;
            let pred = &ic.predicates[p.index()];
            a.items = match kind {
                K::SamePredicate { .. } => names(cfg, pred.blocks.iter().copied()),
                _ => vec![pred.name.clone()],
            };
            let cd = &ic.control_dependence[b.index()];
            if cd.is_empty() {
                a.reasons.push(format!("`{name}` depends on no branch, so it runs under the always-true predicate {}.", pred.name));
            } else {
                let es: Vec<String> = cd.iter().map(|e| format!("({}, {})", cfg.name_of(e.branch), e.label)).collect();
                a.reasons.push(format!("`{name}` is control dependent on {}; R({name}) = {}.", es.join(", "), pred.name));
                let ks: Vec<String> = pred.k.iter().map(|e| format!("`{}` on its {} edge", cfg.name_of(e.branch), e.label)).collect();
                a.reasons.push(format!("K({}) = {{{}}}: those branches define {}.", pred.name, ks.join(", "), pred.name));
                let same: Vec<String> = names(cfg, pred.blocks.iter().copied());
                a.reasons.push(format!("Blocks sharing {}: {}.", pred.name, same.join(", ")));
                if pred.init {
                    a.reasons.push(format!("{} is live at the entry, so augment K sets it to false there.", pred.name));
                }
            }
            a.highlight = match kind {
                K::SamePredicate { .. } => a.items.clone(),
                _ => vec![name.clone()],
            };
        }
        K::Legal | K::Remedy => {}
    }
    Ok(a)
}

fn loops_answer(lesson: &ParsedLesson, step: usize, examples: Examples<'_>) -> Result<Answer, LessonError> {
    let s = &lesson.steps[step];
    let text = scenario_text(lesson, step, examples)?;
    let la = LoopAnalysis::analyze(&text, &s.scenario.loop_params, DEFAULT_INSTANCE_LIMIT).map_err(|e| match e {
        LoopError::Parse(e) => scenario_error(s, e.line, e.col, &e.message),
        LoopError::Limit(m) => q_err(s, m),
    })?;
    let sched = s.scenario.loop_schedule.as_deref().ok_or_else(|| q_err(s, "`legal` and `remedy` need a `schedule:` line"))?;
    let t = la.transform(sched).map_err(|e| q_err(s, format!("`schedule:` {}:{}: {}", e.line, e.col, e.message)))?;
    let v = &t.verdict;
    let mut a = Answer::default();
    let legal = v.remedy == crate::loops::schedule::Remedy::Legal;
    a.items = match s.question.as_ref().map(|q| &q.kind) {
        Some(QuestionKind::Legal) => vec![yes_no(legal)],
        _ => vec![v.remedy.name().to_string()],
    };
    a.reasons.push(format!("Schedule `{}`.", t.schedule));
    let [fl, an, ou] = v.violated;
    a.reasons.push(format!("Violated dependences: {fl} flow, {an} anti, {ou} output."));
    if let Some(d) = &v.first_violated_flow {
        let (sn, it) = la.instance(d.source);
        let (tn, it2) = la.instance(d.target);
        a.reasons.push(format!("{sn}{it:?} writes a value that {tn}{it2:?} reads, but the schedule runs {tn}{it2:?} first: a value would be read before it is written, and no renaming can fix that."));
    } else {
        a.reasons.push("Every flow (read-after-write) dependence is kept.".into());
    }
    if v.first_violated_flow.is_some() {
        // Renaming cannot repair a reversed flow dependence: live ranges do not matter.
    } else if v.live_range_conflicts == 0 {
        a.reasons.push("No two live ranges of one memory cell overlap after the transformation, so the anti and output dependences do not matter.".into());
    } else {
        a.reasons.push(format!("{} pairs of live ranges of one cell overlap after the transformation.", v.live_range_conflicts));
        for c in &v.conflicts {
            a.reasons.push(format!("`{}`: {} conflicting pairs, removed by {}.", la.scop.arrays[c.array.index()].name.as_str(), c.pairs, c.remedy.name()));
        }
    }
    a.reasons.push(format!("Verdict: {}.", v.remedy.name()));
    Ok(a)
}
