//! A set of squares as a 160-bit set.

use crate::Square;
use std::fmt;

/// A set of squares.
///
/// ```
/// use camelot_core::{Square, SquareSet};
/// let mut set = SquareSet::EMPTY;
/// set.insert(Square::F1);
/// set.insert(Square::G16);
/// assert_eq!(set.len(), 2);
/// assert_eq!(set.iter().collect::<Vec<_>>(), [Square::F1, Square::G16]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SquareSet([u64; 3]);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: SquareSet = SquareSet([0; 3]);

    /// A set with one square.
    #[inline]
    pub const fn from_square(sq: Square) -> SquareSet {
        let mut s = SquareSet::EMPTY;
        let i = sq.index();
        s.0[i / 64] |= 1 << (i % 64);
        s
    }

    /// The set with square index `i` added (for tables built at compile time).
    #[inline]
    pub(crate) const fn with_index(mut self, i: usize) -> SquareSet {
        self.0[i / 64] |= 1 << (i % 64);
        self
    }

    /// Whether square index `i` is in the set.
    #[inline]
    pub(crate) const fn contains_index(self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// The squares of this set that are not in `other`.
    #[inline]
    pub const fn minus(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] & !other.0[0],
            self.0[1] & !other.0[1],
            self.0[2] & !other.0[2],
        ])
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        let i = sq.index();
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// Adds `sq`.
    #[inline]
    pub fn insert(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Removes `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) {
        let i = sq.index();
        self.0[i / 64] &= !(1 << (i % 64));
    }

    /// Number of squares in the set.
    #[inline]
    pub const fn len(self) -> usize {
        (self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones()) as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    /// The squares in WCF order.
    #[inline]
    pub fn iter(self) -> Iter {
        Iter(self.0)
    }

    /// The squares in both sets.
    #[inline]
    pub const fn intersect(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] & other.0[0],
            self.0[1] & other.0[1],
            self.0[2] & other.0[2],
        ])
    }

    /// The squares in either set.
    #[inline]
    pub const fn union(self, other: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] | other.0[0],
            self.0[1] | other.0[1],
            self.0[2] | other.0[2],
        ])
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut s = SquareSet::EMPTY;
        for sq in iter {
            s.insert(sq);
        }
        s
    }
}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Iterator over a [`SquareSet`].
#[derive(Debug, Clone)]
pub struct Iter([u64; 3]);

impl Iterator for Iter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        for (w, word) in self.0.iter_mut().enumerate() {
            if *word != 0 {
                let bit = word.trailing_zeros() as usize;
                *word &= *word - 1;
                return Some(Square::from_raw((w * 64 + bit) as u8));
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = SquareSet(self.0).len();
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_iter() {
        let all: SquareSet = Square::all().collect();
        assert_eq!(all.len(), 160);
        assert!(all.iter().eq(Square::all()));
        let mut s = all;
        for sq in Square::all().step_by(2) {
            s.remove(sq);
        }
        assert_eq!(s.len(), 80);
        assert!(!s.contains(Square::F1) && s.contains(Square::G1));
        assert_eq!(s.intersect(SquareSet::from_square(Square::G16)).len(), 1);
        assert!(SquareSet::EMPTY.is_empty());
    }
}
