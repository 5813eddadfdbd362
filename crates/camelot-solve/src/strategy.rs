//! A perfect-play strategy file: for each position where the strategy's side moves, the table
//! index of the position and the move to play there, small enough for the web app to download
//! (Camette's drawing strategies from the start: about 3 MB) where the whole table is not.
//!
//! A table index is shared by a position, its colour-flipped twin (the same position from the
//! other side) and its left-right mirror image, so a move cannot be stored as its number among
//! one orientation's legal moves: the move is stored as its number among the solver's moves of
//! the index's own position (the position [`ClassIndex::decode`](crate::ClassIndex::decode)
//! gives), and turned back to the position on the board by comparing results. The exporter
//! chooses each move on that same decoded position, so every twin gets the same move and the
//! positions the strategy leads to are the ones it was built over.
//!
//! Layout (little-endian):
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 8 | magic `CAMSTRAT` |
//! | 8 | 4 | format version ([`STRATEGY_VERSION`]) |
//! | 12 | 16 | variant name, NUL-padded |
//! | 28 | 1 | most pieces on the board (the table's) |
//! | 29 | 3 | zero |
//! | 32 | 8 | number of positions N |
//! | 40 | 8 | length of the index section in bytes |
//! | 48 | 8 | checksum of everything after the header |
//! | 56 | 8 | checksum of the 56 bytes before it |
//! | 64 | … | the N indices, ascending, as differences in LEB128 varints; then N move numbers, one byte each; then (version 2) N values, one byte each |
//!
//! A value byte is the table's code of the index's position for the side to move (0 a draw,
//! `d + 1` decided at distance `d`, odd `d` a win): with it a reader knows the value of every
//! position the strategies meet, and of every position one move before them
//! ([`Strategy::solved`]). Version 1 files (no values) are still read.

use crate::bits::{Bits, Wide};
use crate::board::{Board, State};
use crate::catalog::Catalog;
use crate::movegen::Succ;
use crate::table::{checksum, u32_at, u64_at};
use crate::value::Value;
use camelot_core::{Move, Position, Variant};
use std::fmt;

/// The strategy file's magic bytes.
pub const STRATEGY_MAGIC: &[u8; 8] = b"CAMSTRAT";
/// The strategy file format this crate writes (it reads version 1 too).
pub const STRATEGY_VERSION: u32 = 2;
const HEADER: usize = 64;

/// Why a strategy file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StrategyError {
    /// Shorter than its header says.
    Truncated {
        /// Bytes the header asks for.
        needed: u64,
        /// Bytes there are.
        got: u64,
    },
    /// Not a strategy file.
    BadMagic,
    /// Another format version.
    Version(u32),
    /// The header's checksum does not match.
    HeaderChecksum,
    /// The data's checksum does not match.
    DataChecksum,
    /// A game this program does not know, or whose board the solver cannot index.
    Variant(String),
    /// The data does not follow the layout (an index out of order or out of range, a varint
    /// too long, bytes left over).
    Layout(String),
}

impl fmt::Display for StrategyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StrategyError::Truncated { needed, got } => {
                write!(f, "the strategy is truncated: {got} bytes, {needed} needed")
            }
            StrategyError::BadMagic => write!(f, "not a Camelot strategy file (bad magic)"),
            StrategyError::Version(v) => write!(
                f,
                "strategy format version {v}; this program reads version {STRATEGY_VERSION}"
            ),
            StrategyError::HeaderChecksum => {
                write!(f, "the strategy's header is damaged (checksum)")
            }
            StrategyError::DataChecksum => write!(f, "the strategy's data is damaged (checksum)"),
            StrategyError::Variant(v) => {
                write!(f, "the strategy is for `{v}`, which cannot be read")
            }
            StrategyError::Layout(why) => write!(f, "the strategy file is malformed: {why}"),
        }
    }
}

impl std::error::Error for StrategyError {}

/// A catalog of either width (Camette's board fits 32 bits, Camelot's does not).
#[derive(Debug)]
pub(crate) enum AnyCatalog {
    Narrow(Catalog<u32>),
    Wide(Catalog<Wide>),
}

impl AnyCatalog {
    /// The catalog of `variant`'s positions with at most `max_pieces` pieces.
    pub(crate) fn of(variant: Variant, max_pieces: u8) -> Result<AnyCatalog, String> {
        let bad = |e: &dyn fmt::Display| format!("{variant} ({e})");
        if variant.geometry().playable().len() <= 32 {
            let board = Board::<u32>::of_variant(variant).map_err(|e| bad(&e))?;
            Ok(AnyCatalog::Narrow(
                Catalog::new(board, max_pieces).map_err(|e| bad(&e))?,
            ))
        } else {
            let board = Board::<Wide>::of_variant(variant).map_err(|e| bad(&e))?;
            Ok(AnyCatalog::Wide(
                Catalog::new(board, max_pieces).map_err(|e| bad(&e))?,
            ))
        }
    }

    /// The index of `pos` over all classes laid end to end, if a class covers it.
    pub(crate) fn global_index(&self, pos: &Position) -> Option<u64> {
        match self {
            AnyCatalog::Narrow(c) => canonical(c, pos).map(|x| x.index),
            AnyCatalog::Wide(c) => canonical(c, pos).map(|x| x.index),
        }
    }

    /// The legal move of `pos` that is move number `code` of its index's own position.
    pub(crate) fn move_for_code(&self, pos: &Position, code: u8) -> Option<Move> {
        match self {
            AnyCatalog::Narrow(c) => move_for_code(c, pos, code),
            AnyCatalog::Wide(c) => move_for_code(c, pos, code),
        }
    }

    /// The number of `mv` (a legal move of `pos`) among the moves of its index's own
    /// position.
    pub(crate) fn code_of_move(&self, pos: &Position, mv: &Move) -> Option<u8> {
        match self {
            AnyCatalog::Narrow(c) => code_of_move(c, pos, mv),
            AnyCatalog::Wide(c) => code_of_move(c, pos, mv),
        }
    }

    /// The position stored at the index of `pos`, with White to move (the orientation in
    /// which the exporter chooses the move for all of the index's twins).
    pub(crate) fn index_position(&self, pos: &Position) -> Option<Position> {
        match self {
            AnyCatalog::Narrow(c) => {
                canonical(c, pos).and_then(|x| c.board().position_of(&x.state, false))
            }
            AnyCatalog::Wide(c) => {
                canonical(c, pos).and_then(|x| c.board().position_of(&x.state, false))
            }
        }
    }
}

/// Where a position is stored, and how it is turned against the position stored there.
struct Canonical<B> {
    index: u64,
    /// The position the index describes (side to move first).
    state: State<B>,
    /// Whether the board's position is the mirror image of `state`.
    mirrored: bool,
}

fn canonical<B: Bits>(cat: &Catalog<B>, pos: &Position) -> Option<Canonical<B>> {
    if pos.outcome().is_some() {
        return None;
    }
    let board = cat.board();
    let (s, _) = board.state_of(pos)?;
    let (c, i, _) = cat.locate(&s)?;
    let class = cat.classes().get(c)?;
    let state = class.decode(cat.layout(), i);
    let mirrored = if state == s {
        false
    } else if board.mirrored(&state) == s {
        true
    } else {
        return None;
    };
    let before: u64 = cat.classes()[..c].iter().map(|k| k.size()).sum();
    Some(Canonical {
        index: before + i,
        state,
        mirrored,
    })
}

fn solver_moves<B: Bits>(cat: &Catalog<B>, s: &State<B>) -> Vec<Succ<B>> {
    let mut out = Vec::new();
    cat.board().moves(s, &mut out);
    out
}

/// The solver position after `mv`, from the new side to move.
fn after<B: Bits>(cat: &Catalog<B>, pos: &Position, mv: &Move) -> Option<State<B>> {
    let mut next = pos.clone();
    next.play_unchecked(mv);
    cat.board().state_of(&next).map(|x| x.0)
}

fn move_for_code<B: Bits>(cat: &Catalog<B>, pos: &Position, code: u8) -> Option<Move> {
    let canon = canonical(cat, pos)?;
    let succ = *solver_moves(cat, &canon.state).get(usize::from(code))?;
    let board = cat.board();
    let mut target = board.play(&canon.state, &succ);
    if canon.mirrored {
        target = board.mirrored(&target);
    }
    pos.legal_moves()
        .into_iter()
        .find(|m| after(cat, pos, m) == Some(target))
}

fn code_of_move<B: Bits>(cat: &Catalog<B>, pos: &Position, mv: &Move) -> Option<u8> {
    let canon = canonical(cat, pos)?;
    let board = cat.board();
    let mut target = after(cat, pos, mv)?;
    if canon.mirrored {
        target = board.mirrored(&target);
    }
    solver_moves(cat, &canon.state)
        .iter()
        .position(|m| board.play(&canon.state, m) == target)
        .and_then(|k| u8::try_from(k).ok())
}

/// A strategy read from bytes (or built by the exporter): look up the move to play.
pub struct Strategy {
    variant: Variant,
    max_pieces: u8,
    catalog: AnyCatalog,
    /// Table indices, ascending (32 bits: the web app holds millions of them).
    indices: Vec<u32>,
    codes: Vec<u8>,
    /// Each index's value code (empty for a version 1 file).
    values: Vec<u8>,
}

impl fmt::Debug for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Strategy")
            .field("variant", &self.variant)
            .field("max_pieces", &self.max_pieces)
            .field("positions", &self.indices.len())
            .finish()
    }
}

impl Strategy {
    /// A strategy of `variant` over a table with at most `max_pieces` pieces, from (index,
    /// move number, value of the index's position) entries; they are sorted and an index given
    /// twice keeps its first.
    pub fn new(
        variant: Variant,
        max_pieces: u8,
        mut entries: Vec<(u64, u8, Value)>,
    ) -> Result<Strategy, StrategyError> {
        let catalog = AnyCatalog::of(variant, max_pieces).map_err(StrategyError::Variant)?;
        entries.sort_by_key(|e| e.0);
        entries.dedup_by_key(|e| e.0);
        let indices = entries
            .iter()
            .map(|e| u32::try_from(e.0))
            .collect::<Result<Vec<u32>, _>>()
            .map_err(|_| StrategyError::Layout("an index beyond 32 bits".into()))?;
        let values = entries
            .iter()
            .map(|e| e.2.code().and_then(|c| u8::try_from(c).ok()))
            .collect::<Option<Vec<u8>>>()
            .ok_or_else(|| StrategyError::Layout("a distance beyond one byte".into()))?;
        Ok(Strategy {
            variant,
            max_pieces,
            catalog,
            indices,
            codes: entries.iter().map(|e| e.1).collect(),
            values,
        })
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// Positions with a move.
    pub fn len(&self) -> usize {
        self.indices.len()
    }

    /// Whether no position has a move.
    pub fn is_empty(&self) -> bool {
        self.indices.is_empty()
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut data = Vec::new();
        let mut last = 0u64;
        for &i in &self.indices {
            let i = u64::from(i);
            let mut d = i - last;
            last = i;
            loop {
                let b = (d & 0x7f) as u8;
                d >>= 7;
                if d == 0 {
                    data.push(b);
                    break;
                }
                data.push(b | 0x80);
            }
        }
        let index_len = data.len() as u64;
        data.extend_from_slice(&self.codes);
        data.extend_from_slice(&self.values);
        let mut out = Vec::with_capacity(HEADER + data.len());
        out.extend_from_slice(STRATEGY_MAGIC);
        out.extend_from_slice(&STRATEGY_VERSION.to_le_bytes());
        let mut name = [0u8; 16];
        let n = self.variant.name().as_bytes();
        name[..n.len().min(16)].copy_from_slice(&n[..n.len().min(16)]);
        out.extend_from_slice(&name);
        out.push(self.max_pieces);
        out.extend_from_slice(&[0, 0, 0]);
        out.extend_from_slice(&(self.indices.len() as u64).to_le_bytes());
        out.extend_from_slice(&index_len.to_le_bytes());
        out.extend_from_slice(&checksum(&data).to_le_bytes());
        let head = checksum(&out);
        out.extend_from_slice(&head.to_le_bytes());
        out.extend_from_slice(&data);
        out
    }

    /// Reads and checks a strategy file: magic, version, checksums, the game, every index in
    /// range and ascending, nothing left over. Never panics on bad bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Strategy, StrategyError> {
        let got = bytes.len() as u64;
        if bytes.len() < 8 || &bytes[..8] != STRATEGY_MAGIC {
            return if bytes.len() < 8 && STRATEGY_MAGIC.starts_with(bytes) {
                Err(StrategyError::Truncated { needed: 8, got })
            } else {
                Err(StrategyError::BadMagic)
            };
        }
        if bytes.len() < HEADER {
            return Err(StrategyError::Truncated {
                needed: HEADER as u64,
                got,
            });
        }
        let version = u32_at(bytes, 8);
        if version != 1 && version != STRATEGY_VERSION {
            return Err(StrategyError::Version(version));
        }
        // Version 2 has a value byte per position after the move numbers.
        let per_position: u64 = if version == 1 { 1 } else { 2 };
        if checksum(&bytes[..56]) != u64_at(bytes, 56) {
            return Err(StrategyError::HeaderChecksum);
        }
        let name_bytes = &bytes[12..28];
        let name_len = name_bytes.iter().position(|&b| b == 0).unwrap_or(16);
        let name = String::from_utf8_lossy(&name_bytes[..name_len]).into_owned();
        let variant: Variant = name
            .parse()
            .map_err(|_| StrategyError::Variant(name.clone()))?;
        let max_pieces = bytes[28];
        let count = u64_at(bytes, 32);
        let index_len = u64_at(bytes, 40);
        let needed = (HEADER as u64)
            .checked_add(index_len)
            .and_then(|n| n.checked_add(count.checked_mul(per_position)?))
            .ok_or_else(|| StrategyError::Layout("lengths out of range".into()))?;
        if got < needed {
            return Err(StrategyError::Truncated { needed, got });
        }
        if got > needed {
            return Err(StrategyError::Layout(format!(
                "{} bytes after the data",
                got - needed
            )));
        }
        let data = &bytes[HEADER..];
        if checksum(data) != u64_at(bytes, 48) {
            return Err(StrategyError::DataChecksum);
        }
        let catalog = AnyCatalog::of(variant, max_pieces).map_err(StrategyError::Variant)?;
        let size: u64 = match &catalog {
            AnyCatalog::Narrow(c) => c.classes().iter().map(|k| k.size()).sum(),
            AnyCatalog::Wide(c) => c.classes().iter().map(|k| k.size()).sum(),
        };
        if size > u64::from(u32::MAX) + 1 {
            return Err(StrategyError::Layout(format!(
                "{size} positions: more than this reader's 32-bit indices"
            )));
        }
        let (index_bytes, rest) = data.split_at(index_len as usize);
        let (codes, values) = rest.split_at(count as usize);
        if let Some(at) = values
            .iter()
            .position(|&v| Value::from_code(u16::from(v)).is_none())
        {
            return Err(StrategyError::Layout(format!("value {at} out of range")));
        }
        let mut indices = Vec::with_capacity(count as usize);
        let (mut last, mut d, mut shift) = (0u64, 0u64, 0u32);
        for (at, &b) in index_bytes.iter().enumerate() {
            if shift > 56 {
                return Err(StrategyError::Layout(format!(
                    "a varint too long at byte {}",
                    HEADER + at
                )));
            }
            d |= u64::from(b & 0x7f) << shift;
            shift += 7;
            if b & 0x80 == 0 {
                if d == 0 && !indices.is_empty() {
                    return Err(StrategyError::Layout(format!(
                        "index {} repeated",
                        indices.len()
                    )));
                }
                last = last.checked_add(d).filter(|&i| i < size).ok_or_else(|| {
                    StrategyError::Layout(format!(
                        "index {} beyond the {size} positions of the game",
                        indices.len()
                    ))
                })?;
                // Below `size`, which fits in 32 bits (checked above).
                indices.push(last as u32);
                (d, shift) = (0, 0);
            }
        }
        if shift != 0 || indices.len() as u64 != count {
            return Err(StrategyError::Layout(format!(
                "{} indices for {count} positions",
                indices.len()
            )));
        }
        Ok(Strategy {
            variant,
            max_pieces,
            catalog,
            indices,
            codes: codes.to_vec(),
            values: values.to_vec(),
        })
    }

    /// Where `pos`'s index is in the file.
    fn slot(&self, pos: &Position) -> Option<usize> {
        if pos.variant() != self.variant {
            return None;
        }
        let index = self.catalog.global_index(pos)?;
        self.indices.binary_search(&u32::try_from(index).ok()?).ok()
    }

    /// The strategy's move in `pos`, if the strategy has one there (`None` for a position
    /// it never reaches, a position of another game, or a finished game).
    pub fn best_move(&self, pos: &Position) -> Option<Move> {
        let at = self.slot(pos)?;
        self.catalog.move_for_code(pos, self.codes[at])
    }

    /// Whether the file has values (version 2).
    pub fn has_values(&self) -> bool {
        !self.values.is_empty()
    }

    /// The value of `pos` for the side to move, where the strategy has a move there.
    pub fn value(&self, pos: &Position) -> Option<Value> {
        let at = self.slot(pos)?;
        Value::from_code(u16::from(*self.values.get(at)?))
    }

    /// The value of `pos` for the side to move, with a best move and its value for the player
    /// making it: from the file where the strategy moves in `pos`, else from the values of
    /// every position a move leads to (the other side's positions in a game where one side
    /// follows the strategy). `None` where that is not known, or the game is over.
    pub fn solved(&self, pos: &Position) -> Option<(Value, Move)> {
        if pos.outcome().is_some() {
            return None;
        }
        if self.slot(pos).is_some() {
            // The strategy's move is a best move: its value is the position's.
            return Some((self.value(pos)?, self.best_move(pos)?));
        }
        let mut best: Option<(Value, Move)> = None;
        for m in pos.legal_moves() {
            let mut next = pos.clone();
            next.play_unchecked(&m);
            let v = match next.outcome() {
                Some(o) if o.winner == Some(pos.turn()) => Value::Win(1),
                Some(o) if o.winner.is_none() => Value::Draw,
                Some(_) => Value::Loss(1),
                None => self.value(&next)?.before(),
            };
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, m));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SplitMix64.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            ((z ^ (z >> 31)) % n as u64) as usize
        }
    }

    /// Positions of random Camette games from the start, the finished ones left out.
    fn positions(seed: u64, games: usize) -> Vec<Position> {
        let mut rng = Rng(seed);
        let mut out = Vec::new();
        for _ in 0..games {
            let mut pos = Position::start_of(Variant::Camette);
            for _ in 0..60 {
                let moves = pos.legal_moves();
                if pos.outcome().is_some() || moves.is_empty() {
                    break;
                }
                out.push(pos.clone());
                pos.play_unchecked(&moves[rng.below(moves.len())]);
            }
        }
        out
    }

    fn camette() -> Catalog<u32> {
        match AnyCatalog::of(Variant::Camette, 8) {
            Ok(AnyCatalog::Narrow(c)) => c,
            _ => panic!("Camette's catalog is narrow"),
        }
    }

    #[test]
    fn every_move_has_a_number_that_turns_back_into_it() {
        let cat = camette();
        for pos in positions(1, 40) {
            for m in pos.legal_moves() {
                let code = code_of_move(&cat, &pos, &m).expect("a number for every legal move");
                let back = move_for_code(&cat, &pos, code).expect("a move for the number");
                assert_eq!(after(&cat, &pos, &back), after(&cat, &pos, &m), "{pos} {m}");
            }
        }
    }

    #[test]
    fn twins_share_the_index_and_play_the_same_move() {
        let cat = camette();
        let board = cat.board();
        let (mut mirrored_seen, mut flipped_seen) = (0, 0);
        for pos in positions(2, 40) {
            let (s, flipped) = board.state_of(&pos).expect("on the board");
            let index = canonical(&cat, &pos).expect("covered").index;
            let colour_twin = board.position_of(&s, !flipped).expect("the colour twin");
            let mirror_twin = board
                .position_of(&board.mirrored(&s), flipped)
                .expect("the mirror twin");
            for (twin, mirrored) in [(colour_twin, false), (mirror_twin, true)] {
                assert_eq!(canonical(&cat, &twin).map(|c| c.index), Some(index));
                if mirrored && board.mirrored(&s) == s {
                    // Its own mirror image: the same position.
                    continue;
                }
                if mirrored {
                    mirrored_seen += 1;
                } else {
                    flipped_seen += 1;
                }
                let n = solver_moves(&cat, &canonical(&cat, &pos).expect("covered").state).len();
                for code in 0..n as u8 {
                    let here = move_for_code(&cat, &pos, code).expect("a move here");
                    let there = move_for_code(&cat, &twin, code).expect("a move there");
                    let here = after(&cat, &pos, &here).expect("after");
                    let there = after(&cat, &twin, &there).expect("after");
                    let there = if mirrored {
                        board.mirrored(&there)
                    } else {
                        there
                    };
                    assert_eq!(here, there, "{pos} / {twin}: move number {code}");
                }
            }
        }
        assert!(mirrored_seen > 100 && flipped_seen > 100);
    }

    #[test]
    fn the_file_reads_back_and_damage_is_refused_without_panic() {
        let cat = AnyCatalog::of(Variant::Camette, 8).expect("catalog");
        let mut entries: Vec<(u64, u8, Value)> = positions(3, 10)
            .iter()
            .filter_map(|p| Some((cat.global_index(p)?, 0, Value::Win(7))))
            .collect();
        entries.push((0, 1, Value::Loss(12)));
        let strategy = Strategy::new(Variant::Camette, 8, entries.clone()).expect("strategy");
        let bytes = strategy.to_bytes();
        let back = Strategy::from_bytes(&bytes).expect("reads back");
        assert_eq!(back.indices, strategy.indices);
        assert_eq!(back.codes, strategy.codes);
        assert_eq!(back.values, strategy.values);
        assert_eq!(back.variant(), Variant::Camette);
        for pos in positions(3, 10) {
            assert!(back.best_move(&pos).is_some(), "{pos}");
            assert_eq!(back.value(&pos), Some(Value::Win(7)), "{pos}");
            let (v, _) = back.solved(&pos).expect("solved where it moves");
            assert_eq!(v, Value::Win(7));
        }
        // A version 1 file (no values) still reads, and has moves but no values.
        let index_len = u64_at(&bytes, 40) as usize;
        let data = &bytes[HEADER..HEADER + index_len + back.len()];
        let mut v1 = bytes[..HEADER].to_vec();
        v1[8..12].copy_from_slice(&1u32.to_le_bytes());
        v1[48..56].copy_from_slice(&checksum(data).to_le_bytes());
        let head = checksum(&v1[..56]);
        v1[56..64].copy_from_slice(&head.to_le_bytes());
        v1.extend_from_slice(data);
        let old = Strategy::from_bytes(&v1).expect("version 1 reads");
        assert!(!old.has_values() && back.has_values());
        let first = &positions(3, 10)[0];
        assert!(old.best_move(first).is_some() && old.value(first).is_none());
        for len in 0..bytes.len() {
            assert!(Strategy::from_bytes(&bytes[..len]).is_err(), "cut at {len}");
        }
        for at in 0..bytes.len() {
            let mut bad = bytes.clone();
            bad[at] ^= 0x41;
            assert!(Strategy::from_bytes(&bad).is_err(), "byte {at} changed");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(matches!(
            Strategy::from_bytes(&longer),
            Err(StrategyError::Layout(_))
        ));
        assert!(matches!(
            Strategy::from_bytes(b"CAMSOLVE........"),
            Err(StrategyError::BadMagic)
        ));
    }
}
