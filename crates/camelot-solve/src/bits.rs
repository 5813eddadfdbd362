//! Square sets of a solver board: a `u32` for boards of up to 32 squares (Camette has 23), a
//! three-word set for the big boards (Camelot's 160 squares). Bit `i` is the solver's square
//! `i` (see [`crate::Board`]).

use std::fmt::Debug;

/// A set of solver squares as bits.
pub trait Bits: Copy + Eq + Ord + Debug + Send + Sync + Default + 'static {
    /// Most squares a board may have for this set.
    const CAPACITY: usize;
    /// The empty set.
    const EMPTY: Self;
    /// The set of square `i`.
    fn bit(i: usize) -> Self;
    /// Whether square `i` is in the set.
    fn has(self, i: usize) -> bool;
    /// Union.
    fn or(self, o: Self) -> Self;
    /// Intersection.
    fn and(self, o: Self) -> Self;
    /// The squares of `self` not in `o`.
    fn minus(self, o: Self) -> Self;
    /// Number of squares.
    fn count(self) -> u32;
    /// Whether the set is empty.
    fn is_empty(self) -> bool;
    /// The lowest square, if any.
    fn first(self) -> Option<usize>;
    /// The set without its lowest square.
    fn without_first(self) -> Self;
    /// Number of squares of the set below square `i`.
    fn count_below(self, i: usize) -> u32;
    /// Byte `k` of the set (squares `8k..8k+8`).
    fn byte(self, k: usize) -> u8;

    /// The set with square `i` added.
    #[inline(always)]
    fn with(self, i: usize) -> Self {
        self.or(Self::bit(i))
    }

    /// The set with square `i` removed.
    #[inline(always)]
    fn without(self, i: usize) -> Self {
        self.minus(Self::bit(i))
    }

    /// The squares, lowest first.
    #[inline(always)]
    fn squares(self) -> SquaresIter<Self> {
        SquaresIter(self)
    }
}

/// The squares of a set, lowest first.
pub struct SquaresIter<B>(B);

impl<B: Bits> Iterator for SquaresIter<B> {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        let i = self.0.first()?;
        self.0 = self.0.without_first();
        Some(i)
    }
}

impl Bits for u32 {
    const CAPACITY: usize = 32;
    const EMPTY: u32 = 0;

    #[inline(always)]
    fn bit(i: usize) -> u32 {
        1 << i
    }
    #[inline(always)]
    fn has(self, i: usize) -> bool {
        self >> i & 1 != 0
    }
    #[inline(always)]
    fn or(self, o: u32) -> u32 {
        self | o
    }
    #[inline(always)]
    fn and(self, o: u32) -> u32 {
        self & o
    }
    #[inline(always)]
    fn minus(self, o: u32) -> u32 {
        self & !o
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self == 0
    }
    #[inline(always)]
    fn first(self) -> Option<usize> {
        (self != 0).then(|| self.trailing_zeros() as usize)
    }
    #[inline(always)]
    fn without_first(self) -> u32 {
        self & self.wrapping_sub(1)
    }
    #[inline(always)]
    fn count_below(self, i: usize) -> u32 {
        (self & ((1u32 << i) - 1)).count_ones()
    }
    #[inline(always)]
    fn byte(self, k: usize) -> u8 {
        (self >> (8 * k)) as u8
    }
}

/// A set of up to 192 squares in three words.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Default, Hash)]
pub struct Wide(pub [u64; 3]);

impl Bits for Wide {
    const CAPACITY: usize = 192;
    const EMPTY: Wide = Wide([0; 3]);

    #[inline(always)]
    fn bit(i: usize) -> Wide {
        let mut w = [0; 3];
        w[i / 64] = 1 << (i % 64);
        Wide(w)
    }
    #[inline(always)]
    fn has(self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 != 0
    }
    #[inline(always)]
    fn or(self, o: Wide) -> Wide {
        Wide([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2]])
    }
    #[inline(always)]
    fn and(self, o: Wide) -> Wide {
        Wide([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2]])
    }
    #[inline(always)]
    fn minus(self, o: Wide) -> Wide {
        Wide([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
        ])
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self.0 == [0; 3]
    }
    #[inline(always)]
    fn first(self) -> Option<usize> {
        (0..3)
            .find(|&k| self.0[k] != 0)
            .map(|k| k * 64 + self.0[k].trailing_zeros() as usize)
    }
    #[inline(always)]
    fn without_first(self) -> Wide {
        let mut w = self.0;
        if let Some(k) = (0..3).find(|&k| w[k] != 0) {
            w[k] &= w[k] - 1;
        }
        Wide(w)
    }
    #[inline(always)]
    fn count_below(self, i: usize) -> u32 {
        let (k, b) = (i / 64, i % 64);
        let full: u32 = self.0[..k].iter().map(|w| w.count_ones()).sum();
        full + (self.0[k] & ((1u64 << b) - 1)).count_ones()
    }
    #[inline(always)]
    fn byte(self, k: usize) -> u8 {
        (self.0[k / 8] >> (8 * (k % 8))) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check<B: Bits>(squares: &[usize]) {
        let mut set = B::EMPTY;
        for &s in squares {
            set = set.with(s);
        }
        let got: Vec<usize> = set.squares().collect();
        let mut want = squares.to_vec();
        want.sort_unstable();
        want.dedup();
        assert_eq!(got, want);
        assert_eq!(set.count() as usize, want.len());
        for i in 0..B::CAPACITY.min(170) {
            assert_eq!(set.has(i), want.contains(&i));
            let below = want.iter().filter(|&&s| s < i).count() as u32;
            assert_eq!(set.count_below(i), below);
        }
        assert!(set.minus(set).is_empty());
        assert_eq!(
            set.and(set.without(want[0])).count() as usize,
            want.len() - 1
        );
    }

    #[test]
    fn both_widths_agree() {
        check::<u32>(&[0, 5, 22, 31]);
        check::<Wide>(&[0, 5, 22, 31]);
        check::<Wide>(&[63, 64, 127, 128, 159, 170]);
    }
}
