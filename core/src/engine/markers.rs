//! Convergence markers (ARM patent CN106257412A = US9990186B2 = EP3106982B1, seed
//! `shared/seeds/003_…`): where to re-evaluate which threads run together, found at compile
//! time with a priority queue of path items; at run time the group with the earliest next
//! program counter runs.
//!
//! # Compile time (the patent's figure 5, claims 2–8)
//! A *path item* is a path from the entry point `E` through basic blocks (merged paths keep
//! their alternatives: `E01{2,3}4`, `E0{13,NULL}5`). The *priority queue* holds path items
//! ordered by the program counter (layout position) of their last block. Starting from `[E]`,
//! repeatedly remove the front item `P` and, for each successor `S` of its last block:
//! 1. `S` already on `P`: a **loop path**; every block of the loop (the blocks on `P` from
//!    `S` to its end) with a successor outside the loop is a loop exit and gets a marker
//!    (claims 7–8). The item is not re-queued.
//! 2. `S` ends another queued item `Q`: `P + S` and `Q` are merged into one item (alternatives
//!    between their common prefix and suffix, sorted by PC, `NULL` for an empty one) and `S`
//!    gets a marker (claim 6).
//! 3. otherwise `P + S` is inserted in PC order; if it is not at the front of the queue, `S`
//!    gets a marker (claim 4): threads on an earlier-PC path may run first and meet these.
//!
//! One rule is added so the analysis terminates in polynomial time (the flowchart alone
//! re-expands a block once per simple path reaching it): 4. `S` was already expanded by an
//! earlier item (and is not on `P`): more than one path leads to `S` (claim 1), so `S` gets a
//! marker and is not expanded again. It never fires on the patent's example. Work is capped by
//! [`MarkerOptions::max_iterations`]; [`MarkerAnalysis::complete`] says whether it finished.
//!
//! Each iteration is recorded ([`QueueStep`]: the item removed, what happened, the queue
//! after) — the patent's figure 4B as data. On figure 3B (`BB0 → BB1, BB5`, `BB1 → BB2, BB3`,
//! `BB2 → BB4`, `BB3 → BB4, BB5`, `BB4 → BB0`) the queue evolves `E`, `E0`, `E01 E05`,
//! `E012 E013 E05`, `E013 E0124 E05`, `E01{2,3}4 E0{13,NULL}5`, `E0{13,NULL}5`, empty, and the
//! markers are at BB4 and BB5 (paths meet), BB3 and BB5 (not at the front) and BB0 and BB3
//! (loop exits).
//!
//! # Run time (figure 6, claims 14–15)
//! One group of threads runs; the others wait. After a step, if the running threads' next
//! blocks differ (a divergent branch), the subset with the earliest next PC continues and the
//! rest wait. If a running thread's next block carries a marker (a marker sits immediately
//! before its block, claims 9–10), the runnable groups are re-evaluated: every live thread
//! whose next block has the earliest PC runs — this is where waiting threads rejoin. A
//! re-evaluation also happens when the running group has finished. Each re-evaluation counts as
//! one reconvergence evaluation.
//!
//! # Comparison with immediate post-dominators
//! [`compare_with_ipdom`] lists, per block, whether it carries a marker (and why) and whether
//! it is the ipdom (SIMT-stack reconvergence point) of a branch, with a sentence on the
//! difference: markers also fire at meeting points that do not post-dominate their branch
//! (BB4 in the patent: `BB3` may leave the loop, so `ipdom(BB1) = BB5`) and at loop exits.
//!
//! Cost: compile time `O(n · (n + m))` in the worst case — rule 4 makes every block the end of
//! at most one removed item, and each iteration is linear in the queue and the item — with
//! trace texts clipped; run time `O(threads)` per step; the comparison `O(markers · (n + m))`.

use super::{Policy, PolicyKind, PolicyState, StepRecord, ThreadSet, Warp, WarpState};
use crate::cfg::{Block, Cfg};
use crate::post_dominators::PostDominatorTree;
use serde::{Deserialize, Serialize};

/// Limits of [`MarkerAnalysis::compute`].
#[derive(Clone, Debug)]
pub struct MarkerOptions {
    /// Maximum number of queue iterations.
    pub max_iterations: usize,
    /// Maximum recorded trace length (iterations beyond are run but not recorded).
    pub max_trace: usize,
}

impl Default for MarkerOptions {
    fn default() -> MarkerOptions {
        MarkerOptions { max_iterations: 1_000_000, max_trace: 2_000 }
    }
}

/// Longest path-item text in the trace (longer ones end with `…`).
const MAX_ITEM_TEXT: usize = 160;
/// Most queue entries shown per trace row.
const MAX_QUEUE_SHOWN: usize = 64;

fn clip(mut s: String) -> String {
    if s.chars().count() > MAX_ITEM_TEXT {
        s = s.chars().take(MAX_ITEM_TEXT - 1).collect();
        s.push('…');
    }
    s
}

/// Why a block carries a marker.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum MarkerKind {
    /// Two queued path items met at the block (claim 6).
    Merge,
    /// A path item ending at it was not queued at the front (claim 4).
    NotFront,
    /// An exit block of a loop path (claims 7–8).
    LoopExit,
    /// A path reached it after it had already been expanded (more than one path leads to it,
    /// claim 1; the termination rule of this implementation).
    Rejoin,
}

impl MarkerKind {
    /// A short description.
    pub fn text(self) -> &'static str {
        match self {
            MarkerKind::Merge => "paths meet",
            MarkerKind::NotFront => "queued behind an earlier-PC path",
            MarkerKind::LoopExit => "loop exit",
            MarkerKind::Rejoin => "reached again after expansion",
        }
    }
}

/// One reason for a marker: the block, the kind and the queue iteration that added it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarkerReason {
    /// The marked block.
    pub block: Block,
    /// Why.
    pub kind: MarkerKind,
    /// The queue iteration (index into [`MarkerAnalysis::trace`] when recorded).
    pub iteration: usize,
}

/// One iteration of the priority-queue processing (a row of the patent's figure 4B).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QueueStep {
    /// The path item removed from the front (`None` for the initial state).
    pub removed: Option<String>,
    /// What happened, one sentence per successor.
    pub events: Vec<String>,
    /// The queue after the iteration, front first.
    pub queue: Vec<String>,
}

/// A segment of a path item: a block, or alternatives (pre-rendered, with a PC sort key; the
/// empty alternative renders as `NULL`). Flat, so nothing recurses on nesting.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Seg {
    Block(Block),
    Alt(Vec<(u32, String)>),
}

#[derive(Clone, Debug)]
struct Item {
    segs: Vec<Seg>,
    /// Sorted blocks of the item.
    blocks: Vec<Block>,
    /// Sorted, deduplicated edges between consecutive blocks of the item.
    edges: Vec<(Block, Block)>,
    /// The last block (`None` for `E`).
    last: Option<Block>,
}

/// The compile-time analysis: markers per block, their reasons and the queue trace.
///
/// JSON shape: `{"markers": [false, true, …], "reasons": [{"block": 5, "kind": "NotFront",
/// "iteration": 2}, …], "trace": [{"removed": "E0", "events": […], "queue": ["E01", "E05"]}],
/// "complete": true}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarkerAnalysis {
    /// Per block (indexed by block), whether it carries a convergence marker.
    pub markers: Vec<bool>,
    /// Every reason a marker was added, in order.
    pub reasons: Vec<MarkerReason>,
    /// The queue iterations (figure 4B); the first row is the initial queue.
    pub trace: Vec<QueueStep>,
    /// Whether the queue emptied within the iteration cap.
    pub complete: bool,
}

/// Short block labels for path items: the longest common prefix of all names is dropped when
/// every name keeps at least one character (`BB0` → `0`); items concatenate labels when all
/// are one character (`E01{2,3}4`), else separate them with `·`.
struct Labels {
    text: Vec<String>,
    sep: &'static str,
}

impl Labels {
    fn new(cfg: &Cfg) -> Labels {
        let names: Vec<&str> = cfg.blocks().map(|b| cfg.name_of(b)).collect();
        let mut prefix = names.first().map_or(0, |s| s.len());
        for s in &names {
            let common = names[0].bytes().zip(s.bytes()).take_while(|(a, b)| a == b).count();
            prefix = prefix.min(common);
        }
        while prefix > 0 && (names.iter().any(|s| s.len() <= prefix || !s.is_char_boundary(prefix)) || names[0].as_bytes()[prefix - 1].is_ascii_digit()) {
            prefix -= 1;
        }
        let text: Vec<String> = names.iter().map(|s| s[prefix..].to_string()).collect();
        let sep = if text.iter().all(|t| t.chars().count() == 1) { "" } else { "·" };
        Labels { text, sep }
    }

    fn block(&self, b: Block) -> &str {
        self.text.get(b.index()).map_or("?", |s| s.as_str())
    }

    fn segs(&self, segs: &[Seg]) -> String {
        let parts: Vec<String> = segs
            .iter()
            .map(|s| match s {
                Seg::Block(b) => self.block(*b).to_string(),
                Seg::Alt(alts) => format!("{{{}}}", alts.iter().map(|(_, t)| if t.is_empty() { "NULL" } else { t.as_str() }).collect::<Vec<_>>().join(",")),
            })
            .collect();
        parts.join(self.sep)
    }

    fn item(&self, it: &Item) -> String {
        let body = self.segs(&it.segs);
        if body.is_empty() {
            "E".to_string()
        } else {
            format!("E{}{}", self.sep, body)
        }
    }
}

fn clip_event(s: String) -> String {
    if s.chars().count() > 4 * MAX_ITEM_TEXT {
        let mut t: String = s.chars().take(4 * MAX_ITEM_TEXT - 1).collect();
        t.push('…');
        t
    } else {
        s
    }
}

fn union_sorted<T: Ord + Copy>(a: &[T], b: &[T]) -> Vec<T> {
    let mut v: Vec<T> = a.iter().chain(b).copied().collect();
    crate::sort::sort_unstable(&mut v);
    v.dedup();
    v
}

/// The PC sort key of a segment list (its first block, `u32::MAX` when empty).
fn first_key(segs: &[Seg]) -> u32 {
    match segs.first() {
        None => u32::MAX,
        Some(Seg::Block(b)) => b.0,
        Some(Seg::Alt(a)) => a.iter().map(|(k, _)| *k).min().unwrap_or(u32::MAX),
    }
}

/// Merges `q` (queued, ending at `s`) with `p` (the new item, ending at `s`).
fn merge(labels: &Labels, q: &Item, p: &Item) -> Item {
    let pre = q.segs.iter().zip(&p.segs).take_while(|(a, b)| a == b).count();
    let max_suf = q.segs.len().min(p.segs.len()) - pre;
    let suf = q.segs.iter().rev().zip(p.segs.iter().rev()).take(max_suf).take_while(|(a, b)| a == b).count();
    let mid_q = &q.segs[pre..q.segs.len() - suf];
    let mid_p = &p.segs[pre..p.segs.len() - suf];
    let mut segs: Vec<Seg> = q.segs[..pre].to_vec();
    if !(mid_q.is_empty() && mid_p.is_empty()) {
        let mut alts: Vec<(u32, String)> = Vec::new();
        for mid in [mid_q, mid_p] {
            match mid {
                [Seg::Alt(a)] => alts.extend(a.iter().cloned()),
                _ => alts.push((first_key(mid), labels.segs(mid))),
            }
        }
        crate::sort::sort(&mut alts);
        alts.dedup();
        segs.push(Seg::Alt(alts));
    }
    segs.extend_from_slice(&q.segs[q.segs.len() - suf..]);
    Item { segs, blocks: union_sorted(&q.blocks, &p.blocks), edges: union_sorted(&q.edges, &p.edges), last: q.last }
}

/// The blocks of `p` on some path (along its edges) from `s` to its last block: the loop.
fn loop_blocks(p: &Item, s: Block) -> Vec<Block> {
    let Some(last) = p.last else { return Vec::new() };
    let idx = |b: Block| p.blocks.binary_search(&b).ok();
    let k = p.blocks.len();
    let mut fwd = vec![false; k];
    let mut bwd = vec![false; k];
    let mut stack = Vec::new();
    if let Some(i) = idx(s) {
        fwd[i] = true;
        stack.push(s);
    }
    while let Some(x) = stack.pop() {
        let from = p.edges.partition_point(|e| e.0 < x);
        for &(a, y) in &p.edges[from..] {
            if a != x {
                break;
            }
            if let Some(i) = idx(y) {
                if !fwd[i] {
                    fwd[i] = true;
                    stack.push(y);
                }
            }
        }
    }
    if let Some(i) = idx(last) {
        bwd[i] = true;
        stack.push(last);
    }
    while let Some(x) = stack.pop() {
        for &(a, y) in &p.edges {
            if y == x {
                if let Some(i) = idx(a) {
                    if !bwd[i] {
                        bwd[i] = true;
                        stack.push(a);
                    }
                }
            }
        }
    }
    p.blocks.iter().enumerate().filter(|&(i, _)| fwd[i] && bwd[i]).map(|(_, &b)| b).collect()
}

impl MarkerAnalysis {
    /// Runs the priority-queue analysis on `cfg` (PC order = layout order). Never panics;
    /// stops after `opts.max_iterations` iterations with `complete = false`.
    pub fn compute(cfg: &Cfg, opts: &MarkerOptions) -> MarkerAnalysis {
        let labels = Labels::new(cfg);
        let n = cfg.num_blocks();
        let mut markers = vec![false; n];
        let mut reasons: Vec<MarkerReason> = Vec::new();
        let mut expanded = vec![false; n];
        let mut queue: Vec<Item> = vec![Item { segs: Vec::new(), blocks: Vec::new(), edges: Vec::new(), last: None }];
        let mut trace = vec![QueueStep { removed: None, events: vec!["the queue starts with the entry point E".into()], queue: vec!["E".into()] }];
        let mark = |markers: &mut Vec<bool>, reasons: &mut Vec<MarkerReason>, b: Block, kind: MarkerKind, it: usize| {
            if let Some(m) = markers.get_mut(b.index()) {
                *m = true;
            }
            if !reasons.iter().any(|r| r.block == b && r.kind == kind) {
                reasons.push(MarkerReason { block: b, kind, iteration: it });
            }
        };
        let name = |b: Block| cfg.name_of(b).to_string();
        let mut iteration = 0usize;
        while !queue.is_empty() {
            if iteration >= opts.max_iterations {
                return MarkerAnalysis { markers, reasons, trace, complete: false };
            }
            iteration += 1;
            let p = queue.remove(0);
            let p_text = labels.item(&p);
            let mut events = Vec::new();
            if let Some(l) = p.last {
                expanded[l.index()] = true;
            }
            let succs: Vec<Block> = match p.last {
                None => vec![cfg.entry()],
                Some(l) => {
                    let mut v = cfg.succs(l).to_vec();
                    let mut seen = Vec::new();
                    v.retain(|b| if seen.contains(b) { false } else { seen.push(*b); true });
                    v
                }
            };
            if succs.is_empty() {
                events.push(format!("{p_text} ends at an exit"));
            }
            for s in succs {
                let mut np = p.clone();
                np.segs.push(Seg::Block(s));
                if let Some(l) = p.last {
                    np.edges = union_sorted(&np.edges, &[(l, s)]);
                }
                np.blocks = union_sorted(&np.blocks, &[s]);
                np.last = Some(s);
                let np_text = labels.item(&np);
                if p.blocks.binary_search(&s).is_ok() {
                    // 1. A loop path.
                    let mut lp = p.clone();
                    lp.edges = union_sorted(&lp.edges, &[(p.last.unwrap_or(s), s)]);
                    let lb = loop_blocks(&lp, s);
                    let exits: Vec<Block> = lb.iter().copied().filter(|&x| cfg.succs(x).iter().any(|y| lb.binary_search(y).is_err())).collect();
                    for &x in &exits {
                        mark(&mut markers, &mut reasons, x, MarkerKind::LoopExit, iteration);
                    }
                    events.push(format!(
                        "{np_text} is a loop path (back to {}): loop exits {} get markers; not queued",
                        name(s),
                        if exits.is_empty() { "(none)".to_string() } else { exits.iter().map(|&x| name(x)).collect::<Vec<_>>().join(", ") }
                    ));
                } else if let Some(qi) = queue.iter().position(|q| q.last == Some(s)) {
                    // 2. Meets a queued item: merge.
                    let q = queue.remove(qi);
                    let q_text = labels.item(&q);
                    let m = merge(&labels, &q, &np);
                    let m_text = labels.item(&m);
                    let at = queue.partition_point(|x| x.last.map_or(0, |b| b.0) < s.0);
                    queue.insert(at, m);
                    mark(&mut markers, &mut reasons, s, MarkerKind::Merge, iteration);
                    events.push(format!("{np_text} meets {q_text} at {}: merged into {m_text}, marker at {}", name(s), name(s)));
                } else if expanded[s.index()] {
                    // 4. Reached again after expansion.
                    mark(&mut markers, &mut reasons, s, MarkerKind::Rejoin, iteration);
                    events.push(format!("{np_text}: {} was already expanded, so more than one path leads to it: marker at {}; not queued again", name(s), name(s)));
                } else {
                    // 3. Insert in PC order.
                    let at = queue.partition_point(|x| x.last.map_or(0, |b| b.0) < s.0);
                    queue.insert(at, np);
                    if at > 0 {
                        mark(&mut markers, &mut reasons, s, MarkerKind::NotFront, iteration);
                        events.push(format!("{np_text} queued at position {} (not the front): marker at {}", at + 1, name(s)));
                    } else {
                        events.push(format!("{np_text} queued at the front"));
                    }
                }
            }
            if trace.len() < opts.max_trace {
                let mut shown: Vec<String> = queue.iter().take(MAX_QUEUE_SHOWN).map(|q| clip(labels.item(q))).collect();
                if queue.len() > MAX_QUEUE_SHOWN {
                    shown.push(format!("… ({} more)", queue.len() - MAX_QUEUE_SHOWN));
                }
                trace.push(QueueStep { removed: Some(clip(p_text)), events: events.into_iter().map(clip_event).collect(), queue: shown });
            }
        }
        MarkerAnalysis { markers, reasons, trace, complete: true }
    }

    /// The marked blocks in layout order.
    pub fn marked_blocks(&self) -> Vec<Block> {
        self.markers.iter().enumerate().filter(|(_, &m)| m).map(|(i, _)| Block::new(i)).collect()
    }

    /// The queue contents of each trace row, as `E01 E05` strings (figure 4B).
    pub fn queue_rows(&self) -> Vec<String> {
        self.trace.iter().map(|s| s.queue.join(" ")).collect()
    }
}

/// One block in the comparison of markers with ipdom reconvergence points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReconvergencePoint {
    /// The block.
    pub block: Block,
    /// Its name.
    pub name: String,
    /// Whether it carries a marker, and why.
    pub marker: Vec<MarkerKind>,
    /// The branches (blocks with two or more distinct successors) whose ipdom it is.
    pub ipdom_of: Vec<Block>,
    /// A sentence on the difference (empty when the block is neither).
    pub note: String,
}

/// Compares the markers with the immediate post-dominators of the branches: one row per block
/// that is a marker or an ipdom reconvergence point, in layout order. `O(n + m)`.
pub fn compare_with_ipdom(cfg: &Cfg, analysis: &MarkerAnalysis) -> Vec<ReconvergencePoint> {
    let pdt = PostDominatorTree::compute(cfg);
    let n = cfg.num_blocks();
    let mut ipdom_of: Vec<Vec<Block>> = vec![Vec::new(); n];
    let mut branch_ipdom: Vec<(Block, Option<Block>)> = Vec::new();
    for b in cfg.blocks() {
        let s = cfg.succs(b);
        if s.iter().any(|&x| x != s[0]) {
            let r = pdt.ipdom(b);
            branch_ipdom.push((b, r));
            if let Some(r) = r {
                ipdom_of[r.index()].push(b);
            }
        }
    }
    let name = |b: Block| cfg.name_of(b).to_string();
    let mut out = Vec::new();
    for b in cfg.blocks() {
        let mut kinds: Vec<MarkerKind> = analysis.reasons.iter().filter(|r| r.block == b).map(|r| r.kind).collect();
        crate::sort::sort(&mut kinds);
        kinds.dedup();
        let ip = &ipdom_of[b.index()];
        if kinds.is_empty() && ip.is_empty() {
            continue;
        }
        let why: Vec<&str> = kinds.iter().map(|k| k.text()).collect();
        let note = match (kinds.is_empty(), ip.is_empty()) {
            (false, false) => format!("marker ({}) and ipdom of {}: both reconverge here", why.join(", "), ip.iter().map(|&x| name(x)).collect::<Vec<_>>().join(", ")),
            (false, true) => {
                // Branches that reach b from two different successors but whose ipdom is elsewhere.
                let mut others = Vec::new();
                let reach = reaching(cfg, b);
                for &(br, r) in &branch_ipdom {
                    let reaching = cfg.succs(br).iter().filter(|&&s| reach[s.index()]).count();
                    if reaching >= 2 && r != Some(b) {
                        others.push(format!("ipdom({}) = {}", name(br), r.map_or("the virtual exit".to_string(), name)));
                    }
                }
                let tail = if others.is_empty() { String::new() } else { format!("; the SIMT stack waits elsewhere: {}", others.join(", ")) };
                format!("marker only ({}): not the immediate post-dominator of any branch, so the ipdom stack does not reconverge here{tail}", why.join(", "))
            }
            (true, false) => format!("ipdom of {} only: no two path items meet here before the queue reaches it in PC order", ip.iter().map(|&x| name(x)).collect::<Vec<_>>().join(", ")),
            (true, true) => String::new(),
        };
        out.push(ReconvergencePoint { block: b, name: name(b), marker: kinds, ipdom_of: ip.clone(), note });
    }
    out
}

/// The blocks from which `to` is reachable (`to` included). `O(n + m)`.
fn reaching(cfg: &Cfg, to: Block) -> Vec<bool> {
    let mut seen = vec![false; cfg.num_blocks()];
    let mut stack = vec![to];
    seen[to.index()] = true;
    while let Some(x) = stack.pop() {
        for &y in cfg.preds(x) {
            if !seen[y.index()] {
                seen[y.index()] = true;
                stack.push(y);
            }
        }
    }
    seen
}

/// The run-time state: the running group; every other live thread waits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarkerState {
    /// The threads running in lock step (all at the same next block).
    pub active: ThreadSet,
}

/// The run-time policy: markers from [`MarkerAnalysis`], earliest-PC selection.
#[derive(Clone, Debug)]
pub struct MarkerPolicy {
    /// The compile-time analysis.
    pub analysis: MarkerAnalysis,
}

impl MarkerPolicy {
    /// Runs the compile-time analysis on `cfg`.
    pub fn new(cfg: &Cfg, opts: &MarkerOptions) -> MarkerPolicy {
        MarkerPolicy { analysis: MarkerAnalysis::compute(cfg, opts) }
    }

    fn marked(&self, b: Block) -> bool {
        self.analysis.markers.get(b.index()).copied().unwrap_or(false)
    }

    /// The live threads of `among` whose next block has the earliest PC.
    fn earliest(warp: &Warp, pos: &[u32], among: &ThreadSet) -> ThreadSet {
        let mut best: Option<Block> = None;
        for t in among.iter() {
            if let Some(b) = warp.next_block(t, pos[t.index()]) {
                if best.is_none_or(|x| b < x) {
                    best = Some(b);
                }
            }
        }
        let mut s = ThreadSet::with_capacity(warp.width());
        if let Some(best) = best {
            for t in among.iter() {
                if warp.next_block(t, pos[t.index()]) == Some(best) {
                    s.insert(t);
                }
            }
        }
        s
    }
}

impl Policy for MarkerPolicy {
    fn kind(&self) -> PolicyKind {
        PolicyKind::Markers
    }

    fn init(&self, warp: &Warp) -> PolicyState {
        let pos = vec![0u32; warp.width()];
        PolicyState::Markers(MarkerState { active: MarkerPolicy::earliest(warp, &pos, &ThreadSet::all(warp.width())) })
    }

    fn advance(&self, warp: &Warp, state: &mut WarpState) -> Option<StepRecord> {
        let mut evaluations = 0u32;
        let mut active = match &state.policy {
            PolicyState::Markers(m) => m.active.clone(),
            _ => ThreadSet::default(),
        };
        // Drop finished threads; keep one next block (defensive).
        let done: Vec<_> = active.iter().filter(|&t| warp.done(state, t)).collect();
        for t in done {
            active.remove(t);
        }
        if active.is_empty() {
            let live = warp.live(state);
            if live.is_empty() {
                return None;
            }
            active = MarkerPolicy::earliest(warp, &state.pos, &live);
            evaluations += 1;
        } else {
            active = MarkerPolicy::earliest(warp, &state.pos, &active);
        }
        let block = active.first().and_then(|t| warp.next_block(t, state.pos[t.index()]))?;
        warp.execute(state, &active);
        let mut next = ThreadSet::with_capacity(warp.width());
        let mut marked = false;
        let mut first: Option<Block> = None;
        let mut diverged = false;
        for t in active.iter() {
            if let Some(b) = warp.next_block(t, state.pos[t.index()]) {
                next.insert(t);
                marked |= self.marked(b);
                match first {
                    None => first = Some(b),
                    Some(f) => diverged |= f != b,
                }
            }
        }
        let new_active = if marked {
            evaluations += 1;
            MarkerPolicy::earliest(warp, &state.pos, &warp.live(state))
        } else if diverged {
            MarkerPolicy::earliest(warp, &state.pos, &next)
        } else {
            next
        };
        state.evaluations += evaluations as u64;
        state.policy = PolicyState::Markers(MarkerState { active: new_active });
        Some(StepRecord { block, active, evaluations })
    }
}
