//! The kernel checker of a run (issue 20): data races under the OpenCL memory model,
//! schedule-dependent branches, uninitialised values, private-array bounds, read-only /
//! write-only buffers, misaligned accesses and faults that stop one work-item — collected as
//! [`Finding`]s with a stable JSON schema (docs/INTERPRETER.md, "Findings").
//!
//! # The race model (OpenCL C 2.0 §3.3.4–3.3.6, simplified to what one launch can show)
//! Two accesses of one byte by different work-items *conflict* when at least one writes and
//! they are not both atomic. They are *ordered* only when both work-items are in one
//! work-group and a work-group barrier whose fence flags cover the byte's address space ran
//! between them (`barrier(CLK_LOCAL_MEM_FENCE)` orders local memory only,
//! `CLK_GLOBAL_MEM_FENCE` global memory only; `llvm.nvvm.barrier0` / `llvm.amdgcn.s.barrier`
//! order both, as CUDA's `__syncthreads` and HIP's fenced `s_barrier` do). Work-items of
//! different work-groups are never ordered within a launch. A conflicting pair that is not
//! ordered is a race: read–write, write–write, or atomic–plain (one side atomic).
//!
//! The shadow ([`Cell`], 48 bytes per byte of global and local memory) keeps per byte the last
//! writer (work-item, epoch, instruction, atomic bit), up to two readers since that write, and
//! the plain access an atomic write replaced (so a work-item's plain store followed by its own
//! atomic still races with other work-items' atomics: atomicity is per access, not per byte);
//! an *epoch* counter per address space advances at every barrier covering it and at every
//! work-group start, so "same work-group and same epoch" means "no covering barrier between".
//! This is FastTrack's last-writer / read-summary scheme (Flanagan and Freund, PLDI 2009) with
//! barriers as the only synchronisation — work-group barriers, sub-group barriers within a warp
//! (`sub_group_barrier`, `__syncwarp`), and for async work-group copies, which enter the
//! shadow under identities of their own, the `wait_group_events` that completes them
//! ([`super::async_copy`]); one function decides the order ([`super::happens_before`]). A write that does not change a byte is benign by
//! default ([`CheckOptions::same_value_writes`] reports it): BFS frontiers write one level
//! from many work-items. Cost: `O(bytes)` per access, no allocation on the hot path.
//!
//! # Uninitialised values (Oclgrind's and Memcheck's rule)
//! A "defined" byte per byte of private, local and global memory (local memory and `alloca`
//! start undefined; buffers with `"uninit": true` too) and a taint word per SSA register.
//! Copying undefined data is fine; it is reported when it decides a branch, is stored to
//! global memory, forms an address, or is passed to a call.

use crate::span::Span;
use serde::{Deserialize, Serialize};

use super::decode::{DFunc, Src, K};

/// What the checks do; part of [`super::Limits`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct CheckOptions {
    /// Run the checks at all (default `true`). Off: no shadow memory and a run stops at its
    /// first fault (the behaviour before issue 20).
    pub enabled: bool,
    /// Report writes of the value a byte already holds as races (default `false`).
    pub same_value_writes: bool,
    /// Run the work-groups, and the work-items in each, in reverse order.
    pub reverse_schedule: bool,
    /// Run a second time in the opposite order and report buffers and paths that differ.
    pub compare_schedules: bool,
    /// Distinct findings kept (default 256; occurrences beyond are counted).
    pub max_findings: u32,
    /// Replay a kernel with an intra-warp race in lock-step and report `warp-synchronous`
    /// code (default `true`; `warp_synchronous.rs`).
    pub warp_synchronous: bool,
    /// Run the lanes of each warp in lock-step (a pre-Volta warp; `warp_synchronous.rs`)
    /// instead of each work-item alone to its next barrier (default `false`). The race
    /// checker still reports intra-warp races; the warp-synchronous replay is skipped.
    pub lock_step: bool,
}

impl Default for CheckOptions {
    fn default() -> CheckOptions {
        CheckOptions {
            enabled: true,
            same_value_writes: false,
            reverse_schedule: false,
            compare_schedules: false,
            max_findings: 256,
            warp_synchronous: true,
            lock_step: false,
        }
    }
}

/// The kind of a finding (JSON: kebab-case, e.g. `"read-write-race"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FindingKind {
    /// A load and a conflicting store of another work-item, unordered.
    ReadWriteRace,
    /// Two unordered stores of different values.
    WriteWriteRace,
    /// An atomic and a plain access, unordered, at least one writing.
    AtomicPlainRace,
    /// A branch whose condition depends on a racing load.
    ScheduleDependentBranch,
    /// A value stored to global memory that depends on a racing load.
    ScheduleDependentValue,
    /// Buffers or paths differ between the two schedules ([`CheckOptions::compare_schedules`]).
    ScheduleDependentResult,
    /// An uninitialised value decides a branch.
    UninitialisedBranch,
    /// An uninitialised value is stored to global memory.
    UninitialisedStore,
    /// A pointer computed from an uninitialised value is dereferenced.
    UninitialisedAddress,
    /// An uninitialised value is passed to a call.
    UninitialisedArgument,
    /// An access outside its buffer, a null or dangling pointer (the work-item stops).
    OutOfBounds,
    /// An access outside its private allocation (`alloca`; the work-item stops).
    PrivateOutOfBounds,
    /// A `getelementptr inbounds` index into an `[N x T]` array type outside `0..N` (a struct
    /// member's array or a row of a multi-dimensional array run past its end; the work-item
    /// continues).
    IndexOutOfBounds,
    /// A store to a `const` / `__constant` buffer or a constant global.
    ReadOnlyWrite,
    /// A load from a write-only (`writeonly`) buffer.
    WriteOnlyRead,
    /// An access whose address is not a multiple of its `align`.
    Misaligned,
    /// Another fault (`unreachable`, division by zero, …; the work-item stops).
    Fault,
    /// A barrier reached by part of a work-group (or a `wait_group_events` reached by part of
    /// it, or with different events).
    BarrierDivergence,
    /// An async work-group copy reached by part of a work-group, or with different arguments
    /// (issue 32; `async_copy.rs`).
    AsyncCopyDivergence,
    /// A work-group returned without waiting for the event of an async copy.
    UnwaitedEvent,
    /// A `wait_group_events` names an event no async copy of the group returned, or one an
    /// earlier wait released.
    InvalidEvent,
    /// An intra-warp race that is benign only while the warp runs in lock-step: the lock-step
    /// replay ends differently from an independent schedule (`warp_synchronous.rs`).
    WarpSynchronous,
}

impl FindingKind {
    /// The JSON name (`read-write-race`).
    pub fn name(self) -> &'static str {
        use FindingKind::*;
        match self {
            ReadWriteRace => "read-write-race",
            WriteWriteRace => "write-write-race",
            AtomicPlainRace => "atomic-plain-race",
            ScheduleDependentBranch => "schedule-dependent-branch",
            ScheduleDependentValue => "schedule-dependent-value",
            ScheduleDependentResult => "schedule-dependent-result",
            UninitialisedBranch => "uninitialised-branch",
            UninitialisedStore => "uninitialised-store",
            UninitialisedAddress => "uninitialised-address",
            UninitialisedArgument => "uninitialised-argument",
            OutOfBounds => "out-of-bounds",
            PrivateOutOfBounds => "private-out-of-bounds",
            IndexOutOfBounds => "index-out-of-bounds",
            ReadOnlyWrite => "read-only-write",
            WriteOnlyRead => "write-only-read",
            Misaligned => "misaligned",
            Fault => "fault",
            BarrierDivergence => "barrier-divergence",
            AsyncCopyDivergence => "async-copy-divergence",
            UnwaitedEvent => "unwaited-event",
            InvalidEvent => "invalid-event",
            WarpSynchronous => "warp-synchronous",
        }
    }

    /// Whether this is one of the three race kinds.
    pub fn is_race(self) -> bool {
        matches!(
            self,
            FindingKind::ReadWriteRace | FindingKind::WriteWriteRace | FindingKind::AtomicPlainRace
        )
    }

    fn severity(self) -> Severity {
        use FindingKind::*;
        match self {
            ScheduleDependentBranch | ScheduleDependentValue | ScheduleDependentResult
            | WarpSynchronous => {
                Severity::Warning
            }
            _ => Severity::Error,
        }
    }
}

/// How bad a finding is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Undefined behaviour or a wrong result.
    Error,
    /// A consequence of an error elsewhere (a schedule-dependent branch).
    Warning,
}

/// A source position of a finding.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Location {
    /// 1-based line (0: none).
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// Byte range of the instruction.
    pub span: Span,
    /// The kernel block holding the instruction (`None` in a called function).
    pub block: Option<u32>,
}

/// One finding of the checks. Shape (stable JSON, docs/INTERPRETER.md "Findings"):
/// `work_items` and `locations` are parallel for two-sided findings (races: earlier access
/// first, in schedule order); `count` is how many times the same finding (same kind and
/// instructions) occurred.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// What.
    pub kind: FindingKind,
    /// How bad.
    pub severity: Severity,
    /// `global`, `local`, `private` or `constant` (memory findings only).
    pub space: Option<String>,
    /// The buffer or memory (`buffer %out (argument 1)`, `local memory`, `@g`).
    pub buffer: Option<String>,
    /// Byte offset in it (the first of the access).
    pub offset: Option<u64>,
    /// Global ids of the work-items involved.
    pub work_items: Vec<[u64; 3]>,
    /// The work-items of later occurrences, in order, as many per occurrence as `work_items`
    /// has (at most [`MORE_WORK_ITEMS`] entries): with `work_items` the instances the Warp tab
    /// marks. Absent from the JSON when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub more_work_items: Vec<[u64; 3]>,
    /// The instructions involved.
    pub locations: Vec<Location>,
    /// For two work-items: whether they are in one work-group.
    pub same_work_group: Option<bool>,
    /// Occurrences of this finding (same kind, same instructions).
    pub count: u64,
    /// A sentence.
    pub message: String,
}

/// What [`Findings::occurrence`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occurrence {
    /// A finding not seen before, under the cap: add it.
    New,
    /// Seen before (or over the cap): counted. The index of the finding while it keeps this
    /// occurrence's work-items.
    Again(Option<usize>),
}

/// Cap on [`Finding::more_work_items`].
pub const MORE_WORK_ITEMS: usize = 256;

/// A shadow cell: per byte of global / local memory, the last writer and two readers since.
/// Work-items are schedule index + 1 (0 = none), or an async copy of a work-group
/// ([`super::async_copy::ASYNC_ID`] set); instructions are global instruction ids with
/// [`ATOMIC`] set for atomic accesses.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Cell {
    /// Last writer.
    pub w: u32,
    /// Its epoch.
    pub we: u32,
    /// Its instruction.
    pub wi: u32,
    /// First reader since the write.
    pub r: u32,
    /// Its epoch.
    pub re: u32,
    /// Its instruction.
    pub ri: u32,
    /// Latest other reader since the write.
    pub r2: u32,
    /// Its epoch.
    pub r2e: u32,
    /// Its instruction.
    pub r2i: u32,
    /// A plain access an atomic write replaced (work-item; 0 = none): kept so that another
    /// work-item's later atomic still races with it (a work-item's plain store followed by its
    /// own atomic does not hide the store).
    pub p: u32,
    /// Its epoch.
    pub pe: u32,
    /// Its instruction, with [`PLAIN_WRITE`] set for a store.
    pub pi: u32,
}

impl Cell {
    /// The plain access an atomic write replacing this cell keeps in its `p` slot: the plain
    /// writer, else a plain reader, else the one kept already. `O(1)`.
    pub fn kept_plain(&self) -> (u32, u32, u32) {
        if self.w != 0 && self.wi & ATOMIC == 0 {
            (self.w, self.we, self.wi | PLAIN_WRITE)
        } else if self.r != 0 && self.ri & ATOMIC == 0 {
            (self.r, self.re, self.ri)
        } else if self.r2 != 0 && self.r2i & ATOMIC == 0 {
            (self.r2, self.r2e, self.r2i)
        } else {
            (self.p, self.pe, self.pi)
        }
    }
}

/// The "store" bit of [`Cell::pi`].
pub const PLAIN_WRITE: u32 = 1 << 30;

/// The atomic bit of an instruction id in a [`Cell`].
pub const ATOMIC: u32 = 1 << 31;
/// A register taint's "per-lane" bit (stored in the register file only): the register's
/// undefined lanes are in the work-item's lane masks (issue 32); without it an `UNINIT` vector
/// is undefined in every lane.
pub const LANES: u32 = 1 << 30;
/// The "uninitialised" bit of a register taint (the low bits: 1 + index of a racing load).
pub const UNINIT: u32 = 1 << 31;

/// Finding collector: deduplicates by (kind, instructions), keeps the first
/// [`CheckOptions::max_findings`] distinct ones. `O(1)` expected per report.
#[derive(Clone, Debug, Default)]
pub struct Findings {
    /// Distinct findings, in order of first occurrence.
    pub list: Vec<Finding>,
    /// All occurrences.
    pub total: u64,
    seen: crate::ir::names::FxHashMap<(FindingKind, u32, u32), usize>,
    /// Cap on `list`.
    pub cap: usize,
}

impl Findings {
    /// An empty collector keeping at most `cap` distinct findings.
    pub fn new(cap: usize) -> Findings {
        Findings {
            cap,
            ..Findings::default()
        }
    }

    /// Whether `(kind, a, b)` is known already; if so counts the occurrence.
    pub fn bump(&mut self, kind: FindingKind, a: u32, b: u32) -> bool {
        !matches!(self.occurrence(kind, a, b), Occurrence::New)
    }

    /// Counts an occurrence of `(kind, a, b)`: [`Occurrence::New`] when it is to be added
    /// ([`Findings::add`]), else [`Occurrence::Again`] with the finding's index while its
    /// [`Finding::more_work_items`] has room for another occurrence's ([`Findings::more`]).
    /// One hash lookup.
    pub fn occurrence(&mut self, kind: FindingKind, a: u32, b: u32) -> Occurrence {
        if let Some(&i) = self.seen.get(&(kind, a, b)) {
            self.total += 1;
            let f = &mut self.list[i];
            f.count += 1;
            let room = f.more_work_items.len() + f.work_items.len() <= MORE_WORK_ITEMS;
            return Occurrence::Again(room.then_some(i));
        }
        if self.list.len() >= self.cap {
            self.total += 1;
            return Occurrence::Again(None);
        }
        Occurrence::New
    }

    /// Appends another occurrence's work-items to finding `i` ([`Findings::occurrence`]).
    pub fn more(&mut self, i: usize, work_items: &[[u64; 3]]) {
        self.list[i].more_work_items.extend_from_slice(work_items);
    }

    /// Adds a new finding under key `(kind, a, b)` (call after [`Findings::bump`] said no).
    #[allow(clippy::too_many_arguments)]
    pub fn add(
        &mut self,
        a: u32,
        b: u32,
        kind: FindingKind,
        space: Option<&str>,
        buffer: Option<String>,
        offset: Option<u64>,
        work_items: Vec<[u64; 3]>,
        locations: Vec<Location>,
        same_work_group: Option<bool>,
        message: String,
    ) {
        self.total += 1;
        self.seen.insert((kind, a, b), self.list.len());
        self.list.push(Finding {
            kind,
            severity: kind.severity(),
            space: space.map(str::to_string),
            buffer,
            offset,
            work_items,
            more_work_items: Vec::new(),
            locations,
            same_work_group,
            count: 1,
            message,
        });
    }
}

/// The registers an instruction reads.
pub fn operands(k: &K) -> Vec<Src> {
    match k {
        K::Bin(_, _, a, b) | K::Cmp(_, _, a, b) => vec![*a, *b],
        K::FNeg(_, a) | K::Cast(_, _, _, a) | K::Copy(a) | K::Load(_, a) => vec![*a],
        K::Select(c, a, b) => vec![*c, *a, *b],
        K::Store(_, v, p) => vec![*v, *p],
        K::Alloca { count, .. } => vec![*count],
        K::Gep { base, idx, .. } => {
            let mut v = vec![*base];
            v.extend(idx.iter().map(|x| x.0));
            v
        }
        K::ExtractElement(a, b) => vec![*a, *b],
        K::InsertElement(a, b, c) => vec![*a, *b, *c],
        K::Shuffle(a, b, ..) => vec![*a, *b],
        K::ExtractValue(a, _) => vec![*a],
        K::InsertValue(a, b, _) => vec![*a, *b],
        K::Call(_, a) | K::Builtin(_, _, a) => a.to_vec(),
        K::Rmw(_, _, p, v) => vec![*p, *v],
        K::CmpXchg(_, p, c, n) => vec![*p, *c, *n],
        K::CondBr(c, ..) | K::Switch(c, ..) => vec![*c],
        K::Ret(v) => v.iter().copied().collect(),
        K::Br(_) | K::Unreachable | K::Nop => Vec::new(),
    }
}

/// The conditional branches and switches of `f` whose condition depends, through SSA values
/// (operands and phis, not memory), on the result of instruction `load`. A static forward
/// slice to a fixpoint: `O(iterations × instructions)`.
pub fn dependent_branches(f: &DFunc, load: u32) -> Vec<u32> {
    let Some(inst) = f.insts.get(load as usize) else {
        return Vec::new();
    };
    if inst.dst == u32::MAX {
        return Vec::new();
    }
    let mut t = vec![false; f.nregs as usize];
    t[inst.dst as usize] = true;
    let hit = |t: &[bool], s: &Src| matches!(s, Src::R(r) if t.get(*r as usize) == Some(&true));
    loop {
        let mut changed = false;
        for i in &f.insts {
            if i.dst != u32::MAX
                && !t[i.dst as usize]
                && !matches!(i.k, K::Load(..) | K::Call(..))
                && operands(&i.k).iter().any(|s| hit(&t, s))
            {
                t[i.dst as usize] = true;
                changed = true;
            }
        }
        for ps in &f.phis {
            for p in ps {
                if !t[p.dst as usize] && p.incoming.iter().any(|(_, s)| hit(&t, s)) {
                    t[p.dst as usize] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    f.insts
        .iter()
        .enumerate()
        .filter(|(_, i)| match &i.k {
            K::CondBr(c, ..) | K::Switch(c, ..) => hit(&t, c),
            _ => false,
        })
        .map(|(k, _)| k as u32)
        .collect()
}

/// Per instruction of `f`: for `load`/`store`, `log2(align)` in bits 0..6 and bit 7 set for
/// `atomic`, read from the instruction's text (`load atomic i32, ptr %p seq_cst, align 4`);
/// for `getelementptr`, bit 6 for `inbounds`; 0 otherwise (align 1, not atomic). `O(text)`.
pub fn mem_meta(f: &DFunc, src: &str) -> Vec<u8> {
    f.insts
        .iter()
        .zip(&f.spans)
        .map(|(i, sp)| {
            let text = sp.text(src);
            if matches!(i.k, K::Gep { .. }) {
                return if text.contains("getelementptr inbounds") {
                    0x40
                } else {
                    0
                };
            }
            if !matches!(i.k, K::Load(..) | K::Store(..)) {
                return 0;
            }
            let body = text.split_once('=').map_or(text, |(a, b)| {
                if a.trim_start().starts_with("store") {
                    text
                } else {
                    b
                }
            });
            let mut words = body.split_whitespace();
            let _op = words.next();
            let atomic = words.next() == Some("atomic");
            let align = text
                .rfind(", align ")
                .and_then(|p| {
                    text[p + 8..]
                        .split(|c: char| !c.is_ascii_digit())
                        .next()
                        .and_then(|d| d.parse::<u64>().ok())
                })
                .unwrap_or(1)
                .max(1);
            (align.trailing_zeros().min(63) as u8) | if atomic { 0x80 } else { 0 }
        })
        .collect()
}

/// The undefined lanes of a vector of `n` lanes of `es` bytes from its defined bytes `defs`
/// (1 = defined): bit `k` set when a byte of lane `k` is undefined (lanes ≥ 63 on bit 63).
/// `O(bytes)`.
pub fn undefined_lanes(defs: &[u8], es: usize, n: u32) -> u64 {
    (0..n as usize).fold(0u64, |m, k| {
        let undef = defs.get(k * es..(k + 1) * es).is_none_or(|b| b.contains(&0));
        m | u64::from(undef) << k.min(63)
    })
}

/// The undefined lanes of a bitcast's result (`to` lanes of `tw` bits) from those of its
/// source (`from` lanes of `fw` bits, mask `m`): result lane `j` is undefined when a source
/// lane sharing one of its bits is. `O(lanes)`. Slow reference: `core/tests/lane_definedness.rs`
/// (per bit).
pub fn bitcast_lanes(m: u64, fw: u64, from: u32, tw: u64, to: u32) -> u64 {
    if fw == 0 || tw == 0 {
        return if m != 0 { u64::MAX } else { 0 };
    }
    let src = |k: u64| k >= u64::from(from) || m >> k.min(63) & 1 != 0;
    (0..u64::from(to)).fold(0u64, |acc, j| {
        let (lo, hi) = (j * tw / fw, ((j + 1) * tw - 1) / fw);
        let undef = (lo..=hi).any(src);
        acc | u64::from(undef) << j.min(63)
    })
}
