//! The AI worker: serves one search request at a time with the engine: the game's moves and
//! hints ([`serve`]), and the analysis page's continuous analysis, reviews and checks
//! ([`serve_analysis`]).
//!
//! The engine reads no clock; the handlers here stop it at the level's time limit, and time
//! the analysis, with the clock they are given (`performance.now()` in the browser).

use crate::protocol::{AnalysisReply, AnalysisRequest, Line, Reply, Request};
use camelot_ai::{Engine, Handler, Info, Limits, NoHandler, Score, level_spec, search_level};
use camelot_core::{Color, Game, Position};

/// Transposition table size of the worker's engine.
pub const TT_MEGABYTES: usize = 16;

/// An evaluation as players read it, from White's point of view: `+0.35` (hundredths of a
/// man), `White wins in 3`, `Black wins in 2`.
pub fn score_text(score: Score, turn: Color) -> String {
    let mover_wins = score.is_win();
    if let (Some(n), true) = (score.moves_to_end(), score.is_win() || score.is_loss()) {
        let winner = if mover_wins { turn } else { !turn };
        return format!("{winner} wins in {n}");
    }
    let cp = if turn == Color::White {
        score.raw()
    } else {
        -score.raw()
    };
    // Integer arithmetic: formatting an f64 would bring float printing into the worker's wasm.
    let sign = if cp < 0 { '-' } else { '+' };
    let abs = cp.unsigned_abs();
    format!("{sign}{}.{:02}", abs / 100, abs % 100)
}

struct Clocked<N, P> {
    id: u64,
    turn: Color,
    deadline: f64,
    now: N,
    post: P,
}

impl<N: FnMut() -> f64, P: FnMut(Reply)> Handler for Clocked<N, P> {
    fn should_stop(&mut self, _nodes: u64) -> bool {
        (self.now)() >= self.deadline
    }

    fn on_iteration(&mut self, info: &Info) {
        (self.post)(Reply::Info {
            id: self.id,
            depth: info.depth,
            score: score_text(info.score, self.turn),
            nodes: info.nodes,
        });
    }
}

/// Serves `req`: rebuilds the game from text, searches at the requested level until the
/// level's time limit by `now` (milliseconds), posting progress and the result.
pub fn serve(
    engine: &mut Engine,
    req: &Request,
    mut now: impl FnMut() -> f64,
    mut post: impl FnMut(Reply),
) {
    let game = match rebuild(req) {
        Ok(g) => g,
        Err(message) => {
            return post(Reply::Error {
                id: req.id,
                message,
            });
        }
    };
    let pos = game.position().clone();
    let history = history(&game);
    let spec = level_spec(req.level);
    let deadline = now() + spec.movetime_ms as f64;
    let turn = pos.turn();
    let mut handler = Clocked {
        id: req.id,
        turn,
        deadline,
        now: &mut now,
        post: &mut post,
    };
    let result = search_level(engine, &pos, &history, req.level, req.seed, &mut handler);
    post(Reply::Best {
        id: req.id,
        best: result.best.map(|m| m.to_string()),
        score: score_text(result.score, turn),
        depth: result.depth,
    });
}

fn rebuild(req: &Request) -> Result<Game, String> {
    replay(&req.start, &req.moves)
}

/// The game from `start` through `moves`, or what is wrong with them.
fn replay(start: &str, moves: &[String]) -> Result<Game, String> {
    let start = start
        .parse()
        .map_err(|e| format!("bad start position: {e}"))?;
    let mut game = Game::new(start);
    for text in moves {
        game.play_text(text)
            .map_err(|e| format!("bad move {text}: {e}"))?;
    }
    Ok(game)
}

/// The hashes of the positions before the current one, oldest first (for repetitions).
fn history(game: &Game) -> Vec<u64> {
    (0..game.ply())
        .filter_map(|i| game.position_at(i).map(Position::hash))
        .collect()
}

/// A score for the side to move `turn` as White's score.
fn white_score(score: Score, turn: Color) -> i32 {
    if turn == Color::White {
        score.raw()
    } else {
        -score.raw()
    }
}

/// The lines of one finished iteration, for the page.
fn lines_reply(id: u64, lines: &[Info], turn: Color, started: f64, now: f64) -> AnalysisReply {
    let nodes = lines.iter().map(|l| l.nodes).max().unwrap_or(0);
    // Integer arithmetic: no float formatting in the worker (see `score_text`).
    let ms = (now - started).max(1.0) as u64;
    AnalysisReply::Lines {
        id,
        depth: lines.first().map_or(0, |l| l.depth),
        nodes,
        nps: nodes.saturating_mul(1000) / ms.max(1),
        lines: lines
            .iter()
            .map(|l| Line {
                score: white_score(l.score, turn),
                moves: l.pv.iter().map(ToString::to_string).collect(),
            })
            .collect(),
    }
}

/// Hears the analysis' iterations and posts each one's lines.
struct Analyst<N, P> {
    id: u64,
    turn: Color,
    started: f64,
    now: N,
    post: P,
    reported: bool,
}

impl<N: FnMut() -> f64, P: FnMut(AnalysisReply)> Handler for Analyst<N, P> {
    fn on_iteration(&mut self, info: &Info) {
        self.reported = true;
        let now = (self.now)();
        (self.post)(lines_reply(
            self.id,
            std::slice::from_ref(info),
            self.turn,
            self.started,
            now,
        ));
    }
}

/// The one place the worker asks the engine for lines: iterative deepening on `pos` within
/// `limits`, `handler` hearing every finished iteration. The engine of this branch finds one
/// line (`Engine::search`), so `count` is not used yet: multi-PV (`Engine::search_lines`) is
/// the engine's issue 11, and lands here when it is merged.
fn analyse(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    limits: &Limits,
    count: usize,
    handler: &mut impl Handler,
) -> Vec<camelot_ai::SearchResult> {
    let _ = count;
    vec![engine.search(pos, history, limits, handler)]
}

/// Searches the position at the end of `game` as a review does: a cleared engine and exactly
/// `nodes` nodes, so the same position in the same game always gets the same answer.
fn evaluate_fixed(engine: &mut Engine, game: &Game, nodes: u64) -> (i32, Option<String>, u32) {
    engine.clear();
    let pos = game.position();
    let limits = Limits {
        depth: None,
        nodes: Some(nodes.max(1)),
    };
    let result = engine.search(pos, &history(game), &limits, &mut NoHandler);
    (
        white_score(result.score, pos.turn()),
        result.best.map(|m| m.to_string()),
        result.depth,
    )
}

/// Serves an analysis page request. `Analyse` runs until the page terminates the worker
/// (every iteration posts its lines); `Review` and `Check` post each position's score and end
/// with `Done`.
pub fn serve_analysis(
    engine: &mut Engine,
    req: &AnalysisRequest,
    mut now: impl FnMut() -> f64,
    mut post: impl FnMut(AnalysisReply),
) {
    let id = req.id();
    let fail = |message| AnalysisReply::Error { id, message };
    match req {
        AnalysisRequest::Analyse {
            start,
            moves,
            lines,
            ..
        } => {
            let game = match replay(start, moves) {
                Ok(g) => g,
                Err(e) => return post(fail(e)),
            };
            let pos = game.position().clone();
            let turn = pos.turn();
            let started = now();
            let mut handler = Analyst {
                id,
                turn,
                started,
                now: &mut now,
                post: &mut post,
                reported: false,
            };
            let found = analyse(
                engine,
                &pos,
                &history(&game),
                &Limits::default(),
                (*lines).clamp(1, 8),
                &mut handler,
            );
            // The search ends on its own only when the game is over there (no iteration to
            // report), a proven result or the deepest iteration.
            if !handler.reported {
                let (now, post) = (&mut handler.now, &mut handler.post);
                let last: Vec<Info> = found
                    .iter()
                    .filter(|r| r.best.is_some())
                    .map(|r| Info {
                        depth: r.depth,
                        score: r.score,
                        nodes: r.nodes,
                        pv: r.pv.clone(),
                    })
                    .collect();
                let at = now();
                post(lines_reply(id, &last, turn, started, at));
            }
            post(AnalysisReply::Done { id });
        }
        AnalysisRequest::Review {
            start,
            moves,
            from,
            nodes,
            ..
        } => {
            let game = match replay(start, moves) {
                Ok(g) => g,
                Err(e) => return post(fail(e)),
            };
            let mut line = Game::new(game.start().clone());
            for ply in 0..=game.ply() {
                if ply >= *from {
                    let (score, best, depth) = evaluate_fixed(engine, &line, *nodes);
                    post(AnalysisReply::Evaluated {
                        id,
                        index: ply,
                        score,
                        best,
                        depth,
                    });
                }
                if let Some(mv) = game.moves().get(ply)
                    && line.play(mv).is_err()
                {
                    return post(fail(format!("move {} cannot be replayed", ply + 1)));
                }
            }
            post(AnalysisReply::Done { id });
        }
        AnalysisRequest::Check {
            start,
            moves,
            candidates,
            nodes,
            ..
        } => {
            let game = match replay(start, moves) {
                Ok(g) => g,
                Err(e) => return post(fail(e)),
            };
            for (index, text) in candidates.iter().enumerate() {
                let mut after = game.clone();
                if let Err(e) = after.play_text(text) {
                    return post(fail(format!("bad move {text}: {e}")));
                }
                let (score, best, depth) = evaluate_fixed(engine, &after, *nodes);
                post(AnalysisReply::Evaluated {
                    id,
                    index,
                    score,
                    best,
                    depth,
                });
            }
            post(AnalysisReply::Done { id });
        }
    }
}

/// Starts the worker: installs the message handler and tells the app it is ready.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::Closure;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let engine = Rc::new(RefCell::new(Engine::new(TT_MEGABYTES)));
    let post_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let Some(text) = e.data().as_string() else {
            return;
        };
        let perf = post_scope.performance();
        let now = move || perf.as_ref().map_or_else(js_sys::Date::now, |p| p.now());
        let Ok(mut engine) = engine.try_borrow_mut() else {
            return;
        };
        if let Some(req) = Request::from_text(&text) {
            let post = |reply: Reply| {
                let _ = post_scope.post_message(&reply.to_text().into());
            };
            serve(&mut engine, &req, now, post);
        } else if let Some(req) = AnalysisRequest::from_text(&text) {
            let post = |reply: AnalysisReply| {
                let _ = post_scope.post_message(&reply.to_text().into());
            };
            serve_analysis(&mut engine, &req, now, post);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&Reply::Ready.to_text().into());
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Position;

    #[test]
    fn serves_a_legal_move_with_progress() {
        let mut engine = Engine::new(1);
        let req = Request {
            id: 3,
            start: Position::start().to_string(),
            moves: vec!["J6-K5".into()],
            level: 2,
            seed: 1,
        };
        let mut replies = Vec::new();
        let mut t = 0.0;
        serve(
            &mut engine,
            &req,
            || {
                t += 1.0;
                t
            },
            |r| replies.push(r),
        );
        let Some(Reply::Best {
            id,
            best: Some(best),
            ..
        }) = replies.last().cloned()
        else {
            panic!("{replies:?}");
        };
        assert_eq!(id, 3);
        let mut game = Game::default();
        game.play_text("J6-K5").expect("legal");
        assert!(game.play_text(&best).is_ok(), "{best} is legal");
    }

    #[test]
    fn bad_requests_get_errors() {
        let mut engine = Engine::new(1);
        let req = Request {
            id: 9,
            start: "nonsense".into(),
            moves: vec![],
            level: 1,
            seed: 0,
        };
        let mut replies = Vec::new();
        serve(&mut engine, &req, || 0.0, |r| replies.push(r));
        assert!(matches!(replies.as_slice(), [Reply::Error { id: 9, .. }]));
    }

    #[test]
    fn scores_read_from_whites_side() {
        assert_eq!(score_text(Score::cp(35), Color::White), "+0.35");
        assert_eq!(score_text(Score::cp(35), Color::Black), "-0.35");
        assert_eq!(score_text(Score::cp(0), Color::White), "+0.00");
        assert_eq!(score_text(Score::cp(5), Color::Black), "-0.05");
        assert_eq!(score_text(Score::cp(1234), Color::White), "+12.34");
        assert_eq!(
            score_text(Score::win_in_plies(3), Color::Black),
            "Black wins in 2"
        );
    }
}
