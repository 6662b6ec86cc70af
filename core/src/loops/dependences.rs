//! Exact data dependences between statement instances, by enumeration.
//!
//! - **flow** (value-based): each read instance depends on the *last* write of the same cell
//!   before it — the exact dataflow isl's `isl_union_access_info_compute_flow` gives (must
//!   sources only, every access a must access);
//! - **anti** (memory-based): read → every later write of the same cell, except the write of
//!   the reading instance itself (`A[i] += …` reads before it writes);
//! - **output** (memory-based): write → every later write of the same cell.
//!
//! A dependence is a pair of instances (source before target); pairs are deduplicated (two
//! reads of one cell in one instance give one pair) and sorted by (source, target).
//! Distance vectors are `target − source` over the loops the two statements share; direction
//! `<`, `=`, `>` per component by its sign.
//!
//! Algorithm: sort the trace's accesses by (cell, time) — `O(A log A)` for `A` accesses — and
//! sweep each cell once; the output is `O(A + pairs)`. Memory-based relations can be quadratic
//! per cell (gemm N=32: about 1.1 million pairs). [`Dependences::reference`] is the obvious
//! quadratic scan over all access pairs, kept for the property tests.
//! Source: seed 002 §2.3; Feautrier, "Dataflow analysis of array and scalar references" (1991).

use super::scop::{InstanceId, Scop, StmtId, Trace, TraceAccess};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The kind of a dependence.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DepKind {
    /// Read after write (value-based).
    Flow,
    /// Write after read (memory-based).
    Anti,
    /// Write after write (memory-based).
    Output,
}

impl DepKind {
    /// All kinds, in report order.
    pub const ALL: [DepKind; 3] = [DepKind::Flow, DepKind::Anti, DepKind::Output];
    /// `flow`, `anti`, `output`.
    pub fn name(self) -> &'static str {
        match self {
            DepKind::Flow => "flow",
            DepKind::Anti => "anti",
            DepKind::Output => "output",
        }
    }
}

/// A dependence from `source` to `target` (instances, `source < target` in original order).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Dep {
    /// The earlier instance.
    pub source: InstanceId,
    /// The later instance.
    pub target: InstanceId,
}

/// The dependences of one kind between two statements, summarised.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DepSummary {
    /// The kind.
    pub kind: DepKind,
    /// The source statement.
    pub source: StmtId,
    /// The target statement.
    pub target: StmtId,
    /// Number of instance pairs.
    pub count: usize,
    /// Number of loops the two statements share (length of the vectors).
    pub common_loops: usize,
    /// Distinct distance vectors (target − source over the shared loops) with their counts,
    /// sorted; at most [`MAX_DISTANCES`] (see `distances_truncated`).
    pub distances: Vec<(Vec<i64>, usize)>,
    /// Whether more distinct distance vectors exist than were kept.
    pub distances_truncated: bool,
    /// Distinct direction vectors (`"<"`, `"="`, `">"` per shared loop), sorted.
    pub directions: Vec<String>,
}

/// Distinct distance vectors kept per summary.
pub const MAX_DISTANCES: usize = 64;

/// All dependences of a SCoP for its parameter values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dependences {
    /// Value-based flow dependences, sorted by (source, target).
    pub flow: Vec<Dep>,
    /// Memory-based anti dependences, sorted.
    pub anti: Vec<Dep>,
    /// Memory-based output dependences, sorted.
    pub output: Vec<Dep>,
    /// Per (kind, source statement, target statement): counts, distances, directions.
    pub summaries: Vec<DepSummary>,
}

/// The trace's accesses grouped by cell, each group in time order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellAccesses {
    /// Accesses sorted by (cell, time).
    pub sorted: Vec<TraceAccess>,
    /// `starts[c] .. starts[c+1]` is cell `c`'s group (`cells + 1` entries).
    pub starts: Vec<usize>,
}

impl CellAccesses {
    /// Groups `trace`'s accesses by cell: a counting sort, `O(A + cells)`; times stay ordered
    /// within a cell because the trace is in time order.
    pub fn new(trace: &Trace) -> CellAccesses {
        let n = trace.cells.len();
        let mut starts = vec![0usize; n + 1];
        for a in &trace.accesses {
            starts[a.cell as usize + 1] += 1;
        }
        for c in 0..n {
            starts[c + 1] += starts[c];
        }
        let mut fill = starts.clone();
        let mut sorted = vec![TraceAccess { cell: 0, time: 0 }; trace.accesses.len()];
        for a in &trace.accesses {
            sorted[fill[a.cell as usize]] = *a;
            fill[a.cell as usize] += 1;
        }
        CellAccesses { sorted, starts }
    }

    /// Cell `c`'s accesses in time order.
    pub fn cell(&self, c: usize) -> &[TraceAccess] {
        &self.sorted[self.starts[c]..self.starts[c + 1]]
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.starts.len() - 1
    }
}

fn pack(s: u32, t: u32) -> u64 {
    (u64::from(s) << 32) | u64::from(t)
}

fn unpack(v: Vec<u64>) -> Vec<Dep> {
    v.into_iter()
        .map(|x| Dep {
            source: InstanceId((x >> 32) as u32),
            target: InstanceId(x as u32),
        })
        .collect()
}

/// Sorts packed pairs by (source, target) without a comparison sort: a stable counting sort
/// by source (`O(pairs + instances)`), then a small sort of the buckets that are not already
/// ascending (targets of one source come ascending from each cell).
fn by_source(v: Vec<u64>, instances: usize) -> Vec<Dep> {
    let mut start = vec![0usize; instances + 1];
    for &x in &v {
        start[(x >> 32) as usize + 1] += 1;
    }
    for i in 0..instances {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut out = vec![
        Dep {
            source: InstanceId(0),
            target: InstanceId(0)
        };
        v.len()
    ];
    for &x in &v {
        let s = (x >> 32) as usize;
        out[fill[s]] = Dep {
            source: InstanceId(s as u32),
            target: InstanceId(x as u32),
        };
        fill[s] += 1;
    }
    for i in 0..instances {
        let b = &mut out[start[i]..start[i + 1]];
        if b.windows(2).any(|w| w[0].target >= w[1].target) {
            crate::sort::sort_unstable(b);
        }
    }
    out
}

fn finish(mut v: Vec<u64>) -> Vec<Dep> {
    crate::sort::sort_unstable(&mut v);
    v.dedup();
    unpack(v)
}

impl Dependences {
    /// Computes flow, anti and output dependences of `trace` (of `scop`).
    /// `O(A log A + pairs)` time and `O(A + pairs)` memory for `A` accesses.
    pub fn compute(scop: &Scop, trace: &Trace) -> Dependences {
        let cells = CellAccesses::new(trace);
        let (mut flow, mut anti, mut output) = (Vec::new(), Vec::new(), Vec::new());
        // Per cell: its writes in time order; each read's later writes are a suffix of them.
        // Same-instance duplicate reads (adjacent, equal time) are skipped, so no pair repeats
        // (a target writes one cell, a flow source writes one cell).
        let mut writes: Vec<u32> = Vec::new();
        for c in 0..cells.cells() {
            let g = cells.cell(c);
            writes.clear();
            writes.extend(g.iter().filter(|a| a.time % 2 == 1).map(|a| a.time / 2));
            let mut next_write = 0;
            let mut prev = u32::MAX;
            for a in g {
                let inst = a.time / 2;
                if a.time % 2 == 1 {
                    next_write += 1;
                    output.extend(writes[next_write..].iter().map(|&w| pack(inst, w)));
                } else if a.time != prev {
                    if next_write > 0 {
                        flow.push(pack(writes[next_write - 1], inst));
                    }
                    // Later writes, minus this instance's own write.
                    let later = &writes[next_write..];
                    let later = if later.first() == Some(&inst) {
                        &later[1..]
                    } else {
                        later
                    };
                    anti.extend(later.iter().map(|&w| pack(inst, w)));
                }
                prev = a.time;
            }
        }
        let n = trace.instances.len();
        let (flow, anti, output) = (by_source(flow, n), by_source(anti, n), by_source(output, n));
        let summaries = summarise(
            scop,
            trace,
            &[
                (DepKind::Flow, &flow),
                (DepKind::Anti, &anti),
                (DepKind::Output, &output),
            ],
        );
        Dependences {
            flow,
            anti,
            output,
            summaries,
        }
    }

    /// The slow reference: for every pair of accesses to the same cell, apply the definitions
    /// directly (flow: no write of the cell strictly between). `O(A²)`; tests only.
    pub fn reference(scop: &Scop, trace: &Trace) -> Dependences {
        let acc = &trace.accesses;
        let (mut flow, mut anti, mut output) = (Vec::new(), Vec::new(), Vec::new());
        for (x, a) in acc.iter().enumerate() {
            for (y, b) in acc.iter().enumerate().skip(x + 1) {
                if a.cell != b.cell || a.time / 2 == b.time / 2 {
                    continue;
                }
                let (wa, wb) = (a.time % 2 == 1, b.time % 2 == 1);
                match (wa, wb) {
                    (true, false) => {
                        let killed = acc[x + 1..y]
                            .iter()
                            .any(|m| m.cell == a.cell && m.time % 2 == 1);
                        if !killed {
                            flow.push(pack(a.time / 2, b.time / 2));
                        }
                    }
                    (false, true) => anti.push(pack(a.time / 2, b.time / 2)),
                    (true, true) => output.push(pack(a.time / 2, b.time / 2)),
                    (false, false) => {}
                }
            }
        }
        let (flow, anti, output) = (finish(flow), finish(anti), finish(output));
        let summaries = summarise(
            scop,
            trace,
            &[
                (DepKind::Flow, &flow),
                (DepKind::Anti, &anti),
                (DepKind::Output, &output),
            ],
        );
        Dependences {
            flow,
            anti,
            output,
            summaries,
        }
    }

    /// The dependences of one kind.
    pub fn of(&self, kind: DepKind) -> &[Dep] {
        match kind {
            DepKind::Flow => &self.flow,
            DepKind::Anti => &self.anti,
            DepKind::Output => &self.output,
        }
    }
}

/// Distance vector `target − source` over the `common` shared loops.
pub fn distance(trace: &Trace, d: Dep, common: usize) -> Vec<i64> {
    let (s, t) = (
        trace.instances.iters(d.source),
        trace.instances.iters(d.target),
    );
    (0..common).map(|k| t[k] - s[k]).collect()
}

/// Direction string of a distance vector: one of `<`, `=`, `>` per component.
pub fn direction(dist: &[i64]) -> String {
    dist.iter()
        .map(|&x| match x.signum() {
            1 => '<',
            0 => '=',
            _ => '>',
        })
        .collect()
}

fn summarise(scop: &Scop, trace: &Trace, kinds: &[(DepKind, &Vec<Dep>)]) -> Vec<DepSummary> {
    // Dense (kind, source, target) → summary index; distances counted by sorting packed keys
    // (group, 4 × 16-bit components) and, for deeper or larger vectors, a hash map.
    let ns = scop.statements.len();
    let mut index: Vec<u32> = vec![u32::MAX; 3 * ns * ns];
    let mut out: Vec<DepSummary> = Vec::new();
    let mut maps: Vec<HashMap<Vec<i64>, usize>> = Vec::new();
    let mut packed: HashMap<u128, usize, std::hash::BuildHasherDefault<Fx>> = HashMap::default();
    let mut buf: Vec<i64> = Vec::new();
    for &(kind, deps) in kinds {
        for &d in deps.iter() {
            let (s, t) = (
                trace.instances.stmt[d.source.index()],
                trace.instances.stmt[d.target.index()],
            );
            let slot = (kind as usize * ns + s.index()) * ns + t.index();
            if index[slot] == u32::MAX {
                index[slot] = out.len() as u32;
                out.push(DepSummary {
                    kind,
                    source: s,
                    target: t,
                    count: 0,
                    common_loops: scop.common_loops(s, t),
                    distances: Vec::new(),
                    distances_truncated: false,
                    directions: Vec::new(),
                });
                maps.push(HashMap::new());
            }
            let k = index[slot] as usize;
            out[k].count += 1;
            let common = out[k].common_loops;
            let (si, ti) = (
                trace.instances.iters(d.source),
                trace.instances.iters(d.target),
            );
            let fits = common <= 4 && (0..common).all(|x| (ti[x] - si[x]).unsigned_abs() < 1 << 15);
            if fits {
                let mut key = 0u64;
                for x in 0..common {
                    key = (key << 16) | u64::from((ti[x] - si[x]) as i16 as u16);
                }
                *packed
                    .entry((k as u128) << 64 | u128::from(key))
                    .or_insert(0) += 1;
            } else {
                buf.clear();
                buf.extend((0..common).map(|x| ti[x] - si[x]));
                if let Some(c) = maps[k].get_mut(&buf[..]) {
                    *c += 1;
                } else {
                    maps[k].insert(buf.clone(), 1);
                }
            }
        }
    }
    for (p, n) in packed {
        let k = (p >> 64) as usize;
        let common = out[k].common_loops;
        let key = p as u64;
        let v: Vec<i64> = (0..common)
            .map(|c| i64::from((key >> (16 * (common - 1 - c))) as u16 as i16))
            .collect();
        *maps[k].entry(v).or_insert(0) += n;
    }
    for (s, m) in out.iter_mut().zip(maps) {
        let mut v: Vec<(Vec<i64>, usize)> = m.into_iter().collect();
        crate::sort::sort(&mut v);
        let mut dirs: Vec<String> = v.iter().map(|(d, _)| direction(d)).collect();
        crate::sort::sort(&mut dirs);
        dirs.dedup();
        s.directions = dirs;
        s.distances_truncated = v.len() > MAX_DISTANCES;
        v.truncate(MAX_DISTANCES);
        s.distances = v;
    }
    crate::sort::sort_by_key(&mut out, |s| (s.kind, s.source, s.target));
    out
}

/// A multiplicative hasher for the packed distance keys (FxHash's constant).
#[derive(Default)]
struct Fx(u64);

impl std::hash::Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u128(&mut self, v: u128) {
        self.write_u64(v as u64);
        self.write_u64((v >> 64) as u64);
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}
