//! [`use_engine`]: the one way a page talks to its worker. The page says what it wants the
//! worker to do (a request with an id, or nothing); the hook posts the request when the id
//! changes, cancels (terminates the worker) when the page wants nothing, and hands every
//! reply back to the page, which drops replies for ids it no longer waits for.

use super::client::{AiClient, Answer, Job};
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The page's client, once started.
type Slot<Q, R> = Option<Rc<RefCell<AiClient<Q, R>>>>;

/// When a request is posted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delay {
    /// At once.
    None,
    /// After this many milliseconds (the computer's pause between moves in a watched game).
    Fixed(u32),
    /// After this many milliseconds when a search is running, else at once: a run of quick
    /// steps through a game then ends before a search is abandoned.
    IfBusy(u32),
}

/// What a page's client does with a worker still busy when a new request comes (or the page
/// wants nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Busy {
    /// Terminates it and starts another: a search cannot be interrupted.
    Restart,
    /// The same, with a warm spare worker started ahead to take over at once.
    RestartToSpare,
    /// Leaves it running and posts the request behind (the Perfect worker: see
    /// [`AiClient::patient`]).
    Queue,
}

/// What the page wants the worker to do.
#[derive(Debug, Clone, PartialEq)]
pub struct Want<Q> {
    /// The request (a new id is a new request).
    pub request: Q,
    /// When to post it.
    pub delay: Delay,
}

/// The worker behind `url` while `url` stays: `want` is posted whenever its id changes,
/// nothing wanted cancels, and every reply goes to `on_reply`; `busy` says what a request
/// replacing a running one does.
#[hook]
pub fn use_engine<Q, R>(url: &'static str, busy: Busy, on_reply: Callback<R>, want: Option<Want<Q>>)
where
    Q: Job + 'static,
    R: Answer + 'static,
{
    let client: Rc<RefCell<Slot<Q, R>>> = use_mut_ref(|| None);
    {
        let client = client.clone();
        // A new script (the game page's Perfect opponent) is a new client: the old worker goes.
        use_effect_with(url, move |&url| {
            // The reply callback needs the client (to mark it free) and the client holds the
            // callback: the cycle goes through this cell, emptied when the page goes.
            let cell: Rc<RefCell<Slot<Q, R>>> = Rc::new(RefCell::new(None));
            let for_reply = Rc::clone(&cell);
            let on_reply = Callback::from(move |reply: R| {
                if let (Some(id), Some(c)) = (reply.finishes(), for_reply.borrow().as_ref()) {
                    c.borrow_mut().finished(id);
                }
                on_reply.emit(reply);
            });
            let mut ai = AiClient::with_url(url, on_reply);
            ai = match busy {
                Busy::Restart => ai,
                Busy::RestartToSpare => ai.keep_spare(),
                Busy::Queue => ai.patient(),
            };
            let ai = Rc::new(RefCell::new(ai));
            let weak = Rc::downgrade(&ai);
            ai.borrow_mut().set_on_ready(Callback::from(move |_| {
                if let Some(c) = weak.upgrade() {
                    c.borrow_mut().mark_ready();
                }
            }));
            *cell.borrow_mut() = Some(Rc::clone(&ai));
            *client.borrow_mut() = Some(ai);
            move || {
                cell.borrow_mut().take();
                client.borrow_mut().take();
            }
        });
    }
    let key = want.as_ref().map(|w| w.request.id());
    use_effect_with(key, move |_| {
        let mut timeout = None;
        match want {
            Some(Want { request, delay }) => {
                let busy = client
                    .borrow()
                    .as_ref()
                    .is_some_and(|c| c.borrow().is_busy());
                let wait = match delay {
                    Delay::None => 0,
                    Delay::Fixed(ms) => ms,
                    Delay::IfBusy(ms) if busy => ms,
                    Delay::IfBusy(_) => 0,
                };
                let send = move || {
                    if let Some(c) = client.borrow().as_ref() {
                        c.borrow_mut().request(request);
                    }
                };
                if wait == 0 {
                    send();
                } else {
                    timeout = Some(Timeout::new(wait, send));
                }
            }
            None => {
                if let Some(c) = client.borrow().as_ref() {
                    c.borrow_mut().cancel();
                }
            }
        }
        move || drop(timeout)
    });
}
