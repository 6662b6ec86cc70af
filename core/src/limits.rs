//! The largest inputs the browser analyses, stated once and checked with clear errors.
//!
//! The web worker runs the analyses in a wasm instance whose memory must stay under 1 GB
//! (docs/PERFORMANCE.md, "Resource limits", measures every gallery item and inputs at these
//! limits). Each limit is a [`Limit`] constant: its name, the quantity it bounds and the bound.
//! [`Limit::check`] and the `check_*` functions here measure a number or a text and return a
//! [`LimitError`] naming the limit, the measured size and the bound when the input is over it
//! (`O(1)`); the checks of a parsed program, CFG or scenario are [`crate::session`]'s
//! (`Session::check_limits`, `session::check_cfg`, `session::check_paths`). This module is
//! plain data: it imports nothing from the analyses; the scenario and loop modules take their
//! bounds from it.
//! [`BROWSER`] lists every limit, for the page to show. The CLI does not apply them (it has its
//! own flags, e.g. `--max-instructions`, `--max-dfs-orders`, `deps --max-instances`).
//!
//! Invariant: every limit is at least what the gallery needs (tested in
//! `core/tests/limits.rs`), and every input at a limit was measured under 1 GB peak resident
//! memory natively (wasm32 uses less: 4-byte pointers).

use serde::Serialize;
use std::fmt;

/// One resource limit: `name` (stable identifier, e.g. `MAX_BLOCKS`), the quantity it bounds
/// (`what`, plural noun: "blocks"), the bound `max` (inclusive), and where it applies.
/// Serialize only: the names are `&'static str` constants (the page receives them as JSON).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Limit {
    /// The constant's name, as the error and the page show it.
    pub name: &'static str,
    /// What is counted (plural noun).
    pub what: &'static str,
    /// The largest accepted value (inclusive).
    pub max: u64,
    /// Which analysis or view it bounds.
    pub applies_to: &'static str,
}

impl Limit {
    /// `Ok` when `measured ≤ max`, else the [`LimitError`]. `O(1)`.
    ///
    /// # Errors
    /// [`LimitError`] with this limit and `measured`.
    pub fn check(&self, measured: u64) -> Result<(), LimitError> {
        if measured <= self.max {
            Ok(())
        } else {
            Err(LimitError { limit: *self, measured })
        }
    }
}

/// An input over a [`Limit`]: the limit and the measured size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LimitError {
    /// The limit exceeded.
    pub limit: Limit,
    /// The input's size in the limit's unit.
    pub measured: u64,
}

impl fmt::Display for LimitError {
    /// `the input has 6,000 blocks; the page handles at most 5,000 blocks (limit MAX_BLOCKS,
    /// for every analysis); use the reconverge CLI for larger inputs`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = &self.limit;
        write!(
            f,
            "the input has {} {}; the page handles at most {} {} (limit {}, for {}); use the reconverge CLI for larger inputs",
            thousands(u128::from(self.measured)),
            l.what,
            thousands(u128::from(l.max)),
            l.what,
            l.name,
            l.applies_to
        )
    }
}

impl std::error::Error for LimitError {}

/// Bytes of input text (the editor, a link, a file dropped on the page).
pub const MAX_TEXT_BYTES: Limit = Limit { name: "MAX_TEXT_BYTES", what: "bytes of text", max: 4 << 20, applies_to: "parsing" };
/// Blocks of the analysed function (dominators, cycles, uniformity, layout, …).
pub const MAX_BLOCKS: Limit = Limit { name: "MAX_BLOCKS", what: "blocks", max: 5_000, applies_to: "every analysis" };
/// CFG edges of the analysed function.
pub const MAX_EDGES: Limit = Limit { name: "MAX_EDGES", what: "edges", max: 25_000, applies_to: "every analysis" };
/// Functions in one module.
pub const MAX_FUNCTIONS: Limit = Limit { name: "MAX_FUNCTIONS", what: "functions", max: 2_000, applies_to: "parsing" };
/// Threads of a warp scenario.
pub const MAX_THREADS: Limit = Limit { name: "MAX_THREADS", what: "threads", max: 4096, applies_to: "the warp simulator and convergence tables" };
/// Dynamic instances (blocks on all thread paths together) of a warp scenario. Every policy
/// plus the maximal relation costs about 1.1 KB per instance natively (469k instances: 533 MB;
/// 1.84M: 2.07 GB, docs/PERFORMANCE.md), so 500,000 stays under 1 GB.
pub const MAX_INSTANCES: Limit = Limit { name: "MAX_INSTANCES", what: "dynamic instances", max: 500_000, applies_to: "the warp simulator and convergence tables" };
/// DFS traversals tried when enumerating every cycle hierarchy (per request; the page asks
/// for `2,000 · 10^level`).
pub const MAX_DFS_ORDERS: Limit = Limit { name: "MAX_DFS_ORDERS", what: "DFS orders", max: 2_000_000, applies_to: "all cycle hierarchies" };
/// Blocks kept over all distinct cycle hierarchies found (hierarchies × blocks): the memory
/// guard of the enumeration (`EnumOptions::max_stored_blocks`), ≈ 400 MB natively. Measured:
/// a 52-block CFG with 2^17 distinct hierarchies needed over 1 GB at 2·10^6 DFS orders
/// without it (docs/PERFORMANCE.md).
pub const MAX_HIERARCHY_BLOCKS: Limit = Limit { name: "MAX_HIERARCHY_BLOCKS", what: "stored hierarchy blocks (hierarchies × blocks)", max: 2_000_000, applies_to: "all cycle hierarchies" };
/// Instructions the kernel interpreter executes (all work-items together).
pub const MAX_INTERPRETER_STEPS: Limit = Limit { name: "MAX_INTERPRETER_STEPS", what: "interpreter steps (instructions)", max: 20_000_000, applies_to: "running a kernel" };
/// Blocks of a kernel the page runs automatically.
pub const MAX_RUN_BLOCKS: Limit = Limit { name: "MAX_RUN_BLOCKS", what: "blocks", max: 5_000, applies_to: "running a kernel" };
/// Statement instances the loop-dependence analysis enumerates.
pub const MAX_LOOP_INSTANCES: Limit = Limit { name: "MAX_LOOP_INSTANCES", what: "statement instances", max: 250_000, applies_to: "loop dependences" };
/// Characters of a link's encoded scenario (`#z1=…` or `?cfg=…`).
pub const MAX_LINK_CHARS: Limit = Limit { name: "MAX_LINK_CHARS", what: "characters in the link", max: 2 << 20, applies_to: "opening a link" };
/// Bytes of a link's decoded (inflated) scenario.
pub const MAX_LINK_DECODED_BYTES: Limit = Limit { name: "MAX_LINK_DECODED_BYTES", what: "decoded bytes in the link", max: 8 << 20, applies_to: "opening a link" };

/// Every browser limit, in the order the page lists them.
pub const BROWSER: [Limit; 13] = [
    MAX_TEXT_BYTES,
    MAX_FUNCTIONS,
    MAX_BLOCKS,
    MAX_EDGES,
    MAX_THREADS,
    MAX_INSTANCES,
    MAX_DFS_ORDERS,
    MAX_HIERARCHY_BLOCKS,
    MAX_INTERPRETER_STEPS,
    MAX_RUN_BLOCKS,
    MAX_LOOP_INSTANCES,
    MAX_LINK_CHARS,
    MAX_LINK_DECODED_BYTES,
];

/// Checks the text size before parsing. `O(1)`.
///
/// # Errors
/// [`MAX_TEXT_BYTES`] exceeded.
pub fn check_text(src: &str) -> Result<(), LimitError> {
    MAX_TEXT_BYTES.check(src.len() as u64)
}

/// Checks a requested number of DFS traversals for the all-hierarchies enumeration. `O(1)`.
///
/// # Errors
/// [`MAX_DFS_ORDERS`] exceeded.
pub fn check_dfs_orders(requested: u64) -> Result<(), LimitError> {
    MAX_DFS_ORDERS.check(requested)
}

/// Checks an interpreter instruction budget and the kernel's block count. `O(1)`.
///
/// # Errors
/// [`MAX_INTERPRETER_STEPS`] or [`MAX_RUN_BLOCKS`] exceeded.
pub fn check_run(max_instructions: u64, blocks: usize) -> Result<(), LimitError> {
    MAX_INTERPRETER_STEPS.check(max_instructions)?;
    MAX_RUN_BLOCKS.check(blocks as u64)
}

/// Checks a link's encoded length (before base64 and inflate). `O(1)`.
///
/// # Errors
/// [`MAX_LINK_CHARS`] exceeded.
pub fn check_link(link: &str) -> Result<(), LimitError> {
    MAX_LINK_CHARS.check(link.len() as u64)
}

/// `n` with a comma between every three digits (`1,234,567`), as limits and printers show
/// counts. `O(digits)`.
pub fn thousands(n: u128) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}
