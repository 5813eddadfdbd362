//! The embedded board's words for people: the caption under the board, why a move cannot go
//! where it was tried, and the hint for visitors. (The problems with its parameters are named
//! in `params.rs`; the move entry's own words are `entry::words`.)

use crate::app::words::capitalise;
use camelot_core::{Color, Outcome, Square};

/// The problems with the parameters, over their list.
pub const CANNOT_SHOW: &str = "This Camelot board cannot be shown:";
/// The hint for a board that takes moves.
pub const HINT: &str = "Click a piece to move it: the dots show where it can go.";

/// Why the piece on `from` cannot go along `path`, in a line: "F7 cannot go to F10".
/// `stop`: the visitor tried to end the move on its last landing, where it must go on.
pub fn miss(from: Square, path: &[Square], stop: bool) -> String {
    let Some(&to) = path.last() else {
        return format!("{from} cannot move like that.");
    };
    if stop {
        return format!(
            "The move cannot end on {to}: it must go on. The rings and dots show where."
        );
    }
    match path.len() {
        1 => format!("{from} cannot go to {to}. The dots show where it can go."),
        n => format!(
            "{} cannot go on to {to}. The rings and dots show where the next leg can land.",
            path[n - 2]
        ),
    }
}

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
