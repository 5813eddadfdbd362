//! The analysis page rendered, and the effects that follow its state: the worker (the job's
//! request is posted when its id changes), storage, keys, fading notices.

use super::bar::EvalBar;
use super::chart::EvalChart;
use super::review::Verdict;
use super::state::{Action, Analysis, Attempt, Depth, EngineLine, Link, State, Work, reduce};
use super::storage;
use crate::ai_client::AiClient;
use crate::board::{Board, LastMove};
use crate::chooser::Chooser;
use crate::move_list::{MoveList, TreeEvent};
use crate::play::state::Stepping;
use crate::play::storage as store;
use crate::protocol::{AnalysisReply, AnalysisRequest};
use camelot_ai::winprob::percent;
use camelot_core::{Color, NodeId, Position, Square};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// The worker client of this page.
type Client = AiClient<AnalysisRequest, AnalysisReply>;

/// How long a new position waits before the engine starts on it, so that holding an arrow
/// key does not start (and terminate) a worker per position.
const SETTLE_MS: u32 = 60;

/// The reducer's state inside Yew.
#[derive(PartialEq)]
struct Store(Rc<State>);

impl Reducible for Store {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(Store(Rc::new(reduce(&self.0, action))))
    }
}

/// Analysis page properties.
#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    /// What the link asks for.
    pub link: Link,
}

/// "12. F7-F8" for White's move at `ply` in a game from `start`, "12… F10-F9" for Black's.
fn numbered(start: &Position, ply: usize, mv: &str, first: bool) -> String {
    let (color, number) = crate::words::move_of_ply(start, ply);
    match color {
        Color::White => format!("{number}. {mv}"),
        Color::Black if first => format!("{number}… {mv}"),
        Color::Black => mv.to_string(),
    }
}

/// "1.2 million" or "850 thousand" nodes per second.
fn speed(nps: u64) -> String {
    if nps >= 1_000_000 {
        format!("{}.{} million", nps / 1_000_000, nps % 1_000_000 / 100_000)
    } else {
        format!("{} thousand", nps / 1000)
    }
}

#[derive(Properties, PartialEq)]
struct LinesProps {
    /// The engine's report on the shown position, if any.
    analysis: Option<Rc<Analysis>>,
    /// The game's start (for move numbers).
    start: Position,
    /// The shown position (whose material the evaluations' words name).
    shown: Position,
    /// The shown position's ply.
    ply: usize,
    /// Play line `.0` up to its move `.1`.
    on_play: Callback<(usize, usize)>,
}

/// The engine's lines; every move plays the line up to it.
#[function_component(Lines)]
fn lines_view(props: &LinesProps) -> Html {
    let Some(a) = &props.analysis else {
        return html! { <ol class="lines" data-testid="analysis-lines"></ol> };
    };
    let (start, ply) = (&props.start, props.ply);
    let items = a
        .lines
        .iter()
        .enumerate()
        .map(|(i, line): (usize, &EngineLine)| {
            let moves: Vec<String> = line.moves.iter().map(ToString::to_string).collect();
            let buttons = moves.iter().enumerate().map(|(k, m)| {
                let d = props.on_play.clone();
                let onclick = Callback::from(move |_: MouseEvent| d.emit((i, k)));
                html! {
                    <button class="line-move" {onclick} title="Play the line up to this move">
                        { numbered(start, ply + k + 1, m, k == 0) }
                    </button>
                }
            });
            let d = props.on_play.clone();
            let play_first = Callback::from(move |_: MouseEvent| d.emit((i, 0)));
            html! {
                <li class={classes!("line", (i == 0).then_some("best"))} data-testid="analysis-line"
                    data-eval={line.eval.token()} data-moves={moves.join(" ")}>
                    <button class="line-eval" onclick={play_first}
                            title={line.eval.words(&props.shown)}>{ line.eval.short() }</button>
                    <span class="line-moves">{ for buttons }</span>
                </li>
            }
        });
    html! { <ol class="lines" data-testid="analysis-lines">{ for items }</ol> }
}

/// The analysis page.
#[function_component(AnalysisPage)]
pub fn analysis_page(props: &AnalysisProps) -> Html {
    let link = props.link.clone();
    let store = use_reducer(move || {
        let mut s = storage::open(&link, store::read(storage::KEY).as_deref());
        s.pointer = crate::learn::entry::coarse_pointer();
        Store(Rc::new(s))
    });
    let state = Rc::clone(&store.0);
    let dispatch: Callback<Action> = {
        let d = store.dispatcher();
        Callback::from(move |a| d.dispatch(a))
    };
    let client = use_mut_ref(|| Option::<Rc<RefCell<Client>>>::None);
    // The page shows once its stylesheet is in (no flash of an unstyled page).
    let styled = crate::stylesheet::use_page_stylesheet("analysis.css");
    // Callbacks for the page's life: the board and the move list then redraw only when what
    // they show changes, not on every report of the engine.
    let on_square = use_callback(store.dispatcher(), |sq: Square, d| {
        d.dispatch(Action::Square(sq))
    });
    let on_tap = use_callback(store.dispatcher(), |sq: Square, d| {
        d.dispatch(Action::Tap(sq))
    });
    let on_hover = use_callback(store.dispatcher(), |sq: Option<Square>, d| {
        d.dispatch(Action::Hover(sq))
    });
    let on_play = use_callback(store.dispatcher(), |(line, upto): (usize, usize), d| {
        d.dispatch(Action::PlayLine { line, upto })
    });
    let on_tree = use_callback(store.dispatcher(), |e: TreeEvent, d| match e {
        TreeEvent::Go(n) => d.dispatch(Action::Go(n)),
        TreeEvent::Promote(n) => d.dispatch(Action::Promote(n)),
        TreeEvent::Delete(n) => d.dispatch(Action::Delete(n)),
        TreeEvent::Comment(n, text) => d.dispatch(Action::Comment(n, text)),
        TreeEvent::Copy(text) => {
            let _ = gloo_utils::window()
                .navigator()
                .clipboard()
                .write_text(&text);
            d.dispatch(Action::Notify {
                text: "Line copied to the clipboard.".into(),
                error: false,
            });
        }
    });

    // The worker client lives as long as the page.
    {
        let dispatch = dispatch.clone();
        let client = client.clone();
        use_effect_with((), move |_| {
            let cell: Rc<RefCell<Option<Rc<RefCell<Client>>>>> = Rc::new(RefCell::new(None));
            let for_reply = Rc::clone(&cell);
            let on_reply = Callback::from(move |reply: AnalysisReply| {
                if let (AnalysisReply::Done { id } | AnalysisReply::Error { id, .. }, Some(c)) =
                    (&reply, for_reply.borrow().as_ref())
                {
                    c.borrow_mut().finished(*id);
                }
                dispatch.emit(Action::Reply(reply));
            });
            let ai = Rc::new(RefCell::new(
                Client::with_url(crate::ai_client::ANALYST_URL, on_reply).keep_spare(),
            ));
            let weak = Rc::downgrade(&ai);
            ai.borrow_mut().set_on_ready(Callback::from(move |_| {
                if let Some(c) = weak.upgrade() {
                    c.borrow_mut().mark_ready();
                }
            }));
            *cell.borrow_mut() = Some(Rc::clone(&ai));
            *client.borrow_mut() = Some(ai);
            move || {
                cell.borrow_mut().take();
                client.borrow_mut().take();
            }
        });
    }

    // The job's request, whenever the job changes; none cancels (terminates the worker).
    {
        let client = client.clone();
        let request = state.request();
        let wait = matches!(state.job.as_ref().map(|j| &j.work), Some(Work::Analyse(_)));
        use_effect_with(state.job.as_ref().map(|j| j.id), move |_| {
            let mut timeout = None;
            match request {
                Some(req) => {
                    // Waiting lets a run of quick steps end before a search is abandoned;
                    // with none running (the page just opened) there is nothing to wait for.
                    let busy = client
                        .borrow()
                        .as_ref()
                        .is_some_and(|c| c.borrow().is_busy());
                    let send = move || {
                        if let Some(c) = client.borrow().as_ref() {
                            c.borrow_mut().request(req);
                        }
                    };
                    if wait && busy {
                        timeout = Some(gloo_timers::callback::Timeout::new(SETTLE_MS, send));
                    } else {
                        send();
                    }
                }
                None => {
                    if let Some(c) = client.borrow().as_ref() {
                        c.borrow_mut().cancel();
                    }
                }
            }
            move || drop(timeout)
        });
    }

    // Save after every change that matters on a reload (not on every report of the engine).
    {
        let saved = (
            Rc::clone(&state.tree),
            state.cursor,
            state.flipped,
            state.engine,
            state.depth,
            state.review.clone(),
        );
        let state = Rc::clone(&state);
        use_effect_with(saved, move |_| {
            store::write(storage::KEY, &storage::save(&state));
        });
    }

    // Keys anywhere on the page, as on the game page.
    crate::keys::use_step_keys(
        dispatch.reform(|()| Action::Cancel),
        dispatch.reform(Action::Step),
    );

    // Successes fade after a few seconds; errors stay until dismissed.
    {
        let dispatch = dispatch.clone();
        let fading = state.notice.as_ref().filter(|n| !n.error).map(|n| n.id);
        use_effect_with(fading, move |f| {
            let timeout = f.map(|id| {
                gloo_timers::callback::Timeout::new(4000, move || {
                    dispatch.emit(Action::Dismiss(id))
                })
            });
            move || drop(timeout)
        });
    }

    let act = |a: Action| {
        let d = dispatch.clone();
        Callback::from(move |_: MouseEvent| d.emit(a.clone()))
    };
    let s = &*state;
    let shown = s.shown();
    let pieces: Vec<_> = shown.board().iter().collect();
    let last = s.last_move().map(|m| LastMove::of(&m));
    let interactive = s.outcome().is_none();
    let ghost = s
        .entry
        .builder
        .as_ref()
        .filter(|b| !b.prefix.is_empty())
        .and_then(|b| shown.board().piece_at(b.from).map(|p| (b.at(), p)));

    // Status: the result, the player's step, or whose move.
    let status = match s.outcome() {
        Some(o) => format!("The game is over here: {o}."),
        None => s
            .entry
            .status(&s.legal)
            .map(|t| s.pointer.say(&t))
            .unwrap_or_else(|| {
                format!(
                    "{} to move, {}",
                    shown.turn(),
                    crate::words::after_ply(s.tree.start(), s.ply())
                )
            }),
    };
    let chooser = s.entry.choice.as_ref().map(|c| {
        let on_show = {
            let d = dispatch.clone();
            Callback::from(move |i| d.emit(Action::ShowOption(i)))
        };
        let on_pick = {
            let d = dispatch.clone();
            Callback::from(move |i| d.emit(Action::Pick(i)))
        };
        let on_cancel = {
            let d = dispatch.clone();
            Callback::from(move |_| d.emit(Action::Cancel))
        };
        html! { <Chooser options={Rc::clone(&c.options)} shown={c.shown} {on_show} {on_pick} {on_cancel} /> }
    });
    let end_here = s
        .entry
        .builder
        .as_ref()
        .and_then(|b| b.complete(&s.legal))
        .map(|mv| {
            html! {
                <button class="primary" data-testid="end-here" onclick={act(Action::EndHere)}>
                    { format!("End move here ({mv})") }
                </button>
            }
        });
    let confirm = s.entry.pending.map(|mv| {
        html! {
            <div class="confirm-bar">
                <button class="primary" data-testid="confirm-move" onclick={act(Action::Confirm)}>{ format!("Play {mv}") }</button>
                <button onclick={act(Action::Cancel)}>{ "Cancel" }</button>
            </div>
        }
    });

    // The engine.
    let hiding = s.hiding_engine();
    let analysis = s.shown_analysis();
    let eval = s.shown_eval();
    let engine_status = if hiding {
        "The engine is hidden while you look for the move.".to_string()
    } else if s.outcome().is_some() {
        "Nothing to analyse: the game is over here.".to_string()
    } else if s.reviewing {
        "The engine is reviewing the game; the analysis goes on after it.".to_string()
    } else {
        match (analysis, s.engine) {
            (Some(a), on) => {
                let n = a.lines.len();
                let lines = if n == 1 {
                    "1 line".to_string()
                } else {
                    format!("{n} lines")
                };
                if a.finished {
                    format!("Depth {} · search complete · {lines}", a.depth)
                } else {
                    let state = if on { "" } else { " (stopped)" };
                    format!(
                        "Depth {} · {} nodes a second · {lines}{state}",
                        a.depth,
                        speed(a.nps)
                    )
                }
            }
            (None, true) => "Starting the engine…".to_string(),
            (None, false) => "The engine is off.".to_string(),
        }
    };
    let words = s.eval_words();
    let engine_panel = html! {
        <section class="engine-panel" aria-labelledby="engine-title">
            <div class="panel-head">
                <h2 id="engine-title">{ "Engine" }</h2>
                <button data-testid="engine-toggle" aria-pressed={s.engine.to_string()}
                        onclick={act(Action::Engine(!s.engine))}>
                    { if s.engine { "Stop" } else { "Analyse" } }
                </button>
            </div>
            <p class="engine-status" data-testid="analysis-status"
               data-depth={analysis.map(|a| a.depth.to_string())}
               data-nps={analysis.map(|a| a.nps.to_string())}>{ engine_status }</p>
            if let Some(w) = words { <p class="eval-words" data-testid="eval-words">{ w }</p> }
            if !hiding {
                <Lines analysis={s.analysis.clone().filter(|a| a.node == s.cursor)}
                       start={s.tree.start().clone()} shown={s.shown().clone()} ply={s.ply()} on_play={on_play.clone()} />
            }
        </section>
    };

    // The verdict on the shown move, with the better move; or, one move earlier, a pointer
    // to the better move drawn on the board.
    let verdict = s.judgement(s.cursor).filter(|j| j.verdict != Verdict::Good).map(|j| {
        let pct = |c: f64, who: Color| percent(if who == Color::White { c } else { 1.0 - c });
        let better = j.better.clone();
        html! {
            <div class={classes!("verdict", j.verdict.name())} data-testid="verdict" data-glyph={j.verdict.glyph()}>
                <p>
                    <strong>{ format!("{} {}. ", j.verdict.glyph(), capitalise(j.verdict.name())) }</strong>
                    { format!("{} took {}'s winning chances from {}% to {}%.", j.played, j.mover,
                              pct(j.before, j.mover), pct(j.after, j.mover)) }
                    if let Some(b) = &better { { format!(" Better was {b}.") } }
                </p>
                if let Some(b) = better {
                    <button class="primary" data-testid="better-move" data-move={b.clone()}
                            onclick={act(Action::BetterMove)}>{ format!("Play {b} instead") }</button>
                }
            </div>
        }
    });
    let better_here = (!hiding)
        .then(|| s.better_here(s.cursor))
        .flatten()
        .map(|(mv, j)| {
            html! {
                <p class="better-here" data-testid="better-here">
                    { format!("In the game {} played {}{} here; the better {mv} is drawn in green.",
                              j.mover, j.played, j.verdict.glyph()) }
                </p>
            }
        });

    // The review.
    let review_panel = {
        let (done, total) = s.progress().unwrap_or((0, s.tree.main_game().ply() + 1));
        let on_depth = {
            let d = dispatch.clone();
            Callback::from(move |e: Event| {
                if let Some(sel) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                    d.emit(Action::SetDepth(Depth::from_name(&sel.value())));
                }
            })
        };
        let chances = s.review.as_ref().map(|r| {
            let shared = s.shared_plies();
            let mut c = r.chances();
            c.truncate(shared + 1);
            c
        });
        let verdicts: Vec<(usize, Verdict)> =
            s.shown_judgements().map(|j| (j.ply, j.verdict)).collect();
        let on_ply = {
            let d = dispatch.clone();
            let nodes: Vec<NodeId> = (0..=s.shared_plies())
                .filter_map(|p| s.main_node(p))
                .collect();
            Callback::from(move |p: usize| {
                if let Some(&n) = nodes.get(p) {
                    d.emit(Action::Go(n));
                }
            })
        };
        let summary = (!s.judged.is_empty()).then(|| {
            let rows = s.summaries().map(|(color, sum)| {
                let acc = sum
                    .accuracy
                    .map_or("–".to_string(), |a| format!("{}%", a.round() as i64));
                html! {
                    <tr data-side={color.name()}>
                        <th scope="row">{ color.to_string() }</th>
                        <td data-testid={format!("accuracy-{}", color.name())}>{ acc }</td>
                        <td>{ sum.inaccuracies }</td>
                        <td>{ sum.mistakes }</td>
                        <td data-testid={format!("blunders-{}", color.name())}>{ sum.blunders }</td>
                    </tr>
                }
            });
            html! {
                <table class="review-summary" data-testid="review-summary">
                    <thead><tr><th></th><th scope="col">{ "Accuracy" }</th>
                        <th scope="col" title="Inaccuracies">{ "?!" }</th>
                        <th scope="col" title="Mistakes">{ "?" }</th>
                        <th scope="col" title="Blunders">{ "??" }</th></tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }
        });
        let learn_buttons = (!s.reviewing && s.learn.is_none() && !s.judged.is_empty()).then(|| {
            html! {
                <div class="controls">
                    <button data-testid="learn-white" onclick={act(Action::LearnStart(Color::White))}>{ "Learn from White's mistakes" }</button>
                    <button data-testid="learn-black" onclick={act(Action::LearnStart(Color::Black))}>{ "Learn from Black's mistakes" }</button>
                </div>
            }
        });
        let empty = s.tree.main_game().ply() == 0;
        html! {
            <section class="review-panel" aria-labelledby="review-title">
                <div class="panel-head">
                    <h2 id="review-title">{ "Game review" }</h2>
                    if s.reviewing {
                        <button data-testid="review-cancel" onclick={act(Action::ReviewCancel)}>{ "Stop review" }</button>
                    } else {
                        <label class="depth">{ "Depth " }
                            <select data-testid="review-depth" onchange={on_depth}>
                                <option value="quick" selected={s.depth == Depth::Quick}>{ "Quick" }</option>
                                <option value="deep" selected={s.depth == Depth::Deep}>{ "Deep" }</option>
                            </select>
                        </label>
                        <button class="primary" data-testid="review-start" disabled={empty}
                                onclick={act(Action::ReviewStart)}>
                            { if done > 0 && done < total { "Resume review" } else { "Review game" } }
                        </button>
                    }
                </div>
                if empty { <p class="help">{ "The main line has no moves to review." }</p> }
                if s.review.is_some() || s.reviewing {
                    <div class="review-progress">
                        <progress data-testid="review-progress" data-done={done.to_string()}
                                  data-total={total.to_string()} max={total.to_string()} value={done.to_string()}></progress>
                        <span>{ format!("{done} of {total} positions") }</span>
                    </div>
                }
                { for summary }
                if let Some(c) = chances {
                    <EvalChart chances={Rc::new(c)} verdicts={Rc::new(verdicts)}
                               current={s.main_ply(s.cursor)} {on_ply} />
                }
                { for learn_buttons }
            </section>
        }
    };

    // Learning from mistakes.
    let learn_panel = s.learn.as_ref().map(|l| {
        let n = l.plies.len();
        let title = format!("Learn from {}'s mistakes", l.side);
        let body = if l.finished() {
            html! { <p data-testid="learn-prompt">{ format!("That was the last of {}'s {}.", l.side, if n == 1 { "mistake" } else { "mistakes" }) }</p> }
        } else {
            let played = l.played.map(|m| m.to_string()).unwrap_or_default();
            let glyph = s.judged.iter().find(|j| Some(j.ply) == l.plies.get(l.at).copied())
                .map(|j| j.verdict.glyph()).unwrap_or("");
            let away = l.node != s.cursor;
            let (feedback, class) = match &l.attempt {
                Attempt::Asking => (None, ""),
                Attempt::Checking { candidate, .. } => (Some(format!("Checking {candidate}…")), "checking"),
                Attempt::Wrong { text, .. } => (Some(text.clone()), "wrong"),
                Attempt::Right { text, .. } => (Some(text.clone()), "ok"),
                Attempt::Shown => (l.best.map(|b| format!("The engine's move here is {b} (drawn on the board).")), "shown"),
            };
            html! {
                <>
                    <p data-testid="learn-prompt">
                        { format!("Mistake {} of {n}: {} played {played}{glyph} here. Find a better move for {}.", l.at + 1, l.side, l.side) }
                    </p>
                    if away {
                        <button data-testid="learn-back" onclick={act(Action::Go(l.node))}>{ "Back to the position" }</button>
                    }
                    if let Some(f) = feedback {
                        <p class={classes!("learn-feedback", class)} data-testid="learn-feedback" role="status">{ f }</p>
                    }
                </>
            }
        };
        let solved = matches!(l.attempt, Attempt::Right { .. } | Attempt::Shown);
        html! {
            <section class="learn-panel" data-testid="learn-panel" aria-labelledby="learn-title">
                <h2 id="learn-title">{ title }</h2>
                { body }
                <div class="controls">
                    if !l.finished() && !solved {
                        <button data-testid="learn-solution" onclick={act(Action::LearnSolution)}>{ "Show the solution" }</button>
                    }
                    if !l.finished() {
                        <button class={classes!(solved.then_some("primary"))} data-testid="learn-next" onclick={act(Action::LearnNext)}>
                            { if l.at + 1 < n { "Next mistake" } else { "Finish" } }
                        </button>
                    }
                    <button data-testid="learn-stop" onclick={act(Action::LearnStop)}>{ "Stop learning" }</button>
                </div>
            </section>
        }
    });

    let at_start = s.cursor == NodeId::ROOT;
    let at_end = s.at_line_end();
    let notice = s.notice.as_ref().map(|n| {
        let id = n.id;
        html! {
            <div class={classes!("notice", n.error.then_some("error"))} data-testid="notice"
                 role={if n.error { "alert" } else { "status" }}>
                <span>{ &n.text }</span>
                <button class="close" aria-label="Dismiss" onclick={act(Action::Dismiss(id))}>{ "×" }</button>
            </div>
        }
    });

    html! {
        <div class="app analysis" data-testid="analysis"
             style={(!styled).then_some("visibility: hidden")}>
            <header class="top">
                <h1><a class="home" href="#/">{ "Camelot" }</a></h1>
                <p class="mode">{ "Analysis" }</p>
                <nav class="links" aria-label="Pages">
                    <a href="#/">{ "Play" }</a>
                    <a href="#/learn">{ "Learn" }</a>
                    <a href="#/rules">{ "Rules" }</a>
                    <a href="#/analysis" aria-current="page">{ "Analysis" }</a>
                </nav>
            </header>
            <main class="analysis-layout">
                <section class="board-area analysis-board">
                    <EvalBar eval={if hiding { None } else { eval }} flipped={s.flipped} />
                    <Board pieces={Rc::new(pieces)} flipped={s.flipped}
                           marks={Rc::new(s.marks())} paths={Rc::new(s.paths())}
                           {ghost} {last} {interactive} {on_square} on_tap={Some(on_tap)} {on_hover} />
                </section>
                <aside class="side">
                    // Messages head the side panel: beside the board, or under it on a phone,
                    // never over it.
                    <div class="notices">{ for notice }</div>
                    <p class="status" data-testid="status">{ status }</p>
                    if let Some(m) = &s.message { <p class="why" data-testid="message">{ m }</p> }
                    { for chooser }
                    { for confirm }
                    { for end_here }
                    { for learn_panel }
                    { for verdict }
                    { for better_here }
                    { engine_panel }
                    <div class="moves-head">
                        <h2>{ "Moves" }</h2>
                        <div class="stepper" role="group" aria-label="Step through the game">
                            <button data-testid="step-first" aria-label="Start" title="Start (Home)" disabled={at_start} onclick={act(Action::Step(Stepping::First))}>{ "«" }</button>
                            <button data-testid="step-back" aria-label="Back one move" title="Back (←)" disabled={at_start} onclick={act(Action::Step(Stepping::Back))}>{ "‹" }</button>
                            <button data-testid="step-forward" aria-label="Forward one move" title="Forward (→)" disabled={at_end} onclick={act(Action::Step(Stepping::Forward))}>{ "›" }</button>
                            <button data-testid="step-last" aria-label="End of the line" title="End of the line (End)" disabled={at_end} onclick={act(Action::Step(Stepping::Last))}>{ "»" }</button>
                            <button data-testid="flip" onclick={act(Action::Flip)} title="Turn the board">{ "⇅" }</button>
                        </div>
                    </div>
                    <MoveList tree={Rc::clone(&s.tree)} cursor={s.cursor} on_event={on_tree}
                              glyphs={Some(Rc::new(s.glyphs()))} />
                    { review_panel }
                </aside>
            </main>
        </div>
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        // ASCII only: the texts are ours, and Unicode case tables would weigh on the bundle.
        Some(f) => std::iter::once(f.to_ascii_uppercase()).chain(c).collect(),
        None => String::new(),
    }
}
