//! The course's pages: the lesson list (`#/learn`) and one lesson (`#/learn/<id>`).
//!
//! A lesson's board state lives in a pure reducer (`LessonState`); the components only render
//! it and run the "show me" timer. Nothing is drawn for the learner before they try: the
//! moves that solve the task appear only on demand ("Show me").

use super::checker::{Try, Verdict, judge, position};
use super::entry::{Entry, Outcome, Pointer, coarse_pointer, duty, plural};
use super::lessons::{Goal, LESSONS, Lesson, lesson};
use super::progress::Progress;
use crate::board::{Board, DrawnPath, LastMove, PathStyle};
use crate::chooser::Chooser;
use crate::classes::Marks;
use camelot_core::{Move, Position, Square};
use std::rc::Rc;
use yew::prelude::*;

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
    /// How the learner points (a touch screen at first, then the last press on the board).
    pub pointer: Pointer,
}

/// What can happen in a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LessonAction {
    /// A square was clicked (mouse, pen or keyboard).
    Square(Square),
    /// A square was tapped with a finger.
    Tap(Square),
    /// The pointer is over a square (or left the board).
    Hover(Option<Square>),
    /// Escape: put the choice or the previewed move aside, or drop the move being entered.
    Cancel,
    /// End the canter being entered where it is.
    EndHere,
    /// Play the move a first tap previewed.
    Confirm,
    /// Play option `i` of the choice offered.
    Pick(usize),
    /// Draw option `i` of the choice on the board (`None`: none).
    ShowOption(Option<usize>),
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
            pointer: Pointer::default(),
        }
    }

    /// A fresh lesson, keeping how the learner points.
    fn fresh(&self) -> LessonState {
        LessonState {
            pointer: self.pointer,
            ..LessonState::new(self.lesson)
        }
    }

    /// Whether the board takes clicks.
    pub fn interactive(&self) -> bool {
        !self.solved && self.demo.is_none()
    }

    fn legal(&self) -> Vec<Move> {
        self.start.legal_moves()
    }

    fn try_it(&mut self, attempt: Try) {
        let hover = self.entry.hover;
        self.entry = Entry {
            hover,
            ..Entry::default()
        };
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
            Outcome::Miss { from, path } => self.try_it(Try::Move { from, path }),
            Outcome::Say(mut text) => {
                // A click beside the pieces that may move: name them too.
                let own = sq
                    .and_then(|sq| self.start.piece_at(sq))
                    .is_some_and(|p| p.color == self.start.turn());
                if !own && let Some(d) = duty(&self.start, &self.legal()) {
                    text = format!("{text} {}", d.text);
                }
                self.feedback = Some(Feedback { ok: false, text });
            }
        }
    }

    /// The next state.
    pub fn reduce(&self, action: LessonAction) -> LessonState {
        let mut s = self.clone();
        match action {
            LessonAction::Hover(sq) => s.entry.hover = sq,
            LessonAction::Cancel => s.entry.back(),
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
            LessonAction::EndHere => {
                if s.interactive()
                    && let Some(b) = s.entry.builder.clone()
                    && !b.prefix.is_empty()
                {
                    s.try_it(Try::Move {
                        from: b.from,
                        path: b.prefix,
                    });
                }
            }
            LessonAction::Confirm if s.interactive() => {
                let o = s.entry.confirm();
                s.outcome(o, None);
            }
            LessonAction::Pick(i) if s.interactive() => {
                let o = s.entry.pick(i);
                s.outcome(o, None);
            }
            LessonAction::ShowOption(i) => s.entry.show(i),
            LessonAction::Confirm | LessonAction::Pick(_) => {}
            LessonAction::Square(sq) | LessonAction::Tap(sq) => {
                let touch = matches!(action, LessonAction::Tap(_));
                s.pointer = if touch {
                    Pointer::Touch
                } else {
                    Pointer::Mouse
                };
                if !s.interactive() {
                    return s;
                }
                if matches!(s.lesson.task.goal, Goal::ClickSquare(_)) {
                    s.reveal = false;
                    s.try_it(Try::Square(sq));
                    return s;
                }
                let before = s.entry.builder.as_ref().map(|b| b.from);
                let legal = s.legal();
                let o = s.entry.press(&s.start, &legal, sq, touch);
                let selected = s.entry.builder.as_ref().map(|b| b.from);
                if o == Outcome::Nothing && selected.is_some() && selected != before {
                    // A new piece picked up: the words about the last try are done with.
                    s.feedback = None;
                }
                s.outcome(o, Some(sq));
            }
        }
        s
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
            self.entry.mark(&legal, &mut m);
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
        if let Some(pv) = self.entry.preview(&legal) {
            out.push(pv);
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
        self.entry.status(&self.legal())
    }

    /// The canter being entered may be ended here (offered even when ending is illegal, so the
    /// learner can try it and hear which rule forbids it).
    pub fn can_end_here(&self) -> bool {
        self.interactive()
            && self.entry.pending.is_none()
            && self
                .entry
                .builder
                .as_ref()
                .is_some_and(|b| !b.prefix.is_empty())
    }
}

/// Properties of the course page.
#[derive(Properties, PartialEq)]
pub struct CourseProps {
    /// The lesson to open; the lesson list when `None`.
    pub lesson: Option<String>,
}

/// The course: the lesson list or one lesson.
#[function_component(Course)]
pub fn course(props: &CourseProps) -> Html {
    let loaded = use_state(Progress::load);
    let progress = use_state(|| loaded.0.clone());
    let notice = loaded.1.clone();
    let on_done = {
        let progress = progress.clone();
        Callback::from(move |id: &'static str| {
            let mut p = (*progress).clone();
            p.finish(id);
            p.store();
            progress.set(p);
        })
    };
    let notice = notice.map(|n| html! { <p class="notice error" data-testid="notice">{ n }</p> });
    let body = match props.lesson.as_deref().map(|id| (id, lesson(id))) {
        Some((_, Some((index, l)))) => html! {
            <LessonPage key={l.id} {index} done={progress.is_done(l.id)} {on_done} />
        },
        Some((id, None)) => html! {
            <>
                <p class="notice error" data-testid="notice">
                    { format!("There is no lesson called \u{201c}{id}\u{201d}. Pick one from the list.") }
                </p>
                <LessonList progress={(*progress).clone()} on_reset={reset(&progress)} />
            </>
        },
        None => html! { <LessonList progress={(*progress).clone()} on_reset={reset(&progress)} /> },
    };
    html! {
        <div class="app learn" data-testid="learn">
            <header class="top">
                <h1><a href="#/" class="home">{ "Camelot" }</a></h1>
                <nav class="links" aria-label="Pages">
                    <a href="#/">{ "Play" }</a>
                    <a href="#/learn" aria-current={props.lesson.is_none().then_some("page")}>{ "Learn" }</a>
                    <a href="#/rules">{ "Rules" }</a>
                </nav>
            </header>
            { for notice }
            { body }
        </div>
    }
}

fn reset(progress: &UseStateHandle<Progress>) -> Callback<MouseEvent> {
    let progress = progress.clone();
    Callback::from(move |_| {
        let p = Progress::default();
        p.store();
        progress.set(p);
    })
}

#[derive(Properties, PartialEq)]
struct ListProps {
    progress: Progress,
    on_reset: Callback<MouseEvent>,
}

#[function_component(LessonList)]
fn lesson_list(props: &ListProps) -> Html {
    let p = &props.progress;
    let items = LESSONS.iter().enumerate().map(|(i, l)| {
        let done = p.is_done(l.id);
        html! {
            <li class={classes!("lesson-item", done.then_some("done"))}>
                <a href={format!("#/learn/{}", l.id)} data-testid={format!("lesson-{}", l.id)}>
                    <span class="num">{ i + 1 }</span>
                    <span class="title">{ l.title }</span>
                    if done { <span class="tick" aria-label="done">{ "✓" }</span> }
                </a>
            </li>
        }
    });
    let next = p.next().map(|i| {
        let label = if p.count() == 0 { "Start the course" } else { "Continue" };
        html! {
            <a class="button primary" href={format!("#/learn/{}", LESSONS[i].id)} data-testid="continue">
                { format!("{label}: {}", LESSONS[i].title) }
            </a>
        }
    });
    html! {
        <main class="lesson-list">
            <h2>{ "Learn the rules of Camelot" }</h2>
            <p>{ format!("{}, each with a small task on the board. Your progress is saved on this device.", plural(LESSONS.len(), "short lesson", "short lessons")) }</p>
            <p class="progress" data-testid="progress">{ format!("{} of {} done", p.count(), plural(LESSONS.len(), "lesson", "lessons")) }</p>
            <div class="controls">
                { for next }
                if p.count() > 0 {
                    <button onclick={props.on_reset.clone()} data-testid="reset-progress">{ "Reset progress" }</button>
                }
            </div>
            <ol class="lessons">{ for items }</ol>
        </main>
    }
}

#[derive(Properties, PartialEq)]
struct LessonProps {
    index: usize,
    done: bool,
    on_done: Callback<&'static str>,
}

struct Store(LessonState);

impl Reducible for Store {
    type Action = LessonAction;
    fn reduce(self: Rc<Self>, action: LessonAction) -> Rc<Self> {
        Rc::new(Store(self.0.reduce(action)))
    }
}

#[function_component(LessonPage)]
fn lesson_page(props: &LessonProps) -> Html {
    let lesson = &LESSONS[props.index.min(LESSONS.len() - 1)];
    let store = use_reducer(|| {
        Store(LessonState {
            pointer: coarse_pointer(),
            ..LessonState::new(lesson)
        })
    });
    let s = &store.0;
    let dispatch = store.dispatcher();

    // The demonstration advances on a timer; leaving or restarting drops the timer.
    {
        let dispatch = dispatch.clone();
        use_effect_with(s.demo, move |demo| {
            let timer = demo.map(|k| {
                let delay = if k == 0 { 400 } else { 1100 };
                gloo_timers::callback::Timeout::new(delay, move || {
                    dispatch.dispatch(LessonAction::DemoTick)
                })
            });
            move || drop(timer)
        });
    }
    {
        let on_done = props.on_done.clone();
        let id = lesson.id;
        use_effect_with(s.solved, move |solved| {
            if *solved {
                on_done.emit(id);
            }
        });
    }

    let act = |a: LessonAction| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.dispatch(a.clone()))
    };
    let on_square = {
        let d = dispatch.clone();
        Callback::from(move |sq| d.dispatch(LessonAction::Square(sq)))
    };
    let on_tap = {
        let d = dispatch.clone();
        Callback::from(move |sq| d.dispatch(LessonAction::Tap(sq)))
    };
    let on_hover = {
        let d = dispatch.clone();
        Callback::from(move |sq| d.dispatch(LessonAction::Hover(sq)))
    };
    let onkeydown = {
        let d = dispatch.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                d.dispatch(LessonAction::Cancel);
            }
        })
    };

    let say = |t: &str| s.pointer.say(t);
    let pieces: Vec<_> = s.shown.board().iter().collect();
    let last = s.last.as_ref().map(LastMove::of);
    let n = LESSONS.len();
    let next = LESSONS.get(props.index + 1);
    let prev = props.index.checked_sub(1).and_then(|i| LESSONS.get(i));
    let paragraphs = lesson.text.iter().map(|t| html! { <p>{ say(t) }</p> });
    let feedback = s.feedback.as_ref().map(|f| {
        html! {
            <p class={classes!("feedback", if f.ok { "ok" } else { "wrong" })}
               data-testid="lesson-feedback" role={if f.ok { "status" } else { "alert" }}>
                { say(&f.text) }
            </p>
        }
    });
    let status = s.status().map(|t| {
        html! { <p class="entry-status" data-testid="entry-status" role="status">{ say(&t) }</p> }
    });
    let chooser = s.entry.choice.clone().filter(|_| s.interactive()).map(|c| {
        let d = dispatch.clone();
        let on_show = Callback::from(move |i| d.dispatch(LessonAction::ShowOption(i)));
        let d = dispatch.clone();
        let on_pick = Callback::from(move |i| d.dispatch(LessonAction::Pick(i)));
        let d = dispatch.clone();
        let on_cancel = Callback::from(move |()| d.dispatch(LessonAction::Cancel));
        html! { <Chooser options={c.options} shown={c.shown} {on_show} {on_pick} {on_cancel} /> }
    });
    let line = if s.demo.is_some() {
        Some("Watch the move on the board…")
    } else if s.reveal && s.interactive() && !s.lesson.show_me.is_empty() {
        Some(
            "The arrows and dots show the moves that do it. Now you: click the piece, then where it goes.",
        )
    } else {
        None
    };
    let line = line.map(|t| html! { <p class="demo-line" role="status">{ say(t) }</p> });
    // One primary button: play the move a first tap showed, or end a canter where it is.
    let primary = match s.entry.pending.filter(|_| s.interactive()) {
        Some(m) => Some((LessonAction::Confirm, format!("Play {m}"), "confirm-move")),
        None => s.can_end_here().then(|| {
            (
                LessonAction::EndHere,
                "End move here".to_string(),
                "end-here",
            )
        }),
    };
    let primary = primary.map(|(a, label, id)| {
        html! { <button class="primary" onclick={act(a)} data-testid={id}>{ label }</button> }
    });
    // Solved: the way on, right under the praise (on a phone the lesson links are far below).
    let onward = s.solved.then(|| match next {
        Some(nx) => (format!("#/learn/{}", nx.id), "Next lesson →"),
        None => ("#/".to_string(), "Play a game →"),
    });
    let onward = onward.map(|(href, label)| {
        html! { <a class="button primary" {href} data-testid="task-next">{ label }</a> }
    });
    let done_tick = if props.done && !s.solved {
        html! { <span class="tick">{ " ✓ done" }</span> }
    } else {
        html! {}
    };

    html! {
        <main class="lesson" data-testid="lesson" data-lesson={lesson.id} {onkeydown}>
            <div class="lesson-head">
                <p class="crumbs"><a href="#/learn">{ "All lessons" }</a>{ format!(" · Lesson {} of {n}", props.index + 1) }</p>
                <h2 data-testid="lesson-title">{ lesson.title }{ done_tick }</h2>
            </div>
            <section class="board-area">
                <Board pieces={Rc::new(pieces)} flipped={false}
                       marks={Rc::new(s.marks())} paths={Rc::new(s.paths())}
                       {last} interactive={s.interactive()} {on_square} on_tap={Some(on_tap)} {on_hover} />
            </section>
            <div class="task">
                <h3>{ "Your task" }</h3>
                <p data-testid="task">{ say(lesson.task.prompt) }</p>
                { for status }
                { for chooser }
                { for feedback }
                { for line }
                <div class="controls">
                    { for onward }
                    { for primary }
                    <button onclick={act(LessonAction::ShowMe)} data-testid="show-me" disabled={s.demo.is_some()}>{ "Show me" }</button>
                    <button onclick={act(LessonAction::Restart)} data-testid="restart">{ "Restart lesson" }</button>
                </div>
            </div>
            <div class="lesson-text">{ for paragraphs }</div>
            <nav class="controls lesson-nav" aria-label="Lessons">
                if let Some(p) = prev {
                    <a class="button" href={format!("#/learn/{}", p.id)}>{ "← Previous" }</a>
                }
                if let Some(nx) = next {
                    // Solved, the way on is the task's own button (`task-next`): one highlighted.
                    <a class="button" href={format!("#/learn/{}", nx.id)} data-testid="next-lesson">{ "Next lesson →" }</a>
                } else {
                    <a class="button" href="#/" data-testid="next-lesson">{ "Play a game →" }</a>
                }
            </nav>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::lessons::Task;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn state(id: &str) -> LessonState {
        LessonState::new(lesson(id).expect("lesson").1)
    }

    fn click(s: LessonState, squares: &[&str]) -> LessonState {
        squares
            .iter()
            .fold(s, |s, q| s.reduce(LessonAction::Square(sq(q))))
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
        assert!(s.can_end_here());
        assert!(s.status().is_some_and(|t| t.contains("knight's duty")));
        let s = s.reduce(LessonAction::EndHere);
        assert!(feedback(&s).contains("knight's duty"));
        // Clicking the landing again tries the same.
        let s = click(state("charge"), &["E4", "E6", "E6"]);
        assert!(feedback(&s).contains("knight's duty"), "{}", feedback(&s));
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
        let s = s.reduce(LessonAction::Square(sq("F1")));
        assert!(!s.solved);
        let s = s.reduce(LessonAction::Tap(sq("G16")));
        assert!(s.solved);
    }

    #[test]
    fn highlighted_pieces_are_marked_and_selecting_shows_their_moves() {
        let s = state("canter");
        assert_eq!(s.marks().movable, [sq("E4")]);
        let s = click(s, &["E4"]);
        assert!(s.marks().dests.contains(&sq("I8")));
        let s = s.reduce(LessonAction::Hover(Some(sq("I8"))));
        let pv = s.paths().pop().expect("a preview");
        assert_eq!(
            pv.plays.map(|m| m.to_string()).as_deref(),
            Some("E4-E6-G8-I8")
        );
    }

    #[test]
    fn a_tap_on_a_long_move_waits_for_the_second_tap() {
        let s = state("canter")
            .reduce(LessonAction::Tap(sq("E4")))
            .reduce(LessonAction::Tap(sq("I8")));
        assert!(!s.solved);
        assert!(s.status().is_some_and(|t| t.starts_with("Tap I8 again")));
        let pv = s.paths().pop().expect("the move is drawn");
        assert_eq!(
            pv.plays.map(|m| m.to_string()).as_deref(),
            Some("E4-E6-G8-I8")
        );
        assert!(!s.can_end_here());
        assert!(s.reduce(LessonAction::Tap(sq("I8"))).solved);
        assert!(s.reduce(LessonAction::Confirm).solved);
        let put_aside = s.reduce(LessonAction::Cancel);
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
    };

    #[test]
    fn an_undecided_click_offers_the_chooser() {
        let s = click(LessonState::new(&CHOICE), &["J6", "F12"]);
        let c = s.entry.choice.clone().expect("a choice is offered");
        assert_eq!(c.options.len(), 2);
        assert!(s.feedback.is_none(), "no message to click leg by leg");
        let s = s.reduce(LessonAction::ShowOption(Some(0)));
        let pv = s.paths().pop().expect("the option is drawn");
        assert_eq!(pv.plays, Some(c.options[0]));
        let s = s.reduce(LessonAction::Pick(0));
        assert!(s.entry.choice.is_none() && s.feedback.is_some());
    }
}
