//! Who plays which side of a game on the game page, and at what level.

use camelot_core::Color;

/// How long the computer waits between moves in watch mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speed {
    /// About 3 s between moves.
    Slow,
    /// About 1 s.
    Normal,
    /// As fast as the engine answers.
    Fast,
}

impl Speed {
    /// Pause before each computer move, in milliseconds.
    pub fn delay_ms(self) -> u32 {
        match self {
            Speed::Slow => 3000,
            Speed::Normal => 1000,
            Speed::Fast => 100,
        }
    }
}

/// Who plays which side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// A person against the computer.
    Computer {
        /// The person's colour.
        human: Color,
        /// Computer level 1..=8, or [`PERFECT`] (Camette's solved game).
        level: u8,
    },
    /// Two people on one device.
    TwoPlayers,
    /// Computer against computer, each side at its own level.
    Watch {
        /// White's level.
        white: u8,
        /// Black's level.
        black: u8,
        /// Pause between moves.
        speed: Speed,
    },
}

pub use crate::engine::{DEFAULT_LEVEL, PERFECT};

/// The level of hints in two-player games.
pub const HINT_LEVEL: u8 = 4;

impl Default for Mode {
    fn default() -> Self {
        Mode::Computer {
            human: Color::White,
            level: DEFAULT_LEVEL,
        }
    }
}

impl Mode {
    /// Whether `color` is played by the computer.
    pub fn computer_plays(self, color: Color) -> bool {
        match self {
            Mode::Computer { human, .. } => human != color,
            Mode::TwoPlayers => false,
            Mode::Watch { .. } => true,
        }
    }

    /// The level the engine plays (or hints) at for `color`.
    pub fn level_for(self, color: Color) -> u8 {
        match self {
            Mode::Computer { level, .. } => level.clamp(1, PERFECT),
            Mode::Watch { white, black, .. } => match color {
                Color::White => white,
                Color::Black => black,
            }
            .clamp(1, 8),
            Mode::TwoPlayers => HINT_LEVEL,
        }
    }

    /// The same mode with every level in 1..=8, or Perfect against a person (stored data may
    /// say anything).
    pub fn clamped(self) -> Mode {
        match self {
            Mode::Computer { human, level } => Mode::Computer {
                human,
                level: level.clamp(1, PERFECT),
            },
            Mode::Watch {
                white,
                black,
                speed,
            } => Mode::Watch {
                white: white.clamp(1, 8),
                black: black.clamp(1, 8),
                speed,
            },
            Mode::TwoPlayers => Mode::TwoPlayers,
        }
    }
}

impl Mode {
    /// Whether the person plays Black against the computer (the board is then turned).
    pub fn human_is_black(self) -> bool {
        matches!(
            self,
            Mode::Computer {
                human: Color::Black,
                ..
            }
        )
    }
}
