//! `reconverge`: the command-line face of the core.
//!
//! ```text
//! reconverge print --passes domtree,postdomtree [--format text|json] [--function NAME] FILE
//! reconverge print --passes domfrontier,postdomfrontier,controldeps FILE
//! reconverge print --passes idf --idf-defs BLOCK,BLOCK FILE
//! reconverge print --passes cycles [--all-dfs-orders [--max-dfs-orders N] | --dfs-order ORDER] FILE
//! reconverge print --passes constructs [--format text|json] FILE
//! reconverge print --passes uniformity [--explain VALUE] [--target auto|amdgpu|nvptx] [--dfs-order ORDER] FILE
//! reconverge generate --blocks N [--shape reducible|random] [--seed S] [--emit kernel|compact|dot]
//! reconverge convert --to compact|dot|kernel FILE
//! reconverge converge FILE [--thread "b0 b1 …"]… [--dfs-order ORDER | --all-dfs-orders]
//!                     [--format table|json] [--naming occurrence|column] [--m-converged]
//! reconverge simulate FILE [--policy ipdom|markers|independent|maximal|predication|all] [--format table|json]
//!                     [--dfs-order ORDER] [--timeline N] [--markers-trace]
//!                     [--side-order first-successor|fewer-lanes-first|more-lanes-first] [--no-unreachable]
//!                     [--from-run RUN.json | --inputs INPUTS.json] [--warp N]
//! reconverge ifconvert FILE [--function F] [--loop HEADER | --set-aside-back-edges] [--format text|json]
//! reconverge run FILE.ll [--function NAME] [--inputs INPUTS.json] [--format json|text]
//!                     [--max-instructions N]
//! reconverge debug KERNEL.ll [--inputs INPUTS.json] --break "LINE|ir:N|block:NAME[ if EXPR]" … [--condition EXPR]
//!                     [--work-item X[,Y,Z]] [--print VAR]… [--memory BUF[OFF..END][:TYPE]]…
//!                     [--findings | --until breakpoint|finding|divergence|reconvergence] [--format text|json]
//! reconverge export-lit [FILE] [--function NAME] [-o OUT.ll]
//! reconverge deps FILE [--param N=8]… [--schedule "S1[i,j] -> [j,i,0]; …"] [--format text|json]
//! reconverge tokens FILE.ll [--function NAME] [--format text|json]
//! reconverge hw-compare TRACE.json --ir KERNEL.ll [--format text|json]
//! reconverge instrument KERNEL.ll [--function F] [-o OUT.ll]
//! ```
//! `hw-compare` holds a GPU recording (`reconverge-hardware-trace/1`, docs/HARDWARE.md) against
//! the interpreter and every policy.
//! `deps` analyses C loops (a SCoP, docs/LOOPS.md): exact flow/anti/output dependences by
//! enumeration, and with `--schedule` the seed-002 verdict (flow preserved, live-range conflicts,
//! remedy).
//! `converge` prints the maximal converged-with table of the file's thread scenario (or of the
//! `--thread` paths, which replace it) with the reasons for non-converged pairs; `simulate`
//! runs the warp engine under reconvergence policies (docs/WARP.md).
//! `print` writes, per function, what `opt -disable-output -passes='print<domtree>,…'` writes
//! to stderr, but to stdout. `FILE` may be `-` for standard input; the input format (compact
//! text, LLVM IR, DOT) is detected unless `--input-format` is given. Exit status 1 with a
//! `FILE:LINE:COL: message` diagnostic on bad input, 2 on usage errors.

// Linux: mimalloc with large blocks faulted in on a helper thread (`MADV_POPULATE_WRITE`);
// elsewhere plain mimalloc.
#[cfg(target_os = "linux")]
#[global_allocator]
static ALLOC: prefault::Prefaulting = prefault::Prefaulting;
#[cfg(not(target_os = "linux"))]
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[cfg(target_os = "linux")]
mod prefault;
mod debug_cmd;

use clap::{Parser, Subcommand, ValueEnum};
use reconverge_core::generate::{self, GenOptions, Rng, Shape};
use reconverge_core::input::{dfs_order, Format};
use reconverge_core::uniformity::{Target, UnmarkedBranches};
use reconverge_core::convergence::{self, InstanceNaming, ReportOptions};
use reconverge_core::engine::{self, markers, PolicyKind};
use reconverge_core::api::{self, AnalyzeOptions, Pass, PassOptions};
use reconverge_core::session::Session;
use reconverge_core::cycles;
use std::io::{Read, Write};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "reconverge", version, about = "GPU control-flow convergence explorer: analyses as LLVM's opt prints them")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Copy, Clone, ValueEnum)]
enum OutFormat {
    /// opt's text.
    Text,
    /// The same data as JSON.
    Json,
}

#[derive(Copy, Clone, ValueEnum)]
enum InFormat {
    Auto,
    Compact,
    Ir,
    Dot,
    Spirv,
}



#[derive(Copy, Clone, ValueEnum)]
enum TargetArg {
    /// From the module's `target triple` (`nvptx…` → NVPTX, otherwise AMDGPU).
    Auto,
    /// AMDGPU's sources (what `opt -mtriple amdgcn--` uses).
    Amdgpu,
    /// NVPTX's sources.
    Nvptx,
}

#[derive(Copy, Clone, ValueEnum)]
enum UnmarkedArg {
    /// Unmarked branches with several successors may diverge.
    Divergent,
    /// Unmarked branches are uniform.
    Uniform,
}

#[derive(Copy, Clone, ValueEnum)]
enum ShapeArg {
    Reducible,
    Random,
}

#[derive(Copy, Clone, ValueEnum)]
enum Emit {
    /// An AMDGPU kernel module (LLVM IR) for `opt`.
    Kernel,
    /// Compact CFG text.
    Compact,
    /// Graphviz DOT.
    Dot,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
enum StyleArg {
    /// `generate::kernel_ir`.
    Numbered,
    /// `generate::kernel_ir_named`: named blocks and values, wide phis.
    Named,
}

#[derive(Copy, Clone, ValueEnum)]
enum TableFormat {
    /// Aligned text: one row per thread, converged instances in one column.
    Table,
    /// JSON (`{"threads": [[column, …], …], "names": …, "reasons": …}`).
    Json,
}

#[derive(Copy, Clone, ValueEnum)]
enum NamingArg {
    /// `k`-th execution per thread, threads interleaved (the document's usual numbering).
    Occurrence,
    /// By column, then thread.
    Column,
}

#[derive(Copy, Clone, ValueEnum, PartialEq)]
enum SideOrderArg {
    /// The branch's first successor (then the second, …).
    FirstSuccessor,
    /// The side with fewer lanes (what an NVIDIA H200 did).
    FewerLanesFirst,
    /// The side with more lanes.
    MoreLanesFirst,
}

#[derive(Copy, Clone, ValueEnum, PartialEq)]
enum PolicyArg {
    /// Immediate post-dominator SIMT stack.
    Ipdom,
    /// Convergence markers with earliest-PC selection (ARM patent).
    Markers,
    /// No reconvergence.
    Independent,
    /// The maximal converged-with relation as a schedule.
    Maximal,
    /// Full predication (if-conversion): one straight line, lanes masked by predicates.
    Predication,
    /// Vulkan's maximal reconvergence: loop constructs (`merge H: M`, SPIR-V `OpLoopMerge`)
    /// in place of cycles; printed with its differences from LLVM's maximal relation.
    Vulkan,
    /// All five (`vulkan` not included).
    All,
}

#[derive(Subcommand)]
enum Command {
    /// Maximal converged-with table of a thread scenario (LLVM's ConvergenceAndUniformity).
    Converge {
        /// Input file (compact text, LLVM IR or DOT with a scenario), `-` for stdin.
        file: String,
        /// A thread path (`"Entry H B L Exit"`); repeat per thread. Replaces the file's threads.
        #[arg(long = "thread")]
        threads: Vec<String>,
        /// DFS successor order choosing the cycle hierarchy (`b1: b3 b2; …`, docs/CYCLES.md);
        /// overrides the file's `dfs:` line.
        #[arg(long, conflicts_with = "all_dfs_orders")]
        dfs_order: Option<String>,
        /// One table per distinct cycle hierarchy.
        #[arg(long)]
        all_dfs_orders: bool,
        /// Output format.
        #[arg(long, value_enum, default_value = "table")]
        format: TableFormat,
        /// Instance numbering.
        #[arg(long, value_enum, default_value = "occurrence")]
        naming: NamingArg,
        /// Also report exact m-convergence per block (all hierarchies, all paths up to
        /// --max-path-len blocks) beside LLVM's conservative static verdict (the uniformity
        /// analysis of the same input); threads are then optional.
        #[arg(long)]
        m_converged: bool,
        /// Path length bound for --m-converged.
        #[arg(long, default_value_t = 16)]
        max_path_len: u32,
        /// At most this many reasons.
        #[arg(long, default_value_t = 1000)]
        max_reasons: usize,
        /// Only this function (LLVM IR).
        #[arg(long)]
        function: Option<String>,
        /// Input format (detected by default).
        #[arg(long, value_enum, default_value = "auto")]
        input_format: InFormat,
    },
    /// Run the warp engine on a thread scenario under reconvergence policies.
    Simulate {
        /// Input file with a scenario, `-` for stdin.
        file: String,
        /// A thread path; repeat per thread. Replaces the file's threads.
        #[arg(long = "thread")]
        threads: Vec<String>,
        /// Policy.
        #[arg(long, value_enum, default_value = "all")]
        policy: PolicyArg,
        /// DFS successor order for the maximal reference.
        #[arg(long)]
        dfs_order: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value = "table")]
        format: TableFormat,
        /// Timeline rows to print per policy.
        #[arg(long, default_value_t = 200)]
        timeline: usize,
        /// Print the markers' compile-time priority-queue trace and the comparison with ipdom.
        #[arg(long)]
        markers_trace: bool,
        /// Which divergent side the stack policies (ipdom, independent) run first.
        #[arg(long, value_enum, default_value = "first-successor")]
        side_order: SideOrderArg,
        /// The SIMT stack's reconvergence points on the CFG without blocks ending in
        /// `unreachable` (as a code generator sees it) instead of LLVM's post-dominator tree.
        #[arg(long)]
        no_unreachable: bool,
        /// Simulate one warp (`--warp`) of this kernel run, the JSON `reconverge run` printed,
        /// instead of the file's threads.
        #[arg(long, conflicts_with_all = ["threads", "inputs"])]
        from_run: Option<String>,
        /// Run the kernel with these inputs (INPUTS.json of `reconverge run`) and simulate one
        /// warp (`--warp`) of the run.
        #[arg(long, conflicts_with = "threads")]
        inputs: Option<String>,
        /// The warp of the run (work-group then warp order, as `reconverge run` lists them;
        /// default 0). Alone, the kernel is run with the file's `run:`/`arg` lines.
        #[arg(long, conflicts_with = "threads")]
        warp: Option<usize>,
        /// Only this function (LLVM IR; with --from-run, the run's).
        #[arg(long)]
        function: Option<String>,
        /// Input format (detected by default).
        #[arg(long, value_enum, default_value = "auto")]
        input_format: InFormat,
    },
    /// Print analyses in `opt`'s format (or JSON).
    Print {
        /// Comma-separated passes, in order.
        #[arg(long, value_delimiter = ',', required = true)]
        passes: Vec<Pass>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: OutFormat,
        /// Only this function.
        #[arg(long)]
        function: Option<String>,
        /// Comma-separated definition blocks for the `idf` pass (a leading `%` is optional).
        #[arg(long, value_delimiter = ',')]
        idf_defs: Vec<String>,
        /// cycles: print every distinct cycle hierarchy over all DFS successor orders, each as
        /// its own section preceded by `; hierarchy K of N, from DFS successor order: …`.
        #[arg(long, conflicts_with = "dfs_order")]
        all_dfs_orders: bool,
        /// cycles, with --all-dfs-orders: stop after this many DFS traversals.
        #[arg(long, default_value_t = 100_000)]
        max_dfs_orders: u64,
        /// cycles, uniformity: follow this DFS successor order (`b1: b3 b2; b4: b0 b5`, see
        /// docs/CYCLES.md).
        #[arg(long)]
        dfs_order: Option<String>,
        /// uniformity: print why this value (`%x`) or block is divergent (its reason chain,
        /// back to a divergence source) instead of the analysis; with `--format json` the
        /// chain is added to the JSON.
        #[arg(long)]
        explain: Option<String>,
        /// uniformity: whose divergence sources to use.
        #[arg(long, value_enum, default_value = "auto")]
        target: TargetArg,
        /// uniformity on compact text / DOT: how branches without `~>`/`=>` count.
        #[arg(long, value_enum, default_value = "divergent")]
        unmarked: UnmarkedArg,
        /// Input format (detected by default).
        #[arg(long, value_enum, default_value = "auto")]
        input_format: InFormat,
        /// Input file, `-` for stdin.
        file: String,
    },
    /// Generate a random CFG (for tests and benchmarks).
    Generate {
        /// Number of blocks.
        #[arg(long)]
        blocks: usize,
        /// Shape of the graph.
        #[arg(long, value_enum, default_value = "reducible")]
        shape: ShapeArg,
        /// Random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Extra blocks unreachable from the entry.
        #[arg(long, default_value_t = 0)]
        unreachable: usize,
        /// What to write.
        #[arg(long, value_enum, default_value = "kernel")]
        emit: Emit,
        /// Kernel style: `numbered` (blocks `b{i}`, few named values) or `named` (blocks
        /// `bb{i}`, every value named, `--phis` wide phis in every join block).
        #[arg(long, value_enum, default_value = "numbered")]
        style: StyleArg,
        /// Phis per join block in the `named` style.
        #[arg(long, default_value_t = 3)]
        phis: usize,
    },
    /// If-conversion (seed 001, Park & Schlansker's RK algorithm): control dependence, R and
    /// K, augmented K and the predicated code (docs/IF-CONVERSION.md).
    Ifconvert {
        /// Input file, `-` for stdin.
        file: String,
        /// Only this function (LLVM IR).
        #[arg(long)]
        function: Option<String>,
        /// Convert the body of the loop with this header (its back edges set aside).
        #[arg(long, conflicts_with = "set_aside_back_edges")]
        r#loop: Option<String>,
        /// Convert the whole function with every back edge set aside (reducible CFGs).
        #[arg(long)]
        set_aside_back_edges: bool,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: OutFormat,
        /// Input format (detected by default).
        #[arg(long, value_enum, default_value = "auto")]
        input_format: InFormat,
    },
    /// Convergence control tokens (docs/CONVERGENCE-CONTROL.md): LLVM 22's convergence
    /// verifier, then the controlled converged-with relation of the file's thread scenario.
    Tokens(TokensArgs),
    /// Debug a kernel compiled with `-g`: run to breakpoints and print variables by name
    /// (docs/DEBUGGER.md).
    Debug(debug_cmd::DebugArgs),
    /// Lessons (docs/LESSONS.md): `lesson check FILE` prints each step's question and the
    /// answer the core computes, with its reasons; exit status 1 when the lesson has errors.
    Lesson {
        #[command(subcommand)]
        cmd: LessonCmd,
    },
    /// Loop data dependences of C loops (a SCoP) and the verdict on a schedule (docs/LOOPS.md).
    Deps {
        /// C file (a PolyBench kernel or loops), `-` for stdin.
        file: String,
        /// Parameter value `NAME=VALUE` (repeatable; overrides `#define` / `param` lines).
        #[arg(long = "param", value_name = "NAME=VALUE")]
        params: Vec<String>,
        /// Schedule in isl syntax, e.g. `S1[i,j] -> [j,i,0]; S2[i,j,k] -> [j,i,1,k]`.
        #[arg(long)]
        schedule: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: DepsFormat,
        /// Refuse above this many statement instances.
        #[arg(long, default_value_t = reconverge_core::loops::scop::DEFAULT_INSTANCE_LIMIT)]
        max_instances: usize,
    },
    /// Convert an input to another format.
    Convert {
        /// Target format.
        #[arg(long, value_enum)]
        to: Emit,
        /// Input format (detected by default).
        #[arg(long, value_enum, default_value = "auto")]
        input_format: InFormat,
        /// Input file, `-` for stdin.
        file: String,
    },
    /// Run a kernel of an LLVM IR file over an NDRange (SIMT interpreter, docs/INTERPRETER.md).
    Run {
        /// LLVM IR file, `-` for stdin.
        file: String,
        /// The kernel (default: the first kernel, else the first function).
        #[arg(long)]
        function: Option<String>,
        /// Inputs JSON: `{"global": [..], "local": [..], "args": [..]}` (default: the file's
        /// `run:`/`arg` directives, then defaults).
        #[arg(long)]
        inputs: Option<String>,
        /// `json` (the whole run) or `text` (a summary).
        #[arg(long, value_enum, default_value = "json")]
        format: OutFormat,
        /// Instruction budget of the run.
        #[arg(long, default_value_t = 100_000_000)]
        max_instructions: u64,
        /// Turn the checks off (races, uninitialised values, bounds…; `findings` stays
        /// empty and the run stops at its first fault).
        #[arg(long)]
        no_checks: bool,
        /// Report writes of the value a byte already holds as races too.
        #[arg(long)]
        same_value_races: bool,
        /// Run a second schedule (work-groups and work-items in reverse order) and report
        /// buffers and paths that differ.
        #[arg(long)]
        compare_schedules: bool,
        /// Do not replay kernels with an intra-warp race in lock-step (no `warp-synchronous`
        /// findings; docs/INTERPRETER.md).
        #[arg(long)]
        no_warp_synchronous: bool,
        /// Run the lanes of each warp in lock-step (a pre-Volta warp) instead of each
        /// work-item alone to its next barrier.
        #[arg(long)]
        lock_step: bool,
        /// Print the inputs form instead of the run (JSON: the NDRange, one row per parameter
        /// with its default and why, the launch geometry's reasons and what the kernel does not
        /// say; docs/INTERPRETER.md "The inputs form").
        #[arg(long)]
        form: bool,
    },
    /// Hold a hardware trace (`reconverge-hardware-trace/1`, recorded on a GPU) against the
    /// interpreter and every reconvergence policy (docs/HARDWARE.md).
    HwCompare {
        /// The trace (JSON), `-` for stdin.
        trace: String,
        /// The kernel's LLVM IR file.
        #[arg(long)]
        ir: String,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: OutFormat,
    },
    /// Instrument an NVPTX (or AMDGPU, untested on hardware) kernel to record its
    /// reconvergence on a GPU: every block appends (block index, active mask) to its
    /// work-item's log, with no new branch (docs/HARDWARE.md, scripts/record-gpu).
    Instrument {
        /// LLVM IR file (NVPTX or AMDGPU), `-` for stdin.
        file: String,
        /// Only this kernel (default: every kernel).
        #[arg(long)]
        function: Option<String>,
        /// Write here instead of stdout.
        #[arg(short = 'o', long = "output")]
        output: Option<String>,
        /// Inputs JSON as `run --inputs` takes it (with --emit-inputs).
        #[arg(long)]
        inputs: Option<String>,
        /// Also write the explicit inputs of the kernel (--function, else the first kernel):
        /// the inputs over the file's `run:`/`arg` lines over the defaults, every buffer's
        /// contents written out (what scripts/record-gpu launches it with).
        #[arg(long)]
        emit_inputs: Option<String>,
    },
    /// Export the input as an LLVM lit test of `opt -passes='print<uniformity>'` whose CHECK
    /// lines are our uniformity result (docs/LIT-EXPORT.md).
    ExportLit {
        /// Input file (compact text, DOT or LLVM IR), `-` (the default) for stdin.
        #[arg(default_value = "-")]
        file: String,
        /// The IR function to check (default: all); for compact text and DOT the graph's name.
        #[arg(long)]
        function: Option<String>,
        /// Write the test here instead of stdout.
        #[arg(short = 'o', long = "output")]
        output: Option<String>,
    },
}

fn read(file: &str) -> Result<String, String> {
    if file == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s).map_err(|e| format!("<stdin>: {e}"))?;
        Ok(s)
    } else {
        std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))
    }
}

impl InFormat {
    /// The format to parse as (`None`: detect it).
    fn format(self) -> Option<Format> {
        match self {
            InFormat::Auto => None,
            InFormat::Compact => Some(Format::Compact),
            InFormat::Ir => Some(Format::LlvmIr),
            InFormat::Dot => Some(Format::Dot),
            InFormat::Spirv => Some(Format::Spirv),
        }
    }
}

/// An input file mapped into memory and checked as UTF-8 once: the session reads the page
/// cache's pages where they are instead of a copy in freshly faulted memory (a 50,000-block,
/// 18 MB kernel: 4,500 of a `print` run's 21,000 page faults, docs/PERFORMANCE.md).
struct MappedText(memmap2::Mmap);

impl AsRef<str> for MappedText {
    fn as_ref(&self) -> &str {
        // SAFETY: checked as UTF-8 by `map_text` when mapped (a file changed on disk while
        // mapped is the caveat every mapping reader accepts, as ripgrep does).
        unsafe { std::str::from_utf8_unchecked(&self.0) }
    }
}

/// `file` mapped read-only if it is a non-empty regular file in UTF-8; `None` to read it
/// instead (stdin, pipes, empty files, a failed map, other encodings: the read reports
/// those as before).
fn map_text(file: &str) -> Option<MappedText> {
    let f = std::fs::File::open(file).ok()?;
    let meta = f.metadata().ok()?;
    if !meta.is_file() || meta.len() == 0 {
        return None;
    }
    // SAFETY: a read-only private mapping; see `MappedText::as_ref`.
    let map = unsafe { memmap2::MmapOptions::new().map(&f) }.ok()?;
    std::str::from_utf8(&map).ok()?;
    Some(MappedText(map))
}

/// Reads `file` (`-`: stdin) and builds the one [`Session`] every command works on.
fn session(file: &str, f: InFormat) -> Result<Session, String> {
    let parsed = match (file != "-").then(|| map_text(file)).flatten() {
        Some(m) => Session::parse_text(m, f.format()),
        None => Session::parse(read(file)?, f.format()),
    };
    parsed.map_err(|e| format!("{file}:{}:{}: {}", e.line, e.col, e.message))
}

fn run(cli: Cli) -> Result<(), String> {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    match cli.command {
        Command::Print { passes, format, function, idf_defs, input_format, all_dfs_orders, max_dfs_orders, dfs_order, explain, target, unmarked, file } => {
            let target = match target {
                TargetArg::Auto => None,
                TargetArg::Amdgpu => Some(Target::Amdgpu),
                TargetArg::Nvptx => Some(Target::Nvptx),
            };
            let unmarked = match unmarked {
                UnmarkedArg::Divergent => UnmarkedBranches::Divergent,
                UnmarkedArg::Uniform => UnmarkedBranches::Uniform,
            };
            let s = session(&file, input_format)?.with_target(target);
            let o = AnalyzeOptions { passes, function, dfs_order, all_dfs_orders, max_dfs_orders, idf_defs, explain, target, unmarked, input_format: input_format.format() };
            let (functions, opts) = api::prepare(&s, &o).map_err(|e| if e.message.starts_with("pass `idf` needs") { e.message } else { e.in_file(&file) })?;
            let passes = o.passes;
            let mut json = Vec::new();
            for k in functions {
                match format {
                    OutFormat::Text => {
                        write_passes(&mut out, &passes, &s, k, &opts)?;
                    }
                    OutFormat::Json => {
                        let mut obj = serde_json::Map::new();
                        obj.insert("function".into(), s.function(k).name().into());
                        for &p in &passes {
                            obj.insert(p.key().into(), pass_json(p, &s, k, &opts));
                        }
                        json.push(serde_json::Value::Object(obj));
                    }
                }
            }
            if let OutFormat::Json = format {
                serde_json::to_writer_pretty(&mut out, &json).map_err(|e| e.to_string())?;
                writeln!(out).map_err(|e| e.to_string())?;
            }
            out.flush().map_err(|e| e.to_string())?;
            // The session (the parsed program and its analyses) is freed by the process exit:
            // dropping a 50,000-block module piece by piece costs ~7% of a `print` run.
            std::mem::forget(s);
        }
        Command::Generate { blocks, shape, seed, unreachable, emit, style, phis } => {
            let mut o = GenOptions::new(blocks, match shape {
                ShapeArg::Reducible => Shape::Reducible,
                ShapeArg::Random => Shape::Random,
            });
            o.unreachable = unreachable;
            let cfg = generate::random_cfg(&mut Rng::new(seed), &o);
            if style == StyleArg::Named && matches!(emit, Emit::Kernel) {
                out.write_all(generate::kernel_module(&[generate::kernel_ir_named(&cfg, "kernel", phis)]).as_bytes()).map_err(|e| e.to_string())?;
            } else {
                write_as(&mut out, &cfg, emit)?;
            }
        }
        Command::Tokens(args) => return run_tokens(&args, &mut out),
        Command::Debug(args) => return debug_cmd::run_debug(&args, &mut out),
        Command::Lesson { cmd: LessonCmd::Check { file, examples, format } } => return run_lesson_check(&file, examples.as_deref(), format, &mut out),
        Command::Converge { file, threads, dfs_order, all_dfs_orders, format, naming, m_converged, max_path_len, max_reasons, function, input_format } => {
            let naming = match naming {
                NamingArg::Occurrence => InstanceNaming::Occurrence,
                NamingArg::Column => InstanceNaming::Column,
            };
            if let TableFormat::Json = format {
                let src = read(&file)?;
                let o = api::ConvergeOptions { threads, dfs_order, all_dfs_orders, naming, m_converged, max_path_len, max_reasons, function, input_format: input_format.format() };
                let mut notes = Vec::new();
                let v = api::converge_with_notes(&src, &o, &mut notes).map_err(|e| e.in_file(&file))?;
                notes.iter().for_each(|n| eprintln!("reconverge: {n}"));
                v["notes"].as_array().into_iter().flatten().filter_map(|n| n.as_str()).for_each(|n| eprintln!("reconverge: note: {n}"));
                serde_json::to_writer_pretty(&mut out, &v).map_err(|e| e.to_string())?;
                writeln!(out).map_err(|e| e.to_string())?;
                return Ok(());
            }
            let s = session(&file, input_format)?;
            let k = s.function_index(function.as_deref()).map_err(|e| e.in_file(&file))?;
            let w = s.threads(k, &threads, !m_converged).map_err(|e| e.in_file(&file))?;
            let cfg = s.cfg(k);
            let ropts = ReportOptions { naming, max_reasons, ..ReportOptions::default() };
            let orders: Vec<Vec<Vec<u32>>> = if w.paths.num_threads() == 0 {
                Vec::new() // `--m-converged` without threads: no tables
            } else if all_dfs_orders {
                let all = cycles::hierarchies::all_hierarchies(cfg, &cycles::hierarchies::EnumOptions::default(), &mut |_| true);
                if !all.complete {
                    eprintln!("reconverge: {}", all.summary());
                }
                all.hierarchies.into_iter().map(|h| h.order).collect()
            } else {
                vec![s.warp_order(k, dfs_order.as_deref(), &w).map_err(|e| e.in_file(&file))?]
            };
            for order in &orders {
                let ci = s.cycles_for(k, order).map_err(|e| format!("{file}: {e}"))?;
                let (_, r) = convergence::maximal_report(cfg, &ci, &w.paths, &ropts);
                let headers: Vec<&str> = ci.cycles().map(|c| cfg.name_of(ci.header(c))).collect();
                let order_text = dfs_order::format(cfg, order);
                writeln!(out, "; maximal converged-with, function {}, DFS order: {order_text} (cycle headers: {})", cfg.name(), if headers.is_empty() { "none".to_string() } else { headers.join(", ") }).map_err(|e| e.to_string())?;
                out.write_all(convergence::format_table(&r).as_bytes()).map_err(|e| e.to_string())?;
            }
            if m_converged {
                let mut m = convergence::exact_m_convergence(cfg, &convergence::MOptions { max_len: max_path_len, ..convergence::MOptions::default() });
                let gap = m.compare_with_static(cfg, s.uniformity(k));
                writeln!(out, "; exact m-convergence over {} hierarch{} and all paths of at most {} blocks ({} prefixes{}); LLVM: the uniformity analysis's static verdict (the CFG's own DFS order)", m.orders.len(), if m.orders.len() == 1 { "y" } else { "ies" }, m.depth, m.nodes, if m.paths_complete { ", every path" } else { "" }).map_err(|e| e.to_string())?;
                for b in &m.blocks {
                    let w = m.witness_text(b).map(|t| format!(": {t}")).unwrap_or_default();
                    let llvm = match (b.llvm_m_converged, &b.llvm_reason) {
                        (Some(false), Some(r)) => format!("; LLVM: not m-converged, {r}"),
                        (Some(true), _) => "; LLVM: m-converged".to_string(),
                        _ => String::new(),
                    };
                    writeln!(out, "{} {}{w}{llvm}", b.name, if b.m_converged { "m-converged" } else { "not m-converged" }).map_err(|e| e.to_string())?;
                }
                let names = |v: &[reconverge_core::Block]| v.iter().map(|&b| cfg.name_of(b)).collect::<Vec<_>>().join(", ");
                writeln!(out, "; gap: {} block(s) m-converged but not for LLVM's conservative criterion{}", gap.conservative.len(), if gap.conservative.is_empty() { String::new() } else { format!(": {}", names(&gap.conservative)) }).map_err(|e| e.to_string())?;
                if !gap.unsound.is_empty() {
                    writeln!(out, "; m-converged for LLVM but not exactly (a branch LLVM takes as uniform): {}", names(&gap.unsound)).map_err(|e| e.to_string())?;
                }
            }
            for n in &w.paths.notes {
                eprintln!("reconverge: note: {n}");
            }
        }
        Command::Simulate { file, threads, policy, dfs_order, format, timeline, markers_trace, side_order, no_unreachable, from_run, inputs, warp, function, input_format } => {
            let s = session(&file, input_format)?;
            let so = api::SimulateOptions {
                threads,
                function,
                from_run: from_run.as_deref().map(read).transpose()?,
                inputs: match &inputs {
                    Some(p) => Some(serde_json::from_str(&read(p)?).map_err(|e| format!("{p}: {e}"))?),
                    None => None,
                },
                warp,
                ..api::SimulateOptions::default()
            };
            let k = api::simulate_function(&s, &so).map_err(|e| e.in_file(&file))?;
            let w = api::simulate_threads(&s, k, &so).map_err(|e| match (e.message.strip_prefix("run JSON: "), &from_run) {
                (Some(m), Some(run)) => format!("{run}: {m}"),
                _ => e.in_file(&file),
            })?;
            let cfg = s.cfg(k);
            let order = s.warp_order(k, dfs_order.as_deref(), &w).map_err(|e| e.in_file(&file))?;
            let ci = s.cycles_for(k, &order).map_err(|e| format!("{file}: {e}"))?;
            let m = convergence::MaximalConvergence::compute(cfg, &ci, &w.paths);
            let maximal = m.table().map(|t| t.column_of()).ok();
            let side_order = match side_order {
                SideOrderArg::FirstSuccessor => engine::SideOrder::FirstSuccessor,
                SideOrderArg::FewerLanesFirst => engine::SideOrder::FewerLanesFirst,
                SideOrderArg::MoreLanesFirst => engine::SideOrder::MoreLanesFirst,
            };
            let mut eopts = api::engine_options(&s, k, order.clone(), side_order, no_unreachable);
            let mut vulkan_vs_llvm = None;
            if policy == PolicyArg::Vulkan {
                let c = reconverge_core::constructs::of_function(s.src(), s.function(k), s.directives()).map_err(|e| format!("{file}:{e}"))?;
                vulkan_vs_llvm = Some(reconverge_core::vulkan::compare(cfg, &ci, &c, &w.paths, 1000));
                eopts.constructs = Some(std::sync::Arc::new(c));
            }
            // Subgroup ballots (`ballot:` directives, `OpGroupNonUniformBallot`) under the chosen policy.
            let ballot_blocks = reconverge_core::vulkan::ballot_blocks(s.src(), s.function(k), s.directives()).map_err(|e| format!("{file}:{e}"))?;
            let ballots = match (&policy, &eopts.constructs, &maximal) {
                (PolicyArg::Vulkan, Some(c), _) => reconverge_core::vulkan::VulkanConvergence::compute(cfg, &ci, c, &w.paths).table().ok().map(|t| reconverge_core::vulkan::ballot_report(cfg, &w.paths, &t.column_of(), &ballot_blocks)),
                (PolicyArg::Maximal, _, Some(col)) => Some(reconverge_core::vulkan::ballot_report(cfg, &w.paths, col, &ballot_blocks)),
                _ => None,
            };
            let kinds: Vec<PolicyKind> = match policy {
                PolicyArg::Vulkan => vec![PolicyKind::Vulkan],
                PolicyArg::All => PolicyKind::EVERY.to_vec(),
                PolicyArg::Predication => vec![PolicyKind::Predication],
                PolicyArg::Ipdom => vec![PolicyKind::Ipdom],
                PolicyArg::Markers => vec![PolicyKind::Markers],
                PolicyArg::Independent => vec![PolicyKind::Independent],
                PolicyArg::Maximal => vec![PolicyKind::Maximal],
            };
            let ropts = ReportOptions::default();
            let runs: Vec<_> = kinds.iter().map(|&k| engine::run_policy(cfg, &w.paths, k, &eopts, maximal.as_deref(), &ropts, timeline)).collect();
            let analysis = (markers_trace || policy == PolicyArg::Markers || policy == PolicyArg::All).then(|| markers::MarkerAnalysis::compute(cfg, &markers::MarkerOptions::default()));
            let comparison = analysis.as_ref().map(|a| markers::compare_with_ipdom(cfg, a));
            for n in &w.paths.notes {
                eprintln!("reconverge: note: {n}");
            }
            match format {
                TableFormat::Json => {
                    let mut o = serde_json::Map::new();
                    o.insert("function".into(), cfg.name().into());
                    o.insert("runs".into(), serde_json::to_value(&runs).map_err(|e| e.to_string())?);
                    if let Some(a) = &analysis {
                        o.insert("markers".into(), serde_json::to_value(a).map_err(|e| e.to_string())?);
                    }
                    if let Some(c) = &comparison {
                        o.insert("markers_vs_ipdom".into(), serde_json::to_value(c).map_err(|e| e.to_string())?);
                    }
                    if let Some(v) = &vulkan_vs_llvm {
                        o.insert("vulkan_vs_llvm".into(), serde_json::to_value(v).map_err(|e| e.to_string())?);
                    }
                    if let Some(b) = ballots.as_ref().filter(|_| !ballot_blocks.is_empty()) {
                        o.insert("ballots".into(), serde_json::to_value(b).map_err(|e| e.to_string())?);
                    }
                    o.insert("notes".into(), serde_json::to_value(&w.paths.notes).map_err(|e| e.to_string())?);
                    serde_json::to_writer_pretty(&mut out, &serde_json::Value::Object(o)).map_err(|e| e.to_string())?;
                    writeln!(out).map_err(|e| e.to_string())?;
                }
                TableFormat::Table => {
                    if let (true, Some(a)) = (markers_trace, &analysis) {
                        writeln!(out, "; convergence markers: priority queue of path items (PC order = layout order)").map_err(|e| e.to_string())?;
                        for (k, st) in a.trace.iter().enumerate() {
                            writeln!(out, "{k:>3}  remove {:<16} queue: {}", st.removed.as_deref().unwrap_or("-"), if st.queue.is_empty() { "(empty)".to_string() } else { st.queue.join("  ") }).map_err(|e| e.to_string())?;
                            for ev in &st.events {
                                writeln!(out, "       {ev}").map_err(|e| e.to_string())?;
                            }
                        }
                        let marked: Vec<&str> = a.marked_blocks().iter().map(|&b| cfg.name_of(b)).collect();
                        writeln!(out, "; markers at: {}{}", marked.join(", "), if a.complete { "" } else { " (analysis capped)" }).map_err(|e| e.to_string())?;
                        for r in comparison.iter().flatten() {
                            writeln!(out, ";   {}: {}", r.name, r.note).map_err(|e| e.to_string())?;
                        }
                    }
                    for r in &runs {
                        let mt = &r.metrics;
                        writeln!(out, "; policy {}: {} steps, {} instances, SIMD efficiency {:.1}% (width {}), {} reconvergence evaluations{}", mt.policy.name(), mt.steps, mt.instances, 100.0 * mt.simd_efficiency, mt.width, mt.evaluations, if mt.capped { ", STEP CAP REACHED" } else { "" }).map_err(|e| e.to_string())?;
                        for st in &r.timeline {
                            let act: Vec<String> = st.active.iter().map(|&t| w.paths.names.get(t as usize).cloned().unwrap_or_default()).collect();
                            writeln!(out, "{:>5}  {:<10} {}", st.step, st.name, act.join(" ")).map_err(|e| e.to_string())?;
                        }
                        if r.timeline_truncated {
                            writeln!(out, "  …").map_err(|e| e.to_string())?;
                        }
                        if mt.finished {
                            out.write_all(convergence::format_table(&r.table).as_bytes()).map_err(|e| e.to_string())?;
                        }
                        if let Some(d) = &r.diff {
                            writeln!(out, "; vs maximal convergence: {} converged pairs in both, {} only in the maximal relation, {} only under {}", d.both, d.only_maximal, d.only_policy, mt.policy.name()).map_err(|e| e.to_string())?;
                        }
                    }
                    if let Some(v) = &vulkan_vs_llvm {
                        writeln!(out, "; Vulkan vs LLVM maximal: {} differing pairs{}", v.differences.len(), if v.truncated { " (cut)" } else { "" }).map_err(|e| e.to_string())?;
                        for d in &v.differences {
                            writeln!(out, ";   {}", d.text).map_err(|e| e.to_string())?;
                        }
                    }
                }
            }
        }
        Command::Ifconvert { file, function, r#loop, set_aside_back_edges, format, input_format } => ifconvert(&mut out, &file, function.as_deref(), r#loop.as_deref(), set_aside_back_edges, format, input_format)?,
        Command::Deps { file, params, schedule, format, max_instances } => run_deps(&mut out, &file, &params, schedule.as_deref(), format, max_instances)?,
        Command::Convert { to, input_format, file } => {
            let s = session(&file, input_format)?;
            for f in &s.program().functions {
                write_as(&mut out, f.cfg(), to)?;
            }
        }
        Command::Run {
            file,
            function,
            inputs,
            format,
            max_instructions,
            no_checks,
            same_value_races,
            compare_schedules,
            no_warp_synchronous,
            lock_step,
            form,
        } => {
            let mut limits = reconverge_core::interpreter::Limits {
                max_instructions,
                ..Default::default()
            };
            limits.checks.enabled = !no_checks;
            limits.checks.same_value_writes = same_value_races;
            limits.checks.compare_schedules = compare_schedules;
            limits.checks.warp_synchronous = !no_warp_synchronous;
            limits.checks.lock_step = lock_step;
            if form {
                let s = session(&file, InFormat::Ir)?;
                let name = api::kernel_name(&s, function.as_deref()).map_err(|e| e.in_file(&file))?;
                let f = s.input_form(&name, false, &limits).map_err(|e| format!("{file}: {}", e.message))?;
                serde_json::to_writer_pretty(&mut out, &f).map_err(|e| e.to_string())?;
                writeln!(out).map_err(|e| e.to_string())?;
                return out.flush().map_err(|e| e.to_string());
            }
            run_kernel(&mut out, &file, function.as_deref(), inputs.as_deref(), format, limits)?
        }
        Command::ExportLit { file, function, output } => export_lit(&mut out, &file, function.as_deref(), output.as_deref())?,
        Command::Instrument { file, function, output, inputs, emit_inputs } => {
            let src = read(&file)?;
            let (_, t) = reconverge_core::hardware::instrument::instrument(&src, function.as_deref()).map_err(|e| format!("{file}: {e}"))?;
            if let Some(path) = emit_inputs {
                use reconverge_core::interpreter::{self, ModuleRef, RunInputs};
                let s = session(&file, InFormat::Ir)?;
                let name = api::kernel_name(&s, function.as_deref()).map_err(|e| e.in_file(&file))?;
                let given: RunInputs = match &inputs {
                    Some(p) => serde_json::from_str(&read(p)?).map_err(|e| format!("{p}: {e}"))?,
                    None => RunInputs::default(),
                };
                let module = ModuleRef::of_program(s.program()).ok_or_else(|| format!("{file}: not LLVM IR"))?;
                let m = interpreter::materialize_inputs(module, s.src(), &name, &given).map_err(|e| format!("{file}: {}", e.message))?;
                std::fs::write(&path, serde_json::to_string(&m).map_err(|e| e.to_string())?).map_err(|e| format!("{path}: {e}"))?;
            }
            match output {
                Some(path) => std::fs::write(&path, t).map_err(|e| format!("{path}: {e}"))?,
                None => out.write_all(t.as_bytes()).map_err(|e| e.to_string())?,
            }
        }
        Command::HwCompare { trace, ir, format } => {
            let c = api::hw_comparison(&read(&trace)?, &read(&ir)?).map_err(|e| if e.line > 0 { format!("{trace}:{}:{}: {}", e.line, e.col, e.message) } else { format!("{trace}: {}", e.message) })?;
            match format {
                OutFormat::Text => out.write_all(c.to_text().as_bytes()).map_err(|e| e.to_string())?,
                OutFormat::Json => {
                    serde_json::to_writer_pretty(&mut out, &c).map_err(|e| e.to_string())?;
                    writeln!(out).map_err(|e| e.to_string())?;
                }
            }
        }
    }
    out.flush().map_err(|e| e.to_string())
}

/// `reconverge export-lit`: the lit test of `file` (`-`: stdin) to `output` (a path) or
/// stdout (`lit_export::export_lit`).
fn export_lit(out: &mut impl Write, file: &str, function: Option<&str>, output: Option<&str>) -> Result<(), String> {
    let src = read(file)?;
    let t = reconverge_core::lit_export::export_lit(&src, function).map_err(|e| format!("{file}:{}:{}: {}", e.line, e.col, e.message))?;
    match output {
        Some(path) => std::fs::write(path, &t.text).map_err(|e| format!("{path}: {e}")),
        None => out.write_all(t.text.as_bytes()).map_err(|e| e.to_string()),
    }
}

/// `reconverge ifconvert`: text or the issue's JSON (`if_conversion::to_json`) per function
/// (one object, or an array for several functions); a function that cannot be converted is an
/// error naming its cycle.
fn ifconvert(out: &mut impl Write, file: &str, function: Option<&str>, header: Option<&str>, set_aside: bool, format: OutFormat, input_format: InFormat) -> Result<(), String> {
    use reconverge_core::if_conversion::{self, IfConversion, IfConversionOptions, IrSource, Scope};
    let s = session(file, input_format)?;
    let src = s.src();
    let functions: Vec<&reconverge_core::input::Function> = s.functions_named(function).map_err(|e| e.in_file(file))?.into_iter().map(|k| s.function(k)).collect();
    let mut json = Vec::new();
    for f in functions {
        let cfg = f.cfg();
        let scope = match (header, set_aside) {
            (Some(h), _) => Scope::LoopBody(cfg.find(h).ok_or_else(|| format!("{file}: --loop: no block named `{h}` in function {}", cfg.name()))?),
            (None, true) => Scope::SetAsideBackEdges,
            (None, false) => Scope::Acyclic,
        };
        let ir = f.ir().map(|function| IrSource { function, src });
        let ic = IfConversion::compute(cfg, ir, &IfConversionOptions { scope }).map_err(|e| format!("{file}: function {}: {e}", cfg.name()))?;
        match format {
            OutFormat::Text => out.write_all(if_conversion::print(cfg, &ic).as_bytes()).map_err(|e| e.to_string())?,
            OutFormat::Json => json.push(if_conversion::to_json(cfg, &ic)),
        }
    }
    if let OutFormat::Json = format {
        let v = if json.len() == 1 { json.pop().unwrap_or_default() } else { serde_json::Value::Array(json) };
        serde_json::to_writer_pretty(&mut *out, &v).map_err(|e| e.to_string())?;
        writeln!(out).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// `reconverge run`: the interpreter's CLI contract (docs/INTERPRETER.md). Stdout JSON:
/// `{"buffers": [[…]|null…], "paths": [[block…]…], "warps": […], "metrics": {…}, …}`.
fn run_kernel(
    out: &mut impl Write,
    file: &str,
    function: Option<&str>,
    inputs: Option<&str>,
    format: OutFormat,
    limits: reconverge_core::interpreter::Limits,
) -> Result<(), String> {
    use reconverge_core::interpreter::RunInputs;
    let s = session(file, InFormat::Ir)?;
    let name = api::kernel_name(&s, function).map_err(|e| e.in_file(file))?;
    let inputs: RunInputs = match inputs {
        Some(p) => serde_json::from_str(&read(p)?).map_err(|e| format!("{p}: {e}"))?,
        None => RunInputs::default(),
    };
    let run = s.run_kernel(&name, &inputs, &limits).map_err(|e| {
        let wi = e
            .work_item
            .map(|[x, y, z]| format!("work-item ({x}, {y}, {z}): "))
            .unwrap_or_default();
        if e.line > 0 {
            format!("{file}:{}:{}: {wi}{}", e.line, e.col, e.message)
        } else {
            format!("{file}: {wi}{}", e.message)
        }
    })?;
    let w = |e: std::io::Error| e.to_string();
    match format {
        OutFormat::Json => {
            let v = api::run_json(&run);
            serde_json::to_writer(&mut *out, &v).map_err(|e| e.to_string())?;
            writeln!(out).map_err(w)?;
        }
        OutFormat::Text => {
            let m = &run.metrics;
            writeln!(
                out,
                "kernel {}: global {:?} local {:?} wave {}",
                run.function, run.global, run.local, run.wave
            )
            .map_err(w)?;
            writeln!(
                out,
                "{} instructions, {} work-items, {} work-groups, {} warps ({} diverged)",
                m.instructions, m.work_items, m.work_groups, m.warps, m.warps_diverged
            )
            .map_err(w)?;
            for b in &run.branches {
                writeln!(
                    out,
                    "branch {}: diverged in {} of {} warps",
                    b.name, b.warps_diverged, b.warps_reached
                )
                .map_err(w)?;
            }
            for r in run.races.iter().take(5) {
                writeln!(
                    out,
                    "race: {}:{}: work-items {:?} and {:?} wrote {} byte {}",
                    r.line, r.col, r.work_items[0], r.work_items[1], r.region, r.offset
                )
                .map_err(w)?;
            }
            if run.races_total > 5 {
                writeln!(out, "… {} conflicting stores in all", run.races_total).map_err(w)?;
            }
            for f in &run.findings {
                let at = f.locations.first().map(|l| format!("{}:{}: ", l.line, l.col)).unwrap_or_default();
                let wi: Vec<String> = f.work_items.iter().map(|g| format!("({}, {}, {})", g[0], g[1], g[2])).collect();
                writeln!(out, "{}: {at}{} [work-items {}; {}×]", f.kind.name(), f.message, wi.join(", "), f.count).map_err(w)?;
            }
            for b in &run.barrier_divergence {
                writeln!(
                    out,
                    "barrier divergence: {}:{}: group {:?}: {}",
                    b.line, b.col, b.group, b.message
                )
                .map_err(w)?;
            }
            // printf output, per work-item in program order.
            for p in &run.printf {
                let [x, y, z] = p.work_item;
                for line in p.text.lines() {
                    writeln!(out, "printf ({x}, {y}, {z}): {line}").map_err(w)?;
                }
            }
        }
    }
    Ok(())
}

/// `deps` output formats.
#[derive(Copy, Clone, ValueEnum)]
enum DepsFormat {
    /// Readable report.
    Text,
    /// The issue-10 JSON (statements, dependences, schedule verdict).
    Json,
}

/// `reconverge deps`: loop dependences (docs/LOOPS.md).
fn run_deps(out: &mut impl Write, file: &str, params: &[String], schedule: Option<&str>, format: DepsFormat, limit: usize) -> Result<(), String> {
    use reconverge_core::loops::{LoopAnalysis, LoopError};
    let src = read(file)?;
    let mut values = Vec::new();
    for p in params {
        let (n, v) = p.split_once('=').ok_or_else(|| format!("--param {p}: expected NAME=VALUE"))?;
        let v: i64 = v.trim().parse().map_err(|_| format!("--param {p}: `{v}` is not an integer"))?;
        values.push((n.trim().to_string(), v));
    }
    let a = LoopAnalysis::analyze(&src, &values, limit).map_err(|e| match e {
        LoopError::Parse(e) => format!("{file}:{}:{}: {}", e.line, e.col, e.message),
        LoopError::Limit(m) => format!("{file}: {m}"),
    })?;
    let t = match schedule {
        Some(s) => Some(a.transform(s).map_err(|e| format!("--schedule:{}:{}: {}", e.line, e.col, e.message))?),
        None => None,
    };
    let text = match format {
        DepsFormat::Json => serde_json::to_string(&a.issue_json(t.as_ref())).map_err(|e| e.to_string())? + "\n",
        DepsFormat::Text => a.text_report(t.as_ref()),
    };
    out.write_all(text.as_bytes()).map_err(|e| e.to_string())
}

/// Writes every pass's text for one function to `out`, in `passes` order, and its notes to
/// stderr. A function of fewer than [`OVERLAP_BLOCKS`] blocks runs its passes here one after
/// the other: a thread costs more than such a pass (a module of 2,500 small functions started
/// 5,000 threads, issue 34 item 5). A larger one overlaps them: the first pass runs on this
/// thread, because this thread's allocator heap holds the memory the parser just freed (a pass
/// on a new thread faults in fresh pages: `print --passes domtree,postdomtree,cycles` on a
/// 50,000-block kernel, 151 → 115 ms, system time 47 → 13 ms), the others on threads of their
/// own. The dominator and post-dominator trees of a large function are streamed to `out`
/// ([`reconverge_core::print::write_domtree`]; their text is `O(n · depth)`, 265 MB per tree on
/// a 5,000-deep 50,000-block kernel), their analyses computed on threads meanwhile.
fn write_passes(out: &mut impl Write, passes: &[Pass], s: &Session, k: usize, opts: &PassOptions) -> Result<(), String> {
    let one = |p: Pass| {
        let mut notes = Vec::new();
        let text = api::pass_text(p, s, k, opts, &mut notes);
        (text, notes)
    };
    if passes.len() < 2 || s.cfg(k).num_blocks() < OVERLAP_BLOCKS {
        return passes.iter().try_for_each(|&p| emit(&mut *out, one(p)));
    }
    let cfg = s.cfg(k);
    std::thread::scope(|sc| {
        let handles: Vec<_> = passes
            .iter()
            .enumerate()
            .map(|(i, &p)| match p {
                Pass::Domtree if i > 0 => Some(sc.spawn(move || {
                    s.domtree(k);
                    (String::new(), Vec::new())
                })),
                Pass::Postdomtree if i > 0 => Some(sc.spawn(move || {
                    s.postdomtree(k);
                    (String::new(), Vec::new())
                })),
                _ if i > 0 => Some(sc.spawn(move || one(p))),
                _ => None,
            })
            .collect();
        for (&p, h) in passes.iter().zip(handles) {
            let done = h.map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
            match p {
                Pass::Domtree => reconverge_core::print::write_domtree(&mut *out, cfg, s.domtree(k)).map_err(|e| e.to_string())?,
                Pass::Postdomtree => reconverge_core::print::write_postdomtree(&mut *out, cfg, s.postdomtree(k)).map_err(|e| e.to_string())?,
                _ => emit(&mut *out, done.unwrap_or_else(|| one(p)))?,
            }
        }
        Ok(())
    })
}

/// Writes one pass's text to `out` and its notes to stderr.
fn emit(out: &mut dyn Write, (text, notes): (String, Vec<String>)) -> Result<(), String> {
    notes.iter().for_each(|n| eprintln!("reconverge: {n}"));
    out.write_all(text.as_bytes()).map_err(|e| e.to_string())
}

/// Functions with at least this many blocks run their passes on threads of their own
/// ([`write_passes`]); below it, starting a thread costs more than the pass saves.
const OVERLAP_BLOCKS: usize = 2048;

/// A pass's output for one function as JSON ([`api::pass_json`]).
fn pass_json(p: Pass, s: &Session, k: usize, opts: &PassOptions) -> serde_json::Value {
    let mut notes = Vec::new();
    let v = api::pass_json(p, s, k, opts, &mut notes);
    notes.iter().for_each(|n| eprintln!("reconverge: {n}"));
    v
}

fn write_as(out: &mut impl Write, cfg: &reconverge_core::Cfg, emit: Emit) -> Result<(), String> {
    let text = match emit {
        Emit::Kernel => generate::kernel_module(&[generate::kernel_ir(&safe_names(cfg), if cfg.name().bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_') { cfg.name() } else { "kernel" })]),
        Emit::Compact => reconverge_core::input::compact::to_compact(cfg),
        Emit::Dot => reconverge_core::input::dot::to_dot(cfg),
    };
    out.write_all(text.as_bytes()).map_err(|e| e.to_string())
}

/// A copy of `cfg` whose block names are valid unquoted LLVM names (`bb.NAME` where needed).
fn safe_names(cfg: &reconverge_core::Cfg) -> reconverge_core::Cfg {
    let mut b = reconverge_core::CfgBuilder::new(cfg.name());
    for x in cfg.blocks() {
        let n = cfg.name_of(x);
        let plain = n.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'.');
        b.block(&match (plain, n.as_bytes()[0].is_ascii_digit()) {
            (true, false) => n.to_string(),
            (true, true) => format!("bb{n}"),
            _ => format!("bb.{}", x.0),
        });
    }
    for x in cfg.blocks() {
        for (s, l) in cfg.succs(x).iter().zip(cfg.succ_labels(x)) {
            b.edge(x, *s, l.clone(), Default::default());
        }
    }
    b.finish()
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    #[cfg(target_os = "linux")]
    prefault::start();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("reconverge: {e}");
            ExitCode::FAILURE
        }
    }
}

// ---- `reconverge lesson` (docs/LESSONS.md) ----

#[derive(Subcommand)]
enum LessonCmd {
    /// Parse a lesson, load every step's scenario and answer every question with the analyses.
    Check {
        /// The lesson file (`static/lessons/*.lesson`), `-` for stdin.
        file: String,
        /// The gallery for `example:` steps: the web's `examples.rs` (default: found above the
        /// lesson's folder, `web/src/examples.rs`).
        #[arg(long)]
        examples: Option<String>,
        /// Output format.
        #[arg(long, value_enum, default_value = "text")]
        format: OutFormat,
    },
}

/// `reconverge lesson check`: per step its title, scenario, question, computed answer and
/// reasons (text), or the parsed lesson with `answers` (JSON); every error as
/// `FILE:LINE:COL: message`.
fn run_lesson_check(file: &str, examples: Option<&str>, format: OutFormat, out: &mut impl Write) -> Result<(), String> {
    use reconverge_core::lessons;
    let text = read(file)?;
    let dir = std::path::Path::new(file).parent().map(std::path::Path::to_path_buf).unwrap_or_default();
    let dir = std::fs::canonicalize(if dir.as_os_str().is_empty() { std::path::Path::new(".") } else { &dir }).unwrap_or(dir);
    let ex_path = match examples {
        Some(p) => Some(std::path::PathBuf::from(p)),
        None => lessons::gallery::find_examples_rs(&dir),
    };
    let gallery = match &ex_path {
        Some(p) => lessons::gallery::from_examples_rs(&read(&p.to_string_lossy())?, p.parent().unwrap_or(std::path::Path::new("."))),
        None => Default::default(),
    };
    let lookup = |id: &str| gallery.get(id).cloned();
    let mut lesson = lessons::parse(&text);
    let answers = lessons::check(&mut lesson, &lookup);
    let w = |out: &mut dyn Write, s: String| out.write_all(s.as_bytes()).map_err(|e| e.to_string());
    match format {
        OutFormat::Json => w(out, serde_json::json!({ "lesson": lesson, "answers": answers }).to_string() + "\n")?,
        OutFormat::Text => {
            w(out, format!("# {}\nsource: {}\n{} steps, {} questions\n", lesson.title, lesson.source, lesson.steps.len(), lesson.num_questions()))?;
            for (s, a) in lesson.steps.iter().zip(&answers) {
                let sc = &s.scenario;
                let what = sc.example.as_ref().map_or_else(|| format!("text at line {}", sc.source_line), |e| format!("example {e}"));
                w(out, format!("\n## {}. {} [{}; tab {}]\n", s.number, s.title, what, sc.tab.as_deref().unwrap_or("-")))?;
                if let Some(q) = &s.question {
                    w(out, format!("Q: {}\n", q.prompt))?;
                    if let Some(a) = a {
                        w(out, format!("A: {}\n", if a.items.is_empty() { "(none)".to_string() } else { a.items.join(", ") }))?;
                        for r in &a.reasons {
                            w(out, format!("   - {r}\n"))?;
                        }
                    }
                }
            }
        }
    }
    let errors = lesson.all_errors();
    for e in &errors {
        eprintln!("{file}:{}:{}: {}", e.line, e.col, e.message);
    }
    out.flush().map_err(|e| e.to_string())?;
    if errors.is_empty() {
        Ok(())
    } else {
        Err(format!("{file}: {} error(s)", errors.len()))
    }
}

// ---- `reconverge tokens` (convergence control tokens, docs/CONVERGENCE-CONTROL.md) ----

/// Arguments of `reconverge tokens`.
#[derive(clap::Args)]
struct TokensArgs {
    /// LLVM IR file, `-` for stdin; its `; thread …` / `; threads: N` comments give the scenario.
    file: String,
    /// Only this function for the relation (default: the first); the verifier checks all.
    #[arg(long)]
    function: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: OutFormat,
}

/// `reconverge tokens`: `FILE:L:C: message` plus opt's dumped lines for every convergence
/// verifier failure (exit status 1 when there is one), else the controlled and the maximal
/// converged-with tables of the scenario, the converged groups per token operation and the
/// pairs on which the two relations disagree.
fn run_tokens(a: &TokensArgs, out: &mut impl Write) -> Result<(), String> {
    use reconverge_core::convergence_control::{verify_module, ControlledReport, ModuleFacts, TokenProgram};
    let src = read(&a.file)?;
    let module = reconverge_core::ir::parse_module(&src).map_err(|e| format!("{}:{e}", a.file))?;
    let diags = verify_module(&src, &module);
    let idx = match &a.function {
        Some(n) => module.functions.iter().position(|f| &f.name == n).ok_or_else(|| format!("{}: no function named `{n}`", a.file))?,
        None => 0,
    };
    let report = if diags.is_empty() && idx < module.functions.len() {
        let facts = ModuleFacts::compute(&src, &module);
        let f = &module.functions[idx];
        let program = TokenProgram::from_function(&src, f, &facts.functions[idx]);
        // The scenario's directives are comments of the module parsed above: no second parse.
        let directives = reconverge_core::input::directives::extract(&src, Format::LlvmIr).directives;
        let at = |e: reconverge_core::ParseError| format!("{}:{e}", a.file);
        let scenario = reconverge_core::scenario::Scenario::resolve(&src, &directives, &f.cfg).map_err(at)?;
        let paths = scenario.paths(&src, &f.cfg).map_err(at)?;
        let ci = cycles::CycleInfo::compute(&f.cfg);
        Some((ControlledReport::compute(&f.cfg, &ci, &paths, &program, &ReportOptions::default()), paths))
    } else {
        None
    };
    let w = |out: &mut dyn Write, s: String| out.write_all(s.as_bytes()).map_err(|e| e.to_string());
    match a.format {
        OutFormat::Json => w(out, serde_json::json!({ "diagnostics": diags, "report": report.as_ref().map(|r| &r.0) }).to_string() + "\n")?,
        OutFormat::Text => {
            for d in &diags {
                w(out, format!("{}:{}: {}: {}\n", a.file, d.at, d.function, d.message.text()))?;
                for l in &d.dumped {
                    w(out, format!("{l}\n"))?;
                }
            }
            if let Some((r, paths)) = &report {
                w(out, "; controlled converged-with (convergence tokens)\n".into())?;
                w(out, convergence::format_table(&r.table))?;
                w(out, "; maximal converged-with (uncontrolled)\n".into())?;
                w(out, convergence::format_table(&r.maximal_table))?;
                for g in &r.groups {
                    let op = &r.ops[g.op as usize];
                    let threads: Vec<String> = g.instances.iter().map(|&i| paths.names.get(paths.thread_of(i).index()).cloned().unwrap_or_default()).collect();
                    w(out, format!("{} ({:?}) class {}: {}\n", op.label, op.kind, g.class, threads.join(" ")))?;
                }
                w(out, format!("; {} instance pairs where controlled and maximal convergence disagree\n", r.differences.len()))?;
            }
        }
    }
    out.flush().map_err(|e| e.to_string())?;
    if diags.is_empty() {
        Ok(())
    } else {
        Err(format!("{}: {} convergence control error(s)", a.file, diags.len()))
    }
}
