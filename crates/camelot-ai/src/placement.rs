//! River Camelot's tree placements. Each side's first move plants three trees on its own tree
//! squares: 10,660 choices at the start, and as many for the reply, far too many to search.
//! The engine scores each free tree square by a fixed rule instead, and plays the three best
//! (the levels that err on purpose choose among the placements near the best).
//!
//! The rule, a castle shield: the river keeps the armies apart until they meet at the
//! bridges, so a tree matters most where the enemy will end up, in front of one's own castle.
//! A tree on a square from which an enemy piece could leap into the castle takes that square
//! from the attack for the whole game (no piece lands on or leaps over a tree), and a tree
//! close to both castle squares narrows every approach; a tree next to one's own pieces
//! costs them moves, most when it stands in their way toward the enemy.

use camelot_core::{Color, Move, Position, Square, SquareSet};

/// A tree on a square from which a piece can leap into the castle.
const SHIELD: i32 = 40;
/// Per step the tree is nearer the castle squares (sum of the distances to both) than 16.
const NEAR_CASTLE: i32 = 4;
/// Per own piece next to the tree, when the tree is between the piece and the enemy castle.
const IN_THE_WAY: i32 = 12;
/// Per own piece next to the tree otherwise.
const BESIDE: i32 = 4;
/// Placements are made of the best this many squares.
const CANDIDATE_SQUARES: usize = 12;

/// The value of a tree on `sq` for `color`.
fn square_value(pos: &Position, color: Color, sq: Square) -> i32 {
    let geometry = pos.geometry();
    let own = geometry.castle(color);
    let enemy = geometry.castle(!color);
    let distance = |a: Square, set: SquareSet| set.iter().map(|c| a.distance(c)).min();
    let sum_to_own: i32 = {
        let squares: Vec<Square> = own.iter().collect();
        let (a, b) = match squares[..] {
            [a] => (a, a),
            [a, b, ..] => (a, b),
            [] => return 0,
        };
        i32::from(sq.distance(a)) + i32::from(sq.distance(b))
    };
    let mut value = NEAR_CASTLE * (16 - sum_to_own).max(0);
    if (0..8).any(|d| geometry.leap(sq, d).is_some_and(|l| own.contains(l))) {
        value += SHIELD;
    }
    let board = pos.board();
    for d in 0..8 {
        let Some(n) = geometry.step(sq, d) else {
            continue;
        };
        if board.color_at(n) != Some(color) {
            continue;
        }
        value -= if distance(sq, enemy) < distance(n, enemy) {
            IN_THE_WAY
        } else {
            BESIDE
        };
    }
    value
}

/// Every placement the engine considers for the side to move, best first, with its value
/// relative to the best (0 for the best, negative for the others, in hundredths of a man).
/// Empty when the side to move is not planting trees.
pub(crate) fn ranked(pos: &Position) -> Vec<(Move, i32)> {
    if !pos.is_placing_trees() {
        return Vec::new();
    }
    let color = pos.turn();
    let trees = usize::from(pos.variant().rules().trees);
    let mut squares: Vec<(i32, Square)> = pos
        .geometry()
        .tree_squares(color)
        .iter()
        .filter(|&sq| pos.board().is_empty_at(sq))
        .map(|sq| (square_value(pos, color, sq), sq))
        .collect();
    if trees == 0 || squares.len() < trees {
        return Vec::new();
    }
    // Best value first, then board order (`Reverse(sq)`: the sort puts the greatest first).
    crate::sort::sort_desc_by_key(&mut squares, |&(v, sq)| (v, std::cmp::Reverse(sq)));
    squares.truncate(CANDIDATE_SQUARES.max(trees));
    let mut out = Vec::new();
    let mut pick: Vec<usize> = (0..trees).collect();
    loop {
        let chosen: Vec<Square> = pick.iter().map(|&i| squares[i].1).collect();
        if let Some(mv) = Move::placement(&chosen) {
            out.push((mv, pick.iter().map(|&i| squares[i].0).sum::<i32>()));
        }
        let n = squares.len();
        let Some(i) = (0..trees).rev().find(|&i| pick[i] < n - trees + i) else {
            break;
        };
        pick[i] += 1;
        for j in i + 1..trees {
            pick[j] = pick[j - 1] + 1;
        }
    }
    // Stable: among equals, the first generated (the better squares) first.
    crate::sort::sort_desc_by_key(&mut out, |e| e.1);
    let best = out.first().map_or(0, |e| e.1);
    for e in &mut out {
        e.1 -= best;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Variant;

    #[test]
    fn placements_are_legal_and_shield_the_castle() {
        let start = Position::start_of(Variant::River);
        let white = ranked(&start);
        assert_eq!(white.len(), 220, "three of the best twelve squares");
        assert_eq!(white[0].1, 0);
        assert!(white.windows(2).all(|w| w[0].1 >= w[1].1));
        for (mv, _) in &white {
            assert!(start.is_legal(mv), "{mv}");
        }
        // White's best trees stand on rank 3, in front of F1 and G1.
        let best = white[0].0;
        assert!(best.path().iter().all(|s| s.rank() == 2), "{best}");
        let after = start.play(&best).expect("legal");
        let black = ranked(&after);
        let reply = black[0].0;
        assert!(after.is_legal(&reply), "{reply}");
        assert!(reply.path().iter().all(|s| s.rank() == 13), "{reply}");
        let both = after.play(&reply).expect("legal");
        assert!(ranked(&both).is_empty(), "the trees are planted");
        assert!(ranked(&Position::start()).is_empty());
    }
}
