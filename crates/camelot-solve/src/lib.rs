#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod bits;
mod board;
mod index;
mod movegen;

pub use bits::{Bits, Wide};
pub use board::{Board, BoardError, End, Limits, NONE, SquareMap, State};
pub use index::{ClassIndex, ClassKey, Layout};
pub use movegen::Succ;
