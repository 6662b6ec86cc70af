//! The explorer's state and its reducer: pure data and transitions, no web-sys.
//!
//! Components turn DOM events into [`Action`]s; [`AppState::apply`] is the only place state
//! changes (Yew's `function_todomvc` pattern). Analyses are derived from the committed text
//! elsewhere (memoised), never stored here.

use crate::examples;
use crate::url::LinkState;
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use yew::Reducible;

/// The views of the explorer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum View {
    /// The CFG drawing.
    Cfg,
    /// The dominator tree.
    DomTree,
    /// The post-dominator tree.
    PostDomTree,
}

impl View {
    /// All views, in display order.
    pub const ALL: [View; 3] = [View::Cfg, View::DomTree, View::PostDomTree];

    /// The `data-view` / URL name.
    pub fn id(self) -> &'static str {
        match self {
            View::Cfg => "cfg",
            View::DomTree => "domtree",
            View::PostDomTree => "postdomtree",
        }
    }

    /// The view called `id`.
    pub fn from_id(id: &str) -> Option<View> {
        View::ALL.into_iter().find(|v| v.id() == id)
    }

    /// The heading shown above the view.
    pub fn title(self) -> &'static str {
        match self {
            View::Cfg => "Control-flow graph",
            View::DomTree => "Dominator tree",
            View::PostDomTree => "Post-dominator tree",
        }
    }
}

/// The tabs of the right-hand pane.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    /// CFG, dominator tree and post-dominator tree side by side.
    Trees,
    /// Dominance frontiers, post-dominance frontiers, control dependence, IDF.
    Frontiers,
    /// The four dominator algorithms, step by step.
    Algorithms,
    /// Dominance query: `dominates` / `post-dominates` and the DFS edge classes.
    Query,
    /// LLVM's cycle hierarchy for the chosen DFS order.
    Cycles,
    /// Every distinct cycle hierarchy over all DFS orders.
    Hierarchies,
    /// LLVM's uniformity analysis with reasons.
    Uniformity,
    /// The warp engine on the text's thread scenario.
    Warp,
    /// If-conversion (seed 001): control dependence, R and K, augment K, predicated code.
    IfConversion,
    /// Data dependences of a C loop nest (a SCoP), live ranges and transformations.
    Loops,
    /// The source-level kernel debugger (issue 33): source pane, stepping, lanes × values.
    Debug,
}

impl Tab {
    /// All tabs, in display order.
    pub const ALL: [Tab; 11] = [
        Tab::Trees,
        Tab::Frontiers,
        Tab::Algorithms,
        Tab::Query,
        Tab::Cycles,
        Tab::Hierarchies,
        Tab::Uniformity,
        Tab::Warp,
        Tab::Debug,
        Tab::IfConversion,
        Tab::Loops,
    ];

    /// The `data-tab` / URL name.
    pub fn id(self) -> &'static str {
        match self {
            Tab::Trees => "trees",
            Tab::Frontiers => "frontiers",
            Tab::Algorithms => "algorithms",
            Tab::Query => "query",
            Tab::Cycles => "cycles",
            Tab::Hierarchies => "hierarchies",
            Tab::Uniformity => "uniformity",
            Tab::Warp => "warp",
            Tab::IfConversion => "ifconv",
            Tab::Loops => "loops",
            Tab::Debug => "debug",
        }
    }

    /// The tab called `id`.
    pub fn from_id(id: &str) -> Option<Tab> {
        Tab::ALL.into_iter().find(|t| t.id() == id)
    }

    /// One line saying what the tab shows ("what am I looking at").
    pub fn what(self) -> &'static str {
        match self {
            Tab::Trees => "The CFG as LLVM numbers it, its dominator tree (parent = idom) and post-dominator tree (parent = ipdom, under LLVM's virtual exit). Hover or focus a block to find it in every view.",
            Tab::Frontiers => "Per block: where its dominance ends (dominance frontier, DJ-graph method), where its post-dominance ends, and the branch edges it is control dependent on. Tick blocks to place phis (iterated frontier).",
            Tab::Algorithms => "Four ways to compute the same dominator tree, step by step: iterative data flow, Cooper–Harvey–Kennedy, simple Lengauer–Tarjan (semi-dominators) and Semi-NCA (LLVM's).",
            Tab::Query => "Does A dominate B? Answered in O(1) from the DFS in/out numbers of the dominator tree; the DFS's tree, forward, back and cross edges are drawn.",
            Tab::Cycles => "LLVM's cycle hierarchy (CycleInfo) for the chosen DFS order: each cycle with its header (H), other entries (E), child cycles and depth. Its DFS takes the last successor first, so its back edges can differ from the CFG tab's.",
            Tab::Hierarchies => "An irreducible CFG has different cycle hierarchies under different DFS orders: all of them, with an order that produces each.",
            Tab::Uniformity => "LLVM's UniformityAnalysis: which values and branches may differ between the threads of a warp, and why (click a value). Joins of divergent branches, divergent cycle exits and temporal divergence are marked.",
            Tab::Loops => "A C loop nest on the polyhedral model (seed 002): statement instances, exact flow / anti / output dependences with distance vectors, live ranges, and whether a schedule (isl syntax) is legal as is, after scalar expansion or forward substitution, or not at all. Exact by enumeration for the given parameter values.",
            Tab::Warp => "A warp of threads stepping through the CFG under a reconvergence policy: who runs each step, the dynamic-instance table (converged instances share a column) and SIMD efficiency.",
            Tab::Debug => "A kernel compiled with clang -g, run in the interpreter and stopped where you ask: step a work-item by instruction, source line or block, run to a breakpoint or to the checks' next finding, step back; its warp's lanes and every source variable's value per lane. Source lines, IR lines and blocks light each other up.",
            Tab::IfConversion => "If-conversion (Park & Schlansker's RK algorithm, seed 001): every block gets a predicate, every branch defines predicates, and all lanes run one straight line of guarded blocks. Control dependence from the post-dominator tree, R and K, augment K (liveness: which predicates start false) and the predicated code; step through the four steps with ‹ › or ←/→.",
        }
    }

    /// The tab's label.
    pub fn title(self) -> &'static str {
        match self {
            Tab::Trees => "CFG & trees",
            Tab::Frontiers => "Frontiers",
            Tab::Algorithms => "Dominator algorithms",
            Tab::Query => "Query",
            Tab::Cycles => "Cycles",
            Tab::Hierarchies => "All hierarchies",
            Tab::Uniformity => "Uniformity",
            Tab::Warp => "Warp",
            Tab::IfConversion => "If-conversion",
            Tab::Loops => "Loops",
            Tab::Debug => "Debug",
        }
    }
}

/// The algorithm the stepper opens with.
pub const DEFAULT_ALGORITHM: &str = "semi-nca";

/// The warp engine's policy at first.
pub const DEFAULT_POLICY: &str = "ipdom";

/// A chosen DFS successor order: for each named block whose order differs from the source,
/// the permutation of its successor list (`perm[i]` = source position of the new `i`-th
/// successor). Names, not ids, so the order survives edits elsewhere in the text.
pub type DfsOrder = Vec<(String, Vec<u32>)>;

/// Everything the person has chosen, and what the URL records.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The editor text, exactly as typed (never lost, even when it does not parse).
    pub source: String,
    /// The text the views show (the editor text once typing pauses).
    pub committed: String,
    /// The example the text came from, while unedited.
    pub example: Option<&'static str>,
    /// The chosen function of a multi-function IR module (`None` = the first).
    pub function: Option<String>,
    /// The hovered block, highlighted in every view.
    pub hover: Option<String>,
    /// The view shown enlarged, if any.
    pub focus: Option<View>,
    /// A problem with the link the page was opened with (shown once, dismissible).
    pub link_error: Option<String>,
    /// The open tab.
    pub tab: Tab,
    /// The chosen DFS successor order (empty = the source order).
    pub dfs_order: DfsOrder,
    /// The two blocks of the dominance query.
    pub query: (Option<String>, Option<String>),
    /// The block selected in the frontiers tab.
    pub selected: Option<String>,
    /// The definition blocks for the iterated dominance frontier.
    pub idf_defs: Vec<String>,
    /// The dominator algorithm being stepped (its `Algorithm::id`).
    pub algorithm: String,
    /// The current step of its trace.
    pub step: usize,
    /// How far the all-hierarchies enumeration may go (each level ×10).
    pub hier_budget: u32,
    /// The two hierarchies compared in the all-hierarchies tab (0-based).
    pub hier_diff: (usize, usize),
    /// The value or block whose uniformity reason chain is shown.
    pub explain: Option<String>,
    /// The warp engine's reconvergence policy.
    pub policy: String,
    /// The warp step shown.
    pub warp_step: u64,
    /// The loop whose body the if-conversion tab converts (`None`: the whole function).
    pub ifc_loop: Option<String>,
    /// The if-conversion tab's trace step.
    pub ifc_step: usize,
    /// Loops tab: parameter values overriding the text's (`#define N 8`).
    pub loop_params: Vec<(String, i64)>,
    /// Loops tab: the schedule being judged (isl syntax).
    pub loop_schedule: Option<String>,
    /// Warp tab: the hardware trace held against the kernel (a link keeps a gallery
    /// recording's name through its example, a file's name only: it must be loaded again).
    pub trace: Option<crate::hardware_view::LoadedTrace>,
    /// Warp tab: the trace's warp shown.
    pub trace_warp: usize,
    /// The open lesson and its step (issue 31; [`crate::components::lesson`]).
    pub lesson: Option<crate::lessons::LessonLink>,
    /// Debug tab: the kernel's source text (pasted or dropped; empty: none).
    pub debug_source: String,
}

/// A state transition.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The editor text changed (not yet analysed).
    Edit(String),
    /// Typing paused: analyse the editor text.
    Commit,
    /// Load the example with this id.
    LoadExample(String),
    /// Choose a function of the module.
    SelectFunction(String),
    /// Hover a block (`None` = leave).
    Hover(Option<String>),
    /// Enlarge a view or return to the overview.
    Focus(Option<View>),
    /// Hide the link error.
    DismissLinkError,
    /// Open a tab.
    SetTab(Tab),
    /// Rotate the successor order of the named block (which has `n` successors) by one.
    RotateSuccessors(String, usize),
    /// Back to the source's successor order.
    ResetDfsOrder,
    /// Choose block A (`0`) or B (`1`) of the dominance query.
    SetQuery(usize, Option<String>),
    /// A block clicked in the query drawing: fills A, then B, then starts over with A.
    QueryClick(String),
    /// Select a block in the frontiers tab (clicking it again clears the selection).
    Select(String),
    /// Add or remove a definition block of the IDF.
    ToggleIdfDef(String),
    /// Choose the dominator algorithm to step through (back to step 0).
    SetAlgorithm(String),
    /// Go to a step of the trace.
    SetStep(usize),
    /// Set the all-hierarchies exploration budget level.
    SetBudget(u32),
    /// Choose the two compared hierarchies.
    SetDiff(usize, usize),
    /// Replace the DFS successor order (e.g. a hierarchy's witness) and show the cycles tab.
    UseOrder(DfsOrder),
    /// Show the reason chain of a value or block (`None` hides it).
    Explain(Option<String>),
    /// Choose the warp engine's policy (keeps the step).
    SetPolicy(String),
    /// Go to a warp step.
    SetWarpStep(u64),
    /// Choose the if-conversion region: a loop header, or `None` for the whole function
    /// (back to step 0).
    SetIfcLoop(Option<String>),
    /// Go to a step of the if-conversion trace.
    SetIfcStep(usize),
    /// Loops tab: set a parameter's value.
    SetLoopParam(String, i64),
    /// Loops tab: set (or clear) the schedule.
    SetLoopSchedule(Option<String>),
    /// The address changed under the page (a share link pasted into a tab already showing
    /// the app, the `hashchange` event): show the scenario it describes. A link describing
    /// the current state changes nothing (the editor's uncommitted text is kept).
    OpenLink(Box<Option<Result<LinkState, String>>>),
    /// Warp tab: a hardware trace was loaded (from a file, or fetched for a gallery recording).
    LoadTrace(crate::hardware_view::LoadedTrace),
    /// Warp tab: put the hardware trace away.
    ForgetTrace,
    /// Warp tab: show this warp of the trace.
    SetTraceWarp(usize),
    /// Open a lesson (its steps then set the scenario), or close it (`None`).
    OpenLesson(Option<crate::lessons::LessonLink>),
    /// Debug tab: the kernel's source text.
    SetDebugSource(String),
}

impl Default for AppState {
    fn default() -> Self {
        let e = examples::default_example();
        AppState {
            source: e.source.to_string(),
            committed: e.source.to_string(), // the default is compiled in (examples.rs)
            example: Some(e.id),
            function: None,
            hover: None,
            focus: None,
            link_error: None,
            tab: Tab::Trees,
            dfs_order: Vec::new(),
            query: (None, None),
            selected: None,
            idf_defs: Vec::new(),
            algorithm: DEFAULT_ALGORITHM.to_string(),
            step: 0,
            hier_budget: 0,
            hier_diff: (0, 1),
            explain: None,
            policy: DEFAULT_POLICY.to_string(),
            warp_step: 0,
            ifc_loop: None,
            ifc_step: 0,
            loop_params: Vec::new(),
            loop_schedule: None,
            trace: None,
            trace_warp: 0,
            lesson: None,
            debug_source: String::new(),
        }
    }
}

impl AppState {
    /// The state a link describes; a broken link gives the default example plus the error.
    pub fn from_link(link: Option<Result<LinkState, String>>) -> AppState {
        match link {
            None => AppState::default(),
            Some(Err(e)) => AppState {
                link_error: Some(format!("{e}. Showing the default example instead.")),
                ..AppState::default()
            },
            // A lesson's short link (`?lesson=…`) has no text: the default example shows until
            // the lesson sets its step's scenario.
            Some(Ok(s)) if s.source.is_empty() && s.lesson.is_some() => AppState { lesson: s.lesson, ..AppState::default() },
            Some(Ok(s)) => {
                let example = s
                    .example
                    .as_deref()
                    .and_then(examples::find)
                    .filter(|e| e.text().is_none_or(|t| t == s.source))
                    .map(|e| e.id);
                AppState {
                    committed: s.source.clone(),
                    source: s.source,
                    example,
                    function: s.function,
                    focus: s.view.as_deref().and_then(View::from_id),
                    hover: None,
                    link_error: None,
                    tab: s
                        .tab
                        .as_deref()
                        .and_then(Tab::from_id)
                        .unwrap_or(Tab::Trees),
                    dfs_order: s.dfs_order,
                    query: (s.query.0, s.query.1),
                    selected: s.selected,
                    idf_defs: s.idf_defs,
                    algorithm: s.algorithm.unwrap_or_else(|| DEFAULT_ALGORITHM.to_string()),
                    step: s.step,
                    hier_budget: s.hier_budget.min(4),
                    hier_diff: s.hier_diff.unwrap_or((0, 1)),
                    explain: s.explain,
                    policy: s.policy.unwrap_or_else(|| DEFAULT_POLICY.to_string()),
                    warp_step: s.warp_step,
                    ifc_loop: s.ifc_loop,
                    ifc_step: s.ifc_step,
                    loop_params: s.loop_params,
                    loop_schedule: s.loop_schedule,
                    // A trace loaded from a file is named (to be loaded again); else a
                    // recording of the gallery comes with its example.
                    trace: match (s.trace, example.and_then(crate::hardware_view::recording)) {
                        (Some(name), _) => Some(crate::hardware_view::LoadedTrace { name, trace: None, gallery: false }),
                        (None, k) => k.map(crate::hardware_view::LoadedTrace::gallery),
                    },
                    trace_warp: 0,
                    lesson: s.lesson,
                    debug_source: s.debug_source,
                }
            }
        }
    }

    /// What the URL should hold for this state: the committed text (so the link is not
    /// re-encoded on every keystroke), the function, the enlarged view and the example.
    pub fn link_state(&self) -> LinkState {
        LinkState {
            source: self.committed.clone(),
            function: self.function.clone(),
            view: self.focus.map(|v| v.id().to_string()),
            example: self.example.map(str::to_string),
            tab: (self.tab != Tab::Trees).then(|| self.tab.id().to_string()),
            dfs_order: self.dfs_order.clone(),
            query: self.query.clone(),
            selected: self.selected.clone(),
            idf_defs: self.idf_defs.clone(),
            algorithm: (self.algorithm != DEFAULT_ALGORITHM).then(|| self.algorithm.clone()),
            step: self.step,
            hier_budget: self.hier_budget,
            hier_diff: (self.hier_diff != (0, 1)).then_some(self.hier_diff),
            explain: self.explain.clone(),
            policy: (self.policy != DEFAULT_POLICY).then(|| self.policy.clone()),
            warp_step: self.warp_step,
            ifc_loop: self.ifc_loop.clone(),
            ifc_step: self.ifc_step,
            loop_params: self.loop_params.clone(),
            loop_schedule: self.loop_schedule.clone(),
            // A trace loaded from a file is too big for the link: only its name, so the opened
            // link can say it must be loaded again (a gallery recording comes with its example).
            trace: self.trace.as_ref().filter(|t| !t.gallery).map(|t| t.name.clone()),
            lesson: self.lesson.clone(),
            debug_source: self.debug_source.clone(),
        }
    }

    /// Forgets the choices tied to the blocks of one function.
    fn clear_function_state(&mut self) {
        self.dfs_order.clear();
        self.query = (None, None);
        self.selected = None;
        self.idf_defs.clear();
        self.step = 0;
        self.hier_budget = 0;
        self.hier_diff = (0, 1);
        self.explain = None;
        self.warp_step = 0;
        self.ifc_loop = None;
        self.ifc_step = 0;
    }

    /// Applies `action` (pure).
    pub fn apply(&self, action: Action) -> AppState {
        let mut s = self.clone();
        match action {
            Action::Edit(text) => {
                if s.example
                    .and_then(examples::find)
                    .is_some_and(|e| e.text() != Some(text.as_str()))
                {
                    s.example = None;
                }
                s.source = text;
            }
            Action::Commit => s.committed = s.source.clone(),
            Action::LoadExample(id) => {
                // A fetched text is here before this runs (`examples::with_text`).
                if let Some((e, text)) = examples::find(&id).and_then(|e| Some((e, e.text()?))) {
                    s.source = text.to_string();
                    s.committed = s.source.clone();
                    s.example = Some(e.id);
                    s.function = None;
                    s.hover = None;
                    s.clear_function_state();
                    s.loop_params.clear();
                    s.loop_schedule = schedule_comment(text);
                    // A recording of the gallery: its kernel, and its trace (fetched by the Warp tab).
                    let k = crate::hardware_view::recording(e.id);
                    s.function = k.map(str::to_string);
                    s.trace = k.map(crate::hardware_view::LoadedTrace::gallery);
                    s.trace_warp = 0;
                    s.debug_source = examples::debug_source(e.id).unwrap_or_default().to_string();
                }
            }
            Action::SelectFunction(f) => {
                s.function = Some(f);
                s.hover = None;
                s.clear_function_state();
            }
            Action::LoadTrace(t) => {
                s.trace = Some(t);
                s.trace_warp = 0;
            }
            Action::ForgetTrace => {
                s.trace = None;
                s.trace_warp = 0;
            }
            Action::SetTraceWarp(w) => s.trace_warp = w,
            Action::SetDebugSource(t) => s.debug_source = t,
            Action::OpenLesson(l) => s.lesson = l,
            Action::Hover(h) => s.hover = h,
            Action::Focus(v) => s.focus = v,
            Action::DismissLinkError => s.link_error = None,
            Action::OpenLink(link) => {
                match *link {
                    Some(Ok(l)) if l == self.link_state() => return s,
                    // A damaged link in a tab already showing a scenario: say so, keep it.
                    Some(Err(e)) => s.link_error = Some(format!("{e}. The page keeps what it showed.")),
                    link => return AppState::from_link(link),
                }
            }
            Action::SetTab(t) => s.tab = t,
            Action::RotateSuccessors(block, n) => rotate(&mut s.dfs_order, &block, n),
            Action::ResetDfsOrder => s.dfs_order.clear(),
            Action::QueryClick(b) => {
                s.query = match s.query {
                    (None, q) => (Some(b), q),
                    (Some(a), None) => (Some(a), Some(b)),
                    (Some(_), Some(_)) => (Some(b), None),
                }
            }
            Action::Select(b) => {
                s.selected = if s.selected.as_deref() == Some(b.as_str()) {
                    None
                } else {
                    Some(b)
                }
            }
            Action::ToggleIdfDef(b) => {
                if let Some(k) = s.idf_defs.iter().position(|d| *d == b) {
                    s.idf_defs.remove(k);
                } else {
                    s.idf_defs.push(b);
                }
            }
            Action::SetAlgorithm(a) => {
                s.algorithm = a;
                s.step = 0;
            }
            Action::SetStep(k) => s.step = k,
            Action::SetBudget(level) => s.hier_budget = level.min(4),
            Action::SetDiff(x, y) => s.hier_diff = (x, y),
            Action::Explain(x) => s.explain = x,
            Action::SetPolicy(p) => s.policy = p,
            Action::SetWarpStep(k) => s.warp_step = k,
            Action::SetIfcLoop(h) => {
                s.ifc_loop = h;
                s.ifc_step = 0;
            }
            Action::SetIfcStep(k) => s.ifc_step = k,
            Action::SetLoopParam(name, v) => match s.loop_params.iter_mut().find(|p| p.0 == name) {
                Some(p) => p.1 = v,
                None => s.loop_params.push((name, v)),
            },
            Action::SetLoopSchedule(t) => s.loop_schedule = t.filter(|t| !t.trim().is_empty()),
            Action::UseOrder(order) => {
                s.dfs_order = order;
                s.tab = Tab::Cycles;
            }
            Action::SetQuery(k, b) => {
                if k == 0 {
                    s.query.0 = b;
                } else {
                    s.query.1 = b;
                }
            }
        }
        s
    }
}

/// The schedule a loop example suggests in a `// schedule: …` comment line (seed 002 files).
pub fn schedule_comment(text: &str) -> Option<String> {
    text.lines()
        .find_map(|l| l.trim().strip_prefix("// schedule:"))
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
}

/// Rotates `block`'s successor permutation (of `n` successors) left by one; the identity is
/// dropped from the list.
fn rotate(order: &mut DfsOrder, block: &str, n: usize) {
    if n < 2 {
        return;
    }
    let k = order.iter().position(|(b, _)| b == block);
    let mut perm = k
        .map(|k| order[k].1.clone())
        .filter(|p| p.len() == n)
        .unwrap_or_else(|| (0..n as u32).collect());
    perm.rotate_left(1);
    let identity = perm.iter().enumerate().all(|(i, &p)| i as u32 == p);
    match (k, identity) {
        (Some(k), true) => {
            order.remove(k);
        }
        (Some(k), false) => order[k].1 = perm,
        (None, false) => order.push((block.to_string(), perm)),
        (None, true) => {}
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let next = self.apply(action);
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotating_successors_cycles_back_to_the_source_order() {
        let mut o = DfsOrder::new();
        rotate(&mut o, "a", 3);
        assert_eq!(o, vec![("a".to_string(), vec![1, 2, 0])]);
        rotate(&mut o, "a", 3);
        assert_eq!(o, vec![("a".to_string(), vec![2, 0, 1])]);
        rotate(&mut o, "a", 3);
        assert!(o.is_empty());
        rotate(&mut o, "b", 1);
        assert!(o.is_empty());
    }

    #[test]
    fn open_link_shows_the_new_scenario_and_ignores_the_current_one() {
        let s = AppState::default().apply(Action::Edit("a -> b".into()));
        // The link of the state itself (our own replaceState): the uncommitted text stays.
        let same = s.apply(Action::OpenLink(Box::new(Some(Ok(s.link_state())))));
        assert_eq!(same, s);
        let link = LinkState { source: "x -> y\ny".into(), tab: Some("algorithms".into()), step: 2, ..LinkState::default() };
        let t = s.apply(Action::OpenLink(Box::new(Some(Ok(link.clone())))));
        assert_eq!((t.source.as_str(), t.committed.as_str(), t.tab, t.step), ("x -> y\ny", "x -> y\ny", Tab::Algorithms, 2));
        assert_eq!(t.link_state(), link);
        let bad = t.apply(Action::OpenLink(Box::new(Some(Err("corrupt link".into())))));
        assert!(bad.link_error.as_deref().is_some_and(|e| e.starts_with("corrupt link")));
        assert_eq!((bad.committed.as_str(), bad.tab), ("x -> y\ny", Tab::Algorithms));
    }

    #[test]
    fn edit_keeps_text_and_commit_publishes_it() {
        let s = AppState::default().apply(Action::Edit("a -> b".into()));
        assert_eq!(s.source, "a -> b");
        assert_ne!(s.committed, "a -> b");
        assert_eq!(s.example, None);
        let s = s.apply(Action::Commit);
        assert_eq!(s.committed, "a -> b");
    }

    #[test]
    fn examples_and_links() {
        let s = AppState::default().apply(Action::LoadExample("fig4-2".into()));
        assert_eq!(s.example, Some("fig4-2"));
        let s = s.apply(Action::Focus(Some(View::DomTree)));
        let back = AppState::from_link(Some(Ok(s.link_state())));
        assert_eq!(back.source, s.source);
        assert_eq!(back.example, Some("fig4-2"));
        assert_eq!(back.focus, Some(View::DomTree));
        let s = s
            .apply(Action::RotateSuccessors("1".into(), 2))
            .apply(Action::SetTab(Tab::Query))
            .apply(Action::SetQuery(0, Some("2".into())));
        let back = AppState::from_link(Some(Ok(s.link_state())));
        assert_eq!(back.dfs_order, vec![("1".to_string(), vec![1, 0])]);
        assert_eq!(back.tab, Tab::Query);
        assert_eq!(back.query.0.as_deref(), Some("2"));
        let broken = AppState::from_link(Some(Err("the link is damaged".into())));
        assert_eq!(broken.source, AppState::default().source);
        assert!(broken.link_error.unwrap().contains("damaged"));
    }

    #[test]
    fn loop_examples_bring_their_schedule_and_reset_the_parameters() {
        let s = AppState { loop_params: vec![("N".into(), 3)], ..AppState::default() };
        let s = s.apply(Action::LoadExample("seed002-scalar-expansion".into()));
        assert_eq!(s.loop_schedule.as_deref(), Some("S1[i] -> [0, i]; S2[i] -> [1, i]"));
        assert!(s.loop_params.is_empty());
        let s = s.apply(Action::SetLoopParam("N".into(), 4)).apply(Action::SetLoopParam("N".into(), 5));
        assert_eq!(s.loop_params, vec![("N".to_string(), 5)]);
        assert_eq!(AppState::from_link(Some(Ok(s.link_state()))).loop_params, s.loop_params);
        let s = s.apply(Action::SetLoopSchedule(Some("  ".into())));
        assert_eq!(s.loop_schedule, None);
        assert_eq!(s.apply(Action::LoadExample("fig4-2".into())).loop_schedule, None);
    }

    /// A recording of the gallery brings its kernel and its trace (fetched later); a link keeps
    /// it through the gallery name. A trace from a file keeps only its name in the link, and
    /// the opened link asks for it again.
    #[test]
    fn hardware_traces_and_links() {
        use crate::hardware_view::LoadedTrace;
        let s = AppState::default().apply(Action::LoadExample("hw-k_nested".into()));
        assert_eq!(s.function.as_deref(), Some("k_nested"));
        assert_eq!(s.trace, Some(LoadedTrace::gallery("k_nested")));
        let link = s.link_state();
        assert_eq!((link.example.as_deref(), link.trace.as_deref()), (Some("hw-k_nested"), None));
        let back = AppState::from_link(Some(Ok(link)));
        assert_eq!((back.function.as_deref(), back.trace.clone()), (Some("k_nested"), Some(LoadedTrace::gallery("k_nested"))));
        let file = LoadedTrace::parse("mine.trace.json".into(), "{", false);
        assert!(matches!(&file.trace, Some(Err(e)) if e.contains("hardware trace: EOF")), "{file:?}");
        let s = back.apply(Action::LoadTrace(file)).apply(Action::SetTraceWarp(2));
        assert_eq!(s.trace_warp, 2);
        let link = s.link_state();
        assert_eq!(link.trace.as_deref(), Some("mine.trace.json"));
        let back = AppState::from_link(Some(Ok(link)));
        assert_eq!(back.trace, Some(LoadedTrace { name: "mine.trace.json".into(), trace: None, gallery: false }));
        assert_eq!(back.apply(Action::ForgetTrace).trace, None);
        assert_eq!(s.apply(Action::LoadExample("fig4-2".into())).trace, None);
    }
}
