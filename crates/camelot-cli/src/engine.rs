//! Engine subcommands (`bestmove`, `bench`, `match`), owned by the AI work.

use crate::Failure;
use camelot_ai::{Engine, Handler, Info, Limits, greedy_move, level_spec, search_level};
use camelot_core::{EndReason, Game, Move, Outcome, Position};
use clap::Subcommand;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Subcommands that run the search engine.
#[derive(Subcommand)]
pub enum EngineCommand {
    /// Search benchmark over fixed positions at a fixed depth (`--movegen`: move generation).
    Bench {
        /// Only the move-generation benchmark.
        #[arg(long)]
        movegen: bool,
        /// Search depth for each position.
        #[arg(long, default_value_t = BENCH_DEPTH)]
        depth: u32,
    },
    /// Search a position and print the best move.
    Bestmove {
        /// Position text (default: the start position).
        #[arg(long)]
        fen: Option<String>,
        /// Search this many plies deep.
        #[arg(long)]
        depth: Option<u32>,
        /// Search this many nodes.
        #[arg(long)]
        nodes: Option<u64>,
        /// Answer within this many milliseconds.
        #[arg(long)]
        movetime: Option<u64>,
        /// Play at this level (1–8) instead of a depth or node limit.
        #[arg(long, conflicts_with_all = ["depth", "nodes"], value_parser = clap::value_parser!(u8).range(1..=8))]
        level: Option<u8>,
        /// Seed for the levels that err on purpose.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Transposition table size in MiB.
        #[arg(long, default_value_t = 16)]
        hash: usize,
    },
    /// Play games between two engine configurations and report the result and Elo difference.
    Match {
        /// White's engine in the first game: `level:L`, `depth:N`, `nodes:N` or `greedy`.
        #[arg(long)]
        white: String,
        /// The other engine.
        #[arg(long)]
        black: String,
        /// Number of games (colours alternate; pairs share an opening).
        #[arg(long)]
        games: u32,
        /// Time per move in milliseconds for every engine.
        #[arg(long)]
        movetime: Option<u64>,
        /// File of start positions (position text, one per line).
        #[arg(long)]
        openings: Option<PathBuf>,
        /// Write every game as a game record to this file.
        #[arg(long)]
        records: Option<PathBuf>,
        /// Seed for the openings and the levels' deliberate mistakes.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Transposition table size in MiB per engine.
        #[arg(long, default_value_t = 16)]
        hash: usize,
    },
}

/// Depth of `camelot bench`.
const BENCH_DEPTH: u32 = 7;
/// Games longer than this are drawn.
const PLY_CAP: usize = 400;
/// Random plies played from the start when no openings file is given.
const RANDOM_OPENING_PLIES: usize = 4;

/// Runs an engine subcommand.
pub fn run(cmd: EngineCommand) -> Result<(), Failure> {
    match cmd {
        EngineCommand::Bench { movegen: true, .. } => crate::bench_movegen(),
        EngineCommand::Bench { depth, .. } => bench(depth),
        EngineCommand::Bestmove {
            fen,
            depth,
            nodes,
            movetime,
            level,
            seed,
            hash,
        } => bestmove(fen.as_deref(), depth, nodes, movetime, level, seed, hash),
        EngineCommand::Match {
            white,
            black,
            games,
            movetime,
            openings,
            records,
            seed,
            threads,
            hash,
        } => {
            let options = MatchOptions {
                players: [parse_player(&white)?, parse_player(&black)?],
                names: [white, black],
                games,
                movetime,
                openings: match openings {
                    Some(path) => read_openings(&path)?,
                    None => Vec::new(),
                },
                seed,
                threads: threads.max(1),
                hash,
            };
            run_match(&options, records.as_deref())
        }
    }
}

/// The CLI's clock: stops the search at the deadline and prints each iteration.
struct Clock {
    start: Instant,
    limit: Option<Duration>,
    print: bool,
}

impl Clock {
    fn new(movetime_ms: Option<u64>, print: bool) -> Clock {
        Clock::since(Instant::now(), movetime_ms, print)
    }

    fn since(start: Instant, movetime_ms: Option<u64>, print: bool) -> Clock {
        Clock {
            start,
            limit: movetime_ms.map(Duration::from_millis),
            print,
        }
    }
}

impl Handler for Clock {
    fn should_stop(&mut self, _nodes: u64) -> bool {
        self.limit.is_some_and(|l| self.start.elapsed() >= l)
    }

    fn on_iteration(&mut self, info: &Info) {
        if self.print {
            println!("{}", info_line(info, self.start.elapsed()));
        }
    }
}

fn info_line(info: &Info, elapsed: Duration) -> String {
    let nps = (info.nodes as f64 / elapsed.as_secs_f64().max(1e-6)) as u64;
    let pv: Vec<String> = info.pv.iter().map(Move::to_string).collect();
    format!(
        "info depth {} score {} nodes {} nps {nps} pv {}",
        info.depth,
        info.score,
        info.nodes,
        pv.join(" ")
    )
    .trim_end()
    .to_string()
}

fn bestmove(
    fen: Option<&str>,
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime: Option<u64>,
    level: Option<u8>,
    seed: u64,
    hash: usize,
) -> Result<(), Failure> {
    // The time limit counts from here, table allocation included.
    let start = Instant::now();
    let pos = crate::position_arg(fen)?;
    if depth.is_none() && nodes.is_none() && movetime.is_none() && level.is_none() {
        return Err(Failure::input(
            "give a limit: --depth N, --nodes N, --movetime MS or --level L",
        ));
    }
    if depth == Some(0) {
        return Err(Failure::input("--depth must be at least 1"));
    }
    let mut engine = Engine::new(hash.clamp(1, 4096));
    let result = match level {
        Some(level) => {
            let time = movetime.unwrap_or(level_spec(level).movetime_ms);
            let mut clock = Clock::since(start, Some(time), true);
            let result = search_level(&mut engine, &pos, &[], level, seed, &mut clock);
            if result.depth > 0 && level_spec(level).noise_cp > 0 {
                // Levels that err on purpose report only the move they chose.
                println!(
                    "{}",
                    info_line(
                        &Info {
                            depth: result.depth,
                            score: result.score,
                            nodes: result.nodes,
                            pv: result.pv.clone(),
                        },
                        clock.start.elapsed()
                    )
                );
            }
            result
        }
        None => {
            let mut clock = Clock::since(start, movetime, true);
            engine.search(&pos, &[], &Limits { depth, nodes }, &mut clock)
        }
    };
    match result.best {
        Some(mv) => println!("bestmove {mv}"),
        None => println!("bestmove (none)"),
    }
    Ok(())
}

/// Extra bench positions from the middle game (beyond `crate::bench_positions`).
const BENCH_EXTRA: &[&str] = &[
    // From engine self-play (depth 4 and 5), 32 and 40 plies in.
    "2/3K4/10/12/12/4m2m4/12/4k7/9M2/2k5K3/8M3/12/12/5M4/8/2 w 0 0 16",
    "2/8/3K2k3/10m1/12/5K6/7m4/12/6M5/4M1M5/3MM3M3/1K4M5/12/10/8/2 w 0 0 11",
];

/// The bench positions: the CLI's fixed ones and the middle-game ones above.
fn bench_all() -> Result<Vec<Position>, Failure> {
    let mut out = crate::bench_positions();
    for text in BENCH_EXTRA {
        out.push(
            text.parse()
                .map_err(|e| Failure::input(format!("bench position {text}: {e}")))?,
        );
    }
    Ok(out)
}

fn bench(depth: u32) -> Result<(), Failure> {
    let positions = bench_all()?;
    // Each position starts from an empty table; allocating and clearing it is not search,
    // so the clock runs only while searching.
    let mut engine = Engine::new(16);
    let mut elapsed = Duration::ZERO;
    let mut nodes = 0;
    for pos in &positions {
        engine.clear();
        let limits = Limits {
            depth: Some(depth.max(1)),
            nodes: None,
        };
        let start = Instant::now();
        nodes += engine
            .search(pos, &[], &limits, &mut camelot_ai::NoHandler)
            .nodes;
        elapsed += start.elapsed();
    }
    let secs = elapsed.as_secs_f64().max(1e-6);
    println!("{nodes} nodes, {} nodes/s", (nodes as f64 / secs) as u64);
    Ok(())
}

/// An engine configuration in a match.
#[derive(Clone, Copy, Debug)]
enum Player {
    Level(u8),
    Depth(u32),
    Nodes(u64),
    Greedy,
}

fn parse_player(spec: &str) -> Result<Player, Failure> {
    let bad = || {
        Failure::input(format!(
            "bad engine spec `{spec}`: use level:1-8, depth:N, nodes:N or greedy"
        ))
    };
    if spec == "greedy" {
        return Ok(Player::Greedy);
    }
    let (kind, value) = spec.split_once(':').ok_or_else(bad)?;
    match kind {
        "level" => match value.parse::<u8>() {
            Ok(l @ 1..=8) => Ok(Player::Level(l)),
            _ => Err(bad()),
        },
        "depth" => match value.parse::<u32>() {
            Ok(d @ 1..=64) => Ok(Player::Depth(d)),
            _ => Err(bad()),
        },
        "nodes" => match value.parse::<u64>() {
            Ok(n) if n > 0 => Ok(Player::Nodes(n)),
            _ => Err(bad()),
        },
        _ => Err(bad()),
    }
}

fn read_openings(path: &std::path::Path) -> Result<Vec<Position>, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let pos: Position = line.parse().map_err(|e| {
            Failure::input(format!(
                "{}:{}: bad position text: {e}",
                path.display(),
                i + 1
            ))
        })?;
        out.push(pos);
    }
    if out.is_empty() {
        return Err(Failure::input(format!("{}: no positions", path.display())));
    }
    Ok(out)
}

struct MatchOptions {
    players: [Player; 2],
    names: [String; 2],
    games: u32,
    movetime: Option<u64>,
    openings: Vec<Position>,
    seed: u64,
    threads: usize,
    hash: usize,
}

/// SplitMix64: seeded openings and level seeds.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The opening of game pair `pair`: a position from the file, or random plies from the start.
fn opening(options: &MatchOptions, pair: u64) -> Game {
    if !options.openings.is_empty() {
        let pos = options.openings[pair as usize % options.openings.len()].clone();
        return Game::new(pos);
    }
    let mut game = Game::default();
    let mut state = mix(options.seed ^ pair.wrapping_mul(0x51_7cc1_b727_220a));
    for _ in 0..RANDOM_OPENING_PLIES {
        let moves = game.position().unique_moves();
        if moves.is_empty() {
            break;
        }
        state = mix(state);
        let mv = moves[(state % moves.len() as u64) as usize];
        if game.play(&mv).is_err() {
            break;
        }
    }
    game
}

/// Plays one game; `first_white` says whether player 0 has White. Returns the finished game
/// and player 0's score (1, ½ or 0).
fn play_game(options: &MatchOptions, index: u64) -> (Game, f64) {
    let first_white = index.is_multiple_of(2);
    let mut game = opening(options, index / 2);
    let mut engines = [Engine::new(options.hash), Engine::new(options.hash)];
    while game.outcome().is_none() && game.ply() < PLY_CAP {
        let pos = game.position().clone();
        let white_to_move = pos.turn() == camelot_core::Color::White;
        let who = usize::from(white_to_move != first_white);
        let history: Vec<u64> = (0..game.ply())
            .filter_map(|i| game.position_at(i).map(Position::hash))
            .collect();
        let seed = mix(options.seed ^ index.wrapping_mul(1_000_003) ^ game.ply() as u64);
        let mv = choose(
            options.players[who],
            &mut engines[who],
            &pos,
            &history,
            options.movetime,
            seed,
        );
        let Some(mv) = mv else { break };
        if game.play(&mv).is_err() {
            // An illegal move from the engine loses, and is worth a loud message.
            eprintln!("illegal move {mv} in {pos}");
            game.set_ending(Outcome::win(!pos.turn(), EndReason::Resignation));
            break;
        }
    }
    if game.outcome().is_none() {
        game.set_ending(Outcome::draw(EndReason::Agreement));
    }
    let winner = game.outcome().and_then(|o| o.winner);
    let white_score = match winner {
        Some(camelot_core::Color::White) => 1.0,
        Some(camelot_core::Color::Black) => 0.0,
        None => 0.5,
    };
    let score = if first_white {
        white_score
    } else {
        1.0 - white_score
    };
    (game, score)
}

fn choose(
    player: Player,
    engine: &mut Engine,
    pos: &Position,
    history: &[u64],
    movetime: Option<u64>,
    seed: u64,
) -> Option<Move> {
    let limits = |depth, nodes| Limits { depth, nodes };
    match player {
        Player::Greedy => greedy_move(pos),
        Player::Level(level) => {
            let time = movetime.unwrap_or(level_spec(level).movetime_ms);
            let mut clock = Clock::new(Some(time), false);
            search_level(engine, pos, history, level, seed, &mut clock).best
        }
        Player::Depth(d) => {
            let mut clock = Clock::new(movetime, false);
            engine
                .search(pos, history, &limits(Some(d), None), &mut clock)
                .best
        }
        Player::Nodes(n) => {
            let mut clock = Clock::new(movetime, false);
            engine
                .search(pos, history, &limits(None, Some(n)), &mut clock)
                .best
        }
    }
}

fn run_match(options: &MatchOptions, records: Option<&std::path::Path>) -> Result<(), Failure> {
    let n = options.games as usize;
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: std::sync::Mutex<Vec<Option<(Game, f64)>>> =
        std::sync::Mutex::new((0..n).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..options.threads.min(n.max(1)) {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if i >= n {
                        break;
                    }
                    let (game, score) = play_game(options, i as u64);
                    let result = game.outcome().map_or("*", |o| o.result_text());
                    eprintln!(
                        "game {} ({} white): {result} in {} plies",
                        i + 1,
                        options.names[i % 2],
                        game.ply()
                    );
                    if let Ok(mut r) = results.lock() {
                        r[i] = Some((game, score));
                    }
                }
            });
        }
    });
    let results = results
        .into_inner()
        .map_err(|_| Failure::input("a match thread panicked"))?;
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut text = String::new();
    for (i, r) in results.iter().enumerate() {
        let Some((game, score)) = r else { continue };
        match score {
            s if *s > 0.75 => wins += 1,
            s if *s < 0.25 => losses += 1,
            _ => draws += 1,
        }
        let (white, black) = if i % 2 == 0 {
            (&options.names[0], &options.names[1])
        } else {
            (&options.names[1], &options.names[0])
        };
        let round = (i + 1).to_string();
        text.push_str(&camelot_core::write_record(
            game,
            &[
                ("Event", "Engine match"),
                ("Round", &round),
                ("White", white),
                ("Black", black),
            ],
        ));
        text.push('\n');
    }
    if let Some(path) = records {
        std::fs::write(path, text)
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display())))?;
    }
    let (elo, margin) = elo(wins, draws, losses);
    let total = wins + draws + losses;
    let pct = if total == 0 {
        0.0
    } else {
        100.0 * (f64::from(wins) + 0.5 * f64::from(draws)) / f64::from(total)
    };
    println!(
        "{} vs {}: {total} games, W {wins} D {draws} L {losses}, score {pct:.1}%, Elo {elo:+.0} +/- {margin:.0}",
        options.names[0], options.names[1]
    );
    Ok(())
}

/// Elo difference and its 95 % error margin from a win/draw/loss count.
fn elo(wins: u32, draws: u32, losses: u32) -> (f64, f64) {
    let n = f64::from(wins + draws + losses);
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let (w, d, l) = (
        f64::from(wins) / n,
        f64::from(draws) / n,
        f64::from(losses) / n,
    );
    let score = w + d / 2.0;
    let variance = w * (1.0 - score).powi(2) + d * (0.5 - score).powi(2) + l * score.powi(2);
    let sd = (variance / n).sqrt();
    let to_elo = |s: f64| {
        let s = s.clamp(1e-3, 1.0 - 1e-3);
        -400.0 * (1.0 / s - 1.0).log10()
    };
    let margin = (to_elo(score + 1.96 * sd) - to_elo(score - 1.96 * sd)) / 2.0;
    (to_elo(score), margin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_even_and_lopsided_scores() {
        assert_eq!(elo(10, 0, 10).0.round(), 0.0);
        let (e, m) = elo(75, 0, 25);
        assert!((e - 190.8).abs() < 1.0, "{e}");
        assert!(m > 0.0);
    }

    #[test]
    fn player_specs() {
        assert!(matches!(parse_player("level:5"), Ok(Player::Level(5))));
        assert!(matches!(parse_player("greedy"), Ok(Player::Greedy)));
        assert!(parse_player("level:9").is_err());
        assert!(parse_player("depth").is_err());
        assert!(parse_player("nodes:x").is_err());
    }
}
