//! What a real GPU did: recorded reconvergence held against the interpreter and every policy.
//!
//! A [`HardwareTrace`] (`reconverge-hardware-trace/1`, [`trace`]) holds, per work-item, the
//! blocks it entered with the warp's active mask at each entry, recorded on a GPU by an
//! instrumented kernel. From it:
//! - [`instances::rebuild`] rebuilds the recorded dynamic instances (a lane's `k`-th entry with
//!   mask `M` is one instance with the matching entries of the lanes in `M`) and reports
//!   contradictions;
//! - [`compare::paths`] and [`compare::buffers`] check the interpreter's run of the same
//!   kernel on the trace's inputs (first difference of each);
//! - [`score::score`] simulates every warp's recorded paths under each policy and counts the
//!   recorded `(lane, k)` entries whose simulated warp step holds exactly the recorded lanes.
//!
//! [`HwComparison::compute`] does all three; [`view::HwWarpView`] lays one warp out beside the
//! policies for the explorer's Warp tab; [`HwComparison::to_text`] is the CLI's text
//! (`reconverge hw-compare TRACE.json --ir KERNEL.ll`), the JSON is its serde form:
//! ```text
//! {"function", "device", "warps", "instances",
//!  "consistent": bool, "contradictions": [Contradiction…],
//!  "paths":   {"identical": bool, "first_difference": null | {"work_item", "entry", "recorded", "interpreted", "after_racing_read"}},
//!  "buffers": {"identical": bool, "first_difference": null | {"argument", "index", "recorded", "interpreted"}},
//!  "run_error": null | "…",
//!  "policies": [{"policy": "ipdom", "instances": N, "agree": n, "agreement": 0.992, "finished": true,
//!                "per_warp": [{"warp", "group", "index", "instances", "agree", "agreement"}…],
//!                "per_block": [{"block", "instances", "agree", "agreement"}…],
//!                "first_disagreements": [{"warp", "group", "block", "occurrence", "instance", "recorded", "simulated", "instead"}…]}…]}
//! ```
//! Source of the method and of the eight shared recordings: `../shared/hardware/README.md`
//! (NVIDIA H200, issue 24). Cost: linear in the trace, plus one engine run per warp and policy.

pub mod compare;
pub mod instances;
pub mod instrument;
pub mod score;
pub mod trace;
pub mod view;

pub use compare::{BufferComparison, PathComparison};
pub use instances::Contradiction;
pub use score::{PolicyScore, PolicySpec};
pub use trace::HardwareTrace;
pub use view::HwWarpView;

use crate::cfg::Cfg;
use crate::interpreter::Run;
use serde::Serialize;
use std::fmt::Write;

/// Disagreements kept per policy by [`HwComparison::compute`].
pub const MAX_DISAGREEMENTS: usize = 8;

/// A trace held against the interpreter and the policies (the module documentation has the
/// JSON shape).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct HwComparison {
    /// The kernel.
    pub function: String,
    /// The GPU.
    pub device: String,
    /// Number of warps.
    pub warps: usize,
    /// Recorded `(lane, k)` entries.
    pub instances: usize,
    /// Whether the recorded instances are consistent.
    pub consistent: bool,
    /// The contradictions (empty when consistent).
    pub contradictions: Vec<Contradiction>,
    /// The interpreter's paths against the recorded ones.
    pub paths: PathComparison,
    /// The interpreter's final buffers against the recorded ones.
    pub buffers: BufferComparison,
    /// Why the interpreter could not run the kernel (then paths and buffers are not identical
    /// and have no first difference).
    pub run_error: Option<String>,
    /// One score per policy, in the order of the specs.
    pub policies: Vec<PolicyScore>,
}

impl HwComparison {
    /// Compares `trace` with `run` (the interpreter's run of the kernel on `trace.inputs`, or
    /// why it failed) and scores `specs` on `cfg` (the kernel's CFG).
    ///
    /// # Errors
    /// A trace block that `cfg` does not have.
    pub fn compute(trace: &HardwareTrace, cfg: &Cfg, run: Result<&Run, String>, specs: &[PolicySpec]) -> Result<HwComparison, String> {
        let blocks = score::map_blocks(trace, cfg)?;
        let (warps, contradictions) = instances::rebuild(trace);
        let (paths, buffers, run_error) = match run {
            Ok(r) => (compare::paths(trace, r), compare::buffers(trace, r), None),
            Err(e) => (PathComparison { identical: false, first_difference: None }, BufferComparison { identical: false, first_difference: None }, Some(e)),
        };
        let policies = score::score(trace, cfg, &warps, &blocks, specs, MAX_DISAGREEMENTS);
        Ok(HwComparison { function: trace.function.clone(), device: trace.device.clone(), warps: warps.len(), instances: trace.num_entries(), consistent: contradictions.is_empty(), contradictions, paths, buffers, run_error, policies })
    }

    /// The CLI's text: consistency, paths, buffers, then a table of agreement per policy with
    /// the blocks below 100 % and the first disagreements.
    pub fn to_text(&self) -> String {
        let mut o = String::new();
        let _ = writeln!(o, "hw-compare: @{} recorded on {}: {} warps, {} instances", self.function, self.device, self.warps, self.instances);
        if self.consistent {
            let _ = writeln!(o, "consistency: the recorded masks are consistent");
        } else {
            let _ = writeln!(o, "consistency: {} contradictions", self.contradictions.len());
            for c in self.contradictions.iter().take(10) {
                let _ = writeln!(o, "  warp {}, work-item {}, entry {} ({}): {}", c.warp, c.work_item, c.entry, c.block, c.message);
            }
        }
        match (&self.run_error, &self.paths.first_difference) {
            (Some(e), _) => {
                let _ = writeln!(o, "interpreter: could not run the kernel: {e}");
            }
            (None, None) => {
                let _ = writeln!(o, "paths: identical to the interpreter's");
            }
            (None, Some(d)) => {
                let _ = writeln!(o, "paths: first difference at work-item {}, entry {}: recorded {}, interpreted {}{}", d.work_item, d.entry, d.recorded.as_deref().unwrap_or("(end)"), d.interpreted.as_deref().unwrap_or("(end)"), if d.after_racing_read { " (the work-item races: this may follow a racing read)" } else { "" });
            }
        }
        if self.run_error.is_none() {
            match &self.buffers.first_difference {
                None => {
                    let _ = writeln!(o, "buffers: identical to the interpreter's");
                }
                Some(d) => {
                    let at = d.index.map_or("length".to_string(), |i| format!("element {i}"));
                    let _ = writeln!(o, "buffers: first difference in argument {}, {at}: recorded {}, interpreted {}", d.argument, d.recorded, d.interpreted);
                }
            }
        }
        let _ = writeln!(o, "{:<24} {:>9} {:>9} {:>9}", "policy", "agree", "instances", "agreement");
        for p in &self.policies {
            let _ = writeln!(o, "{:<24} {:>9} {:>9} {:>8.1}%{}", p.policy, p.agree, p.instances, 100.0 * p.agreement, if p.finished { "" } else { " (step cap)" });
            for b in p.per_block.iter().filter(|b| b.agree < b.instances) {
                let _ = writeln!(o, "    block {:<10} {:>5}/{:<5} {:>5.1}%", b.block, b.agree, b.instances, 100.0 * b.agreement);
            }
            for d in p.first_disagreements.iter().take(3) {
                let _ = writeln!(o, "    warp {} block {} (occurrence {}): recorded lanes {}; the policy {}", d.warp, d.block, d.occurrence, instances::mask_text(d.recorded.iter().fold(0, |a, &l| a | 1u64 << l)), d.instead);
            }
        }
        o
    }
}
