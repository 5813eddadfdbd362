//! The saved game and the game set aside by the last replacement, as versioned JSON (stored
//! through the app's guarded storage). Why a save cannot be restored is data
//! ([`NotRestored`]); the page's `words` module says it.

use super::import::Snapshot;
use super::mode::{DEFAULT_LEVEL, Mode, Speed};
use crate::app::json::{Json, Unreadable};
use crate::game::cursor::node_or_end;
use camelot_core::{
    Color, EndReason, Game, GameTree, MoveError, NodeId, Outcome, ParsePositionError, Position,
    Record, RecordError,
};

/// Why saved text could not be restored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotRestored {
    /// The text is not JSON.
    Unreadable(Unreadable),
    /// A field is missing or not of its type.
    Field {
        /// The field's name.
        key: &'static str,
    },
    /// The players are of a kind this app does not know.
    UnknownPlayers {
        /// The kind as stored.
        kind: String,
    },
    /// The game record (version 2) does not read. (The core errors are boxed: they would
    /// make every `Result` of this module large.)
    BadRecord(Box<RecordError>),
    /// The start position (version 1) does not read.
    BadStart(Box<ParsePositionError>),
    /// A move (version 1) cannot be played.
    BadMove {
        /// Its number in the list, from 1.
        number: usize,
        /// Its text.
        text: String,
        /// Why.
        error: Box<MoveError>,
    },
    /// Another version wrote it.
    Version(u32),
}

/// The key of the game in progress.
pub const KEY: &str = "camelot.game";

/// The key of the game the last replacement set aside.
pub const PREVIOUS_KEY: &str = "camelot.previous";

/// The format version written. Version 1 (a single line of moves) is still read.
pub const VERSION: u32 = 2;

/// The saved game. Version 2 keeps the game as a record, with its side lines and comments,
/// and the node shown as a path; version 1 kept the start position, the moves and how many of
/// them were played.
struct Saved {
    version: u32,
    record: Option<String>,
    node: Option<String>,
    start: Option<String>,
    moves: Vec<String>,
    ply: usize,
    mode: SavedMode,
    flipped: bool,
    /// A result decided outside the rules (resignation, agreement).
    ending: Option<Outcome>,
    /// The threefold-repetition house rule; saves from before the switch had it on.
    repetition: bool,
}

/// The mode as stored: `kind` is `computer`, `two-players` or `watch`, and only the fields
/// of that kind are written. Version 1 wrote one `level` for both sides of a watched game.
struct SavedMode {
    kind: String,
    human: Option<Color>,
    level: Option<u8>,
    white: Option<u8>,
    black: Option<u8>,
    speed: Option<String>,
}

fn speed_name(s: Speed) -> &'static str {
    match s {
        Speed::Slow => "slow",
        Speed::Normal => "normal",
        Speed::Fast => "fast",
    }
}

impl From<Mode> for SavedMode {
    fn from(m: Mode) -> SavedMode {
        let mut out = SavedMode {
            kind: String::new(),
            human: None,
            level: None,
            white: None,
            black: None,
            speed: None,
        };
        match m {
            Mode::Computer { human, level } => {
                out.kind = "computer".into();
                out.human = Some(human);
                out.level = Some(level);
            }
            Mode::TwoPlayers => out.kind = "two-players".into(),
            Mode::Watch {
                white,
                black,
                speed,
            } => {
                out.kind = "watch".into();
                out.white = Some(white);
                out.black = Some(black);
                out.speed = Some(speed_name(speed).into());
            }
        }
        out
    }
}

impl SavedMode {
    fn mode(&self) -> Result<Mode, NotRestored> {
        let both = self.level.unwrap_or(DEFAULT_LEVEL);
        let mode = match self.kind.as_str() {
            "computer" => Mode::Computer {
                human: self.human.unwrap_or(Color::White),
                level: both,
            },
            "two-players" => Mode::TwoPlayers,
            "watch" => Mode::Watch {
                white: self.white.unwrap_or(both),
                black: self.black.unwrap_or(both),
                speed: match self.speed.as_deref() {
                    Some("slow") => Speed::Slow,
                    Some("fast") => Speed::Fast,
                    _ => Speed::Normal,
                },
            },
            other => {
                return Err(NotRestored::UnknownPlayers {
                    kind: other.to_string(),
                });
            }
        };
        Ok(mode.clamped())
    }
}

/// A field that must be there, of the right type.
fn need<'a, T>(
    v: &'a Json,
    key: &'static str,
    read: impl Fn(&'a Json) -> Option<T>,
) -> Result<T, NotRestored> {
    v.get(key).and_then(read).ok_or(NotRestored::Field { key })
}

/// A field that may be missing or `null`, of the right type when there.
fn maybe<'a, T>(
    v: &'a Json,
    key: &'static str,
    read: impl Fn(&'a Json) -> Option<T>,
) -> Result<Option<T>, NotRestored> {
    match v.field(key) {
        None => Ok(None),
        Some(x) => read(x).map(Some).ok_or(NotRestored::Field { key }),
    }
}

fn small(v: &Json) -> Option<u8> {
    v.as_u64().and_then(|n| u8::try_from(n).ok())
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn color(v: &Json) -> Option<Color> {
    match v.as_str()? {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// The names a decided result's reason is stored by (serde's kebab-case of the variants, as
/// written before this module).
const REASONS: [(EndReason, &str); 10] = [
    (EndReason::CastleOccupied, "castle-occupied"),
    (EndReason::AllCaptured, "all-captured"),
    (EndReason::NoLegalMove, "no-legal-move"),
    (EndReason::BothReduced, "both-reduced"),
    (EndReason::Repetition, "repetition"),
    (EndReason::Resignation, "resignation"),
    (EndReason::Agreement, "agreement"),
    (EndReason::CastleEntered, "castle-entered"),
    (EndReason::AntiCastleEntered, "anti-castle-entered"),
    (EndReason::AntiNoLegalMove, "anti-no-legal-move"),
];

fn outcome_json(o: Outcome) -> Json {
    let reason = REASONS
        .iter()
        .find(|(r, _)| *r == o.reason)
        .map_or("agreement", |(_, name)| name);
    Json::obj(vec![
        (
            "winner",
            o.winner.map_or(Json::Null, |c| Json::str(color_name(c))),
        ),
        ("reason", Json::str(reason)),
    ])
}

fn outcome(v: &Json) -> Option<Outcome> {
    let winner = match v.get("winner") {
        None | Some(Json::Null) => None,
        Some(c) => Some(color(c)?),
    };
    let name = v.get("reason")?.as_str()?;
    let reason = REASONS.iter().find(|(_, n)| *n == name)?.0;
    Some(Outcome { winner, reason })
}

impl SavedMode {
    fn to_json(&self) -> Json {
        let mut fields = vec![("kind", Json::str(&self.kind))];
        if let Some(h) = self.human {
            fields.push(("human", Json::str(color_name(h))));
        }
        for (key, level) in [
            ("level", self.level),
            ("white", self.white),
            ("black", self.black),
        ] {
            if let Some(l) = level {
                fields.push((key, Json::num(u64::from(l))));
            }
        }
        if let Some(s) = &self.speed {
            fields.push(("speed", Json::str(s)));
        }
        Json::obj(fields)
    }

    fn from_json(v: &Json) -> Result<SavedMode, NotRestored> {
        Ok(SavedMode {
            kind: need(v, "kind", |k| k.as_str().map(str::to_string))?,
            human: maybe(v, "human", color)?,
            level: maybe(v, "level", small)?,
            white: maybe(v, "white", small)?,
            black: maybe(v, "black", small)?,
            speed: maybe(v, "speed", |s| s.as_str().map(str::to_string))?,
        })
    }
}

impl Saved {
    fn to_json(&self) -> Json {
        let mut fields = vec![("version", Json::num(u64::from(self.version)))];
        if let Some(r) = &self.record {
            fields.push(("record", Json::str(r)));
        }
        if let Some(n) = &self.node {
            fields.push(("node", Json::str(n)));
        }
        if let Some(s) = &self.start {
            fields.push(("start", Json::str(s)));
        }
        if !self.moves.is_empty() {
            fields.push((
                "moves",
                Json::Arr(self.moves.iter().map(|m| Json::str(m)).collect()),
            ));
        }
        fields.push(("ply", Json::num(self.ply as u64)));
        fields.push(("mode", self.mode.to_json()));
        fields.push(("flipped", Json::Bool(self.flipped)));
        fields.push(("ending", self.ending.map_or(Json::Null, outcome_json)));
        fields.push(("repetition", Json::Bool(self.repetition)));
        Json::obj(fields)
    }

    fn from_json(v: &Json) -> Result<Saved, NotRestored> {
        let text = |x: &Json| x.as_str().map(str::to_string);
        let moves = match v.field("moves") {
            None => Vec::new(),
            Some(m) => m
                .as_array()
                .and_then(|items| items.iter().map(text).collect::<Option<Vec<_>>>())
                .ok_or(NotRestored::Field { key: "moves" })?,
        };
        Ok(Saved {
            version: need(v, "version", |n| {
                n.as_u64().and_then(|n| u32::try_from(n).ok())
            })?,
            record: maybe(v, "record", text)?,
            node: maybe(v, "node", text)?,
            start: maybe(v, "start", text)?,
            moves,
            ply: maybe(v, "ply", |n| {
                n.as_u64().and_then(|n| usize::try_from(n).ok())
            })?
            .unwrap_or(0),
            mode: SavedMode::from_json(v.get("mode").ok_or(NotRestored::Field { key: "mode" })?)?,
            flipped: need(v, "flipped", Json::as_bool)?,
            ending: maybe(v, "ending", outcome)?,
            repetition: maybe(v, "repetition", Json::as_bool)?.unwrap_or(true),
        })
    }
}

/// The game and settings as saved text.
pub fn save(s: &Snapshot) -> String {
    save_game(&s.tree, s.cursor, s.mode, s.flipped)
}

/// [`save`] from the parts.
pub fn save_game(tree: &GameTree, cursor: NodeId, mode: Mode, flipped: bool) -> String {
    let saved = Saved {
        version: VERSION,
        record: Some(Record::from_tree(tree, &[]).to_string()),
        node: tree.path(cursor).map(|p| p.to_string()),
        start: None,
        moves: Vec::new(),
        ply: 0,
        mode: mode.into(),
        flipped,
        ending: tree.ending(),
        repetition: tree.repetition_rule(),
    };
    saved.to_json().write()
}

/// Reads saved text back; an error says why it was unusable.
pub fn restore(text: &str) -> Result<Snapshot, NotRestored> {
    let json = Json::parse(text).map_err(NotRestored::Unreadable)?;
    let saved = Saved::from_json(&json)?;
    let mode = saved.mode.mode()?;
    let (mut tree, cursor) = match saved.version {
        2 => {
            let rec: Record = saved
                .record
                .as_deref()
                .unwrap_or("")
                .parse()
                .map_err(|e| NotRestored::BadRecord(Box::new(e)))?;
            let tree = rec.tree;
            let cursor = node_or_end(&tree, saved.node.as_deref());
            (tree, cursor)
        }
        1 => {
            let start: Position = saved
                .start
                .as_deref()
                .unwrap_or("")
                .parse()
                .map_err(|e| NotRestored::BadStart(Box::new(e)))?;
            let mut game = Game::new(start);
            for (i, text) in saved.moves.iter().enumerate() {
                game.play_text(text).map_err(|error| NotRestored::BadMove {
                    number: i + 1,
                    text: text.clone(),
                    error: Box::new(error),
                })?;
            }
            let tree = GameTree::from_game(&game);
            let cursor = tree
                .main_line(NodeId::ROOT)
                .get(saved.ply.wrapping_sub(1))
                .copied()
                .unwrap_or(NodeId::ROOT);
            (tree, cursor)
        }
        v => return Err(NotRestored::Version(v)),
    };
    tree.set_repetition_rule(saved.repetition);
    tree.set_ending(saved.ending);
    Ok(Snapshot {
        tree,
        cursor,
        mode,
        flipped: saved.flipped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::EndReason;

    fn snap(tree: GameTree, cursor: NodeId, mode: Mode, flipped: bool) -> Snapshot {
        Snapshot {
            tree,
            cursor,
            mode,
            flipped,
        }
    }

    fn tree_of(moves: &[&str]) -> (GameTree, Vec<NodeId>) {
        let mut tree = GameTree::default();
        let mut at = NodeId::ROOT;
        let mut nodes = Vec::new();
        for m in moves {
            at = tree.play_text(at, m).expect("legal");
            nodes.push(at);
        }
        (tree, nodes)
    }

    #[test]
    fn a_tree_with_side_lines_comments_and_the_cursor_round_trips() {
        let (mut tree, nodes) = tree_of(&["J6-K5", "J11-K12", "K5-L4"]);
        let side = tree.play_text(nodes[0], "F10-F9").expect("legal");
        tree.set_comment(side, "a quiet reply").expect("node");
        let mode = Mode::Computer {
            human: Color::Black,
            level: 6,
        };
        let s = snap(tree, side, mode, true);
        let r = restore(&save(&s)).expect("restores");
        assert_eq!(r.tree, s.tree);
        assert_eq!(r.tree.path(r.cursor), s.tree.path(s.cursor));
        assert_eq!(r.tree.comment(r.cursor), Some("a quiet reply"));
        assert_eq!((r.mode, r.flipped), (mode, true));
    }

    #[test]
    fn saves_read_and_write_the_text_serde_wrote_before() {
        // A resigned game against the computer, as the serde version of this module wrote it
        // (field order and the skipped fields included).
        let (mut tree, nodes) = tree_of(&["J6-K5"]);
        tree.set_ending(Some(Outcome {
            winner: Some(Color::White),
            reason: EndReason::Resignation,
        }));
        tree.set_repetition_rule(false);
        let record = Record::from_tree(&tree, &[]).to_string();
        let old = format!(
            r#"{{"version":2,"record":{},"node":"0","ply":0,"mode":{{"kind":"computer","human":"black","level":9}},"flipped":true,"ending":{{"winner":"white","reason":"resignation"}},"repetition":false}}"#,
            serde_json::to_string(&record).expect("a string")
        );
        let mode = Mode::Computer {
            human: Color::Black,
            level: 9,
        };
        assert_eq!(save_game(&tree, nodes[0], mode, true), old);
        let r = restore(&old).expect("restores");
        assert_eq!((r.mode, r.flipped), (mode, true));
        assert_eq!(r.tree.ending(), tree.ending());
        assert!(!r.tree.repetition_rule());
        // Every reason under serde's name for it.
        for (reason, name) in REASONS {
            assert_eq!(
                serde_json::to_string(&reason).expect("a name"),
                format!("\"{name}\"")
            );
            let o = Outcome {
                winner: None,
                reason,
            };
            assert_eq!(outcome(&outcome_json(o)), Some(o));
        }
        // Wrong types are refused, as serde refused them.
        for bad in [
            old.replace(r#""flipped":true"#, r#""flipped":"yes""#),
            old.replace(r#""level":9"#, r#""level":900"#),
            old.replace(r#""reason":"resignation""#, r#""reason":"boredom""#),
            old.replace(r#""version":2"#, r#""version":-2"#),
            old.replace(r#""mode":{"kind":"computer","#, r#""mode":{"#),
        ] {
            assert!(restore(&bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn version_1_saves_still_load() {
        let v1 = r#"{"version":1,"start":"2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1","moves":["J6-K5","J11-K12","K5-L4"],"ply":2,"mode":{"kind":"watch","level":5,"speed":"slow"},"flipped":false,"ending":null}"#;
        let r = restore(v1).expect("restores");
        assert_eq!(r.tree.main_game().notation(), ["J6-K5", "J11-K12", "K5-L4"]);
        assert_eq!(r.tree.line(r.cursor).len(), 2, "the cursor after two moves");
        assert!(r.tree.repetition_rule(), "on before the switch existed");
        assert_eq!(
            r.mode,
            Mode::Watch {
                white: 5,
                black: 5,
                speed: Speed::Slow
            }
        );
        let computer = v1.replace(
            r#"{"kind":"watch","level":5,"speed":"slow"}"#,
            r#"{"kind":"computer","human":"black","level":12}"#,
        );
        assert_eq!(
            restore(&computer).expect("restores").mode,
            Mode::Computer {
                human: Color::Black,
                level: super::super::mode::PERFECT
            },
            "out of range: the top, which is Perfect against a person"
        );
    }

    #[test]
    fn a_version_1_save_with_a_bad_start_or_move_says_which() {
        let v1 = r#"{"version":1,"start":"2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1","moves":["J6-K5","J6-K5"],"ply":2,"mode":{"kind":"two-players"},"flipped":false,"ending":null}"#;
        assert!(matches!(
            refused(v1),
            NotRestored::BadMove { number: 2, ref text, .. } if text == "J6-K5"
        ));
        assert!(matches!(
            refused(&v1.replace("2/8/10", "2/8/99")),
            NotRestored::BadStart(_)
        ));
    }

    #[test]
    fn watch_mode_keeps_both_levels() {
        let mode = Mode::Watch {
            white: 7,
            black: 2,
            speed: Speed::Fast,
        };
        let r = restore(&save(&snap(GameTree::default(), NodeId::ROOT, mode, false)))
            .expect("restores");
        assert_eq!(r.mode, mode);
    }

    #[test]
    fn the_repetition_setting_and_a_resignation_survive() {
        let (mut tree, nodes) = tree_of(&["F7-F8"]);
        tree.set_repetition_rule(false);
        tree.set_ending(Some(Outcome::win(Color::White, EndReason::Resignation)));
        let r = restore(&save(&snap(tree, nodes[0], Mode::TwoPlayers, false))).expect("restores");
        assert!(!r.tree.repetition_rule());
        assert_eq!(
            r.tree.outcome(r.cursor).map(|o| o.reason),
            Some(EndReason::Resignation)
        );
    }

    /// The reason of a refused restore.
    fn refused(text: &str) -> NotRestored {
        match restore(text) {
            Ok(_) => panic!("restored: {text}"),
            Err(why) => why,
        }
    }

    #[test]
    fn corrupt_or_unknown_data_is_refused() {
        assert_eq!(
            refused(""),
            NotRestored::Unreadable(Unreadable { line: 1, column: 1 })
        );
        assert_eq!(
            refused("{\"version\":0}"),
            NotRestored::Field { key: "mode" }
        );
        let good = save(&snap(
            GameTree::default(),
            NodeId::ROOT,
            Mode::TwoPlayers,
            false,
        ));
        assert!(restore(&good).is_ok());
        assert_eq!(
            refused(&good.replace("\"version\":2", "\"version\":7")),
            NotRestored::Version(7)
        );
        assert_eq!(
            refused(&good.replace("two-players", "three-players")),
            NotRestored::UnknownPlayers {
                kind: "three-players".into()
            }
        );
        assert_eq!(
            refused(&good.replace("\"flipped\":false", "\"flipped\":0")),
            NotRestored::Field { key: "flipped" }
        );
        let (tree, _) = tree_of(&["F7-F8"]);
        let one = save(&snap(tree, NodeId::ROOT, Mode::TwoPlayers, false));
        assert!(matches!(
            refused(&one.replace("F7-F8", "F7-F9")),
            NotRestored::BadRecord(_)
        ));
        assert!(
            restore(&one.replace("\"node\":\"\"", "\"node\":\"9.9\"")).is_ok(),
            "a lost node falls back to the game's end"
        );
    }

    #[test]
    fn a_variant_game_round_trips_with_its_variant() {
        use camelot_core::Variant;
        for (v, moves) in [
            (Variant::Chivalry, &["L7-M8", "L10-M9"][..]),
            (Variant::Cam, &["D5-D6"][..]),
            (Variant::River, &["C2,D2,I2", "C15,D15,I15", "D5-D6"][..]),
            (Variant::Anti, &[][..]),
        ] {
            let mut tree = GameTree::new(Position::start_of(v));
            let mut at = NodeId::ROOT;
            for m in moves {
                at = tree.play_text(at, m).expect("legal");
            }
            let text = save(&snap(tree.clone(), at, Mode::TwoPlayers, false));
            let r = restore(&text).expect("restores");
            assert_eq!(r.tree.variant(), v);
            assert_eq!(r.tree, tree, "{v}");
            assert_eq!(r.tree.path(r.cursor), tree.path(at));
            if v != Variant::Camelot {
                assert!(
                    text.contains(&format!("[Variant \\\"{}\\\"]", v.title())),
                    "{text}"
                );
            }
        }
        // A saved game whose variant tag was tampered with is refused, not misread.
        let tree = GameTree::new(Position::start_of(Variant::Cam));
        let text = save(&snap(tree, NodeId::ROOT, Mode::TwoPlayers, false));
        assert!(restore(&text.replace("Cam\\\"", "Chess\\\"")).is_err());
    }
}
