//! The player's puzzle record, kept in localStorage as versioned JSON: a rating per game, the
//! puzzles played (so the next one is new), the last results, and the best streaks. Damaged
//! or unknown data is put aside (kept under another key) with a notice, never trusted and
//! never in the way of the page.

use super::rating::Rating;
use crate::app::storage;
use camelot_core::Variant;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The localStorage key.
pub const KEY: &str = "camelot.puzzles";
/// Where damaged data is put aside (a later version may still read it).
pub const DAMAGED_KEY: &str = "camelot.puzzles.damaged";
/// The format version.
pub const VERSION: u32 = 1;
/// How many results the history keeps.
pub const HISTORY: usize = 100;

/// One puzzle played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The game's name (`camelot`, `cam`, `camette`).
    pub game: String,
    /// The puzzle's id.
    pub id: String,
    /// The puzzle's rating.
    pub rating: i32,
    /// Whether every solver move was found.
    pub solved: bool,
    /// Whether a hint was taken (the rating then counts the puzzle as missed).
    #[serde(default)]
    pub hint: bool,
    /// The change to the player's rating (0 in a streak, which is not rated).
    #[serde(default)]
    pub change: i32,
    /// Played in a streak.
    #[serde(default)]
    pub streak: bool,
    /// Played before, so not rated again.
    #[serde(default)]
    pub replay: bool,
}

/// The record as stored.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// [`VERSION`] when written.
    pub version: u32,
    /// The player's rating per game name.
    #[serde(default)]
    pub ratings: BTreeMap<String, Rating>,
    /// Ids of the puzzles played, per game name.
    #[serde(default)]
    pub played: BTreeMap<String, Vec<String>>,
    /// The last results, oldest first.
    #[serde(default)]
    pub history: Vec<Played>,
    /// The best streak per game name.
    #[serde(default)]
    pub best_streak: BTreeMap<String, u32>,
    /// How many streaks were started (each streak's puzzles differ by it).
    #[serde(default)]
    pub streaks: u32,
    /// Ids of the puzzles whose result went into the rating, per game name: a puzzle is
    /// rated once (a replay, after a reload or from the history, is not; as on lichess).
    #[serde(default)]
    pub rated: BTreeMap<String, Vec<String>>,
    /// The streak under way, so that a reload goes on with it.
    #[serde(default)]
    pub streak: Option<SavedStreak>,
}

/// A streak under way, as stored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedStreak {
    /// The game's name.
    pub game: String,
    /// Puzzles solved in a row so far.
    pub count: u32,
    /// The streak's puzzles so far, the one on the board last.
    pub seen: Vec<String>,
    /// The one on the board is solved already (counted): a reload goes on with the next.
    pub last_done: bool,
}

impl Progress {
    /// The record in storage, and a notice when what was there could not be used (then it is
    /// put aside under [`DAMAGED_KEY`] and the player starts afresh).
    pub fn load() -> (Progress, Option<String>) {
        let raw = storage::read(KEY);
        let (progress, problem) = Progress::from_stored(raw.as_deref());
        if problem.is_some()
            && let Some(text) = raw
        {
            storage::write(DAMAGED_KEY, &text);
            storage::remove(KEY);
        }
        (progress, problem)
    }

    /// The record from stored text (none: a fresh one), and what was wrong with the text.
    pub fn from_stored(text: Option<&str>) -> (Progress, Option<String>) {
        let Some(text) = text else {
            return (Progress::fresh(), None);
        };
        match serde_json::from_str::<Progress>(text) {
            Ok(p) if p.version == VERSION => (p.sane(), None),
            Ok(p) => (
                Progress::fresh(),
                Some(crate::t!(
                    "puzzles-progress-version",
                    version = p.version.to_string()
                )),
            ),
            Err(e) => (Progress::fresh(), Some(storage::unreadable(&e))),
        }
    }

    fn fresh() -> Progress {
        Progress {
            version: VERSION,
            ..Progress::default()
        }
    }

    /// Ratings that make no sense are reset; the history is cut to its length.
    fn sane(mut self) -> Progress {
        for r in self.ratings.values_mut() {
            *r = r.sane();
        }
        let extra = self.history.len().saturating_sub(HISTORY);
        self.history.drain(..extra);
        self
    }

    /// Saves the record.
    pub fn store(&self) {
        storage::write_json(KEY, self);
    }

    /// The player's rating in `game`.
    pub fn rating(&self, game: Variant) -> Rating {
        self.ratings.get(game.name()).copied().unwrap_or_default()
    }

    /// Whether the puzzle `id` of `game` was played.
    pub fn was_played(&self, game: Variant, id: &str) -> bool {
        self.played
            .get(game.name())
            .is_some_and(|ids| ids.iter().any(|p| p == id))
    }

    /// The best streak in `game`.
    pub fn best_streak(&self, game: Variant) -> u32 {
        self.best_streak.get(game.name()).copied().unwrap_or(0)
    }

    /// Notes a streak's length; true when it is a new best.
    pub fn streak_ended(&mut self, game: Variant, length: u32) -> bool {
        let best = self.best_streak.entry(game.name().to_string()).or_insert(0);
        if length > *best {
            *best = length;
            true
        } else {
            false
        }
    }

    /// Records a puzzle played: its result goes in the history, and, unless in a streak, into
    /// the rating (a hint counts as a miss). The change to the rating is returned.
    pub fn record(
        &mut self,
        game: Variant,
        id: &str,
        puzzle_rating: i32,
        solved: bool,
        hint: bool,
        streak: bool,
    ) -> i32 {
        let before = self.rating(game);
        let replay = self.was_rated(game, id);
        let change = if streak || replay {
            0
        } else {
            let after = before.after_puzzle(f64::from(puzzle_rating), solved && !hint);
            self.ratings.insert(game.name().to_string(), after);
            self.rated
                .entry(game.name().to_string())
                .or_default()
                .push(id.to_string());
            after.shown() - before.shown()
        };
        let played = self.played.entry(game.name().to_string()).or_default();
        if !played.iter().any(|p| p == id) {
            played.push(id.to_string());
        }
        self.history.push(Played {
            game: game.name().to_string(),
            id: id.to_string(),
            rating: puzzle_rating,
            solved,
            hint,
            change,
            streak,
            replay: replay && !streak,
        });
        let extra = self.history.len().saturating_sub(HISTORY);
        self.history.drain(..extra);
        change
    }

    /// The result of the last record of puzzle `id` in `game`, once known (a puzzle recorded
    /// at a hint is then solved or missed; the rating has counted it already).
    pub fn amend(&mut self, game: Variant, id: &str, solved: bool) {
        if let Some(p) = self
            .history
            .iter_mut()
            .rev()
            .find(|p| p.game == game.name() && p.id == id)
        {
            p.solved = solved;
        }
    }

    /// Whether the puzzle `id` of `game` was rated already.
    pub fn was_rated(&self, game: Variant, id: &str) -> bool {
        self.rated
            .get(game.name())
            .is_some_and(|ids| ids.iter().any(|p| p == id))
    }

    /// Forgets which puzzles of `game` were played (to go round them again).
    pub fn forget_played(&mut self, game: Variant) {
        self.played.remove(game.name());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_round_trips_and_rates() {
        let mut p = Progress::from_stored(None).0;
        assert_eq!(p.rating(Variant::Camelot).shown(), 1500);
        let up = p.record(Variant::Camelot, "a1", 1500, true, false, false);
        assert!(up > 50, "{up}");
        assert!(p.was_played(Variant::Camelot, "a1"));
        assert!(!p.was_played(Variant::Cam, "a1"));
        let hinted = p.record(Variant::Camelot, "b2", 1500, true, true, false);
        assert!(hinted < 0, "a hint counts as a miss: {hinted}");
        assert_eq!(
            p.record(Variant::Camelot, "c3", 1500, false, false, true),
            0,
            "a streak is not rated"
        );
        assert_eq!(p.history.len(), 3);
        let text = serde_json::to_string(&p).expect("json");
        let (back, problem) = Progress::from_stored(Some(&text));
        assert_eq!(problem, None);
        assert_eq!(back, p);
    }

    #[test]
    fn damaged_or_foreign_records_start_afresh_with_a_reason() {
        let (p, problem) = Progress::from_stored(Some("{\"version\":1,\"ratings\":"));
        assert_eq!(p, Progress::fresh());
        assert!(problem.is_some_and(|e| e.contains("line 1")));
        let (_, problem) = Progress::from_stored(Some("{\"version\":9}"));
        assert_eq!(problem.as_deref(), Some("version 9"));
        let (p, problem) = Progress::from_stored(Some(
            "{\"version\":1,\"ratings\":{\"camelot\":{\"rating\":1e308,\"deviation\":50,\"volatility\":0.06}}}",
        ));
        assert_eq!(problem, None);
        assert_eq!(
            p.rating(Variant::Camelot).shown(),
            1500,
            "a nonsense rating is reset"
        );
    }

    #[test]
    fn the_history_keeps_the_last_hundred_and_streaks_their_best() {
        let mut p = Progress::fresh();
        for i in 0..150 {
            p.record(
                Variant::Cam,
                &format!("p{i}"),
                1500,
                i % 3 == 0,
                false,
                false,
            );
        }
        assert_eq!(p.history.len(), HISTORY);
        assert_eq!(p.history[0].id, "p50");
        assert!(p.streak_ended(Variant::Cam, 4));
        assert!(!p.streak_ended(Variant::Cam, 3));
        assert_eq!(p.best_streak(Variant::Cam), 4);
        assert_eq!(p.best_streak(Variant::Camelot), 0);
    }
}
