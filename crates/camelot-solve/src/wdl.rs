//! A win/draw/loss table: the solved values without their distances, two bits a position, for
//! the web app to download where the whole table (a byte a position) is too large. The file
//! is a table file ([`crate::Table`]'s layout) with entry width 0: four entries to a byte,
//! each class from a whole byte, 1 a loss, 2 a draw, 3 a win for the side to move.
//!
//! Positions whose value follows from their moves at once are not stored: where a move wins
//! at once (the reader says so) or a capture is due (every move captures, so each leads to
//! fewer pieces, and the reader values the moves). Their entries, like those of indices holding
//! no position, repeat the entry before them, which the file's compression then nearly removes:
//! 77 % of Camette's positions, whose table is 9.8 MB gzipped where plain 2-bit values are
//! 32.3 MB (see the project README, "Solve").

use crate::bits::Bits;
use crate::board::End;
use crate::catalog::Catalog;
use crate::strategy::AnyCatalog;
use crate::table::{
    Header, ProbeError, Table, TableError, checksum, each_move, finished, locate, open, sampler,
};
use crate::value::Value;
use camelot_core::{Move, Position, Variant};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Win, draw or loss for the side to move, without the distance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Wdl {
    /// The side to move loses against best play.
    Loss,
    /// Neither side can force a win.
    Draw,
    /// The side to move wins.
    Win,
}

impl Wdl {
    /// The value for the player who made the move that led here.
    pub fn before(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Loss => Wdl::Win,
            Wdl::Draw => Wdl::Draw,
        }
    }

    /// `win`, `draw` or `loss`.
    pub fn word(self) -> &'static str {
        match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
        }
    }

    fn code(self) -> u8 {
        match self {
            Wdl::Loss => 1,
            Wdl::Draw => 2,
            Wdl::Win => 3,
        }
    }
}

impl From<Value> for Wdl {
    fn from(v: Value) -> Wdl {
        match v {
            Value::Win(_) => Wdl::Win,
            Value::Draw => Wdl::Draw,
            Value::Loss(_) => Wdl::Loss,
        }
    }
}

/// How `pos`'s value follows from its moves, if it does (the file then does not store it):
/// `Some(true)` when a move wins at once, `Some(false)` when every move captures (so each
/// leads to fewer pieces). Camelot-core's view; the writer asks the same of the solver's
/// moves ([`class_codes`]).
fn follows_from_moves(pos: &Position, moves: &[Move]) -> Option<bool> {
    let wins = moves.iter().any(|m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        next.outcome().is_some_and(|o| o.winner == Some(pos.turn()))
    });
    if wins {
        Some(true)
    } else if !moves.is_empty() && moves.iter().all(|m| m.is_capture()) {
        Some(false)
    } else {
        None
    }
}

/// A win/draw/loss table read from its bytes (kept: the web worker holds it for the page's
/// life).
#[derive(Debug)]
pub struct WdlTable {
    header: Header,
    catalog: AnyCatalog,
    bytes: Vec<u8>,
}

impl WdlTable {
    /// Reads a win/draw/loss table, checking what [`Table::from_bytes`] checks.
    pub fn from_bytes(bytes: Vec<u8>) -> Result<WdlTable, TableError> {
        let (header, catalog) = open(&bytes)?;
        if header.width != 0 {
            return Err(TableError::Layout(
                "a table with distances, not a win/draw/loss table".into(),
            ));
        }
        Ok(WdlTable {
            header,
            catalog,
            bytes,
        })
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.header.variant
    }

    /// The file's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The most pieces its positions have.
    pub fn max_pieces(&self) -> u8 {
        self.header.max_pieces
    }

    fn entry(&self, c: usize, i: u64) -> Option<Wdl> {
        let (_, _, offset, _) = self.header.classes[c];
        let at = (self.header.header_len + offset + i / 4) as usize;
        match (self.bytes.get(at)? >> (2 * (i % 4))) & 3 {
            1 => Some(Wdl::Loss),
            2 => Some(Wdl::Draw),
            3 => Some(Wdl::Win),
            _ => None,
        }
    }

    fn lookup(&self, pos: &Position) -> Result<Wdl, ProbeError> {
        let (c, i) = match &self.catalog {
            AnyCatalog::Narrow(cat) => locate(cat, pos)?,
            AnyCatalog::Wide(cat) => locate(cat, pos)?,
        };
        self.entry(c, i)
            .ok_or_else(|| ProbeError::NotCovered("no value at its index".into()))
    }

    /// The value of `pos` for its side to move: the rules' own verdict when the game is over,
    /// a win where a move wins at once, the best of its moves' values where a capture is due,
    /// else the file's.
    pub fn probe(&self, pos: &Position) -> Result<Wdl, ProbeError> {
        if let Some(v) = finished(self.variant(), pos)? {
            return Ok(v.into());
        }
        let moves = pos.legal_moves();
        match follows_from_moves(pos, &moves) {
            Some(true) => return Ok(Wdl::Win),
            Some(false) => {}
            None => return self.lookup(pos),
        }
        {
            // Each capture leaves fewer pieces, so this ends within the pieces' count.
            let mut best = Wdl::Loss;
            for m in &moves {
                let mut next = pos.clone();
                next.play_unchecked(m);
                best = best.max(self.probe(&next)?.before());
                if best == Wdl::Win {
                    break;
                }
            }
            Ok(best)
        }
    }

    /// Every legal move of `pos` with its value for the player who makes it.
    pub fn moves(&self, pos: &Position) -> Result<Vec<(Move, Wdl)>, ProbeError> {
        self.probe(pos)?;
        each_move(pos, |next| Ok(self.probe(next)?.before()))
    }

    /// Compares `count` random positions of `table` (with White and with Black to move)
    /// through camelot-core: this file's value must be the table's. Returns the positions
    /// compared and the first few that differ.
    pub fn compare(&self, table: &Table<'_>, count: u64) -> (u64, Vec<String>) {
        let total = table.len();
        let mut differ = Vec::new();
        if total == 0 || table.variant() != self.variant() {
            return (0, vec!["the tables are of different games".into()]);
        }
        let mut rng = sampler();
        let (mut compared, mut tries) = (0, 0);
        while compared < count && tries < count.saturating_mul(20) {
            tries += 1;
            for pos in table.positions_at(rng() % total) {
                compared += 1;
                let want = table.probe(&pos).map(Wdl::from);
                let got = self.probe(&pos);
                if want != got && differ.len() < 10 {
                    differ.push(format!("{pos}: the table says {want:?}, this file {got:?}"));
                }
            }
        }
        (compared, differ)
    }
}

/// What writing a win/draw/loss table found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WdlReport {
    /// Positions stored.
    pub stored: u64,
    /// Positions left to their moves (a capture due, or a move that wins at once).
    pub follows: u64,
    /// Indices holding no position.
    pub unused: u64,
    /// The file's length in bytes.
    pub bytes: u64,
}

const CHUNK: u64 = 1 << 14;
/// An entry to fill: a position left to its moves, or no position.
const FILL: u8 = 0;

/// Each entry's code for class `c` (`FILL` where the file need not say), with `threads`
/// threads; counts what it saw into `report`.
fn class_codes<B: Bits>(
    table: &Table<'_>,
    cat: &Catalog<B>,
    c: usize,
    threads: usize,
    report: &mut WdlReport,
) -> Vec<u8> {
    let class = &cat.classes()[c];
    let size = class.size();
    let next = AtomicU64::new(0);
    let stored = AtomicU64::new(0);
    let follows = AtomicU64::new(0);
    let mut parts: Vec<(u64, Vec<u8>)> = Vec::new();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                scope.spawn(|| {
                    let (board, layout) = (cat.board(), cat.layout());
                    let mut mine = Vec::new();
                    let mut moves = Vec::with_capacity(64);
                    let (mut kept, mut left) = (0, 0);
                    loop {
                        let first = next.fetch_add(CHUNK, Relaxed);
                        if first >= size {
                            break;
                        }
                        let last = (first + CHUNK).min(size);
                        let mut codes = Vec::with_capacity((last - first) as usize);
                        for i in first..last {
                            let Some(v) = table.entry(c, i) else {
                                codes.push(FILL);
                                continue;
                            };
                            let s = class.decode(layout, i);
                            moves.clear();
                            board.moves(&s, &mut moves);
                            let wins = moves
                                .iter()
                                .any(|m| board.end(&board.play(&s, m)) == Some(End::Loss));
                            let captures =
                                !moves.is_empty() && moves.iter().all(|m| m.is_capture());
                            let by_moves = wins || captures;
                            if by_moves {
                                left += 1;
                                codes.push(FILL);
                            } else {
                                kept += 1;
                                codes.push(Wdl::from(v).code());
                            }
                        }
                        mine.push((first, codes));
                    }
                    stored.fetch_add(kept, Relaxed);
                    follows.fetch_add(left, Relaxed);
                    mine
                })
            })
            .collect();
        for w in workers {
            if let Ok(mine) = w.join() {
                parts.extend(mine);
            }
        }
    });
    parts.sort_by_key(|p| p.0);
    let codes: Vec<u8> = parts.into_iter().flat_map(|p| p.1).collect();
    let (s, f) = (stored.into_inner(), follows.into_inner());
    report.stored += s;
    report.follows += f;
    report.unused += size - s - f;
    codes
}

/// Packs a class's codes four to a byte, each `FILL` repeating the code before it.
fn pack(codes: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; codes.len().div_ceil(4)];
    let mut last = Wdl::Win.code();
    for (i, &code) in codes.iter().enumerate() {
        if code != FILL {
            last = code;
        }
        out[i / 4] |= last << (2 * (i % 4));
    }
    out
}

/// Writes `table`'s win/draw/loss table (see the module) with `threads` threads, `progress`
/// told of each class.
pub fn write_wdl(
    table: &Table<'_>,
    threads: usize,
    out: &mut dyn std::io::Write,
    progress: &mut dyn FnMut(&str),
) -> std::io::Result<WdlReport> {
    let mut report = WdlReport::default();
    let header = table.header();
    let castle = header.variant.rules().castle_moves > 0;
    let mut data = Vec::new();
    let mut classes = Vec::with_capacity(header.classes.len());
    for (c, &(key, size, _, _)) in header.classes.iter().enumerate() {
        let codes = match table.any_catalog() {
            crate::table::CatalogRef::Narrow(cat) => {
                class_codes(table, cat, c, threads, &mut report)
            }
            crate::table::CatalogRef::Wide(cat) => class_codes(table, cat, c, threads, &mut report),
        };
        let packed = pack(&codes);
        classes.push((key, size, data.len() as u64, checksum(&packed)));
        data.extend_from_slice(&packed);
        progress(&format!(
            "class {}: {} indices, {} bytes",
            key.name(castle),
            size,
            packed.len()
        ));
    }
    let out_header = Header {
        variant: header.variant,
        max_pieces: header.max_pieces,
        width: 0,
        header_len: header.header_len,
        data_len: data.len() as u64,
        classes,
    };
    let mut bytes = out_header.to_bytes(table.limits());
    bytes.extend_from_slice(&data);
    out.write_all(&bytes)?;
    out.flush()?;
    report.bytes = bytes.len() as u64;
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::solve::solve;
    use crate::table::write_table;

    /// Camette with up to `pieces` pieces, as a table file's bytes.
    fn camette_table(pieces: u8) -> Vec<u8> {
        let board = Board::<u32>::of_variant(Variant::Camette).expect("Camette's board");
        let cat = Catalog::new(board, pieces).expect("a catalog");
        let sol = solve(cat, 2, &mut |_, _| {}).expect("solved");
        let mut bytes = Vec::new();
        write_table(&sol, &mut bytes).expect("written");
        bytes
    }

    #[test]
    fn every_position_reads_as_the_table_says() {
        let bytes = camette_table(4);
        let table = Table::from_bytes(&bytes).expect("a table");
        let mut wdl_bytes = Vec::new();
        let report = write_wdl(&table, 2, &mut wdl_bytes, &mut |_| {}).expect("written");
        assert!(report.stored > 0 && report.follows > 0, "{report:?}");
        assert_eq!(report.bytes, wdl_bytes.len() as u64);
        let wdl = WdlTable::from_bytes(wdl_bytes).expect("reads back");
        let mut checked = 0;
        for g in 0..table.len() {
            for pos in table.positions_at(g) {
                let want = table.probe(&pos).map(Wdl::from);
                assert_eq!(wdl.probe(&pos), want, "{pos}");
                checked += 1;
            }
        }
        assert!(checked > 10_000, "{checked} positions");
        let (compared, differ) = wdl.compare(&table, 2_000);
        assert!(compared >= 2_000 && differ.is_empty(), "{differ:?}");
    }

    #[test]
    fn damaged_or_mismatched_files_are_refused() {
        let bytes = camette_table(3);
        let table = Table::from_bytes(&bytes).expect("a table");
        let mut wdl_bytes = Vec::new();
        write_wdl(&table, 1, &mut wdl_bytes, &mut |_| {}).expect("written");
        // A table with distances is not a win/draw/loss table, and the other way round.
        assert!(matches!(
            WdlTable::from_bytes(bytes.clone()),
            Err(TableError::Layout(_))
        ));
        assert!(matches!(
            Table::from_bytes(&wdl_bytes),
            Err(TableError::Layout(_))
        ));
        let mut cut = wdl_bytes.clone();
        cut.pop();
        assert!(matches!(
            WdlTable::from_bytes(cut),
            Err(TableError::Truncated { .. })
        ));
        let mut flipped = wdl_bytes.clone();
        let last = flipped.len() - 1;
        flipped[last] ^= 0x40;
        assert!(matches!(
            WdlTable::from_bytes(flipped),
            Err(TableError::DataChecksum(_))
        ));
        assert!(WdlTable::from_bytes(Vec::new()).is_err());
        let wdl = WdlTable::from_bytes(wdl_bytes).expect("reads");
        let camelot = Position::start_of(Variant::Camelot);
        assert!(matches!(
            wdl.probe(&camelot),
            Err(ProbeError::WrongVariant { .. })
        ));
        // Camette's start has eight pieces; this file has at most three.
        let start = Position::start_of(Variant::Camette);
        assert!(matches!(wdl.probe(&start), Err(ProbeError::NotCovered(_))));
    }
}
