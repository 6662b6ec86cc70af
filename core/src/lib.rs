//! Reconverge core: the CFG model, parsers (compact text, LLVM IR, Graphviz DOT), dominance,
//! cycles, uniformity and the warp simulator, as pure Rust (no web-sys). The web explorer and
//! the `reconverge` CLI are thin layers over this crate.
//!
//! Data flows one way: text → the front door [`input::parse_with_directives`] → a
//! [`session::Session`] (the program parsed once, every analysis computed lazily and cached) →
//! analyses (`X::compute(&cfg)`) → execution → printers ([`mod@print`]), layouts and the
//! façades ([`api`], the CLI, the web worker).
//!
//! # Examples
//!
//! Parse any input (the format is detected) and run the analyses on a function's CFG:
//!
//! ```
//! use reconverge_core::{input, cycles::CycleInfo, DominatorTree, PostDominatorTree, Block};
//! // Compact text: `block -> successors`; `~>` marks a divergent branch.
//! let program = input::parse("entry ~> a, b\na -> exit\nb -> exit\nexit", None).unwrap();
//! let cfg = program.functions[0].cfg();
//! let (entry, a, exit) = (cfg.find("entry").unwrap(), cfg.find("a").unwrap(), cfg.find("exit").unwrap());
//! let dt = DominatorTree::compute(cfg);
//! assert_eq!(dt.idom(exit), Some(entry));
//! let pdt = PostDominatorTree::compute(cfg);
//! assert_eq!(pdt.ipdom(a), Some(exit));
//! assert_eq!(CycleInfo::compute(cfg).num_cycles(), 0);
//! // opt's printer format, byte for byte.
//! assert!(reconverge_core::print::domtree(cfg, &dt).contains("[2] %exit"));
//! # let _ = Block(0);
//! ```
//!
//! Cycles of an irreducible CFG, dominance frontiers and control dependence:
//!
//! ```
//! use reconverge_core::{input::compact, cycles::CycleInfo, frontiers::DominanceFrontier};
//! use reconverge_core::{control_dependence::ControlDependence, DominatorTree, PostDominatorTree};
//! let cfg = compact::parse("e -> a, b\na -> b\nb -> a, x\nx").unwrap();
//! let ci = CycleInfo::compute(&cfg);
//! let c = ci.top_level().next().unwrap();
//! assert_eq!(cfg.name_of(ci.header(c)), "b"); // LLVM's cycle DFS enters `b` first
//! assert!(!ci.is_reducible(c));
//! let dt = DominatorTree::compute(&cfg);
//! let df = DominanceFrontier::compute(&cfg, &dt);
//! assert_eq!(df.of(cfg.find("a").unwrap()), &[cfg.find("b").unwrap()]);
//! let cd = ControlDependence::compute(&cfg, &PostDominatorTree::compute(&cfg));
//! # let _ = cd;
//! ```
//!
//! LLVM's uniformity analysis on an AMDGPU kernel:
//!
//! ```
//! use reconverge_core::{input, uniformity};
//! let src = "define amdgpu_kernel void @k() {
//! entry:
//!   %t = call i32 @llvm.amdgcn.workitem.id.x()
//!   %c = icmp eq i32 %t, 0
//!   br i1 %c, label %a, label %b
//! a:
//!   br label %b
//! b:
//!   ret void
//! }
//! declare i32 @llvm.amdgcn.workitem.id.x()
//! ";
//! let program = input::parse(src, None).unwrap();
//! let f = &program.functions[0];
//! let u = uniformity::analyze(f, src, &uniformity::Options::default()).unwrap();
//! assert!(u.is_divergent_branch(f.cfg().entry()));
//! ```
//!
//! A warp of two threads under the immediate-post-dominator SIMT stack, against LLVM's maximal
//! converged-with relation (docs/WARP.md):
//!
//! ```
//! use reconverge_core::{input::compact, cycles::CycleInfo, scenario::Scenario};
//! use reconverge_core::convergence::{MaximalConvergence, ReportOptions};
//! use reconverge_core::engine::{self, EngineOptions, PolicyKind};
//! let cfg = compact::parse("entry ~> a, b\na -> exit\nb -> exit\nexit").unwrap();
//! let paths = Scenario::from_path_texts(&cfg, &["entry a exit", "entry b exit"]).unwrap().paths("", &cfg).unwrap();
//! let ci = CycleInfo::compute(&cfg);
//! let maximal = MaximalConvergence::compute(&cfg, &ci, &paths).table().map(|t| t.column_of()).ok();
//! let run = engine::run_policy(&cfg, &paths, PolicyKind::Ipdom, &EngineOptions::default(), maximal.as_deref(), &ReportOptions::default(), 100);
//! assert!(run.metrics.finished);
//! assert_eq!(run.diff.unwrap().only_maximal, 0); // ipdom reconverges at `exit` as LLVM does
//! ```
//!
//! Graphviz DOT and LLVM IR modules parse to the same [`Cfg`]:
//!
//! ```
//! let dot = reconverge_core::input::dot::parse("digraph g { a -> b; a -> c; b -> c }").unwrap();
//! assert_eq!(dot.num_edges(), 3);
//! let m = reconverge_core::ir::parse_module("define void @f(i1 %c) {\nentry:\n  br i1 %c, label %x, label %y\nx:\n  ret void\ny:\n  ret void\n}\n").unwrap();
//! assert_eq!(m.functions[0].cfg.num_blocks(), 3);
//! ```
//!
//! Errors name the line and column (`expected …, found …`):
//!
//! ```
//! let e = reconverge_core::input::parse("a -> b\nb -> ,", None).unwrap_err();
//! assert_eq!((e.line, e.col), (2, 6));
//! ```
//!
//! [`api`] runs whole CLI commands on text and returns their JSON (what the npm package
//! `reconverge` exposes); the `petgraph` feature makes `&Cfg` a petgraph graph
//! (`petgraph_interop`). docs/LIBRARIES.md describes both.

// Layers, bottom up (docs/EXPLORER-CORE.md has the picture). Nothing imports upward.
//
// Foundations: positions and errors, resource limits (plain data), the CFG model.
pub mod cfg;
pub mod error;
pub mod limits;
pub mod span;

// Input: the front door (format detection, compact text, DOT, directives, DFS-order text) and
// the LLVM IR model and parser.
pub mod input;
pub mod ir;
// The one shared LLVM 22 intrinsic table (printer, convergence, AMDGPU intrinsic IDs).
mod intrinsic_table;

// Analyses: one module per analysis, named with the field's term.
pub mod constructs;
pub mod control_dependence;
pub mod convergence_control;
pub mod cycles;
pub mod dfs;
pub mod dominator_algorithms;
pub mod dominators;
pub mod frontiers;
pub mod if_conversion;
pub mod loops;
pub mod post_dominators;
pub mod reference;
pub mod sort;
pub mod uniformity;

// Execution: thread scenarios, the kernel interpreter, the warp engine and its policies, the
// maximal converged-with relation, recorded hardware traces held against them.
pub mod convergence;
pub mod engine;
pub mod hardware;
pub mod interpreter;
pub mod scenario;
pub mod vulkan;

// The pipeline: one Session per text, every analysis cached.
pub mod session;

// Output: opt-compatible printers, layout (model coordinates), lit export, generators.
pub mod generate;
pub mod layout;
pub mod lessons;
pub mod lit_export;
#[cfg(feature = "petgraph")]
pub mod petgraph_interop;
pub mod print;

// Façade: whole CLI commands on text (the npm package and the CLI are thin over it).
pub mod api;

pub use cfg::{Block, BranchMark, Cfg, CfgBuilder};
pub use dominators::DominatorTree;
pub use post_dominators::PostDominatorTree;
pub use span::{LineCol, ParseError, Span};
