//! Thin components: they turn DOM events into [`crate::state::Action`]s and render results.

pub mod app;
pub mod bench;
pub mod cycles;
pub mod debugger;
pub mod editor;
pub mod export;
pub mod frontiers;
pub mod full_views;
pub mod graph_view;
pub mod hardware_panel;
pub mod hierarchies;
pub mod if_conversion;
pub mod job_wait;
pub mod lesson;
pub mod lesson_editor;
pub mod lesson_gallery;
pub mod loops;
pub mod problems;
pub mod query;
pub mod run_inputs;
pub mod stepper;
pub mod text_box;
pub mod uniformity;
pub mod warp;
pub mod vulkan_panel;

/// Adds `f` as a listener of `event` on `target` (`None`: nothing is added); the returned
/// teardown (an effect's) removes it and drops `f`. `O(1)`.
pub(crate) fn listen<T: ?Sized + wasm_bindgen::closure::WasmClosure>(
    target: Option<web_sys::EventTarget>,
    event: &'static str,
    f: wasm_bindgen::closure::Closure<T>,
) -> impl FnOnce() {
    use wasm_bindgen::JsCast;
    if let Some(t) = &target {
        let _ = t.add_event_listener_with_callback(event, f.as_ref().unchecked_ref());
    }
    move || {
        if let Some(t) = &target {
            let _ = t.remove_event_listener_with_callback(event, f.as_ref().unchecked_ref());
        }
    }
}
