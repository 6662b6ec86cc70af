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

/// Empty space around an exported drawing (model units = CSS pixels).
pub const EXPORT_MARGIN: f64 = 8.0;

/// The longest side of an exported PNG in pixels (a larger drawing is rasterised below 2×).
const MAX_PNG_SIDE: f64 = 8000.0;

/// The width an exported PNG reaches when the drawing allows (slide resolution), in pixels.
const SLIDE_PNG_WIDTH: f64 = 1600.0;

/// The largest scale a small drawing is rasterised at to reach [`SLIDE_PNG_WIDTH`].
const MAX_PNG_SCALE: f64 = 12.0;

/// The scale a `w` × `h` CSS-pixel drawing is rasterised at: twice the device pixels, and at
/// least [`SLIDE_PNG_WIDTH`] wide (a vector drawing stays sharp), but never more than
/// [`MAX_PNG_SCALE`] nor a side over [`MAX_PNG_SIDE`].
pub fn png_scale(w: f64, h: f64, device_pixel_ratio: f64) -> f64 {
    let want = (2.0 * device_pixel_ratio.max(1.0)).max(SLIDE_PNG_WIDTH / w.max(1.0)).min(MAX_PNG_SCALE);
    want.min(MAX_PNG_SIDE / w.max(h).max(1.0))
}

/// What exported files are named after: the kernel (an LLVM or SPIR-V function), else the
/// gallery example, else `reconverge` (compact text and DOT name their function `cfg`, which
/// says nothing).
pub fn export_stem(function: &str, example: Option<&str>) -> String {
    match (function, example) {
        (f, _) if !f.is_empty() && f != "cfg" => f.to_string(),
        (_, Some(e)) => e.to_string(),
        _ => "reconverge".to_string(),
    }
}

/// Interactive controls of a drawing that an exported image leaves out (the `⟳` rotate
/// buttons, anything marked `data-ui`).
const UI_SELECTOR: &str = ".rotate, [data-ui]";

/// The first drawing on the page (`svg.drawing`) and the file-name suffix naming it: the view
/// (`cfg`, `domtree`, `postdomtree`), after the tab when it is not the trees tab
/// (`warp-cfg`).
fn current_drawing() -> Option<(web_sys::Element, String)> {
    let doc = web_sys::window()?.document()?;
    let svg = doc.query_selector(".right svg.drawing").ok()??;
    let view = svg
        .closest("[data-view]")
        .ok()
        .flatten()
        .and_then(|v| v.get_attribute("data-view"))
        .unwrap_or_else(|| "drawing".to_string());
    let tab = doc
        .query_selector(".tab.active[data-tab]")
        .ok()
        .flatten()
        .and_then(|t| t.get_attribute("data-tab"))
        .unwrap_or_default();
    let what = if tab.is_empty() || tab == "trees" || tab == view { view } else { format!("{tab}-{view}") };
    Some((svg, what))
}

/// A file-name-safe stem: ASCII letters, digits, `-` and `_` (others become `_`).
pub fn file_stem(function: &str, what: &str) -> String {
    let safe = |s: &str| s.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect::<String>();
    let f = safe(function);
    if f.is_empty() || f == safe(what) {
        safe(what)
    } else {
        format!("{f}-{}", safe(what))
    }
}

/// The first drawing on the page as a standalone SVG document cropped to its content (plus
/// [`EXPORT_MARGIN`]) on white, without UI controls, with its file-name suffix; or `None`.
fn current_svg() -> Option<(String, f64, f64, String)> {
    let (svg, what) = current_drawing()?;
    let (text, w, h) = standalone_svg(&svg, &what)?;
    Some((text, w, h, what))
}

/// `svg` as a standalone SVG document cropped to its content (plus [`EXPORT_MARGIN`]) on
/// white, without UI controls (`.rotate`, `[data-ui]`), the page's styles inlined, marked
/// `data-export="{what}"`; with its width and height; or `None`.
pub fn standalone_svg(svg: &web_sys::Element, what: &str) -> Option<(String, f64, f64)> {
    let doc = web_sys::window()?.document()?;
    let clone = svg
        .clone_node_with_deep(true)
        .ok()?
        .dyn_into::<web_sys::Element>()
        .ok()?;
    if let Ok(controls) = clone.query_selector_all(UI_SELECTOR) {
        for i in 0..controls.length() {
            if let Some(n) = controls.item(i) {
                if let Some(p) = n.parent_node() {
                    let _ = p.remove_child(&n);
                }
            }
        }
    }
    // The content's extent: measured on the clone, laid out off screen for a moment.
    let _ = clone.set_attribute("style", "position: absolute; left: -100000px; top: 0; visibility: hidden");
    let body = doc.body()?;
    let _ = body.append_child(&clone);
    let bbox = clone
        .dyn_ref::<web_sys::SvgGraphicsElement>()
        .and_then(|g| g.get_b_box().ok())
        .map(|r| (r.x() as f64, r.y() as f64, r.width() as f64, r.height() as f64));
    let _ = body.remove_child(&clone);
    let _ = clone.remove_attribute("style");
    let (x, y, w, h) = match bbox {
        Some((x, y, w, h)) if w > 0.0 && h > 0.0 => (x - EXPORT_MARGIN, y - EXPORT_MARGIN, w + 2.0 * EXPORT_MARGIN, h + 2.0 * EXPORT_MARGIN),
        _ => {
            let rect = svg.get_bounding_client_rect();
            (0.0, 0.0, rect.width().max(1.0), rect.height().max(1.0))
        }
    };
    let _ = clone.set_attribute("xmlns", "http://www.w3.org/2000/svg");
    let _ = clone.set_attribute("viewBox", &format!("{x} {y} {w} {h}"));
    let _ = clone.set_attribute("width", &format!("{w}"));
    let _ = clone.set_attribute("height", &format!("{h}"));
    let _ = clone.set_attribute("data-export", what);
    let style = doc
        .create_element_ns(Some("http://www.w3.org/2000/svg"), "style")
        .ok()?;
    style.set_text_content(Some(&format!(
        "svg {{ font-family: sans-serif; }}\n{}\nsvg:root, svg {{ background: #fff !important; cursor: default; }}",
        page_css()
    )));
    // A white page under everything (viewers that ignore CSS backgrounds, and the PNG).
    let paper = doc
        .create_element_ns(Some("http://www.w3.org/2000/svg"), "rect")
        .ok()?;
    for (k, v) in [("x", x), ("y", y), ("width", w), ("height", h)] {
        let _ = paper.set_attribute(k, &format!("{v}"));
    }
    let _ = paper.set_attribute("fill", "#fff");
    let _ = paper.set_attribute("class", "export-paper");
    let _ = clone.insert_before(&paper, clone.first_child().as_ref());
    let _ = clone.insert_before(&style, clone.first_child().as_ref());
    Some((clone.outer_html(), w, h))
}

/// Downloads `svg` (an element of the page) as `{stem}-{what}.svg`, or rasterised as
/// `{stem}-{what}.png` when `png` (see [`standalone_svg`], [`file_stem`]).
pub fn export_element(svg: &web_sys::Element, stem: &str, what: &str, png: bool) {
    let Some((text, w, h)) = standalone_svg(svg, what) else {
        return;
    };
    let name = file_stem(stem, what);
    if png {
        rasterise(text, w, h, format!("{name}.png"));
    } else {
        download(&format!("{name}.svg"), "image/svg+xml", &text);
    }
}

/// Rasterises the current drawing (at 2×, less for a very large one) on white and downloads it
/// as PNG named `{stem}-{view}.png`.
fn export_png(stem: String) {
    let Some((svg, w, h, what)) = current_svg() else {
        return;
    };
    rasterise(svg, w, h, format!("{}.png", file_stem(&stem, &what)));
}

/// Rasterises the SVG document `svg` (`w` × `h` CSS pixels) at 2× (less for a very large one)
/// on white and downloads it as `name`.
fn rasterise(svg: String, w: f64, h: f64, name: String) {
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
    let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
    let scale = png_scale(w, h, dpr);
    let onload = Closure::once_into_js(move || {
        let Ok(canvas) = doc
            .create_element("canvas")
            .map(|e| e.unchecked_into::<HtmlCanvasElement>())
        else {
            return;
        };
        canvas.set_width((w * scale).ceil() as u32);
        canvas.set_height((h * scale).ceil() as u32);
        if let Ok(Some(ctx)) = canvas.get_context("2d") {
            let ctx: web_sys::CanvasRenderingContext2d = ctx.unchecked_into();
            ctx.set_fill_style_str("#fff");
            ctx.fill_rect(0.0, 0.0, w * scale, h * scale);
            let _ = ctx.draw_image_with_html_image_element_and_dw_and_dh(&img2, 0.0, 0.0, w * scale, h * scale);
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
    /// The gallery example shown (files are named after it when the function is not a kernel).
    #[prop_or_default]
    pub example: Option<AttrValue>,
}

impl PartialEq for ExportProps {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.analysed, &o.analysed) && self.example == o.example
    }
}

/// The export menu.
#[function_component]
pub fn ExportMenu(props: &ExportProps) -> Html {
    let stem = export_stem(props.analysed.cfg.name(), props.example.as_deref());
    let svg = {
        let stem = stem.clone();
        Callback::from(move |_: MouseEvent| {
            close_menu();
            if let Some((s, _, _, what)) = current_svg() {
                download(&format!("{}.svg", file_stem(&stem, &what)), "image/svg+xml", &s)
            }
        })
    };
    let png = {
        let stem = stem.clone();
        Callback::from(move |_: MouseEvent| {
            close_menu();
            export_png(stem.clone())
        })
    };
    let dot = {
        let (a, stem) = (props.analysed.clone(), stem.clone());
        Callback::from(move |_: MouseEvent| {
            close_menu();
            download(
                &format!("{}.dot", file_stem(&stem, "cfg")),
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
                &format!("{}.json", file_stem(&stem, "analyses")),
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
                    <p class="alert" role="alert" id="export-lit-error">{ crate::format::rich(&format!("lit export: {e}")) }</p>
                }
            </div>
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::{export_stem, file_stem, png_scale};

    #[test]
    fn exports_are_named_after_the_kernel_or_the_example() {
        assert_eq!(file_stem(&export_stem("cfg", Some("fig4-2")), "warp-cfg"), "fig4-2-warp-cfg");
        assert_eq!(file_stem(&export_stem("nw_kernel1", Some("rodinia-nw")), "cfg"), "nw_kernel1-cfg");
        assert_eq!(file_stem(&export_stem("cfg", None), "cfg"), "reconverge-cfg");
    }

    #[test]
    fn pngs_reach_slide_width_within_the_side_limit() {
        // A narrow drawing: 1,600 px wide.
        assert!((png_scale(171.0, 612.0, 1.0) * 171.0 - 1600.0).abs() < 1e-6);
        // A wide one: twice the device pixels.
        assert_eq!(png_scale(2000.0, 500.0, 1.0), 2.0);
        assert_eq!(png_scale(2000.0, 500.0, 2.0), 4.0);
        // A huge one: the longest side is at most 8,000 px.
        assert!(png_scale(10_000.0, 100.0, 1.0) * 10_000.0 <= 8000.0 + 1e-6);
        // A tiny one is not blown up past 12×.
        assert_eq!(png_scale(20.0, 20.0, 1.0), 12.0);
    }

    #[test]
    fn file_names_name_the_function_and_the_view() {
        assert_eq!(file_stem("nw_kernel1", "domtree"), "nw_kernel1-domtree");
        assert_eq!(file_stem("a.b c", "warp-cfg"), "a_b_c-warp-cfg");
        assert_eq!(file_stem("", "cfg"), "cfg");
        // Compact text and DOT name their function `cfg`: not `cfg-cfg`.
        assert_eq!(file_stem("cfg", "cfg"), "cfg");
    }
}
