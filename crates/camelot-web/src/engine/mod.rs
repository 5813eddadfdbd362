//! The engine layer: the worker protocol, the worker itself, the page's client of it, and the
//! one hook every page uses to talk to it ([`use_engine`]).

pub mod client;
mod hook;
pub mod protocol;
pub mod worker;

pub use hook::{Delay, Want, use_engine};
