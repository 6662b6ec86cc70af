//! The browser benchmark page (`/?bench`): for random CFGs of 30 … 3,000 blocks, "paste →
//! drawn": the time from sending the text to the analysis worker until its answer is back on the
//! main thread (parse + analyses + three layouts in the worker, plus transfer and decoding),
//! and then until the browser has drawn the CFG view (DOM committed, then the next frame
//! painted: a zero timeout scheduled from `requestAnimationFrame`), measured with
//! `performance.now()`. The worker's own time is reported too.
//! Results appear in `#bench-results` (one `<tr data-blocks=N>` per size) and in the console.

use crate::bridge::WorkerHandle;
use crate::components::graph_view::GraphView;
use crate::worker::{Request, Response};
use crate::state::View;
use reconverge_core::input::compact::to_compact;
use reconverge_core::generate::{random_cfg, GenOptions, Rng, Shape};
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Sizes measured, in blocks.
pub const SIZES: [usize; 4] = [30, 300, 1000, 3000];

/// Runs per size; the table shows the median of each column.
pub const RUNS: usize = 3;

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

#[derive(Clone, PartialEq)]
struct Row {
    blocks: usize,
    edges: usize,
    /// Worker time (parse + analyses + layouts).
    worker_ms: f64,
    /// Send → answer decoded on the main thread.
    analyse_ms: f64,
    draw_ms: f64,
}

/// The benchmark page.
#[function_component]
pub fn Bench() -> Html {
    let stage = use_state(|| 0usize);
    let rows = use_mut_ref(Vec::<Row>::new);
    let current = use_state(|| None::<(usize, Rc<crate::analysis::Analysed>, f64, f64, f64)>);
    let worker = use_memo((), |_| WorkerHandle::spawn());

    // Start a stage: build the graph, send it to the worker (timed), then render the answer.
    {
        let (current, worker) = (current.clone(), worker.clone());
        use_effect_with(*stage, move |&k| {
            if k < SIZES.len() * RUNS {
                let cfg = random_cfg(
                    &mut Rng::new(2026 + (k / RUNS) as u64),
                    &GenOptions::new(SIZES[k / RUNS], Shape::Random),
                );
                let text = to_compact(&cfg);
                let t0 = now_ms();
                let on = Callback::from(move |r: Response| {
                    if let Response::Analysed { result: Ok(a), millis, .. } = r {
                        let t1 = now_ms();
                        current.set(Some((k, Rc::new(*a), t1 - t0, millis, t1)));
                    }
                });
                worker.send(move |job| Request::Analyse { job, text, function: None, order: Vec::new() }, on);
            }
        });
    }
    // After the drawing is committed, wait one animation frame, record once per stage, go on.
    {
        let (rows, stage, cur) = (rows.clone(), stage.clone(), current.clone());
        use_effect_with(cur.as_ref().map(|c| c.0), move |_| {
            if let Some((k, a, analyse_ms, worker_ms, t1)) = (*cur).clone() {
                // rAF runs before the next paint; a zero timeout from inside it runs after it.
                let cb = Closure::once_into_js(move || {
                    gloo_timers::callback::Timeout::new(0, move || {
                        if rows.borrow().len() != k {
                            return;
                        }
                        let draw_ms = now_ms() - t1;
                        let row = Row {
                            blocks: a.cfg.num_blocks(),
                            edges: a.cfg.num_edges(),
                            worker_ms,
                            analyse_ms,
                            draw_ms,
                        };
                        web_sys::console::log_1(
                            &format!(
                                "bench {} blocks: worker {:.1} ms, paste→analysed {:.1} ms, draw {:.1} ms",
                                row.blocks, row.worker_ms, row.analyse_ms, row.draw_ms
                            )
                            .into(),
                        );
                        rows.borrow_mut().push(row);
                        stage.set(k + 1);
                    })
                    .forget();
                });
                if let Some(w) = web_sys::window() {
                    let _ = w.request_animation_frame(cb.unchecked_ref());
                }
            }
        });
    }
    let done = *stage >= SIZES.len() * RUNS;
    // Median of the runs of each size.
    let samples = rows.borrow().clone();
    let median = |mut v: Vec<f64>| {
        reconverge_core::sort::sort_by(&mut v, f64::total_cmp);
        v[v.len() / 2]
    };
    let rows: Vec<Row> = samples
        .chunks(RUNS)
        .filter(|c| c.len() == RUNS)
        .map(|c| Row {
            blocks: c[0].blocks,
            edges: c[0].edges,
            worker_ms: median(c.iter().map(|r| r.worker_ms).collect()),
            analyse_ms: median(c.iter().map(|r| r.analyse_ms).collect()),
            draw_ms: median(c.iter().map(|r| r.draw_ms).collect()),
        })
        .collect();
    html! {
        <ContextProvider<WorkerHandle> context={(*worker).clone()}>
        <div class="bench">
            <h1>{"Reconverge browser benchmark"}</h1>
            <p>{format!("Random CFGs (seeded, Shape::Random: irreducible, 20% long forward jumps): the text is sent to the analysis worker (parse, dominators, post-dominators, cycles, uniformity, three layouts), the answer decoded on the main thread, then the CFG view drawn until the next frame is painted. Median of {RUNS} runs.")}</p>
            <table id="bench-results" data-done={done.to_string()}>
                <thead><tr><th>{"blocks"}</th><th>{"edges"}</th><th>{"worker (ms)"}</th><th>{"paste → analysed (ms)"}</th><th>{"draw (ms)"}</th><th>{"paste → drawn (ms)"}</th></tr></thead>
                <tbody>
                    { for rows.iter().map(|r| html! {
                        <tr data-blocks={r.blocks.to_string()}>
                            <td>{ r.blocks }</td><td>{ r.edges }</td>
                            <td class="worker">{ format!("{:.1}", r.worker_ms) }</td>
                            <td class="analyse">{ format!("{:.1}", r.analyse_ms) }</td>
                            <td class="draw">{ format!("{:.1}", r.draw_ms) }</td>
                            <td class="total">{ format!("{:.1}", r.analyse_ms + r.draw_ms) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <div class="bench-view">
                if let Some((_, a, _, _, _)) = &*current {
                    <GraphView view={View::Cfg} analysed={a.clone()} focused={true} on_hover={Callback::noop()} on_focus={Callback::noop()} />
                }
            </div>
        </div>
        </ContextProvider<WorkerHandle>>
    }
}
