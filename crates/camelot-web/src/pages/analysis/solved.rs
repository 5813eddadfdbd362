//! The solved game's verdict of a Camette position on the analysis board, beside the engine:
//! asked of the Perfect worker (`engine/perfect.rs`) whenever the board shows a Camette
//! position, which downloads the solved game once (with progress; kept for offline use). The
//! file knows the positions of games in which one side plays perfectly; elsewhere the line says
//! so. No other game asks, so no other game downloads anything.

use super::state::State;
use super::words;
use crate::app::store::Shared;
use crate::engine::perfect::PERFECT_URL;
use crate::engine::protocol::{Reply, Request, Solved};
use crate::engine::{Busy, Delay, VERDICT, Want, use_engine};
use camelot_core::Variant;
use yew::prelude::*;

/// What the worker said about a position (by its request id).
#[derive(Debug, Clone, PartialEq)]
enum Heard {
    /// The solved game is on its way: bytes received, of how many.
    Loading(u64, u64),
    /// The value for the side to move, with a best move.
    Verdict(Solved, String),
    /// The file does not know the position.
    Unknown,
    /// The solved game could not be had.
    Failed(String),
}

#[derive(Properties, PartialEq)]
pub struct SolvedProps {
    /// The page's state.
    pub state: Shared<State>,
}

/// The solved game's line under the engine's, for Camette positions.
#[function_component(SolvedLine)]
pub fn solved_line(props: &SolvedProps) -> Html {
    let s = &*props.state;
    let pos = s.shown();
    let ask = pos.variant() == Variant::Camette && pos.outcome().is_none();
    // A position is asked about once, whatever the way to it.
    let id = pos.hash();
    let heard = use_state(|| None::<(u64, Heard)>);
    let on_reply = {
        let heard = heard.clone();
        Callback::from(move |r: Reply| match r {
            // Progress is shown whichever position started the download.
            Reply::Loading { got, total, .. } => heard.set(Some((0, Heard::Loading(got, total)))),
            Reply::Best {
                id, best, score, ..
            } => heard.set(Some((
                id,
                match Solved::from_text(&score) {
                    Some(v) => Heard::Verdict(v, best.unwrap_or_default()),
                    None => Heard::Unknown,
                },
            ))),
            Reply::Error { id, message } => heard.set(Some((id, Heard::Failed(message)))),
            Reply::Info { .. } | Reply::Ready => {}
        })
    };
    let want = ask.then(|| Want {
        request: Request {
            id,
            start: s.tree().start().to_string(),
            moves: s.game.line().notation(),
            level: VERDICT,
            seed: 0,
            repetition: s.tree().repetition_rule(),
        },
        delay: Delay::None,
    });
    use_engine(PERFECT_URL, Busy::Queue, on_reply, want);
    if !ask {
        return Html::default();
    }
    let (text, verdict) = match heard.as_ref() {
        Some((i, Heard::Verdict(v, best))) if *i == id => {
            (words::solved_verdict(*v, pos.turn(), best), "known")
        }
        Some((i, Heard::Unknown)) if *i == id => (words::SOLVED_UNKNOWN.to_string(), "unknown"),
        Some((i, Heard::Failed(why))) if *i == id => (words::solved_failed(why), "failed"),
        Some((_, Heard::Loading(got, total))) => (words::solved_loading(*got, *total), "loading"),
        _ => (words::SOLVED_ASKING.to_string(), "asking"),
    };
    html! {
        <p class="solved" data-testid="solved" data-verdict={verdict} role="status">{ text }</p>
    }
}
