//! Tree placement entry (River Camelot): before the first move each side plants its trees on
//! tree squares of its own side. The board takes the squares one click at a time, shows them
//! as trees to plant, and plays them, once all are chosen and confirmed, as one move (a
//! [`Move::placement`]). Part of the move entry; like the builder, it only ever hands out
//! whole, legal moves.

use crate::board::Marks;
use camelot_core::{Color, Move, Position, Square};

/// The tree squares chosen so far, in the order clicked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Planting {
    /// The chosen squares.
    pub chosen: Vec<Square>,
}

/// Why a square cannot take a tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Not one of the side's tree squares; `other` when it is the other side's, `river` when
    /// it is in the river.
    NotYours {
        /// The square.
        square: Square,
        /// The side planting.
        turn: Color,
        /// It is the other side's tree square.
        other: bool,
        /// It is in the river.
        river: bool,
    },
    /// A piece stands there.
    Taken(Square),
    /// Every tree is chosen already.
    AllChosen(usize),
}

impl Planting {
    /// How many trees the side to move plants.
    pub fn wanted(pos: &Position) -> usize {
        usize::from(pos.variant().rules().trees)
    }

    /// What a click on `sq` does: chooses it, or takes it back when it was chosen; a refusal
    /// says why the square cannot take a tree.
    pub fn click(&self, pos: &Position, sq: Square) -> Result<Planting, Refusal> {
        let mut next = self.clone();
        if let Some(i) = next.chosen.iter().position(|&s| s == sq) {
            next.chosen.remove(i);
            return Ok(next);
        }
        let turn = pos.turn();
        let wanted = Planting::wanted(pos);
        let geometry = pos.geometry();
        if !geometry.tree_squares(turn).contains(sq) {
            return Err(Refusal::NotYours {
                square: sq,
                turn,
                other: geometry.tree_squares(!turn).contains(sq),
                river: geometry.river().minus(geometry.bridges()).contains(sq),
            });
        }
        if !pos.board().is_empty_at(sq) {
            return Err(Refusal::Taken(sq));
        }
        if next.chosen.len() >= wanted {
            return Err(Refusal::AllChosen(wanted));
        }
        next.chosen.push(sq);
        Ok(next)
    }

    /// The placement to play, once every tree is chosen.
    pub fn complete(&self, pos: &Position) -> Option<Move> {
        if self.chosen.len() != Planting::wanted(pos) {
            return None;
        }
        Move::placement(&self.chosen).filter(|m| pos.is_legal(m))
    }

    /// The squares where a tree can still be chosen (none once all are).
    pub fn free(&self, pos: &Position) -> Vec<Square> {
        if self.chosen.len() >= Planting::wanted(pos) {
            return Vec::new();
        }
        pos.geometry()
            .tree_squares(pos.turn())
            .iter()
            .filter(|&s| pos.board().is_empty_at(s) && !self.chosen.contains(&s))
            .collect()
    }

    /// Adds the chosen trees and the free tree squares to `m`.
    pub fn mark(&self, pos: &Position, m: &mut Marks) {
        m.planting = self.chosen.clone();
        m.dests = self.free(pos);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Variant;

    fn sq(s: &str) -> Square {
        Square::parse_any(s).expect("square")
    }

    fn choose(pos: &Position, squares: &[&str]) -> Planting {
        squares.iter().fold(Planting::default(), |p, s| {
            p.click(pos, sq(s)).expect("a free tree square")
        })
    }

    #[test]
    fn three_clicks_make_a_placement_and_a_fourth_is_refused() {
        let pos = Position::start_of(Variant::River);
        assert!(pos.is_placing_trees());
        let p = choose(&pos, &["I2", "C2"]);
        assert_eq!(p.complete(&pos), None, "two of three");
        assert!(super::super::words::planting(&p, &pos).contains("(2 of 3 chosen)"));
        assert_eq!(p.free(&pos).len(), 41 - 2);
        let p = p.click(&pos, sq("D2")).expect("free");
        let mv = p.complete(&pos).expect("three chosen");
        assert_eq!(mv.to_string(), "C2,D2,I2");
        assert!(p.free(&pos).is_empty());
        assert_eq!(
            super::super::Pointer::Touch.say(&super::super::words::planting(&p, &pos)),
            "Plant White's trees on C2, D2 and I2, or tap one of them to choose again."
        );
        let err = super::super::words::refusal(p.click(&pos, sq("J2")).expect_err("a fourth"));
        assert!(err.starts_with("Three trees are chosen already"), "{err}");
        let again = p.click(&pos, sq("D2")).expect("taken back");
        assert_eq!(again.chosen, [sq("I2"), sq("C2")]);
        let mut m = Marks::default();
        again.mark(&pos, &mut m);
        assert_eq!(m.planting, [sq("I2"), sq("C2")]);
        assert!(m.dests.contains(&sq("D2")) && !m.dests.contains(&sq("C2")));
    }

    #[test]
    fn squares_that_take_no_tree_say_why() {
        let pos = Position::start_of(Variant::River);
        let p = Planting::default();
        let err =
            |s: &str| super::super::words::refusal(p.click(&pos, sq(s)).expect_err("refused"));
        assert_eq!(
            err("A8"),
            "A8 is not one of White's tree squares (Black plants there): the dots show where White may plant."
        );
        assert!(err("A5").contains("(it is in the river)"));
        assert!(err("F4").starts_with("F4 is not one of White's tree squares: "));
    }

    #[test]
    fn black_plants_on_its_own_side_after_white() {
        let start = Position::start_of(Variant::River);
        let white = choose(&start, &["C2", "D2", "I2"])
            .complete(&start)
            .expect("move");
        let pos = start.play(&white).expect("legal");
        assert!(pos.is_placing_trees());
        let p = choose(&pos, &["C15", "D15", "I15"]);
        let black = p.complete(&pos).expect("move");
        let after = pos.play(&black).expect("legal");
        assert!(!after.is_placing_trees());
        assert_eq!(after.board().trees().len(), 6);
        assert!(
            choose(&pos, &[]).click(&pos, sq("C2")).is_err(),
            "White's side"
        );
    }
}
