//! One puzzle's board, as a pure reducer ([`PuzzleState`]): the solver's moves go through the
//! shared move entry and are judged by the position they reach (two canter routes to one
//! square are one answer; a move that wins the game at once is right too), the computer plays
//! the line's replies on a timer, a wrong move stays on the board, marked, and "View solution"
//! plays the line out.

use super::pack::Puzzle;
use super::words;
use crate::board::{DrawnPath, LastMove, Marks, PathStyle};
use crate::entry::{Entry, EntryAction, Outcome, Pointer, duty, enterable};
use camelot_core::{Move, Position, Square};
use std::rc::Rc;

/// Where the puzzle stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phase {
    /// The solver to move.
    Solving,
    /// The solver's move was right; the computer's reply comes on the next tick.
    Replying,
    /// A wrong move stands on the board (the position before it is `line`'s at `ply`).
    Wrong(Move),
    /// The solution is played out, a move a tick.
    Viewing,
    /// The line is over: every solver move found, or the solution shown.
    Over,
}

/// What to tell the solver.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Feedback {
    /// Good news.
    pub ok: bool,
    /// The words.
    pub text: String,
}

/// The state of one puzzle's board.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleState {
    /// The puzzle.
    pub puzzle: Rc<Puzzle>,
    /// How many moves of the line are on the board.
    pub ply: usize,
    /// The position after those moves.
    pub position: Position,
    /// What the board shows (the position, or a wrong move played in it).
    pub shown: Position,
    /// The last move on the board.
    pub last: Option<LastMove>,
    /// The move being entered.
    pub entry: Entry,
    /// Where the puzzle stands.
    pub phase: Phase,
    /// The hint shown: 0 none, 1 the piece to move, 2 the whole move.
    pub hint: u8,
    /// A hint was taken at some point.
    pub hinted: bool,
    /// The result, once decided: solved (every solver move found without a wrong move; a
    /// hint is allowed, and the rating counts it) or failed (a wrong move, or the solution
    /// viewed). It is decided once: a retry after a wrong move does not change it.
    pub result: Option<bool>,
    /// What to tell the solver.
    pub feedback: Option<Feedback>,
    /// Once the puzzle is over: the move of the line the board is stepped back to (none: the
    /// end), and the last move shown at the end.
    pub review: Option<(usize, Option<LastMove>)>,
}

/// What can happen on a puzzle's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleAction {
    /// The solver on the board.
    Entry(EntryAction),
    /// The timer: the computer's reply, or the solution's next move.
    Tick,
    /// A hint: first the piece, then the whole move.
    Hint,
    /// Take back the wrong move and try again (the result stays a miss).
    Retry,
    /// Play the solution out from where the line stands.
    ViewSolution,
    /// Once the puzzle is over, step through its line: by this many moves (clamped to the
    /// start and the end).
    Step(i32),
}

impl PuzzleState {
    /// A puzzle at its start, the solver to move.
    pub fn new(puzzle: Rc<Puzzle>, pointer: Pointer) -> PuzzleState {
        PuzzleState {
            ply: 0,
            position: puzzle.start.clone(),
            shown: puzzle.start.clone(),
            last: puzzle.last.clone(),
            entry: Entry {
                careful: true,
                ..Entry::new(pointer)
            },
            phase: Phase::Solving,
            hint: 0,
            hinted: false,
            result: None,
            feedback: None,
            review: None,
            puzzle,
        }
    }

    /// Whether the board takes moves.
    pub fn interactive(&self) -> bool {
        self.phase == Phase::Solving
    }

    /// Whether the puzzle is over (solved, failed and not retried, or its solution shown).
    pub fn ended(&self) -> bool {
        matches!(self.phase, Phase::Over | Phase::Wrong(_))
    }

    /// Whether the task still stands: neither done nor given up for the solution (a wrong move
    /// waiting for Retry still has it to do).
    pub fn task_open(&self) -> bool {
        !matches!(self.phase, Phase::Viewing | Phase::Over)
    }

    /// The solver's side.
    pub fn solver(&self) -> camelot_core::Color {
        self.puzzle.start.turn()
    }

    /// The move the line expects now (the solver's or the reply).
    pub fn expected(&self) -> Option<&Move> {
        self.puzzle.line.get(self.ply)
    }

    fn legal(&self) -> Vec<Move> {
        enterable(&self.position)
    }

    /// Puts a move of the line on the board.
    fn advance(&mut self, mv: &Move) {
        if let Ok(next) = self.position.play(mv) {
            self.position = next;
        }
        self.shown = self.position.clone();
        self.last = Some(LastMove::of(mv));
        self.ply += 1;
    }

    /// Whether `mv` answers the line's move here: it reaches the same position, or it wins
    /// the game at once.
    fn right(&self, mv: &Move) -> bool {
        let Ok(after) = self.position.play(mv) else {
            return false;
        };
        let expected = self.expected().and_then(|e| self.position.play(e).ok());
        if expected.as_ref() == Some(&after) {
            return true;
        }
        after
            .outcome()
            .is_some_and(|o| o.winner == Some(self.solver()))
    }

    fn decide(&mut self, solved: bool) {
        self.result.get_or_insert(solved);
    }

    /// The solver played `mv`.
    fn played(&mut self, mv: Move) {
        self.entry.reset();
        self.hint = 0;
        if !self.right(&mv) {
            let Ok(after) = self.position.play(&mv) else {
                return;
            };
            self.shown = after;
            self.last = Some(LastMove::of(&mv));
            self.phase = Phase::Wrong(mv);
            self.decide(false);
            self.feedback = Some(Feedback {
                ok: false,
                text: words::wrong(&mv),
            });
            return;
        }
        let wins = self
            .position
            .play(&mv)
            .ok()
            .and_then(|p| p.outcome())
            .is_some();
        // The line's own move is put on the board (the solver's route if it was another one to
        // the same position: the board shows what they played).
        self.advance(&mv);
        if wins || self.ply >= self.puzzle.line.len() {
            self.phase = Phase::Over;
            self.decide(true);
            self.feedback = Some(Feedback {
                ok: true,
                text: words::solved(self.result == Some(true), self.hinted),
            });
        } else {
            self.phase = Phase::Replying;
            self.feedback = Some(Feedback {
                ok: true,
                text: words::right(),
            });
        }
    }

    /// The next state.
    pub fn reduce(&self, action: PuzzleAction) -> PuzzleState {
        let mut s = self.clone();
        match action {
            PuzzleAction::Entry(a) => s.enter(a),
            PuzzleAction::Tick => match s.phase {
                Phase::Replying => {
                    if let Some(reply) = s.expected().copied() {
                        s.advance(&reply);
                        s.phase = Phase::Solving;
                        s.feedback = Some(Feedback {
                            ok: true,
                            text: words::your_turn(&reply),
                        });
                    } else {
                        s.phase = Phase::Over;
                    }
                }
                Phase::Viewing => match s.expected().copied() {
                    Some(mv) => {
                        s.advance(&mv);
                        if s.ply >= s.puzzle.line.len() {
                            s.phase = Phase::Over;
                            s.feedback = Some(Feedback {
                                ok: false,
                                text: words::solution_shown(&s.puzzle),
                            });
                        }
                    }
                    None => s.phase = Phase::Over,
                },
                _ => {}
            },
            PuzzleAction::Hint => {
                if s.phase == Phase::Solving {
                    s.hint = (s.hint + 1).min(2);
                    s.hinted = true;
                    s.entry.reset();
                    // The hinted piece is picked up by a click on it, through the board's
                    // own way in: its landings show, and a click on one plays on.
                    if s.hint == 1
                        && let Some(from) = s.expected().map(|m| m.from())
                    {
                        s.enter(match s.entry.pointer {
                            Pointer::Touch => EntryAction::Tap(from),
                            Pointer::Mouse => EntryAction::Click(from),
                        });
                    }
                    s.feedback = Some(Feedback {
                        ok: true,
                        text: words::hint(s.hint, s.expected()),
                    });
                }
            }
            PuzzleAction::Retry => {
                if matches!(s.phase, Phase::Wrong(_)) {
                    s.shown = s.position.clone();
                    s.last = s
                        .ply
                        .checked_sub(1)
                        .and_then(|i| s.puzzle.line.get(i))
                        .map(LastMove::of)
                        .or_else(|| s.puzzle.last.clone());
                    s.phase = Phase::Solving;
                    s.feedback = Some(Feedback {
                        ok: false,
                        text: words::retry(),
                    });
                }
            }
            PuzzleAction::Step(by) => {
                if s.phase == Phase::Over {
                    s.step(by);
                }
            }
            PuzzleAction::ViewSolution => {
                if matches!(s.phase, Phase::Solving | Phase::Wrong(_)) {
                    s.decide(false);
                    s.entry.reset();
                    s.hint = 0;
                    s.shown = s.position.clone();
                    s.phase = Phase::Viewing;
                    s.feedback = None;
                }
            }
        }
        s
    }

    /// The move of the line the board shows once the puzzle is over (the end: `ply`).
    pub fn reviewed(&self) -> usize {
        self.review.as_ref().map_or(self.ply, |r| r.0)
    }

    /// Steps the finished puzzle's board through its line.
    fn step(&mut self, by: i32) {
        let end = self.ply;
        let to = (self.reviewed() as i64 + i64::from(by)).clamp(0, end as i64) as usize;
        if to == self.reviewed() {
            return;
        }
        let end_last = match self.review.take() {
            Some((_, last)) => last,
            None => self.last.clone(),
        };
        if to == end {
            self.shown = self.position.clone();
            self.last = end_last;
            return;
        }
        let mut pos = self.puzzle.start.clone();
        for m in &self.puzzle.line[..to] {
            if let Ok(next) = pos.play(m) {
                pos = next;
            }
        }
        self.shown = pos;
        self.last = to
            .checked_sub(1)
            .and_then(|i| self.puzzle.line.get(i))
            .map(LastMove::of)
            .or_else(|| self.puzzle.last.clone());
        self.review = Some((to, end_last));
    }

    /// The solver on the board.
    fn enter(&mut self, action: EntryAction) {
        if let EntryAction::Click(_) = action {
            self.entry.pointer = Pointer::Mouse;
        } else if let EntryAction::Tap(_) = action {
            self.entry.pointer = Pointer::Touch;
        }
        let passing = matches!(
            action,
            EntryAction::Hover(_) | EntryAction::Show(_) | EntryAction::Cancel
        );
        if !passing && !self.interactive() {
            return;
        }
        let square = match action {
            EntryAction::Click(sq) | EntryAction::Tap(sq) => Some(sq),
            _ => None,
        };
        // The hint picked the piece up: a click on it, as the hint's words ask, keeps it up
        // rather than putting it down.
        let picked = self.entry.builder.as_ref().filter(|b| b.prefix.is_empty());
        if self.hint == 1 && square.is_some() && picked.map(|b| b.from) == square {
            return;
        }
        let pos = self.position.clone();
        let legal = self.legal();
        match self.entry.apply(&pos, &legal, action) {
            Outcome::Nothing => {
                if square.is_some() && self.entry.builder.is_some() {
                    // Picking up a piece: the words about the last try are done with.
                    self.feedback = self.feedback.take().filter(|f| f.ok);
                }
            }
            Outcome::Play(m) => self.played(m),
            Outcome::Miss { from, path, stop } => {
                self.feedback = Some(Feedback {
                    ok: false,
                    text: self.entry.miss(&pos, from, &path, stop),
                });
            }
            Outcome::Say(why) => {
                let mut text = self.entry.why(&why);
                let own = square
                    .and_then(|sq| pos.piece_at(sq))
                    .is_some_and(|p| p.color == pos.turn());
                if !own && let Some(d) = duty(&pos, &legal) {
                    text = words::why_and_duty(
                        &text,
                        &self.entry.pointer.say(&crate::entry::words::duty(&d)),
                    );
                }
                self.feedback = Some(Feedback { ok: false, text });
            }
        }
    }

    /// The highlights for the board.
    pub fn marks(&self) -> Marks {
        let mut m = Marks::default();
        if let Some(last) = &self.last {
            m.last = std::iter::once(last.from)
                .chain(last.landings.iter().copied())
                .collect();
            m.captured = last.captures.clone();
        }
        if let Phase::Wrong(mv) = &self.phase {
            m.wrong = Some(mv.to());
            return m;
        }
        if !self.interactive() {
            return m;
        }
        let legal = self.legal();
        if let Some(d) = duty(&self.position, &legal) {
            m.movable = d.squares;
        }
        if self.entry.builder.is_some() {
            self.entry.mark(&self.position, &legal, &mut m);
            return m;
        }
        if self.hint >= 1
            && let Some(mv) = self.expected()
        {
            m.selected = Some(mv.from());
            if self.hint >= 2 {
                m.dests = vec![mv.to()];
            }
        }
        m
    }

    /// The paths to draw: the move that led to the position shown (as the game page draws
    /// its last move: a long capture reads as one), then the move under the pointer or the
    /// hinted move.
    pub fn paths(&self) -> Vec<DrawnPath> {
        let mut out: Vec<DrawnPath> = self.last.iter().map(LastMove::drawn).collect();
        if !self.interactive() {
            return out;
        }
        let legal = self.legal();
        if let Some(p) = self.entry.path(&legal) {
            out.push(p);
        } else if let Some(mv) = self.expected()
            && self.hint >= 2
            && self.entry.builder.is_none()
        {
            out.push(DrawnPath::of(mv, PathStyle::Hint));
        }
        out
    }

    /// What to say about the move being entered.
    pub fn status(&self) -> Option<String> {
        if !self.interactive() {
            return None;
        }
        self.entry.status(&self.position, &self.legal())
    }

    /// The move that may end where the path entered stands ("End move here").
    pub fn can_end_here(&self) -> Option<Move> {
        self.interactive()
            .then(|| self.entry.can_end_here(&self.legal()))
            .flatten()
    }

    /// The square the hinted piece stands on (for the words).
    pub fn hinted_square(&self) -> Option<Square> {
        (self.hint >= 1)
            .then(|| self.expected().map(Move::from))
            .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::puzzles::pack::{Pack, tests::PACK};
    use camelot_core::Variant;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn puzzle(id: &str) -> PuzzleState {
        let pack = Pack::parse(Variant::Camelot, PACK).expect("pack");
        let p = pack.find(id).expect("puzzle").clone();
        PuzzleState::new(Rc::new(p), Pointer::Mouse)
    }

    fn click(s: PuzzleState, squares: &[&str]) -> PuzzleState {
        squares.iter().fold(s, |s, q| {
            s.reduce(PuzzleAction::Entry(EntryAction::Click(sq(q))))
        })
    }

    #[test]
    fn the_right_chain_solves_it() {
        let s = puzzle("a1");
        assert!(s.interactive() && s.task_open());
        assert_eq!(
            s.marks().last,
            [sq("G12"), sq("F11")],
            "the opponent's last move is shown"
        );
        let s = click(s, &["F8", "F10", "F12"]);
        assert_eq!(s.phase, Phase::Over);
        assert_eq!(s.result, Some(true));
        assert!(s.feedback.as_ref().is_some_and(|f| f.ok));
        assert!(s.ended() && !s.interactive() && !s.task_open());
    }

    #[test]
    fn a_wrong_move_stays_marked_and_a_retry_keeps_the_miss() {
        let s = click(puzzle("b2"), &["F6", "E7"]);
        assert!(s.task_open(), "the task stands while Retry is offered");
        let Phase::Wrong(mv) = s.phase.clone() else {
            panic!("a wrong move: {:?}", s.phase)
        };
        assert_eq!(mv.to_string(), "F6-E7");
        assert_eq!(s.result, Some(false));
        assert_eq!(s.marks().wrong, Some(sq("E7")));
        assert!(
            s.shown.piece_at(sq("E7")).is_some(),
            "the wrong move is on the board"
        );
        assert!(s.ended());
        let s = s.reduce(PuzzleAction::Retry);
        assert!(s.interactive() && s.shown.piece_at(sq("F6")).is_some());
        let s = click(s, &["F6", "F7"]);
        assert_eq!(s.phase, Phase::Over);
        assert_eq!(s.result, Some(false), "decided by the first try");
    }

    #[test]
    fn hints_show_the_piece_then_the_move_and_count_as_a_miss() {
        let s = puzzle("a1").reduce(PuzzleAction::Hint);
        assert_eq!(s.marks().selected, Some(sq("F8")));
        assert!(s.marks().next.contains(&sq("F10")), "the piece's landings");
        assert!(s.paths().iter().all(|p| p.style == PathStyle::Last));
        // The piece is picked up: its landings play on, and a click on it keeps it up.
        for clicks in [&["F10", "F12"][..], &["F8", "F10", "F12"]] {
            let played = click(s.clone(), clicks);
            assert_eq!(played.phase, Phase::Over, "{clicks:?}");
            assert_eq!(played.result, Some(true));
            // The board shows the last move as a path, as the game page does.
            assert!(
                played
                    .paths()
                    .iter()
                    .any(|p| p.style == PathStyle::Last && p.landings == [sq("F10"), sq("F12")]),
                "{:?}",
                played.paths()
            );
        }
        let s = s.reduce(PuzzleAction::Hint);
        let p = s.paths().pop().expect("the hinted move is drawn");
        assert_eq!(p.style, PathStyle::Hint);
        assert_eq!(p.landings, [sq("F10"), sq("F12")]);
        let s = click(s, &["F8", "F10", "F12"]);
        assert_eq!(s.phase, Phase::Over);
        assert_eq!(s.result, Some(true), "solved (the rating counts the hint)");
        assert!(s.hinted);
    }

    #[test]
    fn a_finished_puzzle_steps_through_its_line() {
        let mut s = puzzle("c3").reduce(PuzzleAction::ViewSolution);
        while s.phase == Phase::Viewing {
            s = s.reduce(PuzzleAction::Tick);
        }
        let p = Rc::clone(&s.puzzle);
        let end = s.shown.clone();
        let start = s.reduce(PuzzleAction::Step(-100));
        assert_eq!(start.shown, p.start);
        assert_eq!(start.reviewed(), 0);
        let one = start.reduce(PuzzleAction::Step(1));
        assert_eq!(one.shown, p.start.play(&p.line[0]).expect("legal"));
        assert_eq!(one.reduce(PuzzleAction::Step(100)).shown, end);
        // Not while the puzzle is on.
        let on = puzzle("c3");
        assert_eq!(on.reduce(PuzzleAction::Step(-1)), on);
    }

    #[test]
    fn the_solution_plays_out_on_ticks() {
        let s = puzzle("a1").reduce(PuzzleAction::ViewSolution);
        assert_eq!(s.phase, Phase::Viewing);
        assert_eq!(s.result, Some(false));
        let s = s.reduce(PuzzleAction::Tick);
        assert_eq!(s.phase, Phase::Over);
        assert!(s.shown.piece_at(sq("F12")).is_some());
    }

    #[test]
    fn the_computer_replies_on_a_tick_and_the_line_goes_on() {
        let s = click(puzzle("c3"), &["F6", "F7"]);
        assert_eq!(s.phase, Phase::Replying);
        assert!(!s.interactive());
        let s = s.reduce(PuzzleAction::Tick);
        assert_eq!(s.phase, Phase::Solving);
        assert_eq!(s.ply, 2);
        assert_eq!(s.marks().last, [sq("F9"), sq("F8")]);
        assert_eq!(
            s.marks().movable,
            [sq("F7")],
            "the compulsory capture is marked"
        );
        let s = click(s, &["F7", "F9"]);
        assert_eq!((s.phase.clone(), s.result), (Phase::Over, Some(true)));
    }

    #[test]
    fn an_illegal_path_is_explained_not_counted() {
        let s = click(puzzle("b2"), &["F6", "F8"]);
        assert_eq!(s.phase, Phase::Solving);
        assert_eq!(s.result, None);
        assert!(
            s.feedback
                .as_ref()
                .is_some_and(|f| !f.ok && f.text.contains("F8")),
            "{:?}",
            s.feedback
        );
        let s = click(puzzle("b2"), &["F9"]);
        assert!(
            s.feedback
                .as_ref()
                .is_some_and(|f| f.text.contains("Black")),
            "{:?}",
            s.feedback
        );
    }
}
