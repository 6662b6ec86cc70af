//! The maximal converged-with relation of LLVM's *Convergence And Uniformity* document
//! (`llvm/docs/ConvergenceAndUniformity.rst`, *Maximal Convergence*), played as a schedule:
//! step `k` executes the instances of column `k` of the maximal table
//! ([`crate::convergence::MaximalConvergence`]), so "executed in the same warp step" is exactly
//! the maximal relation and the policy's table equals the reference (its diff is empty).
//!
//! It is an upper bound on the convergence any schedule may claim for the chosen cycle
//! hierarchy, not a hardware mechanism: it needs the whole thread paths in advance. One
//! reconvergence evaluation per step (a converged class is picked every step). Cost per step:
//! `O(active)`; precomputation `O(I · d + I log I)`.

use super::{Policy, PolicyKind, PolicyState, StepRecord, ThreadSet, Warp, WarpState};
use crate::cfg::{Block, Cfg};
use crate::convergence::{MaximalConvergence, Table};
use crate::cycles::CycleInfo;
use crate::scenario::{Thread, ThreadPaths};
use serde::{Deserialize, Serialize};

/// The next column to execute.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MaximalState {
    /// Column index.
    pub column: u32,
}

/// The schedule: per column, its block and threads (CSR).
#[derive(Clone, Debug)]
pub struct MaximalSchedule {
    col_block: Vec<Block>,
    col_start: Vec<u32>,
    col_threads: Vec<u32>,
}

impl MaximalSchedule {
    /// The schedule of `paths` under the hierarchy `cycles`. If convergence-before were not a
    /// strict partial order (impossible for the maximal relation) the schedule is empty.
    pub fn new(cfg: &Cfg, cycles: &CycleInfo, paths: &ThreadPaths) -> MaximalSchedule {
        let m = MaximalConvergence::compute(cfg, cycles, paths);
        MaximalSchedule::from_table(m.table().ok(), paths)
    }

    /// The schedule playing `table`'s columns in order (empty for `None`); used by the Vulkan
    /// policy too ([`super::vulkan`]). `O(I)`.
    pub fn from_table(table: Option<&Table>, paths: &ThreadPaths) -> MaximalSchedule {
        let mut s = MaximalSchedule { col_block: Vec::new(), col_start: vec![0], col_threads: Vec::new() };
        let Some(table) = table else { return s };
        let nc = table.num_columns as usize;
        let mut count = vec![0u32; nc + 1];
        s.col_block = vec![Block(0); nc];
        for (t, row) in table.threads.iter().enumerate() {
            for (k, &c) in row.iter().enumerate() {
                count[c as usize + 1] += 1;
                s.col_block[c as usize] = paths.path(Thread(t as u32))[k];
            }
        }
        for c in 0..nc {
            count[c + 1] += count[c];
        }
        let mut fill = count.clone();
        s.col_threads = vec![0; count[nc] as usize];
        for (t, row) in table.threads.iter().enumerate() {
            for &c in row {
                s.col_threads[fill[c as usize] as usize] = t as u32;
                fill[c as usize] += 1;
            }
        }
        s.col_start = count;
        s
    }

    /// Number of columns (steps of a full run).
    pub fn num_columns(&self) -> usize {
        self.col_block.len()
    }
}

impl Policy for MaximalSchedule {
    fn kind(&self) -> PolicyKind {
        PolicyKind::Maximal
    }

    fn init(&self, _warp: &Warp) -> PolicyState {
        PolicyState::Maximal(MaximalState { column: 0 })
    }

    fn advance(&self, warp: &Warp, state: &mut WarpState) -> Option<StepRecord> {
        let k = match &state.policy {
            PolicyState::Maximal(m) => m.column as usize,
            _ => state.step as usize,
        };
        let block = *self.col_block.get(k)?;
        let mut active = ThreadSet::with_capacity(warp.width());
        for &t in &self.col_threads[self.col_start[k] as usize..self.col_start[k + 1] as usize] {
            // Only threads really at this block (always, for a consistent schedule).
            if warp.next_block(Thread(t), state.pos[t as usize]) == Some(block) {
                active.insert(Thread(t));
            }
        }
        warp.execute(state, &active);
        state.evaluations += 1;
        state.policy = PolicyState::Maximal(MaximalState { column: k as u32 + 1 });
        Some(StepRecord { block, active, evaluations: 1 })
    }
}
