//! The classes of a board square, from one pure function (themes are CSS only).

use super::shape::Shape;
use camelot_core::{Color, Square};

/// Everything the board marks on squares, decided by the app (the board knows no rules).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Marks {
    /// The square of the selected piece.
    pub selected: Option<Square>,
    /// Squares where a legal move of the selected piece (with the path entered so far) ends.
    pub dests: Vec<Square>,
    /// Squares where the next leg of the move being entered can land.
    pub next: Vec<Square>,
    /// Landings entered so far for a multi-leg move.
    pub landed: Vec<Square>,
    /// Origin and landings of the last move.
    pub last: Vec<Square>,
    /// Squares whose pieces may move, shown when a duty limits the choice.
    pub movable: Vec<Square>,
    /// Squares of pieces the previewed or last move captures.
    pub captured: Vec<Square>,
    /// Squares chosen for trees in a placement being entered (drawn as faint trees).
    pub planting: Vec<Square>,
    /// Where a wrong answer ended (a puzzle's miss, marked on its square).
    pub wrong: Option<Square>,
}

/// The classes of `sq` on a board of `shape`, space-separated, in a fixed order. `occupied`
/// (a piece stands there) lets a mark be drawn around the piece rather than under it.
pub fn square_classes(shape: &Shape, sq: Square, marks: &Marks, occupied: bool) -> String {
    let mut c = vec!["sq"];
    c.push(if (sq.file() + sq.rank()).is_multiple_of(2) {
        "dark"
    } else {
        "light"
    });
    if shape.castle(Color::White).contains(sq) {
        c.push("castle castle-white");
    } else if shape.castle(Color::Black).contains(sq) {
        c.push("castle castle-black");
    }
    if shape.water.contains(sq) {
        c.push("river");
    } else if shape.bridges.contains(sq) {
        c.push("bridge");
    }
    if marks.selected == Some(sq) {
        c.push("selected");
    }
    if marks.dests.contains(&sq) {
        c.push("dest");
    }
    if marks.next.contains(&sq) {
        c.push("next");
    }
    if marks.landed.contains(&sq) {
        c.push("landed");
    }
    if marks.last.first() == Some(&sq) {
        c.push("last-from");
    } else if marks.last.last() == Some(&sq) {
        c.push("last-to");
    } else if marks.last.contains(&sq) {
        c.push("last-path");
    }
    if marks.movable.contains(&sq) {
        c.push("movable");
    }
    if marks.captured.contains(&sq) {
        c.push("captured");
    }
    if marks.planting.contains(&sq) {
        c.push("planting");
    }
    if marks.wrong == Some(sq) {
        c.push("wrong");
    }
    if occupied {
        c.push("occupied");
    }
    c.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse_any(s).expect("square")
    }

    fn classes(sq: Square, marks: &Marks) -> String {
        square_classes(&Shape::default(), sq, marks, false)
    }

    #[test]
    fn plain_square() {
        assert_eq!(classes(sq("A4"), &Marks::default()), "sq light");
        assert_eq!(classes(sq("A5"), &Marks::default()), "sq dark");
    }

    #[test]
    fn castles_are_marked() {
        let m = Marks::default();
        assert!(classes(sq("F1"), &m).contains("castle castle-white"));
        assert!(classes(sq("G16"), &m).contains("castle castle-black"));
        assert!(!classes(sq("F2"), &m).contains("castle"));
    }

    #[test]
    fn selection_dests_and_path() {
        let m = Marks {
            selected: Some(sq("E4")),
            dests: vec![sq("E8"), sq("E6")],
            next: vec![sq("E6")],
            landed: vec![],
            last: vec![sq("F10"), sq("F9")],
            movable: vec![sq("E4")],
            captured: vec![sq("E7")],
            planting: vec![],
            wrong: Some(sq("E8")),
        };
        assert_eq!(classes(sq("E4"), &m), "sq light selected movable");
        assert_eq!(classes(sq("E6"), &m), "sq light dest next");
        assert_eq!(classes(sq("E8"), &m), "sq light dest wrong");
        assert_eq!(classes(sq("F10"), &m), "sq dark last-from");
        assert_eq!(classes(sq("F9"), &m), "sq light last-to");
        assert_eq!(classes(sq("E7"), &m), "sq dark captured");
    }

    #[test]
    fn an_occupied_square_says_so_last() {
        let m = Marks {
            next: vec![sq("K5")],
            ..Marks::default()
        };
        let shape = Shape::default();
        assert_eq!(
            square_classes(&shape, sq("K5"), &m, true),
            "sq dark next occupied"
        );
        assert_eq!(square_classes(&shape, sq("K5"), &m, false), "sq dark next");
    }

    #[test]
    fn middle_of_last_move_path() {
        let m = Marks {
            last: vec![sq("E4"), sq("E6"), sq("E8")],
            ..Marks::default()
        };
        assert!(classes(sq("E6"), &m).ends_with("last-path"));
        assert!(classes(sq("E8"), &m).ends_with("last-to"));
    }

    #[test]
    fn each_board_marks_its_own_castles_river_and_bridges() {
        use camelot_core::Variant;
        let m = Marks::default();
        let of = |v: Variant, s: &str| square_classes(&Shape::of(v.geometry()), sq(s), &m, false);
        assert!(of(Variant::Cam, "D1").contains("castle castle-white"));
        assert!(of(Variant::Cam, "D13").contains("castle castle-black"));
        assert!(!of(Variant::Cam, "D2").contains("castle"));
        assert!(of(Variant::Chivalry, "H16").contains("castle castle-black"));
        assert!(!of(Variant::Chivalry, "F16").contains("castle"));
        assert!(of(Variant::River, "A5").ends_with("river"));
        assert!(of(Variant::River, "D7").ends_with("bridge"));
        assert!(!of(Variant::River, "D7").contains("river"));
        assert!(!of(Variant::Camelot, "A5").contains("river"));
        let planting = Marks {
            planting: vec![sq("C2")],
            ..Marks::default()
        };
        assert!(
            square_classes(
                &Shape::of(Variant::River.geometry()),
                sq("C2"),
                &planting,
                false
            )
            .ends_with("planting")
        );
    }
}
