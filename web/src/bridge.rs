//! The page's side of the analysis worker: one [`WorkerHandle`] (shared through a Yew
//! context) sends [`Request`]s and routes each [`Response`] to the component that asked, by
//! job id. [`use_job`] is the hook views use for long jobs: it sends the request when its
//! dependencies change, cancels the old job, and exposes progress and the (partial) result.
//!
//! A new text never waits behind the old text's work: when an `Analyse` request is sent while
//! the worker has had a job in flight for more than [`BUSY_MS`] (a long job of any tab, or the
//! analysis of a large text), the handle replaces the worker by a fresh one before sending it
//! ([`WorkerHandle::send`]). Why a fresh worker rather than scheduling: the core's steps are
//! synchronous (an `Analyse` of 5,000 blocks, an if-conversion, a hierarchy snapshot), so a
//! worker busy with one cannot even read the message that cancels it; a second instance starts
//! at once. The old one is told to close (it does at its next slice boundary) and its answers
//! are dropped. Jobs it held are answered [`Response::Stale`] and [`use_job`] sends them again
//! (with backoff) while its dependencies are unchanged; when the new text does not parse, the
//! handle hands the fresh worker the last text that did (under its own job id), so the views
//! that still show it keep working.

use crate::analysis::AnalysedPart;
use crate::debug_job::{DebugCommand, DebugRequest};
use crate::debug_worker::{DebugResponse, DebugWorker, DEBUG_WORKER_JS};
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
    /// The debug worker, spawned by the first debug request ([`crate::debug_worker`]), its
    /// subscribers and the send times of its requests in flight.
    debug: RefCell<Option<WorkerBridge<DebugWorker>>>,
    debug_subs: RefCell<HashMap<u64, (f64, Callback<DebugResponse>)>>,
    subscribers: RefCell<HashMap<u64, Callback<Response>>>,
    /// Parts of the coming `Analysed` answer, per job (decoded one message, one task each).
    parts: RefCell<HashMap<u64, Vec<AnalysedPart>>>,
    next_job: Cell<u64>,
    restarts: Cell<u32>,
    /// Jobs sent to the analysis worker and not yet answered: id → (sent at, ms; kind).
    inflight: RefCell<HashMap<u64, (f64, Kind)>>,
    /// `Analyse` requests sent and not yet answered, by job id (to remember the last good one).
    analyses: RefCell<HashMap<u64, Request>>,
    /// The last `Analyse` request whose text parsed (its job id is the one follow-up jobs name).
    last_good: RefCell<Option<(u64, Request)>>,
    /// Whether the running worker instance holds [`Inner::last_good`]'s analysis.
    holds_last_good: Cell<bool>,
    /// Fresh workers started because a new text arrived while the old one was busy.
    respawns: Cell<u32>,
}

/// What the bridge needs to know of a request in flight.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// `Request::Analyse`.
    Analyse,
    /// A job the worker runs in slices (it reads a `Cancel` between them).
    Sliced,
    /// `Request::IfConversion`: one synchronous step, stopped by replacing the worker.
    IfConversion,
    /// Any other (short, synchronous) job.
    Other,
}

impl Kind {
    fn of(r: &Request) -> Kind {
        match r {
            Request::Analyse { .. } => Kind::Analyse,
            Request::Hierarchies { .. } | Request::UniformityExtras { .. } | Request::Warp { .. } | Request::Traces { .. } => Kind::Sliced,
            Request::IfConversion { .. } => Kind::IfConversion,
            _ => Kind::Other,
        }
    }
}

/// A job in flight longer than this (ms) makes the worker "busy": a new text then gets a fresh
/// worker ([`WorkerHandle::send`]).
pub const BUSY_MS: f64 = 200.0;

/// The first delay (ms) before a job answered `Stale` is sent again by [`use_job`]; it doubles
/// up to [`RETRY_MAX_MS`].
const RETRY_FIRST_MS: u32 = 150;
/// The longest delay between two tries of a stale job (ms).
const RETRY_MAX_MS: u32 = 2_000;
/// Tries of a stale job before its view stays stale.
const RETRY_TRIES: u32 = 40;

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
            debug: RefCell::new(None),
            debug_subs: RefCell::default(),
            subscribers: RefCell::new(HashMap::new()),
            parts: RefCell::new(HashMap::new()),
            next_job: Cell::new(1),
            restarts: Cell::new(0),
            inflight: RefCell::default(),
            analyses: RefCell::default(),
            last_good: RefCell::default(),
            holds_last_good: Cell::new(true),
            respawns: Cell::new(0),
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
                inner.answered(&r);
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
                            // Caches of what is drawn from it are keyed by this (never by an address).
                            a.key = job;
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

    /// Replaces a busy analysis worker by a fresh one (the handle stays the same): the old one
    /// is told to close and its answers are dropped; every job it held is answered `Stale`
    /// (so [`use_job`] sends it again, to the fresh worker). With `restore`, the fresh worker
    /// is handed the last text that parsed at once (under its own job id), so jobs for the
    /// views shown keep working; without (a new text follows), only if that text fails.
    fn respawn(&self, restore: bool) {
        *self.0.bridge.borrow_mut() = None;
        self.0.parts.borrow_mut().clear();
        let held: Vec<u64> = self.0.inflight.borrow_mut().drain().filter(|(_, (_, kind))| *kind != Kind::Analyse).map(|(j, _)| j).collect();
        self.0.analyses.borrow_mut().clear();
        self.0.holds_last_good.set(false);
        self.0.respawns.set(self.0.respawns.get() + 1);
        self.start();
        if restore {
            self.0.restore();
        }
        for job in held {
            let cb = self.0.subscribers.borrow_mut().remove(&job);
            if let Some(cb) = cb {
                cb.emit(Response::Stale { job });
            }
        }
    }

    /// How many times a new text got a fresh worker (the `data-respawns` test hook).
    pub fn respawns(&self) -> u32 {
        self.0.respawns.get()
    }

    /// Drops the worker (after a panic) and starts a fresh one; pending jobs are forgotten.
    /// The returned handle compares different from the old one.
    pub fn restart(&self) -> WorkerHandle {
        self.0.subscribers.borrow_mut().clear();
        self.0.parts.borrow_mut().clear();
        *self.0.bridge.borrow_mut() = None;
        *self.0.loops.borrow_mut() = None;
        *self.0.lessons.borrow_mut() = None;
        *self.0.debug.borrow_mut() = None;
        self.0.debug_subs.borrow_mut().clear();
        self.0.restarts.set(self.0.restarts.get() + 1);
        self.start();
        WorkerHandle(self.0.clone(), self.0.restarts.get())
    }

    /// Closes the workers and forgets every pending job (the first module's app, before the
    /// full module takes over the page: [`crate::full_module`]). Answers still in flight reach
    /// no one.
    pub fn close(&self) {
        self.0.subscribers.borrow_mut().clear();
        self.0.parts.borrow_mut().clear();
        self.0.debug_subs.borrow_mut().clear();
        *self.0.bridge.borrow_mut() = None;
        *self.0.loops.borrow_mut() = None;
        *self.0.lessons.borrow_mut() = None;
        *self.0.debug.borrow_mut() = None;
    }

    /// Sends the request `make(job)` for a fresh job id; `on` gets every response of the job.
    /// Returns the job id. An `Analyse` sent while the worker is busy (a job in flight for
    /// more than [`BUSY_MS`]) goes to a fresh worker (see the module docs).
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
                let kind = Kind::of(&r);
                if kind == Kind::Analyse && self.0.busy() {
                    self.respawn(false);
                }
                if kind == Kind::Analyse {
                    self.0.analyses.borrow_mut().insert(job, r.clone());
                }
                self.0.inflight.borrow_mut().insert(job, (crate::worker::now_ms(), kind));
                // The default example's analysis is in the page already (crate::first_view):
                // answered at once; the worker still analyses it, for the jobs that follow.
                let stored = if kind == Kind::Analyse && crate::first_view::bare_address() { crate::first_view::answer(&r) } else { None };
                if stored.is_some() {
                    // The page has this text's analysis now: it is the last good one, which a
                    // fresh worker is handed if the next text does not parse.
                    *self.0.last_good.borrow_mut() = Some((job, r.clone()));
                }
                if let Some(b) = self.0.bridge.borrow().as_ref() {
                    b.send(r);
                }
                if let Some(mut a) = stored {
                    a.key = job;
                    let weak = Rc::downgrade(&self.0);
                    gloo_timers::callback::Timeout::new(0, move || {
                        let cb = weak.upgrade().and_then(|inner| inner.subscribers.borrow_mut().remove(&job));
                        if let Some(cb) = cb {
                            cb.emit(Response::Analysed { job, result: Ok(a), millis: crate::first_view::BUILT_MILLIS });
                        }
                    })
                    .forget();
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

    /// Sends a request to the debug worker (spawned on first use); `on` gets its answer.
    /// A `Start` (a new text) while a command has been running for more than [`BUSY_MS`] goes
    /// to a fresh debug worker: the old one's session is for a stale text, and a run cannot
    /// read a message until it ends. Returns the job id.
    pub fn debug(&self, make: impl FnOnce(u64) -> DebugRequest, on: Callback<DebugResponse>) -> u64 {
        let job = self.0.next_job.get();
        self.0.next_job.set(job + 1);
        let req = make(job);
        let now = crate::worker::now_ms();
        if matches!(req.command, DebugCommand::Start(_)) {
            let busy = self.0.debug_subs.borrow().values().any(|&(t, _)| now - t > BUSY_MS);
            if busy {
                *self.0.debug.borrow_mut() = None;
            }
            self.0.debug_subs.borrow_mut().clear();
        }
        if self.0.debug.borrow().is_none() {
            let weak = Rc::downgrade(&self.0);
            let bridge = DebugWorker::spawner()
                .callback(move |r: DebugResponse| {
                    let Some(inner) = weak.upgrade() else { return };
                    let sub = inner.debug_subs.borrow_mut().remove(&r.job);
                    if let Some((_, cb)) = sub {
                        cb.emit(r);
                    }
                })
                .spawn(DEBUG_WORKER_JS);
            *self.0.debug.borrow_mut() = Some(bridge);
        }
        self.0.debug_subs.borrow_mut().insert(job, (now, on));
        if let Some(b) = self.0.debug.borrow().as_ref() {
            b.send(req);
        }
        job
    }

    /// Asks a job to stop; its final (partial, marked stopped) result is still delivered. A
    /// synchronous job (an if-conversion) cannot read a `Cancel`: the worker is replaced by a
    /// fresh one, and the job answers `Err("stopped by you")` at once.
    pub fn stop(&self, job: u64) {
        let kind = self.0.inflight.borrow().get(&job).map(|k| k.1);
        if kind == Some(Kind::IfConversion) {
            let cb = self.0.subscribers.borrow_mut().remove(&job);
            self.0.inflight.borrow_mut().remove(&job);
            self.respawn(true);
            if let Some(cb) = cb {
                let result = JobResult::IfConversion(crate::worker::Deferred::ready(Err(crate::worker::STOPPED.into())));
                cb.emit(Response::Done { job, result: Box::new(result), millis: 0.0 });
            }
            return;
        }
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

impl Inner {
    /// Hands the running worker the last text that parsed, under its own job id (no page
    /// subscriber: the page has its answer already).
    fn restore(&self) {
        self.holds_last_good.set(true);
        if let (Some((good, Request::Analyse { text, function, order, .. })), Some(b)) = (self.last_good.borrow().clone(), self.bridge.borrow().as_ref()) {
            b.send(Request::Analyse { job: good, text, function, order });
        }
    }

    /// Whether a job has been in flight for more than [`BUSY_MS`].
    fn busy(&self) -> bool {
        let now = crate::worker::now_ms();
        self.inflight.borrow().values().any(|&(t, _)| now - t > BUSY_MS)
    }

    /// Bookkeeping of an answer: what is no longer in flight, the last text that parsed, and
    /// (after a fresh worker met a text that does not parse) the last good text handed to it.
    fn answered(&self, r: &Response) {
        let job = r.job();
        match r {
            Response::Progress { .. } | Response::AnalysedPart { .. } => {}
            Response::Analysed { result, .. } => {
                // Older analyses were coalesced away by the worker: never answered.
                self.inflight.borrow_mut().retain(|&j, &mut (_, kind)| !(kind == Kind::Analyse && j <= job));
                let req = self.analyses.borrow_mut().remove(&job);
                self.analyses.borrow_mut().retain(|&j, _| j > job);
                match (result, req) {
                    (Ok(_), Some(req)) => {
                        *self.last_good.borrow_mut() = Some((job, req));
                        self.holds_last_good.set(true);
                    }
                    (Err(_), _) if !self.holds_last_good.get() => self.restore(),
                    _ => {}
                }
            }
            Response::Done { .. } | Response::Stale { .. } => {
                self.inflight.borrow_mut().remove(&job);
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
    /// A number unique to this answer in the page (0: none yet): what caches of what is drawn
    /// from [`JobView::result`] are keyed by (never the result's address).
    pub seq: u64,
}

/// A fresh [`JobView::seq`].
fn next_seq() -> u64 {
    thread_local!(static NEXT: Cell<u64> = const { Cell::new(0) });
    NEXT.with(|n| {
        n.set(n.get() + 1);
        n.get()
    })
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
            && self.seq == o.seq
    }
}

impl Default for JobView {
    fn default() -> Self {
        JobView { result: None, fraction: 0.0, done: false, millis: 0.0, stale: false, seq: 0 }
    }
}

/// One request of [`use_job`] and its tries: sent again (with backoff) while the worker
/// answers `Stale` and the hook's dependencies are unchanged.
struct Tries<D, F> {
    worker: WorkerHandle,
    deps: D,
    make: Rc<F>,
    view: UseStateHandle<JobView>,
    job: Rc<RefCell<u64>>,
    /// Cleared by the effect's cleanup (the dependencies changed).
    alive: Cell<bool>,
    tries: Cell<u32>,
}

impl<D: Clone + 'static, F: Fn(&D, u64) -> Request + 'static> Tries<D, F> {
    fn send(self: &Rc<Self>) {
        let me = self.clone();
        let on = Callback::from(move |r: Response| me.answer(r));
        let (deps, make) = (self.deps.clone(), self.make.clone());
        let id = self.worker.send(move |j| make(&deps, j), on);
        *self.job.borrow_mut() = id;
    }

    fn answer(self: &Rc<Self>, r: Response) {
        let view = &self.view;
        match r {
            Response::Progress { fraction, partial, .. } => view.set(JobView {
                result: Some(Rc::new(*partial)),
                fraction,
                done: false,
                millis: 0.0,
                stale: false,
                seq: next_seq(),
            }),
            Response::Done { result, millis, .. } => view.set(JobView {
                result: Some(Rc::new(*result)),
                fraction: 1.0,
                done: true,
                millis,
                stale: false,
                seq: next_seq(),
            }),
            Response::Stale { .. } => {
                view.set(JobView { stale: true, ..JobView::default() });
                let k = self.tries.get();
                if self.alive.get() && k < RETRY_TRIES {
                    self.tries.set(k + 1);
                    let me = self.clone();
                    let wait = RETRY_FIRST_MS.saturating_mul(1 << k.min(8)).min(RETRY_MAX_MS);
                    gloo_timers::callback::Timeout::new(wait, move || {
                        if me.alive.get() {
                            me.send();
                        }
                    })
                    .forget();
                }
            }
            Response::Analysed { .. } | Response::AnalysedPart { .. } => {}
        }
    }
}

/// Runs `make(job)` in the worker whenever `deps` change (cancelling the previous job), and
/// returns its view plus a callback that stops it. A job the worker answers `Stale` (its
/// analysis is not the worker's current one yet, e.g. after a fresh worker was started) is
/// sent again, with backoff, while `deps` are unchanged.
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
            let tries = Rc::new(Tries {
                worker: worker.clone(),
                deps: deps.clone(),
                make: Rc::new(make),
                view,
                job: job.clone(),
                alive: Cell::new(true),
                tries: Cell::new(0),
            });
            tries.send();
            let worker = worker.clone();
            move || {
                tries.alive.set(false);
                worker.cancel(*tries.job.borrow());
            }
        });
    }
    let stop = {
        let (worker, job) = (worker.clone(), job.clone());
        Callback::from(move |_| worker.stop(*job.borrow()))
    };
    ((*view).clone(), stop)
}
