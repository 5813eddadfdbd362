//! The evaluation bar beside the board: White's share of the winning chances, White's end
//! on White's side of the board.

use super::eval::short;
use crate::engine::eval::Eval;
use camelot_ai::winprob::percent;
use yew::prelude::*;

/// Evaluation bar properties.
#[derive(Properties, PartialEq)]
pub struct EvalBarProps {
    /// The evaluation shown (none before the engine has spoken).
    pub eval: Option<Eval>,
    /// Black at the bottom of the board (the bar turns with it).
    pub flipped: bool,
}

/// The bar.
#[function_component(EvalBar)]
pub fn eval_bar(props: &EvalBarProps) -> Html {
    let white = props.eval.map_or(50, |e| percent(e.white_chance()));
    let label = match props.eval {
        Some(e) => crate::t!("analysis-bar-label", eval = short(e), percent = white),
        None => crate::app::i18n::t("analysis-bar-none"),
    };
    let class = classes!(
        "eval-bar",
        props.flipped.then_some("flipped"),
        props.eval.is_none().then_some("unknown")
    );
    html! {
        <div {class} data-testid="eval-bar" data-eval={props.eval.map(Eval::token)}
             data-white={white.to_string()} role="img" aria-label={label}>
            <div class="eval-bar-white" style={format!("height: {white}%")}></div>
            <span class="eval-bar-mid" aria-hidden="true"></span>
            if let Some(e) = props.eval {
                <span class={classes!("eval-bar-text", (white >= 50).then_some("white-ahead"))} aria-hidden="true">{ short(e) }</span>
            }
        </div>
    }
}
