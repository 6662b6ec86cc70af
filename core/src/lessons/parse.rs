//! The lesson parser (`docs/LESSONS.md`): line based, never fails wholesale — each problem
//! becomes a [`LessonError`] on the lesson or on the step it is in, and parsing goes on.
//! `O(len)`.

use super::{LessonError, ParsedLesson, Question, QuestionKind, Step, StepScenario};
use crate::span::Span;

/// The directives a step may carry (`key: value` at the start of a line).
pub(crate) const DIRECTIVES: &[&str] = &[
    "source",
    "example",
    "function",
    "view",
    "tab",
    "dfs",
    "query",
    "select",
    "idf",
    "algorithm",
    "trace-step",
    "explain",
    "policy",
    "warp-step",
    "ifconv-loop",
    "ifconv-step",
    "params",
    "schedule",
    "trace",
    "highlight",
    "question",
    "prompt",
    "options",
];

/// The web's tab ids (`web/src/state.rs` `Tab::id`).
pub(crate) const TABS: &[&str] = &["trees", "frontiers", "algorithms", "query", "cycles", "hierarchies", "uniformity", "warp", "ifconv", "loops"];

/// The warp engine's policies ([`crate::engine::PolicyKind::from_name`]).
pub(crate) const POLICIES: &[&str] = &["ipdom", "markers", "independent", "maximal", "predication", "vulkan"];

/// The dominator algorithms' ids ([`crate::dominator_algorithms::Algorithm`], kebab case).
pub(crate) const ALGORITHMS: &[&str] = &["data-flow", "cooper-harvey-kennedy", "simple-lengauer-tarjan", "semi-nca"];

/// The question kinds' keywords and their argument counts (`None`: special syntax).
const KINDS: &[(&str, Option<usize>)] = &[
    ("dominators", Some(1)),
    ("idom", Some(1)),
    ("semi-dominator", Some(1)),
    ("post-dominators", Some(1)),
    ("ipdom", Some(1)),
    ("dominates", Some(2)),
    ("post-dominates", Some(2)),
    ("frontier", Some(1)),
    ("post-frontier", Some(1)),
    ("control-dependence", Some(1)),
    ("cycle-header", Some(1)),
    ("cycle-entries", Some(1)),
    ("reducible", Some(1)),
    ("divergent-branches", Some(0)),
    ("joins", Some(1)),
    ("divergent-values", Some(0)),
    ("why", Some(1)),
    ("converged-with", None),
    ("reconverge", Some(1)),
    ("markers", Some(0)),
    ("active-lanes", Some(0)),
    ("predicate", Some(1)),
    ("same-predicate", Some(1)),
    ("legal", Some(0)),
    ("remedy", Some(0)),
];

struct Ctx<'a> {
    src: &'a str,
    index: crate::span::LineIndex,
}

impl Ctx<'_> {
    /// An error at byte offset `at` (1-based line/column computed).
    fn err(&self, at: usize, len: usize, message: impl Into<String>) -> LessonError {
        LessonError::with_index(&self.index, self.src, Span::new(at, at + len), message)
    }
}

/// Reads a lesson (`docs/LESSONS.md`). Never fails: problems are in
/// [`ParsedLesson::errors`] (outside steps) and [`Step::errors`]; a step with an error keeps
/// what could be read. Syntax only — [`super::check`] also loads each scenario and answers
/// each question. `O(len)`.
///
/// ```
/// let l = reconverge_core::lessons::parse("# Dominance\nsource: Cooper, Harvey & Kennedy (2001)\n\n## Who dominates 7?\nLook at the CFG.\n```\na -> b, c\nb -> d\nc -> d\nd\n```\nquestion: dominators d\n");
/// assert!(l.errors.is_empty());
/// assert_eq!(l.steps.len(), 1);
/// assert!(l.steps[0].question.is_some());
/// ```
pub fn parse(text: &str) -> ParsedLesson {
    let cx = Ctx { src: text, index: crate::span::LineIndex::new(text) };
    let mut lesson = ParsedLesson::default();
    let mut intro: Vec<&str> = Vec::new();
    let mut narrative: Vec<&str> = Vec::new();
    let mut step: Option<Step> = None;
    let mut seen_title = false;
    let mut fence: Option<(usize, u32, Vec<&str>)> = None; // (offset of the opening line, line, lines)
    let mut seen_keys: Vec<&str> = Vec::new();
    let mut offset = 0usize;
    let mut line_no = 0u32;
    for raw in text.split_inclusive('\n') {
        line_no += 1;
        let at = offset;
        offset += raw.len();
        let line = raw.trim_end_matches(['\n', '\r']);
        // Inside a fenced block: everything up to the closing fence is the scenario's text.
        if let Some((_, _, lines)) = &mut fence {
            if line.trim_start().starts_with("```") {
                let (_, first, lines) = fence.take().unwrap_or_default();
                if let Some(s) = &mut step {
                    let mut t = lines.join("\n");
                    t.push('\n');
                    s.scenario.source = Some(t);
                    s.scenario.source_line = first;
                }
            } else {
                lines.push(line);
            }
            continue;
        }
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("## ").or_else(|| (trimmed == "##").then_some("")) {
            if let Some(s) = step.take() {
                lesson.steps.push(finish(s, &narrative));
            } else {
                lesson.intro = join_paragraphs(&intro);
            }
            narrative.clear();
            seen_keys.clear();
            if rest.trim().is_empty() {
                lesson.errors.push(cx.err(at, line.len(), "a step heading `## ` needs a title"));
            }
            if !seen_title {
                lesson.errors.push(cx.err(at, 0, "the lesson has no title: its first line is `# Title`"));
                seen_title = true;
            }
            step = Some(Step { number: lesson.steps.len() + 1, title: rest.trim().to_string(), line: line_no, ..Step::default() });
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix("# ") {
            if !seen_title && step.is_none() {
                seen_title = true;
                lesson.title = rest.trim().to_string();
                if !intro.iter().all(|l| l.trim().is_empty()) {
                    lesson.errors.push(cx.err(at, 0, "text before the title: a lesson starts with `# Title`"));
                    intro.clear();
                }
            } else {
                let e = cx.err(at, line.len(), "a lesson has one `# ` title; steps start with `## `");
                push_err(&mut lesson, &mut step, e);
            }
            continue;
        }
        if trimmed.starts_with("```") {
            if step.is_none() {
                lesson.errors.push(cx.err(at, 3, "a fenced scenario belongs in a step (after a `## ` heading)"));
            } else if step.as_ref().is_some_and(|s| s.scenario.source.is_some()) {
                let e = cx.err(at, 3, "a step has one fenced scenario");
                push_err(&mut lesson, &mut step, e);
            } else if step.as_ref().is_some_and(|s| s.scenario.example.is_some()) {
                let e = cx.err(at, 3, "a step has either `example:` or a fenced scenario, not both");
                push_err(&mut lesson, &mut step, e);
            }
            fence = Some((at, line_no + 1, Vec::new()));
            continue;
        }
        if let Some((key, value, vcol)) = directive(line) {
            let value_at = at + line[..vcol].len();
            if !DIRECTIVES.contains(&key) {
                if let Some(near) = DIRECTIVES.iter().find(|d| edit_distance(d, key) <= 2 && key.len() >= 3) {
                    let e = cx.err(at + (line.len() - trimmed.len()), key.len(), format!("unknown directive `{key}:` (did you mean `{near}:`?)"));
                    push_err(&mut lesson, &mut step, e);
                    continue;
                }
            } else {
                match &mut step {
                    None if key == "source" => {
                        if !lesson.source.is_empty() {
                            lesson.source.push(' ');
                        }
                        lesson.source.push_str(value.trim());
                    }
                    None => lesson.errors.push(cx.err(at, key.len(), format!("`{key}:` belongs in a step (after a `## ` heading)"))),
                    Some(s) => {
                        if key != "source" && seen_keys.contains(&key) {
                            s.errors.push(cx.err(at, key.len(), format!("`{key}:` is given twice in this step")));
                        } else {
                            seen_keys.push(key);
                            if let Err(e) = apply(&cx, s, key, value, value_at, line_no) {
                                s.errors.push(e);
                            }
                        }
                    }
                }
                continue;
            }
        }
        match &step {
            None => intro.push(line),
            Some(_) => narrative.push(line),
        }
    }
    if let Some((at, _, lines)) = fence.take() {
        let e = cx.err(at, 3, "this fenced block is not closed (a line ```` ``` ```` ends it)");
        if let Some(s) = &mut step {
            let mut t = lines.join("\n");
            t.push('\n');
            s.scenario.source = Some(t);
        }
        push_err(&mut lesson, &mut step, e);
    }
    match step.take() {
        Some(s) => lesson.steps.push(finish(s, &narrative)),
        None => lesson.intro = join_paragraphs(&intro),
    }
    if !seen_title {
        lesson.errors.push(cx.err(0, 0, "the lesson has no title: its first line is `# Title`"));
    }
    if lesson.steps.is_empty() {
        lesson.errors.push(cx.err(text.len(), 0, "the lesson has no steps: each starts with a `## Title` line"));
    }
    // Scenario text, example and function carry over from the previous step.
    let mut prev: Option<StepScenario> = None;
    for s in &mut lesson.steps {
        let sc = &mut s.scenario;
        if sc.source.is_none() && sc.example.is_none() {
            match &prev {
                Some(p) => {
                    sc.source.clone_from(&p.source);
                    sc.example.clone_from(&p.example);
                    sc.source_line = p.source_line;
                    if sc.function.is_none() {
                        sc.function.clone_from(&p.function);
                    }
                }
                None => s.errors.push(LessonError { line: s.line, col: 1, span: Span::default(), message: format!("step {} has no scenario: give a fenced block or `example: NAME`", s.number) }),
            }
        }
        prev = Some(s.scenario.clone());
    }
    lesson
}

fn push_err(lesson: &mut ParsedLesson, step: &mut Option<Step>, e: LessonError) {
    match step {
        Some(s) => s.errors.push(e),
        None => lesson.errors.push(e),
    }
}

fn finish(mut s: Step, narrative: &[&str]) -> Step {
    s.narrative = join_paragraphs(narrative);
    if let Some(q) = &mut s.question {
        if q.prompt.is_empty() {
            q.prompt = q.kind.default_prompt();
        }
    }
    s
}

/// Lines joined into paragraphs: consecutive lines by a space, paragraphs by `\n\n`; list
/// items (`- `, `* `, `1. `) keep their own line.
fn join_paragraphs(lines: &[&str]) -> String {
    let mut out = String::new();
    let mut blank = false;
    for l in lines {
        let t = l.trim();
        if t.is_empty() {
            blank = !out.is_empty();
            continue;
        }
        if !out.is_empty() {
            let item = t.starts_with("- ") || t.starts_with("* ") || t.split_once(". ").is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
            out.push_str(if blank { "\n\n" } else if item { "\n" } else { " " });
        }
        blank = false;
        out.push_str(t);
    }
    out
}

/// `key: value` at the start of a line (`key` lowercase letters and `-`): the key, the value
/// and the byte column where the value starts.
fn directive(line: &str) -> Option<(&str, &str, usize)> {
    let lead = line.len() - line.trim_start().len();
    if lead > 0 {
        return None;
    }
    let colon = line.find(':')?;
    let key = &line[..colon];
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
        return None;
    }
    let after = &line[colon + 1..];
    let value_lead = after.len() - after.trim_start().len();
    Some((key, after.trim(), colon + 1 + value_lead))
}

/// Levenshtein distance (keys are short). `O(|a|·|b|)`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for (j, &cb) in b.iter().enumerate() {
            cur[j + 1] = (prev[j] + usize::from(ca != cb)).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

/// Names separated by commas and/or spaces, with their byte offsets in `value`.
fn names(value: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in value.char_indices() {
        if c == ',' || c.is_whitespace() {
            if let Some(s) = start.take() {
                out.push((s, &value[s..i]));
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(s) = start {
        out.push((s, &value[s..]));
    }
    out
}

fn one_of(cx: &Ctx<'_>, key: &str, value: &str, at: usize, allowed: &[&str]) -> Result<String, LessonError> {
    if allowed.contains(&value) {
        Ok(value.to_string())
    } else {
        Err(cx.err(at, value.len(), format!("`{key}:` expected one of {}, found `{value}`", allowed.join(", "))))
    }
}

fn number<T: std::str::FromStr>(cx: &Ctx<'_>, key: &str, value: &str, at: usize) -> Result<T, LessonError> {
    value.parse().map_err(|_| cx.err(at, value.len(), format!("`{key}:` expected a number, found `{value}`")))
}

/// Applies directive `key` with `value` (at byte `at`, line `line`) to step `s`.
fn apply(cx: &Ctx<'_>, s: &mut Step, key: &str, value: &str, at: usize, line: u32) -> Result<(), LessonError> {
    let sc = &mut s.scenario;
    let col = cx.index.line_col(cx.src, at).col;
    let need = |v: &str| if v.is_empty() { Err(cx.err(at, 0, format!("`{key}:` needs a value"))) } else { Ok(()) };
    if key != "source" {
        need(value)?;
    }
    let place = |sc: &mut StepScenario| sc.places.push((key.to_string(), line, col));
    match key {
        "source" => return Err(cx.err(at, 0, "`source:` cites the lesson's source and belongs before the first step")),
        "example" => {
            if sc.source.is_some() {
                return Err(cx.err(at, value.len(), "a step has either `example:` or a fenced scenario, not both"));
            }
            sc.example = Some(value.to_string());
            sc.source_line = line;
        }
        "function" => {
            sc.function = Some(value.trim_start_matches('@').to_string());
            place(sc);
        }
        "view" => sc.view = Some(value.to_string()),
        "tab" => sc.tab = Some(one_of(cx, key, value, at, TABS)?),
        "dfs" => {
            sc.dfs = Some(value.to_string());
            place(sc);
        }
        "query" => {
            let n = names(value);
            if n.len() != 2 {
                return Err(cx.err(at, value.len(), format!("`query:` expected two blocks, found {}", n.len())));
            }
            sc.query = (Some(n[0].1.to_string()), Some(n[1].1.to_string()));
            place(sc);
        }
        "select" => {
            sc.selected = Some(value.to_string());
            place(sc);
        }
        "idf" => {
            sc.idf_defs = names(value).into_iter().map(|(_, n)| n.to_string()).collect();
            place(sc);
        }
        "highlight" => {
            sc.highlight = names(value).into_iter().map(|(_, n)| n.to_string()).collect();
            place(sc);
        }
        "algorithm" => sc.algorithm = Some(one_of(cx, key, value, at, ALGORITHMS)?),
        "trace-step" => sc.trace_step = number(cx, key, value, at)?,
        "explain" => {
            sc.explain = Some(value.to_string());
            place(sc);
        }
        "policy" => sc.policy = Some(one_of(cx, key, value, at, POLICIES)?),
        "warp-step" => sc.warp_step = number(cx, key, value, at)?,
        "ifconv-loop" => {
            sc.ifc_loop = Some(value.to_string());
            place(sc);
        }
        "ifconv-step" => sc.ifc_step = number(cx, key, value, at)?,
        "params" => {
            let mut out = Vec::new();
            for part in value.split(',') {
                let off = at + (part.as_ptr() as usize - value.as_ptr() as usize);
                let (n, v) = part.split_once('=').ok_or_else(|| cx.err(off, part.len(), format!("`params:` expected `NAME=VALUE`, found `{}`", part.trim())))?;
                let v = v.trim();
                let k: i64 = v.parse().map_err(|_| cx.err(off, part.len(), format!("`params:` expected a whole number for `{}`, found `{v}`", n.trim())))?;
                out.push((n.trim().to_string(), k));
            }
            sc.loop_params = out;
        }
        "schedule" => sc.loop_schedule = Some(value.to_string()),
        "trace" => sc.trace = Some(value.to_string()),
        "question" => s.question = Some(question(cx, value, at, line)?),
        "prompt" => match &mut s.question {
            Some(q) => q.prompt = value.to_string(),
            None => return Err(cx.err(at, value.len(), "`prompt:` follows a `question:` line")),
        },
        "options" => match &mut s.question {
            Some(q) => {
                q.options = value.split(',').map(|o| o.trim().to_string()).filter(|o| !o.is_empty()).collect();
                q.options_line = line;
                if q.options.len() < 2 {
                    return Err(cx.err(at, value.len(), "`options:` lists at least two options, separated by commas"));
                }
                if q.kind.shape() == super::Shape::Set {
                    return Err(cx.err(at, value.len(), "`options:` needs a question with one answer or yes/no; this one asks for a set"));
                }
            }
            None => return Err(cx.err(at, value.len(), "`options:` follows a `question:` line")),
        },
        _ => {}
    }
    Ok(())
}

/// Parses a `question:` value at byte `at` of line `line`.
fn question(cx: &Ctx<'_>, value: &str, at: usize, line: u32) -> Result<Question, LessonError> {
    let words = names(value);
    let Some(&(_, kw)) = words.first() else {
        return Err(cx.err(at, 0, "`question:` needs a kind"));
    };
    let Some(&(_, arity)) = KINDS.iter().find(|(k, _)| *k == kw) else {
        let list: Vec<&str> = KINDS.iter().map(|(k, _)| *k).collect();
        return Err(cx.err(at, kw.len(), format!("unknown question kind `{kw}` (expected one of {})", list.join(", "))));
    };
    let args: Vec<(usize, &str)> = words[1..].to_vec();
    let col_of = |off: usize| cx.index.line_col(cx.src, at + off).col;
    let arg_cols: Vec<u32> = args.iter().map(|&(o, _)| col_of(o)).collect();
    let a = |i: usize| args[i].1.to_string();
    use QuestionKind as K;
    let kind = match (kw, arity) {
        ("converged-with", _) => {
            // `converged-with X [of T0] in T`
            let w: Vec<&str> = args.iter().map(|&(_, s)| s).collect();
            match w.as_slice() {
                [x, "in", t] => K::ConvergedWith { instance: x.to_string(), of: None, thread: t.to_string() },
                [x, "of", t0, "in", t] => K::ConvergedWith { instance: x.to_string(), of: Some(t0.to_string()), thread: t.to_string() },
                _ => return Err(cx.err(at, value.len(), "expected `converged-with INSTANCE in THREAD` or `converged-with INSTANCE of THREAD in THREAD`")),
            }
        }
        (_, Some(n)) if n != args.len() => {
            let what = match n {
                0 => "no argument".to_string(),
                1 => "one block".to_string(),
                _ => format!("{n} blocks"),
            };
            return Err(cx.err(at, value.len(), format!("`{kw}` takes {what}, found {}", args.len())));
        }
        ("dominators", _) => K::Dominators { block: a(0) },
        ("idom", _) => K::Idom { block: a(0) },
        ("semi-dominator", _) => K::SemiDominator { block: a(0) },
        ("post-dominators", _) => K::PostDominators { block: a(0) },
        ("ipdom", _) => K::Ipdom { block: a(0) },
        ("dominates", _) => K::Dominates { a: a(0), b: a(1) },
        ("post-dominates", _) => K::PostDominates { a: a(0), b: a(1) },
        ("frontier", _) => K::Frontier { block: a(0) },
        ("post-frontier", _) => K::PostFrontier { block: a(0) },
        ("control-dependence", _) => K::ControlDependence { block: a(0) },
        ("cycle-header", _) => K::CycleHeader { block: a(0) },
        ("cycle-entries", _) => K::CycleEntries { block: a(0) },
        ("reducible", _) => K::Reducible { block: a(0) },
        ("divergent-branches", _) => K::DivergentBranches,
        ("joins", _) => K::Joins { block: a(0) },
        ("divergent-values", _) => K::DivergentValues,
        ("why", _) => K::Why { name: a(0) },
        ("reconverge", _) => K::Reconverge { block: a(0) },
        ("markers", _) => K::Markers,
        ("active-lanes", _) => K::ActiveLanes,
        ("predicate", _) => K::Predicate { block: a(0) },
        ("same-predicate", _) => K::SamePredicate { block: a(0) },
        ("legal", _) => K::Legal,
        _ => K::Remedy,
    };
    let lc = cx.index.line_col(cx.src, at);
    debug_assert_eq!(lc.line, line);
    Ok(Question { kind, prompt: String::new(), options: Vec::new(), line, col: lc.col, arg_cols, options_line: 0 })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts() {
        assert_eq!(edit_distance("policy", "polcy"), 1);
        assert_eq!(edit_distance("tab", "tab"), 0);
    }

    #[test]
    fn paragraphs_and_lists() {
        assert_eq!(join_paragraphs(&["a", "b", "", "c", "- d", "- e"]), "a b\n\nc\n- d\n- e");
    }

    #[test]
    fn directive_needs_column_one() {
        assert_eq!(directive("tab: cycles"), Some(("tab", "cycles", 5)));
        assert_eq!(directive("  tab: cycles"), None);
        assert_eq!(directive("Note: x"), None);
    }
}
