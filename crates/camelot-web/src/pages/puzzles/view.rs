//! The puzzle page (`#/puzzles`): the pack fetched when the page opens, the board, the task
//! panel (rating, result, hint, retry, solution, next), the choice of game, theme and streak,
//! and the history.

use super::pack::{GAMES, Pack, url};
use super::progress::Progress;
use super::session::{Load, Session, SessionAction};
use super::state::{Phase, PuzzleAction, PuzzleState};
use super::words;
use crate::app::header::{Page, page_header};
use crate::app::i18n::t;
use crate::app::notice::{notice_view, use_fading_notice};
use crate::app::query::{encode_component, replace_address};
use crate::app::routes::{Route, current_route};
use crate::app::store::{Reduce, on_click, use_store};
use crate::app::stylesheet::use_page_stylesheet;
use crate::board::{Board, Shape};
use crate::entry::view::{
    BoardEvents, cancel_move, chooser, confirm_bar, pieces, use_board_events,
};
use crate::entry::{EntryAction, Pointer};
use camelot_core::{Color, Variant};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Properties of the puzzle page: what its link asks for.
#[derive(Properties, PartialEq)]
pub struct PuzzlesProps {
    /// One puzzle by id (`?id=`).
    pub id: Option<String>,
    /// Puzzles of one theme (`?theme=`).
    pub theme: Option<String>,
    /// The game (`?game=camelot|cam|camette`).
    pub game: Option<String>,
}

impl Reduce for Session {
    type Action = SessionAction;
    fn reduce(&self, action: SessionAction) -> Session {
        Session::reduce(self, action)
    }
}

/// Fetches the pack the session asks for, and reads it.
#[hook]
fn use_packs(wanted: Option<Variant>, dispatch: Callback<SessionAction>) {
    use_effect_with(wanted, move |wanted| {
        if let Some(game) = *wanted {
            dispatch.emit(SessionAction::Fetching(game));
            wasm_bindgen_futures::spawn_local(async move {
                let pack = match crate::app::fetch::text_kept(&url(game)).await {
                    Ok(text) => Pack::parse(game, &text).map(Rc::new),
                    Err(why) => Err(crate::app::words::not_fetched(why)),
                };
                dispatch.emit(SessionAction::Loaded(game, pack));
            });
        }
    });
}

/// The address names the puzzle on the board, its game and theme (replaced, not pushed), so
/// that a reload comes back to it and not to the puzzle a link once named; and a new puzzle
/// takes the keyboard focus to its board when the button pressed for it went away (a second
/// Enter must not land on another button).
#[hook]
fn use_address(link: &PuzzlesProps, shown: Option<(Variant, Option<String>, String)>) {
    let earlier = use_mut_ref(|| false);
    let latest: Rc<std::cell::RefCell<Option<String>>> = use_mut_ref(|| None);
    let mine = Route::Puzzles {
        id: link.id.clone(),
        theme: link.theme.clone(),
        game: link.game.clone(),
    };
    {
        // A link to this very page (the header's, or the same address again) leaves the page
        // as it is, so the address goes back to naming the puzzle on the board.
        let latest = Rc::clone(&latest);
        use_effect_with(mine.clone(), move |mine| {
            let mine = mine.clone();
            let listener =
                gloo_events::EventListener::new(&gloo_utils::window(), "hashchange", move |_| {
                    if current_route() == mine
                        && let Some(url) = latest.borrow().as_deref()
                    {
                        replace_address(url);
                    }
                });
            move || drop(listener)
        });
    }
    use_effect_with(shown, move |shown| {
        if let Some((game, theme, id)) = shown {
            // The first puzzle of the page leaves the focus where the page put it.
            let first = !std::mem::replace(&mut *earlier.borrow_mut(), true);
            let mut url = format!("#/puzzles?game={}", game.name());
            if let Some(t) = theme {
                url.push_str(&format!("&theme={}", encode_component(t)));
            }
            url.push_str(&format!("&id={}", encode_component(id)));
            // Only while the address is still this page's (the link that opened it, or what
            // was written here last): a link followed a moment ago is never overwritten.
            let here = gloo_utils::window().location().hash().unwrap_or_default();
            let ours = current_route() == mine || latest.borrow().as_deref() == Some(here.as_str());
            if ours {
                replace_address(&url);
                *latest.borrow_mut() = Some(url);
            }
            let document = gloo_utils::document();
            let lost = document
                .active_element()
                .is_none_or(|e| e.tag_name() == "BODY");
            if lost
                && !first
                && let Ok(Some(square)) =
                    document.query_selector("[data-testid=puzzle] [data-square][tabindex='0']")
                && let Some(square) = square.dyn_ref::<web_sys::SvgElement>()
            {
                let _ = square.focus();
            }
        }
    });
}

/// A result (or a wrong move's Retry) brings the task's buttons into view: on a phone they sit
/// under the board and the player must not have to look for them.
#[hook]
fn use_buttons_in_view(shown: Option<(String, bool, bool)>) {
    use_effect_with(shown, |shown| {
        if shown.as_ref().is_some_and(|s| s.1 || s.2)
            && let Some(buttons) = gloo_utils::document()
                .query_selector("[data-testid=puzzle] .task > .controls")
                .ok()
                .flatten()
        {
            crate::app::scroll::into_view(&buttons);
        }
    });
}

/// Once the puzzle is over, ← → Home End step through its line, wherever the focus is (a
/// button disabled at the end drops it to the page), except on the board, whose arrows move
/// between squares, and in the choices.
#[hook]
fn use_step_keys(over: bool, dispatch: Callback<SessionAction>) {
    use_effect_with(over, move |over| {
        let listener = over.then(|| {
            let active = gloo_events::EventListenerOptions::enable_prevent_default();
            gloo_events::EventListener::new_with_options(
                &gloo_utils::document(),
                "keydown",
                active,
                move |e| {
                    let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    let elsewhere = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .and_then(|el| el.closest("[data-square], select, input, textarea").ok())
                        .flatten()
                        .is_some();
                    let by = match e.key().as_str() {
                        "ArrowLeft" => -1,
                        "ArrowRight" => 1,
                        "Home" => -100,
                        "End" => 100,
                        _ => 0,
                    };
                    if by != 0 && !elsewhere && !e.alt_key() && !e.ctrl_key() && !e.meta_key() {
                        e.prevent_default();
                        dispatch.emit(SessionAction::Board(PuzzleAction::Step(by)));
                    }
                },
            )
        });
        move || drop(listener)
    });
}

/// The computer's reply, and the solution's moves, come on a timer.
#[hook]
fn use_ticks(phase: Option<(Phase, usize)>, dispatch: Callback<SessionAction>) {
    use_effect_with(phase, move |phase| {
        let delay = match phase {
            Some((Phase::Replying, _)) => Some(550),
            Some((Phase::Viewing, _)) => Some(900),
            _ => None,
        };
        let timer = delay.map(|ms| {
            gloo_timers::callback::Timeout::new(ms, move || {
                dispatch.emit(SessionAction::Board(PuzzleAction::Tick))
            })
        });
        move || drop(timer)
    });
}

/// The puzzle page.
#[function_component(Puzzles)]
pub fn puzzles(props: &PuzzlesProps) -> Html {
    let styled = use_page_stylesheet("learn.css");
    let (s, dispatch) = use_store(|| {
        let mut s = Session::new(
            props.game.as_deref(),
            props.theme.clone(),
            props.id.clone(),
            Progress::load(),
        );
        s.pointer = Pointer::at_start();
        s
    });
    use_packs(s.to_fetch(), dispatch.clone());
    use_address(
        props,
        s.board
            .as_ref()
            .map(|b| (s.game, s.theme.clone(), b.puzzle.id.clone())),
    );
    use_ticks(
        s.board.as_ref().map(|b| (b.phase.clone(), b.ply)),
        dispatch.clone(),
    );
    use_step_keys(
        s.board.as_ref().is_some_and(|b| b.phase == Phase::Over),
        dispatch.clone(),
    );
    use_buttons_in_view(s.board.as_ref().map(|b| {
        (
            b.puzzle.id.clone(),
            b.ended(),
            matches!(b.phase, Phase::Wrong(_)),
        )
    }));
    {
        let progress = s.progress.clone();
        use_effect_with(s.saved, move |saved| {
            if *saved > 0 {
                progress.store();
            }
        });
    }
    let board_events = use_board_events(
        dispatch.reform(|a: EntryAction| SessionAction::Board(PuzzleAction::Entry(a))),
    );
    let dismiss = dispatch.reform(SessionAction::Dismiss);
    use_fading_notice(s.notices.get(), dismiss.clone());
    let notice = s
        .notices
        .get()
        .map(|n| notice_view(n, "notice", &dismiss, Html::default()));

    let body = match (s.pack_state(s.game), &s.board) {
        (_, Some(board)) => puzzle_view(&s, board, &dispatch, &board_events),
        (Load::Failed(why), None) => html! {
            <main class="puzzle-message">
                <p class="notice error" role="alert" data-testid="puzzle-error">{ words::pack_failed(s.game, why) }</p>
                <button class="primary" onclick={on_click(&dispatch, SessionAction::Reload)} data-testid="puzzle-reload">{ t("puzzles-try-again") }</button>
                { game_select(&s, &dispatch) }
            </main>
        },
        _ => html! {
            <main class="puzzle-message"><p role="status" data-testid="puzzle-loading">{ words::loading(s.game) }</p></main>
        },
    };
    html! {
        <div class="app learn puzzles" data-testid="puzzles-page" style={(!styled).then_some("visibility: hidden")}>
            { page_header(Page::Puzzles, true, Html::default(), Html::default()) }
            <div class="notices">{ for notice }</div>
            { body }
        </div>
    }
}

fn game_select(s: &Session, dispatch: &Callback<SessionAction>) -> Html {
    let onchange = dispatch.reform(|e: Event| {
        let value = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|t| t.value())
            .unwrap_or_default();
        let game = GAMES
            .iter()
            .copied()
            .find(|g| g.name() == value)
            .unwrap_or(Variant::Camelot);
        SessionAction::Game(game)
    });
    html! {
        <label class="puzzle-choice">{ format!("{} ", t("puzzles-game-label")) }
            <select {onchange} data-testid="puzzle-game">
                { for GAMES.iter().map(|g| html! {
                    <option value={g.name()} selected={*g == s.game}>{ crate::app::core_words::variant_title(*g) }</option>
                }) }
            </select>
        </label>
    }
}

fn theme_select(s: &Session, dispatch: &Callback<SessionAction>) -> Html {
    let themes = s.pack().map(|p| p.themes()).unwrap_or_default();
    let onchange = dispatch.reform(|e: Event| {
        let value = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|t| t.value())
            .unwrap_or_default();
        SessionAction::Theme((!value.is_empty()).then_some(value))
    });
    let chosen = s.theme.as_deref().unwrap_or("");
    html! {
        <label class="puzzle-choice">{ format!("{} ", t("puzzles-theme-label")) }
            <select {onchange} data-testid="puzzle-theme" disabled={s.streak.is_some()}>
                <option value="" selected={chosen.is_empty()}>{ t("puzzles-all-themes") }</option>
                { for themes.iter().map(|(t, n)| html! {
                    <option value={t.clone()} selected={t == chosen}>{ words::theme_option(t, *n) }</option>
                }) }
            </select>
        </label>
    }
}

fn rating_line(s: &Session) -> Html {
    let r = s.rating();
    // A puzzle rated before says so from the start, not only once it is solved.
    let replay_ahead = s.result.is_none()
        && s.streak.is_none()
        && s.board
            .as_ref()
            .is_some_and(|b| s.progress.was_rated(s.game, &b.puzzle.id));
    let change = s
        .result
        .as_ref()
        .filter(|_| s.streak.is_none())
        .map(|res| {
            if res.replay {
                return html! { <span class="rating-change" data-testid="puzzle-rating-change">{ words::replay() }</span> };
            }
            let class = if res.change >= 0 { "up" } else { "down" };
            html! { <span class={classes!("rating-change", class)} data-testid="puzzle-rating-change">{ words::change(res.change) }</span> }
        });
    let streak = s.streak.as_ref().map(|st| {
        html! { <p class="streak" data-testid="puzzle-streak" data-count={st.count.to_string()}>{ words::streak(st.count, s.progress.best_streak(s.game).max(st.count)) }</p> }
    });
    html! {
        <>
            <p class="rating">
                { words::rating_label(s.game) }
                <strong data-testid="puzzle-rating" data-rating={r.shown().to_string()}>{ r.shown() }</strong>
                if r.provisional() { <span class="provisional" title={t("puzzles-provisional-title")}>{ t("puzzles-provisional") }</span> }
                { " " }{ for change }
                if replay_ahead { <span class="rating-change" data-testid="puzzle-rating-change">{ words::replay() }</span> }
            </p>
            { for streak }
        </>
    }
}

fn puzzle_view(
    s: &Session,
    b: &PuzzleState,
    dispatch: &Callback<SessionAction>,
    events: &BoardEvents,
) -> Html {
    let entry_dispatch =
        dispatch.reform(|a: EntryAction| SessionAction::Board(PuzzleAction::Entry(a)));
    let board_action = |a: PuzzleAction| on_click(dispatch, SessionAction::Board(a));
    let say = |t: &str| b.entry.pointer.say(t);
    let p = &b.puzzle;
    let solver = b.solver();
    let in_streak = s.streak.is_some();
    let streak_over = s.streak.as_ref().is_some_and(|st| st.over);

    // Once the puzzle is over its words go in the result's box: one message, not two.
    let ended = b.ended();
    // A miss's words (and a retry's) go in the result's box too: one red box, not two.
    let in_box = |f: &&super::state::Feedback| ended || (b.result == Some(false) && !f.ok);
    let feedback = b.feedback.as_ref().filter(|f| !in_box(f)).map(|f| {
        html! {
            <p class={classes!("feedback", if f.ok { "ok" } else { "wrong" })}
               data-testid="puzzle-feedback" role={if f.ok { "status" } else { "alert" }}>{ say(&f.text) }</p>
        }
    });
    let status = b.status().map(
        |t| html! { <p class="entry-status" data-testid="entry-status" role="status">{ t }</p> },
    );
    let chooser = b
        .interactive()
        .then(|| chooser(&b.entry, &entry_dispatch))
        .flatten();
    let confirm = b
        .interactive()
        .then(|| confirm_bar(&b.entry, &entry_dispatch))
        .flatten();
    let cancel = b
        .interactive()
        .then(|| cancel_move(&b.entry, &entry_dispatch))
        .flatten();
    let end_here = b.can_end_here().map(|m| {
        html! { <button class="primary" onclick={on_click(&entry_dispatch, EntryAction::EndHere)} data-testid="end-here">{ words::end_here(&m) }</button> }
    });
    let result = b.result.map(|solved| {
        let streak_end =
            s.streak.as_ref().filter(|st| st.over).map(|st| {
                words::streak_over(st.count, s.result.as_ref().is_some_and(|r| r.new_best))
            });
        html! {
            <p class={classes!("puzzle-result", if solved { "solved" } else { "failed" })}
               data-testid="puzzle-result" data-result={if solved { "solved" } else { "failed" }}>
                <strong>{ words::result(solved) }</strong>
                if let Some(f) = b.feedback.as_ref().filter(|f| in_box(f)) {
                    { " " }<span data-testid="puzzle-feedback">{ say(&f.text) }</span>
                }
                if let Some(t) = streak_end { <br /><strong>{ t }</strong> }
            </p>
        }
    });
    let wrong = matches!(b.phase, Phase::Wrong(_));
    let next_label = t(if streak_over {
        "puzzles-next-streak"
    } else {
        "puzzles-next"
    });
    let next = ended.then(|| {
        html! { <button key="next" class="primary" onclick={on_click(dispatch, SessionAction::Next)} data-testid="puzzle-next">{ next_label }</button> }
    });
    let hint = (!in_streak && b.phase == Phase::Solving).then(|| {
        let label = t(if b.hint == 0 {
            "puzzles-hint"
        } else {
            "puzzles-show-move"
        });
        html! { <button key="hint" onclick={board_action(PuzzleAction::Hint)} data-testid="puzzle-hint" disabled={b.hint >= 2}
                        title={t("puzzles-hint-title")}>{ label }</button> }
    });
    let retry = (wrong && !streak_over).then(|| html! {
        <button key="retry" class="primary" onclick={board_action(PuzzleAction::Retry)} data-testid="puzzle-retry">{ t("puzzles-retry") }</button>
    });
    let solution = matches!(b.phase, Phase::Solving | Phase::Wrong(_)).then(|| html! {
        <button key="solution" onclick={board_action(PuzzleAction::ViewSolution)} data-testid="puzzle-solution">{ t("puzzles-view-solution") }</button>
    });
    // What a hint costs, said before the first one (the button's title does not show on a
    // touch screen), unless a wrong move has decided the result already; then that it was
    // counted.
    let hint_note = if b.hinted && !in_streak && !ended {
        Some(
            html! { <p class="hint-note" data-testid="puzzle-hint-note">{ words::hint_counted() }</p> },
        )
    } else if hint.is_some() && !b.hinted && b.result.is_none() {
        Some(
            html! { <p class="hint-note" data-testid="puzzle-hint-cost">{ words::hint_cost() }</p> },
        )
    } else {
        None
    };
    let skip_streak = in_streak.then(|| html! {
        <button onclick={on_click(dispatch, SessionAction::StopStreak)} data-testid="puzzle-streak-stop">{ t("puzzles-back-to-rated") }</button>
    });
    let start_streak = (!in_streak).then(|| html! {
        <button onclick={on_click(dispatch, SessionAction::StartStreak)} data-testid="puzzle-streak-start">{ t("puzzles-streak-start") }</button>
    });
    // The themes would give the puzzle away: shown once it is done, solved or its solution
    // shown (or the one chosen); not while a wrong move waits for Retry.
    let over = !b.task_open();
    let theme_notes = p
        .themes
        .iter()
        .filter(|t| over || s.theme.as_deref() == Some(t.as_str()))
        .filter_map(|t| words::theme_hint(t))
        .map(|t| html! { <li>{ t }</li> });
    let analysis = crate::app::query::analysis_href(&p.start.to_string());
    let shape = Shape::of(b.shown.geometry());
    let over_now = b.phase == Phase::Over;
    let on_escape = {
        let d = entry_dispatch.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                d.emit(EntryAction::Cancel);
            }
        })
    };
    let steps = over_now.then(|| {
        let at = b.reviewed();
        let end = b.ply;
        html! {
            <div class="controls puzzle-steps" aria-label={t("puzzles-steps-label")}>
                <button onclick={board_action(PuzzleAction::Step(-100))} disabled={at == 0}
                        aria-label={t("puzzles-to-start")} data-testid="puzzle-start">{ "«" }</button>
                <button onclick={board_action(PuzzleAction::Step(-1))} disabled={at == 0}
                        aria-label={t("puzzles-back")} data-testid="puzzle-back">{ "‹" }</button>
                <span class="step-at" data-testid="puzzle-step">{ words::step_at(at, end) }</span>
                <button onclick={board_action(PuzzleAction::Step(1))} disabled={at == end}
                        aria-label={t("puzzles-forward")} data-testid="puzzle-forward">{ "›" }</button>
                <button onclick={board_action(PuzzleAction::Step(100))} disabled={at == end}
                        aria-label={t("puzzles-to-end")} data-testid="puzzle-end">{ "»" }</button>
            </div>
        }
    });
    let heading = t(if in_streak {
        "puzzles-heading-streak"
    } else {
        "puzzles-heading"
    });

    html! {
        <main class="lesson puzzle" style={shape.style()} data-testid="puzzle" data-puzzle={p.id.clone()} data-game={s.game.name()}
              data-ply={b.ply.to_string()} data-themes={p.themes.join(" ")}
              onkeydown={on_escape}>
            <div class="lesson-head">
                <h2>{ heading }</h2>
                <div class="controls puzzle-choices">
                    { game_select(s, dispatch) }
                    { theme_select(s, dispatch) }
                </div>
            </div>
            <section class="board-area">
                <Board {shape} pieces={pieces(&b.shown, &b.entry)} flipped={solver == Color::Black}
                       marks={Rc::new(b.marks())} paths={Rc::new(b.paths())}
                       last={b.last.clone()} ghost={b.entry.ghost(&b.position)}
                       interactive={b.interactive()} on_square={events.on_square.clone()}
                       on_tap={Some(events.on_tap.clone())} on_hover={events.on_hover.clone()} />
            </section>
            <div class="task">
                // Once solved or shown the task is done: the result below says how it went.
                if b.task_open() {
                    <h3>{ t("puzzles-your-task") }</h3>
                    if in_streak { <p class="streak-intro">{ words::streak_intro() }</p> }
                    <p data-testid="task">{ words::task(solver, (b.ply == 0).then_some(p.last_text.as_deref()).flatten()) }</p>
                }
                { rating_line(s) }
                { for status }
                { for chooser }
                { for confirm }
                { for feedback }
                { for result }
                { for steps }
                { for hint_note }
                <div class="controls">
                    { for next }
                    { for end_here }
                    { for retry }
                    { for hint }
                    { for solution }
                    { for cancel }
                </div>
            </div>
            <div class="lesson-text puzzle-info">
                <p class="caption" data-testid="puzzle-caption">{ words::caption(p, over) }</p>
                <ul class="theme-notes">{ for theme_notes }</ul>
                if b.ended() { <p><a href={analysis} data-testid="puzzle-analyse">{ t("puzzles-analyse") }</a></p> }
                { history(s) }
            </div>
            <nav class="controls lesson-nav" aria-label={t("puzzles-modes-label")}>
                { for start_streak }
                { for skip_streak }
                <a class="button" href="#/learn">{ t("puzzles-learn-link") }</a>
            </nav>
        </main>
    }
}

fn history(s: &Session) -> Html {
    let items: Vec<Html> = s
        .progress
        .history
        .iter()
        .rev()
        .filter(|h| h.game == s.game.name())
        .take(12)
        .map(|h| {
            let href = format!("#/puzzles?game={}&id={}", h.game, h.id);
            let change = if h.replay {
                Some(t("puzzles-history-not-rated"))
            } else {
                (!h.streak).then(|| words::change(h.change))
            };
            html! {
                <li class={classes!(if h.solved && !h.hint { "solved" } else { "failed" })}
                    data-result={if h.solved { "solved" } else { "failed" }}>
                    <a {href}>{ &h.id }</a>
                    { words::history_details(h.rating, h.solved, h.hint, change) }
                </li>
            }
        })
        .collect();
    if items.is_empty() {
        return Html::default();
    }
    html! {
        <section class="puzzle-history">
            <h3>{ t("puzzles-history-heading") }</h3>
            <ol data-testid="puzzle-history">{ for items }</ol>
        </section>
    }
}
