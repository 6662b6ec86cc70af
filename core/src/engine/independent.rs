//! No reconvergence: threads that diverge never execute together again.
//!
//! The baseline of the policies: a stack of thread groups. The top group runs; at a divergent
//! branch it is replaced by one group per next block (the group taking the branch block's
//! first successor, in the CFG's order, on top, so it runs first); a group runs until its
//! threads finish ([`super::SideOrder`] can run the side with fewer or more lanes first
//! instead). Threads that never diverge stay together (they start together). This is
//! the SIMT stack without reconvergence points; its table is the lower bound every policy
//! should beat. Reconvergence evaluations: none. Cost per step: `O(threads)`.

use super::{Policy, PolicyKind, PolicyState, SideOrder, StepRecord, ThreadSet, Warp, WarpState};
use crate::cfg::{Block, Cfg};
use serde::{Deserialize, Serialize};

/// The stack of groups, bottom first (the last one runs).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IndependentState {
    /// The groups.
    pub groups: Vec<ThreadSet>,
}

/// The policy (successor lists for the group order).
#[derive(Clone, Debug)]
pub struct Independent {
    succs: Vec<Vec<Block>>,
    side_order: SideOrder,
}

impl Independent {
    /// The policy for `cfg`.
    pub fn new(cfg: &Cfg) -> Independent {
        Independent { succs: cfg.blocks().map(|b| cfg.succs(b).to_vec()).collect(), side_order: SideOrder::FirstSuccessor }
    }

    /// The same policy running divergent sides in `order`.
    pub fn with_side_order(mut self, order: SideOrder) -> Independent {
        self.side_order = order;
        self
    }
}

impl Policy for Independent {
    fn kind(&self) -> PolicyKind {
        PolicyKind::Independent
    }

    fn init(&self, warp: &Warp) -> PolicyState {
        let pos = vec![0u32; warp.width()];
        let groups = warp.group_by_next(&pos, &ThreadSet::all(warp.width()), &[]);
        PolicyState::Independent(IndependentState { groups: groups.into_iter().rev().map(|(_, g)| g).collect() })
    }

    fn advance(&self, warp: &Warp, state: &mut WarpState) -> Option<StepRecord> {
        let mut groups = match std::mem::replace(&mut state.policy, PolicyState::Independent(IndependentState { groups: Vec::new() })) {
            PolicyState::Independent(s) => s.groups,
            _ => Vec::new(),
        };
        // Normalise the top: drop finished threads and empty groups, split inconsistent ones.
        let (block, active) = loop {
            let Some(top) = groups.pop() else {
                state.policy = PolicyState::Independent(IndependentState { groups });
                return None;
            };
            let split = warp.group_by_next(&state.pos, &top, &[]);
            match split.len() {
                0 => continue,
                1 => {
                    if let Some(x) = split.into_iter().next() {
                        break x;
                    }
                }
                _ => groups.extend(split.into_iter().rev().map(|(_, g)| g)),
            }
        };
        warp.execute(state, &active);
        let order = self.succs.get(block.index()).map_or(&[][..], |v| v.as_slice());
        let mut next = warp.group_by_next(&state.pos, &active, order);
        self.side_order.arrange(&mut next);
        groups.extend(next.into_iter().rev().map(|(_, g)| g));
        state.policy = PolicyState::Independent(IndependentState { groups });
        Some(StepRecord { block, active, evaluations: 0 })
    }
}
