//! The editor pane: CodeMirror 6 (web/editor/editor.js, bundled by web/editor/build.mjs,
//! loaded `async` once the first analysis is drawn: it never delays the first drawing) with syntax highlighting per input format, the parse error as
//! a squiggle at its line:column (message on hover), hover answers from the worker (a `%value`'s
//! uniformity verdict and reason chain; a block label highlights the block in the drawings,
//! a click selects it), search (Ctrl-F), and the input error alert.
//!
//! Until the editor's script has run (and if it never does) the plain `<textarea id="source">`
//! is the editor, with its own line-number gutter. Once CodeMirror is mounted the text area
//! stays in the page as the hidden plain-text mirror of the text (`value` = the text; typing
//! into it, as scripts and the e2e tests do, replaces the editor's text).

use crate::analysis::Analysed;
use crate::bridge::WorkerHandle;
use crate::worker::{JobResult, Request, Response};
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlTextAreaElement};
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `window.ReconvergeEditor` (web/editor/editor.js).
    type EditorApi;
    #[wasm_bindgen(method)]
    fn create(this: &EditorApi, parent: &web_sys::Element, text: &str, opts: &js_sys::Object) -> CmHandle;

    /// One CodeMirror editor, as `ReconvergeEditor.create` returns it.
    type CmHandle;
    #[wasm_bindgen(method, js_name = setText)]
    fn set_text(this: &CmHandle, text: &str);
    #[wasm_bindgen(method, js_name = getText)]
    fn get_text(this: &CmHandle) -> String;
    #[wasm_bindgen(method, js_name = setLanguage)]
    fn set_language(this: &CmHandle, name: &str);
    #[wasm_bindgen(method, js_name = setWrap)]
    fn set_wrap(this: &CmHandle, on: bool);
    #[wasm_bindgen(method, js_name = setBlocks)]
    fn set_blocks(this: &CmHandle, names: &js_sys::Array);
    #[wasm_bindgen(method, js_name = setDiagnostics)]
    fn set_diagnostics(this: &CmHandle, diags: &js_sys::Array);
    #[wasm_bindgen(method, js_name = revealLine)]
    fn reveal_line(this: &CmHandle, line: u32, col: u32, select: bool);
    #[wasm_bindgen(method, js_name = setLineMarks)]
    fn set_line_marks(this: &CmHandle, marks: &js_sys::Array, layer: u32, show: u32);
    #[wasm_bindgen(method, js_name = showLine)]
    fn show_line(this: &CmHandle, line: u32);
    #[wasm_bindgen(method)]
    fn destroy(this: &CmHandle);
}

/// The global the editor's script publishes, and the event it fires once it has.
const API_GLOBAL: &str = "ReconvergeEditor";
const READY_EVENT: &str = "reconverge-editor-ready";

thread_local! {
    /// The mounted CodeMirror editor (one per page), for [`reveal_line`] callers.
    static MOUNTED: RefCell<Option<Rc<CmHandle>>> = const { RefCell::new(None) };
}

/// Selects line `line` (1-based) from column `col` to its end in the code editor and scrolls it
/// into view; `false` when the code editor is not mounted (the caller then uses the text area).
pub fn reveal_line(line: u32, col: u32) -> bool {
    MOUNTED.with(|m| match m.borrow().as_ref() {
        Some(h) => {
            h.reveal_line(line, col, true);
            true
        }
        None => false,
    })
}

/// Whether the code editor is mounted (its marks can be set: [`mark_lines`]).
pub fn mounted() -> bool {
    MOUNTED.with(|m| m.borrow().is_some())
}

/// Marks lines of the code editor (`[[line, class], …]`, 1-based) in layer `layer` (0: the
/// Debug tab's linked lines, 1: its current lines; a call replaces that layer's marks only, so a
/// step that moves the current lines leaves the linked lines' decorations alone); a click on a
/// line or its number fires `reconverge-line` on `window`. `show` (layer 1; 0: none): a line the
/// editor scrolls into its own view with the marks when it is out of view (the stopped lane's
/// IR line; the page itself never scrolls). `false` when the code editor is not mounted.
pub fn mark_lines(marks: &js_sys::Array, layer: u32, show: u32) -> bool {
    MOUNTED.with(|m| match m.borrow().as_ref() {
        Some(h) => {
            h.set_line_marks(marks, layer, show);
            true
        }
        None => false,
    })
}

/// The 1-based column of `line L:C` in an error message (1 when absent).
pub fn error_col(e: &str) -> u32 {
    let Some(i) = e.find("line ") else { return 1 };
    let rest = e[i + 5..].trim_start_matches(|c: char| c.is_ascii_digit());
    let digits: String = rest.strip_prefix(':').unwrap_or("").chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok().filter(|&c| c > 0).unwrap_or(1)
}

/// The message of `line L:C: message` (the whole text when it has no position prefix).
pub fn error_message(e: &str) -> &str {
    match e.find("line ") {
        Some(0) => e.split_once(": ").map_or(e, |(_, m)| m),
        _ => e,
    }
}

/// What the hover tooltip says about `query` (`%x` or a block name), from the uniformity
/// view: `(verdict, text)` with verdict `divergent`, `uniform` or empty (unknown).
fn hover_answer(v: &crate::uniformity_view::PanelView, query: &str) -> (String, String) {
    let line = v.arguments.iter().chain(v.blocks.iter().flat_map(|b| b.lines.iter())).find(|l| l.key == query);
    let block = v.blocks.iter().find(|b| b.name == query || b.name == query.trim_start_matches('%'));
    let chain = v.explain.as_ref().map(|c| c.text.clone()).unwrap_or_default();
    let (verdict, title) = match (line, block) {
        (Some(l), _) => ((if l.divergent { "divergent" } else { "uniform" }).to_string(), l.title.clone()),
        (None, Some(b)) => {
            let mut t = if b.divergent_branch { "divergent branch".to_string() } else { "uniform branch".to_string() };
            if b.join_count > 0 {
                t.push_str(&format!("; join of {} divergent branch{}", b.join_count, if b.join_count == 1 { "" } else { "es" }));
            }
            ((if b.divergent_branch { "divergent" } else { "uniform" }).to_string(), t)
        }
        (None, None) => (String::new(), String::new()),
    };
    // The chain can be long (one sentence per link): the first lines, then how many more.
    const MAX_CHAIN_LINES: usize = 8;
    let mut lines: Vec<&str> = chain.lines().collect();
    let more = lines.len().saturating_sub(MAX_CHAIN_LINES);
    lines.truncate(MAX_CHAIN_LINES);
    let mut text = title;
    if !lines.is_empty() && !text.contains(lines[0].trim()) {
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&lines.join("\n"));
        if more > 0 {
            text.push_str(&format!("\n… {more} more (Uniformity tab)"));
        }
    }
    (verdict, text)
}

/// Milliseconds of quiet typing before the text is analysed.
pub const DEBOUNCE_MS: u32 = 250;

/// Height of one editor line in pixels (the text area and the gutter share it, in CSS).
pub const LINE_PX: f64 = 18.0;

/// How many line numbers the gutter holds (more than a 4K screen shows).
const GUTTER_LINES: usize = 160;

/// Line numbers kept above the first visible line (so a fast scroll shows no gap).
const GUTTER_SLACK_LINES: usize = 20;

/// Properties of [`Editor`].
#[derive(Properties, Clone)]
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
    /// Called with the new text: on every keystroke in the plain text area, once typing
    /// pauses in the code editor (just before `on_commit`).
    pub on_edit: Callback<String>,
    /// Called once typing pauses.
    pub on_commit: Callback<()>,
    /// Scroll to this byte offset (and put the caret there) when it changes.
    #[prop_or_default]
    pub scroll_to: Option<usize>,
    /// Show the one-line "paste your CFG here" hint (the text is an unedited example).
    #[prop_or_default]
    pub first_hint: bool,
    /// The analysis the views show, and its worker job id (hover answers are asked about it).
    #[prop_or_default]
    pub analysed: Option<(u64, Rc<Analysed>)>,
    /// A block label is hovered in the text (`None`: left), as the drawings' hover.
    #[prop_or_default]
    pub on_hover: Callback<Option<String>>,
    /// A block label is clicked in the text.
    #[prop_or_default]
    pub on_select: Callback<String>,
}

impl PartialEq for EditorProps {
    fn eq(&self, o: &Self) -> bool {
        self.source == o.source
            && self.error == o.error
            && self.format == o.format
            && self.format_stale == o.format_stale
            && self.scroll_to == o.scroll_to
            && self.first_hint == o.first_hint
            && self.analysed.as_ref().map(|a| a.0) == o.analysed.as_ref().map(|a| a.0)
            && self.on_edit == o.on_edit
            && self.on_commit == o.on_commit
    }
}

/// The callbacks of the mounted editor (kept alive as long as it is) and what they read.
struct Mounted {
    handle: Rc<CmHandle>,
    _closures: Vec<Box<dyn std::any::Any>>,
}

/// What the editor's callbacks read: the latest props (updated every render) and the text
/// the editor holds (so a render with that text does not set it again).
#[derive(Default)]
struct Live {
    props: Option<EditorProps>,
    worker: Option<WorkerHandle>,
    text: String,
    timer: Option<Timeout>,
}

/// The hint over the editor on first load.
pub const PASTE_HINT: &str = "Paste your CFG here: compact text, LLVM IR or DOT.";

/// The 1-based line of `line L:C` in an error message.
pub fn error_line(e: &str) -> Option<usize> {
    let rest = &e[e.find("line ")? + 5..];
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok().filter(|&l| l > 0)
}

/// Creates the CodeMirror editor in `host` (the API is loaded), wiring its callbacks to `live`.
fn mount(api: &EditorApi, host: &web_sys::Element, live: &Rc<RefCell<Live>>) -> Mounted {
    let mut text = live.borrow().props.as_ref().map(|p| p.source.to_string()).unwrap_or_default();
    if text.len() > MOUNT_TEXT_MAX {
        // A large text (pasted before the editor's script ran) goes in in a task of its own, as
        // any text set from elsewhere does (below, in `Editor`): CodeMirror's creation and a
        // large document in one task made a task of over 200 ms.
        text.clear();
    }
    live.borrow_mut().text = text.clone();
    let opts = js_sys::Object::new();
    let set = |k: &str, v: &JsValue| {
        let _ = js_sys::Reflect::set(&opts, &JsValue::from_str(k), v);
    };
    // A keystroke only restarts the quiet-typing timer; when it fires, the text is read from
    // the editor once and reported (edit, then commit), so typing in a 5,000-line text does not
    // copy it, nor re-render the page, per key.
    let on_change = {
        let live = live.clone();
        Closure::<dyn FnMut()>::new(move || {
            let l2 = live.clone();
            // Replacing the handle drops (cancels) the previous timer.
            live.borrow_mut().timer = Some(Timeout::new(DEBOUNCE_MS, move || {
                let Some(h) = MOUNTED.with(|m| m.borrow().clone()) else { return };
                let text = h.get_text();
                let Some(p) = l2.borrow().props.clone() else { return };
                l2.borrow_mut().text = text.clone();
                p.on_edit.emit(text);
                p.on_commit.emit(());
            }));
        })
    };
    let on_hover = {
        let live = live.clone();
        Closure::<dyn FnMut(String, js_sys::Function)>::new(move |word: String, resolve: js_sys::Function| {
            let none = || {
                let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
            };
            let l = live.borrow();
            let (Some(p), Some(w)) = (l.props.as_ref(), l.worker.as_ref()) else { return none() };
            let Some((job, _)) = p.analysed.as_ref() else { return none() };
            // A block label is explained by its branch, a `%value` by its definition: the
            // worker tells which (it holds the IR).
            let query = word.clone();
            let analysis = *job;
            let q = query.clone();
            let resolve = resolve.clone();
            w.send(
                move |job| Request::UniformityView { job, analysis, explain: Some(q) },
                Callback::from(move |r: Response| {
                    let answer = match r {
                        Response::Done { result, .. } => match *result {
                            JobResult::UniformityView(v) => Some(hover_answer(&v, &query)),
                            _ => None,
                        },
                        Response::Progress { .. } => return,
                        _ => None,
                    };
                    match answer {
                        Some((verdict, text)) if !verdict.is_empty() || !text.is_empty() => {
                            let _ = resolve.call2(&JsValue::NULL, &JsValue::from_str(&verdict), &JsValue::from_str(&text));
                        }
                        _ => {
                            let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
                        }
                    }
                }),
            );
        })
    };
    let on_block_hover = {
        let live = live.clone();
        Closure::<dyn FnMut(Option<String>)>::new(move |b: Option<String>| {
            let p = live.borrow().props.clone();
            if let Some(p) = p {
                p.on_hover.emit(b);
            }
        })
    };
    let on_block_click = {
        let live = live.clone();
        Closure::<dyn FnMut(String)>::new(move |b: String| {
            let p = live.borrow().props.clone();
            if let Some(p) = p {
                p.on_select.emit(b);
            }
        })
    };
    set("onChange", on_change.as_ref());
    set("onHover", on_hover.as_ref());
    set("onBlockHover", on_block_hover.as_ref());
    set("onBlockClick", on_block_click.as_ref());
    if let Some(f) = live.borrow().props.as_ref().and_then(|p| p.format.clone()) {
        set("language", &JsValue::from_str(&f));
    }
    let handle = Rc::new(api.create(host, &text, &opts));
    MOUNTED.with(|m| *m.borrow_mut() = Some(handle.clone()));
    Mounted { handle, _closures: vec![Box::new(on_change), Box::new(on_hover), Box::new(on_block_hover), Box::new(on_block_click)] }
}

/// The largest text (bytes) CodeMirror is created with; a larger one is set in the next task.
const MOUNT_TEXT_MAX: usize = 32 * 1024;

/// The editor's script (copied into dist by index.html's `copy-file`), and its element's id.
const SCRIPT_SRC: &str = "reconverge-editor.js";
const SCRIPT_ID: &str = "reconverge-editor-js";

/// At the latest this long after the page starts, the editor's script is loaded even when no
/// analysis has been drawn yet (milliseconds).
const LOAD_AT_LATEST_MS: u32 = 3_000;

/// Adds the editor's `<script async>` to the page, once: after the first drawing (or
/// [`LOAD_AT_LATEST_MS`]), so its 120 KB never compete with the wasm and the first analysis.
fn load_editor_script() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    if doc.get_element_by_id(SCRIPT_ID).is_some() {
        return;
    }
    let (Ok(s), Some(head)) = (doc.create_element("script"), doc.head()) else { return };
    let _ = s.set_attribute("id", SCRIPT_ID);
    let _ = s.set_attribute("src", SCRIPT_SRC);
    let _ = s.set_attribute("async", "");
    let _ = head.append_child(&s);
}

/// How often (ms) [`load_editor_script_once_drawn`] looks for a drawn block, and how many times.
const DRAWN_POLL_MS: u32 = 40;
const DRAWN_POLLS: u32 = 50;

/// Loads the editor's script once a block of a drawing (`[data-block]`) is in the document, or
/// after [`DRAWN_POLLS`] looks ([`LOAD_AT_LATEST_MS`] still applies): on a first visit the
/// script's evaluation and the editor's creation would otherwise run between the analysis'
/// arrival and the first drawing (docs/PERFORMANCE.md "First load").
fn load_editor_script_once_drawn(tries: u32) {
    let drawn = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-block]").ok().flatten())
        .is_some();
    if drawn || tries >= DRAWN_POLLS {
        Timeout::new(0, load_editor_script).forget();
    } else {
        Timeout::new(DRAWN_POLL_MS, move || load_editor_script_once_drawn(tries + 1)).forget();
    }
}

/// `window.ReconvergeEditor`, once the editor's script has run.
fn editor_api() -> Option<EditorApi> {
    let w = web_sys::window()?;
    let v = js_sys::Reflect::get(&w, &JsValue::from_str(API_GLOBAL)).ok()?;
    (!v.is_undefined() && !v.is_null()).then(|| v.unchecked_into())
}

/// The block names of `a`, as the drawings' `data-block` attributes spell them.
fn block_names(a: &Analysed) -> js_sys::Array {
    a.cfg.blocks().map(|b| JsValue::from_str(a.cfg.name_of(b))).collect()
}

/// The source editor: CodeMirror once its script has loaded (the text area `#source` until
/// then, and its hidden mirror after), with the format badge, hints and the error alert.
#[function_component]
pub fn Editor(props: &EditorProps) -> Html {
    let timer = use_mut_ref(|| None::<Timeout>);
    let area = use_node_ref();
    let gutter = use_node_ref();
    let host = use_node_ref();
    let scroll_top = use_state(|| 0.0f64);
    let worker = use_context::<WorkerHandle>();
    let live = use_mut_ref(Live::default);
    {
        let mut l = live.borrow_mut();
        l.props = Some(props.clone());
        l.worker = worker.clone();
    }
    // The mounted CodeMirror editor (`None`: the text area is the editor).
    let cm = use_state(|| None::<Rc<Mounted>>);
    {
        let (cm, host, live) = (cm.clone(), host.clone(), live.clone());
        use_effect_with((), move |_| {
            let try_mount = {
                let (cm, host, live) = (cm.clone(), host.clone(), live.clone());
                move || {
                    if let (Some(api), Some(el)) = (editor_api(), host.cast::<web_sys::Element>()) {
                        cm.set(Some(Rc::new(mount(&api, &el, &live))));
                        true
                    } else {
                        false
                    }
                }
            };
            let listener = if try_mount() {
                None
            } else {
                let cb = Closure::<dyn FnMut()>::new(move || {
                    try_mount();
                });
                if let Some(w) = web_sys::window() {
                    let _ = w.add_event_listener_with_callback(READY_EVENT, cb.as_ref().unchecked_ref());
                }
                Some(cb)
            };
            move || {
                if let (Some(cb), Some(w)) = (listener, web_sys::window()) {
                    let _ = w.remove_event_listener_with_callback(READY_EVENT, cb.as_ref().unchecked_ref());
                }
                MOUNTED.with(|m| {
                    if let Some(h) = m.borrow_mut().take() {
                        h.destroy();
                    }
                });
            }
        });
    }
    // The editor's script: after the first drawing (an analysis or an error), else after 3 s.
    use_effect_with((), |_| {
        let t = Timeout::new(LOAD_AT_LATEST_MS, load_editor_script);
        move || drop(t)
    });
    use_effect_with((props.analysed.is_some(), props.error.is_some()), |&(analysed, error)| {
        if error {
            // After this frame is painted (a timeout of 0 runs after the drawing's task).
            Timeout::new(0, load_editor_script).forget();
        } else if analysed {
            // The analysis is here, but the drawings take a few more tasks (measuring, then
            // drawing): the script (and CodeMirror's set-up, ~50 ms) waits for a block on screen.
            load_editor_script_once_drawn(0);
        }
    });
    let handle = cm.as_ref().map(|m| m.handle.clone());
    // The text changed elsewhere (an example, a link, the mirror text area): into the editor,
    // in a task of its own after this render (replacing a large document takes CodeMirror
    // ~170 ms; in the render's task it made a paste one task of over 200 ms).
    if let Some(h) = &handle {
        let mut l = live.borrow_mut();
        if l.text != *props.source {
            l.text = props.source.to_string();
            let (h, text) = (h.clone(), props.source.clone());
            Timeout::new(0, move || h.set_text(&text)).forget();
        }
    }
    // Long lines wrapped (the gutter is hidden then: its numbers are per unwrapped line).
    let wrap = use_state(|| false);
    {
        let h = handle.clone();
        use_effect_with((*wrap, h.is_some()), move |(on, _)| {
            if let Some(h) = h {
                h.set_wrap(*on);
            }
        });
    }
    {
        let h = handle.clone();
        use_effect_with((props.format.clone(), h.is_some()), move |(f, _)| {
            if let Some(h) = h {
                h.set_language(f.as_deref().unwrap_or(""));
            }
        });
    }
    {
        let (h, a) = (handle.clone(), props.analysed.clone());
        use_effect_with((a.as_ref().map(|a| a.0), h.is_some()), move |_| {
            if let (Some(h), Some((_, a))) = (h, a) {
                h.set_blocks(&block_names(&a));
            }
        });
    }
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
    let numbers = use_memo((first, last, handle.is_some()), |&(first, last, cm)| {
        let mut s = String::new();
        if !cm {
            for i in first + 1..=last {
                s.push_str(&i.to_string());
                s.push('\n');
            }
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
    // The error as a squiggle (CodeMirror), and its line scrolled into view when it changes.
    {
        let (area, h) = (area.clone(), handle.clone());
        let error = props.error.clone();
        use_effect_with((error, h.is_some()), move |(error, _)| {
            let l = error.as_deref().and_then(error_line);
            if let Some(h) = &h {
                let diags = js_sys::Array::new();
                if let (Some(e), Some(l)) = (error.as_deref(), l) {
                    let d = js_sys::Object::new();
                    let _ = js_sys::Reflect::set(&d, &"line".into(), &JsValue::from(l as u32));
                    let _ = js_sys::Reflect::set(&d, &"col".into(), &JsValue::from(error_col(e)));
                    let _ = js_sys::Reflect::set(&d, &"message".into(), &JsValue::from_str(error_message(e)));
                    diags.push(&d);
                }
                h.set_diagnostics(&diags);
                if let Some(l) = l {
                    h.show_line(l as u32);
                }
            } else if let (Some(l), Some(a)) = (l, area.cast::<HtmlElement>()) {
                let y = (l as f64 - 1.0) * LINE_PX;
                let (top, h) = (a.scroll_top() as f64, a.client_height() as f64);
                if y < top || y > top + h - 2.0 * LINE_PX {
                    a.set_scroll_top((y - h / 3.0).max(0.0) as i32);
                }
            }
        });
    }
    // Scroll to a chosen function.
    {
        let (area, src, h) = (area.clone(), props.source.clone(), handle.clone());
        use_effect_with(props.scroll_to, move |off| {
            if let (Some(off), Some(a)) = (off, area.cast::<HtmlTextAreaElement>()) {
                let off = (*off).min(src.len());
                let line = src.as_bytes()[..off].iter().filter(|&&b| b == b'\n').count();
                let _ = a.set_selection_range(off as u32, off as u32);
                a.set_scroll_top(((line as f64) * LINE_PX - 2.0 * LINE_PX).max(0.0) as i32);
                if let Some(h) = h {
                    h.reveal_line(line as u32 + 1, 1, false);
                }
            }
        });
    }
    let mounted = handle.is_some();
    html! {
        <div class="editor">
            <div class="editor-head">
                <label for="source">{"Input"}</label>
                <span class="editor-tools">
                    if mounted {
                        <span class="hint editor-keys" title="Ctrl-F search, Ctrl-Z undo; hover a %value for its uniformity, a block label to find it in the drawings (click selects it)">{"Ctrl-F search · hover %values"}</span>
                    }
                    <label class="wrap-toggle" title={if mounted { "Wrap long lines" } else { "Wrap long lines (the line numbers are hidden while wrapping)" }}>
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
            <div class={classes!("editor-body", wrap.then_some("wrapped"), mounted.then_some("cm"))}>
                if !mounted {
                    <pre class="gutter" ref={gutter} aria-hidden="true" data-lines={lines.to_string()}><div class="gutter-lines" style={gutter_style}>{ (*numbers).clone() }</div></pre>
                }
                if let (Some(l), false, false) = (err_line, *wrap, mounted) {
                    <div class="error-line" id="error-line" data-line={l.to_string()}
                         style={format!("top: {:.0}px", 8.0 + (l as f64 - 1.0) * LINE_PX - *scroll_top)}></div>
                }
                <div class="cm-host" id="code-editor" ref={host} data-error-line={err_line.map(|l| l.to_string())}></div>
                <textarea id="source" class={classes!(mounted.then_some("mirror"))} ref={area} spellcheck="false" autocomplete="off" wrap={if *wrap { "soft" } else { "off" }} placeholder={"entry -> a, b\na -> c\nb -> c\nc"}
                          value={props.source.clone()} {oninput} {onscroll} aria-describedby="input-error"
                          aria-hidden={mounted.then_some("true")} tabindex={mounted.then_some("-1")} />
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
    use super::{error_col, error_line, error_message};

    #[test]
    fn error_lines() {
        assert_eq!(error_line("line 12:5: expected `,`, found `x`"), Some(12));
        assert_eq!(error_line("no position"), None);
    }

    #[test]
    fn error_columns_and_messages() {
        assert_eq!(error_col("line 12:5: expected `,`, found `x`"), 5);
        assert_eq!(error_col("line 12: no column"), 1);
        assert_eq!(error_col("no position"), 1);
        assert_eq!(error_message("line 3:8: expected a successor block name, found `,`"), "expected a successor block name, found `,`");
        assert_eq!(error_message("too many blocks"), "too many blocks");
    }
}
