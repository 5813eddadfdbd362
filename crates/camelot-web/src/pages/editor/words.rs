//! The editor's words for people (the checks' own words are in `state.rs`'s problems, which
//! name the rule each breaks). The texts are `editor-…` messages of
//! `www/locales/en/editor.ftl`.

use super::state::Verdict;
use crate::app::i18n::t;
use crate::t;
use camelot_core::Color;

/// A side's possessive: "White's".
pub fn possessive(c: Color) -> String {
    t(match c {
        Color::White => "side-white-possessive",
        Color::Black => "side-black-possessive",
    })
}

/// Why the Analyse button does nothing (the analysis board needs a position that follows
/// the rules).
pub fn analyse_why_not() -> String {
    t("editor-analyse-why-not")
}

/// How to set up the board, with a finger or a mouse.
pub fn help(touch: bool) -> String {
    t(if touch {
        "editor-help-touch"
    } else {
        "editor-help-mouse"
    })
}

/// The verdict on the setup: its class and its words (an empty board's with a finger's or a
/// mouse's verb).
pub fn verdict(v: &Verdict, problems: usize, touch: bool) -> (&'static str, String) {
    match v {
        Verdict::Empty => (
            "empty",
            t!(
                "editor-verdict-empty",
                verb = crate::app::words::choose(touch)
            ),
        ),
        Verdict::Broken => ("broken", t!("editor-verdict-broken", n = problems)),
        Verdict::Decided(text) => ("decided", t!("editor-verdict-decided", text = text)),
        Verdict::Playable(text) => ("playable", text.clone()),
    }
}

/// Why the play buttons do nothing, if they do nothing.
pub fn why_not_play(v: &Verdict) -> Option<String> {
    match v {
        Verdict::Empty => Some(t("editor-why-not-empty")),
        Verdict::Broken => Some(t("editor-why-not-broken")),
        Verdict::Decided(_) => Some(t("editor-why-not-decided")),
        Verdict::Playable(_) => None,
    }
}

/// What the play buttons do.
pub fn play_help(verb: &str) -> String {
    t!("editor-play-help", verb = verb)
}

/// The text field's problem.
pub fn not_read(why: &str) -> String {
    t!("editor-not-read", why = why)
}

/// The keyboard's keys.
pub fn keys() -> String {
    t("editor-keys")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_verdict_counts_its_problems() {
        assert_eq!(
            verdict(&Verdict::Broken, 1, false).1,
            "This position breaks the rules (1 problem):"
        );
        assert_eq!(
            verdict(&Verdict::Broken, 3, false).1,
            "This position breaks the rules (3 problems):"
        );
        // An empty board's words follow the pointer, as the help beside them does.
        assert!(
            verdict(&Verdict::Empty, 0, true)
                .1
                .contains("and tap squares")
        );
        assert!(
            verdict(&Verdict::Empty, 0, false)
                .1
                .contains("and click squares")
        );
        assert_eq!(
            verdict(
                &Verdict::Decided("Drawn: both players have at most one piece".into()),
                0,
                false
            )
            .1,
            "Drawn: both players have at most one piece."
        );
        assert!(
            help(false).contains("back). Drag a piece"),
            "{}",
            help(false)
        );
        assert!(
            keys().contains("the eraser. Tab to the board"),
            "{}",
            keys()
        );
        assert_eq!(
            play_help("Tap"),
            "Tap a button: the game page opens on this position (it asks before replacing a game in progress)."
        );
    }
}
