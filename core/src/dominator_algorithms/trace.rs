//! Step traces of the dominator algorithms, for the browser's stepper and for teaching.
//!
//! A [`Trace`] is a list of [`Step`]s. Each step is one move of the algorithm in the terms of
//! the dominance chapter (seed `004_…`, §4.2 and §4.3.1): a block gets its `dfnum`, a
//! semi-dominator is computed, a vertex is linked into the forest, a bucket is emptied, an NCA
//! walk climbs the tree, a data-flow round recomputes a `Dom` set, an `intersect` walk meets.
//! A step carries
//! - a [`Phase`] (what kind of move),
//! - a one-sentence `message` naming blocks by their printed names,
//! - the blocks and edges to highlight on the CFG drawing,
//! - the table cells it changes ([`Change`]: block, [`Column`], new [`Value`]).
//!
//! The table (one row per block, the columns of [`Algorithm::columns`]) after step `k` is the
//! result of applying the changes of steps `0..=k` to an empty table: [`Trace::table_at`]
//! (`O(k + changes)`), or incrementally with [`Table::apply`]. The last step is always
//! [`Phase::Done`] and its table's [`Column::Idom`] equals the algorithm's result.
//!
//! # Bounds
//! Recording is optional (the algorithms take `Option<&mut Trace>`; with `None` no message is
//! formatted and nothing is allocated for the trace) and bounded by [`Limits`]:
//! - a CFG with more than [`Limits::max_blocks`] blocks (default 500) is not recorded at all:
//!   the trace has no steps and [`Trace::truncated`] is [`Truncation::Blocks`];
//! - after [`Limits::max_steps`] steps (default 10 000) recording stops,
//!   [`Trace::truncated`] is [`Truncation::Steps`], and one extra [`Phase::Done`] step fills the
//!   idom column with the final result, so a truncated trace has `max_steps + 1` steps.
//!
//! A step's memory is its message (a sentence; lists of blocks in messages are cut after
//! [`MAX_LISTED`] names) plus its highlights and changes, `O(n)` at most (a data-flow `Dom`
//! set), so a trace holds `O(max_steps · n)` values in the worst case and far fewer in practice.
//!
//! Everything here is `serde`-serialisable; [`Trace::to_json`] gives the web app's form.

use super::Algorithm;
use crate::cfg::{Block, Cfg};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;

/// How many block names a message lists before it writes `…`.
pub const MAX_LISTED: usize = 12;

/// What kind of move a [`Step`] is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// The depth-first search numbers a block: its `dfnum` and its DFS-tree `parent`
    /// (Lengauer–Tarjan, Semi-NCA).
    Dfs,
    /// The depth-first search finishes a block: its reverse-post-order number `rpo`
    /// (data-flow, Cooper–Harvey–Kennedy).
    Rpo,
    /// Initial values before the iteration (data-flow `Dom` sets).
    Init,
    /// A round of an iterative algorithm begins, or the last round found the fixed point.
    Round,
    /// A block's value is recomputed from its predecessors: its `Dom` set (data-flow) or its
    /// idom (Cooper–Harvey–Kennedy).
    Transfer,
    /// One two-finger `intersect` walk of Cooper–Harvey–Kennedy.
    Intersect,
    /// A semi-dominator is computed from the predecessors and `eval` (Lengauer–Tarjan,
    /// Semi-NCA).
    Semi,
    /// `link(parent(w), w)`: `w` joins the virtual forest (Lengauer–Tarjan, Semi-NCA).
    Link,
    /// Lengauer–Tarjan empties a bucket: the implicit idom of a vertex (final or deferred).
    Bucket,
    /// Lengauer–Tarjan's final pass fixes a deferred idom: `idom(w) = idom(idom(w))`.
    FixUp,
    /// Semi-NCA's walk `idom(w) = NCA(parent(w), sdom(w))`.
    Nca,
    /// The data-flow algorithm reads an idom off the `Dom` sets.
    Idom,
    /// The algorithm is done (or the trace stopped at its step limit); the table holds the
    /// final idoms.
    Done,
}

/// A column of the per-block table.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Column {
    /// Depth-first preorder number ([`Value::Number`]); the entry has 0.
    Dfnum,
    /// Reverse-post-order number of the same DFS ([`Value::Number`]); the entry has 0.
    Rpo,
    /// The DFS spanning-tree parent ([`Value::Block`]).
    Parent,
    /// The semi-dominator ([`Value::Block`]).
    Sdom,
    /// The virtual forest's `label` ([`Value::Block`]): in Lengauer–Tarjan the vertex with the
    /// smallest `sdom` on the compressed forest path above the block. Semi-NCA uses the same
    /// forest.
    Label,
    /// The virtual forest's `ancestor` ([`Value::Block`]; empty while the block is a forest
    /// root), rewritten by path compression.
    Ancestor,
    /// Lengauer–Tarjan's `bucket(v)`: the vertices whose semi-dominator is `v` and whose idom is
    /// not decided yet ([`Value::Blocks`], in processing order).
    Bucket,
    /// The data-flow `Dom` set ([`Value::Blocks`] in ascending block order, or [`Value::All`]).
    DomSet,
    /// The immediate dominator ([`Value::Block`]), provisional while the algorithm runs; empty
    /// for the entry and for unreachable blocks.
    Idom,
}

/// A table cell's value.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
// Externally tagged (serde's default), so compact binary formats (the web worker's bincode)
// can carry it too; JSON: `{"block": 1}`, `{"blocks": [1, 2]}`, `"empty"`, `"all"`.
#[serde(rename_all = "kebab-case")]
pub enum Value {
    /// Nothing (yet).
    Empty,
    /// A number (`dfnum`, `rpo`).
    Number(u32),
    /// A block.
    Block(Block),
    /// A set or list of blocks.
    Blocks(Vec<Block>),
    /// Every reachable block (the initial data-flow `Dom` set, the lattice's top).
    All,
}

/// One table cell update: `block`'s `column` becomes `value`.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Change {
    /// The row.
    pub block: Block,
    /// The column.
    pub column: Column,
    /// The new value.
    pub value: Value,
}

/// One step of a trace.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Step {
    /// The kind of move.
    pub phase: Phase,
    /// One sentence in the chapter's terms, naming blocks by their printed names.
    pub message: String,
    /// Blocks to highlight (the block being processed first).
    pub blocks: Vec<Block>,
    /// Edges `(from, to)` to highlight.
    pub edges: Vec<(Block, Block)>,
    /// Table cell updates, applied in order.
    pub changes: Vec<Change>,
}

impl Step {
    /// A step with no highlights or changes.
    pub fn new(phase: Phase, message: String) -> Step {
        Step { phase, message, blocks: Vec::new(), edges: Vec::new(), changes: Vec::new() }
    }

    /// Adds highlighted blocks.
    pub fn blocks(mut self, blocks: impl IntoIterator<Item = Block>) -> Step {
        self.blocks.extend(blocks);
        self
    }

    /// Adds highlighted edges.
    pub fn edges(mut self, edges: impl IntoIterator<Item = (Block, Block)>) -> Step {
        self.edges.extend(edges);
        self
    }

    /// Adds a cell update.
    pub fn change(mut self, block: Block, column: Column, value: Value) -> Step {
        self.changes.push(Change { block, column, value });
        self
    }

    /// Adds cell updates.
    pub fn changes(mut self, changes: impl IntoIterator<Item = Change>) -> Step {
        self.changes.extend(changes);
        self
    }
}

/// Bounds on recording (see the module documentation).
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Limits {
    /// CFGs with more blocks are not recorded (default 500).
    pub max_blocks: usize,
    /// Recording stops after this many steps (default 10 000), plus one final `Done` step.
    pub max_steps: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { max_blocks: 500, max_steps: 10_000 }
    }
}

/// Why a trace is incomplete.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Truncation {
    /// The CFG has `blocks` blocks, more than `limit`: nothing was recorded.
    Blocks {
        /// The CFG's block count.
        blocks: usize,
        /// [`Limits::max_blocks`].
        limit: usize,
    },
    /// Recording stopped after `limit` steps; the final `Done` step still sets every idom.
    Steps {
        /// [`Limits::max_steps`].
        limit: usize,
    },
}

impl std::fmt::Display for Truncation {
    /// A sentence for people: `the CFG has 5000 blocks, more than the 500 a trace records`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Truncation::Blocks { blocks, limit } => {
                write!(f, "the CFG has {blocks} blocks, more than the {limit} a step trace records")
            }
            Truncation::Steps { limit } => write!(f, "the trace stopped after {limit} steps (its step limit)"),
        }
    }
}

/// The step trace of one run of one algorithm on one CFG.
///
/// Create one with [`Trace::new`] or [`Trace::with_limits`] and pass `Some(&mut trace)` to an
/// algorithm (which clears it and records into it), or use [`super::traced`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Trace {
    /// The algorithm that produced the trace (set by the run).
    pub algorithm: Algorithm,
    /// The table's columns, in display order ([`Algorithm::columns`]).
    pub columns: Vec<Column>,
    /// The printed name of every block (the table's rows); empty when the CFG was too large.
    pub block_names: Vec<String>,
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// Why the trace is incomplete, if it is.
    pub truncated: Option<Truncation>,
    /// The bounds recording obeyed.
    pub limits: Limits,
}

impl Trace {
    /// An empty trace for `algorithm` with the default [`Limits`].
    pub fn new(algorithm: Algorithm) -> Trace {
        Trace::with_limits(algorithm, Limits::default())
    }

    /// An empty trace for `algorithm` with the given bounds.
    pub fn with_limits(algorithm: Algorithm, limits: Limits) -> Trace {
        Trace { algorithm, columns: algorithm.columns().to_vec(), block_names: Vec::new(), steps: Vec::new(), truncated: None, limits }
    }

    /// Number of steps.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether the trace has no steps (nothing recorded, e.g. [`Truncation::Blocks`]).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Number of table rows (blocks).
    pub fn num_rows(&self) -> usize {
        self.block_names.len()
    }

    /// The empty table (before step 0).
    pub fn empty_table(&self) -> Table {
        Table::new(self.columns.clone(), self.num_rows())
    }

    /// The table after step `k` (changes of steps `0..=k`; `k` past the end means the final
    /// table). `O(k + number of changes)`. For stepping forward, keep a [`Table`] and call
    /// [`Table::apply`] with each next step instead.
    pub fn table_at(&self, k: usize) -> Table {
        let mut t = self.empty_table();
        for s in self.steps.iter().take(k.saturating_add(1)) {
            t.apply(s);
        }
        t
    }

    /// The table after the last step.
    pub fn final_table(&self) -> Table {
        self.table_at(usize::MAX)
    }

    /// The trace as JSON (the web app's form). Errors only if `serde_json` fails to write,
    /// which these types never make it do.
    pub fn to_json(&self) -> Result<String, serde_json::Error> {
        serde_json::to_string(self)
    }

    /// Reads a trace written by [`Trace::to_json`].
    pub fn from_json(text: &str) -> Result<Trace, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The messages, one per line, numbered from 0 and tagged with their phase (for golden
    /// tests and the CLI).
    pub fn messages(&self) -> String {
        let mut out = String::new();
        for (i, s) in self.steps.iter().enumerate() {
            let _ = writeln!(out, "{i:>3} [{}] {}", s.phase.name(), s.message);
        }
        out
    }

    /// Clears the trace and prepares it for `algorithm` on `cfg`; returns whether recording is
    /// on (the CFG is within [`Limits::max_blocks`]).
    fn begin(&mut self, algorithm: Algorithm, cfg: &Cfg) -> bool {
        self.algorithm = algorithm;
        self.columns = algorithm.columns().to_vec();
        self.steps.clear();
        self.block_names.clear();
        self.truncated = None;
        let n = cfg.num_blocks();
        if n > self.limits.max_blocks {
            self.truncated = Some(Truncation::Blocks { blocks: n, limit: self.limits.max_blocks });
            return false;
        }
        self.block_names.extend(cfg.blocks().map(|b| cfg.name_of(b).to_string()));
        true
    }
}

impl Phase {
    /// The phase's short name (as serialised).
    pub fn name(self) -> &'static str {
        match self {
            Phase::Dfs => "dfs",
            Phase::Rpo => "rpo",
            Phase::Init => "init",
            Phase::Round => "round",
            Phase::Transfer => "transfer",
            Phase::Intersect => "intersect",
            Phase::Semi => "semi",
            Phase::Link => "link",
            Phase::Bucket => "bucket",
            Phase::FixUp => "fix-up",
            Phase::Nca => "nca",
            Phase::Idom => "idom",
            Phase::Done => "done",
        }
    }
}

impl Column {
    /// The column header as the chapter writes it.
    pub fn header(self) -> &'static str {
        match self {
            Column::Dfnum => "dfnum",
            Column::Rpo => "rpo",
            Column::Parent => "parent",
            Column::Sdom => "sdom",
            Column::Label => "label",
            Column::Ancestor => "ancestor",
            Column::Bucket => "bucket",
            Column::DomSet => "Dom",
            Column::Idom => "idom",
        }
    }
}

/// The per-block table at some step: `columns × rows` cells, column-major.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Table {
    /// The columns, in display order.
    pub columns: Vec<Column>,
    /// Number of rows (blocks).
    pub rows: usize,
    /// `cells[c * rows + b]` is block `b`'s value in `columns[c]`.
    pub cells: Vec<Value>,
}

impl Table {
    /// An empty table (every cell [`Value::Empty`]).
    pub fn new(columns: Vec<Column>, rows: usize) -> Table {
        let cells = vec![Value::Empty; columns.len() * rows];
        Table { columns, rows, cells }
    }

    /// The cells of `column`, indexed by block; `None` if the table has no such column.
    pub fn column(&self, column: Column) -> Option<&[Value]> {
        let c = self.columns.iter().position(|&x| x == column)?;
        self.cells.get(c * self.rows..(c + 1) * self.rows)
    }

    /// One cell; `None` if the column is absent or `block` out of range.
    pub fn get(&self, block: Block, column: Column) -> Option<&Value> {
        self.column(column)?.get(block.index())
    }

    /// Applies a step's changes (changes to absent columns or rows are ignored). `O(changes)`.
    pub fn apply(&mut self, step: &Step) {
        for ch in &step.changes {
            if let Some(c) = self.columns.iter().position(|&x| x == ch.column) {
                if ch.block.index() < self.rows {
                    self.cells[c * self.rows + ch.block.index()] = ch.value.clone();
                }
            }
        }
    }

    /// The idom column as plain idoms (`None` for empty cells); `None` if the table has no
    /// idom column.
    pub fn idoms(&self) -> Option<Vec<Option<Block>>> {
        Some(self.column(Column::Idom)?.iter().map(|v| if let Value::Block(b) = v { Some(*b) } else { None }).collect())
    }

    /// The table as aligned text, one row per block, blocks named by `names` (for golden tests
    /// and the CLI).
    pub fn to_text(&self, names: &[String]) -> String {
        let name = |b: Block| names.get(b.index()).cloned().unwrap_or_else(|| b.to_string());
        let mut grid: Vec<Vec<String>> = Vec::with_capacity(self.rows + 1);
        let mut head = vec!["block".to_string()];
        head.extend(self.columns.iter().map(|c| c.header().to_string()));
        grid.push(head);
        for r in 0..self.rows {
            let mut row = vec![name(Block::new(r))];
            for c in 0..self.columns.len() {
                row.push(self.cells[c * self.rows + r].render(&name));
            }
            grid.push(row);
        }
        let cols = self.columns.len() + 1;
        let width: Vec<usize> = (0..cols).map(|c| grid.iter().map(|r| r[c].chars().count()).max().unwrap_or(0)).collect();
        let mut out = String::new();
        for row in &grid {
            let mut line = String::new();
            for (c, cell) in row.iter().enumerate() {
                let _ = write!(line, "{cell:<w$}  ", w = width[c]);
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}

impl Value {
    /// The value as text, blocks named by `name`: empty, a number, a name, `{a, b}`, `all`.
    pub fn render(&self, name: &dyn Fn(Block) -> String) -> String {
        match self {
            Value::Empty => String::new(),
            Value::Number(k) => k.to_string(),
            Value::Block(b) => name(*b),
            Value::Blocks(bs) => format!("{{{}}}", bs.iter().map(|&b| name(b)).collect::<Vec<_>>().join(", ")),
            Value::All => "all".to_string(),
        }
    }
}

/// The recording side of a run: wraps `Option<&mut Trace>` so that an algorithm pays one
/// branch per step when recording is off (the step is built by a closure that is not called).
pub(crate) struct Recorder<'t> {
    trace: Option<&'t mut Trace>,
}

impl<'t> Recorder<'t> {
    /// Starts recording `algorithm` on `cfg` into `trace` (cleared first), if any.
    pub(crate) fn start(trace: Option<&'t mut Trace>, algorithm: Algorithm, cfg: &Cfg) -> Recorder<'t> {
        match trace {
            Some(t) => {
                t.begin(algorithm, cfg);
                Recorder { trace: Some(t) }
            }
            None => Recorder { trace: None },
        }
    }

    /// Whether steps are being recorded (a trace was given, within its limits).
    #[inline]
    pub(crate) fn on(&self) -> bool {
        self.trace.as_ref().is_some_and(|t| t.truncated.is_none())
    }

    /// Records the step `make` builds, if recording is on; stops recording at the step limit.
    #[inline]
    pub(crate) fn record(&mut self, make: impl FnOnce() -> Step) {
        if let Some(t) = self.trace.as_deref_mut() {
            if t.truncated.is_none() {
                if t.steps.len() >= t.limits.max_steps {
                    t.truncated = Some(Truncation::Steps { limit: t.limits.max_steps });
                } else {
                    t.steps.push(make());
                }
            }
        }
    }

    /// Appends the final [`Phase::Done`] step: `summary` plus whatever idom-column changes make
    /// the final table equal `idoms` (none when the trace is complete and correct). Does
    /// nothing for a trace that was not recorded ([`Truncation::Blocks`]).
    pub(crate) fn finish(self, cfg: &Cfg, idoms: &[Option<Block>], summary: impl FnOnce() -> String) {
        let Some(t) = self.trace else { return };
        if matches!(t.truncated, Some(Truncation::Blocks { .. })) {
            return;
        }
        let table = t.final_table();
        let mut changes = Vec::new();
        if let Some(col) = table.column(Column::Idom) {
            for b in cfg.blocks() {
                let want = idoms.get(b.index()).copied().flatten().map_or(Value::Empty, Value::Block);
                if col.get(b.index()) != Some(&want) {
                    changes.push(Change { block: b, column: Column::Idom, value: want });
                }
            }
        }
        let message = match t.truncated {
            Some(Truncation::Steps { limit }) => {
                format!("The trace stopped after {limit} steps (its step limit); the idom column shows the final result. {}", summary())
            }
            _ => summary(),
        };
        t.steps.push(Step { phase: Phase::Done, message, blocks: Vec::new(), edges: Vec::new(), changes });
    }
}

/// `name(b)` for messages: the block's printed name.
pub(crate) fn nm(cfg: &Cfg, b: Block) -> &str {
    cfg.name_of(b)
}

/// `{a, b, …}` with at most [`MAX_LISTED`] names.
pub(crate) fn set_text(cfg: &Cfg, blocks: impl IntoIterator<Item = Block>) -> String {
    format!("{{{}}}", list_text(cfg, blocks))
}

/// `a, b, …` with at most [`MAX_LISTED`] names, then `… (k more)`.
pub(crate) fn list_text(cfg: &Cfg, blocks: impl IntoIterator<Item = Block>) -> String {
    let mut out = String::new();
    let mut more = 0usize;
    for (i, b) in blocks.into_iter().enumerate() {
        if i < MAX_LISTED {
            if i > 0 {
                out.push_str(", ");
            }
            out.push_str(cfg.name_of(b));
        } else {
            more += 1;
        }
    }
    if more > 0 {
        let _ = write!(out, ", … ({more} more)");
    }
    out
}

/// The summary of a finished run for the [`Phase::Done`] step: the idoms (first
/// [`MAX_LISTED`]) and the unreachable blocks.
pub(crate) fn done_summary(cfg: &Cfg, idoms: &[Option<Block>]) -> String {
    let mut out = String::from("Done: ");
    let with: Vec<Block> = cfg.blocks().filter(|b| idoms.get(b.index()).copied().flatten().is_some()).collect();
    if with.is_empty() {
        out.push_str("the entry is the only reachable block, it has no idom");
    } else {
        let shown: Vec<String> =
            with.iter().take(MAX_LISTED).filter_map(|&b| idoms[b.index()].map(|d| format!("idom({}) = {}", nm(cfg, b), nm(cfg, d)))).collect();
        out.push_str(&shown.join(", "));
        if with.len() > MAX_LISTED {
            let _ = write!(out, ", … ({} more)", with.len() - MAX_LISTED);
        }
    }
    let unreachable: Vec<Block> = cfg.blocks().filter(|&b| b != cfg.entry() && idoms.get(b.index()).copied().flatten().is_none()).collect();
    if !unreachable.is_empty() {
        let _ = write!(out, "; unreachable from the entry (no idom): {}", list_text(cfg, unreachable));
    }
    out.push('.');
    out
}
