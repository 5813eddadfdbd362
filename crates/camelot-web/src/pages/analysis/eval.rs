//! Evaluations in the analysis board's words: the short form of its lines and bar (`+1.3`,
//! `W in 4`), the long form with the material (`+1.3 (White is a man up)`). The evaluation
//! itself and the words every page shares are the engine layer's (`engine::eval`,
//! `engine::words`).

use crate::app::i18n::t;
use crate::app::words::{color_key, side};
use crate::engine::eval::Eval;
use crate::engine::words::{men, wins_in};
use crate::t;
use camelot_core::{Color, Position, Role};

/// The short form: `+1.3`, `-0.4`, `0.0`, `W in 4` for a forced win of White, `B in 2`.
pub fn short(eval: Eval) -> String {
    match eval {
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
/// halfway through an exchange), or `White wins in 4 moves`.
pub fn in_words(eval: Eval, shown: &Position) -> String {
    match eval {
        Eval::Win { winner, moves } => wins_in(winner, moves),
        Eval::Cp(cp) => t!(
            "analysis-eval-words",
            eval = men(cp),
            situation = situation(cp, shown)
        ),
    }
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

/// Who stands better, in words, from the score and the material on the board. The score
/// has the last word: a side behind in material but far ahead on the board (a long capture
/// to come, a runner nobody stops) is "clearly better" or "winning", not just "better placed",
/// and a side ahead in material whose score says more than its pieces hears that too.
fn situation(cp: i32, shown: &Position) -> String {
    let better = if cp > 0 { Color::White } else { Color::Black };
    let size = cp.unsigned_abs();
    let placed_key = match size {
        0..25 => None,
        25..75 => Some("analysis-placed-slightly"),
        75..200 => Some("analysis-placed-better"),
        200..WINNING => Some("analysis-placed-clearly"),
        _ => Some("analysis-placed-winning"),
    };
    let placed = placed_key.map(|key| t!(key, side = side(better), color = color_key(better)));
    match (material_words(shown), placed) {
        (None, None) => t("analysis-level"),
        (None, Some(p)) => p,
        (Some((m, _)), None) => t!("analysis-material-made-up", material = m),
        (Some((m, Some(ahead))), Some(p)) if ahead == better => {
            if size >= WINNING {
                t!("analysis-material-and-placed", material = m, placed = p)
            } else {
                m
            }
        }
        (Some((m, Some(_))), Some(p)) if size >= 200 => {
            t!("analysis-material-but", material = m, placed = p)
        }
        (Some((m, Some(_))), Some(_)) => t!(
            "analysis-material-but-placed",
            material = m,
            side = side(better),
            color = color_key(better)
        ),
        (Some((m, None)), Some(p)) => t!("analysis-material-and-placed", material = m, placed = p),
    }
}

/// From this score on (four men, about 88 % on the win curve) a side is "winning".
const WINNING: u32 = 400;

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(text: &str) -> Position {
        text.parse().expect("position")
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
            in_words(Eval::Cp(-300), &p),
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
        assert_eq!(in_words(Eval::Cp(10), &start), "+0.1 (about level)");
        assert_eq!(in_words(Eval::Cp(-20), &start), "-0.2 (about level)");
        assert_eq!(in_words(Eval::Cp(-90), &start), "-0.9 (Black is better)");
        let up = pos("2/8/10/12/12/12/12/12/12/mm10/12/12/M11/10/8/2 w 0 0 1");
        assert_eq!(in_words(Eval::Cp(-130), &up), "-1.3 (Black is a man up)");
        assert_eq!(
            in_words(Eval::Cp(150), &up),
            "+1.5 (Black is a man up, but White is better placed)"
        );
        // The score says more than the material: a long capture to come, a runner.
        assert_eq!(
            in_words(Eval::Cp(770), &up),
            "+7.7 (Black is a man up, but White is winning)"
        );
        assert_eq!(
            in_words(Eval::Cp(250), &up),
            "+2.5 (Black is a man up, but White is clearly better)"
        );
        assert_eq!(
            in_words(Eval::Cp(-650), &up),
            "-6.5 (Black is a man up; Black is winning)"
        );
        assert_eq!(in_words(Eval::Cp(-520), &start), "-5.2 (Black is winning)");
        assert_eq!(
            in_words(Eval::Cp(5), &up),
            "+0.1 (Black is a man up, but the position makes up for it)"
        );
        let win = Eval::Win {
            winner: Color::White,
            moves: 4,
        };
        assert_eq!(in_words(win, &start), "White wins in 4 moves");
        assert_eq!(short(win), "W in 4");
        assert_eq!(
            in_words(
                Eval::Win {
                    winner: Color::Black,
                    moves: 1
                },
                &start
            ),
            "Black wins in 1 move"
        );
    }
}
