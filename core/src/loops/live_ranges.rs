//! Live ranges of memory cells (seed 002 §2.1, §2.4; Trifunovic & Cohen 2010).
//!
//! For every write instance `w` of a cell, its live range is `(w, ω)`: the write and the set
//! `ω` of read instances that read the value `w` wrote (the targets of `w`'s flow
//! dependences on that cell). The last write of each cell is **live out**: its range extends to
//! the end of the program. Reads of a cell's initial value form a **live-in** range with no
//! write (from the start of the program), so that a transformation moving a write before them
//! is caught. Cells no statement writes have no ranges (nothing can conflict there).
//!
//! Invariant: in the original order the ranges of one cell are disjoint and ordered — each
//! write comes after the last read of the previous range (or within that read's own
//! instance, where reads precede the write).
//!
//! One sweep over the accesses grouped by cell: `O(A)` after grouping.

use super::dependences::CellAccesses;
use super::scop::{ArrayId, InstanceId, Trace};
use serde::{Deserialize, Serialize};

/// One live range: a write (or the initial value) and the reads of its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveRange {
    /// The cell (index into [`Trace::cells`]).
    pub cell: u32,
    /// The cell's array.
    pub array: ArrayId,
    /// The writing instance; `None` for the live-in range of the initial value.
    pub write: Option<InstanceId>,
    /// The distinct instances reading this value, in original order.
    pub reads: Vec<InstanceId>,
    /// Whether the value survives to the end of the program (last write of the cell).
    pub live_out: bool,
}

/// All live ranges of the written cells, grouped by cell, each cell's ranges in original order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveRanges {
    /// The ranges.
    pub ranges: Vec<LiveRange>,
}

impl LiveRanges {
    /// Computes the live ranges of `trace`. `O(A)` after the `O(A)` grouping by cell.
    pub fn compute(trace: &Trace) -> LiveRanges {
        let cells = CellAccesses::new(trace);
        let mut ranges = Vec::new();
        for c in 0..cells.cells() {
            let g = cells.cell(c);
            if !g.iter().any(|a| a.time % 2 == 1) {
                continue;
            }
            let array = trace.cells[c].0;
            let first = ranges.len();
            let mut cur: Option<LiveRange> = None;
            for a in g {
                let inst = InstanceId(a.time / 2);
                if a.time % 2 == 1 {
                    if let Some(r) = cur.take() {
                        ranges.push(r);
                    }
                    cur = Some(LiveRange {
                        cell: c as u32,
                        array,
                        write: Some(inst),
                        reads: Vec::new(),
                        live_out: false,
                    });
                } else {
                    let r = cur.get_or_insert_with(|| LiveRange {
                        cell: c as u32,
                        array,
                        write: None,
                        reads: Vec::new(),
                        live_out: false,
                    });
                    if r.reads.last() != Some(&inst) {
                        r.reads.push(inst);
                    }
                }
            }
            if let Some(mut r) = cur.take() {
                r.live_out = r.write.is_some();
                ranges.push(r);
            }
            debug_assert!(ranges.len() > first);
        }
        LiveRanges { ranges }
    }
}
