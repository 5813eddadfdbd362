//! What the variants of the family change for the engine, in one place so that the Camelot
//! evaluation and search stay as they are: Anti-Camelot's evaluation (its goals reversed),
//! what having no legal move scores, which castle a side plays for, when a null move is
//! sound, and the trees of River Camelot as closed squares.

use crate::bits::{Bits, Count, for_each_offset};
use crate::score::{MAX_EVAL, WIN};
use crate::tables::{BoardTables, NEARER};
use camelot_core::{CastleGoal, Color, NoMoveRule, Position, SquareSet};

/// Anti-Camelot: each piece a side still has (it wins by having no legal move, so every
/// piece it keeps is a piece it must still lose or block).
const ANTI_PIECE: i32 = 100;
/// Anti-Camelot: a knight more (it canters, so it is harder to block and to give away).
const ANTI_KNIGHT_EXTRA: i32 = 20;
/// Anti-Camelot: per empty square next to a piece (each is a move to make).
const ANTI_MOBILITY: i32 = 3;
/// Anti-Camelot: a piece next to the enemy castle (a compulsory jump may force it in, which
/// loses), and one two squares away.
const ANTI_CASTLE_DANGER: [i32; 3] = [0, 60, 25];
/// Anti-Camelot: per piece of the side to move that the opponent can jump (a capture the
/// opponent must make, and a piece less to lose), at most two.
const ANTI_OFFERED: i32 = 30;

/// The squares where a piece could stand or land: the board's, less River Camelot's trees.
#[inline(always)]
pub(crate) fn open_squares(pos: &Position, t: &BoardTables) -> Bits {
    if t.trees {
        t.board.and_not(Bits::of_set(pos.board().trees()))
    } else {
        t.board
    }
}

/// The evaluation of a variant whose goals are reversed (Anti-Camelot), with whether the side
/// to move can jump; `None` for the others.
#[inline(always)]
pub(crate) fn reversed_goals(pos: &Position, t: &BoardTables) -> Option<(i32, bool)> {
    if t.reversed_goals {
        Some(anti_evaluate(pos, t))
    } else {
        None
    }
}

/// Anti-Camelot's evaluation for the side to move: few pieces, few moves, pieces kept away
/// from the enemy castle (entering it loses), pieces offered to the opponent's compulsory
/// jumps.
#[inline(never)]
fn anti_evaluate(pos: &Position, t: &BoardTables) -> (i32, bool) {
    let board = pos.board();
    let si = pos.turn().index();
    let xi = 1 - si;
    let all = Color::ALL.map(|c| Bits(board.padded(c)));
    let knights = Color::ALL.map(|c| Bits(board.padded_knights(c)).n());
    let empty = open_squares(pos, t).and_not(all[0].or(all[1]));
    let mut mobility = [0i32; 2];
    let mut offered = Bits::EMPTY;
    let mut stm_can_jump = false;
    macro_rules! direction {
        ($off:expr) => {
            mobility[0] += all[0].shift::<{ $off }>().and(empty).n();
            mobility[1] += all[1].shift::<{ $off }>().and(empty).n();
            let open_beyond = empty.shift::<{ -($off) }>();
            offered = offered.or(all[xi].shift::<{ $off }>().and(all[si]).and(open_beyond));
            stm_can_jump |= all[si]
                .shift::<{ $off }>()
                .and(all[xi])
                .and(open_beyond)
                .any();
        };
    }
    for_each_offset!(direction);
    let mut score = [0i32; 2];
    for ci in 0..2 {
        let near = &t.shells[ci][NEARER];
        let danger: i32 = (1..ANTI_CASTLE_DANGER.len())
            .map(|d| all[ci].and(near[d]).n() * ANTI_CASTLE_DANGER[d])
            .sum();
        score[ci] = -all[ci].n() * ANTI_PIECE
            - knights[ci] * ANTI_KNIGHT_EXTRA
            - mobility[ci] * ANTI_MOBILITY
            - danger;
    }
    score[si] += offered.n().min(2) * ANTI_OFFERED;
    let value = (score[si] - score[xi]).clamp(-MAX_EVAL, MAX_EVAL);
    (value, stm_can_jump)
}

/// The score, for the side to move, of a position where it has no legal move (and the game
/// is not over otherwise), `ply` plies from the root.
pub(crate) fn no_move_score(pos: &Position, ply: usize) -> i32 {
    let ply = ply as i32;
    match pos.variant().rules().no_move {
        NoMoveRule::LosesUnlessOpponentReduced if pos.board().count(!pos.turn()) < 2 => 0,
        NoMoveRule::LosesUnlessOpponentReduced | NoMoveRule::Loses => -WIN + ply,
        NoMoveRule::Wins => WIN - ply,
    }
}

/// The castle `color` plays for: the enemy castle, or none where entering it loses.
#[inline]
pub(crate) fn goal_castle(pos: &Position, color: Color) -> SquareSet {
    match pos.variant().rules().castle_goal {
        CastleGoal::Occupy(_) => pos.geometry().castle(!color),
        CastleGoal::Avoid => SquareSet::EMPTY,
    }
}

/// How many pieces in the enemy castle win, if that wins.
#[inline]
pub(crate) fn castle_pieces_to_win(pos: &Position) -> Option<usize> {
    match pos.variant().rules().castle_goal {
        CastleGoal::Occupy(n) => Some(usize::from(n)),
        CastleGoal::Avoid => None,
    }
}

/// Whether passing the move (null-move pruning) can be assumed worse than any move: not where
/// having no move wins, and moving is mostly a burden (Anti-Camelot).
#[inline]
pub(crate) fn null_move_sound(pos: &Position) -> bool {
    pos.variant().rules().no_move != NoMoveRule::Wins
}

/// Below how many pieces of its own the side to move is checked, at the horizon, for having
/// no legal move at all: few pieces are easily stuck. In Anti-Camelot being stuck is the goal,
/// so the check is made there with more pieces.
#[inline]
pub(crate) fn stuck_check_pieces(pos: &Position) -> usize {
    if pos.variant().rules().no_move == NoMoveRule::Wins {
        5
    } else {
        3
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evaluate;
    use camelot_core::Variant;

    #[test]
    fn anti_prefers_fewer_pieces_and_the_start_is_even() {
        let start = Position::start_of(Variant::Anti);
        assert_eq!(evaluate(&start), 0);
        // White has a man fewer: good for White, whoever is to move.
        let text = "anti 2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KM1MMK3/2KMMMMMMK2/12/12/10/8/2";
        let white: Position = format!("{text} w 0 0 1").parse().expect("position");
        let black: Position = format!("{text} b 0 0 1").parse().expect("position");
        assert!(evaluate(&white) > 50, "{}", evaluate(&white));
        assert!(evaluate(&black) < -50, "{}", evaluate(&black));
    }

    #[test]
    fn no_move_scores_follow_the_rules() {
        let cam: Position = "cam 1/3/5/7/7/7/7/7/7/7/5/3/m w 0 0 1"
            .parse()
            .expect("cam");
        assert_eq!(no_move_score(&cam, 3), -WIN + 3);
        let anti: Position = "anti 2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/m1 w 0 0 1"
            .parse()
            .expect("anti");
        assert_eq!(no_move_score(&anti, 3), WIN - 3);
        let camelot: Position = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/m1 w 0 0 1"
            .parse()
            .expect("camelot");
        assert_eq!(no_move_score(&camelot, 3), 0, "a lone enemy piece: a draw");
    }
}
