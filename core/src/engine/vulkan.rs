//! Vulkan's maximal reconvergence (`VK_KHR_shader_maximal_reconvergence`) played as a
//! schedule: step `k` executes the instances of column `k` of the table of
//! [`crate::vulkan::VulkanConvergence`] — LLVM's maximal relation with loop constructs
//! ([`crate::constructs`]) in place of cycles. Like [`super::maximal`] it is an upper bound
//! that needs the whole paths in advance, not a hardware mechanism; with no construct
//! declared it equals the `maximal` schedule. Subgroup ballots under this policy are the
//! active masks of its steps ([`crate::vulkan::ballots`]). Cost per step `O(active)`;
//! precomputation `O(I · d + I log I)`.

use super::maximal::MaximalSchedule;
use super::{Policy, PolicyKind, PolicyState, StepRecord, Warp, WarpState};
use crate::cfg::Cfg;
use crate::constructs::Constructs;
use crate::cycles::CycleInfo;
use crate::scenario::ThreadPaths;
use crate::vulkan::VulkanConvergence;

/// The schedule of the Vulkan table (columns as [`MaximalSchedule`] plays them).
#[derive(Clone, Debug)]
pub struct VulkanSchedule {
    inner: MaximalSchedule,
}

impl VulkanSchedule {
    /// The schedule of `paths` on `cfg` for `constructs` (`cycles` covers undeclared loops).
    /// Empty if the relation had no column order (not expected).
    pub fn new(cfg: &Cfg, cycles: &CycleInfo, constructs: &Constructs, paths: &ThreadPaths) -> VulkanSchedule {
        let v = VulkanConvergence::compute(cfg, cycles, constructs, paths);
        VulkanSchedule { inner: MaximalSchedule::from_table(v.table().ok(), paths) }
    }

    /// Number of columns (steps of a full run).
    pub fn num_columns(&self) -> usize {
        self.inner.num_columns()
    }
}

impl Policy for VulkanSchedule {
    fn kind(&self) -> PolicyKind {
        PolicyKind::Vulkan
    }

    fn init(&self, warp: &Warp) -> PolicyState {
        self.inner.init(warp)
    }

    fn advance(&self, warp: &Warp, state: &mut WarpState) -> Option<StepRecord> {
        self.inner.advance(warp, state)
    }
}
