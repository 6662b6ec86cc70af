//! The Debug tab's own Web Worker (`data-bin="debug_worker"`, issue 33): the core's debug
//! session ([`crate::debug_job`]) in a wasm module of its own, spawned the first time the Debug
//! tab asks for it. Unlike the other workers it keeps state between messages: the session of
//! the text being debugged (each forward command re-executes the kernel from the launch, so the
//! session must live somewhere off the page's main thread). The analysis worker never needs the
//! debugger's probe and debug-information reader, so it does not grow.
//!
//! The page's [`crate::bridge::WorkerHandle::debug`] sends [`DebugRequest`]s here; a new text
//! while a command runs gets a fresh worker (the old one's answers are dropped).

use crate::debug_job::{DebugJob, DebugRequest, DebugView};
use gloo_worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};

/// Where Trunk puts the debug worker's JavaScript (`data-bin="debug_worker" data-type="worker"`).
pub const DEBUG_WORKER_JS: &str = "./debug_worker.js";

/// The answer to a [`DebugRequest`].
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct DebugResponse {
    /// Job id.
    pub job: u64,
    /// The stop (or the error).
    pub view: Box<DebugView>,
    /// Worker milliseconds.
    pub millis: f64,
}

/// The debug worker: one session, one answer per request.
pub struct DebugWorker(DebugJob);

impl Worker for DebugWorker {
    type Message = ();
    type Input = DebugRequest;
    type Output = DebugResponse;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        crate::worker::install_worker_panic_hook();
        DebugWorker(DebugJob::default())
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, msg: DebugRequest, who: HandlerId) {
        let t0 = crate::worker::now_ms();
        let view = Box::new(self.0.answer(&msg));
        scope.respond(who, DebugResponse { job: msg.job, view, millis: crate::worker::now_ms() - t0 });
    }
}
