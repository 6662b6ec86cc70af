//! The explorer: toolbar, editor, and the three linked views.

use crate::analysis::{analyse, Analysed};
use crate::components::cycles::CyclesPanel;
use crate::components::editor::Editor;
use crate::components::export::ExportMenu;
use crate::components::frontiers::FrontiersPanel;
use crate::components::graph_view::GraphView;
use crate::components::hierarchies::HierarchiesPanel;
use crate::components::query::QueryPanel;
use crate::components::stepper::Stepper;
use crate::components::uniformity::UniformityPanel;
use crate::components::warp::WarpPanel;
use crate::examples::EXAMPLES;
use crate::state::{Action, AppState, Tab, View};
use crate::svg::css_string;
use crate::url;
use std::rc::Rc;
use wasm_bindgen::JsValue;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

fn read_link() -> Option<Result<url::Scenario, String>> {
    let loc = web_sys::window()?.location();
    url::from_location(
        &loc.search().unwrap_or_default(),
        &loc.hash().unwrap_or_default(),
    )
}

fn write_link(s: &url::Scenario) {
    let Some(w) = web_sys::window() else { return };
    let path = w.location().pathname().unwrap_or_else(|_| "/".into());
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(
            &JsValue::NULL,
            "",
            Some(&format!("{path}#{}", url::encode(s))),
        );
    }
}

/// The outcome of analysing the committed text: the drawing data or the error, and the time
/// it took (ms).
#[derive(Clone)]
struct Outcome {
    result: Result<Rc<Analysed>, String>,
    millis: f64,
}

/// The root component.
#[function_component]
pub fn App() -> Html {
    let state = use_reducer(|| AppState::from_link(read_link()));
    let outcome = use_memo(
        (
            state.committed.clone(),
            state.function.clone(),
            state.dfs_order.clone(),
        ),
        |(src, f, order)| {
            let t0 = now_ms();
            let result = analyse(src, f.as_deref(), order)
                .map(Rc::new)
                .map_err(|e| e.to_string());
            Outcome {
                result,
                millis: now_ms() - t0,
            }
        },
    );
    // The last drawing that parsed stays on screen while the text has an error.
    let last_good = use_mut_ref(|| None::<Rc<Analysed>>);
    if let Ok(a) = &outcome.result {
        *last_good.borrow_mut() = Some(a.clone());
    }
    let shown = last_good.borrow().clone();

    {
        let scenario = state.scenario();
        use_effect_with(scenario, write_link);
    }

    let dispatch = state.dispatcher();
    let on_edit = {
        let d = dispatch.clone();
        Callback::from(move |t: String| d.dispatch(Action::Edit(t)))
    };
    let on_commit = {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(Action::Commit))
    };
    let on_hover = {
        let d = dispatch.clone();
        Callback::from(move |h: Option<String>| d.dispatch(Action::Hover(h)))
    };
    let on_focus = {
        let d = dispatch.clone();
        Callback::from(move |v: Option<View>| d.dispatch(Action::Focus(v)))
    };
    let on_example = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let sel: HtmlSelectElement = e.target_unchecked_into();
            d.dispatch(Action::LoadExample(sel.value()));
        })
    };
    let on_function = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let sel: HtmlSelectElement = e.target_unchecked_into();
            d.dispatch(Action::SelectFunction(sel.value()));
        })
    };
    let copied = use_state(|| false);
    let on_share = {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(w) = web_sys::window() {
                let href = w.location().href().unwrap_or_default();
                let _ = w.navigator().clipboard().write_text(&href);
                copied.set(true);
            }
        })
    };
    let on_rotate = {
        let d = dispatch.clone();
        Callback::from(move |(b, n): (String, usize)| d.dispatch(Action::RotateSuccessors(b, n)))
    };
    let on_reset_order = {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::ResetDfsOrder))
    };
    let on_query = {
        let d = dispatch.clone();
        Callback::from(move |(k, b): (usize, Option<String>)| d.dispatch(Action::SetQuery(k, b)))
    };
    let on_query_click = {
        let d = dispatch.clone();
        Callback::from(move |b: String| d.dispatch(Action::QueryClick(b)))
    };
    let on_select = {
        let d = dispatch.clone();
        Callback::from(move |b: String| d.dispatch(Action::Select(b)))
    };
    let on_toggle_def = {
        let d = dispatch.clone();
        Callback::from(move |b: String| d.dispatch(Action::ToggleIdfDef(b)))
    };
    let on_algorithm = {
        let d = dispatch.clone();
        Callback::from(move |a: String| d.dispatch(Action::SetAlgorithm(a)))
    };
    let on_step = {
        let d = dispatch.clone();
        Callback::from(move |k: usize| d.dispatch(Action::SetStep(k)))
    };
    let on_budget = {
        let d = dispatch.clone();
        Callback::from(move |l: u32| d.dispatch(Action::SetBudget(l)))
    };
    let on_diff = {
        let d = dispatch.clone();
        Callback::from(move |(x, y): (usize, usize)| d.dispatch(Action::SetDiff(x, y)))
    };
    let on_use_order = {
        let d = dispatch.clone();
        Callback::from(move |o: crate::state::DfsOrder| d.dispatch(Action::UseOrder(o)))
    };
    let on_explain = {
        let d = dispatch.clone();
        Callback::from(move |x: Option<String>| d.dispatch(Action::Explain(x)))
    };
    let on_policy = {
        let d = dispatch.clone();
        Callback::from(move |p: String| d.dispatch(Action::SetPolicy(p)))
    };
    let on_warp_step = {
        let d = dispatch.clone();
        Callback::from(move |k: u64| d.dispatch(Action::SetWarpStep(k)))
    };
    let tab_button = |t: Tab| {
        let d = dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| d.dispatch(Action::SetTab(t)));
        html! {
            <button role="tab" class={classes!("tab", (state.tab == t).then_some("active"))} data-tab={t.id()}
                    aria-selected={(state.tab == t).to_string()} {onclick}>{ t.title() }</button>
        }
    };
    let on_dismiss = {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(Action::DismissLinkError))
    };

    let hover_css = state.hover.as_ref().map(|h| {
        let h = css_string(h);
        format!("[data-block=\"{h}\"] > .box {{ stroke: var(--hover); stroke-width: 3; fill: var(--hover-fill); }} .edge[data-from=\"{h}\"] path, .edge[data-to=\"{h}\"] path {{ stroke: var(--hover); stroke-width: 2.2; }}")
    });
    let error = outcome
        .result
        .as_ref()
        .err()
        .map(|e| AttrValue::from(e.clone()));
    let functions = shown
        .as_ref()
        .map(|a| a.functions.clone())
        .unwrap_or_default();
    let selected = shown
        .as_ref()
        .map(|a| a.functions[a.selected].clone())
        .unwrap_or_default();
    let status = shown.as_ref().map(|a| {
        format!(
            "{} · {} blocks, {} edges · {:.1} ms",
            a.format.name(),
            a.cfg.num_blocks(),
            a.cfg.num_edges(),
            outcome.millis
        )
    });
    // Compact text also has a readable `?cfg=` link a teacher can edit by hand.
    let readable = shown
        .as_ref()
        .filter(|a| {
            a.format == reconverge_core::input::Format::Compact && state.committed.len() < 2000
        })
        .map(|_| url::readable_query(&state.committed));
    let views = match state.focus {
        Some(v) => vec![v],
        None => View::ALL.to_vec(),
    };

    html! {
        <div class="app">
            <style>{ hover_css.unwrap_or_default() }</style>
            <header class="toolbar">
                <h1>{"Reconverge"}</h1>
                <label>{"Example "}
                    <select id="example" onchange={on_example}>
                        <option value="" selected={state.example.is_none()} disabled=true>{"(your text)"}</option>
                        { for EXAMPLES.iter().map(|e| html! {
                            <option value={e.id} selected={state.example == Some(e.id)}>{ e.title }</option>
                        }) }
                    </select>
                </label>
                <label>{"Function "}
                    <select id="function" onchange={on_function} disabled={functions.len() < 2}>
                        { for functions.iter().map(|f| html! {
                            <option value={f.clone()} selected={*f == selected}>{ format!("@{f}") }</option>
                        }) }
                    </select>
                </label>
                <button id="share" onclick={on_share} title="Copy a link to this scenario">{ if *copied { "Link copied" } else { "Share" } }</button>
                if let Some(a) = &shown {
                    <ExportMenu analysed={a.clone()} />
                }
                if let Some(q) = readable {
                    <a id="readable-link" href={q} title="A hand-editable link with the compact text in the query">{"readable link"}</a>
                }
                if let Some(s) = status {
                    <span class="status" id="status">{ s }</span>
                }
            </header>
            if let Some(e) = &state.link_error {
                <div class="alert link-alert" role="alert" id="link-error">{ e.clone() }
                    <button onclick={on_dismiss} title="Dismiss">{"×"}</button>
                </div>
            }
            <main class={classes!("panes", state.focus.is_some().then_some("has-focus"))}>
                <Editor source={AttrValue::from(state.source.clone())} {error}
                        format={shown.as_ref().map(|a| AttrValue::from(a.format.name()))}
                        {on_edit} {on_commit} />
                <div class="right">
                    <nav class="tabs" role="tablist">
                        { for Tab::ALL.into_iter().map(tab_button) }
                        if !state.dfs_order.is_empty() {
                            <span class="dfs-order" id="dfs-order">
                                { format!("DFS order changed at {}", state.dfs_order.iter().map(|(b, _)| b.as_str()).collect::<Vec<_>>().join(", ")) }
                                <button onclick={on_reset_order} id="reset-order">{"reset"}</button>
                            </span>
                        }
                    </nav>
                    if let Some(a) = shown {
                        { match state.tab {
                            Tab::Trees => html! {
                                <div class="views">
                                    { for views.into_iter().map(|v| html! {
                                        <GraphView key={v.id()} view={v} analysed={a.clone()} focused={state.focus == Some(v)}
                                                   on_hover={on_hover.clone()} on_focus={on_focus.clone()}
                                                   on_rotate={(v == View::Cfg).then(|| on_rotate.clone())} />
                                    }) }
                                </div>
                            },
                            Tab::Frontiers => html! {
                                <FrontiersPanel analysed={a.clone()} selected={state.selected.clone()} defs={state.idf_defs.clone()}
                                                on_select={on_select.clone()} on_toggle_def={on_toggle_def.clone()} on_hover={on_hover.clone()} />
                            },
                            Tab::Algorithms => html! {
                                <Stepper analysed={a.clone()} algorithm={AttrValue::from(state.algorithm.clone())} step={state.step}
                                         on_algorithm={on_algorithm.clone()} on_step={on_step.clone()} on_hover={on_hover.clone()} />
                            },
                            Tab::Cycles => html! {
                                <CyclesPanel analysed={a.clone()} on_hover={on_hover.clone()} on_rotate={on_rotate.clone()} />
                            },
                            Tab::Hierarchies => html! {
                                <HierarchiesPanel analysed={a.clone()} budget={state.hier_budget} diff={state.hier_diff}
                                                  on_budget={on_budget.clone()} on_diff={on_diff.clone()} on_use_order={on_use_order.clone()}
                                                  on_hover={on_hover.clone()} />
                            },
                            Tab::Uniformity => html! {
                                <UniformityPanel analysed={a.clone()} explain={state.explain.clone()} on_explain={on_explain.clone()}
                                                 on_hover={on_hover.clone()} on_rotate={on_rotate.clone()} />
                            },
                            Tab::Warp => html! {
                                <WarpPanel analysed={a.clone()} policy={AttrValue::from(state.policy.clone())} step={state.warp_step}
                                           on_policy={on_policy.clone()} on_step={on_warp_step.clone()} on_hover={on_hover.clone()} />
                            },
                            Tab::Query => html! {
                                <QueryPanel analysed={a.clone()} a={state.query.0.clone()} b={state.query.1.clone()}
                                            on_set={on_query.clone()} on_click={on_query_click.clone()} on_hover={on_hover.clone()} on_rotate={on_rotate.clone()} />
                            },
                        } }
                    }
                </div>
            </main>
        </div>
    }
}
