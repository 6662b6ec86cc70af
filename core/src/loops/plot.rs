//! Readable dependence plots: the dependence pairs of an iteration-space drawing aggregated by
//! distance vector (issue 21, item 8).
//!
//! A drawing projects instances onto two loops (a point `(x, y)` per statement and pair of
//! iterator values); drawing one arrow per pair gives a hairball (gemm at 36 points: 630 anti
//! and 630 output arrows). [`aggregate`] groups the pairs by kind, source and target statement
//! and projected distance `(dx, dy)` = target − source, and picks one representative pair per
//! group to draw, with the group's count as its label. Representatives are chosen near the
//! middle of the group's pairs, away from the representatives already chosen, so arrows of
//! different vectors do not sit on each other. [`arrows_at`] lists one point's own pairs (the
//! per-point view of a selected point).
//!
//! Cost: `O(P log P)` for `P` pairs (a sort), plus `O(G · C · G)` for the representatives of
//! `G` groups with at most [`CANDIDATES`] candidates examined each.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Candidate pairs examined per group when choosing its representative.
pub const CANDIDATES: usize = 256;

/// A point of the drawing: a statement and two iterator values (`x` across, `y` down).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlotPoint {
    /// The statement (any index the caller uses).
    pub stmt: u32,
    /// Across.
    pub x: i64,
    /// Down.
    pub y: i64,
}

/// All pairs of one kind between two statements with one projected distance vector.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArrowGroup {
    /// The dependence kind (the caller's index: flow 0, anti 1, output 2).
    pub kind: u8,
    /// Source statement.
    pub source_stmt: u32,
    /// Target statement.
    pub target_stmt: u32,
    /// `(dx, dy)`: target − source in the drawing's coordinates.
    pub vector: (i64, i64),
    /// Pairs in the group (with multiplicity: instances that project to one point count once
    /// each).
    pub count: usize,
    /// Distinct (source point, target point) pairs in the group.
    pub point_pairs: usize,
    /// The pair drawn for the group (indices into the points).
    pub representative: (u32, u32),
}

/// Groups `pairs` (`(kind, source point, target point)`, indices into `points`) by kind,
/// source and target statement and distance vector; pairs within one point (`(0, 0)` between
/// one statement's instances) form groups too, for the caller to count rather than draw.
/// Groups come out sorted by kind, then count (largest first), then vector.
pub fn aggregate(points: &[PlotPoint], pairs: &[(u8, u32, u32)]) -> Vec<ArrowGroup> {
    type Key = (u8, u32, u32, i64, i64);
    let mut groups: BTreeMap<Key, Vec<(u32, u32)>> = BTreeMap::new();
    for &(kind, a, b) in pairs {
        let (pa, pb) = (points[a as usize], points[b as usize]);
        let key = (kind, pa.stmt, pb.stmt, pb.x - pa.x, pb.y - pa.y);
        groups.entry(key).or_default().push((a, b));
    }
    // Middle of the drawing: representatives are drawn near it.
    let n = points.len().max(1) as f64;
    let cx = points.iter().map(|p| p.x as f64).sum::<f64>() / n;
    let cy = points.iter().map(|p| p.y as f64).sum::<f64>() / n;
    let mut out: Vec<(ArrowGroup, Vec<(u32, u32)>)> = groups
        .into_iter()
        .map(|((kind, s, t, dx, dy), mut list)| {
            let count = list.len();
            crate::sort::sort_unstable(&mut list);
            list.dedup();
            let g = ArrowGroup {
                kind,
                source_stmt: s,
                target_stmt: t,
                vector: (dx, dy),
                count,
                point_pairs: list.len(),
                representative: list[0],
            };
            (g, list)
        })
        .collect();
    crate::sort::sort_by(&mut out, |(a, _), (b, _)| {
        (a.kind, std::cmp::Reverse(a.count), a.vector, a.source_stmt, a.target_stmt).cmp(&(
            b.kind,
            std::cmp::Reverse(b.count),
            b.vector,
            b.source_stmt,
            b.target_stmt,
        ))
    });
    // Greedy: each group's representative near the middle, its midpoint away from the
    // midpoints already chosen (one grid unit apart at least where possible).
    let mid = |(a, b): (u32, u32)| {
        let (pa, pb) = (points[a as usize], points[b as usize]);
        ((pa.x + pb.x) as f64 / 2.0, (pa.y + pb.y) as f64 / 2.0)
    };
    let mut chosen: Vec<(f64, f64)> = Vec::new();
    for (g, list) in &mut out {
        let step = list.len().div_ceil(CANDIDATES).max(1);
        let best = list
            .iter()
            .step_by(step)
            .map(|&p| {
                let (mx, my) = mid(p);
                let centre = ((mx - cx).powi(2) + (my - cy).powi(2)).sqrt();
                let crowd = chosen
                    .iter()
                    .filter(|(x, y)| (x - mx).abs() < 1.0 && (y - my).abs() < 1.0)
                    .count() as f64;
                (centre + 4.0 * crowd, p)
            })
            .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)))
            .map(|x| x.1);
        if let Some(p) = best {
            g.representative = p;
            if g.vector != (0, 0) {
                chosen.push(mid(p));
            }
        }
    }
    out.into_iter().map(|(g, _)| g).collect()
}

/// The pairs of `pairs` that leave or reach point `p`, deduplicated (the per-point arrows of a
/// selected point).
pub fn arrows_at(pairs: &[(u8, u32, u32)], p: u32) -> Vec<(u8, u32, u32)> {
    let mut v: Vec<_> = pairs
        .iter()
        .copied()
        .filter(|&(_, a, b)| a != b && (a == p || b == p))
        .collect();
    crate::sort::sort_unstable(&mut v);
    v.dedup();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::loops::scop::DEFAULT_INSTANCE_LIMIT;
    use crate::loops::{DepKind, LoopAnalysis};
    use std::collections::HashMap;

    const GEMM: &str = include_str!("../../../web/examples/gemm.c");

    /// gemm with NJ = 6, S2 drawn over i (down) × j (across): 36 points. The 630 anti and
    /// 630 output pairs of the whole nest become a handful of arrows, one per distance vector,
    /// whose counts add up to the pairs drawn.
    #[test]
    fn gemm_36_points_aggregate_to_one_arrow_per_vector() {
        let params = [("NJ".to_string(), 6)];
        let a = LoopAnalysis::analyze(GEMM, &params, DEFAULT_INSTANCE_LIMIT).unwrap();
        let s2 = a.scop.statement("S2").unwrap();
        // Project S2's instances (i, k, j) onto (x = j, y = i).
        let mut points = Vec::new();
        let mut index = HashMap::new();
        let mut point_of = vec![u32::MAX; a.trace.instances.len()];
        for (i, slot) in point_of.iter_mut().enumerate() {
            let id = crate::loops::InstanceId(i as u32);
            if a.trace.instances.stmt[i] != s2 {
                continue;
            }
            let it = a.trace.instances.iters(id);
            let p = PlotPoint { stmt: s2.0, x: it[2], y: it[0] };
            *slot = *index.entry(p).or_insert_with(|| {
                points.push(p);
                (points.len() - 1) as u32
            });
        }
        assert_eq!(points.len(), 36);
        let mut pairs = Vec::new();
        for (k, kind) in DepKind::ALL.into_iter().enumerate() {
            for d in a.dependences.of(kind) {
                let (pa, pb) = (point_of[d.source.index()], point_of[d.target.index()]);
                if pa != u32::MAX && pb != u32::MAX {
                    pairs.push((k as u8, pa, pb));
                }
            }
        }
        let groups = aggregate(&points, &pairs);
        assert_eq!(groups.iter().map(|g| g.count).sum::<usize>(), pairs.len());
        // S2 → S2 in gemm touches C[i][j] across k only: every pair stays within its (i, j)
        // point, so every group is the zero vector (drawn as a count, not an arrow).
        assert!(groups.iter().all(|g| g.vector == (0, 0)), "{groups:?}");
        assert_eq!(groups.len(), 3, "one group per kind");
        // Over i × k instead (x = k), the pairs become arrows along k: one per distance.
        let mut pts2 = Vec::new();
        let mut idx2 = HashMap::new();
        let mut po2 = vec![u32::MAX; a.trace.instances.len()];
        for (i, slot) in po2.iter_mut().enumerate() {
            if a.trace.instances.stmt[i] != s2 {
                continue;
            }
            let it = a.trace.instances.iters(crate::loops::InstanceId(i as u32));
            let p = PlotPoint { stmt: s2.0, x: it[1], y: it[0] };
            *slot = *idx2.entry(p).or_insert_with(|| {
                pts2.push(p);
                (pts2.len() - 1) as u32
            });
        }
        let mut pairs2 = Vec::new();
        for (k, kind) in DepKind::ALL.into_iter().enumerate() {
            for d in a.dependences.of(kind) {
                let (pa, pb) = (po2[d.source.index()], po2[d.target.index()]);
                if pa != u32::MAX && pb != u32::MAX {
                    pairs2.push((k as u8, pa, pb));
                }
            }
        }
        let g2 = aggregate(&pts2, &pairs2);
        assert_eq!(g2.iter().map(|g| g.count).sum::<usize>(), pairs2.len());
        // Flow: the last write before each read is the previous k: vector (1, 0) only.
        let flow: Vec<_> = g2.iter().filter(|g| g.kind == 0).collect();
        assert_eq!(flow.len(), 1);
        assert_eq!(flow[0].vector, (1, 0));
        // Anti/output: every later k, so NK − 1 = 4 vectors (1..=4, 0) per kind.
        for kind in [1, 2] {
            let mut v: Vec<_> = g2.iter().filter(|g| g.kind == kind).map(|g| g.vector).collect();
            v.sort();
            assert_eq!(v, vec![(1, 0), (2, 0), (3, 0), (4, 0)]);
        }
        // Each representative has the group's vector, and no two representatives of one
        // kind share a midpoint.
        let mut mids = std::collections::HashSet::new();
        for g in &g2 {
            let (pa, pb) = (pts2[g.representative.0 as usize], pts2[g.representative.1 as usize]);
            assert_eq!((pb.x - pa.x, pb.y - pa.y), g.vector);
            assert!(mids.insert((g.kind, pa.x + pb.x, pa.y + pb.y)), "{g:?}");
        }
        // The per-point view: a middle point's own arrows.
        let p = idx2[&PlotPoint { stmt: s2.0, x: 2, y: 3 }];
        let own = arrows_at(&pairs2, p);
        assert!(own.iter().all(|&(_, a, b)| a == p || b == p) && !own.is_empty());
    }
}
