//! What screen readers hear of a square, and the board's name.

use super::marks::Marks;
use super::shape::Shape;
use crate::app::i18n::t;
use crate::t;
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

/// The board's name for screen readers when the page gives none: "Camelot board".
pub fn board_label() -> String {
    t("board-label")
}

/// The board's name for a game's title (`variant.title()`): "River Camelot board".
pub fn board_label_of(variant_title: &str) -> String {
    t!("board-label-variant", variant = variant_title)
}

/// A piece as a square's label names it: "white man" (the rules' own word for it).
pub fn piece_name(piece: Piece) -> String {
    crate::app::core_words::piece(piece)
}

/// "F7, white man" for screen readers ("A5, river", "C2, tree", "D7, bridge, empty").
pub fn square_label(sq: Square, piece: Option<Piece>, ground: Ground, marks: &Marks) -> String {
    let square = sq.to_string();
    let mut s = match (ground, piece) {
        (Ground::River, _) => t!("board-square-river", square = square),
        (Ground::Tree, _) => t!("board-square-tree", square = square),
        (Ground::Bridge, Some(p)) => {
            t!(
                "board-square-bridge-piece",
                square = square,
                piece = piece_name(p)
            )
        }
        (Ground::Bridge, None) => t!("board-square-bridge-empty", square = square),
        (Ground::Open, Some(p)) => t!("board-square-piece", square = square, piece = piece_name(p)),
        (Ground::Open, None) => t!("board-square-empty", square = square),
    };
    if marks.planting.contains(&sq) {
        s = t!("board-square-planting", label = s);
    }
    if marks.selected == Some(sq) {
        s = t!("board-square-selected", label = s);
    }
    if marks.next.contains(&sq) {
        s = t!("board-square-next", label = s);
    } else if marks.dests.contains(&sq) {
        s = t!("board-square-destination", label = s);
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
        let marked = Marks {
            selected: Some(sq("F7")),
            dests: vec![sq("F9"), sq("F10")],
            next: vec![sq("F9")],
            planting: vec![sq("C2")],
            ..Marks::default()
        };
        let black = Piece::new(Color::Black, Role::Knight);
        assert_eq!(
            square_label(sq("F7"), Some(p), Ground::Open, &marked),
            "F7, white man, selected"
        );
        assert_eq!(
            square_label(sq("F9"), None, Ground::Open, &marked),
            "F9, empty, next landing"
        );
        assert_eq!(
            square_label(sq("F10"), Some(black), Ground::Open, &marked),
            "F10, black knight, possible destination"
        );
        assert_eq!(
            square_label(sq("C2"), None, Ground::Open, &marked),
            "C2, empty, tree to plant"
        );
        assert_eq!(board_label(), "Camelot board");
        assert_eq!(board_label_of("River Camelot"), "River Camelot board");
    }
}
