//! A one-line text box that shows a value without being a controlled input.
//!
//! Yew writes a controlled input's `value` attribute back on every render of its component, so
//! a render while the user types (a worker's answer, a scroll that re-renders the panel) puts
//! the old text back and the typing is lost. [`TextBox`] instead writes its value after a
//! render only while the box does not have the keyboard focus, and again when the box loses
//! it; the user's text reaches the owner through `onchange` (Enter or leaving the box), as
//! before. Every typed box of the Debug tab and of the run-inputs form is one.

use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Properties: the shown value, the change callback, and the attributes the page's boxes use.
#[derive(Properties, PartialEq)]
pub struct TextBoxProps {
    /// The text shown while the box does not have the keyboard focus.
    pub value: AttrValue,
    /// Called with the `change` event (its target is the box).
    pub onchange: Callback<Event>,
    /// The element's `id` (the e2e tests find boxes by it).
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// CSS classes.
    #[prop_or_default]
    pub class: Classes,
    /// Width in characters.
    #[prop_or_default]
    pub size: Option<AttrValue>,
    /// The `id` of a `<datalist>` of suggestions.
    #[prop_or_default]
    pub list: Option<AttrValue>,
    /// Shown greyed while the box is empty.
    #[prop_or_default]
    pub placeholder: Option<AttrValue>,
}

/// Writes `text` into the box behind `r` where it shows something else. `O(text)`.
fn show(r: &NodeRef, text: &str) {
    if let Some(i) = r.cast::<HtmlInputElement>() {
        if i.value() != text {
            i.set_value(text);
        }
    }
}

/// [`show`] unless the box has the keyboard focus (the user may be typing in it). `O(text)`.
fn show_unless_typing(r: &NodeRef, text: &str) {
    let active = web_sys::window().and_then(|w| w.document()).and_then(|d| d.active_element());
    let typing = r.get().zip(active).is_some_and(|(box_, a)| box_ == *a.unchecked_ref::<web_sys::Node>());
    if !typing {
        show(r, text);
    }
}

/// The box (see the module documentation).
#[function_component]
pub fn TextBox(p: &TextBoxProps) -> Html {
    let r = use_node_ref();
    {
        // After every render: the box may have been created again by one.
        let (r, v) = (r.clone(), p.value.clone());
        use_effect(move || show_unless_typing(&r, &v));
    }
    // Leaving the box shows the owner's value again: text the owner did not take (a wave size
    // that is not a number) does not stay on screen as if it were in use.
    let onblur = {
        let (r, v) = (r.clone(), p.value.clone());
        Callback::from(move |_: FocusEvent| show(&r, &v))
    };
    html! {
        <input ref={r} id={p.id.clone()} class={p.class.clone()} size={p.size.clone()} list={p.list.clone()}
            placeholder={p.placeholder.clone()} onchange={p.onchange.clone()} {onblur} />
    }
}
