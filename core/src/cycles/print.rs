//! Cycle hierarchy printers: exactly what `opt -passes='print<cycles>'` writes, and the same
//! data as JSON.
//!
//! LLVM 22 (`llvm/lib/Analysis/CycleAnalysis.cpp`, `CycleInfoPrinterPass::run`;
//! `GenericCycleInfo::print` in `llvm/include/llvm/ADT/GenericCycleImpl.h`;
//! `GenericCycle::print` / `printEntries` in `GenericCycleInfo.h`; `SSAContext::print` for
//! blocks in `llvm/lib/IR/SSAContext.cpp`):
//!
//! ```text
//! CycleInfo for function: f g
//!     depth=1: entries(h) j i k
//!         depth=2: entries(i)
//! ```
//! One line per cycle in forest preorder, indented by four spaces per depth level: the entries
//! (header first) separated by spaces, then every other block of the cycle, nested cycles'
//! blocks included, in the order LLVM inserted them. Blocks print by their **raw** name, not as
//! operands: `a b` for `%"a b"`, `q"z` for `%"q\22z"`, the slot number (`0`) for an unnamed
//! block. Names that are not valid UTF-8 after unescaping print with U+FFFD replacements.
//!
//! All printers are iterative and `O(n + Σ_C |C|)` (the size of the output).

use super::{Cycle, CycleInfo};
use crate::input::dfs_order::format as format_order;
use crate::cfg::{Block, Cfg};
use serde::Serialize;
use std::borrow::Cow;
use std::fmt::Write as _;

/// The raw name of a block as `SSAContext::print` writes it: the operand name without quotes
/// and with `\XX` / `\\` escapes decoded. `O(len)`.
pub fn raw_name(cfg: &Cfg, b: Block) -> Cow<'_, str> {
    let name = cfg.name_of(b);
    match name.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
        Some(inner) if name.len() >= 2 => match crate::ir::names::unescape(inner.as_bytes()) {
            Cow::Borrowed(_) => Cow::Borrowed(inner),
            Cow::Owned(v) => Cow::Owned(String::from_utf8_lossy(&v).into_owned()),
        },
        _ => Cow::Borrowed(name),
    }
}

/// `opt -passes='print<cycles>'` output for `cfg` (function name from `cfg.name()`).
pub fn cycles(cfg: &Cfg, ci: &CycleInfo) -> String {
    let mut out = String::with_capacity(64 + ci.num_cycles() * 32);
    let _ = writeln!(out, "CycleInfo for function: {}", cfg.name());
    write_cycles(&mut out, cfg, ci);
    out
}

/// Appends the cycle lines (without the `CycleInfo for function:` line). Each block's raw name
/// is unescaped once. `O(n + Σ_C |C|)`.
pub fn write_cycles(out: &mut String, cfg: &Cfg, ci: &CycleInfo) {
    let mut names: Vec<Option<Cow<'_, str>>> = vec![None; cfg.num_blocks()];
    let mut blocks: Vec<Block> = Vec::new();
    for c in ci.cycles() {
        for _ in 0..ci.depth(c) {
            out.push_str("    ");
        }
        push_cycle(out, ci, c, &mut blocks, |out, b| {
            out.push_str(names[b.index()].get_or_insert_with(|| raw_name(cfg, b)))
        });
        out.push('\n');
    }
}

/// One cycle as `GenericCycle::print` writes it, without indent or newline:
/// `depth=D: entries(E…) B…` — the entries (header first), then every other block of the cycle
/// in LLVM's order, by raw name ([`raw_name`]). Empty for a cycle index out of range. Used for
/// the cycle lines of `print<uniformity>` (`CYCLES ASSUMED DIVERGENT`, `Outside cycle :`), the
/// convergence-control verifier's messages and the lit exporter. `O(|C| + names)`.
pub fn cycle_line(cfg: &Cfg, ci: &CycleInfo, c: Cycle) -> String {
    let mut s = String::new();
    if c.index() >= ci.num_cycles() {
        return s;
    }
    push_cycle(&mut s, ci, c, &mut Vec::new(), |out, b| out.push_str(&raw_name(cfg, b)));
    s
}

/// Appends `depth=D: entries(E…) B…` for cycle `c`, each block's name written by `name`;
/// `blocks` is scratch space.
fn push_cycle(out: &mut String, ci: &CycleInfo, c: Cycle, blocks: &mut Vec<Block>, mut name: impl FnMut(&mut String, Block)) {
    let _ = write!(out, "depth={}: entries(", ci.depth(c));
    blocks.clear();
    blocks.extend(ci.blocks(c));
    let mut first = true;
    for &e in blocks.iter().filter(|&&b| ci.is_entry(c, b)) {
        if !first {
            out.push(' ');
        }
        first = false;
        name(out, e);
    }
    out.push(')');
    for &b in blocks.iter().filter(|&&b| !ci.is_entry(c, b)) {
        out.push(' ');
        name(out, b);
    }
}

/// One cycle in JSON output. Block names are as `opt` prints operands, without `%` (as in the
/// other JSON outputs); cycles are referred to by their index in `cycles`.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonCycle {
    /// Index in print order.
    pub id: u32,
    /// The header (first entry).
    pub header: String,
    /// Entries, header first, in LLVM's order.
    pub entries: Vec<String>,
    /// All blocks including nested cycles' blocks, in LLVM's order (header first).
    pub blocks: Vec<String>,
    /// Child cycle ids in LLVM's order.
    pub children: Vec<u32>,
    /// Parent cycle id, `null` for a top-level cycle.
    pub parent: Option<u32>,
    /// 1 for top-level cycles.
    pub depth: u32,
    /// Exactly one entry.
    pub reducible: bool,
}

/// Per block: its innermost cycle.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonBlockCycle {
    /// Block name.
    pub block: String,
    /// Innermost cycle id, `null` if the block is in no cycle.
    pub cycle: Option<u32>,
    /// Depth of the innermost cycle, 0 if none.
    pub depth: u32,
    /// DFS preorder number, `null` if unreachable.
    pub preorder: Option<u32>,
}

/// A cycle hierarchy as JSON data.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct JsonCycles {
    /// Cycles in print order (forest preorder).
    pub cycles: Vec<JsonCycle>,
    /// Every block in layout order with its innermost cycle.
    pub blocks: Vec<JsonBlockCycle>,
}

/// The cycle hierarchy of `cfg` as JSON data. `O(n + Σ_C |C|)`.
pub fn cycles_json(cfg: &Cfg, ci: &CycleInfo) -> JsonCycles {
    let name = |b: Block| cfg.name_of(b).to_string();
    let cycles = ci
        .cycles()
        .map(|c| JsonCycle {
            id: c.0,
            header: name(ci.header(c)),
            entries: ci.entries(c).map(name).collect(),
            blocks: ci.blocks(c).map(name).collect(),
            children: ci.children(c).map(|x| x.0).collect(),
            parent: ci.parent(c).map(|p| p.0),
            depth: ci.depth(c),
            reducible: ci.is_reducible(c),
        })
        .collect();
    let blocks = cfg
        .blocks()
        .map(|b| JsonBlockCycle { block: name(b), cycle: ci.cycle_of(b).map(|c: Cycle| c.0), depth: ci.cycle_depth(b), preorder: ci.preorder_number(b) })
        .collect();
    JsonCycles { cycles, blocks }
}

/// Text for every distinct hierarchy of an enumeration: one `CycleInfo for function:` section
/// per hierarchy, each preceded by `; hierarchy K of N, from DFS successor order: ORDER`, then
/// a `; …` summary line when the enumeration stopped at its cap.
pub fn all_hierarchies(cfg: &Cfg, all: &super::hierarchies::AllHierarchies) -> String {
    let mut out = String::new();
    let n = all.hierarchies.len();
    for (k, h) in all.hierarchies.iter().enumerate() {
        let _ = writeln!(out, "; hierarchy {} of {}{}, from DFS successor order: {}", k + 1, n, if all.complete { "" } else { "+" }, format_order(cfg, &h.order));
        out.push_str(&cycles(cfg, &h.info));
    }
    if !all.complete {
        let _ = writeln!(out, "; {}", all.summary());
    }
    out
}

/// One distinct hierarchy in JSON output.
#[derive(Serialize, Debug, Clone)]
pub struct JsonHierarchy {
    /// The witness DFS successor order in the notation of `docs/CYCLES.md`.
    pub order: String,
    /// The witness as a permutation per block (`order[b][i]` = index of the `i`-th successor).
    pub permutation: Vec<Vec<u32>>,
    /// Fraction of all successor orders that give this hierarchy (a lower bound when the
    /// enumeration is incomplete).
    pub share: f64,
    /// The hierarchy.
    pub cycles: JsonCycles,
}

/// All distinct hierarchies as JSON data.
#[derive(Serialize, Debug, Clone)]
pub struct JsonAllHierarchies {
    /// Whether every DFS order was accounted for.
    pub complete: bool,
    /// DFS traversals tried.
    pub traversals: u64,
    /// Fraction of all successor orders covered by the traversals tried.
    pub explored_fraction: f64,
    /// Number of successor orders (product of the factorials of the out-degrees), as decimal
    /// text when it fits in 128 bits, else as `~1.2e345`.
    pub total_orders: String,
    /// Human-readable summary (`explored K of N orders`).
    pub summary: String,
    /// Distinct hierarchies, the CFG's own order first.
    pub hierarchies: Vec<JsonHierarchy>,
}

/// [`super::hierarchies::AllHierarchies`] as JSON data.
pub fn all_hierarchies_json(cfg: &Cfg, all: &super::hierarchies::AllHierarchies) -> JsonAllHierarchies {
    JsonAllHierarchies {
        complete: all.complete,
        traversals: all.traversals,
        explored_fraction: all.explored_fraction,
        total_orders: all.total_orders.to_string(),
        summary: all.summary(),
        hierarchies: all
            .hierarchies
            .iter()
            .map(|h| JsonHierarchy { order: format_order(cfg, &h.order), permutation: h.order.clone(), share: h.share, cycles: cycles_json(cfg, &h.info) })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input;

    #[test]
    fn raw_names_as_opt_prints_them() {
        // Checked against opt-22: `entries(x) y q"z` and `entries(0 a b)`.
        let src = r#"define void @k(i1 %c) {
entry:
  br i1 %c, label %"a b", label %1
"a b":
  br i1 %c, label %1, label %x
1:
  br i1 %c, label %"a b", label %x
x:
  br i1 %c, label %y, label %"q\22z"
y:
  br i1 %c, label %x, label %"q\22z"
"q\22z":
  br i1 %c, label %x, label %end
end:
  ret void
}
"#;
        let p = input::parse(src, None).unwrap();
        let cfg = p.functions[0].cfg();
        let ci = CycleInfo::compute(cfg);
        assert_eq!(cycles(cfg, &ci), "CycleInfo for function: k\n    depth=1: entries(x) y q\"z\n    depth=1: entries(0 a b)\n");
        let j = cycles_json(cfg, &ci);
        assert_eq!(j.cycles[1].entries, ["0", "\"a b\""]);
        assert!(!j.cycles[1].reducible);
        assert_eq!(j.blocks.iter().find(|b| b.block == "end").unwrap().cycle, None);
    }

    #[test]
    fn unreachable_predecessor_makes_no_entry_as_in_llvm_22() {
        // opt-22 prints `entries(h) b`; opt-19 printed `entries(h b)`.
        let src = "define void @u(i1 %c) {\nentry:\n  br label %h\nh:\n  br label %b\nb:\n  br i1 %c, label %h, label %x\nx:\n  ret void\ndead:\n  br label %b\n}\n";
        let p = input::parse(src, None).unwrap();
        let cfg = p.functions[0].cfg();
        assert_eq!(cycles(cfg, &CycleInfo::compute(cfg)), "CycleInfo for function: u\n    depth=1: entries(h) b\n");
    }
}
