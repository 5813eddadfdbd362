//! Multi-leg move entry over the engine's whole-path moves.
//!
//! The board enters a move as the piece's origin plus the landing squares clicked so far (the
//! prefix). The legal moves sharing that prefix decide what comes next: the squares where the
//! next leg can land, whether the move may end here, and where the remaining moves end. The
//! game itself only ever changes by whole moves.

use camelot_core::{Move, Square};

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
    /// The move is complete: play it.
    Play(Move),
    /// The click extended the path by one leg; more legs (or "end move here") may follow.
    Extend(Builder),
    /// Several different moves end on this square: the player must choose the path leg by leg.
    Ambiguous,
    /// No move of this piece goes there.
    None,
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

    /// The best path to preview for the square `to`: the continuation through `to` as the
    /// next leg, else the shortest candidate ending on `to`.
    pub fn preview(&self, moves: &[Move], to: Square) -> Option<Move> {
        let k = self.prefix.len();
        let mut through: Vec<&Move> = self
            .candidates(moves)
            .filter(|m| m.path().get(k) == Some(&to))
            .collect();
        through.sort_by_key(|m| m.len());
        if let Some(m) = through.first() {
            return Some(**m);
        }
        self.candidates(moves)
            .filter(|m| m.path().len() > k && m.to() == to)
            .min_by_key(|m| m.len())
            .copied()
    }

    /// What clicking `sq` does.
    ///
    /// A square where a legal move ends plays that move (the shortest path there) when every
    /// move ending there or passing through it leaves the same pieces captured: a new player
    /// clicks a dot and the piece goes there. When the captures differ, a square where the next
    /// leg lands extends the path one leg, so the player can choose the path leg by leg; a
    /// square that is only a later landing is ambiguous. A square that is only a next landing
    /// (mid jump chain) extends the path.
    pub fn click(&self, moves: &[Move], sq: Square) -> Step {
        let k = self.prefix.len();
        let through: Vec<&Move> = self
            .candidates(moves)
            .filter(|m| m.path().get(k) == Some(&sq))
            .collect();
        let mut ending: Vec<&Move> = self
            .candidates(moves)
            .filter(|m| m.path().len() > k && m.to() == sq)
            .collect();
        ending.sort_by_key(|m| m.len());
        let extend = || {
            let mut prefix = self.prefix.clone();
            prefix.push(sq);
            Step::Extend(Builder {
                from: self.from,
                prefix,
            })
        };
        let Some(shortest) = ending.first() else {
            return if through.is_empty() {
                Step::None
            } else {
                extend()
            };
        };
        let first = captured(shortest);
        if ending.iter().chain(&through).all(|m| captured(m) == first) {
            Step::Play(**shortest)
        } else if !through.is_empty() {
            extend()
        } else {
            Step::Ambiguous
        }
    }

    /// The squares captured by the legs entered so far (jumped pieces stay on the board until
    /// the whole move is played, so the board marks them).
    pub fn captured_so_far(&self, moves: &[Move]) -> Vec<Square> {
        let Some(m) = self.candidates(moves).next() else {
            return Vec::new();
        };
        let taken: Vec<Square> = m.captures().collect();
        let mut at = self.from;
        let mut out = Vec::new();
        for &to in &self.prefix {
            if let Some(mid) = at.midpoint(to)
                && taken.contains(&mid)
            {
                out.push(mid);
            }
            at = to;
        }
        out
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

    #[test]
    fn plain_move_plays_at_once() {
        let p = Position::start();
        let moves = p.legal_moves();
        let b = Builder::new(sq("F7"));
        match b.click(&moves, sq("F8")) {
            Step::Play(m) => assert_eq!(m.to_string(), "F7-F8"),
            other => panic!("{other:?}"),
        }
        assert_eq!(b.click(&moves, sq("L13")), Step::None);
    }

    #[test]
    fn a_canter_landing_that_is_also_an_end_plays_the_short_move() {
        // White men on E4, E5 and E7: E4 canters over E5 to E6, then over E7 to E8.
        let p = pos("2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1");
        let moves = p.legal_moves();
        let b = Builder::new(sq("E4"));
        let next = b.next_landings(&moves);
        assert!(next.contains(&sq("E6")), "{next:?}");
        match b.click(&moves, sq("E6")) {
            Step::Play(m) => assert_eq!(m.to_string(), "E4-E6"),
            other => panic!("E6 ends a legal move, so a click plays it: {other:?}"),
        }
        let b2 = Builder {
            from: sq("E4"),
            prefix: vec![sq("E6")],
        };
        assert_eq!(
            b2.complete(&moves).map(|m| m.to_string()),
            Some("E4-E6".into())
        );
        assert_eq!(b2.next_landings(&moves), [sq("E8")]);
        match b2.click(&moves, sq("E8")) {
            Step::Play(m) => assert_eq!(m.to_string(), "E4-E6-E8"),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn destination_click_plays_the_single_path() {
        let p = pos("2/8/10/m11/12/12/12/12/12/4M7/12/4M7/4M7/10/8/2 w 0 0 1");
        let moves = p.legal_moves();
        let b = Builder::new(sq("E4"));
        assert!(b.destinations(&moves).contains(&sq("E8")));
        match b.click(&moves, sq("E8")) {
            Step::Play(m) => assert_eq!(m.to_string(), "E4-E6-E8"),
            other => panic!("{other:?}"),
        }
        let pv = b.preview(&moves, sq("E8")).map(|m| m.to_string());
        assert_eq!(pv.as_deref(), Some("E4-E6-E8"));
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
        let Step::Extend(b2) = b.click(&moves, sq("E6")) else {
            panic!("E6 is mid-chain");
        };
        assert_eq!(b2.complete(&moves), None, "a jump chain may not stop at E6");
        assert_eq!(b2.captured_so_far(&moves), [sq("E5")]);
        match b2.click(&moves, sq("E8")) {
            Step::Play(m) => {
                assert_eq!(m.to_string(), "E4xE6xE8");
                assert_eq!(m.captures().count(), 2);
            }
            other => panic!("{other:?}"),
        }
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
