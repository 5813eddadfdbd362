//! Messages between the app and the AI worker, as JSON text.
//!
//! Every request has an id; the app keeps only the latest and drops replies with other ids.
//! Positions and moves travel as text (position text, WCF move text), so the worker rebuilds
//! the game, with its repetition history, from the start position and the moves.

use serde::{Deserialize, Serialize};

/// A search request from the app.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
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

impl Request {
    /// The request as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Parses a request; `None` for anything that is not one.
    pub fn from_json(text: &str) -> Option<Request> {
        serde_json::from_str(text).ok()
    }
}

impl Reply {
    /// The reply as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Parses a reply; `None` for anything that is not one.
    pub fn from_json(text: &str) -> Option<Reply> {
        serde_json::from_str(text).ok()
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
            moves: vec!["F7-F8".into()],
            level: 4,
            seed: u64::MAX,
        };
        assert_eq!(Request::from_json(&r.to_json()), Some(r));
        let b = Reply::Best {
            id: 7,
            best: Some("F10-F9".into()),
            score: "+0.2".into(),
            depth: 5,
        };
        assert_eq!(Reply::from_json(&b.to_json()), Some(b));
        assert!(Reply::from_json("{\"type\":\"ready\"}").is_some());
        assert_eq!(Reply::from_json("nonsense"), None);
    }
}
