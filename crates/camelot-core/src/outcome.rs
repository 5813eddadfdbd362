//! How a game ended.

use crate::Color;
use std::fmt;

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum EndReason {
    /// The winner has two pieces in the loser's castle.
    CastleOccupied,
    /// The winner captured every enemy piece and kept at least two.
    AllCaptured,
    /// The player to move has no legal move.
    NoLegalMove,
    /// Both players have at most one piece.
    BothReduced,
    /// The same position occurred for the third time (house rule, games only).
    Repetition,
    /// A player resigned (games only).
    Resignation,
    /// The players agreed a draw, or an arbiter adjudicated one (games only).
    Agreement,
    /// The winner has a piece in the loser's castle (Cam and Camette, where one is enough).
    CastleEntered,
    /// The loser put a piece into the winner's castle (Anti-Camelot).
    AntiCastleEntered,
    /// The winner, to move, has no legal move (Anti-Camelot).
    AntiNoLegalMove,
}

impl EndReason {
    /// A short description for status lines.
    pub fn describe(self, winner: Option<Color>) -> String {
        let loser = winner.map(|w| !w);
        match (self, winner, loser) {
            (EndReason::CastleOccupied, Some(w), Some(l)) => {
                format!("{w} has two pieces in {l}'s castle")
            }
            (EndReason::AllCaptured, Some(w), Some(l)) => {
                format!("{w} captured all of {l}'s pieces")
            }
            (EndReason::NoLegalMove, Some(_), Some(l)) => format!("{l} has no legal move"),
            (EndReason::NoLegalMove, None, _) => {
                "the player to move has no legal move and the opponent has fewer than two pieces"
                    .to_string()
            }
            (EndReason::BothReduced, _, _) => "both players have at most one piece".to_string(),
            (EndReason::Repetition, _, _) => "the same position occurred three times".to_string(),
            (EndReason::Resignation, Some(_), Some(l)) => format!("{l} resigned"),
            (EndReason::Agreement, _, _) => "drawn by agreement".to_string(),
            (EndReason::CastleEntered, Some(w), Some(l)) => {
                format!("{w} has a piece in {l}'s castle")
            }
            (EndReason::AntiCastleEntered, Some(w), Some(l)) => {
                format!("{l} put a piece in {w}'s castle")
            }
            (EndReason::AntiNoLegalMove, Some(w), _) => format!("{w} has no legal move"),
            (reason, _, _) => format!("{reason:?}"),
        }
    }
}

/// The result of a finished game: the winner (none for a draw) and why.
///
/// ```
/// use camelot_core::{Color, EndReason, Outcome};
/// let o = Outcome::win(Color::White, EndReason::CastleOccupied);
/// assert_eq!(o.to_string(), "white wins (White has two pieces in Black's castle)");
/// assert_eq!(o.result_text(), "1-0");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// Who won; `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// A win for `winner`.
    pub const fn win(winner: Color, reason: EndReason) -> Outcome {
        Outcome {
            winner: Some(winner),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: EndReason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// The first word(s) of a status line: `white wins`, `black wins` or `draw`.
    pub fn headline(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "white wins",
            Some(Color::Black) => "black wins",
            None => "draw",
        }
    }

    /// The game-record result: `1-0`, `0-1` or `1/2-1/2`.
    pub fn result_text(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} ({})",
            self.headline(),
            self.reason.describe(self.winner)
        )
    }
}
