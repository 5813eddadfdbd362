//! Piece placement only: which piece stands on which square.

use crate::{ByColor, Color, Piece, Role, Square, SquareSet};

const EMPTY: u8 = 0;

#[inline]
const fn code(piece: Piece) -> u8 {
    piece.index() as u8 + 1
}

#[inline]
const fn decode(code: u8) -> Option<Piece> {
    match code {
        1 => Some(Piece::new(Color::White, Role::Man)),
        2 => Some(Piece::new(Color::White, Role::Knight)),
        3 => Some(Piece::new(Color::Black, Role::Man)),
        4 => Some(Piece::new(Color::Black, Role::Knight)),
        _ => None,
    }
}

/// The pieces on the 160 squares, as a mailbox plus one square set per side.
///
/// ```
/// use camelot_core::{Board, Color, Piece, Role, Square};
/// let mut board = Board::empty();
/// board.set(Square::F1, Some(Piece::new(Color::Black, Role::Man)));
/// assert_eq!(board.count(Color::Black), 1);
/// assert_eq!(Board::start().count(Color::White), 14);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [u8; 160],
    by_color: ByColor<SquareSet>,
}

impl Board {
    /// A board with no pieces.
    pub const fn empty() -> Board {
        Board {
            cells: [EMPTY; 160],
            by_color: ByColor::new(SquareSet::EMPTY, SquareSet::EMPTY),
        }
    }

    /// The start position's placement.
    pub fn start() -> Board {
        let mut b = Board::empty();
        let put = |b: &mut Board, color, role, names: &[&str]| {
            for n in names {
                let sq: Square = n.parse().expect("start squares are valid");
                b.set(sq, Some(Piece::new(color, role)));
            }
        };
        put(
            &mut b,
            Color::White,
            Role::Knight,
            &["C6", "D7", "I7", "J6"],
        );
        put(
            &mut b,
            Color::White,
            Role::Man,
            &["D6", "E6", "E7", "F6", "F7", "G6", "G7", "H6", "H7", "I6"],
        );
        put(
            &mut b,
            Color::Black,
            Role::Knight,
            &["C11", "D10", "I10", "J11"],
        );
        put(
            &mut b,
            Color::Black,
            Role::Man,
            &[
                "D11", "E10", "E11", "F10", "F11", "G10", "G11", "H10", "H11", "I11",
            ],
        );
        b
    }

    /// The piece on `sq`.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        decode(self.cells[sq.index()])
    }

    /// Whether `sq` is empty.
    #[inline]
    pub fn is_empty_at(&self, sq: Square) -> bool {
        self.cells[sq.index()] == EMPTY
    }

    /// The colour of the piece on `sq`.
    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        match self.cells[sq.index()] {
            1 | 2 => Some(Color::White),
            3 | 4 => Some(Color::Black),
            _ => None,
        }
    }

    #[inline]
    pub(crate) fn cells(&self) -> &[u8; 160] {
        &self.cells
    }

    /// Puts `piece` on `sq` (or empties it), replacing what was there.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(old) = self.color_at(sq) {
            self.by_color[old].remove(sq);
        }
        match piece {
            Some(p) => {
                self.cells[sq.index()] = code(p);
                self.by_color[p.color].insert(sq);
            }
            None => self.cells[sq.index()] = EMPTY,
        }
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn pieces(&self, color: Color) -> SquareSet {
        self.by_color[color]
    }

    /// The number of `color`'s pieces.
    #[inline]
    pub fn count(&self, color: Color) -> usize {
        self.by_color[color].len()
    }

    /// Every occupied square with its piece, in WCF square order.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        Square::all().filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
    }
}

impl Default for Board {
    fn default() -> Self {
        Board::empty()
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// Internal piece codes shared with move generation.
pub(crate) mod raw {
    pub const EMPTY: u8 = super::EMPTY;
    /// Whether `code` is a piece of the side whose codes are `lo..=lo+1`.
    #[inline]
    pub const fn is_color(code: u8, color: crate::Color) -> bool {
        let lo = color.index() as u8 * 2 + 1;
        code == lo || code == lo + 1
    }
    #[inline]
    pub const fn is_knight(code: u8) -> bool {
        code == 2 || code == 4
    }
}
