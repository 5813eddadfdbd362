//! The static evaluation: every positional idea of the engine, weighted by `params`.

use crate::params::*;
use crate::score::MAX_EVAL;
use crate::tables::{NONE, TABLES};
use camelot_core::{Color, Position, Role, castle};

const EMPTY: u8 = 0;
const COLOR_MASK: u8 = 3;
const KNIGHT_BIT: u8 = 4;
const OFF_BOARD: u8 = 0x80;

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
    // Colour code per square (1 = White, 2 = Black), knights marked with bit 2. Indexed by
    // the tables' `u8` squares, so 256 entries: no bounds checks, and "no square" (255) reads
    // as an occupied off-board cell.
    let mut cells = [EMPTY; 256];
    cells[usize::from(NONE)] = OFF_BOARD;
    for color in Color::ALL {
        for sq in board.pieces(color) {
            let knight = board.piece_at(sq).map(|p| p.role) == Some(Role::Knight);
            cells[sq.index()] = color.index() as u8 + 1 + if knight { KNIGHT_BIT } else { 0 };
        }
    }
    let total_pieces = (board.count(Color::White) + board.count(Color::Black)) as i32;
    let castles = [
        castle(Color::White).map(|s| s.index()),
        castle(Color::Black).map(|s| s.index()),
    ];
    let mut knight_value = [0i32; 2];
    let mut in_enemy_castle = [0i32; 2];
    for color in Color::ALL {
        let ci = color.index();
        let code = ci as u8 + 1;
        let inside = castles[1 - ci]
            .iter()
            .filter(|&&s| cells[s] & COLOR_MASK == code)
            .count() as i32;
        let in_own = castles[ci]
            .iter()
            .filter(|&&s| cells[s] & COLOR_MASK == code)
            .count() as i32;
        let outside = board.count(color) as i32 - inside - in_own;
        knight_value[ci] = if outside <= 1 {
            MAN
        } else {
            KNIGHT_BASE + KNIGHT_PER_12_PIECES * outside / 12
        };
        in_enemy_castle[ci] = inside;
    }

    // One pass over the pieces: material, progress, defence, mobility, runners, and which
    // pieces of the side to move the opponent could jump. Per side: how close its pieces are
    // to each square of its own castle (for the enemy's runners), threats to its castle.
    let mut guard = [[u8::MAX; 2]; 2];
    let mut threats = [0i32; 2];
    for color in Color::ALL {
        let ci = color.index();
        for sq in board.pieces(color) {
            let i = sq.index();
            if castles[0].contains(&i) || castles[1].contains(&i) {
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

    let si = stm.index();
    let mut hit = [false; 256];
    let mut hanging_max = 0;
    let mut hanging_count = 0;
    let mut stm_can_jump = false;
    let mut score = [0i32; 2];
    for color in Color::ALL {
        let ci = color.index();
        let enemy_castle = castles[1 - ci];
        let own_castle = castles[ci];
        let mut material = 0;
        let mut progress = 0;
        let mut mobility = 0;
        let mut defenders = 0;
        let mut runner_best = 0;
        let mut runner_second = 0;
        let enemy_code = (1 - ci) as u8 + 1;
        // With one piece inside, the others head for the castle square still free.
        let free_target = match (
            cells[enemy_castle[0]] & COLOR_MASK == ci as u8 + 1,
            cells[enemy_castle[1]] & COLOR_MASK == ci as u8 + 1,
        ) {
            (true, false) => Some(1),
            (false, true) => Some(0),
            _ => None,
        };
        let progress_distance = |ci: usize, i: usize| match free_target {
            Some(t) => TABLES.target_distance[ci][t][i],
            None => TABLES.castle_distance[ci][i],
        };
        let slack = RUNNER_GUARD_SLACK + i32::from(color != stm);
        let attacks = color != stm;
        for sq in board.pieces(color) {
            let i = sq.index();
            material += if cells[i] & KNIGHT_BIT != 0 {
                knight_value[ci]
            } else {
                MAN
            };
            if enemy_castle.contains(&i) {
                continue;
            }
            progress += PROGRESS[progress_distance(ci, i) as usize];
            for (&n, &land) in TABLES.step[i].iter().zip(&TABLES.leap[i]) {
                let c = cells[usize::from(n)];
                // Steps into the own castle count too: rare, and not worth a test per square.
                if c == EMPTY {
                    mobility += 1;
                } else if c & COLOR_MASK == enemy_code && cells[usize::from(land)] == EMPTY {
                    if attacks {
                        if !hit[usize::from(n)] {
                            hit[usize::from(n)] = true;
                            hanging_count += 1;
                            let v = if c & KNIGHT_BIT != 0 {
                                knight_value[si]
                            } else {
                                MAN
                            };
                            hanging_max = hanging_max.max(v);
                        }
                    } else {
                        stm_can_jump = true;
                    }
                }
            }
            if TABLES.castle_distance[1 - ci][i] <= DEFENDER_RADIUS && !own_castle.contains(&i) {
                defenders += 1;
            }
            for (t, &target) in enemy_castle.iter().enumerate() {
                if cells[target] != EMPTY {
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
        s += mobility * MOBILITY;
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
