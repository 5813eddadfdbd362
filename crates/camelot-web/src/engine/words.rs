//! The engine layer's words for people, said the same on every page that asks it (the game's
//! moves and hints, the analysis board, its solved game): why the computer could not answer,
//! and its evaluations (`+1.3`, "White wins in 4 moves"). The pages put them in their own
//! sentences ("The computer failed: …"). The messages are `engine-failure-…` and `eval-…` in
//! `app.ftl`.

use super::protocol::Failure;
use crate::app::core_words::variant_title;
use crate::app::i18n::{Lang, current, t};
use crate::app::words::{color_key, side};
use crate::t;
use camelot_core::Color;

/// Hundredths of a man as men with one decimal and a sign, in the language's digits: `+1.3`,
/// `-0.4`, `0.0` (`+1,3` in German). Integer arithmetic, rounding half away from zero.
pub fn men(cp: i32) -> String {
    men_in(current(), cp)
}

fn men_in(lang: Lang, cp: i32) -> String {
    let tenths = (cp.unsigned_abs() + 5) / 10;
    if tenths == 0 {
        return lang.tenths(0);
    }
    let sign = if cp < 0 { '-' } else { '+' };
    format!("{sign}{}", lang.tenths(u64::from(tenths)))
}

/// "White has won", or "White wins in 4 moves" (`moves` of the winner's own moves).
pub fn wins_in(winner: Color, moves: u32) -> String {
    if moves == 0 {
        t!(
            "eval-has-won",
            side = side(winner),
            color = color_key(winner)
        )
    } else {
        t!(
            "eval-wins-in",
            side = side(winner),
            color = color_key(winner),
            n = moves
        )
    }
}

/// Why a request could not be served, as a clause starting in lower case: "the solved game
/// could not be downloaded: the site answered 404".
pub fn failure(f: &Failure) -> String {
    match f {
        Failure::BadStart => t("engine-failure-bad-start"),
        Failure::BadMove { text } => t!("engine-failure-bad-move", move_text = text),
        Failure::Damaged => t("engine-failure-damaged"),
        Failure::WrongGame { variant } => t!(
            "engine-failure-wrong-game",
            variant = variant_title(*variant),
            solved = variant_title(super::SOLVED)
        ),
        Failure::NoConnection => t("engine-failure-no-connection"),
        Failure::NotDownloaded => t("engine-failure-not-downloaded"),
        Failure::Status { status } => {
            t!("engine-failure-status", status = status.to_string())
        }
        Failure::EmptyAnswer => t("engine-failure-empty-answer"),
        Failure::BrokeOff => t("engine-failure-broke-off"),
        Failure::TooLarge => t("engine-failure-too-large"),
        Failure::NoDecompression => t("engine-failure-no-decompression"),
        Failure::NotStarted => t("engine-failure-not-started"),
        Failure::Stopped { detail: None } => t("engine-failure-stopped"),
        Failure::Stopped {
            detail: Some(detail),
        } => t!("engine-failure-stopped-detail", detail = detail),
        Failure::NotAccepted => t("engine-failure-not-accepted"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Variant;

    #[test]
    fn men_with_one_decimal_in_the_languages_digits() {
        assert_eq!(men(130), "+1.3");
        assert_eq!(men(125), "+1.3");
        assert_eq!(men(124), "+1.2");
        assert_eq!(men(-40), "-0.4");
        assert_eq!(men(4), "0.0");
        assert_eq!(men(-4), "0.0");
        assert_eq!(men(1234), "+12.3");
        assert_eq!(men(i32::MIN), "-21,474,836.5");
        assert_eq!(men_in(Lang::De, -40), "-0,4");
        assert_eq!(men_in(Lang::Fr, 0), "0,0");
        assert_eq!(men_in(Lang::Es, 1234), "+12,3");
        assert_eq!(men_in(Lang::Sco, 1234), "+12.3");
    }

    #[test]
    fn wins_count_the_winners_moves() {
        assert_eq!(wins_in(Color::White, 4), "White wins in 4 moves");
        assert_eq!(wins_in(Color::Black, 1), "Black wins in 1 move");
        assert_eq!(wins_in(Color::Black, 0), "Black has won");
    }

    #[test]
    fn each_failure_in_english() {
        for (f, text) in [
            (Failure::BadStart, "bad start position"),
            (
                Failure::BadMove {
                    text: "F7-F9".into(),
                },
                "bad move F7-F9",
            ),
            (Failure::Damaged, "the solved game is damaged"),
            (
                Failure::WrongGame {
                    variant: Variant::River,
                },
                "the solved game is of River Camelot, not Camette",
            ),
            (
                Failure::NoConnection,
                "the solved game could not be downloaded: no connection",
            ),
            (
                Failure::NotDownloaded,
                "the solved game could not be downloaded",
            ),
            (
                Failure::Status { status: 404 },
                "the solved game could not be downloaded: the site answered 404",
            ),
            (
                Failure::EmptyAnswer,
                "the solved game could not be downloaded: an empty answer",
            ),
            (
                Failure::BrokeOff,
                "the download of the solved game broke off",
            ),
            (
                Failure::TooLarge,
                "the solved game is larger than it can be",
            ),
            (
                Failure::NoDecompression,
                "this browser cannot unpack the solved game",
            ),
            (Failure::NotStarted, "the AI worker could not be started"),
            (Failure::Stopped { detail: None }, "the AI worker stopped"),
            (
                Failure::Stopped {
                    detail: Some("RuntimeError: unreachable".into()),
                },
                "the AI worker stopped (RuntimeError: unreachable)",
            ),
            (
                Failure::NotAccepted,
                "the AI worker did not accept the request",
            ),
        ] {
            assert_eq!(failure(&f), text, "{f:?}");
        }
    }
}
