//! One recorded warp beside the policies, as the explorer's Warp tab shows it
//! ([`HwWarpView::compute`]): the whole trace's scores (what `hw-compare` prints), the recorded
//! schedule of one warp as a dynamic-instance table, every policy's table on the same recorded
//! paths, and per policy which recorded instances it ran differently.
//!
//! The recorded schedule: the warp's recorded instances ([`super::instances::rebuild`]) are its
//! warp steps; they are ordered by Kahn's algorithm over the lanes' logs (an instance after
//! every instance its lanes ran before it; among the ready ones, the first recorded). The
//! hardware ran one such linear extension; which one is not in the trace (no clock), so the
//! columns are one order every lane's log agrees with. Cost: the comparison's (linear in the
//! trace plus one engine run per warp and policy) and `O(I·L)` for the warp's table (`L` lanes).

use super::instances::{self, mask_text, RecordedWarp};
use super::score::{self, PolicySpec};
use super::{HardwareTrace, HwComparison};
use crate::convergence::{report_from_columns, ReportOptions, TableReport};
use crate::engine::PolicyKind;
use crate::error::Error;
use crate::session::Session;
use serde::{Deserialize, Serialize};

/// One policy's row of the Warp tab's hardware section.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HwPolicyRow {
    /// The policy's CLI name (`ipdom`, `ipdom-no-unreachable`, …).
    pub policy: String,
    /// Which post-dominator tree gives its reconvergence points: `LLVM's post-dominator tree`,
    /// `the post-dominator tree without unreachable blocks`, or empty (the policy uses none).
    pub tree: String,
    /// Which divergent side runs first (`first-successor`, `fewer-lanes-first`, …) for the
    /// stack policies; empty for the others.
    pub side_order: String,
    /// Recorded `(lane, k)` entries of the whole trace.
    pub instances: u64,
    /// Those the policy agrees with (its warp step holds exactly the recorded lanes).
    pub agree: u64,
    /// `agree / instances`.
    pub agreement: f64,
    /// Entries of the shown warp.
    pub warp_instances: u64,
    /// Those of the shown warp it agrees with.
    pub warp_agree: u64,
    /// The blocks below 100 % over the whole trace: `(block, agree, instances)`.
    pub blocks: Vec<(String, u64, u64)>,
    /// The first disagreements over the whole trace, as sentences.
    pub disagreements: Vec<String>,
    /// The policy's dynamic-instance table of the shown warp's recorded paths.
    pub table: TableReport,
    /// Per thread, per recorded entry of the shown warp: whether the policy agrees.
    pub agrees: Vec<Vec<bool>>,
}

/// The Warp tab's hardware section for one warp of a trace (see the module documentation).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HwWarpView {
    /// The kernel.
    pub function: String,
    /// The GPU.
    pub device: String,
    /// How the kernel was compiled.
    pub toolchain: String,
    /// The recorded NDRange: global, local (per dimension) and the wave.
    pub ndrange: (Vec<u64>, Vec<u64>, u32),
    /// Recorded `(lane, k)` entries of the whole trace.
    pub instances: usize,
    /// One label per warp (`work-group (1) warp 0 · 32 lanes`).
    pub warps: Vec<String>,
    /// The shown warp (index into `warps`).
    pub warp: usize,
    /// Whether the recorded masks are consistent.
    pub consistent: bool,
    /// The first contradictions, as sentences.
    pub contradictions: Vec<String>,
    /// The interpreter's paths against the recorded ones, in a sentence.
    pub paths: String,
    /// The interpreter's final buffers against the recorded ones, in a sentence.
    pub buffers: String,
    /// The recorded schedule of the shown warp: a column per recorded instance.
    pub recorded: TableReport,
    /// Per recorded step of the shown warp: its block and lanes (`{0,2,4}`).
    pub recorded_steps: Vec<(String, String)>,
    /// One row per policy ([`PolicySpec::for_function`] order).
    pub policies: Vec<HwPolicyRow>,
}

/// The post-dominator tree and the side order a spec's policy uses, in words.
fn tree_and_order(spec: &PolicySpec) -> (String, String) {
    let stack = spec.kind == PolicyKind::Ipdom;
    let tree = if !stack {
        String::new()
    } else if !spec.options.reconvergence_ignores.is_empty() || spec.name.contains("no-unreachable") {
        "the post-dominator tree without unreachable blocks".to_string()
    } else {
        "LLVM's post-dominator tree".to_string()
    };
    let order = if matches!(spec.kind, PolicyKind::Ipdom | PolicyKind::Independent) { spec.options.side_order.name().to_string() } else { String::new() };
    (tree, order)
}

/// The recorded instances of `w` in an order every lane's log agrees with (Kahn, first
/// recorded first): per instance its column. `None` when the lanes' orders form a cycle.
fn recorded_columns(w: &RecordedWarp) -> Option<Vec<u32>> {
    let n = w.instances.len();
    let mut indeg = vec![0u32; n];
    let mut succ: Vec<Vec<u32>> = vec![Vec::new(); n];
    for row in &w.instance_of {
        for p in row.windows(2) {
            if p[0] != p[1] {
                succ[p[0] as usize].push(p[1]);
                indeg[p[1] as usize] += 1;
            }
        }
    }
    // The ready instances; the first recorded (smallest id) runs next. A linear scan: the
    // ready set of a warp is at most its lane count (each lane has one next instance).
    let mut ready: Vec<u32> = (0..n as u32).filter(|&i| indeg[i as usize] == 0).collect();
    let mut col = vec![u32::MAX; n];
    let mut next = 0u32;
    while let Some((pos, _)) = ready.iter().enumerate().min_by_key(|&(_, &i)| i) {
        let i = ready.swap_remove(pos);
        col[i as usize] = next;
        next += 1;
        for &j in &succ[i as usize] {
            indeg[j as usize] -= 1;
            if indeg[j as usize] == 0 {
                ready.push(j);
            }
        }
    }
    (next as usize == n).then_some(col)
}

impl HwWarpView {
    /// Holds `trace` against function `k` of `s` ([`crate::api::hw_comparison_of`]) and lays
    /// out warp `warp` (clamped to the trace's warps) for the Warp tab. The trace is checked
    /// again ([`HardwareTrace::check`]): the page parses it, the worker computes.
    ///
    /// # Errors
    /// The trace's shape errors; a trace of another function than `k` (`the trace records
    /// @F`); a trace block the function does not have.
    pub fn compute(s: &Session, k: usize, trace: &HardwareTrace, warp: usize) -> Result<HwWarpView, Error> {
        trace.check()?;
        let cfg = s.cfg(k);
        if trace.function != cfg.name() {
            return Err(Error::msg(format!("the trace records @{}, not @{}", trace.function, cfg.name())));
        }
        let c: HwComparison = crate::api::hw_comparison_of(s, trace)?;
        let specs = PolicySpec::for_function(s.function(k));
        let blocks = score::map_blocks(trace, cfg).map_err(Error::msg)?;
        let (warps, _) = instances::rebuild(trace);
        let dims = trace.global.len();
        let labels = warps
            .iter()
            .map(|w| format!("work-group ({}) warp {} · {} lanes", w.lanes.group[..dims].iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "), w.lanes.warp, w.lanes.work_items.len()))
            .collect();
        let warp = warp.min(warps.len().saturating_sub(1));
        let w = warps.get(warp).ok_or_else(|| Error::msg("the trace has no warp"))?;
        let tp = score::warp_paths(trace, w, &blocks);
        let ropts = ReportOptions::default();
        let (recorded, recorded_steps) = match recorded_columns(w) {
            Some(col) => {
                let flat: Vec<u32> = w.instance_of.iter().flatten().map(|&id| col[id as usize]).collect();
                let mut steps = vec![(String::new(), String::new()); w.instances.len()];
                for (id, x) in w.instances.iter().enumerate() {
                    steps[col[id] as usize] = (trace.blocks[x.block as usize].clone(), mask_text(x.mask));
                }
                (report_from_columns(cfg, &tp, &flat, &ropts), steps)
            }
            None => (TableReport { strict_partial_order: false, thread_names: tp.names.clone(), ..empty_report() }, Vec::new()),
        };
        let policies = specs
            .iter()
            .zip(&c.policies)
            .map(|(spec, p)| {
                let sim = score::simulate_warp(cfg, w, &tp, spec);
                let flat: Vec<u32> = sim.columns.iter().flatten().copied().collect();
                let table = if sim.finished { report_from_columns(cfg, &tp, &flat, &ropts) } else { TableReport { strict_partial_order: false, thread_names: tp.names.clone(), ..empty_report() } };
                let (tree, side_order) = tree_and_order(spec);
                let pw = p.per_warp.get(warp);
                HwPolicyRow {
                    policy: p.policy.clone(),
                    tree,
                    side_order,
                    instances: p.instances,
                    agree: p.agree,
                    agreement: p.agreement,
                    warp_instances: pw.map_or(0, |x| x.instances),
                    warp_agree: pw.map_or(0, |x| x.agree),
                    blocks: p.per_block.iter().filter(|b| b.agree < b.instances).map(|b| (b.block.clone(), b.agree, b.instances)).collect(),
                    disagreements: p
                        .first_disagreements
                        .iter()
                        .take(4)
                        .map(|d| format!("warp {}, block {} (its instance {} in the warp): recorded lanes {}; the policy {}", d.warp, d.block, d.instance + 1, mask_text(d.recorded.iter().fold(0, |a, &l| a | 1u64 << l)), d.instead))
                        .collect(),
                    table,
                    agrees: sim.agrees,
                }
            })
            .collect();
        let paths = match (&c.run_error, &c.paths.first_difference) {
            (Some(e), _) => format!("The interpreter could not run the kernel: {e}"),
            (None, None) => "The interpreter's paths are identical to the recorded ones.".to_string(),
            (None, Some(d)) => format!(
                "The interpreter's paths first differ at work-item {}, entry {}: recorded {}, interpreted {}{}.",
                d.work_item,
                d.entry,
                d.recorded.as_deref().unwrap_or("(end)"),
                d.interpreted.as_deref().unwrap_or("(end)"),
                if d.after_racing_read { " (the work-item races: this may follow a racing read)" } else { "" }
            ),
        };
        let buffers = match (&c.run_error, &c.buffers.first_difference) {
            (Some(_), _) => String::new(),
            (None, None) => "Its final buffers equal the GPU's.".to_string(),
            (None, Some(d)) => format!("Its final buffers first differ in argument {}, {}: recorded {}, interpreted {}.", d.argument, d.index.map_or("length".to_string(), |i| format!("element {i}")), number(&d.recorded), number(&d.interpreted)),
        };
        Ok(HwWarpView {
            function: c.function.clone(),
            device: c.device.clone(),
            toolchain: trace.toolchain.clone(),
            ndrange: (trace.global.clone(), trace.local.clone(), trace.wave),
            instances: c.instances,
            warps: labels,
            warp,
            consistent: c.consistent,
            contradictions: c.contradictions.iter().take(10).map(|x| format!("warp {}, work-item {}, entry {} ({}): {}", x.warp, x.work_item, x.entry, x.block, x.message)).collect(),
            paths,
            buffers,
            recorded,
            recorded_steps,
            policies,
        })
    }
}

/// A buffer element of the comparison as text, without serde_json's printer (which the page's
/// worker would otherwise carry for this one sentence).
fn number(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::Number(n) => match (n.as_i64(), n.as_u64(), n.as_f64()) {
            (Some(i), _, _) => i.to_string(),
            (_, Some(u), _) => u.to_string(),
            (_, _, Some(f)) => f.to_string(),
            _ => "?".to_string(),
        },
        serde_json::Value::Null => "nothing".to_string(),
        _ => "?".to_string(),
    }
}

fn empty_report() -> TableReport {
    TableReport { threads: Vec::new(), num_columns: 0, names: Vec::new(), thread_names: Vec::new(), column_blocks: Vec::new(), reasons: Vec::new(), reasons_truncated: false, strict_partial_order: true, cycle: Vec::new() }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two lanes split at `entry`'s branch and meet at `exit`: the recorded schedule has the
    /// entry step, the two sides one after another, and the join together; ipdom agrees on
    /// every entry, the independent threads on all but the join.
    const IR: &str = "target triple = \"nvptx64-nvidia-cuda\"\n\ndefine ptx_kernel void @k(ptr addrspace(1) %out) {\nentry:\n  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n  %c = icmp eq i32 %t, 0\n  br i1 %c, label %a, label %b\na:\n  br label %exit\nb:\n  br label %exit\nexit:\n  ret void\n}\n\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n";
    const TRACE: &str = r#"{"format": "reconverge-hardware-trace/1", "device": "test GPU", "function": "k", "global": [2], "local": [2], "wave": 2,
        "blocks": ["%entry", "%a", "%b", "%exit"],
        "work_items": [{"lane": 0, "entries": [[0, 3], [1, 1], [3, 3]]}, {"lane": 1, "entries": [[0, 3], [2, 2], [3, 3]]}]}"#;

    #[test]
    fn the_recorded_schedule_beside_the_policies() {
        let s = Session::parse(IR, None).unwrap();
        let v = HwWarpView::compute(&s, 0, &HardwareTrace::parse(TRACE).unwrap(), 0).unwrap();
        assert!(v.consistent);
        assert_eq!(v.recorded.num_columns, 4);
        assert_eq!(v.recorded.threads, vec![vec![0, 1, 3], vec![0, 2, 3]]);
        assert_eq!(v.recorded_steps[3], ("%exit".to_string(), "{0,1}".to_string()));
        let row = |n: &str| v.policies.iter().find(|p| p.policy == n).unwrap();
        assert_eq!((row("ipdom").agree, row("ipdom").instances), (6, 6));
        assert_eq!(row("ipdom").tree, "LLVM's post-dominator tree");
        assert_eq!(row("ipdom-no-unreachable").tree, "the post-dominator tree without unreachable blocks");
        assert_eq!(row("markers").tree, "");
        assert_eq!(row("ipdom-fewer-lanes-first").side_order, "fewer-lanes-first");
        // Independent threads start together and never meet again: the join is split.
        assert_eq!(row("independent").agrees, vec![vec![true, true, false], vec![true, true, false]]);
        assert_eq!(row("independent").warp_agree, 4);
        // Of another function: said, not computed.
        let other = TRACE.replace("\"function\": \"k\"", "\"function\": \"q\"");
        assert_eq!(HwWarpView::compute(&s, 0, &HardwareTrace::parse(&other).unwrap(), 0).unwrap_err().message, "the trace records @q, not @k");
    }
}
