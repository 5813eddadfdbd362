//! The puzzle packs (`www/puzzles/<game>.json`, made by `camelot puzzles`): read, every puzzle
//! checked (its position, every move of its line legal in turn, the line the solver's), and
//! chosen from. A damaged pack, or a damaged puzzle in it, is named, never trusted.

use crate::app::i18n::t;
use crate::board::LastMove;
use crate::t;
use camelot_core::{Move, MoveText, Position, Separator, Setup, Variant};
use serde::Deserialize;

/// The games that have a pack, in the order the page offers them.
pub const GAMES: [Variant; 3] = [Variant::Camelot, Variant::Cam, Variant::Camette];

/// The pack's address, relative to the page.
pub fn url(game: Variant) -> String {
    format!("puzzles/{}.json", game.name())
}

/// A puzzle as the pack writes it.
#[derive(Debug, Clone, Deserialize)]
struct Raw {
    id: String,
    position: String,
    #[serde(default)]
    last: Option<String>,
    moves: Vec<String>,
    #[serde(default)]
    themes: Vec<String>,
    rating: f64,
}

/// A checked puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct Puzzle {
    /// Its id (`#/puzzles?id=…`).
    pub id: String,
    /// The position, the solver to move.
    pub start: Position,
    /// The opponent's move that led to it, for the board to show.
    pub last: Option<LastMove>,
    /// The same move as text (WCF notation), for the task to name.
    pub last_text: Option<String>,
    /// The line: solver, reply, solver, …, first and last the solver's.
    pub line: Vec<Move>,
    /// Its themes (ids, as the pack names them).
    pub themes: Vec<String>,
    /// Its rating.
    pub rating: i32,
}

impl Puzzle {
    /// How many moves the solver plays.
    pub fn solver_moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// Whether it has the theme `theme`.
    pub fn has(&self, theme: &str) -> bool {
        self.themes.iter().any(|t| t == theme)
    }
}

/// A pack: the puzzles that passed the checks, and what was wrong with the others.
#[derive(Debug, Clone, PartialEq)]
pub struct Pack {
    /// The game.
    pub game: Variant,
    /// The puzzles, in the pack's order.
    pub puzzles: Vec<Puzzle>,
    /// How many puzzles were left out as damaged.
    pub damaged: usize,
    /// What was wrong with the first one left out.
    pub first_damage: Option<String>,
}

/// The squares of a move's text as the board draws a last move (the position before it is not
/// in the pack: a jump's captured piece stands halfway along its leg).
fn last_move(text: &str) -> Result<LastMove, String> {
    let mt = text.parse::<MoveText>().map_err(|e| {
        t!(
            "puzzles-pack-last-move",
            move_text = text,
            error = e.to_string()
        )
    })?;
    let mut captures = Vec::new();
    let mut at = mt.from;
    for (sep, sq) in &mt.legs {
        if *sep == Separator::Cross
            && let Some(mid) = at.midpoint(*sq)
        {
            captures.push(mid);
        }
        at = *sq;
    }
    Ok(LastMove {
        from: mt.from,
        landings: mt.legs.iter().map(|(_, sq)| *sq).collect(),
        captures,
    })
}

fn check(game: Variant, raw: Raw) -> Result<Puzzle, String> {
    let position = |e: String| t!("puzzles-pack-position", error = e);
    let setup = Setup::parse_as(&raw.position, game).map_err(|e| position(e.to_string()))?;
    let start = Position::from_setup(setup).map_err(|e| position(e.to_string()))?;
    if start.is_game_over() {
        return Err(t("puzzles-pack-over"));
    }
    if raw.moves.is_empty() || raw.moves.len().is_multiple_of(2) {
        return Err(t!("puzzles-pack-line-length", n = raw.moves.len()));
    }
    let mut pos = start.clone();
    let mut line = Vec::with_capacity(raw.moves.len());
    for (i, text) in raw.moves.iter().enumerate() {
        let bad_move = |e: String| t!("puzzles-pack-move", n = i + 1, move_text = text, error = e);
        let mv = pos.parse_move(text).map_err(|e| bad_move(e.to_string()))?;
        pos = pos.play(&mv).map_err(|e| bad_move(e.to_string()))?;
        if pos.is_game_over() && i + 1 < raw.moves.len() {
            return Err(t!("puzzles-pack-move-ends", n = i + 1, move_text = text));
        }
        line.push(mv);
    }
    let last = raw.last.as_deref().map(last_move).transpose()?;
    if !raw.rating.is_finite() {
        return Err(t("puzzles-pack-rating"));
    }
    Ok(Puzzle {
        id: raw.id,
        start,
        last_text: last.as_ref().and(raw.last),
        last,
        line,
        themes: raw.themes,
        rating: raw.rating.clamp(0.0, 4000.0).round() as i32,
    })
}

impl Pack {
    /// Reads a pack's text. `Err` says why nothing of it can be used (not JSON, not a list, no
    /// good puzzle); puzzles that fail their checks are left out and counted.
    pub fn parse(game: Variant, text: &str) -> Result<Pack, String> {
        let values: Vec<serde_json::Value> = match serde_json::from_str(text) {
            Ok(v) => v,
            Err(e) => return Err(crate::app::storage::unreadable(&e)),
        };
        let mut pack = Pack {
            game,
            puzzles: Vec::with_capacity(values.len()),
            damaged: 0,
            first_damage: None,
        };
        let mut seen = std::collections::HashSet::new();
        for (i, value) in values.into_iter().enumerate() {
            let checked = serde_json::from_value::<Raw>(value)
                .map_err(|_| t!("puzzles-pack-not-a-puzzle", n = (i + 1).to_string()))
                .and_then(|raw| {
                    let id = raw.id.clone();
                    if id.is_empty() || !seen.insert(id.clone()) {
                        return Err(t!("puzzles-pack-bad-id", n = (i + 1).to_string(), id = &id));
                    }
                    check(game, raw).map_err(|e| t!("puzzles-pack-puzzle", id = &id, problem = e))
                });
            match checked {
                Ok(p) => pack.puzzles.push(p),
                Err(e) => {
                    pack.damaged += 1;
                    pack.first_damage.get_or_insert(e);
                }
            }
        }
        if pack.puzzles.is_empty() {
            return Err(match pack.first_damage {
                Some(e) => e,
                None => t("puzzles-pack-empty"),
            });
        }
        Ok(pack)
    }

    /// The puzzle with id `id`.
    pub fn find(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }

    /// The themes of the pack with how many puzzles have each, most common first.
    pub fn themes(&self) -> Vec<(String, usize)> {
        let mut counts: Vec<(String, usize)> = Vec::new();
        for p in &self.puzzles {
            for t in &p.themes {
                match counts.iter_mut().find(|(name, _)| name == t) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((t.clone(), 1)),
                }
            }
        }
        counts.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        counts
    }

    /// The next puzzle to offer: of `theme` (any when `None`), not in `played` if one is left
    /// (then `fresh` is true), the rating nearest `target`; ties go to the pack's order, moved
    /// along by `turn` so that equal puzzles take turns.
    pub fn next(
        &self,
        theme: Option<&str>,
        target: f64,
        played: &dyn Fn(&str) -> bool,
        turn: usize,
    ) -> Option<(&Puzzle, bool)> {
        let of_theme: Vec<&Puzzle> = self
            .puzzles
            .iter()
            .filter(|p| theme.is_none_or(|t| p.has(t)))
            .collect();
        let unplayed: Vec<&Puzzle> = of_theme
            .iter()
            .copied()
            .filter(|p| !played(&p.id))
            .collect();
        let (pool, fresh) = if unplayed.is_empty() {
            (of_theme, false)
        } else {
            (unplayed, true)
        };
        let distance = |p: &Puzzle| (f64::from(p.rating) - target).abs().round() as i64;
        let best = pool.iter().map(|p| distance(p)).min()?;
        // Near enough to count as equally fit: within 25 points of the nearest.
        let near: Vec<&Puzzle> = pool
            .iter()
            .copied()
            .filter(|p| distance(p) <= best + 25)
            .collect();
        near.get(turn % near.len().max(1)).map(|p| (*p, fresh))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A small pack for the tests: a jump chain to find, and a two-move line (Camelot).
    pub const PACK: &str = r#"[
      {"id": "a1", "position": "2/8/10/12/12/5m6/12/5m6/5M6/12/12/12/12/10/8/2 w 0 0 20",
       "last": "G12-F11", "moves": ["F8xF10xF12"], "themes": ["multiJump", "short"], "rating": 1400},
      {"id": "b2", "position": "2/8/10/11m/12/12/12/5m6/12/12/5M6/12/M11/10/8/2 w 0 0 20",
       "moves": ["F6-F7"], "themes": ["quietMove"], "rating": 1700},
      {"id": "c3", "position": "2/8/10/11m/12/12/12/5m6/12/12/5M6/12/M11/10/8/2 w 0 0 20",
       "moves": ["F6-F7", "F9-F8", "F7xF9"], "themes": ["long"], "rating": 1900}
    ]"#;

    #[test]
    fn a_pack_reads_and_its_puzzles_are_checked() {
        let pack = Pack::parse(Variant::Camelot, PACK).expect("the pack");
        assert_eq!(pack.puzzles.len(), 3);
        assert_eq!(pack.damaged, 0);
        let a = pack.find("a1").expect("a1");
        assert_eq!(a.line.len(), 1);
        assert_eq!(a.solver_moves(), 1);
        let last = a.last.clone().expect("the last move");
        assert_eq!(last.from.to_string(), "G12");
        assert_eq!(last.to().to_string(), "F11");
        assert!(last.captures.is_empty());
        assert!(a.has("multiJump") && !a.has("charge"));
    }

    #[test]
    fn damaged_packs_and_puzzles_are_named() {
        assert!(Pack::parse(Variant::Camelot, "{ not json").is_err_and(|e| e.contains("line 1")));
        assert!(Pack::parse(Variant::Camelot, "[]").is_err_and(|e| e.contains("no puzzle")));
        let e = Pack::parse(
            Variant::Camelot,
            r#"[{"id":"x","position":"nonsense","moves":["F6-F7"],"rating":1}]"#,
        )
        .expect_err("no good puzzle");
        assert!(e.starts_with("puzzle x: position"), "{e}");
        // One good puzzle and three bad ones: the good one is kept, the others counted.
        let text = PACK.trim_end().trim_end_matches(']').to_string()
            + r#", {"id": "x5", "position": "2/8/10/11m/12/12/12/5m6/12/12/5M6/12/M11/10/8/2 w 0 0 20", "moves": ["F6-F9"], "rating": 1500},
               {"id": "x6", "position": "2/8/10/11m/12/12/12/5m6/12/12/5M6/12/M11/10/8/2 w 0 0 20", "moves": ["F6-F7", "F9-F8"], "rating": 1500},
               {"id": "a1", "oops": true}]"#;
        let pack = Pack::parse(Variant::Camelot, &text).expect("the good ones");
        assert_eq!(pack.puzzles.len(), 3);
        assert_eq!(pack.damaged, 3);
        let first = pack.first_damage.clone().expect("named");
        assert!(first.starts_with("puzzle x5: move 1 `F6-F9`"), "{first}");
        // A Camelot puzzle in the Cam pack is damage too.
        assert!(Pack::parse(Variant::Cam, PACK).is_err());
    }

    #[test]
    fn the_next_puzzle_is_near_the_rating_and_not_played() {
        let pack = Pack::parse(Variant::Camelot, PACK).expect("the pack");
        let none = |_: &str| false;
        assert_eq!(
            pack.next(None, 1500.0, &none, 0).map(|p| p.0.id.as_str()),
            Some("a1")
        );
        assert_eq!(
            pack.next(None, 1650.0, &none, 0).map(|p| p.0.id.as_str()),
            Some("b2")
        );
        let a1_played = |id: &str| id == "a1";
        assert_eq!(
            pack.next(None, 1400.0, &a1_played, 0)
                .map(|p| (p.0.id.as_str(), p.1)),
            Some(("b2", true))
        );
        assert_eq!(
            pack.next(Some("multiJump"), 1400.0, &a1_played, 0)
                .map(|p| (p.0.id.as_str(), p.1)),
            Some(("a1", false))
        );
        assert!(pack.next(Some("charge"), 1400.0, &none, 0).is_none());
        assert_eq!(pack.themes()[0].1, 1);
    }
}
