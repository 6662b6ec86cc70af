//! The page's side of the analysis worker: one [`WorkerHandle`] (shared through a Yew
//! context) sends [`Request`]s and routes each [`Response`] to the component that asked, by
//! job id. [`use_job`] is the hook views use for long jobs: it sends the request when its
//! dependencies change, cancels the old job, and exposes progress and the (partial) result.

use crate::analysis::AnalysedPart;
use crate::lessons_worker::{LessonsRequest, LessonsResponse, LessonsWorker, LESSONS_WORKER_JS};
use crate::loops_worker::{LoopsRequest, LoopsResponse, LoopsWorker, LOOPS_WORKER_JS};
use crate::worker::{AnalysisWorker, JobResult, Request, Response};
use gloo_worker::{Spawnable, WorkerBridge};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use yew::prelude::*;

/// Where Trunk puts the worker's JavaScript (`data-bin="worker" data-type="worker"`).
pub const WORKER_JS: &str = "./worker.js";

struct Inner {
    bridge: RefCell<Option<WorkerBridge<AnalysisWorker>>>,
    /// The loops worker, spawned by the first `Request::Loops` ([`crate::loops_worker`]).
    loops: RefCell<Option<WorkerBridge<LoopsWorker>>>,
    /// The lessons worker, spawned by the first lesson request ([`crate::lessons_worker`]).
    lessons: RefCell<Option<WorkerBridge<LessonsWorker>>>,
    subscribers: RefCell<HashMap<u64, Callback<Response>>>,
    /// Parts of the coming `Analysed` answer, per job (decoded one message, one task each).
    parts: RefCell<HashMap<u64, Vec<AnalysedPart>>>,
    next_job: Cell<u64>,
    restarts: Cell<u32>,
}

/// A handle on the analysis worker (cheap to clone; equal when it is the same worker
/// instance: a restart gives a handle that compares different, so work is re-sent).
#[derive(Clone)]
pub struct WorkerHandle(Rc<Inner>, u32);

impl PartialEq for WorkerHandle {
    fn eq(&self, o: &Self) -> bool {
        Rc::ptr_eq(&self.0, &o.0) && self.1 == o.1
    }
}

impl WorkerHandle {
    /// Spawns the worker.
    pub fn spawn() -> WorkerHandle {
        let h = WorkerHandle(Rc::new(Inner {
            bridge: RefCell::new(None),
            loops: RefCell::new(None),
            lessons: RefCell::new(None),
            subscribers: RefCell::new(HashMap::new()),
            parts: RefCell::new(HashMap::new()),
            next_job: Cell::new(1),
            restarts: Cell::new(0),
        }), 0);
        h.start();
        h
    }

    fn start(&self) {
        let weak = Rc::downgrade(&self.0);
        let bridge = AnalysisWorker::spawner()
            .callback(move |r: Response| {
                let Some(inner) = weak.upgrade() else { return };
                let job = r.job();
                let r = match r {
                    Response::AnalysedPart { job, part } => {
                        if inner.subscribers.borrow().contains_key(&job) {
                            inner.parts.borrow_mut().entry(job).or_default().push(*part);
                        }
                        return;
                    }
                    Response::Analysed { job, result, millis } => {
                        let parts = inner.parts.borrow_mut().remove(&job).unwrap_or_default();
                        let result = result.map(|mut a| {
                            a.merge(parts);
                            a
                        });
                        Response::Analysed { job, result, millis }
                    }
                    r => r,
                };
                let done = !matches!(r, Response::Progress { .. });
                let cb = if done {
                    inner.subscribers.borrow_mut().remove(&job)
                } else {
                    inner.subscribers.borrow().get(&job).cloned()
                };
                if let Some(cb) = cb {
                    if matches!(r, Response::Analysed { .. }) {
                        // Decoding a large analysis is one task; drawing it is the next one
                        // (together they would block the page for twice as long).
                        gloo_timers::callback::Timeout::new(0, move || cb.emit(r)).forget();
                    } else {
                        cb.emit(r);
                    }
                }
            })
            .spawn(WORKER_JS);
        *self.0.bridge.borrow_mut() = Some(bridge);
    }

    /// Drops the worker (after a panic) and starts a fresh one; pending jobs are forgotten.
    /// The returned handle compares different from the old one.
    pub fn restart(&self) -> WorkerHandle {
        self.0.subscribers.borrow_mut().clear();
        self.0.parts.borrow_mut().clear();
        *self.0.bridge.borrow_mut() = None;
        *self.0.loops.borrow_mut() = None;
        *self.0.lessons.borrow_mut() = None;
        self.0.restarts.set(self.0.restarts.get() + 1);
        self.start();
        WorkerHandle(self.0.clone(), self.0.restarts.get())
    }

    /// Sends the request `make(job)` for a fresh job id; `on` gets every response of the job.
    /// Returns the job id.
    pub fn send(&self, make: impl FnOnce(u64) -> Request, on: Callback<Response>) -> u64 {
        let job = self.0.next_job.get();
        self.0.next_job.set(job + 1);
        self.0.subscribers.borrow_mut().insert(job, on);
        match make(job) {
            Request::Loops { job, text, params, schedule } => self.loops_bridge().send(LoopsRequest { job, text, params, schedule }),
            Request::Lesson { job, text, examples } => self.lessons_bridge().send(LessonsRequest { job, text, examples, step: None }),
            Request::LessonStep { job, text, examples, step, picked } => {
                self.lessons_bridge().send(LessonsRequest { job, text, examples, step: Some((step, picked)) })
            }
            r => {
                if let Some(b) = self.0.bridge.borrow().as_ref() {
                    b.send(r);
                }
            }
        }
        job
    }

    /// The loops worker's bridge, spawned on first use; its answers reach the job's
    /// subscriber as the analysis worker's `Response::Done` with `JobResult::Loops`.
    fn loops_bridge(&self) -> std::cell::Ref<'_, WorkerBridge<LoopsWorker>> {
        if self.0.loops.borrow().is_none() {
            let weak = Rc::downgrade(&self.0);
            let bridge = LoopsWorker::spawner()
                .callback(move |r: LoopsResponse| {
                    let Some(inner) = weak.upgrade() else { return };
                    let cb = inner.subscribers.borrow_mut().remove(&r.job);
                    if let Some(cb) = cb {
                        cb.emit(Response::Done { job: r.job, result: Box::new(JobResult::Loops(r.result)), millis: r.millis });
                    }
                })
                .spawn(LOOPS_WORKER_JS);
            *self.0.loops.borrow_mut() = Some(bridge);
        }
        std::cell::Ref::map(self.0.loops.borrow(), |b| b.as_ref().expect("spawned above"))
    }

    /// The lessons worker's bridge, spawned on first use; its answers reach the job's
    /// subscriber as the analysis worker's `Response::Done`.
    fn lessons_bridge(&self) -> std::cell::Ref<'_, WorkerBridge<LessonsWorker>> {
        if self.0.lessons.borrow().is_none() {
            let weak = Rc::downgrade(&self.0);
            let bridge = LessonsWorker::spawner()
                .callback(move |r: LessonsResponse| {
                    let Some(inner) = weak.upgrade() else { return };
                    let cb = inner.subscribers.borrow_mut().remove(&r.job);
                    if let Some(cb) = cb {
                        cb.emit(Response::Done { job: r.job, result: r.result, millis: r.millis });
                    }
                })
                .spawn(LESSONS_WORKER_JS);
            *self.0.lessons.borrow_mut() = Some(bridge);
        }
        std::cell::Ref::map(self.0.lessons.borrow(), |b| b.as_ref().expect("spawned above"))
    }

    /// Asks a job to stop; its final (partial, marked stopped) result is still delivered.
    pub fn stop(&self, job: u64) {
        if let Some(b) = self.0.bridge.borrow().as_ref() {
            b.send(Request::Cancel { job });
        }
    }

    /// Forgets a job: it is told to stop and its responses are no longer delivered.
    pub fn cancel(&self, job: u64) {
        self.0.parts.borrow_mut().remove(&job);
        if self.0.subscribers.borrow_mut().remove(&job).is_some() {
            if let Some(b) = self.0.bridge.borrow().as_ref() {
                b.send(Request::Cancel { job });
            }
        }
    }
}

/// A long job as a view sees it.
#[derive(Clone, Debug)]
pub struct JobView {
    /// The latest (partial or final) result.
    pub result: Option<Rc<JobResult>>,
    /// Fraction done, `[0, 1]`.
    pub fraction: f64,
    /// Whether the final result has arrived.
    pub done: bool,
    /// Worker milliseconds (final results only).
    pub millis: f64,
    /// Set when the analysis the job was for is gone (a newer text is being analysed).
    pub stale: bool,
}

impl PartialEq for JobView {
    fn eq(&self, o: &Self) -> bool {
        let same = match (&self.result, &o.result) {
            (Some(a), Some(b)) => Rc::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        };
        same && self.fraction == o.fraction
            && self.done == o.done
            && self.millis == o.millis
            && self.stale == o.stale
    }
}

impl Default for JobView {
    fn default() -> Self {
        JobView { result: None, fraction: 0.0, done: false, millis: 0.0, stale: false }
    }
}

/// Runs `make(job)` in the worker whenever `deps` change (cancelling the previous job), and
/// returns its view plus a callback that stops it.
#[hook]
pub fn use_job<D, F>(deps: D, make: F) -> (JobView, Callback<()>)
where
    D: PartialEq + Clone + 'static,
    F: Fn(&D, u64) -> Request + 'static,
{
    let worker = use_context::<WorkerHandle>().expect("WorkerHandle context");
    let view = use_state(JobView::default);
    let job = use_mut_ref(|| 0u64);
    {
        let (view, job) = (view.clone(), job.clone());
        use_effect_with((deps, worker.clone()), move |(deps, worker)| {
            view.set(JobView::default());
            let on = {
                let view = view.clone();
                Callback::from(move |r: Response| match r {
                    Response::Progress { fraction, partial, .. } => view.set(JobView {
                        result: Some(Rc::new(*partial)),
                        fraction,
                        done: false,
                        millis: 0.0,
                        stale: false,
                    }),
                    Response::Done { result, millis, .. } => view.set(JobView {
                        result: Some(Rc::new(*result)),
                        fraction: 1.0,
                        done: true,
                        millis,
                        stale: false,
                    }),
                    Response::Stale { .. } => view.set(JobView { stale: true, ..JobView::default() }),
                    Response::Analysed { .. } | Response::AnalysedPart { .. } => {}
                })
            };
            let deps = deps.clone();
            let id = worker.send(move |j| make(&deps, j), on);
            *job.borrow_mut() = id;
            let worker = worker.clone();
            move || worker.cancel(id)
        });
    }
    let stop = {
        let (worker, job) = (worker.clone(), job.clone());
        Callback::from(move |_| worker.stop(*job.borrow()))
    };
    ((*view).clone(), stop)
}
