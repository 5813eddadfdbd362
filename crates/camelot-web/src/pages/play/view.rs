//! The game page: the reducer's state rendered, the effects in hooks (`hooks.rs`).

use super::dialogs::dialog_view;
use super::hooks::{use_computer, use_move_sounds, use_resign_timeout, use_saving};
use super::links::initial_state;
use super::panel::{controls, header, records, turn_box};
use super::state::Action;
use super::words;
use crate::app::keys::use_step_keys;
use crate::app::notice::{notice_view, use_fading_notice};
use crate::app::settings::use_settings;
use crate::app::store::{on_click, use_store};
use crate::board::{Board, LastMove, Shape};
use crate::entry::view::{pieces as entry_pieces, use_board_events};
use crate::game::cursor::TreeAction;
use crate::game::move_list::{MoveList, stepper, use_tree_events};
use crate::game::share::{ShareDialog, game_link};
use crate::game::words as tree_words;
use camelot_core::Color;
use std::rc::Rc;
use yew::prelude::*;

/// The game page.
#[function_component(App)]
pub fn app() -> Html {
    let (state, dispatch) = use_store(initial_state);
    let (settings, set_settings) = use_settings();
    let sharing = use_state(|| false);

    use_computer(&state, dispatch.clone());
    use_saving(&state);
    use_move_sounds(&state, settings.sound);
    use_resign_timeout(state.resign_armed, dispatch.clone());
    use_fading_notice(state.notices.get(), dispatch.reform(Action::Dismiss));
    // Keys anywhere on the page: Escape cancels (dialogs handle their own); ←/→ and Home/End
    // step along the line and ↑/↓ choose among the moves played at a branch.
    use_step_keys(
        dispatch.reform(|()| Action::Cancel),
        dispatch.reform(|s| Action::Tree(TreeAction::Step(s))),
    );
    let board = use_board_events(dispatch.reform(Action::Entry));
    let copied = dispatch.reform(|ok| Action::Notify {
        text: words::copied(&crate::app::i18n::t("play-what-line"), ok),
        error: !ok,
    });
    let on_tree = use_tree_events(dispatch.reform(Action::Tree), copied);

    let shown = state.shown();
    let shape = Shape::of(shown.geometry());
    let last = state
        .shown_last_move()
        .filter(|m| !m.is_placement())
        .map(|m| LastMove::of(&m));
    let (at_start, at_end) = (state.shown_ply() == 0, state.game.at_line_end());
    let (white_took, black_took) = state.taken();
    let notice = state.notices.get().map(|n| {
        let tree_undo = state.tree_undo.as_ref().is_some_and(|u| u.notice == n.id);
        let offer = if tree_undo {
            Some(html! {
                <button class="primary" data-testid="undo-tree"
                        onclick={on_click(&dispatch, Action::UndoTree)}>{ tree_words::undo() }</button>
            })
        } else {
            (n.undo && state.import.previous.is_some()).then(|| html! {
                <button class="primary" data-testid="restore-previous"
                        onclick={on_click(&dispatch, Action::RestorePrevious)}>{ words::bring_back_previous() }</button>
            })
        };
        notice_view(n, "notice", &dispatch.reform(Action::Dismiss), offer.unwrap_or_default())
    });
    // The analysis page's link: the game with the shown move, written again only when they
    // change (not on every render).
    let analyse = use_memo(
        (Rc::clone(state.tree()), state.game.node()),
        |(tree, cursor)| game_link("#/analysis", tree, *cursor),
    );
    let on_legend_seen = set_settings.reform(move |()| {
        let mut s = settings;
        s.legend_seen = true;
        s
    });
    let open_share = {
        let s = sharing.clone();
        Callback::from(move |_: MouseEvent| s.set(true))
    };
    let close_share = {
        let s = sharing.clone();
        Callback::from(move |_| s.set(false))
    };

    html! {
        <div class="app" data-variant={state.variant().name()}>
            { header(&state, &dispatch, settings, &set_settings, open_share) }
            <main class="layout">
                <section class="board-area" style={shape.style()}>
                    <Board {shape} trees={shown.board().trees()}
                           label={crate::board::board_label_of(&crate::app::core_words::variant_title(state.variant()))}
                           pieces={entry_pieces(shown, &state.entry)}
                           flipped={state.flipped} marks={Rc::new(state.marks())}
                           paths={Rc::new(state.paths())} ghost={state.entry.ghost(shown)} {last}
                           interactive={state.interactive()} on_square={board.on_square}
                           on_tap={Some(board.on_tap)} on_hover={board.on_hover} />
                </section>
                <aside class="side">
                    { turn_box(&state, &dispatch, settings.legend_seen, &on_legend_seen, &analyse) }
                    <p class="taken" data-testid="captured">
                        // The dot stays with the first side's words when the line wraps: it is
                        // inside their box (a line may break after any inline block).
                        <span>
                            <span data-testid="captured-white" data-count={white_took.total().to_string()}>
                                { words::took(Color::White, white_took) }
                            </span>
                            { "\u{a0}·" }
                        </span>
                        { " " }
                        <span data-testid="captured-black" data-count={black_took.total().to_string()}>
                            { words::took(Color::Black, black_took) }
                        </span>
                    </p>
                    { controls(&state, &dispatch) }
                    { stepper(at_start, at_end, &dispatch.reform(|s| Action::Tree(TreeAction::Step(s))), Html::default()) }
                    <MoveList tree={Rc::clone(state.tree())} cursor={state.game.node()} on_event={on_tree}
                              result={state.tree().main_game().outcome().map(|o| AttrValue::from(words::result_in_list(o)))} />
                    { records(&state, &dispatch, &analyse) }
                    <div class="notices">{ for notice }</div>
                </aside>
            </main>
            <div class="sr-only" aria-live="polite" data-testid="announce">{ &state.announce }</div>
            { dialog_view(&state, &dispatch) }
            if *sharing {
                <ShareDialog tree={Rc::clone(state.tree())} cursor={state.game.node()} on_close={close_share} />
            }
        </div>
    }
}
