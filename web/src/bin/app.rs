//! The page's first module: the explorer without its rarer views, which load the full module
//! (`app_full`) on first use (`reconverge_web::full_module`).

use reconverge_web::components::app::App;
use reconverge_web::full_module;
use yew::Callback;

fn main() {
    reconverge_web::panic::install_page_hook();
    let loc = web_sys::window().map(|w| w.location());
    let search = loc.as_ref().and_then(|l| l.search().ok()).unwrap_or_default();
    let hash = loc.as_ref().and_then(|l| l.hash().ok()).unwrap_or_default();
    // The benchmark page, and links that open a rare view: the full module at once.
    let full = search.starts_with("?bench")
        || matches!(reconverge_web::url::from_location(&search, &hash), Some(Ok(l)) if full_module::link_needs_full(&l));
    if full {
        full_module::start_full(|| None, None, Callback::noop());
    } else {
        full_module::keep_lean(yew::Renderer::<App>::new().render());
    }
}
