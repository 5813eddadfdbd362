//! The analysis page (`#/analysis`): the engine's continuous analysis of any position of a
//! game, the game review and "learn from your mistakes". `state.rs` is the page's state and
//! its one pure reducer, which routes to its parts: the shared move entry and tree cursor, the
//! worker's job and reports (`report.rs`), the drill (`drill.rs`). `words.rs` holds what the
//! page says; `view.rs` and `panels.rs` render it.

pub mod bar;
pub mod chart;
pub mod drill;
pub mod eval;
mod link;
mod panels;
pub mod report;
pub mod review;
mod solved;
pub mod state;
pub mod storage;
mod view;
pub mod words;

pub use link::Link;
pub use view::AnalysisPage;
