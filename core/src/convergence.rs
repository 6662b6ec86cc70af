//! Dynamic instances, convergence-before and the maximal converged-with relation, with the
//! dynamic-instance tables of LLVM's *Convergence And Uniformity* document generated instead of
//! hand-written.
//!
//! # Sources
//! `llvm/docs/ConvergenceAndUniformity.rst` (seed `shared/seeds/000_…`, a translation):
//! *Threads and Dynamic Instances*, *Convergence* (convergence-before is the transitive closure
//! of three rules over program order and converged-with), *Maximal Convergence* (the
//! definition), *Dependence on Cycle Headers* (the operational reading used here), *Static
//! Uniformity Analysis* (m-converged static instances). Cycle hierarchies are LLVM's CycleInfo
//! ([`crate::cycles`]) for a chosen DFS order.
//!
//! # The relation
//! Instances `X1`, `X2` of a block `X` in different threads are *maximally converged* iff for
//! every cycle `C ∋ X` with header `H`, every instance of `H` before `X1` (in its thread) is
//! convergence-before `X2` and vice versa, without assuming `X1 ~ X2`. By the section
//! *Dependence on Cycle Headers*, with `A(Xi)` the **last** instance, before `Xi` in its
//! thread, of a header of any cycle containing `X`:
//!
//! > `X1 ~ X2` iff neither `A(X1)` nor `A(X2)` exists, or both exist and `A(X1) ~ A(X2)`.
//!
//! So each instance gets the key `(X, class of A(X))` (or `(X, ⊥)`), interned into a class id
//! thread by thread: equal keys ⇔ converged. Keys of one thread are distinct (two instances of
//! `X` in one thread are separated by a header of a cycle containing `X`), so classes hold at
//! most one instance per thread and the relation is an equivalence across threads.
//! `tests/convergence_props.rs` checks it against [`definition_relation`], a direct, slow
//! least-fixpoint evaluation of the definition via convergence-before, on random CFGs,
//! hierarchies and paths.
//!
//! Cost: `O(I · d)` time for `I` instances and cycle depth `d`, plus hashing; `O(I)` memory.
//!
//! # Tables
//! One column per class, ordered by Kahn's algorithm over the class graph (an edge from the
//! class of each instance to the class of its successor in the thread); among ready classes the
//! one whose earliest member comes first in its thread (then lowest thread) goes first. The
//! order exists iff convergence-before is a strict partial order; otherwise [`order_columns`]
//! returns the instances of a cycle. Columns are as compact as possible: no empty column.
//!
//! # Names
//! [`InstanceNaming::Occurrence`] (default): the `k`-th execution of `X` by each thread,
//! threads interleaved (`k = 1` of T1, T2, …, then `k = 2` …). It does not depend on the
//! hierarchy or policy, so names are stable across views, and it is what the document's
//! tables use — except the nested-irreducible example, which numbers by column
//! ([`InstanceNaming::Column`]); see `docs/CONVERGENCE-TABLES.md`.
//!
//! # Reasons
//! For two non-converged instances `a`, `b` of one block: the witness is `A(a)` if it is not
//! convergence-before `b`, else `A(b)` if it is not convergence-before `a` (the last header
//! instance is the strongest witness: if any earlier one fails, so does it). Text as the
//! document: `B1 and B2 are not converged: H4 is not convergence-before B1`. Convergence-before
//! queries use per-class vector clocks ([`CbClocks`], `O(I · threads)`, capped).

use crate::cfg::{Block, Cfg};
use crate::cycles::hierarchies::{all_hierarchies, EnumOptions};
use crate::cycles::{Cycle, CycleInfo};
use crate::cfg::NONE;
pub use crate::scenario::{Instance, Thread, ThreadPaths};
use serde::{Deserialize, Serialize};
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for the interner's `u64` keys.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u64(&mut self, v: u64) {
        // SplitMix64's finaliser: every input bit reaches the low (bucket) and the top
        // (control byte) bits hashbrown uses.
        let mut z = v.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        self.0 = z ^ (z >> 31);
    }
}

type KeyMap = HashMap<u64, u32, BuildHasherDefault<KeyHasher>>;

/// Interns `(block, parent class)` keys into dense class ids.
struct Interner {
    root: Vec<u32>,
    map: KeyMap,
    class_block: Vec<Block>,
    class_parent: Vec<u32>,
}

impl Interner {
    fn new(num_blocks: usize) -> Interner {
        Interner { root: vec![NONE; num_blocks], map: KeyMap::default(), class_block: Vec::new(), class_parent: Vec::new() }
    }

    #[inline]
    fn intern(&mut self, b: Block, parent: u32) -> u32 {
        let next = self.class_block.len() as u32;
        let id = if parent == NONE {
            let slot = &mut self.root[b.index()];
            if *slot == NONE {
                *slot = next;
            }
            *slot
        } else {
            *self.map.entry(((b.0 as u64) << 32) | parent as u64).or_insert(next)
        };
        if id == next {
            self.class_block.push(b);
            self.class_parent.push(parent);
        }
        id
    }
}

/// For each block, the cycle it heads (`NONE` if it heads none). A block heads at most one
/// cycle (a child cycle lives in `C − header(C)`).
fn header_cycles(cycles: &CycleInfo, n: usize) -> Vec<u32> {
    let mut h = vec![NONE; n];
    for c in cycles.cycles() {
        if let Some(slot) = h.get_mut(cycles.header(c).index()) {
            *slot = c.0;
        }
    }
    h
}

/// The maximal converged-with relation of a set of thread paths for one cycle hierarchy, with
/// its table.
///
/// Shapes: per instance its class and its last header instance `A(i)`; per class its block,
/// the class of the convergence point it depends on, and its column. Built by
/// [`MaximalConvergence::compute`] in `O(I · d)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MaximalConvergence {
    class_of: Vec<u32>,
    last_header: Vec<u32>,
    class_block: Vec<Block>,
    class_parent: Vec<u32>,
    /// The column order, or the instances of a convergence-before cycle (never for the
    /// maximal relation; kept for robustness).
    table: Result<Table, Vec<Instance>>,
}

impl MaximalConvergence {
    /// Computes the relation for `paths` under the hierarchy `cycles` (of `cfg`). Instances of
    /// blocks outside `cfg` (or `cycles`) are left unconverged. Near-linear: `O(I · d)` plus the
    /// column ordering `O(I log I)`.
    pub fn compute(cfg: &Cfg, cycles: &CycleInfo, paths: &ThreadPaths) -> MaximalConvergence {
        let n = cfg.num_blocks();
        let hc = header_cycles(cycles, n);
        let nc = cycles.num_cycles().max(1);
        let total = paths.num_instances();
        let mut class_of = vec![NONE; total];
        let mut last_header = vec![NONE; total];
        let mut it = Interner::new(n);
        // Threads are processed in batches, and inside a batch position by position (all
        // threads' k-th instances, then the (k+1)-th): a key depends only on its own thread's
        // prefix, so any interleaving gives the same relation, and this one keeps the keys of
        // converged instances — looked up at about the same time — in the cache.
        // `last[t][c]`: the last instance of the header of cycle `c` in batch thread `t`.
        let batch = ((1usize << 22) / nc).clamp(1, paths.num_threads().max(1));
        let mut last = vec![NONE; batch * nc];
        let threads: Vec<Thread> = paths.threads().collect();
        for chunk in threads.chunks(batch) {
            last.iter_mut().for_each(|x| *x = NONE);
            let mut active: Vec<usize> = (0..chunk.len()).filter(|&j| !paths.path(chunk[j]).is_empty()).collect();
            let mut k = 0usize;
            while !active.is_empty() {
                let mut a = 0;
                while a < active.len() {
                    let j = active[a];
                    let t = chunk[j];
                    let path = paths.path(t);
                    if k >= path.len() {
                        active.swap_remove(a);
                        continue;
                    }
                    a += 1;
                    let x = path[k];
                    let i = paths.first_instance(t).index() + k;
                    if x.index() >= n || x.index() >= cycles.num_blocks() {
                        continue; // not a block of this CFG: left unclassified
                    }
                    let row = &mut last[j * nc..j * nc + nc];
                    let mut best = NONE;
                    let mut c = cycles.cycle_of(x);
                    while let Some(cc) = c {
                        let l = row[cc.index()];
                        if l != NONE && (best == NONE || l > best) {
                            best = l;
                        }
                        c = cycles.parent(cc);
                    }
                    let parent = if best == NONE { NONE } else { class_of[best as usize] };
                    class_of[i] = it.intern(x, parent);
                    last_header[i] = best;
                    let h = hc[x.index()];
                    if h != NONE {
                        row[h as usize] = i as u32;
                    }
                }
                k += 1;
            }
        }
        // Instances of unknown blocks get a class of their own each (never converged).
        for c in class_of.iter_mut().filter(|c| **c == NONE) {
            *c = it.class_block.len() as u32;
            it.class_block.push(Block(NONE));
            it.class_parent.push(NONE);
        }
        let table = Table::from_classes(paths, &class_of, it.class_block.len());
        MaximalConvergence { class_of, last_header, class_block: it.class_block, class_parent: it.class_parent, table }
    }

    /// The class of each instance (indexed by instance). Equal classes ⇔ converged.
    pub fn class_of(&self) -> &[u32] {
        &self.class_of
    }

    /// Number of classes (= columns).
    pub fn num_classes(&self) -> usize {
        self.class_block.len()
    }

    /// Whether `a` and `b` (different instances) are converged. Instances of one thread never
    /// are. `O(1)`.
    pub fn converged(&self, paths: &ThreadPaths, a: Instance, b: Instance) -> bool {
        a != b && self.class_of.get(a.index()).is_some_and(|c| self.class_of.get(b.index()) == Some(c)) && paths.thread_of(a) != paths.thread_of(b)
    }

    /// `A(i)`: the last instance, before `i` in its thread, of a header of a cycle containing
    /// `i`'s block (the convergence point `i` depends on), if any.
    pub fn last_header(&self, i: Instance) -> Option<Instance> {
        let h = self.last_header.get(i.index()).copied().unwrap_or(NONE);
        (h != NONE).then_some(Instance(h))
    }

    /// The table, or the instances of a convergence-before cycle.
    pub fn table(&self) -> Result<&Table, &[Instance]> {
        self.table.as_ref().map_err(|v| v.as_slice())
    }

    /// The reason why `a` and `b` (instances of the same block in different threads) are not
    /// converged, `None` if they are converged or not comparable. `clocks` answers the
    /// convergence-before queries.
    pub fn reason(&self, paths: &ThreadPaths, clocks: &CbClocks, a: Instance, b: Instance) -> Option<Reason> {
        if a.index() >= self.class_of.len() || b.index() >= self.class_of.len() || a.index() >= paths.num_instances() || b.index() >= paths.num_instances() {
            return None;
        }
        if paths.block(a) != paths.block(b) || paths.thread_of(a) == paths.thread_of(b) || self.class_of[a.index()] == self.class_of[b.index()] {
            return None;
        }
        for (w, target) in [(self.last_header(a), b), (self.last_header(b), a)] {
            if let Some(w) = w {
                if !clocks.convergence_before(w, target) {
                    return Some(Reason { a, b, witness: Some(w), target });
                }
            }
        }
        Some(Reason { a, b, witness: None, target: b })
    }

    /// The reasons for every non-converged pair of instances of one block in different threads,
    /// ordered by block (layout) and instance numbers, at most `limit` of them; the flag says
    /// whether some were left out (also when more than `64 · limit + 10^6` pairs were
    /// examined). `O(min(pairs, 64 · limit + 10^6))` after the clocks.
    pub fn reasons(&self, paths: &ThreadPaths, clocks: &CbClocks, numbers: &[u32], limit: usize) -> (Vec<Reason>, bool) {
        let mut by_block: Vec<(Block, u32, Instance)> = (0..paths.num_instances() as u32).map(|i| (paths.block(Instance(i)), numbers.get(i as usize).copied().unwrap_or(0), Instance(i))).collect();
        crate::sort::sort_unstable(&mut by_block);
        let mut out = Vec::new();
        let mut budget = limit.saturating_mul(64).saturating_add(1_000_000);
        let mut s = 0;
        while s < by_block.len() {
            let mut e = s;
            while e < by_block.len() && by_block[e].0 == by_block[s].0 {
                e += 1;
            }
            for i in s..e {
                for j in i + 1..e {
                    budget = budget.saturating_sub(1);
                    if budget == 0 {
                        return (out, true);
                    }
                    if let Some(r) = self.reason(paths, clocks, by_block[i].2, by_block[j].2) {
                        if out.len() == limit {
                            return (out, true);
                        }
                        out.push(r);
                    }
                }
            }
            s = e;
        }
        (out, false)
    }

    /// Checks that the relation satisfies the definition (a fixpoint): every converged pair
    /// meets the condition and every non-converged pair has a witness. Used by tests; `O(pairs)`.
    pub fn satisfies_definition(&self, paths: &ThreadPaths, clocks: &CbClocks, cycles: &CycleInfo, cfg: &Cfg) -> Result<(), String> {
        let n = paths.num_instances();
        for a in 0..n as u32 {
            for b in a + 1..n as u32 {
                let (a, b) = (Instance(a), Instance(b));
                if paths.block(a) != paths.block(b) || paths.thread_of(a) == paths.thread_of(b) {
                    continue;
                }
                let ok = definition_holds(paths, cycles, cfg, a, b, &|h, x| clocks.convergence_before(h, x));
                if ok != (self.class_of[a.index()] == self.class_of[b.index()]) {
                    return Err(format!("instances {} and {}: definition says {ok}", a.0, b.0));
                }
            }
        }
        Ok(())
    }
}

/// The definition's condition for `a`, `b` given a convergence-before oracle.
fn definition_holds(paths: &ThreadPaths, cycles: &CycleInfo, cfg: &Cfg, a: Instance, b: Instance, cb: &dyn Fn(Instance, Instance) -> bool) -> bool {
    let x = paths.block(a);
    if x.index() >= cfg.num_blocks() {
        return false;
    }
    let mut c = cycles.cycle_of(x);
    while let Some(cc) = c {
        let h = cycles.header(cc);
        for (p, q) in [(a, b), (b, a)] {
            let t = paths.thread_of(p);
            let first = paths.first_instance(t).0;
            for i in first..p.0 {
                if paths.block(Instance(i)) == h && !cb(Instance(i), q) {
                    return false;
                }
            }
        }
        c = cycles.parent(cc);
    }
    true
}

/// Why two instances are not converged: `witness` (a header instance preceding one of them) is
/// not convergence-before `target` (the other). `witness == None` would mean no witness exists
/// (never for the maximal relation; kept so that nothing panics).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    /// The first instance of the pair (lower number).
    pub a: Instance,
    /// The second instance of the pair.
    pub b: Instance,
    /// The header instance that is not convergence-before `target`.
    pub witness: Option<Instance>,
    /// `a` or `b`.
    pub target: Instance,
}

impl Reason {
    /// The document's sentence, with instance names from `names` (indexed by instance):
    /// `B1 and B2 are not converged: H4 is not convergence-before B1`.
    pub fn text(&self, names: &[String]) -> String {
        let n = |i: Instance| names.get(i.index()).map_or("?", |s| s.as_str());
        match self.witness {
            Some(w) => format!("{} and {} are not converged: {} is not convergence-before {}", n(self.a), n(self.b), n(w), n(self.target)),
            None => format!("{} and {} are not converged (no witness found)", n(self.a), n(self.b)),
        }
    }
}

/// A dynamic-instance table: for each instance its column; columns increase along each thread
/// and converged instances share a column.
///
/// JSON shape: `{"threads": [[column, …], …], "num_columns": N}` — one list per thread, one
/// 0-based column per dynamic instance in path order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Per thread, per instance in path order, its column.
    pub threads: Vec<Vec<u32>>,
    /// Number of columns.
    pub num_columns: u32,
}

impl Table {
    /// Orders the classes of a converged-with relation into columns (see [`order_columns`]).
    ///
    /// # Errors
    /// The instances of a convergence-before cycle.
    pub fn from_classes(paths: &ThreadPaths, class_of: &[u32], num_classes: usize) -> Result<Table, Vec<Instance>> {
        let col = order_columns(paths, class_of, num_classes)?;
        Ok(Table::from_columns(paths, &class_of.iter().map(|&c| col[c as usize]).collect::<Vec<_>>()))
    }

    /// A table from a column per instance (indexed by instance).
    pub fn from_columns(paths: &ThreadPaths, column_of: &[u32]) -> Table {
        let threads: Vec<Vec<u32>> = paths.threads().map(|t| {
            let s = paths.first_instance(t).index();
            column_of.get(s..s + paths.path(t).len()).unwrap_or(&[]).to_vec()
        }).collect();
        let num_columns = column_of.iter().map(|&c| c + 1).max().unwrap_or(0);
        Table { threads, num_columns }
    }

    /// The column of every instance (indexed by instance).
    pub fn column_of(&self) -> Vec<u32> {
        self.threads.iter().flatten().copied().collect()
    }
}

/// Orders classes (of a converged-with relation given as a class per instance) into columns
/// consistent with convergence-before: Kahn's algorithm over the class graph, ready classes by
/// (earliest member position, lowest thread). Returns the column of each class.
/// `O(I log I)`.
///
/// # Errors
/// If convergence-before is not a strict partial order (a cycle, or a class holding two
/// instances of one thread): the instances of the classes that could not be ordered (at most
/// 32).
pub fn order_columns(paths: &ThreadPaths, class_of: &[u32], num_classes: usize) -> Result<Vec<u32>, Vec<Instance>> {
    let total = paths.num_instances().min(class_of.len());
    let (offsets, members) = class_members(class_of, total, num_classes);
    let mut thread_of = vec![0u32; total];
    let mut pos = vec![0u32; total];
    for t in paths.threads() {
        let s = paths.first_instance(t).index();
        for k in 0..paths.path(t).len() {
            if s + k < total {
                thread_of[s + k] = t.0;
                pos[s + k] = k as u32;
            }
        }
    }
    let mut pending = vec![0u32; num_classes];
    let mut key = vec![(u32::MAX, u32::MAX); num_classes];
    for i in 0..total {
        let c = class_of[i] as usize;
        if c < num_classes {
            pending[c] += 1;
            key[c] = key[c].min((pos[i], thread_of[i]));
        }
    }
    let mut heap = BinaryHeap::new();
    for t in paths.threads() {
        let s = paths.first_instance(t).index();
        if !paths.path(t).is_empty() && s < total {
            let c = class_of[s] as usize;
            if c < num_classes {
                pending[c] -= 1;
                if pending[c] == 0 {
                    heap.push(Reverse((key[c], c as u32)));
                }
            }
        }
    }
    let mut col = vec![NONE; num_classes];
    let mut next = 0u32;
    while let Some(Reverse((_, c))) = heap.pop() {
        col[c as usize] = next;
        next += 1;
        for &m in &members[offsets[c as usize] as usize..offsets[c as usize + 1] as usize] {
            let t = Thread(thread_of[m as usize]);
            let end = paths.first_instance(t).index() + paths.path(t).len();
            let nx = m as usize + 1;
            if nx < end && nx < total {
                let c2 = class_of[nx] as usize;
                if c2 < num_classes {
                    pending[c2] -= 1;
                    if pending[c2] == 0 {
                        heap.push(Reverse((key[c2], c2 as u32)));
                    }
                }
            }
        }
    }
    let used = (0..num_classes).filter(|&c| offsets[c] < offsets[c + 1]).count() as u32;
    if next < used {
        let bad: Vec<Instance> = (0..total).filter(|&i| col[class_of[i] as usize] == NONE).take(32).map(|i| Instance(i as u32)).collect();
        return Err(bad);
    }
    Ok(col)
}

/// Class members in CSR form: class `c`'s instances are `members[offsets[c]..offsets[c+1]]`.
fn class_members(class_of: &[u32], total: usize, num_classes: usize) -> (Vec<u32>, Vec<u32>) {
    let mut offsets = vec![0u32; num_classes + 1];
    for &c in &class_of[..total] {
        if (c as usize) < num_classes {
            offsets[c as usize + 1] += 1;
        }
    }
    for c in 0..num_classes {
        offsets[c + 1] += offsets[c];
    }
    let mut fill = offsets.clone();
    let mut members = vec![0u32; offsets[num_classes] as usize];
    for (i, &c) in class_of[..total].iter().enumerate() {
        if (c as usize) < num_classes {
            members[fill[c as usize] as usize] = i as u32;
            fill[c as usize] += 1;
        }
    }
    (offsets, members)
}

/// Convergence-before queries by per-class vector clocks: for each class `c` and thread `t`,
/// one past the latest position of thread `t` whose instance is convergence-before (every
/// member of) `c`. Built in column order from the rules of the document's *Convergence*
/// section: the predecessor `p` of a member is before it (rule 1), so are the members of
/// `p`'s class (rule 3) and everything before `p`'s class (transitivity); rule 2 is covered by
/// iterating over all members. `O(I · threads)` time and `O(classes · threads)` memory.
#[derive(Clone, Debug)]
pub struct CbClocks {
    threads: usize,
    class_of: Vec<u32>,
    clock: Vec<u32>,
    thread_of: Vec<u32>,
    pos: Vec<u32>,
}

/// The default cap on `classes × threads` clock entries (64 MiB of `u32`).
pub const CLOCK_LIMIT: usize = 1 << 24;

impl CbClocks {
    /// Builds the clocks of a relation (a class per instance) whose columns are `column_of_class`
    /// (from [`order_columns`]). `None` if `classes × threads` exceeds `limit`.
    pub fn compute(paths: &ThreadPaths, class_of: &[u32], column_of_class: &[u32], limit: usize) -> Option<CbClocks> {
        let nt = paths.num_threads();
        let nc = column_of_class.len();
        if nc.checked_mul(nt.max(1))? > limit {
            return None;
        }
        let total = paths.num_instances().min(class_of.len());
        let mut thread_of = vec![0u32; total];
        let mut pos = vec![0u32; total];
        for t in paths.threads() {
            let s = paths.first_instance(t).index();
            for k in 0..paths.path(t).len() {
                if s + k < total {
                    thread_of[s + k] = t.0;
                    pos[s + k] = k as u32;
                }
            }
        }
        let (offsets, members) = class_members(class_of, total, nc);
        let mut order: Vec<u32> = (0..nc as u32).filter(|&c| column_of_class[c as usize] != NONE).collect();
        // Stable: `order` is ascending, so ties (if any) keep class order.
        crate::sort::sort_by_key(&mut order, |&c| column_of_class[c as usize]);
        let mut clock = vec![0u32; nc * nt];
        let mut row = vec![0u32; nt];
        for &c in &order {
            row.iter_mut().for_each(|x| *x = 0);
            for &m in &members[offsets[c as usize] as usize..offsets[c as usize + 1] as usize] {
                let (t, p) = (thread_of[m as usize] as usize, pos[m as usize]);
                if p == 0 {
                    continue;
                }
                row[t] = row[t].max(p);
                let pc = class_of[m as usize - 1] as usize;
                if pc < nc {
                    for (r, &v) in row.iter_mut().zip(&clock[pc * nt..pc * nt + nt]) {
                        *r = (*r).max(v);
                    }
                    for &q in &members[offsets[pc] as usize..offsets[pc + 1] as usize] {
                        let tq = thread_of[q as usize] as usize;
                        row[tq] = row[tq].max(pos[q as usize] + 1);
                    }
                }
            }
            clock[c as usize * nt..c as usize * nt + nt].copy_from_slice(&row);
        }
        Some(CbClocks { threads: nt, class_of: class_of[..total].to_vec(), clock, thread_of, pos })
    }

    /// Whether `p` is convergence-before `q`. `O(1)`.
    pub fn convergence_before(&self, p: Instance, q: Instance) -> bool {
        let (Some(&tp), Some(&pp), Some(&cq)) = (self.thread_of.get(p.index()), self.pos.get(p.index()), self.class_of.get(q.index())) else {
            return false;
        };
        self.clock.get(cq as usize * self.threads + tp as usize).is_some_and(|&v| pp < v)
    }
}

/// How dynamic instances are numbered (see the module documentation).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum InstanceNaming {
    /// The `k`-th execution in each thread, threads interleaved (the document's usual rule).
    #[default]
    Occurrence,
    /// By column, then thread (the document's nested-irreducible example).
    Column,
}

/// The number of each instance (1-based, per block). `column_of` is needed for
/// [`InstanceNaming::Column`] (indexed by instance). `O(I log I)`.
pub fn instance_numbers(paths: &ThreadPaths, naming: InstanceNaming, column_of: Option<&[u32]>) -> Vec<u32> {
    let total = paths.num_instances();
    let mut keyed: Vec<(Block, u32, u32, u32)> = Vec::with_capacity(total);
    let mut seen: HashMap<Block, u32> = HashMap::new();
    for t in paths.threads() {
        seen.clear();
        let s = paths.first_instance(t).index();
        for (k, &b) in paths.path(t).iter().enumerate() {
            let occ = seen.entry(b).or_insert(0);
            *occ += 1;
            let major = match (naming, column_of) {
                (InstanceNaming::Column, Some(c)) => c.get(s + k).copied().unwrap_or(NONE),
                _ => *occ,
            };
            keyed.push((b, major, t.0, (s + k) as u32));
        }
    }
    crate::sort::sort_unstable(&mut keyed);
    let mut out = vec![0u32; total];
    let mut k = 0u32;
    for (j, &(b, _, _, i)) in keyed.iter().enumerate() {
        k = if j > 0 && keyed[j - 1].0 == b { k + 1 } else { 1 };
        out[i as usize] = k;
    }
    out
}

/// Instance names: block name and number (`H3`; `BB0#2` when the name ends with a digit or a
/// quote). Indexed by instance.
pub fn instance_names(cfg: &Cfg, paths: &ThreadPaths, numbers: &[u32]) -> Vec<String> {
    (0..paths.num_instances())
        .map(|i| {
            let b = paths.block(Instance(i as u32));
            let name = if b.index() < cfg.num_blocks() { cfg.name_of(b) } else { "?" };
            let k = numbers.get(i).copied().unwrap_or(0);
            if name.ends_with(|c: char| c.is_ascii_digit() || c == '"') {
                format!("{name}#{k}")
            } else {
                format!("{name}{k}")
            }
        })
        .collect()
}

/// The relation as the definition states it, evaluated directly and slowly: the least
/// fixpoint of "add `(X1, X2)` when every header instance before one is convergence-before the
/// other, under convergence-before computed (transitive closure of the document's three rules)
/// from the pairs added so far". Returns, per instance, the set of instances it is converged
/// with, as a dense `N × N` matrix (`None` when `N > 400`). `O(rounds · N³ / 64)`; for tests.
pub fn definition_relation(cfg: &Cfg, cycles: &CycleInfo, paths: &ThreadPaths) -> Option<Vec<Vec<bool>>> {
    let n = paths.num_instances();
    if n > 400 {
        return None;
    }
    let inst: Vec<Instance> = (0..n as u32).map(Instance).collect();
    let thread: Vec<Thread> = inst.iter().map(|&i| paths.thread_of(i)).collect();
    let mut r = vec![vec![false; n]; n];
    loop {
        // Base relation of convergence-before.
        let words = n.div_ceil(64).max(1);
        let mut cb = vec![vec![0u64; words]; n];
        let set = |m: &mut Vec<Vec<u64>>, a: usize, b: usize| m[a][b / 64] |= 1 << (b % 64);
        for p in 0..n {
            for q in 0..n {
                // Rule 1: p before q in the same thread.
                if thread[p] == thread[q] && p < q {
                    set(&mut cb, p, q);
                }
            }
        }
        for q1 in 0..n {
            for q2 in 0..n {
                if !r[q1][q2] {
                    continue;
                }
                // Rule 2: p before q1, q1 ~ q2 ⇒ p cb q2. Rule 3: q1 ~ q2, q2 before q ⇒ q1 cb q.
                for p in 0..n {
                    if thread[p] == thread[q1] && p < q1 {
                        set(&mut cb, p, q2);
                    }
                    if thread[p] == thread[q2] && q2 < p {
                        set(&mut cb, q1, p);
                    }
                }
            }
        }
        // Transitive closure (Warshall on bit rows).
        for k in 0..n {
            let row_k = cb[k].clone();
            for row in cb.iter_mut() {
                if row[k / 64] >> (k % 64) & 1 == 1 {
                    for (w, &v) in row.iter_mut().zip(&row_k) {
                        *w |= v;
                    }
                }
            }
        }
        let before = |a: Instance, b: Instance| cb[a.index()][b.index() / 64] >> (b.index() % 64) & 1 == 1;
        let mut next = r.clone();
        let mut changed = false;
        for a in 0..n {
            for b in a + 1..n {
                if r[a][b] || thread[a] == thread[b] || paths.block(inst[a]) != paths.block(inst[b]) {
                    continue;
                }
                if definition_holds(paths, cycles, cfg, inst[a], inst[b], &before) {
                    next[a][b] = true;
                    next[b][a] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            return Some(r);
        }
        r = next;
    }
}

// ---------------------------------------------------------------------------------------------
// Reports (what the CLI and the web view show)

/// Everything the dynamic-instance table view shows for one relation.
///
/// JSON shape: `{"threads": [[col, …], …], "num_columns": N, "names": [["Entry1", …], …],
/// "thread_names": ["T1", …], "column_blocks": ["Entry", …], "reasons": [{"a": i, "b": j,
/// "witness": h, "target": j, "text": "…"}], "reasons_truncated": false,
/// "strict_partial_order": true, "cycle": [] }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableReport {
    /// Per thread, the column of each instance (0-based).
    pub threads: Vec<Vec<u32>>,
    /// Number of columns.
    pub num_columns: u32,
    /// Per thread, the name of each instance.
    pub names: Vec<Vec<String>>,
    /// Thread names.
    pub thread_names: Vec<String>,
    /// The block name of each column.
    pub column_blocks: Vec<String>,
    /// Reasons for non-converged pairs of the same block (maximal relation only).
    pub reasons: Vec<ReasonText>,
    /// Whether the reasons were capped (or skipped because the clocks would be too large).
    pub reasons_truncated: bool,
    /// Whether convergence-before is a strict partial order (the table exists).
    pub strict_partial_order: bool,
    /// When it is not: instances of a convergence-before cycle.
    pub cycle: Vec<Instance>,
}

/// A [`Reason`] with its sentence.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReasonText {
    /// First instance.
    pub a: Instance,
    /// Second instance.
    pub b: Instance,
    /// The header instance that is not convergence-before `target`.
    pub witness: Option<Instance>,
    /// `a` or `b`.
    pub target: Instance,
    /// The sentence.
    pub text: String,
}

/// Options of [`maximal_report`].
#[derive(Copy, Clone, Debug)]
pub struct ReportOptions {
    /// Instance naming.
    pub naming: InstanceNaming,
    /// At most this many reasons.
    pub max_reasons: usize,
    /// Cap on clock entries for the reasons ([`CLOCK_LIMIT`]).
    pub clock_limit: usize,
}

impl Default for ReportOptions {
    fn default() -> ReportOptions {
        ReportOptions { naming: InstanceNaming::Occurrence, max_reasons: 1000, clock_limit: CLOCK_LIMIT }
    }
}

/// The maximal converged-with table of `paths` under `cycles`, with names and reasons.
pub fn maximal_report(cfg: &Cfg, cycles: &CycleInfo, paths: &ThreadPaths, opts: &ReportOptions) -> (MaximalConvergence, TableReport) {
    let m = MaximalConvergence::compute(cfg, cycles, paths);
    let report = table_report(cfg, paths, m.class_of(), m.num_classes(), Some(&m), opts);
    (m, report)
}

/// A table report for any converged-with relation given as a class per instance; reasons only
/// when `maximal` is given.
pub fn table_report(cfg: &Cfg, paths: &ThreadPaths, class_of: &[u32], num_classes: usize, maximal: Option<&MaximalConvergence>, opts: &ReportOptions) -> TableReport {
    let cols = order_columns(paths, class_of, num_classes);
    let thread_names = paths.names.clone();
    let split = |flat: &[String]| -> Vec<Vec<String>> {
        paths.threads().map(|t| {
            let s = paths.first_instance(t).index();
            flat[s..s + paths.path(t).len()].to_vec()
        }).collect()
    };
    match cols {
        Err(cycle) => {
            let numbers = instance_numbers(paths, opts.naming, None);
            let names = instance_names(cfg, paths, &numbers);
            TableReport { threads: Vec::new(), num_columns: 0, names: split(&names), thread_names, column_blocks: Vec::new(), reasons: Vec::new(), reasons_truncated: false, strict_partial_order: false, cycle }
        }
        Ok(col) => {
            let column_of: Vec<u32> = class_of.iter().map(|&c| col[c as usize]).collect();
            let table = Table::from_columns(paths, &column_of);
            let numbers = instance_numbers(paths, opts.naming, Some(&column_of));
            let names = instance_names(cfg, paths, &numbers);
            let mut column_blocks = vec![String::new(); table.num_columns as usize];
            for (i, &c) in column_of.iter().enumerate() {
                let b = paths.block(Instance(i as u32));
                if let Some(slot) = column_blocks.get_mut(c as usize) {
                    if slot.is_empty() && b.index() < cfg.num_blocks() {
                        *slot = cfg.name_of(b).to_string();
                    }
                }
            }
            let (mut reasons, mut truncated) = (Vec::new(), false);
            if let Some(m) = maximal {
                match CbClocks::compute(paths, class_of, &col, opts.clock_limit) {
                    Some(clocks) => {
                        let (rs, t) = m.reasons(paths, &clocks, &numbers, opts.max_reasons);
                        truncated = t;
                        reasons = rs.into_iter().map(|r| ReasonText { a: r.a, b: r.b, witness: r.witness, target: r.target, text: r.text(&names) }).collect();
                    }
                    None => truncated = true,
                }
            }
            TableReport { threads: table.threads, num_columns: table.num_columns, names: split(&names), thread_names, column_blocks, reasons, reasons_truncated: truncated, strict_partial_order: true, cycle: Vec::new() }
        }
    }
}

/// A table report for a relation whose columns are already fixed (a policy's warp steps): the
/// column of each instance is `column_of[i]`, columns are not reordered. No reasons.
pub fn report_from_columns(cfg: &Cfg, paths: &ThreadPaths, column_of: &[u32], opts: &ReportOptions) -> TableReport {
    let table = Table::from_columns(paths, column_of);
    let numbers = instance_numbers(paths, opts.naming, Some(column_of));
    let names = instance_names(cfg, paths, &numbers);
    let mut column_blocks = vec![String::new(); table.num_columns as usize];
    for (i, &c) in column_of.iter().enumerate() {
        let b = paths.block(Instance(i as u32));
        if let Some(slot) = column_blocks.get_mut(c as usize) {
            if slot.is_empty() && b.index() < cfg.num_blocks() {
                *slot = cfg.name_of(b).to_string();
            }
        }
    }
    let names = paths.threads().map(|t| {
        let s = paths.first_instance(t).index();
        names[s..s + paths.path(t).len()].to_vec()
    }).collect();
    TableReport { threads: table.threads, num_columns: table.num_columns, names, thread_names: paths.names.clone(), column_blocks, reasons: Vec::new(), reasons_truncated: false, strict_partial_order: true, cycle: Vec::new() }
}

/// The table as aligned text: a header row of column numbers, one row per thread, then the
/// reasons. Empty cells are blank.
pub fn format_table(report: &TableReport) -> String {
    if !report.strict_partial_order {
        return format!("convergence-before is not a strict partial order; instances on a cycle: {:?}\n", report.cycle.iter().map(|i| i.0).collect::<Vec<_>>());
    }
    let nc = report.num_columns as usize;
    let mut cells = vec![vec![String::new(); nc]; report.threads.len()];
    for (t, row) in report.threads.iter().enumerate() {
        for (k, &c) in row.iter().enumerate() {
            if let (Some(cell), Some(name)) = (cells[t].get_mut(c as usize), report.names.get(t).and_then(|r| r.get(k))) {
                *cell = name.clone();
            }
        }
    }
    let mut width = vec![1usize; nc];
    for (c, w) in width.iter_mut().enumerate() {
        *w = (*w).max(c.to_string().len());
        for row in &cells {
            *w = (*w).max(row[c].chars().count());
        }
    }
    let tw = report.thread_names.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    let mut out = String::new();
    out.push_str(&" ".repeat(tw));
    for (c, w) in width.iter().enumerate() {
        out.push_str(&format!(" | {:<w$}", c, w = *w));
    }
    out.push('\n');
    for (t, row) in cells.iter().enumerate() {
        out.push_str(&format!("{:<tw$}", report.thread_names.get(t).map_or("", |s| s.as_str()), tw = tw));
        for (c, w) in width.iter().enumerate() {
            out.push_str(&format!(" | {:<w$}", row[c], w = *w));
        }
        out.push('\n');
    }
    for r in &report.reasons {
        out.push_str(&format!("- {}\n", r.text));
    }
    if report.reasons_truncated {
        out.push_str("- … (more reasons not shown)\n");
    }
    out.replace(" \n", "\n").lines().map(|l| l.trim_end().to_string() + "\n").collect()
}

// ---------------------------------------------------------------------------------------------
// Diff between a policy's table and the maximal one

/// How a policy's converged-with relation (instances executed in the same warp step) differs
/// from the maximal one, counted in unordered pairs of instances of different threads.
///
/// `splits`: maximal classes whose instances the policy ran in several steps (lost
/// convergence); `merges`: policy steps that ran instances the maximal relation does not
/// converge (over-convergence, only possible where the policy ignores the cycle hierarchy).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableDiff {
    /// Pairs converged under both.
    pub both: u64,
    /// Pairs converged only under the maximal relation.
    pub only_maximal: u64,
    /// Pairs converged only under the policy.
    pub only_policy: u64,
    /// Maximal columns split by the policy: `(maximal column, policy columns)`.
    pub splits: Vec<(u32, Vec<u32>)>,
    /// Policy columns merging maximal columns: `(policy column, maximal columns)`.
    pub merges: Vec<(u32, Vec<u32>)>,
}

/// Compares two tables over the same paths (`policy` vs `maximal`), both as a column per
/// instance. `O(I log I)`.
pub fn diff_tables(policy: &[u32], maximal: &[u32]) -> TableDiff {
    let n = policy.len().min(maximal.len());
    let mut pairs: Vec<(u32, u32)> = (0..n).map(|i| (maximal[i], policy[i])).collect();
    crate::sort::sort_unstable(&mut pairs);
    let c2 = |k: u64| k * k.saturating_sub(1) / 2;
    let mut d = TableDiff::default();
    let (mut sum_m, mut sum_p, mut sum_b) = (0u64, 0u64, 0u64);
    // Cells (maximal, policy) and maximal groups.
    let mut i = 0;
    while i < pairs.len() {
        let mut j = i;
        let mut cols = Vec::new();
        while j < pairs.len() && pairs[j].0 == pairs[i].0 {
            let mut k = j;
            while k < pairs.len() && pairs[k] == pairs[j] {
                k += 1;
            }
            sum_b += c2((k - j) as u64);
            cols.push(pairs[j].1);
            j = k;
        }
        sum_m += c2((j - i) as u64);
        if cols.len() > 1 {
            d.splits.push((pairs[i].0, cols));
        }
        i = j;
    }
    let mut byp: Vec<(u32, u32)> = pairs.iter().map(|&(m, p)| (p, m)).collect();
    crate::sort::sort_unstable(&mut byp);
    let mut i = 0;
    while i < byp.len() {
        let mut j = i;
        let mut cols: Vec<u32> = Vec::new();
        while j < byp.len() && byp[j].0 == byp[i].0 {
            if cols.last() != Some(&byp[j].1) {
                cols.push(byp[j].1);
            }
            j += 1;
        }
        sum_p += c2((j - i) as u64);
        if cols.len() > 1 {
            d.merges.push((byp[i].0, cols));
        }
        i = j;
    }
    d.both = sum_b;
    d.only_maximal = sum_m - sum_b;
    d.only_policy = sum_p - sum_b;
    d
}

// ---------------------------------------------------------------------------------------------
// Exact m-convergence

/// Limits of [`exact_m_convergence`].
#[derive(Clone, Debug)]
pub struct MOptions {
    /// Longest thread path enumerated (blocks, entry included).
    pub max_len: u32,
    /// Cap on enumerated path prefixes (trie nodes).
    pub max_nodes: usize,
    /// Limits of the hierarchy enumeration.
    pub hierarchies: EnumOptions,
}

impl Default for MOptions {
    fn default() -> MOptions {
        MOptions { max_len: 24, max_nodes: 200_000, hierarchies: EnumOptions { max_traversals: 10_000, ..EnumOptions::default() } }
    }
}

/// Two thread paths whose last instances of a block are converged under one hierarchy and not
/// under another.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MWitness {
    /// First thread's path (block names); the instance is its last block.
    pub path_a: Vec<String>,
    /// Second thread's path.
    pub path_b: Vec<String>,
    /// Index (into [`MConvergence::orders`]) of a hierarchy where they are converged.
    pub converged_in: usize,
    /// Index of a hierarchy where they are not.
    pub not_converged_in: usize,
}

/// The exact verdict for one block.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockM {
    /// The block.
    pub block: Block,
    /// Its name.
    pub name: String,
    /// Whether its maximal converged-with relation is the same in every hierarchy, over all
    /// thread paths enumerated.
    pub m_converged: bool,
    /// How many enumerated path prefixes end at it.
    pub instances: usize,
    /// When not m-converged: a witness.
    pub witness: Option<MWitness>,
    /// LLVM's conservative static verdict ([`MConvergence::compare_with_static`]), `None`
    /// until compared.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub llvm_m_converged: Option<bool>,
    /// Why LLVM's verdict is "not m-converged": the cycle assumed divergent around the block.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub llvm_reason: Option<String>,
}

/// Exact m-convergence of every block, up to a path-length bound.
///
/// JSON shape: `{"blocks": [{"block": 3, "name": "S", "m_converged": false, "instances": 57,
/// "witness": {…}, "llvm_m_converged": false, "llvm_reason": "…"}], "orders": ["as written", "Entry: R P"], "hierarchies_complete": true,
/// "depth": 9, "nodes": 1234, "paths_complete": false}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MConvergence {
    /// Per block, in layout order.
    pub blocks: Vec<BlockM>,
    /// A witness DFS order of each distinct hierarchy compared ([`crate::input::dfs_order::format`]).
    pub orders: Vec<String>,
    /// Whether every hierarchy was found.
    pub hierarchies_complete: bool,
    /// All paths with at most this many blocks were compared.
    pub depth: u32,
    /// Number of path prefixes compared.
    pub nodes: usize,
    /// Whether every path from the entry is shorter than the bound (the verdict is then exact
    /// for all executions, not only up to the bound).
    pub paths_complete: bool,
}

impl MConvergence {
    /// The verdict of block `b`, `None` if out of range.
    pub fn is_m_converged(&self, b: Block) -> Option<bool> {
        self.blocks.get(b.index()).map(|x| x.m_converged)
    }

    /// The witness of block `b`'s verdict in words — "last instances of `S` Entry R S and
    /// Entry P Q R S are converged with DFS order `as written` but not with `Entry: R P`" —
    /// `None` when `b` is m-converged. `O(path length)`.
    pub fn witness_text(&self, b: &BlockM) -> Option<String> {
        let w = b.witness.as_ref()?;
        let order = |k: usize| self.orders.get(k).map_or("?", |s| s.as_str());
        Some(format!("last instances of `{}` {} and {} are converged with DFS order `{}` but not with `{}`", b.name, w.path_a.join(" "), w.path_b.join(" "), order(w.converged_in), order(w.not_converged_in)))
    }

    /// Puts LLVM's conservative static verdict beside the exact one: from a uniformity result
    /// `u` of the same CFG, a block is m-converged unless a cycle around it is assumed
    /// divergent (diverged-entry criterion, or diverged paths reaching an irreducible cycle
    /// from outside; LLVM `GenericUniformityImpl.h`, document *Static Uniformity Analysis*).
    /// Fills `llvm_m_converged` / `llvm_reason` of every block and returns the **gap**: the
    /// blocks the exact comparison finds m-converged and LLVM does not (the price of its
    /// conservative criterion), then, separately, blocks LLVM calls m-converged that the exact
    /// comparison does not — expected empty when both see the same divergent branches, since
    /// the exact enumeration lets every branch diverge. `O(n)`.
    pub fn compare_with_static(&mut self, cfg: &Cfg, u: &crate::uniformity::Uniformity) -> MGap {
        let mut gap = MGap::default();
        for bm in &mut self.blocks {
            let b = bm.block;
            if b.index() >= cfg.num_blocks() {
                continue;
            }
            let breaker = u.m_convergence_breaker(b);
            bm.llvm_m_converged = Some(breaker.is_none());
            bm.llvm_reason = breaker.map(|a| {
                format!(
                    "in the cycle with header `{}` assumed divergent: {} (divergent branch `{}`, join `{}`)",
                    cfg.name_of(u.cycles().header(a.cycle)),
                    a.criterion.describe(),
                    cfg.name_of(a.branch),
                    cfg.name_of(a.join)
                )
            });
            match (bm.m_converged, breaker.is_none()) {
                (true, false) => gap.conservative.push(b),
                (false, true) => gap.unsound.push(b),
                _ => {}
            }
        }
        gap
    }
}

/// Where LLVM's static m-convergence verdict and the exact one disagree
/// ([`MConvergence::compare_with_static`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MGap {
    /// Exactly m-converged, not m-converged for LLVM (conservative).
    pub conservative: Vec<Block>,
    /// m-converged for LLVM, not exactly (LLVM assumed a branch uniform that the exact
    /// enumeration let diverge, or the LLVM criterion missed a case).
    pub unsound: Vec<Block>,
}

/// Exact m-convergence for small CFGs (LLVM document, *Static Uniformity Analysis*: a static
/// instance is m-converged iff its maximal converged-with relation is the same in every cycle
/// hierarchy). Enumerates every distinct hierarchy ([`all_hierarchies`]) and every path prefix
/// from the entry up to `opts.max_len` blocks (breadth-first, stopping before a level would
/// exceed `opts.max_nodes`); two instances are compared through their path prefixes only (the
/// key of an instance depends on its own thread's prefix). `O(H · N · L)` for `H` hierarchies,
/// `N` prefixes of length ≤ `L`.
pub fn exact_m_convergence(cfg: &Cfg, opts: &MOptions) -> MConvergence {
    let all = all_hierarchies(cfg, &opts.hierarchies, &mut |_| true);
    // The trie of path prefixes, level by level.
    let mut parent: Vec<u32> = vec![NONE];
    let mut block: Vec<Block> = vec![cfg.entry()];
    let mut level_start = 0usize;
    let mut depth = 1u32;
    let mut paths_complete = true;
    loop {
        let level_end = block.len();
        let next: usize = (level_start..level_end).map(|v| cfg.succs(block[v]).len()).sum();
        if next == 0 {
            break;
        }
        if depth >= opts.max_len.max(1) || level_end + next > opts.max_nodes {
            paths_complete = false;
            break;
        }
        for v in level_start..level_end {
            for &s in cfg.succs(block[v]) {
                parent.push(v as u32);
                block.push(s);
            }
        }
        level_start = level_end;
        depth += 1;
    }
    let nodes = block.len();
    let n = cfg.num_blocks();
    // Keys per hierarchy, as canonical labels per node: the first node (BFS order) with the
    // same key.
    let mut labels: Vec<Vec<u32>> = Vec::with_capacity(all.hierarchies.len());
    for h in &all.hierarchies {
        let ci = &h.info;
        let hc = header_cycles(ci, n);
        let mut it = Interner::new(n);
        let mut class = vec![NONE; nodes];
        // Nearest ancestor-or-self whose block heads a cycle.
        let mut hdr_anc = vec![NONE; nodes];
        let mut first_of_class: Vec<u32> = Vec::new();
        let mut label = vec![0u32; nodes];
        for v in 0..nodes {
            let x = block[v];
            let p = parent[v];
            let mut u = if p == NONE { NONE } else { hdr_anc[p as usize] };
            let mut found = NONE;
            if let Some(cx) = ci.cycle_of(x) {
                while u != NONE {
                    let c = hc[block[u as usize].index()];
                    if c != NONE && ci.contains_cycle(Cycle(c), cx) {
                        found = u;
                        break;
                    }
                    let pu = parent[u as usize];
                    u = if pu == NONE { NONE } else { hdr_anc[pu as usize] };
                }
            }
            let pc = if found == NONE { NONE } else { class[found as usize] };
            let c = it.intern(x, pc);
            class[v] = c;
            if c as usize == first_of_class.len() {
                first_of_class.push(v as u32);
            }
            label[v] = first_of_class[c as usize];
            hdr_anc[v] = if hc[x.index()] != NONE { v as u32 } else if p == NONE { NONE } else { hdr_anc[p as usize] };
        }
        labels.push(label);
    }
    let path_of = |mut v: u32| {
        let mut out = Vec::new();
        while v != NONE {
            out.push(cfg.name_of(block[v as usize]).to_string());
            v = parent[v as usize];
        }
        out.reverse();
        out
    };
    let mut blocks: Vec<BlockM> = cfg.blocks().map(|b| BlockM { block: b, name: cfg.name_of(b).to_string(), m_converged: true, instances: 0, witness: None, llvm_m_converged: None, llvm_reason: None }).collect();
    for v in 0..nodes {
        let bm = &mut blocks[block[v].index()];
        bm.instances += 1;
        if bm.witness.is_some() {
            continue;
        }
        for h in 1..labels.len() {
            let (l0, lh) = (labels[0][v], labels[h][v]);
            if l0 != lh {
                // The smaller label is converged with v in its hierarchy, not in the other.
                let (u, yes, no) = if l0 < lh { (l0, 0, h) } else { (lh, h, 0) };
                bm.m_converged = false;
                bm.witness = Some(MWitness { path_a: path_of(u), path_b: path_of(v as u32), converged_in: yes, not_converged_in: no });
                break;
            }
        }
    }
    let orders = all.hierarchies.iter().map(|h| crate::input::dfs_order::format(cfg, &h.order)).collect();
    MConvergence { blocks, orders, hierarchies_complete: all.complete, depth, nodes, paths_complete }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::compact;

    fn paths(cfg: &Cfg, ps: &[&str]) -> ThreadPaths {
        let v: Vec<Vec<Block>> = ps.iter().map(|p| p.split_whitespace().map(|n| cfg.find(n).unwrap()).collect()).collect();
        ThreadPaths::from_paths(&v)
    }

    #[test]
    fn natural_loop_table() {
        let cfg = compact::parse("Entry -> H\nH -> B, L\nB -> L\nL -> H, Exit\nExit").unwrap();
        let p = paths(&cfg, &["Entry H B L H L Exit", "Entry H L H B L H B L Exit"]);
        let ci = CycleInfo::compute(&cfg);
        let (m, r) = maximal_report(&cfg, &ci, &p, &ReportOptions::default());
        assert_eq!(r.threads, vec![vec![0, 1, 2, 3, 4, 6, 10], vec![0, 1, 3, 4, 5, 6, 7, 8, 9, 10]]);
        assert_eq!(r.names[0], ["Entry1", "H1", "B1", "L1", "H3", "L3", "Exit1"]);
        assert_eq!(r.names[1], ["Entry2", "H2", "L2", "H4", "B2", "L4", "H5", "B3", "L5", "Exit2"]);
        let texts: Vec<&str> = r.reasons.iter().map(|x| x.text.as_str()).collect();
        assert!(texts.contains(&"B1 and B2 are not converged: H4 is not convergence-before B1"), "{texts:?}");
        assert!(texts.contains(&"H3 and H5 are not converged: H4 is not convergence-before H3"), "{texts:?}");
        assert!(texts.contains(&"L3 and L5 are not converged: H5 is not convergence-before L3"), "{texts:?}");
        let col: Vec<u32> = r.threads.iter().flatten().copied().collect();
        let clocks = CbClocks::compute(&p, m.class_of(), &order_columns(&p, m.class_of(), m.num_classes()).unwrap(), CLOCK_LIMIT).unwrap();
        m.satisfies_definition(&p, &clocks, &ci, &cfg).unwrap();
        assert_eq!(diff_tables(&col, &col).only_policy, 0);
        assert!(format_table(&r).contains("T2 | Entry2 | H2 |    | L2"));
    }

    #[test]
    fn diff_counts_pairs() {
        // maximal: {0,1} {2,3}; policy: {0} {1,2} {3}.
        let d = diff_tables(&[0, 1, 1, 2], &[0, 0, 1, 1]);
        assert_eq!((d.both, d.only_maximal, d.only_policy), (0, 2, 1));
        assert_eq!(d.splits.len(), 2);
        assert_eq!(d.merges, vec![(1, vec![0, 1])]);
    }

    #[test]
    fn cycle_in_convergence_before_is_reported() {
        // Two threads a b and b a with a~a and b~b: a1 < b1 ~ b2 < a2 ~ a1.
        let cfg = compact::parse("e -> a, b\na -> b, x\nb -> a, x\nx").unwrap();
        let p = paths(&cfg, &["e a b", "e b a"]);
        let class_of = [0, 1, 2, 0, 2, 1];
        assert!(order_columns(&p, &class_of, 3).is_err());
    }

    #[test]
    fn m_convergence_of_a_reducible_cfg() {
        let cfg = compact::parse("Entry -> H\nH -> B, L\nB -> L\nL -> H, Exit\nExit").unwrap();
        let m = exact_m_convergence(&cfg, &MOptions { max_len: 10, ..MOptions::default() });
        assert!(m.blocks.iter().all(|b| b.m_converged));
        assert_eq!(m.orders.len(), 1);
    }
}
