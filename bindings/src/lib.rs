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
use reconverge_core::interpreter::RunInputs;
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

/// The package version (`0.1.0`).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
