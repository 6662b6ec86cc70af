//! The `reconverge-hardware-trace/1` file: what a GPU did, per work-item.
//!
//! ```text
//! {"format": "reconverge-hardware-trace/1", "device": "...", "toolchain": "...",
//!  "ir": "recon.ll", "function": "k_nested", "global": [128], "local": [64], "wave": 32,
//!  "inputs": { RunInputs: the INPUTS.json of `reconverge run` },
//!  "blocks": ["%4", "%12", ...],              trace block index -> block name as opt prints it
//!  "work_items": [{"lane": 0, "entries": [[0, 4294967295], [1, 1944466789], ...]}, ...],
//!  "buffers": [[...], null, ...]}
//! ```
//! `work_items` are in global linear id order (`x + y·GX + z·GX·GY`); each entry is
//! `[block index, active mask]` in execution order, mask bit `i` = lane `i` of the
//! work-item's warp (warps are `wave` consecutive local linear ids of a work-group, as
//! [`crate::interpreter::WarpSummary`]). `buffers` are the final contents per kernel argument
//! (`null` for non-buffers). Source: `../shared/hardware/README.md`.
//!
//! [`HardwareTrace::parse`] checks the shape (format tag, NDRange, block indices, masks that fit
//! the wave, one log per work-item) and names the offending work-item and entry. Cost: `O(size)`.

use crate::error::Error;
use crate::interpreter::{Num, RunInputs};
use serde::{Deserialize, Serialize};

/// The format tag of a trace file.
pub const FORMAT: &str = "reconverge-hardware-trace/1";

/// One work-item's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WorkItemLog {
    /// Its lane in its warp (checked against the NDRange).
    pub lane: u32,
    /// `(trace block index, active mask)` at every block entry, in execution order.
    pub entries: Vec<(u32, u64)>,
}

/// A recorded run (see the module documentation for the JSON shape).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HardwareTrace {
    /// [`FORMAT`].
    pub format: String,
    /// The GPU, driver and runtime.
    #[serde(default)]
    pub device: String,
    /// How the kernel was compiled.
    #[serde(default)]
    pub toolchain: String,
    /// The IR file the kernel came from.
    #[serde(default)]
    pub ir: String,
    /// The kernel's name.
    pub function: String,
    /// Global size (1 to 3 dimensions).
    pub global: Vec<u64>,
    /// Work-group size (same rank).
    pub local: Vec<u64>,
    /// Warp size (1 to 64).
    pub wave: u32,
    /// The inputs it ran with (as `reconverge run --inputs` takes them).
    #[serde(default)]
    pub inputs: RunInputs,
    /// Trace block index → block name as `opt` prints it (`%4`, `%entry`).
    pub blocks: Vec<String>,
    /// Per work-item (global linear id order), its log.
    pub work_items: Vec<WorkItemLog>,
    /// Final contents per kernel argument (`None` for non-buffers).
    #[serde(default)]
    pub buffers: Vec<Option<Vec<Num>>>,
}

/// Where a work-item ran: its work-group and warp (see [`HardwareTrace::placement`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Work-group id.
    pub group: [u64; 3],
    /// Work-group linear index (x fastest).
    pub group_linear: u64,
    /// Warp index inside the work-group.
    pub warp: u32,
    /// Lane inside the warp.
    pub lane: u32,
}

/// The work-items of one warp, in lane order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WarpLanes {
    /// Work-group id.
    pub group: [u64; 3],
    /// Warp index inside the work-group.
    pub warp: u32,
    /// Global linear ids, lane order.
    pub work_items: Vec<u64>,
    /// Their lanes (`0..n` for a full warp).
    pub lanes: Vec<u32>,
}

impl HardwareTrace {
    /// Parses and checks a trace.
    ///
    /// # Errors
    /// A JSON error at its line and column; `format: …` for another format tag; an NDRange
    /// whose rank or sizes do not fit; `work_items[i].entries[k]: …` for a block index out of
    /// range or a mask with bits beyond the wave; a work-item count that is not the global
    /// size.
    pub fn parse(text: &str) -> Result<HardwareTrace, Error> {
        let t: HardwareTrace = serde_json::from_str(text).map_err(|e| Error { line: e.line() as u32, col: e.column() as u32, message: format!("hardware trace: {e}") })?;
        t.check()?;
        Ok(t)
    }

    /// The shape checks of [`HardwareTrace::parse`].
    ///
    /// # Errors
    /// As [`HardwareTrace::parse`] (without JSON errors).
    pub fn check(&self) -> Result<(), Error> {
        let err = |m: String| Err(Error::msg(format!("hardware trace: {m}")));
        if self.format != FORMAT {
            return err(format!("format: expected `{FORMAT}`, found `{}`", self.format));
        }
        if self.global.is_empty() || self.global.len() > 3 || self.local.len() != self.global.len() {
            return err(format!("global {:?} and local {:?}: expected the same rank, 1 to 3", self.global, self.local));
        }
        if self.global.iter().zip(&self.local).any(|(&g, &l)| l == 0 || g == 0 || g % l != 0) {
            return err(format!("local {:?} must divide global {:?}", self.local, self.global));
        }
        if self.wave == 0 || self.wave > 64 {
            return err(format!("wave {}: expected 1 to 64", self.wave));
        }
        let n: u64 = self.global.iter().product();
        if self.work_items.len() as u64 != n {
            return err(format!("{} work-item logs for a global size of {n}", self.work_items.len()));
        }
        let wave_mask = if self.wave == 64 { u64::MAX } else { (1u64 << self.wave) - 1 };
        for (i, w) in self.work_items.iter().enumerate() {
            for (k, &(b, m)) in w.entries.iter().enumerate() {
                if b as usize >= self.blocks.len() {
                    return err(format!("work_items[{i}].entries[{k}]: block index {b} out of range ({} blocks)", self.blocks.len()));
                }
                if m & !wave_mask != 0 {
                    return err(format!("work_items[{i}].entries[{k}]: mask {m:#x} has lanes beyond the wave of {}", self.wave));
                }
            }
        }
        Ok(())
    }

    /// Number of recorded `(lane, k)` entries (the instances that are scored).
    pub fn num_entries(&self) -> usize {
        self.work_items.iter().map(|w| w.entries.len()).sum()
    }

    fn dim(v: &[u64], d: usize) -> u64 {
        v.get(d).copied().unwrap_or(1)
    }

    /// The work-group, warp and lane of work-item `i` (global linear id). `O(1)`.
    pub fn placement(&self, i: u64) -> Placement {
        let (g, l) = (&self.global, &self.local);
        let (gx, gy) = (Self::dim(g, 0), Self::dim(g, 1));
        let id = [i % gx, (i / gx) % gy, i / (gx * gy)];
        let (lx, ly, lz) = (Self::dim(l, 0), Self::dim(l, 1), Self::dim(l, 2));
        let group = [id[0] / lx, id[1] / ly, id[2] / lz];
        let ng = [gx / lx, gy / ly, Self::dim(g, 2) / lz];
        let local = [id[0] % lx, id[1] % ly, id[2] % lz];
        let local_linear = local[0] + local[1] * lx + local[2] * lx * ly;
        let wave = self.wave.max(1) as u64;
        Placement { group, group_linear: group[0] + group[1] * ng[0] + group[2] * ng[0] * ng[1], warp: (local_linear / wave) as u32, lane: (local_linear % wave) as u32 }
    }

    /// The warps, in work-group then warp order, each with its work-items in lane order.
    /// `O(work-items · log)`.
    pub fn warps(&self) -> Vec<WarpLanes> {
        let mut keyed: Vec<(u64, u32, u32, u64, [u64; 3])> = (0..self.work_items.len() as u64)
            .map(|i| {
                let p = self.placement(i);
                (p.group_linear, p.warp, p.lane, i, p.group)
            })
            .collect();
        crate::sort::sort_unstable(&mut keyed);
        let mut out: Vec<WarpLanes> = Vec::new();
        let mut last: Option<(u64, u32)> = None;
        for (gl, w, lane, i, group) in keyed {
            if last != Some((gl, w)) {
                out.push(WarpLanes { group, warp: w, work_items: Vec::new(), lanes: Vec::new() });
                last = Some((gl, w));
            }
            if let Some(x) = out.last_mut() {
                x.work_items.push(i);
                x.lanes.push(lane);
            }
        }
        out
    }

    /// A block's name without opt's `%` (as [`crate::Cfg::find`] takes it).
    pub fn block_name(&self, b: u32) -> &str {
        let s = self.blocks.get(b as usize).map_or("?", |s| s.as_str());
        s.strip_prefix('%').unwrap_or(s)
    }
}
