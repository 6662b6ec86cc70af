//! Panic hooks. A panic must never leave a blank or silently dead page:
//! - in the page, the hook writes the message into a fixed alert (`#panic-alert`) with a
//!   reload button; the editor text survives in the link (the scenario is in the URL);
//! - in the worker, the hook posts the message on [`crate::worker::PANIC_CHANNEL`]; the page
//!   listens there ([`listen_worker_panics`]), shows it in the app's alert area and starts a
//!   fresh worker.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Installs the page's panic hook (call first in `main`).
pub fn install_page_hook() {
    std::panic::set_hook(Box::new(|info| {
        let msg = format!("Reconverge hit an internal error: {info}");
        web_sys::console::error_1(&msg.clone().into());
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Some(body) = doc.body() else { return };
        let el = match doc.get_element_by_id("panic-alert") {
            Some(e) => e,
            None => match doc.create_element("div") {
                Ok(e) => {
                    let _ = body.append_child(&e);
                    e
                }
                Err(_) => return,
            },
        };
        el.set_id("panic-alert");
        let _ = el.set_attribute("role", "alert");
        let _ = el.set_attribute("class", "alert panic-alert");
        el.set_text_content(Some(&format!(
            "{msg}. Your text is kept in the link: reload the page to continue."
        )));
        if let Ok(b) = doc.create_element("button") {
            b.set_text_content(Some("Reload"));
            let _ = b.set_attribute("onclick", "location.reload()");
            let _ = el.append_child(&b);
        }
    }));
}

/// The listening channel and its message handler (both must stay alive).
pub type PanicListener = (web_sys::BroadcastChannel, Closure<dyn Fn(web_sys::MessageEvent)>);

/// Calls `on_panic` with the message of every worker panic. The returned channel must be
/// kept alive (dropping it stops listening).
pub fn listen_worker_panics(
    on_panic: impl Fn(String) + 'static,
) -> Option<PanicListener> {
    let ch = web_sys::BroadcastChannel::new(crate::worker::PANIC_CHANNEL).ok()?;
    let cb = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
        on_panic(e.data().as_string().unwrap_or_else(|| "the analysis worker stopped".into()))
    });
    ch.set_onmessage(Some(cb.as_ref().unchecked_ref()));
    Some((ch, cb))
}
