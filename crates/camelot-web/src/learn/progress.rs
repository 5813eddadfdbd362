//! Course progress saved in localStorage: the ids of finished lessons, as versioned JSON.
//! Unreadable, old-format or unknown data is discarded, never trusted.

use super::lessons::LESSONS;
use serde::{Deserialize, Serialize};

/// The localStorage key.
pub const KEY: &str = "camelot.learn";

/// The format version.
pub const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Saved {
    version: u32,
    done: Vec<String>,
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

    /// The progress as saved text.
    pub fn save(&self) -> String {
        let saved = Saved {
            version: VERSION,
            done: self.done.iter().map(|s| s.to_string()).collect(),
        };
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// Reads saved text back; an error says why it was discarded. Ids of lessons that no
    /// longer exist are dropped silently.
    pub fn restore(text: &str) -> Result<Progress, String> {
        let saved: Saved = serde_json::from_str(text).map_err(|e| format!("unreadable ({e})"))?;
        if saved.version != VERSION {
            return Err(format!("unknown version {}", saved.version));
        }
        let mut p = Progress::default();
        for id in &saved.done {
            p.finish(id);
        }
        Ok(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut p = Progress::default();
        p.finish("jump");
        p.finish("board");
        p.finish("board");
        p.finish("no-such-lesson");
        assert_eq!(p.count(), 2);
        let q = Progress::restore(&p.save()).expect("restores");
        assert_eq!(q, p);
        assert!(q.is_done("jump") && !q.is_done("canter"));
        assert_eq!(q.next(), Some(1));
        let mut r = q.clone();
        r.forget("jump");
        assert!(!r.is_done("jump"));
    }

    #[test]
    fn corrupt_data_is_refused() {
        assert!(Progress::restore("").is_err());
        assert!(Progress::restore("{").is_err());
        assert!(Progress::restore("{\"version\":2,\"done\":[]}").is_err());
        assert!(Progress::restore("{\"version\":1,\"done\":7}").is_err());
        let p = Progress::restore("{\"version\":1,\"done\":[\"gone\",\"canter\"]}").expect("ok");
        assert_eq!(p.count(), 1);
    }
}
