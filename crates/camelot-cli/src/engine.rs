//! Engine subcommands (`bestmove`, `bench`, `match`), owned by the AI work.

use crate::Failure;
use crate::matchplay::{MatchOptions, parse_player, read_openings, run_match};
use crate::sprt::Sprt;
use camelot_ai::{Engine, Handler, Info, Limits, level_spec, search_level};
use camelot_core::{Move, Position};
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
        /// Moves played from the position (in WCF notation): the game so far, whose
        /// positions the search knows for repetitions.
        #[arg(long, num_args = 1..)]
        moves: Vec<String>,
        /// The game has no repetition house rule: a repeated position is no draw.
        #[arg(long)]
        no_repetition_rule: bool,
        /// Search this many best lines (distinct first moves), printed as
        /// `info multipv K depth …` after each iteration.
        #[arg(long, default_value_t = 1, conflicts_with = "level")]
        multipv: usize,
        /// A `camelot solve` table: where it covers the position, play its best move (the
        /// fastest win, a draw kept, the slowest loss) without searching, after a line
        /// `info solved VALUE`.
        #[arg(long)]
        table: Option<PathBuf>,
        #[command(flatten)]
        variant: crate::VariantArg,
    },
    /// Play fast games of the engine against itself and write every position with the
    /// game's result (`POSITION | 1`, `| 0.5` or `| 0`, White's view), for `camelot tune`.
    Selfplay {
        /// Number of games.
        #[arg(long)]
        games: usize,
        /// Nodes per move on average (each move gets 0.5 to 1.5 times this, seeded).
        #[arg(long)]
        nodes: u64,
        /// Write the positions here.
        #[arg(long)]
        out: PathBuf,
        /// Start positions (default: crates/camelot-cli/data/openings.txt if it exists,
        /// else random plies from the start).
        #[arg(long)]
        openings: Option<PathBuf>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Also write each searched position's score, White's view: `POSITION | RESULT |
        /// SCORE`, for `camelot tune --lambda`.
        #[arg(long)]
        scores: bool,
    },
    /// Fit the evaluation's weights to `camelot selfplay` results (Texel tuning on quiet
    /// positions); prints the loss before and after on held-back games and the new weights.
    Tune {
        /// A file written by `camelot selfplay`.
        data: PathBuf,
        /// Every N-th game is held back to measure the loss on.
        #[arg(long, default_value_t = 10)]
        holdout: u64,
        /// The first step size (hundredths of a man); steps halve down to 1.
        #[arg(long, default_value_t = 8)]
        max_step: i32,
        /// Most passes over all weights per step size.
        #[arg(long, default_value_t = 8)]
        passes: usize,
        /// Use at most this many training positions (0: all).
        #[arg(long, default_value_t = 0)]
        max_positions: usize,
        /// Keep these weights (comma-separated name prefixes, e.g. `knight_,tempo`).
        #[arg(long, value_delimiter = ',')]
        fix: Vec<String>,
        /// Leave out each game's last N positions (the finish, not the play).
        #[arg(long, default_value_t = 0)]
        skip_last: usize,
        /// The target's share of the game result: 1 fits results alone; below 1 the rest is
        /// the expected score of the self-play search's score (needs `selfplay --scores`).
        #[arg(long, default_value_t = 1.0)]
        lambda: f64,
    },
    /// How steady the engine's score is: over the openings and positions from fast self-play
    /// middle games, the median and 90th percentile of |score(D) - score(D+1)| and of
    /// |score + score of the position after the best move| (both at depth D), in hundredths
    /// of a man; every search starts from an empty table.
    Stability {
        /// Start positions (default: crates/camelot-cli/data/openings.txt).
        #[arg(long)]
        openings: Option<PathBuf>,
        /// The depth D.
        #[arg(long, default_value_t = 8)]
        depth: u32,
        /// Middle-game positions from self-play to add (each game from an opening, its
        /// position 20 to 40 plies later).
        #[arg(long, default_value_t = 100)]
        selfplay: usize,
        /// Nodes a move in those self-play games.
        #[arg(long, default_value_t = 2000)]
        selfplay_nodes: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Transposition table size in MiB.
        #[arg(long, default_value_t = 16)]
        hash: usize,
        /// Write every position's scores here, one line each.
        #[arg(long)]
        list: Option<PathBuf>,
        /// Print this many positions with the largest swings.
        #[arg(long, default_value_t = 5)]
        worst: usize,
    },
    /// Generate balanced opening positions from shallow self-play, for matches.
    Openings {
        /// How many positions.
        #[arg(long, default_value_t = 300)]
        count: usize,
        /// Fewest plies from the start.
        #[arg(long, default_value_t = 4)]
        min_plies: usize,
        /// Most plies from the start.
        #[arg(long, default_value_t = 8)]
        max_plies: usize,
        /// The level (1–8) whose deliberately imperfect moves make the openings.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=8))]
        level: u8,
        /// Nodes of the search that checks each position.
        #[arg(long, default_value_t = 200_000)]
        check_nodes: u64,
        /// Keep positions that search scores within this many hundredths of a man of 0.
        #[arg(long, default_value_t = 40)]
        max_cp: i32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Write the positions here (default: standard output).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Play games between two engine configurations and report the result and Elo difference.
    Match {
        /// White's engine in the first game: `level:L`, `depth:N`, `nodes:N`, `greedy`,
        /// `random`, `cmd:PATH` (a program speaking the `camelot-player` protocol) or
        /// `table:FILE` (perfect play from a `camelot solve` table).
        #[arg(long)]
        white: String,
        /// The other engine.
        #[arg(long)]
        black: String,
        /// Number of games (colours alternate; pairs share an opening); with `--sprt`, the
        /// most games to play.
        #[arg(long, required_unless_present = "sprt")]
        games: Option<u32>,
        /// Time per move in milliseconds for every engine.
        #[arg(long)]
        movetime: Option<u64>,
        /// Nodes per move for `cmd:` engines.
        #[arg(long)]
        nodes: Option<u64>,
        /// Sequential test `ELO0,ELO1` (alpha = beta = 0.05): stop when the log-likelihood
        /// ratio of the pair results crosses a bound.
        #[arg(long)]
        sprt: Option<String>,
        /// File of start positions (position text, one per line); game pair k plays line k,
        /// and each later pass through the file one more seeded random ply from its lines.
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
        /// Every game starts from the game's start position (no random plies).
        #[arg(long, conflicts_with = "openings")]
        from_start: bool,
        /// A `camelot solve` table: in-process engines play its moves in the positions it
        /// covers (exact endings), and search elsewhere.
        #[arg(long)]
        table: Option<PathBuf>,
        /// The game played: without --openings, each pair starts from random plies from its
        /// start position; the openings file's positions are read as its positions.
        #[command(flatten)]
        variant: crate::VariantArg,
    },
}

/// The openings file, relative to the project root.
const DEFAULT_OPENINGS: &str = "crates/camelot-cli/data/openings.txt";
/// The most games of an SPRT without `--games`.
const SPRT_MAX_GAMES: u32 = 100_000;
/// Depth of `camelot bench`.
const BENCH_DEPTH: u32 = 7;

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
            moves,
            no_repetition_rule,
            multipv,
            table,
            variant,
        } => bestmove(&BestmoveArgs {
            fen,
            depth,
            nodes,
            movetime,
            level,
            seed,
            hash,
            moves,
            repetition_rule: !no_repetition_rule,
            multipv: multipv.max(1),
            table,
            variant,
        }),
        EngineCommand::Selfplay {
            games,
            nodes,
            out,
            openings,
            seed,
            threads,
            scores,
        } => {
            let default = PathBuf::from(DEFAULT_OPENINGS);
            let openings = match openings {
                Some(path) => read_openings(&path)?,
                None if default.exists() => read_openings(&default)?,
                None => Vec::new(),
            };
            let options = crate::selfplay::SelfplayOptions {
                games,
                nodes: nodes.max(2),
                openings,
                seed,
                threads: threads.max(1),
                scores,
            };
            let text = crate::selfplay::run(&options)?;
            std::fs::write(&out, text)
                .map_err(|e| Failure::input(format!("cannot write {}: {e}", out.display())))
        }
        EngineCommand::Tune {
            data,
            holdout,
            max_step,
            passes,
            max_positions,
            fix,
            skip_last,
            lambda,
        } => crate::tune::run(
            &data,
            &crate::tune::TuneOptions {
                holdout,
                max_step,
                passes,
                max_positions,
                fixed: fix,
                skip_last,
                lambda,
            },
        ),
        EngineCommand::Stability {
            openings,
            depth,
            selfplay,
            selfplay_nodes,
            seed,
            threads,
            hash,
            list,
            worst,
        } => {
            let path = openings.unwrap_or_else(|| PathBuf::from(DEFAULT_OPENINGS));
            let options = crate::stability::StabilityOptions {
                openings: read_openings(&path)?,
                depth: depth.max(1),
                selfplay,
                selfplay_nodes: selfplay_nodes.max(2),
                seed,
                threads: threads.max(1),
                hash: hash.max(1),
            };
            stability(&options, list, worst)
        }
        EngineCommand::Openings {
            count,
            min_plies,
            max_plies,
            level,
            check_nodes,
            max_cp,
            seed,
            threads,
            out,
        } => {
            if min_plies > max_plies || count == 0 {
                return Err(Failure::input(
                    "need --count > 0 and --min-plies <= --max-plies",
                ));
            }
            let options = crate::openings::OpeningsOptions {
                count,
                min_plies,
                max_plies,
                level,
                check_nodes: check_nodes.max(1),
                max_cp,
                seed,
                threads: threads.max(1),
            };
            let found = crate::openings::generate(&options)?;
            let mut text = format!(
                "# {count} openings, {min_plies}-{max_plies} plies from the start, made by \
                 `camelot openings --count {count} --min-plies {min_plies} --max-plies \
                 {max_plies} --level {level} --check-nodes {check_nodes} --max-cp {max_cp} \
                 --seed {seed}`:\n# level-{level} self-play, kept where a {check_nodes}-node \
                 search scores within {max_cp} cp of 0 (score in the comment), mirror images \
                 (left-right, colours) removed.\n"
            );
            for (pos, score) in &found {
                text.push_str(&format!("{pos} # {score:+}\n"));
            }
            match out {
                Some(path) => std::fs::write(&path, text)
                    .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display()))),
                None => crate::outln(text.trim_end()),
            }
        }
        EngineCommand::Match {
            white,
            black,
            games,
            movetime,
            nodes,
            sprt,
            openings,
            records,
            seed,
            threads,
            hash,
            from_start,
            table,
            variant,
        } => {
            let openings_path = openings.clone();
            let sprt = match sprt {
                Some(text) => Some(Sprt::parse(&text).ok_or_else(|| {
                    Failure::input(format!(
                        "bad --sprt `{text}`: use ELO0,ELO1 with ELO0 < ELO1"
                    ))
                })?),
                None => None,
            };
            let options = MatchOptions {
                players: [parse_player(&white)?, parse_player(&black)?],
                names: [white, black],
                games: games.unwrap_or(SPRT_MAX_GAMES),
                movetime,
                nodes,
                openings: match openings {
                    Some(path) => read_openings(&path)?,
                    None => Vec::new(),
                },
                seed,
                threads: threads.max(1),
                hash: hash.clamp(1, 4096),
                sprt,
                table,
            };
            let mut options =
                crate::matchplay::for_variant(options, variant, openings_path.as_deref())?;
            if from_start {
                options.openings = vec![Position::start_of(variant.variant.unwrap_or_default())];
            }
            run_match(&options, records.as_deref())
        }
    }
}

/// The CLI's clock: stops the search at the deadline and prints each iteration.
struct Clock {
    start: Instant,
    limit: Option<Duration>,
    print: bool,
    /// Several lines are searched: print them together, numbered.
    multipv: bool,
}

impl Clock {
    fn since(start: Instant, movetime_ms: Option<u64>, print: bool) -> Clock {
        Clock {
            start,
            limit: movetime_ms.map(Duration::from_millis),
            print,
            multipv: false,
        }
    }
}

impl Handler for Clock {
    fn should_stop(&mut self, _nodes: u64) -> bool {
        self.limit.is_some_and(|l| self.start.elapsed() >= l)
    }

    fn on_iteration(&mut self, info: &Info) {
        if self.print && !self.multipv {
            // A closed output is noticed when the best move is printed.
            let _ = crate::outln(&info_line(info, self.start.elapsed()));
        }
    }

    fn on_lines(&mut self, lines: &[Info]) {
        if self.print {
            for (i, info) in lines.iter().enumerate() {
                let line = info_line(info, self.start.elapsed());
                let numbered = line.replacen("info ", &format!("info multipv {} ", i + 1), 1);
                let _ = crate::outln(&numbered);
            }
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

struct BestmoveArgs {
    fen: Option<String>,
    depth: Option<u32>,
    nodes: Option<u64>,
    movetime: Option<u64>,
    level: Option<u8>,
    seed: u64,
    hash: usize,
    moves: Vec<String>,
    repetition_rule: bool,
    multipv: usize,
    table: Option<PathBuf>,
    variant: crate::VariantArg,
}

fn bestmove(args: &BestmoveArgs) -> Result<(), Failure> {
    // The time limit counts from here, table allocation included.
    let start = Instant::now();
    let &BestmoveArgs {
        depth,
        nodes,
        movetime,
        level,
        seed,
        hash,
        ..
    } = args;
    let mut game = camelot_core::Game::new(crate::position_arg(args.fen.as_deref(), args.variant)?);
    game.set_repetition_rule(args.repetition_rule);
    for (i, text) in args.moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| Failure::input(format!("move {} `{text}`: {e}", i + 1)))?;
    }
    let history: Vec<u64> = (0..game.ply())
        .filter_map(|i| game.position_at(i).map(Position::hash))
        .collect();
    let pos = game.position().clone();
    if let Some(path) = &args.table {
        let table = crate::solve::load(path, None)?;
        match table.best_move(&pos, seed) {
            Ok(Some((mv, value))) => {
                crate::outln(&format!("info solved {value}"))?;
                return crate::outln(&format!("bestmove {mv}"));
            }
            Ok(None) => return crate::outln("bestmove (none)"),
            Err(e) => crate::errln(&format!("camelot: {}: {e}; searching", path.display())),
        }
    }
    if depth.is_none() && nodes.is_none() && movetime.is_none() && level.is_none() {
        return Err(Failure::input(
            "give a limit: --depth N, --nodes N, --movetime MS or --level L",
        ));
    }
    if depth == Some(0) {
        return Err(Failure::input("--depth must be at least 1"));
    }
    let mut engine = Engine::new(hash.clamp(1, 4096));
    engine.set_repetition_rule(args.repetition_rule);
    let result = match level {
        Some(level) => {
            let time = movetime.unwrap_or(level_spec(level).movetime_ms);
            let mut clock = Clock::since(start, Some(time), true);
            let result = search_level(&mut engine, &pos, &history, level, seed, &mut clock);
            if result.depth > 0 && level_spec(level).noise_cp > 0 {
                // Levels that err on purpose report only the move they chose.
                crate::outln(&info_line(
                    &Info {
                        depth: result.depth,
                        score: result.score,
                        nodes: result.nodes,
                        pv: result.pv.clone(),
                    },
                    clock.start.elapsed(),
                ))?;
            }
            result
        }
        None => {
            let mut clock = Clock::since(start, movetime, true);
            clock.multipv = args.multipv > 1;
            let limits = Limits { depth, nodes };
            let mut lines = engine.search_lines(&pos, &history, &limits, args.multipv, &mut clock);
            lines.swap_remove(0)
        }
    };
    match result.best {
        Some(mv) => crate::outln(&format!("bestmove {mv}"))?,
        None => crate::outln("bestmove (none)")?,
    }
    Ok(())
}

/// Runs `camelot stability` and prints its report.
fn stability(
    options: &crate::stability::StabilityOptions,
    list: Option<PathBuf>,
    worst: usize,
) -> Result<(), Failure> {
    use crate::stability::{Measured, report};
    let start = Instant::now();
    let measured = crate::stability::run(options);
    let d = options.depth;
    crate::outln(&format!(
        "stability: depth {d} against {}, {} positions, {:.1} s",
        d + 1,
        measured.len(),
        start.elapsed().as_secs_f64()
    ))?;
    let openings: Vec<&Measured> = measured
        .iter()
        .filter(|m| m.source.starts_with("opening"))
        .collect();
    let selfplay: Vec<&Measured> = measured
        .iter()
        .filter(|m| !m.source.starts_with("opening"))
        .collect();
    let all: Vec<&Measured> = measured.iter().collect();
    for (name, group) in [
        ("openings", &openings),
        ("self-play", &selfplay),
        ("all", &all),
    ] {
        for line in report(name, group) {
            crate::outln(&line)?;
        }
    }
    let raw = |s: camelot_ai::Score| s.to_string();
    let describe = |m: &Measured| {
        format!(
            "{} | {} | depth {d}: {}, depth {}: {}, best {}, after it: {}",
            m.source,
            m.position,
            raw(m.at_depth),
            d + 1,
            raw(m.deeper),
            m.best.as_deref().unwrap_or("-"),
            m.reply.map_or("-".to_string(), raw)
        )
    };
    for (what, key) in [
        (
            "depth",
            Measured::depth_swing as fn(&Measured) -> Option<i32>,
        ),
        ("reply", Measured::reply_swing),
    ] {
        let mut by: Vec<(i32, &Measured)> =
            measured.iter().filter_map(|m| Some((key(m)?, m))).collect();
        by.sort_by_key(|e| std::cmp::Reverse(e.0));
        for (v, m) in by.iter().take(worst) {
            crate::outln(&format!("largest {what} swing {v}: {}", describe(m)))?;
        }
    }
    if let Some(path) = list {
        let text: String = measured.iter().map(|m| describe(m) + "\n").collect();
        std::fs::write(&path, text)
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display())))?;
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
    crate::outln(&format!(
        "{nodes} nodes, {} nodes/s",
        (nodes as f64 / secs) as u64
    ))
}
