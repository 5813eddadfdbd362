//! Messages between the app and the AI worker, as short text.
//!
//! Every request has an id; the app keeps only the latest and drops replies with other ids.
//! Positions and moves travel as text (position text, WCF move text), so the worker rebuilds
//! the game, with its repetition history, from the start position and the moves.
//!
//! A message is its kind on the first line, then one `key=value` line per field; values have
//! `\` and line breaks escaped. Hand-written rather than JSON: the two sides are this one file,
//! and it keeps a JSON library out of the worker's and the game page's first load.
//!
//! Nothing travels as a sentence, so that each page says it in its own language
//! (`engine/words.rs`): scores are raw [`camelot_ai::Score`] values from White's point of view,
//! and a request that cannot be served gets an error reply carrying a [`Failure`], what went
//! wrong and its data.

use camelot_core::Variant;
use std::fmt::Write as _;

/// A search request from the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// Request id; replies carry it back.
    pub id: u64,
    /// Position text of the game's start.
    pub start: String,
    /// The moves played since, in WCF notation.
    pub moves: Vec<String>,
    /// Playing level 1..=8 (sets the time limit and strength).
    pub level: u8,
    /// Seed for the level's randomness.
    pub seed: u64,
    /// Whether a position occurring a third time draws (the game's house rule): the engine
    /// then scores a repetition as a draw, and otherwise not.
    pub repetition: bool,
}

/// A message from the worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// The worker has started and can take requests.
    Ready,
    /// A finished search iteration.
    Info {
        /// The request this belongs to.
        id: u64,
        /// Depth completed.
        depth: u32,
        /// Raw score from White's point of view.
        score: i32,
        /// Nodes searched so far.
        nodes: u64,
    },
    /// The search is over.
    Best {
        /// The request this answers.
        id: u64,
        /// The move to play, in WCF notation; none when there is no legal move.
        best: Option<String>,
        /// What the worker says of the position.
        score: Assessment,
        /// Depth completed.
        depth: u32,
    },
    /// The worker is downloading what it needs before it can answer (the Perfect opponent's
    /// solved game): bytes received so far, of `total` (0 when the size is unknown).
    Loading {
        /// The request this belongs to.
        id: u64,
        /// Bytes received.
        got: u64,
        /// Bytes in all, or 0 when unknown.
        total: u64,
    },
    /// The request could not be served.
    Error {
        /// The request this answers.
        id: u64,
        /// What went wrong.
        failure: Failure,
    },
}

/// Why a request could not be served: by the worker (bad text in the request, the Perfect
/// worker's solved game not to be had) or by the page's client (the worker itself failed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The start position's text is not a position. (The reason is not carried: camelot-core's
    /// errors do not travel as text, and the page sends only positions it has checked.)
    BadStart,
    /// A move of the request cannot be played where it stands.
    BadMove {
        /// The move's text as the request gave it.
        text: String,
    },
    /// The solved game's file does not read (checksums, format, or its gzip).
    Damaged,
    /// The solved game's file is another game's.
    WrongGame {
        /// The game it is of.
        variant: Variant,
    },
    /// The solved game could not be downloaded: no connection.
    NoConnection,
    /// The solved game could not be downloaded, for no reason the browser gave.
    NotDownloaded,
    /// The site answered the download with an HTTP error.
    Status {
        /// The HTTP status.
        status: u16,
    },
    /// The site's answer had no body.
    EmptyAnswer,
    /// The download stopped before its end.
    BrokeOff,
    /// The download grew past any size the file can have.
    TooLarge,
    /// The browser has no gzip decompressor (`DecompressionStream`).
    NoDecompression,
    /// The page could not start the worker.
    NotStarted,
    /// The worker died (a panic ends its wasm).
    Stopped {
        /// The browser's technical message (its `ErrorEvent`), when it gave one.
        detail: Option<String>,
    },
    /// The worker refused the message posted to it.
    NotAccepted,
}

impl Failure {
    /// The failure's kind as message text, and its data fields.
    fn fields(&self) -> Vec<(&'static str, String)> {
        let kind = |k: &str| ("failure", k.to_string());
        match self {
            Failure::BadStart => vec![kind("bad-start")],
            Failure::BadMove { text } => vec![kind("bad-move"), ("move", text.clone())],
            Failure::Damaged => vec![kind("damaged")],
            Failure::WrongGame { variant } => {
                vec![kind("wrong-game"), ("variant", variant.name().to_string())]
            }
            Failure::NoConnection => vec![kind("no-connection")],
            Failure::NotDownloaded => vec![kind("not-downloaded")],
            Failure::Status { status } => vec![kind("status"), ("status", status.to_string())],
            Failure::EmptyAnswer => vec![kind("empty-answer")],
            Failure::BrokeOff => vec![kind("broke-off")],
            Failure::TooLarge => vec![kind("too-large")],
            Failure::NoDecompression => vec![kind("no-decompression")],
            Failure::NotStarted => vec![kind("not-started")],
            Failure::Stopped { detail: None } => vec![kind("stopped")],
            Failure::Stopped {
                detail: Some(detail),
            } => vec![kind("stopped"), ("detail", detail.clone())],
            Failure::NotAccepted => vec![kind("not-accepted")],
        }
    }

    /// The failure of a message's fields; `None` when they name none.
    fn read(m: &Message) -> Option<Failure> {
        Some(match m.get("failure")? {
            "bad-start" => Failure::BadStart,
            "bad-move" => Failure::BadMove {
                text: m.text("move")?,
            },
            "damaged" => Failure::Damaged,
            "wrong-game" => Failure::WrongGame {
                variant: m.get("variant")?.parse().ok()?,
            },
            "no-connection" => Failure::NoConnection,
            "not-downloaded" => Failure::NotDownloaded,
            "status" => Failure::Status {
                status: m.number("status")?,
            },
            "empty-answer" => Failure::EmptyAnswer,
            "broke-off" => Failure::BrokeOff,
            "too-large" => Failure::TooLarge,
            "no-decompression" => Failure::NoDecompression,
            "not-started" => Failure::NotStarted,
            "stopped" => Failure::Stopped {
                detail: m.text("detail"),
            },
            "not-accepted" => Failure::NotAccepted,
            _ => return None,
        })
    }
}

/// An error reply's message text.
fn write_error(id: u64, failure: &Failure) -> String {
    let fields: Vec<(&str, String)> = std::iter::once(("id", id.to_string()))
        .chain(failure.fields())
        .collect();
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    write("error", &fields)
}

/// What a [`Reply::Best`] says of the position: the engine's score, or the Perfect worker's
/// verdict from the solved game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Assessment {
    /// The engine's raw score from White's point of view (as [`AnalysisReply`]'s).
    Engine(i32),
    /// The solved game's verdict of the move, for the player making it.
    Solved(Solved),
    /// A verdict request the solved game cannot answer (the position is not in its file).
    Unknown,
}

impl Assessment {
    /// As a reply's `score`: the raw number, `solved …` ([`Solved::to_text`]) or `unknown`.
    pub fn to_text(self) -> String {
        match self {
            Assessment::Engine(raw) => raw.to_string(),
            Assessment::Solved(v) => v.to_text(),
            Assessment::Unknown => "unknown".into(),
        }
    }

    /// From a reply's `score`; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Assessment> {
        if text == "unknown" {
            return Some(Assessment::Unknown);
        }
        if let Some(v) = Solved::from_text(text) {
            return Some(Assessment::Solved(v));
        }
        text.parse().ok().map(Assessment::Engine)
    }

    /// The solved game's verdict, if this is one.
    pub fn solved(self) -> Option<Solved> {
        match self {
            Assessment::Solved(v) => Some(v),
            Assessment::Engine(_) | Assessment::Unknown => None,
        }
    }
}

/// The solved game's verdict of a move, for the player making it: the Perfect worker sends it
/// as its reply's `score` (`solved win 23`, `solved draw`, `solved loss 12`; distances in
/// plies to the end under perfect play). A verdict from the win/draw/loss table has no
/// distance (`solved win`, `solved loss`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Solved {
    /// The move wins, the game ending in this many plies (when known).
    Win(Option<u16>),
    /// The move holds the draw.
    Draw,
    /// The move loses (the best there is), the game ending in this many plies (when known).
    Loss(Option<u16>),
}

impl Solved {
    /// As a reply's `score`.
    pub fn to_text(self) -> String {
        let with = |word: &str, n: Option<u16>| match n {
            Some(n) => format!("solved {word} {n}"),
            None => format!("solved {word}"),
        };
        match self {
            Solved::Win(n) => with("win", n),
            Solved::Draw => "solved draw".into(),
            Solved::Loss(n) => with("loss", n),
        }
    }

    /// The value for the player who made the move that led to a position of this value (for
    /// its side to move).
    pub fn before(self) -> Solved {
        match self {
            Solved::Win(n) => Solved::Loss(n.map(|n| n + 1)),
            Solved::Loss(n) => Solved::Win(n.map(|n| n + 1)),
            Solved::Draw => Solved::Draw,
        }
    }

    /// Who wins, with `turn` to move, and in how many of the winner's own moves when the
    /// distance is known; `None` for a draw.
    pub fn winner(self, turn: camelot_core::Color) -> Option<(camelot_core::Color, Option<u16>)> {
        match self {
            Solved::Draw => None,
            // The winner moves first: its moves are every other ply from the first.
            Solved::Win(n) => Some((turn, n.map(|n| n.div_ceil(2)))),
            // The loser moves first: the winner's are every other ply from the second.
            Solved::Loss(n) => Some((!turn, n.map(|n| n / 2))),
        }
    }

    /// From a reply's `score`; `None` for an engine's score.
    pub fn from_text(text: &str) -> Option<Solved> {
        let rest = text.strip_prefix("solved ")?;
        let (word, n) = match rest.split_once(' ') {
            Some((word, n)) => (word, Some(n.parse().ok()?)),
            None => (rest, None),
        };
        match (word, n) {
            ("draw", None) => Some(Solved::Draw),
            ("win", n) => Some(Solved::Win(n)),
            ("loss", n) => Some(Solved::Loss(n)),
            _ => None,
        }
    }
}

/// Writes `kind` and the fields.
fn write(kind: &str, fields: &[(&str, &str)]) -> String {
    let mut out = String::from(kind);
    for (key, value) in fields {
        let _ = write!(out, "\n{key}=");
        for c in value.chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                c => out.push(c),
            }
        }
    }
    out
}

/// A message read back: its kind and fields (unknown fields are kept and ignored).
struct Message<'a> {
    kind: &'a str,
    fields: Vec<(&'a str, String)>,
}

impl<'a> Message<'a> {
    fn read(text: &'a str) -> Option<Message<'a>> {
        let mut lines = text.split('\n');
        let kind = lines.next()?;
        let mut fields = Vec::new();
        for line in lines {
            let (key, raw) = line.split_once('=')?;
            let mut value = String::with_capacity(raw.len());
            let mut chars = raw.chars();
            while let Some(c) = chars.next() {
                if c != '\\' {
                    value.push(c);
                    continue;
                }
                match chars.next()? {
                    'n' => value.push('\n'),
                    'r' => value.push('\r'),
                    '\\' => value.push('\\'),
                    _ => return None,
                }
            }
            fields.push((key, value));
        }
        Some(Message { kind, fields })
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    }

    fn number<T: std::str::FromStr>(&self, key: &str) -> Option<T> {
        self.get(key)?.parse().ok()
    }

    fn text(&self, key: &str) -> Option<String> {
        self.get(key).map(str::to_string)
    }

    /// Every value of a field that may repeat, in order.
    fn all(&self, key: &str) -> impl Iterator<Item = &str> {
        self.fields
            .iter()
            .filter(move |(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    }

    fn words(&self, key: &str) -> Option<Vec<String>> {
        Some(
            self.get(key)?
                .split_whitespace()
                .map(str::to_string)
                .collect(),
        )
    }
}

impl Request {
    /// The request as message text.
    pub fn to_text(&self) -> String {
        write(
            "search",
            &[
                ("id", &self.id.to_string()),
                ("start", &self.start),
                ("moves", &self.moves.join(" ")),
                ("level", &self.level.to_string()),
                ("seed", &self.seed.to_string()),
                ("repetition", if self.repetition { "1" } else { "0" }),
            ],
        )
    }

    /// Parses a request; `None` for anything that is not one.
    pub fn from_text(text: &str) -> Option<Request> {
        let m = Message::read(text)?;
        if m.kind != "search" {
            return None;
        }
        Some(Request {
            id: m.number("id")?,
            start: m.text("start")?,
            moves: m
                .get("moves")?
                .split_whitespace()
                .map(str::to_string)
                .collect(),
            level: m.number("level")?,
            seed: m.number("seed")?,
            repetition: m.get("repetition") != Some("0"),
        })
    }
}

impl Reply {
    /// The reply as message text.
    pub fn to_text(&self) -> String {
        match self {
            Reply::Ready => write("ready", &[]),
            Reply::Info {
                id,
                depth,
                score,
                nodes,
            } => write(
                "info",
                &[
                    ("id", &id.to_string()),
                    ("depth", &depth.to_string()),
                    ("score", &score.to_string()),
                    ("nodes", &nodes.to_string()),
                ],
            ),
            Reply::Best {
                id,
                best,
                score,
                depth,
            } => {
                let id = id.to_string();
                let depth = depth.to_string();
                let score = score.to_text();
                let mut fields = vec![("id", id.as_str()), ("score", &score), ("depth", &depth)];
                if let Some(b) = best {
                    fields.push(("best", b));
                }
                write("best", &fields)
            }
            Reply::Loading { id, got, total } => write(
                "loading",
                &[
                    ("id", &id.to_string()),
                    ("got", &got.to_string()),
                    ("total", &total.to_string()),
                ],
            ),
            Reply::Error { id, failure } => write_error(*id, failure),
        }
    }

    /// Parses a reply; `None` for anything that is not one.
    pub fn from_text(text: &str) -> Option<Reply> {
        let m = Message::read(text)?;
        Some(match m.kind {
            "ready" => Reply::Ready,
            "info" => Reply::Info {
                id: m.number("id")?,
                depth: m.number("depth")?,
                score: m.number("score")?,
                nodes: m.number("nodes")?,
            },
            "best" => Reply::Best {
                id: m.number("id")?,
                best: m.text("best"),
                score: Assessment::from_text(m.get("score")?)?,
                depth: m.number("depth")?,
            },
            "loading" => Reply::Loading {
                id: m.number("id")?,
                got: m.number("got")?,
                total: m.number("total")?,
            },
            "error" => Reply::Error {
                id: m.number("id")?,
                failure: Failure::read(&m)?,
            },
            _ => return None,
        })
    }
}

/// A request of the analysis page. Scores in its replies are from White's point of view, as
/// raw [`camelot_ai::Score`] values (hundredths of a man, or a win or loss near ±30000), so
/// that the worker formats nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysisRequest {
    /// Analyse the position after `moves` without end (iterative deepening until the app
    /// replaces or cancels the request), reporting the best `lines` lines after every
    /// iteration.
    Analyse {
        /// Request id; replies carry it back.
        id: u64,
        /// Position text of the game's start.
        start: String,
        /// The moves played since, in WCF notation.
        moves: Vec<String>,
        /// How many lines (distinct first moves) to report.
        lines: usize,
        /// Whether the game has the repetition house rule (a repetition is then a draw).
        repetition: bool,
    },
    /// Review a game: search every position from ply `from` to the end of `moves` (ply 0 is
    /// the start), each with a cleared engine and exactly `nodes` nodes, so that the same game
    /// always gets the same review.
    Review {
        /// Request id.
        id: u64,
        /// Position text of the game's start.
        start: String,
        /// The game's moves.
        moves: Vec<String>,
        /// The first ply to search.
        from: usize,
        /// Nodes per position.
        nodes: u64,
        /// Whether the game has the repetition house rule.
        repetition: bool,
    },
    /// Score each of `candidates`, a move after `moves`, as the review scores a position:
    /// a cleared engine and exactly `nodes` nodes on the position after it.
    Check {
        /// Request id.
        id: u64,
        /// Position text of the game's start.
        start: String,
        /// The moves up to the position the candidates are played in.
        moves: Vec<String>,
        /// The moves to score.
        candidates: Vec<String>,
        /// Nodes per candidate.
        nodes: u64,
        /// Whether the game has the repetition house rule.
        repetition: bool,
    },
}

/// One line of the analysis.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Raw score from White's point of view.
    pub score: i32,
    /// The moves, first the one to play, in WCF notation.
    pub moves: Vec<String>,
}

/// A reply to an [`AnalysisRequest`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysisReply {
    /// The worker has started and can take requests.
    Ready,
    /// An `Analyse` iteration finished.
    Lines {
        /// The request this belongs to.
        id: u64,
        /// Depth completed.
        depth: u32,
        /// Nodes searched so far.
        nodes: u64,
        /// Nodes per second so far, by the worker's clock.
        nps: u64,
        /// The lines, best first.
        lines: Vec<Line>,
    },
    /// A position of a `Review` (`index` is its ply) or a candidate of a `Check` (`index` is
    /// its place in the list) was searched.
    Evaluated {
        /// The request this belongs to.
        id: u64,
        /// Which position or candidate.
        index: usize,
        /// Raw score from White's point of view.
        score: i32,
        /// The best move there; none when the game is over there.
        best: Option<String>,
        /// Depth completed.
        depth: u32,
    },
    /// A `Review` or `Check` is complete.
    Done {
        /// The request this answers.
        id: u64,
    },
    /// The request could not be served.
    Error {
        /// The request this answers.
        id: u64,
        /// What went wrong.
        failure: Failure,
    },
}

/// A yes-or-no field.
fn flag(on: bool) -> &'static str {
    if on { "1" } else { "0" }
}

impl AnalysisRequest {
    /// The request's id.
    pub fn id(&self) -> u64 {
        match self {
            AnalysisRequest::Analyse { id, .. }
            | AnalysisRequest::Review { id, .. }
            | AnalysisRequest::Check { id, .. } => *id,
        }
    }

    /// The request as message text.
    pub fn to_text(&self) -> String {
        match self {
            AnalysisRequest::Analyse {
                id,
                start,
                moves,
                lines,
                repetition,
            } => write(
                "analyse",
                &[
                    ("id", &id.to_string()),
                    ("start", start),
                    ("moves", &moves.join(" ")),
                    ("lines", &lines.to_string()),
                    ("repetition", flag(*repetition)),
                ],
            ),
            AnalysisRequest::Review {
                id,
                start,
                moves,
                from,
                nodes,
                repetition,
            } => write(
                "review",
                &[
                    ("id", &id.to_string()),
                    ("start", start),
                    ("moves", &moves.join(" ")),
                    ("from", &from.to_string()),
                    ("nodes", &nodes.to_string()),
                    ("repetition", flag(*repetition)),
                ],
            ),
            AnalysisRequest::Check {
                id,
                start,
                moves,
                candidates,
                nodes,
                repetition,
            } => write(
                "check",
                &[
                    ("id", &id.to_string()),
                    ("start", start),
                    ("moves", &moves.join(" ")),
                    ("candidates", &candidates.join(" ")),
                    ("nodes", &nodes.to_string()),
                    ("repetition", flag(*repetition)),
                ],
            ),
        }
    }

    /// Parses a request; `None` for anything that is not one.
    pub fn from_text(text: &str) -> Option<AnalysisRequest> {
        let m = Message::read(text)?;
        Some(match m.kind {
            "analyse" => AnalysisRequest::Analyse {
                id: m.number("id")?,
                start: m.text("start")?,
                moves: m.words("moves")?,
                lines: m.number("lines")?,
                repetition: m.get("repetition") != Some("0"),
            },
            "review" => AnalysisRequest::Review {
                id: m.number("id")?,
                start: m.text("start")?,
                moves: m.words("moves")?,
                from: m.number("from")?,
                nodes: m.number("nodes")?,
                repetition: m.get("repetition") != Some("0"),
            },
            "check" => AnalysisRequest::Check {
                id: m.number("id")?,
                start: m.text("start")?,
                moves: m.words("moves")?,
                candidates: m.words("candidates")?,
                nodes: m.number("nodes")?,
                repetition: m.get("repetition") != Some("0"),
            },
            _ => return None,
        })
    }
}

impl AnalysisReply {
    /// The request a reply belongs to (none for `Ready`).
    pub fn id(&self) -> Option<u64> {
        match self {
            AnalysisReply::Ready => None,
            AnalysisReply::Lines { id, .. }
            | AnalysisReply::Evaluated { id, .. }
            | AnalysisReply::Done { id }
            | AnalysisReply::Error { id, .. } => Some(*id),
        }
    }

    /// The reply as message text. A line is `line=SCORE MOVE MOVE …`, one field per line.
    pub fn to_text(&self) -> String {
        match self {
            AnalysisReply::Ready => write("ready", &[]),
            AnalysisReply::Lines {
                id,
                depth,
                nodes,
                nps,
                lines,
            } => {
                let head = [
                    ("id", id.to_string()),
                    ("depth", depth.to_string()),
                    ("nodes", nodes.to_string()),
                    ("nps", nps.to_string()),
                ];
                let lines = lines.iter().map(|l| {
                    let mut text = l.score.to_string();
                    for m in &l.moves {
                        text.push(' ');
                        text.push_str(m);
                    }
                    ("line", text)
                });
                let fields: Vec<(&str, String)> = head.into_iter().chain(lines).collect();
                let fields: Vec<(&str, &str)> =
                    fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
                write("lines", &fields)
            }
            AnalysisReply::Evaluated {
                id,
                index,
                score,
                best,
                depth,
            } => {
                let (id, index, score, depth) = (
                    id.to_string(),
                    index.to_string(),
                    score.to_string(),
                    depth.to_string(),
                );
                let mut fields = vec![
                    ("id", id.as_str()),
                    ("index", &index),
                    ("score", &score),
                    ("depth", &depth),
                ];
                if let Some(b) = best {
                    fields.push(("best", b));
                }
                write("evaluated", &fields)
            }
            AnalysisReply::Done { id } => write("done", &[("id", &id.to_string())]),
            AnalysisReply::Error { id, failure } => write_error(*id, failure),
        }
    }

    /// Parses a reply; `None` for anything that is not one.
    pub fn from_text(text: &str) -> Option<AnalysisReply> {
        let m = Message::read(text)?;
        Some(match m.kind {
            "ready" => AnalysisReply::Ready,
            "lines" => AnalysisReply::Lines {
                id: m.number("id")?,
                depth: m.number("depth")?,
                nodes: m.number("nodes")?,
                nps: m.number("nps")?,
                lines: m
                    .all("line")
                    .map(|text| {
                        let mut words = text.split_whitespace();
                        let score = words.next()?.parse().ok()?;
                        let moves = words.map(str::to_string).collect();
                        Some(Line { score, moves })
                    })
                    .collect::<Option<Vec<Line>>>()?,
            },
            "evaluated" => AnalysisReply::Evaluated {
                id: m.number("id")?,
                index: m.number("index")?,
                score: m.number("score")?,
                best: m.text("best"),
                depth: m.number("depth")?,
            },
            "done" => AnalysisReply::Done {
                id: m.number("id")?,
            },
            "error" => AnalysisReply::Error {
                id: m.number("id")?,
                failure: Failure::read(&m)?,
            },
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Position;

    #[test]
    fn solved_verdicts_round_trip_and_engine_scores_are_none() {
        for v in [
            Solved::Win(Some(23)),
            Solved::Draw,
            Solved::Loss(Some(12)),
            Solved::Win(None),
            Solved::Loss(None),
        ] {
            assert_eq!(Solved::from_text(&v.to_text()), Some(v));
        }
        for other in [
            "35",
            "+0.35",
            "White wins in 3",
            "solved",
            "solved draw 3",
            "solved win x",
            "solved tie 3",
        ] {
            assert_eq!(Solved::from_text(other), None, "{other}");
        }
    }

    #[test]
    fn assessments_round_trip_and_sentences_are_refused() {
        for a in [
            Assessment::Engine(35),
            Assessment::Engine(-29_995),
            Assessment::Engine(0),
            Assessment::Solved(Solved::Win(Some(23))),
            Assessment::Solved(Solved::Draw),
            Assessment::Solved(Solved::Loss(Some(12))),
            Assessment::Unknown,
        ] {
            assert_eq!(Assessment::from_text(&a.to_text()), Some(a));
        }
        for other in [
            "",
            "+0.35",
            "White wins in 3",
            "solved tie 3",
            "99999999999",
            "Unknown",
        ] {
            assert_eq!(Assessment::from_text(other), None, "{other}");
        }
        assert_eq!(
            Assessment::Solved(Solved::Draw).solved(),
            Some(Solved::Draw)
        );
        assert_eq!(Assessment::Engine(3).solved(), None);
    }

    #[test]
    fn round_trip() {
        let r = Request {
            id: 7,
            start:
                "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1"
                    .into(),
            moves: vec!["F7-F8".into(), "F10-F9".into()],
            level: 4,
            seed: u64::MAX,
            repetition: false,
        };
        assert_eq!(Request::from_text(&r.to_text()), Some(r.clone()));
        let none = Request {
            moves: Vec::new(),
            ..r
        };
        assert_eq!(Request::from_text(&none.to_text()), Some(none));
        for b in [
            Reply::Best {
                id: 7,
                best: Some("F10-F9".into()),
                score: Assessment::Engine(20),
                depth: 5,
            },
            Reply::Best {
                id: 8,
                best: None,
                score: Assessment::Engine(-30_000),
                depth: 0,
            },
            Reply::Best {
                id: 9,
                best: Some("B3-B2".into()),
                score: Assessment::Solved(Solved::Loss(Some(12))),
                depth: 0,
            },
            Reply::Best {
                id: 10,
                best: None,
                score: Assessment::Unknown,
                depth: 0,
            },
            Reply::Info {
                id: 1,
                depth: 9,
                score: 29_995,
                nodes: 123_456,
            },
            Reply::Info {
                id: 1,
                depth: 2,
                score: -35,
                nodes: 0,
            },
            Reply::Error {
                id: 2,
                failure: Failure::BadMove {
                    text: "bad =text\nwith \\ and\r lines".into(),
                },
            },
            Reply::Loading {
                id: 3,
                got: 1_048_576,
                total: 2_488_388,
            },
            Reply::Ready,
        ] {
            assert_eq!(Reply::from_text(&b.to_text()), Some(b));
        }
    }

    #[test]
    fn anything_else_is_refused() {
        for t in [
            "",
            "nonsense",
            "best\nid=x\nscore=1\ndepth=2",
            "best\nid=1",
            "info\nid=1\ndepth=2\nscore=3\nnodes=-4",
            "info\nid=1\ndepth=2\nscore=+0.35\nnodes=4",
            "info\nid=1\ndepth=2\nscore=White wins in 3\nnodes=4",
            "best\nid=1\nscore=White wins in 3\ndepth=2",
            "best\nid=1\nscore=solved tie 3\ndepth=2",
            "error\nid=1\nfailure=bad-move\nmove=bad \\q escape",
            "error\nid=1\nmessage=the old English sentence",
            "search\nid=1\nstart=x\nmoves=\nlevel=300\nseed=1",
            "ready\nno equals sign",
        ] {
            assert_eq!(Reply::from_text(t), None, "{t:?}");
            assert_eq!(Request::from_text(t), None, "{t:?}");
        }
        assert_eq!(Reply::from_text("ready"), Some(Reply::Ready));
    }

    /// One of each failure, with awkward data.
    fn failures() -> Vec<Failure> {
        vec![
            Failure::BadStart,
            Failure::BadMove {
                text: "F7-F8".into(),
            },
            Failure::Damaged,
            Failure::WrongGame {
                variant: Variant::Cam,
            },
            Failure::WrongGame {
                variant: Variant::AllKnighter,
            },
            Failure::NoConnection,
            Failure::NotDownloaded,
            Failure::Status { status: 404 },
            Failure::EmptyAnswer,
            Failure::BrokeOff,
            Failure::TooLarge,
            Failure::NoDecompression,
            Failure::NotStarted,
            Failure::Stopped { detail: None },
            Failure::Stopped {
                detail: Some("RuntimeError: unreachable\nat = line 2 \\".into()),
            },
            Failure::Stopped {
                detail: Some(String::new()),
            },
            Failure::NotAccepted,
        ]
    }

    #[test]
    fn every_failure_round_trips_in_both_replies() {
        for (id, failure) in (0..).zip(failures()) {
            let r = Reply::Error {
                id,
                failure: failure.clone(),
            };
            assert_eq!(Reply::from_text(&r.to_text()), Some(r));
            let a = AnalysisReply::Error { id, failure };
            assert_eq!(AnalysisReply::from_text(&a.to_text()), Some(a));
        }
    }

    #[test]
    fn a_failure_without_its_kind_or_its_data_is_refused() {
        for t in [
            "error\nid=1",
            "error\nid=1\nfailure=",
            "error\nid=1\nfailure=something else",
            "error\nid=1\nfailure=bad-move",
            "error\nid=1\nfailure=wrong-game",
            "error\nid=1\nfailure=wrong-game\nvariant=chess",
            "error\nid=1\nfailure=status",
            "error\nid=1\nfailure=status\nstatus=99999",
            "error\nid=x\nfailure=damaged",
        ] {
            assert_eq!(Reply::from_text(t), None, "{t:?}");
            assert_eq!(AnalysisReply::from_text(t), None, "{t:?}");
        }
    }

    #[test]
    fn analysis_messages_round_trip() {
        let start = Position::start().to_string();
        for r in [
            AnalysisRequest::Analyse {
                id: 1,
                start: start.clone(),
                moves: vec!["F7-F8".into()],
                lines: 3,
                repetition: true,
            },
            AnalysisRequest::Analyse {
                id: 2,
                start: start.clone(),
                moves: vec![],
                lines: 1,
                repetition: false,
            },
            AnalysisRequest::Review {
                id: 3,
                start: start.clone(),
                moves: vec!["F7-F8".into(), "F10-F9".into()],
                from: 1,
                nodes: 40_000,
                repetition: true,
            },
            AnalysisRequest::Check {
                id: u64::MAX,
                start,
                moves: vec!["F7-F8".into()],
                candidates: vec!["F10-F9".into(), "G10-G9".into()],
                nodes: 7,
                repetition: false,
            },
        ] {
            assert_eq!(AnalysisRequest::from_text(&r.to_text()), Some(r.clone()));
            assert_eq!(Request::from_text(&r.to_text()), None, "not a game request");
        }
        for r in [
            AnalysisReply::Ready,
            AnalysisReply::Lines {
                id: 4,
                depth: 9,
                nodes: 1_234_567,
                nps: 800_000,
                lines: vec![
                    Line {
                        score: 35,
                        moves: vec!["F7-F8".into(), "F10-F9".into()],
                    },
                    Line {
                        score: -29_995,
                        moves: vec!["E4xE6xE8".into()],
                    },
                ],
            },
            AnalysisReply::Lines {
                id: 5,
                depth: 0,
                nodes: 0,
                nps: 0,
                lines: vec![],
            },
            AnalysisReply::Evaluated {
                id: 6,
                index: 12,
                score: -140,
                best: Some("J6-K5".into()),
                depth: 7,
            },
            AnalysisReply::Evaluated {
                id: 6,
                index: 13,
                score: 30_000,
                best: None,
                depth: 0,
            },
            AnalysisReply::Done { id: 6 },
            AnalysisReply::Error {
                id: 7,
                failure: Failure::BadMove {
                    text: "X\nline".into(),
                },
            },
        ] {
            assert_eq!(AnalysisReply::from_text(&r.to_text()), Some(r.clone()));
        }
        for t in [
            "lines\nid=1\ndepth=2\nnodes=3\nnps=4\nline=x F7-F8",
            "lines\nid=1\ndepth=2\nnodes=3\nline=4",
            "evaluated\nid=1\nindex=-1\nscore=0\ndepth=1",
            "review\nid=1\nstart=x\nmoves=\nfrom=0",
            "analyse\nid=1\nstart=x\nmoves=\nlines=many",
            "done",
        ] {
            assert_eq!(AnalysisReply::from_text(t), None, "{t:?}");
            assert_eq!(AnalysisRequest::from_text(t), None, "{t:?}");
        }
    }
}
