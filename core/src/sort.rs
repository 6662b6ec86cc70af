//! Stable sorts whose code the browser build shares between call sites.
//!
//! `slice::sort_by(_key)` is generic over the comparison closure: the standard library's
//! driftsort (its quicksort, small-sort networks, merges) is compiled again for every call
//! site, 3–5 KB of wasm each. In the web worker that was 147 KB of stable-sort code before
//! `wasm-opt` (docs/PERFORMANCE.md, "Wasm size"). These functions sort exactly as
//! `slice::sort_by` does (stable, `O(n log n)`), and on `wasm32` they run one shared,
//! non-generic sort of the indices `0..n` ([`order`]) and then move the elements into place
//! ([`apply_permutation`], `O(n)` swaps): the per-call-site code is the comparison closure
//! alone. Elsewhere (the CLI, the npm package's native tests) they are `slice::sort_by`
//! itself, so native speed is unchanged. [`compact_sort_by`] is the wasm path on every
//! target, compared with `slice::sort_by` by a proptest.

use std::cmp::Ordering;

/// Sorts `v` stably by `cmp`, as `v.sort_by(cmp)`; on `wasm32` through [`compact_sort_by`].
/// `O(n log n)` comparisons.
#[inline]
pub fn sort_by<T>(v: &mut [T], cmp: impl FnMut(&T, &T) -> Ordering) {
    #[cfg(target_arch = "wasm32")]
    compact_sort_by(v, cmp);
    #[cfg(not(target_arch = "wasm32"))]
    v.sort_by(cmp);
}

/// Sorts `v` stably by the key `f` gives, as `v.sort_by_key(f)` (the key is computed twice per
/// comparison, as there). `O(n log n)` comparisons.
#[inline]
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut f: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| f(a).cmp(&f(b)));
}

/// Sorts `v` stably in ascending order, as `v.sort()`. `O(n log n)` comparisons.
#[inline]
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Sorts `v` in ascending order, as `v.sort_unstable()` (the order of equal elements is
/// unspecified); on `wasm32` the stable [`compact_sort_by`], one of the orders allowed.
/// `O(n log n)` comparisons. Hot loops on small integer slices (the layout's crossing
/// counts) use it too: their slices are short, sorted by insertion without allocating.
#[inline]
pub fn sort_unstable<T: Ord>(v: &mut [T]) {
    #[cfg(target_arch = "wasm32")]
    compact_sort_by(v, T::cmp);
    #[cfg(not(target_arch = "wasm32"))]
    v.sort_unstable();
}

/// The stable sort of `v` by `cmp` with code shared by every call site: [`order`] then
/// [`apply_permutation`]. Same result as `v.sort_by(cmp)`; `O(n log n)` comparisons through a
/// `dyn` call, `O(n)` element swaps, `4n` bytes of index buffer plus `n` bits.
/// Slices up to [`SMALL`] elements are sorted in place by insertion (no allocation: the
/// layout's crossing counts sort a node's few neighbour positions in a hot loop).
pub fn compact_sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    if v.len() <= SMALL {
        insertion_sort(v, &mut cmp);
        return;
    }
    let perm = order(v.len(), &mut |i, j| cmp(&v[i], &v[j]));
    apply_permutation(v, &perm);
}

/// The longest slice [`compact_sort_by`] sorts by insertion (`O(n²)` comparisons, at most 120).
pub const SMALL: usize = 16;

/// Stable insertion sort of `v` by `cmp`: one instance per element type, whatever the
/// comparison. `O(n²)` comparisons and swaps.
fn insertion_sort<T>(v: &mut [T], cmp: &mut dyn FnMut(&T, &T) -> Ordering) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && cmp(&v[j - 1], &v[j]) == Ordering::Greater {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// The stable sorting permutation of `n` items compared by index: `p[k]` is the index of the
/// item that belongs at position `k`. One monomorphic instance of the standard stable sort
/// (on `u32` indices) serves every caller. `O(n log n)` calls of `cmp`.
///
/// # Panics
/// When `n` exceeds `u32::MAX` (no slice of this crate comes near).
pub fn order(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<u32> {
    let n = u32::try_from(n).expect("at most u32::MAX items to sort");
    let mut p: Vec<u32> = (0..n).collect();
    p.sort_by(|&a, &b| cmp(a as usize, b as usize));
    p
}

/// Rearranges `v` so that position `k` holds the element that was at `perm[k]`, following
/// each cycle of the permutation once: `O(n)` swaps, one bit per element.
///
/// # Panics
/// When `perm` is not a permutation of `0..v.len()`.
pub fn apply_permutation<T>(v: &mut [T], perm: &[u32]) {
    assert_eq!(v.len(), perm.len(), "a permutation of the slice's positions");
    let mut done = vec![false; v.len()];
    for start in 0..v.len() {
        if done[start] {
            continue;
        }
        let mut cur = start;
        loop {
            done[cur] = true;
            let next = perm[cur] as usize;
            if next == start {
                break;
            }
            assert!(!done[next], "not a permutation");
            v.swap(cur, next);
            cur = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The shared-code sort equals the standard stable sort, ties in their order.
        #[test]
        fn compact_sort_is_the_stable_sort(v in proptest::collection::vec((0u8..6, any::<u16>()), 0..200)) {
            let mut want = v.clone();
            want.sort_by_key(|x| x.0);
            let mut got = v.clone();
            compact_sort_by(&mut got, |a, b| a.0.cmp(&b.0));
            prop_assert_eq!(&got, &want);
            let mut got = v;
            sort_by_key(&mut got, |x| x.0);
            prop_assert_eq!(got, want);
        }

        #[test]
        fn permutation_applies(perm in Just((0u32..50).collect::<Vec<_>>()).prop_shuffle()) {
            let mut v: Vec<String> = (0..50).map(|i| i.to_string()).collect();
            apply_permutation(&mut v, &perm);
            let want: Vec<String> = perm.iter().map(|i| i.to_string()).collect();
            prop_assert_eq!(v, want);
        }
    }

    #[test]
    fn sorts_in_ascending_order() {
        let mut v = vec!["b".to_string(), "a".into(), "c".into(), "a".into()];
        sort(&mut v);
        assert_eq!(v, ["a", "a", "b", "c"]);
        let mut e: Vec<u8> = vec![];
        compact_sort_by(&mut e, u8::cmp);
        assert!(e.is_empty());
    }
}
