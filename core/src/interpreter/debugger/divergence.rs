//! Where a warp diverges and reconverges (issue 33 item 5: "run to the next divergence or
//! reconvergence"), from the kernel-block paths of its lanes, with the same notion of
//! divergence as the run's summary ([`crate::interpreter::WarpSummary::diverged_at`]): lanes
//! that reach the same *visit* of a branch block (its `v`-th execution by each lane) and leave
//! it to different successors (or some return there and others go on) diverge there.
//!
//! For the focused lane `f` with path `f[0], f[1], …` (blocks with their visit numbers):
//!
//! - **divergence** at `f[i]`: some other lane that reached the same visit of block `f[i]`
//!   left it to another successor than `f[i + 1]` (or ended there). The stop is the focused
//!   lane's branch instruction ending `f[i]` (before it runs);
//! - **reconvergence** after that divergence: the first `f[j]`, `j > i`, whose visit every lane
//!   that took part in the divergence (reached that visit of `f[i]`) also reaches. The stop is
//!   the focused lane's first instruction of `f[j]` (the join block, as the immediate
//!   post-dominator of a structured branch).
//!
//! `O(Σ paths + divergences × path × lanes)` expected (hash maps per lane).

use std::collections::HashMap;

/// One block entry of a lane's path: the kernel block, the event of its first instruction,
/// and the event of the lane's previous kernel-frame instruction (the branch that entered it;
/// `u64::MAX` for the entry block).
pub type Entry = (u32, u64, u64);

/// A stop of the focused lane found by [`points`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WarpPoint {
    /// The event to stop at.
    pub event: u64,
    /// `true`: a divergence (at the branch); `false`: a reconvergence (at the join block).
    pub divergence: bool,
    /// The branch block (divergence) or the join block (reconvergence).
    pub block: u32,
}

fn visits(p: &[Entry]) -> Vec<u32> {
    let mut count: HashMap<u32, u32> = HashMap::new();
    p.iter()
        .map(|e| {
            let c = count.entry(e.0).or_insert(0);
            *c += 1;
            *c - 1
        })
        .collect()
}

/// The divergence and reconvergence stops of lane `focus` among the lanes' `paths` (one per
/// lane of the warp; an empty path: the lane does not exist or never ran), sorted by event,
/// each event once (a divergence first).
pub fn points(paths: &[Vec<Entry>], focus: usize) -> Vec<WarpPoint> {
    let maps: Vec<HashMap<(u32, u32), usize>> = paths
        .iter()
        .map(|p| visits(p).into_iter().enumerate().map(|(i, v)| ((p[i].0, v), i)).collect())
        .collect();
    let Some(f) = paths.get(focus) else { return Vec::new() };
    let vf = visits(f);
    let mut out = Vec::new();
    for i in 0..f.len() {
        let key = (f[i].0, vf[i]);
        let next = f.get(i + 1).map(|e| e.0);
        let parts: Vec<usize> = (0..paths.len()).filter(|&l| l != focus && maps[l].contains_key(&key)).collect();
        let split = parts.iter().any(|&l| paths[l].get(maps[l][&key] + 1).map(|e| e.0) != next);
        if !split || next.is_none() {
            continue;
        }
        out.push(WarpPoint { event: f[i + 1].2, divergence: true, block: f[i].0 });
        for j in i + 1..f.len() {
            let kj = (f[j].0, vf[j]);
            if parts.iter().all(|&l| maps[l].contains_key(&kj)) {
                out.push(WarpPoint { event: f[j].1, divergence: false, block: f[j].0 });
                break;
            }
        }
    }
    out.sort_by_key(|p| (p.event, !p.divergence));
    out.dedup_by_key(|p| (p.event, p.divergence));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A path of blocks, events counted per lane from `base` (one event per block, the branch
    /// at the entry's event).
    fn path(blocks: &[u32], base: u64) -> Vec<Entry> {
        blocks.iter().enumerate().map(|(k, &b)| (b, base + 2 * k as u64 + 1, if k == 0 { u64::MAX } else { base + 2 * k as u64 })).collect()
    }

    #[test]
    fn if_else_diverges_at_the_branch_and_reconverges_at_the_join() {
        // 0 → 1 | 2 → 3.
        let paths = vec![path(&[0, 1, 3], 0), path(&[0, 2, 3], 100)];
        let p = points(&paths, 0);
        assert_eq!(p, vec![WarpPoint { event: 2, divergence: true, block: 0 }, WarpPoint { event: 5, divergence: false, block: 3 }]);
        // Uniform: nothing.
        let paths = vec![path(&[0, 1, 3], 0), path(&[0, 1, 3], 100)];
        assert!(points(&paths, 0).is_empty());
    }

    #[test]
    fn a_loop_left_earlier_by_another_lane() {
        // 0 → 1 (header/latch) ×k → 2. Lane 0 iterates 3 times, lane 1 once.
        let paths = vec![path(&[0, 1, 1, 1, 2], 0), path(&[0, 1, 2], 100)];
        let p = points(&paths, 0);
        // Divergence at the first visit of 1 (lane 1 leaves to 2); reconvergence at 2.
        assert_eq!(p, vec![WarpPoint { event: 4, divergence: true, block: 1 }, WarpPoint { event: 9, divergence: false, block: 2 }]);
        // The same seen from lane 1.
        let p = points(&paths, 1);
        assert_eq!(p, vec![WarpPoint { event: 104, divergence: true, block: 1 }, WarpPoint { event: 105, divergence: false, block: 2 }]);
    }

    #[test]
    fn a_lane_that_returns_early_diverges_without_reconverging() {
        let paths = vec![path(&[0, 1, 2], 0), path(&[0], 100), Vec::new()];
        let p = points(&paths, 0);
        assert_eq!(p, vec![WarpPoint { event: 2, divergence: true, block: 0 }]);
    }
}
