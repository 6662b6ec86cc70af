//! Thin components: they turn DOM events into [`crate::state::Action`]s and render results.

pub mod app;
pub mod bench;
pub mod cycles;
pub mod debugger;
pub mod editor;
pub mod export;
pub mod frontiers;
pub mod full_views;
pub mod graph_view;
pub mod hardware_panel;
pub mod hierarchies;
pub mod if_conversion;
pub mod job_wait;
pub mod lesson;
pub mod lesson_editor;
pub mod lesson_gallery;
pub mod loops;
pub mod problems;
pub mod query;
pub mod run_inputs;
pub mod stepper;
pub mod text_box;
pub mod uniformity;
pub mod warp;
pub mod vulkan_panel;
