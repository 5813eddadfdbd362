//! The saved game, the game set aside by the last replacement, and the page's settings, in
//! localStorage as versioned JSON (through `gloo-storage`).

use super::state::{Mode, Snapshot, Speed};
use camelot_core::{Color, Game, Outcome, Position};
use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

/// The key of the game in progress.
pub const KEY: &str = "camelot.game";

/// The key of the game the last replacement set aside.
pub const PREVIOUS_KEY: &str = "camelot.previous";

/// The key of the settings.
pub const SETTINGS_KEY: &str = "camelot.settings";

/// The format version; data of any other version is discarded.
pub const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Saved {
    version: u32,
    start: String,
    moves: Vec<String>,
    ply: usize,
    mode: SavedMode,
    flipped: bool,
    ending: Option<Outcome>,
    /// The threefold-repetition house rule; saves from before the switch had it on.
    #[serde(default = "on")]
    repetition: bool,
}

/// The mode as stored. Saves from before watch mode had a level per side wrote one `level`
/// for both.
#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
enum SavedMode {
    Computer {
        human: Color,
        level: u8,
    },
    TwoPlayers,
    Watch {
        #[serde(default)]
        white: Option<u8>,
        #[serde(default)]
        black: Option<u8>,
        #[serde(default, skip_serializing)]
        level: Option<u8>,
        speed: Speed,
    },
}

impl From<Mode> for SavedMode {
    fn from(m: Mode) -> SavedMode {
        match m {
            Mode::Computer { human, level } => SavedMode::Computer { human, level },
            Mode::TwoPlayers => SavedMode::TwoPlayers,
            Mode::Watch {
                white,
                black,
                speed,
            } => SavedMode::Watch {
                white: Some(white),
                black: Some(black),
                level: None,
                speed,
            },
        }
    }
}

impl From<SavedMode> for Mode {
    fn from(m: SavedMode) -> Mode {
        match m {
            SavedMode::Computer { human, level } => Mode::Computer { human, level },
            SavedMode::TwoPlayers => Mode::TwoPlayers,
            SavedMode::Watch {
                white,
                black,
                level,
                speed,
            } => {
                let both = level.unwrap_or(super::state::DEFAULT_LEVEL);
                Mode::Watch {
                    white: white.unwrap_or(both),
                    black: black.unwrap_or(both),
                    speed,
                }
            }
        }
        .clamped()
    }
}

fn on() -> bool {
    true
}

/// The game and settings as saved text. Moves after the cursor (undone moves) are kept.
pub fn save(s: &Snapshot) -> String {
    let game = &s.game;
    let ending = if game.ply() == game.all_moves().len() && game.position().outcome().is_none() {
        game.outcome()
    } else {
        None
    };
    let saved = Saved {
        version: VERSION,
        start: game.start().to_string(),
        moves: game.all_moves().iter().map(|m| m.to_string()).collect(),
        ply: game.ply(),
        mode: s.mode.into(),
        flipped: s.flipped,
        ending,
        repetition: game.repetition_rule(),
    };
    serde_json::to_string(&saved).unwrap_or_default()
}

/// Reads saved text back; an error says why it was unusable.
pub fn restore(text: &str) -> Result<Snapshot, String> {
    let saved: Saved = serde_json::from_str(text).map_err(|e| format!("unreadable ({e})"))?;
    if saved.version != VERSION {
        return Err(format!("from an older version ({})", saved.version));
    }
    let start: Position = saved
        .start
        .parse()
        .map_err(|e| format!("bad start position ({e})"))?;
    let mut game = Game::new(start);
    game.set_repetition_rule(saved.repetition);
    for (i, text) in saved.moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {} ({text}) is illegal: {e}", i + 1))?;
    }
    if let Some(ending) = saved.ending {
        game.set_ending(ending);
    }
    game.go_to(saved.ply);
    Ok(Snapshot {
        game,
        mode: saved.mode.into(),
        flipped: saved.flipped,
    })
}

/// Whether localStorage can be used. `gloo-storage` throws (an abort in this build) when the
/// browser blocks storage (storage switched off, some sandboxed frames), so every use asks
/// first: a blocked storage only loses what would have been saved.
pub fn available() -> bool {
    web_sys::window().is_some_and(|w| matches!(w.local_storage(), Ok(Some(_))))
}

/// The text stored under `key`, if any.
pub fn read(key: &str) -> Option<String> {
    available()
        .then(|| LocalStorage::raw().get_item(key).ok().flatten())
        .flatten()
}

/// Stores `text` under `key` (a full or blocked storage only loses the save).
pub fn write(key: &str, text: &str) {
    if available() {
        let _ = LocalStorage::raw().set_item(key, text);
    }
}

/// Removes `key`.
pub fn remove(key: &str) {
    if available() {
        LocalStorage::delete(key);
    }
}

/// Light or dark colours.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Follow the system (`prefers-color-scheme`).
    #[default]
    Auto,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

/// The page's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Colours.
    pub theme: Theme,
    /// Move and capture sounds (off until switched on).
    pub sound: bool,
    /// The board's legend (dots and rings) was read and put away.
    pub legend_seen: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: Theme::Auto,
            sound: false,
            legend_seen: false,
        }
    }
}

/// The stored settings (defaults when none or unreadable).
pub fn load_settings() -> Settings {
    if !available() {
        return Settings::default();
    }
    LocalStorage::get(SETTINGS_KEY).unwrap_or_default()
}

/// Stores the settings.
pub fn save_settings(s: &Settings) {
    if available() {
        let _ = LocalStorage::set(SETTINGS_KEY, s);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn snap(game: Game, mode: Mode, flipped: bool) -> Snapshot {
        Snapshot {
            game,
            mode,
            flipped,
        }
    }

    #[test]
    fn round_trip_with_undone_moves() {
        let mut game = Game::default();
        for m in ["J6-K5", "J11-K12", "K5-L4"] {
            game.play_text(m).expect("legal");
        }
        game.undo();
        let mode = Mode::Computer {
            human: Color::Black,
            level: 6,
        };
        let r = restore(&save(&snap(game.clone(), mode, true))).expect("restores");
        assert_eq!(r.game, game);
        assert_eq!(r.mode, mode);
        assert!(r.flipped);
    }

    #[test]
    fn watch_mode_keeps_both_levels_and_reads_old_saves() {
        let mode = Mode::Watch {
            white: 7,
            black: 2,
            speed: Speed::Fast,
        };
        let r = restore(&save(&snap(Game::default(), mode, false))).expect("restores");
        assert_eq!(r.mode, mode);
        let old = save(&snap(Game::default(), Mode::TwoPlayers, false)).replace(
            "{\"kind\":\"two-players\"}",
            "{\"kind\":\"watch\",\"level\":5,\"speed\":\"slow\"}",
        );
        assert_eq!(
            restore(&old).expect("restores").mode,
            Mode::Watch {
                white: 5,
                black: 5,
                speed: Speed::Slow
            }
        );
    }

    #[test]
    fn the_repetition_setting_survives() {
        let mut game = Game::default();
        game.set_repetition_rule(false);
        let r = restore(&save(&snap(game, Mode::TwoPlayers, false))).expect("restores");
        assert!(!r.game.repetition_rule());
        let old = save(&snap(Game::default(), Mode::TwoPlayers, false))
            .replace(",\"repetition\":true", "");
        assert!(!old.contains("repetition"));
        assert!(restore(&old).expect("restores").game.repetition_rule());
    }

    #[test]
    fn resignation_survives() {
        let mut game = Game::default();
        game.play_text("F7-F8").expect("legal");
        game.resign(Color::Black);
        let r = restore(&save(&snap(game.clone(), Mode::TwoPlayers, false))).expect("restores");
        assert_eq!(r.game.outcome(), game.outcome());
    }

    #[test]
    fn corrupt_or_old_data_is_refused() {
        assert!(restore("").is_err());
        assert!(restore("{\"version\":0}").is_err());
        let good = save(&snap(Game::default(), Mode::TwoPlayers, false));
        assert!(restore(&good.replace("\"version\":1", "\"version\":0")).is_err());
        assert!(restore(&good.replace("\"moves\":[]", "\"moves\":[\"F7-F9\"]")).is_err());
        assert!(restore(&good.replace("2/8/10", "2/8/11")).is_err());
        assert!(restore(&good.replace("two-players", "three-players")).is_err());
    }

    #[test]
    fn settings_read_partial_data_with_defaults() {
        let s: Settings = serde_json::from_str("{\"sound\":true}").expect("reads");
        assert_eq!(
            s,
            Settings {
                sound: true,
                ..Settings::default()
            }
        );
        assert!(
            !Settings::default().sound,
            "sounds are off on a first visit"
        );
    }
}
