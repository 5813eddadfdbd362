//! The engine layer's words for people: why the computer could not answer, said the same on
//! every page that asks it (the game's moves and hints, the analysis board, its solved game).
//! The pages put them in their own sentences ("The computer failed: …"). The messages are
//! `engine-failure-…` in `app.ftl`.

use super::protocol::Failure;
use crate::app::core_words::variant_title;
use crate::app::i18n::t;
use crate::t;

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
