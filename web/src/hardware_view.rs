//! The Warp tab's hardware traces on the page's side: which gallery entries are recordings,
//! where their traces are served, and the trace the person loaded (pure data; the comparison
//! itself is `reconverge_core::hardware::HwWarpView`, computed in the worker).
//!
//! The eight recordings of `web/examples/hardware/` (NVIDIA H200, `../shared/hardware/`) are
//! gallery entries `hw-<kernel>` whose text is `recon.ll`; their traces (23–56 KB of JSON each)
//! are copied next to the page by Trunk (`copy-dir` in `index.html`) and fetched when the Warp
//! tab needs them, so they are never compiled into the wasm (docs/PERFORMANCE.md's budget).

use std::rc::Rc;

/// Where Trunk serves the recordings (relative to the page).
pub const TRACE_DIR: &str = "hardware";

/// The prefix of a recording's gallery id (`hw-k_nested`).
pub const GALLERY_PREFIX: &str = "hw-";

/// The kernel a gallery entry records (`hw-k_nested` → `k_nested`), if it is a recording.
pub fn recording(example_id: &str) -> Option<&'static str> {
    let e = crate::examples::find(example_id)?;
    e.id.strip_prefix(GALLERY_PREFIX)
}

/// The address of a recorded kernel's trace (`hardware/k_nested.trace.json`).
pub fn trace_url(kernel: &str) -> String {
    format!("{TRACE_DIR}/{kernel}.trace.json")
}

/// A trace held against the kernel in the Warp tab.
#[derive(Clone, Debug, PartialEq)]
pub struct LoadedTrace {
    /// The file name (`k_nested.trace.json`).
    pub name: String,
    /// Its text; `None` while it is fetched (a gallery recording) or when a link named a trace
    /// loaded from a file (which a link cannot carry: it must be loaded again).
    pub text: Option<Rc<str>>,
    /// Whether it is a gallery recording (fetched again from the gallery name).
    pub gallery: bool,
}

impl LoadedTrace {
    /// The gallery recording of `kernel`, not fetched yet.
    pub fn gallery(kernel: &str) -> LoadedTrace {
        LoadedTrace { name: format!("{kernel}.trace.json"), text: None, gallery: true }
    }
}

/// `agree` of `n` as the page prints an agreement: `91.9 %` (one decimal, as `hw-compare`).
pub fn percent(agree: u64, n: u64) -> String {
    if n == 0 {
        "—".to_string()
    } else {
        format!("{:.1} %", 100.0 * agree as f64 / n as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every recording of the gallery has its trace in `web/examples/hardware/`, and its kernel
    /// is a function of the text.
    #[test]
    fn the_gallery_recordings_have_their_traces() {
        let ids: Vec<&str> = crate::examples::EXAMPLES.iter().filter_map(|e| e.id.strip_prefix(GALLERY_PREFIX)).collect();
        assert_eq!(ids.len(), 8);
        for k in ids {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples").join(trace_url(k));
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let t = reconverge_core::hardware::HardwareTrace::parse(&text).unwrap();
            assert_eq!(t.function, k);
            let e = crate::examples::find(&format!("{GALLERY_PREFIX}{k}")).unwrap();
            assert!(e.source.contains(&format!("@{k}(")), "{k}");
            assert_eq!(recording(e.id), Some(k));
        }
        assert_eq!(recording("reduce"), None);
        assert_eq!(percent(521, 567), "91.9 %");
    }
}
