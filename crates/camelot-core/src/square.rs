//! Squares, files and ranks.

use crate::geometry::{CAMELOT_GEOMETRY, NONE, SQUARE_COUNT, SQUARES, UNION_SQUARE_COUNT};
use std::fmt;
use std::str::FromStr;

/// A square of the Camelot family's boards. The 160 squares of the Camelot board come first,
/// numbered in the WCF order: F1, G1, C2 … J2, B3 …, A4 … L13, …, F16, G16 (rank by rank from
/// White's side, each rank left to right); the 28 squares that only other boards have (such as
/// Chivalry's N5) follow. A square's name means the same on every board.
///
/// The methods that need a board (`new`, `all`, `step`, `leap`, parsing) are the Camelot
/// board's; a variant's board is its [`crate::geometry::Geometry`].
///
/// ```
/// use camelot_core::Square;
/// let sq: Square = "F7".parse().unwrap();
/// assert_eq!(sq.to_string(), "F7");
/// assert_eq!((sq.file(), sq.rank()), (5, 6));
/// assert!("A1".parse::<Square>().is_err(), "A1 is not on the board");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// White's castle squares, then Black's.
    pub const F1: Square = Square(0);
    /// The second square of White's castle.
    pub const G1: Square = Square(1);
    /// The first square of Black's castle.
    pub const F16: Square = Square(158);
    /// The second square of Black's castle.
    pub const G16: Square = Square(159);

    /// The square with index `index`, if there is one: `0..160` are the Camelot board's,
    /// `160..188` the squares only other boards have.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < UNION_SQUARE_COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Square from an index known to be in range (internal tables).
    #[inline]
    pub(crate) const fn from_raw(raw: u8) -> Square {
        debug_assert!((raw as usize) < UNION_SQUARE_COUNT);
        Square(raw)
    }

    /// The square at 0-based `file` (0 = A) and `rank` (0 = rank 1), if it is on the Camelot
    /// board (see [`Square::at`] for any board).
    ///
    /// ```
    /// use camelot_core::Square;
    /// assert_eq!(Square::new(5, 0), Some(Square::F1));
    /// assert_eq!(Square::new(0, 0), None);
    /// assert_eq!(Square::new(12, 4), None, "M5 is Chivalry's");
    /// ```
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        match Square::at(file, rank) {
            Some(sq) if (sq.0 as usize) < SQUARE_COUNT => Some(sq),
            _ => None,
        }
    }

    /// The square at 0-based `file` and `rank` on any board of the family.
    ///
    /// ```
    /// use camelot_core::Square;
    /// assert_eq!(Square::at(12, 4).map(|s| s.to_string()).as_deref(), Some("M5"));
    /// assert_eq!(Square::at(0, 0), None, "no board has A1");
    /// ```
    pub const fn at(file: u8, rank: u8) -> Option<Square> {
        if file as usize >= crate::geometry::MAX_FILES
            || rank as usize >= crate::geometry::MAX_RANKS
        {
            return None;
        }
        let i = SQUARES.index[rank as usize][file as usize];
        if i == NONE { None } else { Some(Square(i)) }
    }

    /// Index 0..188: the Camelot board's squares `0..160` in WCF order, then the others.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square's bit in the padded 16 × 16 layout of [`crate::Board::padded`]:
    /// `16 * rank + file`.
    ///
    /// ```
    /// use camelot_core::Square;
    /// let f7: Square = "F7".parse().unwrap();
    /// assert_eq!(f7.padded(), 16 * 6 + 5);
    /// ```
    #[inline]
    pub const fn padded(self) -> u8 {
        crate::padded::PAD[self.0 as usize]
    }

    /// 0-based file (0 = A … 13 = N).
    #[inline]
    pub const fn file(self) -> u8 {
        SQUARES.file[self.0 as usize]
    }

    /// 0-based rank (0 = rank 1 … 15 = rank 16).
    #[inline]
    pub const fn rank(self) -> u8 {
        SQUARES.rank[self.0 as usize]
    }

    /// Every square of the Camelot board in WCF order (a variant's squares are its
    /// [`crate::geometry::Geometry::squares`]).
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..SQUARE_COUNT as u8).map(Square)
    }

    /// The adjacent square of the Camelot board in direction `dir` (0..8, see
    /// [`crate::geometry::DIRECTIONS`]).
    #[inline]
    pub fn step(self, dir: usize) -> Option<Square> {
        CAMELOT_GEOMETRY.step(self, dir)
    }

    /// The square two steps away in direction `dir`, if both steps stay on the Camelot board.
    #[inline]
    pub fn leap(self, dir: usize) -> Option<Square> {
        CAMELOT_GEOMETRY.leap(self, dir)
    }

    /// The king-move distance to `other`.
    pub fn distance(self, other: Square) -> u8 {
        let df = self.file().abs_diff(other.file());
        let dr = self.rank().abs_diff(other.rank());
        df.max(dr)
    }

    /// The square halfway between two squares two steps apart in a line.
    pub fn midpoint(self, other: Square) -> Option<Square> {
        let (f1, r1, f2, r2) = (self.file(), self.rank(), other.file(), other.rank());
        if (f1 + f2) % 2 != 0 || (r1 + r2) % 2 != 0 {
            return None;
        }
        Square::at((f1 + f2) / 2, (r1 + r2) / 2)
    }

    /// Parses a square name of any board of the family (`N5` is Chivalry's); `FromStr` reads
    /// the Camelot board's only.
    ///
    /// ```
    /// use camelot_core::Square;
    /// assert_eq!(Square::parse_any("n5").map(|s| s.to_string()).as_deref(), Ok("N5"));
    /// assert!("N5".parse::<Square>().is_err());
    /// assert!(Square::parse_any("A1").is_err());
    /// ```
    pub fn parse_any(s: &str) -> Result<Square, ParseSquareError> {
        let syntax = || ParseSquareError::Syntax(s.to_string());
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(syntax)?.to_ascii_uppercase();
        let digits = chars.as_str();
        if !letter.is_ascii_uppercase()
            || digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(syntax());
        }
        let rank: u8 = digits.parse().map_err(|_| syntax())?;
        let file = letter as u8 - b'A';
        if rank == 0 {
            return Err(syntax());
        }
        Square::at(file, rank - 1).ok_or_else(|| ParseSquareError::OffBoard(s.to_string()))
    }

    /// The file letter, `A`..`N`.
    pub const fn file_char(self) -> char {
        (b'A' + self.file()) as char
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a square name was rejected.
///
/// ```
/// use camelot_core::{ParseSquareError, Square};
/// assert_eq!("A1".parse::<Square>(), Err(ParseSquareError::OffBoard("A1".into())));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseSquareError {
    /// Not a file letter followed by a rank number.
    Syntax(String),
    /// Well formed, but the board has no such square (for example `A1`).
    OffBoard(String),
}

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSquareError::Syntax(s) => write!(
                f,
                "`{s}` is not a square name (a file letter A-L and a rank 1-16, like F7)"
            ),
            ParseSquareError::OffBoard(s) => write!(f, "`{s}` is not a square of the board"),
        }
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match Square::parse_any(s) {
            Ok(sq) if sq.index() < SQUARE_COUNT => Ok(sq),
            Ok(_) => Err(ParseSquareError::OffBoard(s.to_string())),
            Err(e) => Err(e),
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Square {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wcf_order_and_names() {
        let names: Vec<String> = Square::all().map(|s| s.to_string()).collect();
        assert_eq!(&names[..4], ["F1", "G1", "C2", "D2"]);
        assert_eq!(&names[156..], ["I15", "J15", "F16", "G16"]);
        for (i, name) in names.iter().enumerate() {
            let sq: Square = name.parse().unwrap();
            assert_eq!(sq.index(), i);
            assert_eq!(name.to_lowercase().parse::<Square>().unwrap(), sq);
        }
    }

    #[test]
    fn bad_names() {
        for bad in [
            "", "F", "7", "M5", "F0", "F17", "F07", "F7x", "ff", "A1", "L14", "A16",
        ] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        assert!(matches!(
            "A1".parse::<Square>(),
            Err(ParseSquareError::OffBoard(_))
        ));
    }
}
