//! Perft: counting move paths to a depth, the standard check of a move generator.

use crate::{Move, Position};

/// The number of move paths of `depth` moves from `pos` (games that end earlier contribute
/// nothing past their end).
///
/// ```
/// use camelot_core::{perft, Position};
/// assert_eq!(perft(&Position::start(), 1), 112);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            let mut total = 0;
            for mv in pos.legal_moves() {
                let mut next = pos.clone();
                next.play_unchecked(&mv);
                total += perft(&next, depth - 1);
            }
            total
        }
    }
}

/// Perft split by root move, in generation order.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            next.play_unchecked(&mv);
            (mv, perft(&next, depth - 1))
        })
        .collect()
}
