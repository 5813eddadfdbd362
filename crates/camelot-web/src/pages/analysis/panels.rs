//! The analysis page's panels: the engine's lines, the verdict on the shown move, the game
//! review, and learning from mistakes.

use super::chart::EvalChart;
use super::drill::Attempt;
use super::eval::{in_words, short};
use super::report::{Analysis, EngineLine};
use super::review::Verdict;
use super::state::{Action, Depth, State};
use super::words;
use crate::app::i18n::t;
use crate::app::store::{Shared, on_click};
use crate::app::words::side;
use crate::game::cursor::TreeAction;
use camelot_core::{Color, Move, NodeId, Position};
use std::rc::Rc;
use yew::prelude::*;

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
    /// Play these moves (a line up to the move clicked).
    on_play: Callback<Vec<Move>>,
}

/// The engine's lines; every move plays the line up to it. While the pointer (or the focus)
/// is on the list, the lines stay as they are: the engine's deeper reports would reorder them
/// under a click that aims at one.
#[function_component(Lines)]
fn lines_view(props: &LinesProps) -> Html {
    let held = use_state(|| Option::<Rc<Analysis>>::None);
    let hold = {
        let (held, now) = (held.clone(), props.analysis.clone());
        Callback::from(move |_: ()| {
            if held.is_none() {
                held.set(now.clone());
            }
        })
    };
    let release = {
        let held = held.clone();
        Callback::from(move |_: ()| held.set(None))
    };
    let current = props.analysis.as_ref();
    // A report on another position (a line was played, the game stepped) is shown at once.
    let shown = (*held)
        .as_ref()
        .filter(|h| current.is_some_and(|c| c.node == h.node))
        .or(current);
    let Some(a) = shown else {
        return html! { <ol class="lines" data-testid="analysis-lines"></ol> };
    };
    let (start, ply) = (&props.start, props.ply);
    let items = a
        .lines
        .iter()
        .enumerate()
        .map(|(i, line): (usize, &EngineLine)| {
            let moves: Vec<String> = line.moves.iter().map(ToString::to_string).collect();
            let upto = |k: usize| line.moves[..=k].to_vec();
            let buttons = moves.iter().enumerate().map(|(k, m)| {
                let onclick = props.on_play.reform({
                    let line = upto(k);
                    move |_: MouseEvent| line.clone()
                });
                html! {
                    <button class="line-move" {onclick} title={t("analysis-line-move-title")}>
                        { words::numbered(start, ply + k + 1, m, k == 0) }
                    </button>
                }
            });
            let play_first = props.on_play.reform({
                let line = upto(0);
                move |_: MouseEvent| line.clone()
            });
            html! {
                <li class={classes!("line", (i == 0).then_some("best"))} data-testid="analysis-line"
                    data-eval={line.eval.token()} data-moves={moves.join(" ")}>
                    <button class="line-eval" onclick={play_first}
                            title={in_words(line.eval, &props.shown)}>{ short(line.eval) }</button>
                    <span class="line-moves">{ for buttons }</span>
                </li>
            }
        });
    html! {
        <ol class="lines" data-testid="analysis-lines" data-held={held.is_some().then_some("true")}
            onpointerenter={hold.reform(|_: PointerEvent| ())} onpointerleave={release.reform(|_: PointerEvent| ())}
            onfocusin={hold.reform(|_: FocusEvent| ())} onfocusout={release.reform(|_: FocusEvent| ())}>
            { for items }
        </ol>
    }
}

/// Panel properties: the page's state and dispatch.
#[derive(Properties, PartialEq)]
pub struct PanelProps {
    /// The page's state.
    pub state: Shared<State>,
    /// Its dispatch.
    pub dispatch: Callback<Action>,
}

/// The engine: on or off, what it is doing, the evaluation in words, its lines.
#[function_component(EnginePanel)]
pub fn engine_panel(props: &PanelProps) -> Html {
    let s = &props.state;
    let hiding = s.hiding_engine();
    let analysis = s.shown_analysis();
    let on_play = use_callback(props.dispatch.clone(), |moves: Vec<Move>, d| {
        d.emit(Action::PlayLine(moves))
    });
    let status = words::engine_status(
        analysis,
        s.engine,
        hiding,
        s.outcome().is_some(),
        s.reviewing,
    );
    // On but with nothing to search here (the search complete, the game over): the button
    // turns the engine off for the positions to come, and says so rather than "Stop".
    let idle = s.outcome().is_some() || analysis.is_some_and(|a| a.finished);
    let toggle = match (s.engine, idle) {
        (false, _) => "analysis-engine-start",
        (true, false) => "analysis-engine-stop",
        (true, true) => "analysis-engine-off",
    };
    html! {
        <section class="engine-panel" aria-labelledby="engine-title">
            <div class="panel-head">
                <h2 id="engine-title">{ t("analysis-engine-title") }</h2>
                <button data-testid="engine-toggle" aria-pressed={s.engine.to_string()}
                        onclick={on_click(&props.dispatch, Action::Engine(!s.engine))}>
                    { t(toggle) }
                </button>
            </div>
            <p class="engine-status" data-testid="analysis-status"
               data-depth={analysis.map(|a| a.depth.to_string())}
               data-nps={analysis.map(|a| a.nps.to_string())}>{ status }</p>
            if let Some(w) = s.eval_words() { <p class="eval-words" data-testid="eval-words">{ w }</p> }
            if !hiding {
                <Lines analysis={s.analysis.clone().filter(|a| a.node == s.game.node())}
                       start={s.tree().start().clone()} shown={s.shown().clone()} ply={s.ply()} {on_play} />
            }
        </section>
    }
}

/// The verdict on the shown move, with the better move; or, one move earlier, a pointer to the
/// better move drawn on the board.
#[function_component(VerdictView)]
pub fn verdict_view(props: &PanelProps) -> Html {
    let s = &props.state;
    let node = s.game.node();
    let verdict = s.judgement(node).filter(|j| j.verdict != Verdict::Good).map(|j| {
        let better = j.better.clone();
        html! {
            <div class={classes!("verdict", j.verdict.name())} data-testid="verdict" data-glyph={j.verdict.glyph()}>
                <p>
                    <strong>{ words::verdict_head(j.verdict) }</strong>
                    { words::verdict_body(j) }
                    if let Some(b) = &better { { words::better_was(b) } }
                </p>
                if let Some(b) = better {
                    <button class="primary" data-testid="better-move" data-move={b.clone()}
                            onclick={on_click(&props.dispatch, Action::BetterMove)}>{ words::play_instead(&b) }</button>
                }
            </div>
        }
    });
    let here = (!s.hiding_engine())
        .then(|| s.better_here(node))
        .flatten()
        .map(|(mv, j)| {
            html! { <p class="better-here" data-testid="better-here">{ words::better_here(j, &mv) }</p> }
        });
    html! { <>{ for verdict }{ for here }</> }
}

/// The game review: its budget, progress, summary, chart and the ways into the drill.
#[function_component(ReviewPanel)]
pub fn review_panel(props: &PanelProps) -> Html {
    let s = &props.state;
    let d = &props.dispatch;
    let act = |a: Action| on_click(d, a);
    let (done, total) = s.progress().unwrap_or((0, s.tree().main_game().ply() + 1));
    let on_depth = d.reform(|e: Event| {
        let name = e
            .target_dyn_into::<web_sys::HtmlSelectElement>()
            .map(|sel| sel.value())
            .unwrap_or_default();
        Action::SetDepth(Depth::from_name(&name))
    });
    let chances = s.review.as_ref().map(|r| {
        let mut c = r.chances();
        c.truncate(s.shared_plies() + 1);
        c
    });
    let verdicts: Vec<(usize, Verdict)> =
        s.shown_judgements().map(|j| (j.ply, j.verdict)).collect();
    let on_ply = {
        let nodes: Vec<NodeId> = (0..=s.shared_plies())
            .filter_map(|p| s.main_node(p))
            .collect();
        let d = d.clone();
        Callback::from(move |p: usize| {
            if let Some(&n) = nodes.get(p) {
                d.emit(Action::Tree(TreeAction::Go(n)));
            }
        })
    };
    let summary = (!s.judged.is_empty()).then(|| {
        let rows = s.summaries().map(|(color, sum)| {
            let acc = sum.accuracy.map_or("–".to_string(), |a| {
                crate::t!("analysis-accuracy-value", percent = a.round() as i64)
            });
            html! {
                <tr data-side={color.name()}>
                    <th scope="row">{ crate::app::words::capitalise(&side(color)) }</th>
                    <td data-testid={format!("accuracy-{}", color.name())}>{ acc }</td>
                    <td>{ sum.inaccuracies }</td>
                    <td>{ sum.mistakes }</td>
                    <td data-testid={format!("blunders-{}", color.name())}>{ sum.blunders }</td>
                </tr>
            }
        });
        html! {
            <table class="review-summary" data-testid="review-summary">
                <thead><tr><th></th><th scope="col">{ t("analysis-accuracy") }</th>
                    <th scope="col" title={t("analysis-inaccuracies")}>{ "?!" }</th>
                    <th scope="col" title={t("analysis-mistakes")}>{ "?" }</th>
                    <th scope="col" title={t("analysis-blunders")}>{ "??" }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        }
    });
    let learn_buttons = (!s.reviewing && s.learn.is_none() && !s.judged.is_empty()).then(|| {
        html! {
            <div class="controls">
                <button data-testid="learn-white" onclick={act(Action::LearnStart(Color::White))}>{ words::learn_title(Color::White) }</button>
                <button data-testid="learn-black" onclick={act(Action::LearnStart(Color::Black))}>{ words::learn_title(Color::Black) }</button>
            </div>
        }
    });
    let empty = s.tree().main_game().ply() == 0;
    html! {
        <section class="review-panel" aria-labelledby="review-title">
            <div class="panel-head">
                <h2 id="review-title">{ t("analysis-review-title") }</h2>
                if s.reviewing {
                    <button data-testid="review-cancel" onclick={act(Action::ReviewCancel)}>{ t("analysis-review-stop") }</button>
                } else {
                    <label class="depth">{ t("analysis-review-depth") }
                        <select data-testid="review-depth" onchange={on_depth}>
                            <option value="quick" selected={s.depth == Depth::Quick}>{ t("analysis-depth-quick") }</option>
                            <option value="deep" selected={s.depth == Depth::Deep}>{ t("analysis-depth-deep") }</option>
                        </select>
                    </label>
                    <button class="primary" data-testid="review-start" disabled={empty}
                            onclick={act(Action::ReviewStart)}>
                        { t(if done > 0 && done < total { "analysis-review-resume" } else { "analysis-review-start" }) }
                    </button>
                }
            </div>
            if empty { <p class="help">{ t("analysis-review-empty") }</p> }
            if s.review.is_some() || s.reviewing {
                <div class="review-progress">
                    <progress data-testid="review-progress" data-done={done.to_string()}
                              data-total={total.to_string()} max={total.to_string()} value={done.to_string()}></progress>
                    <span>{ crate::t!("analysis-review-progress", done = done, total = total) }</span>
                </div>
            }
            { for summary }
            if let Some(c) = chances {
                <EvalChart chances={Rc::new(c)} verdicts={Rc::new(verdicts)}
                           current={s.main_ply(s.game.node())} {on_ply} />
            }
            { for learn_buttons }
            if let Some(note) = &s.review_note {
                <p class="review-note" data-testid="review-note" role="status">{ note }</p>
            }
        </section>
    }
}

/// Learning from mistakes: the question, the answer to the player's try, and the way on.
#[function_component(LearnPanel)]
pub fn learn_panel(props: &PanelProps) -> Html {
    let s = &props.state;
    let act = |a: Action| on_click(&props.dispatch, a);
    let Some(l) = s.learn.as_ref() else {
        return html! {};
    };
    let n = l.plies.len();
    let body = if l.finished() {
        html! { <p data-testid="learn-prompt">{ words::learn_done(l.side, n) }</p> }
    } else {
        let played = l.played.map(|m| m.to_string()).unwrap_or_default();
        let glyph = s
            .judged
            .iter()
            .find(|j| Some(j.ply) == l.plies.get(l.at).copied())
            .map(|j| j.verdict.glyph())
            .unwrap_or("");
        let away = l.node != s.game.node();
        let (feedback, class) = match &l.attempt {
            Attempt::Asking => (None, ""),
            Attempt::Checking { candidate, .. } => (Some(words::checking(candidate)), "checking"),
            Attempt::Wrong { text, .. } => (Some(text.clone()), "wrong"),
            Attempt::Right { text, .. } => (Some(text.clone()), "ok"),
            Attempt::Shown => (l.best.as_ref().map(words::solution), "shown"),
        };
        html! {
            <>
                <p data-testid="learn-prompt">{ words::learn_prompt(l.at, n, l.side, &played, glyph) }</p>
                if away {
                    <button data-testid="learn-back" onclick={act(Action::Tree(TreeAction::Go(l.node)))}>{ t("analysis-learn-back") }</button>
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
            <h2 id="learn-title">{ words::learn_title(l.side) }</h2>
            { body }
            <div class="controls">
                if !l.finished() && !solved {
                    <button data-testid="learn-solution" onclick={act(Action::LearnSolution)}>{ t("analysis-learn-solution") }</button>
                }
                if !l.finished() {
                    <button class={classes!(solved.then_some("primary"))} data-testid="learn-next" onclick={act(Action::LearnNext)}>
                        { t(if l.at + 1 < n { "analysis-learn-next" } else { "analysis-learn-finish" }) }
                    </button>
                }
                <button data-testid="learn-stop" onclick={act(Action::LearnStop)}>{ t("analysis-learn-stop") }</button>
            </div>
        </section>
    }
}
