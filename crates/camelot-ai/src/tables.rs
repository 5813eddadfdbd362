//! Board tables the evaluation reads, computed at compile time from square coordinates.

use camelot_core::Square;
use camelot_core::geometry::{DIRECTIONS, SQUARE_COUNT};

/// Marks "no square".
pub(crate) const NONE: u8 = u8::MAX;

/// `file`, `rank` of each square index.
const fn coords(i: usize) -> (i32, i32) {
    match Square::from_index(i) {
        Some(s) => (s.file() as i32, s.rank() as i32),
        None => (-100, -100),
    }
}

const fn index_at(file: i32, rank: i32) -> u8 {
    if file < 0 || rank < 0 || file > 15 || rank > 15 {
        return NONE;
    }
    match Square::new(file as u8, rank as u8) {
        Some(s) => s.index() as u8,
        None => NONE,
    }
}

/// The tables.
pub(crate) struct Tables {
    /// `step[sq][dir]`: the neighbour in direction `dir`, or [`NONE`].
    pub step: [[u8; 8]; SQUARE_COUNT],
    /// `leap[sq][dir]`: the square two steps away, or [`NONE`].
    pub leap: [[u8; 8]; SQUARE_COUNT],
    /// `castle_distance[color][sq]`: king-move distance from `sq` to the nearer square of the
    /// castle `color` attacks (White attacks F16/G16).
    pub castle_distance: [[u8; SQUARE_COUNT]; 2],
    /// `to_square[castle square 0/1 of color's target][sq]`: distance to that one square.
    pub target_distance: [[[u8; SQUARE_COUNT]; 2]; 2],
}

const fn chebyshev(a: (i32, i32), b: (i32, i32)) -> u8 {
    let df = (a.0 - b.0).abs();
    let dr = (a.1 - b.1).abs();
    (if df > dr { df } else { dr }) as u8
}

const fn build() -> Tables {
    let mut t = Tables {
        step: [[NONE; 8]; SQUARE_COUNT],
        leap: [[NONE; 8]; SQUARE_COUNT],
        castle_distance: [[0; SQUARE_COUNT]; 2],
        target_distance: [[[0; SQUARE_COUNT]; 2]; 2],
    };
    // White's target castle is F16/G16 (rank index 15), Black's F1/G1 (rank index 0).
    let targets = [[(5, 15), (6, 15)], [(5, 0), (6, 0)]];
    let mut i = 0;
    while i < SQUARE_COUNT {
        let (f, r) = coords(i);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            let one = index_at(f + df as i32, r + dr as i32);
            t.step[i][d] = one;
            if one != NONE {
                t.leap[i][d] = index_at(f + 2 * df as i32, r + 2 * dr as i32);
            }
            d += 1;
        }
        let mut c = 0;
        while c < 2 {
            let a = chebyshev((f, r), targets[c][0]);
            let b = chebyshev((f, r), targets[c][1]);
            t.target_distance[c][0][i] = a;
            t.target_distance[c][1][i] = b;
            t.castle_distance[c][i] = if a < b { a } else { b };
            c += 1;
        }
        i += 1;
    }
    t
}

pub(crate) static TABLES: Tables = build();

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Color;

    #[test]
    fn tables_agree_with_core() {
        for s in Square::all() {
            for d in 0..8 {
                let mine = TABLES.step[s.index()][d];
                assert_eq!(s.step(d).map(|x| x.index() as u8).unwrap_or(NONE), mine);
                let mine = TABLES.leap[s.index()][d];
                assert_eq!(s.leap(d).map(|x| x.index() as u8).unwrap_or(NONE), mine);
            }
            let want = camelot_core::castle(Color::Black)
                .iter()
                .map(|&c| s.distance(c))
                .min()
                .unwrap_or(0);
            assert_eq!(
                TABLES.castle_distance[Color::White.index()][s.index()],
                want
            );
        }
    }
}
