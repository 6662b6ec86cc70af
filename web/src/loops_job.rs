//! The Loops tab's worker job: [`LoopAnalysis::analyze`] (and [`LoopAnalysis::transform`]) of a
//! C loop nest, reduced to a bounded, bincode-safe view ([`LoopsData`]) the page draws.
//!
//! The core's result types hold the whole trace (gemm N = 32: 33,792 instances, ~1.1 million
//! dependence pairs); the page needs the statements, the dependence summaries, a window of
//! instances and pairs for the iteration-space drawing, and the live-range intervals before
//! and after the schedule. Everything is exact by enumeration for the given parameter values.
//! Cost: the analysis (`O(I + A log A + pairs)`), then `O(I + shipped pairs + R)` here plus
//! the live-range intervals and conflict marks of [`range_intervals`] (`O(R log R)` plus the
//! conflicting pairs, capped at [`MAX_CONFLICT_WORK`]).

use reconverge_core::loops::parser;
use reconverge_core::loops::schedule::range_intervals;
use reconverge_core::loops::scop::DEFAULT_INSTANCE_LIMIT;
use reconverge_core::loops::Scop;
use reconverge_core::loops::{DepKind, InstanceId, LoopAnalysis, LoopError, Schedule};
use serde::{Deserialize, Serialize};

/// Instances shipped to the page (their statement and iterators), in original order.
pub const MAX_SHIP_INSTANCES: usize = 60_000;
/// Dependence pairs shipped per kind (an even sample when there are more).
pub const MAX_SHIP_DEPS: usize = 20_000;
/// Live ranges shipped per array.
pub const MAX_SHIP_RANGES: usize = 1_500;
/// Conflicting pairs of live ranges visited while marking them ([`range_intervals`]'s cap).
pub const MAX_CONFLICT_WORK: usize = 4_000_000;

/// The job's answer: the data, or the error (line:column, or the instance limit).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopsResult {
    /// The data or the error.
    pub result: Result<LoopsData, LoopsFailure>,
}

/// Why the analysis failed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopsFailure {
    /// `line L:C: …`, or the polite instance-limit text.
    pub message: String,
    /// The offending byte range of the text, for parse errors.
    pub span: Option<(u32, u32)>,
    /// Whether it is the instance limit.
    pub limit: bool,
    /// The parameters and the values that were too large (instance limit only).
    pub params: Vec<(String, i64)>,
}

/// A loop of the nest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopInfo {
    /// Iterator name.
    pub iterator: String,
    /// Enclosing loops.
    pub depth: usize,
    /// The `for (…)` header's byte range.
    pub header: (u32, u32),
}

/// A statement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StmtInfo {
    /// `S1` or its label.
    pub name: String,
    /// Byte range in the text.
    pub span: (u32, u32),
    /// The text as written.
    pub text: String,
    /// Enclosing loops (indices into [`LoopsData::loops`]), outermost first.
    pub loops: Vec<u32>,
    /// Their iterators.
    pub iterators: Vec<String>,
    /// Instances for these parameter values.
    pub instances: usize,
    /// The iteration domain in isl syntax.
    pub domain: String,
}

/// One (kind, source statement, target statement) summary.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SummaryInfo {
    /// Flow, anti or output.
    pub kind: DepKind,
    /// Source statement.
    pub source: u32,
    /// Target statement.
    pub target: u32,
    /// Instance pairs.
    pub count: usize,
    /// Shared loops.
    pub common: usize,
    /// Distinct distance vectors with counts.
    pub distances: Vec<(Vec<i64>, usize)>,
    /// More distance vectors exist.
    pub truncated: bool,
    /// Direction vectors.
    pub directions: Vec<String>,
}

/// A live range as intervals on the execution timeline of [`range_intervals`] (the reads of the
/// instance at rank `r` at `2(r + 1)`, its write at `2(r + 1) + 1`, the initial value at `0`,
/// live-out ranges ending at [`LoopsData::timeline_end`]; `r` the original position, or the
/// rank after the schedule).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RangeInfo {
    /// Cell (index into [`LoopsData::cells`]).
    pub cell: u32,
    /// Array (index into [`LoopsData::arrays`]).
    pub array: u32,
    /// The writing instance's text (`S1[0, 1]`), `None` for the initial value.
    pub write: Option<String>,
    /// Reads of the value.
    pub reads: usize,
    /// Live to the end.
    pub live_out: bool,
    /// Interval in original order.
    pub before: (u32, u32),
    /// Interval after the schedule.
    pub after: Option<(u32, u32)>,
    /// Conflicts with another range of its cell after the schedule.
    pub conflict: bool,
}

/// What the Loops tab draws.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopsData {
    /// Parameters and the values used.
    pub params: Vec<(String, i64)>,
    /// Array and scalar names.
    pub arrays: Vec<String>,
    /// Loops in text order.
    pub loops: Vec<LoopInfo>,
    /// Statements in text order.
    pub statements: Vec<StmtInfo>,
    /// The original 2d+1 schedule in isl syntax.
    pub original_schedule: String,
    /// All instances.
    pub total_instances: usize,
    /// Statement of each shipped instance.
    pub inst_stmt: Vec<u32>,
    /// Offsets into `inst_values` (`len + 1`).
    pub inst_offset: Vec<u32>,
    /// Iterator values, concatenated.
    pub inst_values: Vec<i64>,
    /// Pairs per kind (flow, anti, output).
    pub dep_counts: [usize; 3],
    /// Shipped pairs `(kind, source, target)` among shipped instances (every k-th pair of a
    /// kind when it has more than [`MAX_SHIP_DEPS`]).
    pub deps: Vec<(u8, u32, u32)>,
    /// Summaries.
    pub summaries: Vec<SummaryInfo>,
    /// Live ranges (at most [`MAX_SHIP_RANGES`] per array).
    pub ranges: Vec<RangeInfo>,
    /// All live ranges.
    pub ranges_total: usize,
    /// Cell texts (`A[0][1]`).
    pub cells: Vec<String>,
    /// Whether the conflict marks are complete (work cap).
    pub conflicts_complete: bool,
    /// The end of the live-range timeline (`2·(instances + 1)`).
    pub timeline_end: u32,
    /// The schedule's verdict and code, or the schedule's error.
    pub transform: Option<Result<TransformInfo, String>>,
    /// Ready-made schedules (interchange, reversal, skew, fission of one loop each) built on
    /// the current one.
    pub helpers: Vec<HelperInfo>,
}

/// A helper button: one loop's transformation and the schedule it writes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HelperInfo {
    /// The button text, naming the loop and its statements (`reverse k (S2)`).
    pub label: String,
    /// The schedule it writes, in isl syntax.
    pub schedule: String,
    /// The statements whose schedule it changes (the others keep theirs).
    pub changes: Vec<String>,
}

/// A schedule's verdict and code.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TransformInfo {
    /// Normalised schedule.
    pub schedule: String,
    /// Every flow dependence kept.
    pub flow_preserved: bool,
    /// Every dependence kept.
    pub all_preserved: bool,
    /// Violated pairs per kind.
    pub violated: [usize; 3],
    /// The first violated flow dependence, as text.
    pub first_violated_flow: Option<String>,
    /// Unordered conflicting pairs of live ranges.
    pub live_range_conflicts: usize,
    /// Per array: name, pairs, remedy.
    pub conflicts: Vec<(String, usize, String)>,
    /// `legal`, `scalar-expansion`, `forward-substitution`, `illegal`.
    pub remedy: String,
    /// The transformed nest, or why it could not be generated.
    pub code: Result<String, String>,
    /// The remedy's code.
    pub remedy_code: Option<RemedyInfo>,
    /// Whether the remedy was verified.
    pub remedy_verified: Option<bool>,
}

/// The remedy's program.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RemedyInfo {
    /// `scalar-expansion` or `forward-substitution`.
    pub remedy: String,
    /// The arrays it rewrites.
    pub arrays: Vec<String>,
    /// The original nest, rewritten.
    pub rewritten: String,
    /// Its transformed nest, or why there is none.
    pub transformed: Result<String, String>,
}

fn span(s: reconverge_core::span::Span) -> (u32, u32) {
    (s.start, s.end)
}

/// Runs the analysis of `text` with parameter overrides and an optional schedule.
pub fn run(text: &str, params: &[(String, i64)], schedule: Option<&str>) -> LoopsResult {
    let parse_error = |e: reconverge_core::span::ParseError| LoopsResult { result: Err(LoopsFailure { message: e.to_string(), span: Some(span(e.span)), limit: false, params: Vec::new() }) };
    let program = match parser::parse(text) {
        Ok(p) => p,
        Err(e) => return parse_error(e),
    };
    let scop = match Scop::build(&program, text, params) {
        Ok(s) => s,
        Err(e) => return parse_error(e),
    };
    let values: Vec<(String, i64)> = scop.params.iter().map(|p| (p.name.clone(), p.value)).collect();
    match LoopAnalysis::from_scop(scop, DEFAULT_INSTANCE_LIMIT) {
        Ok(a) => LoopsResult { result: Ok(view(&a, schedule.map(str::trim).filter(|s| !s.is_empty()))) },
        Err(LoopError::Parse(e)) => parse_error(e),
        Err(LoopError::Limit(m)) => LoopsResult {
            result: Err(LoopsFailure { message: format!("{m}. The analyses enumerate every instance (exact for the given parameter values)."), span: None, limit: true, params: values }),
        },
    }
}

fn inst_text(a: &LoopAnalysis, i: InstanceId) -> String {
    let (s, it) = a.instance(i);
    format!("{s}[{}]", it.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "))
}

fn view(a: &LoopAnalysis, schedule: Option<&str>) -> LoopsData {
    let scop = &a.scop;
    let n = a.trace.instances.len();
    let shipped = n.min(MAX_SHIP_INSTANCES);
    let inst = &a.trace.instances;
    let inst_stmt: Vec<u32> = inst.stmt[..shipped].iter().map(|s| s.0).collect();
    let inst_offset: Vec<u32> = inst.offset[..=shipped].to_vec();
    let inst_values: Vec<i64> = inst.values[..inst_offset[shipped] as usize].to_vec();
    let mut deps = Vec::new();
    for (k, kind) in DepKind::ALL.into_iter().enumerate() {
        // An even sample (every `step`-th pair) so the drawing covers the whole space.
        let within: Vec<_> = a.dependences.of(kind).iter().filter(|d| d.source.index() < shipped && d.target.index() < shipped).collect();
        let step = within.len().div_ceil(MAX_SHIP_DEPS).max(1);
        deps.extend(within.iter().step_by(step).map(|d| (k as u8, d.source.0, d.target.0)));
    }
    let dep_counts = [a.dependences.flow.len(), a.dependences.anti.len(), a.dependences.output.len()];
    let summaries = a
        .dependences
        .summaries
        .iter()
        .map(|s| SummaryInfo {
            kind: s.kind,
            source: s.source.0,
            target: s.target.0,
            count: s.count,
            common: s.common_loops,
            distances: s.distances.clone(),
            truncated: s.distances_truncated,
            directions: s.directions.clone(),
        })
        .collect();

    // The schedule (parsed on the analysis) and the helpers built on it.
    let parsed = schedule.map(|t| Schedule::parse(t, scop).map_err(|e| e.to_string()));
    let base = match &parsed {
        Some(Ok(s)) => s.clone(),
        _ => Schedule::original(scop),
    };
    let transform = parsed.as_ref().map(|p| p.as_ref().map(|s| a.transform_schedule(s)).map_err(Clone::clone));
    let helpers = helpers(a, &base);

    // Live ranges: intervals before and after, conflicts after (as the verdict counts them).
    let rank: Option<&[u32]> = match &transform {
        Some(Ok(t)) => Some(&t.verdict.rank),
        _ => None,
    };
    let all = &a.live_ranges.ranges;
    let marks = range_intervals(&a.live_ranges, n, rank, MAX_CONFLICT_WORK);
    // Timeline positions are below `2·(I + 1)`, and `I` below the instance limit.
    let t32 = |t: u64| u32::try_from(t).unwrap_or(u32::MAX);
    let iv32 = |(s, e): (u64, u64)| (t32(s), t32(e));
    let mut ranges = Vec::new();
    let mut per_array = vec![0usize; scop.arrays.len()];
    for (r, m) in all.iter().zip(&marks.ranges) {
        let ar = r.array.index();
        if per_array[ar] >= MAX_SHIP_RANGES {
            continue;
        }
        per_array[ar] += 1;
        ranges.push(RangeInfo {
            cell: r.cell,
            array: r.array.0,
            write: r.write.map(|w| inst_text(a, w)),
            reads: r.reads.len(),
            live_out: r.live_out,
            before: iv32(m.before),
            after: m.after.map(iv32),
            conflict: m.conflict,
        });
    }
    let cells = a.trace.cells.iter().map(|(ar, subs)| scop.cell_text(*ar, subs)).collect();

    let transform = transform.map(|t| {
        t.map(|t| TransformInfo {
            schedule: t.schedule.clone(),
            flow_preserved: t.verdict.flow_preserved,
            all_preserved: t.verdict.all_preserved,
            violated: t.verdict.violated,
            first_violated_flow: t.verdict.first_violated_flow.map(|d| format!("{} → {}", inst_text(a, d.source), inst_text(a, d.target))),
            live_range_conflicts: t.verdict.live_range_conflicts,
            conflicts: t.verdict.conflicts.iter().map(|c| (scop.arrays[c.array.index()].name.clone(), c.pairs, c.remedy.name().to_string())).collect(),
            remedy: t.verdict.remedy.name().to_string(),
            code: t.code.clone(),
            remedy_code: t.remedy_code.as_ref().map(|rc| RemedyInfo {
                remedy: rc.remedy.name().to_string(),
                arrays: rc.arrays.clone(),
                rewritten: rc.original_rewritten.clone(),
                transformed: rc.transformed.clone(),
            }),
            remedy_verified: t.remedy_verified,
        })
    });

    LoopsData {
        params: scop.params.iter().map(|p| (p.name.clone(), p.value)).collect(),
        arrays: scop.arrays.iter().map(|x| x.name.clone()).collect(),
        loops: scop.loops.iter().map(|l| LoopInfo { iterator: l.iterator.clone(), depth: l.depth, header: span(l.header) }).collect(),
        statements: scop
            .statements
            .iter()
            .enumerate()
            .map(|(k, s)| StmtInfo {
                name: s.name.clone(),
                span: span(s.span),
                text: s.text.clone(),
                loops: s.loops.iter().map(|l| l.0).collect(),
                iterators: s.iterators.clone(),
                instances: a.instances_per_statement[k],
                domain: a.domains[k].clone(),
            })
            .collect(),
        original_schedule: a.original_schedule.clone(),
        total_instances: n,
        inst_stmt,
        inst_offset,
        inst_values,
        dep_counts,
        deps,
        summaries,
        ranges,
        ranges_total: all.len(),
        cells,
        conflicts_complete: marks.complete,
        timeline_end: t32(marks.end),
        transform,
        helpers,
    }
}

/// The per-loop helpers of [`reconverge_core::loops::helpers::helpers`] built on `base`, with
/// the statements each changes by name.
fn helpers(a: &LoopAnalysis, base: &Schedule) -> Vec<HelperInfo> {
    let scop = &a.scop;
    reconverge_core::loops::helpers::helpers(scop, base)
        .into_iter()
        .map(|h| HelperInfo {
            label: h.label,
            schedule: h.schedule.to_isl(scop),
            changes: h.changes.iter().map(|s| scop.statements[s.index()].name.clone()).collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples::EXAMPLES;
    use crate::state::schedule_comment;

    fn data(src: &str, schedule: Option<&str>) -> LoopsData {
        run(src, &[], schedule).result.expect("analyses")
    }

    /// Every C-loop example analyses with its own parameter values, and the seed files'
    /// `// schedule:` lines give the seed's verdicts (docs/LOOPS.md, gallery table).
    #[test]
    fn gallery_loop_examples_analyse() {
        let c: Vec<_> = EXAMPLES.iter().filter(|e| reconverge_core::loops::looks_like_c_loops(e.source)).collect();
        assert_eq!(c.len(), 9, "3 seed files and 6 PolyBench-style kernels");
        for e in c {
            let d = data(e.source, schedule_comment(e.source).as_deref());
            assert!(d.total_instances > 0 && d.dep_counts.iter().sum::<usize>() > 0, "{}", e.id);
            assert!(!d.helpers.is_empty(), "{}", e.id);
            for h in &d.helpers {
                assert!(matches!(data(e.source, Some(&h.schedule)).transform, Some(Ok(_))), "{}: helper {}", e.id, h.schedule);
            }
        }
        let remedy = |id: &str| {
            let src = crate::examples::find(id).unwrap().source;
            match data(src, schedule_comment(src).as_deref()).transform {
                Some(Ok(t)) => (t.remedy, t.remedy_code.is_some(), t.live_range_conflicts),
                other => panic!("{id}: {other:?}"),
            }
        };
        assert_eq!(remedy("seed002-scalar-expansion"), ("scalar-expansion".into(), true, 28));
        assert_eq!(remedy("seed002-forward-substitution"), ("forward-substitution".into(), true, 15));
        assert_eq!(remedy("seed002-interchange-legal").0, "legal");
    }

    #[test]
    fn errors_and_conflict_marks() {
        let e = run("for (i = 0; i < N; i++) A[i*i] = 0;", &[("N".into(), 4)], None).result.unwrap_err();
        assert!(e.message.starts_with("line 1:") && e.span.is_some() && !e.limit, "{}", e.message);
        let big = run("for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = 0;", &[("N".into(), 1000)], None).result.unwrap_err();
        assert!(big.limit, "{}", big.message);
        let src = crate::examples::find("seed002-scalar-expansion").unwrap().source;
        let d = data(src, Some("S1[i] -> [0, i]; S2[i] -> [1, i]"));
        assert!(d.ranges.iter().any(|r| r.conflict));
        assert!(d.ranges.iter().all(|r| r.after.is_some()));
        let bad = data(src, Some("S1[i] -> [0, i"));
        assert!(matches!(bad.transform, Some(Err(ref m)) if m.starts_with("line 1:")), "{:?}", bad.transform);
        // The parameter inputs override the text's #define.
        assert_eq!(run(src, &[("N".into(), 3)], None).result.unwrap().total_instances, 6);
    }
}
