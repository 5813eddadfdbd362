//! The game page's effects, each in a named hook: the computer's searches, saving, move
//! sounds, and the resign confirmation's timeout.

use super::computer::Purpose;
use super::mode::{HINT_LEVEL, Mode};
use super::state::{Action, State};
use super::storage;
use crate::app::sound::{self, Cue};
use crate::app::storage as stored;
use crate::engine::client::WORKER_URL;
use crate::engine::perfect::PERFECT_URL;
use crate::engine::protocol::{Reply, Request};
use crate::engine::{Busy, Delay, PERFECT, SOLVED, Want, use_engine};
use camelot_core::Variant;
use std::rc::Rc;
use yew::prelude::*;

/// Which worker serves a request at `level` in a game of `variant`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Server {
    /// The game's worker (the levels).
    Game,
    /// The Perfect opponent's worker (Camette's solved game).
    Perfect,
}

/// The worker for `level` in `variant`, and the level it is asked for: Perfect is Camette's;
/// in another game it plays as the strongest level.
fn route(level: u8, variant: Variant) -> (Server, u8) {
    match (level >= PERFECT, variant == SOLVED) {
        (true, true) => (Server::Perfect, PERFECT),
        (true, false) => (Server::Game, PERFECT - 1),
        (false, _) => (Server::Game, level),
    }
}

/// The search the state asks for, as a request to the worker that serves it.
fn request(state: &State) -> Option<Want<Request>> {
    let search = state.computer.search?;
    let turn = state.shown().turn();
    let level = match (search.purpose, state.mode) {
        (Purpose::Hint, Mode::TwoPlayers) => HINT_LEVEL,
        (Purpose::Hint, mode) => mode.level_for(!turn),
        (Purpose::Move, mode) => mode.level_for(turn),
    };
    let level = route(level, state.shown().variant()).1;
    let delay = match (state.mode, search.purpose) {
        (Mode::Watch { speed, .. }, Purpose::Move) => Delay::Fixed(speed.delay_ms()),
        _ => Delay::None,
    };
    Some(Want {
        request: Request {
            id: search.id,
            start: state.tree().start().to_string(),
            moves: state.game.line().notation(),
            level,
            seed: (js_sys::Math::random() * 4_294_967_296.0) as u64 ^ search.id.rotate_left(32),
            repetition: state.tree().repetition_rule(),
        },
        delay,
    })
}

/// The computer's searches: its moves and the player's hints.
#[hook]
pub fn use_computer(state: &State, dispatch: Callback<Action>) {
    let on_reply = use_callback(dispatch, |reply: Reply, d| match reply {
        Reply::Info {
            id, depth, score, ..
        } => d.emit(Action::AiInfo { id, depth, score }),
        Reply::Loading { id, got, total } => d.emit(Action::AiLoading { id, got, total }),
        Reply::Best {
            id, best, score, ..
        } => d.emit(Action::AiBest {
            id,
            best,
            solved: score.solved(),
        }),
        Reply::Error { id, failure } => d.emit(Action::AiError { id, failure }),
        Reply::Ready => {}
    });
    // The Perfect worker serves the whole of a Perfect game (its hints too); a game that never
    // plays Perfect never loads it (nor the solved game).
    let perfect = matches!(state.mode, Mode::Computer { level, .. } if route(level, state.shown().variant()).0 == Server::Perfect);
    // Its download is not begun again when an Undo or a new game replaces the request.
    let (url, busy) = if perfect {
        (PERFECT_URL, Busy::Queue)
    } else {
        (WORKER_URL, Busy::Restart)
    };
    use_engine(url, busy, on_reply, request(state));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perfect_is_camettes_and_the_strongest_level_elsewhere() {
        assert_eq!(route(PERFECT, Variant::Camette), (Server::Perfect, PERFECT));
        assert_eq!(route(PERFECT, Variant::Camelot), (Server::Game, 8));
        assert_eq!(route(PERFECT, Variant::Cam), (Server::Game, 8));
        assert_eq!(route(3, Variant::Camette), (Server::Game, 3));
    }
}

/// Saves after every change to the game, and keeps the game set aside by the last
/// replacement until the next one.
#[hook]
pub fn use_saving(state: &State) {
    // Keyed on the shared tree: a hover or a render writes nothing.
    let game = (
        Rc::clone(state.tree()),
        state.game.node(),
        state.mode,
        state.flipped,
    );
    use_effect_with(game, move |(tree, cursor, mode, flipped)| {
        stored::write(
            storage::KEY,
            &storage::save_game(tree, *cursor, *mode, *flipped),
        );
    });
    use_effect_with(
        state.import.previous.clone(),
        move |previous| match previous {
            Some(p) => stored::write(storage::PREVIOUS_KEY, &storage::save(p)),
            None => stored::remove(storage::PREVIOUS_KEY),
        },
    );
}

/// A sound for each move played in the live game (when switched on).
#[hook]
pub fn use_move_sounds(state: &State, on: bool) {
    let ply = state.shown_ply();
    let last = state.shown_last_move();
    let over = state.outcome().is_some();
    let before = use_mut_ref(|| ply);
    use_effect_with((ply, last), move |_| {
        let grew = ply == *before.borrow() + 1;
        *before.borrow_mut() = ply;
        if on && grew {
            sound::play(if over {
                Cue::End
            } else if last.is_some_and(|m| m.is_capture()) {
                Cue::Capture
            } else {
                Cue::Move
            });
        }
    });
}

/// "Confirm resign?" turns back into "Resign" after a few seconds.
#[hook]
pub fn use_resign_timeout(armed: bool, dispatch: Callback<Action>) {
    use_effect_with(armed, move |armed| {
        let timeout = armed.then(|| {
            gloo_timers::callback::Timeout::new(4000, move || dispatch.emit(Action::DisarmResign))
        });
        move || drop(timeout)
    });
}
