//! The lesson view (issue 31): the open lesson's step — its narrative, its question with the
//! student's input (options ticked here or blocks clicked in the drawings), **Reveal** with the
//! core's computed answer, the marks and the reason chain — step navigation, and presenter mode.
//!
//! The step's scenario is applied to the explorer as a link state
//! ([`crate::lessons::step_link`]), so the usual tabs show it. The lesson text is fetched
//! (gallery) or comes with the link (written in the page); the worker parses it and answers
//! its questions ([`crate::worker::Request::Lesson`], [`crate::worker::Request::LessonStep`]).
//! The student's answers stay in `localStorage`.
//!
//! Keys: ← / → (or Page Up / Page Down) move between steps when the focus is not in a choice;
//! in presenter mode also Space, and Escape leaves it. Test hooks: `#lesson[data-step][data-steps]`,
//! `[data-option]` with `data-mark` after a reveal, `#lesson-reveal`, `#lesson-answer`.

use crate::bridge::use_job;
use crate::lessons::{examples_named, AnswerAction, paragraphs, same_name, step_link, Answers, LessonDoc, LessonLink, QuestionDoc, StepAnswer};
use crate::url::LinkState;
use crate::worker::{JobResult, Request};
use std::rc::Rc;
use wasm_bindgen::{closure::Closure, JsCast};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// Narrative text as HTML: `code`, **strong**, *emphasis* ([`crate::lessons::spans`]).
pub fn prose(text: &str) -> Html {
    use crate::lessons::Span;
    html! { <>{ for crate::lessons::spans(text).into_iter().map(|s| match s {
        Span::Plain(t) => html! { t.to_string() },
        Span::Code(t) => html! { <code>{ t.to_string() }</code> },
        Span::Strong(t) => html! { <strong>{ t.to_string() }</strong> },
        Span::Em(t) => html! { <em>{ t.to_string() }</em> },
    }) }</> }
}

thread_local! {
    /// The pending [`focus_later`] (a newer one replaces, and so cancels, it).
    static FOCUS_LATER: std::cell::RefCell<Option<gloo_timers::callback::Timeout>> = const { std::cell::RefCell::new(None) };
    /// The reader's key presses and pointer presses so far (a capture listener on `window`,
    /// added by the first [`focus_later`]).
    static INPUTS: std::cell::Cell<Option<u64>> = const { std::cell::Cell::new(None) };
}

/// Focuses the element `id` after the next render (it may not exist yet), unless the reader
/// has pressed a key or a pointer button since the call and the focus is somewhere (the focus
/// is then theirs: a Tab to the first choice, a click). A focus lost to the page's body (the
/// render removed its element) is always moved. A newer call cancels a pending one. Without
/// these a reader who pressed keys within the 30 ms (or a test that did) had the focus taken
/// back to the step's heading, and the next key went there. The element that had the focus
/// cannot tell: the render may reuse it for another button (Try again becomes the next step's
/// Reveal).
fn focus_later(id: &'static str) {
    let Some(w) = web_sys::window() else { return };
    if INPUTS.with(|n| n.get()).is_none() {
        INPUTS.with(|n| n.set(Some(0)));
        let count = Closure::<dyn Fn(web_sys::Event)>::new(|_: web_sys::Event| INPUTS.with(|n| n.set(n.get().map(|k| k + 1))));
        for event in ["keydown", "pointerdown"] {
            let _ = w.add_event_listener_with_callback_and_bool(event, count.as_ref().unchecked_ref(), true);
        }
        // Lives as long as the page (one listener for every later call).
        count.forget();
    }
    let at = INPUTS.with(|n| n.get());
    let t = gloo_timers::callback::Timeout::new(30, move || {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
        let lost = doc.active_element().is_none_or(|a| a.tag_name().eq_ignore_ascii_case("body"));
        if INPUTS.with(|n| n.get()) != at && !lost {
            return;
        }
        if let Some(el) = doc.get_element_by_id(id) {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        }
    });
    // The previous one, if pending, is cancelled when dropped here (a fired one is not running).
    FOCUS_LATER.with(|f| *f.borrow_mut() = Some(t));
}

/// Fetches `url` as text (lesson files, the lesson index, the hardware panel's traces).
pub async fn fetch_text(url: &str) -> Result<String, String> {
    let w = web_sys::window().ok_or("no window")?;
    let resp = JsFuture::from(w.fetch_with_str(url)).await.map_err(|_| format!("{url} could not be fetched"))?;
    let resp: web_sys::Response = resp.dyn_into().map_err(|_| "not a response".to_string())?;
    if !resp.ok() {
        return Err(format!("{url}: HTTP {}", resp.status()));
    }
    let text = JsFuture::from(resp.text().map_err(|_| "no body".to_string())?).await.map_err(|_| format!("{url}: no body"))?;
    Ok(text.as_string().unwrap_or_default())
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Reads `key` from `localStorage`.
pub fn load_local(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Writes `key` to `localStorage` (quietly does nothing where storage is off).
pub fn save_local(key: &str, value: &str) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, value);
    }
}

/// The answers of one lesson (its [`LessonLink::key`]).
#[derive(Clone, Debug, PartialEq)]
struct AnswersState {
    key: String,
    answers: Answers,
}

/// A change to [`AnswersState`].
enum AnswersMsg {
    /// Another lesson's answers (read from `localStorage`).
    Load(String, Answers),
    /// The student acted.
    Act(AnswerAction),
}

impl Reducible for AnswersState {
    type Action = AnswersMsg;

    fn reduce(self: Rc<Self>, m: AnswersMsg) -> Rc<Self> {
        match m {
            AnswersMsg::Load(key, answers) if key != self.key || answers != self.answers => Rc::new(AnswersState { key, answers }),
            AnswersMsg::Load(..) => self,
            AnswersMsg::Act(a) => {
                Rc::new(AnswersState { key: self.key.clone(), answers: self.answers.apply(&a) })
            }
        }
    }
}

fn load_answers(l: &LessonLink) -> Answers {
    load_local(&Answers::storage_key(l)).and_then(|j| serde_json::from_str(&j).ok()).unwrap_or_default()
}

/// The page's address without its query and fragment.
fn page_base() -> String {
    web_sys::window()
        .map(|w| {
            let l = w.location();
            format!("{}{}", l.origin().unwrap_or_default(), l.pathname().unwrap_or_else(|_| "/".into()))
        })
        .unwrap_or_default()
}

/// The link that opens step `k` of `lesson` on another machine: the short `?lesson=` link for a
/// gallery lesson, else the whole lesson compressed into the fragment.
pub fn student_link(lesson: &LessonLink, k: usize, link: &LinkState) -> String {
    match &lesson.id {
        Some(id) => format!("{}{}", page_base(), crate::url::lesson_query(id, k)),
        None => format!("{}#{}", page_base(), crate::url::encode(link)),
    }
}

/// Properties of [`LessonPanel`].
#[derive(Properties, PartialEq, Clone)]
pub struct LessonProps {
    /// The open lesson and its step.
    pub lesson: LessonLink,
    /// The explorer's committed text (a step with no input keeps it).
    pub source: AttrValue,
    /// The explorer's example, while its text is unedited.
    pub example: Option<AttrValue>,
    /// Show this link state (a step's scenario).
    pub on_open: Callback<LinkState>,
    /// Close the lesson.
    pub on_close: Callback<()>,
    /// Open the lesson editor with this text.
    pub on_edit: Callback<String>,
}

/// What the student did at the shown step.
#[derive(Clone, Debug, PartialEq, Default)]
struct Picks {
    picked: Vec<String>,
    revealed: bool,
}

/// The lesson view (replaces the editor column while a lesson is open).
#[function_component]
pub fn LessonPanel(props: &LessonProps) -> Html {
    let lesson = &props.lesson;
    // The lesson's text: with the link, or fetched from the gallery.
    let text = use_state(|| None::<Result<Rc<str>, String>>);
    {
        let text = text.clone();
        use_effect_with((lesson.id.clone(), lesson.text.clone()), move |(id, t)| {
            match (id, t) {
                // The gallery texts the lesson names are fetched with it (examples.rs `load_named`).
                (_, Some(t)) if crate::examples::named_are_here(t) => text.set(Some(Ok(Rc::from(t.as_str())))),
                (_, Some(t)) => {
                    text.set(None);
                    let t = t.clone();
                    wasm_bindgen_futures::spawn_local(async move {
                        crate::examples::load_named(&t).await;
                        text.set(Some(Ok(Rc::from(t.as_str()))));
                    });
                }
                (Some(id), None) => {
                    text.set(None);
                    let url = format!("{}/{}", crate::lessons::LESSON_DIR, id);
                    wasm_bindgen_futures::spawn_local(async move {
                        let got = fetch_text(&url).await;
                        if let Ok(t) = &got {
                            crate::examples::load_named(t).await;
                        }
                        text.set(Some(got.map(|t| Rc::from(t.as_str()))));
                    });
                }
                (None, None) => text.set(Some(Err("the link names no lesson".into()))),
            }
        });
    }
    let body: Option<Rc<str>> = text.as_ref().and_then(|r| r.as_ref().ok()).cloned();
    let (doc_job, _) = use_job(body.clone(), |t, job| {
        let text = t.as_deref().unwrap_or("").to_string();
        Request::Lesson { job, examples: examples_named(&text), text }
    });
    // A job's view holds the previous request's answer until the new one arrives: only the
    // answer to this text counts.
    let text_key = body.as_deref().map(|t| crate::lessons::fnv1a(t.as_bytes()));
    let doc: Option<Rc<LessonDoc>> = match doc_job.result.as_deref().and_then(JobResult::lesson) {
        Some(d) if Some(d.key) == text_key && doc_job.done => Some(Rc::new(d.clone())),
        _ => None,
    };
    let n = doc.as_ref().map_or(0, |d| d.steps.len());
    let k = lesson.step.min(n.saturating_sub(1));
    let current = LinkState { source: props.source.to_string(), example: props.example.as_ref().map(|e| e.to_string()), ..LinkState::default() };
    // Apply the shown step's scenario once per (lesson, step): on opening, and when a link
    // (a student link, the address bar) moves to another step.
    let applied = use_mut_ref(|| None::<(String, usize)>);
    {
        let (applied, on_open, lesson, current, doc) = (applied.clone(), props.on_open.clone(), lesson.clone(), current.clone(), doc.clone());
        use_effect_with((doc.clone().map(|d| d.steps.len()), lesson.clone(), body.clone()), move |_| {
            if let Some(d) = &doc {
                let key = (lesson.key(), lesson.step);
                if applied.borrow().as_ref() != Some(&key) && !d.steps.is_empty() {
                    *applied.borrow_mut() = Some(key);
                    on_open.emit(step_link(d, &lesson, lesson.step.min(d.steps.len() - 1), &current));
                }
            }
        });
    }
    let go = {
        let (applied, on_open, lesson, doc, current) = (applied.clone(), props.on_open.clone(), lesson.clone(), doc.clone(), current.clone());
        Callback::from(move |to: usize| {
            let Some(d) = &doc else { return };
            if to >= d.steps.len() || to == lesson.step {
                return;
            }
            *applied.borrow_mut() = Some((lesson.key(), to));
            on_open.emit(step_link(d, &lesson, to, &current));
            // The step's heading takes the focus: Tab then reaches its first choice.
            focus_later("lesson-step-title");
        })
    };
    // The student's answers, kept in localStorage only (a reducer: each key press applies to
    // the newest answers).
    let answers = use_reducer(|| AnswersState { key: lesson.key(), answers: load_answers(lesson) });
    {
        let (answers, l) = (answers.dispatcher(), lesson.clone());
        use_effect_with(lesson.key(), move |_| answers.dispatch(AnswersMsg::Load(l.key(), load_answers(&l))));
    }
    {
        use_effect_with(answers.clone(), move |a| {
            if let Ok(json) = serde_json::to_string(&a.answers) {
                save_local(&format!("reconverge.lesson.{}", a.key), &json);
            }
        });
    }
    let picks = {
        let (p, r) = if answers.key == lesson.key() { answers.answers.get(k) } else { Default::default() };
        Picks { picked: p, revealed: r }
    };
    let act = {
        let d = answers.dispatcher();
        Callback::from(move |a: AnswerAction| d.dispatch(AnswersMsg::Act(a)))
    };
    let step = doc.as_ref().and_then(|d| d.steps.get(k).cloned());
    let question = step.as_ref().and_then(|s| s.question.clone());
    // The options (and, once revealed, the computed answer) from the worker.
    let ask = (body.clone().filter(|_| question.is_some()), k, picks.revealed.then(|| picks.picked.clone()));
    let (answer_job, _) = use_job(ask, |(t, k, picked), job| {
        let text = t.as_deref().unwrap_or("").to_string();
        Request::LessonStep { job, examples: examples_named(&text), text, step: *k, picked: picked.clone() }
    });
    // While the reveal is computed the options stay (no jump): the last answer of this step.
    let last_answer = use_mut_ref(|| None::<((String, usize), Result<StepAnswer, String>)>);
    let answer: Option<Result<StepAnswer, String>> = match answer_job.result.as_deref().and_then(JobResult::lesson_step) {
        Some((key, r))
            if answer_job.done && Some(key) == text_key.map(|t| (t, k)) && r.as_ref().map_or(true, |a| a.reveal.is_some() == picks.revealed) =>
        {
            *last_answer.borrow_mut() = Some(((lesson.key(), k), r.clone()));
            Some(r.clone())
        }
        _ => last_answer
            .borrow()
            .as_ref()
            .filter(|(key, _)| *key == (lesson.key(), k))
            .map(|(_, r)| r.clone().map(|a| StepAnswer { reveal: None, ..a })),
    };
    let options: Vec<String> = answer.as_ref().and_then(|r| r.as_ref().ok()).map(|a| a.options.clone()).unwrap_or_default();
    let reveal = answer.as_ref().and_then(|r| r.as_ref().ok()).and_then(|a| a.reveal.clone()).filter(|_| picks.revealed);
    let toggle = {
        let (act, single) = (act.clone(), question.as_ref().is_some_and(|q| q.single));
        Callback::from(move |o: String| act.emit(AnswerAction::Toggle { step: k, option: o, single }))
    };
    // Blocks clicked in any drawing answer a block question.
    {
        let (toggle, options) = (toggle.clone(), options.clone());
        let clicks = question.as_ref().is_some_and(QuestionDoc::clicks_blocks) && !picks.revealed;
        use_effect_with((clicks, options.clone(), picks.clone()), move |(clicks, _, _)| {
            let listener = clicks.then(|| {
                Closure::<dyn Fn(web_sys::MouseEvent)>::new(move |e: web_sys::MouseEvent| {
                    let Some(t) = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
                    if let Ok(Some(b)) = t.closest(".right [data-block]") {
                        let name = b.get_attribute("data-block").unwrap_or_default();
                        if options.contains(&name) {
                            toggle.emit(name);
                        }
                    }
                })
            });
            let teardown = listener.map(|l| super::listen(web_sys::window().and_then(|w| w.document()).map(Into::into), "click", l));
            move || {
                if let Some(t) = teardown {
                    t()
                }
            }
        });
    }
    // Presenter mode: the page's other parts hide (`body.presenting`), the type grows.
    let present = use_state(|| false);
    {
        use_effect_with(*present, move |&on| {
            let doc = web_sys::window().and_then(|w| w.document());
            if let Some(body) = doc.as_ref().and_then(|d| d.body()) {
                let _ = if on { body.class_list().add_1("presenting") } else { body.class_list().remove_1("presenting") };
            }
            if let Some(d) = &doc {
                if on {
                    if let Some(el) = d.document_element() {
                        // Refused without a user gesture or in some browsers: the mode works anyway.
                        let _ = el.request_fullscreen();
                    }
                } else if d.fullscreen_element().is_some() {
                    d.exit_fullscreen();
                }
            }
            move || {
                if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
                    let _ = body.class_list().remove_1("presenting");
                }
            }
        });
    }
    let on_key = {
        let (go, present) = (go.clone(), present.clone());
        move |e: &web_sys::KeyboardEvent, presenting: bool| {
            let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let tag = target.as_ref().map(|t| t.tag_name().to_ascii_lowercase()).unwrap_or_default();
            let kind = target.as_ref().and_then(|t| t.get_attribute("type")).unwrap_or_default();
            // Arrows belong to radio groups and text fields; Space to buttons and check boxes.
            let in_choice = tag == "textarea" || tag == "select" || (tag == "input" && kind != "checkbox") || (tag == "input" && kind == "radio");
            let activates = matches!(tag.as_str(), "button" | "input" | "a" | "summary" | "select" | "textarea");
            let to = match e.key().as_str() {
                "ArrowRight" | "PageDown" if !in_choice => Some(1i64),
                "ArrowLeft" | "PageUp" if !in_choice => Some(-1),
                " " if presenting && !activates => Some(1),
                "Escape" if presenting => {
                    present.set(false);
                    e.prevent_default();
                    None
                }
                _ => None,
            };
            if let Some(d) = to {
                e.prevent_default();
                go.emit((k as i64 + d).max(0) as usize);
            }
        }
    };
    // In presenter mode the keys work wherever the focus is; otherwise the arrows also work
    // where there is no focus (on the page's body: a render removed the focused button, as a
    // step without a question removes Try again), so they never stop moving the lesson. (Page
    // Up and Down on the body still scroll the page.)
    {
        let on_key = on_key.clone();
        use_effect_with((*present, k, n), move |&(on, _, _)| {
            let listener = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
                let on_body = e.target().and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()).is_some_and(|t| t.tag_name().eq_ignore_ascii_case("body"))
                    && matches!(e.key().as_str(), "ArrowRight" | "ArrowLeft");
                if on || on_body {
                    on_key(&e, on)
                }
            });
            super::listen(web_sys::window().and_then(|w| w.document()).map(Into::into), "keydown", listener)
        });
    }
    let onkeydown = {
        let (on_key, present) = (on_key.clone(), *present);
        Callback::from(move |e: KeyboardEvent| {
            if !present {
                on_key(&e, false)
            }
        })
    };

    let on_close = {
        let (cb, present) = (props.on_close.clone(), present.clone());
        Callback::from(move |_: MouseEvent| {
            present.set(false);
            cb.emit(())
        })
    };
    let on_edit = {
        let (cb, body) = (props.on_edit.clone(), body.clone());
        Callback::from(move |_: MouseEvent| cb.emit(body.as_deref().unwrap_or("").to_string()))
    };
    let on_present = {
        let present = present.clone();
        Callback::from(move |_: MouseEvent| present.set(!*present))
    };
    let on_reveal = {
        let act = act.clone();
        Callback::from(move |_: MouseEvent| {
            act.emit(AnswerAction::Reveal(k));
            // The button goes; the focus moves to the one that replaces it.
            focus_later("lesson-retry");
        })
    };
    let on_retry = {
        let act = act.clone();
        Callback::from(move |_: MouseEvent| {
            act.emit(AnswerAction::Retry(k));
            focus_later("lesson-step-title");
        })
    };
    let nav = |to: Option<usize>| {
        let go = go.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(t) = to {
                go.emit(t)
            }
        })
    };

    // The drawings mark the picks, then right / wrong / missed.
    let mark_css = {
        let mut css = String::new();
        let rule = |css: &mut String, b: &str, style: &str| {
            css.push_str(&format!(".right [data-block=\"{}\"] > .box {{ {style} }}\n", crate::svg::css_string(b)));
        };
        if let Some(s) = &step {
            for b in &s.scenario.highlight {
                rule(&mut css, b, "stroke: var(--hover); stroke-width: 3;");
            }
        }
        if question.as_ref().is_some_and(QuestionDoc::clicks_blocks) {
            match &reveal {
                Some(r) => {
                    for b in &r.right {
                        rule(&mut css, b, "fill: var(--mark-right-fill); stroke: var(--mark-right); stroke-width: 3;");
                    }
                    for b in &r.wrong {
                        rule(&mut css, b, "fill: var(--mark-wrong-fill); stroke: var(--mark-wrong); stroke-width: 3;");
                    }
                    for b in &r.missed {
                        rule(&mut css, b, "fill: var(--mark-missed-fill); stroke: var(--mark-missed); stroke-width: 3; stroke-dasharray: 5 3;");
                    }
                }
                None => {
                    for b in &picks.picked {
                        rule(&mut css, b, "fill: var(--mark-pick-fill); stroke: var(--accent); stroke-width: 3;");
                    }
                }
            }
        }
        css
    };

    let Some(doc) = doc else {
        let msg = match &*text {
            Some(Err(e)) => html! { <div class="alert" role="alert" id="lesson-load-error">{ e.clone() }</div> },
            _ => html! { <p class="hint">{"Loading the lesson…"}</p> },
        };
        return html! {
            <aside class="lesson" id="lesson" data-state="loading">
                <div class="lesson-head"><span class="lesson-title">{"Lesson"}</span>
                    <button id="lesson-close" onclick={on_close} title="Close the lesson">{"×"}</button></div>
                { msg }
            </aside>
        };
    };
    let link_here = doc.steps.get(k).map(|_| step_link(&doc, lesson, k, &current)).unwrap_or_default();
    let student = student_link(lesson, k, &link_here);
    let question_html = question.as_ref().map(|q| {
        let mark = |o: &str| {
            reveal.as_ref().map(|r| {
                let has = |v: &[String]| v.iter().any(|x| same_name(x, o));
                if has(&r.right) {
                    "right"
                } else if has(&r.wrong) {
                    "wrong"
                } else if has(&r.missed) {
                    "missed"
                } else {
                    "none"
                }
            })
        };
        let option = |o: &String| {
            let checked = picks.picked.contains(o);
            let toggle = toggle.clone();
            let name = o.clone();
            let m = mark(o);
            let sign = match m {
                Some("right") => "✓ ",
                Some("wrong") => "✗ ",
                Some("missed") => "○ ",
                _ => "",
            };
            html! {
                <label class="option" data-option={o.clone()} data-mark={m}>
                    <input type={if q.single { "radio" } else { "checkbox" }} name="lesson-option" {checked} disabled={picks.revealed}
                           onchange={Callback::from(move |_: Event| toggle.emit(name.clone()))} />
                    <span class="sign" aria-hidden="true">{ sign }</span>
                    { crate::format::rich(&format!("`{o}`")) }
                </label>
            }
        };
        html! {
            <fieldset class="question" id="lesson-question" data-kind={q.kind.clone()}>
                <legend>{ prose(&q.prompt) }</legend>
                if q.clicks_blocks() && !picks.revealed {
                    <p class="hint">{"Tick them here or click them in the drawing."}</p>
                }
                { match &answer {
                    None => html! { <p class="hint" id="lesson-options-pending">{"Asking the core…"}</p> },
                    Some(Err(e)) => html! { <div class="alert" role="alert" id="lesson-question-error">{ crate::format::rich(e) }</div> },
                    Some(Ok(_)) if q.kind == "text" => {
                        let act = act.clone();
                        html! {
                            <input type="text" id="lesson-text-answer" aria-label="Your answer" value={picks.picked.join(" ")} disabled={picks.revealed}
                                   oninput={Callback::from(move |e: InputEvent| {
                                       let v = e.target_unchecked_into::<web_sys::HtmlInputElement>().value();
                                       act.emit(AnswerAction::Type(k, v.split([' ', ',']).filter(|x| !x.is_empty()).map(str::to_string).collect()))
                                   })} />
                        }
                    }
                    Some(Ok(_)) => html! { <div class={classes!("options", q.single.then_some("single"))}>{ for options.iter().map(option) }</div> },
                } }
                if !picks.revealed {
                    <button id="lesson-reveal" class="primary" onclick={on_reveal} disabled={answer.is_none()}
                            title="Show the core's answer beside yours">{"Reveal"}</button>
                } else {
                    <button id="lesson-retry" onclick={on_retry} title="Clear your answer and try again">{"Try again"}</button>
                }
                if let Some(r) = &reveal {
                    <div class="reveal" id="lesson-answer" role="status" data-all-right={r.all_right().to_string()}>
                        <p class="verdict">{ if r.all_right() { "Right: your answer is the computed one." } else { "Not quite: the computed answer is marked ✓ (you had it), ✗ (yours, not in it) and ○ (missed)." } }</p>
                        <p class="computed"><strong>{"Computed answer: "}</strong>
                            { if r.answer.is_empty() { html! {"none"} } else { crate::format::rich(&r.answer.iter().map(|a| format!("`{a}`")).collect::<Vec<_>>().join(", ")) } }</p>
                        if !r.reasons.is_empty() {
                            <ol class="reasons" id="lesson-reasons">{ for r.reasons.iter().map(|x| html! { <li>{ crate::format::rich(x) }</li> }) }</ol>
                        }
                    </div>
                }
            </fieldset>
        }
    });
    html! {
        <aside class={classes!("lesson", present.then_some("presenting"))} id="lesson" data-state="ready" data-step={k.to_string()} data-steps={n.to_string()}
               data-revealed={picks.revealed.to_string()} {onkeydown} aria-label="Lesson">
            <style>{ mark_css }</style>
            <div class="lesson-head">
                <span class="lesson-title" id="lesson-title">{ doc.title.clone() }</span>
                <span class="lesson-count" id="lesson-count">{ format!("{} / {}", k + 1, n.max(1)) }</span>
                <button id="lesson-close" onclick={on_close} title="Close the lesson (back to the explorer)">{"×"}</button>
            </div>
            if !doc.follows.is_empty() {
                <details class="lesson-follows"><summary>{"Sources"}</summary>{ prose(&doc.follows) }</details>
            }
            if k == 0 && !doc.intro.is_empty() {
                <div class="lesson-intro" id="lesson-intro">{ for paragraphs(&doc.intro).iter().map(|p| html! { <p>{ prose(p) }</p> }) }</div>
            }
            if !doc.errors.is_empty() {
                <div class="alert lesson-errors" role="alert" id="lesson-errors">
                    { format!("{} in this lesson (the other steps load):", crate::format::count(doc.errors.len(), "error")) }
                    <ul>{ for doc.errors.iter().map(|e| html! { <li>{ crate::format::rich(e) }</li> }) }</ul>
                </div>
            }
            if let Some(s) = &step {
                <h2 id="lesson-step-title" tabindex="-1">{ format!("Step {}: {}", k + 1, s.title) }</h2>
                if !s.errors.is_empty() {
                    <div class="alert" role="alert" id="lesson-step-errors">{ for s.errors.iter().map(|e| html! { <div>{ crate::format::rich(e) }</div> }) }</div>
                }
                <div class="narrative" id="lesson-narrative">{ for paragraphs(&s.narrative).iter().map(|p| html! { <p>{ prose(p) }</p> }) }</div>
                { for question_html }
            } else {
                <p class="hint">{"This lesson has no steps."}</p>
            }
            <nav class="lesson-nav" aria-label="Steps">
                <button id="lesson-prev" onclick={nav(k.checked_sub(1))} disabled={k == 0} title="Previous step (←)">{"‹ Previous"}</button>
                <button id="lesson-next" class="primary" onclick={nav((k + 1 < n).then_some(k + 1))} disabled={k + 1 >= n} title="Next step (→)">{"Next ›"}</button>
                <button id="lesson-present" onclick={on_present} title="Presenter mode: full screen, large type; ← → Space move, Esc leaves">{ if *present { "Leave presenter" } else { "Present" } }</button>
                <button id="lesson-edit" onclick={on_edit} title="Open this lesson in the lesson editor">{"Edit"}</button>
            </nav>
            <p class="student-link" id="student-link">{"Student link: "}<a href={student.clone()} target="_blank" rel="noopener">{ student.clone() }</a></p>
        </aside>
    }
}
