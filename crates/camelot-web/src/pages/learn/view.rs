//! The course's pages: the lesson list (`#/learn`) and one lesson (`#/learn/<id>`).

use super::lesson::{LessonAction, LessonState};
use super::lessons::{LESSONS, lesson};
use super::progress::Progress;
use super::words;
use crate::app::header::{Page, page_header};
use crate::app::i18n::t;
use crate::app::store::{Reduce, on_click, use_store};
use crate::app::stylesheet::use_page_stylesheet;
use crate::board::{Board, LastMove};
use crate::entry::view::{chooser, pieces as entry_pieces, use_board_events};
use crate::entry::{EntryAction, Pointer};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of the course page.
#[derive(Properties, PartialEq)]
pub struct CourseProps {
    /// The lesson to open; the lesson list when `None`.
    pub lesson: Option<String>,
}

/// The course: the lesson list or one lesson.
#[function_component(Course)]
pub fn course(props: &CourseProps) -> Html {
    // Hidden until its stylesheet is there, so it never shows (or takes clicks) unstyled.
    let styled = use_page_stylesheet("learn.css");
    let loaded = use_state(Progress::load);
    let progress = use_state(|| loaded.0.clone());
    let on_done = {
        let progress = progress.clone();
        Callback::from(move |id: &'static str| {
            let mut p = (*progress).clone();
            p.finish(id);
            p.store();
            progress.set(p);
        })
    };
    let on_reset = {
        let progress = progress.clone();
        Callback::from(move |_: MouseEvent| {
            let p = Progress::default();
            p.store();
            progress.set(p);
        })
    };
    let notice = loaded
        .1
        .clone()
        .map(|n| html! { <p class="notice error" data-testid="notice">{ n }</p> });
    let list = html! { <LessonList progress={(*progress).clone()} {on_reset} /> };
    let body = match props.lesson.as_deref().map(|id| (id, lesson(id))) {
        Some((_, Some((index, l)))) => html! {
            <LessonPage key={l.id} {index} done={progress.is_done(l.id)} {on_done} />
        },
        Some((id, None)) => html! {
            <>
                <p class="notice error" data-testid="notice">{ words::no_such_lesson(id) }</p>
                { list }
            </>
        },
        None => list,
    };
    html! {
        <div class="app learn" data-testid="learn" style={(!styled).then_some("visibility: hidden")}>
            { page_header(Page::Learn, props.lesson.is_none(), Html::default(), Html::default()) }
            { for notice }
            { body }
        </div>
    }
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
                    <span class="title">{ t(l.title) }</span>
                    if done { <span class="tick" aria-label={t("learn-done-label")}>{ "✓" }</span> }
                </a>
            </li>
        }
    });
    let next = p.next().map(|i| {
        html! {
            <a class="button primary" href={format!("#/learn/{}", LESSONS[i].id)} data-testid="continue">
                { words::continue_with(p.count() == 0, &t(LESSONS[i].title)) }
            </a>
        }
    });
    html! {
        <main class="lesson-list">
            <h2>{ t("learn-heading") }</h2>
            <p>{ words::course_intro(LESSONS.len()) }</p>
            <p class="progress" data-testid="progress">{ words::progress(p.count(), LESSONS.len()) }</p>
            <div class="controls">
                { for next }
                if p.count() > 0 {
                    <button onclick={props.on_reset.clone()} data-testid="reset-progress">{ t("learn-reset-progress") }</button>
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

impl Reduce for LessonState {
    type Action = LessonAction;
    fn reduce(&self, action: LessonAction) -> LessonState {
        LessonState::reduce(self, action)
    }
}

/// The demonstration advances on a timer; leaving or restarting drops the timer.
#[hook]
fn use_demo(demo: Option<usize>, dispatch: Callback<LessonAction>) {
    use_effect_with(demo, move |demo| {
        let timer = demo.map(|k| {
            let delay = if k == 0 { 400 } else { 1100 };
            gloo_timers::callback::Timeout::new(delay, move || {
                dispatch.emit(LessonAction::DemoTick)
            })
        });
        move || drop(timer)
    });
}

#[function_component(LessonPage)]
fn lesson_page(props: &LessonProps) -> Html {
    let lesson = &LESSONS[props.index.min(LESSONS.len() - 1)];
    let (s, dispatch) = use_store(|| {
        let mut s = LessonState::new(lesson);
        s.entry.pointer = Pointer::at_start();
        s
    });
    use_demo(s.demo, dispatch.clone());
    {
        let on_done = props.on_done.clone();
        let id = lesson.id;
        use_effect_with(s.solved, move |solved| {
            if *solved {
                on_done.emit(id);
            }
        });
    }
    let board = use_board_events(dispatch.reform(LessonAction::Entry));
    let entry = |a: EntryAction| on_click(&dispatch, LessonAction::Entry(a));
    let onkeydown = {
        let d = dispatch.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                d.emit(LessonAction::Entry(EntryAction::Cancel));
            }
        })
    };

    let say = |text: &str| s.pointer().say(text);
    let n = LESSONS.len();
    let next = LESSONS.get(props.index + 1);
    let prev = props.index.checked_sub(1).and_then(|i| LESSONS.get(i));
    let paragraphs = lesson
        .text
        .iter()
        .map(|key| html! { <p>{ say(&t(key)) }</p> });
    let feedback = s.feedback.as_ref().map(|f| {
        html! {
            <p class={classes!("feedback", if f.ok { "ok" } else { "wrong" })}
               data-testid="lesson-feedback" role={if f.ok { "status" } else { "alert" }}>
                { say(&f.text) }
            </p>
        }
    });
    let status = s.status().map(|status| {
        html! { <p class="entry-status" data-testid="entry-status" role="status">{ status }</p> }
    });
    let chooser = s
        .interactive()
        .then(|| chooser(&s.entry, &dispatch.reform(LessonAction::Entry)))
        .flatten();
    let line = words::demo_line(
        s.demo.is_some(),
        s.reveal && s.interactive() && !lesson.show_me.is_empty(),
    )
    .map(|line| html! { <p class="demo-line" role="status">{ say(&line) }</p> });
    // One primary button: play the move a first tap showed, or end a canter where it may end.
    let primary = match s.entry.pending.filter(|_| s.interactive()) {
        Some(m) => Some((
            EntryAction::Confirm,
            crate::t!("learn-play-move", move = m.to_string()),
            "confirm-move",
        )),
        None => s.can_end_here().map(|m| {
            (
                EntryAction::EndHere,
                crate::t!("learn-end-here", move = m.to_string()),
                "end-here",
            )
        }),
    };
    let primary = primary.map(|(a, label, id)| {
        html! { <button class="primary" onclick={entry(a)} data-testid={id}>{ label }</button> }
    });
    // Solved: the way on, right under the praise (on a phone the lesson links are far below).
    let onward = s.solved.then(|| match next {
        Some(nx) => (format!("#/learn/{}", nx.id), t("learn-next-lesson")),
        None => ("#/".to_string(), t("learn-play-a-game")),
    });
    let onward = onward.map(|(href, label)| {
        html! { <a class="button primary" {href} data-testid="task-next">{ label }</a> }
    });
    // The lesson links' way on; solved, the task's own button (`task-next`) is the one, not
    // a second "Next lesson" below it.
    let nav_next = (!s.solved).then(|| match next {
        Some(nx) => html! {
            <a class="button" href={format!("#/learn/{}", nx.id)} data-testid="next-lesson">{ t("learn-next-lesson") }</a>
        },
        None => html! {
            <a class="button" href="#/" data-testid="next-lesson">{ t("learn-play-a-game") }</a>
        },
    });
    let tick = (props.done && !s.solved)
        .then(|| html! { <span class="tick">{ t("learn-done-tick") }</span> });

    html! {
        <main class="lesson" data-testid="lesson" data-lesson={lesson.id} {onkeydown}>
            <div class="lesson-head">
                <p class="crumbs"><a href="#/learn">{ t("learn-all-lessons") }</a>{ words::crumb(props.index + 1, n) }</p>
                <h2 data-testid="lesson-title">{ t(lesson.title) }{ for tick }</h2>
            </div>
            <section class="board-area">
                <Board pieces={entry_pieces(&s.shown, &s.entry)} flipped={false}
                       marks={Rc::new(s.marks())} paths={Rc::new(s.paths())}
                       last={s.last.as_ref().map(LastMove::of)} ghost={s.entry.ghost(&s.start)}
                       interactive={s.interactive()} on_square={board.on_square}
                       on_tap={Some(board.on_tap)} on_hover={board.on_hover} />
            </section>
            <div class="task">
                <h3>{ t("learn-your-task") }</h3>
                <p data-testid="task">{ say(&t(lesson.task.prompt)) }</p>
                { for status }
                { for chooser }
                { for feedback }
                { for line }
                <div class="controls">
                    { for onward }
                    { for primary }
                    <button onclick={on_click(&dispatch, LessonAction::ShowMe)} data-testid="show-me" disabled={s.demo.is_some()}>{ t("learn-show-me") }</button>
                    <button onclick={on_click(&dispatch, LessonAction::Restart)} data-testid="restart">{ t("learn-restart") }</button>
                </div>
            </div>
            <div class="lesson-text">
                { for paragraphs }
                <p><a class="practise" href={format!("#/puzzles?theme={}", lesson.practise.0)} data-testid="practise">{ t(lesson.practise.1) }</a></p>
            </div>
            <nav class="controls lesson-nav" aria-label={t("learn-nav-label")}>
                if let Some(p) = prev {
                    <a class="button" href={format!("#/learn/{}", p.id)}>{ t("learn-previous") }</a>
                }
                { for nav_next }
            </nav>
        </main>
    }
}
