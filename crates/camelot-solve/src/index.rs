//! Perfect hashing of positions, one index space per material class.
//!
//! A class is the material of each side (knights, men) and the castle moves each has used,
//! from the side to move's view. Within a class the pieces fall into four groups: the side to
//! move's knights and men, the other side's knights and men. A position's index is a mixed-radix
//! number of each group's combinatorial rank (the combinatorial number system, over the squares
//! the groups placed before it leave free), so every index is a placement and every placement
//! one index.
//!
//! Two refinements keep the space tight:
//! - Squares on which only some groups may stand (under "one piece in the enemy castle wins",
//!   the castles: a piece of the side to move in the castle it attacks has already won) are
//!   *special*: each assignment of pieces to them is a sub-class, whose other pieces are ranked
//!   over the remaining, *regular* squares. No index is spent on a finished game.
//! - The left-right mirror: a sub-class's leading group (its largest) keeps only the
//!   placements that are not above their mirror image, and a position whose leading group is
//!   above its mirror is indexed as its mirror. When the leading group is its own mirror both
//!   orientations have an index, and the position takes the smaller: the other slot is unused.

use crate::bits::Bits;
use crate::board::{Board, SquareMap, State};
use camelot_core::CastleGoal;
use std::sync::Arc;

/// The most pieces of one group (Chivalry's men).
const MAX_GROUP: usize = 20;
/// Marks a rank that is not canonical in a lead table.
const NO_ORDINAL: u32 = u32::MAX;

/// A material class: knights and men of the side to move (`us`) and of the other side
/// (`them`), and the castle moves each has used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClassKey {
    /// The side to move's knights and men.
    pub us: [u8; 2],
    /// The other side's knights and men.
    pub them: [u8; 2],
    /// Castle moves the side to move has used.
    pub cu: u8,
    /// Castle moves the other side has used.
    pub ct: u8,
}

impl ClassKey {
    /// The class of `s`.
    pub fn of<B: Bits>(s: &State<B>) -> ClassKey {
        let k = |side: B| {
            let n = side.and(s.knights).count() as u8;
            [n, side.count() as u8 - n]
        };
        ClassKey {
            us: k(s.us),
            them: k(s.them),
            cu: s.cu,
            ct: s.ct,
        }
    }

    /// Pieces on the board.
    pub fn pieces(&self) -> u8 {
        self.us[0] + self.us[1] + self.them[0] + self.them[1]
    }

    /// The class of the same positions with the other side to move: where the quiet moves of
    /// this class lead.
    pub fn partner(&self) -> ClassKey {
        ClassKey {
            us: self.them,
            them: self.us,
            cu: self.ct,
            ct: self.cu,
        }
    }

    /// A short name: `KMM-KM` (the side to move's pieces first), with castle moves used when
    /// the rules have any (`KM-K c1-0`).
    pub fn name(&self, castle_moves: bool) -> String {
        let side = |m: [u8; 2]| {
            let s = "K".repeat(usize::from(m[0])) + &"M".repeat(usize::from(m[1]));
            if s.is_empty() { "-".to_string() } else { s }
        };
        let mut s = format!("{}-{}", side(self.us), side(self.them));
        if castle_moves {
            s.push_str(&format!(" c{}-{}", self.cu, self.ct));
        }
        s
    }

    fn group_counts(&self) -> [u8; 4] {
        [self.us[0], self.us[1], self.them[0], self.them[1]]
    }
}

/// The canonical placements of a leading group of `k` pieces: ranks not above their mirror's.
#[derive(Debug)]
struct Lead {
    /// `ordinal[rank]`, or `NO_ORDINAL`.
    ordinal: Vec<u32>,
    /// `rank[ordinal]`.
    rank: Vec<u32>,
    /// `symmetric[ordinal]`: the placement is its own mirror image.
    symmetric: Vec<bool>,
}

/// Most combinations a colex table (see `Layout::colex`) may hold.
const COLEX_LIMIT: u64 = 1 << 22;
/// Most placements a leading group may have (its lead table holds one number for each): a
/// class beyond it is refused as too large, before any table is built for it.
const LEAD_LIMIT: u64 = 1 << 24;

/// How a board's squares split into special and regular ones, and the tables that ranking
/// needs. Shared by every class of a board.
///
/// The board numbers its castle squares last, so the regular squares are the squares
/// `0..regular` and a set needs no renumbering to be ranked over them.
#[derive(Debug)]
pub struct Layout<B> {
    /// The special squares, and which groups may stand on each (bit g for group g).
    special: Vec<(u8, u8)>,
    regular: usize,
    /// The regular squares.
    regular_set: B,
    /// The mirror, when the board has one that keeps each special square.
    mirror: Option<SquareMap<B>>,
    /// `binom[n][k]`, saturating.
    binom: Vec<[u64; MAX_GROUP + 1]>,
    leads: Vec<Option<Arc<Lead>>>,
    /// `colex[k]`: every set of `k` of the first `regular` numbers, by colex rank (the rank
    /// does not depend on how many numbers there are), where not too many.
    colex: Vec<Option<Arc<Vec<B>>>>,
}

impl<B: Bits> Layout<B> {
    /// The layout of `board`.
    pub fn new(board: &Board<B>) -> Layout<B> {
        let n = board.len();
        let mut special = Vec::new();
        if board.rules().castle_goal == CastleGoal::Occupy(1) {
            // A piece in the castle it attacks has won: the side to move's pieces may stand
            // only in their own castle, the other side's only in theirs.
            for (c, groups) in [(0, 0b0011u8), (1, 0b1100)] {
                for sq in board.castle[c].squares() {
                    special.push((sq as u8, groups));
                }
            }
        }
        let regular = n - special.len();
        assert!(
            special.iter().all(|&(s, _)| usize::from(s) >= regular),
            "the board numbers its castles last"
        );
        let regular_set = (0..regular).fold(B::EMPTY, |acc, i| acc.with(i));
        let mirror = board.mirror.as_ref().and_then(|m| {
            let fixed = special.iter().all(|&(s, _)| m.square(usize::from(s)) == s);
            fixed.then(|| m.clone())
        });
        let mut binom = vec![[0u64; MAX_GROUP + 1]; n + 1];
        for (i, row) in binom.iter_mut().enumerate() {
            row[0] = 1;
            for k in 1..=MAX_GROUP.min(i) {
                // C(i, k) = C(i, k-1) * (i - k + 1) / k, exact at each step.
                row[k] = (u128::from(row[k - 1]) * (i - k + 1) as u128 / k as u128)
                    .try_into()
                    .unwrap_or(u64::MAX);
            }
        }
        Layout {
            special,
            regular,
            regular_set,
            mirror,
            binom,
            leads: (0..=MAX_GROUP).map(|_| None).collect(),
            colex: (0..=MAX_GROUP).map(|_| None).collect(),
        }
    }

    /// Whether positions and their mirror images share indices.
    pub fn has_mirror(&self) -> bool {
        self.mirror.is_some()
    }

    /// Number of special squares.
    pub fn special_len(&self) -> usize {
        self.special.len()
    }

    /// C(n, k), saturating.
    #[inline]
    fn c(&self, n: usize, k: usize) -> u64 {
        if k > n || k > MAX_GROUP {
            0
        } else {
            self.binom[n][k]
        }
    }

    /// The colex rank of `set` (regular squares) among the sets of its size, over the
    /// squares `placed` leaves free.
    #[inline]
    fn rank(&self, set: B, placed: B) -> u64 {
        let mut r = 0;
        for (i, sq) in set.squares().enumerate() {
            let c = sq - placed.count_below(sq) as usize;
            r += self.binom[c][i + 1];
        }
        r
    }

    /// The set of `k` numbers with colex rank `r`, by search.
    fn colex_set(&self, mut r: u64, k: usize) -> B {
        let mut set = B::EMPTY;
        let mut top = self.regular;
        for i in (1..=k).rev() {
            let mut c = top;
            while c > 0 && self.c(c - 1, i) > r {
                c -= 1;
            }
            // The largest c with C(c, i) <= r is c - 1.
            let c = c.saturating_sub(1);
            r -= self.c(c, i);
            set = set.with(c);
            top = c;
        }
        set
    }

    /// The set of `k` regular squares free of `placed` with colex rank `r`.
    #[inline]
    fn unrank(&self, r: u64, k: usize, placed: B) -> B {
        let compressed = match &self.colex[k] {
            Some(table) => table[r as usize],
            None => self.colex_set(r, k),
        };
        if placed.is_empty() {
            return compressed;
        }
        // Number c becomes the c-th square not in `placed`.
        let mut set = B::EMPTY;
        for c in compressed.squares() {
            let mut sq = c;
            for p in placed.squares() {
                if p <= sq {
                    sq += 1;
                } else {
                    break;
                }
            }
            set = set.with(sq);
        }
        set
    }

    fn ensure_colex(&mut self, k: usize) {
        let total = self.c(self.regular, k);
        if self.colex[k].is_some() || total > COLEX_LIMIT {
            return;
        }
        let table = (0..total).map(|r| self.colex_set(r, k)).collect();
        self.colex[k] = Some(Arc::new(table));
    }

    fn lead(&mut self, k: usize) -> Option<Arc<Lead>> {
        let mirror = self.mirror.as_ref()?;
        if let Some(l) = &self.leads[k] {
            return Some(l.clone());
        }
        let total = self.c(self.regular, k);
        if total > LEAD_LIMIT {
            return None;
        }
        let mut ordinal = vec![NO_ORDINAL; total as usize];
        let mut rank = Vec::new();
        let mut symmetric = Vec::new();
        for r in 0..total {
            let set = self.colex_set(r, k);
            let m = self.rank(mirror.apply(set), B::EMPTY);
            if r <= m {
                ordinal[r as usize] = rank.len() as u32;
                rank.push(r as u32);
                symmetric.push(r == m);
            }
        }
        let lead = Arc::new(Lead {
            ordinal,
            rank,
            symmetric,
        });
        self.leads[k] = Some(lead.clone());
        Some(lead)
    }
}

/// One assignment of pieces to the special squares, and how the rest are ranked.
#[derive(Debug)]
struct Sub {
    /// Occupant code of each special square: 0 empty, 1 + group.
    occupants: Vec<u8>,
    /// Pieces of each group on regular squares.
    counts: [u8; 4],
    /// Groups in placement order, the leading one first.
    order: [usize; 4],
    /// The radix of each group, in placement order.
    radix: [u64; 4],
    lead: Option<Arc<Lead>>,
    offset: u64,
}

/// The index space of one class.
#[derive(Debug)]
pub struct ClassIndex {
    key: ClassKey,
    subs: Vec<Sub>,
    /// Sub-class by the occupant code of the special squares (base 5), or `u16::MAX`.
    sub_of: Vec<u16>,
    size: u64,
}

/// The group masks of a position: the side to move's knights, men, the other side's knights,
/// men.
#[inline]
fn groups<B: Bits>(s: &State<B>) -> [B; 4] {
    [
        s.us.and(s.knights),
        s.us.minus(s.knights),
        s.them.and(s.knights),
        s.them.minus(s.knights),
    ]
}

impl ClassIndex {
    /// The index space of class `key` on `layout`'s board, or `None` when it would not fit
    /// in 64 bits. A sub-class whose castles already decide the game has no indices.
    pub fn new<B: Bits>(
        key: ClassKey,
        board: &Board<B>,
        layout: &mut Layout<B>,
    ) -> Option<ClassIndex> {
        let want = key.group_counts();
        let s_len = layout.special.len();
        let codes = 5usize.pow(s_len as u32);
        let mut subs = Vec::new();
        let mut sub_of = vec![u16::MAX; codes];
        let mut offset = 0u64;
        for (code, slot) in sub_of.iter_mut().enumerate() {
            let occupants: Vec<u8> = (0..s_len)
                .map(|j| (code / 5usize.pow(j as u32) % 5) as u8)
                .collect();
            let mut used = [0u8; 4];
            let mut partial = State::<B>::default();
            let mut ok = true;
            for (j, &o) in occupants.iter().enumerate() {
                if o == 0 {
                    continue;
                }
                let g = usize::from(o - 1);
                let (sq, allowed) = layout.special[j];
                ok &= allowed >> g & 1 != 0;
                used[g] += 1;
                let sq = usize::from(sq);
                if g < 2 {
                    partial.us = partial.us.with(sq);
                } else {
                    partial.them = partial.them.with(sq);
                }
            }
            ok &= (0..4).all(|g| used[g] <= want[g]);
            // Castles alone: legality, and whether a castle already ends the game.
            ok &= board.is_legal(&partial);
            if let CastleGoal::Occupy(n) = board.rules().castle_goal {
                ok &= partial.them.and(board.castle[0]).count() < u32::from(n)
                    && partial.us.and(board.castle[1]).count() < u32::from(n);
            }
            if !ok {
                continue;
            }
            let counts: [u8; 4] = std::array::from_fn(|g| want[g] - used[g]);
            let on_regular: usize = counts.iter().map(|&c| usize::from(c)).sum();
            if on_regular > layout.regular || counts.iter().any(|&c| usize::from(c) > MAX_GROUP) {
                continue;
            }
            // The leading group: the one with the most placements.
            let lead_g = (0..4)
                .filter(|&g| counts[g] > 0)
                .max_by_key(|&g| (layout.c(layout.regular, usize::from(counts[g])), 4 - g));
            let mut order = [0usize; 4];
            let mut n = 0;
            if let Some(g) = lead_g {
                order[0] = g;
                n = 1;
            }
            for g in 0..4 {
                if Some(g) != lead_g {
                    order[n] = g;
                    n += 1;
                }
            }
            // With a mirror every sub-class with regular pieces has a lead table, so that a
            // position and its mirror image always share an index.
            let lead = match lead_g {
                Some(g) if layout.mirror.is_some() => Some(layout.lead(usize::from(counts[g]))?),
                _ => None,
            };
            for &k in &counts {
                layout.ensure_colex(usize::from(k));
            }
            let mut radix = [1u64; 4];
            let mut free = layout.regular;
            let mut size = 1u64;
            for (pos, &g) in order.iter().enumerate() {
                let k = usize::from(counts[g]);
                radix[pos] = match (&lead, pos) {
                    (Some(l), 0) => l.rank.len() as u64,
                    _ => layout.c(free, k),
                };
                free -= k;
                size = size.checked_mul(radix[pos])?;
            }
            *slot = u16::try_from(subs.len()).ok()?;
            subs.push(Sub {
                occupants,
                counts,
                order,
                radix,
                lead,
                offset,
            });
            offset = offset.checked_add(size)?;
        }
        Some(ClassIndex {
            key,
            subs,
            sub_of,
            size: offset,
        })
    }

    /// The class.
    pub fn key(&self) -> ClassKey {
        self.key
    }

    /// Number of indices (used or not).
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The sub-class of a position of this class, if its special squares are allowed.
    #[inline]
    fn sub<B: Bits>(&self, layout: &Layout<B>, g: &[B; 4]) -> Option<&Sub> {
        let mut code = 0;
        let mut place = 1;
        for &(sq, _) in &layout.special {
            let sq = usize::from(sq);
            let o = (0..4).find(|&k| g[k].has(sq)).map_or(0, |k| k + 1);
            code += o * place;
            place *= 5;
        }
        let i = *self.sub_of.get(code)?;
        self.subs.get(usize::from(i))
    }

    /// The index of regular group masks `r` in `sub`; `lead_rank` is the leading group's
    /// rank, not above its mirror's.
    #[inline]
    fn index_in<B: Bits>(&self, layout: &Layout<B>, sub: &Sub, r: &[B; 4], lead_rank: u64) -> u64 {
        let mut placed = B::EMPTY;
        let mut idx = 0u64;
        for (pos, &g) in sub.order.iter().enumerate() {
            if sub.counts[g] == 0 {
                continue;
            }
            let rank = if pos == 0 {
                match &sub.lead {
                    Some(l) => u64::from(l.ordinal[lead_rank as usize]),
                    None => lead_rank,
                }
            } else {
                layout.rank(r[g], placed)
            };
            idx = idx * sub.radix[pos] + rank;
            placed = placed.or(r[g]);
        }
        sub.offset + idx
    }

    /// The index of `s`, a position of this class, and whether `s` is alone at its index (its
    /// own mirror image, or the layout uses no mirror); otherwise `s` and its mirror image
    /// share the index. `None` when `s` is not of this class's index space (a special square
    /// it may not use, or other piece counts).
    #[inline]
    pub fn index<B: Bits>(&self, layout: &Layout<B>, s: &State<B>) -> Option<(u64, bool)> {
        let g = groups(s);
        let sub = self.sub(layout, &g)?;
        let r = g.map(|m| m.and(layout.regular_set));
        if (0..4).any(|k| r[k].count() != u32::from(sub.counts[k])) {
            return None;
        }
        let lead = sub.order[0];
        let a = layout.rank(r[lead], B::EMPTY);
        let (Some(mirror), Some(_)) = (&layout.mirror, &sub.lead) else {
            // No mirror, or every piece on a special square (each its own mirror image).
            return Some((self.index_in(layout, sub, &r, a), true));
        };
        let b = layout.rank(mirror.apply(r[lead]), B::EMPTY);
        if a < b {
            return Some((self.index_in(layout, sub, &r, a), false));
        }
        let m = r.map(|x| mirror.apply(x));
        Some(if a > b {
            (self.index_in(layout, sub, &m, b), false)
        } else {
            let (x, y) = (
                self.index_in(layout, sub, &r, a),
                self.index_in(layout, sub, &m, b),
            );
            (x.min(y), r == m)
        })
    }

    /// The position at index `i` (`i < size`), in the orientation its index describes.
    pub fn decode<B: Bits>(&self, layout: &Layout<B>, i: u64) -> State<B> {
        self.decode_full(layout, i).0
    }

    /// The position at index `i`, whether `i` is its index (not the unused twin of a
    /// symmetric leading group), and whether it is alone there (see [`ClassIndex::index`]).
    pub fn decode_full<B: Bits>(&self, layout: &Layout<B>, i: u64) -> (State<B>, bool, bool) {
        let at = self
            .subs
            .partition_point(|s| s.offset <= i)
            .saturating_sub(1);
        let sub = &self.subs[at];
        let mut local = i - sub.offset;
        let mut digits = [0u64; 4];
        for pos in (0..4).rev() {
            digits[pos] = local % sub.radix[pos];
            local /= sub.radix[pos];
        }
        let mut g = [B::EMPTY; 4];
        let mut placed = B::EMPTY;
        let mut lead_symmetric = false;
        let mut lead_rank = 0;
        for (pos, &k) in sub.order.iter().enumerate() {
            let n = usize::from(sub.counts[k]);
            if n == 0 {
                continue;
            }
            let mut rank = digits[pos];
            if pos == 0 {
                if let Some(l) = &sub.lead {
                    lead_symmetric = l.symmetric[rank as usize];
                    rank = u64::from(l.rank[rank as usize]);
                }
                lead_rank = rank;
            }
            let set = layout.unrank(rank, n, placed);
            placed = placed.or(set);
            g[k] = set;
        }
        let (canonical, alone) = match (&layout.mirror, &sub.lead) {
            (Some(mirror), Some(_)) if lead_symmetric => {
                let m = g.map(|x| mirror.apply(x));
                if m == g {
                    (true, true)
                } else {
                    let y = self.index_in(layout, sub, &m, lead_rank);
                    (i < y, false)
                }
            }
            (Some(_), Some(_)) => (true, false),
            _ => (true, true),
        };
        for (j, &o) in sub.occupants.iter().enumerate() {
            if o > 0 {
                let k = usize::from(o - 1);
                g[k] = g[k].with(usize::from(layout.special[j].0));
            }
        }
        let s = State {
            us: g[0].or(g[1]),
            them: g[2].or(g[3]),
            knights: g[0].or(g[2]),
            cu: self.key.cu,
            ct: self.key.ct,
        };
        (s, canonical, alone)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use camelot_core::Variant;

    fn roundtrip(key: ClassKey) -> (u64, u64) {
        let board = Board::<u32>::of_variant(Variant::Camette).unwrap();
        let mut layout = Layout::new(&board);
        let class = ClassIndex::new(key, &board, &mut layout).unwrap();
        let mut used = 0;
        let mut seen = std::collections::HashSet::new();
        for i in 0..class.size() {
            let s = board_state(&class, &layout, i);
            assert_eq!(ClassKey::of(&s), key);
            let (j, sym) = class.index(&layout, &s).unwrap();
            let (_, canonical, alone) = class.decode_full(&layout, i);
            assert_eq!(canonical, j == i);
            if canonical {
                assert_eq!(alone, sym);
            }
            let (k, sym_m) = class.index(&layout, &board.mirrored(&s)).unwrap();
            assert_eq!(j, k, "a position and its mirror share an index");
            assert_eq!(sym, sym_m);
            assert_eq!(sym, board.mirrored(&s) == s);
            if j == i {
                used += 1;
                assert!(seen.insert((s.us, s.them, s.knights)));
            } else {
                assert!(j < i, "the unused slot of a symmetric lead is the larger");
            }
        }
        (class.size(), used)
    }

    /// Placements of the class on Camette (no piece in the castle it attacks), counted up to
    /// mirror images, by listing them all.
    fn brute_force_orbits(us: [u8; 2], them: [u8; 2]) -> u64 {
        let board = Board::<u32>::of_variant(Variant::Camette).unwrap();
        let want = [us[0], us[1], them[0], them[1]];
        let mut seen = std::collections::HashSet::new();
        // Each square: empty or one of the four groups.
        fn place(
            sq: usize,
            g: [u32; 4],
            want: [u8; 4],
            board: &Board<u32>,
            seen: &mut std::collections::HashSet<State<u32>>,
        ) {
            if sq == board.len() {
                if (0..4).all(|k| g[k].count_ones() == u32::from(want[k])) {
                    let s = State {
                        us: g[0] | g[1],
                        them: g[2] | g[3],
                        knights: g[0] | g[2],
                        cu: 0,
                        ct: 0,
                    };
                    if board.end(&s).is_none() {
                        seen.insert(s.min(board.mirrored(&s)));
                    }
                }
                return;
            }
            place(sq + 1, g, want, board, seen);
            for k in 0..4 {
                if g[k].count_ones() < u32::from(want[k]) {
                    let mut h = g;
                    h[k] |= 1 << sq;
                    place(sq + 1, h, want, board, seen);
                }
            }
        }
        place(0, [0; 4], want, &board, &mut seen);
        seen.len() as u64
    }

    fn board_state(class: &ClassIndex, layout: &Layout<u32>, i: u64) -> State<u32> {
        class.decode(layout, i)
    }

    #[test]
    fn camette_classes_round_trip() {
        let key = |us, them| ClassKey {
            us,
            them,
            cu: 0,
            ct: 0,
        };
        let (size, used) = roundtrip(key([1, 0], [1, 0]));
        // 22 * 22 - 21 placements (each knight off the castle it attacks, not both on one
        // square), 31 of them on the middle file; up to mirror images: (463 + 31) / 2.
        assert_eq!(used, 247);
        assert!(size >= used);
        let (_, used) = roundtrip(key([0, 2], [1, 1]));
        assert_eq!(used, brute_force_orbits([0, 2], [1, 1]));
        let (_, used) = roundtrip(key([1, 3], [0, 1]));
        assert_eq!(used, brute_force_orbits([1, 3], [0, 1]));
    }
}
