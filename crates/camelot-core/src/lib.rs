#![doc = include_str!("../README.md")]
#![warn(missing_docs)]

/// A static table built by a `const fn`: natively at compile time (a plain static, no check on
/// access), in wasm at first use (a `LazyLock`), because a table compiled in is downloaded with
/// the app: the Zobrist keys and the five boards' step and leap tables are ~20 KB of the first
/// load, and building them takes microseconds. Both expand from the same expression, and
/// `tables_built_at_first_use_equal_the_compiled_ones` (geometry) checks they agree.
macro_rules! table {
    ($(#[$m:meta])* $vis:vis static $name:ident: $ty:ty = $init:expr;) => {
        $(#[$m])*
        #[cfg(not(target_arch = "wasm32"))]
        $vis static $name: $ty = $init;
        $(#[$m])*
        #[cfg(target_arch = "wasm32")]
        $vis static $name: std::sync::LazyLock<$ty> = std::sync::LazyLock::new(|| $init);
    };
}

mod board;
mod color;
mod game;
pub mod geometry;
mod movegen;
mod moves;
mod notation;
mod outcome;
mod padded;
mod perft;
mod piece;
mod position;
mod record;
mod setup;
mod square;
mod square_set;
mod tree;
mod variant;
mod zobrist;

pub use board::Board;
pub use color::{ByColor, Color};
pub use game::Game;
pub use moves::{Leg, LegKind, MAX_LEGS, Move, MoveKind};
pub use notation::{IllegalMoveError, MoveText, ParseMoveError, Separator};
pub use outcome::{EndReason, Outcome};
pub use padded::Padded;
pub use perft::{perft, perft_divide};
pub use piece::{Piece, Role};
pub use position::{
    MAX_PIECES_PER_SIDE, MoveError, ParsePositionError, Position, castle, dedup_by_result,
};
pub use record::{Record, RecordError, RecordErrorKind, write_record};
pub use setup::{ParseSetupError, PositionError, Setup, SetupField};
pub use square::{ParseSquareError, Square};
pub use square_set::SquareSet;
pub use tree::{GameTree, MoveNumber, NodeId, NodePath, ParsePathError, TreeError};
pub use variant::{CastleGoal, NoMoveRule, ParseVariantError, Rules, Variant};
