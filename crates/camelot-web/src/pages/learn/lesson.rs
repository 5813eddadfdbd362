//! One lesson's board, as a pure reducer ([`LessonState`]): the learner's tries go through the
//! shared move entry and are judged by the checker; the demonstration ("Show me") plays the
//! lesson's moves one by one. Nothing is drawn for the learner before they try: the moves that
//! solve the task appear only on demand.

use super::checker::{Try, Verdict, judge, position};
use super::lessons::{Goal, Lesson};
use crate::board::{DrawnPath, Marks, PathStyle};
use crate::entry::{Entry, EntryAction, Outcome, Pointer, duty, enterable, words as entry_words};
use camelot_core::{Move, Position, Square};

/// Feedback on the last try.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Feedback {
    /// Whether the task is done.
    pub ok: bool,
    /// What to say.
    pub text: String,
}

/// The state of one lesson's board.
#[derive(Debug, Clone, PartialEq)]
pub struct LessonState {
    /// The lesson.
    pub lesson: &'static Lesson,
    /// The lesson's position.
    pub start: Position,
    /// What the board shows (the start, a demonstration step, or the solved result).
    pub shown: Position,
    /// The move being entered.
    pub entry: Entry,
    /// The last move shown (demonstration or the learner's solution).
    pub last: Option<Move>,
    /// Feedback on the last try.
    pub feedback: Option<Feedback>,
    /// The task is done.
    pub solved: bool,
    /// The demonstration: how many of its moves are shown so far.
    pub demo: Option<usize>,
    /// The answer is shown ("Show me"): the squares to click, or the moves that solve the task.
    pub reveal: bool,
}

/// What can happen in a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LessonAction {
    /// The learner on the board: a move being entered.
    Entry(EntryAction),
    /// Start the demonstration.
    ShowMe,
    /// The demonstration timer fired.
    DemoTick,
    /// Back to the lesson's start.
    Restart,
}

impl LessonState {
    /// A fresh lesson. An unparsable position (a bug, caught by the unit tests) shows the
    /// empty start position with the error as feedback instead of panicking.
    pub fn new(lesson: &'static Lesson) -> LessonState {
        let (start, feedback) = match position(lesson) {
            Ok(p) => (p, None),
            Err(e) => (Position::start(), Some(Feedback { ok: false, text: e })),
        };
        LessonState {
            lesson,
            shown: start.clone(),
            start,
            entry: Entry::default(),
            last: None,
            feedback,
            solved: false,
            demo: None,
            reveal: false,
        }
    }

    /// A fresh lesson, keeping how the learner points.
    fn fresh(&self) -> LessonState {
        let mut fresh = LessonState::new(self.lesson);
        fresh.entry.pointer = self.entry.pointer;
        fresh
    }

    /// How the learner points (a touch screen at first, then the last press on the board).
    pub fn pointer(&self) -> Pointer {
        self.entry.pointer
    }

    /// Whether the board takes clicks.
    pub fn interactive(&self) -> bool {
        !self.solved && self.demo.is_none()
    }

    fn legal(&self) -> Vec<Move> {
        enterable(&self.start)
    }

    fn try_it(&mut self, attempt: Try) {
        self.entry.reset();
        match judge(self.lesson, &attempt) {
            Verdict::Solved { message, played } => {
                if let Some(m) = played
                    && let Ok(after) = self.start.play(&m)
                {
                    self.shown = after;
                    self.last = Some(m);
                }
                self.solved = true;
                self.feedback = Some(Feedback {
                    ok: true,
                    text: message,
                });
            }
            Verdict::Wrong(text) => self.feedback = Some(Feedback { ok: false, text }),
        }
    }

    fn outcome(&mut self, outcome: Outcome, sq: Option<Square>) {
        match outcome {
            Outcome::Nothing => {}
            Outcome::Play(m) => self.try_it(Try::Move {
                from: m.from(),
                path: m.path().to_vec(),
            }),
            // The checker names the rule a move that no legal move takes breaks.
            Outcome::Miss { from, path, .. } => self.try_it(Try::Move { from, path }),
            Outcome::Say(why) => {
                let mut text = entry_words::why_by(&why, self.entry.pointer);
                // A click beside the pieces that may move: name them too.
                let own = sq
                    .and_then(|sq| self.start.piece_at(sq))
                    .is_some_and(|p| p.color == self.start.turn());
                if !own && let Some(d) = duty(&self.start, &self.legal()) {
                    text = crate::t!(
                        "learn-why-and-duty",
                        why = text,
                        duty = entry_words::duty(&d)
                    );
                }
                self.feedback = Some(Feedback { ok: false, text });
            }
        }
    }

    /// The next state.
    pub fn reduce(&self, action: LessonAction) -> LessonState {
        let mut s = self.clone();
        match action {
            LessonAction::Restart => return self.fresh(),
            LessonAction::ShowMe => {
                let mut fresh = self.fresh();
                if self.lesson.show_me.is_empty() {
                    fresh.reveal = true;
                } else {
                    fresh.demo = Some(0);
                }
                return fresh;
            }
            LessonAction::DemoTick => {
                let Some(k) = s.demo else { return s };
                match self.lesson.show_me.get(k).map(|t| s.shown.parse_move(t)) {
                    Some(Ok(m)) => {
                        if let Ok(after) = s.shown.play(&m) {
                            s.shown = after;
                            s.last = Some(m);
                        }
                        s.demo = Some(k + 1);
                    }
                    // The demonstration is over (or broken): back to the start, with the
                    // moves that solve the task drawn for the learner to play.
                    _ => {
                        let mut fresh = self.fresh();
                        fresh.reveal = true;
                        return fresh;
                    }
                }
            }
            LessonAction::Entry(a) => s.enter(a),
        }
        s
    }

    /// The learner on the board.
    fn enter(&mut self, action: EntryAction) {
        let square = match action {
            EntryAction::Click(sq) => Some((sq, Pointer::Mouse)),
            EntryAction::Tap(sq) => Some((sq, Pointer::Touch)),
            _ => None,
        };
        if let Some((_, pointer)) = square {
            self.entry.pointer = pointer;
        }
        let passing = matches!(
            action,
            EntryAction::Hover(_) | EntryAction::Show(_) | EntryAction::Cancel
        );
        if !passing && !self.interactive() {
            return;
        }
        if let (Some((sq, _)), Goal::ClickSquare(_)) = (square, self.lesson.task.goal) {
            self.reveal = false;
            self.try_it(Try::Square(sq));
            return;
        }
        let before = self.entry.builder.as_ref().map(|b| b.from);
        let legal = self.legal();
        let start = self.start.clone();
        let o = self.entry.apply(&start, &legal, action);
        let selected = self.entry.builder.as_ref().map(|b| b.from);
        if o == Outcome::Nothing && selected.is_some() && selected != before {
            // A new piece picked up: the words about the last try are done with.
            self.feedback = None;
        }
        self.outcome(o, square.map(|(sq, _)| sq));
    }

    /// The moves that solve the task, of the lesson's pieces when some of theirs do.
    pub fn solutions(&self) -> Vec<Move> {
        let solving: Vec<Move> = self
            .legal()
            .into_iter()
            .filter(|m| {
                let attempt = Try::Move {
                    from: m.from(),
                    path: m.path().to_vec(),
                };
                matches!(judge(self.lesson, &attempt), Verdict::Solved { .. })
            })
            .collect();
        let hl = self.highlighted();
        if solving.iter().any(|m| hl.contains(&m.from())) {
            solving
                .into_iter()
                .filter(|m| hl.contains(&m.from()))
                .collect()
        } else {
            solving
        }
    }

    /// The highlights for the board.
    pub fn marks(&self) -> Marks {
        let mut m = Marks::default();
        if self.reveal
            && let Goal::ClickSquare(targets) = self.lesson.task.goal
        {
            m.dests = targets.iter().filter_map(|t| t.parse().ok()).collect();
            return m;
        }
        if let Some(last) = &self.last {
            m.last = std::iter::once(last.from())
                .chain(last.landings())
                .collect();
            m.captured = last.captures().collect();
        }
        if self.demo.is_some() || self.solved {
            return m;
        }
        let legal = self.legal();
        m.movable = self.highlighted();
        if let Some(d) = duty(&self.start, &legal) {
            m.movable.extend(d.squares);
            m.movable.sort();
            m.movable.dedup();
        }
        if self.entry.builder.is_some() {
            self.entry.mark(&self.start, &legal, &mut m);
            return m;
        }
        m.next = self
            .lesson
            .mark
            .iter()
            .filter_map(|t| t.parse().ok())
            .collect();
        if self.reveal {
            for mv in self.solutions() {
                if !m.dests.contains(&mv.to()) {
                    m.dests.push(mv.to());
                }
            }
        }
        m
    }

    fn highlighted(&self) -> Vec<Square> {
        self.lesson
            .highlight
            .iter()
            .filter_map(|t| t.parse().ok())
            .collect()
    }

    /// The paths to draw: the last move, the move a click or tap would play, and after "Show
    /// me" the moves that solve the task (longer than one step; steps are shown by dots).
    pub fn paths(&self) -> Vec<DrawnPath> {
        let mut out = Vec::new();
        if let Some(last) = &self.last {
            out.push(DrawnPath::of(last, PathStyle::Last));
        }
        if !self.interactive() {
            return out;
        }
        let legal = self.legal();
        if let Some(p) = self.entry.path(&legal) {
            out.push(p);
        } else if self.entry.builder.is_none() && self.reveal {
            out.extend(
                self.solutions()
                    .iter()
                    .filter(|mv| !mv.is_plain())
                    .map(|mv| DrawnPath::of(mv, PathStyle::Hint)),
            );
        }
        out
    }

    /// What to say about the move being entered (its next step, or the tap it waits for).
    pub fn status(&self) -> Option<String> {
        if !self.interactive() {
            return None;
        }
        self.entry.status(&self.start, &self.legal())
    }

    /// The move that may end where the path entered stands ("End move here"): only a legal
    /// one, as on the game page, so a capture that must go on offers none.
    pub fn can_end_here(&self) -> Option<Move> {
        self.interactive()
            .then(|| self.entry.can_end_here(&self.legal()))
            .flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::learn::lessons::{LESSONS, Task, lesson};

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn state(id: &str) -> LessonState {
        LessonState::new(lesson(id).expect("lesson").1)
    }

    fn click(s: LessonState, squares: &[&str]) -> LessonState {
        squares.iter().fold(s, |s, q| {
            s.reduce(LessonAction::Entry(EntryAction::Click(sq(q))))
        })
    }

    fn feedback(s: &LessonState) -> String {
        s.feedback.clone().map(|f| f.text).unwrap_or_default()
    }

    #[test]
    fn wrong_try_then_solve_by_clicks() {
        let s = click(state("jump"), &["K4"]);
        assert_eq!(
            s.entry.builder, None,
            "a piece that may not move is not picked up"
        );
        let f = s.feedback.clone().expect("feedback");
        assert!(
            !f.ok && f.text.contains("compulsory") && f.text.contains("man on E4"),
            "{f:?}"
        );
        assert_eq!(s.marks().movable, [sq("E4")], "the capturer is marked");
        let s = click(s, &["E4", "E6"]);
        assert!(
            s.feedback.is_none(),
            "picking up a piece clears the old words"
        );
        assert!(s.marks().next.contains(&sq("E8")));
        assert_eq!(
            s.status().as_deref(),
            Some("Keep jumping: the capture must go on. Click the next ring or dot.")
        );
        let s = click(s, &["E8"]);
        assert!(s.solved, "{:?}", s.feedback);
        assert!(!s.interactive());
        assert_eq!(s.shown.board().count(camelot_core::Color::Black), 2);
    }

    #[test]
    fn enemy_pieces_and_empty_squares_say_why_and_name_the_capturers() {
        let s = click(state("jump"), &["E5"]);
        let text = feedback(&s);
        assert!(text.starts_with("That is Black's piece."), "{text}");
        assert!(
            text.ends_with("A capture is compulsory: capture with your man on E4."),
            "{text}"
        );
        let s = click(state("canter"), &["H10"]);
        let text = feedback(&s);
        assert!(
            text.starts_with("H10 is empty. Select one of your pieces first"),
            "{text}"
        );
        assert!(!text.contains("compulsory"), "{text}");
    }

    #[test]
    fn ending_a_knights_canter_early_explains_the_duty() {
        let s = click(state("charge"), &["E4", "E6"]);
        assert_eq!(
            s.can_end_here(),
            None,
            "a continuation that must go on offers no End move here, as on the game page"
        );
        assert!(s.status().is_some_and(|t| t.contains("knight's duty")));
        assert_eq!(
            s.reduce(LessonAction::Entry(EntryAction::EndHere)),
            s,
            "nothing to end"
        );
        // Clicking the landing again tries to end there: the checker names the duty.
        let s = click(state("charge"), &["E4", "E6", "E6"]);
        assert!(feedback(&s).contains("knight's duty"), "{}", feedback(&s));
    }

    #[test]
    fn a_jump_chain_half_way_offers_no_end_and_shows_its_rings() {
        // The jump lesson: E4 jumps E5 to E6 and must go on over E7 to E8 (or G4).
        let s = click(state("jump"), &["E4"]);
        let m = s.marks();
        assert!(
            m.next.contains(&sq("E6")),
            "a ring on the landing on the way: {m:?}"
        );
        assert!(!m.dests.contains(&sq("E6")), "no dot: no move ends there");
        let s = click(s, &["E6"]);
        assert_eq!(s.can_end_here(), None, "the capture must go on");
        assert!(s.marks().next.contains(&sq("E8")));
        let s = click(s, &["E6"]);
        let f = feedback(&s);
        assert!(
            f.starts_with("E4xE6 is not allowed"),
            "a jump is written with x: {f}"
        );
        assert!(f.contains("must keep jumping"), "{f}");
    }

    #[test]
    fn show_me_plays_the_demonstration_then_draws_the_solving_moves() {
        let mut s = state("canter").reduce(LessonAction::ShowMe);
        assert_eq!(s.demo, Some(0));
        assert!(!s.interactive());
        s = s.reduce(LessonAction::DemoTick);
        assert!(s.shown.piece_at(sq("I8")).is_some());
        s = s.reduce(LessonAction::DemoTick);
        assert_eq!(s.shown, state("canter").shown, "back at the start");
        assert!(s.interactive() && s.reveal);
        let drawn: Vec<String> = s
            .paths()
            .iter()
            .filter_map(|p| DrawnPath::clone(p).landings.last().map(|l| l.to_string()))
            .collect();
        assert_eq!(drawn, ["I8"], "the canter to I8 is drawn");
        assert!(s.marks().dests.contains(&sq("I8")));
        // Picking up the piece puts the answer aside.
        let s = click(s, &["E4"]);
        assert!(s.paths().is_empty());
    }

    #[test]
    fn nothing_is_drawn_before_the_learner_tries() {
        for l in LESSONS {
            let s = LessonState::new(l);
            assert!(s.paths().is_empty(), "{}: no path drawn at first", l.id);
            assert!(s.marks().dests.is_empty(), "{}: no dots at first", l.id);
        }
    }

    #[test]
    fn show_me_draws_only_moves_the_task_accepts() {
        // The jump lesson rejects E4xG6 (one man): only the two-man chains are drawn.
        let s = state("jump").reduce(LessonAction::ShowMe);
        let s = s
            .reduce(LessonAction::DemoTick)
            .reduce(LessonAction::DemoTick);
        let mut drawn: Vec<String> = s
            .paths()
            .iter()
            .map(|p| {
                let mut t = p.from.to_string();
                for l in &p.landings {
                    t.push_str(&format!("x{l}"));
                }
                t
            })
            .collect();
        drawn.sort();
        assert_eq!(drawn, ["E4xE6xE8", "E4xE6xG4"]);
        let mut dests = s.marks().dests;
        dests.sort();
        assert_eq!(dests, [sq("G4"), sq("E8")]);
        // Every lesson: whatever is drawn solves the task.
        for l in LESSONS {
            let s = LessonState {
                reveal: true,
                ..LessonState::new(l)
            };
            for m in s.solutions() {
                let t = Try::Move {
                    from: m.from(),
                    path: m.path().to_vec(),
                };
                assert!(
                    matches!(judge(l, &t), Verdict::Solved { .. }),
                    "{}: {m}",
                    l.id
                );
            }
            if !matches!(l.task.goal, Goal::ClickSquare(_)) {
                assert!(!s.solutions().is_empty(), "{}: something solves it", l.id);
            }
        }
    }

    #[test]
    fn clicking_the_board_lesson_and_revealing() {
        let s = state("board").reduce(LessonAction::ShowMe);
        assert!(s.marks().dests.contains(&sq("F16")));
        let s = s.reduce(LessonAction::Entry(EntryAction::Click(sq("F1"))));
        assert!(!s.solved);
        let s = s.reduce(LessonAction::Entry(EntryAction::Tap(sq("G16"))));
        assert!(s.solved);
    }

    #[test]
    fn highlighted_pieces_are_marked_and_selecting_shows_their_moves() {
        let s = state("canter");
        assert_eq!(s.marks().movable, [sq("E4")]);
        let s = click(s, &["E4"]);
        assert!(s.marks().dests.contains(&sq("I8")));
        let s = s.reduce(LessonAction::Entry(EntryAction::Hover(Some(sq("I8")))));
        let pv = s.paths().pop().expect("a preview");
        assert_eq!(
            pv.plays.map(|m| m.to_string()).as_deref(),
            Some("E4-E6-G8-I8")
        );
    }

    #[test]
    fn a_tap_on_a_long_move_waits_for_the_second_tap() {
        let s = state("canter")
            .reduce(LessonAction::Entry(EntryAction::Tap(sq("E4"))))
            .reduce(LessonAction::Entry(EntryAction::Tap(sq("I8"))));
        assert!(!s.solved);
        assert!(s.status().is_some_and(|t| t.starts_with("Tap I8 again")));
        let pv = s.paths().pop().expect("the move is drawn");
        assert_eq!(
            pv.plays.map(|m| m.to_string()).as_deref(),
            Some("E4-E6-G8-I8")
        );
        assert_eq!(s.can_end_here(), None);
        assert!(
            s.reduce(LessonAction::Entry(EntryAction::Tap(sq("I8"))))
                .solved
        );
        assert!(s.reduce(LessonAction::Entry(EntryAction::Confirm)).solved);
        let put_aside = s.reduce(LessonAction::Entry(EntryAction::Cancel));
        assert!(put_aside.entry.pending.is_none() && put_aside.entry.builder.is_some());
    }

    static CHOICE: Lesson = Lesson {
        id: "choice",
        title: "A choice",
        text: &[],
        position: "2/8/8m1/12/1m5m4/5m1m1k2/6m2mk1/6m5/12/3KMM1MM3/4M1M2K2/1K1M3MK3/1M10/10/8/2 w 0 0 15",
        highlight: &["J6"],
        mark: &[],
        show_me: &[],
        task: Task {
            prompt: "Capture three.",
            goal: Goal::Capture(3),
            miss: "Not enough.",
            praise: "Done.",
        },
        practise: ("multiJump", "learn-practise-multi-jump"),
    };

    #[test]
    fn an_undecided_click_offers_the_chooser() {
        let s = click(LessonState::new(&CHOICE), &["J6", "F12"]);
        let c = s.entry.choice.clone().expect("a choice is offered");
        assert_eq!(c.options.len(), 2);
        assert!(s.feedback.is_none(), "no message to click leg by leg");
        let s = s.reduce(LessonAction::Entry(EntryAction::Show(Some(0))));
        let pv = s.paths().pop().expect("the option is drawn");
        assert_eq!(pv.plays, Some(c.options[0]));
        let s = s.reduce(LessonAction::Entry(EntryAction::Pick(0)));
        assert!(s.entry.choice.is_none() && s.feedback.is_some());
    }
}
