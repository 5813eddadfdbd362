//! The engine as a separate process for `camelot match --white cmd:PATH`: reads commands on
//! standard input, one per line, and answers on standard output.
//!
//! ```text
//! new HASH_MB                      a new game: a fresh table of HASH_MB MiB
//! position FEN [moves M1 M2 ...]   the game so far: its start and the moves played
//! go [nodes N] [depth D] [movetime MS]
//!                                  search the last position; answers `bestmove MOVE`
//!                                  (or `bestmove none` when the game is over)
//! quit
//! ```
//!
//! This file uses only the engine's oldest public calls (`Engine::new`, `Engine::search`,
//! `Limits`, `Handler`) so that `scripts/sprt.sh` can build it unchanged against an earlier
//! revision of the engine: both sides of a test then run through the same driver.

use camelot_ai::{Engine, Handler, Limits};
use camelot_core::{Game, Position};
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

struct Deadline {
    start: Instant,
    limit: Option<Duration>,
}

impl Handler for Deadline {
    fn should_stop(&mut self, _nodes: u64) -> bool {
        self.limit.is_some_and(|l| self.start.elapsed() >= l)
    }
}

/// The game in `position FEN moves ...`, or why it cannot be read.
fn parse_position(args: &str) -> Result<Game, String> {
    let (fen, moves) = match args.split_once(" moves") {
        Some((fen, moves)) => (fen.trim(), moves),
        None => (args.trim(), ""),
    };
    let start: Position = fen.parse().map_err(|e| format!("bad position: {e}"))?;
    let mut game = Game::new(start);
    for m in moves.split_whitespace() {
        game.play_text(m)
            .map_err(|e| format!("bad move {m}: {e}"))?;
    }
    Ok(game)
}

fn parse_go(args: &str) -> Result<(Limits, Option<u64>), String> {
    let mut limits = Limits::default();
    let mut movetime = None;
    let words: Vec<&str> = args.split_whitespace().collect();
    for pair in words.chunks(2) {
        let [key, value] = pair else {
            return Err(format!("go: `{args}` is not key-value pairs"));
        };
        let n: u64 = value
            .parse()
            .map_err(|_| format!("go: bad number `{value}`"))?;
        match *key {
            "nodes" => limits.nodes = Some(n.max(1)),
            "depth" => limits.depth = Some(u32::try_from(n).unwrap_or(u32::MAX).max(1)),
            "movetime" => movetime = Some(n),
            _ => return Err(format!("go: unknown limit `{key}`")),
        }
    }
    Ok((limits, movetime))
}

fn main() {
    let mut engine = Engine::new(16);
    let mut game = Game::default();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let (command, args) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        let reply = match command {
            "new" => {
                engine = Engine::new(args.trim().parse().unwrap_or(16usize).clamp(1, 4096));
                None
            }
            "position" => match parse_position(args) {
                Ok(g) => {
                    game = g;
                    None
                }
                Err(e) => Some(format!("error {e}")),
            },
            "go" => Some(match parse_go(args) {
                Ok((limits, movetime)) => {
                    let mut clock = Deadline {
                        start: Instant::now(),
                        limit: movetime.map(Duration::from_millis),
                    };
                    let history: Vec<u64> = (0..game.ply())
                        .filter_map(|i| game.position_at(i).map(Position::hash))
                        .collect();
                    let result = engine.search(game.position(), &history, &limits, &mut clock);
                    match result.best {
                        Some(mv) => format!("bestmove {mv}"),
                        None => "bestmove none".to_string(),
                    }
                }
                Err(e) => format!("error {e}"),
            }),
            "quit" => break,
            "" => None,
            _ => Some(format!("error unknown command `{command}`")),
        };
        if let Some(reply) = reply
            && (writeln!(out, "{reply}").is_err() || out.flush().is_err())
        {
            break;
        }
    }
}
