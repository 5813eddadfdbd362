//! Pieces: a role and a colour.

use crate::Color;
use std::fmt;

/// What a piece is: a man or a knight (knights may also charge).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Role {
    /// Plain move, canter and jump.
    Man,
    /// Everything a man does, plus the knight's charge.
    Knight,
}

impl Role {
    /// The role's name in lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Man => "man",
            Role::Knight => "knight",
        }
    }
}

/// A piece on the board.
///
/// ```
/// use camelot_core::{Color, Piece, Role};
/// let p = Piece::new(Color::White, Role::Knight);
/// assert_eq!(p.char(), 'K');
/// assert_eq!(Piece::from_char('m'), Some(Piece::new(Color::Black, Role::Man)));
/// assert_eq!(p.to_string(), "white knight");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// Man or knight.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The position-text letter: `K`/`M` for White, `k`/`m` for Black.
    pub const fn char(self) -> char {
        match (self.color, self.role) {
            (Color::White, Role::Man) => 'M',
            (Color::White, Role::Knight) => 'K',
            (Color::Black, Role::Man) => 'm',
            (Color::Black, Role::Knight) => 'k',
        }
    }

    /// Parses a position-text letter.
    pub const fn from_char(c: char) -> Option<Piece> {
        Some(match c {
            'M' => Piece::new(Color::White, Role::Man),
            'K' => Piece::new(Color::White, Role::Knight),
            'm' => Piece::new(Color::Black, Role::Man),
            'k' => Piece::new(Color::Black, Role::Knight),
            _ => return None,
        })
    }

    /// A compact index 0..4 (white man, white knight, black man, black knight).
    #[inline]
    pub const fn index(self) -> usize {
        self.color.index() * 2 + self.role as usize
    }

    /// The name used by the web app's test hooks, e.g. `white-knight`.
    pub fn slug(self) -> String {
        format!("{}-{}", self.color.name(), self.role.name())
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color.name(), self.role.name())
    }
}
