//! `reconverge debug`: the kernel debugger from the command line (issue 33 item 6,
//! docs/DEBUGGER.md). Runs to each breakpoint hit and prints the work-item, the source line
//! and the chosen variables' values.

use reconverge_core::interpreter::debugger::{BreakAt, Breakpoint, DebugSession, StopReason};
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
    /// A breakpoint: a source line `N`, an IR line `ir:N` or a kernel block `block:NAME`
    /// (repeatable).
    #[arg(long = "break", value_name = "LINE")]
    pub breaks: Vec<String>,
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
}

fn parse_wi(s: &str) -> Result<[u64; 3], String> {
    let v: Result<Vec<u64>, _> = s.split(',').map(|x| x.trim().parse::<u64>()).collect();
    let v = v.map_err(|_| format!("--work-item: expected X[,Y,Z], found `{s}`"))?;
    if v.is_empty() || v.len() > 3 {
        return Err(format!("--work-item: expected X[,Y,Z], found `{s}`"));
    }
    Ok([v[0], v.get(1).copied().unwrap_or(0), v.get(2).copied().unwrap_or(0)])
}

fn parse_break(s: &str, wi: Option<[u64; 3]>) -> Result<Breakpoint, String> {
    let at = if let Some(n) = s.strip_prefix("ir:") {
        BreakAt::IrLine(n.parse().map_err(|_| format!("--break: expected ir:LINE, found `{s}`"))?)
    } else if let Some(b) = s.strip_prefix("block:") {
        BreakAt::Block(b.to_string())
    } else {
        // `FILE:LINE` or `LINE`.
        let n = s.rsplit(':').next().unwrap_or(s);
        BreakAt::SourceLine(n.parse().map_err(|_| format!("--break: expected a line number, ir:N or block:NAME, found `{s}`"))?)
    };
    Ok(Breakpoint { at, work_item: wi, condition: None })
}

/// `reconverge debug`.
pub fn run_debug(a: &DebugArgs, out: &mut impl Write) -> Result<(), String> {
    let src = super::read(&a.file)?;
    let inputs: RunInputs = match &a.inputs {
        Some(p) => serde_json::from_str(&super::read(p)?).map_err(|e| format!("{p}: {e}"))?,
        None => RunInputs::default(),
    };
    let limits = Limits { max_instructions: a.max_instructions, ..Limits::default() };
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
    if a.breaks.is_empty() && !a.findings {
        return Err("debug: give at least one --break (or --findings)".into());
    }
    for b in &a.breaks {
        s.add_breakpoint(parse_break(b, wi)?);
    }
    let mut hits = Vec::new();
    let mut text = String::new();
    loop {
        if hits.len() >= a.max_hits {
            break;
        }
        let st = if a.findings { s.run_to_finding() } else { s.run_to_breakpoint() }.map_err(err)?.clone();
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
            _ => json!(null),
        };
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
                _ => String::new(),
            },
            vars.iter()
                .map(|v| format!("{} = {}{}", v.name, v.value.as_deref().unwrap_or("<optimised out>"), if v.defined || v.value.is_none() { "" } else { " (undefined)" }))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        hits.push(json!({
            "work_item": w,
            "file": file,
            "line": line,
            "ir_line": lane.ir_line,
            "function": src_pos.as_ref().map(|p| p.function.clone()),
            "position": st.position,
            "stop": why,
            "values": vars.iter().map(|v| json!({"name": v.name, "type": v.ty, "value": v.value, "defined": v.defined})).collect::<Vec<_>>(),
        }));
    }
    let o = match a.format {
        super::OutFormat::Json => serde_json::to_string_pretty(&json!({"hits": hits, "findings": s.state().findings})).map_err(|e| e.to_string())? + "\n",
        super::OutFormat::Text => text,
    };
    out.write_all(o.as_bytes()).map_err(|e| e.to_string())
}
