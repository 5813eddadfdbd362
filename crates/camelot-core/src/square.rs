//! Squares, files and ranks.

use crate::geometry::{NONE, SQUARE_COUNT, TABLES};
use std::fmt;
use std::str::FromStr;

/// One of the 160 squares, numbered in the WCF order: F1, G1, C2 … J2, B3 …, A4 … L13, …,
/// F16, G16 (rank by rank from White's side, each rank left to right).
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

    /// The square with index `index` (0..160), if there is one.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARE_COUNT {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Square from an index known to be in range (internal tables).
    #[inline]
    pub(crate) const fn from_raw(raw: u8) -> Square {
        debug_assert!((raw as usize) < SQUARE_COUNT);
        Square(raw)
    }

    /// The square at 0-based `file` (0 = A) and `rank` (0 = rank 1), if it is on the board.
    ///
    /// ```
    /// use camelot_core::Square;
    /// assert_eq!(Square::new(5, 0), Some(Square::F1));
    /// assert_eq!(Square::new(0, 0), None);
    /// ```
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file as usize >= crate::geometry::FILE_COUNT
            || rank as usize >= crate::geometry::RANK_COUNT
        {
            return None;
        }
        let i = TABLES.index[rank as usize][file as usize];
        if i == NONE { None } else { Some(Square(i)) }
    }

    /// Index 0..160 in WCF order.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based file (0 = A … 11 = L).
    #[inline]
    pub const fn file(self) -> u8 {
        TABLES.file[self.0 as usize]
    }

    /// 0-based rank (0 = rank 1 … 15 = rank 16).
    #[inline]
    pub const fn rank(self) -> u8 {
        TABLES.rank[self.0 as usize]
    }

    /// Every square in WCF order.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..SQUARE_COUNT as u8).map(Square)
    }

    /// The adjacent square in direction `dir` (0..8, see [`crate::geometry::DIRECTIONS`]).
    #[inline]
    pub fn step(self, dir: usize) -> Option<Square> {
        let s = TABLES.step[self.0 as usize][dir];
        (s != NONE).then_some(Square(s))
    }

    /// The square two steps away in direction `dir`, if both steps stay on the board.
    #[inline]
    pub fn leap(self, dir: usize) -> Option<Square> {
        let s = TABLES.leap[self.0 as usize][dir];
        (s != NONE).then_some(Square(s))
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
        Square::new((f1 + f2) / 2, (r1 + r2) / 2)
    }

    /// The file letter, `A`..`L`.
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
        Square::new(file, rank - 1).ok_or_else(|| ParseSquareError::OffBoard(s.to_string()))
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
