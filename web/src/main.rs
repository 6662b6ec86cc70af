//! Reconverge explorer: a Yew (CSR) front end over `reconverge-core`.
//!
//! `state` holds the pure reducer, `url` the scenario ⇄ link mapping, `analysis` derives
//! everything drawn from the text, `svg` turns layout geometry into SVG, `components` are
//! thin views. Nothing here implements an analysis. `/?bench` opens the benchmark page.

mod analysis;
mod components;
mod examples;
mod state;
mod svg;
mod url;

fn main() {
    let bench = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|s| s.starts_with("?bench"));
    if bench {
        yew::Renderer::<components::bench::Bench>::new().render();
    } else {
        yew::Renderer::<components::app::App>::new().render();
    }
}
