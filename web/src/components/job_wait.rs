//! What a view shows while its job runs in the worker: what is being computed, the seconds
//! it has taken so far (so a long job is seen to be alive), and a stop button when the job
//! can be stopped.

use yew::prelude::*;

/// Properties of [`JobWait`].
#[derive(Properties, Clone, PartialEq)]
pub struct JobWaitProps {
    /// What is being computed ("If-converting in the worker").
    pub what: AttrValue,
    /// `id` of the paragraph (test hook).
    pub id: AttrValue,
    /// Stops the job (no stop button when `None`).
    #[prop_or_default]
    pub on_stop: Option<Callback<()>>,
}

/// "{what}… N s" with a stop button; the seconds count from the first render (the job is sent
/// by the same render) and tick once a second.
#[function_component]
pub fn JobWait(props: &JobWaitProps) -> Html {
    let t0 = use_memo((), |_| js_sys::Date::now());
    let tick = use_state(|| 0u32);
    {
        let tick = tick.clone();
        use_effect_with((), move |_| {
            let i = gloo_timers::callback::Interval::new(1_000, move || tick.set(*tick + 1));
            move || drop(i)
        });
    }
    let secs = ((js_sys::Date::now() - *t0) / 1000.0).floor() as u64;
    html! {
        <p class="hint job-wait" id={props.id.clone()} data-seconds={secs.to_string()}>
            { format!("{}…", props.what) }
            if secs >= 1 { <span class="job-elapsed">{ format!(" {secs} s") }</span> }
            if let Some(stop) = &props.on_stop {
                {" "}<button class="job-stop" onclick={stop.reform(|_: MouseEvent| ())}>{"stop"}</button>
            }
        </p>
    }
}
