//! A one-ply greedy player: the baseline the engine is measured against.

use crate::eval::evaluate;
use crate::score::WIN;
use camelot_core::{Move, Position};

/// The move whose resulting position evaluates best for the mover, one ply deep (a won game
/// beats any evaluation; among equals the first generated; River Camelot's trees as the
/// engine plants them). `None` when the game is over.
///
/// ```
/// use camelot_ai::greedy_move;
/// use camelot_core::Position;
/// let pos = Position::start();
/// assert!(pos.is_legal(&greedy_move(&pos).unwrap()));
/// ```
pub fn greedy_move(pos: &Position) -> Option<Move> {
    if pos.is_placing_trees() {
        // Too many to look at one by one, each followed by as many replies.
        return crate::placement::ranked(pos).first().map(|e| e.0);
    }
    let mover = pos.turn();
    let mut best: Option<(i32, Move)> = None;
    for mv in pos.unique_moves() {
        let mut child = pos.clone();
        child.play_unchecked(&mv);
        let score = match child.outcome() {
            Some(o) if o.winner == Some(mover) => WIN,
            Some(o) if o.winner.is_some() => -WIN,
            Some(_) => 0,
            None => -evaluate(&child),
        };
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}
