//! The lessons' own Web Worker (`data-bin="lessons_worker"`, issue 31): the core's lesson
//! parser and question answering ([`crate::lessons_job`]) in a wasm module of its own, loaded
//! the first time a lesson (or the lesson editor) asks for it. Answering a lesson's questions
//! reaches every analysis of the core — dominance, cycles, uniformity, the warp engine, the
//! patent's markers, if-conversion, and seed 002's loop nests — so in the analysis worker it
//! would add the loop-nest code the [`crate::loops_worker`] keeps out of it; apart, neither
//! module grows and each stays under the 600 KB budget (docs/PERFORMANCE.md, "Wasm size").
//!
//! The page's [`crate::bridge::WorkerHandle`] routes [`crate::worker::Request::Lesson`] and
//! [`crate::worker::Request::LessonStep`] here and hands the answer on as the analysis
//! worker's `Response::Done`, so views see one worker.

use crate::worker::JobResult;
use gloo_worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};

/// Where Trunk puts the lessons worker's JavaScript (`data-bin="lessons_worker" data-type="worker"`).
pub const LESSONS_WORKER_JS: &str = "./lessons_worker.js";

/// One lesson job (the fields of `Request::Lesson` / `Request::LessonStep`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LessonsRequest {
    /// Job id (the page's, shared with the analysis worker's ids).
    pub job: u64,
    /// The lesson's text.
    pub text: String,
    /// The texts of the gallery examples the lesson names (`(id, text)`: the worker has no gallery).
    pub examples: Vec<(String, String)>,
    /// `None`: parse and check the lesson; `Some((step, picked))`: answer the step's question
    /// (its options; with `picked`, the reveal).
    pub step: Option<(usize, Option<Vec<String>>)>,
}

/// The answer to a [`LessonsRequest`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LessonsResponse {
    /// Job id.
    pub job: u64,
    /// `JobResult::Lesson` or `JobResult::LessonStep`.
    pub result: Box<JobResult>,
    /// Worker milliseconds.
    pub millis: f64,
}

/// The lessons worker: stateless, one answer per request.
pub struct LessonsWorker;

impl Worker for LessonsWorker {
    type Message = ();
    type Input = LessonsRequest;
    type Output = LessonsResponse;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        crate::worker::install_worker_panic_hook();
        LessonsWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, msg: LessonsRequest, who: HandlerId) {
        let t0 = crate::worker::now_ms();
        let result = match msg.step {
            None => JobResult::Lesson(crate::worker::Deferred::new(&crate::lessons_job::parse(&msg.text, &msg.examples))),
            Some((step, picked)) => JobResult::LessonStep(
                (crate::lessons::fnv1a(msg.text.as_bytes()), step),
                crate::worker::Deferred::new(&crate::lessons_job::step(&msg.text, &msg.examples, step, picked.as_deref())),
            ),
        };
        scope.respond(who, LessonsResponse { job: msg.job, result: Box::new(result), millis: crate::worker::now_ms() - t0 });
    }
}
