//! Course progress saved in localStorage: the ids of finished lessons, as versioned JSON
//! (`{"version":1,"done":["board","jump"]}`), read and written as typed JSON by `gloo-storage`.
//! Unreadable or unknown data is discarded with a notice, never trusted.

use super::lessons::LESSONS;
use super::words;
use crate::app::storage;
use serde::{Deserialize, Serialize};

/// The localStorage key.
pub const KEY: &str = "camelot.learn";

/// The format version.
pub const VERSION: u32 = 1;

/// The progress as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    /// [`VERSION`] when written.
    pub version: u32,
    /// Ids of the finished lessons, in the order they were finished.
    pub done: Vec<String>,
}

/// Finished lessons, in course order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    done: Vec<&'static str>,
}

impl Progress {
    /// Whether the lesson `id` is finished.
    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains(&id)
    }

    /// Marks the lesson `id` finished (unknown ids are ignored).
    pub fn finish(&mut self, id: &str) {
        if let Some(l) = LESSONS.iter().find(|l| l.id == id)
            && !self.done.contains(&l.id)
        {
            self.done.push(l.id);
        }
    }

    /// Marks the lesson `id` not finished (to take it again).
    pub fn forget(&mut self, id: &str) {
        self.done.retain(|d| *d != id);
    }

    /// How many lessons are finished.
    pub fn count(&self) -> usize {
        self.done.len()
    }

    /// The first lesson not finished yet, as an index into `LESSONS`.
    pub fn next(&self) -> Option<usize> {
        LESSONS.iter().position(|l| !self.is_done(l.id))
    }

    /// The progress as stored.
    pub fn to_saved(&self) -> Saved {
        Saved {
            version: VERSION,
            done: self.done.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// The stored progress read back; an error says why it was discarded. Ids of lessons that
    /// no longer exist are dropped silently.
    pub fn from_saved(saved: &Saved) -> Result<Progress, String> {
        if saved.version != VERSION {
            return Err(crate::t!(
                "learn-progress-unknown-version",
                version = saved.version.to_string()
            ));
        }
        let mut p = Progress::default();
        for id in &saved.done {
            p.finish(id);
        }
        Ok(p)
    }

    /// Loads the saved progress. Nothing saved (or no storage, as in some private windows) is
    /// a fresh start; unreadable data is removed, and the message says so.
    pub fn load() -> (Progress, Option<String>) {
        let why = match storage::read_json::<Saved>(KEY) {
            Ok(None) => return (Progress::default(), None),
            Ok(Some(saved)) => match Progress::from_saved(&saved) {
                Ok(p) => return (p, None),
                Err(why) => why,
            },
            Err(why) => why,
        };
        storage::remove(KEY);
        (Progress::default(), Some(words::progress_reset(&why)))
    }

    /// Saves the progress; without storage it lasts until the page is closed.
    pub fn store(&self) {
        storage::write_json(KEY, &self.to_saved());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn restore(text: &str) -> Result<Progress, String> {
        let saved: Saved = serde_json::from_str(text).map_err(|e| e.to_string())?;
        Progress::from_saved(&saved)
    }

    #[test]
    fn round_trip() {
        let mut p = Progress::default();
        p.finish("jump");
        p.finish("board");
        p.finish("board");
        p.finish("no-such-lesson");
        assert_eq!(p.count(), 2);
        let q = Progress::from_saved(&p.to_saved()).expect("restores");
        assert_eq!(q, p);
        assert!(q.is_done("jump") && !q.is_done("canter"));
        assert_eq!(q.next(), Some(1));
        let mut r = q.clone();
        r.forget("jump");
        assert!(!r.is_done("jump"));
    }

    #[test]
    fn the_stored_text_keeps_the_format_of_earlier_versions() {
        let mut p = Progress::default();
        p.finish("jump");
        p.finish("board");
        let text = serde_json::to_string(&p.to_saved()).expect("serializes");
        assert_eq!(text, r#"{"version":1,"done":["jump","board"]}"#);
        // Written by the hand-made code before gloo-storage: still read.
        let old = restore(r#"{"version":1,"done":["board","canter"]}"#).expect("old text loads");
        assert!(old.is_done("board") && old.is_done("canter") && old.count() == 2);
    }

    #[test]
    fn corrupt_data_is_refused() {
        assert!(restore("").is_err());
        assert!(restore("{").is_err());
        assert!(restore("{\"version\":2,\"done\":[]}").is_err());
        assert!(restore("{\"version\":1,\"done\":7}").is_err());
        let p = restore("{\"version\":1,\"done\":[\"gone\",\"canter\"]}").expect("ok");
        assert_eq!(p.count(), 1);
    }
}
