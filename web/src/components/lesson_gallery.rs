//! The lessons gallery on the first screen (issue 31): one sentence on what Reconverge teaches,
//! the first lesson one click (or Enter) away, every lesson in a picker beside the examples,
//! a lesson file to open, and the lesson editor. The gallery's index is fetched
//! (`lessons/index.txt`, [`crate::lessons::parse_index`]), like the lessons themselves.

use crate::components::lesson::fetch_text;
use crate::lessons::{parse_index, IndexEntry, LessonLink, INDEX_FILE, LESSON_DIR};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// What the first screen says about the tool.
pub const WELCOME: &str = "Reconverge teaches where a GPU warp's threads part at a branch and where they meet again: dominance, cycles, uniformity, dynamic instances, reconvergence. Each lesson asks you first, then reveals the computed answer and its reason.";

/// Properties of [`LessonBar`].
#[derive(Properties, PartialEq, Clone)]
pub struct LessonBarProps {
    /// Whether a lesson is open (the bar then steps aside).
    pub lesson_open: bool,
    /// Open this lesson.
    pub on_open: Callback<LessonLink>,
    /// Open the lesson editor (empty: its draft or the template).
    pub on_write: Callback<String>,
}

/// Reads a chosen file's text, then calls `done` with it (or with the error).
pub fn read_file(e: &Event, done: impl FnOnce(Result<(String, String), String>) + 'static) {
    let input: HtmlInputElement = e.target_unchecked_into();
    let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
    input.set_value("");
    wasm_bindgen_futures::spawn_local(async move {
        let name = file.name();
        match wasm_bindgen_futures::JsFuture::from(file.text()).await {
            Ok(t) => done(Ok((name, t.as_string().unwrap_or_default()))),
            Err(_) => done(Err(format!("{name} could not be read"))),
        }
    });
}

/// The lessons bar under the toolbar.
#[function_component]
pub fn LessonBar(props: &LessonBarProps) -> Html {
    let index = use_state(|| None::<Result<Vec<IndexEntry>, String>>);
    {
        let index = index.clone();
        use_effect_with((), move |_| {
            wasm_bindgen_futures::spawn_local(async move {
                index.set(Some(fetch_text(&format!("{LESSON_DIR}/{INDEX_FILE}")).await.and_then(|t| parse_index(&t))));
            });
        });
    }
    let file_error = use_state(|| None::<String>);
    if props.lesson_open {
        return html! {};
    }
    let entries = index.as_ref().and_then(|r| r.as_ref().ok()).cloned().unwrap_or_default();
    let on_start = {
        let (cb, first) = (props.on_open.clone(), entries.first().map(|e| e.file.clone()));
        Callback::from(move |_: MouseEvent| {
            if let Some(id) = &first {
                cb.emit(LessonLink::gallery(id))
            }
        })
    };
    let on_pick = {
        let cb = props.on_open.clone();
        Callback::from(move |e: Event| {
            let sel: HtmlSelectElement = e.target_unchecked_into();
            let v = sel.value();
            if !v.is_empty() {
                cb.emit(LessonLink::gallery(&v));
            }
        })
    };
    let on_write = {
        let cb = props.on_write.clone();
        Callback::from(move |_: MouseEvent| cb.emit(String::new()))
    };
    let on_file = {
        let (cb, file_error) = (props.on_open.clone(), file_error.clone());
        Callback::from(move |e: Event| {
            let (cb, file_error) = (cb.clone(), file_error.clone());
            read_file(&e, move |r| match r {
                Ok((_, text)) => {
                    file_error.set(None);
                    cb.emit(LessonLink::written(&text))
                }
                Err(e) => file_error.set(Some(e)),
            })
        })
    };
    html! {
        <section class="lesson-bar" id="lessons" aria-label="Lessons">
            <p class="welcome" id="welcome"><strong>{"Learn with it. "}</strong>{ WELCOME }</p>
            <div class="lesson-actions">
                { match (&*index, entries.first()) {
                    (_, Some(first)) => html! {
                        <button id="lesson-start" class="primary" onclick={on_start} title="Open the first lesson">{ format!("Start: {}", first.title) }</button>
                    },
                    (Some(Err(e)), None) => html! { <span class="alert" id="lesson-index-error">{ e.clone() }</span> },
                    _ => html! {},
                } }
                <label>{"Lessons "}
                    <select id="lesson-pick" onchange={on_pick}>
                        <option value="" selected=true disabled=true>{ format!("({} lessons)", entries.len()) }</option>
                        { for entries.iter().map(|e| html! {
                            <option value={e.file.clone()} title={e.source.clone()}>{ format!("{} ({} steps, {} questions)", e.title, e.steps, e.questions) }</option>
                        }) }
                    </select>
                </label>
                <button id="lesson-write" onclick={on_write} title="Write a lesson in the page and share it as a link">{"Write a lesson"}</button>
                <label class="button file-button" title="Open a .lesson file">{"Open a lesson file…"}
                    <input type="file" id="lesson-file" accept=".lesson,.txt,.md,text/plain" onchange={on_file} />
                </label>
                if let Some(e) = &*file_error {
                    <span class="alert">{ e.clone() }</span>
                }
            </div>
        </section>
    }
}
