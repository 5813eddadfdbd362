//! Board geometry as data. Each board of the Camelot family is a [`Layout`]: the files each rank
//! spans, the castle squares of each side, the river and its bridges, the squares where trees
//! may be planted. The neighbour and leap tables that move generation walks are computed from
//! it at compile time ([`Geometry`]), so Cam, Camette, Chivalry and River Camelot are different
//! data, not different move-generation code.
//!
//! Squares are shared by the whole family: `F7` is one [`crate::Square`] whatever the board.
//! The family's squares are the union of all its boards ([`UNION_SQUARE_COUNT`] of them):
//! the Camelot board's 160 come first, in WCF order, so that a Camelot square's index is
//! what it always was; the 28 squares only the other boards have follow, rank by rank.
//!
//! ```
//! use camelot_core::{Square, Variant};
//! let chivalry = Variant::Chivalry.geometry();
//! assert_eq!(chivalry.squares().len(), 176);
//! assert_eq!((chivalry.files(), chivalry.ranks()), (14, 16));
//! let n5 = chivalry.square(13, 4).unwrap();
//! assert_eq!(n5.to_string(), "N5");
//! assert!(!Variant::Camelot.geometry().contains(n5));
//! ```

use crate::padded::{self, Padded};
use crate::{Color, Square, SquareSet};

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

/// Number of squares of the Camelot board (indices `0..160` are its squares, in WCF order).
pub const SQUARE_COUNT: usize = 160;
/// Number of files of the Camelot board.
pub const FILE_COUNT: usize = 12;
/// Number of ranks of the Camelot board.
pub const RANK_COUNT: usize = 16;
/// Number of squares of all the family's boards together: every [`crate::Square`] index is
/// below this. Tables indexed by square for any variant need this many entries.
pub const UNION_SQUARE_COUNT: usize = 188;
/// The most files any board has (Chivalry: A–N).
pub const MAX_FILES: usize = 14;
/// The most ranks any board has.
pub const MAX_RANKS: usize = 16;

/// A board of the Camelot family, as data. Square lists are square names separated by
/// spaces; files and ranks count from 0 (file A, rank 1).
#[derive(Debug)]
pub struct Layout {
    /// First and last file letter of each rank, from rank 1 up.
    pub spans: &'static [(u8, u8)],
    /// White's castle squares, then Black's (one or two each).
    pub castles: [&'static str; 2],
    /// Squares of the river, bridges included: river squares can never be entered or leapt
    /// over; bridges are ordinary squares.
    pub river: &'static str,
    /// The river squares that are bridges.
    pub bridges: &'static str,
    /// Where White, then Black, may plant trees.
    pub tree_squares: [&'static str; 2],
}

/// The Camelot board: 160 squares, files A–L, ranks 1–16, castles F1 G1 and F16 G16.
pub const CAMELOT: Layout = Layout {
    spans: &[
        (b'F', b'G'),
        (b'C', b'J'),
        (b'B', b'K'),
        (b'A', b'L'),
        (b'A', b'L'),
        (b'A', b'L'),
        (b'A', b'L'),
        (b'A', b'L'),
        (b'A', b'L'),
        (b'A', b'L'),
        (b'A', b'L'),
        (b'A', b'L'),
        (b'A', b'L'),
        (b'B', b'K'),
        (b'C', b'J'),
        (b'F', b'G'),
    ],
    castles: ["F1 G1", "F16 G16"],
    river: "",
    bridges: "",
    tree_squares: ["", ""],
};

/// The Chivalry board (Parker, 1887): 176 squares, files A–N, castles G1 H1 and G16 H16.
pub const CHIVALRY: Layout = Layout {
    spans: &[
        (b'G', b'H'),
        (b'D', b'K'),
        (b'C', b'L'),
        (b'B', b'M'),
        (b'A', b'N'),
        (b'A', b'N'),
        (b'A', b'N'),
        (b'A', b'N'),
        (b'A', b'N'),
        (b'A', b'N'),
        (b'A', b'N'),
        (b'A', b'N'),
        (b'B', b'M'),
        (b'C', b'L'),
        (b'D', b'K'),
        (b'G', b'H'),
    ],
    castles: ["G1 H1", "G16 H16"],
    river: "",
    bridges: "",
    tree_squares: ["", ""],
};

/// The Cam board (1949): 67 squares, files A–G, ranks 1–13, castles D1 and D13.
pub const CAM: Layout = Layout {
    spans: &[
        (b'D', b'D'),
        (b'C', b'E'),
        (b'B', b'F'),
        (b'A', b'G'),
        (b'A', b'G'),
        (b'A', b'G'),
        (b'A', b'G'),
        (b'A', b'G'),
        (b'A', b'G'),
        (b'A', b'G'),
        (b'B', b'F'),
        (b'C', b'E'),
        (b'D', b'D'),
    ],
    castles: ["D1", "D13"],
    river: "",
    bridges: "",
    tree_squares: ["", ""],
};

/// The Camette board (Nolan, 2002): 23 squares, files A–E, ranks 1–7, castles C1 and C7.
pub const CAMETTE: Layout = Layout {
    spans: &[
        (b'C', b'C'),
        (b'B', b'D'),
        (b'A', b'E'),
        (b'A', b'E'),
        (b'A', b'E'),
        (b'B', b'D'),
        (b'C', b'C'),
    ],
    castles: ["C1", "C7"],
    river: "",
    bridges: "",
    tree_squares: ["", ""],
};

/// The River Camelot board: Camelot's, with a river of 28 squares across it (4 of them
/// bridges) and each side's tree squares (AbstractPlay's).
pub const RIVER: Layout = Layout {
    spans: CAMELOT.spans,
    castles: CAMELOT.castles,
    river: "A5 A6 B6 C6 A7 B7 C7 D7 E7 C8 D8 E8 F8 G8 F9 G9 H9 I9 J9 H10 I10 J10 K10 L10 \
            J11 K11 L11 L12",
    bridges: "D7 D8 I9 I10",
    tree_squares: [
        "C2 D2 I2 J2 B3 C3 D3 E3 F3 G3 H3 I3 J3 K3 A4 B4 K4 L4 B5 C5 J5 K5 L5 \
         F6 G6 H6 I6 J6 K6 L6 F7 G7 H7 I7 J7 K7 L7 K8 L8 K9 L9",
        "A8 B8 A9 B9 A10 B10 C10 D10 E10 F10 G10 A11 B11 C11 D11 E11 F11 G11 \
         A12 B12 C12 J12 K12 A13 B13 K13 L13 B14 C14 D14 E14 F14 G14 H14 I14 J14 K14 \
         C15 D15 I15 J15",
    ],
};

/// Every board, in the order of [`Geometry`] tables.
const LAYOUTS: [&Layout; 5] = [&CAMELOT, &CHIVALRY, &CAM, &CAMETTE, &RIVER];

/// The family's square numbering: coordinates of each index, index of each coordinate.
pub(crate) struct Squares {
    pub file: [u8; UNION_SQUARE_COUNT],
    pub rank: [u8; UNION_SQUARE_COUNT],
    /// `index[rank][file]`: the square there, or `NONE`.
    pub index: [[u8; MAX_FILES]; MAX_RANKS],
}

const fn on_layout(layout: &Layout, file: usize, rank: usize) -> bool {
    rank < layout.spans.len()
        && file + b'A' as usize >= layout.spans[rank].0 as usize
        && file + b'A' as usize <= layout.spans[rank].1 as usize
}

const fn build_squares() -> Squares {
    let mut s = Squares {
        file: [0; UNION_SQUARE_COUNT],
        rank: [0; UNION_SQUARE_COUNT],
        index: [[NONE; MAX_FILES]; MAX_RANKS],
    };
    let mut n = 0usize;
    // Camelot's squares first (their WCF order), then the others.
    let mut pass = 0;
    while pass < 2 {
        let mut r = 0;
        while r < MAX_RANKS {
            let mut f = 0;
            while f < MAX_FILES {
                let camelot = on_layout(&CAMELOT, f, r);
                let mut any = false;
                let mut l = 0;
                while l < LAYOUTS.len() {
                    any = any || on_layout(LAYOUTS[l], f, r);
                    l += 1;
                }
                if (pass == 0 && camelot) || (pass == 1 && any && !camelot) {
                    s.file[n] = f as u8;
                    s.rank[n] = r as u8;
                    s.index[r][f] = n as u8;
                    n += 1;
                }
                f += 1;
            }
            r += 1;
        }
        if pass == 0 {
            assert!(n == SQUARE_COUNT, "Camelot has 160 squares");
        }
        pass += 1;
    }
    assert!(n == UNION_SQUARE_COUNT, "the family has 188 squares");
    s
}

pub(crate) static SQUARES: Squares = build_squares();
pub(crate) const SQUARES_CONST: Squares = build_squares();

/// The square at 0-based `file` and `rank` on any board of the family.
const fn at(file: i32, rank: i32) -> u8 {
    if file < 0 || rank < 0 || file >= MAX_FILES as i32 || rank >= MAX_RANKS as i32 {
        NONE
    } else {
        SQUARES_CONST.index[rank as usize][file as usize]
    }
}

/// Calls the square names of a space-separated list one by one: returns the `i`-th square's
/// index, or `NONE` past the end. A bad name fails the build.
const fn nth_name(list: &str, i: usize) -> u8 {
    let b = list.as_bytes();
    let mut pos = 0;
    let mut k = 0;
    loop {
        while pos < b.len() && b[pos] == b' ' {
            pos += 1;
        }
        if pos >= b.len() {
            return NONE;
        }
        let file = b[pos] as i32 - b'A' as i32;
        pos += 1;
        let mut rank = 0i32;
        while pos < b.len() && b[pos] != b' ' {
            assert!(
                b[pos].is_ascii_digit(),
                "square names are a letter and digits"
            );
            rank = rank * 10 + (b[pos] - b'0') as i32;
            pos += 1;
        }
        let sq = at(file, rank - 1);
        assert!(sq != NONE, "a square of the family");
        if k == i {
            return sq;
        }
        k += 1;
    }
}

const fn name_set(list: &str) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    let mut i = 0;
    loop {
        let sq = nth_name(list, i);
        if sq == NONE {
            return set;
        }
        set = set.with_index(sq as usize);
        i += 1;
    }
}

/// A board's geometry: which squares it has, its castles, river and tree squares, and the
/// neighbour and leap tables move generation walks (river squares are no part of them).
pub struct Geometry {
    layout: &'static Layout,
    /// `step[sq][dir]`: the adjacent square in `dir` a piece may stand on, or `NONE`.
    pub(crate) step: [[u8; 8]; UNION_SQUARE_COUNT],
    /// `leap[sq][dir]`: the square two steps away in `dir` (both steps onto squares a piece may
    /// stand on), or `NONE`.
    pub(crate) leap: [[u8; 8]; UNION_SQUARE_COUNT],
    /// Each side's castle squares as indices; a one-square castle repeats its square.
    pub(crate) castle_raw: [[u8; 2]; 2],
    /// The squares a piece may stand on, in the padded layout.
    pub(crate) playable_padded: Padded,
    castles: [SquareSet; 2],
    squares: SquareSet,
    playable: SquareSet,
    river: SquareSet,
    bridges: SquareSet,
    tree_squares: [SquareSet; 2],
    max_width: u8,
    files: u8,
}

const fn build(layout: &'static Layout) -> Geometry {
    let mut squares = SquareSet::EMPTY;
    let mut files = 0;
    let mut max_width = 0;
    let mut r = 0;
    while r < layout.spans.len() {
        let (first, last) = layout.spans[r];
        assert!(first <= last && last < b'A' + MAX_FILES as u8);
        if last - b'A' + 1 > files {
            files = last - b'A' + 1;
        }
        if last - first + 1 > max_width {
            max_width = last - first + 1;
        }
        let mut f = first - b'A';
        while f <= last - b'A' {
            squares = squares.with_index(at(f as i32, r as i32) as usize);
            f += 1;
        }
        r += 1;
    }
    let river = name_set(layout.river);
    let bridges = name_set(layout.bridges);
    let water = river.minus(bridges);
    let playable = squares.minus(water);
    let mut g = Geometry {
        layout,
        step: [[NONE; 8]; UNION_SQUARE_COUNT],
        leap: [[NONE; 8]; UNION_SQUARE_COUNT],
        castle_raw: [[NONE; 2]; 2],
        playable_padded: padded::of_set_const(playable),
        castles: [name_set(layout.castles[0]), name_set(layout.castles[1])],
        squares,
        playable,
        river,
        bridges,
        tree_squares: [
            name_set(layout.tree_squares[0]),
            name_set(layout.tree_squares[1]),
        ],
        max_width,
        files,
    };
    let mut sq = 0usize;
    while sq < UNION_SQUARE_COUNT {
        if playable.contains_index(sq) {
            let (f, r) = (SQUARES_CONST.file[sq] as i32, SQUARES_CONST.rank[sq] as i32);
            let mut d = 0usize;
            while d < 8 {
                let (df, dr) = (DIRECTIONS[d].0 as i32, DIRECTIONS[d].1 as i32);
                let one = at(f + df, r + dr);
                if one != NONE && playable.contains_index(one as usize) {
                    g.step[sq][d] = one;
                    let two = at(f + 2 * df, r + 2 * dr);
                    if two != NONE && playable.contains_index(two as usize) {
                        g.leap[sq][d] = two;
                    }
                }
                d += 1;
            }
        }
        sq += 1;
    }
    let mut c = 0;
    while c < 2 {
        let first = nth_name(layout.castles[c], 0);
        let second = nth_name(layout.castles[c], 1);
        assert!(first != NONE && playable.contains_index(first as usize));
        g.castle_raw[c] = [first, if second == NONE { first } else { second }];
        c += 1;
    }
    g
}

table! {
    pub(crate) static CAMELOT_GEOMETRY: Geometry = build(&CAMELOT);
}
table! {
    pub(crate) static CHIVALRY_GEOMETRY: Geometry = build(&CHIVALRY);
}
table! {
    pub(crate) static CAM_GEOMETRY: Geometry = build(&CAM);
}
table! {
    pub(crate) static CAMETTE_GEOMETRY: Geometry = build(&CAMETTE);
}
table! {
    pub(crate) static RIVER_GEOMETRY: Geometry = build(&RIVER);
}

impl Geometry {
    /// Builds the geometry of any board described as a [`Layout`] on the family's squares, as
    /// the variants' geometries are built (for tools and tests that need a board no variant
    /// uses, such as a solver's tiny test boards). Panics when a square name of the layout is
    /// no square of the family, as a bad built-in layout fails the build.
    ///
    /// ```
    /// use camelot_core::geometry::{Geometry, Layout};
    /// static TINY: Layout = Layout {
    ///     spans: &[(b'C', b'C'), (b'B', b'D'), (b'C', b'C')],
    ///     castles: ["C1", "C3"],
    ///     river: "",
    ///     bridges: "",
    ///     tree_squares: ["", ""],
    /// };
    /// let g = Geometry::from_layout(&TINY);
    /// assert_eq!(g.squares().len(), 5);
    /// ```
    pub const fn from_layout(layout: &'static Layout) -> Geometry {
        build(layout)
    }

    /// The data this geometry was built from.
    pub fn layout(&self) -> &'static Layout {
        self.layout
    }

    /// Number of files (columns) the board spans: its widest file is the last.
    pub fn files(&self) -> u8 {
        self.files
    }

    /// Number of ranks.
    pub fn ranks(&self) -> u8 {
        self.layout.spans.len() as u8
    }

    /// The first and last file (0-based) of `rank` (0-based), if the board has that rank.
    ///
    /// ```
    /// use camelot_core::Variant;
    /// assert_eq!(Variant::Cam.geometry().rank_span(0), Some((3, 3)));
    /// assert_eq!(Variant::Cam.geometry().rank_span(13), None);
    /// ```
    pub fn rank_span(&self, rank: u8) -> Option<(u8, u8)> {
        let &(first, last) = self.layout.spans.get(usize::from(rank))?;
        Some((first - b'A', last - b'A'))
    }

    /// The number of squares of the widest rank.
    pub fn max_rank_width(&self) -> u8 {
        self.max_width
    }

    /// Every square of the board, river squares included (for drawing it).
    pub fn squares(&self) -> SquareSet {
        self.squares
    }

    /// The squares a piece may stand on: every square but the river's (bridges are ordinary
    /// squares).
    pub fn playable(&self) -> SquareSet {
        self.playable
    }

    /// Whether `sq` is a square of this board (a river square is).
    pub fn contains(&self, sq: Square) -> bool {
        self.squares.contains(sq)
    }

    /// The square at 0-based `file` and `rank`, if this board has it.
    pub fn square(&self, file: u8, rank: u8) -> Option<Square> {
        Square::at(file, rank).filter(|&sq| self.contains(sq))
    }

    /// The river squares, bridges included.
    pub fn river(&self) -> SquareSet {
        self.river
    }

    /// The bridges: river squares that are ordinary squares.
    pub fn bridges(&self) -> SquareSet {
        self.bridges
    }

    /// `color`'s castle.
    ///
    /// ```
    /// use camelot_core::{Color, Square, Variant};
    /// let cam = Variant::Cam.geometry().castle(Color::Black);
    /// assert_eq!(cam.iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["D13"]);
    /// ```
    pub fn castle(&self, color: Color) -> SquareSet {
        self.castles[color.index()]
    }

    /// Where `color` may plant its trees (River Camelot; empty elsewhere).
    pub fn tree_squares(&self, color: Color) -> SquareSet {
        self.tree_squares[color.index()]
    }

    /// The adjacent square in direction `dir` (0..8, see [`DIRECTIONS`]) that a piece may
    /// stand on.
    pub fn step(&self, sq: Square, dir: usize) -> Option<Square> {
        let s = *self.step.get(sq.index())?.get(dir)?;
        Square::from_index(usize::from(s))
    }

    /// The square two steps away in direction `dir`, if a piece may stand on both.
    pub fn leap(&self, sq: Square, dir: usize) -> Option<Square> {
        let s = *self.leap.get(sq.index())?.get(dir)?;
        Square::from_index(usize::from(s))
    }
}

impl std::fmt::Debug for Geometry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Geometry")
            .field("files", &self.files)
            .field("ranks", &self.ranks())
            .field("squares", &self.squares.len())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_built_at_first_use_equal_the_compiled_ones() {
        // The wasm build makes these tables at run time (`table!`); natively they are
        // compiled in. The same `const fn` run now must give what the compiler computed.
        let layouts = [&CAMELOT, &CHIVALRY, &CAM, &CAMETTE, &RIVER];
        let compiled: [&Geometry; 5] = [
            &CAMELOT_GEOMETRY,
            &CHIVALRY_GEOMETRY,
            &CAM_GEOMETRY,
            &CAMETTE_GEOMETRY,
            &RIVER_GEOMETRY,
        ];
        for (layout, compiled) in layouts.into_iter().zip(compiled) {
            let built = build(std::hint::black_box(layout));
            assert_eq!(built.step, compiled.step);
            assert_eq!(built.leap, compiled.leap);
            assert_eq!(built.castle_raw, compiled.castle_raw);
            assert_eq!(built.castles, compiled.castles);
            assert_eq!(built.squares, compiled.squares);
            assert_eq!(built.playable, compiled.playable);
            assert_eq!(built.playable_padded, compiled.playable_padded);
            assert_eq!(built.river, compiled.river);
            assert_eq!(built.bridges, compiled.bridges);
            assert_eq!(built.tree_squares, compiled.tree_squares);
            assert_eq!(
                (built.files, built.max_width),
                (compiled.files, compiled.max_width)
            );
        }
        let keys = crate::zobrist::build();
        let compiled: &crate::zobrist::Keys = &crate::zobrist::KEYS;
        assert_eq!(keys.piece, compiled.piece);
        assert_eq!(keys.tree, compiled.tree);
        assert_eq!(keys.variant, compiled.variant);
        assert_eq!(keys.castle_moves, compiled.castle_moves);
        assert_eq!(keys.black_to_move, compiled.black_to_move);
    }

    fn names(set: SquareSet) -> Vec<String> {
        set.iter().map(|s| s.to_string()).collect()
    }

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
        assert_eq!(CAMELOT_GEOMETRY.squares().len(), 160);
        assert_eq!(CHIVALRY_GEOMETRY.squares().len(), 176);
        assert_eq!(CAM_GEOMETRY.squares().len(), 67);
        assert_eq!(CAMETTE_GEOMETRY.squares().len(), 23);
        assert_eq!(RIVER_GEOMETRY.squares().len(), 160);
        assert_eq!(RIVER_GEOMETRY.playable().len(), 160 - 24);
        assert_eq!(RIVER_GEOMETRY.river().len(), 28);
        assert_eq!(
            RIVER_GEOMETRY.tree_squares(Color::White).len(),
            RIVER_GEOMETRY.tree_squares(Color::Black).len()
        );
    }

    #[test]
    fn camelot_squares_keep_their_wcf_indices() {
        let all: Vec<Square> = CAMELOT_GEOMETRY.squares().iter().collect();
        assert!(all.iter().copied().eq(Square::all()));
        // The other squares follow, rank by rank.
        let extra: Vec<String> = (SQUARE_COUNT..UNION_SQUARE_COUNT)
            .filter_map(Square::from_index)
            .map(|s| s.to_string())
            .collect();
        assert_eq!(&extra[..5], ["C1", "D1", "H1", "B2", "K2"]);
        assert_eq!(extra.last().map(String::as_str), Some("H16"));
    }

    #[test]
    fn steps_are_symmetric() {
        for g in [
            &CAMELOT_GEOMETRY,
            &CHIVALRY_GEOMETRY,
            &CAM_GEOMETRY,
            &CAMETTE_GEOMETRY,
            &RIVER_GEOMETRY,
        ] {
            for sq in 0..UNION_SQUARE_COUNT {
                for d in 0..8 {
                    let n = g.step[sq][d];
                    if n != NONE {
                        assert_eq!(g.step[n as usize][(d + 4) % 8] as usize, sq);
                    }
                    let l = g.leap[sq][d];
                    if l != NONE {
                        assert_eq!(g.leap[l as usize][(d + 4) % 8] as usize, sq);
                        assert_ne!(g.step[sq][d], NONE);
                    }
                }
            }
        }
    }

    #[test]
    fn corner_and_castle_neighbours() {
        let f1 = Square::F1.index();
        let n = CAMELOT_GEOMETRY.step[f1]
            .iter()
            .filter(|&&s| s != NONE)
            .count();
        assert_eq!(n, 4, "F1 touches E2, F2, G2 and G1 only");
        let a4 = SQUARES.index[3][0] as usize;
        assert_eq!(CAMELOT_GEOMETRY.step[a4][4], NONE);
        assert_ne!(CAMELOT_GEOMETRY.step[a4][3], NONE, "B3 exists");
        assert_eq!(CAM_GEOMETRY.castle_raw[0], [SQUARES.index[0][3]; 2]);
    }

    /// Without its bridges, the river cuts the board in two: no step (and so no leap, whose
    /// middle square holds a piece) crosses it.
    #[test]
    fn the_river_is_crossed_only_by_its_bridges() {
        let g = &RIVER_GEOMETRY;
        let land = g.playable().minus(g.bridges());
        let start = Square::F1;
        let mut seen = SquareSet::from_square(start);
        let mut todo = vec![start];
        while let Some(sq) = todo.pop() {
            for d in 0..8 {
                if let Some(n) = g.step(sq, d)
                    && land.contains(n)
                    && !seen.contains(n)
                {
                    seen.insert(n);
                    todo.push(n);
                }
            }
        }
        assert!(
            !seen.contains(Square::F16),
            "the river separates the castles"
        );
        assert!(
            seen.contains(Square::at(7, 7).unwrap()),
            "H8 is on White's side"
        );
        assert_eq!(seen.len() + land.minus(seen).len(), land.len());
        // Each side's tree squares lie on its own side.
        assert!(g.tree_squares(Color::White).minus(seen).is_empty());
        assert!(g.tree_squares(Color::Black).intersect(seen).is_empty());
        assert_eq!(names(g.bridges()), ["D7", "D8", "I9", "I10"]);
    }
}
