//! Evaluations in a player's words: `+1.3 (White is a man up)`, `White wins in 4`, and the
//! `data-eval` tokens of the page's testing contract.

use crate::app::i18n::t;
use crate::app::words::{color_key, side};
use crate::t;
use camelot_ai::Score;
use camelot_ai::winprob;
use camelot_core::{Color, Position, Role};

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

    /// The short form: `+1.3`, `-0.4`, `0.0`, `W in 4` for a forced win of White, `B in 2`.
    pub fn short(self) -> String {
        match self {
            Eval::Cp(cp) => men(cp),
            Eval::Win { winner, moves: 0 } => t!(
                "analysis-eval-short-won",
                side = side(winner),
                color = color_key(winner)
            ),
            Eval::Win { winner, moves } => t!(
                "analysis-eval-short-win",
                color = color_key(winner),
                n = moves
            ),
        }
    }

    /// The evaluation in words: `+1.3 (White is a man up)` with the material on the board of
    /// `shown` (the position it evaluates, not the end of the engine's line, which may stop
    /// halfway through an exchange), or `White wins in 4`.
    pub fn words(self, shown: &Position) -> String {
        match self {
            Eval::Win { winner, moves } => super::words::wins_in(winner, moves),
            Eval::Cp(cp) => t!(
                "analysis-eval-words",
                eval = men(cp),
                situation = situation(cp, shown)
            ),
        }
    }
}

/// Hundredths of a man as men with one decimal and a sign: `+1.3`, `-0.4`, `0.0`. Integer
/// arithmetic, rounding half away from zero.
pub fn men(cp: i32) -> String {
    let tenths = (cp.unsigned_abs() + 5) / 10;
    if tenths == 0 {
        return "0.0".into();
    }
    let sign = if cp < 0 { '-' } else { '+' };
    format!("{sign}{}.{}", tenths / 10, tenths % 10)
}

/// "a man", "two men", … "twelve knights", then digits.
fn pieces(n: u32, role: Role) -> String {
    match role {
        Role::Man => t!("analysis-men", n = n),
        Role::Knight => t!("analysis-knights", n = n),
    }
}

/// The material balance in words ("White is a man up", "Black has a knight for two men")
/// and the side it favours (none for a knight against men), or `None` when it is level.
pub fn material_words(pos: &Position) -> Option<(String, Option<Color>)> {
    let count = |color: Color, role: Role| {
        pos.board()
            .iter()
            .filter(|(_, p)| p.color == color && p.role == role)
            .count() as i32
    };
    let men = count(Color::White, Role::Man) - count(Color::Black, Role::Man);
    let knights = count(Color::White, Role::Knight) - count(Color::Black, Role::Knight);
    let side_of = |d: i32| if d > 0 { Color::White } else { Color::Black };
    let (m, k) = (men.unsigned_abs(), knights.unsigned_abs());
    let up = |c: Color, pieces: String| {
        t!(
            "analysis-material-up",
            side = side(c),
            color = color_key(c),
            pieces = pieces
        )
    };
    Some(match (men.signum(), knights.signum()) {
        (0, 0) => return None,
        (0, _) => (
            up(side_of(knights), pieces(k, Role::Knight)),
            Some(side_of(knights)),
        ),
        (_, 0) => (up(side_of(men), pieces(m, Role::Man)), Some(side_of(men))),
        (a, b) if a == b => (
            t!(
                "analysis-material-up-both",
                side = side(side_of(men)),
                color = color_key(side_of(men)),
                knights = pieces(k, Role::Knight),
                men = pieces(m, Role::Man)
            ),
            Some(side_of(men)),
        ),
        _ => (
            t!(
                "analysis-material-for",
                side = side(side_of(knights)),
                color = color_key(side_of(knights)),
                knights = pieces(k, Role::Knight),
                men = pieces(m, Role::Man)
            ),
            None,
        ),
    })
}

/// Who stands better, in words, from the score and the material on the board.
fn situation(cp: i32, shown: &Position) -> String {
    let better = if cp > 0 { Color::White } else { Color::Black };
    let placed_key = match cp.unsigned_abs() {
        0..25 => None,
        25..75 => Some("analysis-placed-slightly"),
        75..200 => Some("analysis-placed-better"),
        _ => Some("analysis-placed-clearly"),
    };
    let placed = placed_key.map(|key| t!(key, side = side(better), color = color_key(better)));
    match (material_words(shown), placed) {
        (None, None) => t("analysis-level"),
        (None, Some(p)) => p,
        (Some((m, _)), None) => t!("analysis-material-made-up", material = m),
        (Some((m, Some(ahead))), Some(_)) if ahead == better => m,
        (Some((m, Some(_))), Some(_)) => t!(
            "analysis-material-but-placed",
            material = m,
            side = side(better),
            color = color_key(better)
        ),
        (Some((m, None)), Some(p)) => t!("analysis-material-and-placed", material = m, placed = p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().expect("position")
    }

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

    #[test]
    fn men_with_one_decimal() {
        assert_eq!(men(130), "+1.3");
        assert_eq!(men(125), "+1.3");
        assert_eq!(men(124), "+1.2");
        assert_eq!(men(-40), "-0.4");
        assert_eq!(men(4), "0.0");
        assert_eq!(men(-4), "0.0");
        assert_eq!(men(1234), "+12.3");
        assert_eq!(men(i32::MIN), "-21474836.5");
    }

    #[test]
    fn material_in_words() {
        assert_eq!(material_words(&Position::start()), None);
        // White: men E4, K4 and a knight on J6; Black: a man on E5.
        let p = pos("2/8/10/12/12/12/12/12/12/12/9K2/4m7/4M5M1/10/8/2 w 0 0 1");
        assert_eq!(
            material_words(&p),
            Some(("White is a knight and a man up".into(), Some(Color::White)))
        );
        // White: one knight; Black: three men.
        let p = pos("2/8/10/12/12/12/12/12/12/mmm9/9K2/12/12/10/8/2 w 0 0 1");
        assert_eq!(
            material_words(&p),
            Some(("White has a knight for three men".into(), None))
        );
        assert_eq!(
            Eval::Cp(-300).words(&p),
            "-3.0 (White has a knight for three men; Black is clearly better)"
        );
        let p = pos("2/8/10/12/12/12/12/12/12/mm10/12/12/M11/10/8/2 w 0 0 1");
        assert_eq!(
            material_words(&p),
            Some(("Black is a man up".into(), Some(Color::Black)))
        );
    }

    #[test]
    fn evaluations_in_words() {
        let start = Position::start();
        assert_eq!(Eval::Cp(10).words(&start), "+0.1 (about level)");
        assert_eq!(Eval::Cp(-20).words(&start), "-0.2 (about level)");
        assert_eq!(Eval::Cp(-90).words(&start), "-0.9 (Black is better)");
        let up = pos("2/8/10/12/12/12/12/12/12/mm10/12/12/M11/10/8/2 w 0 0 1");
        assert_eq!(Eval::Cp(-130).words(&up), "-1.3 (Black is a man up)");
        assert_eq!(
            Eval::Cp(150).words(&up),
            "+1.5 (Black is a man up, but White is better placed)"
        );
        assert_eq!(
            Eval::Cp(5).words(&up),
            "+0.1 (Black is a man up, but the position makes up for it)"
        );
        let win = Eval::Win {
            winner: Color::White,
            moves: 4,
        };
        assert_eq!(win.words(&start), "White wins in 4 moves");
        assert_eq!(win.short(), "W in 4");
        assert_eq!(
            Eval::Win {
                winner: Color::Black,
                moves: 1
            }
            .words(&start),
            "Black wins in 1 move"
        );
    }
}
