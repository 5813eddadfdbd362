//! A board of the family as the solver reads it: compact square numbers, step and leap
//! tables, castles as bit sets, and the two symmetries — all built from camelot-core's board
//! data ([`Geometry`]) and rule switches ([`Rules`]), so that every board of the family is the
//! same code.
//!
//! A solver position ([`State`]) is always seen from the side to move, as if it were White:
//! a position with Black to move is stored turned over (ranks reversed, colours swapped).
//! `castle[0]` is the castle of the side to move, `castle[1]` the one it attacks.

use crate::bits::Bits;
use camelot_core::geometry::{Geometry, UNION_SQUARE_COUNT};
use camelot_core::{
    Board as CoreBoard, ByColor, CastleGoal, Color, NoMoveRule, Piece, Position, Role, Rules,
    Setup, Square, Variant,
};
use std::fmt;

/// "No square" in the tables.
pub const NONE: u8 = u8::MAX;

/// The most pieces of each kind a side may have in a table: the counts a side starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Knights a side may have.
    pub knights: u8,
    /// Men a side may have.
    pub men: u8,
}

/// A position of the solver: the side to move's pieces (`us`), the other side's (`them`),
/// which of all these are knights, and the castle moves each side has used. Always from the
/// side to move's view: its own castle is `castle[0]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct State<B> {
    /// The side to move's pieces.
    pub us: B,
    /// The other side's pieces.
    pub them: B,
    /// The knights of both sides.
    pub knights: B,
    /// Castle moves the side to move has used.
    pub cu: u8,
    /// Castle moves the other side has used.
    pub ct: u8,
}

/// How a position stands for the side to move when the rules have already ended the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The side to move has won.
    Win,
    /// The side to move has lost.
    Loss,
    /// Drawn.
    Draw,
}

/// Why a board cannot be solved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// The board has more squares than the chosen bit set holds.
    TooManySquares {
        /// The board's playable squares.
        squares: usize,
        /// What the set holds.
        capacity: usize,
    },
    /// A rule the solver does not handle.
    Unsupported(&'static str),
    /// The board is not the same for both sides once turned over.
    NotSymmetric,
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::TooManySquares { squares, capacity } => {
                write!(f, "the board has {squares} squares; at most {capacity} fit")
            }
            BoardError::Unsupported(what) => write!(f, "the solver does not handle {what}"),
            BoardError::NotSymmetric => {
                write!(f, "the board is not the same for both sides turned over")
            }
        }
    }
}

impl std::error::Error for BoardError {}

/// A map of squares to squares (or to none), applied to whole sets by byte tables.
#[derive(Clone, Debug)]
pub struct SquareMap<B> {
    map: Vec<u8>,
    tables: Vec<[B; 256]>,
}

impl<B: Bits> SquareMap<B> {
    /// `map[i]`: where square `i` goes, or [`NONE`] to drop it.
    pub fn new(map: Vec<u8>) -> SquareMap<B> {
        let tables = (0..map.len().div_ceil(8))
            .map(|k| {
                let mut t = [B::EMPTY; 256];
                for (byte, slot) in t.iter_mut().enumerate() {
                    for b in 0..8 {
                        let i = 8 * k + b;
                        if byte >> b & 1 != 0 && i < map.len() && map[i] != NONE {
                            *slot = slot.with(usize::from(map[i]));
                        }
                    }
                }
                t
            })
            .collect();
        SquareMap { map, tables }
    }

    /// Where square `i` goes.
    #[inline(always)]
    pub fn square(&self, i: usize) -> u8 {
        self.map[i]
    }

    /// The image of a set.
    #[inline(always)]
    pub fn apply(&self, set: B) -> B {
        let mut out = B::EMPTY;
        for (k, t) in self.tables.iter().enumerate() {
            out = out.or(t[usize::from(set.byte(k))]);
        }
        out
    }
}

/// A board of the family with its rules, as the solver reads it. Its squares are numbered
/// in camelot-core's order, except that the castles come last (White's, then Black's).
#[derive(Clone, Debug)]
pub struct Board<B> {
    variant: Option<Variant>,
    rules: Rules,
    limits: Limits,
    squares: Vec<Square>,
    index_of: Vec<u8>,
    pub(crate) step: Vec<[u8; 8]>,
    pub(crate) leap: Vec<[u8; 8]>,
    pub(crate) all: B,
    /// The side to move's castle, then the castle it attacks.
    pub(crate) castle: [B; 2],
    /// The castles' squares; a one-square castle repeats its square.
    pub(crate) castle_sq: [[u8; 2]; 2],
    /// Left-right reflection, if the board (castles included) has it.
    pub(crate) mirror: Option<SquareMap<B>>,
    /// Turning the board over: ranks reversed, so the castles swap.
    pub(crate) flip: SquareMap<B>,
}

impl<B: Bits> Board<B> {
    /// The board and rules of `variant`; a side may have the knights and men it starts with.
    ///
    /// ```
    /// use camelot_core::Variant;
    /// use camelot_solve::Board;
    /// let b = Board::<u32>::of_variant(Variant::Camette).unwrap();
    /// assert_eq!(b.len(), 23);
    /// assert!(Board::<u32>::of_variant(Variant::Camelot).is_err(), "160 squares need a wide set");
    /// ```
    pub fn of_variant(variant: Variant) -> Result<Board<B>, BoardError> {
        let start = CoreBoard::start_of(variant);
        let count = |role: Role| {
            start
                .iter()
                .filter(|(_, p)| *p == Piece::new(Color::White, role))
                .count() as u8
        };
        let limits = Limits {
            knights: count(Role::Knight),
            men: count(Role::Man),
        };
        let mut board = Board::from_geometry(variant.geometry(), variant.rules(), limits)?;
        board.variant = Some(variant);
        Ok(board)
    }

    /// Any board of the family described by its geometry, with these rules and limits (for
    /// boards no variant uses, such as tiny test boards).
    pub fn from_geometry(
        geometry: &Geometry,
        rules: Rules,
        limits: Limits,
    ) -> Result<Board<B>, BoardError> {
        if rules.trees > 0 {
            return Err(BoardError::Unsupported("trees"));
        }
        if rules.castle_goal == CastleGoal::Avoid || rules.no_move == NoMoveRule::Wins {
            return Err(BoardError::Unsupported("Anti-Camelot's reversed goals"));
        }
        // The castle squares last: the index ranks pieces on the other squares (see
        // `index.rs`), which are then the squares numbered below the castles'.
        let castles = geometry
            .castle(Color::White)
            .union(geometry.castle(Color::Black));
        let squares: Vec<Square> = geometry
            .playable()
            .minus(castles)
            .iter()
            .chain(geometry.castle(Color::White).iter())
            .chain(geometry.castle(Color::Black).iter())
            .collect();
        let n = squares.len();
        if n > B::CAPACITY || n >= usize::from(NONE) {
            return Err(BoardError::TooManySquares {
                squares: n,
                capacity: B::CAPACITY.min(usize::from(NONE) - 1),
            });
        }
        let mut index_of = vec![NONE; UNION_SQUARE_COUNT];
        for (i, sq) in squares.iter().enumerate() {
            index_of[sq.index()] = i as u8;
        }
        let local = |sq: Option<Square>| sq.map_or(NONE, |s| index_of[s.index()]);
        let step: Vec<[u8; 8]> = squares
            .iter()
            .map(|&sq| std::array::from_fn(|d| local(geometry.step(sq, d))))
            .collect();
        let leap: Vec<[u8; 8]> = squares
            .iter()
            .map(|&sq| std::array::from_fn(|d| local(geometry.leap(sq, d))))
            .collect();
        let set_of = |set: camelot_core::SquareSet| {
            set.iter()
                .map(|s| index_of[s.index()])
                .filter(|&i| i != NONE)
                .fold(B::EMPTY, |acc, i| acc.with(usize::from(i)))
        };
        let castle = [
            set_of(geometry.castle(Color::White)),
            set_of(geometry.castle(Color::Black)),
        ];
        let castle_sq = castle.map(|c| {
            let mut it = c.squares();
            let a = it.next().map_or(NONE, |i| i as u8);
            [a, it.next().map_or(a, |i| i as u8)]
        });
        if castle_sq.iter().any(|c| c[0] == NONE) {
            return Err(BoardError::Unsupported("a board without castles"));
        }
        let all = (0..n).fold(B::EMPTY, |acc, i| acc.with(i));
        let (fmin, fmax) = squares.iter().fold((u8::MAX, 0), |(lo, hi), s| {
            (lo.min(s.file()), hi.max(s.file()))
        });
        let (rmin, rmax) = squares.iter().fold((u8::MAX, 0), |(lo, hi), s| {
            (lo.min(s.rank()), hi.max(s.rank()))
        });
        let image = |f: fn(&Square, u8, u8) -> (u8, u8), a: u8, b: u8| -> Option<Vec<u8>> {
            squares
                .iter()
                .map(|s| {
                    let (file, rank) = f(s, a, b);
                    let t = local(geometry.square(file, rank));
                    (t != NONE).then_some(t)
                })
                .collect()
        };
        let mirror_map = image(|s, lo, hi| (lo + hi - s.file(), s.rank()), fmin, fmax);
        let flip_map = image(|s, lo, hi| (s.file(), lo + hi - s.rank()), rmin, rmax);
        let maps_tables = |map: &[u8], dir: fn(usize) -> usize| {
            (0..n).all(|i| {
                (0..8).all(|d| {
                    let t = |tab: &[[u8; 8]]| {
                        let s = tab[i][d];
                        if s == NONE { NONE } else { map[usize::from(s)] }
                    };
                    t(&step) == step[usize::from(map[i])][dir(d)]
                        && t(&leap) == leap[usize::from(map[i])][dir(d)]
                })
            })
        };
        let image_set = |map: &[u8], set: B| {
            set.squares()
                .fold(B::EMPTY, |acc, i| acc.with(usize::from(map[i])))
        };
        let flip = match flip_map {
            Some(map)
                if maps_tables(&map, |d| (12 - d) % 8)
                    && image_set(&map, castle[0]) == castle[1]
                    && image_set(&map, castle[1]) == castle[0] =>
            {
                SquareMap::new(map)
            }
            _ => return Err(BoardError::NotSymmetric),
        };
        let mirror = mirror_map
            .filter(|map| {
                maps_tables(map, |d| (8 - d) % 8)
                    && image_set(map, castle[0]) == castle[0]
                    && image_set(map, castle[1]) == castle[1]
            })
            .map(SquareMap::new);
        Ok(Board {
            variant: None,
            rules,
            limits,
            squares,
            index_of,
            step,
            leap,
            all,
            castle,
            castle_sq,
            mirror,
            flip,
        })
    }

    /// The variant, if the board is one's.
    pub fn variant(&self) -> Option<Variant> {
        self.variant
    }

    /// The rule switches.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The most knights and men a side may have.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Number of squares.
    pub fn len(&self) -> usize {
        self.squares.len()
    }

    /// Whether the board has no squares (never: a board has castles).
    pub fn is_empty(&self) -> bool {
        self.squares.is_empty()
    }

    /// The core square of solver square `i`.
    pub fn square(&self, i: usize) -> Square {
        self.squares[i]
    }

    /// The solver square of a core square, if the board has it.
    pub fn index(&self, sq: Square) -> Option<usize> {
        let i = *self.index_of.get(sq.index())?;
        (i != NONE).then_some(usize::from(i))
    }

    /// Where solver square `i` goes when the board is turned over.
    pub fn flip_square(&self, i: usize) -> usize {
        usize::from(self.flip.square(i))
    }

    /// Whether the board has the left-right symmetry (castles included).
    pub fn has_mirror(&self) -> bool {
        self.mirror.is_some()
    }

    /// The position turned over: the other side to move, seen from its side.
    #[inline]
    pub fn flipped(&self, s: &State<B>) -> State<B> {
        State {
            us: self.flip.apply(s.them),
            them: self.flip.apply(s.us),
            knights: self.flip.apply(s.knights),
            cu: s.ct,
            ct: s.cu,
        }
    }

    /// The position reflected left to right (the same position if the board has no mirror).
    #[inline]
    pub fn mirrored(&self, s: &State<B>) -> State<B> {
        match &self.mirror {
            Some(m) => State {
                us: m.apply(s.us),
                them: m.apply(s.them),
                knights: m.apply(s.knights),
                cu: s.cu,
                ct: s.ct,
            },
            None => *s,
        }
    }

    /// How the rules judge a position with no move made from it, if they end the game: the
    /// side that moved last (`them`) is judged first, as camelot-core does.
    #[inline]
    pub fn end(&self, s: &State<B>) -> Option<End> {
        if let CastleGoal::Occupy(n) = self.rules.castle_goal {
            if s.them.and(self.castle[0]).count() >= u32::from(n) {
                return Some(End::Loss);
            }
            if s.us.and(self.castle[1]).count() >= u32::from(n) {
                return Some(End::Win);
            }
        }
        let (nu, nt) = (s.us.count(), s.them.count());
        if self.rules.material_draw && nu <= 1 && nt <= 1 {
            return Some(End::Draw);
        }
        if self.rules.capture_all_wins {
            if nu == 0 {
                return Some(End::Loss);
            }
            if nt == 0 {
                return Some(End::Win);
            }
        }
        None
    }

    /// Whether camelot-core accepts the placement: no two pieces of a side in its own castle.
    #[inline]
    pub fn is_legal(&self, s: &State<B>) -> bool {
        s.us.and(self.castle[0]).count() < 2 && s.them.and(self.castle[1]).count() < 2
    }

    /// The solver position of a core position, and whether it was turned over (Black to
    /// move). `None` when the position is not on this board (another variant, or a piece the
    /// board lacks).
    pub fn state_of(&self, pos: &Position) -> Option<(State<B>, bool)> {
        if self.variant.is_some_and(|v| v != pos.variant()) {
            return None;
        }
        let mut white: State<B> = State::default();
        for (sq, piece) in pos.board().iter() {
            let i = self.index(sq)?;
            match piece.color {
                Color::White => white.us = white.us.with(i),
                Color::Black => white.them = white.them.with(i),
            }
            if piece.role == Role::Knight {
                white.knights = white.knights.with(i);
            }
        }
        let counts = if self.rules.castle_moves == 0 {
            (0, 0)
        } else {
            (
                pos.castle_moves(Color::White),
                pos.castle_moves(Color::Black),
            )
        };
        white.cu = counts.0;
        white.ct = counts.1;
        Some(match pos.turn() {
            Color::White => (white, false),
            Color::Black => (self.flipped(&white), true),
        })
    }

    /// The core position of a solver position (turned back over when `flipped`), if the board
    /// is a variant's and camelot-core accepts it.
    pub fn position_of(&self, s: &State<B>, flipped: bool) -> Option<Position> {
        let variant = self.variant?;
        let white = if flipped { self.flipped(s) } else { *s };
        let mut setup = Setup::empty_of(variant);
        for (set, color) in [(white.us, Color::White), (white.them, Color::Black)] {
            for i in set.squares() {
                let role = if white.knights.has(i) {
                    Role::Knight
                } else {
                    Role::Man
                };
                setup
                    .board
                    .set(self.squares[i], Some(Piece::new(color, role)));
            }
        }
        setup.turn = if flipped { Color::Black } else { Color::White };
        setup.castle_moves = ByColor::new(white.cu, white.ct);
        Position::from_setup(setup).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::Wide;

    #[test]
    fn camette_symmetries() {
        let b = Board::<u32>::of_variant(Variant::Camette).unwrap();
        assert_eq!(b.len(), 23);
        assert_eq!(b.limits(), Limits { knights: 1, men: 3 });
        assert!(b.has_mirror());
        let start = Position::start_of(Variant::Camette);
        let (s, flipped) = b.state_of(&start).unwrap();
        assert!(!flipped);
        assert_eq!(b.position_of(&s, false).as_ref(), Some(&start));
        // The start is the same for both sides turned over, and left-right.
        assert_eq!(b.flipped(&b.flipped(&s)), s);
        let f = b.flipped(&s);
        assert_eq!((f.us, f.them), (s.us, s.them));
        assert_eq!(b.mirrored(&s), s);
        assert_eq!(b.end(&s), None);
    }

    #[test]
    fn camelot_needs_a_wide_set() {
        assert!(matches!(
            Board::<u32>::of_variant(Variant::Camelot),
            Err(BoardError::TooManySquares { squares: 160, .. })
        ));
        let b = Board::<Wide>::of_variant(Variant::Camelot).unwrap();
        assert!(b.has_mirror());
        assert_eq!(b.castle[0].count(), 2);
        assert!(Board::<Wide>::of_variant(Variant::River).is_err());
        assert!(Board::<Wide>::of_variant(Variant::Anti).is_err());
    }
}
