//! The move list: full moves numbered as in WCF records, each move a button that shows the
//! position after it; the current move is always scrolled into view.

use super::state::Action;
use camelot_core::{Color, Move, Position};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// Every move of the game, undone ones included.
    pub moves: Rc<Vec<Move>>,
    /// How many of them are played (the live position).
    pub played: usize,
    pub start: Position,
    pub view: Option<usize>,
    pub dispatch: Callback<Action>,
}

/// Scrolls the list (not the page) so that the current move is visible.
fn keep_in_view(list: &web_sys::Element) {
    let Ok(Some(current)) = list.query_selector("[aria-current=step]") else {
        if let Some(l) = list.dyn_ref::<web_sys::HtmlElement>() {
            l.set_scroll_top(0);
        }
        return;
    };
    let (Some(list), Some(item)) = (
        list.dyn_ref::<web_sys::HtmlElement>(),
        current.dyn_ref::<web_sys::HtmlElement>(),
    ) else {
        return;
    };
    let (top, bottom) = (list.scroll_top(), list.scroll_top() + list.client_height());
    // The list is `position: relative`, so offsets are within it.
    let item_top = item.offset_top();
    let item_bottom = item_top + item.offset_height();
    if item_top < top {
        list.set_scroll_top(item_top.max(0));
    } else if item_bottom > bottom {
        list.set_scroll_top(item_bottom - list.client_height());
    }
}

#[function_component(MoveList)]
pub fn move_list(props: &MoveListProps) -> Html {
    let list = use_node_ref();
    let shown = props.view.unwrap_or(props.played);
    {
        let list = list.clone();
        use_effect_with((shown, props.moves.len()), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                keep_in_view(&el);
            }
        });
    }
    let black_first = props.start.turn() == Color::Black;
    let n = props.played;
    let mut rows = Vec::new();
    let mut i = 0;
    let mut number = props.start.fullmove();
    while i < n {
        let mut cells = Vec::new();
        let white_slot = !(black_first && i == 0);
        let cell = |ply: usize| {
            let mv = props.moves[ply];
            let d = props.dispatch.clone();
            let target = ply + 1;
            let current = target == shown;
            let onclick = Callback::from(move |_: MouseEvent| {
                d.emit(Action::View((target < n).then_some(target)))
            });
            html! {
                <button class={classes!("mv", current.then_some("current"))} {onclick}
                        aria-current={current.then_some("step")}>{ mv.to_string() }</button>
            }
        };
        if white_slot {
            cells.push(cell(i));
            i += 1;
        } else {
            cells.push(html! { <span class="mv empty">{ "…" }</span> });
        }
        if i < n {
            cells.push(cell(i));
            i += 1;
        }
        rows.push(
            html! { <li><span class="num">{ format!("{number}.") }</span>{ for cells }</li> },
        );
        number += 1;
    }
    html! {
        <ol ref={list} class="move-list" data-testid="move-list" aria-label="Moves">
            { for rows }
            if n == 0 { <li class="none">{ "No moves yet." }</li> }
        </ol>
    }
}
