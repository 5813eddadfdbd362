//! The `camelot` command: inspect positions, count moves, play games, and run the engine.

mod engine;
mod matchplay;
mod openings;
mod puzzles;
mod selfplay;
mod solve;
mod sprt;
mod stability;
mod tune;

use camelot_core::{Position, Record, Setup, Variant, perft_divide};
use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(
    name = "camelot",
    version,
    about = "Camelot (WCF rules) from the command line"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every legal move of the side to move, one per line, in WCF notation.
    Moves {
        /// Position text (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        #[command(flatten)]
        variant: VariantArg,
        /// One move per resulting position instead of one per path.
        #[arg(long)]
        unique: bool,
    },
    /// Count move paths DEPTH moves deep.
    Perft {
        /// How many moves deep.
        depth: u32,
        /// Position text (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        #[command(flatten)]
        variant: VariantArg,
        /// Print `MOVE COUNT` for each root move first.
        #[arg(long)]
        divide: bool,
    },
    /// Say whether the game is over, judged from the position alone.
    Status {
        /// Position text (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        #[command(flatten)]
        variant: VariantArg,
    },
    /// Play moves (or a game record) and print the resulting position and status.
    Play {
        /// Position text to start from (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        /// A game-record file to play instead of moves (its `Variant` tag says which game).
        #[arg(long, conflicts_with_all = ["fen", "moves", "variant"])]
        record: Option<std::path::PathBuf>,
        #[command(flatten)]
        variant: VariantArg,
        /// Moves in WCF notation.
        moves: Vec<String>,
    },
    #[command(flatten)]
    Engine(engine::EngineCommand),
    /// Build, look up or verify a table of perfect play by retrograde analysis: `--out FILE`
    /// builds (Camette whole, other games' endings with up to three pieces); `--table FILE`
    /// with `--probe TEXT` values a position and each legal move, with `--verify` checks the
    /// table.
    Solve(solve::SolveArgs),
    /// Generate tactics puzzles from engine self-play (and game records): JSON packs for the
    /// puzzle page, one per game, with a README giving the command and the counts.
    Puzzles(puzzles::PuzzlesArgs),
}

/// A failure with its exit code: 1 for an illegal move, 2 for bad input.
#[derive(Debug)]
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl Failure {
    pub fn input(message: impl Into<String>) -> Failure {
        Failure {
            code: 2,
            message: message.into(),
        }
    }
}

/// Writes `text` and a newline to standard output. A closed output (`camelot … | head -1`)
/// is no error of ours: it ends the command quietly, with success.
pub fn outln(text: &str) -> Result<(), Failure> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => Failure {
                code: 0,
                message: String::new(),
            },
            _ => Failure::input(format!("cannot write the output: {e}")),
        })
}

/// Writes a line to standard error, ignoring a closed one.
pub fn errln(text: &str) {
    let _ = writeln!(std::io::stderr(), "{text}");
}

/// `--variant NAME`: which game of the Camelot family.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct VariantArg {
    /// The game: camelot (the default), chivalry, cam, camette, all-knighter, river or anti.
    /// Without --fen, the command starts from this game's start position; position text
    /// may then leave out the game's name.
    #[arg(long, value_name = "NAME")]
    pub variant: Option<Variant>,
}

/// The position given by `--fen`, or the start position (of `--variant`'s game, if given).
/// With a variant, the text may leave out its name; naming another is an error.
pub fn position_arg(fen: Option<&str>, variant: VariantArg) -> Result<Position, Failure> {
    let bad = |e: &dyn std::fmt::Display| Failure::input(format!("bad position text: {e}"));
    match (fen, variant.variant) {
        (None, v) => Ok(Position::start_of(v.unwrap_or_default())),
        (Some(text), None) => text.parse().map_err(|e| bad(&e)),
        (Some(text), Some(v)) => {
            let setup = Setup::parse_as(text, v).map_err(|e| bad(&e))?;
            Position::from_setup(setup).map_err(|e| bad(&e))
        }
    }
}

/// The status line: `ongoing`, or the outcome with its reason.
pub fn status_line(pos: &Position) -> String {
    match pos.outcome() {
        None => "ongoing".to_string(),
        Some(o) => o.to_string(),
    }
}

fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command {
        Command::Moves {
            fen,
            variant,
            unique,
        } => {
            let pos = position_arg(fen.as_deref(), variant)?;
            let moves = if unique {
                pos.unique_moves()
            } else {
                pos.legal_moves()
            };
            let lines: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
            if !lines.is_empty() {
                outln(&lines.join("\n"))?;
            }
        }
        Command::Perft {
            depth,
            fen,
            variant,
            divide,
        } => {
            let pos = position_arg(fen.as_deref(), variant)?;
            let t = Instant::now();
            let total = if divide {
                let rows = perft_divide(&pos, depth);
                for (mv, n) in &rows {
                    outln(&format!("{mv} {n}"))?;
                }
                if depth == 0 {
                    1
                } else {
                    rows.iter().map(|r| r.1).sum()
                }
            } else {
                camelot_core::perft(&pos, depth)
            };
            errln(&format!(
                "perft {depth}: {:.3} s",
                t.elapsed().as_secs_f64()
            ));
            outln(&total.to_string())?;
        }
        Command::Status { fen, variant } => {
            let pos = position_arg(fen.as_deref(), variant)?;
            outln(&status_line(&pos))?;
        }
        Command::Play {
            fen,
            record,
            variant,
            moves,
        } => {
            let game = match record {
                Some(path) => {
                    let text = std::fs::read_to_string(&path).map_err(|e| {
                        Failure::input(format!("cannot read {}: {e}", path.display()))
                    })?;
                    let rec: Record = text.parse().map_err(|e: camelot_core::RecordError| {
                        let code = match e.kind {
                            camelot_core::RecordErrorKind::IllegalMove { .. } => 1,
                            _ => 2,
                        };
                        Failure {
                            code,
                            message: format!("{}: {e}", path.display()),
                        }
                    })?;
                    rec.game
                }
                None => {
                    let mut game = camelot_core::Game::new(position_arg(fen.as_deref(), variant)?);
                    // The command judges positions alone, like `status`.
                    game.set_repetition_rule(false);
                    for (i, text) in moves.iter().enumerate() {
                        if let Err(e) = game.play_text(text) {
                            let pos = game.position();
                            let message = match e {
                                camelot_core::MoveError::Syntax(e) => {
                                    return Err(Failure::input(format!(
                                        "move {} `{text}`: {e}",
                                        i + 1
                                    )));
                                }
                                camelot_core::MoveError::Illegal(e) => e.to_string(),
                            };
                            let legal: Vec<String> =
                                pos.legal_moves().iter().map(|m| m.to_string()).collect();
                            return Err(Failure {
                                code: 1,
                                message: format!(
                                    "move {} `{text}`: {message}\nlegal moves: {}",
                                    i + 1,
                                    if legal.is_empty() {
                                        "none".to_string()
                                    } else {
                                        legal.join(" ")
                                    }
                                ),
                            });
                        }
                    }
                    game
                }
            };
            outln(&game.position().to_string())?;
            outln(&status_line(game.position()))?;
        }
        Command::Engine(cmd) => engine::run(cmd)?,
        Command::Solve(args) => solve::run(args)?,
        Command::Puzzles(args) => puzzles::run(&args)?,
    }
    Ok(())
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            if !f.message.is_empty() {
                errln(&format!("camelot: {}", f.message));
            }
            ExitCode::from(f.code)
        }
    }
}

/// Fixed positions for benchmarks: the start and positions reached by fixed move sequences.
pub fn bench_positions() -> Vec<Position> {
    const LINES: &[&str] = &[
        "",
        "F7-F8 F10-F9",
        "J6-K5 J11-K12 K5-L4 K12-L13 I7-J8 C11-B12",
        "E7-E8 E10-E9 D7-D8 D10-D9 H7-H8 H10-H9 I6-I8",
    ];
    let mut out = Vec::new();
    for line in LINES {
        let mut game = camelot_core::Game::default();
        for m in line.split_whitespace() {
            if game.play_text(m).is_err() {
                break;
            }
        }
        out.push(game.position().clone());
    }
    out
}

/// Generates the moves of every position reached two moves deep from the bench positions,
/// many times, and prints moves per second.
pub fn bench_movegen() -> Result<(), Failure> {
    let mut leaves = Vec::new();
    for root in bench_positions() {
        for a in root.legal_moves() {
            let mut p = root.clone();
            p.play_unchecked(&a);
            leaves.push(p);
        }
    }
    let t = Instant::now();
    let mut moves = 0u64;
    let mut buf = Vec::with_capacity(256);
    for _ in 0..20 {
        for p in &leaves {
            buf.clear();
            p.legal_moves_into(&mut buf);
            moves += buf.len() as u64;
        }
    }
    let secs = t.elapsed().as_secs_f64();
    outln(&format!(
        "movegen: {} positions, {moves} moves in {secs:.3} s, {:.1} M moves/s, {:.2} M positions/s",
        leaves.len() * 20,
        moves as f64 / secs / 1e6,
        (leaves.len() * 20) as f64 / secs / 1e6
    ))
}
