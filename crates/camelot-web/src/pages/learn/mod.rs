//! The rules course (`#/learn`): lessons as data, a checker that judges tries with the rules
//! engine and names the rule a wrong try breaks, one lesson's board as a pure reducer over the
//! shared move entry (`lesson.rs`), saved progress, the course's words and components.

pub mod checker;
pub mod lesson;
pub mod lessons;
pub mod progress;
mod view;
pub mod words;

pub use view::Course;
