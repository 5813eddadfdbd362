//! The two sides and per-side tables.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// One of the two players. White moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Color {
    /// The side that starts on ranks 6–7 and defends F1/G1.
    White,
    /// The side that starts on ranks 10–11 and defends F16/G16.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// `0` for White, `1` for Black: the index into per-side tables.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour's name in lower case, as used in status lines.
    ///
    /// ```
    /// assert_eq!(camelot_core::Color::Black.name(), "black");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The one-letter code used in position text (`w` or `b`).
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Parses the one-letter code of position text.
    ///
    /// ```
    /// use camelot_core::Color;
    /// assert_eq!(Color::from_char('b'), Some(Color::Black));
    /// assert_eq!(Color::from_char('x'), None);
    /// ```
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'w' | 'W' => Some(Color::White),
            'b' | 'B' => Some(Color::Black),
            _ => None,
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

/// A value for each side, indexed by [`Color`].
///
/// ```
/// use camelot_core::{ByColor, Color};
/// let mut counts = ByColor::new(0, 0);
/// counts[Color::Black] += 1;
/// assert_eq!(counts.black, 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// A table from White's and Black's values.
    pub const fn new(white: T, black: T) -> Self {
        ByColor { white, black }
    }

    /// A table with each side's value computed from the colour.
    pub fn from_fn(mut f: impl FnMut(Color) -> T) -> Self {
        ByColor {
            white: f(Color::White),
            black: f(Color::Black),
        }
    }

    /// The table with each value transformed.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor {
            white: f(self.white),
            black: f(self.black),
        }
    }

    /// The value of `color` (const-friendly alternative to indexing).
    #[inline]
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    #[inline]
    fn index(&self, color: Color) -> &T {
        self.get(color)
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}
