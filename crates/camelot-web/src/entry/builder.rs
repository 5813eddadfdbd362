//! Multi-leg move entry over the engine's whole-path moves.
//!
//! The board enters a move as the piece's origin plus the landing squares clicked so far (the
//! prefix). The legal moves sharing that prefix decide what comes next: the squares where the
//! next leg can land, where the remaining moves end, and what a click on a square does. The
//! preview drawn for a square is derived from that same click ([`Builder::click`]), so what
//! the board shows under the pointer is always what a click there plays. The game itself only
//! ever changes by whole moves.

use crate::board::{DrawnPath, PathStyle};
use camelot_core::{LegKind, Move, Square};

/// A move being entered: the origin and the landings chosen so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Builder {
    /// The square of the piece being moved.
    pub from: Square,
    /// Landings entered so far, in order.
    pub prefix: Vec<Square>,
}

/// What a click on a square means for the move being entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The click plays this move.
    Play(Move),
    /// The click extends the path by one leg (a landing on the way, where no move ends).
    Extend(Builder),
    /// Moves ending on this square leave different positions (they capture different
    /// pieces): the player must choose one. One move per resulting position, shortest first.
    Choose(Vec<Move>),
    /// No move of this piece goes there.
    None,
}

/// How the next leg of the move being entered travels, for naming the step to the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NextLeg {
    /// Every continuation leaps a friendly piece.
    Canter,
    /// Every continuation jumps an enemy piece.
    Jump,
    /// Some canter, some jump.
    Either,
}

impl Builder {
    /// A builder for the piece on `from`, with no legs yet.
    pub fn new(from: Square) -> Builder {
        Builder {
            from,
            prefix: Vec::new(),
        }
    }

    /// Where the piece stands now on the board being entered (the last landing).
    pub fn at(&self) -> Square {
        self.prefix.last().copied().unwrap_or(self.from)
    }

    /// The legal moves that start with this prefix.
    pub fn candidates<'a>(&'a self, moves: &'a [Move]) -> impl Iterator<Item = &'a Move> + 'a {
        moves
            .iter()
            .filter(move |m| m.from() == self.from && m.path().starts_with(&self.prefix))
    }

    /// Squares where the next leg can land, each once, in generation order.
    pub fn next_landings(&self, moves: &[Move]) -> Vec<Square> {
        let k = self.prefix.len();
        let mut out = Vec::new();
        for m in self.candidates(moves) {
            if let Some(&sq) = m.path().get(k)
                && !out.contains(&sq)
            {
                out.push(sq);
            }
        }
        out
    }

    /// Squares where some candidate move ends, each once.
    pub fn destinations(&self, moves: &[Move]) -> Vec<Square> {
        let mut out = Vec::new();
        for m in self.candidates(moves) {
            if m.path().len() > self.prefix.len() && !out.contains(&m.to()) {
                out.push(m.to());
            }
        }
        out
    }

    /// The move that ends exactly here, when the prefix is itself a legal move that other
    /// moves continue ("end move here").
    pub fn complete(&self, moves: &[Move]) -> Option<Move> {
        if self.prefix.is_empty() {
            return None;
        }
        self.candidates(moves)
            .find(|m| m.path() == self.prefix.as_slice())
            .copied()
    }

    /// How the next leg travels, if the move can go on.
    pub fn next_leg(&self, moves: &[Move]) -> Option<NextLeg> {
        let k = self.prefix.len();
        let mut kinds = self
            .candidates(moves)
            .filter_map(|m| m.legs().nth(k).map(|l| l.kind));
        let first = kinds.next()?;
        let jump = first == LegKind::Jump;
        Some(if kinds.all(|k| (k == LegKind::Jump) == jump) {
            if jump { NextLeg::Jump } else { NextLeg::Canter }
        } else {
            NextLeg::Either
        })
    }

    /// What clicking `sq` does.
    ///
    /// Clicking the last landing again ends the move there, when a move ends there. A square
    /// where candidate moves end plays the move when they all leave the same position (the
    /// shortest path is played; the others differ only in the squares passed through), and
    /// asks the player to choose when they do not. A square where no move ends but the next
    /// leg can land extends the path by that leg. Moves that only pass through a square are
    /// reached by clicking where they end, so a click never plays a move the player did not
    /// see drawn.
    pub fn click(&self, moves: &[Move], sq: Square) -> Step {
        let k = self.prefix.len();
        if k > 0 && self.prefix.last() == Some(&sq) {
            return self.complete(moves).map_or(Step::None, Step::Play);
        }
        let mut ending: Vec<&Move> = self
            .candidates(moves)
            .filter(|m| m.path().len() > k && m.to() == sq)
            .collect();
        ending.sort_by_key(|m| m.len());
        let mut distinct: Vec<(Vec<Square>, Move)> = Vec::new();
        for m in ending {
            let taken = captured(m);
            if !distinct.iter().any(|(t, _)| *t == taken) {
                distinct.push((taken, *m));
            }
        }
        match distinct.len() {
            0 if self.next_landings(moves).contains(&sq) => {
                let mut prefix = self.prefix.clone();
                prefix.push(sq);
                Step::Extend(Builder {
                    from: self.from,
                    prefix,
                })
            }
            0 => Step::None,
            1 => Step::Play(distinct[0].1),
            _ => Step::Choose(distinct.into_iter().map(|(_, m)| m).collect()),
        }
    }

    /// What the board draws for the square `sq` under the pointer or focus: exactly what a
    /// click there does. The move a click plays (with `plays` set), or the path extended by
    /// the leg a click adds; nothing where a click plays nothing or must ask.
    pub fn preview(&self, moves: &[Move], sq: Square) -> Option<DrawnPath> {
        match self.click(moves, sq) {
            Step::Play(m) => Some(DrawnPath::of(&m, PathStyle::Preview)),
            Step::Extend(next) => Some(next.entered(moves)),
            Step::Choose(_) | Step::None => None,
        }
    }

    /// The path entered so far, drawn as a preview that plays nothing.
    pub fn entered(&self, moves: &[Move]) -> DrawnPath {
        DrawnPath {
            from: self.from,
            landings: self.prefix.clone(),
            captures: self.captured_so_far(moves),
            style: PathStyle::Preview,
            plays: None,
        }
    }

    /// The squares captured by the legs entered so far (jumped pieces stay on the board until
    /// the whole move is played, so the board marks them).
    pub fn captured_so_far(&self, moves: &[Move]) -> Vec<Square> {
        let Some(m) = self.candidates(moves).next() else {
            return Vec::new();
        };
        m.legs()
            .take(self.prefix.len())
            .filter(|l| l.kind == LegKind::Jump)
            .filter_map(|l| l.over())
            .collect()
    }
}

fn captured(m: &Move) -> Vec<Square> {
    let mut v: Vec<Square> = m.captures().collect();
    v.sort();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Position;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn pos(text: &str) -> Position {
        text.parse().expect("position")
    }

    fn played(step: Step) -> String {
        match step {
            Step::Play(m) => m.to_string(),
            other => panic!("expected a move, got {other:?}"),
        }
    }

    #[test]
    fn plain_move_plays_at_once() {
        let p = Position::start();
        let moves = p.legal_moves();
        let b = Builder::new(sq("F7"));
        assert_eq!(played(b.click(&moves, sq("F8"))), "F7-F8");
        assert_eq!(b.click(&moves, sq("L13")), Step::None);
    }

    #[test]
    fn a_canter_landing_that_is_also_an_end_plays_the_short_move() {
        // White men on E4, E5 and E7: E4 canters over E5 to E6, then over E7 to E8.
        let p = pos("2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1");
        let moves = p.legal_moves();
        let b = Builder::new(sq("E4"));
        assert!(b.next_landings(&moves).contains(&sq("E6")));
        assert_eq!(played(b.click(&moves, sq("E6"))), "E4-E6");
        assert_eq!(played(b.click(&moves, sq("E8"))), "E4-E6-E8");
    }

    #[test]
    fn a_square_that_ends_one_move_and_lies_on_another_plays_the_one_ending_there() {
        // The report behind this rule: the knight on D7 can jump D7xF9xD9 (F9 is its first
        // landing) or charge D7-F7xD9xF9 (ending on F9). A click on F9 plays the move that
        // ends there, and one on D9 the other.
        let p =
            pos("2/8/10/12/12/2kmmmmmm3/3k2mmk3/4m7/4m7/K2KM2M4/3M1MMMMK2/9M2/12/10/8/2 w 0 0 4");
        let moves = p.legal_moves();
        let b = Builder::new(sq("D7"));
        assert_eq!(played(b.click(&moves, sq("F9"))), "D7-F7xD9xF9");
        assert_eq!(played(b.click(&moves, sq("D9"))), "D7xF9xD9");
        // F7 is only a landing on the way: a click there goes one leg.
        let Step::Extend(mid) = b.click(&moves, sq("F7")) else {
            panic!("F7 is a landing on the way");
        };
        assert_eq!(mid.next_leg(&moves), Some(NextLeg::Jump));
        assert_eq!(mid.complete(&moves), None);
        assert_eq!(played(mid.click(&moves, sq("F9"))), "D7-F7xD9xF9");
    }

    #[test]
    fn moves_ending_alike_with_different_captures_are_offered_not_guessed() {
        let p = pos(
            "2/8/8m1/12/1m5m4/5m1m1k2/6m2mk1/6m5/12/3KMM1MM3/4M1M2K2/1K1M3MK3/1M10/10/8/2 w 0 0 15",
        );
        let moves = p.legal_moves();
        let b = Builder::new(sq("J6"));
        let Step::Choose(options) = b.click(&moves, sq("F12")) else {
            panic!("two different captures end on F12");
        };
        assert_eq!(options.len(), 2, "{options:?}");
        let mut taken: Vec<Vec<Square>> = options.iter().map(captured).collect();
        taken.dedup();
        assert_eq!(taken.len(), 2, "one move per resulting position");
        assert!(options[0].len() <= options[1].len(), "shortest first");
        for m in &options {
            assert_eq!((m.from(), m.to()), (sq("J6"), sq("F12")));
        }
    }

    #[test]
    fn jump_chain_leg_by_leg() {
        // White man E4; black men E5 and E7: E4xE6xE8 is the only move (capture is compulsory).
        let p = pos("2/8/10/12/12/12/12/12/12/4m7/12/4m7/4M7/10/8/2 w 0 0 1");
        let moves = p.legal_moves();
        assert!(moves.iter().all(|m| m.is_capture()));
        let b = Builder::new(sq("E4"));
        assert_eq!(b.next_landings(&moves), [sq("E6")]);
        assert_eq!(b.destinations(&moves), [sq("E8")]);
        assert_eq!(b.next_leg(&moves), Some(NextLeg::Jump));
        let Step::Extend(b2) = b.click(&moves, sq("E6")) else {
            panic!("E6 is mid-chain");
        };
        assert_eq!(b2.complete(&moves), None, "a jump chain may not stop at E6");
        assert_eq!(b2.click(&moves, sq("E6")), Step::None);
        assert_eq!(b2.captured_so_far(&moves), [sq("E5")]);
        let m = played(b2.click(&moves, sq("E8")));
        assert_eq!(m, "E4xE6xE8");
        assert_eq!(played(b.click(&moves, sq("E8"))), "E4xE6xE8");
    }

    #[test]
    fn clicking_the_last_landing_again_ends_the_move_there() {
        let p = pos("2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1");
        let moves = p.legal_moves();
        let b = Builder {
            from: sq("E4"),
            prefix: vec![sq("E6")],
        };
        assert_eq!(b.next_leg(&moves), Some(NextLeg::Canter));
        assert_eq!(played(b.click(&moves, sq("E6"))), "E4-E6");
        assert_eq!(played(b.click(&moves, sq("E8"))), "E4-E6-E8");
    }

    #[test]
    fn the_preview_is_what_a_click_does() {
        let p =
            pos("2/8/10/12/12/2kmmmmmm3/3k2mmk3/4m7/4m7/K2KM2M4/3M1MMMMK2/9M2/12/10/8/2 w 0 0 4");
        let moves = p.legal_moves();
        let b = Builder::new(sq("D7"));
        for s in Square::all() {
            let pv = b.preview(&moves, s);
            match b.click(&moves, s) {
                Step::Play(m) => {
                    let pv = pv.expect("a move is drawn");
                    assert_eq!(pv.plays, Some(m));
                    assert_eq!(pv.landings, m.path());
                    assert_eq!(pv.captures, m.captures().collect::<Vec<_>>());
                }
                Step::Extend(next) => {
                    let pv = pv.expect("the leg is drawn");
                    assert_eq!((pv.plays, pv.landings), (None, next.prefix));
                }
                Step::Choose(_) | Step::None => assert_eq!(pv, None),
            }
        }
        let drawn = b.preview(&moves, sq("F9")).and_then(|p| p.plays);
        assert_eq!(drawn.map(|m| m.to_string()).as_deref(), Some("D7-F7xD9xF9"));
    }

    #[test]
    fn other_pieces_are_not_candidates() {
        let p = Position::start();
        let moves = p.legal_moves();
        let b = Builder::new(sq("F7"));
        assert!(b.candidates(&moves).all(|m| m.from() == sq("F7")));
        assert_eq!(b.at(), sq("F7"));
    }
}
