//! Distance tables the evaluation reads, computed at compile time from square coordinates:
//! for each square, how far (in king moves) it is from each castle square, and the same as
//! bit boards of the squares at each distance ("shells"), so a whole side is measured at once.

use crate::bits::{Bits, PAD};
use camelot_core::Square;
use camelot_core::geometry::SQUARE_COUNT;

/// Distances never exceed this (the board is 12 files by 16 ranks).
pub(crate) const MAX_DISTANCE: usize = 15;

/// Which castle square a shell is measured from: `0` and `1` are the castle's two squares
/// (F and G), [`NEARER`] the nearer of them.
pub(crate) const NEARER: usize = 2;

/// `SHELLS[color][k][d]`: the squares at distance exactly `d` from square `k` of the castle
/// `color` attacks (White attacks F16/G16, Black F1/G1), or from the nearer of them when
/// `k` is [`NEARER`].
pub(crate) static SHELLS: [[[Bits; MAX_DISTANCE + 1]; 3]; 2] = SHELLS_CONST;

const fn chebyshev(a: (i32, i32), b: (i32, i32)) -> usize {
    let df = (a.0 - b.0).abs();
    let dr = (a.1 - b.1).abs();
    (if df > dr { df } else { dr }) as usize
}

const fn build() -> [[[Bits; MAX_DISTANCE + 1]; 3]; 2] {
    let mut t = [[[Bits::EMPTY; MAX_DISTANCE + 1]; 3]; 2];
    // White's target castle is F16/G16 (rank index 15), Black's F1/G1 (rank index 0).
    let targets = [[(5, 15), (6, 15)], [(5, 0), (6, 0)]];
    let mut i = 0;
    while i < SQUARE_COUNT {
        let (f, r) = match Square::from_index(i) {
            Some(s) => (s.file() as i32, s.rank() as i32),
            None => (-100, -100),
        };
        let bit = PAD[i];
        let mut c = 0;
        while c < 2 {
            let a = chebyshev((f, r), targets[c][0]);
            let b = chebyshev((f, r), targets[c][1]);
            let nearer = if a < b { a } else { b };
            let word = (bit >> 6) as usize;
            let mask = 1u64 << (bit & 63);
            t[c][0][a].0[word] |= mask;
            t[c][1][b].0[word] |= mask;
            t[c][NEARER][nearer].0[word] |= mask;
            c += 1;
        }
        i += 1;
    }
    t
}

/// The squares within `radius` of the castle `color` attacks (of its nearer square); radius 0
/// gives the castle itself.
pub(crate) const fn near_target(color: usize, radius: usize) -> Bits {
    let mut out = Bits::EMPTY;
    let mut d = 0;
    while d <= radius && d <= MAX_DISTANCE {
        let s = SHELLS_CONST[color][NEARER][d];
        out = Bits([
            out.0[0] | s.0[0],
            out.0[1] | s.0[1],
            out.0[2] | s.0[2],
            out.0[3] | s.0[3],
        ]);
        d += 1;
    }
    out
}

const SHELLS_CONST: [[[Bits; MAX_DISTANCE + 1]; 3]; 2] = build();

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::{Color, castle};

    #[test]
    fn shells_hold_every_square_at_its_distance() {
        for color in Color::ALL {
            let ci = color.index();
            let target = castle(!color);
            for s in Square::all() {
                let mut one = Bits::EMPTY;
                one.set(PAD[s.index()]);
                let distances = [
                    s.distance(target[0]),
                    s.distance(target[1]),
                    s.distance(target[0]).min(target[1].distance(s)),
                ];
                for (k, &want) in distances.iter().enumerate() {
                    for (d, shell) in SHELLS[ci][k].iter().enumerate() {
                        let inside = shell.and(one).any();
                        assert_eq!(inside, usize::from(want) == d, "{s} from {k} at {d}");
                    }
                }
            }
        }
    }
}
