//! Exports of the current scenario: the shown drawing as SVG (with the page's styles inlined)
//! or PNG (the SVG rasterised at 2× on a canvas), the CFG as Graphviz DOT, and the analyses as
//! JSON (the same data as `reconverge print --format json`).

use crate::analysis::Analysed;
use reconverge_core::cycles;
use reconverge_core::print;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Blob, BlobPropertyBag, CssStyleSheet, HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement,
    Url,
};
use yew::prelude::*;

/// Closes the export menu.
fn close_menu() {
    if let Some(d) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("export"))
    {
        let _ = d.remove_attribute("open");
    }
}

/// Starts a download of `bytes` as `name` with MIME type `mime`.
fn download(name: &str, mime: &str, text: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = BlobPropertyBag::new();
    opts.set_type(mime);
    if let Ok(blob) = Blob::new_with_str_sequence_and_options(&parts, &opts) {
        download_blob(name, &blob);
    }
}

fn download_blob(name: &str, blob: &Blob) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(url) = Url::create_object_url_with_blob(blob) else {
        return;
    };
    if let Ok(a) = doc
        .create_element("a")
        .map(|e| e.unchecked_into::<HtmlAnchorElement>())
    {
        a.set_href(&url);
        a.set_download(name);
        if let Some(body) = doc.body() {
            let _ = body.append_child(&a);
            a.click();
            let _ = body.remove_child(&a);
        }
    }
    // Revoking at once can cancel the download: give the browser a moment.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
}

/// The page's CSS rules as text (to make an exported SVG look like the page).
fn page_css() -> String {
    let mut css = String::new();
    let Some(sheets) = web_sys::window()
        .and_then(|w| w.document())
        .map(|d| d.style_sheets())
    else {
        return css;
    };
    for i in 0..sheets.length() {
        let Some(sheet) = sheets
            .get(i)
            .and_then(|s| s.dyn_into::<CssStyleSheet>().ok())
        else {
            continue;
        };
        let Ok(rules) = sheet.css_rules() else {
            continue;
        };
        for j in 0..rules.length() {
            if let Some(r) = rules.get(j) {
                css.push_str(&r.css_text());
                css.push('\n');
            }
        }
    }
    css
}

/// The first drawing on the page as a standalone SVG document, or `None`.
fn current_svg() -> Option<(String, f64, f64)> {
    let doc = web_sys::window()?.document()?;
    let svg = doc.query_selector(".right svg.drawing").ok()??;
    let clone = svg
        .clone_node_with_deep(true)
        .ok()?
        .dyn_into::<web_sys::Element>()
        .ok()?;
    let rect = svg.get_bounding_client_rect();
    let (w, h) = (rect.width().max(1.0), rect.height().max(1.0));
    let _ = clone.set_attribute("xmlns", "http://www.w3.org/2000/svg");
    let _ = clone.set_attribute("width", &format!("{w}"));
    let _ = clone.set_attribute("height", &format!("{h}"));
    let style = doc
        .create_element_ns(Some("http://www.w3.org/2000/svg"), "style")
        .ok()?;
    style.set_text_content(Some(&format!(
        "svg {{ background: #fff; font-family: sans-serif; }}\n{}",
        page_css()
    )));
    let _ = clone.insert_before(&style, clone.first_child().as_ref());
    Some((clone.outer_html(), w, h))
}

/// Rasterises the current drawing at 2× and downloads it as PNG.
fn export_png(name: String) {
    let Some((svg, w, h)) = current_svg() else {
        return;
    };
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Ok(img) = HtmlImageElement::new() else {
        return;
    };
    let parts = js_sys::Array::of1(&JsValue::from_str(&svg));
    let opts = BlobPropertyBag::new();
    opts.set_type("image/svg+xml");
    let Ok(blob) = Blob::new_with_str_sequence_and_options(&parts, &opts) else {
        return;
    };
    let Ok(url) = Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let img2 = img.clone();
    let url2 = url.clone();
    let onload = Closure::once_into_js(move || {
        let Ok(canvas) = doc
            .create_element("canvas")
            .map(|e| e.unchecked_into::<HtmlCanvasElement>())
        else {
            return;
        };
        canvas.set_width((w * 2.0) as u32);
        canvas.set_height((h * 2.0) as u32);
        if let Ok(Some(ctx)) = canvas.get_context("2d") {
            let ctx: web_sys::CanvasRenderingContext2d = ctx.unchecked_into();
            let _ = ctx.scale(2.0, 2.0);
            let _ = ctx.draw_image_with_html_image_element(&img2, 0.0, 0.0);
        }
        let _ = Url::revoke_object_url(&url2);
        let cb = Closure::once_into_js(move |blob: JsValue| {
            if let Ok(blob) = blob.dyn_into::<Blob>() {
                download_blob(&name, &blob);
            }
        });
        let _ = canvas.to_blob(cb.unchecked_ref());
    });
    img.set_onload(Some(onload.unchecked_ref()));
    img.set_src(&url);
}

/// The analyses of `a` as one JSON object (dominator, post-dominator trees, cycles).
fn analyses_json(a: &Analysed) -> String {
    let cfg = &a.cfg;
    let v = serde_json::json!({
        "function": cfg.name(),
        "domtree": print::domtree_json(cfg, &a.dt),
        "postdomtree": print::postdomtree_json(cfg, &a.pdt),
        "cycles": cycles::print::cycles_json(cfg, &a.cycles),
    });
    serde_json::to_string_pretty(&v).unwrap_or_default()
}

/// Properties of [`ExportMenu`].
#[derive(Properties, Clone)]
pub struct ExportProps {
    /// What to export.
    pub analysed: Rc<Analysed>,
}

impl PartialEq for ExportProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed)
    }
}

/// The export menu.
#[function_component]
pub fn ExportMenu(props: &ExportProps) -> Html {
    let stem = props
        .analysed
        .cfg
        .name()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect::<String>();
    let svg = {
        let stem = stem.clone();
        Callback::from(move |_: MouseEvent| {
            close_menu();
            if let Some((s, _, _)) = current_svg() {
                download(&format!("{stem}.svg"), "image/svg+xml", &s)
            }
        })
    };
    let png = {
        let stem = stem.clone();
        Callback::from(move |_: MouseEvent| {
            close_menu();
            export_png(format!("{stem}.png"))
        })
    };
    let dot = {
        let (a, stem) = (props.analysed.clone(), stem.clone());
        Callback::from(move |_: MouseEvent| {
            close_menu();
            download(
                &format!("{stem}.dot"),
                "text/vnd.graphviz",
                &reconverge_core::input::dot::to_dot(&a.cfg),
            )
        })
    };
    let json = {
        let (a, stem) = (props.analysed.clone(), stem);
        Callback::from(move |_: MouseEvent| {
            close_menu();
            download(
                &format!("{stem}.json"),
                "application/json",
                &analyses_json(&a),
            )
        })
    };
    let worker = use_context::<crate::bridge::WorkerHandle>();
    let lit_error = use_state(|| None::<String>);
    let lit = {
        let (a, worker, lit_error) = (props.analysed.clone(), worker.clone(), lit_error.clone());
        Callback::from(move |_: MouseEvent| {
            close_menu();
            let Some(w) = worker.as_ref() else { return };
            let text = a.src.to_string();
            let function = (a.format == reconverge_core::input::Format::LlvmIr).then(|| a.functions.get(a.selected).cloned()).flatten();
            let lit_error = lit_error.clone();
            let on = Callback::from(move |r: crate::worker::Response| {
                if let crate::worker::Response::Done { result, .. } = r {
                    if let crate::worker::JobResult::Lit(r) = *result {
                        match r {
                            Ok((name, text)) => {
                                lit_error.set(None);
                                download(&name, "text/plain", &text)
                            }
                            Err(e) => lit_error.set(Some(e)),
                        }
                    }
                }
            });
            w.send(move |job| crate::worker::Request::LitExport { job, text, function }, on);
        })
    };
    html! {
        <details class="export" id="export">
            <summary>{"Export"}</summary>
            <div class="export-menu">
                <button id="export-svg" onclick={svg} title="The drawing shown first in the open tab">{"SVG"}</button>
                <button id="export-png" onclick={png}>{"PNG"}</button>
                <button id="export-dot" onclick={dot} title="The CFG as a Graphviz digraph">{"DOT"}</button>
                <button id="export-json" onclick={json} title="Dominator and post-dominator trees, cycles">{"JSON"}</button>
                <button id="export-lit" onclick={lit} title="An LLVM lit test: the function as IR (compact text and DOT become an AMDGPU kernel), a RUN line for opt -passes='print<uniformity>' | FileCheck, and CHECK lines from this analysis">{"lit test"}</button>
                if let Some(e) = (*lit_error).clone() {
                    <p class="alert" role="alert" id="export-lit-error">{ format!("lit export: {e}") }</p>
                }
            </div>
        </details>
    }
}
