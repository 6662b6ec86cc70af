//! The Loops tab's own Web Worker (`data-bin="loops_worker"`): the polyhedral analysis of a C
//! loop nest ([`crate::loops_job::run`]) in a second wasm module, loaded the first time the
//! Loops tab asks for it. The analysis worker never needs the loop-nest code (its SCoP
//! builder, dependences, schedules, code generation: about 60 KB of the gzipped worker), so
//! keeping it apart keeps the analysis worker under the 600 KB budget
//! (docs/PERFORMANCE.md, "Wasm size").
//!
//! The page's [`crate::bridge::WorkerHandle`] routes a [`crate::worker::Request::Loops`] here
//! and hands the answer on as the analysis worker's `Response::Done` with
//! `JobResult::Loops`, so views see one worker.

use crate::loops_job::LoopsResult;
use gloo_worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};

/// Where Trunk puts the loops worker's JavaScript (`data-bin="loops_worker" data-type="worker"`).
pub const LOOPS_WORKER_JS: &str = "./loops_worker.js";

/// One loop-nest job (the fields of `Request::Loops`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LoopsRequest {
    /// Job id (the page's, shared with the analysis worker's ids).
    pub job: u64,
    /// The committed C text.
    pub text: String,
    /// Parameter values overriding the text's.
    pub params: Vec<(String, i64)>,
    /// The schedule to judge (isl syntax).
    pub schedule: Option<String>,
}

/// The answer to a [`LoopsRequest`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct LoopsResponse {
    /// Job id.
    pub job: u64,
    /// The Loops tab's data (or the C text's error).
    pub result: Box<LoopsResult>,
    /// Worker milliseconds.
    pub millis: f64,
}

/// The loops worker: stateless, one answer per request.
pub struct LoopsWorker;

impl Worker for LoopsWorker {
    type Message = ();
    type Input = LoopsRequest;
    type Output = LoopsResponse;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        crate::worker::install_worker_panic_hook();
        LoopsWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, msg: LoopsRequest, who: HandlerId) {
        let t0 = crate::worker::now_ms();
        let result = Box::new(crate::loops_job::run(&msg.text, &msg.params, msg.schedule.as_deref()));
        scope.respond(who, LoopsResponse { job: msg.job, result, millis: crate::worker::now_ms() - t0 });
    }
}
