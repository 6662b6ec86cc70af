//! The editor pane: the text area with line numbers, debounced commits, and the input error
//! alert. The error's line (`line L:C: …`) is marked in the gutter and scrolled into view;
//! choosing a function scrolls the text to it.

use gloo_timers::callback::Timeout;
use web_sys::{HtmlElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Milliseconds of quiet typing before the text is analysed.
pub const DEBOUNCE_MS: u32 = 250;

/// Height of one editor line in pixels (the text area and the gutter share it, in CSS).
pub const LINE_PX: f64 = 18.0;

/// How many line numbers the gutter holds (more than a 4K screen shows).
const GUTTER_LINES: usize = 160;

/// Line numbers kept above the first visible line (so a fast scroll shows no gap).
const GUTTER_SLACK_LINES: usize = 20;

/// Properties of [`Editor`].
#[derive(Properties, PartialEq, Clone)]
pub struct EditorProps {
    /// The text, exactly as typed.
    pub source: AttrValue,
    /// The parse error of the committed text, `line L:C: …`.
    pub error: Option<AttrValue>,
    /// The detected input format (`compact`, `llvm-ir`, `dot`).
    pub format: Option<AttrValue>,
    /// The format shown is the last text that parsed, not the one in the editor (marked stale).
    #[prop_or_default]
    pub format_stale: bool,
    /// Called on every keystroke with the new text.
    pub on_edit: Callback<String>,
    /// Called once typing pauses.
    pub on_commit: Callback<()>,
    /// Scroll to this byte offset (and put the caret there) when it changes.
    #[prop_or_default]
    pub scroll_to: Option<usize>,
    /// Show the one-line "paste your CFG here" hint (the text is an unedited example).
    #[prop_or_default]
    pub first_hint: bool,
}

/// The hint over the editor on first load.
pub const PASTE_HINT: &str = "Paste your CFG here: compact text, LLVM IR or DOT.";

/// The 1-based line of `line L:C` in an error message.
pub fn error_line(e: &str) -> Option<usize> {
    let rest = &e[e.find("line ")? + 5..];
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok().filter(|&l| l > 0)
}

/// The source editor (`<textarea id="source">`) with its gutter and alert.
#[function_component]
pub fn Editor(props: &EditorProps) -> Html {
    let timer = use_mut_ref(|| None::<Timeout>);
    let area = use_node_ref();
    let gutter = use_node_ref();
    let scroll_top = use_state(|| 0.0f64);
    // Long lines wrapped (the gutter is hidden then: its numbers are per unwrapped line).
    let wrap = use_state(|| false);
    let on_wrap = {
        let wrap = wrap.clone();
        Callback::from(move |_: Event| wrap.set(!*wrap))
    };
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
    let onscroll = {
        let (gutter, scroll_top) = (gutter.clone(), scroll_top.clone());
        Callback::from(move |e: Event| {
            let area: HtmlElement = e.target_unchecked_into();
            let top = area.scroll_top();
            if let Some(g) = gutter.cast::<HtmlElement>() {
                g.set_scroll_top(top);
            }
            scroll_top.set(top as f64);
        })
    };
    let lines = props.source.as_str().split('\n').count().max(1);
    // Only the line numbers around the visible lines are in the gutter (a 5,000-line paste
    // would otherwise lay out 5,000 numbers beside the text area's own 5,000 lines).
    let first = ((*scroll_top / LINE_PX) as usize).saturating_sub(GUTTER_SLACK_LINES).min(lines - 1);
    let last = (first + GUTTER_LINES).min(lines);
    let numbers = use_memo((first, last), |&(first, last)| {
        let mut s = String::with_capacity((last - first) * 6);
        for i in first + 1..=last {
            s.push_str(&i.to_string());
            s.push('\n');
        }
        s
    });
    // A margin, not padding: a box is never shorter than its padding (the gutter would grow).
    let gutter_style = format!("margin-top: {:.0}px", first as f64 * LINE_PX);
    // The gutter follows the text area's scroll once its numbers are the new ones (a scroll
    // set before them could be clamped to the old, shorter gutter).
    {
        let (gutter, top) = (gutter.clone(), *scroll_top);
        use_effect_with((first, top.to_bits()), move |_| {
            if let Some(g) = gutter.cast::<HtmlElement>() {
                g.set_scroll_top(top as i32);
            }
        });
    }
    let empty = props.source.trim().is_empty();
    let err_line = props.error.as_deref().and_then(error_line);
    // Scroll the error's line into view when the error changes.
    {
        let area = area.clone();
        use_effect_with(err_line, move |l| {
            if let (Some(l), Some(a)) = (l, area.cast::<HtmlElement>()) {
                let y = (*l as f64 - 1.0) * LINE_PX;
                let (top, h) = (a.scroll_top() as f64, a.client_height() as f64);
                if y < top || y > top + h - 2.0 * LINE_PX {
                    a.set_scroll_top((y - h / 3.0).max(0.0) as i32);
                }
            }
        });
    }
    // Scroll to a chosen function.
    {
        let (area, src) = (area.clone(), props.source.clone());
        use_effect_with(props.scroll_to, move |off| {
            if let (Some(off), Some(a)) = (off, area.cast::<HtmlTextAreaElement>()) {
                let off = (*off).min(src.len());
                let line = src.as_bytes()[..off].iter().filter(|&&b| b == b'\n').count();
                let _ = a.set_selection_range(off as u32, off as u32);
                a.set_scroll_top(((line as f64) * LINE_PX - 2.0 * LINE_PX).max(0.0) as i32);
            }
        });
    }
    html! {
        <div class="editor">
            <div class="editor-head">
                <label for="source">{"Input"}</label>
                <span class="editor-tools">
                    <label class="wrap-toggle" title="Wrap long lines (the line numbers are hidden while wrapping)">
                        <input type="checkbox" id="editor-wrap" checked={*wrap} onchange={on_wrap} />{"wrap"}
                    </label>
                    if let Some(f) = &props.format {
                        <span class={classes!("badge", props.format_stale.then_some("stale"))} id="format" data-stale={props.format_stale.to_string()}
                              title={if props.format_stale { "The format of the last text that parsed (the text in the editor has an error)" } else { "The detected input format" }}>
                            { f.clone() }{ if props.format_stale { " · stale" } else { "" } }</span>
                    }
                </span>
            </div>
            if empty {
                <p class="hint editor-hint" id="editor-hint" data-empty="true">{"The editor is empty: paste a CFG (compact text "}<code>{"a -> b, c"}</code>{", LLVM IR or DOT) or pick an Example."}</p>
            } else if props.first_hint {
                <p class="hint editor-hint" id="editor-hint" title={PASTE_HINT}>{ PASTE_HINT }</p>
            }
            <div class={classes!("editor-body", wrap.then_some("wrapped"))}>
                <pre class="gutter" ref={gutter} aria-hidden="true" data-lines={lines.to_string()}><div class="gutter-lines" style={gutter_style}>{ (*numbers).clone() }</div></pre>
                if let (Some(l), false) = (err_line, *wrap) {
                    <div class="error-line" id="error-line" data-line={l.to_string()}
                         style={format!("top: {:.0}px", 8.0 + (l as f64 - 1.0) * LINE_PX - *scroll_top)}></div>
                }
                <textarea id="source" ref={area} spellcheck="false" autocomplete="off" wrap={if *wrap { "soft" } else { "off" }} placeholder={"entry -> a, b\na -> c\nb -> c\nc"}
                          value={props.source.clone()} {oninput} {onscroll} aria-describedby="input-error" />
            </div>
            if let Some(e) = &props.error {
                <div id="input-error" class="alert" role="alert">{ crate::format::rich(e) }</div>
            }
            <details class="help">
                <summary>{"Syntax: compact CFG, IR, DOT, thread directives"}</summary>
                <pre>{"entry -> a, b     # ordered successors (first = T)\na ~> c, d         # ~> divergent branch\nb => c, d         # => uniform branch\nc                 # a block with no successors is an exit\n1->2,5  2->3,4    # several statements per line\n// comments with # or //"}</pre>
                <p>{"LLVM IR modules (as clang or opt write them) and Graphviz "}<code>{"digraph"}</code>{" are detected automatically."}</p>
                <p>{"Thread directives ("}<code>{"threads: 8"}</code>{", "}<code>{"rule B: tid < 2 ? X : Y"}</code>{", "}<code>{"thread T1: a b c"}</code>{") are lines of the compact text; in LLVM IR put them in "}<code>{";"}</code>{" comments, in DOT in "}<code>{"//"}</code>{" comments."}</p>
            </details>
            <details class="help" id="limits">
                <summary>{"Limits of the page (the reconverge CLI has none of these)"}</summary>
                <ul>
                    { for reconverge_core::limits::BROWSER.iter().map(|l| html! {
                        <li data-limit={l.name}>{ format!("{} {} for {}", crate::format::thousands(l.max), l.what, l.applies_to) }</li>
                    }) }
                </ul>
                <p class="hint">{"Above a limit the page says which one and by how much; every gallery example and every input at a limit was measured under 1 GB of memory (docs/PERFORMANCE.md)."}</p>
            </details>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::error_line;

    #[test]
    fn error_lines() {
        assert_eq!(error_line("line 12:5: expected `,`, found `x`"), Some(12));
        assert_eq!(error_line("no position"), None);
    }
}
