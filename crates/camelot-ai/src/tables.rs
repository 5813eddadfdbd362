//! Distance tables the evaluation reads, one set per variant's board: for each square, how far
//! (in king moves over the squares a piece may stand on, so around River Camelot's river) it
//! is from each castle square, as bit boards of the squares at each distance ("shells"), so a
//! whole side is measured at once, and square by square; and the zones built from them.

use crate::bits::Bits;
use crate::params::{CASTLE_APPROACH, DEFENDER_RADIUS, THREAT_RADIUS};
use camelot_core::geometry::{Geometry, UNION_SQUARE_COUNT};
use camelot_core::{CastleGoal, Color, Square, SquareSet, Variant};
use std::sync::LazyLock;

/// Distances never exceed this (the boards have 16 ranks); a square further away (only
/// behind River Camelot's river) counts as this far.
pub(crate) const MAX_DISTANCE: usize = 15;

/// Which castle square a shell is measured from: `0` and `1` are the castle's two squares
/// (the same square for a one-square castle), [`NEARER`] the nearer of them.
pub(crate) const NEARER: usize = 2;

/// Per side (index by colour), bit boards by distance: `shells[k][d]` holds the squares at
/// distance exactly `d` from square `k` of a castle (or the nearer, `k` = [`NEARER`]).
pub(crate) type Shells = [[Bits; MAX_DISTANCE + 1]; 3];

/// What the evaluation needs to know about a variant's board.
pub(crate) struct BoardTables {
    /// The squares a piece may stand on.
    pub board: Bits,
    /// `shells[color]`: distances from the castle `color` attacks (White attacks Black's).
    pub shells: [Shells; 2],
    /// `distances[color][padded bit][k]`: the shells square by square, for sums over a
    /// side's pieces that weigh each distance differently.
    pub distances: [[[u8; 3]; 256]; 2],
    /// Per side, the castle it attacks.
    pub target_castle: [Bits; 2],
    /// Squares where a side's pieces threaten the castle it attacks.
    pub threat_zone: [Bits; 2],
    /// Squares where a side's pieces defend their own castle (the castle itself excluded).
    pub defender_zone: [Bits; 2],
    /// Per side, the squares near the castle it attacks (within [`CASTLE_APPROACH`], the
    /// castle itself excluded), as the search's square sets: moves there are not reduced.
    pub approach: [SquareSet; 2],
    /// Squares in a castle: 2, or 1 (Cam, Camette).
    pub castle_squares: usize,
    /// One piece in the enemy castle wins (Cam, Camette): a runner decides the game.
    pub one_piece_wins: bool,
    /// The goals are reversed (Anti-Camelot): the evaluation is another.
    pub reversed_goals: bool,
    /// Trees may stand on the board (River Camelot): they are not open squares.
    pub trees: bool,
}

impl BoardTables {
    fn build(variant: Variant) -> BoardTables {
        let geometry = variant.geometry();
        let shells = [Color::White, Color::Black].map(|c| shells(geometry, !c));
        let near = |ci: usize, radius: usize| -> Bits {
            shells[ci][NEARER][..=radius.min(MAX_DISTANCE)]
                .iter()
                .fold(Bits::EMPTY, |acc, s| acc.or(*s))
        };
        let threat = usize::from(THREAT_RADIUS);
        let defend = usize::from(DEFENDER_RADIUS);
        let distances = shells.each_ref().map(|shells| {
            let mut table = [[MAX_DISTANCE as u8; 3]; 256];
            for sq in geometry.playable() {
                let mut one = Bits::EMPTY;
                one.set(sq.padded());
                for (k, by_distance) in shells.iter().enumerate() {
                    if let Some(d) = by_distance.iter().position(|s| s.and(one).any()) {
                        table[usize::from(sq.padded())][k] = d as u8;
                    }
                }
            }
            table
        });
        let approach = distances.each_ref().map(|table| {
            geometry
                .playable()
                .iter()
                .filter(|sq| {
                    let d = usize::from(table[usize::from(sq.padded())][NEARER]);
                    (1..=usize::from(CASTLE_APPROACH)).contains(&d)
                })
                .collect::<SquareSet>()
        });
        BoardTables {
            board: Bits::of_set(geometry.playable()),
            distances,
            approach,
            target_castle: [near(0, 0), near(1, 0)],
            threat_zone: [near(0, threat), near(1, threat)],
            defender_zone: [
                near(1, defend).and_not(near(1, 0)),
                near(0, defend).and_not(near(0, 0)),
            ],
            castle_squares: geometry.castle(Color::White).len(),
            one_piece_wins: variant.rules().castle_goal == CastleGoal::Occupy(1),
            reversed_goals: variant.rules().castle_goal == CastleGoal::Avoid,
            trees: variant.rules().trees > 0,
            shells,
        }
    }
}

/// King-move distances over the squares a piece may stand on, from `from`.
fn distances(geometry: &Geometry, from: Square) -> [usize; UNION_SQUARE_COUNT] {
    let mut dist = [usize::MAX; UNION_SQUARE_COUNT];
    dist[from.index()] = 0;
    let mut queue = vec![from];
    let mut head = 0;
    while let Some(&sq) = queue.get(head) {
        head += 1;
        for d in 0..8 {
            if let Some(n) = geometry.step(sq, d)
                && dist[n.index()] == usize::MAX
            {
                dist[n.index()] = dist[sq.index()] + 1;
                queue.push(n);
            }
        }
    }
    dist
}

/// The shells around `castle_of`'s castle.
fn shells(geometry: &Geometry, castle_of: Color) -> Shells {
    let castle: Vec<Square> = geometry.castle(castle_of).iter().collect();
    let (first, second) = match castle[..] {
        [a] => (a, a),
        [a, b, ..] => (a, b),
        [] => unreachable!("every board has castles"),
    };
    let from = [distances(geometry, first), distances(geometry, second)];
    let mut out = [[Bits::EMPTY; MAX_DISTANCE + 1]; 3];
    for sq in geometry.playable() {
        let a = from[0][sq.index()].min(MAX_DISTANCE);
        let b = from[1][sq.index()].min(MAX_DISTANCE);
        let bit = sq.padded();
        out[0][a].set(bit);
        out[1][b].set(bit);
        out[NEARER][a.min(b)].set(bit);
    }
    out
}

static TABLES: LazyLock<[BoardTables; 7]> = LazyLock::new(|| Variant::ALL.map(BoardTables::build));

/// The tables of `variant`'s board.
#[inline(always)]
pub(crate) fn of(variant: Variant) -> &'static BoardTables {
    &TABLES[variant as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::Count;
    use camelot_core::castle;

    #[test]
    fn variants_are_listed_in_declaration_order() {
        for (i, v) in Variant::ALL.into_iter().enumerate() {
            assert_eq!(v as usize, i);
        }
    }

    /// On Camelot's board the distance around the corners is the king-move (Chebyshev)
    /// distance, which the tables were built from before the variants came.
    #[test]
    fn camelot_shells_are_chebyshev_distances() {
        let t = of(Variant::Camelot);
        for color in Color::ALL {
            let ci = color.index();
            let target = castle(!color);
            for s in Square::all() {
                let mut one = Bits::EMPTY;
                one.set(s.padded());
                let want = [
                    s.distance(target[0]),
                    s.distance(target[1]),
                    s.distance(target[0]).min(target[1].distance(s)),
                ];
                for (k, &want) in want.iter().enumerate() {
                    for (d, shell) in t.shells[ci][k].iter().enumerate() {
                        let inside = shell.and(one).any();
                        assert_eq!(inside, usize::from(want) == d, "{s} from {k} at {d}");
                    }
                    assert_eq!(
                        t.distances[ci][usize::from(s.padded())][k],
                        want,
                        "{s} from {k}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_square_is_in_one_shell_and_the_river_lengthens_the_way() {
        for v in Variant::ALL {
            let t = of(v);
            for ci in 0..2 {
                for k in 0..3 {
                    let all = t.shells[ci][k].iter().fold(Bits::EMPTY, |a, s| a.or(*s));
                    assert_eq!(all, t.board, "{v}");
                    let count: i32 = t.shells[ci][k].iter().map(|s| s.n()).sum();
                    assert_eq!(count, t.board.n(), "{v}: shells overlap");
                }
            }
            assert_eq!(t.castle_squares, v.geometry().castle(Color::White).len());
        }
        // A4 to Black's castle: 12 ranks on Camelot's board, more around the river.
        let a4 = Square::at(0, 3).map(|s| s.padded());
        let at = |v: Variant| {
            let mut one = Bits::EMPTY;
            one.set(a4.unwrap_or(0));
            of(v).shells[0][NEARER]
                .iter()
                .position(|s| s.and(one).any())
        };
        assert_eq!(at(Variant::Camelot), Some(12));
        assert!(at(Variant::River) > Some(12));
    }
}
