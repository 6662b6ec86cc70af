//! The explorer: toolbar, editor, and the three linked views.

use crate::analysis::Analysed;
use crate::bridge::WorkerHandle;
use crate::worker::{JobResult, Request, Response};
use crate::components::cycles::CyclesPanel;
use crate::components::editor::Editor;
use crate::components::export::ExportMenu;
use crate::components::frontiers::FrontiersPanel;
use crate::components::graph_view::GraphView;
use crate::components::uniformity::UniformityPanel;
use crate::examples::EXAMPLES;
use crate::state::{Action, AppState, Tab, View};
use crate::svg::css_string;
use crate::url;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

fn read_link() -> Option<Result<url::LinkState, String>> {
    let loc = web_sys::window()?.location();
    url::from_location(
        &loc.search().unwrap_or_default(),
        &loc.hash().unwrap_or_default(),
    )
}

/// Link states (as JSON) up to this size are compressed into the link in the page itself.
const LINK_IN_PAGE_BYTES: usize = 16 * 1024;

/// Milliseconds after a large paste before a small link is written (a frame or more: the
/// text area is laid out by then).
const LINK_AFTER_FRAME_MS: u32 = 50;

/// Writes the link into the address bar: a new history entry when `push` (what the person
/// did: another example or tab), else in place (typing, stepping the warp, every other choice).
fn write_link(fragment: &str, push: bool) {
    let Some(w) = web_sys::window() else { return };
    let path = w.location().pathname().unwrap_or_else(|_| "/".into());
    if let Ok(h) = w.history() {
        let url = format!("{path}#{fragment}");
        let _ = if push {
            h.push_state_with_url(&JsValue::NULL, "", Some(&url))
        } else {
            h.replace_state_with_url(&JsValue::NULL, "", Some(&url))
        };
    }
}

/// Whether going from the link state `prev` to `next` is a history entry of its own: another
/// example or another tab (Back then walks back through them); everything else replaces.
fn is_history_step(prev: &url::LinkState, next: &url::LinkState) -> bool {
    prev.example != next.example || prev.tab != next.tab
}

/// The narrowest the splitter makes the editor (CSS pixels).
const EDITOR_MIN_PX: f64 = 220.0;

/// The widest the splitter makes the editor, as a share of the panes.
const EDITOR_MAX_SHARE: f64 = 0.7;

/// How far one arrow key moves the splitter (CSS pixels).
const EDITOR_KEY_STEP_PX: f64 = 32.0;

/// The outcome of analysing the committed text in the worker: the analysis (with the job id
/// follow-up jobs refer to) or the error, and the worker time it took (ms).
#[derive(Clone)]
struct Outcome {
    result: Result<(u64, Rc<Analysed>), String>,
    millis: f64,
    /// The text analysed: its error is shown only while it is the committed text (an error
    /// belongs to the text that caused it).
    text: String,
}

fn last_good_is_fallback(last: &Option<(u64, Rc<Analysed>)>) -> bool {
    last.as_ref().is_some_and(|(_, a)| *a.src == *crate::examples::default_example().source)
}

/// The views only the full module draws ([`crate::full_module`]), as the full module's
/// `main` hands them to [`App`]: one function drawing a [`FullPart`]
/// ([`crate::components::full_views::draw`]).
#[derive(Clone, Copy)]
pub struct FullViews(pub fn(FullPart<'_>) -> Html);

/// One of the views only the full module draws, with what [`App`] gives it.
pub enum FullPart<'a> {
    /// The panel of a tab of [`crate::full_module::FULL_TABS`] (`c_loops`: the text is a C
    /// loop nest, drawn by the Loops panel whatever the tab).
    Tab {
        tab: Tab,
        analysed: Option<&'a Rc<Analysed>>,
        /// The analysis's job id (follow-up jobs name it).
        job: u64,
        state: &'a AppState,
        dispatch: &'a UseReducerDispatcher<AppState>,
        on_hover: &'a Callback<Option<String>>,
        /// The Loops panel's parse error, marked in the editor.
        on_loops_error: &'a Callback<Option<String>>,
        c_loops: bool,
    },
    /// An open lesson, in the editor's column.
    Lesson {
        lesson: &'a crate::lessons::LessonLink,
        state: &'a AppState,
        dispatch: &'a UseReducerDispatcher<AppState>,
        /// Opens the lesson editor on a lesson's text.
        on_write: &'a Callback<String>,
    },
    /// The lesson editor (a dialog over the page).
    LessonEditor { text: &'a str, on_close: Callback<()>, on_try: Callback<crate::lessons::LessonLink> },
}

/// [`App`]'s properties: `full` is `None` in the first module (its rarer views then load the
/// full module, [`crate::full_module`]).
#[derive(Properties, Default)]
pub struct AppProps {
    #[prop_or_default]
    pub full: Option<FullViews>,
}

impl PartialEq for AppProps {
    /// Set once by `main`, never changed: always equal (function pointers are not compared).
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// The root component.
#[function_component]
pub fn App(props: &AppProps) -> Html {
    // The state the first module handed over, when this is the full module it loaded.
    let handoff = use_memo((), |_| crate::full_module::take_handoff());
    let state = use_reducer(|| {
        AppState::from_link(match &*handoff {
            Some(h) => Some(Ok(h.link.clone())),
            None => read_link(),
        })
    });
    let worker = use_state(WorkerHandle::spawn);
    let worker_error = use_state(|| None::<String>);
    // A panic in the worker: show it, keep the text, start a fresh worker.
    {
        let (worker, worker_error) = (worker.clone(), worker_error.clone());
        use_effect_with((), move |_| {
            let listener = crate::panic::listen_worker_panics(move |msg| {
                worker_error.set(Some(msg));
                worker.set(worker.restart());
            });
            move || drop(listener)
        });
    }
    // A share link opened in a tab that already shows the app: the page is not reloaded, the
    // `hashchange` event says the address changed (our own `replaceState` fires none).
    // The link state the address bar already holds (it came from the address: Back, Forward,
    // a pasted link), so the state it opens is not written back as a new entry.
    let from_address = use_mut_ref(|| None::<()>);
    {
        let dispatch = state.dispatcher();
        let from_address = from_address.clone();
        use_effect_with((), move |_| {
            let listener = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
                let link = read_link();
                *from_address.borrow_mut() = Some(());
                dispatch.dispatch(Action::OpenLink(Box::new(link)))
            });
            super::listen(web_sys::window().map(Into::into), "hashchange", listener)
        });
    }
    let outcome = use_state(|| None::<Outcome>);
    let pending = use_state(|| true);
    {
        let (outcome, pending) = (outcome.clone(), pending.clone());
        use_effect_with(
            (
                state.committed.clone(),
                state.function.clone(),
                state.dfs_order.clone(),
                (*worker).clone(),
            ),
            move |(text, function, order, worker)| {
                // A C loop nest is not a CFG: the Loops tab analyses it (its own worker job).
                let c_loops = reconverge_core::loops::looks_like_c_loops(text);
                pending.set(!c_loops);
                let analysed_text = text.clone();
                let on = Callback::from(move |r: Response| {
                    if let Response::Analysed { job, result, millis } = r {
                        // Decoding the answer was this task; drawing it is the next one.
                        let (outcome, pending, text) = (outcome.clone(), pending.clone(), analysed_text.clone());
                        gloo_timers::callback::Timeout::new(0, move || {
                            outcome.set(Some(Outcome {
                                result: result.map(|a| (job, Rc::new(*a))),
                                millis,
                                text,
                            }));
                            pending.set(false);
                        })
                        .forget();
                    }
                });
                let (text, function, order) = (text.clone(), function.clone(), order.clone());
                let job = (!c_loops).then(|| worker.send(
                    move |job| Request::Analyse { job, text, function, order },
                    on,
                ));
                let worker = worker.clone();
                move || if let Some(job) = job { worker.cancel(job) }
            },
        );
    }
    // The last drawing that parsed stays on screen while the text has an error.
    let last_good = use_mut_ref(|| None::<(u64, Rc<Analysed>)>);
    if let Some(Outcome { result: Ok(a), .. }) = &*outcome {
        *last_good.borrow_mut() = Some(a.clone());
    }
    let shown_job = last_good.borrow().as_ref().map(|(j, _)| *j).unwrap_or(0);
    // A broken text on first load: analyse the default example instead (the editor keeps the
    // text and shows its error).
    {
        let (worker, last_good, outcome) = ((*worker).clone(), last_good.clone(), outcome.clone());
        let broken_first = matches!(&*outcome, Some(Outcome { result: Err(_), .. })) && last_good.borrow().is_none();
        use_effect_with(broken_first, move |&broken| {
            if broken {
                let on = Callback::from(move |r: Response| {
                    if let Response::Analysed { job, result: Ok(a), .. } = r {
                        *last_good.borrow_mut() = Some((job, Rc::new(*a)));
                        // Re-render with the fallback (the error outcome stays).
                        outcome.set((*outcome).clone());
                    }
                });
                let text = crate::examples::default_example().source.to_string();
                worker.send(move |job| Request::Analyse { job, text, function: None, order: Vec::new() }, on);
            }
        });
    }
    // An empty editor shows no views (they would be an older text's, looking current).
    let empty_text = state.committed.trim().is_empty();
    let shown = last_good.borrow().as_ref().map(|(_, a)| a.clone()).filter(|_| !empty_text);

    {
        let link_state = state.link_state();
        // Small link states are compressed at once (well under a millisecond: the address bar is
        // current before any reload or copy); large ones in the worker, 60 ms after the last
        // change (DEFLATE of a 3,000-block text is tens of milliseconds).
        // Only the newest link state's link is written (a worker answer for an older one is
        // dropped).
        let worker = worker.clone();
        let latest = use_mut_ref(|| 0u64);
        let (from_address, written) = (from_address.clone(), use_mut_ref(|| None::<url::LinkState>));
        // `history.replaceState` lays the page out first (Chromium saves the scroll state):
        // right after a large paste that is the whole text area's layout, 80–110 ms for 5,000
        // lines, so then the link is written in a later task, after the frame has laid it out.
        let large_editor = state.source.len() > LINK_IN_PAGE_BYTES;
        use_effect_with(link_state, move |s| {
            let came_from_address = from_address.borrow_mut().take().is_some();
            let push = !came_from_address && written.borrow().as_ref().is_some_and(|p| is_history_step(p, s));
            *written.borrow_mut() = Some(s.clone());
            let json = serde_json::to_string(s).unwrap_or_default();
            let small = json.len() <= LINK_IN_PAGE_BYTES;
            *latest.borrow_mut() += 1;
            let seq = *latest.borrow();
            let later = (small && large_editor).then(|| {
                let f = url::encode_json(json.as_bytes());
                gloo_timers::callback::Timeout::new(LINK_AFTER_FRAME_MS, move || write_link(&f, push))
            });
            if small && !large_editor {
                write_link(&url::encode_json(json.as_bytes()), push);
            }
            let t = (!small).then(|| gloo_timers::callback::Timeout::new(60, move || {
                let on = Callback::from(move |r: Response| {
                    if let Response::Done { result, .. } = r {
                        if let (JobResult::Link(f), true) = (*result, *latest.borrow() == seq) {
                            write_link(&f, push);
                        }
                    }
                });
                worker.send(move |job| Request::Link { job, json }, on);
            }));
            move || {
                drop(t);
                drop(later);
            }
        });
    }

    let c_loops = reconverge_core::loops::looks_like_c_loops(&state.committed);
    let tab = if c_loops { Tab::Loops } else { state.tab };
    let dispatch = state.dispatcher();
    // The Loops tab's parse error (line:column), marked in the editor like the other parse errors.
    let loops_error = use_state(|| None::<String>);
    let on_loops_error = {
        let loops_error = loops_error.clone();
        Callback::from(move |e: Option<String>| {
            if *loops_error != e {
                loops_error.set(e)
            }
        })
    };
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
            let d = d.clone();
            crate::examples::with_text(sel.value(), move |id| d.dispatch(Action::LoadExample(id)));
        })
    };
    let on_function = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let sel: HtmlSelectElement = e.target_unchecked_into();
            d.dispatch(Action::SelectFunction(sel.value()));
        })
    };
    // The picker shows the state's example even after the person chose another one by hand
    // (`selected` attributes do not move a select the person has used; a link opened by
    // `hashchange` changes the example under it).
    let example_ref = use_node_ref();
    {
        let example_ref = example_ref.clone();
        use_effect_with(state.example, move |e| {
            if let Some(sel) = example_ref.cast::<HtmlSelectElement>() {
                sel.set_value(e.unwrap_or(""));
            }
        });
    }
    // The splitter between the editor and the views: dragging it (or its arrow keys) sets the
    // editor's width as a CSS variable on the panes, with no re-render.
    let panes_ref = use_node_ref();
    // While dragging: where in the handle it was grabbed (px right of the editor's edge).
    let dragging = use_mut_ref(|| None::<f64>);
    let set_editor_width = |panes: &NodeRef, px: f64| {
        if let Some(el) = panes.cast::<web_sys::Element>() {
            let total = el.client_width() as f64;
            let w = px.clamp(EDITOR_MIN_PX, (total * EDITOR_MAX_SHARE).max(EDITOR_MIN_PX));
            let _ = el.set_attribute("style", &format!("--editor-w: {w:.0}px"));
        }
    };
    let editor_width = |panes: &NodeRef| {
        panes
            .cast::<web_sys::Element>()
            .and_then(|el| el.query_selector(".editor").ok().flatten())
            .map_or(EDITOR_MIN_PX, |e| e.get_bounding_client_rect().width())
    };
    let on_split_down = {
        let (dragging, panes) = (dragging.clone(), panes_ref.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(el) = panes.cast::<web_sys::Element>() else { return };
            let x = e.client_x() as f64 - el.get_bounding_client_rect().left() - 10.0;
            if let Some(t) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                let _ = t.set_pointer_capture(e.pointer_id());
                let _ = t.set_attribute("data-dragging", "true");
            }
            e.prevent_default();
            *dragging.borrow_mut() = Some(x - editor_width(&panes));
        })
    };
    let on_split_move = {
        let (dragging, panes) = (dragging.clone(), panes_ref.clone());
        Callback::from(move |e: PointerEvent| {
            if let (Some(grab), Some(el)) = (*dragging.borrow(), panes.cast::<web_sys::Element>()) {
                // The panes' left padding is 10 px.
                let x = e.client_x() as f64 - el.get_bounding_client_rect().left() - 10.0;
                set_editor_width(&panes, x - grab);
            }
        })
    };
    let on_split_up = {
        let dragging = dragging.clone();
        Callback::from(move |e: PointerEvent| {
            *dragging.borrow_mut() = None;
            if let Some(t) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                let _ = t.remove_attribute("data-dragging");
            }
        })
    };
    let on_split_key = {
        let panes = panes_ref.clone();
        Callback::from(move |e: KeyboardEvent| {
            let step = match e.key().as_str() {
                "ArrowLeft" => -EDITOR_KEY_STEP_PX,
                "ArrowRight" => EDITOR_KEY_STEP_PX,
                _ => return,
            };
            e.prevent_default();
            set_editor_width(&panes, editor_width(&panes) + step);
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
    let on_select = {
        let d = dispatch.clone();
        Callback::from(move |b: String| d.dispatch(Action::Select(b)))
    };
    let on_toggle_def = {
        let d = dispatch.clone();
        Callback::from(move |b: String| d.dispatch(Action::ToggleIdfDef(b)))
    };
    let on_explain = {
        let d = dispatch.clone();
        Callback::from(move |x: Option<String>| d.dispatch(Action::Explain(x)))
    };
    // The ARIA tabs pattern: one tab stop, arrow keys move between tabs (and open them).
    let on_tab_key = {
        let (d, current) = (dispatch.clone(), state.tab);
        Callback::from(move |e: KeyboardEvent| {
            let k = Tab::ALL.iter().position(|&t| t == current).unwrap_or(0);
            let n = Tab::ALL.len();
            let next = match e.key().as_str() {
                "ArrowRight" => (k + 1) % n,
                "ArrowLeft" => (k + n - 1) % n,
                "Home" => 0,
                "End" => n - 1,
                _ => return,
            };
            e.prevent_default();
            d.dispatch(Action::SetTab(Tab::ALL[next]));
            if let Some(el) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|doc| doc.get_element_by_id(&format!("tab-{}", Tab::ALL[next].id())))
                .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = el.focus();
            }
        })
    };
    let tab_button = |t: Tab| {
        let d = dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| d.dispatch(Action::SetTab(t)));
        let active = tab == t;
        let off = c_loops && t != Tab::Loops;
        // The first module: a tab the full module draws fetches it as the pointer or the focus
        // comes (the click then finds it compiled).
        let ahead = (props.full.is_none() && crate::full_module::FULL_TABS.contains(&t)).then_some(Callback::from(|_: Event| crate::full_module::prefetch()));
        html! {
            <button role="tab" id={format!("tab-{}", t.id())} aria-controls={format!("panel-{}", t.id())} disabled={off}
                    title={off.then_some("this input is a C loop nest; the CFG views need a CFG")}
                    tabindex={if active { "0" } else { "-1" }}
                    class={classes!("tab", active.then_some("active"))} data-tab={t.id()}
                    aria-selected={active.to_string()} {onclick}
                    onpointerenter={ahead.clone().map(|c| c.reform(|e: PointerEvent| e.into()))}
                    onfocus={ahead.map(|c| c.reform(|e: FocusEvent| e.into()))}>{ t.title() }</button>
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
    // An empty text is not an error: the editor says what to paste.
    let error = outcome
        .as_ref()
        .filter(|o| !c_loops && !state.committed.trim().is_empty() && o.text == state.committed)
        .and_then(|o| o.result.as_ref().err())
        .map(|e| AttrValue::from(e.clone()))
        .or_else(|| (*loops_error).clone().filter(|_| c_loops).map(AttrValue::from));
    // A CFG text that does not parse: the views (and the format badge) are the last text that
    // did, and say so.
    let stale = !c_loops && error.is_some() && shown.is_some();
    // An invalid text with nothing good to show yet (a broken first link): the views show the
    // default example, and say so.
    let fallback = error.is_some() && shown.as_ref().is_some_and(|a| *a.src != *state.committed)
        && last_good_is_fallback(&last_good.borrow());
    // A C loop nest has no functions (the last CFG's would be stale).
    let functions = shown
        .as_ref()
        .filter(|_| !c_loops)
        .map(|a| a.functions.clone())
        .unwrap_or_default();
    let selected = shown
        .as_ref()
        .filter(|_| !c_loops)
        .map(|a| a.functions[a.selected].clone())
        .unwrap_or_default();
    let status = shown.as_ref().filter(|_| !c_loops).map(|a| {
        let millis = outcome.as_ref().map_or(0.0, |o| o.millis);
        format!(
            "{} · {} · {} · {}",
            a.format.name(),
            crate::format::count(a.cfg.num_blocks(), "block"),
            crate::format::count(a.cfg.num_edges(), "edge"),
            if *pending { "analysing…".to_string() } else if millis < 0.0 { "analysed in advance (stored in the page)".to_string() } else { format!("analysed in {} ms (worker)", crate::format::thousands(millis.round() as u64)) }
        )
    });
    // Compact text also has a readable `?cfg=` link a teacher can edit by hand.
    let readable = shown
        .as_ref()
        .filter(|a| {
            a.format == reconverge_core::input::Format::Compact && state.committed.len() < 2000
        })
        .map(|_| url::readable_query(&state.committed));
    // Lessons (issue 31): the gallery bar, the lesson view in the editor's column, the editor.
    let lesson_editor = use_state(|| handoff.as_ref().as_ref().and_then(|h| h.lesson_draft.clone()));
    let on_open_lesson = {
        let d = dispatch.clone();
        Callback::from(move |l: crate::lessons::LessonLink| d.dispatch(Action::OpenLesson(Some(l))))
    };
    let on_write_lesson = {
        let e = lesson_editor.clone();
        Callback::from(move |t: String| e.set(Some(t)))
    };
    // The first module: a view it does not hold loads the full module, which takes over the
    // page with this state (`crate::full_module`).
    let needs_full = crate::full_module::needs_full(tab, c_loops, state.lesson.is_some() || lesson_editor.is_some());
    let full_error = use_state(|| None::<String>);
    {
        // The state to hand over, current while the full module loads (the text typed meanwhile
        // included; read when it is ready).
        let latest = use_mut_ref(|| None::<crate::full_module::Handoff>);
        let load = needs_full && props.full.is_none();
        if load {
            let focus = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element()).map(|e| e.id()).filter(|id| !id.is_empty());
            *latest.borrow_mut() = Some(crate::full_module::Handoff {
                link: url::LinkState { source: state.source.clone(), ..state.link_state() },
                lesson_draft: (*lesson_editor).clone(),
                focus,
            });
        }
        let (worker, full_error) = ((*worker).clone(), full_error.clone());
        use_effect_with(load, move |&load| {
            if load {
                crate::full_module::start_full(move || latest.borrow_mut().take(), Some(worker), Callback::from(move |e| full_error.set(Some(e))));
            }
        });
    }
    // The full module, started by the first one: the focus goes back where it was.
    {
        let focus = handoff.as_ref().as_ref().and_then(|h| h.focus.clone());
        use_effect_with((), move |_| {
            if let Some(id) = focus {
                gloo_timers::callback::Timeout::new(0, move || {
                    let el = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(&id));
                    if let Some(el) = el.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                        let _ = el.focus();
                    }
                })
                .forget();
            }
        });
    }
    let loading_full = match &*full_error {
        None => html! {
            <p class="hint" id="loading-full" role="status">{ format!(
                "Loading {}: the rarer views are fetched the first time one is opened…",
                if state.lesson.is_some() || lesson_editor.is_some() { "the lessons".to_string() } else { format!("“{}”", tab.title()) }
            ) }</p>
        },
        Some(e) => html! {
            <p class="alert" id="loading-full" role="alert">{ format!("The rest of the explorer did not load ({e}). Reload the page to try again; the address keeps your text.") }</p>
        },
    };
    let views = match state.focus {
        Some(v) => vec![v],
        None => View::ALL.to_vec(),
    };

    html! {
        <ContextProvider<WorkerHandle> context={(*worker).clone()}>
        <div class="app">
            <style>{ hover_css.unwrap_or_default() }</style>
            <header class="toolbar">
                <h1>{"Reconverge"}</h1>
                <label>{"Example "}
                    <select id="example" ref={example_ref} onchange={on_example}>
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
                if let Some(a) = shown.as_ref().filter(|_| !c_loops) {
                    <ExportMenu analysed={a.clone()} example={state.example.map(AttrValue::Static)} />
                }
                if let Some(q) = readable {
                    <a id="readable-link" href={q} title="A hand-editable link with the compact text in the query">{"readable link"}</a>
                }
                if let Some(s) = status {
                    <span class="status" id="status">{ s }</span>
                }
            </header>
            <crate::components::lesson_gallery::LessonBar lesson_open={state.lesson.is_some()} on_open={on_open_lesson.clone()} on_write={on_write_lesson.clone()} />
            if let (Some(t), Some(f)) = (&*lesson_editor, props.full) {
                { (f.0)(FullPart::LessonEditor { text: t,
                    on_close: { let e = lesson_editor.clone(); Callback::from(move |_| e.set(None)) },
                    on_try: { let (e, o) = (lesson_editor.clone(), on_open_lesson.clone()); Callback::from(move |l| { e.set(None); o.emit(l) }) } }) }
            }
            if let Some(e) = &*worker_error {
                <div class="alert link-alert" role="alert" id="worker-error">{ crate::format::rich(&format!("{e}. A fresh worker was started; your text is kept.")) }</div>
            }
            if fallback {
                <div class="alert link-alert" role="status" id="fallback-note">{"Your text has an error (see under the editor): the views show the default example until it parses."}</div>
            }
            if let Some(e) = &state.link_error {
                <div class="alert link-alert" role="alert" id="link-error">{ crate::format::rich(e) }
                    <button onclick={on_dismiss} title="Dismiss">{"×"}</button>
                </div>
            }
            <main class={classes!("panes", state.focus.is_some().then_some("has-focus"))} ref={panes_ref}>
                if let Some(l) = &state.lesson {
                    if let Some(f) = props.full {
                        { (f.0)(FullPart::Lesson { lesson: l, state: &state, dispatch: &dispatch, on_write: &on_write_lesson }) }
                    } else {
                        <div class="editor">{ loading_full.clone() }</div>
                    }
                } else {
                <Editor source={AttrValue::from(state.source.clone())} {error}
                        format={if c_loops { Some(AttrValue::from("c-loops")) } else { shown.as_ref().map(|a| AttrValue::from(a.format.name())) }}
                        format_stale={stale}
                        {on_edit} {on_commit} first_hint={state.example.is_some() && state.source == state.committed}
                        analysed={shown.clone().map(|a| (shown_job, a))} on_hover={on_hover.clone()} on_select={on_select.clone()}
                        scroll_to={state.function.as_ref().and(shown.as_ref()).and_then(|a| a.function_offsets.get(a.selected).copied())} />
                }
                <div class="splitter" id="splitter" role="separator" aria-orientation="vertical" aria-label="Resize the editor" tabindex="0"
                     title="Drag (or ← →) to widen or narrow the editor"
                     onpointerdown={on_split_down} onpointermove={on_split_move} onpointerup={on_split_up.clone()} onpointercancel={on_split_up}
                     onkeydown={on_split_key}></div>
                <div class={classes!("right", stale.then_some("stale"))} data-stale={stale.to_string()}>
                    <nav class="tabs" role="tablist" aria-label="Views" onkeydown={on_tab_key}>
                        { for Tab::ALL.into_iter().map(tab_button) }
                    </nav>
                    // Under the tab strip (in it, the strip's scrolling put "reset" off screen).
                    if !state.dfs_order.is_empty() {
                        <div class="dfs-order" id="dfs-order">
                            { format!("DFS order changed at {}", state.dfs_order.iter().map(|(b, _)| b.as_str()).collect::<Vec<_>>().join(", ")) }
                            <button onclick={on_reset_order} id="reset-order">{"reset"}</button>
                        </div>
                    }
                    <div class="tabpanel" role="tabpanel" id={format!("panel-{}", tab.id())} aria-labelledby={format!("tab-{}", tab.id())}>
                    <p class="what" id="what">{ tab.what() }</p>
                    if stale && !fallback {
                        <p class="stale-note" role="status" id="stale-note">{"Stale: these views show the last text that parsed; they update once the error under the editor is fixed."}</p>
                    }
                    if needs_full && props.full.is_none() {
                        { loading_full.clone() }
                    } else if let (true, Some(f)) = (c_loops, props.full) {
                        { (f.0)(FullPart::Tab { tab, analysed: None, job: shown_job, state: &state, dispatch: &dispatch,
                                                on_hover: &on_hover, on_loops_error: &on_loops_error, c_loops }) }
                    } else if let Some(a) = shown {
                        { match tab {
                            Tab::Trees => html! {<>
                                <div class="views">
                                    { for views.into_iter().map(|v| html! {
                                        <GraphView key={v.id()} view={v} analysed={a.clone()} analysis={Some(shown_job)} focused={state.focus == Some(v)}
                                                   on_hover={on_hover.clone()} on_focus={on_focus.clone()}
                                                   on_rotate={(v == View::Cfg).then(|| on_rotate.clone())} />
                                    }) }
                                </div>
                                // The constructs (and their error) of the text shown; not while it is an older text.
                                if !stale {
                                    <crate::components::vulkan_panel::ConstructsTable analysed={a.clone()} on_hover={on_hover.clone()} />
                                }
                            </>},
                            Tab::Frontiers => html! {
                                <FrontiersPanel analysed={a.clone()} selected={state.selected.clone()} defs={state.idf_defs.clone()}
                                                on_select={on_select.clone()} on_toggle_def={on_toggle_def.clone()} on_hover={on_hover.clone()} />
                            },
                            Tab::Cycles => html! {
                                <CyclesPanel analysed={a.clone()} on_hover={on_hover.clone()} on_rotate={on_rotate.clone()} />
                            },
                            Tab::Uniformity => html! {
                                <UniformityPanel analysed={a.clone()} analysis={shown_job} explain={state.explain.clone()} on_explain={on_explain.clone()}
                                                 on_hover={on_hover.clone()} on_rotate={on_rotate.clone()} />
                            },
                            Tab::Algorithms | Tab::Query | Tab::Hierarchies | Tab::Warp | Tab::IfConversion | Tab::Debug | Tab::Loops => match props.full {
                                Some(f) => (f.0)(FullPart::Tab { tab, analysed: Some(&a), job: shown_job, state: &state, dispatch: &dispatch,
                                                                 on_hover: &on_hover, on_loops_error: &on_loops_error, c_loops }),
                                None => loading_full.clone(),
                            },
                        } }
                    } else if empty_text {
                        <p class="hint" id="empty-text">{"The editor is empty: paste a CFG (compact text, LLVM IR, SPIR-V or DOT) or a C loop nest, or pick an example."}</p>
                    } else if *pending {
                        <p class="hint" id="first-analysis">{"Analysing in the worker…"}</p>
                    }
                    </div>
                </div>
            </main>
        </div>
        </ContextProvider<WorkerHandle>>
    }
}

#[cfg(test)]
mod tests {
    use super::is_history_step;
    use crate::url::LinkState;

    /// Another example or tab is a history entry; stepping the warp or editing replaces.
    #[test]
    fn examples_and_tabs_are_history_steps() {
        let a = LinkState { example: Some("fig4-2".into()), ..LinkState::default() };
        assert!(is_history_step(&a, &LinkState { example: Some("patent".into()), ..a.clone() }));
        assert!(is_history_step(&a, &LinkState { tab: Some("warp".into()), ..a.clone() }));
        assert!(!is_history_step(&a, &LinkState { warp_step: 3, ..a.clone() }));
        assert!(!is_history_step(&a, &LinkState { source: "a -> b\nb\n".into(), ..a.clone() }));
    }
}
