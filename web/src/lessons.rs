//! Lessons in the page (issue 31, SPEC §5): what a link says about the open lesson, and the
//! lesson as the worker hands it to the page.
//!
//! The lesson text is parsed and every question answered by the core in the analysis worker
//! ([`crate::worker::Request::Lesson`], [`crate::worker::Request::LessonStep`]); the page only
//! draws the [`LessonDoc`] it gets back, applies a step's [`StepScenario`] to the explorer (as
//! the link state [`step_link`] builds, so the usual tabs show it) and keeps the student's
//! answers in `localStorage`. Gallery lessons are fetched from `lessons/` next to the page
//! (`static/lessons/`, copied by Trunk), never compiled into the wasm. Pure Rust (no web-sys):
//! tested natively.

use crate::url::LinkState;
use serde::{Deserialize, Serialize};

/// Where the gallery's lesson files are, relative to the page.
pub const LESSON_DIR: &str = "lessons";

/// The gallery's index file in [`LESSON_DIR`] ([`reconverge_core::lessons::LessonIndex`] as JSON).
pub const INDEX_FILE: &str = "index.json";

/// The open lesson, as a link holds it (`L` of [`LinkState`]): a gallery lesson by its file
/// name, or a lesson written in the page by its whole text; and the step shown (0-based).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct LessonLink {
    /// The gallery lesson's file name in [`LESSON_DIR`] (`dominance.lesson`).
    #[serde(rename = "i", default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The whole text of a lesson written in the page (a link with no server behind it).
    #[serde(rename = "x", default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The step shown, 0-based.
    #[serde(rename = "n", default)]
    pub step: usize,
}

impl LessonLink {
    /// A gallery lesson at its first step.
    pub fn gallery(id: &str) -> LessonLink {
        LessonLink { id: Some(id.to_string()), text: None, step: 0 }
    }

    /// A lesson written in the page, at its first step.
    pub fn written(text: &str) -> LessonLink {
        LessonLink { id: None, text: Some(text.to_string()), step: 0 }
    }

    /// The same lesson at step `k`.
    pub fn at(&self, k: usize) -> LessonLink {
        LessonLink { step: k, ..self.clone() }
    }

    /// A key naming the lesson (not the step) for `localStorage`: the gallery id, else a hash
    /// of the text (FNV-1a, 64 bits, hex).
    pub fn key(&self) -> String {
        match (&self.id, &self.text) {
            (Some(id), _) => format!("g:{id}"),
            (None, Some(t)) => format!("t:{:016x}", fnv1a(t.as_bytes())),
            (None, None) => "none".to_string(),
        }
    }
}

/// FNV-1a over `bytes` (64 bits): names a lesson text, so an answer can be matched to the
/// request it answers.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// One entry of the lessons gallery.
pub type IndexEntry = reconverge_core::lessons::LessonEntry;

/// Reads the gallery index ([`INDEX_FILE`]).
///
/// # Errors
/// `index.json, line L:C: …` when it is not a lesson index.
pub fn parse_index(text: &str) -> Result<Vec<IndexEntry>, String> {
    reconverge_core::lessons::parse_index(text).map(|i| i.lessons).map_err(|e| format!("{INDEX_FILE}, line {}:{}: {}", e.line, e.col, e.message))
}

/// A lesson as the worker hands it to the page: every step that parsed, and every error at
/// its line and column (a step with an error is kept, marked, so the rest still loads).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Default)]
pub struct LessonDoc {
    /// The lesson's title.
    pub title: String,
    /// The source it follows (cited in English).
    pub follows: String,
    /// The paragraph before the first step.
    pub intro: String,
    /// The steps in order.
    pub steps: Vec<StepDoc>,
    /// The errors, each `line L:C: message`.
    pub errors: Vec<String>,
    /// [`fnv1a`] of the text parsed (the page drops an answer for an older text).
    pub key: u64,
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, Default)]
pub struct StepDoc {
    /// The step's heading.
    pub title: String,
    /// Its narrative (Markdown-like: paragraphs, `code`).
    pub narrative: String,
    /// The scenario it sets.
    pub scenario: StepScenario,
    /// Its question, if it asks one.
    pub question: Option<QuestionDoc>,
    /// The step's errors (`line L:C: message`): its scenario or question did not parse.
    pub errors: Vec<String>,
}

/// What a step shows: the fields of a share link a lesson may set. `None`/empty fields keep
/// the explorer's defaults.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct StepScenario {
    /// A gallery example's id (its text is the page's, [`crate::examples`]).
    pub example: Option<String>,
    /// The input text written in the lesson (wins over `example`).
    pub input: Option<String>,
    /// The function of a module.
    pub function: Option<String>,
    /// The enlarged view (`cfg`, `domtree`, `postdomtree`).
    pub view: Option<String>,
    /// The tab ([`crate::state::Tab::id`]).
    pub tab: Option<String>,
    /// The warp engine's policy.
    pub policy: Option<String>,
    /// The DFS successor order: `(block, permutation)` pairs.
    pub dfs_order: Vec<(String, Vec<u32>)>,
    /// The warp step.
    pub warp_step: u64,
    /// The block selected in the frontiers tab.
    pub selected: Option<String>,
    /// The iterated dominance frontier's definition blocks.
    pub idf_defs: Vec<String>,
    /// The value or block whose reason chain the uniformity tab shows.
    pub explain: Option<String>,
    /// The dominance query's blocks.
    pub query: (Option<String>, Option<String>),
    /// The stepped dominator algorithm.
    pub algorithm: Option<String>,
    /// The dominator algorithm's trace step.
    pub algorithm_step: usize,
    /// The if-conversion tab's loop header.
    pub ifc_loop: Option<String>,
    /// The if-conversion tab's step.
    pub ifc_step: usize,
    /// Loops tab: parameter values.
    pub loop_params: Vec<(String, i64)>,
    /// Loops tab: the schedule (isl syntax).
    pub loop_schedule: Option<String>,
    /// Blocks highlighted in every drawing.
    pub highlight: Vec<String>,
}

/// A question as the student sees it (its answer stays in the worker until revealed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct QuestionDoc {
    /// The question's text.
    pub prompt: String,
    /// What is picked: `blocks` (also clicked in the drawing), `values`, `branches`, `lanes`,
    /// `instances` or `choice` (multiple choice).
    pub kind: String,
    /// Whether one option only is picked (multiple choice, yes/no).
    pub single: bool,
}

impl QuestionDoc {
    /// Whether the student may click its options in the drawings (they are blocks).
    pub fn clicks_blocks(&self) -> bool {
        self.kind == "blocks" || self.kind == "branches"
    }
}

/// The worker's answer for one step: the options the student picks from and, once the student
/// asks, the reveal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct StepAnswer {
    /// What the student picks from (block names, values, lanes, instances, choices).
    pub options: Vec<String>,
    /// The computed answer and the student's marks (after **Reveal**).
    pub reveal: Option<RevealDoc>,
}

/// The computed answer beside the student's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct RevealDoc {
    /// The computed answer.
    pub answer: Vec<String>,
    /// Picked and in the answer.
    pub right: Vec<String>,
    /// Picked and not in the answer.
    pub wrong: Vec<String>,
    /// In the answer and not picked.
    pub missed: Vec<String>,
    /// The reason chain the analyses give, one line each.
    pub reasons: Vec<String>,
    /// Blocks the reveal lights up in the drawings.
    pub highlight: Vec<String>,
}

/// Two names of one thing: a value's leading `%` aside (the core's grading ignores it too).
pub fn same_name(a: &str, b: &str) -> bool {
    a.trim().trim_start_matches('%') == b.trim().trim_start_matches('%')
}

impl RevealDoc {
    /// Whether the student's answer is the computed one.
    pub fn all_right(&self) -> bool {
        self.wrong.is_empty() && self.missed.is_empty()
    }
}

/// The gallery examples a lesson's text names (`example: ID` lines), with their texts: the
/// workers have no gallery, so the page sends them along.
pub fn examples_named(text: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for l in text.lines() {
        if let Some(id) = l.trim().strip_prefix("example:").map(str::trim) {
            if let (Some(e), false) = (example_text(id), out.iter().any(|o| o.0 == id)) {
                out.push((id.to_string(), e.to_string()));
            }
        }
    }
    out
}

/// The text of a gallery example, or `None` for an unknown id (or a fetched text not yet here:
/// the lesson view fetches them first, `examples::load_named`).
fn example_text(id: &str) -> Option<&'static str> {
    crate::examples::find(id)?.text()
}

/// The link state that shows step `k` of `doc` (opened as `lesson`): the step's scenario, the
/// lesson at step `k`. A step with no input keeps `current`'s text.
pub fn step_link(doc: &LessonDoc, lesson: &LessonLink, k: usize, current: &LinkState) -> LinkState {
    let Some(step) = doc.steps.get(k) else {
        return LinkState { lesson: Some(lesson.at(k)), ..current.clone() };
    };
    let s = &step.scenario;
    let example = s.input.is_none().then(|| s.example.as_deref().and_then(crate::examples::find).filter(|e| e.text().is_some())).flatten();
    let source = s
        .input
        .clone()
        .or_else(|| example.and_then(|e| e.text()).map(str::to_string))
        .unwrap_or_else(|| current.source.clone());
    let example_id = match example {
        Some(e) => Some(e.id.to_string()),
        None if s.input.is_none() => current.example.clone(),
        None => None,
    };
    // A gallery recording's kernel (`hw-…`) is its function unless the step names another.
    let function = s.function.clone().or_else(|| example.and_then(|e| crate::hardware_view::recording(e.id)).map(str::to_string));
    LinkState {
        source,
        function,
        example: example_id,
        view: s.view.clone(),
        tab: s.tab.clone().filter(|t| t != "trees"),
        dfs_order: s.dfs_order.clone(),
        query: s.query.clone(),
        selected: s.selected.clone(),
        idf_defs: s.idf_defs.clone(),
        ifc_loop: s.ifc_loop.clone(),
        loop_params: s.loop_params.clone(),
        loop_schedule: s.loop_schedule.clone(),
        algorithm: s.algorithm.clone().filter(|a| a != crate::state::DEFAULT_ALGORITHM),
        step: s.algorithm_step,
        explain: s.explain.clone(),
        policy: s.policy.clone().filter(|p| p != crate::state::DEFAULT_POLICY),
        warp_step: s.warp_step,
        ifc_step: s.ifc_step,
        lesson: Some(lesson.at(k)),
        ..LinkState::default()
    }
}

/// The student's answers to one lesson, as kept in `localStorage` (JSON): per step, what was
/// picked and whether it was revealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Answers {
    /// `(step, picked, revealed)`.
    pub steps: Vec<(usize, Vec<String>, bool)>,
}

impl Answers {
    /// The `localStorage` key of `lesson`'s answers.
    pub fn storage_key(lesson: &LessonLink) -> String {
        format!("reconverge.lesson.{}", lesson.key())
    }

    /// What was picked at `step`, and whether it was revealed.
    pub fn get(&self, step: usize) -> (Vec<String>, bool) {
        self.steps.iter().find(|s| s.0 == step).map(|s| (s.1.clone(), s.2)).unwrap_or_default()
    }

    /// Records the answer at `step`.
    pub fn set(&mut self, step: usize, picked: Vec<String>, revealed: bool) {
        match self.steps.iter_mut().find(|s| s.0 == step) {
            Some(s) => (s.1, s.2) = (picked, revealed),
            None => self.steps.push((step, picked, revealed)),
        }
    }
}

/// What the student does to an answer (applied to the newest [`Answers`], so quick keys in a
/// row are never lost to an older render).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerAction {
    /// Tick or untick an option at a step (`single`: it replaces the pick).
    Toggle {
        /// The step.
        step: usize,
        /// The option.
        option: String,
        /// Whether one option only is picked.
        single: bool,
    },
    /// Set the typed answer at a step.
    Type(usize, Vec<String>),
    /// Reveal the computed answer at a step (the picks are kept, and locked).
    Reveal(usize),
    /// Clear a step's answer to try again.
    Retry(usize),
}

impl Answers {
    /// The answers after `action` (a revealed step's picks stay as they are until `Retry`).
    pub fn apply(&self, action: &AnswerAction) -> Answers {
        let mut a = self.clone();
        match action {
            AnswerAction::Toggle { step, option, single } => {
                let (mut p, revealed) = a.get(*step);
                if revealed {
                    return a;
                }
                if *single {
                    p = vec![option.clone()];
                } else if let Some(i) = p.iter().position(|x| x == option) {
                    p.remove(i);
                } else {
                    p.push(option.clone());
                }
                a.set(*step, p, false);
            }
            AnswerAction::Type(step, p) => {
                if !a.get(*step).1 {
                    a.set(*step, p.clone(), false);
                }
            }
            AnswerAction::Reveal(step) => {
                let (p, _) = a.get(*step);
                a.set(*step, p, true);
            }
            AnswerAction::Retry(step) => a.set(*step, Vec::new(), false),
        }
        a
    }
}

/// The paragraphs of a narrative (blank lines separate them; lines within one are joined).
pub fn paragraphs(text: &str) -> Vec<String> {
    text.split("\n\n")
        .map(|p| p.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect()
}

/// A piece of narrative text: plain, `code`, **strong** or *emphasis*.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Span<'a> {
    /// Plain text.
    Plain(&'a str),
    /// A `` `code` `` span.
    Code(&'a str),
    /// A `**strong**` span.
    Strong(&'a str),
    /// An `*emphasis*` span.
    Em(&'a str),
}

/// Splits Markdown-like narrative text into [`Span`]s: code spans first (their insides stay
/// literal), then `**strong**` and `*emphasis*` in the rest; unpaired markers stay text.
pub fn spans(text: &str) -> Vec<Span<'_>> {
    let mut out = Vec::new();
    for (code, part) in crate::format::code_parts(text) {
        if code {
            out.push(Span::Code(part));
            continue;
        }
        let mut rest = part;
        while let Some(open) = rest.find('*') {
            let strong = rest[open..].starts_with("**");
            let marker = if strong { "**" } else { "*" };
            let body = &rest[open + marker.len()..];
            let Some(len) = body.find(marker).filter(|&l| l > 0) else { break };
            if open > 0 {
                out.push(Span::Plain(&rest[..open]));
            }
            out.push(if strong { Span::Strong(&body[..len]) } else { Span::Em(&body[..len]) });
            rest = &body[len + marker.len()..];
        }
        if !rest.is_empty() {
            out.push(Span::Plain(rest));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lesson_links_round_trip_and_old_links_have_none() {
        let s = LinkState { source: "a -> b\nb".into(), lesson: Some(LessonLink::written("# T\n").at(3)), ..LinkState::default() };
        let back = crate::url::decode(&crate::url::encode(&s)).unwrap();
        assert_eq!(back, s);
        assert_eq!(crate::url::decode(&crate::url::encode(&LinkState { source: "a".into(), ..LinkState::default() })).unwrap().lesson, None);
    }

    #[test]
    fn keys_name_the_lesson_not_the_step() {
        let g = LessonLink::gallery("dominance.lesson");
        assert_eq!(g.key(), "g:dominance.lesson");
        assert_eq!(g.at(4).key(), g.key());
        let t = LessonLink::written("# A");
        assert_ne!(t.key(), LessonLink::written("# B").key());
        assert!(Answers::storage_key(&t).starts_with("reconverge.lesson.t:"));
    }

    #[test]
    fn the_index_is_read_and_its_errors_located() {
        let got = parse_index(r#"{"lessons":[{"file":"dominance.lesson","title":"Dominance","source":"x","steps":8,"questions":3}]}"#).unwrap();
        assert_eq!((got[0].file.as_str(), got[0].title.as_str(), got[0].steps), ("dominance.lesson", "Dominance", 8));
        assert!(parse_index("{\n  \"lessons\": 3}").unwrap_err().starts_with("index.json, line 2:"));
    }

    #[test]
    fn a_step_link_carries_its_scenario_and_the_lesson() {
        let doc = LessonDoc {
            steps: vec![
                StepDoc { scenario: StepScenario { example: Some("fig4-2".into()), tab: Some("query".into()), query: (Some("2".into()), None), ..Default::default() }, ..Default::default() },
                StepDoc { scenario: StepScenario { input: Some("a -> b\nb".into()), policy: Some("maximal".into()), ..Default::default() }, ..Default::default() },
                StepDoc { scenario: StepScenario { tab: Some("cycles".into()), ..Default::default() }, ..Default::default() },
            ],
            ..Default::default()
        };
        let l = LessonLink::gallery("x.lesson");
        let cur = LinkState::default();
        let s0 = step_link(&doc, &l, 0, &cur);
        assert_eq!((s0.example.as_deref(), s0.tab.as_deref(), s0.query.0.as_deref()), (Some("fig4-2"), Some("query"), Some("2")));
        assert_eq!(s0.source, crate::examples::find("fig4-2").unwrap().source);
        assert_eq!(s0.lesson, Some(l.at(0)));
        let s1 = step_link(&doc, &l, 1, &s0);
        assert_eq!((s1.source.as_str(), s1.example.as_deref(), s1.policy.as_deref()), ("a -> b\nb", None, Some("maximal")));
        // No input: the text stays.
        let s2 = step_link(&doc, &l, 2, &s1);
        assert_eq!((s2.source.as_str(), s2.tab.as_deref(), s2.lesson.as_ref().map(|l| l.step)), ("a -> b\nb", Some("cycles"), Some(2)));
        // The state the link opens shows the step.
        let st = crate::state::AppState::from_link(Some(Ok(s0.clone())));
        assert_eq!((st.tab, st.example, st.lesson.clone()), (crate::state::Tab::Query, Some("fig4-2"), Some(l.at(0))));
        assert_eq!(st.link_state(), s0);
    }

    #[test]
    fn answers_are_kept_per_step() {
        let mut a = Answers::default();
        a.set(2, vec!["B".into()], false);
        a.set(2, vec!["B".into(), "C".into()], true);
        a.set(0, vec![], false);
        assert_eq!(a.get(2), (vec!["B".to_string(), "C".to_string()], true));
        assert_eq!(a.get(5), (vec![], false));
        let json = serde_json::to_string(&a).unwrap();
        assert_eq!(serde_json::from_str::<Answers>(&json).unwrap(), a);
    }

    #[test]
    fn answer_actions_apply_to_the_newest_answers() {
        let t = |o: &str, single| AnswerAction::Toggle { step: 1, option: o.into(), single };
        let a = Answers::default().apply(&t("B", false)).apply(&t("C", false)).apply(&t("B", false));
        assert_eq!(a.get(1), (vec!["C".to_string()], false));
        let a = a.apply(&t("D", true));
        assert_eq!(a.get(1).0, vec!["D".to_string()]);
        let a = a.apply(&AnswerAction::Reveal(1));
        assert_eq!(a.get(1), (vec!["D".to_string()], true));
        // Locked once revealed.
        assert_eq!(a.apply(&t("E", false)), a);
        assert_eq!(a.apply(&AnswerAction::Type(1, vec!["x".into()])), a);
        assert_eq!(a.apply(&AnswerAction::Retry(1)).get(1), (vec![], false));
    }

    #[test]
    fn narrative_spans() {
        use Span::*;
        assert_eq!(spans("A `X` **dominates** *a* `**y**` 2 * 3"), vec![Plain("A "), Code("X"), Plain(" "), Strong("dominates"), Plain(" "), Em("a"), Plain(" "), Code("**y**"), Plain(" 2 * 3")]);
    }

    #[test]
    fn narrative_paragraphs() {
        assert_eq!(paragraphs("One\nline.\n\n\nTwo.\n"), vec!["One line.".to_string(), "Two.".to_string()]);
    }
}
