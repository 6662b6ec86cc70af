//! Scores of the warp engine's policies against a recorded trace.
//!
//! Per warp, the lanes' recorded block sequences become the engine's thread paths (thread `t`
//! = the warp's `t`-th lane), each policy runs them to the end ([`engine::Stepper`], the same
//! simulation as [`engine::run_policy`]), and every recorded `(lane, k)` entry *agrees* when the
//! simulated warp step that executed the lane's `k`-th instance holds exactly the lanes of the
//! recorded mask. Scores are summed over warps, per policy and per block; the first
//! disagreeing recorded instances are kept with what the policy did instead (the simulated
//! steps that ran those lanes).
//!
//! Cost: per warp and policy the engine's run (`O(I)` steps for `I` instances, plus the
//! policy's precomputation) and `O(I)` for the comparison.

use super::instances::{mask_text, RecordedWarp};
use super::trace::HardwareTrace;
use crate::cfg::{Block, Cfg};
use crate::engine::{self, Engine, EngineOptions, PolicyKind};
use crate::scenario::ThreadPaths;
use serde::Serialize;

/// A policy as `hw-compare` scores it: a name, the engine's kind and options.
#[derive(Clone, Debug)]
pub struct PolicySpec {
    /// The name in the output (`ipdom`, `ipdom-no-unreachable`, …).
    pub name: String,
    /// The engine policy.
    pub kind: PolicyKind,
    /// Its options.
    pub options: EngineOptions,
}

impl PolicySpec {
    /// Every policy as `simulate` runs it by default ([`PolicyKind::EVERY`], default options).
    pub fn defaults() -> Vec<PolicySpec> {
        PolicyKind::EVERY.iter().map(|&k| PolicySpec { name: k.name().into(), kind: k, options: EngineOptions::default() }).collect()
    }

    /// What `hw-compare` scores for function `f`: [`PolicySpec::defaults`], then the
    /// variants under their own names: `ipdom-no-unreachable` (the SIMT stack's reconvergence
    /// points on the CFG without the blocks ending in `unreachable`; the same as `ipdom` when
    /// there is none) and `ipdom-fewer-lanes-first` (the side with fewer lanes runs first).
    pub fn for_function(f: &crate::input::Function) -> Vec<PolicySpec> {
        let mut v = PolicySpec::defaults();
        let ignores = f.ir().map(engine::ipdom_stack::unreachable_blocks).unwrap_or_default();
        v.push(PolicySpec { name: "ipdom-no-unreachable".into(), kind: PolicyKind::Ipdom, options: EngineOptions { reconvergence_ignores: ignores, ..EngineOptions::default() } });
        v.push(PolicySpec { name: "ipdom-fewer-lanes-first".into(), kind: PolicyKind::Ipdom, options: EngineOptions { side_order: engine::SideOrder::FewerLanesFirst, ..EngineOptions::default() } });
        v
    }
}

/// Agreement on one block.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BlockScore {
    /// The block (as in the trace).
    pub block: String,
    /// Recorded `(lane, k)` entries of the block.
    pub instances: u64,
    /// Those whose simulated step holds exactly the recorded lanes.
    pub agree: u64,
    /// `agree / instances` (1 when there are none).
    pub agreement: f64,
}

/// Agreement on one warp.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WarpScore {
    /// Warp index (work-group then warp order).
    pub warp: usize,
    /// Its work-group.
    pub group: [u64; 3],
    /// Warp index inside the work-group.
    pub index: u32,
    /// Recorded `(lane, k)` entries of the warp.
    pub instances: u64,
    /// Those whose simulated step holds exactly the recorded lanes.
    pub agree: u64,
    /// `agree / instances` (1 when there are none).
    pub agreement: f64,
}

/// A recorded instance the policy ran differently.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Disagreement {
    /// Warp index (work-group then warp order).
    pub warp: usize,
    /// Its work-group.
    pub group: [u64; 3],
    /// The block.
    pub block: String,
    /// Occurrence of the recorded `(block, mask)` in its lanes' logs (0-based).
    pub occurrence: u32,
    /// Which of the warp's recorded instances of the block it is (0-based, in the order of
    /// the first lane's log): what the page numbers disagreements by.
    pub instance: u32,
    /// The recorded lanes.
    pub recorded: Vec<u32>,
    /// The simulated steps that ran those lanes' instances, each with all its lanes (the
    /// lanes of an instance the policy never ran are missing).
    pub simulated: Vec<Vec<u32>>,
    /// A sentence: what the policy did instead.
    pub instead: String,
}

/// One policy's score.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PolicyScore {
    /// Its name.
    pub policy: String,
    /// Recorded `(lane, k)` entries.
    pub instances: u64,
    /// Entries whose simulated warp step holds exactly the recorded lanes.
    pub agree: u64,
    /// `agree / instances`.
    pub agreement: f64,
    /// Whether the policy finished every warp (a capped run leaves instances unexecuted).
    pub finished: bool,
    /// Per warp, in work-group then warp order.
    pub per_warp: Vec<WarpScore>,
    /// Per trace block, in trace order.
    pub per_block: Vec<BlockScore>,
    /// The first disagreeing recorded instances (at most `max_disagreements`).
    pub first_disagreements: Vec<Disagreement>,
}

/// The trace's blocks as blocks of `cfg` (names without `%`).
///
/// # Errors
/// The first trace block that `cfg` does not have.
pub fn map_blocks(trace: &HardwareTrace, cfg: &Cfg) -> Result<Vec<Block>, String> {
    (0..trace.blocks.len() as u32).map(|b| cfg.find(trace.block_name(b)).ok_or_else(|| format!("trace block `{}` is not a block of @{}", trace.blocks[b as usize], cfg.name()))).collect()
}

/// The recorded paths of one warp as thread paths (thread `t` = lane position `t`).
pub fn warp_paths(trace: &HardwareTrace, w: &RecordedWarp, blocks: &[Block]) -> ThreadPaths {
    let mut tp = ThreadPaths::default();
    for &i in &w.lanes.work_items {
        let path: Vec<Block> = trace.work_items[i as usize].entries.iter().map(|&(b, _)| blocks[b as usize]).collect();
        tp.push(format!("wi {i}"), &path);
    }
    tp
}

/// Scores `specs` on the recorded warps ([`super::instances::rebuild`] of a checked trace).
/// `blocks` maps trace blocks to `cfg` ([`map_blocks`]). Threads of a warp are its lane
/// positions; masks are compared in lanes. At most `max_disagreements` disagreeing recorded
/// instances are kept per policy, in warp then lane then entry order.
pub fn score(trace: &HardwareTrace, cfg: &Cfg, warps: &[RecordedWarp], blocks: &[Block], specs: &[PolicySpec], max_disagreements: usize) -> Vec<PolicyScore> {
    let nb = trace.blocks.len();
    let paths: Vec<ThreadPaths> = warps.iter().map(|w| warp_paths(trace, w, blocks)).collect();
    specs
        .iter()
        .map(|spec| {
            let mut per = vec![(0u64, 0u64); nb];
            let mut per_warp = Vec::with_capacity(warps.len());
            let mut first = Vec::new();
            let mut finished = true;
            for (wi, (w, tp)) in warps.iter().zip(&paths).enumerate() {
                let sim = simulate_warp(cfg, w, tp, spec);
                finished &= sim.finished;
                let (table, step_lanes) = (&sim.columns, &sim.step_lanes);
                let mut reported = vec![false; w.instances.len()];
                let (mut wn, mut wa) = (0u64, 0u64);
                for (t, &item) in w.lanes.work_items.iter().enumerate() {
                    for (k, &(b, _)) in trace.work_items[item as usize].entries.iter().enumerate() {
                        let ok = sim.agrees[t][k];
                        per[b as usize].0 += 1;
                        per[b as usize].1 += ok as u64;
                        wn += 1;
                        wa += ok as u64;
                        let id = w.instance_of[t][k] as usize;
                        if !ok && first.len() < max_disagreements && !reported[id] {
                            reported[id] = true;
                            first.push(disagreement(trace, wi, w, id, table, step_lanes));
                        }
                    }
                }
                per_warp.push(WarpScore { warp: wi, group: w.lanes.group, index: w.lanes.warp, instances: wn, agree: wa, agreement: if wn == 0 { 1.0 } else { wa as f64 / wn as f64 } });
            }
            let (instances, agree) = per.iter().fold((0, 0), |(a, b), &(x, y)| (a + x, b + y));
            let frac = |a: u64, n: u64| if n == 0 { 1.0 } else { a as f64 / n as f64 };
            PolicyScore {
                policy: spec.name.clone(),
                instances,
                agree,
                agreement: frac(agree, instances),
                finished,
                per_warp,
                per_block: per.iter().enumerate().map(|(b, &(n, a))| BlockScore { block: trace.blocks[b].clone(), instances: n, agree: a, agreement: frac(a, n) }).collect(),
                first_disagreements: first,
            }
        })
        .collect()
}

/// One policy's run of one recorded warp ([`simulate_warp`]).
#[derive(Clone, Debug)]
pub struct WarpSimulation {
    /// Per thread (lane position), per recorded entry: the simulated warp step that ran it
    /// (shorter than the lane's log when the step cap stopped the run).
    pub columns: Vec<Vec<u32>>,
    /// Per simulated step: its lanes (bit `l` = lane `l`).
    pub step_lanes: Vec<u64>,
    /// Per thread, per recorded entry: whether the step that ran it holds exactly the
    /// recorded mask (the entry *agrees*).
    pub agrees: Vec<Vec<bool>>,
    /// Whether the policy ran every instance (no step cap).
    pub finished: bool,
}

/// Runs `spec` on recorded warp `w` (its paths `tp`, [`warp_paths`]) to the end and compares
/// every recorded entry with the simulated step that ran it. `O(I)` plus the engine's run.
pub fn simulate_warp(cfg: &Cfg, w: &RecordedWarp, tp: &ThreadPaths, spec: &PolicySpec) -> WarpSimulation {
    let mut s = engine::Stepper::new(Engine::new(cfg, tp.clone(), spec.kind, &spec.options));
    s.run_to_end();
    let finished = s.metrics().finished;
    let table = s.table();
    let mut step_lanes = vec![0u64; table.num_columns as usize];
    for (t, row) in table.threads.iter().enumerate() {
        for &c in row {
            step_lanes[c as usize] |= 1u64 << w.lanes.lanes[t];
        }
    }
    let agrees = w
        .instance_of
        .iter()
        .enumerate()
        .map(|(t, row)| row.iter().enumerate().map(|(k, &id)| table.threads[t].get(k).map(|&c| step_lanes[c as usize]) == Some(w.instances[id as usize].mask)).collect())
        .collect();
    WarpSimulation { columns: table.threads, step_lanes, agrees, finished }
}

fn lanes_of(m: u64) -> Vec<u32> {
    (0..64).filter(|i| m >> i & 1 == 1).collect()
}

/// What the policy did with recorded instance `id` of warp `w`.
fn disagreement(trace: &HardwareTrace, wi: usize, w: &RecordedWarp, id: usize, table: &[Vec<u32>], step_lanes: &[u64]) -> Disagreement {
    let x = &w.instances[id];
    // Per simulated step (column) that ran a lane's entry of this instance: the step's lanes
    // and, disjoint across steps, the lanes whose entry of this instance it ran (a step's other
    // recorded lanes may be there for another instance of the block: not listed twice).
    let mut steps: Vec<(u32, u64)> = Vec::new();
    let mut unrun = 0u64;
    for (t, row) in w.instance_of.iter().enumerate() {
        if let Some(k) = row.iter().position(|&i| i as usize == id) {
            let lane = 1u64 << w.lanes.lanes[t];
            match table[t].get(k) {
                Some(&c) => match steps.iter_mut().find(|s| s.0 == c) {
                    Some(s) => s.1 |= lane,
                    None => steps.push((c, lane)),
                },
                None => unrun |= lane,
            }
        }
    }
    let mut parts = Vec::new();
    if steps.len() > 1 {
        parts.push(format!("split the lanes over {} steps ({})", steps.len(), steps.iter().map(|&(_, mine)| mask_text(mine)).collect::<Vec<_>>().join(", ")));
    }
    let steps: Vec<u64> = steps.iter().map(|&(c, _)| step_lanes[c as usize]).collect();
    let extra = steps.iter().fold(0, |a, &s| a | s) & !x.mask;
    if extra != 0 {
        parts.push(format!("ran them together with lanes {} (recorded apart)", mask_text(extra)));
    }
    if unrun != 0 {
        parts.push(format!("never ran lanes {} (step cap)", mask_text(unrun)));
    }
    Disagreement {
        warp: wi,
        group: w.lanes.group,
        block: trace.blocks[x.block as usize].clone(),
        occurrence: x.occurrence,
        instance: w.instances[..id].iter().filter(|y| y.block == x.block).count() as u32,
        recorded: lanes_of(x.mask),
        simulated: steps.iter().map(|&s| lanes_of(s)).collect(),
        instead: parts.join("; "),
    }
}
