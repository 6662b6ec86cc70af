//! Value and block names: decoding source names and printing them the way `opt` does.
//!
//! LLVM spells a local name `%name` when it matches `[-a-zA-Z$._][-a-zA-Z$._0-9]*` and
//! `%"…"` otherwise; inside quotes a byte may be written `\XX` (two hex digits) and a backslash
//! `\\`. [`unescape`] follows `UnEscapeLexed` (llvm/lib/AsmParser/LLLexer.cpp) and
//! [`print_name`] follows `PrintLLVMName` + `printEscapedString`
//! (llvm/lib/IR/AsmWriter.cpp, llvm/lib/Support/StringExtras.cpp).
//!
//! Also here: a small Fx-style hasher for the parser's interning tables (the standard SipHash
//! is several times slower on the short keys an IR file is made of; no new dependency).

use std::borrow::Cow;
use std::hash::{BuildHasherDefault, Hasher};

/// Decodes the inside of a quoted LLVM name or string (`UnEscapeLexed`): `\\` is one
/// backslash, `\XX` with two hex digits is that byte, any other backslash is kept as is.
///
/// Borrows when there is no backslash. `O(len)`.
pub fn unescape(inner: &[u8]) -> Cow<'_, [u8]> {
    if !inner.contains(&b'\\') {
        return Cow::Borrowed(inner);
    }
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let b = inner[i];
        if b == b'\\' {
            if inner.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if let (Some(h), Some(l)) = (inner.get(i + 1).and_then(|&c| hex_value(c)), inner.get(i + 2).and_then(|&c| hex_value(c))) {
                out.push(h * 16 + l);
                i += 3;
                continue;
            }
        }
        out.push(b);
        i += 1;
    }
    Cow::Owned(out)
}

fn hex_value(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Whether `PrintLLVMName` quotes `raw`: its first byte is a digit, or some byte is not
/// `[A-Za-z0-9._-]` (so `$d` and any non-ASCII byte force quotes). An empty name is not quoted.
pub fn needs_quotes(raw: &[u8]) -> bool {
    match raw.first() {
        None => false,
        Some(c) if c.is_ascii_digit() => true,
        // One table load a byte (it runs on every defined name).
        _ => !raw.iter().all(|&c| UNQUOTED[c as usize]),
    }
}

/// The bytes `PrintLLVMName` leaves unquoted: `[A-Za-z0-9._-]`.
static UNQUOTED: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'-' || b == b'.' || b == b'_';
        c += 1;
    }
    t
};

/// Appends `raw` to `out` as `opt` prints a named value or block, without the sigil:
/// `entry`, `"a b"`, `"$d"`, `"1x"`, `"q\22\\\01"`.
///
/// Inside quotes a backslash prints as `\\`, and `"` or a byte outside printable ASCII
/// (`0x20..=0x7E`) as `\XX` in uppercase hex. `O(len)`.
pub fn print_name(raw: &[u8], out: &mut String) {
    if !needs_quotes(raw) {
        // Only [A-Za-z0-9._-]: ASCII, so this is valid UTF-8.
        out.extend(raw.iter().map(|&b| b as char));
        return;
    }
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('"');
    for &c in raw {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
    out.push('"');
}

/// [`print_name`] for a name that is already a `&str` (a slice of the source): an unquoted
/// name is appended with one copy, without the per-byte `char` pushes. `O(len)`.
pub fn print_name_str(raw: &str, out: &mut String) {
    if needs_quotes(raw.as_bytes()) {
        print_name(raw.as_bytes(), out);
    } else {
        out.push_str(raw);
    }
}

/// [`print_name`] into a new `String`.
pub fn printed_name(raw: &[u8]) -> String {
    let mut s = String::with_capacity(raw.len() + 2);
    print_name(raw, &mut s);
    s
}

/// Fx-style hasher (rotate, xor, multiply per 8-byte word), for in-parser interning tables.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.hash = (self.hash.rotate_left(5) ^ w).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(c.iter().rev().fold(0u64, |acc, &b| (acc << 8) | b as u64));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            self.add(rest.iter().rev().fold(0u64, |acc, &b| (acc << 8) | b as u64));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // The multiply leaves the low bits depending only on the low input bits, and
        // hashbrown indexes buckets by the low bits: fold the high half down (`fmix64`-style),
        // or names sharing a prefix (`%s12345`, `%s12346`) would all collide.
        let h = self.hash;
        (h ^ (h >> 32)).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (h >> 29)
    }
}

/// `HashMap` with [`FxHasher`].
pub(crate) type FxHashMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FxHasher>>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unescape_follows_unescape_lexed() {
        assert_eq!(&*unescape(b"plain"), b"plain");
        assert_eq!(&*unescape(br"a\22b\5Cc"), b"a\"b\\c");
        assert_eq!(&*unescape(br"a\\b"), b"a\\b");
        assert_eq!(&*unescape(br"bad\x1"), br"bad\x1");
        assert_eq!(&*unescape(br"end\"), br"end\");
        assert_eq!(&*unescape(br"\C3\A9"), "é".as_bytes());
    }

    #[test]
    fn print_name_matches_opt() {
        // Checked against `opt-22 -S` output.
        assert_eq!(printed_name(b"entry"), "entry");
        assert_eq!(printed_name(b"a.b-c_d"), "a.b-c_d");
        assert_eq!(printed_name(b"a b"), "\"a b\"");
        assert_eq!(printed_name(b"$d"), "\"$d\"");
        assert_eq!(printed_name(b"1abc"), "\"1abc\"");
        assert_eq!(printed_name(b"q\"q\\w\x01z\xC3\xA9"), r#""q\22q\\w\01z\C3\A9""#);
    }
}

/// Hashes a name with [`FxHasher`] (finalized).
#[inline]
pub(crate) fn hash_bytes(bytes: &[u8]) -> u64 {
    let mut h = FxHasher::default();
    h.write(bytes);
    h.finish()
}

/// An interning table from name bytes to dense ids, built for cache locality: 8-byte slots
/// (32-bit hash tag, id) with linear probing, names copied into one byte arena.
///
/// A `HashMap<Cow<[u8]>, u32>` entry is 40 bytes; on a 10 MB module the table outgrows the
/// caches and every lookup misses several times. Here a 250k-name table is 4 MB of slots plus
/// the names themselves, which are mostly hot (recently defined). Lookup and insert are
/// expected `O(name length)`.
/// Entries in [`NameTable`]'s recent-name cache (32 KiB).
const RECENT: usize = 4096;

#[derive(Default)]
pub(crate) struct NameTable {
    /// `(tag << 32) | (id + 1)`, `0` when empty.
    slots: Vec<u64>,
    len: usize,
    /// Name bytes of every interned id, concatenated.
    arena: Vec<u8>,
    /// Per id: its range in `arena`.
    ranges: Vec<(u32, u32)>,
    ids: Vec<u32>,
    /// A direct-mapped cache of recent entries (same encoding as `slots`), small enough to stay
    /// in L1/L2: most references name a value defined a few lines earlier. Never cleared
    /// (entries are verified against the name bytes).
    recent: Vec<u64>,
    /// Capacity to allocate on the first insert (`reserve` is lazy: a module with numbered
    /// values only never touches the table).
    want: usize,
}

impl NameTable {
    /// Empties the table in `O(previous len)` amortized: slots are zeroed when the table was
    /// well used and dropped when it is much larger than its contents.
    pub fn clear(&mut self) {
        if self.slots.len() > 1024 && self.slots.len() > 8 * self.len {
            self.slots = Vec::new();
        } else if self.len > 0 {
            self.slots.iter_mut().for_each(|s| *s = 0);
        }
        self.len = 0;
        self.want = 0;
        self.arena.clear();
        self.ranges.clear();
        self.ids.clear();
    }

    /// Reserves room for `n` names without growing (allocated on the first insert).
    pub fn reserve(&mut self, n: usize) {
        self.want = (n * 2).next_power_of_two().max(64);
    }

    fn grow_to(&mut self, cap: usize) {
        let old = std::mem::replace(&mut self.slots, vec![0; cap]);
        let mask = cap - 1;
        for s in old.into_iter().filter(|&s| s != 0) {
            let mut i = (s >> 32) as usize & mask;
            while self.slots[i] != 0 {
                i = (i + 1) & mask;
            }
            self.slots[i] = s;
        }
    }

    /// The id of `name`, or `new_id` after interning it if absent.
    #[inline]
    pub fn get_or_insert(&mut self, name: &[u8], new_id: u32) -> u32 {
        if (self.len + 1) * 2 > self.slots.len() {
            let cap = (self.slots.len() * 2).max(64).max(std::mem::take(&mut self.want));
            self.grow_to(cap);
        }
        let h = hash_bytes(name);
        let tag = (h >> 32) as u32 ^ h as u32;
        if self.recent.is_empty() {
            self.recent = vec![0; RECENT];
        }
        let r = (h >> 20) as usize & (RECENT - 1);
        let c = self.recent[r];
        // `recent` is never cleared: an entry left by an earlier function either points past
        // `ranges` or fails the byte comparison.
        if c != 0 && (c >> 32) as u32 == tag {
            let k = (c as u32 - 1) as usize;
            if let Some(&(a, b)) = self.ranges.get(k) {
                if self.arena.get(a as usize..b as usize) == Some(name) {
                    return self.ids[k];
                }
            }
        }
        let i = match self.probe(name, tag) {
            Ok(i) => {
                let s = self.slots[i];
                self.recent[r] = s;
                return self.ids[(s as u32 - 1) as usize];
            }
            Err(i) => i,
        };
        let k = self.ranges.len() as u32;
        let a = self.arena.len() as u32;
        self.arena.extend_from_slice(name);
        self.ranges.push((a, self.arena.len() as u32));
        self.ids.push(new_id);
        self.slots[i] = ((tag as u64) << 32) | (k as u64 + 1);
        self.recent[r] = self.slots[i];
        self.len += 1;
        new_id
    }
}

impl NameTable {
    /// Every interned name with its id, in insertion order. `O(len)`.
    pub fn entries(&self) -> impl Iterator<Item = (&[u8], u32)> + '_ {
        self.ranges.iter().zip(&self.ids).map(|(&(a, b), &id)| (&self.arena[a as usize..b as usize], id))
    }

    /// The id of `name` if interned. Expected `O(name length)`.
    pub fn get(&self, name: &[u8]) -> Option<u32> {
        if self.len == 0 {
            return None;
        }
        let h = hash_bytes(name);
        let i = self.probe(name, (h >> 32) as u32 ^ h as u32).ok()?;
        Some(self.ids[(self.slots[i] as u32 - 1) as usize])
    }

    /// Linear probing from `tag`: `Ok(slot)` holding `name`, or `Err(slot)`, the empty slot
    /// where it would go. The table must have a free slot (`get_or_insert` grows first).
    fn probe(&self, name: &[u8], tag: u32) -> Result<usize, usize> {
        let mask = self.slots.len() - 1;
        let mut i = tag as usize & mask;
        loop {
            let s = self.slots[i];
            if s == 0 {
                return Err(i);
            }
            if (s >> 32) as u32 == tag {
                let (a, b) = self.ranges[(s as u32 - 1) as usize];
                if &self.arena[a as usize..b as usize] == name {
                    return Ok(i);
                }
            }
            i = (i + 1) & mask;
        }
    }
}

/// Splits a name into a prefix and a decimal suffix without a leading zero (`b17` → `("b",
/// 17)`, `p.0` → `("p.", 0)`); `None` for names without one (`entry`, `b07`, `x1234567890`).
/// The split is unique, so a name and its `(prefix, number)` identify each other.
///
/// One pass from the end, reading the number as it finds the digits (it runs on every name
/// the parser has not seen recently); [`split_numbered_reference`] is the two-pass original.
pub(crate) fn split_numbered(name: &[u8]) -> Option<(&[u8], u32)> {
    let (mut start, mut n, mut scale) = (name.len(), 0u32, 1u32);
    while start > 0 {
        let d = name[start - 1].wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        if name.len() - start == 9 {
            // A tenth digit.
            return None;
        }
        n += d as u32 * scale;
        scale = scale.wrapping_mul(10);
        start -= 1;
    }
    let digits = name.len() - start;
    if digits == 0 || (digits > 1 && name[start] == b'0') {
        return None;
    }
    Some((&name[..start], n))
}

/// [`split_numbered`] the slow way (find the digits, then parse them): its test reference.
#[cfg(test)]
fn split_numbered_reference(name: &[u8]) -> Option<(&[u8], u32)> {
    let mut start = name.len();
    while start > 0 && name[start - 1].is_ascii_digit() {
        start -= 1;
    }
    let digits = name.len() - start;
    if digits == 0 || digits > 9 || (digits > 1 && name[name.len() - digits] == b'0') {
        return None;
    }
    let (prefix, num) = name.split_at(name.len() - digits);
    Some((prefix, std::str::from_utf8(num).ok()?.parse().ok()?))
}

/// The interning of names of the form prefix + number ([`split_numbered`]), which is how
/// clang and the generators name values and blocks (`%arrayidx12`, `for.body7`, `b4711`):
/// one dense vector of ids per prefix, indexed by the number. A reference to a recently
/// defined name then touches one hot vector slot instead of a random hash-table slot (on a
/// 50,000-block kernel the hash table's cache misses were 60% of the symbol lookup time).
///
/// Memory is bounded by a budget of dense entries; a name whose number does not fit is
/// interned in the general [`NameTable`] instead, and a dense slot filled later checks that
/// table first, so every name keeps one id. Expected `O(name length)` per lookup.
#[derive(Default)]
pub(crate) struct NumberedNames {
    /// Prefix bytes → index into `tables`.
    prefixes: NameTable,
    /// Per prefix: the id of `prefix + n` at index `n` (`u32::MAX`: none yet).
    tables: Vec<Vec<u32>>,
    /// Entries allocated in `tables`, and the most allowed.
    dense: usize,
    budget: usize,
    /// Whether some numbered name went to the general table for lack of budget.
    spilled: bool,
    /// Recently looked-up prefixes, direct-mapped by a hash of their padded bytes: the key
    /// (the prefix's bytes, zero-padded, with its length + 1 in the last byte) and the index
    /// into `tables`. Tried before the hash table: a function uses a handful of prefixes
    /// (`v.bb`, `p.bb`, `bb`) or a few dozen (clang's `%add12`, `%arrayidx13`, `for.body14`),
    /// so most lookups hit here with five word comparisons.
    memo: Box<[([u64; MEMO_WORDS], u32)]>,
    /// Per number `n` below `shared_limit`: the first name seen with that number, as
    /// `(prefix index << 32) | id` (`u64::MAX`: none yet). Front ends that number all names
    /// from one counter (`%add12`, `%ld13`, `%cmp14`, `for.body15`) give each prefix a sparse
    /// slice of the numbers; one table by number stays dense for them, where a table per
    /// prefix would be as long as the largest number for each of dozens of prefixes.
    shared: Vec<u64>,
    /// Numbers at or above it never enter `shared` (fixed between `clear`s, so whether a name
    /// lives in `shared` never changes).
    shared_limit: usize,
}

/// Entries of [`NumberedNames`]'s prefix memo (a power of two), and the longest prefix it
/// holds.
const MEMO: usize = 128;
/// 39 bytes: long enough for clang's names after inlining and for long-name styles
/// (`%acc.merge.value.after.step.` is 27 bytes; with the earlier 23-byte key such prefixes
/// were hashed on every lookup).
const MEMO_BYTES: usize = 39;
/// Words in a memo key.
const MEMO_WORDS: usize = (MEMO_BYTES + 1) / 8;

/// The memo key of `prefix` (at most [`MEMO_BYTES`] long): its bytes zero-padded to
/// `MEMO_BYTES + 1`, with the length + 1 in the last byte (so no key is all zeros, the empty
/// entry).
#[inline]
fn memo_key(prefix: &[u8]) -> [u64; MEMO_WORDS] {
    // Word loads and a short byte loop for the last partial word: a padded copy and an array
    // `==` became `memmove` and `memcmp` calls (5 % of a parse of long blocks).
    let mut key = [0u64; MEMO_WORDS];
    let mut words = prefix.chunks_exact(8);
    for (k, w) in (&mut words).enumerate().take(MEMO_WORDS) {
        key[k] = u64::from_le_bytes(w.try_into().unwrap_or([0; 8]));
    }
    let rest = words.remainder();
    let last = rest.iter().rev().fold(0u64, |acc, &b| (acc << 8) | b as u64);
    key[(prefix.len() / 8).min(MEMO_WORDS - 1)] |= last;
    key[MEMO_WORDS - 1] |= (prefix.len() as u64 + 1) << 56;
    key
}

/// [`memo_key`] of a prefix of `len` < 16 bytes from the first 16 bytes of its name as two
/// little-endian words (any bytes past the prefix are masked off): no byte loop.
#[inline]
fn short_memo_key(w0: u64, w1: u64, len: usize) -> [u64; MEMO_WORDS] {
    let mask = |n: usize| if n >= 8 { u64::MAX } else { (1u64 << (8 * n)) - 1 };
    let mut key = [0u64; MEMO_WORDS];
    key[0] = w0 & mask(len);
    key[1] = w1 & mask(len.saturating_sub(8));
    key[MEMO_WORDS - 1] |= (len as u64 + 1) << 56;
    key
}

/// Whether two memo keys are equal, by words (no `memcmp` call).
#[inline]
fn same_key(a: &[u64; MEMO_WORDS], b: &[u64; MEMO_WORDS]) -> bool {
    a.iter().zip(b).fold(0, |d, (x, y)| d | (x ^ y)) == 0
}

impl NumberedNames {
    /// Empties the tables and sets the dense-entry budget.
    pub fn clear(&mut self, budget: usize) {
        self.prefixes.clear();
        self.tables.clear();
        self.dense = 0;
        self.budget = budget;
        self.spilled = false;
        if self.memo.len() == MEMO {
            self.memo.iter_mut().for_each(|e| *e = ([0; MEMO_WORDS], 0));
        } else {
            self.memo = vec![([0u64; MEMO_WORDS], 0u32); MEMO].into_boxed_slice();
        }
        self.shared.clear();
        // 8 bytes an entry: half the budget's entries, as many bytes as the per-prefix tables'.
        self.shared_limit = budget / 2;
    }

    /// Reserves the table by number for names numbered below `n` (at most the limit set by
    /// [`NumberedNames::clear`]), so that it does not grow by copying. Capacity only.
    pub fn reserve(&mut self, n: usize) {
        let want = n.min(self.shared_limit);
        self.shared.reserve(want.saturating_sub(self.shared.len()));
    }

    /// The index of `prefix` in `tables`, interning it if new. Expected `O(prefix length)`.
    #[inline]
    fn prefix_index(&mut self, prefix: &[u8], words: Option<(u64, u64)>) -> usize {
        let memo = (prefix.len() <= MEMO_BYTES && self.memo.len() == MEMO).then(|| {
            let key = match words {
                Some((w0, w1)) if prefix.len() < 16 => short_memo_key(w0, w1, prefix.len()),
                _ => memo_key(prefix),
            };
            let h = key.iter().enumerate().fold(0u64, |h, (i, &w)| h ^ w.rotate_left(13 * i as u32)).wrapping_mul(SEED);
            (key, (h >> 57) as usize & (MEMO - 1))
        });
        if let Some((key, slot)) = memo {
            let (k, p) = &self.memo[slot];
            if same_key(k, &key) {
                return *p as usize;
            }
        }
        let p = self.prefixes.get_or_insert(prefix, self.tables.len() as u32) as usize;
        if p == self.tables.len() {
            self.tables.push(Vec::new());
        }
        if let Some((key, slot)) = memo {
            self.memo[slot] = (key, p as u32);
        }
        p
    }

    /// Whether some numbered name went to the general table (the dense tables are then not
    /// the whole story).
    pub fn spilled(&self) -> bool {
        self.spilled
    }

    /// Every prefix with its index (the `p` of [`NumberedNames::dense_entries`]). `O(prefixes)`.
    pub fn prefixes(&self) -> impl Iterator<Item = (&[u8], u32)> + '_ {
        self.prefixes.entries()
    }

    /// The index of `prefix`, if some name had it. Expected `O(prefix length)`.
    pub fn prefix_of(&self, prefix: &[u8]) -> Option<u32> {
        self.prefixes.get(prefix)
    }

    /// Every name held in the dense tables (the shared one and the per-prefix ones), as
    /// `(prefix index, number, id)`. `O(table lengths)`.
    pub fn dense_entries(&self) -> impl Iterator<Item = (u32, u32, u32)> + '_ {
        let shared = self.shared.iter().enumerate().filter(|(_, &s)| s != u64::MAX).map(|(n, &s)| ((s >> 32) as u32, n as u32, s as u32));
        let tables = self.tables.iter().enumerate().flat_map(|(p, t)| t.iter().enumerate().filter(|(_, &id)| id != u32::MAX).map(move |(n, &id)| (p as u32, n as u32, id)));
        shared.chain(tables)
    }

    /// The id of prefix `p` + number `n` if it is held in the dense tables. `O(1)`.
    pub fn dense_get(&self, p: u32, n: u32) -> Option<u32> {
        let n = n as usize;
        if let Some(&s) = self.shared.get(n) {
            if s != u64::MAX && (s >> 32) as u32 == p {
                return Some(s as u32);
            }
        }
        self.tables.get(p as usize)?.get(n).copied().filter(|&id| id != u32::MAX)
    }

    /// The id of `name` (= `prefix` + `n`), or `new_id` after interning it if absent.
    ///
    /// Where a name lives: in `shared[n]` if it is the first name seen with number `n` (and `n`
    /// is below `shared_limit`), else in its prefix's dense table, else (over the budget) in
    /// `general`. `shared[n]` is never emptied or reassigned, so a name that did not get it
    /// never will, and one that got it is always found there.
    ///
    /// `words`: when `name` is at most 16 bytes long, its first 16 bytes as two little-endian
    /// words (bytes past the name may be anything); the prefix's memo key is then built from
    /// them. `None` builds it from `prefix`'s bytes; both give the same key.
    pub fn get_or_insert(&mut self, name: &[u8], prefix: &[u8], n: u32, words: Option<(u64, u64)>, new_id: u32, general: &mut NameTable) -> u32 {
        let p = self.prefix_index(prefix, words);
        let n = n as usize;
        if n < self.shared_limit {
            if n >= self.shared.len() {
                let len = (n + 1).max(self.shared.len() * 2).max(64).min(self.shared_limit);
                self.shared.resize(len, u64::MAX);
            }
            let s = &mut self.shared[n];
            if *s == u64::MAX {
                *s = ((p as u64) << 32) | new_id as u64;
                return new_id;
            }
            if (*s >> 32) as usize == p {
                return *s as u32;
            }
        }
        let table = &mut self.tables[p];
        if n >= table.len() {
            let len = (n + 1).max(table.len() * 2).max(16);
            if self.dense + (len - table.len()) > self.budget {
                self.spilled = true;
                return general.get_or_insert(name, new_id);
            }
            self.dense += len - table.len();
            table.resize(len, u32::MAX);
        }
        let slot = &mut table[n];
        if *slot == u32::MAX {
            *slot = if self.spilled { general.get(name).unwrap_or(new_id) } else { new_id };
        }
        *slot
    }
}

#[cfg(test)]
mod table_tests {
    use super::*;

    #[test]
    fn interns_and_finds_names() {
        let mut t = NameTable::default();
        let names: Vec<String> = (0..5000).map(|i| format!("v{i}")).collect();
        for (i, n) in names.iter().enumerate() {
            assert_eq!(t.get_or_insert(n.as_bytes(), i as u32 + 7), i as u32 + 7);
        }
        for (i, n) in names.iter().enumerate() {
            assert_eq!(t.get_or_insert(n.as_bytes(), 0), i as u32 + 7);
        }
        assert_eq!(t.get_or_insert(b"", 99), 99);
        assert_eq!(t.get_or_insert(b"", 1), 99);
        t.clear();
        assert_eq!(t.get_or_insert(b"v1", 3), 3);
    }

    /// The memo key from a short name's words against the one from the prefix's bytes.
    #[test]
    fn short_memo_keys_are_memo_keys() {
        let name = b"abcdefghijklmnop";
        for len in 0..16 {
            let mut w = [0xFFu8; 16];
            w[..=len].copy_from_slice(&name[..=len]);
            let (w0, w1) = (u64::from_le_bytes(w[..8].try_into().unwrap()), u64::from_le_bytes(w[8..].try_into().unwrap()));
            assert_eq!(short_memo_key(w0, w1, len), memo_key(&name[..len]), "{len}");
        }
    }

    #[test]
    fn splits_numbered_names_uniquely() {
        assert_eq!(split_numbered(b"b17"), Some((&b"b"[..], 17)));
        assert_eq!(split_numbered(b"p.0"), Some((&b"p."[..], 0)));
        assert_eq!(split_numbered(b"7"), Some((&b""[..], 7)));
        assert_eq!(split_numbered(b"b07"), None);
        assert_eq!(split_numbered(b"entry"), None);
        assert_eq!(split_numbered(b"x1234567890"), None);
        assert_eq!(split_numbered(b"x999999999"), Some((&b"x"[..], 999_999_999)));
    }

    /// The one-pass split against the two-pass reference on random names over a small
    /// alphabet (digits, zeros and name characters) of up to 14 bytes.
    #[test]
    fn one_pass_split_matches_the_reference() {
        let mut rng = 0x2545_F491_4F6C_DD1Du64;
        const ALPHABET: &[u8] = b"0123456789000199ab.-_$";
        for i in 0..200_000u32 {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let len = (rng % 15) as usize;
            let name: Vec<u8> = (0..len).map(|k| ALPHABET[((rng >> (4 + 4 * k)) as usize + i as usize) % ALPHABET.len()]).collect();
            assert_eq!(split_numbered(&name), split_numbered_reference(&name), "{:?}", String::from_utf8_lossy(&name));
        }
        for name in ["a999999999", "a1000000000", "0", "00", "10", "a0", "a01", "4294967295", "123456789"] {
            assert_eq!(split_numbered(name.as_bytes()), split_numbered_reference(name.as_bytes()), "{name}");
        }
    }

    /// The numbered tables against a plain `HashMap` (the slow reference), with a budget small
    /// enough that names spill to the general table and later come back in range.
    #[test]
    fn numbered_names_match_a_hash_map() {
        let mut rng = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        for budget in [0usize, 3, 40, 1000, 30_000, 1 << 20] {
            let (mut numbered, mut general) = (NumberedNames::default(), NameTable::default());
            numbered.clear(budget);
            let mut reference = std::collections::HashMap::new();
            for i in 0..20_000u32 {
                let r = next();
                // Prefixes that collide in the prefix memo (more than its entries: the `s{k}.`
                // stems), one as long as it stores and one longer.
                const PREFIXES: [&str; 14] = ["b", "p.", "", "x", "for.body", "v.bb", "w0.bb", "w1.bb", "c.bb", "arrayidx", "a_prefix_longer_than_the_memo.", "bb", "prefix.of.39.bytes.long.is.this.one.ok.", "prefix.of.40.bytes.long.is.this.one.ok.."];
                let stem = format!("s{}.", (r >> 40) % 300);
                let prefix = if (r >> 50) % 3 == 0 { stem.as_str() } else { PREFIXES[(r % 14) as usize] };
                // Mode 4: one counter for every prefix (clang's style in scripts/gen-ir-styles).
                let n = match (r >> 8) % 5 {
                    0 => (r >> 16) % 50,
                    1 => (r >> 16) % 3000,
                    2 => (i / 4) as u64,
                    3 => (r >> 16) % 100_000,
                    _ => i as u64,
                };
                let name = format!("{prefix}{n}");
                let (p, num) = split_numbered(name.as_bytes()).unwrap();
                // Every other name with its words (as the parser passes them for names of at
                // most 16 bytes, with bytes after the name that are not zero).
                let words = (name.len() <= 16 && (r >> 60) & 1 == 0).then(|| {
                    let mut w = [0xA5u8; 16];
                    w[..name.len()].copy_from_slice(name.as_bytes());
                    (u64::from_le_bytes(w[..8].try_into().unwrap()), u64::from_le_bytes(w[8..].try_into().unwrap()))
                });
                let id = numbered.get_or_insert(name.as_bytes(), p, num, words, i, &mut general);
                assert_eq!(id, *reference.entry(name).or_insert(i), "budget {budget}");
            }
        }
    }
}
