//! An engine's evaluation as players read it, from White's point of view: the worker sends raw
//! scores from White's side (it formats nothing), and each page turns them into an [`Eval`]
//! and says it through `engine/words.rs` (the game's thinking line, the analysis board).

use camelot_ai::Score;
use camelot_ai::winprob;
use camelot_core::Color;

/// An evaluation from White's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eval {
    /// Hundredths of a man; positive when White is better.
    Cp(i32),
    /// A forced win: `winner` wins in `moves` of its own moves (0: the game is over).
    Win {
        /// Who wins.
        winner: Color,
        /// The winner's moves until the end.
        moves: u32,
    },
}

impl Eval {
    /// The evaluation of a raw engine score from White's point of view (as the worker sends
    /// them), in a position where `turn` is to move (which decides whose moves count).
    pub fn new(raw_white: i32, turn: Color) -> Eval {
        let score = Score::from_raw(raw_white);
        match score.plies_to_end() {
            Some(plies) => {
                let winner = if score.is_win() {
                    Color::White
                } else {
                    Color::Black
                };
                let moves = if winner == turn {
                    plies.div_ceil(2)
                } else {
                    plies / 2
                };
                Eval::Win { winner, moves }
            }
            None => Eval::Cp(raw_white),
        }
    }

    /// The `data-eval` token: hundredths of a man from White's side, or `win-N` (White wins
    /// in N) and `loss-N` (Black wins in N).
    pub fn token(self) -> String {
        match self {
            Eval::Cp(cp) => cp.to_string(),
            Eval::Win {
                winner: Color::White,
                moves,
            } => format!("win-{moves}"),
            Eval::Win { moves, .. } => format!("loss-{moves}"),
        }
    }

    /// White's winning chances (a draw counting half), from the fitted curve.
    pub fn white_chance(self) -> f64 {
        match self {
            Eval::Cp(cp) => winprob::white_chance(cp),
            Eval::Win { winner, .. } => {
                if winner == Color::White {
                    1.0
                } else {
                    0.0
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_wins_count_the_winners_moves() {
        assert_eq!(Eval::new(35, Color::White), Eval::Cp(35));
        assert_eq!(Eval::new(-140, Color::Black).token(), "-140");
        // White to move wins in 3 plies: White moves on plies 1 and 3.
        let w = Eval::new(Score::win_in_plies(3).raw(), Color::White);
        assert_eq!(
            w,
            Eval::Win {
                winner: Color::White,
                moves: 2
            }
        );
        assert_eq!(w.token(), "win-2");
        // Black to move, White wins in 2 plies: Black moves, then White wins.
        let w = Eval::new(Score::win_in_plies(2).raw(), Color::Black);
        assert_eq!(w.token(), "win-1");
        let l = Eval::new(-Score::win_in_plies(1).raw(), Color::Black);
        assert_eq!(l.token(), "loss-1");
        assert_eq!(l.white_chance(), 0.0);
        assert_eq!(w.white_chance(), 1.0);
        assert_eq!(Eval::Cp(0).white_chance(), 0.5);
    }
}
