//! The table file: a header naming the game, the classes and their checksums, then each
//! class's values, one entry per index. Reading works on bytes in memory (no file access),
//! so the web app can read a downloaded table with the same code.
//!
//! Layout (little-endian):
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 8 | magic `CAMSOLVE` |
//! | 8 | 4 | format version ([`VERSION`]) |
//! | 12 | 4 | header length in bytes (up to the data) |
//! | 16 | 16 | variant name, NUL-padded |
//! | 32 | 1 | most pieces on the board |
//! | 33 | 1 | knights a side may have |
//! | 34 | 1 | men a side may have |
//! | 35 | 1 | castle moves a side may make |
//! | 36 | 1 | entry width: 1 or 2 bytes; 0 for a win/draw/loss table ([`crate::WdlTable`]: 2 bits an entry, four to a byte, each class from a whole byte) |
//! | 37 | 3 | zero |
//! | 40 | 4 | number of classes |
//! | 44 | 4 | zero |
//! | 48 | 8 | data length in bytes |
//! | 56 | 32 per class | the class (knights and men of the side to move, of the other side, castle moves used by each, 2 zero bytes), its index count, its data offset, its data checksum |
//! | … | 8 | checksum of the header before it |
//!
//! Entries, one per index of each class in order: with width 1, 0 a draw, `d + 1` a decided
//! position at distance `d` (odd: the side to move wins, even: it loses), 255 no position;
//! with width 2 the same with 0x7fff for no position.

use crate::bits::{Bits, Wide};
use crate::catalog::Catalog;
use crate::index::ClassKey;
use crate::solve::{Solution, end_value, no_move_value};
use crate::strategy::AnyCatalog;
use crate::value::{UNUSED, Value};
use camelot_core::{Move, Position, Variant};
use std::fmt;

/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"CAMSOLVE";
/// The format version this code reads and writes.
pub const VERSION: u32 = 1;
const FIXED: usize = 56;
const CLASS_RECORD: usize = 32;
const UNUSED_BYTE: u8 = 255;

/// Why bytes are not a usable table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    /// Too short for what the header says.
    Truncated {
        /// Bytes needed.
        needed: u64,
        /// Bytes there.
        got: u64,
    },
    /// Not a table file.
    BadMagic,
    /// Written by another format version.
    Version(u32),
    /// The header's checksum does not match: the header is damaged.
    HeaderChecksum,
    /// A class's data does not match its checksum.
    DataChecksum(String),
    /// The variant named is none we know, or cannot be solved.
    Variant(String),
    /// A table of another game than the one asked for.
    WrongVariant {
        /// The table's.
        table: Variant,
        /// The one asked for.
        wanted: Variant,
    },
    /// The header's fields do not fit together, or do not match the classes this code
    /// indexes for that game.
    Layout(String),
    /// More bytes than the header accounts for.
    TrailingBytes(u64),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Truncated { needed, got } => {
                write!(f, "the table is truncated: {got} bytes, {needed} needed")
            }
            TableError::BadMagic => write!(f, "not a Camelot solver table (bad magic)"),
            TableError::Version(v) => write!(
                f,
                "table format version {v}; this program reads version {VERSION}"
            ),
            TableError::HeaderChecksum => write!(f, "the table's header is damaged (checksum)"),
            TableError::DataChecksum(c) => {
                write!(f, "the table's data for class {c} is damaged (checksum)")
            }
            TableError::Variant(v) => write!(f, "the table is for `{v}`, which cannot be read"),
            TableError::WrongVariant { table, wanted } => {
                write!(f, "the table is for {table}, not {wanted}")
            }
            TableError::Layout(what) => write!(f, "the table does not match: {what}"),
            TableError::TrailingBytes(n) => {
                write!(f, "the table has {n} bytes after its data")
            }
        }
    }
}

impl std::error::Error for TableError {}

/// Why a position cannot be looked up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProbeError {
    /// The position is of another game than the table's.
    WrongVariant {
        /// The table's.
        table: Variant,
        /// The position's.
        position: Variant,
    },
    /// The position's material is not in the table.
    NotCovered(String),
}

impl fmt::Display for ProbeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProbeError::WrongVariant { table, position } => {
                write!(f, "the position is {position}'s; the table is {table}'s")
            }
            ProbeError::NotCovered(why) => {
                write!(f, "the table does not cover the position: {why}")
            }
        }
    }
}

impl std::error::Error for ProbeError {}

/// A 64-bit checksum of bytes (word-wise multiply-rotate; detects damage, not attacks).
pub fn checksum(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0x243f_6a88_85a3_08d3 ^ bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        let mut w = [0u8; 8];
        w.copy_from_slice(c);
        h = (h ^ u64::from_le_bytes(w))
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(31);
    }
    for &b in chunks.remainder() {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    h ^ (h >> 29)
}

/// What the header of a table says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    /// The game.
    pub variant: Variant,
    /// The most pieces on the board.
    pub max_pieces: u8,
    /// Entry width in bytes.
    pub width: u8,
    /// Each class with its index count, data offset and checksum.
    pub classes: Vec<(ClassKey, u64, u64, u64)>,
    /// Data length.
    pub data_len: u64,
    /// Header length (where the data starts).
    pub header_len: u64,
}

/// The little-endian word at `at` (the caller has checked the length).
pub(crate) fn u32_at(b: &[u8], at: usize) -> u32 {
    let mut w = [0u8; 4];
    w.copy_from_slice(&b[at..at + 4]);
    u32::from_le_bytes(w)
}

/// The little-endian double word at `at` (the caller has checked the length).
pub(crate) fn u64_at(b: &[u8], at: usize) -> u64 {
    let mut w = [0u8; 8];
    w.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(w)
}

/// The bytes a class of `size` indices takes at entry width `width` (0: 2 bits an entry).
pub(crate) fn class_bytes(width: u8, size: u64) -> Option<u64> {
    match width {
        0 => Some(size.div_ceil(4)),
        w => size.checked_mul(u64::from(w)),
    }
}

pub(crate) fn need(bytes: &[u8], needed: u64) -> Result<(), TableError> {
    if (bytes.len() as u64) < needed {
        return Err(TableError::Truncated {
            needed,
            got: bytes.len() as u64,
        });
    }
    Ok(())
}

impl Header {
    /// Reads and checks a header: magic, version, length, checksum, field ranges.
    pub fn parse(bytes: &[u8]) -> Result<Header, TableError> {
        need(bytes, 8)?;
        if &bytes[..8] != MAGIC {
            return Err(TableError::BadMagic);
        }
        need(bytes, FIXED as u64)?;
        let version = u32_at(bytes, 8);
        if version != VERSION {
            return Err(TableError::Version(version));
        }
        let header_len = u64::from(u32_at(bytes, 12));
        need(bytes, header_len)?;
        let count = u32_at(bytes, 40) as u64;
        let expected = FIXED as u64 + count * CLASS_RECORD as u64 + 8;
        if header_len != expected {
            return Err(TableError::Layout(format!(
                "header length {header_len} for {count} classes"
            )));
        }
        let hl = header_len as usize;
        if checksum(&bytes[..hl - 8]) != u64_at(bytes, hl - 8) {
            return Err(TableError::HeaderChecksum);
        }
        let name_bytes = &bytes[16..32];
        let name_len = name_bytes.iter().position(|&b| b == 0).unwrap_or(16);
        let name = String::from_utf8_lossy(&name_bytes[..name_len]).into_owned();
        let variant: Variant = name
            .parse()
            .map_err(|_| TableError::Variant(name.clone()))?;
        let width = bytes[36];
        if width > 2 {
            return Err(TableError::Layout(format!("entry width {width}")));
        }
        let data_len = u64_at(bytes, 48);
        let mut classes = Vec::with_capacity(count as usize);
        let mut offset = 0u64;
        for c in 0..count as usize {
            let at = FIXED + c * CLASS_RECORD;
            let r = &bytes[at..at + CLASS_RECORD];
            let key = ClassKey {
                us: [r[0], r[1]],
                them: [r[2], r[3]],
                cu: r[4],
                ct: r[5],
            };
            let (size, data_offset, sum) = (u64_at(r, 8), u64_at(r, 16), u64_at(r, 24));
            if data_offset != offset {
                return Err(TableError::Layout(format!(
                    "class {c} starts at {data_offset}, not {offset}"
                )));
            }
            offset = class_bytes(width, size)
                .and_then(|n| n.checked_add(offset))
                .ok_or_else(|| TableError::Layout(format!("class {c} is too large")))?;
            classes.push((key, size, data_offset, sum));
        }
        if offset != data_len {
            return Err(TableError::Layout(format!(
                "data length {data_len}, classes need {offset}"
            )));
        }
        Ok(Header {
            variant,
            max_pieces: bytes[32],
            width,
            classes,
            data_len,
            header_len,
        })
    }

    /// The header's bytes.
    pub fn to_bytes(&self, limits: (u8, u8, u8)) -> Vec<u8> {
        let mut b = Vec::with_capacity(self.header_len as usize);
        b.extend_from_slice(MAGIC);
        b.extend_from_slice(&VERSION.to_le_bytes());
        b.extend_from_slice(&(self.header_len as u32).to_le_bytes());
        let mut name = [0u8; 16];
        let n = self.variant.name().as_bytes();
        name[..n.len().min(16)].copy_from_slice(&n[..n.len().min(16)]);
        b.extend_from_slice(&name);
        b.extend_from_slice(&[self.max_pieces, limits.0, limits.1, limits.2, self.width]);
        b.extend_from_slice(&[0; 3]);
        b.extend_from_slice(&(self.classes.len() as u32).to_le_bytes());
        b.extend_from_slice(&[0; 4]);
        b.extend_from_slice(&self.data_len.to_le_bytes());
        for (key, size, offset, sum) in &self.classes {
            b.extend_from_slice(&[
                key.us[0],
                key.us[1],
                key.them[0],
                key.them[1],
                key.cu,
                key.ct,
            ]);
            b.extend_from_slice(&[0; 2]);
            b.extend_from_slice(&size.to_le_bytes());
            b.extend_from_slice(&offset.to_le_bytes());
            b.extend_from_slice(&sum.to_le_bytes());
        }
        let sum = checksum(&b);
        b.extend_from_slice(&sum.to_le_bytes());
        b
    }
}

/// Checks a table file's bytes of either kind (with distances, or win/draw/loss): the
/// header, the length, the class list against the classes this code indexes for the game,
/// and every class's checksum. The data is what follows the header.
pub(crate) fn open(bytes: &[u8]) -> Result<(Header, AnyCatalog), TableError> {
    let header = Header::parse(bytes)?;
    let end = header.header_len + header.data_len;
    need(bytes, end)?;
    if bytes.len() as u64 > end {
        return Err(TableError::TrailingBytes(bytes.len() as u64 - end));
    }
    let most = 2 * header.variant.pieces_per_side();
    if usize::from(header.max_pieces) > most {
        return Err(TableError::Layout(format!(
            "{} pieces; {} has at most {most}",
            header.max_pieces, header.variant
        )));
    }
    let catalog = AnyCatalog::of(header.variant, header.max_pieces).map_err(TableError::Variant)?;
    let (limits, castle_moves) = match &catalog {
        AnyCatalog::Narrow(c) => (c.board().limits(), c.board().rules().castle_moves),
        AnyCatalog::Wide(c) => (c.board().limits(), c.board().rules().castle_moves),
    };
    if bytes[33..36] != [limits.knights, limits.men, castle_moves] {
        return Err(TableError::Layout(format!(
            "piece limits {:?}, the game's are {:?}",
            &bytes[33..36],
            [limits.knights, limits.men, castle_moves]
        )));
    }
    let ours: Vec<(ClassKey, u64)> = match &catalog {
        AnyCatalog::Narrow(c) => c.classes().iter().map(|k| (k.key(), k.size())).collect(),
        AnyCatalog::Wide(c) => c.classes().iter().map(|k| (k.key(), k.size())).collect(),
    };
    let theirs: Vec<(ClassKey, u64)> = header.classes.iter().map(|c| (c.0, c.1)).collect();
    if ours != theirs {
        return Err(TableError::Layout(
            "its classes are not the ones this program indexes for the game".into(),
        ));
    }
    let data = &bytes[header.header_len as usize..end as usize];
    let castle = header.variant.rules().castle_moves > 0;
    for (key, size, offset, sum) in &header.classes {
        let len = class_bytes(header.width, *size).unwrap_or(0);
        if checksum(&data[*offset as usize..(offset + len) as usize]) != *sum {
            return Err(TableError::DataChecksum(key.name(castle)));
        }
    }
    Ok((header, catalog))
}

/// The rules' own value of `pos` when its game is over (`None` when it is not), after checking
/// that it is a position of `variant`, a table's game.
pub(crate) fn finished(variant: Variant, pos: &Position) -> Result<Option<Value>, ProbeError> {
    if pos.variant() != variant {
        return Err(ProbeError::WrongVariant {
            table: variant,
            position: pos.variant(),
        });
    }
    Ok(pos.outcome().map(|o| match o.winner {
        None => Value::Draw,
        Some(w) if w == pos.turn() => Value::Win(0),
        Some(_) => Value::Loss(0),
    }))
}

/// Every legal move of `pos` with `value` of the position after it.
pub(crate) fn each_move<V>(
    pos: &Position,
    value: impl Fn(&Position) -> Result<V, ProbeError>,
) -> Result<Vec<(Move, V)>, ProbeError> {
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(&m);
            Ok((m, value(&next)?))
        })
        .collect()
}

/// A fixed stream of pseudo-random numbers (splitmix64), for the samples that check a table
/// through camelot-core: the same positions every run.
pub(crate) fn sampler() -> impl FnMut() -> u64 {
    let mut state = 0x5eed_u64;
    move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Where a position not yet finished is stored: its class and index, or why no index of the
/// catalog holds it.
pub(crate) fn locate<B: Bits>(
    cat: &Catalog<B>,
    pos: &Position,
) -> Result<(usize, u64), ProbeError> {
    let not_covered = |why: String| ProbeError::NotCovered(why);
    let (s, _) = cat
        .board()
        .state_of(pos)
        .ok_or_else(|| not_covered("a piece off the board".into()))?;
    let pieces = s.us.count() + s.them.count();
    if pieces > u32::from(cat.max_pieces()) {
        return Err(not_covered(format!(
            "{pieces} pieces; the table has positions with at most {}",
            cat.max_pieces()
        )));
    }
    let limits = cat.board().limits();
    let (c, i, _) = cat.locate(&s).ok_or_else(|| {
        not_covered(format!(
            "a side has more than {} knights or {} men",
            limits.knights, limits.men
        ))
    })?;
    Ok((c, i))
}

/// A borrowed catalog of either width.
pub(crate) enum CatalogRef<'c> {
    Narrow(&'c Catalog<u32>),
    Wide(&'c Catalog<Wide>),
}

/// A table read from bytes: look positions up, value every legal move.
#[derive(Debug)]
pub struct Table<'a> {
    header: Header,
    catalog: AnyCatalog,
    data: &'a [u8],
}

impl<'a> Table<'a> {
    /// Reads a table from its bytes, checking the header, the class list against the
    /// classes this code indexes for the game, and every class's checksum.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<Table<'a>, TableError> {
        let (header, catalog) = open(bytes)?;
        if header.width == 0 {
            return Err(TableError::Layout(
                "a win/draw/loss table, without distances".into(),
            ));
        }
        let data = &bytes[header.header_len as usize..];
        Ok(Table {
            header,
            catalog,
            data,
        })
    }

    /// The header.
    pub fn header(&self) -> &Header {
        &self.header
    }

    /// The game.
    pub fn variant(&self) -> Variant {
        self.header.variant
    }

    pub(crate) fn any_catalog(&self) -> CatalogRef<'_> {
        match &self.catalog {
            AnyCatalog::Narrow(c) => CatalogRef::Narrow(c),
            AnyCatalog::Wide(c) => CatalogRef::Wide(c),
        }
    }

    /// The stored value at index `i` of class `c`.
    pub(crate) fn entry(&self, c: usize, i: u64) -> Option<Value> {
        let (_, _, offset, _) = self.header.classes[c];
        match self.header.width {
            1 => {
                let b = self.data[(offset + i) as usize];
                (b != UNUSED_BYTE)
                    .then_some(b)
                    .and_then(|b| Value::from_code(u16::from(b)))
            }
            _ => {
                let at = (offset + 2 * i) as usize;
                Value::from_code(u16::from_le_bytes([self.data[at], self.data[at + 1]]))
            }
        }
    }

    /// The value of `pos` for its side to move: the rules' own verdict when the game is
    /// over, else the table's.
    pub fn probe(&self, pos: &Position) -> Result<Value, ProbeError> {
        if let Some(v) = finished(self.variant(), pos)? {
            return Ok(v);
        }
        match &self.catalog {
            AnyCatalog::Narrow(c) => self.lookup(c, pos),
            AnyCatalog::Wide(c) => self.lookup(c, pos),
        }
    }

    /// Indices in all, the classes laid end to end.
    pub fn len(&self) -> u64 {
        self.header.classes.iter().map(|c| c.1).sum()
    }

    /// Whether the table has no index.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every index's value, the classes laid end to end (`None`: no position there).
    pub fn entries(&self) -> impl Iterator<Item = Option<Value>> + '_ {
        self.header
            .classes
            .iter()
            .enumerate()
            .flat_map(move |(c, info)| (0..info.1).map(move |i| self.entry(c, i)))
    }

    /// The positions stored at global index `g` (the classes laid end to end): the index's
    /// own position with White to move and its colour-flipped twin with Black to move; none
    /// where the index holds no position.
    pub fn positions_at(&self, g: u64) -> Vec<Position> {
        match &self.catalog {
            AnyCatalog::Narrow(cat) => self.positions_in(cat, g),
            AnyCatalog::Wide(cat) => self.positions_in(cat, g),
        }
    }

    fn positions_in<B: Bits>(&self, cat: &Catalog<B>, mut g: u64) -> Vec<Position> {
        let mut c = 0;
        while let Some(class) = cat.classes().get(c) {
            if g < class.size() {
                break;
            }
            g -= class.size();
            c += 1;
        }
        let Some(class) = cat.classes().get(c) else {
            return Vec::new();
        };
        if self.entry(c, g).is_none() {
            return Vec::new();
        }
        let s = class.decode(cat.layout(), g);
        [false, true]
            .into_iter()
            .filter_map(|flipped| cat.board().position_of(&s, flipped))
            .collect()
    }

    /// The game's piece limits as the header stores them: knights and men a side, castle
    /// moves.
    pub(crate) fn limits(&self) -> (u8, u8, u8) {
        let l = match &self.catalog {
            AnyCatalog::Narrow(c) => (c.board().limits(), c.board().rules().castle_moves),
            AnyCatalog::Wide(c) => (c.board().limits(), c.board().rules().castle_moves),
        };
        (l.0.knights, l.0.men, l.1)
    }

    /// Where an unfinished position is stored, the classes laid end to end.
    pub fn global_index(&self, pos: &Position) -> Result<u64, ProbeError> {
        self.probe(pos)?;
        let (c, i) = match &self.catalog {
            AnyCatalog::Narrow(cat) => Self::locate_in(cat, pos),
            AnyCatalog::Wide(cat) => Self::locate_in(cat, pos),
        }
        .ok_or_else(|| ProbeError::NotCovered("a finished game".into()))?;
        let before: u64 = self.header.classes[..c].iter().map(|x| x.1).sum();
        Ok(before + i)
    }

    fn locate_in<B: Bits>(cat: &Catalog<B>, pos: &Position) -> Option<(usize, u64)> {
        let (s, _) = cat.board().state_of(pos)?;
        cat.locate(&s).map(|(c, i, _)| (c, i))
    }

    fn lookup<B: Bits>(&self, cat: &Catalog<B>, pos: &Position) -> Result<Value, ProbeError> {
        let (c, i) = locate(cat, pos)?;
        self.entry(c, i).ok_or_else(|| {
            let castle = self.variant().rules().castle_moves > 0;
            ProbeError::NotCovered(format!(
                "no position at its index in class {}",
                self.header.classes[c].0.name(castle)
            ))
        })
    }

    /// Every legal move of `pos` with its value for the player who makes it.
    pub fn moves(&self, pos: &Position) -> Result<Vec<(Move, Value)>, ProbeError> {
        self.probe(pos)?;
        each_move(pos, |next| Ok(self.probe(next)?.before()))
    }

    /// A best move: the fastest win, else a draw, else the slowest loss (ties: the first in
    /// `camelot-core`'s move order, or the `pick`-th of the tied moves modulo their number).
    pub fn best_move(
        &self,
        pos: &Position,
        pick: u64,
    ) -> Result<Option<(Move, Value)>, ProbeError> {
        let moves = self.moves(pos)?;
        let Some(best) = moves.iter().map(|m| m.1).max() else {
            return Ok(None);
        };
        let tied: Vec<&(Move, Value)> = moves.iter().filter(|m| m.1 == best).collect();
        Ok(Some(*tied[(pick % tied.len() as u64) as usize]))
    }

    /// The move a strategy file stores for `pos`: chosen on the position its index describes
    /// (White to move), so that the position's colour-flipped and mirrored twins, which share
    /// the index, get the same move; as the index and the move's number among that position's
    /// solver moves. `None` when the game is over or the side to move has no move.
    pub fn strategy_choice(&self, pos: &Position) -> Result<Option<(u64, u8)>, ProbeError> {
        let index = self.global_index(pos)?;
        let not_covered = || ProbeError::NotCovered("its index's own position".into());
        let own = self.catalog.index_position(pos).ok_or_else(not_covered)?;
        let Some((best, _)) = self.best_move(&own, 0)? else {
            return Ok(None);
        };
        let code = self
            .catalog
            .code_of_move(&own, &best)
            .ok_or_else(not_covered)?;
        Ok(Some((index, code)))
    }

    /// The legal move of `pos` that a strategy's move number `code` stands for (see
    /// [`Table::strategy_choice`]).
    pub fn strategy_move(&self, pos: &Position, code: u8) -> Option<Move> {
        self.catalog.move_for_code(pos, code)
    }
}

/// Writes a solved table: the header, then each class's entries (as one byte each when every
/// distance fits, else two).
pub fn write_table<B: Bits>(
    sol: &Solution<B>,
    out: &mut dyn std::io::Write,
) -> Result<Header, std::io::Error> {
    let cat = sol.catalog();
    let variant = cat.board().variant().ok_or_else(|| {
        std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "only a variant's board can be written",
        )
    })?;
    let n = cat.classes().len();
    let max = (0..n)
        .flat_map(|c| sol.codes(c))
        .filter(|&c| c != UNUSED)
        .max()
        .unwrap_or(0);
    let width: u8 = if max < u16::from(UNUSED_BYTE) { 1 } else { 2 };
    let entry_bytes = |c: usize| -> Vec<u8> {
        let codes = sol.codes(c);
        if width == 1 {
            codes
                .map(|x| if x == UNUSED { UNUSED_BYTE } else { x as u8 })
                .collect()
        } else {
            codes.flat_map(|x| x.to_le_bytes()).collect()
        }
    };
    let mut classes = Vec::with_capacity(n);
    let mut offset = 0u64;
    for (c, class) in cat.classes().iter().enumerate() {
        let sum = checksum(&entry_bytes(c));
        classes.push((class.key(), class.size(), offset, sum));
        offset += class.size() * u64::from(width);
    }
    let header = Header {
        variant,
        max_pieces: cat.max_pieces(),
        width,
        header_len: (FIXED + n * CLASS_RECORD + 8) as u64,
        classes,
        data_len: offset,
    };
    let l = cat.board().limits();
    out.write_all(&header.to_bytes((l.knights, l.men, cat.board().rules().castle_moves)))?;
    for c in 0..n {
        out.write_all(&entry_bytes(c))?;
    }
    out.flush()?;
    Ok(header)
}

/// The value of a solver position from a solution in memory, the rules first (as
/// [`Table::probe`] does from a file).
pub fn solution_value<B: Bits>(sol: &Solution<B>, pos: &Position) -> Option<Value> {
    let board = sol.catalog().board();
    let (s, _) = board.state_of(pos)?;
    if let Some(end) = board.end(&s) {
        return Some(end_value(end));
    }
    let mut moves = Vec::new();
    board.moves(&s, &mut moves);
    if moves.is_empty() {
        return Some(no_move_value(board.rules().no_move, &s));
    }
    sol.value(&s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::solve::solve;

    /// Camette with up to three pieces, as a file's bytes.
    fn small_table() -> Vec<u8> {
        let board = Board::<u32>::of_variant(Variant::Camette).unwrap();
        let sol = solve(Catalog::new(board, 3).unwrap(), 2, &mut |_, _| {}).unwrap();
        let mut bytes = Vec::new();
        write_table(&sol, &mut bytes).unwrap();
        bytes
    }

    #[test]
    fn reads_what_it_writes_and_probes() {
        let bytes = small_table();
        let table = Table::from_bytes(&bytes).unwrap();
        assert_eq!(table.variant(), Variant::Camette);
        assert_eq!(table.header().max_pieces, 3);
        let pos: Position = "camette 1/3/2m2/5/5/1M1/1 w 0 0 1".parse().unwrap();
        let v = table.probe(&pos).unwrap();
        let moves = table.moves(&pos).unwrap();
        assert_eq!(moves.len(), pos.legal_moves().len());
        assert_eq!(moves.iter().map(|m| m.1).max(), Some(v));
        let four: Position = "camette 1/3/1mm2/5/5/1MM/1 w 0 0 1".parse().unwrap();
        assert!(matches!(table.probe(&four), Err(ProbeError::NotCovered(_))));
        let camelot = Position::start();
        assert!(matches!(
            table.probe(&camelot),
            Err(ProbeError::WrongVariant { .. })
        ));
    }

    #[test]
    fn damaged_bytes_are_refused_without_panic() {
        let bytes = small_table();
        let header_len = Header::parse(&bytes).unwrap().header_len as usize;
        // Every truncation of the header, and some of the data.
        for len in (0..header_len + 64).chain([bytes.len() - 1]) {
            assert!(Table::from_bytes(&bytes[..len]).is_err(), "{len} bytes");
        }
        // Every byte of the header, changed.
        for at in 0..header_len {
            let mut b = bytes.clone();
            b[at] ^= 0x5a;
            assert!(Table::from_bytes(&b).is_err(), "header byte {at}");
        }
        // Data bytes, changed.
        for at in (header_len..bytes.len()).step_by(997) {
            let mut b = bytes.clone();
            b[at] ^= 1;
            assert!(matches!(
                Table::from_bytes(&b),
                Err(TableError::DataChecksum(_))
            ));
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            Table::from_bytes(&longer).err(),
            Some(TableError::TrailingBytes(1))
        );
        let mut version = bytes.clone();
        version[8] = 9;
        assert_eq!(
            Table::from_bytes(&version).err(),
            Some(TableError::Version(9))
        );
        assert_eq!(
            Table::from_bytes(b"nonsense").err(),
            Some(TableError::BadMagic)
        );
    }

    #[test]
    fn a_header_asking_for_huge_classes_is_refused_quickly() {
        // A well-formed header (checksums right) for every Camelot position: the reader must
        // refuse it without building tables for classes no file could hold.
        for max_pieces in [28, 200] {
            let h = Header {
                variant: Variant::Camelot,
                max_pieces,
                width: 1,
                classes: Vec::new(),
                data_len: 0,
                header_len: (FIXED + 8) as u64,
            };
            let bytes = h.to_bytes((4, 10, 2));
            let start = std::time::Instant::now();
            assert!(Table::from_bytes(&bytes).is_err());
            assert!(start.elapsed().as_secs() < 20, "{:?}", start.elapsed());
        }
    }

    #[test]
    fn another_variant_name_is_refused() {
        let bytes = small_table();
        let header = Header::parse(&bytes).unwrap();
        // A well-formed header that says Cam: its classes are not Camette's.
        let mut h = header.clone();
        h.variant = Variant::Cam;
        let mut b = h.to_bytes((1, 3, 0));
        b.extend_from_slice(&bytes[header.header_len as usize..]);
        assert!(matches!(Table::from_bytes(&b), Err(TableError::Layout(_))));
        // River Camelot cannot be solved.
        h.variant = Variant::River;
        let mut b = h.to_bytes((1, 3, 0));
        b.extend_from_slice(&bytes[header.header_len as usize..]);
        assert!(matches!(Table::from_bytes(&b), Err(TableError::Variant(_))));
    }
}
