//! The solved game on the analysis board: for Camette, the verdict of the shown position
//! beside the engine, and each move of the game marked with its solved value; for Camelot, the
//! same for the positions and moves of an ending with up to three pieces. Asked of the Perfect
//! worker (`engine/perfect.rs`), which downloads Camette's strategy once (with progress; kept
//! for offline use). The strategy knows the positions of games in which one side plays
//! perfectly; elsewhere the line says so and offers every position's value (the win/draw/loss
//! table, 9.8 MB: verdicts without distances), which the worker downloads only when the player
//! asks, then keeps. Camelot's endings table (0.2 MB) comes when the board first shows such an
//! ending. No other position asks, so nothing else downloads anything. The verdict of the
//! shown position goes to the page too (`Action::Solved`): the bar and the evaluation's words
//! defer to it.
//!
//! One client asks one position at a time: the shown position first, then the game's
//! positions in order, each answer kept by the position's hash (a position is asked once,
//! whatever the way to it).

use super::state::{Action, State};
use super::words;
use crate::app::store::Shared;
use crate::engine::perfect::{PERFECT_URL, TABLES, solvable, table_of};
use crate::engine::protocol::{Failure, Reply, Request, Solved};
use crate::engine::{Busy, Delay, FULL_VERDICT, VERDICT, Want, use_engine};
use crate::game::cursor::TreeAction;
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

/// The answers so far, by position hash, the download's progress, why the solved game could
/// not be had (then nothing more is asked: each request would try the download again), and
/// whether the player asked for every position's value.
#[derive(Debug, Default, PartialEq)]
struct Answers {
    heard: HashMap<u64, Heard>,
    loading: Option<(u64, u64)>,
    failed: Option<Failure>,
    full: bool,
}

/// What changes the answers: the worker's reply, the player asking for every position's value
/// (the positions the strategy did not know are then asked again), or asking again after a
/// failed download.
enum Event {
    Reply(Reply),
    Full,
    Retry,
}

impl Reducible for Answers {
    type Action = Event;

    fn reduce(self: Rc<Self>, event: Event) -> Rc<Self> {
        let mut next = Answers {
            heard: self.heard.clone(),
            loading: self.loading,
            failed: self.failed.clone(),
            full: self.full,
        };
        let reply = match event {
            Event::Reply(reply) => reply,
            Event::Full => {
                next.full = true;
                next.loading = None;
                next.heard.retain(|_, h| *h != Heard::Unknown);
                return Rc::new(next);
            }
            Event::Retry => {
                next.failed = None;
                next.loading = None;
                next.heard.retain(|_, h| !matches!(h, Heard::Failed(_)));
                return Rc::new(next);
            }
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

/// What a move did, from the solved values of the position before it (for the side that
/// made it) and after it (for the other side): what it let go, if anything, and the list's
/// `data-mark` (`slip`, `hastened`, `kept`, or `unknown` where the value after is not known).
fn judge(before: Option<Solved>, after: Option<Solved>) -> (Option<words::Slip>, &'static str) {
    let slip = match (before, after.map(Solved::before)) {
        (Some(Solved::Win(_)), Some(Solved::Draw | Solved::Loss(_))) => Some(words::Slip::Win),
        (Some(Solved::Draw), Some(Solved::Loss(_))) => Some(words::Slip::Draw),
        // Lost sooner than it had to be: the loser's best move makes the game last longest.
        (Some(Solved::Loss(Some(could))), Some(Solved::Loss(Some(did)))) if did < could => {
            Some(words::Slip::Hastened(could))
        }
        _ => None,
    };
    let mark = match (slip, after) {
        (Some(words::Slip::Hastened(_)), _) => "hastened",
        (Some(_), _) => "slip",
        (None, Some(_)) => "kept",
        (None, None) => "unknown",
    };
    (slip, mark)
}

#[derive(Properties, PartialEq)]
pub struct SolvedProps {
    /// The page's state.
    pub state: Shared<State>,
    /// Its dispatch (a move of the list shows the position after it).
    pub dispatch: Callback<Action>,
}

/// The solved game's lines under the engine's, for Camette games.
#[function_component(SolvedLine)]
pub fn solved_line(props: &SolvedProps) -> Html {
    let s = &*props.state;
    let answers = use_reducer(Answers::default);
    // The table of the shown game, if it has one (Camette's, Camelot's endings').
    let table = table_of(s.shown().variant()).map(|k| TABLES[k]);
    // Camette's every position, Camelot's endings of up to three pieces.
    let solvable_here = solvable(s.shown());
    let tree = Rc::clone(s.tree());
    // A game with no table lists nothing (no replay either).
    let line = use_memo(tree, |t| {
        if table_of(t.start().variant()).is_some() {
            main_line(&t.main_game())
        } else {
            Vec::new()
        }
    });
    // The shown position first, then the game's, each once.
    let shown = (s.shown().clone(), s.game.line().notation());
    let next = std::iter::once(&shown)
        .chain(line.iter())
        .filter(|(p, _)| p.outcome().is_none() && solvable(p))
        .find(|(p, _)| !answers.heard.contains_key(&p.hash()));
    let want = next
        .filter(|_| answers.failed.is_none())
        .map(|(pos, moves)| Want {
            request: Request {
                id: pos.hash(),
                start: s.tree().start().to_string(),
                moves: moves.clone(),
                level: if answers.full { FULL_VERDICT } else { VERDICT },
                seed: 0,
                repetition: s.tree().repetition_rule(),
            },
            delay: Delay::None,
        });
    let on_reply = {
        let answers = answers.dispatcher();
        Callback::from(move |r: Reply| answers.dispatch(Event::Reply(r)))
    };
    use_engine(PERFECT_URL, Busy::Queue, on_reply, want);
    let send = |event: fn() -> Event| {
        let answers = answers.dispatcher();
        Callback::from(move |_: MouseEvent| answers.dispatch(event()))
    };
    let (ask_full, retry) = (send(|| Event::Full), send(|| Event::Retry));
    // The page's bar and evaluation words defer to the verdict of the shown position.
    let shown_verdict = match answers.heard.get(&s.shown().hash()) {
        Some(Heard::Verdict(v, _)) => Some(*v),
        _ => None,
    };
    {
        let dispatch = props.dispatch.clone();
        let told = s.solved;
        use_effect_with(
            (s.shown().hash(), shown_verdict),
            move |&(hash, verdict)| {
                if let Some(v) = verdict
                    && told != Some((hash, v))
                {
                    dispatch.emit(Action::Solved(hash, v));
                }
            },
        );
    }
    if !solvable_here {
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
    // The solved game could not be had: the player may ask again (a connection come back).
    let failed_here = line_text.as_ref().is_some_and(|l| l.1 == "failed");
    // Where the strategy does not know the shown position: every position's value, on request.
    let offer_full = table.is_some_and(|t| t.ask_first)
        && !answers.full
        && pos.outcome().is_none()
        && answers.heard.get(&pos.hash()) == Some(&Heard::Unknown);
    // Each move of the game with what the solved game says of the position after it; a move
    // that lets a win or a draw go is marked (where the position before it is known too).
    let value = |p: &Position| match answers.heard.get(&p.hash()) {
        Some(Heard::Verdict(v, _)) => Some(*v),
        _ => None,
    };
    // The shown position's ply when it is on the main line (its row is marked current).
    let node = s.game.node();
    let shown_ply = s
        .tree()
        .is_main_line(node)
        .then(|| s.tree().line_nodes(node).len());
    let marks: Vec<Html> = line
        .windows(2)
        .enumerate()
        .filter_map(|(ply, pair)| {
            let (before, after) = (&pair[0].0, &pair[1].0);
            // Camelot's moves before its endings: nothing to say.
            if !solvable(before) && !solvable(after) {
                return None;
            }
            let mv = pair[1].1.last()?;
            // The value after the move, for its side to move (a finished game: by the rules).
            let after_value = match after.outcome() {
                Some(o) if o.winner.is_none() => Some(Solved::Draw),
                Some(o) if o.winner == Some(after.turn()) => Some(Solved::Win(Some(0))),
                Some(_) => Some(Solved::Loss(Some(0))),
                None => value(after),
            };
            let (slip, mark) = judge(value(before), after_value);
            let go = s.main_node(ply + 1).map(|node| {
                let d = props.dispatch.clone();
                Callback::from(move |_: MouseEvent| d.emit(Action::Tree(TreeAction::Go(node))))
            });
            let current = shown_ply == Some(ply + 1);
            let text = words::solved_move(
                s.tree().start(),
                ply + 1,
                mv,
                after_value.map(|v| (v, after.turn())),
                slip,
            );
            Some(html! {
                <li data-ply={(ply + 1).to_string()} data-mark={mark}
                    class={classes!(slip.map(|_| mark))}>
                    <button type="button" onclick={go} aria-current={current.then_some("true")}>
                        { text }
                    </button>
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
            if failed_here {
                <button type="button" class="solved-full" data-testid="solved-retry"
                    onclick={retry}>
                    { words::solved_retry() }
                </button>
            }
            if offer_full {
                <button type="button" class="solved-full" data-testid="solved-full"
                    onclick={ask_full}>
                    { words::solved_full_offer(table.map_or(0, |t| t.bytes)) }
                </button>
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

#[cfg(test)]
mod tests {
    use super::*;
    use words::Slip;

    #[test]
    fn a_move_is_judged_by_the_values_around_it() {
        // After the move the other side moves: its Loss(n) is a win in n + 1 for the mover.
        assert_eq!(
            judge(Some(Solved::Win(Some(7))), Some(Solved::Loss(Some(6)))),
            (None, "kept")
        );
        assert_eq!(
            judge(Some(Solved::Win(Some(7))), Some(Solved::Loss(Some(10)))),
            (None, "kept")
        );
        assert_eq!(
            judge(Some(Solved::Win(Some(7))), Some(Solved::Draw)),
            (Some(Slip::Win), "slip")
        );
        assert_eq!(
            judge(Some(Solved::Win(Some(7))), Some(Solved::Win(Some(4)))),
            (Some(Slip::Win), "slip")
        );
        assert_eq!(
            judge(Some(Solved::Draw), Some(Solved::Draw)),
            (None, "kept")
        );
        assert_eq!(
            judge(Some(Solved::Draw), Some(Solved::Win(Some(9)))),
            (Some(Slip::Draw), "slip")
        );
        // Lost in 10 at best: a reply that wins in 9 for the other side is the best defence,
        // one that wins in 3 hastens the end.
        assert_eq!(
            judge(Some(Solved::Loss(Some(10))), Some(Solved::Win(Some(9)))),
            (None, "kept")
        );
        assert_eq!(
            judge(Some(Solved::Loss(Some(10))), Some(Solved::Win(Some(3)))),
            (Some(Slip::Hastened(10)), "hastened")
        );
        assert_eq!(judge(None, Some(Solved::Win(Some(3)))), (None, "kept"));
        assert_eq!(judge(Some(Solved::Draw), None), (None, "unknown"));
    }
}
