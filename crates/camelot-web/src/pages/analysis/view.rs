//! The analysis page rendered, and the effects that follow its state: the worker (the job's
//! request is posted when its id changes), storage, keys, fading notices.

use super::bar::EvalBar;
use super::link::Link;
use super::panels::{EnginePanel, LearnPanel, ReviewPanel, VerdictView};
use super::report::Work;
use super::solved::SolvedLine;
use super::state::{Action, State};
use super::{storage, words};
use crate::app::header::{Page, page_header};
use crate::app::i18n::t;
use crate::app::keys::use_step_keys;
use crate::app::notice::{notice_view, use_fading_notice};
use crate::app::storage as stored;
use crate::app::store::{Shared, on_click, use_store};
use crate::app::stylesheet::use_page_stylesheet;
use crate::board::{Board, LastMove, Shape};
use crate::engine::client::ANALYST_URL;
use crate::engine::{Busy, Delay, Want, use_engine};
use crate::entry::view::{
    cancel_move, chooser, confirm_bar, pieces as entry_pieces, plant_bar, use_board_events,
};
use crate::entry::{EntryAction, Pointer};
use crate::game::cursor::TreeAction;
use crate::game::move_list::{MoveList, stepper, use_tree_events};
use crate::game::words as tree_words;
use std::rc::Rc;
use yew::prelude::*;

/// How long a new position waits before the engine starts on it, so that holding an arrow
/// key does not start (and terminate) a worker per position.
const SETTLE_MS: u32 = 60;

/// Analysis page properties.
#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    /// What the link asks for.
    pub link: Link,
}

/// The job's request for the worker.
fn want(s: &State) -> Option<Want<crate::engine::protocol::AnalysisRequest>> {
    let request = s.request()?;
    // Waiting lets a run of quick steps end before a search is abandoned; with none running
    // (the page just opened) there is nothing to wait for.
    let delay = match s.job.as_ref().map(|j| &j.work) {
        Some(Work::Analyse(_)) => Delay::IfBusy(SETTLE_MS),
        _ => Delay::None,
    };
    Some(Want { request, delay })
}

/// Brings the board back into view when the shown position changes while the player is
/// scrolled away from it: on a phone the panels sit under the board, and a move tapped in the
/// list, the review's chart or a verdict's button is there to be seen on it.
#[hook]
fn use_board_in_view(node: camelot_core::NodeId) {
    use_effect_with(node, |_| {
        if let Some(board) = gloo_utils::document()
            .query_selector("[data-testid=analysis] svg.board")
            .ok()
            .flatten()
        {
            crate::app::scroll::into_view_if_hidden(&board);
        }
    });
}

/// Brings the drill's panel into view when it starts or moves to another mistake: it answers
/// a button far below it, and its question must be seen.
#[hook]
fn use_learn_in_view(at: Option<(camelot_core::Color, usize)>) {
    use_effect_with(at, |at| {
        if at.is_some()
            && let Some(panel) = gloo_utils::document()
                .query_selector("[data-testid=learn-panel]")
                .ok()
                .flatten()
        {
            crate::app::scroll::into_view(&panel);
        }
    });
}

/// The analysis page.
#[function_component(AnalysisPage)]
pub fn analysis_page(props: &AnalysisProps) -> Html {
    let link = props.link.clone();
    let (state, dispatch) = use_store(move || {
        let mut s = storage::open(&link, stored::read(storage::KEY).as_deref());
        s.entry.pointer = Pointer::at_start();
        // "Review this game" from a finished game: the review starts with the page.
        if link.review && s.review.as_ref().is_none_or(|r| r.next().is_some()) {
            s = super::state::reduce(&s, Action::ReviewStart);
        }
        s
    });
    // The page shows once its stylesheet is in (no flash of an unstyled page).
    let styled = use_page_stylesheet("analysis.css");
    let board = use_board_events(dispatch.reform(Action::Entry));
    let copied = dispatch.reform(|ok| Action::Notify {
        text: if ok {
            words::line_copied()
        } else {
            words::not_copied()
        },
        error: !ok,
    });
    let on_tree = use_tree_events(dispatch.reform(Action::Tree), copied);
    let on_reply = dispatch.reform(Action::Reply);
    use_engine(ANALYST_URL, Busy::RestartToSpare, on_reply, want(&state));

    // Save after every change that matters on a reload (not on every report of the engine).
    {
        let saved = (
            Rc::clone(state.tree()),
            state.game.node(),
            state.flipped,
            state.engine,
            state.depth,
            state.review.clone(),
        );
        let state = Rc::clone(&state);
        use_effect_with(saved, move |_| {
            stored::write(storage::KEY, &storage::save(&state));
        });
    }
    // The address follows what is shown (the tree with its side lines, the shown move): a
    // copied address opens it, a reload finds the saved analysis by it. Not at the first
    // render: the address is then the link the page opened (the router, starting, takes a
    // changed address for a link followed meanwhile and would open the page again on it).
    {
        let state = Rc::clone(&state);
        let opened = use_mut_ref(|| false);
        use_effect_with((Rc::clone(state.tree()), state.game.node()), move |_| {
            if std::mem::replace(&mut *opened.borrow_mut(), true) {
                crate::app::query::replace_address(&state.link().href());
            }
        });
    }
    use_step_keys(
        dispatch.reform(|()| Action::Cancel),
        dispatch.reform(|s| Action::Tree(TreeAction::Step(s))),
    );
    use_fading_notice(state.notices.get(), dispatch.reform(Action::Dismiss));
    // The board first: the drill's question then shows under it, or beside it.
    use_board_in_view(state.game.node());
    use_learn_in_view(state.learn.as_ref().map(|l| (l.side, l.at)));

    let s = &*state;
    let shown = s.shown();
    let entry = |a: EntryAction| on_click(&dispatch, Action::Entry(a));
    let ended = s.outcome();
    let status = if ended.is_some() {
        words::status(shown, ended, s.tree().start(), s.ply())
    } else {
        s.entry
            .status(shown, s.game.legal())
            .unwrap_or_else(|| words::status(shown, ended, s.tree().start(), s.ply()))
    };
    let end_here = s.entry.can_end_here(s.game.legal()).map(|mv| {
        html! {
            <button class="primary" data-testid="end-here" onclick={entry(EntryAction::EndHere)}>
                { crate::t!("analysis-end-here", mv = mv.to_string()) }
            </button>
        }
    });
    let to_entry = dispatch.reform(Action::Entry);
    let confirm = confirm_bar(&s.entry, &to_entry);
    let plant = plant_bar(s.entry.placement(shown), &to_entry);
    let notice = s.notices.get().map(|n| {
        let undo = s.tree_undo.as_ref().is_some_and(|(id, ..)| *id == n.id).then(|| {
            html! {
                <button class="primary" data-testid="undo-tree"
                        onclick={on_click(&dispatch, Action::UndoTree)}>{ tree_words::undo() }</button>
            }
        });
        notice_view(n, "notice", &dispatch.reform(Action::Dismiss), undo.unwrap_or_default())
    });
    let shared = Shared(Rc::clone(&state));
    let shape = Shape::of(shown.geometry());
    let (at_start, at_end) = (s.ply() == 0, s.game.at_line_end());

    html! {
        <div class="app analysis" data-testid="analysis" data-variant={s.game.variant().name()}
             style={(!styled).then_some("visibility: hidden")}>
            { page_header(Page::Analysis, true, html! { <p class="mode">{ t("analysis-mode") }</p> }, Html::default()) }
            <main class="analysis-layout">
                <section class="board-area analysis-board" style={shape.style()}>
                    <EvalBar value={s.bar()} flipped={s.flipped} />
                    <Board {shape} trees={shown.board().trees()} pieces={entry_pieces(shown, &s.entry)}
                           flipped={s.flipped} marks={Rc::new(s.marks())} paths={Rc::new(s.paths())}
                           ghost={s.entry.ghost(shown)} last={s.game.last_move().filter(|m| !m.is_placement()).map(|m| LastMove::of(&m))}
                           interactive={s.outcome().is_none()} on_square={board.on_square}
                           on_tap={Some(board.on_tap)} on_hover={board.on_hover} />
                </section>
                <aside class="side">
                    // Messages head the side panel: beside the board, or under it on a phone,
                    // never over it.
                    <div class="notices">{ for notice }</div>
                    <p class="status" data-testid="status">{ status }</p>
                    if let Some(m) = &s.message { <p class="why" data-testid="message">{ m }</p> }
                    { for chooser(&s.entry, &to_entry) }
                    { for confirm }
                    { for cancel_move(&s.entry, &to_entry) }
                    { for plant }
                    { for end_here }
                    <LearnPanel state={shared.clone()} dispatch={dispatch.clone()} />
                    <VerdictView state={shared.clone()} dispatch={dispatch.clone()} />
                    <EnginePanel state={shared.clone()} dispatch={dispatch.clone()} />
                    <SolvedLine state={shared.clone()} dispatch={dispatch.clone()} />
                    { stepper(at_start, at_end, &dispatch.reform(|s| Action::Tree(TreeAction::Step(s))), html! {
                        <button data-testid="flip" onclick={on_click(&dispatch, Action::Flip)} title={t("analysis-flip-title")}>{ "⇅" }</button>
                    }) }
                    <MoveList tree={Rc::clone(s.tree())} cursor={s.game.node()} on_event={on_tree}
                              glyphs={Some(Rc::new(s.glyphs()))} />
                    <ReviewPanel state={shared} dispatch={dispatch.clone()} />
                </aside>
            </main>
        </div>
    }
}
