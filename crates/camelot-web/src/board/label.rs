//! What screen readers hear of a square.

use super::marks::Marks;
use super::shape::Shape;
use camelot_core::{Piece, Square, SquareSet};

/// What a square is, besides the piece on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ground {
    /// An ordinary square.
    Open,
    /// A square with a tree.
    Tree,
    /// A river square no piece may enter.
    River,
    /// A bridge over the river.
    Bridge,
}

impl Ground {
    /// What `sq` is on a board of `shape` with `trees`.
    pub fn of(shape: &Shape, trees: SquareSet, sq: Square) -> Ground {
        if shape.water.contains(sq) {
            Ground::River
        } else if trees.contains(sq) {
            Ground::Tree
        } else if shape.bridges.contains(sq) {
            Ground::Bridge
        } else {
            Ground::Open
        }
    }
}

/// "F7, white man" for screen readers ("A5, river", "C2, tree", "D7, bridge, empty").
pub fn square_label(sq: Square, piece: Option<Piece>, ground: Ground, marks: &Marks) -> String {
    let mut s = match (ground, piece) {
        (Ground::River, _) => format!("{sq}, river"),
        (Ground::Tree, _) => format!("{sq}, tree"),
        (Ground::Bridge, Some(p)) => format!("{sq}, bridge, {p}"),
        (Ground::Bridge, None) => format!("{sq}, bridge, empty"),
        (Ground::Open, Some(p)) => format!("{sq}, {p}"),
        (Ground::Open, None) => format!("{sq}, empty"),
    };
    if marks.planting.contains(&sq) {
        s.push_str(", tree to plant");
    }
    if marks.selected == Some(sq) {
        s.push_str(", selected");
    }
    if marks.next.contains(&sq) {
        s.push_str(", next landing");
    } else if marks.dests.contains(&sq) {
        s.push_str(", possible destination");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::{Color, Role, Variant};

    fn sq(s: &str) -> Square {
        Square::parse_any(s).expect("square")
    }

    fn shape(v: Variant) -> Shape {
        Shape::of(v.geometry())
    }

    #[test]
    fn a_one_square_castle_and_the_river_are_labelled() {
        let m = Marks::default();
        let river = shape(Variant::River);
        let trees = SquareSet::from_square(sq("C2"));
        let label =
            |s: &str, piece| square_label(sq(s), piece, Ground::of(&river, trees, sq(s)), &m);
        assert_eq!(label("A5", None), "A5, river");
        assert_eq!(label("C2", None), "C2, tree");
        assert_eq!(label("D7", None), "D7, bridge, empty");
        let p = Piece::new(Color::White, Role::Knight);
        assert_eq!(label("D8", Some(p)), "D8, bridge, white knight");
        assert_eq!(label("F4", Some(p)), "F4, white knight");
    }

    #[test]
    fn labels_say_square_and_piece() {
        let m = Marks::default();
        let p = Piece::new(Color::White, Role::Man);
        assert_eq!(
            square_label(sq("F7"), Some(p), Ground::Open, &m),
            "F7, white man"
        );
        assert_eq!(square_label(sq("F8"), None, Ground::Open, &m), "F8, empty");
    }
}
