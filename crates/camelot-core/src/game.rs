//! A game: the start position, the moves, undo/redo, repetition and the result.

use crate::{Color, MoveText, Variant};
use crate::{EndReason, IllegalMoveError, Move, MoveError, Outcome, Position};

/// A game in progress or finished, with a cursor for undo and redo.
///
/// ```
/// use camelot_core::Game;
/// let mut game = Game::default();
/// game.play_text("J6-K5").unwrap();
/// game.play_text("J11-K12").unwrap();
/// assert_eq!(game.ply(), 2);
/// game.undo();
/// assert_eq!(game.ply(), 1);
/// assert!(game.can_redo());
/// game.redo();
/// assert_eq!(game.notation(), ["J6-K5", "J11-K12"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// `positions[i]` is the position after `i` moves; there is one more position than moves.
    positions: Vec<Position>,
    moves: Vec<Move>,
    cursor: usize,
    repetition_rule: bool,
    ending: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Position::start())
    }
}

impl Game {
    /// A game from `start`, with the repetition house rule on.
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
            cursor: 0,
            repetition_rule: true,
            ending: None,
        }
    }

    /// A game along a line of a game tree: `positions[i + 1]` follows `positions[i]` by
    /// `moves[i]`, all legal (the tree checked them), so nothing is generated again. The
    /// cursor is at the end.
    pub(crate) fn from_line(
        positions: Vec<Position>,
        moves: Vec<Move>,
        repetition_rule: bool,
    ) -> Game {
        debug_assert_eq!(positions.len(), moves.len() + 1);
        Game {
            cursor: moves.len(),
            positions,
            moves,
            repetition_rule,
            ending: None,
        }
    }

    /// Turns the repetition house rule (third occurrence is a draw) on or off.
    pub fn set_repetition_rule(&mut self, on: bool) {
        self.repetition_rule = on;
    }

    /// Whether the repetition house rule is on.
    pub fn repetition_rule(&self) -> bool {
        self.repetition_rule
    }

    /// The variant being played (the start position's).
    ///
    /// ```
    /// use camelot_core::{Game, Position, Variant};
    /// assert_eq!(Game::default().variant(), Variant::Camelot);
    /// assert_eq!(Game::new(Position::start_of(Variant::Cam)).variant(), Variant::Cam);
    /// ```
    pub fn variant(&self) -> Variant {
        self.positions[0].variant()
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position (after [`Game::ply`] moves).
    pub fn position(&self) -> &Position {
        &self.positions[self.cursor]
    }

    /// The position after `ply` moves, if that many were played (including undone moves).
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply)
    }

    /// Moves up to the cursor.
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.cursor]
    }

    /// Every move, including undone ones that can be redone.
    pub fn all_moves(&self) -> &[Move] {
        &self.moves
    }

    /// Number of moves applied (the cursor).
    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// The applied moves in WCF notation.
    pub fn notation(&self) -> Vec<String> {
        self.moves().iter().map(Move::to_string).collect()
    }

    /// Plays a legal move at the cursor. Moves after the cursor are dropped, unless `mv` is
    /// the next of them, which is then redone.
    pub fn play(&mut self, mv: &Move) -> Result<(), IllegalMoveError> {
        if let Some(outcome) = self.outcome() {
            return Err(IllegalMoveError::GameOver { outcome });
        }
        let next = self.position().play(mv)?;
        if self.moves.get(self.cursor) == Some(mv) {
            self.cursor += 1;
            return Ok(());
        }
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.ending = None;
        self.moves.push(*mv);
        self.positions.push(next);
        self.cursor += 1;
        Ok(())
    }

    /// Parses, resolves and plays move text.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveError> {
        let parsed: MoveText = text.parse().map_err(MoveError::Syntax)?;
        if let Some(outcome) = self.outcome() {
            return Err(MoveError::Illegal(IllegalMoveError::GameOver { outcome }));
        }
        let mv = parsed
            .resolve(self.position())
            .map_err(MoveError::Illegal)?;
        self.play(&mv).map_err(MoveError::Illegal)?;
        Ok(mv)
    }

    /// Takes back one move; false when at the start.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Replays one undone move; false when there is none.
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.moves.len() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether an undone move can be replayed.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Moves the cursor to `ply` (clamped to the moves there are).
    pub fn go_to(&mut self, ply: usize) {
        self.cursor = ply.min(self.moves.len());
    }

    /// Drops the moves after the cursor.
    pub fn truncate(&mut self) {
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.ending = None;
    }

    /// How many times the current position has occurred so far (counting itself).
    pub fn repetitions(&self) -> usize {
        let cur = self.position();
        self.positions[..=self.cursor]
            .iter()
            .filter(|p| same_position(p, cur))
            .count()
    }

    /// Ends the game by resignation of `color` (at the cursor; later moves are dropped).
    pub fn resign(&mut self, color: Color) {
        self.truncate();
        self.ending = Some(Outcome::win(!color, EndReason::Resignation));
    }

    /// Ends the game with a result decided outside the rules (agreement, adjudication, a
    /// game record's result), at the cursor. Later moves are dropped.
    pub fn set_ending(&mut self, outcome: Outcome) {
        self.truncate();
        self.ending = Some(outcome);
    }

    /// The result at the cursor: by the rules, by the repetition rule, or by resignation or
    /// agreement.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.position().outcome() {
            return Some(o);
        }
        if self.repetition_rule && self.repetitions() >= 3 {
            return Some(Outcome::draw(EndReason::Repetition));
        }
        if self.cursor == self.moves.len() {
            return self.ending;
        }
        None
    }
}

/// Same pieces, side to move and castle moves (the move number does not count).
fn same_position(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash()
        && a.turn() == b.turn()
        && a.board() == b.board()
        && Color::ALL
            .iter()
            .all(|&c| a.castle_moves(c) == b.castle_moves(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repetition_draw_and_switch() {
        let mut g = Game::default();
        for _ in 0..2 {
            for m in ["J6-K5", "J11-K12", "K5-J6", "K12-J11"] {
                g.play_text(m).unwrap();
            }
        }
        assert_eq!(g.repetitions(), 3);
        assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Repetition));
        assert!(g.play_text("J6-K5").is_err());
        g.set_repetition_rule(false);
        assert_eq!(g.outcome(), None);
    }

    #[test]
    fn play_after_undo_replaces_future() {
        let mut g = Game::default();
        g.play_text("J6-K5").unwrap();
        g.play_text("J11-K12").unwrap();
        g.undo();
        g.play_text("G10-G9").unwrap();
        assert_eq!(g.notation(), ["J6-K5", "G10-G9"]);
        assert!(!g.can_redo());
    }

    #[test]
    fn resignation() {
        let mut g = Game::default();
        g.resign(Color::White);
        assert_eq!(
            g.outcome(),
            Some(Outcome::win(Color::Black, EndReason::Resignation))
        );
    }
}
