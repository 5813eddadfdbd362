//! The pages. Each imports the shared layers (`app`, `board`, `entry`, `game`, `engine`) and
//! never another page: `tests/layers.rs` fails when one does.

pub mod analysis;
pub mod editor;
pub mod embed;
pub mod learn;
pub mod play;
pub mod puzzles;
pub mod rules;
