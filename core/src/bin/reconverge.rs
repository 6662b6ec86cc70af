//! `reconverge`: the command-line face of the core.
//!
//! ```text
//! reconverge print --passes domtree,postdomtree [--format text|json] [--function NAME] FILE
//! reconverge print --passes cycles [--all-dfs-orders [--max-dfs-orders N] | --dfs-order ORDER] FILE
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
use reconverge_core::{cycles, print, DominatorTree, PostDominatorTree};
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
    /// Cycle hierarchy (`print<cycles>`).
    Cycles,
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
        /// Input format (detected by default).
        #[arg(long, value_enum, default_value = "auto")]
        input_format: InFormat,
        /// cycles: print every distinct cycle hierarchy over all DFS successor orders, each as
        /// its own section preceded by `; hierarchy K of N, from DFS successor order: …`.
        #[arg(long, conflicts_with = "dfs_order")]
        all_dfs_orders: bool,
        /// cycles, with --all-dfs-orders: stop after this many DFS traversals.
        #[arg(long, default_value_t = 100_000)]
        max_dfs_orders: u64,
        /// cycles: follow this DFS successor order (`b1: b3 b2; b4: b0 b5`, see docs/CYCLES.md).
        #[arg(long)]
        dfs_order: Option<String>,
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
    let format = match f {
        InFormat::Auto => None,
        InFormat::Compact => Some(Format::Compact),
        InFormat::Ir => Some(Format::LlvmIr),
        InFormat::Dot => Some(Format::Dot),
    };
    input::parse(&src, format).map_err(|e| format!("{file}:{}:{}: {}", e.line, e.col, e.message))
}

fn run(cli: Cli) -> Result<(), String> {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    match cli.command {
        Command::Print { passes, format, function, input_format, all_dfs_orders, max_dfs_orders, dfs_order, file } => {
            let _ = CYCLE_OPTIONS.set(CycleOptions { all_dfs_orders, max_dfs_orders, dfs_order });
            let program = load(&file, input_format)?;
            let functions: Vec<_> = match &function {
                Some(name) => vec![program.function(name).ok_or_else(|| format!("{file}: no function named `{name}`"))?],
                None => program.functions.iter().collect(),
            };
            let mut json = Vec::new();
            for f in functions {
                let mut obj = serde_json::Map::new();
                obj.insert("function".into(), f.name().into());
                for &p in &passes {
                    match format {
                        OutFormat::Text => out.write_all(pass_text(p, f).as_bytes()).map_err(|e| e.to_string())?,
                        OutFormat::Json => {
                            obj.insert(pass_key(p).into(), pass_json(p, f));
                        }
                    }
                }
                if let Some(e) = CYCLE_ERROR.with(|e| e.borrow_mut().take()) {
                    return Err(format!("{file}: {e}"));
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
        Pass::Cycles => "cycles",
    }
}

/// A pass's output for one function in `opt`'s text format.
fn pass_text(p: Pass, f: &input::Function) -> String {
    let cfg = f.cfg();
    match p {
        Pass::Domtree => print::domtree(cfg, &DominatorTree::compute(cfg)),
        Pass::Postdomtree => print::postdomtree(cfg, &PostDominatorTree::compute(cfg)),
        Pass::Cycles => cycles_text(f),
    }
}

/// A pass's output for one function as JSON.
fn pass_json(p: Pass, f: &input::Function) -> serde_json::Value {
    let cfg = f.cfg();
    let v = match p {
        Pass::Domtree => serde_json::to_value(print::domtree_json(cfg, &DominatorTree::compute(cfg))),
        Pass::Postdomtree => serde_json::to_value(print::postdomtree_json(cfg, &PostDominatorTree::compute(cfg))),
        Pass::Cycles => return cycles_json(f),
    };
    v.unwrap_or_default()
}

/// Options of the `cycles` pass (set once from the command line; kept out of the shared pass
/// signatures).
struct CycleOptions {
    all_dfs_orders: bool,
    max_dfs_orders: u64,
    dfs_order: Option<String>,
}

static CYCLE_OPTIONS: std::sync::OnceLock<CycleOptions> = std::sync::OnceLock::new();

thread_local! {
    /// An error of the `cycles` pass (a bad `--dfs-order`), reported after the function.
    static CYCLE_ERROR: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// The cycle hierarchy for the chosen DFS order, or every distinct hierarchy.
enum CycleResult {
    One(Box<cycles::CycleInfo>),
    All(Box<cycles::hierarchies::AllHierarchies>),
}

fn cycle_result(f: &input::Function) -> Option<CycleResult> {
    let cfg = f.cfg();
    let opts = CYCLE_OPTIONS.get_or_init(|| CycleOptions { all_dfs_orders: false, max_dfs_orders: 100_000, dfs_order: None });
    if opts.all_dfs_orders {
        let limits = cycles::hierarchies::EnumOptions { max_traversals: opts.max_dfs_orders.max(1), ..Default::default() };
        let all = cycles::hierarchies::all_hierarchies(cfg, &limits, &mut |_| true);
        if !all.complete {
            eprintln!("reconverge: function {}: {}", cfg.name(), all.summary());
        }
        return Some(CycleResult::All(Box::new(all)));
    }
    let order = match &opts.dfs_order {
        None => Vec::new(),
        Some(text) => match cycles::parse_order(cfg, text) {
            Ok(o) => o,
            Err(e) => {
                CYCLE_ERROR.with(|x| *x.borrow_mut() = Some(format!("function {}: --dfs-order: {e}", cfg.name())));
                return None;
            }
        },
    };
    cycles::CycleInfo::compute_with_order(cfg, &order).ok().map(|ci| CycleResult::One(Box::new(ci)))
}

fn cycles_text(f: &input::Function) -> String {
    match cycle_result(f) {
        Some(CycleResult::One(ci)) => cycles::print::cycles(f.cfg(), &ci),
        Some(CycleResult::All(all)) => cycles::print::all_hierarchies(f.cfg(), &all),
        None => String::new(),
    }
}

fn cycles_json(f: &input::Function) -> serde_json::Value {
    let v = match cycle_result(f) {
        Some(CycleResult::One(ci)) => serde_json::to_value(cycles::print::cycles_json(f.cfg(), &ci)),
        Some(CycleResult::All(all)) => serde_json::to_value(cycles::print::all_hierarchies_json(f.cfg(), &all)),
        None => Ok(serde_json::Value::Null),
    };
    v.unwrap_or_default()
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
