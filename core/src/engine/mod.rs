//! The warp engine: threads step through the CFG along their scenario paths, in lock step
//! where a reconvergence policy lets them.
//!
//! # Model
//! Every thread follows its path from the scenario ([`crate::scenario`]): branch outcomes are
//! given, the policy only decides *which threads execute together*. A warp step executes one
//! block for a set of threads (the *active mask*) whose next block is that block; each of them
//! advances one instance. "Executed in the same warp step" is the policy's converged-with
//! relation, so each run yields a dynamic-instance table ([`Stepper::table`]) comparable with
//! the maximal-convergence reference ([`crate::convergence`]).
//!
//! # Policies ([`Policy`])
//! - [`ipdom_stack`]: the immediate-post-dominator SIMT stack (Fung, Sham, Yuan, Aamodt,
//!   *Dynamic Warp Formation and Scheduling for Efficient GPU Control Flow*, MICRO 2007;
//!   GPGPU-Sim's `simt_stack`).
//! - [`markers`]: convergence markers placed by a PC-ordered priority queue of path items at
//!   compile time, earliest-PC group selection at run time (ARM, CN106257412A =
//!   US9990186B2).
//! - [`independent`]: no reconvergence: threads that diverge never run together again.
//! - [`maximal`]: the maximal converged-with relation of LLVM's document played as a schedule
//!   (one table column per step).
//! - [`vulkan`]: Vulkan's maximal reconvergence (loop constructs in place of cycles,
//!   [`crate::vulkan`]) played as a schedule; needs the structured constructs
//!   ([`EngineOptions::constructs`]), else it equals `maximal`. Not in [`PolicyKind::EVERY`]
//!   (`--policy all` is unchanged); named `vulkan`.
//! - [`predication`]: full predication (if-conversion, seed 001): one straight line of blocks,
//!   lanes masked by their predicates; steps with no active lane still count. Not a
//!   reconvergence policy, so it is in [`PolicyKind::EVERY`] but not in [`PolicyKind::ALL`].
//!
//! # States and stepping
//! [`WarpState`] is small — per thread its next position, the policy's own state (the SIMT
//! stack, the active group, …) and counters — and [`Engine::step`] is a pure function
//! `&WarpState -> WarpState`. [`Stepper`] drives an engine for a view: step, step back (from a
//! checkpoint every [`CHECKPOINT_EVERY`] steps, replayed: `O(CHECKPOINT_EVERY)`), run `N`
//! steps at a time with progress (so long runs never block the UI), reset; it records the
//! timeline (block and active mask per step).
//!
//! # Metrics ([`Metrics`])
//! Steps; SIMD efficiency = mean active lanes per step / warp width (the number of threads);
//! reconvergence evaluations: SIMT stack — comparisons of the next PC with the top entry's
//! reconvergence PC (steps with an enclosing divergent branch); markers — re-evaluations of
//! the runnable groups at a marker or when the running group ends; maximal — one per step
//! (the schedule picks a converged class every step); independent — 0.
//!
//! Every step of the four reconvergence policies executes at least one instance, so a run
//! takes at most `I` steps for `I` instances (predication: at most `(I + 1) · L` for a line of
//! `L` blocks, [`Policy::step_bound`]); a step cap ([`EngineOptions::max_steps`]) guards against policy bugs and is
//! reported. Costs per step: `O(W/64 + active)` plus the policy's work (`O(stack depth)`,
//! `O(threads)` for a marker evaluation).

pub mod independent;
pub mod ipdom_stack;
pub mod markers;
pub mod maximal;
pub mod predication;
pub mod vulkan;

use crate::cfg::{Block, Cfg};
use crate::convergence::{diff_tables, report_from_columns, ReportOptions, Table, TableDiff, TableReport};
use crate::cycles::CycleInfo;
use crate::scenario::{Thread, ThreadPaths};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Steps between two checkpoints of a [`Stepper`].
pub const CHECKPOINT_EVERY: u64 = 256;

/// A set of threads, as a bit set: threads `0..64` inline (no allocation for a warp of up to
/// 64 threads), the others in a vector without trailing zero words. JSON: the sorted list of
/// thread ids.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(into = "Vec<u32>", from = "Vec<u32>")]
pub struct ThreadSet {
    lo: u64,
    hi: Vec<u64>,
}

impl PartialEq for ThreadSet {
    fn eq(&self, other: &ThreadSet) -> bool {
        self.lo == other.lo && self.hi == other.hi
    }
}

impl Eq for ThreadSet {}

impl std::hash::Hash for ThreadSet {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.lo.hash(h);
        self.hi.hash(h);
    }
}

impl From<ThreadSet> for Vec<u32> {
    fn from(s: ThreadSet) -> Vec<u32> {
        s.iter().map(|t| t.0).collect()
    }
}

impl From<Vec<u32>> for ThreadSet {
    fn from(v: Vec<u32>) -> ThreadSet {
        let mut s = ThreadSet::default();
        for t in v {
            s.insert(Thread(t));
        }
        s
    }
}

impl ThreadSet {
    /// The empty set (`n` is a capacity hint, unused: sets grow as threads are inserted).
    pub fn with_capacity(_n: usize) -> ThreadSet {
        ThreadSet::default()
    }

    /// Threads `0..n`.
    pub fn all(n: usize) -> ThreadSet {
        let mut s = ThreadSet::default();
        for t in 0..n {
            s.insert(Thread(t as u32));
        }
        s
    }

    /// Word `w` (threads `64w .. 64w + 64`).
    #[inline]
    pub fn word(&self, w: usize) -> u64 {
        if w == 0 {
            self.lo
        } else {
            self.hi.get(w - 1).copied().unwrap_or(0)
        }
    }

    /// Number of words that may be non-zero.
    pub fn num_words(&self) -> usize {
        1 + self.hi.len()
    }

    /// Adds `t`.
    pub fn insert(&mut self, t: Thread) {
        let (w, b) = (t.index() / 64, t.index() % 64);
        if w == 0 {
            self.lo |= 1 << b;
        } else {
            if w > self.hi.len() {
                self.hi.resize(w, 0);
            }
            self.hi[w - 1] |= 1 << b;
        }
    }

    /// Removes `t`.
    pub fn remove(&mut self, t: Thread) {
        let (w, b) = (t.index() / 64, t.index() % 64);
        if w == 0 {
            self.lo &= !(1 << b);
        } else if let Some(x) = self.hi.get_mut(w - 1) {
            *x &= !(1 << b);
            while self.hi.last() == Some(&0) {
                self.hi.pop();
            }
        }
    }

    /// Whether `t` is in the set.
    #[inline]
    pub fn contains(&self, t: Thread) -> bool {
        self.word(t.index() / 64) >> (t.index() % 64) & 1 == 1
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.lo == 0 && self.hi.is_empty()
    }

    /// Number of threads in the set.
    pub fn len(&self) -> usize {
        self.lo.count_ones() as usize + self.hi.iter().map(|w| w.count_ones() as usize).sum::<usize>()
    }

    /// Removes every thread.
    pub fn clear(&mut self) {
        self.lo = 0;
        self.hi.clear();
    }

    /// The threads in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = Thread> + '_ {
        std::iter::once(self.lo).chain(self.hi.iter().copied()).enumerate().flat_map(|(i, w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros();
                w &= w - 1;
                Some(Thread(i as u32 * 64 + b))
            })
        })
    }

    /// The lowest thread, if any.
    pub fn first(&self) -> Option<Thread> {
        self.iter().next()
    }
}

impl fmt::Display for ThreadSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v: Vec<String> = self.iter().map(|t| t.0.to_string()).collect();
        write!(f, "{{{}}}", v.join(","))
    }
}

/// The static part of a run: the thread paths and the CFG facts every policy needs.
#[derive(Clone, Debug)]
pub struct Warp {
    /// The thread paths.
    pub paths: ThreadPaths,
    /// Number of blocks of the CFG.
    pub num_blocks: usize,
}

impl Warp {
    /// Number of threads (the warp width).
    pub fn width(&self) -> usize {
        self.paths.num_threads()
    }

    /// The next block of thread `t` at position `pos`, `None` when its path is finished.
    #[inline]
    pub fn next_block(&self, t: Thread, pos: u32) -> Option<Block> {
        self.paths.path(t).get(pos as usize).copied()
    }

    /// Whether thread `t` is finished at `state`.
    #[inline]
    pub fn done(&self, state: &WarpState, t: Thread) -> bool {
        state.pos[t.index()] as usize >= self.paths.path(t).len()
    }

    /// The live threads (not finished) at `state`.
    pub fn live(&self, state: &WarpState) -> ThreadSet {
        let mut s = ThreadSet::with_capacity(self.width());
        for t in self.paths.threads() {
            if !self.done(state, t) {
                s.insert(t);
            }
        }
        s
    }

    /// Advances the threads of `mask` by one instance each (the warp step's execution).
    pub fn execute(&self, state: &mut WarpState, mask: &ThreadSet) {
        for t in mask.iter() {
            if let Some(p) = state.pos.get_mut(t.index()) {
                *p += 1;
            }
        }
        state.step += 1;
        state.lanes += mask.len() as u64;
    }

    /// Groups the live threads of `mask` (at positions `pos`) by next block; groups are ordered by their block's
    /// position in `order` (a successor list; blocks not in it last, by block id), then by
    /// block id. Returns `(block, threads)` pairs.
    pub fn group_by_next(&self, pos: &[u32], mask: &ThreadSet, order: &[Block]) -> Vec<(Block, ThreadSet)> {
        let mut groups: Vec<(Block, ThreadSet)> = Vec::new();
        for t in mask.iter() {
            let Some(b) = self.next_block(t, pos.get(t.index()).copied().unwrap_or(u32::MAX)) else { continue };
            match groups.iter_mut().find(|(g, _)| *g == b) {
                Some((_, s)) => s.insert(t),
                None => {
                    let mut s = ThreadSet::with_capacity(self.width());
                    s.insert(t);
                    groups.push((b, s));
                }
            }
        }
        let rank = |b: Block| (order.iter().position(|&x| x == b).unwrap_or(usize::MAX), b);
        crate::sort::sort_by_key(&mut groups, |(b, _)| rank(*b));
        groups
    }
}

/// The policy-specific part of a [`WarpState`] (what the views display).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PolicyState {
    /// The SIMT stack, bottom first.
    Ipdom(ipdom_stack::IpdomState),
    /// The running group (the others wait).
    Markers(markers::MarkerState),
    /// The stack of thread groups that never reconverge.
    Independent(independent::IndependentState),
    /// The next column of the maximal table.
    Maximal(maximal::MaximalState),
    /// The next position of the straight line.
    Predication(predication::PredicationState),
}

/// The state of a warp at one step. Cloning is `O(threads + policy state)`.
///
/// JSON shape: `{"step": 12, "pos": [3, 5, …], "lanes": 40, "evaluations": 4, "policy":
/// {"Ipdom": {"stack": [{"pc": 5, "rpc": null, "mask": [0, 1, 2, 3]}, …]}}}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarpState {
    /// Steps executed.
    pub step: u64,
    /// Per thread, the position of its next instance in its path (= instances executed).
    pub pos: Vec<u32>,
    /// Active lanes summed over all steps.
    pub lanes: u64,
    /// Reconvergence evaluations so far (see the module documentation).
    pub evaluations: u64,
    /// The policy's state.
    pub policy: PolicyState,
}

/// What one warp step did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepRecord {
    /// The block executed.
    pub block: Block,
    /// The threads that executed it.
    pub active: ThreadSet,
    /// Reconvergence evaluations performed during the step.
    pub evaluations: u32,
}

/// The reconvergence policies.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PolicyKind {
    /// Immediate post-dominator SIMT stack.
    Ipdom,
    /// Convergence markers with earliest-PC selection (the ARM patent).
    Markers,
    /// No reconvergence.
    Independent,
    /// The maximal converged-with relation as a schedule.
    Maximal,
    /// Full predication: one straight line, lanes masked by predicates (seed 001).
    Predication,
    /// Vulkan's maximal reconvergence (structured loop constructs) as a schedule.
    Vulkan,
}

impl PolicyKind {
    /// The four reconvergence policies, in display order (every step runs at least one lane).
    pub const ALL: [PolicyKind; 4] = [PolicyKind::Ipdom, PolicyKind::Markers, PolicyKind::Independent, PolicyKind::Maximal];

    /// Every policy: the four of [`PolicyKind::ALL`] and full predication.
    pub const EVERY: [PolicyKind; 5] = [PolicyKind::Ipdom, PolicyKind::Markers, PolicyKind::Independent, PolicyKind::Maximal, PolicyKind::Predication];

    /// A short name: `ipdom`, `markers`, `independent`, `maximal`, `predication`.
    pub fn name(self) -> &'static str {
        match self {
            PolicyKind::Ipdom => "ipdom",
            PolicyKind::Markers => "markers",
            PolicyKind::Independent => "independent",
            PolicyKind::Maximal => "maximal",
            PolicyKind::Predication => "predication",
            PolicyKind::Vulkan => "vulkan",
        }
    }

    /// The kind named `s` (as [`PolicyKind::name`]; [`PolicyKind::Vulkan`] too, though it is
    /// not in [`PolicyKind::EVERY`]).
    pub fn from_name(s: &str) -> Option<PolicyKind> {
        PolicyKind::EVERY.into_iter().chain([PolicyKind::Vulkan]).find(|k| k.name() == s)
    }
}

/// A reconvergence policy: its initial state and one warp step.
///
/// `advance` picks the active threads (all with the same next block), executes them with
/// [`Warp::execute`] and updates the policy state for the next step; it returns `None` (and
/// leaves the state unchanged) when every thread is finished. It must never panic and must
/// execute at least one thread per step — except [`predication`], whose steps may have an
/// empty mask (it then bounds its steps with [`Policy::step_bound`]).
pub trait Policy: fmt::Debug + Send + Sync {
    /// Which policy this is.
    fn kind(&self) -> PolicyKind;
    /// The policy's state before the first step.
    fn init(&self, warp: &Warp) -> PolicyState;
    /// One warp step.
    fn advance(&self, warp: &Warp, state: &mut WarpState) -> Option<StepRecord>;
    /// Whether the run is over at `state`: by default when every thread is finished
    /// (predication: when the straight line is done too).
    fn finished(&self, warp: &Warp, state: &WarpState) -> bool {
        warp.paths.threads().all(|t| warp.done(state, t))
    }
    /// An upper bound on the steps of a run, when it is not the number of instances (the
    /// engine's default step cap is this bound, or the instances, plus one).
    fn step_bound(&self, _warp: &Warp) -> Option<u64> {
        None
    }
}

/// Options of [`Engine::new`].
#[derive(Clone, Debug, Default)]
pub struct EngineOptions {
    /// DFS successor order for the maximal policy's cycle hierarchy (empty: the CFG's order).
    pub dfs_order: Vec<Vec<u32>>,
    /// Step cap; `0` means the number of instances plus one (always enough).
    pub max_steps: u64,
    /// Limits of the markers analysis.
    pub markers: markers::MarkerOptions,
    /// The structured constructs for the `vulkan` policy (`None`: none declared).
    pub constructs: Option<std::sync::Arc<crate::constructs::Constructs>>,
    /// Which divergent side the stack policies (ipdom, independent) run first.
    pub side_order: SideOrder,
    /// Blocks the SIMT stack's reconvergence points ignore: its post-dominator tree is
    /// computed on the CFG without the edges into them (a code generator's view of blocks
    /// ending in `unreachable`, [`ipdom_stack::unreachable_blocks`]). Empty (the default):
    /// LLVM's post-dominator tree, where such a block is an exit.
    pub reconvergence_ignores: Vec<Block>,
}

/// Which side of a divergent branch a stack policy runs first (the others wait on the stack).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SideOrder {
    /// The side taking the branch's first successor in the CFG's order (then the second, …).
    #[default]
    FirstSuccessor,
    /// The side with fewer lanes (what an NVIDIA H200 did in 187 of 200 recorded splits);
    /// ties in successor order.
    FewerLanesFirst,
    /// The side with more lanes; ties in successor order.
    MoreLanesFirst,
}

impl SideOrder {
    /// Every order.
    pub const ALL: [SideOrder; 3] = [SideOrder::FirstSuccessor, SideOrder::FewerLanesFirst, SideOrder::MoreLanesFirst];

    /// `first-successor`, `fewer-lanes-first`, `more-lanes-first`.
    pub fn name(self) -> &'static str {
        match self {
            SideOrder::FirstSuccessor => "first-successor",
            SideOrder::FewerLanesFirst => "fewer-lanes-first",
            SideOrder::MoreLanesFirst => "more-lanes-first",
        }
    }

    /// The order named `s` (as [`SideOrder::name`]).
    pub fn from_name(s: &str) -> Option<SideOrder> {
        SideOrder::ALL.into_iter().find(|o| o.name() == s)
    }

    /// Sorts groups (already in successor order) into run order: the first runs first.
    /// Stable, so ties keep successor order. `O(g log g)`.
    pub fn arrange(self, groups: &mut [(Block, ThreadSet)]) {
        match self {
            SideOrder::FirstSuccessor => {}
            SideOrder::FewerLanesFirst => crate::sort::sort_by_key(groups, |(_, g)| g.len()),
            SideOrder::MoreLanesFirst => crate::sort::sort_by_key(groups, |(_, g)| std::cmp::Reverse(g.len())),
        }
    }
}

/// A policy bound to a warp: the pure step function.
#[derive(Debug)]
pub struct Engine {
    warp: Warp,
    policy: Box<dyn Policy>,
    max_steps: u64,
}

impl Engine {
    /// An engine for `paths` on `cfg` under policy `kind`. Precomputes what the policy needs:
    /// post-dominators (ipdom; of the CFG without the edges into
    /// `opts.reconvergence_ignores` when it is not empty), the marker analysis (markers), the maximal relation for the
    /// hierarchy of `opts.dfs_order` (maximal; an invalid order falls back to the CFG's), the
    /// straight line for the same hierarchy (predication).
    pub fn new(cfg: &Cfg, paths: ThreadPaths, kind: PolicyKind, opts: &EngineOptions) -> Engine {
        let warp = Warp { num_blocks: cfg.num_blocks(), paths };
        // The hierarchy of the chosen DFS order (an order that does not fit: the CFG's own).
        let cycles = || CycleInfo::compute_with_order(cfg, &opts.dfs_order).unwrap_or_else(|_| CycleInfo::compute(cfg));
        let policy: Box<dyn Policy> = match kind {
            PolicyKind::Ipdom => Box::new(ipdom_stack::IpdomStack::with_options(cfg, &opts.reconvergence_ignores, opts.side_order)),
            PolicyKind::Markers => Box::new(markers::MarkerPolicy::new(cfg, &opts.markers)),
            PolicyKind::Independent => Box::new(independent::Independent::new(cfg).with_side_order(opts.side_order)),
            PolicyKind::Maximal => {
                let ci = cycles();
                Box::new(maximal::MaximalSchedule::new(cfg, &ci, &warp.paths))
            }
            PolicyKind::Predication => {
                let ci = cycles();
                Box::new(predication::Predication::new(cfg, &ci))
            }
            PolicyKind::Vulkan => {
                let ci = cycles();
                let none = crate::constructs::Constructs::default();
                Box::new(vulkan::VulkanSchedule::new(cfg, &ci, opts.constructs.as_deref().unwrap_or(&none), &warp.paths))
            }
        };
        let bound = policy.step_bound(&warp).unwrap_or(warp.paths.num_instances() as u64);
        let max_steps = if opts.max_steps == 0 { bound + 1 } else { opts.max_steps };
        Engine { warp, policy, max_steps }
    }

    /// An engine with a given policy object.
    pub fn with_policy(cfg: &Cfg, paths: ThreadPaths, policy: Box<dyn Policy>, max_steps: u64) -> Engine {
        let warp = Warp { num_blocks: cfg.num_blocks(), paths };
        let bound = policy.step_bound(&warp).unwrap_or(warp.paths.num_instances() as u64);
        let max_steps = if max_steps == 0 { bound + 1 } else { max_steps };
        Engine { warp, policy, max_steps }
    }

    /// The warp (paths).
    pub fn warp(&self) -> &Warp {
        &self.warp
    }

    /// The policy.
    pub fn policy(&self) -> &dyn Policy {
        self.policy.as_ref()
    }

    /// The step cap.
    pub fn max_steps(&self) -> u64 {
        self.max_steps
    }

    /// The state before the first step.
    pub fn initial(&self) -> WarpState {
        WarpState { step: 0, pos: vec![0; self.warp.width()], lanes: 0, evaluations: 0, policy: self.policy.init(&self.warp) }
    }

    /// Whether every thread is finished.
    pub fn finished(&self, s: &WarpState) -> bool {
        self.policy.finished(&self.warp, s)
    }

    /// One step in place; `None` when finished, at the step cap, or when `s` does not belong to
    /// this warp (wrong number of threads).
    pub fn step_mut(&self, s: &mut WarpState) -> Option<StepRecord> {
        if s.step >= self.max_steps || s.pos.len() != self.warp.width() {
            return None; // capped, or a state of another warp
        }
        self.policy.advance(&self.warp, s)
    }

    /// The pure step: the state after one more warp step (the same state when finished).
    pub fn step(&self, s: &WarpState) -> WarpState {
        let mut n = s.clone();
        self.step_mut(&mut n);
        n
    }
}

/// Per-policy metrics of a run (so far).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Metrics {
    /// The policy.
    pub policy: PolicyKind,
    /// Warp steps.
    pub steps: u64,
    /// Dynamic instances executed (active lanes summed over steps).
    pub instances: u64,
    /// Warp width (threads).
    pub width: usize,
    /// Mean active lanes per step / width (1.0 = every lane busy every step).
    pub simd_efficiency: f64,
    /// Reconvergence evaluations.
    pub evaluations: u64,
    /// Whether every thread finished.
    pub finished: bool,
    /// Whether the step cap stopped the run.
    pub capped: bool,
}

/// Progress of a chunked run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Steps executed in this call.
    pub steps: u64,
    /// Total steps so far.
    pub total_steps: u64,
    /// Instances executed so far.
    pub instances_done: u64,
    /// Instances in the scenario.
    pub instances_total: u64,
    /// Whether the run is over (finished or capped).
    pub done: bool,
}

/// One row of the warp timeline.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimelineStep {
    /// Step number (0-based).
    pub step: u64,
    /// The block executed.
    pub block: Block,
    /// Its name.
    pub name: String,
    /// The active threads.
    pub active: Vec<u32>,
    /// Reconvergence evaluations performed in this step.
    pub evaluations: u32,
}

/// A stateful driver for one engine: current state, checkpoints for stepping back, and the
/// recorded timeline. Memory: `O(steps · (1 + threads/64))` for the timeline plus one state per
/// [`CHECKPOINT_EVERY`] steps.
#[derive(Debug)]
pub struct Stepper {
    engine: Engine,
    state: WarpState,
    checkpoints: Vec<WarpState>,
    blocks: Vec<Block>,
    masks: Vec<u64>,
    evals: Vec<u32>,
    stride: usize,
}

impl Stepper {
    /// A session at step 0.
    pub fn new(engine: Engine) -> Stepper {
        let state = engine.initial();
        let stride = engine.warp.width().div_ceil(64).max(1);
        Stepper { checkpoints: vec![state.clone()], state, engine, blocks: Vec::new(), masks: Vec::new(), evals: Vec::new(), stride }
    }

    /// The engine.
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// The current state.
    pub fn state(&self) -> &WarpState {
        &self.state
    }

    /// Back to step 0.
    pub fn reset(&mut self) {
        self.checkpoints.truncate(1);
        self.state = self.checkpoints[0].clone();
        self.blocks.clear();
        self.masks.clear();
        self.evals.clear();
    }

    /// One step forward; `None` when the run is over.
    pub fn step(&mut self) -> Option<StepRecord> {
        let r = self.engine.step_mut(&mut self.state)?;
        self.blocks.push(r.block);
        for w in 0..self.stride {
            self.masks.push(r.active.word(w));
        }
        self.evals.push(r.evaluations);
        if self.state.step.is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push(self.state.clone());
        }
        Some(r)
    }

    /// One step back (replaying from the last checkpoint); `false` at step 0.
    /// `O(CHECKPOINT_EVERY)`.
    pub fn step_back(&mut self) -> bool {
        if self.state.step == 0 {
            return false;
        }
        let target = self.state.step - 1;
        self.seek(target);
        true
    }

    /// Moves to step `target` (≤ the current step: replay from a checkpoint; beyond: run).
    pub fn seek(&mut self, target: u64) {
        if target > self.state.step {
            self.run(target - self.state.step);
            return;
        }
        let k = (target / CHECKPOINT_EVERY) as usize;
        self.checkpoints.truncate(k + 1);
        let mut s = self.checkpoints[k].clone();
        while s.step < target {
            if self.engine.step_mut(&mut s).is_none() {
                break;
            }
        }
        self.state = s;
        let t = self.state.step as usize;
        self.blocks.truncate(t);
        self.masks.truncate(t * self.stride);
        self.evals.truncate(t);
    }

    /// Runs at most `max_steps` steps (a chunk), reporting progress.
    pub fn run(&mut self, max_steps: u64) -> Progress {
        let mut n = 0;
        while n < max_steps {
            if self.step().is_none() {
                break;
            }
            n += 1;
        }
        self.progress(n)
    }

    /// Runs to the end (finished or capped).
    pub fn run_to_end(&mut self) -> Progress {
        self.run(u64::MAX)
    }

    fn progress(&self, steps: u64) -> Progress {
        let done = self.engine.finished(&self.state) || self.state.step >= self.engine.max_steps;
        Progress { steps, total_steps: self.state.step, instances_done: self.state.lanes, instances_total: self.engine.warp.paths.num_instances() as u64, done }
    }

    /// The metrics so far.
    pub fn metrics(&self) -> Metrics {
        let s = &self.state;
        let width = self.engine.warp.width();
        let eff = if s.step == 0 || width == 0 { 0.0 } else { s.lanes as f64 / (s.step as f64 * width as f64) };
        let finished = self.engine.finished(s);
        Metrics { policy: self.engine.policy.kind(), steps: s.step, instances: s.lanes, width, simd_efficiency: eff, evaluations: s.evaluations, finished, capped: !finished && s.step >= self.engine.max_steps }
    }

    /// Number of recorded steps.
    pub fn len(&self) -> usize {
        self.blocks.len()
    }

    /// Whether no step was recorded.
    pub fn is_empty(&self) -> bool {
        self.blocks.is_empty()
    }

    /// The active mask of recorded step `k`.
    pub fn mask(&self, k: usize) -> ThreadSet {
        let mut s = ThreadSet::with_capacity(self.engine.warp.width());
        if let Some(ws) = self.masks.get(k * self.stride..(k + 1) * self.stride) {
            for (i, &w) in ws.iter().enumerate() {
                let mut w = w;
                while w != 0 {
                    s.insert(Thread(i as u32 * 64 + w.trailing_zeros()));
                    w &= w - 1;
                }
            }
        }
        s
    }

    /// The timeline rows of recorded steps `range` (clamped).
    pub fn timeline(&self, cfg: &Cfg, range: std::ops::Range<usize>) -> Vec<TimelineStep> {
        let end = range.end.min(self.blocks.len());
        (range.start.min(end)..end)
            .map(|k| {
                let b = self.blocks[k];
                TimelineStep { step: k as u64, block: b, name: if b.index() < cfg.num_blocks() { cfg.name_of(b).to_string() } else { "?".into() }, active: self.mask(k).iter().map(|t| t.0).collect(), evaluations: self.evals[k] }
            })
            .collect()
    }

    /// The policy's dynamic-instance table so far: the column of an executed instance is its
    /// step. Only executed instances appear (each thread's row is its executed prefix).
    pub fn table(&self) -> Table {
        let paths = &self.engine.warp.paths;
        let mut rows: Vec<Vec<u32>> = paths.threads().map(|t| Vec::with_capacity(self.state.pos[t.index()] as usize)).collect();
        for k in 0..self.blocks.len() {
            for (i, &w) in self.masks[k * self.stride..(k + 1) * self.stride].iter().enumerate() {
                let mut w = w;
                while w != 0 {
                    let t = i * 64 + w.trailing_zeros() as usize;
                    if let Some(r) = rows.get_mut(t) {
                        r.push(k as u32);
                    }
                    w &= w - 1;
                }
            }
        }
        Table { num_columns: self.blocks.len() as u32, threads: rows }
    }
}

/// A finished run of one policy, for the CLI and the views.
///
/// JSON shape: `{"metrics": {…}, "table": TableReport, "diff": TableDiff|null,
/// "timeline": [TimelineStep…], "timeline_truncated": false}`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PolicyRun {
    /// Metrics.
    pub metrics: Metrics,
    /// The table ("executed in the same warp step" = converged), with names.
    pub table: TableReport,
    /// Difference with the maximal table (when the run finished).
    pub diff: Option<TableDiff>,
    /// The first steps of the timeline.
    pub timeline: Vec<TimelineStep>,
    /// Whether the timeline was cut.
    pub timeline_truncated: bool,
}

/// Runs `kind` to the end on `paths` and compares its table with `maximal` (a column per
/// instance, from the maximal relation), keeping at most `max_timeline` timeline rows.
pub fn run_policy(cfg: &Cfg, paths: &ThreadPaths, kind: PolicyKind, opts: &EngineOptions, maximal: Option<&[u32]>, report: &ReportOptions, max_timeline: usize) -> PolicyRun {
    let mut s = Stepper::new(Engine::new(cfg, paths.clone(), kind, opts));
    s.run_to_end();
    finish_run(&s, cfg, paths, maximal, report, max_timeline)
}

/// The [`PolicyRun`] of a session that was run to the end (the UI runs sessions in chunks
/// with [`Stepper::run`], then calls this): metrics, the table report (reasons and names),
/// the diff with `maximal`, the first `max_timeline` timeline rows. `O(I log I)` for `I`
/// instances.
pub fn finish_run(s: &Stepper, cfg: &Cfg, paths: &ThreadPaths, maximal: Option<&[u32]>, report: &ReportOptions, max_timeline: usize) -> PolicyRun {
    let metrics = s.metrics();
    let table = s.table();
    let timeline = s.timeline(cfg, 0..max_timeline);
    let timeline_truncated = s.len() > max_timeline;
    let (report, diff) = if metrics.finished {
        let col = table.column_of();
        let r = report_from_columns(cfg, paths, &col, report);
        (r, maximal.map(|m| diff_tables(&col, m)))
    } else {
        let partial = TableReport { threads: table.threads.clone(), num_columns: table.num_columns, names: Vec::new(), thread_names: paths.names.clone(), column_blocks: Vec::new(), reasons: Vec::new(), reasons_truncated: false, strict_partial_order: true, cycle: Vec::new() };
        (partial, None)
    };
    PolicyRun { metrics, table: report, diff, timeline, timeline_truncated }
}

#[cfg(test)]
mod tests;
