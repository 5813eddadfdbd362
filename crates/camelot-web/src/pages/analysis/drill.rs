//! "Learn from your mistakes": one side's reviewed mistakes, one at a time. At each, the
//! player looks for a better move on the board; the engine's own choice is right at once, the
//! move played in the game is wrong at once, and any other move is scored by the worker
//! against the best and kept when it keeps the chances close enough ([`LEARN_MARGIN`]).

use super::review::Verdict;
use super::state::State;
use super::words;
use crate::engine::eval::Eval;
use camelot_core::{Color, Move, NodeId};

/// How close to the best move's chances (0 to 1, for the mover) a move must keep to count as
/// found while learning from mistakes: half an inaccuracy.
pub const LEARN_MARGIN: f64 = super::review::INACCURACY / 2.0;

/// Where the player stands with one mistake while learning.
#[derive(Debug, Clone, PartialEq)]
pub enum Attempt {
    /// Waiting for a move.
    Asking,
    /// The worker is scoring the player's move against the best (White's raw scores after
    /// each, as they come).
    Checking {
        /// The player's move.
        candidate: Move,
        /// Scores after the best move and after the candidate.
        scores: [Option<i32>; 2],
    },
    /// The move does not keep the chances.
    Wrong {
        /// The player's move.
        candidate: Move,
        /// Why.
        text: String,
    },
    /// Found.
    Right {
        /// The player's move.
        candidate: Move,
        /// The praise.
        text: String,
    },
    /// The solution was asked for.
    Shown,
}

/// One side's mistakes and where the player stands.
#[derive(Debug, Clone, PartialEq)]
pub struct Learn {
    /// Whose mistakes.
    pub side: Color,
    /// The plies of the mistakes (1 for the game's first move).
    pub plies: Vec<usize>,
    /// The mistake being worked on (`plies.len()` when all are done).
    pub at: usize,
    /// The position the mistake was made in.
    pub node: NodeId,
    /// The move played there in the game.
    pub played: Option<Move>,
    /// The search's move there.
    pub best: Option<Move>,
    /// The player's progress with it.
    pub attempt: Attempt,
}

impl Learn {
    /// Whether every mistake has been worked through.
    pub fn finished(&self) -> bool {
        self.at >= self.plies.len()
    }
}

impl State {
    /// Starts on `side`'s mistakes.
    pub(super) fn learn_start(&mut self, side: Color) {
        let shared = self.shared_plies();
        let plies: Vec<usize> = self
            .judged
            .iter()
            .filter(|j| j.mover == side && j.verdict >= Verdict::Mistake && j.ply <= shared)
            .map(|j| j.ply)
            // Only where the better move is known in the position (so a try can be checked).
            .filter(|&p| {
                self.main_node(p - 1)
                    .and_then(|n| self.better_here(n))
                    .is_some()
            })
            .collect();
        if plies.is_empty() {
            self.review_note = Some(words::no_mistakes(side));
            return;
        }
        self.learn = Some(Learn {
            side,
            plies,
            at: 0,
            node: NodeId::ROOT,
            played: None,
            best: None,
            attempt: Attempt::Asking,
        });
        self.learn_at(0);
    }

    /// Goes to mistake `at` of the session (or marks the session finished).
    pub(super) fn learn_at(&mut self, at: usize) {
        let Some(l) = self.learn.as_ref() else {
            return;
        };
        let (node, played, best) = match l.plies.get(at).copied() {
            Some(p) => {
                let Some(node) = self.main_node(p - 1) else {
                    return;
                };
                let played = self
                    .main_node(p)
                    .and_then(|n| self.tree().move_at(n).copied());
                let best = self.better_here(node).map(|(m, _)| m);
                (node, played, best)
            }
            None => (self.game.node(), None, None),
        };
        if let Some(l) = self.learn.as_mut() {
            l.at = at;
            l.node = node;
            l.played = played;
            l.best = best;
            l.attempt = Attempt::Asking;
        }
        self.go(node);
    }

    /// Whether a move on the board is a try at the mistake shown.
    pub(super) fn trying(&self) -> bool {
        self.hiding_engine()
            && self
                .learn
                .as_ref()
                .is_some_and(|l| matches!(l.attempt, Attempt::Asking | Attempt::Wrong { .. }))
    }

    /// Whether the player's try is being scored at the position shown.
    pub(super) fn checking(&self) -> bool {
        self.learn.as_ref().is_some_and(|l| {
            l.node == self.game.node() && matches!(l.attempt, Attempt::Checking { .. })
        })
    }

    /// A move the player tries at the mistake's position.
    pub(super) fn attempt(&mut self, mv: Move) {
        let Some(l) = self.learn.as_ref() else {
            return;
        };
        let Some(pos) = self.tree().position(l.node).cloned() else {
            return;
        };
        let after = pos.play(&mv).ok();
        let same = |m: Option<Move>| match (m.and_then(|m| pos.play(&m).ok()), &after) {
            (Some(a), Some(b)) => a == *b,
            _ => false,
        };
        let attempt = if same(l.played) {
            Attempt::Wrong {
                candidate: mv,
                text: words::played_in_game(&mv),
            }
        } else if same(l.best) {
            Attempt::Right {
                candidate: mv,
                text: words::well_found(&mv),
            }
        } else {
            Attempt::Checking {
                candidate: mv,
                scores: [None, None],
            }
        };
        if let Some(l) = self.learn.as_mut() {
            l.attempt = attempt;
        }
    }

    /// One of the two moves of a check was scored.
    pub(super) fn scored(&mut self, index: usize, score: i32) {
        if let Some(Learn {
            attempt: Attempt::Checking { scores, .. },
            ..
        }) = self.learn.as_mut()
            && let Some(slot) = scores.get_mut(index)
        {
            *slot = Some(score);
        }
        self.decide();
    }

    /// The check could not be done: the player may try again.
    pub(super) fn check_failed(&mut self) {
        if let Some(l) = self.learn.as_mut()
            && matches!(l.attempt, Attempt::Checking { .. })
        {
            l.attempt = Attempt::Asking;
        }
    }

    /// Both moves of a check are scored: is the player's close enough to the best?
    fn decide(&mut self) {
        let Some(l) = self.learn.as_ref() else {
            return;
        };
        let Attempt::Checking {
            candidate,
            scores: [Some(best), Some(mine)],
        } = l.attempt
        else {
            return;
        };
        let (side, best_move) = (l.side, l.best);
        let turn = !side;
        let chance = |raw: i32| {
            let white = Eval::new(raw, turn).white_chance();
            if side == Color::White {
                white
            } else {
                1.0 - white
            }
        };
        let (b, m) = (chance(best), chance(mine));
        let attempt = if m + LEARN_MARGIN >= b {
            Attempt::Right {
                candidate,
                text: words::keeps_chances(&candidate, side, m, best_move, b),
            }
        } else {
            Attempt::Wrong {
                candidate,
                text: words::loses_chances(&candidate, side, m, b),
            }
        };
        if let Some(l) = self.learn.as_mut() {
            l.attempt = attempt;
        }
    }
}
