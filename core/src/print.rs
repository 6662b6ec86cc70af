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

/// Writes the nodes of `tree` from `root` in LLVM's `PrintDomTree` format into `out`, or, with
/// a `sink`, through `out` in pieces of about 64 KiB to `sink` (`out` is then left empty).
///
/// The text is `O(n · depth)` bytes: each line is indented by its depth, as LLVM prints it (a
/// 50,000-block kernel whose dominator tree is 5,000 deep prints 265 MB per tree, issue 34
/// item 5). So each indentation is one copy from a run of spaces, not a push per space; into a
/// `String` the exact size is reserved first (one allocation instead of a doubling series of
/// copies), and the CLI streams large trees to its output instead of holding them
/// ([`write_domtree`]). Errors: the sink's.
fn print_tree(
    out: &mut String,
    tree: &Tree,
    root: u32,
    name: &dyn Fn(&mut String, u32),
    mut sink: Option<&mut (dyn std::io::Write + '_)>,
) -> std::io::Result<()> {
    // `[{lev}] {name} {INVALID,INVALID} [{level}]`, written piecewise (no per-node `format!`).
    let mut num = itoa::Buffer::new();
    let mut stack: Vec<(u32, u32)> = vec![(root, 1)];
    // Sizes: indentation, names, and at most 51 bytes of brackets, numbers and separators.
    let (mut bytes, mut deepest, mut scratch) = (0usize, 0u32, String::new());
    while let Some((v, lev)) = stack.pop() {
        if sink.is_none() {
            scratch.clear();
            name(&mut scratch, v);
            bytes += 2 * lev as usize + scratch.len() + 51;
        }
        deepest = deepest.max(lev);
        stack.extend(tree.children_of(v).iter().rev().map(|&c| (c, lev + 1)));
    }
    out.reserve(bytes);
    let spaces = " ".repeat(2 * deepest as usize);
    stack.push((root, 1));
    while let Some((v, lev)) = stack.pop() {
        out.push_str(&spaces[..2 * lev as usize]);
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
        if let Some(w) = sink.as_mut() {
            if out.len() >= 1 << 16 {
                w.write_all(out.as_bytes())?;
                out.clear();
            }
        }
    }
    if let Some(w) = sink {
        w.write_all(out.as_bytes())?;
        out.clear();
    }
    Ok(())
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
    let _ = domtree_to(&mut out, cfg, dt, None);
    out
}

/// [`domtree`]'s text written to `w` as it is made, in pieces of about 64 KiB: the same bytes
/// without holding them (the text is `O(n · depth)`, see `print_tree`). Errors: `w`'s.
pub fn write_domtree(w: &mut dyn std::io::Write, cfg: &Cfg, dt: &DominatorTree) -> std::io::Result<()> {
    let mut out = String::with_capacity(1 << 17);
    domtree_to(&mut out, cfg, dt, Some(w))
}

fn domtree_to(out: &mut String, cfg: &Cfg, dt: &DominatorTree, mut sink: Option<&mut (dyn std::io::Write + '_)>) -> std::io::Result<()> {
    let _ = writeln!(out, "DominatorTree for function: {}", cfg.name());
    let _ = writeln!(out, "{SEPARATOR}\nInorder Dominator Tree: DFSNumbers invalid: 0 slow queries.");
    print_tree(out, dt.tree(), dt.root().0, &block_name(cfg), sink.as_deref_mut())?;
    let _ = writeln!(out, "Roots: %{} ", cfg.name_of(dt.root()));
    match sink {
        Some(w) => w.write_all(out.as_bytes()),
        None => Ok(()),
    }
}

/// `opt -passes='print<postdomtree>'` output for `cfg`.
pub fn postdomtree(cfg: &Cfg, pdt: &PostDominatorTree) -> String {
    let mut out = String::with_capacity(64 + cfg.num_blocks() * 48);
    let _ = postdomtree_to(&mut out, cfg, pdt, None);
    out
}

/// [`postdomtree`]'s text written to `w` as it is made (as [`write_domtree`]). Errors: `w`'s.
pub fn write_postdomtree(w: &mut dyn std::io::Write, cfg: &Cfg, pdt: &PostDominatorTree) -> std::io::Result<()> {
    let mut out = String::with_capacity(1 << 17);
    postdomtree_to(&mut out, cfg, pdt, Some(w))
}

fn postdomtree_to(out: &mut String, cfg: &Cfg, pdt: &PostDominatorTree, mut sink: Option<&mut (dyn std::io::Write + '_)>) -> std::io::Result<()> {
    let _ = writeln!(out, "PostDominatorTree for function: {}", cfg.name());
    let _ = writeln!(out, "{SEPARATOR}\nInorder PostDominator Tree: DFSNumbers invalid: 0 slow queries.");
    let n = cfg.num_blocks() as u32;
    let name = block_name(cfg);
    print_tree(out, pdt.tree(), n, &|out: &mut String, v| if v == n { out.push_str(" <<exit node>>") } else { name(out, v) }, sink.as_deref_mut())?;
    out.push_str("Roots: ");
    for r in pdt.roots() {
        let _ = write!(out, "%{} ", cfg.name_of(*r));
    }
    out.push('\n');
    match sink {
        Some(w) => w.write_all(out.as_bytes()),
        None => Ok(()),
    }
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

    /// The streamed text ([`write_domtree`], [`write_postdomtree`], in 64 KiB pieces) is the
    /// `String` one, byte for byte: random CFGs of both shapes, and a 3,000-deep chain of
    /// diamonds whose text (O(n · depth), 19 MB per tree) is many pieces.
    #[test]
    fn streamed_trees_are_the_strings() {
        use crate::generate::{random_cfg, GenOptions, Rng, Shape};
        let mut cfgs = Vec::new();
        for seed in 0..40 {
            let shape = if seed % 2 == 0 { Shape::Reducible } else { Shape::Random };
            cfgs.push(random_cfg(&mut Rng::new(seed), &GenOptions::new(1 + (seed as usize * 37) % 3000, shape)));
        }
        let mut chain = String::from("b0 -> t0, e0\n");
        for i in 0..3000 {
            chain += &format!("t{i} -> b{}\ne{i} -> b{}\nb{} -> t{}, e{}\n", i + 1, i + 1, i + 1, i + 1, i + 1);
        }
        cfgs.push(crate::input::compact::parse(&chain).unwrap());
        for cfg in &cfgs {
            let (dt, pdt) = (DominatorTree::compute(cfg), PostDominatorTree::compute(cfg));
            let mut w = Vec::new();
            write_domtree(&mut w, cfg, &dt).unwrap();
            assert_eq!(w, domtree(cfg, &dt).into_bytes());
            let mut w = Vec::new();
            write_postdomtree(&mut w, cfg, &pdt).unwrap();
            assert_eq!(w, postdomtree(cfg, &pdt).into_bytes());
        }
        // A sink that fails: the error comes back.
        let cfg = cfgs.last().unwrap();
        let mut full = [0u8; 100];
        assert!(write_domtree(&mut &mut full[..], cfg, &DominatorTree::compute(cfg)).is_err());
    }
}
