//! A padded 16 × 16 bit board: square (file, rank) is bit `16 * rank + file` ([`Square::padded`]).
//! The widest board of the family (Chivalry) has 14 files, so files 14–15 are always padding
//! that never holds a square: a shift by one or two files cannot wrap onto a square of the
//! next rank, and the neighbours of a whole side in one direction are one shift. The board
//! keeps each side's pieces this way too ([`crate::Board::padded`]). Move generation finds the
//! squares its walk starts from with shifts (where a piece could jump, where it could
//! canter); the walk itself goes square by square over the geometry's tables.
//!
//! [`Square::padded`]: crate::Square::padded

use crate::SquareSet;
use crate::geometry::{NONE, SQUARES_CONST, UNION_SQUARE_COUNT};

/// A set of squares in the padded layout (move generation here, the evaluation in
/// camelot-ai): four words, bit `16 * rank + file`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Padded(pub [u64; 4]);

impl Padded {
    /// No square.
    pub const EMPTY: Padded = Padded([0; 4]);

    /// Adds the square of `bit`.
    #[inline(always)]
    pub fn set(&mut self, bit: u8) {
        self.0[usize::from(bit >> 6)] |= 1 << (bit & 63);
    }

    /// Whether the square of `bit` is in the set.
    #[inline(always)]
    pub fn contains(&self, bit: u8) -> bool {
        self.0[usize::from(bit >> 6)] & (1 << (bit & 63)) != 0
    }

    /// Whether the set has a square.
    #[inline(always)]
    pub fn any(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) != 0
    }

    /// How many squares.
    #[inline(always)]
    pub fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// Takes the square of `bit` out.
    #[inline(always)]
    pub fn clear(&mut self, bit: u8) {
        self.0[usize::from(bit >> 6)] &= !(1 << (bit & 63));
    }

    /// The squares in both.
    #[inline(always)]
    pub const fn and(self, o: Padded) -> Padded {
        Padded([
            self.0[0] & o.0[0],
            self.0[1] & o.0[1],
            self.0[2] & o.0[2],
            self.0[3] & o.0[3],
        ])
    }

    /// The squares in either.
    #[inline(always)]
    pub const fn or(self, o: Padded) -> Padded {
        Padded([
            self.0[0] | o.0[0],
            self.0[1] | o.0[1],
            self.0[2] | o.0[2],
            self.0[3] | o.0[3],
        ])
    }

    /// The squares of `self` not in `o`.
    #[inline(always)]
    pub const fn and_not(self, o: Padded) -> Padded {
        Padded([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
            self.0[3] & !o.0[3],
        ])
    }

    /// Every member moved by `BY` bits (toward higher bits when positive); bits pushed past
    /// either end are lost. `BY` is a multiple of a direction's offset (±1, ±15, ±16, ±17)
    /// below 64, a constant, so each shift compiles to a few instructions.
    #[inline(always)]
    pub fn shift<const BY: i32>(self) -> Padded {
        let w = self.0;
        if BY > 0 {
            let k = BY as u32;
            Padded([
                w[0] << k,
                (w[1] << k) | (w[0] >> (64 - k)),
                (w[2] << k) | (w[1] >> (64 - k)),
                (w[3] << k) | (w[2] >> (64 - k)),
            ])
        } else {
            let k = (-BY) as u32;
            Padded([
                (w[0] >> k) | (w[1] << (64 - k)),
                (w[1] >> k) | (w[2] << (64 - k)),
                (w[2] >> k) | (w[3] << (64 - k)),
                w[3] >> k,
            ])
        }
    }

    /// The squares of `set` in the padded layout, square by square (for small sets).
    #[inline]
    pub fn of_set(set: SquareSet) -> Padded {
        let mut b = Padded::EMPTY;
        for sq in set {
            b.set(PAD[sq.index()]);
        }
        b
    }

    /// Calls `f` with each member's bit, lowest first.
    #[inline(always)]
    pub fn for_each_bit(self, mut f: impl FnMut(u8)) {
        for (w, &word) in self.0.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                f((w * 64) as u8 + bits.trailing_zeros() as u8);
                bits &= bits - 1;
            }
        }
    }
}

/// The padded bit of each square of the family, by square index.
pub(crate) static PAD: [u8; UNION_SQUARE_COUNT] = {
    let mut t = [0u8; UNION_SQUARE_COUNT];
    let mut i = 0;
    while i < UNION_SQUARE_COUNT {
        t[i] = pad(i);
        i += 1;
    }
    t
};

/// The square index of each padded bit, or [`NONE`].
pub(crate) static UNPAD: [u8; 256] = {
    let mut t = [NONE; 256];
    let mut i = 0;
    while i < UNION_SQUARE_COUNT {
        t[pad(i) as usize] = i as u8;
        i += 1;
    }
    t
};

/// The padded bit of square index `i`.
pub(crate) const fn pad(i: usize) -> u8 {
    SQUARES_CONST.rank[i] * 16 + SQUARES_CONST.file[i]
}

/// The padded set of the squares of `set` (for tables built at compile time).
pub(crate) const fn of_set_const(set: SquareSet) -> Padded {
    let mut b = [0u64; 4];
    let mut i = 0;
    while i < UNION_SQUARE_COUNT {
        if set.contains_index(i) {
            let bit = pad(i) as usize;
            b[bit / 64] |= 1 << (bit % 64);
        }
        i += 1;
    }
    Padded(b)
}

/// The bit offset of a leap (two steps) in each direction of [`crate::geometry::DIRECTIONS`],
/// as an addend modulo 256.
pub(crate) const LEAP: [u8; 8] = {
    let mut t = [0u8; 8];
    let mut d = 0;
    while d < 8 {
        let (file, rank) = crate::geometry::DIRECTIONS[d];
        t[d] = (2 * (rank as i32 * 16 + file as i32)) as u8;
        d += 1;
    }
    t
};

/// Calls `$f!(DIRECTION, OFFSET)` for each direction of [`crate::geometry::DIRECTIONS`], with
/// its bit offset, both constants.
macro_rules! for_each_direction {
    ($f:ident) => {
        $f!(0, 16);
        $f!(1, 17);
        $f!(2, 1);
        $f!(3, -15);
        $f!(4, -16);
        $f!(5, -17);
        $f!(6, -1);
        $f!(7, 15);
    };
}
pub(crate) use for_each_direction;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;
    use crate::geometry::DIRECTIONS;

    #[test]
    fn offsets_are_the_directions() {
        let mut listed = Vec::new();
        macro_rules! push {
            ($d:expr, $o:expr) => {
                listed.push(($d, $o))
            };
        }
        for_each_direction!(push);
        for (d, (file, rank)) in DIRECTIONS.iter().enumerate() {
            assert_eq!(listed[d], (d, i32::from(*rank) * 16 + i32::from(*file)));
        }
    }

    #[test]
    fn shifts_are_the_board_steps_and_leaps() {
        for v in Variant::ALL {
            let geometry = v.geometry();
            let board = Padded::of_set(geometry.playable());
            assert_eq!(board, of_set_const(geometry.playable()), "{v}");
            for s in geometry.playable() {
                let one = Padded::of_set(SquareSet::from_square(s));
                let mut seen = 0;
                macro_rules! check {
                    ($d:expr, $o:expr) => {
                        let step = one.shift::<{ $o }>().and(board);
                        let leap = one.shift::<{ $o + $o }>().and(board);
                        let want = |t: Option<crate::Square>| {
                            t.map_or(Padded::EMPTY, |t| Padded::of_set(SquareSet::from_square(t)))
                        };
                        assert_eq!(step, want(geometry.step(s, $d)), "{v}: {s} step {}", $d);
                        // A leap may pass the river's water, which the geometry's leaps never do.
                        if let Some(t) = geometry.leap(s, $d) {
                            assert_eq!(leap, want(Some(t)), "{v}: {s} leap {}", $d);
                        }
                        seen += 1;
                    };
                }
                for_each_direction!(check);
                assert_eq!(seen, 8);
                let mut back = Vec::new();
                one.for_each_bit(|b| back.push(UNPAD[usize::from(b)]));
                assert_eq!(back, [s.index() as u8]);
                for (d, &leap) in LEAP.iter().enumerate() {
                    if let Some(t) = geometry.leap(s, d) {
                        assert_eq!(s.padded().wrapping_add(leap), t.padded(), "{v}: {s} {d}");
                    }
                }
            }
        }
    }
}
