//! Search scores: centipawn-like values, or a win or loss a known number of plies away.

use std::fmt;
use std::ops::Neg;

/// The score of a win on the board right now; a win `n` plies away scores `WIN - n`.
pub(crate) const WIN: i32 = 30_000;
/// Scores within this many plies of [`WIN`] are wins or losses, not evaluations.
pub(crate) const MAX_PLIES_TO_END: i32 = 1_000;
/// Evaluations stay strictly inside this bound so they never look like wins.
pub(crate) const MAX_EVAL: i32 = WIN - MAX_PLIES_TO_END - 1;
/// Larger than any score: the open window.
pub(crate) const INFINITY: i32 = WIN + 1;

/// A score from the point of view of the side to move: an evaluation in hundredths of a man
/// ("cp"), or a forced win or loss a known number of moves away.
///
/// ```
/// use camelot_ai::Score;
/// assert_eq!(Score::cp(35).to_string(), "cp 35");
/// assert_eq!(Score::win_in_plies(5).to_string(), "win 3");
/// assert_eq!(Score::loss_in_plies(4).to_string(), "loss 2");
/// assert!(Score::win_in_plies(1) > Score::win_in_plies(3), "faster wins are better");
/// assert_eq!(-Score::win_in_plies(3), Score::loss_in_plies(3));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Score(i32);

impl Score {
    /// A drawn position.
    pub const DRAW: Score = Score(0);

    /// An evaluation of `value` hundredths of a man, clamped so that it stays an evaluation.
    pub const fn cp(value: i32) -> Score {
        Score(if value > MAX_EVAL {
            MAX_EVAL
        } else if value < -MAX_EVAL {
            -MAX_EVAL
        } else {
            value
        })
    }

    /// The side to move wins, the game ending `plies` plies (half-moves) from now.
    pub const fn win_in_plies(plies: u32) -> Score {
        Score(WIN - plies as i32)
    }

    /// The side to move loses, the game ending `plies` plies from now.
    pub const fn loss_in_plies(plies: u32) -> Score {
        Score(-WIN + plies as i32)
    }

    /// A score from its raw value (see [`Score::raw`]).
    pub const fn from_raw(value: i32) -> Score {
        Score(value)
    }

    /// The raw value: evaluations in hundredths of a man, wins near +30000, losses near -30000.
    pub const fn raw(self) -> i32 {
        self.0
    }

    /// Whether the side to move has a forced win.
    pub const fn is_win(self) -> bool {
        self.0 >= WIN - MAX_PLIES_TO_END
    }

    /// Whether the side to move loses by force.
    pub const fn is_loss(self) -> bool {
        self.0 <= -WIN + MAX_PLIES_TO_END
    }

    /// For a win or loss, the plies until the game ends.
    pub const fn plies_to_end(self) -> Option<u32> {
        if self.is_win() {
            Some((WIN - self.0) as u32)
        } else if self.is_loss() {
            Some((WIN + self.0) as u32)
        } else {
            None
        }
    }

    /// For a win, the winner's moves until the end (a win on the next move is "win 1"); for a
    /// loss, the opponent's moves until the end.
    pub const fn moves_to_end(self) -> Option<u32> {
        match self.plies_to_end() {
            Some(p) if self.is_win() => Some(p.div_ceil(2)),
            Some(p) => Some(p / 2),
            None => None,
        }
    }

    /// The expected score (win 1, draw ½, loss 0) of the side to move: certain for a proven
    /// result, else the logistic curve `1 / (1 + 10^(-k · cp / 400))` with
    /// `k =` [`WIN_CURVE_SCALE`], fitted to self-play results.
    ///
    /// ```
    /// use camelot_ai::Score;
    /// assert_eq!(Score::DRAW.expected(), 0.5);
    /// assert!(Score::cp(200).expected() > 0.55 && Score::cp(200).expected() < 0.57);
    /// assert_eq!(Score::win_in_plies(3).expected(), 1.0);
    /// ```
    pub fn expected(self) -> f64 {
        if self.is_win() {
            1.0
        } else if self.is_loss() {
            0.0
        } else {
            1.0 / (1.0 + 10f64.powf(-WIN_CURVE_SCALE * f64::from(self.0) / 400.0))
        }
    }
}

/// The scale of [`Score::expected`]'s curve: the `k` that `camelot tune` fits first (before
/// changing any weight) on `camelot selfplay --games 1200 --nodes 3000 --seed 1` from the
/// openings file, 131,274 quiet positions: "scale k = 0.2139". An evaluation of one man (100)
/// is then worth an expected 0.53, of four men 0.62: material alone decides little while the
/// castle race is open.
pub const WIN_CURVE_SCALE: f64 = 0.2139;

impl Neg for Score {
    type Output = Score;
    fn neg(self) -> Score {
        Score(-self.0)
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.moves_to_end() {
            Some(n) if self.is_win() => write!(f, "win {n}"),
            Some(n) => write!(f, "loss {n}"),
            None => write!(f, "cp {}", self.0),
        }
    }
}

impl fmt::Debug for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Score({self})")
    }
}

/// Converts a score relative to the root into one relative to a node `ply` plies down, for
/// the transposition table: a win "in n plies from the root" is "in n - ply from here".
pub(crate) fn to_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= WIN - MAX_PLIES_TO_END {
        score + ply
    } else if score <= -WIN + MAX_PLIES_TO_END {
        score - ply
    } else {
        score
    }
}

/// The inverse of [`to_tt`].
pub(crate) fn from_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= WIN - MAX_PLIES_TO_END {
        score - ply
    } else if score <= -WIN + MAX_PLIES_TO_END {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tt_adjustment_round_trips_and_shifts_wins() {
        // A win 3 plies below a node 5 plies deep is a win 8 plies from the root.
        let stored = to_tt(WIN - 8, 5);
        assert_eq!(stored, WIN - 3);
        assert_eq!(from_tt(stored, 2), WIN - 5);
        assert_eq!(from_tt(to_tt(-WIN + 9, 4), 4), -WIN + 9);
        assert_eq!(to_tt(123, 7), 123);
    }

    #[test]
    fn display_kinds() {
        assert_eq!(Score::win_in_plies(1).to_string(), "win 1");
        assert_eq!(Score::win_in_plies(2).to_string(), "win 1");
        assert_eq!(Score::loss_in_plies(0).to_string(), "loss 0");
        assert_eq!(Score::cp(-12).to_string(), "cp -12");
        assert_eq!(Score::cp(1_000_000), Score::cp(MAX_EVAL));
        assert!(Score::win_in_plies(7).is_win() && Score::loss_in_plies(7).is_loss());
    }
}
