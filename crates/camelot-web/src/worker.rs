//! The AI worker: serves one search request at a time with the engine.
//!
//! The engine reads no clock; the handler here stops it at the level's time limit with the
//! clock it is given (`performance.now()` in the browser).

use crate::protocol::{Reply, Request};
use camelot_ai::{Engine, Handler, Info, Score, level_spec, search_level};
use camelot_core::{Color, Game};

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
    let history: Vec<u64> = (0..game.ply())
        .filter_map(|i| game.position_at(i).map(|p| p.hash()))
        .collect();
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
    let start = req
        .start
        .parse()
        .map_err(|e| format!("bad start position: {e}"))?;
    let mut game = Game::new(start);
    for text in &req.moves {
        game.play_text(text)
            .map_err(|e| format!("bad move {text}: {e}"))?;
    }
    Ok(game)
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
        let Some(req) = e.data().as_string().and_then(|t| Request::from_text(&t)) else {
            return;
        };
        let perf = post_scope.performance();
        let now = move || perf.as_ref().map_or_else(js_sys::Date::now, |p| p.now());
        let post = |reply: Reply| {
            let _ = post_scope.post_message(&reply.to_text().into());
        };
        if let Ok(mut engine) = engine.try_borrow_mut() {
            serve(&mut engine, &req, now, post);
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
