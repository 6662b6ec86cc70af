//! `reconverge`: the command-line face of the core.
//!
//! ```text
//! reconverge print --passes domtree,postdomtree [--format text|json] [--function NAME] FILE
//! reconverge print --passes domfrontier,postdomfrontier,controldeps FILE
//! reconverge print --passes idf --idf-defs BLOCK,BLOCK FILE
//! reconverge print --passes cycles [--all-dfs-orders [--max-dfs-orders N] | --dfs-order ORDER] FILE
//! reconverge print --passes uniformity [--explain VALUE] [--target auto|amdgpu|nvptx] [--dfs-order ORDER] FILE
//! reconverge generate --blocks N [--shape reducible|random] [--seed S] [--emit kernel|compact|dot]
//! reconverge convert --to compact|dot|kernel FILE
//! ```
//! `print` writes, per function, what `opt -disable-output -passes='print<domtree>,…'` writes
//! to stderr, but to stdout. `FILE` may be `-` for standard input; the input format (compact
//! text, LLVM IR, DOT) is detected unless `--input-format` is given. Exit status 1 with a
//! `FILE:LINE:COL: message` diagnostic on bad input, 2 on usage errors.

use clap::{Parser, Subcommand, ValueEnum};
use reconverge_core::generate::{self, GenOptions, Rng, Shape};
use reconverge_core::input::{self, Format, Program};
use reconverge_core::uniformity::{self, Target, UnmarkedBranches};
use reconverge_core::{control_dependence, cycles, frontiers, print, DominatorTree, PostDominatorTree};
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
}

#[derive(Copy, Clone, ValueEnum, PartialEq)]
enum Pass {
    /// Dominator tree (`print<domtree>`).
    Domtree,
    /// Post-dominator tree (`print<postdomtree>`).
    Postdomtree,
    /// Dominance frontier (`print<domfrontier>`; DJ-graph method).
    Domfrontier,
    /// Post-dominance frontier (opt's frontier format; LLVM has no printer).
    Postdomfrontier,
    /// Control dependence with edge labels (docs/FRONTIERS.md).
    Controldeps,
    /// Iterated dominance frontier (phi blocks) of the blocks given by `--idf-defs`.
    Idf,
    /// Cycle hierarchy (`print<cycles>`), for the IR's successor order, a `--dfs-order`, or
    /// every distinct hierarchy (`--all-dfs-orders`).
    Cycles,
    /// Uniformity analysis (`print<uniformity>`): divergent values, branches, joins, cycles;
    /// `--explain VALUE` prints the reason chain of a value or block.
    Uniformity,
}

/// Per-run options some passes need.
#[derive(Default)]
struct PassOptions {
    /// Definition blocks for `idf` (names without `%`; checked to exist before printing).
    idf_defs: Vec<String>,
    /// `cycles`: every distinct hierarchy over all DFS successor orders.
    all_dfs_orders: bool,
    /// `cycles --all-dfs-orders`: the cap on DFS traversals.
    max_dfs_orders: u64,
    /// `cycles`, `uniformity`: a DFS successor order (`b1: b3 b2; b4: b0 b5`, docs/CYCLES.md).
    dfs_order: Option<String>,
    /// `uniformity`: the input text (instruction texts, argument attributes, metadata).
    src: String,
    /// `uniformity`: whose divergence sources (`None`: from the module's target triple).
    target: Option<Target>,
    /// `uniformity`: a value (`%x`) or block whose reason chain to print.
    explain: Option<String>,
    /// `uniformity` on a bare CFG: how unmarked branches count.
    unmarked: UnmarkedBranches,
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

#[derive(Subcommand)]
enum Command {
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

fn load(file: &str, f: InFormat) -> Result<Program, String> {
    let src = read(file)?;
    parse_src(file, &src, f)
}

fn parse_src(file: &str, src: &str, f: InFormat) -> Result<Program, String> {
    let format = match f {
        InFormat::Auto => None,
        InFormat::Compact => Some(Format::Compact),
        InFormat::Ir => Some(Format::LlvmIr),
        InFormat::Dot => Some(Format::Dot),
    };
    input::parse(src, format).map_err(|e| format!("{file}:{}:{}: {}", e.line, e.col, e.message))
}

fn run(cli: Cli) -> Result<(), String> {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    match cli.command {
        Command::Print { passes, format, function, idf_defs, input_format, all_dfs_orders, max_dfs_orders, dfs_order, explain, target, unmarked, file } => {
            let src = read(&file)?;
            let program = parse_src(&file, &src, input_format)?;
            let functions: Vec<_> = match &function {
                Some(name) => vec![program.function(name).ok_or_else(|| format!("{file}: no function named `{name}`"))?],
                None => program.functions.iter().collect(),
            };
            let target = match target {
                TargetArg::Auto => None,
                TargetArg::Amdgpu => Some(Target::Amdgpu),
                TargetArg::Nvptx => Some(Target::Nvptx),
            };
            let unmarked = match unmarked {
                UnmarkedArg::Divergent => UnmarkedBranches::Divergent,
                UnmarkedArg::Uniform => UnmarkedBranches::Uniform,
            };
            let opts = PassOptions { idf_defs, all_dfs_orders, max_dfs_orders, dfs_order, src, target, explain, unmarked };
            if let Some(q) = &opts.explain {
                if passes.contains(&Pass::Uniformity) {
                    for f in &functions {
                        let u = uniformity_of(f, &opts);
                        let ctx = uniformity::reasons::Context { cfg: f.cfg(), ir: f.ir(), src: &opts.src };
                        if uniformity::reasons::resolve(&u, &ctx, q).is_none() && functions.len() == 1 {
                            return Err(format!("{file}: function `{}` has no value or block named `{q}` (from --explain)", f.name()));
                        }
                    }
                }
            }
            if let (true, Some(text)) = (passes.contains(&Pass::Cycles) || passes.contains(&Pass::Uniformity), &opts.dfs_order) {
                for f in &functions {
                    cycles::parse_order(f.cfg(), text).map_err(|e| format!("{file}: function `{}`: --dfs-order: {e}", f.name()))?;
                }
            }
            if passes.contains(&Pass::Idf) {
                if opts.idf_defs.is_empty() {
                    return Err("pass `idf` needs the definition blocks: --idf-defs BLOCK,BLOCK,…".into());
                }
                for f in &functions {
                    if let Some(d) = opts.idf_defs.iter().find(|d| f.cfg().find(d).is_none()) {
                        return Err(format!("{file}: function `{}` has no block named `{d}` (from --idf-defs)", f.name()));
                    }
                }
            }
            let mut json = Vec::new();
            for f in functions {
                let mut obj = serde_json::Map::new();
                obj.insert("function".into(), f.name().into());
                for &p in &passes {
                    match format {
                        OutFormat::Text => out.write_all(pass_text(p, f, &opts).as_bytes()).map_err(|e| e.to_string())?,
                        OutFormat::Json => {
                            obj.insert(pass_key(p).into(), pass_json(p, f, &opts));
                        }
                    }
                }
                json.push(serde_json::Value::Object(obj));
            }
            if let OutFormat::Json = format {
                serde_json::to_writer_pretty(&mut out, &json).map_err(|e| e.to_string())?;
                writeln!(out).map_err(|e| e.to_string())?;
            }
        }
        Command::Generate { blocks, shape, seed, unreachable, emit } => {
            let mut o = GenOptions::new(blocks, match shape {
                ShapeArg::Reducible => Shape::Reducible,
                ShapeArg::Random => Shape::Random,
            });
            o.unreachable = unreachable;
            let cfg = generate::random_cfg(&mut Rng::new(seed), &o);
            write_as(&mut out, &cfg, emit)?;
        }
        Command::Convert { to, input_format, file } => {
            let program = load(&file, input_format)?;
            for f in &program.functions {
                write_as(&mut out, f.cfg(), to)?;
            }
        }
    }
    out.flush().map_err(|e| e.to_string())
}

/// The JSON key of a pass's output.
fn pass_key(p: Pass) -> &'static str {
    match p {
        Pass::Domtree => "domtree",
        Pass::Postdomtree => "postdomtree",
        Pass::Domfrontier => "domfrontier",
        Pass::Postdomfrontier => "postdomfrontier",
        Pass::Controldeps => "controldeps",
        Pass::Idf => "idf",
        Pass::Cycles => "cycles",
        Pass::Uniformity => "uniformity",
    }
}

/// A pass's output for one function in `opt`'s text format.
fn pass_text(p: Pass, f: &input::Function, opts: &PassOptions) -> String {
    let cfg = f.cfg();
    match p {
        Pass::Domtree => print::domtree(cfg, &DominatorTree::compute(cfg)),
        Pass::Postdomtree => print::postdomtree(cfg, &PostDominatorTree::compute(cfg)),
        Pass::Domfrontier => {
            let dt = DominatorTree::compute(cfg);
            frontiers::print_domfrontier(cfg, &dt, &frontiers::DominanceFrontier::compute(cfg, &dt))
        }
        Pass::Postdomfrontier => frontiers::print_postdomfrontier(cfg, &frontiers::PostDominanceFrontier::compute(cfg, &PostDominatorTree::compute(cfg))),
        Pass::Controldeps => control_dependence::print(cfg, &control_dependence::ControlDependence::compute(cfg, &PostDominatorTree::compute(cfg))),
        Pass::Idf => {
            let (defs, idf) = idf_of(cfg, opts);
            frontiers::print_idf(cfg, &defs, &idf)
        }
        Pass::Cycles => match cycle_result(f, opts) {
            CycleResult::One(ci) => cycles::print::cycles(cfg, &ci),
            CycleResult::All(all) => cycles::print::all_hierarchies(cfg, &all),
        },
        Pass::Uniformity => {
            let u = uniformity_of(f, opts);
            let ctx = uniformity::reasons::Context { cfg, ir: f.ir(), src: &opts.src };
            match (&opts.explain, f.ir()) {
                (Some(q), _) => match uniformity::print::explain_text(&u, &ctx, q) {
                    Ok(t) => format!("Reason for {q} in function '{}':\n  {t}", f.name()),
                    Err(e) => format!("Reason for {q} in function '{}': {e}\n", f.name()),
                },
                (None, Some(ir)) => uniformity::print::opt_text(&u, ir, &opts.src),
                (None, None) => uniformity::print::graph_text(&u, cfg),
            }
        }
    }
}

/// A pass's output for one function as JSON.
fn pass_json(p: Pass, f: &input::Function, opts: &PassOptions) -> serde_json::Value {
    let cfg = f.cfg();
    let v = match p {
        Pass::Domtree => serde_json::to_value(print::domtree_json(cfg, &DominatorTree::compute(cfg))),
        Pass::Postdomtree => serde_json::to_value(print::postdomtree_json(cfg, &PostDominatorTree::compute(cfg))),
        Pass::Domfrontier => {
            let dt = DominatorTree::compute(cfg);
            serde_json::to_value(frontiers::domfrontier_json(cfg, &dt, &frontiers::DominanceFrontier::compute(cfg, &dt)))
        }
        Pass::Postdomfrontier => serde_json::to_value(frontiers::postdomfrontier_json(cfg, &frontiers::PostDominanceFrontier::compute(cfg, &PostDominatorTree::compute(cfg)))),
        Pass::Controldeps => serde_json::to_value(control_dependence::to_json(cfg, &control_dependence::ControlDependence::compute(cfg, &PostDominatorTree::compute(cfg)))),
        Pass::Idf => {
            let (defs, idf) = idf_of(cfg, opts);
            serde_json::to_value(frontiers::idf_json(cfg, &defs, &idf))
        }
        Pass::Cycles => match cycle_result(f, opts) {
            CycleResult::One(ci) => serde_json::to_value(cycles::print::cycles_json(cfg, &ci)),
            CycleResult::All(all) => serde_json::to_value(cycles::print::all_hierarchies_json(cfg, &all)),
        },
        Pass::Uniformity => {
            let u = uniformity_of(f, opts);
            let ctx = uniformity::reasons::Context { cfg, ir: f.ir(), src: &opts.src };
            serde_json::to_value(uniformity::print::to_json(&u, &ctx, opts.explain.as_deref()))
        }
    };
    v.unwrap_or_default()
}

/// The `--idf-defs` blocks of `cfg` (names that do not exist were rejected before) and their
/// iterated dominance frontier.
fn idf_of(cfg: &reconverge_core::Cfg, opts: &PassOptions) -> (Vec<reconverge_core::Block>, Vec<reconverge_core::Block>) {
    let defs: Vec<_> = opts.idf_defs.iter().filter_map(|d| cfg.find(d)).collect();
    let idf = frontiers::iterated_dominance_frontier(cfg, &DominatorTree::compute(cfg), &defs);
    (defs, idf)
}

/// The cycle hierarchy for the chosen DFS order, or every distinct hierarchy.
enum CycleResult {
    One(Box<cycles::CycleInfo>),
    All(Box<cycles::hierarchies::AllHierarchies>),
}

/// The `cycles` pass on one function. `--dfs-order` was validated for every function before
/// printing began; an order that fails anyway falls back to the IR's successor order.
fn cycle_result(f: &input::Function, opts: &PassOptions) -> CycleResult {
    let cfg = f.cfg();
    if opts.all_dfs_orders {
        let limits = cycles::hierarchies::EnumOptions { max_traversals: opts.max_dfs_orders.max(1), ..Default::default() };
        let all = cycles::hierarchies::all_hierarchies(cfg, &limits, &mut |_| true);
        if !all.complete {
            eprintln!("reconverge: function {}: {}", cfg.name(), all.summary());
        }
        return CycleResult::All(Box::new(all));
    }
    let order = opts.dfs_order.as_deref().and_then(|t| cycles::parse_order(cfg, t).ok()).unwrap_or_default();
    let ci = cycles::CycleInfo::compute_with_order(cfg, &order).unwrap_or_else(|_| cycles::CycleInfo::compute(cfg));
    CycleResult::One(Box::new(ci))
}

/// The `uniformity` pass on one function: the target from `--target` or the module's
/// triple; `--dfs-order` was validated before printing began (an order that fails anyway
/// falls back to the IR's successor order).
fn uniformity_of(f: &input::Function, opts: &PassOptions) -> uniformity::Uniformity {
    let target = opts.target.unwrap_or_else(|| Target::detect(&opts.src));
    let order = opts.dfs_order.as_deref().and_then(|t| cycles::parse_order(f.cfg(), t).ok());
    let cfg = f.cfg();
    let ci = order.and_then(|o| cycles::CycleInfo::compute_with_order(cfg, &o).ok()).unwrap_or_else(|| cycles::CycleInfo::compute(cfg));
    let o = uniformity::Options { target, unmarked: opts.unmarked, ..Default::default() };
    uniformity::analyze_with(cfg, f.ir(), &opts.src, ci, &DominatorTree::compute(cfg), &o)
}

fn write_as(out: &mut impl Write, cfg: &reconverge_core::Cfg, emit: Emit) -> Result<(), String> {
    let text = match emit {
        Emit::Kernel => generate::kernel_module(&[generate::kernel_ir(&safe_names(cfg), if cfg.name().bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_') { cfg.name() } else { "kernel" })]),
        Emit::Compact => reconverge_core::compact::to_compact(cfg),
        Emit::Dot => reconverge_core::dot::to_dot(cfg),
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
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("reconverge: {e}");
            ExitCode::FAILURE
        }
    }
}
