//! The race checker's happens-before relation between two accesses of one byte (issue 32):
//! work-group barriers, sub-group (warp) barriers and async copies, in one ordering function
//! that the per-byte shadow loops ([`read_cells`], [`write_cells`], called by `exec.rs`'s
//! `Machine::check_read` and `check_write`) use.
//!
//! # The rules (OpenCL C 2.0 §3.3.4–3.3.6, §6.13.8; CUDA C++ Programming Guide, `__syncwarp`)
//! An access records the *epoch* of its address space (global or local) when it runs: a
//! counter that advances at every work-group start, every work-group barrier whose fences
//! cover the space, and every sub-group barrier covering it. An earlier access by `u` in
//! epoch `e` happens before the running work-item `me`'s access when
//!
//! 1. `u` is `me` (program order);
//! 2. `u` is in `me`'s work-group and `e` is older than the group's last covering work-group
//!    barrier ([`SyncState::group_barrier`]): both passed that barrier, `u` after its access;
//! 3. `u` is a lane of `me`'s warp that took part in `me`'s last covering sub-group barrier
//!    (`sub_group_barrier`, `__syncwarp(mask)`: [`SyncState::warp_barrier`]) and `e` is older
//!    than that barrier;
//! 4. for async copies (`super::async_copy`): an access after a copy is ordered after it only
//!    when the copy's event was waited for in the same work-group; an access before a copy is
//!    ordered before it by rule 2 only.
//!
//! Accesses of different work-groups are never ordered within a launch. Rule 3 keeps only a
//! lane's *last* sub-group barrier: a lane that synchronised with `u` at an earlier
//! `__syncwarp(m1)` and then at a `__syncwarp(m2)` without `u` is not ordered with `u`'s
//! accesses before the first (a race may be reported that the earlier barrier orders: only
//! with partial member masks; full-warp barriers, and `sub_group_barrier`, are exact).
//!
//! Cost: `O(1)` per call (a division and a few comparisons); [`HappensBefore::new`] `O(1)`.
//! Slow reference: [`ordered_reference`], the rules above written out over explicit barrier
//! lists; the property test in this module checks the two agree.

use super::async_copy::{AsyncState, ASYNC_ID};
use super::checks::{Cell, FindingKind, ATOMIC, PLAIN_WRITE};

/// A lane's last sub-group barrier: the epoch of each space it began (0 = none), the schedule
/// index of the warp's first lane, and the lanes (bit `i`: that index + `i`) that took part.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct WarpBarrier {
    /// Per space (0 global, 1 local): the epoch after the barrier; 0 when it did not cover it.
    pub epoch: [u32; 2],
    /// Schedule index (not + 1) of lane 0 of the warp.
    pub first: u32,
    /// The lanes that took part (at most 64).
    pub lanes: u64,
}

/// The synchronisation the ordering needs beyond the epochs (`exec.rs`'s `Machine::ep`).
/// Changed only through its methods, each of which advances a version that [`HbMemo`] compares.
#[derive(Clone, Debug, Default)]
pub struct SyncState {
    /// Per space (0 global, 1 local): the epoch that began at the running work-group's last
    /// covering work-group barrier (or at its start).
    group_epoch: [u32; 2],
    /// Per local linear id: its last sub-group barrier in the running work-group (entries of
    /// earlier work-groups are older than `group_epoch`, so they order nothing rule 2 does
    /// not).
    warp: Vec<WarpBarrier>,
    /// Advanced at every change: a relation built at one version ([`HbMemo`]) holds until the
    /// next.
    version: u64,
}

impl SyncState {
    /// Records a work-group barrier (or a work-group's start) covering space `space` (0
    /// global, 1 local) after which its epoch is `epoch`. `O(1)`.
    pub fn group_barrier(&mut self, space: usize, epoch: u32) {
        self.group_epoch[space] = epoch;
        self.version = self.version.wrapping_add(1);
    }

    /// Records a sub-group barrier that the lanes `lanes` (bit `i`: schedule index
    /// `first + i`, local linear id `first_llin + i`) passed together, after the epochs of the
    /// covered spaces advanced to `epoch` (0 for a space it does not cover). `O(lanes)`.
    pub fn warp_barrier(&mut self, first: u32, first_llin: u32, lanes: u64, epoch: [u32; 2]) {
        self.version = self.version.wrapping_add(1);
        for i in 0..64u32 {
            if lanes >> i & 1 == 0 {
                continue;
            }
            let l = (first_llin + i) as usize;
            if self.warp.len() <= l {
                self.warp.resize(l + 1, WarpBarrier::default());
            }
            let w = &mut self.warp[l];
            // A space the barrier does not cover keeps its last covering barrier only when
            // that one had the same lanes (else the lanes it ordered are forgotten: safe).
            let keep = |s: usize| if epoch[s] != 0 { epoch[s] } else if w.first == first && w.lanes == lanes { w.epoch[s] } else { 0 };
            *w = WarpBarrier {
                epoch: [keep(0), keep(1)],
                first,
                lanes,
            };
        }
    }
}

/// Happens-before for accesses of one space by one running work-item (or async copy) `me`:
/// built once per access, then asked per shadow cell. Borrows the async-copy state.
#[derive(Clone, Debug)]
pub struct HappensBefore<'a> {
    me: u32,
    gs: u32,
    /// `me`'s work-group (schedule index / group size).
    group: u32,
    /// Schedule index of the first work-item of `me`'s work-group (`group × gs`).
    group_first: u32,
    group_epoch: u32,
    warp_epoch: u32,
    warp_first: u32,
    warp_lanes: u64,
    /// Present when the launch has async copies (cells may hold a copy's identity).
    asyncs: Option<&'a AsyncState>,
}

/// The relation of the last plain access (no async copies in the launch) that built one,
/// kept while the same work-item accesses the same space and the [`SyncState`] does not
/// change: a work-item reads and writes many times between two barriers, and each access
/// would otherwise build the same relation (issue 32 item 8, sixth pass). Owned by `exec.rs`'s
/// `Machine`; `O(1)` per access.
#[derive(Clone, Debug, Default)]
pub struct HbMemo {
    /// `me` and the space (bit 32) of the relation kept (0 before the first: no work-item is 0).
    key: u64,
    /// The [`SyncState`]'s version when it was built.
    version: u64,
    hb: Option<HappensBefore<'static>>,
}

impl HbMemo {
    /// The relation for work-item `me` (schedule index + 1) at local linear id `llin` for
    /// space `space`: [`HbMemo::plain`]'s in a launch without async copies, else
    /// [`HappensBefore::new`]'s, built into `slot`. `O(1)`.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub fn relation<'s>(
        &'s mut self,
        slot: &'s mut Option<HappensBefore<'s>>,
        sync: &SyncState,
        asyncs: &'s AsyncState,
        group_size: u32,
        me: u32,
        llin: u32,
        space: usize,
    ) -> &'s HappensBefore<'s> {
        if asyncs.has_copies() {
            slot.insert(HappensBefore::new(sync, asyncs, group_size, me, llin, space))
        } else {
            self.plain(sync, group_size, me, llin, space)
        }
    }

    /// The relation for plain work-item `me` (schedule index + 1) at local linear id `llin`
    /// for space `space` in a launch without async copies: [`HappensBefore::new`]'s, built
    /// only when `me`, `space` or `sync` changed since the last call. `O(1)`.
    #[inline(always)]
    pub fn plain(&mut self, sync: &SyncState, group_size: u32, me: u32, llin: u32, space: usize) -> &HappensBefore<'static> {
        let key = u64::from(me) | (space as u64) << 32;
        if self.key != key || self.version != sync.version || self.hb.is_none() {
            self.key = key;
            self.version = sync.version;
            self.hb = Some(HappensBefore::with_asyncs(sync, None, group_size, me, llin, space));
        }
        match &self.hb {
            Some(hb) => hb,
            None => unreachable!("set above"),
        }
    }
}

impl<'a> HappensBefore<'a> {
    /// The relation for `me` (schedule index + 1, or an async copy's identity) at local
    /// linear id `llin`, for space `space` (0 global, 1 local). `O(1)`.
    pub fn new(sync: &SyncState, asyncs: &'a AsyncState, group_size: u32, me: u32, llin: u32, space: usize) -> HappensBefore<'a> {
        let asyncs = (me & ASYNC_ID != 0 || asyncs.has_copies()).then_some(asyncs);
        Self::with_asyncs(sync, asyncs, group_size, me, llin, space)
    }

    /// [`HappensBefore::new`] with the async-copy state given when the launch has copies or
    /// `me` is one. `O(1)`.
    fn with_asyncs(sync: &SyncState, asyncs: Option<&'a AsyncState>, group_size: u32, me: u32, llin: u32, space: usize) -> HappensBefore<'a> {
        let gs = group_size.max(1);
        let plain_me = asyncs.map_or(me, |a| a.plain_id(me));
        let w = if me & ASYNC_ID == 0 { sync.warp.get(llin as usize).copied().unwrap_or_default() } else { WarpBarrier::default() };
        HappensBefore {
            me,
            gs,
            group: (plain_me - 1) / gs,
            group_first: (plain_me - 1) / gs * gs,
            group_epoch: sync.group_epoch[space],
            warp_epoch: w.epoch[space],
            warp_first: w.first,
            warp_lanes: w.lanes,
            asyncs,
        }
    }

    /// Whether an access by `u` (schedule index + 1, or a copy's identity) in epoch `e`
    /// happens before `me`'s access. `O(1)`.
    #[inline]
    pub fn ordered(&self, u: u32, e: u32) -> bool {
        if u == self.me {
            return true;
        }
        if let Some(a) = self.asyncs {
            if (u | self.me) & ASYNC_ID != 0 {
                let same = (a.plain_id(u) - 1) / self.gs == self.group;
                return same && if u & ASYNC_ID != 0 { a.waited(u) } else { e < self.group_epoch };
            }
        }
        self.ordered_plain(u, e)
    }

    /// [`HappensBefore::ordered`] in a launch without async copies (`u` a work-item). `O(1)`.
    #[inline]
    pub fn ordered_plain(&self, u: u32, e: u32) -> bool {
        if u == self.me {
            return true;
        }
        let x = u - 1;
        if e < self.group_epoch {
            // In `me`'s work-group: a range check, no division.
            return x.wrapping_sub(self.group_first) < self.gs;
        }
        // Rule 3 (only lanes of `me`'s warp are in `warp_lanes`, all in `me`'s group).
        let d = x.wrapping_sub(self.warp_first);
        e < self.warp_epoch && d < 64 && self.warp_lanes >> d & 1 != 0
    }
}

/// The checks of a read of one shadow cell per byte (`cells`) by `me` in epoch `now` at
/// instruction `cur` (with [`ATOMIC`] for an atomic read): the first byte `k` whose last
/// writer is not ordered before the read (for an atomic read, a plain writer an atomic
/// replaced too) as `(writer, its instruction, k)`, and each cell's reader slots updated.
/// Hot path (docs/PERFORMANCE.md, issue 32 item 8): each cell is checked and updated in
/// place, the ordering without a division; once a race is found the rest only record the
/// reader. (A memo that copied the previous cell's result to an equal cell cost more: the
/// 48-byte comparison and copy exceed the check it skips.) `O(bytes)`; slow reference
/// [`read_cells_reference`] (the memoised form, which must agree).
///
/// A plain read in a launch without async copies (the common case) takes a tighter loop
/// that leaves for the general one at the first cell whose writer may race (issue 32 item 8,
/// third pass): the cells before it had no race and are updated alike.
///
/// A 4-byte read (`i32`, `float`: most reads) takes that loop at a fixed length, which the
/// compiler unrolls without a loop counter or bounds checks (sixth pass).
#[inline]
pub fn read_cells(cells: &mut [Cell], hb: &HappensBefore, me: u32, now: u32, cur: u32) -> Option<(u32, u32, usize)> {
    if cur & ATOMIC == 0 && hb.asyncs.is_none() {
        let racy = match <&mut [Cell; 4]>::try_from(&mut *cells) {
            Ok(four) => read_plain(four, hb, me, now, cur),
            Err(_) => read_plain(cells, hb, me, now, cur),
        };
        return racy.and_then(|k| read_cells_general(&mut cells[k..], hb, me, now, cur).map(|(w, wi, j)| (w, wi, j + k)));
    }
    read_cells_general(cells, hb, me, now, cur)
}

/// [`read_cells`]' loop for a plain read in a launch without async copies: each cell's reader
/// recorded up to the first cell whose writer is not ordered before the read, whose index it
/// returns (that cell and the rest untouched). `O(bytes)`.
#[inline(always)]
fn read_plain(cells: &mut [Cell], hb: &HappensBefore, me: u32, now: u32, cur: u32) -> Option<usize> {
    for (k, c) in cells.iter_mut().enumerate() {
        if c.w != 0 && !hb.ordered_plain(c.w, c.we) {
            return Some(k);
        }
        if c.r == me || c.r == 0 {
            (c.r, c.re, c.ri) = (me, now, cur);
        } else {
            (c.r2, c.r2e, c.r2i) = (me, now, cur);
        }
    }
    None
}

/// [`read_cells`] for every read: atomic ones, and launches with async copies. `O(bytes)`.
fn read_cells_general(cells: &mut [Cell], hb: &HappensBefore, me: u32, now: u32, cur: u32) -> Option<(u32, u32, usize)> {
    let atomic = cur & ATOMIC != 0;
    let mut race = None;
    for (k, c) in cells.iter_mut().enumerate() {
        if race.is_none() {
            race = read_race(c, hb, atomic).map(|(w, wi)| (w, wi, k));
        }
        if c.r == me || c.r == 0 {
            (c.r, c.re, c.ri) = (me, now, cur);
        } else {
            (c.r2, c.r2e, c.r2i) = (me, now, cur);
        }
    }
    race
}

/// The writer a read of cell `c` races with, if any: the last writer when not ordered (and
/// not both atomic); for an atomic read, a plain store an atomic write replaced. `O(1)`.
#[inline]
fn read_race(c: &Cell, hb: &HappensBefore, atomic: bool) -> Option<(u32, u32)> {
    if c.w != 0 && !(atomic && c.wi & ATOMIC != 0) && !hb.ordered(c.w, c.we) {
        return Some((c.w, c.wi));
    }
    if atomic && c.p != 0 && c.pi & PLAIN_WRITE != 0 && !hb.ordered(c.p, c.pe) {
        return Some((c.p, c.pi & !PLAIN_WRITE));
    }
    None
}

/// What a write found in its cells ([`write_cells`]): the first race as `(kind, the other
/// access's work-item, its instruction, byte k of the write)`, and the first plain write–write
/// race as `(the other writer's schedule index, byte k)`.
pub type WriteRaces = (Option<(FindingKind, u32, u32, usize)>, Option<(u32, usize)>);

/// The checks of a write of `data` over `bytes` (the memory it replaces) with one shadow cell
/// per byte (`cells`) by `me` in epoch `now` at instruction `cur` (with [`ATOMIC`] for an
/// atomic write): the races it makes (a byte written with the value it holds is benign unless
/// `same_value`), and each cell's last writer updated. A plain write in a launch without
/// async copies takes a tighter loop that leaves for the general one at the first byte that
/// may race (issue 32 item 8, third pass). `O(bytes)`; slow reference
/// [`write_cells_reference`] (the general loop for every byte), which must agree.
#[allow(clippy::too_many_arguments)]
#[inline]
pub fn write_cells(cells: &mut [Cell], bytes: &[u8], data: &[u8], hb: &HappensBefore, me: u32, now: u32, cur: u32, same_value: bool) -> WriteRaces {
    let n = cells.len().min(bytes.len()).min(data.len());
    let mut start = 0;
    if cur & ATOMIC == 0 && hb.asyncs.is_none() {
        start = n;
        for k in 0..n {
            let c = &mut cells[k];
            if !same_value && bytes[k] == data[k] {
                // Benign (as in the general loop): the last writer only where none unordered.
                if c.w == 0 || hb.ordered_plain(c.w, c.we) {
                    (c.w, c.we, c.wi) = (me, now, cur);
                }
                continue;
            }
            let unordered = |u: u32, e: u32| u != 0 && !hb.ordered_plain(u, e);
            if unordered(c.w, c.we) || unordered(c.r, c.re) || unordered(c.r2, c.r2e) {
                start = k;
                break;
            }
            *c = Cell { w: me, we: now, wi: cur, ..Cell::default() };
        }
    }
    let (race, old) = write_cells_reference(&mut cells[start..n], &bytes[start..n], &data[start..n], hb, me, now, cur, same_value);
    (race.map(|(kind, u, ui, k)| (kind, u, ui, k + start)), old.map(|(w, k)| (w, k + start)))
}

/// Reference of [`write_cells`]: each byte through every rule (plain and atomic writes,
/// async copies). `O(bytes)`.
#[allow(clippy::too_many_arguments)]
pub fn write_cells_reference(cells: &mut [Cell], bytes: &[u8], data: &[u8], hb: &HappensBefore, me: u32, now: u32, cur: u32, same_value: bool) -> WriteRaces {
    let atomic = cur & ATOMIC != 0;
    let mut race: Option<(FindingKind, u32, u32, usize)> = None;
    let mut old = None;
    for (k, (&byte, slot)) in data.iter().zip(cells.iter_mut()).enumerate() {
        let c: Cell = *slot;
        if !same_value && bytes.get(k) == Some(&byte) {
            // Benign: the byte keeps its value whatever the order. It becomes the last
            // write only where no unordered writer is remembered (a later different
            // value then races with it; an unordered earlier writer stays the one
            // later readers race with).
            if c.w == 0 || hb.ordered(c.w, c.we) {
                let kept = c.kept_plain();
                if atomic {
                    (slot.p, slot.pe, slot.pi) = kept;
                }
                (slot.w, slot.we, slot.wi) = (me, now, cur);
            }
            continue;
        }
        if race.is_none() {
            if c.w != 0 && !(atomic && c.wi & ATOMIC != 0) && !hb.ordered(c.w, c.we) {
                let plain = !atomic && c.wi & ATOMIC == 0;
                if plain && old.is_none() {
                    old = Some((c.w - 1, k));
                }
                race = Some((if plain { FindingKind::WriteWriteRace } else { FindingKind::AtomicPlainRace }, c.w, c.wi, k));
            } else if atomic && c.p != 0 && !hb.ordered(c.p, c.pe) {
                // A plain access an atomic write replaced, against this atomic write.
                race = Some((FindingKind::AtomicPlainRace, c.p, c.pi & !PLAIN_WRITE, k));
            } else {
                for (rd, re, ri) in [(c.r, c.re, c.ri), (c.r2, c.r2e, c.r2i)] {
                    if rd != 0 && !(atomic && ri & ATOMIC != 0) && !hb.ordered(rd, re) {
                        let kind = if (ri & ATOMIC != 0) != atomic { FindingKind::AtomicPlainRace } else { FindingKind::ReadWriteRace };
                        race = Some((kind, rd, ri, k));
                        break;
                    }
                }
            }
        }
        let (p, pe, pi) = if atomic { c.kept_plain() } else { (0, 0, 0) };
        *slot = Cell { w: me, we: now, wi: cur, p, pe, pi, ..Cell::default() };
    }
    (race, old)
}

/// Reference of [`read_cells`]: the memoised loop (a cell equal to the previous one's old
/// value gets that one's new value and cannot race where it did not), with the ordering
/// decided by [`ordered_by_division`]. `O(bytes)`.
pub fn read_cells_reference(cells: &mut [Cell], hb: &HappensBefore, me: u32, now: u32, cur: u32) -> Option<(u32, u32, usize)> {
    let atomic = cur & ATOMIC != 0;
    let ordered = |u: u32, e: u32| ordered_by_division(hb, u, e);
    let mut race = None;
    let mut memo: Option<(Cell, Cell)> = None;
    for (k, c) in cells.iter_mut().enumerate() {
        if let Some((old, new)) = memo {
            if *c == old {
                *c = new;
                continue;
            }
        }
        let old = *c;
        if race.is_none() {
            if c.w != 0 && !(atomic && c.wi & ATOMIC != 0) && !ordered(c.w, c.we) {
                race = Some((c.w, c.wi, k));
            } else if atomic && c.p != 0 && c.pi & PLAIN_WRITE != 0 && !ordered(c.p, c.pe) {
                race = Some((c.p, c.pi & !PLAIN_WRITE, k));
            }
        }
        if c.r == me || c.r == 0 {
            (c.r, c.re, c.ri) = (me, now, cur);
        } else {
            (c.r2, c.r2e, c.r2i) = (me, now, cur);
        }
        memo = Some((old, *c));
    }
    race
}

/// [`HappensBefore::ordered`] for plain work-items with the work-group found by division (the
/// form before the range check). `O(1)`.
pub fn ordered_by_division(hb: &HappensBefore, u: u32, e: u32) -> bool {
    if u == hb.me || hb.asyncs.is_some() {
        return hb.ordered(u, e);
    }
    let x = u - 1;
    let same_group = x / hb.gs == hb.group;
    let in_warp = x.wrapping_sub(hb.warp_first) < 64 && hb.warp_lanes >> x.wrapping_sub(hb.warp_first) & 1 != 0;
    same_group && (e < hb.group_epoch || (e < hb.warp_epoch && in_warp))
}

/// One synchronisation event of [`ordered_reference`]'s history.
#[derive(Clone, Debug)]
pub enum SyncEvent {
    /// A work-group barrier (or start) of work-group `.0` (schedule indices `.0 × size ..`)
    /// that began epoch `.1`: accesses of earlier epochs are before it.
    Group(u32, u32),
    /// A sub-group barrier of the schedule indices listed, after which the epoch is `1`.
    Warp(Vec<u32>, u32),
}

/// Slow reference of [`HappensBefore::ordered`] for plain work-items (no async copies):
/// whether an access by `u` in epoch `e` happens before `me`'s access now, given the history
/// of barriers (each with the epoch it began), the group size, and only the *last* sub-group
/// barrier `me` took part in counting (the documented approximation of rule 3). `O(history)`.
pub fn ordered_reference(history: &[SyncEvent], group_size: u32, u: u32, e: u32, me: u32) -> bool {
    if u == me {
        return true;
    }
    let (iu, im) = (u - 1, me - 1);
    let gs = group_size.max(1);
    let same_group = iu / gs == im / gs;
    let by_group = history.iter().any(|h| matches!(h, SyncEvent::Group(g, ep) if *g == im / gs && e < *ep));
    let last_warp = history.iter().rev().find_map(|h| match h {
        SyncEvent::Warp(lanes, ep) if lanes.contains(&im) => Some((lanes, *ep)),
        _ => None,
    });
    let by_warp = last_warp.is_some_and(|(lanes, ep)| lanes.contains(&iu) && e < ep);
    same_group && (by_group || by_warp)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn cell() -> impl Strategy<Value = Cell> {
        let id = prop_oneof![Just(0u32), 1u32..6];
        let ins = prop_oneof![Just(7u32), Just(7 | ATOMIC), Just(9), Just(9 | PLAIN_WRITE)];
        (id.clone(), 0u32..4, ins.clone(), id.clone(), 0u32..4, id, 0u32..4, ins).prop_map(|(w, we, wi, r, re, p, pe, pi)| Cell {
            w,
            we,
            wi,
            r,
            re,
            ri: 3,
            p,
            pe,
            pi,
            ..Cell::default()
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]
        /// The memoised read loop equals the per-cell reference (race and cells), on runs of
        /// equal and different cells, with and without a sub-group barrier.
        #[test]
        fn read_cells_matches_reference(
            pattern in proptest::collection::vec((cell(), 1usize..4), 1..5),
            me in 1u32..6, atomic: bool, warp: bool, ge in 0u32..4,
        ) {
            let cells: Vec<Cell> = pattern.iter().flat_map(|(c, n)| std::iter::repeat_n(*c, *n)).collect();
            let mut sync = SyncState { group_epoch: [ge, ge], ..SyncState::default() };
            if warp {
                sync.warp_barrier(0, 0, 0b1011, [3, 0]);
            }
            let asyncs = AsyncState::default();
            let hb = HappensBefore::new(&sync, &asyncs, 4, me, me - 1, 0);
            let cur = 5 | if atomic { ATOMIC } else { 0 };
            let (mut a, mut b) = (cells.clone(), cells);
            let fast = read_cells(&mut a, &hb, me, 3, cur);
            let slow = read_cells_reference(&mut b, &hb, me, 3, cur);
            prop_assert_eq!(fast, slow);
            prop_assert_eq!(a, b);
        }

        /// The write loop with its fast path equals the general one (races and cells), on
        /// runs of equal and different cells, bytes that keep or change their value, plain and
        /// atomic writes, with and without a sub-group barrier.
        #[test]
        fn write_cells_matches_reference(
            pattern in proptest::collection::vec((cell(), 1usize..4), 1..5),
            same in proptest::collection::vec(any::<bool>(), 16),
            me in 1u32..6, atomic: bool, warp: bool, ge in 0u32..4, same_value: bool,
        ) {
            let cells: Vec<Cell> = pattern.iter().flat_map(|(c, n)| std::iter::repeat_n(*c, *n)).collect();
            let bytes: Vec<u8> = (0..cells.len()).map(|k| k as u8).collect();
            let data: Vec<u8> = (0..cells.len()).map(|k| if same[k % 16] { k as u8 } else { 200 }).collect();
            let mut sync = SyncState { group_epoch: [ge, ge], ..SyncState::default() };
            if warp {
                sync.warp_barrier(0, 0, 0b1011, [3, 0]);
            }
            let asyncs = AsyncState::default();
            let hb = HappensBefore::new(&sync, &asyncs, 4, me, (me - 1) % 4, 0);
            let cur = 5 | if atomic { ATOMIC } else { 0 };
            let (mut a, mut b) = (cells.clone(), cells);
            let fast = write_cells(&mut a, &bytes, &data, &hb, me, 3, cur, same_value);
            let slow = write_cells_reference(&mut b, &bytes, &data, &hb, me, 3, cur, same_value);
            prop_assert_eq!(fast, slow);
            prop_assert_eq!(a, b);
        }

        /// The eight-bytes-at-a-time undefined-byte test of `check_read` equals
        /// `contains(&0)` on maps of every length 0–19 (the 4- and 8-byte words among them) with any byte values.
        #[test]
        fn any_zero_byte_matches_contains(d in proptest::collection::vec(prop_oneof![Just(0u8), Just(1u8), any::<u8>()], 0..20)) {
            prop_assert_eq!(super::super::exec::any_zero_byte(&d), d.contains(&0));
        }

        /// [`HappensBefore::ordered`] equals the rule-by-rule reference over random histories
        /// of work-group and sub-group barriers (groups of 8, warps of 4).
        #[test]
        fn ordered_matches_reference(
            events in proptest::collection::vec((any::<bool>(), 0u32..2, 0u32..16), 0..6),
            u in 1u32..17, e in 0u32..8, me in 1u32..17,
        ) {
            // Epochs: 1 at the start; each event advances it. Group barriers are of `me`'s
            // group (the running one); sub-group barriers of one warp of it, some lanes.
            let (gs, wave) = (8u32, 4u32);
            let mg = (me - 1) / gs;
            let mut sync = SyncState { group_epoch: [1, 1], ..SyncState::default() };
            let mut history = vec![SyncEvent::Group(mg, 1)];
            let mut ep = 1u32;
            for (group, warp, mask) in events {
                ep += 1;
                if group {
                    sync.group_barrier(0, ep);
                    sync.group_barrier(1, ep);
                    history.push(SyncEvent::Group(mg, ep));
                } else {
                    let first = mg * gs + warp * wave;
                    let lanes: Vec<u32> = (0..wave).filter(|i| mask >> i & 1 != 0).map(|i| first + i).collect();
                    sync.warp_barrier(first, warp * wave, u64::from(mask), [ep, ep]);
                    history.push(SyncEvent::Warp(lanes, ep));
                }
            }
            let e = e.min(ep);
            let asyncs = AsyncState::default();
            let hb = HappensBefore::new(&sync, &asyncs, gs, me, (me - 1) % gs, 0);
            prop_assert_eq!(hb.ordered(u, e), ordered_reference(&history, gs, u, e, me));
        }

        /// [`HbMemo::plain`] gives the relation [`HappensBefore::new`] builds at every access
        /// of a random sequence of accesses (work-item, space) and of work-group and sub-group
        /// barriers (groups of 8, warps of 4): the memo never keeps a relation past a change.
        #[test]
        fn memo_matches_new(
            ops in proptest::collection::vec((0u32..4, 1u32..17, 0usize..2, 0u32..16), 1..40),
        ) {
            let (gs, wave) = (8u32, 4u32);
            let mut sync = SyncState::default();
            let mut memo = HbMemo::default();
            let asyncs = AsyncState::default();
            let mut ep = 1u32;
            for (op, me, space, mask) in ops {
                match op {
                    0 => {
                        ep += 1;
                        sync.group_barrier(space, ep);
                    }
                    1 => {
                        ep += 1;
                        let first = (me - 1) / wave * wave;
                        let epoch = if mask & 1 != 0 { [ep, 0] } else { [ep, ep] };
                        sync.warp_barrier(first, first % gs, u64::from(mask), epoch);
                    }
                    _ => {
                        let llin = (me - 1) % gs;
                        let fresh = HappensBefore::new(&sync, &asyncs, gs, me, llin, space);
                        let kept = memo.plain(&sync, gs, me, llin, space);
                        prop_assert_eq!(format!("{kept:?}"), format!("{fresh:?}"));
                    }
                }
            }
        }
    }
}
