//! The game page (`#/`): play against the computer, two players on one device, or watch the
//! computer play itself, on any board of the family.
//!
//! `state.rs` is the page's state and its one pure reducer, which routes each action to a part:
//! the shared move entry and tree cursor, the computer (`computer.rs`), games brought in
//! (`import.rs`). `words.rs` holds everything the page says; `view.rs` and `panel.rs` render
//! it; `hooks.rs` runs the effects (the worker, saving, sounds); `links.rs` reads the page's
//! link; `storage.rs` is the saved game's format.

pub mod computer;
pub mod dialogs;
mod hooks;
pub mod import;
pub mod links;
pub mod mode;
mod panel;
pub mod state;
pub mod storage;
mod view;
pub mod words;

pub use view::App;
