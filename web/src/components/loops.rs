//! The Loops tab: a C loop nest (a SCoP) on the polyhedral model of seed 002. The code with its
//! statements highlighted, the parameter values, the iteration space of two loops with the
//! dependences between instances, the distance/direction summary, the schedule editor with
//! its verdict and generated code, and the live ranges before and after the schedule.
//!
//! The worker computes everything ([`crate::loops_job`], exact by enumeration for the given
//! parameter values); this view only chooses what to draw and caps it ([`MAX_POINTS`],
//! [`MAX_ARROWS`], [`MAX_BARS`]).

use crate::bridge::use_job;
use crate::loops_job::{HelperInfo, LoopsData, LoopsResult, RangeInfo, RemedyInfo, TransformInfo};
use crate::worker::{JobResult, Request};
use reconverge_core::loops::plot::{aggregate, arrows_at, ArrowGroup, PlotPoint};
use std::collections::HashMap;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

/// Points drawn in the iteration-space grid at most.
pub const MAX_POINTS: usize = 2_000;
/// Distance-vector arrows drawn per dependence kind at most.
pub const MAX_ARROWS: usize = 1_200;
/// Live-range bars drawn per timeline at most.
pub const MAX_BARS: usize = 64;

/// Dependence kinds: name and colour (all ≥ 4.5:1 on white).
const KINDS: [(&str, &str); 3] = [("flow", "#1a5fb4"), ("anti", "#a14a00"), ("output", "#7b3fb0")];
/// Statement colours (points and code marks).
const STMT_COLORS: [&str; 6] = ["#1f6f3f", "#2f5bd3", "#a14a00", "#7b3fb0", "#9a1f5c", "#00646e"];

/// Properties of [`LoopsPanel`].
#[derive(Properties, Clone, PartialEq)]
pub struct LoopsProps {
    /// The committed text.
    pub text: AttrValue,
    /// Whether the text looks like C loops (else the tab shows a hint).
    pub is_c: bool,
    /// Parameter overrides.
    pub params: Vec<(String, i64)>,
    /// The schedule being judged.
    pub schedule: Option<String>,
    /// Set a parameter.
    pub on_param: Callback<(String, i64)>,
    /// Set or clear the schedule.
    pub on_schedule: Callback<Option<String>>,
    /// Load an example by id.
    pub on_example: Callback<String>,
    /// Told the parse error (`line L:C: …`) of the text, or `None` once it analyses (so the
    /// editor marks the line, as for the other inputs).
    #[prop_or_default]
    pub on_error: Callback<Option<String>>,
}

fn color(k: usize) -> &'static str {
    STMT_COLORS[k % STMT_COLORS.len()]
}

/// The Loops tab.
#[function_component]
pub fn LoopsPanel(props: &LoopsProps) -> Html {
    let deps = (props.text.clone(), props.params.clone(), props.schedule.clone(), props.is_c);
    let (job, _) =
        use_job(deps, |(text, params, schedule, is_c), job| Request::Loops { job, text: if *is_c { text.to_string() } else { String::new() }, params: params.clone(), schedule: schedule.clone() });
    // The last result stays on screen while a new one is computed.
    let held = use_mut_ref(|| None::<Rc<JobResult>>);
    if let Some(r) = &job.result {
        *held.borrow_mut() = Some(r.clone());
    }
    let hover = use_state(|| None::<usize>);
    // The parse error of the held result (instance-limit errors have no line).
    let parse_error: Option<String> = match held.borrow().as_deref() {
        Some(JobResult::Loops(r)) if props.is_c => r.result.as_ref().err().filter(|f| f.span.is_some()).map(|f| f.message.clone()),
        _ => None,
    };
    {
        let cb = props.on_error.clone();
        use_effect_with(parse_error, move |e| {
            cb.emit(e.clone());
            // Unmounted (another tab): the mark goes with the tab's result.
            move || cb.emit(None)
        });
    }
    if !props.is_c {
        let cb = props.on_example.clone();
        let onclick = Callback::from(move |_: MouseEvent| cb.emit(crate::examples::LOOP_EXAMPLE.to_string()));
        return html! {
            <div class="loops" data-view="loops" data-state="not-c">
                <p class="hint" id="loops-hint">{"This tab analyses C loop nests (affine for loops over arrays, as PolyBench/C writes them); the text is not one. "}
                    <button id="loops-load-example" {onclick}>{"Load a loop example"}</button>
                    {" or pick a “C loops” entry of the Example menu."}</p>
            </div>
        };
    }
    let held_result = held.borrow().clone();
    let Some(JobResult::Loops(res)) = held_result.as_deref() else {
        return html! {
            <div class="loops" data-view="loops" data-state="computing">
                <p class="hint" id="loops-pending">{"Enumerating the loop nest in the worker…"}</p>
            </div>
        };
    };
    let LoopsResult { result } = &**res;
    let busy = !job.done;
    let d = match result {
        Ok(d) => d,
        Err(f) => {
            return html! {
                <div class="loops" data-view="loops" data-state="error">
                    if f.limit {
                        <div class="loops-head"><Params data={f.params.clone()} on_param={props.on_param.clone()} /></div>
                        <p class="limit-note" role="status" id="loops-limit">{ format!("{} Lower the parameter values above (or in the text's #define lines).", f.message) }</p>
                    } else {
                        <div class="alert" role="alert" id="loops-error">{ crate::format::rich(&f.message) }</div>
                    }
                    <p class="hint">{"The analyses are exact by enumeration for the given parameter values: every statement instance is run and every access recorded."}</p>
                </div>
            };
        }
    };
    let set_hover = {
        let hover = hover.clone();
        Callback::from(move |h: Option<usize>| hover.set(h))
    };
    let stem = kernel_stem(&props.text);
    html! {
        <div class="loops" data-view="loops" data-state={if busy { "computing" } else { "done" }}>
            <div class="loops-head">
                <span class="exact" id="loops-exact">{ format!("Exact by enumeration for the given parameter values: {} in {}.",
                    crate::format::count(d.total_instances, "statement instance"), crate::format::count(d.statements.len(), "statement")) }</span>
                <Params data={d.params.clone()} on_param={props.on_param.clone()} />
                if busy { <span class="hint" id="loops-busy">{"analysing…"}</span> }
                else { <span class="hint" id="loops-millis">{ format!("analysed in {} ms (worker)", crate::format::thousands(job.millis.round() as u64)) }</span> }
            </div>
            <div class="loops-top">
                <CodeView text={props.text.clone()} data={d.clone()} hover={*hover} on_hover={set_hover.clone()} />
                { summary_table(d, *hover, &set_hover) }
            </div>
            <IterationSpace data={d.clone()} hover={*hover} stem={stem.clone()} />
            <TransformEditor data={d.clone()} schedule={props.schedule.clone()} on_schedule={props.on_schedule.clone()} />
            <LiveRanges data={d.clone()} {stem} />
        </div>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct ParamsProps {
    data: Vec<(String, i64)>,
    on_param: Callback<(String, i64)>,
}

#[function_component]
fn Params(props: &ParamsProps) -> Html {
    html! {
        <span class="loops-params" id="loops-params">
            { for props.data.iter().map(|(name, v)| {
                let (cb, n) = (props.on_param.clone(), name.clone());
                let onchange = Callback::from(move |e: Event| {
                    let i: HtmlInputElement = e.target_unchecked_into();
                    if let Ok(v) = i.value().trim().parse::<i64>() {
                        cb.emit((n.clone(), v));
                    }
                });
                html! {
                    <label class="param">{ format!("{name} = ") }
                        <input type="number" data-param={name.clone()} value={v.to_string()} {onchange} aria-label={format!("parameter {name}")} />
                    </label>
                }
            }) }
        </span>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct CodeProps {
    text: AttrValue,
    data: LoopsData,
    hover: Option<usize>,
    on_hover: Callback<Option<usize>>,
}

/// The nest's lines with each statement marked (hover ↔ its summary rows and points).
#[function_component]
fn CodeView(props: &CodeProps) -> Html {
    let text: &str = &props.text;
    let d = &props.data;
    let starts = d.statements.iter().map(|s| s.span.0).chain(d.loops.iter().map(|l| l.header.0));
    let ends = d.statements.iter().map(|s| s.span.1).chain(d.loops.iter().map(|l| l.header.1));
    let (Some(lo), Some(hi)) = (starts.min(), ends.max()) else {
        return html! { <pre class="loops-code" id="loops-code"></pre> };
    };
    let clamp = |x: u32| (x as usize).min(text.len());
    if !text.is_char_boundary(clamp(lo)) || !text.is_char_boundary(clamp(hi)) {
        return html! { <pre class="loops-code" id="loops-code">{ text.to_string() }</pre> };
    }
    let lo = text[..clamp(lo)].rfind('\n').map_or(0, |k| k + 1);
    let hi = text[clamp(hi)..].find('\n').map_or(text.len(), |k| clamp(hi) + k);
    let mut order: Vec<usize> = (0..d.statements.len()).collect();
    reconverge_core::sort::sort_by_key(&mut order, |&k| d.statements[k].span.0);
    let mut parts = Vec::new();
    let mut at = lo;
    for k in order {
        let s = &d.statements[k];
        let (a, b) = (clamp(s.span.0), clamp(s.span.1));
        if a < at || b > hi || !text.is_char_boundary(a) || !text.is_char_boundary(b) {
            continue;
        }
        parts.push(html! { { text[at..a].to_string() } });
        let cb = props.on_hover.clone();
        let enter = Callback::from(move |_: MouseEvent| cb.emit(Some(k)));
        let cb = props.on_hover.clone();
        let leave = Callback::from(move |_: MouseEvent| cb.emit(None));
        let tagged = s.text.trim_start().starts_with(&format!("{}:", s.name));
        parts.push(html! {
            <span class={classes!("stmt", (props.hover == Some(k)).then_some("hovered"))} data-stmt={s.name.clone()}
                  style={format!("--stmt: {}", color(k))} onmouseenter={enter} onmouseleave={leave}
                  title={format!("{}[{}]: {} · {}", s.name, s.iterators.join(", "), crate::format::count(s.instances, "instance"), s.domain)}>
                if !tagged { <span class="stmt-tag">{ s.name.clone() }</span> }
                { text[a..b].to_string() }
            </span>
        });
        at = b;
    }
    parts.push(html! { { text[at..hi].to_string() } });
    html! {
        <div class="loops-code-wrap">
            <h3>{"The nest"}</h3>
            <pre class="loops-code" id="loops-code">{ for parts }</pre>
            <p class="hint">{ format!("Original schedule (2d+1): {}", d.original_schedule) }</p>
        </div>
    }
}

fn summary_table(d: &LoopsData, hover: Option<usize>, on_hover: &Callback<Option<usize>>) -> Html {
    let name = |k: u32| d.statements.get(k as usize).map_or("?".to_string(), |s| s.name.clone());
    html! {
        <div class="loops-deps">
            <h3>{"Dependences"}</h3>
            <p class="dep-counts" id="loops-dep-counts">
                { for KINDS.iter().enumerate().map(|(k, (n, c))| html! {
                    <span class="dep-count" data-kind={*n}><span class="swatch" style={format!("border-color: {c}")}></span>
                        { format!("{}: {}", n, crate::format::thousands(d.dep_counts[k] as u64)) }</span>
                }) }
            </p>
            <table class="trace-table loops-table" id="loops-summary">
                <thead><tr><th>{"kind"}</th><th>{"source → target"}</th><th>{"pairs"}</th><th>{"directions"}</th><th>{"distance vectors (count)"}</th></tr></thead>
                <tbody>
                    { for d.summaries.iter().map(|s| {
                        let hot = hover.is_some_and(|h| h as u32 == s.source || h as u32 == s.target);
                        let (cb, src) = (on_hover.clone(), s.source as usize);
                        let enter = Callback::from(move |_: MouseEvent| cb.emit(Some(src)));
                        let cb = on_hover.clone();
                        let leave = Callback::from(move |_: MouseEvent| cb.emit(None));
                        let mut dist: Vec<String> = s.distances.iter().take(8).map(|(v, c)| format!("({}) ×{}", v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "), c)).collect();
                        if s.distances.len() > 8 || s.truncated {
                            dist.push("…".into());
                        }
                        let (kn, kc) = KINDS[s.kind as usize];
                        html! {
                            <tr data-kind={kn} data-source={name(s.source)} data-target={name(s.target)} class={classes!(hot.then_some("hot"))}
                                onmouseenter={enter} onmouseleave={leave}>
                                <td><span class="swatch" style={format!("border-color: {kc}")}></span>{ kn }</td>
                                <td>{ format!("{} → {}", name(s.source), name(s.target)) }</td>
                                <td>{ crate::format::thousands(s.count as u64) }</td>
                                <td>{ if s.common == 0 { "(no shared loop)".to_string() } else { s.directions.iter().map(|x| format!("({})", x.chars().map(String::from).collect::<Vec<_>>().join(", "))).collect::<Vec<_>>().join(" ") } }</td>
                                <td class="dist">{ if s.common == 0 { String::new() } else { dist.join("  ") } }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            if d.summaries.is_empty() { <p class="hint">{"No dependences: every instance touches its own cells."}</p> }
            <p class="hint">{"Flow: a read and the last write before it (value-based). Anti: a read and every later write of its cell. Output: a write and every later write of its cell. Distances are target − source over the loops both statements share."}</p>
        </div>
    }
}

/// The kernel's name for exported files: the function the text defines, else the gallery
/// example it is, else `loops`.
fn kernel_stem(text: &str) -> String {
    reconverge_core::loops::parser::kernel_name(text)
        .or_else(|| crate::examples::EXAMPLES.iter().find(|e| e.text().is_some_and(|t| t.trim() == text.trim())).map(|e| e.id.to_string()))
        .unwrap_or_else(|| "loops".to_string())
}

/// SVG and PNG buttons exporting the drawing `#{target}` as `{stem}-{what}.svg|png` (white,
/// cropped; the buttons stay out of the image).
fn export_buttons(target: &str, stem: &str, what: &str) -> Html {
    let file = crate::components::export::file_stem(stem, what);
    let button = |png: bool| {
        let ext = if png { "png" } else { "svg" };
        let name = format!("{file}.{ext}");
        let (target, stem, what) = (target.to_string(), stem.to_string(), what.to_string());
        let onclick = Callback::from(move |_: MouseEvent| {
            if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(&target)) {
                crate::components::export::export_element(&el, &stem, &what, png);
            }
        });
        html! { <button class="plot-export" data-export={ext} data-file={name.clone()} {onclick} title={format!("Download {name}")}>{ ext.to_uppercase() }</button> }
    };
    html! { <span class="plot-exports" data-target={target.to_string()}>{"export "}{ button(false) }{ button(true) }</span> }
}

#[derive(Properties, Clone, PartialEq)]
struct SpaceProps {
    data: LoopsData,
    hover: Option<usize>,
    stem: String,
}

/// The iteration space of two loops of a statement as a grid of points, with dependence arrows.
#[function_component]
fn IterationSpace(props: &SpaceProps) -> Html {
    let d = &props.data;
    let default_stmt = (0..d.statements.len()).max_by_key(|&k| (d.statements[k].loops.len(), usize::MAX - k)).unwrap_or(0);
    let stmt = use_state(|| None::<usize>);
    let axes = use_state(|| None::<(usize, usize)>);
    let only = use_state(|| false);
    let kinds = use_state(|| [true; 3]);
    let selected = use_state(|| None::<(usize, i64, i64)>);
    let s = stmt.filter(|&k| k < d.statements.len()).unwrap_or(default_stmt);
    let Some(st) = d.statements.get(s) else { return html! {} };
    let depth = st.loops.len();
    let (ax, ay) = axes.filter(|&(x, y)| x < depth && y < depth && x != y).unwrap_or((0, if depth > 1 { 1 } else { 0 }));
    let on_stmt = {
        let (stmt, axes, selected) = (stmt.clone(), axes.clone(), selected.clone());
        Callback::from(move |e: Event| {
            let sel: HtmlSelectElement = e.target_unchecked_into();
            stmt.set(sel.value().parse().ok());
            axes.set(None);
            selected.set(None);
        })
    };
    let on_axes = {
        let axes = axes.clone();
        Callback::from(move |e: Event| {
            let sel: HtmlSelectElement = e.target_unchecked_into();
            let v: Vec<usize> = sel.value().split(',').filter_map(|x| x.parse().ok()).collect();
            if v.len() == 2 {
                axes.set(Some((v[0], v[1])));
            }
        })
    };
    let on_only = {
        let only = only.clone();
        Callback::from(move |e: Event| {
            let i: HtmlInputElement = e.target_unchecked_into();
            only.set(i.checked());
        })
    };
    let mut pairs = Vec::new();
    for x in 0..depth {
        for y in x + 1..depth {
            pairs.push((x, y));
        }
    }
    let controls = html! {
        <div class="space-controls">
            <label>{"statement "}
                <select id="space-stmt" onchange={on_stmt}>
                    { for d.statements.iter().enumerate().map(|(k, t)| html! {
                        <option value={k.to_string()} selected={k == s}>{ format!("{}[{}]", t.name, t.iterators.join(", ")) }</option>
                    }) }
                </select>
            </label>
            if depth > 1 {
                <label>{"loops "}
                    <select id="space-axes" onchange={on_axes}>
                        { for pairs.iter().map(|&(x, y)| html! {
                            <option value={format!("{x},{y}")} selected={(x, y) == (ax, ay)}>{ format!("{} (across) × {} (down)", st.iterators[y], st.iterators[x]) }</option>
                        }) }
                    </select>
                </label>
            }
            <label><input type="checkbox" id="space-only" checked={*only} onchange={on_only} />{ format!(" only {}", st.name) }</label>
        </div>
    };
    if depth == 0 {
        return html! { <div class="loops-space"><h3>{"Iteration space"}</h3>{ controls }<p class="hint">{ format!("{} is not inside a loop: it runs once.", st.name) }</p></div> };
    }
    // The loops drawn: `ly` down (outer), `lx` across (inner); 1-deep: one row.
    let ly = st.loops[ax];
    let lx = if depth > 1 { Some(st.loops[ay]) } else { None };
    // Statements drawn and where the two loops sit in their nests.
    let members: Vec<Option<(usize, Option<usize>)>> = d
        .statements
        .iter()
        .enumerate()
        .map(|(k, t)| {
            if *only && k != s {
                return None;
            }
            let py = t.loops.iter().position(|&l| l == ly)?;
            match lx {
                Some(lx) => t.loops.iter().position(|&l| l == lx).map(|px| (py, Some(px))),
                None => Some((py, None)),
            }
        })
        .collect();
    let drawn: Vec<usize> = (0..members.len()).filter(|&k| members[k].is_some()).collect();
    let shipped = d.inst_stmt.len();
    // Project every shipped instance of a drawn statement to a point (stmt, x, y).
    let mut point_of: Vec<u32> = vec![u32::MAX; shipped];
    let mut points: Vec<(usize, i64, i64)> = Vec::new();
    let mut index: HashMap<(usize, i64, i64), u32> = HashMap::new();
    let mut capped = false;
    for (i, slot) in point_of.iter_mut().enumerate() {
        let k = d.inst_stmt[i] as usize;
        let Some((py, px)) = members[k] else { continue };
        let vals = &d.inst_values[d.inst_offset[i] as usize..d.inst_offset[i + 1] as usize];
        let y = vals[py];
        let x = px.map_or(0, |px| vals[px]);
        let key = (k, x, y);
        let id = match index.get(&key) {
            Some(&id) => id,
            None => {
                if points.len() >= MAX_POINTS {
                    capped = true;
                    continue;
                }
                points.push(key);
                index.insert(key, (points.len() - 1) as u32);
                (points.len() - 1) as u32
            }
        };
        *slot = id;
    }
    if points.is_empty() {
        return html! { <div class="loops-space"><h3>{"Iteration space"}</h3>{ controls }<p class="hint">{"No instances for these parameter values."}</p></div> };
    }
    let (xmin, xmax) = (points.iter().map(|p| p.1).min().unwrap_or(0), points.iter().map(|p| p.1).max().unwrap_or(0));
    let (ymin, ymax) = (points.iter().map(|p| p.2).min().unwrap_or(0), points.iter().map(|p| p.2).max().unwrap_or(0));
    let one_d = lx.is_none();
    // 1-deep: the loop runs across (x = its iterator), one row with room below for the arcs.
    let (xmin, xmax, ymin, ymax) = if one_d { (ymin, ymax, 0, 0) } else { (xmin, xmax, ymin, ymax) };
    if one_d {
        for p in points.iter_mut() {
            *p = (p.0, p.2, 0);
        }
    }
    let (nx, ny) = ((xmax - xmin + 1) as f64, (ymax - ymin + 1) as f64);
    let cell = if one_d { (620.0 / nx).clamp(7.0, 60.0) } else { (560.0 / nx).min(380.0 / ny).clamp(7.0, 44.0) };
    let row = if one_d { 90.0 } else { cell };
    let (ml, mt) = (48.0, 30.0);
    // Room below the grid for the key (kinds and what ×n means), so an exported plot explains
    // itself.
    let key_y = mt + ny * row + 36.0;
    let (w, h) = ((ml + nx * cell + 16.0).max(440.0), key_y + 10.0);
    // Arcs bend at most this far from the straight line.
    let max_bend = if one_d { row * 0.75 } else { (cell * 1.5).max(18.0) };
    let m = drawn.len().max(1) as f64;
    let slot = |k: usize| drawn.iter().position(|&x| x == k).unwrap_or(0) as f64;
    let pos = |p: &(usize, i64, i64)| {
        let off = if m > 1.0 { (slot(p.0) - (m - 1.0) / 2.0) * cell * 0.5 / m } else { 0.0 };
        if one_d {
            (ml + ((p.1 - xmin) as f64 + 0.5) * cell + off, mt + 14.0)
        } else {
            (ml + ((p.1 - xmin) as f64 + 0.5) * cell + off, mt + ((p.2 - ymin) as f64 + 0.5) * cell + off)
        }
    };
    // Pairs between drawn points, aggregated by distance vector in the core: one arrow per
    // (kind, statements, vector), its count as the label; a selected point's own pairs on top.
    let plot_points: Vec<PlotPoint> = points.iter().map(|&(k, x, y)| PlotPoint { stmt: k as u32, x, y }).collect();
    let pairs: Vec<(u8, u32, u32)> = d
        .deps
        .iter()
        .filter_map(|&(kind, a, b)| {
            let (pa, pb) = (point_of[a as usize], point_of[b as usize]);
            (pa != u32::MAX && pb != u32::MAX).then_some((kind % 3, pa, pb))
        })
        .collect();
    let groups = aggregate(&plot_points, &pairs);
    let mut same_point = [0usize; 3];
    let mut arrows: Vec<Vec<&ArrowGroup>> = vec![Vec::new(); 3];
    let mut arrows_capped = false;
    for g in &groups {
        let k = g.kind as usize;
        if g.vector == (0, 0) {
            same_point[k] += g.count;
        } else if arrows[k].len() < MAX_ARROWS {
            arrows[k].push(g);
        } else {
            arrows_capped = true;
        }
    }
    let pairs_of = |k: usize| groups.iter().filter(|g| g.kind as usize == k).map(|g| g.count).sum::<usize>();
    let selected_id: Option<u32> = selected.and_then(|key| index.get(&key).copied());
    let own: Vec<(u8, u32, u32)> = selected_id.map(|p| arrows_at(&pairs, p)).unwrap_or_default();
    let r = (cell * 0.18).clamp(2.0, 5.0);
    let deps_capped = d.deps.len() < d.dep_counts.iter().sum::<usize>() || shipped < d.total_instances;
    let title = format!(
        "Iteration space of {} over {}{}: {} points, dependence arrows by kind",
        if *only { st.name.clone() } else { drawn.iter().map(|&k| d.statements[k].name.clone()).collect::<Vec<_>>().join(", ") },
        d.loops[ly as usize].iterator,
        lx.map(|l| format!(" × {}", d.loops[l as usize].iterator)).unwrap_or_default(),
        points.len()
    );
    let (xlabel, ylabel) = match lx {
        Some(l) => (d.loops[l as usize].iterator.clone(), d.loops[ly as usize].iterator.clone()),
        None => (d.loops[ly as usize].iterator.clone(), String::new()),
    };
    // Label every k-th row/column so labels keep apart.
    let (tx, ty) = (((22.0 / cell).ceil() as i64).max(1), ((13.0 / cell).ceil() as i64).max(1));
    html! {
        <div class="loops-space" id="loops-space">
            <h3>{"Iteration space"}{ export_buttons("space-svg", &props.stem, "loops-space") }</h3>
            { controls }
            <div class="space-body">
                <svg id="space-svg" width={format!("{w:.0}")} height={format!("{h:.0}")} viewBox={format!("0 0 {w:.0} {h:.0}")} role="img" aria-label={title.clone()}>
                    <title>{ title }</title>
                    <defs>
                        { for KINDS.iter().map(|(n, c)| html! {
                            <marker id={format!("loops-arrow-{n}")} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
                                <path d="M0,0 L10,5 L0,10 z" fill={*c} />
                            </marker>
                        }) }
                    </defs>
                    <text class="axis-label" x={format!("{:.1}", ml)} y="12">{ if xlabel.is_empty() { String::new() } else { format!("{xlabel} →") } }</text>
                    if !ylabel.is_empty() { <text class="axis-label" x="4" y={format!("{:.1}", mt - 4.0)}>{ format!("{ylabel} ↓") }</text> }
                    { for (0..nx as i64).filter(|v| v % tx == 0).map(|v| html! {
                        <text class="tick" x={format!("{:.1}", ml + (v as f64 + 0.5) * cell)} y={format!("{:.1}", mt - 6.0)} text-anchor="middle">{ (xmin + v).to_string() }</text>
                    }) }
                    { for (0..ny as i64).filter(|v| !one_d && v % ty == 0).map(|v| html! {
                        <text class="tick" x={format!("{:.1}", ml - 6.0)} y={format!("{:.1}", mt + (v as f64 + 0.5) * cell + 3.5)} text-anchor="end">{ (ymin + v).to_string() }</text>
                    }) }
                    <rect class="space-frame" x={format!("{ml}")} y={format!("{mt}")} width={format!("{:.1}", nx * cell)} height={format!("{:.1}", ny * row)} />
                    { for arrows.iter().enumerate().filter(|(k, _)| kinds[*k]).map(|(k, list)| html! {
                        <g class={classes!("deps", format!("dep-{}", KINDS[k].0), selected_id.is_some().then_some("faded"))} data-kind={KINDS[k].0} data-arrows={list.len().to_string()}>
                            { for list.iter().map(|g| {
                                let (p, label) = arrow_path(pos(&points[g.representative.0 as usize]), pos(&points[g.representative.1 as usize]), k, r, max_bend, one_d);
                                html! {
                                    <g class="vector" data-vector={format!("{},{}", g.vector.0, g.vector.1)} data-count={g.count.to_string()}>
                                        <title>{ format!("{} {} → {}: distance ({}, {}) in ({xlabel}, {ylabel}), {}", KINDS[k].0, d.statements[g.source_stmt as usize].name, d.statements[g.target_stmt as usize].name, g.vector.0, g.vector.1, crate::format::count(g.count, "pair")) }</title>
                                        <path d={p} stroke={KINDS[k].1} marker-end={format!("url(#loops-arrow-{})", KINDS[k].0)} />
                                        <text class="arrow-count" x={format!("{:.1}", label.0)} y={format!("{:.1}", label.1)} fill={KINDS[k].1} text-anchor="middle">{ format!("×{}", g.count) }</text>
                                    </g>
                                }
                            }) }
                        </g>
                    }) }
                    if selected_id.is_some() {
                        <g class="deps own" id="space-own" data-arrows={own.len().to_string()}>
                            { for own.iter().filter(|(k, _, _)| kinds[*k as usize]).map(|&(k, a, b)| {
                                let k = k as usize;
                                let (p, _) = arrow_path(pos(&points[a as usize]), pos(&points[b as usize]), k, r, max_bend, one_d);
                                html! { <path d={p} stroke={KINDS[k].1} data-kind={KINDS[k].0} marker-end={format!("url(#loops-arrow-{})", KINDS[k].0)} /> }
                            }) }
                        </g>
                    }
                    <g class="points">
                        { for points.iter().map(|p| {
                            let (x, y) = pos(p);
                            let hot = props.hover == Some(p.0);
                            let is_sel = *selected == Some(*p);
                            let (sel, key) = (selected.clone(), *p);
                            let onclick = Callback::from(move |_: MouseEvent| sel.set(if *sel == Some(key) { None } else { Some(key) }));
                            html! { <circle cx={format!("{x:.1}")} cy={format!("{y:.1}")} r={format!("{:.1}", if hot || is_sel { r * 1.5 } else { r })} fill={color(p.0)}
                                            class={classes!("pt", hot.then_some("hot"), is_sel.then_some("selected"))} data-stmt={d.statements[p.0].name.clone()}
                                            data-x={p.1.to_string()} data-y={p.2.to_string()} {onclick} /> }
                        }) }
                    </g>
                    <g class="plot-key" id="space-key">
                        { for KINDS.iter().enumerate().filter(|(k, _)| kinds[*k] && !arrows[*k].is_empty()).enumerate().map(|(slot, (k, (n, c)))| {
                            let x = 4.0 + slot as f64 * 74.0;
                            html! { <g data-kind={*n}>
                                <line x1={format!("{x:.1}")} x2={format!("{:.1}", x + 22.0)} y1={format!("{:.1}", key_y - 4.0)} y2={format!("{:.1}", key_y - 4.0)} stroke={*c} stroke-width="1.6" marker-end={format!("url(#loops-arrow-{n})")} />
                                <text class="key-text" x={format!("{:.1}", x + 27.0)} y={format!("{key_y:.1}")}>{ KINDS[k].0 }</text>
                            </g> }
                        }) }
                        <text class="key-text" x={format!("{:.1}", 4.0 + 74.0 * (0..3).filter(|&k| kinds[k] && !arrows[k].is_empty()).count() as f64)} y={format!("{key_y:.1}")}>{"×n: pairs per distance vector"}</text>
                    </g>
                </svg>
                <div class="space-legend" id="space-legend">
                    { for KINDS.iter().enumerate().map(|(k, (n, c))| {
                        let on = kinds[k];
                        let kinds = kinds.clone();
                        let onchange = Callback::from(move |_: Event| {
                            let mut v = *kinds;
                            v[k] = !v[k];
                            kinds.set(v);
                        });
                        html! {
                            <label class="kind-toggle"><input type="checkbox" data-kind={*n} checked={on} {onchange} />
                                <span class="swatch" style={format!("border-color: {c}")}></span>{ format!("{n} dependence: {} ({}{})", crate::format::count(arrows[k].len(), "vector"), crate::format::count(pairs_of(k), "pair"),
                                if same_point[k] > 0 { format!(", {} within one point", same_point[k]) } else { String::new() }) }</label>
                        }
                    }) }
                    <p class="hint" id="space-arrow-key"><span class="key-arrow">{"→ ×n"}</span>{" one arrow per distance vector, drawn once at a representative point; n: its pairs."}</p>
                    { match (selected_id, *selected) {
                        (Some(_), Some((k, x, y))) => {
                            let sel = selected.clone();
                            let onclick = Callback::from(move |_: MouseEvent| sel.set(None));
                            let (xn, yn) = if one_d { (xlabel.clone(), String::new()) } else { (xlabel.clone(), ylabel.clone()) };
                            html! { <p class="selected-point" id="space-selected">{ format!("{} at {}: {} in, {} out. ", d.statements[k].name,
                                if one_d { format!("{xn} = {x}") } else { format!("{yn} = {y}, {xn} = {x}") },
                                own.iter().filter(|t| t.2 == selected_id.unwrap_or(u32::MAX)).count(), own.iter().filter(|t| t.1 == selected_id.unwrap_or(u32::MAX)).count()) }
                                <button id="space-clear" {onclick}>{"clear"}</button></p> }
                        }
                        _ => html! { <p class="hint" id="space-selected">{"Click a point to draw its own dependences, one arrow per pair."}</p> },
                    } }
                    { for drawn.iter().map(|&k| html! {
                        <div><span class="dot" style={format!("background: {}", color(k))}></span>{ format!("instance of {}", d.statements[k].name) }</div>
                    }) }
                    <p class="hint">{ if depth > 2 || drawn.iter().any(|&k| d.statements[k].loops.len() > 2) { "Other loops are projected away: a point stands for all instances with these two iterator values." } else { "One point per instance." } }</p>
                    if capped { <p class="hint capped" id="space-capped">{ format!("Drawn: the first {MAX_POINTS} points only.") }</p> }
                    if arrows_capped || deps_capped { <p class="hint capped" id="space-sampled">{ format!("Arrows and their counts from an even sample of the dependence pairs (at most {} per kind{}); the counts above the table are exact.", crate::format::thousands(crate::loops_job::MAX_SHIP_DEPS as u64), if arrows_capped { format!(", at most {MAX_ARROWS} vectors drawn") } else { String::new() }) }</p> }
                </div>
            </div>
        </div>
    }
}

/// A dependence arrow from `(x1, y1)` to `(x2, y2)` as an SVG path (a slight bend, different
/// per kind, so opposite arrows stay apart; 1-deep: below the row), shortened by the point
/// radius `r` at both ends, and where its count label goes (beside the bend's middle).
fn arrow_path((x1, y1): (f64, f64), (x2, y2): (f64, f64), k: usize, r: f64, max_bend: f64, one_d: bool) -> (String, (f64, f64)) {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let bend = (0.12 + 0.08 * k as f64).min(max_bend / len);
    let sign = if one_d && dx < 0.0 { -1.0 } else { 1.0 };
    let (cx, cy) = ((x1 + x2) / 2.0 - dy * bend * sign, (y1 + y2) / 2.0 + dx * bend * sign);
    let shrink = (r + 1.5) / len;
    let (ex, ey) = (x2 - dx * shrink, y2 - dy * shrink);
    let (sx, sy) = (x1 + dx * shrink, y1 + dy * shrink);
    // The curve's middle (t = 1/2), the label a little further out along the bend.
    let (mx, my) = (0.25 * sx + 0.5 * cx + 0.25 * ex, 0.25 * sy + 0.5 * cy + 0.25 * ey);
    let (nx, ny) = (-dy / len * sign, dx / len * sign);
    (format!("M{sx:.1},{sy:.1} Q{cx:.1},{cy:.1} {ex:.1},{ey:.1}"), (mx + nx * 7.0, my + ny * 7.0 + 3.5))
}

#[derive(Properties, Clone, PartialEq)]
struct EditorProps {
    data: LoopsData,
    schedule: Option<String>,
    on_schedule: Callback<Option<String>>,
}

/// The schedule text box, the helper buttons, the verdict and the generated code.
#[function_component]
fn TransformEditor(props: &EditorProps) -> Html {
    let draft = use_state(|| props.schedule.clone().unwrap_or_default());
    {
        let draft = draft.clone();
        use_effect_with(props.schedule.clone(), move |s| draft.set(s.clone().unwrap_or_default()));
    }
    let d = &props.data;
    let on_input = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            let t: HtmlTextAreaElement = e.target_unchecked_into();
            draft.set(t.value());
        })
    };
    let apply = {
        let (cb, draft) = (props.on_schedule.clone(), draft.clone());
        Callback::from(move |_: MouseEvent| cb.emit(Some((*draft).clone())))
    };
    let on_key = {
        let (cb, draft) = (props.on_schedule.clone(), draft.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
                e.prevent_default();
                cb.emit(Some((*draft).clone()));
            }
        })
    };
    let reset = {
        let cb = props.on_schedule.clone();
        Callback::from(move |_: MouseEvent| cb.emit(None))
    };
    // The helper pointed at (its schedule is shown), and the helper last pressed: the helpers
    // are rebuilt on each new schedule, so the pressed one is kept as its text.
    let preview = use_state(|| None::<usize>);
    let applied = use_state(|| None::<HelperInfo>);
    let shown = match (*preview).and_then(|k| d.helpers.get(k)) {
        Some(h) => Some((h.clone(), false)),
        None => (*applied).clone().filter(|h| props.schedule.as_deref() == Some(h.schedule.as_str())).map(|h| (h, true)),
    };
    html! {
        <div class="loops-transform" id="loops-transform">
            <h3>{"Transformation"}</h3>
            <p class="hint">{"A schedule per statement in isl syntax, compared lexicographically: "}<code>{"S1[i,j] -> [j,i,0]; S2[i,j,k] -> [j,i,1,k]"}</code>{". The buttons build on the current schedule (or the original one)."}</p>
            <div class="schedule-row">
                <textarea id="loops-schedule" rows="2" spellcheck="false" value={(*draft).clone()} oninput={on_input} onkeydown={on_key}
                          placeholder={d.original_schedule.clone()} aria-label="schedule (isl syntax)" />
                <div class="schedule-buttons">
                    <button id="loops-apply" onclick={apply} title="Judge this schedule (Ctrl+Enter)">{"Apply"}</button>
                    <button id="loops-reset" onclick={reset} title="Back to the original order">{"Original"}</button>
                </div>
            </div>
            <div class="helpers" id="loops-helpers">
                { for d.helpers.iter().enumerate().map(|(k, h)| {
                    let (cb, h2, applied, p0) = (props.on_schedule.clone(), h.clone(), applied.clone(), preview.clone());
                    let onclick = Callback::from(move |_: MouseEvent| {
                        applied.set(Some(h2.clone()));
                        p0.set(None);
                        cb.emit(Some(h2.schedule.clone()))
                    });
                    let (p1, p2, p3) = (preview.clone(), preview.clone(), preview.clone());
                    let enter = Callback::from(move |_: MouseEvent| p1.set(Some(k)));
                    let focus = Callback::from(move |_: FocusEvent| p2.set(Some(k)));
                    let leave = Callback::from(move |_: MouseEvent| p3.set(None));
                    html! { <button class="helper" data-schedule={h.schedule.clone()} data-changes={h.changes.join(",")} title={h.schedule.clone()}
                                    {onclick} onmouseenter={enter} onfocus={focus} onmouseleave={leave}>{ h.label.clone() }</button> }
                }) }
            </div>
            { helper_preview(d, shown.as_ref()) }
            { match &d.transform {
                None => html! { <p class="hint" id="loops-no-schedule">{"No schedule yet: type one or press a button to see whether it is legal."}</p> },
                Some(Err(e)) => html! { <div class="alert" role="alert" id="loops-schedule-error">{ crate::format::rich(&format!("schedule: {e}")) }</div> },
                Some(Ok(t)) => verdict(t),
            } }
        </div>
    }
}

/// The schedule a helper writes, statement by statement, the changed ones marked; `applied`
/// when it is the schedule being judged (else the helper pointed at).
fn helper_preview(d: &LoopsData, shown: Option<&(HelperInfo, bool)>) -> Html {
    let Some((h, applied)) = shown else {
        return html! { <p class="hint helper-preview" id="loops-helper-preview" data-state="none">{"Each button transforms one loop, named by its iterator and the statements inside it; the other statements keep their schedule. Point at a button to see the schedule it writes."}</p> };
    };
    let unchanged: Vec<&str> = d.statements.iter().map(|s| s.name.as_str()).filter(|n| !h.changes.iter().any(|c| c == n)).collect();
    html! {
        <p class="helper-preview" id="loops-helper-preview" data-state={if *applied { "applied" } else { "preview" }} data-changes={h.changes.join(",")}>
            <span class="helper-name">{ format!("{} {}: ", if *applied { "Applied" } else { "Writes" }, h.label) }</span>
            { for h.schedule.split("; ").enumerate().map(|(k, part)| {
                let name = part.split('[').next().unwrap_or("");
                let changed = h.changes.iter().any(|c| c == name);
                html! { <>{ if k > 0 { "; " } else { "" } }<code class={classes!("sched-part", changed.then_some("changed"))} data-stmt={name.to_string()}>{ part.to_string() }</code></> }
            }) }
            <span class="hint">{ if unchanged.is_empty() { " (changes every statement)".to_string() } else { format!(" (changes {}; {} {} unchanged)", h.changes.join(", "), unchanged.join(", "), if unchanged.len() == 1 { "is" } else { "are" }) } }</span>
        </p>
    }
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

fn verdict(t: &TransformInfo) -> Html {
    let (cls, words) = match t.remedy.as_str() {
        "legal" => ("legal", "legal as it is"),
        "scalar-expansion" => ("remedy", "legal after scalar expansion"),
        "forward-substitution" => ("remedy", "legal after forward substitution"),
        _ => ("illegal", "illegal: a flow dependence is violated"),
    };
    html! {
        <div class="verdict" id="loops-verdict" data-remedy={t.remedy.clone()}>
            <p class={classes!("remedy-badge", cls)} id="loops-remedy">{ words }</p>
            <ul class="verdict-list">
                <li id="loops-flow" data-value={t.flow_preserved.to_string()}>{ format!("every flow dependence preserved: {}", yes_no(t.flow_preserved)) }
                    { if t.violated[0] > 0 { format!(" ({} violated)", crate::format::thousands(t.violated[0] as u64)) } else { String::new() } }</li>
                <li id="loops-all" data-value={t.all_preserved.to_string()}>{ format!("every dependence preserved: {}", yes_no(t.all_preserved)) }
                    { if !t.all_preserved { format!(" (violated: flow {}, anti {}, output {})", t.violated[0], t.violated[1], t.violated[2]) } else { String::new() } }</li>
                <li id="loops-conflicts" data-value={t.live_range_conflicts.to_string()}>{ format!("live-range conflicts: {}", crate::format::thousands(t.live_range_conflicts as u64)) }
                    { for t.conflicts.iter().map(|(a, n, r)| html! { <span class="conflict-array">{ format!(" · {a}: {} → {r}", crate::format::count(*n, "pair")) }</span> }) }</li>
                if let Some(f) = &t.first_violated_flow { <li id="loops-first-violated">{ format!("first violated flow dependence: {f}") }</li> }
            </ul>
            <p class="hint">{ format!("Schedule: {}", t.schedule) }</p>
            <div class="code-pair">
                <div>
                    <h4>{"Transformed loop nest"}</h4>
                    { match &t.code {
                        Ok(c) => html! { <pre class="gen-code" id="loops-code-transformed">{ c.clone() }</pre> },
                        Err(e) => html! { <p class="hint" id="loops-code-transformed">{ format!("No code for this schedule: {e}") }</p> },
                    } }
                </div>
                if let Some(RemedyInfo { remedy, arrays, rewritten, transformed }) = &t.remedy_code {
                    <div id="loops-remedy-code">
                        <h4>{ format!("The remedy: {} of {}", remedy.replace('-', " "), arrays.join(", ")) }
                            { match t.remedy_verified {
                                Some(true) => html! { <span class="ok-tag">{" · verified"}</span> },
                                Some(false) => html! { <span class="bad-tag">{" · does not apply as such"}</span> },
                                None => html! {},
                            } }</h4>
                        <pre class="gen-code" id="loops-remedy-original">{ rewritten.clone() }</pre>
                        <h4>{"…and its transformed nest"}</h4>
                        { match transformed {
                            Ok(c) => html! { <pre class="gen-code" id="loops-remedy-transformed">{ c.clone() }</pre> },
                            Err(e) => html! { <p class="hint">{ format!("No code: {e}") }</p> },
                        } }
                    </div>
                }
            </div>
        </div>
    }
}

#[derive(Properties, Clone, PartialEq)]
struct RangesProps {
    data: LoopsData,
    stem: String,
}

/// Live ranges of one array (or one cell) on the execution timeline, before and after.
#[function_component]
fn LiveRanges(props: &RangesProps) -> Html {
    let d = &props.data;
    let array = use_state(|| None::<u32>);
    let cell = use_state(|| None::<u32>);
    let with_ranges: Vec<u32> = {
        let mut v: Vec<u32> = d.ranges.iter().map(|r| r.array).collect();
        reconverge_core::sort::sort(&mut v);
        v.dedup();
        v
    };
    if with_ranges.is_empty() {
        return html! { <div class="loops-ranges"><h3>{"Live ranges"}</h3><p class="hint">{"No cell is written."}</p></div> };
    }
    // Default: the first array with conflicts, else the first scalar, else the first array.
    let conflicted: Option<u32> = d.ranges.iter().find(|r| r.conflict).map(|r| r.array);
    let default = conflicted.unwrap_or(with_ranges[0]);
    let a = array.filter(|x| with_ranges.contains(x)).unwrap_or(default);
    let of_array: Vec<&RangeInfo> = d.ranges.iter().filter(|r| r.array == a).collect();
    let mut cells: Vec<u32> = of_array.iter().map(|r| r.cell).collect();
    cells.dedup();
    let c = cell.filter(|x| cells.contains(x));
    let mut rows: Vec<&RangeInfo> = of_array.iter().copied().filter(|r| c.is_none_or(|c| r.cell == c)).collect();
    // Cells with conflicts first (stable), so the capped drawing shows them.
    let hot_cells: std::collections::HashSet<u32> = rows.iter().filter(|r| r.conflict).map(|r| r.cell).collect();
    reconverge_core::sort::sort_by_key(&mut rows, |r| !hot_cells.contains(&r.cell));
    let shown = &rows[..rows.len().min(MAX_BARS)];
    let on_array = {
        let (array, cell) = (array.clone(), cell.clone());
        Callback::from(move |e: Event| {
            let sel: HtmlSelectElement = e.target_unchecked_into();
            array.set(sel.value().parse().ok());
            cell.set(None);
        })
    };
    let on_cell = {
        let cell = cell.clone();
        Callback::from(move |e: Event| {
            let sel: HtmlSelectElement = e.target_unchecked_into();
            cell.set(sel.value().parse().ok());
        })
    };
    let has_after = matches!(d.transform, Some(Ok(_)));
    let n_conflicts = rows.iter().filter(|r| r.conflict).count();
    let end = f64::from(d.timeline_end);
    html! {
        <div class="loops-ranges" id="loops-ranges">
            <h3>{"Live ranges"}</h3>
            <div class="space-controls">
                <label>{"array "}
                    <select id="ranges-array" onchange={on_array}>
                        { for with_ranges.iter().map(|&x| html! { <option value={x.to_string()} selected={x == a}>{ d.arrays[x as usize].clone() }</option> }) }
                    </select>
                </label>
                if cells.len() > 1 {
                    <label>{"cell "}
                        <select id="ranges-cell" onchange={on_cell}>
                            <option value="" selected={c.is_none()}>{ format!("all {} cells", cells.len()) }</option>
                            { for cells.iter().take(500).map(|&x| html! { <option value={x.to_string()} selected={c == Some(x)}>{ d.cells[x as usize].clone() }</option> }) }
                        </select>
                    </label>
                }
                <span class="hint" id="ranges-summary">{ format!("{}{}", crate::format::count(rows.len(), "live range"),
                    if has_after { format!(", {} in conflict after the schedule", n_conflicts) } else { String::new() }) }</span>
            </div>
            <p class="hint">{"A range runs from a write (or the start, for the initial value) to the last read of that value (to the end when it is live out). Within an instance the reads come before the write. Two ranges of a cell conflict when the write of one falls strictly inside the other."}</p>
            <div class="ranges-pair">
                { timeline("Original order", shown, end, false, d, &props.stem) }
                if has_after { { timeline("After the schedule", shown, end, true, d, &props.stem) } }
                else { <p class="hint">{"Apply a schedule to see the ranges after it."}</p> }
            </div>
            if rows.len() > shown.len() { <p class="hint capped">{ format!("Drawn: the first {MAX_BARS} of {} ranges (choose a cell to see its own).", rows.len()) }</p> }
            if !d.conflicts_complete { <p class="hint capped">{"Conflict marks stopped early (too many conflicting pairs); the verdict's count is exact."}</p> }
            if d.ranges.len() < d.ranges_total { <p class="hint capped">{ format!("{} of {} live ranges shipped to the page (at most {} per array).", d.ranges.len(), d.ranges_total, crate::loops_job::MAX_SHIP_RANGES) }</p> }
        </div>
    }
}

fn timeline(title: &str, rows: &[&RangeInfo], end: f64, after: bool, d: &LoopsData, stem: &str) -> Html {
    let (label_w, row_h, w) = (185.0, 14.0, 470.0);
    let h = 24.0 + rows.len() as f64 * row_h + 6.0;
    let scale = |t: u32| label_w + (t as f64 / end.max(1.0)) * (w - label_w - 18.0);
    let id = if after { "ranges-after" } else { "ranges-before" };
    html! {
        <div class="timeline">
            <h4>{ title }{ export_buttons(id, stem, &format!("loops-{id}")) }</h4>
            <svg id={id} width={format!("{w}")} height={format!("{h:.0}")} viewBox={format!("0 0 {w} {h:.0}")} role="img" aria-label={format!("{title}: live ranges")}>
                <title>{ format!("{title}: live ranges as bars on the execution timeline{}", if after { "; red bars conflict" } else { "" }) }</title>
                <text class="tick" x={format!("{label_w}")} y="12">{"start"}</text>
                <text class="tick" x={format!("{}", w - 18.0)} y="12" text-anchor="end">{"end"}</text>
                <line class="axis" x1={format!("{label_w}")} x2={format!("{}", w - 18.0)} y1="18" y2="18" />
                { for rows.iter().enumerate().map(|(k, r)| {
                    let y = 24.0 + k as f64 * row_h;
                    let iv = if after { r.after.unwrap_or(r.before) } else { r.before };
                    let (x1, x2) = (scale(iv.0), scale(iv.1).max(scale(iv.0) + 2.0));
                    let bad = after && r.conflict;
                    let label = format!("{} ← {}", d.cells[r.cell as usize], r.write.clone().unwrap_or_else(|| "initial".into()));
                    html! {
                        <g class={classes!("range", bad.then_some("conflict"), r.write.is_none().then_some("live-in"))} data-cell={d.cells[r.cell as usize].clone()}>
                            <title>{ format!("{label}: {}{}{}", crate::format::count(r.reads, "read"), if r.live_out { ", live out" } else { "" }, if bad { " — conflicts" } else { "" }) }</title>
                            <text class="range-label" x={format!("{}", label_w - 6.0)} y={format!("{:.1}", y + 10.0)} text-anchor="end">{ label }</text>
                            <rect x={format!("{x1:.1}")} y={format!("{:.1}", y + 2.0)} width={format!("{:.1}", x2 - x1)} height={format!("{:.1}", row_h - 5.0)} rx="2" />
                            if bad { <text class="conflict-mark" x={format!("{:.1}", x2 + 3.0)} y={format!("{:.1}", y + 10.0)}>{"✕"}</text> }
                        </g>
                    }
                }) }
            </svg>
            <div class="ranges-legend">
                <span><span class="bar ok"></span>{"live range"}</span>
                <span><span class="bar live-in"></span>{"initial value (live in)"}</span>
                if after { <span><span class="bar bad"></span>{"✕ conflicts with another range of its cell"}</span> }
            </div>
        </div>
    }
}
