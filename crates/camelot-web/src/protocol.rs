//! Messages between the app and the AI worker, as short text.
//!
//! Every request has an id; the app keeps only the latest and drops replies with other ids.
//! Positions and moves travel as text (position text, WCF move text), so the worker rebuilds
//! the game, with its repetition history, from the start position and the moves.
//!
//! A message is its kind on the first line, then one `key=value` line per field; values have
//! `\` and line breaks escaped. Hand-written rather than JSON: the two sides are this one file,
//! and it keeps a JSON library out of the worker's and the game page's first load.

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
        /// Evaluation for the side to move, as shown to players (`+1.3`, `win in 3`).
        score: String,
        /// Nodes searched so far.
        nodes: u64,
    },
    /// The search is over.
    Best {
        /// The request this answers.
        id: u64,
        /// The move to play, in WCF notation; none when there is no legal move.
        best: Option<String>,
        /// Evaluation for the side to move.
        score: String,
        /// Depth completed.
        depth: u32,
    },
    /// The request could not be served (bad position or move text).
    Error {
        /// The request this answers.
        id: u64,
        /// What was wrong.
        message: String,
    },
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
                    ("score", score),
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
                let mut fields = vec![("id", id.as_str()), ("score", score), ("depth", &depth)];
                if let Some(b) = best {
                    fields.push(("best", b));
                }
                write("best", &fields)
            }
            Reply::Error { id, message } => {
                write("error", &[("id", &id.to_string()), ("message", message)])
            }
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
                score: m.text("score")?,
                nodes: m.number("nodes")?,
            },
            "best" => Reply::Best {
                id: m.number("id")?,
                best: m.text("best"),
                score: m.text("score")?,
                depth: m.number("depth")?,
            },
            "error" => Reply::Error {
                id: m.number("id")?,
                message: m.text("message")?,
            },
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                score: "+0.2".into(),
                depth: 5,
            },
            Reply::Best {
                id: 8,
                best: None,
                score: "loss".into(),
                depth: 0,
            },
            Reply::Info {
                id: 1,
                depth: 9,
                score: "win in 3".into(),
                nodes: 123_456,
            },
            Reply::Error {
                id: 2,
                message: "bad =text\nwith \\ and\r lines".into(),
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
            "error\nid=1\nmessage=bad \\q escape",
            "search\nid=1\nstart=x\nmoves=\nlevel=300\nseed=1",
            "ready\nno equals sign",
        ] {
            assert_eq!(Reply::from_text(t), None, "{t:?}");
            assert_eq!(Request::from_text(t), None, "{t:?}");
        }
        assert_eq!(Reply::from_text("ready"), Some(Reply::Ready));
    }
}
