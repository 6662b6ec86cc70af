//! View models of Vulkan's maximal reconvergence (issue 23), built in the worker from the
//! core's results — nothing here computes a relation or a geometry:
//! - [`ConstructsView`]: the structured constructs of the shown function
//!   ([`reconverge_core::session::Session::constructs`]) and their regions on the CFG drawing
//!   ([`reconverge_core::layout::regions`]), for the CFG view and the Constructs table;
//! - [`VulkanRuns`]: LLVM's maximal relation beside Vulkan's on the warp scenario
//!   ([`reconverge_core::vulkan::compare`]), the differing instances per table cell, and the
//!   subgroup ballots under both ([`reconverge_core::vulkan::ballot_report`]).

use crate::analysis::WarpInput;
use reconverge_core::constructs::{ConstructKind, Constructs};
use reconverge_core::layout::regions::{self, Region, RegionOptions};
use reconverge_core::layout::{Layout, LayoutOptions};
use reconverge_core::session::Session;
use reconverge_core::vulkan::{self, BallotResult, Comparison, VulkanConvergence};
use reconverge_core::Cfg;
use serde::{Deserialize, Serialize};

/// Width of one character of a region label (10 px sans-serif), model units.
pub const LABEL_CHAR_WIDTH: f32 = 6.0;

/// Differences listed in the Warp tab (the rest is counted).
pub const MAX_DIFFERENCES: usize = 1_000;

/// The structured constructs of the shown function and their drawing.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ConstructsView {
    /// The constructs (in [`Constructs::constructs`] order).
    pub constructs: Constructs,
    /// Per construct, its region on the CFG drawing (`None`: no reachable block).
    pub regions: Vec<Option<Region>>,
}

/// A construct's label on the drawing and in the table: `loop H`, `case T`, ….
pub fn label(cfg: &Cfg, kind: ConstructKind, header: reconverge_core::Block) -> String {
    format!("{} {}", kind.name(), cfg.name_of(header))
}

/// The layout options of a CFG drawing with constructs: the layer gap holds the regions'
/// label strips ([`RegionOptions::rank_sep_for`] of the deepest nesting).
pub fn layout_options(constructs: Option<&Constructs>) -> LayoutOptions {
    let d = LayoutOptions::default();
    match constructs.filter(|c| !c.is_empty()) {
        Some(c) => {
            let sets: Vec<Vec<u32>> = c.constructs.iter().map(|k| k.blocks.iter().map(|b| b.0).collect()).collect();
            let (_, _, height) = regions::nesting(&sets);
            let h = height.into_iter().max().unwrap_or(0);
            LayoutOptions { rank_sep: d.rank_sep.max(RegionOptions::default().rank_sep_for(h)), ..d }
        }
        None => d,
    }
}

/// The constructs of function `k` of `session` and their regions on `layout` (the CFG
/// drawing, shifted when a region needs room; `margin` as the layout's). `None` when the
/// function declares no construct; `Some(Err)` with the construct error (`line L:C: …`).
pub fn constructs_view(session: &Session, k: usize, layout: &mut Layout, margin: f32) -> Option<Result<ConstructsView, String>> {
    let c = match session.constructs(k) {
        Ok(c) if c.is_empty() => return None,
        Ok(c) => c.clone(),
        Err(e) => return Some(Err(e.to_string())),
    };
    let cfg = session.cfg(k);
    let sets: Vec<Vec<u32>> = c.constructs.iter().map(|k| k.blocks.iter().map(|b| b.0).collect()).collect();
    let widths: Vec<f32> = c.constructs.iter().map(|k| label(cfg, k.kind, k.header).chars().count() as f32 * LABEL_CHAR_WIDTH).collect();
    let regions = regions::place_regions(layout, &sets, &widths, &RegionOptions::default(), margin);
    Some(Ok(ConstructsView { constructs: c, regions }))
}

/// LLVM's maximal relation beside Vulkan's on one warp scenario.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VulkanRuns {
    /// Both relations' class counts and the differing pairs with their reasons (at most
    /// [`MAX_DIFFERENCES`]).
    pub comparison: Comparison,
    /// Per thread and position in its path: the first difference naming that instance
    /// (index into `comparison.differences`).
    pub cells: Vec<Vec<Option<u32>>>,
    /// The ballot blocks' names (`ballot:` directives, `OpGroupNonUniformBallot`).
    pub ballot_blocks: Vec<String>,
    /// The ballots under Vulkan's relation, per thread in path order.
    pub ballots_vulkan: Vec<BallotResult>,
    /// The same ballots under LLVM's maximal relation.
    pub ballots_llvm: Vec<BallotResult>,
}

/// [`VulkanRuns`] of the scenario `w` of function `k` (blocks of `session.cfg(k)`), with
/// LLVM's maximal table given by its column per instance (`llvm_columns`). `None` when the
/// function declares no construct or its constructs do not check.
pub fn vulkan_runs(session: &Session, k: usize, w: &WarpInput, llvm_columns: &[u32]) -> Option<VulkanRuns> {
    let c = session.constructs(k).ok().filter(|c| !c.is_empty())?;
    let cfg = session.cfg(k);
    let comparison = vulkan::compare(cfg, &w.cycles, c, &w.paths, MAX_DIFFERENCES);
    let mut cells: Vec<Vec<Option<u32>>> = w.paths.threads().map(|t| vec![None; w.paths.path(t).len()]).collect();
    for (d, diff) in comparison.differences.iter().enumerate() {
        for i in [diff.a, diff.b] {
            let t = w.paths.thread_of(i);
            let pos = i.index() - w.paths.first_instance(t).index();
            if let Some(cell) = cells.get_mut(t.index()).and_then(|r| r.get_mut(pos)) {
                cell.get_or_insert(d as u32);
            }
        }
    }
    let blocks = vulkan::ballot_blocks(session.src(), session.function(k), session.directives()).unwrap_or_default();
    let (ballots_vulkan, ballots_llvm) = if blocks.is_empty() {
        (Vec::new(), Vec::new())
    } else {
        let vk = VulkanConvergence::compute(cfg, &w.cycles, c, &w.paths);
        let vk_cols = vk.table().map(|t| t.column_of()).unwrap_or_default();
        (vulkan::ballot_report(cfg, &w.paths, &vk_cols, &blocks), vulkan::ballot_report(cfg, &w.paths, llvm_columns, &blocks))
    };
    Some(VulkanRuns {
        comparison,
        cells,
        ballot_blocks: blocks.iter().map(|&b| cfg.name_of(b).to_string()).collect(),
        ballots_vulkan,
        ballots_llvm,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::{analyse, warp_input};

    fn analysed(id: &str) -> crate::analysis::Analysed {
        analyse(crate::examples::find(id).unwrap_or_else(|| panic!("{id}")).source, None, &Vec::new()).expect("parses")
    }

    fn runs(a: &crate::analysis::Analysed) -> VulkanRuns {
        let w = warp_input(a, 0).expect("a scenario").expect("resolves");
        let m = reconverge_core::convergence::MaximalConvergence::compute(&a.source_cfg, &w.cycles, &w.paths);
        let cols = m.table().expect("a table").column_of();
        vulkan_runs(a.session.get().expect("worker side"), a.selected, &w, &cols).expect("constructs")
    }

    /// The minimal case: the loop construct of H holds E; E1 and E2 differ, with the
    /// reason, and the ballot in E sees one lane under Vulkan, both under LLVM.
    #[test]
    fn minimal_case_has_regions_a_difference_and_ballots() {
        let a = analysed("vulkan-minimal");
        let c = a.constructs.as_ref().expect("declared").as_ref().expect("checks");
        let kinds: Vec<&str> = c.constructs.constructs.iter().map(|k| k.kind.name()).collect();
        assert_eq!(kinds, ["loop", "continue"]);
        let (outer, inner) = (c.regions[0].as_ref().unwrap(), c.regions[1].as_ref().unwrap());
        assert_eq!((outer.depth, inner.depth), (0, 1));
        // The regions lie in the drawing (shifted into it when they needed room).
        for b in c.regions.iter().flatten().flat_map(|r| &r.bands) {
            assert!(b.x0 >= 0.0 && b.y0 >= 0.0 && b.x1 <= a.cfg_layout.width && b.y1 <= a.cfg_layout.height, "{b:?}");
        }
        let r = runs(&a);
        assert_eq!(r.comparison.differences.len(), 1);
        assert!(r.comparison.differences[0].text.contains("E is inside the loop construct of H (merge M) but outside its cycle"));
        // E is T0's 4th block and T1's 7th.
        assert_eq!(r.cells[0][3], Some(0));
        assert_eq!(r.cells[1][6], Some(0));
        assert_eq!(r.cells.iter().flatten().filter(|c| c.is_some()).count(), 2);
        assert_eq!(r.ballot_blocks, ["E"]);
        let lanes = |v: &[BallotResult]| v.iter().map(|b| b.lanes.join(" ")).collect::<Vec<_>>();
        assert_eq!(lanes(&r.ballots_vulkan), ["T0", "T1"]);
        assert_eq!(lanes(&r.ballots_llvm), ["T0 T1", "T0 T1"]);
    }

    #[test]
    fn spirv_gallery_entries_have_constructs_and_differences() {
        let a = analysed("vulkan-elect-break");
        let r = runs(&a);
        assert_eq!(r.comparison.differences.len(), 3, "17#1 against 17#2, 17#3, 17#4");
        assert_eq!(r.ballot_blocks, ["17", "12"]);
        let s = analysed("vulkan-switch");
        let c = s.constructs.as_ref().unwrap().as_ref().unwrap();
        assert_eq!(c.constructs.constructs.iter().filter(|k| k.kind == ConstructKind::Case).count(), 4);
        assert!(runs(&s).comparison.differences.is_empty());
        // No declaration: no constructs, the usual layer gap.
        let p = analysed("patent");
        assert!(p.constructs.is_none());
        assert_eq!(layout_options(None), LayoutOptions::default());
    }

    #[test]
    fn a_broken_merge_line_is_reported_with_its_place() {
        let a = analyse("entry -> H\nH ~> B, M\nB -> H\nM -> exit\nmerge H: Q\n", None, &Vec::new()).expect("the CFG parses");
        let e = a.constructs.expect("declared").expect_err("Q is no block");
        assert!(e.contains("line 5") && e.contains("Q"), "{e}");
    }
}
