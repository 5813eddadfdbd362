//! Moves: a whole path from the origin through every landing square.

use crate::Square;
use std::fmt;
use std::hash::{Hash, Hasher};

/// The most legs one move can have. Canter and jump landings are all on squares of the
/// origin's parity class (both coordinates change by 0 or 2 each leg). Canters never revisit
/// a square, so a canter chain is a simple path in the graph of that class whose edges are
/// leaps over friendly pieces; a piece lies between at most two pairs of squares of another
/// class in a line (one pair if only one coordinate's parity differs), so the chain has at
/// most two legs per friendly piece other than the mover, and at most one fewer than the
/// class has squares. Then come at most one jump per enemy piece. With at most
/// [`crate::MAX_PIECES_PER_SIDE`] (20) pieces a side: 2 × 19 + 20 = 58. A test checks it.
pub const MAX_LEGS: usize = 61;

const NO_JUMP: u8 = u8::MAX;
/// Marks a tree placement in `first_jump`.
const PLACEMENT: u8 = u8::MAX - 1;

/// How the piece travels on one leg of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LegKind {
    /// One step to an adjacent empty square (a move of one leg; also the castle move).
    Plain,
    /// A leap over a friendly piece.
    Canter,
    /// A leap over an enemy piece, which is captured.
    Jump,
}

/// One leg of a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Leg {
    /// Where the leg starts.
    pub from: Square,
    /// Where it lands.
    pub to: Square,
    /// How.
    pub kind: LegKind,
}

impl Leg {
    /// The square leapt over, for canters and jumps.
    pub fn over(&self) -> Option<Square> {
        match self.kind {
            LegKind::Plain => None,
            _ => self.from.midpoint(self.to),
        }
    }
}

/// What sort of move a move is, by the kinds of its legs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// One step.
    Plain,
    /// One or more canters.
    Canter,
    /// One or more jumps.
    Jump,
    /// A knight's charge: canters, then jumps.
    Charge,
    /// Trees planted (River Camelot, before the first move).
    Placement,
}

/// A move: its origin and every landing square, in order; canter legs come before jump legs.
/// Two moves with different paths are different moves even when they end on the same square.
///
/// In River Camelot each side's first move plants its trees: a placement, whose squares are
/// its [`Move::path`] (in square order), written `C2,D2,I2`.
///
/// Moves come from [`crate::Position::legal_moves`] or from resolving move text
/// ([`crate::MoveText::resolve`]).
///
/// ```
/// use camelot_core::{Position, MoveKind};
/// let pos = Position::start();
/// let mv = pos.parse_move("C6-E8").unwrap();
/// assert_eq!(mv.kind(), MoveKind::Canter);
/// assert_eq!(mv.to_string(), "C6-E8");
/// assert_eq!(mv.landings().collect::<Vec<_>>(), ["E8".parse().unwrap()]);
/// ```
#[derive(Clone, Copy)]
pub struct Move {
    from: Square,
    len: u8,
    first_jump: u8,
    path: [Square; MAX_LEGS],
}

impl Move {
    /// A move of no legs from `from`; legs are added with [`Move::push`].
    #[inline]
    pub(crate) const fn start(from: Square) -> Move {
        Move {
            from,
            len: 0,
            first_jump: NO_JUMP,
            path: [Square::F1; MAX_LEGS],
        }
    }

    /// Makes this a move of no legs from `from`, leaving the path's old squares where they
    /// are (they lie past the length, never read).
    #[inline]
    pub(crate) fn restart(&mut self, from: Square) {
        self.from = from;
        self.len = 0;
        self.first_jump = NO_JUMP;
    }

    /// Adds a leg landing on `to`. Once a jump leg is pushed every later leg is a jump.
    #[inline]
    pub(crate) fn push(&mut self, to: Square, jump: bool) {
        if jump && self.first_jump == NO_JUMP {
            self.first_jump = self.len;
        }
        self.path[self.len as usize] = to;
        self.len += 1;
    }

    /// A tree placement on `squares` (sorted into square order), if there are from 1 to
    /// [`MAX_LEGS`] squares, all different. Whether it is legal is for the position to say.
    ///
    /// ```
    /// use camelot_core::{Move, MoveKind, Square};
    /// let sq = |s: &str| Square::parse_any(s).unwrap();
    /// let mv = Move::placement(&[sq("I2"), sq("C2"), sq("D2")]).unwrap();
    /// assert_eq!(mv.to_string(), "C2,D2,I2");
    /// assert_eq!(mv.kind(), MoveKind::Placement);
    /// assert!(Move::placement(&[sq("C2"), sq("C2")]).is_none());
    /// ```
    pub fn placement(squares: &[Square]) -> Option<Move> {
        if squares.is_empty() || squares.len() > MAX_LEGS {
            return None;
        }
        // A set of squares in square order: a bit set sorts them with no sorting code (the
        // standard sort is 4 KB of the AI worker's WebAssembly).
        let sorted: Vec<Square> = squares
            .iter()
            .copied()
            .collect::<crate::SquareSet>()
            .iter()
            .collect();
        if sorted.len() != squares.len() {
            return None;
        }
        let mut mv = Move::start(sorted[0]);
        for sq in sorted {
            mv.push(sq, false);
        }
        mv.first_jump = PLACEMENT;
        Some(mv)
    }

    /// A placement on squares known to be different and in square order.
    pub(crate) fn placement_in_order(squares: impl Iterator<Item = Square>) -> Move {
        let mut mv = Move::start(Square::F1);
        for sq in squares {
            if mv.len == 0 {
                mv.from = sq;
            }
            mv.push(sq, false);
        }
        mv.first_jump = PLACEMENT;
        mv
    }

    /// Whether this move plants trees.
    #[inline]
    pub fn is_placement(&self) -> bool {
        self.first_jump == PLACEMENT
    }

    /// Removes every leg.
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.len = 0;
        self.first_jump = NO_JUMP;
    }

    /// Removes the last leg.
    #[inline]
    pub(crate) fn pop(&mut self) {
        self.len -= 1;
        if self.first_jump == self.len {
            self.first_jump = NO_JUMP;
        }
    }

    /// Builds a move from a path with checks on its shape only (not on any position): each leg
    /// a single step (only as the sole leg) or a leap of two squares in a line, canters before
    /// jumps, at most [`MAX_LEGS`] legs. Returns `None` when the shape is impossible.
    pub fn from_path(from: Square, legs: &[(LegKind, Square)]) -> Option<Move> {
        if legs.is_empty() || legs.len() > MAX_LEGS {
            return None;
        }
        let mut mv = Move::start(from);
        let mut at = from;
        for (i, &(kind, to)) in legs.iter().enumerate() {
            let step = (0..8).find(|&d| at.step(d) == Some(to));
            let leap = (0..8).find(|&d| at.leap(d) == Some(to));
            match kind {
                LegKind::Plain if legs.len() == 1 && step.is_some() => {}
                LegKind::Canter if leap.is_some() && mv.first_jump == NO_JUMP => {}
                LegKind::Jump if leap.is_some() => {}
                _ => return None,
            }
            let _ = i;
            mv.push(to, kind == LegKind::Jump);
            at = to;
        }
        Some(mv)
    }

    /// The square the piece starts on.
    #[inline]
    pub fn from(&self) -> Square {
        self.from
    }

    /// The square the piece ends on.
    #[inline]
    pub fn to(&self) -> Square {
        self.path[self.len as usize - 1]
    }

    /// Number of legs.
    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: a move has at least one leg (here for clippy's `len_without_is_empty`).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The landing squares, in order (the last is [`Move::to`]).
    #[inline]
    pub fn landings(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        self.path[..self.len as usize].iter().copied()
    }

    /// The landing squares as a slice.
    #[inline]
    pub fn path(&self) -> &[Square] {
        &self.path[..self.len as usize]
    }

    /// Whether the move captures (is a jump chain or a knight's charge).
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.first_jump < PLACEMENT
    }

    /// Index of the first jump leg, if any.
    #[inline]
    pub fn first_jump(&self) -> Option<usize> {
        self.is_capture().then_some(self.first_jump as usize)
    }

    /// Whether the move is a single step.
    #[inline]
    pub fn is_plain(&self) -> bool {
        self.len == 1 && self.from.distance(self.path[0]) == 1 && !self.is_placement()
    }

    /// The kind of move.
    pub fn kind(&self) -> MoveKind {
        if self.is_placement() {
            return MoveKind::Placement;
        }
        match (self.first_jump(), self.is_plain()) {
            (_, true) => MoveKind::Plain,
            (None, false) => MoveKind::Canter,
            (Some(0), _) => MoveKind::Jump,
            (Some(_), _) => MoveKind::Charge,
        }
    }

    /// The legs, in order (none for a tree placement).
    #[inline]
    pub fn legs(&self) -> impl Iterator<Item = Leg> + '_ {
        let plain = self.is_plain();
        let first_jump = self.first_jump as usize;
        let mut at = self.from;
        let legs = if self.is_placement() { 0 } else { self.len() };
        self.path[..legs]
            .iter()
            .copied()
            .enumerate()
            .map(move |(i, to)| {
                let kind = if plain {
                    LegKind::Plain
                } else if i >= first_jump {
                    LegKind::Jump
                } else {
                    LegKind::Canter
                };
                let leg = Leg { from: at, to, kind };
                at = to;
                leg
            })
    }

    /// The squares of the pieces this move captures, in order.
    #[inline]
    pub fn captures(&self) -> impl Iterator<Item = Square> + '_ {
        // The jump legs are the last ones, from the first jump on.
        let first = self.first_jump().unwrap_or(self.len());
        let mut at = first.checked_sub(1).map_or(self.from, |i| self.path[i]);
        self.path[first..self.len()].iter().filter_map(move |&to| {
            let over = leap_midpoint(at, to);
            at = to;
            over
        })
    }
}

/// The square a leap from `a` to `b` (two squares apart in a line, as every canter and jump
/// leg is) passes over: halfway in the padded layout, whose bit numbers are linear in file
/// and rank.
#[inline]
fn leap_midpoint(a: Square, b: Square) -> Option<Square> {
    let bit = (usize::from(a.padded()) + usize::from(b.padded())) / 2;
    Square::from_index(usize::from(crate::padded::UNPAD[bit]))
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.from == other.from
            && self.first_jump == other.first_jump
            && self.path() == other.path()
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.from.hash(state);
        self.first_jump.hash(state);
        self.path().hash(state);
    }
}

impl fmt::Display for Move {
    /// WCF notation: `-` before plain and canter landings, `x` before jump landings; a tree
    /// placement as its squares separated by commas.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_placement() {
            for (i, sq) in self.path().iter().enumerate() {
                if i > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{sq}")?;
            }
            return Ok(());
        }
        write!(f, "{}", self.from)?;
        for leg in self.legs() {
            let sep = if leg.kind == LegKind::Jump { 'x' } else { '-' };
            write!(f, "{sep}{}", leg.to)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn max_legs_bounds_every_move() {
        use crate::{MAX_PIECES_PER_SIDE, Variant};
        let pieces = MAX_PIECES_PER_SIDE;
        assert!(2 * (pieces - 1) + pieces <= MAX_LEGS);
        // The parity class bound, for the boards where it is the smaller.
        for v in Variant::ALL {
            let mut classes = [0usize; 4];
            for s in v.geometry().playable() {
                classes[(s.file() % 2 * 2 + s.rank() % 2) as usize] += 1;
            }
            let largest = classes.iter().max().copied().unwrap_or(0);
            let canters = (largest - 1).min(2 * (v.pieces_per_side() - 1));
            assert!(
                canters + v.pieces_per_side() <= MAX_LEGS,
                "{v}: {classes:?}"
            );
            // The breadth-first canter walk visits each square of the class at most twice.
            assert!(2 * largest < 2 * MAX_LEGS + 1, "{v}");
        }
    }

    #[test]
    fn size_stays_small() {
        assert_eq!(std::mem::size_of::<Move>(), 64);
    }

    #[test]
    fn leap_midpoints_are_the_squares_leapt() {
        for v in crate::Variant::ALL {
            let geometry = v.geometry();
            for a in geometry.playable() {
                for d in 0..8 {
                    if let Some(b) = geometry.leap(a, d) {
                        assert_eq!(leap_midpoint(a, b), geometry.step(a, d), "{v}: {a} {d}");
                        assert_eq!(leap_midpoint(a, b), a.midpoint(b), "{v}: {a} {d}");
                    }
                }
            }
        }
    }

    #[test]
    fn from_path_checks_shape() {
        let charge = Move::from_path(
            sq("F6"),
            &[
                (LegKind::Canter, sq("F8")),
                (LegKind::Canter, sq("H8")),
                (LegKind::Jump, sq("H10")),
                (LegKind::Jump, sq("J12")),
            ],
        )
        .unwrap();
        assert_eq!(charge.to_string(), "F6-F8-H8xH10xJ12");
        assert_eq!(charge.kind(), MoveKind::Charge);
        assert_eq!(charge.captures().collect::<Vec<_>>(), [sq("H9"), sq("I11")]);
        // A canter after a jump, a step inside a chain, a leap of three: all impossible.
        assert!(
            Move::from_path(
                sq("F6"),
                &[(LegKind::Jump, sq("F8")), (LegKind::Canter, sq("F10"))]
            )
            .is_none()
        );
        assert!(
            Move::from_path(
                sq("F6"),
                &[(LegKind::Canter, sq("F8")), (LegKind::Plain, sq("F9"))]
            )
            .is_none()
        );
        assert!(Move::from_path(sq("F6"), &[(LegKind::Canter, sq("F9"))]).is_none());
        let plain = Move::from_path(sq("C8"), &[(LegKind::Plain, sq("D9"))]).unwrap();
        assert_eq!(
            (plain.kind(), plain.to_string().as_str()),
            (MoveKind::Plain, "C8-D9")
        );
    }
}
