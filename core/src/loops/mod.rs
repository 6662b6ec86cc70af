//! Loop data dependences on the polyhedral model (seed 002: Li & Chen 2015, after Trifunovic &
//! Cohen, GCC Summit 2010), exact by enumeration for concrete parameter values.
//!
//! Pipeline: C text → [`parser::parse`] → [`scop::Scop::build`] (domains, accesses, 2d+1
//! schedule) → [`scop::Scop::trace`] (every instance, every access) →
//! [`dependences::Dependences`] (flow value-based, anti/output memory-based, distance and
//! direction vectors) and [`live_ranges::LiveRanges`] → for a schedule in isl syntax
//! ([`schedule::Schedule::parse`]) the [`schedule::Verdict`] (flow preserved, all preserved,
//! live-range conflicts, remedy) and code ([`codegen::generate`], [`codegen::remedy_code`]).
//!
//! [`LoopAnalysis::analyze`] and [`LoopAnalysis::transform`] are the entry points for the CLI
//! and the web tab. Cost: `O(I + A log A + pairs)` for `I` instances and `A` accesses; the
//! instance limit ([`scop::DEFAULT_INSTANCE_LIMIT`]) bounds the work.

pub mod codegen;
pub mod dependences;
pub mod helpers;
pub mod live_ranges;
pub mod parser;
pub mod plot;
pub mod schedule;
pub mod scop;

pub use dependences::{Dep, DepKind, DepSummary, Dependences};
pub use helpers::{Helper, HelperKind};
pub use live_ranges::{LiveRange, LiveRanges};
pub use parser::looks_like_c_loops;
pub use schedule::{Remedy, Schedule, Verdict};
pub use scop::{InstanceId, Scop, StmtId, Trace};

use crate::span::ParseError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why an analysis failed: the text (line:column) or the instance limit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LoopError {
    /// A parse or model error in the C text or the schedule.
    Parse(ParseError),
    /// Too many instances for enumeration (the message names the limit).
    Limit(String),
}

impl fmt::Display for LoopError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopError::Parse(e) => e.fmt(f),
            LoopError::Limit(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for LoopError {}

impl From<ParseError> for LoopError {
    fn from(e: ParseError) -> LoopError {
        LoopError::Parse(e)
    }
}

/// Everything about one SCoP for its parameter values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopAnalysis {
    /// The model: parameters, arrays, loops, statements (with spans into the text), tree.
    pub scop: Scop,
    /// All instances in original order and every access.
    pub trace: Trace,
    /// Instances per statement, by [`StmtId`].
    pub instances_per_statement: Vec<usize>,
    /// The original 2d+1 schedule in isl syntax.
    pub original_schedule: String,
    /// Each statement's iteration domain in isl syntax (symbolic), by [`StmtId`].
    pub domains: Vec<String>,
    /// Flow, anti, output dependences with summaries.
    pub dependences: Dependences,
    /// Live ranges of the written cells.
    pub live_ranges: LiveRanges,
}

/// A schedule applied to an analysis: the verdict and the code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transformation {
    /// The schedule, normalised to isl syntax.
    pub schedule: String,
    /// The verdict.
    pub verdict: Verdict,
    /// The transformed loop nest, or why code generation could not handle the schedule.
    pub code: Result<String, String>,
    /// The remedy's code, when the remedy is scalar expansion or forward substitution.
    pub remedy_code: Option<codegen::RemedyCode>,
    /// Whether the remedied program, re-analysed under the same schedule, preserves every flow
    /// dependence and has no live-range conflict (`None` without a remedy).
    pub remedy_verified: Option<bool>,
}

impl LoopAnalysis {
    /// Parses `src` (C loops), builds the model with parameter values `params` (overriding the
    /// text's `#define`/`param` values) and computes instances, dependences and live ranges.
    /// Errors: parse/model errors with line:column; more than `limit` instances.
    pub fn analyze(
        src: &str,
        params: &[(String, i64)],
        limit: usize,
    ) -> Result<LoopAnalysis, LoopError> {
        let program = parser::parse(src)?;
        let scop = Scop::build(&program, src, params)?;
        Self::from_scop(scop, limit)
    }

    /// The analyses of an already built model.
    pub fn from_scop(scop: Scop, limit: usize) -> Result<LoopAnalysis, LoopError> {
        let trace = scop.trace(limit).map_err(LoopError::Limit)?;
        let dependences = Dependences::compute(&scop, &trace);
        let live_ranges = LiveRanges::compute(&trace);
        let mut instances_per_statement = vec![0; scop.statements.len()];
        for s in &trace.instances.stmt {
            instances_per_statement[s.index()] += 1;
        }
        let original_schedule = Schedule::original(&scop).to_isl(&scop);
        let domains = (0..scop.statements.len())
            .map(|k| scop.domain_isl(StmtId(k as u32)))
            .collect();
        Ok(LoopAnalysis {
            scop,
            trace,
            instances_per_statement,
            original_schedule,
            domains,
            dependences,
            live_ranges,
        })
    }

    /// Judges the schedule `text` (isl syntax; errors give line:column in `text`) and generates
    /// the transformed nest and the remedy's code.
    pub fn transform(&self, text: &str) -> Result<Transformation, ParseError> {
        let sched = Schedule::parse(text, &self.scop)?;
        Ok(self.transform_schedule(&sched))
    }

    /// Like [`LoopAnalysis::transform`] for a built schedule (e.g. from the helpers).
    pub fn transform_schedule(&self, sched: &Schedule) -> Transformation {
        let verdict = Verdict::compute(
            &self.scop,
            &self.trace,
            &self.dependences,
            &self.live_ranges,
            sched,
        );
        let code = codegen::generate(&self.scop, sched);
        let mut remedy_code = codegen::remedy_code(&self.scop, sched, &verdict);
        let remedy_verified = remedy_code.as_mut().map(|rc| self.verify_remedy(rc, sched));
        Transformation {
            schedule: sched.to_isl(&self.scop),
            verdict,
            code,
            remedy_code,
            remedy_verified,
        }
    }

    /// Whether the remedy keeps the program's meaning (in original order) and makes the schedule
    /// legal. Meaning: scalar expansion needs every value of the expanded array read in the
    /// iteration of the expansion loops that wrote it, and no read of its initial value;
    /// forward substitution needs the cells the definition reads to stay unwritten until each
    /// use. Legality: the remedied program, re-analysed under the same schedule (restricted to
    /// the statements it keeps), preserves every flow dependence and has no live-range conflict.
    ///
    /// For forward substitution the transformed code is regenerated from the re-analysed
    /// program, so the removed definition leaves no empty loop behind.
    fn verify_remedy(&self, rc: &mut codegen::RemedyCode, sched: &Schedule) -> bool {
        let arrays: Vec<scop::ArrayId> = rc
            .arrays
            .iter()
            .filter_map(|n| self.scop.arrays.iter().position(|a| a.name == *n))
            .map(|i| scop::ArrayId(i as u32))
            .collect();
        let cells = dependences::CellAccesses::new(&self.trace);
        // Write times per cell, for "is `c` written strictly between two times".
        let written_between = |c: u32, from: u32, to: u32| {
            cells
                .cell(c as usize)
                .iter()
                .any(|a| a.time % 2 == 1 && a.time > from && a.time < to)
        };
        let accesses_of = |i: InstanceId| {
            let lo = self.trace.accesses.partition_point(|a| a.time < 2 * i.0);
            let hi = self
                .trace
                .accesses
                .partition_point(|a| a.time <= 2 * i.0 + 1);
            &self.trace.accesses[lo..hi]
        };
        for r in self
            .live_ranges
            .ranges
            .iter()
            .filter(|r| arrays.contains(&r.array))
        {
            match (rc.remedy, r.write) {
                (_, None) if !r.reads.is_empty() && rc.remedy == Remedy::ScalarExpansion => {
                    return false
                }
                (Remedy::ScalarExpansion, Some(w)) => {
                    let loops = codegen::expansion_loops(&self.scop, r.array);
                    let wi = self.trace.instances.iters(w);
                    if r.reads.iter().any(|&x| {
                        loops
                            .iter()
                            .any(|&k| self.trace.instances.iters(x)[k] != wi[k])
                    }) {
                        return false;
                    }
                }
                (Remedy::ForwardSubstitution, Some(w)) => {
                    for a in accesses_of(w).iter().filter(|a| a.time % 2 == 0) {
                        if r.reads
                            .iter()
                            .any(|&x| written_between(a.cell, a.time, 2 * x.0))
                        {
                            return false;
                        }
                    }
                }
                _ => {}
            }
        }
        let mut text = String::new();
        for p in &self.scop.params {
            text.push_str(&format!("param {} = {};\n", p.name, p.value));
        }
        text.push_str(&rc.original_rewritten);
        let Ok(again) = LoopAnalysis::analyze(&text, &[], self.trace.instances.len().max(1) * 2)
        else {
            return false;
        };
        let kept: Vec<String> = again
            .scop
            .statements
            .iter()
            .filter_map(|st| {
                let old = self.scop.statement(&st.name)?;
                let s = &sched.stmts[old.index()];
                let params = self.scop.param_names();
                Some(format!(
                    "{}[{}] -> [{}]",
                    st.name,
                    s.dims.join(", "),
                    s.out
                        .iter()
                        .map(|a| a.to_c(&s.dims, &params))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })
            .collect();
        let Ok(sched2) = Schedule::parse(&kept.join("; "), &again.scop) else {
            return false;
        };
        if rc.remedy == Remedy::ForwardSubstitution {
            rc.transformed = codegen::generate(&again.scop, &sched2);
        }
        let t = Verdict::compute(
            &again.scop,
            &again.trace,
            &again.dependences,
            &again.live_ranges,
            &sched2,
        );
        t.flow_preserved && t.live_range_conflicts == 0
    }

    /// An instance as `(statement name, iterator values)`.
    pub fn instance(&self, i: InstanceId) -> (&str, &[i64]) {
        (
            &self.scop.statements[self.trace.instances.stmt[i.index()].index()].name,
            self.trace.instances.iters(i),
        )
    }

    /// The issue's JSON: `{"statements": [{"name", "iterators", "instances"}],
    /// "dependences": {"flow"|"anti"|"output": [["S1", [0, 1], "S2", [0, 1, 0]], …]},
    /// "schedule": {"flow_preserved", "all_preserved", "live_range_conflicts", "remedy"}}`
    /// (`schedule` only when `t` is given).
    pub fn issue_json(&self, t: Option<&Transformation>) -> serde_json::Value {
        use serde_json::{json, Map, Value};
        let statements: Vec<Value> = self
            .scop
            .statements
            .iter()
            .enumerate()
            .map(|(k, s)| json!({"name": s.name, "iterators": s.iterators, "instances": self.instances_per_statement[k]}))
            .collect();
        let mut deps = Map::new();
        for kind in DepKind::ALL {
            let v: Vec<Value> = self
                .dependences
                .of(kind)
                .iter()
                .map(|d| {
                    let (a, ai) = self.instance(d.source);
                    let (b, bi) = self.instance(d.target);
                    json!([a, ai, b, bi])
                })
                .collect();
            deps.insert(kind.name().to_string(), Value::Array(v));
        }
        let mut out = json!({"statements": statements, "dependences": deps});
        if let Some(t) = t {
            out["schedule"] = json!({
                "flow_preserved": t.verdict.flow_preserved,
                "all_preserved": t.verdict.all_preserved,
                "live_range_conflicts": t.verdict.live_range_conflicts,
                "remedy": t.verdict.remedy.name(),
            });
        }
        out
    }

    /// A readable report: statements, dependence summaries, and the verdict when given.
    pub fn text_report(&self, t: Option<&Transformation>) -> String {
        use std::fmt::Write as _;
        let mut s = String::new();
        let params: Vec<String> = self
            .scop
            .params
            .iter()
            .map(|p| format!("{}={}", p.name, p.value))
            .collect();
        let _ = writeln!(
            s,
            "parameters: {}",
            if params.is_empty() {
                "none".into()
            } else {
                params.join(", ")
            }
        );
        let _ = writeln!(
            s,
            "statements ({} instances; exact by enumeration for these values):",
            self.trace.instances.len()
        );
        for (k, st) in self.scop.statements.iter().enumerate() {
            let _ = writeln!(
                s,
                "  {}[{}]  {} instances  {}",
                st.name,
                st.iterators.join(", "),
                self.instances_per_statement[k],
                st.text
            );
        }
        let _ = writeln!(s, "original schedule: {}", self.original_schedule);
        let d = &self.dependences;
        let _ = writeln!(
            s,
            "dependences: {} flow, {} anti, {} output",
            d.flow.len(),
            d.anti.len(),
            d.output.len()
        );
        for sm in &d.summaries {
            let (a, b) = (
                &self.scop.statements[sm.source.index()].name,
                &self.scop.statements[sm.target.index()].name,
            );
            let dist: Vec<String> = sm
                .distances
                .iter()
                .take(8)
                .map(|(v, n)| {
                    format!(
                        "({}) x{n}",
                        v.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
                    )
                })
                .collect();
            let more = if sm.distances.len() > 8 || sm.distances_truncated {
                ", …"
            } else {
                ""
            };
            let _ = writeln!(
                s,
                "  {:<6} {a} -> {b}: {} pairs, directions {}, distances {}{more}",
                sm.kind.name(),
                sm.count,
                sm.directions.join(" "),
                dist.join(", ")
            );
        }
        let _ = writeln!(s, "live ranges: {}", self.live_ranges.ranges.len());
        if let Some(t) = t {
            let v = &t.verdict;
            let _ = writeln!(s, "schedule: {}", t.schedule);
            let _ = writeln!(
                s,
                "  flow preserved: {}  all preserved: {}  violated flow/anti/output: {}/{}/{}",
                v.flow_preserved, v.all_preserved, v.violated[0], v.violated[1], v.violated[2]
            );
            let _ = writeln!(s, "  live-range conflicts: {}", v.live_range_conflicts);
            for c in &v.conflicts {
                let _ = writeln!(
                    s,
                    "    {}: {} pairs -> {}",
                    self.scop.arrays[c.array.index()].name,
                    c.pairs,
                    c.remedy.name()
                );
            }
            let _ = writeln!(s, "  remedy: {}", v.remedy.name());
            if let Some(dep) = v.first_violated_flow {
                let (a, ai) = self.instance(dep.source);
                let (b, bi) = self.instance(dep.target);
                let _ = writeln!(
                    s,
                    "  first violated flow dependence: {a}{ai:?} -> {b}{bi:?}"
                );
            }
            match &t.code {
                Ok(c) => {
                    let _ = writeln!(s, "transformed code:\n{c}");
                }
                Err(e) => {
                    let _ = writeln!(s, "transformed code: not generated: {e}");
                }
            }
            if let Some(rc) = &t.remedy_code {
                let _ = writeln!(
                    s,
                    "{} of {}:\n{}",
                    rc.remedy.name(),
                    rc.arrays.join(", "),
                    rc.original_rewritten
                );
                match &rc.transformed {
                    Ok(c) => {
                        let _ = writeln!(s, "remedied and transformed:\n{c}");
                    }
                    Err(e) => {
                        let _ = writeln!(s, "remedied and transformed: not generated: {e}");
                    }
                }
                let _ = writeln!(
                    s,
                    "remedy verified by re-analysis: {}",
                    t.remedy_verified.unwrap_or(false)
                );
            }
        }
        s
    }
}
