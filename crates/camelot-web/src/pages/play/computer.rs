//! The computer's side of the game page: the search the page wants from the worker (its
//! moves, or a hint for the player), its progress, the hint found, and watch mode's pause.

use super::mode::Mode;
use crate::engine::eval::Eval;
use crate::engine::protocol::Solved;
use camelot_core::Move;

/// Why the worker is searching.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's move.
    Move,
    /// A hint for the player.
    Hint,
}

/// The search the app wants from the worker. A new id means a new request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Search {
    /// Request id.
    pub id: u64,
    /// What the result is for.
    pub purpose: Purpose,
}

/// Progress of the current search.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Thinking {
    /// Depth completed.
    pub depth: u32,
    /// The evaluation of the last finished iteration (none before the first).
    pub eval: Option<Eval>,
    /// The Perfect opponent's solved game on its way: bytes received, of how many (0:
    /// unknown).
    pub loading: Option<(u64, u64)>,
}

/// The computer's state.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Computer {
    /// The search the page is waiting for.
    pub search: Option<Search>,
    /// Progress of the computer's search for its move.
    pub thinking: Option<Thinking>,
    /// The engine's suggestion for the player.
    pub hint: Option<Move>,
    /// The solved game's verdict of the hint (against Perfect), if known.
    pub hint_solved: Option<Solved>,
    /// Watch mode is paused.
    pub paused: bool,
    last_id: u64,
}

impl Computer {
    fn start(&mut self, purpose: Purpose) {
        self.last_id += 1;
        self.search = Some(Search {
            id: self.last_id,
            purpose,
        });
    }

    fn purpose(&self) -> Option<Purpose> {
        self.search.map(|s| s.purpose)
    }

    /// Whether the computer waits, paused, in a watched game.
    pub fn paused_in(&self, mode: Mode) -> bool {
        self.paused && matches!(mode, Mode::Watch { .. })
    }

    /// Follows the game: a search for the computer's move exactly while it is to move (the
    /// hint goes then), and no hint search while the player may not move.
    pub fn settle(&mut self, to_move: bool, player_may_move: bool) {
        if to_move {
            if self.purpose() != Some(Purpose::Move) {
                self.start(Purpose::Move);
                self.thinking = Some(Thinking::default());
            }
            self.hint = None;
            self.hint_solved = None;
        } else {
            if self.purpose() == Some(Purpose::Move) {
                self.search = None;
            }
            self.thinking = None;
        }
        if !player_may_move && self.purpose() == Some(Purpose::Hint) {
            self.search = None;
        }
    }

    /// Asks for a hint (the last one goes).
    pub fn ask_hint(&mut self) {
        self.start(Purpose::Hint);
        self.hint = None;
        self.hint_solved = None;
    }

    /// A move was played: the hint and a search for one are over.
    pub fn moved(&mut self) {
        self.hint = None;
        self.hint_solved = None;
        if self.purpose() == Some(Purpose::Hint) {
            self.search = None;
        }
    }

    /// Stops whatever is asked (a new game, a paused watch).
    pub fn stop(&mut self) {
        self.search = None;
    }

    /// Progress of search `id`, when it is the computer's move being searched.
    pub fn info(&mut self, id: u64, depth: u32, eval: Eval) {
        if self
            .search
            .is_some_and(|s| s.id == id && s.purpose == Purpose::Move)
        {
            self.thinking = Some(Thinking {
                depth,
                eval: Some(eval),
                loading: None,
            });
        }
    }

    /// Download progress of what search `id` needs first (the solved game).
    pub fn loading(&mut self, id: u64, got: u64, total: u64) {
        if self
            .search
            .is_some_and(|s| s.id == id && s.purpose == Purpose::Move)
        {
            self.thinking = Some(Thinking {
                loading: Some((got, total)),
                ..Thinking::default()
            });
        }
    }

    /// The answer to search `id` arrived: what it was for, when the page still waits for it.
    pub fn answered(&mut self, id: u64) -> Option<Purpose> {
        let search = self.search.filter(|s| s.id == id)?;
        self.search = None;
        Some(search.purpose)
    }

    /// Search `id` failed: whether the page was waiting for it.
    pub fn failed(&mut self, id: u64) -> bool {
        if self.search.is_some_and(|s| s.id == id) {
            self.search = None;
            self.thinking = None;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_search_while_the_computer_is_to_move_and_only_its_answer_counts() {
        let mut c = Computer::default();
        c.settle(true, false);
        let first = c.search.expect("searching");
        assert_eq!(first.purpose, Purpose::Move);
        c.settle(true, false);
        assert_eq!(c.search, Some(first), "the same search, not a new one");
        c.loading(first.id, 10, 100);
        assert_eq!(c.thinking.as_ref().and_then(|t| t.loading), Some((10, 100)));
        c.loading(first.id + 1, 20, 100);
        assert_eq!(
            c.thinking.as_ref().and_then(|t| t.loading),
            Some((10, 100)),
            "another search's progress is not shown"
        );
        c.info(first.id, 3, Eval::Cp(10));
        assert_eq!(c.thinking.as_ref().and_then(|t| t.loading), None);
        assert_eq!(c.thinking.as_ref().map(|t| t.depth), Some(3));
        assert_eq!(c.answered(first.id + 1), None, "an old id is dropped");
        assert_eq!(c.answered(first.id), Some(Purpose::Move));
        c.settle(false, true);
        c.ask_hint();
        let hint = c.search.expect("a hint search");
        assert!(hint.id > first.id && hint.purpose == Purpose::Hint);
        c.settle(false, false);
        assert_eq!(c.search, None, "no hint while the player may not move");
    }
}
