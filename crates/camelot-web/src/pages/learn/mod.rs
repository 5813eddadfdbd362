//! The rules course (`#/learn`): lessons as data, a checker that judges tries with the rules
//! engine, saved progress, and the course's components.

pub mod checker;
pub mod entry;
pub mod lessons;
pub mod progress;
pub mod view;
