//! Async work-group copies and their events (OpenCL C 2.0 §6.13.10) as the checker sees them
//! (issue 32): work-group divergence at a copy, events that are never waited for or that no
//! copy returned, partial copies, and the copy's reads and writes in the race shadow.
//!
//! # The model
//! `async_work_group_copy` / `async_work_group_strided_copy` are work-group collectives: every
//! work-item of the group must reach the `k`-th copy with the same arguments (destination,
//! source, element count and size, stride, event argument). The `k`-th copy a work-item
//! issues is compared with the group's `k`-th (the first work-item to reach it performs it, at
//! that moment): different arguments or a different call are an `async-copy-divergence`; so is
//! a copy that some work-items of the group never reach, found when the group waits for the
//! copy's event or returns (only the work-items that did not stop at a fault count). This is
//! the comparison Oclgrind makes (`WorkGroup::async_copy`, which also treats a copy reached by
//! part of the group as divergence when the event is waited for).
//!
//! A copy with a null event argument gets a new event (1, 2, … per work-group); one given an
//! event joins it. `wait_group_events(n, list)` is a work-group barrier for both address spaces
//! (as Oclgrind treats it): the work-items of the group must all reach it with the same events
//! (else `barrier-divergence`, the kind of a barrier reached by part of a group or with other
//! arguments); it completes and *releases* the events it names (the specification: "the event
//! objects specified in `event_list` will be released after the wait is performed"). Naming an
//! event no copy of the group returned, or one released already, is an `invalid-event`; a
//! work-group that returns with an event not waited for is an `unwaited-event` (its copy may
//! never have completed).
//!
//! # Races (beyond Oclgrind, which performs the copy at the wait and does not check it)
//! The copy is the work-group's access, not a work-item's: its element reads and writes enter
//! the race shadow ([`super::checks::Cell`]) under an identity of their own,
//! [`ASYNC_ID`]` | (copy + 1)`, byte by byte. The copy runs somewhere between its issue and the
//! wait that completes it, so:
//! - a plain access that precedes the copy (in schedule order) is ordered before it only when a
//!   barrier (or wait) of the group lies between them — the usual epoch rule;
//! - an access that follows the copy is ordered after it only when it is in the copy's
//!   work-group and a `wait_group_events` naming the copy's event has completed (a barrier does
//!   not complete an async copy);
//! - accesses of other work-groups are never ordered with it (global memory).
//!
//! Conflicting unordered pairs are the usual `read-write-race` / `write-write-race` findings;
//! the copy's side names the copy's call and, as work-item, the first work-item of the group
//! that issued it; the message says "the async copy of work-group (x, y, z) at line:col".
//!
//! Cost: `O(elements × element bytes)` per copy (the shadow checks of a plain access), `O(1)`
//! per comparison, `O(events + copies)` per wait. Memory: 8 bytes per copy of the launch (at
//! most [`MAX_TRACKED_COPIES`]; later copies are performed without race tracking) plus, per
//! work-group, one bit per work-item per copy.

use super::builtins::OclFn;
use super::checks::FindingKind;
use super::decode::{St, Vt};
use super::exec::{Item, Machine, Stop};
use super::memory::OFF_MASK;
use super::values::Val;
use std::collections::{HashMap, HashSet};

/// Bit of a race-shadow identity (a [`super::checks::Cell`]'s `w` / `r` / `r2`) that marks an
/// async copy instead of a work-item: the low bits are the launch-wide copy number + 1.
pub const ASYNC_ID: u32 = 1 << 31;

/// Flag bit of [`Stop::Barrier`] for a `wait_group_events` (bits 0 and 1 are the fences).
pub const WAIT_FLAG: u8 = 4;

/// Copies of one launch that get a race-shadow identity.
pub const MAX_TRACKED_COPIES: usize = 1 << 22;

/// Most events one `wait_group_events` may name.
pub const MAX_WAIT_EVENTS: u64 = 1 << 16;

/// A copy's identity in the race shadow.
#[derive(Copy, Clone, Debug)]
struct Ident {
    /// The first work-item that issued it (schedule index + 1).
    issuer: u32,
    /// Whether a wait naming its event has completed.
    waited: bool,
}

/// What the work-items of a group must agree on at a copy.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Args {
    /// Global instruction id of the call.
    inst: u32,
    dst: u64,
    src: u64,
    n: u64,
    stride: u64,
    elem: u32,
    /// The event argument (normalised; 0: none).
    event: u64,
}

/// One copy of the running work-group.
#[derive(Clone, Debug)]
struct GroupCopy {
    args: Args,
    /// Launch-wide number (index into [`AsyncState::ids`]); `u32::MAX`: not tracked.
    slot: u32,
    /// The event it belongs to.
    event: u64,
    /// Per local linear id: reached it (bit set).
    reached: Vec<u64>,
    /// The first issuer (schedule index + 1).
    issuer: u32,
}

/// Async-copy state of a run, held by the [`Machine`] (in [`super::ocl::OclState`]).
#[derive(Clone, Debug, Default)]
pub struct AsyncState {
    group: Option<[u64; 3]>,
    copies: Vec<GroupCopy>,
    /// Per local linear id: copies issued so far in this group.
    issued: Vec<u32>,
    /// Live events: event → indices into `copies`.
    live: HashMap<u64, Vec<usize>>,
    /// Events released by a wait.
    released: HashSet<u64>,
    next_event: u64,
    /// Per local linear id: the events of the wait it stopped at.
    waits: Vec<Vec<u64>>,
    /// Launch-wide copy identities.
    ids: Vec<Ident>,
    /// Bytes of an `event_t` (the copy's result type), once a copy ran.
    event_bytes: u64,
}

impl AsyncState {
    /// Whether a copy of this launch has a race identity (then shadow cells may hold one,
    /// and only `super::exec::Machine`'s `ordered` orders them). `O(1)`.
    pub(super) fn has_copies(&self) -> bool {
        !self.ids.is_empty()
    }

    /// The schedule index + 1 standing for shadow identity `w`: a copy's first issuer, or `w`.
    /// `O(1)`.
    #[inline]
    pub(super) fn plain_id(&self, w: u32) -> u32 {
        if w & ASYNC_ID == 0 {
            return w;
        }
        self.ids.get(((w & !ASYNC_ID) as usize).wrapping_sub(1)).map_or(1, |i| i.issuer)
    }

    /// Whether the copy of identity `w` was waited for (its event released by a
    /// `wait_group_events`). `O(1)`.
    #[inline]
    pub(super) fn waited(&self, w: u32) -> bool {
        self.ids.get(((w & !ASYNC_ID) as usize).wrapping_sub(1)).is_some_and(|i| i.waited)
    }
}

/// An event value as the group keys it: the offset bits (a 32-bit `event_t` loaded from
/// private memory comes back tagged as a private pointer).
fn event_key(v: u128) -> u64 {
    (v as u64) & OFF_MASK & 0xffff_ffff
}

/// `p + d` bytes (the offset part of a tagged pointer).
fn add(p: u64, d: u64) -> u64 {
    (p & !OFF_MASK) | (p.wrapping_add(d) & OFF_MASK)
}

impl Machine {
    fn async_reset(&mut self) {
        let gs = self.group_size as usize;
        let s = &mut self.ocl.async_state;
        if s.group != Some(self.group) {
            s.group = Some(self.group);
            s.copies.clear();
            s.issued.clear();
            s.issued.resize(gs, 0);
            s.live.clear();
            s.released.clear();
            s.next_event = 1;
            s.waits.clear();
            s.waits.resize(gs, Vec::new());
        }
    }

    /// `async_work_group_copy(dst, src, n, event)` / `async_work_group_strided_copy(dst, src,
    /// n, stride, event)` by work-item `it` (operands `a`, result type `vt`): compares with the
    /// group's copy of the same rank, performs it if it is the first, returns the event. An
    /// element outside its memory is an error after the elements before it were copied.
    pub(super) fn async_copy(
        &mut self,
        it: &mut Item,
        f: OclFn,
        vt: Vt,
        a: &[Val],
    ) -> Result<Option<Val>, String> {
        let ptr = |k: usize| a.get(k).map_or(0, |v| v.s() as u64);
        let (elem, to_local, strided) = match f {
            OclFn::AsyncCopy { elem } => (elem, false, false),
            OclFn::AsyncStridedCopy { elem, to_local } => (elem, to_local, true),
            _ => return Ok(None),
        };
        let args = Args {
            inst: self.cur,
            dst: ptr(0),
            src: ptr(1),
            n: ptr(2),
            stride: if strided { ptr(3) } else { 1 },
            elem,
            event: a.last().map_or(0, |v| event_key(v.s())),
        };
        self.async_reset();
        if let St::P(sp) = vt.st {
            self.ocl.async_state.event_bytes = self.prog.layout.ptr_bytes(sp);
        }
        let me = it.index + 1;
        let l = it.llin as usize;
        let s = &mut self.ocl.async_state;
        let k = s.issued.get(l).copied().unwrap_or(0) as usize;
        if let Some(c) = s.issued.get_mut(l) {
            *c += 1;
        }
        if let Some(c) = s.copies.get_mut(k) {
            if let Some(w) = c.reached.get_mut(l / 64) {
                *w |= 1 << (l % 64);
            }
            let (first, issuer, event) = (c.args, c.issuer, c.event);
            if first != args && self.ck {
                let what = |x: &Args| {
                    format!(
                        "dst {:#x}, src {:#x}, {} elements of {} bytes, stride {}, event {}",
                        x.dst & OFF_MASK,
                        x.src & OFF_MASK,
                        x.n,
                        x.elem,
                        x.stride,
                        x.event
                    )
                };
                let msg = if first.inst != args.inst {
                    "work-items of one work-group reach different async copies as their copy number {k} (each copy must be reached by the whole group)".replace("{k}", &(k + 1).to_string())
                } else {
                    format!(
                        "work-items of one work-group reach this async copy with different arguments ({} here; {} for the first work-item)",
                        what(&args),
                        what(&first)
                    )
                };
                self.report(
                    FindingKind::AsyncCopyDivergence,
                    first.inst,
                    args.inst,
                    None,
                    &[(issuer, first.inst), (me, args.inst)],
                    msg,
                );
            }
            return Ok(Some(Val::S(event as u128)));
        }
        // The first work-item of the group to reach its k-th copy: register and perform it.
        let event = if args.event != 0 {
            args.event
        } else {
            let e = s.next_event;
            s.next_event += 1;
            e
        };
        let slot = if self.ck && s.ids.len() < MAX_TRACKED_COPIES {
            s.ids.push(Ident {
                issuer: me,
                waited: false,
            });
            s.ids.len() as u32 - 1
        } else {
            u32::MAX
        };
        let mut reached = vec![0u64; (self.group_size as usize).div_ceil(64)];
        if let Some(w) = reached.get_mut(l / 64) {
            *w |= 1 << (l % 64);
        }
        s.live.entry(event).or_default().push(s.copies.len());
        s.copies.push(GroupCopy {
            args,
            slot,
            event,
            reached,
            issuer: me,
        });
        let id = (slot != u32::MAX).then(|| ASYNC_ID | (slot + 1));
        let (dst, src, n, stride) = (args.dst, args.src, args.n, args.stride);
        let e = elem as u64;
        // Element by element, so the elements in bounds are copied and the first one outside
        // either side is reported after them. The count is the program's: the loop stops one
        // element past the end of the contiguous side's memory, a bound from the memory.
        let contiguous = if to_local || stride == 1 { dst } else { src };
        let room = self.room(it, contiguous) / e.max(1) + 1;
        let mut bad: Option<(u64, Option<(u16, u64)>)> = None;
        for i in 0..n.min(room) {
            let (d, s) = if stride == 1 {
                (i * e, i * e)
            } else if to_local {
                (i * e, i.wrapping_mul(stride).wrapping_mul(e))
            } else {
                (i.wrapping_mul(stride).wrapping_mul(e), i * e)
            };
            if self
                .copy_element(it, add(dst, d), add(src, s), e, id)
                .is_err()
                && bad.is_none()
            {
                bad = Some((i, self.fault_at()));
            }
        }
        if bad.is_some() || n > room {
            let (i, at) = bad.unwrap_or((room, None));
            if let Some(at) = at {
                self.set_fault_at(at);
            }
            return Err(format!(
                "element {i} of an async copy of {n} elements of {e} bytes is outside its memory (the elements before it were copied)"
            ));
        }
        Ok(Some(Val::S(event as u128)))
    }

    /// Copies one element of `n` bytes for the group's copy `id` (race identity; `None`: not
    /// tracked): the race checks of the read and the write under the copy's identity, then
    /// the bytes and their definedness (copying moves definedness, Valgrind's rule: copying
    /// uninitialised bytes is no error, their later use is).
    fn copy_element(
        &mut self,
        it: &mut Item,
        dst: u64,
        src: u64,
        n: u64,
        id: Option<u32>,
    ) -> Result<(), String> {
        if n == 0 {
            return Ok(());
        }
        if n > 1 << 30 {
            return Err(format!("an async copy element of {n} bytes"));
        }
        let tmp = self.mem(&mut it.stack, src, n as usize)?.0.to_vec();
        self.mem(&mut it.stack, dst, n as usize)?;
        if self.ck {
            if let Some(id) = id {
                let saved = (it.index, self.store_def);
                it.index = id - 1;
                self.store_def = true;
                let r = self.check_read(it, src, n as usize, false);
                let w = r.and_then(|_| self.check_write(it, dst, &tmp, false));
                (it.index, self.store_def) = saved;
                if w?.is_some() {
                    self.races_total += 1;
                }
            }
            let defs = self.def_bytes(it, src, n as usize);
            self.set_def_bytes(it, dst, &defs);
        }
        self.mem(&mut it.stack, dst, n as usize)?
            .0
            .copy_from_slice(&tmp);
        Ok(())
    }

    /// `wait_group_events(n, list)` by work-item `it`: reads the `n` events at `list` (private
    /// memory, `event_t` elements) for the group's check when every work-item has stopped
    /// ([`Machine::async_at_barrier`]). Errors: a list outside its memory.
    pub(super) fn async_wait(&mut self, it: &mut Item, n: u64, list: u64) -> Result<(), String> {
        self.async_reset();
        if n > MAX_WAIT_EVENTS {
            return Err(format!("a wait for {n} events (at most {MAX_WAIT_EVENTS})"));
        }
        let eb = match self.ocl.async_state.event_bytes {
            0 => self.prog.layout.ptr_bytes(0),
            b => b,
        }
        .clamp(1, 8);
        let mut events = Vec::with_capacity(n as usize);
        for i in 0..n {
            let b = self.mem(&mut it.stack, add(list, i * eb), eb as usize)?.0;
            let mut x = [0u8; 8];
            x[..b.len()].copy_from_slice(b);
            events.push(event_key(u64::from_le_bytes(x) as u128));
        }
        if let Some(w) = self.ocl.async_state.waits.get_mut(it.llin as usize) {
            *w = events;
        }
        Ok(())
    }

    /// The group's check when its work-items have all stopped and some wait at a
    /// `wait_group_events` (`items`: the group): the waiters' events are compared
    /// (`barrier-divergence`), checked (`invalid-event`), and released — their copies are
    /// complete (ordered before what follows) and must have been reached by the whole group
    /// (`async-copy-divergence`).
    pub(super) fn async_at_barrier(&mut self, items: &[Item]) {
        if !self.ck {
            return;
        }
        let waiters: Vec<&Item> = items
            .iter()
            .filter(|i| matches!(i.stop, Some(Stop::Barrier(.., f)) if f & WAIT_FLAG != 0))
            .collect();
        let Some(first) = waiters.first() else { return };
        self.async_reset();
        let Some(Stop::Barrier(func, inst, ..)) = first.stop else {
            return;
        };
        let g = self.inst_base[func as usize] + inst;
        let s = &self.ocl.async_state;
        let lists: Vec<&Vec<u64>> = waiters.iter().map(|i| &s.waits[i.llin as usize]).collect();
        let first_list = lists[0].clone();
        let differs = waiters
            .iter()
            .zip(&lists)
            .find(|(i, l)| i.stop == first.stop && **l != &first_list)
            .map(|(i, l)| (i.index + 1, (*l).clone()));
        let invalid: Vec<u64> = lists
            .iter()
            .flat_map(|l| l.iter().copied())
            .filter(|e| !s.live.contains_key(e))
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        let released_before: Vec<u64> = invalid
            .iter()
            .copied()
            .filter(|e| s.released.contains(e))
            .collect();
        let named: HashSet<u64> = lists.iter().flat_map(|l| l.iter().copied()).collect();
        let (first_who, first_g) = (first.index + 1, g);
        if let Some((who, list)) = differs {
            self.report(
                FindingKind::BarrierDivergence,
                g,
                1,
                None,
                &[(first_who, first_g), (who, g)],
                format!(
                    "work-items of one work-group wait for different events at this wait_group_events ({list:?} here, {first_list:?} for the first work-item); every work-item must name the same events"
                ),
            );
        }
        if !invalid.is_empty() {
            let msg = if released_before.len() == invalid.len() {
                format!("this wait_group_events names event(s) {invalid:?} that an earlier wait released already (a wait releases the events it names)")
            } else {
                format!("this wait_group_events names event(s) {invalid:?} that no async copy of the work-group returned (or that an earlier wait released)")
            };
            self.report(
                FindingKind::InvalidEvent,
                g,
                0,
                None,
                &[(first_who, first_g)],
                msg,
            );
        }
        // Release the named live events: their copies are complete.
        let mut done: Vec<usize> = Vec::new();
        let s = &mut self.ocl.async_state;
        for e in named {
            if let Some(cs) = s.live.remove(&e) {
                s.released.insert(e);
                done.extend(cs);
            }
        }
        done.sort_unstable();
        for &c in &done {
            let slot = self.ocl.async_state.copies[c].slot;
            if let Some(id) = self.ocl.async_state.ids.get_mut(slot as usize) {
                id.waited = true;
            }
            self.async_check_reached(items, c);
        }
    }

    /// The group's check when all its work-items have returned (`items`): every copy reached
    /// by the whole group (`async-copy-divergence`), every event waited for
    /// (`unwaited-event`). Clears the group's state.
    pub(super) fn async_at_end(&mut self, items: &[Item]) {
        if !self.ck || self.ocl.async_state.group != Some(self.group) {
            return;
        }
        let mut unwaited: Vec<usize> = self
            .ocl
            .async_state
            .live
            .values()
            .flatten()
            .copied()
            .collect();
        unwaited.sort_unstable();
        for &c in &unwaited {
            self.async_check_reached(items, c);
            let (inst, issuer, event) = {
                let c = &self.ocl.async_state.copies[c];
                (c.args.inst, c.issuer, c.event)
            };
            self.report(
                FindingKind::UnwaitedEvent,
                inst,
                0,
                None,
                &[(issuer, inst)],
                format!("the work-group returned without waiting for event {event} of this async copy (wait_group_events): the copy may not have completed, and its memory is not ordered with anything after it"),
            );
        }
        let s = &mut self.ocl.async_state;
        s.group = None;
        s.copies.clear();
        s.live.clear();
        s.released.clear();
    }

    /// `async-copy-divergence` when copy `c` of the group was not reached by every work-item
    /// of `items` that did not stop at a fault.
    fn async_check_reached(&mut self, items: &[Item], c: usize) {
        let copy = &self.ocl.async_state.copies[c];
        let missing: Vec<&Item> = items
            .iter()
            .filter(|i| i.stop != Some(Stop::Faulted))
            .filter(|i| {
                let l = i.llin as usize;
                copy.reached
                    .get(l / 64)
                    .is_none_or(|w| w >> (l % 64) & 1 == 0)
            })
            .collect();
        let Some(m) = missing.first() else { return };
        let (inst, issuer) = (copy.args.inst, copy.issuer);
        let total = items
            .iter()
            .filter(|i| i.stop != Some(Stop::Faulted))
            .count();
        let msg = format!(
            "only {} of the {} work-items of the work-group reached this async copy (work-item {:?} did not): a copy must be reached by the whole group",
            total - missing.len(),
            total,
            self.gid(m)
        );
        let who = [(issuer, inst), (m.index + 1, inst)];
        self.report(
            FindingKind::AsyncCopyDivergence,
            inst,
            u32::MAX,
            None,
            &who,
            msg,
        );
    }

    /// The schedule index + 1 standing for shadow identity `w`: a copy's first issuer, or `w`.
    #[inline]
    pub(super) fn plain_id(&self, w: u32) -> u32 {
        self.ocl.async_state.plain_id(w)
    }

    /// The message of finding `kind` at memory `at` involving `who` (work-item index + 1,
    /// global instruction; earlier first) when one side is an async copy (else `message`):
    /// names the copy by its work-group and position (a race gets a sentence of its own; a
    /// one-sided finding of the copy's access, `message` with the copy named).
    pub(super) fn async_note(
        &mut self,
        kind: FindingKind,
        at: Option<(u16, u64)>,
        who: &[(u32, u32)],
        message: String,
    ) -> String {
        if !who.iter().any(|(w, _)| w & ASYNC_ID != 0) {
            return message;
        }
        if !kind.is_race() {
            // A one-sided finding of the copy's own access (a store to read-only memory).
            let (w, g) = who[0];
            let gid = self.gid_of_index(self.plain_id(w) - 1);
            let group: Vec<u64> = (0..3).map(|d| gid[d] / self.local[d].max(1)).collect();
            let loc = self.location(g);
            return format!(
                "{message} (by the async copy of work-group ({}, {}, {}) at {}:{})",
                group[0], group[1], group[2], loc.line, loc.col
            );
        }
        let mut names = Vec::with_capacity(who.len());
        for (k, &(w, g)) in who.iter().enumerate() {
            names.push(if w & ASYNC_ID != 0 {
                let gid = self.gid_of_index(self.plain_id(w) - 1);
                let group: Vec<u64> = (0..3).map(|d| gid[d] / self.local[d].max(1)).collect();
                let loc = self.location(g);
                format!(
                    "the async copy of work-group ({}, {}, {}) at {}:{}",
                    group[0], group[1], group[2], loc.line, loc.col
                )
            } else if k + 1 == who.len() {
                "this access".to_string()
            } else {
                "an earlier access".to_string()
            });
        }
        let space = at
            .and_then(|(tag, _)| self.regions.get(tag as usize))
            .map_or("", |r| r.space_name());
        let what = match kind {
            FindingKind::WriteWriteRace => "write different values to",
            FindingKind::ReadWriteRace => "read and write",
            _ => "access",
        };
        let (first, second) = (&names[0], names.get(1).map_or("", |s| s.as_str()));
        format!(
            "{first} and {second} {what} the same {space} byte unordered: a copy is its work-group's access, ordered after earlier accesses by barriers and before later ones only by the wait_group_events for its event (never across work-groups)"
        )
    }
}
