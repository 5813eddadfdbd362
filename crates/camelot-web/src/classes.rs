//! The classes of a board square, from one pure function (themes are CSS only).

use camelot_core::{Color, Square, castle};

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
}

/// The classes of `sq`, space-separated, in a fixed order.
pub fn square_classes(sq: Square, marks: &Marks) -> String {
    let mut c = vec!["sq"];
    c.push(if (sq.file() + sq.rank()).is_multiple_of(2) {
        "dark"
    } else {
        "light"
    });
    if castle(Color::White).contains(&sq) {
        c.push("castle castle-white");
    } else if castle(Color::Black).contains(&sq) {
        c.push("castle castle-black");
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
    c.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    #[test]
    fn plain_square() {
        assert_eq!(square_classes(sq("A4"), &Marks::default()), "sq light");
        assert_eq!(square_classes(sq("A5"), &Marks::default()), "sq dark");
    }

    #[test]
    fn castles_are_marked() {
        let m = Marks::default();
        assert!(square_classes(sq("F1"), &m).contains("castle castle-white"));
        assert!(square_classes(sq("G16"), &m).contains("castle castle-black"));
        assert!(!square_classes(sq("F2"), &m).contains("castle"));
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
        };
        assert_eq!(square_classes(sq("E4"), &m), "sq light selected movable");
        assert_eq!(square_classes(sq("E6"), &m), "sq light dest next");
        assert_eq!(square_classes(sq("E8"), &m), "sq light dest");
        assert_eq!(square_classes(sq("F10"), &m), "sq dark last-from");
        assert_eq!(square_classes(sq("F9"), &m), "sq light last-to");
        assert_eq!(square_classes(sq("E7"), &m), "sq dark captured");
    }

    #[test]
    fn middle_of_last_move_path() {
        let m = Marks {
            last: vec![sq("E4"), sq("E6"), sq("E8")],
            ..Marks::default()
        };
        assert!(square_classes(sq("E6"), &m).ends_with("last-path"));
        assert!(square_classes(sq("E8"), &m).ends_with("last-to"));
    }
}
