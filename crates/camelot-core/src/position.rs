//! Checked, playable positions.

// Callers hand the generator a `dyn Sink`: one compiled copy of it serves them all (the
// browser build is size-budgeted). Counting (perft), the hottest path, gets its own copy, and
// so, natively, does the search's split list: there the indirect call per quiet move was
// 2.4% of `camelot bench`'s instructions; in wasm the copy would add 10 KB (3.7%).
use crate::geometry::Geometry;
use crate::movegen::{self, Sink};
use crate::setup::write_text;
use crate::variant::{CastleGoal, NoMoveRule};
use crate::{
    Board, ByColor, Color, EndReason, IllegalMoveError, Move, MoveText, Outcome, ParseMoveError,
    Piece, PositionError, Setup, Square, SquareSet, Variant, zobrist,
};
use std::fmt;
use std::str::FromStr;

/// The most pieces a side may have in any variant (Chivalry's 20). A variant's own limit, the
/// count its sides start with, is [`Variant::pieces_per_side`] (14 in Camelot).
pub const MAX_PIECES_PER_SIDE: usize = 20;

/// The two squares of `color`'s castle on the Camelot board (a variant's castles are its
/// [`Geometry::castle`]).
///
/// ```
/// use camelot_core::{castle, Color, Square};
/// assert_eq!(castle(Color::Black), [Square::F16, Square::G16]);
/// ```
pub fn castle(color: Color) -> [Square; 2] {
    match color {
        Color::White => [Square::F1, Square::G1],
        Color::Black => [Square::F16, Square::G16],
    }
}

/// Why position text could not be turned into a position: bad text or an impossible setup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParsePositionError {
    /// The text does not parse.
    Syntax(crate::ParseSetupError),
    /// It parses, but the position is impossible.
    Illegal(PositionError),
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionError::Syntax(e) => e.fmt(f),
            ParsePositionError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ParsePositionError {}

/// A checked position: pieces, side to move, castle moves used and the move number. It can
/// list and play legal moves.
///
/// ```
/// use camelot_core::Position;
/// let pos = Position::start();
/// assert_eq!(pos.legal_moves().len(), 112);
/// let next = pos.play(&pos.parse_move("F7-F8").unwrap()).unwrap();
/// assert_eq!(next.to_string(), "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/5M6/3KM1MMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 1");
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Color,
    castle_moves: ByColor<u8>,
    fullmove: u32,
    hash: u64,
}

impl Position {
    /// The Camelot start position, White to move.
    pub fn start() -> Position {
        Position::start_of(Variant::Camelot)
    }

    /// The start position of `variant`, White to move (in River Camelot, to plant trees).
    ///
    /// ```
    /// use camelot_core::{Position, Variant};
    /// let pos = Position::start_of(Variant::Chivalry);
    /// assert_eq!(pos.variant(), Variant::Chivalry);
    /// assert_eq!(pos.legal_moves().len(), 140);
    /// ```
    pub fn start_of(variant: Variant) -> Position {
        match Position::from_setup(Setup::start_of(variant)) {
            Ok(pos) => pos,
            Err(e) => unreachable!("the start position of {variant} is legal: {e}"),
        }
    }

    /// Checks a setup; the error is the first of [`Setup::problems`].
    ///
    /// ```
    /// use camelot_core::{Position, Setup};
    /// let setup: Setup = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/8/MM w 0 0".parse().unwrap();
    /// let err = Position::from_setup(setup).unwrap_err();
    /// assert_eq!(err.to_string(), "two white pieces in White's own castle (F1, G1)");
    /// ```
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        if let Some(first) = setup.problems().into_iter().next() {
            return Err(first);
        }
        let mut pos = Position {
            board: setup.board,
            turn: setup.turn,
            castle_moves: setup.castle_moves.map(|n| n.min(2)),
            fullmove: setup.fullmove.max(1),
            hash: 0,
        };
        pos.hash = pos.hash_from_scratch();
        Ok(pos)
    }

    /// The variant.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.board.variant()
    }

    /// The board's geometry (the variant's).
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.board.variant().geometry()
    }

    /// Whether the side to move is to plant its trees (River Camelot, before the first move):
    /// its legal moves are then the tree placements.
    pub fn is_placing_trees(&self) -> bool {
        let trees = self.variant().rules().trees;
        trees > 0
            && self
                .board
                .trees()
                .intersect(self.geometry().tree_squares(self.turn))
                .is_empty()
    }

    /// The setup this position came from (for writing text or editing).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.clone(),
            turn: self.turn,
            castle_moves: self.castle_moves,
            fullmove: self.fullmove,
        }
    }

    /// The pieces.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Castle moves `color` has used (0–2).
    #[inline]
    pub fn castle_moves(&self, color: Color) -> u8 {
        self.castle_moves[color]
    }

    /// The full-move number.
    #[inline]
    pub fn fullmove(&self) -> u32 {
        self.fullmove
    }

    /// The Zobrist hash: pieces, side to move and castle moves used (not the move number).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash computed from nothing, for checking the incremental one.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for (sq, piece) in self.board.iter() {
            h ^= zobrist::piece(piece, sq.index());
        }
        for sq in self.board.trees() {
            h ^= zobrist::tree(sq.index());
        }
        if self.turn == Color::Black {
            h ^= zobrist::KEYS.black_to_move;
        }
        for color in Color::ALL {
            h ^= zobrist::castle_moves(color, self.castle_moves[color]);
        }
        h ^ zobrist::variant(self.variant())
    }

    /// The piece of the side to move that stands in its own castle and so must move this turn.
    pub fn must_leave_castle(&self) -> Option<Square> {
        movegen::duties(self).leaver
    }

    /// Whether some piece of the side to move can jump, so that the move must capture (unless
    /// a piece must leave its own castle first).
    pub fn capture_required(&self) -> bool {
        movegen::duties(self).capture_required
    }

    /// Every legal move, each path once. Empty when the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(128);
        movegen::generate::<dyn Sink>(self, &mut moves);
        moves
    }

    /// Appends every legal move to `moves` (reuses the caller's buffer).
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        movegen::generate::<dyn Sink>(self, moves);
    }

    /// The number of legal moves, without building them.
    pub fn count_legal_moves(&self) -> u64 {
        movegen::count(self)
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        struct Any(bool);
        impl movegen::Sink for Any {
            fn push(&mut self, _: &Move) {
                self.0 = true;
            }
        }
        let mut any = Any(false);
        movegen::generate::<dyn Sink>(self, &mut any);
        any.0
    }

    /// The legal moves with one move per resulting position: moves whose paths differ but
    /// that move the same piece to the same square capturing the same pieces lead to the same
    /// position. Of those, one with the fewest legs is kept. Generated directly (canters by a
    /// breadth-first walk), so it costs less than listing every path; the same set of results
    /// as [`dedup_by_result`] on [`Position::legal_moves`].
    pub fn unique_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(128);
        movegen::generate_unique::<dyn Sink>(self, &mut moves);
        moves
    }

    /// Appends [`Position::unique_moves`] to `moves` (reuses the caller's buffer).
    pub fn unique_moves_into(&self, moves: &mut Vec<Move>) {
        movegen::generate_unique::<dyn Sink>(self, moves);
    }

    /// [`Position::unique_moves`] split for a search that plays far more moves than it shows:
    /// the moves that capture nothing (steps, canters, castle moves) are appended to `quiet`
    /// as their origin and destination only, which is all it takes to play them
    /// ([`Position::play_quiet`]), and the capturing moves to `captures` whole. Building no
    /// path for the quiet moves makes this much cheaper.
    ///
    /// ```
    /// use camelot_core::Position;
    /// let pos = Position::start();
    /// let (mut quiet, mut captures) = (Vec::new(), Vec::new());
    /// pos.unique_moves_split_into(&mut quiet, &mut captures);
    /// assert_eq!(quiet.len() + captures.len(), pos.unique_moves().len());
    /// ```
    pub fn unique_moves_split_into(
        &self,
        quiet: &mut Vec<(Square, Square)>,
        captures: &mut Vec<Move>,
    ) {
        let mut split = movegen::Split { quiet, captures };
        #[cfg(target_arch = "wasm32")]
        movegen::generate_unique::<dyn Sink>(self, &mut split);
        #[cfg(not(target_arch = "wasm32"))]
        movegen::generate_unique(self, &mut split);
    }

    /// Plays a move that captures nothing, known by its origin and destination only (from
    /// [`Position::unique_moves_split_into`]). Like [`Position::play_unchecked`], a move that
    /// is not legal leaves the position in an unspecified but memory-safe state.
    pub fn play_quiet(&mut self, from: Square, to: Square) {
        self.play_effect(from, to, std::iter::empty());
    }

    /// Whether `mv` is one of the legal moves.
    pub fn is_legal(&self, mv: &Move) -> bool {
        if mv.is_placement() {
            // Thousands of placements: check this one rather than list them all.
            return MoveText::from(mv).resolve(self).as_ref() == Ok(mv);
        }
        self.board.color_at(mv.from()) == Some(self.turn) && self.legal_moves().contains(mv)
    }

    /// Plays a legal move, returning the new position.
    pub fn play(&self, mv: &Move) -> Result<Position, IllegalMoveError> {
        if !self.is_legal(mv) {
            if (mv.is_placement() || self.is_placing_trees())
                && let Err(e) = MoveText::from(mv).resolve(self)
            {
                return Err(e);
            }
            return Err(IllegalMoveError::explain(self, &mv.to_string(), mv.from()));
        }
        let mut next = self.clone();
        next.play_unchecked(mv);
        Ok(next)
    }

    /// Plays a move known to be legal (from [`Position::legal_moves`]). A move that is not
    /// legal leaves the position in an unspecified but memory-safe state.
    pub fn play_unchecked(&mut self, mv: &Move) {
        if mv.is_placement() {
            for &sq in mv.path() {
                if !self.board.is_tree(sq) {
                    self.board.set_tree(sq);
                    self.hash ^= zobrist::tree(sq.index());
                }
            }
            self.pass_turn();
            return;
        }
        self.play_effect(mv.from(), mv.to(), mv.captures());
    }

    /// Moves the piece on `from` to `to`, removes the pieces on `captured`, and passes the
    /// turn: what every move does, whatever its path.
    fn play_effect(&mut self, from: Square, to: Square, captured: impl Iterator<Item = Square>) {
        let us = self.turn;
        let Some(piece) = self.board.piece_at(from) else {
            return;
        };
        self.board.set(from, None);
        self.hash ^= zobrist::piece(piece, from.index());
        for sq in captured {
            if let Some(victim) = self.board.piece_at(sq) {
                self.hash ^= zobrist::piece(victim, sq.index());
                self.board.set(sq, None);
            }
        }
        self.board.set(to, Some(piece));
        self.hash ^= zobrist::piece(piece, to.index());
        let enemy = self.geometry().castle(!us);
        if enemy.contains(from) && enemy.contains(to) {
            let used = self.castle_moves[us];
            self.hash ^= zobrist::castle_moves(us, used) ^ zobrist::castle_moves(us, used + 1);
            self.castle_moves[us] = used + 1;
        }
        self.pass_turn();
    }

    fn pass_turn(&mut self) {
        if self.turn == Color::Black {
            self.fullmove += 1;
        }
        self.turn = !self.turn;
        self.hash ^= zobrist::KEYS.black_to_move;
    }

    /// Parses and resolves move text against this position.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        let parsed: MoveText = text.parse().map_err(MoveError::Syntax)?;
        parsed.resolve(self).map_err(MoveError::Illegal)
    }

    /// The result if the game is over by castle, capture of all pieces, or both players
    /// reduced to one piece: everything that needs no move generation. When both sides meet
    /// a condition (only in a hand-made position), the side that moved last is judged first.
    pub fn static_outcome(&self) -> Option<Outcome> {
        let rules = self.variant().rules();
        let geometry = self.geometry();
        let last = !self.turn;
        for color in [last, self.turn] {
            let in_castle = self
                .board
                .pieces(color)
                .intersect(geometry.castle(!color))
                .len();
            match rules.castle_goal {
                CastleGoal::Occupy(n) if in_castle >= usize::from(n) => {
                    let reason = if n == 1 {
                        EndReason::CastleEntered
                    } else {
                        EndReason::CastleOccupied
                    };
                    return Some(Outcome::win(color, reason));
                }
                CastleGoal::Avoid if in_castle > 0 => {
                    return Some(Outcome::win(!color, EndReason::AntiCastleEntered));
                }
                _ => {}
            }
        }
        let counts = ByColor::from_fn(|c| self.board.count(c));
        if rules.material_draw && counts.white <= 1 && counts.black <= 1 {
            return Some(Outcome::draw(EndReason::BothReduced));
        }
        if rules.capture_all_wins {
            for color in [last, self.turn] {
                if counts[!color] == 0 {
                    return Some(Outcome::win(color, EndReason::AllCaptured));
                }
            }
        }
        None
    }

    /// The result if the game is over, judged from this position alone.
    ///
    /// ```
    /// use camelot_core::{Color, EndReason, Position};
    /// let pos: Position = "2/8/10/12/12/12/12/12/12/12/12/12/12/10/MM6/2 w 0 0".parse().unwrap();
    /// let o = pos.outcome().unwrap();
    /// assert_eq!((o.winner, o.reason), (Some(Color::White), EndReason::AllCaptured));
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(o) = self.static_outcome() {
            return Some(o);
        }
        if self.has_legal_move() {
            return None;
        }
        Some(match self.variant().rules().no_move {
            NoMoveRule::LosesUnlessOpponentReduced if self.board.count(!self.turn) < 2 => {
                Outcome::draw(EndReason::NoLegalMove)
            }
            NoMoveRule::LosesUnlessOpponentReduced | NoMoveRule::Loses => {
                Outcome::win(!self.turn, EndReason::NoLegalMove)
            }
            NoMoveRule::Wins => Outcome::win(self.turn, EndReason::AntiNoLegalMove),
        })
    }

    /// Whether the game is over.
    pub fn is_game_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// The pieces of `color` standing in the opponent's castle.
    pub fn in_enemy_castle(&self, color: Color) -> SquareSet {
        self.board
            .pieces(color)
            .intersect(self.geometry().castle(!color))
    }

    /// The piece on `sq`.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }
}

/// Keeps one move per resulting position (see [`Position::unique_moves`]), in generation
/// order of the kept moves.
pub fn dedup_by_result(moves: &mut Vec<Move>) {
    let key = |m: &Move| {
        let caps: SquareSet = m.captures().collect();
        (m.from(), m.to(), caps)
    };
    let mut keep: Vec<(usize, (Square, Square, SquareSet))> = Vec::with_capacity(moves.len());
    for (i, m) in moves.iter().enumerate() {
        let k = key(m);
        match keep.iter_mut().find(|(_, kk)| *kk == k) {
            Some(slot) => {
                if m.len() < moves[slot.0].len() {
                    slot.0 = i;
                }
            }
            None => keep.push((i, k)),
        }
    }
    let kept: Vec<Move> = keep.iter().map(|&(i, _)| moves[i]).collect();
    *moves = kept;
}

/// Why move text could not be played: bad text or an illegal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// The text does not parse.
    Syntax(ParseMoveError),
    /// It parses but is not legal here.
    Illegal(IllegalMoveError),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Syntax(e) => e.fmt(f),
            MoveError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MoveError {}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        let setup: Setup = s.parse().map_err(ParsePositionError::Syntax)?;
        Position::from_setup(setup).map_err(ParsePositionError::Illegal)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_text(f, &self.board, self.turn, self.castle_moves, self.fullmove)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Position {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Position {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_moves_and_counts() {
        let pos = Position::start();
        assert_eq!(pos.legal_moves().len(), 112);
        assert_eq!(pos.count_legal_moves(), 112);
        assert!(pos.unique_moves().len() <= 112);
        assert_eq!(pos.hash(), pos.hash_from_scratch());
        assert!(!pos.capture_required());
        assert_eq!(pos.must_leave_castle(), None);
    }

    #[test]
    fn size_of_position() {
        // The board's mailbox holds the family's 188 squares; its bit boards (the sides and
        // the knights in the padded layout) another 96 bytes.
        assert!(std::mem::size_of::<Position>() <= 352);
    }
}
