//! Tree placement entry (River Camelot): before the first move each side plants its trees on
//! tree squares of its own side. The board takes the squares one click at a time, shows them
//! as trees to plant, and plays them, once all are chosen and confirmed, as one move (a
//! [`Move::placement`]). Shared by the game page and the embed; like the builder, it only
//! ever hands out whole, legal moves.

use crate::classes::Marks;
use camelot_core::{Move, Position, Square};

/// The tree squares chosen so far, in the order clicked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Planting {
    /// The chosen squares.
    pub chosen: Vec<Square>,
}

impl Planting {
    /// How many trees the side to move plants.
    pub fn wanted(pos: &Position) -> usize {
        usize::from(pos.variant().rules().trees)
    }

    /// What a click on `sq` does: chooses it, or takes it back when it was chosen; an error
    /// says why the square cannot take a tree.
    pub fn click(&self, pos: &Position, sq: Square) -> Result<Planting, String> {
        let mut next = self.clone();
        if let Some(i) = next.chosen.iter().position(|&s| s == sq) {
            next.chosen.remove(i);
            return Ok(next);
        }
        let turn = pos.turn();
        let wanted = Planting::wanted(pos);
        let geometry = pos.geometry();
        if !geometry.tree_squares(turn).contains(sq) {
            let whose = if geometry.tree_squares(!turn).contains(sq) {
                format!(" ({} plants there)", !turn)
            } else if geometry.river().minus(geometry.bridges()).contains(sq) {
                " (it is in the river)".to_string()
            } else {
                String::new()
            };
            return Err(format!(
                "{sq} is not one of {turn}'s tree squares{whose}: the dots show where {turn} may plant."
            ));
        }
        if !pos.board().is_empty_at(sq) {
            return Err(format!("{sq} is taken: trees go on empty tree squares."));
        }
        if next.chosen.len() >= wanted {
            return Err(format!(
                "{} trees are chosen already: plant them, or choose one again to take it back.",
                capital(&number(wanted))
            ));
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

    /// What to tell the player: how many trees are left to choose, or what confirming plants.
    /// `verb` is "click" or "tap".
    pub fn status(&self, pos: &Position, verb: &str) -> String {
        let turn = pos.turn();
        let wanted = Planting::wanted(pos);
        match self.complete(pos) {
            Some(_) => format!(
                "Plant {turn}'s trees on {}, or {verb} one of them to choose again.",
                and_list(&self.chosen)
            ),
            None => format!(
                "{turn} plants {} trees before the first move: {verb} {} of the dotted squares on {turn}'s side ({} of {wanted} chosen).",
                number(wanted),
                number(wanted - self.chosen.len().min(wanted)),
                self.chosen.len()
            ),
        }
    }
}

/// "three", for the small counts of trees.
fn number(n: usize) -> String {
    match n {
        1 => "one".into(),
        2 => "two".into(),
        3 => "three".into(),
        n => n.to_string(),
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
        .unwrap_or_default()
}

/// "C2", "C2 and D2", "C2, D2 and I2".
pub fn and_list(squares: &[Square]) -> String {
    let mut sorted = squares.to_vec();
    sorted.sort();
    let names: Vec<String> = sorted.iter().map(Square::to_string).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
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
        assert!(p.status(&pos, "click").contains("(2 of 3 chosen)"));
        assert_eq!(p.free(&pos).len(), 41 - 2);
        let p = p.click(&pos, sq("D2")).expect("free");
        let mv = p.complete(&pos).expect("three chosen");
        assert_eq!(mv.to_string(), "C2,D2,I2");
        assert!(p.free(&pos).is_empty());
        assert_eq!(
            p.status(&pos, "tap"),
            "Plant White's trees on C2, D2 and I2, or tap one of them to choose again."
        );
        let err = p.click(&pos, sq("J2")).expect_err("a fourth");
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
        let err = |s: &str| p.click(&pos, sq(s)).expect_err("refused");
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
