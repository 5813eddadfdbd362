//! The Perfect opponent of Camette: a worker of its own (`src/bin/perfect.rs`) that plays the
//! solved game's move, read from the drawing strategies `camelot solve --export-strategy` made
//! (see the project README, "Solve"). The strategy comes only when a Perfect game asks for a
//! move: downloaded once with progress (`Reply::Loading`), kept in Cache Storage for offline
//! play, and checked (magic, version, checksums) before use; a damaged copy is thrown away and
//! fetched again next time.
//!
//! The strategy covers every position a game from Camette's start reaches while the Perfect
//! side follows it, whatever the other side plays, with each position's value: so the worker
//! also knows the person's positions in such a game (every move leads to one it has), and
//! answers a hint there with the best move and its verdict ("it holds the draw", "lost:
//! Perfect wins in 6 moves"). Elsewhere (a game set up from another position) the worker's
//! engine searches at [`FALLBACK_LEVEL`], as the game's worker would.
//!
//! The game's own worker stays as it was: a player who never chooses Perfect never downloads
//! any of this.

use super::protocol::{Assessment, Failure, Reply, Request, Solved};
use super::worker::{TT_MEGABYTES, replay, serve};
use super::{PERFECT, VERDICT};
use camelot_ai::Engine;
use camelot_solve::{Strategy, Value};

/// Path of the Perfect worker's script, relative to the page.
pub const PERFECT_URL: &str = "./perfect-worker.js";

/// The strategy file (gzip), relative to the worker's script; the name carries the format
/// version, so a new file never meets an old kept copy.
pub const STRATEGY_URL: &str = "./solved/camette-v2.strategy.gz";

/// The file's size in bytes, for the progress bar when the server does not say it (no
/// `Content-Length`); a test checks it against the file.
pub const STRATEGY_BYTES: u64 = 3_463_700;

/// The level the engine plays where the strategy has no move.
pub const FALLBACK_LEVEL: u8 = 8;

#[cfg(target_arch = "wasm32")]
/// Refuses a download past this size (the file is about 3.5 MB; a server gone wrong must not
/// fill the worker's memory).
const MAX_DOWNLOAD: usize = 32 << 20;

/// The solved game's move for the position `req` asks about, with its verdict for the
/// player making it: `Ok(None)` where the strategy does not know it (see
/// [`Strategy::solved`]).
pub fn strategy_answer(
    strategy: &Strategy,
    req: &Request,
) -> Result<Option<(String, Solved)>, Failure> {
    let game = replay(&req.start, &req.moves, req.repetition)?;
    Ok(strategy.solved(game.position()).map(|(value, mv)| {
        let verdict = match value {
            Value::Win(n) => Solved::Win(n),
            Value::Draw => Solved::Draw,
            Value::Loss(n) => Solved::Loss(n),
        };
        (mv.to_string(), verdict)
    }))
}

/// Serves `req` once the strategy is there: its move at [`PERFECT`], else a search with the
/// engine (made when first needed) at [`FALLBACK_LEVEL`] or the level asked for.
pub fn serve_with(
    strategy: Option<&Strategy>,
    engine: &mut Option<Engine>,
    req: &Request,
    now: impl FnMut() -> f64,
    mut post: impl FnMut(Reply),
) {
    if req.level >= PERFECT
        && let Some(strategy) = strategy
    {
        match strategy_answer(strategy, req) {
            Err(failure) => {
                return post(Reply::Error {
                    id: req.id,
                    failure,
                });
            }
            Ok(Some((best, verdict))) => {
                return post(Reply::Best {
                    id: req.id,
                    best: Some(best),
                    score: Assessment::Solved(verdict),
                    depth: 0,
                });
            }
            Ok(None) => {}
        }
    }
    if req.level == VERDICT {
        return post(Reply::Best {
            id: req.id,
            best: None,
            score: Assessment::Unknown,
            depth: 0,
        });
    }
    let engine = engine.get_or_insert_with(|| Engine::new(TT_MEGABYTES));
    let req = Request {
        level: req.level.min(FALLBACK_LEVEL),
        ..req.clone()
    };
    serve(engine, &req, now, post);
}

/// Reads the strategy's bytes (after gzip), or says what is wrong with them.
pub fn read_strategy(bytes: &[u8]) -> Result<Strategy, Failure> {
    let strategy = Strategy::from_bytes(bytes).map_err(|_| Failure::Damaged)?;
    if strategy.variant() != super::SOLVED {
        return Err(Failure::WrongGame {
            variant: strategy.variant(),
        });
    }
    Ok(strategy)
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use super::{MAX_DOWNLOAD, STRATEGY_BYTES, STRATEGY_URL, read_strategy, serve_with};
    use crate::app::fetch::{kept, kept_cache};
    use crate::engine::PERFECT;
    use crate::engine::protocol::{Failure, Reply, Request};
    use camelot_ai::Engine;
    use camelot_solve::Strategy;
    use js_sys::{Reflect, Uint8Array};
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::prelude::{Closure, wasm_bindgen};
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::{JsFuture, spawn_local};
    use web_sys::{
        DedicatedWorkerGlobalScope, MessageEvent, ReadableStream, ReadableStreamDefaultReader,
        ReadableWritablePair, Response, WritableStream,
    };

    // The browser's gzip decompressor. web-sys has it only behind `web_sys_unstable_apis`,
    // a flag for the whole build; these three bindings are all this worker needs.
    #[wasm_bindgen]
    extern "C" {
        type DecompressionStream;
        #[wasm_bindgen(constructor, catch)]
        fn new(format: &str) -> Result<DecompressionStream, JsValue>;
        #[wasm_bindgen(method, getter)]
        fn readable(this: &DecompressionStream) -> ReadableStream;
        #[wasm_bindgen(method, getter)]
        fn writable(this: &DecompressionStream) -> WritableStream;
    }

    /// Where the strategy is.
    enum Load {
        /// Not asked for yet, or the last try failed.
        Idle,
        /// On its way; the request waiting for it (the latest).
        Loading(Request),
        /// Read and checked.
        Ready(Rc<Strategy>),
    }

    struct Worker {
        scope: DedicatedWorkerGlobalScope,
        load: Load,
        engine: Option<Engine>,
    }

    type Shared = Rc<RefCell<Worker>>;

    fn post(scope: &DedicatedWorkerGlobalScope, reply: Reply) {
        let _ = scope.post_message(&reply.to_text().into());
    }

    fn serve(worker: &Shared, req: &Request) {
        let Ok(mut w) = worker.try_borrow_mut() else {
            return;
        };
        let strategy = match &w.load {
            Load::Ready(s) => Some(Rc::clone(s)),
            _ => None,
        };
        let scope = w.scope.clone();
        let perf = scope.performance();
        let now = move || perf.as_ref().map_or_else(js_sys::Date::now, |p| p.now());
        serve_with(strategy.as_deref(), &mut w.engine, req, now, |r| {
            post(&scope, r);
        });
    }

    fn on_request(worker: &Shared, req: Request) {
        let start = {
            let Ok(mut w) = worker.try_borrow_mut() else {
                return;
            };
            match (&w.load, req.level >= PERFECT) {
                (Load::Loading(_), true) => {
                    w.load = Load::Loading(req);
                    return;
                }
                (Load::Idle, true) => {
                    w.load = Load::Loading(req.clone());
                    true
                }
                _ => false,
            }
        };
        if !start {
            return serve(worker, &req);
        }
        let worker = Rc::clone(worker);
        spawn_local(async move {
            let scope = match worker.try_borrow() {
                Ok(w) => w.scope.clone(),
                Err(_) => return,
            };
            let id = req.id;
            let progress = |got: u64, total: u64| post(&scope, Reply::Loading { id, got, total });
            let loaded = fetch_strategy(&scope, &progress).await;
            let waiting = {
                let Ok(mut w) = worker.try_borrow_mut() else {
                    return;
                };
                let waiting = match std::mem::replace(&mut w.load, Load::Idle) {
                    Load::Loading(r) => r,
                    _ => req,
                };
                if let Ok(s) = &loaded {
                    w.load = Load::Ready(Rc::clone(s));
                }
                waiting
            };
            match loaded {
                Ok(_) => serve(&worker, &waiting),
                Err(failure) => post(
                    &scope,
                    Reply::Error {
                        id: waiting.id,
                        failure,
                    },
                ),
            }
        });
    }

    /// The kept copy's bytes, if any.
    async fn kept_bytes() -> Option<Vec<u8>> {
        let response = kept(STRATEGY_URL).await?;
        let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
        Some(Uint8Array::new(&buffer).to_vec())
    }

    /// The file from the network, `progress` told as it comes.
    async fn download(
        scope: &DedicatedWorkerGlobalScope,
        progress: &dyn Fn(u64, u64),
    ) -> Result<Vec<u8>, Failure> {
        let response: Response = JsFuture::from(scope.fetch_with_str(STRATEGY_URL))
            .await
            .map_err(|_| Failure::NoConnection)?
            .dyn_into()
            .map_err(|_| Failure::NotDownloaded)?;
        if !response.ok() {
            return Err(Failure::Status {
                status: response.status(),
            });
        }
        let total: u64 = response
            .headers()
            .get("content-length")
            .ok()
            .flatten()
            .and_then(|t| t.parse().ok())
            .unwrap_or(STRATEGY_BYTES);
        let body = response.body().ok_or(Failure::EmptyAnswer)?;
        let reader: ReadableStreamDefaultReader = body.get_reader().unchecked_into();
        let mut bytes = Vec::with_capacity((total as usize).min(MAX_DOWNLOAD));
        let mut told = 0;
        loop {
            let chunk = JsFuture::from(reader.read())
                .await
                .map_err(|_| Failure::BrokeOff)?;
            let done = Reflect::get(&chunk, &JsValue::from_str("done"))
                .ok()
                .and_then(|d| d.as_bool())
                .unwrap_or(true);
            if done {
                break;
            }
            let Ok(value) = Reflect::get(&chunk, &JsValue::from_str("value")) else {
                break;
            };
            let Ok(part) = value.dyn_into::<Uint8Array>() else {
                break;
            };
            let at = bytes.len();
            bytes.resize(at + part.length() as usize, 0);
            part.copy_to(&mut bytes[at..]);
            if bytes.len() > MAX_DOWNLOAD {
                return Err(Failure::TooLarge);
            }
            // Told every 64 KB: a few dozen messages for the whole file.
            if bytes.len() - told >= 64 << 10 {
                told = bytes.len();
                progress(told as u64, total);
            }
        }
        progress(bytes.len() as u64, total.max(bytes.len() as u64));
        Ok(bytes)
    }

    /// The bytes inside gzip, by the browser's own decompressor.
    async fn gunzip(data: &[u8]) -> Result<Vec<u8>, Failure> {
        let damaged = || Failure::Damaged;
        let array = Uint8Array::from(data);
        let packed = Response::new_with_opt_buffer_source(Some(&array)).map_err(|_| damaged())?;
        let stream = DecompressionStream::new("gzip").map_err(|_| Failure::NoDecompression)?;
        let pair = ReadableWritablePair::new(&stream.readable(), &stream.writable());
        let body = packed.body().ok_or_else(damaged)?;
        let unpacked = Response::new_with_opt_readable_stream(Some(&body.pipe_through(&pair)))
            .map_err(|_| damaged())?;
        let buffer = JsFuture::from(unpacked.array_buffer().map_err(|_| damaged())?)
            .await
            .map_err(|_| damaged())?;
        Ok(Uint8Array::new(&buffer).to_vec())
    }

    /// The strategy: the kept copy, else downloaded and kept. A kept copy that does not read
    /// is thrown away and downloaded again.
    async fn fetch_strategy(
        scope: &DedicatedWorkerGlobalScope,
        progress: &dyn Fn(u64, u64),
    ) -> Result<Rc<Strategy>, Failure> {
        let cache = kept_cache().await;
        if let Some(cache) = &cache
            && let Some(bytes) = kept_bytes().await
        {
            match gunzip(&bytes).await.and_then(|raw| read_strategy(&raw)) {
                Ok(s) => return Ok(Rc::new(s)),
                Err(_) => {
                    let _ = JsFuture::from(cache.delete_with_str(STRATEGY_URL)).await;
                }
            }
        }
        let bytes = download(scope, progress).await?;
        let strategy = read_strategy(&gunzip(&bytes).await?)?;
        if let Some(cache) = &cache {
            let array = Uint8Array::from(&bytes[..]);
            if let Ok(copy) = Response::new_with_opt_buffer_source(Some(&array)) {
                let _ = JsFuture::from(cache.put_with_str(STRATEGY_URL, &copy)).await;
            }
        }
        Ok(Rc::new(strategy))
    }

    /// Starts the Perfect worker: listens for requests, then says it is ready.
    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let worker: Shared = Rc::new(RefCell::new(Worker {
            scope: scope.clone(),
            load: Load::Idle,
            engine: None,
        }));
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
            if let Some(req) = e.data().as_string().and_then(|t| Request::from_text(&t)) {
                on_request(&worker, req);
            }
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        post(&scope, Reply::Ready);
    }
}

#[cfg(target_arch = "wasm32")]
pub use browser::start;

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::{Position, Variant};

    fn request(level: u8, moves: &[&str]) -> Request {
        Request {
            id: 7,
            start: Position::start_of(Variant::Camette).to_string(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level,
            seed: 1,
            repetition: true,
        }
    }

    fn served(strategy: Option<&Strategy>, req: &Request) -> Vec<Reply> {
        let mut replies = Vec::new();
        let mut clock = 0.0;
        let mut engine = None;
        serve_with(
            strategy,
            &mut engine,
            req,
            || {
                clock += 1.0;
                clock
            },
            |r| replies.push(r),
        );
        replies
    }

    #[test]
    fn where_the_strategy_has_no_move_the_engine_plays_a_legal_one() {
        let empty = Strategy::new(Variant::Camette, 8, Vec::new()).expect("an empty strategy");
        let replies = served(Some(&empty), &request(PERFECT, &["B3-B2"]));
        let Some(Reply::Best {
            id: 7,
            best: Some(best),
            score,
            ..
        }) = replies.last()
        else {
            panic!("a move: {replies:?}");
        };
        assert!(
            matches!(score, Assessment::Engine(_)),
            "the engine's, not the strategy's: {score:?}"
        );
        let mut game = camelot_core::Game::new(Position::start_of(Variant::Camette));
        game.play_text("B3-B2").expect("legal");
        assert!(game.play_text(best).is_ok(), "{best} is legal for Black");
    }

    #[test]
    fn a_verdict_request_never_searches() {
        let empty = Strategy::new(Variant::Camette, 8, Vec::new()).expect("an empty strategy");
        let replies = served(Some(&empty), &request(VERDICT, &["B3-B2"]));
        assert!(
            matches!(
                replies.as_slice(),
                [Reply::Best {
                    id: 7,
                    best: None,
                    score: Assessment::Unknown,
                    ..
                }]
            ),
            "{replies:?}"
        );
    }

    #[test]
    fn bad_requests_and_bad_files_are_errors_not_panics() {
        let empty = Strategy::new(Variant::Camette, 8, Vec::new()).expect("an empty strategy");
        let replies = served(Some(&empty), &request(PERFECT, &["Z9-Z8"]));
        assert_eq!(
            replies,
            [Reply::Error {
                id: 7,
                failure: Failure::BadMove {
                    text: "Z9-Z8".into()
                }
            }]
        );
        for bytes in [
            &b""[..],
            b"CAMSTRAT",
            b"not a strategy at all, nothing like it",
        ] {
            let err = read_strategy(bytes).expect_err("refused");
            assert_eq!(err, Failure::Damaged);
        }
        let camelot = Strategy::new(Variant::Cam, 3, Vec::new()).expect("a Cam strategy");
        let err = read_strategy(&camelot.to_bytes()).expect_err("another game");
        assert_eq!(
            err,
            Failure::WrongGame {
                variant: Variant::Cam
            }
        );
    }

    #[test]
    fn the_shipped_file_is_the_size_the_progress_bar_expects() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../www/solved/camette-v2.strategy.gz"
        );
        let len = std::fs::metadata(path)
            .map(|m| m.len())
            .expect("the shipped file");
        assert_eq!(len, STRATEGY_BYTES);
    }

    #[test]
    fn an_empty_strategy_reads_back_and_has_no_move() {
        let empty = Strategy::new(Variant::Camette, 8, Vec::new()).expect("an empty strategy");
        let back = read_strategy(&empty.to_bytes()).expect("reads back");
        assert_eq!(back.len(), 0);
        assert_eq!(
            strategy_answer(&back, &request(PERFECT, &[])),
            Ok(None),
            "no move where it has none"
        );
    }
}
