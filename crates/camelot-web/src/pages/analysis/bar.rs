//! The evaluation bar beside the board: White's share of the winning chances, White's end
//! on White's side of the board.

use super::eval::short;
use crate::engine::eval::Eval;
use camelot_ai::winprob::percent;
use camelot_core::Color;
use yew::prelude::*;

/// What the bar stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarValue {
    /// An evaluation (the engine's, or the solved game's with its distance).
    Eval(Eval),
    /// The winner, where the solved game proves a win it gives no distance for: the bar is
    /// the result ("1-0" or "0-1").
    Proven(Color),
}

/// Evaluation bar properties.
#[derive(Properties, PartialEq)]
pub struct EvalBarProps {
    /// What the bar shows (none before the engine has spoken).
    pub value: Option<BarValue>,
    /// Black at the bottom of the board (the bar turns with it).
    pub flipped: bool,
}

/// The bar.
#[function_component(EvalBar)]
pub fn eval_bar(props: &EvalBarProps) -> Html {
    // What the bar shows: its text, White's share and the `data-eval` token.
    let shown = props.value.map(|value| match value {
        BarValue::Proven(Color::White) => ("1-0".to_string(), 100, "win".to_string()),
        BarValue::Proven(Color::Black) => ("0-1".to_string(), 0, "loss".to_string()),
        BarValue::Eval(e) => (short(e), percent(e.white_chance()), e.token()),
    });
    let white = shown.as_ref().map_or(50, |s| s.1);
    let label = match &shown {
        Some((text, ..)) => crate::t!("analysis-bar-label", eval = text.clone(), percent = white),
        None => crate::app::i18n::t("analysis-bar-none"),
    };
    let class = classes!(
        "eval-bar",
        props.flipped.then_some("flipped"),
        shown.is_none().then_some("unknown")
    );
    html! {
        <div {class} data-testid="eval-bar" data-eval={shown.as_ref().map(|s| s.2.clone())}
             data-white={white.to_string()} role="img" aria-label={label}>
            <div class="eval-bar-white" style={format!("height: {white}%")}></div>
            <span class="eval-bar-mid" aria-hidden="true"></span>
            if let Some((text, ..)) = &shown {
                <span class={classes!("eval-bar-text", (white >= 50).then_some("white-ahead"))} aria-hidden="true">{ text.clone() }</span>
            }
        </div>
    }
}
