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
//! click focuses one); breakpoints on a source line (its number), an IR line (the editor's
//! line number) or a block (the block's line under the CFG).
//!
//! Test hooks: `#debug` (`data-reason`, `data-position`, `data-work-item`, `data-busy`),
//! `.src-line[data-line]` (`data-bp`, `data-lanes`), `#dbg-values tr[data-var]` with
//! `td[data-lane]`, `#dbg-lanes tr[data-lane]`.

use crate::analysis::Analysed;
use crate::bridge::WorkerHandle;
use crate::components::graph_view::GraphView;
use crate::debug_job::{DebugCommand, DebugRequest, DebugView, WireBreakpoint as Breakpoint, WireMemory as MemoryRequest};
use crate::debug_worker::DebugResponse;
use crate::state::View;
use reconverge_core::interpreter::debugger::{BreakAt, Granularity};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
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
    let busy = use_state(|| false);
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
    let text = props.analysed.src.clone();
    let key = crate::lessons::fnv1a(text.as_bytes());
    let is_ir = props.analysed.function.ir().is_some();

    let send: Send = {
        let (worker, view, busy, breakpoints, focus, mem) = (worker.clone(), view.clone(), busy.clone(), breakpoints.clone(), focus.clone(), mem.clone());
        Rc::new(move |command: DebugCommand, bps: Option<Vec<Breakpoint>>, m: Option<Option<MemoryRequest>>| {
            let (view, busy2) = (view.clone(), busy.clone());
            let on = Callback::from(move |r: DebugResponse| {
                busy2.set(false);
                if r.view.key == key && !r.view.error.as_deref().is_some_and(|e| e.starts_with("stale")) {
                    view.set(Some(Rc::new(*r.view)));
                }
            });
            busy.set(true);
            let (breakpoints, focus, memory) = (bps.unwrap_or_else(|| (*breakpoints).clone()), *focus, m.unwrap_or_else(|| (*mem).clone()));
            worker.debug(move |job| DebugRequest { job, key, command, breakpoints, focus, memory }, on);
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
    // The editor's marks: each linked IR line in its source line's colour; lit and current lines.
    {
        let cur: Vec<u32> = v.as_ref().map(|v| v.lanes.iter().map(|l| l.ir_line).collect()).unwrap_or_default();
        let deps = (v.as_ref().map(|v| (v.key, v.position)), lit.clone(), cur);
        let links = links.to_vec();
        use_effect_with(deps, move |(_, lit, cur)| {
            let marks = js_sys::Array::new();
            let mut by_line: Vec<(u32, String)> = Vec::new();
            for l in &links {
                let mut c = format!("dbg-c{}", colour(l[0]));
                if lit.contains(&l[0]) {
                    c.push_str(" dbg-lit");
                }
                by_line.push((l[1], c));
            }
            for &ir in cur {
                by_line.push((ir, "dbg-cur".into()));
            }
            by_line.sort();
            let mut k = 0;
            while k < by_line.len() {
                let line = by_line[k].0;
                let mut cls = String::new();
                while k < by_line.len() && by_line[k].0 == line {
                    if !cls.split(' ').any(|c| by_line[k].1.split(' ').all(|d| d == c)) {
                        cls.push(' ');
                        cls.push_str(&by_line[k].1);
                    }
                    k += 1;
                }
                marks.push(&js_sys::Array::of2(&line.into(), &cls.trim().into()));
            }
            crate::components::editor::mark_lines(&marks);
            || {
                crate::components::editor::mark_lines(&js_sys::Array::new());
            }
        });
    }
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
            let w = web_sys::window();
            if let Some(w) = &w {
                let _ = w.add_event_listener_with_callback("reconverge-line", f.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = &w {
                    let _ = w.remove_event_listener_with_callback("reconverge-line", f.as_ref().unchecked_ref());
                }
            }
        });
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
        return html! { <div id="debug" data-busy="true"><p class="hint">{"Starting the debug session in the worker…"}</p></div> };
    };
    let stopped = v.work_item;
    // Source pane rows: the text's lines, or the line table's lines named `file:N`.
    let src_lines: Vec<(u32, String)> = if props.source.is_empty() {
        let mut ls: Vec<u32> = v.links.iter().map(|l| l[0]).collect();
        ls.sort_unstable();
        ls.dedup();
        ls.into_iter().map(|l| (l, format!("{}:{l}", if v.file.is_empty() { "kernel" } else { &v.file }))).collect()
    } else {
        props.source.lines().enumerate().map(|(k, t)| (k as u32 + 1, t.to_string())).collect()
    };
    let linked = |l: u32| v.links.iter().any(|x| x[0] == l);
    let src_row = |(n, t): &(u32, String)| {
        let n = *n;
        let lanes: Vec<String> = v.lanes.iter().enumerate().filter(|(_, l)| l.line == n && l.status != "returned").map(|(k, _)| k.to_string()).collect();
        let here = v.lanes.iter().any(|l| Some(l.work_item) == stopped && l.line == n);
        let bp = (*breakpoints).iter().any(|b| b.at == BreakAt::SourceLine(n));
        let toggle = {
            let set_bps = set_bps.clone();
            Callback::from(move |_: MouseEvent| set_bps(BreakAt::SourceLine(n), bp_wi))
        };
        let (enter, leave, click) = {
            let (h1, h2, s, lb) = (hovered.clone(), hovered.clone(), sticky.clone(), lit_block.clone());
            (
                Callback::from(move |_: MouseEvent| h1.set(Some(n))),
                Callback::from(move |_: MouseEvent| h2.set(None)),
                Callback::from(move |_: MouseEvent| {
                    lb.set(None);
                    s.set(vec![n]);
                }),
            )
        };
        let class = classes!(
            "src-line",
            linked(n).then(|| format!("dbg-c{}", colour(n))),
            lit.contains(&n).then_some("dbg-lit"),
            (!lanes.is_empty()).then_some("dbg-cur"),
            here.then_some("dbg-here")
        );
        html! {
            <div {class} data-line={n.to_string()} data-bp={bp.to_string()} data-lanes={lanes.join(",")} onmouseenter={enter} onmouseleave={leave}>
                <button class="bp-toggle" title="Toggle a breakpoint on this line" onclick={toggle}>{ if bp { "●" } else { "" } }{ n }</button>
                <code onclick={click}>{ t.clone() }</code>
                if !lanes.is_empty() { <span class="dbg-lanes" title="lanes whose next instruction is on this line">{ format!("◀ lane {}", lanes.join(", ")) }</span> }
            </div>
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
    let lane_rows = v.lanes.iter().enumerate().map(|(k, l)| {
        let me = Some(l.work_item) == stopped;
        html! {
            <tr data-lane={k.to_string()} class={classes!(me.then_some("dbg-here"))}>
                <td>{ k }</td><td>{ wi(l.work_item) }</td><td>{ &l.status }</td><td>{ &l.block }</td>
                <td>{ if l.line > 0 { format!("{}:{}", l.line, l.col) } else { String::new() } }</td>
                <td>{ if l.ir_line > 0 { l.ir_line.to_string() } else { String::new() } }</td>
                <td><code>{ &l.instruction }</code></td>
            </tr>
        }
    });
    let n = v.lanes.len();
    let value_rows = v.values.iter().map(|r| {
        let cells = match &r.uniform {
            Some(u) => html! { <td colspan={n.to_string()} class="uniform" data-lane="all">{ u }</td> },
            None => r.lanes.iter().enumerate().map(|(k, x)| {
                let undef = r.undefined[k];
                html! { <td data-lane={k.to_string()} class={classes!(undef.then_some("undef"))} title={undef.then_some("undefined (uninitialised)")}>{ x.clone().unwrap_or_default() }</td> }
            }).collect::<Html>(),
        };
        html! { <tr data-var={r.name.clone()}><th>{ &r.name }</th><td class="ty">{ &r.ty }</td>{ cells }</tr> }
    });
    let warps = v.warps.iter().map(|w| {
        let (f, first) = (focus.clone(), w.first);
        let onclick = Callback::from(move |_: MouseEvent| f.set(first));
        html! { <li><button {onclick} class={classes!((w.warp == v.warp).then_some("active"))} data-warp={w.warp.to_string()}>
            { format!("warp {}: {} … {} ({} lanes)", w.warp, wi(w.first), wi(w.last), w.lanes) }</button></li> }
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
        <div id="debug" data-reason={v.reason.clone()} data-position={v.position.to_string()} data-busy={busy.to_string()}
             data-work-item={stopped.map(wi).unwrap_or_default()}>
            <style>{ css }</style>
            <div class="dbg-controls" role="toolbar" aria-label="Debugger">
                <button id="dbg-step-inst" onclick={cmd(DebugCommand::Step(Granularity::Instruction))} title="The focused work-item's next instruction">{"Step instruction"}</button>
                <button id="dbg-step-line" onclick={cmd(DebugCommand::Step(Granularity::Line))} title="Its next source line">{"Step line"}</button>
                <button id="dbg-step-block" onclick={cmd(DebugCommand::Step(Granularity::Block))} title="Its next block">{"Step block"}</button>
                <button id="dbg-back" onclick={cmd(DebugCommand::Back(1))} disabled={v.history == 0} title="The previous stop">{"◀ Back"}</button>
                <button id="dbg-run-bp" onclick={cmd(DebugCommand::RunToBreakpoint)}>{"Run to breakpoint"}</button>
                <button id="dbg-run-finding" onclick={cmd(DebugCommand::RunToFinding)} title="To the next breakpoint or finding of the checks (race, uninitialised use, fault)">{"Run to finding"}</button>
 <button id="dbg-run-div" onclick={cmd(DebugCommand::RunToDivergence)} title="To where the focused work-item's warp splits at a branch">{"Run to divergence"}</button>
                <button id="dbg-run-reconv" onclick={cmd(DebugCommand::RunToReconvergence)} title="To where the split lanes come back together">{"Run to reconvergence"}</button>
                <button id="dbg-restart" onclick={cmd(DebugCommand::Start(text.to_string()))}>{"Restart"}</button>
                <label title="Steps follow this work-item (global id x, y, z)">{"Focus "}
                    <input id="dbg-focus" size="9" value={format!("{}, {}, {}", focus[0], focus[1], focus[2])} onchange={on_focus_input} /></label>
                <label title="New breakpoints stop only where this is true: a C expression over source variables and work-item ids, e.g. v == 3 && tid < 8">{"if "}
                    <input id="dbg-cond" size="12" placeholder="condition" value={(*cond).clone()} onchange={on_cond} /></label>
                <label title="New breakpoints stop only the focused work-item"><input type="checkbox" id="dbg-only-focus" checked={*only_focus} onchange={only} />{" only it"}</label>
            </div>
            <p class="dbg-status" id="dbg-status" role="status">{ status }</p>
            if let Some(e) = &v.error { <p class="alert" id="dbg-error" role="alert">{ crate::format::rich(e) }</p> }
            <div class="dbg-grid">
                <section class="dbg-source" id="dbg-source" ondragover={Callback::from(|e: DragEvent| e.prevent_default())} ondrop={on_drop}>
                    <h3>{ if v.file.is_empty() { "Source".to_string() } else { format!("Source: {}", v.file) } }
                        <label class="dbg-file" title="Load the kernel's source (.cl, .cu), or drop it here">{"load…"}<input type="file" accept=".cl,.cu,.cuh,.c,.h" onchange={on_file} /></label></h3>
                    if v.links.is_empty() { <p class="hint">{"This IR has no debug information (compile with clang -g): lines are IR lines and values SSA operands."}</p> }
                    <div class="dbg-lines">{ for src_lines.iter().map(src_row) }</div>
                    <details class="dbg-paste"><summary>{ if props.source.is_empty() { "Paste the kernel's source" } else { "Edit the source text" } }</summary>
                        <textarea id="dbg-source-text" rows="6" spellcheck="false" value={props.source.clone()} onchange={on_paste} /></details>
                </section>
                <section class="dbg-state">
                    <h3>{ format!("Warp {} of work-group {}: lanes", v.warp, wi(v.group)) }</h3>
                    <div class="dbg-scroll"><table id="dbg-lanes" class="dbg-table">
                        <thead><tr><th>{"lane"}</th><th>{"work-item"}</th><th>{"status"}</th><th>{"block"}</th><th>{"line"}</th><th>{"IR"}</th><th>{"next instruction"}</th></tr></thead>
                        <tbody>{ for lane_rows }</tbody></table></div>
                    <h3>{"Values (lanes × variables)"}</h3>
                    <div class="dbg-scroll"><table id="dbg-values" class="dbg-table">
                        <thead><tr><th>{"variable"}</th><th>{"type"}</th>{ for (0..n).map(|k| html! { <th>{ format!("lane {k}") }</th> }) }</tr></thead>
                        <tbody>{ for value_rows }</tbody></table></div>
                    <p class="hint">{"A value shown once is uniform across the lanes; "}<span class="undef">{"red"}</span>{" is undefined (uninitialised); an empty cell: not in scope there."}</p>
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

/// The memory view: a region of the stop (a buffer, `__local` of the work-group, the focused
/// work-item's private memory), a page of its elements with definedness and last writer.
fn memory_panel(v: &DebugView, mem: &UseStateHandle<Option<MemoryRequest>>, send: &Send) -> Html {
    let page = v.memory.as_ref();
    let ask = |m: Option<MemoryRequest>| {
        let (mem, send) = (mem.clone(), send.clone());
        move || {
            mem.set(m.clone());
            send(DebugCommand::Show, None, Some(m.clone()));
        }
    };
    let toggle = {
        let (open, closed) = (ask(Some(MemoryRequest { region: String::new(), offset: 0, count: 64 })), ask(None));
        let is_open = mem.is_some();
        Callback::from(move |e: Event| {
            let now = e.target_unchecked_into::<web_sys::Element>().has_attribute("open");
            if now && !is_open {
                open();
            } else if !now && is_open {
                closed();
            }
        })
    };
    let cur = (**mem).clone().unwrap_or_else(|| MemoryRequest { region: String::new(), offset: 0, count: 64 });
    let on_region = {
        let (mem, send, cur) = (mem.clone(), send.clone(), cur.clone());
        Callback::from(move |e: Event| {
            let name = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            let m = Some(MemoryRequest { region: name, offset: 0, ..cur.clone() });
            mem.set(m.clone());
            send(DebugCommand::Show, None, Some(m));
        })
    };
    let on_offset = {
        let (mem, send, cur) = (mem.clone(), send.clone(), cur.clone());
        Callback::from(move |e: Event| {
            let off = e.target_unchecked_into::<HtmlInputElement>().value().trim().parse().unwrap_or(0);
            let m = Some(MemoryRequest { offset: off, ..cur.clone() });
            mem.set(m.clone());
            send(DebugCommand::Show, None, Some(m));
        })
    };
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
                    <label>{" from element "}<input id="dbg-mem-offset" size="6" value={p.offset.to_string()} onchange={on_offset} /></label>
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
