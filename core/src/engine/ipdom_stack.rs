//! The immediate-post-dominator SIMT reconvergence stack.
//!
//! Source: W. W. L. Fung, I. Sham, G. Yuan, T. M. Aamodt, *Dynamic Warp Formation and
//! Scheduling for Efficient GPU Control Flow*, MICRO 2007, §3 (the "PDOM" mechanism), as
//! GPGPU-Sim implements it (`simt_stack::update`): each entry holds a next PC, a
//! reconvergence PC and an active mask; the top entry executes.
//!
//! After the top entry executes block `b`, its threads' next blocks are grouped:
//! - one group at `n`: the entry's PC becomes `n`; if `n` is the entry's reconvergence PC the
//!   entry is popped (its threads wait in the entry below, whose PC is that block);
//! - several groups (a divergent branch): the entry becomes the reconvergence entry — its PC is
//!   set to `r = ipdom(b)` — and one entry `(n, r, group)` is pushed per group whose `n ≠ r`
//!   (threads already at `r` just wait). The group taking `b`'s first successor (in the CFG's
//!   successor order) is pushed last, so it runs first (or, with [`SideOrder`], the group
//!   with fewer or with more lanes). `ipdom(b)` is LLVM's post-dominator
//!   tree ([`crate::post_dominators`]); when it is the virtual exit (`None`), the diverged
//!   groups never reconverge and the reconvergence entry only waits for them to finish.
//!
//! Option ([`IpdomStack::with_options`]): the post-dominator tree of the CFG without the edges
//! into some blocks — those ending in `unreachable` ([`unreachable_blocks`]), as a code
//! generator sees them (ptxas knows they never run). In LLVM's tree such a block is an exit, so
//! a `switch` whose `default` is `unreachable` has the virtual exit as its ipdom and the stack
//! never reconverges after it; without the block the switch reconverges at its join, as the
//! H200 did (issue 24).
//!
//! Finished threads leave every mask; an entry without live threads is popped. The state is
//! re-normalised before each step, so the engine never panics on odd paths (a thread whose
//! next block differs from its entry's PC is split off as if at a divergent branch).
//!
//! Reconvergence evaluations: one per step executed under an entry with a reconvergence PC
//! (the hardware compares the next PC with it). Cost per step: `O(threads + depth)`.

use super::{Policy, PolicyKind, PolicyState, SideOrder, StepRecord, ThreadSet, Warp, WarpState};
use crate::cfg::{Block, Cfg, CfgBuilder};
use crate::post_dominators::PostDominatorTree;
use serde::{Deserialize, Serialize};

/// One SIMT stack entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackEntry {
    /// The block the entry executes next (`None`: a reconvergence entry at the virtual exit,
    /// which never executes).
    pub pc: Option<Block>,
    /// The reconvergence block at which the entry is popped (`None`: the virtual exit).
    pub rpc: Option<Block>,
    /// The threads of the entry.
    pub mask: ThreadSet,
}

/// The SIMT stack, bottom first (the last entry is the top).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IpdomState {
    /// The entries.
    pub stack: Vec<StackEntry>,
}

/// The policy: the ipdom of every block and the successor lists (for group order).
#[derive(Clone, Debug)]
pub struct IpdomStack {
    ipdom: Vec<Option<Block>>,
    succs: Vec<Vec<Block>>,
    side_order: SideOrder,
}

/// The blocks of an IR function that end in `unreachable` (by [`Block`] index). `O(blocks)`.
pub fn unreachable_blocks(f: &crate::ir::Function) -> Vec<Block> {
    let n = f.block_starts.len().saturating_sub(1);
    (0..n)
        .filter(|&b| {
            let end = f.block_starts[b + 1] as usize;
            end > f.block_starts[b] as usize && f.insts.get(end - 1).is_some_and(|i| i.opcode == crate::ir::Opcode::Unreachable)
        })
        .map(Block::new)
        .collect()
}

/// `cfg` without the edges into `ignored` (same blocks, same indices). `O(n + m)`.
fn without_edges_into(cfg: &Cfg, ignored: &[Block]) -> Cfg {
    let mut b = CfgBuilder::with_capacity(cfg.name(), cfg.num_blocks(), cfg.num_edges());
    for x in cfg.blocks() {
        b.new_block(cfg.name_of(x));
    }
    for (from, to) in cfg.edges() {
        if !ignored.contains(&to) {
            b.edge(from, to, "", Default::default());
        }
    }
    b.finish()
}

impl IpdomStack {
    /// Precomputes the post-dominator tree of `cfg`. `O(m log n)`.
    pub fn new(cfg: &Cfg) -> IpdomStack {
        IpdomStack::with_options(cfg, &[], SideOrder::FirstSuccessor)
    }

    /// The stack whose reconvergence points are the post-dominators of `cfg` without the
    /// edges into `ignored` (LLVM's when empty), running divergent sides in `order`.
    /// `O(m log n + m · |ignored|)`.
    pub fn with_options(cfg: &Cfg, ignored: &[Block], order: SideOrder) -> IpdomStack {
        let pdt = if ignored.is_empty() { PostDominatorTree::compute(cfg) } else { PostDominatorTree::compute(&without_edges_into(cfg, ignored)) };
        IpdomStack { ipdom: cfg.blocks().map(|b| pdt.ipdom(b)).collect(), succs: cfg.blocks().map(|b| cfg.succs(b).to_vec()).collect(), side_order: order }
    }

    /// The reconvergence block of a divergent branch at `b`.
    pub fn ipdom(&self, b: Block) -> Option<Block> {
        self.ipdom.get(b.index()).copied().flatten()
    }

    /// The positions and the stack of `state` (a missing stack is created empty).
    fn parts<'a>(&self, state: &'a mut WarpState) -> (&'a [u32], &'a mut Vec<StackEntry>) {
        if !matches!(state.policy, PolicyState::Ipdom(_)) {
            state.policy = PolicyState::Ipdom(IpdomState { stack: Vec::new() });
        }
        match &mut state.policy {
            PolicyState::Ipdom(s) => (&state.pos, &mut s.stack),
            _ => unreachable!("set above"),
        }
    }

    /// Makes the top entry runnable: drops finished threads and empty entries, pops entries
    /// that reached their reconvergence PC, splits inconsistent entries. Returns `false` when
    /// the stack is empty.
    fn normalize(&self, warp: &Warp, state: &mut WarpState) -> bool {
        let (pos, stack) = self.parts(state);
        for _ in 0..(4 * warp.width() + 64) {
            let depth = stack.len();
            let Some(top) = stack.last_mut() else { return false };
            let done: Vec<_> = top.mask.iter().filter(|t| pos[t.index()] as usize >= warp.paths.path(*t).len()).collect();
            for t in done {
                top.mask.remove(t);
            }
            if top.mask.is_empty() {
                stack.pop();
                continue;
            }
            let groups = warp.group_by_next(pos, &top.mask, &[]);
            if groups.len() == 1 {
                let b = groups[0].0;
                if top.rpc == Some(b) && depth > 1 {
                    stack.pop();
                    continue;
                }
                top.pc = Some(b);
                return true;
            }
            // Inconsistent entry: split it, keeping its reconvergence PC.
            let Some(top) = stack.pop() else { return false };
            for (b, mask) in groups.into_iter().rev() {
                stack.push(StackEntry { pc: Some(b), rpc: top.rpc, mask });
            }
        }
        !stack.is_empty()
    }
}

impl Policy for IpdomStack {
    fn kind(&self) -> PolicyKind {
        PolicyKind::Ipdom
    }

    fn init(&self, warp: &Warp) -> PolicyState {
        let mask = ThreadSet::all(warp.width());
        let pc = warp.paths.threads().find_map(|t| warp.paths.path(t).first().copied());
        PolicyState::Ipdom(IpdomState { stack: vec![StackEntry { pc, rpc: None, mask }] })
    }

    fn advance(&self, warp: &Warp, state: &mut WarpState) -> Option<StepRecord> {
        if !self.normalize(warp, state) {
            return None;
        }
        let (block, mask, has_rpc) = {
            let (_, stack) = self.parts(state);
            let top = stack.last()?;
            (top.pc?, top.mask.clone(), stack.len() > 1)
        };
        warp.execute(state, &mask);
        let evaluations = has_rpc as u32;
        state.evaluations += evaluations as u64;
        let order = self.succs.get(block.index()).map_or(&[][..], |v| v.as_slice());
        let r = self.ipdom(block);
        let (pos, stack) = self.parts(state);
        let mut groups = warp.group_by_next(pos, &mask, order);
        self.side_order.arrange(&mut groups);
        match groups.len() {
            0 => {
                stack.pop();
            }
            1 => {
                let n = groups[0].0;
                let len = stack.len();
                if let Some(top) = stack.last_mut() {
                    if top.rpc == Some(n) && len > 1 {
                        stack.pop();
                    } else {
                        top.pc = Some(n);
                    }
                }
            }
            _ => {
                if let Some(top) = stack.last_mut() {
                    top.pc = r;
                }
                for (n, g) in groups.into_iter().rev() {
                    if Some(n) != r {
                        stack.push(StackEntry { pc: Some(n), rpc: r, mask: g });
                    }
                }
            }
        }
        Some(StepRecord { block, active: mask, evaluations })
    }
}
