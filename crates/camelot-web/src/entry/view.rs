//! The move entry's wiring to components: the board's three callbacks and the chooser, each
//! made once for every page.

use super::chooser::Chooser;
use super::{Entry, EntryAction};
use crate::app::i18n::t;
use camelot_core::{Move, Square};
use yew::prelude::*;

/// The board's callbacks for a page whose entry actions go through `dispatch`.
#[derive(Clone, PartialEq)]
pub struct BoardEvents {
    /// A click, a drop, or Enter/Space on a square.
    pub on_square: Callback<Square>,
    /// A tap with a finger.
    pub on_tap: Callback<Square>,
    /// The pointer or focus on a square, or off the board.
    pub on_hover: Callback<Option<Square>>,
}

/// The board's callbacks, the same for the page's life when `dispatch` is (so the board
/// redraws only when what it shows changes).
#[hook]
pub fn use_board_events(dispatch: Callback<EntryAction>) -> BoardEvents {
    let on_square = use_callback(dispatch.clone(), |sq: Square, d| {
        d.emit(EntryAction::Click(sq))
    });
    let on_tap = use_callback(dispatch.clone(), |sq: Square, d| {
        d.emit(EntryAction::Tap(sq))
    });
    let on_hover = use_callback(dispatch, |sq: Option<Square>, d| {
        d.emit(EntryAction::Hover(sq))
    });
    BoardEvents {
        on_square,
        on_tap,
        on_hover,
    }
}

/// The choice the entry offers, if it offers one.
pub fn chooser(entry: &Entry, dispatch: &Callback<EntryAction>) -> Option<Html> {
    let c = entry.choice.clone()?;
    let on_show = dispatch.reform(EntryAction::Show);
    let on_pick = dispatch.reform(EntryAction::Pick);
    let on_cancel = dispatch.reform(|()| EntryAction::Cancel);
    Some(html! {
        <Chooser options={c.options} shown={c.shown} {on_show} {on_pick} {on_cancel} />
    })
}

/// The bar under a move a first tap previewed: play it, or put it aside.
pub fn confirm_bar(entry: &Entry, dispatch: &Callback<EntryAction>) -> Option<Html> {
    let mv = entry.pending?;
    let play = dispatch.reform(|_: MouseEvent| EntryAction::Confirm);
    let cancel = dispatch.reform(|_: MouseEvent| EntryAction::Cancel);
    Some(html! {
        <div class="confirm-bar" data-testid="confirm-bar">
            <button class="primary" data-testid="confirm-move" onclick={play}>{ crate::t!("board-confirm-play", move = mv.to_string()) }</button>
            <button onclick={cancel}>{ t("board-cancel") }</button>
        </div>
    })
}

/// The bar under the trees chosen (River Camelot): plant them, or choose again.
pub fn plant_bar(placement: Option<Move>, dispatch: &Callback<EntryAction>) -> Option<Html> {
    let mv = placement?;
    let plant = dispatch.reform(|_: MouseEvent| EntryAction::Confirm);
    let again = dispatch.reform(|_: MouseEvent| EntryAction::Cancel);
    Some(html! {
        <div class="confirm-bar" data-testid="plant-bar">
            <button class="primary" data-testid="plant-trees" onclick={plant}>
                { crate::t!("board-plant-trees", move = mv.to_string()) }
            </button>
            <button data-testid="plant-again" onclick={again}>{ t("board-plant-again") }</button>
        </div>
    })
}

/// The pieces to draw: the board's, but for the one being moved leg by leg (see
/// [`Entry::lifted`]).
pub fn pieces(
    pos: &camelot_core::Position,
    entry: &Entry,
) -> std::rc::Rc<Vec<(Square, camelot_core::Piece)>> {
    let lifted = entry.lifted();
    std::rc::Rc::new(
        pos.board()
            .iter()
            .filter(|(sq, _)| Some(*sq) != lifted)
            .collect(),
    )
}

/// A button that takes back the legs entered so far (a finger has no Escape key).
pub fn cancel_move(entry: &Entry, dispatch: &Callback<EntryAction>) -> Option<Html> {
    entry.lifted()?;
    let cancel = dispatch.reform(|_: MouseEvent| EntryAction::Cancel);
    Some(html! {
        <button class="cancel-move" data-testid="cancel-move" onclick={cancel}>{ t("board-start-again") }</button>
    })
}
