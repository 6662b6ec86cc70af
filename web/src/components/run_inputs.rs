//! The inputs form of a kernel run (issue 21 item 1), in the Warp tab's run section: NDRange,
//! wave size and one row per kernel argument (kind, type, length, initialiser or value). The
//! rows come from core (`interpreter::form`, computed in the worker with the analysis); "Run
//! with these inputs" writes them into the text as `; run:` / `; arg` lines
//! (`form::replace_directives`), so the share link keeps them and the worker runs them. When the
//! suggested inputs still fault, the form opens with the row to change marked. A default scalar
//! says under its value why it has it (core's `scalar_uses`: "loop bound in %for.cond
//! (line 42)"), and the NDRange why it is what it is (core's `launch`: "local 16: `@temp` is
//! `[16 x float]` indexed by `get_local_id(0)`, line 42"). Malformed lines keep the form on
//! screen with the error (`#run-inputs-error`); the NDRange fields take any syntax of a
//! `; run:` line (`32x16`, `global 64x64 local 16x16`). The boxes are [`TextBox`]es: a render while
//! the user types in one (a worker's answer) does not put the old text back.

use super::text_box::TextBox;
use reconverge_core::interpreter::form::{self, ArgKind, InputForm};
use yew::prelude::*;

/// Properties.
#[derive(Properties, PartialEq)]
pub struct RunInputsProps {
    /// The form as core built it.
    pub form: InputForm,
    /// The editor text (the lines are replaced in it).
    pub src: AttrValue,
    /// Whether the kernel ran with the text's inputs.
    pub ran: bool,
    /// Replace the editor text (and analyse it).
    pub on_edit: Callback<String>,
}

const INITS: [&str; 6] = ["zeros", "iota", "random(0, 100) seed 1", "fill(1)", "[1, 2, 3]", "uninit"];

fn kind_name(k: ArgKind) -> &'static str {
    match k {
        ArgKind::Buffer => "buffer",
        ArgKind::Local => "__local",
        ArgKind::Scalar => "scalar",
        ArgKind::Struct => "struct",
        ArgKind::Vector => "vector",
    }
}

/// The form.
#[function_component]
pub fn RunInputs(props: &RunInputsProps) -> Html {
    let draft = use_state(|| props.form.clone());
    // The reader's own opening or closing of the section, kept until the text changes: a run
    // that ends (or a form that is refined after it) while the reader is filling the form in
    // does not close it under them.
    let chosen_open = use_state(|| None::<bool>);
    {
        let (draft, f) = (draft.clone(), props.form.clone());
        use_effect_with(props.form.clone(), move |_| {
            draft.set(f);
        });
    }
    {
        let chosen_open = chosen_open.clone();
        use_effect_with(props.src.clone(), move |_| {
            chosen_open.set(None);
        });
    }
    let fault_row = props.form.fault.as_ref().and_then(|f| f.row);
    let set = |upd: fn(&mut InputForm, usize, String), k: usize| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let el: web_sys::HtmlInputElement = e.target_unchecked_into();
            let mut f = (*draft).clone();
            upd(&mut f, k, el.value());
            draft.set(f);
        })
    };
    let run = {
        let (draft, src, on_edit) = (draft.clone(), props.src.clone(), props.on_edit.clone());
        Callback::from(move |_: MouseEvent| on_edit.emit(form::replace_directives(&src, &draft)))
    };
    let f = &*draft;
    // A launch the kernel does not say (`InputForm::guess`) opens the form too: the run's
    // findings come from that guess.
    let suggested = !props.ran || props.form.fault.is_some() || !props.form.notes.is_empty() || props.form.error.is_some() || props.form.guess.is_some();
    let open = chosen_open.unwrap_or(suggested);
    // `toggle` also fires after the page itself opens or closes the section; only a state that
    // differs from the suggested one is the reader's choice.
    let ontoggle = {
        let chosen_open = chosen_open.clone();
        Callback::from(move |e: Event| {
            let el: web_sys::Element = e.target_unchecked_into();
            let now = el.has_attribute("open");
            if now != suggested {
                chosen_open.set(Some(now));
            } else if chosen_open.is_some() {
                chosen_open.set(None);
            }
        })
    };
    html! {
        <details class="run-inputs" id="run-inputs" open={open} {ontoggle}>
            <summary>{ if props.ran { "Inputs of this run" } else { "Inputs: choose them and run" } }
                // The work-group size read from the kernel, said where the section is closed too.
                if let Some(r) = props.form.launch.iter().find(|r| !r.starts_with("global") && !r.starts_with("local: the default")) {
                    <span class="hint" id="run-inputs-launch-summary">{ format!(" · {r}") }</span>
                }
            </summary>
            if let Some(e) = &props.form.error {
                <p class="alert" role="alert" id="run-inputs-error">{ format!("These inputs cannot be used: {e}. The fields below show what the text says; fix them and run again.") }</p>
            }
            if let Some(g) = &props.form.guess {
                <p class="alert" id="run-inputs-guess">{ format!("One input is not read from the kernel — {g}.") }</p>
            }
            if let Some(fault) = &props.form.fault {
                <p class="alert" id="run-inputs-fault">{ match (fault.advice.is_empty(), fault.row.and_then(|r| f.rows.get(r))) {
                    (true, Some(r)) => format!("With these inputs the run still stops: change {} (row {} below). {}", r.name, r.index, fault.message),
                    (_, Some(r)) => format!("With these inputs the run still stops at {}: {}. {}", r.name, fault.message, fault.advice),
                    (_, None) => format!("With these inputs the run still stops: {}. {}", fault.message, fault.advice),
                } }</p>
            }
            if !props.form.notes.is_empty() {
                <ul class="hint" id="run-inputs-notes">
                    { for props.form.notes.iter().map(|n| html! { <li>{ n.clone() }</li> }) }
                    if props.form.fault.is_none() && props.ran {
                        <li id="run-inputs-grown">{"The run shown below uses these grown inputs; “Run with these inputs” writes them into the text."}</li>
                    }
                </ul>
            }
            <div class="run-inputs-ndrange">
                <label title="64 · 64,64 · 64x64 · or a whole line: global 64x64 local 16x16">{"global "}<TextBox id="ri-global" size="10" value={f.global.clone()} onchange={set(|f, _, v| f.global = v, 0)} /></label>
                <label class={classes!(props.form.guess.is_some().then_some("guessed"))} title={props.form.guess.clone().unwrap_or_default()}>{"local "}<TextBox id="ri-local" size="10" value={f.local.clone()} onchange={set(|f, _, v| f.local = v, 0)} /></label>
                <label>{"wave "}<TextBox id="ri-wave" size="4" value={f.wave.to_string()} onchange={set(|f, _, v| f.wave = v.trim().parse().unwrap_or(f.wave), 0)} /></label>
            </div>
            if !props.form.launch.is_empty() {
                <ul class="hint ri-launch" id="run-inputs-launch" title="How the NDRange was chosen: read from the kernel (interpreter::launch)">
                    { for props.form.launch.iter().map(|r| html! { <li>{ r.clone() }</li> }) }
                </ul>
            }
            <datalist id="ri-inits">{ for INITS.iter().map(|i| html! { <option value={*i} /> }) }</datalist>
            <table class="numbers run-inputs-rows" id="run-inputs-rows">
                <thead><tr><th>{"argument"}</th><th>{"kind, type"}</th><th>{"length"}</th><th>{"initialiser / value"}</th></tr></thead>
                <tbody>{ for f.rows.iter().map(|r| {
                    let k = r.index;
                    let bad = fault_row == Some(k);
                    let sized = matches!(r.kind, ArgKind::Buffer | ArgKind::Local);
                    html! { <>
                        <tr data-arg={r.name.clone()} class={classes!(bad.then_some("fault"), (!r.from_text).then_some("default"))}
                            title={if r.from_text { "from the text's ; arg line" } else { "a default (no ; arg line for it)" }}>
                            <td>{ r.name.clone() }</td>
                            <td>{ kind_name(r.kind) }{" "}{ match r.kind {
                                ArgKind::Buffer => html! { <TextBox class="ri-elem" size="3" value={r.elem.clone()} onchange={set(|f, k, v| f.rows[k].elem = v, k)} /> },
                                ArgKind::Local => html! {},
                                _ => html! { <code>{ r.ir_type.clone() }</code> },
                            } }</td>
                            if sized {
                                <td><TextBox class="ri-len" size="7" value={r.len.to_string()} onchange={set(|f, k, v| f.rows[k].len = v.trim().parse().unwrap_or(f.rows[k].len), k)} /></td>
                            }
                            <td colspan={if sized { "1" } else { "2" }}>{ match r.kind {
                                ArgKind::Local => html! { <span class="hint">{"bytes per group"}</span> },
                                ArgKind::Buffer => html! { <TextBox class="ri-value" list="ri-inits" size="14" value={r.value.clone()} onchange={set(|f, k, v| f.rows[k].value = v, k)} /> },
                                _ => html! { <TextBox class="ri-value" size="14" value={r.value.clone()} onchange={set(|f, k, v| f.rows[k].value = v, k)} /> },
                            } }</td>
                        </tr>
                        // Why a default scalar has its value, on a full-width line of its own.
                        if !r.hint.is_empty() {
                            <tr class="ri-why-row" data-for={r.name.clone()}>
                                <td colspan="4" class="hint ri-why" title="Why this default: how the kernel uses the argument">{ format!("↳ {}: {}", r.name, r.hint) }</td>
                            </tr>
                        }
                    </> }
                }) }</tbody>
            </table>
            <button id="run-inputs-run" onclick={run} title="Write these inputs as ; run: / ; arg lines into the text and run the kernel">{"Run with these inputs"}</button>
        </details>
    }
}
