//! The lesson editor (issue 31): a text area beside a live preview. The worker parses the text
//! as it is typed ([`crate::worker::Request::Lesson`]); every error shows at its line and
//! column while the steps that parse still preview. The lesson becomes a link holding its
//! whole text (compressed like the scenario links, [`crate::url::encode`]); it can be opened
//! in the page, loaded from a file and saved as one. The draft stays in `localStorage`.

use crate::bridge::use_job;
use crate::components::lesson::{load_local, prose, save_local};
use crate::components::lesson_gallery::read_file;
use crate::lessons::{paragraphs, LessonDoc, LessonLink};
use crate::url::LinkState;
use crate::worker::{JobResult, Request};
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// The `localStorage` key of the editor's draft.
pub const DRAFT_KEY: &str = "reconverge.lesson-draft";

/// Milliseconds of quiet typing before the preview is parsed again.
pub const PREVIEW_DEBOUNCE_MS: u32 = 300;

/// A new lesson's text (docs/LESSONS.md says more).
pub const TEMPLATE: &str = "# My lesson\n\n## The CFG\nexample: fig4-2\nThe entry dominates every block.\n\n## Dominators\nexample: fig4-2\nask: Which blocks dominate `5`?\n";

/// Properties of [`LessonEditor`].
#[derive(Properties, PartialEq, Clone)]
pub struct LessonEditorProps {
    /// The text to edit (empty: the draft, else the template).
    pub text: AttrValue,
    /// Close the editor.
    pub on_close: Callback<()>,
    /// Open the lesson in the page.
    pub on_try: Callback<LessonLink>,
}

/// The link holding `text` as a lesson (its first step sets the scenario once opened).
pub fn lesson_link(text: &str) -> String {
    let base = web_sys::window()
        .map(|w| {
            let l = w.location();
            format!("{}{}", l.origin().unwrap_or_default(), l.pathname().unwrap_or_else(|_| "/".into()))
        })
        .unwrap_or_default();
    format!("{base}#{}", crate::url::encode(&LinkState { lesson: Some(LessonLink::written(text)), ..LinkState::default() }))
}

/// The lesson editor (over the panes).
#[function_component]
pub fn LessonEditor(props: &LessonEditorProps) -> Html {
    let draft = use_state(|| {
        if !props.text.is_empty() {
            props.text.to_string()
        } else {
            load_local(DRAFT_KEY).filter(|d| !d.trim().is_empty()).unwrap_or_else(|| TEMPLATE.to_string())
        }
    });
    // The text the preview shows (the draft once typing pauses).
    // (Empty until the gallery texts the draft names are fetched: examples.rs `load_named`.)
    let parsed = use_state(|| Some((*draft).clone()).filter(|d| crate::examples::named_are_here(d)).unwrap_or_default());
    {
        let (draft, parsed) = ((*draft).clone(), parsed.clone());
        use_effect_with((), move |_| {
            if parsed.is_empty() && !draft.is_empty() {
                set_parsed(parsed, draft);
            }
        });
    }
    let timer = use_mut_ref(|| None::<Timeout>);
    let (job, _) = use_job((*parsed).clone(), |t, job| Request::Lesson { job, examples: crate::lessons::examples_named(t), text: t.clone() });
    let doc: Option<LessonDoc> = match job.result.as_deref().and_then(JobResult::lesson) {
        Some(d) if job.done && d.key == crate::lessons::fnv1a(parsed.as_bytes()) => Some(d.clone()),
        _ => None,
    };
    let link = use_state(|| None::<String>);
    let file_error = use_state(|| None::<String>);
    let oninput = {
        let (draft, parsed, timer, link) = (draft.clone(), parsed.clone(), timer.clone(), link.clone());
        Callback::from(move |e: InputEvent| {
            let t = e.target_unchecked_into::<HtmlTextAreaElement>().value();
            save_local(DRAFT_KEY, &t);
            draft.set(t.clone());
            link.set(None);
            let parsed = parsed.clone();
            *timer.borrow_mut() = Some(Timeout::new(PREVIEW_DEBOUNCE_MS, move || set_parsed(parsed, t)));
        })
    };
    let set_text = {
        let (draft, parsed) = (draft.clone(), parsed.clone());
        move |t: String| {
            save_local(DRAFT_KEY, &t);
            draft.set(t.clone());
            set_parsed(parsed.clone(), t);
        }
    };
    let on_file = {
        let (set_text, file_error) = (set_text.clone(), file_error.clone());
        Callback::from(move |e: Event| {
            let (set_text, file_error) = (set_text.clone(), file_error.clone());
            read_file(&e, move |r| match r {
                Ok((_, t)) => {
                    file_error.set(None);
                    set_text(t)
                }
                Err(e) => file_error.set(Some(e)),
            })
        })
    };
    let on_try = {
        let (cb, draft) = (props.on_try.clone(), draft.clone());
        Callback::from(move |_: MouseEvent| cb.emit(LessonLink::written(&draft)))
    };
    let on_link = {
        let (link, draft) = (link.clone(), draft.clone());
        Callback::from(move |_: MouseEvent| {
            let l = lesson_link(&draft);
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&l);
            }
            link.set(Some(l));
        })
    };
    let on_download = {
        let draft = draft.clone();
        Callback::from(move |_: MouseEvent| download("my.lesson", &draft))
    };
    let on_close = {
        let cb = props.on_close.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let onkeydown = {
        let cb = props.on_close.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                cb.emit(())
            }
        })
    };
    let preview = match &doc {
        None => html! { <p class="hint">{"Parsing…"}</p> },
        Some(d) => html! { <>
            <h3 id="preview-title">{ if d.title.is_empty() { "(no title)".to_string() } else { d.title.clone() } }</h3>
            if !d.follows.is_empty() {
                <p class="lesson-follows">{ crate::format::rich(&format!("Follows {}", d.follows)) }</p>
            }
            if !d.errors.is_empty() {
                <div class="alert" role="alert" id="lesson-preview-errors">
                    <ul>{ for d.errors.iter().map(|e| html! { <li>{ crate::format::rich(e) }</li> }) }</ul>
                </div>
            }
            <p class="hint" id="preview-count">{ format!("{}, {}", crate::format::count(d.steps.len(), "step"), crate::format::count(d.steps.iter().filter(|s| s.question.is_some()).count(), "question")) }</p>
            <ol class="preview-steps">
                { for d.steps.iter().enumerate().map(|(k, s)| html! {
                    <li data-step={k.to_string()} class={classes!((!s.errors.is_empty()).then_some("has-error"))}>
                        <strong>{ s.title.clone() }</strong>
                        { for paragraphs(&s.narrative).first().map(|p| html! { <p>{ prose(p) }</p> }) }
                        if let Some(q) = &s.question {
                            <p class="q">{"Q: "}{ prose(&q.prompt) }</p>
                        }
                        { for s.errors.iter().map(|e| html! { <p class="alert">{ crate::format::rich(e) }</p> }) }
                    </li>
                }) }
            </ol>
        </> },
    };
    html! {
        <div class="lesson-editor" id="lesson-editor" role="dialog" aria-label="Lesson editor" {onkeydown}>
            <div class="lesson-editor-head">
                <h2>{"Write a lesson"}</h2>
                <span class="hint">{ crate::format::rich("The format is in `docs/LESSONS.md`; the preview updates as you type.") }</span>
                <div class="lesson-editor-tools">
                    <button id="lesson-try" class="primary" onclick={on_try} title="Open this lesson in the page">{"Open in the page"}</button>
                    <button id="lesson-copy-link" onclick={on_link} title="Copy a link holding the whole lesson">{"Copy link"}</button>
                    <label class="button file-button">{"Load a file…"}<input type="file" id="lesson-editor-file" accept=".lesson,.txt,.md,text/plain" onchange={on_file} /></label>
                    <button id="lesson-download" onclick={on_download} title="Save the lesson as a file">{"Save as file"}</button>
                    <button id="lesson-editor-close" onclick={on_close} title="Close the editor (Esc)">{"×"}</button>
                </div>
            </div>
            if let Some(e) = &*file_error {
                <div class="alert" role="alert">{ e.clone() }</div>
            }
            if let Some(l) = &*link {
                <p class="lesson-link-out" id="lesson-link-out">{ format!("Link copied ({} characters): ", crate::format::thousands(l.len() as u64)) }<a href={l.clone()}>{"open it"}</a></p>
            }
            <div class="lesson-editor-body">
                <textarea id="lesson-source" spellcheck="false" aria-label="Lesson text" value={(*draft).clone()} {oninput} />
                <div class="lesson-preview" id="lesson-preview" aria-live="polite">{ preview }</div>
            </div>
        </div>
    }
}

/// Offers `text` as a download named `name`.
fn download(name: &str, text: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type("text/plain");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Some(a) = doc.create_element("a").ok().and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok()) {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Shows `t` in the preview once the gallery texts it names are here (fetched first if not).
fn set_parsed(parsed: UseStateHandle<String>, t: String) {
    if crate::examples::named_are_here(&t) {
        parsed.set(t);
    } else {
        wasm_bindgen_futures::spawn_local(async move {
            crate::examples::load_named(&t).await;
            parsed.set(t);
        });
    }
}
