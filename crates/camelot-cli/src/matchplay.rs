//! `camelot match`: games between two engine configurations, in-process or as separate
//! programs (`cmd:PATH`, speaking the protocol of `camelot-player`), with an optional SPRT.

use crate::Failure;
use crate::sprt::{Penta, Sprt, Verdict};
use camelot_ai::{Engine, Handler, Limits, greedy_move, level_spec, search_level};
use camelot_core::{Color, EndReason, Game, Move, Outcome, Position, Setup, Variant};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Games longer than this are drawn.
pub const PLY_CAP: usize = 400;
/// Random plies played from the start when no openings file is given.
const RANDOM_OPENING_PLIES: u64 = 4;

/// An engine configuration in a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Player {
    Level(u8),
    Depth(u32),
    Nodes(u64),
    Greedy,
    /// A uniformly random legal move (seeded).
    Random,
    /// A separate program speaking the `camelot-player` protocol.
    Command(PathBuf),
    /// Perfect play from a `camelot solve` table (fastest win, a draw kept, slowest loss;
    /// ties broken by the seed).
    Table(PathBuf),
    /// Perfect play from a strategy file (`camelot solve --export-strategy`); a position the
    /// strategy does not cover is an error, so a match checks the strategy too.
    Strategy(PathBuf),
}

pub fn parse_player(spec: &str) -> Result<Player, Failure> {
    let bad = || {
        Failure::input(format!(
            "bad engine spec `{spec}`: use level:1-8, depth:N, nodes:N, greedy, random, cmd:PATH, table:FILE or strategy:FILE"
        ))
    };
    match spec {
        "greedy" => return Ok(Player::Greedy),
        "random" => return Ok(Player::Random),
        _ => {}
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
        "cmd" if !value.is_empty() => Ok(Player::Command(PathBuf::from(value))),
        "table" if !value.is_empty() => Ok(Player::Table(PathBuf::from(value))),
        "strategy" if !value.is_empty() => Ok(Player::Strategy(PathBuf::from(value))),
        _ => Err(bad()),
    }
}

pub struct MatchOptions {
    pub players: [Player; 2],
    pub names: [String; 2],
    /// Most games to play (an SPRT may stop earlier).
    pub games: u32,
    /// Time per move in milliseconds for every engine.
    pub movetime: Option<u64>,
    /// Node budget per move for `cmd:` players.
    pub nodes: Option<u64>,
    pub openings: Vec<Position>,
    pub seed: u64,
    pub threads: usize,
    pub hash: usize,
    pub sprt: Option<Sprt>,
    /// A `camelot solve` table every in-process engine plays from where it covers the
    /// position (exact endings).
    pub table: Option<PathBuf>,
}

pub fn read_openings(path: &Path) -> Result<Vec<Position>, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        // `#` starts a comment.
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
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

/// SplitMix64: seeded openings and level seeds.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The opening of game pair `pair`: a position from the file, or random plies from the start.
pub fn opening(openings: &[Position], seed: u64, pair: u64) -> Game {
    if !openings.is_empty() {
        let pos = openings[pair as usize % openings.len()].clone();
        return Game::new(pos);
    }
    random_opening(Variant::Camelot, seed, pair)
}

/// Random plies from `variant`'s start for game pair `pair` (in River Camelot the first two
/// are the trees: random placements, like any other random ply).
pub fn random_opening(variant: Variant, seed: u64, pair: u64) -> Game {
    let mut game = Game::new(Position::start_of(variant));
    let state = mix(seed ^ pair.wrapping_mul(0x51_7cc1_b727_220a));
    play_random_plies(&mut game, state, RANDOM_OPENING_PLIES);
    game
}

/// Plays up to `plies` random legal moves (from the seed `state`), fewer if the game ends.
fn play_random_plies(game: &mut Game, mut state: u64, plies: u64) {
    for _ in 0..plies {
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
}

/// The opening of a match's game pair `pair`. Past the end of the openings file its
/// positions come round again, each pass with one more seeded random ply played from them:
/// with node budgets both players are deterministic, so a position played again would repeat
/// its two games move for move (a 1,000-game match over the 300 openings counted 200 pairs
/// twice).
fn match_opening(options: &MatchOptions, pair: u64) -> Game {
    let mut game = opening(&options.openings, options.seed, pair);
    if let Some(pass) = pair.checked_div(options.openings.len() as u64) {
        let state = mix(options.seed ^ pair.wrapping_mul(0x2545_f491_4f6c_dd1d));
        play_random_plies(&mut game, state, pass);
    }
    game
}

/// Different random openings of a variant's match at most; pairs beyond them play them again.
const VARIANT_OPENINGS: u64 = 1000;

/// `options` for a match of `variant`: the openings file (`openings`, already read as Camelot
/// positions) read again as the variant's positions, or without one, random openings from the
/// variant's start (the same, pair by pair, as a Camelot match makes from Camelot's start).
pub fn for_variant(
    mut options: MatchOptions,
    variant: crate::VariantArg,
    openings: Option<&Path>,
) -> Result<MatchOptions, Failure> {
    let Some(variant) = variant.variant else {
        return Ok(options);
    };
    options.openings = match openings {
        Some(path) => read_openings_of(path, variant)?,
        None if variant == Variant::Camelot => Vec::new(),
        None => {
            let pairs = u64::from(options.games.div_ceil(2)).clamp(1, VARIANT_OPENINGS);
            (0..pairs)
                .map(|pair| {
                    random_opening(variant, options.seed, pair)
                        .position()
                        .clone()
                })
                .collect()
        }
    };
    Ok(options)
}

/// The positions of an openings file as `variant`'s (a line may leave out its name).
fn read_openings_of(path: &Path, variant: Variant) -> Result<Vec<Position>, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let setup = Setup::parse_as(line, variant).map_err(|e| e.to_string());
        let pos = setup.and_then(|s| Position::from_setup(s).map_err(|e| e.to_string()));
        out.push(pos.map_err(|e| {
            Failure::input(format!(
                "{}:{}: bad position text: {e}",
                path.display(),
                i + 1
            ))
        })?);
    }
    if out.is_empty() {
        return Err(Failure::input(format!("{}: no positions", path.display())));
    }
    Ok(out)
}

/// Stops a search at a deadline.
pub struct Deadline {
    start: Instant,
    limit: Option<Duration>,
}

impl Deadline {
    pub fn new(movetime_ms: Option<u64>) -> Deadline {
        Deadline {
            start: Instant::now(),
            limit: movetime_ms.map(Duration::from_millis),
        }
    }
}

impl Handler for Deadline {
    fn should_stop(&mut self, _nodes: u64) -> bool {
        self.limit.is_some_and(|l| self.start.elapsed() >= l)
    }
}

/// A `camelot-player` process.
struct External {
    path: PathBuf,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl External {
    fn spawn(path: &Path) -> Result<External, Failure> {
        let fail =
            |e: std::io::Error| Failure::input(format!("cannot run {}: {e}", path.display()));
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(fail)?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(Failure::input(format!("{}: no pipes", path.display())));
        };
        Ok(External {
            path: path.to_path_buf(),
            child,
            input,
            output: BufReader::new(output),
        })
    }

    fn send(&mut self, line: &str) -> Result<(), Failure> {
        writeln!(self.input, "{line}")
            .and_then(|()| self.input.flush())
            .map_err(|e| Failure::input(format!("{}: {e}", self.path.display())))
    }

    fn best_move(
        &mut self,
        game: &Game,
        movetime: Option<u64>,
        nodes: Option<u64>,
    ) -> Result<Option<Move>, Failure> {
        let moves: Vec<String> = game.moves().iter().map(Move::to_string).collect();
        self.send(&format!(
            "position {} moves {}",
            game.start(),
            moves.join(" ")
        ))?;
        let mut go = String::from("go");
        if let Some(ms) = movetime {
            go.push_str(&format!(" movetime {ms}"));
        }
        if let Some(n) = nodes {
            go.push_str(&format!(" nodes {n}"));
        }
        self.send(&go)?;
        let mut line = String::new();
        loop {
            line.clear();
            let n = self
                .output
                .read_line(&mut line)
                .map_err(|e| Failure::input(format!("{}: {e}", self.path.display())))?;
            if n == 0 {
                return Err(Failure::input(format!(
                    "{} ended during a search",
                    self.path.display()
                )));
            }
            if let Some(text) = line.trim().strip_prefix("bestmove ") {
                if text == "none" {
                    return Ok(None);
                }
                return game.position().parse_move(text).map(Some).map_err(|e| {
                    Failure::input(format!("{}: bad move {text}: {e}", self.path.display()))
                });
            }
            if let Some(e) = line.trim().strip_prefix("error ") {
                return Err(Failure::input(format!("{}: {e}", self.path.display())));
            }
        }
    }
}

impl Drop for External {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

/// A player's seat in a worker thread: its engine lives as long as the thread.
enum Seat {
    Local(Player, Box<Engine>),
    External(External),
}

impl Seat {
    fn new(player: &Player, hash: usize) -> Result<Seat, Failure> {
        Ok(match player {
            Player::Command(path) => Seat::External(External::spawn(path)?),
            p => Seat::Local(p.clone(), Box::new(Engine::new(hash))),
        })
    }

    fn new_game(&mut self, hash: usize) -> Result<(), Failure> {
        match self {
            Seat::Local(_, engine) => {
                engine.clear();
                Ok(())
            }
            Seat::External(ext) => ext.send(&format!("new {hash}")),
        }
    }

    fn choose(
        &mut self,
        game: &Game,
        options: &MatchOptions,
        seed: u64,
    ) -> Result<Option<Move>, Failure> {
        let (player, engine) = match self {
            Seat::External(ext) => return ext.best_move(game, options.movetime, options.nodes),
            Seat::Local(player, engine) => (player, engine),
        };
        let pos = game.position();
        if let Player::Table(path) = player {
            let table = crate::solve::load(path, Some(pos.variant()))?;
            return table
                .best_move(pos, seed)
                .map(|best| best.map(|(mv, _)| mv))
                .map_err(|e| Failure::input(format!("{}: {e}", path.display())));
        }
        if let Player::Strategy(path) = player {
            let strategy = crate::solve::load_strategy(path)?;
            if pos.legal_moves().is_empty() {
                return Ok(None);
            }
            return strategy.best_move(pos).map(Some).ok_or_else(|| {
                Failure::input(format!(
                    "{}: the strategy has no move for {pos}",
                    path.display()
                ))
            });
        }
        if let Some(path) = &options.table {
            // Positions the table does not cover (another game, more pieces) are searched.
            let table = crate::solve::load(path, None)?;
            if let Ok(Some((mv, _))) = table.best_move(pos, seed) {
                return Ok(Some(mv));
            }
        }
        engine.set_repetition_rule(game.repetition_rule());
        let history: Vec<u64> = (0..game.ply())
            .filter_map(|i| game.position_at(i).map(Position::hash))
            .collect();
        let limits = |depth, nodes| Limits { depth, nodes };
        let movetime = options.movetime;
        Ok(match *player {
            Player::Greedy => greedy_move(pos),
            Player::Random => {
                let moves = pos.unique_moves();
                (!moves.is_empty()).then(|| moves[(seed % moves.len() as u64) as usize])
            }
            Player::Level(level) => {
                let time = movetime.unwrap_or(level_spec(level).movetime_ms);
                let mut clock = Deadline::new(Some(time));
                search_level(engine, pos, &history, level, seed, &mut clock).best
            }
            Player::Depth(d) => {
                let mut clock = Deadline::new(movetime);
                engine
                    .search(pos, &history, &limits(Some(d), None), &mut clock)
                    .best
            }
            Player::Nodes(n) => {
                let mut clock = Deadline::new(movetime);
                engine
                    .search(pos, &history, &limits(None, Some(n)), &mut clock)
                    .best
            }
            Player::Command(_) | Player::Table(_) | Player::Strategy(_) => None,
        })
    }
}

/// Plays game `index` (pairs share an opening; player 0 has White in even games). Returns the
/// finished game and player 0's score (1, ½ or 0).
fn play_game(
    options: &MatchOptions,
    index: u64,
    seats: &mut [Seat; 2],
) -> Result<(Game, f64), Failure> {
    let first_white = index.is_multiple_of(2);
    let mut game = match_opening(options, index / 2);
    for seat in seats.iter_mut() {
        seat.new_game(options.hash)?;
    }
    while game.outcome().is_none() && game.ply() < PLY_CAP {
        let pos = game.position().clone();
        let white_to_move = pos.turn() == Color::White;
        let who = usize::from(white_to_move != first_white);
        let seed = mix(options.seed ^ index.wrapping_mul(1_000_003) ^ game.ply() as u64);
        let Some(mv) = seats[who].choose(&game, options, seed)? else {
            break;
        };
        if game.play(&mv).is_err() {
            // An illegal move from the engine loses, and is worth a loud message.
            crate::errln(&format!("illegal move {mv} in {pos}"));
            game.set_ending(Outcome::win(!pos.turn(), EndReason::Resignation));
            break;
        }
    }
    if game.outcome().is_none() {
        game.set_ending(Outcome::draw(EndReason::Agreement));
    }
    let white_score = match game.outcome().and_then(|o| o.winner) {
        Some(Color::White) => 1.0,
        Some(Color::Black) => 0.0,
        None => 0.5,
    };
    let score = if first_white {
        white_score
    } else {
        1.0 - white_score
    };
    Ok((game, score))
}

/// What the workers share.
struct Progress {
    results: Vec<Option<(Game, f64)>>,
    penta: Penta,
    error: Option<Failure>,
    /// The SPRT's verdict when it first crossed a bound, with the pairs and LLR then: the
    /// games still being played finish and count in the tally, but can move the LLR back
    /// inside the bounds, which must not undo the decision that stopped the match.
    decided: Option<(Verdict, String)>,
}

pub fn run_match(options: &MatchOptions, records: Option<&Path>) -> Result<(), Failure> {
    let n = options.games as usize;
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let progress = Mutex::new(Progress {
        results: (0..n).map(|_| None).collect(),
        penta: Penta::default(),
        error: None,
        decided: None,
    });
    let worker = || {
        let seats = Seat::new(&options.players[0], options.hash)
            .and_then(|a| Ok([a, Seat::new(&options.players[1], options.hash)?]));
        let mut seats = match seats {
            Ok(s) => s,
            Err(e) => {
                stop.store(true, Ordering::Relaxed);
                if let Ok(mut p) = progress.lock() {
                    p.error.get_or_insert(e);
                }
                return;
            }
        };
        while !stop.load(Ordering::Relaxed) {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= n {
                break;
            }
            let played = play_game(options, i as u64, &mut seats);
            let Ok(mut p) = progress.lock() else { break };
            match played {
                Ok((game, score)) => {
                    let result = game.outcome().map_or("*", |o| o.result_text());
                    crate::errln(&format!(
                        "game {} ({} white): {result} in {} plies",
                        i + 1,
                        options.names[i % 2],
                        game.ply()
                    ));
                    p.results[i] = Some((game, score));
                    let partner = i ^ 1;
                    if let Some(Some((_, other))) = p.results.get(partner) {
                        let half_points = ((score + other) * 2.0).round() as usize;
                        p.penta.add(half_points);
                        if let Some(sprt) = options.sprt {
                            let line = sprt_line(&p.penta, &sprt);
                            crate::errln(&line);
                            let verdict = sprt.verdict(&p.penta);
                            if verdict != Verdict::Continue && p.decided.is_none() {
                                p.decided = Some((verdict, line));
                                stop.store(true, Ordering::Relaxed);
                            }
                        }
                    }
                }
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    p.error.get_or_insert(e);
                }
            }
        }
    };
    std::thread::scope(|s| {
        for _ in 0..options.threads.min(n.max(1)) {
            s.spawn(worker);
        }
    });
    let progress = progress
        .into_inner()
        .map_err(|_| Failure::input("a match thread panicked"))?;
    if let Some(e) = progress.error {
        return Err(e);
    }
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    let mut text = String::new();
    for (i, r) in progress.results.iter().enumerate() {
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
    crate::outln(&format!(
        "{} vs {}: {total} games, W {wins} D {draws} L {losses}, score {pct:.1}%, Elo {elo:+.0} +/- {margin:.0}",
        options.names[0], options.names[1]
    ))?;
    if progress.penta.pairs() > 0 {
        let (pe, pm) = progress.penta.elo();
        crate::outln(&format!(
            "pairs {}: {} (0 to 2 points for {}), Elo {pe:+.1} +/- {pm:.1}",
            progress.penta.pairs(),
            progress.penta,
            options.names[0]
        ))?;
    }
    if let Some(sprt) = options.sprt {
        let (verdict, line) = progress.decided.clone().unwrap_or_else(|| {
            (
                sprt.verdict(&progress.penta),
                sprt_line(&progress.penta, &sprt),
            )
        });
        let verdict = match verdict {
            Verdict::H1 => "H1 accepted",
            Verdict::H0 => "H0 accepted",
            Verdict::Continue => "inconclusive",
        };
        crate::outln(&format!("{line}: {verdict}"))?;
    }
    Ok(())
}

fn sprt_line(penta: &Penta, sprt: &Sprt) -> String {
    let (lower, upper) = sprt.bounds();
    format!(
        "SPRT elo0 {} elo1 {} (alpha = beta = 0.05): pairs {} {penta} LLR {:.2} [{lower:.2}, {upper:.2}]",
        sprt.elo0,
        sprt.elo1,
        penta.pairs(),
        penta.llr(sprt.elo0, sprt.elo1)
    )
}

/// Elo difference and its 95 % error margin from a win/draw/loss count.
pub fn elo(wins: u32, draws: u32, losses: u32) -> (f64, f64) {
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
    let to_elo = crate::sprt::to_elo;
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
        assert_eq!(parse_player("level:5").ok(), Some(Player::Level(5)));
        assert_eq!(parse_player("greedy").ok(), Some(Player::Greedy));
        assert_eq!(parse_player("random").ok(), Some(Player::Random));
        assert_eq!(
            parse_player("cmd:/bin/x").ok(),
            Some(Player::Command(PathBuf::from("/bin/x")))
        );
        assert_eq!(
            parse_player("table:/data/camette.tbl").ok(),
            Some(Player::Table(PathBuf::from("/data/camette.tbl")))
        );
        assert!(parse_player("level:9").is_err());
        assert!(parse_player("depth").is_err());
        assert!(parse_player("nodes:x").is_err());
        assert!(parse_player("cmd:").is_err());
    }

    #[test]
    fn each_pass_through_the_openings_file_gives_new_positions() {
        let file = read_openings(Path::new(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/data/openings.txt"
        )))
        .unwrap();
        let files = file.len() as u64;
        let options = MatchOptions {
            players: [Player::Greedy, Player::Random],
            names: ["a".into(), "b".into()],
            games: 4 * files as u32,
            movetime: None,
            nodes: Some(1000),
            openings: file.clone(),
            seed: 1,
            threads: 1,
            hash: 1,
            sprt: None,
            table: None,
        };
        let at = |pair: u64| match_opening(&options, pair).position().clone();
        // The first pass plays the file as it is.
        assert_eq!(at(0), file[0]);
        assert_eq!(at(files - 1), file[files as usize - 1]);
        // Later passes start from the same position with one more random ply each.
        for pass in 1..3 {
            for i in [0, 7, files - 1] {
                let game = match_opening(&options, pass * files + i);
                let start = Game::new(file[i as usize].clone()).ply();
                assert_eq!(game.ply(), start + pass as usize);
                assert_ne!(game.position(), &file[i as usize]);
            }
        }
        assert_ne!(at(files), at(2 * files));
    }
}
