//! The state a page load starts from: the saved game (or a notice why it was dropped) and the
//! game set aside by the last replacement, then a `?position=`, `?record=` or `?variant=` link
//! on top (`variant=` with one of the others says which variant their text is), in the page's
//! query or else in the fragment's (`#/?position=…`).

use super::state::{Action, State, reduce};
use super::{storage, words};
use crate::app::query::{self, Query};
use crate::app::routes;
use crate::app::storage as stored;
use crate::entry::Pointer;
use std::rc::Rc;

/// The saved game and the page's link, as the page opens.
pub fn initial_state() -> State {
    let mut state = State::default();
    if let Some(text) = stored::read(storage::KEY) {
        match storage::restore(&text) {
            Ok(r) => state = State::new(r.tree, r.cursor, r.mode, r.flipped),
            Err(why) => {
                stored::remove(storage::KEY);
                let text = words::not_restored(&why);
                state = reduce(&state, Action::Notify { text, error: true });
            }
        }
    }
    state.import.previous = stored::read(storage::PREVIOUS_KEY)
        .and_then(|t| storage::restore(&t).ok())
        .map(Rc::new);
    state.entry.pointer = Pointer::at_start();
    // The link is the page's query (`?position=…`), or else the fragment's (`#/?position=…`,
    // written as the other pages' links are), which used to be ignored without a word. Only
    // the game's own fragment: one naming another page (`#/editor?position=…`, followed while
    // this bundle starts) is that page's link, and this bundle reloads into it untouched.
    let names = |q: &Query| {
        ["position", "record", "variant"]
            .iter()
            .any(|k| q.get(k).is_some())
    };
    let page = query::page_query();
    let fragment = query::fragment_query();
    let in_fragment =
        !names(&page) && names(&fragment) && routes::current_route() == routes::Route::Play;
    let link = if in_fragment { fragment } else { page };
    let state = open_link(state, &link);
    if in_fragment {
        query::forget_fragment_query();
    } else if names(&link) {
        query::forget_page_query();
    }
    state
}

/// `state` with the game a link names opened (or asked about).
pub fn open_link(state: State, link: &Query) -> State {
    let mut state = state;
    let variant = link.text("variant");
    let (position, record) = (link.text("position"), link.text("record"));
    if let Some(text) = position.clone() {
        let play = link.text("play");
        let level = link.text("level");
        let variant = variant.clone();
        state = reduce(
            &state,
            Action::OpenPosition {
                text,
                play,
                variant,
                level,
            },
        );
    }
    // A shared game link (`?record=`, built by the share dialog) opens that game for two
    // players on this device, the board turned to the side to move: people can play by
    // sending the link back and forth.
    if let Some(text) = record.clone() {
        let node = link.text("node");
        let variant = variant.clone();
        state = reduce(
            &state,
            Action::OpenRecord {
                text,
                node,
                variant,
            },
        );
    }
    if let Some(name) = variant.filter(|_| record.is_none() && position.is_none()) {
        let play = link.text("play");
        state = reduce(&state, Action::OpenVariant { name, play });
    }
    state
}
