//! The recorded dynamic instances of a trace, and their consistency.
//!
//! Rule (`../shared/hardware/README.md`): a lane's `k`-th entry `(b, M)` is one dynamic instance
//! together with, for every lane `u` in `M`, the `n`-th entry of `u` with the same block and
//! mask, where `n` counts the lane's earlier entries with that `(b, M)`. So an instance is the
//! key `(b, M, n)` of a warp, and its lanes must be exactly `M`.
//!
//! Contradictions ([`Contradiction`]): a lane whose own bit is not in its mask; a lane named in
//! a mask without the matching entry (or with fewer of them); a recorded lane that is not the
//! lane the NDRange gives the work-item; instances that no schedule can order (the per-lane
//! orders form a cycle: lane 0 runs `x` then `y`, lane 1 `y` then `x`, both together).
//!
//! Cost: `O(E log E)` for `E` entries of a warp (sorting the keys), `O(E)` for the order check.

use super::trace::{HardwareTrace, WarpLanes};
use serde::Serialize;
use std::collections::HashMap;

/// One recorded dynamic instance: a warp step of the hardware.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RecordedInstance {
    /// Trace block index.
    pub block: u32,
    /// The recorded active mask (lanes).
    pub mask: u64,
    /// Occurrence `n` of `(block, mask)` in each of its lanes' logs (0-based).
    pub occurrence: u32,
    /// Lanes whose entries were found for it (equals `mask` when consistent).
    pub lanes: u64,
}

/// The recorded instances of one warp.
#[derive(Clone, Debug)]
pub struct RecordedWarp {
    /// Its work-items and lanes.
    pub lanes: WarpLanes,
    /// Its instances.
    pub instances: Vec<RecordedInstance>,
    /// Per thread (position in `lanes`), per entry: the instance index.
    pub instance_of: Vec<Vec<u32>>,
}

/// A contradiction in a trace (the masks cannot all be true).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Contradiction {
    /// Warp index (work-group then warp order).
    pub warp: usize,
    /// A work-item involved (global linear id).
    pub work_item: u64,
    /// Its entry index.
    pub entry: usize,
    /// The block (as in the trace).
    pub block: String,
    /// What is wrong.
    pub message: String,
}

fn lanes_text(m: u64) -> String {
    let v: Vec<String> = (0..64).filter(|i| m >> i & 1 == 1).map(|i| i.to_string()).collect();
    format!("{{{}}}", v.join(","))
}

/// Rebuilds the recorded instances of every warp and checks them; returns the warps and the
/// contradictions (empty when the trace is consistent). The trace must have passed
/// [`HardwareTrace::check`] (block indices in range, wave of at most 64). `O(E log E)`.
pub fn rebuild(trace: &HardwareTrace) -> (Vec<RecordedWarp>, Vec<Contradiction>) {
    let mut warps = Vec::new();
    let mut bad = Vec::new();
    for (wi, lanes) in trace.warps().into_iter().enumerate() {
        let mut index: HashMap<(u32, u64, u32), u32> = HashMap::new();
        let mut instances: Vec<RecordedInstance> = Vec::new();
        let mut instance_of = Vec::with_capacity(lanes.work_items.len());
        // Which entry of each lane an instance uses, to report missing partners.
        let mut first_entry: Vec<(usize, usize)> = Vec::new();
        for (t, &item) in lanes.work_items.iter().enumerate() {
            let log = &trace.work_items[item as usize];
            let lane = lanes.lanes[t];
            if log.lane != lane {
                bad.push(Contradiction { warp: wi, work_item: item, entry: 0, block: String::new(), message: format!("recorded lane {} but the NDRange puts work-item {item} at lane {lane}", log.lane) });
            }
            let mut seen: HashMap<(u32, u64), u32> = HashMap::new();
            let mut row = Vec::with_capacity(log.entries.len());
            for (k, &(b, m)) in log.entries.iter().enumerate() {
                let n = seen.entry((b, m)).or_insert(0);
                let key = (b, m, *n);
                *n += 1;
                if m >> lane & 1 == 0 {
                    bad.push(Contradiction { warp: wi, work_item: item, entry: k, block: trace.blocks[b as usize].clone(), message: format!("lane {lane} is not in its own mask {}", lanes_text(m)) });
                }
                let id = *index.entry(key).or_insert_with(|| {
                    instances.push(RecordedInstance { block: b, mask: m, occurrence: key.2, lanes: 0 });
                    first_entry.push((t, k));
                    (instances.len() - 1) as u32
                });
                instances[id as usize].lanes |= 1u64 << lane;
                row.push(id);
            }
            instance_of.push(row);
        }
        let present: u64 = lanes.lanes.iter().fold(0, |a, &l| a | 1u64 << l);
        for (id, x) in instances.iter().enumerate() {
            let missing = x.mask & !x.lanes;
            if missing != 0 {
                let (t, k) = first_entry[id];
                let why = if missing & !present != 0 { "lanes the warp does not have" } else { "lanes without the matching entry" };
                bad.push(Contradiction { warp: wi, work_item: lanes.work_items[t], entry: k, block: trace.blocks[x.block as usize].clone(), message: format!("occurrence {} of mask {} names {why}: {}", x.occurrence, lanes_text(x.mask), lanes_text(missing)) });
            }
        }
        if let Some((t, k)) = order_cycle(&instance_of, instances.len()) {
            let id = instance_of[t][k] as usize;
            bad.push(Contradiction { warp: wi, work_item: lanes.work_items[t], entry: k, block: trace.blocks[instances[id].block as usize].clone(), message: "the lanes' orders of their instances form a cycle: no schedule runs them".into() });
        }
        warps.push(RecordedWarp { lanes, instances, instance_of });
    }
    (warps, bad)
}

/// Kahn's algorithm over the instances with an edge from each lane's entry to its next one;
/// returns a `(thread, entry)` on a cycle, if any. `O(E)`.
fn order_cycle(instance_of: &[Vec<u32>], n: usize) -> Option<(usize, usize)> {
    let mut indeg = vec![0u32; n];
    let mut succ: Vec<Vec<u32>> = vec![Vec::new(); n];
    for row in instance_of {
        for w in row.windows(2) {
            if w[0] != w[1] {
                succ[w[0] as usize].push(w[1]);
                indeg[w[1] as usize] += 1;
            }
        }
    }
    let mut queue: Vec<u32> = (0..n as u32).filter(|&i| indeg[i as usize] == 0).collect();
    let mut done = 0;
    while let Some(i) = queue.pop() {
        done += 1;
        for &j in &succ[i as usize] {
            indeg[j as usize] -= 1;
            if indeg[j as usize] == 0 {
                queue.push(j);
            }
        }
    }
    if done == n {
        return None;
    }
    instance_of.iter().enumerate().find_map(|(t, row)| row.iter().position(|&i| indeg[i as usize] > 0).map(|k| (t, k)))
}

/// The lanes of a mask as text: `{0,3,17}`.
pub fn mask_text(m: u64) -> String {
    lanes_text(m)
}
