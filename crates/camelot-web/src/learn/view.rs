//! The course's pages: the lesson list (`#/learn`) and one lesson (`#/learn/<id>`).
//!
//! A lesson's board state lives in a pure reducer (`LessonState`); the components only render
//! it and run the "show me" timer.

use super::checker::{Try, Verdict, judge, position};
use super::lessons::{Goal, LESSONS, Lesson, lesson};
use super::progress::{KEY, Progress};
use crate::board::{Board, DrawnPath, LastMove, PathStyle};
use crate::builder::{Builder, Step};
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
    pub builder: Option<Builder>,
    /// The square under the pointer.
    pub hover: Option<Square>,
    /// The last move shown (demonstration or the learner's solution).
    pub last: Option<Move>,
    /// Feedback on the last try.
    pub feedback: Option<Feedback>,
    /// The task is done.
    pub solved: bool,
    /// The demonstration: how many of its moves are shown so far.
    pub demo: Option<usize>,
    /// Squares shown as the answer to a square-clicking task.
    pub reveal: bool,
}

/// What can happen in a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LessonAction {
    /// A square was chosen.
    Square(Square),
    /// The pointer is over a square (or left the board).
    Hover(Option<Square>),
    /// Escape: drop the move being entered.
    Cancel,
    /// End the canter being entered where it is.
    EndHere,
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
            builder: None,
            hover: None,
            last: None,
            feedback,
            solved: false,
            demo: None,
            reveal: false,
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
        self.builder = None;
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

    /// The next state.
    pub fn reduce(&self, action: LessonAction) -> LessonState {
        let mut s = self.clone();
        match action {
            LessonAction::Hover(sq) => s.hover = sq,
            LessonAction::Cancel => s.builder = None,
            LessonAction::Restart => return LessonState::new(self.lesson),
            LessonAction::ShowMe => {
                let mut fresh = LessonState::new(self.lesson);
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
                    // The demonstration is over (or broken): back to the start.
                    _ => return LessonState::new(self.lesson),
                }
            }
            LessonAction::EndHere => {
                if let Some(b) = s.builder.clone()
                    && !b.prefix.is_empty()
                {
                    s.try_it(Try::Move {
                        from: b.from,
                        path: b.prefix,
                    });
                }
            }
            LessonAction::Square(sq) => {
                if !s.interactive() {
                    return s;
                }
                s.reveal = false;
                if matches!(s.lesson.task.goal, Goal::ClickSquare(_)) {
                    s.try_it(Try::Square(sq));
                    return s;
                }
                let own = s.start.piece_at(sq).map(|p| p.color) == Some(s.start.turn());
                match s.builder.clone() {
                    Some(b) if b.prefix.is_empty() && sq == b.from => s.builder = None,
                    Some(b) if b.prefix.is_empty() && own => s.builder = Some(Builder::new(sq)),
                    Some(b) => {
                        let legal = s.legal();
                        match b.click(&legal, sq) {
                            Step::Play(m) => s.try_it(Try::Move {
                                from: m.from(),
                                path: m.path().to_vec(),
                            }),
                            Step::Extend(next) => s.builder = Some(next),
                            Step::Choose(_) => {
                                s.feedback = Some(Feedback {
                                    ok: false,
                                    text: format!(
                                        "Several paths lead to {sq}. Click the landing squares one at a time."
                                    ),
                                })
                            }
                            Step::None => {
                                let mut path = b.prefix.clone();
                                path.push(sq);
                                s.try_it(Try::Move { from: b.from, path });
                            }
                        }
                    }
                    None if own => s.builder = Some(Builder::new(sq)),
                    None => {
                        let text = match s.start.piece_at(sq) {
                            Some(p) => format!(
                                "The piece on {sq} is {}'s. You play {}: click one of your pieces.",
                                p.color.name(),
                                s.start.turn().name()
                            ),
                            None => {
                                format!("{sq} is empty. First click the piece you want to move.")
                            }
                        };
                        s.feedback = Some(Feedback { ok: false, text });
                    }
                }
            }
        }
        s
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
        match &self.builder {
            Some(b) => {
                m.selected = Some(b.from);
                m.dests = b.destinations(&legal);
                if !b.prefix.is_empty() {
                    m.next = b.next_landings(&legal);
                    m.landed = b.prefix.clone();
                }
                if let Some(pv) = self.hover.and_then(|h| b.preview(&legal, h)) {
                    m.captured = pv.captures;
                }
            }
            None => {
                m.next = self
                    .lesson
                    .mark
                    .iter()
                    .filter_map(|t| t.parse().ok())
                    .collect();
                for h in self.highlighted() {
                    m.movable.push(h);
                    for mv in legal.iter().filter(|mv| mv.from() == h) {
                        if !m.dests.contains(&mv.to()) {
                            m.dests.push(mv.to());
                        }
                    }
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

    /// The paths to draw: the last move, the previewed move, or (before any selection) every
    /// move of the highlighted pieces that goes further than one step.
    pub fn paths(&self) -> Vec<DrawnPath> {
        let draw = |mv: &Move, style| DrawnPath::of(mv, style);
        let mut out = Vec::new();
        if let Some(last) = &self.last {
            out.push(draw(last, PathStyle::Last));
        }
        if !self.interactive() {
            return out;
        }
        let legal = self.legal();
        match &self.builder {
            Some(b) => {
                if let Some(pv) = self.hover.and_then(|h| b.preview(&legal, h)) {
                    out.push(pv);
                }
            }
            None => {
                let hl = self.highlighted();
                out.extend(
                    legal
                        .iter()
                        .filter(|mv| hl.contains(&mv.from()) && !mv.is_plain())
                        .map(|mv| draw(mv, PathStyle::Hint)),
                );
            }
        }
        out
    }

    /// The canter being entered may be ended here (offered even when ending is illegal, so the
    /// learner can try it and hear which rule forbids it).
    pub fn can_end_here(&self) -> bool {
        self.interactive() && self.builder.as_ref().is_some_and(|b| !b.prefix.is_empty())
    }
}

fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Loads saved progress; unreadable data is removed and reported.
fn load_progress() -> (Progress, Option<String>) {
    let Some(store) = local_storage() else {
        return (Progress::default(), None);
    };
    match store.get_item(KEY) {
        Ok(Some(text)) => match Progress::restore(&text) {
            Ok(p) => (p, None),
            Err(why) => {
                let _ = store.remove_item(KEY);
                (
                    Progress::default(),
                    Some(format!(
                        "Your saved course progress could not be read ({why}) and was reset."
                    )),
                )
            }
        },
        _ => (Progress::default(), None),
    }
}

fn save_progress(p: &Progress) {
    if let Some(store) = local_storage() {
        let _ = store.set_item(KEY, &p.save());
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
    let loaded = use_state(load_progress);
    let progress = use_state(|| loaded.0.clone());
    let notice = loaded.1.clone();
    let on_done = {
        let progress = progress.clone();
        Callback::from(move |id: &'static str| {
            let mut p = (*progress).clone();
            p.finish(id);
            save_progress(&p);
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
        save_progress(&p);
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
            <p>{ format!("{} short lessons, each with a small task on the board. Your progress is saved on this device.", LESSONS.len()) }</p>
            <p class="progress" data-testid="progress">{ format!("{} of {} lessons done", p.count(), LESSONS.len()) }</p>
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
    let store = use_reducer(|| Store(LessonState::new(lesson)));
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

    let pieces: Vec<_> = s.shown.board().iter().collect();
    let last = s.last.as_ref().map(LastMove::of);
    let n = LESSONS.len();
    let next = LESSONS.get(props.index + 1);
    let prev = props.index.checked_sub(1).and_then(|i| LESSONS.get(i));
    let paragraphs = lesson.text.iter().map(|t| html! { <p>{ *t }</p> });
    let feedback = s.feedback.as_ref().map(|f| {
        html! {
            <p class={classes!("feedback", if f.ok { "ok" } else { "wrong" })}
               data-testid="lesson-feedback" role={if f.ok { "status" } else { "alert" }}>
                { &f.text }
            </p>
        }
    });
    let demo_line = s.demo.map(
        |_| html! { <p class="demo-line" role="status">{ "Watch the move on the board…" }</p> },
    );
    let end_here = s.can_end_here().then(|| {
        html! {
            <button class="primary" onclick={act(LessonAction::EndHere)} data-testid="end-here">{ "End move here" }</button>
        }
    });
    let status = if props.done && !s.solved {
        html! { <span class="tick">{ " ✓ done" }</span> }
    } else {
        html! {}
    };

    html! {
        <main class="lesson" data-testid="lesson" data-lesson={lesson.id} {onkeydown}>
            <div class="lesson-text">
                <p class="crumbs"><a href="#/learn">{ "All lessons" }</a>{ format!(" · Lesson {} of {n}", props.index + 1) }</p>
                <h2 data-testid="lesson-title">{ lesson.title }{ status }</h2>
                { for paragraphs }
            </div>
            <div class="task">
                <h3>{ "Your task" }</h3>
                <p data-testid="task">{ lesson.task.prompt }</p>
                { for feedback }
                { for demo_line }
                <div class="controls">
                    { for end_here }
                    <button onclick={act(LessonAction::ShowMe)} data-testid="show-me" disabled={s.demo.is_some()}>{ "Show me" }</button>
                    <button onclick={act(LessonAction::Restart)} data-testid="restart">{ "Restart lesson" }</button>
                </div>
            </div>
            <section class="board-area">
                <Board pieces={Rc::new(pieces)} flipped={false}
                       marks={Rc::new(s.marks())} paths={Rc::new(s.paths())}
                       {last} interactive={s.interactive()} {on_square} {on_hover} />
            </section>
            <nav class="controls lesson-nav" aria-label="Lessons">
                if let Some(p) = prev {
                    <a class="button" href={format!("#/learn/{}", p.id)}>{ "← Previous" }</a>
                }
                if let Some(nx) = next {
                    <a class={classes!("button", s.solved.then_some("primary"))} href={format!("#/learn/{}", nx.id)} data-testid="next-lesson">{ "Next lesson →" }</a>
                } else {
                    <a class={classes!("button", s.solved.then_some("primary"))} href="#/" data-testid="next-lesson">{ "Play a game →" }</a>
                }
            </nav>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    fn state(id: &str) -> LessonState {
        LessonState::new(lesson(id).expect("lesson").1)
    }

    #[test]
    fn wrong_try_then_solve_by_clicks() {
        let s = state("jump");
        let s = s.reduce(LessonAction::Square(sq("K4")));
        assert_eq!(s.builder.as_ref().map(|b| b.from), Some(sq("K4")));
        let s = s.reduce(LessonAction::Square(sq("K5")));
        let f = s.feedback.clone().expect("feedback");
        assert!(!f.ok && f.text.contains("compulsory"), "{f:?}");
        assert!(s.builder.is_none() && !s.solved);
        let s = s.reduce(LessonAction::Square(sq("E4")));
        let s = s.reduce(LessonAction::Square(sq("E6")));
        assert!(s.marks().next.contains(&sq("E8")));
        let s = s.reduce(LessonAction::Square(sq("E8")));
        assert!(s.solved, "{:?}", s.feedback);
        assert!(!s.interactive());
        assert_eq!(s.shown.board().count(camelot_core::Color::Black), 2);
    }

    #[test]
    fn ending_a_knights_canter_early_explains_the_duty() {
        let s = state("charge")
            .reduce(LessonAction::Square(sq("E4")))
            .reduce(LessonAction::Square(sq("E6")));
        assert!(s.can_end_here());
        let s = s.reduce(LessonAction::EndHere);
        assert!(s.feedback.expect("feedback").text.contains("knight's duty"));
    }

    #[test]
    fn show_me_plays_the_demonstration_then_resets() {
        let mut s = state("canter").reduce(LessonAction::ShowMe);
        assert_eq!(s.demo, Some(0));
        assert!(!s.interactive());
        s = s.reduce(LessonAction::DemoTick);
        assert!(s.shown.piece_at(sq("I8")).is_some());
        s = s.reduce(LessonAction::DemoTick);
        assert_eq!(s, state("canter"));
    }

    #[test]
    fn clicking_the_board_lesson_and_revealing() {
        let s = state("board").reduce(LessonAction::ShowMe);
        assert!(s.marks().dests.contains(&sq("F16")));
        let s = s.reduce(LessonAction::Square(sq("F1")));
        assert!(!s.solved);
        let s = s.reduce(LessonAction::Square(sq("G16")));
        assert!(s.solved);
    }

    #[test]
    fn highlighted_pieces_show_their_moves() {
        let s = state("canter");
        let m = s.marks();
        assert_eq!(m.movable, [sq("E4")]);
        assert!(m.dests.contains(&sq("I8")));
        assert!(
            s.paths()
                .iter()
                .any(|p| p.landings.last() == Some(&sq("I8")))
        );
    }
}
