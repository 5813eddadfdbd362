//! The shape of a board of the Camelot family as the board draws it: its grid, squares,
//! castles and river, and the geometry between squares and SVG points.

use camelot_core::geometry::Geometry;
use camelot_core::{Color, Square, SquareSet, Variant};

/// Size of a square in SVG units.
pub const CELL: i32 = 100;
/// The margin around the squares for the coordinates, in SVG units.
pub const MARGIN: i32 = 48;

/// What the board draws of a board of the Camelot family: the grid it spans, its squares, its
/// castles and its river. The caller builds it from the variant's geometry ([`Shape::of`]);
/// the board itself knows no variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    /// Files (columns) of the grid, from A.
    pub files: u8,
    /// Ranks (rows) of the grid, from 1.
    pub ranks: u8,
    /// Every square drawn, river squares included.
    pub squares: SquareSet,
    /// White's castle squares, then Black's (one or two each).
    pub castles: [SquareSet; 2],
    /// River squares no piece may enter (bridges excluded).
    pub water: SquareSet,
    /// The river's bridges: ordinary squares drawn as bridges.
    pub bridges: SquareSet,
}

impl Default for Shape {
    /// The Camelot board.
    fn default() -> Shape {
        Shape::of(Variant::Camelot.geometry())
    }
}

impl Shape {
    /// The shape of a board's geometry.
    pub fn of(g: &Geometry) -> Shape {
        Shape {
            files: g.files(),
            ranks: g.ranks(),
            squares: g.squares(),
            castles: [g.castle(Color::White), g.castle(Color::Black)],
            water: g.river().minus(g.bridges()),
            bridges: g.bridges(),
        }
    }

    /// `color`'s castle.
    pub fn castle(&self, color: Color) -> SquareSet {
        match color {
            Color::White => self.castles[0],
            Color::Black => self.castles[1],
        }
    }

    /// The SVG size of the board with its margin for the coordinates.
    pub fn view_size(&self) -> (i32, i32) {
        (
            i32::from(self.files) * CELL + 2 * MARGIN,
            i32::from(self.ranks) * CELL + 2 * MARGIN,
        )
    }

    /// The board's proportions as CSS custom properties (`--board-w`, `--board-h`: its SVG
    /// size), for the page to fit the board to the room it has.
    pub fn style(&self) -> String {
        let (w, h) = self.view_size();
        format!("--board-w: {w}; --board-h: {h}")
    }

    /// Top-left corner of `sq` in SVG units.
    pub fn xy(&self, sq: Square, flipped: bool) -> (i32, i32) {
        let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
        if flipped {
            ((i32::from(self.files) - 1 - f) * CELL, r * CELL)
        } else {
            (f * CELL, (i32::from(self.ranks) - 1 - r) * CELL)
        }
    }

    /// Centre of `sq` in SVG units.
    pub fn center(&self, sq: Square, flipped: bool) -> (i32, i32) {
        let (x, y) = self.xy(sq, flipped);
        (x + CELL / 2, y + CELL / 2)
    }

    /// The square at SVG point (x, y), if the board has one there.
    pub fn square_at(&self, x: i32, y: i32, flipped: bool) -> Option<Square> {
        if x < 0 || y < 0 {
            return None;
        }
        let (col, row) = (x / CELL, y / CELL);
        if col >= i32::from(self.files) || row >= i32::from(self.ranks) {
            return None;
        }
        let (col, row) = (col as u8, row as u8);
        let (f, r) = if flipped {
            (self.files - 1 - col, row)
        } else {
            (col, self.ranks - 1 - row)
        };
        Square::at(f, r).filter(|&sq| self.squares.contains(sq))
    }

    /// The square next to `sq` on screen in direction (dx, dy) (screen axes), skipping holes
    /// in the board's shape; `None` at the edge.
    pub fn neighbor(&self, sq: Square, dx: i32, dy: i32, flipped: bool) -> Option<Square> {
        let (mut x, mut y) = self.center(sq, flipped);
        for _ in 0..self.files.max(self.ranks) {
            x += dx * CELL;
            y += dy * CELL;
            if let Some(s) = self.square_at(x, y, flipped) {
                return Some(s);
            }
        }
        None
    }

    /// The square the keyboard starts on: in the middle file, on the rank before the middle
    /// on the near side (F7 on Camelot's board, F10 when it is turned).
    pub fn home(&self, flipped: bool) -> Square {
        let file = (self.files.saturating_sub(1)) / 2;
        let near = (self.ranks.saturating_sub(1) / 2).saturating_sub(1);
        let rank = if flipped {
            self.ranks.saturating_sub(1).saturating_sub(near)
        } else {
            near
        };
        Square::at(file, rank)
            .filter(|&sq| self.squares.contains(sq))
            .or_else(|| self.squares.iter().next())
            .unwrap_or(Square::F1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse_any(s).expect("square")
    }

    fn shape(v: Variant) -> Shape {
        Shape::of(v.geometry())
    }

    #[test]
    fn geometry_round_trips() {
        let camelot = Shape::default();
        for flipped in [false, true] {
            for s in Square::all() {
                let (x, y) = camelot.center(s, flipped);
                assert_eq!(camelot.square_at(x, y, flipped), Some(s));
            }
        }
        assert_eq!(camelot.xy(sq("A13"), false), (0, 300));
        assert_eq!(
            camelot.square_at(10, 10, false),
            None,
            "A16 is not a square"
        );
        assert_eq!(
            camelot.view_size(),
            (1296, 1696),
            "Camelot's board as it always was"
        );
        assert_eq!(camelot.home(false), sq("F7"));
        assert_eq!(camelot.home(true), sq("F10"));
    }

    /// On every board of the family, each square has a cell of its own inside the view, and
    /// the cell leads back to the square; no other point of the grid is a square.
    #[test]
    fn every_square_of_every_variant_has_its_own_cell() {
        for v in Variant::ALL {
            let shape = shape(v);
            let g = v.geometry();
            assert_eq!(shape.squares, g.squares(), "{v}");
            let (w, h) = shape.view_size();
            assert_eq!(
                (w, h),
                (
                    i32::from(g.files()) * CELL + 2 * MARGIN,
                    i32::from(g.ranks()) * CELL + 2 * MARGIN
                ),
                "{v}: the view follows files x ranks"
            );
            for flipped in [false, true] {
                let mut cells = std::collections::HashSet::new();
                for s in shape.squares.iter() {
                    let (x, y) = shape.xy(s, flipped);
                    assert!(
                        x >= 0
                            && y >= 0
                            && x + CELL <= w - 2 * MARGIN
                            && y + CELL <= h - 2 * MARGIN,
                        "{v} {s}"
                    );
                    assert!(cells.insert((x, y)), "{v}: {s} shares its cell");
                    for (dx, dy) in [(1, 1), (50, 50), (99, 99)] {
                        assert_eq!(shape.square_at(x + dx, y + dy, flipped), Some(s), "{v} {s}");
                    }
                }
                let mut found = 0;
                for col in 0..i32::from(shape.files) {
                    for row in 0..i32::from(shape.ranks) {
                        if let Some(s) = shape.square_at(col * CELL + 50, row * CELL + 50, flipped)
                        {
                            assert!(shape.squares.contains(s));
                            found += 1;
                        }
                    }
                }
                assert_eq!(
                    found,
                    shape.squares.len(),
                    "{v}: the grid holds only its squares"
                );
                assert_eq!(shape.square_at(w, 50, flipped), None);
                assert!(
                    shape.squares.contains(shape.home(flipped)),
                    "{v}: the keyboard starts on the board"
                );
            }
        }
        let chivalry = shape(Variant::Chivalry);
        assert_eq!((chivalry.files, chivalry.ranks), (14, 16));
        assert_eq!(chivalry.xy(sq("N5"), false), (1300, 1100));
        assert_eq!(chivalry.home(false), sq("G7"));
        let camette = shape(Variant::Camette);
        assert_eq!(camette.view_size(), (596, 796));
        assert_eq!(camette.xy(sq("C7"), false), (200, 0));
        assert_eq!(camette.home(false), sq("C3"));
        assert_eq!(shape(Variant::River).water.len(), 24);
    }

    #[test]
    fn keyboard_neighbors_skip_holes() {
        let camelot = Shape::default();
        let n = |s: &str, dx, dy, flipped| camelot.neighbor(sq(s), dx, dy, flipped);
        assert_eq!(n("F7", 0, -1, false), Some(sq("F8")));
        assert_eq!(n("F7", 0, -1, true), Some(sq("F6")));
        assert_eq!(n("F15", 0, -1, false), Some(sq("F16")));
        assert_eq!(n("G16", 0, -1, false), None);
        assert_eq!(n("C2", -1, 0, false), None);
        assert_eq!(n("A4", 0, 1, false), None);
    }

    #[test]
    fn keyboard_neighbors_follow_each_boards_shape() {
        let chivalry = shape(Variant::Chivalry);
        assert_eq!(chivalry.neighbor(sq("L5"), 1, 0, false), Some(sq("M5")));
        assert_eq!(chivalry.neighbor(sq("M5"), 1, 0, false), Some(sq("N5")));
        assert_eq!(chivalry.neighbor(sq("N5"), 1, 0, false), None);
        assert_eq!(chivalry.neighbor(sq("H15"), 0, -1, false), Some(sq("H16")));
        assert_eq!(
            chivalry.neighbor(sq("F15"), 0, -1, false),
            None,
            "no F16 on Chivalry's board"
        );
        let cam = shape(Variant::Cam);
        assert_eq!(cam.neighbor(sq("D2"), 0, 1, false), Some(sq("D1")));
        assert_eq!(
            cam.neighbor(sq("D1"), 1, 0, false),
            None,
            "the castle stands alone"
        );
        assert_eq!(cam.neighbor(sq("C2"), 0, 1, false), None);
        assert_eq!(
            cam.neighbor(sq("G10"), -1, 0, true),
            None,
            "G is the far left, turned"
        );
        let camette = shape(Variant::Camette);
        assert_eq!(camette.neighbor(sq("A3"), -1, 0, true), Some(sq("B3")));
        assert_eq!(
            camette.neighbor(sq("A3"), 1, 0, true),
            None,
            "A3 is the far right, turned"
        );
        assert_eq!(camette.neighbor(sq("A3"), -1, 0, false), None);
        assert_eq!(camette.neighbor(sq("E5"), 0, -1, false), None);
        assert_eq!(camette.neighbor(sq("B6"), 0, -1, false), None);
        assert_eq!(camette.neighbor(sq("C6"), 0, -1, false), Some(sq("C7")));
        // Every step lands on the board and going back returns, where the shape allows.
        for v in Variant::ALL {
            let shape = shape(v);
            for s in shape.squares.iter() {
                for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    if let Some(n) = shape.neighbor(s, dx, dy, false) {
                        assert!(shape.squares.contains(n), "{v} {s}");
                        assert_ne!(n, s);
                    }
                }
            }
        }
    }
}
