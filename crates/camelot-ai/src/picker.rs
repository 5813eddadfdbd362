//! Move ordering: one picker hands out moves stage by stage — the transposition-table move,
//! captures by material gained, killers, then quiet moves by history.

use camelot_core::{Move, Position, Role, castle};

/// A compact identity of a move's effect (origin, destination, captured squares), stable
/// across the different paths that give the same resulting position. Never 0.
#[inline]
pub(crate) fn move_key(mv: &Move) -> u32 {
    let mut caps = 0u32;
    if mv.is_capture() {
        for sq in mv.captures() {
            // A sum of per-square mixes is independent of the capture order.
            let i = sq.index() as u32 + 1;
            caps = caps.wrapping_add(i.wrapping_mul(0x9e37_79b1) >> 17);
        }
    }
    (1 << 31) | mv.from().index() as u32 | ((mv.to().index() as u32) << 8) | ((caps & 0x7fff) << 16)
}

/// Material a move captures, in men-equivalents scaled for ordering (knights count more).
#[inline]
pub(crate) fn capture_gain(pos: &Position, mv: &Move) -> i32 {
    let mut gain = 0;
    for sq in mv.captures() {
        gain += match pos.piece_at(sq).map(|p| p.role) {
            Some(Role::Knight) => 25,
            _ => 10,
        };
    }
    gain
}

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 28;
const CASTLE_ENTRY: i32 = 1 << 27;
const KILLER: i32 = 1 << 26;

/// Hands out moves best-first. The first few are chosen by selection; then the rest is sorted
/// once, since after that most nodes search every move anyway.
pub(crate) struct Picker {
    /// Score and index into the move list the picker was reset with.
    scored: Vec<(i32, u16)>,
    next: usize,
    sorted: bool,
}

/// What the picker needs to know to order moves.
pub(crate) struct Ordering<'a> {
    pub tt_move: u32,
    pub killers: [u32; 2],
    /// Indexed by `from * 160 + to` for the side to move.
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
            scored: Vec::with_capacity(128),
            next: 0,
            sorted: false,
        }
    }

    /// Loads a new move list.
    pub fn reset(&mut self, pos: &Position, moves: &[Move], ordering: &Ordering<'_>) {
        self.scored.clear();
        self.next = 0;
        self.sorted = false;
        let enemy_castle = castle(!pos.turn());
        for (i, mv) in moves.iter().enumerate() {
            let key = move_key(mv);
            let score = if key == ordering.tt_move {
                TT_MOVE
            } else if mv.is_capture() {
                CAPTURE + capture_gain(pos, mv) * 64 - mv.len() as i32
            } else if enemy_castle.contains(&mv.to()) && !enemy_castle.contains(&mv.from()) {
                CASTLE_ENTRY
            } else if key == ordering.killers[0] {
                KILLER + 1
            } else if key == ordering.killers[1] {
                KILLER
            } else {
                let h = ordering.history[mv.from().index() * 160 + mv.to().index()];
                h.clamp(-KILLER + 1, KILLER - 1)
            };
            self.scored.push((score, i as u16));
        }
    }

    /// The next move of `moves` (the list given to [`Picker::reset`]), best first.
    pub fn next_move(&mut self, moves: &[Move]) -> Option<Move> {
        let n = self.scored.len();
        if self.next >= n {
            return None;
        }
        if !self.sorted {
            if self.next < 3 {
                let mut best = self.next;
                for j in self.next + 1..n {
                    if self.scored[j].0 > self.scored[best].0 {
                        best = j;
                    }
                }
                self.scored.swap(self.next, best);
            } else {
                self.scored[self.next..].sort_by_key(|e| std::cmp::Reverse(e.0));
                self.sorted = true;
            }
        }
        let i = usize::from(self.scored[self.next].1);
        self.next += 1;
        moves.get(i).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::perft;

    /// Perft through the picker (full lists, no deduplication) must equal the rules
    /// engine's perft: the picker hands out every move exactly once.
    fn picker_perft(pos: &Position, depth: u32, history: &[i32]) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = pos.legal_moves();
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
        picker.reset(pos, &moves, &ordering);
        let mut seen = Vec::new();
        let mut total = 0;
        while let Some(mv) = picker.next_move(&moves) {
            seen.push(mv);
            let mut next = pos.clone();
            next.play_unchecked(&mv);
            total += picker_perft(&next, depth - 1, history);
        }
        assert_eq!(seen.len(), moves.len());
        total
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
        let history: Vec<i32> = (0..160 * 160).map(|i: i32| i * 7919 % 1000).collect();
        for pos in positions() {
            for depth in 1..=2 {
                assert_eq!(
                    picker_perft(&pos, depth, &history),
                    perft(&pos, depth),
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
