//! The views only the full module draws ([`crate::full_module`]): the Warp tab (with the
//! hardware panel), Debug, If-conversion, Loops, a lesson in the editor's column and the
//! lesson editor. [`App`](crate::components::app::App) reaches them only through the
//! [`FullViews`](crate::components::app::FullViews) its properties carry, so the first module,
//! whose `App` has none, holds none of their code (the linker drops what nothing calls).

use crate::components::app::FullPart;
use crate::components::hardware_panel::HardwarePanel;
use crate::components::hierarchies::HierarchiesPanel;
use crate::components::if_conversion::IfConversionPanel;
use crate::components::loops::LoopsPanel;
use crate::components::query::QueryPanel;
use crate::components::stepper::Stepper;
use crate::components::warp::WarpPanel;
use crate::state::{Action, Tab};
use yew::prelude::*;

/// Draws one [`FullPart`]. A tab the full module does not draw (never asked) draws nothing.
pub fn draw(part: FullPart<'_>) -> Html {
    match part {
        FullPart::Tab { tab, analysed, job, state, dispatch, on_hover, on_loops_error, c_loops } => {
            let d = dispatch;
            if c_loops || tab == Tab::Loops {
                let on_example = {
                    let d = d.clone();
                    Callback::from(move |id: String| {
                        let d = d.clone();
                        crate::examples::with_text(id, move |id| d.dispatch(Action::LoadExample(id)))
                    })
                };
                return html! {
                    <LoopsPanel text={AttrValue::from(state.committed.clone())} is_c={c_loops} params={state.loop_params.clone()}
                                schedule={state.loop_schedule.clone()}
                                on_param={{ let d = d.clone(); Callback::from(move |(n, v): (String, i64)| d.dispatch(Action::SetLoopParam(n, v))) }}
                                on_schedule={{ let d = d.clone(); Callback::from(move |t: Option<String>| d.dispatch(Action::SetLoopSchedule(t))) }}
                                {on_example} on_error={on_loops_error.clone()} />
                };
            }
            let Some(a) = analysed else { return html! {} };
            match tab {
                Tab::Warp => html! { <>
                    // LLVM IR kernels: what a GPU recorded, beside the policies (issue 24).
                    if a.function().and_then(|f| f.ir()).is_some() || state.trace.is_some() {
                        <HardwarePanel analysed={a.clone()} analysis={job} trace={state.trace.clone()} warp={state.trace_warp}
                                       on_load={{ let d = d.clone(); Callback::from(move |t| d.dispatch(Action::LoadTrace(t))) }}
                                       on_forget={{ let d = d.clone(); Callback::from(move |_| d.dispatch(Action::ForgetTrace)) }}
                                       on_warp={{ let d = d.clone(); Callback::from(move |w| d.dispatch(Action::SetTraceWarp(w))) }}
                                       on_function={{ let d = d.clone(); Callback::from(move |f| d.dispatch(Action::SelectFunction(f))) }} />
                    }
                    <WarpPanel analysed={a.clone()} analysis={job} policy={AttrValue::from(state.policy.clone())} step={state.warp_step}
                               on_policy={{ let d = d.clone(); Callback::from(move |p: String| d.dispatch(Action::SetPolicy(p))) }}
                               on_step={{ let d = d.clone(); Callback::from(move |k: u64| d.dispatch(Action::SetWarpStep(k))) }}
                               on_hover={on_hover.clone()}
                               on_edit={{ let d = d.clone(); Callback::from(move |t: String| { d.dispatch(Action::Edit(t)); d.dispatch(Action::Commit); }) }} />
                </> },
                Tab::Algorithms => html! {
                    <Stepper analysed={a.clone()} analysis={job} algorithm={AttrValue::from(state.algorithm.clone())} step={state.step}
                             on_algorithm={{ let d = d.clone(); Callback::from(move |a: String| d.dispatch(Action::SetAlgorithm(a))) }}
                             on_step={{ let d = d.clone(); Callback::from(move |k: usize| d.dispatch(Action::SetStep(k))) }}
                             on_hover={on_hover.clone()} />
                },
                Tab::Query => html! {
                    <QueryPanel analysed={a.clone()} a={state.query.0.clone()} b={state.query.1.clone()}
                                on_set={{ let d = d.clone(); Callback::from(move |(k, b): (usize, Option<String>)| d.dispatch(Action::SetQuery(k, b))) }}
                                on_click={{ let d = d.clone(); Callback::from(move |b: String| d.dispatch(Action::QueryClick(b))) }}
                                on_hover={on_hover.clone()}
                                on_rotate={{ let d = d.clone(); Callback::from(move |(b, n): (String, usize)| d.dispatch(Action::RotateSuccessors(b, n))) }} />
                },
                Tab::Hierarchies => html! {
                    <HierarchiesPanel analysed={a.clone()} analysis={job} budget={state.hier_budget} diff={state.hier_diff}
                                      on_budget={{ let d = d.clone(); Callback::from(move |l: u32| d.dispatch(Action::SetBudget(l))) }}
                                      on_diff={{ let d = d.clone(); Callback::from(move |(x, y): (usize, usize)| d.dispatch(Action::SetDiff(x, y))) }}
                                      on_use_order={{ let d = d.clone(); Callback::from(move |o: crate::state::DfsOrder| d.dispatch(Action::UseOrder(o))) }}
                                      on_hover={on_hover.clone()} />
                },
                Tab::IfConversion => html! {
                    <IfConversionPanel analysed={a.clone()} analysis={job} loop_header={state.ifc_loop.clone()} step={state.ifc_step}
                                       on_loop={{ let d = d.clone(); Callback::from(move |h| d.dispatch(Action::SetIfcLoop(h))) }}
                                       on_step={{ let d = d.clone(); Callback::from(move |k| d.dispatch(Action::SetIfcStep(k))) }}
                                       on_hover={on_hover.clone()} />
                },
                Tab::Debug => html! {
                    <crate::components::debugger::DebugPanel analysed={a.clone()} source={AttrValue::from(state.debug_source.clone())} on_hover={on_hover.clone()}
                        on_source={{ let d = d.clone(); Callback::from(move |t| d.dispatch(Action::SetDebugSource(t))) }} />
                },
                _ => html! {},
            }
        }
        FullPart::Lesson { lesson, state, dispatch, on_write } => {
            let d = dispatch;
            html! {
                <crate::components::lesson::LessonPanel lesson={lesson.clone()} source={AttrValue::from(state.committed.clone())}
                    example={state.example.map(AttrValue::from)}
                    on_open={{ let d = d.clone(); Callback::from(move |s| d.dispatch(Action::OpenLink(Box::new(Some(Ok(s)))))) }}
                    on_close={{ let d = d.clone(); Callback::from(move |_| d.dispatch(Action::OpenLesson(None))) }}
                    on_edit={on_write.clone()} />
            }
        }
        FullPart::LessonEditor { text, on_close, on_try } => html! {
            <crate::components::lesson_editor::LessonEditor text={AttrValue::from(text.to_string())} {on_close} {on_try} />
        },
    }
}
