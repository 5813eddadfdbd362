//! The saved game and settings (localStorage), as versioned JSON.

use crate::state::Mode;
use camelot_core::{Game, Outcome, Position};
use serde::{Deserialize, Serialize};

/// The localStorage key.
pub const KEY: &str = "camelot.game";

/// The format version; data of any other version is discarded.
pub const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Saved {
    version: u32,
    start: String,
    moves: Vec<String>,
    ply: usize,
    mode: Mode,
    flipped: bool,
    ending: Option<Outcome>,
    /// The threefold-repetition house rule; saves from before the switch had it on.
    #[serde(default = "on")]
    repetition: bool,
}

fn on() -> bool {
    true
}

/// What a restore gives back.
#[derive(Debug, Clone, PartialEq)]
pub struct Restored {
    /// The game, cursor included.
    pub game: Game,
    /// Who plays.
    pub mode: Mode,
    /// Board orientation.
    pub flipped: bool,
}

/// The game and settings as saved text. Moves after the cursor (undone moves) are kept.
pub fn save(game: &Game, mode: Mode, flipped: bool) -> String {
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
        mode,
        flipped,
        ending,
        repetition: game.repetition_rule(),
    };
    serde_json::to_string(&saved).unwrap_or_default()
}

/// Reads saved text back; an error says why it was unusable.
pub fn restore(text: &str) -> Result<Restored, String> {
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
    let mode = match saved.mode {
        Mode::Computer { human, level } => Mode::Computer {
            human,
            level: level.clamp(1, 8),
        },
        Mode::Watch { level, speed } => Mode::Watch {
            level: level.clamp(1, 8),
            speed,
        },
        Mode::TwoPlayers => Mode::TwoPlayers,
    };
    Ok(Restored {
        game,
        mode,
        flipped: saved.flipped,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Color;

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
        let r = restore(&save(&game, mode, true)).expect("restores");
        assert_eq!(r.game, game);
        assert_eq!(r.mode, mode);
        assert!(r.flipped);
    }

    #[test]
    fn the_repetition_setting_survives() {
        let mut game = Game::default();
        game.set_repetition_rule(false);
        let r = restore(&save(&game, Mode::TwoPlayers, false)).expect("restores");
        assert!(!r.game.repetition_rule());
        let old =
            save(&Game::default(), Mode::TwoPlayers, false).replace(",\"repetition\":true", "");
        assert!(!old.contains("repetition"));
        assert!(restore(&old).expect("restores").game.repetition_rule());
    }

    #[test]
    fn resignation_survives() {
        let mut game = Game::default();
        game.play_text("F7-F8").expect("legal");
        game.resign(Color::Black);
        let r = restore(&save(&game, Mode::TwoPlayers, false)).expect("restores");
        assert_eq!(r.game.outcome(), game.outcome());
    }

    #[test]
    fn corrupt_or_old_data_is_refused() {
        assert!(restore("").is_err());
        assert!(restore("{\"version\":0}").is_err());
        let good = save(&Game::default(), Mode::TwoPlayers, false);
        assert!(restore(&good.replace("\"version\":1", "\"version\":0")).is_err());
        assert!(restore(&good.replace("\"moves\":[]", "\"moves\":[\"F7-F9\"]")).is_err());
        assert!(restore(&good.replace("2/8/10", "2/8/11")).is_err());
    }
}
