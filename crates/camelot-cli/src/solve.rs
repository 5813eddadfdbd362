//! `camelot solve`: build, probe, verify and measure retrograde tables (camelot-solve).

use crate::{Failure, VariantArg, outln, position_arg};
use camelot_core::{Color, Move, Position, Variant};
use camelot_solve::{
    Bits, Board, Catalog, ClassReport, Solution, Strategy, Table, Value, WdlTable, Wide,
    solution_value, solve, write_table, write_wdl,
};
use std::collections::{HashMap, HashSet, VecDeque};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

/// Build, look up or verify a table of perfect play (retrograde analysis).
#[derive(clap::Args)]
pub struct SolveArgs {
    #[command(flatten)]
    variant: VariantArg,
    /// Build the table and write it to this file.
    #[arg(long, conflicts_with = "table")]
    out: Option<PathBuf>,
    /// Read this table (with --probe, --verify or --export-*).
    #[arg(long)]
    table: Option<PathBuf>,
    /// Print the value of this position (position text) and of each of its legal moves.
    #[arg(long, requires = "table")]
    probe: Option<String>,
    /// With --probe: also print `line: …`, best play from the position (the fastest win
    /// against the slowest loss; a drawn line stops after 40 plies).
    #[arg(long, requires = "probe")]
    line: bool,
    /// Check every stored value against the values of its moves.
    #[arg(long, requires = "table")]
    verify: bool,
    /// With --verify: also check this many random positions through camelot-core's move
    /// generator.
    #[arg(long, default_value_t = 200_000)]
    core_sample: u64,
    /// Most pieces on the board (default: all for Camette, 3 for the other games).
    #[arg(long)]
    max_pieces: Option<u8>,
    /// Threads.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Write the win/draw/loss table (2 bits an index, positions whose value follows from
    /// their moves left out; what the web app downloads for verdicts beyond the strategy) to
    /// this file; it is then read back and compared with the table on --core-sample random
    /// positions.
    #[arg(long, requires = "table")]
    export_wdl: Option<PathBuf>,
    /// Write perfect play over the positions reachable from the start (the winner's
    /// strategy; on a drawn start each side's drawing strategy) as a strategy file: each
    /// position where the strategy's side moves, by its table index, and its move. The file
    /// is read back and checked before it is written. `camelot match` plays it as
    /// `strategy:FILE`.
    #[arg(long, requires = "table")]
    export_strategy: Option<PathBuf>,
}

pub fn run(args: SolveArgs) -> Result<(), Failure> {
    if let Some(out) = &args.out {
        let variant = args
            .variant
            .variant
            .ok_or_else(|| Failure::input("give the game to solve: --variant NAME"))?;
        return build(variant, args.max_pieces, args.threads, out);
    }
    let Some(path) = &args.table else {
        return Err(Failure::input(
            "give --out FILE to build a table, or --table FILE with --probe TEXT or --verify",
        ));
    };
    let table = load(path, args.variant.variant)?;
    if let Some(text) = &args.probe {
        return probe(table, text, args.variant, args.line);
    }
    if args.verify {
        return verify(table, args.threads, args.core_sample);
    }
    if let Some(out) = &args.export_wdl {
        return export_wdl(table, out, args.threads, args.core_sample);
    }
    if let Some(out) = &args.export_strategy {
        return export_strategy(table, out);
    }
    Err(Failure::input(
        "with --table, give --probe TEXT, --verify, --export-wdl FILE or --export-strategy FILE",
    ))
}

/// Tables read so far, kept for the life of the process (matches read one per player).
static TABLES: OnceLock<Mutex<HashMap<PathBuf, &'static Table<'static>>>> = OnceLock::new();

/// Reads a table file once per process; checks it is `variant`'s when one is given.
pub fn load(path: &Path, variant: Option<Variant>) -> Result<&'static Table<'static>, Failure> {
    let cache = TABLES.get_or_init(|| Mutex::new(HashMap::new()));
    let mut cache = cache
        .lock()
        .map_err(|_| Failure::input("the table cache is poisoned"))?;
    let table = match cache.get(path) {
        Some(t) => *t,
        None => {
            let bytes = std::fs::read(path)
                .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
            let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
            let table = Table::from_bytes(bytes)
                .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
            let table: &'static Table<'static> = Box::leak(Box::new(table));
            cache.insert(path.to_path_buf(), table);
            table
        }
    };
    if let Some(v) = variant
        && v != table.variant()
    {
        return Err(Failure::input(format!(
            "{}: the table is for {}, not {v}",
            path.display(),
            table.variant()
        )));
    }
    Ok(table)
}

/// The most pieces a table covers by default: the whole game when it has at most 8 pieces,
/// else the endings with three.
fn default_max_pieces(variant: Variant) -> u8 {
    let all = 2 * variant.pieces_per_side();
    if all <= 8 { all as u8 } else { 3 }
}

fn build(
    variant: Variant,
    max_pieces: Option<u8>,
    threads: usize,
    out: &Path,
) -> Result<(), Failure> {
    let max = max_pieces.unwrap_or_else(|| default_max_pieces(variant));
    if variant.geometry().playable().len() <= 32 {
        let board = Board::<u32>::of_variant(variant)
            .map_err(|e| Failure::input(format!("{variant}: {e}")))?;
        build_with(board, max, threads, out)
    } else {
        let board = Board::<Wide>::of_variant(variant)
            .map_err(|e| Failure::input(format!("{variant}: {e}")))?;
        build_with(board, max, threads, out)
    }
}

fn build_with<B: Bits>(
    board: Board<B>,
    max: u8,
    threads: usize,
    out: &Path,
) -> Result<(), Failure> {
    let Some(variant) = board.variant() else {
        return Err(Failure::input(
            "only a variant's board is built from the command line",
        ));
    };
    let castle = board.rules().castle_moves > 0;
    let catalog =
        Catalog::new(board, max).map_err(|e| Failure::input(format!("{variant}: {e}")))?;
    outln(&format!(
        "solving {variant}, at most {max} pieces: {} classes, {} indices, {threads} threads",
        catalog.classes().len(),
        catalog.classes().iter().map(|c| c.size()).sum::<u64>()
    ))?;
    let start = Instant::now();
    let mut write_error = None;
    let mut positions = 0u64;
    let mut longest: Option<(u16, String)> = None;
    let mut line = |sol: &Solution<B>, r: &ClassReport| {
        let names: Vec<String> = r.keys.iter().map(|k| k.name(castle)).collect();
        positions += r.positions;
        let class_longest = match r.longest {
            Some((c, i, d)) => {
                let s = sol.catalog().classes()[c].decode(sol.catalog().layout(), i);
                let text = sol
                    .catalog()
                    .board()
                    .position_of(&s, false)
                    .map_or_else(|| format!("{s:?}"), |p| p.to_string());
                if longest.as_ref().is_none_or(|l| d > l.0) {
                    longest = Some((d, text.clone()));
                }
                format!("longest win {d} ({text})")
            }
            None => "no win".to_string(),
        };
        let text = format!(
            "class {}: {} indices, {} positions: {} won, {} drawn, {} lost; {class_longest}; {:.1} s + {:.1} s",
            names.join(" and "),
            r.size,
            r.positions,
            r.wins,
            r.draws,
            r.losses,
            r.init.as_secs_f64(),
            r.propagate.as_secs_f64()
        );
        if let Err(e) = outln(&text) {
            write_error.get_or_insert(e);
        }
    };
    let sol = solve(catalog, threads, &mut line)
        .map_err(|e| Failure::input(format!("solving {variant}: {e}")))?;
    if let Some(e) = write_error {
        return Err(e);
    }
    let secs = start.elapsed().as_secs_f64();
    let tmp = out.with_extension("tmp");
    let file = std::fs::File::create(&tmp)
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", tmp.display())))?;
    let mut writer = std::io::BufWriter::new(file);
    let header = write_table(&sol, &mut writer)
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", tmp.display())))?;
    drop(writer);
    std::fs::rename(&tmp, out)
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", out.display())))?;
    if let Some((d, text)) = &longest {
        outln(&format!("longest win: {d} plies, {text}"))?;
    }
    outln(&format!(
        "solved in {secs:.1} s; wrote {} ({} bytes, {} byte(s) an index)",
        out.display(),
        header.header_len + header.data_len,
        header.width
    ))?;
    outln(&format!("positions: {positions}"))?;
    let start_pos = Position::start_of(variant);
    outln(&match solution_value(&sol, &start_pos) {
        Some(v) => start_line(v),
        None => "start: not in the table".to_string(),
    })
}

/// `start: white wins in P plies`, `start: black wins in P plies` or `start: draw` (the start
/// position has White to move).
fn start_line(v: Value) -> String {
    match v {
        Value::Win(p) => format!("start: white wins in {p} plies"),
        Value::Loss(p) => format!("start: black wins in {p} plies"),
        Value::Draw => "start: draw".to_string(),
    }
}

fn value_text(v: Value) -> String {
    v.to_string()
}

fn probe(table: &Table<'_>, text: &str, variant: VariantArg, line: bool) -> Result<(), Failure> {
    let variant = VariantArg {
        variant: variant.variant.or(Some(table.variant())),
    };
    let pos = position_arg(Some(text), variant)?;
    let bad = |e: camelot_solve::ProbeError| Failure::input(format!("cannot probe {pos}: {e}"));
    let value = table.probe(&pos).map_err(bad)?;
    let moves = table.moves(&pos).map_err(bad)?;
    let mut lines = vec![format!("value: {}", value_text(value))];
    lines.extend(moves.iter().map(|(m, v)| format!("{m} {}", value_text(*v))));
    if line {
        let mut played = Vec::new();
        let mut at = pos.clone();
        while let Some((mv, v)) = table.best_move(&at, 0).map_err(bad)? {
            if v == Value::Draw && played.len() >= 40 {
                break;
            }
            played.push(mv.to_string());
            at.play_unchecked(&mv);
        }
        lines.push(format!("line: {}", played.join(" ")));
    }
    outln(&lines.join("\n"))
}

fn verify(table: &Table<'_>, threads: usize, core_sample: u64) -> Result<(), Failure> {
    let start = Instant::now();
    let r = table.verify(threads.max(1), core_sample, &mut |line| {
        crate::errln(line);
    });
    let secs = start.elapsed().as_secs_f64();
    for e in &r.examples {
        outln(&format!("mismatch: {e}"))?;
    }
    outln(&format!(
        "verified {}: {} positions ({} unused indices) in {secs:.1} s, {} mismatches; \
         {} positions through camelot-core's moves, {} mismatches",
        table.variant(),
        r.positions,
        r.unused,
        r.mismatches,
        r.core_checked,
        r.core_mismatches
    ))?;
    if r.mismatches + r.core_mismatches > 0 {
        return Err(Failure {
            code: 1,
            message: "the table is wrong".to_string(),
        });
    }
    Ok(())
}

fn write_file(out: &Path, bytes: &[u8]) -> Result<(), Failure> {
    std::fs::File::create(out)
        .and_then(|mut f| f.write_all(bytes))
        .map_err(|e| Failure::input(format!("cannot write {}: {e}", out.display())))
}

/// The win/draw/loss table (camelot-solve's `write_wdl`), read back and compared with the
/// table on `sample` random positions through camelot-core before it is kept.
fn export_wdl(table: &Table<'_>, out: &Path, threads: usize, sample: u64) -> Result<(), Failure> {
    let started = Instant::now();
    let mut bytes = Vec::new();
    let report = write_wdl(table, threads, &mut bytes, &mut |line| {
        let _ = outln(line);
    })
    .map_err(|e| Failure::input(format!("cannot write the win/draw/loss table: {e}")))?;
    let wdl = WdlTable::from_bytes(bytes)
        .map_err(|e| Failure::input(format!("the win/draw/loss table does not read back: {e}")))?;
    let (compared, differ) = wdl.compare(table, sample);
    outln(&format!(
        "stored {}, left to their moves {}, no position {}; compared {compared} positions with the table: {} differ",
        report.stored,
        report.follows,
        report.unused,
        differ.len()
    ))?;
    if !differ.is_empty() {
        for d in &differ {
            outln(d)?;
        }
        return Err(Failure {
            code: 1,
            message: "the win/draw/loss table is wrong".to_string(),
        });
    }
    write_file(out, wdl.bytes())?;
    outln(&format!(
        "wrote {} ({} bytes) in {:.1} s",
        out.display(),
        report.bytes,
        started.elapsed().as_secs_f64()
    ))
}

/// The positions reachable from the start when one side plays the table's best move and the
/// other side any move: the winner's, or on a drawn start each side's drawing strategy. Written
/// as a strategy file (camelot-solve's `Strategy`): each position where the strategy's side
/// moves, by its table index, with its move chosen on the index's own position so that
/// every twin sharing the index plays the same move. The file is then read back and checked:
/// at every position the strategy meets, it gives a legal move whose value is the
/// position's.
fn export_strategy(table: &Table<'_>, out: &Path) -> Result<(), Failure> {
    let start = Position::start_of(table.variant());
    let bad = |e: camelot_solve::ProbeError| Failure::input(format!("{e}"));
    let value = table.probe(&start).map_err(bad)?;
    let players: Vec<Color> = match value {
        Value::Win(_) => vec![Color::White],
        Value::Loss(_) => vec![Color::Black],
        Value::Draw => vec![Color::White, Color::Black],
    };
    // Every position the strategies meet, with the move each plays (checked afterwards).
    let mut met: Vec<(Position, Move)> = Vec::new();
    let mut chosen: Vec<(u64, u8, Value)> = Vec::new();
    let mut counts = Vec::new();
    for &player in &players {
        // Positions are marked when queued, so each is queued once.
        let mut seen: HashSet<u64> = HashSet::new();
        let key = |pos: &Position| -> Result<Option<u64>, Failure> {
            if pos.outcome().is_some() {
                return Ok(None);
            }
            let index = table.global_index(pos).map_err(bad)?;
            Ok(Some(index * 2 + u64::from(pos.turn() == Color::Black)))
        };
        let mut queue = VecDeque::new();
        if let Some(k) = key(&start)? {
            seen.insert(k);
            queue.push_back(start.clone());
        }
        let (mut own, mut others) = (0u64, 0u64);
        while let Some(pos) = queue.pop_front() {
            let next_moves: Vec<Move> = if pos.turn() == player {
                let Some((index, code)) = table.strategy_choice(&pos).map_err(bad)? else {
                    continue;
                };
                let mv = table.strategy_move(&pos, code).ok_or_else(|| {
                    Failure::input(format!("no legal move for move number {code} in {pos}"))
                })?;
                own += 1;
                chosen.push((index, code, table.probe(&pos).map_err(bad)?));
                met.push((pos.clone(), mv));
                vec![mv]
            } else {
                others += 1;
                pos.legal_moves()
            };
            for m in &next_moves {
                let mut next = pos.clone();
                next.play_unchecked(m);
                if let Some(k) = key(&next)?
                    && seen.insert(k)
                {
                    queue.push_back(next);
                }
            }
        }
        counts.push(format!(
            "{}: {own} positions where it moves, {others} where the other side does",
            player.name()
        ));
    }
    let strategy = Strategy::new(table.variant(), table.header().max_pieces, chosen)
        .map_err(|e| Failure::input(format!("{e}")))?;
    let bytes = strategy.to_bytes();
    // Read back what is written, and check it where the strategies go.
    let back = Strategy::from_bytes(&bytes).map_err(|e| Failure::input(format!("{e}")))?;
    for (pos, mv) in &met {
        let Some(played) = back.best_move(pos) else {
            return Err(Failure::input(format!(
                "the strategy has no move for {pos}"
            )));
        };
        let values = table.moves(pos).map_err(bad)?;
        let of = |m: &Move| values.iter().find(|v| v.0 == *m).map(|v| v.1);
        let best = values.iter().map(|v| v.1).max();
        if of(&played) != best || of(&played) != of(mv) {
            return Err(Failure::input(format!(
                "the strategy's move {played} in {pos} is not a best move"
            )));
        }
        if back.value(pos) != Some(table.probe(pos).map_err(bad)?) {
            return Err(Failure::input(format!(
                "the strategy's value of {pos} is not the table's"
            )));
        }
    }
    write_file(out, &bytes)?;
    outln(&format!(
        "start: {value}; strategy of {}; {} indices with a move; checked at {} positions; wrote {} ({} bytes)",
        counts.join("; "),
        strategy.len(),
        met.len(),
        out.display(),
        bytes.len()
    ))
}

/// Strategy files read so far, kept for the life of the process.
static STRATEGIES: OnceLock<Mutex<HashMap<PathBuf, &'static Strategy>>> = OnceLock::new();

/// Reads a strategy file once per process.
pub fn load_strategy(path: &Path) -> Result<&'static Strategy, Failure> {
    let cache = STRATEGIES.get_or_init(|| Mutex::new(HashMap::new()));
    let mut cache = cache
        .lock()
        .map_err(|_| Failure::input("the strategy cache is poisoned"))?;
    if let Some(s) = cache.get(path) {
        return Ok(*s);
    }
    let bytes = std::fs::read(path)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", path.display())))?;
    let strategy = Strategy::from_bytes(&bytes)
        .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
    let strategy: &'static Strategy = Box::leak(Box::new(strategy));
    cache.insert(path.to_path_buf(), strategy);
    Ok(strategy)
}
