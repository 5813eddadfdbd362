//! The solved game on the analysis board, for Camette: the verdict of the shown position
//! beside the engine, and each move of the game marked with its solved value. Asked of the
//! Perfect worker (`engine/perfect.rs`) whenever the board shows a Camette game, which
//! downloads the solved game once (with progress; kept for offline use). The file knows the
//! positions of games in which one side plays perfectly; elsewhere the lines say so. No other
//! game asks, so no other game downloads anything.
//!
//! One client asks one position at a time: the shown position first, then the game's
//! positions in order, each answer kept by the position's hash (a position is asked once,
//! whatever the way to it).

use super::state::State;
use super::words;
use crate::app::store::Shared;
use crate::engine::perfect::PERFECT_URL;
use crate::engine::protocol::{Failure, Reply, Request, Solved};
use crate::engine::{Busy, Delay, SOLVED, VERDICT, Want, use_engine};
use camelot_core::{Game, Position};
use std::collections::HashMap;
use std::rc::Rc;
use yew::prelude::*;

/// What the worker said about a position.
#[derive(Debug, Clone, PartialEq)]
enum Heard {
    /// The value for the side to move, with a best move.
    Verdict(Solved, String),
    /// The file does not know the position.
    Unknown,
    /// The solved game could not be had.
    Failed(Failure),
}

/// The answers so far, by position hash, the download's progress, and why the solved game
/// could not be had (then nothing more is asked: each request would try the download again).
#[derive(Debug, Default, PartialEq)]
struct Answers {
    heard: HashMap<u64, Heard>,
    loading: Option<(u64, u64)>,
    failed: Option<Failure>,
}

impl Reducible for Answers {
    type Action = Reply;

    fn reduce(self: Rc<Self>, reply: Reply) -> Rc<Self> {
        let mut next = Answers {
            heard: self.heard.clone(),
            loading: self.loading,
            failed: self.failed.clone(),
        };
        match reply {
            Reply::Loading { got, total, .. } => next.loading = Some((got, total)),
            Reply::Best {
                id, best, score, ..
            } => {
                let heard = match score.solved() {
                    Some(v) => Heard::Verdict(v, best.unwrap_or_default()),
                    None => Heard::Unknown,
                };
                next.heard.insert(id, heard);
            }
            Reply::Error { id, failure } => {
                next.failed = Some(failure.clone());
                next.heard.insert(id, Heard::Failed(failure));
            }
            Reply::Info { .. } | Reply::Ready => return self,
        }
        Rc::new(next)
    }
}

/// The positions of the game's main line (before each move, then the last), with the moves
/// that reach each.
fn main_line(game: &Game) -> Vec<(Position, Vec<String>)> {
    let moves = game.notation();
    (0..=moves.len())
        .filter_map(|ply| Some((game.position_at(ply)?.clone(), moves[..ply].to_vec())))
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct SolvedProps {
    /// The page's state.
    pub state: Shared<State>,
}

/// The solved game's lines under the engine's, for Camette games.
#[function_component(SolvedLine)]
pub fn solved_line(props: &SolvedProps) -> Html {
    let s = &*props.state;
    let answers = use_reducer(Answers::default);
    let camette = s.shown().variant() == SOLVED;
    let tree = Rc::clone(s.tree());
    let line = use_memo(tree, |t| main_line(&t.main_game()));
    // The shown position first, then the game's, each once.
    let shown = (s.shown().clone(), s.game.line().notation());
    let next = std::iter::once(&shown)
        .chain(line.iter())
        .filter(|(p, _)| p.outcome().is_none())
        .find(|(p, _)| !answers.heard.contains_key(&p.hash()));
    let want = next
        .filter(|_| camette && answers.failed.is_none())
        .map(|(pos, moves)| Want {
            request: Request {
                id: pos.hash(),
                start: s.tree().start().to_string(),
                moves: moves.clone(),
                level: VERDICT,
                seed: 0,
                repetition: s.tree().repetition_rule(),
            },
            delay: Delay::None,
        });
    use_engine(PERFECT_URL, Busy::Queue, answers.dispatcher().into(), want);
    if !camette {
        return Html::default();
    }
    let pos = s.shown();
    // The verdict of the shown position (none once the game is over there).
    let line_text = match answers.heard.get(&pos.hash()) {
        _ if pos.outcome().is_some() => None,
        Some(Heard::Verdict(v, best)) => {
            Some((words::solved_verdict(*v, pos.turn(), best), "known"))
        }
        Some(Heard::Unknown) => Some((words::solved_unknown(), "unknown")),
        Some(Heard::Failed(why)) => Some((words::solved_failed(why), "failed")),
        None => Some(match (&answers.failed, answers.loading) {
            (Some(why), _) => (words::solved_failed(why), "failed"),
            (None, Some((got, total))) => (words::solved_loading(got, total), "loading"),
            (None, None) => (words::solved_asking(), "asking"),
        }),
    };
    // Each move of the game with what the solved game says of the position after it; a move
    // that lets a win or a draw go is marked (where the position before it is known too).
    let value = |p: &Position| match answers.heard.get(&p.hash()) {
        Some(Heard::Verdict(v, _)) => Some(*v),
        _ => None,
    };
    let marks: Vec<Html> = line
        .windows(2)
        .enumerate()
        .filter_map(|(ply, pair)| {
            let (before, after) = (&pair[0].0, &pair[1].0);
            let mv = pair[1].1.last()?;
            // The value after the move, for its side to move (a finished game: by the rules).
            let after_value = match after.outcome() {
                Some(o) if o.winner.is_none() => Some(Solved::Draw),
                Some(o) if o.winner == Some(after.turn()) => Some(Solved::Win(0)),
                Some(_) => Some(Solved::Loss(0)),
                None => value(after),
            };
            let slip = match (value(before), after_value.map(Solved::before)) {
                (Some(Solved::Win(_)), Some(Solved::Draw | Solved::Loss(_))) => Some(words::Slip::Win),
                (Some(Solved::Draw), Some(Solved::Loss(_))) => Some(words::Slip::Draw),
                _ => None,
            };
            let mark = match (slip, after_value) {
                (Some(_), _) => "slip",
                (None, Some(_)) => "kept",
                (None, None) => "unknown",
            };
            Some(html! {
                <li data-ply={(ply + 1).to_string()} data-mark={mark}
                    class={classes!(slip.map(|_| "slip"))}>
                    { words::solved_move(s.tree().start(), ply + 1, mv, after_value.map(|v| (v, after.turn())), slip) }
                </li>
            })
        })
        .collect();
    // Nothing known at all (the download failed, say): no list.
    let any_known = line.iter().any(|(p, _)| value(p).is_some());
    html! {
        <>
            if let Some((text, verdict)) = line_text {
                <p class="solved" data-testid="solved" data-verdict={verdict} role="status">{ text }</p>
            }
            if any_known && !marks.is_empty() {
                <details class="solved-review" data-testid="solved-review">
                    <summary>{ words::solved_review() }</summary>
                    <ol>{ for marks }</ol>
                </details>
            }
        </>
    }
}
