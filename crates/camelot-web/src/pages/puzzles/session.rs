//! The puzzle page as a pure reducer ([`Session`]): which game and theme, the packs fetched so
//! far, the puzzle on the board ([`PuzzleState`], which it routes the board's actions to),
//! rated play or a streak, and the player's record ([`Progress`]), which every result updates
//! once.

use super::pack::{GAMES, Pack};
use super::progress::{Progress, SavedStreak};
use super::state::{PuzzleAction, PuzzleState};
use super::words;
use crate::app::notice::Notices;
use crate::entry::Pointer;
use camelot_core::Variant;
use std::rc::Rc;

/// Where a game's pack stands.
#[derive(Debug, Clone, PartialEq)]
pub enum Load {
    /// Not asked for yet.
    Idle,
    /// Being fetched.
    Loading,
    /// Fetched and read.
    Ready(Rc<Pack>),
    /// It could not be fetched or read: why.
    Failed(String),
}

/// The streak under way.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Streak {
    /// Puzzles solved in a row so far.
    pub count: u32,
    /// The puzzles of this streak so far (none comes twice).
    pub seen: Vec<String>,
    /// The streak ended (on a miss).
    pub over: bool,
}

/// What the last result did to the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Result {
    /// Solved (every solver move found without a wrong move; see `PuzzleState::result`).
    pub solved: bool,
    /// The rating change (rated play).
    pub change: i32,
    /// The rating after it.
    pub rating: i32,
    /// The streak ended with a new best.
    pub new_best: bool,
    /// The puzzle was rated before: this result leaves the rating as it is.
    pub replay: bool,
}

/// The puzzle page's state.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    /// The game whose puzzles are played.
    pub game: Variant,
    /// Only puzzles of this theme (rated play).
    pub theme: Option<String>,
    /// Each game's pack, in [`GAMES`] order.
    pub packs: [Load; 3],
    /// The puzzle on the board.
    pub board: Option<PuzzleState>,
    /// The streak, when one is played.
    pub streak: Option<Streak>,
    /// The player's record.
    pub progress: Progress,
    /// Bumped whenever the record changes (the page then stores it).
    pub saved: u64,
    /// What the last result did.
    pub result: Option<Result>,
    /// A puzzle asked for by id, waiting for its pack (the games still to look in).
    pub wanted: Option<(String, Vec<Variant>)>,
    /// A theme asked for by a link that names no game (the course's practise links): the
    /// other games to look in when the game played has no puzzle of it.
    pub theme_search: Option<Vec<Variant>>,
    /// Messages.
    pub notices: Notices,
    /// How the player points (kept from puzzle to puzzle).
    pub pointer: Pointer,
    /// Moves on among equally fit puzzles.
    pub turn: usize,
    /// The puzzle on the board is in the record (its rating counted, or its replay noted).
    pub recorded: bool,
}

/// What can happen on the page.
#[derive(Debug, Clone, PartialEq)]
pub enum SessionAction {
    /// The page started fetching a pack.
    Fetching(Variant),
    /// A pack arrived (or failed).
    Loaded(Variant, std::result::Result<Rc<Pack>, String>),
    /// Try the pack again after a failure.
    Reload,
    /// Play this game's puzzles.
    Game(Variant),
    /// Only this theme (none: all).
    Theme(Option<String>),
    /// The next puzzle.
    Next,
    /// Start a streak.
    StartStreak,
    /// Leave the streak for rated play.
    StopStreak,
    /// The board.
    Board(PuzzleAction),
    /// Dismiss notice `id`.
    Dismiss(u64),
}

impl Session {
    /// The page as a link opens it: a game (its name), a theme, a puzzle id. (The page sets
    /// how the player points.)
    pub fn new(
        game: Option<&str>,
        theme: Option<String>,
        id: Option<String>,
        progress: (Progress, Option<String>),
    ) -> Session {
        let named = game.and_then(|g| GAMES.iter().copied().find(|v| v.name() == g));
        let mut notices = Notices::default();
        if let Some(g) = game.filter(|_| named.is_none()) {
            notices.say(words::no_such_game(g), true);
        }
        if let Some(why) = progress.1 {
            notices.say(words::progress_unreadable(&why), true);
        }
        let mut game = named.unwrap_or(Variant::Camelot);
        // A streak under way goes on after a reload (the address then names its puzzle).
        let saved = progress.0.streak.clone().filter(|st| {
            let of_game = GAMES.iter().copied().find(|g| g.name() == st.game);
            of_game.is_some()
                && named.is_none_or(|n| Some(n) == of_game)
                && id.is_some()
                && st.seen.last() == id.as_ref()
        });
        let streak = saved.as_ref().map(|st| Streak {
            count: st.count,
            seen: st.seen.clone(),
            over: false,
        });
        if let Some(st) = &saved {
            game = GAMES
                .iter()
                .copied()
                .find(|g| g.name() == st.game)
                .unwrap_or(game);
        }
        // A streak's puzzle already solved: the streak goes on with the next one.
        let id = id.filter(|_| !saved.as_ref().is_some_and(|st| st.last_done));
        let wanted = id.map(|id| {
            // Look in the game named first, then the others.
            let order: Vec<Variant> = std::iter::once(game)
                .chain(
                    GAMES
                        .iter()
                        .copied()
                        .filter(|g| *g != game && named.is_none()),
                )
                .collect();
            (id, order)
        });
        // Only for a theme the page knows (an unknown one falls back at once).
        let known = theme
            .as_deref()
            .is_some_and(|t| words::theme_hint(t).is_some());
        let theme_search = (known && named.is_none()).then(|| {
            GAMES
                .iter()
                .copied()
                .filter(|g| *g != game)
                .collect::<Vec<Variant>>()
        });
        Session {
            game,
            theme,
            theme_search,
            packs: [Load::Idle, Load::Idle, Load::Idle],
            board: None,
            streak,
            progress: progress.0,
            saved: 0,
            result: None,
            wanted,
            notices,
            pointer: Pointer::Mouse,
            turn: 0,
            recorded: false,
        }
    }

    fn slot(game: Variant) -> usize {
        GAMES.iter().position(|g| *g == game).unwrap_or(0)
    }

    /// Where the pack of `game` stands.
    pub fn pack_state(&self, game: Variant) -> &Load {
        &self.packs[Session::slot(game)]
    }

    /// A pack that could not be fetched is asked for again.
    fn refetch_if_failed(&mut self, game: Variant) {
        let slot = Session::slot(game);
        if matches!(self.packs[slot], Load::Failed(_)) {
            self.packs[slot] = Load::Idle;
        }
    }

    /// The pack of the game played, when it is in.
    pub fn pack(&self) -> Option<&Rc<Pack>> {
        match self.pack_state(self.game) {
            Load::Ready(p) => Some(p),
            _ => None,
        }
    }

    /// The pack the page should fetch now, if any (the page marks it loading by fetching).
    pub fn to_fetch(&self) -> Option<Variant> {
        let game = match (&self.wanted, &self.theme_search) {
            (Some((_, order)), _) => *order.first()?,
            (None, Some(order)) if self.board.is_none() && self.pack().is_some() => {
                *order.first()?
            }
            _ => self.game,
        };
        (*self.pack_state(game) == Load::Idle).then_some(game)
    }

    /// The player's rating in the game played.
    pub fn rating(&self) -> super::rating::Rating {
        self.progress.rating(self.game)
    }

    /// Puts the next puzzle on the board.
    fn next(&mut self) {
        let Some(pack) = self.pack().cloned() else {
            return;
        };
        self.result = None;
        self.turn += 1;
        let chosen = if let Some(streak) = &self.streak {
            // Harder by 60 points a puzzle from 900; none twice in a streak.
            let target = 900.0 + 60.0 * f64::from(streak.count);
            let seen = streak.seen.clone();
            let turn = self.progress.streaks as usize + streak.count as usize;
            pack.next(None, target, &|id| seen.iter().any(|s| s == id), turn)
                .map(|(p, _)| p.clone())
        } else {
            let target = self.rating().rating;
            let progress = &self.progress;
            let game = self.game;
            match pack.next(
                self.theme.as_deref(),
                target,
                &|id| progress.was_played(game, id),
                self.turn,
            ) {
                Some((p, true)) => Some(p.clone()),
                Some((p, false)) => {
                    let theme = self.theme.as_deref().map(words::theme);
                    self.notices.say(words::all_played(theme.as_deref()), false);
                    Some(p.clone())
                }
                None if self.theme_search.as_ref().is_some_and(|o| !o.is_empty()) => {
                    // A theme this game's pack does not have, asked for by a link that names no
                    // game: the other games' packs are looked in first.
                    None
                }
                None => {
                    // A theme this game's pack does not have: all themes.
                    if let Some(t) = self.theme.take() {
                        self.notices.say(words::theme_missing(self.game, &t), true);
                    }
                    pack.next(None, target, &|id| progress.was_played(game, id), self.turn)
                        .map(|(p, _)| p.clone())
                }
            }
        };
        if let (Some(streak), Some(p)) = (self.streak.as_mut(), &chosen) {
            streak.seen.push(p.id.clone());
        }
        self.board = chosen.map(|p| PuzzleState::new(Rc::new(p), self.pointer));
        self.recorded = false;
    }

    /// A pack arrived: a puzzle asked for by id is looked for in it, else the next one opens.
    fn loaded(&mut self, game: Variant, pack: std::result::Result<Rc<Pack>, String>) {
        let ready = match pack {
            Ok(pack) => {
                if pack.damaged > 0 {
                    self.notices.say(
                        words::pack_damaged(
                            pack.damaged,
                            pack.first_damage.as_deref().unwrap_or(""),
                        ),
                        true,
                    );
                }
                self.packs[Session::slot(game)] = Load::Ready(Rc::clone(&pack));
                Some(pack)
            }
            Err(why) => {
                self.packs[Session::slot(game)] = Load::Failed(why);
                None
            }
        };
        if let Some((id, order)) = self.wanted.take() {
            if order.first() != Some(&game) {
                self.wanted = Some((id, order));
                return;
            }
            if let Some(p) = ready.as_ref().and_then(|pack| pack.find(&id)) {
                self.game = game;
                if self
                    .streak
                    .as_ref()
                    .is_none_or(|st| st.seen.last() != Some(&id))
                {
                    self.streak = None;
                }
                self.board = Some(PuzzleState::new(Rc::new(p.clone()), self.pointer));
                self.recorded = false;
                self.result = None;
                return;
            }
            let rest: Vec<Variant> = order[1..].to_vec();
            if rest.is_empty() {
                self.notices
                    .say(words::no_such_puzzle(&id, self.game), true);
            } else {
                self.wanted = Some((id, rest));
                return;
            }
        }
        if let Some(order) = self.theme_search.take() {
            if self.board.is_none() && order.first() == Some(&game) {
                let theme = self.theme.clone().unwrap_or_default();
                if ready
                    .as_ref()
                    .is_some_and(|p| p.puzzles.iter().any(|q| q.has(&theme)))
                {
                    self.notices
                        .say(words::theme_elsewhere(self.game, &theme, game), false);
                    self.game = game;
                } else {
                    self.theme_search = Some(order[1..].to_vec());
                }
            } else if self.board.is_none() || game != self.game {
                self.theme_search = Some(order);
            }
        }
        if self.board.is_none() {
            self.next();
        }
        // Found (a puzzle is on the board): the search is over.
        if self.board.is_some() {
            self.theme_search = None;
        }
    }

    /// The board's result goes into the record once, as soon as it is known: at the first
    /// wrong move, the solution viewed or the last move found, and already at the first hint
    /// (which the rating counts as a miss), so that leaving the page never takes a result
    /// back. A streak's end is counted when the streak's puzzle is decided.
    fn settle(&mut self, before: Option<bool>) {
        let Some(board) = &self.board else { return };
        let in_streak = self.streak.is_some();
        let mut new_best = false;
        if let (Some(solved), None) = (board.result, before)
            && let Some(streak) = self.streak.as_mut()
        {
            if solved {
                streak.count += 1;
            } else {
                streak.over = true;
                new_best = self.progress.streak_ended(self.game, streak.count);
                self.saved += 1;
            }
        }
        if self.recorded {
            // Recorded at a hint: the history now says how it ended.
            if let (Some(solved), None) = (board.result, before) {
                let id = board.puzzle.id.clone();
                self.progress.amend(self.game, &id, solved);
                self.saved += 1;
                if let Some(r) = self.result.as_mut() {
                    r.solved = solved;
                }
            }
            return;
        }
        // No hints in a streak, so a streak's puzzle is recorded when it is decided.
        let solved = match (board.result, board.hinted && !in_streak) {
            (Some(solved), _) => solved,
            (None, true) => false,
            (None, false) => return,
        };
        let p = Rc::clone(&board.puzzle);
        let replay = self.progress.was_rated(self.game, &p.id) && !in_streak;
        let change =
            self.progress
                .record(self.game, &p.id, p.rating, solved, board.hinted, in_streak);
        self.recorded = true;
        self.saved += 1;
        self.result = Some(Result {
            solved,
            change,
            rating: self.rating().shown(),
            new_best,
            replay,
        });
    }

    /// The next state.
    pub fn reduce(&self, action: SessionAction) -> Session {
        let mut s = self.clone();
        match action {
            SessionAction::Fetching(game) => s.packs[Session::slot(game)] = Load::Loading,
            SessionAction::Loaded(game, pack) => s.loaded(game, pack),
            SessionAction::Reload => s.refetch_if_failed(s.game),
            SessionAction::Game(game) => {
                // A pack that failed (offline) is fetched again when its game is chosen.
                s.refetch_if_failed(game);
                if game != s.game {
                    s.game = game;
                    s.board = None;
                    s.result = None;
                    s.streak = s.streak.take().map(|_| Streak::default());
                    s.wanted = None;
                    s.theme_search = None;
                    s.next();
                }
            }
            SessionAction::Theme(theme) => {
                s.theme = theme;
                s.theme_search = None;
                s.streak = None;
                s.next();
            }
            SessionAction::Next => {
                if s.streak.as_ref().is_some_and(|st| st.over) {
                    s.streak = Some(Streak::default());
                    s.progress.streaks += 1;
                    s.saved += 1;
                }
                s.next();
            }
            SessionAction::StartStreak => {
                s.streak = Some(Streak::default());
                s.progress.streaks += 1;
                s.saved += 1;
                s.next();
            }
            SessionAction::StopStreak => {
                if let Some(st) = s.streak.take()
                    && !st.over
                    && st.count > 0
                {
                    s.progress.streak_ended(s.game, st.count);
                    s.saved += 1;
                }
                s.next();
            }
            SessionAction::Board(a) => {
                if let Some(board) = &s.board {
                    // No hints in a streak.
                    if a == PuzzleAction::Hint && s.streak.is_some() {
                        return s;
                    }
                    let before = board.result;
                    let next = board.reduce(a);
                    s.pointer = next.entry.pointer;
                    s.board = Some(next);
                    s.settle(before);
                }
            }
            SessionAction::Dismiss(id) => s.notices.dismiss(id),
        }
        s.keep_streak();
        s
    }

    /// The streak under way goes into the record whenever it changes (an ended one leaves it).
    fn keep_streak(&mut self) {
        let saved = self
            .streak
            .as_ref()
            .filter(|st| !st.over && !st.seen.is_empty())
            .map(|st| SavedStreak {
                game: self.game.name().to_string(),
                count: st.count,
                seen: st.seen.clone(),
                last_done: self.board.as_ref().is_some_and(|b| b.result == Some(true)),
            });
        if saved != self.progress.streak {
            self.progress.streak = saved;
            self.saved += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entry::EntryAction;
    use crate::pages::puzzles::pack::tests::PACK;

    fn sq(s: &str) -> camelot_core::Square {
        s.parse().expect("square")
    }

    fn loaded(s: Session) -> Session {
        let pack = Pack::parse(Variant::Camelot, PACK).expect("pack");
        assert_eq!(s.to_fetch(), Some(Variant::Camelot));
        s.reduce(SessionAction::Loaded(Variant::Camelot, Ok(Rc::new(pack))))
    }

    fn fresh() -> Session {
        Session::new(None, None, None, Progress::from_stored(None))
    }

    fn click(s: Session, squares: &[&str]) -> Session {
        squares.iter().fold(s, |s, q| {
            s.reduce(SessionAction::Board(PuzzleAction::Entry(
                EntryAction::Click(sq(q)),
            )))
        })
    }

    fn id(s: &Session) -> &str {
        s.board.as_ref().map(|b| b.puzzle.id.as_str()).unwrap_or("")
    }

    #[test]
    fn the_first_puzzle_is_near_1500_and_a_solve_raises_the_rating_once() {
        let s = loaded(fresh());
        assert_eq!(s.to_fetch(), None);
        assert_eq!(id(&s), "a1");
        let s = click(s, &["F8", "F10", "F12"]);
        let r = s.result.clone().expect("a result");
        assert!(r.solved && r.change > 0 && r.rating > 1500, "{r:?}");
        assert_eq!(s.saved, 1);
        assert!(s.progress.was_played(Variant::Camelot, "a1"));
        // Further actions on the ended puzzle change nothing in the record.
        let again = s.reduce(SessionAction::Board(PuzzleAction::Tick));
        assert_eq!(again.saved, 1);
        // The next puzzle is a new one.
        let s = s.reduce(SessionAction::Next);
        assert_ne!(id(&s), "a1");
        assert_eq!(s.result, None);
    }

    #[test]
    fn a_puzzle_by_id_waits_for_its_pack_and_a_wrong_id_is_named() {
        let s = loaded(Session::new(
            None,
            None,
            Some("c3".into()),
            Progress::from_stored(None),
        ));
        assert_eq!(id(&s), "c3");
        // Not in the Camelot pack: the Cam pack is fetched next (here it fails), then the
        // Camette pack; then the player is told and gets a puzzle.
        let s = loaded(Session::new(
            None,
            None,
            Some("zz".into()),
            Progress::from_stored(None),
        ));
        assert_eq!(s.to_fetch(), Some(Variant::Cam));
        let s = s.reduce(SessionAction::Loaded(Variant::Cam, Err("404".into())));
        assert_eq!(s.to_fetch(), Some(Variant::Camette));
        let s = s.reduce(SessionAction::Loaded(Variant::Camette, Err("404".into())));
        assert!(
            s.notices
                .get()
                .is_some_and(|n| n.error && n.text.contains("zz"))
        );
        assert_eq!(id(&s), "a1", "another puzzle instead");
    }

    #[test]
    fn a_practise_link_finds_its_theme_in_another_game() {
        // Camelot's pack has no `castleRace`; Cam's fails to load; Camette's has one.
        let camette = r#"[{"id": "4pfa4bu", "position": "camette 1/K2/2m1m/3k1/M3M/3/1 b 0 0 7",
            "last": "A5-B6", "moves": ["D4-E4", "B6xD4", "E5xC3", "E3xE5", "C3-D2", "E5-E4", "D2-C1"],
            "themes": ["castleRace", "long"], "rating": 1480}]"#;
        let s = loaded(Session::new(
            None,
            Some("castleRace".into()),
            None,
            Progress::from_stored(None),
        ));
        assert!(s.board.is_none(), "no Camelot puzzle of the theme is shown");
        assert_eq!(s.to_fetch(), Some(Variant::Cam));
        let s = s.reduce(SessionAction::Loaded(Variant::Cam, Err("offline".into())));
        assert_eq!(s.to_fetch(), Some(Variant::Camette));
        let pack = Pack::parse(Variant::Camette, camette).expect("pack");
        let s = s.reduce(SessionAction::Loaded(Variant::Camette, Ok(Rc::new(pack))));
        assert_eq!(s.game, Variant::Camette);
        assert_eq!(id(&s), "4pfa4bu");
        assert!(s.notices.get().is_some_and(|n| n.text.contains("Camette")));
        // A theme no game has: all themes of the game played, and the player is told.
        let s = loaded(Session::new(
            None,
            Some("nonsense".into()),
            None,
            Progress::from_stored(None),
        ));
        assert_eq!(s.game, Variant::Camelot);
        assert!(s.board.is_some() && s.to_fetch().is_none());
        // A known theme no game has: all themes of the game played once every pack is seen.
        let s = loaded(Session::new(
            None,
            Some("castleDuty".into()),
            None,
            Progress::from_stored(None),
        ));
        let s = s.reduce(SessionAction::Loaded(Variant::Cam, Err("offline".into())));
        let s = s.reduce(SessionAction::Loaded(
            Variant::Camette,
            Err("offline".into()),
        ));
        assert_eq!(s.game, Variant::Camelot);
        assert!(s.board.is_some() && s.theme.is_none());
    }

    #[test]
    fn a_streak_goes_on_after_a_reload() {
        let s = loaded(fresh()).reduce(SessionAction::StartStreak);
        let first = id(&s).to_string();
        let line: Vec<String> = s
            .board
            .as_ref()
            .map(|b| b.puzzle.line.iter().map(|m| m.to_string()).collect())
            .unwrap_or_default();
        assert!(s.progress.streak.is_some(), "the streak is kept");
        // Reloaded before it is solved: the same puzzle, still in the streak.
        let back = reopened(&s, &first);
        assert_eq!(
            (id(&back), back.streak.as_ref().map(|st| st.count)),
            (first.as_str(), Some(0))
        );
        // Solved, then reloaded: the streak goes on with another puzzle, its count kept.
        let mut solved = s.clone();
        for (i, m) in line.iter().enumerate() {
            if i % 2 == 0 {
                let (from, rest) = m.split_at(m.find(['-', 'x']).unwrap_or(m.len()));
                let to = rest.rsplit(['-', 'x']).next().unwrap_or("");
                solved = click(solved, &[from, to]);
            } else {
                solved = solved.reduce(SessionAction::Board(PuzzleAction::Tick));
            }
        }
        assert_eq!(solved.streak.as_ref().map(|st| st.count), Some(1));
        let back = reopened(&solved, &first);
        assert_eq!(back.streak.as_ref().map(|st| st.count), Some(1));
        assert_ne!(id(&back), first.as_str());
        // Left for rated play: nothing to go on with.
        let left = solved.reduce(SessionAction::StopStreak);
        assert!(left.progress.streak.is_none());
    }

    /// The page opened again on puzzle `id` with the record `s` left (a reload).
    fn reopened(s: &Session, id: &str) -> Session {
        let stored = serde_json::to_string(&s.progress).expect("stored");
        loaded(Session::new(
            None,
            None,
            Some(id.into()),
            Progress::from_stored(Some(&stored)),
        ))
    }

    #[test]
    fn a_puzzle_is_rated_once_and_a_hint_counts_at_once() {
        // Solved, then opened again and solved again: the second time is not rated.
        let s = click(loaded(fresh()), &["F8", "F10", "F12"]);
        let rating = s.rating().shown();
        let again = click(reopened(&s, "a1"), &["F8", "F10", "F12"]);
        let r = again.result.clone().expect("a result");
        assert!(r.solved && r.replay && r.change == 0, "{r:?}");
        assert_eq!(again.rating().shown(), rating);
        // A hint is a miss for the rating as soon as it is taken, so a reload cannot undo it.
        let s = loaded(fresh());
        let hinted = s.reduce(SessionAction::Board(PuzzleAction::Hint));
        let r = hinted.result.clone().expect("recorded at the hint");
        assert!(!r.solved && r.change < 0, "{r:?}");
        assert!(hinted.progress.was_rated(Variant::Camelot, "a1"));
        let after = click(reopened(&hinted, "a1"), &["F8", "F10", "F12"]);
        assert!(
            after
                .result
                .as_ref()
                .is_some_and(|r| r.replay && r.change == 0)
        );
        // Solving it after the hint records nothing more.
        let solved = click(hinted.clone(), &["F8", "F10", "F12"]);
        assert_eq!(solved.progress.history.len(), 1);
        assert_eq!(solved.board.as_ref().and_then(|b| b.result), Some(true));
    }

    #[test]
    fn a_streak_climbs_until_the_first_miss_and_keeps_its_best() {
        let s = loaded(fresh()).reduce(SessionAction::StartStreak);
        assert_eq!(id(&s), "a1", "the easiest first");
        let s = s.reduce(SessionAction::Board(PuzzleAction::Hint));
        assert_eq!(
            s.board.as_ref().map(|b| b.hint),
            Some(0),
            "no hints in a streak"
        );
        let s = click(s, &["F8", "F10", "F12"]);
        assert_eq!(s.streak.as_ref().map(|st| st.count), Some(1));
        assert_eq!(s.result.as_ref().map(|r| r.change), Some(0), "not rated");
        let s = s.reduce(SessionAction::Next);
        assert_eq!(id(&s), "b2", "harder next");
        let s = click(s, &["F6", "E7"]);
        let st = s.streak.clone().expect("the streak");
        assert!(st.over && st.count == 1);
        assert!(s.result.as_ref().is_some_and(|r| r.new_best));
        assert_eq!(s.progress.best_streak(Variant::Camelot), 1);
        let s = s.reduce(SessionAction::Next);
        assert_eq!(
            s.streak.as_ref().map(|st| (st.count, st.over)),
            Some((0, false)),
            "a new streak"
        );
    }

    #[test]
    fn a_theme_filters_and_an_unknown_game_or_theme_is_named() {
        let s = loaded(Session::new(
            None,
            Some("long".into()),
            None,
            Progress::from_stored(None),
        ));
        assert_eq!(id(&s), "c3");
        let s = loaded(Session::new(
            None,
            Some("nonsense".into()),
            None,
            Progress::from_stored(None),
        ));
        assert!(s.theme.is_none() && !id(&s).is_empty());
        assert!(s.notices.get().is_some_and(|n| n.text.contains("nonsense")));
        let s = Session::new(Some("chess"), None, None, Progress::from_stored(None));
        assert_eq!(s.game, Variant::Camelot);
        assert!(s.notices.get().is_some_and(|n| n.text.contains("chess")));
    }

    #[test]
    fn a_failed_pack_can_be_fetched_again() {
        let s = fresh().reduce(SessionAction::Loaded(
            Variant::Camelot,
            Err("offline".into()),
        ));
        assert!(matches!(s.pack_state(Variant::Camelot), Load::Failed(_)));
        assert_eq!(s.to_fetch(), None);
        let s = s.reduce(SessionAction::Reload);
        assert_eq!(s.to_fetch(), Some(Variant::Camelot));
    }
}
