//! Board geometry as data: which squares exist, where the castles are, and the neighbour and
//! leap tables that move generation walks. Everything is computed at compile time from the
//! rank spans in [`CAMELOT`], so a board of the Camelot family (Cam, Camette, Chivalry) is a
//! different `Shape`, not different move-generation code.

/// The eight directions, as (file step, rank step): N, NE, E, SE, S, SW, W, NW.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Marks "no square" in the tables.
pub(crate) const NONE: u8 = u8::MAX;

/// The outline of a board: for each rank (rank 1 first), its first and last file (0 = A), and
/// the two squares of each side's castle as (file, rank) pairs, both 0-based.
#[derive(Debug)]
pub struct Shape {
    /// Number of files (columns).
    pub files: u8,
    /// First and last file of each rank, from the first rank up.
    pub spans: &'static [(u8, u8)],
    /// White's castle squares, then Black's.
    pub castles: [[(u8, u8); 2]; 2],
}

/// The Camelot board: 160 squares, files A–L, ranks 1–16, castles F1/G1 and F16/G16.
pub const CAMELOT: Shape = Shape {
    files: 12,
    spans: &[
        (5, 6),
        (2, 9),
        (1, 10),
        (0, 11),
        (0, 11),
        (0, 11),
        (0, 11),
        (0, 11),
        (0, 11),
        (0, 11),
        (0, 11),
        (0, 11),
        (0, 11),
        (1, 10),
        (2, 9),
        (5, 6),
    ],
    castles: [[(5, 0), (6, 0)], [(5, 15), (6, 15)]],
};

/// Number of squares of the Camelot board.
pub const SQUARE_COUNT: usize = 160;
/// Number of files of the Camelot board.
pub const FILE_COUNT: usize = 12;
/// Number of ranks of the Camelot board.
pub const RANK_COUNT: usize = 16;

/// All tables derived from a [`Shape`].
pub(crate) struct Tables {
    pub file: [u8; SQUARE_COUNT],
    pub rank: [u8; SQUARE_COUNT],
    /// `index[rank][file]`: the square there, or `NONE`.
    pub index: [[u8; FILE_COUNT]; RANK_COUNT],
    /// `step[sq][dir]`: the adjacent square in `dir`, or `NONE`.
    pub step: [[u8; 8]; SQUARE_COUNT],
    /// `leap[sq][dir]`: the square two steps away in `dir` (both steps on the board), or `NONE`.
    pub leap: [[u8; 8]; SQUARE_COUNT],
    /// The castle squares of White, then Black.
    pub castles: [[u8; 2]; 2],
}

const fn build(shape: &Shape) -> Tables {
    let mut t = Tables {
        file: [0; SQUARE_COUNT],
        rank: [0; SQUARE_COUNT],
        index: [[NONE; FILE_COUNT]; RANK_COUNT],
        step: [[NONE; 8]; SQUARE_COUNT],
        leap: [[NONE; 8]; SQUARE_COUNT],
        castles: [[NONE; 2]; 2],
    };
    let mut n = 0usize;
    let mut r = 0usize;
    while r < shape.spans.len() {
        let (first, last) = shape.spans[r];
        let mut f = first as usize;
        while f <= last as usize {
            t.file[n] = f as u8;
            t.rank[n] = r as u8;
            t.index[r][f] = n as u8;
            n += 1;
            f += 1;
        }
        r += 1;
    }
    assert!(n == SQUARE_COUNT, "shape must have SQUARE_COUNT squares");
    let mut sq = 0usize;
    while sq < SQUARE_COUNT {
        let mut d = 0usize;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            let one = at(
                &t,
                t.file[sq] as i32 + df as i32,
                t.rank[sq] as i32 + dr as i32,
            );
            t.step[sq][d] = one;
            if one != NONE {
                t.leap[sq][d] = at(
                    &t,
                    t.file[sq] as i32 + 2 * df as i32,
                    t.rank[sq] as i32 + 2 * dr as i32,
                );
            }
            d += 1;
        }
        sq += 1;
    }
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < 2 {
            let (f, r) = shape.castles[c][i];
            t.castles[c][i] = t.index[r as usize][f as usize];
            assert!(
                t.castles[c][i] != NONE,
                "castle square must be on the board"
            );
            i += 1;
        }
        c += 1;
    }
    let _ = shape.files;
    t
}

const fn at(t: &Tables, file: i32, rank: i32) -> u8 {
    if file < 0 || rank < 0 || file >= FILE_COUNT as i32 || rank >= RANK_COUNT as i32 {
        NONE
    } else {
        t.index[rank as usize][file as usize]
    }
}

pub(crate) static TABLES: Tables = build(&CAMELOT);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_per_rank() {
        let widths: Vec<usize> = CAMELOT
            .spans
            .iter()
            .map(|&(a, b)| (b - a + 1) as usize)
            .collect();
        assert_eq!(
            widths,
            [2, 8, 10, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 10, 8, 2]
        );
    }

    #[test]
    fn steps_are_symmetric() {
        for sq in 0..SQUARE_COUNT {
            for d in 0..8 {
                let n = TABLES.step[sq][d];
                if n != NONE {
                    assert_eq!(TABLES.step[n as usize][(d + 4) % 8] as usize, sq);
                }
                let l = TABLES.leap[sq][d];
                if l != NONE {
                    assert_eq!(TABLES.leap[l as usize][(d + 4) % 8] as usize, sq);
                    assert_ne!(TABLES.step[sq][d], NONE);
                }
            }
        }
    }

    #[test]
    fn corner_and_castle_neighbours() {
        // F1 touches E2, F2, G2 and G1 only.
        let f1 = TABLES.index[0][5] as usize;
        let n: usize = TABLES.step[f1].iter().filter(|&&s| s != NONE).count();
        assert_eq!(n, 4);
        // A4 has no neighbour to the south-west, south or west.
        let a4 = TABLES.index[3][0] as usize;
        assert_eq!(TABLES.step[a4][4], NONE);
        assert_ne!(TABLES.step[a4][3], NONE, "B3 exists");
    }
}
