//! The CLI's global allocator: mimalloc, plus a helper thread that faults in the pages of every
//! large block as soon as it is allocated, while the allocating thread goes on.
//!
//! A 50,000-block kernel's parse writes 60–70 MB of fresh memory (its presized instruction,
//! value, operand and phi tables). On Linux each first touch of a 4 KiB page is a page fault
//! in which the kernel finds and zeroes a page: a third of a `print` run's time
//! (docs/PERFORMANCE.md, "Fourth pass"). Here a block of at least [`MIN_BLOCK`] bytes is handed
//! to a helper thread, which asks the kernel to fault the whole block in at once
//! (`madvise(MADV_POPULATE_WRITE)`, Linux 5.14); the parser, which fills its tables from the
//! front, then finds most pages already present. It moves work to another core rather than
//! removing it: wall time falls, CPU time does not (it rises by the pages of capacity
//! reserved but never written).
//!
//! `MADV_POPULATE_WRITE` never changes the contents of a page already present; a page not yet
//! present is mapped zeroed, as the first write would have mapped it. So the helper may race
//! with anything (the owner writing, freeing, mimalloc reusing or purging the block): it can
//! cost memory, never change a value. On an older kernel the first `madvise` fails and the
//! helper stops.
//!
//! While a function body is parsed on two threads ([`reconverge_core::ir::parallel_parse_active`])
//! the helper stays idle, and it populates in [`CHUNK`]-sized steps so that it stops within one
//! step: both cores are then parsing, and a third thread faulting pages in only competed with
//! them (the named 50,000-block kernel's parse took 10–20 ms longer; docs/PERFORMANCE.md,
//! "Fifth pass").
//!
//! Nothing in the allocation path allocates, blocks or panics: a block is published in a
//! fixed table of atomic slots (dropped when all [`SLOTS`] are taken) and the helper is woken
//! by [`std::thread::Thread::unpark`].

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::OnceLock;

/// Blocks below this size are left to ordinary page faults (1 MiB).
pub const MIN_BLOCK: usize = 1 << 20;
/// At most this much of one block is populated (256 MiB): a block is usually presized from
/// the input and filled from the front.
pub const MAX_POPULATE: usize = 256 << 20;
/// Blocks waiting for the helper.
pub const SLOTS: usize = 64;
/// Bytes populated per `madvise` call (the helper checks between calls whether to stop).
pub const CHUNK: usize = 4 << 20;
const PAGE: usize = 4096;

/// Pending blocks: `(first page number << 24) | page count`, 0 for a free slot (page numbers
/// fit 40 bits on x86-64 and AArch64; counts are at most [`MAX_POPULATE`] / 4 KiB = 2^16).
static PENDING: [AtomicU64; SLOTS] = [const { AtomicU64::new(0) }; SLOTS];
static ENABLED: AtomicBool = AtomicBool::new(false);
static HELPER: OnceLock<std::thread::Thread> = OnceLock::new();

/// mimalloc with large blocks faulted in by the helper thread (see the module documentation).
pub struct Prefaulting;

/// The slot value of block `[p, p + len)`: its whole pages, at most [`MAX_POPULATE`] bytes
/// from its start; `None` for a block below [`MIN_BLOCK`] or without a whole page.
fn pack(p: usize, len: usize) -> Option<u64> {
    if len < MIN_BLOCK || p == 0 {
        return None;
    }
    let first = p.div_ceil(PAGE);
    let end = p.checked_add(len.min(MAX_POPULATE))? / PAGE;
    (end > first && first < 1 << 40).then(|| ((first as u64) << 24) | (end - first) as u64)
}

/// The byte range `(start, len)` of a slot value.
fn unpack(packed: u64) -> (usize, usize) {
    ((packed >> 24) as usize * PAGE, (packed & 0xff_ffff) as usize * PAGE)
}

/// Publishes `[p, p + len)`'s whole pages for the helper (dropped when every slot is taken).
#[inline]
fn publish(p: *mut u8, len: usize) {
    if !ENABLED.load(Ordering::Relaxed) {
        return;
    }
    let Some(packed) = pack(p as usize, len) else { return };
    if PENDING.iter().any(|s| s.compare_exchange(0, packed, Ordering::Release, Ordering::Relaxed).is_ok()) {
        if let Some(t) = HELPER.get() {
            t.unpark();
        }
    }
}

// SAFETY: every call is forwarded to mimalloc unchanged; `publish` only reads the address.
unsafe impl GlobalAlloc for Prefaulting {
    #[inline]
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = unsafe { mimalloc::MiMalloc.alloc(l) };
        publish(p, l.size());
        p
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        unsafe { mimalloc::MiMalloc.alloc_zeroed(l) }
    }

    #[inline]
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        unsafe { mimalloc::MiMalloc.dealloc(p, l) }
    }

    #[inline]
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        let q = unsafe { mimalloc::MiMalloc.realloc(p, l, new_size) };
        if q != p {
            publish(q, new_size);
        }
        q
    }
}

/// Starts the helper thread (call once, early in `main`). Without it, on a single core (the
/// helper would only take turns with the parser), or where the thread cannot be started,
/// [`Prefaulting`] is plain mimalloc.
pub fn start() {
    if std::thread::available_parallelism().is_ok_and(|n| n.get() < 2) {
        return;
    }
    let Ok(helper) = std::thread::Builder::new().name("prefault".into()).stack_size(64 << 10).spawn(helper) else {
        return;
    };
    if HELPER.set(helper.thread().clone()).is_ok() {
        ENABLED.store(true, Ordering::Release);
    }
}

fn helper() {
    loop {
        let mut found = false;
        for slot in &PENDING {
            let packed = slot.swap(0, Ordering::Acquire);
            if packed == 0 {
                continue;
            }
            found = true;
            let (start, len) = unpack(packed);
            // A few MiB at a time, none while the parser has both cores
            // (`parallel_parse_active`): the block then faults in as it is written.
            let mut at = start;
            while at < start + len && !reconverge_core::ir::parallel_parse_active() {
                let n = CHUNK.min(start + len - at);
                if !populate(at, n) {
                    ENABLED.store(false, Ordering::Relaxed);
                    return;
                }
                at += n;
            }
        }
        if !found {
            std::thread::park();
        }
    }
}

/// Faults in `[start, start + len)` (page-aligned). `false` if this kernel has no
/// `MADV_POPULATE_WRITE`.
///
/// Small pages only: with `MADV_HUGEPAGE` as well, a `print` of the named 50,000-block kernel
/// exited 5 ms sooner (one huge page to free instead of 512), but where THP defragments on
/// demand (`defrag=madvise`, as here) a fault in such a range may compact memory first,
/// which took up to 660 ms in the third pass's microbenchmark (docs/PERFORMANCE.md), and the
/// parser, writing from the block's start, can fault there before the helper does.
fn populate(start: usize, len: usize) -> bool {
    // SAFETY: `madvise` on any range is memory-safe, and POPULATE_WRITE never changes the
    // contents of a page (module documentation). A failure on an unmapped range (the block
    // was freed and given back) is harmless.
    if unsafe { libc::madvise(start as *mut libc::c_void, len, libc::MADV_POPULATE_WRITE) } == 0 {
        return true;
    }
    // EINVAL: a kernel before 5.14 (or a range it cannot populate): stop trying.
    std::io::Error::last_os_error().raw_os_error() != Some(libc::EINVAL)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Blocks the helper faults in, while they are written or after, keep every value: the
    /// allocation path publishes a fresh block, and a block already filled is published again.
    #[test]
    fn populating_never_changes_contents() {
        start();
        let mut blocks: Vec<Vec<u64>> = Vec::new();
        for round in 0..8u64 {
            let n = ((3 << 20) + round as usize * 12_345) / 8;
            let mut v: Vec<u64> = Vec::with_capacity(n);
            v.extend((0..n as u64).map(|i| i ^ round.rotate_left(40)));
            publish(v.as_mut_ptr().cast(), n * 8);
            blocks.push(v);
        }
        // Until the helper has taken every block (or gave up on this kernel).
        for _ in 0..2_000 {
            if PENDING.iter().all(|s| s.load(Ordering::Acquire) == 0) || !ENABLED.load(Ordering::Relaxed) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        for (round, v) in blocks.iter().enumerate() {
            assert!(v.iter().enumerate().all(|(i, &x)| x == i as u64 ^ (round as u64).rotate_left(40)), "block {round} changed");
        }
        // Growing through `realloc` (moved blocks are published) keeps the prefix.
        let mut w: Vec<u32> = (0..1000).collect();
        for _ in 0..12 {
            w.extend_from_within(..);
        }
        assert!(w.chunks(1000).all(|c| c.iter().copied().eq(0..1000)));
    }

    /// A block is published as exactly its whole pages (the first [`MAX_POPULATE`] bytes of
    /// a larger one), and a small block not at all.
    #[test]
    fn publishes_the_whole_pages_of_large_blocks() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let p = (x as usize) & ((1 << 47) - 1);
            let len = (x >> 20) as usize % (MAX_POPULATE * 2);
            match pack(p, len) {
                None => assert!(len < MIN_BLOCK || p == 0, "{p:#x} + {len}"),
                Some(packed) => {
                    let (start, n) = unpack(packed);
                    let end = p + len.min(MAX_POPULATE);
                    assert!(start >= p && start - p < PAGE && start % PAGE == 0, "{p:#x} + {len}");
                    assert!(start + n <= end && end - (start + n) < PAGE, "{p:#x} + {len}");
                }
            }
        }
        assert_eq!(pack(0x1000, MIN_BLOCK - 1), None);
    }
}
