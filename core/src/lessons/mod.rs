//! Lessons: a teacher's text of steps (scenario, narrative, question) and the question kinds,
//! each **answered by the core's analyses** on the step's scenario — a lesson never carries its
//! own answer. The format is documented for teachers in `docs/LESSONS.md`.
//!
//! # API summary (stable; the web's lesson view and the CLI build on it)
//!
//! | item | what it does |
//! |---|---|
//! | [`parse`]`(text) -> ParsedLesson` | reads a lesson; never fails wholesale: each problem is a [`LessonError`] (line:column) on the lesson or on its [`Step`], the other steps load |
//! | [`ParsedLesson`] | `title`, `source` (the citation), `intro`, `steps`, `errors` (lesson-level) |
//! | [`Step`] | `number`, `title`, `narrative`, `scenario` ([`StepScenario`], the fields of the web's `LinkState`), `question` ([`Question`]), `errors`, `line` |
//! | [`scenario_text`]`(lesson, step, examples)` | the step's input text: its fenced block, or the gallery entry `example:` names, looked up by the caller's `examples` function (the core does not hold the gallery) |
//! | [`answer`]`(lesson, step, examples) -> Result<Answer, LessonError>` | loads the step's scenario into a [`crate::session::Session`] and answers its question with the analyses; an error (the scenario does not parse, a block the CFG lacks) is at its line:column in the lesson |
//! | [`check`]`(&mut lesson, examples)` | [`answer`]s every step, recording errors on the steps (what the editor preview and the tests use) |
//! | [`Answer`] | `items` (what is right: block, value, thread, instance names, `yes`/`no`, or the right option), `reasons` (the reason chain as text lines), `highlight` (blocks to light up on reveal), `shape` |
//! | [`grade`]`(&answer, &response) -> Grade` | per item: `right`, `wrong` (picked, not in the answer), `missed` (in the answer, not picked); `correct` |
//! | [`Question::pick`] | what the student picks: blocks, values, lanes, instances, yes/no or an option (the web chooses the widget) |
//! | [`link_dfs_order`]`(session, function, text)` | the step's `dfs:` notation as the `[block, permutation]` pairs the web's link carries |
//! | [`LessonIndex`] / [`parse_index`] | `static/lessons/index.json`: every lesson's file, title, source, step and question count |
//!
//! # Question kinds and the analyses behind them
//!
//! | `question:` | answer | analysis |
//! |---|---|---|
//! | `dominators B` | blocks that dominate `B` (`B` included) | [`crate::DominatorTree`] |
//! | `idom B` | `B`'s immediate dominator, by the step's `algorithm:` when given | [`crate::dominator_algorithms::run`], checked against the tree |
//! | `semi-dominator B` | `sdom(B)` of Lengauer–Tarjan / Semi-NCA | [`crate::dominator_algorithms::traced`] |
//! | `post-dominators B`, `ipdom B` | blocks that post-dominate `B`; its immediate post-dominator | [`crate::PostDominatorTree`] |
//! | `dominates A B`, `post-dominates A B` | yes / no | the trees' `O(1)` queries |
//! | `frontier B`, `post-frontier B` | the (post-)dominance frontier of `B` | [`crate::frontiers`] |
//! | `control-dependence B` | the branches `B` is control dependent on | [`crate::control_dependence`] |
//! | `cycle-header B`, `cycle-entries B`, `reducible B` | the innermost cycle containing `B` under the step's `dfs:` order | [`crate::cycles::CycleInfo`] |
//! | `divergent-branches`, `joins B` | divergent branches; the joins of branch `B` | [`crate::uniformity`] |
//! | `divergent-values`, `why X` | divergent values (LLVM IR), each with its reason chain; whether `X` is divergent | [`crate::uniformity::reasons`] |
//! | `converged-with X [of T0] in T` | the instances of thread `T` converged with instance `X` of thread `T0` (default the first thread) | [`crate::convergence::maximal_report`] |
//! | `reconverge B` | where the ipdom SIMT stack reconverges the branch at `B` | [`crate::PostDominatorTree::ipdom`] |
//! | `markers` | the blocks the ARM patent's analysis marks | [`crate::engine::markers::MarkerAnalysis`] |
//! | `active-lanes` | the lanes that run at the step after `warp-step:` under `policy:` | [`crate::engine::Engine`] |
//! | `predicate B`, `same-predicate B` | the predicate guarding `B` after if-conversion (R); the blocks sharing it | [`crate::if_conversion::IfConversion`] (scope: `ifconv-loop:`) |
//! | `legal`, `remedy` | whether the `schedule:` is legal as is; the fix seed 002 prescribes | [`crate::loops::LoopAnalysis::transform`] |
//!
//! Any question whose answer is one item or yes/no becomes multiple choice with an `options:`
//! line: the right options are those equal to the computed answer (a question none of whose
//! options is right is an error at the `options:` line).
//!
//! Sources: the lesson texts cite theirs (`source:`); this module implements no analysis.

mod answer;
pub mod gallery;
mod parse;

pub use answer::{answer, check, link_dfs_order, scenario_text};
pub use parse::parse;

use crate::span::ParseError;
use serde::{Deserialize, Serialize};

/// A problem in a lesson, at its 1-based line and column in the lesson text.
pub type LessonError = ParseError;

/// A lesson as read by [`parse`]: whatever could be read, plus the problems.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ParsedLesson {
    /// The `# Title` line's text.
    pub title: String,
    /// The `source:` lines, joined by a space: the work the lesson follows, cited in English.
    pub source: String,
    /// The paragraph between the title and the first step.
    pub intro: String,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// Problems not belonging to one step (no title, text before the title, …).
    pub errors: Vec<LessonError>,
}

impl ParsedLesson {
    /// Every problem: the lesson's, then each step's, in line order.
    pub fn all_errors(&self) -> Vec<&LessonError> {
        let mut v: Vec<&LessonError> = self.errors.iter().chain(self.steps.iter().flat_map(|s| s.errors.iter())).collect();
        v.sort_by_key(|e| (e.line, e.col));
        v
    }

    /// How many steps ask a question.
    pub fn num_questions(&self) -> usize {
        self.steps.iter().filter(|s| s.question.is_some()).count()
    }
}

/// One step: a scenario, a few sentences, maybe a question.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// 1-based step number.
    pub number: usize,
    /// The `## …` heading's text.
    pub title: String,
    /// The heading's 1-based line.
    pub line: u32,
    /// The narrative: the step's text lines that are neither directives nor the fenced input,
    /// paragraphs separated by blank lines (Markdown-like: `` `code` `` and `*emphasis*` are
    /// left for the viewer to render).
    pub narrative: String,
    /// What the explorer shows at this step.
    pub scenario: StepScenario,
    /// The question, if the step asks one.
    pub question: Option<Question>,
    /// Problems in this step (the step is shown with them; the others are unaffected).
    pub errors: Vec<LessonError>,
}

/// What a step shows: the fields of the web's share link (`web/src/url.rs` `LinkState`), so a
/// step maps to a link directly, plus the blocks to highlight. `source`, `example` and
/// `function` carry over from the previous step when a step gives neither a fenced block nor
/// an `example:`; the other fields start from their defaults at every step.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepScenario {
    /// The input text of the step's fenced block (LinkState `s`).
    pub source: Option<String>,
    /// The gallery entry (LinkState `e`), used when there is no fenced block.
    pub example: Option<String>,
    /// The 1-based line of the fenced block's first text line (or of `example:`); errors in
    /// the scenario text are reported relative to it.
    pub source_line: u32,
    /// LinkState `f`.
    pub function: Option<String>,
    /// LinkState `v` (`cfg`, `domtree`, `postdomtree`, …).
    pub view: Option<String>,
    /// LinkState `t`: `trees`, `frontiers`, `algorithms`, `query`, `cycles`, `hierarchies`,
    /// `uniformity`, `warp`, `ifconv`, `loops`.
    pub tab: Option<String>,
    /// The DFS successor order in the notation of `docs/CYCLES.md` (`b1: b3 b2; b4: b0 b5`);
    /// [`link_dfs_order`] turns it into LinkState `d`.
    pub dfs: Option<String>,
    /// LinkState `q`: the dominance query's two blocks.
    pub query: (Option<String>, Option<String>),
    /// LinkState `sel`: the block selected in the frontiers tab.
    pub selected: Option<String>,
    /// LinkState `idf`: the iterated-frontier definition blocks.
    pub idf_defs: Vec<String>,
    /// LinkState `alg`: `data-flow`, `cooper-harvey-kennedy`, `simple-lengauer-tarjan`,
    /// `semi-nca`.
    pub algorithm: Option<String>,
    /// LinkState `step`: the dominator algorithm's trace step.
    pub trace_step: usize,
    /// LinkState `x`: the value or block whose reason chain is shown.
    pub explain: Option<String>,
    /// LinkState `pol`: `ipdom`, `markers`, `independent`, `maximal`, `predication`, `vulkan`.
    pub policy: Option<String>,
    /// LinkState `ws`: the warp step (steps already run).
    pub warp_step: u64,
    /// LinkState `il`: the if-conversion tab's loop header.
    pub ifc_loop: Option<String>,
    /// LinkState `is`: the if-conversion tab's trace step.
    pub ifc_step: usize,
    /// LinkState `lp`: loop parameters overriding the text's.
    pub loop_params: Vec<(String, i64)>,
    /// LinkState `ls`: the schedule (isl syntax).
    pub loop_schedule: Option<String>,
    /// LinkState `hw`: a hardware trace's name.
    pub trace: Option<String>,
    /// Blocks to highlight in every view (not in LinkState: the lesson view draws them).
    pub highlight: Vec<String>,
    /// 1-based line of each directive that names blocks, for errors: `(key, line, col)`.
    #[serde(default)]
    pub places: Vec<(String, u32, u32)>,
}

/// What the student picks to answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pick {
    /// Blocks (click them in the CFG).
    Blocks,
    /// One block.
    Block,
    /// Values (LLVM IR names, `%x`).
    Values,
    /// Threads / lanes (by thread name).
    Lanes,
    /// Dynamic instances of one thread (`H2`, …).
    Instances,
    /// Yes or no.
    YesNo,
    /// One of the `options:` (multiple choice), or of [`Question::choices`].
    Option,
    /// A name typed freely (e.g. a predicate `p2`).
    Text,
}

/// How many items an answer has.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shape {
    /// A set (possibly empty).
    Set,
    /// Exactly one item (possibly `none`).
    One,
    /// `yes` or `no`.
    YesNo,
}

/// A question kind with its arguments (names as written in the lesson).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum QuestionKind {
    /// Blocks that dominate `block` (reflexive).
    Dominators { block: String },
    /// The immediate dominator of `block` (by the step's algorithm when given).
    Idom { block: String },
    /// The semi-dominator of `block` (Lengauer–Tarjan / Semi-NCA).
    SemiDominator { block: String },
    /// Blocks that post-dominate `block` (reflexive).
    PostDominators { block: String },
    /// The immediate post-dominator of `block`.
    Ipdom { block: String },
    /// Does `a` dominate `b`?
    Dominates { a: String, b: String },
    /// Does `a` post-dominate `b`?
    PostDominates { a: String, b: String },
    /// The dominance frontier of `block`.
    Frontier { block: String },
    /// The post-dominance frontier of `block`.
    PostFrontier { block: String },
    /// The branch blocks `block` is control dependent on.
    ControlDependence { block: String },
    /// The header of the innermost cycle containing `block`.
    CycleHeader { block: String },
    /// The entries of the innermost cycle containing `block`.
    CycleEntries { block: String },
    /// Is the innermost cycle containing `block` reducible?
    Reducible { block: String },
    /// The divergent branches.
    DivergentBranches,
    /// The joins (sync-dependence blocks) of the divergent branch at `block`.
    Joins { block: String },
    /// The divergent values (LLVM IR).
    DivergentValues,
    /// Is `name` (a value or a block's branch) divergent?
    Why { name: String },
    /// The instances of `thread` converged with instance `instance` of `of` (default the
    /// first thread).
    ConvergedWith { instance: String, of: Option<String>, thread: String },
    /// Where the ipdom stack reconverges the branch at `block`.
    Reconverge { block: String },
    /// The blocks the ARM patent's analysis marks.
    Markers,
    /// The lanes that run in the next warp step.
    ActiveLanes,
    /// The predicate guarding `block` after if-conversion.
    Predicate { block: String },
    /// The blocks guarded by the same predicate as `block` after if-conversion.
    SamePredicate { block: String },
    /// Is the step's schedule legal as is?
    Legal,
    /// What seed 002 prescribes for the schedule: `legal`, `scalar-expansion`,
    /// `forward-substitution` or `illegal`.
    Remedy,
}

/// A question: its kind, the prompt shown, and options for multiple choice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Question {
    /// What is asked.
    pub kind: QuestionKind,
    /// The text shown to the student (`prompt:`; else a default wording of the kind).
    pub prompt: String,
    /// Multiple-choice options (`options:`), empty when the student picks freely.
    pub options: Vec<String>,
    /// 1-based line and column of the `question:` value.
    pub line: u32,
    /// See `line`.
    pub col: u32,
    /// Column of each argument (same order as written), for errors naming a block.
    pub arg_cols: Vec<u32>,
    /// Line of the `options:` directive (0 when none).
    pub options_line: u32,
}

impl QuestionKind {
    /// The answer's shape.
    pub fn shape(&self) -> Shape {
        use QuestionKind::*;
        match self {
            Idom { .. } | SemiDominator { .. } | Ipdom { .. } | CycleHeader { .. } | Reconverge { .. } | Predicate { .. } | Remedy => Shape::One,
            Dominates { .. } | PostDominates { .. } | Reducible { .. } | Why { .. } | Legal => Shape::YesNo,
            _ => Shape::Set,
        }
    }

    /// What the student picks (without options).
    pub fn pick(&self) -> Pick {
        use QuestionKind::*;
        match self.shape() {
            Shape::YesNo => Pick::YesNo,
            Shape::One => match self {
                Predicate { .. } => Pick::Text,
                Remedy => Pick::Option,
                _ => Pick::Block,
            },
            Shape::Set => match self {
                DivergentValues => Pick::Values,
                ActiveLanes => Pick::Lanes,
                ConvergedWith { .. } => Pick::Instances,
                _ => Pick::Blocks,
            },
        }
    }

    /// A default prompt.
    pub fn default_prompt(&self) -> String {
        use QuestionKind::*;
        match self {
            Dominators { block } => format!("Which blocks dominate `{block}`? (`{block}` dominates itself.)"),
            Idom { block } => format!("What is the immediate dominator of `{block}`?"),
            SemiDominator { block } => format!("What is the semi-dominator of `{block}`?"),
            PostDominators { block } => format!("Which blocks post-dominate `{block}`? (`{block}` post-dominates itself.)"),
            Ipdom { block } => format!("What is the immediate post-dominator of `{block}`?"),
            Dominates { a, b } => format!("Does `{a}` dominate `{b}`?"),
            PostDominates { a, b } => format!("Does `{a}` post-dominate `{b}`?"),
            Frontier { block } => format!("Which blocks are in the dominance frontier of `{block}`?"),
            PostFrontier { block } => format!("Which blocks are in the post-dominance frontier of `{block}`?"),
            ControlDependence { block } => format!("Which branches is `{block}` control dependent on?"),
            CycleHeader { block } => format!("Under this DFS order, what is the header of the innermost cycle containing `{block}`?"),
            CycleEntries { block } => format!("Which blocks are entries of the innermost cycle containing `{block}`?"),
            Reducible { block } => format!("Is the innermost cycle containing `{block}` reducible?"),
            DivergentBranches => "Which branches are divergent?".into(),
            Joins { block } => format!("At which blocks do paths from the divergent branch at `{block}` join?"),
            DivergentValues => "Which values are divergent?".into(),
            Why { name } => format!("Is `{name}` divergent?"),
            ConvergedWith { instance, of, thread } => match of {
                Some(t0) => format!("Which instances of thread {thread} are converged with {instance} of thread {t0}?"),
                None => format!("Which instances of thread {thread} are converged with {instance} of the first thread?"),
            },
            Reconverge { block } => format!("Where does the ipdom stack reconverge the threads that diverge at `{block}`?"),
            Markers => "Which blocks get a convergence marker?".into(),
            ActiveLanes => "Which lanes are active at the next step?".into(),
            Predicate { block } => format!("Which predicate guards `{block}` after if-conversion?"),
            SamePredicate { block } => format!("Which blocks run under the same predicate as `{block}` after if-conversion?"),
            Legal => "Is this schedule legal as it is?".into(),
            Remedy => "What does the transformation need: nothing (legal), scalar expansion, forward substitution, or is it illegal?".into(),
        }
    }
}

impl Question {
    /// The choices offered: the `options:`, else `yes`/`no` for a yes/no question, else the
    /// four remedies for `remedy`, else none (the student picks in the views or types).
    pub fn choices(&self) -> Vec<String> {
        if !self.options.is_empty() {
            return self.options.clone();
        }
        match (&self.kind, self.kind.shape()) {
            (_, Shape::YesNo) => vec!["yes".into(), "no".into()],
            (QuestionKind::Remedy, _) => ["legal", "scalar-expansion", "forward-substitution", "illegal"].map(String::from).to_vec(),
            _ => Vec::new(),
        }
    }

    /// What the student picks: [`Pick::Option`] when the question has options, else the
    /// kind's own.
    pub fn pick(&self) -> Pick {
        if self.options.is_empty() {
            self.kind.pick()
        } else {
            Pick::Option
        }
    }
}

/// The computed answer to a step's question.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// How many items (set, one, yes/no).
    pub shape: Option<Shape>,
    /// What is right: names (blocks, values, threads, instances), `yes`/`no`, `none`, or the
    /// right options. Sorted for sets as the analysis lists them.
    pub items: Vec<String>,
    /// The reason chain as text lines (why each item is right).
    pub reasons: Vec<String>,
    /// Blocks to highlight on reveal.
    pub highlight: Vec<String>,
}

/// A student's answer graded against the computed one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Grade {
    /// Picked and right.
    pub right: Vec<String>,
    /// Picked but not in the answer.
    pub wrong: Vec<String>,
    /// In the answer but not picked.
    pub missed: Vec<String>,
    /// Nothing wrong and nothing missed.
    pub correct: bool,
}

/// Grades `response` (the student's picks; compared by name, a leading `%` and case of
/// `yes`/`no` ignored, duplicates counted once) against `answer`. `O((a + r) log(a + r))`.
///
/// ```
/// use reconverge_core::lessons::{grade, Answer};
/// let a = Answer { items: vec!["1".into(), "2".into()], ..Answer::default() };
/// let g = grade(&a, &["2".to_string(), "5".to_string()]);
/// assert_eq!((g.right, g.wrong, g.missed, g.correct), (vec!["2".to_string()], vec!["5".to_string()], vec!["1".to_string()], false));
/// ```
pub fn grade(answer: &Answer, response: &[String]) -> Grade {
    fn key(s: &str) -> String {
        let t = s.trim();
        let t = t.strip_prefix('%').unwrap_or(t);
        if t.eq_ignore_ascii_case("yes") || t.eq_ignore_ascii_case("no") {
            t.to_ascii_lowercase()
        } else {
            t.to_string()
        }
    }
    let want: std::collections::BTreeSet<String> = answer.items.iter().map(|s| key(s)).collect();
    let mut seen = std::collections::BTreeSet::new();
    let mut g = Grade::default();
    for r in response {
        let k = key(r);
        if !seen.insert(k.clone()) {
            continue;
        }
        if want.contains(&k) {
            g.right.push(r.trim().to_string());
        } else {
            g.wrong.push(r.trim().to_string());
        }
    }
    for a in &answer.items {
        if !seen.contains(&key(a)) {
            g.missed.push(a.clone());
        }
    }
    g.correct = g.wrong.is_empty() && g.missed.is_empty();
    g
}

/// One entry of `static/lessons/index.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonEntry {
    /// The file name in `static/lessons/`.
    pub file: String,
    /// The lesson's title (its `# ` line).
    pub title: String,
    /// The lesson's `source:` citation.
    pub source: String,
    /// Number of steps.
    pub steps: usize,
    /// Number of steps with a question.
    pub questions: usize,
}

/// `static/lessons/index.json`: the lessons in teaching order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonIndex {
    /// The lessons.
    pub lessons: Vec<LessonEntry>,
}

/// Reads `static/lessons/index.json`.
///
/// # Errors
/// The JSON error's text with its line and column.
pub fn parse_index(json: &str) -> Result<LessonIndex, LessonError> {
    serde_json::from_str(json).map_err(|e| LessonError { line: e.line() as u32, col: e.column() as u32, span: crate::span::Span::default(), message: e.to_string() })
}

#[cfg(test)]
mod tests;
