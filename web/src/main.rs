//! Reconverge explorer: a Yew (CSR) front end over `reconverge-core`.
//!
//! `state` holds the pure reducer, `url` the scenario ⇄ link mapping, `analysis` derives
//! everything drawn from the text, `svg` turns layout geometry into SVG, `components` are
//! thin views. Nothing here implements an analysis.

mod analysis;
mod components;
mod examples;
mod state;
mod svg;
mod url;

fn main() {
    yew::Renderer::<components::app::App>::new().render();
}
