//! The choice offered when a click cannot decide between moves: several moves end on the
//! clicked square but capture different pieces. Each is named in WCF notation with what it
//! takes; hovering or focusing one draws it on the board (the page keeps that in its state),
//! clicking plays it. Pages own the state; this only draws the list.

use crate::app::i18n::t;
use crate::t;
use camelot_core::Move;
use std::rc::Rc;
use yew::prelude::*;

/// Chooser properties.
#[derive(Properties, PartialEq)]
pub struct ChooserProps {
    /// The moves to choose from (one per resulting position).
    pub options: Rc<Vec<Move>>,
    /// The option drawn on the board now.
    pub shown: Option<usize>,
    /// An option is under the pointer or focus (`None`: none is).
    pub on_show: Callback<Option<usize>>,
    /// An option was chosen.
    pub on_pick: Callback<usize>,
    /// The choice was put aside (another square will be chosen).
    pub on_cancel: Callback<()>,
}

/// "captures E8, E9".
pub fn captures_text(mv: &Move) -> String {
    let taken: Vec<String> = mv.captures().map(|s| s.to_string()).collect();
    if taken.is_empty() {
        t("board-choice-captures-nothing")
    } else {
        t!(
            "board-choice-captures",
            squares = taken.join(&t("list-separator"))
        )
    }
}

/// The list of moves to choose from.
#[function_component(Chooser)]
pub fn chooser(props: &ChooserProps) -> Html {
    let Some(first) = props.options.first() else {
        return html! {};
    };
    let to = first.to();
    let items = props.options.iter().enumerate().map(|(i, mv)| {
        let pick = {
            let cb = props.on_pick.clone();
            Callback::from(move |_: MouseEvent| cb.emit(i))
        };
        let show = {
            let cb = props.on_show.clone();
            Callback::from(move |_: PointerEvent| cb.emit(Some(i)))
        };
        let focus = {
            let cb = props.on_show.clone();
            Callback::from(move |_: FocusEvent| cb.emit(Some(i)))
        };
        let current = props.shown == Some(i);
        html! {
            <li>
                <button type="button" class={classes!("choice", current.then_some("current"))}
                        data-testid="move-choice" data-move={mv.to_string()}
                        onclick={pick} onpointerenter={show} onfocus={focus}>
                    <strong>{ mv.to_string() }</strong>{ " " }<small>{ captures_text(mv) }</small>
                </button>
            </li>
        }
    });
    let cancel = {
        let cb = props.on_cancel.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let leave = {
        let cb = props.on_show.clone();
        Callback::from(move |_: PointerEvent| cb.emit(None))
    };
    html! {
        <div class="chooser" data-testid="chooser" role="group"
             aria-label={t!("board-choice-label", square = to.to_string())} onpointerleave={leave}>
            <p>{ t!("board-choice-intro", n = props.options.len(), square = to.to_string()) }</p>
            <ul>{ for items }</ul>
            <button type="button" class="link" onclick={cancel}>{ t("board-choice-other-square") }</button>
        </div>
    }
}
