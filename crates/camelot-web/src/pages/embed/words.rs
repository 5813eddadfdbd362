//! The embedded board's words for people: the caption under the board, why a move cannot go
//! where it was tried, and the hint for visitors (their text is in
//! `www/locales/<code>/embed.ftl`). (The problems with its parameters are named in
//! `params.rs`; the move entry's own words are `entry::words`.)

use crate::app::i18n::t;
use crate::app::words::{capitalise, color_key, side};
use crate::t;
use camelot_core::{Color, Move, Outcome, Square, Variant};

/// The problems with the parameters, over their list.
pub fn cannot_show() -> String {
    t("embed-cannot-show")
}

/// The hint for a board that takes moves.
pub fn hint(pointer: crate::entry::Pointer) -> String {
    crate::t!(
        "embed-hint",
        click = crate::app::words::choose_cap(pointer == crate::entry::Pointer::Touch)
    )
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
        // The result in the rules crate's words.
        Some(o) => capitalise(&o.to_string()),
        None => t!("embed-to-move", side = side(turn), color = color_key(turn)),
    };
    match moved {
        _ if total == 0 && !interactive => state,
        None => t!("embed-caption-start", state = state),
        // The counts as they are (no grouping): "1200/1500".
        Some(m) => t!(
            "embed-caption-move",
            ply = ply.to_string(),
            total = total.to_string(),
            move_text = m,
            state = state
        ),
    }
}

/// The second tap a previewed move waits for.
pub fn tap_again(to: Square) -> String {
    t!("embed-tap-again", square = to.to_string())
}

/// The button that plays the previewed move.
pub fn play(m: &Move) -> String {
    t!("embed-play", move_text = m.to_string())
}

/// The button that ends a move where its path stands.
pub fn end_here(m: &Move) -> String {
    t!("embed-end-here", move_text = m.to_string())
}

/// The button that plants the trees chosen (in notation: `C2,D2,I2`).
pub fn plant(placement: &Move) -> String {
    t!("embed-plant", move_text = placement.to_string())
}

/// The board's name for screen readers: "Camelot board".
pub fn board_label(variant: Variant) -> String {
    crate::board::board_label_of(&crate::app::core_words::variant_title(variant))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn captions_read_as_before() {
        assert_eq!(
            caption(0, 2, None, None, Color::White, true),
            "Start · White to move"
        );
        assert_eq!(
            caption(3, 10, Some("K5-L4".into()), None, Color::Black, false),
            "3/10: K5-L4 · Black to move"
        );
        assert_eq!(
            caption(1200, 1500, Some("K5-L4".into()), None, Color::Black, false),
            "1200/1500: K5-L4 · Black to move"
        );
        assert_eq!(
            caption(0, 0, None, None, Color::Black, false),
            "Black to move"
        );
        assert_eq!(board_label(Variant::Cam), "Cam board");
        assert_eq!(
            tap_again("I8".parse().expect("square")),
            "Tap I8 again, or:"
        );
    }
}
