//! JavaScript bindings of [`reconverge_core::api`]: the npm package `reconverge`, built with
//! `wasm-pack build bindings --target nodejs|web` (see `scripts/build-npm` and
//! docs/LIBRARIES.md).
//!
//! Every function takes the source text and a plain options object (camelCase keys, all
//! optional) and returns a plain JavaScript object: the JSON the `reconverge` CLI prints for the
//! same command ([`reconverge_core::api`] lists them). Errors are thrown as `Error` objects
//! whose `message` is `LINE:COL: message` (or the message alone when it is not about one
//! place) and which carry numeric `line` and `col` properties (`0` when not about one place).
//!
//! The TypeScript declarations (`reconverge.d.ts`) come from the `typescript_custom_section`
//! below and the `unchecked_*_type` attributes; `bindings/tests/*.mjs` tests the Node build.

use reconverge_core::api::{self, AnalyzeOptions, ApiError, ConvergeOptions, IfConvertOptions, SimulateOptions};
use reconverge_core::interpreter::debugger::{self, BreakAt, Granularity, MemoryRequest};
use reconverge_core::interpreter::{Limits, RunError, RunInputs};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A pass of `reconverge print` (opt's `print<…>` passes and ours). */
export type Pass = "domtree" | "postdomtree" | "domfrontier" | "postdomfrontier" | "controldeps" | "idf" | "cycles" | "uniformity" | "constructs";

/** Options of `analyze` and `printLikeOpt` (the CLI's `print` flags). */
export interface AnalyzeOptions {
  /** Passes in order; default `["domtree", "postdomtree", "cycles", "uniformity"]`. */
  passes?: Pass[];
  /** Only this function (LLVM IR); default every function. */
  function?: string;
  /** DFS successor order for `cycles`/`uniformity`, e.g. `"b1: b3 b2; b4: b0 b5"`. */
  dfsOrder?: string;
  /** `cycles`: every distinct cycle hierarchy over all DFS orders. */
  allDfsOrders?: boolean;
  /** With `allDfsOrders`: cap on DFS traversals (default 100000). */
  maxDfsOrders?: number;
  /** `idf`: the definition blocks. */
  idfDefs?: string[];
  /** `uniformity`: add the reason chain of this value (`%x`) or block. */
  explain?: string;
  /** `uniformity`: whose divergence sources (default: from the module's target triple). */
  target?: "Amdgpu" | "Nvptx";
  /** `uniformity` on compact text / DOT: how branches without `~>`/`=>` count. */
  unmarked?: "Divergent" | "Uniform";
  /** Input format (default: detected). */
  inputFormat?: "Compact" | "LlvmIr" | "Dot";
}

/** One function's pass results, keyed by pass name (`print --format json`). */
export interface FunctionAnalysis {
  function: string;
  domtree?: any;
  postdomtree?: any;
  domfrontier?: any;
  postdomfrontier?: any;
  controldeps?: any;
  idf?: any;
  cycles?: any;
  uniformity?: any;
  /** Pass `constructs`: one row per structured construct. */
  constructs?: { kind: "selection" | "loop" | "continue" | "case"; header: string; merge: string; continue: string | null; blocks: string[] }[];
}

/** A parsed input: its format and functions with their blocks and ordered successors. */
export interface ParsedProgram {
  format: "compact" | "llvm-ir" | "dot";
  functions: {
    name: string;
    is_kernel: boolean;
    blocks: number;
    span: { start: number; end: number };
    line: number;
    cfg: { name: string; succs: string[]; labels: string[] }[];
  }[];
}

/** The reason chain of a value or block (`print --passes uniformity --explain`). */
export interface Explanation {
  function: string;
  /** The chain as the CLI prints it. */
  text: string;
  /** The chain as data; `null` when the value is uniform. */
  chain: any | null;
}

/** Options of `converge` (the CLI's `converge` flags). */
export interface ConvergeOptions {
  /** Thread paths (`"Entry H B L Exit"`) replacing the text's `thread` lines. */
  threads?: string[];
  /** DFS successor order choosing the cycle hierarchy (default: the text's `dfs:` line). */
  dfsOrder?: string;
  /** One table per distinct cycle hierarchy (excludes `dfsOrder`). */
  allDfsOrders?: boolean;
  /** Instance numbering (default `"Occurrence"`). */
  naming?: "Occurrence" | "Column";
  /** Also exact m-convergence per block beside LLVM's static verdict (threads then optional). */
  mConverged?: boolean;
  /** Path length bound (blocks) for `mConverged` (default 16). */
  maxPathLen?: number;
  /** At most this many reasons per table (default 1000). */
  maxReasons?: number;
  /** Only this function (LLVM IR; default the first). */
  function?: string;
  /** Input format (default: detected). */
  inputFormat?: "Compact" | "LlvmIr" | "Dot";
}

/** One maximal converged-with table; instances are numbered per thread in path order. */
export interface ConvergenceTable {
  function: string;
  /** The DFS order of the hierarchy (`"as written"` for the CFG's own). */
  dfs_order: string;
  cycle_headers: string[];
  thread_names: string[];
  /** Per thread, the 0-based column of each instance; converged instances share a column. */
  threads: number[][];
  /** Per thread, the name of each instance (`H1`, `H2`, …). */
  names: string[][];
  num_columns: number;
  /** The block of each column. */
  column_blocks: string[];
  /** Why pairs of the same block are not converged (instances are global indices). */
  reasons: { a: number; b: number; witness: number | null; target: number; text: string }[];
  reasons_truncated: boolean;
  /** Whether convergence-before is a strict partial order (else `cycle` is a witness). */
  strict_partial_order: boolean;
  cycle: number[];
}

/** Exact m-convergence per block (`converge --m-converged`). */
export interface MConvergence {
  blocks: {
    block: number;
    name: string;
    m_converged: boolean;
    instances: number;
    witness: { path_a: string[]; path_b: string[]; converged_in: number; not_converged_in: number } | null;
    llvm_m_converged?: boolean;
    llvm_reason?: string;
  }[];
  orders: string[];
  hierarchies_complete: boolean;
  depth: number;
  nodes: number;
  paths_complete: boolean;
}

/** `converge --format json`: one table, or with `allDfsOrders`/`mConverged` every table and the m-convergence verdicts. */
export type Convergence =
  | (ConvergenceTable & { notes: string[] })
  | { tables: ConvergenceTable[]; m_converged?: MConvergence; m_gap?: { conservative: number[]; unsound: number[] }; notes: string[] };

/** A reconvergence policy of the warp engine, or `"all"`. */
export type Policy = "ipdom" | "markers" | "independent" | "maximal" | "predication" | "all";

/** Options of `simulate` (the CLI's `simulate` flags). */
export interface SimulateOptions {
  /** Default `"all"`. */
  policy?: Policy;
  /** Thread paths (`"Entry H B L Exit"`) replacing the text's `thread` lines. */
  threads?: string[];
  /** DFS successor order for the maximal reference. */
  dfsOrder?: string;
  /** Timeline rows per policy (default 200). */
  timeline?: number;
  /** Only this function (LLVM IR). */
  function?: string;
  /** Which divergent side the stack policies run first (default `"first-successor"`). */
  sideOrder?: "first-successor" | "fewer-lanes-first" | "more-lanes-first";
  /** The SIMT stack's reconvergence points on the CFG without blocks ending in `unreachable`. */
  noUnreachable?: boolean;
  /** Simulate one warp (`warp`) of this kernel run, the JSON text `run` returned (`simulate --from-run`). */
  fromRun?: string;
  /** Run the kernel with these inputs and simulate one warp (`warp`) of the run (`simulate --inputs`). */
  inputs?: any;
  /** The run's warp (work-group then warp order; default 0). Alone: the module's `run:`/`arg` lines. */
  warp?: number;
}

/** `simulate --format json`. */
export interface Simulation {
  function: string;
  runs: any[];
  markers?: any;
  markers_vs_ipdom?: any;
  notes: string[];
}

/** Options of `ifConvert` (the CLI's `ifconvert` flags). */
export interface IfConvertOptions {
  function?: string;
  /** Convert the body of the loop with this header. */
  loopHeader?: string;
  /** Convert the whole function with every back edge set aside. */
  setAsideBackEdges?: boolean;
}

/** `ifconvert --format json` for one function: Park & Schlansker's RK if-conversion. */
export interface IfConversion {
  function: string;
  scope: "Acyclic" | "SetAsideBackEdges" | { LoopBody: number };
  /** The converted blocks in order. */
  blocks: string[];
  /** The always-true predicate (`"p0"`). */
  true_predicate: string;
  /** Per block, its predicate. */
  R: Record<string, string>;
  /** Per predicate, the control-dependence edges `[branch, label]` that set it. */
  K: Record<string, [string, string][]>;
  /** Predicates cleared at the start. */
  K_init: string[];
  /** Per block, the edges `[branch, label]` it is control dependent on. */
  control_dependence: Record<string, [string, string][]>;
  ipdom: Record<string, string | null>;
  /** Edges `[branch, label, target]`. */
  back_edges_set_aside: [string, string, string][];
  region_exits: [string, string, string][];
  liveness: { block: string; guard: string; uses: string[]; kills: string[]; live_in: string[]; live_out: string[] }[];
  /** The predicated code, one line each. */
  code: string[];
}

/** One dependence: `[source statement, its iteration vector, target statement, its iteration vector]`. */
export type Dependence = [string, number[], string, number[]];

/** `deps --format json`: statements, exact dependences, and the verdict on a schedule. */
export interface Dependences {
  statements: { name: string; iterators: string[]; instances: number }[];
  dependences: { flow: Dependence[]; anti: Dependence[]; output: Dependence[] };
  schedule?: { flow_preserved: boolean; all_preserved: boolean; live_range_conflicts: number; remedy: "legal" | "scalar-expansion" | "forward-substitution" | "illegal" };
}

/** Options of `dependences` (the CLI's `deps` flags). */
export interface DependenceOptions {
  /** Parameter values, overriding `#define`/`param` lines. */
  params?: Record<string, number>;
  /** A schedule in isl syntax, e.g. `"S1[i,j] -> [j,i,0]"`. */
  schedule?: string;
  /** Refuse above this many statement instances. */
  maxInstances?: number;
}

/** Options of `run` (the CLI's `run` flags). */
export interface RunOptions {
  /** The kernel (default: the first kernel, else the first function). */
  function?: string;
  /** `{global: [..], local: [..], args: [..]}` (default: the module's `run:`/`arg` lines). */
  inputs?: any;
  /** Instruction budget (default 100000000). */
  maxInstructions?: number;
}

/** `reconverge run` JSON. */
export interface KernelRun {
  function: string;
  global: number[];
  local: number[];
  wave: number;
  buffers: (number[] | null)[];
  paths: string[][];
  warps: { group: number[]; warp: number; work_items: number[]; diverged_at: string[] }[];
  branches: any[];
  metrics: any;
  races: any[];
  races_total: number;
  barrier_divergence: any[];
  /** The checks' findings (docs/INTERPRETER.md, "Findings"). */
  findings: Finding[];
  findings_total: number;
  checked: boolean;
  notes: string[];
}

/** The kind of a finding (docs/INTERPRETER.md, "Findings"). */
export type FindingKind =
  | "read-write-race" | "write-write-race" | "atomic-plain-race"
  | "schedule-dependent-branch" | "schedule-dependent-value" | "schedule-dependent-result"
  | "uninitialised-branch" | "uninitialised-store" | "uninitialised-address" | "uninitialised-argument"
  | "out-of-bounds" | "private-out-of-bounds" | "index-out-of-bounds"
  | "read-only-write" | "write-only-read" | "misaligned" | "fault" | "barrier-divergence"
  | "warp-synchronous";

/** One finding of a run's checks (`reconverge run` JSON). */
export interface Finding {
  kind: FindingKind;
  severity: "error" | "warning";
  space: "global" | "local" | "private" | "constant" | null;
  buffer: string | null;
  offset: number | null;
  /** Global ids `[x, y, z]`; races and `warp-synchronous`: earlier access first. */
  work_items: number[][];
  more_work_items?: number[][];
  locations: { line: number; col: number; span: { start: number; end: number }; block: number | null; block_name: string | null }[];
  same_work_group: boolean | null;
  count: number;
  message: string;
}

/** Options of `new DebugSession` (the CLI's `debug` flags). */
export interface DebugOptions {
  /** The kernel (default: the first kernel, else the first function). */
  function?: string;
  /** `{global: [..], local: [..], args: [..]}` (default: the module's `run:`/`arg` lines). */
  inputs?: any;
  /** Instruction budget of a run (default 100000000). */
  maxInstructions?: number;
  /** Run each warp's lanes in lock-step (a pre-Volta warp; the CLI's `--lock-step`); default false. */
  lockStep?: boolean;
}

/** A breakpoint: exactly one of `line` (source), `irLine`, `block`; optionally one work-item and a condition (docs/DEBUGGER.md). */
export interface BreakpointSpec {
  line?: number;
  irLine?: number;
  block?: string;
  /** Only this work-item (global id `[x, y, z]`) stops. */
  workItem?: number[];
  /** A C expression over source variables, `%` registers and work-item ids: `"v == 3 && gid < 8"`. */
  condition?: string;
}

/** A breakpoint as the session keeps it. */
export interface Breakpoint {
  at: { SourceLine: number } | { IrLine: number } | { Block: string };
  work_item: number[] | null;
  condition?: string;
}

/** Why the session stopped. */
export type StopReason = "Start" | "Step" | "End" | { Breakpoint: number } | { Finding: number } | { Divergence: string } | { Reconvergence: string };

/** A variable's value in one lane; `value` null: optimised out. */
export interface VarValue { name: string; ty: string; value: string | null; defined: boolean }

/** One lane of the shown warp. */
export interface LaneState {
  work_item: number[];
  status: "running" | "ready" | "barrier" | "warp-operation" | "returned" | "faulted";
  function: string;
  block: string;
  ir_line: number;
  instruction: string;
  source: { file: string; line: number; col: number; function: string } | null;
  depth: number;
  vars: VarValue[];
}

/** The state at a stop. */
export interface DebugState {
  /** Events (instructions of all work-items, in schedule order) before the stop. */
  position: number;
  reason: StopReason;
  work_item: number[] | null;
  group: number[];
  warp: number;
  lanes: LaneState[];
  findings: number;
  finished: boolean;
  finding: Finding | null;
}

/** One row of the lanes × values table. */
export interface ValueRow { name: string; ty: string; uniform: string | null; lanes: (string | null)[]; undefined: boolean[] }

/** A region the memory view can show. */
export interface MemoryRegion { name: string; space: "global" | "constant" | "local" | "private"; argument: number | null; elem: string; elem_size: number; len: number; bytes: number; offset: number }

/** Who last wrote an element (the checks' race shadow). */
export interface LastWriter { work_item: number[]; async_copy: boolean; atomic: boolean; function: string; ir_line: number; line: number | null }

/** A page of memory at the current stop. */
export interface MemoryPage {
  region: MemoryRegion;
  elem: string;
  elem_size: number;
  offset: number;
  elements: { index: number; value: string; defined: boolean; writer: LastWriter | null }[];
  work_item: number[] | null;
}

/** One policy's agreement with a hardware trace (`hwCompare`). */
export interface PolicyScore {
  /** The CLI's name (`ipdom`, `ipdom-no-unreachable`, …). */
  policy: string;
  /** Recorded `(lane, k)` entries. */
  instances: number;
  /** Entries whose simulated warp step holds exactly the recorded lanes. */
  agree: number;
  /** `agree / instances`. */
  agreement: number;
  finished: boolean;
  per_warp: { warp: number; group: number[]; index: number; instances: number; agree: number; agreement: number }[];
  per_block: { block: string; instances: number; agree: number; agreement: number }[];
  first_disagreements: { warp: number; group: number[]; block: string; occurrence: number; recorded: number[]; simulated: number[][]; instead: string }[];
}

/** `reconverge hw-compare --format json`: a GPU recording against the interpreter and every policy. */
export interface HwComparison {
  function: string;
  device: string;
  warps: number;
  instances: number;
  consistent: boolean;
  contradictions: { warp: number; work_item: number; entry: number; block: string; message: string }[];
  paths: { identical: boolean; first_difference: null | { work_item: number; entry: number; recorded: string | null; interpreted: string | null; after_racing_read: boolean } };
  buffers: { identical: boolean; first_difference: null | { argument: number; index: number | null; recorded: any; interpreted: any } };
  /** Why the interpreter could not run the kernel, if it could not. */
  run_error: string | null;
  policies: PolicyScore[];
}
"#;

/// Converts an [`ApiError`] to a thrown `Error` with `line` and `col` properties.
fn throw(e: ApiError) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    let _ = js_sys::Reflect::set(&err, &"line".into(), &e.line.into());
    let _ = js_sys::Reflect::set(&err, &"col".into(), &e.col.into());
    err.into()
}

/// A string argument (anything else throws a `TypeError` instead of reading garbage).
fn string(v: &JsValue, what: &str) -> Result<String, JsValue> {
    v.as_string().ok_or_else(|| js_sys::TypeError::new(&format!("{what}: expected a string, found {}", v.js_typeof().as_string().unwrap_or_default())).into())
}

/// An options object (`undefined`/`null` → defaults).
fn parse_options<T: for<'de> Deserialize<'de> + Default>(v: JsValue, what: &str) -> Result<T, JsValue> {
    if v.is_undefined() || v.is_null() {
        return Ok(T::default());
    }
    serde_wasm_bindgen::from_value(v).map_err(|e| throw(ApiError::msg(format!("{what}: {e}"))))
}

/// A JSON value as a plain JavaScript object (maps as objects, not `Map`s).
fn to_js(v: &impl Serialize) -> Result<JsValue, JsValue> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).map_err(|e| throw(ApiError::msg(e.to_string())))
}

/// The format, functions and their CFGs (blocks with ordered successors and edge labels).
#[wasm_bindgen(unchecked_return_type = "ParsedProgram")]
pub fn parse(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsValue> {
    let text = string(&text, "text")?;
    to_js(&api::parse(&text).map_err(throw)?)
}

/// The passes on each function: what `reconverge print --passes … --format json` prints.
#[wasm_bindgen(unchecked_return_type = "FunctionAnalysis[]")]
pub fn analyze(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue, #[wasm_bindgen(unchecked_optional_param_type = "AnalyzeOptions")] options: JsValue) -> Result<JsValue, JsValue> {
    let text = string(&text, "text")?;
    let o: AnalyzeOptions = parse_options(options, "analyze options")?;
    to_js(&api::analyze(&text, &o).map_err(throw)?)
}

/// The passes in `opt`'s text: what `opt -passes='print<domtree>,…'` writes. `passes` is an
/// array of pass names or an [`AnalyzeOptions`] object.
#[wasm_bindgen(js_name = printLikeOpt)]
pub fn print_like_opt(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue, #[wasm_bindgen(unchecked_param_type = "Pass[] | AnalyzeOptions")] passes: JsValue) -> Result<String, JsValue> {
    let text = string(&text, "text")?;
    let o: AnalyzeOptions = if js_sys::Array::is_array(&passes) {
        let passes = serde_wasm_bindgen::from_value(passes).map_err(|e| throw(ApiError::msg(format!("passes: {e}"))))?;
        AnalyzeOptions { passes, ..AnalyzeOptions::default() }
    } else {
        parse_options(passes, "printLikeOpt options")?
    };
    api::print_like_opt(&text, &o).map_err(throw)
}

/// Options of [`explain`].
#[derive(Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct ExplainOptions {
    function: Option<String>,
}

/// Why `value` (`%x` or a block name) is divergent: the uniformity reason chain.
#[wasm_bindgen(unchecked_return_type = "Explanation")]
pub fn explain(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] value: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "{ function?: string }")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let text = string(&text, "text")?;
    let o: ExplainOptions = parse_options(options, "explain options")?;
    to_js(&api::explain(&text, &string(&value, "value")?, o.function.as_deref()).map_err(throw)?)
}

/// The maximal converged-with table(s) of the text's thread scenario with the reasons for
/// non-converged pairs: `reconverge converge --format json`.
#[wasm_bindgen(unchecked_return_type = "Convergence")]
pub fn converge(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue, #[wasm_bindgen(unchecked_optional_param_type = "ConvergeOptions")] options: JsValue) -> Result<JsValue, JsValue> {
    let text = string(&text, "text")?;
    let o: ConvergeOptions = parse_options(options, "converge options")?;
    to_js(&api::converge(&text, &o).map_err(throw)?)
}

/// The warp engine on the text's thread scenario: `policy` is a policy name or a
/// [`SimulateOptions`] object.
#[wasm_bindgen(unchecked_return_type = "Simulation")]
pub fn simulate(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "Policy | SimulateOptions")] policy: JsValue,
) -> Result<JsValue, JsValue> {
    let text = string(&text, "text")?;
    let o: SimulateOptions = match policy.as_string() {
        Some(p) => SimulateOptions { policy: p, ..SimulateOptions::default() },
        None => parse_options(policy, "simulate options")?,
    };
    to_js(&api::simulate(&text, &o).map_err(throw)?)
}

/// If-conversion (Park & Schlansker): `reconverge ifconvert --format json`.
#[wasm_bindgen(js_name = ifConvert, unchecked_return_type = "IfConversion | IfConversion[]")]
pub fn if_convert(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue, #[wasm_bindgen(unchecked_optional_param_type = "IfConvertOptions")] options: JsValue) -> Result<JsValue, JsValue> {
    let text = string(&text, "text")?;
    let o: IfConvertOptions = parse_options(options, "ifConvert options")?;
    to_js(&api::if_convert(&text, &o).map_err(throw)?)
}

/// Options of [`dependences`].
#[derive(Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct DependenceOptions {
    params: std::collections::BTreeMap<String, i64>,
    schedule: Option<String>,
    max_instances: usize,
}

impl Default for DependenceOptions {
    fn default() -> Self {
        DependenceOptions { params: Default::default(), schedule: None, max_instances: reconverge_core::loops::scop::DEFAULT_INSTANCE_LIMIT }
    }
}

/// Loop data dependences of C loops (and the verdict on a schedule): `reconverge deps --format
/// json`.
#[wasm_bindgen(unchecked_return_type = "Dependences")]
pub fn dependences(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue, #[wasm_bindgen(unchecked_optional_param_type = "DependenceOptions")] options: JsValue) -> Result<JsValue, JsValue> {
    let text = string(&text, "text")?;
    let o: DependenceOptions = parse_options(options, "dependences options")?;
    let params: Vec<(String, i64)> = o.params.into_iter().collect();
    to_js(&api::dependences(&text, &params, o.schedule.as_deref(), o.max_instances).map_err(throw)?)
}

/// Options of [`run`].
#[derive(Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct RunOptions {
    function: Option<String>,
    inputs: RunInputs,
    max_instructions: u64,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions { function: None, inputs: RunInputs::default(), max_instructions: 100_000_000 }
    }
}

/// Runs a kernel over an NDRange with the SIMT interpreter: `reconverge run`.
#[wasm_bindgen(unchecked_return_type = "KernelRun")]
pub fn run(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue, #[wasm_bindgen(unchecked_optional_param_type = "RunOptions")] options: JsValue) -> Result<JsValue, JsValue> {
    let text = string(&text, "text")?;
    let o: RunOptions = parse_options(options, "run options")?;
    to_js(&api::run(&text, o.function.as_deref(), &o.inputs, o.max_instructions).map_err(throw)?)
}

/// A hardware trace (`reconverge-hardware-trace/1`, JSON text) held against the kernel's LLVM
/// IR: `reconverge hw-compare TRACE.json --ir KERNEL.ll --format json`.
#[wasm_bindgen(js_name = hwCompare, unchecked_return_type = "HwComparison")]
pub fn hw_compare(#[wasm_bindgen(unchecked_param_type = "string")] trace: JsValue, #[wasm_bindgen(unchecked_param_type = "string")] ir: JsValue) -> Result<JsValue, JsValue> {
    let trace = string(&trace, "trace")?;
    let ir = string(&ir, "ir")?;
    to_js(&api::hw_compare(&trace, &ir).map_err(throw)?)
}

/// Converts a [`RunError`] to a thrown `Error` with `line` and `col` properties.
fn throw_run(e: RunError) -> JsValue {
    throw(ApiError { line: e.line, col: e.col, message: e.message })
}

/// Options of [`DebugSession::new`].
#[derive(Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct DebugOptions {
    function: Option<String>,
    inputs: RunInputs,
    max_instructions: u64,
    lock_step: bool,
}

impl Default for DebugOptions {
    fn default() -> Self {
        DebugOptions { function: None, inputs: RunInputs::default(), max_instructions: 100_000_000, lock_step: false }
    }
}

/// A breakpoint as JavaScript writes it (see `BreakpointSpec` in the declarations).
#[derive(Default, Deserialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
struct BreakpointSpec {
    line: Option<u32>,
    ir_line: Option<u32>,
    block: Option<String>,
    work_item: Option<Vec<u64>>,
    condition: Option<String>,
}

/// The kernel debugger (docs/DEBUGGER.md): a session over one kernel and its inputs that
/// steps, runs to breakpoints, findings, divergences and reconvergences, steps back, and
/// shows each stop's warp with its variables and the memory. Every method returns plain
/// objects (`DebugState`, …); errors are thrown with `line` and `col`.
#[wasm_bindgen(js_name = DebugSession)]
pub struct JsDebugSession {
    s: debugger::DebugSession,
}

#[wasm_bindgen(js_class = DebugSession)]
impl JsDebugSession {
    /// A session on the kernel of the LLVM IR `text`, stopped before work-item (0, 0, 0)'s
    /// first instruction.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "string")] text: JsValue, #[wasm_bindgen(unchecked_optional_param_type = "DebugOptions")] options: JsValue) -> Result<JsDebugSession, JsValue> {
        let text = string(&text, "text")?;
        let o: DebugOptions = parse_options(options, "debug options")?;
        let mut limits = Limits { max_instructions: o.max_instructions, ..Limits::default() };
        limits.checks.lock_step = o.lock_step;
        let s = debugger::DebugSession::new(&text, o.function.as_deref(), &o.inputs, &limits).map_err(throw_run)?;
        Ok(JsDebugSession { s })
    }

    /// The current stop.
    #[wasm_bindgen(unchecked_return_type = "DebugState")]
    pub fn state(&self) -> Result<JsValue, JsValue> {
        to_js(self.s.state())
    }

    /// The lanes × values table of the current stop.
    #[wasm_bindgen(js_name = valuesTable, unchecked_return_type = "ValueRow[]")]
    pub fn values_table(&self) -> Result<JsValue, JsValue> {
        to_js(&self.s.state().values_table())
    }

    /// Focuses work-item `[x, y, z]` (missing dimensions are 0): steps follow it.
    #[wasm_bindgen(js_name = setFocus)]
    pub fn set_focus(&mut self, #[wasm_bindgen(unchecked_param_type = "number[]")] work_item: JsValue) -> Result<(), JsValue> {
        let g = work_item_of(work_item)?;
        self.s.set_focus(g).map_err(throw_run)
    }

    /// Steps the focused work-item by `"instruction"`, `"line"` (the default) or `"block"`.
    #[wasm_bindgen(unchecked_return_type = "DebugState")]
    pub fn step(&mut self, #[wasm_bindgen(unchecked_optional_param_type = "\"instruction\" | \"line\" | \"block\"")] granularity: JsValue) -> Result<JsValue, JsValue> {
        let g = match granularity.as_string().as_deref() {
            None | Some("line") => Granularity::Line,
            Some("instruction") => Granularity::Instruction,
            Some("block") => Granularity::Block,
            Some(other) => return Err(throw(ApiError::msg(format!("step: expected \"instruction\", \"line\" or \"block\", found \"{other}\"")))),
        };
        to_js(self.s.step(g).map_err(throw_run)?)
    }

    /// Runs to the next breakpoint hit (or the end).
    #[wasm_bindgen(js_name = runToBreakpoint, unchecked_return_type = "DebugState")]
    pub fn run_to_breakpoint(&mut self) -> Result<JsValue, JsValue> {
        to_js(self.s.run_to_breakpoint().map_err(throw_run)?)
    }

    /// Runs to the next breakpoint hit or new finding of the checks (or the end).
    #[wasm_bindgen(js_name = runToFinding, unchecked_return_type = "DebugState")]
    pub fn run_to_finding(&mut self) -> Result<JsValue, JsValue> {
        to_js(self.s.run_to_finding().map_err(throw_run)?)
    }

    /// Runs to the next divergence of the focused work-item's warp (or the end).
    #[wasm_bindgen(js_name = runToDivergence, unchecked_return_type = "DebugState")]
    pub fn run_to_divergence(&mut self) -> Result<JsValue, JsValue> {
        to_js(self.s.run_to_divergence().map_err(throw_run)?)
    }

    /// Runs to the next reconvergence of the focused work-item's warp (or the end).
    #[wasm_bindgen(js_name = runToReconvergence, unchecked_return_type = "DebugState")]
    pub fn run_to_reconvergence(&mut self) -> Result<JsValue, JsValue> {
        to_js(self.s.run_to_reconvergence().map_err(throw_run)?)
    }

    /// Goes back `k` stops (default 1).
    #[wasm_bindgen(js_name = stepBack, unchecked_return_type = "DebugState")]
    pub fn step_back(&mut self, k: Option<u32>) -> Result<JsValue, JsValue> {
        to_js(self.s.step_back(k.unwrap_or(1) as usize).map_err(throw_run)?)
    }

    /// Adds a breakpoint (its condition's syntax is checked); returns its index, which
    /// `{Breakpoint: k}` stop reasons name.
    #[wasm_bindgen(js_name = addBreakpoint)]
    pub fn add_breakpoint(&mut self, #[wasm_bindgen(unchecked_param_type = "BreakpointSpec")] spec: JsValue) -> Result<u32, JsValue> {
        let b: BreakpointSpec = parse_options(spec, "breakpoint")?;
        let at = match (b.line, b.ir_line, b.block) {
            (Some(l), None, None) => BreakAt::SourceLine(l),
            (None, Some(l), None) => BreakAt::IrLine(l),
            (None, None, Some(name)) => BreakAt::Block(name),
            _ => return Err(throw(ApiError::msg("breakpoint: give exactly one of line, irLine, block"))),
        };
        let work_item = match b.work_item {
            Some(v) => Some(dims(&v)?),
            None => None,
        };
        let k = self.s.try_add_breakpoint(debugger::Breakpoint { at, work_item, condition: b.condition }).map_err(throw_run)?;
        Ok(k as u32)
    }

    /// Removes breakpoint `k` (later ones move down); `false` if there is none.
    #[wasm_bindgen(js_name = removeBreakpoint)]
    pub fn remove_breakpoint(&mut self, k: u32) -> bool {
        self.s.remove_breakpoint(k as usize)
    }

    /// Removes every breakpoint.
    #[wasm_bindgen(js_name = clearBreakpoints)]
    pub fn clear_breakpoints(&mut self) {
        self.s.clear_breakpoints();
    }

    /// The breakpoints, in index order.
    #[wasm_bindgen(unchecked_return_type = "Breakpoint[]")]
    pub fn breakpoints(&self) -> Result<JsValue, JsValue> {
        to_js(&self.s.breakpoints())
    }

    /// The regions the memory view can show at the current stop.
    #[wasm_bindgen(js_name = memoryRegions, unchecked_return_type = "MemoryRegion[]")]
    pub fn memory_regions(&self) -> Result<JsValue, JsValue> {
        to_js(&self.s.memory_regions().map_err(throw_run)?)
    }

    /// The lanes of warp `warp` of the stopped work-group at the current stop (as `state().lanes`
    /// shows the stopped warp's; empty at the end). Throws for a warp not in the work-group.
    #[wasm_bindgen(js_name = warpLanes, unchecked_return_type = "LaneState[]")]
    pub fn warp_lanes(&self, warp: u32) -> Result<JsValue, JsValue> {
        to_js(&self.s.warp_lanes(warp).map_err(throw_run)?)
    }

    /// `count` elements of `region` (a buffer parameter's name, `"local"` or `"private"`)
    /// from element `offset`, optionally as another scalar type (`"u8"`, `"f32"`, …).
    #[wasm_bindgen(unchecked_return_type = "MemoryPage")]
    pub fn memory(&self, region: String, offset: f64, count: f64, elem: Option<String>) -> Result<JsValue, JsValue> {
        let req = MemoryRequest { region, offset: offset.max(0.0) as u64, count: count.max(0.0) as u64, elem };
        to_js(&self.s.memory(&req).map_err(throw_run)?)
    }
}

/// `[x]`, `[x, y]` or `[x, y, z]` as a global id.
fn dims(v: &[u64]) -> Result<[u64; 3], JsValue> {
    if v.is_empty() || v.len() > 3 {
        return Err(throw(ApiError::msg(format!("work-item: expected [x, y, z], found {} numbers", v.len()))));
    }
    Ok([v[0], v.get(1).copied().unwrap_or(0), v.get(2).copied().unwrap_or(0)])
}

fn work_item_of(v: JsValue) -> Result<[u64; 3], JsValue> {
    let v: Vec<u64> = serde_wasm_bindgen::from_value(v).map_err(|e| throw(ApiError::msg(format!("work-item: {e}"))))?;
    dims(&v)
}

/// The package version (`0.1.0`).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
