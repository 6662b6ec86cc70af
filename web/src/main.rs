//! Reconverge explorer (placeholder until the app lands).
use yew::prelude::*;

#[function_component]
fn App() -> Html {
    html! { <main>{ "Reconverge" }</main> }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
