//! The Problems list under a kernel run (issue 20): one row per finding of the interpreter's
//! checks (kind, work-items, line:column, message). Clicking a row selects its line in the
//! editor (`#source`) and highlights, in the warp tables, the lanes (rows `wi N`) and the
//! instances (cells of those lanes at the finding's blocks) involved. [`instance_marks`] gives
//! the tables their permanent marks: an instance of a block where its work-item read racing
//! data (`reads-racy`) or used an uninitialised value (`reads-uninit`).
//!
//! The findings come computed from core through the worker (`analysis::FindingView`); this
//! file only draws them.

use crate::analysis::{FindingView, KernelRun};
use reconverge_core::convergence::TableReport;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use web_sys::{Element, HtmlTextAreaElement};
use yew::prelude::*;

/// Rows shown (the run keeps at most 256 distinct findings).
pub const MAX_ROWS: usize = 100;

/// Properties of [`Problems`].
#[derive(Properties, PartialEq, Clone)]
pub struct ProblemsProps {
    /// The run's findings.
    pub findings: Rc<Vec<FindingView>>,
}

/// The table class of an instance of a finding of `kind`: `reads-racy` for races,
/// schedule-dependent reports and warp-synchronous code, `reads-uninit` for uninitialised
/// values, `faulted` for the rest.
pub fn mark_class(kind: &str) -> &'static str {
    if kind.ends_with("-race") || kind.starts_with("schedule-dependent") || kind == "warp-synchronous" {
        "reads-racy"
    } else if kind.starts_with("uninitialised") {
        "reads-uninit"
    } else {
        "faulted"
    }
}

pub use crate::analysis::is_fault;

/// `(work-item, block name) → class` of every race and uninitialised finding of `run`: the
/// instances to mark. `O(findings × work-items)`.
fn involved(findings: &[FindingView]) -> BTreeMap<(u64, String), &'static str> {
    let mut out = BTreeMap::new();
    for f in findings {
        let class = mark_class(&f.kind);
        if class == "faulted" {
            continue;
        }
        // The first occurrence, then the later ones (as many work-items each).
        let n = f.work_items.len().max(1);
        for occurrence in std::iter::once(&f.work_items[..]).chain(f.more_work_items.chunks(n)) {
            for (k, &w) in occurrence.iter().enumerate() {
                // Parallel for two-sided findings; otherwise every location belongs to the one work-item.
                let locs: Vec<_> = if f.work_items.len() == f.locations.len() {
                    vec![&f.locations[k]]
                } else {
                    f.locations.iter().collect()
                };
                for (_, _, b) in locs {
                    if let Some(b) = b {
                        out.entry((w, b.clone())).or_insert(class);
                    }
                }
            }
        }
    }
    out
}

/// Per thread row `t` and instance `k` of `table` (threads named `wi N`, as a run's warp), the
/// class marking an instance whose work-item read racing data or used an uninitialised value
/// there (by block: every visit of that block by that work-item is marked); `base` marks win
/// where both exist. `None` when nothing is marked and `base` is `None`.
pub fn instance_marks(
    run: Option<&KernelRun>,
    table: &TableReport,
    base: Option<Vec<Vec<&'static str>>>,
) -> Option<Vec<Vec<&'static str>>> {
    let Some(run) = run else { return base };
    let inv = involved(&run.findings);
    if inv.is_empty() {
        return base;
    }
    let mut out: Vec<Vec<&'static str>> =
        base.unwrap_or_else(|| table.threads.iter().map(|row| vec![""; row.len()]).collect());
    for (t, row) in table.threads.iter().enumerate() {
        let Some(w) = table
            .thread_names
            .get(t)
            .and_then(|n| n.strip_prefix("wi "))
            .and_then(|n| n.parse::<u64>().ok())
        else {
            continue;
        };
        for (k, &col) in row.iter().enumerate() {
            // An instance's block is its column's.
            let Some(block) = table.column_blocks.get(col as usize) else {
                continue;
            };
            if let Some(&c) = inv.get(&(w, block.clone())) {
                if let Some(slot) = out.get_mut(t).and_then(|r| r.get_mut(k)) {
                    if slot.is_empty() {
                        *slot = c;
                    }
                }
            }
        }
    }
    Some(out)
}

/// Selects line `line` of the editor (the code editor and its text area mirror) and scrolls it into view.
fn jump_to_line(line: u32) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(area) = doc
        .get_element_by_id("source")
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<HtmlTextAreaElement>(e).ok())
    else {
        return;
    };
    let text = area.value();
    let start: usize = text
        .split('\n')
        .take(line.saturating_sub(1) as usize)
        .map(|l| l.chars().count() + 1)
        .sum();
    let len = text
        .split('\n')
        .nth(line.saturating_sub(1) as usize)
        .map_or(0, |l| l.chars().count());
    let _ = area.set_selection_range(start as u32, (start + len) as u32);
    // The code editor, when mounted, shows the selection (the text area is then its mirror).
    if !super::editor::reveal_line(line, 1) {
        let _ = area.focus();
        let y = (f64::from(line) - 1.0) * super::editor::LINE_PX;
        area.set_scroll_top((y - f64::from(area.client_height()) / 3.0).max(0.0) as i32);
    }
}

/// Adds (`on`) or removes class `c` of `e` (through `className`: no `DomTokenList` binding).
fn toggle_class(e: &Element, c: &str, on: bool) {
    let mut classes: Vec<String> = e
        .class_name()
        .split_whitespace()
        .filter(|x| *x != c)
        .map(str::to_string)
        .collect();
    if on {
        classes.push(c.to_string());
    }
    e.set_class_name(&classes.join(" "));
}

/// Marks the lanes and instances of `f` in the warp tables (`problem-lane` on the rows,
/// `problem-hl` on the cells whose `data-block` is one of the finding's blocks), clearing the previous selection.
fn highlight(f: &FindingView) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let clear = |sel: &str, class: &str| {
        if let Ok(list) = doc.query_selector_all(sel) {
            for i in 0..list.length() {
                if let Some(e) = list
                    .item(i)
                    .and_then(|n| wasm_bindgen::JsCast::dyn_into::<Element>(n).ok())
                {
                    toggle_class(&e, class, false);
                }
            }
        }
    };
    clear(".problem-lane", "problem-lane");
    clear(".problem-hl", "problem-hl");
    let blocks: BTreeSet<&str> = f.locations.iter().filter_map(|l| l.2.as_deref()).collect();
    for w in &f.work_items {
        let Ok(rows) = doc.query_selector_all(&format!(".dit tr[data-thread=\"wi {w}\"]")) else {
            continue;
        };
        for i in 0..rows.length() {
            let Some(row) = rows
                .item(i)
                .and_then(|n| wasm_bindgen::JsCast::dyn_into::<Element>(n).ok())
            else {
                continue;
            };
            toggle_class(&row, "problem-lane", true);
            if let Ok(cells) = row.query_selector_all("td") {
                for j in 0..cells.length() {
                    if let Some(c) = cells
                        .item(j)
                        .and_then(|n| wasm_bindgen::JsCast::dyn_into::<Element>(n).ok())
                    {
                        if c.get_attribute("data-block").is_some_and(|b| blocks.contains(b.as_str())) {
                            toggle_class(&c, "problem-hl", true);
                        }
                    }
                }
            }
        }
    }
}

/// `wi 3, wi 17` (at most four, then a count).
fn work_items(w: &[u64]) -> String {
    let mut s: Vec<String> = w.iter().take(4).map(|x| format!("wi {x}")).collect();
    if w.len() > 4 {
        s.push(format!("+{}", w.len() - 4));
    }
    s.join(", ")
}

/// The Problems list (`#problems`): a banner for faults (their work-items stopped; the others
/// ran on), then one row per finding; a click jumps to the line and highlights the lanes.
#[function_component]
pub fn Problems(props: &ProblemsProps) -> Html {
    let selected = use_state(|| None::<usize>);
    let fs = &props.findings;
    if fs.is_empty() {
        return html! { <p class="hint problems-none" id="problems" data-count="0">{"Problems: none — no races, uninitialised values, bounds or alignment errors in this run."}</p> };
    }
    // Each occurrence of a fault stopped one work-item: count them all (a row says ×128).
    let faults: u64 = fs.iter().filter(|f| is_fault(&f.kind)).map(|f| f.count.max(1)).sum();
    let errors = fs.iter().filter(|f| f.severity == "error").count();
    html! {
        <div class="problems" id="problems" data-count={fs.len().to_string()}>
            if faults > 0 {
                <div class="alert" role="alert" id="run-faults">{ format!(
                    "{} stopped {} (each stopped its work-item there; the others ran on, so the buffers below are partial).",
                    crate::format::count(faults as usize, "fault"), crate::format::count(faults as usize, "work-item")) }</div>
            }
            <h3>{ format!("Problems ({} error{}, {} warning{})", errors, if errors == 1 { "" } else { "s" }, fs.len() - errors, if fs.len() - errors == 1 { "" } else { "s" }) }</h3>
            <table class="numbers problems-table" id="problems-table">
                <thead><tr><th>{"kind"}</th><th>{"work-items"}</th><th>{"line:col"}</th><th>{"message"}</th></tr></thead>
                <tbody>{ for fs.iter().take(MAX_ROWS).enumerate().map(|(i, f)| {
                    let onclick = {
                        let (selected, f) = (selected.clone(), f.clone());
                        Callback::from(move |_: MouseEvent| {
                            selected.set(Some(i));
                            if let Some(&(line, _, _)) = f.locations.iter().find(|l| l.0 > 0) {
                                jump_to_line(line);
                            }
                            highlight(&f);
                        })
                    };
                    let lines = f.locations.iter().filter(|l| l.0 > 0).map(|l| format!("{}:{}", l.0, l.1)).collect::<Vec<_>>().join(", ");
                    html! {
                        <tr class={classes!("problem", f.severity.clone(), mark_class(&f.kind), (*selected == Some(i)).then_some("selected"))}
                            data-kind={f.kind.clone()} data-line={f.locations.first().map(|l| l.0.to_string()).unwrap_or_default()}
                            title="Click: select the line in the editor and highlight the lanes in the warp tables" {onclick}>
                            <td class="kind">{ f.kind.clone() }</td>
                            <td>{ work_items(&f.work_items) }</td>
                            <td class="loc">{ lines }</td>
                            <td>{ crate::format::rich(&f.message) }{ if f.count > 1 { format!(" (×{})", crate::format::thousands(f.count)) } else { String::new() } }</td>
                        </tr>
                    }
                }) }</tbody>
            </table>
            if fs.len() > MAX_ROWS {
                <p class="hint">{ format!("First {MAX_ROWS} of {} findings.", fs.len()) }</p>
            }
            <p class="hint">{"In the warp tables: "}<span class="key reads-racy">{"read racing data"}</span><span class="key reads-uninit">{"used an uninitialised value"}</span></p>
        </div>
    }
}
