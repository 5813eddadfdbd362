//! Piece placement only: which piece stands on which square.

use crate::geometry::UNION_SQUARE_COUNT;
use crate::{ByColor, Color, Piece, Role, Square, SquareSet, Variant};

const EMPTY: u8 = 0;
/// A tree (River Camelot): neither empty nor a piece, so nothing lands on it or leaps it.
const TREE: u8 = 5;

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

/// The pieces (and River Camelot's trees) on the squares of one variant's board, as a mailbox
/// plus one square set per side. The board knows its variant, which says which squares exist.
///
/// ```
/// use camelot_core::{Board, Color, Piece, Role, Square, Variant};
/// let mut board = Board::empty();
/// board.set(Square::F1, Some(Piece::new(Color::Black, Role::Man)));
/// assert_eq!(board.count(Color::Black), 1);
/// assert_eq!(Board::start().count(Color::White), 14);
/// assert_eq!(Board::start_of(Variant::Chivalry).count(Color::White), 20);
/// assert_eq!(Board::empty().variant(), Variant::Camelot);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [u8; UNION_SQUARE_COUNT],
    by_color: ByColor<SquareSet>,
    /// Each side's pieces as a bit board in the padded layout ([`Board::padded`]).
    padded: ByColor<[u64; 4]>,
    /// Every knight, in the padded layout.
    knights: [u64; 4],
    variant: Variant,
}

impl Board {
    /// A Camelot board with no pieces.
    pub const fn empty() -> Board {
        Board::empty_of(Variant::Camelot)
    }

    /// A board of `variant` with no pieces.
    pub const fn empty_of(variant: Variant) -> Board {
        Board {
            cells: [EMPTY; UNION_SQUARE_COUNT],
            by_color: ByColor::new(SquareSet::EMPTY, SquareSet::EMPTY),
            padded: ByColor::new([0; 4], [0; 4]),
            knights: [0; 4],
            variant,
        }
    }

    /// The Camelot start position's placement.
    pub fn start() -> Board {
        Board::start_of(Variant::Camelot)
    }

    /// The placement `variant` starts from.
    pub fn start_of(variant: Variant) -> Board {
        let mut b = Board::empty_of(variant);
        let start = variant.start_squares();
        for (color, role, names) in [
            (Color::White, Role::Knight, start.white_knights),
            (Color::White, Role::Man, start.white_men),
            (Color::Black, Role::Knight, start.black_knights),
            (Color::Black, Role::Man, start.black_men),
        ] {
            for sq in names
                .split_whitespace()
                .filter_map(|n| Square::parse_any(n).ok())
            {
                b.set(sq, Some(Piece::new(color, role)));
            }
        }
        b
    }

    /// The variant whose board this is.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
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

    /// Whether a tree stands on `sq` (River Camelot).
    #[inline]
    pub fn is_tree(&self, sq: Square) -> bool {
        self.cells[sq.index()] == TREE
    }

    /// The squares with trees.
    pub fn trees(&self) -> SquareSet {
        (0..UNION_SQUARE_COUNT)
            .filter(|&i| self.cells[i] == TREE)
            .filter_map(Square::from_index)
            .collect()
    }

    /// Plants a tree on `sq`, replacing whatever was there.
    pub fn set_tree(&mut self, sq: Square) {
        self.set(sq, None);
        self.cells[sq.index()] = TREE;
    }

    #[inline]
    pub(crate) fn cells(&self) -> &[u8; UNION_SQUARE_COUNT] {
        &self.cells
    }

    /// Puts `piece` on `sq` (or empties it), replacing what was there (a tree too).
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        let bit = sq.padded();
        let (word, mask) = (usize::from(bit >> 6), 1u64 << (bit & 63));
        if let Some(old) = self.color_at(sq) {
            self.by_color[old].remove(sq);
            self.padded[old][word] &= !mask;
            self.knights[word] &= !mask;
        }
        match piece {
            Some(p) => {
                self.cells[sq.index()] = code(p);
                self.by_color[p.color].insert(sq);
                self.padded[p.color][word] |= mask;
                if p.role == Role::Knight {
                    self.knights[word] |= mask;
                }
            }
            None => self.cells[sq.index()] = EMPTY,
        }
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn pieces(&self, color: Color) -> SquareSet {
        self.by_color[color]
    }

    /// `color`'s pieces as a bit board in a padded 16 × 16 layout: square (file, rank) is bit
    /// [`Square::padded`] `= 16 * rank + file`, counted from the lowest bit of the first word.
    /// No board has more than 14 files, so files 14 and 15 never hold a square: shifting the
    /// whole board by a direction's offset (±1, ±15, ±16, ±17) moves every piece one step
    /// that way, none wrapping onto a square of another rank, and bits shifted past either end
    /// fall off. Evaluations that look at whole sides at once start from these.
    ///
    /// ```
    /// use camelot_core::{Board, Color, Square};
    /// let board = Board::start();
    /// let bits = board.padded(Color::White);
    /// let on = |sq: Square| bits[usize::from(sq.padded() / 64)] >> (sq.padded() % 64) & 1 == 1;
    /// assert!(board.pieces(Color::White).iter().all(on));
    /// assert_eq!(bits.iter().map(|w| w.count_ones()).sum::<u32>(), 14);
    /// ```
    #[inline]
    pub fn padded(&self, color: Color) -> [u64; 4] {
        self.padded[color]
    }

    /// `color`'s knights as a bit board in the padded layout of [`Board::padded`].
    ///
    /// ```
    /// use camelot_core::{Board, Color};
    /// let knights = Board::start().padded_knights(Color::Black);
    /// assert_eq!(knights.iter().map(|w| w.count_ones()).sum::<u32>(), 4);
    /// ```
    #[inline]
    pub fn padded_knights(&self, color: Color) -> [u64; 4] {
        let all = self.padded[color];
        [0, 1, 2, 3].map(|i| all[i] & self.knights[i])
    }

    /// The number of `color`'s pieces.
    #[inline]
    pub fn count(&self, color: Color) -> usize {
        self.by_color[color].len()
    }

    /// Every occupied square with its piece, in square order (WCF order on the Camelot board).
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.by_color
            .white
            .union(self.by_color.black)
            .into_iter()
            .filter_map(|sq| self.piece_at(sq).map(|p| (sq, p)))
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
    /// Off the board: like a tree, neither empty nor a piece.
    pub const OFF_BOARD: u8 = super::TREE;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The bit boards must follow every change of the mailbox: pieces put, replaced, taken
    /// away, and covered by trees.
    #[test]
    fn bit_boards_follow_the_squares() {
        let mut board = Board::start();
        let mut seed = 5u64;
        let squares: Vec<Square> = Square::all().collect();
        for _ in 0..2000 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let sq = squares[(seed >> 33) as usize % squares.len()];
            match (seed >> 20) % 6 {
                0 => board.set(sq, None),
                1 => board.set_tree(sq),
                k => {
                    let color = if k % 2 == 0 {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let role = if k < 4 { Role::Man } else { Role::Knight };
                    board.set(sq, Some(Piece::new(color, role)));
                }
            }
            for color in Color::ALL {
                let mut all = [0u64; 4];
                let mut knights = [0u64; 4];
                for (s, p) in board.iter().filter(|(_, p)| p.color == color) {
                    let bit = s.padded();
                    all[usize::from(bit / 64)] |= 1 << (bit % 64);
                    if p.role == Role::Knight {
                        knights[usize::from(bit / 64)] |= 1 << (bit % 64);
                    }
                }
                assert_eq!(board.padded(color), all);
                assert_eq!(board.padded_knights(color), knights);
            }
        }
    }
}
