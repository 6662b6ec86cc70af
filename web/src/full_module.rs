//! The page's two wasm modules (issue 30 point 10; docs/PERFORMANCE.md "Two modules").
//!
//! The page first loads `app` (Trunk's main module, `src/bin/app.rs`): the explorer without
//! its rarer views. It draws the CFG & trees, Frontiers, Cycles and Uniformity tabs, the
//! editor, the exports and the lessons' bar. The tabs of [`FULL_TABS`] (Algorithms, Query, All
//! hierarchies, Warp with the hardware panel, Debug, If-conversion, Loops), every C loop nest,
//! an open lesson, the lesson editor and `/?bench` are drawn only by `app_full`
//! (`src/bin/app_full.rs`, the whole explorer), fetched the first time one of them is needed:
//! [`start_full`].
//!
//! Why the whole app moves: Yew draws one component tree from one module, and a component of
//! another module cannot be a child in it. So `app_full` is the same
//! [`App`](crate::components::app::App), given the rarer views
//! ([`FullViews`](crate::components::app::FullViews)); the first module's `App` has none, and
//! the linker leaves their code out (the first module is half the full one, gzipped).
//! When the first module needs them, it fetches and compiles `app_full` while its own views
//! stay on screen, then destroys its app and closes its worker, and `app_full` starts from a
//! [`Handoff`]: the link state (what a shared link holds: text, tab, selections, steps, the
//! lesson), the lesson draft and the focused element. The address does not change and no
//! history entry is added. What a link does not hold is not kept: the editor's undo history
//! and its scroll, and the worker's caches (the full module's worker analyses the text again).
//!
//! The loader is `window.reconvergeLoadFull` in `index.html` (plain JavaScript: it must run
//! before either module, for a link that opens a rarer view directly).

use crate::bridge::WorkerHandle;
use crate::components::app::App;
use crate::state::Tab;
use crate::url::LinkState;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The tabs only the full module draws.
pub const FULL_TABS: [Tab; 7] = [Tab::Algorithms, Tab::Query, Tab::Hierarchies, Tab::Warp, Tab::Debug, Tab::IfConversion, Tab::Loops];

/// The global the first module writes the [`Handoff`] to (JSON) and the full one reads.
const HANDOFF_GLOBAL: &str = "reconvergeHandoff";

/// The loader in `index.html`: `reconvergeLoadFull(onReady, onError)`.
const LOADER_GLOBAL: &str = "reconvergeLoadFull";

/// The loader's prefetch: `reconvergePrefetchFull()`.
const PREFETCH_GLOBAL: &str = "reconvergePrefetchFull";

/// What the first module hands the full one: the state a link holds (with the editor's text
/// as it is, typed while the full module loaded included), the lesson draft open in the lesson
/// editor (not in links), and the id of the element that had the focus.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Handoff {
    pub link: LinkState,
    #[serde(default)]
    pub lesson_draft: Option<String>,
    #[serde(default)]
    pub focus: Option<String>,
}

/// Whether the view shown needs the full module: one of [`FULL_TABS`], a C loop nest
/// (`c_loops`, drawn by the Loops panel), or a lesson (`lesson`: open, or being written).
pub fn needs_full(tab: Tab, c_loops: bool, lesson: bool) -> bool {
    c_loops || lesson || FULL_TABS.contains(&tab)
}

/// Whether a link opens a view that needs the full module (then the first module loads it at
/// once, without drawing its own app first).
pub fn link_needs_full(link: &LinkState) -> bool {
    let tab = link.tab.as_deref().and_then(Tab::from_id).unwrap_or(Tab::Trees);
    needs_full(tab, reconverge_core::loops::looks_like_c_loops(&link.source), link.lesson.is_some())
}

thread_local! {
    /// The first module's app, kept so that [`start_full`] can destroy it.
    static LEAN: RefCell<Option<yew::AppHandle<App>>> = const { RefCell::new(None) };
}

/// Keeps the first module's app (its `main` calls this after rendering it).
pub fn keep_lean(app: yew::AppHandle<App>) {
    LEAN.with(|l| *l.borrow_mut() = Some(app));
}

/// Loads the full module (once; later calls do nothing). When it is fetched and compiled,
/// `handoff()` gives the state it starts from (`None`: the address's; asked then, so that
/// what changed while it loaded is kept), `worker` is closed, the first module's app
/// destroyed, and the full module started. `on_error` gets the reason when it cannot be
/// fetched (the first module's views stay).
pub fn start_full(handoff: impl FnOnce() -> Option<Handoff> + 'static, worker: Option<WorkerHandle>, on_error: Callback<String>) {
    let Some(window) = web_sys::window() else { return };
    let Some(load) = js_sys::Reflect::get(&window, &LOADER_GLOBAL.into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) else {
        on_error.emit(format!("the page has no `{LOADER_GLOBAL}`"));
        return;
    };
    let on_ready = Closure::once_into_js(move || {
        if let (Some(w), Some(h)) = (web_sys::window(), handoff().and_then(|h| serde_json::to_string(&h).ok())) {
            let _ = js_sys::Reflect::set(&w, &HANDOFF_GLOBAL.into(), &JsValue::from_str(&h));
        }
        if let Some(w) = worker {
            w.close();
        }
        if let Some(app) = LEAN.with(|l| l.borrow_mut().take()) {
            app.destroy();
        }
    });
    let on_error = Closure::once_into_js(move |e: JsValue| on_error.emit(e.as_string().unwrap_or_else(|| format!("{e:?}"))));
    let _ = load.call2(&JsValue::NULL, &on_ready, &on_error);
}

/// Fetches and compiles the full module ahead, without starting it (a pointer or the focus on
/// a tab it draws: the click that follows finds it ready). Once per page; nothing when the
/// loader is missing.
pub fn prefetch() {
    let Some(window) = web_sys::window() else { return };
    if let Some(f) = js_sys::Reflect::get(&window, &PREFETCH_GLOBAL.into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        let _ = f.call0(&JsValue::NULL);
    }
}

/// The [`Handoff`] the first module left, taken (a second call gets `None`).
pub fn take_handoff() -> Option<Handoff> {
    let window = web_sys::window()?;
    let key = JsValue::from_str(HANDOFF_GLOBAL);
    let json = js_sys::Reflect::get(&window, &key).ok()?.as_string()?;
    let _ = js_sys::Reflect::delete_property(window.unchecked_ref::<js_sys::Object>(), &key);
    serde_json::from_str(&json).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rare_views_need_the_full_module() {
        assert!(!needs_full(Tab::Trees, false, false));
        assert!(!needs_full(Tab::Uniformity, false, false));
        assert!(needs_full(Tab::Warp, false, false));
        assert!(needs_full(Tab::Loops, false, false));
        assert!(needs_full(Tab::Trees, true, false));
        assert!(needs_full(Tab::Trees, false, true));
        let mut link = LinkState { source: "a -> b".into(), ..LinkState::default() };
        assert!(!link_needs_full(&link));
        link.tab = Some(Tab::Debug.id().into());
        assert!(link_needs_full(&link));
    }

    #[test]
    fn handoff_round_trips() {
        let h = Handoff {
            link: LinkState { source: "a -> b".into(), ..LinkState::default() },
            lesson_draft: Some("# draft".into()),
            focus: Some("tab-warp".into()),
        };
        assert_eq!(serde_json::from_str::<Handoff>(&serde_json::to_string(&h).unwrap()).unwrap(), h);
    }
}
