//! `camelot puzzles`: tactics puzzles made by our own engine, after lichess-puzzler
//! (ornicar/lichess-puzzler, `generator/generator.py`), shipped as static JSON packs.
//!
//! # How a puzzle is found
//! 1. **Games.** Seeded self-play games of the engine at a few node budgets (250, 500 and
//!    1,000 nodes a move, each side its own, each move 0.5–1.5 times it), so that mistakes
//!    happen; Camelot's start from the 300 balanced openings of
//!    `crates/camelot-cli/data/openings.txt`, Cam's and Camette's from 2–6 random plies. A
//!    game ends early once decided (see [`DECIDED`]). Game records given with `--record` are
//!    mined too (their main lines).
//! 2. **Where to look.** Every position of a game is scored at the scan budget; a ply after
//!    which the side to move's win chance (`camelot_ai::winprob`, the app's fitted curve)
//!    has jumped by [`cook::JUMP`] from a position it had not already won
//!    ([`cook::NOT_WON`]) to a winning one ([`cook::WINNING`]) marks the position after it
//!    (punish the mistake) and the position before it (the move the mistaken side missed,
//!    if it was holding). See [`cook::candidates`].
//! 3. **Uniqueness.** At the deep budget a two-line search ([`camelot_ai::Engine::search_lines`],
//!    over moves deduplicated by resulting position, so two paths to one position are one
//!    move) must find the solver's move better than any other by [`cook::MARGIN`] win
//!    chance (lichess's 0.7 on its −1…+1 scale is 0.35 on our 0…1 scale), or the only
//!    proven win. The opponent replies with the deep search's move; the line goes on while
//!    each solver move stays unique (at most [`cook::MAX_PLIES`] plies) and is trimmed to end
//!    on a solver move that had a choice. A line that stops winning (or, for a defence,
//!    holding) or repeats a position is dropped.
//! 4. **One-movers** are kept only when deep: the engine needs more than
//!    [`cook::ONE_MOVE_NODES`] nodes to find the move, or its path has
//!    [`cook::LONG_MOVE_LEGS`] legs or more (a long charge or jump chain).
//! 5. **Themes** from the line by rule ([`themes`]); a **rating** from a difficulty score
//!    (the smallest node budget at which the engine finds the solution, the length, the
//!    plausible alternatives), the pack's puzzles in order of difficulty spread around 1,500
//!    ([`rating`]).
//! 6. Puzzles on the same position, or on mirror images, are one (the first kept).
//!
//! Every search starts from a cleared engine with a [`cook::TABLE_MB`] MiB table and node
//! limits only, so the packs depend on the seed and the engine, not on threads or time.

pub mod cook;
pub mod pack;
pub mod rating;
pub mod themes;

use crate::Failure;
use crate::matchplay::mix;
use camelot_ai::{Engine, Limits, NoHandler};
use camelot_core::{Game, Move, MoveText, Position, Record, Variant};
use cook::{Analyst, Budgets, Cooked};
use pack::Puzzle;
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;
use themes::Theme;

/// The games a pack is made for.
pub const VARIANTS: [Variant; 3] = [Variant::Camelot, Variant::Cam, Variant::Camette];

/// Node budgets of the self-play games (per side, per game).
const PLAY_BUDGETS: [u64; 3] = [250, 500, 1_000];
/// The longest self-play game, in plies.
const PLY_CAP: usize = 300;
/// A self-play game ends once one side's chance has been at least `.0` for `.1` plies in a
/// row: a won game's conversion has few places to look (the loser would have to climb back
/// from below 2 %) and scoring it costs as much as the play before.
const DECIDED: (f64, usize) = (0.98, 10);
/// The balanced Camelot openings of `camelot match` and `camelot selfplay`.
const OPENINGS: &str = include_str!("../../data/openings.txt");
/// Candidates this few plies after a puzzle of the same game are skipped.
const SAME_IDEA_PLIES: usize = 4;
/// Self-play games per variant when `--games` does not say: enough to reach the default
/// `--max` (about one Camelot game in 30 gives a puzzle).
pub const DEFAULT_GAMES: [(Variant, usize); 3] = [
    (Variant::Camelot, 60_000),
    (Variant::Cam, 5_000),
    (Variant::Camette, 5_000),
];
/// Puzzles per pack when `--max` does not say (the packs' size budget is 150 KB gzipped).
pub const DEFAULT_MAX: [(Variant, usize); 3] = [
    (Variant::Camelot, 1_700),
    (Variant::Cam, 200),
    (Variant::Camette, 200),
];

#[derive(clap::Args)]
pub struct PuzzlesArgs {
    /// Write the packs into this directory: `camelot.json`, `cam.json`, `camette.json`, and a
    /// README.md with the command and the counts.
    #[arg(long, required_unless_present = "check")]
    pub out: Option<PathBuf>,
    /// Instead of generating, re-check the packs in this directory: every puzzle read and
    /// replayed, and its line searched again at the deep budget (solver moves still unique,
    /// replies still the engine's). With `--sample N`, every N-th puzzle only.
    #[arg(long, conflicts_with_all = ["out", "games", "record"])]
    pub check: Option<PathBuf>,
    /// With `--check`: re-search every N-th puzzle (1: all).
    #[arg(long, default_value_t = 1, requires = "check")]
    pub sample: usize,
    /// Self-play games at most: one number for every game, or per game
    /// (`camelot=60000,cam=5000`).
    #[arg(long)]
    pub games: Option<String>,
    /// Puzzles per pack at most: the first ones in game order; a game's generation stops
    /// once its pack is full. One number or per game (`camelot=1700,cam=200`).
    #[arg(long)]
    pub max: Option<String>,
    /// Only these games (camelot, cam, camette; comma-separated). Default: all three.
    #[arg(long, value_delimiter = ',')]
    pub variant: Vec<Variant>,
    /// Game records to mine as well (a file may hold several records, as `camelot match
    /// --records` writes them).
    #[arg(long)]
    pub record: Vec<PathBuf>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// The deep budget (uniqueness, replies), in nodes; the shipped packs use the default.
    #[arg(long, default_value_t = cook::BUDGETS.deep)]
    pub deep_nodes: u64,
}

/// One game to mine: its positions (`positions[i]` after `i` plies) and moves.
#[derive(Clone, Debug)]
pub struct Source {
    pub variant: Variant,
    pub positions: Vec<Position>,
    pub moves: Vec<Move>,
    /// The side to move's win chance in each position, if already scored (self-play).
    pub chances: Vec<f64>,
}

impl Source {
    fn of_game(game: &Game) -> Source {
        let moves = game.moves().to_vec();
        let positions = (0..=moves.len())
            .filter_map(|i| game.position_at(i).cloned())
            .collect();
        Source {
            variant: game.variant(),
            positions,
            moves,
            chances: Vec::new(),
        }
    }
}

/// Everything a run needs, parsed and checked.
pub struct Plan {
    pub variants: Vec<Variant>,
    pub games: BTreeMap<Variant, usize>,
    pub max: BTreeMap<Variant, usize>,
    pub records: Vec<Source>,
    pub seed: u64,
    pub threads: usize,
    pub budgets: Budgets,
}

/// A per-variant count: `N` for every variant, or `camelot=N,cam=N,…`; variants not named
/// keep their `defaults`.
fn parse_per_variant(
    flag: &str,
    text: Option<&str>,
    variants: &[Variant],
    defaults: &[(Variant, usize)],
) -> Result<BTreeMap<Variant, usize>, Failure> {
    let mut out: BTreeMap<Variant, usize> = defaults
        .iter()
        .copied()
        .filter(|(v, _)| variants.contains(v))
        .collect();
    let Some(text) = text else {
        return Ok(out);
    };
    let bad = |what: &str| {
        Failure::input(format!(
            "bad {flag} `{text}`: {what}; use N or camelot=N,cam=N,camette=N"
        ))
    };
    if let Ok(n) = text.trim().parse::<usize>() {
        for v in out.values_mut() {
            *v = n;
        }
        return Ok(out);
    }
    for part in text.split(',') {
        let (name, n) = part
            .split_once('=')
            .ok_or_else(|| bad(&format!("`{part}` is not NAME=N")))?;
        let variant: Variant = name.parse().map_err(|e| bad(&format!("{e}")))?;
        if !variants.contains(&variant) {
            return Err(bad(&format!(
                "no puzzles are made for {variant} in this run"
            )));
        }
        let n: usize = n
            .trim()
            .parse()
            .map_err(|_| bad(&format!("`{n}` is not a number")))?;
        out.insert(variant, n);
    }
    Ok(out)
}

/// Splits a file of game records into records: a tag line after move text starts the next.
/// Each piece comes with the line it starts on (1-based).
fn split_records(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut current = String::new();
    let mut start = 1;
    let mut in_moves = false;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.starts_with('[') && in_moves {
            out.push((start, std::mem::take(&mut current)));
            in_moves = false;
        }
        if current.trim().is_empty() && !trimmed.is_empty() && current.is_empty() {
            start = i + 1;
        }
        if !trimmed.is_empty() && !trimmed.starts_with('[') {
            in_moves = true;
        }
        if !current.is_empty() || !trimmed.is_empty() {
            current.push_str(line);
            current.push('\n');
        }
    }
    if !current.trim().is_empty() {
        out.push((start, current));
    }
    out
}

/// The main lines of the records in `path`. Errors name the file and the line.
pub fn read_records(path: &Path, variants: &[Variant]) -> Result<Vec<Source>, Failure> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
    let pieces = split_records(&text);
    if pieces.is_empty() {
        return Err(Failure::input(format!(
            "{}: no game record",
            path.display()
        )));
    }
    let mut out = Vec::with_capacity(pieces.len());
    for (n, (start, piece)) in pieces.iter().enumerate() {
        let record: Record = piece.parse().map_err(|mut e: camelot_core::RecordError| {
            e.line += start - 1;
            Failure::input(format!("{}: record {}: {e}", path.display(), n + 1))
        })?;
        let variant = record.variant();
        if !variants.contains(&variant) {
            return Err(Failure::input(format!(
                "{}: record {} (line {start}) is a game of {}: puzzles are made for {}",
                path.display(),
                n + 1,
                variant.title(),
                variants
                    .iter()
                    .map(|v| v.title())
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
        out.push(Source::of_game(&record.game));
    }
    Ok(out)
}

impl Plan {
    pub fn from_args(args: &PuzzlesArgs) -> Result<Plan, Failure> {
        let variants: Vec<Variant> = if args.variant.is_empty() {
            VARIANTS.to_vec()
        } else {
            args.variant.clone()
        };
        if let Some(v) = variants.iter().find(|v| !VARIANTS.contains(v)) {
            return Err(Failure::input(format!(
                "puzzles are made for camelot, cam and camette, not {v}"
            )));
        }
        let games = parse_per_variant("--games", args.games.as_deref(), &variants, &DEFAULT_GAMES)?;
        let max = parse_per_variant("--max", args.max.as_deref(), &variants, &DEFAULT_MAX)?;
        let mut records = Vec::new();
        for path in &args.record {
            records.extend(read_records(path, &variants)?);
        }
        if args.deep_nodes < 1000 {
            return Err(Failure::input("--deep-nodes must be at least 1000"));
        }
        Ok(Plan {
            variants,
            games,
            max,
            records,
            seed: args.seed,
            threads: args.threads.max(1),
            budgets: Budgets {
                deep: args.deep_nodes,
                ..cook::BUDGETS
            },
        })
    }
}

/// One unit of work, in the order of the output.
#[derive(Clone, Copy, Debug)]
enum Job {
    Record(usize),
    Selfplay(Variant, u64),
}

/// A random start: 2 to 6 random plies (deduplicated moves) from `variant`'s start.
fn random_start(variant: Variant, mut state: u64) -> Position {
    let mut pos = Position::start_of(variant);
    state = mix(state);
    let plies = 2 + state % 5;
    for _ in 0..plies {
        let moves = pos.unique_moves();
        if moves.is_empty() || pos.is_game_over() {
            break;
        }
        state = mix(state);
        pos.play_unchecked(&moves[(state % moves.len() as u64) as usize]);
    }
    pos
}

/// Self-play game `index` of `variant`, scored as it is played; it stops early once decided
/// (see [`DECIDED`]).
fn selfplay(
    variant: Variant,
    seed: u64,
    index: u64,
    openings: &[Position],
    player: &mut Engine,
    analyst: &mut Analyst,
) -> Source {
    let mut state = mix(seed
        ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ (variant as u64).wrapping_mul(0x51_7cc1_b727_220a));
    let start = match (variant, openings.is_empty()) {
        (Variant::Camelot, false) => openings[index as usize % openings.len()].clone(),
        _ => random_start(variant, state),
    };
    state = mix(state);
    let budgets = [
        PLAY_BUDGETS[(state % 3) as usize],
        PLAY_BUDGETS[((state >> 8) % 3) as usize],
    ];
    let mut game = Game::new(start);
    player.clear();
    analyst.scan_begin();
    let mut history: Vec<u64> = Vec::new();
    let mut chances = vec![analyst.scan_next(game.position(), &history)];
    let mut decided = 0;
    while game.outcome().is_none() && game.ply() < PLY_CAP && decided < DECIDED.1 {
        state = mix(state);
        let budget = budgets[game.position().turn().index()];
        let limits = Limits {
            depth: None,
            nodes: Some((budget / 2 + state % budget).max(1)),
        };
        let result = player.search(game.position(), &history, &limits, &mut NoHandler);
        let Some(mv) = result.best else { break };
        history.push(game.position().hash());
        if game.play(&mv).is_err() {
            break;
        }
        let c = analyst.scan_next(game.position(), &history);
        chances.push(c);
        decided = if (c - 0.5).abs() >= DECIDED.0 - 0.5 {
            decided + 1
        } else {
            0
        };
    }
    let mut source = Source::of_game(&game);
    source.chances = chances;
    source
}

/// A puzzle and its difficulty, before the pack's ratings are known.
type Found = (Puzzle, f64);

/// The puzzles of one game, in the order of their positions.
pub fn mine(source: &Source, analyst: &mut Analyst) -> Vec<Found> {
    let chances = if source.chances.len() == source.positions.len() {
        source.chances.clone()
    } else {
        analyst.scan(&source.positions)
    };
    analyst.funnel.games += 1;
    analyst.funnel.positions += source.positions.len();
    let mut out = Vec::new();
    let mut last_found: Option<usize> = None;
    for i in cook::candidates(&chances) {
        // One idea, one puzzle: the next few positions of a game repeat it.
        if last_found.is_some_and(|f| i <= f + SAME_IDEA_PLIES) {
            continue;
        }
        let (Some(pos), Some(last)) =
            (source.positions.get(i), source.moves.get(i.wrapping_sub(1)))
        else {
            continue;
        };
        analyst.funnel.candidates += 1;
        if let Some(cooked) = analyst.cook(pos) {
            analyst.funnel.kept += 1;
            out.push(finish(pos, last, cooked));
            last_found = Some(i);
        }
    }
    out
}

fn finish(pos: &Position, last: &Move, cooked: Cooked) -> Found {
    let puzzle = Puzzle {
        id: pack::puzzle_id(pos),
        position: pos.clone(),
        last: MoveText::from(last),
        themes: themes::themes(pos, &cooked.moves, cooked.defence),
        rating: 0,
        moves: cooked.moves,
    };
    (puzzle, rating::difficulty(&cooked.features))
}

/// The key that makes a position and its mirror image one puzzle, whatever the move number
/// (the same position reached at another move of another game is the same puzzle).
fn mirror_key(pos: &Position) -> String {
    let full = pos.to_string();
    // The position text ends with the move number: leave it out. A game other than Camelot
    // is named first: the mirror is taken of what follows the name.
    let text = full
        .rsplit_once(' ')
        .map_or(full.as_str(), |(head, _)| head);
    let (name, rest) = match text.split_once(' ') {
        Some((first, rest)) if !first.contains('/') => (first, rest),
        _ => ("", text),
    };
    let rest = match crate::openings::mirror_files(rest) {
        Some(m) if m.as_str() < rest => m,
        _ => rest.to_string(),
    };
    format!("{name} {rest}")
}

/// The work done so far: results come in any order and are taken in job order.
struct Progress {
    results: Vec<Option<(Variant, Vec<Found>, cook::Funnel)>>,
    /// Results before this are taken.
    prefix: usize,
    /// Positions (and mirror images) of the puzzles taken.
    seen: HashSet<String>,
    packs: BTreeMap<Variant, Vec<Found>>,
    funnels: BTreeMap<Variant, cook::Funnel>,
    /// Variants whose packs hold their `--max`: their later jobs are skipped.
    full: HashSet<Variant>,
}

impl Progress {
    /// Takes the finished results at the front, in job order: so the packs are the same
    /// whatever the threads and their timing.
    fn advance(&mut self, max: &BTreeMap<Variant, usize>) {
        while let Some(Some((variant, puzzles, funnel))) =
            self.results.get_mut(self.prefix).map(Option::take)
        {
            self.prefix += 1;
            if self.full.contains(&variant) {
                continue;
            }
            self.funnels.entry(variant).or_default().add(&funnel);
            let limit = max.get(&variant).copied().unwrap_or(usize::MAX);
            let pack = self.packs.entry(variant).or_default();
            for found in puzzles {
                if pack.len() < limit && self.seen.insert(mirror_key(&found.0.position)) {
                    pack.push(found);
                }
            }
            if pack.len() >= limit {
                self.full.insert(variant);
            }
        }
    }
}

/// What a run made: each variant's pack and funnel.
pub struct Generated {
    pub packs: BTreeMap<Variant, Vec<Puzzle>>,
    pub funnels: BTreeMap<Variant, cook::Funnel>,
}

/// Runs the plan: the puzzles of every variant, deduplicated, in job order.
pub fn generate(plan: &Plan) -> Result<Generated, Failure> {
    let openings: Vec<Position> = OPENINGS
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty())
        .map(|l| l.parse::<Position>())
        .collect::<Result<_, _>>()
        .map_err(|e| Failure::input(format!("the built-in openings: {e}")))?;
    let mut jobs: Vec<Job> = Vec::new();
    for &variant in &plan.variants {
        jobs.extend(
            plan.records
                .iter()
                .enumerate()
                .filter(|(_, r)| r.variant == variant)
                .map(|(i, _)| Job::Record(i)),
        );
        let games = plan.games.get(&variant).copied().unwrap_or(0);
        jobs.extend((0..games as u64).map(|i| Job::Selfplay(variant, i)));
    }
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let progress = Mutex::new(Progress {
        results: vec![None; jobs.len()],
        prefix: 0,
        seen: HashSet::new(),
        packs: plan.variants.iter().map(|&v| (v, Vec::new())).collect(),
        funnels: plan
            .variants
            .iter()
            .map(|&v| (v, cook::Funnel::default()))
            .collect(),
        full: HashSet::new(),
    });
    std::thread::scope(|s| {
        for _ in 0..plan.threads.min(jobs.len().max(1)) {
            s.spawn(|| {
                let mut analyst = Analyst::new(plan.budgets);
                let mut player = Engine::new(4);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&job) = jobs.get(i) else { break };
                    let variant = match job {
                        Job::Record(r) => plan.records[r].variant,
                        Job::Selfplay(v, _) => v,
                    };
                    let full = progress.lock().map_or(true, |p| p.full.contains(&variant));
                    let result = if full {
                        (variant, Vec::new(), cook::Funnel::default())
                    } else {
                        let source = match job {
                            Job::Record(r) => plan.records[r].clone(),
                            Job::Selfplay(v, index) => {
                                selfplay(v, plan.seed, index, &openings, &mut player, &mut analyst)
                            }
                        };
                        analyst.funnel = cook::Funnel::default();
                        let puzzles = mine(&source, &mut analyst);
                        (variant, puzzles, analyst.funnel)
                    };
                    let Ok(mut p) = progress.lock() else { break };
                    p.results[i] = Some(result);
                    let before = p.prefix;
                    p.advance(&plan.max);
                    if p.prefix / 50 > before / 50 || p.prefix == jobs.len() {
                        let counts: Vec<String> = p
                            .packs
                            .iter()
                            .map(|(v, ps)| format!("{v} {}", ps.len()))
                            .collect();
                        crate::errln(&format!(
                            "puzzles: {}/{} games, {}, {:.0} s",
                            p.prefix,
                            jobs.len(),
                            counts.join(", "),
                            started.elapsed().as_secs_f64()
                        ));
                    }
                }
            });
        }
    });
    let progress = progress
        .into_inner()
        .map_err(|_| Failure::input("a puzzle thread panicked"))?;
    let Progress { packs, funnels, .. } = progress;
    let packs = packs
        .into_iter()
        .map(|(variant, found)| {
            let difficulties: Vec<f64> = found.iter().map(|f| f.1).collect();
            let rated = found
                .into_iter()
                .zip(rating::ratings(&difficulties))
                .map(|((puzzle, _), rating)| Puzzle { rating, ..puzzle })
                .collect();
            (variant, rated)
        })
        .collect();
    Ok(Generated { packs, funnels })
}

/// Rating bands of the summary.
const BANDS: [(u32, u32); 5] = [
    (0, 1000),
    (1000, 1400),
    (1400, 1800),
    (1800, 2200),
    (2200, u32::MAX),
];

fn band_name((lo, hi): (u32, u32)) -> String {
    match (lo, hi) {
        (0, hi) => format!("< {hi}"),
        (lo, u32::MAX) => format!(">= {lo}"),
        (lo, hi) => format!("{lo}-{}", hi - 1),
    }
}

/// A Markdown table of each pack's funnel and its counts per theme and per rating band.
pub fn summary(generated: &Generated) -> String {
    let packs = &generated.packs;
    let variants: Vec<&Variant> = packs.keys().collect();
    let mut out = String::from("| | ");
    out.push_str(
        &variants
            .iter()
            .map(|v| v.title())
            .collect::<Vec<_>>()
            .join(" | "),
    );
    out.push_str(" |\n|---|");
    out.push_str(&"---:|".repeat(variants.len()));
    out.push('\n');
    let row = |label: String, count: &dyn Fn(&Puzzle) -> bool| {
        let cells: Vec<String> = variants
            .iter()
            .map(|v| packs[v].iter().filter(|p| count(p)).count().to_string())
            .collect();
        format!("| {label} | {} |\n", cells.join(" | "))
    };
    let stage = |label: &str, count: &dyn Fn(&cook::Funnel) -> usize| {
        let cells: Vec<String> = variants
            .iter()
            .map(|v| generated.funnels.get(v).map_or(0, count).to_string())
            .collect();
        format!("| {label} | {} |\n", cells.join(" | "))
    };
    out.push_str(&stage("games", &|f| f.games));
    out.push_str(&stage("positions", &|f| f.positions));
    out.push_str(&stage("places to look", &|f| f.candidates));
    out.push_str(&stage("passed the probe", &|f| f.probed));
    out.push_str(&stage("first move unique", &|f| f.unique));
    out.push_str(&stage("kept", &|f| f.kept));
    out.push_str(&row("**puzzles** (repeats removed)".into(), &|_| true));
    for theme in Theme::ALL {
        out.push_str(&row(format!("`{}`", theme.id()), &|p| {
            p.themes.contains(&theme)
        }));
    }
    for band in BANDS {
        out.push_str(&row(format!("rating {}", band_name(band)), &|p| {
            p.rating >= band.0 && p.rating < band.1
        }));
    }
    out
}

/// The command line that makes these packs, for the README.
fn command_line(plan: &Plan, out: &Path) -> String {
    let mut cmd = format!("camelot puzzles --out {}", out.display());
    let games: Vec<String> = plan.games.iter().map(|(v, n)| format!("{v}={n}")).collect();
    cmd.push_str(&format!(" --games {}", games.join(",")));
    let max: Vec<String> = plan
        .max
        .iter()
        .filter(|(_, n)| **n != usize::MAX)
        .map(|(v, n)| format!("{v}={n}"))
        .collect();
    if !max.is_empty() {
        cmd.push_str(&format!(" --max {}", max.join(",")));
    }
    if plan.variants != VARIANTS {
        let names: Vec<&str> = plan.variants.iter().map(|v| v.name()).collect();
        cmd.push_str(&format!(" --variant {}", names.join(",")));
    }
    cmd.push_str(&format!(" --seed {} --threads {}", plan.seed, plan.threads));
    if plan.budgets.deep != cook::BUDGETS.deep {
        cmd.push_str(&format!(" --deep-nodes {}", plan.budgets.deep));
    }
    if !plan.records.is_empty() {
        cmd.push_str(" --record …");
    }
    cmd
}

/// `camelot puzzles`.
pub fn run(args: &PuzzlesArgs) -> Result<(), Failure> {
    let plan = Plan::from_args(args)?;
    if let Some(dir) = &args.check {
        return check(dir, &plan, args.sample.max(1));
    }
    let Some(out) = &args.out else {
        return Err(Failure::input("give --out DIR (or --check DIR)"));
    };
    let started = Instant::now();
    let generated = generate(&plan)?;
    let secs = started.elapsed().as_secs_f64();
    std::fs::create_dir_all(out)
        .map_err(|e| Failure::input(format!("cannot create {}: {e}", out.display())))?;
    for (variant, puzzles) in &generated.packs {
        let path = out.join(format!("{}.json", variant.name()));
        std::fs::write(&path, pack::write_pack(puzzles))
            .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display())))?;
    }
    let table = summary(&generated);
    let readme = readme(&plan, out, &table);
    let path = out.join("README.md");
    std::fs::write(&path, readme)
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", path.display())))?;
    crate::outln(&table)?;
    crate::outln(&format!("generated in {secs:.0} s"))
}

fn readme(plan: &Plan, out: &Path, table: &str) -> String {
    format!(
        "# Puzzle packs\n\n\
         Made by our own engine with\n\n    {}\n\n\
         (`cargo build --release -p camelot-cli` first; the binary is `target/release/camelot`).\n\
         How the puzzles are found, the themes and the rating formula: the documentation of\n\
         `crates/camelot-cli/src/puzzles/` and the project README. Budgets: scan {} nodes, probe\n\
         {} nodes, deep (uniqueness and replies) {} nodes, {} MiB table, a cleared engine for\n\
         every search. The counts below are produced by our own code: a regression baseline, not\n\
         an outside truth. After an engine change, run the command again.\n\n\
         Each file is a JSON array of `{{\"id\", \"position\", \"last\", \"moves\", \"themes\",\n\
         \"rating\"}}`: `position` with the solver to move, `last` the opponent's move that led\n\
         to it (WCF notation, for the board to show), `moves` solver, reply, solver, … (first\n\
         and last the solver's).\n\n{table}",
        command_line(plan, out),
        plan.budgets.scan,
        plan.budgets.probe,
        plan.budgets.deep,
        cook::TABLE_MB,
    )
}

/// Reads `variant`'s pack in `dir`.
pub fn read_pack_file(dir: &Path, variant: Variant) -> Result<Vec<Puzzle>, Failure> {
    let path = dir.join(format!("{}.json", variant.name()));
    let text = std::fs::read_to_string(&path)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
    pack::read_pack(&text, variant).map_err(|e| Failure::input(format!("{}: {e}", path.display())))
}

/// `camelot puzzles --check DIR`: reads every pack (which checks the lines' legality) and
/// searches every `sample`-th puzzle's line again; fails if any puzzle fails.
fn check(dir: &Path, plan: &Plan, sample: usize) -> Result<(), Failure> {
    let mut failures = 0;
    for &variant in &plan.variants {
        let puzzles = read_pack_file(dir, variant)?;
        let chosen: Vec<&Puzzle> = puzzles.iter().step_by(sample).collect();
        let next = AtomicUsize::new(0);
        let verdicts: Mutex<Vec<Option<String>>> = Mutex::new(vec![None; chosen.len()]);
        std::thread::scope(|s| {
            for _ in 0..plan.threads.min(chosen.len().max(1)) {
                s.spawn(|| {
                    let mut analyst = Analyst::new(plan.budgets);
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(p) = chosen.get(i) else { break };
                        if let Err(e) = analyst.recheck(&p.position, &p.moves)
                            && let Ok(mut v) = verdicts.lock()
                        {
                            v[i] = Some(format!("{} {}: {e}", variant.name(), p.id));
                        }
                    }
                });
            }
        });
        let verdicts = verdicts
            .into_inner()
            .map_err(|_| Failure::input("a check thread panicked"))?;
        let failed: Vec<String> = verdicts.into_iter().flatten().collect();
        for line in &failed {
            crate::outln(line)?;
        }
        crate::outln(&format!(
            "{}: {} puzzles read, {} searched again, {} no longer hold at {} nodes",
            variant.name(),
            puzzles.len(),
            chosen.len(),
            failed.len(),
            plan.budgets.deep
        ))?;
        failures += failed.len();
    }
    if failures > 0 {
        return Err(Failure {
            code: 1,
            message: format!("{failures} puzzles no longer hold"),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small plan: a few games of one variant at small budgets.
    fn small_plan(variant: Variant, games: usize, threads: usize) -> Plan {
        Plan {
            variants: vec![variant],
            games: [(variant, games)].into_iter().collect(),
            records: Vec::new(),
            seed: 7,
            threads,
            max: [(variant, usize::MAX)].into_iter().collect(),
            budgets: Budgets {
                scan: 500,
                probe: 2_000,
                deep: 4_000,
            },
        }
    }

    #[test]
    fn the_same_seed_makes_the_same_pack_whatever_the_threads() {
        let one = generate(&small_plan(Variant::Camette, 20, 1)).unwrap();
        let two = generate(&small_plan(Variant::Camette, 20, 2)).unwrap();
        let text = |g: &Generated| pack::write_pack(&g.packs[&Variant::Camette]);
        assert_eq!(text(&one), text(&two));
        assert_eq!(one.funnels, two.funnels);
        assert_eq!(summary(&one), summary(&two));
        assert!(
            !one.packs[&Variant::Camette].is_empty(),
            "a few Camette games give a puzzle"
        );
        // What was generated reads back as a valid pack.
        let back = pack::read_pack(&text(&one), Variant::Camette).unwrap();
        assert_eq!(back, one.packs[&Variant::Camette]);
        // A full pack stops its games, at the same place whatever the threads.
        let capped = |threads| {
            let mut plan = small_plan(Variant::Camette, 20, threads);
            plan.max.insert(Variant::Camette, 1);
            generate(&plan).unwrap()
        };
        let (a, b) = (capped(1), capped(2));
        assert_eq!(a.packs[&Variant::Camette].len(), 1);
        assert_eq!(text(&a), text(&b));
        assert_eq!(a.funnels, b.funnels);
        // The same puzzle; its rating is not compared, as ratings are spread over the pack
        // they are in (a pack of one rates its puzzle in the middle).
        let unrated = |p: &Puzzle| Puzzle {
            rating: 0,
            ..p.clone()
        };
        assert_eq!(
            unrated(&a.packs[&Variant::Camette][0]),
            unrated(&one.packs[&Variant::Camette][0])
        );
        assert!(a.funnels[&Variant::Camette].games < 20);
    }

    #[test]
    fn a_position_its_mirror_image_and_a_later_move_number_are_one_puzzle() {
        let key = |t: &str| mirror_key(&t.parse::<Position>().expect("position"));
        let a = key("camette 1/K2/2m1m/3k1/M3M/3/1 b 0 0 7");
        assert_eq!(a, key("camette 1/K2/2m1m/3k1/M3M/3/1 b 0 0 1"));
        assert_eq!(a, key("camette 1/2K/m1m2/1k3/M3M/3/1 b 0 0 3"));
        assert_ne!(a, key("camette 1/K2/2m1m/3k1/M3M/3/1 w 0 0 7"));
        let c = key("2/8/10/12/12/5m6/12/5m6/5M6/12/12/12/12/10/8/2 w 0 0 20");
        assert_eq!(
            c,
            key("2/8/10/12/12/6m5/12/6m5/6M5/12/12/12/12/10/8/2 w 0 0 3")
        );
    }

    #[test]
    fn records_split_where_tags_follow_moves() {
        let text =
            "[Event \"a\"]\n[Result \"*\"]\n\n1. F7-F8 *\n\n[Event \"b\"]\n\n1. E7-E8 F10-F9 *\n";
        let pieces = split_records(text);
        assert_eq!(pieces.len(), 2);
        assert_eq!(pieces[0].0, 1);
        assert_eq!(pieces[1].0, 6);
        assert!(pieces[1].1.starts_with("[Event \"b\"]"));
        assert_eq!(split_records("1. F7-F8 *").len(), 1);
        assert!(split_records("\n\n").is_empty());
    }

    #[test]
    fn games_per_variant_parse_with_clear_errors() {
        let all = VARIANTS.to_vec();
        let parse =
            |t: &str, v: &[Variant]| parse_per_variant("--games", Some(t), v, &DEFAULT_GAMES);
        let g = parse("camelot=5,cam=2", &all).unwrap();
        assert_eq!(
            (g[&Variant::Camelot], g[&Variant::Cam], g[&Variant::Camette]),
            (5, 2, 5000)
        );
        assert!(parse("9", &all).unwrap().values().all(|&n| n == 9));
        let err = |t: &str, v: &[Variant]| parse(t, v).err().unwrap().message;
        assert!(err("camelot=x", &all).contains("`x` is not a number"));
        assert!(err("chess=3", &all).contains("unknown variant `chess`"));
        assert!(err("cam=3", &[Variant::Camelot]).contains("no puzzles are made for cam"));
    }

    /// How many Camelot puzzles the shipped pack has (a regression baseline; see below).
    /// 1,600 as generated at fa53dda; 1,281 after 45c1928's engine, which searches
    /// sacrifices in full, found 319 of them no longer unique or answered otherwise at the
    /// stated budget (most: a second winning move the older engine had missed); topped up by
    /// a run with another seed (396 new ones) and re-checked with 3b8e91c's weights, which
    /// removed 143: 1,534; the win curve fitted again for those weights (K 0.003501 to
    /// 0.004949) removed 42 more and a third seed's run added 105: 1,597 (issue 22 asks for
    /// 1,500). www/puzzles/README.md has the commands.
    const CAMELOT_BASELINE: usize = 1597;

    /// The shipped packs, beside the app.
    fn shipped_dir() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../www/puzzles")
    }

    fn shipped() -> BTreeMap<Variant, Vec<Puzzle>> {
        VARIANTS
            .iter()
            .map(|&v| match read_pack_file(&shipped_dir(), v) {
                Ok(p) => (v, p),
                Err(e) => panic!("{}", e.message),
            })
            .collect()
    }

    #[test]
    fn shipped_packs_are_legal_complete_and_small() {
        // `read_pack` checks every line's legality, the alternation (odd length, the solver
        // first and last), the themes and the ids.
        let packs = shipped();
        // Regression baselines: the counts of the packs our own generator made (see
        // www/puzzles/README.md), which keep a regeneration from shipping fewer. Issue 22 asks
        // for at least 1,500 Camelot and 100 of each small game.
        assert!(
            packs[&Variant::Camelot].len() >= CAMELOT_BASELINE,
            "{}",
            packs[&Variant::Camelot].len()
        );
        assert!(packs[&Variant::Cam].len() >= 100);
        assert!(packs[&Variant::Camette].len() >= 100);
        let mut positions = HashSet::new();
        for (variant, puzzles) in &packs {
            for p in puzzles {
                assert_eq!(p.id, pack::puzzle_id(&p.position), "{variant} {}", p.id);
                assert!(
                    positions.insert(mirror_key(&p.position)),
                    "{variant} {}: twice",
                    p.id
                );
                // The themes are the rules' reading of the line (the defence verdict is the
                // search's, so it is taken from the pack).
                let defence = p.themes.contains(&Theme::Defence);
                assert_eq!(
                    p.themes,
                    themes::themes(&p.position, &p.moves, defence),
                    "{variant} {}",
                    p.id
                );
            }
            // Spread: every rating band of the summary below 2200 is used.
            for band in &BANDS[..4] {
                assert!(
                    puzzles
                        .iter()
                        .any(|p| p.rating >= band.0 && p.rating < band.1),
                    "{variant}: band {band:?}"
                );
            }
        }
        let mut gzipped = 0;
        for v in VARIANTS {
            let path = shipped_dir().join(format!("{}.json", v.name()));
            let out = std::process::Command::new("gzip")
                .args(["-9", "-c"])
                .arg(&path)
                .output()
                .expect("gzip runs");
            gzipped += out.stdout.len();
        }
        assert!(gzipped <= 150 * 1024, "{gzipped} bytes gzipped");
    }

    #[test]
    fn a_sample_of_the_shipped_packs_holds_at_the_stated_budget() {
        // Two puzzles of each pack, spread over it; the full re-check is the ignored test
        // below (or `camelot puzzles --check www/puzzles`).
        let mut analyst = Analyst::new(cook::BUDGETS);
        for (variant, puzzles) in shipped() {
            let step = (puzzles.len() / 2).max(1);
            for p in puzzles.iter().step_by(step).take(2) {
                if let Err(e) = analyst.recheck(&p.position, &p.moves) {
                    panic!("{variant} {}: {e}", p.id);
                }
            }
        }
    }

    #[test]
    #[ignore]
    fn every_shipped_puzzle_holds_at_the_stated_budget() {
        let mut analyst = Analyst::new(cook::BUDGETS);
        let mut failed = Vec::new();
        for (variant, puzzles) in shipped() {
            for p in &puzzles {
                if let Err(e) = analyst.recheck(&p.position, &p.moves) {
                    failed.push(format!("{variant} {}: {e}", p.id));
                }
            }
        }
        assert!(failed.is_empty(), "{}", failed.join("\n"));
    }
}
