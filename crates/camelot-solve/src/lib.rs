#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

mod bits;
mod board;
mod catalog;
mod index;
mod movegen;
mod solve;
mod strategy;
mod table;
mod value;
mod verify;
mod wdl;

pub use bits::{Bits, Wide};
pub use board::{Board, BoardError, End, Limits, NONE, SquareMap, State};
pub use catalog::{Catalog, CatalogError};
pub use index::{ClassIndex, ClassKey, Layout};
pub use movegen::Succ;
pub use solve::{ClassReport, Solution, SolveError, solve};
pub use strategy::{STRATEGY_MAGIC, STRATEGY_VERSION, Strategy, StrategyError};
pub use table::{
    Header, MAGIC, ProbeError, Table, TableError, VERSION, checksum, solution_value, write_table,
};
pub use value::Value;
pub use verify::VerifyReport;
pub use wdl::{Wdl, WdlReport, WdlTable, write_wdl};
