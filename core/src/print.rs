//! Printers: exactly the text `opt -passes='print<…>'` writes, and the same data as JSON.
//!
//! Text formats follow LLVM 22 (`llvm/include/llvm/Support/GenericDomTree.h`, `print` and
//! `PrintDomTree`; `llvm/lib/IR/Dominators.cpp` and `PostDominators.cpp` printer passes):
//!
//! ```text
//! DominatorTree for function: k
//! =============================--------------------------------
//! Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
//!   [1] %entry {4294967295,4294967295} [0]
//!     [2] %a {4294967295,4294967295} [1]
//! Roots: %entry
//! ```
//! (the `Roots:` line ends with a space after each root, as LLVM prints it). A node line is
//! `2·L` spaces, `[L]`, the block operand, `{in,out}` DFS numbers and `[level]`; LLVM has not
//! computed DFS numbers when its printer runs, so they print as `4294967295` (`~0u`). The
//! post-dominator tree's root is the virtual exit, printed ` <<exit node>>`. Children come in
//! the order LLVM attaches them (DFS preorder of the construction).
//!
//! All printers are `O(n)` and iterative (no recursion on deep trees).

use crate::cfg::{Block, Cfg};
use crate::dominators::{DominatorTree, Tree};
use crate::cfg::NONE;
use crate::post_dominators::PostDominatorTree;
use serde::Serialize;
use std::fmt::Write as _;

const SEPARATOR: &str = "=============================--------------------------------";
const INVALID: u32 = u32::MAX;

/// Writes the nodes of `tree` from `root` in LLVM's `PrintDomTree` format.
fn print_tree(out: &mut String, tree: &Tree, root: u32, name: &dyn Fn(&mut String, u32)) {
    // `[{lev}] {name} {INVALID,INVALID} [{level}]`, written piecewise (no per-node `format!`).
    let mut num = itoa::Buffer::new();
    let mut stack: Vec<(u32, u32)> = vec![(root, 1)];
    while let Some((v, lev)) = stack.pop() {
        for _ in 0..2 * lev {
            out.push(' ');
        }
        out.push('[');
        out.push_str(num.format(lev));
        out.push_str("] ");
        name(out, v);
        out.push_str(" {");
        out.push_str(num.format(INVALID));
        out.push(',');
        out.push_str(num.format(INVALID));
        out.push_str("} [");
        out.push_str(num.format(tree.level[v as usize]));
        out.push_str("]\n");
        stack.extend(tree.children_of(v).iter().rev().map(|&c| (c, lev + 1)));
    }
}

/// Writes `%name` of block `v`.
fn block_name(cfg: &Cfg) -> impl Fn(&mut String, u32) + '_ {
    move |out, v| {
        out.push('%');
        out.push_str(cfg.name_of(Block(v)));
    }
}

/// `opt -passes='print<domtree>'` output for `cfg` (function name from `cfg.name()`).
pub fn domtree(cfg: &Cfg, dt: &DominatorTree) -> String {
    let mut out = String::with_capacity(64 + cfg.num_blocks() * 48);
    let _ = writeln!(out, "DominatorTree for function: {}", cfg.name());
    let _ = writeln!(out, "{SEPARATOR}\nInorder Dominator Tree: DFSNumbers invalid: 0 slow queries.");
    print_tree(&mut out, dt.tree(), dt.root().0, &block_name(cfg));
    let _ = writeln!(out, "Roots: %{} ", cfg.name_of(dt.root()));
    out
}

/// `opt -passes='print<postdomtree>'` output for `cfg`.
pub fn postdomtree(cfg: &Cfg, pdt: &PostDominatorTree) -> String {
    let mut out = String::with_capacity(64 + cfg.num_blocks() * 48);
    let _ = writeln!(out, "PostDominatorTree for function: {}", cfg.name());
    let _ = writeln!(out, "{SEPARATOR}\nInorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.");
    let n = cfg.num_blocks() as u32;
    let name = block_name(cfg);
    print_tree(&mut out, pdt.tree(), n, &|out: &mut String, v| if v == n { out.push_str(" <<exit node>>") } else { name(out, v) });
    out.push_str("Roots: ");
    for r in pdt.roots() {
        let _ = write!(out, "%{} ", cfg.name_of(*r));
    }
    out.push('\n');
    out
}

/// One tree node in JSON output.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonNode {
    /// Block name (as `opt` prints it, without `%`).
    pub block: String,
    /// Parent in the tree (idom / ipdom); `null` for the root and for children of the
    /// post-dominator tree's virtual exit.
    pub parent: Option<String>,
    /// Depth (dominator tree: entry 0; post-dominator tree: virtual exit 0).
    pub level: u32,
    /// DFS in/out numbers of the tree (LLVM's `updateDFSNumbers`).
    pub dfs: [u32; 2],
}

/// A dominator tree as JSON data: nodes in tree preorder.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonDomTree {
    /// The entry block.
    pub root: String,
    /// Reachable blocks in tree preorder.
    pub nodes: Vec<JsonNode>,
    /// Blocks unreachable from the entry (not in the tree).
    pub unreachable: Vec<String>,
}

/// A post-dominator tree as JSON data.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonPostDomTree {
    /// LLVM's roots, in `Roots:` order.
    pub roots: Vec<String>,
    /// DFS in/out numbers of the virtual exit.
    pub exit_dfs: [u32; 2],
    /// All blocks in tree preorder.
    pub nodes: Vec<JsonNode>,
}

fn preorder(tree: &Tree, root: u32) -> Vec<u32> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(v) = stack.pop() {
        out.push(v);
        stack.extend(tree.children_of(v).iter().rev());
    }
    out
}

/// The dominator tree of `cfg` as JSON data.
pub fn domtree_json(cfg: &Cfg, dt: &DominatorTree) -> JsonDomTree {
    let t = dt.tree();
    let nodes = preorder(t, dt.root().0)
        .into_iter()
        .map(|v| JsonNode {
            block: cfg.name_of(Block(v)).to_string(),
            parent: (t.parent[v as usize] != NONE).then(|| cfg.name_of(Block(t.parent[v as usize])).to_string()),
            level: t.level[v as usize],
            dfs: [t.dfs_in[v as usize], t.dfs_out[v as usize]],
        })
        .collect();
    let unreachable = cfg.blocks().filter(|&b| !dt.is_reachable(b)).map(|b| cfg.name_of(b).to_string()).collect();
    JsonDomTree { root: cfg.name_of(dt.root()).to_string(), nodes, unreachable }
}

/// The post-dominator tree of `cfg` as JSON data.
pub fn postdomtree_json(cfg: &Cfg, pdt: &PostDominatorTree) -> JsonPostDomTree {
    let t = pdt.tree();
    let n = cfg.num_blocks() as u32;
    let nodes = preorder(t, n)
        .into_iter()
        .skip(1)
        .map(|v| JsonNode {
            block: cfg.name_of(Block(v)).to_string(),
            parent: pdt.ipdom(Block(v)).map(|p| cfg.name_of(p).to_string()),
            level: t.level[v as usize],
            dfs: [t.dfs_in[v as usize], t.dfs_out[v as usize]],
        })
        .collect();
    let (i, o) = pdt.exit_dfs_numbers();
    JsonPostDomTree { roots: pdt.roots().iter().map(|&r| cfg.name_of(r).to_string()).collect(), exit_dfs: [i, o], nodes }
}

pub use crate::limits::thousands;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_opt_layout() {
        let cfg = crate::input::compact::parse("entry -> a, b\na -> exit\nb -> exit, spin\nspin -> spin").unwrap();
        let dt = DominatorTree::compute(&cfg);
        let pdt = PostDominatorTree::compute(&cfg);
        insta::assert_snapshot!(domtree(&cfg, &dt), @r"
        DominatorTree for function: cfg
        =============================--------------------------------
        Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
          [1] %entry {4294967295,4294967295} [0]
            [2] %a {4294967295,4294967295} [1]
            [2] %exit {4294967295,4294967295} [1]
            [2] %b {4294967295,4294967295} [1]
              [3] %spin {4294967295,4294967295} [2]
        Roots: %entry
        ");
        insta::assert_snapshot!(postdomtree(&cfg, &pdt), @r"
        PostDominatorTree for function: cfg
        =============================--------------------------------
        Inorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.
          [1]  <<exit node>> {4294967295,4294967295} [0]
            [2] %exit {4294967295,4294967295} [1]
              [3] %a {4294967295,4294967295} [2]
            [2] %entry {4294967295,4294967295} [1]
            [2] %b {4294967295,4294967295} [1]
            [2] %spin {4294967295,4294967295} [1]
        Roots: %exit %spin
        ");
        // Snapshots trim line ends; LLVM writes a space after each root.
        assert!(postdomtree(&cfg, &pdt).ends_with("Roots: %exit %spin \n"));
        assert!(domtree(&cfg, &dt).ends_with("Roots: %entry \n"));
        let j = postdomtree_json(&cfg, &pdt);
        assert_eq!(j.roots, ["exit", "spin"]);
        assert_eq!(j.nodes.iter().find(|n| n.block == "a").unwrap().parent.as_deref(), Some("exit"));
    }
}
