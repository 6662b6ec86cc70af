//! `reconverge debug`: the kernel debugger from the command line (issue 33 item 6,
//! docs/DEBUGGER.md). Runs to each breakpoint hit (optionally conditional), new finding, or
//! divergence / reconvergence of the focused warp, and prints the work-item, the source line,
//! the chosen variables' values and pages of memory.

use reconverge_core::interpreter::debugger::{BreakAt, Breakpoint, DebugSession, MemoryPage, MemoryRequest, StopReason};
use reconverge_core::interpreter::{Limits, RunInputs};
use serde_json::json;
use std::io::Write;

/// Arguments of `reconverge debug`.
#[derive(clap::Args)]
pub struct DebugArgs {
    /// LLVM IR file compiled with `-g`, `-` for stdin.
    pub file: String,
    /// The kernel (default: the first kernel).
    #[arg(long)]
    pub function: Option<String>,
    /// Inputs JSON, as `reconverge run --inputs` (default: the file's directives, then defaults).
    #[arg(long)]
    pub inputs: Option<String>,
    /// A breakpoint: a source line `N`, an IR line `ir:N` or a kernel block `block:NAME`,
    /// optionally with a condition: `"12 if v == 3 && gid < 8"` (repeatable).
    #[arg(long = "break", value_name = "LINE[ if EXPR]")]
    pub breaks: Vec<String>,
    /// The condition of every `--break` that has no `if` of its own (docs/DEBUGGER.md).
    #[arg(long, value_name = "EXPR")]
    pub condition: Option<String>,
    /// What each run stops at: `breakpoint` (the default), `finding` (breakpoints and new
    /// findings, as `--findings`), `divergence` or `reconvergence` of the work-item's warp.
    #[arg(long, value_enum)]
    pub until: Option<Until>,
    /// Memory to print at each stop: `NAME[OFF..END]`, `NAME[I]` or `NAME` (its first 16
    /// elements), optionally `:TYPE` (`local[0..8]:u8`); NAME is a buffer parameter, `local`
    /// or `private` (repeatable).
    #[arg(long = "memory", value_name = "BUF[OFF..END]")]
    pub memory: Vec<String>,
    /// Only this work-item stops (`X`, `X,Y` or `X,Y,Z`; default: every work-item).
    #[arg(long = "work-item", value_name = "X[,Y,Z]")]
    pub work_item: Option<String>,
    /// Variables to print at each hit (repeatable; default: every variable in scope).
    #[arg(long = "print", value_name = "VAR")]
    pub print: Vec<String>,
    /// Stop at new findings of the checks too.
    #[arg(long)]
    pub findings: bool,
    /// At most this many hits.
    #[arg(long, default_value_t = 1000)]
    pub max_hits: usize,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    pub format: super::OutFormat,
    /// Instruction budget of each re-execution.
    #[arg(long, default_value_t = 100_000_000)]
    pub max_instructions: u64,
    /// Run the lanes of each warp in lock-step (a pre-Volta warp), as `run --lock-step`: each
    /// round, the lanes at the warp's least position run one instruction each, in lane order.
    #[arg(long)]
    pub lock_step: bool,
}

/// What `--until` stops at.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Until {
    /// Breakpoint hits.
    Breakpoint,
    /// Breakpoint hits and new findings of the checks.
    Finding,
    /// Divergences of the focused work-item's warp.
    Divergence,
    /// Reconvergences of the focused work-item's warp.
    Reconvergence,
}

/// Parses `--memory NAME[OFF..END][:TYPE]`.
fn parse_memory(s: &str) -> Result<MemoryRequest, String> {
    let bad = || format!("--memory: expected NAME[OFF..END], NAME[I] or NAME, optionally :TYPE, found `{s}`");
    let (body, elem) = match s.rsplit_once(':') {
        Some((b, t)) if !t.contains(']') => (b, Some(t.to_string())),
        _ => (s, None),
    };
    let (name, off, count) = match body.split_once('[') {
        Some((name, rest)) => {
            let range = rest.strip_suffix(']').ok_or_else(bad)?;
            match range.split_once("..") {
                Some((a, b)) => {
                    let a: u64 = a.trim().parse().map_err(|_| bad())?;
                    let b: u64 = b.trim().parse().map_err(|_| bad())?;
                    if b < a {
                        return Err(bad());
                    }
                    (name, a, b - a)
                }
                None => (name, range.trim().parse().map_err(|_| bad())?, 1),
            }
        }
        None => (body, 0, 16),
    };
    if name.is_empty() {
        return Err(bad());
    }
    Ok(MemoryRequest { region: name.to_string(), offset: off, count, elem })
}

/// The text form of a page: `  NAME[A..B] (TYPE): v v v`, undefined values marked `?`, then
/// the last writers (`(x, y, z)@LINE`, `-`: none since the launch).
fn memory_text(p: &MemoryPage) -> String {
    let end = p.offset + p.elements.len() as u64;
    let vals: Vec<String> = p.elements.iter().map(|e| format!("{}{}", e.value, if e.defined { "" } else { "?" })).collect();
    let writers: Vec<String> = p
        .elements
        .iter()
        .map(|e| match &e.writer {
            Some(w) => format!("({}, {}, {})@{}", w.work_item[0], w.work_item[1], w.work_item[2], w.line.map_or_else(|| format!("ir:{}", w.ir_line), |l| l.to_string())),
            None => "-".into(),
        })
        .collect();
    format!("  {}[{}..{}] ({}): {}\n    last writers: {}\n", p.region.name, p.offset, end, p.elem, vals.join(" "), writers.join(" "))
}

fn parse_wi(s: &str) -> Result<[u64; 3], String> {
    let v: Result<Vec<u64>, _> = s.split(',').map(|x| x.trim().parse::<u64>()).collect();
    let v = v.map_err(|_| format!("--work-item: expected X[,Y,Z], found `{s}`"))?;
    if v.is_empty() || v.len() > 3 {
        return Err(format!("--work-item: expected X[,Y,Z], found `{s}`"));
    }
    Ok([v[0], v.get(1).copied().unwrap_or(0), v.get(2).copied().unwrap_or(0)])
}

fn parse_break(s: &str, wi: Option<[u64; 3]>, condition: Option<&str>) -> Result<Breakpoint, String> {
    let (s, cond) = match s.split_once(" if ") {
        Some((a, c)) => (a.trim(), Some(c.trim())),
        None => (s.trim(), condition),
    };
    let at = if let Some(n) = s.strip_prefix("ir:") {
        BreakAt::IrLine(n.parse().map_err(|_| format!("--break: expected ir:LINE, found `{s}`"))?)
    } else if let Some(b) = s.strip_prefix("block:") {
        BreakAt::Block(b.to_string())
    } else {
        // `FILE:LINE` or `LINE`.
        let n = s.rsplit(':').next().unwrap_or(s);
        BreakAt::SourceLine(n.parse().map_err(|_| format!("--break: expected a line number, ir:N or block:NAME, found `{s}`"))?)
    };
    Ok(Breakpoint { at, work_item: wi, condition: cond.map(str::to_string) })
}

/// `reconverge debug`.
pub fn run_debug(a: &DebugArgs, out: &mut impl Write) -> Result<(), String> {
    let src = super::read(&a.file)?;
    let inputs: RunInputs = match &a.inputs {
        Some(p) => serde_json::from_str(&super::read(p)?).map_err(|e| format!("{p}: {e}"))?,
        None => RunInputs::default(),
    };
    let mut limits = Limits { max_instructions: a.max_instructions, ..Limits::default() };
    limits.checks.lock_step = a.lock_step;
    let err = |e: reconverge_core::interpreter::RunError| {
        if e.line > 0 {
            format!("{}:{}:{}: {}", a.file, e.line, e.col, e.message)
        } else {
            format!("{}: {}", a.file, e.message)
        }
    };
    let mut s = DebugSession::new(&src, a.function.as_deref(), &inputs, &limits).map_err(err)?;
    let wi = a.work_item.as_deref().map(parse_wi).transpose()?;
    if let Some(w) = wi {
        s.set_focus(w).map_err(err)?;
    }
    let until = a.until.unwrap_or(if a.findings { Until::Finding } else { Until::Breakpoint });
    if a.breaks.is_empty() && until == Until::Breakpoint {
        return Err("debug: give at least one --break (or --findings, or --until)".into());
    }
    for b in &a.breaks {
        s.try_add_breakpoint(parse_break(b, wi, a.condition.as_deref())?).map_err(|e| format!("--break `{b}`: {}", e.message))?;
    }
    let memory: Vec<MemoryRequest> = a.memory.iter().map(|m| parse_memory(m)).collect::<Result<_, _>>()?;
    let mut hits = Vec::new();
    let mut text = String::new();
    loop {
        if hits.len() >= a.max_hits {
            break;
        }
        let st = match until {
            Until::Breakpoint => s.run_to_breakpoint(),
            Until::Finding => s.run_to_finding(),
            Until::Divergence => s.run_to_divergence(),
            Until::Reconvergence => s.run_to_reconvergence(),
        }
        .map_err(err)?
        .clone();
        if st.finished {
            break;
        }
        let Some(lane) = st.stopped_lane() else { break };
        let vars: Vec<_> = if a.print.is_empty() {
            lane.vars.clone()
        } else {
            a.print
                .iter()
                .map(|n| {
                    lane.vars.iter().find(|v| &v.name == n).cloned().unwrap_or(reconverge_core::interpreter::debugger::VarValue {
                        name: n.clone(),
                        ty: String::new(),
                        value: None,
                        defined: false,
                    })
                })
                .collect()
        };
        let src_pos = lane.source.clone();
        let w = lane.work_item;
        let (file, line) = src_pos.as_ref().map_or((String::new(), 0), |p| (p.file.clone(), p.line));
        let why = match &st.reason {
            StopReason::Breakpoint(k) => json!({"breakpoint": k}),
            StopReason::Finding(_) => json!({"finding": st.finding}),
            StopReason::Divergence(b) => json!({"divergence": b}),
            StopReason::Reconvergence(b) => json!({"reconvergence": b}),
            _ => json!(null),
        };
        let pages: Vec<MemoryPage> = memory.iter().map(|m| s.memory(m)).collect::<Result<_, _>>().map_err(|e| format!("--memory: {}", e.message))?;
        text.push_str(&format!(
            "work-item ({}, {}, {}) at {}:{} (IR line {}){}: {}\n",
            w[0],
            w[1],
            w[2],
            file,
            line,
            lane.ir_line,
            match &st.reason {
                StopReason::Finding(_) => format!(" [finding: {}]", st.finding.as_ref().map_or("", |f| f.message.as_str())),
                StopReason::Divergence(b) => format!(" [divergence at block {b}]"),
                StopReason::Reconvergence(b) => format!(" [reconvergence at block {b}]"),
                _ => String::new(),
            },
            vars.iter()
                .map(|v| format!("{} = {}{}", v.name, v.value.as_deref().unwrap_or("<optimised out>"), if v.defined || v.value.is_none() { "" } else { " (undefined)" }))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        for p in &pages {
            text.push_str(&memory_text(p));
        }
        hits.push(json!({
            "work_item": w,
            "file": file,
            "line": line,
            "ir_line": lane.ir_line,
            "function": src_pos.as_ref().map(|p| p.function.clone()),
            "position": st.position,
            "stop": why,
            "values": vars.iter().map(|v| json!({"name": v.name, "type": v.ty, "value": v.value, "defined": v.defined})).collect::<Vec<_>>(),
            "memory": pages,
        }));
    }
    // Memory at the end of the kernel (when the runs reached it).
    let mut end_pages = Vec::new();
    if s.state().finished {
        end_pages = memory.iter().map(|m| s.memory(m)).collect::<Result<_, _>>().map_err(|e| format!("--memory: {}", e.message))?;
        if !end_pages.is_empty() {
            text.push_str("at the end:\n");
        }
        for p in &end_pages {
            text.push_str(&memory_text(p));
        }
    }
    let o = match a.format {
        super::OutFormat::Json => serde_json::to_string_pretty(&json!({"hits": hits, "findings": s.state().findings, "end_memory": end_pages})).map_err(|e| e.to_string())? + "\n",
        super::OutFormat::Text => text,
    };
    out.write_all(o.as_bytes()).map_err(|e| e.to_string())
}
