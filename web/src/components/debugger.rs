//! The Debug tab (issue 33 items 2–4): the source-level debugger of the core
//! (`interpreter::debugger`) on the editor's IR kernel, in the debug worker
//! ([`crate::debug_worker`]; the page only sends commands and draws the stop it gets back).
//!
//! What it shows: the **source pane** (the kernel's source text, pasted, dropped or chosen as a
//! `.cl` / `.cu` file, saved in the link; without it the lines are named `kernel.cl:62` from
//! the debug information), coloured as Compiler Explorer colours source and assembly: each
//! source line with code has a colour, and its IR lines in the editor and its blocks in the CFG
//! have the same one. Hovering or clicking a source line lights its IR lines and blocks;
//! clicking an IR line or a block lights its source line. Each lane's current line is marked
//! in the source pane (and its IR line in the editor); the stepping buttons; the lanes of the
//! stopped work-item's warp with their next instruction; the lanes × values table (a uniform
//! value once, divergent values per lane, undefined values marked); the work-group's warps (a
//! click shows that warp's lanes and values at the same stop, `DebugSession::warp_lanes`, and
//! focuses its first work-item for the next step); breakpoints on a source line (its number), an IR line (the editor's
//! line number) or a block (the block's line under the CFG).
//! The stepping keys (F10 a line, F11 an instruction, Shift+F11 a block, Shift+F10 back, F8 to
//! the next breakpoint: [`key_command`]) press the buttons while the tab is open.
//!
//! A step redraws what it changed (issue 33 item 7: a step in the page under 16 ms): the source
//! pane's rows, the lanes and the values rows are components of their own ([`SrcRow`],
//! [`LaneRow`], [`ValueRowView`]) that Yew skips when their props are unchanged (a line step of
//! one work-item moves one lane's row, a few values and two source rows); the source pane's rows
//! are made once per text (memoised on the source text and the session's key); the editor's
//! marks are two layers ([`crate::components::editor::mark_lines`]): the linked lines' colours,
//! set when the text or the lit line changes, and the lanes' current lines, set when those move;
//! the CFG ([`GraphView`]) is not redrawn by a stop (its props compare equal). The worker's
//! answer is a [`DebugView`] of the stop (lanes, values, the line table: a few KB; no source, IR
//! or drawing).
//!
//! Test hooks: `#debug` (`data-reason`, `data-position`, `data-work-item`, `data-busy`,
//! `data-running`: a command in flight over 150 ms, `data-worker-ms`: the worker's time for the
//! last command, for `scripts/bench-debug-step`;
//! `data-lanes`: the stopped warp's lanes, of which the tables draw those in view),
//! `.src-line[data-line]` (`data-bp`, `data-lanes`), `#dbg-values tr[data-var]` with
//! `td[data-lane]`, `#dbg-lanes tr[data-lane]`, `#dbg-lanes-title[data-warp]` (the shown warp),
//! `#dbg-warps button[data-warp]`.

use crate::analysis::Analysed;
use crate::bridge::WorkerHandle;
use crate::components::graph_view::GraphView;
use crate::debug_job::{DebugCommand, DebugRequest, DebugView, LaneView, WireBreakpoint as Breakpoint, WireMemory as MemoryRequest};
use crate::debug_worker::DebugResponse;
use crate::state::View;
use reconverge_core::interpreter::debugger::{BreakAt, Granularity, ValueRow};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use super::text_box::TextBox;
use web_sys::{DragEvent, HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Properties of [`DebugPanel`].
#[derive(Properties, Clone)]
pub struct DebugProps {
    /// The analyses of the editor's text (its text is debugged; its CFG is drawn).
    pub analysed: Rc<Analysed>,
    /// The kernel's source text (empty: none given).
    pub source: AttrValue,
    /// Replace the source text.
    pub on_source: Callback<String>,
    /// Hover a block in the drawings.
    pub on_hover: Callback<Option<String>>,
}

impl PartialEq for DebugProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed) && self.source == o.source
    }
}

/// Colours of source lines (CSS `--dbg-cK`), as Compiler Explorer cycles its palette.
const COLOURS: u32 = 8;

fn colour(line: u32) -> u32 {
    line % COLOURS
}

/// The command sender: a command, and overrides of the breakpoints and the memory request.
type Send = Rc<dyn Fn(DebugCommand, Option<Vec<Breakpoint>>, Option<Option<MemoryRequest>>)>;

/// What the live event listener needs of the current render (the editor's line clicks).
#[derive(Default)]
struct Live {
    on_ir: Option<Callback<(u32, bool)>>,
}

/// The Debug tab.
#[function_component]
pub fn DebugPanel(props: &DebugProps) -> Html {
    let worker = use_context::<WorkerHandle>().expect("WorkerHandle context");
    let view = use_state(|| None::<Rc<DebugView>>);
    let worker_ms = use_state(|| 0.0f64);
    // `#debug`'s `data-busy` is set on the element, not rendered from a state: a command's
    // start and end then cost no render of the tab (the stop's answer renders once). The
    // visible "running…" (`data-running`) comes only when an answer takes over
    // [`RUNNING_AFTER_MS`]; the timer is dropped (cancelled) when the answer comes.
    let root = use_node_ref();
    let running = use_mut_ref(|| None::<gloo_timers::callback::Timeout>);
    let breakpoints = use_state(Vec::<Breakpoint>::new);
    let focus = use_state(|| [0u64; 3]);
    let only_focus = use_state(|| false);
    // The condition new breakpoints get (empty: none), and the memory view's page (`None`: closed).
    let cond = use_state(String::new);
    let mem = use_state(|| None::<MemoryRequest>);
    // Lit source lines: hovered (wins) and clicked.
    let hovered = use_state(|| None::<u32>);
    let sticky = use_state(Vec::<u32>::new);
    let lit_block = use_state(|| None::<String>);
    let live = use_mut_ref(Live::default);
    // The lanes and values tables draw only the rows / lane columns their scroll boxes show
    // ([`Window`]): the first row and column in view, and the values box's width in px.
    let lane_from = use_state_eq(|| 0usize);
    let col_from = use_state_eq(|| 0usize);
    let vals_px = use_state_eq(|| web_sys::window().and_then(|w| w.inner_width().ok()).and_then(|w| w.as_f64()).unwrap_or(1400.0) as u32);
    let vals_ref = use_node_ref();
    let lanes_ref = use_node_ref();
    let text = props.analysed.src.clone();
    let key = crate::lessons::fnv1a(text.as_bytes());
    let is_ir = props.analysed.function().and_then(|f| f.ir()).is_some();

    // The warp of the stopped work-group the tab shows (`None`: the one that stopped); a
    // command that moves the stop shows the stopped warp again.
    let shown_warp = use_mut_ref(|| None::<u32>);
    let send: Send = {
        let (worker, view, root, breakpoints, focus, mem, worker_ms, shown_warp, running) = (worker.clone(), view.clone(), root.clone(), breakpoints.clone(), focus.clone(), mem.clone(), worker_ms.clone(), shown_warp.clone(), running.clone());
        Rc::new(move |command: DebugCommand, bps: Option<Vec<Breakpoint>>, m: Option<Option<MemoryRequest>>| {
            if command != DebugCommand::Show {
                *shown_warp.borrow_mut() = None;
            }
            let warp = *shown_warp.borrow();
            let (view, root2, worker_ms, running2) = (view.clone(), root.clone(), worker_ms.clone(), running.clone());
            let on = Callback::from(move |r: DebugResponse| {
                mark_busy(&root2, &running2, false);
                if r.view.key == key && !r.view.error.as_deref().is_some_and(|e| e.starts_with("stale")) {
                    worker_ms.set(r.millis);
                    view.set(Some(Rc::new(*r.view)));
                }
            });
            mark_busy(&root, &running, true);
            let (breakpoints, focus, memory) = (bps.unwrap_or_else(|| (*breakpoints).clone()), *focus, m.unwrap_or_else(|| (*mem).clone()));
            worker.debug(move |job| DebugRequest { job, key, command, breakpoints, focus, memory, warp }, on);
        })
    };
    // A new text: a new session (the old one is for a stale text).
    {
        let (send, text, view, sticky) = (send.clone(), text.clone(), view.clone(), sticky.clone());
        use_effect_with((key, is_ir), move |&(_, ir)| {
            view.set(None);
            sticky.set(Vec::new());
            if ir {
                send(DebugCommand::Start(text.to_string()), None, None);
            }
        });
    }
    let cmd = |c: DebugCommand| {
        let send = send.clone();
        Callback::from(move |_: MouseEvent| send(c.clone(), None, None))
    };
    let set_bps = {
        let (breakpoints, send, cond) = (breakpoints.clone(), send.clone(), cond.clone());
        Rc::new(move |at: BreakAt, wi: Option<[u64; 3]>| {
            let mut b = (*breakpoints).clone();
            match b.iter().position(|x| x.at == at) {
                Some(i) => {
                    b.remove(i);
                }
                None => b.push(Breakpoint { at, work_item: wi, condition: Some(cond.trim().to_string()).filter(|c| !c.is_empty()) }),
            }
            breakpoints.set(b.clone());
            send(DebugCommand::Show, Some(b), None);
        })
    };
    let bp_wi = only_focus.then_some(*focus);
    let v = (*view).clone();
    let links: &[[u32; 3]] = v.as_ref().map_or(&[], |v| &v.links);
    // Source lines lit, and through the line table, IR lines and blocks.
    let lit: Vec<u32> = match (*hovered, &*lit_block) {
        (Some(h), _) => vec![h],
        (None, Some(b)) => {
            let k = v.as_ref().and_then(|v| v.blocks.iter().position(|n| n == b)).map_or(0, |k| k as u32 + 1);
            let mut ls: Vec<u32> = links.iter().filter(|l| l[2] == k && k > 0).map(|l| l[0]).collect();
            ls.sort_unstable();
            ls.dedup();
            ls
        }
        _ => (*sticky).clone(),
    };
    // The editor's marks, in two layers: each linked IR line in its source line's colour (lit
    // lines marked), set when the session or the lit lines change; and the lanes' current IR
    // lines, set when they move (a step redraws only the lines it moves).
    // (With whether the editor is mounted: it may mount after the session's first stop.)
    let mounted = crate::components::editor::mounted();
    {
        let links = links.to_vec();
        use_effect_with((v.as_ref().map(|v| v.key), lit.clone(), mounted), move |(_, lit, _)| {
            let mut by_line: Vec<(u32, String)> = links
                .iter()
                .map(|l| (l[1], if lit.contains(&l[0]) { format!("dbg-c{} dbg-lit", colour(l[0])) } else { format!("dbg-c{}", colour(l[0])) }))
                .collect();
            by_line.sort();
            by_line.dedup();
            let marks = js_sys::Array::new();
            let mut k = 0;
            while k < by_line.len() {
                let line = by_line[k].0;
                let mut cls = Vec::new();
                while k < by_line.len() && by_line[k].0 == line {
                    cls.push(by_line[k].1.as_str());
                    k += 1;
                }
                marks.push(&js_sys::Array::of2(&line.into(), &cls.join(" ").into()));
            }
            crate::components::editor::mark_lines(&marks, 0, 0);
        });
    }
    {
        let mut cur: Vec<u32> = v.as_ref().map(|v| v.lanes.iter().map(|l| l.ir_line).filter(|&l| l > 0).collect()).unwrap_or_default();
        cur.sort_unstable();
        cur.dedup();
        // The stopped lane's IR line: the editor scrolls it into its view when it moves there.
        let here_ir = v.as_ref().and_then(|v| v.lanes.iter().find(|l| Some(l.work_item) == v.work_item)).map_or(0, |l| l.ir_line);
        use_effect_with((v.as_ref().map(|v| v.key), cur, here_ir, mounted), move |(_, cur, here_ir, _)| {
            let marks = js_sys::Array::new();
            for &ir in cur {
                marks.push(&js_sys::Array::of2(&ir.into(), &"dbg-cur".into()));
            }
            crate::components::editor::mark_lines(&marks, 1, *here_ir);
        });
    }
    // Both layers are cleared when the tab closes, not before each new set: a clear then a set
    // were two editor updates per step (each a CodeMirror transaction and view update).
    use_effect_with((), |_| {
        || {
            crate::components::editor::mark_lines(&js_sys::Array::new(), 0, 0);
            crate::components::editor::mark_lines(&js_sys::Array::new(), 1, 0);
        }
    });
    // The editor's line clicks: a line lights its source line; its number toggles a breakpoint.
    let on_ir = {
        let (sticky, lit_block, set_bps, hovered) = (sticky.clone(), lit_block.clone(), set_bps.clone(), hovered.clone());
        let links = links.to_vec();
        Callback::from(move |(line, gutter): (u32, bool)| {
            if gutter {
                set_bps(BreakAt::IrLine(line), bp_wi);
            }
            lit_block.set(None);
            hovered.set(None);
            sticky.set(links.iter().filter(|l| l[1] == line).map(|l| l[0]).take(1).collect());
        })
    };
    {
        live.borrow_mut().on_ir = Some(on_ir);
    }
    {
        let live = live.clone();
        use_effect_with((), move |_| {
            let f = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
                let d = js_sys::Reflect::get(&e, &"detail".into()).unwrap_or(JsValue::NULL);
                let line = js_sys::Reflect::get(&d, &"line".into()).ok().and_then(|x| x.as_f64()).unwrap_or(0.0) as u32;
                let gutter = js_sys::Reflect::get(&d, &"gutter".into()).ok().and_then(|x| x.as_bool()).unwrap_or(false);
                if let Some(cb) = &live.borrow().on_ir {
                    cb.emit((line, gutter));
                }
            });
            super::listen(web_sys::window().map(Into::into), "reconverge-line", f)
        });
    }

    // The stepping keys while the tab is open (see [`key_command`]): each presses its button,
    // so a key does what the button does and nothing when the button is disabled.
    use_effect_with((), |_| {
        let f = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(|e: web_sys::KeyboardEvent| {
            if e.ctrl_key() || e.alt_key() || e.meta_key() {
                return;
            }
            let Some(id) = key_command(&e.key(), e.shift_key(), e.repeat()) else { return };
            let button = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.get_element_by_id(id))
                .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(b) = button {
                e.prevent_default();
                if !b.has_attribute("disabled") {
                    b.click();
                }
            }
        });
        super::listen(web_sys::window().map(Into::into), "keydown", f)
    });

    // The source pane's rows: the text's lines, or the line table's lines named `file:N`; with
    // whether each has code (its colour). Made once per source text and session.
    let src_rows: Rc<Vec<SrcLine>> = use_memo((props.source.clone(), v.as_ref().map(|v| v.key)), {
        let v = v.clone();
        move |(source, _): &(AttrValue, Option<u64>)| {
            let Some(v) = v else { return Vec::new() };
            let mut linked: Vec<u32> = v.links.iter().map(|l| l[0]).collect();
            linked.sort_unstable();
            linked.dedup();
            let rows: Vec<(u32, AttrValue)> = if source.is_empty() {
                let file = if v.file.is_empty() { "kernel" } else { &v.file };
                linked.iter().map(|&l| (l, AttrValue::from(format!("{file}:{l}")))).collect()
            } else {
                source.lines().enumerate().map(|(k, t)| (k as u32 + 1, AttrValue::from(t.to_string()))).collect()
            };
            rows.into_iter().map(|(n, text)| SrcLine { n, text, linked: linked.binary_search(&n).is_ok() }).collect()
        }
    });
    // One callback for every source row, stable across renders (so unchanged rows are not
    // redrawn); it runs this render's handler, which sees the current breakpoints and condition.
    let src_live = use_mut_ref(|| None::<Callback<SrcAct>>);
    let on_src: Rc<Callback<SrcAct>> = use_memo((), {
        let live = src_live.clone();
        move |_| {
            Callback::from(move |a: SrcAct| {
                let cb = live.borrow().clone();
                if let Some(cb) = cb {
                    cb.emit(a);
                }
            })
        }
    });
    {
        let (set_bps, hovered, sticky, lit_block) = (set_bps.clone(), hovered.clone(), sticky.clone(), lit_block.clone());
        *src_live.borrow_mut() = Some(Callback::from(move |a: SrcAct| match a {
            SrcAct::Toggle(n) => set_bps(BreakAt::SourceLine(n), bp_wi),
            SrcAct::Enter(n) => hovered.set(Some(n)),
            SrcAct::Leave => hovered.set(None),
            SrcAct::Click(n) => {
                lit_block.set(None);
                sticky.set(vec![n]);
            }
        }));
    }

    if !is_ir {
        return html! { <p class="hint" id="debug-not-ir">{"The debugger runs LLVM IR kernels (ideally compiled with clang -g: then it steps by source line and shows variables by name). Pick the gallery's “Kernel with its source, for the Debug tab”."}</p> };
    }

    // Source text: a file chosen or dropped, or pasted.
    let read = {
        let on_source = props.on_source.clone();
        Rc::new(move |files: Option<web_sys::FileList>| {
            let Some(file) = files.and_then(|f| f.get(0)) else { return };
            let on_source = on_source.clone();
            wasm_bindgen_futures::spawn_local(async move {
                if let Ok(t) = wasm_bindgen_futures::JsFuture::from(file.text()).await {
                    on_source.emit(t.as_string().unwrap_or_default());
                }
            });
        })
    };
    let on_file = {
        let read = read.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            read(input.files());
        })
    };
    let on_drop = {
        let read = read.clone();
        Callback::from(move |e: DragEvent| {
            e.prevent_default();
            read(e.data_transfer().and_then(|d| d.files()));
        })
    };
    let on_paste = {
        let on_source = props.on_source.clone();
        Callback::from(move |e: Event| {
            let t: HtmlTextAreaElement = e.target_unchecked_into();
            on_source.emit(t.value());
        })
    };

    let Some(v) = v else {
        return html! { <div id="debug" ref={root.clone()} data-busy="true"><p class="hint">{"Starting the debug session in the worker…"}</p></div> };
    };
    let stopped = v.work_item;
    // Per source line, the lanes whose next instruction is on it; the stopped lane's line.
    let mut lanes_at: Vec<(u32, usize)> = v.lanes.iter().enumerate().filter(|(_, l)| l.status != "returned").map(|(k, l)| (l.line, k)).collect();
    lanes_at.sort_unstable();
    let here_line = v.lanes.iter().find(|l| Some(l.work_item) == stopped).map(|l| l.line);
    let src_row = |r: &SrcLine| {
        let n = r.n;
        let from = lanes_at.partition_point(|&(l, _)| l < n);
        let lanes: Vec<String> = lanes_at[from..].iter().take_while(|&&(l, _)| l == n).map(|&(_, k)| k.to_string()).collect();
        html! {
            <SrcRow {n} text={r.text.clone()} colour={r.linked.then(|| colour(n))} lit={lit.contains(&n)} lanes={AttrValue::from(lanes.join(","))}
                    here={here_line == Some(n)} bp={(*breakpoints).iter().any(|b| b.at == BreakAt::SourceLine(n))} act={(*on_src).clone()} />
        }
    };
    let wi = |w: [u64; 3]| format!("({}, {}, {})", w[0], w[1], w[2]);
    let reason = match (&v.finding, v.reason.as_str()) {
        (Some(f), _) => format!("finding: {f}"),
        (_, r) => r.to_string(),
    };
    let status = format!(
        "stopped: {reason} · event {} · work-item {} · group {} · warp {} · findings {}{}",
        v.position,
        stopped.map_or("–".into(), wi),
        wi(v.group),
        v.warp,
        v.findings,
        if v.finished { " · the kernel finished" } else { "" }
    );
    let n = v.lanes.len();
    let rows = Window::rows(n, *lane_from);
    let lane_rows = v.lanes[rows.from..rows.to].iter().enumerate().map(|(k, l)| {
        let k = rows.from + k;
        html! { <LaneRow {k} lane={l.clone()} me={Some(l.work_item) == stopped} /> }
    });
    let pitch = lane_column_px(&v);
    let cols = Window::columns(n, *col_from, *vals_px, pitch);
    let value_rows = v.values.iter().map(|r| html! { <ValueRowView row={r.clone()} cols={cols} {pitch} /> });
    let on_lanes_scroll = {
        let lane_from = lane_from.clone();
        Callback::from(move |e: Event| {
            let el: web_sys::Element = e.target_unchecked_into();
            lane_from.set((el.scroll_top().max(0) as u32 / LANE_ROW_PX) as usize);
        })
    };
    let on_values_scroll = {
        let (col_from, vals_px) = (col_from.clone(), vals_px.clone());
        Callback::from(move |e: Event| {
            let el: web_sys::Element = e.target_unchecked_into();
            vals_px.set(el.client_width().max(0) as u32);
            col_from.set((el.scroll_left().max(0) as u32 / pitch) as usize);
        })
    };
    // The stopped lane's row in view: when the stop moves to another lane outside the lanes
    // box's view (a focus on lane 63 of a 64-lane warp), the box scrolls to it.
    {
        let lanes_ref = lanes_ref.clone();
        let me = v.lanes.iter().position(|l| Some(l.work_item) == stopped);
        use_effect_with((v.key, me), move |&(_, me)| {
            if let (Some(k), Some(el)) = (me, lanes_ref.cast::<web_sys::Element>()) {
                let (top, h) = (k as i32 * LANE_ROW_PX as i32, el.client_height());
                let head = LANE_ROW_PX as i32 + 2;
                if top < el.scroll_top() || top + 2 * head > el.scroll_top() + h {
                    el.set_scroll_top((top - h / 2).max(0));
                }
            }
        });
    }
    // The values box's width, read once per session (the window's columns fill it).
    {
        let (vals_ref, vals_px) = (vals_ref.clone(), vals_px.clone());
        use_effect_with(v.key, move |_| {
            if let Some(el) = vals_ref.cast::<web_sys::Element>() {
                let w = el.client_width();
                if w > 0 {
                    vals_px.set(w as u32);
                }
            }
        });
    }
    // A warp of the list: shown at the same stop, and focused (the next step follows its
    // first work-item).
    let warps = v.warps.iter().map(|w| {
        let (f, first, warp, shown_warp, send) = (focus.clone(), w.first, w.warp, shown_warp.clone(), send.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            f.set(first);
            *shown_warp.borrow_mut() = Some(warp);
            send(DebugCommand::Show, None, None);
        });
        let stopped = (w.warp == v.stopped_warp && v.work_item.is_some()).then_some(" · stopped here");
        html! { <li><button {onclick} class={classes!((w.warp == v.warp).then_some("active"))} data-warp={w.warp.to_string()}
                            title="Show this warp's lanes and values at this stop, and step its first work-item next">
            { format!("warp {}: {} … {} ({} lanes){}", w.warp, wi(w.first), wi(w.last), w.lanes, stopped.unwrap_or("")) }</button></li> }
    });
    let on_focus_input = {
        let focus = focus.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            let mut g = [0u64; 3];
            for (k, p) in i.value().split(',').take(3).enumerate() {
                g[k] = p.trim().parse().unwrap_or(0);
            }
            focus.set(g);
        })
    };
    let bp_list = (*breakpoints).iter().map(|b| {
        let at = b.at.clone();
        let set_bps = set_bps.clone();
        let remove = Callback::from(move |_: MouseEvent| set_bps(at.clone(), None));
        let what = match &b.at {
            BreakAt::SourceLine(l) => format!("line {l}"),
            BreakAt::IrLine(l) => format!("IR line {l}"),
            BreakAt::Block(s) => format!("block {s}"),
        };
        html! { <li>{ what }{ b.work_item.map(|w| format!(" (work-item {})", wi(w))).unwrap_or_default() }
            { b.condition.as_ref().map(|c| format!(" if {c}")).unwrap_or_default() }<button onclick={remove} title="Remove">{"×"}</button></li> }
    });
    // The CFG: blocks coloured by their first source line; lit and current blocks marked.
    let mut css = String::new();
    for (k, name) in v.blocks.iter().enumerate() {
        let sel = format!("#debug [data-block=\"{}\"] > .box", crate::svg::css_string(name));
        if let Some(l) = v.links.iter().find(|l| l[2] == k as u32 + 1) {
            css.push_str(&format!("{sel} {{ fill: var(--dbg-c{}); }}", colour(l[0])));
            if v.links.iter().any(|x| x[2] == k as u32 + 1 && lit.contains(&x[0])) {
                css.push_str(&format!("{sel} {{ stroke: var(--hover); stroke-width: 3; }}"));
            }
        }
        if v.lanes.iter().any(|l| &l.block == name && l.status != "returned") {
            css.push_str(&format!("{sel} {{ stroke-dasharray: 4 2; stroke-width: 2.5; }}"));
        }
    }
    let on_block = {
        let (lit_block, hovered) = (lit_block.clone(), hovered.clone());
        Callback::from(move |b: String| {
            hovered.set(None);
            lit_block.set(Some(b));
        })
    };
    let block_bp = (*lit_block).clone().map(|b| {
        let on = (*breakpoints).iter().any(|x| x.at == BreakAt::Block(b.clone()));
        let set_bps = set_bps.clone();
        let b2 = b.clone();
        let onclick = Callback::from(move |_: MouseEvent| set_bps(BreakAt::Block(b2.clone()), bp_wi));
        html! { <p class="hint" id="dbg-block">{ format!("block {b}: source lines {} ", lit.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")) }
            <button {onclick} id="dbg-block-bp">{ if on { "remove its breakpoint" } else { "break at this block" } }</button></p> }
    });
    let on_cond = {
        let cond = cond.clone();
        Callback::from(move |e: Event| cond.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let memory_view = memory_panel(&v, &mem, &send);
    let only = {
        let only_focus = only_focus.clone();
        Callback::from(move |e: Event| only_focus.set(e.target_unchecked_into::<HtmlInputElement>().checked()))
    };

    html! {
        <div id="debug" data-reason={v.reason.clone()} data-position={v.position.to_string()} ref={root.clone()} data-busy="false"
             data-work-item={stopped.map(wi).unwrap_or_default()} data-lanes={n.to_string()} data-worker-ms={format!("{:.2}", *worker_ms)}>
            <style>{ css }</style>
            <div class="dbg-controls" role="toolbar" aria-label="Debugger">
                <button id="dbg-step-inst" onclick={cmd(DebugCommand::Step(Granularity::Instruction))} title="The focused work-item's next instruction (F11)">{"Step instruction"}</button>
                <button id="dbg-step-line" onclick={cmd(DebugCommand::Step(Granularity::Line))} title="Its next source line (F10)">{"Step line"}</button>
                <button id="dbg-step-block" onclick={cmd(DebugCommand::Step(Granularity::Block))} title="Its next block (Shift+F11)">{"Step block"}</button>
                <button id="dbg-back" onclick={cmd(DebugCommand::Back(1))} disabled={v.history == 0} title="The previous stop (Shift+F10)">{"◀ Back"}</button>
                <button id="dbg-run-bp" onclick={cmd(DebugCommand::RunToBreakpoint)} title="To the next breakpoint (F8)">{"Run to breakpoint"}</button>
                <button id="dbg-run-finding" onclick={cmd(DebugCommand::RunToFinding)} title="To the next breakpoint or finding of the checks (race, uninitialised use, fault)">{"Run to finding"}</button>
 <button id="dbg-run-div" onclick={cmd(DebugCommand::RunToDivergence)} title="To where the focused work-item's warp splits at a branch">{"Run to divergence"}</button>
                <button id="dbg-run-reconv" onclick={cmd(DebugCommand::RunToReconvergence)} title="To where the split lanes come back together">{"Run to reconvergence"}</button>
                <button id="dbg-restart" onclick={cmd(DebugCommand::Start(text.to_string()))}>{"Restart"}</button>
                <label title="Steps follow this work-item (global id x, y, z)">{"Focus "}
                    <TextBox id="dbg-focus" size="9" value={format!("{}, {}, {}", focus[0], focus[1], focus[2])} onchange={on_focus_input} /></label>
                <label title="New breakpoints stop only where this is true: a C expression over source variables and work-item ids, e.g. v == 3 && tid < 8">{"if "}
                    <TextBox id="dbg-cond" size="12" placeholder="condition" value={(*cond).clone()} onchange={on_cond} /></label>
                <label title="New breakpoints stop only the focused work-item"><input type="checkbox" id="dbg-only-focus" checked={*only_focus} onchange={only} />{" only it"}</label>
            </div>
            <p class="dbg-status" id="dbg-status" role="status">{ status }</p>
            if let Some(e) = &v.error { <p class="alert" id="dbg-error" role="alert">{ crate::format::rich(e) }</p> }
            <div class="dbg-grid">
                <section class="dbg-source" id="dbg-source" ondragover={Callback::from(|e: DragEvent| e.prevent_default())} ondrop={on_drop}>
                    <h3>{ if v.file.is_empty() { "Source".to_string() } else { format!("Source: {}", v.file) } }
                        <label class="dbg-file" title="Load the kernel's source (.cl, .cu), or drop it here">{"load…"}<input type="file" accept=".cl,.cu,.cuh,.c,.h" onchange={on_file} /></label></h3>
                    if v.links.is_empty() { <p class="hint">{"This IR has no debug information (compile with clang -g): lines are IR lines and values SSA operands."}</p> }
                    <div class="dbg-lines">{ for src_rows.iter().map(src_row) }</div>
                    <details class="dbg-paste"><summary>{ if props.source.is_empty() { "Paste the kernel's source" } else { "Edit the source text" } }</summary>
                        <textarea id="dbg-source-text" rows="6" spellcheck="false" value={props.source.clone()} onchange={on_paste} /></details>
                </section>
                <section class="dbg-state">
                    <h3 id="dbg-lanes-title" data-warp={v.warp.to_string()}>{ format!("Warp {} of work-group {}: lanes", v.warp, wi(v.group)) }
                        if v.warp != v.stopped_warp && v.work_item.is_some() {
                            <span class="hint">{ format!(" at the stop of {} (stopped in warp {})", v.work_item.map_or_else(String::new, wi), v.stopped_warp) }</span>
                        }
                        if v.lock_step {
                            <span class="hint" id="dbg-lock-step" title="The text's run line says `schedule lock-step`: each round, the lanes at the warp's least position run one instruction each, as a pre-Volta warp does">{" · in lock-step"}</span>
                        }</h3>
                    <div class="dbg-scroll" onscroll={on_lanes_scroll} ref={lanes_ref}><table id="dbg-lanes" class="dbg-table">
                        <thead><tr><th>{"lane"}</th><th>{"work-item"}</th><th>{"status"}</th><th>{"block"}</th><th>{"line"}</th><th>{"IR"}</th><th>{"next instruction"}</th></tr></thead>
                        <tbody>
                            if rows.from > 0 { <tr class="dbg-pad" style={format!("height: {}px", rows.from as u32 * LANE_ROW_PX)}><td colspan="7"></td></tr> }
                            { for lane_rows }
                            if rows.to < n { <tr class="dbg-pad" style={format!("height: {}px", (n - rows.to) as u32 * LANE_ROW_PX)}><td colspan="7"></td></tr> }
                        </tbody></table></div>
                    <h3>{"Values (lanes × variables)"}</h3>
                    <div class="dbg-scroll" onscroll={on_values_scroll} ref={vals_ref}><table id="dbg-values" class="dbg-table">
                        <thead><tr><th>{"variable"}</th><th>{"type"}</th>{ cols.pad_before(pitch) }
                            { for (cols.from..cols.to).map(|k| html! { <th class="lane" style={cols.cell_style(pitch)}>{ format!("lane {k}") }</th> }) }{ cols.pad_after(pitch) }</tr></thead>
                        <tbody>{ for value_rows }</tbody></table></div>
                    <p class="hint">{"A value shown once is the same in every lane that shows it (\"lanes 0–3 only\": the others do not); "}<span class="undef">{"red"}</span>{" is undefined (uninitialised); an empty cell: not in scope there."}</p>
                    { memory_view }
                    <h3>{ format!("Work-group {}: warps", wi(v.group)) }</h3>
                    <ul class="dbg-warps" id="dbg-warps">{ for warps }</ul>
                    <h3>{"Breakpoints"}</h3>
                    if breakpoints.is_empty() { <p class="hint">{"Click a source line's number, an IR line's number in the editor, or a block below."}</p> }
                    <ul class="dbg-bps" id="dbg-bps">{ for bp_list }</ul>
                </section>
            </div>
            { block_bp.unwrap_or_default() }
            <GraphView view={View::Cfg} analysed={props.analysed.clone()} focused=false on_hover={props.on_hover.clone()}
                       on_focus={Callback::noop()} on_block_click={Some(on_block)} title={Some(AttrValue::from("CFG (click a block: its source lines)"))} />
        </div>
    }
}

/// The button a key presses in the Debug tab (its id), as the debuggers people know bind them:
/// F10 steps a line (a step over in Visual Studio and Chrome's DevTools), F11 an instruction (a
/// step into), Shift+F11 a block, Shift+F10 one stop back (the reverse of F10), F8 runs to the
/// next breakpoint (DevTools' resume). A key held down repeats its step, as in those debuggers;
/// a held F8 runs once. `None`: not a key of the tab. O(1).
fn key_command(key: &str, shift: bool, repeat: bool) -> Option<&'static str> {
    match (key, shift) {
        ("F10", false) => Some("dbg-step-line"),
        ("F11", false) => Some("dbg-step-inst"),
        ("F11", true) => Some("dbg-step-block"),
        ("F10", true) => Some("dbg-back"),
        ("F8", false) if !repeat => Some("dbg-run-bp"),
        _ => None,
    }
}

/// How long a command's answer may take before the status says "running…" (ms). A step's
/// answer comes in a few ms; showing and hiding the words for it cost a frame of style, layout
/// and paint before the answer could be handled (about 4 ms of the step's 16, issue 33 item 7).
const RUNNING_AFTER_MS: u32 = 150;

/// Sets `#debug`'s `data-busy` (a command in flight: the tests' hook; no style reads it) and,
/// once the command has run [`RUNNING_AFTER_MS`], `data-running` (the status then says
/// "running…"). `timer` holds the pending timer; the answer's `on == false` drops it.
fn mark_busy(root: &NodeRef, timer: &Rc<RefCell<Option<gloo_timers::callback::Timeout>>>, on: bool) {
    let Some(el) = root.cast::<web_sys::Element>() else { return };
    let _ = el.set_attribute("data-busy", if on { "true" } else { "false" });
    if on {
        *timer.borrow_mut() = Some(gloo_timers::callback::Timeout::new(RUNNING_AFTER_MS, move || {
            if el.get_attribute("data-busy").as_deref() == Some("true") {
                let _ = el.set_attribute("data-running", "");
            }
        }));
    } else {
        timer.borrow_mut().take();
        if el.has_attribute("data-running") {
            let _ = el.remove_attribute("data-running");
        }
    }
}

/// A row of the source pane ([`SrcRow`]) as the text gives it: its number, its text, and
/// whether the line table has code on it.
#[derive(Clone, PartialEq)]
struct SrcLine {
    n: u32,
    text: AttrValue,
    linked: bool,
}

/// What a source row asks of the panel (through [`SrcRowProps::act`]).
#[derive(Clone, Copy, PartialEq)]
enum SrcAct {
    /// Toggle a breakpoint on the line (its number clicked).
    Toggle(u32),
    /// The mouse entered the line (light it).
    Enter(u32),
    /// The mouse left it.
    Leave,
    /// The line's text clicked (keep it lit).
    Click(u32),
}

/// Properties of [`SrcRow`].
#[derive(Properties, PartialEq)]
struct SrcRowProps {
    /// 1-based source line.
    n: u32,
    /// Its text (or `file:N`).
    text: AttrValue,
    /// Its colour, when it has code.
    colour: Option<u32>,
    /// Lit (hovered, clicked, or its block clicked).
    lit: bool,
    /// The lanes whose next instruction is on it, `,`-separated (empty: none).
    lanes: AttrValue,
    /// The stopped lane is on it.
    here: bool,
    /// A breakpoint is on it.
    bp: bool,
    /// The panel's handler (one callback for all rows).
    act: Callback<SrcAct>,
}

/// One line of the source pane (redrawn only when its props change).
#[function_component]
fn SrcRow(p: &SrcRowProps) -> Html {
    let n = p.n;
    let on = |a: SrcAct| {
        let act = p.act.clone();
        Callback::from(move |_: MouseEvent| act.emit(a))
    };
    let class = classes!(
        "src-line",
        p.colour.map(|c| format!("dbg-c{c}")),
        p.lit.then_some("dbg-lit"),
        (!p.lanes.is_empty()).then_some("dbg-cur"),
        p.here.then_some("dbg-here")
    );
    html! {
        <div {class} data-line={n.to_string()} data-bp={p.bp.to_string()} data-lanes={p.lanes.clone()} onmouseenter={on(SrcAct::Enter(n))} onmouseleave={on(SrcAct::Leave)}>
            <button class="bp-toggle" title="Toggle a breakpoint on this line" onclick={on(SrcAct::Toggle(n))}>{ if p.bp { "●" } else { "" } }{ n }</button>
            <code onclick={on(SrcAct::Click(n))}>{ p.text.clone() }</code>
            if !p.lanes.is_empty() { <span class="dbg-lanes" title="lanes whose next instruction is on this line">{ lane_ranges(&p.lanes) }</span> }
        </div>
    }
}

/// The lanes of a source row (`0,1,2,5` in increasing order) as the pane names them: `◀ lane 3`,
/// `◀ lanes 0–2, 5` (consecutive lanes as a range, so a whole warp is `◀ lanes 0–63`). O(lanes).
fn lane_ranges(lanes: &str) -> String {
    let ks: Vec<u32> = lanes.split(',').filter_map(|k| k.parse().ok()).collect();
    let mut parts = Vec::new();
    let mut i = 0;
    while i < ks.len() {
        let mut j = i;
        while j + 1 < ks.len() && ks[j + 1] == ks[j] + 1 {
            j += 1;
        }
        parts.push(match j - i {
            0 => ks[i].to_string(),
            1 => format!("{}, {}", ks[i], ks[j]),
            _ => format!("{}–{}", ks[i], ks[j]),
        });
        i = j + 1;
    }
    format!("◀ lane{} {}", if ks.len() == 1 { "" } else { "s" }, parts.join(", "))
}

/// Properties of [`LaneRow`].
#[derive(Properties, PartialEq)]
struct LaneRowProps {
    /// Lane index in the warp.
    k: usize,
    /// The lane.
    lane: LaneView,
    /// It is the stopped work-item.
    me: bool,
}

/// One lane of the lanes table (redrawn only when it changed).
#[function_component]
fn LaneRow(p: &LaneRowProps) -> Html {
    let l = &p.lane;
    let w = l.work_item;
    html! {
        <tr data-lane={p.k.to_string()} class={classes!(p.me.then_some("dbg-here"))}>
            <td>{ p.k }</td><td>{ format!("({}, {}, {})", w[0], w[1], w[2]) }</td><td>{ &l.status }</td><td>{ &l.block }</td>
            <td>{ if l.line > 0 { format!("{}:{}", l.line, l.col) } else { String::new() } }</td>
            <td>{ if l.ir_line > 0 { l.ir_line.to_string() } else { String::new() } }</td>
            <td><code>{ &l.instruction }</code></td>
        </tr>
    }
}

/// Height in px of a row of the lanes table (`#dbg-lanes tbody tr` in `static/style.css`).
const LANE_ROW_PX: u32 = 18;
/// Rows of the lanes table in view: its box is at most 300 px high (`.dbg-scroll`).
const LANE_ROWS_SHOWN: usize = 300 / LANE_ROW_PX as usize + 1;
/// Rows or columns drawn beyond each side of the view, so a short scroll shows no gap.
const OVERSCAN: usize = 4;
/// Warps of at most this many lanes are drawn whole.
const WHOLE_UP_TO: usize = 24;

/// The lanes `from..to` of a warp that a table draws: the lanes in its scroll box's view and
/// [`OVERSCAN`] more on each side; the others are one spacer of their size each side (a row of
/// `(from) × LANE_ROW_PX` px, a cell of `from × pitch` px). A 64-lane warp's tables are then
/// about a third of their cells, which is most of a step's layout and paint in the page
/// (issue 33 item 7; measured in docs/DEBUGGER.md "Speed"). O(1).
#[derive(Clone, Copy, PartialEq, Debug)]
struct Window {
    from: usize,
    to: usize,
    n: usize,
}

impl Window {
    fn whole(n: usize) -> Self {
        Window { from: 0, to: n, n }
    }

    /// The lanes table's rows, its first row in view `first`.
    fn rows(n: usize, first: usize) -> Self {
        if n <= WHOLE_UP_TO {
            return Self::whole(n);
        }
        let from = first.saturating_sub(OVERSCAN).min(n);
        Window { from, to: (first + LANE_ROWS_SHOWN + OVERSCAN).min(n).max(from), n }
    }

    /// The values table's lane columns, `first` the first in view, in a box `px` wide with
    /// columns `pitch` px apart.
    fn columns(n: usize, first: usize, px: u32, pitch: u32) -> Self {
        if n <= WHOLE_UP_TO {
            return Self::whole(n);
        }
        let shown = (px / pitch.max(1)) as usize + 1;
        let from = first.saturating_sub(OVERSCAN).min(n);
        Window { from, to: (first + shown + OVERSCAN).min(n).max(from), n }
    }

    /// Whether lanes are left out (cells then have a fixed width).
    fn partial(&self) -> bool {
        self.n > WHOLE_UP_TO
    }

    fn cell_style(&self, pitch: u32) -> Option<AttrValue> {
        self.partial().then(|| AttrValue::from(format!("width: {pitch}px; min-width: {pitch}px; max-width: {pitch}px")))
    }

    fn pad(lanes: usize, pitch: u32) -> Html {
        if lanes == 0 {
            return Html::default();
        }
        let px = lanes as u32 * pitch;
        html! { <td class="dbg-pad" style={format!("width: {px}px; min-width: {px}px")}></td> }
    }

    fn pad_before(&self, pitch: u32) -> Html {
        Self::pad(self.from, pitch)
    }

    fn pad_after(&self, pitch: u32) -> Html {
        Self::pad(self.n - self.to, pitch)
    }

    /// Cells of a row: the drawn lanes and a spacer for each side with lanes left out.
    fn cells(&self) -> usize {
        self.to - self.from + usize::from(self.from > 0) + usize::from(self.to < self.n)
    }
}

/// The width in px of a lane column of the values table when it is windowed: the longest
/// divergent value of the stop (or the header `lane 63`) at 7.5 px a character (the table's 12 px
/// digits are about 7), plus the cell's padding and border. O(lanes × variables).
fn lane_column_px(v: &DebugView) -> u32 {
    let chars = v
        .values
        .iter()
        .filter(|r| r.uniform.is_none())
        .flat_map(|r| r.lanes.iter().map(|x| x.as_ref().map_or(0, |s| s.chars().count())))
        .chain([format!("lane {}", v.lanes.len().saturating_sub(1)).len()])
        .max()
        .unwrap_or(0) as u32;
    (chars * 15).div_ceil(2) + 14
}

/// Properties of [`ValueRowView`].
#[derive(Properties, PartialEq)]
struct ValueRowProps {
    /// The row (the core's).
    row: ValueRow,
    /// The lanes drawn.
    cols: Window,
    /// A lane column's width in px when the lanes are windowed.
    pitch: u32,
}

/// One variable of the values table (redrawn only when it changed).
#[function_component]
fn ValueRowView(p: &ValueRowProps) -> Html {
    let r = &p.row;
    let c = p.cols;
    let cells = match &r.uniform {
        // The same value in every lane that shows it: once. When some lanes do not show it (not
        // in scope there, or not at an instruction that reads it), say which lanes do.
        Some(u) => {
            let shown: Vec<String> = r.lanes.iter().enumerate().filter(|(_, v)| v.is_some()).map(|(k, _)| k.to_string()).collect();
            let only = (shown.len() < r.lanes.len()).then(|| format!(" {} only", lane_ranges(&shown.join(",")).trim_start_matches("◀ ")));
            html! { <td colspan={c.cells().to_string()} class="uniform" data-lane="all" data-only={only.is_some().then_some("true")}><span>{ u }
                if let Some(o) = only { <span class="hint">{ o }</span> }
            </span></td> }
        }
        None => {
            let style = c.cell_style(p.pitch);
            html! { <>
                { c.pad_before(p.pitch) }
                { for (c.from..c.to.min(r.lanes.len())).map(|k| {
                    let undef = r.undefined.get(k).copied().unwrap_or(false);
                    html! { <td data-lane={k.to_string()} style={style.clone()} class={classes!(undef.then_some("undef"))} title={undef.then_some("undefined (uninitialised)")}>{ r.lanes[k].clone().unwrap_or_default() }</td> }
                }) }
                { c.pad_after(p.pitch) }
            </> }
        }
    };
    html! { <tr data-var={r.name.clone()}><th>{ &r.name }</th><td class="ty">{ &r.ty }</td>{ cells }</tr> }
}

/// The element types the memory view can read a region as (the core's
/// [`reconverge_core::interpreter::debugger::memory_view::scalar_type`] names).
const MEMORY_ELEMS: [&str; 11] = ["i8", "u8", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "f32", "f64"];

/// The memory view: a region of the stop (a buffer, `__local` of the work-group, the focused
/// work-item's private memory), a page of its elements with definedness and last writer.
fn memory_panel(v: &DebugView, mem: &UseStateHandle<Option<MemoryRequest>>, send: &Send) -> Html {
    let page = v.memory.as_ref();
    // Shows page `m` (`None`: closes the view).
    let show: Rc<dyn Fn(Option<MemoryRequest>)> = {
        let (mem, send) = (mem.clone(), send.clone());
        Rc::new(move |m: Option<MemoryRequest>| {
            mem.set(m.clone());
            send(DebugCommand::Show, None, Some(m));
        })
    };
    let first_page = || MemoryRequest { region: String::new(), offset: 0, count: 64, elem: String::new() };
    let toggle = {
        let (show, is_open) = (show.clone(), mem.is_some());
        Callback::from(move |e: Event| {
            let now = e.target_unchecked_into::<web_sys::Element>().has_attribute("open");
            if now != is_open {
                show(now.then(first_page));
            }
        })
    };
    let cur = (**mem).clone().unwrap_or_else(first_page);
    // A control of the page (region, first element, element type): its new value gives the page.
    let change = |f: fn(MemoryRequest, String) -> MemoryRequest| {
        let (show, cur) = (show.clone(), cur.clone());
        Callback::from(move |e: Event| {
            let value = e.target().and_then(|t| js_sys::Reflect::get(&t, &"value".into()).ok()).and_then(|v| v.as_string()).unwrap_or_default();
            show(Some(f(cur.clone(), value)));
        })
    };
    let on_region = change(|cur, region| MemoryRequest { region, offset: 0, elem: String::new(), ..cur });
    let on_offset = change(|cur, off| MemoryRequest { offset: off.trim().parse().unwrap_or(0), ..cur });
    let on_elem = change(|cur, elem| MemoryRequest { elem, ..cur });
    let shown = page.map(|p| p.region.name.clone()).unwrap_or_default();
    let wi = |w: [u64; 3]| format!("({}, {}, {})", w[0], w[1], w[2]);
    html! {
        <details class="dbg-memory" id="dbg-memory" open={mem.is_some()} ontoggle={toggle}>
            <summary>{"Memory"}</summary>
            if let Some(p) = page {
                <div class="dbg-mem-head">
                    <select id="dbg-mem-region" onchange={on_region}>
                        { for v.regions.iter().map(|r| html! {
                            <option value={r.name.clone()} selected={r.name == shown}>{ format!("{} ({} {}, {} × {})", r.name, r.space, r.elem, r.len, r.elem_size) }</option>
                        }) }
                    </select>
                    <label>{" from element "}<TextBox id="dbg-mem-offset" size="6" value={p.offset.to_string()} onchange={on_offset} /></label>
                    <label title="Read the region's bytes as another element type">{" as "}
                        <select id="dbg-mem-elem" onchange={on_elem}>
                            <option value="" selected={cur.elem.is_empty()}>{"its type"}</option>
                            { for MEMORY_ELEMS.iter().map(|&t| html! { <option value={t} selected={cur.elem == t}>{ t }</option> }) }
                        </select></label>
                </div>
                <div class="dbg-scroll"><table class="dbg-table" id="dbg-mem">
                    <thead><tr><th>{"index"}</th><th>{ format!("value ({})", p.elem) }</th><th>{"last writer"}</th></tr></thead>
                    <tbody>{ for p.elements.iter().map(|e| html! {
                        <tr data-index={e.index.to_string()}>
                            <td>{ e.index }</td>
                            <td class={classes!((!e.defined).then_some("undef"))}>{ &e.value }</td>
                            <td>{ e.writer.as_ref().map(|w| format!("{}{}", wi(w.work_item), match w.line { Some(l) => format!(" at line {l}"), None => format!(" at IR line {}", w.ir_line) })).unwrap_or_default() }</td>
                        </tr>
                    }) }</tbody></table></div>
            } else if mem.is_some() {
                <p class="hint">{"Reading memory at this stop…"}</p>
            }
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_press_the_stepping_buttons() {
        assert_eq!(key_command("F10", false, false), Some("dbg-step-line"));
        assert_eq!(key_command("F10", false, true), Some("dbg-step-line"));
        assert_eq!(key_command("F11", false, false), Some("dbg-step-inst"));
        assert_eq!(key_command("F11", true, false), Some("dbg-step-block"));
        assert_eq!(key_command("F10", true, false), Some("dbg-back"));
        assert_eq!(key_command("F8", false, false), Some("dbg-run-bp"));
        assert_eq!(key_command("F8", false, true), None);
        assert_eq!(key_command("F5", false, false), None);
        assert_eq!(key_command("a", false, false), None);
    }

    #[test]
    fn lanes_are_named_as_ranges() {
        assert_eq!(lane_ranges("3"), "◀ lane 3");
        assert_eq!(lane_ranges("0,1"), "◀ lanes 0, 1");
        assert_eq!(lane_ranges("0,1,2,5,7,8,9"), "◀ lanes 0–2, 5, 7–9");
        let all: Vec<String> = (0..64).map(|k| k.to_string()).collect();
        assert_eq!(lane_ranges(&all.join(",")), "◀ lanes 0–63");
    }

    /// The windows against the obvious reference: every lane drawn when the warp is small; a
    /// window that covers the first lane in view and the box's worth after it, within 0..n.
    #[test]
    fn windows_cover_the_view() {
        for n in [0usize, 1, 8, 24, 25, 32, 64, 1024] {
            for first in [0usize, 1, 3, 10, 40, 63, 70, 2000] {
                for (px, pitch) in [(538u32, 61u32), (1000, 40), (20, 61), (0, 1)] {
                    let r = Window::rows(n, first);
                    let c = Window::columns(n, first, px, pitch);
                    for w in [r, c] {
                        assert!(w.from <= w.to && w.to <= n, "{n} {first} {w:?}");
                        if n <= WHOLE_UP_TO {
                            assert_eq!((w.from, w.to), (0, n));
                        } else if first < n {
                            assert!(w.from <= first && first < w.to, "{n} {first} {w:?}");
                        }
                        assert_eq!(w.cells(), (w.to - w.from) + usize::from(w.from > 0) + usize::from(w.to < n));
                    }
                    if n > WHOLE_UP_TO && first < n {
                        assert!(r.to >= (first + LANE_ROWS_SHOWN).min(n));
                        assert!(c.to >= (first + (px / pitch) as usize).min(n));
                    }
                }
            }
        }
    }
}
