//! The puzzle trainer (`#/puzzles`): tactics puzzles made by our own engine (`camelot
//! puzzles`, shipped as `www/puzzles/<game>.json`), fetched when the page opens and cached for
//! offline play by the service worker. A Glicko-2 rating kept in the browser, themes, a
//! streak, hints, and the last results.

pub mod pack;
pub mod progress;
pub mod rating;
pub mod session;
pub mod state;
mod view;
pub mod words;

pub use view::{Puzzles, PuzzlesProps};
