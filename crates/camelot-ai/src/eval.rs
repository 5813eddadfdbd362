//! The static evaluation: every positional idea of the engine, weighted by `params`.

use crate::bits::{Bits, Count, for_each_offset};
use crate::params::*;
use crate::score::MAX_EVAL;
use crate::tables::{self, MAX_DISTANCE, NEARER};
use crate::variant_eval;
use camelot_core::{Color, Position};

/// The static evaluation from the point of view of the side to move, in hundredths of a man.
/// Meant for positions where the side to move has no capture to make (the search resolves
/// captures before it asks).
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with_captures(pos).0
}

/// [`evaluate`] with other weights (for tuning).
pub fn evaluate_with(pos: &Position, weights: &Weights) -> i32 {
    evaluate_impl(pos, weights).0
}

/// `weights[d]` for a distance `d` from the tables, which never exceeds `MAX_DISTANCE` (so
/// the index needs no bounds check).
#[inline(always)]
fn by_distance(weights: &[i32; MAX_DISTANCE + 1], d: u8) -> i32 {
    weights[usize::from(d) % (MAX_DISTANCE + 1)]
}

/// The evaluation, and whether the side to move can jump (then it must capture, and the
/// evaluation is no lower bound). Works on bit boards of whole sides: each term is a few
/// shifts, masks and counts. In WebAssembly one shared copy, not one inlined into each
/// search function: the AI worker is part of the game page's first load.
#[cfg_attr(not(target_arch = "wasm32"), inline)]
#[cfg_attr(target_arch = "wasm32", inline(never))]
pub(crate) fn evaluate_with_captures(pos: &Position) -> (i32, bool) {
    evaluate_impl(pos, &WEIGHTS)
}

#[inline(always)]
fn evaluate_impl(pos: &Position, w: &Weights) -> (i32, bool) {
    // The board's own distances and castles; Anti-Camelot's reversed goals have their own.
    let t = tables::of(pos.variant());
    if let Some(anti) = variant_eval::reversed_goals(pos, t) {
        return anti;
    }
    let board = pos.board();
    let stm = pos.turn();
    let si = stm.index();
    let xi = 1 - si;
    // Per side, in the padded layout of `bits`: all pieces and knights.
    let all = Color::ALL.map(|c| Bits(board.padded(c)));
    let knights = Color::ALL.map(|c| Bits(board.padded_knights(c)));
    // The progress of the pieces outside the enemy castle, measured from its square 0, its
    // square 1 and the nearer of them (which counts depends on who stands in the castle):
    // one look-up a piece costs less than a count per distance.
    let mut progress_by = [[0i32; 3]; 2];
    // guard[c][k]: how close side c's pieces outside the castles are to square k of its own
    // castle, which the enemy's runners head for.
    let mut guard = [[u8::MAX; 2]; 2];
    for ci in 0..2 {
        all[ci].for_each_bit(|bit| {
            let distances = t.distances[ci][usize::from(bit)];
            if distances[NEARER] != 0 {
                for (sum, d) in progress_by[ci].iter_mut().zip(distances) {
                    *sum += by_distance(&w.progress, d);
                }
                let home = t.distances[1 - ci][usize::from(bit)];
                if home[NEARER] != 0 {
                    guard[ci] = [guard[ci][0].min(home[0]), guard[ci][1].min(home[1])];
                }
            }
        });
    }
    let both_castles = t.target_castle[0].or(t.target_castle[1]);
    // Pieces outside the enemy castle (those inside can neither move out nor jump), and
    // outside both castles.
    let active = [
        all[0].and_not(t.target_castle[0]),
        all[1].and_not(t.target_castle[1]),
    ];
    let free = [all[0].and_not(both_castles), all[1].and_not(both_castles)];
    let in_enemy_castle = [
        all[0].and(t.target_castle[0]).n(),
        all[1].and(t.target_castle[1]).n(),
    ];
    let total_pieces = all[0].n() + all[1].n();
    let mut knight_value = [0i32; 2];
    for ci in 0..2 {
        let outside = free[ci].n();
        knight_value[ci] = if outside <= 1 {
            MAN
        } else {
            w.knight_base + w.knight_per_12_pieces * outside / 12
        };
    }
    // A side with fewer pieces than a castle win needs can never win by the castle (nor, in
    // Camelot, by capture: a lone survivor only draws): its way toward the enemy castle is
    // worth nothing, and the other side need not guard against it.
    let needed = if t.one_piece_wins { 1 } else { 2 };
    let can_enter = [all[0].n() >= needed, all[1].n() >= needed];
    // threats[c]: enemy pieces near side c's castle.
    let threat_to = |c: usize| {
        let e = 1 - c;
        if can_enter[e] {
            free[e].and(t.threat_zone[e]).n()
        } else {
            0
        }
    };
    let threats = [threat_to(0), threat_to(1)];

    // Neighbourhoods, one direction at a time for a whole side: empty squares next to each
    // side's pieces (mobility), pieces of the side to move the opponent could jump (landing
    // on an empty square beyond), and whether the side to move could jump.
    let empty = variant_eval::open_squares(pos, t).and_not(all[0].or(all[1]));
    let mut mobility = [0i32; 2];
    let mut hit = Bits::EMPTY;
    let mut stm_can_jump = false;
    macro_rules! direction {
        ($off:expr) => {
            mobility[0] += active[0].shift::<{ $off }>().and(empty).n();
            mobility[1] += active[1].shift::<{ $off }>().and(empty).n();
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
    let hanging_count = hit.n();
    let hanging_max = if hit.and(knights[si]).any() {
        knight_value[si]
    } else if hanging_count > 0 {
        MAN
    } else {
        0
    };

    let mut score = [0i32; 2];
    for ci in 0..2 {
        let target = &t.shells[ci];
        let castle_square = |k: usize| target[k][0];
        // With one piece inside, the others head for the castle square still free.
        let inside = [
            all[ci].and(castle_square(0)).any(),
            all[ci].and(castle_square(1)).any(),
        ];
        let progress_from = match inside {
            [true, false] => 1,
            [false, true] => 0,
            _ => NEARER,
        };
        let progress = progress_by[ci][progress_from];
        let defenders = active[ci].and(t.defender_zone[ci]).n();
        // Runners: pieces nearer an empty castle square than any defender can get.
        let slack = RUNNER_GUARD_SLACK + i32::from(ci != si);
        let mut runner_best = 0;
        let mut runner_second = 0;
        let occupied = all[0].or(all[1]);
        for k in 0..t.castle_squares {
            if occupied.and(castle_square(k)).any() {
                continue;
            }
            let reach = i32::from(guard[1 - ci][k]) - slack - 1;
            for d in 1..=reach.min(MAX_DISTANCE as i32) {
                let n = active[ci].and(target[k][d as usize]).n();
                let bonus = w.runner[d as usize];
                for _ in 0..n.min(2) {
                    if bonus > runner_best {
                        runner_second = runner_best;
                        runner_best = bonus;
                    } else if bonus > runner_second {
                        runner_second = bonus;
                    }
                }
            }
        }
        let knight_count = knights[ci].n();
        let mut s = (all[ci].n() - knight_count) * MAN + knight_count * knight_value[ci];
        s += mobility[ci] * w.mobility;
        if threats[ci] > 0 {
            s += defenders.min(MAX_DEFENDERS) * w.defender * threats[ci].min(2);
        }
        if can_enter[ci] {
            s += in_enemy_castle[ci] * w.in_enemy_castle;
            s += progress * (w.progress_scale_base - total_pieces).max(12) / 12;
            // A runner wins the game when it needs no second piece.
            s += if in_enemy_castle[ci] > 0 || t.one_piece_wins {
                runner_best * w.runner_second_piece_percent / 100
            } else {
                runner_best + runner_second / 2
            };
        }
        score[ci] = s;
    }
    // The side to move has no capture here (or the search would not be asking), but the
    // opponent may: the threatened pieces can often be saved, so only part counts.
    if hanging_count > 0 {
        score[si] -= hanging_max * w.hanging_percent / 100 + (hanging_count - 1) * w.hanging_extra;
    }
    score[si] += w.tempo;

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
        assert_eq!(evaluate(&pos), WEIGHTS.tempo);
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
