//! Reconverge core: the CFG model, parsers (compact text, LLVM IR, Graphviz DOT), dominance,
//! cycles, uniformity and the warp simulator, as pure Rust (no web-sys). The web explorer and
//! the `reconverge` CLI are thin layers over this crate.
//!
//! Data flows one way: text → [`input::parse`] → [`cfg::Cfg`] (plus the IR when the input is
//! LLVM IR) → analyses (`X::compute(&cfg)`) → printers ([`print`]) and views.

pub mod cfg;
pub mod compact;
pub mod control_dependence;
pub mod convergence;
pub mod cycles;
pub mod dfs;
pub mod dominator_algorithms;
pub mod dominators;
pub mod dot;
pub mod engine;
pub mod frontiers;
pub mod generate;
pub mod if_conversion;
pub mod input;
pub mod interpreter;
pub mod ir;
pub mod layout;
pub mod limits;
pub mod loops;
pub mod post_dominators;
pub mod print;
pub mod reference;
pub mod scenario;
pub mod span;
pub mod uniformity;

pub use cfg::{Block, BranchMark, Cfg, CfgBuilder};
pub use dominators::DominatorTree;
pub use post_dominators::PostDominatorTree;
pub use span::{LineCol, ParseError, Span};
