//! The editor pane: the text area, debounced commits, and the input error alert.

use gloo_timers::callback::Timeout;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// Milliseconds of quiet typing before the text is analysed.
pub const DEBOUNCE_MS: u32 = 250;

/// Properties of [`Editor`].
#[derive(Properties, PartialEq, Clone)]
pub struct EditorProps {
    /// The text, exactly as typed.
    pub source: AttrValue,
    /// The parse error of the committed text, `line L:C: …`.
    pub error: Option<AttrValue>,
    /// The detected input format (`compact`, `llvm-ir`, `dot`).
    pub format: Option<AttrValue>,
    /// Called on every keystroke with the new text.
    pub on_edit: Callback<String>,
    /// Called once typing pauses.
    pub on_commit: Callback<()>,
}

/// The source editor (`<textarea id="source">`) with its alert.
#[function_component]
pub fn Editor(props: &EditorProps) -> Html {
    let timer = use_mut_ref(|| None::<Timeout>);
    let oninput = {
        let (on_edit, on_commit, timer) = (
            props.on_edit.clone(),
            props.on_commit.clone(),
            timer.clone(),
        );
        Callback::from(move |e: InputEvent| {
            let area: HtmlTextAreaElement = e.target_unchecked_into();
            on_edit.emit(area.value());
            let on_commit = on_commit.clone();
            // Replacing the handle drops (cancels) the previous timer.
            *timer.borrow_mut() = Some(Timeout::new(DEBOUNCE_MS, move || on_commit.emit(())));
        })
    };
    html! {
        <div class="editor">
            <div class="editor-head">
                <label for="source">{"Input"}</label>
                if let Some(f) = &props.format {
                    <span class="badge" id="format">{ f.clone() }</span>
                }
            </div>
            <textarea id="source" spellcheck="false" autocomplete="off" wrap="off"
                      value={props.source.clone()} {oninput} aria-describedby="input-error" />
            if let Some(e) = &props.error {
                <div id="input-error" class="alert" role="alert">{ e.clone() }</div>
            }
            <details class="help">
                <summary>{"Compact CFG syntax"}</summary>
                <pre>{"entry -> a, b     # ordered successors (first = T)\na ~> c, d         # ~> divergent branch\nb => c, d         # => uniform branch\nc                 # a block with no successors is an exit\n1->2,5  2->3,4    # several statements per line\n// comments with # or //"}</pre>
                <p>{"LLVM IR modules (as clang or opt write them) and Graphviz "}<code>{"digraph"}</code>{" are detected automatically."}</p>
            </details>
        </div>
    }
}
