//! The analysis page (`#/analysis`): the engine's continuous analysis of any position of a
//! game, the game review and "learn from your mistakes". `state.rs` is the page's state and
//! one pure reducer; this file renders it and runs its effects (the worker, storage, keys).

pub mod bar;
pub mod chart;
pub mod eval;
pub mod review;
pub mod state;
pub mod storage;
pub mod view;

pub use view::AnalysisPage;
