//! Reconverge explorer: a Yew (CSR) front end over `reconverge-core`, and the Web Worker that
//! runs the core for it.
//!
//! Two binaries share this library: `app` (the page: `state` holds the pure reducer, `url` the
//! scenario ⇄ link mapping, `svg` turns layout geometry into SVG, `components` are thin views)
//! and `worker` ([`worker::AnalysisWorker`]: parses and analyses the text off the main
//! thread; [`analysis`] is what it computes). Nothing here implements an analysis.
//! `/?bench` opens the benchmark page.

pub mod analysis;
pub mod bridge;
pub mod components;
pub mod debug_job;
pub mod debug_worker;
pub mod deferred;
pub mod examples;
pub mod folding;
pub mod first_view;
pub mod format;
pub mod full_module;
pub mod hardware_view;
pub mod lessons;
pub mod lessons_job;
pub mod lessons_worker;
pub mod loops_job;
pub mod loops_worker;
pub mod panic;
pub mod state;
pub mod svg;
pub mod uniformity_view;
pub mod url;
pub mod vulkan_view;
pub mod worker;
