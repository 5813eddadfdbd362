//! Engine subcommands (`bestmove`, `bench`, `match`), owned by the AI work.

use crate::Failure;
use clap::Subcommand;

/// Subcommands that run the search engine.
#[derive(Subcommand)]
pub enum EngineCommand {
    /// Move-generation benchmark over fixed positions.
    Bench {
        /// Only the move-generation part.
        #[arg(long)]
        movegen: bool,
    },
}

/// Runs an engine subcommand.
pub fn run(cmd: EngineCommand) -> Result<(), Failure> {
    match cmd {
        EngineCommand::Bench { movegen: _ } => crate::bench_movegen(),
    }
}
