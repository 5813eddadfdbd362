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

use crate::protocol::{AnalysisReply, AnalysisRequest, Reply, Request};
use gloo_events::EventListener;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
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
    fn failure(id: u64, message: String) -> Self;
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
    fn failure(id: u64, message: String) -> Self {
        Reply::Error { id, message }
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
    fn failure(id: u64, message: String) -> Self {
        AnalysisReply::Error { id, message }
    }
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
        }
    }

    /// Sets what to call when the worker says it is ready (the owner then calls `flush`).
    pub fn set_on_ready(&mut self, cb: Callback<()>) {
        self.on_ready = cb;
    }

    fn spawn(&mut self) {
        self.ready = false;
        self.busy = None;
        let worker = match Worker::new(self.url) {
            Ok(w) => w,
            Err(_) => {
                if let Some(req) = self.queued.take() {
                    self.on_reply.emit(R::failure(
                        req.id(),
                        "the AI worker could not be started".into(),
                    ));
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
                .filter(|m| !m.is_empty())
                .unwrap_or_else(|| "no details".into());
            // Reported here, as the request's failure, rather than as an uncaught error.
            e.prevent_default();
            crashed.set(true);
            on_reply.emit(R::failure(
                posted.get(),
                format!("the AI worker stopped ({detail})"),
            ));
        });
        self.worker = Some(worker);
        self.on_message = Some(listener);
        self.on_error = Some(on_error);
    }

    /// The worker said it is ready: send what is waiting.
    pub fn mark_ready(&mut self) {
        self.ready = true;
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
                self.on_reply.emit(R::failure(
                    req.id(),
                    "the AI worker did not accept the request".into(),
                ));
            }
        }
    }

    /// Sends a request; a search still running for an older one is abandoned.
    pub fn request(&mut self, req: Q) {
        if self.busy.is_some() || self.crashed.get() {
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
        if self.busy.is_some() {
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
    }
}

impl<Q, R> Drop for AiClient<Q, R> {
    fn drop(&mut self) {
        self.on_message = None;
        self.on_error = None;
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
    }
}
