//! The browser benchmark page (`/?bench`): for random CFGs of 30 … 3,000 blocks, the time to
//! parse + analyse + lay out (Rust, in wasm) and the time until the browser has drawn the CFG
//! view (DOM committed and one animation frame), measured with `performance.now()`.
//! Results appear in `#bench-results` (one `<tr data-blocks=N>` per size) and in the console.

use crate::analysis::analyse;
use crate::components::graph_view::GraphView;
use crate::state::View;
use reconverge_core::compact::to_compact;
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Sizes measured, in blocks.
pub const SIZES: [usize; 5] = [30, 100, 300, 1000, 3000];

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

#[derive(Clone, PartialEq)]
struct Row {
    blocks: usize,
    edges: usize,
    analyse_ms: f64,
    draw_ms: f64,
}

/// The benchmark page.
#[function_component]
pub fn Bench() -> Html {
    let stage = use_state(|| 0usize);
    let rows = use_state(Vec::<Row>::new);
    let current = use_state(|| None::<(Rc<crate::analysis::Analysed>, f64, f64)>);

    // Start a stage: build the graph, analyse (timed), then render it.
    {
        let (current, stage_v) = (current.clone(), *stage);
        use_effect_with(stage_v, move |&k| {
            if k < SIZES.len() {
                let cfg = random_cfg(&mut Rng::new(2026 + k as u64), &GenOptions::new(SIZES[k], Shape::Random));
                let text = to_compact(&cfg);
                let t0 = now_ms();
                if let Ok(a) = analyse(&text, None, &Vec::new()) {
                    let t1 = now_ms();
                    current.set(Some((Rc::new(a), t1 - t0, t1)));
                }
            }
        });
    }
    // After the drawing is committed, wait one animation frame, record, go on.
    {
        let (rows, stage, cur) = (rows.clone(), stage.clone(), current.clone());
        let key = cur.as_ref().map(|c| Rc::as_ptr(&c.0) as usize);
        use_effect_with(key, move |_| {
            if let Some((a, analyse_ms, t1)) = (*cur).clone() {
                let cb = Closure::once_into_js(move || {
                    let draw_ms = now_ms() - t1;
                    let row = Row { blocks: a.cfg.num_blocks(), edges: a.cfg.num_edges(), analyse_ms, draw_ms };
                    web_sys::console::log_1(&format!("bench {} blocks: analyse+layout {:.1} ms, draw {:.1} ms", row.blocks, row.analyse_ms, row.draw_ms).into());
                    let mut v = (*rows).clone();
                    v.push(row);
                    rows.set(v);
                    stage.set(*stage + 1);
                });
                if let Some(w) = web_sys::window() {
                    let _ = w.request_animation_frame(cb.unchecked_ref());
                }
            }
        });
    }
    let done = *stage >= SIZES.len();
    html! {
        <div class="bench">
            <h1>{"Reconverge browser benchmark"}</h1>
            <p>{"Random CFGs (seeded): parse + dominators + post-dominators + three layouts in wasm, then drawing the CFG view until the next animation frame."}</p>
            <table id="bench-results" data-done={done.to_string()}>
                <thead><tr><th>{"blocks"}</th><th>{"edges"}</th><th>{"analyse + layout (ms)"}</th><th>{"draw (ms)"}</th><th>{"total (ms)"}</th></tr></thead>
                <tbody>
                    { for rows.iter().map(|r| html! {
                        <tr data-blocks={r.blocks.to_string()}>
                            <td>{ r.blocks }</td><td>{ r.edges }</td>
                            <td class="analyse">{ format!("{:.1}", r.analyse_ms) }</td>
                            <td class="draw">{ format!("{:.1}", r.draw_ms) }</td>
                            <td class="total">{ format!("{:.1}", r.analyse_ms + r.draw_ms) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <div class="bench-view">
                if let Some((a, _, _)) = &*current {
                    <GraphView view={View::Cfg} analysed={a.clone()} focused={true} on_hover={Callback::noop()} on_focus={Callback::noop()} />
                }
            </div>
        </div>
    }
}
