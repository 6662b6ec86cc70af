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
//! Blocks of at least [`HUGE_MIN_BLOCK`] bytes are also marked `MADV_HUGEPAGE` where the kernel
//! has transparent huge pages in `madvise` mode: their 2 MiB-aligned interior then
//! faults in one 2 MiB page at a time instead of 512 small ones. On the 16.7 MB `ext-long` kernel
//! that removes 9,000 of 19,600 page faults and 40 % of the system time (docs/PERFORMANCE.md,
//! "Sixth pass on the styles"). The risk is the one an earlier pass measured and turned THP off
//! for: where THP defragments on demand (`defrag=madvise`), a fault in a marked range with no
//! free 2 MiB block compacts memory first, which took up to 660 ms on a loaded, fragmented
//! machine. So huge pages are asked for only out of a budget, [`huge_budget`]: a quarter of the
//! free 2 MiB-or-larger blocks the kernel's buddy allocator lists at start (`/proc/buddyinfo`),
//! so that a marked range finds a free huge page without compaction unless other processes take
//! three quarters of them meanwhile. With no budget left, blocks get small pages as before.
//!
//! Nothing in the allocation path allocates or panics, and nothing blocks but the one
//! `madvise` call that marks or unmarks a block of at least [`HUGE_MIN_BLOCK`] bytes: a block is
//! published in a fixed table of atomic slots (dropped when all [`SLOTS`] are taken) and the
//! helper is woken by [`std::thread::Thread::unpark`].

use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
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
/// A transparent huge page (x86-64, AArch64 with 4 KiB pages).
const HUGE: usize = 2 << 20;
/// Blocks below this size get no huge pages (4 MiB: a smaller block holds at most one aligned
/// 2 MiB range, which its owner often does not fill).
pub const HUGE_MIN_BLOCK: usize = 4 << 20;
/// Huge pages still to be asked for ([`huge_budget`], set by [`start`]).
static HUGE_LEFT: AtomicUsize = AtomicUsize::new(0);
/// Whether [`start`] found a huge-page budget (freed blocks are then unmarked).
static HUGE_MODE: AtomicBool = AtomicBool::new(false);

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
    if len >= HUGE_MIN_BLOCK {
        ask_huge(p as usize, len);
    }
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
        if l.size() >= HUGE_MIN_BLOCK {
            unmark_huge(p as usize, l.size());
        }
        unsafe { mimalloc::MiMalloc.dealloc(p, l) }
    }

    #[inline]
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        let q = unsafe { mimalloc::MiMalloc.realloc(p, l, new_size) };
        if q != p {
            if l.size() >= HUGE_MIN_BLOCK {
                unmark_huge(p as usize, l.size());
            }
            publish(q, new_size);
        }
        q
    }
}

/// The 2 MiB-aligned interior `(start, len)` of the block `[p, p + len)`, at most
/// [`MAX_POPULATE`] bytes from its start; `None` without a whole huge page.
fn huge_range(p: usize, len: usize) -> Option<(usize, usize)> {
    let a = p.checked_add(HUGE - 1)? & !(HUGE - 1);
    let e = p.checked_add(len.min(MAX_POPULATE))? & !(HUGE - 1);
    (e > a).then(|| (a, e - a))
}

/// Marks the huge-page interior of a fresh block `MADV_HUGEPAGE` if the budget has room for it
/// (module documentation). A failed `madvise` (no THP, an unmapped range) is harmless: the
/// block faults in small pages.
#[inline]
fn ask_huge(p: usize, len: usize) {
    let Some((start, n)) = huge_range(p, len) else { return };
    let pages = n / HUGE;
    if HUGE_LEFT.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| left.checked_sub(pages)).is_ok() {
        // SAFETY: `MADV_HUGEPAGE` changes how the range faults in, never its contents.
        unsafe { libc::madvise(start as *mut libc::c_void, n, libc::MADV_HUGEPAGE) };
    }
}

/// Gives a freed block's huge-page interior back to small pages (`MADV_NOHUGEPAGE`, which in
/// `madvise` mode is the default): mimalloc reuses freed memory for small objects, and a first
/// touch of a never-written part of a marked range would zero a whole 2 MiB page for them.
#[inline]
fn unmark_huge(p: usize, len: usize) {
    if !HUGE_MODE.load(Ordering::Relaxed) {
        return;
    }
    if let Some((start, n)) = huge_range(p, len) {
        // SAFETY: as in `ask_huge`.
        unsafe { libc::madvise(start as *mut libc::c_void, n, libc::MADV_NOHUGEPAGE) };
    }
}

/// How many huge pages this process may mark: 0 unless transparent huge pages are in `madvise`
/// mode (`thp_enabled`: the text of `/sys/kernel/mm/transparent_hugepage/enabled`, the mode in
/// brackets; in `always` mode the kernel needs no marks, in `never` mode it ignores them),
/// else a quarter of the free blocks of order 9 (2 MiB) or more in `buddyinfo` (the text of
/// `/proc/buddyinfo`: per zone, free blocks of order 0, 1, …; a block of order `k ≥ 9` is
/// `2^(k−9)` huge pages), not counting the `DMA` zone. `O(text)`.
pub fn huge_budget(thp_enabled: &str, buddyinfo: &str) -> usize {
    if !thp_enabled.contains("[madvise]") {
        return 0;
    }
    let mut free = 0usize;
    for line in buddyinfo.lines() {
        let mut words = line.split_whitespace();
        if words.by_ref().find(|&w| w == "zone").is_none() || words.next().is_none_or(|z| z == "DMA") {
            continue;
        }
        for (order, count) in words.enumerate() {
            if order >= 9 {
                let per = 1usize.checked_shl(order as u32 - 9).unwrap_or(0);
                free = free.saturating_add(count.parse::<usize>().unwrap_or(0).saturating_mul(per));
            }
        }
    }
    free / 4
}

/// Starts the helper thread (call once, early in `main`). Without it, on a single core (the
/// helper would only take turns with the parser), or where the thread cannot be started,
/// [`Prefaulting`] is plain mimalloc.
pub fn start() {
    let read = |p: &str| std::fs::read_to_string(p).unwrap_or_default();
    let budget = huge_budget(&read("/sys/kernel/mm/transparent_hugepage/enabled"), &read("/proc/buddyinfo"));
    HUGE_LEFT.store(budget, Ordering::Relaxed);
    HUGE_MODE.store(budget > 0, Ordering::Relaxed);
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

/// A block marked by [`ask_huge`] is populated in huge pages; the others in small ones.
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
        // Blocks large enough for huge pages, marked out of a budget, written, grown and freed.
        HUGE_LEFT.store(64, Ordering::Relaxed);
        HUGE_MODE.store(true, Ordering::Relaxed);
        let mut big: Vec<u64> = Vec::with_capacity(HUGE_MIN_BLOCK / 8 + 12_345);
        ask_huge(big.as_mut_ptr() as usize, big.capacity() * 8);
        big.extend((0..big.capacity() as u64).map(|i| i.wrapping_mul(0x9E37_79B9)));
        big.reserve(big.len());
        assert!(big.iter().enumerate().all(|(i, &x)| x == (i as u64).wrapping_mul(0x9E37_79B9)));
        drop(big);
        // Growing through `realloc` (moved blocks are published) keeps the prefix.
        let mut w: Vec<u32> = (0..1000).collect();
        for _ in 0..12 {
            w.extend_from_within(..);
        }
        assert!(w.chunks(1000).all(|c| c.iter().copied().eq(0..1000)));
    }

    /// The budget is a quarter of the free 2 MiB-or-larger blocks outside the `DMA` zone, and
    /// none unless THP is in `madvise` mode.
    #[test]
    fn huge_budget_counts_free_huge_blocks() {
        let buddy = "Node 0, zone      DMA      0      0      0      0      0      0      0      0      1      1      3 \n\
                     Node 0, zone    DMA32      2      3      0      2      3      2      1      4      4      2    752 \n\
                     Node 0, zone   Normal   4622   5196   3237   2721   1889   1605    650    515    225    122    163 \n";
        // DMA32: 2 + 752·2 = 1,506; Normal: 122 + 163·2 = 448; a quarter of 1,954.
        assert_eq!(huge_budget("always defer [madvise] never", buddy), 488);
        assert_eq!(huge_budget("always [madvise] never\n", buddy), 488);
        assert_eq!(huge_budget("[always] madvise never", buddy), 0);
        assert_eq!(huge_budget("always madvise [never]", buddy), 0);
        assert_eq!(huge_budget("", buddy), 0);
        assert_eq!(huge_budget("always [madvise] never", ""), 0);
        assert_eq!(huge_budget("always [madvise] never", "garbage\nNode 0, zone Normal x y"), 0);
    }

    /// 10,000 pseudo-random blocks `(address below 2^47, length below max_len)` (xorshift).
    fn random_blocks(seed: u64, max_len: usize) -> impl Iterator<Item = (usize, usize)> {
        let mut x = seed;
        (0..10_000).map(move |_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            ((x as usize) & ((1 << 47) - 1), (x >> 17) as usize % max_len)
        })
    }

    /// The huge-page interior of a block is 2 MiB-aligned, inside the block and its first
    /// [`MAX_POPULATE`] bytes, and misses at most a huge page at each end.
    #[test]
    fn huge_ranges_are_aligned_interiors() {
        for (p, len) in random_blocks(0x9E37_79B9_7F4A_7C15, MAX_POPULATE + (64 << 20)) {
            let end = p + len.min(MAX_POPULATE);
            match huge_range(p, len) {
                None => assert!(end - p < 2 * HUGE, "{p:#x} + {len}"),
                Some((a, n)) => {
                    assert!(a % HUGE == 0 && n % HUGE == 0 && n > 0 && a >= p && a + n <= end, "{p:#x} + {len}");
                    assert!(a - p < HUGE && end - (a + n) < HUGE, "{p:#x} + {len}");
                }
            }
        }
    }

    /// A block is published as exactly its whole pages (the first [`MAX_POPULATE`] bytes of
    /// a larger one), and a small block not at all.
    #[test]
    fn publishes_the_whole_pages_of_large_blocks() {
        for (p, len) in random_blocks(0x2545_F491_4F6C_DD1D, MAX_POPULATE * 2) {
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
