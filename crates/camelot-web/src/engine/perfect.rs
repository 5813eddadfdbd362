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
//! For the analysis board the worker also answers verdicts ([`VERDICT`],
//! [`FULL_VERDICT`](super::FULL_VERDICT)): from the strategy where it knows the position, else
//! from a win/draw/loss table (`camelot solve --export-wdl`: every position's value without its
//! distance). Camette's (9.8 MB gzipped) is downloaded only when the player asks for it (a
//! `FULL_VERDICT` request) and kept like the strategy, a [`VERDICT`] request using it when it is
//! kept; Camelot's endings' (0.2 MB) comes with the first request about such an ending.
//!
//! The game's own worker stays as it was: a player who never chooses Perfect never downloads
//! any of this.

use super::protocol::{Assessment, Failure, Reply, Request, Solved};
use super::worker::{TT_MEGABYTES, replay, serve};
use super::{PERFECT, VERDICT};
use camelot_ai::Engine;
use camelot_core::{Position, Variant};
use camelot_solve::{Strategy, Value, Wdl, WdlTable};

/// Path of the Perfect worker's script, relative to the page.
pub const PERFECT_URL: &str = "./perfect-worker.js";

/// The strategy file (gzip), relative to the worker's script; the name carries the format
/// version, so a new file never meets an old kept copy.
pub const STRATEGY_URL: &str = "./solved/camette-v2.strategy.gz";

/// The file's size in bytes, for the progress bar when the server does not say it (no
/// `Content-Length`); a test checks it against the file.
pub const STRATEGY_BYTES: u64 = 3_463_700;

/// Camette's win/draw/loss table (gzip), relative to the worker's script; the name carries the
/// format version.
pub const WDL_URL: &str = "./solved/camette-v1.wdl.gz";

/// The win/draw/loss table's size in bytes (the progress bar's total when the server does not
/// say it, and the size the analysis board offers); a test checks it against the file.
pub const WDL_BYTES: u64 = 9_815_796;

/// A win/draw/loss table the worker can fetch for the analysis board's verdicts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableFile {
    /// The game.
    pub variant: Variant,
    /// Where it is, relative to the worker's script (the name carries the format version).
    pub url: &'static str,
    /// Its size in bytes (a test checks it against the file).
    pub bytes: u64,
    /// Downloaded only when the player asks (Camette's 9.8 MB); a small file comes when the
    /// board first shows a position it covers.
    pub ask_first: bool,
}

/// The win/draw/loss tables: Camette's whole game, and Camelot's endings with up to
/// [`ENDING_PIECES`] pieces (0.2 MB).
pub const TABLES: [TableFile; 2] = [
    TableFile {
        variant: Variant::Camette,
        url: WDL_URL,
        bytes: WDL_BYTES,
        ask_first: true,
    },
    TableFile {
        variant: Variant::Camelot,
        url: "./solved/camelot3-v1.wdl.gz",
        bytes: 197_494,
        ask_first: false,
    },
];

/// The most pieces of a Camelot ending the table solves.
pub const ENDING_PIECES: usize = 3;

/// The place in [`TABLES`] of `variant`'s table, if it has one.
pub fn table_of(variant: Variant) -> Option<usize> {
    TABLES.iter().position(|t| t.variant == variant)
}

/// Whether the solved game knows `pos`'s value (the analysis board then asks the Perfect
/// worker): every Camette position, and Camelot's with at most [`ENDING_PIECES`] pieces.
pub fn solvable(pos: &Position) -> bool {
    match pos.variant() {
        super::SOLVED => true,
        Variant::Camelot => {
            pos.board().count(camelot_core::Color::White)
                + pos.board().count(camelot_core::Color::Black)
                <= ENDING_PIECES
        }
        _ => false,
    }
}

/// The game a request is about (its start's), if the start reads.
pub fn variant_of(req: &Request) -> Option<Variant> {
    req.start.parse::<Position>().ok().map(|p| p.variant())
}

/// The level the engine plays where the strategy has no move.
pub const FALLBACK_LEVEL: u8 = 8;

#[cfg(target_arch = "wasm32")]
/// Refuses a download past this size (the files are about 3.5 and 10 MB; a server gone wrong
/// must not fill the worker's memory).
const MAX_DOWNLOAD: usize = 32 << 20;

/// The solved game's move for the position `req` asks about, with its verdict for the
/// player making it: `Ok(None)` where the strategy does not know it (see
/// [`Strategy::solved`]).
pub fn strategy_answer(strategy: &Strategy, req: &Request) -> Answer {
    let game = replay(&req.start, &req.moves, req.repetition)?;
    Ok(strategy.solved(game.position()).map(|(value, mv)| {
        let verdict = match value {
            Value::Win(n) => Solved::Win(Some(n)),
            Value::Draw => Solved::Draw,
            Value::Loss(n) => Solved::Loss(Some(n)),
        };
        (Some(mv.to_string()), verdict)
    }))
}

/// What the solved game says of a request's position: a move (if one is named) and the
/// verdict; `Ok(None)` where the file does not know the position.
pub type Answer = Result<Option<(Option<String>, Solved)>, Failure>;

/// Posts `answer` as `req`'s reply, if it says something; `false` when the file did not know
/// the position.
fn post_answer(req: &Request, answer: Answer, post: &mut impl FnMut(Reply)) -> bool {
    match answer {
        Err(failure) => post(Reply::Error {
            id: req.id,
            failure,
        }),
        Ok(Some((best, verdict))) => post(Reply::Best {
            id: req.id,
            best,
            score: Assessment::Solved(verdict),
            depth: 0,
        }),
        Ok(None) => return false,
    }
    true
}

/// The win/draw/loss table's verdict of the position `req` asks about, with a move that keeps
/// it (none where every move loses: which lasts longest is not in the table); `Ok(None)` where
/// the table does not cover the position.
pub fn wdl_answer(table: &WdlTable, req: &Request) -> Answer {
    let game = replay(&req.start, &req.moves, req.repetition)?;
    let pos = game.position();
    let Ok(moves) = table.moves(pos) else {
        return Ok(None);
    };
    let Some(value) = moves.iter().map(|m| m.1).max() else {
        return Ok(None);
    };
    let keeps = moves
        .iter()
        .find(|m| m.1 == value && value != Wdl::Loss)
        .map(|m| m.0.to_string());
    let verdict = match value {
        Wdl::Win => Solved::Win(None),
        Wdl::Draw => Solved::Draw,
        Wdl::Loss => Solved::Loss(None),
    };
    Ok(Some((keeps, verdict)))
}

/// Whether `req` is a verdict the strategy does not give, so that the win/draw/loss table
/// would.
pub fn wants_table(strategy: Option<&Strategy>, req: &Request) -> bool {
    req.level >= VERDICT && strategy.is_none_or(|s| matches!(strategy_answer(s, req), Ok(None)))
}

/// Serves `req` once the strategy is there: its move at [`PERFECT`] and above; a verdict
/// ([`VERDICT`], [`FULL_VERDICT`](super::FULL_VERDICT)) the strategy does not know from the
/// win/draw/loss table if there, else unknown; otherwise a search with the engine (made when
/// first needed) at [`FALLBACK_LEVEL`] or the level asked for.
pub fn serve_with(
    strategy: Option<&Strategy>,
    table: Option<&WdlTable>,
    engine: &mut Option<Engine>,
    req: &Request,
    now: impl FnMut() -> f64,
    mut post: impl FnMut(Reply),
) {
    if req.level >= PERFECT
        && let Some(strategy) = strategy
        && post_answer(req, strategy_answer(strategy, req), &mut post)
    {
        return;
    }
    if req.level >= VERDICT {
        if let Some(table) = table
            && post_answer(req, wdl_answer(table, req), &mut post)
        {
            return;
        }
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

/// Reads `variant`'s win/draw/loss table from its bytes (after gzip), or says what is wrong
/// with them.
pub fn read_wdl(bytes: Vec<u8>, variant: Variant) -> Result<WdlTable, Failure> {
    let table = WdlTable::from_bytes(bytes).map_err(|_| Failure::Damaged)?;
    if table.variant() != variant {
        return Err(Failure::WrongGame {
            variant: table.variant(),
        });
    }
    Ok(table)
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
    use super::{
        MAX_DOWNLOAD, STRATEGY_BYTES, STRATEGY_URL, TABLES, read_strategy, read_wdl, serve_with,
        table_of, variant_of, wants_table,
    };
    use crate::app::fetch::{kept, kept_cache};
    use crate::engine::protocol::{Failure, Reply, Request};
    use crate::engine::{FULL_VERDICT, PERFECT, SOLVED};
    use camelot_ai::Engine;
    use camelot_solve::{Strategy, WdlTable};
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

    /// Where a file is: the strategy, or the win/draw/loss table.
    enum Load<T> {
        /// Not asked for yet (the table: not even looked for among the kept files).
        Idle,
        /// On its way; the request waiting for it (the latest).
        Loading(Request),
        /// Read and checked.
        Ready(Rc<T>),
        /// The table only: not kept, and not downloaded (no request asked for it yet), or the
        /// last download failed.
        Absent,
    }

    impl<T> Load<T> {
        fn ready(&self) -> Option<Rc<T>> {
            match self {
                Load::Ready(t) => Some(Rc::clone(t)),
                _ => None,
            }
        }
    }

    struct Worker {
        scope: DedicatedWorkerGlobalScope,
        strategy: Load<Strategy>,
        /// Each of [`TABLES`].
        tables: [Load<WdlTable>; TABLES.len()],
        engine: Option<Engine>,
    }

    type Shared = Rc<RefCell<Worker>>;

    fn post(scope: &DedicatedWorkerGlobalScope, reply: Reply) {
        let _ = scope.post_message(&reply.to_text().into());
    }

    /// Answers `req` with what is there, or first fetches the game's win/draw/loss table when
    /// the verdict needs it: looked for among the kept files once, downloaded when a
    /// [`FULL_VERDICT`] request asks (or at once, for a small file).
    fn serve(worker: &Shared, req: &Request) {
        let Ok(mut w) = worker.try_borrow_mut() else {
            return;
        };
        let strategy = w.strategy.ready();
        let k = variant_of(req).and_then(table_of);
        if let Some(k) = k {
            // What the table's state asks for, before the (replaying) question whether this
            // request needs the table at all: a table in hand costs nothing more.
            let full = req.level >= FULL_VERDICT || !TABLES[k].ask_first;
            let fetch = match &w.tables[k] {
                Load::Idle => Some(Some(full)),
                Load::Absent if full => Some(Some(true)),
                Load::Loading(_) => Some(None),
                _ => None,
            };
            if let Some(download) = fetch
                && wants_table(strategy.as_deref(), req)
            {
                w.tables[k] = Load::Loading(req.clone());
                drop(w);
                if let Some(download) = download {
                    fetch_table(worker, k, req.id, download);
                }
                return;
            }
        }
        let table = k.and_then(|k| w.tables[k].ready());
        let scope = w.scope.clone();
        let perf = scope.performance();
        let now = move || perf.as_ref().map_or_else(js_sys::Date::now, |p| p.now());
        serve_with(
            strategy.as_deref(),
            table.as_deref(),
            &mut w.engine,
            req,
            now,
            |r| post(&scope, r),
        );
    }

    /// Fetches table `k` of [`TABLES`] (the kept copy; downloaded too when `download`), then
    /// serves the request waiting for it.
    fn fetch_table(worker: &Shared, k: usize, id: u64, download: bool) {
        let worker = Rc::clone(worker);
        spawn_local(async move {
            let scope = match worker.try_borrow() {
                Ok(w) => w.scope.clone(),
                Err(_) => return,
            };
            let progress = |got: u64, total: u64| post(&scope, Reply::Loading { id, got, total });
            let t = TABLES[k];
            let file = File {
                url: t.url,
                bytes: t.bytes,
            };
            let read = |raw: Vec<u8>| read_wdl(raw, t.variant);
            let loaded = file.fetch(&scope, download, &progress, read).await;
            let Some(waiting) = settle(&worker, |w| &mut w.tables[k], &loaded) else {
                return;
            };
            resume(&worker, &scope, &waiting, loaded.err());
        });
    }

    /// Serves the request that waited for a file, or says why the file could not be had.
    fn resume(
        worker: &Shared,
        scope: &DedicatedWorkerGlobalScope,
        waiting: &Request,
        failure: Option<Failure>,
    ) {
        match failure {
            None => serve(worker, waiting),
            Some(failure) => post(
                scope,
                Reply::Error {
                    id: waiting.id,
                    failure,
                },
            ),
        }
    }

    /// Records what a fetch gave (ready, or absent) and returns the request waiting for it.
    fn settle<T>(
        worker: &Shared,
        load: impl Fn(&mut Worker) -> &mut Load<T>,
        loaded: &Result<Option<Rc<T>>, Failure>,
    ) -> Option<Request> {
        let mut w = worker.try_borrow_mut().ok()?;
        let slot = load(&mut w);
        let waiting = match std::mem::replace(slot, Load::Absent) {
            Load::Loading(r) => r,
            _ => return None,
        };
        *slot = match loaded {
            Ok(Some(t)) => Load::Ready(Rc::clone(t)),
            _ => Load::Absent,
        };
        Some(waiting)
    }

    fn on_request(worker: &Shared, req: Request) {
        let start = {
            let Ok(mut w) = worker.try_borrow_mut() else {
                return;
            };
            // The strategy is Camette's: a verdict of another game does not need it.
            let wants = req.level >= PERFECT && variant_of(&req) == Some(SOLVED);
            match (&w.strategy, wants) {
                (Load::Loading(_), true) => {
                    w.strategy = Load::Loading(req);
                    return;
                }
                (Load::Idle | Load::Absent, true) => {
                    w.strategy = Load::Loading(req.clone());
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
            let file = File {
                url: STRATEGY_URL,
                bytes: STRATEGY_BYTES,
            };
            let read = |raw: Vec<u8>| read_strategy(&raw);
            let loaded = file.fetch(&scope, true, &progress, read).await;
            // Absent after a failure: the next request tries again.
            let waiting = settle(&worker, |w| &mut w.strategy, &loaded).unwrap_or(req);
            resume(&worker, &scope, &waiting, loaded.err());
        });
    }

    /// A gzipped file the worker fetches and keeps in Cache Storage.
    struct File {
        url: &'static str,
        /// Its size, for the progress bar when the server does not say it.
        bytes: u64,
    }

    impl File {
        /// The kept copy's bytes, if any.
        async fn kept_bytes(&self) -> Option<Vec<u8>> {
            let response = kept(self.url).await?;
            let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
            Some(Uint8Array::new(&buffer).to_vec())
        }

        /// The file from the network, `progress` told as it comes.
        async fn download(
            &self,
            scope: &DedicatedWorkerGlobalScope,
            progress: &dyn Fn(u64, u64),
        ) -> Result<Vec<u8>, Failure> {
            let response: Response = JsFuture::from(scope.fetch_with_str(self.url))
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
                .unwrap_or(self.bytes);
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
                // Told every 64 KB: a few dozen messages a megabyte.
                if bytes.len() - told >= 64 << 10 {
                    told = bytes.len();
                    progress(told as u64, total);
                }
            }
            progress(bytes.len() as u64, total.max(bytes.len() as u64));
            Ok(bytes)
        }

        /// The file read by `read`: the kept copy, else (when `download`) downloaded and
        /// kept; `Ok(None)` when it is not kept and not to be downloaded. A kept copy that
        /// does not read is thrown away.
        async fn fetch<T>(
            &self,
            scope: &DedicatedWorkerGlobalScope,
            download: bool,
            progress: &dyn Fn(u64, u64),
            read: impl Fn(Vec<u8>) -> Result<T, Failure>,
        ) -> Result<Option<Rc<T>>, Failure> {
            let cache = kept_cache().await;
            if let Some(cache) = &cache
                && let Some(bytes) = self.kept_bytes().await
            {
                match gunzip(&bytes).await.and_then(&read) {
                    Ok(t) => return Ok(Some(Rc::new(t))),
                    Err(_) => {
                        let _ = JsFuture::from(cache.delete_with_str(self.url)).await;
                    }
                }
            }
            if !download {
                return Ok(None);
            }
            let bytes = self.download(scope, progress).await?;
            let t = read(gunzip(&bytes).await?)?;
            if let Some(cache) = &cache {
                let array = Uint8Array::from(&bytes[..]);
                if let Ok(copy) = Response::new_with_opt_buffer_source(Some(&array)) {
                    let _ = JsFuture::from(cache.put_with_str(self.url, &copy)).await;
                }
            }
            Ok(Some(Rc::new(t)))
        }
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

    /// Starts the Perfect worker: listens for requests, then says it is ready.
    pub fn start() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let worker: Shared = Rc::new(RefCell::new(Worker {
            scope: scope.clone(),
            strategy: Load::Idle,
            tables: std::array::from_fn(|_| Load::Idle),
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
            None,
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

    /// Camette's win/draw/loss table for up to three pieces, solved here.
    fn small_wdl() -> WdlTable {
        use camelot_solve::{Board, Catalog, Table, solve, write_table, write_wdl};
        let board = Board::<u32>::of_variant(Variant::Camette).expect("Camette's board");
        let sol = solve(
            Catalog::new(board, 3).expect("a catalog"),
            1,
            &mut |_, _| {},
        )
        .expect("solved");
        let mut bytes = Vec::new();
        write_table(&sol, &mut bytes).expect("a table");
        let table = Table::from_bytes(&bytes).expect("reads");
        let mut wdl = Vec::new();
        write_wdl(&table, 1, &mut wdl, &mut |_| {}).expect("a win/draw/loss table");
        read_wdl(wdl, Variant::Camette).expect("reads")
    }

    /// The move the table's answer names at `start`.
    fn best_move(table: &WdlTable, start: &str) -> String {
        let req = Request {
            start: start.into(),
            ..request(VERDICT, &[])
        };
        match wdl_answer(table, &req) {
            Ok(Some((Some(m), _))) => m,
            other => panic!("a move: {other:?}"),
        }
    }

    #[test]
    fn the_table_gives_verdicts_the_strategy_does_not_know() {
        let empty = Strategy::new(Variant::Camette, 8, Vec::new()).expect("an empty strategy");
        let table = small_wdl();
        // White wins (in 9 plies; the table does not say so): the move named keeps the win.
        let start = "camette 1/3/2m2/5/5/1M1/1 w 0 0 1";
        for level in [VERDICT, crate::engine::FULL_VERDICT] {
            let req = Request {
                start: start.into(),
                level,
                ..request(level, &[])
            };
            let mut replies = Vec::new();
            serve_with(
                Some(&empty),
                Some(&table),
                &mut None,
                &req,
                || 0.0,
                |r| replies.push(r),
            );
            let [
                Reply::Best {
                    best: Some(best),
                    score: Assessment::Solved(Solved::Win(None)),
                    ..
                },
            ] = replies.as_slice()
            else {
                panic!("a winning move: {replies:?}");
            };
            let mut game = camelot_core::Game::new(start.parse().expect("a position"));
            game.play_text(best).expect("legal");
            assert_eq!(
                table.probe(game.position()),
                Ok(Wdl::Loss),
                "{best} keeps the win"
            );
        }
        // After it Black loses: no move is named.
        let lost = Request {
            start: start.into(),
            ..request(VERDICT, &[best_move(&table, start).as_str()])
        };
        assert_eq!(
            wdl_answer(&table, &lost),
            Ok(Some((None, Solved::Loss(None))))
        );
        // Eight pieces are beyond this table: unknown, never a search.
        let mut replies = Vec::new();
        serve_with(
            Some(&empty),
            Some(&table),
            &mut None,
            &request(VERDICT, &[]),
            || 0.0,
            |r| replies.push(r),
        );
        assert!(
            matches!(
                replies.as_slice(),
                [Reply::Best {
                    best: None,
                    score: Assessment::Unknown,
                    ..
                }]
            ),
            "{replies:?}"
        );
        assert!(wants_table(Some(&empty), &request(VERDICT, &[])));
        assert!(!wants_table(Some(&empty), &request(PERFECT, &[])));
    }

    #[test]
    fn the_shipped_tables_are_the_sizes_said() {
        for t in TABLES {
            let path = format!(
                "{}/../../www/{}",
                env!("CARGO_MANIFEST_DIR"),
                t.url.trim_start_matches("./")
            );
            let len = std::fs::metadata(&path)
                .map(|m| m.len())
                .expect("the shipped file");
            assert_eq!(len, t.bytes, "{path}");
        }
        assert_eq!(TABLES[0].url, WDL_URL);
    }

    #[test]
    fn camette_and_camelot_endings_are_solvable() {
        assert!(solvable(&Position::start_of(Variant::Camette)));
        assert!(!solvable(&Position::start_of(Variant::Camelot)));
        let ending: Position = "2/8/10/12/12/12/12/12/12/12/12/12/5m6/10/3M4/M1 w 0 0 1"
            .parse()
            .expect("a Camelot ending");
        assert!(solvable(&ending));
        assert_eq!(table_of(Variant::Camelot), Some(1));
        assert_eq!(table_of(Variant::Cam), None);
        assert!(!solvable(&Position::start_of(Variant::Cam)));
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
