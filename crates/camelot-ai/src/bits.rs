//! A padded 16 × 16 bit board for the evaluation: square (file, rank) is bit `16 * rank +
//! file` ([`camelot_core::Square::padded`], the layout of [`camelot_core::Board::padded`]). The widest board of the family (Chivalry) has 14 files, so files 14–15 are always
//! padding that never holds a square: a shift by one file cannot wrap onto the next rank, and
//! a whole side's neighbours in one direction are one shift (masked by the board's squares).

/// The padded square set is camelot-core's (its move generation uses it too).
pub(crate) use camelot_core::Padded as Bits;

/// A set's size as the evaluation adds it up (signed).
pub(crate) trait Count {
    /// How many squares.
    fn n(self) -> i32;
}

impl Count for Bits {
    #[inline(always)]
    fn n(self) -> i32 {
        self.count() as i32
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
            assert_eq!(board.n() as usize, geometry.playable().len(), "{v}");
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
