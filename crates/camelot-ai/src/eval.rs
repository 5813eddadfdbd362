//! The static evaluation: every positional idea of the engine, weighted by `params`.

use crate::bits::{BOARD, Bits, PAD, for_each_offset};
use crate::params::*;
use crate::score::MAX_EVAL;
use crate::tables::TABLES;
use camelot_core::{Color, Position, Role, Square, castle};

/// The static evaluation from the point of view of the side to move, in hundredths of a man.
/// Meant for positions where the side to move has no capture to make (the search resolves
/// captures before it asks).
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with_captures(pos).0
}

/// The evaluation, and whether the side to move can jump (then it must capture, and the
/// evaluation is no lower bound): one pass over the board serves both.
pub(crate) fn evaluate_with_captures(pos: &Position) -> (i32, bool) {
    let board = pos.board();
    let stm = pos.turn();
    let si = stm.index();
    let castles = [castle(Color::White), castle(Color::Black)];
    // Per side, in the padded layout of `bits`: all pieces, knights, and the pieces outside
    // the enemy castle (those inside can neither move out nor jump).
    let mut all = [Bits::EMPTY; 2];
    let mut knights = [Bits::EMPTY; 2];
    let mut active = [Bits::EMPTY; 2];
    // Per side: how close its pieces are to each square of its own castle (for the enemy's
    // runners), and how many of its pieces threaten the enemy castle.
    let mut guard = [[u8::MAX; 2]; 2];
    let mut threats = [0i32; 2];
    let mut in_enemy_castle = [0i32; 2];
    let mut in_own_castle = [0i32; 2];
    for color in Color::ALL {
        let ci = color.index();
        for sq in board.pieces(color) {
            let i = sq.index();
            let bit = PAD[i];
            all[ci].set(bit);
            if board.piece_at(sq).map(|p| p.role) == Some(Role::Knight) {
                knights[ci].set(bit);
            }
            if castles[1 - ci].contains(&sq) {
                in_enemy_castle[ci] += 1;
                continue;
            }
            active[ci].set(bit);
            if castles[ci].contains(&sq) {
                in_own_castle[ci] += 1;
                continue;
            }
            // Distance to the enemy's target squares = distance to our castle squares.
            for (t, g) in guard[ci].iter_mut().enumerate() {
                *g = (*g).min(TABLES.target_distance[1 - ci][t][i]);
            }
            if TABLES.castle_distance[ci][i] <= THREAT_RADIUS {
                threats[1 - ci] += 1;
            }
        }
    }
    let total_pieces = (board.count(Color::White) + board.count(Color::Black)) as i32;
    let mut knight_value = [0i32; 2];
    for color in Color::ALL {
        let ci = color.index();
        let outside = board.count(color) as i32 - in_enemy_castle[ci] - in_own_castle[ci];
        knight_value[ci] = if outside <= 1 {
            MAN
        } else {
            KNIGHT_BASE + KNIGHT_PER_12_PIECES * outside / 12
        };
    }

    // Neighbourhoods, one direction at a time for a whole side: empty squares next to each
    // side's pieces (mobility), pieces of the side to move the opponent could jump (landing
    // on an empty square beyond), and whether the side to move could jump.
    let empty = BOARD.and_not(all[0].or(all[1]));
    let xi = 1 - si;
    let mut mobility = [0i32; 2];
    let mut hit = Bits::EMPTY;
    let mut stm_can_jump = false;
    macro_rules! direction {
        ($off:expr) => {
            mobility[0] += active[0].shift::<{ $off }>().and(empty).count();
            mobility[1] += active[1].shift::<{ $off }>().and(empty).count();
            // A piece here has an empty square beyond it in this direction.
            let open_beyond = empty.shift::<{ -($off) }>();
            hit = hit.or(active[xi].shift::<{ $off }>().and(all[si]).and(open_beyond));
            stm_can_jump |= active[si]
                .shift::<{ $off }>()
                .and(all[xi])
                .and(open_beyond)
                .any();
        };
    }
    for_each_offset!(direction);
    let hanging_count = hit.count();
    let hanging_max = if hit.and(knights[si]).any() {
        knight_value[si]
    } else if hanging_count > 0 {
        MAN
    } else {
        0
    };

    let mut score = [0i32; 2];
    for color in Color::ALL {
        let ci = color.index();
        let enemy_castle = castles[1 - ci];
        let own_castle = castles[ci];
        let mut progress = 0;
        let mut defenders = 0;
        let mut runner_best = 0;
        let mut runner_second = 0;
        let ours = |s: Square| board.color_at(s) == Some(color);
        // With one piece inside, the others head for the castle square still free.
        let free_target = match (ours(enemy_castle[0]), ours(enemy_castle[1])) {
            (true, false) => Some(1),
            (false, true) => Some(0),
            _ => None,
        };
        let open_target = enemy_castle.map(|s| board.is_empty_at(s));
        let slack = RUNNER_GUARD_SLACK + i32::from(color != stm);
        let material = (board.count(color) as i32 - knights[ci].count()) * MAN
            + knights[ci].count() * knight_value[ci];
        for sq in board.pieces(color) {
            let i = sq.index();
            if enemy_castle.contains(&sq) {
                continue;
            }
            let distance = match free_target {
                Some(t) => TABLES.target_distance[ci][t][i],
                None => TABLES.castle_distance[ci][i],
            };
            progress += PROGRESS[distance as usize];
            if TABLES.castle_distance[1 - ci][i] <= DEFENDER_RADIUS && !own_castle.contains(&sq) {
                defenders += 1;
            }
            for t in 0..2 {
                if !open_target[t] {
                    continue;
                }
                let dist = TABLES.target_distance[ci][t][i] as i32;
                if i32::from(guard[1 - ci][t]) > dist + slack {
                    let bonus = RUNNER[dist as usize];
                    if bonus > runner_best {
                        runner_second = runner_best;
                        runner_best = bonus;
                    } else if bonus > runner_second {
                        runner_second = bonus;
                    }
                }
            }
        }
        let mut s = material;
        s += in_enemy_castle[ci] * IN_ENEMY_CASTLE;
        s += progress * (PROGRESS_SCALE_BASE - total_pieces).max(PROGRESS_SCALE_DIV)
            / PROGRESS_SCALE_DIV;
        s += mobility[ci] * MOBILITY;
        if threats[ci] > 0 {
            s += defenders.min(MAX_DEFENDERS) * DEFENDER * threats[ci].min(2);
        }
        s += if in_enemy_castle[ci] > 0 {
            runner_best * RUNNER_SECOND_PIECE_FACTOR
        } else {
            runner_best + runner_second / 2
        };
        score[ci] = s;
    }
    // The side to move has no capture here (or the search would not be asking), but the
    // opponent may: the threatened pieces can often be saved, so only part counts.
    if hanging_count > 0 {
        score[si] -= hanging_max * HANGING_PERCENT / 100 + (hanging_count - 1) * HANGING_EXTRA;
    }
    score[si] += TEMPO;

    let value = (score[si] - score[1 - si]).clamp(-MAX_EVAL, MAX_EVAL);
    (value, stm_can_jump)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capture_flag_agrees_with_the_rules() {
        let mut pos = Position::start();
        let mut seed = 99u64;
        for _ in 0..300 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                pos = Position::start();
                continue;
            }
            if pos.must_leave_castle().is_none() && pos.static_outcome().is_none() {
                assert_eq!(
                    evaluate_with_captures(&pos).1,
                    pos.capture_required(),
                    "{pos}"
                );
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            pos.play_unchecked(&moves[(seed >> 33) as usize % moves.len()]);
        }
    }

    #[test]
    fn start_is_balanced_but_for_tempo() {
        let pos = Position::start();
        assert_eq!(evaluate(&pos), TEMPO);
    }

    #[test]
    fn symmetric_positions_score_alike() {
        // Mirror a position top to bottom with colours swapped: the side to move sees the same.
        let pos: Position =
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/5M6/3KM1MMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 1"
                .parse()
                .unwrap();
        let mirror: Position =
            "2/8/10/12/12/2kmmmmmmk2/3km1mmk3/5m6/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1"
                .parse()
                .unwrap();
        assert_eq!(evaluate(&pos), evaluate(&mirror));
    }

    #[test]
    fn material_counts() {
        let pos: Position =
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1"
                .parse()
                .unwrap();
        let less: Position =
            "2/8/10/12/12/2kmmmmmmk2/3kmmm1k3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1"
                .parse()
                .unwrap();
        assert!(evaluate(&less) > evaluate(&pos) + 50);
    }
}
