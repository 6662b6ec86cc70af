//! The page: the explorer, or the benchmark page at `/?bench`.

use reconverge_web::components;

fn main() {
    reconverge_web::panic::install_page_hook();
    let bench = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|s| s.starts_with("?bench"));
    if bench {
        yew::Renderer::<components::bench::Bench>::new().render();
    } else {
        yew::Renderer::<components::app::App>::new().render();
    }
}
