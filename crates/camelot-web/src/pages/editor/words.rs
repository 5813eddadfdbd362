//! The editor's words for people (the checks' own words are in `state.rs`'s problems, which
//! name the rule each breaks).

use super::state::Verdict;
use crate::app::words::count;

/// Why the Analyse button does nothing (the analysis board needs a position that follows
/// the rules).
pub const ANALYSE_WHY_NOT: &str = "Correct the problems above to analyse this position.";

/// How to set up the board, with a finger or a mouse.
pub fn help(touch: bool) -> &'static str {
    if touch {
        "Tap a square to put the chosen piece there (tap it again to take it back). Drag a piece to move it; drag it off the board or hold your finger on it to remove it."
    } else {
        "Click a square to put the chosen piece there (click it again to take it back). Drag a piece to move it; drag it off the board or right-click it to remove it. Drag from the palette to put a piece anywhere."
    }
}

/// The verdict on the setup: its class and its words.
pub fn verdict(v: &Verdict, problems: usize) -> (&'static str, String) {
    match v {
        Verdict::Empty => (
            "empty",
            "The board is empty: choose a piece and click squares to place it.".to_string(),
        ),
        Verdict::Broken => (
            "broken",
            format!(
                "This position breaks the rules ({}):",
                count(problems, "problem", "problems")
            ),
        ),
        Verdict::Decided(t) => ("decided", format!("{t}.")),
        Verdict::Playable(t) => ("playable", t.clone()),
    }
}

/// Why the play buttons do nothing, if they do nothing.
pub fn why_not_play(v: &Verdict) -> Option<&'static str> {
    match v {
        Verdict::Empty => Some("Place some pieces first."),
        Verdict::Broken => Some("Correct the problems above to play from this position."),
        Verdict::Decided(_) => Some("The game is already over in this position."),
        Verdict::Playable(_) => None,
    }
}

/// What the play buttons do.
pub fn play_help(verb: &str) -> String {
    format!(
        "{verb} a button: the game page opens on this position (it asks before replacing a game in progress)."
    )
}

/// The text field's problem.
pub fn not_read(why: &str) -> String {
    format!("Not read: {why}. The board keeps its position until the text can be read.")
}

/// The keyboard's keys.
pub const KEYS: &str = "Keys 1–5 pick a piece: 1 White man, 2 White knight, 3 Black man, 4 Black knight, 5 (or 0) the eraser. \
    Tab to the board, move with the arrow keys, and press Enter or Space to put the piece (again to take it back); \
    Delete or Backspace empties the square.";
