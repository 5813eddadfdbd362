#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod bits;
mod eval;
mod eval_cache;
pub mod params;
mod picker;
mod placement;
mod score;
mod sort;
mod tables;
mod tt;
pub mod tune;
mod variant_eval;
pub mod winprob;

pub use eval::{evaluate, evaluate_with};
pub use params::Weights;
pub use score::{Score, WIN_CURVE_SCALE};
mod search;

pub use search::{Engine, Handler, Info, Limits, NoHandler, SearchResult};
mod level;

pub use level::{LevelSpec, level_spec, search_level};
mod greedy;

pub use greedy::greedy_move;
