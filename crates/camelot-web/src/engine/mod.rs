//! The engine layer: the worker protocol, the worker itself, the page's client of it, the
//! one hook every page uses to talk to it ([`use_engine`]), its evaluations as players read
//! them ([`eval::Eval`]), and its words for people (why the computer could not answer, what an
//! evaluation says).

pub mod client;
pub mod eval;
mod hook;
pub mod perfect;
pub mod protocol;
pub mod words;
pub mod worker;

pub use hook::{Busy, Delay, Want, use_engine};

/// The computer's levels, weakest first.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=8;

/// The level that plays Camette's solved game (the "Perfect" opponent): offered for Camette
/// only; elsewhere it plays as the strongest level.
pub const PERFECT: u8 = 9;

/// The game whose solved game the Perfect worker has (the level is offered, and the analysis
/// board asks for verdicts, in it only).
pub const SOLVED: camelot_core::Variant = camelot_core::Variant::Camette;

/// The "level" of a request for the solved game's verdict only (the analysis board's): the
/// Perfect worker answers it from the solved game, or with no move and
/// [`protocol::Assessment::Unknown`] where the game is not in its file; it never searches.
pub const VERDICT: u8 = 10;

/// The "level" of a request for the solved game's verdict that may download the win/draw/loss
/// table for it (the analysis board's, once the player has asked for every position's value):
/// as [`VERDICT`], but where the strategy does not know the position the worker fetches the
/// table (with progress; kept for offline use) rather than answering
/// [`protocol::Assessment::Unknown`]. A [`VERDICT`] request uses the table only when it is
/// already kept.
pub const FULL_VERDICT: u8 = 11;

/// The level a first visit plays against: gentle, so a new player can win.
pub const DEFAULT_LEVEL: u8 = 2;
