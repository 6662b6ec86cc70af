//! The page's full module: the whole explorer, or the benchmark page at `/?bench`. The first
//! module (`app`) loads it the first time a view it does not hold is needed
//! (`reconverge_web::full_module`).

use reconverge_web::components::app::{App, AppProps, FullViews};
use reconverge_web::components::{bench::Bench, full_views};

fn main() {
    reconverge_web::panic::install_page_hook();
    let bench = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|s| s.starts_with("?bench"));
    if bench {
        yew::Renderer::<Bench>::new().render();
    } else {
        yew::Renderer::<App>::with_props(AppProps { full: Some(FullViews(full_views::draw)) }).render();
    }
}
