//! The position editor (`#/editor`, `#/editor?position=TEXT`): the board, a palette of pieces,
//! the fields of the position text as form controls, live checking by the rules engine, and
//! links to play, share or embed the position.
//!
//! `state.rs` is the editor's state and reducer; `pointer.rs` the pointer around the board
//! (clicks, drags, long presses) and the palette's keys; `panel.rs` the side panel; `words.rs`
//! what the page says; `links.rs` the links it hands out. The keyboard goes through the
//! board's own square focus (arrows, Enter/Space) and the keys of the palette.

pub mod links;
mod panel;
mod pointer;
pub mod state;
mod view;
pub mod words;

pub use view::Editor;
