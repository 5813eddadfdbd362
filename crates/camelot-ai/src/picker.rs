//! Move ordering: one picker hands out moves stage by stage — the transposition-table move,
//! captures by material gained, killers, then quiet moves by history.

use crate::variant_eval::goal_castle;
use camelot_core::geometry::UNION_SQUARE_COUNT;
use camelot_core::{Move, Position, Role, Square};

/// A compact identity of a move's effect (origin, destination, captured squares), stable
/// across the different paths that give the same resulting position. Never 0. (The search
/// takes a capture's from [`capture_key_and_gain`], a quiet move's from [`quiet_key`].)
#[cfg(test)]
pub(crate) fn move_key(mv: &Move) -> u32 {
    let mut caps = 0u32;
    if mv.is_capture() {
        for sq in mv.captures() {
            caps = caps.wrapping_add(capture_mix(sq));
        }
    }
    key_of(mv, caps)
}

/// One captured square's share of a key: a sum of per-square mixes is independent of the
/// capture order.
#[inline(always)]
fn capture_mix(sq: Square) -> u32 {
    (sq.index() as u32 + 1).wrapping_mul(0x9e37_79b1) >> 17
}

#[inline(always)]
fn key_of(mv: &Move, caps: u32) -> u32 {
    (1 << 31) | mv.from().index() as u32 | ((mv.to().index() as u32) << 8) | ((caps & 0x7fff) << 16)
}

/// A capture's [`move_key`] and the material it captures, in men-equivalents scaled for
/// ordering (knights count more), in one pass over its captured squares.
#[inline]
pub(crate) fn capture_key_and_gain(pos: &Position, mv: &Move) -> (u32, i32) {
    let (mut caps, mut gain) = (0u32, 0);
    for sq in mv.captures() {
        caps = caps.wrapping_add(capture_mix(sq));
        gain += match pos.piece_at(sq).map(|p| p.role) {
            Some(Role::Knight) => 25,
            _ => 10,
        };
    }
    (key_of(mv, caps), gain)
}

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 28;
const CASTLE_ENTRY: i32 = 1 << 27;
const KILLER: i32 = 1 << 26;

/// A move as the search handles it: its two squares, and for a capture its place in the
/// list's captures (a quiet move needs no path to be played).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SearchMove {
    pub from: Square,
    pub to: Square,
    /// Index into [`MoveList::captures`] for a capture.
    pub capture: Option<u16>,
    /// [`move_key`] of the move.
    pub key: u32,
}

impl SearchMove {
    pub fn is_capture(&self) -> bool {
        self.capture.is_some()
    }
}

/// The key of a quiet move from its squares (what [`move_key`] gives for it).
#[inline]
fn quiet_key(from: Square, to: Square) -> u32 {
    (1 << 31) | from.index() as u32 | ((to.index() as u32) << 8)
}

/// A position's unique moves, split as [`Position::unique_moves_split_into`] gives them.
#[derive(Default)]
pub(crate) struct MoveList {
    pub quiet: Vec<(Square, Square)>,
    pub captures: Vec<Move>,
}

impl MoveList {
    pub fn new() -> MoveList {
        MoveList {
            quiet: Vec::with_capacity(128),
            captures: Vec::with_capacity(16),
        }
    }

    /// Replaces the list with the unique moves of `pos`.
    pub fn generate(&mut self, pos: &Position) {
        self.quiet.clear();
        self.captures.clear();
        pos.unique_moves_split_into(&mut self.quiet, &mut self.captures);
    }

    pub fn len(&self) -> usize {
        self.quiet.len() + self.captures.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether every move captures (a capture is compulsory).
    pub fn all_capture(&self) -> bool {
        self.quiet.is_empty() && !self.captures.is_empty()
    }

    /// Plays `mv` (from this list) on `pos`.
    pub fn play(&self, pos: &mut Position, mv: &SearchMove) {
        match mv.capture {
            Some(i) => {
                if let Some(m) = self.captures.get(usize::from(i)) {
                    pos.play_unchecked(m);
                }
            }
            None => pos.play_quiet(mv.from, mv.to),
        }
    }

    /// `mv` as a line entry that outlives this list.
    pub fn line_move(&self, mv: &SearchMove) -> LineMove {
        match mv.capture.and_then(|i| self.captures.get(usize::from(i))) {
            Some(m) => LineMove::Whole(*m),
            None => LineMove::Quiet(mv.from, mv.to),
        }
    }
}

/// A move of a principal variation: a capture whole, a quiet move by its squares (its path
/// is found only when the line is reported).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LineMove {
    Quiet(Square, Square),
    Whole(Move),
}

impl LineMove {
    /// The legal move of `pos` this stands for.
    pub fn resolve(&self, pos: &Position) -> Option<Move> {
        match *self {
            LineMove::Whole(m) => Some(m),
            LineMove::Quiet(from, to) => pos
                .unique_moves()
                .into_iter()
                .find(|m| !m.is_capture() && m.from() == from && m.to() == to),
        }
    }
}

/// The bits of a [`Picker`] entry that hold its place.
const PLACE: u64 = 0xffff << 16;

/// A [`Picker`] entry: higher scores, then earlier places, make lesser entries.
#[inline]
fn entry(score: i32, place: usize, index: usize) -> u64 {
    let descending = !((score as u32) ^ (1 << 31));
    u64::from(descending) << 32 | (place as u64) << 16 | index as u64
}

/// Hands out moves best-first. The first few are chosen by selection; then the rest is sorted
/// once, since after that most nodes search every move anyway.
pub(crate) struct Picker {
    /// One entry a move, in the order handed out so far, each a single integer so that the
    /// best is the least: the score (complemented) in the high 32 bits, then the entry's place
    /// in this list (kept up to date, it breaks ties as a stable order would), then the
    /// move's index into the list the picker was reset with (captures first).
    order: Vec<u64>,
    /// The captures' [`move_key`]s, in list order.
    capture_keys: Vec<u32>,
    captures: usize,
    next: usize,
    sorted: bool,
}

/// What the picker needs to know to order moves.
pub(crate) struct Ordering<'a> {
    pub tt_move: u32,
    pub killers: [u32; 2],
    /// Indexed by `from * UNION_SQUARE_COUNT + to` for the side to move.
    pub history: &'a [i32],
}

impl Default for Picker {
    fn default() -> Picker {
        Picker::new()
    }
}

impl Picker {
    /// An empty picker; load moves with [`Picker::reset`].
    pub fn new() -> Picker {
        Picker {
            order: Vec::with_capacity(128),
            capture_keys: Vec::with_capacity(32),
            captures: 0,
            next: 0,
            sorted: false,
        }
    }

    /// Loads a new move list.
    pub fn reset(&mut self, pos: &Position, list: &MoveList, ordering: &Ordering<'_>) {
        self.order.clear();
        self.next = 0;
        self.sorted = false;
        self.captures = list.captures.len();
        let enemy_castle = goal_castle(pos, pos.turn());
        // Captures always outrank quiet moves but for the table's move, so listing them first
        // orders exactly as one list in generation order would.
        // One `extend` per kind over a list of known length: no capacity check per move,
        // and the ordering's fields stay in registers.
        let tt_move = ordering.tt_move;
        self.capture_keys.clear();
        let keys = &mut self.capture_keys;
        self.order
            .extend(list.captures.iter().enumerate().map(|(i, mv)| {
                let (key, gain) = capture_key_and_gain(pos, mv);
                keys.push(key);
                let score = if key == tt_move {
                    TT_MOVE
                } else {
                    CAPTURE + gain * 64 - mv.len() as i32
                };
                entry(score, i, i)
            }));
        // The goal castle's squares as indices (none where a side plays for no castle).
        let mut goal = enemy_castle.iter().map(|sq| sq.index());
        let castle0 = goal.next().unwrap_or(usize::MAX);
        let castle1 = goal.next().unwrap_or(castle0);
        let in_castle = |sq: Square| sq.index() == castle0 || sq.index() == castle1;
        let [killer0, killer1] = ordering.killers;
        let history = ordering.history;
        let captures = self.captures;
        self.order
            .extend(list.quiet.iter().enumerate().map(|(i, &(from, to))| {
                let key = quiet_key(from, to);
                let score = if key == tt_move {
                    TT_MOVE
                } else if in_castle(to) && !in_castle(from) {
                    CASTLE_ENTRY
                } else if key == killer0 {
                    KILLER + 1
                } else if key == killer1 {
                    KILLER
                } else {
                    let h = history[from.index() * UNION_SQUARE_COUNT + to.index()];
                    h.clamp(-KILLER + 1, KILLER - 1)
                };
                entry(score, captures + i, captures + i)
            }));
    }

    /// The next move of `list` (the list given to [`Picker::reset`]), best first.
    pub fn next_move(&mut self, list: &MoveList) -> Option<SearchMove> {
        let n = self.order.len();
        if self.next >= n {
            return None;
        }
        if !self.sorted {
            if self.next < 3 {
                // The least entry: the best score, the first in the list of those.
                let rest = &self.order[self.next..];
                let (mut best, mut least) = (0, rest[0]);
                for (j, &e) in rest.iter().enumerate().skip(1) {
                    if e < least {
                        (best, least) = (j, e);
                    }
                }
                let place = self.next + best;
                self.order.swap(self.next, place);
                self.order[place] = self.order[place] & !PLACE | (place as u64) << 16;
            } else {
                crate::sort::sort_distinct(&mut self.order[self.next..]);
                self.sorted = true;
            }
        }
        let i = (self.order[self.next] & 0xffff) as usize;
        self.next += 1;
        if i < self.captures {
            let m = list.captures.get(i)?;
            Some(SearchMove {
                from: m.from(),
                to: m.to(),
                capture: Some(i as u16),
                key: *self.capture_keys.get(i)?,
            })
        } else {
            let &(from, to) = list.quiet.get(i - self.captures)?;
            Some(SearchMove {
                from,
                to,
                capture: None,
                key: quiet_key(from, to),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Perft through the picker over the search's split lists must equal perft over the
    /// rules engine's unique moves: the picker hands out every move exactly once, and each
    /// plays as the rules engine plays it.
    fn picker_perft(pos: &Position, depth: u32, history: &[i32]) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut list = MoveList::new();
        list.generate(pos);
        let moves = pos.unique_moves();
        assert_eq!(list.len(), moves.len());
        let killers = [
            moves.get(3).map(move_key).unwrap_or(0),
            moves.get(7).map(move_key).unwrap_or(0),
        ];
        let ordering = Ordering {
            tt_move: moves.last().map(move_key).unwrap_or(0),
            killers,
            history,
        };
        let mut picker = Picker::new();
        picker.reset(pos, &list, &ordering);
        let mut seen = std::collections::HashSet::new();
        let mut total = 0;
        while let Some(mv) = picker.next_move(&list) {
            assert!(seen.insert(mv.key), "{mv:?} handed out twice");
            let mut next = pos.clone();
            list.play(&mut next, &mv);
            let rules = moves
                .iter()
                .find(|m| move_key(m) == mv.key)
                .expect("every picked move is a unique move");
            assert_eq!(next, pos.play(rules).expect("legal"));
            total += picker_perft(&next, depth - 1, history);
        }
        assert_eq!(seen.len(), moves.len());
        total
    }

    fn unique_perft(pos: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        pos.unique_moves()
            .iter()
            .map(|m| unique_perft(&pos.play(m).expect("legal"), depth - 1))
            .sum()
    }

    fn positions() -> Vec<Position> {
        [
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/12/12/3KMMMMK3/2KMMMMMMK2/12/12/10/8/2 w 0 0 1",
            // Black to move with captures available after White's advance.
            "2/8/10/12/12/2kmmmmmmk2/3kmmmmk3/5M6/12/3KM1MMK3/2KMMMMMMK2/12/12/10/8/2 b 0 0 1",
            // A knight inside White's castle must leave; pieces in Black's castle.
            "1M/8/10/12/4k7/12/3m8/12/12/4M7/12/12/12/10/8/Mk w 1 0 20",
        ]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect()
    }

    #[test]
    fn perft_through_picker_equals_perft() {
        let size = (UNION_SQUARE_COUNT * UNION_SQUARE_COUNT) as i32;
        let history: Vec<i32> = (0..size).map(|i: i32| i * 7919 % 1000).collect();
        for pos in positions() {
            for depth in 1..=2 {
                assert_eq!(
                    picker_perft(&pos, depth, &history),
                    unique_perft(&pos, depth),
                    "{pos}"
                );
            }
        }
    }

    #[test]
    fn move_keys_tell_unique_moves_apart() {
        // Killers, history and the table's move know a move by its key alone.
        let mut pos = Position::start();
        let mut seed = 12345u64;
        for _ in 0..400 {
            let moves = pos.unique_moves();
            let keys: std::collections::HashSet<u32> = moves.iter().map(move_key).collect();
            assert_eq!(keys.len(), moves.len(), "move keys collide in {pos}");
            if moves.is_empty() {
                pos = Position::start();
                continue;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            pos.play_unchecked(&moves[(seed >> 33) as usize % moves.len()]);
        }
    }
}
