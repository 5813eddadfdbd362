//! The app's side of the AI worker.
//!
//! The engine's search runs to its time limit inside the worker and cannot be interrupted
//! there, so a request that replaces one still running (or a cancel) terminates the worker and
//! starts a fresh one: the CPU goes to the new search at once, and the old reply never comes.
//!
//! A worker that dies (a panic in the engine ends its wasm) fires `error`: the request it was
//! serving gets an error reply, so the page says so instead of waiting, and the next request
//! starts a fresh worker.
//!
//! The game's requests and replies are the default; the analysis page's are the other pair
//! ([`AnalysisRequest`], [`AnalysisReply`]), served by a worker of its own.
//!
//! Starting a worker (fetching and compiling its wasm, setting up the engine) takes a fifth of a
//! second, which the analysis page would pay on every step through a game. So a client can keep
//! a warm spare ([`AiClient::keep_spare`]) that a restart takes over at once, and `boot.js` starts
//! the analysis worker while the page's own wasm is still loading ([`take_boot_worker`]).

use super::protocol::{AnalysisReply, AnalysisRequest, Failure, Reply, Request};
use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use std::cell::Cell;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, MessageEvent, Worker};
use yew::Callback;

/// Path of the worker script, relative to the page so the app works under any sub-path.
pub const WORKER_URL: &str = "./ai-worker.js";

/// Path of the analysis page's worker script (the same engine, the analysis requests).
pub const ANALYST_URL: &str = "./analyst-worker.js";

/// A request the worker serves.
pub trait Job {
    /// Its id, which its replies carry.
    fn id(&self) -> u64;
    /// As message text.
    fn to_text(&self) -> String;
}

/// A message from the worker.
pub trait Answer: Sized {
    /// Parses message text; `None` for anything else.
    fn from_text(text: &str) -> Option<Self>;
    /// Whether this is the worker's "ready".
    fn is_ready(&self) -> bool;
    /// The error reply for request `id` that the worker could not take.
    fn failure(id: u64, failure: Failure) -> Self;
    /// The request this reply ends (its last reply), if it ends one.
    fn finishes(&self) -> Option<u64>;
}

impl Job for Request {
    fn id(&self) -> u64 {
        self.id
    }
    fn to_text(&self) -> String {
        Request::to_text(self)
    }
}

impl Answer for Reply {
    fn from_text(text: &str) -> Option<Self> {
        Reply::from_text(text)
    }
    fn is_ready(&self) -> bool {
        *self == Reply::Ready
    }
    fn failure(id: u64, failure: Failure) -> Self {
        Reply::Error { id, failure }
    }
    fn finishes(&self) -> Option<u64> {
        match self {
            Reply::Best { id, .. } | Reply::Error { id, .. } => Some(*id),
            Reply::Info { .. } | Reply::Loading { .. } | Reply::Ready => None,
        }
    }
}

impl Job for AnalysisRequest {
    fn id(&self) -> u64 {
        AnalysisRequest::id(self)
    }
    fn to_text(&self) -> String {
        AnalysisRequest::to_text(self)
    }
}

impl Answer for AnalysisReply {
    fn from_text(text: &str) -> Option<Self> {
        AnalysisReply::from_text(text)
    }
    fn is_ready(&self) -> bool {
        *self == AnalysisReply::Ready
    }
    fn failure(id: u64, failure: Failure) -> Self {
        AnalysisReply::Error { id, failure }
    }
    fn finishes(&self) -> Option<u64> {
        match self {
            AnalysisReply::Done { id } | AnalysisReply::Error { id, .. } => Some(*id),
            _ => None,
        }
    }
}

/// How long after the first worker says it is ready its spare is started: after the first
/// seconds of analysis, which the spare's start would slow on a two-core machine. (After a
/// restart the spare taken is replaced at once.)
const SPARE_DELAY_MS: u32 = 2500;

/// A worker started ahead of need, whether it has said it is ready, and whether it died
/// waiting (then it is not used).
struct Warm {
    worker: Worker,
    ready: Rc<Cell<bool>>,
    failed: Rc<Cell<bool>>,
    /// Hear the "ready" and a death; dropped once the client listens itself.
    _listeners: Vec<EventListener>,
}

impl Warm {
    /// A worker that nobody listens to yet, said ready or not.
    fn plain(worker: Worker, ready: bool) -> Warm {
        Warm {
            worker,
            ready: Rc::new(Cell::new(ready)),
            failed: Rc::new(Cell::new(false)),
            _listeners: Vec::new(),
        }
    }

    /// A spare: a new worker, heard until it is taken.
    fn start<R: Answer + 'static>(url: &str) -> Option<Warm> {
        let worker = Worker::new(url).ok()?;
        let ready = Rc::new(Cell::new(false));
        let heard = Rc::clone(&ready);
        let on_ready = EventListener::new(&worker, "message", move |e| {
            if let Some(text) = e
                .dyn_ref::<MessageEvent>()
                .and_then(|m| m.data().as_string())
                && R::from_text(&text).is_some_and(|r| r.is_ready())
            {
                heard.set(true);
            }
        });
        let failed = Rc::new(Cell::new(false));
        let died = Rc::clone(&failed);
        let on_error = EventListener::new(&worker, "error", move |e| {
            e.prevent_default();
            died.set(true);
        });
        Some(Warm {
            worker,
            ready,
            failed,
            _listeners: vec![on_ready, on_error],
        })
    }
}

/// The worker for `url` that `boot.js` started while the page loaded, if it did: it keeps them
/// in `camelotWarm[url]` as `{ worker, ready }`. Each is taken once.
fn take_boot_worker(url: &str) -> Option<Warm> {
    let window = web_sys::window()?;
    let warm = js_sys::Reflect::get(&window, &JsValue::from_str("camelotWarm")).ok()?;
    if !warm.is_object() {
        return None;
    }
    let key = JsValue::from_str(url);
    let entry = js_sys::Reflect::get(&warm, &key).ok()?;
    if !entry.is_object() {
        return None;
    }
    let _ = js_sys::Reflect::delete_property(warm.unchecked_ref::<js_sys::Object>(), &key);
    let worker: Worker = js_sys::Reflect::get(&entry, &JsValue::from_str("worker"))
        .ok()?
        .dyn_into()
        .ok()?;
    let flag = |name: &str| {
        js_sys::Reflect::get(&entry, &JsValue::from_str(name))
            .ok()
            .and_then(|v| v.as_bool())
            .unwrap_or(false)
    };
    if flag("failed") {
        // It could not start (and said so before anyone listened): a new one will say why.
        worker.terminate();
        return None;
    }
    // boot.js's own listener keeps setting `ready` on the entry, which nobody reads now: the
    // client's listener, added before this task ends, hears a "ready" still to come.
    Some(Warm::plain(worker, flag("ready")))
}

/// A worker that runs at most one search, plus a request waiting for it to start.
pub struct AiClient<Q = Request, R = Reply> {
    url: &'static str,
    worker: Option<Worker>,
    /// The worker's `message` listener, removed when dropped.
    on_message: Option<EventListener>,
    on_reply: Callback<R>,
    on_ready: Callback<()>,
    ready: bool,
    busy: Option<u64>,
    queued: Option<Q>,
    /// The worker's `error` listener, removed when dropped.
    on_error: Option<EventListener>,
    /// The id of the request last posted (the one a crash fails).
    posted: Rc<Cell<u64>>,
    /// The worker died: the next request starts a new one.
    crashed: Rc<Cell<bool>>,
    /// Whether to keep a spare worker started (see the module's notes).
    keep_spare: bool,
    /// Whether a new request or a cancel leaves a busy worker running (see
    /// [`AiClient::patient`]).
    patient: bool,
    spare: Rc<RefCell<Option<Warm>>>,
    /// Starts the spare a while after the worker is ready.
    spare_timer: Option<Timeout>,
}

impl<Q: Job, R: Answer + 'static> AiClient<Q, R> {
    /// A client that reports every reply to `on_reply`. The worker starts on first use.
    pub fn new(on_reply: Callback<R>) -> AiClient<Q, R> {
        AiClient::with_url(WORKER_URL, on_reply)
    }

    /// A client of the worker script at `url`.
    pub fn with_url(url: &'static str, on_reply: Callback<R>) -> AiClient<Q, R> {
        AiClient {
            url,
            worker: None,
            on_message: None,
            on_reply,
            on_ready: Callback::noop(),
            ready: false,
            busy: None,
            queued: None,
            on_error: None,
            posted: Rc::new(Cell::new(0)),
            crashed: Rc::new(Cell::new(false)),
            keep_spare: false,
            patient: false,
            spare: Rc::new(RefCell::new(None)),
            spare_timer: None,
        }
    }

    /// Keeps a spare worker started, so that a request replacing a running search starts at
    /// once, and takes over the worker `boot.js` started for this client's script, if any.
    pub fn keep_spare(mut self) -> AiClient<Q, R> {
        self.keep_spare = true;
        self
    }

    /// Never terminates a busy worker: a new request is posted behind the one it is serving,
    /// and a cancel only drops what waits (its late replies carry old ids, which the page
    /// drops). For a worker whose long part is a download that a restart would begin again
    /// (the Perfect opponent's), and which takes the latest of the requests waiting for it.
    pub fn patient(mut self) -> AiClient<Q, R> {
        self.patient = true;
        self
    }

    /// Whether a search is running (a new request would abandon it).
    pub fn is_busy(&self) -> bool {
        self.busy.is_some()
    }

    /// Sets what to call when the worker says it is ready (the owner then calls `flush`).
    pub fn set_on_ready(&mut self, cb: Callback<()>) {
        self.on_ready = cb;
    }

    /// A started worker: the spare, or the one `boot.js` started, or a new one (the only
    /// choice of a client without a spare).
    fn warm_or_new(&mut self) -> Option<Warm> {
        if self.keep_spare {
            let spare = self.spare.borrow_mut().take();
            match spare {
                Some(w) if w.failed.get() => w.worker.terminate(),
                Some(w) => return Some(w),
                None => {}
            }
            if let Some(w) = take_boot_worker(self.url) {
                return Some(w);
            }
        }
        Worker::new(self.url).ok().map(|w| Warm::plain(w, false))
    }

    /// Starts the spare after a while, unless there is one or it is on its way.
    fn plan_spare(&mut self) {
        if !self.keep_spare || self.spare_timer.is_some() || self.spare.borrow().is_some() {
            return;
        }
        let (slot, url) = (Rc::clone(&self.spare), self.url);
        self.spare_timer = Some(Timeout::new(SPARE_DELAY_MS, move || {
            let mut slot = slot.borrow_mut();
            if slot.is_none() {
                *slot = Warm::start::<R>(url);
            }
        }));
    }

    fn spawn(&mut self) {
        self.ready = false;
        self.busy = None;
        let (worker, ready) = match self.warm_or_new() {
            Some(w) => (w.worker, w.ready.get()),
            None => {
                if let Some(req) = self.queued.take() {
                    self.on_reply
                        .emit(R::failure(req.id(), Failure::NotStarted));
                }
                return;
            }
        };
        let on_reply = self.on_reply.clone();
        let on_ready = self.on_ready.clone();
        let listener = EventListener::new(&worker, "message", move |e| {
            let Some(text) = e
                .dyn_ref::<MessageEvent>()
                .and_then(|m| m.data().as_string())
            else {
                return;
            };
            match R::from_text(&text) {
                Some(reply) if reply.is_ready() => on_ready.emit(()),
                Some(reply) => on_reply.emit(reply),
                None => {}
            }
        });
        let on_reply = self.on_reply.clone();
        let (posted, crashed) = (Rc::clone(&self.posted), Rc::clone(&self.crashed));
        crashed.set(false);
        let on_error = EventListener::new(&worker, "error", move |e| {
            let detail = e
                .dyn_ref::<ErrorEvent>()
                .map(|e| e.message())
                .filter(|m| !m.is_empty());
            // Reported here, as the request's failure, rather than as an uncaught error.
            e.prevent_default();
            crashed.set(true);
            on_reply.emit(R::failure(posted.get(), Failure::Stopped { detail }));
        });
        self.worker = Some(worker);
        self.on_message = Some(listener);
        self.on_error = Some(on_error);
        if ready {
            // It said so before this client listened.
            self.ready = true;
            self.plan_spare();
        }
    }

    /// The worker said it is ready: send what is waiting.
    pub fn mark_ready(&mut self) {
        self.ready = true;
        self.plan_spare();
        self.flush();
    }

    fn flush(&mut self) {
        if !self.ready {
            return;
        }
        if let (Some(worker), Some(req)) = (&self.worker, self.queued.take()) {
            if worker.post_message(&req.to_text().into()).is_ok() {
                self.busy = Some(req.id());
                self.posted.set(req.id());
            } else {
                self.on_reply
                    .emit(R::failure(req.id(), Failure::NotAccepted));
            }
        }
    }

    /// Sends a request; a search still running for an older one is abandoned.
    pub fn request(&mut self, req: Q) {
        if (self.busy.is_some() && !self.patient) || self.crashed.get() {
            self.restart();
        }
        self.queued = Some(req);
        if self.worker.is_none() {
            self.spawn();
        }
        self.flush();
    }

    /// A reply with this id arrived: the worker is free again.
    pub fn finished(&mut self, id: u64) {
        if self.busy == Some(id) {
            self.busy = None;
        }
    }

    /// Abandons any running or waiting search.
    pub fn cancel(&mut self) {
        self.queued = None;
        if self.busy.is_some() && !self.patient {
            self.restart();
        }
    }

    fn restart(&mut self) {
        self.on_message = None;
        self.on_error = None;
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        self.spawn();
        // The user is stepping through positions: the next step wants a spare too.
        if self.keep_spare && self.spare.borrow().is_none() {
            self.spare_timer = None;
            *self.spare.borrow_mut() = Warm::start::<R>(self.url);
        }
    }
}

impl<Q, R> Drop for AiClient<Q, R> {
    fn drop(&mut self) {
        self.on_message = None;
        self.on_error = None;
        self.spare_timer = None;
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        if let Some(w) = self.spare.borrow_mut().take() {
            w.worker.terminate();
        }
    }
}
