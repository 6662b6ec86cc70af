//! The default example's analysis, computed in advance and stored in the page rather than
//! computed by the worker when the page loads.
//!
//! On a first visit the page's first drawing waited for the analysis worker: its script and
//! its wasm (as large as the page's) are fetched only once the page's own wasm has started,
//! then compiled, then the default text is analysed and the answer decoded — about a second of
//! a 2.4 s first load at 20 Mbit/s with a 4× slower CPU (docs/PERFORMANCE.md "First load").
//! The default example's [`Analysed`] does not depend on anything the visitor does, so it is
//! stored here, in the worker's own wire format (bincode of [`Analysed`], the page's copy:
//! worker-only fields empty), and [`crate::bridge::WorkerHandle::send`] answers an `Analyse`
//! of exactly that text, function and order from it at once. The request still goes to the
//! worker, which then holds the analysis that follow-up jobs (uniformity, warp, …) name; its
//! own answer reaches no one.
//!
//! The stored bytes must be what [`crate::analysis::analyse`] computes now: the test
//! `first_view::tests::stored_is_current` recomputes them and fails when they differ
//! (after a change to the default example, the analyses or the layout), telling how to write
//! them again: `RECONVERGE_BLESS=1 cargo test -p reconverge-web --lib first_view`.

use crate::analysis::Analysed;
use crate::worker::Request;

/// The `millis` of an answer taken from [`STORED`] (no worker time was spent; any negative value
/// means this): the status line says "analysed in advance (stored in the page)".
pub const BUILT_MILLIS: f64 = -1.0;

/// bincode of the default example's [`Analysed`] (no function chosen, the default DFS order),
/// as the worker would send it (worker-only fields empty). `generated/first_view.bin`.
pub static STORED: &[u8] = include_bytes!("../generated/first_view.bin");

/// Whether the page's address has no query and no fragment: a first visit to the bare address,
/// the only case the stored analysis answers. A link (a lesson, a shared scenario, `?bench`)
/// soon replaces the default text, and drawing the default example first would add a redraw
/// (and a flash of a text the link does not show) to its start.
pub fn bare_address() -> bool {
    web_sys::window().is_some_and(|w| {
        let l = w.location();
        l.search().unwrap_or_default().is_empty() && l.hash().unwrap_or_default().is_empty()
    })
}

/// The stored analysis, when `request` is an `Analyse` of the default example with no function
/// chosen and the default DFS order; `None` for anything else (or if the bytes do not decode,
/// which the test rules out). Decoding: `O(size)`, well under a millisecond.
pub fn answer(request: &Request) -> Option<Box<Analysed>> {
    match request {
        Request::Analyse { text, function: None, order, .. }
            if order.is_empty() && text == crate::examples::default_example().source =>
        {
            bincode::deserialize::<Analysed>(STORED).ok().map(Box::new)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::DfsOrder;

    /// The stored bytes are what the analysis computes today (set `RECONVERGE_BLESS=1` to write
    /// them after an intended change), and they decode.
    #[test]
    fn stored_is_current() {
        let text = crate::examples::default_example().source;
        let a = crate::analysis::analyse(text, None, &DfsOrder::default()).expect("the default example parses");
        let bytes = bincode::serialize(&a).expect("serialize");
        // What the page holds after decoding is what it would hold from the worker.
        let page: Analysed = bincode::deserialize(&bytes).expect("deserialize");
        assert_eq!(bincode::serialize(&page).unwrap(), bytes, "the page's copy re-encodes to the same bytes");
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/generated/first_view.bin");
        if std::env::var_os("RECONVERGE_BLESS").is_some() {
            std::fs::write(path, &bytes).expect("write generated/first_view.bin");
            return;
        }
        assert!(
            STORED == bytes.as_slice(),
            "web/generated/first_view.bin is not the default example's analysis any more ({} stored bytes, {} now): \
             write it again with `RECONVERGE_BLESS=1 cargo test -p reconverge-web --lib first_view`",
            STORED.len(),
            bytes.len()
        );
        let req = Request::Analyse { job: 7, text: text.to_string(), function: None, order: Vec::new() };
        assert!(answer(&req).is_some());
        let other = Request::Analyse { job: 7, text: format!("{text}\n"), function: None, order: Vec::new() };
        assert!(answer(&other).is_none(), "another text is the worker's");
    }
}
