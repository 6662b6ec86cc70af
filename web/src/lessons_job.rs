//! The lessons worker's work (issue 31): the lesson text parsed and checked by the core
//! ([`reconverge_core::lessons::parse`], [`reconverge_core::lessons::check`]) and a step's
//! question answered and graded by it ([`reconverge_core::lessons::answer`],
//! [`reconverge_core::lessons::grade`]), turned into the page's [`LessonDoc`] and
//! [`StepAnswer`]. Nothing here computes an answer: it lists what the student picks from (the
//! step's blocks, values, threads or instances, or the question's choices) and copies the
//! core's results.

use crate::lessons::{LessonDoc, QuestionDoc, RevealDoc, StepAnswer, StepDoc, StepScenario};
use reconverge_core::lessons::{self, LessonError, ParsedLesson, Pick, Question, QuestionKind, Shape};
use reconverge_core::session::Session;

/// `line L:C: message`, the form every error of the page takes.
fn err(e: &LessonError) -> String {
    format!("line {}:{}: {}", e.line, e.col, e.message)
}

/// The example texts as the core's lookup.
fn lookup(examples: &[(String, String)]) -> impl Fn(&str) -> Option<String> + '_ {
    move |id| examples.iter().find(|e| e.0 == id).map(|e| e.1.clone())
}

/// The widget a question needs: its [`QuestionDoc::kind`] and whether one option only is picked.
fn widget(q: &Question) -> (&'static str, bool) {
    let single = q.kind.shape() != Shape::Set;
    match q.pick() {
        Pick::Blocks => ("blocks", false),
        Pick::Block => ("blocks", true),
        Pick::Values => ("values", false),
        Pick::Lanes => ("lanes", false),
        Pick::Instances => ("instances", false),
        Pick::YesNo => ("yesno", true),
        Pick::Option => ("choice", single),
        Pick::Text => ("text", true),
    }
}

/// The step's scenario session and function (for the DFS order and the options).
fn load(l: &ParsedLesson, k: usize, examples: &[(String, String)]) -> Option<(Session, usize)> {
    let f = lookup(examples);
    let text = lessons::scenario_text(l, k, &f).ok()?;
    let s = Session::parse(text.into_owned(), None).ok()?;
    let idx = s.function_index(l.steps[k].scenario.function.as_deref()).ok()?;
    Some((s, idx))
}

/// Parses and checks `text`: every step with its scenario and question, every error at its
/// line and column (the steps with none still load).
pub fn parse(text: &str, examples: &[(String, String)]) -> LessonDoc {
    let mut l = lessons::parse(text);
    let f = lookup(examples);
    lessons::check(&mut l, &f);
    let steps = (0..l.steps.len())
        .map(|k| {
            let s = &l.steps[k];
            let sc = &s.scenario;
            let dfs_order = match &sc.dfs {
                Some(d) => load(&l, k, examples).and_then(|(session, f)| lessons::link_dfs_order(&session, f, d).ok()).unwrap_or_default(),
                None => Vec::new(),
            };
            StepDoc {
                title: s.title.clone(),
                narrative: s.narrative.clone(),
                scenario: StepScenario {
                    example: sc.example.clone(),
                    input: sc.source.clone(),
                    function: sc.function.clone(),
                    view: sc.view.clone(),
                    tab: sc.tab.clone(),
                    policy: sc.policy.clone(),
                    dfs_order,
                    warp_step: sc.warp_step,
                    selected: sc.selected.clone(),
                    idf_defs: sc.idf_defs.clone(),
                    explain: sc.explain.clone(),
                    query: sc.query.clone(),
                    algorithm: sc.algorithm.clone(),
                    algorithm_step: sc.trace_step,
                    ifc_loop: sc.ifc_loop.clone(),
                    ifc_step: sc.ifc_step,
                    loop_params: sc.loop_params.clone(),
                    loop_schedule: sc.loop_schedule.clone(),
                    highlight: sc.highlight.clone(),
                },
                question: s.question.as_ref().map(|q| {
                    let (kind, single) = widget(q);
                    QuestionDoc { prompt: q.prompt.clone(), kind: kind.to_string(), single }
                }),
                errors: s.errors.iter().map(err).collect(),
            }
        })
        .collect();
    LessonDoc {
        title: l.title.clone(),
        follows: l.source.clone(),
        intro: l.intro.clone(),
        steps,
        errors: l.all_errors().into_iter().map(err).collect(),
        key: crate::lessons::fnv1a(text.as_bytes()),
    }
}

/// What the student picks from at step `k`: the question's choices, else the scenario's
/// blocks, values (LLVM IR), threads, or the instances of the asked thread.
fn options(l: &ParsedLesson, k: usize, q: &Question, examples: &[(String, String)]) -> Result<Vec<String>, String> {
    let choices = q.choices();
    if !choices.is_empty() {
        return Ok(choices);
    }
    let pick = q.pick();
    if pick == Pick::Text {
        return Ok(Vec::new());
    }
    let f = lookup(examples);
    let text = lessons::scenario_text(l, k, &f).map_err(|e| err(&e))?;
    let s = Session::parse(text.into_owned(), None).map_err(|e| e.to_string())?;
    let idx = s.function_index(l.steps[k].scenario.function.as_deref()).map_err(|e| e.to_string())?;
    let cfg = s.cfg(idx);
    Ok(match pick {
        Pick::Values => match s.function(idx).ir() {
            Some(ir) => (0..ir.values.len() as u32).map(|v| ir.value_name(reconverge_core::ir::ValueId(v)).to_string()).filter(|n| !n.is_empty()).map(|n| if n.starts_with('%') { n } else { format!("%{n}") }).collect(),
            None => Vec::new(),
        },
        Pick::Lanes | Pick::Instances => {
            let t = s.threads(idx, &[], true).map_err(|e| e.to_string())?;
            if pick == Pick::Lanes {
                t.paths.names.clone()
            } else {
                let QuestionKind::ConvergedWith { thread, .. } = &q.kind else { return Ok(Vec::new()) };
                let ci = s.cycles(idx);
                let (_, r) = reconverge_core::convergence::maximal_report(cfg, ci, &t.paths, &Default::default());
                r.thread_names.iter().position(|n| n == thread).map(|i| r.names[i].clone()).unwrap_or_default()
            }
        }
        _ => cfg.blocks().map(|b| cfg.name_of(b).to_string()).collect(),
    })
}

/// Step `k`'s options and, with `picked`, the computed answer graded against it.
///
/// # Errors
/// `line L:C: …`: the step asks nothing, its scenario does not parse, the core cannot answer.
pub fn step(text: &str, examples: &[(String, String)], k: usize, picked: Option<&[String]>) -> Result<StepAnswer, String> {
    let l = lessons::parse(text);
    let s = l.steps.get(k).ok_or_else(|| format!("the lesson has no step {}", k + 1))?;
    let q = s.question.as_ref().ok_or_else(|| format!("step {} asks no question", k + 1))?;
    let f = lookup(examples);
    let options = options(&l, k, q, examples)?;
    let reveal = match picked {
        None => None,
        Some(p) => {
            let a = lessons::answer(&l, k, &f).map_err(|e| err(&e))?;
            let g = lessons::grade(&a, p);
            Some(RevealDoc { answer: a.items, right: g.right, wrong: g.wrong, missed: g.missed, reasons: a.reasons, highlight: a.highlight })
        }
    };
    Ok(StepAnswer { options, reveal })
}
