//! The embedded board's words for people: the caption under the board, why a move cannot go
//! where it was tried, and the hint for visitors. (The problems with its parameters are named
//! in `params.rs`; the move entry's own words are `entry::words`.)

use crate::app::words::capitalise;
use camelot_core::{Color, Outcome, Square};

/// The problems with the parameters, over their list.
pub const CANNOT_SHOW: &str = "This Camelot board cannot be shown:";
/// The hint for a board that takes moves.
pub const HINT: &str = "Click a piece to move it: the dots show where it can go.";

/// The caption: "3/10: K5-L4 · Black to move", "Start · White to move", or the result.
pub fn caption(
    ply: usize,
    total: usize,
    moved: Option<String>,
    over: Option<Outcome>,
    turn: Color,
    interactive: bool,
) -> String {
    let state = match over {
        Some(o) => capitalise(&o.to_string()),
        None => format!("{} to move", capitalise(turn.name())),
    };
    match moved {
        _ if total == 0 && !interactive => state,
        None => format!("Start · {state}"),
        Some(m) => format!("{ply}/{total}: {m} · {state}"),
    }
}

/// The second tap a previewed move waits for.
pub fn tap_again(to: Square) -> String {
    format!("Tap {to} again, or:")
}
