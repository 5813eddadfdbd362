//! A padded 16 × 16 bit board for the evaluation: square (file, rank) is bit `16 * rank +
//! file` ([`camelot_core::Square::padded`], the layout of [`camelot_core::Board::padded`]). The widest board of the family (Chivalry) has 14 files, so files 14–15 are always
//! padding that never holds a square: a shift by one file cannot wrap onto the next rank, and
//! a whole side's neighbours in one direction are one shift (masked by the board's squares).

use camelot_core::SquareSet;

/// A set of squares in the padded layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Bits(pub [u64; 4]);

impl Bits {
    pub const EMPTY: Bits = Bits([0; 4]);

    #[inline(always)]
    pub fn set(&mut self, bit: u8) {
        self.0[usize::from(bit >> 6)] |= 1 << (bit & 63);
    }

    #[inline(always)]
    pub const fn and(self, o: Bits) -> Bits {
        Bits([
            self.0[0] & o.0[0],
            self.0[1] & o.0[1],
            self.0[2] & o.0[2],
            self.0[3] & o.0[3],
        ])
    }

    #[inline(always)]
    pub const fn or(self, o: Bits) -> Bits {
        Bits([
            self.0[0] | o.0[0],
            self.0[1] | o.0[1],
            self.0[2] | o.0[2],
            self.0[3] | o.0[3],
        ])
    }

    #[inline(always)]
    pub const fn and_not(self, o: Bits) -> Bits {
        Bits([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
            self.0[3] & !o.0[3],
        ])
    }

    #[inline(always)]
    pub fn count(self) -> i32 {
        self.0.iter().map(|w| w.count_ones() as i32).sum()
    }

    #[inline(always)]
    pub fn any(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) != 0
    }

    /// Every member moved by `BY` bits (toward higher bits when positive); bits pushed past
    /// either end are lost. `BY` is a direction offset: ±1, ±15, ±16 or ±17 (a constant, so
    /// each shift compiles to a few instructions).
    #[inline(always)]
    pub fn shift<const BY: i32>(self) -> Bits {
        let w = self.0;
        if BY > 0 {
            let k = BY as u32;
            Bits([
                w[0] << k,
                (w[1] << k) | (w[0] >> (64 - k)),
                (w[2] << k) | (w[1] >> (64 - k)),
                (w[3] << k) | (w[2] >> (64 - k)),
            ])
        } else {
            let k = (-BY) as u32;
            Bits([
                (w[0] >> k) | (w[1] << (64 - k)),
                (w[1] >> k) | (w[2] << (64 - k)),
                (w[2] >> k) | (w[3] << (64 - k)),
                w[3] >> k,
            ])
        }
    }
}

impl Bits {
    /// The squares of `set` in the padded layout.
    pub fn of_set(set: SquareSet) -> Bits {
        let mut b = Bits::EMPTY;
        for sq in set {
            b.set(sq.padded());
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

/// The bit offset of each direction of `camelot_core::geometry::DIRECTIONS`.
#[cfg(test)]
const OFFSETS: [i32; 8] = {
    let mut t = [0i32; 8];
    let mut d = 0;
    while d < 8 {
        let (file, rank) = camelot_core::geometry::DIRECTIONS[d];
        t[d] = rank as i32 * 16 + file as i32;
        d += 1;
    }
    t
};

/// Calls `$f!(OFFSET)` for each direction's offset as a constant, in the order of
/// `camelot_core::geometry::DIRECTIONS`.
macro_rules! for_each_offset {
    ($f:ident) => {
        $f!(16);
        $f!(17);
        $f!(1);
        $f!(-15);
        $f!(-16);
        $f!(-17);
        $f!(-1);
        $f!(15);
    };
}
pub(crate) use for_each_offset;

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Square;

    fn of(sq: Square) -> Bits {
        let mut b = Bits::EMPTY;
        b.set(sq.padded());
        b
    }

    fn shift_by(b: Bits, by: i32) -> Bits {
        let mut out = None;
        macro_rules! pick {
            ($o:expr) => {
                if by == $o {
                    out = Some(b.shift::<{ $o }>());
                }
            };
        }
        for_each_offset!(pick);
        out.expect("a direction offset")
    }

    #[test]
    fn offsets_are_listed_in_direction_order() {
        let mut listed = Vec::new();
        macro_rules! push {
            ($o:expr) => {
                listed.push($o)
            };
        }
        for_each_offset!(push);
        assert_eq!(listed, OFFSETS);
    }

    #[test]
    fn shifts_are_the_board_steps() {
        // On every board: a shift masked by the squares a piece may stand on is one step.
        for v in camelot_core::Variant::ALL {
            let geometry = v.geometry();
            let board = Bits::of_set(geometry.playable());
            assert_eq!(board.count() as usize, geometry.playable().len(), "{v}");
            for s in geometry.playable() {
                for (d, &offset) in OFFSETS.iter().enumerate() {
                    let moved = shift_by(of(s), offset).and(board);
                    match geometry.step(s, d) {
                        Some(n) => assert_eq!(moved, of(n), "{v}: {s} direction {d}"),
                        None => assert!(!moved.any(), "{v}: {s} direction {d} leaves the board"),
                    }
                }
            }
        }
    }
}
