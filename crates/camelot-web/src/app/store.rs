//! A page's state inside Yew: every page keeps its state in one value with one pure reducer
//! ([`Reduce`]); [`use_store`] holds it and gives a dispatch callback that stays the same for
//! the page's life (so components given callbacks made from it redraw only when their data
//! change).

use std::rc::Rc;
use yew::prelude::*;

/// A page's state and its pure reducer.
pub trait Reduce {
    /// What can happen.
    type Action: 'static;
    /// The state after `action`.
    fn reduce(&self, action: Self::Action) -> Self;
}

/// The state as Yew's reducer holds it.
pub struct Store<S>(Rc<S>);

impl<S> PartialEq for Store<S> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<S: Reduce + 'static> Reducible for Store<S> {
    type Action = S::Action;
    fn reduce(self: Rc<Self>, action: S::Action) -> Rc<Self> {
        Rc::new(Store(Rc::new(self.0.reduce(action))))
    }
}

/// The page's state, and a dispatch callback that is the same on every render.
#[hook]
pub fn use_store<S, F>(init: F) -> (Rc<S>, Callback<S::Action>)
where
    S: Reduce + 'static,
    F: FnOnce() -> S,
{
    let store = use_reducer(move || Store(Rc::new(init())));
    let dispatch = use_callback(store.dispatcher(), |action: S::Action, d| {
        d.dispatch(action)
    });
    (Rc::clone(&store.0), dispatch)
}

/// A click handler that sends `action`.
pub fn on_click<A: Clone + 'static>(dispatch: &Callback<A>, action: A) -> Callback<MouseEvent> {
    let d = dispatch.clone();
    Callback::from(move |_: MouseEvent| d.emit(action.clone()))
}

/// A page's state handed to its components: equal when it is the same state (a component
/// redraws when the page's state changed, without comparing the states field by field).
pub struct Shared<T>(pub Rc<T>);

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Rc::clone(&self.0))
    }
}

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}
