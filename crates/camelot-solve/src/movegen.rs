//! The solver's move generator: every legal move of a [`State`] by its result (the piece's
//! origin and destination and the pieces it captures), as camelot-core's
//! `Position::unique_moves` gives them, on bit sets; and its reverse for the moves that
//! capture nothing (the quiet predecessors of a position).
//!
//! It follows camelot-core's generator rule for rule (the capture duty, the knight's duty
//! after a canter, knight's charges, the own-castle duty, moves ending in the enemy castle,
//! castle moves); `tests/agree_with_core.rs` checks both on many random positions.

use crate::bits::Bits;
use crate::board::{Board, NONE, State};
use camelot_core::CastleGoal;

/// One legal move by its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Succ<B> {
    /// Where the piece starts.
    pub from: u8,
    /// Where it ends.
    pub to: u8,
    /// The pieces it captures.
    pub captured: B,
}

impl<B: Bits> Succ<B> {
    /// Whether the move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Captures,
    All,
}

/// What the generator needs while it walks one piece's moves.
struct Walk<'a, B> {
    board: &'a Board<B>,
    /// The side to move's pieces, the mover lifted.
    us: B,
    them: B,
    /// Empty squares with the mover lifted (its origin is empty).
    empty: B,
    /// Empty squares with the mover in place: where a canter may land.
    landing: B,
    /// Squares from which the mover could jump (with the mover lifted).
    jump_from: B,
    from: u8,
    knight: bool,
    out: &'a mut Vec<Succ<B>>,
    /// The first of this piece's results in `out` (captures are deduplicated per piece).
    first: usize,
}

impl<B: Bits> Board<B> {
    /// Squares from which a piece could jump one of `them` onto an empty square.
    #[inline]
    fn jump_squares(&self, them: B, empty: B) -> B {
        let mut set = B::EMPTY;
        for e in them.squares() {
            let steps = &self.step[e];
            for d in 0..4 {
                let (a, b) = (steps[d], steps[d + 4]);
                if a == NONE || b == NONE {
                    continue;
                }
                if empty.has(usize::from(b)) {
                    set = set.with(usize::from(a));
                }
                if empty.has(usize::from(a)) {
                    set = set.with(usize::from(b));
                }
            }
        }
        set
    }

    /// Whether a piece on `sq` could jump one of `them` onto an empty square.
    #[inline]
    fn can_jump_from(&self, sq: usize, them: B, empty: B) -> bool {
        let (steps, leaps) = (&self.step[sq], &self.leap[sq]);
        (0..8).any(|d| {
            let l = leaps[d];
            l != NONE && empty.has(usize::from(l)) && them.has(usize::from(steps[d]))
        })
    }

    /// Appends every legal move of `s` by its result: one entry per resulting position of each
    /// piece (as `Position::unique_moves`). The caller checks first that the game is not over
    /// ([`Board::end`]); with no entry the side to move has no legal move.
    pub fn moves(&self, s: &State<B>, out: &mut Vec<Succ<B>>) {
        let occ = s.us.or(s.them);
        let empty = self.all.minus(occ);
        let jump_from = self.jump_squares(s.them, empty);
        let (own, enemy) = (self.castle[0], self.castle[1]);
        if let Some(leaver) = s.us.and(own).first() {
            let mode = if jump_from.has(leaver) {
                Mode::Captures
            } else {
                Mode::All
            };
            self.piece(s, leaver, mode, jump_from, empty, out);
            return;
        }
        let capture = !s.us.and(jump_from).minus(enemy).is_empty();
        let mode = if capture { Mode::Captures } else { Mode::All };
        for p in s.us.squares() {
            if capture && !jump_from.has(p) && !s.knights.has(p) {
                continue;
            }
            if enemy.has(p) {
                let [a, b] = self.castle_sq[1];
                let other = usize::from(if p == usize::from(a) { b } else { a });
                if !capture && s.cu < self.rules().castle_moves && empty.has(other) {
                    out.push(Succ {
                        from: p as u8,
                        to: other as u8,
                        captured: B::EMPTY,
                    });
                }
                continue;
            }
            self.piece(s, p, mode, jump_from, empty, out);
        }
    }

    fn piece(
        &self,
        s: &State<B>,
        from: usize,
        mode: Mode,
        jump_from: B,
        empty: B,
        out: &mut Vec<Succ<B>>,
    ) {
        let knight = s.knights.has(from);
        let mut lifted_jumps = jump_from;
        if knight {
            // With the knight lifted its origin is empty: an enemy next to it can be jumped
            // from the far side, landing on the origin.
            for d in 0..8 {
                let e = self.step[from][d];
                if e != NONE && s.them.has(usize::from(e)) {
                    let beyond = self.step[usize::from(e)][d];
                    if beyond != NONE {
                        lifted_jumps = lifted_jumps.with(usize::from(beyond));
                    }
                }
            }
        }
        let first = out.len();
        let mut walk = Walk {
            board: self,
            us: s.us.without(from),
            them: s.them,
            empty: empty.with(from),
            landing: empty,
            jump_from: lifted_jumps,
            from: from as u8,
            knight,
            out,
            first,
        };
        match mode {
            Mode::Captures => {
                if jump_from.has(from) {
                    walk.jumps(from, s.them, empty.with(from), B::EMPTY);
                }
                if knight {
                    walk.canters(Mode::Captures);
                }
            }
            Mode::All => {
                for &to in &self.step[from] {
                    if to != NONE
                        && empty.has(usize::from(to))
                        && !self.castle[0].has(usize::from(to))
                    {
                        walk.out.push(Succ {
                            from: from as u8,
                            to,
                            captured: B::EMPTY,
                        });
                    }
                }
                walk.canters(Mode::All);
            }
        }
    }

    /// The positions from which a move that captures nothing (a plain move or a canter, not a
    /// castle move) leads to `s`, each once, seen from their side to move. Only moves of the
    /// side that moved last, within the same material, can: a capture changes the material,
    /// and castle moves change the castle-move count.
    pub fn unmoves(&self, s: &State<B>, out: &mut Vec<State<B>>) {
        // The side that moved, as the side to move.
        let r = self.flipped(s);
        let (own, enemy) = (self.castle[0], self.castle[1]);
        for to in r.us.squares() {
            if own.has(to) {
                // Only a jump enters one's own castle.
                continue;
            }
            let knight = r.knights.has(to);
            let us = r.us.without(to);
            let empty = self.all.minus(us.or(r.them));
            // Where a knight's canter may not land without going on to capture: the board
            // as it was during the move, the mover lifted.
            let jumps = if knight {
                self.jump_squares(r.them, empty)
            } else {
                B::EMPTY
            };
            let mut seen = B::bit(to);
            let mut froms = B::EMPTY;
            for &f in &self.step[to] {
                if f != NONE && empty.has(usize::from(f)) && !enemy.has(usize::from(f)) {
                    froms = froms.with(usize::from(f));
                }
            }
            // Canter chains backwards from `to`, through squares a canter may land on (in
            // the enemy castle the move ends, so no knight's duty arises there).
            if enemy.has(to) || !jumps.has(to) {
                let mut queue = [0u8; 256];
                let (mut head, mut tail) = (0, 1);
                queue[0] = to as u8;
                while head < tail {
                    let at = usize::from(queue[head]);
                    head += 1;
                    for d in 0..8 {
                        let (over, next) = (self.step[at][d], self.leap[at][d]);
                        if next == NONE
                            || !us.has(usize::from(over))
                            || !empty.has(usize::from(next))
                            || seen.has(usize::from(next))
                        {
                            continue;
                        }
                        let next = usize::from(next);
                        seen = seen.with(next);
                        if !enemy.has(next) {
                            froms = froms.with(next);
                        }
                        if !own.has(next) && !enemy.has(next) && !jumps.has(next) {
                            queue[tail] = next as u8;
                            tail += 1;
                        }
                    }
                }
            }
            for from in froms.squares() {
                let q = State {
                    us: us.with(from),
                    knights: if knight {
                        r.knights.without(to).with(from)
                    } else {
                        r.knights
                    },
                    ..r
                };
                let q_empty = self.all.minus(q.us.or(q.them));
                let leaver = q.us.and(own);
                let legal = if leaver.is_empty() {
                    // No capture was due.
                    q.us.and(self.jump_squares(q.them, q_empty))
                        .minus(enemy)
                        .is_empty()
                } else {
                    // Only the piece in its own castle could move, and only quietly if it
                    // could not jump.
                    leaver == B::bit(from) && !self.can_jump_from(from, q.them, q_empty)
                };
                if legal {
                    out.push(q);
                }
            }
        }
    }

    /// The position after `m`, seen from the new side to move.
    #[inline]
    pub fn play(&self, s: &State<B>, m: &Succ<B>) -> State<B> {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let knights = s.knights.minus(m.captured);
        let knights = if knights.has(from) {
            knights.without(from).with(to)
        } else {
            knights
        };
        let castle_move = self.castle[1].has(from) && self.castle[1].has(to);
        self.flipped(&State {
            us: s.us.without(from).with(to),
            them: s.them.minus(m.captured),
            knights,
            cu: s.cu + u8::from(castle_move),
            ct: s.ct,
        })
    }

    /// Whether a quiet move ends the game: only by reaching the castle it attacks, since
    /// the material stays (the position before it was not over).
    #[inline]
    pub fn quiet_move_ends(&self, s: &State<B>, m: &Succ<B>) -> bool {
        let ends = match self.rules().castle_goal {
            CastleGoal::Occupy(n) => {
                let us = s.us.without(usize::from(m.from)).with(usize::from(m.to));
                us.and(self.castle[1]).count() >= u32::from(n)
            }
            CastleGoal::Avoid => self.castle[1].has(usize::from(m.to)),
        };
        debug_assert_eq!(ends, self.end(&self.play(s, m)).is_some());
        ends
    }

    /// Whether `m` stays within the material and castle-move counts of `s`: a plain move or
    /// a canter, not a capture or a castle move.
    #[inline]
    pub fn is_quiet(&self, m: &Succ<B>) -> bool {
        m.captured.is_empty()
            && !(self.castle[1].has(usize::from(m.from)) && self.castle[1].has(usize::from(m.to)))
    }
}

impl<B: Bits> Walk<'_, B> {
    /// The canter phase, breadth first over (square, duty) states, duty meaning that a knight
    /// has landed where it could jump and must now capture. A quiet canter ends where a
    /// duty-free path leads; a charge's jumps start from each square where the knight could
    /// jump. Landing in the enemy castle ends the move.
    fn canters(&mut self, mode: Mode) {
        let board = self.board;
        let from = usize::from(self.from);
        let own = board.castle[0];
        let enemy = board.castle[1];
        let mut queue = [(0u8, false); 512];
        let mut seen = [B::bit(from); 2];
        let mut reached = B::EMPTY;
        queue[0] = (self.from, false);
        let (mut head, mut tail) = (0, 1);
        while head < tail {
            let (at, duty) = queue[head];
            let at = usize::from(at);
            head += 1;
            if at != from && enemy.has(at) {
                continue;
            }
            for d in 0..8 {
                let (over, to) = (board.step[at][d], board.leap[at][d]);
                if to == NONE
                    || !self.us.has(usize::from(over))
                    || !self.landing.has(usize::from(to))
                    || own.has(usize::from(to))
                {
                    continue;
                }
                let t = usize::from(to);
                let can_jump = self.knight && !enemy.has(t) && self.jump_from.has(t);
                let next_duty = duty || can_jump;
                if seen[0].has(t) || seen[usize::from(next_duty)].has(t) {
                    continue;
                }
                seen[usize::from(next_duty)] = seen[usize::from(next_duty)].with(t);
                queue[tail] = (to, next_duty);
                tail += 1;
                if mode == Mode::All && !next_duty && !reached.has(t) {
                    reached = reached.with(t);
                    self.out.push(Succ {
                        from: self.from,
                        to,
                        captured: B::EMPTY,
                    });
                }
                if can_jump {
                    self.jumps(t, self.them, self.empty, B::EMPTY);
                }
            }
        }
    }

    /// Jump legs from `at`: the piece must go on jumping while it can, except that landing
    /// in the enemy castle ends the move.
    fn jumps(&mut self, at: usize, them: B, empty: B, captured: B) {
        let board = self.board;
        for d in 0..8 {
            let to = board.leap[at][d];
            if to == NONE || !empty.has(usize::from(to)) {
                continue;
            }
            let over = usize::from(board.step[at][d]);
            if !them.has(over) {
                continue;
            }
            let (them, empty, captured) =
                (them.without(over), empty.with(over), captured.with(over));
            let t = usize::from(to);
            if board.castle[1].has(t) || !board.can_jump_from(t, them, empty) {
                let m = Succ {
                    from: self.from,
                    to,
                    captured,
                };
                if !self.out[self.first..].contains(&m) {
                    self.out.push(m);
                }
            } else {
                self.jumps(t, them, empty, captured);
            }
        }
    }
}
