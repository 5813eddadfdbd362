//! The AI worker: serves one search request at a time with the engine: the game's moves and
//! hints ([`serve`]), and the analysis page's continuous analysis, reviews and checks
//! ([`serve_analysis`]).
//!
//! The engine reads no clock; the handlers here stop it at the level's time limit, and time
//! the analysis, with the clock they are given (`performance.now()` in the browser).

use super::protocol::{AnalysisReply, AnalysisRequest, Assessment, Failure, Line, Reply, Request};
use camelot_ai::{Engine, Handler, Info, Limits, Score, level_spec, search_level};
use camelot_core::{Color, Game, Position};

/// Transposition table size of the worker's engine.
pub const TT_MEGABYTES: usize = 16;

/// What a search tells the worker.
enum Heard<'a> {
    /// An iteration finished (the best line).
    Iteration(&'a Info),
    /// A multi-PV iteration finished: every line, best first.
    Lines(&'a [Info]),
}

/// The worker's one handler type. Every search goes through it (the game's, the analysis',
/// the review's), so that the engine's search, generic over its handler, is compiled into the
/// worker's wasm once rather than once per kind of request.
struct Hooks<'a> {
    stop: &'a mut dyn FnMut(u64) -> bool,
    heard: &'a mut dyn FnMut(Heard),
}

impl Handler for Hooks<'_> {
    fn should_stop(&mut self, nodes: u64) -> bool {
        (self.stop)(nodes)
    }

    fn on_iteration(&mut self, info: &Info) {
        (self.heard)(Heard::Iteration(info));
    }

    fn on_lines(&mut self, lines: &[Info]) {
        (self.heard)(Heard::Lines(lines));
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
        Err(failure) => {
            return post(Reply::Error {
                id: req.id,
                failure,
            });
        }
    };
    let pos = game.position().clone();
    let history = history(&game);
    engine.set_repetition_rule(req.repetition);
    let spec = level_spec(req.level);
    let deadline = now() + spec.movetime_ms as f64;
    let turn = pos.turn();
    let id = req.id;
    let mut stop = |_: u64| now() >= deadline;
    let mut heard = |h: Heard| {
        if let Heard::Iteration(info) = h {
            post(Reply::Info {
                id,
                depth: info.depth,
                score: white_score(info.score, turn),
                nodes: info.nodes,
            });
        }
    };
    let mut hooks = Hooks {
        stop: &mut stop,
        heard: &mut heard,
    };
    let result = search_level(engine, &pos, &history, req.level, req.seed, &mut hooks);
    post(Reply::Best {
        id: req.id,
        best: result.best.map(|m| m.to_string()),
        score: Assessment::Engine(white_score(result.score, turn)),
        depth: result.depth,
    });
}

fn rebuild(req: &Request) -> Result<Game, Failure> {
    replay(&req.start, &req.moves, req.repetition)
}

/// The game from `start` through `moves` under the page's repetition rule (without it, a
/// third occurrence does not end the game, and the moves after it are legal), or what is
/// wrong with them.
pub(crate) fn replay(start: &str, moves: &[String], repetition: bool) -> Result<Game, Failure> {
    let start = start.parse().map_err(|_| Failure::BadStart)?;
    let mut game = Game::new(start);
    game.set_repetition_rule(repetition);
    for text in moves {
        game.play_text(text).map_err(|_| bad_move(text))?;
    }
    Ok(game)
}

/// The failure of a move that cannot be played.
fn bad_move(text: &str) -> Failure {
    Failure::BadMove {
        text: text.to_string(),
    }
}

/// The hashes of the positions before the current one, oldest first (for repetitions).
fn history(game: &Game) -> Vec<u64> {
    (0..game.ply())
        .filter_map(|i| game.position_at(i).map(Position::hash))
        .collect()
}

/// A score for the side to move `turn` as White's score: what the worker sends (the pages
/// say it in their language, `engine/words.rs`).
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
    // Integer arithmetic: formatting an f64 would bring float printing into the worker's wasm.
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

/// The one place the worker asks the engine for lines: iterative deepening on `pos` within
/// `limits` for the best `count` lines (multi-PV), `hooks` hearing every finished iteration.
fn analyse(
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    limits: &Limits,
    count: usize,
    hooks: &mut Hooks,
) -> Vec<camelot_ai::SearchResult> {
    engine.search_lines(pos, history, limits, count, hooks)
}

/// Searches the position at the end of `game` as a review does: a cleared engine and exactly
/// `nodes` nodes, so the same position in the same game always gets the same answer.
fn evaluate_fixed(
    engine: &mut Engine,
    game: &Game,
    nodes: u64,
    repetition: bool,
) -> (i32, Option<String>, u32) {
    engine.clear();
    engine.set_repetition_rule(repetition);
    let pos = game.position();
    let limits = Limits {
        depth: None,
        nodes: Some(nodes.max(1)),
    };
    let (mut stop, mut heard) = (|_: u64| false, |_: Heard| {});
    let mut hooks = Hooks {
        stop: &mut stop,
        heard: &mut heard,
    };
    let result = engine.search(pos, &history(game), &limits, &mut hooks);
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
    let fail = |failure| AnalysisReply::Error { id, failure };
    // Scores are what this worker gives, a forced move's too.
    engine.set_analysing(true);
    match req {
        AnalysisRequest::Analyse {
            start,
            moves,
            lines,
            repetition,
            ..
        } => {
            let game = match replay(start, moves, *repetition) {
                Ok(g) => g,
                Err(e) => return post(fail(e)),
            };
            engine.set_repetition_rule(*repetition);
            let pos = game.position().clone();
            let turn = pos.turn();
            let started = now();
            let count = (*lines).clamp(1, 8);
            let mut reported = false;
            let mut report = |lines: &[Info]| {
                reported = true;
                let at = now();
                post(lines_reply(id, lines, turn, started, at));
            };
            // With one line the engine reports iterations only as `Iteration`.
            let mut heard = |h: Heard| match h {
                Heard::Lines(lines) => report(lines),
                Heard::Iteration(info) if count == 1 => report(std::slice::from_ref(info)),
                Heard::Iteration(_) => {}
            };
            let mut stop = |_: u64| false;
            let mut hooks = Hooks {
                stop: &mut stop,
                heard: &mut heard,
            };
            let found = analyse(
                engine,
                &pos,
                &history(&game),
                &Limits::default(),
                count,
                &mut hooks,
            );
            // The search ends on its own only when the game is over there (no iteration to
            // report), a proven result or the deepest iteration.
            if !reported {
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
            repetition,
            ..
        } => {
            let game = match replay(start, moves, *repetition) {
                Ok(g) => g,
                Err(e) => return post(fail(e)),
            };
            let mut line = Game::new(game.start().clone());
            for ply in 0..=game.ply() {
                if ply >= *from {
                    let (score, best, depth) = evaluate_fixed(engine, &line, *nodes, *repetition);
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
                    return post(fail(bad_move(&mv.to_string())));
                }
            }
            post(AnalysisReply::Done { id });
        }
        AnalysisRequest::Check {
            start,
            moves,
            candidates,
            nodes,
            repetition,
            ..
        } => {
            let game = match replay(start, moves, *repetition) {
                Ok(g) => g,
                Err(e) => return post(fail(e)),
            };
            for (index, text) in candidates.iter().enumerate() {
                let mut after = game.clone();
                if after.play_text(text).is_err() {
                    return post(fail(bad_move(text)));
                }
                let (score, best, depth) = evaluate_fixed(engine, &after, *nodes, *repetition);
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

/// Serves one message with `engine`: `now` is the clock (milliseconds), `post` sends a reply.
#[cfg(target_arch = "wasm32")]
type Serve = fn(&mut Engine, &str, &mut dyn FnMut() -> f64, &mut dyn FnMut(String));

/// Installs the message handler `serve` and tells the page the worker is ready.
#[cfg(target_arch = "wasm32")]
fn listen(serve: Serve) {
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
        let mut now = move || perf.as_ref().map_or_else(js_sys::Date::now, |p| p.now());
        let mut post = |reply: String| {
            let _ = post_scope.post_message(&reply.into());
        };
        if let Ok(mut engine) = engine.try_borrow_mut() {
            serve(&mut engine, &text, &mut now, &mut post);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&Reply::Ready.to_text().into());
}

/// Starts the game's worker (`src/bin/worker.rs`): moves and hints.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    listen(|engine, text, now, post| {
        if let Some(req) = Request::from_text(text) {
            serve(engine, &req, now, |r| post(r.to_text()));
        }
    });
}

/// Starts the analysis page's worker (`src/bin/analyst.rs`): a worker of its own, so that the
/// game's worker, which the game's first load fetches, carries none of the analysis.
#[cfg(target_arch = "wasm32")]
pub fn start_analysis() {
    listen(|engine, text, now, post| {
        if let Some(req) = AnalysisRequest::from_text(text) {
            serve_analysis(engine, &req, now, |r| post(r.to_text()));
        }
    });
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
            repetition: false,
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
        assert!(
            !engine.repetition_rule(),
            "the game's house rule reaches the engine"
        );
        let mut game = Game::default();
        game.play_text("J6-K5").expect("legal");
        assert!(game.play_text(&best).is_ok(), "{best} is legal");
    }

    #[test]
    fn without_the_repetition_rule_a_third_occurrence_does_not_end_the_game() {
        // Camette's start comes back after every four plies: a third time after eight, and
        // the ninth move is then legal only without the rule (the page asked for the tenth).
        let shuffle = ["B3-B2", "D5-D6", "B2-B3", "D6-D5"];
        let moves: Vec<String> = shuffle
            .iter()
            .chain(&shuffle)
            .chain(&["B3-B2"])
            .map(|m| m.to_string())
            .collect();
        for repetition in [false, true] {
            let req = Request {
                id: 4,
                start: Position::start_of(camelot_core::Variant::Camette).to_string(),
                moves: moves.clone(),
                level: 1,
                seed: 0,
                repetition,
            };
            let mut replies = Vec::new();
            serve(&mut Engine::new(1), &req, || 0.0, |r| replies.push(r));
            let moved = matches!(replies.last(), Some(Reply::Best { best: Some(_), .. }));
            assert_eq!(moved, !repetition, "rule {repetition}: {replies:?}");
        }
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
            repetition: true,
        };
        let mut replies = Vec::new();
        serve(&mut engine, &req, || 0.0, |r| replies.push(r));
        assert_eq!(
            replies,
            [Reply::Error {
                id: 9,
                failure: Failure::BadStart
            }]
        );
    }

    #[test]
    fn scores_travel_from_whites_side() {
        assert_eq!(white_score(Score::cp(35), Color::White), 35);
        assert_eq!(white_score(Score::cp(35), Color::Black), -35);
        let black_wins = white_score(Score::win_in_plies(3), Color::Black);
        assert!(Score::from_raw(black_wins).is_loss(), "{black_wins}");
    }

    #[test]
    fn a_game_search_sends_scores_not_words() {
        let req = Request {
            id: 5,
            start: CASTLE_WIN.into(),
            moves: vec![],
            level: 3,
            seed: 0,
            repetition: true,
        };
        let mut replies = Vec::new();
        serve(&mut Engine::new(1), &req, || 0.0, |r| replies.push(r));
        let Some(Reply::Best {
            best: Some(best),
            score: Assessment::Engine(raw),
            ..
        }) = replies.last()
        else {
            panic!("{replies:?}");
        };
        assert_eq!(best, "G15-G16");
        assert!(Score::from_raw(*raw).is_win(), "White wins at once: {raw}");
        for r in &replies {
            assert_eq!(Reply::from_text(&r.to_text()).as_ref(), Some(r));
        }
    }

    /// White has a man in Black's castle (F16) and one on G15: G15-G16 wins at once.
    const CASTLE_WIN: &str = "M1/4M3/10/12/12/12/12/12/12/12/12/mm10/12/10/8/2 w 0 0 1";

    #[test]
    fn analysis_reports_three_distinct_lines_each_iteration() {
        let mut engine = Engine::new(1);
        let req = AnalysisRequest::Analyse {
            id: 4,
            start: CASTLE_WIN.into(),
            moves: vec![],
            lines: 3,
            repetition: true,
        };
        let mut replies = Vec::new();
        let mut t = 0.0;
        serve_analysis(
            &mut engine,
            &req,
            || {
                t += 10.0;
                t
            },
            |r| replies.push(r),
        );
        assert_eq!(
            replies.last(),
            Some(&AnalysisReply::Done { id: 4 }),
            "{replies:?}"
        );
        let Some(AnalysisReply::Lines {
            lines, depth, nps, ..
        }) = replies.first()
        else {
            panic!("{replies:?}");
        };
        assert!(*depth >= 1 && *nps > 0);
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[0].moves.first().map(String::as_str), Some("G15-G16"));
        assert!(
            Score::from_raw(lines[0].score).is_win(),
            "White's view: {}",
            lines[0].score
        );
        let firsts: Vec<&String> = lines.iter().filter_map(|l| l.moves.first()).collect();
        let mut distinct = firsts.clone();
        distinct.dedup();
        assert_eq!(distinct.len(), 3, "distinct first moves: {firsts:?}");
        let pos: Position = CASTLE_WIN.parse().expect("position");
        for l in lines {
            let mut at = pos.clone();
            for m in &l.moves {
                let mv = at.parse_move(m).expect("a move of the line");
                at = at.play(&mv).expect("legal");
            }
        }
        assert!(
            lines.windows(2).all(|w| w[0].score >= w[1].score),
            "best first"
        );
    }

    #[test]
    fn black_to_move_scores_from_whites_side() {
        let mut engine = Engine::new(1);
        // Black to move must jump White's E4 (E5xE3, the only move), White's last piece:
        // Black wins. (The search ends on its own only on a proven result or at its deepest
        // iteration, and a forced move is analysed in full: with a piece left to White, as
        // this test once had, it searched for minutes.)
        let req = AnalysisRequest::Analyse {
            id: 5,
            start: "2/8/10/m11/12/12/12/12/12/12/12/4m7/4M7/10/8/2 b 0 0 1".into(),
            moves: vec![],
            lines: 3,
            repetition: true,
        };
        let mut replies = Vec::new();
        serve_analysis(&mut engine, &req, || 0.0, |r| replies.push(r));
        let Some(AnalysisReply::Lines { lines, .. }) = replies.first() else {
            panic!("{replies:?}");
        };
        assert_eq!(lines.len(), 1, "one legal move");
        assert_eq!(lines[0].moves.first().map(String::as_str), Some("E5xE3"));
        assert!(
            lines[0].score < 0,
            "good for Black is negative: {}",
            lines[0].score
        );
    }

    fn review(engine: &mut Engine) -> Vec<AnalysisReply> {
        let req = AnalysisRequest::Review {
            id: 8,
            start: Position::start().to_string(),
            moves: vec!["J6-K5".into(), "J11-K12".into(), "K5-L4".into()],
            from: 1,
            nodes: 3000,
            repetition: true,
        };
        let mut replies = Vec::new();
        serve_analysis(engine, &req, || 0.0, |r| replies.push(r));
        replies
    }

    #[test]
    fn a_review_is_the_same_whatever_the_engine_did_before() {
        let fresh = review(&mut Engine::new(TT_MEGABYTES));
        let mut used = Engine::new(TT_MEGABYTES);
        let mut sink = Vec::new();
        serve(
            &mut used,
            &Request {
                id: 1,
                start: Position::start().to_string(),
                moves: vec!["J6-K5".into()],
                level: 5,
                seed: 3,
                repetition: true,
            },
            || 0.0,
            |r| sink.push(r),
        );
        assert_eq!(review(&mut used), fresh, "same input, same review");
        let plies: Vec<usize> = fresh
            .iter()
            .filter_map(|r| match r {
                AnalysisReply::Evaluated {
                    index, best, depth, ..
                } => {
                    assert!(best.is_some() && *depth > 0);
                    Some(*index)
                }
                _ => None,
            })
            .collect();
        assert_eq!(plies, [1, 2, 3], "from ply 1 to the end");
        assert_eq!(fresh.last(), Some(&AnalysisReply::Done { id: 8 }));
    }

    #[test]
    fn checks_score_each_candidate_and_bad_requests_fail() {
        let mut engine = Engine::new(1);
        let check = |candidates: Vec<String>, engine: &mut Engine| {
            let req = AnalysisRequest::Check {
                id: 9,
                start: CASTLE_WIN.into(),
                moves: vec![],
                candidates,
                nodes: 500,
                repetition: true,
            };
            let mut replies = Vec::new();
            serve_analysis(engine, &req, || 0.0, |r| replies.push(r));
            replies
        };
        let replies = check(vec!["G15-G16".into(), "G15-H15".into()], &mut engine);
        let scores: Vec<i32> = replies
            .iter()
            .filter_map(|r| match r {
                AnalysisReply::Evaluated { score, .. } => Some(*score),
                _ => None,
            })
            .collect();
        assert_eq!(scores.len(), 2, "{replies:?}");
        assert!(
            Score::from_raw(scores[0]).is_win(),
            "the game is won after G15-G16"
        );
        assert!(scores[0] > scores[1]);
        let bad = check(vec!["G15-G13".into()], &mut engine);
        assert_eq!(
            bad,
            [AnalysisReply::Error {
                id: 9,
                failure: bad_move("G15-G13")
            }]
        );
        let mut replies = Vec::new();
        let nonsense = AnalysisRequest::Review {
            id: 10,
            start: "nonsense".into(),
            moves: vec![],
            from: 0,
            nodes: 10,
            repetition: true,
        };
        serve_analysis(&mut engine, &nonsense, || 0.0, |r| replies.push(r));
        assert_eq!(
            replies,
            [AnalysisReply::Error {
                id: 10,
                failure: Failure::BadStart
            }]
        );
    }
}
